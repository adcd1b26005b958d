"""A number bound to one variant of a quantity while its clause names another variant: "NFS 单次保存需要
62 秒" when 62 s is the S7 (product) variant and NFS the baseline; "Llama-3-8B 加载需要 41 秒" when 41 s is
the Llama-3-70B row of the table.

The variants of a quantity are
- the variants of one report metric (R1.ckpt_save_time.baseline / .fx100), named by the variant key as a
  whole word (fx100, FX100, s7), and for the report's baseline variant also by the report's
  setup.baseline text and the baseline words (基线, 原有, 原来, baseline, previous, old, …);
- the rows of one table column, named by the row's text cells (Llama-3-70B) or its key;
- the columns of one table row that have the same unit, named by the column key or its label.
A number binds to variant V directly (an evidence value) or through a claim whose evidence provenance
is that one value. When its clause names another variant V' and not V, and the number does not hold
for V', it is a value-mismatch. Changes and ranges (both ends are written) are left to pairs.py.
"""
from __future__ import annotations

import re

from engine.check import bind as B
from engine.check.extract import Mention
from engine.check.markdown import Block
from engine.check.scope import Candidate

BASE_KEYS = {"base", "baseline", "before", "old", "orig", "original", "prev", "previous", "ref", "reference"}
BASE_WORDS = ("基线", "原有", "原来", "原先", "改造前", "baseline", "previous", "old", "existing")
_VERSUS = re.compile(r"(?:对比|相比|比较|vs\.?|versus|compared (?:to|with)|against)\s*([A-Za-z][\w.+-]*)", re.I)
_CLAUSE = re.compile(r"[,,;;。!?!?::]|\band\b|\bwhile\b|\bbut\b|而|但")


def _word_rx(w: str) -> re.Pattern:
    w = w.lower().strip()
    if w.isascii():
        return re.compile(r"(?<![0-9a-z])" + re.escape(w) + r"(?![0-9a-z])")
    return re.compile(re.escape(w))


class VariantRules:
    def _variant_index(self):
        """ref -> list of (group, own names, display) ; group -> list of refs."""
        if hasattr(self, "_vidx"):
            return self._vidx
        names: dict[str, list] = {}  # ref -> [(group key, [patterns], label)]
        groups: dict[tuple, list[str]] = {}
        for rid in self.in_scope:
            rep = self.registry[rid]
            model = rep.model
            setup = {str(k).lower(): str(v) for k, v in (model.setup or {}).items()}
            title = str(model.title or "")
            metrics: dict[str, list] = {}
            for ev in rep.values.values():
                if ev.kind == "variant":
                    metrics.setdefault(ev.path[0], []).append(ev)
                elif ev.kind == "cell":
                    table = model.tables[ev.path[0]]
                    row = table.rows[ev.path[1]]
                    cells = row if isinstance(row, list) else list(row.values())
                    col = table.columns[ev.path[2]]
                    rnames = [ev.path[1]] + [c for c in cells if isinstance(c, str) and c.strip()]
                    cnames = [ev.path[2]] + ([col.label] if col.label else [])
                    g_rows = (rid, ev.path[0], "col", ev.path[2])  # rows of one column
                    g_cols = (rid, ev.path[0], "row", ev.path[1], str(ev.quantity.unit.dims))  # columns of one row
                    for g, ws, label in ((g_rows, rnames, next((c for c in rnames[1:]), ev.path[1])),
                                         (g_cols, cnames, col.label or ev.path[2])):
                        pats = [_word_rx(w) for w in ws if len(w.strip()) >= 2]
                        names.setdefault(ev.ref, []).append((g, pats, label, False))
                        groups.setdefault(g, []).append(ev.ref)
            for metric, evs in metrics.items():
                if len(evs) < 2:
                    continue
                keys = [ev.path[-1].lower() for ev in evs]
                base = [k for k in keys if k in BASE_KEYS]
                if not base and setup.get("baseline"):
                    base = [k for k in keys if _word_rx(k).search(setup["baseline"].lower())]
                if not base:
                    vs = {m.group(1).lower() for t in setup.values() for m in _VERSUS.finditer(t)}
                    base = [k for k in keys if k in vs]
                if not base and len(keys) == 2:
                    in_title = [k for k in keys if _word_rx(k).search(title.lower())]
                    if len(in_title) == 1:
                        base = [k for k in keys if k not in in_title]
                base = base if len(base) == 1 else []
                g = (rid, metric)
                for ev, k in zip(evs, keys):
                    ws = [k] if len(k) >= 2 and k not in ("value", "values") else []
                    is_base = bool(base) and k == base[0]
                    if is_base:
                        ws += list(BASE_WORDS) + ([setup["baseline"]] if setup.get("baseline") else [])
                    label = setup["baseline"] if is_base and setup.get("baseline") else \
                        (k.upper() if k.isascii() else k)
                    names.setdefault(ev.ref, []).append((g, [_word_rx(w) for w in ws], label, is_base))
                    groups.setdefault(g, []).append(ev.ref)
        self._vidx = (names, groups)
        return self._vidx

    def _clause_of(self, b: Block, m: Mention) -> str:
        k = b.sentence_of(m.num_start)
        lo, hi = b.sentence_span(k)
        before = b.text[lo:m.start]
        cuts = list(_CLAUSE.finditer(before))
        start = lo + cuts[-1].end() if cuts else lo
        after = b.text[m.end:hi]
        cut = _CLAUSE.search(after)
        end = m.end + cut.start() if cut else hi
        text = b.text[start:end]
        if b.kind == "cell":
            text = b.row + " " + b.header + " " + text
        return text.lower()

    def _variant_named(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """A number bound to variant V whose clause names another variant V' (and not V): a mismatch."""
        c = bd.cand
        if bd.status != "verified" or c is None or m.group or c.kind == "derivation" or len(c.refs) != 1:
            return bd
        names, groups = self._variant_index()
        ref = c.refs[0]
        if ref not in names:
            return bd
        clause = self._clause_of(b, m)
        for g, pats, _label, _base in names[ref]:
            if any(p.search(clause) for p in pats):
                continue  # the clause names the number's own variant
            for other in groups[g]:
                if other == ref:
                    continue
                og = next(x for x in names[other] if x[0] == g)
                if not og[1] or not any(p.search(clause) for p in og[1]):
                    continue
                want = self._variant_cand(c, other)
                if want is None or B.holds(m, want, self.config.approx_tolerance):
                    continue
                return B.Binding("variant-mismatch", want, c, alts=(og[2] + (" (the baseline)" if og[3] else ""),))
        return bd

    def _variant_cand(self, c: Candidate, ref: str) -> Candidate | None:
        """The quantity that stands to variant `ref` as c stands to its own: a claim computed from that one
        value with the same unit (t_s7 -> t_nfs, save_s7 -> save_nfs), else the evidence value itself."""
        same = [o for o in self.cands if o.refs == (ref,) and o.unit.dims == c.unit.dims and o.kind == c.kind]
        if not same:
            same = [o for o in self.cands if o.refs == (ref,) and o.unit.dims == c.unit.dims]
        if not same:
            return None
        mine = set(c.name.lower().replace(".", "_").split("_"))
        return max(same, key=lambda o: (len(mine & set(o.name.lower().replace(".", "_").split("_"))),
                                        o.kind == "evidence", o.name))
