"""Arithmetic shown in the text: "178s/次 × 20 次 = 3,560s" is recomputed."""
from __future__ import annotations

from engine import units
from engine.calc.quantity import CalcError, Quantity
from engine.check.extract import Mention
from engine.check.markdown import Block


class ArithmeticRules:
    # -- arithmetic shown in the text ------------------------------------------------------------------
    def _check_arithmetic(self, b: Block, ms: list[Mention]):
        chains: dict[int, list[Mention]] = {}
        for m in ms:
            if m.arith is not None:
                chains.setdefault(m.arith, []).append(m)
        for chain in chains.values():
            eq = [i for i, m in enumerate(chain) if m.data.get("op") in ("=", "＝", "≈")]
            if len(eq) != 1 or eq[0] < 2:
                continue
            k = eq[0]
            try:
                left = _q(chain[0])
                terms = []  # evaluate × ÷ first, then + −
                acc = left
                for m in chain[1:k]:
                    op = m.data.get("op")
                    q = _q(m)
                    if op in ("×", "*", "x"):
                        acc = acc * q
                    elif op in ("÷", "/"):
                        acc = acc / q
                    else:
                        terms.append(acc)
                        terms.append(op)
                        acc = q
                terms.append(acc)
                total = terms[0]
                for i in range(1, len(terms), 2):
                    total = total + terms[i + 1] if terms[i] == "+" else total - terms[i + 1]
                res = _q(chain[k])
            except (CalcError, ZeroDivisionError):
                continue
            approx = chain[k].data.get("op") == "≈" or chain[k].qualifier == "approx"
            if total.unit.dims != res.unit.dims:
                continue
            tol = self.config.approx_tolerance * abs(res.lo) if approx else 0.0
            e = 1e-9 * max(abs(res.lo), abs(res.hi), 1e-300)
            if total.hi < res.lo - tol - e or total.lo > res.hi + tol + e:
                shown = " ".join([chain[0].text] + [f"{m.data.get('op')} {m.text}" for m in chain[1:k]])
                mid = (total.lo + total.hi) / 2 / res.unit.factor
                self._add("value-mismatch", b.pos[chain[k].start], chain[k].text,
                          f"{chain[k].text} ≠ {shown} = {mid:,.{max(chain[k].decimals, 0)}f}"
                          f"{res.unit.symbol if res.unit.symbol not in ('', 'x') else ''} (arithmetic shown in the text)",
                          expected=f"{mid:,.{chain[k].decimals}f}")


def _q(m: Mention) -> Quantity:
    u = m.unit or units.UNITS[""]
    v = m.value
    return Quantity((v - m.half) * u.factor, (v + m.half) * u.factor, u)
