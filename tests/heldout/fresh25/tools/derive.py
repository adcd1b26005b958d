#!/usr/bin/env python3
"""fresh25: every claim sentence of claims-fresh25.txt with its figures recomputed from the evidence files, and every
wrong variant checked to be false against the same evidence. No engine import.

  derive.py            check all claims and variants, print every figure (written vs computed)
  derive.py --write    the same, then (only if all is well) write ../claims-fresh25.txt

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
OUT = os.path.join(HERE, "..", "claims-fresh25.txt")
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
    """Chinese sentences use full-width punctuation: a comma or colon that is not between digits, parentheses, semicolons."""
    t = re.sub(r"(?<!\d),|,(?!\d)", "\uff0c", t)
    t = re.sub(r"(?<!\d):|:(?!\d)", "\uff1a", t)
    return t.replace("(", "\uff08").replace(")", "\uff09").replace(";", "\uff1b")


def C(rep, lang, text, facts, *variants):
    if lang == "zh":
        text = zhpunct(text)
        variants = [(k, zhpunct(o), zhpunct(n), ok, why) for k, o, n, ok, why in variants]
    CLAIMS.append((rep, lang, text, facts, list(variants)))



# ---------------------------------------------------------------------------------------------------------------
# AX1: 沧岫 CX-Object object storage, small-object PUT/GET at scale (Chinese-first)
g = getter("AX1")
R = "AX1"
T1 = lambda row, col: g(f"by_size.{row}.{col}")
T2 = lambda row, col: g(f"scale.{row}.{col}")
def isnull(addr, g=g):
    try:
        g(addr); return False
    except KeyError:
        return True
lat = lambda k: g(f"get_lat.{k}")
cap = lambda k: g(f"capacity.{k}")
x = T1("o4k", "get_ops") / T1("o4k", "put_ops")
C(R, "zh", "512 个客户端并发时,4KB 小对象的 GET 达到每秒 {96.5} 万次,PUT 为每秒 {42.0} 万次,读是写的 {2.3} 倍 [@AX1]。",
  [r(T1("o4k", "get_ops")), r(T1("o4k", "put_ops")), r(x)],
  val("GET 达到每秒 96.5 万次", "GET 达到每秒 69.5 万次", T1("o4k", "get_ops")),
  val("PUT 为每秒 42.0 万次", "PUT 为每秒 24.0 万次", T1("o4k", "put_ops")),
  val("读是写的 2.3 倍", "读是写的 3.2 倍", x),
  V("col", "512 个客户端并发时", "128 个客户端并发时", off(T2("c128", "get_ops"), 96.5)),
  V("row", "4KB 小对象的 GET", "64KB 对象的 GET", off(T1("o64k", "get_ops"), 96.5)),
  V("unit", "每秒 96.5 万次", "每秒 96.5 千次", off(T1("o4k", "get_ops") * 10, 96.5), "965 thousand, not 96.5 thousand"),
  V("dir", "读是写的 2.3 倍", "写是读的 2.3 倍", T1("o4k", "get_ops") > T1("o4k", "put_ops")),
  V("qual", "GET 达到每秒 96.5 万次", "GET 不到每秒 50 万次", not T1("o4k", "get_ops") < 50),
  V("stat", "GET 达到每秒", "每个客户端 GET 达到每秒", off(T1("o4k", "get_ops") / 512, 96.5)),
  )
x2 = T2("c512", "get_ops") / T2("c64", "get_ops")
C(R, "zh", "客户端从 64 个增加到 512 个,4KB 对象的 GET 速率从每秒 {21.5} 万次提升到 {96.5} 万次,约为原来的 {4.5} 倍 [@AX1]。",
  [r(T2("c64", "get_ops")), r(T2("c512", "get_ops")), r(x2)],
  val("从每秒 21.5 万次", "从每秒 12.5 万次", T2("c64", "get_ops")),
  val("提升到 96.5 万次", "提升到 69.5 万次", T2("c512", "get_ops")),
  val("原来的 4.5 倍", "原来的 8 倍", x2),
  V("col", "从 64 个增加到 512 个", "从 64 个增加到 256 个", off(T2("c256", "get_ops"), 96.5)),
  V("unit", "从 64 个增加到", "从 64 个节点增加到", True, "64 counts clients; there are 12 storage nodes"),
  V("dir", "提升到 96.5 万次", "下降到 96.5 万次", T2("c512", "get_ops") > T2("c64", "get_ops")),
  V("row", "4KB 对象的 GET 速率", "4KB 对象的 PUT 速率", off(T2("c64", "put_ops"), 21.5)),
  V("qual", "约为原来的 4.5 倍", "不到原来的 3 倍", not x2 < 3),
  V("value", "从 64 个增加到", "从 32 个增加到", True, "there is no 32-client row"),
  )
inc = 100 * (T2("c1024", "get_ops") / T2("c512", "get_ops") - 1)
C(R, "zh", "继续加到 1024 个客户端,GET 只提高到每秒 {97.2} 万次,增幅不到 {1!}%,集群已接近饱和 [@AX1]。",
  [r(T2("c1024", "get_ops")), le(inc, 0.5)],
  val("每秒 97.2 万次", "每秒 92.7 万次", T2("c1024", "get_ops")),
  V("value", "增幅不到 1%", "增幅不到 0.5%", not inc < 0.5),
  V("qual", "增幅不到 1%", "增幅超过 5%", not inc > 5),
  V("col", "加到 1024 个客户端", "加到 256 个客户端", off(T2("c256", "get_ops"), 97.2)),
  V("dir", "只提高到", "反而降到", T2("c1024", "get_ops") > T2("c512", "get_ops")),
  V("row", "GET 只提高到", "PUT 只提高到", off(T2("c1024", "put_ops"), 97.2)),
  V("unit", "每秒 97.2 万次", "每秒 97.2 次", off(T2("c1024", "get_ops") * 1e4, 97.2)),
  V("stat", "GET 只提高到每秒 97.2 万次", "GET 的 P99 时延只有 97.2 毫秒", isnull("scale.c1024.get_p99"), "no P99 at 1024 clients"),
  V("value", "加到 1024 个客户端", "加到 2048 个客户端", True, "there is no 2048-client row"),
  )
C(R, "zh", "大对象才是带宽的主场:16MB 对象的 GET 带宽达到 {72.1}GB/s,PUT 也有 {34.4}GB/s [@AX1]。",
  [r(T1("o16m", "get_bw")), r(T1("o16m", "put_bw"))],
  val("达到 72.1GB/s", "达到 27.1GB/s", T1("o16m", "get_bw")),
  val("也有 34.4GB/s", "也有 43.4GB/s", T1("o16m", "put_bw")),
  V("unit", "达到 72.1GB/s", "达到 72.1Gb/s", off(T1("o16m", "get_bw") * 8, 72.1)),
  V("unit", "也有 34.4GB/s", "也有 34.4GB/min", off(T1("o16m", "put_bw") * 60, 34.4)),
  V("row", "16MB 对象的 GET", "1MB 对象的 GET", off(T1("o1m", "get_bw"), 72.1)),
  V("col", "GET 带宽达到 72.1", "PUT 带宽达到 72.1", off(T1("o16m", "put_bw"), 72.1)),
  V("qual", "也有 34.4GB/s", "不到 30GB/s", not T1("o16m", "put_bw") < 30),
  V("dir", "大对象才是带宽的主场", "小对象才是带宽的主场", T1("o16m", "get_bw") > T1("o4k", "get_bw")),
  V("stat", "GET 带宽达到", "每个节点 GET 带宽达到", off(T1("o16m", "get_bw") / g("storage_nodes"), 72.1)),
  )
C(R, "zh", "4KB 对象 GET 的 P50 时延仅 {1.6} 毫秒,P99 为 {5.8} 毫秒,即便 P99.9 也不超过 {14!} 毫秒 [@AX1]。",
  [r(lat("p50")), r(lat("p99")), le(lat("p999"))],
  val("P50 时延仅 1.6", "P50 时延仅 6.1", lat("p50")),
  val("P99 为 5.8", "P99 为 8.5", lat("p99")),
  V("value", "不超过 14 毫秒", "不超过 10 毫秒", not lat("p999") <= 10),
  V("unit", "仅 1.6 毫秒", "仅 1.6 微秒", off(lat("p50") * 1000, 1.6)),
  V("stat", "P99 为 5.8", "平均为 5.8", True, "the report gives P50 / P99 / P99.9, no mean"),
  V("stat", "P50 时延仅 1.6", "P99 时延仅 1.6", off(lat("p99"), 1.6)),
  V("col", "4KB 对象 GET 的", "4KB 对象 PUT 的", True, "the report gives GET latency only"),
  V("qual", "P99 为 5.8 毫秒", "P99 超过 8 毫秒", not lat("p99") > 8),
  V("dir", "也不超过 14 毫秒", "也超过 14 毫秒", not lat("p999") > 14),
  )
C(R, "zh", "整个集群由 {12} 个存储节点组成,每个节点 {24} 块 NVMe SSD,共 {288} 块盘 [@AX1]。",
  [r(g("storage_nodes")), r(g("drives_per_node")), r(g("drives_total"))],
  val("由 12 个", "由 16 个", g("storage_nodes")),
  val("每个节点 24 块", "每个节点 12 块", g("drives_per_node")),
  val("共 288 块", "共 192 块", g("drives_total")),
  V("unit", "由 12 个存储节点", "由 12 个客户端", True, "12 counts storage nodes"),
  V("stat", "每个节点 24 块", "整个集群 24 块", off(g("drives_total"), 24)),
  V("stat", "共 288 块盘", "每个节点 288 块盘", off(g("drives_per_node"), 288)),
  V("qual", "共 288 块盘", "不到 200 块盘", not g("drives_total") < 200),
  V("unit", "共 288 块盘", "共 288 个节点", True, "288 counts drives"),
  )
eff = 100 * cap("usable") / cap("raw")
parity = (cap("raw") - cap("usable")) * 1000
C(R, "zh", "集群原始容量 {2.21}PB,纠删码之后可用 {1.61}PB,得盘率约 {73}%,相当于有 {600}TB 用于校验 [@AX1]。",
  [r(cap("raw")), r(cap("usable")), r(eff), r(parity)],
  val("原始容量 2.21PB", "原始容量 2.12PB", cap("raw")),
  val("可用 1.61PB", "可用 1.16PB", cap("usable")),
  val("约 73%", "约 37%", eff),
  val("有 600TB", "有 160TB", parity),
  V("unit", "可用 1.61PB", "可用 1.61TB", off(cap("usable") * 1000, 1.61)),
  V("unit", "有 600TB", "有 600GB", off(parity * 1000, 600)),
  V("col", "可用 1.61PB", "原始 1.61PB", off(cap("raw"), 1.61)),
  V("qual", "得盘率约 73%", "得盘率超过 80%", not eff > 80),
  V("dir", "纠删码之后可用", "纠删码之后多出", cap("usable") < cap("raw"), "erasure coding takes capacity away"),
  )
hp = g("head_p99")
C(R, "zh", "在预置 {100} 亿个对象的情况下,HEAD 请求的 P99 时延仍保持在 {2.1}~{3.4} 毫秒 [@AX1]。",
  [r(g("objects")), r(hp[0]), r(hp[1])],
  val("预置 100 亿", "预置 10 亿", g("objects")),
  val("保持在 2.1~", "保持在 1.2~", hp[0]),
  val("~3.4 毫秒", "~4.3 毫秒", hp[1]),
  V("unit", "100 亿个对象", "100 万个对象", g("objects") * 1e8 != 100 * 1e4),
  V("stat", "HEAD 请求的 P99 时延", "HEAD 请求的平均时延", True, "the range is of P99 latency"),
  V("row", "HEAD 请求的 P99", "GET 请求的 P99", not hp[0] <= lat("p99") <= hp[1]),
  V("unit", "~3.4 毫秒", "~3.4 秒", off(hp[1] / 1000, 3.4)),
  V("qual", "仍保持在 2.1~3.4 毫秒", "仍保持在 1 毫秒以内", not hp[1] <= 1),
  )
x3 = T1("o64k", "put_bw") / T1("o4k", "put_bw")
C(R, "zh", "64KB 对象的 PUT 带宽为 {11.8}GB/s,约是 4KB 小对象({1.68}GB/s)的 {7} 倍 [@AX1]。",
  [r(T1("o64k", "put_bw")), r(T1("o4k", "put_bw")), r(x3)],
  val("带宽为 11.8GB/s", "带宽为 18.1GB/s", T1("o64k", "put_bw")),
  val("(1.68GB/s)", "(6.18GB/s)", T1("o4k", "put_bw")),
  val("的 7 倍", "的 16 倍", x3),
  V("col", "PUT 带宽为 11.8", "GET 带宽为 11.8", off(T1("o64k", "get_bw"), 11.8)),
  V("row", "64KB 对象的 PUT", "1MB 对象的 PUT", off(T1("o1m", "put_bw"), 11.8)),
  V("unit", "带宽为 11.8GB/s", "带宽为 11.8MB/s", off(T1("o64k", "put_bw") * 1000, 11.8)),
  V("dir", "约是 4KB 小对象(1.68GB/s)的 7 倍", "约是 4KB 小对象(1.68GB/s)的七分之一", T1("o64k", "put_bw") > T1("o4k", "put_bw")),
  V("qual", "的 7 倍", "的 10 倍以上", not x3 > 10),
  V("stat", "PUT 带宽为", "单个客户端 PUT 带宽为", off(T1("o64k", "put_bw") / 512, 11.8)),
  )
C(R, "en", "At 512 concurrent clients, CX-Object served {965,000} 4 KB GET requests per second with a P99 latency of {5.8} ms [@AX1].",
  [r(T1("o4k", "get_ops") * 1e4), r(lat("p99"))],
  val("served 965,000", "served 695,000", T1("o4k", "get_ops") * 1e4),
  val("of 5.8 ms", "of 8.5 ms", lat("p99")),
  V("unit", "of 5.8 ms", "of 5.8 s", off(lat("p99") / 1000, 5.8)),
  V("col", "At 512 concurrent clients", "At 64 concurrent clients", off(T2("c64", "get_ops") * 1e4, 965000)),
  V("stat", "a P99 latency", "a median latency", off(lat("p50"), 5.8)),
  V("row", "4 KB GET requests", "4 KB PUT requests", off(T1("o4k", "put_ops") * 1e4, 965000)),
  V("qual", "served 965,000", "served over 1.2 million", not T1("o4k", "get_ops") * 1e4 > 1.2e6),
  V("value", "served 965,000", "served 96,500", off(T1("o4k", "get_ops") * 1e4, "96,500")),
  V("qual", "a P99 latency of 5.8 ms", "a P99 latency under 2 ms", not lat("p99") < 2),
  )
gain = 100 * (T2("c128", "put_ops") / T2("c64", "put_ops") - 1)
C(R, "en", "Going from 64 to 128 clients nearly doubles the 4 KB PUT rate, from {98,000} to {186,000} requests per second, a {90}% gain [@AX1].",
  [r(T2("c64", "put_ops") * 1e4), r(T2("c128", "put_ops") * 1e4), r(gain)],
  val("from 98,000", "from 89,000", T2("c64", "put_ops") * 1e4),
  val("to 186,000", "to 168,000", T2("c128", "put_ops") * 1e4),
  val("a 90% gain", "a 60% gain", gain),
  V("col", "from 64 to 128 clients", "from 128 to 256 clients", off(T2("c256", "put_ops") * 1e4, 186000)),
  V("row", "4 KB PUT rate", "4 KB GET rate", off(T2("c64", "get_ops") * 1e4, 98000)),
  V("dir", "a 90% gain", "a 90% drop", T2("c128", "put_ops") > T2("c64", "put_ops")),
  V("unit", "a 90% gain", "a 90-point gain", True, "a relative gain of a rate, not percentage points"),
  V("value", "nearly doubles", "nearly triples", not 2.7 <= gain / 100 + 1 <= 3),
  V("qual", "a 90% gain", "a gain of over 150%", not gain > 150),
  )
x4 = T1("o16m", "put_bw") / T1("o4k", "put_bw")
C(R, "en", "Large objects move far more data: a 16 MB PUT stream reaches {34.4} GB/s, more than {20!} times the {1.68} GB/s of 4 KB PUTs [@AX1].",
  [r(T1("o16m", "put_bw")), ge(x4), r(T1("o4k", "put_bw"))],
  val("reaches 34.4", "reaches 43.4", T1("o16m", "put_bw")),
  val("the 1.68 GB/s", "the 6.18 GB/s", T1("o4k", "put_bw")),
  V("value", "more than 20 times", "more than 30 times", not x4 > 30),
  V("col", "a 16 MB PUT stream", "a 16 MB GET stream", off(T1("o16m", "get_bw"), 34.4)),
  V("row", "a 16 MB PUT stream", "a 1 MB PUT stream", off(T1("o1m", "put_bw"), 34.4)),
  V("unit", "reaches 34.4 GB/s", "reaches 34.4 Gbps", off(T1("o16m", "put_bw") * 8, 34.4)),
  V("dir", "more than 20 times the", "a twentieth of the", T1("o16m", "put_bw") > T1("o4k", "put_bw")),
  V("qual", "more than 20 times", "less than 10 times", not x4 < 10),
  V("row", "of 4 KB PUTs", "of 64 KB PUTs", off(T1("o64k", "put_bw"), 1.68)),
  )
x5 = T2("c512", "get_p99") / T2("c64", "get_p99")
C(R, "en", "Tail latency grows with load: the 4 KB GET P99 climbs from {1.9} ms at 64 clients to {5.8} ms at 512, roughly three times higher [@AX1].",
  [r(T2("c64", "get_p99")), r(T2("c512", "get_p99"))],
  val("from 1.9 ms", "from 9.1 ms", T2("c64", "get_p99")),
  val("to 5.8 ms", "to 3.6 ms", T2("c512", "get_p99")),
  V("col", "5.8 ms at 512", "5.8 ms at 256", off(T2("c256", "get_p99"), 5.8)),
  V("col", "1.9 ms at 64 clients", "1.9 ms at 128 clients", off(T2("c128", "get_p99"), 1.9)),
  V("dir", "climbs from", "falls from", T2("c512", "get_p99") > T2("c64", "get_p99")),
  V("value", "roughly three times higher", "roughly ten times higher", off(x5, 10, 0.1)),
  V("stat", "4 KB GET P99", "4 KB GET median", True, "no median per client count; at 512 clients it is 1.6 ms"),
  V("unit", "from 1.9 ms", "from 1.9 s", off(T2("c64", "get_p99") / 1000, 1.9)),
  V("qual", "roughly three times higher", "less than twice as high", not x5 < 2),
  )
share = 100 * (1 - cap("usable") / cap("raw"))
C(R, "en", "The {288} drives give {2.21} PB raw; after erasure coding {1.61} PB is usable, so about {27}% of raw capacity goes to parity [@AX1].",
  [r(g("drives_total")), r(cap("raw")), r(cap("usable")), r(share)],
  val("The 288 drives", "The 192 drives", g("drives_total")),
  val("give 2.21 PB", "give 2.12 PB", cap("raw")),
  val("coding 1.61 PB", "coding 1.16 PB", cap("usable")),
  val("about 27%", "about 37%", share),
  V("unit", "give 2.21 PB", "give 2.21 TB", off(cap("raw") * 1000, 2.21)),
  V("unit", "The 288 drives", "The 288 nodes", True, "288 counts drives; there are 12 nodes"),
  V("qual", "about 27%", "under 20%", not share < 20),
  V("stat", "The 288 drives give", "Each of the 288 drives gives", off(cap("raw") / 288, 2.21)),
  V("col", "1.61 PB is usable", "1.61 PB is raw", off(cap("raw"), 1.61)),
  )
C(R, "en", "For 1 MB objects, GETs stream at {59.4} GB/s, twice the {29.7} GB/s that PUTs reach [@AX1].",
  [r(T1("o1m", "get_bw")), r(T1("o1m", "put_bw"))],
  val("at 59.4", "at 54.9", T1("o1m", "get_bw")),
  val("the 29.7 GB/s", "the 27.9 GB/s", T1("o1m", "put_bw")),
  V("value", "twice the", "three times the", off(T1("o1m", "get_bw") / T1("o1m", "put_bw"), 3, 0.1)),
  V("row", "For 1 MB objects", "For 64 KB objects", off(T1("o64k", "get_bw"), 59.4)),
  V("col", "GETs stream at", "PUTs stream at", off(T1("o1m", "put_bw"), 59.4)),
  V("unit", "at 59.4 GB/s", "at 59.4 GiB/s", off(T1("o1m", "get_bw") / 1.073741824, 59.4)),
  V("dir", "twice the", "half the", T1("o1m", "get_bw") > T1("o1m", "put_bw")),
  V("qual", "at 59.4 GB/s", "at under 40 GB/s", not T1("o1m", "get_bw") < 40),
  V("row", "For 1 MB objects, GETs", "For 16 MB objects, GETs", off(T1("o16m", "get_bw"), 59.4)),
  )
bn = g("objects") * 1e8 / 1e9
C(R, "en", "The test cluster was preloaded with {10} billion objects before the first request was timed [@AX1].",
  [r(bn)],
  val("with 10 billion", "with 100 billion", bn),
  val("with 10 billion", "with 1 billion", bn),
  val("with 10 billion", "with 12 billion", bn),
  V("unit", "10 billion objects", "10 million objects", bn * 1e9 != 10e6),
  V("unit", "10 billion objects", "10 trillion objects", bn * 1e9 != 10e12),
  V("qual", "with 10 billion", "with under 5 billion", not bn < 5),
  V("qual", "with 10 billion", "with more than 20 billion", not bn > 20),
  V("stat", "with 10 billion objects", "with 10 billion objects per node", off(bn / g("storage_nodes"), 10)),
  )
rt = lat("p999") / lat("p50")
C(R, "en", "Even at 512 clients the median 4 KB GET completes in {1.6} ms, while the P99.9 stretches to {13.5} ms, about {8.4} times the median [@AX1].",
  [r(lat("p50")), r(lat("p999")), r(rt)],
  val("in 1.6 ms", "in 6.1 ms", lat("p50")),
  val("to 13.5 ms", "to 15.3 ms", lat("p999")),
  val("about 8.4 times", "about 4.8 times", rt),
  V("stat", "the median 4 KB GET", "the mean 4 KB GET", True, "the report gives no mean"),
  V("stat", "the P99.9 stretches", "the P99 stretches", off(lat("p99"), 13.5)),
  V("unit", "in 1.6 ms", "in 1.6 µs", off(lat("p50") * 1000, 1.6)),
  V("col", "Even at 512 clients", "Even at 1024 clients", isnull("scale.c1024.get_p99"), "no latency at 1024 clients"),
  V("row", "4 KB GET completes", "4 KB PUT completes", True, "the report gives GET latency only"),
  V("dir", "stretches to 13.5 ms", "drops to 13.5 ms", lat("p999") > lat("p50")),
  V("qual", "about 8.4 times", "under five times", not rt < 5),
  )


# ---------------------------------------------------------------------------------------------------------------
# AX2: Veltmark VF-400 NVMe-oF target, RDMA vs TCP (English-first)
g = getter("AX2")
R = "AX2"
Q = lambda row, col: g(f"qd_lat.{row}.{col}")
Tp = lambda row, col: g(f"throughput.{row}.{col}")
def isnull(addr, g=g):
    try:
        g(addr); return False
    except KeyError:
        return True
ll = lambda k: g(f"local_lat.{k}")
io = lambda k: g(f"iops_4k.{k}")
cpu = lambda k: g(f"cpu_per_mio.{k}")
d = Q("qd1", "rdma_mean") - ll("mean")
C(R, "en", "At queue depth 1, a 4 KB read over RDMA takes {88} µs on average, only {10} µs more than the same drive attached locally ({78} µs) [@AX2].",
  [r(Q("qd1", "rdma_mean")), r(d), r(ll("mean"))],
  val("takes 88 µs", "takes 68 µs", Q("qd1", "rdma_mean")),
  val("only 10 µs", "only 30 µs", d),
  val("locally (78 µs)", "locally (87 µs)", ll("mean")),
  V("col", "over RDMA takes", "over TCP takes", off(Q("qd1", "tcp_mean"), 88)),
  V("row", "At queue depth 1", "At queue depth 8", off(Q("qd8", "rdma_mean"), 88)),
  V("stat", "on average", "at the 99th percentile", off(Q("qd1", "rdma_p99"), 88)),
  V("unit", "takes 88 µs", "takes 88 ms", off(Q("qd1", "rdma_mean") / 1000, 88)),
  V("dir", "only 10 µs more than", "10 µs less than", Q("qd1", "rdma_mean") > ll("mean")),
  V("qual", "only 10 µs more", "more than 40 µs more", not d > 40),
  )
p = 100 * (Q("qd1", "tcp_p99") / Q("qd1", "rdma_p99") - 1)
C(R, "en", "NVMe/TCP pays for its convenience in the tail: its QD1 P99 read latency is {236} µs against {152} µs for RDMA, {55}% higher [@AX2].",
  [r(Q("qd1", "tcp_p99")), r(Q("qd1", "rdma_p99")), r(p)],
  val("is 236 µs", "is 263 µs", Q("qd1", "tcp_p99")),
  val("against 152 µs", "against 125 µs", Q("qd1", "rdma_p99")),
  val("55% higher", "35% higher", p),
  V("stat", "QD1 P99 read latency", "QD1 mean read latency", off(Q("qd1", "tcp_mean"), 236)),
  V("row", "its QD1 P99", "its QD32 P99", off(Q("qd32", "tcp_p99"), 236)),
  V("col", "against 152 µs for RDMA", "against 152 µs for local NVMe", off(ll("p99"), 152)),
  V("dir", "55% higher", "55% lower", Q("qd1", "tcp_p99") > Q("qd1", "rdma_p99")),
  V("unit", "55% higher", "55 µs higher", off(Q("qd1", "tcp_p99") - Q("qd1", "rdma_p99"), 55)),
  V("qual", "55% higher", "more than twice as high", not Q("qd1", "tcp_p99") / Q("qd1", "rdma_p99") > 2),
  )
C(R, "en", "Push the queue depth to 128 and the TCP P99 reaches {1.85} ms, slightly over twice RDMA's {910} µs [@AX2].",
  [r(Q("qd128", "tcp_p99") / 1000), r(Q("qd128", "rdma_p99"))],
  val("reaches 1.85 ms", "reaches 1.58 ms", Q("qd128", "tcp_p99") / 1000),
  val("RDMA's 910 µs", "RDMA's 190 µs", Q("qd128", "rdma_p99")),
  V("unit", "reaches 1.85 ms", "reaches 1.85 s", off(Q("qd128", "tcp_p99") / 1e6, 1.85)),
  V("row", "queue depth to 128", "queue depth to 32", off(Q("qd32", "tcp_p99") / 1000, 1.85)),
  V("stat", "the TCP P99 reaches", "the TCP mean reaches", off(Q("qd128", "tcp_mean") / 1000, 1.85)),
  V("value", "slightly over twice", "nearly four times", off(Q("qd128", "tcp_p99") / Q("qd128", "rdma_p99"), 4, 0.1)),
  V("dir", "slightly over twice RDMA's", "about half of RDMA's", Q("qd128", "tcp_p99") > Q("qd128", "rdma_p99")),
  V("col", "the TCP P99 reaches", "the RDMA P99 reaches", off(Q("qd128", "rdma_p99") / 1000, 1.85)),
  V("qual", "reaches 1.85 ms", "stays under 1 ms", not Q("qd128", "tcp_p99") < 1000),
  )
gi = 100 * (io("rdma_read") / io("tcp_read") - 1)
C(R, "en", "The target peaks at {5.2} million 4 KB random-read IOPS over RDMA versus {3.1} million over TCP, {68}% more [@AX2].",
  [r(io("rdma_read")), r(io("tcp_read")), r(gi)],
  val("at 5.2 million", "at 2.5 million", io("rdma_read")),
  val("versus 3.1 million", "versus 1.3 million", io("tcp_read")),
  val("68% more", "86% more", gi),
  V("col", "random-read IOPS", "random-write IOPS", off(io("rdma_write"), 5.2)),
  V("unit", "at 5.2 million", "at 5.2 thousand", off(io("rdma_read") * 1000, 5.2)),
  V("dir", "68% more", "68% fewer", io("rdma_read") > io("tcp_read")),
  V("qual", "68% more", "more than twice as many", not io("rdma_read") / io("tcp_read") > 2),
  V("stat", "The target peaks at", "The target averages", True, "the report gives peak IOPS only"),
  V("row", "over RDMA versus 3.1 million over TCP", "over TCP versus 3.1 million over RDMA", io("rdma_read") != io("tcp_read")),
  )
cr = cpu("tcp") / cpu("rdma")
C(R, "en", "CPU is where RDMA really pays off: the target burns {5.9} cores per million IOPS on TCP but only {1.6} on RDMA, {3.7} times less [@AX2].",
  [r(cpu("tcp")), r(cpu("rdma")), r(cr)],
  val("burns 5.9 cores", "burns 9.5 cores", cpu("tcp")),
  val("only 1.6 on", "only 6.1 on", cpu("rdma")),
  val("3.7 times less", "2.7 times less", cr),
  V("row", "5.9 cores per million IOPS on TCP", "5.9 cores per million IOPS on RDMA", off(cpu("rdma"), 5.9)),
  V("unit", "per million IOPS", "per thousand IOPS", off(cpu("tcp") / 1000, 5.9)),
  V("dir", "3.7 times less", "3.7 times more", cpu("rdma") < cpu("tcp")),
  V("qual", "but only 1.6 on RDMA", "and more than 3 on RDMA", not cpu("rdma") > 3),
  V("stat", "per million IOPS", "per host", True, "the figure is per million IOPS, not per host"),
  V("col", "cores per million IOPS", "cores per million write IOPS", True, "the CPU cost is for 4 KB reads only"),
  )
gap = 100 * (1 - Tp("b1m", "tcp_read") / Tp("b1m", "rdma_read"))
C(R, "en", "With 1 MB sequential reads the transports converge: {23.8} GB/s over RDMA and {23.5} GB/s over TCP, about {1}% apart [@AX2].",
  [r(Tp("b1m", "rdma_read")), r(Tp("b1m", "tcp_read")), r(gap)],
  val("sequential reads the transports converge: 23.8", "sequential reads the transports converge: 28.3", Tp("b1m", "rdma_read")),
  val("and 23.5 GB/s", "and 20.5 GB/s", Tp("b1m", "tcp_read")),
  val("about 1% apart", "about 8% apart", gap),
  V("row", "With 1 MB sequential reads", "With 4 KB random reads", off(Tp("b4k", "rdma_read"), 23.8)),
  V("col", "1 MB sequential reads", "1 MB sequential writes", off(Tp("b1m", "rdma_write"), 23.8)),
  V("unit", "23.8 GB/s over RDMA", "23.8 Gbps over RDMA", off(Tp("b1m", "rdma_read") * 8, 23.8)),
  V("qual", "about 1% apart", "more than 10% apart", not gap > 10),
  V("dir", "the transports converge", "the transports diverge", gap < 5),
  V("stat", "23.8 GB/s over RDMA", "23.8 GB/s per host over RDMA", off(Tp("b1m", "rdma_read") / g("hosts"), 23.8)),
  )
lu = 100 * Tp("b1m", "rdma_read") / (g("link.total") / 8)
C(R, "en", "That {23.8} GB/s uses {95}% of the {200} Gbps the target's two ports can carry [@AX2].",
  [r(Tp("b1m", "rdma_read")), r(lu), r(g("link.total"))],
  val("That 23.8", "That 32.8", Tp("b1m", "rdma_read")),
  val("uses 95%", "uses 59%", lu),
  val("of the 200 Gbps", "of the 100 Gbps", g("link.total")),
  V("unit", "of the 200 Gbps", "of the 200 GB/s", off(g("link.total") / 8, 200)),
  V("stat", "the target's two ports can carry", "each of the target's ports can carry", off(g("link.per_port"), 200)),
  V("qual", "uses 95%", "uses less than half", not lu < 50),
  V("dir", "uses 95% of", "exceeds by 95%", lu < 100),
  V("unit", "That 23.8 GB/s", "That 23.8 Gbps", off(Tp("b1m", "rdma_read") * 8, 23.8)),
  )
rc = g("reconnect")
C(R, "en", "When a target port is pulled, hosts resume I/O within {1.8}–{3.2} seconds, never more than {4!} seconds in 20 pulls [@AX2].",
  [r(rc[0]), r(rc[1]), le(rc[1], 0.25)],
  val("within 1.8–", "within 0.8–", rc[0]),
  val("–3.2 seconds", "–2.3 seconds", rc[1]),
  V("value", "never more than 4 seconds", "never more than 3 seconds", not rc[1] <= 3),
  V("unit", "–3.2 seconds", "–3.2 minutes", True, "seconds, not minutes"),
  V("qual", "within 1.8–3.2 seconds", "within a second", not rc[1] <= 1),
  V("dir", "never more than 4 seconds", "always more than 4 seconds", not rc[0] > 4),
  V("value", "in 20 pulls", "in 200 pulls", True, "the range is over 20 pulls"),
  V("stat", "hosts resume I/O within 1.8–3.2 seconds", "hosts resume I/O in 1.8–3.2 seconds on average", True, "a range over runs, not a mean"),
  )
C(R, "en", "The testbed is small: {8} initiator servers drive {24} NVMe drives in a single VF-400 [@AX2].",
  [r(g("hosts")), r(g("drives"))],
  val("small: 8 initiator", "small: 16 initiator", g("hosts")),
  val("drive 24 NVMe", "drive 12 NVMe", g("drives")),
  V("unit", "8 initiator servers", "8 GPUs", True, "8 counts servers"),
  V("unit", "24 NVMe drives", "24 NVMe nodes", True, "24 counts drives"),
  V("qual", "small: 8 initiator", "small: fewer than 4 initiator", not g("hosts") < 4),
  V("qual", "drive 24 NVMe", "drive more than 48 NVMe", not g("drives") > 48),
  V("stat", "drive 24 NVMe drives in a single VF-400", "each drive 24 NVMe drives", True, "24 drives in total, shared"),
  V("row", "in a single VF-400", "in each of two VF-400s", True, "one target"),
  )
C(R, "zh", "队列深度 32 时,RDMA 的 4KB 随机读平均时延为 {131} 微秒,TCP 为 {214} 微秒,多出 {83} 微秒 [@AX2]。",
  [r(Q("qd32", "rdma_mean")), r(Q("qd32", "tcp_mean")), r(Q("qd32", "tcp_mean") - Q("qd32", "rdma_mean"))],
  val("时延为 131 微秒", "时延为 113 微秒", Q("qd32", "rdma_mean")),
  val("TCP 为 214 微秒", "TCP 为 241 微秒", Q("qd32", "tcp_mean")),
  val("多出 83 微秒", "多出 38 微秒", Q("qd32", "tcp_mean") - Q("qd32", "rdma_mean")),
  V("row", "队列深度 32 时", "队列深度 8 时", off(Q("qd8", "rdma_mean"), 131)),
  V("stat", "平均时延为 131", "P99 时延为 131", off(Q("qd32", "rdma_p99"), 131)),
  V("unit", "时延为 131 微秒", "时延为 131 毫秒", off(Q("qd32", "rdma_mean") / 1000, 131)),
  V("dir", "多出 83 微秒", "少了 83 微秒", Q("qd32", "tcp_mean") > Q("qd32", "rdma_mean")),
  V("col", "4KB 随机读平均时延", "4KB 随机写平均时延", True, "the latency table is for reads only"),
  V("qual", "多出 83 微秒", "多出不到 50 微秒", not Q("qd32", "tcp_mean") - Q("qd32", "rdma_mean") < 50),
  )
wg = 100 * (io("rdma_write") / io("tcp_write") - 1)
C(R, "zh", "4KB 随机写方面,RDMA 每秒 {240} 万次,TCP 为 {178} 万次,RDMA 高出约 {35}% [@AX2]。",
  [r(io("rdma_write") * 100), r(io("tcp_write") * 100), r(wg)],
  val("RDMA 每秒 240 万次", "RDMA 每秒 420 万次", io("rdma_write") * 100),
  val("TCP 为 178 万次", "TCP 为 187 万次", io("tcp_write") * 100),
  val("约 35%", "约 53%", wg),
  V("col", "4KB 随机写方面", "4KB 随机读方面", off(io("rdma_read") * 100, 240)),
  V("unit", "每秒 240 万次", "每秒 240 千次", off(io("rdma_write") * 1000, 240)),
  V("dir", "RDMA 高出约 35%", "RDMA 低了约 35%", io("rdma_write") > io("tcp_write")),
  V("qual", "高出约 35%", "高出一倍以上", not io("rdma_write") / io("tcp_write") > 2),
  V("row", "RDMA 每秒 240 万次,TCP 为 178 万次", "TCP 每秒 240 万次,RDMA 为 178 万次", io("rdma_write") != io("tcp_write")),
  V("stat", "RDMA 每秒 240 万次", "RDMA 平均每秒 240 万次", True, "peak IOPS, not an average"),
  )
C(R, "zh", "16KB 块大小下,RDMA 读带宽 {22.9}GB/s,TCP 为 {18.6}GB/s,两者相差 {4.3}GB/s [@AX2]。",
  [r(Tp("b16k", "rdma_read")), r(Tp("b16k", "tcp_read")), r(Tp("b16k", "rdma_read") - Tp("b16k", "tcp_read"))],
  val("读带宽 22.9GB/s", "读带宽 29.2GB/s", Tp("b16k", "rdma_read")),
  val("TCP 为 18.6GB/s", "TCP 为 16.8GB/s", Tp("b16k", "tcp_read")),
  val("相差 4.3GB/s", "相差 3.4GB/s", Tp("b16k", "rdma_read") - Tp("b16k", "tcp_read")),
  V("row", "16KB 块大小下", "128KB 块大小下", off(Tp("b128k", "rdma_read"), 22.9)),
  V("col", "RDMA 读带宽", "RDMA 写带宽", off(Tp("b16k", "rdma_write"), 22.9)),
  V("unit", "读带宽 22.9GB/s", "读带宽 22.9Gbps", off(Tp("b16k", "rdma_read") * 8, 22.9)),
  V("unit", "相差 4.3GB/s", "相差 4.3%", True, "the gap is 4.3 GB/s, or 19% of TCP"),
  V("qual", "TCP 为 18.6GB/s", "TCP 超过 20GB/s", not Tp("b16k", "tcp_read") > 20),
  V("stat", "RDMA 读带宽 22.9GB/s", "每台主机 RDMA 读带宽 22.9GB/s", off(Tp("b16k", "rdma_read") / g("hosts"), 22.9)),
  )
lp = 100 * (Q("qd1", "rdma_p99") / ll("p99") - 1)
C(R, "zh", "本地直连盘 QD1 的 P99 时延为 {142} 微秒,走 RDMA 远程访问是 {152} 微秒,只多出约 {7}% [@AX2]。",
  [r(ll("p99")), r(Q("qd1", "rdma_p99")), r(lp)],
  val("时延为 142 微秒", "时延为 124 微秒", ll("p99")),
  val("是 152 微秒", "是 125 微秒", Q("qd1", "rdma_p99")),
  val("约 7%", "约 17%", lp),
  V("stat", "QD1 的 P99 时延", "QD1 的平均时延", off(ll("mean"), 142)),
  V("col", "走 RDMA 远程访问", "走 TCP 远程访问", off(Q("qd1", "tcp_p99"), 152)),
  V("unit", "时延为 142 微秒", "时延为 142 毫秒", off(ll("p99") / 1000, 142)),
  V("dir", "只多出约 7%", "反而少了约 7%", Q("qd1", "rdma_p99") > ll("p99")),
  V("qual", "只多出约 7%", "多出超过 20%", not lp > 20),
  V("row", "本地直连盘 QD1", "本地直连盘 QD32", True, "the local drive was measured at QD1 only"),
  )
gr = Q("qd128", "tcp_p99") / Q("qd1", "tcp_p99")
C(R, "zh", "队列深度从 1 加到 128,TCP 的 P99 时延从 {236} 微秒升到 {1,850} 微秒,增长到近 {8} 倍 [@AX2]。",
  [r(Q("qd1", "tcp_p99")), r(Q("qd128", "tcp_p99")), a(gr)],
  val("从 236 微秒", "从 263 微秒", Q("qd1", "tcp_p99")),
  val("升到 1,850 微秒", "升到 1,580 微秒", Q("qd128", "tcp_p99")),
  val("近 8 倍", "近 12 倍", gr),
  V("col", "TCP 的 P99 时延", "RDMA 的 P99 时延", off(Q("qd1", "rdma_p99"), 236)),
  V("stat", "TCP 的 P99 时延", "TCP 的平均时延", off(Q("qd1", "tcp_mean"), 236)),
  V("unit", "升到 1,850 微秒", "升到 1,850 毫秒", off(Q("qd128", "tcp_p99") / 1000, 1850)),
  V("dir", "升到 1,850 微秒", "降到 1,850 微秒", Q("qd128", "tcp_p99") > Q("qd1", "tcp_p99")),
  V("row", "从 1 加到 128", "从 1 加到 32", off(Q("qd32", "tcp_p99"), 1850)),
  V("qual", "近 8 倍", "不到 3 倍", not gr < 3),
  )
sv = 100 * (1 - cpu("rdma") / cpu("tcp"))
C(R, "zh", "按每百万次 IOPS 计,RDMA 只占用目标端 {1.6} 个 CPU 核,TCP 则要 {5.9} 个,省下约 {73}% 的 CPU [@AX2]。",
  [r(cpu("rdma")), r(cpu("tcp")), r(sv)],
  val("只占用目标端 1.6 个", "只占用目标端 6.1 个", cpu("rdma")),
  val("则要 5.9 个", "则要 9.5 个", cpu("tcp")),
  val("约 73%", "约 27%", sv),
  V("row", "RDMA 只占用", "TCP 只占用", off(cpu("tcp"), 1.6)),
  V("stat", "按每百万次 IOPS 计", "按每台主机计", True, "the figure is per million IOPS"),
  V("dir", "省下约 73%", "多用约 73%", cpu("rdma") < cpu("tcp")),
  V("qual", "省下约 73%", "省下不到一半", not sv < 50),
  V("unit", "按每百万次 IOPS 计", "按每千次 IOPS 计", off(cpu("rdma") / 1000, 1.6)),
  V("col", "每百万次 IOPS 计", "每百万次写 IOPS 计", True, "the CPU cost is for 4 KB reads only"),
  )
C(R, "zh", "写入方面,RDMA 的 1MB 顺序写达到 {16.4}GB/s,4KB 随机写也有 {9.6}GB/s [@AX2]。",
  [r(Tp("b1m", "rdma_write")), r(Tp("b4k", "rdma_write"))],
  val("达到 16.4GB/s", "达到 14.6GB/s", Tp("b1m", "rdma_write")),
  val("也有 9.6GB/s", "也有 6.9GB/s", Tp("b4k", "rdma_write")),
  V("col", "RDMA 的 1MB 顺序写", "TCP 的 1MB 顺序写", isnull("throughput.b1m.tcp_write"), "the TCP 1 MB write run was aborted"),
  V("col", "4KB 随机写也有", "4KB 随机读也有", off(Tp("b4k", "rdma_read"), 9.6)),
  V("row", "1MB 顺序写达到", "128KB 顺序写达到", off(Tp("b128k", "rdma_write"), 16.4)),
  V("unit", "达到 16.4GB/s", "达到 16.4GB/min", off(Tp("b1m", "rdma_write") * 60, 16.4)),
  V("unit", "也有 9.6GB/s", "也有 9.6Gb/s", off(Tp("b4k", "rdma_write") * 8, 9.6)),
  V("qual", "达到 16.4GB/s", "超过 20GB/s", not Tp("b1m", "rdma_write") > 20),
  V("stat", "1MB 顺序写达到", "1MB 顺序写平均每台主机达到", off(Tp("b1m", "rdma_write") / g("hosts"), 16.4)),
  )
C(R, "zh", "VF-400 目标端装有 {24} 块 NVMe 盘,两个端口各 {100}Gbps,合计 {200}Gbps,折合约 {25}GB/s [@AX2]。",
  [r(g("drives")), r(g("link.per_port")), r(g("link.total")), r(g("link.total") / 8)],
  val("装有 24 块", "装有 12 块", g("drives")),
  val("各 100Gbps", "各 25Gbps", g("link.per_port")),
  val("合计 200Gbps", "合计 400Gbps", g("link.total")),
  val("约 25GB/s", "约 200GB/s", g("link.total") / 8),
  V("unit", "各 100Gbps", "各 100GB/s", off(g("link.per_port") / 8, 100)),
  V("unit", "约 25GB/s", "约 25Gbps", off(g("link.total"), 25)),
  V("stat", "两个端口各 100Gbps", "两个端口合计 100Gbps", off(g("link.total"), 100)),
  V("stat", "合计 200Gbps", "每个端口 200Gbps", off(g("link.per_port"), 200)),
  V("unit", "装有 24 块 NVMe 盘", "装有 24 个 NVMe 节点", True, "24 counts drives"),
  V("qual", "合计 200Gbps", "合计不到 150Gbps", not g("link.total") < 150),
  )


# ---------------------------------------------------------------------------------------------------------------
# AX3: 栖算 QS-KVX, KV cache offload to NVMe SSD for LLM inference (Chinese-first)
g = getter("AX3")
R = "AX3"
Tt = lambda row, col: g(f"ttft.{row}.{col}")
Sv = lambda row, col: g(f"serving.{row}.{col}")
def isnull(addr, g=g):
    try:
        g(addr); return False
    except KeyError:
        return True
x = Tt("ctx32k", "recompute") / Tt("ctx32k", "kvx")
C(R, "zh", "32K 上下文下,命中 QS-KVX 的首 token 时延只有 {365} 毫秒,重新预填充则要 {2,950} 毫秒,快了约 {8} 倍 [@AX3]。",
  [r(Tt("ctx32k", "kvx")), r(Tt("ctx32k", "recompute")), r(x)],
  val("只有 365 毫秒", "只有 356 毫秒", Tt("ctx32k", "kvx")),
  val("则要 2,950 毫秒", "则要 2,590 毫秒", Tt("ctx32k", "recompute")),
  val("约 8 倍", "约 5 倍", x),
  V("row", "32K 上下文下", "8K 上下文下", off(Tt("ctx8k", "kvx"), 365)),
  V("col", "命中 QS-KVX 的", "命中 DRAM 的", off(Tt("ctx32k", "dram"), 365)),
  V("unit", "只有 365 毫秒", "只有 365 秒", off(Tt("ctx32k", "kvx") / 1000, 365)),
  V("dir", "快了约 8 倍", "慢了约 8 倍", Tt("ctx32k", "kvx") < Tt("ctx32k", "recompute")),
  V("qual", "只有 365 毫秒", "超过 500 毫秒", not Tt("ctx32k", "kvx") > 500),
  V("stat", "的首 token 时延", "的 P99 首 token 时延", True, "the report gives one TTFT figure per case, no P99"),
  )
cut = 100 * (1 - Tt("ctx128k", "kvx") / Tt("ctx128k", "recompute"))
C(R, "zh", "128K 长上下文时,重新计算需要 {16.8} 秒,从 SSD 回载 KV cache 只要 {1.42} 秒,首 token 时延缩短约 {92}% [@AX3]。",
  [r(Tt("ctx128k", "recompute") / 1000), r(Tt("ctx128k", "kvx") / 1000), r(cut)],
  val("需要 16.8 秒", "需要 18.6 秒", Tt("ctx128k", "recompute") / 1000),
  val("只要 1.42 秒", "只要 4.12 秒", Tt("ctx128k", "kvx") / 1000),
  val("约 92%", "约 82%", cut),
  V("unit", "需要 16.8 秒", "需要 16.8 分钟", off(Tt("ctx128k", "recompute") / 60000, 16.8)),
  V("unit", "只要 1.42 秒", "只要 1.42 毫秒", off(Tt("ctx128k", "kvx"), 1.42)),
  V("row", "128K 长上下文时", "32K 上下文时", off(Tt("ctx32k", "recompute") / 1000, 16.8)),
  V("col", "从 SSD 回载", "从 DRAM 回载", isnull("ttft.ctx128k.dram"), "no DRAM case at 128K"),
  V("dir", "缩短约 92%", "延长约 92%", Tt("ctx128k", "kvx") < Tt("ctx128k", "recompute")),
  V("qual", "只要 1.42 秒", "要 3 秒以上", not Tt("ctx128k", "kvx") / 1000 > 3),
  )
C(R, "zh", "短上下文时 DRAM 仍有优势:8K 上下文命中 DRAM 的首 token 时延为 {82} 毫秒,比 SSD 命中的 {118} 毫秒快 {36} 毫秒 [@AX3]。",
  [r(Tt("ctx8k", "dram")), r(Tt("ctx8k", "kvx")), r(Tt("ctx8k", "kvx") - Tt("ctx8k", "dram"))],
  val("时延为 82 毫秒", "时延为 28 毫秒", Tt("ctx8k", "dram")),
  val("的 118 毫秒", "的 181 毫秒", Tt("ctx8k", "kvx")),
  val("快 36 毫秒", "快 63 毫秒", Tt("ctx8k", "kvx") - Tt("ctx8k", "dram")),
  V("row", "8K 上下文命中", "32K 上下文命中", off(Tt("ctx32k", "dram"), 82)),
  V("col", "命中 DRAM 的首 token 时延为 82", "命中 SSD 的首 token 时延为 82", off(Tt("ctx8k", "kvx"), 82)),
  V("unit", "快 36 毫秒", "快 36%", off(100 * (1 - Tt("ctx8k", "dram") / Tt("ctx8k", "kvx")), 36), "30% faster, or SSD 44% slower"),
  V("dir", "DRAM 仍有优势", "SSD 更有优势", Tt("ctx8k", "dram") < Tt("ctx8k", "kvx")),
  V("dir", "快 36 毫秒", "慢 36 毫秒", Tt("ctx8k", "dram") < Tt("ctx8k", "kvx")),
  V("qual", "时延为 82 毫秒", "时延超过 100 毫秒", not Tt("ctx8k", "dram") > 100),
  )
C(R, "zh", "加入 QS-KVX 后,最大并发会话数从 {160} 个增至 {640} 个,翻了两番 [@AX3]。",
  [r(Sv("dram", "sessions")), r(Sv("kvx", "sessions"))],
  val("从 160 个", "从 106 个", Sv("dram", "sessions")),
  val("增至 640 个", "增至 460 个", Sv("kvx", "sessions")),
  V("value", "翻了两番", "翻了一番", not 1.8 <= Sv("kvx", "sessions") / Sv("dram", "sessions") <= 2.2),
  V("row", "加入 QS-KVX 后", "只加 DRAM 后", off(Sv("dram", "sessions"), 640)),
  V("dir", "增至 640 个", "降至 640 个", Sv("kvx", "sessions") > Sv("dram", "sessions")),
  V("qual", "增至 640 个", "增至不到 500 个", not Sv("kvx", "sessions") < 500),
  V("stat", "最大并发会话数", "平均并发会话数", True, "the report gives the maximum only"),
  V("unit", "增至 640 个", "增至 640 个节点", True, "640 counts sessions"),
  V("col", "最大并发会话数从 160 个", "生成吞吐从 160 个", off(Sv("dram", "tokens_s"), 160)),
  )
x = Sv("kvx", "tokens_s") / Sv("hbm", "tokens_s")
C(R, "zh", "生成吞吐从仅用 HBM 时的每秒 {3,150} token 提升到 {11,800} token,约为原来的 {3.7} 倍 [@AX3]。",
  [r(Sv("hbm", "tokens_s")), r(Sv("kvx", "tokens_s")), r(x)],
  val("每秒 3,150 token", "每秒 3,510 token", Sv("hbm", "tokens_s")),
  val("提升到 11,800 token", "提升到 18,100 token", Sv("kvx", "tokens_s")),
  val("约为原来的 3.7 倍", "约为原来的 4.7 倍", x),
  V("row", "仅用 HBM 时", "HBM + DRAM 时", off(Sv("dram", "tokens_s"), 3150)),
  V("dir", "提升到", "下降到", Sv("kvx", "tokens_s") > Sv("hbm", "tokens_s")),
  V("qual", "约为原来的 3.7 倍", "不到原来的两倍", not x < 2),
  V("stat", "生成吞吐从", "单会话生成吞吐从", off(Sv("hbm", "tokens_s") / Sv("hbm", "sessions"), 3150)),
  V("unit", "每秒 3,150 token", "每分钟 3,150 token", off(Sv("hbm", "tokens_s") * 60, 3150)),
  )
C(R, "zh", "GPU 平均利用率从仅 HBM 时的 {58}% 提高到 {93}%,提升了 {35} 个百分点 [@AX3]。",
  [r(Sv("hbm", "gpu_util")), r(Sv("kvx", "gpu_util")), r(Sv("kvx", "gpu_util") - Sv("hbm", "gpu_util"))],
  val("从仅 HBM 时的 58%", "从仅 HBM 时的 85%", Sv("hbm", "gpu_util")),
  val("提高到 93%", "提高到 83%", Sv("kvx", "gpu_util")),
  val("提升了 35 个", "提升了 60 个", Sv("kvx", "gpu_util") - Sv("hbm", "gpu_util")),
  V("unit", "提升了 35 个百分点", "提升了 35%", off(100 * (Sv("kvx", "gpu_util") / Sv("hbm", "gpu_util") - 1), 35), "relative gain is 60%"),
  V("row", "仅 HBM 时的", "HBM + DRAM 时的", off(Sv("dram", "gpu_util"), 58)),
  V("dir", "提高到 93%", "降低到 93%", Sv("kvx", "gpu_util") > Sv("hbm", "gpu_util")),
  V("stat", "GPU 平均利用率", "GPU 峰值利用率", True, "the report gives mean utilisation only"),
  V("qual", "提升了 35 个百分点", "提升了不到 20 个百分点", not Sv("kvx", "gpu_util") - Sv("hbm", "gpu_util") < 20),
  )
inc = 100 * (Sv("kvx", "tpot_p99") / Sv("dram", "tpot_p99") - 1)
C(R, "zh", "与只加 DRAM 相比,代价是单 token 生成变慢:P99 每 token 时延从 {47} 毫秒增至 {55} 毫秒,增加约 {17}% [@AX3]。",
  [r(Sv("dram", "tpot_p99")), r(Sv("kvx", "tpot_p99")), r(inc)],
  val("从 47 毫秒", "从 42 毫秒", Sv("dram", "tpot_p99")),
  val("增至 55 毫秒", "增至 65 毫秒", Sv("kvx", "tpot_p99")),
  val("约 17%", "约 27%", inc),
  V("row", "与只加 DRAM 相比", "与仅用 HBM 相比", off(Sv("hbm", "tpot_p99"), 47)),
  V("stat", "P99 每 token 时延", "平均每 token 时延", True, "the report gives P99 only"),
  V("unit", "增加约 17%", "增加约 17 毫秒", off(Sv("kvx", "tpot_p99") - Sv("dram", "tpot_p99"), 17)),
  V("dir", "单 token 生成变慢", "单 token 生成变快", Sv("kvx", "tpot_p99") > Sv("dram", "tpot_p99")),
  V("dir", "增至 55 毫秒", "降至 55 毫秒", Sv("kvx", "tpot_p99") > Sv("dram", "tpot_p99")),
  V("qual", "增加约 17%", "增加超过 30%", not inc > 30),
  )
sess = g("kv_per_token") * 32768 / 1024 / 1024
C(R, "zh", "{70}B 模型每个 token 的 KV cache 约 {320}KiB,一个 32K token 的会话就要占 {10}GiB [@AX3]。",
  [r(g("model")), r(g("kv_per_token")), a(sess)],
  val("70B 模型", "72B 模型", g("model")),
  val("约 320KiB", "约 230KiB", g("kv_per_token")),
  val("占 10GiB", "占 16GiB", sess),
  V("unit", "约 320KiB", "约 320MiB", off(g("kv_per_token") / 1024, 320)),
  V("unit", "占 10GiB", "占 10TiB", off(sess / 1024, 10)),
  V("stat", "每个 token 的 KV cache", "每个会话的 KV cache", off(sess * 1024 * 1024, 320)),
  V("qual", "约 320KiB", "超过 1MiB", not g("kv_per_token") > 1024),
  V("row", "一个 32K token 的会话", "一个 128K token 的会话", off(g("kv_per_token") * 131072 / 1024 / 1024, 10)),
  V("unit", "70B 模型", "70M 模型", True, "70 billion parameters"),
  )
sc = lambda k: g(f"ssd_capacity.{k}")
lb = lambda k: g(f"load_bw.{k}")
C(R, "zh", "缓存层用了 {8} 块 {3.84}TB SSD,共 {30.72}TB;KV cache 回载带宽平均 {38.5}GB/s,峰值 {52.0}GB/s [@AX3]。",
  [r(sc("total") / sc("per_drive")), r(sc("per_drive")), r(sc("total")), r(lb("mean")), r(lb("peak"))],
  val("用了 8 块", "用了 4 块", sc("total") / sc("per_drive")),
  val("8 块 3.84TB", "8 块 7.68TB", sc("per_drive")),
  val("共 30.72TB", "共 15.36TB", sc("total")),
  val("平均 38.5GB/s", "平均 35.8GB/s", lb("mean")),
  val("峰值 52.0GB/s", "峰值 25.0GB/s", lb("peak")),
  V("unit", "平均 38.5GB/s", "平均 38.5Gb/s", off(lb("mean") * 8, 38.5)),
  V("stat", "平均 38.5GB/s", "最低 38.5GB/s", True, "the report gives mean and peak, no minimum"),
  V("stat", "共 30.72TB", "每块 30.72TB", off(sc("per_drive"), 30.72)),
  V("qual", "峰值 52.0GB/s", "峰值不到 40GB/s", not lb("peak") < 40),
  )
hr = g("hit_rate")
C(R, "en", "In multi-turn chat, {62}–{78}% of requests find their prefix KV cache already stored [@AX3].",
  [r(hr[0]), r(hr[1])],
  val("chat, 62–", "chat, 26–", hr[0]),
  val("–78% of", "–87% of", hr[1]),
  V("qual", "62–78% of requests", "over 90% of requests", not hr[1] > 90),
  V("qual", "62–78% of requests", "fewer than half of requests", not hr[0] < 50),
  V("stat", "62–78% of requests", "an average of 85% of requests", not hr[0] <= 85 <= hr[1]),
  V("row", "In multi-turn chat", "In single-turn chat", True, "the hit rate was measured in multi-turn chat only"),
  V("unit", "62–78% of requests", "62–78 requests", True, "a share, not a count"),
  V("dir", "find their prefix KV cache already stored", "miss their prefix KV cache", not hr[0] <= 100 - hr[1] <= hr[1], "the miss rate is 22–38%"),
  )
C(R, "en", "With QS-KVX behind HBM and DRAM, one server sustains {640} concurrent sessions, four times the {160} it handles with DRAM alone [@AX3].",
  [r(Sv("kvx", "sessions")), r(Sv("dram", "sessions"))],
  val("sustains 640", "sustains 460", Sv("kvx", "sessions")),
  val("the 160 it", "the 48 it", Sv("dram", "sessions")),
  V("value", "four times the", "twice the", off(Sv("kvx", "sessions") / Sv("dram", "sessions"), 2, 0.25)),
  V("row", "with DRAM alone", "with HBM alone", off(Sv("hbm", "sessions"), 160)),
  V("dir", "four times the", "a quarter of the", Sv("kvx", "sessions") > Sv("dram", "sessions")),
  V("qual", "sustains 640", "sustains fewer than 500", not Sv("kvx", "sessions") < 500),
  V("stat", "sustains 640 concurrent sessions", "averages 640 concurrent sessions", True, "the maximum, not an average"),
  V("unit", "640 concurrent sessions", "640 concurrent nodes", True, "640 counts sessions"),
  )
x = Tt("ctx128k", "recompute") / Tt("ctx128k", "kvx")
C(R, "en", "For a 128K-token context, rebuilding the KV cache takes {16.8} s, while loading it back from SSD takes {1.42} s, nearly twelve times faster [@AX3].",
  [r(Tt("ctx128k", "recompute") / 1000), r(Tt("ctx128k", "kvx") / 1000)],
  val("takes 16.8 s", "takes 18.6 s", Tt("ctx128k", "recompute") / 1000),
  val("takes 1.42 s", "takes 2.41 s", Tt("ctx128k", "kvx") / 1000),
  V("value", "nearly twelve times", "nearly three times", off(x, 3, 0.1)),
  V("row", "For a 128K-token context", "For a 32K-token context", off(Tt("ctx32k", "recompute") / 1000, 16.8)),
  V("col", "loading it back from SSD", "loading it back from DRAM", isnull("ttft.ctx128k.dram"), "no DRAM case at 128K"),
  V("unit", "takes 16.8 s", "takes 16.8 min", off(Tt("ctx128k", "recompute") / 60000, 16.8)),
  V("unit", "takes 1.42 s", "takes 1.42 ms", off(Tt("ctx128k", "kvx"), 1.42)),
  V("dir", "twelve times faster", "twelve times slower", x > 1),
  V("qual", "takes 1.42 s", "takes more than 3 s", not Tt("ctx128k", "kvx") / 1000 > 3),
  )
pk = 100 * (lb("peak") / lb("mean") - 1)
C(R, "en", "Reload bandwidth from the SSD tier averages {38.5} GB/s and peaks at {52.0} GB/s, {35}% above the mean [@AX3].",
  [r(lb("mean")), r(lb("peak")), r(pk)],
  val("averages 38.5", "averages 83.5", lb("mean")),
  val("peaks at 52.0", "peaks at 62.0", lb("peak")),
  val("35% above", "25% above", pk),
  V("stat", "averages 38.5 GB/s", "has a median of 38.5 GB/s", True, "the report gives the mean, no median"),
  V("unit", "averages 38.5 GB/s", "averages 38.5 Gbps", off(lb("mean") * 8, 38.5)),
  V("dir", "35% above the mean", "35% below the mean", lb("peak") > lb("mean")),
  V("qual", "peaks at 52.0 GB/s", "peaks below 45 GB/s", not lb("peak") < 45),
  V("stat", "averages 38.5 GB/s and", "averages 38.5 GB/s per drive and", off(lb("mean") / 8, 38.5)),
  V("unit", "peaks at 52.0 GB/s", "peaks at 52.0 GiB/s", off(lb("peak") / 1.073741824, 52.0)),
  )
gn = 100 * (Sv("kvx", "tokens_s") / Sv("dram", "tokens_s") - 1)
C(R, "en", "Adding the SSD tier lifts generation throughput from {7,900} to {11,800} tokens per second, {49}% more than with DRAM alone [@AX3].",
  [r(Sv("dram", "tokens_s")), r(Sv("kvx", "tokens_s")), r(gn)],
  val("from 7,900", "from 9,700", Sv("dram", "tokens_s")),
  val("to 11,800", "to 18,100", Sv("kvx", "tokens_s")),
  val("49% more", "39% more", gn),
  V("row", "than with DRAM alone", "than with HBM alone", off(100 * (Sv("kvx", "tokens_s") / Sv("hbm", "tokens_s") - 1), 49)),
  V("dir", "lifts generation", "cuts generation", Sv("kvx", "tokens_s") > Sv("dram", "tokens_s")),
  V("dir", "49% more", "49% less", Sv("kvx", "tokens_s") > Sv("dram", "tokens_s")),
  V("unit", "tokens per second", "tokens per minute", off(Sv("dram", "tokens_s") * 60, 7900)),
  V("qual", "49% more", "more than twice as much", not Sv("kvx", "tokens_s") / Sv("dram", "tokens_s") > 2),
  V("stat", "lifts generation throughput", "lifts per-session generation throughput", off(Sv("kvx", "tokens_s") / Sv("kvx", "sessions"), 11800)),
  )
C(R, "en", "The test server runs a {70}B model on {8} GPUs and gives QS-KVX {30.72} TB of flash, {3.84} TB per drive [@AX3].",
  [r(g("model")), r(g("gpus")), r(sc("total")), r(sc("per_drive"))],
  val("a 70B model", "a 32B model", g("model")),
  val("on 8 GPUs", "on 16 GPUs", g("gpus")),
  val("QS-KVX 30.72 TB", "QS-KVX 61.44 TB", sc("total")),
  val("3.84 TB per drive", "7.68 TB per drive", sc("per_drive")),
  V("unit", "a 70B model", "a 70M model", True, "70 billion parameters"),
  V("unit", "30.72 TB of flash", "30.72 TiB of flash", off(sc("total") / 1.099511627776, 30.72)),
  V("stat", "3.84 TB per drive", "3.84 TB in total", off(sc("total"), 3.84)),
  V("stat", "30.72 TB of flash", "30.72 TB of flash on every drive", off(sc("per_drive"), 30.72)),
  V("unit", "on 8 GPUs", "on 8 nodes", True, "one server with 8 GPUs"),
  )
C(R, "en", "At 32K tokens, a QS-KVX hit returns the first token in {365} ms, {125} ms slower than a DRAM hit ({240} ms), but DRAM cannot hold many 128K sessions at all [@AX3].",
  [r(Tt("ctx32k", "kvx")), r(Tt("ctx32k", "kvx") - Tt("ctx32k", "dram")), r(Tt("ctx32k", "dram"))],
  val("in 365 ms", "in 536 ms", Tt("ctx32k", "kvx")),
  val("125 ms slower", "215 ms slower", Tt("ctx32k", "kvx") - Tt("ctx32k", "dram")),
  val("hit (240 ms)", "hit (420 ms)", Tt("ctx32k", "dram")),
  V("row", "At 32K tokens", "At 8K tokens", off(Tt("ctx8k", "kvx"), 365)),
  V("col", "than a DRAM hit", "than recomputing", off(Tt("ctx32k", "recompute"), 240)),
  V("dir", "125 ms slower", "125 ms faster", Tt("ctx32k", "kvx") > Tt("ctx32k", "dram")),
  V("unit", "125 ms slower", "125% slower", off(100 * (Tt("ctx32k", "kvx") / Tt("ctx32k", "dram") - 1), 125), "52% slower"),
  V("qual", "in 365 ms", "in under 300 ms", not Tt("ctx32k", "kvx") < 300),
  V("stat", "returns the first token in", "returns the first token at P99 in", True, "no P99 TTFT in the report"),
  )
C(R, "en", "Offloading costs a little latency per token: the P99 time per output token rises from {42} ms with HBM only to {55} ms with all three tiers, {13} ms more [@AX3].",
  [r(Sv("hbm", "tpot_p99")), r(Sv("kvx", "tpot_p99")), r(Sv("kvx", "tpot_p99") - Sv("hbm", "tpot_p99"))],
  val("from 42 ms", "from 24 ms", Sv("hbm", "tpot_p99")),
  val("to 55 ms", "to 65 ms", Sv("kvx", "tpot_p99")),
  val("13 ms more", "8 ms more", Sv("kvx", "tpot_p99") - Sv("hbm", "tpot_p99")),
  V("row", "with HBM only", "with HBM and DRAM", off(Sv("dram", "tpot_p99"), 42)),
  V("stat", "the P99 time", "the mean time", True, "the report gives P99 only"),
  V("unit", "13 ms more", "13% more", off(100 * (Sv("kvx", "tpot_p99") / Sv("hbm", "tpot_p99") - 1), 13)),
  V("dir", "rises from", "falls from", Sv("kvx", "tpot_p99") > Sv("hbm", "tpot_p99")),
  V("qual", "13 ms more", "more than 20 ms more", not Sv("kvx", "tpot_p99") - Sv("hbm", "tpot_p99") > 20),
  )


# ---------------------------------------------------------------------------------------------------------------
# AX4: Halvern HS-9, replication vs erasure coding rebuild (English-first)
g = getter("AX4")
R = "AX4"
Sc = lambda row, col: g(f"schemes.{row}.{col}")
Fa = lambda row, col: g(f"failures.{row}.{col}")
def isnull(addr, g=g):
    try:
        g(addr); return False
    except KeyError:
        return True
pw = lambda k: g(f"p99_write.{k}")
net = g("rebuild_net")
x = Sc("ec10p4", "usable") / Sc("rep3", "usable")
C(R, "en", "EC 10+4 turns {3.84} PB of raw disk into {2.74} PB usable, more than twice the {1.28} PB left by three-way replication [@AX4].",
  [r(g("raw")), r(Sc("ec10p4", "usable")), r(Sc("rep3", "usable"))],
  val("turns 3.84 PB", "turns 4.38 PB", g("raw")),
  val("into 2.74 PB", "into 2.47 PB", Sc("ec10p4", "usable")),
  val("the 1.28 PB", "the 1.82 PB", Sc("rep3", "usable")),
  V("row", "EC 10+4 turns", "EC 6+3 turns", off(Sc("ec6p3", "usable"), 2.74)),
  V("row", "left by three-way replication", "left by EC 6+3", off(Sc("ec6p3", "usable"), 1.28)),
  V("unit", "into 2.74 PB", "into 2.74 TB", off(Sc("ec10p4", "usable") * 1000, 2.74)),
  V("value", "more than twice the", "more than three times the", not x > 3),
  V("dir", "more than twice the", "less than half the", x > 1),
  V("qual", "into 2.74 PB usable", "into under 2 PB usable", not Sc("ec10p4", "usable") < 2),
  )
x = Sc("ec10p4", "rebuild") / Sc("rep3", "rebuild")
C(R, "en", "A failed 20 TB drive is back under replication in {5.8} hours, while EC 10+4 needs {15.6} hours on an idle cluster, {2.7} times as long [@AX4].",
  [r(Sc("rep3", "rebuild")), r(Sc("ec10p4", "rebuild")), r(x)],
  val("in 5.8 hours", "in 8.5 hours", Sc("rep3", "rebuild")),
  val("needs 15.6 hours", "needs 16.5 hours", Sc("ec10p4", "rebuild")),
  val("2.7 times as long", "1.7 times as long", x),
  V("row", "while EC 10+4 needs", "while EC 16+4 needs", off(Sc("ec16p4", "rebuild"), 15.6)),
  V("row", "while EC 10+4 needs", "while EC 6+3 needs", off(Sc("ec6p3", "rebuild"), 15.6)),
  V("col", "on an idle cluster", "under client load", off(Fa("d1", "ec_load"), 15.6)),
  V("unit", "needs 15.6 hours", "needs 15.6 minutes", off(Sc("ec10p4", "rebuild") * 60, 15.6)),
  V("dir", "2.7 times as long", "2.7 times faster", Sc("ec10p4", "rebuild") > Sc("rep3", "rebuild")),
  V("qual", "in 5.8 hours", "in under 4 hours", not Sc("rep3", "rebuild") < 4),
  )
ld = 100 * (Fa("d1", "ec_load") / Fa("d1", "ec_idle") - 1)
C(R, "en", "Client load makes it worse: the same EC 10+4 drive rebuild stretches from {15.6} to {23.9} hours, {53}% longer [@AX4].",
  [r(Fa("d1", "ec_idle")), r(Fa("d1", "ec_load")), r(ld)],
  val("from 15.6", "from 12.6", Fa("d1", "ec_idle")),
  val("to 23.9 hours", "to 32.9 hours", Fa("d1", "ec_load")),
  val("53% longer", "35% longer", ld),
  V("row", "the same EC 10+4 drive rebuild", "the same replication drive rebuild", off(Fa("d1", "rep3_idle"), 15.6)),
  V("row", "EC 10+4 drive rebuild", "EC 10+4 two-drive rebuild", off(Fa("d2", "ec_idle"), 15.6)),
  V("dir", "stretches from", "shrinks from", Fa("d1", "ec_load") > Fa("d1", "ec_idle")),
  V("dir", "53% longer", "53% shorter", Fa("d1", "ec_load") > Fa("d1", "ec_idle")),
  V("unit", "53% longer", "53 hours longer", off(Fa("d1", "ec_load") - Fa("d1", "ec_idle"), 53)),
  V("qual", "53% longer", "more than twice as long", not Fa("d1", "ec_load") / Fa("d1", "ec_idle") > 2),
  )
C(R, "en", "EC 16+4 stores the most, {80.0}% of raw, but it reads {16} bytes for every byte it rebuilds and needs {22.4} hours per drive [@AX4].",
  [r(Sc("ec16p4", "efficiency")), r(Sc("ec16p4", "read_amp")), r(Sc("ec16p4", "rebuild"))],
  val("most, 80.0%", "most, 75.0%", Sc("ec16p4", "efficiency")),
  val("reads 16 bytes", "reads 12 bytes", Sc("ec16p4", "read_amp")),
  val("needs 22.4 hours", "needs 24.2 hours", Sc("ec16p4", "rebuild")),
  V("row", "EC 16+4 stores", "EC 10+4 stores", off(Sc("ec10p4", "efficiency"), 80.0)),
  V("unit", "needs 22.4 hours", "needs 22.4 days", off(Sc("ec16p4", "rebuild") / 24, 22.4)),
  V("stat", "22.4 hours per drive", "22.4 hours for a whole node", True, "node loss was not run for EC 16+4"),
  V("dir", "stores the most", "stores the least", Sc("ec16p4", "efficiency") == max(Sc(k, "efficiency") for k in ["rep3", "ec6p3", "ec10p4", "ec16p4"])),
  V("qual", "needs 22.4 hours", "needs more than a day", not Sc("ec16p4", "rebuild") > 24),
  )
C(R, "en", "Losing a whole node (12 drives) hurts: replication takes {31.5} hours to recover on an idle cluster and {47.0} under load, {15.5} hours more [@AX4].",
  [r(Fa("n1", "rep3_idle")), r(Fa("n1", "rep3_load")), r(Fa("n1", "rep3_load") - Fa("n1", "rep3_idle"))],
  val("takes 31.5 hours", "takes 35.1 hours", Fa("n1", "rep3_idle")),
  val("and 47.0 under", "and 74.0 under", Fa("n1", "rep3_load")),
  val("15.5 hours more", "50.5 hours more", Fa("n1", "rep3_load") - Fa("n1", "rep3_idle")),
  V("row", "replication takes", "EC 10+4 takes", off(Fa("n1", "ec_idle"), 31.5)),
  V("row", "Losing a whole node (12 drives)", "Losing two drives", off(Fa("d2", "rep3_idle"), 31.5)),
  V("unit", "takes 31.5 hours", "takes 31.5 minutes", off(Fa("n1", "rep3_idle") * 60, 31.5)),
  V("dir", "15.5 hours more", "15.5 hours less", Fa("n1", "rep3_load") > Fa("n1", "rep3_idle")),
  V("qual", "15.5 hours more", "more than a day more", not Fa("n1", "rep3_load") - Fa("n1", "rep3_idle") > 24),
  V("col", "and 47.0 under load", "and 47.0 with no load", off(Fa("n1", "rep3_idle"), 47.0)),
  )
jm = 100 * (pw("rebuild") / pw("normal") - 1)
C(R, "en", "During a one-drive EC 10+4 rebuild under load, P99 client write latency climbs from {4.2} ms to {7.9} ms, an {88}% jump [@AX4].",
  [r(pw("normal")), r(pw("rebuild")), r(jm)],
  val("from 4.2 ms", "from 2.4 ms", pw("normal")),
  val("to 7.9 ms", "to 9.7 ms", pw("rebuild")),
  val("an 88% jump", "a 47% jump", jm),
  V("stat", "P99 client write latency", "mean client write latency", True, "the report gives P99 only"),
  V("col", "client write latency", "client read latency", True, "the report gives write latency only"),
  V("unit", "from 4.2 ms", "from 4.2 s", off(pw("normal") / 1000, 4.2)),
  V("dir", "climbs from", "drops from", pw("rebuild") > pw("normal")),
  V("qual", "an 88% jump", "a jump of under 50%", not jm < 50),
  )
C(R, "en", "Rebuild traffic runs at {14}–{22} Gbps per node, so each node moves at most {2.75} GB/s during an EC 10+4 rebuild [@AX4].",
  [r(net[0]), r(net[1]), r(net[1] / 8)],
  val("at 14–", "at 12–", net[0]),
  val("–22 Gbps", "–25 Gbps", net[1]),
  val("at most 2.75 GB/s", "at most 3.75 GB/s", net[1] / 8),
  V("unit", "14–22 Gbps", "14–22 GB/s", True, "gigabits, not gigabytes"),
  V("unit", "at most 2.75 GB/s", "at most 2.75 Gbps", off(net[1], 2.75)),
  V("stat", "Gbps per node", "Gbps for the whole cluster", True, "the traffic is per node"),
  V("qual", "at most 2.75 GB/s", "at least 2.75 GB/s", not net[0] / 8 >= 2.75),
  V("qual", "runs at 14–22 Gbps", "runs above 30 Gbps", not net[0] > 30),
  )
C(R, "en", "The cluster under test has {16} nodes holding {192} drives of {20} TB each, {3.84} PB raw [@AX4].",
  [r(g("nodes")), r(g("drives")), r(g("drive_size")), r(g("raw"))],
  val("has 16 nodes", "has 12 nodes", g("nodes")),
  val("holding 192 drives", "holding 96 drives", g("drives")),
  val("of 20 TB each", "of 18 TB each", g("drive_size")),
  val("3.84 PB raw", "3.48 PB raw", g("raw")),
  V("unit", "has 16 nodes", "has 16 racks", True, "16 counts nodes"),
  V("unit", "of 20 TB each", "of 20 TiB each", off(g("drive_size") / 1.099511627776, 20)),
  V("unit", "3.84 PB raw", "3.84 TB raw", off(g("raw") * 1000, 3.84)),
  V("stat", "of 20 TB each", "of 20 TB in total", off(g("raw") * 1000, 20)),
  V("qual", "holding 192 drives", "holding over 250 drives", not g("drives") > 250),
  )
pp = Sc("ec16p4", "efficiency") - Sc("rep3", "efficiency")
C(R, "en", "Storage efficiency rises from {33.3}% with replication to {80.0}% with EC 16+4, a gain of {46.7} percentage points [@AX4].",
  [r(Sc("rep3", "efficiency")), r(Sc("ec16p4", "efficiency")), r(pp)],
  val("from 33.3%", "from 36.3%", Sc("rep3", "efficiency")),
  val("to 80.0%", "to 71.4%", Sc("ec16p4", "efficiency")),
  val("of 46.7 percentage", "of 56.7 percentage", pp),
  V("unit", "a gain of 46.7 percentage points", "a gain of 46.7%", off(100 * (Sc("ec16p4", "efficiency") / Sc("rep3", "efficiency") - 1), 46.7), "relative gain 140%"),
  V("row", "with EC 16+4", "with EC 10+4", off(Sc("ec10p4", "efficiency"), 80.0)),
  V("row", "with replication", "with EC 6+3", off(Sc("ec6p3", "efficiency"), 33.3)),
  V("dir", "rises from", "falls from", Sc("ec16p4", "efficiency") > Sc("rep3", "efficiency")),
  V("qual", "a gain of 46.7 percentage points", "a gain of under 30 percentage points", not pp < 30),
  )
C(R, "zh", "EC 6+3 可以容忍 {3} 块盘同时故障,比三副本多 {1} 块,可用容量 {2.56}PB 更是三副本的两倍 [@AX4]。",
  [r(Sc("ec6p3", "tolerates")), r(Sc("ec6p3", "tolerates") - Sc("rep3", "tolerates")), r(Sc("ec6p3", "usable"))],
  val("容忍 3 块盘", "容忍 4 块盘", Sc("ec6p3", "tolerates")),
  val("多 1 块", "多 2 块", Sc("ec6p3", "tolerates") - Sc("rep3", "tolerates")),
  val("容量 2.56PB", "容量 2.74PB", Sc("ec6p3", "usable")),
  V("row", "EC 6+3 可以", "EC 10+4 可以", off(Sc("ec10p4", "tolerates"), 3)),
  V("unit", "容忍 3 块盘", "容忍 3 个节点", True, "3 counts drives"),
  V("value", "三副本的两倍", "三副本的三倍", off(Sc("ec6p3", "usable") / Sc("rep3", "usable"), 3, 0.1)),
  V("dir", "比三副本多 1 块", "比三副本少 1 块", Sc("ec6p3", "tolerates") > Sc("rep3", "tolerates")),
  V("qual", "可用容量 2.56PB", "可用容量不到 2PB", not Sc("ec6p3", "usable") < 2),
  )
C(R, "zh", "两块盘同时故障时,集群空闲状态下三副本重建 {6.4} 小时,EC 10+4 需要 {17.1} 小时,多出 {10.7} 小时 [@AX4]。",
  [r(Fa("d2", "rep3_idle")), r(Fa("d2", "ec_idle")), r(Fa("d2", "ec_idle") - Fa("d2", "rep3_idle"))],
  val("重建 6.4 小时", "重建 4.6 小时", Fa("d2", "rep3_idle")),
  val("需要 17.1 小时", "需要 11.7 小时", Fa("d2", "ec_idle")),
  val("多出 10.7 小时", "多出 7.1 小时", Fa("d2", "ec_idle") - Fa("d2", "rep3_idle")),
  V("row", "两块盘同时故障时", "单块盘故障时", off(Fa("d1", "rep3_idle"), 6.4)),
  V("col", "集群空闲状态下", "业务负载下", off(Fa("d2", "rep3_load"), 6.4)),
  V("unit", "需要 17.1 小时", "需要 17.1 天", off(Fa("d2", "ec_idle") / 24, 17.1)),
  V("dir", "多出 10.7 小时", "少了 10.7 小时", Fa("d2", "ec_idle") > Fa("d2", "rep3_idle")),
  V("qual", "需要 17.1 小时", "需要超过一天", not Fa("d2", "ec_idle") > 24),
  V("row", "EC 10+4 需要", "EC 16+4 需要", True, "the two-drive case was run for replication and EC 10+4 only"),
  )
ld2 = 100 * (Fa("d2", "ec_load") / Fa("d2", "ec_idle") - 1)
C(R, "zh", "在业务负载下,EC 10+4 两盘重建要 {27.4} 小时,超过一天,比空闲时的 {17.1} 小时多约 {60}% [@AX4]。",
  [r(Fa("d2", "ec_load")), r(Fa("d2", "ec_idle")), r(ld2)],
  val("要 27.4 小时", "要 24.7 小时", Fa("d2", "ec_load")),
  val("空闲时的 17.1 小时", "空闲时的 11.7 小时", Fa("d2", "ec_idle")),
  val("多约 60%", "多约 40%", ld2),
  V("col", "在业务负载下", "在集群空闲时", off(Fa("d2", "ec_idle"), 27.4)),
  V("row", "EC 10+4 两盘重建", "EC 10+4 单盘重建", off(Fa("d1", "ec_load"), 27.4)),
  V("row", "EC 10+4 两盘重建", "三副本两盘重建", off(Fa("d2", "rep3_load"), 27.4)),
  V("qual", "超过一天", "不到一天", not Fa("d2", "ec_load") < 24),
  V("dir", "多约 60%", "少约 60%", Fa("d2", "ec_load") > Fa("d2", "ec_idle")),
  V("unit", "多约 60%", "多约 60 小时", off(Fa("d2", "ec_load") - Fa("d2", "ec_idle"), 60)),
  )
C(R, "zh", "重建时 EC 10+4 的读放大为 {10} 倍,EC 6+3 为 {6} 倍,而三副本只有 {1} 倍 [@AX4]。",
  [r(Sc("ec10p4", "read_amp")), r(Sc("ec6p3", "read_amp")), r(Sc("rep3", "read_amp"))],
  val("读放大为 10 倍", "读放大为 12 倍", Sc("ec10p4", "read_amp")),
  val("为 6 倍", "为 9 倍", Sc("ec6p3", "read_amp")),
  val("只有 1 倍", "只有 3 倍", Sc("rep3", "read_amp")),
  V("row", "EC 10+4 的读放大", "EC 16+4 的读放大", off(Sc("ec16p4", "read_amp"), 10)),
  V("row", "EC 6+3 为 6 倍", "EC 16+4 为 6 倍", off(Sc("ec16p4", "read_amp"), 6)),
  V("qual", "读放大为 10 倍", "读放大不到 5 倍", not Sc("ec10p4", "read_amp") < 5),
  V("unit", "读放大为 10 倍", "读放大为 10%", off(Sc("ec10p4", "read_amp") * 100, 10)),
  V("col", "EC 10+4 的读放大", "EC 10+4 的写放大", True, "the report gives read amplification only"),
  )
C(R, "zh", "测试集群共 {16} 个节点、{192} 块 {20}TB 硬盘,故障注入时数据填充率为 {60}% [@AX4]。",
  [r(g("nodes")), r(g("drives")), r(g("drive_size")), r(g("fill"))],
  val("共 16 个", "共 12 个", g("nodes")),
  val("192 块", "240 块", g("drives")),
  val("20TB 硬盘", "18TB 硬盘", g("drive_size")),
  val("填充率为 60%", "填充率为 80%", g("fill")),
  V("unit", "16 个节点", "16 个机柜", True, "16 counts nodes"),
  V("unit", "20TB 硬盘", "20TiB 硬盘", off(g("drive_size") / 1.099511627776, 20)),
  V("stat", "192 块", "每个节点 192 块", off(g("drives") / g("nodes"), 192)),
  V("qual", "填充率为 60%", "填充率超过 80%", not g("fill") > 80),
  )
x = 100 * (Sc("ec16p4", "rebuild") / Sc("ec10p4", "rebuild") - 1)
C(R, "zh", "单盘重建时间上,EC 16+4 要 {22.4} 小时,比 EC 10+4 的 {15.6} 小时多约 {44}% [@AX4]。",
  [r(Sc("ec16p4", "rebuild")), r(Sc("ec10p4", "rebuild")), r(x)],
  val("要 22.4 小时", "要 24.2 小时", Sc("ec16p4", "rebuild")),
  val("的 15.6 小时", "的 16.5 小时", Sc("ec10p4", "rebuild")),
  val("多约 44%", "多约 30%", x),
  V("row", "EC 16+4 要", "EC 6+3 要", off(Sc("ec6p3", "rebuild"), 22.4)),
  V("row", "EC 10+4 的 15.6", "三副本的 15.6", off(Sc("rep3", "rebuild"), 15.6)),
  V("unit", "要 22.4 小时", "要 22.4 分钟", off(Sc("ec16p4", "rebuild") * 60, 22.4)),
  V("dir", "多约 44%", "少约 44%", Sc("ec16p4", "rebuild") > Sc("ec10p4", "rebuild")),
  V("col", "单盘重建时间上", "负载下单盘重建时间上", True, "EC 16+4 was not run under load; EC 10+4 under load is 23.9 h"),
  V("qual", "多约 44%", "多出一倍以上", not Sc("ec16p4", "rebuild") / Sc("ec10p4", "rebuild") > 2),
  )
x = 100 * (Fa("n1", "rep3_load") / Fa("n1", "rep3_idle") - 1)
C(R, "zh", "三副本遇到整节点故障,业务负载下要 {47.0} 小时才能恢复,比空闲时的 {31.5} 小时慢约 {49}% [@AX4]。",
  [r(Fa("n1", "rep3_load")), r(Fa("n1", "rep3_idle")), r(x)],
  val("要 47.0 小时", "要 40.7 小时", Fa("n1", "rep3_load")),
  val("的 31.5 小时", "的 13.5 小时", Fa("n1", "rep3_idle")),
  val("慢约 49%", "慢约 33%", x),
  V("row", "三副本遇到", "EC 10+4 遇到", isnull("failures.n1.ec_load"), "the EC 10+4 node-loss run under load is not reported"),
  V("col", "业务负载下要 47.0", "空闲时要 47.0", off(Fa("n1", "rep3_idle"), 47.0)),
  V("unit", "要 47.0 小时", "要 47.0 分钟", off(Fa("n1", "rep3_load") * 60, 47.0)),
  V("dir", "慢约 49%", "快约 49%", Fa("n1", "rep3_load") > Fa("n1", "rep3_idle")),
  V("qual", "要 47.0 小时才能恢复", "不到一天就能恢复", not Fa("n1", "rep3_load") < 24),
  V("row", "遇到整节点故障", "遇到两块盘故障", off(Fa("d2", "rep3_load"), 47.0)),
  )
C(R, "zh", "EC 10+4 单盘重建期间,客户端 P99 写时延从 {4.2} 毫秒升到 {7.9} 毫秒,将近翻倍;每个节点的重建流量在 {14}~{22}Gbps 之间 [@AX4]。",
  [r(pw("normal")), r(pw("rebuild")), r(net[0]), r(net[1])],
  val("从 4.2 毫秒", "从 2.4 毫秒", pw("normal")),
  val("升到 7.9 毫秒", "升到 9.7 毫秒", pw("rebuild")),
  val("在 14~", "在 12~", net[0]),
  val("~22Gbps", "~25Gbps", net[1]),
  V("stat", "P99 写时延", "平均写时延", True, "the report gives P99 only"),
  V("unit", "14~22Gbps", "14~22GB/s", True, "gigabits, not gigabytes"),
  V("dir", "升到 7.9 毫秒", "降到 7.9 毫秒", pw("rebuild") > pw("normal")),
  V("value", "将近翻倍", "将近翻两番", not 3.6 <= pw("rebuild") / pw("normal") <= 4.4),
  V("stat", "每个节点的重建流量", "整个集群的重建流量", True, "the traffic is per node"),
  )


# ---------------------------------------------------------------------------------------------------------------
# AX5: 磐衡 PH-B60 backup appliance, deduplication ratios and ingest (Chinese-first, on-request)
g = getter("AX5")
R = "AX5"
Ra = lambda row, col: g(f"ratios.{row}.{col}")
In = lambda row, col: g(f"ingest.{row}.{col}")
def isnull(addr, g=g):
    try:
        g(addr); return False
    except KeyError:
        return True
cp = lambda k: g(f"capacity.{k}")
rs = lambda k: g(f"restore.{k}")
gcw = g("gc_window")
C(R, "zh", "虚拟机镜像首次全备的缩减比只有 {2.1} 倍,保留 30 天后累计缩减比达到 {24.5} 倍 [@AX5]。",
  [r(Ra("vm", "first_full")), r(Ra("vm", "day30"))],
  val("只有 2.1 倍", "只有 1.2 倍", Ra("vm", "first_full")),
  val("达到 24.5 倍", "达到 14.5 倍", Ra("vm", "day30")),
  V("row", "虚拟机镜像首次", "文件服务器首次", off(Ra("files", "first_full"), 2.1)),
  V("row", "虚拟机镜像首次", "数据库全量备份首次", off(Ra("db", "first_full"), 2.1)),
  V("col", "首次全备的缩减比只有", "日变化率只有", off(Ra("vm", "daily_change"), 2.1)),
  V("unit", "只有 2.1 倍", "只有 2.1%", True, "a multiple, not a percentage"),
  V("qual", "达到 24.5 倍", "不到 20 倍", not Ra("vm", "day30") < 20),
  V("value", "保留 30 天后", "保留 60 天后", True, "the cumulative ratio is after 30 days"),
  )
C(R, "zh", "保留 30 天后总体缩减比为 {16.4} 倍,{360}TB 可用空间保护了约 {5.9}PB 的逻辑数据 [@AX5]。",
  [r(g("overall_ratio")), r(cp("usable")), r(g("logical"))],
  val("缩减比为 16.4 倍", "缩减比为 14.6 倍", g("overall_ratio")),
  val("360TB 可用", "480TB 可用", cp("usable")),
  val("约 5.9PB", "约 9.5PB", g("logical")),
  V("unit", "约 5.9PB", "约 5.9TB", off(g("logical") * 1000, 5.9)),
  V("col", "360TB 可用空间", "360TB 原始空间", off(cp("raw"), 360)),
  V("qual", "约 5.9PB", "超过 8PB", not g("logical") > 8),
  V("row", "总体缩减比为 16.4", "虚拟机镜像的缩减比为 16.4", off(Ra("vm", "day30"), 16.4)),
  V("unit", "缩减比为 16.4 倍", "缩减比为 16.4%", True, "a multiple, not a percentage"),
  )
q = Ra("enc", "day30") / Ra("db", "day30")
C(R, "zh", "加密数据几乎无法重删:已加密的数据库备份 30 天后缩减比只有 {1.1} 倍,不到普通数据库备份({11.2} 倍)的十分之一 [@AX5]。",
  [r(Ra("enc", "day30")), r(Ra("db", "day30"))],
  val("只有 1.1 倍", "只有 1.5 倍", Ra("enc", "day30")),
  val("({11.2} 倍)".replace("{", "").replace("}", ""), "(12.1 倍)", Ra("db", "day30")),
  V("value", "的十分之一", "的二十分之一", not q < 0.05),
  V("row", "已加密的数据库备份 30 天后", "文件服务器 30 天后", off(Ra("files", "day30"), 1.1)),
  V("col", "30 天后缩减比只有 1.1", "首次全备缩减比只有 1.1", off(Ra("enc", "first_full"), 1.1)),
  V("dir", "几乎无法重删", "重删效果最好", Ra("enc", "day30") == min(Ra(k, "day30") for k in ["vm", "db", "files", "enc"])),
  V("qual", "不到普通数据库备份", "超过普通数据库备份", not q > 0.1),
  V("unit", "(11.2 倍)", "(11.2%)", True, "a multiple, not a percentage"),
  )
x = In("j64", "dedup") / In("j64", "first")
C(R, "zh", "64 个并发作业时,首次全备写入吞吐为 {9.8}GB/s,后续全备的重复数据写入达到 {22.6}GB/s,是前者的 {2.3} 倍 [@AX5]。",
  [r(In("j64", "first")), r(In("j64", "dedup")), r(x)],
  val("吞吐为 9.8GB/s", "吞吐为 8.9GB/s", In("j64", "first")),
  val("达到 22.6GB/s", "达到 26.2GB/s", In("j64", "dedup")),
  val("的 2.3 倍", "的 3.2 倍", x),
  V("col", "首次全备写入吞吐为 9.8", "重复数据写入吞吐为 9.8", off(In("j64", "dedup"), 9.8)),
  V("row", "64 个并发作业时", "32 个并发作业时", off(In("j32", "first"), 9.8)),
  V("unit", "吞吐为 9.8GB/s", "吞吐为 9.8Gb/s", off(In("j64", "first") * 8, 9.8)),
  V("dir", "是前者的 2.3 倍", "只有前者的一半", x > 1),
  V("qual", "达到 22.6GB/s", "不到 20GB/s", not In("j64", "dedup") < 20),
  V("stat", "首次全备写入吞吐为", "每个作业的首次全备写入吞吐为", off(In("j64", "first") / 64, 9.8)),
  )
C(R, "zh", "作业数从 64 加到 128,首次全备吞吐不升反降,从 {9.8}GB/s 降到 {9.6}GB/s,控制器 CPU 占用已达 {97}% [@AX5]。",
  [r(In("j64", "first")), r(In("j128", "first")), r(In("j128", "cpu"))],
  val("从 9.8GB/s", "从 10.8GB/s", In("j64", "first")),
  val("降到 9.6GB/s", "降到 11.6GB/s", In("j128", "first")),
  val("已达 97%", "已达 79%", In("j128", "cpu")),
  V("dir", "不升反降", "继续上升", In("j128", "first") < In("j64", "first")),
  V("dir", "降到 9.6GB/s", "升到 9.6GB/s", In("j128", "first") < In("j64", "first")),
  V("col", "首次全备吞吐不升反降", "重复数据写入吞吐不升反降", isnull("ingest.j128.dedup"), "no deduplicated ingest at 128 jobs"),
  V("row", "从 64 加到 128", "从 32 加到 128", off(In("j32", "first"), 9.8)),
  V("qual", "已达 97%", "还不到 90%", not In("j128", "cpu") < 90),
  )
th = In("j64", "first") * 3600 / 1000
C(R, "zh", "按 64 个作业的首次全备速度,每小时可写入约 {35}TB 新数据 [@AX5]。",
  [r(th)],
  val("约 35TB", "约 53TB", th),
  V("unit", "每小时可写入", "每分钟可写入", off(th / 60, 35)),
  V("unit", "约 35TB", "约 35PB", off(th / 1000, 35)),
  V("row", "按 64 个作业", "按 8 个作业", off(In("j8", "first") * 3.6, 35)),
  V("col", "首次全备速度", "重复数据写入速度", off(In("j64", "dedup") * 3.6, 35)),
  V("qual", "约 35TB", "超过 50TB", not th > 50),
  V("qual", "约 35TB", "不到 20TB", not th < 20),
  V("stat", "每小时可写入", "每个作业每小时可写入", off(th / 64, 35)),
  )
sl = 100 * (1 - rs("aged") / rs("latest"))
C(R, "zh", "从最新一份备份恢复的吞吐是 {2.1}GB/s,从 30 天前的备份恢复降到 {1.6}GB/s,慢了约 {24}% [@AX5]。",
  [r(rs("latest")), r(rs("aged")), r(sl)],
  val("吞吐是 2.1GB/s", "吞吐是 1.2GB/s", rs("latest")),
  val("降到 1.6GB/s", "降到 1.9GB/s", rs("aged")),
  val("约 24%", "约 31%", sl),
  V("col", "从 30 天前的备份", "从 7 天前的备份", True, "restores were timed from the newest and the 30-day-old backup only"),
  V("unit", "吞吐是 2.1GB/s", "吞吐是 2.1GB/min", off(rs("latest") * 60, 2.1)),
  V("dir", "降到 1.6GB/s", "升到 1.6GB/s", rs("aged") < rs("latest")),
  V("dir", "慢了约 24%", "快了约 24%", rs("aged") < rs("latest")),
  V("qual", "慢了约 24%", "慢了一半以上", not sl > 50),
  )
C(R, "zh", "每周垃圾回收需要 {3.5}~{5.0} 小时,周末的维护窗口绰绰有余 [@AX5]。",
  [r(gcw[0]), r(gcw[1])],
  val("需要 3.5~", "需要 2.5~", gcw[0]),
  val("~5.0 小时", "~6.0 小时", gcw[1]),
  V("value", "需要 3.5~5.0 小时", "需要 4.5~6.0 小时", off(gcw[0], 4.5)),
  V("unit", "~5.0 小时", "~5.0 分钟", True, "hours, not minutes"),
  V("stat", "每周垃圾回收", "每天垃圾回收", True, "garbage collection runs weekly"),
  V("qual", "需要 3.5~5.0 小时", "需要不到 2 小时", not gcw[1] < 2),
  V("qual", "需要 3.5~5.0 小时", "需要超过 8 小时", not gcw[0] > 8),
  V("col", "垃圾回收需要", "数据校验需要", True, "the report times garbage collection only"),
  )
C(R, "zh", "数据库的日变化率为 {4.5}%,文件服务器只有 {0.9}%,是前者的五分之一 [@AX5]。",
  [r(Ra("db", "daily_change")), r(Ra("files", "daily_change"))],
  val("日变化率为 4.5%", "日变化率为 5.4%", Ra("db", "daily_change")),
  val("只有 0.9%", "只有 1.8%", Ra("files", "daily_change")),
  V("value", "的五分之一", "的三分之一", off(Ra("files", "daily_change") / Ra("db", "daily_change"), 1 / 3, 0.1)),
  V("row", "文件服务器只有", "虚拟机镜像只有", off(Ra("vm", "daily_change"), 0.9)),
  V("row", "数据库的日变化率", "虚拟机镜像的日变化率", off(Ra("vm", "daily_change"), 4.5)),
  V("unit", "日变化率为 4.5%", "日变化率为 4.5 倍", True, "a percentage, not a multiple"),
  V("dir", "是前者的五分之一", "是前者的五倍", Ra("files", "daily_change") < Ra("db", "daily_change")),
  V("qual", "只有 0.9%", "超过 2%", not Ra("files", "daily_change") > 2),
  V("col", "日变化率为 4.5%", "首次全备缩减比为 4.5 倍", off(Ra("db", "first_full"), 4.5)),
  )
x = In("j32", "first") / In("j8", "first")
C(R, "en", "Going from 8 to 32 concurrent jobs roughly triples first-full ingest, from {2.6} GB/s to {7.9} GB/s [@AX5].",
  [r(In("j8", "first")), r(In("j32", "first"))],
  val("from 2.6 GB/s", "from 6.2 GB/s", In("j8", "first")),
  val("to 7.9 GB/s", "to 9.7 GB/s", In("j32", "first")),
  V("value", "roughly triples", "roughly doubles", not 1.8 <= x <= 2.2),
  V("col", "first-full ingest", "deduplicated ingest", off(In("j8", "dedup"), 2.6)),
  V("row", "from 8 to 32", "from 32 to 64", off(In("j32", "first"), 2.6)),
  V("unit", "from 2.6 GB/s", "from 2.6 Gbps", off(In("j8", "first") * 8, 2.6)),
  V("qual", "to 7.9 GB/s", "to over 10 GB/s", not In("j32", "first") > 10),
  V("stat", "first-full ingest", "per-job first-full ingest", off(In("j8", "first") / 8, 2.6)),
  )
u = 100 * cp("usable") / cp("raw")
C(R, "en", "Of the appliance's {480} TB of raw disk, {360} TB is usable, or {75}% [@AX5].",
  [r(cp("raw")), r(cp("usable")), r(u)],
  val("appliance's 480 TB", "appliance's 540 TB", cp("raw")),
  val("disk, 360 TB", "disk, 320 TB", cp("usable")),
  val("or 75%", "or 67%", u),
  V("unit", "appliance's 480 TB", "appliance's 480 TiB", off(cp("raw") / 1.099511627776, 480)),
  V("unit", "360 TB is usable", "360 PB is usable", off(cp("usable") / 1000, 360)),
  V("col", "360 TB is usable", "360 TB is raw", off(cp("raw"), 360)),
  V("qual", "or 75%", "or under two thirds", not u < 200 / 3),
  V("dir", "is usable", "is lost to RAID", off(cp("raw") - cp("usable"), 360)),
  )
x = Ra("vm", "day30") / Ra("vm", "first_full")
C(R, "en", "VM images reach a {24.5}:1 reduction after 30 days, {11.7} times the {2.1}:1 of their first full backup [@AX5].",
  [r(Ra("vm", "day30")), r(x), r(Ra("vm", "first_full"))],
  val("reach a 24.5:1", "reach a 18.7:1", Ra("vm", "day30")),
  val("days, 11.7 times", "days, 7.1 times", x),
  val("the 2.1:1", "the 1.6:1", Ra("vm", "first_full")),
  V("row", "VM images reach", "File servers reach", off(Ra("files", "day30"), 24.5)),
  V("dir", "11.7 times the", "a twelfth of the", x > 1),
  V("qual", "reach a 24.5:1 reduction", "reach less than a 20:1 reduction", not Ra("vm", "day30") < 20),
  V("unit", "11.7 times the", "11.7% of the", True, "a multiple, not a percentage"),
  V("value", "after 30 days", "after 7 days", True, "the cumulative ratio is after 30 days"),
  )
ph = In("j64", "dedup") * 3.6
C(R, "en", "Deduplicated ingest at 64 jobs runs at {22.6} GB/s, about {81} TB an hour [@AX5].",
  [r(In("j64", "dedup")), r(ph)],
  val("runs at 22.6", "runs at 26.2", In("j64", "dedup")),
  val("about 81 TB", "about 61 TB", ph),
  V("unit", "TB an hour", "TB a minute", off(ph / 60, 81)),
  V("unit", "at 22.6 GB/s", "at 22.6 Gbps", off(In("j64", "dedup") * 8, 22.6)),
  V("row", "at 64 jobs", "at 32 jobs", off(In("j32", "dedup"), 22.6)),
  V("row", "at 64 jobs", "at 128 jobs", isnull("ingest.j128.dedup"), "no deduplicated ingest at 128 jobs"),
  V("col", "Deduplicated ingest", "First-full ingest", off(In("j64", "first"), 22.6)),
  V("qual", "about 81 TB", "over 100 TB", not ph > 100),
  V("stat", "runs at 22.6 GB/s", "runs at 22.6 GB/s per job", off(In("j64", "dedup") / 64, 22.6)),
  )
cu = In("j64", "cpu") - In("j32", "cpu")
ig = 100 * (In("j64", "first") / In("j32", "first") - 1)
C(R, "en", "From 32 to 64 jobs controller CPU climbs {27} points, from {56}% to {83}%, yet first-full ingest grows only {24}% [@AX5].",
  [r(cu), r(In("j32", "cpu")), r(In("j64", "cpu")), r(ig)],
  val("climbs 27 points", "climbs 37 points", cu),
  val("from 56%", "from 65%", In("j32", "cpu")),
  val("to 83%", "to 97%", In("j64", "cpu")),
  val("only 24%", "only 48%", ig),
  V("unit", "climbs 27 points", "climbs 27%", off(100 * (In("j64", "cpu") / In("j32", "cpu") - 1), 27), "relative rise 48%"),
  V("row", "From 32 to 64 jobs", "From 8 to 32 jobs", off(In("j32", "cpu") - In("j8", "cpu"), 27)),
  V("dir", "CPU climbs", "CPU falls", In("j64", "cpu") > In("j32", "cpu")),
  V("qual", "grows only 24%", "grows more than 50%", not ig > 50),
  V("col", "first-full ingest grows", "deduplicated ingest grows", off(100 * (In("j64", "dedup") / In("j32", "dedup") - 1), 24)),
  )
C(R, "en", "Restoring from the newest backup runs at {2.1} GB/s, {0.5} GB/s faster than restoring from a 30-day-old copy [@AX5].",
  [r(rs("latest")), r(rs("latest") - rs("aged"))],
  val("runs at 2.1", "runs at 2.6", rs("latest")),
  val("GB/s, 0.5 GB/s", "GB/s, 1.5 GB/s", rs("latest") - rs("aged")),
  V("unit", "0.5 GB/s faster", "0.5 Gbps faster", off((rs("latest") - rs("aged")) * 8, 0.5)),
  V("dir", "faster than", "slower than", rs("latest") > rs("aged")),
  V("col", "from the newest backup", "from a 7-day-old backup", True, "restores were timed from the newest and the 30-day-old backup only"),
  V("qual", "at 2.1 GB/s", "at over 3 GB/s", not rs("latest") > 3),
  V("stat", "runs at 2.1 GB/s", "runs at 2.1 GB/s per job", True, "restore throughput is for the appliance"),
  V("row", "the newest backup runs at 2.1", "a 30-day-old backup runs at 2.1", off(rs("aged"), 2.1)),
  )
C(R, "en", "Database dumps change {4.5}% a day, five times the {0.9}% of the file servers [@AX5].",
  [r(Ra("db", "daily_change")), r(Ra("files", "daily_change"))],
  val("change 4.5%", "change 5.4%", Ra("db", "daily_change")),
  val("the 0.9%", "the 1.8%", Ra("files", "daily_change")),
  V("value", "five times the", "twice the", off(Ra("db", "daily_change") / Ra("files", "daily_change"), 2, 0.1)),
  V("row", "Database dumps change", "VM images change", off(Ra("vm", "daily_change"), 4.5)),
  V("row", "of the file servers", "of the VM images", off(Ra("vm", "daily_change"), 0.9)),
  V("dir", "five times the", "a fifth of the", Ra("db", "daily_change") > Ra("files", "daily_change")),
  V("unit", "4.5% a day", "4.5% a week", True, "a daily rate"),
  V("qual", "change 4.5% a day", "change under 2% a day", not Ra("db", "daily_change") < 2),
  )
C(R, "en", "Weekly garbage collection takes between {3.5} and {5.0} hours, so it finishes in under {6!} hours every week [@AX5].",
  [r(gcw[0]), r(gcw[1]), le(gcw[1], 0.2)],
  val("between 3.5", "between 2.5", gcw[0]),
  val("and 5.0 hours", "and 7.0 hours", gcw[1]),
  V("value", "under 6 hours", "under 4 hours", not gcw[1] < 4),
  V("unit", "and 5.0 hours", "and 5.0 minutes", True, "hours, not minutes"),
  V("stat", "Weekly garbage", "Daily garbage", True, "garbage collection runs weekly"),
  V("qual", "takes between 3.5 and 5.0 hours", "takes over 8 hours", not gcw[0] > 8),
  V("dir", "finishes in under 6 hours", "runs for over 6 hours", not gcw[1] > 6),
  V("col", "garbage collection", "integrity scrubbing", True, "the report times garbage collection only"),
  )


# ---------------------------------------------------------------------------------------------------------------
# AX6: Quorrel QX-M2 CXL memory expansion (English-first)
g = getter("AX6")
R = "AX6"
Kv = lambda row, col: g(f"kvstore.{row}.{col}")
Ve = lambda row, col: g(f"vector.{row}.{col}")
def isnull(addr, g=g):
    try:
        g(addr); return False
    except KeyError:
        return True
mc = lambda k: g(f"module_capacity.{k}")
il = lambda k: g(f"idle_lat.{k}")
bw = lambda k: g(f"bw.{k}")
ldl = g("loaded_lat")
tib = mc("total") / 1024
C(R, "en", "Four QX-M2 modules add {1} TiB of CXL memory to the server's {512} GiB of local DRAM, tripling its capacity [@AX6].",
  [r(tib), r(g("local_dram"))],
  val("add 1 TiB", "add 2 TiB", tib),
  val("server's 512 GiB", "server's 256 GiB", g("local_dram")),
  V("unit", "server's 512 GiB", "server's 512 MiB", off(g("local_dram") * 1024, 512)),
  V("value", "tripling its capacity", "doubling its capacity", not 1.8 <= (mc("total") + g("local_dram")) / g("local_dram") <= 2.2),
  V("stat", "modules add 1 TiB", "modules each add 1 TiB", off(mc("per_module") / 1024, 1)),
  V("qual", "add 1 TiB of CXL memory", "add under 512 GiB of CXL memory", not mc("total") < 512),
  V("value", "Four QX-M2 modules", "Two QX-M2 modules", True, "four modules make 1 TiB"),
  V("stat", "512 GiB of local DRAM", "512 GiB of local DRAM per socket", True, "512 GiB is the server's total"),
  )
x = il("cxl") / il("local")
C(R, "en", "Idle CXL latency is {248} ns against {112} ns for local DRAM: {136} ns more, about {2.2} times [@AX6].",
  [r(il("cxl")), r(il("local")), r(il("cxl") - il("local")), r(x)],
  val("is 248 ns", "is 284 ns", il("cxl")),
  val("against 112 ns", "against 121 ns", il("local")),
  val("DRAM: 136 ns", "DRAM: 62 ns", il("cxl") - il("local")),
  val("about 2.2 times", "about 1.3 times", x),
  V("col", "for local DRAM", "for the other socket's DRAM", off(il("remote_socket"), 112)),
  V("unit", "is 248 ns", "is 248 µs", off(il("cxl") / 1000, 248)),
  V("stat", "Idle CXL latency", "Loaded CXL latency", not ldl[0] <= il("cxl") <= ldl[1]),
  V("dir", "136 ns more", "136 ns less", il("cxl") > il("local")),
  V("qual", "about 2.2 times", "over three times", not x > 3),
  )
x = 100 * (il("cxl") / il("remote_socket") - 1)
C(R, "en", "A CXL access costs {33}% more than reaching across to the other socket's DRAM ({186} ns) [@AX6].",
  [r(x), r(il("remote_socket"))],
  val("costs 33%", "costs 25%", x),
  val("costs 33%", "costs 66%", x),
  val("DRAM (186 ns)", "DRAM (168 ns)", il("remote_socket")),
  V("col", "the other socket's DRAM", "local DRAM", off(il("local"), 186)),
  V("dir", "costs 33% more", "costs 33% less", il("cxl") > il("remote_socket")),
  V("unit", "33% more", "33 ns more", off(il("cxl") - il("remote_socket"), 33)),
  V("qual", "33% more", "more than twice as much", not il("cxl") / il("remote_socket") > 2),
  V("stat", "A CXL access costs", "A CXL access under load costs", not ldl[0] <= il("remote_socket") * 1.33 <= ldl[1]),
  )
x = Kv("ds800", "cxl_ops") / Kv("ds800", "dram_ops")
C(R, "en", "Once the data set outgrows DRAM, CXL pays off: at 800 GB the tiered setup handles {2.48} million operations per second, {4.1} times the {610,000} of DRAM alone [@AX6].",
  [r(Kv("ds800", "cxl_ops") / 1000), r(x), r(Kv("ds800", "dram_ops") * 1000)],
  val("handles 2.48 million", "handles 2.84 million", Kv("ds800", "cxl_ops") / 1000),
  val("second, 4.1 times", "second, 3.1 times", x),
  val("the 610,000", "the 910,000", Kv("ds800", "dram_ops") * 1000),
  V("row", "at 800 GB the", "at 400 GB the", off(Kv("ds400", "cxl_ops") / 1000, 2.48)),
  V("row", "at 800 GB the", "at 1.2 TB the", off(Kv("ds1200", "cxl_ops") / 1000, 2.48)),
  V("unit", "2.48 million operations", "2.48 thousand operations", off(Kv("ds800", "cxl_ops"), 2.48)),
  V("dir", "4.1 times the", "a quarter of the", x > 1),
  V("qual", "4.1 times the", "less than twice the", not x < 2),
  )
cut = 100 * (1 - Kv("ds800", "cxl_p99") / Kv("ds800", "dram_p99"))
C(R, "en", "P99 latency at 800 GB drops from {910} µs with DRAM alone to {52} µs with CXL, a {94}% cut [@AX6].",
  [r(Kv("ds800", "dram_p99")), r(Kv("ds800", "cxl_p99")), r(cut)],
  val("from 910 µs", "from 190 µs", Kv("ds800", "dram_p99")),
  val("to 52 µs", "to 25 µs", Kv("ds800", "cxl_p99")),
  val("a 94% cut", "a 84% cut", cut),
  V("row", "at 800 GB drops", "at 400 GB drops", off(Kv("ds400", "dram_p99"), 910)),
  V("stat", "P99 latency at", "Median latency at", True, "the report gives P99 only"),
  V("unit", "from 910 µs", "from 910 ms", off(Kv("ds800", "dram_p99") / 1000, 910)),
  V("dir", "drops from", "rises from", Kv("ds800", "cxl_p99") < Kv("ds800", "dram_p99")),
  V("qual", "a 94% cut", "a cut of less than half", not cut < 50),
  )
dp = 100 * (1 - Kv("ds400", "cxl_ops") / Kv("ds400", "dram_ops"))
C(R, "en", "When everything fits in DRAM, adding CXL costs little: at 400 GB throughput dips from {2.85} million to {2.71} million operations per second, about {5}% [@AX6].",
  [r(Kv("ds400", "dram_ops") / 1000), r(Kv("ds400", "cxl_ops") / 1000), r(dp)],
  val("from 2.85 million", "from 2.58 million", Kv("ds400", "dram_ops") / 1000),
  val("to 2.71 million", "to 2.17 million", Kv("ds400", "cxl_ops") / 1000),
  val("about 5%", "about 15%", dp),
  V("row", "at 400 GB throughput", "at 800 GB throughput", off(Kv("ds800", "dram_ops") / 1000, 2.85)),
  V("dir", "throughput dips from", "throughput rises from", Kv("ds400", "cxl_ops") < Kv("ds400", "dram_ops")),
  V("dir", "costs little", "speeds it up", Kv("ds400", "cxl_ops") < Kv("ds400", "dram_ops")),
  V("unit", "from 2.85 million", "from 2.85 thousand", off(Kv("ds400", "dram_ops"), 2.85)),
  V("qual", "about 5%", "more than 20%", not dp > 20),
  )
x = 100 * (Ve("interleave", "qps_128") / Ve("dram", "qps_128") - 1)
C(R, "en", "At 128 threads, interleaving pages 3:1 between DRAM and CXL lifts vector search to {92,300} QPS, {4}% above the {88,500} of DRAM alone [@AX6].",
  [r(Ve("interleave", "qps_128")), r(x), r(Ve("dram", "qps_128"))],
  val("to 92,300", "to 93,200", Ve("interleave", "qps_128")),
  val("QPS, 4%", "QPS, 14%", x),
  val("the 88,500", "the 85,800", Ve("dram", "qps_128")),
  V("col", "At 128 threads", "At 32 threads", off(Ve("interleave", "qps_32"), 92300)),
  V("row", "of DRAM alone", "of hot-page tiering", off(Ve("tiering", "qps_128"), 88500)),
  V("row", "interleaving pages 3:1 between DRAM and CXL", "placing everything on CXL", off(Ve("cxl", "qps_128"), 92300)),
  V("dir", "4% above", "4% below", Ve("interleave", "qps_128") > Ve("dram", "qps_128")),
  V("qual", "4% above", "more than 10% above", not x > 10),
  )
C(R, "en", "Each module delivers {29.5} GB/s and draws {14.5} W at full bandwidth; four of them add {118} GB/s and {58} W [@AX6].",
  [r(bw("cxl_per_module")), r(g("module_power")), r(bw("cxl_total")), r(4 * g("module_power"))],
  val("delivers 29.5", "delivers 25.9", bw("cxl_per_module")),
  val("draws 14.5 W", "draws 41.5 W", g("module_power")),
  val("add 118 GB/s", "add 128 GB/s", bw("cxl_total")),
  val("and 58 W", "and 48 W", 4 * g("module_power")),
  V("unit", "draws 14.5 W", "draws 14.5 kW", True, "watts, not kilowatts"),
  V("stat", "Each module delivers 29.5", "All four modules deliver 29.5", off(bw("cxl_total"), 29.5)),
  V("stat", "four of them add 118", "each of them adds 118", off(bw("cxl_per_module"), 118)),
  V("unit", "delivers 29.5 GB/s", "delivers 29.5 Gbps", off(bw("cxl_per_module") * 8, 29.5)),
  V("qual", "draws 14.5 W", "draws over 20 W", not g("module_power") > 20),
  )
x = ldl[1] / il("cxl")
C(R, "en", "Under bandwidth load, CXL latency ranges from {290} ns to {640} ns, up to about {2.6} times its idle {248} ns [@AX6].",
  [r(ldl[0]), r(ldl[1]), r(x), r(il("cxl"))],
  val("from 290 ns", "from 209 ns", ldl[0]),
  val("to 640 ns", "to 460 ns", ldl[1]),
  val("about 2.6 times", "about 1.6 times", x),
  val("idle 248 ns", "idle 186 ns", il("cxl")),
  V("unit", "to 640 ns", "to 640 µs", True, "nanoseconds"),
  V("stat", "Under bandwidth load", "At idle", not ldl[0] <= il("cxl") <= ldl[1]),
  V("value", "up to about 2.6 times", "up to about ten times", off(x, 10, 0.1)),
  V("qual", "ranges from 290 ns to 640 ns", "stays under 250 ns", not ldl[1] < 250),
  )
C(R, "zh", "单条 QX-M2 模组容量 {256}GiB,{4} 条合计 {1,024}GiB,是本地 DRAM({512}GiB)的两倍 [@AX6]。",
  [r(mc("per_module")), r(g("modules")), r(mc("total")), r(g("local_dram"))],
  val("容量 256GiB", "容量 128GiB", mc("per_module")),
  val("4 条合计", "8 条合计", g("modules")),
  val("合计 1,024GiB", "合计 2,048GiB", mc("total")),
  val("(512GiB)", "(768GiB)", g("local_dram")),
  V("unit", "容量 256GiB", "容量 256GB", off(mc("per_module") * 1.073741824, 256)),
  V("stat", "单条 QX-M2 模组容量 256", "四条 QX-M2 模组容量 256", off(mc("total"), 256)),
  V("value", "的两倍", "的四倍", off(mc("total") / g("local_dram"), 4, 0.1)),
  V("dir", "是本地 DRAM(512GiB)的两倍", "只有本地 DRAM(512GiB)的一半", mc("total") > g("local_dram")),
  )
x = 100 * bw("cxl_total") / bw("local")
C(R, "zh", "本地 DDR5 峰值读带宽 {310}GB/s,4 条 CXL 模组合计 {118}GB/s,约为本地的 {38}% [@AX6]。",
  [r(bw("local")), r(bw("cxl_total")), r(x)],
  val("读带宽 310GB/s", "读带宽 130GB/s", bw("local")),
  val("合计 118GB/s", "合计 181GB/s", bw("cxl_total")),
  val("约为本地的 38%", "约为本地的 62%", x),
  V("stat", "峰值读带宽", "平均读带宽", True, "the report gives peak bandwidth only"),
  V("stat", "合计 118GB/s", "每条 118GB/s", off(bw("cxl_per_module"), 118)),
  V("unit", "读带宽 310GB/s", "读带宽 310Gb/s", off(bw("local") * 8, 310)),
  V("dir", "约为本地的 38%", "比本地高 38%", bw("cxl_total") < bw("local")),
  V("qual", "约为本地的 38%", "超过本地的一半", not x > 50),
  )
C(R, "zh", "1.2TB 数据集只有 DRAM + CXL 方案能跑完:每秒 {226} 万次操作,P99 时延 {61} 微秒 [@AX6]。",
  [r(Kv("ds1200", "cxl_ops") / 10), r(Kv("ds1200", "cxl_p99"))],
  val("每秒 226 万次", "每秒 262 万次", Kv("ds1200", "cxl_ops") / 10),
  val("时延 61 微秒", "时延 16 微秒", Kv("ds1200", "cxl_p99")),
  V("row", "1.2TB 数据集", "800GB 数据集", off(Kv("ds800", "cxl_ops") / 10, 226)),
  V("col", "只有 DRAM + CXL 方案", "只有纯 DRAM 方案", isnull("kvstore.ds1200.dram_ops"), "the DRAM-only 1.2 TB run was stopped"),
  V("unit", "每秒 226 万次", "每秒 226 千次", off(Kv("ds1200", "cxl_ops"), 226)),
  V("unit", "时延 61 微秒", "时延 61 毫秒", off(Kv("ds1200", "cxl_p99") / 1000, 61)),
  V("stat", "P99 时延", "平均时延", True, "the report gives P99 only"),
  V("qual", "每秒 226 万次", "每秒不到 200 万次", not Kv("ds1200", "cxl_ops") / 10 < 200),
  )
x = 100 * Kv("ds800", "dram_ops") / Kv("ds400", "dram_ops")
C(R, "zh", "数据集从 400GB 增至 800GB,纯 DRAM 的吞吐从每秒 {285} 万次跌到 {61} 万次,只剩约 {21}% [@AX6]。",
  [r(Kv("ds400", "dram_ops") / 10), r(Kv("ds800", "dram_ops") / 10), r(x)],
  val("每秒 285 万次", "每秒 258 万次", Kv("ds400", "dram_ops") / 10),
  val("跌到 61 万次", "跌到 16 万次", Kv("ds800", "dram_ops") / 10),
  val("约 21%", "约 79%", x),
  V("col", "纯 DRAM 的吞吐", "DRAM + CXL 的吞吐", off(Kv("ds400", "cxl_ops") / 10, 285)),
  V("dir", "跌到 61 万次", "升到 61 万次", Kv("ds800", "dram_ops") < Kv("ds400", "dram_ops")),
  V("qual", "只剩约 21%", "仍有一半以上", not x > 50),
  V("unit", "跌到 61 万次", "跌到 61 千次", off(Kv("ds800", "dram_ops"), 61)),
  V("row", "从 400GB 增至 800GB", "从 800GB 增至 1.2TB", isnull("kvstore.ds1200.dram_ops"), "no DRAM-only figures at 1.2 TB"),
  )
x = 100 * (1 - Ve("cxl", "qps_128") / Ve("dram", "qps_128"))
C(R, "zh", "向量检索全部放在 CXL 上时,128 线程 QPS 为 {51,600},比纯 DRAM 的 {88,500} 低约 {42}% [@AX6]。",
  [r(Ve("cxl", "qps_128")), r(Ve("dram", "qps_128")), r(x)],
  val("QPS 为 51,600", "QPS 为 56,100", Ve("cxl", "qps_128")),
  val("DRAM 的 88,500", "DRAM 的 85,800", Ve("dram", "qps_128")),
  val("低约 42%", "低约 72%", x),
  V("col", "128 线程 QPS", "32 线程 QPS", off(Ve("cxl", "qps_32"), 51600)),
  V("row", "全部放在 CXL 上时", "按 3:1 交错放置时", off(Ve("interleave", "qps_128"), 51600)),
  V("row", "比纯 DRAM 的 88,500", "比热页分层的 88,500", off(Ve("tiering", "qps_128"), 88500)),
  V("dir", "低约 42%", "高约 42%", Ve("cxl", "qps_128") < Ve("dram", "qps_128")),
  V("qual", "低约 42%", "低不到 10%", not x < 10),
  )
x = 100 * Ve("tiering", "qps_32") / Ve("dram", "qps_32")
C(R, "zh", "32 线程下,热页分层的 QPS 为 {40,500},达到纯 DRAM({41,200})的 {98}% [@AX6]。",
  [r(Ve("tiering", "qps_32")), r(Ve("dram", "qps_32")), r(x)],
  val("QPS 为 40,500", "QPS 为 45,000", Ve("tiering", "qps_32")),
  val("(41,200)", "(42,100)", Ve("dram", "qps_32")),
  val("的 98%", "的 89%", x),
  V("col", "32 线程下", "128 线程下", off(Ve("tiering", "qps_128"), 40500)),
  V("row", "热页分层的 QPS", "3:1 交错的 QPS", off(Ve("interleave", "qps_32"), 40500)),
  V("dir", "达到纯 DRAM(41,200)的 98%", "超出纯 DRAM(41,200) 98%", Ve("tiering", "qps_32") < Ve("dram", "qps_32")),
  V("qual", "QPS 为 40,500", "QPS 不到 35,000", not Ve("tiering", "qps_32") < 35000),
  V("unit", "的 98%", "的 98 倍", True, "a share, not a multiple"),
  )
C(R, "zh", "空闲时访问另一路 CPU 的内存需要 {186} 纳秒,访问 CXL 模组需要 {248} 纳秒,多出 {62} 纳秒 [@AX6]。",
  [r(il("remote_socket")), r(il("cxl")), r(il("cxl") - il("remote_socket"))],
  val("需要 186 纳秒", "需要 168 纳秒", il("remote_socket")),
  val("需要 248 纳秒", "需要 284 纳秒", il("cxl")),
  val("多出 62 纳秒", "多出 136 纳秒", il("cxl") - il("remote_socket")),
  V("col", "访问另一路 CPU 的内存", "访问本地内存", off(il("local"), 186)),
  V("unit", "需要 186 纳秒", "需要 186 微秒", off(il("remote_socket") / 1000, 186)),
  V("stat", "空闲时访问", "满负载时访问", not ldl[0] <= il("cxl") <= ldl[1]),
  V("dir", "多出 62 纳秒", "少了 62 纳秒", il("cxl") > il("remote_socket")),
  V("qual", "多出 62 纳秒", "多出 100 纳秒以上", not il("cxl") - il("remote_socket") > 100),
  )
C(R, "zh", "按每条 {14.5}W 计,{4} 条 QX-M2 模组满带宽运行时合计功耗约 {58}W [@AX6]。",
  [r(g("module_power")), r(g("modules")), r(4 * g("module_power"))],
  val("每条 14.5W", "每条 12.5W", g("module_power")),
  val("4 条 QX-M2", "8 条 QX-M2", g("modules")),
  val("约 58W", "约 116W", 4 * g("module_power")),
  V("unit", "每条 14.5W", "每条 14.5kW", True, "watts, not kilowatts"),
  V("stat", "按每条 14.5W", "按合计 14.5W", off(4 * g("module_power"), 14.5)),
  V("stat", "合计功耗约 58W", "每条功耗约 58W", off(g("module_power"), 58)),
  V("qual", "约 58W", "超过 100W", not 4 * g("module_power") > 100),
  V("unit", "4 条 QX-M2 模组", "4 台 QX-M2 服务器", True, "4 counts modules"),
  )
# Chinese-first reports list their zh claims first, English-first ones their en claims first (stable within a language).
FIRST = {"AX1": "zh", "AX2": "en", "AX3": "zh", "AX4": "en", "AX5": "zh", "AX6": "en"}
CLAIMS.sort(key=lambda c: (c[0], c[1] != FIRST[c[0]]))


def plain(text):
    return re.sub(r"\{([^{}]*?)!?\}", r"\1", text)


def main():
    bad = 0
    per = {}
    kinds = {}
    lines = ["# claims-fresh25: held-out claims against evidence/AX1.yaml .. AX6.yaml (written from the docs only).",
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
        if not 8 <= len(variants) <= 18:
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
