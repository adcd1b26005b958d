"""`engine check --explain` and the `mentions` records (JSON, SARIF): every number, its status, the quantity
it was bound to, the interval it accepts, the runners-up, and why it was skipped."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import ROOT, golden, run_engine
from engine.check.api import check_text
from engine.check.output import to_json, to_sarif
from engine.models.config import CheckConfig
from test_rules import PROJECT, TODAY, project

HERE = Path(__file__).parent
KEYS = {"path", "line", "col", "text", "status", "reason", "findings", "qualifier", "interval", "unit", "bound", "brief",
        "candidates"}
TEXT = ("# 保存快 1.9 倍\n\n"
        "FX100 把单次保存从 178s 降到 84s,快 1.9 倍 [@R1]。按 10,000 步、每 500 步保存一次计算,"
        "约 5% 的时间,超过 150s。2026 年 7 月 3 日。\n\n"
        "保存总耗时为 20 次 × 178s = 3,650s [@R1]。集群规模是 1,024 卡{exempt: 行业常识}。\n")


def _check(text: str, brief: str = "demo", **cfg):
    registry, scope, sources, lang = project(brief)
    return check_text(text, "case.md", registry=registry, scope=scope, sources=sources,
                      config=CheckConfig(**cfg), lang=lang, today=TODAY)


def test_explain_text_golden(tmp_path):
    """The text form, one line per number before the usual report (reviewed in the diff)."""
    root = tmp_path / "p"
    shutil.copytree(PROJECT, root)
    (root / "a.md").write_text(TEXT, encoding="utf-8")
    res = run_engine("check", "articles/demo.yaml", "--text", "a.md", "--explain", "--root", root, cwd=root)
    assert res.returncode == 1, res.stderr
    golden(HERE / "golden" / "explain.txt", res.stdout)
    plain = run_engine("check", "articles/demo.yaml", "--text", "a.md", "--root", root, cwd=root).stdout
    assert res.stdout.endswith("\n" + plain)  # --explain adds lines; the report itself is unchanged


def test_every_number_has_one_record_and_the_summary_counts_them():
    rep = _check(TEXT)
    s = rep.summary()
    ms = rep.mentions
    assert len(ms) == s["numbers"] == 16  # 14 figures and 2 citation keys (R1 is shown to readers)
    assert sum(m["status"] == "verified" for m in ms) == s["verified"]
    assert sum(m["status"] == "skipped" for m in ms) == s["skipped"]
    errors = [m for m in ms if m["status"] == "error"]
    assert len(errors) == s["numbers"] - s["verified"] - s["skipped"]
    by_reason: dict = {}
    for m in ms:
        if m["status"] == "skipped":
            by_reason[m["reason"]] = by_reason.get(m["reason"], 0) + 1
    assert by_reason == rep.skipped_by_reason == {"citation": 2, "date": 1, "exempt": 1, "identifier": 1}
    assert all(set(m) == KEYS for m in ms)
    # every error-level finding about a number is listed in its record, and makes it an error
    for f in rep.findings:
        if f.severity == "error" and not f.text.startswith("[@"):
            rec = next(m for m in ms if (m["line"], m["col"]) == (f.line, f.col))
            assert f.rule in rec["findings"] and rec["status"] == "error", (f, rec)
    assert [(m["text"], m["findings"]) for m in errors] == [
        ("84s", ["value-mismatch"]), ("5%", ["missing-citation"]), ("150s", ["missing-citation"]),
        ("3,650s", ["value-mismatch"])]


@pytest.mark.parametrize("text, brief, want", [
    # (the first number of the text) status, bound id, interval, unit, qualifier kind
    ("FX100 单次保存只需 94s [@R1]。", "demo", ("verified", "t_fx", [93.5, 94.5], "s", None)),
    ("单次保存约 180s [@R1]。", "demo", ("verified", "R1.ckpt_save_time.baseline", [171, 189], "s", "approx")),
    ("保存耗时超过 150s [@R1]。", "demo", ("verified", "R1.ckpt_save_time.baseline", [150, None], "s", "gt")),
    ("保存耗时不到 100s [@R1]。", "demo", ("verified", "R1.ckpt_save_time.fx100", [None, 100], "s", "lt")),
    ("单次保存数十秒 [@R1]。", "demo", ("verified", "R1.ckpt_save_time.fx100", [10, 100], "s", "vague")),
    ("FX100 单次保存 84s [@R1]。", "demo", ("error", "t_fx", [83.5, 84.5], "s", None)),
    ("气泡占比 9.9% [@R1]。", "demo", ("verified", "bubble_base", [9.85, 9.95], "%", None)),
    ("单次保存快 1.89 倍 [@R1]。", "none", ("verified", "R1.ckpt_save_time.baseline ratio R1.ckpt_save_time.fx100",
                                       [1.885, 1.895], "x", None)),
    ("本文分 3 个方面。", "none", ("skipped", None, [2.5, 3.5], "", None)),
])
def test_record_of_a_number(text, brief, want):
    rep = _check(text, brief)
    m = next(m for m in rep.mentions if m["status"] != "skipped" or m["reason"] != "identifier")
    got = (m["status"], m["bound"]["id"] if m["bound"] else None, m["interval"], m["unit"],
           m["qualifier"]["kind"] if m["qualifier"] else None)
    assert got == want, m


def test_bound_quantity_says_how_it_is_computed_and_where_from():
    rep = _check("FX100 把单次保存从 178s 降到 94s,快 1.9 倍 [@R1]。")
    rec = next(m for m in rep.mentions if m["text"] == "1.9 倍")
    assert rec["bound"] == {"id": "speedup", "kind": "derived", "value": "1.9",
                            "derivation": "= 178 秒 ÷ 94 秒 · R1 表 3", "sources": ["R1"]}


def test_runners_up_are_the_next_quantities_considered():
    rep = _check("FX100 单次保存 84s [@R1]。")
    rec = next(m for m in rep.mentions if m["text"] == "84s")
    assert rec["status"] == "error" and rec["bound"]["id"] == "t_fx"
    assert rec["candidates"] and all(set(c) == {"id", "value", "score"} for c in rec["candidates"])
    assert "t_fx" not in [c["id"] for c in rec["candidates"]]


def test_skipped_count_and_severity_off():
    """A number is verified when no error-level finding is made about it: a rule switched off does not
    make it an error, and a warning does not either."""
    text = "FX100 单次保存只需 94s。\n"
    assert _check(text).mentions[-1]["status"] == "error"
    off = _check(text, severity={"missing-citation": "off"}).mentions[-1]
    assert off["status"] == "verified" and off["findings"] == []
    warn = _check(text, severity={"missing-citation": "warning"}).mentions[-1]
    assert warn["status"] == "verified" and warn["findings"] == ["missing-citation"]


def test_json_and_sarif_carry_the_records():
    rep = _check(TEXT)
    data = json.loads(to_json(rep))
    assert data["mentions"] == rep.mentions
    assert to_json(rep) == to_json(_check(TEXT))
    sarif = to_sarif(rep)
    run = sarif["runs"][0]
    assert run["properties"]["mentions"] == rep.mentions
    res = next(r for r in run["results"] if r["ruleId"] == "value-mismatch")
    region = res["locations"][0]["physicalLocation"]["region"]
    mention = res["properties"]["mention"]
    assert (mention["line"], mention["col"]) == (region["startLine"], region["startColumn"])
    assert mention["status"] == "error" and mention["bound"]["id"] == "t_fx"


@pytest.mark.parametrize("brief", sorted(p.stem for p in (ROOT / "articles").glob("*.yaml")))
def test_example_articles_have_no_error_records(brief, tmp_path):
    """The example articles: every number verified or skipped, with a quantity for each verified one."""
    md = ROOT / "build" / brief / f"{brief}.md"
    res = run_engine("build", f"articles/{brief}.yaml", "--no-pdf", "--out", tmp_path, cwd=ROOT)
    assert res.returncode == 0, res.stderr
    out = run_engine("check", f"articles/{brief}.yaml", "--text", tmp_path / brief / f"{brief}.md",
                     "--format", "json", cwd=ROOT)
    data = json.loads(out.stdout)
    assert data["summary"]["numbers"] == len(data["mentions"]) > 0, md
    for m in data["mentions"]:
        assert m["status"] in ("verified", "skipped"), m
        assert (m["bound"] is not None) == (m["status"] == "verified"), m
        assert m["reason"] is None if m["status"] == "verified" else m["reason"], m
