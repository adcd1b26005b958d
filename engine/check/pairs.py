"""Both ends of a change or range, and a table row that names its variant: a number that matches a
quantity of the other variant or another family only by coincidence."""
from __future__ import annotations

import re

from engine import units
from engine.check import bind as B, lexicon
from engine.check.extract import Mention
from engine.check.foreign import foreign_unit_written
from engine.check.markdown import Block
from engine.check.scope import NAME_WORD, Candidate, _keyed, has_key, in_money
from engine.check.columns import _rows_of_one_column, versus_cells
from engine.models.common import all_text


# going back to the baseline: "换回原有 NAS 后,利用率从 91% 降到 38%"
_BACK = re.compile(r"换回|退回|回退|改回|切回|回滚|(?<![a-z])(?:switch\w* back|revert\w*|roll\w* back|going back|went back)"
                   r"(?![a-z])", re.I)


class PairRules:
    # -- a table row names its variant -----------------------------------------------------------------
    _BASE = ("base", "baseline", "before", "old", "orig", "prev", "previous")
    _NEW = ("fx", "new", "after")

    def _variant_group(self, words: str) -> str:
        from engine.check.scope import SYNONYMS

        low = words.lower()
        base = any(w in low for w in SYNONYMS["base"]) or any(w in low for w in self._BASE if len(w) > 3)
        new = any(w in low for w in SYNONYMS["fx"]) or any(
            v in low for v in self._variants_new())
        return "base" if base and not new else "new" if new and not base else ""

    def _variants_new(self):
        if not hasattr(self, "_new_variants"):
            self._new_variants = sorted({ev.path[-1].lower() for rid in self.in_scope
                                         for ev in self.registry[rid].values.values()
                                         if ev.kind == "variant" and ev.path[-1].lower() not in self._BASE})
        return self._new_variants

    def _row_variant(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """In a table whose rows are variants (原有存储 / FX100), a cell bound to a quantity of the other
        variant, while its own variant's sibling disagrees with it, matched by coincidence."""
        row = self._variant_group(b.row)
        if not row:
            return bd
        c = bd.cand
        toks = [t for t in c.name.lower().replace(".", "_").split("_") if t]
        mine = "base" if any(t in self._BASE for t in toks) else "new" if any(
            t in self._NEW or t in self._variants_new() for t in toks) else ""
        if not mine or mine == row:
            return bd
        core = {t for t in toks if t not in self._BASE and t not in self._NEW and t not in self._variants_new()}
        for o in self.cands:
            if o is c or o.needs_context or o.unit.dims != c.unit.dims:
                continue
            ot = [t for t in o.name.lower().replace(".", "_").split("_") if t]
            og = "base" if any(t in self._BASE for t in ot) else "new" if any(
                t in self._NEW or t in self._variants_new() for t in ot) else ""
            if og == row and core & set(ot) and not B.holds(m, o, self.config.approx_tolerance):
                return B.Binding("pair-mismatch", o, c)
        return bd

    def _label_row(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """In an article's table, a row labelled by a count ("4 个客户端", "4") that is one evidence row's own cell
        (K1.scaling.c4.clients = 4): a cell of that article row bound to another evidence row of the same table
        (350 µs is c8's P99) while the labelled row has that column is the other row's figure (rows swapped)."""
        c = bd.cand
        parts = c.name.split(".") if c is not None else []
        nums = _LABEL_NUMBER.findall(b.row)
        if c is None or c.kind != "evidence" or len(parts) != 4 or len(nums) != 1 or b.text.strip() == b.row.strip():
            return bd
        value = float(nums[0].replace(",", ""))
        table = [o for o in self.cells if o.name.split(".")[:2] == parts[:2]]
        rows = {o.name.split(".")[2] for o in table if o.lo == value and o.hi == value
                and (units.is_counted(o.unit) or not o.unit.symbol)}
        if len(rows) != 1 or parts[2] in rows:
            return bd
        (row,) = rows
        own = next((o for o in table if o.name.split(".")[2] == row and o.name.split(".")[3] == parts[3]), None)
        if own is None or B.holds(m, own, self.config.approx_tolerance):
            return bd
        return B.Binding("pair-mismatch", own, c)

    def _variant_of(self, c: Candidate) -> str:
        toks = [t for t in c.name.lower().replace(".", "_").split("_") if t]
        if any(t in self._BASE for t in toks):
            return "base"
        return "new" if any(t in self._NEW or t in self._variants_new() for t in toks) else ""

    def _range_of_two_variants(self, lo: Mention, a: Candidate, b: Candidate) -> str | None:
        """"FX100 单次保存耗时 94–178s": a range whose ends are the two variants of one quantity, in a clause that
        names one of them, is not that variant's range: the end of the other variant is the mismatch ("lo" or
        "hi"; None if the range is fine)."""
        va, vb = self._variant_of(a), self._variant_of(b)
        if not va or not vb or va == vb or a.unit.dims != b.unit.dims or not (self._stems(a) & self._stems(b)
                                                                               or self._same_family(a, b)):
            return None
        named = self._variant_group(self._clause_of(lo.block, lo))
        if named not in (va, vb):
            return None
        return "lo" if va != named else "hi"

    def _same_family(self, a: Candidate, b: Candidate) -> bool:
        core = [{t for t in c.name.lower().replace(".", "_").split("_") if t} - set(self._BASE) - set(self._NEW)
                - set(self._variants_new()) for c in (a, b)]
        return bool(core[0]) and core[0] == core[1]

    # -- both ends of a change or range --------------------------------------------------------------
    def _stems(self, c: Candidate) -> set:
        got = self._stem_memo.get(id(c)) if hasattr(self, "_stem_memo") else None
        if got is not None:
            return got
        if not hasattr(self, "_stem_memo"):
            self._stem_memo = {}
            self._variant_words = {"base", "baseline", "fx", "before", "after", "old", "new", "ref", "orig",
                                   "prev", "cur", "current", "previous", "original"}
            for rid in self.in_scope:
                for ev in self.registry[rid].values.values():
                    if ev.kind == "variant":
                        self._variant_words.add(ev.path[-1].lower())
        out = set()
        if c.kind != "evidence" or not c.name.count("."):
            toks = frozenset(t for t in c.name.lower().split("_") if t and t not in self._variant_words)
            if toks:
                out.add(("name", toks))
        for ref in c.refs if c.kind in ("evidence",) else ():
            parts = ref.split(".")
            if len(parts) == 3:
                out.add(("metric", parts[0], parts[1]))
            elif len(parts) == 4:
                out.add(("row", parts[0], parts[1], parts[2]))
                out.add(("col", parts[0], parts[1], parts[3]))
        self._stem_memo[id(c)] = out
        return out

    def _check_pairs(self, mentions: list[Mention], results):
        """"从 9.9% 降到 5.5%": the two ends are two variants of one quantity. An end that matches a quantity
        of another family, while its partner's own counterpart disagrees with it, matched by coincidence."""
        by_mention = {id(m): (k, bd) for k, (m, bd) in enumerate(results)}
        for i, m in enumerate(mentions):
            if m.group not in ("change", "range") or m.role not in ("from", "lo") or m.partner is None:
                continue
            other = mentions[m.partner]
            if id(m) not in by_mention or id(other) not in by_mention:
                continue
            ka, ba = by_mention[id(m)]
            kb, bb = by_mention[id(other)]
            if m.group == "range" and (ba.status == "verified") != (bb.status == "verified") \
                    and "derivation-direction" not in (ba.status, bb.status):  # "慢 6.2–9.3 倍": judged once
                good, (kbad, bad_m) = (ba, (kb, other)) if ba.status == "verified" else (bb, (ka, m))
                if good.cand is not None and good.cand.is_range:
                    results[kbad] = (bad_m, B.Binding("value-mismatch", good.cand))  # a range must match at both ends
                continue
            if ba.status != "verified" or bb.status != "verified":
                continue
            if "model" in (ba.cand.op, bb.cand.op):
                continue  # "from the 9124 to the 9174F keeps 16 cores": a model's name is no end of a change
            if m.group == "range" and ba.cand is not bb.cand:
                mixed = self._range_of_two_variants(m, ba.cand, bb.cand)
                if mixed is not None:
                    k, end, bound, want = (ka, m, ba.cand, bb.cand) if mixed == "lo" else (kb, other, bb.cand, ba.cand)
                    results[k] = (end, B.Binding("pair-mismatch", want, bound))
                    continue
            direction = m.data.get("direction")
            if direction and ba.cand is not bb.cand:
                va, vb = ba.cand.lo, bb.cand.lo
                if (direction == "down" and vb > va) or (direction == "up" and vb < va):
                    results[kb] = (other, B.Binding("direction", bb.cand, ba.cand))
                    continue
            why = self._swapped_ends(m, ba.cand, bb.cand) if m.group == "change" else ""
            if why:
                results[kb] = (other, B.Binding("derivation-direction", bb.cand, alts=(why,)))
                continue
            if ba.cand is bb.cand:
                if m.group == "change" and not units.is_close(m.value * (m.unit.factor if m.unit else 1),
                                                              other.value * (other.unit.factor if other.unit else 1)):
                    # "从 9.9% 降到 超过5.5%": both ends cannot be the same quantity
                    for k, end in ((kb, other), (ka, m)):
                        if end.qualifier:
                            fam = self._stems(ba.cand)
                            want = next((c for c in self.cands if c is not ba.cand and self._stems(c) & fam
                                         and B.holds(end, c, self.config.approx_tolerance, qualifier=None)), ba.cand)
                            results[k] = (end, B.Binding("qualifier-violation", want))
                            break
                continue
            a, b = ba.cand, bb.cand
            sa = set().union(*(self._stems(x) for x in (a,) + ba.alts))
            sb = set().union(*(self._stems(x) for x in (b,) + bb.alts))
            if not sa or not sb or sa & sb:
                continue

            def counterpart(end: Mention, bound: Candidate, partner_c: Candidate):
                ps = self._stems(partner_c)
                fam = [c for c in self.cands if c is not partner_c and c.unit.dims == bound.unit.dims
                       and self._stems(c) & ps]
                if any(B.holds(end, c, self.config.approx_tolerance) for c in fam):
                    return None  # "从 2 台到 8 台": 8 is also the partner's own row (h8), not only a coincidence
                for c in self.cands:
                    if c is partner_c or c.same_value(partner_c) or c.unit.dims != bound.unit.dims:
                        continue
                    if self._stems(c) & ps and not B.holds(end, c, self.config.approx_tolerance):
                        return c
                return None
            # an end that is a cell of a row the sentence names by another of its cells ("从 2 台增加到 8 台,
            # tpmC 从 49.8 万增长到 186 万": 49.8 万 is the 2-server row's) is that row's, not a coincidence
            named = {st for (mm, bd_) in results if mm is not m and mm is not other and bd_.status == "verified"
                     and bd_.cand is not None for x in (bd_.cand,) + bd_.alts for st in self._stems(x)
                     if st[0] == "row"}
            ca = None if any(st in named for x in (a,) + ba.alts for st in self._stems(x) if st[0] == "row") \
                else counterpart(m, a, b)
            cb = None if any(st in named for x in (b,) + bb.alts for st in self._stems(x) if st[0] == "row") \
                else counterpart(other, b, a)
            if ca is None and cb is None:
                continue
            if ca is not None and (cb is None or ba.score <= bb.score):
                k, end, bound, want = ka, m, a, ca
            else:
                k, end, bound, want = kb, other, b, cb
            results[k] = (end, B.Binding("pair-mismatch", want, bound))

    def _swapped_ends(self, m: Mention, a: Candidate, z: Candidate) -> str:
        """"GPU 利用率从 91% 降到 38%" when the baseline had 38% and the product 91%: a change goes from the
        baseline variant to the product's, so ends bound the other way round are swapped (whatever the change
        word says), unless the sentence says it goes back (换回, switched back)."""
        if a is z or a.same_value(z):
            return ""
        if self._same_family(a, z) and self._variant_of(a) == "new" and self._variant_of(z) == "base":
            ra, rz = a.name, z.name  # claims named for their variant: bubble_fx, bubble_base
        else:
            if len(a.refs) != 1 or len(z.refs) != 1 or a.refs == z.refs:
                return ""
            names, _ = self._variant_index()
            ra, rz = a.refs[0], z.refs[0]
            if not {x[0] for x in names.get(ra, ())} & {x[0] for x in names.get(rz, ())}:
                return ""
            base = self._vbase_refs()
            if rz not in base or ra in base:
                return ""
        lo, hi = m.block.sentence_span(m.block.sentence_of(m.num_start))
        if _BACK.search(m.block.text[lo:hi]):
            return ""
        return (f"the change goes from the baseline {rz} {z.display} to {ra} {a.display}, not from {a.display} "
                f"to {z.display} (swapped ends?)")

    @staticmethod
    def _object_of_ahead(b: Block, m: Mention, before, ahead, results, where) -> bool:
        """The words between a figure and the change after it name that change's column (a word of its cells'
        column the change before the figure lacks): the figure is about the change after it."""
        from engine.check.scope import has_key

        def col_words(pair) -> set:
            out = set()
            for x in pair:
                bd = results[where[id(x)]][1] if id(x) in where else None
                if bd is None or bd.status != "verified" or bd.cand is None or len(bd.cand.need) < 2:
                    return set()
                out |= set(bd.cand.need[1])
            return out
        first = min(ahead, key=lambda x: x.start)
        # the words from the end of the change before to the change after, the figure left out ("平均时延从 1.10 ms
        # 增至 1.60 ms,峰值时延则增长 72%,从 4.6 ms 增至 7.9 ms")
        last = max(before, key=lambda x: x.end)
        if re.fullmatch(r"[^()（）]{0,16}[(（][^()（）]*", b.text[last.end:m.start]) \
                and re.match(r"[^()（）]*[)）]", b.text[m.end:first.start]):
            return False  # "from 512 to 65,536 (a 128x increase) cuts …": an aside of the change before it
        after = (b.text[last.end:m.start] + " " + b.text[m.end:first.start]).lower()
        mine, theirs = col_words(ahead), col_words(before)
        return bool(mine) and any(has_key(k, after) for k in mine - theirs) \
            and not any(has_key(k, after) for k in theirs - mine)

    # -- a change's own figures ----------------------------------------------------------------------
    def _change_figures(self, b: Block, mentions: list[Mention], results) -> None:
        """"从 2,150 提高到 5,380,提升了 150%": a percent change, multiple or difference written after a
        change whose two ends both verified, right after it (at most 12 characters, no other number, no word
        of another quantity of its kind between), with a word of its operation near it,
        is verified when it equals that change computed from the ends' true values: (to − from) ÷ from
        (sign-free), the larger ÷ the smaller, or |to − from|. It needs the citations of both ends.
        Without a brief, a derivation of the same two values that the number bound to must be this one:
        a percent change of "from 2,150 to 5,380" is relative to 2,150."""
        from engine.calc import display as D
        from engine.calc.quantity import Quantity
        from engine.check.scope import OP_WORDS

        where = {id(m): k for k, (m, _) in enumerate(results)}
        changes = [(mentions[m.partner], m) for m in mentions
                   if m.group == "change" and m.role == "from" and m.partner is not None]
        last: dict[int, int] = {}  # change -> end of its last figure: "缩短了 47%,每次省下 84s"
        for k, (m, bd) in enumerate(results):
            derived = bd.status == "verified" and bd.cand is not None and bd.cand.kind == "derivation"
            points = derived and bd.cand.op == "diff" and (m.pp or m.unit is None)
            if (bd.status == "verified" and not derived) or m.group or m.arith is not None \
                    or m.unit is None and not points or m.vague is not None \
                    or m.qualifier not in (None, "approx", "gt", "ge", "lt", "le", "nearly") or m.pp and not points:
                continue  # (points, "by 0.9 points": only a difference the search bound, for its direction below)
            sent = b.sentence_of(m.num_start)
            before = [(a, z) for z, a in changes if z.end <= m.start and b.sentence_of(z.num_start) == sent]
            ahead = [(a, z) for z, a in changes if min(a.start, z.start) >= m.end and b.sentence_of(a.num_start) == sent]
            gap = ""
            if before and ahead and self._object_of_ahead(b, m, before[-1], ahead[0], results, where):
                before = []  # "from 64 to 256 clients more than doubles aggregate read bandwidth, from 151.2 GB/s
                # to 318.6 GB/s": the multiple's object is the change after it
            if before:
                a, z = before[-1]  # the nearest change before the number
                start = last.get(id(z), z.end)
                gap = b.text[start:m.start]
                if len(gap) > 12 or any(start <= o.start < m.start for o in mentions):
                    before = []  # right after the change (or its last figure), with no other number between
            if not before and ahead:
                # "halves the training time, from 9.5 to 4.7 days", "cut it by 51%, from …": the figure of the
                # change written before it, with `from` / 从 right before its first end
                a, z = ahead[0]
                first = min(a, z, key=lambda x: x.start)  # "halves latency to 196 µs from 410 µs": the to end first
                gap = b.text[m.end:first.start]
                if len(gap) > 60 or any(m.end <= o.start < first.start for o in mentions) \
                        or not (lexicon.FROM_BEFORE.search(gap) if first is a else _TO_END.search(gap)):
                    continue
            elif not before:
                continue
            if id(a) not in where or id(z) not in where:
                continue
            ba, bz = results[where[id(a)]][1], results[where[id(z)]][1]
            if ba.status != "verified" or bz.status != "verified":
                continue
            ca, cz = ba.cand, bz.cand
            if ca.is_range or cz.is_range or ca.unit.dims != cz.unit.dims or ca.lo <= 0 or cz.lo <= 0:
                continue
            hi_c, lo_c = (cz, ca) if cz.lo >= ca.lo else (ca, cz)
            if points:  # "raises test-other WER by 0.9 points, from 5.8% to 4.9%": the difference, in points
                op, v, unit = "diff", abs(cz.lo - ca.lo), ca.unit
                how = f"{hi_c.display} − {lo_c.display}"
            elif m.unit.symbol == "%" and cz.lo < ca.lo and ca.unit.dims == units.UNITS["s"].dims \
                    and self._said_speed(b, m) == "fast":  # "从 178s 降到 94s,快了 89%": the speed rose by 178 ÷ 94 − 1
                op, v, unit = "change", ca.lo / cz.lo - 1, units.UNITS["%"]
                how = f"{ca.display} ÷ {cz.display} − 1 (a speed-up)"
            elif m.unit.symbol == "%":
                op, v, unit = "change", abs(cz.lo - ca.lo) / ca.lo, units.UNITS["%"]
                how = f"({hi_c.display} − {lo_c.display}) ÷ {ca.display}"
            elif m.unit.symbol == "x":
                op, v, unit = "ratio", hi_c.lo / lo_c.lo, units.UNITS["x"]
                how = f"{hi_c.display} ÷ {lo_c.display}"
            elif m.unit.dims == ca.unit.dims:
                op, v, unit = "diff", hi_c.lo - lo_c.lo, ca.unit
                how = f"{hi_c.display} − {lo_c.display}"
            else:
                continue
            ctx, _ = self._context(b, m)
            if not any(w in ctx for w in OP_WORDS[op]) and op != "ratio" and m.data.get("form") != "mult":
                continue  # (halves, 减半, doubles: the figure is its own operation)
            low = gap.lower()
            ops = {w for ws in OP_WORDS.values() for w in ws}
            cjk_ops = [o for o in ops if not o.isascii()]

            own = set(ca.keys) | set(cz.keys)

            def names(w: str) -> bool:  # a word that names a quantity, not an operation (省下, 提升), nor the ends'
                return w in low and w not in ops and w not in own and not any(o in w for o in cjk_ops)
            if any(c is not ca and c is not cz and not c.needs_context and c.unit.dims == (m.unit or unit).dims
                   and any(names(w) for w in c.keys) for c in self.cands):
                continue  # "…降到 94s,GPU 利用率提升了 47%": the words between name another quantity
            d = max(m.decimals, 0)
            cand = Candidate(f"{op} of {ca.name} → {cz.name}", "derived", v, v, unit, d,
                             D.quantity(Quantity(v, v, m.unit if m.unit is not None and m.unit.dims == unit.dims else unit), d, self.lang),
                             f"= {how}", tuple(dict.fromkeys(ca.reports + cz.reports)), (),
                             internal=ca.internal or cz.internal, op=op if points else "")
            if derived and (set(bd.cand.refs) != set(ca.refs + cz.refs) or bd.cand.op != op):
                continue  # bound to another derivation of the report: not about this change
            said = self._said_direction(b, m) if op in ("change", "diff") else None
            went = "up" if cz.lo > ca.lo else "down"
            if said in ("up", "down") and said != went and "speed-up" not in how:
                # "降低了 60%,从 9,100 提高到 14,600", "adds 4.8 days, from 9.5 to 4.7 days": the figure's own word
                # says the change goes the other way
                results[k] = (m, B.Binding("derivation-direction", cand, alts=(
                    f"its words say {said}, but the change goes {went}, from {ca.display} to {cz.display}",)))
                continue
            if B.holds(m, cand, self.config.approx_tolerance):
                last[id(z)] = m.end
                if not derived:
                    results[k] = (m, B.Binding("verified", cand))
            elif derived or "speed-up" in how:
                # "从 2,150 提高到 5,380,提升了 60%": 60% is (5,380 − 2,150) ÷ 5,380, but the text says the
                # change starts at 2,150; "缩短了 349%" is relative to the end. Wrong for this change.
                results[k] = (m, B.Binding("value-mismatch", cand))

    def _restated(self, b: Block, results) -> None:
        """"push 2,024,032 records per second, just over two million": a figure set off by a comma right after
        another (or after `or`, `i.e.`, 即, 约合) restates it. When nothing else supports it, it is verified when it
        holds, under its own rounding and qualifier, for the quantity the figure before it is; else it stays as
        bound ("…, just over three million" fails)."""
        for k in range(1, len(results)):
            (a, ba), (m, bm) = results[k - 1], results[k]
            c = ba.cand
            if bm.status == "verified" or ba.status != "verified" or c is None or c.is_range or m.group or a.group \
                    or m.arith is not None or not _RESTATES.fullmatch(b.text[a.end:m.start]) \
                    or m.unit is not None and a.unit is not None and m.unit.dims != a.unit.dims \
                    or re.match(r"[ \u00a0]+of(?![a-z])", b.text[m.end:], re.I):
                continue  # ("0.45 bit/s/Hz, more than a third of the 1.5": a share of what follows, no restatement)
            if B.holds(m, c, self.config.approx_tolerance):
                results[k] = (m, B.Binding("verified", c, score=ba.score))
        self._bound_then_exact(b, results)

    def _bound_then_exact(self, b: Block, results) -> None:
        """"正常执行时排序用时不到 15 分钟(891 秒)", "pushes the sort past 1,200 seconds (1283 s)": a bound followed by a
        parenthesis that writes one figure of its dimension is about that figure's quantity: verified when it holds
        there, else a qualifier-violation against it (never another quantity that merely satisfies the bound)."""
        tol = self.config.approx_tolerance
        for k in range(len(results) - 1):
            (a, ba), (m, bm) = results[k], results[k + 1]
            c = bm.cand if bm.status == "verified" else None
            if c is None or c.is_range or a.qualifier not in B.INEQ or a.group or m.group or a.arith is not None \
                    or a.unit is None or m.unit is None or a.unit.dims != m.unit.dims or c.kind not in ("evidence", "derivation") \
                    or not _PAREN_OPEN.fullmatch(b.text[a.end:m.start]) or not _PAREN_CLOSE.match(b.text[m.end:]):
                continue
            if ba.status == "verified" and ba.cand is c:
                continue
            results[k] = (a, B.Binding("verified", c, score=bm.score) if B.holds(a, c, tol)
                          else B.Binding("qualifier-violation", c))

    def _row_of_count(self, b: Block, results) -> None:
        """"8 个客户端时,ArkFS 的平均读吞吐为 38.6GB/s", "With 8 clients, ArkFS averaged 38.6 GB/s" when 38.6 is the
        16-client row: a count that is a cell of a table's counted column (clients, nodes, GPUs) names that row
        for the other figures of its sentence. A figure bound to a cell of another row of that table, in a
        sentence that names rows this way and not its own, is a mismatch against the named row's cell of its
        column ("从 4 个客户端扩展到 16 个客户端,读吞吐从 10.4GB/s 增长到 38.6GB/s" names both rows)."""
        def cell(c):
            refs = c.refs if c is not None and c.kind in ("evidence", "assumption", "derived") else ()
            return refs[0].split(".") if len(refs) == 1 and refs[0].count(".") == 3 else None
        named: dict[tuple, dict] = {}  # (sentence, report, table) -> rows named by a count -> the count as written
        by_attr: set = set()  # (sentence, report, table, row) named by a figure before its name
        wide: dict[tuple, dict] = {}  # … and the rows a change may start from at that count
        for m, bd in results:
            p = cell(bd.cand) if bd.status == "verified" else None
            c0 = bd.cand
            if p is None and bd.status == "verified" and c0 is not None and units.is_counted(c0.unit):
                # "从 512 卡到 1,000 卡" when the 1,000 GPUs are also a report's own figure: a cell of that report's
                # counted column with the same count names its row as well
                rid = c0.refs[0].split(".")[0] if len(c0.refs) == 1 else ""
                c0 = next((c for c in self.cells if cell(c) is not None and cell(c)[0] == rid
                           and units.is_counted(c.unit) and c.unit.dims == bd.cand.unit.dims
                           and c.same_value(bd.cand)), None)
                p = cell(c0)
            if p is not None and not units.is_counted(c0.unit) and c0.need and p[0] in self.registry \
                    and not _keyed(self.registry[p[0]], p[1]) and _names_row_after(b, m, c0):
                # "1,200kVA 的 Liebert EXL S1 …", "the 1,200 kVA Liebert frame": a figure written as an attribute of
                # its row's name names that row, like a count
                named.setdefault((b.sentence_of(m.num_start), p[0], p[1]), {}).setdefault(p[2], m.text)
                by_attr.add((b.sentence_of(m.num_start), p[0], p[1], p[2]))
            if p is not None and units.is_counted(c0.unit) and m.decimals == 0:
                key = (b.sentence_of(m.num_start), p[0], p[1])
                named.setdefault(key, {}).setdefault(p[2], m.text)
                # the count names every row that has it ("on 8 GPUs" of three techniques at 8 GPUs), not the one
                # row it happened to bind, unless the sentence names that row alone, by a word the other lacks ("Model 7B
                # uses 32 heads" when Model 3B has 32 too); a change starts from any of them ("With torch.compile
                # … from 81.9 GiB to 77.0 GiB": 81.9 is the plain run's at 8 GPUs)
                rows = self._row_keys().get((p[0], p[1]), {})
                lo, hi = b.sentence_span(key[0])
                for o in self.cells:
                    q = o.refs[0].split(".") if len(o.refs) == 1 else ()
                    if len(q) == 4 and (q[0], q[1], q[3]) == (p[0], p[1], p[3]) and o.same_value(c0):
                        mine, theirs = set(rows.get(p[2], ((),))[0]), set(rows.get(q[2], ((),))[0])
                        told = any(has_key(w, b.text[lo:hi].lower()) for w in mine - theirs) \
                            and not any(has_key(w, b.text[lo:hi].lower()) for w in theirs - mine)
                        # (or its words near the count left the other out of the running: "1000 个客户端下向所有成员写入")
                        told = told or not any(o2.refs == o.refs for _, o2 in bd.runners) \
                            and not any(a.refs == o.refs for a in bd.alts)
                        (wide if told else named).setdefault(key, {}).setdefault(q[2], m.text)
        self._count_of_cell_row(b, results, cell)
        if not named:
            return
        self._pair_at_count(b, results, named, wide)
        for k, (y, bd) in enumerate(results):
            p = cell(bd.cand) if bd.status == "verified" else None
            if p is None and bd.status == "verified" and bd.cand is not None and not units.is_counted(bd.cand.unit) \
                    and not y.group and bd.cand.kind in ("evidence", "derived") and len(bd.cand.refs) == 1 \
                    and bd.cand.refs[0].count(".") == 2:
                # a report's stand-alone figure that is also a cell of a table whose row the sentence names by a
                # count ("4 台服务器时,N7 的平均 tpmC 达到 186 万" when 186 万 is tpmc.n7, the 8-server row's cell)
                rid = bd.cand.refs[0].split(".")[0]
                p = next((o.refs[0].split(".") for o in self.cands if o.kind == "evidence" and len(o.refs) == 1
                          and o.refs[0].count(".") == 3 and o.refs[0].startswith(rid + ".")
                          and (b.sentence_of(y.num_start), rid, o.refs[0].split(".")[1]) in named
                          and o.unit.dims == bd.cand.unit.dims and o.same_value(bd.cand)), None)
            if p is None or units.is_counted(bd.cand.unit) or y.group == "range" \
                    or _row_named_in_clause(b, results, y, p[:3], self.registry):
                continue
            rows = named.get((b.sentence_of(y.num_start), p[0], p[1]))
            if rows and all((b.sentence_of(y.num_start), p[0], p[1], r) in by_attr for r in rows) \
                    and _own_row_in_clause(b, y, bd.cand, rows, self._row_keys().get((p[0], p[1]), {})):
                continue  # ("The Kestrel OAM is rated at 600 W, 50% more than the 400 W PCIe card": the OAM's)
            if rows and _starts_change(b, y):
                # (a row the named ones build on: its words are theirs, "FSDP" of "FSDP + torch.compile"; never another
                # product's row at that count, "Swift" for "Kestrel 3.2.1")
                base = {r: t for r, t in wide.get((b.sentence_of(y.num_start), p[0], p[1]), {}).items()
                        if any(self._builds_on(p[0], p[1], r, n) for n in rows)}
                rows = {**rows, **base}
            if not rows or p[2] in rows:
                continue
            wants = [o for r in sorted(rows) for o in self.cands
                     if o.kind == "evidence" and o.refs == (".".join([p[0], p[1], r, p[3]]),)]
            if not wants or any(B.holds(y, o, self.config.approx_tolerance) for o in wants):
                continue
            results[k] = (y, B.Binding("variant-mismatch", wants[0], bd.cand,
                                       alts=(f"the row of {rows[wants[0].refs[0].split('.')[2]]}",)))

    def _builds_on(self, rid: str, tname: str, row: str, other: str) -> bool:
        """Every word of row's printed name is in other's ("baseline" of "baseline + kernel fusion")."""
        memo = self.__dict__.setdefault("_name_words", {})
        if (rid, tname) not in memo:
            table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
            memo[(rid, tname)] = {r: set(NAME_WORD.findall(n))
                                  for r, n in (_printed_names(table) if table is not None else {}).items()}
        words = memo[(rid, tname)]
        return row in words and other in words and words[row] <= words[other]

    def _pair_at_count(self, b: Block, results, named: dict, wide: dict) -> None:
        """"128 卡时,kernel fusion 让总吞吐提升到基线的 1.12 倍" when 1.12 is the 32-card pair's: a ratio, change or
        difference of two rows of one column, in a sentence whose counts name rows of that table, is of rows at those
        counts. A pair with a row at another count is judged at the pair of the same two printed names at the counts
        named (rebound when it holds there, else a mismatch)."""
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd.status == "verified" else None
            pair = _rows_of_one_column(c) if c is not None and c.kind == "derivation" and not m.group else None
            if pair is None:
                continue
            rid, tname, _r, col = c.refs[0].split(".")
            key = (b.sentence_of(m.num_start), rid, tname)
            rows = set(named.get(key, {})) | set(wide.get(key, {}))
            # (a row that a count of its own names alone is named too: "8 盘 RAID 10 … 比 2 盘 RAID 1 的 71% 高")
            rows |= {r for r in pair for z, _bz in results if z is not m and z.unit is not None
                     and units.is_counted(z.unit) and b.sentence_of(z.num_start) == key[0]
                     and _row_counts(self.registry, (rid, tname, r), z)}
            if not rows or all(r in rows for r in pair):
                continue
            table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
            names = _printed_names(table) if table is not None else {}
            at = [o for o in self.cands if o.kind == "derivation" and o.op == c.op and len(o.refs) == 2
                  and (p2 := _rows_of_one_column(o)) is not None and o.refs[0].split(".")[:2] == [rid, tname]
                  and o.refs[0].split(".")[3] == col and all(r in rows for r in p2)]
            # (the pair of the same two printed names first; else any pair at the counts named, the nearest first)
            want = [o for o in at if [names.get(r) for r in _rows_of_one_column(o)] == [names.get(r) for r in pair]] \
                or sorted(at, key=lambda o: abs(o.lo - c.lo))
            if not want:
                continue
            held = next((o for o in want if B.holds(m, o, tol)), None)
            results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None else
                          B.Binding("variant-mismatch", want[0], c,
                                    alts=(f"the rows of {', '.join(sorted(set(named.get(key, {}).values())))}",)))

    def _row_of_setting(self, b: Block, results, rows_named) -> None:
        """"Switch-Base (capacity factor 1.25) needs 65.0 hours", "批大小为 16K 时 … 200 分钟": rows printed with one
        name ("Switch-Base" at three capacity factors, "LAMB" at seven batch sizes) are told apart by a setting. A
        figure bound to a cell of such a row, with its column's label written against it ("capacity factor 1.25",
        "16K batch", "512 chips"), names the rows that have that value in that column. Another figure of the
        sentence bound to a cell of such a row (of a name shared by several rows) that those named rows do not
        include is about the named rows: rebound to their cell of its column when it holds there, else a mismatch.
        A sentence that names rows by a value of their printed name ("LLaMA-33B (57.8) beats LLaMA-65B") is left to
        _named_row; a row's printed name is all its text cells ("GPT-2 small", "Huggingface")."""
        cells, pairs = [], []
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd.status == "verified" else None
            if c is not None and c.kind == "derivation" and not m.group and not rows_named.get(b.sentence_of(m.num_start)):
                both = _rows_of_one_column(c)
                if both is not None:
                    pairs.append((k, m, c, both))
            if c is None or c.kind != "evidence" or len(c.refs) != 1 or c.refs[0].count(".") != 3 or m.group \
                    or rows_named.get(b.sentence_of(m.num_start)):
                continue
            rid, tname, row, col = c.refs[0].split(".")
            table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
            if table is None:
                continue
            names = _printed_names(table)
            if sum(1 for r in names if names[r] == names.get(row)) < 2:
                continue  # a row its own name tells apart
            cells.append((k, m, c, rid, tname, row, col, table, names))
        if len(cells) + len(pairs) < 2:
            return
        namers = []  # (index, sentence, (report, table), rows with the value in that column, the column)
        for k, m, c, rid, tname, row, col, table, names in cells:
            if not self._setting_written(b, m, c.refs[0]):
                continue
            same = {r for r in table.rows if _cell(table, r, col) is not None
                    and B.holds(m, next((o for o in self.cands if o.refs == (f"{rid}.{tname}.{r}.{col}",)), c),
                                self.config.approx_tolerance)}
            namers.append((k, b.sentence_of(m.num_start), (rid, tname), same, col, row))
        if not namers:
            return
        idx = self._row_keys()
        for k, m, c, rid, tname, row, col, table, names in cells:
            own = idx.get((rid, tname), {})
            peers = [r for r in names if r != row and names[r] == names[row]]
            mine = set(own.get(row, ((), {}))[0]).difference(*(own.get(r, ((), {}))[0] for r in peers))
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            if any(has_key(w, b.text[lo:hi].lower()) for w in mine) or _name_and_value(table, names[row], b.text[lo:hi]):
                continue  # its row is named by a word its namesakes lack, or by its name and a value ("LLaMA-33B")
            # (a figure of the same column is another row by its nature, "185,758 vs 141,578 QPS": it names the rows
            # at its row's setting, not its row)
            rows = set().union(*(same if ncol != col else _at_setting_of(table, nrow, col)
                                 for j, si, t, same, ncol, nrow in namers
                                 if j != k and t == (rid, tname) and si == b.sentence_of(m.num_start)))
            if not rows or row in rows or _own_setting_after(b, m, table, row, col):
                continue
            wants = [o for r in sorted(rows) for o in self.cands if o.refs == (f"{rid}.{tname}.{r}.{col}",)]
            if not wants:
                continue
            held = next((o for o in wants if B.holds(m, o, self.config.approx_tolerance)), None)
            results[k] = (m, B.Binding("verified", held) if held is not None else
                          B.Binding("variant-mismatch", wants[0], c, alts=(f"the rows of its setting ({', '.join(sorted(rows))})",)))
        for k, m, c, (ra, rb) in pairs:
            # "Switch-Base (capacity factor 1.0) … 17.3 hours sooner than MoE-Base": a difference or ratio of two rows
            # whose one row shares its printed name with rows at other settings is at the setting the sentence names
            rid, tname, _r, col = c.refs[0].split(".")
            rows = set().union(*(same if ncol != col else _at_setting_of(self.registry[rid].model.tables[tname], nrow, col)
                                 for j, si, t, same, ncol, nrow in namers
                                 if j != k and t == (rid, tname) and si == b.sentence_of(m.num_start)))
            table = self.registry[rid].model.tables.get(tname)
            if not rows or table is None or (ra in rows) == (rb in rows):
                continue
            names = _printed_names(table)
            keep, other = (ra, rb) if ra in rows else (rb, ra)
            twins = sorted(r for r in rows if r != keep and r != other and names.get(r) == names.get(other))
            if len(twins) != 1:
                continue
            refs = [f"{rid}.{tname}.{r}.{col}" for r in ((keep, twins[0]) if keep == ra else (twins[0], keep))]
            want = self._pair_cand(tuple(refs), c.op) or self._pair_cand(tuple(refs[::-1]), c.op)
            if want is None:
                continue
            results[k] = (m, B.Binding("verified", want) if B.holds(m, want, self.config.approx_tolerance) else
                          B.Binding("value-mismatch", want, alts=results[k][1].alts))

    def _setting_written(self, b: Block, m: Mention, ref: str, after: bool = True) -> bool:
        """The cell `ref`'s column words are written against the number: before it in its sentence ("capacity factor
        1.25", "容量因子为 2.0", "批大小 512"), or (after=True) right after it ("512 chips", "16K batch")."""
        if ref.count(".") != 3:
            return False  # a metric or its variant: no column
        rid, tname, _row, col = ref.split(".")
        table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
        if table is None or col not in table.columns:
            return False
        label = table.columns[col].label
        words = [w for w in re.split(r"[\s()(),/]+", (all_text(label) if label else col).lower())
                 if len(w) >= 2 and w not in _LABEL_STOP]
        near = b.text[max(b.sentence_span(b.sentence_of(m.num_start))[0], m.start - 24):m.start].lower()
        tail = b.text[m.end:m.end + 16].lower()
        return any(has_key(w, near) or after and has_key(w, tail[:len(w) + 2]) for w in words)

    def _count_of_cell_row(self, b: Block, results, cell) -> None:
        """"A 2-node N7 delivers 1.12 million IOPS" when 1.12 million is the 2-node row's cell of a scaling table: a
        count refused as another variant's (the baseline's 2 nodes) is that row's own count cell, when the row is
        named by another figure of its sentence bound to one of its cells."""
        rows = {(b.sentence_of(m.num_start), tuple(p[:3])) for m, bd in results if bd.status == "verified"
                for p in (cell(bd.cand),) if p is not None}
        if not rows:
            return
        for k, (y, bd) in enumerate(results):
            if bd.status != "variant-mismatch" or y.unit is None or not units.is_counted(y.unit) or y.group:
                continue
            own = next((o for o in self.cands if o.kind == "evidence" and len(o.refs) == 1 and o.refs[0].count(".") == 3
                        and (b.sentence_of(y.num_start), tuple(o.refs[0].split(".")[:3])) in rows
                        and o.unit.dims == y.unit.dims and B.holds(y, o, self.config.approx_tolerance)), None)
            if own is not None:
                results[k] = (y, B.Binding("verified", own))

    def _like_for_like(self, b: Block, results) -> None:
        """"FX200 的尾时延仅 420µs,NFS 为 8,700µs" when 420 µs is FX200's P99 and 8,700 µs NFS's P99.9: two cells of
        one table, in two columns and two rows, compared in one sentence. A cell bound without a word of its own
        row near it (a precise figure binds alone) is read at the row of the figure before it; at that row the
        column holds another value, so it is a mismatch against that one (NFS's P99 is 3,100 µs)."""
        cells = [(k, m, bd) for k, (m, bd) in enumerate(results) if bd.status == "verified" and bd.cand is not None
                 and bd.cand.kind == "evidence" and bd.cand.need and len(bd.cand.refs) == 1
                 and bd.cand.refs[0].count(".") == 3 and not m.group]
        for i, (k, y, bdy) in enumerate(cells):
            for j, (_, x, bdx) in reversed(list(enumerate(cells[:i]))):
                if b.sentence_of(x.num_start) != b.sentence_of(y.num_start):
                    continue
                if j and self._versus_partner(b, cells[j - 1][1:], x, bdx.cand):
                    continue  # "(85.4% vs 84.4%) and WinoGrande (80.4% vs 77.2%)": the row is the first's
                rx, ry = bdx.cand.refs[0].split("."), bdy.cand.refs[0].split(".")
                if rx[:2] != ry[:2] or rx[2] == ry[2] or rx[3] == ry[3] or bdx.cand.unit.dims != bdy.cand.unit.dims:
                    break
                if any(x.end <= z.start < y.start and bz.status == "verified" and bz.cand is not None
                       and len(bz.cand.refs) == 1 and bz.cand.refs[0].split(".")[:3] == ry[:3] for z, bz in results) \
                        or _row_named_in_clause(b, results, y, ry[:3], self.registry):
                    break  # a figure of y's own row between them names it: "… 提升到 140,000 仓库时的 20,796"
                own = self._clause_of(b, y) + " " + _paren_label(b, y)
                if any(has_key(w, own) for w in bdy.cand.need[0]) \
                        or self.rows.printed_name(y, bdy.cand, self.config.approx_tolerance):
                    break  # y's own row is named (or y is its printed name, "50 层"): a comparison across rows
                mine = ".".join(ry[:3] + [rx[3]])
                if any(c.refs == (mine,) and B.holds(x, c, self.config.approx_tolerance) for c in self.cells):
                    break  # x is y's row's figure too ("At 64 clients …": a setting several rows share)
                want = ".".join(ry[:2] + [rx[2], ry[3]])
                o = next((c for c in self.cands if c.kind == "evidence" and c.refs == (want,)), None)
                twin = [c for c in self.cells if len(c.refs) == 1 and c.refs[0].split(".")[:3] == ry[:2] + [rx[2]]
                        and c.unit.dims == bdy.cand.unit.dims and B.holds(y, c, self.config.approx_tolerance)]
                if o is not None and twin and not B.holds(y, o, self.config.approx_tolerance):
                    # "NDR … 106.25 Gb/s, for 100 Gb/s of effective throughput": another column of that row holds it
                    results[k] = (y, B.Binding("verified", twin[0], score=bdy.score))
                elif o is not None and not B.holds(y, o, self.config.approx_tolerance):
                    results[k] = (y, B.Binding("variant-mismatch", o, bdy.cand,
                                               alts=(f"the row of {x.text} ({rx[2]})",)))
                break

    def _change_of_named_rows(self, b: Block, results, rows_named) -> None:
        """"From 1x to 4x the fill time falls from 92.6 to 15.4 minutes" when 15.4 is the 6x row's: a change of two
        cells of one column, in a sentence that names two rows of that table by their values or ids and not the
        change's own rows, goes from the first row named to the second; each end is judged at that row's cell."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        for k in range(len(results) - 1):
            # (the ends may have a name between them: "from 33.1 GB/s on the 3185 to 66.8 GB/s")
            j = next((i for i in range(k + 1, min(k + 3, len(results))) if results[i][0].group), k + 1)
            (x, bx), (y, by) = results[k], results[j]
            if x.group != "change" or y.group != "change" or x.role != "from" or y.role != "to" \
                    or bx.status != "verified" or by.status != "verified" \
                    or not _cell_parts(bx.cand) or not _cell_parts(by.cand):
                continue
            (rid, t, ra, col), (rid2, t2, rb, col2) = _cell_parts(bx.cand), _cell_parts(by.cand)
            if (rid, t, col) != (rid2, t2, col2):
                continue
            rows = idx.get((rid, t)) or {}
            _words, names = rows_named.get(b.sentence_of(x.num_start), ((), frozenset()))
            tol = self.config.approx_tolerance
            own = [set(_post_named(b, z, names, rows)) for z in (x, y)]
            if all(len(o) == 1 for o in own) and (ra, rb) != (min(own[0]), min(own[1])) \
                    and all(rows[min(o)][1].get(col) is not None for o in own):
                # "from 33.1 GB/s on the 5280 to 66.8 GB/s on the 3185": each end's row is named right after it
                results[k] = (x, _judged_at(x, rows[min(own[0])][1][col], bx, tol))
                results[j] = (y, _judged_at(y, rows[min(own[1])][1][col], by, tol))
                continue
            order = []
            for _phrase, _start, w in sorted(names, key=lambda n: n[1]):
                r = w.replace(" ", "_")
                if r in rows and r not in order:
                    order.append(r)
            if j != k + 1 or len(order) != 2 or {ra, rb} == set(order) \
                    or any(rows[r][1].get(col) is None for r in order):
                continue
            results[k] = (x, _judged_at(x, rows[order[0]][1][col], bx, tol))
            results[j] = (y, _judged_at(y, rows[order[1]][1][col], by, tol))

    def _listed_rows(self, b: Block, results, rows_named) -> None:
        """"1.3 million IOPS on the 1 TB and 4 TB models", "1TB 和 4TB 版本的 120 万": rows named together by their
        values, in a list, share the figure of their clause bound to a cell of one of them: it must hold for the
        same column's cell of each, else it is a value-mismatch against the first that it misses."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if not _cell_parts(c) or m.group:
                continue
            rid, t, row, col = _cell_parts(c)
            rows = idx.get((rid, t)) or {}
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            semis = [lo + x.start() for x in re.finditer(r"[;；]", b.text[lo:hi])]  # its part of the sentence
            start = max([lo] + [p + 1 for p in semis if p < m.start])
            stop = min([hi] + [p for p in semis if p > m.start])
            _words, names = rows_named.get(b.sentence_of(m.num_start), ((), frozenset()))
            if any(st == m.start for _ph, st, _w in names):
                continue  # (a name of the list itself)
            found = sorted((st, ph, w.replace(" ", "_")) for ph, st, w in names
                           if start <= st < stop and w.replace(" ", "_") in rows)
            group: list = []
            for i, (st, ph, r) in enumerate(found):
                if i and _LIST_GAP.fullmatch(b.text[found[i - 1][0] + len(found[i - 1][1]):st].lower()):
                    group.append(r)
                    continue
                if len(group) >= 2 and row in group:
                    break
                group = [r]
            if len(group) < 2 or row not in group:
                continue
            for r in group:
                want = rows[r][1].get(col)
                if want is not None and not B.holds(m, want, self.config.approx_tolerance):
                    results[k] = (m, B.Binding("value-mismatch", want, alts=bd.alts))
                    break

    def _price_of_named_row(self, b: Block, results, rows_named) -> None:
        """"The $4 plan costs $5 a month" when 5 is an add-on's price, "the $12 plan costs just $0.009 an hour" when
        0.009 is a difference of two plans: an amount of money in a clause that names one row of a table with price
        columns, and no comparison, bound to anything but that row's own cell, is that row's price: judged at its
        price column that the clause names (per hour, a month), or its only one."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if c is None or m.unit is not None or m.group or m.qualifier in ("gt", "ge", "lt", "le") \
                    or not B._money(m, b.text[max(0, m.start - 30):m.end + 30].lower()):
                continue
            si = b.sentence_of(m.num_start)
            _words, names = rows_named.get(si, ((), frozenset()))
            if any(st == m.start for _ph, st, _w in names):
                continue
            lo, hi = b.sentence_span(si)
            clause = self._clause_of(b, m)
            if _COMPARES.search(clause):
                continue
            named = {(rid, t, w.replace(" ", "_")) for _ph, st, w in names for (rid, t), rows in idx.items()
                     if w.replace(" ", "_") in rows and st < m.start}
            priced = [(rid, t, r) for rid, t, r in named
                      if any(in_money(self.registry, rid, t, col) for col in idx[(rid, t)][r][1])]
            if len(priced) != 1:
                continue
            rid, t, r = priced[0]
            if c.refs and all(ref.startswith(f"{rid}.{t}.{r}.") for ref in c.refs):
                continue  # its own row's cell
            if _cell_parts(c):
                rid2, t2, r2, _col2 = _cell_parts(c)
                if any(has_key(w, clause) for w in (idx.get((rid2, t2)) or {}).get(r2, ((), {}))[0]):
                    continue  # a row its clause names by its words: "an object bucket adds $5"
                if (rid2, t2) != (rid, t) and not _key_value_table(self.registry, rid2, t2):
                    continue  # (only another row of its table, an add-on's value or a derivation: a row of another
                    # table of rows may be the same product's, "a 2,000 GB disk … costs 3,000 yuan")
            cols = {col: cell for col, cell in idx[(rid, t)][r][1].items() if in_money(self.registry, rid, t, col)}
            said = [col for col in cols if any(has_key(w, clause) for w in _PERIOD_WORDS.findall(
                (col + " " + all_text(self.registry[rid].model.tables[t].columns[col].label or "")).lower()))]
            col = said[0] if len(said) == 1 else next(iter(cols)) if len(cols) == 1 else None
            if col is None:
                continue
            want = cols[col]
            results[k] = (m, B.Binding("verified", want, score=bd.score) if B.holds(m, want, self.config.approx_tolerance)
                          else B.Binding("value-mismatch", want, alts=bd.alts))

    def _key_value_row_named(self, b: Block, results) -> None:
        """"A load balancer costs $24 a month" when 24 is a plan's price and the load balancer's is 12: a figure in a
        clause that names one row of a key→value table by two or more of its own words (and no word of its own
        row's), bound to a cell of another table in the same unit, is that row's value: judged there."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if not _cell_parts(c) or m.group or m.arith is not None:
                continue
            rid, t, r, _col = _cell_parts(c)
            if _key_value_table(self.registry, rid, t):
                continue  # (bound to a named value already)
            clause = self._clause_of(b, m)
            if any(has_key(w, clause) for w in (idx.get((rid, t)) or {}).get(r, ((), {}))[0]):
                continue
            hits = []
            for (rid2, t2), rows in idx.items():
                if rid2 != rid or t2 == t or not _key_value_table(self.registry, rid2, t2):
                    continue
                for r2, (words, cells) in rows.items():
                    said = {w for w in words if len(w) > 2 and has_key(w, clause)}
                    cell = next(iter(cells.values()), None)
                    if len(said) >= 2 and cell is not None and cell.unit.symbol == c.unit.symbol \
                            and cell.unit.factor == c.unit.factor:
                        hits.append(cell)
            if len(hits) == 1:
                want = hits[0]
                results[k] = (m, B.Binding("verified", want, score=bd.score)
                              if B.holds(m, want, self.config.approx_tolerance)
                              else B.Binding("value-mismatch", want, alts=bd.alts))

    def _some_clause_end(self, b: Block, end: int) -> int:
        stop = _CLAUSE_END.search(b.text, end)
        stop = stop.start() if stop else len(b.text)
        return min([stop] + [x.start for x, _e, _s in self._some_rows if x.start >= end])

    def _in_some_clause(self, b: Block, m) -> bool:
        return any(end <= m.start < self._some_clause_end(b, end) for _x, end, _s in getattr(self, "_some_rows", ()))

    def _of_some_rows(self, b: Block, results) -> None:
        """"The 50 GB disc reads at 108 Mbit/s" when two rows hold 50 GB and 108 is a third's: a figure after a name
        that fits several rows of a table, in its clause (up to a comma or the next such name), bound to a cell of
        that table, is of one of those rows: another row's cell is a value-mismatch against the first of them."""
        for m, end, some in getattr(self, "_some_rows", ()):
            stop = self._some_clause_end(b, end)
            for k, (x, bd) in enumerate(results):
                c = bd.cand if bd is not None and bd.status == "verified" else None
                if x is m or not end <= x.start < stop or not _cell_parts(c):
                    continue
                rid, t, row, col = _cell_parts(c)
                mine = sorted(r for r in some if r[:2] == (rid, t))
                if not mine or (rid, t, row) in some:
                    continue
                if any(has_key(w, self._clause_of(b, x)) for w in (self._row_keys().get((rid, t)) or {})
                       .get(row, ((), {}))[0]):
                    continue  # its own row named by its words: "than R2D2's five days"
                cells = [w for r in mine if (w := (self._row_keys().get((rid, t)) or {}).get(r[2], ((), {}))[1]
                                                .get(col)) is not None]
                held = next((w for w in cells if B.holds(x, w, self.config.approx_tolerance)), None)
                if held is not None:
                    results[k] = (x, B.Binding("verified", held, score=bd.score))
                elif cells:
                    results[k] = (x, B.Binding("value-mismatch", cells[0], alts=bd.alts))

    def _names_meet(self, b: Block, results) -> None:
        """Text mode: "At 128/2048, Card-B turns out 26,300 tokens/s on Model 2 70B" when 26,300 is Model 2 70B's
        at 128/128. A sentence that writes whole printed names from two or more text columns of a table names the
        rows that print one of them in each column ("Model 2 70B" and "128/2048": one row, though each name alone
        is several rows'). A figure bound to a cell of another row, or a difference or ratio of two rows of one
        column not both among them, is about those rows: judged at their cell (or their pair) when there is one,
        else left to the other rules."""
        if self.scope is not None:
            return
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if c is None or m.group or not c.refs or any(r.count(".") != 3 for r in c.refs) \
                    or not (c.kind == "evidence" and len(c.refs) == 1 or c.col_rows and len(c.refs) == 2):
                continue
            rid, tname, _row, col = c.refs[0].split(".")
            table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
            if table is None:
                continue
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            met, alone = _rows_met(table, b.text[lo:hi].lower())
            rows = [r.split(".")[2] for r in c.refs]
            if not met or set(rows) <= met or set(rows) <= alone - met:
                continue  # (… or its rows named apart: "Model 3 8B does 52,600" beside Model 2 70B at 128/128)
            if len(rows) == 1:
                want = next((o for o in self.cells if len(met) == 1 and o.refs == (f"{rid}.{tname}.{min(met)}.{col}",)), None)
            else:
                pair = [f"{rid}.{tname}.{r}.{col}" for r in sorted(met)] if len(met) == 2 else []
                want = next((o for o in self.cands if pair and o.op == c.op and o.kind == c.kind
                             and set(o.refs) == set(pair)), None)
            if want is not None:
                results[k] = (m, _judged_at(m, want, bd, self.config.approx_tolerance))

    def _label_as_written(self, b: Block, m) -> bool:
        """m is written as a label of a cited table writes it, with the label's noun after it ("16 lanes")."""
        if m.unit is not None:
            return False
        ctx = b.text.lower()
        return any(c.kind == "label" and abs(c.lo - m.value) < 1e-9 and B._label_nouns(c)
                   and B._written_as_label(m, c, ctx) for c in self.labels)

    def _empty_cell_named(self, b: Block, results, rows_named) -> None:
        """Text mode. "7490 的 SPECrate 整数得分为 455" when the 7490's cell is empty (not measured) and 455 is the
        5280's: a figure bound to a table cell whose clause names one other row of that table (by a word of its own,
        or by its printed name's number) and not the figure's own row, where that row's cell of the column is empty,
        has no source: the report did not measure it."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if not _cell_parts(c) or m.group or m.arith is not None \
                    or m.unit is not None and m.unit.symbol in ("x", "%"):
                continue  # (a multiple or a share names its baseline: "相对标准 Transformer 提速 2.4 倍")
            rid, table, row, col = _cell_parts(c)
            rows = idx.get((rid, table)) or {}
            t = self.registry[rid].model.tables.get(table) if rid in self.registry else None
            if t is None or row not in rows:
                continue
            clause = self._clause_of(b, m)
            _words, names = rows_named.get(b.sentence_of(m.num_start), ((), frozenset()))
            said = {r for r, (ws, _) in rows.items() if any(has_key(w, clause) for w in ws)} \
                | {w.replace(" ", "_") for phrase, _s, w in names if phrase in clause and w.replace(" ", "_") in rows}
            if not said:  # ("to the 1,200 km site, commits see … 18.9 ms": a row named by value earlier in the sentence)
                lo = b.sentence_span(b.sentence_of(m.num_start))[0]
                said = {w.replace(" ", "_") for _p, s, w in names if lo <= s < m.start and w.replace(" ", "_") in rows}
                if any(has_key(w, b.text[lo:m.start].lower()) for w in rows[row][0]):
                    said = set()  # (its own row named too)
            if row in said or len(said) != 1:
                continue
            other = min(said)
            raw = t.rows.get(other)
            cells = dict(zip(t.columns, raw)) if isinstance(raw, list) else (raw or {})
            if col in cells and cells[col] is None:
                results[k] = (m, B.Binding("unsourced", None, alts=(f"{rid}.{table}.{other}.{col} is empty",)))

    def _named_row(self, b: Block, results, rows_named) -> None:
        """Text mode: "Llama 2 70B scores 63.4 on MMLU" when 63.4 is Llama 1 65B's, "Zstandard -1 compresses at 780
        MB/s" when 780 is LZ4's, "LZ4 compresses at 780 MB/s and decompresses at 1380 MB/s" when 1380 is
        Zstandard's: a figure bound to a table cell (a precise figure binds without a word of its row) in a sentence
        that names other rows of that table and not its own is about the rows named. A row is named by a word of
        its own (one not shared by every row of its table: "Llama 2", "70B", "Zstandard"; a row named by its value,
        "the 70B model", counts). The figure is rebound to the named row's cell of its column when that holds, else
        it is a value-mismatch against it."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        some = {id(x) for x, _e, _s in getattr(self, "_some_rows", ())}
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None else None
            if bd is None or bd.status != "verified" or c is None or c.kind != "evidence" and c.op != "per-second" \
                    or len(c.refs) != 1 or c.refs[0].count(".") != 3 or m.group and not _change_in_row(b, m, c, results) \
                    or id(m) in some \
                    or self._in_some_clause(b, m):
                continue  # (a name that fits several rows, "the 50 GB disc", and its clause: _of_some_rows)
            rate = c.op == "per-second"  # (a rate from a cell's time per operation: of the row named, as the cell)
            rid, table, row, col = c.refs[0].split(".")

            si = b.sentence_of(m.num_start)
            lo, hi = b.sentence_span(si)
            # (a row whose cell of the column another figure of the sentence holds, by words tied to that figure: "120
            # TB of the 450 TB total", "VDI 的 120TB 约占合计 450TB" keep each figure at its own row)
            taken = {bx.cand.refs[0].split(".")[2]: x for x, bx in results
                     if x is not m and lo <= x.start < hi and bx is not None and bx.status == "verified"
                     and bx.cand is not None and len(bx.cand.refs) == 1 and bx.cand.refs[0].count(".") == 3
                     and bx.cand.refs[0].split(".")[:2] == [rid, table] and bx.cand.refs[0].split(".")[3] == col}

            def cell_of(r, rows=idx.get((rid, table)) or {}, col=col, rate=rate, taken=taken, lo=lo, hi=hi):
                # (when the figure's own row is named too: "50 GB/s" after "800GbE … 800 Gbps" is no other port's)
                # (by a word of its own, not one the figure's row shares: "reverse" of "reverse sequential reads")
                if r in taken and r != row and row in rows \
                        and _tied_to(b.text[lo:hi].lower(), lo, set(rows[r][0]) - set(rows[row][0]), taken[r], m) \
                        and any(has_key(w, _clause_around(b.text, lo, hi, m).lower()) for w in rows[row][0]):
                    return None
                cell = rows[r][1].get(col)
                return self._per_second_of(cell) if rate and cell is not None else cell
            rows = idx.get((rid, table))
            if not rows or row not in rows:
                continue
            if c.name in self.rows.keys and self._label_as_written(b, m):
                continue  # "At 32 GT/s, 16 lanes move …": a column's label ("Bandwidth of 16 lanes"), not a row's rate
            if _as_key(m, c, self.rows.keys) or any(
                    x.end <= m.start and bx is not None and bx.status == "verified" and bx.cand is not None
                    and _as_key(x, bx.cand, self.rows.keys) and bx.cand.refs
                    and bx.cand.refs[0].rsplit(".", 1)[0] == c.refs[0].rsplit(".", 1)[0]
                    and not B._CLAUSE_MARK.search(b.text, x.end, m.start) for x, bx in results[:k]):
                continue  # "64 字节的值 … 26.4 倍,256 字节为 22.0 倍": a sweep's key value names its own row, for its clause
            if k and self._versus_partner(b, results[k - 1], m, c):
                continue  # "(85.4% vs 84.4%)": the second is the other row of the comparison, not the row named
            if _starts_change(b, m) and any(bx.status == "verified" and bx.cand is not None and bx.cand.refs
                                            and bx.cand.refs[0].count(".") == 3
                                            and bx.cand.refs[0].rsplit(".", 1)[0] != c.refs[0].rsplit(".", 1)[0]
                                            and bx.cand.refs[0].split(".")[3::] == [col]
                                            and self._builds_on(rid, table, row, bx.cand.refs[0].split(".")[2])
                                            for _x, bx in results):
                continue  # "With kernel fusion … climbs to 3,050, up from 2,700": the change starts from the row the
                # named one builds on
            nxt = results[k + 1] if k + 1 < len(results) else (None, None)
            if nxt[1] is not None and nxt[1].cand is not None and nxt[1].cand.refs \
                    and self._versus_partner(b, results[k], nxt[0], nxt[1].cand) \
                    and all(any(has_key(w, b.text[lo:hi].lower()) for w in rows.get(r, ((),))[0])
                            for r in (row, nxt[1].cand.refs[0].split(".")[2])):
                continue  # "… of the A100 (900 vs 600 GB/s)": a pair whose rows are both named is _versus_order's
            words, names = rows_named.get(si, ((), frozenset()))
            sentence, before = b.text[lo:hi].lower(), b.text[lo:m.start].lower()
            for phrase, start, _ in names:  # rows named by a value ("the 70B model") are named by their words
                if start != m.start:
                    sentence, before = sentence.replace(phrase, " "), before.replace(phrase, " ")
            plain = sentence
            # the object of a comparison after the figure is not its row ("TINY's 12.0 ms is higher than BASE's")
            cmp_ = _COMPARED_AFTER.search(b.text, m.end, hi)
            upto = cmp_.start() if cmp_ else hi
            own_text = sentence[:upto - lo] + " \x1f " + " ".join(w for _, start, w in names if start < upto)
            sentence = sentence + " \x1f " + " ".join(words)
            before = before + " \x1f " + " ".join(w for _, start, w in names if start < m.start)
            # ("超过 B 的 80.1": a bound on the subject; "是 B 的 11.1 倍", "25% of zstd's": relative to B, not B's)
            relative = m.qualifier in ("gt", "ge", "lt", "le") or m.unit is not None and m.unit.symbol in ("%", "x")
            owner = lexicon.owner_before(b.text, max(lo, m.start - 40), m.start, m.end) if not relative else None
            tail = _CUT_OWNER.split(owner.group("who").lower())[-1] if owner is not None else ""
            if owner is None and not relative:
                owner = _OF_OWNER.match(b.text, m.end, hi)
                tail = _CUT_OWNER.split(owner.group("who").lower())[0] if owner is not None else ""
            if owner is not None:
                # "超过了 R2D2 的 864 万步", "R2D2's 8.64 million steps", "the 0.476 µs/op of reverse iteration": the
                # row named right before the figure (or after it, with of), as its owner, is its row
                own_w = {w for w in rows[row][0] if has_key(w, tail)}
                others = [r for r, (ws, _) in rows.items() if r != row and any(has_key(w, tail) for w in ws)
                          and {w for w in ws if has_key(w, tail)} > own_w]
                wants = [cell_of(r) for r in others]
                wants = [w for w in wants if w is not None]
                if len(others) > 1 and c.unit.symbol:  # "120 GB of HBM3" beside HBM3's TB/s: the row of its unit
                    same = [(r, w) for r, w in zip(others, map(cell_of, others))
                            if w is not None and w.unit.dims == c.unit.dims]
                    others, wants = [r for r, _ in same], [w for _, w in same]
                if len(others) == 1 and wants:  # (named by more words than the figure's own row: "reverse iteration")
                    results[k] = (m, _judged_at(m, wants[0], bd, self.config.approx_tolerance))
                    continue
                who = re.sub(r"^(?:比|较|与|和|跟|than|over)[ \u00a0]*", "", tail.strip())
                printed = self._printed_rows(rid, table)

                def ends(names_r):  # "Standard" of "DynamoDB Standard", not of "DynamoDB Standard-IA"
                    return bool(who) and any(n == who or n.endswith(" " + who) for n in names_r)
                exact = [r for r, names_r in printed.items() if ends(names_r)]
                if len(exact) == 1 and exact[0] != row and cell_of(exact[0]) is not None \
                        and not ends(printed.get(row, ())):
                    # "比 Standard 的 0.31 美元高 24%": the row printed exactly as its owner, not "Standard-IA"
                    results[k] = (m, _judged_at(m, cell_of(exact[0]), bd, self.config.approx_tolerance))
                    continue
            # "存储空间 5GB 和外网流出流量 20GB": in a list joined by 和 / 、 / and, the row named right before the figure
            # (after the list mark before it) is its row
            seg_lo = max([lo] + [x.end for x, _ in results if lo <= x.end <= m.start])
            mark = list(_LIST_MARK.finditer(b.text, seg_lo, m.start)) if seg_lo > lo else []
            if mark and not re.fullmatch(r"[\s\u00a0]*[^\s\d,,;;。、]{0,3}[\s\u00a0]*", b.text[seg_lo:mark[-1].start()]):
                mark = []  # (the mark right after the figure before: "Wi-Fi 5 和 Wi-Fi 6 为 8 条" is one subject)
            if mark and not relative:  # (after a figure of the list: "BERT and XLNet score 92.7 and 94.4" names both)
                seg = b.text[mark[-1].end():m.start].lower()
                pre = [r for r, (ws, _) in rows.items() if any(has_key(w, seg) for w in ws)]
                if len(pre) == 1 and pre[0] != row and cell_of(pre[0]) is not None \
                        and not any(has_key(w, seg) for w in rows[row][0]):
                    results[k] = (m, _judged_at(m, cell_of(pre[0]), bd, self.config.approx_tolerance))
                    continue
            set_after = _setting_right_after(b, m, names, rows, hi, results) if not relative else []
            if set_after == [row]:
                continue  # "81 °C at 45 °C": the row its setting names right after it is its own
            if len(set_after) == 1 and cell_of(set_after[0]) is not None:
                # "… to 81 °C at 35 °C and 77 °C at 45 °C": the setting right after the figure, no figure between
                results[k] = (m, _judged_at(m, cell_of(set_after[0]), bd, self.config.approx_tolerance))
                continue
            post_named = _post_named(b, m, names, rows)
            if len(set(post_named)) == 1 and post_named[0] != row and not relative \
                    and cell_of(post_named[0]) is not None:
                want = cell_of(post_named[0])
                results[k] = (m, _judged_at(m, want, bd, self.config.approx_tolerance))
                continue
            # "50% more than the 600 W PCIe card": a row named right after the figure (its unit between) is its row
            head = _NAME_RIGHT_AFTER.match(_POST_CUT.split(b.text[m.end:hi].lower(), 1)[0]) if not relative else None
            if head and cmp_ and cmp_.start() < m.end + head.end("head"):
                head = None  # "2.56PB 更是三副本的两倍": the name after a comparison word is its object
            # (its first word names the row: "600 W PCIe card", not "77.63 against BiT-L's")
            post = re.split(r"[ \u00a0]", head.group("head"), 1)[0] if head else ""
            own_ws = set(rows[row][0])
            post_rows = [r for r, (ws, _) in rows.items() if r != row and any(has_key(w, post) for w in set(ws) - own_ws)]
            if post and len(post_rows) == 1 and not any(has_key(w, post) for w in own_ws - set(rows[post_rows[0]][0])) \
                    and cell_of(post_rows[0]) is not None:
                want = cell_of(post_rows[0])
                results[k] = (m, _judged_at(m, want, bd, self.config.approx_tolerance))
                continue
            fo = _FOR_ROW.match(b.text.lower(), m.end, hi) if not relative else None
            if fo is not None:
                # "1.8 ms for desktops, 2.6 ms for application servers and 3.9 ms for databases", "2.4 ms on the
                # CV-480": the row named right after the figure by for / on / in is its row
                seg = _POST_CUT.split(b.text[fo.end():hi].lower(), 1)[0]
                shared = set.intersection(*(set(ws) for ws, _ in rows.values())) if len(rows) > 1 else set()
                hits = [r for r, (ws, _) in rows.items() if any(has_key(w, seg) for w in set(ws) - shared)]
                if hits == [row]:
                    continue
                if len(hits) == 1 and cell_of(hits[0]) is not None:
                    results[k] = (m, _judged_at(m, cell_of(hits[0]), bd, self.config.approx_tolerance))
                    continue
            mine = {w for w in rows[row][0] if has_key(w, own_text)}
            printed, written = self._printed_rows(rid, table), b.text[lo:hi].lower()
            shorter = [r for r, (ws, _) in rows.items() if mine and r != row and mine <= set(ws)
                       and cell_of(r) is not None
                       and any(n2 not in printed.get(row, ()) and _name_inside(n2, n) and _name_written(n2, written)
                               and not _extra_written(n, n2, written)
                               for n2 in printed.get(r, ()) for n in printed.get(row, ()))]
            # (its printed name in the figure's row's: 归档存储 in 深度归档存储; "strict" of 1 and 64 clients is neither's)
            if len(shorter) == 1 and not relative:
                # "归档存储单价仅 0.012 元" when 0.012 is 深度归档存储's: the words said are all of a row whose name
                # the figure's own row's name contains, and none of the longer name's own
                results[k] = (m, _judged_at(m, cell_of(shorter[0]), bd, self.config.approx_tolerance))
                continue
            # (as written: a word also in the words of a row named by its value, "1 Gbps network" for "Send 1K bytes
            # over 1 Gbps network", is not written twice)
            if mine and not all(_once(w, plain) for w in mine if has_key(w, plain)):
                continue  # its own row is named ("as fast as LZ4", beside "LZ4 HC -9")
            if any(o.group() not in self._label_words(rid, table) for o in _OTHER_ROWS.finditer(self._clause_of(b, m))):
                continue  # "1.5e-4 for the larger two", "其余模型": rows the sentence describes, not names
            # the rows named before it; its own row is not named, or only by words of a fuller name written there:
            # "Llama 1 7B" is not Llama 2 7B's name, "the 34B Llama 2 model" not Llama 2 70B's
            said = {r: {w for w in own if has_key(w, before)} for r, (own, _) in rows.items() if r != row}
            # a word that names the row of an earlier figure, written before that figure and not since, is that
            # figure's ("Cassandra 4.0.0 … 写入场景 … 5.1 万次/秒,也不到 ScyllaDB 读取吞吐(13.5 万次/秒)": 写 is 5.1's)
            spent = []  # (the earlier figure's row, its words written before it and not since)
            for x, bx in results[:k]:
                px = bx.cand.refs[0].split(".") if bx is not None and bx.status == "verified" and bx.cand is not None \
                    and len(bx.cand.refs) == 1 and bx.cand.refs[0].count(".") == 3 else None
                if px is not None and px[:2] == [rid, table] and px[2] in rows and x.start >= lo and x.end <= m.start:
                    since = b.text[x.end:m.start].lower()
                    spent.append((px[2], {w for w in rows[px[2]][0] if w not in mine and not has_key(w, since)}))
            # (a row the earlier figure is of keeps them: "Model 7B uses 32 heads over a 3072-…" names 7B for both)
            said = {r: ws.difference(*(sp for pr, sp in spent if pr != r)) for r, ws in said.items()}
            named = [r for r, ws in said.items() if ws and ws > mine]
            obj = None
            raw = b.text[lo:m.start].lower()  # (the sentence as written: `before` has the rows named by value after it)
            for obj in _OBJECT_MARK.finditer(raw):
                pass
            if obj is not None:
                since = raw[obj.end():] + " \x1f " + " ".join(w for _, start, w in names if lo + obj.end() <= start < m.start)
            if obj is not None and c.need and (any(has_key(w, since) for w in c.need[0])
                                               or re.fullmatch(r"[\s\u00a0]*(?:the[\s\u00a0]+)?", raw[obj.end():])):
                # "LoRA's 4.7M … are 0.0027% of GPT-3's 175,255.8M", "A is faster than B's 12 ms": a row named only
                # before the comparison is its subject, and the figure after it is the object's, when a word of
                # the figure's own row is written after it
                named = [r for r in named if any(has_key(w, since) for w in said[r])]
            if nxt[1] is not None and nxt[1].cand is not None and nxt[1].cand.refs \
                    and self._versus_partner(b, results[k], nxt[0], nxt[1].cand):
                # "1.5x faster than reverse iteration (0.476 vs 0.724)": the object of the comparison is the
                # pair's second figure, not the first one's row
                named = [r for r in named if not _as_object(before, said[r])]
            if not named and not mine:
                named = _set_after(b, m, names, rows, hi)
            if not named:
                named = self._fuller_name(rid, table, row, b.text[lo:hi].lower())
            named.sort(key=lambda r: -len(said.get(r, ())))  # the fullest name first ("Llama 2 34B" before "Llama 2")
            wants = [cell_of(r) for r in named]
            wants = [w for w in wants if w is not None]
            if not wants:
                continue
            held = next((w for w in wants if B.holds(m, w, self.config.approx_tolerance)), None)
            if held is None and m.unit is not None and not units.is_counted(m.unit):
                # "the OCP 3.0 card offers 2 ports of 200 Gb/s": another column of the named row, in the figure's
                # unit, holds it (its speed per port, not the total of another card)
                held = next((o for r in named[:1] for o in (rows[r][1].values() if r in rows else ())
                             if o is not None and o.unit.dims == m.unit.dims and not o.foreign
                             and B.holds(m, o, self.config.approx_tolerance)), None)
            results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None else
                          B.Binding("value-mismatch", wants[0], alts=bd.alts))

    def _bound_at_named_row(self, b: Block, results) -> None:
        """"到 15 万 TPS 时,平均复制延迟猛增至 860 毫秒,P99 仍在 1 秒以内" when 1 s holds only for another table's
        620 ms: a bound bound to a cell of a row its sentence does not name, in a sentence whose other figures name
        one row of another table of that report, is judged at that row's cell of its unit whose statistic and side
        agree with its clause (the P99 of the 15 万 TPS row, 2.4 s), never satisfied by the unnamed row's."""
        if self.scope is not None:
            return
        from engine.check.agree import conflict, tags
        idx = self._row_keys()
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if c is None or m.qualifier not in B.INEQ or m.unit is None or m.group or c.kind != "evidence" \
                    or len(c.refs) != 1 or c.refs[0].count(".") != 3:
                continue
            rid, table, row, _col = c.refs[0].split(".")
            si = b.sentence_of(m.num_start)
            lo, hi = b.sentence_span(si)
            sentence = b.text[lo:hi].lower()
            if any(has_key(w, sentence) for w in (idx.get((rid, table)) or {}).get(row, ((), {}))[0]):
                continue  # its own row is named
            named = {tuple(bx.cand.refs[0].split(".")[1:3]) for x, bx in results
                     if x is not m and b.sentence_of(x.num_start) == si and bx is not None and bx.status == "verified"
                     and bx.cand is not None and len(bx.cand.refs) == 1 and bx.cand.refs[0].count(".") == 3
                     and bx.cand.refs[0].split(".")[0] == rid}
            if (table, row) in named or len(named) != 1:
                continue
            (t2, r2), = named
            if t2 == table:
                continue  # (a row of its own table: _named_row's)
            clause = self._clause_of(b, m).lower()
            said = tags(clause)
            cells = [o for o in ((idx.get((rid, t2)) or {}).get(r2, ((), {}))[1]).values()
                     if o is not None and o.unit.dims == m.unit.dims and not o.unit.dimensionless
                     and not conflict(said, o.tags)]
            if not cells:
                continue
            best = max(B.score(o, clause) for o in cells)
            top = [o for o in cells if B.score(o, clause) == best]
            if len(top) != 1:
                continue
            o = top[0]
            results[k] = (m, B.Binding("verified", o, score=bd.score) if B.holds(m, o, tol)
                          else B.Binding("qualifier-violation", o, alts=bd.alts))

    def _change_end_rows(self, b: Block, results, rows_named) -> None:
        """"For strict reads, server memory grows from 40 MB to 95 MB" when 95 MB is the loose row's: an end of a
        change bound to a cell whose row lacks a word the sentence names a set of rows by (one that two or more rows
        of its table have, not all: `strict`), and that names no row of its own, is about those rows: rebound to
        their cell of its column that holds it, else a mismatch. Only where it goes to: it may start from a row
        without the word ("With kernel fusion, … drops from 70.0 GiB to 64.0 GiB"), and a row named alone ("The 4TB
        version lifts reads from 22,000 to 23,000") is where the change goes to, its start another row's."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None else None
            if m.group != "change" or getattr(m, "role", "") != "to" or bd.status != "verified" or c is None \
                    or c.kind != "evidence" \
                    or len(c.refs) != 1 or c.refs[0].count(".") != 3:
                continue
            rid, table, row, col = c.refs[0].split(".")
            rows = idx.get((rid, table)) or {}
            if row not in rows or len(rows) < 3:
                continue
            if rows_named.get(b.sentence_of(m.num_start)):
                continue  # (rows named by a value, "5 个 CNN 集成后": _named_row's)
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            text = b.text[lo:hi].lower()
            said = {w for r, (ws, _) in rows.items() for w in ws if has_key(w, text)}
            sets = [w for w in said if 1 < sum(1 for ws, _ in rows.values() if w in ws) < len(rows)
                    and not any(x.startswith(w) or w.startswith(x) for x in rows[row][0])]  # ("cnn" of "5 CNNs")
            if not sets or any(w in said for w in rows[row][0]):
                continue  # (its own row named too: the change may start or end there)
            named = [r for r, (ws, _) in rows.items() if all(w in ws for w in sets)]
            wants = [rows[r][1].get(col) for r in sorted(named)]
            wants = [w for w in wants if w is not None]
            if not wants:
                continue
            held = next((w for w in wants if B.holds(m, w, tol)), None)
            results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None else
                          B.Binding("value-mismatch", min(wants, key=lambda w: B.distance(m, w)), alts=bd.alts))

    def _printed_rows(self, rid: str, tname: str) -> dict:
        """row -> the lower-cased text cells it prints, of a cited table."""
        memo = self.__dict__.setdefault("_printed_rows_memo", {})
        if (rid, tname) not in memo:
            table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
            memo[(rid, tname)] = {r: {v.strip().lower() for v in (row if isinstance(row, list) else row.values())
                                      if isinstance(v, str)} for r, row in (table.rows.items() if table else ())}
        return memo[(rid, tname)]

    def _per_second_of(self, cell):
        """The rate (per second) from a cell's time per operation, when it is in scope."""
        return next((o for o in self.cands if o.op == "per-second" and o.refs == cell.refs), None)

    def _fuller_name(self, rid: str, tname: str, row: str, text: str) -> list:
        """"NetX-B reaches 58.1%" when 58.1 is the row printed "NetX-B 384": a row whose whole printed name is written
        (and not as the start of a longer one) is named over a row whose printed name only starts with it."""
        table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
        if table is None:
            return []
        names = _printed_names(table)
        mine = names.get(row, "")
        if not mine or "|" in mine or _whole(mine, text):
            return []
        out = []
        for r, n in names.items():
            if r == row or "|" in n or not mine.startswith(n + " ") or not _whole(n, text) \
                    or sum(1 for x in names.values() if x == n) > 1:
                continue  # (a name several rows share, "LAMB" at seven batch sizes, names none of them)
            # the rest of the longer name written elsewhere ("Swin-B at 384²", "the width-1.4 MobileNetV2") names it
            # (a Chinese rest is written as it is: "加上客户端缓存后" of "LT-PFS + 客户端缓存")
            rest = re.findall(r"[a-z0-9]+(?:\.\d+)?|[\u4e00-\u9fff]{2,}", mine[len(n):])
            if not any(t in text if not t.isascii() else
                       re.search(r"(?<![a-z0-9.])" + re.escape(t) + r"(?![a-z0-9]|\.\d)", text) for t in rest):
                out.append(r)
        return out

    def _multiple_order(self, b: Block, results) -> None:
        """"The A100 delivers 3.2 times the FP16 throughput of the H100 SXM" when 3.2 is SXM ÷ A100: a plain multiple
        (no word of a smaller, faster or changed thing in its clause) of two rows of one table column is the row
        named before it over the row named as its object (after "times … of", "是 … 的"); said the other way round
        it fails. Text mode; rows are told apart by the words they do not share."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        for k, (m, bd) in enumerate(results):
            c = bd.cand
            if bd.status != "verified" or c is None or c.kind != "derivation" or c.op != "ratio" or len(c.refs) != 2 \
                    or m.unit is None or m.unit.symbol != "x" or any(r.count(".") != 3 for r in c.refs):
                continue
            (rid, table, ra, col), (rid2, table2, rb, col2) = (r.split(".") for r in c.refs)
            rows = idx.get((rid, table), {})
            if (rid, table, col) != (rid2, table2, col2) or ra not in rows or rb not in rows:
                continue
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            cut = _CLAUSE_END.search(b.text, m.end, hi)
            before, after = b.text[lo:m.start].lower(), b.text[m.end:cut.start() if cut else hi].lower()
            zh = _ZH_OBJECT.search(before)
            if zh:  # "A 的吞吐是 B 的 3.2 倍": the object between 是 and 的
                subject, obj = before[:zh.start()], zh.group(1)
            elif _OBJECT_AFTER.match(after):
                subject, obj = before, after
            else:
                continue
            if _NOT_PLAIN.search(before[-24:] + " " + after):
                continue
            tell = {r: (set(rows[r][0]) - set(rows[o][0])) or set(rows[r][0]) for r, o in ((ra, rb), (rb, ra))}
            named = {r: (any(has_key(w, subject) for w in tell[r]), any(has_key(w, obj) for w in tell[r]))
                     for r in (ra, rb)}
            if named[rb] == (True, False) and named[ra] == (False, True):
                results[k] = (m, B.Binding("derivation-direction", c, alts=(
                    f"the sentence makes {rb} the subject and {ra} the object; {c.name} is {ra} over {rb}",)))

    def _versus_order(self, b: Block, results) -> None:
        """"The 960 h model beats Noisy Student on test other (3.9% vs 3.6%)" when 3.9% is Noisy Student's: a pair
        written after a sentence that names both rows lists them in the sentence's order, the subject first (a row
        named as the object of a comparison, "compared with B", "than B", "与 B 相比", comes second). The first
        figure of a swapped pair is a mismatch against the subject row's cell."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        for k in range(1, len(results)):
            (x, bdx), (y, bdy) = results[k - 1], results[k]
            if bdy is None or bdy.status != "verified" or bdy.cand is None or bdy.cand.kind != "evidence" \
                    or len(bdy.cand.refs) != 1 or bdy.cand.refs[0].count(".") != 3 \
                    or not self._versus_partner(b, results[k - 1], y, bdy.cand):
                continue
            rid, table, ry, col = bdy.cand.refs[0].split(".")
            rx = bdx.cand.refs[0].split(".")[2]
            rows = idx.get((rid, table), {})
            if rx not in rows or ry not in rows:
                continue
            lo, _hi = b.sentence_span(b.sentence_of(x.num_start))
            before = b.text[lo:x.start].lower()
            # (by the words that tell the two apart: "H100" names both "H100 SXM" and "H100 PCIe")
            tell = {r: (set(rows[r][0]) - set(rows[o][0])) or set(rows[r][0]) for r, o in ((rx, ry), (ry, rx))}
            at = {r: min((i for i in (_first_word(w, before) for w in sorted(tell[r])) if i >= 0), default=-1)
                  for r in (rx, ry)}
            if min(at.values()) < 0:
                continue
            obj = {r for r, i in at.items()
                   if _OBJECT_BEFORE.search(before[max(0, i - 40):_name_start(before, i, rows[r][0])])}
            subject = (set(at) - obj).pop() if len(obj) == 1 else (min(at, key=at.get) if not obj else None)
            if subject != ry:
                continue
            want = rows[ry][1].get(col)
            if want is not None and not B.holds(x, want, self.config.approx_tolerance):
                results[k - 1] = (x, B.Binding("variant-mismatch", want, bdx.cand,
                                               alts=(f"the row it names first ({ry})",)))

    def _label_words(self, rid: str, tname: str) -> frozenset:
        """The words of a table's column labels ("other" of "dev other WER" describes no rows)."""
        memo = self.__dict__.setdefault("_labelwords", {})
        if (rid, tname) not in memo:
            table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
            words = " ".join(f"{n} {all_text(c.label) if c.label else ''}" for n, c in table.columns.items()) \
                if table is not None else ""
            memo[(rid, tname)] = frozenset(re.findall(r"[a-z]+|[^\x00-\x7f]+", words.lower().replace("_", " ")))
        return memo[(rid, tname)]

    @staticmethod
    def _versus_partner(b: Block, before, y: Mention, c: Candidate) -> bool:
        """y is written as the partner of the figure before it ("85.4% vs 84.4%", "187 对 86"), and both are
        cells of one table column in two rows."""
        cells = versus_cells(b, before, y, c)
        return cells is not None and cells[0][:2] == cells[1][:2] and cells[0][3] == cells[1][3] \
            and cells[0][2] != cells[1][2]

    def _row_keys(self) -> dict:
        """(report, table) -> row -> (its own words: those not shared by every row of the table, its cells by
        column), for the cells in scope."""
        if getattr(self, "_rowkeys_of", None) is not self.cands:  # the candidates of the reports in scope
            out: dict = {}
            for c in self.cands:
                if c.kind != "evidence" or not c.need or len(c.refs) != 1 or c.refs[0].count(".") != 3:
                    continue
                rid, table, row, col = c.refs[0].split(".")
                t = out.setdefault((rid, table), {})
                keys, cells = t.setdefault(row, (set(), {}))
                keys.update(c.need[0])
                cells[col] = c
            for (rid, tname), t in out.items():
                common = set.intersection(*(ks for ks, _ in t.values())) if len(t) > 1 else set()
                # (nor a piece of a word that a column's label writes: 查询 of 查询时延 names no 单查询 row, which 单查
                # names; a whole word of its printed name still does: AlexNet beside "Reduction vs. AlexNet", the PCIe
                # of "Kestrel PCIe" beside "PCIe Gen5 host link")
                # (a key→value table's column words are its rows' own: none is dropped)
                cols = {w for _ks, cells in t.values() for c in cells.values() if len(c.need) > 1 and not c.keyed
                        for w in c.need[1]}
                printed = self._printed_rows(rid, tname)
                for r, (ks, cells) in list(t.items()):
                    own = ks - common
                    whole = {w for n in printed.get(r, ()) for w in re.split(r"[\s/(),,()]+", n.lower())}
                    drop = (own & cols) - whole
                    t[r] = (tuple(sorted(own - drop if own - drop else own)), cells)
            self._rowkeys, self._rowkeys_of = out, self.cands
        return self._rowkeys


def _change_in_row(b: Block, m, c, results) -> bool:
    """An end of a change between two columns of one row ("lifts the 1 GB file write rate from 392 MB/s to 705 MB/s",
    compression off to on): every end of the sentence's changes is a cell of that row, so the row the sentence names
    is each end's."""
    if m.group != "change":
        return False
    si, row = b.sentence_of(m.num_start), c.refs[0].rsplit(".", 1)[0]
    ends = [bx for x, bx in results if x.group == "change" and b.sentence_of(x.num_start) == si]
    return len(ends) == 2 and all(bx is not None and bx.status == "verified" and bx.cand is not None
                                  and len(bx.cand.refs) == 1 and bx.cand.refs[0].count(".") == 3
                                  and bx.cand.refs[0].rsplit(".", 1)[0] == row for bx in ends) \
        and len({bx.cand.refs[0] for bx in ends}) == 2


def _name_inside(shorter: str, longer: str) -> bool:
    """Every word of the shorter printed name is a word of the longer one (a Chinese one inside one of its words:
    归档存储 in 深度归档存储; not "vi" of "VideoCore VI" in "VideoCore VII")."""
    words = [w for w in re.split(r"[\s/]+", longer) if w]
    return all(t in words or re.match(r"[\u4e00-\u9fff]", t) and any(t in w for w in words)
               for t in re.split(r"[\s/]+", shorter) if t)


def _name_written(name: str, text: str) -> bool:
    """The printed name is written in the text, in one of its scripts: "归档存储" of "归档存储 Archive"."""
    words = [w for w in re.split(r"[\s/]+", name) if w]
    zh = [w for w in words if re.match(r"[\u4e00-\u9fff]", w)]
    latin = [w for w in words if w not in zh]
    return any(part and all(re.search(r"(?<![a-z0-9])" + re.escape(w) + r"(?![a-z0-9])", text) for w in part)
               for part in (zh, latin))


def _extra_written(longer: str, shorter: str, text: str) -> bool:
    """A token the longer printed name has beyond the shorter one is written: "MobileNetV2 (1.4)", "Swin-B at 384²",
    "DistilBERT (D)" name the longer row, whatever words they share with the shorter."""
    extra = set(re.split(r"[\s/()（）,]+", longer)) - set(re.split(r"[\s/()（）,]+", shorter)) - {""}
    return any(re.search(r"(?<![a-z0-9])" + re.escape(t) + r"(?![a-z0-9])", text) for t in extra)


_LIST_MARK = re.compile(r"和|与|及|、|(?<![a-z])and(?![a-z])|[,,;;]")
_OBJECT_MARK = re.compile(r"(?<![a-z])(?:than|compared (?:with|to)|relative to|versus|vs\.?|against)(?![a-z])|比|相比|相较"
                          r"|\d[\d.,]*[ \u00a0]*(?:%|x|times)[ \u00a0]+(?:that[ \u00a0]+)?of(?![a-z])"
                          # ("about four times the 4.6 ms", "2.3x the", "twice the"): a multiple's object follows it
                          r"|(?<![a-z])(?:\d[\d.,]*[ \u00a0]*[x×]|(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight"
                          r"|nine|ten)[ \u00a0]+times|twice|thrice|half)(?=[ \u00a0]+the(?![a-z]))")


# the owner right before a figure: "R2D2 的 864 万步", "R2D2's 8.64 million" (a name of at most four words, no clause mark)
_OF_OWNER = re.compile(r"[ \u00a0]*(?:[A-Za-z/µ]+[ \u00a0]*){0,2}[ \u00a0]+of[ \u00a0]+(?:the[ \u00a0]+)?(?P<who>[^,;。,;()()]{1,40})",
                       re.I)
_BARE_NAME = re.compile(r"\d[\d.,]*(?:[ \u00a0]*[a-z]+)?")  # ("3185", "at 8 nodes")
_POST_NAME_GAP = re.compile(r"[\s\u00a0]*(?:\(|（|(?:for|of|on|at|in)(?:[\s\u00a0]+the)?)?[\s\u00a0]*")
# "32 核的 7490", "32 核的海光 7490": a counted noun, 的, and the words of the name before its number
_OF_NAME_ZH = re.compile(r"[\s\u00a0]*[\u4e00-\u9fff]{0,2}的[\s\u00a0]*(?:[^\s\d,，。;；、的是为]{1,3}[\s\u00a0]*)?")
_CUT_OWNER = re.compile(r"(?<![a-z])(?:and|while|but|than|with|on|in|at|for)(?![a-z])")
_TO_END = re.compile(r"(?<![A-Za-z])to[ \u00a0]*$", re.I)


def _as_key(m, c, keys) -> bool:
    """m is a sweep's key cell written as printed, in its unit: a name of its row ("256 字节"), not a figure
    converted to another unit ("约 50 GB/s" of a 400 Gbps port)."""
    return c.name in keys and m.unit is not None and m.unit.symbol == c.unit.symbol


def _clause_around(text: str, lo: int, hi: int, m) -> str:
    """The clause of the sentence [lo, hi) that holds m (between the clause marks around it)."""
    start = lo + max([0] + [x.end() for x in re.finditer(r"[,，;；:：]", text[lo:m.start])])
    after = re.search(r"[,，;；:：]", text[m.end:hi])
    return text[start:m.end + after.start() if after else hi]


def _tied_to(sentence: str, lo: int, words, x, m) -> bool:
    """A word of the list is written tied to figure x more than to m (bind._tie: right after it, or as its label)."""
    for w in words:
        for hit in re.finditer(re.escape(w), sentence):
            at, end = lo + hit.start(), lo + hit.end()
            if B._tie(sentence, lo, at, end, x) > B._tie(sentence, lo, at, end, m):
                return True
    return False


def _post_named(b: Block, m, names, rows) -> list:
    """"15.754 GB/s (3.0)", "31.508 GB/s for 4.0": a row's printed name right after the figure is its row; so is a
    row named by the bare number of its printed name ("33.1 GB/s on the 3185" for "海光 3185"), and one written after
    the figure, its counted noun and 的 ("32 核的 7490", "32 核的海光 7490")."""
    return [r for phrase, start, w in names
            if (phrase == w or _BARE_NAME.fullmatch(phrase)) and 0 <= start - m.end <= 9
            and _POST_NAME_GAP.fullmatch(b.text[m.end:start].lower())
            or _BARE_NAME.fullmatch(phrase) and 0 <= start - m.end <= 10 and _OF_NAME_ZH.fullmatch(b.text[m.end:start])
            for r, (ws, _) in rows.items() if w in ws]


def _as_object(before: str, words) -> bool:
    """Every word naming a row is written as the object of a comparison (right after than, compared with, 比 …)."""
    for w in words:
        i = before.rfind(w)
        if i < 0 or not lexicon.OBJECT_BEFORE.search(before[max(0, i - 40):i]):
            return False
    return True


_SET_WORD_BEFORE = re.compile(r"(?<![a-z])(?:with|at|for|under|using|when|running)[ \u00a0]*$")


def _setting_right_after(b: Block, m, names, rows: dict, hi: int, results) -> list:
    """"81 °C at 45 °C", "2.1 GB/s at a 45 °C inlet": the row named by the first value after the figure, written as
    its setting (at / with / under, an article between) with no figure nor clause cut between."""
    after = sorted((start, w) for _p, start, w in names if m.end <= start < hi)
    if not after:
        return []
    start, w = after[0]
    gap = b.text[m.end:start].lower()
    if _POST_CUT.search(gap) or not _SET_AT_BEFORE.search(gap) or any(m.end <= x.start < start for x, _ in results):
        return []
    return [r for r, (ws, _) in rows.items() if w in ws or w == r.replace("_", " ").lower()]


_SET_AT_BEFORE = re.compile(r"(?<![a-z])(?:at|with|under)(?:[ \u00a0]+(?:a|an|the))?[ \u00a0]*$")


def _set_after(b: Block, m, names, rows: dict, hi: int) -> list:
    """"Each block group spans 128 MiB with 1 KiB blocks", "moves 31.5 GB/s at 16 GT/s": a row named by a value
    written as a setting after the figure, in its clause, is the figure's row."""
    out = set()
    for phrase, start, w in names:
        gap = b.text[m.end:start].lower() if m.end <= start < hi else None
        if gap is not None and not _POST_CUT.search(gap) and _SET_WORD_BEFORE.search(gap):
            out |= {r for r, (ws, _) in rows.items() if w in ws or w == r.replace("_", " ").lower()}
    return list(out) if len(out) == 1 else []


_FOR_ROW = re.compile(r"[ \u00a0]*(?:[a-z/%µ°]{1,6}[ \u00a0]+)?(?:for|on|in)[ \u00a0]+(?:the[ \u00a0]+|its[ \u00a0]+)?")
_POST_CUT = re.compile(r"(?:[,;;。()()、]|" + lexicon.COMMA + r")|\.(?!\d)|(?<![a-z])(?:and|but|while|than|vs)(?![a-z])|和|及|与|对|比")
# a name right after the figure and its unit: "600 W PCIe card", "400 GB/s 的 OAM 模组" (not "600 W of the PCIe card")
_NAME_RIGHT_AFTER = re.compile(r"[ \u00a0]*(?:(?!(?:that|those|the|of|than|to|for|in|on|at|is|was|are|and|or|with|by)[ \u00a0])"
                               r"[a-z/%µ]{1,6}[ \u00a0]+|[^\x00-\x7f]{0,3}?[ \u00a0]*)?(?:的[ \u00a0]*)?"
                               r"(?!(?:that|those|the|of|than|to|for|in|on|at|is|was|are|and|or|with|by)(?![a-z]))"
                               r"(?P<head>[a-z][\w.+-]*(?:[ \u00a0][a-z0-9][\w.+-]*)?|[\u4e00-\u9fff]{1,6})")
_PAREN_OPEN = re.compile(r"[ \u00a0]*[(（][ \u00a0]*")
_PAREN_CLOSE = re.compile(r"[ \u00a0]*[)）]")
_RESTATES = re.compile(r"[^\d,,;;。.!?()()]{0,24}[,,][ \u00a0]*(?:(?:or|i\.e\.,?|that is,?|just|only|well|即|约合|合|也就是)[ \u00a0]*){0,2}"
                       # "JSON score (1,047,316) is just over 1 million", "(1,047,316)即约 105 万"
                       r"|[^\d,,;;。.!?()()]{0,24}[))][ \u00a0]*(?:(?:is|was|are|were|或|即|为|是|约合|合)[ \u00a0]*)?"
                       r"(?:(?:just|only|well|slightly)[ \u00a0]*)?",
                       re.I)
_COMPARED_AFTER = re.compile(r"(?<![a-z])(?:than|compared|versus|vs\.?|exceeds?|exceeding|above|below|times)(?![a-z])"
                             r"|高于|低于|大于|小于|多于|少于|不及|不如|相比|相较"
                             # "是 SSD 随机读的约 67 倍", "相当于 B 的一半": B is the object of the multiple
                             r"|(?:是|为|相当于)(?=[^,，。;；]{0,30}?的\s*(?:约|近|将近|大约|接近|仅)?\s*"
                             r"(?:[\d.]+\s*(?:倍|%)|一半|[一二两三四五六七八九十]+(?:倍|分之)))", re.I)
_OBJECT_BEFORE = lexicon.OBJECT_BEFORE


_COMPARES = re.compile(r"(?<![a-z])(?:more|less|fewer|cheaper|pricier|dearer|than|difference|extra|saves?|saving|adds?"
                       r"|additional|add-ons?"
                       r"|over|under|above|below|plus|minus|per gb|per gib|per tb|each|times|x)(?![a-z])"
                       r"|比|多|少|贵|便宜|差|省|节省|额外|每 ?G|倍|×")
_PERIOD_WORDS = re.compile(r"hour|month|year|day|minute|second|小时|月|年|天|分钟|秒")
_CLAUSE_END = re.compile(r"(?:[;，；。!?！？(（]|" + lexicon.COMMA + r")")
# a multiple whose object follows it: "3.2 times the FP16 throughput of B", "3.2x B's", "2 倍于 B"
_OBJECT_AFTER = re.compile(r"\s*(?:times|x|×)?\s*(?:the|as|that of|b's)?[^,;]{0,40}?(?<![a-z])(?:of|as|than)(?![a-z])"
                           r"|\s*倍于")
_ZH_OBJECT = re.compile(r"(?:是|为|相当于)([^,，。；;]{1,30}?)的\s*(?:约|近|将近|大约)?\s*$")
# words of a comparison that is no plain quotient (a smaller, faster or changed thing): left to the direction rules
_NOT_PLAIN = re.compile(lexicon.OTHER_WAY.pattern + r"|(?<![a-z])(?:fast|faster|quick\w*|slow|speed\w*|cheaper|speed-?ups?"
                        r"|improv\w*|cut|drop\w*)"
                        r"(?![a-z])|快|提升|提高|降|减|省")

def _name_start(text: str, i: int, words) -> int:
    """Where the name whose word is at i starts: back over the words of the row before it ("the Z100 PCIe": its
    telling word is PCIe, its name starts at Z100)."""
    while True:
        hit = re.search(r"(\S+)\s+$", text[:i])
        if hit is None or hit.group(1) not in words:
            return i
        i = hit.start(1)


def _first_word(w: str, text: str) -> int:
    """Where the context word w is first written in text as a word (has_key's rule), or -1."""
    i = text.find(w)
    while i >= 0:
        if has_key(w, text[i:i + len(w) + 1]) and not (w[0].isascii() and w[0].isalnum() and i and text[i - 1].isalnum()
                                                       and text[i - 1].isascii()):
            return i
        i = text.find(w, i + 1)
    return -1


# words that describe rows without naming them: the figure after them is not the named row's
_OTHER_ROWS = re.compile(r"(?<![a-z])(?:larger|smaller|largest|smallest|bigger|biggest|others?|rest|remaining"
                         r"|(?:every|all|each)(?: of the)? (?:earlier|previous|prior|older)(?: \w+)?|predecessors?)(?![a-z])"
                         r"|更大|更小|最大|最小|其余|其他|其它|剩下|此前各|之前各|前几代|前代")


# words of a column label that name nothing on their own ("Speed (examples per second)")
_LABEL_STOP = frozenset({"per", "of", "to", "the", "and", "in", "at", "for", "by", "on", "with", "after", "before"})


def _whole(name: str, text: str) -> bool:
    """name is written in text as a whole: not inside a word, nor followed by more of a name ("netx-b 384")."""
    return re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-]|[ \u00a0]+\d)", text) is not None


_CLAUSE_END = re.compile(r"[,，;；。]|(?<![a-z])(?:while|whereas|but|than|against|versus|vs)(?![a-z])|比|而")
_LIST_GAP = re.compile(r"\s*(?:,|、|，)?\s*(?:(?:and|or)\s+(?:the\s+)?|和|与|及)?\s*")


def _cell_parts(c) -> list[str] | None:
    """A table cell's report, table, row and column, else None (a metric, a derivation, nothing)."""
    if c is None or c.kind != "evidence" or len(c.refs) != 1 or c.refs[0].count(".") != 3:
        return None
    return c.refs[0].split(".")


def _key_value_table(registry, rid: str, tname: str) -> bool:
    """A table of one text column and one column of figures: each row a named value."""
    cols = registry[rid].model.tables[tname].columns.values()
    return sum(col.unit is not None for col in cols) == 1 and sum(col.unit is None for col in cols) == 1


def _judged_at(m, want, bd, tol: float):
    """The figure rebound to the cell of the row it is about: verified there, or a mismatch against it."""
    return B.Binding("verified", want, score=bd.score) if B.holds(m, want, tol) \
        else B.Binding("value-mismatch", want, alts=bd.alts)


def _printed_names(table) -> dict:
    """row -> its printed name (all its text cells), lower case."""
    out = {}
    for r, row in table.rows.items():
        cells = row if isinstance(row, list) else list(row.values())
        out[r] = " | ".join(str(x).strip().lower() for x in cells if isinstance(x, str) and x.strip()) or r
    return out


def _rows_met(table, sentence: str) -> tuple[set, set]:
    """The rows named by whole printed names the sentence writes from two or more text columns, one of them a name
    several rows print: in each column, the rows printing one of its names written; across columns, the rows in all
    (an empty set when there are fewer than two such columns, or no shared name). Also the rows a written name of
    their own names alone ("Model 3 8B": a row named apart, whatever the other names say)."""
    per_col, alone, shared = [], set(), False
    for col in table.columns:
        names: dict = {}
        for r in table.rows:
            v = _cell(table, r, col)
            if isinstance(v, str) and len(v.strip()) >= 2:
                names.setdefault(v.strip().lower(), set()).add(r)
        got = set()
        for name, rows in names.items():
            # (a name every row prints names none of them apart)
            if len(rows) < len(table.rows) and name in sentence \
                    and re.search(r"(?<![\w.])" + re.escape(name) + r"(?![\w]|\.\d)", sentence):
                got |= rows
                shared = shared or len(rows) > 1
                alone |= rows if len(rows) == 1 else set()
        if got:
            per_col.append(got)
    met = set.intersection(*per_col) if len(per_col) >= 2 and shared else set()
    return met, alone


def _setting_columns(table, skip: str) -> list[str]:
    """The plain columns a table's rows are run at: a number shared by several rows (1 / 1,000 clients, 8 / 64 GPUs);
    a measured column's figures are each row's own."""
    out = []
    for col in table.columns:
        if col == skip:
            continue
        vals = [v for r in table.rows for v in (_cell(table, r, col),) if isinstance(v, (int, float))
                and not isinstance(v, bool)]
        if len(vals) > len(set(vals)):
            out.append(col)
    return out


def _at_setting_of(table, row: str, col: str) -> set:
    """The rows run at the setting of `row` (its value in every setting column), of which `row` is one."""
    cols = _setting_columns(table, col)
    if not cols:
        return {row}
    want = [_cell(table, row, c) for c in cols]
    return {r for r in table.rows if [_cell(table, r, c) for c in cols] == want}


_SETTING_AFTER = re.compile(r"^\s*[)）]?\s*(?:with|at|on|using|under|for|across|在|时)?\s*(\d[\d,]*(?:\.\d+)?)")


def _own_setting_after(b: Block, m: Mention, table, row: str, col: str) -> bool:
    """The figure writes its own row's setting right after it ("124 MB with 1,000 clients"), or as the last number
    of its clause before it ("比 128 卡时(9,319)", "8 卡时 … 的每卡吞吐(9,409)")."""
    got = _SETTING_AFTER.match(b.text[m.end:m.end + 24])
    lo = b.sentence_span(b.sentence_of(m.num_start))[0]
    before = _SETTING_BEFORE.findall(re.split(r"[,,;;::]", b.text[lo:m.start])[-1])
    vals = ([float(got.group(1).replace(",", ""))] if got else []) + ([float(before[-1].replace(",", ""))] if before else [])
    return any(isinstance(x, (int, float)) and not isinstance(x, bool) and float(x) in vals
               for x in (_cell(table, row, c) for c in _setting_columns(table, col)))


# a number standing alone (not part of a name: "Float8", "Llama 3.1 8B" keep theirs)
_SETTING_BEFORE = re.compile(r"(?<![\w.\-])(\d[\d,]*(?:\.\d+)?)(?![\d.]*[A-Za-z\-])")


def _name_and_value(table, name: str, sentence: str) -> bool:
    """"LLaMA-33B" for the rows [LLaMA, 33, …]: a shared printed name written with one of the values that tell its
    rows apart names them itself."""
    text = sentence.lower()
    if name not in text:
        return False
    for r, cells in table.rows.items():
        vals = cells if isinstance(cells, list) else list(cells.values())
        if " | ".join(str(x).strip().lower() for x in vals if isinstance(x, str) and x.strip()) != name:
            continue
        for v in vals:
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                tok = f"{v:g}"
                if re.search(re.escape(name) + r"[\s-]?" + re.escape(tok) + r"(?![\d.])", text):
                    return True
    return False


_CLAUSE_CUT = re.compile(r"[,，;；:：。]|(?<![a-z])(?:and|but|while|whereas)(?![a-z])|而|但")


def _row_named_in_clause(b: Block, results, y, row, registry=None) -> bool:
    """Another figure of y's clause is bound to a cell of y's own row: "最低的是 140,000 仓库(93.6%)", "to 93.6% at
    140,000". That row is the clause's, whatever rows the sentence named before. A count of things that is the
    row's cell of that count names it too, whatever it was bound to ("比 2 盘 RAID 1 的 71% 高")."""
    lo, hi = b.sentence_span(b.sentence_of(y.num_start))
    for z, bz in results:
        if z is y or bz.status != "verified" or bz.cand is None or not lo <= z.start < hi:
            continue
        if len(bz.cand.refs) != 1 or bz.cand.refs[0].split(".")[:3] != list(row):
            if not (registry is not None and z.unit is not None and units.is_counted(z.unit)
                    and _row_counts(registry, row, z)):
                continue
        gap = b.text[min(z.end, y.end):max(z.start, y.start)]
        if not _CLAUSE_CUT.search(gap.lower()):
            return True
    return False


def _own_row_in_clause(b: Block, y, c, rows, keys: dict) -> bool:
    """y's clause names y's own row by a word the named rows lack."""
    lo, hi = b.sentence_span(b.sentence_of(y.num_start))
    clause = (re.split(r"[,;；，。]", b.text[lo:y.start])[-1] + " "
              + re.split(r"[,;；，。、\d]", b.text[y.end:hi])[0]).lower()  # (and its noun after it: "20GB 存储空间")
    row = c.refs[0].split(".")[2] if len(c.refs) == 1 and c.refs[0].count(".") == 3 else ""
    own = set(keys.get(row, ((),))[0])  # (its words that not every row shares: "Kestrel" names none of them)
    theirs = set().union(*(set(keys.get(r, ((),))[0]) for r in rows))
    return any(len(k) >= 3 and has_key(k, clause) for k in own - theirs)


def _names_row_after(b: Block, m, c) -> bool:
    """The figure stands right before its own row's name, as its attribute ("1,200kVA 的 Liebert EXL S1", "the
    1,200 kVA Liebert EXL S1"): after its unit, 的 or (in English) the name itself."""
    rest = b.text[m.end:m.end + 40]
    unit = re.match(r"[ \u00a0]*[A-Za-z°µ/$%]{1,6}(?![A-Za-z])", rest) if m.unit is None \
        and foreign_unit_written(b.text, m.start, m.end) else None  # ("1,200kVA 的", "1,200 kVA Liebert"; never "for")
    if unit:
        rest = rest[unit.end():]
    of = re.match(r"[ \u00a0]*的[ \u00a0]*", rest)
    if not of or m.unit is not None and m.unit.symbol in ("%", "x"):
        return False  # (an English "the 669 g LCD Deck" is too often the object of a comparison: 的 only)
    rest = rest[of.end():]
    head = rest.lstrip(" \u00a0").lower()
    return any(len(k) >= 3 and head.startswith(k) for k in c.need[0])


def _row_counts(registry, row, z) -> bool:
    """The row is the only one of its table with a cell in z's counted unit that holds z's value as written ("2 盘"
    names the one 2-drive row; "64 卡" names no one row of three configurations at 64 cards)."""
    rid, tname, r = row
    table = registry[rid].model.tables.get(tname) if rid in registry else None
    if table is None or r not in table.rows:
        return False
    cols = [name for name, col in table.columns.items() if col.unit is not None and col.unit == z.unit.symbol]
    held = {o for o in table.rows for name in cols if _cell(table, o, name) == z.value}
    return held == {r}


def _paren_label(b: Block, m: Mention) -> str:
    """The words before the parenthesis a figure opens ("是 SDR(2 Gbps)的 100 倍"): its label, back to the clause
    mark before them; "" when the figure does not open a parenthesis."""
    lo, _hi = b.sentence_span(b.sentence_of(m.num_start))
    before = b.text[lo:m.start].rstrip()
    if not before.endswith("("):
        return ""
    return re.split(r"[,;:。!?()]|\band\b", before[:-1].lower())[-1]


def _cell(table, row: str, col: str):
    cells = table.rows[row]
    return dict(zip(table.columns, cells)).get(col) if isinstance(cells, list) else cells.get(col)


_LABEL_NUMBER = re.compile(r"(?<![\w.])\d[\d,]*(?![\d.]*[A-Za-z.])")


def _once(w: str, text: str) -> bool:
    """w is written once in text (as a word, for a Latin word)."""
    if w[:1].isascii() and w[:1].isalnum():
        return len(re.findall(r"(?<![a-z0-9])" + re.escape(w) + r"(?![a-z0-9])", text)) == 1
    return text.count(w) == 1


def _starts_change(b: Block, m: Mention) -> bool:
    """"from 81.9 GiB to 77.0 GiB", "从 6,258 提升到 6,674", "…, up from 2,700": the figure a change starts from."""
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    return lexicon.starts_change(b.text[lo:m.start], b.text[m.end:hi], b.text[lo:m.start])


