"""From a position in the final Markdown back to the brief: errors at the brief's line.

The Markdown writer says where each text part of the Article starts (render/markdown.py: layout); the
Article says which brief field each part came from and its template text (Article.origins). Inside a part,
the rendered text is aligned with its template: text written in the brief maps character for character,
and a figure a placeholder printed maps to its `{{`. A part the LLM drafted, and an assumption's line,
map to their field in the brief.
"""
from __future__ import annotations

import bisect
import difflib

from engine.draft.locate import Locator
from engine.errors import Location


class BriefMap:
    def __init__(self, origins: dict, parts: list[tuple[int, int, tuple]], locator: Locator, markdown: str):
        self.locator = locator
        self.parts = [(start, end, part, markdown[start:end]) for start, end, part in parts]
        self.starts = [p[0] for p in self.parts]
        self.origins = origins
        self._align: dict[tuple, list] = {}
        self.line_starts = [0] + [i + 1 for i, ch in enumerate(markdown) if ch == "\n"]

    def at_linecol(self, line: int, col: int) -> Location | None:
        if not 0 < line <= len(self.line_starts):
            return None
        return self.at(self.line_starts[line - 1] + col - 1)

    def at(self, offset: int) -> Location | None:
        """The brief location of a Markdown offset, or None when that text did not come from the brief."""
        k = bisect.bisect_right(self.starts, offset) - 1
        if k < 0:
            return None
        start, end, part, plain = self.parts[k]
        if offset > end or part not in self.origins:
            return None
        keypath, source = self.origins[part]
        if source is None:
            return self.locator.smap.loc(keypath)
        return self.locator.at_offset(keypath, source, self._source_offset(part, source, plain, offset - start))

    def _source_offset(self, part, source: str, plain: str, rel: int) -> int:
        ops = self._align.get(part)
        if ops is None:
            sm = difflib.SequenceMatcher(None, source, plain, autojunk=False)
            ops = self._align[part] = sm.get_opcodes()
        for tag, i1, i2, j1, j2 in ops:
            if j1 <= rel < j2 or (rel == j2 == len(plain)):
                return i1 + (rel - j1) if tag == "equal" else i1
        return 0

