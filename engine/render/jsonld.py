"""schema.org JSON-LD for the page head: Article (with citations) and FAQPage."""
from __future__ import annotations

import json

from engine.models import markers
from engine.models.article import Article
from engine.render.mdit import to_plain


def jsonld(art: Article, *, site, canonical: str | None, cite) -> str:
    """Return the JSON text, safe to put inside <script type="application/ld+json">."""
    org = {"@type": "Organization", "name": site.text("publisher", art.lang) or site.text("name", art.lang)}
    article = {
        "@type": "Article",
        "headline": markers.strip(art.title),
        "description": description(art),
        "inLanguage": "zh-CN" if art.lang == "zh" else "en",
        "author": org,
        "publisher": org,
        "citation": [_citation(s) for s in art.sources],
    }
    if art.date:
        article["datePublished"] = art.date
    if art.tags:
        article["keywords"] = ", ".join(art.tags)
    if canonical:
        article["mainEntityOfPage"] = canonical
        article["url"] = canonical
    graph = [article]
    if art.faq:
        graph.append({
            "@type": "FAQPage",
            "mainEntity": [{
                "@type": "Question",
                "name": to_plain(markers.strip(f.q)),
                "acceptedAnswer": {"@type": "Answer", "text": to_plain(markers.strip(f.a), cite)},
            } for f in art.faq],
        })
    text = json.dumps({"@context": "https://schema.org", "@graph": graph}, ensure_ascii=False,
                      sort_keys=True, indent=1)
    # "</script>" or "<!--" inside a string would end the element early; \u003c is the same JSON string.
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def description(art: Article) -> str:
    return markers.strip(art.description) or to_plain(markers.strip(art.answer))


def _citation(s) -> dict:
    out = {"@type": "CreativeWork", "identifier": s.id, "name": s.title, "datePublished": s.date,
           "publisher": {"@type": "Organization", "name": s.publisher}}
    if s.url:
        out["url"] = s.url
    return out
