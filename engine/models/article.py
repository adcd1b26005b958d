"""A drafted article: the plain data passed from `draft` to `render`.

Text fields are Markdown in which every placeholder's output is wrapped in
private-use markers (see engine.draft.markers). The Markdown writer strips
them; the HTML writer turns them into hover spans with the claim's derivation.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from engine.models.claim import Scalar


@dataclass(frozen=True)
class SourceEntry:
    id: str
    title: str
    publisher: str
    date: str
    access: str  # "public" | "on-request"
    url: Optional[str]
    label: str
    link: str = ""  # the link text in Sources (site.link_text): 下载报告, 查看原文, ...


@dataclass(frozen=True)
class Related:
    id: str
    title: str  # plain text, placeholders already rendered
    href: str
    lang: str = ""  # the related article's language: another one makes it a translation (hreflang)


@dataclass(frozen=True)
class Section:
    q: str
    body: str
    anchor: str


@dataclass(frozen=True)
class FAQItem:
    q: str
    a: str


@dataclass(frozen=True)
class Chart:
    id: str
    title: str
    svg: str  # standalone SVG document text
    after: int  # 0: after the lead; n: after section n


@dataclass
class Article:
    id: str
    lang: str
    title: str
    date: str  # ISO date, "" when the brief has none
    tags: list[str]
    description: str  # plain text
    answer: str
    lead: str
    sections: list[Section]
    faq: list[FAQItem]
    assumptions: list[Scalar]
    sources: list[SourceEntry]
    related: list[Related]
    charts: list[Chart] = field(default_factory=list)
    footer: str = ""  # site footer text (plain)
    disclosure: str = ""  # the disclosure sentence and the footer, as published (site.disclosure_text)
    scope: dict[str, Scalar] = field(default_factory=dict)  # for hover derivations
    # where each text part came from, for errors at the brief's line: the part's place in the Article
    # (("title",), ("sections", 0, "body"), ("faq", 1, "a"), ("assume", name)) -> (the brief's keypath, the
    # template text as written there, or None when the text was drafted, e.g. by the LLM)
    origins: dict[tuple, tuple] = field(default_factory=dict)
