"""Article -> the final Markdown: exactly the text the checker reads.

The layout is fixed and documented in docs/authoring.md ("The final
Markdown"). Placeholder markers are stripped here, so the .md is plain.
"""
from __future__ import annotations

import re

from engine.models import links, markers
from engine.models.article import Article
from engine.render.labels import LABELS


def to_markdown(art: Article, site_name: str) -> str:
    return layout(art, site_name)[0]


def layout(art: Article, site_name: str) -> tuple[str, list[tuple[int, int, tuple]]]:
    """The final Markdown, and where each text part of the Article is in it: [(start, end, part)], part as
    in Article.origins (("title",), ("sections", 0, "body"), ("assume", name), ...)."""
    L = LABELS[art.lang]
    out: list[tuple[str, tuple | None, str]] = []  # (markup before the part, part, marked text)

    def put(text: str, part: tuple | None = None, before: str = ""):
        out.append((before, part, text))

    put(art.title, ("title",), "# ")
    meta = " · ".join(([art.date] if art.date else []) + art.tags)
    if meta:
        put(meta)
    put(f"## {L['answer']}")
    put(art.answer, ("answer",))
    if art.lead:
        put(art.lead, ("lead",))
    for c in _charts(art, 0):
        put(c)
    for n, s in enumerate(art.sections, 1):
        put(s.q, ("sections", n - 1, "q"), "## ")
        if s.body:
            put(s.body, ("sections", n - 1, "body"))
        for c in _charts(art, n):
            put(c)
    if art.faq:
        put(f"## {L['faq']}")
        for i, item in enumerate(art.faq):
            put(item.q, ("faq", i, "q"), "### ")
            put(item.a, ("faq", i, "a"))
    if art.assumptions:
        put(f"## {L['assumptions']}")
        for i, s in enumerate(art.assumptions):
            put(f"{s.note}{L['sep']}{s.display}", ("assume", s.name), ("\n" if i else "") + "- ")
    if art.sources:
        put(f"## {L['sources']}")
        put("\n".join(source_line(art, i, src) for i, src in enumerate(art.sources, 1)))
    if art.disclosure:
        put("---")
        put(art.disclosure)
    if art.related:
        put(f"## {L['related']}")
        put("\n".join(f"- [{r.title}]({r.href})" for r in art.related))
    pieces, parts, at = [], [], 0
    for k, (before, part, text) in enumerate(out):
        if k and not before.startswith("\n"):
            pieces.append("\n\n")
            at += 2
        lead, plain = markers.strip(before), no_html(markers.strip(text))
        if part is not None:
            parts.append((at + len(lead), at + len(lead) + len(plain), part))
        plain = lead + plain
        pieces.append(plain)
        at += len(plain)
    return "".join(pieces) + "\n", parts


_TAG = re.compile(r"<(?=[A-Za-z/!?])")
_DEST = re.compile(r"(\]\(\s*<?)([^)\s>]*)")


def no_html(text: str) -> str:
    """The .md holds no HTML and no unsafe link, whatever a brief, a report or a model wrote: a tag's '<'
    becomes &lt; (Markdown shows it as '<'), and a link to javascript:, data:, //host ... becomes '#'.
    Brief and model text with such links is refused earlier, with its location (engine/draft/refs.py)."""
    text = _TAG.sub("&lt;", text)
    return _DEST.sub(lambda m: m.group(1) + ("#" if links.unsafe(m.group(2)) else m.group(2)), text)


def source_line(art: Article, n: int, src) -> str:
    L = LABELS[art.lang]
    head = f"**{src.id}**"  # the .md keeps [@R1] citations, so no [n] numbering here (the HTML numbers en)
    where = f"[{src.link}]({src.url})" if src.url else L["on_request"]
    return f"- {head} {src.title} · {src.publisher} · {src.date} · {where}"


def _charts(art: Article, after: int) -> list[str]:
    return [f"![{c.title}]({c.id}.svg)" for c in art.charts if c.after == after]
