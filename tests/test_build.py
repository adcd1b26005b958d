"""`engine build` on the two example articles: golden files, determinism, the PDF, and the HTML.

The examples are built once per session into a temporary folder (the PDF
takes about a second); UPDATE_GOLDEN=1 rewrites the golden files.
"""
import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from conftest import ROOT, golden
from engine.cli import main

GOLDEN = Path(__file__).parent / "golden" / "build"
EXAMPLES = ["ckpt-bubble", "ckpt-bubble-en"]


@pytest.fixture(scope="session")
def out(tmp_path_factory):
    """Both examples rendered as `build` writes them (the gate is tested separately), and the zh PDF."""
    from engine import pipeline

    folder = tmp_path_factory.mktemp("build")
    for brief in EXAMPLES:
        (folder / brief).mkdir()
        for name, data in pipeline.preview(ROOT, Path(f"articles/{brief}.yaml")).items():
            (folder / brief / name).write_bytes(data)
    html = (folder / "ckpt-bubble" / "index.html").read_text(encoding="utf-8")
    (folder / "ckpt-bubble" / "ckpt-bubble.pdf").write_bytes(pipeline.render_pdf(html, "2026-07-10", folder))
    return folder


@pytest.mark.parametrize("brief", EXAMPLES)
@pytest.mark.parametrize("name", ["{id}.md", "index.html", "claims.json"])
def test_outputs_match_golden_files(out, brief, name):
    file = name.format(id=brief)
    text = (out / brief / file).read_text(encoding="utf-8")
    # Inline chart SVG depends on the matplotlib version and font metrics; it is checked on its own below.
    text = re.sub(r"<svg .*?</svg>", "<svg>(chart)</svg>", text, flags=re.S)
    golden(GOLDEN / brief / file, text)


@pytest.mark.parametrize("brief", EXAMPLES)
def test_examples_pass_the_gate_and_publish_exactly_these_files(out, brief, tmp_path, capsys):
    rc = main(["--root", str(ROOT), "build", f"articles/{brief}.yaml", "--out", str(tmp_path), "--no-pdf"])
    assert rc == 0, capsys.readouterr().err
    for f in sorted((out / brief).iterdir()):
        if f.suffix != ".pdf":
            assert f.read_bytes() == (tmp_path / brief / f.name).read_bytes(), f.name


def test_output_is_byte_identical_across_runs(out):
    from engine import pipeline

    again = pipeline.preview(ROOT, Path("articles/ckpt-bubble.yaml"))
    for name, data in again.items():
        assert data == (out / "ckpt-bubble" / name).read_bytes(), name
    html = again["index.html"].decode()
    assert pipeline.render_pdf(html, "2026-07-10", out) == (out / "ckpt-bubble" / "ckpt-bubble.pdf").read_bytes()


def test_source_date_epoch_sets_pdf_dates(out, tmp_path, monkeypatch):
    from engine import pipeline

    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01T00:00:00Z
    html = (out / "ckpt-bubble-en" / "index.html").read_text(encoding="utf-8")
    (tmp_path / "en.pdf").write_bytes(pipeline.render_pdf(html, "2026-07-10", tmp_path))
    info = subprocess.run(["pdfinfo", str(tmp_path / "en.pdf")], capture_output=True, text=True).stdout
    assert re.search(r"CreationDate:\s+Thu Jan  1 00:00:00 2026 UTC", info), info


def _norm(text: str) -> str:
    return re.sub(r"\s+", "", text)


@pytest.fixture(scope="session")
def pdf(out):
    return out / "ckpt-bubble" / "ckpt-bubble.pdf"


@pytest.mark.parametrize("sentence", [
    "训练 Checkpoint 保存快 1.9 倍,能压缩多少训练气泡?",
    "FX100 把单次 Checkpoint 保存时间从 178 秒降到 94 秒,快 1.9 倍【出处:R1 实测】",
    "保存造成的训练气泡从 9.9% 降到 5.5%,整次训练缩短 4.7%",
    "FX100-HBMM 的模型加载比 NFS 基线快 6.2–9.3 倍【出处:R9 实测】",
    "联系我们获取",
])
def test_pdf_has_the_key_sentences(pdf, sentence):
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    assert _norm(sentence) in _norm(text)


def test_pdf_embeds_a_cjk_font_with_a_real_bold_face(pdf):
    fonts = subprocess.run(["pdffonts", str(pdf)], capture_output=True, text=True, check=True).stdout
    rows = [ln.split() for ln in fonts.splitlines()[2:]]
    cjk = [r for r in rows if "CJK" in r[0]]
    assert cjk and all("yes" in r[-5:-3] for r in cjk), fonts  # emb column
    assert any(r[0].endswith("Bold") for r in cjk), fonts


def test_pdf_is_a4_with_page_numbers(pdf):
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    assert "595.276 x 841.89 pts (A4)" in info
    pages = int(re.search(r"Pages:\s+(\d+)", info).group(1))
    first = subprocess.run(["pdftotext", "-f", "1", "-l", "1", str(pdf), "-"], capture_output=True, text=True).stdout
    assert f"1/{pages}" in _norm(first)
    assert "CreationDate:    Fri Jul 10 00:00:00 2026 UTC" in info  # the brief's date


class _Page(HTMLParser):
    """Collects scripts, resource-loading URLs and hover spans."""

    LOADERS = {"img": "src", "script": "src", "iframe": "src", "audio": "src", "video": "src", "source": "src",
               "embed": "src", "object": "data", "image": "href", "use": "href", "input": "src"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.scripts, self.fetches, self.claims, self.ids, self.links = [], [], [], set(), []
        self._script = None
        self._claim = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag == "script":
            self._script = {"type": a.get("type"), "text": ""}
        if tag in self.LOADERS and a.get(self.LOADERS[tag]) or tag == "image" and a.get("xlink:href"):
            self.fetches.append((tag, a.get(self.LOADERS[tag]) or a.get("xlink:href")))
        if tag == "link" and a.get("rel") not in ("canonical", "alternate"):  # neither loads anything
            self.fetches.append((tag, a.get("href")))
        if tag == "a":
            self.links.append(a.get("href"))
        if tag == "span" and "claim" in (a.get("class") or "").split():
            self._claim = [a.get("data-claim"), a.get("title"), ""]

    def handle_data(self, data):
        if self._script is not None:
            self._script["text"] += data
        if self._claim is not None:
            self._claim[2] += data

    def handle_endtag(self, tag):
        if tag == "script" and self._script is not None:
            self.scripts.append(self._script)
            self._script = None
        if tag == "span" and self._claim is not None:
            self.claims.append(tuple(self._claim))
            self._claim = None


def _page(out, brief) -> tuple[_Page, str]:
    html = (out / brief / "index.html").read_text(encoding="utf-8")
    p = _Page()
    p.feed(html)
    return p, html


@pytest.mark.parametrize("brief", EXAMPLES)
def test_html_has_only_json_ld_scripts_and_fetches_nothing(out, brief):
    page, html = _page(out, brief)
    assert [s["type"] for s in page.scripts] == ["application/ld+json"]
    assert page.fetches == []
    assert not re.search(r"url\(\s*['\"]?\s*(?!#)", html), "only url(#fragment) references are allowed"
    assert not re.search(r"@import", html)


@pytest.mark.parametrize("brief", EXAMPLES)
def test_json_ld_is_valid_and_holds_every_faq_pair(out, brief):
    page, _ = _page(out, brief)
    data = json.loads(page.scripts[0]["text"])
    types = {g["@type"]: g for g in data["@graph"]}
    article, faq = types["Article"], types["FAQPage"]
    md = (out / brief / f"{brief}.md").read_text(encoding="utf-8")
    questions = re.findall(r"^### (.+)$", md, re.M)
    assert [q["name"] for q in faq["mainEntity"]] == questions and len(questions) == 3
    for q in faq["mainEntity"]:
        assert q["acceptedAnswer"]["text"]
    assert [c["identifier"] for c in article["citation"]] == ["R1", "R9"]
    assert article["headline"] == re.match(r"# (.+)", md).group(1)
    assert article["mainEntityOfPage"] == f"https://example.com/articles/{brief}/"


def test_html_head_has_title_description_and_canonical(out):
    _, html = _page(out, "ckpt-bubble")
    assert "<title>训练 Checkpoint 保存快 1.9 倍,能压缩多少训练气泡?</title>" in html
    assert '<meta name="description" content="在 R1 实测中,FX100 把单次 Checkpoint 保存时间从 178 秒降到 94 秒' in html
    assert '<link rel="canonical" href="https://example.com/articles/ckpt-bubble/">' in html


def test_numbers_from_claims_show_their_derivation_on_hover(out):
    page, _ = _page(out, "ckpt-bubble")
    hover = {(name, text): title for name, title, text in page.claims}
    assert hover[("save_base", "3,560 秒")] == "= 20 × 178 秒 · R1 表 3"
    assert hover[("bubble_base", "9.9%")] == "= 3,560 秒 ÷ 10 小时 · R1 表 3"
    assert hover[("t_base t_fx", "178 → 94 秒")] == "R1 表 3"
    assert hover[("steps", "10,000")] == "假设:训练总步数"
    md = (out / "ckpt-bubble" / "ckpt-bubble.md").read_text(encoding="utf-8")
    assert "\ue000" not in md and "\ue001" not in md and "\ue002" not in md


def test_citations_link_to_their_sources_entry(out):
    page, html = _page(out, "ckpt-bubble")
    assert '<a class="cite" href="#src-R1">【出处:R1 实测】</a>' in html
    assert {"src-R1", "src-R9"} <= page.ids
    en, en_html = _page(out, "ckpt-bubble-en")
    assert '<sup class="cite"><a href="#src-R9">[2]</a></sup>' in en_html
    assert "[@R1]" not in html and "[@R1]" not in en_html


def test_markdown_keeps_pandoc_citations_and_every_part(out):
    md = (out / "ckpt-bubble" / "ckpt-bubble.md").read_text(encoding="utf-8")
    heads = re.findall(r"^## (.+)$", md, re.M)
    assert heads[0] == "直接答案" and heads[-4:] == ["本文要点问答", "假设", "数据出处(可查证)", "相关文章"]
    assert "[@R1]" in md and "[@R9]" in md
    assert "- 扩展场景每份整模型快照的大小:140GB" in md
    assert "· 联系我们获取" in md and "[下载报告](https://example.com/reports/fx100-r1.pdf)" in md
    assert "](https://example.com/articles/ckpt-bubble-en/)" in md


def test_charts_are_svg_with_text_labels_in_html_and_pdf(out, pdf):
    svg = (out / "ckpt-bubble" / "save-time.svg").read_text(encoding="utf-8")
    assert "<text" in svg and "178 秒" in svg and "94 秒" in svg and "原有存储" in svg
    assert "<dc:date>" not in svg
    _, html = _page(out, "ckpt-bubble")
    assert html.count("<svg") == 2 and '<figure class="chart" id="chart-save-time">' in html
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    assert "原有存储" in text


@pytest.mark.skipif(not (shutil.which("chromium") or shutil.which("chromium-browser")), reason="no chromium")
def test_chromium_loads_the_page_from_file_url(out, tmp_path):
    exe = shutil.which("chromium") or shutil.which("chromium-browser")
    res = subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                          "--disable-component-update", "--disable-sync", "--no-first-run",
                          f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom",
                          (out / "ckpt-bubble" / "index.html").as_uri()],
                         capture_output=True, text=True, timeout=120)
    assert "训练 Checkpoint 保存快" in res.stdout
    assert 'class="claim"' in res.stdout
