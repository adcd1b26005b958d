"""Arithmetic shown in the text: "178s/次 × 20 次 = 3,560s" is recomputed.

In an equation whose arithmetic holds, the one number that does not verify on its own (an operand such
as 1,430 ms in "1,000 × 1,430ms = 1,430s", where it is ttft_base − ttft_fx and no quantity in scope has
that value, or the result) is verified when it equals the value the equation implies from the true
values of all the others, each verified on its own. It then needs the citations of all of their
reports. A wrong operand or a wrong result still fails: the arithmetic, or the implied value, does not
hold, and two numbers that verify nowhere are never rescued.
"""
from __future__ import annotations

import re

from engine import units
from engine.calc import display as D
from engine.calc.quantity import CalcError, Quantity
from engine.check import bind as B
from engine.check.extract import Mention
from engine.check.markdown import Block
from engine.check.scope import Candidate, has_key

_MUL = ("×", "*", "x")
_DIV = ("÷", "/")
_EQ = ("=", "＝", "≈")


def _chains(ms: list[Mention], text: str = "") -> list[tuple[list[Mention], int]]:
    """Chains with one equals sign and at least two operands before it: (mentions, index of the result). A chain
    without one, alone in a parenthesis right after a figure, shows how that figure was computed: "128 dimensions
    (8192 / 64)", "每头 128 维(= 8192 ÷ 64)" is 8192 / 64 = 128."""
    chains: dict[int, list[Mention]] = {}
    for m in ms:
        if m.arith is not None:
            chains.setdefault(m.arith, []).append(m)
    out = []
    for chain in chains.values():
        eq = [i for i, m in enumerate(chain) if m.data.get("op") in _EQ]
        if len(eq) == 1 and eq[0] >= 2:
            out.append((chain, eq[0]))
        elif not eq and len(chain) >= 2 and text:
            result = _result_before(ms, chain, text)
            if result is not None:
                # "(128/2048)" may be a pair of settings written with a slash: such a chain verifies its figure
                # when it holds, and is no error when it does not
                soft = any(text[a.end:b.start] == "/" for a, b in zip(chain, chain[1:]))
                out.append((chain + [result], -len(chain) if soft else len(chain)))
    return out


# a figure, at most a few words (its noun), then "(" and the shown computation, then ")"
_SHOWN_AFTER = re.compile(r"[^()（）,;，；。\d]{0,24}[(（]\s*[=＝]?\s*$")
_SHOWN_END = re.compile(r"\s*[)）]")


def _result_before(ms: list[Mention], chain: list[Mention], text: str) -> Mention | None:
    i = next(j for j, m in enumerate(ms) if m is chain[0])
    if i == 0 or not _SHOWN_END.match(text, chain[-1].end):
        return None
    r = ms[i - 1]
    if r.arith is not None or r.group or r.vague is not None or not _SHOWN_AFTER.fullmatch(text[r.end:chain[0].start]):
        return None
    return r


def _terms(ops: list[str]) -> list[tuple[str, list[tuple[str, int]]]]:
    """Operand ops (the first is "") -> terms: (sign, [(op, operand index)]), × ÷ binding tighter than + −."""
    terms: list[tuple[str, list[tuple[str, int]]]] = [("+", [("×", 0)])]
    for i, op in enumerate(ops[1:], 1):
        if op in _MUL or op in _DIV:
            terms[-1][1].append((op, i))
        else:
            terms.append(("+" if op == "+" else "-", [("×", i)]))
    return terms


def _evaluate(terms, qs: list[Quantity]) -> Quantity:
    total = None
    for sign, factors in terms:
        acc = None
        for op, i in factors:
            acc = qs[i] if acc is None else (acc / qs[i] if op in _DIV else acc * qs[i])
        total = acc if total is None else (total + acc if sign == "+" else total - acc)
    return total


def _solve(terms, qs: dict[int, Quantity], j: int, result: Quantity) -> Quantity:
    """The value operand j must have for the equation to give `result` (j appears once)."""
    rest = result
    for sign, factors in terms:
        if any(i == j for _, i in factors):
            continue
        t = _evaluate([("+", factors)], qs)
        rest = rest - t if sign == "+" else rest + t
    sign, factors = next((s, f) for s, f in terms if any(i == j for _, i in f))
    if sign == "-":
        rest = -rest
    coeff = Quantity(1.0, 1.0, units.UNITS[""])
    mine = "×"
    for op, i in factors:
        if i == j:
            mine = op
            continue
        coeff = coeff / qs[i] if op in _DIV else coeff * qs[i]
    return coeff / rest if mine in _DIV else rest / coeff


class ArithmeticRules:
    # -- arithmetic shown in the text ------------------------------------------------------------------
    def _check_arithmetic(self, b: Block, ms: list[Mention]) -> set[int]:
        """Recompute each shown equation; report a wrong result. Returns the chains whose arithmetic holds."""
        held: set[int] = set()
        for chain, k in _chains(ms, b.text):
            soft, k = k < 0, abs(k)
            try:
                total = _evaluate(_terms([m.data.get("op", "") for m in chain[:k]]), [_q(m, k > 1) for m in chain[:k]])
                res = _q(chain[k])
            except (CalcError, ZeroDivisionError):
                continue
            if total.unit.dims != res.unit.dims:
                continue
            # ≈ / 约 before a shown result mean "rounded": the result's own rounding interval, not the 5% a
            # qualified figure gets ("A ÷ 180 ≈ B" with B 2% off is wrong arithmetic)
            tol = 0.0
            e = 1e-9 * max(abs(res.lo), abs(res.hi), 1e-300)
            if total.hi < res.lo - tol - e or total.lo > res.hi + tol + e:
                if soft:
                    continue
                shown = " ".join([chain[0].text] + [f"{m.data.get('op')} {m.text}" for m in chain[1:k]])
                mid = (total.lo + total.hi) / 2 / res.unit.factor
                self._add("value-mismatch", b.pos[chain[k].start], chain[k].text,
                          f"{chain[k].text} ≠ {shown} = {mid:,.{max(chain[k].decimals, 0)}f}"
                          f"{res.unit.symbol if res.unit.symbol not in ('', 'x') else ''} (arithmetic shown in the text)",
                          expected=f"{mid:,.{chain[k].decimals}f}")
            else:
                held.add(chain[0].arith)
        return held

    def _check_operands(self, ms: list[Mention], results: list, held: set[int]) -> None:
        """In a shown equation whose arithmetic holds, the one number that binds to nothing on its own is
        verified when it equals the value the equation implies from the true values of the others (each
        verified on its own): an operand ("1,000 × 1,430ms = 1,430s", the result verified) or the result
        ("1,840ms − 410ms = 1,430ms", every operand verified)."""
        where = {id(m): k for k, (m, _) in enumerate(results)}
        for chain, k in _chains(ms, ms[0].block.text if ms else ""):
            k = abs(k)
            if chain[0].arith not in held or len(chain) != k + 1 or any(id(m) not in where for m in chain):
                continue
            bds = [results[where[id(m)]][1] for m in chain]
            unknown = [j for j, bd in enumerate(bds) if bd.status != "verified"]
            if len(unknown) != 1:
                continue
            j = unknown[0]
            m = chain[j]
            if m.vague is not None or (m.qualifier not in (None, "approx")):
                continue
            known = {i: bds[i].cand for i in range(k + 1) if i != j}
            if any(c is None or c.is_range for c in known.values()):
                continue
            terms = _terms([x.data.get("op", "") for x in chain[:k]])
            try:
                qs = {i: Quantity(c.lo, c.hi, units.UNITS[""] if i < k and k > 1 and units.is_counted(c.unit)
                                  else c.unit) for i, c in known.items()}
                want = _evaluate(terms, [qs[i] for i in range(k)]) if j == k else \
                    _solve(terms, qs, j, qs[k])
            except (CalcError, ZeroDivisionError):
                continue
            unit = m.unit or units.UNITS[""]
            if unit.dims != want.unit.dims:
                continue
            others = [known[i] for i in sorted(known)]
            cand = Candidate(
                f"{m.text} in {_shown(chain, k)}", "derived", want.lo, want.hi, unit, max(m.decimals, 0),
                D.quantity(Quantity(want.lo, want.hi, unit), max(m.decimals, 0), self.lang),
                "implied by " + ", ".join(f"{c.name} {c.display}" for c in others),
                tuple(dict.fromkeys(r for c in others for r in c.reports)), (),
                internal=any(c.internal for c in others))
            if B.holds(m, cand, self.config.approx_tolerance):
                results[where[id(m)]] = (m, B.Binding("verified", cand))

    def _written_ratio(self, b: Block, results: list) -> None:
        """A multiple or a share whose two figures are written in its sentence: "XDR 达到 200 Gbps,是 SDR(2 Gbps)
        的 100 倍", "584 PB written, eight times the 400GB model's 73 PB", "74.1 MB/s,不到顺序写入(460.6 MB/s)的
        六分之一" is the first figure divided by the second (each verified on its own, of one dimension), under
        its own rounding and qualifier. Bound to nothing on its own (the two values are of different rows and
        columns), it is verified when that holds; bound to a pair of the report the other way round ("989 is
        three-quarters of 756" for 756 ÷ 989), it is a value-mismatch. The second figure is in its clause, the
        first in its clause or the one before: a multiple in a later clause is about something else ("延迟却是 B
        的 2.3 倍")."""
        for k, (m, bd) in enumerate(results):
            if not (m.group or m.arith is not None or m.vague is not None or m.sign) and _price_paid(b, m):
                self._price_of_pair(b, k, results)
                continue
            if m.group or m.arith is not None or m.vague is not None or m.sign or not _multiple_or_share(b, m):
                continue
            if bd.status == "verified" and self._versus_operands(b, k, results):
                continue
            if bd.status == "verified" and (bd.cand is None or bd.cand.kind != "derivation"):
                continue
            tol = self.config.approx_tolerance
            pair = _written_pair(b, k, [(o, B.Binding("unsourced")) if _is_cell(obd.cand)
                                        and self.rows.printed_name(o, obd.cand, tol) else (o, obd) for o, obd in results])
            if pair is None and bd.status in ("unsourced", "qualifier-violation"):
                # (a bound judged against a look-alike pair: "61,500 … more than six times Longhorn's 9,800")
                pair = _pair_before(b, k, results) or _object_pair(b, k, results)
            elif pair is None and bd.status == "verified":
                pair = _object_pair(b, k, results)  # "…, a tenth of the 10 ms of an HDD" bound to 0.1 ÷ 1 elsewhere
            if pair is None:
                continue
            if bd.status == "verified":
                self._judge_ratio(b, k, results, pair)
                continue
            if self.scope is not None:
                continue  # with a brief a derived figure is a claim of the brief (docs: Limits)
            if all(c is not None and units.is_counted(c.unit) for c in pair[1::2]) \
                    and _SPEED.search(b.text[slice(*b.sentence_span(b.sentence_of(m.num_start)))].lower()):
                continue  # "32 nodes run 8x faster than four nodes": a ratio of two counts is no speed measured
            cand = self._fitting_ratio(b, m, pair)
            if cand is not None:
                results[k] = (m, B.Binding("verified", cand))

    def _price_of_pair(self, b: Block, k: int, results: list) -> None:
        """"costs a single producer about 4% of its throughput (786,980 vs 821,557 records/s)": a price paid whose
        sentence writes the pair is the decrease from the second to the first, (y − x) ÷ y, with x the smaller;
        bound to another change, or written with the larger first, it is a value-mismatch against the pair."""
        m, bd = results[k]
        pair = _written_pair(b, k, results)
        if pair is None:
            c = bd.cand if bd.status == "verified" else None
            if c is not None and not (c.kind in ("derivation", "derived") and c.op in ("change", "")
                                      and c.unit.symbol == "%"):
                results[k] = (m, B.Binding("unsourced", runners=((bd.score, c),)))  # a price is a change, no level
            return
        x, cx, y, cy = pair
        v = (cy.lo - cx.lo) / cy.lo
        unit = units.UNITS["%"]
        d = max(m.decimals, 0)
        cand = Candidate(f"({y.text} − {x.text}) ÷ {y.text}", "derived", v, v, unit, d,
                         D.quantity(Quantity(v, v, unit), d, self.lang),
                         f"= ({cy.name} {cy.display} − {cx.name} {cx.display}) ÷ {cy.name} {cy.display} "
                         "(figures written in the sentence)",
                         tuple(dict.fromkeys(cx.reports + cy.reports)), (), internal=cx.internal or cy.internal)
        ok = v > 0 and B.holds(m, cand, self.config.approx_tolerance)
        results[k] = (m, B.Binding("verified", cand) if ok else B.Binding("value-mismatch", cand))

    def _versus_operands(self, b: Block, k: int, results: list) -> bool:
        """"1.3 times the FP16 throughput of the A100 (989 vs 312 TFLOPS)": a multiple whose clause shows its two
        operands in a parenthesis, joined by vs / versus / 对 / 比, is the first divided by the second; bound to
        another pair of the report (989 ÷ 756 = 1.31), it is a value-mismatch against the pair it shows."""
        m, bd = results[k]
        if m.unit is None or m.unit.symbol != "x" or bd.cand is None or bd.cand.kind == "derived":
            return False
        after = b.text[m.end:m.end + 90]
        hit = _VS_PAREN.match(after)
        if hit is None:
            return False
        a, z = m.end + hit.start("x"), m.end + hit.end("y")
        inside = [(o, obd.cand) for o, obd in results if a <= o.start < z and obd.status == "verified"
                  and obd.cand is not None and obd.cand.kind not in ("label", "derivation")
                  and not obd.cand.is_range and obd.cand.lo > 0]
        if len(inside) != 2 or inside[0][1].unit.dims != inside[1][1].unit.dims:
            return False
        (x, cx), (y, cy) = inside
        if not _same_scale(x, cx, y, cy):
            return False
        self._judge_ratio(b, k, results, (x, cx, y, cy))
        return True

    def _judge_ratio(self, b: Block, k: int, results: list, pair) -> None:
        """results[k], a multiple or share bound to a pair of the report, against the pair its sentence writes:
        the first over the second, or the second over the first when the multiple is of a smaller or faster
        thing ("8.9 times faster (3.5 ms vs 31.0 ms)", "6.8 times smaller (14M vs 95M)")."""
        m = results[k][0]
        x, cx, y, cy = pair
        fit = self._fitting_ratio(b, m, pair)
        if fit is not None:
            results[k] = (m, B.Binding("verified", fit))  # shown as the pair it is of (--explain), not a look-alike
            return
        smaller = _first_smaller(b, m, cx) and m.value >= 1 or _GROWTH_WORD.search(m.text or "") and cx.lo < cy.lo
        results[k] = (m, B.Binding("value-mismatch", self._ratio_cand(m, *((y, cy, x, cx) if smaller else pair))))

    def _fitting_ratio(self, b: Block, m: Mention, pair) -> Candidate | None:
        """The ratio of the written pair that m states, or None: the first over the second; for a multiple of a
        smaller thing ("6.8 times smaller than TINY (14M vs 95M)", "8.9 times faster (3.5 ms vs 31.0 ms)", "147 times
        slower (0.29 vs 42.5 fps)") the second over the first, the first being the smaller."""
        x, cx, y, cy = pair
        tol = self.config.approx_tolerance
        if _GROWTH_WORD.search(m.text or "") and cx.lo < cy.lo:
            pair = x, cx, y, cy = y, cy, x, cx  # "25.6 Tbps …, and Tomahawk 5 doubled that to 51.2": grown to it
        if _first_smaller(b, m, cx) and m.value >= 1:
            inv = self._ratio_cand(m, y, cy, x, cx)
            return inv if cx.lo < cy.lo and B.holds(m, inv, tol) else None
        cand = self._ratio_cand(m, x, cx, y, cy)
        return cand if B.holds(m, cand, tol) else None

    def _ratio_cand(self, m: Mention, x: Mention, cx: Candidate, y: Mention, cy: Candidate) -> Candidate:
        v = cx.lo / cy.lo
        unit = units.UNITS["%"] if m.unit is not None and m.unit.symbol == "%" else \
            units.UNITS["x"] if m.unit is not None else units.UNITS[""]
        d = max(m.decimals, 0) if m.unit is not None else 2  # a fraction word ("half") is shown as 0.53, not 1
        return Candidate(f"{x.text} ÷ {y.text}", "derived", v, v, unit, d,
                         D.quantity(Quantity(v, v, unit), d, self.lang),
                         f"= {cx.name} {cx.display} ÷ {cy.name} {cy.display} (figures written in the sentence)",
                         tuple(dict.fromkeys(cx.reports + cy.reports)), (), internal=cx.internal or cy.internal)


# a multiple that says growth is the larger over the smaller, in whichever order the two are written
_GROWTH_WORD = re.compile(r"(?i)doubl|tripl|quadrupl|翻倍|翻番|翻了")
# the rest of the multiple's clause, then "(989 vs 312 TFLOPS)", "(317M 对 95M)"
_VS_PAREN = re.compile(r"[^,;，；。()（）]{0,60}?[(（]\s*(?P<x>[^()（）]*?)\s*(?:vs\.?|versus|against|对|比)\s*"
                       r"(?P<y>[^()（）]*?)\s*[)）]", re.I)
_FROM = re.compile(r"(?<![a-z])from\s+(?:the\s+)?$|[从由]\s*$", re.I)
_OF_AFTER = re.compile(r"[ \u00a0]*(?:of|as)(?![a-z])", re.I)
# a share is written "的 N%" / "N% of": a percent alone is a change ("快 38%")
_SHARE_PERCENT = re.compile(r"的\s*(?:约|近|仅|只有|不到|超过)?\s*$")


def _column(c) -> tuple:
    parts = c.name.split(".")
    return parts[0], parts[1], parts[3]


def _is_cell(c) -> bool:
    from engine.check.rownames import row_of

    return c is not None and c.kind == "evidence" and row_of(c) is not None


def _written_pair(b: Block, k: int, results: list):
    """The two figures of one dimension written in the sentence of results[k] (each verified, neither a label, a
    row's printed name such as the 72B of "72B 模型", a derivation but a value per unit, "每瓦 2.56 TOPS", or a
    multiple), the first in the multiple's clause
    or the one before, the second in its clause: (x, its candidate, y, its candidate) in the order they are to be
    divided, or None."""
    m = results[k][0]
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    held = {}
    figs = []
    for j, (o, obd) in enumerate(results):
        if o.start > m.end and _clause_marks(b.text, m.end, o.start) > 0:
            continue  # (a figure of a later clause is no operand: "…, and RAID 6 stretches it to 26.8 ms")
        if j != k and lo <= o.start < hi and obd.status == "verified" and obd.cand is not None \
                and (obd.cand.kind not in ("label", "derivation") or obd.cand.op == "per" and len(obd.cand.refs) == 2) \
                and not obd.cand.is_range and obd.cand.lo > 0 \
                and obd.cand.unit.symbol not in ("x", "%"):
            figs.append((o, obd.cand))
            held[id(o)] = [obd.cand, *obd.alts, *(c for _, c in obd.runners)]
    by_dims: dict = {}
    for f in figs:
        by_dims.setdefault(f[1].unit.dims, []).append(f)
    pairs = [fs for fs in by_dims.values() if len(fs) == 2]
    if len(pairs) != 1 or any(len(fs) > 2 for fs in by_dims.values()):
        return None  # one pair of figures of one kind ("100 drive writes" is no operand of "584 PB")
    if any(o.group == "range" and o.data.get("up_to") and lo <= o.start < hi and o.unit is not None and o.unit.dims == pairs[0][0][1].unit.dims
           and all(o is not f[0] for f in pairs[0]) for o, _ in results):
        return None  # "from 20 GB up to 32,000 GB, four times the 8,000 GB": a range's end is a third figure of its kind
    (x, cx), (y, cy) = sorted(pairs[0], key=lambda f: f[0].start)
    if _is_cell(cx) and _is_cell(cy) and _column(cx) != _column(cy):
        cx, cy = _one_column(held[id(x)], held[id(y)], cx, cy)
    if _is_cell(cx) and _is_cell(cy) and _column(cx) != _column(cy) \
            and not (cx.unit.symbol and cx.unit.symbol == cy.unit.symbol):
        return None  # "24 层 … d_model(1,536) … 1.5 倍": two cells of different columns are no operands of one ratio
    if _clause_marks(b.text, min(y.end, m.end), max(y.start, m.start)) > 0 \
            or _clause_marks(b.text, min(x.end, m.end), max(x.start, m.start)) > 1:
        return None
    if _FROM.search(b.text[max(lo, x.start - 8):x.start]):
        return y, cy, x, cx  # "from 42 GB to 98 GB, 2.3 times": the end over the start
    if not _same_scale(x, cx, y, cy):
        return None  # "29.4 billion … Darknet-53's 18.7": figures written at two scales are no ratio as written
    if _names_first(b, m, x, cx, y, cy):
        return None  # "BASE is 3.3 times the size of LARGE (317M vs 95M)" when 317M is LARGE's: the object's figure first
    return x, cx, y, cy


def _pair_before(b: Block, k: int, results: list):
    """"… 约需 92.6 分钟,8x 时缩短到 11.6 分钟,只有原来的八分之一", "Rpeak 为 28,实测 19.54,约为宣传值的 70%": a
    multiple or share whose own clause writes no figure continues the clause before it, whose subject is the later
    of the two figures: the later over the earlier, the later in the clause right before, the earlier in that
    clause or the one before it. Only to rescue an unbound figure (the clause may be about another quantity, so a
    figure bound elsewhere is never judged against this pair)."""
    m = results[k][0]
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    if any(lo <= o.start < hi and o is not m and _clause_marks(b.text, min(o.end, m.end), max(o.start, m.start)) == 0
           for o, _ in results):
        return None  # (a figure of its own clause: the strict reading above, or none)
    if not (_SHARE_PERCENT.search(b.text[max(0, m.start - 8):m.start])
            or _OF_AFTER.match(b.text[m.end:m.end + 8])):
        return None  # written as what it is of ("原来的八分之一", "an eighth of that"), not a cut ("缩短了七分之一")
    figs = [(o, obd.cand) for j, (o, obd) in enumerate(results)
            if j != k and lo <= o.start < hi and o.end <= m.start and obd.status == "verified"
            and obd.cand is not None and obd.cand.kind not in ("label", "derivation") and not obd.cand.is_range
            and obd.cand.lo > 0 and obd.cand.unit.symbol not in ("x", "%")]
    by_dims: dict = {}
    for f in figs:
        by_dims.setdefault(f[1].unit.dims, []).append(f)
    pairs = [fs for fs in by_dims.values() if len(fs) == 2]
    if len(pairs) != 1 or any(len(fs) > 2 for fs in by_dims.values()):
        return None
    (x, cx), (y, cy) = sorted(pairs[0], key=lambda f: f[0].start)
    if _clause_marks(b.text, y.end, m.start) != 1 or _clause_marks(b.text, x.end, m.start) > 2:
        return None
    return (y, cy, x, cx) if _operands_fit(x, cx, y, cy) else None


def _object_pair(b: Block, k: int, results: list):
    """"RSSD latency is about 0.1 ms, a tenth of the 1 ms of an SSD disk and a hundredth of the 10 ms of the HDD
    tier", "延迟约 0.1 ms,是 SSD 云盘 1 ms 的十分之一、HDD 10 ms 的百分之一": with three or more figures of one kind in
    the sentence, a share or multiple whose object is written right by it ("a tenth of the 1 ms", "1 ms 的十分之一")
    is the one figure of that kind written before its clause over that object: an unbound figure is rescued by it,
    and one bound to another pair is judged against it ("…, a tenth of the 10 ms of an HDD" fails)."""
    m = results[k][0]
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    figs = [(o, obd.cand) for j, (o, obd) in enumerate(results)
            if j != k and lo <= o.start < hi and obd.status == "verified" and obd.cand is not None
            and obd.cand.kind not in ("label", "derivation") and not obd.cand.is_range and obd.cand.lo > 0
            and obd.cand.unit.symbol not in ("x", "%")]
    after = [f for f in figs if f[0].start >= m.end and _OBJECT_AFTER.fullmatch(b.text[m.end:f[0].start])]
    before = [f for f in figs if f[0].end <= m.start and _OBJECT_BEFORE.fullmatch(b.text[f[0].end:m.start])]
    objects = after or before
    if len(objects) != 1:
        return None
    y, cy = objects[0]
    kind = [f for f in figs if f[1].unit.dims == cy.unit.dims and f[0] is not y]
    subject = [f for f in kind if f[0].end <= min(m.start, y.start)
               and _clause_marks(b.text, f[0].end, min(m.start, y.start)) >= 1]  # (not a sibling object of its clause)
    if len(subject) != 1 or len(kind) < 2:
        return None  # (two figures of the kind are the strict reading's; none or several before it: no subject)
    x, cx = subject[0]
    if _clause_marks(b.text, x.end, min(m.start, y.start)) != 1:
        return None  # the subject's clause is the one right before the share's
    return (x, cx, y, cy) if _operands_fit(x, cx, y, cy) else None


def _operands_fit(x: Mention, cx, y: Mention, cy) -> bool:
    """Two written figures that can be one ratio's operands: cells of one column (or of one unit), at one scale."""
    if _is_cell(cx) and _is_cell(cy) and _column(cx) != _column(cy) \
            and not (cx.unit.symbol and cx.unit.symbol == cy.unit.symbol):
        return False
    return _same_scale(x, cx, y, cy)


# the object of a share written right after it ("a tenth of the 1 ms") or right before it ("SSD 云盘 1 ms 的十分之一")
_OBJECT_AFTER = re.compile(r"[ \u00a0]+(?:(?:of|as)[ \u00a0]+(?:the[ \u00a0]+|its[ \u00a0]+)?|(?:the|its)[ \u00a0]+)", re.I)
_OBJECT_BEFORE = re.compile(r"[ \u00a0]*的[ \u00a0]*(?:约|近|仅|只有|不到|超过)?[ \u00a0]*")


def _one_column(xs: list, ys: list, cx, cy):
    """Two figures bound to cells of two columns, when each also matches a cell of one column ("XDR 单通道有效速率
    200 Gbps … SDR(2 Gbps)": 2 is SDR's 1x throughput as well as, rounded, its 2.5 Gbps signalling rate): that
    column's cells, the first figure's own binding kept when it can be."""
    for a in (cx, *xs):
        for c in (cy, *ys):
            if a.kind == c.kind == "evidence" and a.lo > 0 and c.lo > 0 and not a.is_range and not c.is_range \
                    and _is_cell(a) and _is_cell(c) and _column(a) == _column(c):
                return a, c
    return cx, cy


def _same_scale(x: Mention, cx: Candidate, y: Mention, cy: Candidate) -> bool:
    """The written figures' ratio is their values' (not "29.4 billion" against a bare "18.7")."""
    written = x.value / y.value if y.value else 0.0  # (a mention's value is already times its scale)
    # (a figure read at its full size, "29.4 billion" of a column printed in billions, against a bare cell is not)
    return bool(written) and cx.full == cy.full and 0.5 < (cx.lo / cy.lo) / written < 2


def _names_first(b: Block, m: Mention, x: Mention, cx: Candidate, y: Mention, cy: Candidate) -> bool:
    """The object of the multiple (the words between it and the second figure) names the first figure's quantity by
    a word of its own, and not the second's."""
    a, z = (m.end, y.start) if y.start > m.end else (y.end, m.start) if y.end <= m.start else (m.end, m.end)
    obj = b.text[a:z].lower()
    mine, theirs = set(cx.keys) - set(cy.keys), set(cy.keys) - set(cx.keys)
    return any(has_key(k, obj) for k in mine) and not any(has_key(k, obj) for k in theirs)


# a multiple of a smaller thing ("6.8 times smaller", "少 3 倍") is the second over the first; so is one that is faster
# in time ("8.9 times faster (3.5 ms vs 31.0 ms)") or slower in a rate ("147 times slower (0.29 vs 42.5 fps)")
_SMALLER = re.compile(r"(?<![a-z])(?:smaller|less|fewer|lower|shorter|cheaper|lighter)(?![a-z])|小(?!时)|(?<!至)少|低|短|省")
_FASTER = re.compile(r"(?<![a-z])(?:fast|faster|quick|quicker|speed-?ups?|sooner)(?![a-z])|快(?![照递捷闪])|加速|提速")
_SLOWER = re.compile(r"(?<![a-z])(?:slow|slower)(?![a-z])|慢")
# "a third more than", "half as fast": a fraction before a comparative is a change or a multiple, not a share
_CHANGE_AFTER = re.compile(r"\s*(?:more|less|fewer|higher|lower|larger|smaller|bigger|faster|slower|longer|shorter"
                           r"|greater|better|worse|as)(?![a-z])", re.I)


def _first_smaller(b: Block, m: Mention, cx: Candidate) -> bool:
    """The multiple says its first figure is the smaller one."""
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    near = b.text[max(lo, m.start - 12):min(hi, m.end + 24)].lower()
    timed = cx.unit.dims == units.UNITS["s"].dims
    return bool(_SMALLER.search(near) or (_FASTER if timed else _SLOWER).search(near))


def _clause_marks(text: str, a: int, z: int) -> int:
    """Clause breaks between a and z, not counting those inside a parenthesis ("SDR(2 Gbps,单通道)的") or the
    thousands separator of a figure ("1,353")."""
    depth, n = 0, 0
    for i in range(a, z):
        ch = text[i]
        depth += ch in "(（"
        depth -= ch in ")）" and depth > 0
        grouping = ch == "," and 0 < i < len(text) - 1 and text[i - 1].isdigit() and text[i + 1].isdigit()
        n += depth == 0 and ch in ",;，；。!?！？" and not grouping
    return n


def _price_paid(b: Block, m: Mention) -> bool:
    """A percent of something after cost / lose: "costs about 15% of read throughput" (the amount lost)."""
    after = b.text[m.end:m.end + 4].lstrip().lower()
    return m.unit is not None and m.unit.symbol == "%" and bool(_PRICE_BEFORE.search(b.text[max(0, m.start - 40):m.start])) \
        and (after.startswith("of") or after.startswith("的")) and not _OF_PRICE.match(b.text, m.end)


# "costs about 9% of the 9654's price": a share of another price, not an amount lost
_OF_PRICE = re.compile(r"\s*(?:of|的)\s*(?:the\s+|its\s+)?[^,，.。;；]{0,30}?(?:price|cost|bill|fee|价格|价|费用|成本|售价)"
                       r"(?![a-z])", re.I)


def _multiple_or_share(b: Block, m: Mention) -> bool:
    if m.unit is None:  # a fraction: 六分之一, three-quarters
        return 0 < m.value < 1 and m.half_w is not None and not _CHANGE_AFTER.match(b.text[m.end:m.end + 12])
    if m.unit.symbol == "x":
        return True
    if m.unit.symbol == "%":
        if _price_paid(b, m):
            return False  # "costs about 15% of read throughput", "loses 4% of its speed": the amount lost
        return bool(_SHARE_PERCENT.search(b.text[max(0, m.start - 8):m.start])) \
            or b.text[m.end:m.end + 4].lstrip().lower().startswith("of")
    return False


_PRICE_BEFORE = re.compile(r"(?:(?<![a-z])(?:costs?|costing|loses|lose|losing|lost|gives up|sacrifices?|shaves? off)"
                           r"(?:\s+[a-z'-]+){0,4}\s*(?:only\s+|just\s+|about\s+|roughly\s+|around\s+|nearly\s+|almost\s+)?"
                           r"|(?:损失|牺牲|损耗|折损)了?\s*(?:约|大约|近|将近|仅|只有)?\s*)$", re.I)


def _shown(chain: list[Mention], k: int) -> str:
    return " ".join([chain[0].text] + [f"{m.data.get('op')} {m.text}" for m in chain[1:k + 1]])


def _q(m: Mention, operand: bool = False) -> Quantity:
    u = m.unit or units.UNITS[""]
    if operand and units.is_counted(u):
        u = units.UNITS[""]  # "8 个节点 × 10.8GB/s = 86.4GB/s": a count of things multiplies like a bare number
    v = m.value
    h = min(m.half, B.WIDEST * abs(v))  # "20 × 94s ≈ 1 小时" is not 31 minutes
    return Quantity((v - h) * u.factor, (v + h) * u.factor, u)


# words of a speed or a gain: a multiple written with them is measured, never the ratio of two counts
_SPEED = re.compile(r"(?<![a-z])(?:faster|slower|quicker|speed-?ups?|accelerat\w*|throughput|performance|scal(?:es|ed|ing))"
                    r"(?![a-z])|更?快|更?慢|加速|提速|性能|吞吐")
