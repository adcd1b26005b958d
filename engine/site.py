"""The site around the articles (issue 11): index.html, sitemap.xml, feed.xml (Atom) and llms.txt.

Written by `engine build --all` into the build folder, from the `article` record of each published
folder's manifest.json (engine/incremental.py), so the site lists exactly what is published and
costs no rebuild. Only articles whose brief is still in articles/ are listed. Everything is escaped
for its format and deterministic: sorted, no clock (the feed's `updated` is its newest entry's date).
sitemap.xml and feed.xml need absolute URLs, so they are written only when engine.yaml sets
site.base_url. See docs/scale.md.
"""
from __future__ import annotations

import json
from html import escape
from pathlib import Path
from urllib.parse import quote
from xml.sax.saxutils import escape as xml_escape, quoteattr

from engine import atomic
from engine.errors import Problems
from engine.incremental import MANIFEST
from engine.load import Project, load_config

LANG_NAMES = {"zh": "中文", "en": "English"}
HREFLANG = {"zh": "zh-CN", "en": "en"}


def published(root: Path, out: Path) -> list[dict]:
    """The `article` records of the published folders, newest first (then by id)."""
    briefs = {p.stem for p in (root / "articles").glob("*.yaml")}
    items = []
    for folder in sorted(out.iterdir()) if out.is_dir() else []:
        try:
            meta = json.loads((folder / MANIFEST).read_text(encoding="utf-8"))["article"]
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if isinstance(meta, dict) and meta.get("id") == folder.name and folder.name in briefs:
            items.append(meta)
    return sorted(items, key=lambda a: (a.get("date") or "", a["id"]), reverse=True)


def write(root: Path, out: Path) -> list[str]:
    """Write the site files into `out`; returns their names. Raises EngineError on a broken engine.yaml."""
    problems = Problems()
    site = load_config(Project(root), problems).site
    problems.raise_errors()
    items = published(root, out)
    base = (site.base_url or "").rstrip("/")
    files = {"index.html": index_html(items, site), "llms.txt": llms_txt(items, site, base)}
    if base:
        files["sitemap.xml"] = sitemap_xml(items, base)
        files["feed.xml"] = atom_feed(items, site, base)
    out.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        try:
            if (out / name).read_text(encoding="utf-8") == text:
                continue  # unchanged: a no-op build touches no file
        except (OSError, UnicodeDecodeError):
            pass
        atomic.write_text(out / name, text)
    return sorted(files)


def _url(base: str, aid: str, file: str = "") -> str:
    aid, file = quote(aid, safe="-_.~"), quote(file, safe="-_.~")
    return f"{base}/{aid}/{file}" if base else f"{aid}/{file or 'index.html'}"


def index_html(items: list[dict], site) -> str:
    lang = site.lang
    name = site.text("name", lang)
    parts = [f'<!DOCTYPE html>\n<html lang="{HREFLANG.get(lang, lang)}">\n<head>\n<meta charset="utf-8">\n'
             '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
             f'<title>{escape(name)}</title>\n<meta name="generator" content="engine">\n'
             '<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;max-width:46rem;margin:2rem auto;'
             'padding:0 1rem;line-height:1.6}li{margin:.6rem 0}.meta{color:#555;font-size:.9em}'
             '.tag{background:#eef;border-radius:.3em;padding:0 .3em;margin-right:.3em}</style>\n'
             f'</head>\n<body>\n<h1>{escape(name)}</h1>\n']
    for code in _langs(items, lang):
        group = [a for a in items if a["lang"] == code]
        parts.append(f'<section lang="{HREFLANG.get(code, code)}">\n<h2>{escape(LANG_NAMES.get(code, code))}</h2>\n<ul>\n')
        for a in group:
            tags = "".join(f'<span class="tag">{escape(t)}</span>' for t in a.get("tags") or [])
            date = f'<time datetime="{escape(a["date"])}">{escape(a["date"])}</time> ' if a.get("date") else ""
            parts.append(f'<li><a href="{escape(_url("", a["id"]))}">{escape(a["title"])}</a>'
                         f'<br><span class="meta">{date}{tags}</span></li>\n')
        parts.append("</ul>\n</section>\n")
    parts.append("</body>\n</html>\n")
    return "".join(parts)


def sitemap_xml(items: list[dict], base: str) -> str:
    """sitemaps.org 0.9, with xhtml:link hreflang alternates between translations."""
    ids = {a["id"]: a for a in items}
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
             f"  <url><loc>{xml_escape(base + '/')}</loc></url>"]
    for a in sorted(items, key=lambda a: a["id"]):
        lines.append(f"  <url><loc>{xml_escape(_url(base, a['id']))}</loc>"
                     + (f"<lastmod>{xml_escape(a['date'])}</lastmod>" if a.get("date") else ""))
        for alt in _translations(a, ids):
            lines.append(f'    <xhtml:link rel="alternate" hreflang={quoteattr(HREFLANG.get(alt["lang"], alt["lang"]))} '
                         f'href={quoteattr(_url(base, alt["id"]))}/>')
        lines.append("  </url>")
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"


def _translations(a: dict, ids: dict) -> list[dict]:
    """The article and its published related articles in other languages (every version lists all)."""
    others = [ids[r] for r, lang in sorted((a.get("related") or {}).items()) if r in ids and lang != a["lang"]]
    return sorted([a, *others], key=lambda x: x["id"]) if others else []


def atom_feed(items: list[dict], site, base: str) -> str:
    """An Atom 1.0 feed (RFC 4287) of the dated articles, newest first."""
    dated = [a for a in items if a.get("date")]
    name = site.text("name", site.lang)
    author = site.text("publisher", site.lang) or name
    updated = f"{dated[0]['date']}T00:00:00Z" if dated else "1970-01-01T00:00:00Z"
    out = ['<?xml version="1.0" encoding="utf-8"?>',
           f'<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="{HREFLANG.get(site.lang, site.lang)}">',
           f"  <title>{xml_escape(name)}</title>",
           f"  <id>{xml_escape(base + '/')}</id>",
           f"  <link rel=\"alternate\" type=\"text/html\" href={quoteattr(base + '/')}/>",
           f"  <link rel=\"self\" type=\"application/atom+xml\" href={quoteattr(base + '/feed.xml')}/>",
           f"  <updated>{updated}</updated>",
           f"  <author><name>{xml_escape(author)}</name></author>",
           "  <generator>engine</generator>"]
    for a in dated:
        url = _url(base, a["id"])
        out += ["  <entry>",
                f"    <title>{xml_escape(a['title'])}</title>",
                f"    <id>{xml_escape(url)}</id>",
                f"    <link rel=\"alternate\" type=\"text/html\" hreflang={quoteattr(HREFLANG.get(a['lang'], a['lang']))} "
                f"href={quoteattr(url)}/>",
                f"    <updated>{a['date']}T00:00:00Z</updated>",
                f"    <published>{a['date']}T00:00:00Z</published>",
                f"    <summary>{xml_escape(a.get('description') or '')}</summary>"]
        out += [f"    <category term={quoteattr(t)}/>" for t in a.get("tags") or []]
        out.append("  </entry>")
    out.append("</feed>")
    return "\n".join(out) + "\n"


def llms_txt(items: list[dict], site, base: str) -> str:
    """llms.txt (llmstxt.org): an H1, a blockquote summary, then one section of links per language,
    each to an article's Markdown (the exact text the checker verified)."""
    name = site.text("name", site.lang)
    publisher = site.text("publisher", site.lang) or name
    out = [f"# {_md_line(name)}", "",
           f"> {_md_line(publisher)}: technical articles in which every figure traces to a test report "
           "and was verified by a numeric checker before publishing. Each link is the article's Markdown.", ""]
    for code in _langs(items, site.lang):
        out += [f"## {LANG_NAMES.get(code, code)} ({code})", ""]
        for a in (x for x in items if x["lang"] == code):
            desc = _md_line(a.get("description") or "")
            out.append(f"- [{_md_link_text(a['title'])}]({_url(base, a['id'], a['id'] + '.md')})"
                       + (f": {desc}" if desc else ""))
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def _langs(items: list[dict], first: str) -> list[str]:
    return sorted({a["lang"] for a in items}, key=lambda c: (c != first, c))


def _md_line(text: str) -> str:
    return " ".join(str(text).split())


def _md_link_text(text: str) -> str:
    return _md_line(text).replace("\\", "\\\\").replace("[", "\\[").replace("]", "\\]")
