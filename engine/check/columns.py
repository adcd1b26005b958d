"""A table column named in a figure's clause: "the 100-hour model posts 1.9% WER on dev-other" when 1.9% is the
100-hour row's dev-clean cell. The figure is about the column its clause names (by a word of that column's label
that its own column's label lacks), so it is judged against that column's cell of its row."""
from __future__ import annotations

import re

from engine import units
from engine.check import bind as B, lexicon
from engine.check.agree import _is_count, past_count_noun, tags, window
from engine.check.foreign import foreign_unit_written, prefix_family, stated_unit
from engine.check.markdown import Block
from engine.check.scope import _SPEED_KEYS, _named_apart, _naming_columns, context_keys, has_key, in_money
from engine.check.variants import _COORD, _listed_with, own_row_after
from engine.models.common import all_text


# "35.6 s vs 221 s", "700 W vs 400 W", "187 对 86": the join of an x-vs-y pair
# ("6.1 of 7.0 GB/s", "61,500 out of 268,000": a part and its whole, two rows of one column)
VERSUS = re.compile(r"\s*(?:[A-Za-z%/]{1,6}\s*)?(?:vs\.?|versus|v\.|对|比|(?:out )?of)\s*$", re.I)


def versus_cells(b: Block, before, y, c) -> tuple[list[str], list[str]] | None:
    """y is written as the partner of the figure before it ("85.4% vs 84.4%", "35.6 s vs 221 s"), and both are table
    cells: their refs split (report, table, row, column), or None."""
    x, bdx = before
    o = bdx.cand if bdx is not None and bdx.status == "verified" else None
    if o is None or o.kind != "evidence" or len(o.refs) != 1 or o.refs[0].count(".") != 3 \
            or c is None or len(c.refs) != 1 or c.refs[0].count(".") != 3 or not VERSUS.match(b.text[x.end:y.start]):
        return None
    return o.refs[0].split("."), c.refs[0].split(".")


def _partner_in_row(b: Block, before, m, c) -> bool:
    """m is the second figure of an "x vs y" pair whose first figure is a cell of the same row, in another column
    of the same kind: the pair's two sides are the two columns, so the column the clause names is the first's."""
    cells = versus_cells(b, before, m, c)
    return cells is not None and cells[0][:3] == cells[1][:3] and cells[0][3] != cells[1][3] \
        and before[1].cand.unit.dims == c.unit.dims


class ColumnRules:
    def _named_column(self, b: Block, mentions, results) -> None:
        """Text mode. A figure bound to a table cell whose clause names another column of its table by a word
        of that column's own (one no other column of the table shares with it) and names its own column by no
        word the other lacks is about the named column: rebound to its row's cell there when that holds, else a
        value-mismatch against it. Words every column shares ("WER" in "dev clean WER") name none of them."""
        if self.scope is not None:
            return
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None else None
            rows = _rows_of_one_column(c) if bd is not None and bd.status == "verified" and c is not None \
                and c.kind == "derivation" and not m.group and m.arith is None else None
            if rows is None and (bd is None or bd.status != "verified" or c is None or c.kind != "evidence"
                                 or len(c.refs) != 1 or c.refs[0].count(".") != 3 or m.group or m.arith is not None
                                 or m.unit is not None and m.unit.symbol in ("x", "%") and c.unit.symbol != m.unit.symbol):
                continue  # (a multiple bound to a plain cell is no column's figure)
            if rows is not None and B.operands_around(c, m, self._context(b, m)[0]):
                continue  # "draws 350 W against 250 W, 40% more" after "512 TOPS of INT8": the pair just written
            # a cell, or a derivation of two rows of one column ("比全量微调高 1.5 个百分点" after "在 MNLI-m 上")
            rid, tname, row, col = c.refs[0].split(".")
            measure = _measure_word(b, m) if rows is None else ""
            if measure:  # "天线长 594 毫米、宽 383 毫米", "594 mm long and 383 mm wide": the measure names its column
                cols = self._column_words(rid, tname)
                named = [o for o, ws in cols.items() if measure in ws]
                lo_s, hi_s = b.sentence_span(b.sentence_of(m.num_start))
                if not set(_MEASURE_NOUN.values()) & set(cols.get(col, ())) \
                        or not any(has_key(w, b.text[lo_s:hi_s].lower()) for w in (c.need[0] if c.need else ())):
                    named = []  # (only between measures of a row the sentence names: 300 of a NAS is no antenna's)
                want = self._cell_cand(f"{rid}.{tname}.{row}.{named[0]}") if len(named) == 1 and named[0] != col \
                    else None
                if want is not None and want.unit.symbol == c.unit.symbol:
                    results[k] = (m, B.Binding("verified", want, score=bd.score) if B.holds(m, want, tol)
                                  else B.Binding("value-mismatch", want, alts=bd.alts))
                if named:
                    continue
            if rows is None and k and _partner_in_row(b, results[k - 1], m, c):
                continue  # "6.2x faster on NovaFlash (35.6 s vs 221 s)": the partner is the other column's
            gov = B.governed(m, b.text[max(0, m.start - 30):m.end].lower())
            own_cell = self._cell_cand(c.refs[0]) if gov else None
            if own_cell is not None and any(has_key(k, gov) for k in own_cell.keys):
                continue  # the noun its change word governs is its own column's: "throughput rose 35%" (tpmC)
            cols = self._column_words(rid, tname)
            fw = foreign_unit_written(b.text, m.start, m.end) if m.unit is None else ""
            if not fw and m.unit is not None and not c.unit.symbol and m.unit.symbol and not m.unit.dimensionless \
                    and not units.is_counted(m.unit):
                fw = m.unit.symbol  # "in a 150 W card" of a plain "Maximum power (W)" cell: a plain column holds it
                # only when its label states that unit ("Chips per card" holds no watts)
            if rows is None and col in cols:
                lo, hi = b.sentence_span(b.sentence_of(m.num_start))
                text = self._clause_of(b, m) + " " + b.text[lo:m.start].lower()
                # (a scope word anywhere before it: "Across all 8 GPUs, …"; a statistic only in its own clause, as
                # "the highest clock here, 5.3 GHz, yet the lowest score" names the clock's maximum, not the score's)
                # (unless its own clause names its own column by a word the other lacks: "单通道有效速率" of an
                # effective-rate column beside a per-lane signalling one)
                mine_clause = self._clause_of(b, m)
                by_tag = [o for o in cols if o != col and (not fw or _in_unit(self.registry, rid, tname, o, fw))
                          and self._tags_apart(rid, tname, o, col, text, ("scope:",))
                          and not self._tags_apart(rid, tname, col, o, text, ("scope:",))
                          and not _named_apart(cols[col] - cols[o], cols[o] - cols[col], mine_clause)]
                want = self._cell_cand(f"{rid}.{tname}.{row}.{by_tag[0]}") if len(by_tag) == 1 else None
                if want is not None and want.unit.symbol == c.unit.symbol:
                    # "Combined, the 8 cards reach 3,480 samples/s" when 3,480 is the per-card column's: a scope
                    # word only the other column's label states names it
                    results[k] = (m, B.Binding("verified", want, score=bd.score) if B.holds(m, want, tol)
                                  else B.Binding("value-mismatch", want, alts=bd.alts))
                    continue
            said = lexicon.noun_said(b.text, m.end) if m.unit is None and not m.qualifier and rows is None else ""
            if col not in cols or rows is None and (self.rows.printed_name(m, c, tol) or m.unit_text and _is_count(m, c)
                                                    or own_row_after(b, m, c)) \
                    or said and any(lexicon.label_has(w, said) for w in cols[col]) \
                    and not any(lexicon.label_has(w, said) for o, ws in cols.items() if o != col for w in ws):
                continue  # ... or the figure names its row ("101 层 ResNet 的 FLOPs"), or counts with its own noun
                # ("54 层、20 个注意力头": the noun of a count is judged by the agreement rules)
            if rows is not None and c.op in ("ratio", "change") and _SPEED_KEYS[0] in c.keys:
                cols = {**cols, col: cols[col] | set(_SPEED_KEYS)}  # "速度快了 4 倍" of a time column names it
            win = window(b, m, mentions)
            # its own column named anywhere in its clause (before a number that cuts the window: "ResNet 在 18 层时
            # … 27.88%") keeps it there; a clause that tells the two columns apart by neither's words is framed by
            # the sentence before it ("On dev other, the 100-hour model reaches 2.4%", "The 100-hour model,
            # measured on test other, gets 5.3%", "On the test set, … 5.3% WER on other speech")
            own = win + " " + self._clause_of(b, m) + " " + _label_after(b, m)
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            if _in_list(b, m, mentions):  # "1.9% and 5.3% WER on dev clean and dev other": its column anywhere in
                own += " " + b.text[lo:hi].lower()  # the sentence (the lists go element-wise: variants._respectively)
            before = _without_count_nouns(b, lo, m, mentions)
            after = _OF_LABEL.match(b.text, m.end, hi)
            after = re.split(r"(?<![a-z])(?:and|or|while)(?![a-z])|和|与|及", after.group(1).lower())[0] \
                if after and not _in_list(b, m, mentions) else ""  # (a listed figure's labels go element-wise)
            named, said, by_after = [], {}, set()
            money = B._money(m, b.text[max(0, m.start - 30):m.end + 30].lower())
            for o, ws in cols.items():
                if o == col or money and not in_money(self.registry, rid, tname, o):
                    continue  # ("the 64-core part lists at $9,480": an amount of money is no core count)
                if fw and not _in_unit(self.registry, rid, tname, o, fw):
                    continue  # ("the 148.6 PFlop/s of the second-ranked Summit": no rank is in PFlop/s)
                theirs, mine = ws - cols[col], cols[col] - ws
                if not mine:
                    continue  # its own column has no word the other lacks: the clause cannot tell them apart
                hit_o = {w for w in theirs if has_key(w, win)}
                own_o, before_o = _noun_of(hit_o, mine, own), _noun_of(hit_o, mine, before)
                # (its own column named earlier in the sentence counts too: "top-1 and top-5 error rates of 24.1% and
                # 7.3%" lists the columns before the figures)
                # ("AP50" names the AP50 column, not the AP column whose word it starts with)
                hit_c = _named_apart(mine, theirs, own_o) or _named_apart(mine, theirs, before_o)
                if hit_o and any(has_key(w, after) for w in hit_o) and not any(has_key(w, win) for w in mine):
                    hit_c = False  # "…, 16 times the 19.5 teraFLOPS of FP32": a label right after the figure beats
                    # its own column named earlier in the sentence ("FP16 Tensor Core throughput is 312 …")
                    by_after.add(o)
                if not hit_o and not hit_c:
                    hit_o = {w for w in theirs if has_key(w, before)}
                    hit_c = _named_apart(mine, theirs, before)
                if hit_o and not hit_c and (self._tags_apart(rid, tname, col, o, own)
                                            or self._tags_apart(rid, tname, col, o, own + " " + before, ("scope:",))) \
                        and not self._tags_apart(rid, tname, o, col, own + " " + before, ("scope:",)):
                    hit_c = True  # "… at 6,258 tokens per second per GPU" of a per-GPU and an all-GPUs column
                if hit_o and not hit_c:
                    named.append(o)
                    said[o] = len({w for w in ws if has_key(w, win + " " + before)})
            if rows is None:
                # a column whose cell of this row another figure of the sentence is bound to, and whose words stand
                # nearer that figure, is that figure's: "420 TB of backups fit in 28.4 TB", "260TB 重删后只占 19.7TB"
                # (swapped, "28.4 TB of backups fit in 420 TB", the words are the first figure's: still a mismatch)
                taken = {bx.cand.refs[0]: x for x, bx in results if x is not m and bx is not None
                         and bx.status == "verified" and bx.cand is not None and bx.cand.kind == "evidence"
                         and len(bx.cand.refs) == 1 and lo <= x.start < hi}
                named = [o for o in named if f"{rid}.{tname}.{row}.{o}" not in taken
                         or B.words_nearer(b.text[lo:hi].lower(), lo, [re.compile(re.escape(w)) for w in cols[o] - cols[col]], m,
                                           taken[f"{rid}.{tname}.{row}.{o}"])]
            if not named:
                continue
            if by_after:
                named = [o for o in named if o in by_after]
            top = max(said[o] for o in named)
            if rows is None:
                wants = [self._cell_cand(f"{rid}.{tname}.{row}.{o}") for o in sorted(named) if said[o] == top]
            else:
                wants = [self._pair_cand(tuple(f"{rid}.{tname}.{r}.{o}" for r in rows), c.op)
                         for o in sorted(named) if said[o] == top]
            # (a figure bound to a cell in a unit but written without one is the named column's: "SPECrate 整数得分为
            # 415.2" of a GB/s cell, "STREAM 实测带宽为 64" of a MB cell)
            # (not when another figure of the sentence writes the bound cell's unit: "beat RAM's 28.0 GB/s: XXH3
            # (31.5)", "65.0 hours against 80.7")
            bare = m.unit is None and c.unit.symbol and not any(
                x is not m and x.unit is not None and x.unit.dims == c.unit.dims and lo <= x.start < hi for x in mentions)
            wants = [w for w in wants if w is not None and (w.unit.symbol == c.unit.symbol or bare) and B._factors(m, w)]
            if not wants:
                continue
            held = next((w for w in wants if B.holds(m, w, tol)), None)
            results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None else
                          B.Binding("value-mismatch", wants[0], alts=bd.alts))

    def _pair_just_written(self, b: Block, results) -> None:
        """"… but weighs 2,450 kg against 1,760 kg, 50% more" after "1,200 kVA, 50% more than the 800 kVA": a change,
        difference or multiple right after two figures of one column (no other figure between, one clause mark at
        most) is of those two cells, whatever other pair of the sentence it holds for: judged there."""
        tol = self.config.approx_tolerance
        for k in range(2, len(results)):
            (x, bx), (y, by), (m, bd) = results[k - 2], results[k - 1], results[k]
            c = bd.cand
            # (only a bound figure: an unbound one is never rescued by the pair before it, "是 Llama 2 13B(16.0%)的
            # 3.3 倍" when 16.0% is the 7B's)
            if bd.status != "verified" or c is None or c.kind != "derivation" or len(c.refs) != 2 \
                    or m.group or m.arith is not None or c.op not in ("change", "diff", "ratio"):
                continue
            cx, cy = bx.cand, by.cand
            if bx.status != "verified" or by.status != "verified" or cx is None or cy is None \
                    or cx.kind != "evidence" or cy.kind != "evidence" or len(cx.refs) != 1 or len(cy.refs) != 1 \
                    or x.group or y.group:
                continue
            px, py = cx.refs[0].split("."), cy.refs[0].split(".")
            # (or two variants of one metric: "全新盘 610K IOPS … 稳态 200K IOPS,少了约 60%" is of those two)
            metric = len(px) == 3 and len(py) == 3 and px[:2] == py[:2] and px[2] != py[2]
            # (or a metric and a cell: "峰值温度 81°C,离 83°C 的严重阈值只差 2°C", a gap of their own)
            mixed = c.op == "diff" and {len(px), len(py)} == {3, 4} and px[0] == py[0]
            if mixed:
                self._mixed_pair(b, results, k, x, y, m, bd, cx, cy)
                continue
            if not metric and (len(px) != 4 or len(py) != 4 or px[:2] != py[:2] or px[3] != py[3] or px[2] == py[2]) \
                    or set(c.refs) == {cx.refs[0], cy.refs[0]} or units.is_counted(cx.unit) \
                    or any(z.unit is not None and not z.unit.symbol and z.unit_text for z in (x, y)) \
                    or not metric and (self.rows.printed_name(x, cx, tol) or self.rows.printed_name(y, cy, tol)):
                continue  # (two counts or names are the settings the rows are at: "从 8 卡扩展到 32 卡,保存快了 3.4
                # 倍", "152 层网络的 FLOPs 是 18 层网络的 6.3 倍")
            si = b.sentence_of(m.num_start)
            if b.sentence_of(x.num_start) != si or len(B._MARK_UNGROUPED.findall(b.text[x.end:m.start])) > 1 + metric \
                    or len(re.findall(r"[,;；，]", b.text[y.end:m.start])) > 1:
                continue
            lo, hi = b.sentence_span(si)
            clause = self._clause_of(b, m)
            if metric:
                if any(has_key(w, clause) for w in set(c.keys) - set(cx.keys) - set(cy.keys)):
                    continue  # its clause names what it is bound to: another measure
            else:
                if B._operands_written(c, b.text[lo:hi].lower()) < 2:
                    continue  # (the pair it is bound to must be another written pair: "速度却快了近 4 倍" is of no figures)
                cols = self._column_words(px[0], px[1])
                if any(has_key(w, clause) for o, ws in cols.items() if o != px[3] for w in ws - cols.get(px[3], set())):
                    continue  # "(57.9)略高于 …(57.5),速度却快了近 4 倍": its clause names another measure
            if B.operand_and_object(c, m, self._context(b, m)[0], self.cands):
                continue  # its own object names what it divides by: "580 µs with iSCSI, more than 5 times the local figure"
            pair = {cx.refs[0], cy.refs[0]}
            # (every derivation of the two: a change is measured from either end, "(a − b) ÷ b" and "÷ a")
            wants = [w for w in self.cands if w.kind == "derivation" and w.op == c.op and len(w.refs) == 2
                     and set(w.refs) == pair and not w.named and B._factors(m, w)]
            if not wants:
                continue
            held = next((w for w in wants if B.holds(m, w, tol)), None)
            results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None
                          else B.Binding("value-mismatch", wants[0], alts=bd.alts))

    def _mixed_pair(self, b: Block, results, k: int, x, y, m, bd, cx, cy) -> None:
        """A difference right after a metric's figure and a cell's (no other figure between, one clause mark at
        most), in their unit: of those two, bound to another pair or not."""
        if set(bd.cand.refs) == {cx.refs[0], cy.refs[0]} or b.sentence_of(x.num_start) != b.sentence_of(m.num_start) \
                or len(re.findall(r"[,;；，]", b.text[y.end:m.start])) > 1 or units.is_counted(cx.unit):
            return
        pair = {cx.refs[0], cy.refs[0]}
        # (a sentence's own pairs, derive.named_pairs, are kept by the sentence they were read for)
        wants = [w for ws in [self.cands] + list(self._cross.values()) for w in ws
                 if w.kind == "derivation" and w.op == "diff" and set(w.refs) == pair and B._factors(m, w)]
        if not wants:
            return
        held = next((w for w in wants if B.holds(m, w, self.config.approx_tolerance)), None)
        results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None
                      else B.Binding("value-mismatch", wants[0], alts=bd.alts))

    def _multiple_of_object(self, b: Block, results) -> None:
        """"580 µs with iSCSI, about 2.8 times the local figure": a multiple or share right after the figure it divides,
        whose own object names the divisor (bind.operand_and_object), is of that pair, whatever other pair of the
        sentence it holds for: judged there."""
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            c = bd.cand
            if bd.status not in ("verified", "value-mismatch", "qualifier-violation") or m.group or m.arith is not None \
                    or m.unit is None or m.unit.symbol not in ("x", "%"):
                continue
            if bd.status == "verified" and c is not None and c.kind != "derivation":
                continue  # (a cell's own multiple: "3.5x overall" of a ratio column)
            ctx = self._context(b, m)[0]
            if c is not None and c.kind == "derivation" and B.operand_and_object(c, m, ctx, self.cands):
                continue
            # (the figure right before it is the dividend's cell, as measured: not a row's name, "the 72B model")
            prev = next((bx.cand for x, bx in reversed(results[:k]) if x.end <= m.start), None)
            if prev is None:
                continue
            op = "ratio" if m.unit.symbol == "x" else "share"
            # (the cheap tests first: this runs over every candidate for each multiple or percent)
            wants = [w for w in self.cands if w.kind == "derivation" and w.op == op and len(w.refs) == 2
                     and not w.named and prev.name == (w.refs[0] if op == "ratio" else w.refs[1])
                     and B._factors(m, w) and B.operand_and_object(w, m, ctx, self.cands)]
            divisor = (lambda w: tuple((w.refs[1] if w.op == "ratio" else w.refs[0]).split(".")[:3]))  # noqa: E731
            if not wants or c is not None and c.kind == "derivation" and len(c.refs) == 2 and c.op in ("ratio", "share") \
                    and any(divisor(c) == divisor(w) for w in wants):
                continue  # (bound to another column of the same two rows: the object names the rows, not the column)
            held = next((w for w in wants if B.holds(m, w, tol)), None)
            results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None
                          else B.Binding("qualifier-violation" if m.qualifier else "value-mismatch", wants[0],
                                         alts=bd.alts))

    def _multiple_of_figure_before(self, b: Block, results) -> None:
        """"带宽达 1,228.8GB/s,是 MLU370-X8 的 3 倍": a multiple right after a figure of its sentence, in the next
        clause, bound to two rows of one column when that figure is the first row's cell of another column, is of
        that figure's column (a word both columns share, 带宽, chose neither): judged there, unless its own clause
        names its own column by a word the figure's column lacks."""
        for k in range(1, len(results)):
            (p, bp), (m, bd) = results[k - 1], results[k]
            c, o = bd.cand, bp.cand
            if bd.status != "verified" or c is None or c.kind != "derivation" or m.unit is None \
                    or m.unit.symbol != "x" or m.group or m.arith is not None or bp.status != "verified" or o is None \
                    or o.kind != "evidence" or len(o.refs) != 1 or o.refs[0].count(".") != 3 or p.group:
                continue
            rows = _rows_of_one_column(c)
            if rows is None or b.sentence_of(p.num_start) != b.sentence_of(m.num_start) \
                    or not B._CLAUSE_MARK.search(b.text[p.end:m.start]):
                continue
            rid, tname, prow, pcol = o.refs[0].split(".")
            crid, ctname, _r, col = c.refs[0].split(".")
            own = self._cell_cand(c.refs[0])
            if (rid, tname) != (crid, ctname) or pcol == col or prow != rows[0] or own is None \
                    or units.is_counted(o.unit) or not o.unit.symbol and units.is_counted(own.unit):
                continue  # (a count is the setting the rows are at: "240.0 GB/s at 256 clients, 8x")
            cols = self._column_words(rid, tname)
            if col not in cols or pcol not in cols:
                continue
            names = {k for r in c.refs for x in [self._cell_cand(r)] if x is not None and x.need for k in x.need[0]}
            clause = B.without_names(self._clause_of(b, m), names)
            if any(has_key(w, clause) for w in cols[col] - cols[pcol]):
                continue  # "其 MLU-Link 互连带宽 600GB/s,则是后者的 3 倍": its own column named again
            want = self._pair_cand(tuple(f"{rid}.{tname}.{r}.{pcol}" for r in rows), c.op)
            if want is None or not B._factors(m, want):
                continue
            tol = self.config.approx_tolerance
            results[k] = (m, B.Binding("verified", want, score=bd.score) if B.holds(m, want, tol)
                          else B.Binding("value-mismatch", want, alts=bd.alts))

    def _metric_in_named_cell(self, b: Block, results, rows_named) -> None:
        """Text mode. "48 核的 7490 三级缓存达 128GB" when 128 GB is a metric's (a memory module's size): a figure bound
        to a metric whose clause names none of the metric's words, in a sentence that names one row of a table of
        that report and a clause that names one of its columns by a word of that column's own, is about that cell:
        rebound to it when it holds, else a value-mismatch against it."""
        if self.scope is not None:
            return
        idx = self._row_keys()
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if c is None or c.kind != "evidence" or len(c.refs) != 1 or c.refs[0].count(".") > 2 or m.group \
                    or m.arith is not None or m.qualifier:
                continue
            rid = c.refs[0].split(".")[0]
            clause = self._clause_of(b, m)
            rowwords = {w for (r_id, _t), rows in idx.items() if r_id == rid for ws, _ in rows.values() for w in ws}
            if any(has_key(w, clause) for w in c.keys if len(w) > 1 and w not in rowwords):
                continue  # the metric's own words are said (not a row's name its note writes: "J3300 4KB 随机读时延")
            si = b.sentence_of(m.num_start)
            lo, hi = b.sentence_span(si)
            # (the rows its clause names; the column named right before it, after the figure before: "48 核的 7490
            # 三级缓存达 128GB" names L3, not the 48 cores)
            start = lo + max(b.text[lo:m.start].lower().rfind(clause[:12]), 0)
            sentence = b.text[start:m.end].lower()
            _words, names = rows_named.get(si, ((), frozenset()))
            names = {n for n in names if start <= n[1] < m.start}
            clause = b.text[max([start] + [x.end for x, _ in results if start <= x.end <= m.start]):m.start].lower()
            got = []
            for (r_id, tname), rows in sorted(idx.items()):
                if r_id != rid:
                    continue
                named = {r for r, (ws, _) in rows.items() if any(has_key(w, sentence) for w in ws)} \
                    | {w.replace(" ", "_") for _p, _s, w in names if w.replace(" ", "_") in rows}
                cols = self._column_words(rid, tname)
                said = [o for o, ws in cols.items()
                        if any(has_key(w, clause) for w in ws - set().union(*(v for x, v in cols.items() if x != o)))]
                if len(named) == 1 and len(said) == 1:
                    cell = rows[min(named)][1].get(said[0])
                    if cell is not None and (cell.unit.dims == c.unit.dims or m.unit is None):
                        got.append(cell)  # ("7380 的核心数为 94" beside a boot time of 94 s: written without a unit)
            if len(got) == 1:
                results[k] = (m, B.Binding("verified", got[0], score=bd.score) if B.holds(m, got[0], tol)
                              else B.Binding("value-mismatch", got[0], alts=bd.alts))

    def _column_by_label(self, b: Block, results) -> None:
        """Text mode. "With 500 servers, each server handles 593 random reads per second" when the table's columns are
        "1 server", "50 servers", "500 servers": a count of the sentence that verified as one column's label names
        that column, and a figure bound to another column's cell of the same table (or refused against one) is
        judged against the named column's cell of its row: rebound when it holds there, else a value-mismatch. With
        several such labels in the sentence, the one in the figure's clause ("…, down from 1,212 with one server")."""
        if self.scope is not None:
            return
        labels = []
        for m, bd in results:
            c = bd.cand if bd is not None and bd.status == "verified" else None
            parts = c.name.split(".") if c is not None and c.kind == "label" else ()
            if len(parts) == 4 and parts[3] == "label" and (
                    m.unit is not None and units.is_counted(m.unit)
                    or B.label_noun_after(m, c, b.text[m.start:m.end + 40].lower())
                    # ("at 25 °C the TW-E2 draws 52 W" of columns "Power at 25 °C", "Power at 50 °C")
                    or m.unit is None and foreign_unit_written(b.text, m.start, m.end) == "°C"):
                # R.table.column.label: a column's own label, as a count ("500 servers") or with its noun after the
                # number as the label writes it ("250 tablet servers", "500 台 tablet server")
                labels.append((m, tuple(parts[:3])))
        if not labels:
            return
        labels += self._bare_labels(b, results, labels)
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status in ("verified", "value-mismatch") else None
            if c is None or c.kind != "evidence" or len(c.refs) != 1 or c.refs[0].count(".") != 3 or m.group:
                continue
            rid, tname, row, col = c.refs[0].split(".")
            mine = [(o, p) for o, p in labels if p[:2] == (rid, tname)
                    and b.sentence_of(o.num_start) == b.sentence_of(m.num_start)]
            mine = [(o, p) for o, p in mine if self._same_unit_cell(rid, tname, row, p[2], c)]
            near = [(o, p) for o, p in mine if not _clause_marks_between(b.text, o, m)]
            # (else one before it: "10TB 只需 8.4 小时,而 8 路并发时要 29.5 小时" leaves 8.4 at its own setting)
            cols = {p[2] for _, p in (near or [(o, p) for o, p in mine if o.end <= m.start])}
            if not cols:
                continue
            if len(cols) > 1:  # "12.6 GB/s at 32 and 24.8 GB/s at 64", "32 卡时的 12.6GB/s": the label right beside it
                cols = _beside(b.text, m, near, [x for x, _ in results]) or cols
            if len(cols) != 1 or col in cols:
                continue
            want = self._cell_cand(f"{rid}.{tname}.{row}.{next(iter(cols))}")
            if want is None or want.unit.symbol != c.unit.symbol:
                continue
            if not near and c.need and want.need and _own_clause_names(b, m, set(c.need[1]) - set(want.need[1])):
                continue  # "…, under a quarter of the single-server 8850": its own clause names its column
            if not B.holds(m, want, tol):
                # (a tie: 79 W is the TW-E8's at 25 °C and the TW-E4's at 50 °C; "at 50 °C it needs 79 W" after the
                # TW-E4: the named column's cell of a row the sentence names that holds it)
                si = b.sentence_of(m.num_start)
                lo = b.sentence_span(si)[0]
                if si > 0 and re.search(r"[;；][\s\u00a0]*$", b.text[:lo]):  # (the clause before a semicolon too)
                    lo = b.sentence_span(si - 1)[0]
                col_n = next(iter(cols))
                other = [o for o in self.cells if o.refs[0].split(".")[:2] == [rid, tname] and o.need
                         and o.refs[0].split(".")[3] == col_n and o.refs[0].split(".")[2] != row
                         and B.holds(m, o, tol)
                         and any(has_key(w, b.text[lo:m.start].lower()) for w in o.need[0])]
                want = other[0] if len(other) == 1 else want
            if B.holds(m, want, tol):
                results[k] = (m, B.Binding("verified", want, score=bd.score))
            elif bd.status == "verified":
                results[k] = (m, B.Binding("value-mismatch", want, alts=bd.alts))

    def _same_unit_cell(self, rid: str, tname: str, row: str, col: str, c) -> bool:
        want = self._cell_cand(f"{rid}.{tname}.{row}.{col}")
        return col == c.refs[0].split(".")[3] or want is not None and want.unit.symbol == c.unit.symbol

    def _bare_labels(self, b: Block, results, labels) -> list:
        """"from 3.2 GB/s at 8 GPUs to 12.6 GB/s at 32 and 24.8 GB/s at 64": a bare count after at / 在 / @, in the
        sentence of a count that named a column by its label, is the label of that table's column at that count
        (the noun said once), whatever else it was bound to."""
        out = []
        for m, _bd in results:
            if m.unit is not None or m.qualifier or m.group or any(m is o for o, _ in labels) \
                    or not _AT_BARE.search(b.text[max(0, m.start - 6):m.start]):
                continue
            si = b.sentence_of(m.num_start)
            tables = {p[:2] for o, p in labels if b.sentence_of(o.num_start) == si}
            cols = {tuple(c.name.split(".")[:3]) for c in self.labels if c.name.endswith(".label")
                    and tuple(c.name.split(".")[:2]) in tables and units.is_close(c.lo, m.value)}
            out += [(m, col) for col in sorted(cols)]  # (at 64 of "… at 64 GPUs" columns in several units)
        return out

    def _versus_columns(self, b: Block, results) -> None:
        """Text mode: "On HellaSwag, Orca-7 scores 88.9% vs 85.3% for Nova-L" when 88.9% is Nova-L's: two cells of one
        row in two columns, joined by vs / against, the first after the column its clause names as the subject, the
        second before "for" another column. Each figure is its column's: a pair the wrong way round is judged at
        the columns the sentence gives them."""
        if self.scope is not None:
            return
        for k in range(1, len(results)):
            (x, bx), (y, by) = results[k - 1], results[k]
            cx, cy = (bd.cand if bd.status == "verified" else None for bd in (bx, by))
            if cx is None or cy is None or cx.kind != "evidence" or cy.kind != "evidence" or x.group or y.group \
                    or len(cx.refs) != 1 or len(cy.refs) != 1 or cx.refs[0].count(".") != 3 or cy.refs[0].count(".") != 3:
                continue
            rx, ry = cx.refs[0].split("."), cy.refs[0].split(".")
            if rx[:3] != ry[:3] or rx[3] == ry[3] or not _VERSUS_GAP.fullmatch(b.text[x.end:y.start]):
                continue
            lo, hi = b.sentence_span(b.sentence_of(x.num_start))
            tail = _FOR_COLUMN.match(b.text, y.end, hi)
            head = re.split(r"[,,;;::]", b.text[lo:x.start])[-1]
            cols = self._column_words(rx[0], rx[1])
            if not tail or rx[3] not in cols or ry[3] not in cols:
                continue

            def named(text: str) -> set:
                t = text.lower()
                return {c for c, ws in cols.items() if any(has_key(w, t) for w in ws)}
            subj, obj = named(head), named(tail.group(1))
            if len(subj) != 1 or len(obj) != 1 or subj == obj or (rx[3], ry[3]) != (min(obj), min(subj)):
                continue
            tol = self.config.approx_tolerance
            for j, (m, bd, col) in ((k - 1, (x, bx, min(subj))), (k, (y, by, min(obj)))):
                want = next((o for o in self.cells if o.refs == (".".join(rx[:3] + [col]),)), None)
                if want is not None:
                    results[j] = (m, B.Binding("verified", want, score=bd.score) if B.holds(m, want, tol)
                                  else B.Binding("value-mismatch", want, alts=bd.alts))

    def _column_words(self, rid: str, tname: str) -> dict:
        """column -> the words of its key and label that not every column of the table has and that name no row
        (cached per table)."""
        memo = self.__dict__.setdefault("_colwords", {})
        if (rid, tname) not in memo:
            out: dict = {}
            table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
            naming = _naming_columns(table) if table is not None else set()
            if table is not None and len(table.columns) - len(naming) > 1:
                # the measured columns: those that name the rows (text cells, settings written in the rows' names)
                # are rows' words
                words = {name: set(context_keys([name, all_text(col.label) if col.label else ""]))
                         | _hyphenated(all_text(col.label) if col.label else "")
                         for name, col in table.columns.items() if name not in naming}
                common = set.intersection(*words.values())
                # a word that also names rows names no column: "PCIe" of an "H100 PCIe" row and a "PCIe" column
                texts = [str(k) for k in table.rows] + [str(v) for row in table.rows.values()
                                                      for v in (row if isinstance(row, list) else row.values())
                                                      if isinstance(v, str)]
                common |= set(context_keys(texts))
                out = {name: ws - common for name, ws in words.items()}
            memo[(rid, tname)] = out
        return memo[(rid, tname)]

    def _tags_apart(self, rid: str, tname: str, col: str, other: str, own: str, kinds=("stat:", "scope:")) -> bool:
        """The clause states a statistic or scope (per GPU, peak, average, total) that col's label states and the
        other column's label does not: it names col, whatever words the two labels share."""
        memo = self.__dict__.setdefault("_coltags", {})
        if (rid, tname) not in memo:
            table = self.registry[rid].model.tables[tname]
            memo[(rid, tname)] = {name: {t for t in tags(" ".join([name, all_text(c.label) if c.label else ""]))
                                         if t.startswith(("stat:", "scope:"))}
                                  for name, c in table.columns.items()}
        ct = memo[(rid, tname)]
        return bool({t for t in ct.get(col, set()) - ct.get(other, set()) if t.startswith(kinds)} & tags(own))

    def _pair_cand(self, refs: tuple, op: str):
        """The table's own derivation of these two cells with this operation (scope.derivations)."""
        memo = self.__dict__.setdefault("_paircand", None)
        if memo is None or memo[0] is not self.cands:
            memo = self._paircand = (self.cands, {(c.refs, c.op): c for c in self.cands
                                                  if c.kind == "derivation" and len(c.refs) == 2 and not c.named})
        got = memo[1].get((refs, op))
        if got is None and op == "diff":  # a difference is sign-free: the larger cell comes first
            got = memo[1].get((refs[::-1], op))
        return got

    def _cell_cand(self, ref: str):
        memo = self.__dict__.setdefault("_cellcand", None)
        if memo is None or memo[0] is not self.cands:
            memo = self._cellcand = (self.cands, {c.refs[0]: c for c in self.cands
                                                  if c.kind == "evidence" and len(c.refs) == 1})
        return memo[1].get(ref)


# a label right after a figure and its unit: "19.5 teraFLOPS of FP32", "45.9 on Rouge-L" (to the clause's end)
# the measure a figure is of, written as one character right before it ("宽 383 毫米") or a word right after its unit
# ("383 mm wide"): the noun the column's label spells out (宽度, width)
_MEASURE_BEFORE = re.compile(r"(?<![\u4e00-\u9fff])([长宽高深厚])\s*(?:约|为|达|是|仅)?\s*$")
_MEASURE_AFTER = re.compile(r"[ \u00a0]*(?:[A-Za-zµ²]{1,3}[ \u00a0]+)?(long|wide|high|tall|deep|thick)(?![a-z-])", re.I)
_MEASURE_NOUN = {"长": "长度", "宽": "宽度", "高": "高度", "深": "深度", "厚": "厚度", "long": "length",
                 "wide": "width", "high": "height", "tall": "height", "deep": "depth", "thick": "thickness"}


def _measure_word(b: Block, m) -> str:
    hit = _MEASURE_BEFORE.search(b.text[max(0, m.start - 6):m.start])
    if hit is None:
        hit = _MEASURE_AFTER.match(b.text, m.end)
    return _MEASURE_NOUN.get(hit.group(1).lower(), "") if hit else ""


_OF_LABEL = re.compile(r"[ \u00a0]*(?:[A-Za-z/µ]+[ \u00a0]+)?(?:of|on|for|in)[ \u00a0]+([^,;,;。()()\[\]]{1,30})")


def _own_clause_names(b: Block, m, keys: set) -> bool:
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    before = re.split(r"[,,;;。]", b.text[lo:m.start])[-1]
    after = re.split(r"[,,;;。]", b.text[m.end:hi])[0]
    clause = (before + " " + after).lower()
    return any(has_key(k, clause) for k in keys)


def _clause_marks_between(text: str, a, b) -> bool:
    lo, hi = min(a.end, b.end), max(a.start, b.start)
    return bool(re.search(r"[,,;;。]", text[lo:hi]))


def _noun_of(named: set, mine: set, text: str) -> str:
    """text without a word of the figure's own column written right after a word of the other column: in "BERT-base's
    RTE score" score is RTE's noun (its score), not the name of the "GLUE macro-score" column."""
    for w in named:
        if not w.isascii():
            continue
        for hit in re.finditer(r"(?<![a-z0-9])" + re.escape(w) + r"[ \u00a0-]+([a-z][a-z0-9-]*)", text):
            if any(hit.group(1).startswith(k) for k in mine if k.isascii()):
                text = text[:hit.start(1)] + " " * len(hit.group(1)) + text[hit.end(1):]
    return text


def _rows_of_one_column(c) -> tuple | None:
    """The two rows of a derivation over two cells of one table column, else None."""
    if len(c.refs) != 2 or any(r.count(".") != 3 for r in c.refs):
        return None
    a, z = (r.split(".") for r in c.refs)
    return (a[2], z[2]) if a[:2] == z[:2] and a[3] == z[3] and a[2] != z[2] else None


def _in_list(b: Block, m, mentions) -> bool:
    """m is one of figures joined by and / 和 / 、 / slash."""
    ms = list(mentions)
    i = next((j for j, x in enumerate(ms) if x is m), None)
    return i is not None and any(0 <= j < len(ms) and _COORD.fullmatch(b.text[ms[min(i, j)].end:ms[max(i, j)].start])
                                 and _listed_with(ms[min(i, j)], ms[max(i, j)]) for j in (i - 1, i + 1))


def _hyphenated(label: str) -> set:
    """Whole hyphenated names of a label ("Rouge-L", "dev-clean"): context_keys keeps only those with a digit
    (Rouge-1), so Rouge-L's own word would be lost against Rouge-1's."""
    return {t.lower().strip("()") for t in label.split() if "-" in t.strip("-")}


def _label_after(b: Block, m) -> str:
    """The label in a parenthesis right after a figure ("94.9(SST-2)", "87.2 (dev)"): it names the figure's column."""
    after = b.text[m.end:m.end + 40]
    if not after.lstrip().startswith("("):
        return ""
    inner = after.lstrip()[1:]
    return inner.split(")", 1)[0].lower() if ")" in inner else ""


_VERSUS_GAP = re.compile(r"\s*(?:,\s*)?(?:vs\.?|versus|against)\s*", re.IGNORECASE)
_FOR_COLUMN = re.compile(r"\s*(?:for|from|by)\s+([^,,;;.。\[]{1,40})", re.IGNORECASE)


def _without_count_nouns(b: Block, lo: int, m, mentions) -> str:
    """The sentence before m, lower-cased, with the nouns of the counts in it blanked ("15 个 c5d.4xlarge 节点跑出
    124,036": 节点 counts the 15, it names no per-node column of the 124,036)."""
    text = b.text[lo:m.start].lower()
    for x in mentions:
        if x is not m and lo <= x.start and x.end <= m.start and x.decimals == 0:
            e = past_count_noun(b.text, x, m.start)
            if e > x.end:
                text = text[:x.end - lo] + " " * (e - x.end) + text[e - lo:]
    return text


def _beside(text: str, m, labels, mentions) -> set:
    """The column of the label written right after the figure with at / @ between, else right before it (no other
    figure nor clause mark between)."""
    def alone(o) -> bool:
        a, z = (m.end, o.start) if o.start >= m.end else (o.end, m.start)
        return not any(a <= x.start < z for x in mentions) and len(text[a:z]) <= 12 \
            and not re.search(r"[,;；，。]|" + lexicon.COMMA, text[a:z])
    after = {p[2] for o, p in labels if o.start >= m.end and alone(o) and _AT_GAP.fullmatch(text[m.end:o.start])}
    before = {p[2] for o, p in labels if o.end <= m.start and alone(o)}
    return after if len(after) == 1 else before if len(before) == 1 else set()


_AT_GAP = re.compile(r"[ \u00a0]*(?:at|@|with|on|在)[ \u00a0]*", re.I)
_AT_BARE = re.compile(r"(?:(?<![a-z])at|在|@)[ \u00a0]*$", re.I)


def _in_unit(registry, rid: str, tname: str, col: str, written: str) -> bool:
    """The column's label states the unit of no dimension a figure is written in, or another prefix of it."""
    stated = stated_unit(registry, f"{rid}.{tname}._.{col}")
    return stated == written or bool(stated) and stated in prefix_family(written)

