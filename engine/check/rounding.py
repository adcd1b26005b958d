"""`loose-rounding`: a figure written with fewer digits than the evidence supports, which moves it by more
than check.loose_rounding (default 5%) in the direction that flatters the product: "约 7 TiB/s" for a
measured 6.6 TiB/s (up, for a bandwidth), "单次保存约 90s" for 94 s (down, for a time). It passes the rounding
rule; a marketing team still wants to know (a warning by default; severity: {loose-rounding: error})."""
from __future__ import annotations

import re

from engine.check.extract import Mention
from engine.check.markdown import Block
from engine.check.scope import Candidate

# Words that say which way is better for a quantity (its name, note, labels; the clause's own words).
_LOWER = ("time", "latency", "lat", "bubble", "overhead", "cost", "loss", "error", "err", "wait", "idle", "stall", "p99",
          "perplexity", "ppl", "wer", "cer", "fid",
          "耗时", "用时", "时长", "时间", "时延", "延迟", "气泡", "开销", "成本", "等待", "空转", "损失", "错误", "错误率",
          "误差", "困惑度")
_HIGHER = ("bandwidth", "bw", "throughput", "speed", "speedup", "gain", "util", "utilization", "accuracy", "score",
           "iops", "saved", "faster", "带宽", "吞吐", "速度", "加速", "提速", "提升", "利用率", "准确率", "节省", "省")
_CUT = re.compile(r"缩短|减少|降低|节省|省下|省|cut|sav|reduc|fewer|less|shorter|faster|提速|加速")
_BASELINE = {"base", "baseline", "before", "old", "orig", "original", "prev", "previous", "nfs"}


def lower_is_better(c: Candidate) -> bool:
    """Whether a smaller value of the quantity is the better one (a time, a latency, an error rate, a loss),
    from its words; False when its words say nothing of it or say both."""
    keys = set(c.keys)
    return any(w in keys for w in _LOWER) and not any(w in keys for w in _HIGHER)


def flattering_direction(c: Candidate, clause: str) -> int:
    """+1 when a larger figure flatters the product, -1 when a smaller one does, 0 when unknown."""
    if c.unit.symbol in ("%", "x") and _CUT.search(clause):
        return 1  # "缩短 47%", "快 1.9 倍", "saves 84 s": a bigger cut or gain flatters
    keys = set(c.keys)
    lower = any(w in keys for w in _LOWER)
    higher = any(w in keys for w in _HIGHER)
    if lower == higher:
        if c.unit.symbol == "x" or "/s" in c.unit.symbol:
            way = 1  # multiples and rates: more is better
        elif c.unit.kind == "time":
            way = -1  # durations: less is better
        else:
            return 0
    else:
        way = 1 if higher else -1
    toks = set(re.split(r"[._\s]+", c.name.lower()))
    return -way if toks & _BASELINE else way  # a worse baseline flatters the product too


class RoundingRules:
    def _loose_rounding(self, b: Block, m: Mention, c: Candidate) -> None:
        limit = self.config.loose_rounding
        if c.is_range or m.vague is not None or m.qualifier not in (None, "approx") or m.unit is None \
                or c.kind == "label" or c.lo == 0 or m.unit.dims != c.unit.dims or c.written:
            return
        f = m.unit.factor
        if c.kind != "derived" and m.half * f <= 0.5 * 10 ** (-c.decimals) * c.unit.factor * (1 + 1e-9):
            return  # written with as many digits as the evidence has: the rounding rule decides (a claim's `round`
            # is the editor's choice, not the evidence's digits: 312 s ÷ 47 s with round 0 shown as 7 is 6.64)
        written, true = m.value * f, c.lo
        if m.sign == "-" or (not m.sign and true < 0):
            written, true = abs(written), abs(true)
        moved = (written - true) / abs(true)
        if abs(moved) <= limit:
            return
        ctx, _ = self._context(b, m)
        way = flattering_direction(c, ctx)
        if way == 0 or (moved > 0) != (way > 0):
            return
        from engine.check.bind import holds

        tol = self.config.approx_tolerance
        if any(o is not c and not o.brief and o.unit.dims == c.unit.dims and not o.is_range and o.lo and holds(m, o, tol)
               and abs(m.value * f - o.lo) <= limit * abs(o.lo) for o in self.cands):
            return  # the figure is, as written, another quantity in scope (约 5%: extra_steps 4.9%, not 5.5%; not a
            # derivation brief mode binds only for exact figures)
        self._add("loose-rounding", b.pos[m.core_start], m.core,
                  f"{m.text} for {c.name} {c.display} ({c.why}) rounds {'up' if moved > 0 else 'down'} by "
                  f"{abs(moved) * 100:.1f}%, in the product's favour (more than {limit * 100:g}%); "
                  + (f"write {c.display}" if c.kind != "derived" else
                     f"{c.name} is {c.lo / c.unit.factor:.3g} before its `round`: give the claim more digits"),
                  expected=c.display, claim=c.name)
