"""Map a position inside a brief text field back to the brief file.

A literal block scalar (`body: |`) keeps its lines, so line N of the text is
line N after the `|`; a plain or quoted one-line value is offset by column.
Folded (`>`) and multi-line flow values lose their layout, so those point at
the field itself.
"""
from __future__ import annotations

from engine.errors import Location
from engine.yamlsrc import SourceMap


class Locator:
    def __init__(self, smap: SourceMap, text: str):
        self.smap = smap
        self.lines = text.splitlines()

    def at(self, keypath: tuple, line: int = 1, col: int = 1) -> Location:
        kp = tuple(keypath)
        base = self.smap.loc(kp)
        if kp not in self.smap.value_at:
            return base
        vline, vcol = self.smap.value_at[kp]
        src = self.lines[vline - 1] if 0 < vline <= len(self.lines) else ""
        first = src[vcol - 1:vcol]
        if first in ("|", ">"):
            indent = next((len(ln) - len(ln.lstrip(" ")) for ln in self.lines[vline:] if ln.strip()), 0)
            if first == "|":
                return Location(base.path, vline + line, indent + col)
            return Location(base.path, vline + 1, indent + 1)
        if line == 1 and (self.smap.plain.get(kp) or first in ("'", '"')) and "\n" not in src[vcol:]:
            return Location(base.path, vline, vcol + col - 1 + (first in ("'", '"')))
        return base

    def at_offset(self, keypath: tuple, text: str, offset: int) -> Location:
        before = text[:offset]
        line = before.count("\n") + 1
        col = offset - (before.rfind("\n") + 1) + 1
        return self.at(keypath, line, col)
