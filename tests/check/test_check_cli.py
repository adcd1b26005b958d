"""`engine check` as a user runs it: formats, exit codes, bad input."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import run_engine

PROJECT = Path(__file__).parent / "project"
CLEAN = "# 保存快 1.9 倍\n\nFX100 把单次保存从 178s 降到 94s,快 1.9 倍 [@R1]。按 10,000 步、每 500 步保存一次计算。\n"
WRONG = "# 保存快 1.9 倍\n\nFX100 把单次保存从 178s 降到 84s,快 1.9 倍 [@R1]。\n"


@pytest.fixture
def proj(tmp_path):
    root = tmp_path / "p"
    shutil.copytree(PROJECT, root)
    return root


def check(root, *args):
    return run_engine("check", *args, "--root", root, cwd=root)


def test_clean_text_exits_0(proj):
    (proj / "a.md").write_text(CLEAN, encoding="utf-8")
    res = check(proj, "articles/demo.yaml", "--text", "a.md")
    assert res.returncode == 0, res.stdout + res.stderr
    assert "0 error(s), 0 warning(s)" in res.stdout


def test_wrong_number_exits_1_with_compiler_style_lines(proj):
    (proj / "a.md").write_text(WRONG, encoding="utf-8")
    res = check(proj, "articles/demo.yaml", "--text", "a.md")
    assert res.returncode == 1
    first = res.stdout.splitlines()[0]
    assert re.match(r"^a\.md:3:\d+: error [a-z-]+: 84s", first), first


def test_json_is_the_documented_object_and_deterministic(proj):
    (proj / "a.md").write_text(WRONG, encoding="utf-8")
    a = check(proj, "articles/demo.yaml", "--text", "a.md", "--format", "json")
    b = check(proj, "articles/demo.yaml", "--text", "a.md", "--format", "json")
    assert a.stdout == b.stdout and a.returncode == 1
    data = json.loads(a.stdout)
    assert set(data) == {"findings", "mentions", "summary"}
    assert set(data["summary"]) == {"numbers", "verified", "skipped", "errors", "warnings"}
    f = data["findings"][0]
    assert {"rule", "severity", "path", "line", "col", "text", "message"} <= set(f)
    assert f["text"] == "84s" and f["line"] == 3 and f["expected"] == "94 秒" and f["claim"] == "t_fx"
    assert list(json.loads(a.stdout)) == sorted(data)  # sorted keys


def test_sarif(proj):
    (proj / "a.md").write_text(WRONG, encoding="utf-8")
    res = check(proj, "articles/demo.yaml", "--text", "a.md", "--format", "sarif")
    data = json.loads(res.stdout)
    assert data["version"] == "2.1.0" and data["runs"][0]["tool"]["driver"]["rules"]
    r = data["runs"][0]["results"][0]
    assert r["level"] == "error"
    region = r["locations"][0]["physicalLocation"]["region"]
    assert region["startLine"] == 3 and region["startColumn"] >= 1


def test_text_mode_without_a_brief(proj):
    (proj / "a.md").write_text("FX100 单次保存 94s,基线 178s,快 1.89 倍 [@R1]。\n", encoding="utf-8")
    res = check(proj, "--text", "a.md")
    assert res.returncode == 0, res.stdout


def test_strict_fails_on_warnings(proj):
    (proj / "a.md").write_text("旧版单次保存 120s [@R3]。\n", encoding="utf-8")
    assert check(proj, "--text", "a.md").returncode == 0
    assert check(proj, "--text", "a.md", "--strict").returncode == 1


def test_missing_build_says_run_engine_build(proj):
    res = check(proj, "articles/demo.yaml")
    assert res.returncode == 2 and "engine build" in res.stderr and "Traceback" not in res.stderr


@pytest.mark.parametrize("args, write", [
    ((), None),
    (("articles/nope.yaml", "--text", "a.md"), CLEAN),
    (("--text", "missing.md"), None),
    (("--text", "a.md"), b"\xff\xfe bad"),
])
def test_bad_input_exits_2(proj, args, write):
    if write is not None:
        p = proj / "a.md"
        p.write_bytes(write if isinstance(write, bytes) else write.encode())
    res = check(proj, *args)
    assert res.returncode == 2 and "Traceback" not in res.stderr, res.stderr


def test_severity_off_and_allow_in_engine_yaml(proj):
    (proj / "engine.yaml").write_text(
        "check:\n  severity: {missing-citation: off}\n  allow:\n    - text: 1,024 卡\n      reason: 行业常识,不来自报告\n",
        encoding="utf-8")
    (proj / "a.md").write_text("FX100 单次保存只需 94s。常见集群为 1,024 卡。\n", encoding="utf-8")
    res = check(proj, "articles/demo.yaml", "--text", "a.md", "--format", "json")
    data = json.loads(res.stdout)
    assert res.returncode == 0 and data["findings"] == []
    text = check(proj, "articles/demo.yaml", "--text", "a.md").stdout
    assert "exempt: 1,024 卡 (行业常识,不来自报告)" in text
    sarif = json.loads(check(proj, "articles/demo.yaml", "--text", "a.md", "--format", "sarif").stdout)
    sup = [r for r in sarif["runs"][0]["results"] if r.get("suppressions")]
    assert sup and sup[0]["suppressions"][0]["justification"] == "行业常识,不来自报告"


def test_pre_commit_entry_checks_every_file(proj):
    import subprocess
    import sys

    (proj / "a.md").write_text("FX100 单次保存 94s [@R1]。\n", encoding="utf-8")
    (proj / "b.md").write_text("FX100 单次保存 84s [@R1]。\n", encoding="utf-8")
    for entry in ("engine.hook", "engine.commands.check"):  # the hook's entry, and the one projects made earlier use
        run = lambda *files: subprocess.run([sys.executable, "-m", entry, *files, "--root", str(proj)],
                                            cwd=proj, capture_output=True, text=True)
        assert run("a.md").returncode == 0, entry
        res = run("a.md", "b.md")
        assert res.returncode == 1 and "b.md:1:" in res.stdout, entry
    hooks = (Path(__file__).resolve().parents[2] / ".pre-commit-hooks.yaml").read_text(encoding="utf-8")
    assert "entry: python -m engine.hook" in hooks
