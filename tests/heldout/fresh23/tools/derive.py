#!/usr/bin/env python3
"""fresh23: every claim sentence of claims-fresh23.txt with its figures recomputed from the evidence files, and every
wrong variant checked to be false against the same evidence. No engine import.

  derive.py            check all claims and variants, print every figure (written vs computed)
  derive.py --write    the same, then (only if all is well) write ../claims-fresh23.txt

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
OUT = os.path.join(HERE, "..", "claims-fresh23.txt")
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
# AU1: 恒储 HN-series SMB NAS (Chinese-first)
g = getter("AU1")
R = "AU1"
M = lambda row, col: g(f"models.{row}.{col}")
rows1 = ["hn2100", "hn4200", "hn6400", "hn8800", "hn12800"]
C(R, "zh", "旗舰 HN-12800 的 SMB 顺序读达到 {2,950}MB/s,是入门款 HN-2100({283}MB/s)的 {10.4} 倍 [@AU1]。",
  [r(M("hn12800", "smb_read")), r(M("hn2100", "smb_read")), r(M("hn12800", "smb_read") / M("hn2100", "smb_read"))],
  val("达到 2,950MB/s", "达到 2,590MB/s", M("hn12800", "smb_read")),
  val("(283MB/s)", "(328MB/s)", M("hn2100", "smb_read")),
  val("的 10.4 倍", "的 8.4 倍", M("hn12800", "smb_read") / M("hn2100", "smb_read")),
  V("unit", "达到 2,950MB/s", "达到 2,950GB/s", off(M("hn12800", "smb_read") / 1000, 2950)),
  V("col", "SMB 顺序读达到", "SMB 顺序写达到", off(M("hn12800", "smb_write"), 2950)),
  V("row", "旗舰 HN-12800", "旗舰 HN-8800", off(M("hn8800", "smb_read"), 2950)),
  V("row", "入门款 HN-2100", "入门款 HN-4200", off(M("hn4200", "smb_read"), 283)),
  V("qual", "达到 2,950MB/s", "不到 2,500MB/s", not M("hn12800", "smb_read") < 2500),
  V("dir", "是入门款 HN-2100(283MB/s)的 10.4 倍", "比入门款 HN-2100(283MB/s)慢 10.4 倍", M("hn12800", "smb_read") > M("hn2100", "smb_read")),
  V("stat", "SMB 顺序读达到", "SMB 顺序读峰值的一半达到", off(M("hn12800", "smb_read") / 2, 2950)),
  )
line = M("hn6400", "net") * 1000 / 8
C(R, "zh", "HN-4200 和 HN-6400 都只配 {10}Gbps 网口,SMB 顺序读分别为 {1,120}MB/s 和 {1,150}MB/s,已接近网口理论上限 {1,250}MB/s,HN-6400 跑到了上限的 {92}% [@AU1]。",
  [r(M("hn4200", "net")), r(M("hn4200", "smb_read")), r(M("hn6400", "smb_read")), r(line), r(100 * M("hn6400", "smb_read") / line)],
  val("只配 10Gbps", "只配 25Gbps", M("hn4200", "net")),
  val("分别为 1,120MB/s", "分别为 1,210MB/s", M("hn4200", "smb_read")),
  val("和 1,150MB/s", "和 1,050MB/s", M("hn6400", "smb_read")),
  val("上限 1,250MB/s", "上限 1,000MB/s", line),
  val("上限的 92%", "上限的 82%", 100 * M("hn6400", "smb_read") / line),
  V("unit", "只配 10Gbps", "只配 10GB/s", off(M("hn4200", "net") / 8, 10)),
  V("row", "HN-4200 和 HN-6400 都只配", "HN-4200 和 HN-8800 都只配", M("hn8800", "net") != 10),
  V("col", "SMB 顺序读分别为", "SMB 顺序写分别为", off(M("hn4200", "smb_write"), 1120)),
  V("qual", "已接近网口理论上限", "已超过网口理论上限", not M("hn6400", "smb_read") > line),
  V("unit", "上限的 92%", "上限的 92 个百分点", True, "92% is a share of the line rate, not a gap between two percentages"),
  )
C(R, "zh", "HN-8800 有 {8} 个盘位,裸容量最高 {192}TB,正好是四盘位 HN-4200({96}TB)的两倍 [@AU1]。",
  [r(M("hn8800", "bays")), r(M("hn8800", "raw")), r(M("hn4200", "raw"))],
  val("有 8 个盘位", "有 10 个盘位", M("hn8800", "bays")),
  val("最高 192TB", "最高 162TB", M("hn8800", "raw")),
  val("(96TB)", "(69TB)", M("hn4200", "raw")),
  V("unit", "最高 192TB", "最高 192TiB", off(M("hn8800", "raw") / 1.099511627776, 192)),
  V("unit", "最高 192TB", "最高 192PB", off(M("hn8800", "raw") / 1000, 192)),
  V("row", "四盘位 HN-4200", "四盘位 HN-6400", off(M("hn6400", "raw"), 96)),
  V("value", "的两倍", "的三倍", off(M("hn8800", "raw") / M("hn4200", "raw"), 3, 0.1)),
  V("qual", "裸容量最高 192TB", "裸容量不到 150TB", not M("hn8800", "raw") < 150),
  V("dir", "正好是四盘位 HN-4200(96TB)的两倍", "只有四盘位 HN-4200(96TB)的一半", M("hn8800", "raw") > M("hn4200", "raw")),
  V("col", "裸容量最高 192TB", "满载功耗最高 192TB", off(M("hn8800", "power"), 192)),
  )
ag = lambda k: g(f"agg_read.{k}")
C(R, "zh", "{50} 个客户端同时读 HN-4200 时,总带宽仍有 {1,120}MB/s,平均每个客户端 {22.4}MB/s [@AU1]。",
  [r(g("clients")), r(ag("total")), r(ag("per_client"))],
  V("value", "50 个客户端", "64 个客户端", True, "the test used 50 clients"),
  val("仍有 1,120MB/s", "仍有 1,210MB/s", ag("total")),
  val("客户端 22.4MB/s", "客户端 24.2MB/s", ag("per_client")),
  V("unit", "客户端 22.4MB/s", "客户端 22.4Mb/s", off(ag("per_client") * 8, 22.4)),
  V("unit", "50 个客户端", "50 个节点", True, "50 counts clients, not nodes"),
  V("stat", "平均每个客户端", "每个客户端最低", True, "the report gives the mean per client only"),
  V("row", "同时读 HN-4200", "同时读 HN-6400", True, "the concurrency test ran on the HN-4200 only"),
  V("col", "同时读 HN-4200 时,总带宽", "同时写 HN-4200 时,总带宽", True, "the concurrency test measured reads only"),
  V("qual", "仍有 1,120MB/s", "超过 1,200MB/s", not ag("total") > 1200),
  V("stat", "总带宽仍有 1,120MB/s", "每个客户端仍有 1,120MB/s", off(ag("per_client"), 1120)),
  )
sl = lambda k: g(f"small_file_lat.{k}")
C(R, "zh", "小文件方面,HN-4200 经 SMB 打开 4KB 文件平均只要 {1.8} 毫秒,P99 为 {6.5} 毫秒,长尾约为平均值的 {3.6} 倍 [@AU1]。",
  [r(sl("mean")), r(sl("p99")), r(sl("p99") / sl("mean"))],
  val("只要 1.8 毫秒", "只要 2.8 毫秒", sl("mean")),
  val("P99 为 6.5", "P99 为 5.6", sl("p99")),
  val("的 3.6 倍", "的 2.6 倍", sl("p99") / sl("mean")),
  V("unit", "只要 1.8 毫秒", "只要 1.8 秒", off(sl("mean") / 1000, 1.8)),
  V("unit", "P99 为 6.5 毫秒", "P99 为 6.5 微秒", off(sl("p99") * 1000, 6.5)),
  V("stat", "平均只要 1.8", "P99 只要 1.8", off(sl("p99"), 1.8)),
  V("stat", "P99 为 6.5", "平均为 6.5", off(sl("mean"), 6.5)),
  V("qual", "平均只要 1.8 毫秒", "平均超过 2 毫秒", not sl("mean") > 2),
  V("row", "HN-4200 经 SMB", "HN-8800 经 SMB", True, "small-file latency was measured on the HN-4200 only"),
  V("dir", "约为平均值的 3.6 倍", "约为平均值的 3.6 分之一", sl("p99") > sl("mean")),
  )
rb = lambda k: g(f"rebuild.{k}")
C(R, "zh", "更换一块故障盘后,四盘 RAID 5 空闲时 {19.5} 小时完成重建,业务负载下则要 {31.2} 小时,多出 {11.7} 小时,约长 {60}% [@AU1]。",
  [r(rb("idle")), r(rb("loaded")), r(rb("loaded") - rb("idle")), r(100 * (rb("loaded") / rb("idle") - 1))],
  val("空闲时 19.5 小时", "空闲时 15.9 小时", rb("idle")),
  val("则要 31.2 小时", "则要 21.3 小时", rb("loaded")),
  val("多出 11.7 小时", "多出 17.1 小时", rb("loaded") - rb("idle")),
  val("约长 60%", "约长 40%", 100 * (rb("loaded") / rb("idle") - 1)),
  V("unit", "空闲时 19.5 小时", "空闲时 19.5 分钟", off(rb("idle") * 60, 19.5)),
  V("row", "空闲时 19.5 小时完成重建,业务负载下则要 31.2 小时", "业务负载下 19.5 小时完成重建,空闲时则要 31.2 小时", rb("idle") < rb("loaded")),
  V("dir", "多出 11.7 小时", "少了 11.7 小时", rb("loaded") > rb("idle")),
  V("dir", "约长 60%", "约短 60%", rb("loaded") > rb("idle")),
  V("qual", "约长 60%", "长出一倍以上", not rb("loaded") / rb("idle") > 2),
  V("value", "四盘 RAID 5", "八盘 RAID 5", True, "the rebuild was measured on the four-drive HN-4200"),
  )
bk = g("backup_1tb")
bw = 1e12 / (bk * 60) / 1e6
C(R, "zh", "把一台工作站的 1TB 整机镜像备份到 HN-4200 只需 {19} 分钟,折合约 {877}MB/s,接近它 {980}MB/s 的 SMB 顺序写 [@AU1]。",
  [r(bk), a(bw), r(M("hn4200", "smb_write"))],
  val("只需 19 分钟", "只需 29 分钟", bk),
  val("折合约 877MB/s", "折合约 778MB/s", bw, 0.06),
  val("它 980MB/s", "它 890MB/s", M("hn4200", "smb_write")),
  V("unit", "只需 19 分钟", "只需 19 小时", off(bk / 60, 19)),
  V("unit", "折合约 877MB/s", "折合约 877GB/s", off(bw / 1000, 877, 0.06)),
  V("col", "的 SMB 顺序写", "的 SMB 顺序读", off(M("hn4200", "smb_read"), 980)),
  V("row", "备份到 HN-4200", "备份到 HN-6400", True, "the backup test ran on the HN-4200; the HN-6400 writes 1,020 MB/s"),
  V("qual", "只需 19 分钟", "不到 15 分钟", not bk < 15),
  V("dir", "接近它 980MB/s", "超过它 980MB/s", not bw > M("hn4200", "smb_write")),
  )
C(R, "zh", "功耗上,HN-2100 满载仅 {18}W,HN-12800 为 {96}W;按盘位平均,前者每盘位 {9}W,后者只有 {8}W,大机型反而更省电 [@AU1]。",
  [r(M("hn2100", "power")), r(M("hn12800", "power")), r(M("hn2100", "power") / M("hn2100", "bays")), r(M("hn12800", "power") / M("hn12800", "bays"))],
  val("满载仅 18W", "满载仅 16W", M("hn2100", "power")),
  val("为 96W", "为 69W", M("hn12800", "power")),
  val("每盘位 9W", "每盘位 6W", M("hn2100", "power") / 2),
  val("只有 8W", "只有 10W", M("hn12800", "power") / 12),
  V("unit", "满载仅 18W", "满载仅 18kW", True, "18 W, not kW"),
  V("row", "HN-12800 为 96W", "HN-8800 为 96W", off(M("hn8800", "power"), 96)),
  V("dir", "反而更省电", "反而更费电", M("hn12800", "power") / 12 < M("hn2100", "power") / 2),
  V("qual", "满载仅 18W", "满载超过 20W", not M("hn2100", "power") > 20),
  V("col", "HN-2100 满载仅", "HN-2100 硬盘休眠仅", True, "the report gives a drive-sleep power for the HN-4200 only"),
  V("stat", "按盘位平均", "按整机合计", off(M("hn2100", "power"), 9)),
  )
idle = g("spec.idle.value"); boot = g("spec.boot.value")
C(R, "zh", "HN-4200 硬盘休眠时功耗只有 {11}W,约为满载({32}W)的三分之一;开机到就绪 {95} 秒,不到两分钟 [@AU1]。",
  [r(idle), r(M("hn4200", "power")), r(boot)],
  val("只有 11W", "只有 17W", idle),
  val("(32W)", "(23W)", M("hn4200", "power")),
  val("就绪 95 秒", "就绪 59 秒", boot),
  V("unit", "就绪 95 秒", "就绪 95 分钟", off(boot * 60, 95)),
  V("value", "的三分之一", "的三分之二", off(idle / M("hn4200", "power"), 2 / 3, 0.15)),
  V("value", "不到两分钟", "不到一分钟", not boot < 60),
  V("qual", "只有 11W", "超过 15W", not idle > 15),
  V("row", "HN-4200 硬盘休眠", "HN-2100 硬盘休眠", True, "the sleep power was given for the HN-4200; the HN-2100 draws 18 W at full load"),
  V("dir", "不到两分钟", "超过两分钟", not boot > 120),
  V("col", "约为满载(32W)", "约为满载(45W)", off(M("hn4200", "power"), 45)),
  )
C(R, "en", "The HN-12800 tops the range with {12} bays, {288} TB of raw capacity and {2,310} MB/s of SMB sequential writes [@AU1].",
  [r(M("hn12800", "bays")), r(M("hn12800", "raw")), r(M("hn12800", "smb_write"))],
  val("with 12 bays", "with 16 bays", M("hn12800", "bays")),
  val("288 TB", "256 TB", M("hn12800", "raw")),
  val("2,310 MB/s", "2,130 MB/s", M("hn12800", "smb_write")),
  V("unit", "288 TB", "288 TiB", off(M("hn12800", "raw") / 1.099511627776, 288)),
  V("unit", "2,310 MB/s", "2,310 Mbps", off(M("hn12800", "smb_write") * 8, 2310)),
  V("col", "SMB sequential writes", "SMB sequential reads", off(M("hn12800", "smb_read"), 2310)),
  V("row", "The HN-12800 tops", "The HN-8800 tops", off(M("hn8800", "bays"), 12)),
  V("qual", "with 12 bays", "with more than 12 bays", not M("hn12800", "bays") > 12),
  V("dir", "tops the range", "sits at the bottom of the range", M("hn12800", "raw") == max(M(k, "raw") for k in rows1)),
  )
C(R, "en", "Moving from the HN-6400 to the HN-8800 lifts the onboard port from {10} Gbps to {25} Gbps, and sequential reads rise from {1,150} MB/s to {2,480} MB/s, {2.2} times as much [@AU1].",
  [r(M("hn6400", "net")), r(M("hn8800", "net")), r(M("hn6400", "smb_read")), r(M("hn8800", "smb_read")), r(M("hn8800", "smb_read") / M("hn6400", "smb_read"))],
  val("from 10 Gbps", "from 2.5 Gbps", M("hn6400", "net")),
  val("to 25 Gbps", "to 40 Gbps", M("hn8800", "net")),
  val("from 1,150 MB/s", "from 1,510 MB/s", M("hn6400", "smb_read")),
  val("to 2,480 MB/s", "to 2,840 MB/s", M("hn8800", "smb_read")),
  val("2.2 times", "3.2 times", M("hn8800", "smb_read") / M("hn6400", "smb_read")),
  V("unit", "from 10 Gbps", "from 10 GB/s", off(M("hn6400", "net") / 8, 10)),
  V("col", "sequential reads rise", "sequential writes rise", off(M("hn6400", "smb_write"), 1150)),
  V("row", "Moving from the HN-6400", "Moving from the HN-4200", off(M("hn4200", "smb_read"), 1150)),
  V("dir", "sequential reads rise", "sequential reads fall", M("hn8800", "smb_read") > M("hn6400", "smb_read")),
  V("qual", "2.2 times as much", "more than three times as much", not M("hn8800", "smb_read") / M("hn6400", "smb_read") > 3),
  )
C(R, "en", "With an SSD cache, 4K random reads climb from {62}K IOPS on the HN-4200 to {240}K IOPS on the HN-12800, almost four times as many; the HN-2100 cannot take a cache at all [@AU1].",
  [r(M("hn4200", "cache_iops")), r(M("hn12800", "cache_iops"))],
  val("from 62K", "from 82K", M("hn4200", "cache_iops")),
  val("to 240K", "to 204K", M("hn12800", "cache_iops")),
  V("value", "almost four times", "almost three times", off(M("hn12800", "cache_iops") / M("hn4200", "cache_iops"), 3, 0.1)),
  V("unit", "to 240K IOPS", "to 240M IOPS", off(M("hn12800", "cache_iops") / 1000, 240)),
  V("row", "on the HN-12800", "on the HN-8800", off(M("hn8800", "cache_iops"), 240)),
  V("row", "on the HN-4200", "on the HN-6400", off(M("hn6400", "cache_iops"), 62)),
  V("row", "the HN-2100 cannot", "the HN-4200 cannot", True, "the HN-4200 takes a cache (62K IOPS)"),
  V("dir", "climb from", "drop from", M("hn12800", "cache_iops") > M("hn4200", "cache_iops")),
  V("col", "4K random reads climb", "4K random writes climb", True, "the report gives cached random reads only"),
  V("qual", "almost four times as many", "more than four times as many", not M("hn12800", "cache_iops") / M("hn4200", "cache_iops") > 4),
  )
C(R, "en", "Fifty clients reading the HN-4200 at once get {22.4} MB/s each on average and {1,120} MB/s together, exactly what one client gets from a large-file copy [@AU1].",
  [r(ag("per_client")), r(ag("total"))],
  val("get 22.4 MB/s", "get 12.4 MB/s", ag("per_client")),
  val("and 1,120 MB/s", "and 1,210 MB/s", ag("total")),
  V("unit", "and 1,120 MB/s", "and 1,120 GB/s", off(ag("total") / 1000, 1120)),
  V("unit", "get 22.4 MB/s", "get 22.4 Mbps", off(ag("per_client") * 8, 22.4)),
  V("stat", "each on average", "each at minimum", True, "the report gives the mean per client only"),
  V("row", "reading the HN-4200", "reading the HN-8800", off(M("hn8800", "smb_read"), 1120)),
  V("value", "Fifty clients", "Sixty-four clients", True, "the test used 50 clients"),
  V("dir", "exactly what one client gets", "twice what one client gets", off(M("hn4200", "smb_read") * 2, 1120)),
  V("col", "reading the HN-4200", "writing to the HN-4200", True, "the concurrency test measured reads only"),
  )
C(R, "en", "An idle four-drive HN-4200 rebuilds a replaced drive in {19.5} hours; under load the rebuild stretches to {31.2} hours, well over a day and about {1.6} times as long [@AU1].",
  [r(rb("idle")), r(rb("loaded")), r(rb("loaded") / rb("idle"))],
  val("in 19.5 hours", "in 15.9 hours", rb("idle")),
  val("to 31.2 hours", "to 21.3 hours", rb("loaded")),
  val("about 1.6 times", "about 2.6 times", rb("loaded") / rb("idle")),
  V("unit", "in 19.5 hours", "in 19.5 minutes", off(rb("idle") * 60, 19.5)),
  V("dir", "stretches to", "shrinks to", rb("loaded") > rb("idle")),
  V("qual", "well over a day", "well under a day", not rb("loaded") < 24),
  V("row", "An idle four-drive", "A loaded four-drive", off(rb("loaded"), 19.5)),
  V("row", "four-drive HN-4200", "two-drive HN-2100", True, "the rebuild was measured on the four-drive HN-4200 only"),
  V("value", "well over a day", "well over two days", not rb("loaded") > 48),
  )
C(R, "en", "The HN-2100 runs at {19} dB(A) and the HN-12800 at {26} dB(A), {7} dB(A) louder, and the whole range carries a {3}-year warranty [@AU1].",
  [r(M("hn2100", "noise")), r(M("hn12800", "noise")), r(M("hn12800", "noise") - M("hn2100", "noise")), r(g("spec.warranty.value"))],
  val("at 19 dB(A)", "at 17 dB(A)", M("hn2100", "noise")),
  val("at 26 dB(A)", "at 29 dB(A)", M("hn12800", "noise")),
  val("7 dB(A) louder", "5 dB(A) louder", M("hn12800", "noise") - M("hn2100", "noise")),
  val("a 3-year", "a 5-year", g("spec.warranty.value")),
  V("dir", "7 dB(A) louder", "7 dB(A) quieter", M("hn12800", "noise") > M("hn2100", "noise")),
  V("row", "the HN-12800 at", "the HN-8800 at", off(M("hn8800", "noise"), 26)),
  V("unit", "3-year warranty", "3-month warranty", True, "the warranty is 3 years"),
  V("qual", "carries a 3-year warranty", "carries a warranty of more than 3 years", not g("spec.warranty.value") > 3),
  V("col", "runs at 19 dB(A)", "draws 19 W", off(M("hn2100", "power"), 19)),
  )
C(R, "en", "Each shared folder keeps up to {1,024} snapshots, and one box accepts up to {500} concurrent SMB connections, ten times the {50} clients of the load test [@AU1].",
  [r(g("spec.snapshots.value")), r(g("spec.max_conn.value")), r(g("clients"))],
  val("up to 1,024 snapshots", "up to 2,048 snapshots", g("spec.snapshots.value")),
  val("up to 500 concurrent", "up to 5,000 concurrent", g("spec.max_conn.value")),
  val("the 50 clients", "the 64 clients", g("clients")),
  V("value", "ten times", "five times", off(g("spec.max_conn.value") / g("clients"), 5, 0.1)),
  V("unit", "the 50 clients", "the 50 nodes", True, "the load test used 50 clients, not nodes"),
  V("qual", "keeps up to 1,024 snapshots", "keeps more than 2,000 snapshots", not g("spec.snapshots.value") > 2000),
  V("col", "keeps up to 1,024 snapshots", "keeps up to 1,024 SMB connections", off(g("spec.max_conn.value"), 1024)),
  V("dir", "ten times the 50 clients", "a tenth of the 50 clients", g("spec.max_conn.value") > g("clients")),
  )
t = g("temp")
C(R, "en", "Rated for {0}–{40} °C rooms, the HN-2100 draws just {18} W flat out, about a fifth of the HN-12800's {96} W [@AU1].",
  [r(t[0]), r(t[1]), r(M("hn2100", "power")), r(M("hn12800", "power"))],
  val("for 0–", "for 5–", t[0]),
  val("–40 °C", "–45 °C", t[1]),
  val("just 18 W", "just 28 W", M("hn2100", "power")),
  val("'s 96 W", "'s 69 W", M("hn12800", "power")),
  V("value", "about a fifth", "about a third", off(M("hn2100", "power") / M("hn12800", "power"), 1 / 3, 0.15)),
  V("unit", "–40 °C", "–40 °F", True, "40 °F is 4.4 °C, not the 40 °C ceiling"),
  V("row", "of the HN-12800's", "of the HN-8800's", off(M("hn8800", "power"), 96)),
  V("col", "draws just 18 W flat out", "idles at just 18 W", True, "the report gives an idle figure for the HN-4200 only"),
  V("qual", "draws just 18 W", "draws over 25 W", not M("hn2100", "power") > 25),
  )

# ---------------------------------------------------------------------------------------------------------------
# AU2: Veltrix AF-series all-flash arrays (English-first)
g = getter("AU2")
R = "AU2"
M = lambda row, col: g(f"models.{row}.{col}")
D = lambda row, col: g(f"reduction.{row}.{col}")
C(R, "en", "VDI desktops reduce best: {120} TB of clones fit in {15.0} TB of flash, an {8.0}x reduction built from {5.0}x deduplication and {1.6}x compression [@AU2].",
  [r(D("vdi", "logical")), r(D("vdi", "physical")), r(D("vdi", "ratio")), r(D("vdi", "dedupe")), r(D("vdi", "compress"))],
  val("best: 120 TB", "best: 150 TB", D("vdi", "logical")),
  val("in 15.0 TB", "in 12.0 TB", D("vdi", "physical")),
  val("an 8.0x", "an 6.0x", D("vdi", "ratio")),
  val("from 5.0x", "from 3.5x", D("vdi", "dedupe")),
  val("and 1.6x", "and 2.0x", D("vdi", "compress")),
  V("unit", "in 15.0 TB", "in 15.0 TiB", off(D("vdi", "physical") / 1.099511627776, 15.0)),
  V("row", "VDI desktops reduce", "Virtual servers reduce", off(D("vsi", "logical"), 120)),
  V("col", "from 5.0x deduplication and 1.6x compression", "from 5.0x compression and 1.6x deduplication", off(D("vdi", "compress"), 5.0)),
  V("dir", "reduce best", "reduce worst", D("vdi", "ratio") == max(D(k, "ratio") for k in ["vdi", "db", "vsi", "files", "media"])),
  V("qual", "an 8.0x reduction", "a reduction of less than 5x", not D("vdi", "ratio") < 5),
  )
C(R, "en", "Across all five data sets, {450} TB of logical data took {158.0} TB of physical flash, an overall {2.85}x, short of the {3}x the vendor guarantees [@AU2].",
  [r(D("total", "logical")), r(D("total", "physical")), r(D("total", "ratio")), r(g("guarantee"))],
  val("data sets, 450 TB", "data sets, 540 TB", D("total", "logical")),
  val("took 158.0 TB", "took 185.0 TB", D("total", "physical")),
  val("overall 2.85x", "overall 3.25x", D("total", "ratio")),
  val("the 3x", "the 4x", g("guarantee")),
  V("unit", "data sets, 450 TB", "data sets, 450 PB", off(D("total", "logical") * 1000, 450)),
  V("dir", "short of the 3x", "above the 3x", not D("total", "ratio") > g("guarantee")),
  V("qual", "an overall 2.85x", "an overall ratio above 3x", not D("total", "ratio") > 3),
  V("value", "all five data sets", "all six data sets", True, "the report has five data sets and a total row"),
  V("col", "took 158.0 TB of physical flash", "took 158.0 TB of logical data", off(D("total", "logical"), 158.0)),
  V("stat", "an overall 2.85x", "a worst-case 2.85x", off(min(D(k, "ratio") for k in ["vdi", "db", "vsi", "files", "media"]), 2.85)),
  )
saved = 100 * (1 - D("media", "physical") / D("media", "logical"))
C(R, "en", "Compressed video barely shrinks: {40} TB became {38.1} TB, a {1.05}x ratio that saves under {5!}% of the space [@AU2].",
  [r(D("media", "logical")), r(D("media", "physical")), r(D("media", "ratio")), le(saved)],
  val("barely shrinks: 40 TB", "barely shrinks: 60 TB", D("media", "logical")),
  val("became 38.1 TB", "became 36.1 TB", D("media", "physical")),
  val("a 1.05x ratio", "a 1.5x ratio", D("media", "ratio")),
  V("qual", "saves under 5%", "saves under 3%", not saved < 3),
  V("qual", "saves under 5%", "saves over 10%", not saved > 10),
  V("row", "Compressed video barely", "Home directories barely", off(D("files", "logical"), 40)),
  V("unit", "became 38.1 TB", "became 38.1 GB", off(D("media", "physical") * 1000, 38.1)),
  V("col", "a 1.05x ratio", "a 1.05x deduplication ratio", off(D("media", "dedupe"), 1.05)),
  V("dir", "barely shrinks: 40 TB became 38.1 TB", "grows: 40 TB became 38.1 TB", D("media", "physical") < D("media", "logical")),
  )
C(R, "zh", "OLTP 数据库卷关闭了去重,{2.5} 倍的缩减全部来自压缩:{80}TB 数据只占 {32.0}TB [@AU2]。",
  [r(D("db", "ratio")), r(D("db", "logical")), r(D("db", "physical"))],
  val("2.5 倍", "3.5 倍", D("db", "ratio")),
  val("80TB", "60TB", D("db", "logical")),
  val("32.0TB", "23.0TB", D("db", "physical")),
  V("unit", "只占 32.0TB", "只占 32.0TiB", off(D("db", "physical") * 1.099511627776, 32.0)),
  V("row", "OLTP 数据库卷关闭了去重", "虚拟服务器卷关闭了去重", True, "deduplication was on for virtual servers (1.75x)"),
  V("col", "全部来自压缩", "全部来自去重", True, "the database volumes have no deduplication (empty cell)"),
  V("dir", "关闭了去重", "开启了去重", True, "deduplication is off for the database volumes"),
  V("qual", "2.5 倍的缩减", "超过 3 倍的缩减", not D("db", "ratio") > 3),
  V("unit", "2.5 倍", "2.5%", True, "a 2.5x ratio, not a percentage"),
  )
C(R, "en", "Virtual servers land in between: {150} TB shrinks to {42.9} TB, {3.5}x overall, from {1.75}x deduplication and {2.0}x compression [@AU2].",
  [r(D("vsi", "logical")), r(D("vsi", "physical")), r(D("vsi", "ratio")), r(D("vsi", "dedupe")), r(D("vsi", "compress"))],
  val("between: 150 TB", "between: 120 TB", D("vsi", "logical")),
  val("to 42.9 TB", "to 49.2 TB", D("vsi", "physical")),
  val("3.5x overall", "4.5x overall", D("vsi", "ratio")),
  val("from 1.75x", "from 1.25x", D("vsi", "dedupe")),
  val("and 2.0x", "and 1.6x", D("vsi", "compress")),
  V("unit", "to 42.9 TB", "to 42.9 PB", off(D("vsi", "physical") * 1000, 42.9)),
  V("row", "Virtual servers land", "Home directories land", off(D("files", "logical"), 150)),
  V("col", "from 1.75x deduplication and 2.0x compression", "from 2.0x deduplication and 1.75x compression", off(D("vsi", "dedupe"), 2.0)),
  V("dir", "shrinks to", "grows to", D("vsi", "physical") < D("vsi", "logical")),
  V("qual", "3.5x overall", "over 4x overall", not D("vsi", "ratio") > 4),
  )
C(R, "en", "The AF5200 holds up to {24} drives and {368.6} TB raw, {1,105.8} TB effective at the guaranteed {3}x, and serves {800}K IOPS of 8K 70/30 traffic at {160} µs on average [@AU2].",
  [r(M("af5200", "drives")), r(M("af5200", "raw")), r(M("af5200", "effective")), r(g("guarantee")), r(M("af5200", "iops")), r(M("af5200", "latency"))],
  val("up to 24 drives", "up to 32 drives", M("af5200", "drives")),
  val("and 368.6 TB", "and 386.6 TB", M("af5200", "raw")),
  val("1,105.8 TB", "1,150.8 TB", M("af5200", "effective")),
  val("guaranteed 3x", "guaranteed 4x", g("guarantee")),
  val("serves 800K", "serves 900K", M("af5200", "iops")),
  val("at 160 µs", "at 150 µs", M("af5200", "latency")),
  V("unit", "at 160 µs", "at 160 ms", off(M("af5200", "latency") / 1000, 160)),
  V("unit", "and 368.6 TB raw", "and 368.6 TiB raw", off(M("af5200", "raw") / 1.099511627776, 368.6)),
  V("row", "The AF5200 holds", "The AF7400 holds", off(M("af7400", "drives"), 24)),
  V("col", "368.6 TB raw", "368.6 TB effective", off(M("af5200", "effective"), 368.6)),
  V("qual", "up to 24 drives", "more than 24 drives", not M("af5200", "drives") > 24),
  V("stat", "at 160 µs on average", "at 160 µs at the 99th percentile", True, "160 µs is the average; the report gives no P99 for mixed traffic"),
  )
C(R, "en", "From the AF3100 to the AF9600, IOPS grow from {350}K to {2,600}K, about {7.4} times, while typical power rises from {850} W to {3,900} W, only {4.6} times [@AU2].",
  [r(M("af3100", "iops")), r(M("af9600", "iops")), r(M("af9600", "iops") / M("af3100", "iops")), r(M("af3100", "power")), r(M("af9600", "power")), r(M("af9600", "power") / M("af3100", "power"))],
  val("from 350K", "from 530K", M("af3100", "iops")),
  val("to 2,600K", "to 2,060K", M("af9600", "iops")),
  val("about 7.4 times", "about 5.4 times", M("af9600", "iops") / M("af3100", "iops")),
  val("from 850 W", "from 580 W", M("af3100", "power")),
  val("to 3,900 W", "to 3,090 W", M("af9600", "power")),
  val("only 4.6 times", "only 3.6 times", M("af9600", "power") / M("af3100", "power")),
  V("unit", "to 3,900 W", "to 3,900 kW", True, "3,900 W, not kW"),
  V("dir", "IOPS grow from", "IOPS fall from", M("af9600", "iops") > M("af3100", "iops")),
  V("qual", "only 4.6 times", "more than 5 times", not M("af9600", "power") / M("af3100", "power") > 5),
  V("row", "to the AF9600, IOPS", "to the AF7400, IOPS", off(M("af7400", "iops"), 2600)),
  V("col", "typical power rises", "average latency rises", M("af9600", "latency") < M("af3100", "latency")),
  )
C(R, "en", "The AF9600 reads sequentially at {80} GB/s, {3.2} times the AF5200's {25} GB/s, from {4} times as many drives [@AU2].",
  [r(M("af9600", "read_bw")), r(M("af9600", "read_bw") / M("af5200", "read_bw")), r(M("af5200", "read_bw")), r(M("af9600", "drives") / M("af5200", "drives"))],
  val("at 80 GB/s", "at 60 GB/s", M("af9600", "read_bw")),
  val("3.2 times", "2.2 times", M("af9600", "read_bw") / M("af5200", "read_bw")),
  val("AF5200's 25 GB/s", "AF5200's 45 GB/s", M("af5200", "read_bw")),
  val("from 4 times", "from 2 times", M("af9600", "drives") / M("af5200", "drives")),
  V("unit", "at 80 GB/s", "at 80 Gbps", off(M("af9600", "read_bw") * 8, 80)),
  V("row", "the AF5200's", "the AF7400's", off(M("af7400", "read_bw"), 25)),
  V("col", "reads sequentially", "writes sequentially", True, "the report gives sequential reads only"),
  V("dir", "3.2 times the AF5200's", "a third of the AF5200's", M("af9600", "read_bw") > M("af5200", "read_bw")),
  V("qual", "from 4 times as many drives", "from fewer drives", M("af9600", "drives") > M("af5200", "drives")),
  )
L = lambda k: g(f"lat.{k}")
C(R, "en", "On an AF5200 at 70% load, 8K random reads average {145} µs, the 99th percentile is {410} µs and the 99.9th {890} µs, a tail about {6.1} times the mean [@AU2].",
  [r(L("mean")), r(L("p99")), r(L("p999")), r(L("p999") / L("mean"))],
  val("average 145 µs", "average 154 µs", L("mean")),
  val("is 410 µs", "is 140 µs", L("p99")),
  val("99.9th 890 µs", "99.9th 980 µs", L("p999")),
  val("about 6.1 times", "about 4.1 times", L("p999") / L("mean")),
  V("unit", "average 145 µs", "average 145 ms", off(L("mean") / 1000, 145)),
  V("stat", "the 99th percentile is 410", "the median is 410", True, "the report gives mean, P99 and P99.9 only"),
  V("stat", "reads average 145", "reads peak at 145", off(L("p999"), 145)),
  V("row", "On an AF5200", "On an AF3100", True, "the latency distribution was measured on the AF5200 only"),
  V("col", "8K random reads average", "8K random writes average", True, "the distribution is for reads only"),
  V("dir", "a tail about 6.1 times the mean", "a tail about 6.1 times below the mean", L("p999") > L("mean")),
  )
rb = lambda k: g(f"rebuild.{k}")
dd = rb("loaded") - rb("idle")
C(R, "zh", "AF5200 单块故障盘在空闲时 {2.6} 小时即可重建完成,业务负载下需要 {4.1} 小时,多花 {1} 小时 {30} 分钟 [@AU2]。",
  [r(rb("idle")), r(rb("loaded")), r(int(dd)), r(round((dd - int(dd)) * 60, 6))],
  val("空闲时 2.6 小时", "空闲时 3.6 小时", rb("idle")),
  val("需要 4.1 小时", "需要 5.1 小时", rb("loaded")),
  V("value", "多花 1 小时 30 分钟", "多花 2 小时 30 分钟", off(dd * 60, 150)),
  V("value", "多花 1 小时 30 分钟", "多花 1 小时 50 分钟", off(dd * 60, 110)),
  V("unit", "空闲时 2.6 小时", "空闲时 2.6 分钟", off(rb("idle") * 60, 2.6)),
  V("row", "空闲时 2.6 小时即可重建完成,业务负载下需要 4.1 小时", "业务负载下 2.6 小时即可重建完成,空闲时需要 4.1 小时", rb("idle") < rb("loaded")),
  V("dir", "多花 1 小时 30 分钟", "少花 1 小时 30 分钟", rb("loaded") > rb("idle")),
  V("qual", "2.6 小时即可", "不到 2 小时即可", not rb("idle") < 2),
  V("row", "AF5200 单块", "AF9600 单块", True, "the rebuild was measured on an AF5200 only"),
  )
rpo = g("rpo")
C(R, "zh", "控制器切换时 I/O 只暂停 {4.2} 秒;两台 AF5200 之间异步复制的 RPO 为 {30}~{60} 秒,最多丢失一分钟的数据 [@AU2]。",
  [r(g("failover")), r(rpo[0]), r(rpo[1])],
  val("只暂停 4.2 秒", "只暂停 2.4 秒", g("failover")),
  val("为 30~", "为 15~", rpo[0]),
  val("~60 秒", "~90 秒", rpo[1]),
  V("unit", "只暂停 4.2 秒", "只暂停 4.2 分钟", off(g("failover") * 60, 4.2)),
  V("qual", "只暂停 4.2 秒", "暂停不到 3 秒", not g("failover") < 3),
  V("value", "最多丢失一分钟", "最多丢失半分钟", not rpo[1] <= 30),
  V("col", "控制器切换时 I/O", "盘重建时 I/O", True, "the pause is for a controller failover"),
  V("dir", "最多丢失一分钟", "至少丢失一分钟", not rpo[0] >= 60),
  V("stat", "RPO 为 30~60 秒", "RPO 平均为 60 秒", True, "the report gives a range, not a mean"),
  )
C(R, "zh", "AF7400 与 AF9600 在 70% 负载下平均时延同为 {150} 微秒,比入门款 AF3100 的 {180} 微秒低 {30} 微秒,降幅约 {17}% [@AU2]。",
  [r(M("af7400", "latency")), r(M("af3100", "latency")), r(M("af3100", "latency") - M("af9600", "latency")), r(100 * (1 - M("af9600", "latency") / M("af3100", "latency")))],
  val("同为 150 微秒", "同为 160 微秒", M("af7400", "latency")),
  val("的 180 微秒", "的 170 微秒", M("af3100", "latency")),
  val("低 30 微秒", "低 20 微秒", 30),
  val("降幅约 17%", "降幅约 13%", 100 * (1 - M("af9600", "latency") / M("af3100", "latency"))),
  V("unit", "同为 150 微秒", "同为 150 毫秒", off(M("af7400", "latency") / 1000, 150)),
  V("row", "AF7400 与 AF9600", "AF5200 与 AF9600", off(M("af5200", "latency"), 150)),
  V("dir", "低 30 微秒", "高 30 微秒", M("af9600", "latency") < M("af3100", "latency")),
  V("stat", "平均时延同为", "P99 时延同为", True, "Table 1 gives average latency only"),
  V("qual", "降幅约 17%", "降幅超过 20%", not (1 - M("af9600", "latency") / M("af3100", "latency")) > 0.2),
  )
C(R, "zh", "AF3100 只占 {2}U,最多插 {12} 块盘,裸容量 {92.2}TB,按保证的 {3} 倍缩减比折合有效容量 {276.6}TB [@AU2]。",
  [r(M("af3100", "height")), r(M("af3100", "drives")), r(M("af3100", "raw")), r(g("guarantee")), r(M("af3100", "effective"))],
  val("只占 2U", "只占 4U", M("af3100", "height")),
  val("最多插 12 块盘", "最多插 24 块盘", M("af3100", "drives")),
  val("裸容量 92.2TB", "裸容量 29.2TB", M("af3100", "raw")),
  val("保证的 3 倍", "保证的 4 倍", g("guarantee")),
  val("有效容量 276.6TB", "有效容量 267.6TB", M("af3100", "effective")),
  V("unit", "裸容量 92.2TB", "裸容量 92.2TiB", off(M("af3100", "raw") / 1.099511627776, 92.2)),
  V("unit", "12 块盘", "12 个节点", True, "12 counts drives, not nodes"),
  V("row", "AF3100 只占", "AF5200 只占", off(M("af5200", "drives"), 12)),
  V("col", "裸容量 92.2TB", "有效容量 92.2TB", off(M("af3100", "effective"), 92.2)),
  V("qual", "最多插 12 块盘", "至少插 16 块盘", not M("af3100", "drives") >= 16),
  )
C(R, "zh", "VDI 桌面的去重比高达 {5.0} 倍,家目录只有 {1.25} 倍,两者的压缩比则同为 {1.6} 倍 [@AU2]。",
  [r(D("vdi", "dedupe")), r(D("files", "dedupe")), r(D("files", "compress"))],
  val("高达 5.0 倍", "高达 4.0 倍", D("vdi", "dedupe")),
  val("只有 1.25 倍", "只有 1.75 倍", D("files", "dedupe")),
  val("同为 1.6 倍", "同为 2.0 倍", D("vdi", "compress")),
  V("row", "家目录只有", "虚拟服务器只有", off(D("vsi", "dedupe"), 1.25)),
  V("col", "VDI 桌面的去重比高达", "VDI 桌面的压缩比高达", off(D("vdi", "compress"), 5.0)),
  V("qual", "只有 1.25 倍", "超过 2 倍", not D("files", "dedupe") > 2),
  V("unit", "高达 5.0 倍", "高达 5.0%", True, "a 5.0x ratio, not a percentage"),
  V("stat", "VDI 桌面的去重比", "所有数据的去重比", True, "the total row gives no deduplication ratio"),
  V("dir", "高达 5.0 倍,家目录只有", "只有 5.0 倍,家目录高达", D("vdi", "dedupe") > D("files", "dedupe")),
  )
share = 100 * D("vdi", "logical") / D("total", "logical")
C(R, "zh", "合计 {450}TB 逻辑数据中 VDI 占 {120}TB,约 {27}%,却只用了 {15.0}TB 物理空间,不到总占用 {158.0}TB 的十分之一 [@AU2]。",
  [r(D("total", "logical")), r(D("vdi", "logical")), r(share), r(D("vdi", "physical")), r(D("total", "physical"))],
  val("合计 450TB", "合计 540TB", D("total", "logical")),
  val("VDI 占 120TB", "VDI 占 150TB", D("vdi", "logical")),
  val("约 27%", "约 37%", share),
  val("只用了 15.0TB", "只用了 51.0TB", D("vdi", "physical")),
  val("总占用 158.0TB", "总占用 185.0TB", D("total", "physical")),
  V("qual", "不到总占用 158.0TB 的十分之一", "超过总占用 158.0TB 的十分之一", not D("vdi", "physical") / D("total", "physical") > 0.1),
  V("value", "的十分之一", "的二十分之一", not D("vdi", "physical") / D("total", "physical") < 0.05),
  V("row", "VDI 占 120TB", "虚拟服务器占 120TB", off(D("vsi", "logical"), 120)),
  V("unit", "合计 450TB", "合计 450PB", off(D("total", "logical") * 1000, 450)),
  V("unit", "约 27%", "约 27 个百分点", True, "27% is a share, not a gap between percentages"),
  )
C(R, "zh", "AF9600 最多 {96} 块盘,裸容量 {2,949.1}TB,约 {2.9}PB;整机高 {8}U,典型功耗 {3,900}W [@AU2]。",
  [r(M("af9600", "drives")), r(M("af9600", "raw")), r(M("af9600", "raw") / 1000), r(M("af9600", "height")), r(M("af9600", "power"))],
  val("最多 96 块盘", "最多 64 块盘", M("af9600", "drives")),
  val("裸容量 2,949.1TB", "裸容量 2,494.1TB", M("af9600", "raw")),
  val("约 2.9PB", "约 3.9PB", M("af9600", "raw") / 1000),
  val("高 8U", "高 4U", M("af9600", "height")),
  val("功耗 3,900W", "功耗 3,090W", M("af9600", "power")),
  V("unit", "约 2.9PB", "约 2.9TB", off(M("af9600", "raw"), 2.9)),
  V("unit", "功耗 3,900W", "功耗 3,900kW", True, "3,900 W, not kW"),
  V("row", "AF9600 最多", "AF7400 最多", off(M("af7400", "drives"), 96)),
  V("qual", "最多 96 块盘", "不到 64 块盘", not M("af9600", "drives") < 64),
  V("col", "裸容量 2,949.1TB", "有效容量 2,949.1TB", off(M("af9600", "effective"), 2949.1)),
  )
C(R, "en", "The AF7400 offers {2,211.9} TB of effective capacity, {2} times the AF5200's {1,105.8} TB, in a {4} RU chassis twice as tall [@AU2].",
  [r(M("af7400", "effective")), r(M("af7400", "effective") / M("af5200", "effective")), r(M("af5200", "effective")), r(M("af7400", "height"))],
  val("offers 2,211.9 TB", "offers 2,121.9 TB", M("af7400", "effective")),
  val("TB of effective capacity, 2 times", "TB of effective capacity, 3 times", M("af7400", "effective") / M("af5200", "effective")),
  val("AF5200's 1,105.8 TB", "AF5200's 1,501.8 TB", M("af5200", "effective")),
  val("a 4 RU", "an 8 RU", M("af7400", "height")),
  V("unit", "offers 2,211.9 TB", "offers 2,211.9 PB", off(M("af7400", "effective") * 1000, 2211.9)),
  V("row", "the AF5200's", "the AF3100's", off(M("af3100", "effective"), 1105.8)),
  V("col", "TB of effective capacity", "TB of raw capacity", off(M("af7400", "raw"), 2211.9)),
  V("dir", "twice as tall", "half as tall", M("af7400", "height") > M("af5200", "height")),
  V("value", "twice as tall", "three times as tall", off(M("af7400", "height") / M("af5200", "height"), 3, 0.1)),
  )

# ---------------------------------------------------------------------------------------------------------------
# AU3: 锐联 NF-200 storage network protocols (Chinese-first)
g = getter("AU3")
R = "AU3"
P = lambda row, col: g(f"proto.{row}.{col}")
H = lambda row, col: g(f"hosts.{row}.{col}")
C(R, "zh", "NVMe over RDMA 的 4K 随机读达到 {142} 万 IOPS,是本地直连({150} 万 IOPS)的 {95}%,几乎没有损失 [@AU3]。",
  [r(P("rdma", "rand_read")), r(P("local", "rand_read")), r(100 * P("rdma", "rand_read") / P("local", "rand_read"))],
  val("达到 142 万", "达到 124 万", P("rdma", "rand_read")),
  val("(150 万", "(105 万", P("local", "rand_read")),
  val("的 95%", "的 85%", 100 * P("rdma", "rand_read") / P("local", "rand_read")),
  V("unit", "达到 142 万 IOPS", "达到 142K IOPS", off(P("rdma", "rand_read") * 10, 142)),
  V("row", "NVMe over RDMA 的", "NVMe over TCP 的", off(P("tcp", "rand_read"), 142)),
  V("col", "4K 随机读达到", "4K 随机写达到", off(P("rdma", "rand_write"), 142)),
  V("qual", "达到 142 万", "超过 150 万", not P("rdma", "rand_read") > 150),
  V("dir", "几乎没有损失", "反而高出一截", P("rdma", "rand_read") < P("local", "rand_read")),
  V("unit", "的 95%", "的 95 倍", True, "a share, not a multiple"),
  )
C(R, "zh", "换成 NVMe over TCP 后,4K 随机读降到 {96} 万 IOPS,比 RDMA 少 {46} 万,约低 {32}% [@AU3]。",
  [r(P("tcp", "rand_read")), r(P("rdma", "rand_read") - P("tcp", "rand_read")), r(100 * (1 - P("tcp", "rand_read") / P("rdma", "rand_read")))],
  val("降到 96 万", "降到 69 万", P("tcp", "rand_read")),
  val("少 46 万", "少 64 万", P("rdma", "rand_read") - P("tcp", "rand_read")),
  val("约低 32%", "约低 23%", 100 * (1 - P("tcp", "rand_read") / P("rdma", "rand_read"))),
  V("dir", "降到 96 万", "升到 96 万", P("tcp", "rand_read") < P("rdma", "rand_read")),
  V("dir", "少 46 万", "多 46 万", P("tcp", "rand_read") < P("rdma", "rand_read")),
  V("row", "比 RDMA 少", "比本地直连少", off(P("local", "rand_read") - P("tcp", "rand_read"), 46)),
  V("col", "4K 随机读降到", "4K 随机写降到", off(P("tcp", "rand_write"), 96)),
  V("qual", "约低 32%", "低了一半以上", not (1 - P("tcp", "rand_read") / P("rdma", "rand_read")) > 0.5),
  V("unit", "约低 32%", "约低 32 个百分点", True, "a relative fall, not a gap between percentages"),
  )
C(R, "zh", "iSCSI 最吃亏:4K 随机读只有 {41} 万 IOPS,不到 RDMA 的三分之一;QD1 平均时延 {260} 微秒,是 RDMA({92} 微秒)的 {2.8} 倍 [@AU3]。",
  [r(P("iscsi", "rand_read")), r(P("iscsi", "lat_mean")), r(P("rdma", "lat_mean")), r(P("iscsi", "lat_mean") / P("rdma", "lat_mean"))],
  val("只有 41 万", "只有 14 万", P("iscsi", "rand_read")),
  val("时延 260 微秒", "时延 206 微秒", P("iscsi", "lat_mean")),
  val("(92 微秒)", "(29 微秒)", P("rdma", "lat_mean")),
  val("的 2.8 倍", "的 3.8 倍", P("iscsi", "lat_mean") / P("rdma", "lat_mean")),
  V("unit", "时延 260 微秒", "时延 260 毫秒", off(P("iscsi", "lat_mean") * 1000, 260)),
  V("value", "不到 RDMA 的三分之一", "不到 RDMA 的四分之一", not P("iscsi", "rand_read") / P("rdma", "rand_read") < 0.25),
  V("stat", "QD1 平均时延 260", "QD1 P99 时延 260", off(P("iscsi", "lat_p99"), 260)),
  V("row", "是 RDMA(92 微秒)", "是 NVMe over TCP(92 微秒)", off(P("tcp", "lat_mean"), 92)),
  V("qual", "只有 41 万", "超过 50 万", not P("iscsi", "rand_read") > 50),
  V("dir", "iSCSI 最吃亏", "iSCSI 表现最好", P("iscsi", "rand_read") == min(P(k, "rand_read") for k in ["local", "rdma", "tcp", "iscsi"])),
  )
line = g("port_speed") / 8
C(R, "zh", "RDMA 与 TCP 的 128K 顺序读都是 {11.6}GB/s,离 {100}Gbps 网口的上限 {12.5}GB/s 只差 {0.9}GB/s [@AU3]。",
  [r(P("rdma", "seq_read")), r(g("port_speed")), r(line), r(line - P("tcp", "seq_read"))],
  val("都是 11.6GB/s", "都是 13.8GB/s", P("rdma", "seq_read")),
  val("离 100Gbps", "离 200Gbps", g("port_speed")),
  val("上限 12.5GB/s", "上限 10.0GB/s", line),
  val("只差 0.9GB/s", "只差 1.9GB/s", line - P("tcp", "seq_read")),
  V("unit", "都是 11.6GB/s", "都是 11.6Gbps", off(P("rdma", "seq_read") / 8, 11.6)),
  V("row", "RDMA 与 TCP 的", "RDMA 与 iSCSI 的", off(P("iscsi", "seq_read"), 11.6)),
  V("col", "128K 顺序读都是", "4K 随机读都是", True, "random reads are 142 and 96 (10 thousand IOPS), not 11.6 GB/s"),
  V("qual", "都是 11.6GB/s", "都超过 12.5GB/s", not P("rdma", "seq_read") > 12.5),
  V("unit", "离 100Gbps", "离 100GB/s", off(line, 100)),
  )
C(R, "zh", "主机 CPU 开销差距明显:跑 4K 随机读时 RDMA 只占 {11.0}%,TCP 占 {38.5}%,高出 {27.5} 个百分点;开启网卡 TCP 卸载后可降到 {18}%~{24}% [@AU3]。",
  [r(P("rdma", "cpu")), r(P("tcp", "cpu")), r(P("tcp", "cpu") - P("rdma", "cpu")), r(g("tcp_offload_cpu")[0]), r(g("tcp_offload_cpu")[1])],
  val("只占 11.0%", "只占 16.0%", P("rdma", "cpu")),
  val("占 38.5%", "占 35.8%", P("tcp", "cpu")),
  val("高出 27.5 个", "高出 17.5 个", P("tcp", "cpu") - P("rdma", "cpu")),
  val("降到 18%", "降到 8%", g("tcp_offload_cpu")[0]),
  val("~24%", "~34%", g("tcp_offload_cpu")[1]),
  V("unit", "高出 27.5 个百分点", "高出 27.5%", off(100 * (P("tcp", "cpu") / P("rdma", "cpu") - 1), 27.5)),
  V("dir", "高出 27.5", "低了 27.5", P("tcp", "cpu") > P("rdma", "cpu")),
  V("row", "TCP 占 38.5%", "iSCSI 占 38.5%", off(P("iscsi", "cpu"), 38.5)),
  V("dir", "可降到 18%", "会升到 18%", g("tcp_offload_cpu")[1] < P("tcp", "cpu")),
  V("row", "RDMA 只占", "本地直连只占", True, "the report gives no CPU figure for local NVMe (empty cell)"),
  )
C(R, "zh", "QD1 下本地直连平均时延 {78} 微秒,RDMA 只多 {14} 微秒,TCP 则多出 {57} 微秒 [@AU3]。",
  [r(P("local", "lat_mean")), r(P("rdma", "lat_mean") - P("local", "lat_mean")), r(P("tcp", "lat_mean") - P("local", "lat_mean"))],
  val("时延 78 微秒", "时延 87 微秒", P("local", "lat_mean")),
  val("只多 14", "只多 24", P("rdma", "lat_mean") - P("local", "lat_mean")),
  val("多出 57", "多出 75", P("tcp", "lat_mean") - P("local", "lat_mean")),
  V("unit", "时延 78 微秒", "时延 78 毫秒", off(P("local", "lat_mean") * 1000, 78)),
  V("stat", "平均时延 78", "P99 时延 78", off(P("local", "lat_p99"), 78)),
  V("dir", "只多 14", "反而少 14", P("rdma", "lat_mean") > P("local", "lat_mean")),
  V("row", "TCP 则多出", "iSCSI 则多出", off(P("iscsi", "lat_mean") - P("local", "lat_mean"), 57)),
  V("qual", "只多 14 微秒", "多出 20 微秒以上", not P("rdma", "lat_mean") - P("local", "lat_mean") > 20),
  V("value", "QD1 下本地直连", "QD32 下本地直连", True, "the latency figures are at QD1"),
  )
C(R, "zh", "多主机扩展时,NVMe over RDMA 从 {1} 台主机的 {142} 万 IOPS 增加到 {8} 台主机的 {880} 万 IOPS,总量是单主机的 {6.2} 倍 [@AU3]。",
  [r(H("h1", "hosts")), r(H("h1", "total")), r(H("h8", "hosts")), r(H("h8", "total")), r(H("h8", "total") / H("h1", "total"))],
  val("从 1 台主机", "从 2 台主机", H("h1", "hosts")),
  val("的 142 万", "的 124 万", H("h1", "total")),
  val("到 8 台主机", "到 16 台主机", H("h8", "hosts")),
  val("的 880 万", "的 808 万", H("h8", "total")),
  val("的 6.2 倍", "的 8.0 倍", H("h8", "total") / H("h1", "total")),
  V("stat", "总量是单主机的", "每主机是单主机的", off(H("h8", "per_host") / H("h1", "per_host"), 6.2)),
  V("dir", "增加到", "下降到", H("h8", "total") > H("h1", "total")),
  V("unit", "8 台主机", "8 块盘", True, "8 counts hosts, not drives"),
  V("qual", "的 6.2 倍", "不到 5 倍", not H("h8", "total") / H("h1", "total") < 5),
  V("row", "NVMe over RDMA 从", "NVMe over TCP 从", True, "the host sweep ran over RDMA; TCP gives 96 (10 thousand IOPS) on one host"),
  )
C(R, "zh", "但每台主机分到的性能在下降:{8} 台时每主机 {110} 万 IOPS,比单主机少 {32} 万,P99 时延也从 {128} 微秒升到 {240} 微秒 [@AU3]。",
  [r(H("h8", "hosts")), r(H("h8", "per_host")), r(H("h1", "per_host") - H("h8", "per_host")), r(H("h1", "p99")), r(H("h8", "p99"))],
  val("8 台时", "4 台时", H("h8", "hosts")),
  val("每主机 110 万", "每主机 130 万", H("h8", "per_host")),
  val("少 32 万", "少 23 万", H("h1", "per_host") - H("h8", "per_host")),
  val("从 128 微秒", "从 182 微秒", H("h1", "p99")),
  val("升到 240 微秒", "升到 420 微秒", H("h8", "p99")),
  V("unit", "升到 240 微秒", "升到 240 毫秒", off(H("h8", "p99") * 1000, 240)),
  V("dir", "升到 240", "降到 240", H("h8", "p99") > H("h1", "p99")),
  V("stat", "每主机 110 万", "合计 110 万", off(H("h8", "total"), 110)),
  V("stat", "P99 时延也从", "平均时延也从", True, "the host sweep gives P99 latency only"),
  V("dir", "性能在下降", "性能在上升", H("h8", "per_host") < H("h1", "per_host")),
  )
ps = lambda k: g(f"path_switch.{k}")
C(R, "zh", "拔掉一条链路后,RDMA 多路径 {850} 毫秒完成切换,TCP 要 {1.2} 秒,多出 {350} 毫秒 [@AU3]。",
  [r(ps("rdma")), r(ps("tcp") / 1000), r(ps("tcp") - ps("rdma"))],
  val("多路径 850 毫秒", "多路径 580 毫秒", ps("rdma")),
  val("要 1.2 秒", "要 2.1 秒", ps("tcp") / 1000),
  val("多出 350", "多出 530", ps("tcp") - ps("rdma")),
  V("unit", "多路径 850 毫秒", "多路径 850 秒", off(ps("rdma") / 1000, 850)),
  V("unit", "要 1.2 秒", "要 1.2 分钟", off(ps("tcp") / 60000, 1.2)),
  V("dir", "多出 350", "少了 350", ps("tcp") > ps("rdma")),
  V("row", "RDMA 多路径 850 毫秒完成切换,TCP 要 1.2 秒", "TCP 多路径 850 毫秒完成切换,RDMA 要 1.2 秒", ps("rdma") < ps("tcp")),
  V("qual", "多路径 850 毫秒完成", "多路径不到半秒完成", not ps("rdma") < 500),
  V("qual", "TCP 要 1.2 秒", "TCP 不到 1 秒", not ps("tcp") < 1000),
  )
C(R, "en", "The target holds {24} NVMe drives, and each host connects through one {100} Gbps port, good for {12.5} GB/s [@AU3].",
  [r(g("target_drives")), r(g("port_speed")), r(line)],
  val("holds 24", "holds 36", g("target_drives")),
  val("one 100 Gbps", "one 200 Gbps", g("port_speed")),
  val("for 12.5 GB/s", "for 25 GB/s", line),
  V("unit", "one 100 Gbps port", "one 100 GB/s port", True, "100 Gbps is 12.5 GB/s"),
  V("unit", "for 12.5 GB/s", "for 12.5 Gbps", off(line * 8, 12.5)),
  V("unit", "holds 24 NVMe drives", "holds 24 nodes", True, "24 counts drives"),
  V("value", "through one 100 Gbps port", "through two 100 Gbps ports", True, "each host has one port"),
  V("qual", "holds 24 NVMe drives", "holds at least 32 NVMe drives", not g("target_drives") >= 32),
  )
C(R, "en", "Attached locally, the drives deliver {1.5} million random-read IOPS and {13.8} GB/s of sequential reads; over NVMe over RDMA they still reach {1.42} million IOPS and {11.6} GB/s [@AU3].",
  [r(P("local", "rand_read") / 100), r(P("local", "seq_read")), r(P("rdma", "rand_read") / 100), r(P("rdma", "seq_read"))],
  val("deliver 1.5 million", "deliver 1.8 million", P("local", "rand_read") / 100),
  val("and 13.8 GB/s", "and 18.3 GB/s", P("local", "seq_read")),
  val("reach 1.42 million", "reach 1.24 million", P("rdma", "rand_read") / 100),
  val("and 11.6 GB/s", "and 16.1 GB/s", P("rdma", "seq_read")),
  V("unit", "and 13.8 GB/s", "and 13.8 Gbps", off(P("local", "seq_read") * 8, 13.8)),
  V("unit", "deliver 1.5 million", "deliver 1.5 thousand", off(P("local", "rand_read") * 10, 1.5)),
  V("row", "over NVMe over RDMA", "over NVMe over TCP", off(P("tcp", "rand_read") / 100, 1.42)),
  V("col", "random-read IOPS", "random-write IOPS", off(P("local", "rand_write") / 100, 1.5)),
  V("qual", "still reach 1.42 million", "exceed 1.5 million", not P("rdma", "rand_read") > 150),
  )
C(R, "en", "NVMe over TCP sustains {350,000} random 4K write IOPS, {85}% of the {410,000} that RDMA manages [@AU3].",
  [r(P("tcp", "rand_write") * 1e4), r(100 * P("tcp", "rand_write") / P("rdma", "rand_write")), r(P("rdma", "rand_write") * 1e4)],
  val("sustains 350,000", "sustains 530,000", P("tcp", "rand_write") * 1e4),
  val("85%", "95%", 100 * P("tcp", "rand_write") / P("rdma", "rand_write")),
  val("the 410,000", "the 140,000", P("rdma", "rand_write") * 1e4),
  V("row", "NVMe over TCP sustains", "iSCSI sustains", off(P("iscsi", "rand_write") * 1e4, 350000)),
  V("col", "random 4K write IOPS", "random 4K read IOPS", off(P("tcp", "rand_read") * 1e4, 350000)),
  V("qual", "85% of the", "less than 80% of the", not P("tcp", "rand_write") / P("rdma", "rand_write") < 0.8),
  V("dir", "85% of the 410,000", "115% of the 410,000", P("tcp", "rand_write") < P("rdma", "rand_write")),
  V("unit", "sustains 350,000", "sustains 350,000 thousand", True, "350,000 IOPS, not thousands of them"),
  )
C(R, "en", "QD1 P99 latency runs from {105} µs locally to {128} µs with RDMA, {210} µs with TCP and {580} µs with iSCSI, more than {5!} times the local figure [@AU3].",
  [r(P("local", "lat_p99")), r(P("rdma", "lat_p99")), r(P("tcp", "lat_p99")), r(P("iscsi", "lat_p99")), ge(P("iscsi", "lat_p99") / P("local", "lat_p99"), 0.15)],
  val("from 105 µs", "from 150 µs", P("local", "lat_p99")),
  val("to 128 µs", "to 182 µs", P("rdma", "lat_p99")),
  val("210 µs", "120 µs", P("tcp", "lat_p99")),
  val("580 µs", "850 µs", P("iscsi", "lat_p99")),
  V("qual", "more than 5 times", "more than 6 times", not P("iscsi", "lat_p99") / P("local", "lat_p99") > 6),
  V("stat", "QD1 P99 latency", "QD1 mean latency", off(P("local", "lat_mean"), 105)),
  V("unit", "from 105 µs", "from 105 ms", off(P("local", "lat_p99") / 1000, 105)),
  V("dir", "more than 5 times the local figure", "a fifth of the local figure", P("iscsi", "lat_p99") > P("local", "lat_p99")),
  V("row", "210 µs with TCP", "210 µs with iSCSI", off(P("iscsi", "lat_p99"), 210)),
  )
C(R, "en", "Going from four hosts to eight lifts total random reads from {5.2} million to {8.8} million IOPS, {69}% more, while each host's share falls from {1.3} million to {1.1} million [@AU3].",
  [r(H("h4", "total") / 100), r(H("h8", "total") / 100), r(100 * (H("h8", "total") / H("h4", "total") - 1)), r(H("h4", "per_host") / 100), r(H("h8", "per_host") / 100)],
  val("from 5.2 million", "from 5.8 million", H("h4", "total") / 100),
  val("to 8.8 million", "to 8.2 million", H("h8", "total") / 100),
  val("69% more", "96% more", 100 * (H("h8", "total") / H("h4", "total") - 1)),
  val("from 1.3 million", "from 1.4 million", H("h4", "per_host") / 100),
  val("to 1.1 million", "to 1.2 million", H("h8", "per_host") / 100),
  V("dir", "share falls from", "share rises from", H("h8", "per_host") < H("h4", "per_host")),
  V("row", "from four hosts", "from two hosts", off(H("h2", "total") / 100, 5.2)),
  V("unit", "from 5.2 million to 8.8 million IOPS", "from 5.2 thousand to 8.8 thousand IOPS", off(H("h4", "total") * 10, 5.2)),
  V("qual", "69% more", "more than double", not H("h8", "total") / H("h4", "total") > 2),
  V("stat", "lifts total random reads", "lifts per-host random reads", True, "per-host reads fall (1.3 to 1.1 million)"),
  )
C(R, "en", "With NIC TCP offload switched on, NVMe over TCP's host CPU use drops from {38.5}% to between {18}% and {24}%, still above the {11.0}% of RDMA [@AU3].",
  [r(P("tcp", "cpu")), r(g("tcp_offload_cpu")[0]), r(g("tcp_offload_cpu")[1]), r(P("rdma", "cpu"))],
  val("from 38.5%", "from 28.5%", P("tcp", "cpu")),
  val("between 18%", "between 8%", g("tcp_offload_cpu")[0]),
  val("and 24%", "and 42%", g("tcp_offload_cpu")[1]),
  val("the 11.0%", "the 21.0%", P("rdma", "cpu")),
  V("dir", "drops from", "rises from", g("tcp_offload_cpu")[1] < P("tcp", "cpu")),
  V("dir", "still above the", "already below the", g("tcp_offload_cpu")[0] > P("rdma", "cpu")),
  V("row", "of RDMA", "of iSCSI", off(P("iscsi", "cpu"), 11.0)),
  V("col", "host CPU use drops", "P99 latency drops", True, "the offload figures are CPU use"),
  V("qual", "drops from 38.5% to between 18% and 24%", "drops below 10%", not g("tcp_offload_cpu")[1] < 10),
  )
C(R, "en", "Multipath failover after a pulled link takes {850} ms over RDMA and {1,200} ms over TCP, which is {41}% slower [@AU3].",
  [r(ps("rdma")), r(ps("tcp")), r(100 * (ps("tcp") / ps("rdma") - 1))],
  val("takes 850 ms", "takes 580 ms", ps("rdma")),
  val("and 1,200 ms", "and 1,020 ms", ps("tcp")),
  val("41% slower", "29% slower", 100 * (ps("tcp") / ps("rdma") - 1)),
  V("unit", "takes 850 ms", "takes 850 s", off(ps("rdma") / 1000, 850)),
  V("dir", "41% slower", "41% faster", ps("tcp") > ps("rdma")),
  V("row", "850 ms over RDMA and 1,200 ms over TCP", "850 ms over TCP and 1,200 ms over RDMA", ps("rdma") < ps("tcp")),
  V("qual", "41% slower", "more than twice as slow", not ps("tcp") / ps("rdma") > 2),
  V("col", "Multipath failover", "A drive rebuild", True, "the figures are multipath failover times"),
  )
C(R, "en", "At four hosts each one still gets {1.3} million IOPS, {92}% of what a lone host gets ({1.42} million), with P99 latency of {156} µs [@AU3].",
  [r(H("h4", "per_host") / 100), r(100 * H("h4", "per_host") / H("h1", "per_host")), r(H("h1", "per_host") / 100), r(H("h4", "p99"))],
  val("gets 1.3 million", "gets 1.5 million", H("h4", "per_host") / 100),
  val("92%", "82%", 100 * H("h4", "per_host") / H("h1", "per_host")),
  val("(1.42 million)", "(1.24 million)", H("h1", "per_host") / 100),
  val("of 156 µs", "of 165 µs", H("h4", "p99")),
  V("unit", "of 156 µs", "of 156 ms", off(H("h4", "p99") / 1000, 156)),
  V("stat", "P99 latency of", "mean latency of", True, "the sweep gives P99 only"),
  V("row", "At four hosts", "At eight hosts", off(H("h8", "per_host") / 100, 1.3)),
  V("qual", "still gets 1.3 million", "gets more than 1.4 million", not H("h4", "per_host") > 140),
  V("stat", "each one still gets", "all of them together get", off(H("h4", "total") / 100, 1.3)),
  )

# ---------------------------------------------------------------------------------------------------------------
# AU4: LunarisKV write amplification on NVMe (English-first)
g = getter("AU4")
R = "AU4"
K = lambda row, col: g(f"compaction.{row}.{col}")
S = lambda row, col: g(f"value_size.{row}.{col}")
life = lambda k: g(f"drive_life.{k}")
gl = lambda k: g(f"get_lat.{k}")
C(R, "en", "Leveled compaction writes {18.5} bytes to the drive for every byte the application writes; size-tiered compaction cuts that to {6.2}, about a third [@AU4].",
  [r(K("leveled", "write_amp")), r(K("tiered", "write_amp"))],
  val("writes 18.5 bytes", "writes 15.8 bytes", K("leveled", "write_amp")),
  val("cuts that to 6.2", "cuts that to 2.6", K("tiered", "write_amp")),
  V("value", "about a third", "about half", off(K("tiered", "write_amp") / K("leveled", "write_amp"), 0.5, 0.15)),
  V("col", "writes 18.5 bytes to the drive", "stores 18.5 bytes on the drive", off(K("leveled", "space_amp"), 18.5)),
  V("row", "size-tiered compaction cuts", "hybrid compaction cuts", off(K("hybrid", "write_amp"), 6.2)),
  V("dir", "cuts that to 6.2", "raises that to 6.2", K("tiered", "write_amp") < K("leveled", "write_amp")),
  V("qual", "cuts that to 6.2", "cuts that below 5", not K("tiered", "write_amp") < 5),
  V("row", "Leveled compaction writes", "Hybrid compaction writes", off(K("hybrid", "write_amp"), 18.5)),
  )
uw = g("user_writes")
C(R, "en", "Over the 24-hour run the application wrote {1.47} TB, which became {27.2} TB of drive writes under leveled compaction but only {9.1} TB under size-tiered [@AU4].",
  [r(uw), r(K("leveled", "drive_writes")), r(K("tiered", "drive_writes"))],
  val("wrote 1.47 TB", "wrote 1.74 TB", uw),
  val("became 27.2 TB", "became 22.7 TB", K("leveled", "drive_writes")),
  val("only 9.1 TB", "only 19.1 TB", K("tiered", "drive_writes")),
  V("unit", "wrote 1.47 TB", "wrote 1.47 GB", off(uw * 1000, 1.47)),
  V("unit", "became 27.2 TB", "became 27.2 PB", off(K("leveled", "drive_writes") / 1000, 27.2)),
  V("row", "9.1 TB under size-tiered", "9.1 TB under hybrid", off(K("hybrid", "drive_writes"), 9.1)),
  V("qual", "only 9.1 TB", "more than 10 TB", not K("tiered", "drive_writes") > 10),
  V("value", "Over the 24-hour run", "Over the 12-hour run", True, "the endurance run lasted 24 hours"),
  V("dir", "but only 9.1 TB", "and even more, 9.1 TB,", K("tiered", "drive_writes") < K("leveled", "drive_writes")),
  )
C(R, "en", "Size-tiered compaction also ingests {415} thousand puts per second, {2.3} times the {182} thousand of leveled, at a lower P99 put latency ({3.1} ms against {4.8} ms) [@AU4].",
  [r(K("tiered", "ingest")), r(K("tiered", "ingest") / K("leveled", "ingest")), r(K("leveled", "ingest")), r(K("tiered", "p99_write")), r(K("leveled", "p99_write"))],
  val("ingests 415", "ingests 451", K("tiered", "ingest")),
  val("2.3 times", "3.2 times", K("tiered", "ingest") / K("leveled", "ingest")),
  val("the 182", "the 128", K("leveled", "ingest")),
  val("(3.1 ms", "(1.3 ms", K("tiered", "p99_write")),
  val("against 4.8 ms", "against 8.4 ms", K("leveled", "p99_write")),
  V("unit", "(3.1 ms", "(3.1 s", off(K("tiered", "p99_write") / 1000, 3.1)),
  V("unit", "415 thousand", "415 million", off(K("tiered", "ingest") / 1000, 415)),
  V("stat", "lower P99 put latency", "lower mean put latency", True, "the report gives P99 put latency only"),
  V("dir", "at a lower P99", "at a higher P99", K("tiered", "p99_write") < K("leveled", "p99_write")),
  V("row", "thousand of leveled", "thousand of hybrid", off(K("hybrid", "ingest"), 182)),
  )
ds = g("dataset")
C(R, "en", "The price is space: size-tiered needs {1.85} times the data set on disk, about {1,480} GB for the {800} GB data set, against {1.12} times, or {896} GB, for leveled [@AU4].",
  [r(K("tiered", "space_amp")), r(K("tiered", "space_amp") * ds), r(ds), r(K("leveled", "space_amp")), r(K("leveled", "space_amp") * ds)],
  val("needs 1.85 times", "needs 1.58 times", K("tiered", "space_amp")),
  val("about 1,480 GB", "about 1,850 GB", K("tiered", "space_amp") * ds),
  val("the 800 GB", "the 1,000 GB", ds),
  val("against 1.12 times", "against 1.21 times", K("leveled", "space_amp")),
  val("or 896 GB", "or 986 GB", K("leveled", "space_amp") * ds),
  V("unit", "about 1,480 GB", "about 1,480 TB", off(K("tiered", "space_amp") * ds / 1000, 1480)),
  V("row", "or 896 GB, for leveled", "or 896 GB, for hybrid", off(K("hybrid", "space_amp") * ds, 896)),
  V("col", "needs 1.85 times the data set on disk", "writes 1.85 times the data set to disk", off(K("tiered", "write_amp"), 1.85)),
  V("dir", "The price is space", "The bonus is space", K("tiered", "space_amp") > K("leveled", "space_amp")),
  )
C(R, "en", "Hybrid compaction, tiered in L0–L2, lands in the middle: write amplification {9.8}, space amplification {1.31} and {320} thousand puts per second [@AU4].",
  [r(K("hybrid", "write_amp")), r(K("hybrid", "space_amp")), r(K("hybrid", "ingest"))],
  val("amplification 9.8", "amplification 8.9", K("hybrid", "write_amp")),
  val("amplification 1.31", "amplification 1.13", K("hybrid", "space_amp")),
  val("and 320 thousand", "and 230 thousand", K("hybrid", "ingest")),
  V("row", "Hybrid compaction, tiered", "Leveled compaction, tiered", off(K("leveled", "write_amp"), 9.8)),
  V("col", "write amplification 9.8, space amplification 1.31", "write amplification 1.31, space amplification 9.8", off(K("hybrid", "write_amp"), 1.31)),
  V("qual", "lands in the middle", "is the worst of the three", K("hybrid", "write_amp") < K("leveled", "write_amp")),
  V("unit", "320 thousand", "320 million", off(K("hybrid", "ingest") / 1000, 320)),
  V("unit", "puts per second", "puts per minute", True, "320 thousand puts per second, not per minute"),
  )
C(R, "en", "Value size matters under leveled compaction: with {64}-byte values the drive sees {26.4}x write amplification, with {4,096}-byte values only {11.2}x, less than half [@AU4].",
  [r(S("v64", "size")), r(S("v64", "write_amp")), r(S("v4k", "size")), r(S("v4k", "write_amp"))],
  val("with 64-byte", "with 256-byte", S("v64", "size")),
  val("sees 26.4x", "sees 24.6x", S("v64", "write_amp")),
  val("with 4,096-byte", "with 1,024-byte", S("v4k", "size")),
  val("only 11.2x", "only 12.1x", S("v4k", "write_amp")),
  V("qual", "less than half", "less than a third", not S("v4k", "write_amp") / S("v64", "write_amp") < 1 / 3),
  V("unit", "with 64-byte values", "with 64-kilobyte values", True, "64-byte values; the report tested none of 64 KB"),
  V("dir", "only 11.2x, less than half", "11.2x, more than double", S("v4k", "write_amp") < S("v64", "write_amp")),
  V("col", "sees 26.4x write amplification", "sees 26.4x space amplification", True, "Table 2 gives write amplification only"),
  V("value", "under leveled compaction", "under size-tiered compaction", True, "the value-size sweep used leveled compaction"),
  )
C(R, "en", "Bigger values also move more data: user write throughput climbs from {33.3} MB/s at {520} thousand puts per second with 64-byte values to {249.9} MB/s at just {61} thousand with 4 KiB values [@AU4].",
  [r(S("v64", "tput")), r(S("v64", "ops")), r(S("v4k", "tput")), r(S("v4k", "ops"))],
  val("from 33.3 MB/s", "from 38.3 MB/s", S("v64", "tput")),
  val("at 520 thousand", "at 250 thousand", S("v64", "ops")),
  val("to 249.9 MB/s", "to 294.9 MB/s", S("v4k", "tput")),
  val("just 61 thousand", "just 16 thousand", S("v4k", "ops")),
  V("unit", "to 249.9 MB/s", "to 249.9 GB/s", off(S("v4k", "tput") / 1000, 249.9)),
  V("unit", "from 33.3 MB/s", "from 33.3 Mbps", off(S("v64", "tput") * 8, 33.3)),
  V("dir", "throughput climbs from", "throughput falls from", S("v4k", "tput") > S("v64", "tput")),
  V("row", "with 64-byte values", "with 256-byte values", off(S("v256", "tput"), 33.3)),
  V("qual", "at just 61 thousand", "at more than 100 thousand", not S("v4k", "ops") > 100),
  )
E = g("endurance")
C(R, "en", "At the endurance run's write rate the {14.0} PB rated drive lasts about {1.4} years under leveled compaction and {4.2} years under size-tiered, three times as long [@AU4].",
  [r(E), r(life("leveled")), r(life("tiered"))],
  val("the 14.0 PB", "the 41.0 PB", E),
  val("about 1.4 years", "about 2.4 years", life("leveled")),
  val("and 4.2 years", "and 2.4 years", life("tiered")),
  V("value", "three times as long", "twice as long", off(life("tiered") / life("leveled"), 2, 0.1)),
  V("unit", "about 1.4 years", "about 1.4 months", True, "1.4 years is about 17 months"),
  V("unit", "the 14.0 PB", "the 14.0 TB", off(E * 1000, 14.0)),
  V("row", "years under size-tiered", "years under hybrid", off(life("hybrid"), 4.2)),
  V("dir", "three times as long", "a third as long", life("tiered") > life("leveled")),
  V("qual", "lasts about 1.4 years", "lasts more than two years", not life("leveled") > 2),
  )
C(R, "en", "Point reads during writes stay fast at the median, {62} µs, but the 99th percentile is {310} µs, five times that, and the 99.9th reaches {1.45} ms [@AU4].",
  [r(gl("p50")), r(gl("p99")), r(gl("p999") / 1000)],
  val("median, 62 µs", "median, 26 µs", gl("p50")),
  val("is 310 µs", "is 130 µs", gl("p99")),
  val("reaches 1.45 ms", "reaches 14.5 ms", gl("p999") / 1000),
  V("value", "five times that", "three times that", off(gl("p99") / gl("p50"), 3, 0.1)),
  V("unit", "median, 62 µs", "median, 62 ms", off(gl("p50") / 1000, 62)),
  V("unit", "reaches 1.45 ms", "reaches 1.45 s", off(gl("p999") / 1e6, 1.45)),
  V("stat", "at the median", "on average", True, "the report gives percentiles only"),
  V("stat", "the 99th percentile is 310", "the 99.9th percentile is 310", off(gl("p999"), 310)),
  V("row", "Point reads during writes", "Point reads with size-tiered compaction during writes", True, "read latency was measured with leveled compaction only"),
  )
C(R, "zh", "1KB 值下采用分层压缩时,LunarisKV 写放大达 {18.5} 倍,每秒写入 {18.2} 万次,用户写入带宽 {186.4}MB/s [@AU4]。",
  [r(K("leveled", "write_amp")), r(K("leveled", "ingest") / 10), r(S("v1k", "tput"))],
  val("写放大达 18.5 倍", "写放大达 15.8 倍", K("leveled", "write_amp")),
  val("写入 18.2 万次", "写入 28.2 万次", K("leveled", "ingest") / 10),
  val("带宽 186.4MB/s", "带宽 168.4MB/s", S("v1k", "tput")),
  V("unit", "带宽 186.4MB/s", "带宽 186.4GB/s", off(S("v1k", "tput") / 1000, 186.4)),
  V("unit", "18.2 万次", "18.2 千次", off(K("leveled", "ingest"), 18.2)),
  V("row", "采用分层压缩时", "采用大小分级压缩时", off(K("tiered", "write_amp"), 18.5)),
  V("col", "写放大达 18.5 倍", "空间放大达 18.5 倍", off(K("leveled", "space_amp"), 18.5)),
  V("qual", "写放大达 18.5 倍", "写放大不到 10 倍", not K("leveled", "write_amp") < 10),
  )
cut = 100 * (1 - K("tiered", "drive_writes") / K("leveled", "drive_writes"))
C(R, "zh", "改用大小分级压缩后,24 小时写盘量从 {27.2}TB 降到 {9.1}TB,减少了约 {67}% [@AU4]。",
  [r(K("leveled", "drive_writes")), r(K("tiered", "drive_writes")), r(cut)],
  val("从 27.2TB", "从 22.7TB", K("leveled", "drive_writes")),
  val("降到 9.1TB", "降到 19.1TB", K("tiered", "drive_writes")),
  val("约 67%", "约 33%", cut),
  V("dir", "降到 9.1TB", "升到 9.1TB", K("tiered", "drive_writes") < K("leveled", "drive_writes")),
  V("dir", "减少了约 67%", "增加了约 67%", K("tiered", "drive_writes") < K("leveled", "drive_writes")),
  V("unit", "降到 9.1TB", "降到 9.1GB", off(K("tiered", "drive_writes") * 1000, 9.1)),
  V("unit", "约 67%", "约 67 个百分点", True, "a relative cut, not a gap between percentages"),
  V("row", "改用大小分级压缩后", "改用混合压缩后", off(K("hybrid", "drive_writes"), 9.1)),
  V("qual", "减少了约 67%", "减少了不到一半", not cut < 50),
  )
more = 100 * (K("tiered", "space_amp") / K("leveled", "space_amp") - 1)
C(R, "zh", "代价是空间:大小分级压缩的空间放大为 {1.85} 倍,分层压缩只有 {1.12} 倍,前者要多占约 {65}% 的磁盘空间 [@AU4]。",
  [r(K("tiered", "space_amp")), r(K("leveled", "space_amp")), r(more)],
  val("为 1.85 倍", "为 1.58 倍", K("tiered", "space_amp")),
  val("只有 1.12 倍", "只有 1.21 倍", K("leveled", "space_amp")),
  val("约 65%", "约 56%", more),
  V("dir", "多占约 65%", "少占约 65%", K("tiered", "space_amp") > K("leveled", "space_amp")),
  V("col", "大小分级压缩的空间放大", "大小分级压缩的写放大", off(K("tiered", "write_amp"), 1.85)),
  V("row", "分层压缩只有", "混合压缩只有", off(K("hybrid", "space_amp"), 1.12)),
  V("qual", "多占约 65%", "多占一倍以上", not K("tiered", "space_amp") / K("leveled", "space_amp") > 2),
  V("unit", "为 1.85 倍", "为 1.85%", True, "a ratio of 1.85x, not a percentage"),
  )
C(R, "zh", "按 {14.0}PB 的额定写入量推算,混合压缩下这块盘约能用 {2.7} 年,介于分层压缩的 {1.4} 年和大小分级压缩的 {4.2} 年之间 [@AU4]。",
  [r(E), r(life("hybrid")), r(life("leveled")), r(life("tiered"))],
  val("按 14.0PB", "按 1.4PB", E),
  val("约能用 2.7 年", "约能用 3.7 年", life("hybrid")),
  val("的 1.4 年", "的 1.1 年", life("leveled")),
  val("的 4.2 年", "的 2.4 年", life("tiered")),
  V("unit", "约能用 2.7 年", "约能用 2.7 个月", True, "2.7 years, not months"),
  V("unit", "按 14.0PB", "按 14.0TB", off(E * 1000, 14.0)),
  V("row", "混合压缩下这块盘", "分层压缩下这块盘", off(life("leveled"), 2.7)),
  V("qual", "约能用 2.7 年", "能用 3 年以上", not life("hybrid") > 3),
  )
C(R, "zh", "值越小,写放大越高:{64} 字节的值写放大 {26.4} 倍,{256} 字节为 {22.0} 倍,到 {4,096} 字节降到 {11.2} 倍 [@AU4]。",
  [r(S("v64", "size")), r(S("v64", "write_amp")), r(S("v256", "size")), r(S("v256", "write_amp")), r(S("v4k", "size")), r(S("v4k", "write_amp"))],
  val("64 字节的值", "128 字节的值", S("v64", "size")),
  val("写放大 26.4", "写放大 24.6", S("v64", "write_amp")),
  val("256 字节为", "512 字节为", S("v256", "size")),
  val("为 22.0 倍", "为 20.2 倍", S("v256", "write_amp")),
  val("4,096 字节降到", "8,192 字节降到", S("v4k", "size")),
  val("降到 11.2 倍", "降到 21.1 倍", S("v4k", "write_amp")),
  V("dir", "写放大越高", "写放大越低", S("v64", "write_amp") > S("v4k", "write_amp")),
  V("dir", "降到 11.2 倍", "升到 11.2 倍", S("v4k", "write_amp") < S("v256", "write_amp")),
  V("unit", "64 字节的值", "64KB 的值", True, "the report tested 64-byte values"),
  )
rs = g("run_spread")
C(R, "zh", "测试数据集为 {800}GB,五次重复运行的吞吐波动只有 {1.2}%~{3.5}% [@AU4]。",
  [r(ds), r(rs[0]), r(rs[1])],
  val("为 800GB", "为 600GB", ds),
  val("只有 1.2%", "只有 2.1%", rs[0]),
  val("~3.5%", "~5.3%", rs[1]),
  V("unit", "为 800GB", "为 800TB", off(ds / 1000, 800)),
  V("qual", "只有 1.2%~3.5%", "超过 5%", not rs[0] > 5),
  V("value", "五次重复运行", "三次重复运行", True, "the runs were repeated five times"),
  V("col", "测试数据集为 800GB", "应用写入量为 800GB", off(uw * 1000, 800)),
  V("stat", "吞吐波动只有", "时延波动只有", True, "the spread is of throughput"),
  )
C(R, "zh", "混合压缩每秒写入 {32} 万次,比分层压缩多 {76}%,写放大却只有后者的 {53}% [@AU4]。",
  [r(K("hybrid", "ingest") / 10), r(100 * (K("hybrid", "ingest") / K("leveled", "ingest") - 1)), r(100 * K("hybrid", "write_amp") / K("leveled", "write_amp"))],
  val("写入 32 万次", "写入 23 万次", K("hybrid", "ingest") / 10),
  val("多 76%", "多 67%", 100 * (K("hybrid", "ingest") / K("leveled", "ingest") - 1)),
  val("后者的 53%", "后者的 35%", 100 * K("hybrid", "write_amp") / K("leveled", "write_amp")),
  V("row", "比分层压缩多", "比大小分级压缩多", K("hybrid", "ingest") < K("tiered", "ingest")),
  V("dir", "比分层压缩多 76%", "比分层压缩少 76%", K("hybrid", "ingest") > K("leveled", "ingest")),
  V("col", "写放大却只有", "空间放大却只有", off(100 * K("hybrid", "space_amp") / K("leveled", "space_amp"), 53)),
  V("qual", "只有后者的 53%", "超过后者", not K("hybrid", "write_amp") > K("leveled", "write_amp")),
  V("unit", "32 万次", "32 千次", off(K("hybrid", "ingest"), 32)),
  )
C(R, "zh", "分层压缩下边写边读,单点读 P99 时延为 {310} 微秒,P99.9 为 {1.45} 毫秒,约是 P99 的 {4.7} 倍 [@AU4]。",
  [r(gl("p99")), r(gl("p999") / 1000), r(gl("p999") / gl("p99"))],
  val("时延为 310 微秒", "时延为 130 微秒", gl("p99")),
  val("为 1.45 毫秒", "为 1.54 毫秒", gl("p999") / 1000),
  val("的 4.7 倍", "的 3.7 倍", gl("p999") / gl("p99")),
  V("unit", "时延为 310 微秒", "时延为 310 毫秒", off(gl("p99") * 1000, 310)),
  V("unit", "为 1.45 毫秒", "为 1.45 秒", off(gl("p999") / 1e6, 1.45)),
  V("stat", "P99 时延为 310", "中位数时延为 310", off(gl("p50"), 310)),
  V("stat", "P99.9 为 1.45", "P99 为 1.45", off(gl("p99") / 1000, 1.45)),
  V("row", "分层压缩下边写边读", "大小分级压缩下边写边读", True, "read latency was measured with leveled compaction only"),
  V("dir", "约是 P99 的 4.7 倍", "约是 P99 的 4.7 分之一", gl("p999") > gl("p99")),
  )

# ---------------------------------------------------------------------------------------------------------------
# AU5: 奇岩 QY-OS8 HDD object storage, erasure coding and rebuild (Chinese-first)
g = getter("AU5")
R = "AU5"
Pl = lambda row, col: g(f"policy.{row}.{col}")
Dz = lambda row, col: g(f"drive_size.{row}.{col}")
sg = lambda k: g(f"small_get.{k}")
nodes, drives, rawc = g("nodes"), g("drives_total"), g("raw_capacity")
C(R, "zh", "QY-OS8 测试集群共 {16} 个存储节点、{576} 块 20TB 硬盘,裸容量 {11.52}PB,平均每个节点 {36} 块盘 [@AU5]。",
  [r(nodes), r(drives), r(rawc), r(drives / nodes)],
  val("共 16 个", "共 18 个", nodes),
  val("576 块", "567 块", drives),
  val("裸容量 11.52PB", "裸容量 15.12PB", rawc),
  val("每个节点 36 块", "每个节点 32 块", drives / nodes),
  V("unit", "裸容量 11.52PB", "裸容量 11.52TB", off(rawc * 1000, 11.52)),
  V("unit", "576 块 20TB 硬盘", "576 个 20TB 节点", True, "576 counts drives, not nodes"),
  V("qual", "共 16 个存储节点", "共有 20 个以上存储节点", not nodes > 20),
  V("stat", "平均每个节点 36 块盘", "全集群 36 块盘", off(drives, 36)),
  )
C(R, "zh", "用 EC 8+3 时,容量可用率 {72.7}%,可同时坏 {3} 块盘;三副本可用率只有 {33.3}%,却只能容忍 {2} 块盘失效 [@AU5]。",
  [r(Pl("ec8_3", "usable")), r(Pl("ec8_3", "tolerate")), r(Pl("rep3", "usable")), r(Pl("rep3", "tolerate"))],
  val("可用率 72.7%", "可用率 77.2%", Pl("ec8_3", "usable")),
  val("同时坏 3 块", "同时坏 4 块", Pl("ec8_3", "tolerate")),
  val("只有 33.3%", "只有 66.7%", Pl("rep3", "usable")),
  val("容忍 2 块", "容忍 3 块", Pl("rep3", "tolerate")),
  V("row", "用 EC 8+3 时", "用 EC 12+4 时", off(Pl("ec12_4", "usable"), 72.7)),
  V("unit", "同时坏 3 块盘", "同时坏 3 个节点", True, "the policy tolerates 3 drives"),
  V("qual", "只能容忍 2 块盘失效", "能容忍 3 块以上盘失效", not Pl("rep3", "tolerate") >= 3),
  V("dir", "三副本可用率只有 33.3%", "三副本可用率高达 33.3%,超过 EC 8+3", Pl("rep3", "usable") < Pl("ec8_3", "usable")),
  )
C(R, "zh", "可用率从 EC 4+2 的 {66.7}% 提高到 EC 12+4 的 {75.0}%,多出 {8.3} 个百分点,单盘重建时间却从 {7.5} 小时拉长到 {13.6} 小时 [@AU5]。",
  [r(Pl("ec4_2", "usable")), r(Pl("ec12_4", "usable")), r(Pl("ec12_4", "usable") - Pl("ec4_2", "usable")), r(Pl("ec4_2", "rebuild")), r(Pl("ec12_4", "rebuild"))],
  val("的 66.7%", "的 76.7%", Pl("ec4_2", "usable")),
  val("的 75.0%", "的 57.0%", Pl("ec12_4", "usable")),
  val("多出 8.3 个", "多出 3.8 个", Pl("ec12_4", "usable") - Pl("ec4_2", "usable")),
  val("从 7.5 小时", "从 5.7 小时", Pl("ec4_2", "rebuild")),
  val("到 13.6 小时", "到 16.3 小时", Pl("ec12_4", "rebuild")),
  V("unit", "多出 8.3 个百分点", "多出 8.3%", off(100 * (Pl("ec12_4", "usable") / Pl("ec4_2", "usable") - 1), 8.3)),
  V("unit", "到 13.6 小时", "到 13.6 分钟", off(Pl("ec12_4", "rebuild") * 60, 13.6)),
  V("dir", "提高到 EC 12+4", "降低到 EC 12+4", Pl("ec12_4", "usable") > Pl("ec4_2", "usable")),
  V("dir", "拉长到", "缩短到", Pl("ec12_4", "rebuild") > Pl("ec4_2", "rebuild")),
  V("row", "提高到 EC 12+4 的", "提高到 EC 8+3 的", off(Pl("ec8_3", "usable"), 75.0)),
  )
C(R, "zh", "EC 8+3 与 EC 12+4 的 GET 带宽同为 {15.0}GB/s,PUT 带宽分别为 {11.8}GB/s 和 {12.4}GB/s;三副本 PUT 只有 {6.1}GB/s,约为 EC 8+3 的一半 [@AU5]。",
  [r(Pl("ec8_3", "get")), r(Pl("ec8_3", "put")), r(Pl("ec12_4", "put")), r(Pl("rep3", "put"))],
  val("同为 15.0GB/s", "同为 15.6GB/s", Pl("ec8_3", "get")),
  val("分别为 11.8GB/s", "分别为 18.1GB/s", Pl("ec8_3", "put")),
  val("和 12.4GB/s", "和 14.2GB/s", Pl("ec12_4", "put")),
  val("只有 6.1GB/s", "只有 9.6GB/s", Pl("rep3", "put")),
  V("unit", "同为 15.0GB/s", "同为 15.0Gbps", off(Pl("ec8_3", "get") * 8, 15.0)),
  V("col", "GET 带宽同为", "PUT 带宽同为", Pl("ec8_3", "put") != Pl("ec12_4", "put")),
  V("row", "三副本 PUT 只有", "EC 4+2 PUT 只有", off(Pl("ec4_2", "put"), 6.1)),
  V("value", "约为 EC 8+3 的一半", "约为 EC 8+3 的三分之一", off(Pl("rep3", "put") / Pl("ec8_3", "put"), 1 / 3, 0.15)),
  V("qual", "只有 6.1GB/s", "超过 8GB/s", not Pl("rep3", "put") > 8),
  )
C(R, "zh", "三副本重建最快:一块 20TB 盘 {4.2} 小时即可恢复,EC 12+4 要 {13.6} 小时,是前者的 {3.2} 倍 [@AU5]。",
  [r(Pl("rep3", "rebuild")), r(Pl("ec12_4", "rebuild")), r(Pl("ec12_4", "rebuild") / Pl("rep3", "rebuild"))],
  val("盘 4.2 小时", "盘 2.4 小时", Pl("rep3", "rebuild")),
  val("要 13.6 小时", "要 16.3 小时", Pl("ec12_4", "rebuild")),
  val("的 3.2 倍", "的 2.2 倍", Pl("ec12_4", "rebuild") / Pl("rep3", "rebuild")),
  V("unit", "盘 4.2 小时", "盘 4.2 分钟", off(Pl("rep3", "rebuild") * 60, 4.2)),
  V("dir", "三副本重建最快", "三副本重建最慢", Pl("rep3", "rebuild") == min(Pl(k, "rebuild") for k in ["ec4_2", "ec8_3", "ec12_4", "rep3"])),
  V("row", "EC 12+4 要", "EC 8+3 要", off(Pl("ec8_3", "rebuild"), 13.6)),
  V("qual", "4.2 小时即可恢复", "不到 4 小时即可恢复", not Pl("rep3", "rebuild") < 4),
  V("dir", "是前者的 3.2 倍", "是前者的 3.2 分之一", Pl("ec12_4", "rebuild") > Pl("rep3", "rebuild")),
  )
inc_t = 100 * (Dz("d20", "idle") / Dz("d12", "idle") - 1)
inc_c = 100 * (Dz("d20", "cap") / Dz("d12", "cap") - 1)
C(R, "zh", "在 EC 8+3 下,硬盘从 {12}TB 换成 {20}TB,空闲重建时间从 {6.1} 小时增加到 {9.8} 小时,增幅约 {61}%,而容量增加了 {67}% [@AU5]。",
  [r(Dz("d12", "cap")), r(Dz("d20", "cap")), r(Dz("d12", "idle")), r(Dz("d20", "idle")), r(inc_t), r(inc_c)],
  val("从 12TB", "从 16TB", Dz("d12", "cap")),
  val("换成 20TB", "换成 24TB", Dz("d20", "cap")),
  val("从 6.1 小时", "从 8.0 小时", Dz("d12", "idle")),
  val("到 9.8 小时", "到 8.9 小时", Dz("d20", "idle")),
  val("增幅约 61%", "增幅约 16%", inc_t),
  val("增加了 67%", "增加了 76%", inc_c),
  V("dir", "增加到 9.8", "减少到 9.8", Dz("d20", "idle") > Dz("d12", "idle")),
  V("stat", "空闲重建时间", "业务负载下的重建时间", off(Dz("d12", "loaded"), 6.1)),
  V("qual", "增幅约 61%", "增幅超过容量增幅", not inc_t > inc_c),
  V("unit", "到 9.8 小时", "到 9.8 天", off(Dz("d20", "idle") / 24, 9.8)),
  )
C(R, "zh", "业务负载下重建明显变慢:20TB 盘需要 {15.7} 小时,比空闲时多 {5.9} 小时,约为 {1.6} 倍;{24}TB 盘没有做负载下的重建测试 [@AU5]。",
  [r(Dz("d20", "loaded")), r(Dz("d20", "loaded") - Dz("d20", "idle")), r(Dz("d20", "loaded") / Dz("d20", "idle")), r(Dz("d24", "cap"))],
  val("需要 15.7 小时", "需要 17.5 小时", Dz("d20", "loaded")),
  val("多 5.9 小时", "多 9.5 小时", Dz("d20", "loaded") - Dz("d20", "idle")),
  val("约为 1.6 倍", "约为 2.6 倍", Dz("d20", "loaded") / Dz("d20", "idle")),
  V("value", "24TB 盘没有", "16TB 盘没有", True, "the 16 TB drive was rebuilt under load (12.5 hours)"),
  V("unit", "需要 15.7 小时", "需要 15.7 分钟", off(Dz("d20", "loaded") * 60, 15.7)),
  V("dir", "明显变慢", "明显变快", Dz("d20", "loaded") > Dz("d20", "idle")),
  V("dir", "比空闲时多", "比空闲时少", Dz("d20", "loaded") > Dz("d20", "idle")),
  V("row", "20TB 盘需要", "12TB 盘需要", off(Dz("d12", "loaded"), 15.7)),
  V("qual", "需要 15.7 小时", "不到 12 小时", not Dz("d20", "loaded") < 12),
  )
C(R, "zh", "EC 8+3 下 64KB 小对象 GET 的中位时延 {12} 毫秒,P99 为 {48} 毫秒,是中位数的 {4} 倍 [@AU5]。",
  [r(sg("p50")), r(sg("p99")), r(sg("p99") / sg("p50"))],
  val("时延 12 毫秒", "时延 21 毫秒", sg("p50")),
  val("P99 为 48", "P99 为 84", sg("p99")),
  val("的 4 倍", "的 3 倍", sg("p99") / sg("p50")),
  V("unit", "时延 12 毫秒", "时延 12 秒", off(sg("p50") / 1000, 12)),
  V("unit", "P99 为 48 毫秒", "P99 为 48 微秒", off(sg("p99") * 1000, 48)),
  V("stat", "中位时延 12", "平均时延 12", True, "the report gives P50 and P99 only"),
  V("stat", "P99 为 48", "P99.9 为 48", True, "the report gives P50 and P99 only"),
  V("row", "EC 8+3 下 64KB", "EC 4+2 下 64KB", True, "small-object latency was measured under EC 8+3 only"),
  V("dir", "是中位数的 4 倍", "是中位数的四分之一", sg("p99") > sg("p50")),
  )
rl = g("rebuild_limit"); nn = g("node_net")
C(R, "zh", "重建带宽可按节点在 {200}~{800}MB/s 之间限速,上限是下限的 {4} 倍;每节点网络为 {50}Gbps,即 {6.25}GB/s [@AU5]。",
  [r(rl[0]), r(rl[1]), r(rl[1] / rl[0]), r(nn), r(nn / 8)],
  val("在 200~", "在 300~", rl[0]),
  val("~800MB/s", "~1,000MB/s", rl[1]),
  val("的 4 倍", "的 3 倍", rl[1] / rl[0]),
  val("为 50Gbps", "为 25Gbps", nn),
  val("即 6.25GB/s", "即 5.0GB/s", nn / 8),
  V("unit", "~800MB/s", "~800GB/s", off(rl[1] / 1000, 800)),
  V("unit", "为 50Gbps", "为 50GB/s", off(nn / 8, 50)),
  V("dir", "上限是下限的 4 倍", "下限是上限的 4 倍", rl[1] > rl[0]),
  V("stat", "可按节点在", "全集群合计只能在", True, "the limit is per node"),
  )
C(R, "en", "The QY-OS8 test cluster packs {576} drives of {20} TB into {16} nodes, {11.52} PB raw [@AU5].",
  [r(drives), r(Dz("d20", "cap")), r(nodes), r(rawc)],
  val("packs 576", "packs 675", drives),
  val("of 20 TB", "of 24 TB", Dz("d20", "cap")),
  val("into 16 nodes", "into 12 nodes", nodes),
  val("11.52 PB", "15.12 PB", rawc),
  V("unit", "11.52 PB", "11.52 TB", off(rawc * 1000, 11.52)),
  V("unit", "into 16 nodes", "into 16 racks", True, "16 counts nodes, not racks"),
  V("unit", "of 20 TB", "of 20 TiB", off(Dz("d20", "cap") / 1.099511627776, 20)),
  V("qual", "packs 576 drives", "packs more than 600 drives", not drives > 600),
  )
usable = Pl("ec8_3", "usable") / 100 * rawc
C(R, "en", "Under EC 8+3, {72.7}% of raw capacity is usable, about {8.4} PB of the cluster's {11.52} PB [@AU5].",
  [r(Pl("ec8_3", "usable")), a(usable), r(rawc)],
  val("8+3, 72.7%", "8+3, 27.7%", Pl("ec8_3", "usable")),
  val("about 8.4 PB", "about 9.4 PB", usable, 0.06),
  val("cluster's 11.52 PB", "cluster's 12.52 PB", rawc),
  V("row", "Under EC 8+3", "Under EC 4+2", off(Pl("ec4_2", "usable"), 72.7)),
  V("unit", "about 8.4 PB", "about 8.4 TB", off(usable * 1000, 8.4, 0.06)),
  V("qual", "about 8.4 PB", "more than 9 PB", not usable > 9),
  V("dir", "of raw capacity is usable", "of raw capacity is lost to parity", off(100 - Pl("ec8_3", "usable"), 72.7)),
  V("row", "Under EC 8+3", "With three-way replication", off(Pl("rep3", "usable"), 72.7)),
  )
C(R, "en", "Replication writes slowest: three copies push only {6.1} GB/s of PUTs, while EC 12+4 reaches {12.4} GB/s, about twice as much, and reads stay close across all four policies, {14.2} to {15.6} GB/s [@AU5].",
  [r(Pl("rep3", "put")), r(Pl("ec12_4", "put")), r(Pl("ec4_2", "get")), r(Pl("rep3", "get"))],
  val("only 6.1 GB/s", "only 9.6 GB/s", Pl("rep3", "put")),
  val("reaches 12.4 GB/s", "reaches 21.4 GB/s", Pl("ec12_4", "put")),
  val("policies, 14.2", "policies, 15.0", min(Pl(k, "get") for k in ["ec4_2", "ec8_3", "ec12_4", "rep3"])),
  val("to 15.6 GB/s", "to 16.5 GB/s", max(Pl(k, "get") for k in ["ec4_2", "ec8_3", "ec12_4", "rep3"])),
  V("value", "about twice as much", "about three times as much", off(Pl("ec12_4", "put") / Pl("rep3", "put"), 3, 0.1)),
  V("dir", "Replication writes slowest", "Replication writes fastest", Pl("rep3", "put") == min(Pl(k, "put") for k in ["ec4_2", "ec8_3", "ec12_4", "rep3"])),
  V("row", "while EC 12+4 reaches", "while EC 8+3 reaches", off(Pl("ec8_3", "put"), 12.4)),
  V("unit", "reaches 12.4 GB/s", "reaches 12.4 Gbps", off(Pl("ec12_4", "put") * 8, 12.4)),
  V("col", "6.1 GB/s of PUTs", "6.1 GB/s of GETs", off(Pl("rep3", "get"), 6.1)),
  )
rate = Dz("d20", "cap") * 1e6 / (Dz("d20", "idle") * 3600)
C(R, "en", "Rebuilding one {20} TB drive under EC 8+3 takes {9.8} hours on an idle cluster, an average of about {567} MB/s; under load it takes {15.7} hours [@AU5].",
  [r(Dz("d20", "cap")), r(Dz("d20", "idle")), a(rate), r(Dz("d20", "loaded"))],
  val("one 20 TB", "one 24 TB", Dz("d20", "cap")),
  val("takes 9.8 hours", "takes 8.9 hours", Dz("d20", "idle")),
  val("about 567 MB/s", "about 765 MB/s", rate, 0.06),
  val("takes 15.7 hours", "takes 17.5 hours", Dz("d20", "loaded")),
  V("unit", "takes 9.8 hours", "takes 9.8 minutes", off(Dz("d20", "idle") * 60, 9.8)),
  V("unit", "about 567 MB/s", "about 567 GB/s", off(rate / 1000, 567, 0.06)),
  V("row", "under EC 8+3 takes", "under EC 12+4 takes", off(Pl("ec12_4", "rebuild"), 9.8)),
  V("stat", "on an idle cluster, an average", "under load, an average", off(Dz("d20", "loaded"), 9.8)),
  V("qual", "takes 9.8 hours on", "takes under 8 hours on", not Dz("d20", "idle") < 8),
  )
C(R, "en", "Rebuild time grows almost linearly with drive size: {12} TB takes {6.1} hours, {16} TB {8.0} hours and {24} TB {11.9} hours, roughly {0.5} hours per terabyte [@AU5].",
  [r(Dz("d12", "cap")), r(Dz("d12", "idle")), r(Dz("d16", "cap")), r(Dz("d16", "idle")), r(Dz("d24", "cap")), r(Dz("d24", "idle")), a(Dz("d24", "idle") / Dz("d24", "cap"))],
  val("size: 12 TB", "size: 14 TB", Dz("d12", "cap")),
  val("takes 6.1 hours", "takes 1.6 hours", Dz("d12", "idle")),
  val("16 TB", "18 TB", Dz("d16", "cap")),
  val("8.0 hours", "9.0 hours", Dz("d16", "idle")),
  val("and 24 TB", "and 28 TB", Dz("d24", "cap")),
  val("11.9 hours", "19.1 hours", Dz("d24", "idle")),
  val("roughly 0.5 hours", "roughly 0.8 hours", Dz("d24", "idle") / Dz("d24", "cap"), 0.06),
  V("unit", "0.5 hours per terabyte", "0.5 minutes per terabyte", off(Dz("d24", "idle") / Dz("d24", "cap") * 60, 0.5, 0.06)),
  V("stat", "and 24 TB 11.9 hours", "and 24 TB 11.9 hours under load", True, "the 24 TB drive was not rebuilt under load (empty cell)"),
  V("dir", "grows almost linearly", "shrinks almost linearly", Dz("d24", "idle") > Dz("d12", "idle")),
  )
C(R, "en", "Median GET latency for 64 KB objects is {12} ms and the 99th percentile {48} ms, four times the median [@AU5].",
  [r(sg("p50")), r(sg("p99"))],
  val("is 12 ms", "is 21 ms", sg("p50")),
  val("percentile 48 ms", "percentile 84 ms", sg("p99")),
  V("value", "four times the median", "twice the median", off(sg("p99") / sg("p50"), 2, 0.1)),
  V("unit", "is 12 ms", "is 12 µs", off(sg("p50") * 1000, 12)),
  V("unit", "percentile 48 ms", "percentile 48 s", off(sg("p99") / 1000, 48)),
  V("stat", "Median GET latency", "Mean GET latency", True, "the report gives P50 and P99 only"),
  V("stat", "the 99th percentile", "the 99.9th percentile", True, "the report gives P50 and P99 only"),
  V("row", "for 64 KB objects", "for 4 MB objects", True, "latency was measured on 64 KB objects"),
  V("dir", "four times the median", "a quarter of the median", sg("p99") > sg("p50")),
  )
tot_net = nodes * nn
peak_get = max(Pl(k, "get") for k in ["ec4_2", "ec8_3", "ec12_4", "rep3"])
C(R, "en", "Each node has {50} Gbps of network, {800} Gbps across the cluster, or {100} GB/s, far above the {15.6} GB/s peak GET bandwidth [@AU5].",
  [r(nn), r(tot_net), r(tot_net / 8), r(peak_get)],
  val("has 50 Gbps", "has 25 Gbps", nn),
  val("800 Gbps", "400 Gbps", tot_net),
  val("or 100 GB/s", "or 200 GB/s", tot_net / 8),
  val("the 15.6 GB/s", "the 16.5 GB/s", peak_get),
  V("unit", "has 50 Gbps", "has 50 GB/s", off(nn / 8, 50)),
  V("unit", "or 100 GB/s", "or 100 Gbps", off(tot_net, 100)),
  V("dir", "far above the", "below the", tot_net / 8 > peak_get),
  V("stat", "peak GET bandwidth", "lowest GET bandwidth", off(min(Pl(k, "get") for k in ["ec4_2", "ec8_3", "ec12_4", "rep3"]), 15.6)),
  V("col", "peak GET bandwidth", "peak PUT bandwidth", off(max(Pl(k, "put") for k in ["ec4_2", "ec8_3", "ec12_4", "rep3"]), 15.6)),
  )
C(R, "en", "EC 4+2 and three-way replication both survive {2} failed drives, but EC 4+2 keeps {66.7}% of raw capacity usable, double the {33.3}% of replication [@AU5].",
  [r(Pl("ec4_2", "tolerate")), r(Pl("ec4_2", "usable")), r(Pl("rep3", "usable"))],
  val("survive 2 failed", "survive 3 failed", Pl("ec4_2", "tolerate")),
  val("keeps 66.7%", "keeps 76.7%", Pl("ec4_2", "usable")),
  val("the 33.3%", "the 23.3%", Pl("rep3", "usable")),
  V("value", "double the", "triple the", off(Pl("ec4_2", "usable") / Pl("rep3", "usable"), 3, 0.1)),
  V("row", "EC 4+2 and three-way", "EC 8+3 and three-way", Pl("ec8_3", "tolerate") != Pl("rep3", "tolerate")),
  V("unit", "2 failed drives", "2 failed nodes", True, "the tolerance is counted in drives"),
  V("qual", "both survive 2 failed drives", "both survive at least 3 failed drives", not Pl("rep3", "tolerate") >= 3),
  V("dir", "double the 33.3%", "half the 33.3%", Pl("ec4_2", "usable") > Pl("rep3", "usable")),
  )

# ---------------------------------------------------------------------------------------------------------------
# AU6: Axiomem MX-series memory expansion cards (English-first)
g = getter("AU6")
R = "AU6"
Cd = lambda row, col: g(f"cards_spec.{row}.{col}")
Mx = lambda row, col: g(f"mix.{row}.{col}")
dl = lambda k: g(f"dram_lat.{k}")
kt = lambda k: g(f"kv_tput.{k}")
kp = lambda k: g(f"kv_p99.{k}")
vm = lambda k: g(f"vms.{k}")
ld, ncard, al = g("local_dram"), g("cards"), g("added_lat")
C(R, "en", "Four MX-512 cards add {2,048} GiB to a server's {1,024} GiB of local DRAM, tripling its memory to {3,072} GiB [@AU6].",
  [r(ncard * Cd("mx512", "capacity")), r(ld), r(ld + ncard * Cd("mx512", "capacity"))],
  val("add 2,048 GiB", "add 1,024 GiB", ncard * Cd("mx512", "capacity")),
  val("server's 1,024 GiB", "server's 2,048 GiB", ld),
  val("to 3,072 GiB", "to 4,096 GiB", ld + ncard * Cd("mx512", "capacity")),
  V("value", "tripling its memory", "doubling its memory", off((ld + ncard * Cd("mx512", "capacity")) / ld, 2, 0.1)),
  V("unit", "add 2,048 GiB", "add 2,048 GB", off(ncard * Cd("mx512", "capacity") * 1.073741824, 2048)),
  V("row", "Four MX-512 cards", "Four MX-256 cards", off(ncard * Cd("mx256", "capacity"), 2048)),
  V("value", "Four MX-512 cards", "Two MX-512 cards", off(2 * Cd("mx512", "capacity"), 2048)),
  V("qual", "tripling its memory to 3,072 GiB", "taking its memory past 4,000 GiB", not ld + ncard * Cd("mx512", "capacity") > 4000),
  )
bw_gain = 100 * (Cd("mx512", "read_bw") / Cd("mx256", "read_bw") - 1)
C(R, "en", "The MX-128 and MX-256 both read at {52.0} GB/s; the four-channel MX-512 reaches {61.5} GB/s, only {18}% more despite twice the channels [@AU6].",
  [r(Cd("mx128", "read_bw")), r(Cd("mx512", "read_bw")), r(bw_gain)],
  val("at 52.0 GB/s", "at 25.0 GB/s", Cd("mx128", "read_bw")),
  val("reaches 61.5 GB/s", "reaches 65.1 GB/s", Cd("mx512", "read_bw")),
  val("only 18%", "only 28%", bw_gain),
  V("unit", "reaches 61.5 GB/s", "reaches 61.5 Gbps", off(Cd("mx512", "read_bw") / 8, 61.5)),
  V("row", "The MX-128 and MX-256 both", "The MX-128 and MX-512 both", Cd("mx128", "read_bw") != Cd("mx512", "read_bw")),
  V("dir", "18% more", "18% less", Cd("mx512", "read_bw") > Cd("mx256", "read_bw")),
  V("value", "twice the channels", "four times the channels", off(Cd("mx512", "channels") / Cd("mx256", "channels"), 4, 0.1)),
  V("qual", "only 18% more", "more than 25% more", not bw_gain > 25),
  V("col", "both read at 52.0 GB/s", "both draw 52.0 W", off(Cd("mx128", "power"), 52.0)),
  )
C(R, "en", "Local DRAM answers in {112} ns when idle; the cards add {136} to {159} ns on top, so even the MX-128's {248} ns is more than twice local latency [@AU6].",
  [r(dl("local")), r(al[0]), r(al[1]), r(Cd("mx128", "latency"))],
  val("in 112 ns", "in 121 ns", dl("local")),
  val("add 136 to", "add 163 to", al[0]),
  val("to 159 ns", "to 195 ns", al[1]),
  val("MX-128's 248 ns", "MX-128's 284 ns", Cd("mx128", "latency")),
  V("unit", "in 112 ns", "in 112 µs", off(dl("local") * 1e-3, 112)),
  V("row", "the MX-128's", "the MX-512's", off(Cd("mx512", "latency"), 248)),
  V("qual", "more than twice local latency", "more than three times local latency", not Cd("mx128", "latency") / dl("local") > 3),
  V("dir", "the cards add", "the cards save", al[0] > 0),
  V("stat", "answers in 112 ns when idle", "answers in 112 ns under load", True, "112 ns is the idle latency; the report gives no loaded DRAM latency"),
  )
C(R, "en", "A remote-socket DRAM access costs {198} ns, {86} ns more than local, yet still {50} ns less than the fastest expansion card [@AU6].",
  [r(dl("remote")), r(dl("remote") - dl("local")), r(Cd("mx128", "latency") - dl("remote"))],
  val("costs 198 ns", "costs 189 ns", dl("remote")),
  val("86 ns more", "68 ns more", dl("remote") - dl("local")),
  val("still 50 ns", "still 30 ns", Cd("mx128", "latency") - dl("remote")),
  V("unit", "costs 198 ns", "costs 198 ms", off(dl("remote") * 1e6, 198)),
  V("dir", "86 ns more than local", "86 ns less than local", dl("remote") > dl("local")),
  V("dir", "50 ns less than the fastest", "50 ns more than the fastest", dl("remote") < Cd("mx128", "latency")),
  V("row", "the fastest expansion card", "the slowest expansion card", off(Cd("mx512", "latency") - dl("remote"), 50)),
  V("qual", "still 50 ns less", "still over 100 ns less", not Cd("mx128", "latency") - dl("remote") > 100),
  )
drop = 100 * (1 - Mx("r0", "per_card") / Mx("r100", "per_card"))
C(R, "en", "On one MX-256, bandwidth falls from {52.0} GB/s with pure reads to {38.6} GB/s with pure writes, a {26}% drop, while loaded latency climbs from {410} ns to {520} ns [@AU6].",
  [r(Mx("r100", "per_card")), r(Mx("r0", "per_card")), r(drop), r(Mx("r100", "loaded_lat")), r(Mx("r0", "loaded_lat"))],
  val("from 52.0 GB/s", "from 62.0 GB/s", Mx("r100", "per_card")),
  val("to 38.6 GB/s", "to 36.8 GB/s", Mx("r0", "per_card")),
  val("a 26% drop", "a 16% drop", drop),
  val("from 410 ns", "from 450 ns", Mx("r100", "loaded_lat")),
  val("to 520 ns", "to 250 ns", Mx("r0", "loaded_lat")),
  V("dir", "bandwidth falls from", "bandwidth rises from", Mx("r0", "per_card") < Mx("r100", "per_card")),
  V("dir", "latency climbs from", "latency drops from", Mx("r0", "loaded_lat") > Mx("r100", "loaded_lat")),
  V("unit", "to 520 ns", "to 520 µs", off(Mx("r0", "loaded_lat") * 1e-3, 520)),
  V("stat", "loaded latency climbs", "idle latency climbs", off(Cd("mx256", "latency"), 410)),
  V("row", "with pure writes", "with a 1:1 mix", off(Mx("r50", "per_card"), 38.6)),
  )
eff = 100 * Mx("r100", "four_cards") / (4 * Mx("r100", "per_card"))
C(R, "en", "Four MX-256 cards deliver {201.6} GB/s of reads together, {97}% of four times a single card's {52.0} GB/s [@AU6].",
  [r(Mx("r100", "four_cards")), r(eff), r(Mx("r100", "per_card"))],
  val("deliver 201.6 GB/s", "deliver 210.6 GB/s", Mx("r100", "four_cards")),
  val("97%", "87%", eff),
  val("card's 52.0 GB/s", "card's 25.0 GB/s", Mx("r100", "per_card")),
  V("unit", "deliver 201.6 GB/s", "deliver 201.6 Gbps", off(Mx("r100", "four_cards") / 8, 201.6)),
  V("stat", "of reads together", "of reads each", off(Mx("r100", "per_card"), 201.6)),
  V("col", "of reads together", "of writes together", off(Mx("r0", "four_cards"), 201.6)),
  V("qual", "97% of four times", "more than 100% of four times", not eff > 100),
  V("value", "Four MX-256 cards", "Eight MX-256 cards", True, "the scaling test used four cards"),
  )
tp_loss = 100 * (1 - kt("tiered") / kt("dram_only"))
C(R, "en", "Moving the key-value store onto tiered memory costs only {6}% of its throughput, {1.71} million against {1.82} million operations per second, while its P99 latency rises from {0.42} ms to {0.51} ms [@AU6].",
  [r(tp_loss), r(kt("tiered")), r(kt("dram_only")), r(kp("dram_only")), r(kp("tiered"))],
  val("only 6%", "only 16%", tp_loss),
  val("throughput, 1.71 million", "throughput, 1.17 million", kt("tiered")),
  val("against 1.82 million", "against 2.82 million", kt("dram_only")),
  val("from 0.42 ms", "from 0.24 ms", kp("dram_only")),
  val("to 0.51 ms", "to 0.15 ms", kp("tiered")),
  V("unit", "to 0.51 ms", "to 0.51 s", off(kp("tiered") * 1e-3, 0.51)),
  V("unit", "1.71 million against 1.82 million", "1.71 thousand against 1.82 thousand", off(kt("tiered") * 1000, 1.71)),
  V("dir", "latency rises from", "latency falls from", kp("tiered") > kp("dram_only")),
  V("stat", "its P99 latency", "its mean latency", True, "the report gives P99 only"),
  V("qual", "costs only 6%", "costs more than 10%", not tp_loss > 10),
  )
C(R, "en", "The same server hosts {80} VMs with the cards instead of {48}, {32} more, a {67}% gain [@AU6].",
  [r(vm("tiered")), r(vm("dram_only")), r(vm("tiered") - vm("dram_only")), r(100 * (vm("tiered") / vm("dram_only") - 1))],
  val("hosts 80 VMs", "hosts 84 VMs", vm("tiered")),
  val("instead of 48", "instead of 64", vm("dram_only")),
  val("32 more", "23 more", vm("tiered") - vm("dram_only")),
  val("a 67% gain", "a 76% gain", 100 * (vm("tiered") / vm("dram_only") - 1)),
  V("dir", "32 more", "32 fewer", vm("tiered") > vm("dram_only")),
  V("dir", "a 67% gain", "a 67% loss", vm("tiered") > vm("dram_only")),
  V("unit", "a 67% gain", "a 67 percentage-point gain", True, "a relative gain, not a gap between percentages"),
  V("qual", "a 67% gain", "more than a doubling", not vm("tiered") / vm("dram_only") > 2),
  V("row", "with the cards instead of 48", "without the cards instead of 48", True, "80 VMs is the figure with the cards"),
  )
C(R, "en", "Power stays modest: {14} W for the MX-128, {17} W for the MX-256 and {25} W for the MX-512, about {0.05} W per GiB on the largest card [@AU6].",
  [r(Cd("mx128", "power")), r(Cd("mx256", "power")), r(Cd("mx512", "power")), r(Cd("mx512", "power") / Cd("mx512", "capacity"))],
  val("14 W", "41 W", Cd("mx128", "power")),
  val("17 W", "71 W", Cd("mx256", "power")),
  val("25 W", "52 W", Cd("mx512", "power")),
  val("about 0.05 W", "about 0.5 W", Cd("mx512", "power") / Cd("mx512", "capacity")),
  V("row", "on the largest card", "on the smallest card", off(Cd("mx128", "power") / Cd("mx128", "capacity"), 0.05)),
  V("unit", "25 W for the MX-512", "25 kW for the MX-512", True, "25 W, not kW"),
  V("row", "17 W for the MX-256", "17 W for the MX-512", off(Cd("mx512", "power"), 17)),
  V("qual", "Power stays modest: 14 W", "Power starts above 20 W: 14 W", not Cd("mx128", "power") > 20),
  )
C(R, "zh", "MX-256 单卡容量 {256}GiB,是 MX-128 的两倍,读带宽却同为 {52.0}GB/s,功耗只多 {3}W [@AU6]。",
  [r(Cd("mx256", "capacity")), r(Cd("mx256", "read_bw")), r(Cd("mx256", "power") - Cd("mx128", "power"))],
  val("容量 256GiB", "容量 265GiB", Cd("mx256", "capacity")),
  val("同为 52.0GB/s", "同为 61.5GB/s", Cd("mx256", "read_bw")),
  val("只多 3W", "只多 5W", Cd("mx256", "power") - Cd("mx128", "power")),
  V("unit", "容量 256GiB", "容量 256GB", off(Cd("mx256", "capacity") * 1.073741824, 256)),
  V("value", "是 MX-128 的两倍", "是 MX-128 的四倍", off(Cd("mx256", "capacity") / Cd("mx128", "capacity"), 4, 0.1)),
  V("row", "是 MX-128 的两倍,读带宽却同为", "是 MX-512 的两倍,读带宽却同为", Cd("mx256", "capacity") < Cd("mx512", "capacity")),
  V("dir", "功耗只多 3W", "功耗反而少 3W", Cd("mx256", "power") > Cd("mx128", "power")),
  V("col", "读带宽却同为", "空闲时延却同为", Cd("mx256", "latency") != Cd("mx128", "latency")),
  )
C(R, "zh", "三款扩展卡的空闲时延在 {248}~{271} 纳秒之间,比本路内存的 {112} 纳秒高出 {136}~{159} 纳秒 [@AU6]。",
  [r(Cd("mx128", "latency")), r(Cd("mx512", "latency")), r(dl("local")), r(al[0]), r(al[1])],
  val("在 248~", "在 284~", Cd("mx128", "latency")),
  val("~271 纳秒之间", "~217 纳秒之间", Cd("mx512", "latency")),
  val("的 112 纳秒", "的 121 纳秒", dl("local")),
  val("高出 136~", "高出 163~", al[0]),
  val("~159 纳秒 [", "~195 纳秒 [", al[1]),
  V("unit", "的 112 纳秒", "的 112 微秒", off(dl("local") * 1e-3, 112)),
  V("dir", "高出 136~", "低了 136~", al[0] > 0),
  V("stat", "的空闲时延在", "的负载下时延在", off(Mx("r100", "loaded_lat"), 248)),
  V("row", "比本路内存的", "比跨路内存的", off(dl("remote"), 112)),
  )
wdrop = 100 * (1 - Mx("r0", "four_cards") / Mx("r100", "four_cards"))
C(R, "zh", "{4} 张 MX-256 在纯读时合计 {201.6}GB/s,纯写时为 {150.2}GB/s,下降了约 {25}% [@AU6]。",
  [r(ncard), r(Mx("r100", "four_cards")), r(Mx("r0", "four_cards")), r(wdrop)],
  V("value", "4 张 MX-256", "8 张 MX-256", True, "the test used four cards"),
  val("合计 201.6GB/s", "合计 210.6GB/s", Mx("r100", "four_cards")),
  val("为 150.2GB/s", "为 105.2GB/s", Mx("r0", "four_cards")),
  val("约 25%", "约 35%", wdrop),
  V("dir", "下降了约 25%", "上升了约 25%", Mx("r0", "four_cards") < Mx("r100", "four_cards")),
  V("stat", "合计 201.6GB/s", "每卡 201.6GB/s", off(Mx("r100", "per_card"), 201.6)),
  V("unit", "合计 201.6GB/s", "合计 201.6Gbps", off(Mx("r100", "four_cards") / 8, 201.6)),
  V("row", "纯写时为 150.2GB/s", "读写各半时为 150.2GB/s", off(Mx("r50", "four_cards"), 150.2)),
  V("qual", "下降了约 25%", "下降了一半以上", not wdrop > 50),
  )
C(R, "zh", "读写比 1:1 时 MX-256 单卡带宽 {44.2}GB/s,负载下时延 {490} 纳秒,约为空闲时({252} 纳秒)的 {1.9} 倍 [@AU6]。",
  [r(Mx("r50", "per_card")), r(Mx("r50", "loaded_lat")), r(Cd("mx256", "latency")), r(Mx("r50", "loaded_lat") / Cd("mx256", "latency"))],
  val("带宽 44.2GB/s", "带宽 47.5GB/s", Mx("r50", "per_card")),
  val("时延 490 纳秒", "时延 455 纳秒", Mx("r50", "loaded_lat")),
  val("(252 纳秒)", "(225 纳秒)", Cd("mx256", "latency")),
  val("的 1.9 倍", "的 2.9 倍", Mx("r50", "loaded_lat") / Cd("mx256", "latency")),
  V("unit", "时延 490 纳秒", "时延 490 微秒", off(Mx("r50", "loaded_lat") * 1e-3, 490)),
  V("stat", "单卡带宽 44.2GB/s", "四卡合计带宽 44.2GB/s", off(Mx("r50", "four_cards"), 44.2)),
  V("row", "读写比 1:1 时", "纯写时", off(Mx("r0", "per_card"), 44.2)),
  V("dir", "约为空闲时(252 纳秒)的 1.9 倍", "比空闲时(252 纳秒)还低", Mx("r50", "loaded_lat") > Cd("mx256", "latency")),
  V("qual", "的 1.9 倍", "的两倍以上", not Mx("r50", "loaded_lat") / Cd("mx256", "latency") > 2),
  )
C(R, "zh", "键值存储改用分层内存后,吞吐从每秒 {182} 万次降到 {171} 万次,只下降约 {6}%;P99 时延从 {0.42} 毫秒升到 {0.51} 毫秒 [@AU6]。",
  [r(kt("dram_only") * 100), r(kt("tiered") * 100), r(tp_loss), r(kp("dram_only")), r(kp("tiered"))],
  val("每秒 182 万次", "每秒 128 万次", kt("dram_only") * 100),
  val("降到 171 万次", "降到 117 万次", kt("tiered") * 100),
  val("约 6%", "约 16%", tp_loss),
  val("从 0.42 毫秒", "从 0.24 毫秒", kp("dram_only")),
  val("升到 0.51 毫秒", "升到 0.15 毫秒", kp("tiered")),
  V("unit", "升到 0.51 毫秒", "升到 0.51 秒", off(kp("tiered") * 1e-3, 0.51)),
  V("dir", "降到 171 万次", "升到 171 万次", kt("tiered") < kt("dram_only")),
  V("stat", "P99 时延从", "平均时延从", True, "the report gives P99 only"),
  V("qual", "只下降约 6%", "下降超过 10%", not tp_loss > 10),
  )
C(R, "zh", "同一台服务器可运行的虚拟机从 {48} 台增加到 {80} 台,多出 {32} 台,增幅约 {67}% [@AU6]。",
  [r(vm("dram_only")), r(vm("tiered")), r(vm("tiered") - vm("dram_only")), r(100 * (vm("tiered") / vm("dram_only") - 1))],
  val("从 48 台", "从 64 台", vm("dram_only")),
  val("到 80 台", "到 96 台", vm("tiered")),
  val("多出 32 台", "多出 23 台", vm("tiered") - vm("dram_only")),
  val("约 67%", "约 76%", 100 * (vm("tiered") / vm("dram_only") - 1)),
  V("dir", "增加到", "减少到", vm("tiered") > vm("dram_only")),
  V("unit", "到 80 台", "到 80 个节点", True, "80 counts VMs, not nodes"),
  V("value", "增幅约 67%", "翻了一番", not 1.8 <= vm("tiered") / vm("dram_only") <= 2.2, "翻一番 is 2x within 10%; 80 / 48 = 1.67"),
  V("qual", "增幅约 67%", "增幅不到五成", not vm("tiered") / vm("dram_only") - 1 < 0.5),
  )
C(R, "zh", "服务器本地内存 {1,024}GiB,插满 {4} 张 MX-512 后总内存达 {3,072}GiB,是原来的三倍 [@AU6]。",
  [r(ld), r(ncard), r(ld + ncard * Cd("mx512", "capacity"))],
  val("内存 1,024GiB", "内存 2,048GiB", ld),
  val("插满 4 张", "插满 2 张", ncard),
  val("达 3,072GiB", "达 2,048GiB", ld + ncard * Cd("mx512", "capacity")),
  V("value", "是原来的三倍", "是原来的两倍", off((ld + ncard * Cd("mx512", "capacity")) / ld, 2, 0.1)),
  V("unit", "达 3,072GiB", "达 3,072GB", off((ld + ncard * Cd("mx512", "capacity")) * 1.073741824, 3072)),
  V("row", "4 张 MX-512", "4 张 MX-256", off(ld + ncard * Cd("mx256", "capacity"), 3072)),
  V("qual", "达 3,072GiB", "超过 4,000GiB", not ld + ncard * Cd("mx512", "capacity") > 4000),
  V("unit", "内存 1,024GiB", "内存 1,024TiB", off(ld / 1024, 1024)),
  )
C(R, "zh", "MX-512 用 {4} 个 DDR5 通道换来 {61.5}GB/s 读带宽,平均每通道约 {15.4}GB/s;双通道的 MX-256 每通道则有 {26.0}GB/s [@AU6]。",
  [r(Cd("mx512", "channels")), r(Cd("mx512", "read_bw")), r(Cd("mx512", "read_bw") / Cd("mx512", "channels")), r(Cd("mx256", "read_bw") / Cd("mx256", "channels"))],
  val("用 4 个", "用 8 个", Cd("mx512", "channels")),
  val("换来 61.5GB/s", "换来 65.1GB/s", Cd("mx512", "read_bw")),
  val("约 15.4GB/s", "约 30.8GB/s", Cd("mx512", "read_bw") / Cd("mx512", "channels")),
  val("则有 26.0GB/s", "则有 13.0GB/s", Cd("mx256", "read_bw") / Cd("mx256", "channels")),
  V("unit", "换来 61.5GB/s", "换来 61.5Gbps", off(Cd("mx512", "read_bw") / 8, 61.5)),
  V("stat", "平均每通道约 15.4GB/s", "四个通道合计约 15.4GB/s", off(Cd("mx512", "read_bw"), 15.4)),
  V("row", "MX-512 用 4 个", "MX-256 用 4 个", Cd("mx256", "channels") != 4),
  V("dir", "每通道则有 26.0GB/s", "每通道只有 26.0GB/s 的一半", True, "the MX-256 gets 26.0 GB/s per channel"),
  )
# ---------------------------------------------------------------------------------------------------------------
# Chinese-first reports list their zh claims first, English-first ones their en claims first (stable within a language).
FIRST = {"AU1": "zh", "AU2": "en", "AU3": "zh", "AU4": "en", "AU5": "zh", "AU6": "en"}
CLAIMS.sort(key=lambda c: (c[0], c[1] != FIRST[c[0]]))


def plain(text):
    return re.sub(r"\{([^{}]*?)!?\}", r"\1", text)


def main():
    bad = 0
    per = {}
    kinds = {}
    lines = ["# claims-fresh23: held-out claims against evidence/AU1.yaml .. AU6.yaml (written from the docs only).",
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
