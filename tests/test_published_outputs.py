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


CHART_TITLE = "    title: 单次 Checkpoint 保存时间(R1 实测)\n"


@pytest.mark.parametrize("title, passes, expect", [
    # a chart title is a caption: its figures bind like a heading's and need no citation (project3's finding 1)
    ("单次 Checkpoint 保存时间:FX100 快 {{ speedup }} 倍(R1 实测)", True, ""),
    ("单次 Checkpoint 保存时间:FX100 快 3 倍(R1 实测)", False, "value-mismatch"),
    # a citation there is not read, and the message says so instead of calling a well-formed citation malformed
    ("单次 Checkpoint 保存时间:FX100 快 {{ speedup }} 倍 [@R1]", False, "bad-citation: [@R1] is in a chart title"),
])
def test_a_chart_title_is_a_caption(proj, title, passes, expect):
    res = build(proj, write_brief(proj, "rt-ctitle", edit(CHART_TITLE, f'    title: "{title}"\n')))
    assert res.passed == passes, errors(res)
    if expect:
        assert any(expect in e for e in errors(res)), errors(res)
        assert "快 3 倍" not in published_text(res.out_dir)
    else:
        assert "FX100 快 1.9 倍" in (res.out_dir / "index.html").read_text(encoding="utf-8")


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


# -- claim notes in claims.json (#42) ------------------------------------------------------------------------

def test_a_figure_in_a_claim_note_is_checked(proj):
    brief = edit("  t_fx: R1.ckpt_save_time.fx100\n",
                 "  t_fx: {expr: R1.ckpt_save_time.fx100, note: FX100 单次保存时间(比原有存储快 3 倍)}\n")
    res = build(proj, write_brief(proj, "rt-note", brief))
    assert not res.passed
    errs = errors(res)
    assert any(e.startswith("articles/rt-note.yaml:12:") and "3 倍" in e for e in errs), errs
    assert not (proj / "build" / "rt-note" / "claims.json").exists()


def test_a_true_claim_note_publishes(proj):
    brief = edit("  t_fx: R1.ckpt_save_time.fx100\n",
                 "  t_fx: {expr: R1.ckpt_save_time.fx100, note: FX100 单次保存时间(比原有存储快 1.9 倍)}\n")
    res = build(proj, write_brief(proj, "rt-note", brief))
    assert res.passed, errors(res)
    assert "快 1.9 倍" in (res.out_dir / "claims.json").read_text(encoding="utf-8")
    import sys

    sys.path.insert(0, str(ROOT / "tests" / "check"))
    import coverage as C

    texts = C.outputs(res.out_dir)
    assert texts["claims.json"] and not C.unaccounted(res.report, texts)


# -- front matter in --text / the hook (#43), citation locators (#45) ---------------------------------------

def check_text_file(proj: Path, text: str):
    from engine.check.api import check_text
    from engine.load import Project, load_registry
    from engine.errors import Problems

    registry = load_registry(Project(proj), Problems(), run_checks_too=False)
    return check_text(text, "post.md", registry=registry)


FRONT = "---\ntitle: FX100 实测\n{}\n---\n\nFX100 单次保存只需 94s[@R1]。\n"


@pytest.mark.parametrize("field, wrong, true", [
    ("summary: FX100 让 Checkpoint 保存快 {}", "5 倍", "1.9 倍"),
    ("subtitle: 单次保存只需 {}", "84s", "94s"),
    ("tags: [单次保存 {}]", "84s", "94s"),
    ("extra: {{card: {{caption: 写带宽 {}}}}}", "20GB/s", "6.40GB/s"),
])
def test_every_front_matter_string_is_checked(proj, field, wrong, true):
    bad = check_text_file(proj, FRONT.format(field.format(wrong)))
    assert any(f.text.replace(" ", "") == wrong.replace(" ", "") and f.line in (3, 4) for f in bad.findings
               if f.severity == "error"), [str(f.message) for f in bad.findings]
    good = check_text_file(proj, FRONT.format(field.format(true)))
    assert not [f for f in good.findings if f.severity == "error"], [f.message for f in good.findings]


@pytest.mark.parametrize("locator, ok", [("表 9", False), ("Table 9", False), ("图 1", True), ("表 3", True),
                                         ("Table 3", True), ("第 2 页", True)])
def test_a_citation_locator_must_exist_in_the_report(proj, locator, ok):
    report = check_text_file(proj, f"FX100 单次保存只需 94s[@R1, {locator}]。\n")
    bad = [f for f in report.findings if f.rule == "wrong-citation"]
    assert bool(bad) != ok, [f.message for f in report.findings]
    if bad:
        assert "表 3, 表 4" in bad[0].message


# -- footnote definitions in --text / the hook (#44) ---------------------------------------------------------

@pytest.mark.parametrize("text, wrong", [
    ("FX100 单次保存只需 94s[^a][@R1]。\n\n[^a]: 3.5倍\n", "3.5倍"),
    ("网络带宽见脚注[^2]。\n\n[^2]: 400Gbps\n", "400Gbps"),
])
def test_footnote_definitions_are_read_and_markers_are_not_numbers(proj, text, wrong):
    report = check_text_file(proj, text)
    errs = [f for f in report.findings if f.severity == "error"]
    assert [f.text for f in errs] == [wrong], [f.message for f in errs]  # the marker [^2] is not the number 2


def test_a_true_footnote_passes(proj):
    report = check_text_file(proj, "FX100 单次保存只需 94s[^a][@R1]。\n\n[^a]: 原有存储为 178s[@R1]\n")
    assert not [f for f in report.findings if f.severity == "error"], [f.message for f in report.findings]
    assert any(r["text"] == "178s" and r["status"] == "verified" for r in report.mentions)
