"""Inline exemptions `{exempt: reason}`: honoured by the gate, never published.

A person may exempt a figure in hand-written brief text by writing the marker right after it. The build
strips every marker from every published output (Markdown, HTML, PDF, JSON-LD, descriptions, SVG) and
gives the gate the place each one stood in the stripped text, so the checker reads exactly what is
published and still honours the exemption (docs/checking.md, Exemptions). Shared by the pipeline
(stripping), the renderer's inputs and the checker (the marker's one definition).
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

MARKER = re.compile(r"\{\s*exempt\s*(?::\s*(?P<reason>[^{}\n]*))?\}")


@dataclass(frozen=True)
class Stripped:
    text: str  # the text without its markers: what is published
    exempts: tuple[tuple[int, str], ...]  # (offset in `text` where a marker stood, its reason)
    cuts: tuple[tuple[int, int], ...] = ()  # (offset in `text`, characters removed there so far, cumulative)

    def original(self, offset: int) -> int:
        """An offset in the stripped text -> the same character's offset in the text as written."""
        k = bisect.bisect_right(self.cuts, (offset, float("inf"))) - 1
        return offset + (self.cuts[k][1] if k >= 0 else 0)


def strip(text: str) -> Stripped:
    if "exempt" not in text:
        return Stripped(text, ())
    out, exempts, cuts, last, removed = [], [], [], 0, 0
    for m in MARKER.finditer(text):
        out.append(text[last:m.start()])
        at = m.start() - removed
        exempts.append((at, (m.group("reason") or "").strip()))
        removed += m.end() - m.start()
        cuts.append((at, removed))
        last = m.end()
    out.append(text[last:])
    return Stripped("".join(out), tuple(exempts), tuple(cuts))


def remove(text: str) -> str:
    """The text as published: every marker removed."""
    return MARKER.sub("", text) if "exempt" in text else text
