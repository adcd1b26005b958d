"""Errors at the brief's line (issue 12): a finding in text that came from a brief names the brief's
path:line:col first, and the Markdown file it names exists after the command."""
import json
import re
import shutil
from pathlib import Path

import pytest

from conftest import ROOT, run_engine
from engine.cli import main

BRIEF = """\
id: bad
lang: zh
title: 保存快 {{ speedup }} 倍
sources: [R1, R9]
assume:
  steps: {value: 10000, unit: step, note: 训练总步数}
claims:
  t_base: R1.ckpt_save_time.baseline
  t_fx: R1.ckpt_save_time.fx100
  speedup: {expr: t_base / t_fx, round: 1}
answer: |
  单次保存从 {{ t_base }} 降到 {{ t_fx }}[@R1]。
  第二行:保存从 {{ t_base }} 降到 94s[@R1]。
lead: "FX100 单次保存 {{ t_fx }}[@R1]。"
sections:
  - q: 为什么快?
    body: |
      写入路径更短,单次保存 {{ t_fx }}[@R1]。
faq:
  - q: 快多少?
    a: 快 {{ speedup }} 倍[@R1]。
"""


@pytest.fixture
def project(tmp_path):
    shutil.copytree(ROOT / "evidence", tmp_path / "evidence")
    (tmp_path / "articles").mkdir()
    return tmp_path


def where(text: str, needle: str, nth: int = 1) -> str:
    """line:col of the nth occurrence of needle in text."""
    i = -1
    for _ in range(nth):
        i = text.index(needle, i + 1)
    line = text.count("\n", 0, i) + 1
    return f"{line}:{i - (text.rfind(chr(10), 0, i) + 1) + 1}"


# (what to change in the brief, into what, where the error is in the new brief (a unique text that starts
# there), what the Markdown shows there)
CASES = [
    ("保存从 {{ t_base }} 降到 94s", "保存从 {{ t_base }} 降到 84s", "84s", "84s"),  # a literal block, 2nd line
    ("title: 保存快 {{ speedup }} 倍", "title: 保存快 2.9 倍", "2.9", "2.9"),  # a one-line field
    ('lead: "FX100 单次保存 {{ t_fx }}[@R1]。"', 'lead: "FX100 单次保存 {{ t_base }}[@R1]。"',
     '{{ t_base }}[@R1]。"', "178 秒"),  # a placeholder in a quoted string: its {{
    ("      写入路径更短,单次保存 {{ t_fx }}", "      写入路径更短,单次保存 95s", "95s", "95s"),  # a section body
    ("    a: 快 {{ speedup }} 倍", "    a: 快 2.5 倍", "2.5", "2.5"),  # an FAQ answer
    ("  - q: 快多少?", "  - q: 快 3.1 倍吗?", "3.1", "3.1"),  # an FAQ question
]


@pytest.mark.parametrize("old, new, anchor, shown", CASES, ids=[c[3] for c in CASES])
def test_a_failed_build_names_the_brief_line_first(project, capsys, old, new, anchor, shown):
    text = BRIEF.replace(old, new)
    assert text != BRIEF and text.count(anchor) == 1
    (project / "articles" / "bad.yaml").write_text(text, encoding="utf-8")
    rc = main(["--root", str(project), "build", "articles/bad.yaml", "--no-pdf"])
    err = capsys.readouterr().err
    assert rc == 1, err
    lines = [l for l in err.splitlines() if " error " in l]
    assert len(lines) == 1, err
    brief_at = f"articles/bad.yaml:{where(text, anchor)}"
    assert lines[0].startswith(brief_at + ": error "), (brief_at, lines[0])
    md = re.search(r"\(in (build/bad/draft/bad\.md):(\d+):(\d+)\)$", lines[0])
    assert md, lines[0]
    file = project / md.group(1)
    assert file.exists()  # the Markdown the message names is there to open
    row = file.read_text(encoding="utf-8").splitlines()[int(md.group(2)) - 1]
    assert row[int(md.group(3)) - 1:].startswith(shown), row
    report = json.loads((project / "build" / "bad" / "draft" / "report.json").read_text(encoding="utf-8"))
    assert [f["brief"] for f in report["findings"] if f["severity"] == "error"] == [brief_at]
    assert not (project / "build" / "bad" / "index.html").exists()  # nothing published


def test_an_assumption_line_names_the_assumption(project, capsys):
    from engine import pipeline

    (project / "articles" / "bad.yaml").write_text(BRIEF.replace("训练总步数", "训练总步数 7 卡"), encoding="utf-8")
    res = pipeline.build(project, Path("articles/bad.yaml"), pdf=False)
    hits = [f for f in res.report.findings if f.text == "7 卡"]
    assert hits and hits[0].brief == "articles/bad.yaml:6:10", hits  # the value of assume: steps


def test_check_brief_names_the_brief_line_of_an_unedited_draft_and_not_of_an_edited_copy(project):
    text = BRIEF.replace("降到 94s", "降到 84s")
    (project / "articles" / "bad.yaml").write_text(text, encoding="utf-8")
    assert run_engine("build", "articles/bad.yaml", "--no-pdf", "--root", project, cwd=project).returncode == 1
    draft = "build/bad/draft/bad.md"
    res = run_engine("check", "articles/bad.yaml", "--text", draft, "--root", project, cwd=project)
    errors = [l for l in res.stdout.splitlines() if " error " in l]
    assert errors[0].startswith(f"articles/bad.yaml:{where(text, '84s')}: error value-mismatch: 84s"), res.stdout
    data = json.loads(run_engine("check", "articles/bad.yaml", "--text", draft, "--format", "json",
                                 "--root", project, cwd=project).stdout)
    assert [f["brief"] for f in data["findings"] if f["severity"] == "error"] == [f"articles/bad.yaml:{where(text, '84s')}"]
    assert any(m["brief"] for m in data["mentions"])
    edited = project / "edited.md"
    edited.write_text((project / draft).read_text(encoding="utf-8").replace("为什么快", "为何快"), encoding="utf-8")
    res = run_engine("check", "articles/bad.yaml", "--text", "edited.md", "--root", project, cwd=project)
    assert all(l.startswith("edited.md:") for l in res.stdout.splitlines()), res.stdout  # its own lines only


def test_a_passing_build_removes_the_draft(project, capsys):
    (project / "articles" / "bad.yaml").write_text(BRIEF.replace("降到 94s", "降到 84s"), encoding="utf-8")
    assert main(["--root", str(project), "build", "articles/bad.yaml", "--no-pdf"]) == 1
    assert (project / "build" / "bad" / "draft" / "bad.md").exists()
    (project / "articles" / "bad.yaml").write_text(BRIEF, encoding="utf-8")
    assert main(["--root", str(project), "build", "articles/bad.yaml", "--no-pdf"]) == 0
    assert not (project / "build" / "bad" / "draft").exists()
    capsys.readouterr()


def test_the_source_map_aligns_text_around_placeholders():
    from engine.draft.locate import Locator
    from engine.draft.sourcemap import BriefMap
    from engine.yamlsrc import loads

    yaml_text = "answer: |\n  从 {{ a }} 降到 {{ b }},快 {{ c }} 倍。\n"
    data, smap = loads(yaml_text, "b.yaml")
    md = "x\n\n从 178s 降到 94s,快 1.9 倍。\n"
    bmap = BriefMap({("answer",): (("answer",), data["answer"])}, [(3, len(md) - 1, ("answer",))],
                    Locator(smap, yaml_text), md)
    assert str(bmap.at(md.index("从"))) == "b.yaml:2:3"
    assert str(bmap.at(md.index("94s"))) == f"b.yaml:2:{yaml_text.splitlines()[1].index('{{ b }}') + 1}"
    assert str(bmap.at(md.index("降到"))) == f"b.yaml:2:{yaml_text.splitlines()[1].index('降到') + 1}"
    assert str(bmap.at(md.index("倍"))) == f"b.yaml:2:{yaml_text.splitlines()[1].index('倍') + 1}"
    assert bmap.at(0) is None  # not from the brief
