"""Clean text blocks -> number mentions (and the tokens skipped, with their reason).

A mention is one number as written: its value, decimals, unit, qualifier,
and its place in a structure (a range, a change, an arithmetic chain).
"""
from __future__ import annotations

import bisect
import math
import re
from dataclasses import dataclass, field

from engine import units
from engine.check import lexicon as L
from engine.check import words as W
from engine.check.foreign import compound_unit, foreign_unit_written, slash_unit
from engine.check.markdown import Block

_SPACE = " \u00a0\u2009\u202f\u3000\t"
_DIGIT = re.compile(r"\d")
_FLIP = {"gt": "le", "ge": "lt", "lt": "ge", "le": "gt"}
_NEGATED_BOUND = re.compile(r"(?:没有|" + L.NOT_MEI + r"|从未|从没|未|不曾|并未|并没有)\s*$|(?<![A-Za-z])(?:never|not|n't|no longer)"
                            r"(?:\s+[A-Za-z]+){0,2}\s+$", re.IGNORECASE)
_QUESTION_END = re.compile(r"[^。.!?!?\n]*[??]")  # the rest of the sentence ends with a question mark
_WORDY = re.compile(r"百分之|[零〇一二两三四五六七八九十百千万点](?:倍|个小时|小时|分钟|秒|天)|数|几|上百|上千|十几"
                    r"|dozen|tens of|hundreds|thousands|several|a few", re.IGNORECASE)
_LATIN_LETTER = re.compile(r"[A-Za-z]")
_DIGIT_NEXT = re.compile(r"[ \u00a0\u2009\u202f\u3000\t]*\d")


# an ordinal that is a percentile: "the 90th percentile", "88th–90th percentile" (a rank in a distribution)
_PERCENTILE = re.compile(r"(st|nd|rd|th)(?=[ \u00a0]+percentiles?(?![a-z])(?![ \u00a0]+(?:latency|latencies|response"
                         r"|tail|times?|delay|durations?|of|for)(?![a-z])))", re.I)
_ZH_PERCENTILE = re.compile(r"[ \u00a0]*个?百分位(?![ \u00a0]*(?:数|的?延迟|的?时延|的?响应|的?耗时))")
# the rest of an object after a number, then its figure: "7B 的 12.4 倍", "7B 模型的 54%"
_OBJECT_OF_FIGURE = re.compile(r"(?:\s*[^\W\d_]{1,8}){0,3}\s*的\s*\d[\d.,]*\s*(?:倍|%|％)")


_OBJECT_SETTING = re.compile(r"[ \u00a0]*[\u4e00-\u9fffA-Za-z]{0,10}" + L.OBJECT_FIGURE_OF
                             + r"[ \u00a0]*(?:约|大约|近)?[ \u00a0]*\d[\d.,]*[ \u00a0]*(?:倍|%|％)")


# a multiple written as a verb: the size of a change, never one of its ends
_MULT_VERB = re.compile(r"翻|(?:doubl|tripl|quadrupl)(?:e|es|ed|ing)$", re.I)


@dataclass
class Mention:
    block: Block
    start: int  # clean-text span of the mention (number, unit, qualifier suffix)
    end: int
    num_start: int  # clean-text start of the digits (or the Chinese numeral / vague word)
    value: float  # as written, times the scale (in `unit`)
    decimals: int
    unit: units.Unit | None
    unit_text: str = ""
    pp: bool = False  # percentage points
    qualifier: str | None = None
    qual_text: str = ""
    vague: tuple[float, float] | None = None
    sign: str = ""
    scale: float = 1.0
    group: str = ""  # "" | "range" | "change"
    partner: int | None = None  # index of the other end of a range/change
    role: str = ""  # "lo"/"hi" for ranges, "from"/"to" for changes
    implied_unit: bool = False  # unit taken from the other end of a range/change or a column header
    arith: int | None = None  # arithmetic chain id
    text: str = ""
    num_end: int = -1  # clean-text end of the digits (-1: Chinese numeral or vague word)
    core_start: int = -1  # the number as written: sign, digits and unit, without the qualifier words
    core_end: int = -1
    core: str = ""
    exempt: str | None = None
    data: dict = field(default_factory=dict)
    half_w: float | None = None  # a fraction's half-width (½ is 0.5 ± 0.005), else the digits'

    @property
    def half(self) -> float:
        """Half-width of the rounding interval, in the written unit (statcheck: ±0.5·10^-d)."""
        if self.half_w is not None:
            return self.half_w
        return 0.5 * 10 ** (self.data.get("zeros", 0) - self.decimals) * self.scale


_PARALLEL = re.compile(r"(?:[,;；]|" + L.COMMA + r")|\b(?:while|whereas|but|and)\b|而|但")
_BARE_END = re.compile(r"\s*(?:$|[\x00,,.。;；!?!?)）\]\[]|\b(?:and|while|but|or)\b)")


def _carry_bound_unit(ms: list[Mention], text: str) -> None:
    """"WireGuard lands above 800 Mbps, while OpenVPN stays under 300", "A 达到 1,011 Mbps,B 不到 300": a bare bound
    in a clause parallel to a figure with a unit is in that unit (a bare bound alone says nothing checkable)."""
    for i, mt in enumerate(ms):
        if mt.unit is not None or mt.vague is not None or mt.qualifier not in ("gt", "ge", "lt", "le") or mt.group \
                or mt.half_w is not None or not text[mt.num_start:mt.num_start + 1].isdigit() \
                or not _BARE_END.match(text, mt.end):
            continue  # (digits only: "不到 Llama 2 70B 的五分之一" is a share, in no unit)
        # (the nearest figure before it with a unit: a row's printed name between, "generation 1.0", has none)
        prev = next((p for p in reversed(ms[:i]) if p.end <= mt.start and p.unit is not None), None)
        if prev is None or prev.unit is None or prev.pp or not prev.unit.symbol or prev.value <= 0:
            continue
        between = text[prev.end:mt.start]
        if re.search(r"[。!?!?]|\.\s", between) or not _PARALLEL.search(between) \
                or not prev.value / 100 <= mt.value <= prev.value * 100:
            continue
        mt.unit, mt.unit_text, mt.implied_unit = prev.unit, prev.unit_text, True


# "multiplies the GPU count by 16", "multiplied its throughput by about 15.8": the factor of a multiplication
_BY = r"(?<![A-Za-z])by(?:[ \u00a0]+(?:about|around|roughly|nearly|almost|some|over|more than|~))?[ \u00a0]*"
_MULTIPLIED_BY = re.compile(r"(?<![A-Za-z])multipl(?:y|ies|ied|ying)(?![A-Za-z])[^,;:.!?()\d]{0,60}?" + _BY + "$",
                            re.IGNORECASE)


def _multiplied_by(ms: list[Mention], text: str) -> None:
    prev = None  # the factor before, for "…, and the total throughput by about 15.8"
    for mt in ms:
        if mt.unit is None and mt.vague is None and not mt.group and mt.value > 0 and _BARE_END.match(text, mt.end) \
                and (_MULTIPLIED_BY.search(text, max(0, mt.start - 90), mt.start)
                     or prev is not None and ms.index(prev) == ms.index(mt) - 1
                     and _AND_BY.fullmatch(text, prev.end, mt.start)):
            mt.unit, mt.implied_unit = units.UNITS["x"], True
            prev = mt


_AND_BY = re.compile(r"[ \u00a0]*,?[ \u00a0]+and[^,;:!?()。]{0,80}?" + _BY, re.I)


@dataclass
class Skipped:
    block: Block
    start: int
    end: int
    reason: str
    text: str


# a ratio to one ("2.5:1", "压缩比 2:1"): not a clock (two digits after the colon) nor a ratio of two counts ("1:10")
_TO_ONE = re.compile(r"(?<![\d.:])\d+(?:\.\d+)?[ \u00a0]*(?P<one>[:：][ \u00a0]*1)(?![\d.:])")
_REPEATS_AFTER = re.compile(r"[ \u00a0]+(?:[a-z-]+[ \u00a0]+)?(?:runs|trials|repetitions|repeats|iterations|seeds|passes"
                            r"|measurements|experiments)(?![a-z])", re.I)


def _parse_number(s: str) -> tuple[float, int]:
    s = s.replace(",", "").replace(" ", "").replace("\u00a0", "").replace("\u2009", "").replace("\u202f", "")
    dec = len(s.split(".", 1)[1]) if "." in s else 0
    return float(s), dec


cn_number = W.cn_number  # kept for callers of the old name


# "8 个节点 × 10.8GB/s", "8 nodes × 10.8 GB/s": a count's noun between it and a multiplication sign
_COUNT_TIMES = re.compile(r"[ \u00a0]*(?:[\u4e00-\u9fff]{1,4}|[A-Za-z]{2,12})[ \u00a0]*(?P<op>×|\*)[ \u00a0]*")


class Extractor:
    def __init__(self, identifiers: list[str], names=()):
        self.names = frozenset(names)  # whole row names of cited tables: "OpenAI GPT 5.8 分" is GPT's score
        ids = sorted({i for i in identifiers if i and any(ch.isdigit() for ch in i)}, key=lambda x: (-len(x), x))
        self.ident_re = re.compile(
            r"(?<![A-Za-z0-9])(?:" + "|".join(re.escape(i).replace("\\ ", r"\s*") for i in ids)
            # ("P99" of a label is no name inside "P99.9": the longer percentile is read whole)
            + r")(?![A-Za-z0-9]|\.\d)") if ids else None
        self._memo: dict = {}

    def run(self, block: Block) -> tuple[list[Mention], list[Skipped]]:
        return self.run_many([block])[0]

    def run_many(self, blocks: list[Block]) -> list[tuple[list[Mention], list[Skipped]]]:
        """Extract from many blocks. A block whose text (and column unit) was seen before reuses that
        extraction: a table cell such as "178 s" or a repeated sentence is scanned once."""
        memo = self._memo
        out: list = [None] * len(blocks)
        todo: dict = {}
        later = []
        for i, b in enumerate(blocks):
            key = (b.text, b.col_unit, tuple(b.exempts))
            if key in memo:
                out[i] = _rebase(memo[key], b)
            elif key in todo:
                later.append((i, key))
            else:
                todo[key] = i
        if todo:
            fresh = self._scan([blocks[i] for i in todo.values()])
            for (key, i), res in zip(todo.items(), fresh):
                memo[key] = res
                out[i] = res
        for i, key in later:
            out[i] = _rebase(memo[key], blocks[i])
        return out

    def _scan(self, blocks: list[Block]) -> list[tuple[list[Mention], list[Skipped]]]:
        """The regular expressions scan one joined text (with barriers between blocks)."""
        offs, pieces, k = [], [], 0
        for b in blocks:
            offs.append(k)
            pieces.append(b.text)
            k += len(b.text) + 2
        text = "\x00\x00".join(pieces)
        block = None
        has_digit = _DIGIT.search(text) is not None
        if not has_digit and _WORDY.search(text) is None and W.HINT.search(text) is None:
            return [([], []) for _ in blocks]
        n = len(text)
        mask = bytearray(n)
        skipped: list[Skipped] = []
        ident_ends: set[int] = set()

        def busy(s, e):
            return mask.find(1, s, e) >= 0

        def skip(s, e, reason):
            if _DIGIT.search(text, s, e) is None or busy(s, e):
                return
            mask[s:e] = b"\x01" * (e - s)
            skipped.append(Skipped(block, s, e, reason, text[s:e]))
            if reason == "identifier":
                ident_ends.add(e)

        if has_digit:
            if self.ident_re is not None:
                for m in self.ident_re.finditer(text):
                    u = _NAME_XY.fullmatch(m.group()) and _UNIT_NEXT.match(text, m.end())
                    if u and not units.is_counted(_unit_of(u.group().strip())):
                        continue  # "Istio 1.1 ms" beside an "Istio 1.1.6" row: a name, then a figure ("Cassandra
                        # 4.0 node" stays a name: no count has a decimal point)
                    if m.group().isdigit() and (_UNIT_NEXT.match(text, m.end()) or _SCALE_NEXT.match(text, m.end())
                                                or _CAPS_NEXT.match(text, m.end())
                                                or text[m.start() - 1:m.start()] in _MONEY_SIGN):
                        continue  # a model number alone ("9400") with a unit, a scale or a currency is a figure
                    skip(m.start(), m.end(), "identifier")
            for m in L.SKIP_RE.finditer(text):
                g = m.lastgroup
                if g == "time" and not _clock(text, m.start(), m.end()):
                    continue  # 2:58 with no clock context: a duration (_clocks)
                if g == "identifier" and _X_NUMBER.fullmatch(m.group()) and _times_before(text, m.start() + 1):
                    continue  # "提升 x3", "faster x3": a multiple, not a name
                if g == "identifier" and _QD.fullmatch(m.group()):
                    continue  # "QD64": a queue depth of 64, a setting a reader reads (its digits, below)
                if g == "reference" and _RANK_BEFORE.search(text, max(0, m.start() - 12), m.start()):
                    continue  # "排名 #1", "ranked No. 1": a rank is a claim, read as a number
                if g in ("reference", "version") and text[m.start()] != "第" and _UNIT_NEXT.match(text, m.end()):
                    continue  # "快 step 3 倍", "1.7.8 分钟": a unit after it makes it a figure, read (and judged)
                if g == "reference" and text[m.start()] == "第" and _ZH_PERCENTILE.match(text, m.end()):
                    continue  # "第 90 百分位": a percentile, read (see _PERCENTILE)
                if g == "reference" and _step_ref(text, m.start(), m.end()):
                    continue  # "at step 50", "第 500 步": a training step is a count of steps, read
                skip(m.start(), m.end(), m.lastgroup)

        to_one = {}
        for m in _TO_ONE.finditer(text):  # "2.5:1": the :1 of a ratio written to one is part of its figure (below)
            if not busy(m.start("one"), m.end("one")):
                mask[m.start("one"):m.end("one")] = b"\x01" * (m.end("one") - m.start("one"))
                to_one[m.start("one")] = m.end("one")

        mentions: list[Mention] = []
        if has_digit:
            self._identities(text, mask, mentions, block)
            self._compounds(text, mask, mentions, block)
            self._clocks(text, mask, mentions, block)
        for m in L.VAGUE_RE.finditer(text):
            s, e = m.span()
            if busy(s, e):
                continue
            if m.group().startswith("几") and _QUESTION_END.match(text, e):
                continue  # "…是原有集群的几倍?": 几 asks how many, it states no amount
            lo, hi = L.VAGUE[m.group().lower()]
            mt = self._mention(block, s, e, s, lo, 0, None, "")
            mt.vague = (lo, hi)
            self._unit_after(mt, text, e)
            self._qualifier_before(mt, text)
            mask[s:mt.end] = b"\x01" * (mt.end - s)
            mentions.append(mt)

        for f in W.forms(text):
            if busy(f.start, f.end):
                continue
            if f.kind.startswith("cn") and _PER_BEFORE.search(text, max(0, f.start - 3), f.start) \
                    and not _DIGIT.search(text, f.start, f.end):
                continue  # "每百万次写请求 1.25 美元": what a price is per, no amount of its own
            if f.kind.startswith("cn") and _SCALE_OF_DIGITS.match(text, f.start) \
                    and text[:f.start].rstrip(" \u00a0")[-1:].isdigit():
                continue  # "7.29 十亿次", "1.4 万亿 token": the scale of the digits before it, read with them
            mt = self._form(block, f, text)
            if mt is None:
                continue
            self._qualifier_before(mt, text)
            mask[mt.start:mt.end] = b"\x01" * (mt.end - mt.start)
            mentions.append(mt)

        for m in (L.NUMBER_RE.finditer(text) if has_digit else ()):
            s, e = m.span()
            if mask[s]:
                continue
            prev = text[s - 1] if s else ""
            if prev and (_LATIN_LETTER.match(prev) or prev in "_.") and not (prev in "xX" and _times_before(text, s)) \
                    and not _QD_BEFORE.search(text, max(0, s - 3), s):
                skip(s, e, "identifier")
                continue
            value, dec = _parse_number(m.group())
            mt = self._mention(block, s, e, s, value, dec, None, "")
            mt.num_end = e
            zeros = _rounded_zeros(m.group())
            if zeros:
                mt.data["zeros"] = zeros
            if prev == "#" or _RANK_BEFORE.search(text, max(0, s - 12), s):
                mt.data["rank"] = True  # "#1", "排名第 1": a rank, never a small count skipped
            if _RATE_BEFORE.search(text, max(0, s - 12), s):
                mt.data["rate"] = True  # "每小时保存 3 次": a rate is a claim, never a small count skipped
            # sign
            if prev and prev in "+-−±" and (s < 2 or not text[s - 2].isalnum()):
                mt.sign = "-" if prev in "-−" else prev
                mt.start = s - 1
                if mt.sign == "-":
                    mt.value = -value
                    before = text[max(0, s - 16):s - 1]
                    cut = max(before.rfind(ch) for ch in ",,;;。")
                    # "运行时间 −4.7%", "run time: -4.7%", a change column: a decrease written with its sign
                    mt.data["neg_ok"] = bool(_DOWN.search(before[cut + 1:]) or _CHANGE_WORD.search(before[cut + 1:])
                                             or before.endswith(("|", "\x00")) or block_is_cell(text, s))
            j = e
            # 10 多秒 / 10 余万
            k = j
            while k < n and text[k] in _SPACE:
                k += 1
            if k < n and text[k] in "多余" and k + 1 < n and text[k + 1] not in "数出" \
                    and not _DIGIT_NEXT.match(text, k + 1):  # "比 B 的 1210 多 110 个": a comparative, then its amount
                mt.qualifier, mt.qual_text = "gt", text[k]
                j = k + 1
            # scale
            k = j
            while k < n and text[k] in _SPACE:
                k += 1
            sm = L.SCALE_RE.match(text, k)
            if sm is None and text[k:k + 1] == "M" and (_SCALED_UNIT.match(text, k + 1)
                                                         or k == j and _COUNTED_BEFORE.search(text, max(0, s - 12), s)):
                sm = _MILLION.match(text, k)  # "1.2M steps", "2.15 M IOPS": million before a unit, not parameters
            if sm is None and text[k:k + 1] in ("B", "T") and (_SCALED_UNIT.match(text, k + 1) or k == j and _FLOPS_BEFORE.search(
                    text, max(0, s - 12), s)):
                sm = _BILLION.match(text, k)  # "300B tokens", "1.4T tokens": a scale, not a parameter count
            if sm is None and text[j:j + 1] == "G" and not _LATIN_LETTER.match(text[j + 1:j + 2] or " ") and (
                    _FLOPS_AFTER.match(text, j + 1) or _FLOPS_NEAR.search(text, max(0, s - 24), s)):
                sm = _GIGA.match(text, j)  # "15.4G FLOPs", "FLOPs (47.0G vs 15.4G)": G is giga, a count of operations
            if sm and (k == j or sm.group()[0].isalpha() and sm.group() not in "kK"):
                mt.scale = L.SCALES.get(sm.group(), 1e9)
                mt.value *= mt.scale
                j = sm.end()
            end_before_unit = j
            self._unit_after(mt, text, j)
            if mt.unit is None and not mt.sign:
                xm = _TIMES_BEFORE.search(text, max(0, s - 24), s)
                if xm and xm.group("x") == "X" and not xm.group("w") and xm.end() == s \
                        and not _CN_COMPARATIVE.search(text, max(0, xm.start() - 4), xm.start() + 1):
                    xm = None  # "竞品 X1 的": a capital X glued to its digits after a noun is a name
                if xm and (not xm.group("w") or not _NOT_COMPARATIVE.match(xm.group("w"))):
                    # "快 ×8", "faster × 8": a multiple written before its number, after a comparative or
                    # Chinese text (not "MI308X ×8" or "3 × 8", a name's count or an operator)
                    mt.unit, mt.unit_text, mt.start = units.UNITS["x"], xm.group("x"), xm.start("x")
            if mt.unit is None and mt.end == j and not L.FOREIGN_UNIT.match(text, j):
                um = _COUNT_AFTER_NAMES.match(text, j)
                if um:
                    mt.unit, mt.unit_text = _unit_of(um.group("u")), um.group("u")
            if mt.unit is None and prev in (" ", "\u00a0") and _STEP_BEFORE.search(text, max(0, s - 8), s):
                mt.unit, mt.unit_text = units.UNITS["step"], "step"  # "at step 500": 500 steps
            if mt.unit is None and j == e and text[j:j + 1] in ("O", "o") and text[j + 1:j + 2].isdigit():
                continue  # "1O5GB/s": a letter O among digits reads as 105; left unread, so it is an error
            if mt.unit is None and _ZH_PERCENTILE.match(text, j) and text[max(0, s - 3):s].strip().endswith("第"):
                mt.data["ordinal"] = True  # "第 90 百分位"
            if mt.unit is None and re.match(r"[ \u00a0]*分位(?![ \u00a0]*数)", text[j:j + 6]):
                mt.data["ordinal"] = True  # "99 分位时延", "99.99 分位": a percentile's name
            if mt.unit is None and mt.end == end_before_unit and j == e and _PERCENTILE.match(text, j):
                mt.end = mt.core_end = _PERCENTILE.match(text, j).end(1)  # "the 90th percentile": a figure
                mt.data["ordinal"] = True
            elif mt.unit is None and mt.end == end_before_unit and j < n and _LATIN_LETTER.match(text[j]) \
                    and j == e and mt.decimals > 0 and text[j] in "KMGT" and not _LATIN_LETTER.match(text[j + 1:j + 2] or " "):
                # "NetX-S needs 15.4G": a decimal with a scale letter is a figure (a name has none: 5G, 4090D), read
                # as written against a column printed in that scale
                mt.end = mt.core_end = j + 1
                mt.unit_text = text[j]
            elif mt.unit is None and mt.end == end_before_unit and j < n and _LATIN_LETTER.match(text[j]) \
                    and j == e and not _FOREIGN_GLUED.match(text, j) and not _GROUPED.search(text, s, e):
                # 4090D, 5G, 100GbE: letters glued to the digits that are not a unit (3.85GHz, 280W and 3200MHz
                # are figures in a unit this registry has no dimension for: read, as "3.85 GHz" is); a number with
                # a thousands separator is no name ("1,500TBW" is a figure)
                skip(s, self._word_end(text, j), "identifier")
                continue
            k = s - 1
            while k >= 0 and text[k] in " \u00a0":
                k -= 1
            after_id = k >= 0 and k + 1 in ident_ends and mt.unit is not None and (
                mt.unit.symbol in ("B", "M", "T") or mt.unit.symbol in ("GB", "TB") and mt.decimals == 0)
            if mt.unit is None and mt.scale == 1e3 and text[e:e + 1] in "kK" and _k_is_name(text, s, e, mt):
                skip(s, self._word_end(text, e), "identifier")  # 4K random reads, 8k video: a name, not 4,000
                continue
            if after_id or mt.sign == "" and mt.scale == 1.0 and (mt.unit is None or mt.unit.symbol in ("B", "M", "T")) \
                    and not (mt.unit is None and _FOREIGN_AFTER.match(text, mt.end)) \
                    and self._after_name(text, s, mentions):
                # Llama 3.1, RTX 4090, Atlas 910B, DeepSeek 671B, Llama 3.1 70B: part of a product name
                if not after_id and mt.unit is not None and mt.unit.symbol in ("B", "M", "T"):
                    # "Qwen 72B": a model's size, checked when a cited report states a size (judge.py)
                    mt.data["name_size"] = True
                else:
                    skip(s, mt.end, "identifier")
                    continue
            self._qualifier_before(mt, text)
            mask[mt.start:mt.end] = b"\x01" * (mt.end - mt.start)
            mentions.append(mt)

        for mt in mentions:
            k = mt.end
            while k < n and text[k] in " \u00a0":
                k += 1
            if k in to_one and mt.unit is None:
                mt.end = mt.core_end = to_one[k]  # "由 2:1 提高到 2.5:1": 2 and 2.5, each with its :1
        out = [([], []) for _ in blocks]
        for mt in mentions:
            i = bisect.bisect_right(offs, mt.start) - 1
            base = offs[i]
            mt.block = blocks[i]
            mt.start -= base
            mt.end -= base
            mt.num_start -= base
            if mt.num_end >= 0:
                mt.num_end -= base
            mt.core_end = (mt.core_end if mt.core_end >= 0 else mt.end + base) - base
            mt.core_start = mt.num_start - (1 if mt.sign else 0)
            out[i][0].append(mt)
        for sk in skipped:
            i = bisect.bisect_right(offs, sk.start) - 1
            sk.block = blocks[i]
            sk.start -= offs[i]
            sk.end -= offs[i]
            out[i][1].append(sk)
        for b, (ms, _) in zip(blocks, out):
            if not ms:
                continue
            ms.sort(key=lambda x: x.start)
            self._structure(ms, b.text)
            _carry_bound_unit(ms, b.text)
            _multiplied_by(ms, b.text)
            col_unit = None
            if b.col_unit:
                col_unit = units.parse(b.col_unit) if b.col_unit not in L.PERCENT_WORDS else units.UNITS["%"]
            for mt in ms:
                mt.text = b.text[mt.start:mt.end].replace(L_BARRIER, "").strip()
                mt.core = b.text[mt.core_start:max(mt.core_end, mt.core_start)].replace(L_BARRIER, "").strip() \
                    or mt.text
                if col_unit is not None and mt.unit is None and mt.vague is None:
                    mt.unit, mt.unit_text, mt.implied_unit = col_unit, b.col_unit, True
            self._exemptions(b, ms)
        return out

    def _identities(self, text, mask, mentions, block) -> None:
        """"1 TiB = 2^40 字节", "1 PB = 10¹⁵ bytes", "1 GiB = 1,024 MiB": a definition of units, one mention
        checked against the unit registry (engine/units.py), never bound to evidence."""
        for m in L.IDENTITY_RE.finditer(text):
            s, e = m.span()
            if mask.find(1, s, e) >= 0:
                continue
            u1, u2 = _unit_of(m.group("u1")), _unit_of(m.group("u2"))
            if u1 is None or u2 is None or u1.dims != u2.dims or u1.dimensionless or u1.symbol == u2.symbol:
                continue
            a, _ = _parse_number(m.group("a"))
            base, _ = _parse_number(m.group("b"))
            exp = m.group("e") or (m.group("sup") and m.group("sup").translate(_SUPERSCRIPT))
            try:
                b = base ** int(exp) if exp else base
                left, right = a * u1.factor, b * u2.factor
            except OverflowError:  # 2^400000: no float holds it, and no unit is that large
                b, left, right = math.inf, a * u1.factor, math.inf
            mt = self._mention(block, s, e, s, a, 0, u1, m.group("u1"))
            mt.num_end = mt.core_end = e
            exact = left / u2.factor
            shown = f"{exact:,.0f}" if exact == int(exact) and exact < 1e21 else f"{exact:.10g}"
            mt.data["identity"] = (math.isfinite(right) and abs(left - right) <= 1e-9 * max(abs(left), abs(right)),
                                   f"1 {u1.symbol} = {shown} {u2.symbol}")
            mask[s:e] = b"\x01" * (e - s)
            mentions.append(mt)

    def _compounds(self, text, mask, mentions, block) -> None:
        """"30 分 14 秒", "1 h 20 min", "30 minutes and 14 seconds": one duration, in its smallest unit."""
        for m in L.COMPOUND_RE.finditer(text):
            s, e = m.span()
            if mask.find(1, s, e) >= 0:
                continue
            parts = [(m.group(g) or m.group(g2), f) for g, g2, f in (("h", "h", 3600.0), ("m", "m2", 60.0),
                                                                      ("s", "s2", 1.0)) if m.group(g) or m.group(g2)]
            if len(parts) < 2:
                continue
            small = parts[-1][1]
            dec = _parse_number(parts[-1][0])[1]
            total = sum(_parse_number(v)[0] * f for v, f in parts) / small
            unit = units.UNITS["s" if small == 1.0 else "min"]
            mt = self._mention(block, s, e, s, total, dec, unit, text[s:e])
            mt.num_end = mt.core_end = e
            self._qualifier_before(mt, text)
            mask[mt.start:e] = b"\x01" * (e - mt.start)
            mentions.append(mt)

    def _clocks(self, text, mask, mentions, block) -> None:
        """"2:58", "1:02:03" outside a clock context: a duration, m:ss or h:mm:ss, in seconds (a reader sees
        a time taken, and 2:58 is 178 s); never skipped. A ratio ("比例 1:10") is two numbers."""
        if ":" not in text:
            return
        for m in L.CLOCK_RE.finditer(text):
            s, e = m.span()
            if mask.find(1, s, e) >= 0 or L.RATIO_BEFORE.search(text, max(0, s - 12), s):
                continue
            a, b, c = int(m.group("a")), int(m.group("b")), m.group("c")
            total = (a * 3600 + b * 60 + int(c)) if c is not None else a * 60 + b
            mt = self._mention(block, s, e, s, float(total), 0, units.UNITS["s"], m.group())
            mt.num_end = mt.core_end = e
            mt.data["form"] = "clock"
            self._qualifier_before(mt, text)
            mask[mt.start:e] = b"\x01" * (e - mt.start)
            mentions.append(mt)

    def _after_name(self, text: str, s: int, mentions) -> bool:
        """Is the number right after a capitalised product name (not a sentence's first word)?"""
        m = _NAME_BEFORE.search(text, max(0, s - 24), s)
        if not m:
            return False
        word = m.group("w")
        if word.lower() in _NOT_NAMES or word.lower() in L.QUAL_BEFORE or word.lower() in self.names:
            return False
        k = m.start("w") - 1
        while k >= 0 and text[k] in " \u00a0":
            k -= 1
        if k < 0 or text[k] in ".!?。!?\n\x00" and not any(c.isdigit() for c in word) and word[1:].islower():
            return False  # "Saving 20 ...": a capitalised first word is not a name
        return True

    def _form(self, block, f: W.Form, text: str) -> Mention | None:
        """A number written in words, Chinese numerals, scientific notation or as a fraction (words.py).
        A word numeral counts only when it quantifies: a unit, a counter, a percent or a multiple after it."""
        mt = self._mention(block, f.start, f.end, f.start, f.value, f.decimals, None, "")
        mt.half_w = f.half
        mt.data["form"] = f.kind
        if f.vague is not None:
            mt.vague = f.vague
        if f.sign:
            mt.data["direction"] = "down"  # 减半, halved: a decrease of 50%
        if f.qual:
            mt.qualifier, mt.qual_text = f.qual, text[f.start:f.end]  # 过半: more than half
        if f.unit is not None:
            mt.unit, mt.unit_text = _unit_of(f.unit), f.unit_text
            mt.end = mt.core_end = f.end
            self._qual_after(mt, text)
            return mt
        self._unit_after(mt, text, f.end)
        if mt.unit is None and f.kind.startswith("en") and not L.FOREIGN_UNIT.match(text, f.end):
            um = _COUNT_AFTER_NAMES.match(text, f.end)  # "eight AMD MI308X GPUs"
            if um:
                mt.unit, mt.unit_text, mt.end = _unit_of(um.group("u")), um.group("u"), um.end()
                mt.core_end = mt.end
        if f.kind in ("sci", "frac"):
            return mt
        if mt.unit is None and (f.kind == "cn" and _CN_AMOUNT.fullmatch(text, f.start, f.end)
                                and not text.startswith("火急", f.end)
                                or f.kind == "en" and _EN_AMOUNT.search(text, f.start, f.end)):
            return mt  # "IOPS 达九十五万", "three million IOPS", "half a million": a scale word makes an amount
        if mt.unit is None and f.kind in ("en", "en-one", "cn") and self._word_range_start(text, f.end):
            return mt  # "five to six days", "五到六天": the low end of a range, its unit written at the high end
        if mt.unit is None or f.kind == "cn-lone":
            return None  # "one of the", "三维", "进一步": a number word that quantifies nothing
        ut = mt.unit_text
        if ut and ut[-1:].isascii() and ut[-1:].isalpha() and re.match(r"[A-Za-z0-9]", text[mt.end:mt.end + 1]):
            return None  # "One T10000 drive": the letter starts a name, it is no unit of the word
        if f.kind == "cn":
            if text[f.end:f.end + 1] in _SPACE and not (ut and ord(ut[0]) < 0x2E80 and f.end - f.start >= 2) \
                    or ut in ("月", "年") or (ut == "步" and f.value < 10):
                return None  # 三月 (March), 三年前, 分两步走: not quantities ("九十八 GB/s" is one)
        elif f.kind == "en-one" and (mt.unit.symbol in ("d", "step", "") or ut.lower() in L.EXTRA_UNITS):
            return None  # "one day", "one step at a time", "one save" (like 一次): "one" is read only with a measure
        elif f.kind == "en-one" and units.is_counted(mt.unit) and _PLACE_BEFORE.search(text, max(0, f.start - 9), f.start):
            return None  # "2 chips on one card", "in one rack": a single place, no count to check
        if ut.lower() == "times" and re.match(r"\s+(?:a|an|per|each|every)\b", text[mt.core_end:]):
            return None  # "three times a week": a frequency
        return mt

    def _word_range_start(self, text: str, j: int) -> bool:
        """A range separator, then a number word with a unit after it: "five to six days", "五到六天"."""
        sep = _WORD_RANGE_SEP.match(text, j)
        if sep is None:
            return False
        nxt = W.EN_RE.match(text, sep.end()) or W.CN_RE.match(text, sep.end())
        if nxt is None or not nxt.group("n"):
            return False
        probe = self._mention(None, nxt.start(), nxt.end(), nxt.start(), 0.0, 0, None, "")
        self._unit_after(probe, text, nxt.end())
        return probe.unit is not None

    def _qual_after(self, mt: Mention, text: str) -> None:
        qm = L.QUAL_AFTER_RE.match(text, mt.end)
        if (qm is None or not qm.group()) and mt.unit is None and mt.qualifier is None:
            fq = _FOREIGN_THEN_QUAL.match(text, mt.end)
            if fq:  # "180W 以下", "180 W or less": a unit the registry lacks, then the bound (the unit stays unread)
                q = fq.group("q")
                mt.qualifier, mt.qual_text = L.QUAL_AFTER.get(q), q
            return
        if qm and qm.group() and mt.qualifier is None:
            q = qm.group().strip(" *_\u00a0")
            mt.qualifier = L.QUAL_AFTER.get(q, "le" if q == "内" else None)
            mt.qual_text = q
            mt.end = qm.end()

    @staticmethod
    def _word_end(text, j):
        while j < len(text) and (text[j].isascii() and (text[j].isalnum() or text[j] in "-_.")):
            j += 1
        return j

    def _mention(self, block, s, e, ns, value, dec, unit, utext) -> Mention:
        return Mention(block, s, e, ns, value, dec, unit, utext)

    def _unit_after(self, mt: Mention, text: str, j: int) -> None:
        n = len(text)
        k = j
        while k < n and text[k] in _SPACE:
            k += 1
        um = L.UNIT_RE.match(text, k)
        if um is None and k < n and text[k] == "-" and k == j:
            um = L.UNIT_RE.match(text, k + 1)  # 10-hour, 64-GPU
            if um and not _LATIN_LETTER.match(um.group()):
                um = None
        if um is not None and not um.group("pct") and _GLUED_ID.match(text, um.end()) and um.group()[-1:].isascii():
            # "8 M.2 drives", "4 SSD7540 cards": the letters begin a name (M.2, SSD7540), not a unit; a counted noun
            # right after the name is what the number counts
            name = _NAME_TOKEN.match(text, k)
            if name is not None and foreign_unit_written(text, k, k):
                name = None  # "a 42 U rack": a unit the registry lacks, then what it measures, no count of racks
            um = L.UNIT_RE.match(text, name.end()) if name else None
            if um is not None and (um.group("pct") or not units.is_counted(_unit_of(um.group()))):
                um = None
        if um is not None:
            word = um.group()
            if um.group("pct"):
                kind = L.PERCENT_WORDS[word.lower()] if word.lower() in L.PERCENT_WORDS else "%"
                mt.unit, mt.pp = units.UNITS["%"], kind == "pp"
                if kind == "permille":  # 55‰ is 5.5%, to a tenth of the digits' precision
                    mt.value /= 10
                    mt.decimals += 1
            else:
                if word.startswith("us") and not word.startswith("usec") and k != j \
                        and not _SPACED_US.match(text, k):
                    return  # "let us", "for us": the pronoun; "0.61 us," / "0.61 us P99" is a time
                if k != j and word in ("x", "X"):
                    return
                if word in ("×", "x", "X") and _DIGIT_NEXT.match(text, um.end()):
                    return  # "1,000 × 1,430ms": an operator between two numbers, not "1,000 times"
                if word == "卡时" and um.end() < n and (text[um.end()] in ",，(（为读写" or _NAME_AFTER.match(text, um.end())
                                                     or _CLAUSE_START.search(text, 0, mt.start)
                                                     or _OF_FIGURE_NEXT.match(text, um.end())
                                                     or _TO_SETTING.search(text, max(0, mt.start - 6), mt.start)):
                    # "扩展到 64 卡时,…", "1024 卡时 ZeRO-2 …", "128 卡时(9,319)", a clause that opens "8 卡时 …",
                    # "而 64 卡时为 22.6GB/s", "64 卡时读带宽",
                    # "扩展到 256 卡时下降 3 个百分点": when on N GPUs
                    um = L.UNIT_RE.match(text[:k + 1], k)
                    word = um.group()
                mt.unit = _unit_of(word)
                if mt.unit is None:
                    return
            end = um.end()
            if not um.group("pct"):
                word, end = self._counted_noun(mt, text, k, j, word, end)
            if mt.unit is not None and units.is_counted(mt.unit) and word.isascii() and word[-1:] not in "sS" \
                    and mt.value != 1:
                head = _HEAD_AFTER.match(text, end)
                if head and head.group("h").lower() not in _VERBS and _unit_of(head.group("h")) is None:
                    # "4 GPU compute dies", "8 GPU servers": the count is of the noun the unit word modifies
                    mt.unit, mt.unit_text, mt.end = None, "", j
                    mt.core_end = mt.end
                    mt.data["head"] = head.group("h").lower()
                    self._qual_after(mt, text)
                    return
            compound = _COMPOUND_UNIT.match(text, end) if mt.unit is not None and mt.unit.dims == _BYTES else None
            per = _PER_OTHER.match(text, end) if mt.unit is not None and "/" in text[k:end] else None
            if compound:  # "400,000 GB-seconds", "GB-秒", "TB-month": an amount in a unit of no dimension, plain
                mt.data["compound"] = compound_unit(mt.unit.symbol, compound.group())  # (judged: variants)
                mt.unit, word, end = None, text[k:compound.end()], compound.end()
            elif per:  # "30 bit/s/Hz", "12 GB/s/W": a rate per something else is no rate, a plain figure in its unit
                mt.data["compound"] = slash_unit(text[k:per.end()])
                mt.unit, word, end = None, text[k:per.end()], per.end()
            mt.unit_text = word
            mt.end = end
            if mt.unit is not None and mt.unit.dims == _BYTES and not um.group("pct") and (
                    _PER_SECOND_BEFORE.search(text, max(0, mt.start - 12), mt.start)
                    or _PER_SECOND_AFTER.match(text, end)):
                rate = _unit_of(word + "/s")  # "每秒写入 6.40GB", "6.40 GB every second": a rate
                if rate is not None:
                    mt.unit = rate
            elif mt.unit is not None and mt.unit.dims == _BYTES and not um.group("pct") and (
                    _PER_HOUR_BEFORE.search(text, max(0, mt.start - 12), mt.start) or _PER_HOUR_AFTER.match(text, end)):
                rate = _unit_of(word.strip() + "/h")  # "432 GB an hour", "每小时写入 432GB": a rate per hour
                if rate is not None:
                    mt.unit = rate
            if text[mt.end:mt.end + 1] == "多" and text[mt.end + 1:mt.end + 2] not in ("少", "数", "出", "了", "约") \
                    and not _DIGIT_NEXT.match(text, mt.end + 1) and not word.isascii() and mt.qualifier is None:
                # ("比 22.301 秒多出约 44.5 秒", "比 A 的 3 秒多 2 秒": a comparative and its amount, not "more than")
                mt.qualifier, mt.qual_text = "gt", "多"  # "快 2 倍多", "3 小时多": more than
                mt.end += 1
        elif self._unit_after_more(mt, text, k):
            pass
        elif _CENTS.match(text, j) and not mt.data.get("form"):
            cm = _CENTS.match(text, j)  # "51 cents", "15 美分": a hundredth of the currency, an amount of money
            mt.value /= 100
            mt.decimals += 2
            mt.data["cents"] = True
            mt.unit_text, mt.end = text[k:cm.end()], cm.end()
        else:
            nm = L.NOUN_AFTER_ZH.match(text, j)  # "8 存储节点"
            if nm is None and text[k:k + 1] in units.MEASURE_WORDS:
                nm = L.NOUN_AFTER_MEASURE.match(text, k + 1)  # "4 块 NVMe SSD" (块 and 张 alone are no unit)
            if nm:
                mt.unit, mt.unit_text, mt.end = _unit_of(nm.group("u")), text[k:nm.end()], nm.end()
            else:
                mt.end = j
                if text[k:k + 1] in units.MEASURE_WORDS:
                    mt.data["measure"] = True  # "7 张 A100", "3 张图": a count of things, never a time or a size
        mt.core_end = mt.end
        self._qual_after(mt, text)

    @staticmethod
    def _unit_after_more(mt: Mention, text: str, k: int) -> bool:
        """"60,518 more GPU-hours than", "3 fewer layers": a difference written with its unit after the comparative;
        the number keeps its own end (the comparative stays a word of its clause)."""
        mm = _MORE_UNIT.match(text, k)
        um = L.UNIT_RE.match(text, mm.end()) if mm else None
        if um is None or um.group("pct") or um.group() in ("x", "X", "×"):
            return False
        u = _unit_of(um.group())
        if u is None or not _LATIN_LETTER.match(um.group()) or not (u.dims[0] or u.dims[1]):
            return False  # a time or a size only: "10,000 more steps" counts things, read as before
        mt.unit, mt.unit_text = u, um.group()
        return True

    @staticmethod
    def _counted_noun(mt: Mention, text: str, k: int, j: int, word: str, end: int) -> tuple[str, int]:
        """The noun a count is of: after a measure word, the noun that ends the phrase ("8 个存储节点",
        "8 台 H20 服务器"); after an English noun, the head of the phrase ("8 GPU servers" are servers, "8 client
        nodes" nodes). "8-GPU server" and "8 卡服务器" count GPUs."""
        if word in units.MEASURE_WORDS:
            nm = L.NOUN_AFTER_MEASURE.match(text, end)
            if nm:
                mt.unit = _unit_of(nm.group("u"))
                return text[k:nm.end()], nm.end()
        elif units.is_counted(mt.unit) and word.isascii() and text[j:j + 1] != "-":
            nm = L.HEAD_EN.match(text, end)
            if nm:
                mt.unit = _unit_of(nm.group("u"))
                return text[k:nm.end()], nm.end()
        return word, end

    def _qualifier_before(self, mt: Mention, text: str) -> None:
        s = mt.start
        window = text[max(0, s - 16):s]
        qm = L.QUAL_BEFORE_RE.search(window)
        if not qm:
            verb = L.QUAL_VERB_RE.search(window)
            if verb and not L.not_qual_end(window[:verb.start() + len(verb.group("q"))]):
                if mt.qualifier is None:  # "至少快 1.9 倍": the bound is the change's
                    mt.qualifier, mt.qual_text = L.QUAL_BEFORE[verb.group("q")], verb.group("q")
                return
            far = L.QUAL_OF_RE.search(text, max(0, s - 24), s) or L.QUAL_OF_NUM_RE.search(text, max(0, s - 48), s)
            if far and (mt.unit is None or mt.unit.symbol in ("%", "x")):
                # "约为理论带宽的 81%": 约 governs the percent after "…的", not a number before it; an amount of
                # the object's own ("超过了 R2D2 的 215 万步所得的成绩") is the object's, and the word is a verb
                q_ = far.group("q") or far.group("q2")
                mt.qualifier, mt.qual_text = L.QUAL_BEFORE[q_], q_
            return
        word = (qm.group("latin") or qm.group("other"))
        start = len(window) - len(qm.group()) + max(0, s - 16)
        if (mt.unit is None or mt.unit.symbol in ("B", "M", "T")) and _OBJECT_OF_FIGURE.match(text, mt.end):
            return  # "约为 7B 的 12.4 倍": 约 governs the multiple after 的; 7B names the row it is of
        if word in L.COPULA_QUAL and _OBJECT_SETTING.match(text, mt.end):
            return  # "约为 1 万个文件时的 70%": 约为 governs the percent after 的; 1 万个 is the setting it is of
        if L.not_qual_end(text[max(0, start - 2):start + len(word)]):
            return
        q = L.QUAL_BEFORE.get(word) or L.QUAL_BEFORE.get(word.lower())
        if q is None:
            return
        if q in ("gt", "ge") and (word in ("超过", "超出", "高于") and _THRESHOLD_AFTER_ZH.match(text, mt.end)
                                  or word.lower() == "beyond"
                                  and _CLAUSE_OPEN.search(text, 0, start) and _COMMA_SOON.match(text, mt.end)):
            return  # "超过 60 亿 GB-秒后单价降至…", "Beyond 15 billion GB-seconds a month, …": the threshold of a
            # condition, written as the figure it is (checked as written, not as a bound)
        if word.endswith("于") and text[mt.end:mt.end + 1] == "时":
            return  # "明显高于 128 卡时(2,700)": the setting of the comparison's object, not a bound on it
        if word.lower() in ("up to", "over") and re.search(
                r"(?:\badd(?:s|ed|ing)?|\bsum(?:s|med)?|\bcomes?|\bcame|\bamounts?|\bamounted|\bwork(?:s|ed)? out)"
                r"\s+$", text[max(0, start - 14):start], re.IGNORECASE):
            return  # "add up to 3,560 s", "comes to": an equality, not a bound
        if word.lower() in ("over", "above") and _GAIN_BEFORE.search(text, max(0, start - 24), start):
            return  # "a 59.2-fold speed-up over eight cards", "a 20% gain over 2 nodes": what is compared with
        if word.lower() in ("over", "under", "above", "below") and _ADJECTIVE_AFTER.match(text, mt.num_end) \
                and _NOUN_BEFORE_PREP.search(text, max(0, start - 24), start):
            return  # "clients over 96-dimensional vectors": a preposition before an adjective of a number, no bound
        if word.lower() in ("over", "across") and _SPREAD_BEFORE.search(text, max(0, start - 24), start):
            return  # "30.72 TB of NVMe spread over four servers": the things it is divided among, no bound
        if word.lower() in ("over", "across") and (_REPEATS_AFTER.match(text, mt.end)
                                                   or _REPEATS_AFTER.match(" " + (mt.unit_text or ""))):
            return  # "13.8 ± 3.2 Kops/s over 10 runs": the runs a figure is taken across, not a bound on them
        if word.lower() == "over":
            k = start - 1
            while k >= 0 and text[k] in _SPACE:
                k -= 1
            if word == "Over" and (k < 0 or text[k] in ".!?。!?\n\x00"):
                mt.data["across"] = True  # "Over 90 epochs, the baseline ...": a span, not a bound
        if word == "≈":
            k = start - 1
            while k >= 0 and text[k] in _SPACE:
                k -= 1
            if k >= 0 and (text[k].isalnum() or text[k] in "%％)）"):
                return  # "A ÷ 180 ≈ B": an equals sign of shown arithmetic, checked as arithmetic
        if word in ("~", "～", "-"):
            k = start - 1
            while k >= 0 and text[k] in _SPACE:
                k -= 1
            if k >= 0 and (text[k].isdigit() or text[k] in "%％倍" or _LATIN_LETTER.match(text[k])):
                return  # 6.2~9.3: a range, not "about"
        neg = _NEGATED_BOUND.search(text, max(0, start - 16), start) if q in _FLIP else None
        if neg:  # "没有超过 400 微秒", "never needs more than 60 s": a denied bound is the other bound
            q, word = _FLIP[q], text[neg.start():start + len(word)]
        if mt.qualifier is None:
            mt.qualifier, mt.qual_text = q, word
        mt.start = start

    def _structure(self, ms: list[Mention], text: str) -> None:
        chain = 0
        for i in range(len(ms) - 1):
            a, b = ms[i], ms[i + 1]
            gap = text[a.end:b.start]
            _scale_like(a, b, gap)
            if (a.unit is not None and b.unit is not None and a.unit.dims != b.unit.dims
                    # ("from 33.1 GB/s on the 3185 to 66.8 GB/s": a bare name, not a range "3185 to 66.8 GB/s")
                    or a.unit is None and b.unit is not None and i >= 1 and ms[i - 1].unit is not None
                    and ms[i - 1].unit.dims == b.unit.dims and not units.is_counted(b.unit)
                    and _SETTING_GAP.fullmatch(text[ms[i - 1].end:a.start])
                    and re.search(r"[a-z]", text[ms[i - 1].end:a.start], re.I)) \
                    and not a.group and not b.group and (L.RANGE_SEP.fullmatch(gap) or L.CHANGE_SEP.fullmatch(gap)):
                # "从 16 个客户端时的 28.3 GB/s 提升到 1,024 个客户端时的 251.8 GB/s", "from 28.3 GB/s at 16 clients
                # to 251.8 GB/s at 1,024 clients": each end carries its setting; the ends are the figures of one kind
                self._set_change(ms, i, text)
                continue
            if len(gap) > 12 and not self._far_change(a, b, text, gap):
                continue
            if _AND_GAP.fullmatch(gap) and _BETWEEN_BEFORE.search(text, max(0, a.start - 9), a.start) \
                    and a.vague is None and b.vague is None and not a.group and not b.group:
                self._link(a, b, i, "range")  # "between 10 and 50 GB": a range, each end of it
                continue
            if b.qualifier == "upto" and (b.qual_text or "").strip().lower() == "up to" and _UNIT_GAP.fullmatch(gap) \
                    and L.FROM_BEFORE.search(text[max(0, a.start - 6):a.start]) and a.vague is None and b.vague is None \
                    and not a.group and not b.group:
                # "from -40 °C up to 70 °C", "scale from 20 GB up to 32,000 GB": a range, not a bound on its end
                b.qualifier, b.qual_text, b.start = None, "", b.start + len(b.qual_text or "")
                self._link(a, b, i, "range")
                a.data["up_to"] = b.data["up_to"] = True
                continue
            if a.data.get("form") == "mult" and (a.data.get("direction") == "down" or _MULT_VERB.search(text[a.start:a.end])
                                                 and not (i and L.FROM_BEFORE.search(text[max(0, ms[i - 1].start - 6):ms[i - 1].start])
                                                          and a.start - ms[i - 1].end <= 12)):
                # (after "从 160 MHz" the verb stands between the change's ends, read as before)
                continue  # "减半至 128 TFLOPS", "halved to 4.7 days", "端口数翻倍到 64 个", "doubled to 64 ports": the
                # change's size, then the level it reaches
            if L.RANGE_SEP.fullmatch(gap) and not (gap.strip(" *_") == "-" and (" " in gap)) and a.vague is None \
                    and b.vague is None:
                is_change = bool(L.FROM_BEFORE.search(text[max(0, a.start - 6):a.start])) and \
                    gap.strip(" *_") in ("到", "to")
                self._link(a, b, i, "change" if is_change else "range")
                if is_change:
                    a.data["direction"] = self._direction(a, b, text)
            elif L.CHANGE_SEP.fullmatch(gap) and a.vague is None and b.vague is None:
                self._link(a, b, i, "change")
                a.data["direction"] = self._direction(a, b, text)
            elif self._far_change(a, b, text, gap):
                self._link(a, b, i, "change")
                a.data["direction"] = self._direction(a, b, text)
            elif self._to_from(a, b, text, gap):
                self._link(a, b, i, "change")
                a.role, b.role = "to", "from"
                if b.unit is None and a.unit is not None:
                    b.unit, b.unit_text, b.pp, b.implied_unit = a.unit, a.unit_text, a.pp, True
                    if b.scale == 1.0 and a.scale != 1.0:
                        b.scale = a.scale
                        b.value *= a.scale
                b.data["direction"] = self._direction(a, b, text)
            elif (L.ARITH_OP.fullmatch(gap) or L.EQUALS.fullmatch(gap) or _COUNT_TIMES.fullmatch(gap)
                  and (a.unit is None or units.is_counted(a.unit))) and a.vague is None and b.vague is None:
                if a.arith is None:
                    chain += 1
                    a.arith = chain
                    a.data["ops"] = []
                b.arith = a.arith
                counted = _COUNT_TIMES.fullmatch(gap)  # "8 个节点 × 10.8GB/s": the noun counted, then the operator
                b.data["op"] = counted.group("op") if counted else gap.strip(" *_")

    def _set_change(self, ms: list[Mention], i: int, text: str) -> None:
        """A change whose ends each carry a setting (a count of clients, nodes, GPUs) written at the separator:
        the setting after 到 / to comes before its end ("到 1,024 个客户端时的 251.8 GB/s"), or the one before the
        separator after the first end ("28.3 GB/s at 16 clients to 251.8 GB/s"). The two figures of one kind are
        linked as the change; the settings stay figures of their own."""
        a, b = ms[i], ms[i + 1]
        gap = text[a.end:b.start]
        pairs = []
        if i + 2 < len(ms) and _SETTING_GAP.fullmatch(text[b.end:ms[i + 2].start]):
            pairs.append((i, i + 2))  # 从 X 提升到 [1,024 个客户端时的] Y
        if i >= 1 and _SETTING_GAP.fullmatch(text[ms[i - 1].end:a.start]):
            # from X [at 16 clients] to Y (first, when written so in English: "from 95% at 8 nodes to 90% at 128
            # nodes" is a change of the percents, each end with its setting after it)
            where = 0 if re.search(r"[a-z]", text[ms[i - 1].end:a.start], re.I) else len(pairs)
            pairs.insert(where, (i - 1, i + 1))
        for j, k in pairs:
            x, y = ms[j], ms[k]
            if x.group or y.group or x.vague is not None or y.vague is not None or x.unit is None or y.unit is None \
                    or x.unit.dims != y.unit.dims or x.pp != y.pp:
                continue
            before = text[max(0, x.start - 12):x.start]
            if not (L.FROM_BEFORE.search(before) or _FROM_SETTING.search(text[max(0, x.start - 40):x.start])):
                continue
            x.group = y.group = "change"
            x.partner, y.partner = k, j
            x.role, y.role = "from", "to"
            x.data["direction"] = self._direction(x, y, text)
            return

    @staticmethod
    def _far_change(a: Mention, b: Mention, text: str, gap: str) -> bool:
        """"从最小三个模型的 0.5M token 减少到 175B 的 3.2M token", "from 0.5M tokens for the smallest models to
        3.2M for the largest": a change whose ends carry their own words. Both ends written with one unit (or
        none), 从 / from before the first in its clause, and a change word with 到 / 至 / to between them."""
        gap = _ASIDE.sub(" ", gap)  # "from 45.4 (OpenAI GPT) to 60.5": an aside naming the first end
        if a.vague is not None or b.vague is not None or a.group or len(gap) > 48 or _FAR_CUT.search(gap):
            return False
        if (a.unit is None) != (b.unit is None) or a.unit is not None and a.unit.dims != b.unit.dims \
                or a.pp != b.pp or (a.unit is not None and a.unit.symbol == "%") != (b.unit is not None and b.unit.symbol == "%"):
            return False
        if not _FAR_TO.search(gap):
            return False
        before = text[max(0, a.start - 24):a.start]
        cut = max([before.rfind(ch) for ch in ",,;;。::\x00"])
        got = _FAR_FROM.search(before[cut + 1:])
        # (from its own first end: "from 68 °C at a 25 °C inlet to 77 °C" is no change from 25)
        return bool(got) and not re.search(r"\d", before[cut + 1:][got.end():])

    @staticmethod
    def _to_from(a: Mention, b: Mention, text: str, gap: str) -> bool:
        """"lifts random reads to 23,000 IOPS from 22,000", "cut to 61 s from 212 s": a change written end first.
        `to` right before the first figure and `from` right before the second, at most three words between."""
        if a.vague is not None or b.vague is not None or a.group or a.qualifier == "upto" or b.qualifier == "upto":
            return False
        if not _TO_FROM_GAP.fullmatch(gap) or not _TO_BEFORE.search(text[max(0, a.start - 12):a.start]):
            return False
        if a.unit is not None and b.unit is not None and (a.unit.dims != b.unit.dims or a.pp != b.pp):
            return False
        return True

    @staticmethod
    def _direction(a: Mention, b: Mention, text: str) -> str:
        """Which way a change goes, from its words: 降至 / drops to -> down, 提升到 / rose to -> up."""
        before = text[max(0, a.start - 40):a.start]  # "lowers the CoLA score from 45.4 to 60.5": its clause
        cut = max([before.rfind(ch) for ch in ",,;;。::\x00"] + [x.end() - 1 for x in _CLAUSE_WORD.finditer(before)])
        between = text[a.end:b.start]
        down, up = bool(_DOWN.search(between)), bool(_UP.search(between))
        if down != up:  # "压缩后 … 从 11.32% 升至 10.91%": the verb between the ends, not 缩 of 压缩 before them
            return "down" if down else "up"
        around = before[cut + 1:] + " " + between
        if _DOWN.search(around):
            return "down"
        if _UP.search(around):
            return "up"
        return ""

    @staticmethod
    def _link(a: Mention, b: Mention, i: int, kind: str) -> None:
        a.group = b.group = kind
        a.partner, b.partner = i + 1, i
        a.role, b.role = ("lo", "hi") if kind == "range" else ("from", "to")
        if a.unit is None and b.unit is not None:
            a.unit, a.unit_text, a.pp, a.implied_unit = b.unit, b.unit_text, b.pp, True
            if a.scale == 1.0 and b.scale != 1.0:
                a.scale = b.scale
                a.value *= b.scale
        if kind == "range" and a.qualifier and not b.qualifier:
            b.qualifier, b.qual_text = a.qualifier, a.qual_text

    @staticmethod
    def _exemptions(block: Block, ms: list[Mention]) -> None:
        """`{exempt: reason}` right after a number (or a range/change) exempts it."""
        for pos, reason in block.exempts:
            best = None
            for i, m in enumerate(ms):
                if m.end <= pos and block.text[m.end:pos].strip(" \u00a0*_") == "":
                    best = i
            if best is None:
                continue
            targets = [best]
            if ms[best].partner is not None:
                targets.append(ms[best].partner)
            for t in targets:
                ms[t].exempt = reason


# between a setting and the figure it is the setting of: "1,024 个客户端时的 251.8", "28.3 GB/s at 16 clients to"
_SETTING_GAP = re.compile(r"[ \u00a0]*(?:时的?|下的?|的|(?<![A-Za-z])(?:at|with|on|for|under|using|across)(?![A-Za-z])"
                          r"(?:[ \u00a0]+the(?![A-Za-z]))?)[ \u00a0]*",
                          re.IGNORECASE)
# 从 / from before the setting of the first end: "从 16 个客户端时的 28.3 GB/s"
_FROM_SETTING = re.compile(r"(?:从|由|(?<![A-Za-z])from)[ \u00a0]*[^,，;；。]{0,24}?(?:时的?|下的?|的)?[ \u00a0]*$", re.IGNORECASE)


_NAME_XY = re.compile(r"[A-Za-z][\w-]*\s+\d+\.\d+")
_UNIT_NEXT = re.compile(r"[ \u00a0]*(?:" + L.UNIT_RE.pattern + r")")
_GROUPED = re.compile(r"\d[,，]\d{3}(?!\d)")
_SCALE_NEXT = re.compile(r"[ \u00a0]*(?:[万亿百]|千(?![克瓦米])|(?i:million|billion|thousand|[kmb])(?![A-Za-z]))")
# the plural head noun after a singular unit word ("GPU compute dies"), and verbs that end like one
_HEAD_AFTER = re.compile(r"[ \u00a0]+(?:[a-z][a-z-]*[ \u00a0]+)?(?P<h>[a-z][a-z-]*(?:s|ies))(?![A-Za-z])")
_VERBS = frozenset({"is", "was", "has", "does", "runs", "takes", "gives", "delivers", "makes", "uses", "needs",
                    "costs", "reaches", "hits", "gets", "holds", "carries", "works", "lists", "sells", "offers",
                    "provides", "supports", "handles", "processes", "serves", "achieves", "scores", "sustains",
                    "stores", "writes", "reads", "trains", "loads", "saves", "keeps", "comes", "goes", "peaks",
                    "tops", "ships", "packs", "adds", "draws", "consumes", "requires", "includes", "contains",
                    "as", "its", "this", "plus", "versus", "vs", "across", "less", "was", "has"})
_CENTS = re.compile(r"[ \u00a0]*(?:(?i:cents?)(?![A-Za-z])|美分)")
_PLACE_BEFORE = re.compile(r"(?<![A-Za-z])(?:on|in|into|onto|inside|within|per)[ \u00a0]+$", re.I)
_PER_OTHER = re.compile(r"/[ \u00a0]?[A-Za-z$€¥][A-Za-z²³0-9]*(?![A-Za-z0-9/])")
_COMPOUND_UNIT = re.compile(r"[-‐][ \u00a0]?(?:(?i:seconds?|secs?|hours?|hrs?|days?|months?|years?)(?![A-Za-z])|秒|小时|天|月)")
_THRESHOLD_AFTER_ZH = re.compile(r"[^,，。;；\d]{0,8}?(?:后|以后|之后)")
_CLAUSE_OPEN = re.compile(r"(?:^|[.!?。;；,，:：]|\x00)[ \u00a0]*$")
_COMMA_SOON = re.compile(r"[^,，.;。]{0,30}[,，]")
_PER_BEFORE = re.compile(r"每[ \u00a0]*$")
_CAPS_NEXT = re.compile(r"[ \u00a0]*[A-Z]{2,}")  # "880 TBW", "9400 IOPS": a measure after it
_MONEY_SIGN = frozenset("$¥€£+-−~≈")
_STEP_REF = re.compile(r"(?i:step)\s*[1-9]\d+|第\s*[1-9]\d+(?=\s*步)")


# the gap between the ends of "from -40 °C up to 70 °C": at most the first end's unit, which the extractor leaves out
_UNIT_GAP = re.compile(r"[\s*_]*(?:°C|℃|°F|[A-Za-z/µ$€¥£]{1,6})?[\s*_]*")


def _scale_like(a: Mention, b: Mention, gap: str) -> None:
    """"from 0.5M tokens for the smallest models to 3.2M for 175B": a bare M (B, T) after a figure scaled by the
    same letter before a counted word is that scale too, not a parameter count (one clause, no sentence end)."""
    if a.scale != 1.0 and a.unit is None and b.scale == 1.0 and b.unit is not None and b.unit_text in ("M", "B", "T") \
            and L.SCALES.get(b.unit_text) == a.scale and len(gap) <= 48 and not re.search(r"[。;;.!?]", gap) \
            and a.num_end >= 0 and a.num_end < a.end:
        b.value, b.scale, b.unit, b.unit_text = b.value * a.scale, a.scale, None, ""


_AND_GAP = re.compile(r"[ \u00a0]*(?:and|&)[ \u00a0]*")
_BETWEEN_BEFORE = re.compile(r"(?<![A-Za-z])between[ \u00a0]+$", re.IGNORECASE)
_WORD_RANGE_SEP = re.compile(r"[ \u00a0]*(?:(?<![A-Za-z])to(?![A-Za-z])|到|至|~|～|–)[ \u00a0]*")


def _step_ref(text: str, s: int, e: int) -> bool:
    sm = _STEP_REF.match(text, s)
    return sm is not None and sm.end() == e


_STEP_BEFORE = re.compile(r"(?<![A-Za-z])(?i:step)[ \u00a0]$")
_RATE_BEFORE = re.compile(r"(?:每|(?<![A-Za-z])(?i:per|an|a|each|every)[ \u00a0])(?:个)?(?:小时|分钟|秒|天|周|月|次|步|轮|"
                          r"(?i:hour|minute|second|day|week|month|run|save|step)s?)[^\d,,。;;]{0,6}$")
# "IOPS 达 1.5M", "QPS 2M": M after a number is million when the thing counted is written before it
_GIGA = re.compile(r"G")
_FLOPS_AFTER = re.compile(r"[ \u00a0]*(?:FLOPs|MACs)(?![A-Za-z])")
_FLOPS_NEAR = re.compile(r"(?<![A-Za-z])(?:FLOPs|MACs)[^,,。;;]{0,20}$")
# "FLOPs 为 42B", "FLOPs of 4.2B": after a count of operations, B and T are scales, not a parameter count
_FLOPS_BEFORE = re.compile(r"(?<![A-Za-z])(?:FLOPs|MACs|tokens)[^\d,,。;;]{0,6}$")
_COUNTED_BEFORE = re.compile(r"(?<![A-Za-z])(?:IOPS|QPS|TPS|OPS|ops|requests|tokens|samples|请求|次)[^\d,,。;;]{0,6}$")
_X_NUMBER = re.compile(r"[xX]\d+(?:\.\d+)?")
_RANK_BEFORE = re.compile(r"(?:排名|排行|位列|名列|位居|(?<![A-Za-z])(?i:ranked|ranks?|ranking|rated))[ \u00a0]*(?:第|(?i:no\.?|number|#))?"
                          r"[ \u00a0]*$")


def _times_before(text: str, s: int) -> bool:
    """Is the x or × right before s a multiple sign after a comparative or Chinese text ("快 ×8", "提升 x3")?"""
    xm = _TIMES_BEFORE.search(text, max(0, s - 24), s)
    return bool(xm) and (not xm.group("w") or not _NOT_COMPARATIVE.match(xm.group("w")))


def _clock(text: str, s: int, e: int) -> bool:
    """Is the clock reading at s:e a time of day (a clock word or a date before it, am/pm or 点 after it, or one
    end of a span of the day: "8:00-24:00", "from 8:00 to 24:00")?"""
    return bool(L.CLOCK_BEFORE.search(text, max(0, s - 14), s) or L.CLOCK_AFTER.match(text, e)
                or _DAY_SPAN_AFTER.match(text, e) and _of_day(text[s:e])
                or _DAY_SPAN_BEFORE.search(text, max(0, s - 12), s) and _of_day(text[s:e]))


# the other end of a span of the day: "8:00-24:00", "8:00 to 24:00", "0:00 至 8:00" (both readings of a day's clock)
_DAY_SPAN_AFTER = re.compile(r"[ \u00a0]*(?:-|–|—|~|～|至|到|(?i:to|until))[ \u00a0]*(?:[01]?\d|2[0-4]):(?:00|15|30|45)(?![\d:])")
_DAY_SPAN_BEFORE = re.compile(r"(?<![\d:])(?:[01]?\d|2[0-4]):(?:00|15|30|45)[ \u00a0]*(?:-|–|—|~|～|至|到|(?i:to|until))[ \u00a0]*$")


def _of_day(reading: str) -> bool:
    """A whole or quarter hour (a lap time "2:58" is no time of day)."""
    h, _, rest = reading.partition(":")
    return h.isdigit() and int(h) <= 24 and rest[:2] in ("00", "15", "30", "45")


L_BARRIER = "\x00"
_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
# "快 ×8", "faster × 8", "提升 x8": × before the number, after CJK text or a word (not a digit or a name)
_TIMES_BEFORE = re.compile(r"(?:[\u3400-\u9fff]|(?<![A-Za-z0-9])(?P<w>[a-z]+)(?=[ \u00a0]))[ \u00a0]*"
                           r"(?P<x>×|(?<![A-Za-z])[xX])[ \u00a0]?$")
_CN_COMPARATIVE = re.compile(r"[快慢高低多少大小升增降涨强倍速][ \u00a0]*$")
_NOT_COMPARATIVE = re.compile(r"(?:is|are|was|at|on|of|with|and|by|the|a|per)$")
_MILLION = re.compile("M")
# spaced "us" is microseconds only where the pronoun cannot stand: before punctuation, a bracket, a
# citation, the end, or a latency word ("0.61 us P99", "0.61 us latency")
_SPACED_US = re.compile(r"us(?:/op)?(?=[ \u00a0]*(?:$|[,.;:!?)\]，。；：！？）、\x00\[]|P\d|p\d|latency|per\b|each\b|on\b|at\b|"
                        r"in\b|for\b|and\b|or\b|vs\b|versus\b|to[ \u00a0]+(?=[\d.])|\(|（))")  # "from 1,381.9 us to 846.3 us"
_BILLION = re.compile("[BT]")
# what a rate or a count of operations is counted in: "1.2M steps", "0.85M IOPS", "512K IOPS", "64K 次"
_OPS_WORDS = r"IOPS|QPS|TPS|OPS|ops|op/s|req/s|requests|records|messages|msgs|rows|keys|images"
_SCALED_UNIT = re.compile(r"[ \u00a0]+(?:steps|GPUs|cards|seconds|hours|minutes|tokens?|samples|files|runs|saves|FLOPs|MACs|"
                          + _OPS_WORDS + r")(?![A-Za-z])")
_ASIDE = re.compile(r"[ \u00a0]*[(（][^()（）\d]{1,30}[)）]")
_FAR_CUT = re.compile(r"(?:[,;;。!?!?::()()\x00]|" + L.COMMA + r")|(?<![A-Za-z])(?:and|but|while|whereas)(?![A-Za-z])|而|但")
_FAR_TO = re.compile(r"(?:降低|减少|缩短|下降|降|提升|提高|增加|增长|上升|升|增|缩减|压缩|减|涨|延长)(?:到|至)"
                     r"|(?<![A-Za-z])(?:fell|falls|dropped|drops|decreased|declined|shrank|rose|rises|grew|increased"
                     r"|climbed|jumped|went up|went down)?[ \u00a0]*to(?![A-Za-z])")
_FAR_FROM = re.compile(r"从|由|(?<![A-Za-z])from(?![A-Za-z])", re.IGNORECASE)
def _rounded_zeros(t: str) -> int:
    """"403,000" for 403,063: a figure with a thousands separator and three or more trailing zeros is rounded to
    those zeros. Three significant digits at least keep it within ±0.5% ("1,000" and "20,000" stay exact)."""
    d = re.sub(r"[,\s\u00a0\u202f\u2009]", "", t)
    if d == t or "." in t:
        return 0  # no thousands separator ("403,000", "403 000")
    d = d.lstrip("+-−")
    sig = d.rstrip("0")
    return len(d) - len(sig) if len(d) - len(sig) >= 3 and len(sig) >= 3 else 0


_TO_FROM_GAP = re.compile(r"[ \u00a0]*(?:[A-Za-z/][\w/-]*[ \u00a0]+){0,3}from[ \u00a0]+", re.IGNORECASE)
_TO_BEFORE = re.compile(r"(?<![A-Za-z])(?<!up )to[ \u00a0]+$", re.IGNORECASE)
_CHANGE_WORD = re.compile(r"变化|变动|change|delta|Δ", re.IGNORECASE)


# What a K-number names when it is a size, not a count: "4K random reads", "块大小 4K", "128K context"
_SIZE_WORD = re.compile(r"块|页|扇区|分辨率|上下文|窗口|对齐|长度|序列|(?<![A-Za-z])(?:block|blocks|bs|page|pages|sector|sectors"
                        r"|size|sized|resolution|context|window|alignment|aligned|chunk|chunks|stripe|record ?size"
                        r"|length|sequence|seq)"
                        r"(?![A-Za-z])", re.IGNORECASE)
# a count the K-number is a figure of, even when it is a power of two: "512K IOPS", "64K 次"
_K_COUNT_AFTER = re.compile(r"[ \u00a0]*(?:" + _OPS_WORDS + r"|次|条|个|行)(?![A-Za-z])")
# the K-number ends its clause: punctuation, a citation, the end of the text
_K_ENDS_CLAUSE = re.compile(r"[ \u00a0]*(?:[,,;;。.!?!?::、))\]\x00]|\[@|$)")
_K_CLAUSE_CUT = re.compile(r"(?:[,;;。!?!?::()()\x00]|" + L.COMMA + r")")


def _k_is_name(text: str, s: int, e: int, mt) -> bool:
    """A number written with a glued K and no unit ("850K", "4K") is a name only when it is a power of two
    (1K ... 1024K, the sizes of blocks, pages, contexts and screens) that a word follows ("4K random reads",
    "8K 视频"), or that ends its clause after a size word ("块大小为 4K。"). Any other K-number is a figure of
    thousands, read and judged: "FX100 reaches 950K", "IOPS 达到 512K。", "512K IOPS"."""
    if s > 1 and text[s - 1] in "-_/" and text[s - 2].isalnum():
        return True  # "ImageNet-1K", "top_4K": part of a name
    if mt.decimals or mt.sign:
        return False
    n = round(mt.value / 1e3)
    if n < 1 or n > 1024 or n & (n - 1):
        return False
    j = e + 1
    if _K_COUNT_AFTER.match(text, j):
        return False
    if not _K_ENDS_CLAUSE.match(text, j):
        return True
    cut = max((m.end() for m in _K_CLAUSE_CUT.finditer(text, max(0, s - 40), s)), default=max(0, s - 40))
    return bool(_SIZE_WORD.search(text, cut, s))


_EN_AMOUNT = re.compile(r"(?<![A-Za-z])(?:thousand|million|billion)(?![A-Za-z])", re.IGNORECASE)
# a Chinese numeral that starts with a digit and carries 万 or 亿: 九十五万, 一百二十万, 三点五亿 (not 千万, 万一)
_CN_AMOUNT = re.compile(r"[一二两三四五六七八九十壹贰叁肆伍陆柒捌玖拾][零〇一二两三四五六七八九十百千点壹贰叁肆伍陆柒捌玖拾佰仟]*[万亿]"
                        r"[零〇一二两三四五六七八九十百千万亿]*")


def block_is_cell(text: str, s: int) -> bool:
    """The number starts its block (a table cell such as "−4.7%")."""
    k = s - 2
    while k >= 0 and text[k] in " \u00a0":
        k -= 1
    return k < 0 or text[k] == "\x00"


_CLAUSE_WORD = re.compile(r"(?<![A-Za-z])(?:and|but|while|whereas)(?![A-Za-z])|而|但", re.IGNORECASE)
_DOWN = re.compile(r"降|减|缩|少|压|省|(?<![A-Za-z])(?:cut|cuts|drop|drops|dropped|fell|falls|fall|reduc\w*|shr[iau]nk\w*"
                   r"|lower\w*|decreas\w*|shorten\w*|slash\w*|trim\w*|halv\w*|down)(?![A-Za-z])", re.IGNORECASE)
_UP = re.compile(r"升|增|提|涨|延长|拉长|(?<![A-Za-z])(?:rose|rises|rise|grew|grows|grow|increas\w*|rais\w*|up|jump\w*"
                 r"|climb\w*|improv\w*|boost\w*|lift\w*)(?![A-Za-z])", re.IGNORECASE)
_NAME_BEFORE = re.compile(r"(?<![A-Za-z0-9_.-])(?P<w>[A-Z][A-Za-z0-9.+-]*[A-Za-z0-9+]|[A-Z])[ \u00a0]$")
_QD = re.compile(r"QD ?\d{1,4}", re.IGNORECASE)
# a unit the registry has no dimension for, glued to the digits or after them: the number is a figure, not the digits
# of a name ("TDP 290 W", "H100 700 瓦", "3.85GHz")
_FOREIGN_GLUED = re.compile(r"(?:[kMGm]?Wh?|[kMG]?Hz|[GTP]?FLOPS|TOPS|[GM]T/s|IOPS|QPS|USD|EUR|CNY|RMB|GBP|[kM]?VA|kg|mm|cm"
                            r"|RU|U(?!\.\d)|dB)(?![A-Za-z0-9])")  # (2999kg, 800kVA, 42U: figures, not names)
_FOREIGN_AFTER = re.compile(L.FOREIGN_UNIT.pattern + r"|[ \u00a0]*(?:千瓦|瓦特?|[吉兆千]?赫兹?)")
_QD_BEFORE = re.compile(r"(?<![A-Za-z])QD ?$", re.IGNORECASE)  # a queue depth's digits follow
_NOT_NAMES = {"in", "on", "at", "by", "from", "to", "with", "for", "of", "and", "or", "the", "a", "an", "each",
              "every", "all", "only", "just", "step", "table", "figure", "fig", "section", "page", "top", "its", "it",
              "this", "that", "these", "those", "we", "our", "saves", "save", "saving", "takes", "took", "runs", "is",
              "are", "was", "were", "after", "before", "then", "than", "so", "but", "if", "when", "while", "now",
              "x", "gpu", "gpus", "gb", "tb", "mb", "h", "s", "min", "ms", "b", "q", "no", "yes", "per", "via",
              "since", "until", "during", "across", "between", "among", "into", "onto", "out", "off", "as"}


def _rebase(res, b: Block):
    """Copies of a cached extraction, attached to block b (same text, so the same clean positions)."""
    ms, sk = res
    return ([_copy(m, block=b) for m in ms], [_copy(x, block=b) for x in sk])


def _copy(obj, **changes):
    new = object.__new__(obj.__class__)
    new.__dict__.update(obj.__dict__)
    for k, v in changes.items():
        setattr(new, k, v)
    if isinstance(new, Mention):
        new.data = dict(obj.data)
    return new
# "8 AMD MI308X GPUs", "8 storage nodes": a count whose noun follows one to three names or modifiers.
_COUNT_AFTER_NAMES = L.NOUN_AFTER_EN


_BYTES = units.UNITS["GB"].dims
# (any verb between: 每秒写入, 每秒产生, 每秒扫描约 17.3GB)
_PER_SECOND_BEFORE = re.compile(r"每秒(?:钟)?[\u4e00-\u9fff]{0,4}?[\s约近超过可达高达]*$")
_PER_HOUR_BEFORE = re.compile(r"每小时[\u4e00-\u9fff]{0,4}?[\s约近超过可达高达]*$")
_PER_HOUR_AFTER = re.compile(r"[ \u00a0]*(?:(?:of )?data )?(?:every|per|each|an|a) hour(?![a-z])", re.IGNORECASE)
_PER_SECOND_AFTER = re.compile(r"[ \u00a0]*(?:(?:of )?data )?(?:every|per|each|a) second(?![a-z])", re.IGNORECASE)


_FOREIGN_THEN_QUAL = re.compile(r"[ \u00a0]*[A-Za-zµΩ°][A-Za-z/µΩ°·.-]{0,10}[ \u00a0]*"
                                r"(?P<q>及以上|以上|以内|之内|以下|左右|上下|or more(?![A-Za-z])|or less(?![A-Za-z]))")
_TO_SETTING = re.compile(r"(?:到|至|在|当)[ \u00a0]*$")  # "扩展到 256 卡时", "在 8 卡时": a setting, not GPU-hours
_OF_FIGURE_NEXT = re.compile(r"的[ \u00a0]*[\d每单]")  # "比 128 卡时的 9,319", "128 卡时的每卡吞吐"
_CLAUSE_START = re.compile(r"(?:^|[,，;；。:：\x00\n]|在|当)[ \u00a0]*$")
_NAME_AFTER = re.compile(r"[ \u00a0]+(?!GPU|NPU|TPU|卡)[A-Z][A-Za-z0-9]*[-A-Za-z0-9]*(?![ \u00a0]*(?:GPU|NPU|卡))")
_SCALE_OF_DIGITS = re.compile(r"(?:万亿|千亿|百亿|十亿|千万|百万|万|亿)")


_MORE_UNIT = re.compile(r"(?:more|fewer|less|extra|additional)[ \u00a0]+(?=[A-Za-z])")


# a number glued to a noun as an adjective ("96-dimensional", "32-bit", "8-GPU"), not "-fold", "-times", "-plus"
_ADJECTIVE_AFTER = re.compile(r"-(?!fold|times|plus|odd|ish)[A-Za-z]")
# a noun (or a verb's object) right before the preposition: "clients over", "vectors of … over", not "at over"
_NOUN_BEFORE_PREP = re.compile(r"(?<![A-Za-z])(?!(?:at|of|to|by|is|are|was|were|be|been|reach\w*|hit\w*|cost\w*|"
                               r"take\w*|took|run\w*|ran|with|for|from|and|or|just|well|still|only|stay\w*|remain\w*|"
                               r"kept|keeps?|rose|fell|grew|climb\w*)\s+$)[a-z]{3,}\s+$")
_SPREAD_BEFORE = re.compile(r"(?<![a-z])(?:spread|split|divided|distributed|striped|shared|sharded|spanning|spans?"
                            r"|spanned|laid out|balanced|partitioned|replicated)(?:[ \u00a0]+(?:out|evenly|equally))?"
                            r"[ \u00a0]*$", re.I)
# a gain or a lead right before "over": the figure after it is what is compared with, not a bound
_GAIN_BEFORE = re.compile(r"(?:speed-?ups?|improvements?|gains?|leads?|advantages?|increases?|boosts?|uplifts?|"
                          r"faster|slower|better|higher|lower|more|less|fold|times)[ \u00a0]+$", re.I)
_GLUED_ID = re.compile(r"\.\d|\d")
_NAME_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9.+-]*[ \u00a0]+")


def _unit_of(word: str) -> units.Unit | None:
    if "/" in word:
        num, _, den = word.partition("/")
        num, den = num.strip(), den.strip()
        un = _unit_of(num)
        if un is None:
            return None
        dn = L.UNIT_WORDS.get(den, den)
        if dn == "" or dn in units.COUNT_NOUNS:  # s/次: per occurrence; GB/s/节点, GiB/node: per node (a scope)
            return un
        if num in L.BIT_UNITS:  # Gb/s: bits per time
            du = _unit_of(den)
            if du is None or du.dims != units.UNITS["s"].dims:
                return None
            return units.Unit(word, un.factor / du.factor, units.parse("GB/s").dims, "rate")
        return units.parse(f"{L.UNIT_WORDS.get(num, num)}/{dn}")
    if word in L.EXTRA_UNITS:
        return units.Unit(word, L.EXTRA_UNITS[word], units.UNITS["s"].dims, "time")
    if word in L.BIT_UNITS:
        # the registry's own bit units keep their symbol: 'Gbit' is its alias of Gb, the unit a project shows so
        sym = units.ALIASES.get(word, word)
        if sym in units.UNITS:
            return units.UNITS[sym]
        return units.Unit(word, L.BIT_UNITS[word], units.UNITS["byte"].dims, "data size")
    if word in L.BIT_RATES:
        return units.Unit(word, L.BIT_RATES[word], units.parse("GB/s").dims, "rate")
    if word in L.GPU_TIME:
        return units.parse("GPU*" + L.GPU_TIME[word])
    if word in L.COUNT_NOUNS:
        return units.UNITS[L.COUNT_NOUNS[word]]
    sym = L.UNIT_WORDS.get(word, word)
    return units.parse(sym) if sym else units.UNITS[""]
