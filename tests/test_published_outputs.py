"""Every figure in every published output is read by the gate (issue 10, the docs-only attack's findings
#35-#45 in /work/wt/redteam/attack2-findings.md). Each case edits a copy of the example project the way the
attacker did (a brief, a template, an image), builds it, and asserts the gate refuses it and no published
file shows the wrong figure; the nearby true edit builds and publishes."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from engine import pipeline

ROOT = Path(__file__).resolve().parent.parent
BRIEF = (ROOT / "articles" / "ckpt-bubble.yaml").read_text(encoding="utf-8")


@pytest.fixture
def proj(tmp_path):
    root = tmp_path / "proj"
    root.mkdir()
    for name in ("evidence", "articles", "templates"):
        shutil.copytree(ROOT / name, root / name)
    shutil.copy(ROOT / "engine.yaml", root / "engine.yaml")
    return root


def write_brief(root: Path, bid: str, text: str) -> Path:
    text = text.replace("id: ckpt-bubble\n", f"id: {bid}\n", 1).replace("related: [ckpt-bubble-en]\n", "")
    path = root / "articles" / f"{bid}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def edit(old: str, new: str, text: str = BRIEF) -> str:
    assert old in text, old
    return text.replace(old, new, 1)


def published_text(out_dir: Path) -> str:
    """Every published file as text a reader or a crawler gets: HTML, Markdown, JSON, SVG, the PDF's text."""
    parts = []
    if not out_dir.is_dir():
        return ""
    for f in sorted(out_dir.rglob("*")):
        if not f.is_file() or "draft" in f.relative_to(out_dir).parts:
            continue
        if f.suffix == ".pdf":
            parts.append(subprocess.run(["pdftotext", str(f), "-"], capture_output=True, text=True,
                                        check=True).stdout)
        else:
            parts.append(f.read_text(encoding="utf-8", errors="replace"))
    return "\n".join(parts)


def build(root: Path, brief: Path, pdf: bool = False):
    return pipeline.build(root, brief, pdf=pdf)


def errors(res) -> list[str]:
    return [f"{f.path}:{f.line}:{f.col}: {f.rule}: {f.message}" for f in res.report.findings if f.severity == "error"]


# -- charts (#35, #36) ---------------------------------------------------------------------------------------

def test_swapped_chart_labels_are_refused(proj):
    res = build(proj, write_brief(proj, "rt-chart", edit("    labels: [原有存储, FX100]\n",
                                                         "    labels: [FX100, 原有存储]\n")))
    assert not res.passed
    errs = errors(res)
    assert any("178s" in e and "FX100" in e and e.startswith("articles/rt-chart.yaml:") for e in errs), errs
    assert "FX100 178s" not in published_text(res.out_dir)


def test_a_bar_drawn_from_another_measure_is_refused(proj):
    brief = edit("    claims: [bubble_base, bubble_fx]\n", "    claims: [bubble_base, time_saved]\n")
    res = build(proj, write_brief(proj, "rt-bar", brief))
    assert not res.passed
    errs = errors(res)
    assert any("time_saved" in e and "FX100" in e and "value-mismatch" in e for e in errs), errs
    assert "4.7%" not in published_text(res.out_dir)


def test_a_chart_in_another_unit_is_checked_as_shown(proj):
    # the bars show hours (0.0494h), not the claims' seconds: the gate reads what the SVG shows
    brief = edit("charts:\n", "charts:\n  - id: hours\n    title: 单次保存时间(小时)\n    claims: [t_base, t_fx]\n"
                 "    labels: [原有存储, FX100]\n    unit: h\n")
    res = build(proj, write_brief(proj, "rt-hours", brief))
    assert res.passed, errors(res)
    shown = {r["text"] for r in res.report.mentions if r["status"] == "verified"}
    assert {"0.0494h", "0.0261h"} <= shown


def test_true_chart_edits_still_publish(proj):
    # a one-bar comparison chart labelled with the product is a series of one: not judged
    brief = edit("charts:\n", "charts:\n  - id: speed\n    title: 保存加速倍数\n    claims: [speedup]\n"
                 "    labels: [FX100]\n")
    res = build(proj, write_brief(proj, "rt-speed", brief))
    assert res.passed, errors(res)
    assert "FX100" in (res.out_dir / "speed.svg").read_text(encoding="utf-8")
