"""Bad input to `engine build`: every case exits 2 with path:line:col, and leaves the previous output alone."""
import shutil
from pathlib import Path

import pytest

from conftest import ROOT
from engine.cli import main

BASE = """\
id: ID
lang: zh
title: 保存快 {{ speedup }} 倍
sources: [R1, R9]
claims:
  t_base: R1.ckpt_save_time.baseline
  t_fx: R1.ckpt_save_time.fx100
  speedup: {expr: t_base / t_fx, round: 1}
answer: |
  单次保存从 {{ t_base }} 降到 {{ t_fx }}[@R1]。
"""


@pytest.fixture
def project(tmp_path):
    shutil.copytree(ROOT / "evidence", tmp_path / "evidence")
    (tmp_path / "evidence" / "R7.yaml").write_text(
        "id: R7\ntitle: 内部测试\npublisher: 芯元一\ndate: 2026-01-02\naccess: internal\n"
        "metrics:\n  x: {value: 1, unit: s}\n", encoding="utf-8")
    (tmp_path / "articles").mkdir()
    (tmp_path / "templates").mkdir()
    return tmp_path


def write(project: Path, text: str, id: str = "bad") -> str:
    (project / "articles" / f"{id}.yaml").write_text(text.replace("ID", id), encoding="utf-8")
    return f"articles/{id}.yaml"


def build(project, brief, capsys, *extra):
    rc = main(["--root", str(project), "build", brief, "--no-pdf", *extra])
    return rc, capsys.readouterr()


def test_a_good_brief_builds(project, capsys):
    rc, cap = build(project, write(project, BASE), capsys)
    assert rc == 0, cap.err
    md = (project / "build" / "bad" / "bad.md").read_text(encoding="utf-8")
    assert md.startswith("# 保存快 1.9 倍\n\n## 直接答案\n\n单次保存从 178 秒降到 94 秒[@R1]。\n")


def test_unknown_placeholder_is_located_in_a_block_scalar_with_a_hint(project, capsys):
    rc, cap = build(project, write(project, BASE.replace("{{ t_base }} 降到", "{{ t_bse }} 降到")), capsys)
    assert rc == 2
    assert cap.err == ("articles/bad.yaml:10:12: error unknown-placeholder: placeholder 't_bse' names no claim "
                       "or assumption\n  hint: did you mean 't_base'?\n1 error(s), 0 warning(s)\n")


def test_unknown_placeholder_in_a_one_line_field_points_at_its_column(project, capsys):
    rc, cap = build(project, write(project, BASE.replace("{{ speedup }}", "{{ spedup }}")), capsys)
    assert rc == 2
    assert ("articles/bad.yaml:3:15: error unknown-placeholder: placeholder 'spedup' names no claim or assumption\n"
            "  hint: did you mean 'speedup'?") in cap.err


def test_filter_misuse_is_located(project, capsys):
    rc, cap = build(project, write(project, BASE.replace("{{ t_fx }}[@R1]", "{{ t_fx|pct }}[@R1]")), capsys)
    assert rc == 2
    assert ("articles/bad.yaml:10:3: error placeholder: placeholder error: 'pct' needs a ratio, "
            "but t_fx is in s") in cap.err


def test_every_problem_is_reported_at_once(project, capsys):
    text = BASE.replace("{{ t_base }}", "{{ t_bse }}") + "  [点我](javascript:alert(1))\nrelated: [nope]\n"
    rc, cap = build(project, write(project, text), capsys)
    assert rc == 2
    assert cap.err.splitlines()[-1] == "3 error(s), 0 warning(s)"
    assert ("articles/bad.yaml:11:8: error bad-link: link 'javascript:alert(1)' uses the scheme 'javascript:', "
            "which is refused") in cap.err
    assert "articles/bad.yaml:12:11: error unknown-related: related article 'nope' does not exist in articles/" in cap.err


@pytest.mark.parametrize("link", ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html;base64,PHNjcmlwdD4=",
                                  "vbscript:x"])
def test_dangerous_links_are_refused(project, capsys, link):
    rc, cap = build(project, write(project, BASE + f"lead: 见 [这里]({link})\n"), capsys)
    assert rc == 2
    scheme = link.split(":")[0].lower()
    assert f"articles/bad.yaml:11:14: error bad-link: link '{link}' uses the scheme '{scheme}:', which is refused" \
        in cap.err


def test_script_tags_in_brief_and_evidence_fields_are_escaped(project, capsys):
    r9 = project / "evidence" / "R9.yaml"
    r9.write_text(r9.read_text(encoding="utf-8").replace("title: ", "title: <script>alert('e')</script>"),
                  encoding="utf-8")
    text = BASE + "lead: <script>alert('b')</script> <img src=x onerror=alert(x)>\n" \
                  "faq:\n  - q: <b>问</b>\n    a: 答 <script>x</script>[@R9]\n"
    rc, cap = build(project, write(project, text), capsys)
    assert rc == 0, cap.err
    html = (project / "build" / "bad" / "index.html").read_text(encoding="utf-8")
    assert html.count("<script") == 1  # the JSON-LD
    assert "&lt;script&gt;alert('b')&lt;/script&gt; &lt;img src=x onerror=alert(x)&gt;" in html
    assert "<li id=\"src-R9\"><strong>R9</strong> &lt;script&gt;alert(&#39;e&#39;)&lt;/script&gt;" in html
    assert "<b>" not in html
    assert "\\u003cscript\\u003ealert('e')" in html  # inside the JSON-LD


def test_template_outside_templates_is_refused(project, capsys):
    rc, cap = build(project, write(project, BASE + "template: ../../etc\n"), capsys)
    assert rc == 2
    assert "articles/bad.yaml:11:11: error path: template 'templates/../../etc' is outside templates" in cap.err


def test_unknown_template_gets_a_hint(project, capsys):
    rc, cap = build(project, write(project, BASE + "template: qa-articel\n"), capsys)
    assert rc == 2
    assert ("articles/bad.yaml:11:11: error unknown-template: no template 'qa-articel' "
            "(needs templates/qa-articel/page.html.j2)\n  hint: did you mean 'qa-article'?") in cap.err


def test_project_template_overrides_the_built_in_css(project, capsys):
    (project / "templates" / "qa-article").mkdir()
    (project / "templates" / "qa-article" / "style.css").write_text("body { color: #123456; }", encoding="utf-8")
    rc, cap = build(project, write(project, BASE), capsys)
    assert rc == 0, cap.err
    html = (project / "build" / "bad" / "index.html").read_text(encoding="utf-8")
    assert "body { color: #123456; }" in html and "<h1>" in html


def test_unknown_related_id(project, capsys):
    write(project, BASE, id="other")
    rc, cap = build(project, write(project, BASE + "related: [other, othr]\n"), capsys)
    assert rc == 2
    assert ("articles/bad.yaml:11:18: error unknown-related: related article 'othr' does not exist in articles/\n"
            "  hint: did you mean 'other'?") in cap.err


def test_citing_a_report_not_in_sources(project, capsys):
    text = BASE.replace("sources: [R1, R9]", "sources: [R1]") + "lead: 加载更快[@R9],见 [@R2]。\n"
    rc, cap = build(project, write(project, text), capsys)
    assert rc == 2
    assert ("articles/bad.yaml:11:12: error citation-not-in-sources: citation [@R9]: report R9 is not in this "
            "brief's sources\n  hint: add R9 to sources: [...]") in cap.err
    assert "articles/bad.yaml:11:20: error citation-not-in-sources: citation [@R2]: there is no report 'R2'" in cap.err


def test_citing_an_internal_report(project, capsys):
    text = BASE.replace("sources: [R1, R9]", "sources: [R1, R7]") + "lead: 内部[@R7]。\n"
    rc, cap = build(project, write(project, text), capsys)
    assert rc == 2
    assert "articles/bad.yaml:4:15: error internal-source: report R7 is internal and can never be cited" in cap.err


@pytest.mark.parametrize("src, message", [
    ("../../etc/passwd.png", "error path: image path '../../etc/passwd.png' is outside the project"),
    ("https://evil.example/x.png", "error remote-image: image 'https://evil.example/x.png' is not a file in the "
                                   "project; the page must not fetch anything"),
])
def test_images_must_be_files_inside_the_project(project, capsys, src, message):
    rc, cap = build(project, write(project, BASE + f"lead: 图 ![示意]({src})\n"), capsys)
    assert rc == 2
    assert f"articles/bad.yaml:11:15: {message}" in cap.err


def test_a_local_image_is_embedded(project, capsys):
    (project / "articles" / "dot.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"/>', encoding="utf-8")
    rc, cap = build(project, write(project, BASE + "lead: 图 ![示意](articles/dot.svg)\n"), capsys)
    assert rc == 0, cap.err
    html = (project / "build" / "bad" / "index.html").read_text(encoding="utf-8")
    assert '<img src="data:image/svg+xml;base64,' in html


def test_a_failed_build_leaves_the_previous_output_untouched(project, capsys):
    brief = write(project, BASE + "related: []\n")
    assert build(project, brief, capsys)[0] == 0
    out = project / "build" / "bad"
    before = {f.name: f.read_bytes() for f in out.iterdir()}
    write(project, BASE.replace("{{ t_fx }}", "{{ t_fxx }}"))
    rc, _ = build(project, brief, capsys)
    assert rc == 2
    assert {f.name: f.read_bytes() for f in out.iterdir()} == before
    assert sorted(p.name for p in (project / "build").iterdir()) == ["bad"]  # no temp folders left


def test_build_needs_a_brief_or_all(project, capsys):
    assert main(["--root", str(project), "build"]) == 2
    assert "give one BRIEF or --all" in capsys.readouterr().err


def test_build_all_shows_progress_and_reports_every_brief(project, capsys):
    write(project, BASE, id="a-good")
    write(project, BASE.replace("{{ t_fx }}", "{{ nope }}"), id="b-bad")
    rc = main(["--root", str(project), "build", "--all", "--no-pdf"])
    cap = capsys.readouterr()
    assert rc == 2
    assert "a-good: published build/a-good/" in cap.out
    assert "articles/b-bad.yaml:10:" in cap.err and "2/2" in cap.err and "#" in cap.err


def test_a_failing_gate_publishes_nothing_and_draft_keeps_the_report(project, capsys):
    from engine import pipeline

    brief = write(project, BASE.replace("降到 {{ t_fx }}", "降到 93s"))
    res = pipeline.build(project, Path(brief), pdf=False)
    assert not res.passed
    assert not (project / "build" / "bad" / "index.html").exists()
    rc, cap = build(project, brief, capsys)
    assert rc == 1 and "nothing was published" in cap.err
    rc, cap = build(project, brief, capsys, "--draft")
    assert rc == 1
    draft = project / "build" / "bad" / "draft"
    assert {"bad.md", "index.html", "report.json", "report.txt"} <= {p.name for p in draft.iterdir()}
    assert not (project / "build" / "bad" / "index.html").exists()


def test_a_broken_project_template_is_a_located_error(project, capsys):
    (project / "templates" / "mine").mkdir()
    (project / "templates" / "mine" / "page.html.j2").write_text("<html>\n{{ nosuch.name }}\n", encoding="utf-8")
    rc, cap = build(project, write(project, BASE + "template: mine\n"), capsys)
    assert rc == 2
    assert "templates/mine/page.html.j2:2:1: error template: page template error: 'nosuch' is undefined" \
        in cap.err


@pytest.mark.parametrize("chart, message", [
    ("{id: c, title: t, claims: [t_base, nope]}", "articles/bad.yaml:12:40: error unknown-placeholder: chart claim "
                                                  "'nope' names no claim or assumption"),
    ("{id: c, title: t, claims: [t_base, speedup]}", "articles/bad.yaml:12:31: error unit-mismatch: a chart's claims "
                                                     "must measure the same thing"),
    ("{id: c, title: t, claims: [t_base], unit: GB}", "articles/bad.yaml:12:47: error unit-mismatch: the chart's "
                                                      "claims cannot be shown in GB"),
    ("{id: c, title: t, claims: [t_base], after: 7}", "articles/bad.yaml:12:48: error chart-after: after: 7 names no "
                                                      "section (0 is after the lead; this brief has no sections)"),
    ("{id: ../x, title: t, claims: [t_base]}", "articles/bad.yaml:12:10: error chart-id: chart id '../x' must be "
                                               "unique and use letters, digits, - and _"),
])
def test_bad_charts_are_located(project, capsys, chart, message):
    rc, cap = build(project, write(project, BASE + f"charts:\n  - {chart}\n"), capsys)
    assert rc == 2
    assert message in cap.err


def test_a_chart_is_drawn_from_the_claims_in_another_unit(project, capsys):
    text = BASE + "charts:\n  - {id: c, title: 保存时间, claims: [t_base, t_fx], unit: min}\n"
    rc, cap = build(project, write(project, text), capsys)
    assert rc == 0, cap.err
    svg = (project / "build" / "bad" / "c.svg").read_text(encoding="utf-8")
    assert "2.97 分钟" in svg and "1.57 分钟" in svg
    md = (project / "build" / "bad" / "bad.md").read_text(encoding="utf-8")
    assert "![保存时间](c.svg)" in md


def test_a_brief_exemption_with_a_reason_lets_the_gate_pass_and_is_reported(project, capsys):
    text = BASE.replace("降到 {{ t_fx }}[@R1]。", "降到 {{ t_fx }}[@R1]。我们一共测了 37 轮。")
    rc, cap = build(project, write(project, text), capsys)
    assert rc == 1 and "37" in cap.err
    exempt = text + "exempt:\n  - {text: 测了 37 轮, reason: 轮数来自测试记录而非报告}\n"
    rc, cap = build(project, write(project, exempt), capsys)
    assert rc == 0, cap.err
    assert "exempt: 37 轮 (轮数来自测试记录而非报告)" in cap.err
    assert (project / "build" / "bad" / "index.html").exists()


def test_a_brief_exemption_without_a_reason_is_a_located_error(project, capsys):
    rc, cap = build(project, write(project, BASE + "exempt:\n  - {text: 37}\n"), capsys)
    assert rc == 2 and "articles/bad.yaml:" in cap.err and "missing required field 'reason'" in cap.err


def test_sources_list_only_the_reports_the_text_cites(project, capsys):
    rc, cap = build(project, write(project, BASE), capsys)  # sources: [R1, R9]; the text cites R1 only
    assert rc == 0, cap.err
    md = (project / "build" / "bad" / "bad.md").read_text(encoding="utf-8")
    assert "- **R1** " in md and "**R9**" not in md
