"""Figures a writer computes from two others of the same sentence: "2.1 PB in 3.5 hours, an average of about 167
GB/s", "每台 128GB 内存,350 台合计约 44.8TB", "a 4 TB drive writing at 6,500 MB/s fills in about 10 minutes",
"432 GB an hour … more than 10 TB in a day".

A figure with a unit of a dimension that binds to nothing that holds is verified when it is the product or the
quotient of two other figures of its sentence, each verified on its own against the reports (the reports' values
are used, not the written ones), or of one of them and a period the sentence writes in words ("a day", "每小时"),
under the figure's own rounding and qualifier and in its own dimension. A count is a number here (350 servers ×
128 GB is 44.8 TB). Nothing else is rescued: a wrong operand fails on its own, and a wrong result does not hold.
Multiples and percents are ratios (arith.py, _written_ratio), not products.
"""
from __future__ import annotations

import re

from engine import units
from engine.calc import display as D
from engine.calc.quantity import Quantity
from engine.check import agree
from engine.check import bind as B
from engine.check import derive
from engine.check.markdown import Block
from engine.check.scope import Candidate

# a period written in words: one of it ("in a day", "every hour", "每天", "每小时")
_PERIOD_EN = re.compile(r"(?<![a-z])(?:a|an|one|per|each|every|in a|in one)[ \u00a0]+(second|minute|hour|day|week|year)(?![a-z])"
                        r"|(?<![a-z])(daily|hourly|weekly|yearly|annually)(?![a-z])", re.I)
_PERIOD_ZH = re.compile(r"(?:每|一)(秒钟?|分钟|小时|天|日|周|星期|年)")
_SECONDS = {"second": 1.0, "minute": 60.0, "hour": 3600.0, "day": 86400.0, "daily": 86400.0, "hourly": 3600.0,
            "week": 604800.0, "weekly": 604800.0, "year": 31536000.0, "yearly": 31536000.0, "annually": 31536000.0,
            "秒": 1.0, "秒钟": 1.0, "分钟": 60.0, "小时": 3600.0, "天": 86400.0, "日": 86400.0, "周": 604800.0,
            "星期": 604800.0, "年": 31536000.0}  # (a year of 365 days: "3.78 PB a year" of 432 GB an hour)
_TIME = units.UNITS["s"].dims
_NOUN_GAP = re.compile(r"[ \u00a0]*(?:[A-Za-z-]+[ \u00a0]+){0,2}|[\u4e00-\u9fff]{0,4}")  # "60,000 reads per second"
_COMPARED = re.compile(r"^[ \u00a0]*(?:[a-z]+[ \u00a0]+)?(?:less|more|fewer|higher|lower|larger|smaller|faster|slower|bigger"
                       r"|greater|above|below|over|under|ahead|behind|short|up|down|extra)(?![a-z])", re.I)
_COMPARED_ZH = re.compile(r"比|较|相比|多出|高出|低了|少了|提升|增加|减少|降低|节省|增长|下降")


class ProductRules:
    def _written_products(self, b: Block, results: list) -> None:
        if self.scope is not None:
            return  # with a brief a derived figure is a claim of the brief (docs: Limits)
        tol = self.config.approx_tolerance
        for k, (m, bd) in enumerate(results):
            if bd.status not in ("unsourced", "value-mismatch", "qualifier-violation", "agree-mismatch") \
                    and not (bd.status == "unit-mismatch" and bd.cand is not None and units.is_counted(bd.cand.unit)) \
                    or m.unit is None \
                    or m.unit.dimensionless or units.is_counted(m.unit) or m.group or m.arith is not None \
                    or m.sign or m.pp or m.vague is not None:
                continue
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            ops = [(o.text, obd.cand, _per_member(b.text, lo, o), _members(b.text, lo, hi, o, obd.cand))
                   for j, (o, obd) in enumerate(results) if j != k and lo <= o.start < hi and _operand(obd)]
            # "Each of the 350 servers wrote 2.1 PB" of a run's total: a total written as one member's is no operand
            ops = [op for op in ops if not (op[2] and "scope:total" in op[1].tags)]
            ops += [(w, None, False, frozenset()) for w in _periods(b.text, lo, hi, [o for o, _ in results if o is not m])]
            clause = _clause(b.text, lo, hi, m)
            if _COMPARED.search(b.text[m.end:m.end + 24]) or _COMPARED_ZH.search(clause):
                continue  # "24 TB less than the DXP8800", "比 A 多 24TB": a difference, not a product
            tags = agree.tags(clause)
            if any(t.startswith("stat:") and t != "stat:avg" for t in tags):
                continue  # an amount over a time is its average: "a peak of 167 GB/s" is no such figure
            got = self._product_of(m, ops, tol, tags)
            if got is not None:
                results[k] = (m, B.Binding("verified", got))

    def _product_of(self, m, ops: list, tol: float, tags: frozenset) -> Candidate | None:
        mine = _entities_per(tags)  # "about 167 GB/s per server": the result is one server's
        for i, (ta, ca, each, ea) in enumerate(ops):
            for j, (tb, cb, _, eb) in enumerate(ops):
                if j == i or ca is None and cb is None:
                    continue
                if ca is not None and cb is not None and not set(ca.reports) & set(cb.reports):
                    continue  # "2.1 PB at 32 GB/s" of two reports: one run's amount at another's rate is no finding
                if any(c is not None and self._money_quantity(c) for c in (ca, cb)):
                    continue  # "50 TB … 0.23 yuan": a price times an amount is money, never the amount's unit
                (va, da), (vb, db) = _base(ta, ca), _base(tb, cb)
                for v, dims, op in ((va * vb, units.mul_dims(da, db), "×"), (va / vb, units.div_dims(da, db), "÷")):
                    if op == "×" and j < i or dims != m.unit.dims or v <= 0:
                        continue  # (a product is tried once per pair)
                    counted = _counts(cb) if op == "÷" else _counts(ca) or _counts(cb)
                    if counted and ("scope:total" if op == "÷" else "scope:per") in tags:
                        continue  # "640 MB/s across 8 nodes is 80 MB/s in total": a share of a count is no total
                    if counted and op == "÷" and each:
                        continue  # "每个生产者 193.0MB/s,平均每个约 64MB/s": one member's figure is not shared out again
                    if not _members_agree(op, (ca, ea), (cb, eb), mine, "scope:total" in tags):
                        continue
                    parts = [c for c in (ca, cb) if c is not None]
                    if m.qualifier not in ("approx", "nearly") and _finer(m, parts):
                        continue  # "最高 866.6 Mbps" is no 6.9 Gbps ÷ 8: four digits from a figure of two
                    cand = self._product_cand(m, v, f"{ta} {op} {tb}", parts)
                    if B.holds(m, cand, tol) and (m.qualifier not in B.INEQ or B.holds(m, cand, 2 * tol, "approx")):
                        return cand  # (a bound is a rounding of the product: "more than 10 TB" of 10.4 TB)
        return None

    def _product_cand(self, m, v: float, shown: str, parts: list) -> Candidate:
        d = max(m.decimals, 0)
        return Candidate(shown, "derived", v, v, m.unit, d, D.quantity(Quantity(v, v, m.unit), d, self.lang),
                         "= " + " and ".join(f"{c.name} {c.display}" for c in parts) + " (figures written in the sentence)",
                         tuple(dict.fromkeys(r for c in parts for r in c.reports)), (),
                         internal=any(c.internal for c in parts))


def _operand(bd) -> bool:
    c = bd.cand
    if bd.status == "ambiguous" and (bd.other is None or c is None or bd.other.lo != c.lo):
        return False  # (two quantities of one value: "350 台" of a servers row and a servers metric)
    return bd.status in ("verified", "ambiguous") and c is not None and not c.is_range and c.lo > 0 \
        and c.unit.symbol not in ("%", "x") and c.kind not in ("derived", "derivation")  # (the reports' own values)


def _finer(m, parts) -> bool:
    """m is written to more digits than the operands give: its rounding is under half of theirs."""
    mine = m.half / max(abs(m.value), 1e-300)
    theirs = max((0.5 * 10 ** -c.decimals / max(abs(c.lo / (c.unit.factor or 1)), 1e-300) for c in parts), default=0)
    return mine < 0.5 * theirs


def _per_member(text: str, lo: int, o) -> bool:
    """The figure is written as one member's: a per word in its clause before it ("三个生产者每个生产者 193.0MB/s")."""
    before = text[lo:o.start]
    marks = list(B._CLAUSE_MARK.finditer(before))
    own = derive.PER_TIME.sub(" ", before[marks[-1].end() if marks else 0:].lower())
    return bool(derive.find_words(own, derive.PER_WORDS))


def _members_agree(op: str, a: tuple, b: tuple, mine: frozenset, total: bool) -> bool:
    """What each figure is one of agrees: a share of a count is one of what it counts ("2.1 PB by 24 clients" is no
    "87.5 TB per server"), a count times one member's figure counts that member ("24 clients × 128 GB per server"
    is no total), and a result written as one member's comes from a figure of that member or a share of their
    count ("2.1 PB in 3.5 hours" is no "167 GB/s per server"); a total is no product of one member's figures without
    their count ("each writes 432 GB an hour, 10.4 TB a day in total")."""
    (ca, ea), (cb, eb) = a, b
    count = cb if _counts(cb) else ca if op == "×" and _counts(ca) else None
    if count is None:
        if total and (ea or eb) or ca is not None and cb is not None and {"scope:per", "scope:total"} <= ca.tags | cb.tags:
            return False  # (and "2.1 PB at 432 GB an hour" of a run's total and one client's rate is no time taken)
        return not mine or bool(mine & (ea | eb))
    own, other = (eb, ea) if count is cb else (ea, eb)
    if op == "÷":
        return not mine or not own or bool(mine & own)
    return not other or not own or bool(other & own)


def _members(text: str, lo: int, hi: int, o, c: Candidate) -> frozenset:
    """What a figure is one of: for a count, what it counts ("24 clients", "350 台服务器"); for another figure, the
    member its quantity is per ("memory per server") or its clause writes it per ("每台服务器配备 128GB")."""
    if _counts(c):
        nouns = [w for w in units.noun_words(c.unit.symbol) if w[0] not in "个台块张"] if units.is_counted(c.unit) else []
        return entities(" ".join([o.text, derive._noun(text[o.end:o.end + 24].lower()), *nouns]))  # ("台客户端": 台 is no node)
    out = _entities_per(c.tags)
    marks = list(B._CLAUSE_MARK.finditer(text, lo, o.start))
    return out | _entities_per(agree.tags(derive.PER_TIME.sub(" ", text[marks[-1].end() if marks else lo:o.start])))


def entities(text: str) -> frozenset:
    return frozenset(k for k, rx in agree._ENTITY.items() if rx.search(text.lower())) if text.strip() else frozenset()


def _entities_per(tags: frozenset) -> frozenset:
    return frozenset(t[4:] for t in tags if t.startswith("ent:")) if "scope:per" in tags else frozenset()


def _counts(c: Candidate | None) -> bool:
    return c is not None and (units.is_counted(c.unit) or not c.unit.symbol and float(c.lo).is_integer())


def _clause(text: str, lo: int, hi: int, m) -> str:
    """The figure's own clause, between the clause marks around it in its sentence."""
    marks = list(B._CLAUSE_MARK.finditer(text, lo, m.start))
    after = B._CLAUSE_MARK.search(text, m.end, hi)
    return text[marks[-1].end() if marks else lo:after.start() if after else hi]


def _base(text: str, c: Candidate | None) -> tuple[float, tuple]:
    """An operand's value in base units, and its dimension (a count is a number)."""
    if c is None:
        return _SECONDS[text], _TIME
    dims = units.NONE if units.is_counted(c.unit) else c.unit.dims
    return c.lo, dims


def _periods(text: str, lo: int, hi: int, mentions) -> list[str]:
    """The periods the sentence writes in words, but another figure's own ("432 GB an hour", "60,000 reads per second",
    "每小时复制 432GB")."""
    out = []
    for rx in (_PERIOD_EN, _PERIOD_ZH):
        for g in rx.finditer(text, lo, hi):
            if not any(o.end <= g.start() and _NOUN_GAP.fullmatch(text[o.end:g.start()])
                       or 0 <= o.start - g.end() <= 6 for o in mentions):
                out.append(g.group(g.lastindex).lower())
    return list(dict.fromkeys(out))
