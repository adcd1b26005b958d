"""Placeholder values and the filter set available in brief text.

    {{ x }}                the claim's display: 3,560s · 1.9 · 6.2–9.3 · 9.9%
    {{ x|num }}            the number alone: 3,560 · 6.2–9.3
    {{ x|times }}          with a multiplication sign: 1.9× · 6.2–9.3×
    {{ x|pct }}            a ratio as a percent (0.047 -> 4.7%); pct(1) sets decimals
    {{ x|digits(2) }}      the display with another number of decimals
    {{ x|in_unit("min") }} converted to another unit of the same kind: 28min
    {{ x|lo }} {{ x|hi }}  one end of a range (with unit)
    {{ x|signed }}         with a sign when positive: +4.7%
    {{ a|to(b) }}          a change: 178 → 94 秒, 3.26 → 6.40 GB/s (a spaced unit is shown once); 3.26GB/s → 6.40GB/s

Every filter returns a `Marked` string that remembers which claims it came
from, so the HTML can show their derivations on hover. Filter misuse (pct of
seconds, an unknown unit) raises FilterError, which the caller locates.
"""
from __future__ import annotations

from engine import units
from engine.calc import display as D
from engine.calc.quantity import CalcError, Quantity
from engine.models.claim import Scalar


class FilterError(Exception):
    pass


class Marked(str):
    """Placeholder output: a str that knows the claims it shows."""

    names: tuple[str, ...] = ()

    @classmethod
    def of(cls, text: str, names: tuple[str, ...]) -> "Marked":
        m = cls(text)
        m.names = names
        return m


class Value:
    """A claim or assumption as seen by templates. Prints as its display."""

    __slots__ = ("_s", "_lang")

    def __init__(self, scalar: Scalar, lang: str):
        self._s = scalar
        self._lang = lang

    def __str__(self) -> str:
        return self._s.display

    def __html__(self):  # never used (autoescape is off) but keeps Markup() honest
        return self._s.display

    @property
    def name(self) -> str:
        return self._s.name


def _val(x, filt: str) -> Value:
    if isinstance(x, Value):
        return x
    raise FilterError(f"the filter '{filt}' needs a claim or assumption, got {type(x).__name__} {str(x)!r}")


def _fmt(v: Value, q: Quantity, decimals: int | None = None, *, with_unit=True, sign=False) -> str:
    dec = v._s.decimals if decimals is None else decimals
    return D.quantity(q, dec, v._lang, with_unit=with_unit, sign=sign)


def _names(*vs: Value) -> tuple[str, ...]:
    return tuple(dict.fromkeys(v._s.name for v in vs))


def f_num(x):
    v = _val(x, "num")
    return Marked.of(_fmt(v, v._s.quantity, with_unit=False), _names(v))


def f_times(x):
    v = _val(x, "times")
    if v._s.unit not in ("", "x"):
        raise FilterError(f"'times' needs a multiple (unit x or none), but {v.name} is in {v._s.unit}")
    return Marked.of(_fmt(v, v._s.quantity, with_unit=False) + "×", _names(v))


def f_pct(x, decimals: int | None = None):
    v = _val(x, "pct")
    q = v._s.quantity
    if not q.unit.dimensionless:
        raise FilterError(f"'pct' needs a ratio, but {v.name} is in {v._s.unit}")
    q = q.to(units.UNITS["%"])
    if decimals is None:
        decimals = v._s.decimals if v._s.unit == "%" else max(0, v._s.decimals - 2)
    return Marked.of(D.quantity(q, int(decimals), v._lang), _names(v))


def f_digits(x, decimals: int):
    v = _val(x, "digits")
    if not isinstance(decimals, int) or not 0 <= decimals <= 6:
        raise FilterError("'digits' takes a whole number of decimals from 0 to 6")
    return Marked.of(_fmt(v, v._s.quantity, decimals), _names(v))


def f_in_unit(x, symbol: str, decimals: int | None = None):
    v = _val(x, "in_unit")
    unit = units.parse(str(symbol))
    if unit is None:
        raise FilterError(f"unknown unit '{symbol}' in in_unit")
    try:
        q = v._s.quantity.to(unit)
    except CalcError as exc:
        raise FilterError(exc.message) from None
    if decimals is None:
        lo, hi = q.in_unit()
        decimals = D.default_decimals([lo, hi])
    return Marked.of(D.quantity(q, int(decimals), v._lang), _names(v))


def _end(x, which: str):
    v = _val(x, which)
    lo, hi = v._s.quantity.in_unit()
    q = Quantity.of(lo if which == "lo" else hi, v._s.quantity.unit)
    return Marked.of(_fmt(v, q), _names(v))


def f_signed(x):
    v = _val(x, "signed")
    return Marked.of(_fmt(v, v._s.quantity, sign=True), _names(v))


def f_to(a, b):
    va, vb = _val(a, "to"), _val(b, "to")
    sep, sym = D.unit_text(va._s.unit, va._lang)
    if va._s.unit == vb._s.unit and sep == " " and sym:
        text = f"{_fmt(va, va._s.quantity, with_unit=False)} → {_fmt(vb, vb._s.quantity)}"
    else:
        text = f"{va._s.display} → {vb._s.display}"
    return Marked.of(text, _names(va, vb))


FILTERS = {
    "num": f_num, "times": f_times, "pct": f_pct, "digits": f_digits, "in_unit": f_in_unit,
    "lo": lambda x: _end(x, "lo"), "hi": lambda x: _end(x, "hi"), "signed": f_signed, "to": f_to,
}
