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

from engine import units
from engine.check import bind as B
from engine.check.extract import Mention
from engine.check.markdown import Block
from engine.check.scope import Candidate

# Text words, as (pattern, direction): up / down of the quantity, or fast / slow (speed).
_TEXT = [
    (re.compile(r"延长|变长|拉长|增加|增长|提升|提高|上升|升高|增多|多|涨|"
                r"(?<![a-z])(?:longer|lengthen\w*|increas\w*|rose|rises|rise|grew|grow\w*|gain\w*|higher|more|"
                r"extra|up(?!\s+to\b))(?![a-z])", re.I), "up"),
    (re.compile(r"缩短|变短|减少|降低|下降|降到|降至|减|降|省|少|缩减|压缩|"
                r"(?<![a-z])(?:shorter|shorten\w*|decreas\w*|fell|falls?|drop\w*|cut\w*|reduc\w*|lower\w*|less|"
                r"fewer|sav(?:es|ed|ing)|down)(?![a-z])", re.I), "down"),
    (re.compile(r"加快|加速|提速|更快|快|(?<![a-z])(?:faster|quicker|speed\s?-?ups?|accelerat\w*)(?![a-z])", re.I),
     "fast"),
    (re.compile(r"变慢|减速|更慢|慢|(?<![a-z])(?:slower|slow\s?-?downs?|slows?|decelerat\w*)(?![a-z])", re.I), "slow"),
]
_SPEED_NOUN = re.compile(r"速度|吞吐|带宽|(?<![a-z])(?:speed|throughput|bandwidth|rate)(?![a-z])", re.I)
_NOT_DIRECTION = re.compile(r"至少|不少|多少|最多|至多|不超过|更多的是|adds? up to|up to|at most|at least|more than|"
                            r"less than|no more|no less|or more|or less", re.I)
_CUT = re.compile(r"[,,;;。!?!?::、]|\band\b|\bwhile\b|\bbut\b|而|但|\x00")

# Claim name and note words (a claim named for its change).
_NAME = {
    "down": {"saved", "saving", "savings", "reduction", "reduce", "reduced", "drop", "cut", "decrease", "less",
             "fewer", "shorter", "loss", "节省", "减少", "降低", "缩短", "下降", "降幅", "省下"},
    "up": {"gain", "extra", "increase", "growth", "rise", "uplift", "boost", "more", "longer", "增加", "提升",
           "提高", "增长", "增幅", "多训练"},
    "fast": {"speedup", "faster", "acceleration", "加速", "提速", "加速比"},
    "slow": {"slowdown", "slower", "减速"},
}
_TIME = units.UNITS["s"].dims
_T = next(i for i, x in enumerate(_TIME) if x)


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
        if bd.status != "verified" or c is None or m.group or m.arith is not None or c.kind == "derivation":
            return bd
        said = self._said_direction(b, m)
        if said is None:
            return bd
        went, why = self._claim_direction(c)
        if went is None:
            return bd
        kind = self._kind_of(c)
        if said in ("up", "down") and kind == "time" and _SPEED_NOUN.search(self._clause_text(b, m)):
            said = "fast" if said == "up" else "slow"  # 保存速度提升: the speed rose, the time fell
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
        after = re.match(r"\s*(?:\S+)?", after).group()  # "4.7% shorter", "1.9x faster": the next word only
        text = _NOT_DIRECTION.sub(" ", before + " | " + after)
        found = {d for rx, d in _TEXT if rx.search(text)}
        if "fast" in found or "slow" in found:
            found -= {"up", "down"} if len(found & {"fast", "slow"}) == 1 else set()
        return found.pop() if len(found) == 1 else None

    def _claim_direction(self, c: Candidate) -> tuple[str | None, str]:
        if c.hi < 0:
            return "down", f"{c.display} is negative"
        words = set(re.split(r"[_.\s]+", c.name.lower()))
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


def _window(b: Block, m: Mention, back: int, ahead: int) -> tuple[str, str]:
    """The text of the number's clause just before it (at most `back` characters) and just after it."""
    lo, hi = b.sentence_span(b.sentence_of(m.num_start))
    before = b.text[max(lo, m.start - back):m.start]
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
