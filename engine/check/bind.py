"""Binding a mention to a quantity in scope, under rounding, units and qualifiers.

Semantics (documented in docs/checking.md):
- A number written with d decimals stands for [v - 0.5·10^-d, v + 0.5·10^-d] (statcheck).
- Units convert; a number with no unit is read in the candidate's own unit (or, for a
  percent candidate, as a fraction).
- Qualifiers, with t = check.approx_tolerance (default 5%), x the true value (range: its ends):
    approx  约 / about / ~ / 左右    |x - v| <= max(half, t·|v|)
    nearly  近 / nearly / almost     v - max(half, t·|v|) <= x <= v + half
    gt      超过 / over / more than  x > v   (every end of a range)
    ge      至少 / at least / 以上    x >= v
    lt      不到 / under / less than x < v
    le      以内 / within / at most  x <= v
    upto    最高 / 可达 / up to       v - max(half, t·|v|) <= max(x) <= v + half
    vague   数十 / dozens            lo <= x < hi
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal

from engine import units
from engine.check import derive, lexicon as L
from engine.check.extract import Mention
from engine.check.pool import could_be_near, could_hold, sized
from engine.check.scope import LEAD_NAME, Candidate, has_key

EPS = 1e-9
INEQ = ("gt", "ge", "lt", "le")
# A figure never stands for more than ±25% of itself: "1 小时" is not 31 minutes, though 1 rounds from 0.5
# (a rounding of one significant digit reaches ±50% at 1; from 2 up it is within 25% anyway).
WIDEST = 0.25
QUALIFIED = ("approx", "nearly", "upto")


def _factor(m: Mention, c: Candidate) -> float | None:
    """Base-unit factor for the written number against candidate c, or None if the units cannot agree."""
    if c.written == "pp" and not m.pp:
        return None  # a difference of two percents is written in percentage points
    if m.pp and c.written != "pp" and not (c.op == "diff" and c.unit.symbol in ("%", "")):
        return None  # "16.3 个百分点" is a difference of two percents, never a percent itself
    if m.pp and c.op == "diff" and c.unit.symbol == "":
        return 1.0  # "绝对提升 4.6 个百分点" of accuracies a table prints as bare numbers (86.7 − 82.1)
    if c.written == "x" and (m.unit is None or m.unit.symbol != "x"):
        return None  # 8.9 倍 for +790%: only a multiple
    if c.written == "up%" and (m.unit is None or m.unit.symbol != "%" or not m.data.get("up_pct")):
        return None  # 提升 130% for 2.3x: only a percent increase
    if m.data.get("up_pct") and c.unit.symbol in ("x", "") and not c.written:
        return None  # "提升 230%" is (ratio − 1), never the ratio 2.3x written in percent
    counted = m.data.get("measure") or m.unit is not None and m.unit.symbol == "" and m.unit_text
    if c.unit.symbol == "%" and counted:
        return None  # "7 条流" counts streams: never a percent read as a fraction (696% as 6.96)
    if counted and c.op == "per" and not units.is_counted(c.unit) and not c.unit.symbol:
        return None  # "每个站点 4 个" counts things: no plain rate shared out per site (11.4 万次/秒 ÷ 3)
    if m.unit is None:
        if m.data.get("measure") and not c.unit.dimensionless and not units.is_counted(c.unit):
            return None  # "7 张 A100" counts things: not 6.9 days
        if m.data.get("measure") and _quotient(c):
            return None  # "4 台" counts things: not a multiple (scale_x 3.7)
        if not c.unit.dimensionless and (m.vague is not None or m.qualifier in INEQ) \
                and not (m.data.get("measure") and units.is_counted(c.unit)):
            return None  # a bound or a vague word needs its unit written: "超过 400s", not "超过 400" ("最多 7 张" counts)
        if c.unit.symbol == "%" and c.op == "diff":
            return c.unit.factor  # "4.02 points lower": a difference of two percents, in points
        if c.unit.symbol == "%":
            return 1.0  # a bare number against a percent: read as a fraction (0.099 = 9.9%)
        if m.scale != 1.0 and c.unit.dims == units.UNITS["param"].dims:
            return units.UNITS["param"].factor  # 参数量为 2.13 亿: 213,000,000 parameters, not 2.13 亿 × 1M
        return c.unit.factor
    if m.unit.symbol in ("M", "B", "T") and c.full and c.unit.symbol == "":
        return m.unit.factor  # "292M" against a plain column printed in millions ("MAdds (millions)": 292)
    if m.unit.dims != c.unit.dims:
        return 1.0 if counts_as(m.unit, m.unit_text, c) else None
    if m.unit.symbol == "x" and c.unit.symbol == "%" and c.kind == "evidence" and c.hi < 1:
        return None  # "不到同城站点的 10 倍" is no 93% CPU cell: a multiple is never a measured percent below 100% (but
        # "over 20 times the human level" is a 2,041% human-normalised score)
    if m.unit.symbol == "x" and c.unit.symbol == "" and c.kind == "evidence" and not _RATIO_WORDS.intersection(c.keys):
        return None  # "20 times" is no plain 19.5 TFLOPS cell: a multiple binds a plain value that is a ratio only
    if c.unit.symbol == "x" and m.unit.symbol == "" and m.unit_text and "倍" not in m.unit_text:
        return None  # "8 层", "8 个头", "eight layers" count things: never a multiple (an 8x saving)
    return m.unit.factor


def _quotient(c: Candidate) -> bool:
    """A claim or derivation computed as a quotient of two like quantities: a multiple, never a count."""
    return c.kind in ("derived", "derivation") and "÷" in c.why and not any(c.unit.dims) and c.unit.symbol != "%"


def counts_as(u: units.Unit, written: str, c: Candidate) -> bool:
    """Counts across units. "8 台", "20 个" (a measure word alone) count whatever noun the quantity counts; a
    counted noun ("8 个节点", "8 nodes") is a plain-number quantity only when its words name that noun
    ("servers: 8, note: 存储节点数量"). Never a count of one noun for another: 8 nodes are not 8 clients."""
    if u.symbol == "" and written.strip() in units.MEASURE_WORDS:
        return units.is_counted(c.unit)
    if units.is_counted(u) and c.unit.symbol == "" and not c.written:
        if _quotient(c):
            return False  # a quotient of two like quantities is a multiple: "4 servers" is never scale_x 3.7
        words = units.noun_words(u.symbol)
        rows_only = set(c.need[0]) - set(c.need[1]) if len(c.need) > 1 and c.kind == "evidence" else set()
        # (a row's name is no noun its column counts: "8 drives" is no price of the "Cold Disk" row)
        return any(k in words for k in c.keys if k not in rows_only)
    if u.dims == units.UNITS["step"].dims and c.unit.symbol == "" and not c.written and not _quotient(c):
        return any(k in _STEP_WORDS for k in c.keys)  # "864 万步" for a "Training steps (millions)" column of 8.64
    if u.symbol == "node" and units.is_counted(c.unit) and not c.written:
        # "300 client nodes" for a count of clients labelled "Client nodes": the modifier is the noun the quantity
        # counts and its label names the written head too (never "300 nodes" or "300 storage nodes" for clients)
        mods = written.lower().split()[:-1]
        return any(w in units.noun_words(c.unit.symbol) for w in mods) \
            and any(k in units.noun_words(u.symbol) for k in c.keys)
    return False


_OBJECT_END = re.compile(r"(?:[;,;。]|" + L.COMMA + r")|(?<![a-z])(?:and|while|but|whereas)(?![a-z])")
# the words of a plain value that is a ratio (a speed-up column, relative times); CJK keys are bigrams (加速比: 速比)
_RATIO_WORDS = {"speedup", "speed-up", "speedups", "ratio", "relative", "times", "x", "倍数", "速比", "factor", "multiple",
                "gain", "improvement", "reduction", "相对", "vs", "versus", "比值", "压缩比", "缩比",
                "epochs", "epoch", "passes"}  # "seen 2.45 times during training": 2.45 epochs
_STEP_WORDS = {"step", "steps", "步", "步数", "iterations", "iteration", "迭代", "迭代次数"}


def _score_percent(m: Mention, c: Candidate) -> bool:
    """"70.5%" for a table that prints accuracy as a bare 70.5: a percent written against a plain-number
    value of a report (or a difference of two) may be that number itself, in percent."""
    return (m.unit is not None and m.unit.symbol == "%" and not m.pp and not m.data.get("up_pct")
            and m.data.get("form") != "mult"  # (halves, 减半: a change, never a score)
            and c.unit.symbol == "" and not c.written and (c.kind == "evidence" or c.op == "diff")
            and not c.scaled  # (a count printed in millions, "Training steps (millions)": 8.64, is no score)
            and "stated" not in c.tags  # (nor an amount of a unit its label states: 81 of "峰值温度(°C)")
            and not (c.kind == "evidence" and len(c.refs) == 1 and c.refs[0].count(".") < 3
                     and c.lo == c.hi == int(c.lo))  # (nor a report's stand-alone whole number: a batch of 2)
            and not (c.decimals == 0 and _SETTING_WORDS.intersection(c.keys)))  # (nor a whole depth, size or count:
    # "Pipeline depth (-P)" 16 is no 16% score)


# the words of a column or metric of settings and counts, whose whole numbers are never scores printed without %
_SETTING_WORDS = {"depth", "size", "batch", "count", "number", "layers", "heads", "threads", "clients", "nodes", "gpus",
                  "cards", "workers", "replicas", "systems", "machines", "cores", "channels", "lanes", "ports",
                  "系统", "深度", "数量", "层数", "头数", "线程", "节点", "卡数", "批大", "核心", "核数", "通道", "端口"}


def _bare_score(m: Mention, c: Candidate) -> bool:
    """"GPT-4 scores 80.9 on DROP" for a table that prints 80.9%: a bare number against a percent a report
    measures may be that percent's number (as well as a fraction: 0.099 = 9.9%), never a difference or share."""
    return (m.unit is None and c.unit.symbol == "%" and c.kind == "evidence" and not c.written and not m.pp
            and not m.data.get("measure") and not m.data.get("up_pct") and abs(m.value) >= 1)


def _factors(m: Mention, c: Candidate) -> tuple[float, ...]:
    f = _factor(m, c)
    if f is None:
        return ()
    if _bare_score(m, c):
        return (f, c.unit.factor)
    return (f, 1.0) if _score_percent(m, c) else (f,)


def holds(m: Mention, c: Candidate, tol: float, qualifier: str | None = "__own__", each: bool = False) -> bool:
    q = m.qualifier if qualifier == "__own__" else qualifier
    if q == "le" and max_bound(m, c) and not each:  # (on every row, "各型号最大功耗不超过 25W", it is a bound)
        q = "upto"  # "最多 7 张" of a maximum (单实例最多 GPU 数) states the maximum: "最多 9 张" is no true bound of it
    return any(_holds(m, c, tol, q, f) for f in _factors(m, c))


def max_bound(m: Mention, c: Candidate) -> bool:
    """An upper bound (最多, at most) written of a quantity that is itself a maximum."""
    return m.qualifier == "le" and bool(_MAX_KEYS.intersection(c.keys))


_MAX_KEYS = frozenset({"max", "maximum", "最大", "最多", "上限"})


def _holds(m: Mention, c: Candidate, tol: float, q, f: float) -> bool:
    v = m.value * f
    h = min(m.half * f, WIDEST * abs(v)) if m.vague is None else 0.0
    lo, hi = c.lo, c.hi
    e = EPS * max(abs(v), abs(lo), abs(hi), 1e-300)
    if 0 < h and e > 0.01 * h:
        e = max(0.01 * h, 1e-15 * max(abs(v), abs(lo), abs(hi)))  # "99.999999998%" is no 99.999999999%: no slack past the digits
    if m.vague is not None:
        a, b = m.vague[0] * f * m.scale, m.vague[1] * f * m.scale
        return a - e <= lo and hi < b + e
    if not m.sign and hi < 0:  # written without a sign ("缩短 47%"): compare magnitudes
        lo, hi = -hi, -lo
    elif m.sign == "-" and (c.kind == "derivation" or (lo > 0 and m.data.get("neg_ok"))):
        v = abs(v)  # derivations are sign-free; "缩短 −4.7%" / a change column: a decrease with its sign
    if "src:over" in c.tags:
        if q in ("gt", "ge") and abs(lo - v) <= h + e:
            return True  # the report itself gives only the floor: "over 30 GB/s" as it says
        if q in ("lt", "le", "upto", "nearly"):
            return False  # above the floor, by how much the report does not say: no ceiling holds (nor "nearly")
    if "src:under" in c.tags:
        if q in ("lt", "le", "upto") and abs(hi - v) <= h + e:
            return True  # the report itself gives only the ceiling: "below 2 ns" as it says
        if q in ("gt", "ge"):
            return False  # under the ceiling, by how much the report does not say: no floor holds
    if q is None:
        return abs(lo - v) <= h + e or abs(hi - v) <= h + e
    if q == "approx":
        # "about half", "约三分之一": a fraction word is already a rounding, and 约 widens it twice as far (53% is
        # about half; 56% is not)
        w = max(h, (2 if m.half_w is not None and m.unit is None else 1) * tol * abs(v))
        return abs(lo - v) <= w + e or abs(hi - v) <= w + e or (lo <= v <= hi)
    if q == "nearly":  # as far below as 约 allows, never further: "接近 7GB/s" is not 6.40 GB/s ("nearly a third",
        # a fraction word, as far as 约 allows it: 31.5% is nearly a third)
        w = max(h, (2 if m.half_w is not None and m.unit is None else 1) * tol * abs(v))
        return any(v - w - e <= x <= v + h + e for x in (lo, hi))
    if q == "gt":
        return lo > v + e
    if q == "ge":
        return lo >= v - e
    if q == "lt":
        return hi < v - e
    if q == "le":
        return hi <= v + e
    if q == "upto":
        return v - max(h, tol * abs(v)) - e <= hi <= v + h + e
    return False


def range_holds(a: Mention, b: Mention, c: Candidate, tol: float) -> bool:
    """A range must match at both ends."""
    if not c.is_range or a.qualifier in INEQ or b.qualifier in INEQ:
        return False
    fa, fb = _factor(a, c), _factor(b, c)
    if fa is None or fb is None:
        return False
    e = EPS * max(abs(c.lo), abs(c.hi), 1e-300)
    if a.qualifier == "approx":
        ta, tb = max(a.half * fa, tol * abs(a.value * fa)), max(b.half * fb, tol * abs(b.value * fb))
    else:
        ta, tb = a.half * fa, b.half * fb
    return abs(c.lo - a.value * fa) <= ta + e and abs(c.hi - b.value * fb) <= tb + e


def numeric_match_other_unit(m: Mention, c: Candidate) -> bool:
    """The digits match c in c's own unit, but the written unit is different: a unit mistake."""
    if m.unit is None or m.vague is not None:
        return False
    if m.unit.dims == c.unit.dims and units.is_close(m.unit.factor, c.unit.factor):
        return False
    if m.unit.symbol in ("", "x") and c.unit.symbol in ("", "x"):
        return False
    if (m.unit.dimensionless or c.unit.dimensionless) and m.unit.dims != c.unit.dims:
        return False  # 8% is not a misspelt 8 GPUs
    v = m.value
    h = 0.5 * 10 ** (-max(c.decimals, m.decimals)) * m.scale  # the digits as shown, not a looser rounding
    lo, hi = c.lo / c.unit.factor, c.hi / c.unit.factor
    return abs(lo - v) <= h + EPS * abs(v) or abs(hi - v) <= h + EPS * abs(v)


def distance(m: Mention, c: Candidate) -> float:
    return min((_distance(m, c, f) for f in _factors(m, c)), default=float("inf"))


def _distance(m: Mention, c: Candidate, f: float) -> float:
    if m.vague is not None:
        a, b = m.vague[0] * f * m.scale, m.vague[1] * f * m.scale
        x = abs(c.lo)
        return 0.0 if a <= x < b else min(abs(x - a), abs(x - b)) / max(x, a, 1e-300)
    v = abs(m.value * f)
    x = min((abs(c.lo), abs(c.hi)), key=lambda x: abs(x - v))
    return abs(x - v) / max(abs(x), abs(v), 1e-300)


def score(c: Candidate, context: str) -> int:
    """Words of the quantity written near the number: its own words count 3, inherited ones 1."""
    return 3 * sum(1 for k in c.keys if has_key(k, context)) + sum(1 for k in c.keys2 if has_key(k, context))


@dataclass
class Binding:
    status: str  # verified | value-mismatch | qualifier-violation | unit-mismatch | unsourced | ambiguous
    cand: Candidate | None = None
    other: Candidate | None = None  # ambiguous: the disagreeing candidate
    score: int = 0
    alts: tuple = ()  # other quantities with the same value that also match (e.g. the same figure in two reports)
    runners: tuple = ()  # (score, candidate): the next best quantities considered, best first (for --explain)


def _rel_half(m: Mention) -> float:
    return m.half / max(abs(m.value), 1e-300)


def _shown_as(m: Mention, c: Candidate) -> bool:
    return any(abs(x - m.value * f) <= 1e-9 * max(abs(m.value * f), 1e-300) + 0.5 * 10 ** (-max(c.decimals, m.decimals)) * f
               for f in _factors(m, c) for x in (c.lo, c.hi))


_CLAUSE_MARK = re.compile(r"(?:[,;;::。!?!?]|" + L.COMMA + r")")
_MARK_UNGROUPED = re.compile(r"(?:[;;::。!?!?]|" + L.COMMA + r")")  # (not the comma of "5,250 drives")


_FRACTION_OF = re.compile(r"\s+(?:the|its|their)\s+[a-z0-9-]+(?:\s+[a-z0-9-]+)?"
                          # ("half the memory and roughly half the bandwidth of the 100P": one object for both)
                          r"(?:\s+and\s+(?:[a-z]+\s+){0,2}?(?:half|a third|a quarter|a fifth|a tenth)\s+the\s+[a-z0-9-]+"
                          r"(?:\s+[a-z0-9-]+)?)?\s+of(?![a-z])")
# (原来的 / the original: the value before a change the sentence writes, "从 0.020 降到 0.0012,只有原来的 6%")
_PRONOUN = re.compile(r"\s*(?:(?:that|this|it|those|these|the original|the old)(?![a-z])|后者|前者|它|其|原来|原先|之前|以前)")


def share_object(m: Mention, context: str) -> str | None:
    """What a share is of: the words after "of" ("25% of zstd's speed"), or before 的 back to the verb or the
    previous 的 ("仅为 zstd 的 25%", "占全部 token 的 4.5%"); None when the number is no share."""
    from engine.check.scope import SHARE_AFTER, SHARE_BEFORE

    before = _before(m, context)
    after = SHARE_AFTER.match(context[len(before) + len(m.text or m.core):])
    if after is None and m.unit is None and m.half_w is not None:  # "half the power of the SXM", "a third the size of"
        after = _FRACTION_OF.match(context[len(before) + len(m.text or m.core):])
    if after:
        return context[len(before) + len(m.text or m.core) + after.end():]
    hit = SHARE_BEFORE.search(before)
    if hit:
        return re.split(r"的|为|是|占|[,，;；]", before[:hit.start()])[-1] or before[:hit.start()]
    return None


_EN_SMALL = "zero one two three four five six seven eight nine ten eleven twelve".split()
_ZH_SMALL = "零一二三四五六七八九十"


def writes_count(text: str, n: int) -> bool:
    """The (lower-cased) text writes the whole number n: in digits, or in words up to twelve (three, 三, 两)."""
    forms = [re.escape(str(n)), re.escape(f"{n:,}")]
    if n < len(_EN_SMALL):
        forms.append(r"(?<![a-z])" + _EN_SMALL[n] + r"(?![a-z])")
    if n <= 10:
        forms.append(_ZH_SMALL[n] + ("|两" if n == 2 else ""))
    return re.search(L.FIGURE_START + "(?:" + "|".join(forms) + ")" + L.FIGURE_END, text) is not None


_CMP_ADJ = r"(?:higher|lower|more|less|fewer|faster|slower|larger|smaller|bigger|greater|longer|shorter|heavier|lighter)"
_DIFF_BEFORE = re.compile(r"比[^,，。;；:：比]{1,24}?(?:高|低|多|少|快|慢|大|小|长|短|重|轻)(?:了|出)?[ \u00a0]*$"
                          r"|(?<![a-z])" + _CMP_ADJ + r"(?:[ \u00a0]+[a-z-]+){0,2}[ \u00a0]+than[ \u00a0]+[^,;.]{1,40}?[ \u00a0]+by"
                          r"[ \u00a0]*$")
_DIFF_AFTER = re.compile(r"[ \u00a0]*(?:(?!(?:has|have|had|is|are|was|were|with|and|or|to|of|in|at|by|for|its)[ \u00a0])"
                         r"[a-z%/]+[ \u00a0]+)?" + _CMP_ADJ + r"[ \u00a0]+than(?![a-z])")


def _named_gain(c: Candidate) -> bool:
    """A value whose own words say it is a difference (gain, saved, 节省, reduction, faster)."""
    return any(k.startswith(w) for k in c.keys for w in ("gain", "sav", "reduc", "improv", "faster", "节省", "提升", "缩短",
                                                           "减少", "diff", "delta", "差"))


_SAVE_ACT = re.compile(r"(?<![a-z])sav(?:e|es|ed|ing)(?=[ \u00a0]+(?:a|an|the|each|one|its|their|every|checkpoints?|snapshots?"
                       r"|models?|states?|weights?|data|files?)(?![a-z]))")


def _op_near(m: Mention, c: Candidate, context: str, sentence: str = "") -> bool:
    """A word of the derivation's operation in the number's clause: near it, or earlier in the same clause
    ("BERT-Large improves the average over the prior state of the art by 8.1 points")."""
    from engine.check.scope import OP_WORDS

    if c.op == "share" and m.unit is not None \
            and _CHANGE_SAID.match(context[len(_before(m, context)) + len(m.text or m.core):]):
        return False  # "40% below the 5.2 GB/s", "42% less time": a change said with its direction, no share
    if c.named and c.op in ("ratio", "share"):  # a pair only the sentence names: which one is divided by
        return _divisor_named(m, c, context, sentence)
    if c.op == "ratio" and m.unit is not None and m.unit.symbol == "x":
        return True
    if c.op == "diff" and c.unit.symbol == "years":  # "two years after 4.0": years between two rows' years
        return True
    if c.op == "diff" and m.unit is None \
            and _POINTS_AFTER.match(context[len(_before(m, context)) + len(m.text or m.core):]):
        return True  # "beats Model-B's 590 by 110 points": points are a difference of two scores
    if c.op == "product":  # "每天 3 个作业合计 15.6 小时", "three jobs a day … 15.6 hours": the count is written
        return writes_count(sentence or context, int(c.divisor[0]))
    if c.op in derive.OPS:  # a sentence's sum, mean, share per member or product with a count (derive.py)
        return _counted_op_near(m, c, context, sentence)
    if c.op == "share":  # "25% of zstd's", "zstd 的 25%": the word is next to the number, its object the divisor
        obj = m.data.get("share_obj") or share_object(m, context)
        if obj is None and sentence and m.half_w is not None and m.unit is None:
            obj = ""  # ("half the memory and roughly half the bandwidth of the 100P": the context stops at "and")
        if obj is not None and sentence and not m.data.get("share_obj") and not any(has_key(k, obj) for k in c.divisor):
            # the context stops a few words after the number: "6.8% of the training steps of Inception" reads
            # its object on to the end of its clause in the sentence
            head = context[:len(_before(m, context)) + len(m.text or m.core)]
            j = sentence.find(head) if head else -1
            rest = share_object(m, sentence[j:]) if j >= 0 else None
            if rest is not None:
                obj = _OBJECT_END.split(rest, 1)[0]
        if obj is None and sentence and _listed_after(c, m, context, sentence):
            return True  # "保留了约 23% 的随机写性能(61,500 对 268,000 IOPS)": the share, then its two figures in order
        before = _before(m, context)
        after = context[len(before) + len(m.text or m.core):]
        if sentence and (_REMAIN.search(before) or not obj and _AS_MUCH.match(after)) \
                and not (obj and any(has_key(k, obj) for k in c.divisor)):
            # "610K … 降到 200K,只剩约三分之一", "drops to 200K, leaving about a third": what remains of the value
            # written first; both figures written, in that order
            num, _, div = c.why.partition("·")[0].lstrip("= ").partition("÷")
            for plain in (_plain(sentence), _plain(sentence, letters=True)):  # ("610K" of 610 or of 610,000)
                at = [_first_at_scaled(_OPERAND.search(x).group().replace(",", ""), plain) if _OPERAND.search(x)
                      else -1 for x in (div, num)]
                if 0 <= at[0] < at[1]:
                    return True
            return False
        # (a rate noun names a part of a whole: two rows of one column, or two variants of one kind, 纠删码 and 三副本
        # 可用 (usable_ec, usable_rep3), are no part and whole)
        if not obj and sentence and (_SHARE_CUE.search(sentence) or _RATE_BEFORE.search(before) and not _siblings(c)) \
                and operands_around(c, m, context, sentence) \
                and not _CHANGE_SAID.match(after) and not _CHANGE_SAID_ZH.search(before[-6:]):
            # (never "42% less time", "少了 42%": a change said with its direction)
            # "VDI 占 120TB,约 27%", "120 TB of the 450 TB total, about 27%": a share with no object of its own, right
            # after its two figures, in a sentence that says one is part of the other
            return True
        if obj is not None and (_PRONOUN.match(obj) or _ORIGINAL.search(obj)):
            # "36.3% of that", "后者的 25%", "只有原来的 6%": a value named before it
            i = sentence.find((m.text or m.core).lower())
            obj = sentence[:i] if i >= 0 else sentence
        return obj is not None and (any(has_key(k, obj) for k in c.divisor) or _divisor_written(c, m, sentence)
                                    or bool(_TOTAL_WORD.intersection(c.divisor)) and _OF_ALL.search(obj) is not None)
    if c.op == "change" and m.data.get("form") == "mult" and m.data.get("direction") == "down":
        # 减半, halves: the figure is its own operation, a fall, so measured from the larger value
        return _FROM_LARGER.match(c.why) is not None
    if c.op in ("change", "diff") and m.qualifier != "upto" and _LEVEL_BEFORE.search(_before(m, context)):
        return False  # "lowers the error to 22.8%", "降到 94s": the level reached, not the change
    i = sentence.find(context) if sentence else -1
    if i > 0:
        marks = list(_CLAUSE_MARK.finditer(sentence, 0, i))
        context = sentence[marks[-1].end() if marks else 0:i] + context
    if m.qual_text:
        context = context.replace(m.qual_text.lower(), " ")  # 高达 is the number's qualifier, not 高
    context = _SAVE_ACT.sub(" ", context)  # "4.5 minutes to save a checkpoint": the act of saving, no time saved
    words = OP_WORDS.get(c.op, ())
    if c.brief:  # "One FX100 save takes 84 s": a word of the quantity's own name ("sav" of save) is not an operation
        words = [w for w in words if not any(k.startswith(w) or w in k and not w.isascii() for k in c.keys)]
    return any(_op_word_in(w, context) for w in words if w != "x") \
        or "x" in words and _TIMES_X.search(context) is not None \
        or c.op in ("change", "diff") and _SIZE_COMPARED.search(context) is not None


_CJK_NOT_OP = {"快": "照递捷闪"}
# a change of two values (scope._pair) over the larger of them, the first written: "= (256 − 128) ÷ 256"
_FROM_LARGER = re.compile(r"= \((.+?) − .+?\) ÷ \1(?: ·|$)")


def _op_word_in(w: str, context: str) -> bool:
    """An operation's word in the context: a Latin one at the start of a word (its stem: "improv", "rais"; not the
    "down" of "downlink" nor the "up" of "uplink"), a Chinese one anywhere."""
    if not w[:1].isascii() or not w[:1].isalpha():
        if w in _CJK_NOT_OP:  # "快照" (snapshot) is no 快, "快递" no speed
            return re.search(re.escape(w) + f"(?![{_CJK_NOT_OP[w]}])", context) is not None
        return w in context
    return re.search(r"(?<![a-z])" + re.escape(w) + (r"(?:s|es|ed|d|ing)?(?![a-z])" if len(w) <= 4 else ""),
                     context) is not None


# a share of a table's total row ("Total", 合计), when its object is the whole: "of the family's GPU hours", "all",
# "全部 / 所有 / 总 GPU 小时"
_TOTAL_WORD = frozenset({"total", "合计", "总计", "总和", "sum", "all"})
_OF_ALL = re.compile(r"(?<![a-z])(?:all|family|family's|whole|overall|combined|entire|total)(?![a-z])|全部|所有|总|整个|全系列")


_CLAUSE_TEXT = re.compile(r"[,;:](?!\d)|[\uff0c\uff1b\uff1a\u3002!?\uff01\uff1f]")  # not the comma of 175,255.8


def _divisor_written(c: Candidate, m: Mention, sentence: str) -> bool:
    """The share's clause writes the figure it is of ("0.0027% of GPT-3's 175,255.8M", "约为 175,255.8M 的 0.0027%"):
    the divisor of its account "= b ÷ a", of three significant characters or more."""
    a = c.why.partition("·")[0].rpartition("÷")[2]
    d = _OPERAND.search(a)
    i = sentence.find((m.text or m.core).lower())
    if d is None or i < 0 or len(d.group().replace(",", "").replace(".", "").lstrip("0")) < 3:
        return False
    marks = list(_CLAUSE_TEXT.finditer(sentence, 0, i))
    end = _CLAUSE_TEXT.search(sentence, i + len(m.text or m.core))
    clause = sentence[marks[-1].end() if marks else 0:end.start() if end else len(sentence)]
    return L.figure_re(d.group().replace(",", "")).search(_THOUSANDS.sub("", clause)) is not None


_ZH_OBJECT_START = re.compile(r".*(?:是|为|相当于|达到|约|比|占|[,,;;:：])")


def _divisor_named(m: Mention, c: Candidate, context: str, sentence: str = "") -> bool:
    """A ratio or share of two values only the sentence names (derive.named_pairs) needs the value divided by named
    as the object of the multiple or share: after it ("2.3 times as many GPUs as B", "25% of B") or just before it
    ("是 B 的 2.3 倍", "约为 B 的 25%"), with no word of its own of the other value there: "A is 3 times B" is not
    "B is 3 times A"."""
    before = _before(m, context)
    after = context[len(before) + len(m.text or m.core):]
    cut = _CLAUSE_MARK.search(after)
    obj = after[:cut.start()] if cut else after
    paren = obj.find("(")
    if paren >= 0 and (not obj[:paren].strip() or any(has_key(k, obj[:paren]) for k in c.divisor)):
        # "3.3 times the size of BASE (317M vs 95M)", "是 BASE 的 3.3 倍(317M 对 95M)": the operands listed in a
        # parenthesis after the object, or after a multiple whose object is before it, in the sentence's order
        # (the divided value first: "(95M vs 317M)" swaps them)
        listed = obj[paren:]
        at = sentence.find(listed[:12]) if sentence else -1
        if at >= 0:
            listed = sentence[at:at + 80]  # the context may end inside the parenthesis
        first = [_first_at(k, listed) for k in c.divisor if k.replace(".", "").isdigit()]
        other = [_first_at(k, listed) for k in _named_other(c) if k.replace(".", "").isdigit()]
        first, other = [i for i in first if i >= 0], [i for i in other if i >= 0]
        if first and other and min(first) < min(other):
            return False
        obj = obj[:paren]
    if not any(has_key(k, obj) for k in c.divisor) and before.rstrip().endswith("的"):  # "是 B 的 N 倍"
        zh = _ZH_OBJECT_START.match(before)
        obj = before[zh.end():] if zh else before[-24:]
    if _ORIGINAL.search(obj) and sentence:
        # "从 0.020 降到 0.0012,只有原来的 6%", "6% of the original": the divided value is the one written first
        first = [i for i in (_first_at(k, sentence) for k in c.divisor if k.replace(".", "").isdigit()) if i >= 0]
        other = [i for i in (_first_at(k, sentence) for k in _named_other(c) if k.replace(".", "").isdigit()) if i >= 0]
        return bool(first and other) and min(first) < min(other)
    return any(has_key(k, obj) for k in c.divisor) and not any(has_key(k, obj) for k in _named_other(c))


_REMAIN = re.compile(r"(?:只剩|仅剩|剩下|只剩下|仅余|只余)(?:了)?\s*(?:约|大约|近|将近|不到|不足)?\s*$|(?<![a-z])(?:leaving(?: only| just)?"
                     r"|left with(?: only| just)?)\s+(?:about|roughly|around|nearly|under|less than)?\s*$")
# "falls to 0.17 GB/s, about a tenth as much": a share of the value written before, with no object of its own
_AS_MUCH = re.compile(r"\s*as (?:much|many|fast|high|large|big|long)(?!\s+as)(?![a-z])")
# (or sets the two against each other: "2.4 ms on the CV-480 against 14.2 ms on the SAN, about a sixth")
_SHARE_CUE = re.compile(r"占|(?<![a-z])(?:accounts? for|of (?:the|all|a|its|their)|share|out of|against|versus|vs\.?)(?![a-z])")
# "可用 1.61PB,得盘率约 73%": a rate named right before the share of the two figures before it
_RATE_BEFORE = re.compile(r"[率比](?:[ \u00a0]*(?:约|大约|约为|为|是|达到?|仅|只有|接近|近))*[ \u00a0]*$")
_CHANGE_SAID = re.compile(r"\s*(?:(?:more|less|fewer|lower|higher|faster|slower|smaller|larger|bigger|shorter|longer"
                          r"|cheaper|below|above|up|down|better|worse)(?![a-z])|的?(?:提升|降低|下降|减少|增加|增长))", re.I)
_CHANGE_SAID_ZH = re.compile(r"(?:[高低多少快慢大小降减增升省缩]了?|降低了?|减少了?|提升了?|提高了?|缩短了?)[\s约近]*$")
_ORIGINAL = re.compile(r"原来|原先|原有水平|(?<![a-z])the original(?![a-z])")


def _siblings(c: Candidate) -> bool:
    """A derivation of two values of one kind: two rows of one column, or two variants whose keys share a word."""
    if c.col_rows:
        return True
    if len(c.refs) != 2:
        return False
    a, b = (set(r.rsplit(".", 1)[-1].lower().split("_")) for r in c.refs)
    return bool(a & b)


def _first_at(k: str, text: str) -> int:
    """Where the figure k is first written in text as a whole number (not inside 317 for 17), or -1."""
    hit = re.search(r"(?<![\d.])" + re.escape(k) + r"(?![\d]|\.\d)", text)
    return hit.start() if hit else -1


def _first_at_scaled(k: str, text: str) -> int:
    """_first_at, or where the figure is written multiplied out of a column printed in thousands or millions ("285 万次"
    of 2,850 thousand operations)."""
    at = _first_at(k, text)
    for e in (3, 6, 9):
        if at >= 0:
            break
        at = _first_at(_decimal_text(Decimal(k).scaleb(e)), text)
    return at


def _named_other(c: Candidate) -> tuple:
    """The words of a named pair's other value, those its divisor lacks (need_both holds both values' own words)."""
    return next((ws for ws in c.need_both if ws != c.divisor), ())


def _counted_op_near(m: Mention, c: Candidate, context: str, sentence: str) -> bool:
    """A product with a count with a word of a total in the number's clause ("合计", "together", "between them"), a
    share per member with a word of "each" (每, per, apiece), a sum or a mean with a word of a total or an average in
    its sentence; a count, when the derivation has one, written in the sentence apart from the number itself."""
    # a sum or mean's operands are listed with commas ("Averaged over A, B and C, reads run at …"): its word may be
    # anywhere in the sentence; a count's word is in the number's own clause
    # (so may a unit's "per" of one cell by another: "Per MHz of channel width, … 9.0 Mbps")
    # (a share per member reads past the comma of a grouped count: "each of the 5,250 drives")
    clause = (sentence or context) if c.op in ("sum", "mean") or c.op == "per" and len(c.refs) == 2 \
        else _clause(m, context, sentence, _MARK_UNGROUPED if c.op == "per" else _CLAUSE_MARK)
    if c.op == "per" and m.unit is not None and m.unit.symbol == "%" and not c.unit.symbol:
        return False  # "约 2%" is no batch of 2 shared by 128 GPUs: a plain value per member is no percent
    words = {"sum": derive.SUM_WORDS, "times": derive.SUM_WORDS, "mean": derive.MEAN_WORDS,
             "per": derive.PER_WORDS}[c.op]
    if not derive.find_words(clause, words):
        return False
    if c.op == "per" and derive.find_words(clause, derive.SUM_WORDS):
        return False  # "the three together average 675,000": a total, not each one's share
    if c.per_label:
        said = derive.per_written(context, len(_before(m, context)) + len(m.text or m.core)) \
            or derive.per_written_before(_before(m, context))
        if said and not derive.per_fits(c.per_label, said):
            return False  # "241 美元/线程" is no price per core: the unit written after it is another's (and "每千瓦
            # 2.56 TOPS" no figure per watt)
    if m.unit is None and c.unit.symbol != "" and not _counts_its_noun(m, c, sentence):
        return False  # "7 experts" is no 13B ÷ 2: an amount derived in a unit is written with it
    if not c.divisor:
        return True
    n = int(c.divisor[0])
    nouns = derive.members(sentence).get(n)
    # the count is written apart from the number itself ("each KV head serves 3 query heads" is no count of 3)
    if not nouns or abs(m.value - n) <= 1e-9 and not derive.written_twice(sentence, n):
        return False
    if c.op == "per":  # "per node" of "16 nodes", "每个节点" of "16 个节点", "each of the three": per one of them
        after = [clause[k.end():k.end() + 14] for k in derive.find_words(clause, derive.PER_WORDS)]
        return any(derive.names_member(a, noun) or derive.counts_in(a, n) for a in after for noun in nouns)
    # a count times a per-member value: the count counts what the value is per ("the 3 machines" × drives per machine)
    return any(derive.names_member(" ".join(c.keys), noun) for noun in nouns)


def _counts_its_noun(m: Mention, c: Candidate, sentence: str) -> bool:
    """A derived count written with its noun ("569 chunkservers" for the two clusters' 342 + 227 servers): a count of
    the derivation's things, written as one."""
    if not units.is_counted(c.unit) or m.value != int(m.value):
        return False
    return any(derive.names_member(" ".join(c.keys), n) for n in derive.members(sentence or "").get(int(m.value), ()))


def _columns_in_clause(m: Mention, c: Candidate, context: str, sentence: str) -> bool:
    """A derivation of two columns of one row rivals a figure only when the figure's own clause names both columns:
    "与 AlexNet 相比,SqueezeNet 的 Top-1 准确率高 0.3 个百分点,Top-5 持平" is no Top-5 − Top-1 gap."""
    if not c.row_cols:
        return True
    clause = _clause(m, context, sentence)
    return all(any(has_key(k, clause) for k in ws) for ws in c.row_cols)


def _clause(m: Mention, context: str, sentence: str, mark=_CLAUSE_MARK) -> str:
    """The number's clause: from the last clause mark before it (in its context, or back in its sentence) to the
    end of its context."""
    before = _before(m, context)
    marks = list(mark.finditer(before))
    if marks:
        context = context[marks[-1].end():]
    elif sentence:  # back in the sentence to its last clause mark before the number ("Each of the three …")
        i = sentence.find(before + (m.text or m.core).lower()) if before.strip() else -1
        if i > 0:
            marks = list(mark.finditer(sentence, 0, i))
            context = sentence[marks[-1].end() if marks else 0:i] + context
    if m.qual_text:
        context = context.replace(m.qual_text.lower(), " ")
    return context


# "x" is a multiple as a word of its own or after digits ("2x", "x 2"), not the letter of "FX300" or "max"
_TIMES_X = re.compile(r"(?<![a-z])x(?![a-z])|(?<=\d)x(?![a-z])")
# "比 BERT-base(110M)小 40%", "比 A 大 2 GB": 小 / 大 right before the number compare two sizes (not 小时, 大约)
_SIZE_COMPARED = re.compile(r"比[^,，;；。]{1,40}?(?<![大最较])[小大][\s约]*\d")
_LEVEL_BEFORE = re.compile(r"(?:\bto|\bfrom|到|至|从)\s*$")  # the ends of a written change are levels


def _before(m: Mention, context: str) -> str:
    """The context before the number (the context is 30 characters before it, the number, its clause)."""
    i = context.rfind((m.text or m.core).lower(), 0, 32 + len(m.text or m.core))
    return context[:i] if i >= 0 else ""


def _prefilter(m: Mention, cands: list[Candidate], tol: float) -> list[Candidate]:
    """Cheap numeric pre-selection before the exact tests (same result, fewer calls)."""
    if m.unit is None or m.vague is not None:
        return could_hold(cands, m, tol)
    every = cands
    cands = sized(cands, m, abs(m.value) * (1 - max(0.6, 1.5 * tol)) - m.half,
                  abs(m.value) * (1 + max(0.6, 1.5 * tol)) + m.half)  # the window below, by the index
    f = m.unit.factor
    v = abs(m.value * f)
    w = v * max(0.6, 1.5 * tol) + m.half * f
    dims = m.unit.dims
    near = [c for c in cands if (c.unit.dims == dims or counts_as(m.unit, m.unit_text, c))
            and min(abs(c.lo), abs(c.hi)) - w <= v <= max(abs(c.lo), abs(c.hi)) + w]
    if m.unit.symbol in ("M", "B", "T"):  # "292M" of a plain column printed in millions (_factor)
        near += [c for c in every if c.full and c.unit.symbol == ""
                 and min(abs(c.lo), abs(c.hi)) - w <= v <= max(abs(c.lo), abs(c.hi)) + w]
    if m.unit.symbol == "%":  # "70.5%" may be a bare 70.5 of a table, in percent
        v, w = abs(m.value), abs(m.value) * max(0.6, 1.5 * tol) + m.half
        near += [c for c in cands if c.unit.symbol == "" and not any(c is n for n in near)
                 and min(abs(c.lo), abs(c.hi)) - w <= v <= max(abs(c.lo), abs(c.hi)) + w]
    return near


def anchored(m: Mention, c: Candidate, context: str) -> bool:
    """A count from a report's setup ("NVIDIA H20 ×8") binds only a number written with its unit (卡, GPUs)
    whose product is named near it, as a whole word: "8 卡 H20", not "8 卡 H200", "8 卡集群" or "H20 的 8 路"."""
    if c.op == "per-second" and m.unit is not None and (units.is_counted(m.unit)
                                                       or (m.unit_text or "").strip() in units.MEASURE_WORDS):
        return False  # ("从 1 台主机的 142 万 IOPS": a count of things, no rate of a time per operation)
    return not c.anchor or m.unit is not None and any(re.search(r"(?<![a-z0-9])" + re.escape(a) + r"(?![a-z0-9])", context)
                               for a in c.anchor)


def _row_named(c: Candidate, named: str) -> bool:
    """c is a cell of a row its sentence names by a value ("over 1 million GPU-hours for the 65B model")."""
    parts = c.name.split(".")
    return len(parts) == 4 and f" {parts[2].replace('_', ' ').lower()} " in f" {named} "


def needs_met(c: Candidate, context: str) -> bool:
    """A table cell needs a word of its row near the number (inside the table: the row label)."""
    return not c.need or any(has_key(k, context) for k in c.need[0])


def _each_row_named(c: Candidate, sentence: str) -> bool:
    """Each row of a derivation of two rows of one column is named by a word the other lacks."""
    if not c.col_rows:
        return False
    i, j, rows = c.col_rows
    own_i = [k for k in rows[i] if k not in rows[j]]
    own_j = [k for k in rows[j] if k not in rows[i]]
    return any(has_key(k, sentence) for k in own_i) and any(has_key(k, sentence) for k in own_j)


def _row_key_in(k: str, sentence: str) -> bool:
    """A row's word in the sentence; a row's count ("#32" of "32 个作业") written as a figure of its own."""
    if k.startswith("#"):
        return re.search(L.FIGURE_START + k[1:] + r"(?![\d%]|[.,]\d)", sentence) is not None
    return has_key(k, sentence)


def both_rows(c: Candidate, sentence: str) -> bool:
    """A derivation of two rows of one column needs a word of each row in the sentence; one that needs only one
    of them fails when the sentence names a third row of the column instead ("HNSW took 2.1 more hours than exact
    search": 2.1 is HNSW's lead over IVF-PQ, a row the sentence does not name, and exact search is the partner)."""
    if len(c.refs) == 2 and _operands_written(c, sentence) >= 2:
        # a derivation whose two operands the sentence writes names them by their figures ("压缩后 Top-5 错误率从
        # 11.32% 降至 10.91%,降低 0.41 个百分点": the reference column is named by 11.32%; "8 卡时 … (8,000) 比 64 卡时
        # (7,600)" of two rows printed alike)
        return True
    if not all(any(_row_key_in(k, sentence) for k in ws) for ws in c.need_both):
        return False
    if c.col_rows and not c.need_both:
        i, j, rows = c.col_rows
        pair = set(rows[i]) | set(rows[j])

        def named(ks) -> bool:
            return any(has_key(k, sentence) for k in ks)
        own_i = [k for k in rows[i] if k not in rows[j]] or rows[i]
        own_j = [k for k in rows[j] if k not in rows[i]] or rows[j]
        if not (named(own_i) and named(own_j)):
            return not any(named([k for k in ks if k not in pair]) for n, ks in enumerate(rows) if n not in (i, j))
    return True


# the object of a comparison: "与 X 相比", "相比 X", "比 X 高", "compared with X", "relative to X", "than X"
_OBJECT = re.compile(r"(?:与|和|跟|同)([^,，;；。]{1,40}?)(?:相比|相较|比较|对比)|(?:相比于?|相较于?|比起|较之)\s*([^,，;；。]{1,30})"
                     r"|(?<![一无对好])比([^,，;；。]{1,30}?)(?=[高低快慢多少大小长短]|约|\d)"
                     r"|(?<![a-z])(?:compared (?:with|to)|relative to|versus|vs\.?|than)\s+([^,，;；。]{1,40})", re.I)


def compared_object(sentence: str) -> str:
    """The text of the objects the sentence compares with, lower-cased ("" when it names none)."""
    return " ".join(next(g for g in x.groups() if g) for x in _OBJECT.finditer(sentence)).lower()


# the row a figure is itself measured against, written right at it: "6.5 points ahead of GPT-3.5", "2.6 points short
# of GPT-3.5", "5.6 above Pythia-2.8B"; "比 OpenVPN 多 753 Mbps", "领先 GPT-3.5 16.4 个百分点"
_PREP_EN = (r"(?:(?:higher|lower|better|worse|more|less|faster|slower|larger|smaller|greater|fewer)\s+than|ahead\s+of|"
            r"short\s+of|behind|above|below|over|under|than)")
_OWN_AFTER = re.compile(r"^\s*(?:percentage\s+)?(?:points?|pts?|pp|percent|times|x)?\s*" + _PREP_EN
                        + r"\s+(?:that\s+of\s+|those\s+of\s+)?([^,,;;。]{1,40})")
_OWN_BEFORE = re.compile(r"(?:比|较)([^,,;;。比较]{1,30}?)\s*(?:高出|多出|低了|高了|多了|少了|快了|慢了|[高低快慢多少大小长短])"
                         r"[了出]?\s*(?:约|大约|近|将近)?\s*$|(?:领先|落后|超过|超出|高于|低于|快于|慢于)\s*"
                         r"([^,,;;。\d]{1,30}?)\s*(?:约|大约|近|将近)?\s*$")
# every such object in a sentence, by any figure ("… 6.5 points ahead of GPT-3.5 and 7.7 ahead of Mixtral")
_OBJECTS_EN = re.compile(r"\d(?:[\d.,]*\d)?\s*(?:%|x|×)?\s*(?:percentage\s+)?(?:points?|pts?|pp|percent|times)?\s*"
                         + _PREP_EN + r"\s+([^,,;;。]{1,40}?)(?=\s+(?:and|while|but|or)\s|[,,;;。]|\s*\[|$)")
_OBJECTS_ZH = re.compile(r"(?:比|较)([^,,;;。比较]{1,30}?)(?=\s*(?:[高低快慢多少大小长短])[了出]?\s*(?:约|大约|近|将近)?\s*\d)"
                         r"|(?:领先|落后)\s*([^,,;;。\d]{1,30}?)(?=\s*(?:约|大约|近|将近)?\s*\d)")


def own_object(m: Mention, context: str) -> str:
    """The text naming what the figure itself is compared with ("" when it names none at the figure)."""
    before = _before(m, context)
    after = context[len(before) + len((m.text or m.core).lower()):]
    got = _OWN_AFTER.match(after)
    if got:
        return got.group(1).strip()
    marks = list(_CLAUSE_MARK.finditer(before))
    got = _OWN_BEFORE.search(before[marks[-1].end():] if marks else before)
    return next((g for g in got.groups() if g), "").strip() if got else ""


_CLAUSE_OR_AND = re.compile(r"(?:[,;;::。!?!?]|" + L.COMMA + r")|(?<![a-z])(?:and|while|but|whereas)(?![a-z])|而|并且|同时|但")


def _own_clause(m: Mention, context: str) -> str:
    """The figure's own clause, cut at "and" too ("…, 6.5 points ahead of GPT-3.5 and 7.7 ahead of Mixtral")."""
    before = _before(m, context)
    marks = list(_CLAUSE_OR_AND.finditer(before))
    return context[marks[-1].end():] if marks else context


def _subject_text(sentence: str) -> str:
    """The sentence without the objects its figures are compared with: what remains names the subject."""
    for rx in (_OBJECTS_EN, _OBJECTS_ZH, _OBJECT):
        sentence = rx.sub(lambda x: x.group(0).replace(next((g for g in x.groups() if g), ""), " "), sentence)
    return sentence


def _rows_in(c: Candidate, text: str) -> tuple[set, set]:
    """For a difference of two cells of one column: the rows of the column the text names by a word no other row
    has, and the derivation's own two rows."""
    cells = _CELLS.by_ref
    if len(c.refs) != 2 or any(r not in cells for r in c.refs):
        return set(), set()
    rid, t, _row, col = c.refs[0].split(".")
    own = _CELLS.own_words.get((rid, t, col))
    if own is None:
        column = _CELLS.by_column.get((rid, t, col), ())
        seen: dict = {}
        for _r, o in column:
            for k in set(o.need[0]):
                seen[k] = seen.get(k, 0) + 1
        own = _CELLS.own_words[(rid, t, col)] = {r: [k for k in o.need[0] if seen[k] == 1] for r, o in column}
    named = {r for r, ks in own.items() if any(_word_in(k, text) for k in ks)}
    return named, {r.split(".")[2] for r in c.refs}


def _fits_objects(c: Candidate, obj: str, own: str, clause: str, m: Mention, context: str, sentence: str) -> bool:
    """A derivation fits what the sentence compares with. When the figure names its own object and that names a
    row of the derivation's column, that object decides (of the sentence's several objects, "比 IPsec 多 186 Mbps,比
    OpenVPN 多 753 Mbps", each figure has its own): the derivation has that row, and the figure's clause names no
    other subject than its other row."""
    if own and c.col_rows:
        named, mine = _rows_in(c, own)
        if named:
            if not named & mine:
                return False
            said = _rows_in(c, clause.replace(own, " "))[0] - named
            return not said or bool(said & (mine - named))
    return not (_misses_object(c, obj) or _other_subject(c, obj, m, context, sentence))


def _column_of(c: Candidate) -> tuple:
    """The (report, table, column) of a difference of two rows of one column; () for other derivations."""
    if not c.col_rows or not c.refs:
        return ()
    rid, t, _row, col = c.refs[0].split(".")
    return rid, t, col


def _subject_and_object(c: Candidate, own: str, subject: str) -> bool:
    """A difference of two rows of one column, one the figure's own object and the other the sentence's subject
    ("phi-3-medium … 6.5 points ahead of GPT-3.5 and 7.7 ahead of Mixtral"): the pair the sentence sets up, whatever
    rivals of other named rows score."""
    if not own or not c.col_rows:
        return False
    objs, mine = _rows_in(c, own)
    if len(objs & mine) != 1 or objs - mine:
        return False
    said, _ = _rows_in(c, subject)
    # (its column named too: "On sequential reads, Drive A scores 360 points below Drive B" is no overall-score gap)
    return said == mine - objs and any(has_key(k, subject) for k in _CELLS.by_ref[c.refs[0]].need[1])


# a figure of its own: not part of a name ("Net-20", "top-1", "H100", "8/64")
_FIGURE = re.compile(r"(?<![\w.\-/])\d[\d,]*(?:\.\d+)?(?![\w\-/]|\.\d)")


def _other_figures(m: Mention, sentence: str) -> list[Mention]:
    """The sentence's other figures, read in the number's unit ("…by 77.0% relative to No cache, while Local LRU cuts
    it by 52.0%": 52.0%)."""
    out = []
    for x in _FIGURE.finditer(sentence):
        digits = x.group().replace(",", "")
        try:
            v = float(digits)
        except ValueError:
            continue
        if v == m.value or v == 0 or len(digits.replace(".", "").lstrip("0")) < 2:
            continue  # (one digit matches too many derivations by chance)
        dec = len(digits.split(".")[1]) if "." in digits else 0
        out.append(replace(m, value=v, decimals=dec, scale=1.0, qualifier=None, qual_text="", vague=None,
                           half_w=None, data={}, sign="", pp=m.pp))
    return out


class _Cells:
    """The table cells of a scope (cands), read once per scope rather than per number: by ref, and by the
    (report, table) and (report, table, column) they are in."""

    def __init__(self, cands=None):
        self.cands, self.size = cands, len(cands) if cands is not None else 0
        self.by_ref = {c.refs[0]: c for c in cands or () if c.kind == "evidence" and len(c.refs) == 1 and len(c.need) > 1
                       and not c.foreign}
        self.by_table: dict = {}
        self.by_column: dict = {}
        self.own_words: dict = {}  # (report, table, column) -> {row: the words of its name no other row has}
        for ref, c in self.by_ref.items():
            rid, t, row, col = ref.split(".")
            self.by_table.setdefault((rid, t), []).append((row, col, c))
            self.by_column.setdefault((rid, t, col), []).append((row, c))


_CELLS = _Cells()


def _cells_of(cands) -> dict:
    global _CELLS
    if _CELLS.cands is not cands or _CELLS.size != len(cands):
        _CELLS = _Cells(cands)
    return _CELLS.by_ref


def _column_named(cands: list[Candidate], sentence: str):
    """A test: is a derivation of two cells of one column (or two columns of one row) of a column the sentence names
    by a word of its label? Derivations of other shapes count as named."""
    cells = _cells_of(cands)
    memo: dict = {}

    def named(c: Candidate) -> bool:
        if len(c.refs) != 2 or any(r not in cells for r in c.refs):
            return True
        out = False
        for r in c.refs:
            if r not in memo:
                memo[r] = any(has_key(k, sentence) for k in cells[r].need[1])
            out = out or memo[r]
        return out
    return named


_WRITTEN: tuple = (None, "", {})


def _written_rows(cands, sentence: str) -> dict:
    """(report, table, column) -> {row: cell} of the cells whose figure the sentence writes ("Swin-B 的 FLOPs 为
    15.4G": the Swin-B row at 224, not "Swin-B 384"); read once per sentence."""
    global _WRITTEN
    if _WRITTEN[0] is cands and _WRITTEN[1] == sentence:
        return _WRITTEN[2]
    out: dict = {}
    for ref, c in _cells_of(cands).items():
        if derive._written(c, sentence):
            rid, t, row, col = ref.split(".")
            out.setdefault((rid, t, col), {})[row] = c
    _WRITTEN = (cands, sentence, out)
    return out


def _cell_unit(c: Candidate) -> str:
    """The unit symbol of the cells a derivation is of ("" when not cells of the scope)."""
    cell = _CELLS.by_ref.get(c.refs[0]) if c.refs else None
    return cell.unit.symbol if cell is not None else ""


def _unnamed_row(c: Candidate, sentence: str) -> bool:
    """A derivation of two columns of one row whose row the sentence does not name ("ARC 上 GPT-4 … 领先 GPT-3.5 16.4
    个百分点" is no MMLU gap), unless the sentence writes both its figures."""
    if not c.row_cols or c.brief or c.refs[0] not in _CELLS.by_ref:
        return False  # (with a brief, a derivation of the sources is held to an exact figure instead)
    row = _CELLS.by_ref[c.refs[0]].need[0]
    if not row or any(has_key(k, sentence) for k in row) or _operands_written(c, sentence) >= 2:
        return False
    # a row printed as its settings ("2048/128") is named by them
    nums = {n for k in row for n in re.findall(r"\d{2,}", k)} | set(re.findall(r"\d{2,}", c.refs[0].split(".")[2]))
    if nums and all(re.search(r"(?<!\d)" + n + r"(?!\d)", sentence) for n in nums):
        return False
    # refused only when the sentence names another row of the table by a word of its own (a sentence that names no
    # row may be about every row: "Sequential reads are 550 MB/s faster than writes on every capacity")
    rid, t, r, col = c.refs[0].split(".")
    mine = set(row)
    return any(other != r and any(len(k) > 1 and has_key(k, sentence) for k in set(o.need[0]) - mine)
               for other, o in _CELLS.by_column.get((rid, t, col), ()))


_QUAL_WORDS = r"(?:about|nearly|roughly|around|almost|over|some|just|only|more than|less than|近|约|超过|逾)?"
_GOVERNED = (
    # "raised throughput by about 35%", "cut the p99 latency by 40%"
    re.compile(r"(?<![a-z])(?:rais|boost|increas|lift|improv|cut|reduc|lower|slash|trimm?|grow|grew|shrank|shrunk)"
               r"[a-z]*\s+(?:the\s+|its\s+|their\s+)?(?P<n>[a-z][\w/-]*(?:\s+[a-z][\w/-]*){0,3}?)\s+by\s+"
               + _QUAL_WORDS + r"\s*$"),
    # "throughput rose (by) about 35%", "吞吐提升约 35%", "单节点 tpmC 提升了 35%"
    re.compile(r"(?P<n>[a-z][\w/-]*(?:\s+[a-z][\w/-]*)?)\s+(?:rose|grew|fell|dropped|increased|decreased|improved"
               r"|climbed|jumped|declined|went up|went down)\s+(?:by\s+)?" + _QUAL_WORDS + r"\s*$"),
    re.compile(r"(?P<n>[a-z0-9]*[\u4e00-\u9fff]{1,6})\s*(?:提升|提高|增加|增长|下降|降低|减少|上升|缩短)了?\s*"
               + _QUAL_WORDS + r"\s*$"),
)


def governed(m: Mention, context: str) -> str:
    """The noun a change word governs right before the number ("raised throughput by about 35%", "吞吐提升约 35%"), or
    "": the column the change is of, whatever other columns the sentence names before it."""
    before = _before(m, context)
    for rx in _GOVERNED:
        g = rx.search(before)
        if g is not None:
            return g.group("n")
    return ""


def _governs_other(c: Candidate, gov: str) -> bool:
    """A derivation of two rows of one column when the noun its change word governs names another column of the
    table, by any of its words, and none of its own: "… warehouses raised throughput by 35%" is no warehouses change."""
    cells = _CELLS.by_ref
    if not gov or not c.refs or any(r not in cells or r.count(".") != 3 for r in c.refs) \
            or len({tuple(r.split(".")[:2]) for r in c.refs}) != 1:
        return False  # (of cells of one table: two rows of one column, or two columns of one row)
    rid, t = c.refs[0].split(".")[:2]
    cols = {r.split(".")[3] for r in c.refs}
    mine = set().union(*(set(cells[r].keys) for r in c.refs))
    if any(has_key(k, gov) for k in mine):
        return False
    return any(has_key(k, gov) for _, other, o in _CELLS.by_table.get((rid, t), ()) if other not in cols
               for k in set(o.keys) - mine)


def without_names(text: str, keys) -> str:
    """The text with the rows' printed names that carry a digit blanked: a column's word inside one is no name of
    that column (the "MLU" of an "MLU-Link" column in "是 MLU370-X8 的 2 倍")."""
    for k in sorted(keys, key=len, reverse=True):
        if len(k) > 3 and re.search(r"\d", k):
            text = text.replace(k, " ")
    return text


def _object_column_elsewhere(c: Candidate, obj: str) -> bool:
    """A derivation of two rows of one column when the object of the comparison (or the number's own clause) names
    another column of the table by a word of its own and not its own column ("29 points more than GPT-3.5" is no gap
    between two of GPT-4's rows; "SqueezeNet 的 Top-5 准确率高 0.3 个百分点" no Top-1 gap)."""
    cells = _CELLS.by_ref
    if not obj or not c.col_rows or c.refs[0] not in cells:
        return False
    rid, t, _row, col = c.refs[0].split(".")
    own = cells[c.refs[0]]
    mine = set(own.need[1])
    # (a word of the derivation's own rows is no other column's: "the 80-layer net" of rows printed "80 layers")
    rows = {k for r in c.refs if r in cells for k in cells[r].need[0]}
    obj = without_names(obj, rows)
    seen = set()
    for _, other, o in _CELLS.by_table.get((rid, t), ()):
        if other == col or other in seen or o.unit.symbol != own.unit.symbol:
            continue
        if not o.keyed:
            seen.add(other)  # (a column's words are every one of its cells': one cell per column is read)
        if any(has_key(k, obj) for k in set(o.need[1]) - mine - rows) \
                and not any(has_key(k, obj) for k in mine - set(o.need[1])):
            return True
    return False


def _row_pinned_elsewhere(c: Candidate, pinned: dict, sentence: str) -> bool:
    """A derivation of two rows of one column when the sentence writes the figure of a third row of that column
    that shares a name the sentence uses with one of the two ("Swin-B 的 FLOPs 为 15.4G,比 DeiT-B 少 12%": Swin-B is
    the row of 15.4G, not "Swin-B 384")."""
    if len(c.refs) != 2:
        return False
    a, b = c.refs[0].split("."), c.refs[1].split(".")
    if len(a) != 4 or len(b) != 4 or a[3] != b[3]:
        return False
    written = pinned.get((a[0], a[1], a[3]))
    if not written or a[2] in written or b[2] in written:
        return False
    cells = _CELLS.by_ref
    mine = set(cells[c.refs[0]].need[0] if c.refs[0] in cells else ()) | \
        set(cells[c.refs[1]].need[0] if c.refs[1] in cells else ())
    return any(k in mine and has_key(k, sentence) for w in written.values() for k in w.need[0])


def _other_subject(c: Candidate, obj: str, m: Mention, context: str, sentence: str) -> bool:
    """With an object named, the number's own clause names another row as its subject than the derivation's
    other row ("与无网格基线相比,Istio 让 p99 延迟增加了 6.8 毫秒" is no difference of Linkerd's)."""
    if not obj or not c.col_rows or not _has_row(c, obj):
        return False
    i, j, _rows = c.col_rows
    objs = _rows_named(c, obj)
    clause = _clause(m, context, sentence).replace(obj, " ")
    said = _rows_named(c, clause) - objs
    return bool(said) and not (said & ({i, j} - objs))


def _rows_named(c: Candidate, obj: str) -> set[int]:
    """The rows of a derivation's column named in the object text by a word of their own."""
    rows = c.col_rows[2]
    return {n for n, ks in enumerate(rows)
            if any(_word_in(k, obj) for k in ks if not any(k in o for p, o in enumerate(rows) if p != n))}


def _word_in(k: str, text: str) -> bool:
    """A Latin key as a whole word (or its plural): a row keyed "pa" is not named by "path"."""
    if not k.isascii():
        return k in text
    return re.search(r"(?<![a-z0-9])" + re.escape(k) + r"(?:s|es)?(?![a-z0-9])", text) is not None


def _has_row(c: Candidate, obj: str) -> bool:
    """One of the two rows of a derivation of one column is named in the object text."""
    return bool(c.col_rows) and bool(_rows_named(c, obj) & set(c.col_rows[:2]))


def _misses_object(c: Candidate, obj: str) -> bool:
    """The sentence compares with a row of the derivation's column that is neither of its rows ("与无网格基线相比,
    Istio 增加了 30.7 毫秒" is no difference of Istio and Linkerd)."""
    return bool(obj) and bool(c.col_rows) and bool(_rows_named(c, obj)) and not _has_row(c, obj)


def _vague_near(m: Mention, c: Candidate) -> bool:
    f = _factor(m, c)
    if f is None:
        return False
    a, b = m.vague[0] * f * m.scale, m.vague[1] * f * m.scale
    return a / 3 <= abs(c.lo) <= b * 3


_MONEY_BEFORE = re.compile(r"(?:us\$|\$|¥|￥|€|£)[ \u00a0]*$")
_MONEY_AFTER = re.compile(r"[ \u00a0]*(?:美元|美金|元|欧元|英镑|(?:us )?dollars?(?![a-z])|usd(?![a-z])|eur(?:os?)?(?![a-z])"
                          r"|yuan(?![a-z])|rmb(?![a-z])|cny(?![a-z]))")


def _money(m: Mention, context: str) -> bool:
    if m.data.get("cents") or m.qual_text and _MONEY_BEFORE.search((m.text or "")[:(m.text or "").find(m.core)]
                                                                   if m.core and m.core in (m.text or "") else ""):
        return True  # "51 cents", "under US$5"
    before = _before(m, context)
    return bool(_MONEY_BEFORE.search(before)) or bool(_MONEY_AFTER.match(context, len(before) + len(m.text or m.core)))


def plausible(m: Mention, c: Candidate) -> bool:
    """A bound (超过 400s, under 45 hours) is about a value of its size: within a factor of 2."""
    fs = _factors(m, c)
    if not fs or m.value == 0:
        return bool(fs)
    return any(abs(m.value * f) / 2 <= abs(x) <= abs(m.value * f) * 2 for f in fs for x in (c.lo, c.hi))


_SCOPE: list = [()]  # every candidate of the number being bound, before bind() narrows them (operand_and_object)


def bind(m: Mention, cands: list[Candidate], context: str, tol: float, sentence: str = "",
         labels: list[Candidate] = ()) -> Binding:
    _SCOPE[0] = cands
    if m.unit is None and _money(m, context):
        # "$10 per GB", "约合 9.4 美元": an amount of money is no cell of a unit (8 GB, 15.3 W), only a plain one
        cands, labels = [c for c in cands if c.unit.symbol == ""], ()  # (nor the number of a name: "Pi 5")
    if m.data.get("form") == "frac" and m.unit is None and _share_written(m, context):
        # "more than a third of the 1.5 bit/s/Hz", "A 的三分之一": a share, never a plain level of 0.45
        cands = [c for c in cands if c.unit.symbol == "%" or c.needs_context or _SHARE_KEYS.intersection(c.keys)]
    if m.data.get("compound"):  # "0.44 bit/s/Hz" is an amount in its compound unit: no percent, no multiple
        cands = [c for c in cands if c.unit.symbol not in ("%", "x")]
    got = _bind(m, cands, context, tol, sentence)
    lead = _lead_name(m, labels, context) if labels and m.unit is None and m.decimals == 0 and not m.qualifier else None
    if lead == "none":  # "RAID 8's P95" when the rows are RAID 1, 5, 6 and 10: a name no row has, not 8 drives
        m.data["lead_name"] = True  # (never a small count skipped: judge._is_count)
        return Binding("unsourced", runners=((got.score, got.cand),) if got.cand is not None else ())
    if lead is not None:  # "RAID 5's P95": the number of a row's name as written, whatever else it rounds to
        return Binding("verified", lead, runners=((got.score, got.cand),) if got.cand is not None else ())
    if labels and m.unit is None and m.decimals == 0 and not m.qualifier and _QD_BEFORE.search(_before(m, context)):
        # "QD1", "queue depth 1": the depth a label states ("… at iodepth 1"), whatever cell it equals ("本地盘" names
        # the local row, whose replica count is 1)
        qd = [c for c in labels if c.op == "qd" and abs(c.lo - m.value) < 1e-9]
        if qd:  # (the label of the column the clause names: "QD1 写时延" is the write latency's "at iodepth 1")
            best = max(qd, key=lambda c: (score(c, sentence or context), c.name))
            return Binding("verified", best, runners=((got.score, got.cand),) if got.cand is not None else ())
    if labels and m.decimals == 0 and not m.qualifier:
        # "all 5 benchmarks", "全部 5 个基准": a whole number before the noun of a table's rows counts them, whatever
        # cell or difference of two cells it also rounds to
        rows = _label(m, [c for c in labels if c.op == "rows"], sentence or context, got, context)
        if rows is not None:
            return Binding("verified", rows, runners=((got.score, got.cand),) if got.cand is not None else ())
    if labels and (got.status in ("unsourced", "value-mismatch", "unit-mismatch")
                   or got.status == "verified" and m.unit is None and not _shown_as(m, got.cand)):
        # "m = 1" is the label 1 rather than a measured 0.97 it only rounds to
        lab = _label(m, labels, sentence or context, got, context)
        if lab is not None:
            return Binding("verified", lab, runners=((got.score, got.cand),) if got.cand is not None else ())
    return got


_QD_BEFORE = re.compile(r"(?:(?<![a-z])qd|io ?depth|queue depth|队列深度)[ =]?$", re.I)


def _lead_name(m: Mention, labels, context: str):
    """The model label whose row's name leads with the word before the number and the number ("RAID 5" of "RAID 5
    on 4 drives")."""
    word = re.search(r"([a-z][a-z-]*)[ \u00a0]+$", m.block.text[max(0, m.start - 30):m.start].lower())
    if word is None:
        return None
    key = f"{word.group(1)} {(m.text or m.core).strip().lower()}"
    leads = 0
    for c in labels:
        if c.op != "model":
            continue
        printed = re.search(r"“([^”]*)”", c.why)
        lead = LEAD_NAME.match(printed.group(1).strip()) if printed else None
        if lead is None or lead.group(1).lower().split()[0] != word.group(1):
            continue
        leads += 1
        if abs(c.lo - m.value) < 1e-9 and " ".join(lead.group(1).lower().split()) == key:
            return c
    return "none" if leads >= 2 else None  # (rows led by that word, none by this number)


_SHARE_KEYS = frozenset({"share", "shares", "fraction", "proportion", "占比", "比例"})


def _share_written(m: Mention, context: str) -> bool:
    """A fraction word written as a share: "of" right after it, or 的 right before it."""
    before = _before(m, context)
    after = context[len(before) + len(m.text or m.core):]
    return re.match(r"[ \u00a0]+of(?![a-z])", after) is not None or before.rstrip(" \u00a0").endswith("的")


def _count_words(u: units.Unit) -> tuple[str, ...]:
    """The words that name what a counted unit counts: server, servers, 服务器, 台服务器, …"""
    got = units.COUNT_NOUNS.get(u.symbol)
    if got is None:
        return ()
    singular, plural, zh, other = got
    return tuple(w for w in (singular, plural, zh, *other) if len(w) > 1)


def _noun_after(m: Mention, c: Candidate, context: str) -> bool:
    """A word of what the rows are (the table's name column: benchmark, 基准, model) right after the number, past at
    most two other words ("7 academic benchmarks", "12 项基准")."""
    written = (m.text or m.core or "").lower()
    i = context.find(written) if written else -1
    if i < 0:
        return False
    if m.unit is not None and units.is_counted(m.unit) and m.unit_text:
        # "3 个节点" counts nodes: no rows of failures ("同时故障" after it is no noun of the count)
        return any(has_key(k, written) for k in c.need[0])
    after = context[i + len(written):i + len(written) + 40]
    head = re.match(r"[ \u00a0]*(?:[项个款种张台家组条][ \u00a0]*)?(?:[a-z0-9-]+[ \u00a0]+){0,2}[^,，;；。.]{0,12}", after)
    return bool(head) and any(has_key(k, head.group()) for k in c.need[0])


def _unit_written_after(m: Mention) -> bool:
    from engine.check.foreign import foreign_unit_written

    return bool(foreign_unit_written(m.block.text, m.start, m.end))


def _label(m: Mention, labels, sentence: str, failed: Binding, context: str = "") -> Candidate | None:
    """"from 2 to 9 layers", "m = 1", "the top 1,000 words", "3-step": a number written exactly as a table
    names a row or column (scope.label_candidates), with no measured quantity that fits. A mismatch against a
    quantity whose words are nearer than the label's stays a mismatch."""
    if m.qualifier and m.unit is not None and m.unit.dims == units.UNITS["s"].dims and not m.sign and m.vague is None:
        # "over five years", "5 年内": a span a label states ("Lifetime writes over 5 years"), the bound its own word
        labels = [c for c in labels if c.op == "span"]
    elif m.qualifier or m.sign or m.vague is not None or m.pp or m.arith is not None \
            or (m.unit is not None and m.unit.symbol == "x"):
        return None
    if m.unit is not None and m.unit.symbol == "%":
        # "at 70% load", "若 10% 的路数同时回放": only the condition a note says the measurement was taken at
        fits = [c for c in labels if c.op == "condition" and abs(c.lo - m.value * m.unit.factor) <= 1e-9
                and needs_met(c, sentence.lower())]
        best = max(fits, key=lambda c: (score(c, sentence), c.name)) if fits else None
        if best is not None and failed.status == "value-mismatch" and failed.cand is not None \
                and score(best, sentence) < score(failed.cand, sentence):
            return None  # (a percent whose words name a measured one is that one's: "utilisation reached 70%")
        return best
    half = 0.5 * 10 ** (-m.decimals) * m.scale

    def fits_label(c: Candidate) -> bool:
        if c.op == "model" and _VALUE_LINK.search(_before(m, context.lower())):
            return False  # "costs 9654": a figure, not the model number of "EPYC 9654"
        if c.op == "model" and m.unit is None and _unit_written_after(m):
            return False  # "宽 1,200 毫米": an amount in a unit the registry lacks, not the "S1 1200" of a name
        if c.op == "fleet":  # "64 V100 GPUs", "three P100 GPUs" of a hardware cell "V100x64"
            written = (m.text or m.core or "").lower()
            i = _at(written, context.lower())
            part = re.compile(r"(?<![a-z0-9])" + re.escape(c.need[0][0]) + r"(?![a-z0-9])")
            low = sentence.lower()
            if any(has_key(k, low) for k in c.need[2]) and not any(has_key(k, low) for k in c.need[1]):
                return False  # "Lark-34B … 256 Z7 GPUs": the count of another row's parts
            return m.decimals == 0 and abs(c.lo - m.value) < 1e-9 and i >= 0 and (
                part.search(written) is not None
                or part.match(context.lower(), i + len(written) + len(re.match(r"[ \u00a0]*(?:[个张块台颗][ \u00a0]*)?",
                                                                             context[i + len(written):]).group())))
        if c.op == "qd":  # "at queue depth 1", "QD1" of a label "… at iodepth 1": the depth
            return m.decimals == 0 and abs(c.lo - m.value) < 1e-9 and needs_met(c, context)  # (its noun near)
        if c.op == "fraction":  # "若同时有十分之一的路数在回放": the share a table's note says it was measured at
            return m.data.get("form") == "frac" and abs(c.lo - m.value) < 1e-9
        if c.op == "rows":  # "all 7 academic benchmarks", "12 项基准中": the table's rows, counted by their noun
            return m.decimals == 0 and abs(c.lo - m.value) < 1e-9 and _noun_after(m, c, context)
        if c.decimals != m.decimals or not needs_met(c, sentence.lower()):
            return False  # a row counted in words ("Three consumers") needs its noun near the number
        if c.unit.symbol:  # a label written with its unit ("4KB 随机读"): the same amount in the same dimension
            return m.unit is not None and m.unit.dims == c.unit.dims \
                and abs(c.lo - m.value * m.unit.factor) <= 1e-9 * abs(c.lo) + 1e-12
        if m.unit is not None and units.is_counted(m.unit):
            # "500 servers", "500 台服务器" for a column labelled "500 servers (ops/s per server)": the label counts
            # the same things (its own words name them)
            # (unless the label writes the number with a unit of its own: "client count (64 MiB objects)" is no
            # label of 64 clients; "250 tablet servers", "for one and for 16 clients" are)
            return abs(c.lo - m.value) <= half * 1e-6 + 1e-12 and any(
                has_key(w.lower(), c.why.lower()) for w in _count_words(m.unit)) and not _with_unit(c.why, m.value)
        if m.unit is not None and not m.unit.dimensionless:
            return False  # "Node-C/32 训练了 32 天": a plain label number is no time or size
        return failed.status != "unit-mismatch" and abs(c.lo - m.value) <= half * 1e-6 + 1e-12 \
            and not _noun_elsewhere(m, c, context or sentence)

    fits = [c for c in labels if fits_label(c)]
    if not fits:
        return None
    best = max(fits, key=lambda c: (score(c, sentence), c.name))
    counted = m.unit is not None and units.is_counted(m.unit)  # "500 servers": the label counts them by its noun
    if failed.status == "value-mismatch" and score(best, sentence) < score(failed.cand, sentence) and not counted \
            and best.op != "rows" and not (_label_nouns(best) and _written_as_label(m, best, context)) \
            and best.op not in ("model", "fleet", "qd", "fraction"):
        return None  # (the rows' noun is right after the number: "the 16 hashes in the table")
    return best


# a word that introduces a figure right before the number: "costs 9654", "为 9654" is a value, never a model's name
_VALUE_LINK = re.compile(r"(?:(?<![a-z])(?:at|is|was|are|were|of|costs?|priced|lists?|reach(?:es|ed)?|to|by|about|"
                         r"around|nearly|only|just|totals?|equals?|=|≈)|[为是达到约至共计近仅只])[ \u00a0]*$", re.I)


def _label_nouns(c: Candidate) -> set:
    """The nouns a label writes right after a number of c's value ("64 storage pods": storage)."""
    text = c.why.partition("“")[2].rpartition("”")[0].lower()
    return {g.group(1) for g in re.finditer(L.FIGURE_START + re.escape(c.display) + r"[ \u00a0]*(?:[台个张块颗][ \u00a0]*)?"
                                            r"([a-z][a-z-]{2,}|[\u4e00-\u9fff]{2})", text)}


def _noun_elsewhere(m: Mention, c: Candidate, context: str) -> bool:
    """A label that counts something by its noun ("64 storage pods") is no name of a number whose next words do not
    write that noun ("queue depth 64, …"); "from 1 to 500 tablet servers" writes it after the pair."""
    return bool(_label_nouns(c)) and not _written_as_label(m, c, context)


def _written_as_label(m: Mention, c: Candidate, context: str) -> bool:
    """The number is written as its label writes it: with a noun of the label after it (in either language: "200
    个任务" for "200 tasks killed"), next to a word the label writes next to it ("SQuAD 1.1", "Fall 2011" for "ImageNet
    2011 Fall"), or before the same measure word ("500 台")."""
    written = (m.text or m.core or "").lower()
    i = _at(written, context)
    if i < 0:
        return False
    after = context[i + len(written):i + len(written) + 30]
    from engine.check.scope import context_keys

    keys = context_keys(sorted(_label_nouns(c)))
    if any(has_key(k, after) for k in keys if len(k) > 1) \
            or any(not k.isascii() and (after.lstrip(" \u00a0").startswith(k) or written.rstrip(" \u00a0").endswith(k))
                   for k in keys if len(k) == 1):
        return True  # (a counter of one character right after the number: "18 层" for "18 layers")
    text = c.why.partition("“")[2].rpartition("”")[0].lower()
    before = re.search(r"([a-z][\w-]*|[\u4e00-\u9fff])[ \u00a0]*$", context[:i])
    measure = re.search(r"([台个张块颗])[ \u00a0]*$", written) or re.match(r"[ \u00a0]*([台个张块颗])", after)
    for g in re.finditer(L.FIGURE_START + re.escape(c.display) + r"(?![\d])", text):
        near = re.findall(r"[a-z][\w-]*|[\u4e00-\u9fff]", text[max(0, g.start() - 20):g.start()])[-1:] \
            + re.findall(r"[a-z][\w-]*|[\u4e00-\u9fff]", text[g.end():g.end() + 20])[:1]
        if before and before.group(1) in near:
            return True
        if measure and re.match(r"[ \u00a0]*" + measure.group(1), text[g.end():]):
            return True
    return False


def _at(written: str, context: str) -> int:
    """Where the number stands in its context (30 characters before it, or at its start)."""
    if not written:
        return -1
    i = context.rfind(written, 0, 32 + len(written))
    return i if i >= 0 else context.find(written)


def label_noun_after(m: Mention, c: Candidate, context: str) -> bool:
    """The label writes the number with a noun after it and so does the text: "250 tablet servers", "500 台 tablet
    server" for a column labelled "500 tablet servers (values/s per server)"."""
    nouns = _label_nouns(c)
    written = (m.text or m.core or "").lower()
    i = _at(written, context)
    if not nouns or i < 0:
        return False
    after = re.match(r"[ \u00a0]*(?:[台个张块颗][ \u00a0]*)?([a-z][a-z-]{2,}|[\u4e00-\u9fff]{2})",
                     context[i + len(written):i + len(written) + 30])
    return bool(after) and any(after.group(1).startswith(n.rstrip("s")) or n.startswith(after.group(1).rstrip("s"))
                               for n in nouns)


def _with_unit(text: str, v: float) -> bool:
    """Every time the text writes v in digits, a unit of measure follows it ("64 MiB")."""
    from engine.check.lexicon import UNIT_RE

    hits = [x for n in {f"{v:g}", f"{v:,g}"} for x in L.figure_re(n).finditer(text)]
    return bool(hits) and all(re.match(r"[ \u00a0]*(?:" + UNIT_RE.pattern + r")(?![A-Za-z])", text[x.end():])
                              and not re.match(r"[ \u00a0]*(?:个|台|名|[A-Za-z]+s\b)", text[x.end():]) for x in hits)


def _bind(m: Mention, cands: list[Candidate], context: str, tol: float, sentence: str = "") -> Binding:
    if m.qualifier in INEQ or m.vague is not None:
        return _bind_bound(m, cands, context, tol, sentence)
    ok = [c for c in _prefilter(m, cands, tol) if holds(m, c, tol) and anchored(m, c, context)]
    if not m.group and (_DIFF_BEFORE.search(_before(m, context))
                        or _DIFF_AFTER.match(context, len(_before(m, context)) + len(m.text or m.core))):
        # "H100 的功耗比 V100 高 300 瓦", "300 W higher than the V100", "higher than the V100 by 300 W": the amount of
        # a difference, never a level (V100's own 300 W)
        # (a report's own gain, speed-up or share is the amount: "快 3.7 倍" of a speed-up metric; so is a claim)
        ok = [c for c in ok if c.needs_context or c.kind != "evidence" or c.unit.symbol in ("%", "x")
              or m.unit is not None and m.unit.symbol in ("%", "x") or _named_gain(c)]
    if m.unit is not None and m.unit.symbol in ("M", "B", "T"):
        # "292M" for a plain column printed in millions ("MAdds (millions)") only when its column is named near it:
        # "292M parameters" is no MAdds figure
        ok = [c for c in ok if not (c.full and c.unit.symbol == "" and c.need
                                    and not any(has_key(k, context) for k in c.need[1]))]
    if any(c.brief for c in ok):
        # brief mode's derivations of the sources: an exact figure that no claim, assumption or value holds for,
        # a multiple only as a ratio (约 11 倍 is not a +1,061% change), with a word of it in the number's own clause
        # ("从 178s 降到 94s,气泡占比缩短了 47%": 47% is about the bubble, not the save time's cut)
        before = _before(m, context)
        marks = list(_CLAUSE_MARK.finditer(before))
        own = before[marks[-1].end():] if marks else before
        own += context[len(before):]
        ok = [c for c in ok if not c.brief or not (m.qualifier or m.vague is not None or m.data.get("across"))
              and not (c.op in ("change", "share") and m.unit is not None and m.unit.symbol == "x")
              and score(c, own) > 0]
        if any(not c.needs_context for c in ok):
            ok = [c for c in ok if not c.brief]
    if m.unit is None and ok and abs(m.value) < 1 \
            and _POINTS_AFTER.match(context[len(_before(m, context)) + len(m.text or m.core):]):
        # "0.5 points above Mixtral" is a difference of scores, never a percent read as a fraction (0.5 for 52.8%)
        ok = [c for c in ok if not (not c.needs_context and c.unit.symbol == "%")]
    if m.unit is None and ok:
        # a bare number ("试点 2 周" without its unit read, "2") binds to a quantity it only rounds to
        # (1.894 -> 2) only when the quantity's words are near
        ok = [c for c in ok if _shown_as(m, c) or score(c, sentence or context) > 0]
    scored = None
    sentence = sentence or context
    unplaced = None
    row_less: list[Candidate] = []
    if ok:
        # a table cell needs its row's words near, unless the number is precise enough (±0.5% or
        # better, like 420 µs) that matching a cell by chance is unlikely
        precise = m.unit is not None and _rel_half(m) <= 0.005
        # (a percent read as a plain cell in percent, "70.5%" for a bare 70.5, always needs its row's words: "by
        # 241%" is no count of 241 in another table)
        kept = [c for c in ok if (needs_met(c, sentence) or precise and c.op != "product"
                                  and not (c.unit.symbol == "" and _score_percent(m, c)))
                and both_rows(c, sentence)
                # ("scores 80.9" for 80.9% names its column too: "BN-x5 的所需步数为 73.0" is no accuracy)
                and not (_bare_score(m, c) and not _holds(m, c, tol, m.qualifier, _factor(m, c) or 1.0)
                         and not any(has_key(k, sentence) for k in (c.need[1] if len(c.need) > 1 else ())))]
        row_less = [c for c in ok if c.need and not any(c is k for k in kept)]
        if not kept and all(c.need for c in ok):
            unplaced = ok[0]
        ok = kept
        if any(c.needs_context for c in ok):
            # derivations: only the ones whose words fit the sentence best among derivations of that kind
            top_d: dict = {}
            multiple = m.unit is not None and m.unit.symbol == "x"
            # the object the sentence compares with ("与无网格基线相比", "compared with bare metal"): when a kept
            # derivation of two rows has it as a row, rivals of two rows without it are no rivals (the rows named
            # in the sentence's other clauses score higher without being the comparison)
            obj = compared_object(sentence)
            top_o: dict = {}
            top_c: dict = {}
            top_w: dict = {}  # (the best rivals whose two operands the sentence writes)
            top_col: dict = {}  # (the best rivals of each column)
            own = own_object(m, context)
            _cells_of(cands)  # (the index _rows_in reads, of this scope)
            clause = _own_clause(m, context) if own else ""
            ok = [c for c in ok if not c.needs_context or _fits_objects(c, obj, own, clause, m, context, sentence)]
            subject = _subject_text(sentence) if own else ""
            pinned = _written_rows(cands, sentence)
            gov = governed(m, context)
            ok = [c for c in ok if not (c.col_rows and _row_pinned_elsewhere(c, pinned, sentence))
                  and not _unnamed_row(c, sentence) and not _object_column_elsewhere(c, obj)
                  and not _governs_other(c, gov)
                  and not (c.col_rows and _cell_unit(c) and _object_column_elsewhere(c, _clause(m, context, sentence)))]
            # (the clause, for columns with a unit only: a plain column named in the clause is often the setting the
            # rows are at, "Switch-Base at capacity factor 1.0 runs 2.1 times as fast")
            with_obj = obj and any(_has_row(c, obj) for c in ok if c.needs_context)
            # a rival of an unnamed column does not outrank a derivation of the column the sentence names ("本地 LRU
            # 的吞吐提升了 302%,Redis 缓存提升了 200%": LRU's p99 change is no rival of Redis's throughput change)
            named_col = _column_named(cands, sentence)
            col_said = any(named_col(c) for c in ok if c.needs_context)
            others = _other_figures(m, sentence)
            # the two cells another figure of the sentence is a derivation of are that figure's, in every operation
            # (a figure that is a cell's own value, "窗口 4096", is that cell's, no derivation's)
            others = [o for o in others if not any(c.kind == "evidence" and holds(o, c, tol, qualifier=None)
                                                   for c in _prefilter(o, cands, tol))]
            taken = {frozenset(c.refs) for o in others for c in _prefilter(o, cands, tol)
                     if c.needs_context and len(c.refs) == 2 and holds(o, c, tol, qualifier=None)}
            # a rate from a time per operation the sentence writes ("每次 16.677 微秒,约合每秒 6 万次") is that time's
            timed = any(c.op == "per-second" for c in ok) and any(
                c.op == "per-second" and _operands_written(c, sentence) for c in cands if c.kind == "derivation")
            if timed:  # (and no other time's: "11.602 µs, about 106,250 reads per second" is no 9.775 µs read's)
                ok = [c for c in ok if c.op != "per-second" or _operands_written(c, sentence)]
            for c in cands:
                if timed and c.op == "per-second" and not _operands_written(c, sentence):
                    continue
                # a rival is a derivation the number could be written as (in its unit: "2.2 个百分点" is no share or
                # difference of parameter counts): a multiple only for a number written as one ("loses 4.3 points of average accuracy" is no difference of a speed-up column's multiples);
                # a count times a value (brief mode) competes with its own kind, when its count is written; a
                # sentence's own derivation (derive.py) with its own operation's, when written and of the number's size
                # (a derivation that could not be bound itself, of a row the sentence does not name, is no rival)
                if c.needs_context and (c.unit.symbol == "x") == multiple and _rival_unit(m, c, context, cands) \
                        and not _governs_other(c, gov) \
                        and _factors(m, c) and frozenset(c.refs) not in taken and (not col_said or named_col(c)) \
                        and both_rows(c, sentence) and _columns_in_clause(m, c, context, sentence) \
                        and (_family(c) == "" or _family(c) == "product" and _op_near(m, c, context, sentence)
                             or plausible(m, c) and _op_near(m, c, context, sentence)):
                    k = (c.unit.dims, _family(c))
                    top_d[k] = max(top_d.get(k, 0), score(c, sentence))
                    if len(c.refs) == 2 and _operands_written(c, sentence, 2, alone=True) >= 2:
                        top_w[k] = max(top_w.get(k, 0), score(c, sentence))
                    if _column_of(c):
                        top_col[(k, _column_of(c))] = max(top_col.get((k, _column_of(c)), 0), score(c, sentence))
                    if own:  # (by column: a pair the sentence sets up outranks other pairs of its own column only)
                        kc = (k, _column_of(c))
                        top_c[kc] = max(top_c.get(kc, 0), score(c, sentence))
                    if with_obj and (not c.col_rows or _has_row(c, obj)):
                        top_o[k] = max(top_o.get(k, 0), score(c, sentence))

            def _top_elsewhere(c):
                k, col = (c.unit.dims, _family(c)), _column_of(c)
                return max((v for (k2, c2), v in top_c.items() if k2 == k and c2 != col), default=0)

            def _top(c):
                k = (c.unit.dims, _family(c))
                return top_o.get(k, 0) if with_obj and _has_row(c, obj) else top_d.get(k, 0)
            # (a derivation the number holds for whose two operands the sentence writes is no lesser rival of one
            # named by more words: "at 1.2 GHz, 20% faster than the 1.0 GHz of the e75" beside "120 Tensix cores")
            ok = [c for c in ok if not c.needs_context or ((0 < score(c, sentence) >= _top(c)
                                                            or _subject_and_object(c, own, subject)
                                                            and score(c, sentence) >= _top_elsewhere(c)
                                                            or 0 < score(c, sentence) and len(c.refs) == 2
                                                            and _operands_written(c, sentence, 2, alone=True) >= 2
                                                            and score(c, sentence) >= top_w.get((c.unit.dims, _family(c)), 0)
                                                            and score(c, sentence) >= top_col.get(
                                                                ((c.unit.dims, _family(c)), _column_of(c)), 0)
                                                            and _each_row_named(c, sentence)
                                                            or 0 < score(c, sentence) and operands_around(c, m, context, sentence)
                                                            and _each_row_named(c, sentence)
                                                            or 0 < score(c, sentence) and operand_and_object(c, m, context, cands)
                                                            or 0 < score(c, sentence) and _variant_pair(c)
                                                            and _operands_written(c, sentence, 2, alone=True) >= 2
                                                            and score(c, sentence) >= top_w.get((c.unit.dims, _family(c)), 0))
                                                           and _op_near(m, c, context, sentence)
                                                           and _rival_unit(m, c, context, cands))]
    if ok:
        pairs = [(score(c, context), c) for c in ok]
        if pairs:
            top = max(s for s, _ in pairs)
            best = [c for s, c in pairs if s == top]
            best.sort(key=_pref)
            chosen = best[0]
            # a match only by coincidence: no word of it near, but another quantity's words are
            threshold = 3 if m.qualifier in INEQ else 6
            if top == 0:
                scored = _near(m, cands, context, exclude=ok)
            if top == 0 and scored and scored[0] >= threshold and not any(c.same_value(scored[1]) for c in ok) \
                    and scored[1].unit.dims == chosen.unit.dims and not holds(m, scored[1], tol) \
                    and max(score(c, sentence) for c in ok) <= score(scored[1], context):
                # (unless its words are in the sentence, more of them than the other's near it: "BERT-Large
                # lifts the CoLA score from 45.4 (OpenAI GPT) to 60.5")
                    return Binding(_failure_kind(m, scored[1]), scored[1], score=scored[0],
                                   runners=tuple((score(c, context), c) for c in best[:3]))
            if all(c.needs_context for c in best):  # derivations alike near the number: the one whose operands
                # the sentence writes ("averages 59.8, 0.6 points above …" is 59.8 − 59.2, not 63.6 − 63.0)
                best.sort(key=lambda c: (not operands_around(c, m, context, sentence), -_operands_written(c, sentence),
                                         -_operands_written(c, sentence, 2),
                                         distance(m, c), _pref(c)))
            else:  # (ties of one value: the one whose row the sentence names, "The Yitian 710 … 307.2 GB/s")
                best.sort(key=lambda c: (distance(m, c), _pref(c)[0],
                                         -sum(has_key(k, sentence) for k in (c.need[0] if c.need else ())), _pref(c)[1]))
            chosen = best[0]
            ranked = sorted(((s_, c) for s_, c in pairs if c is not chosen),
                            key=lambda p: (-p[0], distance(m, p[1]), _pref(p[1])))
            runners = tuple(ranked[:3])
            if (m.qualifier in QUALIFIED or m.vague is not None) and not m.data.get("across") and m.arith is None:
                # 约 / nearly / up to, and a vague amount ("hundreds of seconds", 数百秒): bound by context first,
                # judged against that quantity only
                rival = _context_first(m, cands, context, top)
                if rival is not None:
                    return Binding("qualifier-violation", rival, score=score(rival, context), runners=runners)
                if top == 0 and not chosen.needs_context and not _sentence_first(m, chosen, cands, sentence):
                    return Binding("unsourced", runners=runners)  # a derivation's words were required in its sentence
            for c in best[1:]:
                if not c.same_value(chosen) and not (c.refs and c.refs == chosen.refs) \
                        and not c.needs_context and not chosen.needs_context \
                        and m.qualifier is None and distance(m, c) - distance(m, chosen) <= _rel_half(m) / 4:
                    return Binding("ambiguous", chosen, c, top, runners=runners)
            alts = tuple(c for s_, c in pairs if c is not chosen and c.same_value(chosen))
            return Binding("verified", chosen, score=top, alts=alts, runners=runners)
    if row_less:
        got = _cell_of_column(m, row_less, cands, sentence, tol, _from_of_pair(m, context, sentence))
        if got is not None:
            return got
    # no quantity supports the number: find the one it was probably meant to be
    if m.unit is not None and m.vague is None:
        v = abs(m.value)
        w = 0.02 * v + m.half
        near_digits = [c for c in cands if not c.needs_context and c.unit.factor and anchored(m, c, context)
                       and not ("stated" in c.tags and m.unit.symbol == "%")  # (77% is no 77 °C written wrong)
                       and (abs(abs(c.lo) / c.unit.factor - v) <= w or abs(abs(c.hi) / c.unit.factor - v) <= w)]
        for c in sorted(near_digits, key=_pref):
            if numeric_match_other_unit(m, c):
                return Binding("unit-mismatch", c)
    if m.qualifier:
        plain = [c for c in could_hold(cands, m, tol) if holds(m, c, tol, qualifier=None) and not c.needs_context
                 and anchored(m, c, context)]
        if plain:
            plain.sort(key=_pref)
            return Binding("qualifier-violation", plain[0], runners=tuple((score(c, context), c) for c in plain[1:4]))
    if unplaced is not None:
        return Binding("unsourced", other=unplaced, runners=((score(unplaced, context), unplaced),))
    if scored is None:
        scored = _near(m, cands, context)
    if scored and not holds(m, scored[1], tol):  # never "0.97 ≠ … 0.97": an equal value is no mismatch
        return Binding(_failure_kind(m, scored[1]), scored[1], score=scored[0], runners=scored[2])
    return Binding("unsourced", runners=scored[2] if scored else ())


def _rival_unit(m: Mention, c: Candidate, context: str, cands) -> bool:
    """A derivation a number written without its unit could be: "loses 4.3 points" is no percent change or share (a
    bare fraction of 1 or more of a change is written as a percent or a multiple), "高 0.9 分" no change, share or
    difference of two speed-up multiples (points are a difference of scores). A rival that cannot be the number must
    not outrank the one that is, and the number is never bound to it."""
    if m.pp and c.unit.symbol == "" and c.decimals == 0 and abs(c.lo) >= 100:
        return False  # "3.2 percentage points" is a difference of percents or scores, no gap of 40,000 warehouses
    if m.unit is not None:
        return True
    before = _before(m, context)
    points = _POINTS_AFTER.match(context[len(before) + len(m.text or m.core):]) is not None
    if c.op in ("change", "share") and c.unit.symbol == "%":
        return abs(m.value) < 1 and not points  # "0.4 points more" is a difference of scores, never 40%
    return not (points and c.unit.symbol == "x")  # "高 1.1 分" is no difference of two speed-up multiples


_UNITS: dict = {}


def _of_multiples(c: Candidate, cands) -> bool:
    """A derivation of two values printed as multiples (a speed-up column's 2.4x and 1.8x)."""
    got = _UNITS.get(id(cands))
    if got is None or got[0] is not cands:
        got = _UNITS[id(cands)] = (cands, {o.refs[0]: o.unit.symbol for o in cands
                                           if o.kind == "evidence" and len(o.refs) == 1 and not o.written})
        if len(_UNITS) > 8:
            del _UNITS[next(iter(_UNITS))]
    return bool(c.refs) and all(got[1].get(r) == "x" for r in c.refs)


_POINTS_AFTER = re.compile(r"[ \u00a0]*-?(?:points?(?![a-z])|分(?![钟之])|个点)")


_OPERAND = re.compile(r"\d[\d,]*(?:\.\d+)?")
_OPERAND_UNIT = re.compile(r"(\d[\d,]*(?:\.\d+)?)(?:[ \u00a0]?([^\s\d÷−×+()=·,]+))?")


def _operands_written(c: Candidate, sentence: str, digits: int = 3, alone: bool = False) -> int:
    """How many of a derivation's operands (the figures of its "= a − b" account) the sentence writes, each of three
    significant characters or more (derive._written); alone: as figures of their own, not inside a name ("CL22")."""
    shown = c.why.partition("·")[0]
    plain = _plain(sentence)  # "2451" writes the 2,451 of the account, "151.2 万" its 1,512,000
    n = 0
    before = r"(?<![\w.])(?<!\d,)" if alone else L.FIGURE_START
    ops: dict = {}  # (one figure once: "1,000TB ÷ 1,000GB" writes 1,000 once)
    for x in _OPERAND_UNIT.finditer(shown):
        ops.setdefault(x.group(1).replace(",", ""), x.group(2))
    for d, sym in ops.items():
        # (a short figure is written only with its unit: "from 42 ms … to 55 ms", not any 42 of the sentence)
        short = len(d.replace(".", "").lstrip("0")) < digits
        if short and not (sym and (len(sym) >= 2 or sym == "%")):
            continue  # (nor a name's: "Llama 2 13B" writes no 13 billion parameters)
        after = r"[ \u00a0]?" + re.escape(sym) + r"(?![a-z])" if short else L.FIGURE_END
        if re.search(before + re.escape(d) + after, plain, re.I if short else 0):
            n += 1
    return n


_THOUSANDS = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")
_SCALED = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)(?:\s*(万|亿|million|billion)|(K|M)(?=[ \u00a0]*(?:iops|ops|[^a-z]|$)))"
                     r"(?![a-z])", re.I)
_SCALE = {"万": 4, "亿": 8, "million": 6, "billion": 9, "k": 3, "m": 6}
_WORD_SCALED = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*(万|亿|million|billion)(?![a-z])()", re.I)


def _decimal_text(v: Decimal) -> str:
    """A figure as an account writes it: no exponent, no trailing zeros ("1512000", "2.5")."""
    return format(v.quantize(1) if v == v.to_integral_value() else v.normalize(), "f")


def _plain(text: str, letters: bool = False) -> str:
    """The text's figures as an account writes them: no thousands separators, a scale word multiplied out ("151.2 万
    次/秒" is the 1,512,000 of a table printed in ops/s; "3.3 million" its 3,300,000); with `letters`, a scale letter
    glued to the digits too ("640K IOPS" is 640,000)."""
    def out(x: re.Match) -> str:
        return _decimal_text(Decimal(x.group(1)).scaleb(_SCALE[(x.group(2) or x.group(3)).lower()]))
    return (_SCALED if letters else _WORD_SCALED).sub(out, _THOUSANDS.sub("", text))


def operands_around(c: Candidate, m: Mention, context: str, sentence: str = "") -> bool:
    """The last two figures before the number (or the figures on each side of it) are a two-operand derivation's operands, in either order ("draws 350 W
    against 250 W, 40% more"): that pair is the one the number is of, though an earlier pair of the sentence is
    named by more words ("512 TOPS … 256 TOPS")."""
    if len(c.refs) != 2:
        return False
    before, rest = _around(m, context, sentence)
    ops = sorted(dict.fromkeys(x.replace(",", "") for x in _OPERAND.findall(c.why.partition("·")[0])))
    plain = _plain(before)
    # (a count between is no operand: "1.76 GB/s; at 1,024 clients that falls to 0.17 GB/s")
    figs = [x.group().replace(",", "") for x in _OPERAND.finditer(plain)
            if x.group().replace(",", "") in ops or not derive._counts(plain[x.end():x.end() + 16])]
    after = [x.replace(",", "") for x in _OPERAND.findall(_plain(rest))]
    # (or one on each side: "draws 350 W, 40% more than the 250 W of the X8")
    return len(ops) == 2 and (len(figs) >= 2 and sorted(figs[-2:]) == ops
                              or len(figs) >= 1 and len(after) >= 1 and sorted((figs[-1], after[0])) == ops)


# the object a multiple or share is "of": "约为平均值的 3.1 倍", "是 3 个节点时的 3.7 倍"; "3.1 times the mean"
_OF_OBJECT_ZH = re.compile(r"(?:是|为|相当于|达到?|仅|只有)\s*([^,，;；。:：\d]{1,24}?)的\s*(?:约|大约|近|将近|接近)?\s*$")
_OF_OBJECT_EN = re.compile(r"^\s*(?:times|x|×)?\s*(?:that\s+of\s+|those\s+of\s+|as\s+\w+\s+as\s+)?(?:the\s+|its\s+|their\s+)?"
                           r"([^,;。]{1,40})", re.I)


_SHARE_OBJECT_EN = re.compile(r"^\s*(?:%|percent|per cent)?\s*of\s+(?:what\s+|that\s+of\s+|those\s+of\s+)?"
                              r"(?:the\s+|its\s+|their\s+)?([^,;。]{1,40})", re.I)
_COMPARATIVE_AFTER = re.compile(r"\s*(?:times|x|×)?\s*(?:(?:more|less|fewer)\s+)?[a-z]+\s+(?:than|as)(?![a-z])", re.I)


def operand_and_object(c: Candidate, m: Mention, context: str, cands) -> bool:
    """A multiple or share right after the figure it divides, whose own object names the divisor by words the
    dividend lacks ("P99.99 也只有 210 微秒,约为平均值的 3.1 倍", "210 µs, 3.1 times the mean"): the pair the number is
    of, though a pair of another column is named by more of the sentence's words."""
    if len(c.refs) != 2 or c.op not in ("ratio", "share"):
        return False
    context = m.data.get("named_ctx") or context  # (a row named by its value, "1 MB shards", as its words)
    before = _before(m, context)
    after = context[len(before) + len(m.text or m.core):]
    got = _OF_OBJECT_ZH.search(before) if m.unit is not None and m.unit.symbol == "x" or c.op == "share" else None
    lead = before[:got.start()] if got is not None else before
    if got is None and m.unit is not None and m.unit.symbol == "x" and not _COMPARATIVE_AFTER.match(after) \
            and after.lstrip()[:1].isascii():
        # ("2.9 times faster than HNSW's build" is a comparison, no object; "两倍多的 Llama" is a modifier, no object)
        got = _OF_OBJECT_EN.match(after)
    if got is None and c.op == "share" and after.lstrip()[:1].isascii():
        got = _SHARE_OBJECT_EN.match(after)  # "6.1 GB/s, roughly a quarter of what 1 MB shards deliver"
    if got is None:
        return False
    obj = got.group(1)
    figs = [x.replace(",", "") for x in _OPERAND.findall(_plain(lead))]
    ops = [x.replace(",", "") for x in _OPERAND.findall(c.why.partition("·")[0])]
    if len(ops) != 2 or not figs or figs[-1] != ops[0] or ops[0] == ops[1] or ops[1] in figs[-1:]:
        return False
    num, div = c.refs if c.op == "ratio" else c.refs[::-1]  # (a share is b ÷ a)
    peers = _peers(div, cands)
    if div not in peers:  # (a fraction's candidates are narrowed to shares: its column's cells are in the scope)
        peers = _peers(div, _SCOPE[0])
    if num not in peers or div not in peers:
        return False

    def own(ref: str) -> set:  # the words that name one value of its column (or metric) and no other
        return set(peers[ref].keys).difference(*(peers[r].keys for r in peers if r != ref))
    return any(has_key(k, obj) for k in own(div)) \
        and not any(has_key(k, obj) for r in peers if r != div for k in own(r))


def _variant_pair(c: Candidate) -> bool:
    """A derivation of two variants of one metric ("fob" and "steady"): both written, they name it as two rows do."""
    parts = [r.split(".") for r in c.refs]
    return len(parts) == 2 and all(len(p) == 3 for p in parts) and parts[0][:2] == parts[1][:2]


def _peers(ref: str, cands) -> dict:
    """The values of ref's column (a cell's; its row's for key→value tables) or metric (a variant's), by name."""
    parts = ref.split(".")
    if len(parts) == 4:
        same = lambda p: len(p) == 4 and p[:2] == parts[:2] and p[3] == parts[3]  # noqa: E731
    elif len(parts) == 3:
        same = lambda p: len(p) == 3 and p[:2] == parts[:2]  # noqa: E731
    else:
        return {}
    return {o.name: o for o in cands if o.kind == "evidence" and same(o.name.split("."))}


def _around(m: Mention, context: str, sentence: str) -> tuple[str, str]:
    """The text before the number and the rest of its clause after it: from its sentence when the context is found
    there (the context may start or end inside a figure, "61,500" cut to "500", "9,800" to "9", and holds only 30
    characters before the number), else from the context."""
    before = _before(m, context)
    rest = context[len(before) + len(m.text or m.core):]
    i = sentence.find(context) if sentence else -1
    if i >= 0:
        j = i + len(before) + len(m.text or m.core)
        end = _CLAUSE_TEXT.search(sentence, j)
        rest = sentence[j:end.start() if end else len(sentence)]
        before = sentence[:i] + before
    return before, rest


def _listed_after(c: Candidate, m: Mention, context: str, sentence: str) -> bool:
    """A share's two figures listed in a parenthesis right after it, the part first ("23% (61,500 vs 268,000)")."""
    if sentence.find(context) < 0:
        return False
    rest = _around(m, context, sentence)[1]
    paren = re.match(r"[^\d(（,，;；]{0,40}[(（]", rest)  # ("87% of its sequential read speed (6.1 of 7.0 GB/s)")
    ops = [x.replace(",", "") for x in _OPERAND.findall(c.why.partition("·")[0])]
    after = [x.replace(",", "") for x in _OPERAND.findall(_plain(rest[paren.end():]))] if paren else []
    return len(ops) == 2 and after[:2] == ops


def _family(c: Candidate) -> str:
    """Derivations compete with their own kind: those of two values (ratio, change, difference, share), a count
    times a value (brief mode), and each operation of a sentence's own (derive.py: a sum or a mean of the rows it
    names, a value per or times a count it writes)."""
    if c.named:  # a pair only its sentence names: among themselves, or they would outrank a table's own pairs
        return "named"
    return c.op if c.op in ("product", "per-second", "at") or c.op in derive.OPS else ""


def _from_of_pair(m: Mention, context: str, sentence: str = "") -> bool:
    before = _before(m, context)
    return L.starts_change(before, context[len(before) + len(m.text or m.core):], sentence or context)


def _cell_of_column(m: Mention, row_less: list[Candidate], cands: list[Candidate], sentence: str,
                    tol: float, start: bool = False) -> Binding | None:
    """A table cell the number equals, but whose row is not named near it ("from 2 to 9 layers", "a loss of
    0.5"). When the sentence names another row of the same column, the number is about that row: a
    mismatch against its cell. When it names no row of that column but a word of the column, the number is
    the column's value: verified. Otherwise None (unsourced, as before)."""
    for c in row_less:
        parts = c.name.split(".")
        if len(parts) != 4 or c.op == "product":  # a count times a cell is not the cell's column
            continue
        named = [o for o in cands if o.need and o is not c and len(o.name.split(".")) == 4 and not o.foreign
                 and o.name.split(".")[:2] == parts[:2] and o.name.split(".")[3] == parts[3]
                 and needs_met(o, sentence)]
        # a named row whose own value is written in the sentence is that number's row, not this one's:
        # "从此前最好的 35.0 提升到 BERT-Large 的 60.5"
        hits = [{k for k in o.need[0] if has_key(k, sentence)} for o in named]
        named = [o for o, h in zip(named, hits) if not any(h < h2 for h2 in hits)]  # "bert" is BERT-Large's here
        written = [o for o in named if _value_written(o, sentence)]
        named = [o for o in named if o not in written]
        if start and written:
            named = []  # "加入 torch.compile 后,每卡吞吐从 6,258 提升到 6,674": the named row is where it goes to; it
            # starts from another row of the column
        if named:
            if not any(holds(m, o, tol) for o in named):
                return Binding("value-mismatch", named[0], runners=((score(c, sentence), c),))
            continue
        if any(o is not c and o.name.split(".")[:2] == parts[:2] and o.name.split(".")[3] == parts[3]
               and not o.same_value(c) for o in row_less):
            continue  # "about 7.2 GB a second" of a column holding 7.0 and 7.2: which row's is not written
        if m.unit is not None and units.is_counted(m.unit) and _other_table_named(m, c, cands, sentence):
            continue  # "The S8 holds 12 M.2 drives": a row of the report's other table is what the figure is about
        counting = m.unit is not None and units.is_counted(m.unit) and units.is_counted(c.unit) \
            and m.unit.dims == c.unit.dims
        if counting and _own_count_metric(m, c, cands, sentence) \
                and not any(has_key(k, sentence) for k in c.need[1] if k not in units.noun_words(m.unit.symbol)):
            continue  # "一共只换了 2 块硬盘" when the report counts the drives replaced (3): no row's 2 drives
        if any(has_key(k, sentence) for k in c.need[1]) or counting:
            # (a count written with its noun names a column that counts that noun: "64 卡" of a Cards column)
            return Binding("verified", c, runners=tuple((score(o, sentence), o) for o in row_less if o is not c)[:3])
    return None


def _own_count_metric(m: Mention, c: Candidate, cands: list[Candidate], sentence: str) -> bool:
    """c's report states a count of the noun m counts as a metric of its own (the drives replaced in a trial), and
    the sentence names it by a word other than the noun (试用, trial)."""
    nouns = units.noun_words(m.unit.symbol)
    return any(o.kind == "evidence" and len(o.refs) == 1 and o.refs[0].count(".") == 1 and o.reports == c.reports
               and o.unit.dims == m.unit.dims and units.is_counted(o.unit)
               and any(has_key(k, sentence) for k in o.keys if k not in nouns and len(k) > 1) for o in cands)


def _other_table_named(m: Mention, c: Candidate, cands: list[Candidate], sentence: str) -> bool:
    """The sentence names a row of another table of c's report by a word of that row ("S8" of a NAS row), and that
    row counts what the figure counts (its drive slots)."""
    rid, table = c.name.split(".")[:2]
    return any(o.need and o.kind == "evidence" and len(o.refs) == 1 and o.refs[0].count(".") == 3
               and (o.unit.dims == m.unit.dims and units.is_counted(o.unit)
                    or not o.unit.symbol and len(o.need) > 1 and any(has_key(k, sentence) for k in o.need[1]))
               and o.refs[0].split(".")[:2] != [rid, table] and o.refs[0].startswith(rid + ".")
               and any(len(k) > 1 and has_key(k, sentence) for k in o.need[0]) for o in cands)


def _value_written(c: Candidate, sentence: str) -> bool:
    d = re.match(r"[\d,]+(?:\.\d+)?", c.display)
    return bool(d) and re.search(L.FIGURE_START + re.escape(d.group()) + r"(?![\d]|\.\d)", sentence) is not None


def _context_first(m: Mention, cands: list[Candidate], context: str, top: int) -> Candidate | None:
    """A quantity of the number's kind and size (within a factor of 2) whose words fit the context better than
    those of every quantity the qualified number holds for: "平均读吞吐约 5 TiB/s" is about the average, and
    the peak 5.2 TiB/s does not make it true."""
    best = None
    for c in cands:
        if c.needs_context or c.written or _factor(m, c) is None or not plausible(m, c) \
                or not needs_met(c, context) or not anchored(m, c, context) or _count_for_percent(m, c):
            continue
        s = score(c, context)
        if s > top and (best is None or (s, -distance(m, c)) > best[0]):
            best = ((s, -distance(m, c)), c)
    return best[1] if best else None


def _count_for_percent(m: Mention, c: Candidate) -> bool:
    """"约为异步复制的 54%" is no statement about a whole plain number such as 1 producer or a pipeline depth of 16:
    a percent is judged against such a cell only when it holds for it (a score printed bare), never as its rival."""
    return m.unit is not None and m.unit.symbol == "%" and c.kind == "evidence" and c.unit.symbol == "" \
        and c.decimals == 0 and float(c.lo).is_integer()


_THAN = re.compile(r"(?<![a-z])(?:than|compared (?:with|to)|relative to|versus|vs\.?)(?![a-z])|比|相比|相较", re.I)


def _sentence_first(m: Mention, c: Candidate, cands: list[Candidate], sentence: str) -> bool:
    """"DistilBERT was trained on 8 V100 GPUs for about 90 hours": a qualified number whose few words around it name
    nothing is about what its sentence names (the verb further back), when the quantity it holds for is named there
    and no quantity of its kind and size is named better."""
    s = score(c, sentence)
    return s > 0 and _context_first(m, cands, sentence, s) is None


def _best_derivations(m: Mention, cands: list[Candidate], context: str, sentence: str) -> list[Candidate]:
    """The derivations of the number's kind whose words fit the sentence best, with a word of their operation
    near the number (the same test as for an exact number)."""
    ds = [c for c in cands if c.needs_context and _factor(m, c) is not None]
    if not ds:
        return []
    top = max(score(c, sentence) for c in ds)
    best = [c for c in ds if top > 0 and score(c, sentence) == top and _op_near(m, c, context, sentence)
            and both_rows(c, sentence)]
    # (and the pair written on each side of it or just before it: "61,500 IOPS are more than six times Longhorn's
    # 9,800", though another Longhorn row is named by as many words)
    # (or the pair a multiple's own object names: "580 µs with iSCSI, more than 5 times the local figure")
    return best + [c for c in ds if not any(c is b for b in best) and 0 < score(c, sentence)
                   and (operands_around(c, m, context, sentence) or operand_and_object(c, m, context, cands))
                   and _op_near(m, c, context, sentence)]


def _without_own(m: Mention, sentence: str) -> str:
    """The sentence with the number's own figure blanked (its first occurrence)."""
    own = (m.core or m.text or "").lower()
    i = sentence.find(own) if own else -1
    return sentence if i < 0 else sentence[:i] + " " * len(own) + sentence[i + len(own):]


def _bind_bound(m: Mention, cands: list[Candidate], context: str, tol: float, sentence: str = "") -> Binding:
    """超过 400s, under 45 hours: a bound is about one quantity. It is the one whose words are near
    (ties: the closest value); the bound must hold for it. Any quantity that merely satisfies the
    inequality is not enough: almost everything is 'under 10 hours'."""
    named = sentence.rpartition("\x1f")[2] if "\x1f" in sentence else ""  # rows the sentence names by a value
    if m.unit is None and m.vague is None and sentence \
            and _POINTS_AFTER.match(context[len(_before(m, context)) + len(m.text or m.core):]):
        # "by under 2 points, 784.17 to 782.35": a bound in points is on a difference of two scores
        diffs = [c for c in cands if c.needs_context and c.op == "diff" and _factor(m, c) is not None
                 and plausible(m, c) and both_rows(c, sentence)]
        top = max((score(c, sentence) for c in diffs), default=0)
        pool = sorted((c for c in diffs if score(c, sentence) == top), key=lambda c: (distance(m, c), _pref(c)))
        if top == 0 or not pool:
            return Binding("unsourced")
        return Binding("verified" if holds(m, pool[0], tol) else "qualifier-violation", pool[0])
    own = _clause(m, context, sentence) if sentence else context  # the row may be named early in the clause
    pool = [c for c in cands if not c.needs_context and _factor(m, c) is not None
            and (needs_met(c, context) or named and _row_named(c, named)) and anchored(m, c, context)]
    far = [c for c in cands if c.need and not c.needs_context and _factor(m, c) is not None and needs_met(c, own)
           and not any(c is p for p in pool) and anchored(m, c, context)]
    pool += _named_by_own_word(far, cands, own)
    if not any(c.need for c in pool):  # no row named in its clause: one set at the start of its sentence
        pool += _named_by_own_word([c for c in cands if not c.needs_context and _factor(m, c) is not None
                                    and _row_set_column_said(c, sentence, own) and anchored(m, c, context)],
                                   cands, sentence)
    if m.vague is None and m.qualifier in INEQ and _EVERY.search(sentence or context):
        # the rows named together (by a word they share: "All three KVX tiers"), else every row of the column
        every = _bound_on_named_rows(m, pool + [c for c in far if not any(c is p for p in pool)], sentence or context, tol)
        if every is None and not any(c.need for c in pool):
            every = _bound_on_every_row(m, cands, sentence or context, tol)
        # "各型号最大功耗不超过 25W,QLC 的 J5100 更低": the bound's clause says all (the 均 of 平均 says no "all")
        alone = _clause_alone(m, own)
        if every is None and _EVERY.search(alone.replace("平均", " ")) \
                and not any(has_key(k, alone) for c in pool for k in (c.need[0] if c.need else ())):
            every = _bound_on_every_row(m, cands, alone, tol)
            if every is not None and every.cand is not None and not plausible(m, every.cand):
                every = None  # ("Each transaction runs more than 20 queries" is no bound on 124,200 queries/s)
        if every is not None:
            return every
    if m.vague is None and sentence and (m.unit is not None or m.half_w is not None) \
            and (_THAN.search(context.replace(m.qual_text.lower(), " ") if m.qual_text else context) or not any(c.kind == "evidence" and m.unit is not None
                                                  and c.unit.symbol == m.unit.symbol for c in pool)):
        # "over 5x faster than zlib": a bound on a derivation the sentence names best, unless the reports state
        # figures of that unit themselves ("Relative latency: 4.2x"): then the bound is about a stated one; a
        # comparison with another row ("over 7x faster than zlib -1") is about the two, whatever else is stated
        sentence_best = [c for c in _best_derivations(m, cands, context, sentence)
                         if not (m.unit is not None and m.unit.symbol == "x" and c.unit.symbol == "%")]  # 7x is no 680%
        pool += sentence_best
    elif m.vague is None and sentence and (m.unit is not None or m.half_w is not None):
        # "24 hours … and just 5 seconds, a speed-up of over 17,000 times": a derivation of two figures the sentence
        # writes, beside a stated speed-up of another comparison
        others = _without_own(m, sentence)  # (the bound's own figure is no operand: "more than 57.1%, … 95.0%")
        sentence_best = [c for c in _best_derivations(m, cands, context, sentence)
                         if _operands_written(c, others, 1) >= 2
                         and not (m.unit is not None and m.unit.symbol == "x" and c.unit.symbol == "%")]
        pool += sentence_best
    else:
        sentence_best = []
    if not pool:
        return Binding("unsourced")
    if m.unit is not None and m.unit.symbol not in ("x", "%") and _AMOUNT_BEFORE.search(_before(m, context)):
        # "cut time to first token by more than 250 ms", "缩短了 250 ms 以上": an amount of change, no level
        pool = [c for c in pool if c.needs_context]
        if not pool:
            return Binding("unsourced")
    near = [c for c in pool if (plausible(m, c) if m.vague is None else _vague_near(m, c))]
    k = max(context.rfind(ch) for ch in ",,;;:")
    clause = context[k + 1:] if k >= 0 else context  # "不到 100s,原有存储超过 100s": its own clause counts more
    if near and m.vague is None:
        # "Sort peaked at over 30 GB/s" when sort's peak is 13: the quantity the words name, however far, is the one
        # judged (not grep's 30, merely plausible); only one named by more words than any plausible one
        fit = lambda c: score(c, context) + 2 * score(c, clause)  # noqa: E731
        named = max(pool, key=lambda c: (fit(c), -distance(m, c)))
        said = (m.unit_text or "").lower() + " " + context[len(_before(m, context)) + len(m.text or m.core):][:12]
        near_keys = {k for c in near for k in c.keys}
        if fit(named) > 0 and fit(named) > max(fit(c) for c in near) and not any(named is c for c in near) \
                and not named.needs_context and named.kind == "evidence" and len(named.refs) == 1 \
                and named.refs[0].count(".") == 1 \
                and any(len(k) > 1 and k not in near_keys and has_key(k, own) for k in named.keys) \
                and not any(k in said for c in near for k in c.keys if len(k) > 3) \
                and not any(holds(m, c, tol) and _operands_written(c, _without_own(m, sentence), 1) >= 2
                            for c in sentence_best):
            # (a report's metric named by a word of its own that no plausible one has: "sort", not a row's words)
            # (unless the words written with the number name a plausible one: "under 35 GFLOPs" is FLOPs)
            if not holds(m, named, tol):  # (where it holds, the plausible ones are judged as before: a bound
                # never verifies against a quantity far from it)
                return Binding("qualifier-violation", named, score=score(named, context))
    if not near:
        best = min(pool, key=lambda c: (distance(m, c), _pref(c)))
        return Binding("qualifier-violation", best) if distance(m, best) <= 0.67 else Binding("unsourced")
    pool = near
    # (ties: the derivation whose operands the sentence writes, "from 5.0 ms to 0.50 ms, a reduction of more than
    # 85%", then the closest value)
    # (a derivation whose two operands the sentence writes, each of three digits or more, comes first: "不到单台时
    # (8547)的三成" after "2451 次/秒" is 2451 ÷ 8547)
    # (a multiple whose own object names the divisor is of that pair first: "…, more than 5 times the local figure")
    # (the bound's own figure is no operand of it: "lower than grep's peak of over 30 GB/s" is no 30 − 13)
    others = _without_own(m, sentence) if sentence else sentence
    ranked = sorted(pool, key=lambda c: (-(c.needs_context and operand_and_object(c, m, context, cands)),
                                         -(c.needs_context and bool(sentence) and _operands_written(c, others) >= 2),
                                         -(score(c, context) + 2 * score(c, clause)),
                                         -_operands_written(c, sentence, 2) if c.needs_context and sentence else 0,
                                         distance(m, c), _pref(c)))
    best = ranked[0]
    top = score(best, context)
    if top == 0 and best.need and needs_met(best, own):
        top = score(best, own)  # its row named early in the clause: "an Orion-7B checkpoint (98 GB) is written in under 8 s"
    if top == 0 and not best.needs_context and not best.need:
        # a metric named early in its clause, past another figure: "URLLC must deliver a 32-byte packet within 1 ms"
        said = [c for c in ranked if not c.needs_context and not c.need and score(c, own) > 0]
        if said:
            best = max(said, key=lambda c: score(c, own))
            top = score(best, own)
    if top == 0 and any(best is c for c in sentence_best) and _operands_written(best, sentence, 2) >= 2:
        # the derivation the sentence's words fit best, with its operation at the bound and both its operands written
        # ("cuts average latency from 4.8 ms to 0.42 ms, a reduction of more than 90%")
        top = score(best, sentence)
    if top == 0 and any(best is c for c in sentence_best) and _operands_written(best, sentence, 2) >= 1 \
            and score(best, sentence) > 0:
        # the same, with one operand written in another unit ("2 TB/s …, more than 8 times the 240 GB/s of LUMI-P")
        top = score(best, sentence)

    def runners(chosen):
        return tuple((score(c, context), c) for c in ranked[:4] if c is not chosen)[:3]
    if top == 0 and not (m.data.get("across") and holds(m, best, tol, qualifier=None)):
        return Binding("unsourced", runners=runners(None))  # no quantity fits the context: not an unrelated one
    if holds(m, best, tol):
        broken = _broken_sibling(m, best, cands, sentence or context, tol)
        if broken is not None:
            return Binding("qualifier-violation", broken, score=top, runners=runners(best))
        return Binding("verified", best, score=top, runners=runners(best))
    if m.data.get("across") and holds(m, best, tol, qualifier=None):
        return Binding("verified", best, score=top, runners=runners(best))  # "Over 90 epochs, ...": across
    pinned = best.needs_context and bool(sentence) and _operands_written(best, others) >= 2
    for c in ranked[1:]:
        if pinned or score(c, context) + 2 * score(c, clause) < top + 2 * score(best, clause):
            break  # (a derivation of the two figures written is the one judged: no other that merely holds)
        if holds(m, c, tol) and distance(m, c) <= distance(m, best) * 1.5 + 0.05:
            if _broken_sibling(m, c, cands, sentence or context, tol) is not None:
                break  # "均 … 84% 以上" holds for one row's change, not for every row's
            return Binding("verified", c, score=top, runners=runners(c))
    return Binding("qualifier-violation", best, score=top, runners=runners(best))


# the words of an amount of change right before a bound: "by more than", "缩短了", "提升了近"
_AMOUNT_BEFORE = re.compile(r"(?:(?<![a-z])by|(?:缩短|降低|减少|减小|提升|提高|增加|增长|加快|延长|节省|省下|快|慢)了?)"
                            r"\s*(?:(?:more than|over|at least|nearly|almost|under|less than|up to|just over|just under)"
                            r"(?![a-z])|超过|逾|近|将近|接近|不到|不足|至少|约)?\s*$", re.I)


# "三个模型的同步保存耗时都在 2 分钟以上", "all four models stay under 3 ms": a bound on every row of a column
_EVERY = re.compile(r"都|均|全部|所有|每个|各个|各(?=型号|款|型|规格|版本|配置|套餐|档)"
                    r"|(?<![a-z])(?:all|every|each)(?![a-z])", re.I)


def _clause_alone(m: Mention, own: str) -> str:
    """The bound's clause without what follows its next clause mark."""
    cut = _CLAUSE_MARK.search(own, len(_before(m, own)) + len(m.text or m.core))
    return own[:cut.start()] if cut else own


def _bound_on_named_rows(m: Mention, pool: list[Candidate], sentence: str, tol: float) -> Binding | None:
    """"All three KVX tiers keep time to first token under 200 ms": a bound with all / 都 / 均 whose sentence names
    several rows of one column at once (by a word they share) holds on each of them: the column its words fit best,
    when two or more of its rows are in the pool; else None."""
    cols: dict = {}
    for c in pool:
        parts = c.name.split(".")
        if c.kind == "evidence" and len(parts) == 4 and c.need and not c.is_range:
            cols.setdefault(tuple(parts[:2] + parts[3:]), []).append(c)
    cols = {k: v for k, v in cols.items() if len(v) >= 2 and any(plausible(m, c) for c in v)}
    if not cols:
        return None
    rows = {c.name: set(c.need[0]) for cs in cols.values() for c in cs}
    for name, ks in rows.items():  # a row named by a word of its own ("调用 fsync 时") is one row, not all of them
        mine = ks - set().union(*(o for n, o in rows.items() if n != name))
        if any(has_key(k, sentence) for k in mine):
            return None
    ranked = sorted(cols.values(), key=lambda cs: -max(score(c, sentence) for c in cs))
    if len(ranked) > 1 and max(score(c, sentence) for c in ranked[0]) == max(score(c, sentence) for c in ranked[1]):
        return None  # two columns named alike
    cells = ranked[0]
    return _on_each(m, cells, tol)


def _on_each(m: Mention, cells: list[Candidate], tol: float) -> Binding:
    """A bound on every cell of a column holds on each; a bound of a maximum on each ("各型号最大功耗不超过 25W")
    also states the largest ("不超过 31W" is no bound of a column whose largest is 25)."""
    broken = [c for c in cells if not holds(m, c, tol, each=True)]
    top = max(cells, key=lambda c: c.hi)
    if not broken and max_bound(m, top) and not holds(m, top, tol):
        broken = [top]
    if broken:
        return Binding("qualifier-violation", broken[0])
    return Binding("verified", min(cells, key=lambda c: distance(m, c)))


def _broken_sibling(m: Mention, c: Candidate, cands: list[Candidate], sentence: str, tol: float) -> Candidate | None:
    """A bound with 都 / 均 / all / every on a derivation of two columns of one row ("四种模型规模下均比原有 NAS 缩短 84%
    以上") holds on every row of the table: the same operation of the same two columns in a row it breaks, or None."""
    if m.qualifier not in INEQ or not c.needs_context or len(c.refs) != 2 or not _EVERY.search(sentence):
        return None
    pa, pb = (r.split(".") for r in c.refs)
    if len(pa) != 4 or len(pb) != 4 or pa[:3] != pb[:3] or pa[3] == pb[3]:
        return None
    for o in cands:
        if o is c or o.op != c.op or o.unit.symbol != c.unit.symbol or len(o.refs) != 2:
            continue
        qa, qb = (r.split(".") for r in o.refs)
        if len(qa) == 4 and len(qb) == 4 and qa[:2] == pa[:2] and qa[2] == qb[2] != pa[2] \
                and (qa[3], qb[3]) == (pa[3], pb[3]) and _same_form(o, c) and not holds(m, o, tol):
            return o
    return None


def _same_form(o: Candidate, c: Candidate) -> bool:
    """Two derivations computed alike (a change relative to the same one of its two columns)."""
    def form(x):
        return re.sub(r"[\d.,]+", "#", x.why.partition("·")[0]).split("=")[-1].strip()
    return form(o) == form(c) if "÷" in c.why else True


def _named_by_own_word(far: list[Candidate], cands: list[Candidate], text: str) -> list[Candidate]:
    """The cells of `far` whose row the text names by a word no other row of its table has ("Orion-7B", not the "cnn"
    of every row of a table of CNNs)."""
    if not far:
        return []
    tables = {tuple(c.name.split(".")[:2]) for c in far}
    rows_of: dict = {}
    for c in cands:
        parts = c.name.split(".")
        if c.need and len(parts) == 4 and tuple(parts[:2]) in tables:
            for k in c.need[0]:
                rows_of.setdefault((parts[0], parts[1], k), set()).add(parts[2])
    out = []
    for c in far:
        parts = c.name.split(".")
        if len(parts) == 4 and any(len(rows_of.get((parts[0], parts[1], k), ())) == 1 and has_key(k, text)
                                   for k in c.need[0]):
            out.append(c)
    return out


def _row_set_column_said(c: Candidate, sentence: str, own: str) -> bool:
    """A cell whose row the sentence names (a setting written once: "4KB 随机读场景下,…") and whose column its
    clause names ("峰值时延也控制在 2ms 以内")."""
    return bool(sentence) and len(c.need) > 1 and bool(c.need[1]) and needs_met(c, sentence) \
        and any(has_key(k, own) for k in c.need[1])


def _bound_on_every_row(m: Mention, cands: list[Candidate], sentence: str, tol: float) -> Binding | None:
    """The column the sentence names (by a word of its own, the best), when its cells are of the bound's kind: the
    bound must hold for each of them (bound to the one nearest it); else a qualifier-violation against the first
    that breaks it."""
    cols: dict = {}
    for c in cands:
        parts = c.name.split(".")
        if c.kind != "evidence" or len(parts) != 4 or not c.need or _factor(m, c) is None or c.is_range:
            continue
        if any(has_key(k, sentence) for k in c.need[1]):
            cols.setdefault(tuple(parts[:2] + parts[3:]), []).append(c)
    if not cols:
        return None
    ranked = sorted(cols.items(), key=lambda kv: -max(score(c, sentence) for c in kv[1]))
    if len(ranked) > 1 and max(score(c, sentence) for c in ranked[0][1]) == max(score(c, sentence) for c in ranked[1][1]):
        return None  # two columns named alike: which one is not told
    cells = ranked[0][1]
    if len(cells) < 2:
        return None
    return _on_each(m, cells, tol)


def _failure_kind(m: Mention, c: Candidate) -> str:
    if m.qualifier and m.vague is None:
        return "qualifier-violation"
    if m.vague is not None:
        return "qualifier-violation"
    return "value-mismatch"


def _pref(c: Candidate):
    order = {"derived": 0, "evidence": 1, "assumption": 2, "derivation": 3}
    return (order.get(c.kind, 4), c.name)


def _near(m: Mention, cands, context, exclude=()):
    """The same-unit quantity this number most likely means: by words near it (its own clause counts
    more), then by closeness. Returns (score, quantity, runners) or None."""
    found = []
    k = max(context.rfind(ch) for ch in ",,;;:")
    clause = context[k + 1:] if k >= 0 else context
    for c in could_be_near(cands, m):
        if any(c is x for x in exclude) or c.needs_context or c.written in ("x", "up%") or not anchored(m, c, context):
            continue
        f = _factor(m, c)
        if f is None or m.unit is None and c.unit.symbol == "%":
            continue
        s = score(c, context)
        d = distance(m, c)
        if s >= 3 and d <= 0.5 or d <= 0.1:
            found.append(((s + 2 * score(c, clause), -d), s, c))
    if not found:
        return None
    found.sort(key=lambda f: f[0], reverse=True)  # stable: the first of equal keys wins, as before
    return found[0][0][0], found[0][2], tuple((s, c) for _, s, c in found[1:4])


def words_nearer(sentence: str, lo: int, pats, m, x) -> bool:
    """A word the patterns find in the sentence (which starts at lo) is m's rather than x's: right after a figure
    ("96.5 GB/s remote", "420 TB of backups") ties it more than being written before one ("backups fit in 28.4 TB");
    else the label right before its figure ("重删后只占 19.7TB"), the nearer one."""
    mine = theirs = False
    for p in pats:
        for hit in p.finditer(sentence):
            at, end = lo + hit.start(), lo + hit.end()
            sm, sx = _tie(sentence, lo, at, end, m), _tie(sentence, lo, at, end, x)
            if sm > sx or sm == sx > 0 and abs(at - m.start) < abs(at - x.start):
                mine = True
            elif sx:
                theirs = True
    return mine or not theirs


_TIED_AFTER = re.compile(r"[ \u00a0]*(?:(?:of|in|for|on|at)[ \u00a0]+(?:the[ \u00a0]+)?)?")


def _tie(sentence: str, lo: int, at: int, end: int, fig) -> int:
    """How a word at [at, end) is tied to a figure: 2 right after it ("of" between at most), 1 as a label right
    before it (no figure between), 0 not."""
    if fig.end <= at and _TIED_AFTER.fullmatch(sentence[fig.end - lo:at - lo]) is not None \
            and sentence[at - lo:end - lo].isascii():  # (a Chinese word after a figure starts the next phrase)
        return 2
    if fig.start >= end:  # (not across "and": "68.8 on ARC-c and 51.4" ties ARC-c to 68.8 alone)
        between = sentence[end - lo:fig.start - lo]
        return int(len(between) <= 12 and not re.search(r"\d|(?<![a-z])and(?![a-z])|[和与及,，、]", between))
    return 0
