"""Rows named by their bounds: "0.26 yuan per GB from 10 to 50 TB", "前 10TB 每 GB 0.29 元".

A table of tiers or bins (egress prices by volume, a histogram) has rows with no text cell: each row is named by the
two cells of its bound columns, labelled from / to, low / high, 下限 / 上限. A range or change written with both ends
(`from 10 to 50 TB`, `10TB 到 50TB`), or a first tier written as its upper bound (`the first 10 TB`, `前 10TB`, when
the row's lower bound is 0), is that row: each end verifies as its cell, and the sentence's other figures that bind
to no quantity are judged at that row (its cell of their dimension holds them, or they are a mismatch against it).
Only columns whose labels say they are bounds count, so two measurements of one row (a read and a write rate) are
never read as a range.
"""
from __future__ import annotations

import re

from engine import units
from engine.check import bind as B
from engine.check.markdown import Block
from engine.models.common import all_text

_LOW = re.compile(r"(?<![a-z])(?:low|lower|from|min|minimum|start|begin)(?![a-z])|下限|起点|起始|最低|最小")
_HIGH = re.compile(r"(?<![a-z])(?:high|upper|to|up to|max|maximum|end)(?![a-z])|上限|终点|截止|最高|最大")
# "the first 10 TB", "前 10TB": the upper bound of the tier that starts at 0
_FIRST = re.compile(r"(?:(?<![a-z])(?:the[ \u00a0]+)?first|前)[ \u00a0]*$", re.I)


class TierRules:
    def _bound_side(self, rid: str, table: str, col: str) -> str:
        """"lo" or "hi" for a column labelled as a tier's bound, else ""."""
        memo = self.__dict__.setdefault("_bound_sides", {})
        key = (rid, table, col)
        if key not in memo:
            t = self.registry[rid].model.tables.get(table) if rid in self.registry else None
            column = t.columns.get(col) if t is not None else None
            words = f"{col} {all_text(column.label) if column is not None and column.label else ''}".lower() \
                .replace("_", " ")
            lo, hi = bool(_LOW.search(words)), bool(_HIGH.search(words))
            memo[key] = "lo" if lo and not hi else "hi" if hi and not lo else ""
        return memo[key]

    def _loose(self, bd) -> bool:
        """Bound to nothing, or to a cell of a bound column (the ends of a tier may be read as another tier's)."""
        if bd.status in ("unsourced", "value-mismatch", "unit-mismatch"):
            return True
        c = bd.cand if bd.status == "verified" else None
        return c is not None and c.kind == "evidence" and len(c.refs) == 1 and c.refs[0].count(".") == 3 \
            and bool(self._bound_side(*c.refs[0].split(".")[:2], c.refs[0].split(".")[3]))

    def _bounds_of_rows(self):
        """(report, table, row) -> {"lo": cell, "hi": cell} for rows with both bound columns, or only an upper one;
        once per scope (the row index it reads is the scope's)."""
        keys = self._row_keys()
        memo = self.__dict__.get("_tiers_of")
        if memo is not None and memo[0] is keys:
            return memo[1]
        out: dict = {}
        for (rid, table), rows in keys.items():
            for row, (_words, cells) in rows.items():
                sides = {}
                for col, c in cells.items():
                    side = self._bound_side(rid, table, col)
                    if side and side not in sides:
                        sides[side] = c
                if "hi" in sides:
                    out[(rid, table, row)] = sides
        self._tiers_of = (keys, out)
        return out

    def _tier_bounds(self, b: Block, results) -> None:
        """Text mode: a range or change whose two ends are one tier's bounds, or the first tier's upper bound after
        "first" / 前, binds to that tier's cells (when they bound nothing else) and names the tier (_at_tier)."""
        if self.scope is not None:
            return
        tol = self.config.approx_tolerance
        for k, (a, ba) in enumerate(results):
            named = None
            if a.group in ("range", "change") and a.role in ("lo", "from") and a.partner is not None \
                    and a.partner < len(results) and results[a.partner][0].partner == k:
                j = a.partner
                z, bz = results[j]
                if a.unit is None or z.unit is None or a.unit.dims != z.unit.dims or a.qualifier or z.qualifier \
                        or not (self._loose(ba) and self._loose(bz)):
                    continue
                hits = [(key, s) for key, s in self._bounds_of_rows().items() if "lo" in s and s["lo"].unit.dims == a.unit.dims
                        and B.holds(a, s["lo"], tol, qualifier=None) and B.holds(z, s["hi"], tol, qualifier=None)]
                if len(hits) != 1:
                    continue
                named, sides = hits[0]
                results[k] = (a, B.Binding("verified", sides["lo"], score=ba.score))
                results[j] = (z, B.Binding("verified", sides["hi"], score=bz.score))
                span = (a.start, z.end)
            elif not a.group and self._loose(ba) and a.unit is not None and a.qualifier is None \
                    and _FIRST.search(b.text[max(0, a.start - 10):a.start]):
                hits = [(key, s) for key, s in self._bounds_of_rows().items() if s["hi"].unit.dims == a.unit.dims
                        and B.holds(a, s["hi"], tol, qualifier=None) and "lo" in s and s["lo"].lo == 0]
                if len(hits) != 1:
                    continue
                named, sides = hits[0]
                results[k] = (a, B.Binding("verified", sides["hi"], score=ba.score))
                span = (a.start, a.end)
            if named is not None:
                self._at_tier(b, results, span, named)

    def _at_tier(self, b: Block, results, span: tuple, named: tuple) -> None:
        """The figures of the named tier's clause that bind to nothing are judged at that tier's row (and those of the
        next clause, when the tier heads the sentence: "From 10 to 50 TB, egress costs 0.26 yuan per GB")."""
        lo, hi = b.sentence_span(b.sentence_of(span[0]))
        marks = [x.start() for x in B._CLAUSE_MARK.finditer(b.text, lo, hi)]
        start = max([p for p in marks if p < span[0]], default=lo)
        end = min([p for p in marks if p >= span[1]], default=hi)
        if end < hi and len(b.text[span[1]:end].strip()) <= 6 and len(b.text[start:span[0]].strip(" ,;:")) <= 8:
            end = min([p for p in marks if p > end], default=hi)
        cells = self._row_keys().get(named[:2], {}).get(named[2], ((), {}))[1]
        tol = self.config.approx_tolerance
        for i, (m, bd) in enumerate(results):
            if not start <= m.start < end or m.start < span[1] and m.end > span[0]:
                continue  # (a change of the tier's price, "from 0.29 to 0.22", is judged end by end)
            dims = (m.unit or units.UNITS[""]).dims  # (a price in yuan is a plain number of a column in yuan)
            other = bd.other if bd.status == "unsourced" else bd.cand if bd.status == "verified" else None
            if bd.status == "verified" and not (other is not None and other.kind == "evidence" and len(other.refs) == 1
                                                and other.refs[0].split(".")[:2] == list(named[:2])):
                continue  # (a figure bound outside the table is another rule's to judge)
            mine = [c for c in cells.values() if c is not None and c.unit.dims == dims
                    and not self._bound_side(*named[:2], c.refs[0].split(".")[3])]
            if not mine:
                continue
            held = next((c for c in mine if B.holds(m, c, tol)), None)
            if held is not None:
                results[i] = (m, B.Binding("verified", held, score=bd.score))
            elif other is not None and other.refs and other.refs[0].split(".")[:2] == list(named[:2]):
                want = next((c for c in mine if c.refs[0].split(".")[3] == other.refs[0].split(".")[3]), mine[0])
                results[i] = (m, B.Binding("value-mismatch", want, alts=bd.alts))
