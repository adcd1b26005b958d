"""Inline exemptions in a brief's text are honoured by the gate and never published (issue 10, item 6).

Each test builds a real project and greps every output a reader gets: the Markdown, the HTML (text,
meta tags, JSON-LD), the SVG charts and the PDF's text (pdftotext)."""
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT
from engine.cli import main

REASON = "行业常识,不来自测试报告"
BRIEF = """\
id: ex
lang: zh
title: 保存快 {{ speedup }} 倍
description: "单次保存从 {{ t_base }} 降到 {{ t_fx }},常见集群 2,048 卡{exempt: REASON}"
sources: [R1]
claims:
  t_base: R1.ckpt_save_time.baseline
  t_fx: R1.ckpt_save_time.fx100
  speedup: {expr: t_base / t_fx, round: 1}
answer: |
  单次保存从 {{ t_base }} 降到 {{ t_fx }}[@R1]。行业常见的集群规模是 1,024 卡{exempt: REASON}。
sections:
  - q: 规模
    body: |
      常见的训练要跑 37 轮{exempt: REASON},每轮保存一次[@R1]。
charts:
  - {id: c, title: 保存时间, claims: [t_base, t_fx], labels: [原有存储, "FX100 约 3 号机{exempt: REASON}"]}
""".replace("REASON", REASON)


@pytest.fixture
def project(tmp_path):
    shutil.copytree(ROOT / "evidence", tmp_path / "evidence")
    (tmp_path / "articles").mkdir()
    return tmp_path


def _build(project, text, capsys, *extra):
    (project / "articles" / "ex.yaml").write_text(text, encoding="utf-8")
    rc = main(["--root", str(project), "build", "articles/ex.yaml", *extra])
    return rc, capsys.readouterr()


def _outputs(folder: Path) -> dict[str, str]:
    out = {p.name: p.read_text(encoding="utf-8") for p in folder.iterdir() if p.suffix in (".md", ".html", ".svg")}
    pdfs = list(folder.glob("*.pdf"))
    if pdfs:
        out[pdfs[0].name] = subprocess.run(["pdftotext", "-enc", "UTF-8", str(pdfs[0]), "-"], check=True,
                                           capture_output=True, text=True).stdout
    return out


def test_an_inline_exemption_is_honoured_and_stripped_from_every_output(project, capsys):
    rc, cap = _build(project, BRIEF, capsys)
    assert rc == 0, cap.err
    for n in ("1,024 卡", "37 轮", "2,048 卡", "3"):
        assert f"exempt: {n}" in cap.err and REASON in cap.err, cap.err
    out = _outputs(project / "build" / "ex")
    assert {"ex.md", "index.html", "c.svg", "ex.pdf"} <= set(out)
    for name, text in out.items():
        assert "exempt" not in text and "行业常识" not in text, name  # neither marker nor reason
    md, html = out["ex.md"], out["index.html"]
    assert "行业常见的集群规模是 1,024 卡。" in md and "常见的训练要跑 37 轮,每轮保存一次" in md
    shown = re.sub(r"<[^>]+>", "", html)
    assert "集群规模是 1,024 卡。" in shown and "1,024 卡。" in out["ex.pdf"].replace("\n", "")
    ld = json.loads(html.split('<script type="application/ld+json">')[1].split("</script>")[0])
    assert "常见集群 2,048 卡" in json.dumps(ld, ensure_ascii=False)
    assert 'content="单次保存从 178 秒降到 94 秒,常见集群 2,048 卡"' in html  # meta description
    assert "FX100 约 3 号机" in out["c.svg"]


def test_engine_check_on_the_built_article_still_honours_the_exemptions(project, capsys):
    rc, cap = _build(project, BRIEF, capsys, "--no-pdf")
    assert rc == 0, cap.err
    rc = main(["--root", str(project), "check", "articles/ex.yaml", "--format", "json"])
    rep = json.loads(capsys.readouterr().out)
    assert rc == 0 and rep["summary"]["errors"] == 0
    md = (project / "build" / "ex" / "ex.md").read_text(encoding="utf-8")
    for e in rep["mentions"]:
        if e["reason"] == "exempt":  # located in the published file, and at the brief's line
            line = md.split("\n")[e["line"] - 1]
            assert line[e["col"] - 1:].startswith(e["text"])
            assert e["brief"].startswith("articles/ex.yaml:")
    # an edited copy is checked as written: without the markers the figures are unsourced
    edited = project / "edited.md"
    edited.write_text(md.replace("每轮保存一次", "每轮都保存一次"), encoding="utf-8")
    rc = main(["--root", str(project), "check", "articles/ex.yaml", "--text", str(edited)])
    out = capsys.readouterr().out
    assert rc == 1 and "unsourced-number" in out and "37" in out


def test_a_finding_after_an_exemption_names_its_own_column_and_brief_line(project, capsys):
    text = BRIEF.replace("每轮保存一次[@R1]。", "每轮保存一次,耗时 84s[@R1]。")
    rc, cap = _build(project, text, capsys, "--no-pdf")
    assert rc == 1
    md = (project / "build" / "ex" / "draft" / "ex.md").read_text(encoding="utf-8")
    assert "exempt" not in md  # the failing draft is the text as it would be published
    line = next(ln for ln in cap.err.splitlines() if "value-mismatch" in ln)
    brief_loc, _, rest = line.partition(": error")
    drafted = rest.rsplit("(in ", 1)[1].rstrip(")")
    d_line, d_col = map(int, drafted.split(":")[-2:])
    assert md.split("\n")[d_line - 1][d_col - 1:].startswith("84s")
    b_line, b_col = map(int, brief_loc.split(":")[-2:])
    src = (project / "articles" / "ex.yaml").read_text(encoding="utf-8").split("\n")[b_line - 1]
    assert src[b_col - 1:].startswith("84s"), (brief_loc, src)


@pytest.mark.parametrize("marker, message", [
    ("{exempt}", "needs a stated reason"),
    ("{exempt: 口径 2.1%}", "may not contain a figure"),
    ("{exempt: 1}", "may not contain a figure"),
])
def test_an_exemption_without_a_reason_or_with_a_figure_in_it_is_an_error(project, capsys, marker, message):
    text = BRIEF.replace("37 轮{exempt: " + REASON + "}", "37 轮" + marker)
    rc, cap = _build(project, text, capsys, "--no-pdf")
    assert rc == 1 and "bad-exemption" in cap.err and message in cap.err, cap.err
    assert not (project / "build" / "ex" / "index.html").exists()


@pytest.mark.parametrize("written", ["&#123;exempt: " + REASON + "}", "{exem*pt*: " + REASON + "}",
                                     "{exempt&#58; " + REASON + "}"])
def test_a_marker_the_renderer_would_show_exempts_nothing(project, capsys, written):
    """An entity, emphasis or escape makes a marker the build does not strip: a reader would see it, so it
    exempts nothing and is an error."""
    text = BRIEF.replace("37 轮{exempt: " + REASON + "}", "37 轮" + written)
    rc, cap = _build(project, text, capsys, "--no-pdf")
    assert rc == 1 and "bad-exemption" in cap.err, cap.err
    assert "would be published" in cap.err
