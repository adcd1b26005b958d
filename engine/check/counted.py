"""Rows that state a count of a noun: "Corvane with 3 replicas", "Linmesh 2 副本", or a plain column labelled by that
noun ("Replicas", "副本数"). A sentence that writes a count of that noun, in digits or in words ("three replicas",
"3 副本", "三副本", "双副本"), says which of those rows its figures are about. A figure bound to a
cell of a row whose count differs is judged at the row of the same name with the written count (rebound when it holds
there, else a mismatch against that row's cell); when no row has that count, it is a mismatch that names the count.

Which count is a figure's: one written in its own part of the clause (agree.window: cut at the neighbouring numbers,
so "from 118 µs with one replica to 516 µs with three" gives 118 its one replica and 516 none), else one that frames
the whole sentence before its first comma ("With three replicas, Corvane sustains 61,500 IOPS").
"""
from __future__ import annotations

import re
from functools import lru_cache

from engine.check import bind as B
from engine.check.markdown import Block
from engine.check.scope import SYNONYMS, ZH_EN
from engine.models.common import all_text

# (单 and "single" count one only for a noun rows name with their count, "Tidewell with 1 replica": of a count column
# they say per, "单通道速率" is a per-lane rate)
_SINGLE = {"single": 1, "单": 1}
_EN = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
       "nine": 9, "ten": 10, "eleven": 11, "twelve": 12}
_ZH = {"一": 1, "双": 2, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
# a count in a row's printed name: "with 3 replicas", "3-replica", "2 副本", "3 个副本"
_NAME_COUNT = re.compile(r"(?<![\w.])(\d{1,3})[ \u00a0-]*(?:[个份台块张][ \u00a0]*)?([a-z]{3,}|[\u4e00-\u9fff]{2,4})", re.I)
_FRAME_END = re.compile(r"[,，:：;；]")
# a count written after a figure as what it was measured with: "118 µs with one replica", "61,500 IOPS(三副本)"
_POST = re.compile(r"[ \u00a0]*(?:[a-zµ/%]+[ \u00a0]*)?(?:(?:with|at|on|under|using|in|across|for)[ \u00a0]+"
                   r"(?:the[ \u00a0]+|a[ \u00a0]+|an[ \u00a0]+)?|[(（][ \u00a0]*)$", re.I)


def _forms(noun: str) -> tuple[str, ...]:
    """The ways a sentence writes the noun: an English noun singular and plural and its Chinese synonyms; a Chinese one
    as printed."""
    low = noun.lower()
    if not low.isascii():  # (and the English it translates: 副本 is replica, replicas)
        return tuple(sorted({low} | {e for zh, ens in ZH_EN.items() if zh in low for e in ens},
                            key=lambda x: (-len(x), x)))
    one = low[:-1] if low.endswith("s") and not low.endswith("ss") else low
    forms = {one, one + "s"} | {z for w in (one, one + "s") for z in SYNONYMS.get(w, ()) if not z.isascii()}
    return tuple(sorted(forms, key=lambda x: (-len(x), x)))


def _label_noun(label: str) -> str:
    """The noun a count column is labelled by: "Replicas", "Number of replicas", "Replica count", "副本数"."""
    label = label.strip()
    en = re.fullmatch(r"(?:number of |no\. of |# ?)?([a-z]{3,})(?: count| number)?", label, re.I)
    if en:
        return en.group(1)
    zh = re.fullmatch(r"([\u4e00-\u9fff]{2,4}?)(?:个数|数量|数)", label)
    return zh.group(1) if zh else ""


def _texts(label) -> list[str]:
    """A label's text in each of its languages ({zh: 副本数, en: Number of replicas})."""
    langs = getattr(label, "langs", None)
    return [str(v) for v in langs.values()] if langs else [all_text(label)]


@lru_cache(maxsize=256)  # (one pattern per noun, asked for each figure of a counted table)
def _phrase(forms: tuple[str, ...], single: bool) -> re.Pattern:
    nouns = "|".join(map(re.escape, forms))
    en, zh = "|".join(_EN) + ("|single" if single else ""), "".join(_ZH) + ("单" if single else "")
    # (not a digit of a power or a longer number: "10^9 FLOPs", "2.5×10^9")
    return re.compile(r"(?<![\w.^×])(?<!\d,)(\d{1,3}|" + en + r")[ \u00a0-]+(?:" + nouns + r")(?![a-z])"
                      r"|(?<![A-Za-z0-9.^×])(?<!\d,)(\d{1,3}|[" + zh + r"])[ \u00a0]*(?:[个份][ \u00a0]*)?(?:" + nouns + r")", re.I)


def _count(tok: str) -> int:
    return int(tok) if tok.isdigit() else _EN.get(tok.lower()) or _ZH.get(tok) or _SINGLE.get(tok.lower(), 0)


class CountedRowRules:
    def _counted_rows(self, rid: str, tname: str) -> dict:
        """row -> [(its count, the noun's forms, its name without the count)] for the table, memoised."""
        memo = self.__dict__.setdefault("_counted_memo", {})
        if (rid, tname) in memo:
            return memo[(rid, tname)]
        out: dict = {}
        table = self.registry[rid].model.tables.get(tname) if rid in self.registry else None
        if table is not None:
            cols = list(table.columns)
            # (the noun in every language of the label: 副本数 and Number of replicas)
            by_label = {c: tuple(sorted({f for t in _texts(col.label) if _label_noun(t) for f in _forms(_label_noun(t))}))
                        for c, col in table.columns.items() if col.unit == "" and col.label}
            for r, row in table.rows.items():
                cells = dict(zip(cols, row)) if isinstance(row, list) else dict(row)
                name = " ".join(str(x) for x in cells.values() if isinstance(x, str)).strip()
                got = []
                # (the name without its counts: "corvane with" of "Corvane with 3 replicas", for the row at another)
                rest = " ".join(_NAME_COUNT.sub(" ", name).lower().split())
                for mm in _NAME_COUNT.finditer(name):
                    got.append((int(mm.group(1)), _forms(mm.group(2)), rest, True))
                for c, forms in by_label.items():
                    v = cells.get(c)
                    # (a count of things: a small whole number, not 5.0×10^9 FLOPs)
                    if forms and isinstance(v, (int, float)) and not isinstance(v, bool) and float(v).is_integer() \
                            and 0 < v <= 1000:
                        got.append((int(v), forms, rest, False))
                if got:
                    out[r] = got
        memo[(rid, tname)] = out
        return out

    def _said_count(self, b: Block, m, mentions, forms, single: bool = False, derived=frozenset()) -> tuple[int, str] | None:
        """The count of the noun that is m's: one written right after it ("118 µs with one replica", "(三副本)"), or
        before it and not after another figure ("Linmesh 三副本平均时延 2,210 微秒"); else one that frames the sentence
        before its first comma ("With three replicas, Corvane sustains 61,500 IOPS")."""
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        low = b.text[lo:hi].lower()
        phrases = [(lo + x.start(), lo + x.end(), _count(x.group(1) or x.group(2)), x.group())
                   for x in _phrase(forms, single).finditer(low)]
        # (a count that is itself a difference or change is no setting: "adds 32 layers to the 1.2B model's 40")
        phrases = [p for p in phrases if not any(id(x) in derived and p[0] <= x.start < p[1] for x in mentions)]
        if not phrases or any(s <= m.start < e for s, e, _, _ in phrases):
            return None  # (a count itself, "8 节点时的", is the setting, not a figure at one)
        figs = sorted((x for x in mentions if lo <= x.start < hi
                       and not any(s <= x.start and x.end <= e for s, e, _, _ in phrases)), key=lambda x: x.start)
        mine, frame = set(), set()
        first = _FRAME_END.search(b.text, lo, hi)
        for s, e, n, said in phrases:
            prev = next((x for x in reversed(figs) if x.end <= s), None)
            if prev is not None and _POST.match(b.text[prev.end:s]):
                owner = prev
            else:
                # (not across a clause mark or into a parenthesis: "单副本随机写性能(61,500 对 268,000 IOPS)" lists a pair)
                owner = next((x for x in figs if x.start >= e), None)
                if owner is not None and re.search(r"[(（,，;；:：]", b.text[e:owner.start]):
                    owner = None
                if owner is not None and owner.group == "change" and owner.role == "from" and owner.partner is not None:
                    # ("开启三副本异步复制后,吞吐从 78.3MB/s 降到 75.1MB/s": the setting is where the change goes, not its start)
                    owner = mentions[owner.partner] if owner.partner < len(mentions) else None
                if first is not None and e <= first.start() and not any(x.start < first.start() for x in figs):
                    frame.add((n, said))
            if owner is m:
                mine.add((n, said))
        said = mine or (frame if not (m.group == "change" and m.role == "from") else set())
        counts = {n for n, _ in said}
        return (counts.pop(), sorted(said)[0][1]) if len(counts) == 1 else None

    def _row_of_counted_name(self, b: Block, mentions, results) -> None:
        tol = self.config.approx_tolerance
        derived = {id(x) for x, bx in results if bx is not None and bx.cand is not None and bx.cand.kind == "derivation"}
        for k, (m, bd) in enumerate(results):
            c = bd.cand
            if bd.status != "verified" or c is None or c.kind != "evidence" or len(c.refs) != 1 \
                    or c.refs[0].count(".") != 3:
                continue
            rid, tname, row, col = c.refs[0].split(".")
            rows = self._counted_rows(rid, tname)
            for n, forms, rest, named in rows.get(row, ()):
                said = self._said_count(b, m, mentions, forms, named, derived)
                if said is None or said[0] == n:
                    continue
                # (the row of the same name at the count written: "Corvane with 2 replicas" for "Corvane … 两副本")
                at = [r for r, got in rows.items() if any(n2 == said[0] and f2 == forms and r2 == rest
                                                          for n2, f2, r2, _ in got)]
                want = [o for r in at for o in self.cands
                        if o.kind == "evidence" and o.refs == (".".join([rid, tname, r, col]),)]
                if not want:
                    results[k] = (m, B.Binding("agree-mismatch", None, c, alts=(said[1],)))
                    break
                held = next((o for o in want if B.holds(m, o, tol)), None)
                results[k] = (m, B.Binding("verified", held, score=bd.score) if held is not None
                              else B.Binding("value-mismatch", want[0], alts=bd.alts))
                break
