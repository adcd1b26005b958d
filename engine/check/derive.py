"""Text mode: the derived figures of one sentence, over the values that sentence names.

People write figures a table does not print but its values give, with the operands in the sentence:
- a total or a mean over rows (or columns) the sentence names ("三个生产者合计 …", "together 3.3 million GPU
  hours", "averaged over A and B");
- a figure per member: a value divided by a count written in the sentence ("each of the 3 brokers", "每卡",
  "平均每个生产者约 64MB/s");
- a product with a count written in the sentence ("the 3 machines hold 18 drives between them": 3 × 6 drives).

One space, judged the same way: the operands are values the sentence names (a cell by a word of its row and of its
column, a report's metric by a word of its own), the count is written in the sentence, a word of the operation is
in the number's clause (bind._op_near), and the unit follows from the operation (a sum, a mean, a share per member
and a product with a count keep the value's unit). A derived value is exact: the written figure must round to it
(or hold under its qualifier), so a mutated digit fails. Bounded: only the sentence's named values, its written
counts and their rows and columns.
"""
from __future__ import annotations

import re
from dataclasses import replace

from engine import units
from engine.calc.quantity import Quantity
from engine.check.foreign import stated_text, stated_unit
from engine.check.lexicon import FIGURE_START, figure_re, label_has
from engine.check.scope import NAME_WORD, Candidate, _display, has_key
from engine.models.common import all_text

# the operations of this module, and the words that write them (bind._op_near)
SUM_WORDS = ("合计", "总计", "共计", "一共", "总共", "加起来", "总和", "together", "total", "totals", "combined",
             "in all", "between them", "altogether", "sum", "sums", "summed", "add up to", "adds up to",
             # the whole of what the count makes up ("a full 8-GPU instance", "整台 8 卡服务器")
             "full", "whole", "entire", "整台", "整机", "整个", "满配")
MEAN_WORDS = ("平均", "均值", "average", "averages", "averaged", "averaging", "mean", "avg")
PER_WORDS = ("每", "单个", "单台", "each", "per", "apiece", "a piece")


def find_words(text: str, words) -> list[re.Match]:
    """Where the words are written in the (lower-cased) text: a Latin word as a whole word ("sum" is not in
    "consumers"), a Chinese one anywhere."""
    out = []
    for w in words:
        rx = r"(?<![a-z])" + re.escape(w) + r"(?![a-z])" if w.isascii() else re.escape(w)
        out += list(re.finditer(rx, text))
    return out
OPS = ("sum", "mean", "per", "times")

_EN = "zero one two three four five six seven eight nine ten eleven twelve".split()
_ZH = {"两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_DIGITS = re.compile(r"(?<![\d.a-z])(?<!\d,)(\d{1,3}(?:,\d{3})+|\d+)(?![\d]|[.,]\d)")
_WORDS = re.compile(r"(?<![a-z])(" + "|".join(_EN[2:]) + r")(?![a-z])")
_ZH_COUNT = re.compile(r"(?<![一二三四五六七八九十百千万亿])([两二三四五六七八九十])(?=[个台块张名位颗节路条次款种家组轮项套座])")
MAX_COUNT = 100_000


def counts_written(sentence: str) -> list[int]:
    """The counts from 2 to 100,000 the (lower-cased) sentence writes (see members)."""
    return sorted(members(sentence))


def members(sentence: str) -> dict[int, list[str]]:
    """The counts from 2 to 100,000 the (lower-cased) sentence writes, each with the words of what it counts (the
    one or two words after it): English words up to twelve ("three producers"), Chinese numerals before a measure
    word ("三个生产者", "两台"), and whole numbers in digits that count things: before a counted noun or a measure word
    ("8 nodes", "16 个节点", "3 broker machines"), never before a unit or a multiple ("156 ms", "100,000 steps",
    "18x", "7B" are amounts)."""
    out: dict[int, list[str]] = {}
    found = [(_EN.index(m.group(1)), m.end()) for m in _WORDS.finditer(sentence)]
    found += [(_ZH[m.group(1)], m.end()) for m in _ZH_COUNT.finditer(sentence)]
    found += [(int(d.group().replace(",", "")), d.end()) for d in _DIGITS.finditer(sentence)
              if _counts(sentence[d.end():d.end() + 16])]
    for n, end in found:
        if 2 <= n <= MAX_COUNT:
            out.setdefault(n, []).append(_noun(sentence[end:end + 24]))
            measure = re.match(r"[ \u00a0]*([套台块张座颗节条路])", sentence[end:end + 4])
            if measure:  # "4 套 … 平均每套": a measure word of things names one of them too (not 个, any one thing)
                out[n].append(measure.group(1))
    return out


_MEASURE = "个台块张名位颗节路条次款种家组轮套座"
_NOUN = re.compile(r"(?:-|[ \u00a0]*)(?:of[ \u00a0]+the[ \u00a0]+)?[" + _MEASURE + r"]?[ \u00a0]*"
                   r"([a-z][a-z0-9-]*(?:[ \u00a0]+[a-z][a-z0-9-]*){0,2}(?:[ \u00a0]*[\u4e00-\u9fff]{1,4})?"
                   r"|[\u4e00-\u9fffA-Za-z]{1,4})?")  # ("8 个 BLink 端口": a name, then the Chinese noun)


def _noun(after: str) -> str:
    m = _NOUN.match(after)
    return (m.group(1) or "") if m else ""


def names_member(text: str, noun: str) -> bool:
    """A word of what a count counts is written in text: "node" of "16 nodes" in "per node", "节点" of "16 个节点"
    in "每个节点", "卡" of "64 张卡" in "每卡"."""
    if not noun:
        return False
    if len(noun) == 1 and noun in _MEASURE:
        return text.lstrip(" \u00a0").startswith(noun)  # "每套" of "4 套"
    tail = re.search(r"[\u4e00-\u9fff]+$", noun)
    if noun[0].isascii() and tail and names_member(text, tail.group()):
        return True  # "端口" of "8 个 BLink 端口" in "每个端口"
    if noun[0].isascii():
        stems = [w[:-1] if w.endswith("s") and len(w) > 3 else w for w in noun.split()
                 if len(w) > 2 and w not in _NOT_NOUNS]
        return any(re.search(r"(?<![a-z])" + re.escape(st), text) for st in stems)
    # a noun of one character that counts things alone ("64 张卡上" … "每卡"), else a two-character word of it
    # (a Chinese noun's head is its last character: "数据盘" counts 盘 of "单盘最大容量")
    return any(noun[i:i + 2] in text for i in range(len(noun) - 1)) or noun[0] in "卡盘机" and noun[0] in text \
        or noun[-1] in "卡盘机" and noun[-1] in text


_NEXT = re.compile(r"(?:-|[ \u00a0]*)([a-z][a-z-]*|[\u4e00-\u9fff]{1,3})?")  # (and "8-GPU", "64-core")


def _counts(after: str) -> bool:
    """The words after a whole number make it a count: a counted noun, a measure word, or a noun that is no unit."""
    w = _NEXT.match(after).group(1)
    if not w:
        return False
    if w[0] in _MEASURE:
        return True
    if not w.isascii():
        return any(units.is_counted(units.parse(w[:k])) for k in range(len(w), 0, -1))
    u = _unit_lower().get(w) or _unit_lower().get(w.rstrip("s"))
    return u is None and w not in _NOT_NOUNS and len(w) > 1 or units.is_counted(u)


_LOWER: dict = {}


def _unit_lower() -> dict:
    """Unit symbols and spellings, lower-cased (the sentence is): "tb", "ms", "gpus"."""
    if not _LOWER:
        for sym, u in units.UNITS.items():
            if sym:
                _LOWER.setdefault(sym.lower(), u)
        for w, sym in units.ALIASES.items():
            _LOWER.setdefault(w.lower(), units.UNITS[sym])
    return _LOWER


# words after a number that make it no count of things
_NOT_NOUNS = {"times", "fold", "percent", "points", "point", "per", "and", "or", "to", "of", "vs", "versus", "than",
              "billion", "million", "thousand", "hundred", "trillion", "k", "m", "b", "x", "pp", "bit", "bits"}


# (a temperature only: a size or a count in a row's name is a sweep's key, read as that key cell)
_ROW_FIGURE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)[ \u00a0]?(°c|℃)")


def _row_figures(registry, ref: str) -> set[str]:
    """The temperatures a cell's row prints in its name and no other row of its table does ("进风 45°C" of rows at
    25, 35 and 45 °C): written in a sentence, they name the row as its words would."""
    rid, table, row, _col = ref.split(".")
    t = registry[rid].model.tables[table] if rid in registry else None
    if t is None:
        return set()

    def figures(r) -> set[str]:
        cells = t.rows[r]
        return {m.group(1) + m.group(2) for v in (cells if isinstance(cells, list) else list(cells.values()))
                if isinstance(v, str) for m in _ROW_FIGURE.finditer(v.lower()) if m.group(2)}
    own = figures(row)
    return own.difference(*(figures(r) for r in t.rows if r != row)) if own else set()


def _row_figure_written(registry, c: Candidate, sentence: str) -> bool:
    for f in _row_figures(registry, c.refs[0]) if registry is not None else ():
        num, unit = re.match(r"[\d.]+", f).group(), f[len(re.match(r"[\d.]+", f).group()):]
        if re.search(r"(?<![\w.])" + re.escape(num) + (r"[ \u00a0]?" + re.escape(unit) + r"(?![a-z])" if unit
                                                       else r"(?![\d]|[.,]\d)"), sentence):
            return True
    return False


def _named(c: Candidate, sentence: str, tables: tuple, registry=None) -> bool:
    """The sentence names the value: it writes the value itself (three significant characters or more: "193.0",
    "2,024,032"), or names a cell by a word of its own row (one not every row of its table has: "Llama 2" names no
    one row of a table of Llama 2 models) and of its column (or the column is the only one of its table in its
    dimension: the number's unit names it), another value by a word of its own."""
    if _written(c, sentence):
        return True
    if c.need:
        alone, common, sole = tables
        rid, table = c.refs[0].split(".")[:2]
        shared = common.get((rid, table), frozenset())
        if any(has_key(k, sentence) for k in sole.get(c.refs[0], ())):
            return True  # "BLink 的带宽": the only cell of its column, named by a word no other column has
        return (any(has_key(k, sentence) for k in c.need[0] if k not in shared)
                or _row_figure_written(registry, c, sentence)) and (
            c.refs[0] in alone or any(has_key(k, sentence) for k in c.need[1]))
    return any(has_key(k, sentence) for k in c.keys)


_FIGURE = re.compile(r"[\d,]+(?:\.\d+)?")


def _written(c: Candidate, sentence: str) -> bool:
    d = _FIGURE.match(c.display)
    if d is None:
        return False
    if len(d.group().replace(",", "").replace(".", "").lstrip("0")) < 3:
        # a short figure is written only with its unit: "the 18 TB HC550" (not any 18 of the sentence)
        # (as the report prints it too: "78 µs" of a value in us)
        syms = {c.unit.symbol if c.unit is not None else "", c.display[d.end():].strip()}
        return any(len(sym) >= 2 and re.search(FIGURE_START + re.escape(d.group()) + r"[ \u00a0]?"
                                                + re.escape(sym.lower()) + r"(?![a-z])", sentence.lower()) is not None
                   for sym in syms)
    if figure_re(d.group()).search(sentence) is not None:
        return True
    # a figure written with a scale word: "400 万次" of 4,000,000, "15 million" of 15,000,000
    v = c.lo / (c.unit.factor or 1) if c.unit.symbol else c.lo
    return v >= 1000 and any(abs(float(g.group(1).replace(",", "")) * _SCALE_OF[g.group(2).lower()] - v) <= 1e-9 * v
                             for g in _SCALED.finditer(sentence))


_SCALE_OF = {"万": 1e4, "亿": 1e8, "thousand": 1e3, "million": 1e6, "billion": 1e9}
_SCALED = re.compile(r"(?<![\d.])(?<!\d,)(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)[ \u00a0]*(万|亿|thousand|million|billion)",
                     re.I)


# a rate's "per": 每秒, per second, a day (not one member's share)
PER_TIME = _PER_TIME = re.compile(r"每(?:秒钟?|分钟|小时|天|日|周|月|年)|(?<![a-z])per (?:second|minute|hour|day|week|month|year)(?![a-z])")


def _written_per_member(c: Candidate, sentence: str) -> bool:
    """The value's figure is written as one member's ("三个生产者每个生产者 193.0MB/s"): a per word in its clause before
    it. Dividing it by the count again would verify a wrong statistic."""
    d = _FIGURE.match(c.display)
    if d is None:
        return False
    for w in figure_re(d.group()).finditer(sentence):
        before = _PER_TIME.sub(" ", re.split(r"[,,;;。::!?!?]", sentence[:w.start()])[-1])
        if find_words(before, PER_WORDS):
            return True
    return False


def _tables(cands) -> tuple[set, dict, dict]:
    """The cells whose column is the only one of its table in its dimension, each table's row words that every row
    has, and the cells that are the only one of their column (the others empty), with the words of that column no
    other column of the table has."""
    cols: dict[tuple, set] = {}
    rows: dict[tuple, dict] = {}
    cells = [c for c in cands if c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3]
    of_col: dict[tuple, list] = {}
    for c in cells:
        rid, table, row, col = c.refs[0].split(".")
        cols.setdefault((rid, table, c.unit.dims, c.unit.symbol == ""), set()).add(col)
        rows.setdefault((rid, table), {}).setdefault(row, set()).update(c.need[0])
        of_col.setdefault((rid, table, col), []).append(c)
    alone = {c.refs[0] for c in cells if len(cols[(*c.refs[0].split(".")[:2], c.unit.dims, c.unit.symbol == "")]) == 1}
    common = {k: frozenset(set.intersection(*v.values())) if len(v) > 1 else frozenset() for k, v in rows.items()}
    sole = {}
    for (rid, table, col), cs in of_col.items():
        if len({c.refs[0] for c in cs}) == 1 and len(rows[(rid, table)]) > 1:
            others = set().union(*(set(o[0].need[1]) for k, o in of_col.items() if k[:2] == (rid, table) and k[2] != col))
            sole[cs[0].refs[0]] = frozenset(k for k in cs[0].need[1] if k not in others and len(k) > 1)
    return alone, common, sole


_SHARE_KEYS = frozenset({"share", "shares", "占比", "比例", "proportion", "fraction", "percentage"})


def _operand(c: Candidate) -> bool:
    # a percent or a multiple is no amount to add up or share out; a range has no one value
    return c.kind == "evidence" and not c.is_range and c.lo > 0 and c.unit.symbol not in ("%", "x") \
        and not c.anchor and not c.written


def _column_at_count(registry, c: Candidate, n: int) -> bool:
    """c is a table cell whose table has another column labelled at that count ("16 clients (per client)")."""
    parts = c.refs[0].split(".") if len(c.refs) == 1 else []
    if len(parts) != 4 or parts[0] not in registry:
        return False
    table = registry[parts[0]].model.tables.get(parts[1])
    if table is None:
        return False
    rx = re.compile(r"(?<![\d.A-Za-z])(?<!\d,)" + str(n) + r"(?![\d]|[.,]\d)")  # (not the 8 of "FP8")
    return any(name != parts[3] and col.label and rx.search(all_text(col.label)) for name, col in table.columns.items())


def _make(op: str, v: float, unit, why: str, parts: list[Candidate], lang: str, count: int = 0) -> Candidate:
    d, disp = _display(Quantity(v, v, unit), None, lang)
    keys = tuple(sorted({k for p in parts for k in p.keys}))
    reports = tuple(dict.fromkeys(r for p in parts for r in p.reports))
    # a total or mean keeps the side its operands share (a sum of read rates is no write rate), a mean their statistic
    # too; a total's scope is its own (the sum of per-model hours is the family's total)
    keep = ("side:",) if op == "sum" else ("side:", "stat:") if op == "mean" else ()
    tags = frozenset(t for t in frozenset.intersection(*(p.tags for p in parts)) if t.startswith(keep)) \
        if keep else frozenset()
    return Candidate(f"{op} of " + ", ".join(p.name for p in parts) + (f" by {count}" if count else ""),
                     "derivation", v, v, unit, d, disp, why, reports, keys, any(p.internal for p in parts),
                     needs_context=True, where=parts[0].where, refs=tuple(r for p in parts for r in p.refs), op=op,
                     divisor=(count,) if count else (), tags=tags)


def sentence_derivations(registry, cands, sentence: str, lang: str) -> list[Candidate]:
    """The sums and means over the named rows of a column (and columns of a row), and each named value divided
    by and multiplied by each count the sentence writes."""
    tables = _tables(cands)
    # "$80" names a price column labelled in dollars
    words = sentence + (" dollars 美元" if "$" in sentence else "")
    named = [c for c in cands if _operand(c) and _named(c, words, tables, registry)]
    out: list[Candidate] = []
    counts = counts_written(sentence)
    for c in named:
        for n in counts:
            if abs(c.lo - n) < 1e-9 * n:
                continue  # the count is this value itself
            if _column_at_count(registry, c, n):
                continue  # "16 个客户端合计 …" when the table measures 16 clients itself: no single client's value × 16
            if not _written_per_member(c, sentence):
                out.append(_make("per", c.lo / n, c.unit, f"= {c.display} ÷ {n} · {c.where}", [c], lang, n))
            out.append(_make("times", c.lo * n, c.unit, f"= {n} × {c.display} · {c.where}", [c], lang, n))
    out += _per_unit(registry, named, sentence, lang, cands)
    out += _durations(named, lang)
    out += _at_amounts(registry, named, sentence, lang, cands)
    out += named_pairs(registry, [c for c in named if c.need or _written(c, sentence)
                                  or _named_apart(c, sentence, cands)], lang)
    groups: dict[tuple, list[Candidate]] = {}
    for c in named:
        if c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3:
            rid, table, row, col = c.refs[0].split(".")
            # (a scaled column's printed and full figures are twins, not two rows: "184" and 184,000,000,000)
            groups.setdefault((rid, table, "col", col, bool(c.full)), []).append(c)
            groups.setdefault((rid, table, "row", row, bool(c.full)), []).append(c)
    # shares of one whole add up ("The Pile and C4 together make up 45.38%"): a column of shares, its rows only
    for c in cands:
        if c.kind == "evidence" and c.unit.symbol == "%" and not c.is_range and c.lo > 0 and not c.written \
                and c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3 \
                and any(k in _SHARE_KEYS for k in c.need[1]) and _named(c, words, tables):
            rid, table, row, col = c.refs[0].split(".")
            groups.setdefault((rid, table, "col", col, False), []).append(c)
    # (the columns of one row add up in a unit of their own only: 140,000 warehouses and 36 vCPUs make no 140,036)
    sets = [d for key, cs in sorted(groups.items()) for d in [_distinct(cs, sentence, 0 if key[2] == "col" else 1)]
            if key[2] == "col" or all(c.unit.symbol for c in d)]
    sets += _all_rows(registry, cands, sentence, tables[0], members(sentence))
    sets += _all_columns(cands, sentence, tables[1], members(sentence))
    for cs in sets:
        if len(cs) < 2 or len({c.unit.symbol for c in cs}) != 1:
            continue
        total = sum(c.lo for c in cs)
        shown = " + ".join(c.display for c in cs)
        out.append(_make("sum", total, cs[0].unit, f"= {shown} · {cs[0].where}", cs, lang))
        out.append(_make("mean", total / len(cs), cs[0].unit, f"= ({shown}) ÷ {len(cs)} · {cs[0].where}", cs, lang))
    return out


_TOTAL_ROW = re.compile(r"(?<![a-z])(?:total|sum|all|overall|average|mean)(?![a-z])|合计|总计|总和|平均|全部")


def _all_rows(registry, cands, sentence: str, alone: set, counts: dict) -> list[list[Candidate]]:
    """"Llama 2 四个模型合计 …", "the three models took 72 hours in total": every row of a column (but a total or
    mean row), when the sentence writes how many rows that is, what it counts is what the rows are (a word of the
    table's name column: 模型 of "Model / 模型"; three consumers are no rows of "Test" scenarios), and it names the
    column."""
    cols: dict[tuple, list[Candidate]] = {}
    for c in cands:
        if c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3 and _operand(c):
            rid, table, row, col = c.refs[0].split(".")
            if not _TOTAL_ROW.search(" ".join((row,) + tuple(c.need[0]))):
                cols.setdefault((rid, table, col), []).append(c)
    out = []
    for (rid, table, _), cs in cols.items():
        nouns = counts.get(len(cs))
        if not nouns or not (cs[0].refs[0] in alone or any(has_key(k, sentence) for k in cs[0].need[1])):
            continue
        t = registry[rid].model.tables[table]
        heads = " ".join(all_text(c.label).lower() for c in t.columns.values() if c.unit is None and c.label)
        if any(names_member(heads, n) for n in nouns):
            out.append(cs)
    return out


def _all_columns(cands, sentence: str, common: dict, counts: dict) -> list[list[Candidate]]:
    """"Across the nine benchmarks, Gemma 2 27B averages about 70.1%": every cell of one unit in a row the sentence
    names (by a word of its own, not one every row has), when the sentence writes how many cells that is (three or
    more: the row's whole set of scores, never a part of it)."""
    rows: dict[tuple, list[Candidate]] = {}
    for c in cands:
        if c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3 and c.kind == "evidence" and not c.is_range \
                and c.unit.symbol and not units.is_counted(c.unit):
            # (scores and measures in a unit: a row's plain numbers mix counts and settings with its figures)
            rid, table, row, _col = c.refs[0].split(".")
            rows.setdefault((rid, table, row, c.unit.symbol), []).append(c)
    out = []
    for (rid, table, _row, _u), cs in rows.items():
        if len(cs) < 3 or len(cs) not in counts:
            continue
        shared = common.get((rid, table), frozenset())
        if any(has_key(k, sentence) for k in cs[0].need[0] if k not in shared):
            out.append(cs)
    return out


def _distinct(cs: list[Candidate], sentence: str, i: int) -> list[Candidate]:
    """The cells of one column (i = 0: rows) or row (i = 1: columns) each named by a word the others lack: "LoRA"
    names both LoRA rows, "4.7M" one of them."""
    out = []
    if i == 1:
        cs = [c for c in cs if any(has_key(k, sentence) for k in c.need[1])]  # columns by their words, not their unit
    for c in cs:
        others = set().union(*(set(o.need[i]) for o in cs if o is not c))
        if any(has_key(k, sentence) for k in set(c.need[i]) - others):
            out.append(c)
    return out


def written_twice(sentence: str, n: int) -> bool:
    """n is written at least twice in the sentence, in digits or as a word."""
    forms = [re.escape(str(n)), re.escape(f"{n:,}")] + ([_EN[n]] if n < len(_EN) else [])
    return len(re.findall(r"(?<![\d.a-z])(?<!\d,)(?:" + "|".join(forms) + r")(?![\d]|[.,]\d)(?![a-z])", sentence)) >= 2


def counts_in(text: str, n: int) -> bool:
    """"each of the three", "each of the 5,250 drives": the count itself right after the per word."""
    return re.match(r"[ \u00a0]*of[ \u00a0]+(?:the|its|their|our)[ \u00a0]+(?:" + re.escape(str(n))
                    + (f"|{re.escape(f'{n:,}')}" if n >= 1000 else "")
                    + (f"|{_EN[n]}" if n < len(_EN) else "") + r")(?![\d a-z]?\d)", text) is not None


_SPARSE: dict = {}


def _named_apart(c: Candidate, sentence: str, cands) -> bool:
    """A report's metric named by a word of its own: one that at most one other value of its report has ("VRAM" of
    train_vram, not "write" or "sequential" of half a benchmark's values). A pair is made only of values so named."""
    got = _SPARSE.get(id(cands))
    if got is None or got[0] is not cands:
        freq: dict = {}
        for o in cands:
            for k in set(o.keys):
                key = (o.reports[:1], k)
                freq[key] = freq.get(key, 0) + 1
        got = _SPARSE[id(cands)] = (cands, freq)
        if len(_SPARSE) > 8:
            del _SPARSE[next(iter(_SPARSE))]
    freq = got[1]
    return any(freq.get((c.reports[:1], k), 0) <= 2 and has_key(k, sentence) for k in c.keys)


def _covered(a: list[str], b: list[str]) -> bool:
    """Two values no named pair is made of: those whose pairs the report's own derivations hold (scope.derivations,
    scope.cross_diffs: two variants of one metric, two cells of one row or one column), and two cells of one table in
    neither (their difference only, cross_diffs: a ratio of any two cells of a table is too many pairs to name)."""
    if a[0] != b[0]:
        return True  # two reports: no figure of one report's text
    if len(a) == 4 and len(b) == 4 and a[1] == b[1]:
        return True  # a cell's ref is report.table.row.column: one row, one column, or neither (too many to name)
    return len(a) == 3 and len(b) == 3 and a[1] == b[1]  # variants of one metric


def _negligible(x, y) -> bool:
    """One of two values is under 2% of the other: their difference is the larger one, near enough."""
    a, b = sorted((abs(x.quantity.lo), abs(y.quantity.lo)))
    return b > 0 and a < 0.02 * b


def named_pairs(registry, named: list[Candidate], lang: str) -> list[Candidate]:
    """"the server's 64 GB of memory is 4 times the data set", "数据集只占服务器内存的 25%": the ratio, change, difference
    and share of two values of one report that no table row or column pairs (two metrics, a metric and a cell, cells
    of two tables; not two cells of one table in neither one row nor one column), when the sentence names
    both (the same test as a sum's operands: _named). Never other pairs: the search stays the sentence's own."""
    from engine.check.scope import _keys, _pair, _same_kind

    out: list[Candidate] = []
    cells = [c for c in named if len(c.refs) == 1 and c.kind == "evidence"]
    shown = {c.refs[0]: _FIGURE.match(c.display) for c in cells}
    for i, a in enumerate(cells):
        pa = a.refs[0].split(".")
        for b in cells[i + 1:]:
            pb = b.refs[0].split(".")
            if pa == pb or not _same_kind(a.unit, b.unit):
                continue
            if _covered(pa, pb):
                continue  # (two cells of one table in neither one row nor one column: too many pairs to name)
            if not a.unit.symbol and not b.unit.symbol \
                    and stated_unit(registry, a.refs[0]) != stated_unit(registry, b.refs[0]):
                continue  # "47.9 ÷ 13.9" of a temperature (°C) and a rack power (kW): plain figures of two units
            rep = registry[pa[0]]
            ea, eb = rep.values.get(tuple(pa[1:])), rep.values.get(tuple(pb[1:]))
            if ea is None or eb is None:
                continue
            internal = rep.model.access == "internal"
            words = {}
            for ev in (ea, eb):  # each value's words, and its figure as written (a value named by it)
                d = shown.get(ev.ref)
                words[ev.ref] = set(_keys(rep, ev)) | ({d.group()} if d else set())
            for x, y in ((ea, eb), (eb, ea)):
                own_x = tuple(sorted(words[x.ref] - words[y.ref]))
                own_y = tuple(sorted(words[y.ref] - words[x.ref]))
                # a ratio or a share: both named by words of their own (need_both), the value divided by as the
                # object of the multiple or share (bind._divisor_named): x ÷ y of y, y ÷ x of x
                for c in _pair(x, y, internal, lang, rep):
                    if c.op == "diff" and _negligible(x, y):
                        continue  # "90.3 − 1 = 89.3" of a score and a count of 1 is the score written wrong, no gap
                    if c.op not in ("ratio", "share"):
                        out.append(replace(c, named=True))
                        continue
                    div = own_y if c.op == "ratio" else own_x
                    out.append(replace(c, named=True, need_both=(own_x, own_y), divisor=div))
    return out


# "$10 per GB of RAM", "每 GB 内存约合 9.4 美元", "9.0 Mbps per MHz", "/GB": one of a unit
_PER_UNIT = re.compile(r"(?:(?<![a-z])(?:per|each|every|a)[ \u00a0]+|每[ \u00a0]*(?:一[ \u00a0]*)?(?:[个台块张][ \u00a0]*)?|(?<=[\d\s])/[ \u00a0]*)"
                       r"(?P<u>[a-zµ]+|[\u4e00-\u9fff]{1,2})")
# a unit spelled out ("per watt", "每瓦") is its symbol
_UNIT_SPELLED = {"watt": "w", "watts": "w", "瓦": "w", "瓦特": "w", "千瓦": "kw", "kilowatt": "kw", "megahertz": "mhz", "gigahertz": "ghz",
                 "gigabyte": "gb", "gigabytes": "gb", "terabyte": "tb", "terabytes": "tb", "core": "cores",
                 "dollar": "$", "dollars": "$", "美元": "$", "usd": "$"}
_LABEL_UNIT = re.compile(r"[(（][ \u00a0]*([A-Za-zµ/$]+)[ \u00a0]*[)）]")
_LABEL_UNIT_END = re.compile(r"[,，][ \u00a0]*([A-Za-zµ/$]{1,8})(?![A-Za-zµ/$])")  # "List price, US$"


def _per_unit(registry, named: list[Candidate], sentence: str, lang: str, cands=()) -> list[Candidate]:
    """"At $80, the Pi 5 8GB works out to $10 per GB of RAM": one named cell of a row divided by another of the same
    row, when the sentence writes "per" (每, /) with the divisor's unit (its unit, or the unit its column's label
    states: "Maximum channel width (MHz)"). Time units are rates (per second: their own derivation), counted nouns
    a share per member (above)."""
    text = sentence.lower()
    said = {m.group("u") for m in _PER_UNIT.finditer(text)}
    said |= {_UNIT_SPELLED[w] for w in said if w in _UNIT_SPELLED}
    if not said:
        return []
    cells = [c for c in named if c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3]
    # rows written by two words or more of their printed name ("Pi 5 4GB" of "Raspberry Pi 5 4GB") are the ones
    # named; a row met only by one shared word ("4GB" of "Raspberry Pi 4 Model B 4GB") is not, beside them
    toks = NAME_WORD.findall(text)
    runs = {c.refs[0].rsplit(".", 1)[0]: _name_run(registry, c.refs[0], toks) for c in cells}
    if any(r >= 2 for r in runs.values()):
        cells = [c for c in cells if runs[c.refs[0].rsplit(".", 1)[0]] >= 2]
    out = []
    # the divisor is named by the unit written after "per" ("per dollar" of a column "List price, US$"): a cell of
    # a named cell's row, named or not
    rows = {c.refs[0].rsplit(".", 1)[0] for c in cells}
    # (and the rows the sentence names by a word of their own: "the DXP2800's roughly 35 yuan" per TB)
    solo = _rows_named_alone(cands, text)
    rows |= solo
    divisors = cells + [c for c in cands if c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3
                        and c.refs[0].rsplit(".", 1)[0] in rows and _operand(c) and not any(c is x for x in cells)]
    # (a price or a rate per one of what a row counts, "每个盘位约 875 元", "per drive slot … 137 USD": any cell of the
    # named row is what is shared out, named or not)
    whole = cells + [c for c in divisors if not any(c is x for x in cells) and not units.is_counted(c.unit)
                     and c.refs[0].rsplit(".", 1)[0] in solo]
    for b in divisors:
        rid, table, row, col = b.refs[0].split(".")
        if b.unit.dims == units.UNITS["s"].dims or b.unit.symbol in ("%", "x"):
            continue
        label = registry[rid].model.tables[table].columns[col].label if rid in registry else None
        if label and _SAMPLED.search(all_text(label).lower()):
            continue  # "Drives tested": how many were measured, not the parts a price or a rate is shared by
        if units.is_counted(b.unit):
            if f"{rid}.{table}.{row}" not in solo or not any(w in said for w in units.noun_words(b.unit.symbol)) \
                    and not (label and any(_label_counts(all_text(label), u) for u in said)):
                continue
        names = {b.unit.symbol.lower()} if b.unit.symbol else set()
        names |= {m.group(1).lower() for m in _LABEL_UNIT.finditer(all_text(label))} if label else set()
        names |= {m.group(1).lower() for m in _LABEL_UNIT_END.finditer(all_text(label))} if label else set()
        names |= {"$"} if any("$" in n for n in names) else set()  # "List price, US$": per dollar
        if not units.is_counted(b.unit) and not names & said \
                and not (not b.unit.symbol and label and any(_label_counts(all_text(label), u) for u in said)):
            continue
        for a in whole:
            if a is b or a.refs[0].split(".")[:3] != [rid, table, row] or a.unit.symbol in ("%", "x") \
                    or a.unit.symbol and a.unit.dims == b.unit.dims or units.is_counted(a.unit) \
                    or _written_per_member(a, text):
                continue  # ("每个生产者 193.0MB/s" is one member's figure: not shared out again)
            out.append(replace(_make("per", a.lo / (b.lo / (b.unit.factor or 1)), a.unit, f"= {a.display} ÷ {b.display} · {a.where}", [a, b], lang),
                               name=f"{a.name} per {b.name}",
                               per_label=" ".join([*sorted(names), all_text(label) if label else ""]).lower()))
    return out


_SAMPLED = re.compile(r"(?<![a-z])(?:tested|samples?|sampled|measured|runs|trials|repeats|repetitions)(?![a-z])"
                      r"|测试|样本|样品|实测|次数|重复")


def _rows_named_alone(cands, text: str) -> set[str]:
    """The table rows (R.table.row) the text names by a word of their name that no other row of their table has."""
    return {row for k, row in _alone_words(cands) if has_key(k, text)}


_ALONE: list = [None, ()]  # (the candidates, their words): one scope's, kept with the list they are of


def _alone_words(cands) -> tuple:
    if _ALONE[0] is not cands:
        words: dict[tuple, dict[str, set]] = {}
        for c in cands:
            if c.need and len(c.refs) == 1 and c.refs[0].count(".") == 3:
                rid, t, row, _ = c.refs[0].split(".")
                for k in c.need[0]:
                    words.setdefault((rid, t), {}).setdefault(k, set()).add(row)
        _ALONE[:] = [cands, tuple((k, f"{rid}.{t}.{next(iter(rows))}") for (rid, t), ws in words.items()
                                  for k, rows in ws.items() if len(rows) == 1)]
    return _ALONE[1]


def per_written(text: str, end: int) -> str:
    """The unit a figure is per, written right after it: "241 美元/线程", "$10 per GB", "68 美元每核" (线程, gb, 核)."""
    got = _PER_RIGHT_AFTER.match(text, end)
    return got.group("u").lower() if got else ""


_PER_RIGHT_AFTER = re.compile(r"[ \u00a0]*(?:美元|元|dollars?|usd|w|watts?|瓦)?[ \u00a0]*(?:/|(?<![a-z])per[ \u00a0]+|每[ \u00a0]*(?:个|一)?)"
                              r"[ \u00a0]*(?P<u>[a-zµ]+|[\u4e00-\u9fff]{1,2})", re.I)


def per_written_before(before: str) -> str:
    """The unit a figure is per, written right before it: "每千瓦 2.56 TOPS", "per watt, 2.56" (千瓦, watt)."""
    got = _PER_RIGHT_BEFORE.search(before)
    return got.group("u").lower() if got else ""


_PER_RIGHT_BEFORE = re.compile(r"(?:(?<![a-z])per[ \u00a0]+|每[ \u00a0]*(?:个|一)?[ \u00a0]*)(?P<u>[a-zµ]+|[\u4e00-\u9fff]{1,2})"
                               r"[ \u00a0,，]*(?:(?:约|为|是|可达|达到?|有|仅|只有|about|around|is|of)[ \u00a0]*)?$", re.I)


def per_fits(per_label: str, said: str) -> bool:
    """The unit written after a value per one of another cell names that cell (its unit, or what its column counts)."""
    names = per_label.split()
    return said in names or _UNIT_SPELLED.get(said, "") in names or _label_counts(per_label, said)


def _label_counts(label: str, said: str) -> bool:
    """"per core", "每核", "/核" of a plain column labelled "Cores" / 核心数: one of what the column counts."""
    if said.isascii():
        return len(said) > 2 and label_has(label.partition("(")[0], said)
    return said[0] in label.partition("(")[0] and said[0] not in "个项次秒分时天年月日"


def _durations(named: list[Candidate], lang: str) -> list[Candidate]:
    """"At its native 400 MB/s, filling an LTO-9 tape takes 12.5 hours", "按 400MB/s 写满 18TB 需要 12.5 小时": an
    amount divided by a rate of the same thing (bytes by bytes per second) is the time it takes, for two values of
    one table row (or two metrics) the sentence names; its word is a word of taking (bind._op_near)."""
    out = []
    for a in named:
        for b in named:
            if a is b or a.is_range or b.is_range or not b.lo or not a.unit.symbol or not b.unit.symbol:
                continue
            da, db = a.unit.dims, b.unit.dims
            if not (db[0] == -1 and da[0] == 0 and da[1:] == db[1:] and any(da[1:])):
                continue
            ra, rb = a.refs[0].split("."), b.refs[0].split(".")
            if len(a.refs) != 1 or len(b.refs) != 1 or (len(ra) == 4) != (len(rb) == 4) or len(ra) == 4 and ra[:3] != rb[:3]:
                continue  # (two cells of one row, or two of a report's metrics)
            if ra[0] != rb[0] or {"scope:per", "scope:total"} <= a.tags | b.tags:
                continue  # (one run's amount at another report's rate, or a total at one client's rate, is no time taken)
            out.append(replace(_make("duration", a.lo / b.lo, units.UNITS["s"], f"= {a.display} ÷ {b.display} · {a.where}",
                                     [a, b], lang), name=f"{a.name} at {b.name}"))
    return out


# what a plain value is per, in its label or note: "CNY per GB per month", "元/GB/月", "每 GB"
_PER_IN_LABEL = re.compile(r"(?:(?<![a-z])per[ \u00a0]+|/[ \u00a0]?|每[ \u00a0]*)([a-z]+)", re.I)
# an amount written with its unit: "500 GB", "2 TB"
_AMOUNT = re.compile(r"(?<![\d.a-z])(?<!\d,)(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)[ \u00a0]?([a-z]+)(?![a-z])")


def _at_amounts(registry, named: list[Candidate], sentence: str, lang: str, cands=()) -> list[Candidate]:
    """"At 0.35 yuan per GB-month, the 500 GB disk costs 175 yuan a month": a plain value per a unit (its label or
    note: "CNY per GB per month", "元/GB/月") whose figure the sentence writes, times an amount of that unit's dimension
    the sentence writes; its word is a word of paying (bind._op_near). A cell's row must not be passed over for
    another row the sentence names ("… 175 yuan as an Enhanced SSD" of the Premium price)."""
    amounts = []
    for g in _AMOUNT.finditer(sentence.lower()):
        u = _unit_lower().get(g.group(2))
        if u is not None and not units.is_counted(u) and u.symbol not in ("%", "x") and any(u.dims):
            amounts.append((float(g.group(1).replace(",", "")), u, g.group(0)))
    if not amounts:
        return []
    out = []
    for a in named:
        if a.is_range or len(a.refs) != 1 or a.unit.symbol or not a.lo or not _written_at(a, sentence) \
                or _other_row_named(a, cands, sentence):
            continue
        per = _PER_IN_LABEL.search(stated_text(registry, a.refs[0]))
        pu = _unit_lower().get(per.group(1).lower()) if per else None
        if pu is None or units.is_counted(pu) or not any(pu.dims) or not pu.factor:
            continue
        for v, u, shown in amounts:
            if u.dims == pu.dims:
                out.append(replace(_make("at", a.lo * v * u.factor / pu.factor, a.unit, f"= {a.display} × {shown} · {a.where}",
                                         [a], lang), name=f"{a.name} at {shown}"))
    return out


def _written_at(c: Candidate, sentence: str) -> bool:
    """The value's figure is written in the sentence, however short ("0.35 yuan per GB")."""
    d = _FIGURE.match(c.display)
    return d is not None and figure_re(d.group()).search(sentence) is not None


def _other_row_named(c: Candidate, cands, sentence: str) -> bool:
    """The sentence names another row of c's table by a word of its own, and not c's row."""
    if not c.need or c.refs[0].count(".") != 3:
        return False
    table = c.refs[0].split(".")[:2]
    rows: dict[str, set] = {}
    for o in cands:
        if o.need and len(o.refs) == 1 and o.refs[0].count(".") == 3 and o.refs[0].split(".")[:2] == table:
            rows.setdefault(o.refs[0].split(".")[2], set()).update(o.need[0])
    mine = c.refs[0].split(".")[2]
    own = {r: ws.difference(*(w for k, w in rows.items() if k != r)) for r, ws in rows.items()}
    said = {r for r, ws in own.items() if any(has_key(k, sentence) for k in ws)}
    return bool(said) and mine not in said


def _name_run(registry, ref: str, toks: list[str]) -> int:
    """The most words in a row of a cell's printed name (its text cells) the sentence's tokens write in a row."""
    rid, table, row, _col = ref.split(".")
    cells = registry[rid].model.tables[table].rows[row]
    best = 0
    for v in (cells if isinstance(cells, list) else list(cells.values())):
        if not isinstance(v, str):
            continue
        name = NAME_WORD.findall(v.lower())
        if name and len(name[-1]) >= 3 and name[-1].isdigit() and name[-1] in toks:
            best = max(best, 2)  # "the 64-core 9554" of "EPYC 9554": a model number names its row as its whole name does
        for i in range(len(name)):
            for j in range(len(toks)):
                k = 0
                while i + k < len(name) and j + k < len(toks) and name[i + k] == toks[j + k]:
                    k += 1
                best = max(best, k)
    return best
