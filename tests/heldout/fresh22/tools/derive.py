#!/usr/bin/env python3
"""fresh22: every claim sentence of claims-fresh22.txt with its figures recomputed from the evidence files, and every
wrong variant checked to be false against the same evidence. No engine import.

  derive.py            check all claims and variants, print every figure (written vs computed)
  derive.py --write    the same, then (only if all is well) write ../claims-fresh22.txt

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
OUT = os.path.join(HERE, "..", "claims-fresh22.txt")
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
# AT1: 佰维 BE760 / BE760M enterprise NVMe SSDs (Chinese-first)
g = getter("AT1")
R = "AT1"
M = lambda row, col: g(f"models.{row}.{col}")
rows1 = ["r1t92", "r3t84", "r7t68", "r15t36", "r30t72", "m3t2", "m6t4", "m12t8"]
sw = [M(k, "seq_write") for k in rows1]
C(R, "zh", "除 1.92TB 型号({13.5}GB/s)外,BE760 各容量顺序读均为 {14.0}GB/s;顺序写最高 {9.0}GB/s,是 BE760-1T92({3.6}GB/s)的 {2.5} 倍 [@AT1]。",
  [r(M("r1t92", "seq_read")), r(M("r3t84", "seq_read")), r(max(sw)), r(M("r1t92", "seq_write")), r(max(sw) / M("r1t92", "seq_write"))],
  val("型号(13.5GB/s)", "型号(12.5GB/s)", M("r1t92", "seq_read")),
  val("均为 14.0GB/s", "均为 14.5GB/s", M("r3t84", "seq_read")),
  val("最高 9.0GB/s", "最高 9.5GB/s", max(sw)),
  val("(3.6GB/s)", "(3.2GB/s)", M("r1t92", "seq_write")),
  val("的 2.5 倍", "的 2.8 倍", max(sw) / M("r1t92", "seq_write")),
  V("unit", "均为 14.0GB/s", "均为 14.0Gb/s", off(M("r3t84", "seq_read") * 8, 14.0)),
  V("unit", "最高 9.0GB/s", "最高 9.0MB/s", off(max(sw) * 1000, 9.0)),
  V("col", "顺序写最高", "4K 随机写最高", off(max(M(k, "rand_write") for k in rows1 if k != "r30t72"), 9.0)),
  V("col", "各容量顺序读均为", "各容量顺序写均为", off(M("r3t84", "seq_write"), 14.0)),
  V("row", "是 BE760-1T92", "是 BE760-3T84", off(M("r3t84", "seq_write"), 3.6) and off(max(sw) / M("r3t84", "seq_write"), 2.5)),
  V("row", "除 1.92TB 型号", "除 3.84TB 型号", off(M("r3t84", "seq_read"), 13.5)),
  V("dir", "顺序写最高", "顺序写最低", off(min(sw), 9.0)),
  V("qual", "顺序写最高 9.0GB/s", "顺序写均超过 9.0GB/s", not min(sw) > 9.0),
  V("stat", "顺序写最高", "顺序写平均", off(sum(sw) / len(sw), 9.0)),
  )
C(R, "zh", "读密集型 BE760 为 {1} DWPD,混合负载型 BE760M 提高到 {3} DWPD：BE760M-6T4 五年可写入 {35.0}PB,容量更大的 BE760-7T68 只有 {14.0}PB,前者是后者的 {2.5} 倍 [@AT1]。",
  [r(M("r7t68", "dwpd")), r(M("m6t4", "dwpd")), r(M("m6t4", "pbw")), r(M("r7t68", "pbw")), r(M("m6t4", "pbw") / M("r7t68", "pbw"))],
  val("为 1 DWPD", "为 2 DWPD", M("r7t68", "dwpd")),
  val("提高到 3 DWPD", "提高到 5 DWPD", M("m6t4", "dwpd")),
  val("写入 35.0PB", "写入 36.0PB", M("m6t4", "pbw")),
  val("只有 14.0PB", "只有 12.0PB", M("r7t68", "pbw")),
  val("的 2.5 倍", "的 3.5 倍", M("m6t4", "pbw") / M("r7t68", "pbw")),
  V("unit", "写入 35.0PB", "写入 35.0TB", off(M("m6t4", "pbw") * 1000, 35.0)),
  V("unit", "只有 14.0PB", "只有 14.0PiB", off(M("r7t68", "pbw") / 1.125899906842624, 14.0)),
  V("row", "BE760M-6T4 五年", "BE760M-3T2 五年", off(M("m3t2", "pbw"), 35.0)),
  V("row", "容量更大的 BE760-7T68", "容量更大的 BE760-15T36", off(M("r15t36", "pbw"), 14.0)),
  V("dir", "容量更大的", "容量更小的", M("r7t68", "cap") > M("m6t4", "cap")),
  V("qual", "只有 14.0PB", "超过 14.0PB", not M("r7t68", "pbw") > 14.0),
  V("qual", "前者是后者的 2.5 倍", "前者不到后者的 2 倍", not M("m6t4", "pbw") / M("r7t68", "pbw") < 2),
  V("dir", "提高到 3 DWPD", "降低到 3 DWPD", M("m6t4", "dwpd") > M("r7t68", "dwpd")),
  V("value", "五年可写入", "三年可写入", True, "35.0 PB is the five-year figure; three years would be 21.0 PB"),
  )
rl, wl = (lambda k: g(f"read_lat.{k}")), (lambda k: g(f"write_lat.{k}"))
C(R, "zh", "QD1 下,BE760-3T84 的 4K 随机读平均时延 {68} 微秒,P99 为 {95} 微秒,P99.99 也只有 {210} 微秒,约为平均值的 {3.1} 倍 [@AT1]。",
  [r(rl("mean")), r(rl("p99")), r(rl("p9999")), r(rl("p9999") / rl("mean"))],
  val("时延 68 微秒", "时延 86 微秒", rl("mean")),
  val("P99 为 95", "P99 为 105", rl("p99")),
  val("只有 210 微秒", "只有 250 微秒", rl("p9999")),
  val("的 3.1 倍", "的 4.1 倍", rl("p9999") / rl("mean")),
  V("unit", "时延 68 微秒", "时延 68 毫秒", off(rl("mean") * 1000, 68)),
  V("unit", "只有 210 微秒", "只有 210 纳秒", off(rl("p9999") / 1000, 210)),
  V("stat", "平均时延 68", "P99 时延 68", off(rl("p99"), 68)),
  V("stat", "P99 为 95", "P99.99 为 95", off(rl("p9999"), 95)),
  V("stat", "P99.99 也只有", "P99 也只有", off(rl("p99"), 210)),
  V("col", "4K 随机读平均时延", "4K 随机写平均时延", off(wl("mean"), 68)),
  V("qual", "也只有 210 微秒", "也超过 210 微秒", not rl("p9999") > 210),
  V("dir", "约为平均值的 3.1 倍", "约为平均值的三分之一", rl("p9999") > rl("mean")),
  V("row", "BE760-3T84 的 4K", "BE760-1T92 的 4K", True, "the report measured QD1 latency on the 3.84 TB model only"),
  V("qual", "约为平均值的 3.1 倍", "不到平均值的 3 倍", not rl("p9999") / rl("mean") < 3),
  )
fob, st = g("rw_state.fob"), g("rw_state.steady")
C(R, "zh", "全新盘时 BE760-3T84 的 4K 随机写可达 {610}K IOPS,但全盘写满两遍进入稳态后降到 {200}K IOPS,只剩约三分之一 [@AT1]。",
  [r(fob), r(st)],
  val("可达 610K", "可达 710K", fob),
  val("降到 200K", "降到 240K", st),
  V("value", "只剩约三分之一", "只剩约四分之一", off(st / fob, 0.25, 0.15)),
  V("value", "只剩约三分之一", "只剩约一半", off(st / fob, 0.5, 0.15)),
  V("dir", "降到 200K", "升到 200K", st < fob),
  V("unit", "降到 200K IOPS", "降到 200M IOPS", off(st, 200000)),
  V("unit", "可达 610K IOPS", "可达 610 IOPS", off(fob * 1000, 610)),
  V("row", "BE760-3T84 的 4K", "BE760M-3T2 的 4K", off(M("m3t2", "rand_write"), 200)),
  V("col", "4K 随机写可达", "4K 随机读可达", off(M("r3t84", "rand_read"), 610)),
  V("stat", "全新盘时", "稳态时", off(st, 610)),
  V("qual", "只剩约三分之一", "仍超过一半", not st / fob > 0.5),
  V("qual", "可达 610K", "不到 600K", not fob < 600),
  V("dir", "只剩约三分之一", "增加了约三分之一", st < fob),
  )
C(R, "zh", "旗舰型号 BE760-30T72 单盘 {30.72}TB,是入门型号 BE760-1T92 的 {16} 倍;按 {1} DWPD 计,五年总写入量达 {56.1}PB [@AT1]。",
  [r(M("r30t72", "cap")), r(M("r30t72", "cap") / M("r1t92", "cap")), r(M("r30t72", "dwpd")), r(M("r30t72", "pbw"))],
  val("单盘 30.72TB", "单盘 32.72TB", M("r30t72", "cap")),
  val("的 16 倍", "的 8 倍", M("r30t72", "cap") / M("r1t92", "cap")),
  val("按 1 DWPD", "按 3 DWPD", M("r30t72", "dwpd")),
  val("达 56.1PB", "达 65.1PB", M("r30t72", "pbw")),
  V("unit", "单盘 30.72TB", "单盘 30.72TiB", off(M("r30t72", "cap") * 1.099511627776, 30.72)),
  V("unit", "达 56.1PB", "达 56.1TB", off(M("r30t72", "pbw") * 1000, 56.1)),
  V("row", "是入门型号 BE760-1T92", "是入门型号 BE760-3T84", off(M("r30t72", "cap") / M("r3t84", "cap"), 16)),
  V("row", "旗舰型号 BE760-30T72 单盘", "旗舰型号 BE760-15T36 单盘", off(M("r15t36", "cap"), 30.72)),
  V("qual", "五年总写入量达 56.1PB", "五年总写入量不到 50PB", not M("r30t72", "pbw") < 50),
  V("dir", "是入门型号 BE760-1T92 的 16 倍", "只有入门型号 BE760-1T92 的 16 分之一", M("r30t72", "cap") > M("r1t92", "cap")),
  V("col", "五年总写入量达", "最大功耗达", off(M("r30t72", "power"), 56.1)),
  V("value", "五年总写入量", "三年总写入量", True, "56.1 PB is the five-year figure"),
  V("stat", "单盘 30.72TB", "整系列合计 30.72TB", off(sum(M(k, "cap") for k in rows1), 30.72)),
  )
pw = [M(k, "power") for k in rows1]
idle = g("spec.idle.value")
pc = g("power_cap")
C(R, "zh", "BE760 系列各型号最大功耗在 {20}~{25}W 之间,空闲功耗只有 {7}W,不到最高档满载功耗的三成;功耗上限还可按 {12}~{25}W 分档设置 [@AT1]。",
  [r(min(pw)), r(max(pw)), r(idle), r(pc[0]), r(pc[1])],
  val("在 20~", "在 18~", min(pw)),
  val("~25W 之间", "~28W 之间", max(pw)),
  val("只有 7W", "只有 9W", idle),
  val("按 12~", "按 10~", pc[0]),
  val("~25W 分档", "~30W 分档", pc[1]),
  V("value", "满载功耗的三成", "满载功耗的两成", not idle / max(pw) < 0.2),
  V("unit", "只有 7W", "只有 7kW", off(idle / 1000, 7)),
  V("qual", "只有 7W", "超过 7W", not idle > 7),
  V("col", "空闲功耗只有", "最大功耗只有", off(min(pw), 7)),
  V("dir", "不到最高档满载功耗的三成", "超过最高档满载功耗的三成", not idle / max(pw) > 0.3),
  V("stat", "最高档满载", "最低档满载", not idle / min(pw) < 0.3),
  V("unit", "~25W 之间", "~25kW 之间", off(max(pw) / 1000, 25)),
  )
mtbf = g("spec.mtbf.value")
C(R, "zh", "可靠性方面,BE760 平均无故障时间 {250} 万小时,约合 {285} 年;质保 {5} 年,掉电保护可维持 {30} 毫秒 [@AT1]。",
  [r(mtbf), r(mtbf * 1e4 / 8760), r(g("spec.warranty.value")), r(g("spec.plp.value"))],
  val("时间 250 万", "时间 200 万", mtbf),
  val("约合 285 年", "约合 258 年", mtbf * 1e4 / 8760),
  val("质保 5 年", "质保 3 年", g("spec.warranty.value")),
  val("维持 30 毫秒", "维持 50 毫秒", g("spec.plp.value")),
  V("unit", "250 万小时", "250 万分钟", off(mtbf * 1e4 * 60, 250e4)),
  V("unit", "质保 5 年", "质保 5 个月", off(g("spec.warranty.value") * 12, 5)),
  V("unit", "维持 30 毫秒", "维持 30 秒", off(g("spec.plp.value") / 1000, 30)),
  V("qual", "质保 5 年", "质保超过 5 年", not g("spec.warranty.value") > 5),
  V("qual", "可维持 30 毫秒", "可维持 100 毫秒以上", not g("spec.plp.value") >= 100),
  V("unit", "约合 285 年", "约合 285 个月", off(mtbf * 1e4 / 730, 285)),
  V("col", "质保 5 年", "空闲功耗 5 年", True, "the idle power is 7 W, not a number of years"),
  )
C(R, "zh", "混合负载型 BE760M-6T4 的稳态 4K 随机写达 {600}K IOPS,是同代读密集型 BE760-7T68({240}K IOPS)的 {2.5} 倍,随机读则同为 {3,300}K IOPS [@AT1]。",
  [r(M("m6t4", "rand_write")), r(M("r7t68", "rand_write")), r(M("m6t4", "rand_write") / M("r7t68", "rand_write")), r(M("m6t4", "rand_read"))],
  val("随机写达 600K", "随机写达 520K", M("m6t4", "rand_write")),
  val("(240K", "(200K", M("r7t68", "rand_write")),
  val("的 2.5 倍", "的 3.5 倍", M("m6t4", "rand_write") / M("r7t68", "rand_write")),
  val("同为 3,300K", "同为 3,000K", M("m6t4", "rand_read")),
  V("unit", "随机写达 600K IOPS", "随机写达 600 IOPS", off(M("m6t4", "rand_write") * 1000, 600)),
  V("row", "BE760M-6T4 的稳态", "BE760M-12T8 的稳态", off(M("m12t8", "rand_write"), 600)),
  V("row", "读密集型 BE760-7T68", "读密集型 BE760-15T36", off(M("r15t36", "rand_write"), 240)),
  V("col", "随机读则同为", "顺序读则同为", off(M("m6t4", "seq_read") * 1000, 3300)),
  V("qual", "随机写达 600K", "随机写超过 600K", not M("m6t4", "rand_write") > 600),
  V("dir", "是同代读密集型 BE760-7T68(240K IOPS)的 2.5 倍", "比同代读密集型 BE760-7T68(240K IOPS)低 2.5 倍", M("m6t4", "rand_write") > M("r7t68", "rand_write")),
  V("stat", "的稳态 4K", "的全新盘 4K", True, "600K is the steady-state figure; the report gives a fresh-drive figure only for the BE760-3T84"),
  V("col", "稳态 4K 随机写达", "稳态 4K 随机读达", off(M("m6t4", "rand_read"), 600)),
  V("value", "的 2.5 倍", "的 25 倍", off(M("m6t4", "rand_write") / M("r7t68", "rand_write"), 25)),
  )
C(R, "zh", "写入更快:QD1 4K 随机写平均时延仅 {12} 微秒,P99 为 {18} 微秒,平均值不到随机读({68} 微秒)的五分之一 [@AT1]。",
  [r(wl("mean")), r(wl("p99")), r(rl("mean"))],
  val("时延仅 12 微秒", "时延仅 21 微秒", wl("mean")),
  val("P99 为 18", "P99 为 28", wl("p99")),
  val("随机读(68", "随机读(86", rl("mean")),
  V("value", "的五分之一", "的十分之一", not wl("mean") / rl("mean") < 0.1),
  V("unit", "时延仅 12 微秒", "时延仅 12 毫秒", off(wl("mean") * 1000, 12)),
  V("unit", "P99 为 18 微秒", "P99 为 18 纳秒", off(wl("p99") / 1000, 18)),
  V("stat", "平均时延仅", "P99.99 时延仅", off(wl("p9999"), 12)),
  V("stat", "P99 为 18", "P99.99 为 18", off(wl("p9999"), 18)),
  V("col", "QD1 4K 随机写平均", "QD1 4K 随机读平均", off(rl("mean"), 12)),
  V("qual", "不到随机读", "超过随机读", not wl("mean") / rl("mean") > 0.2),
  V("dir", "写入更快", "写入更慢", wl("mean") < rl("mean")),
  V("stat", "随机读(68 微秒)", "随机读 P99(68 微秒)", off(rl("p99"), 68)),
  )
C(R, "en", "At {14.0} GB/s, the BE760M-3T2 reads sequentially as fast as any drive in the range, and its {7.0} GB/s of sequential writes is almost twice the {3.6} GB/s of the BE760-1T92 [@AT1].",
  [r(M("m3t2", "seq_read")), r(M("m3t2", "seq_write")), r(M("r1t92", "seq_write"))],
  val("At 14.0 GB/s", "At 15.0 GB/s", M("m3t2", "seq_read")),
  val("its 7.0 GB/s", "its 7.5 GB/s", M("m3t2", "seq_write")),
  val("the 3.6 GB/s", "the 3.2 GB/s", M("r1t92", "seq_write")),
  V("value", "almost twice", "almost three times", off(M("m3t2", "seq_write") / M("r1t92", "seq_write"), 3, 0.1)),
  V("unit", "At 14.0 GB/s", "At 14.0 Gb/s", off(M("m3t2", "seq_read") * 8, 14.0)),
  V("unit", "its 7.0 GB/s", "its 7.0 MB/s", off(M("m3t2", "seq_write") * 1000, 7.0)),
  V("row", "the BE760M-3T2 reads", "the BE760-1T92 reads", off(M("r1t92", "seq_read"), 14.0)),
  V("row", "of the BE760-1T92", "of the BE760-3T84", off(M("r3t84", "seq_write"), 3.6)),
  V("col", "of sequential writes", "of random writes", True, "random writes are given in IOPS (480K for the BE760M-3T2), not GB/s"),
  V("qual", "almost twice", "more than twice", not M("m3t2", "seq_write") / M("r1t92", "seq_write") > 2),
  V("dir", "as fast as any drive", "slower than every other drive", not M("m3t2", "seq_read") < min(M(k, "seq_read") for k in rows1 if k != "m3t2")),
  V("stat", "as fast as any drive", "twice as fast as the average drive", off(sum(M(k, "seq_read") for k in rows1) / 8 * 2, 14.0)),
  )
C(R, "en", "Rated at {1} drive write per day for five years, the {15.36} TB BE760-15T36 can absorb {28.0} PB, about {15.3} TB for every day of its warranty [@AT1].",
  [r(M("r15t36", "dwpd")), r(M("r15t36", "cap")), r(M("r15t36", "pbw")), a(M("r15t36", "pbw") * 1000 / (5 * 365))],
  val("at 1 drive", "at 3 drive", M("r15t36", "dwpd")),
  val("the 15.36 TB", "the 16.36 TB", M("r15t36", "cap")),
  val("absorb 28.0 PB", "absorb 24.0 PB", M("r15t36", "pbw")),
  val("about 15.3 TB", "about 30.6 TB", M("r15t36", "pbw") * 1000 / (5 * 365), 0.06),
  V("value", "for five years", "for three years", True, "28.0 PB is the five-year figure"),
  V("unit", "absorb 28.0 PB", "absorb 28.0 TB", off(M("r15t36", "pbw") * 1000, 28.0)),
  V("unit", "the 15.36 TB", "the 15.36 TiB", off(M("r15t36", "cap") / 1.099511627776, 15.36)),
  V("unit", "for every day", "for every hour", off(M("r15t36", "pbw") * 1000 / (5 * 365 * 24), 15.3, 0.06)),
  V("row", "BE760-15T36 can", "BE760-30T72 can", off(M("r30t72", "pbw"), 28.0)),
  V("qual", "can absorb 28.0 PB", "can absorb under 25 PB", not M("r15t36", "pbw") < 25),
  V("col", "can absorb 28.0 PB", "can absorb 28.0 PB per drive write", True, "28.0 PB is the lifetime total, not one drive write (15.36 TB)"),
  V("value", "about 15.3 TB for every day", "about 1.53 TB for every day", off(M("r15t36", "pbw") * 1000 / 1825, 1.53, 0.06)),
  )
rr = {k: M(k, "rand_read") for k in rows1}
C(R, "en", "Random reads top out at {3.3} million IOPS on the {7.68}, {15.36}, {6.4} and {12.8} TB models; the {30.72} TB model drops back to {3.0} million, about {9}% less [@AT1].",
  [r(max(rr.values()) / 1000), r(M("r7t68", "cap")), r(M("r15t36", "cap")), r(M("m6t4", "cap")), r(M("m12t8", "cap")), r(M("r30t72", "cap")), r(rr["r30t72"] / 1000), r(100 * (1 - rr["r30t72"] / max(rr.values())))],
  val("at 3.3 million", "at 3.5 million", max(rr.values()) / 1000),
  val("to 3.0 million", "to 2.8 million", rr["r30t72"] / 1000),
  val("about 9%", "about 11%", 100 * (1 - rr["r30t72"] / max(rr.values()))),
  V("unit", "at 3.3 million IOPS", "at 3.3 thousand IOPS", off(max(rr.values()), 3.3)),
  V("row", "the 30.72 TB model", "the 1.92 TB model", off(rr["r1t92"] / 1000, 3.0)),
  V("dir", "drops back to", "climbs to", rr["r30t72"] < max(rr.values())),
  V("dir", "about 9% less", "about 9% more", rr["r30t72"] < max(rr.values())),
  V("col", "Random reads top", "Random writes top", off(max(M(k, "rand_write") for k in rows1 if k != "r30t72") / 1000, 3.3)),
  V("stat", "top out at", "average", off(sum(rr.values()) / 8 / 1000, 3.3)),
  V("qual", "about 9% less", "more than 10% less", not 100 * (1 - rr["r30t72"] / max(rr.values())) > 10),
  V("value", "the 30.72 TB model", "the 32 TB model", True, "the largest model holds 30.72 TB"),
  V("unit", "to 3.0 million", "to 3.0 billion", off(rr["r30t72"] * 1000, 3.0e9)),
  )
C(R, "en", "Write tail latency stays tight: a QD1 random write on the BE760-3T84 takes {12} µs on average, {18} µs at P99 and {45} µs at the 99.99th percentile [@AT1].",
  [r(wl("mean")), r(wl("p99")), r(wl("p9999"))],
  val("takes 12 µs", "takes 21 µs", wl("mean")),
  val("18 µs at P99", "81 µs at P99", wl("p99")),
  val("and 45 µs", "and 54 µs", wl("p9999")),
  V("unit", "takes 12 µs", "takes 12 ms", off(wl("mean") * 1000, 12)),
  V("unit", "and 45 µs", "and 45 ns", off(wl("p9999") / 1000, 45)),
  V("stat", "at P99 and", "at P99.99 and", off(wl("p9999"), 18)),
  V("stat", "at the 99.99th percentile", "at the 99th percentile", off(wl("p99"), 45)),
  V("stat", "on average", "at the median", True, "12 µs is the mean; the report gives no median"),
  V("col", "random write on", "random read on", off(rl("mean"), 12)),
  V("row", "on the BE760-3T84", "on the BE760-7T68", True, "latency was measured on the 3.84 TB model only"),
  V("qual", "and 45 µs", "and over 50 µs", not wl("p9999") > 50),
  V("dir", "stays tight", "blows out past 100 µs", not wl("p9999") > 100),
  )
dcap = M("m3t2", "cap") - M("r3t84", "cap")
C(R, "en", "The BE760M-3T2 gives up {0.64} TB of capacity to the BE760-3T84 but is rated for {3} drive writes per day instead of {1}, so it can take {17.5} PB over five years, {2.5} times as much [@AT1].",
  [r(abs(dcap)), r(M("m3t2", "dwpd")), r(M("r3t84", "dwpd")), r(M("m3t2", "pbw")), r(M("m3t2", "pbw") / M("r3t84", "pbw"))],
  val("up 0.64 TB", "up 0.32 TB", abs(dcap)),
  val("for 3 drive", "for 5 drive", M("m3t2", "dwpd")),
  val("instead of 1", "instead of 2", M("r3t84", "dwpd")),
  val("take 17.5 PB", "take 15.7 PB", M("m3t2", "pbw")),
  val("2.5 times", "3.5 times", M("m3t2", "pbw") / M("r3t84", "pbw")),
  V("unit", "up 0.64 TB", "up 0.64 PB", off(abs(dcap) / 1000, 0.64)),
  V("unit", "take 17.5 PB", "take 17.5 TB", off(M("m3t2", "pbw") * 1000, 17.5)),
  V("dir", "gives up", "gains", dcap < 0),
  V("row", "to the BE760-3T84", "to the BE760-1T92", off(abs(M("m3t2", "cap") - M("r1t92", "cap")), 0.64)),
  V("row", "The BE760M-3T2 gives", "The BE760M-6T4 gives", off(abs(M("m6t4", "cap") - M("r3t84", "cap")), 0.64)),
  V("value", "over five years", "over three years", True, "17.5 PB is the five-year figure"),
  V("qual", "2.5 times as much", "more than three times as much", not M("m3t2", "pbw") / M("r3t84", "pbw") > 3),
  )
C(R, "en", "Per watt of maximum power, the BE760-7T68 delivers {132}K random-read IOPS ({3,300}K at {25} W), a fifth more than the BE760-1T92's {110}K at {20} W [@AT1].",
  [r(rr["r7t68"] / M("r7t68", "power")), r(rr["r7t68"]), r(M("r7t68", "power")), r(rr["r1t92"] / M("r1t92", "power")), r(M("r1t92", "power"))],
  val("delivers 132K", "delivers 123K", rr["r7t68"] / M("r7t68", "power")),
  val("(3,300K", "(3,000K", rr["r7t68"]),
  val("at 25 W", "at 23 W", M("r7t68", "power")),
  val("1T92's 110K", "1T92's 120K", rr["r1t92"] / M("r1t92", "power")),
  val("at 20 W", "at 23 W", M("r1t92", "power")),
  V("value", "a fifth more", "a third more", off(rr["r7t68"] / M("r7t68", "power") / (rr["r1t92"] / M("r1t92", "power")) - 1, 1 / 3, 0.2)),
  V("dir", "a fifth more than", "a fifth less than", rr["r7t68"] / M("r7t68", "power") > rr["r1t92"] / M("r1t92", "power")),
  V("unit", "at 25 W", "at 25 kW", off(M("r7t68", "power") / 1000, 25)),
  V("row", "the BE760-1T92's", "the BE760-3T84's", off(rr["r3t84"] / M("r3t84", "power"), 110)),
  V("row", "the BE760-7T68 delivers", "the BE760-30T72 delivers", off(rr["r30t72"] / M("r30t72", "power"), 132)),
  V("col", "random-read IOPS", "random-write IOPS", off(M("r7t68", "rand_write") / M("r7t68", "power"), 132)),
  V("stat", "Per watt of maximum power", "Per watt of idle power", off(rr["r7t68"] / idle, 132)),
  )
C(R, "en", "The drive runs with its case anywhere from {0} to {70} °C and idles at {7} W, a little over a quarter of the {25} W maximum of the larger models [@AT1].",
  [r(g("temp")[0]), r(g("temp")[1]), r(idle), r(M("r7t68", "power"))],
  val("from 0 to", "from 5 to", g("temp")[0]),
  val("to 70 °C", "to 85 °C", g("temp")[1]),
  val("idles at 7 W", "idles at 9 W", idle),
  val("the 25 W", "the 23 W", M("r7t68", "power")),
  V("value", "a little over a quarter", "a little over a third", not idle / M("r7t68", "power") > 1 / 3),
  V("unit", "idles at 7 W", "idles at 7 kW", off(idle / 1000, 7)),
  V("unit", "to 70 °C", "to 70 °F", off(g("temp")[1] * 9 / 5 + 32, 70)),
  V("qual", "a little over a quarter", "under a quarter", not idle / M("r7t68", "power") < 0.25),
  V("col", "idles at 7 W", "is capped at 7 W", True, "the power cap is set between 12 and 25 W"),
  V("row", "maximum of the larger models", "maximum of the 1.92 TB model", off(M("r1t92", "power"), 25)),
  V("dir", "a little over a quarter of", "four times", True, "7 W is below the 25 W maximum, not four times it"),
  )
C(R, "en", "Backed by a {5}-year warranty, the BE760 is rated for a {2.5} million-hour MTBF, and over its {4}-lane PCIe 5.0 link it holds up writes for {30} ms after a power loss [@AT1].",
  [r(g("spec.warranty.value")), r(mtbf / 100), r(g("spec.lanes.value")), r(g("spec.plp.value"))],
  val("a 5-year", "a 3-year", g("spec.warranty.value")),
  val("a 2.5 million", "a 2.0 million", mtbf / 100),
  val("its 4-lane", "its 8-lane", g("spec.lanes.value")),
  val("for 30 ms", "for 3 ms", g("spec.plp.value")),
  V("unit", "for 30 ms", "for 30 s", off(g("spec.plp.value") / 1000, 30)),
  V("unit", "a 5-year", "a 5-month", off(g("spec.warranty.value") * 12, 5)),
  V("unit", "2.5 million-hour", "2.5 million-minute", off(mtbf * 1e4 * 60 / 1e6, 2.5)),
  V("qual", "rated for a 2.5", "rated for over 3", not mtbf / 100 > 3),
  V("qual", "for 30 ms", "for at least 50 ms", not g("spec.plp.value") >= 50),
  V("col", "a 5-year warranty", "a 5-year MTBF", True, "the MTBF is 2.5 million hours (about 285 years)"),
  )
C(R, "en", "Over its five-year rating the BE760M-12T8 can write {70.1} PB, {5} times the {14.0} PB of the BE760-7T68, although it holds only {5.12} TB more [@AT1].",
  [r(M("m12t8", "pbw")), r(M("m12t8", "pbw") / M("r7t68", "pbw")), r(M("r7t68", "pbw")), r(M("m12t8", "cap") - M("r7t68", "cap"))],
  val("write 70.1 PB", "write 71.0 PB", M("m12t8", "pbw")),
  val("5 times", "4 times", M("m12t8", "pbw") / M("r7t68", "pbw")),
  val("the 14.0 PB", "the 12.0 PB", M("r7t68", "pbw")),
  val("only 5.12 TB", "only 4.12 TB", M("m12t8", "cap") - M("r7t68", "cap")),
  V("dir", "TB more", "TB less", M("m12t8", "cap") > M("r7t68", "cap")),
  V("unit", "write 70.1 PB", "write 70.1 TB", off(M("m12t8", "pbw") * 1000, 70.1)),
  V("unit", "only 5.12 TB", "only 5.12 GB", off((M("m12t8", "cap") - M("r7t68", "cap")) * 1000, 5.12)),
  V("row", "of the BE760-7T68", "of the BE760-15T36", off(M("r15t36", "pbw"), 14.0)),
  V("row", "the BE760M-12T8 can", "the BE760M-6T4 can", off(M("m6t4", "pbw"), 70.1)),
  V("qual", "5 times the", "more than 6 times the", not M("m12t8", "pbw") / M("r7t68", "pbw") > 6),
  V("value", "five-year rating", "three-year rating", True, "70.1 PB is the five-year figure"),
  V("col", "can write 70.1 PB", "can write 70.1 PB a day", True, "70.1 PB is the five-year total"),
  )
# ---------------------------------------------------------------------------------------------------------------
# AT2: Kubernetes CSI block storage benchmark (English-first)
g = getter("AT2")
R = "AT2"
Fi = lambda row, col: g(f"fio.{row}.{col}")
Op = lambda row, col: g(f"ops.{row}.{col}")
C(R, "en", "With three replicas, OpenEBS Mayastor reached {228,000} random-read IOPS, {55}% of the {412,000} a local-path volume gets from the same NVMe drive [@AT2].",
  [r(Fi("may_r3", "rr_iops")), r(100 * Fi("may_r3", "rr_iops") / Fi("local", "rr_iops")), r(Fi("local", "rr_iops"))],
  val("reached 228,000", "reached 282,000", Fi("may_r3", "rr_iops")),
  val("55% of", "65% of", 100 * Fi("may_r3", "rr_iops") / Fi("local", "rr_iops")),
  val("the 412,000", "the 421,000", Fi("local", "rr_iops")),
  V("row", "OpenEBS Mayastor reached", "Portworx reached", off(Fi("px_r3", "rr_iops"), 228000)),
  V("row", "a local-path volume gets", "a one-replica Longhorn volume gets", off(Fi("lh_r1", "rr_iops"), 412000)),
  V("col", "random-read IOPS", "random-write IOPS", off(Fi("may_r3", "rw_iops"), 228000)),
  V("value", "With three replicas", "With one replica", True, "Mayastor was tested with three replicas only"),
  V("unit", "55% of", "55 times", off(Fi("may_r3", "rr_iops") / Fi("local", "rr_iops"), 55)),
  V("qual", "reached 228,000", "topped 250,000", not Fi("may_r3", "rr_iops") > 250000),
  V("dir", "55% of the", "55% more than the", Fi("may_r3", "rr_iops") < Fi("local", "rr_iops")),
  V("qual", "55% of the", "under half of the", not Fi("may_r3", "rr_iops") / Fi("local", "rr_iops") < 0.5),
  V("unit", "228,000 random-read IOPS", "228,000 random-read MB/s", True, "228,000 counts operations per second, not megabytes"),
  )
C(R, "en", "Mayastor's {61,500} random-write IOPS are more than six times Longhorn's {9,800} with the same three replicas [@AT2].",
  [r(Fi("may_r3", "rw_iops")), r(Fi("lh_r3", "rw_iops"))],
  val("Mayastor's 61,500", "Mayastor's 65,100", Fi("may_r3", "rw_iops")),
  val("Longhorn's 9,800", "Longhorn's 8,900", Fi("lh_r3", "rw_iops")),
  V("value", "more than six times", "more than seven times", not Fi("may_r3", "rw_iops") / Fi("lh_r3", "rw_iops") > 7),
  V("qual", "more than six times", "less than six times", not Fi("may_r3", "rw_iops") / Fi("lh_r3", "rw_iops") < 6),
  V("dir", "more than six times Longhorn's", "a sixth of Longhorn's", Fi("may_r3", "rw_iops") > Fi("lh_r3", "rw_iops")),
  V("row", "Longhorn's 9,800", "Portworx's 9,800", off(Fi("px_r3", "rw_iops"), 9800)),
  V("row", "Mayastor's 61,500", "Portworx's 61,500", off(Fi("px_r3", "rw_iops"), 61500)),
  V("col", "random-write IOPS", "random-read IOPS", off(Fi("may_r3", "rr_iops"), 61500)),
  V("value", "the same three replicas", "the same two replicas", True, "both engines were tested with three replicas"),
  V("unit", "random-write IOPS", "random-write MB/s", True, "61,500 counts operations per second; sequential writes are 890 MB/s"),
  V("stat", "Mayastor's 61,500", "Mayastor's peak of 65,100", off(Fi("may_r3", "rw_iops"), 65100)),
  )
lw = 100 * (1 - Fi("lh_r3", "rw_iops") / Fi("lh_r1", "rw_iops"))
C(R, "en", "Longhorn pays heavily for replication: going from {1} to {3} replicas cuts its random writes by {54}%, from {21,400} to {9,800} IOPS, and nearly doubles its QD1 write latency to {1,150} µs [@AT2].",
  [r(Fi("lh_r1", "replicas")), r(Fi("lh_r3", "replicas")), r(lw), r(Fi("lh_r1", "rw_iops")), r(Fi("lh_r3", "rw_iops")), r(Fi("lh_r3", "write_lat"))],
  val("by 54%", "by 45%", lw),
  val("from 21,400", "from 24,100", Fi("lh_r1", "rw_iops")),
  val("to 9,800 IOPS", "to 8,900 IOPS", Fi("lh_r3", "rw_iops")),
  val("to 1,150 µs", "to 1,510 µs", Fi("lh_r3", "write_lat")),
  V("value", "from 1 to 3 replicas", "from 1 to 2 replicas", True, "the report has no two-replica run"),
  V("unit", "to 1,150 µs", "to 1,150 ms", off(Fi("lh_r3", "write_lat") / 1000, 1150)),
  V("dir", "cuts its random writes", "lifts its random writes", Fi("lh_r3", "rw_iops") < Fi("lh_r1", "rw_iops")),
  V("value", "nearly doubles", "nearly triples", not Fi("lh_r3", "write_lat") / Fi("lh_r1", "write_lat") > 2.5),
  V("col", "cuts its random writes", "cuts its random reads", off(100 * (1 - Fi("lh_r3", "rr_iops") / Fi("lh_r1", "rr_iops")), 54)),
  V("col", "QD1 write latency", "QD1 read latency", off(Fi("lh_r3", "read_lat"), 1150)),
  V("qual", "by 54%", "by more than 60%", not lw > 60),
  V("unit", "by 54%", "by 54 percentage points", True, "54% is a relative fall; the IOPS are not percentages"),
  V("row", "Longhorn pays heavily", "Portworx pays heavily", True, "Portworx was tested with three replicas only"),
  )
C(R, "en", "At queue depth 1 a 4K read takes {142} µs on Mayastor and {175} µs on Portworx, against {86} µs on the local drive: replication adds {56} to {89} µs [@AT2].",
  [r(Fi("may_r3", "read_lat")), r(Fi("px_r3", "read_lat")), r(Fi("local", "read_lat")), r(Fi("may_r3", "read_lat") - Fi("local", "read_lat")), r(Fi("px_r3", "read_lat") - Fi("local", "read_lat"))],
  val("takes 142 µs", "takes 124 µs", Fi("may_r3", "read_lat")),
  val("and 175 µs", "and 157 µs", Fi("px_r3", "read_lat")),
  val("against 86 µs", "against 68 µs", Fi("local", "read_lat")),
  val("adds 56 to", "adds 46 to", Fi("may_r3", "read_lat") - Fi("local", "read_lat")),
  val("to 89 µs", "to 98 µs", Fi("px_r3", "read_lat") - Fi("local", "read_lat")),
  V("unit", "takes 142 µs", "takes 142 ms", off(Fi("may_r3", "read_lat") / 1000, 142)),
  V("unit", "against 86 µs", "against 86 ns", off(Fi("local", "read_lat") * 1000, 86)),
  V("col", "a 4K read takes", "a 4K write takes", off(Fi("may_r3", "write_lat"), 142)),
  V("row", "on Portworx", "on Longhorn", off(Fi("lh_r3", "read_lat"), 175)),
  V("dir", "replication adds", "replication saves", Fi("may_r3", "read_lat") > Fi("local", "read_lat")),
  V("stat", "a 4K read takes", "a 4K read at P99 takes", True, "the figures are means; the report gives no P99"),
  V("qual", "replication adds 56 to 89 µs", "replication adds over 100 µs", not Fi("px_r3", "read_lat") - Fi("local", "read_lat") > 100),
  )
px3 = 3 * Fi("px_r3", "seq_write") / 1000
net = g("network") / 8
C(R, "en", "Portworx's {1,030} MB/s of sequential writes, sent to three replicas, puts about {3.1} GB/s on the wire, close to the {25} Gbps ({3.125} GB/s) of each node's storage network [@AT2].",
  [r(Fi("px_r3", "seq_write")), r(px3), r(g("network")), r(net)],
  val("Portworx's 1,030", "Portworx's 1,300", Fi("px_r3", "seq_write")),
  val("about 3.1 GB/s", "about 2.1 GB/s", px3, 0.06),
  val("the 25 Gbps", "the 40 Gbps", g("network")),
  val("(3.125 GB/s)", "(3.25 GB/s)", net),
  V("unit", "the 25 Gbps", "the 25 GB/s", off(g("network") / 8, 25)),
  V("unit", "(3.125 GB/s)", "(3.125 Gb/s)", off(net * 8, 3.125)),
  V("unit", "1,030 MB/s", "1,030 GB/s", off(Fi("px_r3", "seq_write") / 1000, 1030)),
  V("row", "Portworx's 1,030", "Mayastor's 1,030", off(Fi("may_r3", "seq_write"), 1030)),
  V("col", "of sequential writes", "of sequential reads", off(Fi("px_r3", "seq_read"), 1030)),
  V("value", "sent to three replicas", "sent to two replicas", off(2 * Fi("px_r3", "seq_write") / 1000, 3.1, 0.06)),
  V("qual", "close to the 25 Gbps", "far above the 25 Gbps", not px3 > 1.5 * net),
  V("stat", "of each node's storage network", "of the whole cluster's storage network", off(g("nodes") * net, 3.125)),
  )
C(R, "en", "When a node dies, Mayastor and Portworx both bring the pod back in {41} s; Longhorn takes {96} s, well over twice as long [@AT2].",
  [r(Op("may_r3", "failover")), r(Op("lh_r3", "failover"))],
  val("back in 41 s", "back in 14 s", Op("may_r3", "failover")),
  val("takes 96 s", "takes 69 s", Op("lh_r3", "failover")),
  V("value", "well over twice", "well over three times", not Op("lh_r3", "failover") / Op("may_r3", "failover") > 3),
  V("unit", "back in 41 s", "back in 41 min", off(Op("may_r3", "failover") / 60, 41)),
  V("unit", "takes 96 s", "takes 96 ms", off(Op("lh_r3", "failover") * 1000, 96)),
  V("dir", "well over twice as long", "well under half as long", Op("lh_r3", "failover") > Op("may_r3", "failover")),
  V("row", "Mayastor and Portworx both", "Mayastor and local-path both", True, "a local-path volume has no failover (an empty cell)"),
  V("col", "bring the pod back in 41 s", "rebuild a replica in 41 s", off(Op("may_r3", "rebuild") * 60, 41)),
  V("col", "Longhorn takes 96 s", "Longhorn attaches a volume in 96 s", off(Op("lh_r3", "attach"), 96)),
  V("qual", "well over twice", "less than twice", not Op("lh_r3", "failover") / Op("may_r3", "failover") < 2),
  V("row", "Longhorn takes 96 s", "Portworx takes 96 s", off(Op("px_r3", "failover"), 96)),
  )
C(R, "en", "Rebuilding a {100} GiB replica took {11} minutes on Mayastor, {14} on Portworx and {38} on Longhorn, more than three times Mayastor's time [@AT2].",
  [r(g("volume")), r(Op("may_r3", "rebuild")), r(Op("px_r3", "rebuild")), r(Op("lh_r3", "rebuild"))],
  val("a 100 GiB", "a 200 GiB", g("volume")),
  val("took 11 minutes", "took 17 minutes", Op("may_r3", "rebuild")),
  val("14 on Portworx", "41 on Portworx", Op("px_r3", "rebuild")),
  val("38 on Longhorn", "83 on Longhorn", Op("lh_r3", "rebuild")),
  V("value", "more than three times", "more than four times", not Op("lh_r3", "rebuild") / Op("may_r3", "rebuild") > 4),
  V("unit", "took 11 minutes", "took 11 seconds", off(Op("may_r3", "rebuild") * 60, 11)),
  V("unit", "a 100 GiB", "a 100 TiB", True, "the volume and its replica are 100 GiB"),
  V("row", "14 on Portworx", "14 on Longhorn", off(Op("lh_r3", "rebuild"), 14)),
  V("dir", "more than three times", "less than a third of", Op("lh_r3", "rebuild") > Op("may_r3", "rebuild")),
  V("qual", "more than three times", "under three times", not Op("lh_r3", "rebuild") / Op("may_r3", "rebuild") < 3),
  V("col", "Rebuilding a 100 GiB replica took", "Failing over took", off(Op("may_r3", "failover") / 60, 11)),
  )
mem = lambda k: g(f"memory.{k}")
cpu = lambda k: g(f"cpu_cores.{k}")
C(R, "en", "The price of Mayastor's speed is memory: it holds {4.2} GiB on every node, three times Longhorn's {1.4} GiB, while Portworx needs {3.1} GiB and just {1.2} cores [@AT2].",
  [r(mem("mayastor")), r(mem("longhorn")), r(mem("portworx")), r(cpu("portworx"))],
  val("holds 4.2 GiB", "holds 2.4 GiB", mem("mayastor")),
  val("Longhorn's 1.4", "Longhorn's 1.8", mem("longhorn")),
  val("needs 3.1 GiB", "needs 1.3 GiB", mem("portworx")),
  val("just 1.2 cores", "just 2.1 cores", cpu("portworx")),
  V("value", "three times", "four times", off(mem("mayastor") / mem("longhorn"), 4, 0.1)),
  V("unit", "holds 4.2 GiB", "holds 4.2 TiB", off(mem("mayastor") / 1024, 4.2)),
  V("unit", "holds 4.2 GiB", "holds 4.2 GB", off(mem("mayastor") * 1.073741824, 4.2, 0.02)),
  V("stat", "on every node", "across the cluster", off(g("nodes") * mem("mayastor"), 4.2)),
  V("row", "Longhorn's 1.4", "Portworx's 1.4", off(mem("portworx"), 1.4)),
  V("col", "just 1.2 cores", "just 1.2 GiB", off(mem("portworx"), 1.2)),
  V("dir", "three times Longhorn's", "a third of Longhorn's", mem("mayastor") > mem("longhorn")),
  V("qual", "just 1.2 cores", "over 2 cores", not cpu("portworx") > 2),
  )
att = Op("lh_r3", "attach") - Op("local", "attach")
C(R, "en", "Provisioning and attaching a {100} GiB ({107.4} GB) volume took {4.1} s with local-path and {9.8} s with Longhorn, {5.7} s longer [@AT2].",
  [r(g("volume")), r(g("volume") * 1.073741824), r(Op("local", "attach")), r(Op("lh_r3", "attach")), r(att)],
  val("({107.4} GB)".replace("{", "").replace("}", ""), "(100.0 GB)", g("volume") * 1.073741824),
  val("took 4.1 s", "took 1.4 s", Op("local", "attach")),
  val("and 9.8 s", "and 8.9 s", Op("lh_r3", "attach")),
  val("5.7 s longer", "7.5 s longer", att),
  V("unit", "(107.4 GB)", "(107.4 GiB)", off(g("volume"), 107.4)),
  V("unit", "took 4.1 s", "took 4.1 min", off(Op("local", "attach") / 60, 4.1)),
  V("dir", "5.7 s longer", "5.7 s faster", att > 0),
  V("row", "9.8 s with Longhorn", "9.8 s with Mayastor", off(Op("may_r3", "attach"), 9.8)),
  V("row", "with local-path", "with Portworx", off(Op("px_r3", "attach"), 4.1)),
  V("col", "Provisioning and attaching", "Failing over", True, "local-path has no failover; Longhorn fails over in 96 s"),
  V("qual", "5.7 s longer", "over 8 s longer", not att > 8),
  V("value", "a 100 GiB", "a 1,000 GiB", True, "the test volume is 100 GiB"),
  )
C(R, "zh", "三副本下,Mayastor 的 4K 随机读达 {22.8} 万 IOPS,是 Longhorn({4.12} 万 IOPS)的 {5.5} 倍 [@AT2]。",
  [r(Fi("may_r3", "rr_iops") / 1e4), r(Fi("lh_r3", "rr_iops") / 1e4), r(Fi("may_r3", "rr_iops") / Fi("lh_r3", "rr_iops"))],
  val("达 22.8 万", "达 28.2 万", Fi("may_r3", "rr_iops") / 1e4),
  val("(4.12 万", "(4.86 万", Fi("lh_r3", "rr_iops") / 1e4),
  val("的 5.5 倍", "的 4.5 倍", Fi("may_r3", "rr_iops") / Fi("lh_r3", "rr_iops")),
  V("unit", "达 22.8 万 IOPS", "达 22.8 亿 IOPS", off(Fi("may_r3", "rr_iops") / 1e8, 22.8)),
  V("unit", "的 5.5 倍", "的 5.5%", off(100 * Fi("may_r3", "rr_iops") / Fi("lh_r3", "rr_iops"), 5.5)),
  V("row", "是 Longhorn", "是单副本 Longhorn", off(Fi("lh_r1", "rr_iops") / 1e4, 4.12)),
  V("row", "Mayastor 的 4K", "Portworx 的 4K", off(Fi("px_r3", "rr_iops") / 1e4, 22.8)),
  V("col", "4K 随机读达", "4K 随机写达", off(Fi("may_r3", "rw_iops") / 1e4, 22.8)),
  V("dir", "是 Longhorn(4.12 万 IOPS)的 5.5 倍", "只有 Longhorn(4.12 万 IOPS)的 5.5 分之一", Fi("may_r3", "rr_iops") > Fi("lh_r3", "rr_iops")),
  V("qual", "随机读达 22.8 万", "随机读超过 25 万", not Fi("may_r3", "rr_iops") > 250000),
  V("value", "三副本下", "两副本下", True, "both engines were tested with three replicas"),
  V("qual", "的 5.5 倍", "不到 5 倍", not Fi("may_r3", "rr_iops") / Fi("lh_r3", "rr_iops") < 5),
  )
C(R, "zh", "Portworx 三副本顺序读 {2,210}MB/s,约为本地盘({3,150}MB/s)的七成 [@AT2]。",
  [r(Fi("px_r3", "seq_read")), r(Fi("local", "seq_read"))],
  val("顺序读 2,210", "顺序读 2,480", Fi("px_r3", "seq_read")),
  val("(3,150", "(3,510", Fi("local", "seq_read")),
  V("value", "的七成", "的五成", off(Fi("px_r3", "seq_read") / Fi("local", "seq_read"), 0.5, 0.15)),
  V("value", "的七成", "的九成", off(Fi("px_r3", "seq_read") / Fi("local", "seq_read"), 0.9, 0.15)),
  V("unit", "顺序读 2,210MB/s", "顺序读 2,210GB/s", off(Fi("px_r3", "seq_read") / 1000, 2210)),
  V("unit", "(3,150MB/s)", "(3,150Mb/s)", off(Fi("local", "seq_read") * 8, 3150)),
  V("row", "Portworx 三副本", "Mayastor 三副本", off(Fi("may_r3", "seq_read"), 2210)),
  V("row", "本地盘(3,150", "单副本 Longhorn(3,150", off(Fi("lh_r1", "seq_read"), 3150)),
  V("col", "三副本顺序读", "三副本顺序写", off(Fi("px_r3", "seq_write"), 2210)),
  V("dir", "约为本地盘(3,150MB/s)的七成", "比本地盘(3,150MB/s)高七成", Fi("px_r3", "seq_read") < Fi("local", "seq_read")),
  V("qual", "约为本地盘", "超过本地盘", not Fi("px_r3", "seq_read") > Fi("local", "seq_read")),
  V("value", "三副本顺序读", "单副本顺序读", True, "Portworx was tested with three replicas only"),
  )
C(R, "zh", "单副本 Longhorn 与三副本 Mayastor 的顺序写同为 {890}MB/s,而 Longhorn 开到三副本后只剩 {310}MB/s,约为单副本时的三分之一 [@AT2]。",
  [r(Fi("lh_r1", "seq_write")), r(Fi("lh_r3", "seq_write"))],
  val("同为 890MB/s", "同为 980MB/s", Fi("lh_r1", "seq_write")),
  val("只剩 310MB/s", "只剩 410MB/s", Fi("lh_r3", "seq_write")),
  V("value", "的三分之一", "的一半", off(Fi("lh_r3", "seq_write") / Fi("lh_r1", "seq_write"), 0.5, 0.15)),
  V("unit", "同为 890MB/s", "同为 890GB/s", off(Fi("lh_r1", "seq_write") / 1000, 890)),
  V("unit", "只剩 310MB/s", "只剩 310Mb/s", off(Fi("lh_r3", "seq_write") * 8, 310)),
  V("row", "三副本 Mayastor", "三副本 Portworx", off(Fi("px_r3", "seq_write"), 890)),
  V("col", "的顺序写同为", "的顺序读同为", off(Fi("lh_r1", "seq_read"), 890) or off(Fi("may_r3", "seq_read"), 890)),
  V("dir", "只剩 310MB/s", "升到 310MB/s", True, "310 MB/s is below the one-replica 890 MB/s, a fall"),
  V("qual", "约为单副本时的三分之一", "超过单副本时的一半", not Fi("lh_r3", "seq_write") / Fi("lh_r1", "seq_write") > 0.5),
  V("value", "开到三副本", "开到两副本", True, "the report has no two-replica run"),
  V("row", "单副本 Longhorn 与", "本地盘与", off(Fi("local", "seq_write"), 890)),
  )
C(R, "zh", "CPU 开销方面,Longhorn 在每个节点上占用 {2.6} 核,比 Portworx({1.2} 核)多出一倍以上;Mayastor 居中,为 {2.0} 核 [@AT2]。",
  [r(cpu("longhorn")), r(cpu("portworx")), r(cpu("mayastor"))],
  val("占用 2.6 核", "占用 3.6 核", cpu("longhorn")),
  val("(1.2 核)", "(1.6 核)", cpu("portworx")),
  val("为 2.0 核", "为 2.4 核", cpu("mayastor")),
  V("value", "多出一倍以上", "多出两倍以上", not cpu("longhorn") / cpu("portworx") > 3),
  V("qual", "多出一倍以上", "多出不到一倍", not cpu("longhorn") / cpu("portworx") < 2),
  V("dir", "比 Portworx(1.2 核)多出", "比 Portworx(1.2 核)少", cpu("longhorn") > cpu("portworx")),
  V("row", "Longhorn 在每个节点", "Mayastor 在每个节点", off(cpu("mayastor"), 2.6)),
  V("col", "占用 2.6 核", "占用 2.6GiB 内存", off(mem("longhorn"), 2.6)),
  V("stat", "在每个节点上占用", "在整个集群合计占用", off(g("nodes") * cpu("longhorn"), 2.6)),
  V("dir", "Mayastor 居中", "Mayastor 最高", max(cpu(k) for k in ("longhorn", "mayastor", "portworx")) != cpu("mayastor")),
  V("unit", "为 2.0 核", "为 2.0GHz", True, "the figure counts cores, not a clock rate"),
  )
C(R, "zh", "本地盘的 QD1 写时延只有 {24} 微秒,Longhorn 三副本则高达 {1,150} 微秒,约为前者的 {48} 倍 [@AT2]。",
  [r(Fi("local", "write_lat")), r(Fi("lh_r3", "write_lat")), r(Fi("lh_r3", "write_lat") / Fi("local", "write_lat"))],
  val("只有 24 微秒", "只有 42 微秒", Fi("local", "write_lat")),
  val("高达 1,150", "高达 1,510", Fi("lh_r3", "write_lat")),
  val("的 48 倍", "的 84 倍", Fi("lh_r3", "write_lat") / Fi("local", "write_lat")),
  V("unit", "只有 24 微秒", "只有 24 毫秒", off(Fi("local", "write_lat") / 1000, 24)),
  V("unit", "1,150 微秒", "1,150 毫秒", off(Fi("lh_r3", "write_lat") / 1000, 1150)),
  V("col", "QD1 写时延", "QD1 读时延", off(Fi("local", "read_lat"), 24)),
  V("row", "Longhorn 三副本则", "Mayastor 三副本则", off(Fi("may_r3", "write_lat"), 1150)),
  V("row", "Longhorn 三副本则", "Longhorn 单副本则", off(Fi("lh_r1", "write_lat"), 1150)),
  V("dir", "约为前者的 48 倍", "约为前者的 48 分之一", Fi("lh_r3", "write_lat") > Fi("local", "write_lat")),
  V("stat", "QD1 写时延", "QD1 写 P99 时延", True, "the figures are means; the report gives no P99"),
  V("qual", "只有 24 微秒", "超过 24 微秒", not Fi("local", "write_lat") > 24),
  V("qual", "的 48 倍", "不到 40 倍", not Fi("lh_r3", "write_lat") / Fi("local", "write_lat") < 40),
  )
pxw = 100 * (1 - Fi("px_r3", "rw_iops") / Fi("may_r3", "rw_iops"))
C(R, "zh", "同样三副本,Portworx 的随机写为 {52,300} IOPS,比 Mayastor 的 {61,500} IOPS 低约 {15}% [@AT2]。",
  [r(Fi("px_r3", "rw_iops")), r(Fi("may_r3", "rw_iops")), r(pxw)],
  val("为 52,300", "为 53,200", Fi("px_r3", "rw_iops")),
  val("的 61,500", "的 65,100", Fi("may_r3", "rw_iops")),
  val("约 15%", "约 25%", pxw),
  V("dir", "低约", "高约", Fi("px_r3", "rw_iops") < Fi("may_r3", "rw_iops")),
  V("unit", "低约 15%", "低约 15 倍", True, "a 15% gap, not a multiple"),
  V("row", "比 Mayastor 的", "比 Longhorn 的", off(Fi("lh_r3", "rw_iops"), 61500)),
  V("row", "Portworx 的随机写", "Longhorn 的随机写", off(Fi("lh_r3", "rw_iops"), 52300)),
  V("col", "的随机写为", "的随机读为", off(Fi("px_r3", "rr_iops"), 52300)),
  V("qual", "低约 15%", "低了超过 20%", not pxw > 20),
  V("value", "同样三副本", "同样单副本", True, "both engines were tested with three replicas"),
  V("unit", "52,300 IOPS", "52,300MB/s", True, "52,300 counts operations per second"),
  )
C(R, "zh", "测试集群共 {3} 个工作节点,每个节点配 {25}Gbps 存储网络;测试卷为 {100}GiB,约合 {107.4}GB [@AT2]。",
  [r(g("nodes")), r(g("network")), r(g("volume")), r(g("volume") * 1.073741824)],
  val("共 3 个", "共 4 个", g("nodes")),
  val("配 25Gbps", "配 40Gbps", g("network")),
  val("为 100GiB", "为 200GiB", g("volume")),
  val("约合 107.4GB", "约合 100.0GB", g("volume") * 1.073741824),
  V("unit", "配 25Gbps", "配 25GB/s", off(g("network") / 8, 25)),
  V("unit", "为 100GiB", "为 100TiB", True, "the test volume is 100 GiB"),
  V("unit", "约合 107.4GB", "约合 107.4TB", off(g("volume") * 1.073741824 / 1000, 107.4)),
  V("unit", "3 个工作节点", "3 个客户端", True, "3 counts worker nodes; fio ran in one pod"),
  V("stat", "每个节点配 25Gbps", "整个集群合计 25Gbps", off(g("nodes") * g("network"), 25)),
  V("qual", "共 3 个工作节点", "超过 3 个工作节点", not g("nodes") > 3),
  V("dir", "约合 107.4GB", "约合 93.1GB", True, "a GiB is larger than a GB, so 100 GiB is more than 100 GB"),
  )
fo = 100 * (1 - Op("may_r3", "failover") / Op("lh_r3", "failover"))
C(R, "zh", "节点失效后,Longhorn 需要 {96} 秒才能让 Pod 恢复,Mayastor 只需 {41} 秒,缩短约 {57}% [@AT2]。",
  [r(Op("lh_r3", "failover")), r(Op("may_r3", "failover")), r(fo)],
  val("需要 96 秒", "需要 69 秒", Op("lh_r3", "failover")),
  val("只需 41 秒", "只需 14 秒", Op("may_r3", "failover")),
  val("约 57%", "约 75%", fo),
  V("dir", "缩短约", "延长约", Op("may_r3", "failover") < Op("lh_r3", "failover")),
  V("unit", "需要 96 秒", "需要 96 分钟", off(Op("lh_r3", "failover") * 60, 96)),
  V("unit", "只需 41 秒", "只需 41 毫秒", off(Op("may_r3", "failover") * 1000, 41)),
  V("col", "让 Pod 恢复", "重建一个副本", off(Op("lh_r3", "rebuild") * 60, 96)),
  V("row", "Mayastor 只需", "本地盘只需", True, "a local-path volume has no failover (an empty cell)"),
  V("row", "Longhorn 需要", "Portworx 需要", off(Op("px_r3", "failover"), 96)),
  V("qual", "只需 41 秒", "不到 30 秒", not Op("may_r3", "failover") < 30),
  V("qual", "缩短约 57%", "缩短超过 60%", not fo > 60),
  V("unit", "缩短约 57%", "缩短约 57 秒", off(Op("lh_r3", "failover") - Op("may_r3", "failover"), 57)),
  )
keep = 100 * Fi("may_r3", "rw_iops") / Fi("local", "rw_iops")
C(R, "zh", "与本地盘相比,Mayastor 三副本保留了约 {23}% 的随机写性能({61,500} 对 {268,000} IOPS),随机读则保留了一半以上 [@AT2]。",
  [r(keep), r(Fi("may_r3", "rw_iops")), r(Fi("local", "rw_iops"))],
  val("约 23%", "约 32%", keep),
  val("(61,500 对", "(65,100 对", Fi("may_r3", "rw_iops")),
  val("对 268,000", "对 286,000", Fi("local", "rw_iops")),
  V("col", "的随机写性能", "的随机读性能", off(100 * Fi("may_r3", "rr_iops") / Fi("local", "rr_iops"), 23)),
  V("row", "Mayastor 三副本保留", "Portworx 三副本保留", off(100 * Fi("px_r3", "rw_iops") / Fi("local", "rw_iops"), 23)),
  V("unit", "约 23%", "约 23 倍", True, "Mayastor keeps a share of the local figure, not a multiple"),
  V("qual", "保留了约 23%", "保留了不到 20%", not keep < 20),
  V("qual", "保留了一半以上", "保留了不到一半", not Fi("may_r3", "rr_iops") / Fi("local", "rr_iops") < 0.5),
  V("value", "保留了一半以上", "保留了八成以上", not Fi("may_r3", "rr_iops") / Fi("local", "rr_iops") > 0.8),
  V("dir", "保留了约 23%", "提升了约 23%", Fi("may_r3", "rw_iops") < Fi("local", "rw_iops")),
  V("row", "与本地盘相比", "与单副本 Longhorn 相比", off(100 * Fi("may_r3", "rw_iops") / Fi("lh_r1", "rw_iops"), 23)),
  )
# ---------------------------------------------------------------------------------------------------------------
# AT3: CubeFS distributed file system (Chinese-first)
g = getter("AT3")
R = "AT3"
Sq = lambda row, col: g(f"seq.{row}.{col}")
Me = lambda row, col: g(f"meta.{row}.{col}")
C(R, "zh", "{256} 个客户端时,CubeFS 聚合读带宽达 {168.2}GB/s,是 {16} 个客户端时({38.4}GB/s)的 {4.4} 倍 [@AT3]。",
  [r(Sq("c256", "clients")), r(Sq("c256", "read")), r(Sq("c16", "clients")), r(Sq("c16", "read")), r(Sq("c256", "read") / Sq("c16", "read"))],
  val("达 168.2GB/s", "达 186.2GB/s", Sq("c256", "read")),
  val("(38.4GB/s)", "(34.8GB/s)", Sq("c16", "read")),
  val("的 4.4 倍", "的 3.4 倍", Sq("c256", "read") / Sq("c16", "read")),
  V("value", "256 个客户端时", "1,024 个客户端时", off(Sq("c1024", "read"), 168.2)),
  V("value", "16 个客户端时", "64 个客户端时", off(Sq("c64", "read"), 38.4)),
  V("unit", "达 168.2GB/s", "达 168.2Gb/s", off(Sq("c256", "read") * 8, 168.2)),
  V("unit", "256 个客户端", "256 个节点", True, "256 counts clients; the cluster has 12 data nodes"),
  V("col", "聚合读带宽", "聚合写带宽", off(Sq("c256", "write"), 168.2)),
  V("stat", "聚合读带宽达", "单客户端平均读带宽达", off(Sq("c256", "read_per_client"), 168.2)),
  V("dir", "的 4.4 倍", "的 4.4 分之一", Sq("c256", "read") > Sq("c16", "read")),
  V("qual", "带宽达 168.2GB/s", "带宽超过 170GB/s", not Sq("c256", "read") > 170),
  )
up = 100 * (Sq("c1024", "read") / Sq("c256", "read") - 1)
C(R, "zh", "客户端从 {256} 个加到 {1,024} 个,聚合读带宽只从 {168.2}GB/s 升到 {171.6}GB/s,增幅约 {2}%,单客户端平均读带宽则降到 {0.17}GB/s [@AT3]。",
  [r(Sq("c256", "clients")), r(Sq("c1024", "clients")), r(Sq("c256", "read")), r(Sq("c1024", "read")), r(up), r(Sq("c1024", "read_per_client"))],
  val("只从 168.2GB/s", "只从 162.8GB/s", Sq("c256", "read")),
  val("升到 171.6GB/s", "升到 176.1GB/s", Sq("c1024", "read")),
  val("约 2%", "约 12%", up),
  val("降到 0.17GB/s", "降到 0.71GB/s", Sq("c1024", "read_per_client")),
  V("dir", "升到 171.6", "降到 171.6", Sq("c1024", "read") > Sq("c256", "read")),
  V("unit", "降到 0.17GB/s", "降到 0.17MB/s", off(Sq("c1024", "read_per_client") * 1000, 0.17)),
  V("unit", "增幅约 2%", "增幅约 2 倍", off(Sq("c1024", "read") / Sq("c256", "read"), 2)),
  V("col", "聚合读带宽只从", "聚合写带宽只从", off(Sq("c256", "write"), 168.2)),
  V("stat", "单客户端平均读带宽则降到", "聚合读带宽则降到", off(Sq("c1024", "read"), 0.17)),
  V("qual", "增幅约 2%", "增幅超过 5%", not up > 5),
  V("value", "加到 1,024 个", "加到 512 个", True, "the report has no 512-client run"),
  )
C(R, "zh", "元数据可以横向扩展:{12} 个元数据节点时查询属性(stat)达 {151.2} 万次/秒,是 {3} 个节点时({41.2} 万次/秒)的 {3.7} 倍 [@AT3]。",
  [r(g("meta_nodes.mn12")), r(Me("stat", "mn12") / 1e4), r(g("meta_nodes.mn3")), r(Me("stat", "mn3") / 1e4), r(Me("stat", "mn12") / Me("stat", "mn3"))],
  val("达 151.2 万", "达 115.2 万", Me("stat", "mn12") / 1e4),
  val("(41.2 万", "(42.1 万", Me("stat", "mn3") / 1e4),
  val("的 3.7 倍", "的 4.7 倍", Me("stat", "mn12") / Me("stat", "mn3")),
  V("value", "12 个元数据节点时", "6 个元数据节点时", off(Me("stat", "mn6") / 1e4, 151.2)),
  V("unit", "151.2 万次/秒", "151.2 亿次/秒", off(Me("stat", "mn12") / 1e8, 151.2)),
  V("row", "查询属性(stat)达", "创建文件(create)达", off(Me("create", "mn12") / 1e4, 151.2)),
  V("row", "查询属性(stat)达", "删除文件(remove)达", off(Me("remove", "mn12") / 1e4, 151.2)),
  V("dir", "的 3.7 倍", "的 3.7 分之一", Me("stat", "mn12") > Me("stat", "mn3")),
  V("qual", "的 3.7 倍", "超过 4 倍", not Me("stat", "mn12") / Me("stat", "mn3") > 4),
  V("unit", "12 个元数据节点", "12 个客户端", True, "12 counts metadata nodes; the test used 256 clients"),
  V("stat", "达 151.2 万次/秒", "每个元数据节点达 151.2 万次/秒", off(Me("stat", "mn12") / 12 / 1e4, 151.2)),
  )
cu = 100 * (Me("create", "mn6") / Me("create", "mn3") - 1)
C(R, "zh", "元数据节点从 {3} 台增至 {6} 台,创建文件速率由 {98,400} 次/秒提升到 {187,200} 次/秒,提升约 {90}%,接近线性 [@AT3]。",
  [r(g("meta_nodes.mn3")), r(g("meta_nodes.mn6")), r(Me("create", "mn3")), r(Me("create", "mn6")), r(cu)],
  val("由 98,400", "由 89,400", Me("create", "mn3")),
  val("到 187,200", "到 178,200", Me("create", "mn6")),
  val("约 90%", "约 100%", cu),
  V("value", "增至 6 台", "增至 12 台", off(Me("create", "mn12"), 187200)),
  V("dir", "提升到 187,200", "下降到 187,200", Me("create", "mn6") > Me("create", "mn3")),
  V("row", "创建文件速率", "删除文件速率", off(Me("remove", "mn3"), 98400)),
  V("row", "创建文件速率", "查询属性速率", off(Me("stat", "mn3"), 98400)),
  V("unit", "提升约 90%", "提升约 90 倍", off(Me("create", "mn6") / Me("create", "mn3"), 90)),
  V("qual", "提升约 90%", "提升超过一倍", not Me("create", "mn6") / Me("create", "mn3") > 2),
  V("qual", "接近线性", "超过线性", not Me("create", "mn6") / Me("create", "mn3") > 2),
  V("unit", "98,400 次/秒", "98,400 次/分钟", off(Me("create", "mn3") * 60, 98400)),
  )
ew = g("ec_write.ec6_3"); rw_ = g("ec_write.replica3")
C(R, "zh", "{64} 个客户端时,纠删码 6+3 卷的聚合写带宽为 {83.7}GB/s,比三副本卷({61.4}GB/s)高约 {36}%,空间利用率也从 {33.3}% 翻倍到 {66.7}% [@AT3]。",
  [r(Sq("c64", "clients")), r(ew), r(rw_), r(100 * (ew / rw_ - 1)), r(g("layout.repl_eff.value")), r(g("layout.ec_eff.value"))],
  val("为 83.7GB/s", "为 87.3GB/s", ew),
  val("(61.4GB/s)", "(64.1GB/s)", rw_),
  val("约 36%", "约 63%", 100 * (ew / rw_ - 1)),
  val("从 33.3%", "从 50.0%", g("layout.repl_eff.value"), 0.001),
  val("到 66.7%", "到 75.0%", g("layout.ec_eff.value"), 0.001),
  V("dir", "高约 36%", "低约 36%", ew > rw_),
  V("unit", "为 83.7GB/s", "为 83.7Gb/s", off(ew * 8, 83.7)),
  V("unit", "高约 36%", "高约 36 个百分点", off(ew - rw_, 36)),
  V("value", "64 个客户端时", "1,024 个客户端时", True, "the erasure-coding comparison ran at 64 clients only"),
  V("col", "聚合写带宽为", "聚合读带宽为", True, "the erasure-coded volume's read bandwidth was not reported"),
  V("qual", "翻倍到", "提高不到一半到", not g("layout.ec_eff.value") / g("layout.repl_eff.value") < 1.5),
  V("row", "比三副本卷", "比纠删码 4+2 卷", True, "the report tested no 4+2 layout"),
  )
raw = g("data_nodes") * g("drives_per_node") * g("drive_cap")
C(R, "zh", "集群由 {12} 个数据节点组成,每节点 {12} 块 {7.68}TB NVMe 盘,裸容量约 {1.1}PB,按三副本计可用约 {369}TB [@AT3]。",
  [r(g("data_nodes")), r(g("drives_per_node")), r(g("drive_cap")), a(raw / 1000), a(raw / 3)],
  val("每节点 12 块", "每节点 16 块", g("drives_per_node")),
  val("12 个数据节点", "16 个数据节点", g("data_nodes")),
  val("12 块 7.68TB", "12 块 3.84TB", g("drive_cap")),
  val("约 1.1PB", "约 1.5PB", raw / 1000, 0.06),
  val("约 369TB", "约 553TB", raw / 3, 0.06),
  V("unit", "约 1.1PB", "约 1.1EB", off(raw / 1e6, 1.1)),
  V("unit", "7.68TB NVMe", "7.68TiB NVMe", off(g("drive_cap") / 1.099511627776, 7.68)),
  V("unit", "12 个数据节点", "12 个客户端", True, "12 counts data nodes"),
  V("row", "按三副本计", "按纠删码 6+3 计", off(raw * 2 / 3, 369, 0.06)),
  V("qual", "裸容量约 1.1PB", "裸容量超过 1.5PB", not raw / 1000 > 1.5),
  V("stat", "每节点 12 块", "整个集群共 12 块", off(g("data_nodes") * g("drives_per_node"), 12)),
  )
sl = lambda k: g(f"small_read_lat.{k}")
C(R, "zh", "256 个客户端读取 64KB 小文件时,平均时延 {1.8} 毫秒,P99 为 {6.5} 毫秒,约为平均值的 {3.6} 倍 [@AT3]。",
  [r(sl("mean")), r(sl("p99")), r(sl("p99") / sl("mean"))],
  val("平均时延 1.8", "平均时延 2.8", sl("mean")),
  val("P99 为 6.5", "P99 为 5.6", sl("p99")),
  val("的 3.6 倍", "的 2.6 倍", sl("p99") / sl("mean")),
  V("unit", "1.8 毫秒", "1.8 秒", off(sl("mean") / 1000, 1.8)),
  V("unit", "6.5 毫秒", "6.5 微秒", off(sl("p99") * 1000, 6.5)),
  V("stat", "平均时延 1.8", "P99 时延 1.8", off(sl("p99"), 1.8)),
  V("stat", "P99 为 6.5", "P99.9 为 6.5", True, "6.5 ms is the P99; the report gives no P99.9"),
  V("col", "读取 64KB 小文件时", "写入 64KB 小文件时", True, "only small-file reads were timed"),
  V("dir", "约为平均值的 3.6 倍", "比平均值低 3.6 倍", sl("p99") > sl("mean")),
  V("qual", "约为平均值的 3.6 倍", "不到平均值的 3 倍", not sl("p99") / sl("mean") < 3),
  V("value", "256 个客户端", "16 个客户端", True, "the small-file latency was measured at 256 clients"),
  )
C(R, "zh", "单盘故障后重建只用 {42} 分钟;{12} 个元数据节点时删除文件速率达 {30.12} 万次/秒,略低于创建文件的 {34.16} 万次/秒 [@AT3]。",
  [r(g("layout.rebuild.value")), r(g("meta_nodes.mn12")), r(Me("remove", "mn12") / 1e4), r(Me("create", "mn12") / 1e4)],
  val("只用 42 分钟", "只用 24 分钟", g("layout.rebuild.value")),
  val("达 30.12 万", "达 31.02 万", Me("remove", "mn12") / 1e4),
  val("的 34.16 万", "的 36.14 万", Me("create", "mn12") / 1e4),
  V("unit", "只用 42 分钟", "只用 42 秒", off(g("layout.rebuild.value") * 60, 42)),
  V("unit", "30.12 万次/秒", "30.12 亿次/秒", off(Me("remove", "mn12") / 1e8, 30.12)),
  V("dir", "略低于创建文件", "略高于创建文件", Me("remove", "mn12") < Me("create", "mn12")),
  V("value", "12 个元数据节点时", "6 个元数据节点时", off(Me("remove", "mn6") / 1e4, 30.12)),
  V("row", "删除文件速率达", "查询属性速率达", off(Me("stat", "mn12") / 1e4, 30.12)),
  V("qual", "只用 42 分钟", "不到半小时", not g("layout.rebuild.value") < 30),
  V("stat", "删除文件速率达", "每个元数据节点删除文件速率达", off(Me("remove", "mn12") / 12 / 1e4, 30.12)),
  V("unit", "只用 42 分钟", "只用 42 小时", off(g("layout.rebuild.value") / 60, 42)),
  )
C(R, "zh", "写入明显慢于读取:{16} 个客户端时聚合写带宽为 {21.6}GB/s,只有读带宽({38.4}GB/s)的 {56}% [@AT3]。",
  [r(Sq("c16", "clients")), r(Sq("c16", "write")), r(Sq("c16", "read")), r(100 * Sq("c16", "write") / Sq("c16", "read"))],
  val("为 21.6GB/s", "为 26.1GB/s", Sq("c16", "write")),
  val("(38.4GB/s)", "(43.8GB/s)", Sq("c16", "read")),
  val("的 56%", "的 65%", 100 * Sq("c16", "write") / Sq("c16", "read")),
  V("value", "16 个客户端时", "64 个客户端时", off(Sq("c64", "write"), 21.6)),
  V("unit", "为 21.6GB/s", "为 21.6MB/s", off(Sq("c16", "write") * 1000, 21.6)),
  V("dir", "写入明显慢于读取", "写入明显快于读取", Sq("c16", "write") < Sq("c16", "read")),
  V("col", "聚合写带宽为", "聚合读带宽为", off(Sq("c16", "read"), 21.6)),
  V("stat", "聚合写带宽为", "单客户端写带宽为", off(Sq("c16", "write") / 16, 21.6)),
  V("qual", "只有读带宽", "超过读带宽", not Sq("c16", "write") > Sq("c16", "read")),
  V("unit", "的 56%", "的 56 倍", off(Sq("c16", "write") / Sq("c16", "read"), 56)),
  V("qual", "的 56%", "不到一半", not Sq("c16", "write") / Sq("c16", "read") < 0.5),
  )
netc = g("data_nodes") * g("node_net") / 8
C(R, "en", "Each of the {12} data nodes has {200} Gbps of network, {25} GB/s, so the cluster's {300} GB/s leaves headroom above the {171.6} GB/s peak read [@AT3].",
  [r(g("data_nodes")), r(g("node_net")), r(g("node_net") / 8), r(netc), r(Sq("c1024", "read"))],
  val("the 12 data", "the 16 data", g("data_nodes")),
  val("has 200 Gbps", "has 100 Gbps", g("node_net")),
  val("network, 25 GB/s", "network, 20 GB/s", g("node_net") / 8),
  val("cluster's 300 GB/s", "cluster's 240 GB/s", netc),
  val("the 171.6 GB/s", "the 168.2 GB/s", Sq("c1024", "read")),
  V("unit", "has 200 Gbps", "has 200 GB/s", off(g("node_net") / 8, 200)),
  V("unit", "network, 25 GB/s", "network, 25 Gb/s", off(g("node_net"), 25)),
  V("stat", "the 171.6 GB/s peak read", "the 171.6 GB/s mean read", True, "171.6 GB/s is the best of the four client counts, not a mean"),
  V("col", "peak read", "peak write", off(max(Sq(k, "write") for k in ("c16", "c64", "c256", "c1024")), 171.6)),
  V("dir", "leaves headroom above", "falls short of", netc > Sq("c1024", "read")),
  V("unit", "12 data nodes", "12 data clients", True, "12 counts data nodes"),
  V("stat", "Each of the 12 data nodes has 200 Gbps", "The 12 data nodes share 200 Gbps", off(g("node_net"), 12 * g("node_net"))),
  )
C(R, "en", "At {64} clients each client still reads {1.76} GB/s on average; at {1,024} clients that falls to {0.17} GB/s, about a tenth as much [@AT3].",
  [r(Sq("c64", "clients")), r(Sq("c64", "read_per_client")), r(Sq("c1024", "clients")), r(Sq("c1024", "read_per_client"))],
  val("reads 1.76 GB/s", "reads 1.67 GB/s", Sq("c64", "read_per_client")),
  val("to 0.17 GB/s", "to 0.71 GB/s", Sq("c1024", "read_per_client")),
  V("value", "At 64 clients", "At 16 clients", off(Sq("c16", "read_per_client"), 1.76)),
  V("value", "about a tenth", "about a quarter", off(Sq("c1024", "read_per_client") / Sq("c64", "read_per_client"), 0.25, 0.15)),
  V("unit", "reads 1.76 GB/s", "reads 1.76 Gb/s", off(Sq("c64", "read_per_client") * 8, 1.76)),
  V("unit", "to 0.17 GB/s", "to 0.17 MB/s", off(Sq("c1024", "read_per_client") * 1000, 0.17)),
  V("stat", "each client still reads 1.76", "the clients together read 1.76", off(Sq("c64", "read"), 1.76)),
  V("dir", "that falls to", "that rises to", Sq("c1024", "read_per_client") < Sq("c64", "read_per_client")),
  V("qual", "about a tenth as much", "more than half as much", not Sq("c1024", "read_per_client") / Sq("c64", "read_per_client") > 0.5),
  V("unit", "At 64 clients", "At 64 nodes", True, "64 counts clients"),
  V("col", "each client still reads", "each client still writes", True, "the report gives per-client figures for reads only"),
  )
C(R, "en", "Stat is the cheapest metadata operation: with {3} metadata nodes it runs at {412,000} per second, more than four times the {98,400} creates per second [@AT3].",
  [r(g("meta_nodes.mn3")), r(Me("stat", "mn3")), r(Me("create", "mn3"))],
  val("at 412,000", "at 421,000", Me("stat", "mn3")),
  val("the 98,400", "the 89,400", Me("create", "mn3")),
  V("value", "with 3 metadata", "with 6 metadata", off(Me("stat", "mn6"), 412000)),
  V("value", "more than four times", "more than five times", not Me("stat", "mn3") / Me("create", "mn3") > 5),
  V("qual", "more than four times", "under four times", not Me("stat", "mn3") / Me("create", "mn3") < 4),
  V("row", "the 98,400 creates", "the 98,400 removes", off(Me("remove", "mn3"), 98400)),
  V("dir", "Stat is the cheapest", "Stat is the most expensive", Me("stat", "mn3") > Me("create", "mn3")),
  V("unit", "412,000 per second", "412,000 per minute", off(Me("stat", "mn3") * 60, 412000)),
  V("unit", "3 metadata nodes", "3 metadata clients", True, "3 counts metadata nodes"),
  V("stat", "it runs at 412,000", "each node runs at 412,000", off(Me("stat", "mn3") / 3, 412000)),
  V("dir", "more than four times the", "less than a quarter of the", Me("stat", "mn3") > Me("create", "mn3")),
  )
C(R, "en", "Going from {3} to {12} metadata nodes, creates scale {3.5}x, to {341,600} per second, and removes to {301,200} [@AT3].",
  [r(g("meta_nodes.mn3")), r(g("meta_nodes.mn12")), r(Me("create", "mn12") / Me("create", "mn3")), r(Me("create", "mn12")), r(Me("remove", "mn12"))],
  val("scale 3.5x", "scale 4.0x", Me("create", "mn12") / Me("create", "mn3")),
  val("to 341,600", "to 314,600", Me("create", "mn12")),
  val("to 301,200", "to 310,200", Me("remove", "mn12")),
  V("value", "to 12 metadata", "to 6 metadata", off(Me("create", "mn6"), 341600)),
  V("row", "creates scale", "stats scale", off(Me("stat", "mn12") / Me("stat", "mn3"), 3.5)),
  V("row", "and removes to", "and stats to", off(Me("stat", "mn12"), 301200)),
  V("unit", "scale 3.5x", "scale 3.5%", True, "creates grow 3.47 times, not by 3.5%"),
  V("dir", "creates scale 3.5x", "creates drop 3.5x", Me("create", "mn12") > Me("create", "mn3")),
  V("qual", "scale 3.5x", "scale more than 4x", not Me("create", "mn12") / Me("create", "mn3") > 4),
  V("qual", "creates scale 3.5x", "creates scale linearly", not abs(Me("create", "mn12") / Me("create", "mn3") - 4) < 0.2),
  V("unit", "341,600 per second", "341,600 per minute", off(Me("create", "mn12") * 60, 341600)),
  )
C(R, "en", "Aggregate writes grow from {21.6} GB/s at {16} clients to {88.3} GB/s at {1,024}, about four times as much [@AT3].",
  [r(Sq("c16", "write")), r(Sq("c16", "clients")), r(Sq("c1024", "write")), r(Sq("c1024", "clients"))],
  val("from 21.6", "from 26.1", Sq("c16", "write")),
  val("to 88.3", "to 83.8", Sq("c1024", "write")),
  V("value", "about four times", "about six times", off(Sq("c1024", "write") / Sq("c16", "write"), 6, 0.1)),
  V("value", "at 16 clients", "at 64 clients", off(Sq("c64", "write"), 21.6)),
  V("unit", "88.3 GB/s", "88.3 Gb/s", off(Sq("c1024", "write") * 8, 88.3)),
  V("col", "Aggregate writes grow", "Aggregate reads grow", off(Sq("c16", "read"), 21.6)),
  V("stat", "Aggregate writes grow", "Per-client writes grow", True, "per-client writes fall as clients are added; 88.3 GB/s is a total"),
  V("dir", "writes grow from", "writes fall from", Sq("c1024", "write") > Sq("c16", "write")),
  V("qual", "about four times as much", "under three times as much", not Sq("c1024", "write") / Sq("c16", "write") < 3),
  V("unit", "at 16 clients", "at 16 nodes", True, "16 counts clients"),
  V("value", "at 1,024", "at 256", off(Sq("c256", "write"), 88.3)),
  )
files = g("layout.files.value") * 1e8
tdel = files / Me("remove", "mn12")
C(R, "en", "The metadata test made {1} billion files; removing at {301,200} per second on 12 metadata nodes, deleting them all would take about {55} minutes, under an hour [@AT3].",
  [r(files / 1e9), r(Me("remove", "mn12")), a(tdel / 60)],
  val("made 1 billion", "made 10 billion", files / 1e9),
  val("at 301,200", "at 163,900", Me("remove", "mn12")),
  val("about 55 minutes", "about 30 minutes", tdel / 60, 0.06),
  V("unit", "1 billion files", "1 million files", off(files / 1e6, 1)),
  V("unit", "about 55 minutes", "about 55 hours", off(tdel / 3600, 55)),
  V("qual", "under an hour", "over two hours", not tdel > 7200),
  V("row", "removing at 301,200", "creating at 301,200", off(Me("create", "mn12"), 301200)),
  V("value", "on 12 metadata nodes", "on 6 metadata nodes", off(Me("remove", "mn6"), 301200)),
  V("stat", "removing at 301,200 per second", "removing at 301,200 per second per node", off(Me("remove", "mn12") / 12, 301200)),
  V("unit", "per second on", "per minute on", off(Me("remove", "mn12") * 60, 301200)),
  V("qual", "under an hour", "under half an hour", not tdel < 1800),
  )
C(R, "en", "Erasure coding 6+3 doubles usable space, from {33.3}% to {66.7}% of raw capacity, and at {64} clients it writes {22.3} GB/s faster than three replicas [@AT3].",
  [r(g("layout.repl_eff.value")), r(g("layout.ec_eff.value")), r(Sq("c64", "clients")), r(ew - rw_)],
  val("from 33.3%", "from 25.0%", g("layout.repl_eff.value"), 0.001),
  val("to 66.7%", "to 60.0%", g("layout.ec_eff.value"), 0.001),
  val("writes 22.3 GB/s", "writes 32.2 GB/s", ew - rw_),
  V("value", "doubles usable space", "triples usable space", off(g("layout.ec_eff.value") / g("layout.repl_eff.value"), 3, 0.1)),
  V("unit", "writes 22.3 GB/s", "writes 22.3 Gb/s", off((ew - rw_) * 8, 22.3)),
  V("unit", "22.3 GB/s faster", "22.3% faster", off(100 * (ew / rw_ - 1), 22.3)),
  V("dir", "writes 22.3 GB/s faster", "writes 22.3 GB/s slower", ew > rw_),
  V("col", "it writes 22.3", "it reads 22.3", True, "the erasure-coding comparison reports writes only"),
  V("value", "at 64 clients", "at 1,024 clients", True, "the comparison ran at 64 clients"),
  V("qual", "doubles usable space", "more than triples usable space", not g("layout.ec_eff.value") / g("layout.repl_eff.value") > 3),
  V("row", "Erasure coding 6+3", "Erasure coding 4+2", True, "the report tested 6+3 only"),
  )
rbw = g("drive_cap") * 1000 / (g("layout.rebuild.value") * 60)
C(R, "en", "A failed drive is rebuilt in {42} minutes, which means restoring {7.68} TB at about {3.0} GB/s [@AT3].",
  [r(g("layout.rebuild.value")), r(g("drive_cap")), a(rbw)],
  val("in 42 minutes", "in 24 minutes", g("layout.rebuild.value")),
  val("restoring 7.68 TB", "restoring 3.84 TB", g("drive_cap")),
  val("about 3.0 GB/s", "about 5.0 GB/s", rbw, 0.06),
  V("unit", "in 42 minutes", "in 42 hours", off(g("layout.rebuild.value") / 60, 42)),
  V("unit", "about 3.0 GB/s", "about 3.0 Gb/s", off(rbw * 8, 3.0, 0.06)),
  V("unit", "7.68 TB", "7.68 PB", off(g("drive_cap") / 1000, 7.68)),
  V("unit", "about 3.0 GB/s", "about 3.0 MB/s", off(rbw * 1000, 3.0, 0.06)),
  V("qual", "in 42 minutes", "in under 30 minutes", not g("layout.rebuild.value") < 30),
  V("col", "is rebuilt in 42 minutes", "is rebuilt in 6.5 minutes", off(g("layout.rebuild.value"), 6.5)),
  V("stat", "A failed drive is rebuilt", "Every drive of a node is rebuilt", off(g("drives_per_node") * g("drive_cap") * 1000 / (42 * 60), 3.0, 0.06)),
  V("qual", "at about 3.0 GB/s", "at over 5 GB/s", not rbw > 5),
  )
C(R, "en", "With {256} clients reading 64 KB files, small-file latency averages {1.8} ms, with a P99 of {6.5} ms [@AT3].",
  [r(Sq("c256", "clients")), r(sl("mean")), r(sl("p99"))],
  val("averages 1.8 ms", "averages 8.1 ms", sl("mean")),
  val("P99 of 6.5", "P99 of 5.6", sl("p99")),
  V("value", "With 256 clients", "With 1,024 clients", True, "the small-file test ran at 256 clients"),
  V("value", "reading 64 KB", "reading 4 KB", True, "the small files are 64 KB"),
  V("unit", "averages 1.8 ms", "averages 1.8 s", off(sl("mean") / 1000, 1.8)),
  V("unit", "of 6.5 ms", "of 6.5 µs", off(sl("p99") * 1000, 6.5)),
  V("stat", "averages 1.8 ms", "has a median of 6.5 ms and averages 1.8 ms", True, "6.5 ms is the P99, not the median"),
  V("stat", "with a P99 of 6.5", "with a P99.9 of 6.5", True, "the report gives P99 only"),
  V("col", "clients reading", "clients writing", True, "only small-file reads were timed"),
  V("qual", "averages 1.8 ms", "averages under 1 ms", not sl("mean") < 1),
  V("qual", "P99 of 6.5 ms", "P99 under 5 ms", not sl("p99") < 5),
  V("unit", "64 KB files", "64 MB files", True, "the small files are 64 KB"),
  )
# ---------------------------------------------------------------------------------------------------------------
# AT4: ExaGrid EX-series tiered backup storage (English-first)
g = getter("AT4")
R = "AT4"
Md = lambda row, col: g(f"models.{row}.{col}")
Dd = lambda row, col: g(f"dedup.{row}.{col}")
big = g("max_appliances") * Md("ex189", "full")
C(R, "en", "The EX189 protects a {189} TB full backup and ingests {20.2} TB/h; {32} of them in one system reach {6,048} TB, just over {6!} PB of full backup [@AT4].",
  [r(Md("ex189", "full")), r(Md("ex189", "ingest")), r(g("max_appliances")), r(big), ge(big / 1000)],
  val("a 189 TB", "a 198 TB", Md("ex189", "full")),
  val("ingests 20.2", "ingests 22.0", Md("ex189", "ingest")),
  val("32 of them", "64 of them", g("max_appliances")),
  val("reach 6,048 TB", "reach 6,480 TB", big),
  V("value", "just over 6 PB", "just over 8 PB", not big / 1000 > 8),
  V("unit", "ingests 20.2 TB/h", "ingests 20.2 TB/s", off(Md("ex189", "ingest") / 3600, 20.2)),
  V("unit", "a 189 TB", "a 189 PB", off(Md("ex189", "full") / 1000, 189)),
  V("row", "The EX189 protects", "The EX84 protects", off(Md("ex84", "full"), 189)),
  V("col", "protects a 189 TB full backup", "has 189 TB of raw capacity", off(Md("ex189", "raw"), 189)),
  V("qual", "just over 6 PB", "just under 6 PB", not big / 1000 < 6),
  V("stat", "32 of them in one system reach 6,048 TB", "32 of them in one system reach 6,048 TB each", off(Md("ex189", "full"), 6048)),
  V("unit", "reach 6,048 TB", "reach 6,048 TiB", off(big / 1.099511627776, 6048)),
  )
rated = 2 * Md("ex84", "ingest")
C(R, "en", "Two EX84 appliances ingested {26.1} TB/h in the test, {97}% of their rated {27.0} TB/h [@AT4].",
  [r(g("ingest_test")), r(100 * g("ingest_test") / rated), r(rated)],
  val("ingested 26.1", "ingested 21.6", g("ingest_test")),
  val("97% of", "87% of", 100 * g("ingest_test") / rated),
  val("rated 27.0", "rated 13.5", rated),
  V("value", "Two EX84 appliances", "Four EX84 appliances", True, "the test system was two EX84 appliances"),
  V("row", "Two EX84 appliances", "Two EX189 appliances", off(100 * g("ingest_test") / (2 * Md("ex189", "ingest")), 97)),
  V("unit", "ingested 26.1 TB/h", "ingested 26.1 GB/s", off(g("ingest_test") * 1000 / 3600, 26.1)),
  V("unit", "97% of", "97 times", off(g("ingest_test") / rated, 97)),
  V("qual", "97% of their", "more than 100% of their", not g("ingest_test") > rated),
  V("dir", "97% of their rated", "97% above their rated", g("ingest_test") < rated),
  V("stat", "their rated 27.0", "each one's rated 27.0", off(Md("ex84", "ingest"), 27.0)),
  V("col", "ingested 26.1 TB/h", "restored 26.1 TB/h", off(g("restore.landing_zone"), 26.1)),
  )
rs = lambda k: g(f"restore.{k}")
C(R, "en", "Restores from the Landing Zone ran at {6.8} TB/h, more than three times the {2.1} TB/h achieved from the deduplicated Retention Tier [@AT4].",
  [r(rs("landing_zone")), r(rs("retention"))],
  val("at 6.8 TB/h", "at 8.6 TB/h", rs("landing_zone")),
  val("the 2.1 TB/h", "the 1.2 TB/h", rs("retention")),
  V("value", "more than three times", "more than four times", not rs("landing_zone") / rs("retention") > 4),
  V("qual", "more than three times", "less than three times", not rs("landing_zone") / rs("retention") < 3),
  V("dir", "more than three times the", "less than a third of the", rs("landing_zone") > rs("retention")),
  V("unit", "at 6.8 TB/h", "at 6.8 TB/s", off(rs("landing_zone") / 3600, 6.8)),
  V("unit", "the 2.1 TB/h", "the 2.1 GB/h", off(rs("retention") * 1000, 2.1)),
  V("row", "from the Landing Zone ran", "from the Retention Tier ran", off(rs("retention"), 6.8)),
  V("col", "Restores from the Landing Zone ran at 6.8", "Backups into the Landing Zone ran at 6.8", off(g("ingest_test"), 6.8)),
  V("stat", "ran at 6.8 TB/h", "peaked at 8.6 TB/h", True, "6.8 TB/h is the measured rate; no peak is given"),
  V("qual", "ran at 6.8 TB/h", "ran at over 7 TB/h", not rs("landing_zone") > 7),
  )
C(R, "en", "At those rates a 10 TB full backup comes back in about {1.5} hours from the Landing Zone but takes nearly {5} hours from the Retention Tier [@AT4].",
  [a(10 / rs("landing_zone")), a(10 / rs("retention"), 0.06)],
  val("about 1.5 hours", "about 2.5 hours", 10 / rs("landing_zone"), 0.06),
  V("value", "nearly 5 hours", "nearly 3 hours", off(10 / rs("retention"), 3, 0.1)),
  V("unit", "about 1.5 hours", "about 1.5 minutes", off(10 / rs("landing_zone") * 60, 1.5, 0.06)),
  V("unit", "nearly 5 hours", "nearly 5 days", off(10 / rs("retention") / 24, 5, 0.1)),
  V("row", "from the Landing Zone but", "from the Retention Tier but", off(10 / rs("retention"), 1.5, 0.1)),
  V("dir", "but takes nearly 5 hours", "but takes only half an hour", True, "10 TB at 2.1 TB/h takes 4.8 hours"),
  V("qual", "about 1.5 hours", "under an hour", not 10 / rs("landing_zone") < 1),
  V("qual", "nearly 5 hours", "over 6 hours", not 10 / rs("retention") > 6),
  V("value", "a 10 TB full backup", "a 100 TB full backup", off(100 / rs("landing_zone"), 1.5, 0.1)),
  V("col", "comes back in about 1.5 hours", "is written in about 1.5 hours", off(10 / g("ingest_test"), 1.5, 0.1)),
  )
C(R, "en", "Virtual machine images deduplicated best: {420} TB of backups fit in {28.4} TB, a ratio of {14.8}x [@AT4].",
  [r(Dd("vm", "logical")), r(Dd("vm", "stored")), r(Dd("vm", "ratio"))],
  val("best: 420 TB", "best: 240 TB", Dd("vm", "logical")),
  val("in 28.4 TB", "in 24.8 TB", Dd("vm", "stored")),
  val("of 14.8x", "of 18.4x", Dd("vm", "ratio")),
  V("row", "Virtual machine images", "Database dumps", off(Dd("db", "logical"), 420)),
  V("dir", "deduplicated best", "deduplicated worst", min(("vm", "db", "files"), key=lambda k: Dd(k, "ratio")) != "vm"),
  V("unit", "of 14.8x", "of 14.8%", True, "a deduplication ratio of 14.8 to 1, not a percentage"),
  V("unit", "in 28.4 TB", "in 28.4 PB", off(Dd("vm", "stored") / 1000, 28.4)),
  V("col", "fit in 28.4 TB", "fit in 420 TB of raw disk", True, "420 TB is the logical backup volume; the stored volume is 28.4 TB"),
  V("qual", "a ratio of 14.8x", "a ratio above 15x", not Dd("vm", "ratio") > 15),
  V("stat", "Virtual machine images deduplicated best", "All data together deduplicated best", True, "the overall ratio is 10.3x, below the VM images' 14.8x"),
  V("unit", "420 TB", "420 GB", off(Dd("vm", "logical") * 1000, 420)),
  )
C(R, "en", "File shares deduplicated only {6.4}x, less than half the {13.2}x of database dumps [@AT4].",
  [r(Dd("files", "ratio")), r(Dd("db", "ratio"))],
  val("only 6.4x", "only 4.6x", Dd("files", "ratio")),
  val("the 13.2x", "the 12.3x", Dd("db", "ratio")),
  V("qual", "less than half", "more than half", not Dd("files", "ratio") / Dd("db", "ratio") > 0.5),
  V("value", "less than half", "less than a third", not Dd("files", "ratio") / Dd("db", "ratio") < 1 / 3),
  V("row", "File shares deduplicated", "Virtual machine images deduplicated", off(Dd("vm", "ratio"), 6.4)),
  V("row", "of database dumps", "of virtual machine images", off(Dd("vm", "ratio"), 13.2)),
  V("dir", "less than half the", "more than twice the", Dd("files", "ratio") < Dd("db", "ratio")),
  V("unit", "only 6.4x", "only 6.4%", True, "a ratio, not a percentage"),
  V("col", "deduplicated only 6.4x", "stored only 6.4 TB", off(Dd("files", "stored"), 6.4)),
  V("stat", "File shares deduplicated only 6.4x", "All three kinds together deduplicated only 6.4x", off(Dd("total", "ratio"), 6.4)),
  )
sav = 100 * (1 - Dd("total", "stored") / Dd("total", "logical"))
C(R, "en", "Across the {990} TB written over 30 days, the Retention Tier kept {96.5} TB, an overall ratio of {10.3}x and a saving of about {90}% [@AT4].",
  [r(Dd("total", "logical")), r(Dd("total", "stored")), r(Dd("total", "ratio")), r(sav)],
  val("the 990 TB", "the 909 TB", Dd("total", "logical")),
  val("kept 96.5 TB", "kept 69.5 TB", Dd("total", "stored")),
  val("of 10.3x", "of 13.0x", Dd("total", "ratio")),
  val("about 90%", "about 80%", sav),
  V("unit", "kept 96.5 TB", "kept 96.5 PB", off(Dd("total", "stored") / 1000, 96.5)),
  V("unit", "a saving of about 90%", "a saving of about 90 TB", off(Dd("total", "logical") - Dd("total", "stored"), 90)),
  V("dir", "a saving of", "an increase of", Dd("total", "stored") < Dd("total", "logical")),
  V("qual", "about 90%", "over 95%", not sav > 95),
  V("row", "an overall ratio of 10.3x", "a file-share ratio of 10.3x", off(Dd("files", "ratio"), 10.3)),
  V("stat", "an overall ratio", "a best-case ratio", off(max(Dd(k, "ratio") for k in ("vm", "db", "files")), 10.3)),
  V("value", "over 30 days", "over 7 days", True, "the backups ran for 30 days"),
  V("col", "the Retention Tier kept 96.5", "the Landing Zone kept 96.5", True, "96.5 TB is the deduplicated Retention Tier; the Landing Zone holds recent backups undeduplicated"),
  )
vb = lambda k: g(f"vm_boot.{k}")
C(R, "en", "A virtual machine boots straight from the Landing Zone in {1.5} minutes; from the Retention Tier it takes {14} minutes, over nine times as long [@AT4].",
  [r(vb("landing_zone")), r(vb("retention"))],
  val("in 1.5 minutes", "in 2.5 minutes", vb("landing_zone")),
  val("takes 14 minutes", "takes 41 minutes", vb("retention")),
  V("value", "over nine times", "over twelve times", not vb("retention") / vb("landing_zone") > 12),
  V("qual", "over nine times", "under five times", not vb("retention") / vb("landing_zone") < 5),
  V("unit", "in 1.5 minutes", "in 1.5 seconds", off(vb("landing_zone") * 60, 1.5)),
  V("unit", "takes 14 minutes", "takes 14 hours", off(vb("retention") / 60, 14)),
  V("row", "from the Landing Zone in 1.5", "from the Retention Tier in 1.5", off(vb("retention"), 1.5)),
  V("dir", "over nine times as long", "a ninth as long", vb("retention") > vb("landing_zone")),
  V("col", "boots straight from the Landing Zone in 1.5 minutes", "restores from the Landing Zone at 1.5 TB/h", off(rs("landing_zone"), 1.5)),
  V("stat", "A virtual machine boots", "Every virtual machine at once boots", True, "the test booted one 200 GB VM"),
  )
C(R, "en", "The EX84 ingests {13.5} TB/h at {750} W in {2} RU; the EX189 doubles the height to {4} RU for {20.2} TB/h, {50}% more [@AT4].",
  [r(Md("ex84", "ingest")), r(Md("ex84", "power")), r(Md("ex84", "height")), r(Md("ex189", "height")), r(Md("ex189", "ingest")), r(100 * (Md("ex189", "ingest") / Md("ex84", "ingest") - 1))],
  val("ingests 13.5", "ingests 15.3", Md("ex84", "ingest")),
  val("at 750 W", "at 570 W", Md("ex84", "power")),
  val("in 2 RU", "in 3 RU", Md("ex84", "height")),
  val("to 4 RU", "to 6 RU", Md("ex189", "height")),
  val("for 20.2", "for 22.0", Md("ex189", "ingest")),
  val("50% more", "40% more", 100 * (Md("ex189", "ingest") / Md("ex84", "ingest") - 1)),
  V("unit", "at 750 W", "at 750 kW", off(Md("ex84", "power") / 1000, 750)),
  V("row", "The EX84 ingests", "The EX63 ingests", off(Md("ex63", "ingest"), 13.5)),
  V("dir", "50% more", "50% less", Md("ex189", "ingest") > Md("ex84", "ingest")),
  V("col", "ingests 13.5 TB/h", "restores 13.5 TB/h", True, "13.5 TB/h is the rated ingest; restore was measured at 6.8 TB/h"),
  V("unit", "ingests 13.5 TB/h", "ingests 13.5 TB/min", off(Md("ex84", "ingest") / 60, 13.5)),
  V("qual", "50% more", "more than double", not Md("ex189", "ingest") / Md("ex84", "ingest") > 2),
  )
C(R, "zh", "EX189 单台可保护 {189}TB 全量备份,是 EX84({84}TB)的 {2.25} 倍 [@AT4]。",
  [r(Md("ex189", "full")), r(Md("ex84", "full")), r(Md("ex189", "full") / Md("ex84", "full"))],
  val("保护 189TB", "保护 198TB", Md("ex189", "full")),
  val("(84TB)", "(63TB)", Md("ex84", "full")),
  val("的 2.25 倍", "的 2.5 倍", Md("ex189", "full") / Md("ex84", "full")),
  V("unit", "保护 189TB", "保护 189PB", off(Md("ex189", "full") / 1000, 189)),
  V("unit", "的 2.25 倍", "的 2.25%", True, "a multiple, not a percentage"),
  V("row", "是 EX84", "是 EX63", off(Md("ex63", "full"), 84)),
  V("row", "EX189 单台", "EX84 单台", off(Md("ex84", "full"), 189)),
  V("col", "可保护 189TB 全量备份", "裸容量 189TB", off(Md("ex189", "raw"), 189)),
  V("stat", "单台可保护", "32 台合计可保护", off(g("max_appliances") * Md("ex189", "full"), 189)),
  V("dir", "是 EX84(84TB)的 2.25 倍", "只有 EX84(84TB)的 2.25 分之一", Md("ex189", "full") > Md("ex84", "full")),
  V("qual", "的 2.25 倍", "超过 3 倍", not Md("ex189", "full") / Md("ex84", "full") > 3),
  )
C(R, "zh", "从 EX10 到 EX84,备份写入速率由 {3.2}TB/h 提升到 {13.5}TB/h,约为原来的 {4.2} 倍 [@AT4]。",
  [r(Md("ex10", "ingest")), r(Md("ex84", "ingest")), r(Md("ex84", "ingest") / Md("ex10", "ingest"))],
  val("由 3.2TB/h", "由 2.3TB/h", Md("ex10", "ingest")),
  val("提升到 13.5TB/h", "提升到 15.3TB/h", Md("ex84", "ingest")),
  val("的 4.2 倍", "的 5.2 倍", Md("ex84", "ingest") / Md("ex10", "ingest")),
  V("row", "到 EX84", "到 EX189", off(Md("ex189", "ingest"), 13.5)),
  V("row", "从 EX10 到", "从 EX21 到", off(Md("ex21", "ingest"), 3.2)),
  V("unit", "由 3.2TB/h", "由 3.2GB/h", off(Md("ex10", "ingest") * 1000, 3.2)),
  V("unit", "提升到 13.5TB/h", "提升到 13.5TB/s", off(Md("ex84", "ingest") / 3600, 13.5)),
  V("dir", "提升到", "下降到", Md("ex84", "ingest") > Md("ex10", "ingest")),
  V("col", "备份写入速率", "全量备份容量", off(Md("ex10", "full"), 3.2)),
  V("qual", "约为原来的 4.2 倍", "超过原来的 5 倍", not Md("ex84", "ingest") / Md("ex10", "ingest") > 5),
  V("unit", "的 4.2 倍", "的 4.2%", True, "a multiple, not a percentage"),
  )
sdb = 100 * (1 - Dd("db", "stored") / Dd("db", "logical"))
C(R, "zh", "数据库转储 {260}TB 重删后只占 {19.7}TB,重删比 {13.2} 倍,节省约 {92}% 的空间 [@AT4]。",
  [r(Dd("db", "logical")), r(Dd("db", "stored")), r(Dd("db", "ratio")), r(sdb)],
  val("转储 260TB", "转储 206TB", Dd("db", "logical")),
  val("只占 19.7TB", "只占 17.9TB", Dd("db", "stored")),
  val("重删比 13.2", "重删比 12.3", Dd("db", "ratio")),
  val("约 92%", "约 82%", sdb),
  V("row", "数据库转储", "文件共享", off(Dd("files", "logical"), 260)),
  V("row", "数据库转储", "虚拟机镜像", off(Dd("vm", "logical"), 260)),
  V("unit", "只占 19.7TB", "只占 19.7PB", off(Dd("db", "stored") / 1000, 19.7)),
  V("unit", "节省约 92%", "节省约 92TB", off(Dd("db", "logical") - Dd("db", "stored"), 92)),
  V("dir", "节省约", "多占约", Dd("db", "stored") < Dd("db", "logical")),
  V("qual", "节省约 92%", "节省超过 95%", not sdb > 95),
  V("col", "只占 19.7TB", "重删比 19.7 倍", off(Dd("db", "ratio"), 19.7)),
  )
C(R, "zh", "删除的备份默认要等 {10} 天才会从 Retention Tier 中真正清除,约合 {240} 小时,可防勒索软件立即清空备份 [@AT4]。",
  [r(g("purge_delay")), r(g("purge_delay") * 24)],
  val("要等 10 天", "要等 7 天", g("purge_delay")),
  val("约合 240 小时", "约合 420 小时", g("purge_delay") * 24),
  V("unit", "要等 10 天", "要等 10 小时", off(g("purge_delay") / 24, 10)),
  V("unit", "约合 240 小时", "约合 240 分钟", off(g("purge_delay") * 24 * 60, 240)),
  V("qual", "要等 10 天", "最多等 5 天", not g("purge_delay") <= 5),
  V("qual", "要等 10 天", "要等 30 天以上", not g("purge_delay") >= 30),
  V("row", "从 Retention Tier 中", "从 Landing Zone 中", True, "the delay is for the Retention Tier"),
  V("dir", "才会从 Retention Tier 中真正清除", "就会从 Retention Tier 中提前清除", True, "deleted backups are held, not purged early"),
  V("col", "要等 10 天才会", "要等 14 分钟才会", off(g("purge_delay") * 24 * 60, 14)),
  V("value", "约合 240 小时", "约合 2,400 小时", off(g("purge_delay") * 24, 2400)),
  )
C(R, "zh", "EX189 裸容量 {576}TB、典型功耗 {1,450}W,折合每 TB 约 {2.5}W,低于 EX10 的每 TB {8.75}W [@AT4]。",
  [r(Md("ex189", "raw")), r(Md("ex189", "power")), r(Md("ex189", "power") / Md("ex189", "raw")), r(Md("ex10", "power") / Md("ex10", "raw"))],
  val("裸容量 576TB", "裸容量 756TB", Md("ex189", "raw")),
  val("功耗 1,450W", "功耗 1,540W", Md("ex189", "power")),
  val("约 2.5W", "约 3.5W", Md("ex189", "power") / Md("ex189", "raw")),
  val("每 TB 8.75W", "每 TB 7.85W", Md("ex10", "power") / Md("ex10", "raw")),
  V("unit", "功耗 1,450W", "功耗 1,450kW", off(Md("ex189", "power") / 1000, 1450)),
  V("unit", "裸容量 576TB", "裸容量 576GB", off(Md("ex189", "raw") * 1000, 576)),
  V("row", "低于 EX10", "低于 EX84", off(Md("ex84", "power") / Md("ex84", "raw"), 8.75)),
  V("col", "EX189 裸容量", "EX189 全量备份容量", off(Md("ex189", "full"), 576)),
  V("dir", "低于 EX10", "高于 EX10", Md("ex189", "power") / Md("ex189", "raw") < Md("ex10", "power") / Md("ex10", "raw")),
  V("qual", "每 TB 约 2.5W", "每 TB 超过 3W", not Md("ex189", "power") / Md("ex189", "raw") > 3),
  V("stat", "典型功耗 1,450W", "最大功耗 1,450W", True, "1,450 W is the typical power; no maximum is given"),
  )
C(R, "zh", "两台 EX84 实测合计写入速率 {26.1}TB/h,约合 {7.25}GB/s [@AT4]。",
  [r(g("ingest_test")), r(g("ingest_test") * 1000 / 3600)],
  val("速率 26.1TB/h", "速率 21.6TB/h", g("ingest_test")),
  val("约合 7.25GB/s", "约合 5.27GB/s", g("ingest_test") * 1000 / 3600),
  V("unit", "约合 7.25GB/s", "约合 7.25Gb/s", off(g("ingest_test") * 1000 / 3600 * 8, 7.25)),
  V("unit", "速率 26.1TB/h", "速率 26.1TB/min", off(g("ingest_test") / 60, 26.1)),
  V("stat", "实测合计写入速率", "实测单台写入速率", off(g("ingest_test") / 2, 26.1)),
  V("value", "两台 EX84", "四台 EX84", True, "the test system had two EX84 appliances"),
  V("row", "两台 EX84", "两台 EX189", True, "the test system was two EX84 appliances"),
  V("col", "实测合计写入速率", "实测恢复速率", off(rs("landing_zone"), 26.1)),
  V("qual", "写入速率 26.1TB/h", "写入速率超过 27TB/h", not g("ingest_test") > 27),
  V("value", "约合 7.25GB/s", "约合 72.5GB/s", off(g("ingest_test") * 1000 / 3600, 72.5)),
  )
C(R, "zh", "从 Retention Tier 直接启动虚拟机需要 {14} 分钟,从 Landing Zone 只需 {1.5} 分钟,省下 {12.5} 分钟 [@AT4]。",
  [r(vb("retention")), r(vb("landing_zone")), r(vb("retention") - vb("landing_zone"))],
  val("需要 14 分钟", "需要 41 分钟", vb("retention")),
  val("只需 1.5 分钟", "只需 5.1 分钟", vb("landing_zone")),
  val("省下 12.5 分钟", "省下 15.2 分钟", vb("retention") - vb("landing_zone")),
  V("unit", "需要 14 分钟", "需要 14 小时", off(vb("retention") / 60, 14)),
  V("unit", "只需 1.5 分钟", "只需 1.5 秒", off(vb("landing_zone") * 60, 1.5)),
  V("row", "从 Retention Tier 直接启动", "从 Landing Zone 直接启动", off(vb("landing_zone"), 14)),
  V("dir", "省下 12.5 分钟", "多花 12.5 分钟", vb("landing_zone") < vb("retention")),
  V("qual", "只需 1.5 分钟", "超过 2 分钟", not vb("landing_zone") > 2),
  V("col", "启动虚拟机需要 14 分钟", "恢复 10TB 备份需要 14 分钟", True, "restoring 10 TB from the Retention Tier takes about 4.8 hours"),
  V("unit", "省下 12.5 分钟", "省下 12.5%", True, "the gap is 12.5 minutes, a 89% saving"),
  )
share = 100 * Dd("vm", "logical") / Dd("total", "logical")
C(R, "zh", "三类数据合计逻辑备份量 {990}TB,其中虚拟机镜像 {420}TB,约占 {42}% [@AT4]。",
  [r(Dd("total", "logical")), r(Dd("vm", "logical")), r(share)],
  val("备份量 990TB", "备份量 909TB", Dd("total", "logical")),
  val("镜像 420TB", "镜像 402TB", Dd("vm", "logical")),
  val("约占 42%", "约占 24%", share),
  V("row", "其中虚拟机镜像", "其中数据库转储", off(Dd("db", "logical"), 420)),
  V("row", "其中虚拟机镜像", "其中文件共享", off(Dd("files", "logical"), 420)),
  V("col", "合计逻辑备份量 990TB", "合计重删后存储量 990TB", off(Dd("total", "stored"), 990)),
  V("unit", "备份量 990TB", "备份量 990PB", off(Dd("total", "logical") / 1000, 990)),
  V("qual", "约占 42%", "超过一半", not share > 50),
  V("dir", "约占 42%", "约多出 42%", True, "420 TB is a part of 990 TB, not more than it"),
  V("unit", "约占 42%", "约占 42 倍", off(Dd("total", "logical") / Dd("vm", "logical"), 42)),
  )
C(R, "zh", "EX42 的全量备份容量 {42}TB 正好是 EX21 的两倍,写入速率 {7.6}TB/h 却只有 EX21({4.8}TB/h)的 {1.6} 倍 [@AT4]。",
  [r(Md("ex42", "full")), r(Md("ex42", "ingest")), r(Md("ex21", "ingest")), r(Md("ex42", "ingest") / Md("ex21", "ingest"))],
  val("容量 42TB", "容量 48TB", Md("ex42", "full")),
  val("速率 7.6TB/h", "速率 9.5TB/h", Md("ex42", "ingest")),
  val("(4.8TB/h)", "(3.2TB/h)", Md("ex21", "ingest")),
  val("的 1.6 倍", "的 2.6 倍", Md("ex42", "ingest") / Md("ex21", "ingest")),
  V("value", "正好是 EX21 的两倍", "正好是 EX21 的三倍", off(Md("ex42", "full") / Md("ex21", "full"), 3, 0.1)),
  V("row", "正好是 EX21", "正好是 EX10", off(Md("ex42", "full") / Md("ex10", "full"), 2, 0.1)),
  V("row", "EX42 的全量", "EX63 的全量", off(Md("ex63", "full"), 42)),
  V("unit", "速率 7.6TB/h", "速率 7.6GB/s", off(Md("ex42", "ingest") * 1000 / 3600, 7.6)),
  V("col", "全量备份容量 42TB", "裸容量 42TB", off(Md("ex42", "raw"), 42)),
  V("qual", "却只有 EX21", "却超过 EX21 的两倍,是 EX21", not Md("ex42", "ingest") / Md("ex21", "ingest") > 2),
  V("dir", "只有 EX21(4.8TB/h)的 1.6 倍", "比 EX21(4.8TB/h)低 1.6 倍", Md("ex42", "ingest") > Md("ex21", "ingest")),
  )
# ---------------------------------------------------------------------------------------------------------------
# AT5: memory bandwidth of four Chinese server CPUs (English-first)
g = getter("AT5")
R = "AT5"
Cp = lambda row, col: g(f"cpus.{row}.{col}")
Th = lambda row, col: g(f"threads.{row}.{col}")
lat = lambda k: g(f"idle_lat.{k}")
C(R, "en", "The Yitian 710 sustained {232.1} GB/s in Scale-add, {75.6}% of the {307.2} GB/s its eight DDR5-4800 channels can deliver in theory [@AT5].",
  [r(Cp("yt710", "sadd")), r(Cp("yt710", "eff")), r(Cp("yt710", "peak"))],
  val("sustained 232.1", "sustained 223.1", Cp("yt710", "sadd")),
  val("75.6% of", "65.7% of", Cp("yt710", "eff"), 0.002),
  val("the 307.2 GB/s", "the 409.6 GB/s", Cp("yt710", "peak")),
  V("unit", "sustained 232.1 GB/s", "sustained 232.1 Gb/s", off(Cp("yt710", "sadd") * 8, 232.1)),
  V("row", "The Yitian 710 sustained", "The Phytium S5000C sustained", off(Cp("s5000c", "sadd"), 232.1)),
  V("col", "in Scale-add", "in Copy", off(Cp("yt710", "copy"), 232.1)),
  V("value", "its eight DDR5-4800 channels", "its twelve DDR5-4800 channels", True, "the Yitian 710 has 8 channels"),
  V("qual", "75.6% of", "over 80% of", not Cp("yt710", "eff") > 80),
  V("stat", "sustained 232.1", "peaked at 307.2 and sustained 232.1", True, "307.2 GB/s is the theoretical peak, not a measured one"),
  V("dir", "75.6% of the", "75.6% above the", Cp("yt710", "sadd") < Cp("yt710", "peak")),
  V("unit", "75.6% of", "75.6 times", True, "a share of the peak, not a multiple"),
  )
C(R, "en", "Both the Yitian 710 and the Phytium S5000C have a {307.2} GB/s peak, yet the Phytium reaches only {198.4} GB/s in Scale-add, {33.7} GB/s less [@AT5].",
  [r(Cp("s5000c", "peak")), r(Cp("s5000c", "sadd")), r(Cp("yt710", "sadd") - Cp("s5000c", "sadd"))],
  val("a 307.2 GB/s", "a 204.8 GB/s", Cp("s5000c", "peak")),
  val("only 198.4", "only 189.4", Cp("s5000c", "sadd")),
  val("33.7 GB/s less", "43.7 GB/s less", Cp("yt710", "sadd") - Cp("s5000c", "sadd")),
  V("row", "and the Phytium S5000C have", "and the Zhaoxin KH-40000 have", off(Cp("kh40000", "peak"), 307.2)),
  V("dir", "33.7 GB/s less", "33.7 GB/s more", Cp("s5000c", "sadd") < Cp("yt710", "sadd")),
  V("unit", "33.7 GB/s less", "33.7% less", off(100 * (1 - Cp("s5000c", "sadd") / Cp("yt710", "sadd")), 33.7)),
  V("unit", "only 198.4 GB/s", "only 198.4 MB/s", off(Cp("s5000c", "sadd") * 1000, 198.4)),
  V("col", "in Scale-add", "in Copy", off(Cp("s5000c", "copy"), 198.4)),
  V("stat", "a 307.2 GB/s peak", "a 307.2 GB/s measured bandwidth", True, "307.2 GB/s is the theoretical peak"),
  V("qual", "reaches only 198.4", "reaches over 200", not Cp("s5000c", "sadd") > 200),
  V("col", "in Scale-add, 33.7", "remotely, 33.7", True, "the Phytium's remote-socket Scale-add is 96.5 GB/s"),
  )
C(R, "en", "Reading the other socket's memory costs the Phytium S5000C more than half its bandwidth: {96.5} GB/s remote against {198.4} GB/s local [@AT5].",
  [r(Cp("s5000c", "remote")), r(Cp("s5000c", "sadd"))],
  val("96.5 GB/s remote", "69.5 GB/s remote", Cp("s5000c", "remote")),
  val("against 198.4", "against 189.4", Cp("s5000c", "sadd")),
  V("qual", "more than half its bandwidth", "less than half its bandwidth", not 1 - Cp("s5000c", "remote") / Cp("s5000c", "sadd") < 0.5),
  V("value", "more than half", "more than two thirds", not 1 - Cp("s5000c", "remote") / Cp("s5000c", "sadd") > 2 / 3),
  V("row", "costs the Phytium S5000C", "costs the Yitian 710", True, "the Yitian 710 server has one socket (an empty cell)"),
  V("row", "costs the Phytium S5000C", "costs the Zhaoxin KH-40000", off(Cp("kh40000", "remote"), 96.5)),
  V("unit", "96.5 GB/s remote", "96.5 Gb/s remote", off(Cp("s5000c", "remote") * 8, 96.5)),
  V("dir", "96.5 GB/s remote against 198.4 GB/s local", "198.4 GB/s remote against 96.5 GB/s local", Cp("s5000c", "remote") < Cp("s5000c", "sadd")),
  V("col", "against 198.4 GB/s local", "against 307.2 GB/s local", off(Cp("s5000c", "sadd"), 307.2)),
  V("stat", "198.4 GB/s local", "198.4 GB/s local per core", off(Cp("s5000c", "sadd") / Cp("s5000c", "cores"), 198.4)),
  )
C(R, "en", "A single thread on the Yitian 710 pulls {19.8} GB/s; {16} threads reach {128.6} GB/s, and from {64} to {128} threads the gain is only {2.4} GB/s [@AT5].",
  [r(Th("t1", "bw")), r(Th("t16", "threads")), r(Th("t16", "bw")), r(Th("t64", "threads")), r(Th("t128", "threads")), r(Th("t128", "bw") - Th("t64", "bw"))],
  val("pulls 19.8", "pulls 18.9", Th("t1", "bw")),
  val("reach 128.6", "reach 182.6", Th("t16", "bw")),
  val("only 2.4 GB/s", "only 4.2 GB/s", Th("t128", "bw") - Th("t64", "bw")),
  V("value", "16 threads reach", "32 threads reach", off(Th("t32", "bw"), 128.6)),
  V("unit", "pulls 19.8 GB/s", "pulls 19.8 Gb/s", off(Th("t1", "bw") * 8, 19.8)),
  V("unit", "only 2.4 GB/s", "only 2.4%", off(100 * (Th("t128", "bw") / Th("t64", "bw") - 1), 2.4)),
  V("stat", "16 threads reach 128.6", "16 threads reach 128.6 GB/s each", off(Th("t16", "per_thread"), 128.6)),
  V("dir", "the gain is only", "the loss is", Th("t128", "bw") > Th("t64", "bw")),
  V("row", "on the Yitian 710", "on the Loongson 3C5000", True, "the thread sweep was run on the Yitian 710 only"),
  V("qual", "the gain is only 2.4", "the gain is over 10", not Th("t128", "bw") - Th("t64", "bw") > 10),
  V("value", "A single thread", "Two threads", True, "19.8 GB/s is the one-thread figure"),
  )
C(R, "en", "Per thread, bandwidth falls from {19.8} GB/s with one thread to {1.81} GB/s with all {128}, less than a tenth [@AT5].",
  [r(Th("t1", "per_thread")), r(Th("t128", "per_thread")), r(Th("t128", "threads"))],
  val("from 19.8", "from 18.9", Th("t1", "per_thread")),
  val("to 1.81", "to 1.18", Th("t128", "per_thread")),
  val("all 128", "all 64", Th("t128", "threads")),
  V("qual", "less than a tenth", "more than a fifth", not Th("t128", "per_thread") / Th("t1", "per_thread") > 0.2),
  V("dir", "bandwidth falls", "bandwidth rises", Th("t128", "per_thread") < Th("t1", "per_thread")),
  V("stat", "Per thread, bandwidth falls", "In total, bandwidth falls", Th("t128", "bw") > Th("t1", "bw")),
  V("unit", "to 1.81 GB/s", "to 1.81 MB/s", off(Th("t128", "per_thread") * 1000, 1.81)),
  V("unit", "from 19.8 GB/s", "from 19.8 GiB/s", off(Th("t1", "per_thread") / 1.073741824, 19.8)),
  V("row", "with all 128", "with 64", off(Th("t64", "per_thread"), 1.81)),
  V("value", "less than a tenth", "less than a twentieth", not Th("t128", "per_thread") / Th("t1", "per_thread") < 0.05),
  )
C(R, "en", "The Loongson 3C5000 has a third of the Yitian 710's peak, {102.4} against {307.2} GB/s, and measures {61.3} GB/s, {59.9}% of it [@AT5].",
  [r(Cp("ls3c5000", "peak")), r(Cp("yt710", "peak")), r(Cp("ls3c5000", "sadd")), r(Cp("ls3c5000", "eff"))],
  val("102.4 against", "128.0 against", Cp("ls3c5000", "peak")),
  val("against 307.2", "against 204.8", Cp("yt710", "peak")),
  val("measures 61.3", "measures 63.1", Cp("ls3c5000", "sadd")),
  val("59.9% of", "69.9% of", Cp("ls3c5000", "eff"), 0.002),
  V("value", "a third of", "half of", off(Cp("ls3c5000", "peak") / Cp("yt710", "peak"), 0.5, 0.1)),
  V("row", "the Yitian 710's peak", "the Zhaoxin KH-40000's peak", off(Cp("ls3c5000", "peak") / Cp("kh40000", "peak"), 1 / 3, 0.1)),
  V("unit", "measures 61.3 GB/s", "measures 61.3 Gb/s", off(Cp("ls3c5000", "sadd") * 8, 61.3)),
  V("col", "measures 61.3", "copies 61.3", off(Cp("ls3c5000", "copy"), 61.3)),
  V("qual", "59.9% of it", "over 60% of it", not Cp("ls3c5000", "eff") > 60),
  V("dir", "has a third of", "has three times", Cp("ls3c5000", "peak") < Cp("yt710", "peak")),
  V("stat", "measures 61.3", "measures 61.3 per core", off(Cp("ls3c5000", "sadd") / Cp("ls3c5000", "cores"), 61.3)),
  )
C(R, "en", "Idle memory latency is lowest on the Zhaoxin KH-40000 at {112} ns and highest on the Loongson 3C5000 at {145} ns, {33} ns apart [@AT5].",
  [r(lat("kh40000")), r(lat("ls3c5000")), r(lat("ls3c5000") - lat("kh40000"))],
  val("at 112 ns", "at 121 ns", lat("kh40000")),
  val("at 145 ns", "at 154 ns", lat("ls3c5000")),
  val("33 ns apart", "23 ns apart", lat("ls3c5000") - lat("kh40000")),
  V("dir", "is lowest on the Zhaoxin", "is highest on the Zhaoxin", max(("yt710", "s5000c", "kh40000", "ls3c5000"), key=lat) != "kh40000"),
  V("row", "highest on the Loongson 3C5000", "highest on the Phytium S5000C", off(lat("s5000c"), 145)),
  V("row", "lowest on the Zhaoxin KH-40000", "lowest on the Yitian 710", off(lat("yt710"), 112)),
  V("unit", "at 112 ns", "at 112 µs", off(lat("kh40000") / 1000, 112)),
  V("unit", "33 ns apart", "33% apart", True, "a 33 ns gap is 29% of 112 ns"),
  V("stat", "Idle memory latency", "Loaded memory latency", True, "only idle latency was measured"),
  V("qual", "at 145 ns", "above 150 ns", not lat("ls3c5000") > 150),
  V("col", "Idle memory latency is lowest", "Scale-add bandwidth is lowest", True, "the lowest Scale-add is the Loongson's 61.3 GB/s"),
  )
pc = {k: Cp(k, "sadd") / Cp(k, "cores") for k in ("yt710", "s5000c", "kh40000", "ls3c5000")}
C(R, "en", "Per core the ranking flips: the {16}-core Loongson 3C5000 gets {3.83} GB/s each, twice the Yitian 710's {1.81} GB/s across {128} cores [@AT5].",
  [r(Cp("ls3c5000", "cores")), r(pc["ls3c5000"]), r(pc["yt710"]), r(Cp("yt710", "cores"))],
  val("the 16-core", "the 32-core", Cp("ls3c5000", "cores")),
  val("gets 3.83", "gets 3.38", pc["ls3c5000"]),
  val("710's 1.81", "710's 1.18", pc["yt710"]),
  val("across 128 cores", "across 64 cores", Cp("yt710", "cores")),
  V("value", "twice the", "three times the", off(pc["ls3c5000"] / pc["yt710"], 3, 0.1)),
  V("row", "the Yitian 710's 1.81", "the Phytium S5000C's 1.81", off(pc["s5000c"], 1.81)),
  V("dir", "the ranking flips", "the ranking holds", pc["ls3c5000"] > pc["yt710"]),
  V("unit", "gets 3.83 GB/s each", "gets 3.83 Gb/s each", off(pc["ls3c5000"] * 8, 3.83)),
  V("stat", "gets 3.83 GB/s each", "gets 3.83 GB/s in total", off(Cp("ls3c5000", "sadd"), 3.83)),
  V("qual", "twice the", "less than the", not pc["ls3c5000"] < pc["yt710"]),
  V("col", "gets 3.83 GB/s each", "gets 3.83 GB/s of peak each", off(Cp("ls3c5000", "peak") / 16, 3.83)),
  )
C(R, "en", "Run to run, the best and worst of ten runs differed by only {0.4}% to {1.1}%, with {2} GiB arrays, about {2.1} GB each [@AT5].",
  [r(g("run_spread")[0]), r(g("run_spread")[1]), r(g("array_size")), r(g("array_size") * 1.073741824)],
  val("only 0.4%", "only 0.2%", g("run_spread")[0]),
  val("to 1.1%", "to 2.1%", g("run_spread")[1]),
  val("with 2 GiB", "with 4 GiB", g("array_size")),
  val("about 2.1 GB", "about 2.5 GB", g("array_size") * 1.073741824),
  V("unit", "with 2 GiB", "with 2 TiB", off(g("array_size") / 1024, 2)),
  V("unit", "about 2.1 GB", "about 2.1 GiB", off(g("array_size"), 2.1)),
  V("qual", "differed by only", "differed by more than", not g("run_spread")[0] > 1.1),
  V("unit", "to 1.1%", "to 1.1 percentage points of the peak", True, "the spread is a relative gap between runs"),
  V("value", "of ten runs", "of three runs", True, "each kernel ran ten times"),
  V("stat", "the best and worst", "the mean and median", True, "the spread is between the best and the worst run"),
  )
C(R, "zh", "兆芯 KH-40000 的理论峰值为 {204.8}GB/s,Scale-add 实测 {128.9}GB/s,效率 {62.9}% [@AT5]。",
  [r(Cp("kh40000", "peak")), r(Cp("kh40000", "sadd")), r(Cp("kh40000", "eff"))],
  val("峰值为 204.8", "峰值为 307.2", Cp("kh40000", "peak")),
  val("实测 128.9", "实测 121.3", Cp("kh40000", "sadd")),
  val("效率 62.9%", "效率 72.9%", Cp("kh40000", "eff"), 0.002),
  V("row", "兆芯 KH-40000", "龙芯 3C5000", off(Cp("ls3c5000", "peak"), 204.8)),
  V("col", "Scale-add 实测", "Copy 实测", off(Cp("kh40000", "copy"), 128.9)),
  V("unit", "实测 128.9GB/s", "实测 128.9Gb/s", off(Cp("kh40000", "sadd") * 8, 128.9)),
  V("stat", "理论峰值为", "实测峰值为", True, "204.8 GB/s is the theoretical peak; the best measured figure is 129.5 GB/s"),
  V("qual", "效率 62.9%", "效率超过 65%", not Cp("kh40000", "eff") > 65),
  V("unit", "效率 62.9%", "效率 62.9 倍", True, "a share, not a multiple"),
  V("col", "Scale-add 实测", "跨路 Scale-add 实测", off(Cp("kh40000", "remote"), 128.9)),
  )
C(R, "zh", "倚天 710 有 {128} 个核、{8} 个 DDR5 通道,核数是飞腾 S5000C 的两倍,但两者理论峰值同为 {307.2}GB/s [@AT5]。",
  [r(Cp("yt710", "cores")), r(Cp("yt710", "channels")), r(Cp("yt710", "peak"))],
  val("有 128 个核", "有 96 个核", Cp("yt710", "cores")),
  val("8 个 DDR5", "12 个 DDR5", Cp("yt710", "channels")),
  val("同为 307.2", "同为 409.6", Cp("yt710", "peak")),
  V("value", "的两倍", "的四倍", off(Cp("yt710", "cores") / Cp("s5000c", "cores"), 4, 0.1)),
  V("row", "是飞腾 S5000C 的两倍", "是兆芯 KH-40000 的两倍", off(Cp("yt710", "cores") / Cp("kh40000", "cores"), 2, 0.1)),
  V("col", "核数是飞腾", "内存通道数是飞腾", off(Cp("yt710", "channels") / Cp("s5000c", "channels"), 2, 0.1)),
  V("unit", "同为 307.2GB/s", "同为 307.2Gb/s", off(Cp("yt710", "peak") * 8, 307.2)),
  V("stat", "理论峰值同为", "Scale-add 实测同为", off(Cp("yt710", "sadd"), 307.2)),
  V("dir", "核数是飞腾 S5000C 的两倍", "核数只有飞腾 S5000C 的一半", Cp("yt710", "cores") > Cp("s5000c", "cores")),
  V("qual", "同为 307.2GB/s", "都超过 400GB/s", not Cp("yt710", "peak") > 400),
  V("unit", "128 个核", "128 个节点", True, "128 counts cores"),
  )
C(R, "zh", "各平台的 Add 带宽都高于 Copy:倚天 710 为 {233.6}GB/s 对 {221.4}GB/s,高约 {5.5}% [@AT5]。",
  [r(Cp("yt710", "add")), r(Cp("yt710", "copy")), r(100 * (Cp("yt710", "add") / Cp("yt710", "copy") - 1))],
  val("为 233.6", "为 236.3", Cp("yt710", "add")),
  val("对 221.4", "对 214.4", Cp("yt710", "copy")),
  val("约 5.5%", "约 15.5%", 100 * (Cp("yt710", "add") / Cp("yt710", "copy") - 1)),
  V("dir", "都高于 Copy", "都低于 Copy", all(Cp(k, "add") > Cp(k, "copy") for k in pc)),
  V("row", "倚天 710 为", "飞腾 S5000C 为", off(Cp("s5000c", "add"), 233.6)),
  V("col", "各平台的 Add 带宽", "各平台的 Scale 带宽", not all(Cp(k, "scale") > Cp(k, "copy") for k in pc)),
  V("unit", "高约 5.5%", "高约 5.5 个百分点", True, "a relative gap of 5.5%, the bandwidths are not percentages"),
  V("unit", "为 233.6GB/s", "为 233.6MB/s", off(Cp("yt710", "add") * 1000, 233.6)),
  V("qual", "高约 5.5%", "高出一成以上", not Cp("yt710", "add") / Cp("yt710", "copy") - 1 > 0.1),
  V("stat", "倚天 710 为", "四个平台平均为", off(sum(Cp(k, "add") for k in pc) / 4, 233.6)),
  )
C(R, "zh", "龙芯 3C5000 只有 {4} 个内存通道、{16} 个核,Scale-add 实测 {61.3}GB/s,不到倚天 710({232.1}GB/s)的三成 [@AT5]。",
  [r(Cp("ls3c5000", "channels")), r(Cp("ls3c5000", "cores")), r(Cp("ls3c5000", "sadd")), r(Cp("yt710", "sadd"))],
  val("只有 4 个", "只有 6 个", Cp("ls3c5000", "channels")),
  val("16 个核", "32 个核", Cp("ls3c5000", "cores")),
  val("实测 61.3", "实测 55.2", Cp("ls3c5000", "sadd")),
  val("(232.1GB/s)", "(198.4GB/s)", Cp("yt710", "sadd")),
  V("value", "的三成", "的两成", not Cp("ls3c5000", "sadd") / Cp("yt710", "sadd") < 0.2),
  V("qual", "不到倚天 710", "超过倚天 710", not Cp("ls3c5000", "sadd") / Cp("yt710", "sadd") > 0.3),
  V("row", "不到倚天 710", "不到飞腾 S5000C", not Cp("ls3c5000", "sadd") / Cp("s5000c", "sadd") < 0.3 or off(Cp("s5000c", "sadd"), 232.1)),
  V("unit", "实测 61.3GB/s", "实测 61.3Gb/s", off(Cp("ls3c5000", "sadd") * 8, 61.3)),
  V("col", "Scale-add 实测", "理论峰值", off(Cp("ls3c5000", "peak"), 61.3)),
  V("dir", "不到倚天 710(232.1GB/s)的三成", "是倚天 710(232.1GB/s)的三倍", Cp("ls3c5000", "sadd") < Cp("yt710", "sadd")),
  V("unit", "16 个核", "16 个节点", True, "16 counts cores"),
  )
C(R, "zh", "倚天 710 的带宽在 {32} 线程时已达 {196.3}GB/s,占满核({128} 线程)带宽 {232.1}GB/s 的约 {85}% [@AT5]。",
  [r(Th("t32", "threads")), r(Th("t32", "bw")), r(Th("t128", "threads")), r(Th("t128", "bw")), r(100 * Th("t32", "bw") / Th("t128", "bw"))],
  val("已达 196.3", "已达 169.3", Th("t32", "bw")),
  val("带宽 232.1", "带宽 229.7", Th("t128", "bw")),
  val("约 85%", "约 58%", 100 * Th("t32", "bw") / Th("t128", "bw")),
  V("value", "在 32 线程时", "在 16 线程时", off(Th("t16", "bw"), 196.3)),
  V("value", "满核(128 线程)", "满核(64 线程)", True, "the Yitian 710 has 128 cores; 64 threads is half of them"),
  V("stat", "已达 196.3GB/s", "每线程已达 196.3GB/s", off(Th("t32", "per_thread"), 196.3)),
  V("unit", "已达 196.3GB/s", "已达 196.3Gb/s", off(Th("t32", "bw") * 8, 196.3)),
  V("qual", "约 85%", "超过九成", not Th("t32", "bw") / Th("t128", "bw") > 0.9),
  V("row", "倚天 710 的带宽", "龙芯 3C5000 的带宽", True, "the thread sweep was run on the Yitian 710 only"),
  V("unit", "约 85%", "约 85 倍", True, "a share, not a multiple"),
  )
C(R, "zh", "空载访存时延方面,倚天 710 为 {118} 纳秒,飞腾 S5000C 为 {136} 纳秒,高出约 {15}% [@AT5]。",
  [r(lat("yt710")), r(lat("s5000c")), r(100 * (lat("s5000c") / lat("yt710") - 1))],
  val("为 118 纳秒", "为 181 纳秒", lat("yt710")),
  val("为 136 纳秒", "为 163 纳秒", lat("s5000c")),
  val("约 15%", "约 25%", 100 * (lat("s5000c") / lat("yt710") - 1)),
  V("unit", "118 纳秒", "118 微秒", off(lat("yt710") / 1000, 118)),
  V("unit", "136 纳秒", "136 毫秒", off(lat("s5000c") / 1e6, 136)),
  V("dir", "高出约", "低了约", lat("s5000c") > lat("yt710")),
  V("row", "飞腾 S5000C 为", "龙芯 3C5000 为", off(lat("ls3c5000"), 136)),
  V("row", "倚天 710 为", "兆芯 KH-40000 为", off(lat("kh40000"), 118)),
  V("stat", "空载访存时延", "满载访存时延", True, "only idle latency was measured"),
  V("qual", "高出约 15%", "高出两成以上", not lat("s5000c") / lat("yt710") - 1 > 0.2),
  )
C(R, "zh", "飞腾 S5000C 跨路访问另一颗 CPU 的内存时,Scale-add 只有 {96.5}GB/s,不到本地({198.4}GB/s)的一半 [@AT5]。",
  [r(Cp("s5000c", "remote")), r(Cp("s5000c", "sadd"))],
  val("只有 96.5", "只有 69.5", Cp("s5000c", "remote")),
  val("(198.4GB/s)", "(186.2GB/s)", Cp("s5000c", "sadd")),
  V("qual", "不到本地", "超过本地", not Cp("s5000c", "remote") / Cp("s5000c", "sadd") > 0.5),
  V("value", "的一半", "的三分之一", not Cp("s5000c", "remote") / Cp("s5000c", "sadd") < 1 / 3),
  V("row", "飞腾 S5000C 跨路", "倚天 710 跨路", True, "the Yitian 710 server has one socket (an empty cell)"),
  V("row", "飞腾 S5000C 跨路", "兆芯 KH-40000 跨路", off(Cp("kh40000", "remote"), 96.5)),
  V("unit", "只有 96.5GB/s", "只有 96.5Gb/s", off(Cp("s5000c", "remote") * 8, 96.5)),
  V("col", "本地(198.4GB/s)", "本地 Copy(198.4GB/s)", off(Cp("s5000c", "copy"), 198.4)),
  V("dir", "只有 96.5GB/s", "高达 96.5GB/s 的两倍", True, "96.5 GB/s is the remote figure, below the local one"),
  V("stat", "Scale-add 只有", "每核 Scale-add 只有", off(Cp("s5000c", "remote") / Cp("s5000c", "cores"), 96.5)),
  )
C(R, "zh", "兆芯 KH-40000 用 {8} 个 DDR4-3200 通道,理论峰值 {204.8}GB/s,正好是 {4} 通道龙芯 3C5000({102.4}GB/s)的两倍 [@AT5]。",
  [r(Cp("kh40000", "channels")), r(Cp("kh40000", "peak")), r(Cp("ls3c5000", "channels")), r(Cp("ls3c5000", "peak"))],
  val("用 8 个", "用 6 个", Cp("kh40000", "channels")),
  val("峰值 204.8", "峰值 240.8", Cp("kh40000", "peak")),
  val("正好是 4 通道", "正好是 2 通道", Cp("ls3c5000", "channels")),
  val("(102.4GB/s)", "(120.4GB/s)", Cp("ls3c5000", "peak")),
  V("value", "的两倍", "的三倍", off(Cp("kh40000", "peak") / Cp("ls3c5000", "peak"), 3, 0.1)),
  V("row", "兆芯 KH-40000 用", "飞腾 S5000C 用", True, "the Phytium S5000C uses DDR5-4800"),
  V("unit", "峰值 204.8GB/s", "峰值 204.8Gb/s", off(Cp("kh40000", "peak") * 8, 204.8)),
  V("stat", "理论峰值 204.8", "实测 Scale-add 204.8", off(Cp("kh40000", "sadd"), 204.8)),
  V("dir", "正好是 4 通道龙芯 3C5000(102.4GB/s)的两倍", "只有 4 通道龙芯 3C5000(102.4GB/s)的一半", Cp("kh40000", "peak") > Cp("ls3c5000", "peak")),
  V("qual", "正好是", "超过", not Cp("kh40000", "peak") / Cp("ls3c5000", "peak") > 2),
  )
C(R, "zh", "按每核计算,倚天 710 的 Scale-add 带宽只有 {1.81}GB/s,龙芯 3C5000 则有 {3.83}GB/s,约为前者的 {2.1} 倍 [@AT5]。",
  [r(pc["yt710"]), r(pc["ls3c5000"]), r(pc["ls3c5000"] / pc["yt710"])],
  val("只有 1.81", "只有 2.81", pc["yt710"]),
  val("则有 3.83", "则有 3.38", pc["ls3c5000"]),
  val("的 2.1 倍", "的 3.1 倍", pc["ls3c5000"] / pc["yt710"]),
  V("stat", "按每核计算", "按整颗 CPU 计算", off(Cp("yt710", "sadd"), 1.81)),
  V("unit", "只有 1.81GB/s", "只有 1.81Gb/s", off(pc["yt710"] * 8, 1.81)),
  V("unit", "则有 3.83GB/s", "则有 3.83MB/s", off(pc["ls3c5000"] * 1000, 3.83)),
  V("row", "龙芯 3C5000 则有", "兆芯 KH-40000 则有", off(pc["kh40000"], 3.83)),
  V("row", "倚天 710 的 Scale-add", "飞腾 S5000C 的 Scale-add", off(pc["s5000c"], 1.81)),
  V("col", "的 Scale-add 带宽只有", "的理论峰值带宽只有", off(Cp("yt710", "peak") / Cp("yt710", "cores"), 1.81)),
  V("dir", "约为前者的 2.1 倍", "约为前者的一半", pc["ls3c5000"] > pc["yt710"]),
  V("qual", "约为前者的 2.1 倍", "不到前者的 2 倍", not pc["ls3c5000"] / pc["yt710"] < 2),
  )
# ---------------------------------------------------------------------------------------------------------------
# AT6: 海康威视 DS-A72024R video-surveillance storage (Chinese-first)
g = getter("AT6")
R = "AT6"
Ch = lambda row, col: g(f"channels.{row}.{col}")
Rt = lambda row, col: g(f"retention.{row}.{col}")
C(R, "zh", "单台 DS-A72024R 可同时录制 {512} 路 {4}Mbps 视频,总写入带宽 {256}MB/s,与 {1,024} 路 {2}Mbps 时相同 [@AT6]。",
  [r(Ch("b4", "rec")), r(Ch("b4", "bitrate")), r(Ch("b4", "write")), r(Ch("b2", "rec")), r(Ch("b2", "bitrate"))],
  val("录制 512 路", "录制 384 路", Ch("b4", "rec")),
  val("带宽 256MB/s", "带宽 300MB/s", Ch("b4", "write")),
  val("与 1,024 路", "与 768 路", Ch("b2", "rec")),
  V("unit", "带宽 256MB/s", "带宽 256Mbps", off(Ch("b4", "write") * 8, 256)),
  V("unit", "4Mbps 视频", "4MB/s 视频", off(Ch("b4", "bitrate") / 8, 4)),
  V("col", "同时录制 512 路", "同时录制并回放 512 路", off(Ch("b4", "rec_play"), 512)),
  V("row", "512 路 4Mbps", "512 路 8Mbps", off(Ch("b8", "rec"), 512)),
  V("dir", "与 1,024 路 2Mbps 时相同", "比 1,024 路 2Mbps 时高一倍", True, "both write 256 MB/s"),
  V("qual", "可同时录制 512 路", "最多只能录制 300 路", True, "at 4 Mbps the unit records 512 cameras"),
  V("stat", "总写入带宽 256MB/s", "每路写入带宽 256MB/s", off(Ch("b4", "write") / Ch("b4", "rec"), 256)),
  V("value", "2Mbps 时相同", "8Mbps 时相同", off(Ch("b8", "write"), 256)),
  )
C(R, "zh", "码率升到 {16}Mbps 时仍可录制 {160} 路,总写入带宽达 {320}MB/s,比 {8}Mbps 时的 {300}MB/s 还高约 {7}% [@AT6]。",
  [r(Ch("b16", "bitrate")), r(Ch("b16", "rec")), r(Ch("b16", "write")), r(Ch("b8", "bitrate")), r(Ch("b8", "write")), r(100 * (Ch("b16", "write") / Ch("b8", "write") - 1))],
  val("录制 160 路", "录制 200 路", Ch("b16", "rec")),
  val("达 320MB/s", "达 360MB/s", Ch("b16", "write")),
  val("的 300MB/s", "的 256MB/s", Ch("b8", "write")),
  val("约 7%", "约 17%", 100 * (Ch("b16", "write") / Ch("b8", "write") - 1)),
  V("unit", "达 320MB/s", "达 320Mbps", off(Ch("b16", "write") * 8, 320)),
  V("dir", "还高约 7%", "反而低约 7%", Ch("b16", "write") > Ch("b8", "write")),
  V("col", "仍可录制 160 路", "仍可录制并回放 160 路", True, "record + playback was not measured at 16 Mbps (an empty cell)"),
  V("row", "比 8Mbps 时", "比 4Mbps 时", off(Ch("b4", "write"), 300)),
  V("qual", "仍可录制 160 路", "仍可录制 200 路以上", not Ch("b16", "rec") >= 200),
  V("stat", "总写入带宽达 320MB/s", "每路写入带宽达 320MB/s", off(Ch("b16", "write") / Ch("b16", "rec"), 320)),
  V("unit", "还高约 7%", "还高约 7 倍", off(Ch("b16", "write") / Ch("b8", "write"), 7)),
  )
C(R, "zh", "8Mbps 码率下,DS-A72024R 最多录制 {300} 路,总写入带宽也是 {300}MB/s;若同时有十分之一的路数在回放,录制路数降到 {224} 路,少了约四分之一 [@AT6]。",
  [r(Ch("b8", "rec")), r(Ch("b8", "write")), r(Ch("b8", "rec_play"))],
  val("最多录制 300 路", "最多录制 320 路", Ch("b8", "rec")),
  val("也是 300MB/s", "也是 320MB/s", Ch("b8", "write")),
  val("降到 224 路", "降到 242 路", Ch("b8", "rec_play")),
  V("value", "少了约四分之一", "少了约一半", off(1 - Ch("b8", "rec_play") / Ch("b8", "rec"), 0.5, 0.15)),
  V("unit", "也是 300MB/s", "也是 300Mbps", off(Ch("b8", "write") * 8, 300)),
  V("dir", "降到 224 路", "升到 224 路", Ch("b8", "rec_play") < Ch("b8", "rec")),
  V("row", "8Mbps 码率下", "4Mbps 码率下", off(Ch("b4", "rec"), 300)),
  V("col", "最多录制 300 路", "最多回放 300 路", True, "playback is a tenth of the recorded cameras"),
  V("qual", "少了约四分之一", "少了不到一成", not 1 - Ch("b8", "rec_play") / Ch("b8", "rec") < 0.1),
  V("value", "十分之一的路数", "一半的路数", True, "the record + playback test plays back a tenth of the cameras"),
  V("stat", "总写入带宽也是 300MB/s", "每路写入带宽也是 300MB/s", off(Ch("b8", "write") / Ch("b8", "rec"), 300)),
  )
C(R, "zh", "按 {200} 路 {4}Mbps 摄像机全天录像计算,每天写入约 {8.64}TB;用 {16}TB 硬盘时可用容量 {352}TB,录像可保存 {40.7} 天 [@AT6]。",
  [r(g("cameras")), r(g("cam_bitrate")), r(g("cameras") * g("cam_bitrate") / 8 * 86400 / 1e6), r(Rt("h16", "drive")), r(Rt("h16", "usable")), r(Rt("h16", "days"))],
  val("按 200 路", "按 300 路", g("cameras")),
  val("约 8.64TB", "约 6.48TB", g("cameras") * g("cam_bitrate") / 8 * 86400 / 1e6),
  val("容量 352TB", "容量 384TB", Rt("h16", "usable")),
  val("保存 40.7 天", "保存 47.0 天", Rt("h16", "days")),
  V("unit", "约 8.64TB", "约 8.64PB", off(g("cameras") * g("cam_bitrate") / 8 * 86400 / 1e9, 8.64)),
  V("unit", "保存 40.7 天", "保存 40.7 周", off(Rt("h16", "days") / 7, 40.7)),
  V("unit", "4Mbps 摄像机", "4MB/s 摄像机", off(g("cam_bitrate") / 8, 4)),
  V("row", "用 16TB 硬盘时", "用 20TB 硬盘时", off(Rt("h20", "usable"), 352)),
  V("col", "可用容量 352TB", "裸容量 352TB", off(g("bays") * Rt("h16", "drive"), 352)),
  V("qual", "可保存 40.7 天", "可保存两个月以上", not Rt("h16", "days") > 60),
  V("stat", "每天写入约 8.64TB", "每路每天写入约 8.64TB", off(g("cam_bitrate") / 8 * 86400 / 1e6, 8.64)),
  )
C(R, "zh", "换用 {24}TB 硬盘后,可用容量增至 {528}TB,保存天数从 8TB 盘的 {20.4} 天延长到 {61.1} 天,约为三倍 [@AT6]。",
  [r(Rt("h24", "drive")), r(Rt("h24", "usable")), r(Rt("h8", "days")), r(Rt("h24", "days"))],
  val("增至 528TB", "增至 576TB", Rt("h24", "usable")),
  val("的 20.4 天", "的 24.0 天", Rt("h8", "days")),
  val("到 61.1 天", "到 66.1 天", Rt("h24", "days")),
  V("value", "约为三倍", "约为两倍", off(Rt("h24", "days") / Rt("h8", "days"), 2, 0.15)),
  V("unit", "增至 528TB", "增至 528TiB", off(Rt("h24", "usable") / 1.099511627776, 528)),
  V("unit", "到 61.1 天", "到 61.1 小时", off(Rt("h24", "days") * 24, 61.1)),
  V("dir", "延长到", "缩短到", Rt("h24", "days") > Rt("h8", "days")),
  V("row", "换用 24TB 硬盘后", "换用 20TB 硬盘后", off(Rt("h20", "usable"), 528)),
  V("col", "可用容量增至 528TB", "满载功耗增至 528W", off(Rt("h24", "power"), 528)),
  V("qual", "约为三倍", "超过四倍", not Rt("h24", "days") / Rt("h8", "days") > 4),
  V("stat", "可用容量增至 528TB", "每块盘可用容量增至 528TB", off(Rt("h24", "drive"), 528)),
  )
C(R, "zh", "{24} 个盘位组成两组 12 盘 RAID 5,可用容量为 {22} 块盘之和:{20}TB 盘时为 {440}TB,保存 {50.9} 天 [@AT6]。",
  [r(g("bays")), r(Rt("h20", "usable") / Rt("h20", "drive")), r(Rt("h20", "drive")), r(Rt("h20", "usable")), r(Rt("h20", "days"))],
  val("24 个盘位", "36 个盘位", g("bays")),
  val("为 22 块盘", "为 24 块盘", Rt("h20", "usable") / Rt("h20", "drive")),
  val("时为 440TB", "时为 480TB", Rt("h20", "usable")),
  val("保存 50.9 天", "保存 59.0 天", Rt("h20", "days")),
  V("unit", "时为 440TB", "时为 440PB", off(Rt("h20", "usable") / 1000, 440)),
  V("unit", "保存 50.9 天", "保存 50.9 个月", off(Rt("h20", "days") / 30, 50.9)),
  V("row", "20TB 盘时", "16TB 盘时", off(Rt("h16", "usable"), 440)),
  V("col", "时为 440TB", "时满载功耗 440W", off(Rt("h20", "power"), 440)),
  V("qual", "保存 50.9 天", "保存不到 45 天", not Rt("h20", "days") < 45),
  V("value", "RAID 5", "RAID 6", True, "RAID 6 would leave 20 data drives, not 22"),
  V("stat", "可用容量为 22 块盘之和", "可用容量为 24 块盘之和", off(g("bays") * Rt("h20", "drive"), 440)),
  )
C(R, "zh", "功耗随硬盘容量变化不大:8TB 盘满载 {360}W,24TB 盘 {398}W,只多 {38}W,但可用容量是前者的 {3} 倍 [@AT6]。",
  [r(Rt("h8", "power")), r(Rt("h24", "power")), r(Rt("h24", "power") - Rt("h8", "power")), r(Rt("h24", "usable") / Rt("h8", "usable"))],
  val("满载 360W", "满载 380W", Rt("h8", "power")),
  val("24TB 盘 398W", "24TB 盘 392W", Rt("h24", "power")),
  val("只多 38W", "只多 83W", Rt("h24", "power") - Rt("h8", "power")),
  val("的 3 倍", "的 4 倍", Rt("h24", "usable") / Rt("h8", "usable")),
  V("unit", "满载 360W", "满载 360kW", off(Rt("h8", "power") / 1000, 360)),
  V("dir", "只多 38W", "还少 38W", Rt("h24", "power") > Rt("h8", "power")),
  V("row", "24TB 盘 398W", "20TB 盘 398W", off(Rt("h20", "power"), 398)),
  V("row", "8TB 盘满载", "12TB 盘满载", off(Rt("h12", "power"), 360)),
  V("qual", "只多 38W", "多出 100W 以上", not Rt("h24", "power") - Rt("h8", "power") > 100),
  V("stat", "满载 360W", "空闲 360W", True, "360 W is the full-load power; idle power is not given"),
  V("unit", "只多 38W", "只多 38%", off(100 * (Rt("h24", "power") / Rt("h8", "power") - 1), 38)),
  )
rb = lambda k: g(f"rebuild.{k}")
C(R, "zh", "16TB 盘 RAID 5 重建一块盘,空闲时需 {9.5} 小时,边录制 512 路 4Mbps 视频边重建则需 {16.2} 小时,多出约 {71}% [@AT6]。",
  [r(rb("idle")), r(rb("loaded")), r(100 * (rb("loaded") / rb("idle") - 1))],
  val("需 9.5 小时", "需 5.9 小时", rb("idle")),
  val("需 16.2 小时", "需 12.6 小时", rb("loaded")),
  val("约 71%", "约 17%", 100 * (rb("loaded") / rb("idle") - 1)),
  V("dir", "多出约", "缩短约", rb("loaded") > rb("idle")),
  V("unit", "需 9.5 小时", "需 9.5 分钟", off(rb("idle") * 60, 9.5)),
  V("unit", "需 16.2 小时", "需 16.2 天", off(rb("loaded") / 24, 16.2)),
  V("row", "空闲时需 9.5", "录制时需 9.5", off(rb("loaded"), 9.5)),
  V("qual", "多出约 71%", "多出不到一半", not rb("loaded") / rb("idle") - 1 < 0.5),
  V("value", "16TB 盘", "24TB 盘", True, "the rebuild was timed with 16 TB drives"),
  V("unit", "多出约 71%", "多出约 71 小时", off(rb("loaded") - rb("idle"), 71)),
  V("stat", "重建一块盘", "重建全部 24 块盘", True, "the figures are for one failed drive"),
  )
st = lambda k: g(f"search_time.{k}")
C(R, "zh", "按时间检索一路录像,平均 {1.2} 秒开始回放,P99 为 {3.8} 秒,工作环境温度 {5}~{40}°C [@AT6]。",
  [r(st("mean")), r(st("p99")), r(g("temp")[0]), r(g("temp")[1])],
  val("平均 1.2 秒", "平均 2.1 秒", st("mean")),
  val("P99 为 3.8", "P99 为 8.3", st("p99")),
  val("温度 5~", "温度 0~", g("temp")[0]),
  val("~40°C", "~55°C", g("temp")[1]),
  V("unit", "平均 1.2 秒", "平均 1.2 分钟", off(st("mean") / 60, 1.2)),
  V("unit", "P99 为 3.8 秒", "P99 为 3.8 毫秒", off(st("p99") * 1000, 3.8)),
  V("stat", "平均 1.2 秒", "P99 1.2 秒", off(st("p99"), 1.2)),
  V("stat", "P99 为 3.8", "平均为 3.8", off(st("mean"), 3.8)),
  V("qual", "平均 1.2 秒", "平均不到 1 秒", not st("mean") < 1),
  V("col", "按时间检索一路录像", "重建一块硬盘", off(rb("idle") * 3600, 1.2)),
  V("unit", "~40°C", "~40°F", off(g("temp")[1] * 9 / 5 + 32, 40)),
  )
C(R, "en", "One DS-A72024R records {512} cameras at {4} Mbps, a total of {256} MB/s, or {1,024} cameras at {2} Mbps for the same write load [@AT6].",
  [r(Ch("b4", "rec")), r(Ch("b4", "bitrate")), r(Ch("b4", "write")), r(Ch("b2", "rec")), r(Ch("b2", "bitrate"))],
  val("records 512", "records 384", Ch("b4", "rec")),
  val("of 256 MB/s", "of 320 MB/s", Ch("b4", "write")),
  val("or 1,024", "or 768", Ch("b2", "rec")),
  V("unit", "of 256 MB/s", "of 256 Mbps", off(Ch("b4", "write") * 8, 256)),
  V("unit", "at 4 Mbps", "at 4 MB/s", off(Ch("b4", "bitrate") / 8, 4)),
  V("col", "records 512 cameras", "records and plays back 512 cameras", off(Ch("b4", "rec_play"), 512)),
  V("row", "cameras at 4 Mbps", "cameras at 8 Mbps", off(Ch("b8", "rec"), 512)),
  V("dir", "for the same write load", "for twice the write load", True, "both write 256 MB/s"),
  V("stat", "a total of 256 MB/s", "256 MB/s per camera", off(Ch("b4", "write") / Ch("b4", "rec"), 256)),
  V("qual", "records 512 cameras", "records at most 300 cameras", True, "at 4 Mbps the unit records 512 cameras"),
  V("value", "One DS-A72024R", "Two DS-A72024R", True, "the figures are for one unit"),
  )
C(R, "en", "With a tenth of the cameras also being played back, capacity at {2} Mbps drops from {1,024} to {768} cameras, a quarter fewer [@AT6].",
  [r(Ch("b2", "bitrate")), r(Ch("b2", "rec")), r(Ch("b2", "rec_play"))],
  val("from 1,024", "from 1,240", Ch("b2", "rec")),
  val("to 768 cameras", "to 876 cameras", Ch("b2", "rec_play")),
  V("value", "a quarter fewer", "a third fewer", off(1 - Ch("b2", "rec_play") / Ch("b2", "rec"), 1 / 3, 0.15)),
  V("value", "at 2 Mbps", "at 8 Mbps", off(Ch("b8", "rec"), 1024)),
  V("dir", "drops from", "rises from", Ch("b2", "rec_play") < Ch("b2", "rec")),
  V("dir", "a quarter fewer", "a quarter more", Ch("b2", "rec_play") < Ch("b2", "rec")),
  V("unit", "at 2 Mbps", "at 2 MB/s", off(Ch("b2", "bitrate") / 8, 2)),
  V("qual", "a quarter fewer", "less than a tenth fewer", not 1 - Ch("b2", "rec_play") / Ch("b2", "rec") < 0.1),
  V("value", "a tenth of the cameras", "half of the cameras", True, "a tenth of the cameras are played back"),
  V("col", "to 768 cameras", "to 768 MB/s", True, "768 counts cameras; the write load at 2 Mbps is 256 MB/s"),
  )
days = lambda k: Rt(k, "days")
C(R, "en", "For {200} cameras at {4} Mbps, {12} TB drives give {264} TB usable and {30.6} days of recording; {20} TB drives stretch that to {50.9} days [@AT6].",
  [r(g("cameras")), r(g("cam_bitrate")), r(Rt("h12", "drive")), r(Rt("h12", "usable")), r(days("h12")), r(Rt("h20", "drive")), r(days("h20"))],
  val("For 200 cameras", "For 250 cameras", g("cameras")),
  val("give 264 TB", "give 288 TB", Rt("h12", "usable")),
  val("and 30.6 days", "and 36.0 days", days("h12")),
  val("to 50.9 days", "to 59.0 days", days("h20")),
  V("row", "12 TB drives give", "16 TB drives give", off(Rt("h16", "usable"), 264)),
  V("row", "20 TB drives stretch", "24 TB drives stretch", off(days("h24"), 50.9)),
  V("unit", "give 264 TB", "give 264 TiB", off(Rt("h12", "usable") / 1.099511627776, 264)),
  V("unit", "30.6 days", "30.6 weeks", off(days("h12") / 7, 30.6)),
  V("col", "264 TB usable", "264 TB raw", off(g("bays") * Rt("h12", "drive"), 264)),
  V("dir", "stretch that to", "cut that to", days("h20") > days("h12")),
  V("qual", "and 30.6 days", "and over a month", not days("h12") > 31),
  )
C(R, "en", "The {200}-camera site writes {800} Mbps, {100} MB/s, around the clock, which is about {8.64} TB a day [@AT6].",
  [r(g("cameras")), r(g("cameras") * g("cam_bitrate")), r(g("cameras") * g("cam_bitrate") / 8), r(g("cameras") * g("cam_bitrate") / 8 * 86400 / 1e6)],
  val("writes 800 Mbps", "writes 400 Mbps", g("cameras") * g("cam_bitrate")),
  val("Mbps, 100 MB/s", "Mbps, 800 MB/s", g("cameras") * g("cam_bitrate") / 8),
  val("about 8.64 TB", "about 6.84 TB", g("cameras") * g("cam_bitrate") / 8 * 86400 / 1e6),
  V("unit", "writes 800 Mbps", "writes 800 MB/s", off(g("cameras") * g("cam_bitrate") / 8, 800)),
  V("unit", "about 8.64 TB a day", "about 8.64 TB an hour", off(g("cameras") * g("cam_bitrate") / 8 * 3600 / 1e6, 8.64)),
  V("unit", "8.64 TB", "8.64 TiB", off(g("cameras") * g("cam_bitrate") / 8 * 86400 / 1e6 / 1.099511627776, 8.64)),
  V("value", "The 200-camera site", "The 400-camera site", True, "400 cameras at 4 Mbps would write 1,600 Mbps"),
  V("stat", "The 200-camera site writes 800 Mbps", "Each camera writes 800 Mbps", off(g("cam_bitrate"), 800)),
  V("qual", "about 8.64 TB a day", "over 10 TB a day", not g("cameras") * g("cam_bitrate") / 8 * 86400 / 1e6 > 10),
  V("col", "writes 800 Mbps", "plays back 800 Mbps", True, "the retention test only records"),
  )
C(R, "en", "At the top bit rate of {16} Mbps the unit still takes {160} cameras, writing {320} MB/s, its highest load [@AT6].",
  [r(Ch("b16", "bitrate")), r(Ch("b16", "rec")), r(Ch("b16", "write"))],
  val("takes 160 cameras", "takes 180 cameras", Ch("b16", "rec")),
  val("writing 320 MB/s", "writing 360 MB/s", Ch("b16", "write")),
  val("of 16 Mbps", "of 32 Mbps", Ch("b16", "bitrate")),
  V("unit", "writing 320 MB/s", "writing 320 Mbps", off(Ch("b16", "write") * 8, 320)),
  V("unit", "of 16 Mbps", "of 16 MB/s", off(Ch("b16", "bitrate") / 8, 16)),
  V("dir", "its highest load", "its lowest load", min(Ch(k, "write") for k in ("b2", "b4", "b8", "b16")) != Ch("b16", "write")),
  V("col", "still takes 160 cameras", "still records and plays back 160 cameras", True, "record + playback was not measured at 16 Mbps (an empty cell)"),
  V("row", "At the top bit rate of 16", "At the bit rate of 8", off(Ch("b8", "rec"), 160)),
  V("stat", "writing 320 MB/s", "writing 320 MB/s per camera", off(Ch("b16", "write") / Ch("b16", "rec"), 320)),
  V("qual", "still takes 160 cameras", "still takes over 200 cameras", not Ch("b16", "rec") > 200),
  )
C(R, "en", "Moving from {8} TB to {24} TB drives triples usable space, from {176} TB to {528} TB, for just {38} W more at full load [@AT6].",
  [r(Rt("h8", "drive")), r(Rt("h24", "drive")), r(Rt("h8", "usable")), r(Rt("h24", "usable")), r(Rt("h24", "power") - Rt("h8", "power"))],
  val("from 176 TB", "from 192 TB", Rt("h8", "usable")),
  val("to 528 TB", "to 576 TB", Rt("h24", "usable")),
  val("just 38 W", "just 83 W", Rt("h24", "power") - Rt("h8", "power")),
  V("value", "triples usable space", "doubles usable space", off(Rt("h24", "usable") / Rt("h8", "usable"), 2, 0.1)),
  V("unit", "to 528 TB", "to 528 PB", off(Rt("h24", "usable") / 1000, 528)),
  V("unit", "38 W more", "38 kW more", off((Rt("h24", "power") - Rt("h8", "power")) / 1000, 38)),
  V("dir", "38 W more", "38 W less", Rt("h24", "power") > Rt("h8", "power")),
  V("row", "to 24 TB drives", "to 20 TB drives", off(Rt("h20", "usable"), 528)),
  V("col", "usable space, from 176 TB", "raw space, from 176 TB", off(g("bays") * Rt("h8", "drive"), 176)),
  V("stat", "at full load", "at idle", True, "the power figures are full-load"),
  V("qual", "for just 38 W more", "for over 100 W more", not Rt("h24", "power") - Rt("h8", "power") > 100),
  )
C(R, "en", "Rebuilding a failed {16} TB drive takes {9.5} hours on an idle unit but {16.2} hours while it records 512 cameras, {6.7} hours longer [@AT6].",
  [r(Rt("h16", "drive")), r(rb("idle")), r(rb("loaded")), r(rb("loaded") - rb("idle"))],
  val("takes 9.5 hours", "takes 5.9 hours", rb("idle")),
  val("but 16.2 hours", "but 12.6 hours", rb("loaded")),
  val("6.7 hours longer", "7.6 hours longer", rb("loaded") - rb("idle")),
  V("unit", "takes 9.5 hours", "takes 9.5 minutes", off(rb("idle") * 60, 9.5)),
  V("unit", "6.7 hours longer", "6.7 days longer", off((rb("loaded") - rb("idle")) / 24, 6.7)),
  V("dir", "6.7 hours longer", "6.7 hours shorter", rb("loaded") > rb("idle")),
  V("row", "on an idle unit", "on a busy unit", off(rb("loaded"), 9.5)),
  V("value", "failed 16 TB drive", "failed 24 TB drive", True, "the rebuild was timed with 16 TB drives"),
  V("qual", "but 16.2 hours", "but under 12 hours", not rb("loaded") < 12),
  V("unit", "6.7 hours longer", "6.7% longer", off(100 * (rb("loaded") / rb("idle") - 1), 6.7)),
  V("stat", "Rebuilding a failed 16 TB drive", "Rebuilding every drive of a RAID 5 group", True, "the figures are for one failed drive"),
  )
C(R, "en", "Searching a recording by time starts playback in {1.2} s on average and {3.8} s at P99, and the unit runs at ambient temperatures of {5} to {40} °C [@AT6].",
  [r(st("mean")), r(st("p99")), r(g("temp")[0]), r(g("temp")[1])],
  val("in 1.2 s", "in 2.1 s", st("mean")),
  val("and 3.8 s", "and 8.3 s", st("p99")),
  val("of 5 to", "of 0 to", g("temp")[0]),
  val("to 40 °C", "to 50 °C", g("temp")[1]),
  V("unit", "in 1.2 s", "in 1.2 ms", off(st("mean") * 1000, 1.2)),
  V("unit", "and 3.8 s", "and 3.8 min", off(st("p99") / 60, 3.8)),
  V("stat", "on average", "at the median", True, "1.2 s is the mean; the report gives no median"),
  V("stat", "at P99", "at P99.9", True, "3.8 s is the P99"),
  V("qual", "in 1.2 s on average", "in under a second on average", not st("mean") < 1),
  V("dir", "and 3.8 s at P99", "and 0.8 s at P99", True, "the P99 is above the mean, 3.8 s"),
  V("unit", "to 40 °C", "to 40 °F", off(g("temp")[1] * 9 / 5 + 32, 40)),
  )
C(R, "en", "Recording and playing back at {4} Mbps, the unit handles {384} cameras, {128} fewer than the {512} it records alone [@AT6].",
  [r(Ch("b4", "bitrate")), r(Ch("b4", "rec_play")), r(Ch("b4", "rec") - Ch("b4", "rec_play")), r(Ch("b4", "rec"))],
  val("handles 384", "handles 438", Ch("b4", "rec_play")),
  val("128 fewer", "182 fewer", Ch("b4", "rec") - Ch("b4", "rec_play")),
  val("the 512 it", "the 521 it", Ch("b4", "rec")),
  V("value", "at 4 Mbps", "at 2 Mbps", off(Ch("b2", "rec_play"), 384)),
  V("unit", "at 4 Mbps", "at 4 MB/s", off(Ch("b4", "bitrate") / 8, 4)),
  V("dir", "128 fewer than", "128 more than", Ch("b4", "rec_play") < Ch("b4", "rec")),
  V("col", "the unit handles 384 cameras", "the unit writes 384 MB/s", off(Ch("b4", "write"), 384)),
  V("row", "at 4 Mbps, the unit", "at 8 Mbps, the unit", off(Ch("b8", "rec_play"), 384)),
  V("qual", "handles 384 cameras", "handles over 400 cameras", not Ch("b4", "rec_play") > 400),
  V("stat", "the unit handles 384", "each disk group handles 384", True, "384 is for the whole unit"),
  V("unit", "128 fewer", "128% fewer", True, "a gap of 128 cameras, a quarter"),
  )

# ---------------------------------------------------------------------------------------------------------------
def plain(text):
    return re.sub(r"\{([^{}]*?)!?\}", r"\1", text)


def main():
    bad = 0
    per = {}
    kinds = {}
    lines = ["# claims-fresh22: held-out claims against evidence/AT1.yaml .. AT6.yaml (written from the docs only).",
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
        if not 10 <= len(variants) <= 18:
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
