"""Published fields that are not in the article's Markdown: the description, chart labels, site texts.

Every text a reader sees goes through the gate (issue 10). Most of an article is its Markdown; the few
fields published elsewhere (meta description and JSON-LD, SVG chart labels, the page header) are given
to the checker as `Field`s. Each is read like a title (the same parser, the same normalisation; no
citation needed), its numbers must bind to the same claims, and a finding about it names the field's
own place (the brief's line) rather than a place in the Markdown.

Offsets: a field's characters are numbered after the checked text (base, base + len(field 0) + 1, ...),
so one offset space serves the text and every field.

A field is Markdown (a description, a title) or plain text (`plain`: what an SVG or an HTML page shows,
where `1. FX100` is not a list and `*` is not emphasis). A field whose text is not in a file as written
(`spans=False`: a chart bar's "title: label value", text read from an SVG) names its place for every
character. A chart bar's field also names its claim, chart and label (`claim`, `series`, `label`), so the
chart rules (charts.py) can compare the bars of one chart.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass

from engine.check.markdown import Block, _block, _Builder, blocks, moved, place_exemption


@dataclass(frozen=True)
class Field:
    name: str  # "description", "charts.save-time.labels[1]", "site.publisher"
    text: str
    path: str  # the file to fix it in ("articles/x.yaml", "engine.yaml")
    line: int = 0  # where the field's text starts in that file (0: unknown)
    col: int = 0
    plain: bool = False  # plain text, not Markdown
    spans: bool = True  # the text stands in the file as written from (line, col); else every offset is there
    claim: str = ""  # a chart bar: the claim it draws
    series: str = ""  # a chart bar: its chart
    label: str = ""  # a chart bar: its label as shown
    exempts: tuple = ()  # the inline exemptions stripped from the text ((offset, reason), models/exemptions.py)
    constants: tuple = ()  # a hover's formula constants ("1" in "= 10h ÷ 34,320s - 1"): skipped as `constant`


class Fields:
    def __init__(self, fields: list[Field], base: int):
        self.fields = [f for f in fields if f.text and f.text.strip()]
        self.starts: list[int] = []
        k = base
        for f in self.fields:
            self.starts.append(k)
            k += len(f.text) + 1

    def blocks(self, first_index: int) -> list[Block]:
        out: list[Block] = []
        for f, start in zip(self.fields, self.starts):
            for b in (_plain(f.text, f.exempts) if f.plain else blocks(f.text, f.exempts)):
                b.kind = "title" if b.kind != "link" else b.kind
                b.constants = f.constants
                b.caption = b.caption or bool(f.series)  # a chart bar's clause holds the chart's title
                out.append(moved(b, start, first_index + len(out)))
        return out

    def where(self, offset: int) -> tuple[str, int, int]:
        k = max(0, bisect.bisect_right(self.starts, offset) - 1)
        f = self.fields[k]
        rel = max(0, min(offset - self.starts[k], len(f.text))) if f.spans else 0
        before = f.text[:rel]
        nl = before.count("\n")
        col = rel - (before.rfind("\n") + 1)
        if f.line:
            return f.path, f.line + nl, (f.col if nl == 0 else 1) + col
        return f"{f.path} ({f.name})", 1 + nl, 1 + col


    def start_of(self, f: Field) -> int:
        return self.starts[self.fields.index(f)]


def _plain(text: str, exempts=()) -> list[Block]:
    """Plain text as one title-like block per line, read as written (no Markdown). `exempts`: the inline
    exemptions the build stripped from it; a marker still in it is shown, so it exempts nothing (an error)."""
    out = []
    k = 0
    for line in text.split("\n"):
        if line.strip():
            bld = _Builder()
            bld.text(line, k)
            b = _block("title", 0, 0, bld)
            b.shown_exempts, b.exempts = b.exempts, []
            out.append(b)
        k += len(line) + 1
    for offset, reason in exempts:
        place_exemption(out, offset, reason)
    return out
