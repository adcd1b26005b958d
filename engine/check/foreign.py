"""Units the registry has no dimension for (W, GHz, TFlop/s, US$, °C): how a text or a label writes them, their
prefixes, and the one a plain value's label or note states. A leaf of engine/check: only re and the models."""
from __future__ import annotations

import re

from engine.models.common import all_text

# units the registry has no dimension for, as a label or a text writes them, in one spelling each
_FOREIGN = {"w": "W", "watt": "W", "watts": "W", "瓦": "W", "瓦特": "W", "kw": "kW", "千瓦": "kW", "mw": "mW",
            "兆瓦": "MW", "wh": "Wh", "kwh": "kWh", "mwh": "MWh", "gwh": "GWh", "千瓦时": "kWh", "度": "kWh",
            "hz": "Hz", "khz": "kHz", "mhz": "MHz", "ghz": "GHz", "赫兹": "Hz", "兆赫": "MHz", "吉赫": "GHz",
            "$": "USD", "us$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD", "美元": "USD", "€": "EUR",
            "eur": "EUR", "euro": "EUR", "euros": "EUR", "欧元": "EUR", "¥": "CNY", "元": "CNY", "人民币": "CNY",
            "rmb": "CNY", "cny": "CNY", "£": "GBP", "gbp": "GBP", "英镑": "GBP", "g": "g", "克": "g", "kg": "kg",
            "千克": "kg", "公斤": "kg", "mm": "mm", "毫米": "mm", "cm": "cm", "厘米": "cm", "nm": "nm", "纳米": "nm",
            "µm": "µm", "μm": "µm", "um": "µm", "微米": "µm", "°c": "°C", "℃": "°C",
            "摄氏度": "°C", "°f": "°F", "℉": "°F", "华氏度": "°F"}
_FOREIGN.update({f"{p}flops": f"{p.upper()}FLOPS" for p in ("", "k", "m", "g", "t", "p", "e")})
_FOREIGN.update({f"{p}flop/s": f"{p.upper()}FLOPS" for p in ("", "k", "m", "g", "t", "p", "e")})
_FOREIGN.update({"teraflops": "TFLOPS", "petaflops": "PFLOPS", "exaflops": "EFLOPS", "gigaflops": "GFLOPS",
                 "tops": "TOPS", "pops": "POPS", "gops": "GOPS"})
_FOREIGN.update({"iops": "IOPS", "kiops": "KIOPS", "miops": "MIOPS"})  # ("4K random read (KIOPS)": 3,300 is 3.3M IOPS)
_FOREIGN.update({"gt/s": "GT/s", "mt/s": "MT/s"})  # transfers: "At 32 GT/s" of a data rate column, no bus width
_FOREIGN.update({"db": "dB", "分贝": "dB"})
_FOREIGN.update({"吨": "t", "公吨": "t", "tonne": "t", "tonnes": "t"})  # (never a bare "t")
_FOREIGN.update({"va": "VA", "kva": "kVA", "mva": "MVA", "千伏安": "kVA", "伏安": "VA"})  # apparent power (a UPS rating)
_CASED = {"MW": "MW", "mW": "mW", "U": "U", "RU": "U"}  # (U, RU: rack units, "a 42 U rack", "2U 服务器")  # (a capital M is mega, a small m milli)
# units of no dimension that come in prefixes: a figure in one is the label's amount in another (1 PFLOPS = 1,000 TFLOPS)
_PREFIXED = (
    {"mW": 1e-3, "W": 1.0, "kW": 1e3, "MW": 1e6},
    {"Wh": 1.0, "kWh": 1e3, "MWh": 1e6, "GWh": 1e9},
    {"VA": 1.0, "kVA": 1e3, "MVA": 1e6},
    {"Hz": 1.0, "kHz": 1e3, "MHz": 1e6, "GHz": 1e9},
    {"FLOPS": 1.0, "KFLOPS": 1e3, "MFLOPS": 1e6, "GFLOPS": 1e9, "TFLOPS": 1e12, "PFLOPS": 1e15, "EFLOPS": 1e18},
    {"GOPS": 1e9, "TOPS": 1e12, "POPS": 1e15},
    {"g": 1.0, "kg": 1e3, "t": 1e6},
    {"mm": 1.0, "cm": 10.0},  # (nm and µm stand alone: 0.40 µm of a track pitch is no 405 nm wavelength)
    {"MT/s": 1e6, "GT/s": 1e9},
    {"IOPS": 1.0, "KIOPS": 1e3, "MIOPS": 1e6},
)


def prefix_family(unit: str) -> dict:
    """The prefixes of a unit of no dimension, with their factors ({} for a currency or an unknown unit)."""
    return next((f for f in _PREFIXED if unit in f), {}) if unit else {}
_AFTER_FIGURE = re.compile(r"[ \u00a0]*((?i:[kmgtpe]?flop/s|[kmgtpe]?flops|teraflops|petaflops|exaflops|gigaflops|[gtp]ops)"
                           r"|(?i:[gm]t/s)|(?i:[km]?iops)|kWh|MWh|GWh|Wh|kVA|MVA|VA|kW|MW|mW|W|RU|U(?!\.\d)|GHz|MHz|kHz|Hz|USD|EUR|CNY|RMB|GBP|dollars?|euros?|watts?"
                           r"|kg|g|mm|cm|nm|µm|μm|°C|℃|°F|℉|摄氏度|华氏度|千瓦时|千瓦|兆瓦|瓦特|瓦|兆赫|吉赫|赫兹|美元|欧元|人民币|英镑|元|千克|公斤|克|毫米|厘米"
                           r"|纳米|微米|千伏安|伏安|公吨|吨|tonnes?|dB|分贝)"
                           r"(?![A-Za-z0-9])")
_BEFORE_FIGURE = re.compile(r"(US\$|\$|€|¥|£|USD|EUR|RMB|CNY|GBP)[ \u00a0]*$")


def _foreign(token: str) -> str:
    return _CASED.get(token) or _FOREIGN.get(token.lower(), "")


def foreign_unit_written(text: str, start: int, end: int) -> str:
    """The unit of no dimension written with a bare figure: after it ("2.80 MHz", "320 瓦") or a currency before it."""
    after = _AFTER_FIGURE.match(text, end)
    if after:
        return _foreign(after.group(1))
    before = _BEFORE_FIGURE.search(text, max(0, start - 5), start)
    inside = _INSIDE_FIGURE.search(text, start, end)  # "under US$5": the qualifier, then the currency
    return _foreign(before.group(1)) if before else _foreign(inside.group(1)) if inside else ""


_INSIDE_FIGURE = re.compile(r"(US\$|\$|€|¥|£)[ \u00a0]*\d")


def foreign_unit_of_label(label: str) -> str:
    """The unit a plain column's label states in parentheses ("Base clock (GHz)", "价格(美元)", "TDP (W)") or a
    metric's note after a comma ("Rmax of the 500th system, PFlop/s")."""
    # the first parenthesis that is a unit ("(ASPM)" before it is not); a note given in two languages is one text
    # here, so its first language's unit after a comma is followed by the next language's words, not the end
    for got in re.finditer(r"[(（][ \u00a0]*([^()（）]{1,8}?)[ \u00a0]*[)）]", label):
        if _foreign(got.group(1).strip()):
            return _foreign(got.group(1).strip())
    for got in re.finditer(r"[,，][ \u00a0]*([A-Za-z/$°℃\u4e00-\u9fff]{1,8})[ \u00a0]*(?=$|[ \u00a0])", label):
        if _foreign(got.group(1)):
            return _foreign(got.group(1))
    return ""


def stated_unit(registry, ref: str) -> str:
    """The unit of no dimension a plain cell's column label (R.table.row.col), or a metric's note (R.metric), states;
    for a cell whose label states none, its row's name ("Laser wavelength (nm)" of a key→value table)."""
    got = foreign_unit_of_label(stated_text(registry, ref))
    if not got and ref.count(".") == 3:
        label = stated_text(registry, ref)
        got = foreign_unit_of_label(stated_text(registry, ref, row=True)[len(label):])
    return got


def stated_text(registry, ref: str, row: bool = False) -> str:
    """A cell's column label (and with row=True its row's text cells), or a metric's note; "" for anything else."""
    parts = ref.split(".")
    rep = registry[parts[0]] if parts[0] in registry else None
    if rep is None:
        return ""
    if len(parts) == 4:
        table = rep.model.tables.get(parts[1])
        column = table.columns.get(parts[3]) if table is not None else None
        text = all_text(column.label) if column is not None and column.label else ""
        cells = table.rows.get(parts[2]) if row and table is not None else None
        cells = cells if isinstance(cells, list) else list((cells or {}).values())
        return " ".join([text] + [c for c in cells if isinstance(c, str)])
    metric = rep.model.metrics.get(parts[1]) if len(parts) in (2, 3) else None  # (a variant: its metric's note)
    return all_text(metric.note) if metric is not None and metric.note else ""


def compound_stated(registry, refs) -> set[str]:
    """The compound units ("GB-s", "bit/s/hz") the labels, rows or notes of these quantities write, or their
    table's caption (a caption states the unit of its plain columns: "… per TRxP (bit/s/Hz)")."""
    return set().union(*(compounds_in(stated_text(registry, r, row=True) + " " + _caption(registry, r))
                         for r in refs)) if refs else set()


def _caption(registry, ref: str) -> str:
    parts = ref.split(".")
    rep = registry[parts[0]] if parts[0] in registry else None
    table = rep.model.tables.get(parts[1]) if rep is not None and len(parts) == 4 else None
    return all_text(table.caption) if table is not None and table.caption else ""


# a rate per something else, written as one unit: "bit/s/Hz", "GB/s/W", "Mbit/s/m²"
_SLASH_IN = re.compile(r"(?<![A-Za-z])([A-Za-z]+/[ \u00a0]?s(?:/[ \u00a0]?[A-Za-z$€¥][A-Za-z²³0-9]*)+)(?![A-Za-z0-9])")


def slash_unit(written: str) -> str:
    """The one spelling of a rate per something else: "bit/s/Hz" -> "bit/s/hz"."""
    return re.sub(r"[ \u00a0]", "", written).lower()


# "GB-seconds", "GB-秒", "TB-month": a size times a period, written as one unit
_PERIOD = {"second": "s", "seconds": "s", "sec": "s", "secs": "s", "秒": "s", "hour": "h", "hours": "h", "hr": "h",
           "hrs": "h", "小时": "h", "day": "d", "days": "d", "天": "d", "month": "month", "months": "month",
           "月": "month", "year": "year", "years": "year"}
_COMPOUND_IN = re.compile(r"(?<![A-Za-z])([KMGTPE]i?B)[ \u00a0]?[-‐][ \u00a0]?(seconds?|secs?|hours?|hrs?|days?|months?"
                          r"|years?|秒|小时|天|月)(?![A-Za-z])", re.I)


def compound_unit(symbol: str, tail: str) -> str:
    """The one spelling of a size times a period: ("GB", "-seconds") -> "GB-s"."""
    period = tail.lstrip("-‐ \u00a0").lower()
    return f"{symbol}-{_PERIOD.get(period, period)}"


def compounds_in(text: str) -> set[str]:
    """The compound units a label or note writes ("Price per million GB-seconds" -> {"GB-s"}, "(bit/s/Hz)" ->
    {"bit/s/hz"})."""
    return {slash_unit(g.group(1)) for g in _SLASH_IN.finditer(text)} | {f"{g.group(1)[0].upper()}{g.group(1)[1:-1]}B-{_PERIOD.get(g.group(2).lower(), g.group(2).lower())}"
            for g in _COMPOUND_IN.finditer(text)}


# the currencies a label or note writes ("List price, CNY per GB per month", "目录价(美元/卡/小时)")
_CURRENCIES = (("USD", re.compile(r"US\$|USD|\$|(?<![a-z])dollars?(?![a-z])|美元|美金", re.I)),
               ("EUR", re.compile(r"EUR|€|(?<![a-z])euros?(?![a-z])|欧元", re.I)),
               ("GBP", re.compile(r"GBP|£|英镑", re.I)),
               ("CNY", re.compile(r"CNY|RMB|(?<![a-z])yuan(?![a-z])|人民币|(?<![美欧日港台])元", re.I)))


def currencies_in(text: str) -> set[str]:
    return {name for name, rx in _CURRENCIES if rx.search(text)}
