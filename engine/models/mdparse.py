"""The one Markdown reading: markdown-it's options and plugins, shared by the renderer and the checker.

The renderer (engine/render/mdit.py) turns this parser's tokens into HTML; the checker
(engine/check/markdown.py) reads the same tokens. Both call `new_parser()`, so the options, the
enabled rules and the citation plugin cannot drift apart (tests/check/test_reading.py compares them).

html=False makes any <script> or tag in brief, evidence or model text come out escaped (and the
checker reads it as the text it is). linkify is off: a bare URL is plain text for the reader, so it
is text for the checker too. validateLink refuses every scheme but http(s) and mailto.
"""
from __future__ import annotations

import re

from engine.models.markers import CITE, CITE_ID, cite_items, cite_locators

_SCHEME = re.compile(r"^\s*([A-Za-z][A-Za-z0-9+.\-]*):")
OPTIONS = {"html": False, "linkify": False, "typographer": False}


def validate_link(url: str) -> bool:
    m = _SCHEME.match(url)
    return not m or m.group(1).lower() in ("http", "https", "mailto")


def cite_rule(state, silent: bool) -> bool:
    """Pandoc citations [@R1], [@R1; @R9], [@R1, 表 3] become one `citation` token."""
    if not state.src.startswith("[@", state.pos):
        return False
    m = CITE.match(state.src, state.pos)
    if not m:
        return False
    if not silent:
        tok = state.push("citation", "", 0)
        tok.meta = {"ids": CITE_ID.findall(m.group(1)), "locators": cite_locators(m.group(1)),
                    "items": cite_items(m.group(1))}
        tok.content = m.group()
    state.pos = m.end()
    return True


def new_parser():
    from markdown_it import MarkdownIt

    m = MarkdownIt("commonmark", dict(OPTIONS))
    m.enable("table")
    m.validateLink = validate_link
    m.inline.ruler.before("link", "citation", cite_rule)
    return m
