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
    assert any("178 秒" in e and "FX100" in e and e.startswith("articles/rt-chart.yaml:") for e in errs), errs
    assert "FX100 178 秒" not in published_text(res.out_dir)


def test_a_bar_drawn_from_another_measure_is_refused(proj):
    brief = edit("    claims: [bubble_base, bubble_fx]\n", "    claims: [bubble_base, time_saved]\n")
    res = build(proj, write_brief(proj, "rt-bar", brief))
    assert not res.passed
    errs = errors(res)
    assert any("time_saved" in e and "FX100" in e and "value-mismatch" in e for e in errs), errs
    assert "4.7%" not in published_text(res.out_dir)


def test_a_chart_in_another_unit_is_checked_as_shown(proj):
    # the bars show hours (0.0494 小时), not the claims' seconds: the gate reads what the SVG shows
    brief = edit("charts:\n", "charts:\n  - id: hours\n    title: 单次保存时间(小时)\n    claims: [t_base, t_fx]\n"
                 "    labels: [原有存储, FX100]\n    unit: h\n")
    res = build(proj, write_brief(proj, "rt-hours", brief))
    assert res.passed, errors(res)
    shown = {r["text"] for r in res.report.mentions if r["status"] == "verified"}
    assert {"0.0494 小时", "0.0261 小时"} <= shown


def test_true_chart_edits_still_publish(proj):
    # a one-bar comparison chart labelled with the product is a series of one: not judged
    brief = edit("charts:\n", "charts:\n  - id: speed\n    title: 保存加速倍数\n    claims: [speedup]\n"
                 "    labels: [FX100]\n")
    res = build(proj, write_brief(proj, "rt-speed", brief))
    assert res.passed, errors(res)
    assert "FX100" in (res.out_dir / "speed.svg").read_text(encoding="utf-8")


# -- related articles (#37) ----------------------------------------------------------------------------------

def test_a_related_title_that_fails_its_own_gate_is_not_linked(proj):
    write_brief(proj, "rt-bad", edit("title: 训练 Checkpoint 保存快 {{ speedup }} 倍,能压缩多少训练气泡?\n",
                                     "title: 训练 Checkpoint 保存快 5 倍,训练气泡降到 1%\n"))
    brief = write_brief(proj, "rt-rel", edit("sources: [R1, R9]\n", "sources: [R1, R9]\nrelated: [rt-bad]\n"))
    from engine.errors import EngineError

    with pytest.raises(EngineError) as exc:
        build(proj, brief)
    text = "\n".join(str(p) for p in exc.value.problems)
    assert "related-broken" in text and "articles/rt-bad.yaml:3:" in text and "5 倍" in text, text
    assert not (proj / "build" / "rt-rel").exists()


def test_a_related_title_is_checked_against_its_own_brief(proj):
    # the English translation's title states the speed-up in its own words and claims: it is linked
    brief = write_brief(proj, "rt-rel", edit("sources: [R1, R9]\n",
                                             "sources: [R1, R9]\nrelated: [ ckpt-bubble-en ]\n"))
    res = build(proj, brief)
    assert res.passed, errors(res)
    md = (res.out_dir / "rt-rel.md").read_text(encoding="utf-8")
    assert "ckpt-bubble-en/)" in md and "1.9× faster" in md


# -- SVG images (#38) ----------------------------------------------------------------------------------------

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60"><title>示意</title>'
       '<text x="10" y="35" font-size="20">{}</text></svg>')
IMAGE = "      ![FX100 实测示意](articles/img/fig.svg)\n"


def image_brief(proj: Path, text: str) -> Path:
    (proj / "articles" / "img").mkdir(exist_ok=True)
    (proj / "articles" / "img" / "fig.svg").write_text(SVG.format(text), encoding="utf-8")
    anchor = "      单次保存时间是 R1 的实测值,其余各列由它和文末的假设计算得出[@R1]。\n"
    return write_brief(proj, "rt-img", edit(anchor, anchor + "\n" + IMAGE))


def test_figures_in_an_svg_image_are_checked(proj):
    res = build(proj, image_brief(proj, "FX100 保存快 5 <tspan>倍</tspan>,气泡降到 &#49;%"))
    assert not res.passed
    errs = errors(res)
    assert any(e.startswith("articles/img/fig.svg:1:") and "5 倍" in e for e in errs), errs
    assert any(e.startswith("articles/img/fig.svg:1:") and "1%" in e for e in errs), errs
    assert not (proj / "build" / "rt-img" / "index.html").exists()


def test_a_true_svg_image_publishes_and_every_digit_is_accounted_for(proj):
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "check"))
    import coverage as C

    res = build(proj, image_brief(proj, "FX100 单次保存 94s,原有存储 178s"), pdf=True)
    assert res.passed, errors(res)
    verified = [r for r in res.report.mentions if r["path"] == "articles/img/fig.svg"]
    assert {r["text"] for r in verified} >= {"94s", "178s"} and all(r["status"] != "error" for r in verified)
    texts = C.outputs(res.out_dir)
    assert any("94s" in t and "原有存储" in t for t in texts["index.html"])  # the invariant reads the image
    assert not C.unaccounted(res.report, texts)


def test_an_unreadable_svg_image_is_refused(proj):
    from engine.errors import EngineError

    brief = image_brief(proj, "x")
    (proj / "articles" / "img" / "fig.svg").write_text("<svg><text>FX100 快 5 倍</svg>", encoding="utf-8")
    with pytest.raises(EngineError) as exc:
        build(proj, brief)
    assert [p.code for p in exc.value.problems] == ["bad-svg"]
    assert str(exc.value.problems[0].location).startswith("articles/img/fig.svg:1:")


# -- page templates (#41) ------------------------------------------------------------------------------------

BUILTIN_PAGE = (ROOT / "engine" / "templates" / "qa-article" / "page.html.j2").read_text(encoding="utf-8")


def promo_brief(proj: Path, line: str, css: str = "", page: str = BUILTIN_PAGE) -> Path:
    folder = proj / "templates" / "promo"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "page.html.j2").write_text(edit("<article>\n", "<article>\n" + line + "\n", page), encoding="utf-8")
    if css:
        (folder / "style.css").write_text(css, encoding="utf-8")
    return write_brief(proj, "rt-tpl", edit("sources: [R1, R9]\n", "sources: [R1, R9]\ntemplate: promo\n"))


@pytest.mark.parametrize("line, css, wrong", [
    ('<p class="promo">限时优惠:FX100 让训练快 3 倍,Checkpoint 保存只需 30 秒!</p>', "", "3 倍"),
    ('<p class="promo">FX100 让训练快 <b>3</b> 倍</p>', "", "3 倍"),  # split by inline tags, read as shown
    ('<p title="FX100 快 3 倍">促销</p>', "", "3 倍"),  # a tooltip
    ('<p class="promo"></p>', '.promo::before { content: "FX100 快 \\33  倍"; }', "3 倍"),  # CSS-generated text
])
def test_figures_typed_into_a_page_template_are_checked(proj, line, css, wrong):
    res = build(proj, promo_brief(proj, line, css))
    assert not res.passed
    errs = errors(res)
    assert any(wrong in e and "templates/promo/page.html.j2" in e for e in errs), errs
    assert not (proj / "build" / "rt-tpl" / "index.html").exists()


def test_a_true_figure_in_a_page_template_publishes(proj):
    res = build(proj, promo_brief(proj, '<p class="promo">限时优惠:FX100 单次保存只需 94 秒</p>'))
    assert res.passed, errors(res)
    assert "单次保存只需 94 秒" in (res.out_dir / "index.html").read_text(encoding="utf-8")
    assert any(r["text"] == "94 秒" and r["path"] == "templates/promo/page.html.j2" for r in res.report.mentions)
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "check"))
    import coverage as C

    assert not C.unaccounted(res.report, C.outputs(res.out_dir))


def test_a_template_that_changes_the_article_text_is_refused(proj):
    from engine.errors import EngineError

    page = edit("<title>{{ title_text }}</title>", "<title>{{ title_text|truncate(12) }}</title>", BUILTIN_PAGE)
    with pytest.raises(EngineError) as exc:
        build(proj, promo_brief(proj, "", page=page))
    assert [p.code for p in exc.value.problems] == ["template"]
    assert "changes the article's texts" in exc.value.problems[0].message
