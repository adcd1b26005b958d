"""The baseline of a gain: "a 59.2-fold speed-up over eight cards", "64 卡相对 8 卡的加速比为 59.2 倍".

A multiple a report measures against a baseline that its note, label or row writes ("speed-up of 64 cards over
eight cards") is that baseline's: a count written after "over" (than, versus, 相对, 相比) in the multiple's clause
must be a number the report writes after such a word, and count the same thing when both say what they count.
"""
from __future__ import annotations

import re

from engine import units
from engine.check import bind as B
from engine.check import derive
from engine.check import products
from engine.check.foreign import stated_text
from engine.check.markdown import Block

_OVER = re.compile(r"(?<![a-z])(?:over|than|versus|vs\.?|relative to|compared (?:with|to)|against)(?![a-z])"
                   r"|相对于?|相比于?|相较于?|对比|比")
_EN = "zero one two three four five six seven eight nine ten eleven twelve".split()
_ZH = {"一": 1, "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
_NUMBER = re.compile(r"(?<![\d.])(?<!\d,)(\d{1,3}(?:,\d{3})+|\d+)(?![\d]|[.,]\d)|(?<![a-z])(" + "|".join(_EN) + r")(?![a-z])"
                     r"|([一两二三四五六七八九十])(?=[ \u00a0]*[个台块张卡节颗路])")
_BASE_GAP = re.compile(r"[ \u00a0]*(?:the[ \u00a0]+|a[ \u00a0]+|单|单个|单台)?[ \u00a0]*$")


def _baselines(text: str) -> list[tuple[float, str]]:
    """The numbers the text writes right after a word of comparison, each with the words after it."""
    out = []
    low = text.lower()
    for w in _OVER.finditer(low):
        n = _NUMBER.search(low, w.end(), w.end() + 12)
        if n is None or not _BASE_GAP.fullmatch(low[w.end():n.start()]):
            continue
        v = float(n.group(1).replace(",", "")) if n.group(1) else _EN.index(n.group(2)) if n.group(2) \
            else _ZH[n.group(3)]
        out.append((v, low[n.end():n.end() + 16]))
    return out


class BaselineRules:
    def _gain_baseline(self, b: Block, results: list) -> None:
        if self.scope is not None:
            return  # (with a brief, a gain is a claim of the brief, its baseline its assumption)
        for g, gbd in results:
            c = gbd.cand if gbd is not None and gbd.status == "verified" else None
            if c is None or c.kind != "evidence" or c.unit.symbol != "x" or len(c.refs) != 1:
                continue
            bases = _baselines(stated_text(self.registry, c.refs[0], row=True))
            if not bases:
                continue
            lo, hi = b.sentence_span(b.sentence_of(g.num_start))
            marks = list(B._CLAUSE_MARK.finditer(b.text, lo, g.start))
            after = B._CLAUSE_MARK.search(b.text, g.end, hi)
            clo, chi = marks[-1].end() if marks else lo, after.start() if after else hi
            for k, (m, bd) in enumerate(results):
                if m is g or not clo <= m.start < chi or bd is None or bd.status != "verified" or bd.cand is None:
                    continue
                amount = m.unit is not None and not units.is_counted(m.unit) and m.unit.symbol not in ("%", "x")
                if not units.is_counted(bd.cand.unit) and not (amount and all(derive._counts(" " + w) for _, w in bases)):
                    continue  # (a count, or an amount against a baseline the report counts: "over 8 TB drives")
                word = _OVER.search(b.text[max(clo, m.start - 14):m.start].lower())
                if word is None or not _BASE_GAP.fullmatch(b.text[max(clo, m.start - 14):m.start].lower()[word.end():]):
                    continue  # (a count that is not written as the baseline: "The 64 cards reach …")
                own = products.entities(b.text[m.start:m.end + 16])
                if not amount and any(abs(v - m.value) < 1e-9 and not (own and products.entities(words)
                                                        and not own & products.entities(words)) for v, words in bases):
                    continue
                results[k] = (m, B.Binding("variant-mismatch", c, bd.cand,
                                           alts=(f"the baseline of {c.name} ("
                                                 f"{' or '.join(sorted({f'{v:g}' for v, _ in bases}))})",)))
