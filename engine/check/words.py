"""Numbers written without plain digits: Chinese numerals (三成, 一点五%, 百分之十二, 十二个节点, 两倍), English
number words and multipliers (eight GPUs, twelve percent, twice, doubled, three times, threefold, one in fifty,
halved), scientific notation (1.5e0%, 2×10^3) and fractions (½, 3/4).

`forms(text)` scans the text once per notation (linear) and yields a Form per candidate: its span, value,
decimals and, when the notation implies one, its unit (成 and "in fifty" are percents, twice is a multiple).
The extractor reads the unit after a Form like after digits. The rule that keeps ordinary prose out
("one of the", "a single", "进一步", "一些"): a number word is read only when it quantifies something — a
unit, a counter, a counted noun the lexicon knows, a percent or a multiple. A word number is an integer and
rounds like one written in digits ("twice" is 2x as "2x" is, 8 ± 0.5 for "eight"); a numeral with 点 has
decimals like digits; a fraction (½, 3/4, one in fifty) is as precise as a whole percent (50% ± 0.5%).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from engine.check import lexicon as L


@dataclass
class Form:
    start: int
    end: int  # end of the numeral, including a unit the notation carries (成, fold, in fifty)
    value: float
    decimals: int = 0
    half: float | None = None  # the rounding half-width when it is not the digits' (fractions: a whole percent)
    unit: str | None = None  # a unit word the notation implies ("%", "x"); None: read the unit after it
    unit_text: str = ""
    kind: str = ""  # "cn" | "en" | "sci" | "frac" | "mult"
    sign: str = ""  # "-" for 减半 / halved: a decrease
    vague: tuple[float, float] | None = None  # a range of values [lo, hi) (an order of magnitude)
    qual: str | None = None  # a qualifier the word carries (过半: more than half)


# --- Chinese numerals ------------------------------------------------------------------------------------
# Financial numerals (大写: 壹佰柒拾捌) are the same numbers written so they cannot be altered; read alike.
FINANCIAL = str.maketrans("壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬億兩", "一二二三三四五六六七八九十百千万亿两")
_FIN = "壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬億兩"
_CN_NUM = (r"[零〇一二两三四五六七八九十百千万亿" + _FIN + r"]+(?:点[零〇一二三四五六七八九" + _FIN + r"]+)?")
CN_RE = re.compile(r"(?P<half>减半)|(?P<pre>百分之)?(?P<n>" + _CN_NUM + r")(?P<cheng>成(?P<c2>[一二三四五六七八九])?)?")
# 成 in words that are not "tenths": 成本, 成为, 完成, 一成不变 …
_NOT_CHENG = set("本为功果员立熟长就绩型品交败像效年人形千万了都套批")
# Units a small Chinese numeral does not quantify in prose: 三月 (March), 分两步 (in two steps).
_CN_NOT_UNIT = {"月", "步", "年"}


def cn_number(s: str) -> float | None:
    """Chinese numerals: 五, 十五, 三十, 一百二十, 九点九, 两, 三千万, 七百亿."""
    if "点" in s:
        a, b = s.split("点", 1)
        ia = cn_number(a) if a else 0
        if ia is None or not b or any(c not in L.CN_DIGITS for c in b):
            return None
        return ia + float("0." + "".join(str(L.CN_DIGITS[c]) for c in b))
    if "亿" in s:
        hi, _, lo = s.partition("亿")
        h = cn_number(hi) if hi else 1
        low = cn_number(lo) if lo else 0
        return None if h is None or low is None or "亿" in lo else h * 1e8 + low
    total, cur, section = 0, None, 0
    for c in s:
        if c in L.CN_DIGITS:
            if cur is not None:  # 二二: not a numeral we read
                return None
            cur = L.CN_DIGITS[c]
        elif c in L.CN_UNITS:
            u = L.CN_UNITS[c]
            if u == 10000:
                section = (section + (cur or 0)) * u
                total += section
                section, cur = 0, None
            else:
                section += (1 if cur is None else cur) * u
                cur = None
        else:
            return None
    return total + section + (cur or 0)


# 翻一番 (doubled), 翻两番 (×4: doubled twice), 翻倍 / 翻了一倍 (×2); 快了一倍, 提高了一倍 (×2: one more time
# over); a number of orders of magnitude: 一个数量级, an order of magnitude (a factor whose log10 rounds to n).
_FAN_RE = re.compile(r"翻了?(?:(?P<n>[一两二三四1-4])番|(?P<bei>一?倍))"
                     r"|(?<=[快高升加长增多大])(?:出了?|了)?(?P<yi>一倍)(?!多)")  # (高出一倍, 多出一倍)
_CN_SMALL = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "1": 1, "2": 2, "3": 3, "4": 4, "a": 1, "an": 1, "one": 1,
             "two": 2, "three": 3, "four": 4}
_ORDER_RE = re.compile(r"(?P<n>[一两二三四1-4])[ \u00a0]*个?[ \u00a0]*数量级"
                       r"|(?<![A-Za-z])(?P<en>an?|one|two|three|four|[1-4])\s+orders?\s+of\s+magnitude(?![A-Za-z])",
                       re.IGNORECASE)


# 一个半小时 (1.5 h), 两个半钟头, 半小时 / 半个小时 (0.5 h), 一分半钟 (1.5 min)
_HALF_RE = re.compile(r"(?P<n>[一两二三四五六七八九十]+)个半(?:小时|钟头)|(?<![一两二三四五六七八九十个])半个?(?:小时|钟头)"
                      r"|(?P<m>[一两二三四五六七八九十]+)分半钟?|(?<![一两二三四五六七八九十个])(?P<hm>半分钟)")


def _half_forms(text: str):
    for m in _HALF_RE.finditer(text):
        if m.group("hm"):  # 不到半分钟: 0.5 min
            yield Form(m.start(), m.end(), 0.5, 1, unit="分钟", unit_text=m.group(), kind="cn")
            continue
        if m.group("m"):
            v = cn_number(m.group("m"))
            if v is not None:
                yield Form(m.start(), m.end(), v + 0.5, 1, unit="分钟", unit_text=m.group(), kind="cn")
            continue
        v = cn_number(m.group("n")) if m.group("n") else 0
        if v is not None:
            yield Form(m.start(), m.end(), v + 0.5, 1, unit="小时", unit_text=m.group(), kind="cn")


def _multiple_forms(text: str):
    for m in _FAN_RE.finditer(text):
        if m.group("n"):
            v = 2.0 ** _CN_SMALL[m.group("n")]
            yield Form(m.start(), m.end(), v, half=0.1 * v, unit="x", unit_text=m.group(), kind="mult")
        else:
            s = m.start("yi") if m.group("yi") else m.start()
            yield Form(s, m.end(), 2.0, half=0.2, unit="x", unit_text=m.group(), kind="mult")
    for m in _ORDER_RE.finditer(text):
        n = _CN_SMALL[(m.group("n") or m.group("en")).lower()]
        lo, hi = 10 ** (n - 0.5), 10 ** (n + 0.5)
        yield Form(m.start(), m.end(), lo, unit="x", unit_text=m.group(), kind="mult", vague=(lo, hi))


def _cn_forms(text: str):
    for m in CN_RE.finditer(text):
        s, e = m.span()
        prev = text[s - 1] if s else ""
        if m.group("half"):
            # 减半 (halved): a decrease of 50% (一半 is read nowhere: "保存只是 Checkpoint 的一半" is prose)
            yield Form(s, e, 50.0, half=2.5, unit="%", unit_text=m.group(), kind="mult", sign="-")
            continue
        raw = m.group("n").translate(FINANCIAL)
        if prev and (prev == "第" or prev.isdigit() or prev in ".," or (prev.isascii() and prev.isalpha())):
            continue  # 第三次 (an ordinal), 3千万 (digits with a scale: read by the digit path)
        if m.group("pre"):
            v = cn_number(raw)
            if v is not None:
                dec = len(raw.split("点")[1]) if "点" in raw else 0
                yield Form(s, e, v, dec, None, "%", "百分之", "cn")
            continue
        if m.group("cheng"):
            after = text[e:e + 1]
            if after in _NOT_CHENG or (raw == "一" and text.startswith("不变", e)) or "点" in raw:
                continue
            v = cn_number(raw)
            if v is None or v > 10 or (v == 10 and m.group("c2")):
                continue
            if m.group("c2"):
                v += L.CN_DIGITS[m.group("c2")] / 10
            yield Form(s, e, v * 10, 0, None, "%", m.group("cheng"), "cn")  # 三成 = 30%, 三成五 = 35%
            continue
        v = cn_number(raw)
        if v is None:
            continue
        # 一 alone is everywhere (进一步, 一次, 一个); 万/千/百/亿 alone are words (千万, 万一)
        lone = raw in ("一", "万", "千", "百", "亿")
        dec = len(raw.split("点")[1]) if "点" in raw else 0
        yield Form(s, e, v, dec, None, None, "", "cn-lone" if lone else "cn")


# --- English number words ----------------------------------------------------------------------------------
_ONES = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                    "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
_TENS = {w: 10 * (i + 2) for i, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split())}
_BIG = {"hundred": 100, "thousand": 1e3, "million": 1e6, "billion": 1e9}
_WORD = "|".join(sorted(list(_ONES) + list(_TENS) + list(_BIG), key=lambda w: (-len(w), w)))
EN_RE = re.compile(r"(?<![A-Za-z0-9-])(?P<factor>(?:a\s+)?factor\s+of\s+)?"
                   r"(?P<n>(?:" + _WORD + r")(?:(?:[ -]|\s+and\s+)(?:" + _WORD + r"))*)"
                   r"(?P<half>\s+and\s+a\s+half)?(?P<fold>fold)?(?![A-Za-z])", re.IGNORECASE)
_MULT = {"twice": 2, "double": 2, "triple": 3, "quadruple": 4}
MULT_RE = re.compile(
    r"(?<![A-Za-z-])(?:(?P<twice>twice)(?!\s+(?:a|an|per|each|every|daily|weekly|monthly|yearly|over)\b)"
    r"|(?P<v>doubl|tripl|quadrupl)(?:ed|es|ing)(?![A-Za-z-])"
    r"|(?P<w>double|triple|quadruple)(?=\s+(?:the|its|their|our|your|that|this|what)\b)"
    r"|(?P<halved>halv(?:ed|es|ing)|(?<![A-Za-z])(?:in|by)\s+half)(?![A-Za-z-])"
    r"|(?P<halfu>half\s+an?\s+(?P<hu>hour|minute|second|day))\b)", re.IGNORECASE)
# "one in fifty", "1 out of 8": a fraction written as a count of a count.
_OF_RE = re.compile(r"\s+(?:in|out\s+of)\s+(?P<b>\d+|(?:" + _WORD + r")(?:(?:[ -]|\s+and\s+)(?:" + _WORD + r"))*)"
                    r"(?![A-Za-z0-9])", re.IGNORECASE)


_DIGIT_BEFORE = re.compile(r"\d[ \u00a0]*$")


def en_number(s: str) -> float | None:
    """twenty-four, one hundred and twenty, three thousand, sixty four; None for "one two"."""
    words = [w for w in re.split(r"[\s-]+", s.lower()) if w and w != "and"]
    total, cur, last = 0.0, None, ""
    for w in words:
        if w in _ONES:
            if last in ("ones", "teen") or (last == "tens" and (_ONES[w] == 0 or _ONES[w] >= 10)):
                return None
            cur = (cur or 0) + _ONES[w]
            last = "ones" if _ONES[w] < 10 else "teen"
        elif w in _TENS:
            if last in ("ones", "teen", "tens") or (cur or 0) % 100:
                return None
            cur = (cur or 0) + _TENS[w]
            last = "tens"
        elif w == "hundred":
            if cur is not None and cur >= 100:
                return None
            cur = (1 if cur is None else cur) * 100
            last = "hundred"
        else:
            total += (1 if cur is None else cur) * _BIG[w]
            cur, last = None, "big"
    return total + (cur or 0)


def count_of(a: float, b_text: str) -> float | None:
    b = float(b_text) if b_text.isdigit() else en_number(b_text)
    if b is None or b < 2 or a <= 0 or a >= b:
        return None
    return a / b


# "a minute and a half", "an hour and a half": 1.5 of the unit
_A_HALF_RE = re.compile(r"(?<![A-Za-z])(?:an?|one)\s+(?P<u>hour|minute|second|day|week)\s+and\s+a\s+half(?![A-Za-z])",
                        re.IGNORECASE)


_A_SCALE = re.compile(r"(?<![A-Za-z])(?P<in>in\s+)?(?P<half>half\s+)?an?\s+$", re.IGNORECASE)


def _en_forms(text: str):
    for m in _A_HALF_RE.finditer(text):
        yield Form(m.start(), m.end(), 1.5, 1, unit=m.group("u").lower(), unit_text=m.group(), kind="en")
    for m in EN_RE.finditer(text):
        raw = m.group("n")
        v = en_number(raw)
        if v is None:
            continue
        s, e = m.span()
        if raw.split()[0].lower() in _BIG and _DIGIT_BEFORE.search(text, 0, s):
            continue  # "65 million parameters": the scale of the figure before it, not a number of its own
        if raw.lower() in ("thousand", "million", "billion"):
            a = _A_SCALE.search(text, 0, s)
            if a is None or a.group("in"):
                continue  # "millions of", "one in a million": no amount
            s, v = a.start(), v * (0.5 if a.group("half") else 1)  # "a million", "half a million"
        if m.group("half"):  # one and a half times: 1.5
            v, dec = v + 0.5, 1
        else:
            dec = 0
        if m.group("factor"):  # by a factor of three: 3x
            yield Form(m.start("n"), e, v, dec, unit="x", unit_text=m.group("factor").strip(), kind="en")
            continue
        if m.group("fold"):  # threefold
            yield Form(s, e, v, unit="x", unit_text=m.group("fold"), kind="en")
            continue
        o = _OF_RE.match(text, e)
        if o:
            f = count_of(v, o.group("b"))
            if f is not None:  # one in fifty = 2%
                yield Form(s, o.end(), f * 100, half=0.5, unit="%", unit_text=o.group().strip(), kind="en")
                continue
        yield Form(s, e, v, dec, unit=None, kind="en-one" if raw.lower() == "one" and not dec else "en")
    for m in MULT_RE.finditer(text):
        s, e = m.span()
        if m.group("halved"):
            # a word, not digits: within 2.5 points of a half (47.5–52.5%), so a 47% cut is not "halved"
            yield Form(s, e, 50.0, half=2.5, unit="%", unit_text=m.group(), kind="mult", sign="-")
        elif m.group("halfu"):
            yield Form(s, e, 0.5, 1, unit=m.group("hu").lower(), unit_text=m.group(), kind="en")  # 0.5 h
        else:
            w = (m.group("twice") or m.group("w") or m.group("v")).lower()
            v = {"doubl": 2, "tripl": 3, "quadrupl": 4}.get(w) or _MULT[w]
            # a word, not digits: within 10% (1.8–2.2x doubles), not the ±0.5 of a one-digit 2
            yield Form(s, e, v, half=0.1 * v, unit="x", unit_text=m.group(), kind="mult")


# --- fractions and durations in words ---------------------------------------------------------------------
# 五分之一, 三分之二, 十分之一 (百分之 is a percent, read above; 千分之五 is 0.5%); 一半 (not 另一半 / 一半一半, nor 减半,
# a decrease); 过半 (more than half); a fifth, two thirds, a quarter, one-third, half (of / the / as …): a share
# as precise as a whole percent, like ⅕ (bind reads a bare fraction against a percent as its share).
_CN_FRAC_RE = re.compile(r"(?P<b>[二两三四五六七八九十千]+)分之(?P<a>[一二两三四五六七八九十]+)(?!点)"
                         r"|(?<![另多大减对半])(?P<half>过半|一半)(?!一半)")
_DENOM = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
          "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "seventh": 7, "sevenths": 7, "eighth": 8, "eighths": 8,
          "ninth": 9, "ninths": 9, "tenth": 10, "tenths": 10, "twentieth": 20, "hundredth": 100, "hundredths": 100}
_NUMER = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "nine": 9}
# "a third of", "two thirds of the", "cut by a fifth", "one-quarter less"; a bare "half" only where it is a share
# ("half of", "half the", "half as", "about half"): "half-precision", "the second half", "half an hour" are not.
_SHARE_AFTER = r"(?=[ \u00a0]+(?:of|the|as|less|more|fewer|lower|higher|smaller|larger|longer|shorter|faster|slower)\b)"
EN_FRAC_RE = re.compile(
    r"(?<![A-Za-z-])(?P<n>an?|one|two|three|four|five|six|seven|eight|nine)[ \u00a0-]+"
    r"(?P<d>" + "|".join(sorted(_DENOM, key=lambda w: -len(w))) + r")(?![A-Za-z-])(?:" + _SHARE_AFTER
    + r"|(?<=half)|(?<=halves)|(?<=thirds)|(?<=quarters)|(?<=fifths)|(?<=tenths))"
    r"|(?<![A-Za-z-])(?<!second )(?<!first )(?<!other )(?<!last )(?P<half>half)(?![A-Za-z-])" + _SHARE_AFTER,
    re.IGNORECASE)
# "under a minute", "less than an hour", "about a second", "不到一分钟", "一小时内": one of a unit of time, read
# only with a bound or an approximation around it ("a minute later", "一分钟读完" are prose).
_TIME_WORDS = {"second": "s", "minute": "min", "hour": "h", "day": "d"}
EN_ONE_TIME_RE = re.compile(r"(?<![A-Za-z])(?P<a>an?|one)[ \u00a0]+(?P<u>second|minute|hour|day)(?![A-Za-z])",
                            re.IGNORECASE)
CN_ONE_TIME_RE = re.compile(r"(?<![第每同这那哪某头末前后上下半零〇一二两三四五六七八九十百千万])一(?P<u>秒钟|秒|分钟|个小时|小时|天)")
_BOUND_BEFORE = re.compile(r"(?:" + L.QUAL_BEFORE_RE.pattern[:-len(r"[\s*_]*$")] + r")[ \u00a0]*$", re.IGNORECASE)
_BOUND_AFTER = re.compile(r"(?:以内|之内|内(?![容部存核置])|以上|左右|上下)")


# 一半 / half is also a figure of speech ("保存只是 Checkpoint 的一半", "Saving is only half of checkpointing"): it is
# read as a share when a bound or approximation stands before it, or its clause names a measured quantity.
_MEASURED = re.compile(r"时间|耗时|用时|时长|时延|延迟|带宽|吞吐|速度|速率|气泡|成本|开销|容量|空间|功耗|内存|显存|数据量|参数量|步数|样本"
                       r"|利用率|占比|比例|份额|(?<![a-z])(?:time|duration|latency|bandwidth|throughput|speed|bubble|cost"
                       r"|overhead|capacity|space|power|memory|size|parameters|steps|samples|tokens|share|utili[sz]ation|rate|count)s?"
                       r"(?![a-z])", re.IGNORECASE)
_CLAUSE_CUT = re.compile(r"(?:[,;;。!?!?::、\n\x00]|" + L.COMMA + r")|(?<![A-Za-z])(?:and|but|while)(?![A-Za-z])")


def _a_share(text: str, s: int, e: int) -> bool:
    if _BOUND_BEFORE.search(text, max(0, s - 24), s):
        return True
    before, after = text[max(0, s - 30):s], text[e:e + 30]
    cuts = list(_CLAUSE_CUT.finditer(before))
    if cuts:
        before = before[cuts[-1].end():]
    k = _CLAUSE_CUT.search(after)
    if k:
        after = after[:k.start()]
    return bool(_MEASURED.search(before) or _MEASURED.search(after))


# "cuts it by about half", "by more than half", "by a quarter": a share after "by" (and a bound or approximation)
# is a change's size, whatever follows ("… compared with 1.0", end of sentence)
_BY_FRAC_RE = re.compile(r"(?<![A-Za-z])by[ \u00a0]+(?:(?:about|roughly|around|nearly|almost|approximately|more[ \u00a0]+than"
                         r"|over|less[ \u00a0]+than|under|just[ \u00a0]+(?:over|under)|well[ \u00a0]+over)[ \u00a0]+)?"
                         r"(?P<f>(?P<n>an?|one|two|three)[ \u00a0-]+(?P<d>half|thirds?|quarters?|fifths?|tenths?)|(?P<half>half))"
                         r"(?![A-Za-z-])", re.IGNORECASE)


def _frac_word_forms(text: str):
    for m in _BY_FRAC_RE.finditer(text):
        if re.match(_SHARE_AFTER, text[m.end():]):
            continue  # (read below: "by half the time")
        a, b = (1, 2) if m.group("half") else (_NUMER[m.group("n").lower()], _DENOM[m.group("d").lower()])
        if a < b:  # (a percent, as precise as a whole one: no plain count of 1 is "more than half")
            yield Form(m.start("f"), m.end("f"), 100 * a / b, half=0.5, unit="%", unit_text=m.group("f"), kind="en")
    for m in _CN_FRAC_RE.finditer(text):
        if m.group("half") == "一半" and not _a_share(text, m.start(), m.end()):
            continue
        if m.group("half"):
            yield Form(m.start(), m.end(), 0.5, half=0.005, kind="frac",
                       qual="gt" if m.group("half") == "过半" else None)
            continue
        b, a = cn_number(m.group("b")), cn_number(m.group("a"))
        if not a or not b or a >= b:
            continue
        if b == 1000:  # 千分之五: 0.5%, to a tenth of a percent
            yield Form(m.start(), m.end(), a / 10, 1, unit="%", unit_text=m.group(), kind="cn")
        else:
            yield Form(m.start(), m.end(), a / b, half=0.005, kind="frac")
    seen = set()
    for m in EN_FRAC_RE.finditer(text):
        seen.add(m.start())
        if m.group("half") and not _a_share(text, m.start(), m.end()):
            continue
        if m.group("half"):
            yield Form(m.start(), m.end(), 0.5, half=0.005, kind="frac")
            continue
        a, b = _NUMER[m.group("n").lower()], _DENOM[m.group("d").lower()]
        if a < b:
            yield Form(m.start(), m.end(), a / b, half=0.005, kind="frac")
    for m in _EN_FRAC_BOUND.finditer(text):
        # "leaving about a quarter", "under a tenth": a bare fraction after a bound or an approximation is a share
        if m.start() in seen or not _BOUND_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            continue
        a, b = _NUMER[m.group("n").lower()], _DENOM[m.group("d").lower()]
        if a < b:
            yield Form(m.start(), m.end(), a / b, half=0.005, kind="frac")


_EN_FRAC_BOUND = re.compile(r"(?<![A-Za-z-])(?P<n>an?|one|two|three|four|five|six|seven|eight|nine)[ \u00a0-]+"
                            r"(?P<d>" + "|".join(sorted((d for d in _DENOM if not d.startswith("half")), key=lambda w: -len(w)))
                            + r")(?![A-Za-z-])", re.IGNORECASE)


def _one_time_forms(text: str):
    for m in EN_ONE_TIME_RE.finditer(text):
        if _BOUND_BEFORE.search(text, max(0, m.start() - 24), m.start()):
            yield Form(m.start(), m.end(), 1.0, unit=_TIME_WORDS[m.group("u").lower()], unit_text=m.group(),
                       kind="en")
    for m in CN_ONE_TIME_RE.finditer(text):
        if _BOUND_BEFORE.search(text, max(0, m.start() - 12), m.start()) or _BOUND_AFTER.match(text, m.end()):
            yield Form(m.start(), m.end(), 1.0, unit=m.group("u"), unit_text=m.group(), kind="cn")


# --- scientific notation and fractions ------------------------------------------------------------------
_SUP = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
SCI_RE = re.compile(
    r"(?<![\w.,])(?P<m>\d+(?:\.\d+)?)(?:[eE](?P<e>[+\-−]?\d{1,3})(?![\d.])"
    r"|[ \u00a0]?[×xX*·][ \u00a0]?10(?:[ \u00a0]?(?:\^|\*\*)[ \u00a0]?(?P<e2>[+\-−]?\d{1,3})(?![\d.])"
    r"|(?P<e3>[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+|[⁻⁺]\d{1,3}(?![\d.]))))")
# A power written out: "2^40 bytes", "2⁴⁰" (markdown.py writes superscripts as ^), "2**10": base^exponent.
_UNIT_AFTER_SQUARE = re.compile(r"[ \u00a0]*(?:[=＝]|(?:bytes?|bits?|字节|个|次)(?![A-Za-z]))")
POWER_RE = re.compile(r"(?<![\w.,×*·^])(?P<b>\d{1,3})[ \u00a0]?(?:\^|\*\*)[ \u00a0]?(?P<e>[+\-−]?\d{1,3})(?![\d.^])")
VULGAR = {"½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5),
          "⅗": (3, 5), "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅐": (1, 7), "⅛": (1, 8), "⅜": (3, 8),
          "⅝": (5, 8), "⅞": (7, 8), "⅑": (1, 9), "⅒": (1, 10)}
FRAC_RE = re.compile(r"(?<![\d.,/⁄])(?P<w>\d+)?(?P<v>[" + "".join(VULGAR) + r"])"
                     r"|(?<![\d.,/⁄])(?P<mw>\d+)\u2064(?P<ma>\d{1,2})⁄(?P<mb>\d{1,2})(?![\d./⁄])"
                     r"|(?<![\d.,/⁄×÷*+\-−=])(?P<a>\d{1,3})[/⁄](?P<b>\d{1,3})(?![\d./⁄]|\s*[=＝≈×÷*+\-−])")
OF_DIGITS_RE = re.compile(r"(?<![\d.,])(?P<a>\d{1,3})" + _OF_RE.pattern[:-len(r"(?![A-Za-z0-9])")]
                          + r"(?![A-Za-z0-9.,%])", re.IGNORECASE)
# A hint that the text may hold one of these forms (skip the scans otherwise).
HINT = re.compile(r"[半零〇一二两三四五六七八九十百千万亿壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬億兩]|减半|[\u2064⁄" + "".join(VULGAR) + r"]|\d\s?[eE×xX*·/⁄^]|\d\s+(?:in|out)\s"
                  r"|(?<![A-Za-z])(?:" + _WORD + r"|twice|doubl|tripl|quadrupl|halv|half|magnitude"
                  r"|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?|twentieth|hundredths?"
                  r"|an?\s+(?:second|minute|hour|day))", re.IGNORECASE)


def _sci_frac_forms(text: str):
    for m in SCI_RE.finditer(text):
        mant = m.group("m")
        exp = m.group("e") or m.group("e2") or (m.group("e3") or "").translate(_SUP)
        try:
            x = int(exp.replace("−", "-"))
        except ValueError:
            continue
        if abs(x) > 300:  # beyond a float: left to the plain reader, which reads its digits as written
            continue
        mdec = len(mant.split(".")[1]) if "." in mant else 0
        yield Form(m.start(), m.end(), _power(float(mant), 10, x), mdec - x, None, None, "", "sci")
    for m in POWER_RE.finditer(text):
        b, x = int(m.group("b")), int(m.group("e").replace("−", "-"))
        if x == 2 and b >= 16 and not _UNIT_AFTER_SQUARE.match(text, m.end()):
            # "384²", "Swin-B at 224^2": an image's side squared names its resolution; the side is the figure
            yield Form(m.start(), m.end(), float(b), 0, half=0.5, kind="sci")
        elif b >= 2 and abs(x) <= 300:
            v = _power(1.0, b, x)
            yield Form(m.start(), m.end(), v, 0 if x >= 0 else -x, half=0.5 if x >= 0 else None, kind="sci")
    for m in OF_DIGITS_RE.finditer(text):
        f = count_of(float(m.group("a")), m.group("b"))
        if f is not None:  # 1 in 50, 1 out of 8
            yield Form(m.start(), m.end(), f * 100, half=0.5, unit="%", unit_text=m.group(), kind="frac")
    for m in FRAC_RE.finditer(text):
        if m.group("mw"):  # 1½ after normalisation (markdown.py keeps the whole apart: 1 U+2064 1⁄2)
            a, b = int(m.group("ma")), int(m.group("mb"))
            if 0 < a < b:
                yield Form(m.start(), m.end(), int(m.group("mw")) + a / b, half=0.005, kind="frac")
        elif m.group("v"):
            a, b = VULGAR[m.group("v")]
            whole = int(m.group("w") or 0)
            yield Form(m.start(), m.end(), whole + a / b, half=0.005, kind="frac")
        else:
            a, b = int(m.group("a")), int(m.group("b"))
            if 0 < a < b:
                yield Form(m.start(), m.end(), a / b, half=0.005, kind="frac")


def forms(text: str) -> list[Form]:
    """Every candidate form in the text, sorted by position; longer ones first at one position."""
    if not HINT.search(text):
        return []
    out = (list(_sci_frac_forms(text)) + list(_frac_word_forms(text)) + list(_one_time_forms(text))
           + list(_multiple_forms(text)) + list(_half_forms(text)) + list(_cn_forms(text))
           + list(_en_forms(text)))
    out.sort(key=lambda f: (f.start, -f.end))
    return out


def _power(mant: float, base: int, x: int) -> float:
    """mant × base^x, or inf when no float holds it (10^400 is unsourced, never a crash)."""
    try:
        return mant * float(base) ** x
    except OverflowError:
        return math.inf
