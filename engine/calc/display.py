"""Locale-aware display of numbers and quantities.

Rounding is half-up on the decimal text of the value (1.25 -> 1.3), never
binary round-half-even, so the display matches what a reader would compute.
"""
from __future__ import annotations

import math
from contextlib import contextmanager
from contextvars import ContextVar
from decimal import ROUND_HALF_UP, Decimal, localcontext

from engine import units
from engine.calc.quantity import Quantity

RANGE_DASH = "–"
# Latin symbols written straight after the number in Chinese text ("6.6TiB/s", "65.6GB", "9.9%").
_ATTACHED = {"%", "s", "ms", "us", "ns", "min", "h", "d", "KB", "MB", "GB", "TB", "PB", "EB",
             "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "B", "M", "T",
             "bit", "Kb", "Mb", "Gb", "Tb", "Kbps", "Mbps", "Gbps", "Tbps"}
# How a unit is written after a number, per language; engine.yaml's site.units overrides a symbol's word
# (docs/formats.md, Units). A Chinese reader expects 94 秒, 2.3 分钟, 10 小时, 10,000 步, 8 个节点, 64 卡.
DEFAULT_WORDS: dict[str, dict[str, str]] = {
    "zh": {"s": "秒", "ms": "毫秒", "us": "微秒", "ns": "纳秒", "min": "分钟", "h": "小时", "d": "天", "step": "步",
           "byte": "字节",
           **{sym: zh for sym, (_, _, zh, _) in units.COUNT_NOUNS.items()}},
    "en": {"us": "µs"},  # "350 us" with a space is the pronoun to a reader and to the checker
}
_EN_PLURAL = {"step": "steps", "param": "params", "byte": "bytes", **{sym: many for sym, (_, many, _, _) in units.COUNT_NOUNS.items()}}
_WORDS: ContextVar[dict[str, dict[str, str]]] = ContextVar("unit_words", default=DEFAULT_WORDS)


def use_words(overrides: dict[str, dict[str, str]] | None):
    """Show units with the project's words (engine.yaml site.units) from now on in this context; returns the
    token for `_WORDS.reset`. Called where a command loads engine.yaml, before any figure is displayed."""
    overrides = overrides or {}
    return _WORDS.set({lang: {**words, **overrides.get(lang, {})} for lang, words in DEFAULT_WORDS.items()})


@contextmanager
def words(overrides: dict[str, dict[str, str]] | None):
    token = use_words(overrides)
    try:
        yield
    finally:
        _WORDS.reset(token)


def decimals_of(raw: str | None) -> int | None:
    if raw is None:
        return None
    raw = raw.strip().lower()
    if "e" in raw:  # 1.78e2 is written to the units digit: 178; 1.5e-3 to 4 decimals
        try:
            exp = Decimal(raw).as_tuple().exponent
        except ArithmeticError:
            return None
        return max(0, -exp) if isinstance(exp, int) and exp > -20 else None
    return len(raw.split(".", 1)[1]) if "." in raw else 0


def default_decimals(values: list[float]) -> int:
    """Integers show as integers; anything else with three significant digits."""
    if all(abs(v - round(v)) < 1e-9 * max(1.0, abs(v)) for v in values):
        return 0
    biggest = max(abs(v) for v in values)
    if biggest == 0:
        return 0
    return max(0, min(6, 2 - math.floor(math.log10(biggest))))


def number(v: float, decimals: int, sign: bool = False) -> str:
    v = float(v)
    if not math.isfinite(v):  # a report's NaN or an overflowed ratio: shown, never a traceback
        return "NaN" if v != v else ("-∞" if v < 0 else "∞")
    with localcontext() as ctx:
        # enough digits for the integer part and every decimal (1e30 with 0 decimals is 31 digits; the
        # default context's 28 would raise InvalidOperation)
        ctx.prec = max(28, (math.floor(math.log10(abs(v))) + 1 if v else 1) + max(decimals, 0) + 2)
        d = Decimal(repr(v)).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP)
    if d == 0:
        d = abs(d)
    text = f"{d:,.{decimals}f}"
    if sign and d > 0:
        text = "+" + text
    return text


def unit_text(symbol: str, lang: str) -> tuple[str, str]:
    """(separator, word) used after a number; x is written by the author (倍, ×, times).

    One spacing rule per language, wherever a figure is shown: in zh a Latin symbol is attached to the
    number (6.6TiB/s, 65.6GB, 9.9%) and a Chinese word follows a space (94 秒, 8 个节点); in en a space
    separates number and unit (178 s, 64 GPUs), except % and model sizes (9.9%, 70B)."""
    if symbol in ("", "x"):
        return "", ""
    if symbol == "%":
        return "", "%"
    if symbol in ("B", "M", "T"):  # model sizes are written 32B, 70B in every language
        return "", symbol
    word = _WORDS.get().get(lang, {}).get(symbol, symbol)
    if lang == "zh" and (word in _ATTACHED or "/" in word and all(p in _ATTACHED for p in word.split("/"))):
        return "", word
    return " ", word


def quantity(q: Quantity, decimals: int, lang: str, *, with_unit: bool = True, sign: bool = False) -> str:
    lo, hi = q.in_unit()
    text = number(lo, decimals, sign)
    if q.is_range and number(lo, decimals) != number(hi, decimals):
        text += RANGE_DASH + number(hi, decimals)
    if with_unit:
        sep, sym = unit_text(q.unit.symbol, lang)
        if lang == "en" and sym in _EN_PLURAL and text != "1":
            sym = _EN_PLURAL[sym]  # 500 steps, 64 GPUs, 8 nodes (a word set in engine.yaml is shown as given)
        text += sep + sym
    return text
