#!/usr/bin/env python3
"""fresh26: every claim sentence of claims-fresh26.txt with its figures recomputed from the evidence files, and every
wrong variant checked to be false against the same evidence. No engine import. (Framework copied from fresh25's
tools/derive.py and adapted: paths, report ids, the claims themselves.)

  derive.py            check all claims and variants, print every figure (written vs computed)
  derive.py --write    the same, then (only if all is well) write ../claims-fresh26.txt

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
OUT = os.path.join(HERE, "..", "claims-fresh26.txt")
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


def nullin(g):
    def isnull(addr):
        try:
            g(addr)
            return False
        except KeyError:
            return True
    return isnull


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
# AY1: 朔弦 SXFS parallel file system, mdtest metadata operations and one big shared directory (Chinese-first)
g = getter("AY1")
R = "AY1"
isnull = nullin(g)
O = lambda row, col: g(f"ops.{row}.{col}")
D = lambda row, col: g(f"bigdir.{row}.{col}")
sl = lambda k: g(f"stat_lat.{k}")
ssd = lambda k: g(f"mdt_ssd.{k}")
fo = g("failover")

x = O("create", "ops_4mds") / O("create", "ops_1mds")
C(R, "zh", "4 台 MDS 时,文件创建达到每秒 {31.8} 万次,是单台 MDS({8.64} 万次)的 {3.7} 倍 [@AY1]。",
  [r(O("create", "ops_4mds")), r(O("create", "ops_1mds")), r(x)],
  val("达到每秒 31.8 万次", "达到每秒 38.1 万次", O("create", "ops_4mds")),
  val("(8.64 万次)", "(6.84 万次)", O("create", "ops_1mds")),
  val("的 3.7 倍", "的 4.7 倍", x),
  V("row", "文件创建达到", "文件删除达到", off(O("unlink", "ops_4mds"), 31.8)),
  V("col", "4 台 MDS 时,", "单台 MDS 时,", off(O("create", "ops_1mds"), 31.8)),
  V("unit", "每秒 31.8 万次", "每秒 31.8 千次", off(O("create", "ops_4mds") * 10, 31.8), "318 thousand, not 31.8 thousand"),
  V("dir", "是单台 MDS(8.64 万次)的 3.7 倍", "而单台 MDS(8.64 万次)是它的 3.7 倍", O("create", "ops_4mds") > O("create", "ops_1mds")),
  V("qual", "的 3.7 倍", "的 5 倍以上", not x > 5),
  V("stat", "文件创建达到每秒", "每个客户端节点的文件创建达到每秒", off(O("create", "ops_4mds") / g("client_nodes"), 31.8)),
  )
ops4 = [O(k, "ops_4mds") for k in ("create", "stat", "unlink", "mkdir", "small4k")]
C(R, "zh", "文件 stat 是最快的元数据操作:4 台 MDS 时每秒 {152} 万次,平均时延 {0.21} 毫秒,P99 时延 {0.86} 毫秒 [@AY1]。",
  [r(O("stat", "ops_4mds")), r(sl("mean")), r(sl("p99"))],
  val("每秒 152 万次", "每秒 125 万次", O("stat", "ops_4mds")),
  val("平均时延 0.21", "平均时延 0.12", sl("mean")),
  val("P99 时延 0.86", "P99 时延 0.68", sl("p99")),
  V("stat", "平均时延 0.21", "P99 时延 0.21", off(sl("p99"), 0.21)),
  V("stat", "P99 时延 0.86", "P50 时延 0.86", True, "the report gives the mean and P99 only"),
  V("unit", "P99 时延 0.86 毫秒", "P99 时延 0.86 秒", off(sl("p99") / 1000, 0.86)),
  V("unit", "平均时延 0.21 毫秒", "平均时延 0.21 微秒", off(sl("mean") * 1000, 0.21)),
  V("col", "4 台 MDS 时每秒 152", "单台 MDS 时每秒 152", off(O("stat", "ops_1mds"), 152)),
  V("dir", "文件 stat 是最快的", "文件 stat 是最慢的", O("stat", "ops_4mds") == max(ops4) != min(ops4)),
  V("qual", "每秒 152 万次", "每秒不到 100 万次", not O("stat", "ops_4mds") < 100),
  )
x = O("mkdir", "ops_4mds") / O("create", "ops_4mds")
C(R, "zh", "目录创建较慢:4 台 MDS 时每秒 {14.2} 万次,不到文件创建({31.8} 万次)的一半 [@AY1]。",
  [r(O("mkdir", "ops_4mds")), r(O("create", "ops_4mds"))],
  val("每秒 14.2 万次", "每秒 41.2 万次", O("mkdir", "ops_4mds")),
  val("文件创建(31.8 万次)", "文件创建(13.8 万次)", O("create", "ops_4mds")),
  V("col", "4 台 MDS 时每秒 14.2", "单台 MDS 时每秒 14.2", isnull("ops.mkdir.ops_1mds"), "the single-MDS mkdir run was stopped"),
  V("row", "目录创建较慢:", "文件删除较慢:", off(O("unlink", "ops_4mds"), 14.2)),
  V("qual", "不到文件创建(31.8 万次)的一半", "超过文件创建(31.8 万次)的一半", not x > 0.5),
  V("dir", "目录创建较慢", "目录创建较快", O("mkdir", "ops_4mds") < O("create", "ops_4mds")),
  V("unit", "每秒 14.2 万次", "每秒 14.2 次", off(O("mkdir", "ops_4mds") * 1e4, 14.2)),
  V("stat", "4 台 MDS 时每秒", "4 台 MDS 时每台每秒", off(O("mkdir", "ops_4mds") / g("mds"), 14.2)),
  V("value", "的一半", "的四分之一", not x < 0.25),
  )
p99s = [O(k, "p99_4mds") for k in ("create", "stat", "unlink", "mkdir", "small4k")]
C(R, "zh", "4KB 小文件写入(创建+写+关闭)在 4 台 MDS 下每秒 {13.1} 万次,P99 时延 {7.8} 毫秒,是各项操作中最高的 [@AY1]。",
  [r(O("small4k", "ops_4mds")), r(O("small4k", "p99_4mds"))],
  val("每秒 13.1 万次", "每秒 31.1 万次", O("small4k", "ops_4mds")),
  val("时延 7.8 毫秒", "时延 8.7 毫秒", O("small4k", "p99_4mds")),
  V("row", "4KB 小文件写入(创建+写+关闭)", "文件删除", off(O("unlink", "ops_4mds"), 13.1)),
  V("col", "在 4 台 MDS 下", "在单台 MDS 下", off(O("small4k", "ops_1mds"), 13.1)),
  V("stat", "P99 时延 7.8", "平均时延 7.8", True, "the report gives P99 only for this operation"),
  V("unit", "时延 7.8 毫秒", "时延 7.8 秒", off(O("small4k", "p99_4mds") / 1000, 7.8)),
  V("dir", "是各项操作中最高的", "是各项操作中最低的", O("small4k", "p99_4mds") == max(p99s) != min(p99s)),
  V("qual", "P99 时延 7.8 毫秒", "P99 时延不到 5 毫秒", not O("small4k", "p99_4mds") < 5),
  V("value", "4KB 小文件", "64KB 小文件", True, "the report tests 4 KB small files only"),
  )
drop = 100 * (1 - D("d1m", "create") / D("d10k", "create"))
C(R, "zh", "在单个共享目录中,文件数从 1 万个增至 100 万个,创建速率从每秒 {24.6} 万次降到 {21.7} 万次,降幅约 {12}% [@AY1]。",
  [r(D("d10k", "create")), r(D("d1m", "create")), r(drop)],
  val("每秒 24.6 万次", "每秒 26.4 万次", D("d10k", "create")),
  val("降到 21.7 万次", "降到 12.7 万次", D("d1m", "create")),
  val("降幅约 12%", "降幅约 21%", drop),
  V("row", "增至 100 万个", "增至 10 万个", off(D("d100k", "create"), 21.7)),
  V("dir", "降到 21.7 万次", "升到 21.7 万次", D("d1m", "create") < D("d10k", "create")),
  V("qual", "降幅约 12%", "降幅超过 30%", not drop > 30),
  V("unit", "降幅约 12%", "降幅约 12 个百分点", True, "a relative drop of a rate, not percentage points"),
  V("col", "创建速率从", "ls -l 耗时从", off(D("d10k", "listing"), 24.6)),
  V("value", "从 1 万个增至", "从 1000 个增至", True, "there is no 1,000-file row"),
  )
x = 100 * D("d10m", "create") / D("d10k", "create")
C(R, "zh", "即使目录里有 1000 万个文件,创建速率仍有每秒 {17.3} 万次,约为 1 万个文件时的 {70}% [@AY1]。",
  [r(D("d10m", "create")), r(x)],
  val("每秒 17.3 万次", "每秒 13.7 万次", D("d10m", "create")),
  val("约为 1 万个文件时的 70%", "约为 1 万个文件时的 50%", x),
  V("row", "有 1000 万个文件", "有 100 万个文件", off(D("d1m", "create"), 17.3)),
  V("qual", "仍有每秒 17.3 万次", "只剩每秒不到 10 万次", not D("d10m", "create") < 10),
  V("dir", "约为 1 万个文件时的 70%", "比 1 万个文件时高 70%", D("d10m", "create") < D("d10k", "create")),
  V("unit", "每秒 17.3 万次", "每秒 17.3 千次", off(D("d10m", "create") * 10, 17.3)),
  V("col", "创建速率仍有每秒 17.3 万次", "ls -l 仍只需 17.3 秒", isnull("bigdir.d10m.listing"), "the 10-million-file listing was not timed"),
  V("stat", "创建速率仍有每秒", "每台 MDS 的创建速率仍有每秒", off(D("d10m", "create") / g("mds"), 17.3)),
  )
x = D("d1m", "listing") / D("d100k", "listing")
C(R, "zh", "在 100 万个文件的目录里执行一次 ls -l 要 {29.5} 秒,约是 10 万个文件目录({3.1} 秒)的 {9.5} 倍 [@AY1]。",
  [r(D("d1m", "listing")), r(D("d100k", "listing")), r(x)],
  val("要 29.5 秒", "要 25.9 秒", D("d1m", "listing")),
  val("(3.1 秒)", "(1.3 秒)", D("d100k", "listing")),
  val("的 9.5 倍", "的 5.9 倍", x),
  V("row", "在 100 万个文件的目录里", "在 1000 万个文件的目录里", isnull("bigdir.d10m.listing"), "the 10-million-file listing was not timed"),
  V("row", "10 万个文件目录(3.1 秒)", "1 万个文件目录(3.1 秒)", off(D("d10k", "listing"), 3.1)),
  V("unit", "要 29.5 秒", "要 29.5 分钟", off(D("d1m", "listing") / 60, 29.5)),
  V("qual", "的 9.5 倍", "的 20 倍以上", not x > 20),
  V("stat", "执行一次 ls -l 要", "平均每个文件 ls -l 要", off(D("d1m", "listing") / 1e6, 29.5)),
  V("col", "执行一次 ls -l 要 29.5 秒", "文件创建速率为每秒 29.5 万次", off(D("d1m", "create"), 29.5)),
  )
C(R, "zh", "元数据层由 {4} 台 MDS 组成,每台配 {7.68}TB NVMe,合计 {30.72}TB [@AY1]。",
  [r(g("mds")), r(ssd("per_mds")), r(ssd("total"))],
  val("由 4 台", "由 6 台", g("mds")),
  val("每台配 7.68TB", "每台配 6.78TB", ssd("per_mds")),
  val("合计 30.72TB", "合计 23.04TB", ssd("total")),
  V("unit", "每台配 7.68TB", "每台配 7.68GB", off(ssd("per_mds") * 1000, 7.68)),
  V("unit", "合计 30.72TB", "合计 30.72TiB", off(ssd("total") / 1.099511627776, 30.72)),
  V("stat", "合计 30.72TB", "每台 30.72TB", off(ssd("per_mds"), 30.72)),
  V("unit", "由 4 台 MDS 组成", "由 4 个存储节点组成", True, "4 counts metadata servers; there are 16 storage nodes"),
  V("qual", "合计 30.72TB", "合计不到 20TB", not ssd("total") < 20),
  )
C(R, "zh", "在预置 {24} 亿个文件的文件系统上,单台 MDS 故障后元数据服务在 {8}~{14} 秒内恢复 [@AY1]。",
  [r(g("files_loaded") * 10), r(fo[0]), r(fo[1])],
  val("预置 24 亿个", "预置 42 亿个", g("files_loaded") * 10),
  val("在 8~", "在 3~", fo[0]),
  val("~14 秒", "~41 秒", fo[1]),
  V("unit", "24 亿个文件", "24 万个文件", g("files_loaded") * 1e9 != 24 * 1e4, "2.4 billion, not 240,000"),
  V("unit", "~14 秒内", "~14 分钟内", off(fo[1] / 60, 14)),
  V("qual", "在 8~14 秒内恢复", "在 5 秒内恢复", not fo[1] <= 5),
  V("row", "单台 MDS 故障后", "单个存储节点故障后", True, "the failover range is for an MDS failure"),
  V("value", "单台 MDS 故障后", "两台 MDS 故障后", True, "the report injects single-MDS failures only"),
  )
C(R, "en", "With four metadata servers, SXFS handles {318,000} file creates per second, up from {86,400} with one [@AY1].",
  [r(O("create", "ops_4mds") * 1e4), r(O("create", "ops_1mds") * 1e4)],
  val("handles 318,000", "handles 381,000", O("create", "ops_4mds") * 1e4),
  val("from 86,400", "from 68,400", O("create", "ops_1mds") * 1e4),
  V("col", "With four metadata servers", "With one metadata server", off(O("create", "ops_1mds") * 1e4, 318000)),
  V("row", "file creates per second", "file deletes per second", off(O("unlink", "ops_4mds") * 1e4, 318000)),
  V("unit", "318,000 file creates per second", "318,000 file creates per minute", off(O("create", "ops_4mds") * 1e4 * 60, 318000)),
  V("dir", "up from 86,400", "down from 86,400", O("create", "ops_4mds") > O("create", "ops_1mds")),
  V("qual", "handles 318,000", "handles over 500,000", not O("create", "ops_4mds") * 1e4 > 500000),
  V("value", "With four metadata servers", "With eight metadata servers", True, "the report tests 1 and 4 MDS"),
  V("stat", "handles 318,000 file creates per second", "handles 318,000 file creates per second on each server",
    off(O("create", "ops_4mds") * 1e4 / g("mds"), 318000)),
  )
x = O("unlink", "ops_4mds") / O("unlink", "ops_1mds")
C(R, "en", "Unlinks scale almost linearly: {265,000} per second on four metadata servers against {71,200} on one, {3.7} times as many [@AY1].",
  [r(O("unlink", "ops_4mds") * 1e4), r(O("unlink", "ops_1mds") * 1e4), r(x)],
  val("linearly: 265,000", "linearly: 256,000", O("unlink", "ops_4mds") * 1e4),
  val("against 71,200", "against 17,200", O("unlink", "ops_1mds") * 1e4),
  val("3.7 times as many", "2.7 times as many", x),
  V("row", "Unlinks scale", "Stats scale", off(O("stat", "ops_4mds") * 1e4, 265000)),
  V("col", "on four metadata servers against", "on one metadata server against", off(O("unlink", "ops_1mds") * 1e4, 265000)),
  V("qual", "3.7 times as many", "less than twice as many", not x < 2),
  V("unit", "265,000 per second", "265,000 per minute", off(O("unlink", "ops_4mds") * 1e4 * 60, 265000)),
  V("stat", "on four metadata servers against", "per metadata server against", off(O("unlink", "ops_4mds") * 1e4 / g("mds"), 265000)),
  )
C(R, "en", "Stat calls average {0.21} ms, and even the P99 stays under {1!} ms [@AY1].",
  [r(sl("mean")), le(sl("p99"), 0.2)],
  val("average 0.21 ms", "average 0.12 ms", sl("mean")),
  V("value", "under 1 ms", "under 0.5 ms", not sl("p99") < 0.5),
  V("qual", "stays under 1 ms", "exceeds 1 ms", not sl("p99") > 1),
  V("unit", "average 0.21 ms", "average 0.21 s", off(sl("mean") / 1000, 0.21)),
  V("unit", "under 1 ms", "under 1 µs", not sl("p99") * 1000 < 1),
  V("stat", "Stat calls average", "Stat calls peak at", sl("p99") > sl("mean"), "the peak is at least the P99 of 0.86 ms"),
  V("row", "Stat calls average", "File creates average", True, "the report gives a mean latency for stat only"),
  V("stat", "even the P99 stays", "even the P99.9 stays", True, "the report gives no P99.9"),
  )
x = O("small4k", "ops_4mds") / O("small4k", "ops_1mds")
C(R, "en", "Writing small 4KB files (create, write, close) runs at {131,000} per second with four metadata servers, {3.4} times the single-server rate [@AY1].",
  [r(O("small4k", "ops_4mds") * 1e4), r(x)],
  val("runs at 131,000", "runs at 113,000", O("small4k", "ops_4mds") * 1e4),
  val("3.4 times the", "4.3 times the", x),
  V("row", "Writing small 4KB files (create, write, close) runs", "Creating empty files runs", off(O("create", "ops_4mds") * 1e4, 131000)),
  V("col", "with four metadata servers, 3.4", "with one metadata server, 3.4", off(O("small4k", "ops_1mds") * 1e4, 131000)),
  V("unit", "131,000 per second", "131,000 per hour", off(O("small4k", "ops_4mds") * 1e4 * 3600, 131000)),
  V("qual", "runs at 131,000", "runs at under 100,000", not O("small4k", "ops_4mds") * 1e4 < 100000),
  V("dir", "3.4 times the single-server rate", "a third of the single-server rate", O("small4k", "ops_4mds") > O("small4k", "ops_1mds")),
  V("value", "small 4KB files", "small 64KB files", True, "the report tests 4 KB small files only"),
  )
C(R, "en", "The metadata tier keeps {30.72} TB of NVMe spread over four servers, {7.68} TB in each [@AY1].",
  [r(ssd("total")), r(ssd("per_mds"))],
  val("keeps 30.72 TB", "keeps 37.02 TB", ssd("total")),
  val("7.68 TB in each", "7.86 TB in each", ssd("per_mds")),
  V("unit", "keeps 30.72 TB", "keeps 30.72 GB", off(ssd("total") * 1000, 30.72)),
  V("unit", "7.68 TB in each", "7.68 Tb in each", off(ssd("per_mds") * 8, 7.68)),
  V("stat", "7.68 TB in each", "30.72 TB in each", off(ssd("per_mds"), 30.72)),
  V("stat", "keeps 30.72 TB of NVMe spread over four servers", "keeps 7.68 TB of NVMe spread over four servers", off(ssd("total"), 7.68)),
  V("unit", "spread over four servers", "spread over four storage nodes", True, "the metadata NVMe sits in the 4 MDS; there are 16 storage nodes"),
  V("qual", "keeps 30.72 TB", "keeps over 40 TB", not ssd("total") > 40),
  )
drop = 100 * (1 - D("d10m", "create") / D("d10k", "create"))
C(R, "en", "A shared directory holding 10 million files still takes {173,000} creates per second, {30}% fewer than one holding 10,000 [@AY1].",
  [r(D("d10m", "create") * 1e4), r(drop)],
  val("takes 173,000", "takes 137,000", D("d10m", "create") * 1e4),
  val("per second, 30%", "per second, 13%", drop),
  V("row", "holding 10 million files", "holding 1 million files", off(D("d1m", "create") * 1e4, 173000)),
  V("dir", "30% fewer than", "30% more than", D("d10m", "create") < D("d10k", "create")),
  V("qual", "30% fewer than", "less than 10% fewer than", not drop < 10),
  V("unit", "173,000 creates per second", "173,000 creates per minute", off(D("d10m", "create") * 1e4 * 60, 173000)),
  V("value", "one holding 10,000", "one holding 1,000", True, "there is no 1,000-file row"),
  V("stat", "173,000 creates per second", "173,000 creates per second per MDS", off(D("d10m", "create") * 1e4 / g("mds"), 173000)),
  )
C(R, "en", "Listing a 100,000-file directory with ls -l takes {3.1} s; a one-million-file directory takes {29.5} s [@AY1].",
  [r(D("d100k", "listing")), r(D("d1m", "listing"))],
  val("takes 3.1 s", "takes 1.3 s", D("d100k", "listing")),
  val("takes 29.5 s", "takes 92.5 s", D("d1m", "listing")),
  V("row", "Listing a 100,000-file directory", "Listing a 10,000-file directory", off(D("d10k", "listing"), 3.1)),
  V("row", "a one-million-file directory", "a ten-million-file directory", isnull("bigdir.d10m.listing"), "the 10-million-file listing was not timed"),
  V("unit", "takes 29.5 s", "takes 29.5 min", off(D("d1m", "listing") / 60, 29.5)),
  V("unit", "takes 3.1 s", "takes 3.1 ms", off(D("d100k", "listing") * 1000, 3.1)),
  V("qual", "takes 29.5 s", "takes under 10 s", not D("d1m", "listing") < 10),
  V("dir", "a one-million-file directory takes 29.5 s", "a one-million-file directory takes less, 29.5 s",
    D("d1m", "listing") > D("d100k", "listing")),
  )
C(R, "en", "The file system already held {2.4} billion files, and mdtest ran on {16} client nodes [@AY1].",
  [r(g("files_loaded")), r(g("client_nodes"))],
  val("held 2.4 billion", "held 4.2 billion", g("files_loaded")),
  val("on 16 client", "on 64 client", g("client_nodes")),
  V("unit", "2.4 billion files", "2.4 million files", True, "billions"),
  V("unit", "on 16 client nodes", "on 16 GPUs", True, "16 counts client nodes"),
  V("qual", "held 2.4 billion", "held under a billion", not g("files_loaded") < 1),
  val("ran on 16 client nodes", "ran on 4 client nodes", g("client_nodes")),
  V("unit", "ran on 16 client nodes", "ran on 16 metadata servers", g("mds") != 16, "there are 4 metadata servers"),
  V("stat", "already held 2.4 billion files", "already held 2.4 billion files per MDS", off(g("files_loaded") / g("mds"), 2.4)),
  )

# ---------------------------------------------------------------------------------------------------------------
# AY2: Hallowmere HTL-560 tape library, throughput by file size and recall time to first byte (English-first)
g = getter("AY2")
R = "AY2"
isnull = nullin(g)
Fl = lambda row, col: g(f"files.{row}.{col}")
Rc = lambda row, col: g(f"recall.{row}.{col}")
sw = lambda k: g(f"stream_write.{k}")
cart = lambda k: g(f"cartridge.{k}")
lib = lambda k: g(f"library_capacity.{k}")
ex = g("exchange")
per_drive = sw("twelve_drives") / g("drives")

C(R, "en", "On its own, a single HKD-4 drive writes 16 GB files at {400} MB/s; with all twelve drives streaming, the library sustains {4.62} GB/s [@AY2].",
  [r(sw("one_drive")), r(sw("twelve_drives") / 1000)],
  val("at 400 MB/s", "at 300 MB/s", sw("one_drive")),
  val("sustains 4.62 GB/s", "sustains 6.42 GB/s", sw("twelve_drives") / 1000),
  V("unit", "at 400 MB/s", "at 400 Mb/s", off(sw("one_drive") * 8, 400)),
  V("unit", "sustains 4.62 GB/s", "sustains 4.62 Gb/s", off(sw("twelve_drives") / 1000 * 8, 4.62)),
  V("row", "writes 16 GB files at", "writes 1 MB files at", off(Fl("f1m", "write_plain"), 400)),
  V("col", "writes 16 GB files at", "writes 16 GB files with compression on at", off(Fl("f16g", "write_comp"), 400)),
  V("stat", "the library sustains 4.62 GB/s", "each drive sustains 4.62 GB/s", off(per_drive / 1000, 4.62)),
  V("qual", "sustains 4.62 GB/s", "sustains over 6 GB/s", not sw("twelve_drives") / 1000 > 6),
  V("value", "with all twelve drives streaming", "with all sixteen drives streaming", g("drives") != 16, "the library has 12 drives"),
  )
lossp = 100 * (1 - per_drive / sw("one_drive"))
C(R, "en", "That works out to {385} MB/s per drive when all twelve run at once, about {4}% below a drive working alone [@AY2].",
  [r(per_drive), r(lossp)],
  val("to 385 MB/s", "to 358 MB/s", per_drive),
  val("about 4% below", "about 14% below", lossp),
  V("dir", "4% below", "4% above", per_drive < sw("one_drive")),
  V("stat", "385 MB/s per drive", "385 MB/s for the library", off(sw("twelve_drives"), 385)),
  V("unit", "385 MB/s per drive", "385 GB/s per drive", off(per_drive / 1000, 385)),
  V("qual", "about 4% below", "more than 10% below", not lossp > 10),
  V("value", "when all twelve run at once", "when all twenty run at once", g("drives") != 20, "the library has 12 drives"),
  V("unit", "385 MB/s per drive", "385 Mbps per drive", off(per_drive * 8, 385)),
  )
x = Fl("f1m", "write_plain") / Fl("f16g", "write_plain")
C(R, "en", "Small files hurt: 1 MB files write at only {96} MB/s, less than a quarter of the {400} MB/s reached with 16 GB files [@AY2].",
  [r(Fl("f1m", "write_plain")), r(Fl("f16g", "write_plain"))],
  val("at only 96 MB/s", "at only 69 MB/s", Fl("f1m", "write_plain")),
  val("of the 400 MB/s", "of the 392 MB/s", Fl("f16g", "write_plain")),
  V("qual", "less than a quarter", "more than half", not x > 0.5),
  V("value", "less than a quarter", "less than a fifth", not x < 0.2),
  V("row", "1 MB files write at only", "64 MB files write at only", off(Fl("f64m", "write_plain"), 96)),
  V("col", "1 MB files write at only", "1 MB files read at only", isnull("files.f1m.read"), "1 MB reads were not measured on tape"),
  V("unit", "at only 96 MB/s", "at only 96 KB/s", off(Fl("f1m", "write_plain") * 1000, 96)),
  V("dir", "Small files hurt", "Small files help", Fl("f1m", "write_plain") < Fl("f16g", "write_plain")),
  )
C(R, "en", "Writing 1 MB files forces {410} back-hitches an hour; 64 MB files cause {36}, and 1 GB files only {4} [@AY2].",
  [r(Fl("f1m", "hitches")), r(Fl("f64m", "hitches")), r(Fl("f1g", "hitches"))],
  val("forces 410", "forces 140", Fl("f1m", "hitches")),
  val("cause 36", "cause 63", Fl("f64m", "hitches")),
  val("1 GB files only 4", "1 GB files only 14", Fl("f1g", "hitches")),
  V("row", "64 MB files cause", "16 GB files cause", off(Fl("f16g", "hitches"), 36)),
  V("unit", "410 back-hitches an hour", "410 back-hitches a minute", off(Fl("f1m", "hitches") / 60, 410)),
  V("qual", "forces 410", "forces fewer than 100", not Fl("f1m", "hitches") < 100),
  V("col", "Writing 1 MB files forces", "Reading 1 MB files forces", True, "back-hitches are counted while writing; 1 MB reads were not measured on tape"),
  V("stat", "410 back-hitches an hour", "410 back-hitches per file", True, "the report counts back-hitches per hour"),
  V("value", "Writing 1 MB files", "Writing 4 MB files", True, "there is no 4 MB file set"),
  )
gain = 100 * (Fl("f1g", "write_comp") / Fl("f1g", "write_plain") - 1)
C(R, "en", "Turning on compression lifts the 1 GB file write rate from {392} MB/s to {705} MB/s, an {80}% gain [@AY2].",
  [r(Fl("f1g", "write_plain")), r(Fl("f1g", "write_comp")), r(gain)],
  val("from 392", "from 329", Fl("f1g", "write_plain")),
  val("to 705", "to 750", Fl("f1g", "write_comp")),
  val("an 80% gain", "an 18% gain", gain),
  V("row", "the 1 GB file write rate", "the 64 MB file write rate", off(Fl("f64m", "write_plain"), 392)),
  V("dir", "Turning on compression lifts", "Turning on compression cuts", Fl("f1g", "write_comp") > Fl("f1g", "write_plain")),
  V("unit", "an 80% gain", "an 80-point gain", True, "a relative gain of a rate, not percentage points"),
  V("qual", "an 80% gain", "a gain of more than 150%", not gain > 150),
  V("col", "the 1 GB file write rate", "the 1 GB file read rate", off(Fl("f1g", "read"), 392)),
  V("unit", "to 705 MB/s", "to 705 Mb/s", off(Fl("f1g", "write_comp") * 8, 705)),
  )
C(R, "en", "A cartridge stores {24} TB native and {48} TB when filled with the compressible test data, twice as much [@AY2].",
  [r(cart("native")), r(cart("compressed"))],
  val("stores 24 TB", "stores 18 TB", cart("native")),
  val("and 48 TB", "and 60 TB", cart("compressed")),
  V("unit", "stores 24 TB", "stores 24 TiB", off(cart("native") / 1.099511627776, 24)),
  V("unit", "and 48 TB", "and 48 Tb", off(cart("compressed") * 8, 48)),
  V("col", "stores 24 TB native", "stores 24 TB compressed", off(cart("compressed"), 24)),
  V("value", "twice as much", "three times as much", off(cart("compressed") / cart("native"), 3, 0.1)),
  V("stat", "A cartridge stores 24 TB", "The library stores 24 TB", off(lib("native") * 1000, 24)),
  V("qual", "and 48 TB", "and over 60 TB", not cart("compressed") > 60),
  )
C(R, "en", "Across its {560} slots the library holds {13.44} PB native, or {26.88} PB of compressed data [@AY2].",
  [r(g("slots")), r(lib("native")), r(lib("compressed"))],
  val("its 560 slots", "its 650 slots", g("slots")),
  val("holds 13.44 PB", "holds 14.34 PB", lib("native")),
  val("or 26.88 PB", "or 33.6 PB", lib("compressed")),
  V("unit", "holds 13.44 PB", "holds 13.44 TB", off(lib("native") * 1000, 13.44)),
  V("unit", "holds 13.44 PB", "holds 13.44 PiB", off(lib("native") * 1e15 / 2 ** 50, 13.44)),
  V("col", "holds 13.44 PB native", "holds 13.44 PB compressed", off(lib("compressed"), 13.44)),
  V("stat", "the library holds 13.44 PB", "each cartridge holds 13.44 PB", off(cart("native") / 1000, 13.44)),
  V("qual", "holds 13.44 PB", "holds over 20 PB", not lib("native") > 20),
  V("unit", "Across its 560 slots", "Across its 560 drives", g("drives") != 560, "560 counts cartridge slots; the library has 12 drives"),
  )
C(R, "en", "If the cartridge is already in a drive, a recall returns its first byte in a median {18} s; from a slot with a free drive it takes {74} s [@AY2].",
  [r(Rc("loaded", "median")), r(Rc("idle", "median"))],
  val("median 18 s", "median 81 s", Rc("loaded", "median")),
  val("it takes 74 s", "it takes 47 s", Rc("idle", "median")),
  V("stat", "in a median 18 s", "in a P95 of 18 s", off(Rc("loaded", "p95"), 18)),
  V("row", "from a slot with a free drive", "from a slot with all drives busy", off(Rc("busy", "median"), 74)),
  V("row", "If the cartridge is already in a drive", "If the cartridge is in the offsite vault", isnull("recall.vault.median"), "vault recalls were not timed"),
  V("unit", "median 18 s", "median 18 min", off(Rc("loaded", "median") / 60, 18)),
  V("qual", "it takes 74 s", "it takes under 30 s", not Rc("idle", "median") < 30),
  V("dir", "from a slot with a free drive it takes 74 s", "from a slot with a free drive it is faster, 74 s", Rc("idle", "median") > Rc("loaded", "median")),
  )
C(R, "en", "With all twelve drives busy, the P95 time to first byte reaches {1,380} s, about {23} minutes [@AY2].",
  [r(Rc("busy", "p95")), r(Rc("busy", "p95") / 60)],
  val("reaches 1,380 s", "reaches 1,830 s", Rc("busy", "p95")),
  val("about 23 minutes", "about 32 minutes", Rc("busy", "p95") / 60),
  V("stat", "the P95 time to first byte", "the median time to first byte", off(Rc("busy", "median"), 1380)),
  V("unit", "about 23 minutes", "about 23 hours", off(Rc("busy", "p95") / 3600, 23)),
  V("row", "With all twelve drives busy", "With a drive free", off(Rc("idle", "p95"), 1380)),
  V("qual", "about 23 minutes", "under 10 minutes", not Rc("busy", "p95") / 60 < 10),
  V("value", "With all twelve drives busy", "With all six drives busy", g("drives") != 6, "the busy case is all 12 drives"),
  V("unit", "reaches 1,380 s", "reaches 1,380 ms", off(Rc("busy", "p95") * 1000, 1380)),
  )
link_gbs = g("fc_link") / 8
x = link_gbs * 1000 / sw("one_drive")
C(R, "zh", "每台磁带机的光纤通道端口为 {32}Gbps,折合 {4}GB/s,是单台磁带机 {400}MB/s 写入速率的 {10} 倍 [@AY2]。",
  [r(g("fc_link")), r(link_gbs), r(sw("one_drive")), r(x)],
  val("端口为 32Gbps", "端口为 16Gbps", g("fc_link")),
  val("折合 4GB/s", "折合 8GB/s", link_gbs),
  val("400MB/s 写入", "500MB/s 写入", sw("one_drive")),
  val("的 10 倍", "的 8 倍", x),
  V("unit", "端口为 32Gbps", "端口为 32GB/s", off(link_gbs, 32), "bits written as bytes"),
  V("stat", "每台磁带机的光纤通道端口为", "整个磁带库的光纤通道端口合计为", True, "32 Gbps is one drive's port"),
  V("dir", "是单台磁带机 400MB/s 写入速率的 10 倍", "只有单台磁带机 400MB/s 写入速率的十分之一", link_gbs * 1000 > sw("one_drive")),
  V("qual", "的 10 倍", "的 3 倍以内", not x <= 3),
  V("unit", "折合 4GB/s", "折合 4GB/min", off(link_gbs * 60, 4)),
  )
C(R, "zh", "机械手把磁带从槽位送进磁带机并就绪需要 {38}~{52} 秒 [@AY2]。",
  [r(ex[0]), r(ex[1])],
  val("需要 38~", "需要 28~", ex[0]),
  val("~52 秒", "~25 秒", ex[1]),
  val("~52 秒", "~62 秒", ex[1]),
  V("unit", "~52 秒", "~52 分钟", off(ex[1] / 60, 52)),
  V("qual", "需要 38~52 秒", "不到 30 秒", not ex[1] < 30),
  V("row", "从槽位送进磁带机", "从异地库房调回磁带机", isnull("recall.vault.median"), "vault recalls were not timed"),
  V("dir", "从槽位送进磁带机并就绪", "从磁带机退回槽位", True, "the report times slot-to-drive exchanges only"),
  V("col", "并就绪需要 38~52 秒", "并读出首字节需要 38~52 秒", not ex[0] <= Rc("idle", "median") <= ex[1], "the median time to first byte from a slot is 74 s"),
  )
x = Rc("busy", "median") / Rc("idle", "median")
C(R, "zh", "所有磁带机都忙时,召回首字节时间的中位数为 {486} 秒,约是有空闲磁带机时({74} 秒)的 {6.6} 倍 [@AY2]。",
  [r(Rc("busy", "median")), r(Rc("idle", "median")), r(x)],
  val("中位数为 486 秒", "中位数为 468 秒", Rc("busy", "median")),
  val("(74 秒)", "(47 秒)", Rc("idle", "median")),
  val("的 6.6 倍", "的 3.6 倍", x),
  V("stat", "中位数为 486 秒", "P95 为 486 秒", off(Rc("busy", "p95"), 486)),
  V("row", "所有磁带机都忙时", "磁带已在磁带机中时", off(Rc("loaded", "median"), 486)),
  V("unit", "中位数为 486 秒", "中位数为 486 分钟", off(Rc("busy", "median") / 60, 486)),
  V("dir", "约是有空闲磁带机时(74 秒)的 6.6 倍", "比有空闲磁带机时(74 秒)还快", Rc("busy", "median") > Rc("idle", "median")),
  V("qual", "的 6.6 倍", "的 10 倍以上", not x > 10),
  )
gain = 100 * (Fl("f16g", "write_comp") / Fl("f16g", "write_plain") - 1)
C(R, "zh", "开启压缩后,16GB 文件的写入速率达到 {748}MB/s,比关闭压缩时的 {400}MB/s 高 {87}% [@AY2]。",
  [r(Fl("f16g", "write_comp")), r(Fl("f16g", "write_plain")), r(gain)],
  val("达到 748MB/s", "达到 784MB/s", Fl("f16g", "write_comp")),
  val("时的 400MB/s", "时的 392MB/s", Fl("f16g", "write_plain")),
  val("高 87%", "高 78%", gain),
  V("row", "16GB 文件的写入速率", "1GB 文件的写入速率", off(Fl("f1g", "write_comp"), 748)),
  V("col", "16GB 文件的写入速率", "16GB 文件的读取速率", off(Fl("f16g", "read"), 748)),
  V("dir", "高 87%", "低 87%", Fl("f16g", "write_comp") > Fl("f16g", "write_plain")),
  V("unit", "达到 748MB/s", "达到 748Mb/s", off(Fl("f16g", "write_comp") * 8, 748)),
  V("qual", "高 87%", "高出一倍以上", not gain > 100),
  V("unit", "高 87%", "高 87 个百分点", True, "a relative gain of a rate, not percentage points"),
  )
tot_gbps = g("drives") * g("fc_link")
x = tot_gbps / 8 / (sw("twelve_drives") / 1000)
C(R, "zh", "12 台磁带机合计 {384}Gbps 的光纤带宽折合 {48}GB/s,约是整库实测写入({4.62}GB/s)的 {10} 倍 [@AY2]。",
  [r(tot_gbps), r(tot_gbps / 8), r(sw("twelve_drives") / 1000), r(x)],
  val("合计 384Gbps", "合计 348Gbps", tot_gbps),
  val("折合 48GB/s", "折合 64GB/s", tot_gbps / 8),
  val("(4.62GB/s)", "(6.42GB/s)", sw("twelve_drives") / 1000),
  val("的 10 倍", "的 4 倍", x),
  V("unit", "折合 48GB/s", "折合 384GB/s", off(tot_gbps / 8, 384), "bits written as bytes"),
  V("stat", "合计 384Gbps", "每台 384Gbps", off(g("fc_link"), 384)),
  V("value", "12 台磁带机合计", "16 台磁带机合计", g("drives") != 16, "the library has 12 drives"),
  V("dir", "约是整库实测写入(4.62GB/s)的 10 倍", "只有整库实测写入(4.62GB/s)的十分之一", x > 1),
  V("stat", "整库实测写入(4.62GB/s)", "单台磁带机实测写入(4.62GB/s)", off(sw("one_drive") / 1000, 4.62)),
  )
drop = 100 * (1 - Fl("f64m", "read") / Fl("f64m", "write_plain"))
C(R, "zh", "64MB 文件的读取速率为 {305}MB/s,比写入({318}MB/s)低约 {4}% [@AY2]。",
  [r(Fl("f64m", "read")), r(Fl("f64m", "write_plain")), r(drop)],
  val("速率为 305MB/s", "速率为 350MB/s", Fl("f64m", "read")),
  val("写入(318MB/s)", "写入(381MB/s)", Fl("f64m", "write_plain")),
  val("低约 4%", "低约 14%", drop),
  V("row", "64MB 文件的读取", "1GB 文件的读取", off(Fl("f1g", "read"), 305)),
  V("dir", "低约 4%", "高约 4%", Fl("f64m", "read") < Fl("f64m", "write_plain")),
  V("col", "比写入(318MB/s)", "比开启压缩的写入(318MB/s)", off(Fl("f64m", "write_comp"), 318)),
  V("unit", "速率为 305MB/s", "速率为 305GB/s", off(Fl("f64m", "read") / 1000, 305)),
  V("qual", "低约 4%", "低了一半以上", not drop > 50),
  )
x = Fl("f1m", "hitches") / Fl("f1g", "hitches")
C(R, "zh", "写 1MB 文件时磁带机每小时回退 {410} 次,是 1GB 文件({4} 次)的 {100!} 多倍 [@AY2]。",
  [r(Fl("f1m", "hitches")), r(Fl("f1g", "hitches")), ge(x)],
  val("回退 410 次", "回退 140 次", Fl("f1m", "hitches")),
  val("(4 次)", "(14 次)", Fl("f1g", "hitches")),
  V("value", "的 100 多倍", "的 200 多倍", not x > 200),
  V("row", "1GB 文件(4 次)", "64MB 文件(4 次)", off(Fl("f64m", "hitches"), 4)),
  V("unit", "每小时回退 410 次", "每分钟回退 410 次", off(Fl("f1m", "hitches") / 60, 410)),
  V("col", "写 1MB 文件时", "读 1MB 文件时", True, "back-hitches are counted while writing; 1 MB reads were not measured on tape"),
  V("dir", "是 1GB 文件(4 次)的 100 多倍", "不到 1GB 文件(4 次)的一半", Fl("f1m", "hitches") > Fl("f1g", "hitches")),
  V("qual", "回退 410 次", "回退不到 100 次", not Fl("f1m", "hitches") < 100),
  )
C(R, "zh", "磁带已在磁带机中时,召回首字节的 P95 为 {41} 秒,中位数仅 {18} 秒 [@AY2]。",
  [r(Rc("loaded", "p95")), r(Rc("loaded", "median"))],
  val("P95 为 41 秒", "P95 为 14 秒", Rc("loaded", "p95")),
  val("仅 18 秒", "仅 8 秒", Rc("loaded", "median")),
  V("stat", "P95 为 41 秒", "P99 为 41 秒", True, "the report gives the median and P95 only"),
  V("row", "磁带已在磁带机中时", "磁带在槽位且有空闲磁带机时", off(Rc("idle", "p95"), 41)),
  V("unit", "仅 18 秒", "仅 18 毫秒", off(Rc("loaded", "median") * 1000, 18)),
  V("qual", "P95 为 41 秒", "P95 超过 1 分钟", not Rc("loaded", "p95") > 60),
  V("row", "磁带已在磁带机中时", "磁带在异地库房时", isnull("recall.vault.p95"), "vault recalls were not timed"),
  V("stat", "中位数仅 18 秒", "平均仅 18 秒", True, "the report gives the median and P95, no mean"),
  )

# ---------------------------------------------------------------------------------------------------------------
# AY3: 澄漪 QV-N64 video surveillance storage node, recording channels by codec and degraded-drive behaviour (Chinese-first)
g = getter("AY3")
R = "AY3"
isnull = nullin(g)
Ch = lambda row, col: g(f"channels.{row}.{col}")
Dg = lambda row, col: g(f"degraded.{row}.{col}")
cap = lambda k: g(f"capacity.{k}")
nic = lambda k: g(f"nic.{k}")
pb = g("playback_start")

C(R, "zh", "1080P H.265、每路 {4}Mbps 时,单台 QV-N64 最多可录 {1,024} 路,写入带宽 {512}MB/s [@AY3]。",
  [r(Ch("hd265", "bitrate")), r(Ch("hd265", "rec_only")), r(Ch("hd265", "write_bw"))],
  val("每路 4Mbps", "每路 8Mbps", Ch("hd265", "bitrate")),
  val("最多可录 1,024 路", "最多可录 1,240 路", Ch("hd265", "rec_only")),
  val("写入带宽 512MB/s", "写入带宽 521MB/s", Ch("hd265", "write_bw")),
  V("unit", "每路 4Mbps", "每路 4MB/s", off(Ch("hd265", "bitrate") / 8, 4), "bits written as bytes"),
  V("unit", "写入带宽 512MB/s", "写入带宽 512Mbps", off(Ch("hd265", "write_bw") * 8, 512)),
  V("row", "1080P H.265、每路", "1080P H.264、每路", off(Ch("hd264", "bitrate"), 4)),
  V("col", "最多可录 1,024 路", "同时 32 路回放时最多可录 1,024 路", off(Ch("hd265", "with_play"), 1024)),
  V("qual", "最多可录 1,024 路", "最多可录不到 800 路", not Ch("hd265", "rec_only") < 800),
  V("stat", "单台 QV-N64 最多可录", "每块硬盘最多可录", off(Ch("hd265", "rec_only") / g("disks"), 1024)),
  )
C(R, "zh", "同时进行 32 路回放时,1080P H.265 的录像路数降到 {896} 路,比不回放时少 {128} 路 [@AY3]。",
  [r(Ch("hd265", "with_play")), r(Ch("hd265", "rec_only") - Ch("hd265", "with_play"))],
  val("降到 896 路", "降到 869 路", Ch("hd265", "with_play")),
  val("少 128 路", "少 64 路", Ch("hd265", "rec_only") - Ch("hd265", "with_play")),
  V("dir", "降到 896 路", "升到 896 路", Ch("hd265", "with_play") < Ch("hd265", "rec_only")),
  V("dir", "比不回放时少 128 路", "比不回放时多 128 路", Ch("hd265", "with_play") < Ch("hd265", "rec_only")),
  V("row", "1080P H.265 的录像路数", "4K H.265 的录像路数", off(Ch("uhd265", "with_play"), 896)),
  V("col", "同时进行 32 路回放时", "不进行回放时", off(Ch("hd265", "rec_only"), 896)),
  V("qual", "少 128 路", "少了一半以上", not (Ch("hd265", "rec_only") - Ch("hd265", "with_play")) / Ch("hd265", "rec_only") > 0.5),
  V("unit", "少 128 路", "少 128MB/s", True, "the report gives write bandwidth without playback only"),
  )
x = 100 * Ch("uhd264", "rec_only") / Ch("uhd265", "rec_only")
C(R, "zh", "4K H.264 每路码率高达 {16}Mbps,单节点只能录 {288} 路,约为 4K H.265({560} 路)的 {51}% [@AY3]。",
  [r(Ch("uhd264", "bitrate")), r(Ch("uhd264", "rec_only")), r(Ch("uhd265", "rec_only")), r(x)],
  val("高达 16Mbps", "高达 8Mbps", Ch("uhd264", "bitrate")),
  val("只能录 288 路", "只能录 328 路", Ch("uhd264", "rec_only")),
  val("H.265(560 路)", "H.265(650 路)", Ch("uhd265", "rec_only")),
  val("的 51%", "的 15%", x),
  V("unit", "高达 16Mbps", "高达 16MB/s", off(Ch("uhd264", "bitrate") / 8, 16), "bits written as bytes"),
  V("row", "4K H.264 每路码率", "1080P H.264 每路码率", off(Ch("hd264", "bitrate"), 16)),
  V("col", "单节点只能录 288 路", "32 路回放时单节点只能录 288 路", isnull("channels.uhd264.with_play"), "the 4K H.264 playback run was not completed"),
  V("qual", "约为 4K H.265(560 路)的 51%", "不到 4K H.265(560 路)的三分之一", not x < 100 / 3),
  V("dir", "约为 4K H.265(560 路)的 51%", "比 4K H.265(560 路)多 51%", Ch("uhd264", "rec_only") < Ch("uhd265", "rec_only")),
  )
tot = Ch("hd265", "rec_only") * Ch("hd265", "bitrate")
C(R, "zh", "1024 路 1080P H.265 的总码率为 {4,096}Mbps,折合 {512}MB/s [@AY3]。",
  [r(tot), r(tot / 8)],
  val("总码率为 4,096Mbps", "总码率为 4,906Mbps", tot),
  val("折合 512MB/s", "折合 640MB/s", tot / 8),
  V("unit", "折合 512MB/s", "折合 4,096MB/s", off(tot / 8, 4096), "bits written as bytes"),
  V("unit", "总码率为 4,096Mbps", "总码率为 4,096MB/s", off(tot / 8, 4096), "bits written as bytes"),
  V("row", "1080P H.265 的总码率", "1080P H.264 的总码率", off(Ch("hd264", "rec_only") * Ch("hd264", "bitrate"), 4096)),
  V("stat", "的总码率为 4,096Mbps", "每路码率为 4,096Mbps", off(Ch("hd265", "bitrate"), 4096)),
  V("qual", "折合 512MB/s", "不到 400MB/s", not tot / 8 < 400),
  V("value", "1024 路 1080P", "2048 路 1080P", True, "the node records at most 1,024 channels of 1080P H.265"),
  V("unit", "折合 512MB/s", "折合 512GB/s", off(tot / 8 / 1000, 512)),
  )
eff = 100 * cap("usable") / cap("raw")
C(R, "zh", "整机 {60} 块 {16}TB 硬盘,原始容量 {960}TB,RAID 6 后可用 {768}TB,得盘率 {80}% [@AY3]。",
  [r(g("disks")), r(cap("per_drive")), r(cap("raw")), r(cap("usable")), r(eff)],
  val("整机 60 块", "整机 48 块", g("disks")),
  val("16TB 硬盘", "18TB 硬盘", cap("per_drive")),
  val("原始容量 960TB", "原始容量 690TB", cap("raw")),
  val("可用 768TB", "可用 867TB", cap("usable")),
  val("得盘率 80%", "得盘率 67%", eff),
  V("unit", "可用 768TB", "可用 768TiB", off(cap("usable") / 1.099511627776, 768)),
  V("col", "可用 768TB", "可用 960TB", off(cap("usable"), 960)),
  V("stat", "原始容量 960TB", "每块硬盘原始容量 960TB", off(cap("per_drive"), 960)),
  V("qual", "得盘率 80%", "得盘率不到 70%", not eff < 70),
  )
C(R, "zh", "按 1080P H.265 满配 1024 路连续录像,可用容量约能保存 {17} 天 [@AY3]。",
  [r(g("retention"))],
  val("保存 17 天", "保存 30 天", g("retention")),
  val("保存 17 天", "保存 7 天", g("retention")),
  V("unit", "保存 17 天", "保存 17 周", off(g("retention") / 7, 17)),
  V("unit", "保存 17 天", "保存 17 小时", off(g("retention") * 24, 17)),
  V("qual", "约能保存 17 天", "能保存一个月以上", not g("retention") > 30),
  V("row", "按 1080P H.265 满配", "按 4K H.264 满配", Ch("uhd264", "rec_only") < 1024, "4K H.264 tops out at 288 channels"),
  V("col", "可用容量约能保存", "原始容量约能保存", off(g("retention") * cap("raw") / cap("usable"), 17)),
  V("value", "满配 1024 路", "满配 512 路", True, "the retention figure is for 1,024 channels"),
  )
C(R, "zh", "1 块硬盘故障时,最大录像路数降到 {960} 路,丢帧率 {0.02}%,重建耗时 {19.5} 小时 [@AY3]。",
  [r(Dg("one_failed", "channels")), r(Dg("one_failed", "frame_loss")), r(Dg("one_failed", "rebuild"))],
  val("降到 960 路", "降到 906 路", Dg("one_failed", "channels")),
  val("丢帧率 0.02%", "丢帧率 0.2%", Dg("one_failed", "frame_loss")),
  val("耗时 19.5 小时", "耗时 15.9 小时", Dg("one_failed", "rebuild")),
  V("row", "1 块硬盘故障时", "2 块硬盘故障时", off(Dg("two_failed", "channels"), 960)),
  V("unit", "耗时 19.5 小时", "耗时 19.5 分钟", off(Dg("one_failed", "rebuild") * 60, 19.5)),
  V("dir", "降到 960 路", "升到 960 路", Dg("one_failed", "channels") < Dg("healthy", "channels")),
  V("qual", "丢帧率 0.02%", "丢帧率超过 1%", not Dg("one_failed", "frame_loss") > 1),
  V("col", "最大录像路数降到 960 路", "写入带宽降到 960MB/s", True, "the report gives no write bandwidth with a failed drive"),
  )
x = 100 * (1 - Dg("two_failed", "channels") / Dg("healthy", "channels"))
dh = Dg("two_failed", "rebuild") - Dg("one_failed", "rebuild")
C(R, "zh", "2 块硬盘故障时重建需要 {26.0} 小时,比 1 块故障时多 {6.5} 小时;录像路数为 {832} 路,比正常时少约 {19}% [@AY3]。",
  [r(Dg("two_failed", "rebuild")), r(dh), r(Dg("two_failed", "channels")), r(x)],
  val("需要 26.0 小时", "需要 20.6 小时", Dg("two_failed", "rebuild")),
  val("多 6.5 小时", "多 5.6 小时", dh),
  val("为 832 路", "为 823 路", Dg("two_failed", "channels")),
  val("少约 19%", "少约 9%", x),
  V("dir", "多 6.5 小时", "少 6.5 小时", dh > 0),
  V("row", "2 块硬盘故障时重建", "1 块硬盘故障时重建", off(Dg("one_failed", "rebuild"), 26.0)),
  V("unit", "需要 26.0 小时", "需要 26.0 分钟", off(Dg("two_failed", "rebuild") * 60, 26.0)),
  V("qual", "少约 19%", "少了一半以上", not x > 50),
  V("unit", "少约 19%", "少约 19 路", off(Dg("healthy", "channels") - Dg("two_failed", "channels"), 19)),
  )
C(R, "zh", "回放起播时间在 {0.6}~{1.4} 秒之间,满载录像时整机功耗约 {780}W [@AY3]。",
  [r(pb[0]), r(pb[1]), r(g("power"))],
  val("在 0.6~", "在 0.2~", pb[0]),
  val("~1.4 秒", "~4.1 秒", pb[1]),
  val("功耗约 780W", "功耗约 870W", g("power")),
  V("unit", "~1.4 秒", "~1.4 分钟", off(pb[1] / 60, 1.4)),
  V("unit", "功耗约 780W", "功耗约 780kW", True, "watts, not kilowatts"),
  V("qual", "在 0.6~1.4 秒之间", "不到 0.5 秒", not pb[1] < 0.5),
  V("stat", "满载录像时整机功耗", "每块硬盘功耗", off(g("power") / g("disks"), 780)),
  V("qual", "功耗约 780W", "功耗超过 1,000W", not g("power") > 1000),
  )
C(R, "en", "One QV-N64 node ingests up to {576} MB/s, reached with {288} channels of 4K H.264 at {16} Mbps [@AY3].",
  [r(g("ingest_peak")), r(Ch("uhd264", "rec_only")), r(Ch("uhd264", "bitrate"))],
  val("up to 576 MB/s", "up to 675 MB/s", g("ingest_peak")),
  val("with 288 channels", "with 560 channels", Ch("uhd264", "rec_only")),
  val("at 16 Mbps", "at 8 Mbps", Ch("uhd264", "bitrate")),
  V("unit", "up to 576 MB/s", "up to 576 Mbps", off(g("ingest_peak") * 8, 576)),
  V("unit", "at 16 Mbps", "at 16 MB/s", off(Ch("uhd264", "bitrate") / 8, 16), "bits written as bytes"),
  V("row", "channels of 4K H.264", "channels of 4K H.265", off(Ch("uhd265", "rec_only"), 288)),
  V("qual", "up to 576 MB/s", "over 1 GB/s", not g("ingest_peak") / 1000 > 1),
  V("stat", "One QV-N64 node ingests up to 576 MB/s", "Each drive ingests up to 576 MB/s", off(g("ingest_peak") / g("disks"), 576)),
  )
gbps = g("ingest_peak") * 8 / 1000
share = gbps / nic("total")
C(R, "en", "That {576} MB/s equals about {4.6} Gbps, under a tenth of the node's {50} Gbps of network ports [@AY3].",
  [r(g("ingest_peak")), r(gbps), r(nic("total"))],
  val("That 576 MB/s", "That 567 MB/s", g("ingest_peak")),
  val("about 4.6 Gbps", "about 6.4 Gbps", gbps),
  val("node's 50 Gbps", "node's 25 Gbps", nic("total")),
  V("unit", "about 4.6 Gbps", "about 4.6 GB/s", off(gbps / 8, 4.6), "bits written as bytes"),
  V("stat", "of the node's 50 Gbps of network ports", "of each 50 Gbps network port", off(nic("per_port"), 50)),
  V("qual", "under a tenth", "over half", not share > 0.5),
  V("value", "under a tenth", "under a twentieth", not share < 0.05),
  V("unit", "node's 50 Gbps", "node's 50 GB/s", off(nic("total") / 8, 50)),
  )
x = 100 * tot / (nic("total") * 1000)
C(R, "en", "Its two network ports run at {25} Gbps each, {50} Gbps in all, so the 1,024-channel 1080P H.265 load of {4,096} Mbps uses about {8}% of them [@AY3].",
  [r(nic("per_port")), r(nic("total")), r(tot), r(x)],
  val("at 25 Gbps each", "at 10 Gbps each", nic("per_port")),
  val("50 Gbps in all", "100 Gbps in all", nic("total")),
  val("load of 4,096 Mbps", "load of 4,960 Mbps", tot),
  val("about 8%", "about 18%", x),
  V("stat", "at 25 Gbps each", "at 50 Gbps each", off(nic("per_port"), 50)),
  V("stat", "50 Gbps in all", "25 Gbps in all", off(nic("total"), 25)),
  V("unit", "at 25 Gbps each", "at 25 GB/s each", off(nic("per_port") / 8, 25), "bits written as bytes"),
  V("qual", "uses about 8% of them", "uses more than half of them", not x > 50),
  V("value", "the 1,024-channel", "the 2,048-channel", True, "the node records at most 1,024 channels of 1080P H.265"),
  )
x = Ch("uhd265", "rec_only") / Ch("uhd264", "rec_only")
C(R, "en", "Switching 4K cameras from H.264 to H.265 nearly doubles the channel count, from {288} to {560} [@AY3].",
  [r(Ch("uhd264", "rec_only")), r(Ch("uhd265", "rec_only"))],
  val("from 288", "from 282", Ch("uhd264", "rec_only")),
  val("to 560", "to 650", Ch("uhd265", "rec_only")),
  V("value", "nearly doubles", "nearly triples", off(x, 3, 0.1)),
  V("dir", "from H.264 to H.265", "from H.265 to H.264", Ch("uhd265", "rec_only") > Ch("uhd264", "rec_only"), "H.264 gives fewer channels"),
  V("row", "Switching 4K cameras", "Switching 1080P cameras", off(Ch("hd264", "rec_only"), 288)),
  V("col", "nearly doubles the channel count", "nearly doubles the channel count with 32 playback streams",
    isnull("channels.uhd264.with_play"), "the 4K H.264 playback run was not completed"),
  V("qual", "nearly doubles", "barely changes", not 0.9 < x < 1.1),
  V("stat", "the channel count", "the channel count per drive", off(Ch("uhd264", "rec_only") / g("disks"), 288)),
  )
x = 100 * (Ch("hd265", "rec_only") / Ch("hd264", "rec_only") - 1)
C(R, "en", "For 1080P, H.265 at 4 Mbps fits {1,024} channels, {42}% more than the {720} of H.264 at 6 Mbps [@AY3].",
  [r(Ch("hd265", "rec_only")), r(x), r(Ch("hd264", "rec_only"))],
  val("fits 1,024 channels", "fits 1,240 channels", Ch("hd265", "rec_only")),
  val("channels, 42%", "channels, 24%", x),
  val("the 720 of", "the 640 of", Ch("hd264", "rec_only")),
  V("dir", "42% more than", "42% fewer than", Ch("hd265", "rec_only") > Ch("hd264", "rec_only")),
  V("col", "fits 1,024 channels", "fits 1,024 channels alongside 32 playback streams", off(Ch("hd265", "with_play"), 1024)),
  V("qual", "42% more than", "more than twice", not x > 100),
  V("value", "H.265 at 4 Mbps", "H.265 at 2 Mbps", off(Ch("hd265", "bitrate"), 2)),
  V("unit", "H.264 at 6 Mbps", "H.264 at 6 MB/s", off(Ch("hd264", "bitrate") / 8, 6), "bits written as bytes"),
  )
cut = 100 * (1 - Ch("uhd265", "with_play") / Ch("uhd265", "rec_only"))
C(R, "en", "With 32 playback streams running, 4K H.265 recording drops from {560} to {480} channels, a {14}% cut [@AY3].",
  [r(Ch("uhd265", "rec_only")), r(Ch("uhd265", "with_play")), r(cut)],
  val("from 560", "from 650", Ch("uhd265", "rec_only")),
  val("to 480 channels", "to 408 channels", Ch("uhd265", "with_play")),
  val("a 14% cut", "a 41% cut", cut),
  V("row", "4K H.265 recording drops", "1080P H.265 recording drops", off(Ch("hd265", "rec_only"), 560)),
  V("dir", "a 14% cut", "a 14% gain", Ch("uhd265", "with_play") < Ch("uhd265", "rec_only")),
  V("qual", "a 14% cut", "a cut of more than a third", not cut > 100 / 3),
  V("unit", "to 480 channels", "to 480 MB/s", True, "the report gives no write bandwidth with playback"),
  V("value", "With 32 playback streams", "With 64 playback streams", True, "the report tests 32 playback streams"),
  )
C(R, "en", "The node's {60} drives of {16} TB give {960} TB raw and {768} TB usable under RAID 6 [@AY3].",
  [r(g("disks")), r(cap("per_drive")), r(cap("raw")), r(cap("usable"))],
  val("node's 60 drives", "node's 64 drives", g("disks")),
  val("of 16 TB", "of 18 TB", cap("per_drive")),
  val("give 960 TB", "give 1,024 TB", cap("raw")),
  val("and 768 TB", "and 786 TB", cap("usable")),
  V("col", "960 TB raw and 768 TB usable", "960 TB usable and 768 TB raw", off(cap("usable"), 960)),
  V("unit", "give 960 TB", "give 960 TiB", off(cap("raw") / 1.099511627776, 960)),
  V("unit", "node's 60 drives", "node's 60 servers", True, "60 counts drives in one node"),
  V("qual", "and 768 TB usable", "and over 900 TB usable", not cap("usable") > 900),
  )
x = g("power") / Ch("hd265", "rec_only")
C(R, "en", "Power draw at full recording load is {780} W, about {0.76} W per 1080P H.265 channel [@AY3].",
  [r(g("power")), r(x)],
  val("is 780 W", "is 870 W", g("power")),
  val("about 0.76 W", "about 0.67 W", x),
  V("stat", "about 0.76 W per 1080P H.265 channel", "about 0.76 W per drive", off(g("power") / g("disks"), 0.76)),
  V("row", "per 1080P H.265 channel", "per 4K H.265 channel", off(g("power") / Ch("uhd265", "rec_only"), 0.76)),
  V("unit", "is 780 W", "is 780 kW", True, "watts, not kilowatts"),
  V("qual", "is 780 W", "stays under 500 W", not g("power") < 500),
  V("value", "about 0.76 W", "about 1.5 W", off(x, 1.5, 0.05)),
  V("unit", "about 0.76 W per", "about 0.76 kW per", True, "watts, not kilowatts"),
  )

# ---------------------------------------------------------------------------------------------------------------
# AY4: Tessary TR-3480 RAID controller, cache policy by RAID level and RAID 5 rebuild by rebuild rate (English-first)
g = getter("AY4")
R = "AY4"
isnull = nullin(g)
P = lambda row, col: g(f"policy.{row}.{col}")
Rb = lambda row, col: g(f"rebuild.{row}.{col}")
cap = lambda k: g(f"capacity.{k}")
sas = lambda k: g(f"sas_link.{k}")
seq = lambda k: g(f"seq_bw.{k}")
lat5 = lambda k: g(f"raid5_write_lat.{k}")
bt = g("backup_time")
GIB = 1.073741824

x = P("r5", "wb_iops") / P("r5", "wt_iops")
C(R, "en", "Write-back caching lifts RAID 5 random writes from {38,600} to {142,000} IOPS, {3.7} times as many [@AY4].",
  [r(P("r5", "wt_iops") * 1000), r(P("r5", "wb_iops") * 1000), r(x)],
  val("from 38,600", "from 36,800", P("r5", "wt_iops") * 1000),
  val("to 142,000", "to 124,000", P("r5", "wb_iops") * 1000),
  val("3.7 times", "2.7 times", x),
  V("row", "lifts RAID 5 random writes", "lifts RAID 6 random writes", off(P("r6", "wt_iops") * 1000, 38600)),
  V("dir", "Write-back caching lifts", "Write-back caching cuts", P("r5", "wb_iops") > P("r5", "wt_iops")),
  V("qual", "3.7 times as many", "less than twice as many", not x < 2),
  V("unit", "142,000 IOPS", "142 IOPS", off(P("r5", "wb_iops") * 1000, 142), "thousands"),
  V("stat", "RAID 5 random writes", "RAID 5 random writes per drive", off(P("r5", "wt_iops") * 1000 / P("r5", "drives"), 38600)),
  )
x6 = P("r6", "wb_iops") / P("r6", "wt_iops")
C(R, "en", "RAID 6 gains even more: {24,100} IOPS write-through against {118,000} write-back, almost five times [@AY4].",
  [r(P("r6", "wt_iops") * 1000), r(P("r6", "wb_iops") * 1000)],
  val("more: 24,100", "more: 21,400", P("r6", "wt_iops") * 1000),
  val("against 118,000", "against 181,000", P("r6", "wb_iops") * 1000),
  V("value", "almost five times", "almost three times", off(x6, 3, 0.1)),
  V("row", "RAID 6 gains even more", "RAID 10 gains even more", off(P("r10", "wt_iops") * 1000, 24100)),
  V("col", "24,100 IOPS write-through against 118,000 write-back", "24,100 IOPS write-back against 118,000 write-through",
    off(P("r6", "wb_iops") * 1000, 24100)),
  V("qual", "gains even more", "gains less", x6 > x, "RAID 6 gains 4.9x, RAID 5 3.7x"),
  V("unit", "24,100 IOPS", "24,100 MB/s", True, "the figure is IOPS; the report gives no random-write MB/s"),
  V("stat", "24,100 IOPS write-through", "24,100 IOPS per drive write-through", off(P("r6", "wt_iops") * 1000 / P("r6", "drives"), 24100)),
  )
drop = 100 * (1 - P("r5", "wb_p99") / P("r5", "wt_p99"))
C(R, "en", "Write-back also cuts RAID 5 P99 latency from {2.9} ms to {0.44} ms, an {85}% drop [@AY4].",
  [r(P("r5", "wt_p99")), r(P("r5", "wb_p99")), r(drop)],
  val("from 2.9 ms", "from 9.2 ms", P("r5", "wt_p99")),
  val("to 0.44 ms", "to 0.19 ms", P("r5", "wb_p99")),
  val("an 85% drop", "a 58% drop", drop),
  V("stat", "P99 latency", "mean latency", off(lat5("mean"), 0.44)),
  V("row", "cuts RAID 5 P99", "cuts RAID 10 P99", off(P("r10", "wt_p99"), 2.9)),
  V("unit", "to 0.44 ms", "to 0.44 µs", off(P("r5", "wb_p99") * 1000, 0.44)),
  V("dir", "cuts RAID 5 P99 latency", "raises RAID 5 P99 latency", P("r5", "wb_p99") < P("r5", "wt_p99")),
  V("qual", "an 85% drop", "a drop of less than half", not drop < 50),
  )
gains = {k: 100 * (P(k, "wb_iops") / P(k, "wt_iops") - 1) for k in ("r1", "r5", "r6", "r10")}
C(R, "en", "RAID 10 benefits least: write-back adds only {22}%, taking it from {162,000} to {198,000} IOPS [@AY4].",
  [r(gains["r10"]), r(P("r10", "wt_iops") * 1000), r(P("r10", "wb_iops") * 1000)],
  val("only 22%", "only 12%", gains["r10"]),
  val("from 162,000", "from 126,000", P("r10", "wt_iops") * 1000),
  val("to 198,000", "to 189,000", P("r10", "wb_iops") * 1000),
  V("row", "RAID 10 benefits least", "RAID 1 benefits least", off(gains["r1"], 22), "RAID 1 gains 28%"),
  V("dir", "benefits least", "benefits most", gains["r10"] == min(gains.values()) != max(gains.values())),
  V("qual", "adds only 22%", "adds more than half", not gains["r10"] > 50),
  V("dir", "from 162,000 to 198,000", "from 198,000 to 162,000", P("r10", "wb_iops") > P("r10", "wt_iops")),
  V("stat", "to 198,000 IOPS", "to 198,000 IOPS per drive", off(P("r10", "wb_iops") * 1000 / P("r10", "drives"), 198000)),
  )
C(R, "en", "The controller carries {8} GiB of DDR4 cache and copies it to flash in {38} to {44} seconds after a power loss [@AY4].",
  [r(g("cache")), r(bt[0]), r(bt[1])],
  val("carries 8 GiB", "carries 4 GiB", g("cache")),
  val("in 38 to", "in 28 to", bt[0]),
  val("to 44 seconds", "to 54 seconds", bt[1]),
  V("unit", "carries 8 GiB", "carries 8 Gb", off(g("cache") * GIB * 8, 8)),
  V("unit", "to 44 seconds", "to 44 minutes", off(bt[1] / 60, 44)),
  V("qual", "in 38 to 44 seconds", "in under 10 seconds", not bt[1] < 10),
  V("dir", "copies it to flash", "restores it from flash", True, "the report times the copy to flash after power loss"),
  V("unit", "carries 8 GiB", "carries 8 GB", off(g("cache") * GIB, 8), "8 GiB is 8.59 GB"),
  )
lanes = sas("total") / sas("per_lane")
C(R, "en", "Its {16} SAS lanes run at {24} Gbps each, {384} Gbps in all, or {48} GB/s [@AY4].",
  [r(lanes), r(sas("per_lane")), r(sas("total")), r(sas("total") / 8)],
  val("Its 16 SAS", "Its 8 SAS", lanes),
  val("at 24 Gbps each", "at 12 Gbps each", sas("per_lane")),
  val("384 Gbps in all", "348 Gbps in all", sas("total")),
  val("or 48 GB/s", "or 38 GB/s", sas("total") / 8),
  V("unit", "or 48 GB/s", "or 384 GB/s", off(sas("total") / 8, 384), "bits written as bytes"),
  V("unit", "at 24 Gbps each", "at 24 GB/s each", off(sas("per_lane") / 8, 24), "bits written as bytes"),
  V("stat", "at 24 Gbps each", "at 384 Gbps each", off(sas("per_lane"), 384)),
  V("stat", "384 Gbps in all", "24 Gbps in all", off(sas("total"), 24)),
  V("qual", "or 48 GB/s", "or under 10 GB/s", not sas("total") / 8 < 10),
  )
C(R, "en", "Sequential reads from the 8-SSD RAID 5 array reach {13.8} GB/s, writes {9.6} GB/s [@AY4].",
  [r(seq("read")), r(seq("write"))],
  val("reach 13.8", "reach 18.3", seq("read")),
  val("writes 9.6", "writes 6.9", seq("write")),
  V("col", "reach 13.8 GB/s, writes 9.6 GB/s", "reach 9.6 GB/s, writes 13.8 GB/s", off(seq("read"), 9.6)),
  V("unit", "reach 13.8 GB/s", "reach 13.8 Gb/s", off(seq("read") * 8, 13.8)),
  V("unit", "writes 9.6 GB/s", "writes 9.6 GB/min", off(seq("write") * 60, 9.6)),
  V("value", "the 8-SSD RAID 5", "the 12-SSD RAID 5", P("r5", "drives") != 12, "the array has 8 SSDs"),
  V("qual", "reach 13.8 GB/s", "reach over 20 GB/s", not seq("read") > 20),
  V("stat", "Sequential reads from the 8-SSD RAID 5 array reach 13.8 GB/s", "Sequential reads reach 13.8 GB/s per SSD",
    off(seq("read") / P("r5", "drives"), 13.8)),
  V("row", "the 8-SSD RAID 5 array", "the 8-SSD RAID 6 array", True, "sequential figures are for RAID 5 only"),
  )
C(R, "en", "At a 30% rebuild rate, a failed drive is rebuilt in {5.4} hours under host load while hosts keep {112,000} IOPS [@AY4].",
  [r(Rb("p30", "load_h")), r(Rb("p30", "host_iops") * 1000)],
  val("in 5.4 hours", "in 4.5 hours", Rb("p30", "load_h")),
  val("keep 112,000", "keep 121,000", Rb("p30", "host_iops") * 1000),
  V("row", "At a 30% rebuild rate", "At a 60% rebuild rate", off(Rb("p60", "load_h"), 5.4)),
  V("col", "rebuilt in 5.4 hours under host load", "rebuilt in 5.4 hours with no host load", off(Rb("p30", "idle_h"), 5.4)),
  V("unit", "in 5.4 hours", "in 5.4 minutes", off(Rb("p30", "load_h") * 60, 5.4)),
  V("qual", "keep 112,000 IOPS", "keep fewer than 50,000 IOPS", not Rb("p30", "host_iops") * 1000 < 50000),
  V("value", "At a 30% rebuild rate", "At a 50% rebuild rate", True, "there is no 50% setting"),
  V("stat", "keep 112,000 IOPS", "keep 112,000 IOPS each", True, "112,000 is the total host IOPS"),
  )
C(R, "en", "Pushing the rebuild rate to 100% finishes in {2.1} hours but drops host IOPS to {41,000} and raises their P99 latency to {6.3} ms [@AY4].",
  [r(Rb("p100", "load_h")), r(Rb("p100", "host_iops") * 1000), r(Rb("p100", "host_p99"))],
  val("in 2.1 hours", "in 1.2 hours", Rb("p100", "load_h")),
  val("to 41,000", "to 14,000", Rb("p100", "host_iops") * 1000),
  val("to 6.3 ms", "to 3.6 ms", Rb("p100", "host_p99")),
  V("row", "to 100% finishes", "to 60% finishes", off(Rb("p60", "load_h"), 2.1)),
  V("col", "finishes in 2.1 hours", "finishes in 2.1 hours with no host load", off(Rb("p100", "idle_h"), 2.1)),
  V("dir", "drops host IOPS to 41,000", "raises host IOPS to 41,000", Rb("p100", "host_iops") < Rb("p10", "host_iops")),
  V("unit", "to 6.3 ms", "to 6.3 s", off(Rb("p100", "host_p99") / 1000, 6.3)),
  V("stat", "P99 latency to 6.3 ms", "mean latency to 6.3 ms", True, "the report gives P99 only during rebuild"),
  V("qual", "drops host IOPS to 41,000", "keeps host IOPS above 100,000", not Rb("p100", "host_iops") * 1000 > 100000),
  )
C(R, "zh", "RAID 5 写回模式下,随机写平均时延 {0.19} 毫秒,P99 时延 {0.44} 毫秒 [@AY4]。",
  [r(lat5("mean")), r(lat5("p99"))],
  val("平均时延 0.19", "平均时延 0.91", lat5("mean")),
  val("P99 时延 0.44", "P99 时延 0.29", lat5("p99")),
  V("col", "RAID 5 写回模式下", "RAID 5 写穿模式下", off(P("r5", "wt_p99"), 0.44)),
  V("row", "RAID 5 写回模式下", "RAID 6 写回模式下", off(P("r6", "wb_p99"), 0.44)),
  V("stat", "P99 时延 0.44", "P50 时延 0.44", True, "the report gives the mean and P99 only"),
  V("unit", "P99 时延 0.44 毫秒", "P99 时延 0.44 秒", off(lat5("p99") / 1000, 0.44)),
  V("qual", "平均时延 0.19 毫秒", "平均时延超过 1 毫秒", not lat5("mean") > 1),
  V("value", "随机写平均时延", "64KB 随机写平均时延", True, "the report tests 4 KB random writes only"),
  )
eff = 100 * cap("raid5_usable") / cap("raw")
C(R, "zh", "{8} 块 {3.84}TB SSD 组成 RAID 5,原始容量 {30.72}TB,可用 {26.88}TB,得盘率 {87.5}% [@AY4]。",
  [r(P("r5", "drives")), r(cap("per_drive")), r(cap("raw")), r(cap("raid5_usable")), r(eff)],
  val("8 块", "12 块", P("r5", "drives")),
  val("3.84TB SSD", "7.68TB SSD", cap("per_drive")),
  val("原始容量 30.72TB", "原始容量 37.02TB", cap("raw")),
  val("可用 26.88TB", "可用 23.04TB", cap("raid5_usable")),
  val("得盘率 87.5%", "得盘率 75%", eff),
  V("unit", "可用 26.88TB", "可用 26.88TiB", off(cap("raid5_usable") / 1.099511627776, 26.88)),
  V("col", "可用 26.88TB", "可用 30.72TB", off(cap("raid5_usable"), 30.72)),
  V("row", "组成 RAID 5", "组成 RAID 10", True, "RAID 10 would leave half the raw capacity; the usable figure is for RAID 5"),
  V("qual", "得盘率 87.5%", "得盘率不到 80%", not eff < 80),
  )
x = Rb("p10", "load_h") / Rb("p10", "idle_h")
C(R, "zh", "10% 重建速率下,无负载时重建需要 {3.1} 小时,带主机负载时延长到 {11.6} 小时,约为 {3.7} 倍 [@AY4]。",
  [r(Rb("p10", "idle_h")), r(Rb("p10", "load_h")), r(x)],
  val("需要 3.1 小时", "需要 1.3 小时", Rb("p10", "idle_h")),
  val("延长到 11.6 小时", "延长到 16.1 小时", Rb("p10", "load_h")),
  val("约为 3.7 倍", "约为 2.7 倍", x),
  V("row", "10% 重建速率下", "30% 重建速率下", off(Rb("p30", "idle_h"), 3.1)),
  V("col", "无负载时重建需要 3.1 小时", "带负载时重建需要 3.1 小时", off(Rb("p10", "load_h"), 3.1)),
  V("dir", "延长到 11.6 小时", "缩短到 11.6 小时", Rb("p10", "load_h") > Rb("p10", "idle_h")),
  V("unit", "延长到 11.6 小时", "延长到 11.6 分钟", off(Rb("p10", "load_h") * 60, 11.6)),
  V("qual", "约为 3.7 倍", "不到 2 倍", not x < 2),
  )
C(R, "zh", "重建速率从 10% 提到 100%,带负载重建时间从 {11.6} 小时缩短到 {2.1} 小时,但主机 IOPS 从 {13.1} 万降到 {4.1} 万 [@AY4]。",
  [r(Rb("p10", "load_h")), r(Rb("p100", "load_h")), r(Rb("p10", "host_iops") / 10), r(Rb("p100", "host_iops") / 10)],
  val("从 11.6 小时", "从 16.1 小时", Rb("p10", "load_h")),
  val("缩短到 2.1 小时", "缩短到 1.4 小时", Rb("p100", "load_h")),
  val("从 13.1 万", "从 11.2 万", Rb("p10", "host_iops") / 10),
  val("降到 4.1 万", "降到 8.4 万", Rb("p100", "host_iops") / 10),
  V("dir", "缩短到 2.1 小时", "延长到 2.1 小时", Rb("p100", "load_h") < Rb("p10", "load_h")),
  V("unit", "从 13.1 万降到", "从 13.1 千降到", off(Rb("p10", "host_iops"), 13.1)),
  V("col", "带负载重建时间从 11.6 小时", "无负载重建时间从 11.6 小时", off(Rb("p10", "idle_h"), 11.6)),
  V("qual", "降到 4.1 万", "仍保持在 10 万以上", not Rb("p100", "host_iops") / 10 > 10),
  V("row", "从 10% 提到 100%", "从 10% 提到 60%", off(Rb("p60", "load_h"), 2.1)),
  )
C(R, "zh", "RAID 1 只有两块盘,开启写回后 IOPS 从 {4.82} 万提升到 {6.15} 万,P99 时延减半 [@AY4]。",
  [r(P("r1", "wt_iops") / 10), r(P("r1", "wb_iops") / 10)],
  val("从 4.82 万", "从 8.42 万", P("r1", "wt_iops") / 10),
  val("提升到 6.15 万", "提升到 5.16 万", P("r1", "wb_iops") / 10),
  V("row", "RAID 1 只有两块盘", "RAID 10 只有两块盘", off(P("r10", "wt_iops") / 10, 4.82)),
  V("dir", "提升到 6.15 万", "下降到 6.15 万", P("r1", "wb_iops") > P("r1", "wt_iops")),
  V("dir", "P99 时延减半", "P99 时延翻倍", P("r1", "wb_p99") < P("r1", "wt_p99")),
  V("unit", "从 4.82 万", "从 4.82 千", off(P("r1", "wt_iops"), 4.82)),
  V("qual", "P99 时延减半", "P99 时延几乎不变", not 0.9 < P("r1", "wb_p99") / P("r1", "wt_p99") < 1.1),
  V("value", "只有两块盘", "只有四块盘", P("r1", "drives") != 4, "RAID 1 uses 2 drives"),
  )
C(R, "zh", "控制器满载功耗 {18.5}W,板载 {8}GiB 缓存约合 {8.6}GB [@AY4]。",
  [r(g("ctrl_power")), r(g("cache")), r(g("cache") * GIB)],
  val("功耗 18.5W", "功耗 15.8W", g("ctrl_power")),
  val("板载 8GiB", "板载 16GiB", g("cache")),
  val("约合 8.6GB", "约合 8.0GB", g("cache") * GIB),
  V("unit", "板载 8GiB", "板载 8Gb", off(g("cache") * GIB * 8, 8)),
  V("unit", "功耗 18.5W", "功耗 18.5kW", True, "watts, not kilowatts"),
  V("qual", "功耗 18.5W", "功耗超过 25W", not g("ctrl_power") > 25),
  V("unit", "约合 8.6GB", "约合 8.6TB", off(g("cache") * GIB / 1000, 8.6)),
  V("stat", "控制器满载功耗", "控制器空闲功耗", True, "the report gives full-load power only"),
  )
x = sas("total") / 8 / seq("read")
C(R, "zh", "SAS 链路合计 {384}Gbps,折合 {48}GB/s,约是 RAID 5 顺序读({13.8}GB/s)的 {3.5} 倍 [@AY4]。",
  [r(sas("total")), r(sas("total") / 8), r(seq("read")), r(x)],
  val("合计 384Gbps", "合计 192Gbps", sas("total")),
  val("折合 48GB/s", "折合 24GB/s", sas("total") / 8),
  val("(13.8GB/s)", "(9.6GB/s)", seq("read")),
  val("的 3.5 倍", "的 5.3 倍", x),
  V("unit", "折合 48GB/s", "折合 384GB/s", off(sas("total") / 8, 384), "bits written as bytes"),
  V("col", "RAID 5 顺序读(13.8GB/s)", "RAID 5 顺序写(13.8GB/s)", off(seq("write"), 13.8)),
  V("stat", "SAS 链路合计 384Gbps", "SAS 链路每条 384Gbps", off(sas("per_lane"), 384)),
  V("dir", "约是 RAID 5 顺序读(13.8GB/s)的 3.5 倍", "只有 RAID 5 顺序读(13.8GB/s)的三分之一", x > 1),
  V("qual", "的 3.5 倍", "的 10 倍以上", not x > 10),
  )
C(R, "zh", "RAID 10 在写穿模式下的随机写已有 {16.2} 万 IOPS,P99 时延 {0.48} 毫秒 [@AY4]。",
  [r(P("r10", "wt_iops") / 10), r(P("r10", "wt_p99"))],
  val("已有 16.2 万", "已有 12.6 万", P("r10", "wt_iops") / 10),
  val("时延 0.48 毫秒", "时延 0.84 毫秒", P("r10", "wt_p99")),
  V("col", "RAID 10 在写穿模式下", "RAID 10 在写回模式下", off(P("r10", "wb_iops") / 10, 16.2)),
  V("row", "RAID 10 在写穿模式下", "RAID 1 在写穿模式下", off(P("r1", "wt_iops") / 10, 16.2)),
  V("unit", "已有 16.2 万 IOPS", "已有 16.2 千 IOPS", off(P("r10", "wt_iops"), 16.2)),
  V("stat", "P99 时延 0.48", "平均时延 0.48", True, "the report gives P99 only for RAID 10"),
  V("unit", "时延 0.48 毫秒", "时延 0.48 微秒", off(P("r10", "wt_p99") * 1000, 0.48)),
  V("qual", "已有 16.2 万 IOPS", "不到 10 万 IOPS", not P("r10", "wt_iops") / 10 < 10),
  )

# ---------------------------------------------------------------------------------------------------------------
# AY5: 砾芯 LQ-E7 enterprise SSD, write amplification by workload and OP, endurance by capacity model (Chinese-first)
g = getter("AY5")
R = "AY5"
isnull = nullin(g)
W = lambda row, col: g(f"waf.{row}.{col}")
M = lambda row, col: g(f"models.{row}.{col}")
wr = lambda k: g(f"writes.{k}")
lu = lambda k: g(f"life_used.{k}")
si = lambda k: g(f"steady_iops.{k}")
gc = g("gc_p99")
TIB = 1.099511627776

drop = 100 * (1 - W("rand4k", "waf_op28") / W("rand4k", "waf_op7"))
C(R, "zh", "4KB 随机写在 7% 预留空间下写放大系数为 {3.42},预留空间提到 28% 后降到 {1.65},降低约 {52}% [@AY5]。",
  [r(W("rand4k", "waf_op7")), r(W("rand4k", "waf_op28")), r(drop)],
  val("系数为 3.42", "系数为 4.32", W("rand4k", "waf_op7")),
  val("降到 1.65", "降到 1.38", W("rand4k", "waf_op28")),
  val("降低约 52%", "降低约 25%", drop),
  V("row", "4KB 随机写在", "16KB 随机写在", off(W("rand16k", "waf_op7"), 3.42)),
  V("col", "在 7% 预留空间下写放大系数为 3.42", "在 28% 预留空间下写放大系数为 3.42", off(W("rand4k", "waf_op28"), 3.42)),
  V("dir", "降到 1.65", "升到 1.65", W("rand4k", "waf_op28") < W("rand4k", "waf_op7")),
  V("qual", "降低约 52%", "降低不到 20%", not drop < 20),
  V("unit", "降低约 52%", "降低约 52 个百分点", True, "a relative drop of a factor, not percentage points"),
  V("value", "提到 28% 后", "提到 20% 后", True, "the report tests 7% and 28% OP only"),
  )
w7 = [W(k, "waf_op7") for k in ("rand4k", "rand16k", "seq128k", "mixed")]
C(R, "zh", "顺序写几乎不产生写放大:128KB 顺序写在 7% 预留空间下系数仅 {1.04},28% 时为 {1.02} [@AY5]。",
  [r(W("seq128k", "waf_op7")), r(W("seq128k", "waf_op28"))],
  val("系数仅 1.04", "系数仅 1.40", W("seq128k", "waf_op7")),
  val("28% 时为 1.02", "28% 时为 1.20", W("seq128k", "waf_op28")),
  V("row", "128KB 顺序写在", "16KB 随机写在", off(W("rand16k", "waf_op7"), 1.04)),
  V("col", "在 7% 预留空间下系数仅 1.04", "在 28% 预留空间下系数仅 1.04", off(W("seq128k", "waf_op28"), 1.04)),
  V("dir", "几乎不产生写放大", "写放大最严重", W("seq128k", "waf_op7") == min(w7) != max(w7)),
  V("qual", "系数仅 1.04", "系数超过 2", not W("seq128k", "waf_op7") > 2),
  V("col", "系数仅 1.04", "稳态 IOPS 仅 1.04 万次", off(W("seq128k", "iops_op7"), 1.04)),
  V("value", "128KB 顺序写", "1MB 顺序写", True, "the report tests 128 KB sequential writes only"),
  )
gain = 100 * (si("op28") / si("op7") - 1)
C(R, "zh", "4KB 随机写的稳态 IOPS 从 7% 预留空间时的每秒 {18.6} 万次提升到 28% 时的 {31.2} 万次,提升 {68}% [@AY5]。",
  [r(si("op7")), r(si("op28")), r(gain)],
  val("每秒 18.6 万次", "每秒 16.8 万次", si("op7")),
  val("的 31.2 万次", "的 21.3 万次", si("op28")),
  val("提升 68%", "提升 168%", gain),
  V("row", "4KB 随机写的稳态 IOPS", "16KB 随机写的稳态 IOPS", off(W("rand16k", "iops_op7"), 18.6)),
  V("dir", "提升到 28% 时的 31.2 万次", "下降到 28% 时的 31.2 万次", si("op28") > si("op7")),
  V("unit", "每秒 18.6 万次", "每秒 18.6 千次", off(si("op7") * 10, 18.6)),
  V("qual", "提升 68%", "提升不到 20%", not gain < 20),
  V("stat", "稳态 IOPS", "峰值 IOPS", True, "the report gives steady-state IOPS only"),
  )
C(R, "zh", "{12} 块样盘在测试期间每块主机写入 {820}TB,合计 {9,840}TB [@AY5]。",
  [r(g("test_drives")), r(wr("host_per_drive")), r(wr("host_total"))],
  val("12 块样盘", "16 块样盘", g("test_drives")),
  val("主机写入 820TB", "主机写入 280TB", wr("host_per_drive")),
  val("合计 9,840TB", "合计 8,940TB", wr("host_total")),
  V("stat", "每块主机写入 820TB", "每块主机写入 9,840TB", off(wr("host_per_drive"), 9840)),
  V("stat", "合计 9,840TB", "合计 820TB", off(wr("host_total"), 820)),
  V("col", "每块主机写入 820TB", "每块 NAND 写入 820TB", off(wr("nand_per_drive"), 820)),
  V("unit", "合计 9,840TB", "合计 9,840GB", off(wr("host_total") * 1000, 9840)),
  V("qual", "合计 9,840TB", "合计不到 5,000TB", not wr("host_total") < 5000),
  V("unit", "12 块样盘", "12 台服务器", True, "12 counts sample drives"),
  )
extra = wr("nand_per_drive") - wr("host_per_drive")
waf = wr("nand_per_drive") / wr("host_per_drive")
C(R, "zh", "每块盘 NAND 实际写入 {1,420}TB,比主机写入多出 {600}TB,整体写放大 {1.73} [@AY5]。",
  [r(wr("nand_per_drive")), r(extra), r(waf)],
  val("写入 1,420TB", "写入 1,240TB", wr("nand_per_drive")),
  val("多出 600TB", "多出 420TB", extra),
  val("写放大 1.73", "写放大 3.42", waf),
  V("unit", "多出 600TB", "多出 600GB", off(extra * 1000, 600)),
  V("dir", "比主机写入多出", "比主机写入少", wr("nand_per_drive") > wr("host_per_drive")),
  V("stat", "每块盘 NAND 实际写入 1,420TB", "12 块盘 NAND 合计写入 1,420TB", off(wr("nand_per_drive") * g("test_drives"), 1420)),
  V("qual", "写放大 1.73", "写放大低于 1.2", not waf < 1.2),
  V("unit", "写入 1,420TB", "写入 1,420TiB", off(wr("nand_per_drive") / TIB, 1420)),
  )
C(R, "zh", "测试结束时,SMART 报告的寿命消耗平均为 {21.5}%,最高的一块盘也只有 {24.0}% [@AY5]。",
  [r(lu("avg")), r(lu("max"))],
  val("平均为 21.5%", "平均为 12.5%", lu("avg")),
  val("只有 24.0%", "只有 42.0%", lu("max")),
  val("只有 24.0%", "只有 20.0%", lu("max")),
  V("stat", "平均为 21.5%", "最低为 21.5%", lu("max") > lu("avg"), "the minimum is below the mean when the maximum is above it"),
  V("stat", "最高的一块盘也只有 24.0%", "平均也只有 24.0%", off(lu("avg"), 24.0)),
  V("qual", "也只有 24.0%", "超过 30%", not lu("max") > 30),
  V("unit", "平均为 21.5%", "平均为 21.5 天", True, "a share of rated life, not days"),
  V("dir", "寿命消耗", "剩余寿命", True, "21.5% is life used; about 78.5% remains"),
  )
C(R, "zh", "垃圾回收期间,4KB 随机写的 P99 时延在 {1.8}~{6.5} 毫秒之间波动 [@AY5]。",
  [r(gc[0]), r(gc[1])],
  val("在 1.8~", "在 8.1~", gc[0]),
  val("~6.5 毫秒", "~5.6 毫秒", gc[1]),
  V("unit", "~6.5 毫秒", "~6.5 微秒", off(gc[1] * 1000, 6.5)),
  V("stat", "P99 时延", "平均时延", True, "the range is of P99 latency"),
  V("qual", "在 1.8~6.5 毫秒之间波动", "始终低于 1 毫秒", not gc[1] < 1),
  V("row", "4KB 随机写", "128KB 顺序写", True, "the GC latency range is for 4 KB random writes"),
  V("col", "垃圾回收期间", "没有垃圾回收时", True, "the range is measured during garbage collection"),
  V("qual", "在 1.8~6.5 毫秒之间", "最高超过 10 毫秒", not gc[1] > 10),
  )
x = M("c768", "tbw") / M("c192", "tbw")
C(R, "zh", "7.68TB 型号 DWPD 为 {1},5 年可写入 {14.0}PB,是 1.92TB 型号({3.5}PB)的 {4} 倍 [@AY5]。",
  [r(M("c768", "dwpd")), r(M("c768", "tbw")), r(M("c192", "tbw")), r(x)],
  val("DWPD 为 1", "DWPD 为 3", M("c768", "dwpd")),
  val("可写入 14.0PB", "可写入 10.4PB", M("c768", "tbw")),
  val("(3.5PB)", "(5.3PB)", M("c192", "tbw")),
  val("的 4 倍", "的 2 倍", x),
  V("row", "7.68TB 型号 DWPD", "15.36TB 型号 DWPD", off(M("c1536", "tbw"), 14.0), "the 15.36 TB model writes 16.8 PB"),
  V("unit", "可写入 14.0PB", "可写入 14.0TB", off(M("c768", "tbw") * 1000, 14.0)),
  V("dir", "是 1.92TB 型号(3.5PB)的 4 倍", "只有 1.92TB 型号(3.5PB)的四分之一", x > 1),
  V("col", "5 年可写入", "3 年可写入", True, "the total is over 5 years"),
  V("qual", "的 4 倍", "的 10 倍以上", not x > 10),
  )
x = 100 * (M("c1536", "tbw") / M("c768", "tbw") - 1)
C(R, "zh", "15.36TB 型号 DWPD 只有 {0.6},5 年总写入 {16.8}PB,仅比 7.68TB 型号多 {20}% [@AY5]。",
  [r(M("c1536", "dwpd")), r(M("c1536", "tbw")), r(x)],
  val("只有 0.6", "只有 0.3", M("c1536", "dwpd")),
  val("总写入 16.8PB", "总写入 18.6PB", M("c1536", "tbw")),
  val("多 20%", "多 50%", x),
  V("row", "15.36TB 型号 DWPD", "3.84TB 型号 DWPD", off(M("c384", "dwpd"), 0.6)),
  V("dir", "仅比 7.68TB 型号多 20%", "比 7.68TB 型号少 20%", M("c1536", "tbw") > M("c768", "tbw")),
  V("unit", "总写入 16.8PB", "总写入 16.8PiB", off(M("c1536", "tbw") * 1e15 / 2 ** 50, 16.8)),
  V("qual", "仅比 7.68TB 型号多 20%", "比 7.68TB 型号多一倍以上", not x > 100),
  V("col", "5 年总写入 16.8PB", "顺序写带宽 16.8GB/s", isnull("models.c1536.seq_write"), "the 15.36 TB write bandwidth was not measured"),
  )
C(R, "en", "At 7% over-provisioning, 16KB random writes amplify by {2.31}; at 28% the factor falls to {1.38} [@AY5].",
  [r(W("rand16k", "waf_op7")), r(W("rand16k", "waf_op28"))],
  val("amplify by 2.31", "amplify by 3.21", W("rand16k", "waf_op7")),
  val("falls to 1.38", "falls to 1.83", W("rand16k", "waf_op28")),
  V("row", "16KB random writes amplify", "4KB random writes amplify", off(W("rand4k", "waf_op7"), 2.31)),
  V("col", "At 7% over-provisioning, 16KB", "At 28% over-provisioning, 16KB", off(W("rand16k", "waf_op28"), 2.31)),
  V("dir", "the factor falls to", "the factor rises to", W("rand16k", "waf_op28") < W("rand16k", "waf_op7")),
  V("qual", "falls to 1.38", "falls below 1.1", not W("rand16k", "waf_op28") < 1.1),
  V("value", "16KB random writes", "32KB random writes", True, "there is no 32 KB workload"),
  V("value", "at 28% the factor", "at 50% the factor", True, "the report tests 7% and 28% OP only"),
  )
x = 100 * (1 - W("mixed", "waf_op28") / W("mixed", "waf_op7"))
C(R, "en", "Mixed traffic with 70% reads shows a write amplification of {2.76} at 7% OP and {1.51} at 28%, a {45}% reduction [@AY5].",
  [r(W("mixed", "waf_op7")), r(W("mixed", "waf_op28")), r(x)],
  val("of 2.76", "of 2.67", W("mixed", "waf_op7")),
  val("and 1.51", "and 1.15", W("mixed", "waf_op28")),
  val("a 45% reduction", "a 54% reduction", x),
  V("row", "Mixed traffic with 70% reads", "128KB sequential writing", off(W("seq128k", "waf_op7"), 2.76)),
  V("col", "2.76 at 7% OP and 1.51 at 28%", "2.76 at 28% OP and 1.51 at 7%", off(W("mixed", "waf_op28"), 2.76)),
  V("dir", "a 45% reduction", "a 45% increase", W("mixed", "waf_op28") < W("mixed", "waf_op7")),
  V("qual", "a 45% reduction", "a reduction of more than two thirds", not x > 200 / 3),
  V("value", "with 70% reads", "with 50% reads", True, "the mixed workload is 70% reads"),
  )
x = 100 * (M("c384", "seq_write") / M("c192", "seq_write") - 1)
C(R, "en", "Moving from the 1.92 TB model to the 3.84 TB model raises sequential write bandwidth from {2.1} GB/s to {3.6} GB/s, a {71}% increase [@AY5].",
  [r(M("c192", "seq_write")), r(M("c384", "seq_write")), r(x)],
  val("from 2.1 GB/s", "from 1.2 GB/s", M("c192", "seq_write")),
  val("to 3.6 GB/s", "to 4.2 GB/s", M("c384", "seq_write")),
  val("a 71% increase", "a 17% increase", x),
  V("row", "to the 3.84 TB model raises", "to the 7.68 TB model raises", off(M("c768", "seq_write"), 3.6)),
  V("dir", "a 71% increase", "a 71% decrease", M("c384", "seq_write") > M("c192", "seq_write")),
  V("unit", "to 3.6 GB/s", "to 3.6 Gb/s", off(M("c384", "seq_write") * 8, 3.6)),
  V("qual", "a 71% increase", "an increase of over 150%", not x > 150),
  V("col", "sequential write bandwidth", "sequential read bandwidth", True, "the report gives sequential write bandwidth only"),
  )
link = g("pcie_link") / 8
x = link / M("c768", "seq_write")
C(R, "en", "The PCIe link's {128} Gbps equals {16} GB/s, nearly four times the {4.2} GB/s the 7.68 TB model writes [@AY5].",
  [r(g("pcie_link")), r(link), r(M("c768", "seq_write"))],
  val("link's 128 Gbps", "link's 64 Gbps", g("pcie_link")),
  val("equals 16 GB/s", "equals 12 GB/s", link),
  val("the 4.2 GB/s", "the 2.4 GB/s", M("c768", "seq_write")),
  V("unit", "equals 16 GB/s", "equals 128 GB/s", off(link, 128), "bits written as bytes"),
  V("row", "the 7.68 TB model writes", "the 1.92 TB model writes", off(M("c192", "seq_write"), 4.2)),
  V("row", "the 7.68 TB model writes", "the 15.36 TB model writes", isnull("models.c1536.seq_write"), "not measured"),
  V("value", "nearly four times", "nearly eight times", off(x, 8, 0.1)),
  V("dir", "nearly four times the 4.2 GB/s", "about a quarter of the 4.2 GB/s", x > 1),
  )
C(R, "en", "Over the test the twelve sample drives absorbed {9,840} TB of host writes, {820} TB each [@AY5].",
  [r(wr("host_total")), r(wr("host_per_drive"))],
  val("absorbed 9,840 TB", "absorbed 8,940 TB", wr("host_total")),
  val("820 TB each", "1,420 TB each", wr("host_per_drive")),
  V("stat", "820 TB each", "9,840 TB each", off(wr("host_per_drive"), 9840)),
  V("col", "of host writes", "of NAND writes", off(wr("nand_per_drive") * g("test_drives"), 9840)),
  V("unit", "absorbed 9,840 TB", "absorbed 9,840 TiB", off(wr("host_total") / TIB, 9840)),
  V("value", "the twelve sample drives", "the sixteen sample drives", g("test_drives") != 16, "12 sample drives"),
  V("qual", "absorbed 9,840 TB", "absorbed under 5,000 TB", not wr("host_total") < 5000),
  V("unit", "820 TB each", "820 GB each", off(wr("host_per_drive") * 1000, 820)),
  )
C(R, "en", "Across the run the NAND absorbed {1.73} times what the hosts wrote, {600} TB extra per drive [@AY5].",
  [r(waf), r(extra)],
  val("absorbed 1.73 times", "absorbed 3.42 times", waf),
  val("600 TB extra", "820 TB extra", extra),
  val("absorbed 1.73 times", "absorbed 1.37 times", waf),
  V("unit", "600 TB extra", "600 GB extra", off(extra * 1000, 600)),
  V("stat", "600 TB extra per drive", "600 TB extra across all drives", off(extra * g("test_drives"), 600)),
  V("dir", "the NAND absorbed 1.73 times what the hosts wrote", "the hosts wrote 1.73 times what the NAND absorbed",
    wr("nand_per_drive") > wr("host_per_drive")),
  V("qual", "absorbed 1.73 times", "absorbed over twice", not waf > 2),
  V("unit", "600 TB extra", "600 Tb extra", off(extra * 8, 600)),
  )
C(R, "en", "With 28% over-provisioning, steady-state 4KB random writes reach {312,000} IOPS, against {186,000} at 7% [@AY5].",
  [r(si("op28") * 1e4), r(si("op7") * 1e4)],
  val("reach 312,000", "reach 321,000", si("op28") * 1e4),
  val("against 186,000", "against 168,000", si("op7") * 1e4),
  V("col", "With 28% over-provisioning, steady-state", "With 7% over-provisioning, steady-state", off(si("op7") * 1e4, 312000)),
  V("row", "steady-state 4KB random writes", "steady-state 16KB random writes", True, "16 KB steady-state IOPS is 72,000 and given at 7% OP only"),
  V("unit", "312,000 IOPS", "312 IOPS", off(si("op28") * 1e4, 312)),
  V("stat", "steady-state 4KB random writes", "peak 4KB random writes", True, "the report gives steady-state IOPS only"),
  V("qual", "reach 312,000", "reach over 500,000", not si("op28") * 1e4 > 500000),
  V("value", "With 28% over-provisioning", "With 14% over-provisioning", True, "the OP levels tested are 7% and 28%"),
  )
C(R, "en", "After the test, drives had used {21.5}% of their rated life on average and no more than {24.0}% at worst [@AY5].",
  [r(lu("avg")), r(lu("max"))],
  val("used 21.5%", "used 12.5%", lu("avg")),
  val("than 24.0%", "than 20.0%", lu("max")),
  V("stat", "on average", "at the median", True, "the report gives the mean and maximum only"),
  V("qual", "no more than 24.0%", "more than 30%", not lu("max") > 30),
  V("dir", "had used 21.5%", "had left 21.5%", True, "21.5% is life used; about 78.5% remains"),
  V("unit", "used 21.5%", "used 21.5 days", True, "a share of rated life, not days"),
  V("qual", "used 21.5% of their rated life", "used over half of their rated life", not lu("avg") > 50),
  V("col", "After the test", "Halfway through the test", True, "the report gives wear at the end of the test only"),
  )

# ---------------------------------------------------------------------------------------------------------------
# AY6: Mirrowind MW-Surge HPC burst buffer, checkpoint time by job size and per-node bandwidth by pattern (English-first)
g = getter("AY6")
R = "AY6"
isnull = nullin(g)
K = lambda row, col: g(f"ckpt.{row}.{col}")
Pt = lambda row, col: g(f"patterns.{row}.{col}")
bbc = lambda k: g(f"bb_capacity.{k}")
ib = lambda k: g(f"ib_link.{k}")
sw6 = lambda k: g(f"seq_write_per_node.{k}")
ov = lambda k: g(f"overhead.{k}")
st = g("stall")
TIB = 1.099511627776

C(R, "en", "A 256-node job writes its {51.2} TB checkpoint to the burst buffer in {109} s, against {430} s straight to the parallel file system [@AY6].",
  [r(K("j256", "size")), r(K("j256", "bb_s")), r(K("j256", "pfs_s"))],
  val("its 51.2 TB", "its 25.6 TB", K("j256", "size")),
  val("in 109 s", "in 190 s", K("j256", "bb_s")),
  val("against 430 s", "against 340 s", K("j256", "pfs_s")),
  V("row", "A 256-node job", "A 128-node job", off(K("j128", "size"), 51.2)),
  V("col", "to the burst buffer in 109 s, against 430 s straight to the parallel file system",
    "to the parallel file system in 109 s, against 430 s to the burst buffer", off(K("j256", "pfs_s"), 109)),
  V("unit", "in 109 s", "in 109 min", off(K("j256", "bb_s") / 60, 109)),
  V("unit", "its 51.2 TB", "its 51.2 Tb", off(K("j256", "size") * 8, 51.2)),
  V("qual", "against 430 s", "against under 200 s", not K("j256", "pfs_s") < 200),
  V("stat", "its 51.2 TB checkpoint", "its 51.2 TB-per-node checkpoint", off(K("j256", "size") / K("j256", "nodes"), 51.2)),
  )
cut = 100 * (1 - K("j64", "bb_s") / K("j64", "pfs_s"))
C(R, "en", "For a 64-node job the burst buffer cuts checkpoint time from {118} s to {31} s, a {74}% reduction [@AY6].",
  [r(K("j64", "pfs_s")), r(K("j64", "bb_s")), r(cut)],
  val("from 118 s", "from 181 s", K("j64", "pfs_s")),
  val("to 31 s", "to 13 s", K("j64", "bb_s")),
  val("a 74% reduction", "a 47% reduction", cut),
  V("row", "For a 64-node job", "For a 32-node job", off(K("j32", "pfs_s"), 118)),
  V("dir", "cuts checkpoint time", "raises checkpoint time", K("j64", "bb_s") < K("j64", "pfs_s")),
  V("qual", "a 74% reduction", "a reduction of less than half", not cut < 50),
  V("unit", "to 31 s", "to 31 min", off(K("j64", "bb_s") / 60, 31)),
  V("value", "For a 64-node job", "For a 96-node job", True, "there is no 96-node job"),
  )
rate = K("j256", "size") * 1000 / K("j256", "bb_s")
C(R, "en", "Measured end to end, the 256-node checkpoint lands in the burst buffer at about {470} GB/s [@AY6].",
  [r(rate)],
  val("about 470 GB/s", "about 740 GB/s", rate),
  val("about 470 GB/s", "about 119 GB/s", rate),
  V("unit", "about 470 GB/s", "about 470 Gb/s", off(rate * 8, 470)),
  V("row", "the 256-node checkpoint", "the 32-node checkpoint", off(K("j32", "size") * 1000 / K("j32", "bb_s"), 470)),
  V("col", "lands in the burst buffer", "lands in the parallel file system", off(K("j256", "size") * 1000 / K("j256", "pfs_s"), 470)),
  V("qual", "at about 470 GB/s", "at over 600 GB/s", not rate > 600),
  V("stat", "at about 470 GB/s", "at about 470 GB/s per node", off(rate / g("bb_nodes"), 470)),
  V("unit", "at about 470 GB/s", "at about 470 GB/min", off(rate * 60, 470)),
  )
C(R, "en", "Each burst-buffer node writes 1 MB sequential data at {58.6} GB/s on average and {63.2} GB/s at peak [@AY6].",
  [r(sw6("avg")), r(sw6("peak"))],
  val("at 58.6 GB/s", "at 56.8 GB/s", sw6("avg")),
  val("and 63.2 GB/s", "and 71.4 GB/s", sw6("peak")),
  V("stat", "58.6 GB/s on average and 63.2 GB/s at peak", "58.6 GB/s at peak and 63.2 GB/s on average", off(sw6("peak"), 58.6)),
  V("col", "node writes 1 MB sequential data", "node reads 1 MB sequential data", off(Pt("seq1m", "read_avg"), 58.6)),
  V("row", "writes 1 MB sequential data", "writes 64 KB strided data", off(Pt("strided64k", "write_avg"), 58.6)),
  V("unit", "at 58.6 GB/s", "at 58.6 Gb/s", off(sw6("avg") * 8, 58.6)),
  V("stat", "Each burst-buffer node writes", "All burst-buffer nodes together write", off(sw6("avg") * g("bb_nodes"), 58.6)),
  V("qual", "and 63.2 GB/s at peak", "and over 80 GB/s at peak", not sw6("peak") > 80),
  )
agg = g("bb_nodes") * sw6("avg")
C(R, "en", "Eight burst-buffer nodes at {58.6} GB/s each add up to about {469} GB/s of sequential write bandwidth [@AY6].",
  [r(sw6("avg")), r(agg)],
  val("at 58.6 GB/s each", "at 65.8 GB/s each", sw6("avg")),
  val("about 469 GB/s", "about 496 GB/s", agg),
  V("value", "Eight burst-buffer nodes", "Sixteen burst-buffer nodes", g("bb_nodes") != 16, "there are 8 burst-buffer nodes"),
  V("stat", "at 58.6 GB/s each", "at 58.6 GB/s in total", off(agg, 58.6)),
  V("col", "of sequential write bandwidth", "of sequential read bandwidth", off(g("bb_nodes") * Pt("seq1m", "read_avg"), 469)),
  V("unit", "about 469 GB/s", "about 469 Gbps", off(agg * 8, 469)),
  V("qual", "about 469 GB/s", "under 300 GB/s", not agg < 300),
  V("row", "Eight burst-buffer nodes", "Eight compute nodes", g("compute_nodes") != 8, "there are 256 compute nodes"),
  )
C(R, "en", "Hourly checkpoints of the 256-node job take {11.9}% of each hour on the file system but only {3.0}% through the burst buffer [@AY6].",
  [r(ov("pfs")), r(ov("bb"))],
  val("take 11.9%", "take 19.1%", ov("pfs")),
  val("only 3.0%", "only 0.3%", ov("bb")),
  V("col", "11.9% of each hour on the file system but only 3.0% through the burst buffer",
    "11.9% of each hour through the burst buffer but only 3.0% on the file system", off(ov("bb"), 11.9)),
  V("unit", "take 11.9%", "take 11.9 minutes", off(ov("pfs") / 100 * 60, 11.9)),
  V("qual", "but only 3.0%", "but still over 5%", not ov("bb") > 5),
  V("row", "of the 256-node job", "of the 64-node job", off(100 * K("j64", "pfs_s") / 3600, 11.9)),
  V("stat", "of each hour", "of each day", off(ov("pfs") / 24, 11.9)),
  V("value", "Hourly checkpoints", "Checkpoints every two hours", off(ov("pfs") / 2, 11.9), "half the share every two hours"),
  )
x = 100 * (1 - Pt("shared1m", "write_avg") / Pt("seq1m", "write_avg"))
C(R, "en", "An N-to-1 shared file writes at {22.4} GB/s per node, {62}% less than N-to-N 1 MB sequential writes [@AY6].",
  [r(Pt("shared1m", "write_avg")), r(x)],
  val("at 22.4 GB/s", "at 24.2 GB/s", Pt("shared1m", "write_avg")),
  val("node, 62%", "node, 26%", x),
  V("stat", "writes at 22.4 GB/s per node", "writes at 22.4 GB/s at peak per node", off(Pt("shared1m", "write_peak"), 22.4)),
  V("col", "An N-to-1 shared file writes at", "An N-to-1 shared file reads at", off(Pt("shared1m", "read_avg"), 22.4)),
  V("dir", "62% less than", "62% more than", Pt("shared1m", "write_avg") < Pt("seq1m", "write_avg")),
  V("unit", "at 22.4 GB/s per node", "at 22.4 Gb/s per node", off(Pt("shared1m", "write_avg") * 8, 22.4)),
  V("qual", "62% less than", "barely less than", not x < 10),
  V("stat", "GB/s per node", "GB/s for all eight nodes", off(Pt("shared1m", "write_avg") * g("bb_nodes"), 22.4)),
  )
C(R, "en", "Each node has two {400} Gbps ports, {800} Gbps in all, or {100} GB/s [@AY6].",
  [r(ib("per_port")), r(ib("per_node")), r(ib("per_node") / 8)],
  val("two 400 Gbps", "two 200 Gbps", ib("per_port")),
  val("800 Gbps in all", "400 Gbps in all", ib("per_node")),
  val("or 100 GB/s", "or 80 GB/s", ib("per_node") / 8),
  V("unit", "or 100 GB/s", "or 800 GB/s", off(ib("per_node") / 8, 800), "bits written as bytes"),
  V("unit", "two 400 Gbps ports", "two 400 GB/s ports", off(ib("per_port") / 8, 400), "bits written as bytes"),
  V("stat", "800 Gbps in all", "800 Gbps each", off(ib("per_port"), 800)),
  V("stat", "Each node has", "The burst buffer as a whole has", True, "800 Gbps is one node; eight nodes have 6,400 Gbps"),
  V("qual", "or 100 GB/s", "or under 50 GB/s", not ib("per_node") / 8 < 50),
  V("value", "Each node has two 400", "Each node has four 400", ib("per_node") / ib("per_port") != 4, "two ports per node"),
  )
C(R, "en", "The burst buffer holds {737.28} TB across eight nodes, {92.16} TB per node [@AY6].",
  [r(bbc("total")), r(bbc("per_node"))],
  val("holds 737.28 TB", "holds 773.28 TB", bbc("total")),
  val("92.16 TB per node", "96.12 TB per node", bbc("per_node")),
  V("stat", "92.16 TB per node", "737.28 TB per node", off(bbc("per_node"), 737.28)),
  V("stat", "holds 737.28 TB across eight nodes", "holds 92.16 TB across eight nodes", off(bbc("total"), 92.16)),
  V("unit", "holds 737.28 TB", "holds 737.28 TiB", off(bbc("total") / TIB, 737.28)),
  V("unit", "92.16 TB per node", "92.16 GB per node", off(bbc("per_node") * 1000, 92.16)),
  V("value", "across eight nodes", "across six nodes", g("bb_nodes") != 6, "there are 8 burst-buffer nodes"),
  V("qual", "holds 737.28 TB", "holds more than a petabyte", not bbc("total") / 1000 > 1),
  )
C(R, "zh", "{8} 个 burst buffer 节点为 {256} 个计算节点提供检查点缓冲 [@AY6]。",
  [r(g("bb_nodes")), r(g("compute_nodes"))],
  val("8 个 burst", "16 个 burst", g("bb_nodes")),
  val("为 256 个", "为 128 个", g("compute_nodes")),
  val("为 256 个", "为 512 个", g("compute_nodes")),
  V("unit", "为 256 个计算节点", "为 256 块盘", True, "256 counts compute nodes"),
  V("dir", "8 个 burst buffer 节点为 256 个计算节点", "256 个 burst buffer 节点为 8 个计算节点", g("bb_nodes") != g("compute_nodes")),
  V("unit", "8 个 burst buffer 节点", "8 个客户端", True, "8 counts burst-buffer nodes"),
  V("qual", "为 256 个计算节点", "为不到 100 个计算节点", not g("compute_nodes") < 100),
  V("unit", "为 256 个计算节点", "为 256 个 GPU", True, "256 counts compute nodes"),
  )
x = K("j128", "pfs_s") / K("j128", "bb_s")
C(R, "zh", "128 节点作业的 {25.6}TB 检查点写入 burst buffer 只需 {57} 秒,直写并行文件系统则需 {221} 秒,约为 {3.9} 倍 [@AY6]。",
  [r(K("j128", "size")), r(K("j128", "bb_s")), r(K("j128", "pfs_s")), r(x)],
  val("的 25.6TB", "的 52.6TB", K("j128", "size")),
  val("只需 57 秒", "只需 75 秒", K("j128", "bb_s")),
  val("则需 221 秒", "则需 212 秒", K("j128", "pfs_s")),
  val("约为 3.9 倍", "约为 2.9 倍", x),
  V("row", "128 节点作业的", "64 节点作业的", off(K("j64", "size"), 25.6)),
  V("col", "写入 burst buffer 只需 57 秒", "写入并行文件系统只需 57 秒", off(K("j128", "pfs_s"), 57)),
  V("unit", "只需 57 秒", "只需 57 分钟", off(K("j128", "bb_s") / 60, 57)),
  V("unit", "的 25.6TB", "的 25.6Tb", off(K("j128", "size") * 8, 25.6)),
  V("qual", "约为 3.9 倍", "不到 2 倍", not x < 2),
  )
C(R, "zh", "检查点写入 burst buffer 后在后台回刷到文件系统:32 节点作业只需 {1.2} 分钟,128 节点作业需要 {4.6} 分钟 [@AY6]。",
  [r(K("j32", "drain_min")), r(K("j128", "drain_min"))],
  val("只需 1.2 分钟", "只需 2.1 分钟", K("j32", "drain_min")),
  val("需要 4.6 分钟", "需要 6.4 分钟", K("j128", "drain_min")),
  V("row", "32 节点作业只需", "64 节点作业只需", off(K("j64", "drain_min"), 1.2)),
  V("row", "128 节点作业需要", "256 节点作业需要", isnull("ckpt.j256.drain_min"), "the 256-node drain was not timed"),
  V("unit", "需要 4.6 分钟", "需要 4.6 小时", off(K("j128", "drain_min") / 60, 4.6)),
  V("col", "后台回刷到文件系统:32 节点作业只需 1.2 分钟", "直写文件系统:32 节点作业只需 1.2 分钟", off(K("j32", "pfs_s") / 60, 1.2)),
  V("qual", "需要 4.6 分钟", "超过 10 分钟", not K("j128", "drain_min") > 10),
  V("unit", "只需 1.2 分钟", "只需 1.2 秒", off(K("j32", "drain_min") * 60, 1.2)),
  )
C(R, "zh", "4KB 随机写时,每个 burst buffer 节点平均只有 {6.1}GB/s,峰值 {7.4}GB/s [@AY6]。",
  [r(Pt("rand4k", "write_avg")), r(Pt("rand4k", "write_peak"))],
  val("平均只有 6.1GB/s", "平均只有 1.6GB/s", Pt("rand4k", "write_avg")),
  val("峰值 7.4GB/s", "峰值 4.7GB/s", Pt("rand4k", "write_peak")),
  V("stat", "平均只有 6.1GB/s,峰值 7.4GB/s", "平均只有 7.4GB/s,峰值 6.1GB/s", off(Pt("rand4k", "write_avg"), 7.4)),
  V("col", "4KB 随机写时", "4KB 随机读时", isnull("patterns.rand4k.read_avg"), "4 KB random reads were not tested"),
  V("row", "4KB 随机写时", "64KB 跨步写时", off(Pt("strided64k", "write_avg"), 6.1)),
  V("unit", "平均只有 6.1GB/s", "平均只有 6.1Gb/s", off(Pt("rand4k", "write_avg") * 8, 6.1)),
  V("stat", "每个 burst buffer 节点平均只有", "8 个 burst buffer 节点合计平均只有", off(Pt("rand4k", "write_avg") * g("bb_nodes"), 6.1)),
  V("qual", "平均只有 6.1GB/s", "平均超过 20GB/s", not Pt("rand4k", "write_avg") > 20),
  )
x = 100 * (Pt("strided64k", "read_avg") / Pt("strided64k", "write_avg") - 1)
C(R, "zh", "64KB 跨步写每节点平均 {41.0}GB/s,读取平均 {52.8}GB/s,读比写高约 {29}% [@AY6]。",
  [r(Pt("strided64k", "write_avg")), r(Pt("strided64k", "read_avg")), r(x)],
  val("平均 41.0GB/s", "平均 14.0GB/s", Pt("strided64k", "write_avg")),
  val("读取平均 52.8GB/s", "读取平均 47.5GB/s", Pt("strided64k", "read_avg")),
  val("高约 29%", "高约 92%", x),
  V("dir", "读比写高约 29%", "读比写低约 29%", Pt("strided64k", "read_avg") > Pt("strided64k", "write_avg")),
  V("stat", "每节点平均 41.0GB/s", "每节点峰值 41.0GB/s", off(Pt("strided64k", "write_peak"), 41.0)),
  V("row", "64KB 跨步写", "1MB 顺序写", off(Pt("seq1m", "write_avg"), 41.0)),
  V("unit", "平均 41.0GB/s", "平均 41.0GB/min", off(Pt("strided64k", "write_avg") * 60, 41.0)),
  V("qual", "高约 29%", "高出一倍以上", not x > 100),
  )
C(R, "zh", "回刷与新的检查点重叠时,应用可见的 I/O 停顿为 {0.8}~{2.6} 秒 [@AY6]。",
  [r(st[0]), r(st[1])],
  val("为 0.8~", "为 0.3~", st[0]),
  val("~2.6 秒", "~6.2 秒", st[1]),
  val("~2.6 秒", "~26 秒", st[1]),
  V("unit", "~2.6 秒", "~2.6 分钟", off(st[1] / 60, 2.6)),
  V("qual", "为 0.8~2.6 秒", "超过 10 秒", not st[1] > 10),
  V("qual", "为 0.8~2.6 秒", "不到 0.5 秒", not st[1] < 0.5),
  V("col", "回刷与新的检查点重叠时", "没有回刷时", True, "the stall range is measured with overlapping drains"),
  V("col", "回刷与新的检查点重叠时", "检查点直写并行文件系统时", True, "the stall range is for overlapping drains; a direct write takes 61-430 s"),
  )
share = 100 * sw6("avg") / (ib("per_node") / 8)
C(R, "zh", "单节点 {800}Gbps 网络折合 {100}GB/s,1MB 顺序写平均 {58.6}GB/s,约占 {59}% [@AY6]。",
  [r(ib("per_node")), r(ib("per_node") / 8), r(sw6("avg")), r(share)],
  val("单节点 800Gbps", "单节点 400Gbps", ib("per_node")),
  val("折合 100GB/s", "折合 80GB/s", ib("per_node") / 8),
  V("unit", "折合 100GB/s", "折合 800GB/s", off(ib("per_node") / 8, 800), "bits written as bytes"),
  val("平均 58.6GB/s", "平均 63.2GB/s", sw6("avg")),
  val("约占 59%", "约占 95%", share),
  V("stat", "1MB 顺序写平均 58.6GB/s", "1MB 顺序写峰值 58.6GB/s", off(sw6("peak"), 58.6)),
  V("col", "1MB 顺序写平均", "1MB 顺序读平均", off(Pt("seq1m", "read_avg"), 58.6)),
  V("qual", "约占 59%", "不到三分之一", not share < 100 / 3),
  V("stat", "单节点 800Gbps", "单端口 800Gbps", off(ib("per_port"), 800)),
  )
C(R, "zh", "256 节点作业直写并行文件系统时,检查点耗时 {430} 秒,约合 {7.2} 分钟;写入 burst buffer 只要 {109} 秒 [@AY6]。",
  [r(K("j256", "pfs_s")), r(K("j256", "pfs_s") / 60), r(K("j256", "bb_s"))],
  val("耗时 430 秒", "耗时 340 秒", K("j256", "pfs_s")),
  val("约合 7.2 分钟", "约合 4.3 分钟", K("j256", "pfs_s") / 60),
  val("只要 109 秒", "只要 190 秒", K("j256", "bb_s")),
  V("row", "256 节点作业直写", "128 节点作业直写", off(K("j128", "pfs_s"), 430)),
  V("col", "直写并行文件系统时,检查点耗时 430 秒", "写入 burst buffer 时,检查点耗时 430 秒", off(K("j256", "bb_s"), 430)),
  V("unit", "约合 7.2 分钟", "约合 7.2 小时", off(K("j256", "pfs_s") / 3600, 7.2)),
  V("qual", "耗时 430 秒", "耗时不到 5 分钟", not K("j256", "pfs_s") / 60 < 5),
  V("unit", "只要 109 秒", "只要 109 毫秒", off(K("j256", "bb_s") * 1000, 109)),
  )

# Chinese-first reports list their zh claims first, English-first ones their en claims first (stable within a language).
FIRST = {"AY1": "zh", "AY2": "en", "AY3": "zh", "AY4": "en", "AY5": "zh", "AY6": "en"}
CLAIMS.sort(key=lambda c: (c[0], c[1] != FIRST[c[0]]))


def plain(text):
    return re.sub(r"\{([^{}]*?)!?\}", r"\1", text)


def main():
    bad = 0
    per = {}
    kinds = {}
    lines = ["# claims-fresh26: held-out claims against evidence/AY1.yaml .. AY6.yaml (written from the docs only).",
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
