"""The quantities of one check, indexed by size, so a number is compared only with those of about its size.

Binding compares each number with every quantity in scope (bind.py). A quantity can only hold for, or be
the near miss of, a number of about its magnitude, whatever the unit factor the comparison uses: so a
`Pool` (a list of candidates, in their order) also keeps them sorted by magnitude, and `sized(m, lo, hi)`
returns, in the list's order, every candidate that could lie within [lo, hi] of the written number's
magnitude under one of the factors bind._factors may use. It is a pre-selection only: every caller still
runs its exact test on what it returns, so a pool gives the same bindings as the plain list (a test
compares the two on generated text).
"""
from __future__ import annotations

import bisect
import math

from engine import units

_SLACK = 1e-6  # relative: the exact tests allow 1e-9 of rounding; the pre-selection is looser still


class _Sorted:
    """Magnitude hulls [a, b] of some candidates: points sorted by value, ranges scanned."""

    def __init__(self, entries):  # (a, b, position)
        pts = sorted((a, i) for a, b, i in entries if a == b)
        self.keys = [a for a, _ in pts]
        self.pos = [i for _, i in pts]
        self.ranges = [(a, b, i) for a, b, i in entries if a != b]

    def overlapping(self, lo: float, hi: float) -> list[int]:
        """Positions (unordered) of the hulls that meet [lo, hi]."""
        lo, hi = lo * (1 - _SLACK) - 1e-300, hi * (1 + _SLACK) + 1e-300
        k = bisect.bisect_left(self.keys, lo)
        got = self.pos[k:bisect.bisect_right(self.keys, hi, k)]
        for a, b, i in self.ranges:
            if a <= hi and b >= lo:
                got.append(i)
        return got


def _hull(c, f: float) -> tuple[float, float] | None:
    """The magnitudes |x| for x between c.lo and c.hi, divided by f; None when not a finite number."""
    lo, hi = c.lo / f, c.hi / f
    if not (math.isfinite(lo) and math.isfinite(hi)):
        return None
    a, b = sorted((abs(lo), abs(hi)))
    if min(lo, hi) <= 0 <= max(lo, hi):
        a = 0.0
    return a, b


class Pool(list):
    """Candidates (scope.Candidate) in binding order, with a magnitude index built on first use."""

    _own: _Sorted | None = None

    def _build(self) -> None:
        own, base, plain, self._always = [], {}, [], []
        for i, c in enumerate(self):
            f = c.unit.factor
            # a bare number is read in the candidate's own unit, or a percent as a fraction, except a difference
            # of percents, in points (bind._factor)
            ho = _hull(c, 1.0 if c.unit.symbol == "%" and getattr(c, "op", "") != "diff" else f) if f else None
            hb = _hull(c, 1.0)
            if ho is None or hb is None:
                self._always.append(i)
                continue
            own.append((*ho, i))
            if c.unit.symbol == "%" and getattr(c, "kind", "") == "evidence" and (hp := _hull(c, f)) is not None:
                own.append((*hp, i))  # "scores 80.9" for a measured 80.9% (bind._bare_score)
            base.setdefault(c.unit.dims, []).append((*hb, i))
            if c.unit.symbol == "":
                plain.append((*hb, i))
        self._own = _Sorted(own)
        self._base = {d: _Sorted(es) for d, es in base.items()}
        self._plain = _Sorted(plain)

    def sized(self, m, lo: float, hi: float) -> list:
        """Candidates (in order) whose magnitude, read with a factor bind._factors(m, c) may give, could be
        within [lo, hi] (magnitudes of the written number, in its written unit)."""
        if self._own is None:
            self._build()
        if m.unit is None:
            got = list(set(self._own.overlapping(lo, hi)))
            if m.scale != 1.0:  # "参数量为 2.13 亿" against 213M parameters: read in parameters (bind._factor)
                idx = self._base.get(units.UNITS["param"].dims)
                if idx is not None:
                    got = list(set(got).union(idx.overlapping(lo, hi)))
        else:
            f = m.unit.factor
            if not f:
                return list(self)
            idx = self._base.get(m.unit.dims)
            got = idx.overlapping(*sorted((lo * f, hi * f))) if idx is not None else []
            extra: list[int] = []
            if m.unit.symbol == "%" or units.is_counted(m.unit) or m.unit.dims == units.UNITS["step"].dims:
                # "70.5%" against a table's bare 70.5 (bind._score_percent), "8 nodes" against a plain count
                # or "864 万步" against a plain steps column (bind.counts_as): factor 1
                extra += self._plain.overlapping(lo, hi)
            if m.unit.symbol == "" and m.unit_text.strip() in units.MEASURE_WORDS:  # "8 台": any counted noun
                for d, counted in self._base.items():
                    if units.is_counted(units.Unit("", 1.0, d)):
                        extra += counted.overlapping(lo, hi)
            if extra:
                got = list(set(got).union(extra))
        if self._always:
            got = list(set(got).union(self._always))
        got.sort()
        return [self[i] for i in got]


def sized(cands, m, lo: float, hi: float) -> list:
    """Pool.sized for a pool; a plain list is returned whole (nothing is pre-selected)."""
    return cands.sized(m, lo, hi) if isinstance(cands, Pool) and m.vague is None else cands


def could_hold(cands, m, tol: float) -> list:
    """Every candidate c for which bind.holds(m, c, tol) may be true, under the number's own qualifier or
    none: within half a digit and the tolerance of the number (a bound, 超过 400s, or a vague word may hold
    for any size: all of them)."""
    if m.vague is not None or m.qualifier in ("gt", "ge", "lt", "le"):
        return cands
    v = abs(m.value)
    w = m.half + abs(tol) * v
    return sized(cands, m, v - w, v + w)


def could_be_near(cands, m) -> list:
    """Every candidate bind._near may keep: its value within a factor of 2 of the number's (distance <= 0.5)."""
    v = abs(m.value)
    return sized(cands, m, v / 2, v * 2)
