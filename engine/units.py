"""A small, explicit unit registry for storage and training benchmarks.

Why not pint: in pint's default registry "B" is a byte (we need B = billions of
parameters), "Gb" is a gilbert, and bytes are dimensionless, so GB/s x s -> GB
would not be checked at all. Redefining most of its registry costs more than
these ~150 lines, and importing pint with its registry adds ~0.3 s to every
command. Here every unit is data: a symbol, a factor to the base unit of its
dimension, and a vector of dimension exponents.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

# Counted nouns are dimensions of their own: a count of nodes never equals a count of clients or GPUs
# (a node count verified against the client count was a real escaped mistake).
COUNTED = ("GPU", "node", "client", "server", "drive", "rack", "job")
DIMS = ("time", "data", "params", "step") + tuple(c.lower() for c in COUNTED)
_BASE_SYMBOL = {"time": "s", "data": "byte", "params": "param", "step": "step", **{c.lower(): c for c in COUNTED}}
_COUNT_NAMES = frozenset(c.lower() for c in COUNTED)
Dims = tuple[int, ...]
NONE: Dims = (0,) * len(DIMS)


def _dim(name: str) -> Dims:
    return tuple(1 if d == name else 0 for d in DIMS)


@dataclass(frozen=True)
class Unit:
    symbol: str
    factor: float  # multiply a value in this unit by factor to get base units
    dims: Dims
    kind: str = ""  # human name of the dimension, for messages

    @property
    def dimensionless(self) -> bool:
        return self.dims == NONE

    def __str__(self) -> str:
        return self.symbol or "(no unit)"


def _dims_rate() -> Dims:
    return tuple(1 if d == "data" else -1 if d == "time" else 0 for d in DIMS)


def _u(symbol, factor, dim, kind):
    return Unit(symbol, factor, _dim(dim) if dim else NONE, kind)


_UNITS: list[Unit] = [
    _u("", 1.0, None, "number"),
    _u("%", 0.01, None, "percent"),
    _u("x", 1.0, None, "multiple"),
    _u("s", 1.0, "time", "time"),
    _u("ms", 1e-3, "time", "time"),
    _u("us", 1e-6, "time", "time"),
    _u("ns", 1e-9, "time", "time"),
    _u("min", 60.0, "time", "time"),
    _u("h", 3600.0, "time", "time"),
    _u("d", 86400.0, "time", "time"),
    _u("byte", 1.0, "data", "data size"),
    _u("KB", 1e3, "data", "data size"),
    _u("MB", 1e6, "data", "data size"),
    _u("GB", 1e9, "data", "data size"),
    _u("TB", 1e12, "data", "data size"),
    _u("PB", 1e15, "data", "data size"),
    _u("KiB", 2.0**10, "data", "data size"),
    _u("MiB", 2.0**20, "data", "data size"),
    _u("GiB", 2.0**30, "data", "data size"),
    _u("TiB", 2.0**40, "data", "data size"),
    _u("PiB", 2.0**50, "data", "data size"),
    _u("EiB", 2.0**60, "data", "data size"),
    _u("EB", 1e18, "data", "data size"),
    # Bits, as reports state network speeds: 1 bit = 1/8 byte, so 200 Gbps = 25 GB/s and never 200 GB/s.
    _u("bit", 1 / 8, "data", "data size"),
    _u("Kb", 1e3 / 8, "data", "data size"),
    _u("Mb", 1e6 / 8, "data", "data size"),
    _u("Gb", 1e9 / 8, "data", "data size"),
    _u("Tb", 1e12 / 8, "data", "data size"),
    Unit("Kbps", 1e3 / 8, _dims_rate(), "rate"),
    Unit("Mbps", 1e6 / 8, _dims_rate(), "rate"),
    Unit("Gbps", 1e9 / 8, _dims_rate(), "rate"),
    Unit("Tbps", 1e12 / 8, _dims_rate(), "rate"),
    _u("param", 1.0, "params", "parameters"),
    _u("M", 1e6, "params", "parameters"),
    _u("B", 1e9, "params", "parameters"),
    _u("T", 1e12, "params", "parameters"),
    _u("step", 1.0, "step", "steps"),
    _u("GPU", 1.0, "gpu", "GPUs"),
    _u("node", 1.0, "node", "nodes"),
    _u("client", 1.0, "client", "clients"),
    _u("server", 1.0, "server", "servers"),
    _u("drive", 1.0, "drive", "drives"),
    _u("rack", 1.0, "rack", "racks"),
    _u("job", 1.0, "job", "jobs"),
]
UNITS: dict[str, Unit] = {u.symbol: u for u in _UNITS}
_COUNT_DIMS = {_dim(c.lower()) for c in COUNTED}

# Other spellings accepted in files and in article text; each maps to a symbol above.
ALIASES: dict[str, str] = {
    "×": "x", "倍": "x", "X": "x", "times": "x",
    "percent": "%", "％": "%",
    "sec": "s", "secs": "s", "second": "s", "seconds": "s", "秒": "s", "秒钟": "s",
    "毫秒": "ms", "µs": "us", "μs": "us", "微秒": "us", "纳秒": "ns", "nanosecond": "ns", "nanoseconds": "ns",
    "millisecond": "ms", "milliseconds": "ms", "msec": "ms", "microsecond": "us", "microseconds": "us", "usec": "us",
    "minute": "min", "minutes": "min", "mins": "min", "分钟": "min",
    "hr": "h", "hrs": "h", "hour": "h", "hours": "h", "小时": "h", "个小时": "h",
    "day": "d", "days": "d", "天": "d",
    "bytes": "byte", "字节": "byte",
    # the checker reads "25 Gbit/s" in text; a report that prints it is recorded as printed
    "Kbit": "Kb", "Mbit": "Mb", "Gbit": "Gb", "Tbit": "Tb",
    "steps": "step", "步": "step",
    "params": "param", "parameters": "param",
}
# Counted nouns: (English singular, plural; the zh display, with its measure word; other spellings). The zh
# display and each spelling are read by the checker too ("8 个节点", "8 节点", "8 nodes", "8-node").
COUNT_NOUNS: dict[str, tuple[str, str, str, tuple[str, ...]]] = {
    "GPU": ("GPU", "GPUs", "卡", ("gpu", "gpus", "卡", "张卡", "块卡", "张", "个GPU", "块GPU", "张GPU",
                                 "card", "cards", "GPU卡", "张GPU卡")),
    "node": ("node", "nodes", "个节点", ("节点", "个节点", "台节点")),
    "client": ("client", "clients", "个客户端", ("客户端", "个客户端", "台客户端")),
    "server": ("server", "servers", "台服务器", ("服务器", "台服务器")),
    "drive": ("drive", "drives", "块盘", ("disk", "disks", "SSD", "SSDs", "盘", "块盘", "硬盘", "块硬盘", "块SSD")),
    "rack": ("rack", "racks", "个机柜", ("机柜", "个机柜")),
    "job": ("job", "jobs", "个作业", ("作业", "个作业")),
}
for _sym, (_one, _many, _zh, _more) in COUNT_NOUNS.items():
    for _w in (_many, _zh, *_more):
        ALIASES.setdefault(_w, _sym)
# Measure words that count any of these nouns: "8 台" or "20 个" alone is a count of whatever the clause names.
MEASURE_WORDS = ("个", "台", "块", "张")


# Accepted in files, but never shown: "3 张图" is a picture, so the checker does not read 张 alone as GPUs.
NOT_SHOWN = {"张"}


def spellings(symbol: str) -> list[str]:
    """The symbol and every spelling of it (for messages)."""
    return [symbol] + sorted(w for w, s in ALIASES.items() if s == symbol and w not in NOT_SHOWN)


def is_counted(u: "Unit | None") -> bool:
    """A counted noun (GPU, node, client, …): one dimension of its own and nothing else."""
    return u is not None and u.factor == 1.0 and u.dims in _COUNT_DIMS


def noun_words(symbol: str) -> tuple[str, ...]:
    """The words that name a counted noun (for a plain-number quantity: "servers: 8, note: 存储节点数量")."""
    one, many, zh, more = COUNT_NOUNS[symbol]
    return tuple(dict.fromkeys(w.lower() for w in (one, many, zh.lstrip("个台块张"), *more)
                                if len(w) > 1 or not w.isascii()))


@lru_cache(maxsize=1024)  # units are immutable; the checker parses the same few symbols again and again
def parse(text: str) -> Unit | None:
    """Parse a unit written in a file: a symbol, an alias, or a/b, a*b, a·b."""
    text = text.strip()
    if text in UNITS:
        return UNITS[text]
    if text in ALIASES:
        return UNITS[ALIASES[text]]
    if "/" in text or "*" in text or "·" in text:
        num, slash, den = text.partition("/")
        if "/" in den or (slash and not den.strip()):
            return None
        factor, dims = 1.0, NONE
        for part in re.split(r"[*·]", num):
            u = parse(part)
            if u is None or not part.strip():
                return None
            factor, dims = factor * u.factor, _add(dims, u.dims)
        if den:
            for part in re.split(r"[*·]", den):
                u = parse(part)
                if u is None or not part.strip():
                    return None
                factor, dims = factor / u.factor, _add(dims, u.dims, -1)
        symbol = _canonical(text)
        return Unit(symbol, factor, dims, "rate" if den else "product")
    return None


def _canonical(text: str) -> str:
    def one(part: str) -> str:
        part = part.strip()
        return ALIASES.get(part, part)
    num, _, den = text.partition("/")
    out = "·".join(one(p) for p in re.split(r"[*·]", num))
    if den:
        out += "/" + "·".join(one(p) for p in re.split(r"[*·]", den))
    return out


def _add(a: Dims, b: Dims, sign: int = 1) -> Dims:
    return tuple(x + sign * y for x, y in zip(a, b))


def mul_dims(a: Dims, b: Dims) -> Dims:
    return _add(a, b)


def div_dims(a: Dims, b: Dims) -> Dims:
    return _add(a, b, -1)


def describe(dims: Dims) -> str:
    if dims == NONE:
        return "a plain number"
    num = [_BASE_SYMBOL[d] + (f"^{e}" if e > 1 else "") for d, e in zip(DIMS, dims) if e > 0]
    den = [_BASE_SYMBOL[d] + (f"^{-e}" if e < -1 else "") for d, e in zip(DIMS, dims) if e < 0]
    # byte/(s·node), not byte/s·node: a reader takes the second for byte·node/s
    return "·".join(num or ["1"]) + ("/" + (den[0] if len(den) == 1 else "(" + "·".join(den) + ")") if den else "")


def count_apart(a: Dims, b: Dims) -> str | None:
    """The counted noun that alone sets two dimensions apart (GB/s ÷ 16 node vs GB/s: 'node'), else None."""
    diff = div_dims(a, b)
    parts = [(d, e) for d, e in zip(DIMS, diff) if e]
    if len(parts) == 1 and abs(parts[0][1]) == 1 and parts[0][0] in _COUNT_NAMES:
        return _BASE_SYMBOL[parts[0][0]]
    return None


def for_dims(dims: Dims, hints: list[Unit]) -> Unit:
    """Pick a display unit for a computed quantity.

    Prefer a unit an operand used, then a registered unit of that dimension that
    shares a part with an operand's unit (GB/s x s -> GB), then the base unit.
    """
    for u in hints:
        if u.dims == dims:
            return u
    parts = {p for u in hints for p in re.split(r"[/·]", u.symbol) if p}
    for part in sorted(parts):
        u = UNITS.get(part)
        if u and u.dims == dims:
            return u
    for u in _UNITS:
        if u.dims == dims and u.factor == 1.0:
            return u
    for sym in ("GB/s", "MB/s", "step/s"):
        u = parse(sym)
        if u and u.dims == dims:
            return u
    return Unit(describe(dims), 1.0, dims, "derived")


def known_symbols() -> list[str]:
    return [u.symbol for u in _UNITS if u.symbol] + sorted(ALIASES)


_BINARY = re.compile(r"[KMGTPEZY][iI][Bb]")
_BITS = re.compile(r"(?:^|[KMGTPEkmgtpe])(?:b|bs|bit|bits|bps)(?:$|/)")


def similar_symbols(text: str) -> list[str]:
    """Units a did-you-mean may propose for `text`: never a decimal unit for a binary one (PiB is not
    PB), and never bytes for bits or bits for bytes (Gb is not GB)."""
    binary, bits = bool(_BINARY.search(text)), bool(_BITS.search(text))
    out = []
    for sym in known_symbols():
        if bool(_BINARY.search(sym)) != binary or bool(_BITS.search(sym)) != bits:
            continue
        if ALIASES.get(sym, sym) in COUNT_NOUNS and sym[:2].lower() != text.strip()[:2].lower():
            continue  # a noun only for a misspelt noun ("nods"), never for a data unit ("ZB" is not "job")
        out.append(sym)
    return out


def is_close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)
