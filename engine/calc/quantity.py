"""Interval quantities with units.

Values are held in base units (s, byte, param, GPU, step) as a closed interval
[lo, hi]; an exact value has lo == hi. `unit` is only the preferred display
unit. Interval arithmetic follows the usual endpoint rules, so a range such as
6.2-9.3x propagates: 6.2-9.3 x 2 = 12.4-18.6.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine import units
from engine.units import Unit


class CalcError(Exception):
    def __init__(self, message: str, hint: str | None = None, code: str = "expression"):
        super().__init__(message)
        self.message = message
        self.hint = hint
        self.code = code


@dataclass(frozen=True)
class Quantity:
    lo: float  # base units
    hi: float
    unit: Unit

    @classmethod
    def of(cls, value: float, unit: Unit, hi: float | None = None) -> "Quantity":
        hi = value if hi is None else hi
        return cls(value * unit.factor, hi * unit.factor, unit)

    @property
    def is_range(self) -> bool:
        return not units.is_close(self.lo, self.hi)

    def in_unit(self, unit: Unit | None = None) -> tuple[float, float]:
        u = unit or self.unit
        if u.dims != self.unit.dims:
            raise CalcError(f"cannot express {describe(self)} in {u}")
        return self.lo / u.factor, self.hi / u.factor

    @property
    def value(self) -> float:
        """Midpoint in the display unit (the value itself when exact)."""
        lo, hi = self.in_unit()
        return lo if not self.is_range else (lo + hi) / 2

    def to(self, unit: Unit) -> "Quantity":
        if unit.dims != self.unit.dims:
            raise CalcError(
                f"cannot convert {describe(self)} to {unit}",
                f"{unit} measures {unit.kind or units.describe(unit.dims)}, "
                f"but the value is {self.unit.kind or units.describe(self.unit.dims)}",
                code="unit-mismatch")
        return Quantity(self.lo, self.hi, unit)

    # arithmetic -----------------------------------------------------------
    def _same_dims(self, other: "Quantity", op: str) -> None:
        if self.unit.dims != other.unit.dims:
            raise CalcError(
                f"cannot {op} {describe(self)} and {describe(other)}: the units measure different things",
                "convert one side, or check that both names are what you meant", code="unit-mismatch")

    def __add__(self, other: "Quantity") -> "Quantity":
        self._same_dims(other, "add")
        return Quantity(self.lo + other.lo, self.hi + other.hi, _finer(self.unit, other.unit))

    def __sub__(self, other: "Quantity") -> "Quantity":
        self._same_dims(other, "subtract")
        return Quantity(self.lo - other.hi, self.hi - other.lo, _finer(self.unit, other.unit))

    def __neg__(self) -> "Quantity":
        return Quantity(-self.hi, -self.lo, self.unit)

    def __mul__(self, other: "Quantity") -> "Quantity":
        ends = [a * b for a in (self.lo, self.hi) for b in (other.lo, other.hi)]
        return Quantity(min(ends), max(ends), _product_unit(self.unit, other.unit, "*"))

    def __truediv__(self, other: "Quantity") -> "Quantity":
        if other.lo <= 0 <= other.hi:
            raise CalcError(f"division by zero: the divisor is {describe(other)}",
                            "check the divisor's value", code="division-by-zero")
        ends = [a / b for a in (self.lo, self.hi) for b in (other.lo, other.hi)]
        return Quantity(min(ends), max(ends), _product_unit(self.unit, other.unit, "/"))


def _finer(a: Unit, b: Unit) -> Unit:
    """Sums are shown in the finer unit: 10 h - 1,680 s = 34,320 s."""
    return b if b.factor < a.factor else a


def _product_unit(a: Unit, b: Unit, op: str) -> Unit:
    if b.symbol == "":
        return a
    if a.symbol == "" and op == "*":
        return b
    dims = units.mul_dims(a.dims, b.dims) if op == "*" else units.div_dims(a.dims, b.dims)
    if dims == units.NONE:
        return units.UNITS[""]
    return units.for_dims(dims, [a, b])


def minimum(qs: list[Quantity]) -> Quantity:
    for q in qs[1:]:
        qs[0]._same_dims(q, "compare")
    return Quantity(min(q.lo for q in qs), min(q.hi for q in qs), qs[0].unit)


def maximum(qs: list[Quantity]) -> Quantity:
    for q in qs[1:]:
        qs[0]._same_dims(q, "compare")
    return Quantity(max(q.lo for q in qs), max(q.hi for q in qs), qs[0].unit)


def absolute(q: Quantity) -> Quantity:
    if q.lo >= 0:
        return q
    if q.hi <= 0:
        return -q
    return Quantity(0.0, max(-q.lo, q.hi), q.unit)


def round_to(q: Quantity, digits: int) -> Quantity:
    lo, hi = q.in_unit()
    return Quantity.of(round(lo, digits), q.unit, round(hi, digits))


def describe(q: Quantity) -> str:
    lo, hi = q.in_unit()
    sym = f" {q.unit.symbol}" if q.unit.symbol else ""
    if q.is_range:
        return f"{_g(lo)}–{_g(hi)}{sym}"
    return f"{_g(lo)}{sym}"


def _g(v: float) -> str:
    return f"{v:.4g}"
