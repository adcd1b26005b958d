"""Article -> one standalone HTML page (CSS inlined, nothing fetched).

Each text part is rendered by the shared MarkdownIt instance, then the
placeholder markers in its text (never inside a tag) become
<span class="claim" title="derivation">. The page itself is a Jinja template
with autoescape on, so evidence titles and site settings are escaped too.
"""
from __future__ import annotations

import html as _html
import os
import re
import traceback
from dataclasses import dataclass
from pathlib import Path

from jinja2 import BaseLoader, StrictUndefined, TemplateError, TemplateNotFound
from markupsafe import Markup

from engine import fsio, sandbox
from engine.errors import EngineError, Location, Problem
from engine.models import markers
from engine.models.article import Article
from engine.render import mdit
from engine.render.jsonld import description, jsonld
from engine.render.labels import LABELS
from engine.render.typography import nobreak

_TAG = re.compile(r"(<[^>]*>)")
TEMPLATE_BYTES = 1_000_000


@dataclass(frozen=True)
class Theme:
    """A page template folder: page.html.j2 and style.css (project files override built-in ones)."""

    dirs: tuple[Path, ...]
    root: Path | None = None  # the project, to show paths relative to it
    reads: object = None  # the build's fsio.Reads: project template files are read once and verified with the rest

    def display(self, path: Path) -> str:
        try:
            return str(path.resolve().relative_to(self.root.resolve())) if self.root else str(path)
        except (ValueError, OSError, RuntimeError):  # outside the project, or a symlink loop (RuntimeError)
            return str(path.relative_to(self.root)) if self.root and path.is_relative_to(self.root) else str(path)

    def base(self, d: Path) -> Path:
        """What a file in template folder d may resolve into: the project, or d itself (built-in)."""
        if self.root is not None and d.resolve().is_relative_to(self.root.resolve()):
            return self.root
        return d

    def read(self, d: Path, name: str) -> str | None:
        """A template file's text, read safely (engine/fsio.py); None if d has no such file."""
        file = d / name
        if not os.path.lexists(file):
            return None
        base, display = self.base(d), self.display(file)
        if self.reads is not None and base == self.root:
            data = self.reads.read(file, display, limit=TEMPLATE_BYTES, what="template file")
        else:
            data = fsio.read_bytes(file, base, display, limit=TEMPLATE_BYTES, what="template file")
        return fsio.decode(data, display)

    def css(self) -> str:
        for d in self.dirs:
            text = self.read(d, "style.css")
            if text is not None:
                return text
        return ""


def hreflang(lang: str) -> str:
    return {"zh": "zh-CN"}.get(lang, lang)


def alternates(art: Article, canonical: str | None) -> list[dict]:
    """<link rel="alternate" hreflang> for the article's translations (related articles in another
    language), and for itself when it has any (the convention is that every version lists all of them)."""
    others = [{"hreflang": hreflang(r.lang), "href": r.href} for r in art.related if r.lang and r.lang != art.lang]
    if others and canonical:
        others.insert(0, {"hreflang": hreflang(art.lang), "href": canonical})
    return others


class _Loader(BaseLoader):
    """Like FileSystemLoader over theme.dirs, but every file is read through engine/fsio.py."""

    def __init__(self, theme: Theme):
        self.theme = theme

    def get_source(self, environment, template):
        if "/" in template or "\\" in template or template.startswith("."):
            raise TemplateNotFound(template)
        for d in self.theme.dirs:
            text = self.theme.read(d, template)
            if text is not None:
                return text, str(d / template), lambda: True
        raise TemplateNotFound(template)


def canonical_url(art: Article, site) -> str | None:
    return f"{site.base_url.rstrip('/')}/{art.id}/" if site.base_url else None


def render_page(art: Article, site, theme: Theme, images: dict[str, str] | None = None) -> str:
    return _render(theme, _context(art, site, theme, images))


def page_own_text(art: Article, site, theme: Theme, images: dict[str, str] | None = None) -> list[tuple]:
    """The page's visible text blocks in which the template's own text has a digit (engine/render/pagetext.py),
    for the gate: (text as shown, template file, line, col of that text in it, 0 when not found). A template
    that changes the article's texts is a located `template` error."""
    from engine.render import pagetext

    ctx = _context(art, site, theme, images)
    page, probe = _render(theme, ctx), _render(theme, pagetext.mark(ctx))
    try:
        blocks = pagetext.own_text(page, probe)
    except pagetext.TemplateChangesText as exc:
        raise EngineError([Problem("template", str(exc), Location(page_file(theme), 0, 0),
                                   "see templates/README.md")]) from None
    where = page_file(theme)
    source = next((t for d in theme.dirs if (t := theme.read(d, "page.html.j2")) is not None), "")
    out = []
    for shown, own in blocks:
        word = next(w for w in own.split() if any(c.isdigit() for c in w))
        at = source.find(word)
        line = source.count("\n", 0, at) + 1 if at >= 0 else 0
        col = at - (source.rfind("\n", 0, at) + 1) + 1 if at >= 0 else 0
        out.append((shown, where, line, col))
    return out


def page_file(theme: Theme) -> str:
    """The page template in use, as the project shows it (templates/promo/page.html.j2)."""
    for d in theme.dirs:
        if (d / "page.html.j2").is_file():
            return theme.display(d / "page.html.j2")
    return "page.html.j2"


def _context(art: Article, site, theme: Theme, images: dict[str, str] | None = None) -> dict:
    L = LABELS[art.lang]
    index = {s.id: n for n, s in enumerate(art.sources, 1)}
    labels = {s.id: s.label for s in art.sources}

    numbered = site.citation_style(art.lang) == "superscript"

    def cite(ids):
        if not numbered:
            return "".join(f'<a class="cite" href="#src-{_html.escape(i)}">'
                           f'{_html.escape(L["cite"].format(id=i, label=labels.get(i, "")))}</a>' for i in ids)
        return '<sup class="cite">' + "".join(
            f'<a href="#src-{_html.escape(i)}">{_html.escape(L["cite_number"].format(n=index.get(i, "?")))}</a>'
            for i in ids) + "</sup>"

    def cite_text(ids):
        fmt = L["cite_number"] if numbered else L["cite"]
        return "".join(fmt.format(id=i, label=labels.get(i, ""), n=index.get(i, "?")) for i in ids)

    env = {"cite": cite, "images": images or {}}

    def block(text: str) -> Markup:
        return Markup(nobreak(_spans(mdit.to_html(text, env), art, L)))

    def inline(text: str) -> Markup:
        return Markup(nobreak(_spans(mdit.to_html(text, env, inline=True), art, L)))

    canonical = canonical_url(art, site)
    charts = {}
    for c in art.charts:
        charts.setdefault(c.after, []).append({"id": c.id, "title": c.title, "svg": Markup(_inline_svg(c.svg, c.id))})
    ctx = {
        "L": L, "lang": art.lang, "site": site, "numbered": numbered, "canonical": canonical,
        "title_text": markers.strip(mdit.to_plain(markers.strip(art.title))),
        "title": inline(art.title), "description": description(art),
        "date": art.date, "tags": art.tags, "keywords": ", ".join(art.tags),
        "answer": block(art.answer), "lead": block(art.lead) if art.lead else "",
        "charts": charts,
        "sections": [{"anchor": s.anchor, "q": inline(s.q), "body": block(s.body), "n": n}
                     for n, s in enumerate(art.sections, 1)],
        "faq": [{"q": inline(f.q), "a": block(f.a)} for f in art.faq],
        "assumptions": [{"note": s.note, "display": s.display, "name": s.name,
                         "hover": f"{L['assumption_hover']}{L['sep']}{s.note}"} for s in art.assumptions],
        "sources": [{"id": s.id, "n": n, "title": s.title, "publisher": s.publisher, "date": s.date,
                     "url": s.url, "label": s.label, "link": s.link} for n, s in enumerate(art.sources, 1)],
        "disclosure": art.disclosure,
        "site_name": site.text("name", art.lang), "publisher": site.text("publisher", art.lang),
        "related": art.related,
        "alternates": alternates(art, canonical),
        "jsonld": Markup(jsonld(art, site=site, canonical=canonical, cite=cite_text)),
        "css": Markup(theme.css().replace("</", "<\\/")),
    }
    return ctx


def _render(theme: Theme, ctx: dict) -> str:
    jenv = sandbox.LimitedSandbox(loader=_Loader(theme), autoescape=True,
                                undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    try:
        return sandbox.render(jenv.get_template("page.html.j2"), ctx)
    except EngineError:
        raise
    except Exception as exc:  # a project's own template, run in the sandbox: report it like any input mistake
        line, where = getattr(exc, "lineno", None) or 0, getattr(exc, "filename", None)
        for frame, lineno in traceback.walk_tb(exc.__traceback__):
            if frame.f_code.co_filename.endswith(".j2"):
                line, where = lineno, frame.f_code.co_filename
        where = theme.display(Path(where or theme.dirs[0] / "page.html.j2"))
        msg = (getattr(exc, "message", None) or str(exc))[:200]
        if not isinstance(exc, TemplateError):
            msg = f"{type(exc).__name__}: {msg}"
        raise EngineError([Problem("template", f"page template error: {msg}",
                                   Location(where, line, 1 if line else 0),
                                   "see templates/README.md for the names a page template receives")]) from None


def _spans(html_text: str, art: Article, L) -> str:
    """Turn marked placeholder output into hover spans; markers inside tags are just removed."""
    def span(names, content):
        hover = "; ".join(dict.fromkeys(_hover(art.scope.get(n), L) for n in names if n in art.scope))
        return (f'<span class="claim" data-claim="{_html.escape(" ".join(names))}" '
                f'title="{_html.escape(hover)}" tabindex="0">{content}</span>')  # focusable: tap and keyboard

    parts = _TAG.split(html_text)
    return "".join(markers.strip(p) if p.startswith("<") else markers.replace(p, span) for p in parts)


def hover_text(s, lang: str) -> str:
    """The hover text of a quantity's figure (its derivation), as published (the gate reads it too)."""
    return _hover(s, LABELS[lang])


def _hover(s, L) -> str:
    if s is None:
        return ""
    if s.kind == "assumption":
        return f"{L['assumption_hover']}{L['sep']}{s.note or s.name}"
    return s.derivation or s.name


def _inline_svg(svg: str, chart_id: str) -> str:
    """An SVG document as an inline element: drop the XML declaration and DOCTYPE, and prefix every element
    id (and every reference to one) with the chart's id: matplotlib names the parts of every chart alike
    (figure_1, patch_1, text_1), and ids must be unique in a page that inlines two charts."""
    start = svg.find("<svg")
    svg = svg[start:] if start >= 0 else ""
    svg = re.sub(r"\s*<metadata>.*?</metadata>", "", svg, count=1, flags=re.S)
    return _SVG_REF.sub(lambda m: f"{m.group(1)}chart-{chart_id}-{m.group(2)}", svg)


# id="x", url(#x), href="#x", xlink:href="#x"
_SVG_REF = re.compile(r'((?<![\w-])id="|url\(#|href="#)([^"\s)]+)')

