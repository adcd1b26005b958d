"""Words the extractor understands, as data: units, qualifiers, connectors, skip patterns.

Everything the checker recognises in zh and en text is listed here, so the
documentation (docs/checking.md) and the tests can enumerate it.
"""
from __future__ import annotations

import re
from functools import lru_cache

from engine import units

# where a written figure starts and ends: not inside a longer number, nor a thousands group of one ("024" of "1,024"),
# though right after a comma of the text ("计,4 条": the checker's text has full-width commas made ASCII)
# a count of members right before a figure: the figure is each member's ("两个 25Gbps 端口", "two 25 Gbps ports")
MEMBERS_BEFORE = re.compile(r"(?:(?<![\d.])\d+[ \u00a0]*|[一两二三四五六七八九十]+)[个台块张条路颗套根片][ \u00a0]*$"
                            r"|(?<![a-z])(?:two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen)[ \u00a0]+$", re.I)

# 没 as a negation, not inside a word that merely contains it (浸没 immersed, 淹没 flooded, 没收 confiscated)
NOT_MEI = r"(?<![浸淹埋沉湮隐出吞覆])没(?![收落])"

FIGURE_START = r"(?<![\d.])(?<!\d,)"
FIGURE_END = r"(?![\d]|[.,]\d)"


@lru_cache(maxsize=1024)
def figure_re(figure: str) -> re.Pattern:
    """The figure written whole in a text ("2451" in "2451 次/秒", not in "12451" nor "2451.5")."""
    return re.compile(FIGURE_START + re.escape(figure) + FIGURE_END)

# --- units written after a number ------------------------------------------------------
# Chinese and English counters: a count of things, dimensionless ("20 次", "3 saves").
# Counted nouns (nodes, clients, GPUs, servers, drives, racks, jobs) are units of their own (engine/units.py).
COUNTERS = ("次", "个", "份", "轮", "台", "家", "名", "项", "条", "篇", "层", "组", "批", "倍数", "epochs", "epoch",
            "iterations", "iteration", "runs", "run", "saves", "save", "checkpoints", "files")
PERCENT_WORDS = {"%": "%", "％": "%", "‰": "permille", "percent": "%", "per cent": "%", "个百分点": "pp", "百分点": "pp",
                 "percentage points": "pp", "percentage point": "pp", "pp": "pp"}
# Written after a number, these scale it: 1 万步 = 10,000 steps, 70 billion parameters.
SCALES = {"万": 1e4, "亿": 1e8, "千": 1e3, "百万": 1e6, "千万": 1e7, "十亿": 1e9, "百亿": 1e10, "千亿": 1e11, "万亿": 1e12,
          "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "k": 1e3, "K": 1e3, "M": 1e6,
          "B": 1e9, "T": 1e12}  # B and T only before a counted word ("300B tokens", "1.4T tokens"): else parameters
# Latin unit words that must not be followed by a letter, and that may follow a hyphen ("10-hour run").
_EXTRA_UNITS = {"fold": "x", "参数": "param", "个参数": "param", "accelerators": "GPU", "accelerator": "GPU",
                "saves": "", "runs": "", "steps": "step", "step": "step"}


def _unit_words() -> dict[str, str]:
    words: dict[str, str] = {}
    for sym in units.UNITS:
        if sym:
            words[sym] = sym
    words.update({k: v for k, v in units.ALIASES.items()})
    words.update(_EXTRA_UNITS)
    for c in COUNTERS:
        words.setdefault(c, "")
    # "us" (microseconds) is too often the English pronoun: spaced, extract.py reads it only where no pronoun stands.
    return words


UNIT_WORDS = _unit_words()
# Time units the registry does not list (articles use them for plans, not measurements).
EXTRA_UNITS = {"周": 604800.0, "星期": 604800.0, "week": 604800.0, "weeks": 604800.0,
               "个月": 2629800.0, "月": 2629800.0, "month": 2629800.0, "months": 2629800.0,
               "年": 31557600.0, "year": 31557600.0, "years": 31557600.0}
UNIT_WORDS.update({w: w for w in EXTRA_UNITS})
UNIT_WORDS.pop("倍数", None)
# Bits are not bytes: Gb, Gbps, Gb/s, Mb/s, Tb (case matters: GB is gigabytes). Read as data (1 bit = 1/8
# byte), so 21.8 Gb/s never equals 21.8 GB/s.
BIT_UNITS = {"bit": 1 / 8, "bits": 1 / 8, "Kb": 1e3 / 8, "kb": 1e3 / 8, "Kbit": 1e3 / 8, "kbit": 1e3 / 8,
             "Mb": 1e6 / 8, "Mbit": 1e6 / 8, "Gb": 1e9 / 8, "Gbit": 1e9 / 8, "Tb": 1e12 / 8, "Tbit": 1e12 / 8,
             "Pb": 1e15 / 8}
BIT_RATES = {"bps": 1 / 8, "Kbps": 1e3 / 8, "kbps": 1e3 / 8, "Mbps": 1e6 / 8, "Gbps": 1e9 / 8, "Tbps": 1e12 / 8}
UNIT_WORDS.update({w: w for w in BIT_UNITS})
UNIT_WORDS.update({w: w for w in BIT_RATES})
# GPU-time: "251 GPU·h", "GPU*h", "GPU-hours", "GPU 小时", "卡时", "卡小时" are GPU·h.
GPU_TIME = {"GPU·h": "h", "GPU*h": "h", "GPU-h": "h", "GPU-hours": "h", "GPU-hour": "h", "GPU hours": "h",
            "GPU hour": "h", "GPU·hours": "h", "GPU小时": "h", "GPU 小时": "h", "GPU时": "h", "卡时": "h",
            "卡小时": "h", "卡·时": "h", "卡·小时": "h", "GPU·天": "d", "卡天": "d", "GPU-days": "d",
            "GPU days": "d", "GPU·d": "d", "GPU-day": "d", "gpu-hours": "h", "GPU·s": "s", "GPU·min": "min"}
UNIT_WORDS.update({w: w for w in GPU_TIME})
UNIT_WORDS.pop("张", None)  # "3 张图": only 张卡 counts GPUs


def _alt(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


_LATIN = {w for w in UNIT_WORDS if re.match(r"[A-Za-z]", w)}
_OTHER = set(UNIT_WORDS) - _LATIN
_PCT_LATIN = {w for w in PERCENT_WORDS if re.match(r"[A-Za-z]", w)}
_PCT_OTHER = set(PERCENT_WORDS) - _PCT_LATIN

# unit := percent | unit-word ('/' unit-word)?
UNIT_RE = re.compile(
    r"(?P<pct>(?:" + _alt(_PCT_OTHER) + r")|(?:" + _alt(_PCT_LATIN) + r")(?![A-Za-z]))"
    r"|(?P<unit>(?:(?:" + _alt(_OTHER) + r")|(?:" + _alt(_LATIN) + r")(?![A-Za-z]))"
    r"(?:\s?/\s?(?:(?:" + _alt(_OTHER) + r")|(?:" + _alt(_LATIN) + r")(?![A-Za-z])))?)")
SCALE_RE = re.compile(r"(?:万亿|千亿|百亿|十亿|千万|百万|万|亿|千(?![克瓦米])|(?:thousand|million|billion|trillion)(?![A-Za-z])"
                      r"|[kK](?![A-Za-z]))")
# A table column that states the scale of its plain numbers: "Quantity (billions of tokens)", "batch size (M
# tokens)", "n tokens (T)", "数据量(十亿 token)": 410 in it is "410 billion" (scope.py adds the scaled twin).
COLUMN_SCALE_RE = re.compile(r"[(（][ \u00a0]*(?:in[ \u00a0]+)?(?P<s>万亿|千亿|百亿|十亿|千万|百万|亿|万|千"
                             r"|(?i:trillions?|billions?|millions?|thousands?)(?![A-Za-z])|[KMGBT](?![A-Za-z]))")
COLUMN_SCALES = {"trillion": 1e12, "billion": 1e9, "million": 1e6, "thousand": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "G": 1e9,
                 "T": 1e12}

# --- counted nouns (engine/units.py: COUNT_NOUNS): node, client, GPU, server, drive, rack, job ------------
COUNT_NOUNS = {w: sym for w, sym in units.ALIASES.items() if sym in units.COUNT_NOUNS}
COUNT_NOUNS.update({sym: sym for sym in units.COUNT_NOUNS})
COUNT_NOUNS.update({one: sym for sym, (one, *_rest) in units.COUNT_NOUNS.items()})
COUNT_NOUNS.update({"accelerators": "GPU", "accelerator": "GPU"})
_NOUN_LATIN = {w for w in COUNT_NOUNS if re.match(r"[A-Za-z]", w)}
_NOUN = r"(?:" + _alt(set(COUNT_NOUNS) - _NOUN_LATIN) + r"|(?:" + _alt(_NOUN_LATIN) + r")(?![A-Za-z]))"
# Words between a number (or its measure word) and the noun it counts: "8 个存储节点", "8 台 H20 服务器",
# "8 storage nodes", "8 AMD MI308X GPUs". A closed list, so "3 个方面" or "8 of the nodes" stay what they are.
_MOD_ZH = r"(?:元数据|存储|计算|数据库|数据|控制器|应用|缓存|物理|虚拟|管理|业务|训练|推理|并发|全闪|备用|工作|客户端|高性能|新增|额外)"
_MOD_EN = (r"(?:storage|compute|client|data|worker|metadata|training|inference|management|physical|virtual|spare"
           r"|standby|active|concurrent|parallel|additional|more|extra|new|identical|all-flash|flash|database|controller|application|cache|edge)")
_NAME_WORD = r"(?:[A-Z][A-Za-z0-9-]*(?:[ \u00a0]\d+(?![\d.,%]))?|[A-Za-z]+\d[A-Za-z0-9-]*)"  # "GTX 580", "MI308X"
_SP = r"[ \u00a0]"
# after a measure word (个, 台, 块, 张): the noun at the end of the phrase is what is counted
NOUN_AFTER_MEASURE = re.compile(_SP + r"*(?:(?:" + _MOD_ZH + r"|(?:" + _MOD_EN + r"|" + _NAME_WORD + r")(?![A-Za-z]))"
                                + _SP + r"*){0,3}(?P<u>" + _NOUN + r")")
# zh without a measure word: "8 存储节点"
NOUN_AFTER_ZH = re.compile(_SP + r"*(?:" + _MOD_ZH + _SP + r"*){1,2}(?P<u>" + _NOUN + r")")
# en: "8 storage nodes", "8 AMD MI308X GPUs"; after a noun, the head of the phrase: "8 GPU servers", "8 client nodes"
NOUN_AFTER_EN = re.compile(r"(?:" + _SP + r"+(?:" + _MOD_EN + r"|" + _NAME_WORD + r")(?![A-Za-z])){1,3}" + _SP
                           + r"+(?P<u>" + _alt(_NOUN_LATIN) + r")(?![A-Za-z])")
# A unit symbol the registry lacks (formats.md: a plain number with its unit in the label): "the 300 W PCIe card",
# "a 2.5 GHz CPU", "3,958 TOPS": the number measures power, a clock or a rate; it does not count the card or CPU after it.
FOREIGN_UNIT = re.compile(_SP + r"*(?:[kMG]?W|[mk]?V|[kM]?VA|R?U(?!\.\d)|[kMG]?Hz|[GTP]?FLOPS|TOPS|[GM]T/s|IOPS|QPS|ops/s|°C|dB)(?![A-Za-z0-9])")
HEAD_EN = re.compile(r"(?:" + _SP + r"+(?:" + _MOD_EN + r"|" + _NAME_WORD + r")(?![A-Za-z])){0,2}" + _SP
                     + r"+(?P<u>" + _alt(_NOUN_LATIN) + r")(?![A-Za-z])")

# --- qualifiers --------------------------------------------------------------------------
# meaning: approx, nearly, gt, ge, lt, le, upto (a tight ceiling: the maximum is about this value)
QUAL_BEFORE = {
    "约": "approx", "约为": "approx", "大约": "approx", "大概": "approx", "约合": "approx", "大致": "approx",
    "约占": "approx", "约是": "approx", "大约是": "approx", "大约为": "approx", "大约占": "approx",
    "近": "nearly", "将近": "nearly", "接近": "nearly", "逼近": "nearly", "差不多": "approx",
    "超过": "gt", "超": "gt", "逾": "gt", "不止": "gt", "多于": "gt", "高于": "gt", "大于": "gt", "过": None,
    "刚过": "gt", "突破": "gt",
    "至少": "ge", "不低于": "ge", "不少于": "ge", "起码": "ge",
    "不到": "lt", "不足": "lt", "少于": "lt", "低于": "lt", "小于": "lt", "未满": "lt",
    "不超过": "le", "至多": "le", "最多": "le", "不高于": "le",
    "最高": "upto", "可达": "upto", "高达": "upto", "最高可达": "upto", "最多可达": "upto",
    "about": "approx", "approximately": "approx", "approx.": "approx", "around": "approx", "roughly": "approx",
    "some": "approx", "circa": "approx", "ca.": "approx", "~": "approx", "～": "approx", "≈": "approx",
    "nearly": "nearly", "almost": "nearly", "close to": "nearly", "just under": "nearly",
    "over": "gt", "more than": "gt", "above": "gt", "greater than": "gt", "exceeding": "gt", "in excess of": "gt",
    "beyond": "gt", ">": "gt", "＞": "gt", "exceeds": "gt", "exceeded": "gt", "exceed": "gt",
    "at least": "ge", "no less than": "ge", "not less than": "ge", "≥": "ge", ">=": "ge",
    "under": "lt", "less than": "lt", "below": "lt", "fewer than": "lt", "<": "lt", "＜": "lt",
    "at most": "le", "within": "le", "no more than": "le", "not more than": "le", "≤": "le", "<=": "le",
    "up to": "upto", "as much as": "upto", "as high as": "upto", "as many as": "upto",
}
QUAL_BEFORE = {k: v for k, v in QUAL_BEFORE.items() if v}
QUAL_AFTER = {"以上": "ge", "及以上": "ge", "以内": "le", "之内": "le", "内": "le", "以下": "le", "左右": "approx",
              "上下": "approx", "or more": "ge", "or less": "le", "plus": "ge", "+": "ge", "多": "gt", "余": "gt"}
# Not qualifiers although they end like one.
NOT_QUAL = ("最近", "附近", "靠近", "邻近", "超级", "节约", "简约", "预约", "契约", "制约", "公约", "条约", "违约", "履约",
            "签约")  # 节约 94s is "saves 94 s", not "about 94 s"
# ...unless the 节 ends another word: "换算成字节约 50 GB/s" is 字节 (bytes) + 约 (about), not 节约 (saves)
NOT_QUAL_SPLIT = ("字节约",)


def not_qual_end(s: str) -> bool:
    """Whether s ends with a word that only looks like a qualifier (NOT_QUAL), not with one split off a noun."""
    return any(s.endswith(x) for x in NOT_QUAL) and not any(s.endswith(x) for x in NOT_QUAL_SPLIT)

_QB_LATIN = {w for w in QUAL_BEFORE if re.match(r"[A-Za-z]", w)}
_QB_OTHER = set(QUAL_BEFORE) - _QB_LATIN
QUAL_BEFORE_RE = re.compile(
    r"(?:(?<![A-Za-z])(?P<latin>" + _alt(_QB_LATIN) + r")|(?P<other>" + _alt(_QB_OTHER) + r"))[\s*_]*"
    r"(?:(?:US|HK|NT|A|C)?\$|€|£|¥|￥)?[\s*_]*$",  # (and a currency before the figure: "under US$5", "约 $3")
    re.IGNORECASE)
# A qualifier with a comparative or change word between it and the number: "至少快 1.9 倍", "最多慢 2 倍",
# "超过提升 50%": the qualifier still governs the number (the amount of the change).
QUAL_VERB_RE = re.compile(r"(?P<q>至少|起码|不低于|不少于|最多|至多|不超过|不到|不足|超过|最高|高达|约|大约|将近|接近)"
                          r"(?:快|慢|提升|提高|降低|缩短|减少|增加|节省|省下|省|加快|提速|加速|多|少)了?[\s*_]*$")
QUAL_AFTER_RE = re.compile(r"[\s*_]*(?:(?P<q>以上|及以上|以内|之内|以下|左右|上下|\+(?![\d])"
                           r"|or more(?![A-Za-z])|or less(?![A-Za-z]))|内(?![容部存核置]))")

# Vague magnitude words: value range [lo, hi).
VAGUE = {"数十": (10, 100), "几十": (10, 100), "数百": (100, 1000), "几百": (100, 1000), "上百": (100, 1000),
         "数千": (1000, 10000), "几千": (1000, 10000), "上千": (1000, 10000), "数万": (1e4, 1e5), "几万": (1e4, 1e5),
         "十几": (11, 20), "数倍": (2, 10), "几倍": (2, 10),
         "dozens of": (24, 100), "dozens": (24, 100), "tens of": (10, 100), "hundreds of": (100, 1000),
         "thousands of": (1000, 1e6), "several hundred": (200, 1000), "a few hundred": (200, 1000),
         "several thousand": (2000, 10000), "a dozen": (12, 13), "several times": (2, 10), "a few times": (2, 5)}
VAGUE_RE = re.compile(r"(?<![A-Za-z])(?:" + _alt(VAGUE) + r")(?![A-Za-z])(?!\s+(?:a|an|per|each|every)\b)",
                      re.IGNORECASE)  # "several times a day" is a frequency

# --- structure -------------------------------------------------------------------------------
RANGE_SEP = re.compile(r"[\s*_]*(?:–|—|~|～|〜|(?:一直|一路)?(?:至|到)|(?<![A-Za-z])to(?![A-Za-z])|-(?=[\d.]))[\s*_]*")
CHANGE_SEP = re.compile(
    r"[\s*_]*(?:→|->|⟶|➝|=>|(?:降低|减少|缩短|下降|降|提升|提高|增加|增长|上升|升|增|缩减|压缩|变|变成|改善|加快|延长|拉长|缩小|扩大|减小|增大|攀升|跃升|飙升|回落)(?:到|至|为)"
    r"|(?:降|减|缩|增|升|压|涨|跌)(?:到|至)|(?<![A-Za-z])to(?![A-Za-z]))[\s*_]*")
FROM_BEFORE = re.compile(r"(?:从|由|(?<![A-Za-z])from)[\s*_]*$", re.IGNORECASE)
ARITH_OP = re.compile(r"[\s*_]*(?P<op>×|÷|\*|/|\+|−|-|x(?=\s))[\s*_]*")
EQUALS = re.compile(r"[\s*_]*(?:=|＝|≈)[\s*_]*")

# Numbers: 3,560  10000  9.9  .5 is not a number here. A grouped number ends at anything but a digit or
# another ",ddd" group: "5,380,提升" and "2,150, then" are 5,380 and 2,150 (a comma as punctuation);
# "1,234.5" keeps its decimals.
# "3,072,12 个" (a full-width comma normalised): a grouped number ends where the next group is not three digits
NUMBER_RE = re.compile(r"\d{1,3}(?:,\d{3})+(?!\d|,\d{3}(?!\d))(?:\.\d+)?"
                       r"|(?<![\d.])(?<!\d,)\d{1,3}(?:[ \u00a0\u2009\u202f]\d{3})+(?![\d.,]|[ \u00a0\u2009\u202f]\d)"
                       # ("16 100G ports" is 16 ports of 100G: a port speed's name is glued to its last group)
                       r"(?![GTMK](?![A-Za-z/])|Gb?E(?![A-Za-z]))"
                       r"|\d+(?:\.\d+)?")  # "1 880 s": SI grouping with a space is one number
NUMBER_FULL = re.compile(r"(?:\d{1,3}(?:,\d{3})+(?!\d|,\d)|\d+)(?:\.\d+)?")

# Chinese numerals (engine/check/words.py reads them: 百分之X, X成, X倍, X + a unit or counter).
CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
CN_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000}

# --- skipped tokens ---------------------------------------------------------------------------
# A year has no unit after it: "saves a total of 1980 s", "down from 2050 s" are times, not years.
_NO_UNIT_AFTER = (r"(?![ \u00a0]?(?:(?:" + _alt(_OTHER | _PCT_OTHER) + r")|(?:" + _alt(_LATIN | _PCT_LATIN)
                  + r"|x)(?![A-Za-z])))")
MONTHS = r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
_NAME = r"[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)?"
_AUTHORS = (_NAME + r"(?:\s+et\s+al\.?|(?:,\s*" + _NAME + r")*,?\s+(?:and|&)\s+" + _NAME + r")?")
_YEAR = r"(?:19|20)\d\d[a-z]?(?![\d%])"
_MEASURE_OF = ("size", "sizes", "total", "count", "number", "dimension", "width", "length", "value", "score", "rate",
               "speed", "depth", "batch", "budget", "maximum", "minimum", "average", "peak", "mean", "median", "sum")
_PCTL_OF = (r"\s*(?:(?i:of)\s+(?:the\s+|all\s+)?(?i:messages|requests|queries|reads|writes|operations|ops|packets|calls"
            r"|records|lookups|transactions)|的\s*(?:消息|请求|查询|读|写|操作|记录|数据包|调用|事务))")
SKIP_PATTERNS: list[tuple[str, re.Pattern]] = [
    ("date", re.compile(r"(?<![\d.])(?<!\d,)(?:19|20)\d\d\s*[-/年]\s*\d{1,2}(?:\s*[-/.月]\s*\d{1,2}\s*日?)?(?![\d])"
                        r"|(?<![\d.])\d{1,2}\s*月\s*\d{1,2}\s*[日号]|(?<![\d.])(?<!\d,)\d{4}\s*年(?:代|度)?|(?<![\d.])(?<!\d,)(?:19|20)\d\d\s*(?:版|款|财年)|(?<![\d.])\d{1,2}\s*月份?(?!\d)"
                        r"|(?<![\d.])\d{1,2}\s*[日号](?![本])"
                        r"|\b" + MONTHS + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,\s*\d{4})?\b"
                        r"|\b\d{1,2}(?:st|nd|rd|th)?\s+" + MONTHS + r"\.?(?:,?\s+\d{4})?\b"
                        r"|\b" + MONTHS + r"\.?\s+\d{4}\b"
                        r"|(?:Q[1-4]|H[12])\s*\d{4}|\d{4}\s*(?:Q[1-4]|H[12])\b"
                        r"|(?<![\w.])(?i:in|since|by|until|from|during|before|after)\s+(?:19|20)\d\d(?![\d%]|[.,]\d)"
                        + _NO_UNIT_AFTER +
                        # "of 2019" is a year, but "a hidden size of 1920", "a total of 2048" are figures
                        r"|(?<![\w.])" + "".join(f"(?<!{w} )" for w in _MEASURE_OF) + r"(?i:of)\s+(?:19|20)\d\d(?![\d%]|[.,]\d)"
                        + _NO_UNIT_AFTER +
                        # "Compared with 2022, …": a year as what is compared with, when nothing but a pause follows
                        r"|(?<![\w.])(?i:compared\s+(?:with|to)|relative\s+to|versus|vs\.?)\s+(?:19|20)\d\d(?=\s*[,;:)]|\s*$)"
                        r"|(?<=[A-Za-z.] )\((?:19|20)\d\d[a-z]?\)"
                        # "the 2020 paper", "its 2019 report": a year right before the document it dates
                        r"|(?<![\w.,])(?:19|20)\d\d(?=\s+(?i:paper|report|study|survey|edition|preprint)s?\b)")),
    ("time", re.compile(r"(?<![\d:])\d{1,2}:\d{2}(?::\d{2})?(?![\d:])")),
    ("phone", re.compile(r"(?<![\d.])(?<!\d,)(?:\+\d{1,3}[- ]?)?(?:\(\d{2,4}\)[- ]?)?\d{3,4}-\d{3,4}-\d{3,4}(?![\d.])")),
    ("version", re.compile(r"(?<![A-Za-z0-9])[vV]\d+(?:\.\d+)*|(?<![\d.])\d+\.\d+\.\d+(?:\.\d+)*(?![\d])"
                           # (not a figure after a row's "1TB 版本": "版本 1,000TBW", "version 1,000 TBW")
                           r"|(?:版本|version|Version|ver\.)\s*\d+(?:\.\d+)*(?!,\d{3}(?!\d))(?![\dA-Za-z])")),
    ("reference", re.compile(r"(?:表|图|第|附录|附表|公式)\s*\d+(?:\.\d+)*"
                             r"|(?<![A-Za-z])(?i:table|tab\.|figure|fig\.|section|sec\.|step|chapter|appendix|eq\.|no\.|page|p\.|pp\.|#)\s*\d+(?:\.\d+)*")),
    # author–year citations: "Rahman and Ng (2012)", "Smith et al. (2019a)", "(Lee, 2020; Kim et al. 2021)"
    ("citation", re.compile(_AUTHORS + r"(?:'s|’s)?\s*\(\s*" + _YEAR + r"(?:\s*[,;]\s*" + _YEAR + r")*\s*\)"
                            r"|" + _AUTHORS + r",?\s+" + _YEAR + r"(?=\s*[;)])")),
    ("identifier", re.compile(r"(?<![A-Za-z0-9_])[A-Za-z][A-Za-z_]*(?:[-.][A-Za-z_]+)*-?\d[A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*"
                              # "M.2 drives", "U.2 SSDs": a form factor; "a 32-bit volume", "the 64bit feature": a mode
                              r"|(?<![A-Za-z0-9.])[A-Z]\.\d(?![\d.%])(?:[ \u00a0-]?(?:2230|2242|2260|2280|22110)(?![\d.%]))?"
                              r"|(?<![\w.,])\d{1,3}[- ]?bit(?=[ \u00a0]+(?:[A-Za-z0-9-]+[ \u00a0]+)?(?:modes?|features?|(?:file[ \u00a0])?systems?"
                              r"|volumes?|OS|kernels?|architectures?|addressing|builds?|versions?|processors?|CPUs?"
                              r"|block numbers|fields?|counters?|keys?|encryption|colou?r)(?![A-Za-z]))")),
    ("footnote", re.compile(r"\[\^[^\]]*\]")),
    # "99% of messages arrive within 3 ms", "99% 的请求在 5 毫秒内完成": the percent names the percentile of the
    # latency after it (STAT_WORDS reads it as P99), it is not a share to check
    ("percentile", re.compile(r"(?<![\d.])(?<!\d,)(?:50|90|95|99|99\.9)\s*%(?=" + _PCTL_OF + r"[^.。;;!?]{0,40}?"
                              r"(?:(?<![A-Za-z])(?i:within|under|in less than|below)(?![A-Za-z])|以内|之内|内))")),
    ("idiom", re.compile(r"(?<![\d.])7\s*[×xX*]\s*24(?:\s*(?:小时|h|hours))?(?![\d.])|(?<![\d.])24\s*/\s*7(?![\d.])"
                         r"|(?<![\d.])\d{1,2}[ -]?(?:min|minute)s?[ -]read\b|阅读(?:时间|时长)?[::]?\s*(?:约\s*)?\d{1,2}\s*分钟"
                         r"|(?<![\d.])\d{1,2}\s*分钟(?:读完|阅读)")),
]

# Sentence ends.
# (the "!" of a name is no end: "Yahoo! Answers", "Jeopardy!")
SENTENCE_END = re.compile(r"[。;]|(?<!Yahoo)(?<!YAHOO)(?<!Jeopardy)[!?]|(?<![\d.])\.(?=\s|$)|(?<=\d)\.(?=\s|$)")

# One scan for all of them; the leading class makes most positions (CJK text) fail at once.
SKIP_RE = re.compile(r"(?=[\dA-Za-z表图第附公#\[版(])(?:"
                     + "|".join(f"(?P<{name}>{rx.pattern})" for name, rx in SKIP_PATTERNS) + ")")

# --- agreement: statistic, scope and opposed words ------------------------------------------
# A number's clause and the quantity it binds to must agree on these (engine/check/agree.py).
# Statistic: which summary of a measurement (peak, average, …). "最高" is left out: it is the qualifier
# "up to" (最高可达), and a qualifier says how the number relates to the value, not which value it is.
# Tail latency (尾延迟, 长尾时延) is the high-percentile family: it agrees with P90 … P99.9 and not with an average;
# a typical value (典型) is a central one: average or median, not a peak.
_TAIL = r"|(?<![a-z])tail(?:[ -]end)?(?:[ -][a-z]+)?[ -]latenc(?:y|ies)(?![a-z])|(?:长)?尾(?:部)?(?:延迟|时延)"
_TYPICAL = r"|典型|(?<![a-z])typical(?:ly)?(?![a-z])"
def _pctl(n: str) -> str:
    """"99% of messages (arrive within …)": the share of events under a latency bound names that percentile."""
    return r"|(?<![\d.])" + n + r" ?%" + _PCTL_OF.replace("(?i:", "(?:").replace("\\s", " ")


# the percentiles named above, whole ("99" not in "99.5", "99.9" not in "99.95")
_KNOWN_PCTL = r"(?:50|90|95|99|99\.9|999|99\.99|9999)(?!\d|\.\d)"
# "averaging five CNNs", "averaging the predictions of": an ensemble, not the average of a measurement
_ENSEMBLE = (r"(?! (?:the |their |its |all )?(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|multiple) )?"
             r"(?:predictions?|outputs?|models?|networks?|nets?|cnns?|checkpoints?|weights|ensembles?)(?![a-z]))")
STAT_WORDS = {
    "peak": r"峰值|最大值|最大|突发|(?<![a-z])(?:r?peak(?:s|ed|ing)?|max|maximum|highest|burst"
            r"|tops? out|topped out|topping out|max(?:es|ed)? out|(?:high|upper|top) end)(?![a-z])",
    "avg": r"平均|均值|(?<![a-z])(?:averag(?:e[sd]?|ing)" + _ENSEMBLE + r"|avg|(?<!to )(?<!not )(?<!does )(?<!would )mean)(?![a-z])"
           + _TYPICAL,
    # "58 min" is minutes (the en display of a duration), not the statistic
    "min": r"最小值|最小|最低值|(?<![a-z\d])(?<!\d )(?<!\d\u00a0)min(?![a-z])|(?<![a-z])(?:minimum|lowest)(?![a-z])",
    "median": r"中位|(?<![a-z])(?:median|p50)(?![a-z])" + _TYPICAL + _pctl("50"),
    # TP99 (top percentile) is how Chinese operations teams write P99
    "p90": r"(?<![a-z0-9])t?p90(?![0-9])|(?<![\d.])90 ?分位|(?<![\d.])90th" + _TAIL + _pctl("90"),
    "p95": r"(?<![a-z0-9])t?p95(?![0-9])|(?<![\d.])95 ?分位|(?<![\d.])95th" + _TAIL + _pctl("95"),
    "p99": r"(?<![a-z0-9])t?p99(?![0-9.])|(?<![\d.])99 ?分位|(?<![\d.])99th(?! ?\.)" + _TAIL + _pctl("99"),
    "p999": r"(?<![a-z0-9])t?p99\.?9(?![0-9])|(?<![\d.])99\.9 ?分位|(?<![\d.])99\.9th" + _TAIL + _pctl("99\\.9"),
    "p9999": r"(?<![a-z0-9])t?p99\.?99(?![0-9])|(?<![\d.])99\.99 ?分位|(?<![\d.])99\.99th" + _TAIL + _pctl("99\\.99"),
    # a percentile none of the above is ("P99.999", "P99.95", "the 75th percentile"): no quantity kept as one of them
    "pother": r"(?<![a-z0-9])t?p(?!" + _KNOWN_PCTL + r")\d{2}(?:\.\d+)?(?![0-9a-z])"
              r"|(?<![\d.])(?!" + _KNOWN_PCTL + r")\d{1,2}(?:\.\d+)?(?:th|st|nd|rd) ?percentile|(?<![\d.])(?!"
              + _KNOWN_PCTL + r")\d{1,2}(?:\.\d+)? ?分位",
}
# Scope: one node (client, GPU, server, disk) or the whole cluster. Bare 集群/cluster is not a scope word
# ("8 卡集群" is the setup, not an aggregate).
_ENTITY_ZH = r"(?:存储|计算|客户端|服务|物理|数据|控制器|数据库)?(?:节点|台|机|卡|张卡|块盘|盘|服务器|客户端|gpu|npu|进程|线程|核|条?通道|条?链路|个?端口)"
_ENTITY_EN = r"(?:storage |compute |client |data |controller |database )?(?:node|client|gpu|npu|server|host|machine|disk|drive|ssd|card|device|core|thread|process|lane|channel|port)"
# a product name between "each" and what it counts ("each ArkFS storage node", "each NX900 save"); not a period or a
# unit ("per day checkpoint saves" is per day)
_NAME_BETWEEN = (r"(?!(?:day|week|month|year|hour|minute|second|time|run|step|training|full|one|other|single)(?![a-z]))"
                 r"[a-z][\w.-]* (?:\d+ )?")  # "each GTX 580 GPU": a name and its model number
SCOPE_WORDS = {
    # "each ArkFS storage node": a product name may stand between the word and the entity
    "per": r"(?:每|单)个?" + _ENTITY_ZH + r"|按(?:每|单)?个?" + _ENTITY_ZH + r"(?:计|算|平均)|(?<![a-z])(?:per|each|every|a single|single)[ -](?:" + _NAME_BETWEEN + r")?"
           + _ENTITY_EN
           # "each of the 12 servers", "the 12 servers each", "36 个客户端每个都", "各客户端"
           + r"|(?<![a-z])each of (?:the |these |its |their |our )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten"
             r"|eleven|twelve) " + _ENTITY_EN
           + r"|各" + _ENTITY_ZH  # ("the 12 servers each", "36 个客户端每个都": agree._members_each, from the count)
           + r"|/ ?(?:node|节点|台|gpu|卡|client)(?![a-z])"
           + r"|整机",  # the whole machine: one server's total ("单台服务器整机满载功耗"), also a total below
    # per training step: "每训练一步需 94s" is not a save time (a save is every few hundred steps)
    "perstep": r"每(?:训练|迭代)?一?步(?!数)|单步|(?<![a-z])(?:per|each|every|a single)(?: training)? (?:step|iteration)(?![a-z])",
    # a cluster's own throughput ("集群读吞吐", "the cluster reads at") is its aggregate; "8 卡集群" is the set-up
    "total": r"总(?!结|之|是|体上|体来说|的来说|部|监|裁|线)|聚合|合计|共计|一共|(?<![公])共(?=[ \u00a0]*\d)|加起来|整体|整机|集群层面|全集群|整个(?:阵列|集群|系统)|全阵列|集群的?\s*(?:[a-z0-9/-]{1,8}\s*)?(?:峰值|平均|最大)?(?:总|整体|聚合|读|写|吞吐|带宽|iops|性能)"
             r"|全部(?:节点|服务器|gpu|卡)|所有(?:节点|服务器|gpu|卡)(?:合计|加起来|总共)"
             r"|(?<![a-z])(?:aggregate[ds]?|total|overall|combined|cluster-wide|(?:whole|entire) (?:[a-z0-9-]+ )?(?:cluster|array|system)"
             r"|in total)(?![a-z])"
             r"|(?<![a-z])across (?:the |all |its |their )?(?:(?:whole|entire) )?(?:cluster|fleet)(?![a-z])"
             r"|(?<![a-z])across (?:all |the |its |their )?(?:\d+|two|three|four|eight|sixteen|several|many)? ?"
             r"(?:[a-z0-9-]+ )?(?:gpus|nodes|servers|machines|devices|cards|clients|v100s|a100s|h100s)(?![a-z])"
             r"|(?<![a-z])cluster(?:'s)? (?:[a-z0-9/-]{1,8} (?:[读写] +)?)?(?:(?:peak|average|mean|max)\w* )?(?:reads?|writes?|throughput|bandwidth|iops"
             r"|performance)(?![a-z])|(?<![a-z])cluster (?:peak(?:ed|s)|averag(?:ed|es))(?![a-z])",
    # one event of a repeated one (one save): not the run's total over all of them ("每次保存省下 1,680s" when
    # 1,680 s is saved over 20 saves); 每次训练 / each run is a whole run
    "each": r"(?:每|单)一?次(?!训练|运行|任务|作业|实验|测试|迭代|跑|完整)|每保存一次|每(?:个|份)\s*(?:checkpoint|快照)"
            r"|(?<![a-z])(?:each|every|per|a single) (?:" + _NAME_BETWEEN + r")?(?:save|checkpoint|snapshot)(?![a-z])"
            r"|(?<![a-z])per-save(?![a-z])",
    # a period of the calendar: a figure per run or per test is not per day ("每天省下 28 分钟"), and one per day
    # is not per week ("for a week", "in a day" are a time, not a period)
    "perday": r"每(?:天|日)|(?<![a-z])(?:per|(?<!for )(?<!in )(?<!within )(?<!over )(?<!about )a|each|every) day(?![a-z])|(?<![a-z])daily(?![a-z])",
    "perweek": r"每(?:周|星期)|(?<![a-z])(?:per|(?<!for )(?<!in )(?<!within )(?<!over )(?<!about )a|each|every) week(?![a-z])|(?<![a-z])weekly(?![a-z])",
    "permonth": r"每个?月|(?<![a-z])(?:per|(?<!for )(?<!in )(?<!within )(?<!over )(?<!about )a|each|every) month(?![a-z])|(?<![a-z])monthly(?![a-z])",
    "peryear": r"每年|(?<![a-z])(?:per|(?<!for )(?<!in )(?<!within )(?<!over )(?<!about )a|each|every) year(?![a-z])|(?<![a-z])(?:annually|yearly)(?![a-z])",
}
# The entity of a per-entity scope: a figure per client is not one per storage node.
PER_ENTITY = {
    "node": r"节点|台|机|服务器|(?<![a-z])(?:node|server|host|machine)s?(?![a-z])",
    "client": r"客户端|(?<![a-z])clients?(?![a-z])",
    "gpu": r"卡|gpu|npu|(?<![a-z])(?:card|device)s?(?![a-z])",
    "disk": r"盘|(?<![a-z])(?:disk|drive|ssd)s?(?![a-z])",
    "proc": r"进程|线程|核|(?<![a-z])(?:core|thread|process)(?:es|s)?(?![a-z])",
    "lane": r"通道|链路|端口|(?<![a-z])(?:lane|channel|port)s?(?![a-z])",
}
# Opposed kinds of one measurement: a clause that names one side is not about a quantity of the other.
OPPOSED = (
    (r"(?<![阅解研导宣朗判])读(?![者懂书])|(?<![a-z])reads?(?![a-z])|(?<![a-z])reading(?![a-z])",
     r"(?<![撰编书描改填抄谱])写(?![作法])|(?<![a-z])writes?(?![a-z])|(?<![a-z])writing(?![a-z])|(?<![a-z])(?:written|wrote)(?![a-z])"
     # a save is a write: "an Orion-7B checkpoint is written in under 8 seconds" of a save time
     r"|保存|(?<![a-z])(?:save|saves|saved|saving)(?![a-z])"),
    (r"上传|(?<![a-z])uploads?(?![a-z])", r"下载|(?<![a-z])downloads?(?![a-z])"),
    (r"顺序|(?<![a-z])sequential(?![a-z])", r"随机|(?<![a-z])random(?![a-z])"),
    (r"训练|(?<![a-z])training(?![a-z])", r"推理|(?<![a-z])inference(?![a-z])"),
    # (data loading, 数据加载: the input pipeline, no load of a checkpoint opposed to its save)
    (r"(?<!数据)加载|载入|(?<![a-z])(?<!data )(?<!data-)(?:load|loads|loaded|loading)(?![a-z])",
     r"保存|(?<![a-z])(?:save|saves|saved|saving)(?![a-z])"),
)

# --- one mention for several numbers ----------------------------------------------------------
# A duration written in parts: "30 分 14 秒", "1 h 20 min", "2 小时 5 分钟", "30 minutes and 14 seconds".
_H = r"(?:个小时|小时|hours?|hrs?|h)"
_M = r"(?:分钟|分|minutes?|mins?)"
_S = r"(?:秒钟|秒|seconds?|secs?|s)"
_AND = r"[ \u00a0]*(?:,?[ \u00a0]*and[ \u00a0]+|又)?[ \u00a0]*"
COMPOUND_RE = re.compile(
    r"(?<![\d.])(?<!\d,)(?:(?P<h>\d+)[ \u00a0]*" + _H + _AND + r"(?P<m>\d+)[ \u00a0]*" + _M
    + r"(?:" + _AND + r"(?P<s>\d+(?:\.\d+)?)[ \u00a0]*" + _S + r")?"
    r"|(?P<m2>\d+)[ \u00a0]*" + _M + _AND + r"(?P<s2>\d+(?:\.\d+)?)[ \u00a0]*" + _S + r")(?![A-Za-z\d])")
# A clock reading "2:58" / "1:02:03" is a duration unless it stands in a clock context: a time of day
# word, a date, or a zone right before it, or am/pm/a zone/点 right after it ("10:30 开始" reads as a time of
# day: an event verb after it). Everything else is read as m:ss or h:mm:ss (extract.py), never skipped.
CLOCK_RE = re.compile(r"(?<![\d:.,])(?P<a>\d{1,3}):(?P<b>[0-5]\d)(?::(?P<c>[0-5]\d))?(?![\d:]|[.,]\d)")
CLOCK_BEFORE = re.compile(r"(?:上午|下午|凌晨|晚上|早上|中午|傍晚|今天|明天|昨天|今晚|每天|每日|当天|北京时间|时刻|于"
                          r"|(?<![A-Za-z])(?i:at|by|until|till|before|after|around|daily|UTC|GMT|CST|PST|EST)"
                          r"|\d[日号]|\d{4}-\d{1,2}-\d{1,2}T?|,\s*\d{4})[ \u00a0]*$")
CLOCK_AFTER = re.compile(r"[ \u00a0]*(?:(?i:a\.?m\.?|p\.?m\.?|UTC|GMT|CST|PST|EST|o'clock)(?![A-Za-z])|点|时(?!长|间)"
                         r"|开始|举行|召开|截止|发布|上线|起|前|后|出发|见)")
RATIO_BEFORE = re.compile(r"(?:比例|比为|配比|之比|比|(?<![A-Za-z])(?i:ratio(?: of)?|aspect))[ \u00a0:：]*$")
# A definition of units: "1 TiB = 2^40 字节", "1 PB = 10^15 bytes", "1 TiB = 2⁴⁰ 字节", "1 GiB = 1,024 MiB".
IDENTITY_RE = re.compile(
    r"(?<![\d.])(?<!\d,)(?<![×÷*/+−-])(?<![×÷*/+−-] )(?P<a>1)[ \u00a0]*(?P<u1>[A-Za-z]+|字节)[ \u00a0]*[=＝][ \u00a0]*"
    r"(?P<b>\d{1,3}(?:,\d{3})+|\d+)(?:[ \u00a0]*(?:\^|\*\*)[ \u00a0]*(?P<e>\d+)|(?P<sup>[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?"
    r"[ \u00a0]*(?P<u2>[A-Za-z]+|字节)(?![A-Za-z])")
# the qualifiers that say "is about": 约为 X 的 N governs N, not X
COPULA_QUAL = ("约为", "约占", "约合", "大约是", "大约为", "约是")
# the end of an object with its own figure in a parenthesis, up to its 的: "目录(3.1 秒)的"
OBJECT_FIGURE_OF = r"(?:[ \u00a0]*[(（][ \u00a0]*\d[\d.,]*[ \u00a0]*[^\d()（）]{0,6}[)）])?[ \u00a0]*的"
# "约为理论带宽的 81%", "超过总量的 60%": a zh qualifier, then what the number is a part of, then the number.
QUAL_OF_RE = re.compile(r"(?P<q>约为|约占|约合|大约是|大约为|大约占|约是|大约|约|将近|接近|近|超过|不到|不足|至少)"
                        r"[^\d,,。;;::!?!?()()]{1,12}?的[ \u00a0]*$")
# "约为理论带宽 5.4 TiB/s 的 76%": the reference may carry its own figure; 约 still governs the percent after 的.
QUAL_OF_NUM_RE = re.compile(r"(?P<q>约为|约占|约合|大约是|大约为|大约占|约是|将近|接近|超过|不到|不足|至少)[ \u00a0]*"
                            r"[^,,。;;::!?!?()()]{1,24}?[ \u00a0]*[(（]?[ \u00a0]*\d[\d.,]*[ \u00a0]*(?:[A-Za-z/%]{1,8}|[\u4e00-\u9fff]{1,3}(?:/[\u4e00-\u9fffA-Za-z]{1,2})?)?"
                            r"[ \u00a0]*[)）]?[ \u00a0]*的[ \u00a0]*$"  # "不到顺序写入(460.6 MB/s)的六分之一"
                            # "约为 1 万个文件时的 70%", "约是 10 万个文件目录(3.1 秒)的 9.5 倍": the object's setting
                            r"|(?P<q2>" + "|".join(COPULA_QUAL) + r")[ \u00a0]*\d[\d.,]*[ \u00a0]*[\u4e00-\u9fffA-Za-z]{1,10}"
                            + OBJECT_FIGURE_OF + r"[ \u00a0]*$")

# the words before the object of a comparison: "compared with B", "than B", "与 B 相比", "beats B", "1.75 times the
# power of B" (a pair of figures after such a sentence lists the subject's first, the object's second)
OBJECT_BEFORE = re.compile(r"(?:compared (?:with|to)|relative to|against|than|over|versus|vs\.?|与|和|跟|比|较|对比"
                            r"|beats?|outperforms?|surpass(?:es)?|trails?"
                            r"|(?<![a-z])times(?: (?:as much|as many))?[^,;]{0,24}? (?:of|as))\s*(?:the\s+)?$")

# a comma that ends a clause: not the thousands separator of a figure ("1,353"), for the clause patterns of
# every module
COMMA = r",(?!\d{3}(?!\d))|(?<!\d),"

# comparatives of measures other than size, count and speed ("29 g lighter", "$100 cheaper", "便宜 100 美元"): a
# difference or a change like "less" and "more" (scope._DIFF, the direction words)
MEASURE_MORE = ("heavier", "pricier", "costlier", "thicker", "wider", "brighter", "hotter", "warmer", "louder",
                "denser", "taller", "deeper", "贵", "更重", "重了", "更厚", "更宽", "更亮")
MEASURE_LESS = ("lighter", "cheaper", "thinner", "narrower", "dimmer", "cooler", "colder", "quieter", "shallower",
                "便宜", "更轻", "轻了", "更薄", "更窄", "更暗")
# the same as the word of a comparison right before or after a difference ("贵 100 美元", "29 g lighter"):
# direction._CMP_W, and those of them that say more (direction._CMP_UP)
_MEASURE_ZH_MORE, _MEASURE_ZH_LESS = ("贵", "重", "厚", "宽"), ("便宜", "轻", "薄", "窄")
MEASURE_UP = "|".join(sorted({w for w in MEASURE_MORE if w.isascii()} | set(_MEASURE_ZH_MORE), key=lambda w: (-len(w), w)))
MEASURE_WORDS = "|".join(sorted({w for w in MEASURE_MORE + MEASURE_LESS if w.isascii()}
                                | set(_MEASURE_ZH_MORE + _MEASURE_ZH_LESS), key=lambda w: (-len(w), w)))

# comparative words that turn a multiple around or make it a change (variants._ratio_way, pairs._multiple_order)
OTHER_WAY = re.compile(r"低|少|短|降|减|慢|省|(?<![a-z])(?:lower|less|fewer|shorter|slower|smaller|cut|drop|fell|fall|reduc\w*"
                        r"|decreas\w*|increas\w*|rose|rise|rais\w*|grew|grow\w*|higher|more|longer|larger|bigger|greater)"
                        r"(?![a-z])|高|多|提升|提高|增")

# the owner right before a figure: "R2D2 的 864 万步", "R2D2's 8.64 million" (a name of at most four words, no clause
# mark; pairs._named_row, variants._variant_named)
POSSESSOR = re.compile(r"(?P<who>(?:[^\s,,;;。:：()()的]+[ \u00a0]+){0,3}[^\s,,;;。:：()()的]+)[ \u00a0]*(?:的|['’]s)"
                       r"[ \u00a0]*$")
# "EX21(4.8TB/h)": a figure alone in a parenthesis right after a name is that name's too (not a listed pair, "reverse
# iteration (0.476 vs 0.724 µs/op)")
_PAREN_OWNER = re.compile(POSSESSOR.pattern.replace("(?:的|['’]s)", "[(（]"))
_PAREN_REST = re.compile(r"[^()()\d]*[)）]")


def owner_before(text: str, lo: int, start: int, end: int):
    """The name a figure at [start, end) is written as belonging to, right before it: "R2D2 的 864 万步", "R2D2's",
    "EX21(4.8TB/h)"; None."""
    got = POSSESSOR.search(text, lo, start)
    if got is None and _PAREN_REST.match(text, end):
        got = _PAREN_OWNER.search(text, lo, start)
    return got


# --- where a change starts: "从 6,258 提升到 6,674", "from 81.9 GiB to 77.0 GiB", "climbs to 3,050, up from 2,700" ---
FROM_END = re.compile(r"(?:从|由|(?<![A-Za-z])from)\s*$", re.I)
TO_GAP = r"[^,,;;。\d]{0,16}?(?:到|至|(?<![A-Za-z])to)\s*"  # from the start figure to the end figure
_TO_AHEAD = re.compile(TO_GAP + r"\d", re.I)
_UP_FROM_END = re.compile(r"(?<![A-Za-z])(?:up|down|rising|falling|rose|fell|climbing|dropping)\s+from\s*$", re.I)
_TO_FIGURE = re.compile(r"(?<![A-Za-z])to\s*\d", re.I)


def starts_change(before: str, after: str, sentence: str) -> bool:
    """The figure between `before` and `after` is where a change starts: after 从 / from with 到 / to and a figure
    next, or after "up from" in a sentence that writes "to" and a figure (the end written first)."""
    return bool(FROM_END.search(before)) and bool(_TO_AHEAD.match(after)) \
        or bool(_UP_FROM_END.search(before)) and bool(_TO_FIGURE.search(sentence))


# the noun written right after a bare number: "24 核", "16-core", "64 cores" (not a measure word or a function word)
_NOUN_SAID = re.compile(r"[ \u00a0]*([\u4e00-\u9fff])(?<![个的时年月日次倍项款种台张块])|[ \u00a0-]([a-z]{3,})(?![a-z])", re.I)
_NOT_NOUNS = ("the", "and", "for", "with", "from", "than", "per", "each", "all", "more", "less", "times")


def noun_said(text: str, end: int) -> str:
    got = _NOUN_SAID.match(text, end)
    if got is None:
        return ""
    word = (got.group(1) or got.group(2)).lower()
    return "" if word in _NOT_NOUNS else word


def label_has(text: str, word: str) -> bool:
    """A column's label writes the noun: 核心数 has 核, "Cores" has core."""
    text = (text or "").lower()
    if not text or not word:
        return False
    if not word.isascii():
        return word in text
    stem = word[:-1] if word.endswith("s") else word
    return re.search(r"(?<![a-z])" + re.escape(stem) + r"(?:s|es)?(?![a-z])", text) is not None


# the key or name word of a baseline variant (mfu.baseline, bubble_base): a difference goes from it to the product
BASE_NAMES = frozenset({"base", "baseline", "before", "old", "prev", "previous", "orig", "original"})
