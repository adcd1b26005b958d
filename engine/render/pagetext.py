"""What a page template itself shows: the visible text of the page that does not come from the article.

A project's page template (templates/<name>/page.html.j2, a copy of the built-in one) may type text into the
page: `<p class="promo">FX100 让训练快 3 倍</p>`. That text is published but is not in the Markdown the gate
reads, so it is found here and given to the gate as a published field (engine/pipeline.py: page_fields).

How: the page is rendered a second time with every article text in the context marked by two Unicode
noncharacters (a probe). The probe without its marks must be byte-identical to the published page (a template
that changes the article's texts, `|truncate` or `[:4]`, is refused: the gate could not say what it shows).
The page's visible text is split into blocks the way a browser lays it out (a paragraph, a list item, a cell,
each reader-visible attribute, each string of a JSON-LD script, each `content:` string of the stylesheet); a
block whose unmarked part (the template's own text) has a digit is checked whole, as a reader reads it.
"""
from __future__ import annotations

import dataclasses
import re
from html.parser import HTMLParser

from markupsafe import Markup

OPEN, CLOSE = "\ufdd0", "\ufdd1"  # noncharacters: not the placeholder markers (models/markers.py)
_MARKED = re.compile(OPEN + r"[^" + OPEN + CLOSE + r"]*" + CLOSE)
_MARKS = re.compile("[" + OPEN + CLOSE + "]")
_DIGIT = re.compile(r"\d")
_INLINE = {"a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "dfn", "em", "i", "kbd", "mark", "q", "s",
           "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr", "font", "label", "tspan"}
_ATTRS = ("title", "alt", "aria-label", "placeholder", "value", "label", "content")
_HIDDEN_META = ("viewport", "generator", "robots", "referrer", "color-scheme", "theme-color", "format-detection")
_CSS_CONTENT = re.compile(r"""content\s*:\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')""", re.S)
_CSS_ESCAPE = re.compile(r"\\([0-9a-fA-F]{1,6})\s?|\\(.)", re.S)
_JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')


class TemplateChangesText(ValueError):
    pass


def mark(ctx: dict) -> dict:
    """The context with every article text marked (the words of the article, not the page's settings)."""
    def m(v):
        if isinstance(v, Markup):
            return Markup(OPEN) + v + Markup(CLOSE) if v else v
        if isinstance(v, str):
            return OPEN + v + CLOSE if v else v
        return v

    def each(items, keys):
        return [({**x, **{k: m(x[k]) for k in keys if k in x}} if isinstance(x, dict) else x) for x in items]

    out = dict(ctx)
    for k in ("title_text", "title", "description", "keywords", "answer", "lead", "date", "site_name",
              "publisher", "disclosure", "jsonld"):
        out[k] = m(ctx[k])
    out["tags"] = [m(t) for t in ctx["tags"]]
    out["charts"] = {n: each(cs, ("title", "svg")) for n, cs in ctx["charts"].items()}
    out["sections"] = each(ctx["sections"], ("q", "body"))
    out["faq"] = each(ctx["faq"], ("q", "a"))
    out["assumptions"] = each(ctx["assumptions"], ("note", "display", "hover", "name"))
    out["sources"] = [{**s, **{k: m(s[k]) for k in ("id", "title", "publisher", "date", "link", "label")},
                       "n": m(str(s["n"]))} for s in ctx["sources"]]
    out["related"] = [dataclasses.replace(r, title=m(r.title)) for r in ctx["related"]]
    return out


def own_text(page: str, probe: str) -> list[tuple[str, str]]:
    """The blocks of the page's visible text in which the template's own text has a digit: (as shown, the
    template's own part)."""
    if _MARKS.sub("", probe) != page or not _balanced(probe):
        raise TemplateChangesText("the page template changes the article's texts (a filter such as truncate, "
                                  "a slice or a length of a text); show each text as it is given")
    reader = _Reader()
    reader.feed(probe)
    reader.close()
    reader.flush()
    return [(shown.strip(), own) for shown, own in reader.blocks if _DIGIT.search(own)]


class _Reader(HTMLParser):
    """Blocks of visible text as (text shown, the template's own part of it). Marked article text may span
    many tags (an answer's paragraphs), so the marks are followed through the stream, not per block."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.blocks: list[tuple[str, str]] = []
        self.shown: list[str] = []
        self.own: list[str] = []
        self.depth = 0  # inside marked article text
        self.raw: str | None = None  # style | ld+json | script: their text is not laid out

    def flush(self):
        shown = "".join(self.shown)
        if shown.strip():
            self.blocks.append((re.sub(r"\s+", " ", shown), "".join(self.own)))
        self.shown, self.own = [], []

    def _scan(self, text: str, depth: int, shown: list, own: list) -> int:
        for ch in text:
            if ch == OPEN:
                depth += 1
            elif ch == CLOSE:
                depth = max(0, depth - 1)
            else:
                shown.append(ch)
                if depth == 0:
                    own.append(ch)
        return depth

    def _attr(self, value: str) -> None:
        shown: list[str] = []
        own: list[str] = []
        self._scan(value, 0, shown, own)
        self.blocks.append(("".join(shown), "".join(own)))

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag not in _INLINE:
            self.flush()
        if self.depth == 0:  # an attribute inside article text (a figure's derivation) is the article's
            for k in _ATTRS:
                v = a.get(k)
                if v and not (k == "content" and (tag != "meta" or (a.get("name") or "").lower() in _HIDDEN_META
                                                 or "http-equiv" in a)) and not (k == "value" and tag == "meta"):
                    self._attr(v)
        if tag == "style":
            self.raw = "style"
        elif tag == "script":
            self.raw = "ld+json" if (a.get("type") or "").lower() == "application/ld+json" else "script"

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag):
        if tag in ("style", "script"):
            self.raw = None
        if tag not in _INLINE:
            self.flush()

    def handle_data(self, data):
        if self.raw == "style":
            for m in _CSS_CONTENT.finditer(_MARKED.sub("", data)):
                self._attr(_css_unescape(m.group(1) if m.group(1) is not None else m.group(2)))
        elif self.raw == "ld+json":
            for m in _JSON_STRING.finditer(_MARKED.sub("", data)):
                self._attr(m.group(1))
        elif self.raw is None:
            self.depth = self._scan(data, self.depth, self.shown, self.own)


def _balanced(probe: str) -> bool:
    """Every mark opened is closed, in order: a cut text (truncate, a slice) loses one of its marks."""
    depth = 0
    for ch in _MARKS.findall(probe):
        depth += 1 if ch == OPEN else -1
        if depth < 0 or depth > 1:
            return False
    return depth == 0


def _css_unescape(s: str) -> str:
    return _CSS_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)) if m.group(1) else m.group(2), s)
