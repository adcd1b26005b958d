"""The text an SVG image shows, for the gate: every run of character data a reader can see, with where it is.

An SVG referenced from a brief (`![图](articles/img/fig.svg)`) is embedded in the page and drawn in the PDF,
so its text is published like the article's. A `<text>` element (with its `<tspan>`s) is one text; any other
element's character data (`<title>`, `<desc>`, `<foreignObject>` content) is its own; `<style>`, `<script>`
and `<metadata>` are not shown. Whitespace is collapsed as SVG draws it. Entities are decoded by the XML
parser (expat: no external entities, amplification limits), so `&#53;` is the 5 a reader sees.
"""
from __future__ import annotations

import re
from xml.parsers import expat

_HIDDEN = {"style", "script", "metadata"}
_WS = re.compile(r"\s+")


class SvgError(ValueError):
    def __init__(self, message: str, line: int, col: int):
        super().__init__(message)
        self.line, self.col = line, col


def svg_texts(data: bytes) -> list[tuple[int, int, str]]:
    """(line, col, text) of each text an SVG shows, in document order (1-based, in characters)."""
    parser = expat.ParserCreate(namespace_separator=" ")
    stack: list[str] = []
    groups: list[list] = []  # open groups: [start byte, parts, depth]
    out: list[tuple[int, list[str]]] = []

    def local(name: str) -> str:
        return name.rsplit(" ", 1)[-1].lower()

    def start(name, _attrs):
        tag = local(name)
        stack.append(tag)
        if not any(g[2] < len(stack) and stack[g[2] - 1] == "text" for g in groups):
            groups.append([parser.CurrentByteIndex, [], len(stack)])

    def end(_name):
        if groups and groups[-1][2] == len(stack):
            g = groups.pop()
            out.append((g[0], g[1]))
        stack.pop()

    def chars(data):
        if any(t in _HIDDEN for t in stack) or not groups:
            return
        groups[-1][1].append(data)

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    parser.buffer_text = True
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        raise SvgError(expat.ErrorString(exc.code), exc.lineno, exc.offset + 1) from None
    found = []
    for at, parts in sorted(out, key=lambda x: x[0]):
        text = _WS.sub(" ", "".join(parts)).strip()
        if text:
            before = data[:at].decode("utf-8", errors="replace")
            line = before.count("\n") + 1
            found.append((line, len(before) - (before.rfind("\n") + 1) + 1, text))
    return found
