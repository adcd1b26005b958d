"""Direction is part of the value: a change word next to a number (延长 / 缩短, 增加 / 减少, 快 / 慢, longer /
shorter, faster / slower, up / down, a written + or −) must agree with the way the quantity it binds to went.

The way a quantity went is known
- from its sign: a negative claim or value is a decrease (−4.7%);
- from the words of a claim's name and note: `time_saved`, `saved`, `bubble_drop`, 节省, 降低 are decreases,
  `extra_steps`, `bw_gain`, 提升, 增加 increases, `speedup`, 加速 "faster" (a claim named for its change, the
  way a brief names one);
- for a ratio or percent change computed from two variants of one report metric, from the variants (done by
  variants.py, which also knows which variant is the baseline).
Faster and slower are directions of speed: a time that falls is faster, a rate that rises is faster. In a clause
about speed (速度, 吞吐, speed, throughput), an increase word is about the speed (保存速度提升 1.9 倍 for a time
that fell). A number whose clause has words of both directions, or none, is not judged.
"""
from __future__ import annotations

import re
from dataclasses import replace

from engine import units
from engine.check import bind as B, lexicon
from engine.check.extract import Mention
from engine.check.foreign import foreign_unit_written
from engine.check.markdown import Block
from engine.check.scope import Candidate, has_key
from engine.models.common import all_text

# Text words, as (pattern, direction): up / down of the quantity, or fast / slow (speed).
_TEXT = [
    (re.compile(r"延长|变长|拉长|增加|增长|增幅|提升|提高|上升|升高|增多|多|涨|高出|(?<![最提升])高(?![达于效性端峰速清])|更大|(?<![最较])大(?=\s*\d)|"
                r"(?<![a-z])(?:longer|lengthen\w*|increas\w*|rose|rises|rise|grew|grow\w*|gain\w*|higher|more|"
                r"extra|adds?|added|lifts?|lifted|boost\w*|rais\w*|jump\w*|climb\w*|pricier|costlier|up(?!\s+to\b))(?![a-z])"
                r"|(?<![昂珍宝尊富])贵(?![州阳宾重])", re.I), "up"),  # (a price: 贵了 700 美元; not 昂贵 or 贵州)
    (re.compile(r"便宜|缩短|变短|减少|降低|下降|降到|降至|减|降|省|少|缩减|压缩|(?<![最降减])低(?![于延时功端价])|缩小|减小|变小|更小|(?<![大最较])小(?=[\s约]*\d)|"
                r"(?<![a-z])(?:shorter|shorten\w*|decreas\w*|fell|falls?|drop\w*|cut\w*|reduc\w*|lower\w*|less|"
                r"fewer|cheaper|slash\w*|trim\w*|halv\w*|slip\w*|dips?|dipped|declin\w*|(?<!during )(?<!the )(?<!of )(?<!for )(?<!between )(?<!all )(?<!its )(?<!\d )sav(?:es|ed|ing)|down)(?![a-z])",
                re.I), "down"),  # "during saves", "20 saves": the event, not a saving
    (re.compile(r"加快|加速|提速|更快|快(?![照递捷闪])|(?<![a-z])(?:faster|quicker|speed\s?-?ups?|accelerat\w*)(?![a-z])", re.I),
     "fast"),
    (re.compile(r"变慢|减速|更慢|慢|(?<![a-z])(?:slower|slow\s?-?downs?|slows?|decelerat\w*)(?![a-z])", re.I), "slow"),
]
# a comparison of two rows at a difference or multiple: its word (right after the figure, or right before it)
_CMP_W = (r"(?<![a-z])(?<!带)(?P<w>高出|高|多出|多|低|少|领先|落后|晚|早|提前|快|慢|more|less|fewer|higher|lower|above|below|ahead"
          r"|behind|greater|smaller|larger|bigger|later|sooner|earlier|longer|shorter|faster|slower|quicker|"
          + lexicon.MEASURE_WORDS + ")")
# faster is more of a speed and less of a time
_CMP_FAST = re.compile(r"快(?![照递捷闪])|faster|quicker")
_CMP_SLOW = re.compile(r"慢|slower")
# "与 T5-Base 相比,…": the object is between 与 / 和 / 跟 and 相比
_WITH_OBJECT = re.compile(r"(?:与|和|跟|同)(?P<o>[^,,;;。]{1,40}?)\s*$")
_CMP_UP = re.compile(r"高出|高|多出|多|领先|晚|more|higher|above|ahead|greater|larger|bigger|later|longer|"
                     + lexicon.MEASURE_UP)
_CMP_AT = re.compile(r"[ \u00a0]*(?:(?:个百分点|百分点|个点|分|points?|pp|percentage points?|of|the|[a-z0-9-]+)[ \u00a0]+){0,3}?"
                     + _CMP_W + r"(?![a-z])")
_CMP_BEFORE = re.compile(_CMP_W + r"(?:了|出)?[ \u00a0]*(?:约|近|by)?[ \u00a0]*$")
# "… is heavier than the Pico Go 64 by 40 g": the comparative before its object, the amount after `by`
_CMP_THAN_BY = re.compile(_CMP_W + r"(?![a-z])[ \u00a0]+than[ \u00a0]+[^,;:]{1,60}?[ \u00a0]+by[ \u00a0]+"
                          r"(?:about[ \u00a0]+|roughly[ \u00a0]+|nearly[ \u00a0]+|almost[ \u00a0]+)?$")
_CMP_OBJECT = re.compile(r"比|相比|相较|较|(?<![a-z])(?:than|compared (?:with|to)|relative to|versus|vs\.?)(?![a-z])")
_CMP_OBJECT_AFTER = re.compile(r"(?<![a-z])(?:than|above|below|ahead of|behind|over|compared (?:with|to)|versus|vs\.?)"
                               r"(?![a-z])")
_SPEED_NOUN = re.compile(r"速度|吞吐|带宽|(?<![a-z])(?:speed|throughput|bandwidth|rate)(?![a-z])", re.I)
_NOT_DIRECTION = re.compile(r"至少|不少|多少|最多|至多|不超过|更多的是|adds? up to|up to|at most|at least|more than|"
                            r"less than|no more|no less|or more|or less", re.I)
_CUT = re.compile(r"(?:[,;;。!?!?::、]|" + lexicon.COMMA + r")|\band\b|\bwhile\b|\bbut\b|而|但|\x00")

# A change to a level: "降到 6.40GB/s", "升至 5.5%", "dropped to 94 s". The number is where the quantity ended up,
# so the direction is that of the variant it binds to, measured from its baseline.
_LEVEL = re.compile(r"(?:(?:降低|减少|缩短|下降|降|减|缩减|压缩|回落|跌|下滑|滑落|提升|提高|增加|增长|上升|升高|升|涨|延长|增|跳|飙)(?:到|至|为|成)|"
                    r"(?<![a-z])(?:fell|falls?|dropped|drops?|decreased|declined|shrank|went down|came down|cut|reduced|"
                    r"lowered|rose|rises|grew|grows|increased|increases|climbed|climbs|went up|raised|jumped|jumps|"
                    r"soared|soars|sank|sinks|slipped|slips|shortened|lengthened)\s+to)"
                    r"\s*(?:约|大约|近|将近|about|around|roughly|nearly|almost|some)?\s*$", re.I)
_LEVEL_DIR = [(re.compile(r"降|减|缩|压|回落|跌|滑|fell|fall|drop|decreas|declin|shrank|down|cut|reduc|lower|shorten|sank"
                          r"|sink|slip", re.I), "down"),
              (re.compile(r"升|提|增|涨|延长|跳|飙|rose|rise|grew|grow|increas|climb|up|raise|jump|lengthen|soar", re.I), "up")]
# An amount of change: "节省了 94s", "多跑 1 万步", "少跑约 5%", "快 20 倍", "cuts each save by 94 s", "20 times
# faster". The number is the size of a change, so it binds to a change (a difference, a ratio of two variants, a
# percent change, a claim named for its change), never to a level that happens to be equal.
# (?<!字): "换算成字节约 50 GB/s" is 字节 (bytes) + 约 (about), not 节约 (saves).
_BY_ZH = re.compile(r"(?:节省|(?<!字)节约|省下|省去|省|缩短|减少|降低|下降|减小|缩减|压缩|减掉|砍掉|提升|提高|增加|增长|延长|上升|加快|"
                    r"加速|提速|多跑|少跑|"
                    r"多训练|少训练|多出|多花|少花|多用|少用|快|慢)(?:了|出)?[\s约大概近将接超过不到]*$")
_BY_EN = re.compile(r"(?<![a-z])(?:(?:cut|cuts|reduc\w*|shorten\w*|increas\w*|grow\w*|grew|rose|rise[sn]?|fell|falls?|"
                    r"drop\w*|decreas\w*|gain\w*|lower\w*|rais\w*|improv\w*|speed\w* up|saved|saving|faster|slower|"
                    r"shorter|longer|higher|more|less)"
                    r"(?:\s+[a-z0-9-]+){0,3}?\s+by|extra|(?:adds|added|adding)(?!\s+up\b))"  # not a bare saved / saving: "Saving 20 times" is a count
                    r"\s+(?:about|around|roughly|nearly|almost|some|up to|over|more than|under|less than)?\s*$", re.I)
_BY_AFTER = re.compile(r"^\s*(?:faster|slower|quicker|shorter|longer|more|less|fewer|higher|lower)(?![a-z])", re.I)
_CHANGE_NAME = {w for ws in ("saved saving savings reduction reduce reduced drop cut decrease less fewer shorter loss "
                             "gain extra increase growth rise uplift boost more longer speedup faster acceleration "
                             "slowdown slower improvement improve delta diff difference change ratio").split()
                for w in ws.split()}
_CHANGE_NOTE = ("节省", "减少", "降低", "缩短", "下降", "降幅", "省下", "增加", "提升", "提高", "增长", "增幅", "多训练",
                "加速", "提速", "加速比", "减速", "变化", "差值")

# Claim name and note words (a claim named for its change).
_NAME = {
    "down": {"saved", "saving", "savings", "reduction", "reduce", "reduced", "drop", "cut", "decrease", "less",
             "fewer", "shorter", "loss", "节省", "减少", "降低", "缩短", "下降", "降幅", "省下"},
    "up": {"gain", "extra", "increase", "growth", "rise", "uplift", "boost", "more", "longer", "增加", "提升",
           "提高", "增长", "增幅", "多训练"},
    "fast": {"speedup", "faster", "acceleration", "加速", "提速", "加速比"},
    "slow": {"slowdown", "slower", "减速"},
}
# a negation that governs a change word of the clause ("并没有把…缩短到", "did not cut"); not a bound (不到, 不超过),
# "not only" or "no more than"
_NEGATED = re.compile(r"(?P<neg>并没有|并未|没有|没能|未能|从未|不曾|并不|(?<![不])未(?!来|知|经|满)|" + lexicon.NOT_MEI + r"(?!有)|"
                      r"(?<![a-z])(?:did not|didn't|does not|doesn't|do not|don't|did never|never|failed to|fails to)"
                      r"(?![a-z]))"
                      r"[^,,;;。!?!?]{0,30}?"
                      r"(?:缩短|降低|减少|下降|降到|降至|提升|提高|增加|加快|加速|提速|快了|翻倍|节省|省下|"
                      r"(?<![a-z])(?:cut|reduce|shorten|lower|improve|increase|raise|speed up|double|halve|save|drop|shorter|faster"
                      r"|slower|longer|higher|lower|less|more)"
                      r"(?![a-z]))", re.I)
# a figure denied right before it: "单次保存耗时并非 64 秒", "is not 64 s" (not "不仅", "not only", "not just")
_NOT_THIS = re.compile(r"(?P<neg>并非|并不是|不是|绝非|(?<![A-Za-z])(?:is not|isn't|was not|wasn't|are not|aren't|does not take"
                       r"|doesn't take|did not take|didn't take))\s*(?:为|是|约|about|around)?\s*$", re.I)
_TIME = units.UNITS["s"].dims
_T = next(i for i, x in enumerate(_TIME) if x)


# the size of a decrease, right before or after a percent ("缩短 487.5%", "cut save time by 487.5%", "487.5% shorter")
_DOWN_BY = re.compile(r"(?:缩短|减少|降低|下降|减小|缩减|压缩|节省|省下|省去)了?[\s约大概近将接]*$"
                      r"|(?<![a-z])(?:cut|cuts|reduc\w*|shorten\w*|lower\w*|decreas\w*|drop\w*|fell|falls?|shrank|shrinks?"
                      r"|sav(?:e|es|ed|ing))(?:\s+[\w'-]+){0,4}?\s+by\s+(?:about|around|roughly|nearly|almost|some)?\s*$", re.I)
_DOWN_AFTER = re.compile(r"^\s*(?:shorter|less|lower|fewer|smaller)(?![a-z])", re.I)
_TERMS = re.compile(r"^\s*([\w.]+)\s*-\s*([\w.]+)\s*$")


class DirectionRules:
    def _signed_decrease(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"训练总时长 −4.7%" for time_saved 4.7% (a decrease by its name): a decrease written with its sign
        binds to the decrease's magnitude."""
        if m.sign != "-" or bd.status == "verified" or m.group or m.arith is not None:
            return bd
        from dataclasses import replace

        plain = replace(m, value=abs(m.value), sign="", data=dict(m.data))
        ctx, sent = self._context(b, m)
        got = B.bind(plain, self.cands, ctx, self.config.approx_tolerance, sent)
        if got.status == "verified" and got.cand is not None and got.cand.hi > 0:
            went, _ = self._claim_direction(got.cand)
            if _as_change(went or "", self._kind_of(got.cand)) == "down":
                return got
        return bd

    def _direction_agrees(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        c = bd.cand
        if bd.status != "verified" or c is None or m.arith is not None or c.kind == "derivation" \
                or m.group and not (m.group == "range" and m.role == "lo" and c.is_range):
            return bd  # a range of one quantity ("慢 6.2–9.3 倍") is judged once, at its first end
        went, why = self._claim_direction(c)
        if went is None:
            said_level, why = self._level_direction(b, m, c)
            if said_level is not None:
                return B.Binding("derivation-direction", c, alts=(why,))
            return bd
        said = self._said_direction(b, m)
        if said is None:
            return bd
        kind = self._kind_of(c)
        if said in ("up", "down") and kind == "time" and _SPEED_NOUN.search(self._clause_text(b, m)):
            said = "fast" if said == "up" else "slow"  # 保存速度提升: the speed rose, the time fell
        if said in ("fast", "slow") and went in ("fast", "slow") and self._baseline_first(b, m):
            # 原有存储比 FX100 快 1.9 倍: the comparison's subject is the baseline, so its words go the other way
            if said == went:
                return B.Binding("derivation-direction", c, alts=(
                    f"the text says the baseline is {'faster' if said == 'fast' else 'slower'}, but {c.name} is "
                    f"the product's, {'faster' if went == 'fast' else 'slower'} than the baseline ({why})",))
            return bd
        if said == went:
            return bd
        if {said, went} == {"fast", "slow"}:
            a, z = said, went
        else:
            a, z = _as_change(said, kind), _as_change(went, kind)
            if a is None or z is None or a == z:
                return bd
        word = {"up": "an increase", "down": "a decrease", "fast": "faster", "slow": "slower"}
        return B.Binding("derivation-direction", c,
                         alts=(f"the text says {word[a]}, but {c.name} is {word[z]} ({why})",))

    # -- a cut of more than 100%, bound or not -------------------------------------------------------------
    def _cut_beyond_whole(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"缩短 487.5%", "reduced by 150%", "150% less time" that bound to nothing or to a mismatch (a verified
        one is _impossible_cut's): a quantity that falls by more than all of itself goes below zero, so the
        figure is wrong whatever it binds to. A level ("降到 150%") or a speed ("150% faster") may exceed 100%."""
        if bd.status == "verified":
            return bd
        if m.unit is None or m.unit.symbol != "%" or m.pp or m.group == "range" or m.arith is not None \
                or m.qualifier in ("lt", "le", "upto") or abs(m.value) - m.half <= 100:
            return bd
        word = self._by_word(b, m)
        if not word or not _TEXT[1][0].search(word) or _TEXT[0][0].search(word) or _TEXT[2][0].search(word) \
                or _TEXT[3][0].search(word):
            return bd
        return B.Binding("impossible-cut", None, bd.cand, alts=(word,))

    # -- a denied change -----------------------------------------------------------------------------------
    def _negated(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"FX100 并没有把单次保存时间从 178s 缩短到 94s", "FX100 did not cut the save time from 178 s to 94 s": a
        change the evidence shows, denied. A number whose clause puts a negation before a change word, and that
        verified as the figure of that change, says the opposite of its source."""
        if bd.status != "verified" or bd.cand is None:
            return bd
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start]
        cuts = list(_CUT.finditer(before))
        start = lo + cuts[-1].end() if cuts else lo
        after = b.text[m.end:hi]
        cut = _CUT.search(after)
        clause = b.text[start:m.end + (cut.start() if cut else len(after))]
        k = _NEGATED.search(clause) or _NOT_THIS.search(b.text, max(start, m.start - 16), m.start)
        if k is None:
            return bd
        return B.Binding("agree-mismatch", None, bd.cand, alts=(k.group("neg").strip(),))

    # -- a time cut is not a speed-up -----------------------------------------------------------------------
    def _speed_percents(self, b: Block, results) -> None:
        """"快了 47%", "47% faster", "a 47% speedup" when 47% is a cut in time ((178 − 94) ÷ 178): a speed that
        rose by N% is a time that fell to 1 ÷ (1 + N%), so a time cut X is a speed-up of X ÷ (1 − X) (89% here).
        A percent after a faster word bound to a time cut is judged as that speed-up."""
        from dataclasses import replace

        from engine.calc import display as D
        from engine.calc.quantity import Quantity

        for k, (m, bd) in enumerate(results):
            c = bd.cand
            if bd.status != "verified" or c is None or m.unit is None or m.unit.symbol != "%" or m.pp \
                    or m.group or m.arith is not None or c.unit.symbol != "%" or not 0 < c.lo < 1:
                continue
            if self._said_speed(b, m) != "fast" or not self._time_cut(c):
                continue
            g = c.lo / (1 - c.lo)
            d = max(c.decimals, 0)
            shown = D.quantity(Quantity(g, g, units.UNITS["%"]), d, self.lang)
            gain = replace(c, name=f"speed-up of {c.name}", lo=g, hi=g, display=shown, written="",
                           why=f"= 1 ÷ (1 − {c.display}) − 1: a time cut of {c.display} is a speed-up of {shown}")
            if B.holds(m, gain, self.config.approx_tolerance):
                results[k] = (m, B.Binding("verified", gain, score=bd.score))
            else:
                results[k] = (m, B.Binding("agree-mismatch", gain, c, alts=("faster", )))

    def _comparative_levels(self, b: Block, results) -> None:
        """"DeiT-B manages only 85.9 images/s, and Swin-B is slower still, at 84.7": a comparative written right
        before the second of two cells of one table column (two rows, nothing between them but words) says which way
        it lies from the first; a figure on the other side is refused. Only a comparative that leads into the
        figure ("is faster, at", "更慢,为") is read: one that names its own term ("faster than X") is not."""
        cells = [(k, m, bd) for k, (m, bd) in enumerate(results) if bd.status == "verified" and bd.cand is not None
                 and bd.cand.kind == "evidence" and len(bd.cand.refs) == 1 and bd.cand.refs[0].count(".") == 3
                 and not m.group and m.arith is None]
        for i, (k, y, bdy) in enumerate(cells):
            ry = bdy.cand.refs[0].split(".")
            # the figure before it in its column (a row's name between them, "Swin-B at 384²", is no figure of it)
            prev = next((cx for cx in reversed(cells[:i]) if cx[2].cand.refs[0].split(".")[:2] == ry[:2]
                         and cx[2].cand.refs[0].split(".")[3] == ry[3]), None)
            if prev is None:
                continue
            _, x, bdx = prev
            rx = bdx.cand.refs[0].split(".")
            if b.sentence_of(x.num_start) != b.sentence_of(y.num_start) or rx[2] == ry[2]:
                continue
            between = b.text[x.end:y.start]
            lead = _LEADS_IN.search(between)
            if lead is None or not _CUT.search(between[:lead.start()]):
                continue  # the comparative must open the second figure's own clause
            word = lead.group("w").lower()
            d = next(dd for ws, dd in _COMPARATIVE_DIRS if word in ws)
            c = bdy.cand
            kind = _kind(c.unit)
            if kind == "other" and c.unit.symbol == "" and any(_SPEED_NOUN.search(k) for k in c.keys):
                kind = "rate"  # a throughput column without a unit ("Throughput (images / s)")
            ch = _as_change(d, kind)
            # (a twin in another prefix, "5mW" of 0.005 W, is set against 0.08 W as the cell it is of)
            ly, lx = (next((o.lo for o in self.cells if o.refs == z.refs and not o.foreign), z.lo) if z.foreign
                      else z.lo for z in (c, bdx.cand))
            if ch is None or ly == lx:
                continue
            if (ly > lx) != (ch == "up"):
                results[k] = (y, B.Binding("agree-mismatch", None, c, alts=(lead.group("w"),)))

    def _versus_direction(self, b: Block, results) -> None:
        """"Kite-Base is faster than Heron-B (41.0 ms vs 38.5 ms)", "A 比 B 快(41.0 毫秒对 38.5 毫秒)": a comparative
        with its object before two figures of one column (or one metric's two variants) joined by vs / versus / 对,
        the first the subject's (variants._versus_pairs puts them in the order the rows are named), says which way
        the first lies from the second; said the other way round it is refused."""
        for k in range(len(results) - 1):
            (x, bx), (y, by) = results[k], results[k + 1]
            cx, cy = bx.cand, by.cand
            if bx.status != "verified" or by.status != "verified" or cx is None or cy is None or x.group or y.group \
                    or cx.kind != "evidence" or cy.kind != "evidence" or len(cx.refs) != 1 or len(cy.refs) != 1 \
                    or cx.refs == cy.refs or b.sentence_of(x.num_start) != b.sentence_of(y.num_start) \
                    or not _VS_JOIN.fullmatch(b.text[x.end:y.start]):
                continue
            px, py = cx.refs[0].split("."), cy.refs[0].split(".")
            if len(px) != len(py) or len(px) == 4 and (px[:2] != py[:2] or px[3] != py[3]) \
                    or len(px) == 3 and px[:2] != py[:2] or len(px) not in (3, 4):
                continue
            lo, _hi = b.sentence_span(b.sentence_of(x.num_start))
            before = b.text[lo:x.start].lower()
            said = list(_THAN.finditer(before)) + list(_ZH_THAN.finditer(before))
            if len(said) != 1:
                continue
            g = said[0].groupdict()
            word = next(v for v in (g.get("w"), g.get("w2"), g.get("w3"), g.get("z")) if v)
            d = next((dd for ws, dd in _THAN_DIRS + _ZH_DIRS if word in ws), None)
            ch = _as_change(d, _kind(cx.unit)) if d else None
            if ch is None or cx.lo == cy.lo or (cx.lo > cy.lo) == (ch == "up"):
                continue
            why = (f"the text says {x.text} is ‘{b.text[lo + said[0].start():lo + said[0].end()].strip()}’ {y.text}, "
                   f"but {cx.name} is {cx.display}, "
                   f"{'more' if cx.lo > cy.lo else 'less'}")
            results[k + 1] = (y, B.Binding("derivation-direction", cy, alts=(why,)))

    def _than_levels(self, b: Block, results) -> None:
        """"test-other 词错误率 8.2%,仍然高于 Noisy Student 的 8.6%", "a WER of 8.2% is higher than Noisy Student's
        8.6%": a comparative with its object (higher than, 低于, exceeds) between two cells of one table column (two
        rows) says which way the first lies from the second; written the other way round it is refused. Words
        that judge (better, outperforms, 优于) are not read: whether lower is better depends on the column."""
        # (also two metrics of one report in one unit: "sort peaks at about 13 GB/s, higher than grep's 30 GB/s")
        # (and two values per one of another column of their rows: "about 36 yuan per TB, barely less than the
        # DXP2800's roughly 35 yuan")
        cells = [(k, m, bd) for k, (m, bd) in enumerate(results) if bd.status == "verified" and bd.cand is not None
                 and (bd.cand.kind == "evidence" and len(bd.cand.refs) == 1 and bd.cand.refs[0].count(".") in (1, 3)
                      or _per_of_row(bd.cand))
                 and not m.group and m.arith is None]
        for i, (k, y, bdy) in enumerate(cells):
            ry = bdy.cand.refs[0].split(".")
            if len(ry) == 4:
                prev = next((cx for cx in reversed(cells[:i]) if cx[2].cand.refs[0].split(".")[:2] == ry[:2]), None)
                if prev is None or prev[2].cand.refs[0].split(".")[3] != ry[3]:
                    continue  # the figure just before it is another column's (or there is none)
                if _per_of_row(bdy.cand) != _per_of_row(prev[2].cand):
                    continue  # (a value per one of something beside a cell, or per two different columns)
                if prev[2].cand.refs[0].split(".")[2] == ry[2]:
                    continue
            else:
                prev = cells[i - 1] if i else None
                if prev is None or prev[2].cand.refs[0].count(".") != 1 or prev[2].cand.refs[0] == bdy.cand.refs[0] \
                        or prev[2].cand.reports != bdy.cand.reports or prev[2].cand.unit.dims != bdy.cand.unit.dims:
                    continue
            _, x, bdx = prev
            if b.sentence_of(x.num_start) != b.sentence_of(y.num_start):
                continue
            if any(x.end <= o.start and o.end <= y.start and not (bo is not None and bo.cand is not None
                                                                  and bo.cand.kind == "label") for o, bo in results):
                continue  # another figure between them: "less than 1/10 of the 22M model's" compares that one
            said = [w for w in _THAN.finditer(b.text[x.end:y.start].lower())]
            after = _ZH_THAN_AFTER.match(b.text, y.end) if not said and b.text[x.end:y.start].count("比") == 1 \
                and not re.search(r"[,，;；]", b.text[b.text.index("比", x.end, y.start):y.start]) else None
            if after is not None:  # "每个盘位约 875 元,比 DXP2800 的约 850 元略便宜": 比 before it, the word after it
                word = after.group("z")
                d = next(dd for ws, dd in _ZH_AFTER_DIRS if word in ws)
                said = [after]
            elif len(said) != 1:
                continue  # none, or several: "higher than …, lower than …" is not one comparison
            else:
                word = next(g for g in said[0].group("w", "w2", "w3") if g)
                d = next(dd for ws, dd in _THAN_DIRS if word in ws)
            c, o = bdy.cand, bdx.cand
            ch = _as_change(d, _kind(c.unit))
            if ch is None or c.lo == o.lo:
                continue
            if (o.lo > c.lo) != (ch == "up"):
                phrase = f"比 {y.text} {word}" if after is not None else said[0].group().strip()
                why = (f"the text says {x.text} is ‘{phrase}’ it, but {o.name} is {o.display}, "
                       f"{'more' if o.lo > c.lo else 'less'}")
                results[k] = (y, B.Binding("derivation-direction", c, alts=(why,)))

    def _compared_rows(self, b: Block, results) -> None:
        """"BitFit 在 SST-2 上比全量微调高 0.4 个百分点" when BitFit's 93.1 is below full fine-tuning's 93.5, "DETR scores
        1.8 points more AP50 than Faster R-CNN": a difference, multiple or change of two rows of one column, with a
        comparative word at the figure (高, 低, more, less, above, below, ahead, behind) and one of the two rows named as
        the object of the comparison (after 比 / than / above / below / compared with), says the other row (the
        subject) lies that way from it. Said the other way round, it is refused. Words that judge (better, 优于) are
        not read: whether lower is better depends on the column."""
        from engine.check.scope import _row_words, context_keys, has_key

        for k, m, c, rows in _row_pairs(results):
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            before, after = b.text[lo:m.start].lower(), b.text[m.end:hi].lower()
            word = _CMP_AT.match(after) or _CMP_BEFORE.search(before) or _CMP_THAN_BY.search(before)
            own = _SELF_WAY.fullmatch(b.text[m.start:m.end].strip()) if m.data.get("form") == "mult" else None
            if word is None and own is None:
                continue
            if own is not None:  # "K300 的显存比 K200 减半", "与 K300 相比,K200 的显存翻倍": the figure says its way
                word = own
                said = "down" if m.data.get("direction") == "down" else "up"
            else:
                said = "up" if _CMP_UP.fullmatch(word.group("w")) else "down"
            fast, slow = _CMP_FAST.fullmatch(word.group("w")), _CMP_SLOW.fullmatch(word.group("w"))
            if fast or slow:
                timed = c.refs and self._cell_unit_is_time(c.refs[0])
                if timed is None:
                    continue
                said = "up" if bool(fast) != timed else "down"  # a faster time is a smaller one
            mark = None
            for mark in _CMP_OBJECT.finditer(before):
                pass
            with_obj = _WITH_OBJECT.search(before[:mark.start()]) if mark is not None \
                and mark.group() in ("相比", "相较") else None
            if with_obj is not None:
                obj = with_obj.group("o")
            elif mark is not None and not _CUT.search(before[mark.end():]):
                obj = before[mark.end():]
            elif mark is not None and mark.group().startswith(("compared", "relative")) \
                    and not _CUT.search(before[:mark.start()]):
                obj = _CUT.split(before[mark.end():])[0]  # "Compared with the K200, the K300 halves memory"
            else:
                nxt = _CMP_OBJECT_AFTER.search(after)
                obj = _CUT.split(after[nxt.end():])[0] if nxt and not _CUT.search(after[:nxt.start()]) else ""
            if not obj:
                continue
            rid, tname = c.refs[0].split(".")[:2]
            rep = self.registry[rid]
            evs = [rep.values.get(tuple(r.split(".")[1:])) for r in c.refs]
            if any(ev is None for ev in evs):
                continue
            words = [set(context_keys(_row_words(rep, ev))) for ev in evs]
            named = [i for i in (0, 1) if any(has_key(w, obj) for w in words[i] - words[1 - i])]
            if not named:
                # "Pico Go Pro 1TB is $250 cheaper than the Pico Go 64": the object has no word the other row
                # lacks, but the subject has one, and the object is the other row
                subject = before[:mark.start()] if mark is not None else before
                named = [1 - i for i in (0, 1) if any(has_key(w, subject) for w in words[i] - words[1 - i])]
            if len(named) != 1:
                continue
            o, sub = evs[named[0]], evs[1 - named[0]]
            vo, vs = o.quantity.lo, sub.quantity.lo
            if vo == vs or (vs > vo) == (said == "up"):
                continue
            why = (f"the text says {sub.ref} is ‘{word.group('w').strip()}’ than {o.ref}, but it is "
                   f"{'more' if vs > vo else 'less'}")
            results[k] = (m, B.Binding("derivation-direction", c, alts=(why,)))

    def _from_to_rows(self, b: Block, results) -> None:
        """"从 18 层加深到 34 层,plain 网络的错误率反而下降了 0.6 个百分点" when the 34-layer error is the higher: a
        difference, multiple or change of two rows of one column, in a sentence that goes from one of its rows to the
        other by figures bound to them (their printed names, "from 18 to 34 layers"), says the second lies that way
        from the first. Said the other way round, it is refused."""
        for k, m, c, rows in _row_pairs(results):
            rid, tname, _r, col = c.refs[0].split(".")
            si = b.sentence_of(m.num_start)
            firsts = [_row_of(bx.cand, rid, tname) for (x, bx), (y, by) in zip(results, results[1:])
                      if b.sentence_of(x.num_start) == si == b.sentence_of(y.num_start) and x is not m and y is not m
                      and bx.status == by.status == "verified" and _FROM_BEFORE.search(b.text[max(0, x.start - 8):x.start])
                      and _TO_BETWEEN.fullmatch(b.text[x.end:y.start])
                      and [_row_of(bx.cand, rid, tname), _row_of(by.cand, rid, tname)] in ([rows[0], rows[1]], [rows[1], rows[0]])]
            if len(firsts) != 1:
                continue
            said = self._said_direction(b, m)
            if said not in ("up", "down"):
                continue
            first = firsts[0]
            rep = self.registry[rid]
            vals = {r: rep.values.get((tname, r, col)) for r in rows}
            if any(v is None for v in vals.values()):
                continue
            second = rows[1] if first == rows[0] else rows[0]
            v1, v2 = vals[first].quantity.lo, vals[second].quantity.lo
            if v1 == v2 or (v2 > v1) == (said == "up"):
                continue
            why = f"the sentence goes from {first} to {second}, which is {'a rise' if v2 > v1 else 'a fall'}"
            results[k] = (m, B.Binding("derivation-direction", c, alts=(why,)))

    def _written_pair(self, b: Block, results) -> None:
        """"8 卡时 … 的每卡吞吐(9,409)比 128 卡时(9,319)仅低约 1%": a change, difference or multiple of two cells of one
        column whose two figures the sentence writes, the first before 比 / than and the second after it, says which
        way the first lies from the second; said the other way round it is refused."""
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if c is None or c.kind != "derivation" or c.op not in ("change", "diff", "ratio") or len(c.refs) != 2 \
                    or m.group or any(r.count(".") != 3 for r in c.refs) \
                    and not (c.op == "diff" and all(r.count(".") in (2, 3) for r in c.refs)
                             and len({r.count(".") for r in c.refs}) == 2):
                continue  # (a gap of a metric and a cell too: "峰值温度 68°C,比 75°C 的告警阈值还低 7°C")
            si = b.sentence_of(m.num_start)
            # (a clause after a semicolon is its sentence's: "the TW-E4 draws 61 W; the TW-E8 draws 79 W, 30% more")
            joined = {si} | ({si - 1} if si > 0 and re.search(r"[;；][\s\u00a0]*$", b.text[:b.sentence_span(si)[0]])
                             else set())
            # (before it, or after it: "drawing 5 W less, 250 W against 255 W")
            cells = {bx.cand.refs[0]: x for j, (x, bx) in enumerate(results) if j != k and bx.status == "verified"
                     and bx.cand is not None
                     and bx.cand.kind == "evidence" and len(bx.cand.refs) == 1 and bx.cand.refs[0] in c.refs
                     and b.sentence_of(x.num_start) in joined}
            if len(cells) != 2:
                continue
            (ra, xa), (rb, xb) = sorted(cells.items(), key=lambda kv: kv[1].start)
            if _FROM_BEFORE.search(b.text[max(0, xa.start - 8):xa.start]) and _FROM_TO.fullmatch(b.text[xa.end:xb.start]) \
                    or xa.end <= m.start and m.end <= xb.start \
                    and _TO_RIGHT_BEFORE.search(b.text[max(0, xb.start - 6):xb.start]):
                # ("扩展效率从 95% 下降 3 个百分点,至 92%", "为 95%,扩展到 256 卡时下降 3 个百分点,至 92%": the change
                # between its ends, the level it reaches after 至 / to)
                (ra, xa), (rb, xb) = (rb, xb), (ra, xa)  # "lowers the limit 16-fold, from 16 TiB to 256 TiB": a rise
            elif not re.search(r"比|[高低多少快慢大小]于|(?<![a-z])(?:than|against|versus|vs|above|below)(?![a-z])",
                               b.text[xa.end:xb.start].lower()):
                # ("drawing 5 W more, 255 W against 250 W": the first figure against the second, as with than)
                later = _later_of_pair(b, m, xa, xb)
                if later is None:
                    continue
                if later:  # "…399 美元,…1,099 美元,后者便宜了 700 美元", "…0.098 元,低频访问存储为 0.06 元,贵约 39%"
                    (ra, xa), (rb, xb) = (rb, xb), (ra, xa)
            said = self._said_direction(b, m)
            if said not in ("up", "down"):
                continue
            vals = self._ref_values()
            if ra not in vals or rb not in vals or vals[ra] == vals[rb]:
                continue
            if (vals[ra] > vals[rb]) != (said == "up"):
                why = (f"the text says {ra} is {'above' if said == 'up' else 'below'} {rb}, but it is "
                       f"{'below' if said == 'up' else 'above'}")
                results[k] = (m, B.Binding("derivation-direction", c, alts=(why,)))
            elif c.op == "change":
                hi, lo = max(vals[ra], vals[rb]), min(vals[ra], vals[rb])
                fall, rise = (hi - lo) / hi, (hi - lo) / lo
                wrong = rise if said == "down" else fall
                right = fall if said == "down" else rise
                if lo > 0 and abs(c.lo - wrong) <= 1e-9 * max(1.0, wrong) and abs(rise - fall) > 1e-9 \
                        and not B.holds(m, replace(c, lo=right, hi=right), self.config.approx_tolerance):
                    # "0.098 元 … 0.06 元,便宜约 63%": a fall is a share of the larger figure (39%), a rise of the smaller
                    # (but "高约 5%" of 2,039 against 1,935 holds for the rise, 5.4%, too)
                    why = (f"a {'fall' if said == 'down' else 'rise'} is measured from the "
                           f"{'larger' if said == 'down' else 'smaller'} figure: {(fall if said == 'down' else rise):.1%}")
                    results[k] = (m, B.Binding("derivation-direction", c, alts=(why,)))

    def _level_from_sibling(self, b: Block, results) -> None:
        """"风冷机柜年化故障率为 0.95%,浸没后升至 0.61%", "跳到 610 微秒,是只读时(142 微秒)的 4.3 倍": a level
        reached (降至 / 升至 / rises to) goes the way it says from the figure of the same quantity the sentence wrote
        before it (another row of its column, another column of its row, another variant of its metric), or, failing
        that, from the one it is then compared with. Said the other way round, it is refused."""
        vals = None
        for k, (m, bd) in enumerate(results):
            c = bd.cand if bd is not None and bd.status == "verified" else None
            if c is None or c.kind != "evidence" or len(c.refs) != 1 or m.group or m.arith is not None:
                continue
            lo, hi = b.sentence_span(b.sentence_of(m.num_start))
            lv = _LEVEL.search(b.text[max(lo, m.start - 16):m.start])
            p, said = None, None
            if lv:
                said = next((d for rx, d in _LEVEL_DIR if rx.search(lv.group())), None)
            elif _TO_RIGHT_BEFORE.search(b.text[max(lo, m.start - 6):m.start]):
                # "Redo generation shrinks from 96 MB/s at 20,000 TPS to 720 MB/s": the verb before from
                p = next((x for x, bx in reversed(results[:k]) if lo <= x.start and x.end <= m.start
                          and bx is not None and bx.status == "verified" and bx.cand is not None
                          and bx.cand.kind == "evidence" and len(bx.cand.refs) == 1
                          and _FROM_BEFORE.search(b.text[max(lo, x.start - 8):x.start])), None)
                said = _verb_way(b.text[lo:p.start]) if p is not None else None
            if said is None:
                continue
            sib = [(x, bx.cand.refs[0]) for j, (x, bx) in enumerate(results) if j != k and bx.status == "verified"
                   and bx.cand is not None and bx.cand.kind == "evidence" and len(bx.cand.refs) == 1
                   and lo <= x.start < hi and not x.group and _sibling_refs(c.refs[0], bx.cand.refs[0])
                   and bx.cand.unit.dims == c.unit.dims]
            before = [t for t in sib if t[0].end <= m.start and (p is None or t[0] is p)]
            after = [t for t in sib if t[0].start >= m.end
                     and _COMPARED_WITH.search(b.text[m.end:t[0].start])]
            ref = before[-1][1] if before else after[0][1] if after and p is None else None
            if ref is None:
                continue
            vals = vals if vals is not None else self._ref_values()
            v0, v1 = vals.get(ref), vals.get(c.refs[0])
            if v0 is None or v1 is None or units.is_close(v0, v1) or (v1 > v0) == (said == "up"):
                continue
            why = (f"the text says it went {said} to {m.text}, but {c.name} is {'above' if v1 > v0 else 'below'} "
                   f"{ref} ({self._rdisp.get(ref, v0)}), the figure it is set against")
            results[k] = (m, B.Binding("derivation-direction", c, alts=(why,)))

    def _cell_unit_is_time(self, ref: str) -> bool | None:
        """A cell's unit is a time (True), a rate or a plain number (False); None when the cell is unknown."""
        rid, *path = ref.split(".")
        ev = self.registry[rid].values.get(tuple(path)) if rid in self.registry else None
        if ev is None:
            return None
        return ev.quantity.unit.dims == units.UNITS["s"].dims

    def _said_speed(self, b: Block, m: Mention) -> str | None:
        said = self._said_direction(b, m)
        if said == "up" and _SPEED_NOUN.search(self._clause_text(b, m)):
            return "fast"
        return said

    def _time_cut(self, c: Candidate) -> bool:
        """A percent that is a time's decrease relative to where it started (the larger time)."""
        if self._kind_of(c) != "time":
            return False
        if c.kind == "derivation":
            vals = self._ref_values()
            if c.op != "change" or len(c.refs) != 2 or any(r not in vals for r in c.refs):
                return False
            va, vb = sorted((vals[r] for r in c.refs), reverse=True)
            return va > vb > 0 and abs(c.lo - (va - vb) / va) < 0.01 * c.lo
        return self._claim_direction(c)[0] == "down"

    # -- an amount of change binds to a change ------------------------------------------------------------
    def _change_amount(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"节省了 94s" (94 s is a save time), "多跑 1 万步" (the step count), "20 times faster" (20 saves): a
        number written as the size of a change bound to a level. It rebinds to a change of its kind that it
        holds for; otherwise it is a mismatch against the nearest change of its kind, or unsourced."""
        c = bd.cand
        if bd.status != "verified" or c is None or m.group or m.arith is not None or m.qualifier in B.INEQ \
                or m.vague is not None or c.kind == "derivation" or c.anchor:
            return bd
        word = self._by_word(b, m)
        if not word or self._is_change(c) and not self._is_share(c):
            return bd
        if self.scope is None and (c.kind != "evidence" or c.unit.symbol in ("%", "x")):
            return bd  # without a brief a report's percent or multiple may be a change its name does not say
        ctx, _ = self._context(b, m)
        changes = [o for o in self.cands if o is not c and not o.needs_context and not o.anchor
                   and B._factor(m, o) is not None and self._is_change(o)]
        holding = [o for o in changes if B.holds(m, o, self.config.approx_tolerance)]
        if holding:
            o = sorted(holding, key=lambda x: (-B.score(x, ctx), B.distance(m, x), B._pref(x)))[0]
            return B.Binding("verified", o, score=B.score(o, ctx), runners=((bd.score, c),))
        if re.match(r"add(?:s|ed|ing)?$", word, re.I) and c.need and self._subject_row(b, m, c):
            return bd  # "LUMI-C adds 2,048 nodes", "a Premium disk adds 8 IOPS per GB": what its subject brings, its own
        o = min(changes, key=lambda x: (-B.score(x, ctx), B.distance(m, x), B._pref(x))) if changes else None
        return B.Binding("change-level", o, c, alts=(word,))

    @staticmethod
    def _subject_row(b: Block, m: Mention, c: Candidate) -> bool:
        """The cell's row is named before the number in its sentence, by a word of its own."""
        lo, _hi = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start].lower()
        return any(has_key(k, before) for k in c.need[0])

    def _points_as_percent(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"GPU 利用率提高了 53%", "utilisation rose by 53%" when 53 is the difference of two percents (38% → 91%):
        a change written in percent is relative to where it started ((91 − 38) ÷ 38 = 139%); a difference of
        two percents is written in points (53 个百分点, 53 points). It verifies as that relative change, or is
        a mismatch that names it."""
        c = bd.cand
        if bd.status != "verified" or c is None or not c.pp_diff or m.pp or m.unit is None or m.unit.symbol != "%" \
                or m.group or m.arith is not None or self.scope is None or c.name not in self.scope:
            return bd
        word = self._by_word(b, m)
        said = self._said_direction(b, m)
        terms = _TERMS.match(self.scope[c.name].expr or "")
        ends = [self._term_value(t) for t in terms.groups()] if terms else []
        if not word or said not in ("up", "down") or len(ends) != 2 or None in ends:
            return bd
        from dataclasses import replace

        from engine.calc import display as D
        from engine.calc.quantity import Quantity
        hi, lo = sorted(ends, reverse=True)
        if lo <= 0:
            return bd
        rel = (hi - lo) / (lo if said == "up" else hi)
        shown = D.quantity(Quantity(rel, rel, units.UNITS["%"]), 1, self.lang)
        frm = f"{hi * 100:g}%" if said == "down" else f"{lo * 100:g}%"
        o = replace(c, name=f"the relative change of {c.name}", lo=rel, hi=rel, display=shown, decimals=1, written="",
                    pp_diff=False, why=f"{c.name} is a difference of two percents, in points; from {frm} it is a change of {shown}")
        if B.holds(m, o, self.config.approx_tolerance):
            return B.Binding("verified", o, score=bd.score)
        return B.Binding("agree-mismatch", o, c, alts=(word,))

    def _term_value(self, t: str):
        """The value of a term of a claim's expression: a claim or assumption of the brief, or a report's value
        written as its reference (N2.iowait.baseline - N2.iowait.n7)."""
        s = self.scope.get(t)
        if s is not None:
            return s.quantity.lo
        return next((c.lo for c in self.cands if c.kind == "evidence" and c.refs == (t,) and not c.is_range), None)

    def _impossible_cut(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """"保存耗时缩短 487.5%", "cuts save time by 487.5%": a positive quantity cannot fall by more than all of it.
        A percent over 100 written as the size of a decrease (a decrease word before it, not a level: 降到) is
        a mismatch whatever it equals (here a ratio, 4.875x, written in percent)."""
        c = bd.cand
        if bd.status != "verified" or c is None or m.unit is None or m.unit.symbol != "%" or m.pp or m.sign \
                or m.group or m.arith is not None or m.value <= 100:
            return bd
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start]
        cuts = list(_CUT.finditer(before))
        before = before[cuts[-1].end():] if cuts else before
        k = _DOWN_BY.search(before) or _DOWN_AFTER.match(b.text[m.end:hi])
        if k is None:
            return bd
        return B.Binding("agree-mismatch", None, c,
                         alts=(f"{k.group().strip()}: a decrease of more than 100% is impossible",))

    def _by_word(self, b: Block, m: Mention) -> str:
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        start = max(lo, m.start - 24)
        while start > lo and b.text[start - 1].isascii() and b.text[start - 1].isalpha():
            start -= 1  # a whole English word: "increased the save time by"
        before = b.text[start:m.start]
        cuts = list(_CUT.finditer(before))
        if cuts:
            before = before[cuts[-1].end():]
        if _LEVEL.search(before):
            return ""
        for rx in (_BY_ZH, _BY_EN):
            k = rx.search(before)
            if k:
                return k.group().strip()
        k = _BY_AFTER.match(b.text[m.end:min(hi, m.end + 12)])
        return k.group().strip() if k else ""

    def _is_change(self, c: Candidate) -> bool:
        """A quantity that is itself a change: a difference, ratio or percent change of two variants, a twin
        written as a multiple / percent increase / percentage points, a negative value, a multiple, or one
        named for its change (saved, extra_steps, speedup, 节省, 提升)."""
        memo = self.__dict__.setdefault("_change_memo", {})
        if id(c) not in memo:
            memo[id(c)] = self._is_change_(c)
        return memo[id(c)]

    def _is_change_(self, c: Candidate) -> bool:
        if c.kind == "derivation" or c.written or c.hi < 0 or c.unit.symbol == "x":
            return True
        words = set(re.split(r"[_.\s]+", c.name.lower()))
        s = self.scope.get(c.name) if self.scope is not None else None
        note = (s.note or "") if s is not None else ""
        if words & _CHANGE_NAME or any(w in note for w in _CHANGE_NOTE):
            return True
        if s is None or s.kind != "derived" or not s.expr:
            return False
        k = re.match(r"^\s*\(?\s*([\w.]+)\s*([-/])\s*([\w.]+)\s*\)?\s*(?:/\s*[\w.]+|-\s*1)?\s*$", s.expr)
        return bool(k) and self._siblings(k.group(1), k.group(3))

    def _is_share(self, c: Candidate) -> bool:
        """A claim that is one variant as a percent of another (`ck_fx / ck_base`, 13.1%): what is left, a level;
        "降低了 13.1%", "cut by 13.1%" is a change of 86.9%, not that share."""
        s = self.scope.get(c.name) if self.scope is not None else None
        if s is None or s.kind != "derived" or not s.expr or c.unit.symbol != "%" or c.written:
            return False  # a twin (speedup 1.9x written as +89%) is a change
        k = re.match(r"^\s*\(?\s*([\w.]+)\s*/\s*([\w.]+)\s*\)?\s*$", s.expr)
        return bool(k) and self._siblings(k.group(1), k.group(2))

    def _siblings(self, a: str, b: str) -> bool:
        """Two variants of one quantity: two variants of one report metric, or names that differ only by a
        variant word (t_base / t_fx, run_time / run_time_fx)."""
        ra = self.scope[a].sources[0].ref if a in self.scope and len(self.scope[a].sources) == 1 else a
        rb = self.scope[b].sources[0].ref if b in self.scope and len(self.scope[b].sources) == 1 else b
        if ra.count(".") == 2 and rb.count(".") == 2 and ra.rsplit(".", 1)[0] == rb.rsplit(".", 1)[0]:
            return True
        va = {t for t in a.lower().split("_") if t} - self._variant_tokens()
        vb = {t for t in b.lower().split("_") if t} - self._variant_tokens()
        return bool(va) and va == vb and a != b

    def _variant_tokens(self) -> set:
        self._stems(self.cands[0]) if self.cands else None  # fills _variant_words
        return getattr(self, "_variant_words", set()) | {"base", "fx", "new", "after", "before"}

    # -- a change to a level goes the way its variant went -------------------------------------------------
    def _level_direction(self, b: Block, m: Mention, c: Candidate) -> tuple[str | None, str]:
        """"下降到 6.40GB/s" when bw_fx rose from bw_base 3.26 GB/s: the direction of a level reached, from the
        quantity's baseline sibling. (said, why) or (None, "")."""
        lo, _ = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[max(lo, m.start - 16):m.start]
        k = _LEVEL.search(before)
        if not k:
            return None, ""
        said = next((d for rx, d in _LEVEL_DIR if rx.search(k.group())), None)
        base = self._baseline_sibling(c)
        if said is None or base is None or units.is_close(base.lo, c.lo):
            return None, ""
        went = "up" if c.lo > base.lo else "down"
        if went == said:
            return None, ""
        word = {"up": "rose", "down": "fell"}[went]
        return said, f"the text says it went {'down' if said == 'down' else 'up'} to {m.text}, but {c.name} " \
                     f"{word} from {base.name} {base.display}"

    def _baseline_sibling(self, c: Candidate) -> Candidate | None:
        """The baseline variant of the quantity c is the product variant of (None if c is no product variant)."""
        base_refs = self._vbase_refs()
        if len(c.refs) == 1 and c.refs[0] not in base_refs:
            names, groups = self._variant_index()
            for g, *_ in names.get(c.refs[0], ()):
                base = next((r for r in groups[g] if r in base_refs and r != c.refs[0]), None)
                if base is not None and len(g) in (2, 4):  # a metric's variants, or the rows of a column
                    return self._variant_cand(c, base)
        toks = {t for t in c.name.lower().split("_") if t}
        vt = self._variant_tokens()
        if not toks & (vt - set(self._BASE)) or toks & set(self._BASE):
            return None
        core = toks - vt
        for o in self.cands:
            ot = {t for t in o.name.lower().split("_") if t}
            if o is not c and o.unit.dims == c.unit.dims and ot & set(self._BASE) and ot - vt == core and core:
                return o
        return None

    def _baseline_first(self, b: Block, m: Mention) -> bool:
        """"原有存储比 FX100 快 1.9 倍", "the previous storage is 1.9 times faster than FX100": a comparison whose
        subject is the baseline and whose object is not; a speed-up is the product's, so the words go the
        other way round."""
        lo, hi = b.sentence_span(b.sentence_of(m.num_start))
        before = b.text[lo:m.start]
        cuts = list(_CUT.finditer(before))
        if cuts:
            before = before[cuts[-1].end():]
        k = before.rfind("比")
        if k >= 0:
            subj, obj = before[:k], before[k + 1:]
        else:
            after = b.text[m.end:hi]
            t = re.search(r"(?<![a-z])than(?![a-z])", after, re.I)
            cut = _CUT.search(after)
            if not t or (cut and cut.start() < t.start()):
                return False
            subj, obj = before, after[t.end():(cut.start() if cut and cut.start() > t.end() else len(after))]
        return self._variant_group(subj) == "base" and self._variant_group(obj) != "base"

    def _clause_text(self, b: Block, m: Mention) -> str:
        before, after = _window(b, m, 16, 12)
        return before + " " + after

    def _said_direction(self, b: Block, m: Mention) -> str | None:
        """The direction the words right around the number state (or its written sign), None if none or both."""
        if m.sign == "+":
            return "up"
        if m.sign == "-" or m.data.get("direction") == "down" and m.data.get("form"):
            return "down"
        before, after = _window(b, m, 12, 10)
        if m.unit is None and foreign_unit_written(b.text, m.start, m.end):
            _, after = _window(b, m, 0, 24)  # "5 W more", "100 dollars less": the word after its unit
            after = re.sub(r"^\s*\S+", "", after, count=1)
        after = re.match(r"\s*(?:\S+)?", after).group()  # "4.7% shorter", "1.9x faster": the next word only
        text = _NOT_DIRECTION.sub(" ", before + " | " + after)
        found = {d for rx, d in _TEXT if rx.search(text)}
        if not found:  # "increased save time by 248 s": the change verb further back, with its "by"
            word = self._by_word(b, m)
            found = {d for rx, d in _TEXT if word and rx.search(_NOT_DIRECTION.sub(" ", word))}
        if not found and re.search(r"(?i)-?fold$", m.text or ""):
            # "lowers the file-system limit 16-fold": the verb of its clause, with its object between
            back, _ = _window(b, m, 48, 0)
            tail = _NOT_DIRECTION.sub(" ", re.split(r"\d", back)[-1])  # (past the last figure before it)
            found = {d for rx, d in _TEXT if rx.search(tail)}
        if "fast" in found or "slow" in found:
            found -= {"up", "down"} if len(found & {"fast", "slow"}) == 1 else set()
        return found.pop() if len(found) == 1 else None

    def _claim_direction(self, c: Candidate) -> tuple[str | None, str]:
        if c.hi < 0:
            return "down", f"{c.display} is negative"
        if c.written == "pp" and " − " in c.name and c.lo > 0:
            right = c.name.split(" − ", 1)[1].lower()
            if right.rsplit(".", 1)[-1] in lexicon.BASE_NAMES or set(re.split(r"[_.]", right)) & lexicon.BASE_NAMES:
                # mfu.tessel − mfu.baseline: the product's percent is the higher one, a rise in points
                return "up", f"{c.name} is {c.display}"
        words = set(re.split(r"[_.\s]+", c.name.lower()))
        if c.kind == "evidence" and len(c.refs) == 1 and c.refs[0].count(".") == 3:
            # a table's column says its direction by its label before its key: "gain: {label: Reduction}" is a
            # reduction ("drops 23.6x")
            rid, table, _, col = c.refs[0].split(".")
            column = self.registry[rid].model.tables[table].columns.get(col) if rid in self.registry else None
            label = set(re.split(r"[\W_]+", all_text(column.label).lower())) if column is not None and column.label else set()
            said = {d for d, ws in _NAME.items() if label & ws or any(w in all_text(column.label) for w in ws if not w.isascii())} \
                if label else set()
            if len(said) == 1:
                d = said.pop()
                return d, f"its column's label says so: {c.name}, {all_text(column.label)}"
        note = ""
        if self.scope is not None and c.name in self.scope:
            note = self.scope[c.name].note or ""
        found = {d for d, ws in _NAME.items() if words & ws or any(w in note for w in ws if not w.isascii())}
        if len(found) == 1:
            d = found.pop()
            return d, f"its name{' and note' if note else ''} say{'s' if not note else ''} so: {c.name}" \
                + (f", {note}" if note else "")
        return None, ""

    def _kind_of(self, c: Candidate) -> str:
        """time | rate | other: what the claim is a change of (its evidence's unit, else its own)."""
        for ref in c.refs:
            ev = next((o for o in self.cands if o.kind == "evidence" and o.refs == (ref,)), None)
            if ev is not None:
                return _kind(ev.unit)
        return _kind(c.unit)


def _per_of_row(c) -> str:
    """The column a value per one of another cell of its row is divided by ("" for anything else)."""
    if c.kind != "derivation" or c.op != "per" or len(c.refs) != 2 or c.refs[0].count(".") != 3 \
            or c.refs[0].rsplit(".", 1)[0] != c.refs[1].rsplit(".", 1)[0]:
        return ""
    return c.refs[1].rsplit(".", 1)[1]


_THAN_DIRS = [(("faster", "quicker", "快于"), "fast"), (("slower", "慢于"), "slow"),
              (("higher", "more", "larger", "bigger", "greater", "above", "exceeds", "exceed", "exceeding", "高于",
                "大于", "多于", "pricier", "costlier", "dearer"), "up"),
              (("lower", "less", "fewer", "smaller", "below", "低于", "小于", "少于", "cheaper"), "down")]
_THAN = re.compile(r"(?<![a-z])(?P<w>faster|quicker|slower|higher|more|larger|bigger|greater|lower|less|fewer|smaller"
                   r"|cheaper|pricier|costlier|dearer)"
                   r"\s+than(?![a-z])|(?<![a-z])(?P<w2>above|below|exceeds?|exceeding)(?![a-z])"
                   r"|(?P<w3>高于|低于|大于|小于|多于|少于|快于|慢于)")
# "…,比 B 的 850 元略便宜": the comparative right after the object's figure (and its unit)
_ZH_THAN_AFTER = re.compile(r"[^\d,，。;；(（]{0,4}?(?:略|稍|更|还|要)?(?P<z>便宜|贵|高|低|多|少)(?![于出达])")
_ZH_AFTER_DIRS = [(("高", "多", "贵"), "up"), (("低", "少", "便宜"), "down")]
# "A 比 B 快", "A 比 B 高": the comparative after 比 and its object
_ZH_THAN = re.compile(r"比[^,，。;；(（\d]{1,24}?(?P<z>更快|更慢|更高|更低|更多|更少|更大|更小|更长|更短|快|慢|高|低|多|少|大|小"
                      r"|(?<!增)长|短)")
_ZH_DIRS = [(("更快", "快"), "fast"), (("更慢", "慢"), "slow"),
            (("更高", "高", "更多", "多", "更大", "大", "更长", "长"), "up"),
            (("更低", "低", "更少", "少", "更小", "小", "更短", "短"), "down")]
# two figures of one column joined as a pair: "41.0 ms vs 38.5 ms", "41.0 毫秒对 38.5 毫秒"
_VS_JOIN = re.compile(r"\s*(?:[A-Za-z][\w/%]{0,11}\s+){0,2},?\s*(?:vs\.?|versus|对|against)\s*", re.I)
_COMPARATIVE_DIRS = [(("faster", "quicker", "更快"), "fast"), (("slower", "更慢"), "slow"),
                     (("higher", "more", "larger", "bigger", "greater", "更高", "更多", "更大"), "up"),
                     (("lower", "less", "fewer", "smaller", "更低", "更少", "更小"), "down")]
_LEADS_IN = re.compile(r"(?P<w>(?<![a-z])(?:faster|quicker|slower|higher|more|larger|bigger|greater|lower|less|fewer|smaller)"
                       r"(?![a-z])|更快|更慢|更高|更多|更大|更低|更少|更小)(?:\s+(?:still|yet))?\s*[,,]?\s*"
                       r"(?:(?<![a-z])(?:at|with|of)(?![a-z])|为|是|只有|仅|达到?|:|:)?\s*$", re.I)


# (what a level reached is then compared with: "是只读时(142 微秒)的 4.3 倍", "up from 890 µs", "than the 4 minutes")
_COMPARED_WITH = re.compile(r"比|是[^,,。;;]{0,12}$|(?<![a-z])(?:than|from|against|versus|vs\.?|compared (?:with|to))(?![a-z])",
                            re.I)


_VERB_DOWN = re.compile(r"(?<![a-z])(?:shr[iau]nks?|shrinking|fell|falls?|falling|drops?|dropped|dropping|decreas\w*|declin\w*"
                        r"|cuts?|reduc\w*|lowers?|lowered|shortens?|shortened|sank|sinks?)(?![a-z])|下降|降低|减少|缩短|回落|下滑",
                        re.I)
_VERB_UP = re.compile(r"(?<![a-z])(?:rises?|rose|rising|grows?|grew|growing|increas\w*|climbs?|climbed|jumps?|jumped|raises?"
                      r"|raised|lengthens?|lengthened|soars?|soared|stretch\w*)(?![a-z])|上升|提高|提升|增加|增长|延长|上涨|攀升",
                      re.I)


def _verb_way(text: str) -> str | None:
    """The one way the change verbs of a clause go ("shrinks", "下降"), None when none or both."""
    ways = {w for rx, w in ((_VERB_DOWN, "down"), (_VERB_UP, "up")) if rx.search(text)}
    return ways.pop() if len(ways) == 1 else None


def _sibling_refs(a: str, b: str) -> bool:
    """Two values of one quantity: two rows of one column, two columns of one row, two variants of one metric."""
    pa, pb = a.split("."), b.split(".")
    if a == b or len(pa) != len(pb) or pa[0] != pb[0]:
        return False
    if len(pa) == 4:
        return pa[1] == pb[1] and (pa[2] == pb[2]) != (pa[3] == pb[3])
    return len(pa) == 3 and pa[1] == pb[1]


_FROM_TO = re.compile(r"[ \u00a0]*(?:to|到|至|增至|降至|升至)[ \u00a0]*", re.I)
_FROM_BEFORE = re.compile(r"(?:(?<![a-z])from|从|由)[ \u00a0]*$", re.I)
_LATTER = re.compile(r"后者|(?<![a-z])the latter(?![a-z])", re.I)
_FORMER = re.compile(r"前者|(?<![a-z])the former(?![a-z])", re.I)


# a figure that is its own comparative: 减半 / halves (a fall), 翻倍 / doubles (a rise)
_SELF_WAY = re.compile(r"(?P<w>减半|翻倍|翻番|翻了?一番|(?i:halv\w*|doubl\w*|cut in half))")
_TO_RIGHT_BEFORE = re.compile(r"(?:至|到|(?<![a-z])to)[ \u00a0]*$", re.I)


def _later_of_pair(b: Block, m: Mention, xa: Mention, xb: Mention) -> bool | None:
    """Which figure of a pair written before a change or difference the change is said of: the later (True) when
    its clause says 后者 / the latter, or says nothing but the change ("…0.06 元,贵约 39%"); the earlier (False) for
    前者 / the former; None when the sentence does not say."""
    if not xb.end <= m.start:
        return None
    text = b.text
    marks = [i for i in range(xb.end, m.start) if text[i] in ",;,;"]
    if len(marks) != 1:
        return None  # the change's clause follows the later figure's
    own = text[marks[0] + 1:m.start]
    if _LATTER.search(own):
        return True
    if _FORMER.search(own):
        return False
    bare = own.strip()
    if not bare or len(bare) <= 6 and not re.search(r"[\dA-Za-z]", bare) or re.fullmatch(r"(?i)(?:about|some|roughly|nearly|almost|around)", bare):
        return True  # a clause of the change alone continues the later figure's
    return None


def _window(b: Block, m: Mention, back: int, ahead: int) -> tuple[str, str]:
    """The text of the number's clause just before it (at most `back` characters) and just after it."""
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    start = max(lo, m.start - back)
    while start > lo and b.text[start - 1].isascii() and b.text[start - 1].isalpha():
        start -= 1  # a whole English word: "increased by 90.8%" is cut at 12 characters inside "increased"
    before = b.text[start:m.start]
    cuts = list(_CUT.finditer(before))
    if cuts:
        before = before[cuts[-1].end():]
    after = b.text[m.end:min(hi, m.end + ahead)]
    cut = _CUT.search(after)
    return before, after[:cut.start()] if cut else after


def _kind(u: units.Unit) -> str:
    if u.dims == _TIME:
        return "time"
    return "rate" if u.dims[_T] < 0 else "other"


def _as_change(d: str, kind: str) -> str | None:
    """up / down of the quantity itself; fast / slow only when the quantity is a time or a rate."""
    if d not in ("up", "down", "fast", "slow"):
        return None
    if d in ("up", "down"):
        return d
    if kind == "time":
        return "down" if d == "fast" else "up"
    if kind == "rate":
        return "up" if d == "fast" else "down"
    return None

_FROM_BEFORE = re.compile(r"(?:从|由|from)\s*$", re.IGNORECASE)
_TO_BETWEEN = re.compile(r"[^,,;;。.]{0,12}?(?:到|至|\bto)\s*", re.IGNORECASE)


def _row_pairs(results):
    """(index, mention, derivation, its two rows) for each figure bound to a difference, multiple or change of two rows
    of one table column (not an end of a written change, nor an arithmetic operand)."""
    from engine.check.columns import _rows_of_one_column

    for k, (m, bd) in enumerate(results):
        c = bd.cand if bd.status == "verified" else None
        rows = _rows_of_one_column(c) if c is not None and c.kind == "derivation" and c.op in ("diff", "change", "ratio") \
            and not m.group and m.arith is None else None
        if rows is not None:
            yield k, m, c, rows


def _row_of(c, rid: str, tname: str) -> str | None:
    """The row of a cell or of a row's printed name bound in report rid's table tname, else None."""
    ref = "" if c is None else c.refs[0] if len(c.refs) == 1 else c.name if c.kind == "label" else ""
    parts = ref.split(".")
    return parts[2] if len(parts) == 4 and parts[0] == rid and parts[1] == tname else None
