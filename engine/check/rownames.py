"""Rows named by their own value: "the 8.3B model", "the 34-layer net", "101 层 ResNet", "50 层的 22.85%", "At 18
layers, …". Papers name a row of a results table by one of its figures (its size, its depth) more often than by
its label. Such a number is a name, not a measurement: it verifies as that row's cell (or the number in its text
cell) when the table has exactly one row with that value, and the row counts as named for the other numbers of
the sentence (a cell of that row, a difference or ratio of it and another row). A name that fits no row, or a
row that the sentence's figures contradict, still fails: the name must be one of the table's values exactly.

Where a number names (its position, not its value, tells a name from a figure):
- before a head noun, up to three modifiers between: "the 8.3B model", "34-layer plain net", "1.2B-parameter
  configuration", "101 层 ResNet", "2.5B 参数的模型", "18 层网络";
- before 的 and another figure: "50 层的 22.85%";
- as a condition: "At 18 layers, …", "18 层时,…".
"""
from __future__ import annotations

import re

from engine import units
from engine.check import bind as B
from engine.check.foreign import stated_unit
from engine.check.lexicon import UNIT_RE
from engine.check.scope import PRINTED_NAME, in_money
from engine.models.common import all_text

_FUNCTION = r"(?:of|the|a|an|on|in|at|to|from|with|by|for|and|or|is|are|was|were|has|have|had|use|uses|than|vs|its)"
_NOT_HEAD = r"(?:per|each|with|without|time|rate|speed|price|prices|size|sizes|value|values|results?|data|figures?|table)"
_HEAD_EN = (r"(?:models?|configurations?|configs?|nets?|networks?|variants?|versions?|architectures?|baselines?"
            r"|counterparts?|systems?|settings?|resnets?|run|plans?|tiers?|skus?|editions?)")
# a head noun followed by what is measured is a modifier: "24 Transformer layers", "the 8.3B model parameters"
_MEASURED_AFTER = r"(?![a-z]|-[a-z0-9]|\s+(?:layers?|blocks?|heads?|parameters?|params|units?|dimensions?)\b)"
NAME_AFTER_EN = re.compile(r"(?:[\s-]+(?!" + _FUNCTION + r"\b)[a-z][\w+.]*){0,3}?[\s-]+" + _HEAD_EN + _MEASURED_AFTER)
NAME_AFTER_ZH = re.compile(r"\s*(?:参数|个参数|美元|元)?\s*的?\s*(?:[a-z][\w+.-]*\s*){0,2}"
                           r"(?:模型|配置|网络|版本|变体|架构|结构|套餐|型号|规格|实例)")
NAME_AFTER_ZH_LATIN = re.compile(r"\s*(?:(?!" + _FUNCTION + r"\b)[a-z][\w+.-]*\s+)?(?:resnet|net)(?![a-z])")  # "101 层 ResNet", "18 层 plain net"
# after a figure with a unit, a product is named: "the 1 TB drive", "the 2 TB SSD", "1TB 版本" (a bare "8 cards" counts)
_PRODUCT_EN = re.compile(r"(?:[\s-]+(?!" + _FUNCTION + r"\b)[a-z][\w+.]*){0,2}?[\s-]+(?:drives?|disks?|discs?|cards?"
                         r"|modules?|ssds?|hdds?|sticks?|kits?|cartridges?|capacity points?"
                         # (a size that names the row it sweeps: "with 64-byte values", "4 KiB blocks", "1 MB objects")
                         r"|values|objects|files|blocks|records|messages|requests)(?![a-z])"
                         # ("25GB SSD 存储", "80 GB SSD storage": a modifier of what is measured, no product)
                         r"(?![ \u00a0]*(?:storage|space|capacity|volume|存储|空间|容量|盘))")
_PRODUCT_ZH = re.compile(r"\s*(?:的)?\s*(?:[a-z][\w+.-]*\s*)?(?:版本|版|款|容量版本?|型号|规格|硬盘|盘(?!位)|对象|文件|数据块)")
# "64 字节的值": a data size that names the value size a sweep is keyed by (only a size: "500GB 的 TBW 值" is no name)
_VALUE_ZH = re.compile(r"\s*的?\s*值(?![得])")
# "16 KB samples", "1MB 分片": what a data size names only as a size ("455 个样本" counts samples)
_SIZED_EN = re.compile(r"[\s-]+(?:[a-z]+[\s-]+)?(?:samples|shards|chunks|pages|keys|rows|segments)(?![a-z])")
_SIZED_ZH = re.compile(r"\s*的?\s*(?:小|大)?(?:样本|分片|文件|数据块)")
_LISTED_NAMES = re.compile(r"(?:\s*(?:,|、|，|\band\b|\bor\b|和|与|及)\s*(?:the\s+)?\d[\d.,]*\s*[a-z]{1,5}(?![a-z])){1,3}")
_LISTED_PRICES = re.compile(r"[ \u00a0]*(?:美元|元)?(?:\s*(?:,|、|，|\band\b|\bor\b|和|与|及)\s*(?:the\s+)?(?:us\$|\$|€|£|¥)?"
                            r"[ \u00a0]*\d[\d.,]*(?:[ \u00a0]*(?:美元|元))?){1,3}")
# "50 层的 22.85%", "是 7380 的两倍", "仅为 7285 的四分之一": a figure in words counts as one
OF_FIGURE_ZH = re.compile(r"\s*的\s*[^\d,，。;；:：]{0,12}?(?:\d|[一二两三四五六七八九十百千]+(?:倍|分之)|一半)")
CONDITION_BEFORE = re.compile(r"(?:(?<![a-z])at|在)\s*$")
# (or at the sentence's end: "… 60% below the 5.2 GB/s it holds at 25 °C.")
CONDITION_AFTER = re.compile(r"\s*(?:[a-zµ][a-zµ/]*\s*|°c\s*|℃\s*)?(?:时)?\s*(?:[,，]|(?:\[[^\]]*\]\s*|\x00\s*)*(?:[.。;；]|$)"
                             r"|(?:and|but|while)(?![a-z])|和|而)")  # ("77 °C at 35 °C and 81 °C at 45 °C")
# "95% at 8 nodes": a setting written right after a figure ("at" and a count of a counted noun)
_AT_AFTER_FIGURE = re.compile(r"\d[\d.,]*[ \u00a0]*(?:%|[a-zµ/]+)?[ \u00a0]+at[ \u00a0]+$")
# "以 16GT/s 运行时", "在 16GT/s 下", "速率为 16GT/s 时": a setting written before its figures in Chinese
CONDITION_BEFORE_ZH = re.compile(r"(?:在|以|当|为|(?:扩展|扩大|增加|扩容|增)(?:到|至))\s*$")  # ("扩展到 256 卡时")
CONDITION_AFTER_ZH = re.compile(r"\s*(?:[a-zµ][a-zµ/]*\s*)?(?:的\s*[\u4e00-\u9fff]{1,3}?\s*)?(?:(?:运行|工作|测试|设置)?时|下)")
# a comparative before a row's name governs the figure after it ("高于 18 层 plain 网络的 27.94%"); a bound does
# not ("超过 18 层的网络" is a claim about depth)
_COMPARATIVES = ("高于", "低于", "优于", "劣于")


def names_position(text: str, m) -> int:
    """Where the row's name ends when the mention stands where a name does (above), read in the block's
    lower-cased text: after its head noun ("8.3B 模型"), else at the mention's end; -1 when it does not. A figure
    with a unit heads a product noun as well ("the 1 TB drive", "1TB 版本": a bare number before it counts it), and
    names listed before one head name each ("the 1 TB and 4 TB models", "1TB 和 4TB 版本")."""
    after = text[m.end:m.end + 80].lower()
    cjk = any("\u4e00" <= ch <= "\u9fff" for ch in text[m.start:m.end + 2])
    sized = m.unit is not None and m.unit.symbol not in ("%", "x")
    money = m.unit is None and bool(re.search(r"(?:us\$|\$|€|£|¥)[ \u00a0]*$", text[max(0, m.start - 4):m.start].lower())
                                    or re.match(r"[ \u00a0]*(?:us\$|\$|€|£|¥)", text[m.start:m.end].lower())
                                    or re.match(r"[ \u00a0]*(?:美元|元)", text[m.end:m.end + 3]))
    listed = _LISTED_NAMES.match(after) if sized else _LISTED_PRICES.match(after) if money else None
    for skip in ((0, listed.end()) if listed else (0,)):
        rest = after[skip:]
        if cjk:
            head = NAME_AFTER_ZH.match(rest) or NAME_AFTER_ZH_LATIN.match(rest) or (sized and _PRODUCT_ZH.match(rest)) \
                or (sized and m.unit.dims == units.UNITS["GB"].dims and (_VALUE_ZH.match(rest) or _SIZED_ZH.match(rest)))
        else:
            head = NAME_AFTER_EN.match(rest) or (sized and _PRODUCT_EN.match(rest)) \
                or (sized and m.unit.dims == units.UNITS["GB"].dims and _SIZED_EN.match(rest))
        if head:
            return m.end + skip + head.end()
    if OF_FIGURE_ZH.match(after) or by_condition(text, m):
        return m.end
    if m.unit is not None and units.is_counted(m.unit) and _AT_AFTER_FIGURE.search(text[max(0, m.start - 24):m.start].lower()):
        return m.end  # ("from 95% at 8 nodes to 90% at 128 nodes": each figure's setting names its row)
    return -1


def by_condition(text: str, m) -> bool:
    """"At 18 layers, …", "18 层时,…": the number is written as a condition (a setting: checker.py takes it as a
    row's name only for a label, a key column's cell or a count, never a measured "rated at 350 W, while …")."""
    before = text[max(0, m.start - 8):m.start].lower()
    after = text[m.end:m.end + 60].lower()
    return bool(CONDITION_BEFORE.search(before) and CONDITION_AFTER.match(after)
                or CONDITION_BEFORE_ZH.search(before) and CONDITION_AFTER_ZH.match(after))


def row_of(c) -> tuple[str, str, str] | None:
    parts = c.name.split(".")
    return tuple(parts[:3]) if len(parts) == 4 else None


class RowIndex:
    """The values that can name a row: each table cell, and each number in a row's text cell, keyed by table."""

    def __init__(self, cells, labels, registry):
        self.by_table: dict[tuple[str, str], list] = {}
        self._memo: dict = {}
        self._registry = registry
        self.keys: set[str] = set()  # cells of a sweep table's key column ("DP degree (GPUs)": 1, 4, 16, 64)
        self.printed: dict[str, list[tuple[str, object]]] = {}  # report -> (a row's whole printed name, its label)
        key_cols: dict = {}
        for c in list(cells) + list(labels):
            r = row_of(c)
            if r is None or r[0] not in registry:
                continue
            table = registry[r[0]].model.tables.get(r[1])
            if table is None or r[2] not in table.rows:  # a caption or a column label names no row
                continue
            self.by_table.setdefault(r[:2], []).append(c)
            if c.kind == "label":
                text = _cell_text(table, r[2], c.name.split(".")[3])
                if text and PRINTED_NAME.fullmatch(text):
                    self.printed.setdefault(r[0], []).append((text, c))
            if c.kind == "evidence":
                if r[:2] not in key_cols:  # (read once per table, not per cell)
                    key_cols[r[:2]] = _key_column(table)
                if key_cols[r[:2]] == c.name.split(".")[3]:
                    self.keys.add(c.name)

    def name_of(self, m, tol: float, cited: set, money: bool = False, setting: bool = False, written: str = ""):
        """The cell or label m names, when exactly one row of a table of a cited report has m's value as written
        (several tables: the first by name); else None. An amount of money ("the $4 plan") names only by a cell of
        a column whose label states a currency."""
        if m.sign or m.vague is not None or m.pp or m.arith is not None or m.group == "range" \
                or (m.unit is not None and m.unit.symbol in ("%", "x")) \
                or (m.qualifier and m.qual_text not in _COMPARATIVES):
            return None
        key = (m.value, m.decimals, m.scale, m.unit.symbol if m.unit else None, m.unit_text, tuple(sorted(cited)), money,
               setting, written)
        if key not in self._memo:
            self._memo[key] = self._name_of(m, tol, cited, money, setting, written)
        return self._memo[key]

    def rows_of(self, m, tol: float, cited: set) -> set:
        """"The 50 GB disc" when two rows hold 50 GB (a BD and an Ultra HD disc): the rows a name at a name's place
        may be of, when it names no one row; each counts as named (none is bound)."""
        if m.sign or m.vague is not None or m.pp or m.arith is not None or m.group == "range" \
                or (m.unit is not None and m.unit.symbol in ("%", "x")) or m.qualifier:
            return set()
        out = set()
        for key in sorted(k for k in self.by_table if k[0] in cited):
            fits = {row_of(c) for c in self.by_table[key] if c.kind == "evidence" and _names(m, c, tol)}
            if len(fits) > 1:
                out |= fits
        return out

    def _key_value(self, rid: str, tname: str) -> bool:
        """A key→value table (one column of figures): a price in it is what is measured, no plan's name ("Spaces
        subscription, US$ per month: 5" names no "5 美元套餐")."""
        cols = self._registry[rid].model.tables[tname].columns.values()
        return sum(col.unit is not None for col in cols) == 1

    def grade_named(self, text: str, m, cited: set) -> tuple[str, str, str] | None:
        """"At 16x", "from 1x to 4x", "8 倍速": a multiple written against its number (or N 倍 before 速) is a speed
        grade, the name of the one row of a cited table whose id is that grade ("x16" or "16x"), not a ratio; that
        row, else None."""
        if m.sign or m.qualifier or m.vague is not None:
            return None
        written = text[m.start:m.end].strip()
        got = re.fullmatch(r"(\d+(?:\.\d+)?)[x×]", written, re.I)
        if got is None and text[m.end:m.end + 1] == "速":
            got = re.fullmatch(r"(\d+(?:\.\d+)?)[ \u00a0]*倍", written)
        if got is None:
            return None
        ids = {"x" + got.group(1), got.group(1) + "x"}
        rows = {(rid, t, k) for rid, t in self.by_table if rid in cited
                for k in self._registry[rid].model.tables[t].rows if k.lower() in ids}
        return next(iter(rows)) if len(rows) == 1 else None

    def caption_head(self, text: str, m, c) -> int:
        """"The $4 Basic Droplet": a noun of the caption of c's table that no column label or text cell writes
        (what the rows are, not what they measure or their names) after a figure with a unit or a currency (a bare number before a noun counts
        it: "16 clients"), up to two modifiers between, heads a name as a model or a plan does; where that name
        ends, else -1."""
        if m.unit is None and not B._money(m, text[max(0, m.start - 30):m.end + 30].lower()):
            return -1
        rid, tname = row_of(c)[:2]
        key = (rid, tname)
        if key not in self._memo:
            table = self._registry[rid].model.tables[tname]
            # (nor a word of the rows' printed names: "the 18 TB Fjord D5" names Fjord D5 by its text, not 18 TB)
            labels = " ".join([all_text(col.label) for col in table.columns.values() if col.label]
                              + [x for row in table.rows.values() for x in (row if isinstance(row, list)
                                                                             else row.values()) if isinstance(x, str)]).lower()
            # (what the rows are comes before a caption's colon: "Basic Droplets (Regular SSD): resources and prices")
            caption = all_text(table.caption).lower().split(":")[0] if table.caption else ""
            stems = {t[:5] for t in re.findall(r"[a-z][a-z-]{3,}", labels)}
            words = {w.rstrip("s") for w in re.findall(r"[a-z][a-z-]{3,}", caption)
                     if not re.fullmatch(_FUNCTION + "|" + _NOT_HEAD, w) and w[:5] not in stems}
            self._memo[key] = re.compile(r"(?:[\s-]+(?!" + _FUNCTION + r"\b)[a-z][\w+.]*){0,2}?[\s-]+(?:"
                                         + "|".join(sorted(map(re.escape, words))) + r")s?" + _MEASURED_AFTER) \
                if words else None
        pattern = self._memo[key]
        got = pattern.match(text[m.end:m.end + 60].lower()) if pattern is not None else None
        return m.end + got.end() if got else -1

    def printed_name(self, m, c, tol: float) -> bool:
        """m is written as a number of the printed name of c's row (its text cell: "18 layers", "ResNet-50")."""
        return any(o.kind == "label" and row_of(o) == row_of(c) and _names(m, o, tol)
                   for o in self.by_table.get(row_of(c)[:2], ())) or c.name in self.keys and _names(m, c, tol)

    def _name_of(self, m, tol: float, cited: set, money: bool, setting: bool = False, written: str = ""):
        # ("At 4 GT/s" names no 4 KiB row: a figure written in a unit of no dimension names a plain cell or a label)
        # (nor a plain cell whose label states another such unit: "at 25 °C" names no "最大功耗(W)" cell of 25)
        tables = [(key, [c for c in self.by_table[key] if _names(m, c, tol) and not (written and c.unit.symbol)
                         and not (written and c.kind == "evidence" and stated_unit(self._registry, c.refs[0])
                                  not in ("", written))
                         and (not money or c.kind == "evidence" and in_money(self._registry, *c.name.split(".")[:2],
                                                                              c.name.split(".")[3]))])
                  for key in sorted(k for k in self.by_table if k[0] in cited and not (money and self._key_value(*k)))]
        if m.unit is not None and units.is_counted(m.unit) \
                and any(c.unit.symbol == m.unit.symbol for _, fits in tables for c in fits):
            # "扩展到 256 卡时": a count written with its noun names a row by a cell of that count, not a plain 256
            tables = [(key, [c for c in fits if c.unit.symbol == m.unit.symbol]) for key, fits in tables]
        # "At 32 GT/s" (a unit the registry lacks): a bare figure written as a setting, of a sweep table's key column,
        # names its row, not a cell that holds the same number in a unit of its own (32 GB/s, 32 MiB), in any table
        every = [c for _, fits in tables for c in fits]
        keyed = [c for c in every if c.name in self.keys]
        if setting and m.unit is None and len(keyed) == 1 and all(c is keyed[0] or c.unit.symbol for c in every):
            return keyed[0]
        for key, fits in tables:
            if fits and len({row_of(c) for c in fits}) == 1:
                return min(fits, key=lambda c: (c.kind != "evidence", c.name))
            # "PCIe 5.0", "after 4.0": the one row printed as exactly that number ("5.0"), not a 5.0 GT/s cell
            whole = [c for c in fits if c.kind == "label" and str(c.display).strip() == m.text.strip()] \
                if not m.group else []
            if len({row_of(c) for c in whole}) == 1:
                return min(whole, key=lambda c: c.name)
        return None

    def printed_at(self, text: str, m, cited: set):
        """"PCIe 6.0 doubles…", "At 128/4096 the H200…", "2048/2048 场景下": m stands inside a row's whole printed
        name written as the table prints it (a text cell scope.PRINTED_NAME reads as a name: a version, numbers
        joined by "/", "x", ":", a name with a number in it): the label of that row with m's value, where the name is
        written, and whether no other row prints it (then it names that row); else None. A bare decimal name ("6.0")
        counts only with no unit after it, and after a word that is no function word ("PCIe 6.0", not "rate of 6.0"),
        before a head noun ("3.0 版本") or beside another row's name of its column written so ("from PCIe 3.0 to 5.0",
        "15.754 GB/s (3.0) to 31.508 (4.0)")."""
        if m.sign or m.qualifier or m.vague is not None or m.pp:
            return None  # (a "/" between its numbers reads as a division: the name is checked before arithmetic)
        low = text.lower()
        for rid in sorted(cited):
            names = self.printed.get(rid, ())
            for name, c in names:
                if abs(c.lo - m.value) > 1e-9 or c.decimals != m.decimals:
                    continue
                # (two rows print it: a name of neither, though a name: "128/2048" of two models' rows)
                shared = any(n.lower() == name.lower() and row_of(o) != row_of(c) for n, o in names)
                for x in re.finditer(r"(?<![\w.])" + re.escape(name.lower()) + r"(?![\w]|[.,/]\d)", low):
                    if not x.start() <= m.start < m.end <= x.end():
                        continue
                    if _BARE_DECIMAL.fullmatch(name) and (
                            _unit_after(low, x.end())
                            or not _after_name_word(low, x.start()) and not _HEAD_AFTER.match(low, x.end())
                            and not self._sibling_named(low, names, c, x.start())):
                        continue
                    return c, x.start(), x.end(), not shared
        return None

    @staticmethod
    def _sibling_named(low: str, names, c, at: int) -> bool:
        """Other rows' printed names of c's column stand in the text as names, with no unit after them: one after a
        word ("PCIe 3.0 至 5.0"), two ("3.0, 4.0 and 5.0"), or one where both stand in parentheses ("15.754 GB/s
        (3.0) to 31.508 (4.0)")."""
        col = c.name.split(".")[:2] + c.name.split(".")[3:]
        bare = set()
        for name, o in names:
            if o.name.split(".")[:2] + o.name.split(".")[3:] != col or row_of(o) == row_of(c):
                continue
            for x in re.finditer(r"(?<![\w.])" + re.escape(name.lower()) + r"(?![\w]|[.,/]\d)", low):
                if x.start() != at and not _unit_after(low, x.end()):
                    if _after_name_word(low, x.start()):
                        return True
                    bare.add(name)
                    if _in_parens(low, x.start(), x.end()) and _in_parens(low, at, at + len(c.display)):
                        return True
        return len(bare) >= 2


def _in_parens(low: str, start: int, end: int) -> bool:
    return low[start - 1:start] in ("(", "（") and low[end:end + 1] in (")", "）")


def _unit_after(low: str, end: int) -> bool:
    return bool(re.match(r"[ \u00a0]*(?:%|(?:" + UNIT_RE.pattern + r")(?![a-z0-9]))", low[end:end + 12]))


def _after_name_word(low: str, start: int) -> bool:
    return bool(re.search(r"(?<![\w-])(?!" + _FUNCTION + r"\b)[a-z][\w-]*\s*$", low[max(0, start - 20):start]))


def _cell_text(table, rkey: str, cname: str) -> str:
    row = table.rows[rkey]
    v = dict(zip(table.columns, row)).get(cname) if isinstance(row, list) else row.get(cname)
    return v.strip() if isinstance(v, str) else ""


_BARE_DECIMAL = re.compile(r"\d+\.\d+")
_HEAD_AFTER = re.compile(r"[ \u00a0]*(?:版本|版|代|(?:version|release|generation)(?![a-z]))")  # "3.0 版本", "3.0 release"


def _key_column(table) -> str | None:
    """The column that names the rows of a sweep table, which has no text column: its first one, when its values
    are all given and all differ ("DP degree (GPUs)": 1, 4, 16, 64; "clients": 4, 16). Writers name such a row by
    that value: "at 16 GPUs", "from 16 to 64 GPUs"."""
    if any(col.unit is None for col in table.columns.values()):
        return _key_by_ids(table)
    first = next(iter(table.columns))
    vals = []
    for row in table.rows.values():
        v = row[0] if isinstance(row, list) and row else row.get(first) if isinstance(row, dict) else None
        if v is None or isinstance(v, str):
            return None
        vals.append(str(v))
    if all(_ID_NUMBER.search(k) for k in table.rows) and _key_by_ids(table) != first:
        return None  # rows "x1" … "x16" are named by their ids (speed grades), not by the rates of the first column
    return first if len(set(vals)) == len(vals) > 1 else None


_ID_NUMBER = re.compile(r"(\d+(?:\.\d+)?)([km]?)(?![a-z])", re.I)


def _key_by_ids(table) -> str | None:
    """A column whose value each row's id spells ("w140k" of 140,000 warehouses, "gfc16" of 16): it names the rows
    as a text column would ("at 140,000 warehouses", "最低的是 140,000 仓库")."""
    names = list(table.columns)
    if len(table.rows) < 2:
        return None
    for i, col in enumerate(names):
        vals = []
        for key, row in table.rows.items():
            v = row[i] if isinstance(row, list) and i < len(row) else row.get(col) if isinstance(row, dict) else None
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                break
            # ("b4k" of a 4 KiB block: the letter may be the unit's, not a thousand)
            # (or a binary one: "v1k" of a 1,024-byte value, "v16k" of 16,384)
            said = {float(n) * f for n, s in _ID_NUMBER.findall(key)
                    for f in {1, *{"": (1,), "k": (1e3, 1024), "m": (1e6, 1024 ** 2)}[s.lower()]}}
            if float(v) not in said:
                break
            vals.append(v)
        else:
            if len(set(vals)) == len(vals):
                return col
    return None


def _names(m, c, tol: float) -> bool:
    return B.holds(m, c, tol, qualifier=None) and B._shown_as(m, c) and not c.is_range


def row_words(c) -> str:
    """The words that name c's row, as a sentence would have to write them (its key)."""
    return row_of(c)[2].replace("_", " ").lower()
