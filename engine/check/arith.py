"""Arithmetic shown in the text: "178s/次 × 20 次 = 3,560s" is recomputed.

In an equation whose arithmetic holds, the one number that does not verify on its own (an operand such
as 1,430 ms in "1,000 × 1,430ms = 1,430s", where it is ttft_base − ttft_fx and no quantity in scope has
that value, or the result) is verified when it equals the value the equation implies from the true
values of all the others, each verified on its own. It then needs the citations of all of their
reports. A wrong operand or a wrong result still fails: the arithmetic, or the implied value, does not
hold, and two numbers that verify nowhere are never rescued.
"""
from __future__ import annotations

from engine import units
from engine.calc import display as D
from engine.calc.quantity import CalcError, Quantity
from engine.check import bind as B
from engine.check.extract import Mention
from engine.check.markdown import Block
from engine.check.scope import Candidate

_MUL = ("×", "*", "x")
_DIV = ("÷", "/")
_EQ = ("=", "＝", "≈")


def _chains(ms: list[Mention]) -> list[tuple[list[Mention], int]]:
    """Chains with one equals sign and at least two operands before it: (mentions, index of the result)."""
    chains: dict[int, list[Mention]] = {}
    for m in ms:
        if m.arith is not None:
            chains.setdefault(m.arith, []).append(m)
    out = []
    for chain in chains.values():
        eq = [i for i, m in enumerate(chain) if m.data.get("op") in _EQ]
        if len(eq) == 1 and eq[0] >= 2:
            out.append((chain, eq[0]))
    return out


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
        for chain, k in _chains(ms):
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
        for chain, k in _chains(ms):
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

def _shown(chain: list[Mention], k: int) -> str:
    return " ".join([chain[0].text] + [f"{m.data.get('op')} {m.text}" for m in chain[1:k + 1]])


def _q(m: Mention, operand: bool = False) -> Quantity:
    u = m.unit or units.UNITS[""]
    if operand and units.is_counted(u):
        u = units.UNITS[""]  # "8 个节点 × 10.8GB/s = 86.4GB/s": a count of things multiplies like a bare number
    v = m.value
    h = min(m.half, B.WIDEST * abs(v))  # "20 × 94s ≈ 1 小时" is not 31 minutes
    return Quantity((v - h) * u.factor, (v + h) * u.factor, u)
