"""The coverage invariant on the parts of a page that are not the article's prose (issue 10): the sources
list, chart captions and labels, the site's footer, and the related-articles list, each with figures in it;
and the related list's guard: a related article whose title fails its own gate is not linked, and
`engine check --text` reads a related list's titles (no build gated them)."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import coverage as C  # noqa: E402

from conftest import ROOT, SAVE_TIME_BRIEF  # noqa: E402
from engine.cli import main  # noqa: E402

# the smallest R1 brief (conftest), as the article under test with a related link, an assumption and a chart,
# and as the related article whose title each test writes
MAIN = SAVE_TIME_BRIEF.replace("id: ID", "id: main").replace("sources: [R1]\n", """sources: [R1]
related: [other]
assume:
  steps: {value: 10000, unit: step, note: 训练总步数}
""") + """charts:
  - {id: c, title: "{{ steps }} 训练的单次保存时间", claims: [t_base, t_fx], labels: [原有存储, FX100]}
"""
OTHER = SAVE_TIME_BRIEF.replace("id: ID", "id: other").replace("title: 保存快 {{ speedup }} 倍", "title: OTHER_TITLE")
CONFIG = """\
site:
  name: 技术博客
  publisher: 芯元一
  footer: 本站内容第 3 版,更新于 2026 年 7 月 10 日。
"""


@pytest.fixture
def project(tmp_path):
    shutil.copytree(ROOT / "evidence", tmp_path / "evidence")
    (tmp_path / "articles").mkdir()
    (tmp_path / "engine.yaml").write_text(CONFIG, encoding="utf-8")
    (tmp_path / "articles" / "main.yaml").write_text(MAIN, encoding="utf-8")
    return tmp_path


def _other(project, title: str) -> None:
    (project / "articles" / "other.yaml").write_text(OTHER.replace("OTHER_TITLE", title), encoding="utf-8")


def test_every_digit_of_the_sources_captions_footer_and_related_list_is_accounted_for(project):
    from engine import pipeline

    _other(project, "单次保存只需 {{ t_fx }},原来要 {{ t_base }}")
    res = pipeline.build(project, project / "articles" / "main.yaml", pdf=True)
    assert res.passed, [f.message for f in res.report.findings]
    md = (res.out_dir / "main.md").read_text(encoding="utf-8")
    assert "AMD MI308X ×8" in md and "![10,000 步训练的单次保存时间](c.svg)" in md and "第 3 版" in md
    assert "- [单次保存只需 94 秒,原来要 178 秒](" in md
    texts = C.outputs(res.out_dir)
    assert {"index.html", "main.pdf", "main.md", "c.svg"} <= set(texts)
    bad = C.unaccounted(res.report, texts)
    assert not bad, "unaccounted digits:\n" + "\n".join(map(str, bad))


def test_a_related_article_whose_title_fails_its_own_gate_is_not_shown(project, capsys):
    _other(project, "单次保存只需 84s")
    rc = main(["--root", str(project), "build", "articles/main.yaml", "--no-pdf"])
    err = capsys.readouterr().err
    assert rc == 2 and "related-broken" in err and "84s" in err, err
    assert not (project / "build" / "main" / "index.html").exists()


def test_check_text_reads_the_related_list_titles(project, capsys):
    _other(project, "单次保存只需 {{ t_fx }}")
    assert main(["--root", str(project), "build", "articles/main.yaml", "--no-pdf"]) == 0
    capsys.readouterr()
    md = (project / "build" / "main" / "main.md").read_text(encoding="utf-8")
    edited = project / "edited.md"
    assert "- [单次保存只需 94 秒]" in md
    edited.write_text(md.replace("- [单次保存只需 94 秒]", "- [单次保存只需 84 秒]"), encoding="utf-8")
    rc = main(["--root", str(project), "check", "--text", str(edited)])
    out = capsys.readouterr().out
    assert rc == 1 and "84 秒" in out and "value-mismatch" in out, out
    rc = main(["--root", str(project), "check", "articles/main.yaml", "--text", str(edited)])
    out = capsys.readouterr().out
    assert rc == 1 and "84 秒" in out, out
    # the built article itself: its related titles were gated when it was built
    assert main(["--root", str(project), "check", "articles/main.yaml"]) == 0, capsys.readouterr().out
