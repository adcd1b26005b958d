"""Typography that survives every width (issue 9), tested in the real browser and the real PDF.

At 390 and 1200 px: no number is split from its unit across a line (read from the line boxes, not
from the markup), no citation starts a line, chart text is at least 11 px, and a figure's
derivation opens by keyboard and by tap. In the PDF (pdftotext -layout) no figure is split across
lines. The zh citation style is configurable.
"""
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import ROOT, run_engine
from engine.render.typography import nobreak

LAYOUT_JS = (Path(__file__).parent / "layout_check.js").read_text(encoding="utf-8")
EXAMPLES = ["ckpt-bubble", "ckpt-bubble-en"]


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    from engine import pipeline

    folder = tmp_path_factory.mktemp("typo")
    for brief in EXAMPLES:
        (folder / brief).mkdir()
        for name, data in pipeline.preview(ROOT, Path(f"articles/{brief}.yaml")).items():
            (folder / brief / name).write_bytes(data)
    return folder


def _displays(folder: Path) -> list[str]:
    claims = json.loads((folder / "claims.json").read_text(encoding="utf-8"))["claims"]
    return sorted({c["display"] for c in claims if c.get("display")})


@pytest.mark.parametrize("width", [390, 1200])
@pytest.mark.parametrize("brief", EXAMPLES)
def test_no_number_leaves_its_unit_and_no_citation_starts_a_line(built, browser, brief, width):
    page = browser.new_page(viewport={"width": width, "height": 900})
    try:
        page.goto((built / brief / "index.html").as_uri())
        got = page.evaluate(LAYOUT_JS, _displays(built / brief))
    finally:
        page.close()
    assert got["checked"] > 100 and got["numberOfCites"] >= 15
    assert got["split"] == [], f"split across lines at {width}px"
    assert got["cites"] == [], f"citations starting a line at {width}px"


@pytest.mark.parametrize("brief", EXAMPLES)
def test_chart_text_is_at_least_11px_on_a_phone(built, browser, brief):
    page = browser.new_page(viewport={"width": 390, "height": 900})
    try:
        page.goto((built / brief / "index.html").as_uri())
        sizes = page.evaluate("""() => [...document.querySelectorAll("figure.chart svg")].flatMap(svg => {
            const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            return [...svg.querySelectorAll("text")].map(t => parseFloat(getComputedStyle(t).fontSize) * scale);
        })""")
    finally:
        page.close()
    assert len(sizes) >= 10
    assert min(sizes) >= 11, sorted(sizes)[:5]


def test_a_derivation_opens_by_keyboard_and_by_tap(built, browser):
    ctx = browser.new_context(viewport={"width": 390, "height": 800}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    try:
        page.goto((built / "ckpt-bubble" / "index.html").as_uri())
        shown = """() => { const e = document.activeElement, s = getComputedStyle(e, "::after");
            return [e.className, e.getAttribute("title"), s.content, s.position, s.display]; }"""
        for _ in range(40):  # Tab through the links until the first figure
            page.keyboard.press("Tab")
            if page.evaluate("document.activeElement.classList.contains('claim')"):
                break
        cls, title, content, position, display = page.evaluate(shown)
        assert cls == "claim" and title and content == json.dumps(title, ensure_ascii=False)
        assert position == "fixed" and display != "none"  # a bar inside the screen at any width
        target = page.locator('.claim[data-claim="save_base"]').first
        page.mouse.click(5, 5)  # blur
        target.tap()
        cls, title, content, _, _ = page.evaluate(shown)
        assert title == "= 20 × 178 秒 · R1 表 3" and content == json.dumps(title, ensure_ascii=False)
    finally:
        ctx.close()


def _split(text: str, displays: list[str]) -> list[str]:
    """Displays that run from the end of one line onto the next (joined with or without a space)."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    split = []
    for a, b in zip(lines, lines[1:]):
        for joiner in ("", " "):
            joined, cut = a + joiner + b, len(a)
            split += [f"{a[-12:]} | {b[:12]}" for d in displays for m in re.finditer(re.escape(d), joined)
                      if m.start() < cut and m.end() > cut + len(joiner)]
    return split


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="no pdftotext (poppler-utils)")
@pytest.mark.parametrize("brief", EXAMPLES)
def test_no_figure_is_split_across_lines_in_the_pdf(built, brief):
    from engine import pipeline

    html = (built / brief / "index.html").read_text(encoding="utf-8")
    pdf = built / brief / f"{brief}.pdf"
    pdf.write_bytes(pipeline.render_pdf(html, "2026-07-10", built))
    displays = [d for d in _displays(built / brief) if re.search(r"\d\D", d)]  # a number with its unit
    assert len(displays) > 10
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert _split(text, displays) == []


def test_the_split_finder_finds_the_splits_the_issue_saw():
    assert _split("快 6.6TiB/\ns,", ["6.6TiB/s"]) and _split("是 40.3\nGB/s", ["40.3 GB/s"])
    assert not _split("是 40.3 GB/s\n下一行", ["40.3 GB/s"]) and not _split("178 s\ns", ["178 s"])


@pytest.mark.parametrize("fragment, want", [
    # a typed number and its unit or counted word
    ("<p>共 10,000 步,每 500 步</p>", '<p>共 <span class="nb">10,000 步</span>,每 <span class="nb">500 步</span></p>'),
    ("<p>at 6.40 GB/s and 6.2–9.3×</p>",
     '<p>at <span class="nb">6.40 GB/s</span> and <span class="nb">6.2–9.3×</span></p>'),
    # a figure from a claim is nowrap already; the counted word after it is joined to it
    ('<p><span class="claim" title="= 1 × 2">10,000</span> steps</p>',
     '<p><span class="nb"><span class="claim" title="= 1 × 2">10,000</span> steps</span></p>'),
    ('<p><span class="claim" title="x">178 s</span> to</p>', '<p><span class="claim" title="x">178 s</span> to</p>'),
    # identifiers are not numbers with units
    ("<p>FX100 and R1 on MI308X</p>", "<p>FX100 and R1 on MI308X</p>"),
    # a citation is glued to the word or figure before it
    ('<p>faster <sup class="cite"><a href="#src-R1">[1]</a></sup>.</p>',
     '<p><span class="nb">faster <sup class="cite"><a href="#src-R1">[1]</a></sup></span>.</p>'),
    ('<p>降到<span class="claim" title="t">5.5%</span><a class="cite" href="#src-R1">【出处:R1 实测】</a>。</p>',
     '<p>降到<span class="nb"><span class="claim" title="t">5.5%</span><a class="cite" href="#src-R1">【出处:R1 实测】</a></span>。</p>'),
    ('<p>实测数据<a class="cite" href="#a">【出处:R1 实测】</a><a class="cite" href="#b">【出处:R9 实测】</a></p>',
     '<p>实测数<span class="nb">据<a class="cite" href="#a">【出处:R1 实测】</a><a class="cite" href="#b">【出处:R9 实测】</a></span></p>'),
    # invisible private-use markers (engine serve's marks) stay inside the join they touch
    ('<p>快\ue010\U000f0001<span class="claim" title="t">1.9</span> 倍\ue012<a class="cite" href="#a">【出处:R1 实测】</a>。</p>',
     '<p>快<span class="nb">\ue010\U000f0001<span class="nb"><span class="claim" title="t">1.9</span> 倍</span>\ue012'
     '<a class="cite" href="#a">【出处:R1 实测】</a></span>。</p>'),
    ('<p>降到\ue010\U000f0002' '5.5%\ue012<a class="cite" href="#a">【出处:R1 实测】</a></p>',
     '<p>降到<span class="nb">\ue010\U000f0002<span class="nb">5.5%</span>\ue012<a class="cite" href="#a">【出处:R1 实测】</a></span></p>'),
    # nothing inside a tag changes
    ('<img alt="10 GB">', '<img alt="10 GB">'),
])
def test_nobreak_joins_without_changing_the_text(fragment, want):
    got = nobreak(fragment)
    assert got == want
    assert re.sub(r"<[^>]*>", "", got) == re.sub(r"<[^>]*>", "", fragment)  # the visible text is the same


def _project(tmp_path: Path, citations: str) -> Path:
    proj = tmp_path / "proj"
    for name in ("articles", "evidence", "templates"):
        shutil.copytree(ROOT / name, proj / name)
    cfg = (ROOT / "engine.yaml").read_text(encoding="utf-8")
    (proj / "engine.yaml").write_text(cfg.replace("site:\n", f"site:\n  citations: {citations}\n", 1), encoding="utf-8")
    return proj


def test_zh_citations_can_be_numbered_superscripts(tmp_path):
    from engine import pipeline

    proj = _project(tmp_path, "{zh: superscript}")
    files = pipeline.preview(proj, Path("articles/ckpt-bubble.yaml"))
    html = files["index.html"].decode()
    assert "【出处" not in html.split("</head>")[1]
    assert '<sup class="cite"><a href="#src-R1">[1]</a></sup>' in html
    assert '<li id="src-R1">[1] <strong>R1</strong>' in html and '<li id="src-R9">[2] <strong>R9</strong>' in html
    assert files["ckpt-bubble.md"] == pipeline.preview(ROOT, Path("articles/ckpt-bubble.yaml"))["ckpt-bubble.md"]


def test_bracket_citations_in_en_are_refused_with_their_place(tmp_path):
    proj = _project(tmp_path, "{en: bracket}")
    res = run_engine("--root", proj, "build", "articles/ckpt-bubble-en.yaml", "--no-pdf")
    assert res.returncode == 2, res.stderr
    assert re.search(r"engine\.yaml:\d+:\d+: error", res.stderr) and "exist only in zh" in res.stderr
    assert not (proj / "build").exists()


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="no pdftotext (poppler-utils)")
def test_the_pdf_keeps_numbers_with_units_where_plain_text_splits(built):
    """Paragraphs that put the numbers at every position of a line: unprotected, some split (so the
    test can fail); through nobreak, none does."""
    from engine import pipeline

    html = (built / "ckpt-bubble" / "index.html").read_text(encoding="utf-8")
    paras = [f"<p>{'训练' * k}写带宽达到 6.6TiB/s,读带宽 40.3 GB/s,共 10,000 步。</p>" for k in range(0, 44)]
    displays = ["6.6TiB/s", "40.3 GB/s", "10,000 步"]
    found = {}
    for name, body in (("plain", "".join(paras)), ("nobreak", "".join(nobreak(p) for p in paras))):
        page = html.replace('<section class="answer"', body + '<section class="answer"', 1)
        pdf = built / f"stress-{name}.pdf"
        pdf.write_bytes(pipeline.render_pdf(page, "2026-07-10", built))
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
        found[name] = _split(text, displays)
    assert found["plain"], "the stress text no longer splits anything unprotected: make it harder"
    assert found["nobreak"] == []


# -- charts in the PDF ---------------------------------------------------------------------------------

def _page_bottoms(pdf: Path) -> list[tuple[float, str]]:
    """Per page: how far down its last text line ends (0..1 of the page height, page number excluded),
    and its text."""
    out = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    pages = []
    for height, body in re.findall(r'<page width="[\d.]+" height="([\d.]+)">(.*?)</page>', out, re.S):
        words = [(float(y), w) for y, w in re.findall(r'yMax="([\d.]+)">([^<]*)</word>', body)]
        words = [(y, w) for y, w in words if y < 0.9 * float(height)]  # the page number sits lower
        pages.append((max(y for y, _ in words) / float(height), " ".join(w for _, w in words)))
    return pages


@pytest.mark.skipif(not shutil.which("pdftotext"), reason="no pdftotext (poppler-utils)")
def test_a_chart_that_does_not_fit_is_moved_below_the_next_paragraph_not_left_as_a_blank(built):
    import weasyprint

    from engine.render.pdf_figures import MAX_BLANK, blank_before_chart, lay_out

    html = (built / "ckpt-bubble" / "index.html").read_text(encoding="utf-8")
    render = lambda page: weasyprint.HTML(string=page, base_url=str(built)).render()  # noqa: E731
    plain = render(html)
    assert blank_before_chart(plain) == "chart-save-time", "the example no longer pushes a chart over a page"
    final = lay_out(html, render)
    assert blank_before_chart(final) is None and len(final.pages) <= len(plain.pages)

    pdf = built / "ckpt-bubble-laid-out.pdf"
    final.write_pdf(pdf)
    pages = _page_bottoms(pdf)
    content = (297 - 20 - 22) / 297  # A4 with the stylesheet's margins
    bottom = (297 - 22) / 297
    assert bottom - pages[0][0] < MAX_BLANK * content, f"page 1 ends at {pages[0][0]:.0%} of the page"
    for caption, label in (("单次 Checkpoint 保存时间(R1 实测)", "原有存储"), ("保存气泡占训练时间的比例", "FX100")):
        pages_with = [text.replace(" ", "") for _, text in pages if caption.replace(" ", "") in text.replace(" ", "")]
        assert len(pages_with) == 1 and label in pages_with[0], f"{caption}: chart and caption on different pages"


@pytest.mark.parametrize("html, want", [
    # below the next paragraph (a heading travels with its paragraph)
    ('<figure class="chart" id="chart-a">A</figure>\n</section><section><h2>Q</h2>\n<p>x</p><p>y</p></article>',
     '</section><section><h2>Q</h2>\n<p>x</p>\n<figure class="chart" id="chart-a">A</figure><p>y</p></article>'),
    # never inside a list: below the whole list
    ('<figure class="chart" id="chart-a">A</figure><ul><li><p>x</p></li></ul><p>y</p></article>',
     '<ul><li><p>x</p></li></ul>\n<figure class="chart" id="chart-a">A</figure><p>y</p></article>'),
    # never past another chart, never past the end of the article
    ('<figure class="chart" id="chart-a">A</figure><figure class="chart" id="chart-b">B</figure><p>y</p></article>', None),
    ('<figure class="chart" id="chart-a">A</figure></section></article><p>footer</p>', None),
])
def test_defer_moves_a_chart_below_the_next_block(html, want):
    from engine.render.pdf_figures import defer

    assert defer(html, "chart-a") == (html if want is None else want)


_AFTER_CHART = {  # what follows the pushed chart in its section -> the layouts `render` makes
    "a paragraph in the next section (the example)": ("", 1),
    "a list": ("<ul><li><p>第一项</p></li><li>第二项</li></ul>", 1),
    "a table": ("<table><tr><th>甲</th><td>1</td></tr><tr><th>乙</th><td>2</td></tr></table>", 1),
    "a quote": ("<blockquote><p>引文一</p><p>引文二</p></blockquote>", 1),
    "another chart (no move)": ('<figure class="chart" id="chart-next"><p>图二</p><figcaption>图二</figcaption></figure>', 1),
    # the box cannot be moved as the HTML would be: a layout per move
    "a stylesheet reading the order": ("<style>h2 + p { color: #333; }</style>", 2),
    "a stylesheet styling the chart by its section": ("<style>#q3 figcaption { color: #933; }</style>", 2),
    "a next section inheriting another colour": ("<style>#q3 { color: #933; }</style>", 3),
}


@pytest.mark.parametrize("after", list(_AFTER_CHART), ids=list(_AFTER_CHART))
def test_the_chart_moved_in_one_layout_gives_the_pdf_of_the_chart_moved_in_the_html(built, after):
    """The chart's box moved while the pages are made (one layout) gives the PDF of the chart moved in the
    HTML (a layout per move), byte for byte; where the box cannot be moved so, `render` lays out per move."""
    import io

    import weasyprint

    from engine.render.pdf_figures import lay_out, render

    html = (built / "ckpt-bubble" / "index.html").read_text(encoding="utf-8")
    end = html.index("</figure>", html.index('id="chart-save-time"')) + len("</figure>")
    extra, layouts_wanted = _AFTER_CHART[after]
    html = html[:end] + extra + html[end:]
    layouts = []

    def make(page):
        layouts.append(page)
        return weasyprint.HTML(string=page, base_url=str(built))

    def pdf(doc) -> bytes:
        out = io.BytesIO()
        doc.write_pdf(out, pdf_identifier=b"same")
        return out.getvalue()

    one = pdf(render(html, make))
    assert len(layouts) == layouts_wanted
    layouts.clear()
    per_move = pdf(lay_out(html, lambda page: make(page).render()))
    assert len(layouts) == (1 if "no move" in after else 2), "the variant no longer pushes the chart over a page"
    assert one == per_move
