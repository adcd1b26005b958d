"""Settings of a sweep table: "At 32 GT/s, 16 lanes move 63.0 GB/s", "以 16GT/s 运行时,16 通道带宽为 31.5GB/s".

A bare figure written as a setting names the row of the table's key column that holds it (rownames.RowIndex.name_of).
The sentence is then about that row: a figure of the sentence in the dimension of that row's cells is one of them,
not a quantity outside the table that happens to hold the same number ("32 GB/s" of a network metric, when the row
of 32 GT/s moves 63.0 GB/s over 16 lanes).
"""
from __future__ import annotations

import re

from engine.check import bind as B
from engine.check.markdown import Block
from engine.check.rownames import by_condition, names_position, row_of

# "At 32 GT/s", "running at", "以 32GT/s", "在 16GT/s": a setting before the figure (one end of a range of settings
# written so is a setting in it, not the range's result)
SETTING = re.compile(r"(?:(?<![a-z])(?:at|running at|clocked at)|[以在])[ \u00a0]*$", re.I)


def written_as_setting(text: str, m) -> bool:
    return SETTING.search(text[max(0, m.start - 12):m.start]) is not None or by_condition(text, m)


class SettingRules:
    def _held_by_setting(self, b: Block, mentions, results: list, named: dict) -> None:
        """A figure bound outside the table of the one row its sentence names by a setting is judged at that row:
        rebound to the row's cell of its dimension that holds it, else a mismatch against the row's cell."""
        if self.scope is not None or not named:
            return
        by_sentence: dict[int, list] = {}
        for i, c in named.items():
            m = mentions[i]
            # (or written as the name of its row: "256 字节的值", "with 256-byte values")
            if c is not None and c.name in self.rows.keys and (written_as_setting(b.text, m)
                                                               or names_position(b.text, m) >= 0):
                by_sentence.setdefault(b.sentence_of(m.num_start), []).append((m, row_of(c)))
        if not by_sentence:
            return
        idx = self._row_keys()
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            settings = by_sentence.get(b.sentence_of(m.num_start), ())
            # (a multiple or percent only as a cell's own: "256 字节的值写放大为 22.0 倍" of a write-amplification column)
            if len({r for _, r in settings}) != 1 or bd is None or bd.status != "verified" or bd.cand is None \
                    or m.group or m.start < settings[0][0].end:
                continue
            # (a bare figure of a cell printed as a multiple or percent: "write amplification is 18.5")
            sym = m.unit.symbol if m.unit is not None else bd.cand.unit.symbol if bd.cand.kind == "evidence" else None
            if sym is None or m.unit is None and sym not in ("%", "x") or sym in ("%", "x") and bd.cand.kind != "evidence":
                continue
            marks = list(B._CLAUSE_MARK.finditer(b.text, settings[0][0].end, m.start))
            if len(marks) > 1 or marks and marks[0].start() - settings[0][0].end > 12:
                continue  # (the setting's clause and the one it heads: "…, twice the 32 GB/s of the network" is not)
            rid, table, row = settings[0][1]
            c = bd.cand
            if c.refs and all(r.startswith(f"{rid}.{table}.") for r in c.refs):
                continue  # (a cell of the table: its row is _named_row's to judge)
            cells = [o for o in (idx.get((rid, table), {}).get(row, ((), {}))[1]).values()
                     if o is not None and o.unit.symbol and sym not in ("%", "x") and o.unit.dims == m.unit.dims]
            if sym in ("%", "x"):  # (the cell as printed, not its twin in the other form: 26.4 x, not +2,540%)
                refs = {o.refs[0] for o in (idx.get((rid, table), {}).get(row, ((), {}))[1]).values() if o is not None}
                cells = [o for o in self.cands if o.kind == "evidence" and len(o.refs) == 1 and o.refs[0] in refs
                         and o.unit.symbol == sym and not o.written]
            if not cells:
                continue  # (the row has nothing of the figure's dimension: it is about something else)
            held = next((o for o in cells if B.holds(m, o, tol)), None)
            results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None
                          else B.Binding("value-mismatch", cells[0], alts=bd.alts))
