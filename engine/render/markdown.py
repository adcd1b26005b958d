"""Article -> the final Markdown: exactly the text the checker reads.

The layout is fixed and documented in docs/authoring.md ("The final
Markdown"). Placeholder markers are stripped here, so the .md is plain.
"""
from __future__ import annotations

from engine.models import markers
from engine.models.article import Article
from engine.render.labels import LABELS


def to_markdown(art: Article, site_name: str) -> str:
    L = LABELS[art.lang]
    out: list[str] = [f"# {art.title}"]
    meta = " · ".join(([art.date] if art.date else []) + art.tags)
    if meta:
        out.append(meta)
    out += [f"## {L['answer']}", art.answer]
    if art.lead:
        out.append(art.lead)
    out += _charts(art, 0)
    for n, s in enumerate(art.sections, 1):
        out.append(f"## {s.q}")
        if s.body:
            out.append(s.body)
        out += _charts(art, n)
    if art.faq:
        out.append(f"## {L['faq']}")
        for item in art.faq:
            out += [f"### {item.q}", item.a]
    if art.assumptions:
        out.append(f"## {L['assumptions']}")
        out.append("\n".join(f"- {s.note}{L['sep']}{s.display}" for s in art.assumptions))
    if art.sources:
        out.append(f"## {L['sources']}")
        out.append("\n".join(source_line(art, i, src) for i, src in enumerate(art.sources, 1)))
    out.append("---")
    out.append(disclosure(art, site_name))
    if art.related:
        out.append(f"## {L['related']}")
        out.append("\n".join(f"- [{r.title}]({r.href})" for r in art.related))
    return markers.strip("\n\n".join(out)) + "\n"


def disclosure(art: Article, site_name: str) -> str:
    text = LABELS[art.lang]["disclosure"].format(site=site_name)
    return f"{text} {art.footer}".strip() if art.footer else text


def source_line(art: Article, n: int, src) -> str:
    L = LABELS[art.lang]
    head = f"**{src.id}**"  # the .md keeps [@R1] citations, so no [n] numbering here (the HTML numbers en)
    where = f"[{L['download']}]({src.url})" if src.url else L["on_request"]
    return f"- {head} {src.title} · {src.publisher} · {src.date} · {where}"


def _charts(art: Article, after: int) -> list[str]:
    return [f"![{c.title}]({c.id}.svg)" for c in art.charts if c.after == after]
