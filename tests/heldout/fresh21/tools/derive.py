#!/usr/bin/env python3
"""fresh21: every claim sentence of claims-fresh21.txt with its figures recomputed from the evidence files, and every
wrong variant checked to be false against the same evidence. No engine import.

  derive.py            check all claims and variants, print every figure (written vs computed)
  derive.py --write    the same, then (only if all is well) write ../claims-fresh21.txt

Fact modes for the {braced} figures, in order of appearance:
  r(x)        the written figure is x rounded to the written decimals (half a unit of the last digit)
  a(x, tol)   about x: rounding as above, or within tol relative (default 3%)
  ge(x, s)    written as a floor ("at least", "more than", "超过"): x >= written, and within s (default 10%)
  le(x, s)    written as a ceiling ("under", "不到", "within"): x <= written, and within s (default 10%)
Variant checks: off(true, written) is True when the written figure is NOT the true one (outside its rounding and
more than tol apart); every variant carries one boolean that must be True for the variant to be false."""
import os, re, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
EV = os.path.join(HERE, "..", "evidence")
OUT = os.path.join(HERE, "..", "claims-fresh21.txt")
KINDS = {"row", "col", "unit", "stat", "dir", "qual", "value"}


def getter(rid):
    d = yaml.safe_load(open(os.path.join(EV, rid + ".yaml"), encoding="utf-8"))

    def g(addr):
        p = addr.split(".")
        if p[0] in (d.get("tables") or {}):
            t = d["tables"][p[0]]
            cols = list(t["columns"])
            row = t["rows"][p[1]]
            v = row[cols.index(p[2])] if isinstance(row, list) else row[p[2]]
        else:
            m = d["metrics"][p[0]]
            v = m["values"][p[1]] if len(p) > 1 else m.get("value", m.get("range"))
        if v is None:
            raise KeyError(f"{rid}.{addr} is null")
        return v
    return g


NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")


def parse(w):
    """'1,450' -> (1450.0, 0 decimals); '2.4k' -> 2400."""
    w = str(w).replace("!", "")
    k = w.endswith("k")
    w = w.rstrip("k").replace(",", "")
    dec = len(w.split(".")[1]) if "." in w else 0
    x = float(w)
    if k:
        x *= 1000
    return x, dec


def rmatch(true, w):
    x, dec = parse(w)
    return abs(true - x) <= 0.5 * 10 ** -dec * (1 + 1e-9) + 1e-12


def off(true, w, tol=0.005):
    x, _ = parse(w)
    return (not rmatch(true, w)) and abs(x - true) > tol * abs(true)


def offa(true, w):
    return off(true, w, 0.06)


class F:
    def __init__(s, mode, x, tol=0.03):
        s.mode, s.x, s.tol = mode, x, tol

    def ok(s, w):
        x, _ = parse(w)
        if s.mode == "r":
            return rmatch(s.x, w)
        if s.mode == "a":
            return rmatch(s.x, w) or abs(x - s.x) <= s.tol * abs(s.x)
        if s.mode == "ge":
            return s.x >= x and s.x <= (1 + s.tol) * x
        if s.mode == "le":
            return s.x <= x and s.x >= (1 - s.tol) * x
        raise ValueError(s.mode)


def r(x): return F("r", x)
def a(x, tol=0.03): return F("a", x, tol)
def ge(x, slack=0.1): return F("ge", x, slack)
def le(x, slack=0.1): return F("le", x, slack)


def V(kind, old, new, ok, why=""):
    return (kind, old, new, bool(ok), why)


def val(old, new, true, tol=0.005):
    """a value variant: the first number that differs between old and new must be off the true value."""
    no, nn = NUM.findall(old), NUM.findall(new)
    w = None
    for i, x in enumerate(nn):
        if i >= len(no) or no[i] != x:
            w = x
            break
    if w is None:
        raise ValueError(f"no changed number in {old!r} => {new!r}")
    return V("value", old, new, off(true, w, tol), f"{w} vs {true:.6g}")


CLAIMS = []  # (report, lang, text, facts, variants)


def zhpunct(t):
    """Chinese sentences use full-width punctuation: a comma that is not a thousands separator, parentheses, semicolons."""
    t = re.sub(r"(?<!\d),|,(?!\d)", "\uff0c", t)
    return t.replace("(", "\uff08").replace(")", "\uff09").replace(";", "\uff1b")


def C(rep, lang, text, facts, *variants):
    if lang == "zh":
        text = zhpunct(text)
        variants = [(k, zhpunct(o), zhpunct(n), ok, why) for k, o, n, ok, why in variants]
    CLAIMS.append((rep, lang, text, facts, list(variants)))


# ---------------------------------------------------------------------------------------------------------------
# AS1: 寒武纪 思元370 accelerators (Chinese-first)
g = getter("AS1")
R = "AS1"
x8t, x4t, s4t = g("llm.x8_7b.tput"), g("llm.x4_7b.tput"), g("llm.s4_7b.tput")
C(R, "zh", "在 7B 模型推理中,MLU370-X8 单卡吞吐达 {2,610} token/s,是 MLU370-X4({1,450} token/s)的 {1.8} 倍 [@AS1]。",
  [r(x8t), r(x4t), r(x8t / x4t)],
  val("达 2,610 token/s", "达 2,160 token/s", x8t),
  val("的 1.8 倍", "的 1.5 倍", x8t / x4t),
  val("1,450 token/s", "1,650 token/s", x4t),
  V("row", "MLU370-X8 单卡吞吐", "MLU370-S4 单卡吞吐", off(s4t, 2610)),
  V("row", "是 MLU370-X4", "是 MLU370-S4", off(s4t, 1450) and off(x8t / s4t, 1.8)),
  V("unit", "的 1.8 倍", "的 1.8%", off(x8t / x4t, 0.018)),
  V("qual", "达 2,610 token/s", "不到 2,610 token/s", not x8t < 2610),
  V("col", "单卡吞吐达", "单卡平均首 token 时延达", off(g("llm.x8_7b.ttft"), 2610)),
  )
x8bw_ = g("cards.x8.mem_bw")
C(R, "zh", "MLU370-X8 的显存容量为 {48}GB,显存带宽 {614.4}GB/s,均为单芯片 MLU370-X4 的两倍 [@AS1]。",
  [r(g("cards.x8.mem")), r(g("cards.x8.mem_bw"))],
  val("容量为 48GB", "容量为 32GB", g("cards.x8.mem")),
  val("带宽 614.4GB/s", "带宽 512GB/s", g("cards.x8.mem_bw")),
  V("unit", "614.4GB/s", "614.4Gb/s", off(g("cards.x8.mem_bw") * 8, 614.4)),
  V("unit", "48GB", "48TB", off(g("cards.x8.mem") / 1000, 48)),
  V("row", "均为单芯片 MLU370-X4 的两倍", "均为 MLU290-M5 的两倍", off(x8bw_ / g("cards.m5.mem_bw"), 2, 0.25)),
  V("col", "显存带宽 614.4GB/s", "MLU-Link 互连带宽 614.4GB/s", off(g("cards.x8.link"), 614.4)),
  V("row", "MLU370-X8 的显存容量", "MLU370-S4 的显存容量", off(g("cards.s4.mem"), 48)),
  V("value", "两倍", "三倍", off(g("cards.x8.mem") / g("cards.x4.mem"), 3)),
  V("qual", "均为单芯片", "均超过单芯片", not g("cards.x8.mem") / g("cards.x4.mem") > 2),
  )
m5bw, x8bw = g("cards.m5.mem_bw"), g("cards.x8.mem_bw")
C(R, "zh", "上一代的 MLU290-M5 采用 HBM2 显存,带宽达 {1,228.8}GB/s,是 MLU370-X8 的 {2} 倍;其 MLU-Link 互连带宽 {600}GB/s,则是后者的 {3} 倍 [@AS1]。",
  [r(m5bw), r(m5bw / x8bw), r(g("cards.m5.link")), r(g("cards.m5.link") / g("cards.x8.link"))],
  val("带宽达 1,228.8GB/s", "带宽达 1,024GB/s", m5bw),
  val("的 2 倍", "的 4 倍", m5bw / x8bw),
  val("带宽 600GB/s", "带宽 400GB/s", g("cards.m5.link")),
  val("的 3 倍", "的 2.5 倍", g("cards.m5.link") / g("cards.x8.link")),
  V("unit", "1,228.8GB/s", "1,228.8MB/s", off(m5bw * 1000, 1228.8)),
  V("unit", "600GB/s", "600Gb/s", off(g("cards.m5.link") * 8, 600)),
  V("row", "是 MLU370-X8 的 2 倍", "是 MLU370-S4 的 2 倍", off(m5bw / g("cards.s4.mem_bw"), 2)),
  V("col", "其 MLU-Link 互连带宽", "其 PCIe 主机接口带宽", off(g("pcie_bw"), 600)),
  V("dir", "则是后者的 3 倍", "则只有后者的三分之一", g("cards.m5.link") > g("cards.x8.link")),
  )
C(R, "zh", "功耗方面,半高半长的 MLU370-S4 最大功耗仅 {75}W,只有 MLU370-X8({250}W)的 {30}% [@AS1]。",
  [r(g("cards.s4.tdp")), r(g("cards.x8.tdp")), r(100 * g("cards.s4.tdp") / g("cards.x8.tdp"))],
  val("仅 75W", "仅 70W", g("cards.s4.tdp")),
  val("(250W)", "(300W)", g("cards.x8.tdp")),
  val("的 30%", "的 40%", 100 * g("cards.s4.tdp") / g("cards.x8.tdp")),
  V("unit", "仅 75W", "仅 75kW", off(g("cards.s4.tdp") / 1000, 75)),
  V("row", "只有 MLU370-X8", "只有 MLU290-M5", off(g("cards.m5.tdp"), 250)),
  V("row", "MLU370-S4 最大功耗", "MLU370-X4 最大功耗", off(g("cards.x4.tdp"), 75)),
  V("qual", "仅 75W", "超过 75W", not g("cards.s4.tdp") > 75),
  V("dir", "只有 MLU370-X8(250W)的 30%", "比 MLU370-X8(250W)高 30%", g("cards.s4.tdp") < g("cards.x8.tdp")),
  V("col", "最大功耗仅", "INT8 算力仅", off(g("cards.s4.int8"), 75)),
  )
eff = {k: g(f"cards.{k}.int8") / g(f"cards.{k}.tdp") for k in ("s4", "x4", "x8", "m5")}
C(R, "zh", "以 INT8 算力计,MLU370-S4 的能效最高,每瓦 {2.56} TOPS,约为 MLU370-X8(每瓦 {1.02} TOPS)的 {2.5} 倍 [@AS1]。",
  [r(eff["s4"]), r(eff["x8"]), r(eff["s4"] / eff["x8"])],
  val("每瓦 2.56 TOPS", "每瓦 3.41 TOPS", eff["s4"]),
  val("每瓦 1.02 TOPS", "每瓦 1.46 TOPS", eff["x8"]),
  val("的 2.5 倍", "的 1.5 倍", eff["s4"] / eff["x8"]),
  V("row", "MLU370-S4 的能效最高", "MLU370-X4 的能效最高", max(eff, key=eff.get) != "x4"),
  V("row", "约为 MLU370-X8", "约为 MLU290-M5", off(eff["m5"], 1.02)),
  V("col", "以 INT8 算力计", "以 FP16 算力计", off(g("cards.s4.fp16") / g("cards.s4.tdp"), 2.56)),
  V("dir", "能效最高", "能效最低", min(eff, key=eff.get) != "s4"),
  V("unit", "每瓦 2.56 TOPS", "每千瓦 2.56 TOPS", off(eff["s4"] * 1000, 2.56)),
  )
t8, t4 = g("llm.x8_13b_8.tput"), g("llm.x8_13b_4.tput")
C(R, "zh", "{8} 卡 MLU370-X8 运行 13B 模型时合计吞吐 {12,900} token/s,比 {4} 卡时的 {6,880} token/s 提升 {87.5}%,扩展效率约 {94}% [@AS1]。",
  [r(g("llm.x8_13b_8.cards")), r(t8), r(g("llm.x8_13b_4.cards")), r(t4), r(100 * (t8 / t4 - 1)), r(100 * t8 / t4 / 2)],
  val("吞吐 12,900", "吞吐 13,760", t8),
  val("6,880 token/s", "6,450 token/s", t4),
  val("提升 87.5%", "提升 78.5%", 100 * (t8 / t4 - 1)),
  val("约 94%", "约 84%", 100 * t8 / t4 / 2),
  V("value", "8 卡 MLU370-X8", "16 卡 MLU370-X8", g("llm.x8_13b_8.cards") != 16),
  V("dir", "提升 87.5%", "下降 87.5%", t8 > t4),
  V("stat", "合计吞吐", "单卡吞吐", off(t8 / 8, 12900)),
  V("qual", "扩展效率约 94%", "扩展效率超过 95%", not 100 * t8 / t4 / 2 > 95),
  V("row", "运行 13B 模型", "运行 7B 模型", True, "no 8-card 7B run; the 7B runs are single-card"),
  )
C(R, "zh", "MLU370-X8 在 7B 模型上的平均首 token 时延为 {72} 毫秒,P99 为 {109} 毫秒,比 MLU370-X4 的平均值低 {14} 毫秒 [@AS1]。",
  [r(g("llm.x8_7b.ttft")), r(g("llm.x8_7b.ttft_p99")), r(g("llm.x4_7b.ttft") - g("llm.x8_7b.ttft"))],
  val("时延为 72 毫秒", "时延为 62 毫秒", g("llm.x8_7b.ttft")),
  val("P99 为 109 毫秒", "P99 为 132 毫秒", g("llm.x8_7b.ttft_p99")),
  val("低 14 毫秒", "低 24 毫秒", g("llm.x4_7b.ttft") - g("llm.x8_7b.ttft")),
  V("unit", "时延为 72 毫秒", "时延为 72 微秒", off(g("llm.x8_7b.ttft") * 1000, 72)),
  V("stat", "MLU370-X4 的平均值", "MLU370-X4 的 P99", off(g("llm.x4_7b.ttft_p99") - g("llm.x8_7b.ttft"), 14)),
  V("dir", "低 14 毫秒", "高 14 毫秒", g("llm.x8_7b.ttft") < g("llm.x4_7b.ttft")),
  V("row", "比 MLU370-X4 的平均值", "比 MLU370-S4 的平均值", off(g("llm.s4_7b.ttft") - g("llm.x8_7b.ttft"), 14)),
  V("row", "MLU370-X8 在 7B", "MLU370-S4 在 7B", off(g("llm.s4_7b.ttft"), 72)),
  V("unit", "P99 为 109 毫秒", "P99 为 109 秒", off(g("llm.x8_7b.ttft_p99") / 1000, 109)),
  )
d8, d4, ds4 = g("decode_lat.x8"), g("decode_lat.x4"), g("decode_lat.s4")
C(R, "zh", "解码阶段,MLU370-X8 每个 token 的平均时延只有 {31} 毫秒,比 MLU370-S4 的 {45} 毫秒缩短约 {31}% [@AS1]。",
  [r(d8), r(ds4), r(100 * (1 - d8 / ds4))],
  val("只有 31 毫秒", "只有 38 毫秒", d8),
  val("的 45 毫秒", "的 54 毫秒", ds4),
  val("约 31%", "约 45%", 100 * (1 - d8 / ds4)),
  V("dir", "缩短约", "增加约", d8 < ds4),
  V("unit", "只有 31 毫秒", "只有 31 秒", off(d8 / 1000, 31)),
  V("row", "比 MLU370-S4 的 45", "比 MLU370-X4 的 45", off(d4, 45)),
  V("qual", "只有 31 毫秒", "超过 31 毫秒", not d8 > 31),
  V("row", "MLU370-X8 每个 token", "MLU370-X4 每个 token", off(d4, 31)),
  V("col", "解码阶段,MLU370-X8 每个 token 的平均时延", "MLU370-X8 的平均首 token 时延", off(g("llm.x8_7b.ttft"), 31)),
  )
C(R, "zh", "一台 {8} 卡 MLU370-X8 服务器共有 {384}GB 显存、{2,048} TOPS 的 INT8 算力,整机满载功耗 {2.8}~{3.2}kW [@AS1]。",
  [r(g("server_cards")), r(g("server_cards") * g("cards.x8.mem")), r(g("server_cards") * g("cards.x8.int8")),
   r(g("server_power")[0]), r(g("server_power")[1])],
  val("共有 384GB", "共有 192GB", 8 * g("cards.x8.mem")),
  val("2,048 TOPS", "4,096 TOPS", 8 * g("cards.x8.int8")),
  val("2.8~", "2.4~", g("server_power")[0]),
  val("3.2kW", "3.6kW", g("server_power")[1]),
  V("unit", "384GB", "384TB", off(8 * g("cards.x8.mem") / 1000, 384)),
  V("unit", "3.2kW", "3.2MW", off(g("server_power")[1] / 1000, 3.2)),
  V("stat", "共有 384GB 显存", "每卡 384GB 显存", off(g("cards.x8.mem"), 384)),
  V("value", "一台 8 卡", "一台 4 卡", g("server_cards") != 4),
  V("col", "的 INT8 算力", "的 FP16 算力", off(8 * g("cards.x8.fp16"), 2048)),
  )
C(R, "en", "The MLU370-X4 delivers {256} TOPS of INT8 and {96} TFLOPS of FP16 in a {150} W single-slot card, the same peak compute as the dual-chip MLU370-X8 at {100} W less [@AS1].",
  [r(g("cards.x4.int8")), r(g("cards.x4.fp16")), r(g("cards.x4.tdp")), r(g("cards.x8.tdp") - g("cards.x4.tdp"))],
  val("256 TOPS", "192 TOPS", g("cards.x4.int8")),
  val("96 TFLOPS", "72 TFLOPS", g("cards.x4.fp16")),
  val("a 150 W", "a 175 W", g("cards.x4.tdp")),
  val("at 100 W less", "at 150 W less", g("cards.x8.tdp") - g("cards.x4.tdp")),
  V("unit", "a 150 W", "a 150 kW", off(g("cards.x4.tdp") / 1000, 150)),
  V("col", "of FP16", "of FP32", off(g("cards.x4.fp32"), 96)),
  V("dir", "at 100 W less", "at 100 W more", g("cards.x4.tdp") < g("cards.x8.tdp")),
  V("row", "The MLU370-X4 delivers", "The MLU370-S4 delivers", off(g("cards.s4.int8"), 256)),
  V("row", "as the dual-chip MLU370-X8", "as the MLU290-M5", off(g("cards.m5.int8"), 256)),
  )
C(R, "en", "With two chips on one card, the MLU370-X8 doubles the MLU370-X4's memory to {48} GB and its memory bandwidth to {614.4} GB/s, about {0.61} TB/s [@AS1].",
  [r(g("cards.x8.mem")), r(x8bw), r(x8bw / 1000)],
  val("to 48 GB", "to 64 GB", g("cards.x8.mem")),
  val("to 614.4 GB/s", "to 640 GB/s", x8bw),
  val("about 0.61 TB/s", "about 0.72 TB/s", x8bw / 1000),
  V("unit", "0.61 TB/s", "0.61 Tb/s", off(x8bw / 1000 * 8, 0.61)),
  V("unit", "to 48 GB", "to 48 TB", off(g("cards.x8.mem") / 1000, 48)),
  V("value", "doubles", "triples", off(g("cards.x8.mem") / g("cards.x4.mem"), 3)),
  V("col", "its memory bandwidth to", "its MLU-Link bandwidth to", off(g("cards.x8.link"), 614.4)),
  V("row", "the MLU370-X4's memory", "the MLU290-M5's memory", off(2 * g("cards.m5.mem"), 48)),
  V("value", "With two chips", "With four chips", g("cards.x8.chips") != 4),
  )
C(R, "en", "The MLU370-X8's {200} GB/s MLU-Link is more than three times the {64} GB/s of its PCIe 4.0 x16 host link [@AS1].",
  [r(g("cards.x8.link")), r(g("pcie_bw"))],
  val("X8's 200 GB/s", "X8's 240 GB/s", g("cards.x8.link")),
  val("the 64 GB/s", "the 32 GB/s", g("pcie_bw")),
  V("unit", "200 GB/s", "200 Gb/s", off(g("cards.x8.link") * 8, 200)),
  V("unit", "the 64 GB/s", "the 64 Gb/s", off(g("pcie_bw") * 8, 64)),
  V("value", "more than three times", "more than four times", not g("cards.x8.link") / g("pcie_bw") > 4),
  V("qual", "more than three times", "less than three times", not g("cards.x8.link") / g("pcie_bw") < 3),
  V("row", "The MLU370-X8's 200", "The MLU290-M5's 200", off(g("cards.m5.link"), 200)),
  V("dir", "more than three times the", "less than a third of the", g("cards.x8.link") > g("pcie_bw")),
  )
C(R, "en", "In the 7B test, the MLU370-S4 reaches {980} tokens/s, so the MLU370-X4 is about {48}% faster at {1,450} tokens/s [@AS1].",
  [r(s4t), r(100 * (x4t / s4t - 1)), r(x4t)],
  val("reaches 980", "reaches 890", s4t),
  val("about 48%", "about 84%", 100 * (x4t / s4t - 1)),
  val("at 1,450", "at 1,540", x4t),
  V("dir", "about 48% faster", "about 48% slower", x4t > s4t),
  V("row", "the MLU370-S4 reaches", "the MLU370-X8 reaches", off(x8t, 980)),
  V("row", "so the MLU370-X4 is", "so the MLU370-X8 is", off(x8t, 1450)),
  V("qual", "reaches 980", "exceeds 980", not s4t > 980),
  V("unit", "about 48% faster", "about 48 times faster", off(x4t / s4t, 48)),
  )
C(R, "en", "Time to first token on the MLU370-S4 averages {104} ms, with a P99 of {161} ms, about {55}% above the mean [@AS1].",
  [r(g("llm.s4_7b.ttft")), r(g("llm.s4_7b.ttft_p99")), r(100 * (g("llm.s4_7b.ttft_p99") / g("llm.s4_7b.ttft") - 1))],
  val("averages 104 ms", "averages 140 ms", g("llm.s4_7b.ttft")),
  val("of 161 ms", "of 196 ms", g("llm.s4_7b.ttft_p99")),
  val("about 55%", "about 35%", 100 * (g("llm.s4_7b.ttft_p99") / g("llm.s4_7b.ttft") - 1)),
  V("unit", "averages 104 ms", "averages 104 µs", off(g("llm.s4_7b.ttft") * 1000, 104)),
  V("stat", "averages 104 ms", "has a P99 of 104 ms", off(g("llm.s4_7b.ttft_p99"), 104)),
  V("row", "on the MLU370-S4", "on the MLU370-X4", off(g("llm.x4_7b.ttft"), 104)),
  V("dir", "above the mean", "below the mean", g("llm.s4_7b.ttft_p99") > g("llm.s4_7b.ttft")),
  V("unit", "of 161 ms", "of 161 s", off(g("llm.s4_7b.ttft_p99") / 1000, 161)),
  V("qual", "about 55% above", "more than 60% above", not g("llm.s4_7b.ttft_p99") / g("llm.s4_7b.ttft") > 1.6),
  )
C(R, "en", "Eight MLU370-X8 cards running the 13B model produce {12,900} tokens/s in total, about {1,610} tokens/s per card [@AS1].",
  [r(t8), a(t8 / 8)],
  val("produce 12,900", "produce 12,090", t8),
  val("about 1,610", "about 1,720", t8 / 8, 0.05),
  val("about 1,610", "about 1,290", t8 / 8, 0.05),
  V("value", "Eight MLU370-X8", "Four MLU370-X8", g("llm.x8_13b_4.tput") != t8),
  V("stat", "in total", "per card", off(t8 / 8, 12900)),
  V("stat", "tokens/s per card", "tokens/s in total", off(t8, 1610)),
  V("qual", "produce 12,900", "produce more than 12,900", not t8 > 12900),
  V("row", "Eight MLU370-X8 cards", "Eight MLU370-X4 cards", True, "the multi-card runs use the MLU370-X8 only"),
  )
C(R, "en", "The MLU290-M5 is rated at {512} TOPS of INT8, twice the MLU370-X8's {256} TOPS, but draws {350} W against {250} W, {40}% more [@AS1].",
  [r(g("cards.m5.int8")), r(g("cards.x8.int8")), r(g("cards.m5.tdp")), r(g("cards.x8.tdp")),
   r(100 * (g("cards.m5.tdp") / g("cards.x8.tdp") - 1))],
  val("at 512 TOPS", "at 1,024 TOPS", g("cards.m5.int8")),
  V("value", "twice", "four times", off(g("cards.m5.int8") / g("cards.x8.int8"), 4)),
  val("X8's 256 TOPS", "X8's 192 TOPS", g("cards.x8.int8")),
  val("draws 350 W", "draws 300 W", g("cards.m5.tdp")),
  val("40% more", "25% more", 100 * (g("cards.m5.tdp") / g("cards.x8.tdp") - 1)),
  V("unit", "draws 350 W", "draws 350 kW", off(g("cards.m5.tdp") / 1000, 350)),
  V("dir", "40% more", "40% less", g("cards.m5.tdp") > g("cards.x8.tdp")),
  V("row", "The MLU290-M5 is rated", "The MLU370-X4 is rated", off(g("cards.x4.int8"), 512)),
  V("row", "twice the MLU370-X8's", "twice the MLU370-S4's", off(g("cards.s4.int8"), 256)),
  )
C(R, "en", "Decode latency per token at batch 1 falls from {45} ms on the MLU370-S4 to {38} ms on the MLU370-X4 and {31} ms on the MLU370-X8 [@AS1].",
  [r(ds4), r(d4), r(d8)],
  val("from 45 ms", "from 54 ms", ds4),
  val("to 38 ms", "to 34 ms", d4),
  val("and 31 ms", "and 27 ms", d8),
  V("unit", "to 38 ms", "to 38 s", off(d4 / 1000, 38)),
  V("dir", "falls from", "rises from", ds4 > d4 > d8),
  V("row", "on the MLU370-S4 to", "on the MLU370-X8 to", off(d8, 45)),
  V("col", "Decode latency per token", "Time to first token", off(g("llm.s4_7b.ttft"), 45)),
  V("unit", "and 31 ms", "and 31 µs", off(d8 * 1000, 31)),
  )
sp = g("server_power")
cards_w = g("server_cards") * g("cards.x8.tdp")
C(R, "en", "An eight-card MLU370-X8 server draws {2.8} to {3.2} kW at full load, of which the cards' combined {2,000} W maximum is roughly two thirds [@AS1].",
  [r(sp[0]), r(sp[1]), r(cards_w)],
  val("draws 2.8 to", "draws 2.2 to", sp[0]),
  val("3.2 kW", "3.8 kW", sp[1]),
  val("combined 2,000 W", "combined 2,400 W", cards_w),
  V("unit", "3.2 kW", "3.2 MW", off(sp[1] / 1000, 3.2)),
  V("unit", "2,000 W", "2,000 kW", off(cards_w / 1000, 2000)),
  V("value", "An eight-card", "A four-card", g("server_cards") != 4),
  V("value", "roughly two thirds", "roughly one third", not (cards_w / 1000 / sp[1] < 0.4)),
  V("stat", "combined 2,000 W", "per-card 2,000 W", off(g("cards.x8.tdp"), 2000)),
  )

# ---------------------------------------------------------------------------------------------------------------
# AS2: Edgecore switches (English-first)
g = getter("AS2")
R = "AS2"
S = lambda m, c: g(f"switches.{m}.{c}")
C(R, "en", "The AS9817-64D packs {64} ports of {800} Gbps into {2} RU for {102.4} Tbps of full-duplex switching capacity, twice the AS9736-64D's {51.2} Tbps [@AS2].",
  [r(S("as9817", "ports")), r(S("as9817", "speed")), r(S("as9817", "height")), r(S("as9817", "cap")), r(S("as9736", "cap"))],
  val("packs 64 ports", "packs 48 ports", S("as9817", "ports")),
  val("of 800 Gbps", "of 400 Gbps", S("as9817", "speed")),
  val("into 2 RU", "into 1 RU", S("as9817", "height")),
  val("for 102.4 Tbps", "for 204.8 Tbps", S("as9817", "cap")),
  val("AS9736-64D's 51.2 Tbps", "AS9736-64D's 25.6 Tbps", S("as9736", "cap")),
  V("unit", "of 800 Gbps", "of 800 GB/s", off(S("as9817", "speed") / 8, 800)),
  V("unit", "for 102.4 Tbps", "for 102.4 TB/s", off(S("as9817", "cap") / 8, 102.4)),
  V("value", "twice the", "four times the", off(S("as9817", "cap") / S("as9736", "cap"), 4, 0.2)),
  V("row", "twice the AS9736-64D's", "twice the AS9716-32D's", off(S("as9716", "cap"), 51.2)),
  V("stat", "full-duplex switching capacity", "one-way switching capacity", off(S("as9817", "cap") / 2, 102.4)),
  )
w100 = {m: S(m, "power_typ") / (S(m, "ports") * S(m, "speed") / 100) for m in ("as7726", "as7816", "as9716", "as9736", "as9817")}
wmax100 = {m: S(m, "power_max") / (S(m, "ports") * S(m, "speed") / 100) for m in w100}
C(R, "en", "Per 100G of port capacity, typical power falls from {10} W on the AS7726-32X to {5} W on the AS9716-32D and about {3.2} W on the AS9817-64D [@AS2].",
  [r(w100["as7726"]), r(w100["as9716"]), r(w100["as9817"])],
  val("from 10 W", "from 12 W", w100["as7726"]),
  val("to 5 W", "to 6 W", w100["as9716"]),
  val("about 3.2 W", "about 2.6 W", w100["as9817"], 0.05),
  V("dir", "falls from", "rises from", w100["as7726"] > w100["as9716"] > w100["as9817"]),
  V("unit", "to 5 W", "to 5 kW", off(w100["as9716"] / 1000, 5)),
  V("stat", "typical power", "maximum power", off(wmax100["as7726"], 10) and off(wmax100["as9716"], 5)),
  V("row", "on the AS9716-32D", "on the AS9736-64D", off(w100["as9736"], 5)),
  V("row", "on the AS7726-32X", "on the AS7816-64X", off(w100["as7816"], 10)),
  V("qual", "about 3.2 W", "under 3 W", not w100["as9817"] < 3),
  )
F_ = lambda f, c: g(f"rfc2544.{f}.{c}")
C(R, "en", "RFC 2544 testing of the AS9716-32D shows {100}% throughput for frames of {128} bytes and larger, dropping to {72.6}% at {64} bytes, where average latency is {812} ns [@AS2].",
  [r(F_("f128", "tput")), r(F_("f128", "frame")), r(F_("f64", "tput")), r(F_("f64", "frame")), r(F_("f64", "lat_avg"))],
  val("to 72.6%", "to 62.7%", F_("f64", "tput")),
  val("is 812 ns", "is 912 ns", F_("f64", "lat_avg")),
  V("value", "at 64 bytes", "at 128 bytes", off(F_("f128", "tput"), 72.6)),
  V("value", "of 128 bytes and larger", "of 64 bytes and larger", off(F_("f64", "tput"), 100)),
  V("unit", "is 812 ns", "is 812 µs", off(F_("f64", "lat_avg") / 1000, 812)),
  V("stat", "where average latency", "where maximum latency", off(F_("f64", "lat_max"), 812)),
  V("dir", "dropping to 72.6%", "rising to 72.6%", F_("f64", "tput") < F_("f128", "tput")),
  V("qual", "shows 100% throughput", "shows under 100% throughput", not F_("f128", "tput") < 100),
  V("unit", "to 72.6%", "to 72.6 Gbps", True, "the report gives a share of line rate, not a rate; 72.6% of 400 Gbps is 290.4 Gbps"),
  )
la64, la9k = F_("f64", "lat_avg"), F_("f9216", "lat_avg")
C(R, "en", "Average latency on the AS9716-32D grows from {812} ns with {64}-byte frames to {1,318} ns with {9,216}-byte jumbo frames, about {62}% higher [@AS2].",
  [r(la64), r(F_("f64", "frame")), r(la9k), r(F_("f9216", "frame")), r(100 * (la9k / la64 - 1))],
  val("from 812 ns", "from 718 ns", la64),
  val("to 1,318 ns", "to 1,138 ns", la9k),
  val("about 62%", "about 26%", 100 * (la9k / la64 - 1)),
  V("value", "with 9,216-byte", "with 1,518-byte", off(F_("f1518", "lat_avg"), 1318)),
  V("unit", "to 1,318 ns", "to 1,318 µs", off(la9k / 1000, 1318)),
  V("dir", "grows from", "falls from", la9k > la64),
  V("dir", "about 62% higher", "about 62% lower", la9k > la64),
  V("stat", "Average latency on", "Maximum latency on", off(F_("f64", "lat_max"), 812)),
  V("value", "with 64-byte frames", "with 128-byte frames", off(F_("f128", "lat_avg"), 812)),
  )
b16, b36, b817 = S("as9716", "buffer"), S("as9736", "buffer"), S("as9817", "buffer")
C(R, "en", "The AS9736-64D's {113} MB packet buffer is about {77}% larger than the AS9716-32D's {64} MB, and the AS9817-64D raises it to {165} MB [@AS2].",
  [r(b36), r(100 * (b36 / b16 - 1)), r(b16), r(b817)],
  val("AS9736-64D's 113 MB", "AS9736-64D's 131 MB", b36),
  val("about 77%", "about 57%", 100 * (b36 / b16 - 1)),
  val("AS9716-32D's 64 MB", "AS9716-32D's 42 MB", b16),
  val("to 165 MB", "to 156 MB", b817),
  V("unit", "113 MB packet", "113 Mb packet", off(b36 * 8, 113)),
  V("unit", "to 165 MB", "to 165 GB", off(b817 / 1000, 165)),
  V("dir", "larger than", "smaller than", b36 > b16),
  V("row", "than the AS9716-32D's", "than the AS7726-32X's", off(S("as7726", "buffer"), 64)),
  V("row", "and the AS9817-64D raises", "and the AS7816-64X raises", off(S("as7816", "buffer"), 165)),
  V("dir", "raises it to", "cuts it to", b817 > b36),
  )
p36 = g("price.as9736")
n100 = S("as9736", "ports") * g("breakout")
C(R, "en", "In breakout mode each 400G port of the AS9736-64D splits into {4} 100G ports, giving {256} of them, which at the ${52,000} list price is about ${203} per 100G port [@AS2].",
  [r(g("breakout")), r(n100), r(p36), r(p36 / n100)],
  val("into 4 100G", "into 8 100G", g("breakout")),
  val("giving 256", "giving 128", n100),
  val("$52,000", "$62,000", p36),
  val("about $203", "about $230", p36 / n100, 0.05),
  V("row", "port of the AS9736-64D", "port of the AS9716-32D", off(S("as9716", "ports") * g("breakout"), 256)),
  V("stat", "per 100G port", "per 400G port", off(p36 / S("as9736", "ports"), 203)),
  V("unit", "about $203", "about €203", True, "the report's prices are in US dollars"),
  V("qual", "about $203", "over $250", not p36 / n100 > 250),
  V("stat", "$52,000 list price", "$52,000 monthly price", True, "a one-off list price, not a monthly fee"),
  )
p16, p26 = g("price.as9716"), g("price.as7726")
C(R, "en", "At ${26,500}, the AS9716-32D costs about {2.7} times the AS7726-32X's ${9,800} but has four times its port bandwidth [@AS2].",
  [r(p16), r(p16 / p26), r(p26)],
  val("At $26,500", "At $25,600", p16),
  val("about 2.7 times", "about 3.7 times", p16 / p26),
  val("AS7726-32X's $9,800", "AS7726-32X's $8,900", p26),
  V("value", "four times its port bandwidth", "twice its port bandwidth",
    off(S("as9716", "ports") * S("as9716", "speed") / (S("as7726", "ports") * S("as7726", "speed")), 2, 0.25)),
  V("row", "the AS7726-32X's $9,800", "the AS9736-64D's $9,800", off(g("price.as9736"), 9800)),
  V("unit", "At $26,500", "At €26,500", True, "US dollars"),
  V("col", "its port bandwidth", "its packet buffer", off(S("as9716", "buffer") / S("as7726", "buffer"), 4, 0.2)),
  V("dir", "but has four times its port bandwidth", "but has a quarter of its port bandwidth", S("as9716", "speed") > S("as7726", "speed")),
  V("qual", "costs about 2.7 times", "costs under twice", not p16 / p26 < 2),
  )
m26, m16 = g("mtbf.as7726"), g("mtbf.as9716")
C(R, "en", "Rated MTBF is {263,000} hours for the AS7726-32X, about {30} years, and {218,000} hours for the AS9716-32D, {45,000} hours fewer [@AS2].",
  [r(m26), r(m26 / 8760), r(m16), r(m26 - m16)],
  val("is 263,000 hours", "is 236,000 hours", m26),
  val("about 30 years", "about 25 years", m26 / 8760, 0.05),
  val("and 218,000 hours", "and 281,000 hours", m16),
  val("45,000 hours fewer", "54,000 hours fewer", m26 - m16),
  V("unit", "about 30 years", "about 30 months", off(m26 / 730, 30)),
  V("unit", "is 263,000 hours", "is 263,000 minutes", off(m26 * 60, 263000)),
  V("dir", "hours fewer", "hours more", m16 < m26),
  V("row", "hours for the AS7726-32X", "hours for the AS9736-64D", True, "the report gives no MTBF for the AS9736-64D; 263,000 h is the AS7726-32X's"),
  V("qual", "about 30 years", "over 35 years", not m26 / 8760 > 35),
  )
C(R, "en", "Even the {1} RU AS9716-32D draws just {640} W typically and {1,100} W at most, and a cold boot has all ports forwarding within {95} seconds [@AS2].",
  [r(S("as9716", "height")), r(S("as9716", "power_typ")), r(S("as9716", "power_max")), r(g("boot_time"))],
  val("just 640 W", "just 460 W", S("as9716", "power_typ")),
  val("and 1,100 W", "and 1,150 W", S("as9716", "power_max")),
  val("within 95 seconds", "within 59 seconds", g("boot_time")),
  V("unit", "within 95 seconds", "within 95 ms", off(g("boot_time") * 1000, 95)),
  V("unit", "just 640 W", "just 640 kW", off(S("as9716", "power_typ") / 1000, 640)),
  V("stat", "640 W typically", "640 W at peak", off(S("as9716", "power_max"), 640)),
  V("row", "RU AS9716-32D", "RU AS7726-32X", off(S("as7726", "power_typ"), 640)),
  V("value", "the 1 RU", "the 2 RU", S("as9716", "height") != 2),
  V("qual", "within 95 seconds", "only after more than 95 seconds", not g("boot_time") > 95),
  )
C(R, "zh", "AS9716-32D 提供 {32} 个 {400}Gbps 端口,双向交换容量 {25.6}Tbps,是同为 {32} 口的 AS7726-32X({6.4}Tbps)的 {4} 倍 [@AS2]。",
  [r(S("as9716", "ports")), r(S("as9716", "speed")), r(S("as9716", "cap")), r(S("as7726", "ports")), r(S("as7726", "cap")),
   r(S("as9716", "cap") / S("as7726", "cap"))],
  val("提供 32 个", "提供 64 个", S("as9716", "ports")),
  val("400Gbps", "800Gbps", S("as9716", "speed")),
  val("容量 25.6Tbps", "容量 12.8Tbps", S("as9716", "cap")),
  val("(6.4Tbps)", "(3.2Tbps)", S("as7726", "cap")),
  val("的 4 倍", "的 2 倍", S("as9716", "cap") / S("as7726", "cap")),
  V("unit", "容量 25.6Tbps", "容量 25.6TB/s", off(S("as9716", "cap") / 8, 25.6)),
  V("stat", "双向交换容量", "单向交换容量", off(S("as9716", "cap") / 2, 25.6)),
  V("row", "的 AS7726-32X", "的 AS7816-64X", off(S("as7816", "cap"), 6.4)),
  V("unit", "400Gbps", "400GB/s", off(S("as9716", "speed") / 8, 400)),
  )
C(R, "zh", "AS7816-64X 与 AS7726-32X 同样是 {100}Gbps 端口,但端口数翻倍到 {64} 个,包缓存却从 {32}MB 减少到 {22}MB [@AS2]。",
  [r(S("as7816", "speed")), r(S("as7816", "ports")), r(S("as7726", "buffer")), r(S("as7816", "buffer"))],
  val("同样是 100Gbps", "同样是 400Gbps", S("as7816", "speed")),
  val("翻倍到 64 个", "翻倍到 48 个", S("as7816", "ports")),
  val("从 32MB", "从 42MB", S("as7726", "buffer")),
  val("到 22MB", "到 12MB", S("as7816", "buffer")),
  V("unit", "到 22MB", "到 22Mb", off(S("as7816", "buffer") * 8, 22)),
  V("dir", "减少到", "增加到", S("as7816", "buffer") < S("as7726", "buffer")),
  V("value", "端口数翻倍", "端口数翻两番", off(S("as7816", "ports") / S("as7726", "ports"), 4, 0.1)),
  V("row", "AS7816-64X 与 AS7726-32X", "AS9736-64D 与 AS7726-32X", S("as9736", "speed") != 100),
  V("col", "包缓存却从", "典型功耗却从", off(S("as7726", "power_typ"), 32)),
  )
f817, f736, f726 = S("as9817", "fwd"), S("as9736", "fwd"), S("as7726", "fwd")
C(R, "zh", "AS9817-64D 的包转发率为 {42.4} Bpps,是 AS9736-64D({21.2} Bpps)的两倍、AS7726-32X 的约 {8.9} 倍 [@AS2]。",
  [r(f817), r(f736), r(f817 / f726)],
  val("为 42.4 Bpps", "为 24.4 Bpps", f817),
  val("(21.2 Bpps)", "(10.6 Bpps)", f736),
  val("约 8.9 倍", "约 9.8 倍", f817 / f726),
  V("value", "的两倍", "的四倍", off(f817 / f736, 4, 0.2)),
  V("row", "AS7726-32X 的约", "AS7816-64X 的约", off(f817 / S("as7816", "fwd"), 8.9)),
  V("row", "AS9817-64D 的包转发率", "AS9716-32D 的包转发率", off(S("as9716", "fwd"), 42.4)),
  V("unit", "为 42.4 Bpps", "为 42.4 Mpps", off(f817 * 1000, 42.4)),
  V("col", "的包转发率为", "的交换容量为", True, "switching capacity is 102.4 Tbps, not a packet rate of 42.4"),
  V("dir", "是 AS9736-64D(21.2 Bpps)的两倍", "只有 AS9736-64D(21.2 Bpps)的一半", f817 > f736),
  )
C(R, "zh", "在 {1518} 字节帧下,AS9716-32D 的平均时延为 {991} 纳秒,最大时延 {1,262} 纳秒,比平均值高 {271} 纳秒 [@AS2]。",
  [r(F_("f1518", "frame")), r(F_("f1518", "lat_avg")), r(F_("f1518", "lat_max")), r(F_("f1518", "lat_max") - F_("f1518", "lat_avg"))],
  val("时延为 991 纳秒", "时延为 919 纳秒", F_("f1518", "lat_avg")),
  val("时延 1,262 纳秒", "时延 1,226 纳秒", F_("f1518", "lat_max")),
  val("高 271 纳秒", "高 217 纳秒", F_("f1518", "lat_max") - F_("f1518", "lat_avg")),
  V("unit", "时延为 991 纳秒", "时延为 991 微秒", off(F_("f1518", "lat_avg") / 1000, 991)),
  V("stat", "的平均时延为", "的最大时延为", off(F_("f1518", "lat_max"), 991)),
  V("value", "在 1518 字节帧下", "在 512 字节帧下", off(F_("f512", "lat_avg"), 991)),
  V("dir", "比平均值高", "比平均值低", F_("f1518", "lat_max") > F_("f1518", "lat_avg")),
  V("unit", "高 271 纳秒", "高 271 微秒", off((F_("f1518", "lat_max") - F_("f1518", "lat_avg")) / 1000, 271)),
  V("unit", "高 271 纳秒", "高 271%", off(100 * (F_("f1518", "lat_max") / F_("f1518", "lat_avg") - 1), 271)),
  )
C(R, "zh", "AS9736-64D 的典型功耗为 {1,150}W,最大功耗 {2,200}W,正好是 AS9716-32D({1,100}W)的两倍 [@AS2]。",
  [r(S("as9736", "power_typ")), r(S("as9736", "power_max")), r(S("as9716", "power_max"))],
  val("功耗为 1,150W", "功耗为 1,510W", S("as9736", "power_typ")),
  val("功耗 2,200W", "功耗 2,850W", S("as9736", "power_max")),
  val("(1,100W)", "(1,010W)", S("as9716", "power_max")),
  V("value", "的两倍", "的三倍", off(S("as9736", "power_max") / S("as9716", "power_max"), 3, 0.15)),
  V("unit", "功耗 2,200W", "功耗 2,200kW", off(S("as9736", "power_max") / 1000, 2200)),
  V("stat", "的典型功耗为", "的最大功耗为", off(S("as9736", "power_max"), 1150)),
  V("row", "是 AS9716-32D", "是 AS7816-64X", off(S("as7816", "power_max"), 1100)),
  V("row", "AS9736-64D 的典型功耗", "AS9817-64D 的典型功耗", off(S("as9817", "power_typ"), 1150)),
  V("qual", "正好是", "超过", not S("as9736", "power_max") > 2 * S("as9716", "power_max")),
  )
C(R, "zh", "按目录价计算,AS9716-32D 每个 400G 端口约 {828} 美元,AS9736-64D 约 {813} 美元,后者略低 [@AS2]。",
  [r(p16 / S("as9716", "ports")), r(p36 / S("as9736", "ports"))],
  val("约 828 美元", "约 882 美元", p16 / S("as9716", "ports")),
  val("约 813 美元", "约 831 美元", p36 / S("as9736", "ports")),
  V("dir", "后者略低", "后者略高", p36 / S("as9736", "ports") < p16 / S("as9716", "ports")),
  V("unit", "约 828 美元", "约 828 元", True, "the prices are US dollars"),
  V("stat", "每个 400G 端口", "每个 100G 端口", off(p16 / S("as9716", "ports") / g("breakout"), 828)),
  V("row", "AS9736-64D 约", "AS7726-32X 约", off(p26 / S("as7726", "ports"), 813)),
  V("qual", "约 828 美元", "不到 800 美元", not p16 / S("as9716", "ports") < 800),
  V("stat", "每个 400G 端口约 828 美元", "整机约 828 美元", off(p16, 828)),
  )
C(R, "zh", "AS7726-32X 的双向交换容量 {6.4}Tbps,折合 {800}GB/s,包转发率 {4.76} Bpps [@AS2]。",
  [r(S("as7726", "cap")), r(S("as7726", "cap") * 1000 / 8), r(f726)],
  val("容量 6.4Tbps", "容量 4.6Tbps", S("as7726", "cap")),
  val("折合 800GB/s", "折合 640GB/s", S("as7726", "cap") * 1000 / 8),
  val("4.76 Bpps", "4.67 Bpps", f726),
  V("unit", "折合 800GB/s", "折合 800Gbps", off(S("as7726", "cap") * 1000, 800)),
  V("unit", "容量 6.4Tbps", "容量 6.4TB/s", off(S("as7726", "cap") / 8, 6.4)),
  V("row", "AS7726-32X 的双向", "AS7816-64X 的双向", off(S("as7816", "cap"), 6.4)),
  V("stat", "的双向交换容量", "的单向交换容量", off(S("as7726", "cap") / 2, 6.4)),
  V("unit", "4.76 Bpps", "4.76 Mpps", off(f726 * 1000, 4.76)),
  )
C(R, "zh", "AS9736-64D 的 {64} 个 {400}Gbps 端口可各拆分为 {4} 个 100G 端口,共 {256} 个,其控制平面配有 {32}GB DDR4 内存 [@AS2]。",
  [r(S("as9736", "ports")), r(S("as9736", "speed")), r(g("breakout")), r(n100), r(g("cpu_mem"))],
  val("的 64 个", "的 32 个", S("as9736", "ports")),
  val("400Gbps", "800Gbps", S("as9736", "speed")),
  val("拆分为 4 个", "拆分为 2 个", g("breakout")),
  val("共 256 个", "共 128 个", n100),
  val("配有 32GB", "配有 16GB", g("cpu_mem")),
  V("unit", "配有 32GB", "配有 32MB", off(g("cpu_mem") * 1000, 32)),
  V("row", "AS9736-64D 的", "AS9716-32D 的", off(S("as9716", "ports"), 64)),
  V("qual", "共 256 个", "超过 256 个", not n100 > 256),
  V("unit", "400Gbps", "400GB/s", off(S("as9736", "speed") / 8, 400)),
  )
C(R, "zh", "同为 {64} 口,AS9817-64D 单口速率 {800}Gbps 是 AS7816-64X({100}Gbps)的 {8} 倍,典型功耗({1,650}W)却只有后者({450}W)的约 {3.7} 倍 [@AS2]。",
  [r(S("as9817", "ports")), r(S("as9817", "speed")), r(S("as7816", "speed")), r(S("as9817", "speed") / S("as7816", "speed")),
   r(S("as9817", "power_typ")), r(S("as7816", "power_typ")), r(S("as9817", "power_typ") / S("as7816", "power_typ"))],
  val("速率 800Gbps", "速率 400Gbps", S("as9817", "speed")),
  val("(100Gbps)", "(200Gbps)", S("as7816", "speed")),
  val("的 8 倍", "的 4 倍", S("as9817", "speed") / S("as7816", "speed")),
  val("(1,650W)", "(1,560W)", S("as9817", "power_typ")),
  val("(450W)", "(540W)", S("as7816", "power_typ")),
  val("约 3.7 倍", "约 2.7 倍", S("as9817", "power_typ") / S("as7816", "power_typ")),
  V("stat", "典型功耗(1,650W)", "最大功耗(1,650W)", off(S("as9817", "power_max"), 1650)),
  V("row", "是 AS7816-64X", "是 AS7726-32X", off(S("as7726", "power_typ"), 450)),
  V("unit", "速率 800Gbps", "速率 800GB/s", off(S("as9817", "speed") / 8, 800)),
  V("value", "同为 64 口", "同为 32 口", S("as9817", "ports") != 32),
  )

# ---------------------------------------------------------------------------------------------------------------
# AS3: 紫晶存储 optical archive (Chinese-first)
g = getter("AS3")
R = "AS3"
M = lambda d, c: g(f"media.{d}.{c}")
L = lambda m, c: g(f"libraries.{m}.{c}")
po, pt, ph = g("cold_power.optical"), g("cold_power.tape"), g("cold_power.hdd")
C(R, "zh", "保存 1PB 冷数据,光盘库平均功耗仅 {0.9}kW,比硬盘阵列的 {18.6}kW 降低约 {95}% [@AS3]。",
  [r(po), r(ph), r(100 * (1 - po / ph))],
  val("仅 0.9kW", "仅 1.4kW", po),
  val("的 18.6kW", "的 16.8kW", ph),
  val("约 95%", "约 85%", 100 * (1 - po / ph)),
  V("unit", "仅 0.9kW", "仅 0.9MW", off(po / 1000, 0.9)),
  V("dir", "降低约", "增加约", po < ph),
  V("row", "比硬盘阵列的", "比磁带库的", off(pt, 18.6)),
  V("qual", "仅 0.9kW", "超过 0.9kW", not po > 0.9),
  V("unit", "的 18.6kW", "的 18.6W", off(ph * 1000, 18.6)),
  V("col", "平均功耗仅 0.9kW", "十年总拥有成本仅 0.9kW", True, "TCO is 128 万元 per PB, not a power"),
  )
price = g("power_price")
save = (ph - po) * 8760 * price / 1e4
C(R, "zh", "按 {0.8} 元/kWh 电价计算,光盘库每年可比硬盘阵列少花约 {12.4} 万元电费 [@AS3]。",
  [r(price), r(save)],
  val("按 0.8 元", "按 0.6 元", price),
  val("约 12.4 万元", "约 14.2 万元", save),
  V("dir", "少花", "多花", po < ph),
  V("row", "比硬盘阵列少花", "比磁带库少花", off((pt - po) * 8760 * price / 1e4, 12.4)),
  V("unit", "12.4 万元", "12.4 亿元", off(save / 1e4, 12.4)),
  V("stat", "每年可比", "每月可比", off(save / 12, 12.4)),
  V("unit", "0.8 元/kWh", "0.8 元/MWh", off(price * 1000, 0.8)),
  V("qual", "少花约 12.4 万元", "少花超过 15 万元", not save > 15),
  V("col", "少花约 12.4 万元电费", "少花约 12.4 万元总拥有成本", True, "the TCO gap with disk is 187 万元 over ten years, not 12.4 万元 a year"),
  )
to, tt, th = g("tco.optical"), g("tco.tape"), g("tco.hdd")
C(R, "zh", "十年总拥有成本方面,光存储每 PB 为 {128} 万元,比磁带库的 {192} 万元低三分之一,不到硬盘阵列({315} 万元)的一半 [@AS3]。",
  [r(to), r(tt), r(th)],
  val("为 128 万元", "为 182 万元", to),
  val("的 192 万元", "的 219 万元", tt),
  val("(315 万元)", "(135 万元)", th),
  V("value", "低三分之一", "低四分之一", off(1 - to / tt, 0.25, 0.02)),
  V("value", "的一半", "的三分之一", not to / th < 1 / 3),
  V("dir", "低三分之一", "高三分之一", to < tt),
  V("qual", "不到硬盘阵列", "超过硬盘阵列", not to / th > 0.5),
  V("row", "比磁带库的 192", "比硬盘阵列的 192", off(th, 192)),
  V("unit", "为 128 万元", "为 128 元", off(to * 1e4, 128)),
  V("unit", "每 PB", "每 TB", True, "128 万元 is per PB; per TB it would be 1,280 元"),
  )
t100 = M("d100", "cap") * 1000 / M("d100", "write") / 60
t25 = M("d25", "cap") * 1000 / M("d25", "write") / 60
C(R, "zh", "三层 100GB 光盘以 {27}MB/s 刻满一张约需 {62} 分钟,而单层 25GB 光盘以 {54}MB/s 只需约 {7.7} 分钟 [@AS3]。",
  [r(M("d100", "write")), r(t100), r(M("d25", "write")), r(t25)],
  val("以 27MB/s", "以 36MB/s", M("d100", "write")),
  val("约需 62 分钟", "约需 46 分钟", t100, 0.03),
  val("以 54MB/s", "以 45MB/s", M("d25", "write")),
  val("约 7.7 分钟", "约 9.3 分钟", t25, 0.03),
  V("unit", "约需 62 分钟", "约需 62 秒", off(t100 * 60, 62)),
  V("unit", "以 27MB/s", "以 27Mbps", off(M("d100", "write") * 8, 27)),
  V("col", "刻满一张约需", "读完一张约需", off(M("d100", "cap") * 1000 / M("d100", "read") / 60, 62, 0.03)),
  V("row", "三层 100GB 光盘以", "双层 50GB 光盘以", off(M("d50", "cap") * 1000 / M("d50", "write") / 60, 62, 0.03)),
  V("qual", "只需约 7.7 分钟", "需要超过 10 分钟", not t25 > 10),
  )
C(R, "zh", "档案级 300GB 光盘的保存寿命达 {100} 年,是普通光盘({50} 年)的两倍,单盘容量则是三层光盘的 {3} 倍 [@AS3]。",
  [r(M("d300", "life")), r(M("d100", "life")), r(M("d300", "cap") / M("d100", "cap"))],
  val("达 100 年", "达 80 年", M("d300", "life")),
  val("(50 年)", "(30 年)", M("d100", "life")),
  V("value", "的两倍", "的三倍", off(M("d300", "life") / M("d100", "life"), 3, 0.15)),
  val("的 3 倍", "的 6 倍", M("d300", "cap") / M("d100", "cap")),
  V("unit", "达 100 年", "达 100 个月", off(M("d300", "life") * 12, 100)),
  V("col", "单盘容量则是", "记录层数则是", off(M("d300", "layers") / M("d100", "layers"), 3)),
  V("qual", "达 100 年", "超过 100 年", not M("d300", "life") > 100),
  V("row", "则是三层光盘的", "则是单层光盘的", off(M("d300", "cap") / M("d25", "cap"), 3)),
  V("col", "保存寿命达", "刻录速度达", off(M("d300", "write"), 100)),
  )
C(R, "zh", "ZL-3600 光盘库有 {3,600} 个盘位、{24} 台光驱,装满 {100}GB 光盘时容量 {360}TB,换用 {300}GB 档案级光盘可达 {1,080}TB,约 {1.08}PB [@AS3]。",
  [r(L("zl3600", "slots")), r(L("zl3600", "drives")), r(M("d100", "cap")), r(L("zl3600", "cap")), r(M("d300", "cap")), r(L("zl3600", "cap_ad")), r(L("zl3600", "cap_ad") / 1000)],
  val("有 3,600 个", "有 6,300 个", L("zl3600", "slots")),
  val("24 台", "12 台", L("zl3600", "drives")),
  val("容量 360TB", "容量 306TB", L("zl3600", "cap")),
  val("可达 1,080TB", "可达 1,800TB", L("zl3600", "cap_ad")),
  val("约 1.08PB", "约 1.8PB", L("zl3600", "cap_ad") / 1000),
  V("unit", "容量 360TB", "容量 360TiB", off(L("zl3600", "cap") / 1.099511627776, 360)),
  V("unit", "约 1.08PB", "约 1.08PiB", off(L("zl3600", "cap_ad") / 1000 / 1.125899906842624, 1.08)),
  V("row", "ZL-3600 光盘库", "ZL-1200 光盘库", off(L("zl1200", "slots"), 3600)),
  V("qual", "可达 1,080TB", "可超过 1,200TB", not L("zl3600", "cap_ad") > 1200),
  V("value", "装满 100GB 光盘", "装满 50GB 光盘", off(L("zl3600", "slots") * M("d50", "cap") / 1000, 360)),
  )
C(R, "zh", "ZL-6120 的 {48} 台光驱并行刻录,聚合带宽达 {1,296}MB/s,是 ZL-1200({324}MB/s)的 {4} 倍 [@AS3]。",
  [r(L("zl6120", "drives")), r(L("zl6120", "write")), r(L("zl1200", "write")), r(L("zl6120", "write") / L("zl1200", "write"))],
  val("的 48 台", "的 36 台", L("zl6120", "drives")),
  val("达 1,296MB/s", "达 1,926MB/s", L("zl6120", "write")),
  val("(324MB/s)", "(342MB/s)", L("zl1200", "write")),
  val("的 4 倍", "的 3 倍", L("zl6120", "write") / L("zl1200", "write")),
  V("unit", "达 1,296MB/s", "达 1,296Mbps", off(L("zl6120", "write") / 8, 1296)),
  V("row", "是 ZL-1200", "是 ZL-600", off(L("zl600", "write"), 324)),
  V("row", "ZL-6120 的 48", "ZL-3600 的 48", off(L("zl3600", "drives"), 48)),
  V("qual", "达 1,296MB/s", "超过 1,296MB/s", not L("zl6120", "write") > 1296),
  V("unit", "达 1,296MB/s", "达 1,296GB/s", off(L("zl6120", "write") / 1000, 1296)),
  )
rst = g("restore_1tb")
rate = 1e6 / (rst * 60)
C(R, "zh", "从 ZL-3600 回迁 1TB 数据只需 {26} 分钟,折合约 {641}MB/s,机械手每次取盘装盘平均 {12} 秒 [@AS3]。",
  [r(rst), r(rate), r(g("load_time"))],
  val("只需 26 分钟", "只需 62 分钟", rst),
  val("约 641MB/s", "约 461MB/s", rate),
  val("平均 12 秒", "平均 21 秒", g("load_time")),
  V("unit", "只需 26 分钟", "只需 26 秒", off(rst * 60, 26)),
  V("unit", "平均 12 秒", "平均 12 分钟", off(g("load_time") / 60, 12)),
  V("unit", "约 641MB/s", "约 641Mbps", off(rate * 8, 641)),
  V("qual", "只需 26 分钟", "需要超过 26 分钟", not rst > 26),
  V("qual", "平均 12 秒", "平均不到 12 秒", not g("load_time") < 12),
  V("value", "回迁 1TB 数据", "回迁 10TB 数据", True, "26 minutes is the report's time for 1 TB"),
  )
mig = g("hdd_migration")
C(R, "zh", "硬盘阵列建议每 {3}~{5} 年迁移一次数据,而档案级光盘保存寿命达 {100} 年,相当于硬盘最长迁移周期的 {20} 倍 [@AS3]。",
  [r(mig[0]), r(mig[1]), r(M("d300", "life")), r(M("d300", "life") / mig[1])],
  val("每 3~", "每 2~", mig[0]),
  val("5 年迁移", "8 年迁移", mig[1]),
  val("达 100 年", "达 50 年", M("d300", "life")),
  val("的 20 倍", "的 33 倍", M("d300", "life") / mig[1]),
  V("unit", "达 100 年", "达 100 个月", off(M("d300", "life") * 12, 100)),
  V("row", "而档案级光盘保存寿命", "而三层光盘保存寿命", off(M("d100", "life"), 100)),
  V("stat", "最长迁移周期", "最短迁移周期", off(M("d300", "life") / mig[0], 20)),
  V("unit", "5 年迁移", "5 个月迁移", True, "the migration cycle is 3 to 5 years"),
  V("dir", "相当于硬盘最长迁移周期的 20 倍", "只有硬盘最长迁移周期的二十分之一", M("d300", "life") > mig[1]),
  )
C(R, "en", "The ZL-6120 library holds {6,120} discs, for {612} TB with {100} GB discs or {1,836} TB, about {1.8} PB, with {300} GB archival discs [@AS3].",
  [r(L("zl6120", "slots")), r(L("zl6120", "cap")), r(M("d100", "cap")), r(L("zl6120", "cap_ad")), r(L("zl6120", "cap_ad") / 1000), r(M("d300", "cap"))],
  val("holds 6,120", "holds 6,210", L("zl6120", "slots")),
  val("for 612 TB", "for 216 TB", L("zl6120", "cap")),
  val("or 1,836 TB", "or 1,638 TB", L("zl6120", "cap_ad")),
  val("about 1.8 PB", "about 2.8 PB", L("zl6120", "cap_ad") / 1000, 0.05),
  V("unit", "for 612 TB", "for 612 TiB", off(L("zl6120", "cap") / 1.099511627776, 612)),
  V("unit", "about 1.8 PB", "about 1.8 EB", off(L("zl6120", "cap_ad") / 1e6, 1.8)),
  V("row", "The ZL-6120 library", "The ZL-3600 library", off(L("zl3600", "slots"), 6120)),
  V("qual", "holds 6,120 discs", "holds over 6,120 discs", not L("zl6120", "slots") > 6120),
  V("value", "with 100 GB discs", "with 50 GB discs", off(L("zl6120", "slots") * M("d50", "cap") / 1000, 612)),
  )
C(R, "en", "Fully loaded with {100} GB discs, a ZL-1200 stores {120} TB in a {42} U rack and draws {420} W, about {3.5} W per terabyte [@AS3].",
  [r(M("d100", "cap")), r(L("zl1200", "cap")), r(L("zl1200", "height")), r(L("zl1200", "power")), r(L("zl1200", "power") / L("zl1200", "cap"))],
  val("stores 120 TB", "stores 210 TB", L("zl1200", "cap")),
  val("a 42 U", "a 24 U", L("zl1200", "height")),
  val("draws 420 W", "draws 240 W", L("zl1200", "power")),
  val("about 3.5 W", "about 5.3 W", L("zl1200", "power") / L("zl1200", "cap")),
  V("unit", "draws 420 W", "draws 420 kW", off(L("zl1200", "power") / 1000, 420)),
  V("unit", "stores 120 TB", "stores 120 PB", off(L("zl1200", "cap") / 1000, 120)),
  V("row", "a ZL-1200 stores", "a ZL-600 stores", off(L("zl600", "cap"), 120)),
  V("stat", "W per terabyte", "W per disc", off(L("zl1200", "power") / L("zl1200", "slots"), 3.5)),
  V("value", "with 100 GB discs", "with 300 GB discs", off(L("zl1200", "cap_ad"), 120)),
  )
pg300 = M("d300", "price") / M("d300", "cap")
pg25 = M("d25", "price") / M("d25", "cap")
C(R, "en", "A {300} GB archival disc costs {180} yuan, or {0.60} yuan per GB, more than four times the {0.14} yuan per GB of a {25} GB single-layer disc [@AS3].",
  [r(M("d300", "cap")), r(M("d300", "price")), r(pg300), r(pg25), r(M("d25", "cap"))],
  val("costs 180 yuan", "costs 108 yuan", M("d300", "price")),
  val("or 0.60 yuan", "or 0.36 yuan", pg300),
  val("the 0.14 yuan", "the 0.41 yuan", pg25),
  V("value", "more than four times", "more than five times", not pg300 / pg25 > 5),
  V("qual", "more than four times", "less than four times", not pg300 / pg25 < 4),
  V("unit", "or 0.60 yuan per GB", "or 0.60 yuan per MB", off(pg300 / 1000, 0.60)),
  V("row", "of a 25 GB single-layer disc", "of a 50 GB dual-layer disc", off(M("d50", "price") / M("d50", "cap"), 0.14)),
  V("stat", "or 0.60 yuan per GB", "or 0.60 yuan per disc", off(M("d300", "price"), 0.60)),
  V("dir", "more than four times the", "less than a quarter of the", pg300 > pg25),
  )
C(R, "en", "Single-layer discs write at {54} MB/s, twice the {27} MB/s of dual- and triple-layer discs, while the {300} GB archival disc writes at {36} MB/s [@AS3].",
  [r(M("d25", "write")), r(M("d50", "write")), r(M("d300", "cap")), r(M("d300", "write"))],
  val("write at 54 MB/s", "write at 45 MB/s", M("d25", "write")),
  val("the 27 MB/s", "the 36 MB/s", M("d50", "write")),
  val("writes at 36 MB/s", "writes at 45 MB/s", M("d300", "write")),
  V("value", "twice the", "three times the", off(M("d25", "write") / M("d50", "write"), 3, 0.15)),
  V("unit", "write at 54 MB/s", "write at 54 Mbps", off(M("d25", "write") * 8, 54)),
  V("col", "archival disc writes at", "archival disc reads at", off(M("d300", "read"), 36)),
  V("dir", "twice the 27 MB/s", "half the 27 MB/s", M("d25", "write") > M("d50", "write")),
  V("unit", "writes at 36 MB/s", "writes at 36 GB/s", off(M("d300", "write") / 1000, 36)),
  V("row", "Single-layer discs write at", "Archival discs write at", off(M("d300", "write"), 54)),
  )
C(R, "en", "Keeping 1 PB of cold data on optical discs takes {0.9} kW on average, against {1.4} kW for tape and {18.6} kW for disk, so disk draws about {21} times as much as optical [@AS3].",
  [r(po), r(pt), r(ph), r(ph / po)],
  val("takes 0.9 kW", "takes 0.6 kW", po),
  val("against 1.4 kW", "against 4.1 kW", pt),
  val("and 18.6 kW", "and 16.8 kW", ph),
  val("about 21 times", "about 13 times", ph / po),
  V("unit", "takes 0.9 kW", "takes 0.9 MW", off(po / 1000, 0.9)),
  V("row", "1.4 kW for tape", "1.4 kW for disk", off(ph, 1.4)),
  V("dir", "draws about 21 times as much as", "draws about 21 times less than", ph > po),
  V("unit", "and 18.6 kW", "and 18.6 W", off(ph * 1000, 18.6)),
  V("qual", "takes 0.9 kW on average", "takes over 1 kW on average", not po > 1),
  )
C(R, "en", "Over ten years, optical archiving costs {1.28} million yuan per PB, {640,000} yuan less than tape and {1.87} million yuan less than disk [@AS3].",
  [r(to / 100), r((tt - to) * 1e4), r((th - to) / 100)],
  val("costs 1.28 million", "costs 1.82 million", to / 100),
  val("640,000 yuan", "460,000 yuan", (tt - to) * 1e4),
  val("and 1.87 million", "and 1.78 million", (th - to) / 100),
  V("dir", "less than tape", "more than tape", to < tt),
  V("unit", "1.28 million yuan", "1.28 billion yuan", off(to / 1e5, 1.28)),
  V("unit", "per PB", "per TB", True, "the cost is per PB"),
  V("row", "640,000 yuan less than tape", "640,000 yuan less than disk", off((th - to) * 1e4, 640000)),
  V("value", "Over ten years", "Over five years", True, "the report's TCO covers ten years"),
  V("dir", "less than disk", "more than disk", to < th),
  )
agg = L("zl3600", "drives") * M("d100", "read")
C(R, "en", "The ZL-3600's {24} drives read at {36} MB/s each, {864} MB/s together, so restoring 1 TB in {26} minutes reached about {74}% of that [@AS3].",
  [r(L("zl3600", "drives")), r(M("d100", "read")), r(agg), r(rst), r(100 * rate / agg)],
  val("3600's 24 drives", "3600's 12 drives", L("zl3600", "drives")),
  val("at 36 MB/s", "at 27 MB/s", M("d100", "read")),
  val("864 MB/s", "648 MB/s", agg),
  val("in 26 minutes", "in 62 minutes", rst),
  val("about 74%", "about 47%", 100 * rate / agg),
  V("unit", "864 MB/s", "864 Mbps", off(agg * 8, 864)),
  V("col", "drives read at", "drives write at", off(M("d100", "write"), 36)),
  V("stat", "36 MB/s each", "36 MB/s together", off(agg, 36)),
  V("unit", "in 26 minutes", "in 26 seconds", off(rst * 60, 26)),
  )
C(R, "en", "Its robot fetches and loads a disc in {12} seconds on average, and a ZL-600 with {6} drives and {600} slots fits in {8} U [@AS3].",
  [r(g("load_time")), r(L("zl600", "drives")), r(L("zl600", "slots")), r(L("zl600", "height"))],
  val("in 12 seconds", "in 21 seconds", g("load_time")),
  val("with 6 drives", "with 12 drives", L("zl600", "drives")),
  val("and 600 slots", "and 1,200 slots", L("zl600", "slots")),
  val("in 8 U", "in 4 U", L("zl600", "height")),
  V("unit", "in 12 seconds", "in 12 minutes", off(g("load_time") / 60, 12)),
  V("row", "a ZL-600 with", "a ZL-1200 with", off(L("zl1200", "drives"), 6)),
  V("qual", "in 12 seconds on average", "in less than 12 seconds on average", not g("load_time") < 12),
  V("col", "fetches and loads a disc in", "restores 1 TB in", off(g("restore_1tb") * 60, 12)),
  )
C(R, "en", "Archival discs are rated for {100} years, while disk arrays should be migrated every {3} to {5} years, so a single disc can outlast {20} to {33} migrations [@AS3].",
  [r(M("d300", "life")), r(mig[0]), r(mig[1]), r(M("d300", "life") / mig[1]), r(M("d300", "life") / mig[0])],
  val("for 100 years", "for 50 years", M("d300", "life")),
  val("every 3 to", "every 2 to", mig[0]),
  val("to 5 years", "to 10 years", mig[1]),
  val("outlast 20 to", "outlast 10 to", M("d300", "life") / mig[1]),
  val("to 33 migrations", "to 50 migrations", M("d300", "life") / mig[0]),
  V("unit", "for 100 years", "for 100 months", off(M("d300", "life") * 12, 100)),
  V("row", "Archival discs are rated", "Triple-layer discs are rated", off(M("d100", "life"), 100)),
  V("qual", "are rated for 100 years", "are rated for over 100 years", not M("d300", "life") > 100),
  )

# ---------------------------------------------------------------------------------------------------------------
# AS4: Vertiv power and cooling (English-first)
g = getter("AS4")
R = "AS4"
U = lambda m, c: g(f"ups.{m}.{c}")
D = lambda m, c: g(f"cdu.{m}.{c}")
pa, pl = g("pue.air"), g("pue.liquid")
mwh = (pa - pl) * g("it_load") * 8760
usd = mwh * 1000 * g("power_price")
C(R, "en", "Moving the {1} MW test hall to liquid cooling cut its annual PUE from {1.52} to {1.18}, a drop of about {22}% [@AS4].",
  [r(g("it_load")), r(pa), r(pl), r(100 * (1 - pl / pa))],
  val("from 1.52", "from 1.25", pa),
  val("to 1.18", "to 1.08", pl),
  val("about 22%", "about 34%", 100 * (1 - pl / pa)),
  V("dir", "cut its annual PUE", "raised its annual PUE", pl < pa),
  V("dir", "a drop of", "a rise of", pl < pa),
  val("the 1 MW", "the 10 MW", g("it_load")),
  V("unit", "the 1 MW", "the 1 kW", off(g("it_load") * 1000, 1)),
  V("unit", "about 22%", "about 22 percentage points", off(100 * (pa - pl), 22)),
  V("qual", "a drop of about 22%", "a drop of more than 30%", not 100 * (1 - pl / pa) > 30),
  )
C(R, "en", "With {1} MW of IT load, that PUE gain saves about {2,980} MWh a year, worth roughly ${357,000} at ${0.12} per kWh [@AS4].",
  [r(g("it_load")), a(mwh, 0.01), a(usd, 0.01), r(g("power_price"))],
  val("about 2,980", "about 3,980", mwh),
  val("roughly $357,000", "roughly $537,000", usd),
  val("at $0.12", "at $0.21", g("power_price")),
  V("unit", "2,980 MWh", "2,980 kWh", off(mwh * 1000, 2980)),
  V("stat", "a year", "a month", off(mwh / 12, 2980)),
  val("With 1 MW", "With 2 MW", g("it_load")),
  V("unit", "per kWh", "per MWh", off(g("power_price") * 1000, 0.12)),
  V("unit", "roughly $357,000", "roughly €357,000", True, "the report's prices are US dollars"),
  V("dir", "saves about", "costs an extra", pl < pa),
  )
ra, rl = g("rack_density.air"), g("rack_density.liquid")
C(R, "en", "Liquid cooling lets a rack carry up to {132} kW, nearly nine times the {15} kW of an air-cooled rack [@AS4].",
  [r(rl), r(ra)],
  val("up to 132 kW", "up to 123 kW", rl),
  val("the 15 kW", "the 25 kW", ra),
  V("value", "nearly nine times", "nearly twelve times", off(rl / ra, 12, 0.1)),
  V("unit", "up to 132 kW", "up to 132 MW", off(rl / 1000, 132)),
  V("row", "of an air-cooled rack", "of a liquid-cooled rack", off(rl, 15)),
  V("qual", "up to 132 kW", "more than 132 kW", not rl > 132),
  V("qual", "nearly nine times", "more than nine times", not rl / ra > 9),
  V("unit", "the 15 kW", "the 15 W", off(ra * 1000, 15)),
  V("dir", "nearly nine times the", "about a ninth of the", rl > ra),
  )
C(R, "en", "On the {800} kVA frame the Liebert EXL S1 reaches {97.2}% efficiency in double conversion, the best of the four frames, and {99.1}% in ECO mode [@AS4].",
  [r(U("s1_800", "kva")), r(U("s1_800", "eff_dc")), r(U("s1_800", "eff_eco"))],
  val("reaches 97.2%", "reaches 97.8%", U("s1_800", "eff_dc")),
  V("value", "On the 800 kVA", "On the 625 kVA", off(U("s1_625", "eff_dc"), 97.2, 0.001)),
  val("and 99.1%", "and 99.5%", U("s1_800", "eff_eco"), 0.001),
  V("col", "97.2% efficiency in double conversion", "97.2% efficiency in ECO mode", off(U("s1_800", "eff_eco"), 97.2)),
  V("unit", "800 kVA", "800 MVA", True, "the frame is rated 800 kVA"),
  V("qual", "reaches 97.2%", "reaches over 97.2%", not U("s1_800", "eff_dc") > 97.2),
  V("dir", "the best of the four", "the worst of the four",
    min(U(m, "eff_dc") for m in ("s1_400", "s1_625", "s1_800", "s1_1200")) != U("s1_800", "eff_dc")),
  V("row", "On the 800 kVA frame the Liebert EXL S1 reaches", "On the 400 kVA frame the Liebert EXL S1 reaches", off(U("s1_400", "eff_dc"), 97.2, 0.001)),
  V("unit", "reaches 97.2%", "reaches 97.2 percentage points", True, "an efficiency, not a difference"),
  )
C(R, "en", "ECO mode raises the {1,200} kVA frame's efficiency from {97.1}% to {99.0}%, a gain of {1.9} percentage points; the frame itself weighs {2,850} kg [@AS4].",
  [r(U("s1_1200", "kva")), r(U("s1_1200", "eff_dc")), r(U("s1_1200", "eff_eco")), r(U("s1_1200", "eff_eco") - U("s1_1200", "eff_dc")),
   r(U("s1_1200", "weight"))],
  V("value", "the 1,200 kVA", "the 625 kVA", off(U("s1_625", "eff_eco") - U("s1_625", "eff_dc"), 1.9) and off(U("s1_625", "weight"), 2850)),
  val("from 97.1%", "from 97.7%", U("s1_1200", "eff_dc")),
  val("to 99.0%", "to 99.5%", U("s1_1200", "eff_eco")),
  val("of 1.9 percentage", "of 2.9 percentage", U("s1_1200", "eff_eco") - U("s1_1200", "eff_dc")),
  V("dir", "ECO mode raises", "ECO mode lowers", U("s1_1200", "eff_eco") > U("s1_1200", "eff_dc")),
  val("weighs 2,850 kg", "weighs 2,580 kg", U("s1_1200", "weight")),
  V("unit", "weighs 2,850 kg", "weighs 2,850 t", off(U("s1_1200", "weight") / 1000, 2850)),
  V("unit", "1.9 percentage points", "1.9 basis points", off(100 * (U("s1_1200", "eff_eco") - U("s1_1200", "eff_dc")), 1.9)),
  V("qual", "a gain of 1.9", "a gain of over 2", not U("s1_1200", "eff_eco") - U("s1_1200", "eff_dc") > 2),
  )
C(R, "en", "Three {400} kVA frames match one {1,200} kVA frame in rating, but together they are {4,200} mm wide against {3,600} mm and {300} kg heavier [@AS4].",
  [r(U("s1_400", "kva")), r(U("s1_1200", "kva")), r(3 * U("s1_400", "width")), r(U("s1_1200", "width")),
   r(3 * U("s1_400", "weight") - U("s1_1200", "weight"))],
  V("value", "Three 400 kVA", "Three 625 kVA", 3 * U("s1_625", "kva") != U("s1_1200", "kva")),
  val("are 4,200 mm", "are 3,800 mm", 3 * U("s1_400", "width")),
  val("against 3,600 mm", "against 3,000 mm", U("s1_1200", "width")),
  V("value", "Three 400", "Two 400", 2 * U("s1_400", "kva") != U("s1_1200", "kva")),
  V("unit", "4,200 mm", "4,200 cm", off(3 * U("s1_400", "width") / 10, 4200)),
  V("stat", "together they are", "each of them is", off(U("s1_400", "width"), 4200)),
  V("qual", "match one 1,200 kVA frame", "exceed one 1,200 kVA frame", not 3 * U("s1_400", "kva") > U("s1_1200", "kva")),
  val("and 300 kg", "and 600 kg", 3 * U("s1_400", "weight") - U("s1_1200", "weight")),
  V("dir", "kg heavier", "kg lighter", 3 * U("s1_400", "weight") > U("s1_1200", "weight")),
  )
C(R, "en", "Battery runtime at full load ranges from {8} minutes on the {400} kVA frame down to {5} minutes on the {1,200} kVA frame [@AS4].",
  [r(U("s1_400", "runtime")), r(U("s1_400", "kva")), r(U("s1_1200", "runtime")), r(U("s1_1200", "kva"))],
  val("from 8 minutes", "from 10 minutes", U("s1_400", "runtime")),
  val("to 5 minutes", "to 7 minutes", U("s1_1200", "runtime")),
  V("unit", "from 8 minutes", "from 8 hours", off(U("s1_400", "runtime") / 60, 8)),
  V("unit", "to 5 minutes", "to 5 seconds", off(U("s1_1200", "runtime") * 60, 5)),
  V("row", "on the 400 kVA frame", "on the 800 kVA frame", off(U("s1_800", "runtime"), 8)),
  V("qual", "from 8 minutes", "from over 8 minutes", not U("s1_400", "runtime") > 8),
  V("row", "on the 1,200 kVA frame", "on the 625 kVA frame", off(U("s1_625", "runtime"), 5)),
  V("col", "Battery runtime at full load", "ECO-mode transfer time", True, "the transfer is under 2 ms, not minutes"),
  V("dir", "down to 5 minutes", "up to 5 minutes", U("s1_1200", "runtime") < U("s1_400", "runtime")),
  )
C(R, "en", "The CoolChip CDU 2300 removes {2,300} kW of heat, {23} times the in-rack CDU 100, while its pump draws {18.5} kW, under {1!}% of its capacity [@AS4].",
  [r(D("cdu2300", "capacity")), r(D("cdu2300", "capacity") / D("cdu100", "capacity")), r(D("cdu2300", "pump")),
   le(100 * D("cdu2300", "pump") / D("cdu2300", "capacity"), 0.25)],
  val("removes 2,300 kW", "removes 3,200 kW", D("cdu2300", "capacity")),
  val("23 times", "32 times", D("cdu2300", "capacity") / D("cdu100", "capacity")),
  val("draws 18.5 kW", "draws 11 kW", D("cdu2300", "pump")),
  V("qual", "under 1%", "over 1%", not 100 * D("cdu2300", "pump") / D("cdu2300", "capacity") > 1),
  V("unit", "draws 18.5 kW", "draws 18.5 MW", off(D("cdu2300", "pump") / 1000, 18.5)),
  V("unit", "removes 2,300 kW", "removes 2,300 W", off(D("cdu2300", "capacity") * 1000, 2300)),
  V("row", "the in-rack CDU 100", "the CoolChip CDU 600", off(D("cdu2300", "capacity") / D("cdu600", "capacity"), 23)),
  V("col", "its pump draws", "its secondary loop draws", True, "the secondary loop moves 3,450 L/min; 18.5 kW is the pump"),
  V("value", "under 1%", "under 0.5%", not 100 * D("cdu2300", "pump") / D("cdu2300", "capacity") < 0.5),
  )
C(R, "en", "At {1.5} litres per minute per kilowatt, the CDU 600 moves {900} L/min on its secondary loop and holds a {3} °C approach, {1} °C tighter than the in-rack CDU 100 [@AS4].",
  [r(D("cdu600", "flow") / D("cdu600", "capacity")), r(D("cdu600", "flow")), r(D("cdu600", "approach")),
   r(D("cdu100", "approach") - D("cdu600", "approach"))],
  val("At 1.5 litres", "At 2.5 litres", D("cdu600", "flow") / D("cdu600", "capacity")),
  val("moves 900 L/min", "moves 1,350 L/min", D("cdu600", "flow")),
  val("a 3 °C", "a 4 °C", D("cdu600", "approach")),
  val("1 °C tighter", "2 °C tighter", D("cdu100", "approach") - D("cdu600", "approach")),
  V("dir", "tighter than", "looser than", D("cdu600", "approach") < D("cdu100", "approach")),
  V("unit", "900 L/min", "900 L/h", off(D("cdu600", "flow") * 60, 900)),
  V("row", "the CDU 600 moves", "the CDU 1350 moves", off(D("cdu1350", "flow"), 900)),
  V("stat", "per minute per kilowatt", "per minute per rack", True, "1.5 L/min is per kW of cooling capacity"),
  V("qual", "1 °C tighter", "more than 1 °C tighter", not D("cdu100", "approach") - D("cdu600", "approach") > 1),
  )
C(R, "zh", "液冷改造后,{1}MW 测试机房的全年 PUE 从 {1.52} 降到 {1.18},下降 {0.34} [@AS4]。",
  [r(g("it_load")), r(pa), r(pl), r(pa - pl)],
  val("从 1.52", "从 1.62", pa),
  val("降到 1.18", "降到 1.28", pl),
  val("下降 0.34", "下降 0.43", pa - pl),
  V("dir", "降到", "升到", pl < pa),
  V("dir", "下降 0.34", "上升 0.34", pl < pa),
  val("1MW", "5MW", g("it_load")),
  V("unit", "下降 0.34", "下降 34%", off(100 * (1 - pl / pa), 34)),
  V("unit", "1MW", "1kW", off(g("it_load") * 1000, 1)),
  )
C(R, "zh", "液冷机房单机柜最高 IT 负载达 {132}kW,是风冷机柜({15}kW)的 {8.8} 倍 [@AS4]。",
  [r(rl), r(ra), r(rl / ra)],
  val("达 132kW", "达 231kW", rl),
  val("(15kW)", "(51kW)", ra),
  val("的 8.8 倍", "的 9.8 倍", rl / ra),
  V("unit", "达 132kW", "达 132MW", off(rl / 1000, 132)),
  V("unit", "(15kW)", "(15W)", off(ra * 1000, 15)),
  V("qual", "达 132kW", "超过 132kW", not rl > 132),
  V("row", "液冷机房单机柜", "风冷机房单机柜", off(ra, 132)),
  V("unit", "的 8.8 倍", "的 8.8%", off(100 * rl / ra, 8.8)),
  V("dir", "是风冷机柜(15kW)的 8.8 倍", "只有风冷机柜(15kW)的 8.8 分之一", rl > ra),
  )
C(R, "zh", "Liebert EXL S1 在 ECO 模式下效率达 {99.0}% 至 {99.1}%,切换回双变换的时间在 {2} 毫秒以内,单个并机系统最多 {8} 台 [@AS4]。",
  [r(min(U(m, "eff_eco") for m in ("s1_400", "s1_625", "s1_800", "s1_1200"))),
   r(max(U(m, "eff_eco") for m in ("s1_400", "s1_625", "s1_800", "s1_1200"))), r(g("eco_transfer")), r(g("parallel_units"))],
  val("达 99.0%", "达 98.0%", 99.0),
  val("至 99.1%", "至 99.4%", 99.1, 0.001),
  V("value", "在 2 毫秒以内", "在 1 毫秒以内", True, "the report bounds the transfer below 2 ms only"),
  V("unit", "在 2 毫秒以内", "在 2 微秒以内", True, "the report bounds the transfer below 2 ms only"),
  V("qual", "在 2 毫秒以内", "超过 2 毫秒", True, "the report gives a ceiling of 2 ms"),
  V("col", "在 ECO 模式下效率", "在双变换模式下效率", off(U("s1_800", "eff_dc"), 99.1)),
  val("最多 8 台", "最多 6 台", g("parallel_units")),
  val("最多 8 台", "最多 12 台", g("parallel_units")),
  V("qual", "最多 8 台", "至少 8 台", True, "8 is the most frames in one parallel system"),
  )
C(R, "zh", "{1,200}kVA 的 Liebert EXL S1 宽 {3,600} 毫米、重 {2,850} 千克,满载电池后备时间 {5} 分钟 [@AS4]。",
  [r(U("s1_1200", "kva")), r(U("s1_1200", "width")), r(U("s1_1200", "weight")), r(U("s1_1200", "runtime"))],
  val("宽 3,600", "宽 3,000", U("s1_1200", "width")),
  val("重 2,850", "重 2,580", U("s1_1200", "weight")),
  val("时间 5 分钟", "时间 8 分钟", U("s1_1200", "runtime")),
  V("unit", "时间 5 分钟", "时间 5 小时", off(U("s1_1200", "runtime") / 60, 5)),
  V("unit", "宽 3,600 毫米", "宽 3,600 厘米", off(U("s1_1200", "width") / 10, 3600)),
  V("row", "1,200kVA 的", "800kVA 的", off(U("s1_800", "width"), 3600)),
  V("qual", "重 2,850 千克", "重不到 2,850 千克", not U("s1_1200", "weight") < 2850),
  V("unit", "重 2,850 千克", "重 2,850 吨", off(U("s1_1200", "weight") / 1000, 2850)),
  )
kpm = {m: U(m, "kva") / (U(m, "width") / 1000) for m in ("s1_400", "s1_625", "s1_800", "s1_1200")}
C(R, "zh", "按单位宽度计,{1,200}kVA 机型每米约 {333}kVA,{400}kVA 机型约 {286}kVA,大机型高出约 {17}% [@AS4]。",
  [r(U("s1_1200", "kva")), r(kpm["s1_1200"]), r(U("s1_400", "kva")), r(kpm["s1_400"]), r(100 * (kpm["s1_1200"] / kpm["s1_400"] - 1))],
  val("每米约 333kVA", "每米约 383kVA", kpm["s1_1200"]),
  val("约 286kVA", "约 268kVA", kpm["s1_400"]),
  val("约 17%", "约 27%", 100 * (kpm["s1_1200"] / kpm["s1_400"] - 1)),
  V("dir", "高出约", "低约", kpm["s1_1200"] > kpm["s1_400"]),
  V("row", "400kVA 机型约", "625kVA 机型约", off(kpm["s1_625"], 286)),
  V("stat", "按单位宽度计", "按单位重量计", off(U("s1_1200", "kva") / (U("s1_1200", "weight") / 1000), 333)),
  V("unit", "每米约", "每厘米约", off(kpm["s1_1200"] / 100, 333)),
  V("qual", "高出约 17%", "高出超过 20%", not 100 * (kpm["s1_1200"] / kpm["s1_400"] - 1) > 20),
  )
C(R, "zh", "CoolChip CDU 1350 的制冷量为 {1,350}kW,二次侧流量 {2,000}L/min,水泵功耗 {11}kW,约占制冷量的 {0.8}% [@AS4]。",
  [r(D("cdu1350", "capacity")), r(D("cdu1350", "flow")), r(D("cdu1350", "pump")), r(100 * D("cdu1350", "pump") / D("cdu1350", "capacity"))],
  val("为 1,350kW", "为 1,530kW", D("cdu1350", "capacity")),
  val("流量 2,000L/min", "流量 2,300L/min", D("cdu1350", "flow")),
  val("功耗 11kW", "功耗 5.5kW", D("cdu1350", "pump")),
  val("约占制冷量的 0.8%", "约占制冷量的 1.8%", 100 * D("cdu1350", "pump") / D("cdu1350", "capacity")),
  V("unit", "功耗 11kW", "功耗 11W", off(D("cdu1350", "pump") * 1000, 11)),
  V("unit", "2,000L/min", "2,000L/h", off(D("cdu1350", "flow") * 60, 2000)),
  V("row", "CoolChip CDU 1350 的制冷量", "CoolChip CDU 2300 的制冷量", off(D("cdu2300", "capacity"), 1350)),
  V("unit", "0.8%", "0.8 倍", off(D("cdu1350", "pump") / D("cdu1350", "capacity"), 0.8)),
  V("col", "二次侧流量", "一次侧流量", True, "the report gives the secondary (rack) loop flow only"),
  )
C(R, "zh", "同样 {3}°C 趋近温度下,CDU 2300 的制冷量 {2,300}kW 是 CDU 600({600}kW)的约 {3.8} 倍 [@AS4]。",
  [r(D("cdu2300", "approach")), r(D("cdu2300", "capacity")), r(D("cdu600", "capacity")), r(D("cdu2300", "capacity") / D("cdu600", "capacity"))],
  val("同样 3°C", "同样 4°C", D("cdu2300", "approach")),
  val("制冷量 2,300kW", "制冷量 3,200kW", D("cdu2300", "capacity")),
  val("(600kW)", "(900kW)", D("cdu600", "capacity")),
  val("约 3.8 倍", "约 2.8 倍", D("cdu2300", "capacity") / D("cdu600", "capacity")),
  V("row", "是 CDU 600", "是 CDU 100", off(D("cdu100", "capacity"), 600)),
  V("unit", "制冷量 2,300kW", "制冷量 2,300MW", off(D("cdu2300", "capacity") / 1000, 2300)),
  V("col", "的制冷量 2,300kW", "的水泵功耗 2,300kW", off(D("cdu2300", "pump"), 2300)),
  V("dir", "是 CDU 600(600kW)的约 3.8 倍", "只有 CDU 600(600kW)的约 3.8 分之一", D("cdu2300", "capacity") > D("cdu600", "capacity")),
  V("qual", "约 3.8 倍", "超过 4 倍", not D("cdu2300", "capacity") / D("cdu600", "capacity") > 4),
  )
C(R, "zh", "测试机房 IT 负载 {1}MW,液冷使 PUE 降低 {0.34},相当于每年少用约 {298} 万千瓦时电 [@AS4]。",
  [r(g("it_load")), r(pa - pl), r(mwh / 10)],
  val("负载 1MW", "负载 2MW", g("it_load")),
  val("降低 0.34", "降低 0.43", pa - pl),
  val("约 298 万", "约 398 万", mwh / 10),
  V("dir", "PUE 降低", "PUE 升高", pl < pa),
  V("dir", "少用", "多用", pl < pa),
  V("unit", "负载 1MW", "负载 1kW", off(g("it_load") * 1000, 1)),
  V("stat", "每年", "每月", off(mwh / 10 / 12, 298)),
  V("unit", "万千瓦时", "万兆瓦时", off(mwh / 10 / 1000, 298)),
  )
C(R, "zh", "按 {0.12} 美元/kWh 计,液冷机房每年节省电费约 {35.7} 万美元 [@AS4]。",
  [r(g("power_price")), r(usd / 1e4)],
  val("按 0.12 美元", "按 0.21 美元", g("power_price")),
  val("约 35.7 万", "约 53.7 万", usd / 1e4),
  V("unit", "万美元", "万元", True, "the savings are in US dollars"),
  V("unit", "美元/kWh", "美元/MWh", off(g("power_price") * 1000, 0.12)),
  V("stat", "每年", "每月", off(usd / 1e4 / 12, 35.7)),
  V("dir", "节省电费", "多花电费", pl < pa),
  V("qual", "节省电费约 35.7 万美元", "节省电费超过 40 万美元", not usd / 1e4 > 40),
  V("unit", "约 35.7 万美元", "约 35.7 亿美元", off(usd / 1e8, 35.7)),
  )

# ---------------------------------------------------------------------------------------------------------------
# AS5: 联通云 object storage prices (Chinese-first)
g = getter("AS5")
R = "AS5"
T = lambda c, k: g(f"storage.{c}.{k}")
Q = lambda k: g(f"requests.{k}.value")
P = lambda p, k: g(f"packs.{p}.{k}")
C(R, "zh", "联通云标准存储每 GB 每月 {0.12} 元,深度归档存储只要 {0.012} 元,仅为前者的十分之一 [@AS5]。",
  [r(T("std", "price")), r(T("deep", "price"))],
  val("每月 0.12 元", "每月 0.21 元", T("std", "price")),
  val("只要 0.012 元", "只要 0.033 元", T("deep", "price")),
  V("value", "十分之一", "五分之一", off(T("deep", "price") / T("std", "price"), 0.2, 0.1)),
  V("row", "深度归档存储只要", "归档存储只要", off(T("archive", "price"), 0.012)),
  V("unit", "每 GB 每月", "每 GB 每天", off(T("std", "price") / 30, 0.12)),
  V("unit", "每月 0.12 元", "每月 0.12 美元", True, "the prices are in yuan"),
  V("qual", "只要 0.012 元", "超过 0.012 元", not T("deep", "price") > 0.012),
  V("dir", "仅为前者的十分之一", "是前者的十倍", T("deep", "price") < T("std", "price")),
  V("unit", "每 GB 每月", "每 MB 每月", off(T("std", "price") / 1000, 0.12)),
  )
C(R, "zh", "折合每 TB 每月,标准存储约 {120} 元,低频访问存储约 {80} 元,便宜三分之一 [@AS5]。",
  [r(T("std", "price") * 1000), r(T("ia", "price") * 1000)],
  val("约 120 元", "约 210 元", T("std", "price") * 1000),
  val("约 80 元", "约 33 元", T("ia", "price") * 1000),
  V("value", "便宜三分之一", "便宜一半", off(1 - T("ia", "price") / T("std", "price"), 0.5, 0.05)),
  V("unit", "折合每 TB", "折合每 PB", off(T("std", "price") * 1e6, 120)),
  V("unit", "约 120 元", "约 120 美元", True, "yuan"),
  V("row", "低频访问存储约", "归档存储约", off(T("archive", "price") * 1000, 80)),
  V("dir", "便宜三分之一", "贵三分之一", T("ia", "price") < T("std", "price")),
  V("stat", "每 TB 每月", "每 TB 每年", off(T("std", "price") * 1000 * 12, 120)),
  V("row", "标准存储约 120", "深度归档存储约 120", off(T("deep", "price") * 1000, 120)),
  )
C(R, "zh", "低频访问、归档和深度归档存储的最短存储时长分别为 {30} 天、{60} 天和 {180} 天 [@AS5]。",
  [r(T("ia", "min_days")), r(T("archive", "min_days")), r(T("deep", "min_days"))],
  val("为 30 天", "为 15 天", T("ia", "min_days")),
  val("60 天", "90 天", T("archive", "min_days")),
  val("180 天", "365 天", T("deep", "min_days")),
  V("unit", "180 天", "180 小时", off(T("deep", "min_days") * 24, 180)),
  V("unit", "为 30 天", "为 30 周", off(T("ia", "min_days") / 7, 30)),
  val("为 30 天", "为 7 天", T("ia", "min_days")),
  V("row", "低频访问、归档和深度归档", "归档、低频访问和深度归档", T("archive", "min_days") != 30),
  V("qual", "最短存储时长分别为", "最短存储时长分别不到", True, "the minimum periods are exactly 30, 60 and 180 days"),
  V("col", "最短存储时长", "数据取回费用", True, "retrieval fees are 0.0325, 0.06 and 0.12 元/GB, not days"),
  )
C(R, "zh", "深度归档存储的数据取回费为每 GB {0.12} 元,是归档存储({0.06} 元)的两倍,与标准存储的月存储单价相同 [@AS5]。",
  [r(T("deep", "retrieval")), r(T("archive", "retrieval"))],
  val("每 GB 0.12 元", "每 GB 0.21 元", T("deep", "retrieval")),
  val("(0.06 元)", "(0.033 元)", T("archive", "retrieval")),
  V("value", "的两倍", "的三倍", off(T("deep", "retrieval") / T("archive", "retrieval"), 3, 0.15)),
  V("row", "是归档存储", "是低频访问存储", off(T("ia", "retrieval"), 0.06)),
  V("col", "的数据取回费为", "的存储单价为", off(T("deep", "price"), 0.12)),
  V("row", "与标准存储的月存储单价相同", "与低频访问存储的月存储单价相同", T("ia", "price") != T("deep", "retrieval")),
  V("unit", "每 GB 0.12 元", "每 MB 0.12 元", off(T("deep", "retrieval") / 1000, 0.12)),
  V("dir", "是归档存储(0.06 元)的两倍", "只有归档存储(0.06 元)的一半", T("deep", "retrieval") > T("archive", "retrieval")),
  )
C(R, "zh", "外网流出流量在 8:00-24:00 每 GB {0.50} 元,0:00-8:00 闲时减半为 {0.25} 元 [@AS5]。",
  [r(Q("egress_peak")), r(Q("egress_idle"))],
  val("每 GB 0.50 元", "每 GB 0.80 元", Q("egress_peak")),
  val("为 0.25 元", "为 0.15 元", Q("egress_idle")),
  V("value", "闲时减半", "闲时减少三成", off(1 - Q("egress_idle") / Q("egress_peak"), 0.3, 0.05)),
  V("dir", "闲时减半", "闲时翻倍", Q("egress_idle") < Q("egress_peak")),
  V("unit", "每 GB 0.50 元", "每 TB 0.50 元", off(Q("egress_peak") * 1000, 0.50)),
  V("row", "外网流出流量在", "CDN 回源流量在", off(Q("cdn_origin"), 0.50)),
  V("qual", "每 GB 0.50 元", "每 GB 不到 0.50 元", not Q("egress_peak") < 0.50),
  V("unit", "每 GB 0.50 元", "每 GB 0.50 美元", True, "yuan"),
  )
C(R, "zh", "PUT 与 GET 请求同为每万次 {0.01} 元,归档解冻请求则是其 {10} 倍,每万次 {0.10} 元 [@AS5]。",
  [r(Q("put")), r(Q("thaw") / Q("get")), r(Q("thaw"))],
  val("同为每万次 0.01 元", "同为每万次 0.05 元", Q("put")),
  val("其 10 倍", "其 5 倍", Q("thaw") / Q("get")),
  val("每万次 0.10 元", "每万次 0.50 元", Q("thaw")),
  V("unit", "同为每万次", "同为每千次", off(Q("put") * 10, 0.01)),
  V("unit", "每万次 0.10 元", "每次 0.10 元", off(Q("thaw") / 1e4, 0.10)),
  V("row", "归档解冻请求则是", "外网流出流量则是", True, "egress is billed per GB (0.50 / 0.25 元), not per 10,000 requests"),
  V("dir", "则是其 10 倍", "则只有其十分之一", Q("thaw") > Q("get")),
  V("qual", "同为每万次 0.01 元", "同为每万次不到 0.01 元", not Q("put") < 0.01),
  )
C(R, "zh", "单个存储桶外网流出带宽默认上限为 {10}Gbps(约合 {1.25}GB/s),请求速率默认上限为每秒 {10,000} 次 [@AS5]。",
  [r(g("bucket_bw")), r(g("bucket_bw") / 8), r(g("bucket_qps"))],
  val("上限为 10Gbps", "上限为 20Gbps", g("bucket_bw")),
  val("约合 1.25GB/s", "约合 12.5GB/s", g("bucket_bw") / 8),
  V("unit", "上限为 10Gbps", "上限为 10GB/s", off(g("bucket_bw") / 8, 10)),
  V("unit", "约合 1.25GB/s", "约合 1.25Gbps", off(g("bucket_bw"), 1.25)),
  V("qual", "带宽默认上限为", "带宽默认下限为", True, "10 Gbps is a cap"),
  val("每秒 10,000 次", "每秒 1,000 次", g("bucket_qps")),
  V("stat", "为每秒 10,000 次", "为每分钟 10,000 次", off(g("bucket_qps") * 60, 10000)),
  V("value", "约合 1.25GB/s", "约合 1.5GB/s", off(g("bucket_bw") / 8, 1.5)),
  )
C(R, "zh", "单个对象最大 {48.8}TB,分片上传最多 {10,000} 片,因此每片平均至少要 {4.88}GB 才能传满上限 [@AS5]。",
  [r(g("max_object")), r(g("max_parts")), r(g("max_object") * 1000 / g("max_parts"))],
  val("最大 48.8TB", "最大 84.8TB", g("max_object")),
  val("最多 10,000 片", "最多 1,000 片", g("max_parts")),
  val("要 4.88GB", "要 48.8GB", g("max_object") * 1000 / g("max_parts")),
  V("unit", "最大 48.8TB", "最大 48.8TiB", off(g("max_object") / 1.099511627776, 48.8)),
  V("unit", "要 4.88GB", "要 4.88MB", off(g("max_object") * 1e6 / g("max_parts"), 4.88)),
  V("qual", "单个对象最大", "单个对象最小", True, "48.8 TB is the largest object"),
  V("qual", "分片上传最多", "分片上传至少", True, "10,000 is the most parts"),
  V("unit", "最大 48.8TB", "最大 48.8GB", off(g("max_object") * 1000, 48.8)),
  )
payg = T("std", "price") * P("p1000", "size") * 12
C(R, "zh", "年付 {1,000}GB 标准存储资源包售价 {899} 元,比按量计费的 {1,440} 元省约 {38}% [@AS5]。",
  [r(P("p1000", "size")), r(P("p1000", "price")), r(payg), r(100 * (1 - P("p1000", "price") / payg))],
  val("售价 899 元", "售价 989 元", P("p1000", "price")),
  val("的 1,440 元", "的 1,200 元", payg),
  val("约 38%", "约 28%", 100 * (1 - P("p1000", "price") / payg)),
  V("dir", "省约 38%", "贵约 38%", P("p1000", "price") < payg),
  V("row", "年付 1,000GB", "年付 500GB", off(P("p500", "price"), 899)),
  V("stat", "年付", "月付", True, "899 元 buys a year; the pack is paid yearly"),
  V("unit", "售价 899 元", "售价 899 美元", True, "yuan"),
  V("unit", "年付 1,000GB", "年付 1,000TB", off(P("p1000", "size") / 1000, 1000)),
  V("qual", "省约 38%", "省一半以上", not 1 - P("p1000", "price") / payg > 0.5),
  )
C(R, "en", "Unicom Cloud charges {0.12} yuan per GB per month for standard storage and {0.08} yuan for infrequent access, a third less [@AS5].",
  [r(T("std", "price")), r(T("ia", "price"))],
  val("charges 0.12 yuan", "charges 0.15 yuan", T("std", "price")),
  val("and 0.08 yuan", "and 0.06 yuan", T("ia", "price")),
  V("value", "a third less", "a quarter less", off(1 - T("ia", "price") / T("std", "price"), 0.25, 0.02)),
  V("dir", "a third less", "a third more", T("ia", "price") < T("std", "price")),
  V("unit", "per GB per month", "per GB per day", off(T("std", "price") / 30, 0.12)),
  V("unit", "charges 0.12 yuan", "charges 0.12 US dollars", True, "yuan"),
  V("row", "for infrequent access", "for archive storage", off(T("archive", "price"), 0.08)),
  V("row", "for standard storage", "for deep archive storage", off(T("deep", "price"), 0.12)),
  V("stat", "per GB per month", "per GB per year", off(T("std", "price") * 12, 0.12)),
  )
C(R, "en", "Archive storage costs {0.033} yuan per GB a month, {27.5}% of the standard price, and deep archive {0.012} yuan, about {64}% below archive [@AS5].",
  [r(T("archive", "price")), r(100 * T("archive", "price") / T("std", "price")), r(T("deep", "price")),
   r(100 * (1 - T("deep", "price") / T("archive", "price")))],
  val("costs 0.033 yuan", "costs 0.33 yuan", T("archive", "price")),
  val("27.5%", "72.5%", 100 * T("archive", "price") / T("std", "price")),
  val("archive 0.012 yuan", "archive 0.021 yuan", T("deep", "price")),
  val("about 64%", "about 46%", 100 * (1 - T("deep", "price") / T("archive", "price"))),
  V("row", "and deep archive 0.012", "and infrequent access 0.012", off(T("ia", "price"), 0.012)),
  V("unit", "per GB a month", "per TB a month", off(T("archive", "price") * 1000, 0.033)),
  V("dir", "below archive", "above archive", T("deep", "price") < T("archive", "price")),
  V("stat", "per GB a month", "per GB a year", off(T("archive", "price") * 12, 0.033)),
  V("qual", "about 64% below", "more than 70% below", not 1 - T("deep", "price") / T("archive", "price") > 0.7),
  )
yr_deep, yr_std = T("deep", "price") * 1000 * 12, T("std", "price") * 1000 * 12
C(R, "en", "A year in deep archive costs about {144} yuan per TB, against {1,440} yuan per TB in standard storage, a tenth of the price [@AS5].",
  [r(yr_deep), r(yr_std)],
  val("about 144 yuan", "about 414 yuan", yr_deep),
  val("against 1,440 yuan", "against 1,200 yuan", yr_std),
  V("value", "a tenth of the price", "a fifth of the price", off(yr_deep / yr_std, 0.2, 0.1)),
  V("stat", "A year in deep archive", "A month in deep archive", off(yr_deep / 12, 144)),
  V("unit", "144 yuan per TB", "144 yuan per PB", off(yr_deep * 1000, 144)),
  V("row", "in deep archive", "in archive storage", off(T("archive", "price") * 12000, 144)),
  V("row", "in standard storage", "in infrequent-access storage", off(T("ia", "price") * 12000, 1440)),
  V("dir", "a tenth of the price", "ten times the price", yr_deep < yr_std),
  val("about 144 yuan", "about 164 yuan", yr_deep),
  )
C(R, "en", "Retrieving data costs {0.0325} yuan per GB from infrequent access, {0.06} yuan from archive and {0.12} yuan from deep archive, while standard storage retrieval is free [@AS5].",
  [r(T("ia", "retrieval")), r(T("archive", "retrieval")), r(T("deep", "retrieval"))],
  val("costs 0.0325 yuan", "costs 0.0235 yuan", T("ia", "retrieval")),
  val("0.06 yuan from archive", "0.6 yuan from archive", T("archive", "retrieval")),
  val("and 0.12 yuan", "and 0.012 yuan", T("deep", "retrieval")),
  V("col", "Retrieving data costs", "Storing data costs", off(T("ia", "price"), 0.0325)),
  V("unit", "yuan per GB from", "yuan per TB from", off(T("ia", "retrieval") * 1000, 0.0325)),
  V("row", "while standard storage retrieval is free", "while infrequent-access retrieval is free", T("ia", "retrieval") != 0),
  V("qual", "retrieval is free", "retrieval costs extra", not T("std", "retrieval") > 0),
  V("row", "0.06 yuan from archive", "0.06 yuan from deep archive", off(T("deep", "retrieval"), 0.06)),
  V("unit", "costs 0.0325 yuan", "costs 0.0325 US dollars", True, "yuan"),
  )
C(R, "en", "Internet egress costs {0.50} yuan per GB from 8:00 to 24:00 and half that, {0.25} yuan, overnight, while CDN origin pulls cost {0.15} yuan [@AS5].",
  [r(Q("egress_peak")), r(Q("egress_idle")), r(Q("cdn_origin"))],
  val("costs 0.50 yuan", "costs 0.55 yuan", Q("egress_peak")),
  val("that, 0.25 yuan", "that, 0.35 yuan", Q("egress_idle")),
  val("cost 0.15 yuan", "cost 0.51 yuan", Q("cdn_origin")),
  V("value", "and half that", "and a third of that", off(Q("egress_idle") / Q("egress_peak"), 1 / 3, 0.1)),
  V("unit", "yuan per GB from", "yuan per MB from", off(Q("egress_peak") * 1000, 0.50)),
  V("row", "0.25 yuan, overnight", "0.25 yuan, in the daytime", off(Q("egress_peak"), 0.25)),
  V("qual", "cost 0.15 yuan", "cost over 0.15 yuan", not Q("cdn_origin") > 0.15),
  V("dir", "and half that", "and double that", Q("egress_idle") < Q("egress_peak")),
  V("row", "while CDN origin pulls cost", "while overnight egress costs", off(Q("egress_idle"), 0.15)),
  )
hours = g("max_object") * 1e12 / (g("bucket_bw") * 1e9 / 8) / 3600
C(R, "en", "At a bucket's default {10} Gbps egress cap, pulling one maximum-size {48.8} TB object takes at least {10.8!} hours [@AS5].",
  [r(g("bucket_bw")), r(g("max_object")), ge(hours)],
  val("default 10 Gbps", "default 100 Gbps", g("bucket_bw")),
  val("maximum-size 48.8 TB", "maximum-size 84.8 TB", g("max_object")),
  V("value", "at least 10.8 hours", "at least 18 hours", not hours >= 18),
  V("unit", "default 10 Gbps", "default 10 GB/s", off(g("bucket_bw") / 8, 10)),
  V("unit", "10.8 hours", "10.8 days", not hours >= 10.8 * 24),
  V("qual", "at least 10.8 hours", "under 10.8 hours", not hours < 10.8),
  V("unit", "48.8 TB object", "48.8 PB object", off(g("max_object") / 1000, 48.8)),
  V("qual", "egress cap", "egress floor", True, "10 Gbps is the default cap"),
  val("default 10 Gbps", "default 1 Gbps", g("bucket_bw")),
  )
dur = g("durability")
C(R, "en", "Standard storage is designed for {99.9999999999}% durability, twelve nines, and {99.95}% availability, versus {99.9}% for infrequent access and archive [@AS5].",
  [r(dur), r(T("std", "avail")), r(T("ia", "avail"))],
  V("value", "99.9999999999%", "99.999999999%", abs((100 - 99.999999999) - (100 - dur)) > 1e-10, "eleven nines is ten times the loss"),
  V("value", "twelve nines", "eleven nines", True, "the durability has twelve nines"),
  val("and 99.95%", "and 99.99%", T("std", "avail"), 0.0001),
  val("and 99.95%", "and 99.5%", T("std", "avail"), 0.0001),
  val("versus 99.9%", "versus 99.5%", T("ia", "avail"), 0.0001),
  V("col", "99.95% availability", "99.95% durability", True, "99.95% is availability; durability has twelve nines"),
  val("versus 99.9%", "versus 99.99%", T("ia", "avail"), 0.0001),
  V("row", "for infrequent access and archive", "for infrequent access and deep archive", True, "deep archive has no availability commitment"),
  )
C(R, "en", "The {100} GB capacity pack costs {108} yuan a year, {1.08} yuan per GB, while the {1,000} GB pack brings that down to about {0.90} yuan [@AS5].",
  [r(P("p100", "size")), r(P("p100", "price")), r(P("p100", "price") / P("p100", "size")), r(P("p1000", "size")),
   r(P("p1000", "price") / P("p1000", "size"))],
  V("value", "The 100 GB", "The 500 GB", off(P("p500", "price"), 108)),
  val("costs 108 yuan", "costs 180 yuan", P("p100", "price")),
  val("1.08 yuan per GB", "1.80 yuan per GB", P("p100", "price") / P("p100", "size")),
  V("value", "the 1,000 GB pack", "the 500 GB pack", off(P("p500", "price") / P("p500", "size"), 0.90)),
  val("about 0.90 yuan", "about 0.99 yuan", P("p1000", "price") / P("p1000", "size")),
  V("dir", "brings that down", "pushes that up", P("p1000", "price") / P("p1000", "size") < P("p100", "price") / P("p100", "size")),
  V("stat", "108 yuan a year", "108 yuan a month", True, "the packs are priced per year"),
  V("unit", "1.08 yuan per GB", "1.08 yuan per TB", off(P("p100", "price") / P("p100", "size") * 1000, 1.08)),
  )
C(R, "en", "Each account gets {5} GB of standard storage free every month, and PUT and GET requests both cost {0.01} yuan per ten thousand [@AS5].",
  [r(Q("free_std")), r(Q("get"))],
  val("gets 5 GB", "gets 50 GB", Q("free_std")),
  val("cost 0.01 yuan", "cost 0.10 yuan", Q("get")),
  V("unit", "gets 5 GB", "gets 5 TB", off(Q("free_std") / 1000, 5)),
  V("stat", "free every month", "free every year", True, "5 GB is a monthly allowance"),
  V("row", "PUT and GET requests", "archive thaw requests", off(Q("thaw"), 0.01)),
  V("unit", "per ten thousand", "per thousand", off(Q("get") / 10, 0.01)),
  V("qual", "both cost 0.01", "both cost over 0.01", not Q("get") > 0.01),
  V("col", "of standard storage free", "of internet egress free", True, "the free allowance is storage, not traffic"),
  val("gets 5 GB", "gets 10 GB", Q("free_std")),
  )

# ---------------------------------------------------------------------------------------------------------------
# AS6: MariaDB OLTP on NVMe RAID (English-first)
g = getter("AS6")
R = "AS6"
O = lambda l, c: g(f"oltp.{l}.{c}")
TH = lambda t, c: g(f"threads.{t}.{c}")
C(R, "en", "On eight NVMe drives in RAID 10, MariaDB 11.4 sustained {14,950} transactions per second at {64} threads, {2.4} times the {6,210} TPS of a two-drive RAID 1 mirror [@AS6].",
  [r(O("r10_8", "tps")), r(TH("t64", "threads")), r(O("r10_8", "tps") / O("r1_2", "tps")), r(O("r1_2", "tps"))],
  val("sustained 14,950", "sustained 19,450", O("r10_8", "tps")),
  V("value", "at 64 threads", "at 256 threads", off(TH("t256", "tps"), 14950)),
  val("2.4 times", "4.2 times", O("r10_8", "tps") / O("r1_2", "tps")),
  val("the 6,210 TPS", "the 6,120 TPS", O("r1_2", "tps")),
  V("value", "On eight NVMe drives", "On four NVMe drives", off(O("r10_4", "tps"), 14950)),
  V("row", "drives in RAID 10", "drives in RAID 6", off(O("r6_8", "tps"), 14950)),
  V("col", "transactions per second", "queries per second", off(O("r10_8", "qps"), 14950)),
  V("qual", "sustained 14,950", "sustained more than 14,950", not O("r10_8", "tps") > 14950),
  V("row", "of a two-drive RAID 1 mirror", "of a four-drive RAID 5 array", off(O("r5_4", "tps"), 6210)),
  )
C(R, "en", "Each transaction runs {20} queries, so the eight-drive RAID 10 array answered {299,000} queries per second, almost {300,000!} [@AS6].",
  [r(O("r10_8", "qps") / O("r10_8", "tps")), r(O("r10_8", "qps")), le(O("r10_8", "qps"), 0.01)],
  val("runs 20 queries", "runs 18 queries", O("r10_8", "qps") / O("r10_8", "tps")),
  val("answered 299,000", "answered 229,600", O("r10_8", "qps")),
  V("value", "almost 300,000", "almost 400,000", O("r10_8", "qps") < 0.95 * 400000),
  V("qual", "almost 300,000", "over 300,000", not O("r10_8", "qps") > 300000),
  V("row", "the eight-drive RAID 10", "the four-drive RAID 10", off(O("r10_4", "qps"), 299000)),
  V("col", "queries per second", "transactions per second", off(O("r10_8", "tps"), 299000)),
  val("answered 299,000", "answered 29,900", O("r10_8", "qps")),
  V("row", "eight-drive RAID 10 array", "eight-drive RAID 6 array", off(O("r6_8", "qps"), 299000)),
  V("unit", "queries per second, almost", "queries per minute, almost", off(O("r10_8", "qps") * 60, 299000)),
  )
C(R, "en", "Average latency at {64} threads is {4.3} ms on the eight-drive RAID 10 versus {10.3} ms on RAID 1, while P95 latency drops from {18.6} ms to {7.4} ms [@AS6].",
  [r(TH("t64", "threads")), r(O("r10_8", "lat_avg")), r(O("r1_2", "lat_avg")), r(O("r1_2", "lat_p95")), r(O("r10_8", "lat_p95"))],
  val("is 4.3 ms", "is 3.4 ms", O("r10_8", "lat_avg")),
  val("versus 10.3 ms", "versus 13.0 ms", O("r1_2", "lat_avg")),
  val("from 18.6 ms", "from 16.8 ms", O("r1_2", "lat_p95")),
  val("to 7.4 ms", "to 9.9 ms", O("r10_8", "lat_p95")),
  V("unit", "is 4.3 ms", "is 4.3 µs", off(O("r10_8", "lat_avg") * 1000, 4.3)),
  V("stat", "Average latency at", "P95 latency at", off(O("r10_8", "lat_p95"), 4.3)),
  V("dir", "drops from", "rises from", O("r10_8", "lat_p95") < O("r1_2", "lat_p95")),
  V("row", "ms on RAID 1", "ms on RAID 5", off(O("r5_4", "lat_avg"), 10.3)),
  V("unit", "to 7.4 ms", "to 7.4 s", off(O("r10_8", "lat_p95") / 1000, 7.4)),
  )
C(R, "en", "Parity costs write performance: four drives in RAID 5 manage {7,020} TPS, about {39}% less than the {11,480} TPS of four drives in RAID 10 [@AS6].",
  [r(O("r5_4", "tps")), r(100 * (1 - O("r5_4", "tps") / O("r10_4", "tps"))), r(O("r10_4", "tps"))],
  val("manage 7,020", "manage 7,200", O("r5_4", "tps")),
  val("about 39%", "about 29%", 100 * (1 - O("r5_4", "tps") / O("r10_4", "tps"))),
  val("the 11,480", "the 14,180", O("r10_4", "tps")),
  V("dir", "less than", "more than", O("r5_4", "tps") < O("r10_4", "tps")),
  V("row", "four drives in RAID 5", "eight drives in RAID 6", off(O("r6_8", "tps"), 7020)),
  V("row", "of four drives in RAID 10", "of eight drives in RAID 10", off(O("r10_8", "tps"), 11480)),
  V("col", "7,020 TPS", "7,020 QPS", off(O("r5_4", "qps"), 7020)),
  V("qual", "about 39% less", "at most 30% less", not 100 * (1 - O("r5_4", "tps") / O("r10_4", "tps")) < 30),
  V("unit", "about 39% less", "about 39 times less", True, "11,480 / 7,020 = 1.6"),
  )
C(R, "en", "RAID 5's P95 latency of {21.4} ms is more than double its {9.1} ms average, and RAID 6 stretches it to {26.8} ms [@AS6].",
  [r(O("r5_4", "lat_p95")), r(O("r5_4", "lat_avg")), r(O("r6_8", "lat_p95"))],
  val("of 21.4 ms", "of 12.4 ms", O("r5_4", "lat_p95")),
  val("its 9.1 ms", "its 11.9 ms", O("r5_4", "lat_avg")),
  val("to 26.8 ms", "to 28.6 ms", O("r6_8", "lat_p95")),
  V("value", "more than double", "more than triple", not O("r5_4", "lat_p95") / O("r5_4", "lat_avg") > 3),
  V("qual", "more than double", "less than double", not O("r5_4", "lat_p95") / O("r5_4", "lat_avg") < 2),
  V("unit", "to 26.8 ms", "to 26.8 s", off(O("r6_8", "lat_p95") / 1000, 26.8)),
  V("row", "RAID 5's P95", "RAID 1's P95", off(O("r1_2", "lat_p95"), 21.4)),
  V("stat", "P95 latency of 21.4", "average latency of 21.4", off(O("r5_4", "lat_avg"), 21.4)),
  V("dir", "stretches it to", "cuts it to", O("r6_8", "lat_p95") > O("r5_4", "lat_p95")),
  )
C(R, "en", "Capacity tells the other side: eight {3.84} TB drives give {23.04} TB usable in RAID 6 but only {15.36} TB in RAID 10, {50}% more for RAID 6 [@AS6].",
  [r(g("drive_cap")), r(O("r6_8", "usable")), r(O("r10_8", "usable")), r(100 * (O("r6_8", "usable") / O("r10_8", "usable") - 1))],
  val("eight 3.84 TB", "eight 7.68 TB", g("drive_cap")),
  val("give 23.04 TB", "give 26.88 TB", O("r6_8", "usable")),
  val("only 15.36 TB", "only 11.52 TB", O("r10_8", "usable")),
  val("50% more", "33% more", 100 * (O("r6_8", "usable") / O("r10_8", "usable") - 1)),
  V("dir", "more for RAID 6", "more for RAID 10", O("r6_8", "usable") > O("r10_8", "usable")),
  V("unit", "give 23.04 TB", "give 23.04 TiB", off(O("r6_8", "usable") / 1.099511627776, 23.04)),
  V("unit", "eight 3.84 TB", "eight 3.84 GB", off(g("drive_cap") * 1000, 3.84)),
  V("row", "usable in RAID 6", "usable in RAID 5", off(O("r5_4", "usable"), 23.04)),
  V("value", "eight 3.84", "four 3.84", True, "four 3.84 TB drives hold 15.36 TB raw, less than 23.04 TB"),
  )
C(R, "en", "Pushing the RAID 10 array from {64} to {256} threads adds only about {17}% throughput, to {17,420} TPS, while P95 latency more than triples to {24.7} ms [@AS6].",
  [r(TH("t64", "threads")), r(TH("t256", "threads")), r(100 * (TH("t256", "tps") / TH("t64", "tps") - 1)), r(TH("t256", "tps")), r(TH("t256", "lat_p95"))],
  V("value", "from 64 to", "from 16 to", off(100 * (TH("t256", "tps") / TH("t16", "tps") - 1), 17)),
  V("value", "to 256 threads", "to 1,024 threads", off(TH("t1024", "tps"), 17420)),
  val("about 17%", "about 71%", 100 * (TH("t256", "tps") / TH("t64", "tps") - 1)),
  val("to 17,420", "to 16,310", TH("t256", "tps")),
  val("to 24.7 ms", "to 42.7 ms", TH("t256", "lat_p95")),
  V("value", "more than triples", "more than quadruples", not TH("t256", "lat_p95") / TH("t64", "lat_p95") > 4),
  V("dir", "adds only about 17%", "loses about 17%", TH("t256", "tps") > TH("t64", "tps")),
  V("unit", "to 24.7 ms", "to 24.7 s", off(TH("t256", "lat_p95") / 1000, 24.7)),
  V("qual", "more than triples", "less than doubles", not TH("t256", "lat_p95") / TH("t64", "lat_p95") < 2),
  )
C(R, "en", "Beyond that, throughput falls: at {1,024} threads TPS slips to {16,310}, about {6}% below the peak, and P95 latency reaches {112.5} ms [@AS6].",
  [r(TH("t1024", "threads")), r(TH("t1024", "tps")), r(100 * (1 - TH("t1024", "tps") / TH("t256", "tps"))), r(TH("t1024", "lat_p95"))],
  V("value", "at 1,024 threads", "at 512 threads", True, "the sweep has no 512-thread point; 16,310 is at 1,024"),
  val("slips to 16,310", "slips to 13,610", TH("t1024", "tps")),
  val("about 6%", "about 16%", 100 * (1 - TH("t1024", "tps") / TH("t256", "tps"))),
  val("reaches 112.5 ms", "reaches 121.5 ms", TH("t1024", "lat_p95")),
  V("dir", "throughput falls", "throughput rises", TH("t1024", "tps") < TH("t256", "tps")),
  V("dir", "slips to", "climbs to", TH("t1024", "tps") < TH("t256", "tps")),
  V("unit", "reaches 112.5 ms", "reaches 112.5 µs", off(TH("t1024", "lat_p95") * 1000, 112.5)),
  V("dir", "below the peak", "above the peak", TH("t1024", "tps") < max(TH(t, "tps") for t in ("t16", "t64", "t256", "t1024"))),
  V("qual", "reaches 112.5 ms", "stays under 100 ms", not TH("t1024", "lat_p95") < 100),
  )
rb = lambda k: g(f"rebuild.{k}")
C(R, "en", "Rebuilding a failed drive under load took {1.6} hours on RAID 10, against {5.2} hours on RAID 5 and {7.9} hours on RAID 6, nearly five times longer [@AS6].",
  [r(rb("r10_8")), r(rb("r5_4")), r(rb("r6_8"))],
  val("took 1.6 hours", "took 6.1 hours", rb("r10_8")),
  val("against 5.2 hours", "against 2.5 hours", rb("r5_4")),
  val("and 7.9 hours", "and 9.7 hours", rb("r6_8")),
  V("value", "nearly five times", "nearly three times", off(rb("r6_8") / rb("r10_8"), 3, 0.15)),
  V("unit", "took 1.6 hours", "took 1.6 minutes", off(rb("r10_8") * 60, 1.6)),
  V("dir", "times longer", "times shorter", rb("r6_8") > rb("r10_8")),
  V("row", "hours on RAID 5 and", "hours on RAID 6 and", off(rb("r6_8"), 5.2)),
  V("qual", "nearly five times", "more than five times", not rb("r6_8") / rb("r10_8") > 5),
  V("unit", "and 7.9 hours", "and 7.9 days", off(rb("r6_8") / 24, 7.9)),
  )
dt = g("degraded_tps.r10_8")
C(R, "zh", "{8} 盘 RAID 10 重建一块故障盘用时 {1.6} 小时,期间仍有 {12,730} TPS,只比正常时的 {14,950} 低约 {15}% [@AS6]。",
  [r(O("r10_8", "drives")), r(rb("r10_8")), r(dt), r(O("r10_8", "tps")), r(100 * (1 - dt / O("r10_8", "tps")))],
  val("用时 1.6 小时", "用时 1.2 小时", rb("r10_8")),
  val("仍有 12,730", "仍有 12,370", dt),
  val("的 14,950", "的 14,590", O("r10_8", "tps")),
  val("约 15%", "约 25%", 100 * (1 - dt / O("r10_8", "tps"))),
  V("dir", "低约", "高约", dt < O("r10_8", "tps")),
  V("unit", "1.6 小时", "1.6 分钟", off(rb("r10_8") * 60, 1.6)),
  V("col", "12,730 TPS", "12,730 QPS", True, "QPS during the rebuild would be about 20 × 12,730"),
  V("qual", "仍有 12,730", "仍超过 13,000", not dt > 13000),
  V("row", "RAID 10 重建", "RAID 6 重建", off(rb("r6_8"), 1.6)),
  )
d5 = g("degraded_tps.r5_4")
C(R, "zh", "{4} 盘 RAID 5 重建一块盘耗时 {5.2} 小时,期间 TPS 跌到 {3,960},不到正常值 {7,020} 的六成 [@AS6]。",
  [r(O("r5_4", "drives")), r(rb("r5_4")), r(d5), r(O("r5_4", "tps"))],
  val("耗时 5.2 小时", "耗时 2.5 小时", rb("r5_4")),
  val("跌到 3,960", "跌到 3,690", d5),
  val("正常值 7,020", "正常值 7,200", O("r5_4", "tps")),
  V("value", "的六成", "的五成", not d5 / O("r5_4", "tps") < 0.5),
  V("qual", "不到正常值", "超过正常值", not d5 / O("r5_4", "tps") > 0.6),
  V("dir", "跌到", "升到", d5 < O("r5_4", "tps")),
  V("unit", "5.2 小时", "5.2 分钟", off(rb("r5_4") * 60, 5.2)),
  V("row", "RAID 5 重建", "RAID 10 重建", off(rb("r10_8"), 5.2)),
  V("col", "TPS 跌到 3,960", "QPS 跌到 3,960", True, "3,960 is transactions per second; queries would be about 20 times that"),
  )
rows_total = g("tables_n") * g("rows_per_table")
C(R, "zh", "测试数据集共 {100} 张表、每张 {1,000} 万行,合计 {10} 亿行,磁盘占用 {250}GB [@AS6]。",
  [r(g("tables_n")), r(g("rows_per_table") / 1e4), r(rows_total / 1e8), r(g("dataset"))],
  val("共 100 张", "共 10 张", g("tables_n")),
  val("每张 1,000 万行", "每张 100 万行", g("rows_per_table") / 1e4),
  val("合计 10 亿行", "合计 1 亿行", rows_total / 1e8),
  val("占用 250GB", "占用 520GB", g("dataset")),
  V("unit", "占用 250GB", "占用 250TB", off(g("dataset") / 1000, 250)),
  V("unit", "合计 10 亿行", "合计 10 万行", off(rows_total / 1e4, 10)),
  V("qual", "合计 10 亿行", "合计超过 10 亿行", not rows_total > 1e9),
  V("stat", "每张 1,000 万行", "合计 1,000 万行", off(rows_total / 1e4, 1000)),
  V("qual", "共 100 张表", "不到 100 张表", not g("tables_n") < 100),
  )
bp_gb = g("buffer_pool") * 2 ** 30 / 1e9
C(R, "zh", "缓冲池只有 {64}GiB,约合 {68.7}GB,不到数据集({250}GB)的三成,因此读请求会落到 NVMe 盘上 [@AS6]。",
  [r(g("buffer_pool")), r(bp_gb), r(g("dataset"))],
  val("只有 64GiB", "只有 128GiB", g("buffer_pool")),
  val("约合 68.7GB", "约合 64.0GB", bp_gb),
  val("(250GB)", "(205GB)", g("dataset")),
  V("value", "的三成", "的两成", not bp_gb / g("dataset") < 0.2),
  V("unit", "只有 64GiB", "只有 64GB", off(bp_gb, 64)),
  V("unit", "约合 68.7GB", "约合 68.7GiB", off(bp_gb / 1.073741824, 68.7)),
  V("qual", "不到数据集", "超过数据集", not bp_gb / g("dataset") > 0.3),
  V("unit", "只有 64GiB", "只有 64TiB", off(g("buffer_pool") / 1024, 64)),
  V("row", "不到数据集(250GB)", "不到单块 NVMe 盘(250GB)", off(g("drive_cap") * 1000, 250)),
  )
C(R, "zh", "{64} 线程下,{8} 盘 RAID 10 的 CPU 利用率达 {92}%,比 {2} 盘 RAID 1 的 {71}% 高 {21} 个百分点 [@AS6]。",
  [r(TH("t64", "threads")), r(O("r10_8", "drives")), r(O("r10_8", "cpu")), r(O("r1_2", "drives")), r(O("r1_2", "cpu")),
   r(O("r10_8", "cpu") - O("r1_2", "cpu"))],
  val("达 92%", "达 83%", O("r10_8", "cpu")),
  val("的 71%", "的 74%", O("r1_2", "cpu")),
  val("高 21 个", "高 29 个", O("r10_8", "cpu") - O("r1_2", "cpu")),
  V("unit", "高 21 个百分点", "高 21%", off(100 * (O("r10_8", "cpu") / O("r1_2", "cpu") - 1), 21)),
  V("dir", "% 高 21", "% 低 21", O("r10_8", "cpu") > O("r1_2", "cpu")),
  V("row", "8 盘 RAID 10", "8 盘 RAID 6", off(O("r6_8", "cpu"), 92)),
  V("row", "2 盘 RAID 1", "4 盘 RAID 5", off(O("r5_4", "cpu"), 71)),
  V("qual", "利用率达 92%", "利用率超过 95%", not O("r10_8", "cpu") > 95),
  )
C(R, "zh", "{4} 盘 RAID 10 的吞吐为 {11,480} TPS,比 {2} 盘 RAID 1 提升约 {85}%,平均时延 {5.6} 毫秒 [@AS6]。",
  [r(O("r10_4", "drives")), r(O("r10_4", "tps")), r(O("r1_2", "drives")), r(100 * (O("r10_4", "tps") / O("r1_2", "tps") - 1)), r(O("r10_4", "lat_avg"))],
  val("吞吐为 11,480", "吞吐为 11,840", O("r10_4", "tps")),
  val("约 85%", "约 58%", 100 * (O("r10_4", "tps") / O("r1_2", "tps") - 1)),
  val("时延 5.6 毫秒", "时延 6.5 毫秒", O("r10_4", "lat_avg")),
  V("dir", "提升约", "下降约", O("r10_4", "tps") > O("r1_2", "tps")),
  V("row", "4 盘 RAID 10", "4 盘 RAID 5", off(O("r5_4", "tps"), 11480)),
  V("col", "11,480 TPS", "11,480 QPS", off(O("r10_4", "qps"), 11480)),
  V("stat", "平均时延", "P95 时延", off(O("r10_4", "lat_p95"), 5.6)),
  V("unit", "5.6 毫秒", "5.6 秒", off(O("r10_4", "lat_avg") / 1000, 5.6)),
  V("qual", "提升约 85%", "提升超过 90%", not 100 * (O("r10_4", "tps") / O("r1_2", "tps") - 1) > 90),
  )
C(R, "zh", "{8} 盘 RAID 10 在 {16} 线程时只有 {6,880} TPS,P95 时延 {3.1} 毫秒;加到 {256} 线程,吞吐升至 {17,420} TPS,约为前者的 {2.5} 倍 [@AS6]。",
  [r(O("r10_8", "drives")), r(TH("t16", "threads")), r(TH("t16", "tps")), r(TH("t16", "lat_p95")), r(TH("t256", "threads")),
   r(TH("t256", "tps")), r(TH("t256", "tps") / TH("t16", "tps"))],
  val("只有 6,880", "只有 8,680", TH("t16", "tps")),
  val("时延 3.1 毫秒", "时延 1.3 毫秒", TH("t16", "lat_p95")),
  val("升至 17,420", "升至 14,720", TH("t256", "tps")),
  val("的 2.5 倍", "的 3.5 倍", TH("t256", "tps") / TH("t16", "tps")),
  V("value", "加到 256 线程", "加到 1,024 线程", off(TH("t1024", "tps"), 17420)),
  V("unit", "时延 3.1 毫秒", "时延 3.1 秒", off(TH("t16", "lat_p95") / 1000, 3.1)),
  V("dir", "升至", "降至", TH("t256", "tps") > TH("t16", "tps")),
  V("value", "在 16 线程时", "在 64 线程时", off(TH("t64", "tps"), 6880)),
  V("col", "吞吐升至 17,420 TPS", "吞吐升至 17,420 QPS", True, "17,420 is transactions per second; queries are 20 times that"),
  )
raw8 = 8 * g("drive_cap")
C(R, "zh", "每块 NVMe 盘 {3.84}TB,{8} 盘 RAID 6 可用 {23.04}TB,容量利用率 {75}%,而 {8} 盘 RAID 10 只有 {50}% [@AS6]。",
  [r(g("drive_cap")), r(O("r6_8", "drives")), r(O("r6_8", "usable")), r(100 * O("r6_8", "usable") / raw8), r(O("r10_8", "drives")),
   r(100 * O("r10_8", "usable") / raw8)],
  val("盘 3.84TB", "盘 3.2TB", g("drive_cap")),
  val("可用 23.04TB", "可用 26.88TB", O("r6_8", "usable")),
  val("利用率 75%", "利用率 87.5%", 100 * O("r6_8", "usable") / raw8),
  val("只有 50%", "只有 60%", 100 * O("r10_8", "usable") / raw8),
  V("unit", "盘 3.84TB", "盘 3.84TiB", off(g("drive_cap") / 1.099511627776, 3.84)),
  V("row", "RAID 6 可用", "RAID 5 可用", True, "the report's RAID 5 uses 4 drives (11.52 TB); 8 drives in RAID 5 would give 26.88 TB"),
  V("qual", "只有 50%", "超过 50%", not 100 * O("r10_8", "usable") / raw8 > 50),
  V("row", "而 8 盘 RAID 10 只有", "而 4 盘 RAID 5 只有", off(100 * O("r5_4", "usable") / (O("r5_4", "drives") * g("drive_cap")), 50)),
  V("unit", "可用 23.04TB", "可用 23.04PB", off(O("r6_8", "usable") / 1000, 23.04)),
  )
C(R, "zh", "P95 时延方面,{8} 盘 RAID 6 为 {26.8} 毫秒,是 {8} 盘 RAID 10({7.4} 毫秒)的 {3.6} 倍 [@AS6]。",
  [r(O("r6_8", "drives")), r(O("r6_8", "lat_p95")), r(O("r10_8", "drives")), r(O("r10_8", "lat_p95")), r(O("r6_8", "lat_p95") / O("r10_8", "lat_p95"))],
  val("为 26.8 毫秒", "为 28.6 毫秒", O("r6_8", "lat_p95")),
  val("(7.4 毫秒)", "(4.7 毫秒)", O("r10_8", "lat_p95")),
  val("的 3.6 倍", "的 6.3 倍", O("r6_8", "lat_p95") / O("r10_8", "lat_p95")),
  V("stat", "P95 时延方面", "平均时延方面", off(O("r6_8", "lat_avg"), 26.8)),
  V("unit", "为 26.8 毫秒", "为 26.8 微秒", off(O("r6_8", "lat_p95") * 1000, 26.8)),
  V("row", "是 8 盘 RAID 10(7.4", "是 2 盘 RAID 1(7.4", off(O("r1_2", "lat_p95"), 7.4)),
  V("dir", "是 8 盘 RAID 10(7.4 毫秒)的 3.6 倍", "只有 8 盘 RAID 10(7.4 毫秒)的 3.6 分之一", O("r6_8", "lat_p95") > O("r10_8", "lat_p95")),
  V("row", "8 盘 RAID 6 为", "4 盘 RAID 5 为", off(O("r5_4", "lat_p95"), 26.8)),
  V("qual", "是 8 盘 RAID 10(7.4 毫秒)的 3.6 倍", "不到 8 盘 RAID 10(7.4 毫秒)的 3 倍", not O("r6_8", "lat_p95") / O("r10_8", "lat_p95") < 3),
  )


# ---------------------------------------------------------------------------------------------------------------
def plain(text):
    return re.sub(r"\{([^{}]*?)!?\}", r"\1", text)


def main():
    bad = 0
    per = {}
    kinds = {}
    lines = ["# claims-fresh21: held-out claims against evidence/AS1.yaml .. AS6.yaml (written from the docs only).",
             "# Every sentence is true against its report; indented lines are hand-made wrong variants.",
             "# Generated by tools/derive.py --write, which recomputes every figure and checks every variant."]
    cur = None
    for rep, lang, text, facts, variants in CLAIMS:
        if rep != cur:
            lines += ["", f"[{rep}]"]
            cur = rep
        per.setdefault(rep, {"zh": 0, "en": 0, "v": 0})[lang] += 1
        figs = re.findall(r"\{([^{}]*)\}", text)
        cites = re.findall(r"\[@([A-Z]+\d+)\]", text)
        probs = []
        if cites != [rep]:
            probs.append(f"cites {cites}")
        if len(figs) != len(facts):
            probs.append(f"{len(figs)} figures but {len(facts)} facts")
        shown = []
        for w, f in zip(figs, facts):
            okf = f.ok(w)
            shown.append(f"{w}={f.x:.6g}({f.mode}){'' if okf else ' WRONG'}")
            if not okf:
                probs.append(f"figure {w}: computed {f.x:.6g} ({f.mode})")
            if w.endswith("!") != (f.mode in ("ge", "le") and abs(f.x - parse(w)[0]) > 1e-9 * abs(f.x)):
                probs.append(f"figure {w}: a bound that is not the value itself is marked with !, and only it")
        p = plain(text)
        seen = set()
        if not 6 <= len(variants) <= 12:
            probs.append(f"{len(variants)} variants")
        for kind, old, new, ok, why in variants:
            if kind not in KINDS:
                probs.append(f"kind {kind}")
            if p.count(old) != 1:
                probs.append(f"old text occurs {p.count(old)} times: {old!r}")
            if old == new or "=>" in new or "=>" in old:
                probs.append(f"bad variant {old!r} => {new!r}")
            if (old, new) in seen:
                probs.append(f"duplicate variant {old!r}")
            seen.add((old, new))
            if not ok:
                probs.append(f"variant is not false: {kind}: {old} => {new} ({why})")
            kinds[kind] = kinds.get(kind, 0) + 1
            per[rep]["v"] += 1
        print(f"{rep} {lang} {'OK ' if not probs else 'BAD'} {p[:70]}")
        print("      " + "; ".join(shown))
        for pr in probs:
            print("   !! " + pr)
        bad += bool(probs)
        lines.append(f"{lang}: {text}")
        for kind, old, new, ok, why in variants:
            lines.append(f"  {kind}: {old} => {new}")
    nz = sum(v["zh"] for v in per.values()); ne = sum(v["en"] for v in per.values())
    print(f"\nclaims {len(CLAIMS)} (zh {nz}, en {ne}); variants {sum(kinds.values())} {dict(sorted(kinds.items()))}")
    print("per report", per)
    print("claims with problems:", bad)
    if "--write" in sys.argv:
        if bad:
            print("not written: fix the problems first")
            sys.exit(1)
        open(OUT, "w", encoding="utf-8").write("\n".join(lines) + "\n")
        print("wrote", OUT)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
