"""The site files of `engine build --all`: index.html, sitemap.xml (schema), feed.xml (Atom), llms.txt, hreflang."""
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from conftest import ROOT
from engine.cli import main
from test_incremental import R12_BRIEF

FIXTURES = Path(__file__).parent / "fixtures" / "site"
BASE = "https://example.com/articles"
HOSTILE = R12_BRIEF.replace("tags: [效能优化]", 'tags: [效能优化, "a<b & \\"c\\""]').replace(
    "title: 72B 模型保存 {{ t_fx }}", "title: 72B [实测] 模型保存 {{ t_fx }} <b>&amp;")


def make_project(root: Path, base_url: bool = True) -> Path:
    for name in ("evidence", "articles", "llm-cache", "templates"):
        shutil.copytree(ROOT / name, root / name)
    cfg = (ROOT / "engine.yaml").read_text(encoding="utf-8")
    if not base_url:
        cfg = re.sub(r"^  base_url: .*\n", "", cfg, flags=re.M)
    (root / "engine.yaml").write_text(cfg, encoding="utf-8")
    (root / "articles" / "r12-only.yaml").write_text(HOSTILE, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    root = make_project(tmp_path_factory.mktemp("site"))
    assert main(["--root", str(root), "build", "--all", "--no-pdf", "-j", "1"]) == 0
    return root / "build"


def test_build_all_writes_the_site_files(site, capsys):
    assert {"index.html", "sitemap.xml", "feed.xml", "llms.txt"} <= {p.name for p in site.iterdir()}


def test_sitemap_is_valid_against_the_sitemaps_schema(site):
    import xmlschema

    schema = xmlschema.XMLSchema(str(FIXTURES / "sitemap.xsd"))
    schema.validate(str(site / "sitemap.xml"))
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    tree = ET.parse(site / "sitemap.xml")
    locs = [u.findtext("s:loc", namespaces=ns) for u in tree.getroot()]
    assert locs == sorted(set(locs), key=locs.index), "no duplicate URLs"
    assert set(locs) == {f"{BASE}/"} | {f"{BASE}/{i}/" for i in ("ckpt-bubble", "ckpt-bubble-en", "ckpt-bubble-llm",
                                                                 "r12-only")}
    assert all(loc.startswith(BASE + "/") and len(loc) <= 2048 for loc in locs)
    assert (site / "sitemap.xml").read_bytes().startswith(b'<?xml version="1.0" encoding="UTF-8"?>')
    alternates = {u.findtext("s:loc", namespaces=ns): {(l.get("hreflang"), l.get("href"))
                                                       for l in u.findall("x:link", ns)} for u in tree.getroot()}
    pair = {("zh-CN", f"{BASE}/ckpt-bubble/"), ("en", f"{BASE}/ckpt-bubble-en/")}
    assert alternates[f"{BASE}/ckpt-bubble/"] == alternates[f"{BASE}/ckpt-bubble-en/"] == pair, \
        "translations list each other and themselves"
    assert alternates[f"{BASE}/ckpt-bubble-llm/"] == set()


def test_the_atom_feed_parses_and_lists_every_dated_article(site):
    import feedparser

    feed = feedparser.parse((site / "feed.xml").read_bytes())
    assert not feed.bozo, feed.get("bozo_exception")
    assert feed.version == "atom10"
    assert feed.feed.title == "芯元一技术博客" and feed.feed.id == f"{BASE}/"
    assert feed.feed.updated == "2026-08-22T00:00:00Z", "updated is the newest entry's date, not the clock"
    ids = [e.id for e in feed.entries]
    assert ids == [f"{BASE}/r12-only/", f"{BASE}/ckpt-bubble-en/", f"{BASE}/ckpt-bubble/"], "newest first; undated left out"
    hostile = feed.entries[0]
    assert hostile.title == "72B [实测] 模型保存 209 秒 <b>&"
    assert [t.term for t in hostile.tags] == ["效能优化", 'a<b & "c"']
    assert hostile.link == f"{BASE}/r12-only/"


def test_llms_txt_follows_the_convention(site):
    text = (site / "llms.txt").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "# 芯元一技术博客"
    assert lines[1] == "" and lines[2].startswith("> ")
    assert [l for l in lines if l.startswith("## ")] == ["## 中文 (zh)", "## English (en)"]
    assert not [l for l in lines if l.startswith("# ")][1:], "one H1"
    links = [l for l in lines if l.startswith("- ")]
    assert len(links) == 4
    link = re.compile(r"^- \[((?:[^\]\\]|\\.)+)\]\((\S+)\)(?:: .+)?$")
    for line in links:
        m = link.match(line)
        assert m, line
        url = m.group(2)
        assert url.startswith(BASE + "/") and url.endswith(".md")
        assert (site / url[len(BASE) + 1:]).is_file(), url
    assert r"- [72B \[实测\] 模型保存 209 秒 <b>&]" in text


def test_index_lists_articles_by_language_and_escapes_everything(site):
    from bs4 import BeautifulSoup

    html = (site / "index.html").read_text(encoding="utf-8")
    assert "<b>&" not in html and "a<b" not in html
    assert "72B [实测] 模型保存 209 秒 &lt;b&gt;&amp;" in html and "a&lt;b &amp; &quot;c&quot;" in html
    soup = BeautifulSoup(html, "html.parser")
    sections = {s["lang"]: [a["href"] for a in s.find_all("a")] for s in soup.find_all("section")}
    assert sections == {"zh-CN": ["r12-only/index.html", "ckpt-bubble/index.html", "ckpt-bubble-llm/index.html"],
                        "en": ["ckpt-bubble-en/index.html"]}
    assert all((site / href).is_file() for hrefs in sections.values() for href in hrefs)


def test_translations_carry_reciprocal_hreflang_links(site):
    from bs4 import BeautifulSoup

    def alternates(aid):
        soup = BeautifulSoup((site / aid / "index.html").read_text(encoding="utf-8"), "html.parser")
        return {(l["hreflang"], l["href"]) for l in soup.find_all("link", rel="alternate")}

    pair = {("zh-CN", f"{BASE}/ckpt-bubble/"), ("en", f"{BASE}/ckpt-bubble-en/")}
    assert alternates("ckpt-bubble") == alternates("ckpt-bubble-en") == pair
    assert alternates("ckpt-bubble-llm") == set() and alternates("r12-only") == set()


def test_site_files_are_deterministic(site, capsys):
    before = {n: (site / n).read_bytes() for n in ("index.html", "sitemap.xml", "feed.xml", "llms.txt")}
    root = site.parent
    assert main(["--root", str(root), "build", "--all", "--no-pdf", "-j", "1"]) == 0
    assert "4 unchanged (skipped)" in capsys.readouterr().err
    assert before == {n: (site / n).read_bytes() for n in before}


def test_without_a_base_url_only_relative_site_files_are_written(tmp_path, capsys):
    root = make_project(tmp_path, base_url=False)
    (root / "articles" / "ckpt-bubble-llm.yaml").unlink()
    assert main(["--root", str(root), "build", "--all", "--no-pdf", "-j", "1"]) == 0
    names = {p.name for p in (root / "build").iterdir() if p.is_file()}
    assert names == {"index.html", "llms.txt"}
    assert "- [Checkpoint saves 1.9× faster" in (root / "build" / "llms.txt").read_text(encoding="utf-8")
    assert "](ckpt-bubble-en/ckpt-bubble-en.md)" in (root / "build" / "llms.txt").read_text(encoding="utf-8")
