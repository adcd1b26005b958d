#!/usr/bin/env python3
"""fresh24: every claim sentence of claims-fresh24.txt with its figures recomputed from the evidence files, and every
wrong variant checked to be false against the same evidence. No engine import.

  derive.py            check all claims and variants, print every figure (written vs computed)
  derive.py --write    the same, then (only if all is well) write ../claims-fresh24.txt

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
OUT = os.path.join(HERE, "..", "claims-fresh24.txt")
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
# AW1: 澜图 LT-PFS parallel file system, GPU training data loading (Chinese-first)
g = getter("AW1")
R = "AW1"
B = lambda row, col: g(f"backends.{row}.{col}")
S = lambda row, col: g(f"file_size.{row}.{col}")
def isnull(addr):
    try:
        g(addr); return False
    except KeyError:
        return True
x = B("pfs", "bw_64") / B("nfs41", "bw_64")
C(R, "zh", "64 卡训练时,LT-PFS 的读带宽达到 {24.8}GB/s,是原有 NFS 4.1 网关({4.3}GB/s)的 {5.8} 倍 [@AW1]。",
  [r(B("pfs", "bw_64")), r(B("nfs41", "bw_64")), r(x)],
  val("达到 24.8GB/s", "达到 28.4GB/s", B("pfs", "bw_64")),
  val("(4.3GB/s)", "(3.4GB/s)", B("nfs41", "bw_64")),
  val("的 5.8 倍", "的 4.8 倍", x),
  V("unit", "达到 24.8GB/s", "达到 24.8Gb/s", off(B("pfs", "bw_64") * 8, 24.8)),
  V("col", "64 卡训练时", "32 卡训练时", off(B("pfs", "bw_32"), 24.8)),
  V("row", "LT-PFS 的读带宽", "本地 NVMe 的读带宽", isnull("backends.local.bw_64"), "local NVMe was run at 8 GPUs only"),
  V("qual", "达到 24.8GB/s", "不到 20GB/s", not B("pfs", "bw_64") < 20),
  V("dir", "是原有 NFS 4.1 网关(4.3GB/s)的 5.8 倍", "只有原有 NFS 4.1 网关(4.3GB/s)的五分之一", x > 1),
  V("stat", "的读带宽达到", "每张卡的读带宽达到", off(B("pfs", "bw_64") / 64, 24.8)),
  V("row", "原有 NFS 4.1 网关(4.3GB/s)", "LT-PFS + 客户端缓存(4.3GB/s)", off(B("pfs_cache", "bw_64"), 4.3)),
  )
C(R, "zh", "从 NFS 网关换到 LT-PFS 后,64 卡的 GPU 平均利用率从 {38}% 提升到 {91}%,提高了 {53} 个百分点 [@AW1]。",
  [r(B("nfs41", "gpu_util")), r(B("pfs", "gpu_util")), r(B("pfs", "gpu_util") - B("nfs41", "gpu_util"))],
  val("从 38%", "从 48%", B("nfs41", "gpu_util")),
  val("提升到 91%", "提升到 81%", B("pfs", "gpu_util")),
  val("提高了 53 个", "提高了 35 个", B("pfs", "gpu_util") - B("nfs41", "gpu_util")),
  V("dir", "提升到 91%", "降低到 91%", B("pfs", "gpu_util") > B("nfs41", "gpu_util")),
  V("unit", "提高了 53 个百分点", "提高了 53%", off(100 * (B("pfs", "gpu_util") / B("nfs41", "gpu_util") - 1), 53), "relative gain is 139%"),
  V("row", "换到 LT-PFS 后", "换到 LT-PFS + 客户端缓存后", off(B("pfs_cache", "gpu_util"), 91)),
  V("qual", "提高了 53 个百分点", "提高了不到 40 个百分点", not B("pfs", "gpu_util") - B("nfs41", "gpu_util") < 40),
  V("stat", "GPU 平均利用率", "GPU 峰值利用率", True, "the report gives mean utilisation only"),
  V("col", "64 卡的 GPU", "8 卡的 GPU", True, "utilisation was measured at 64 GPUs only"),
  )
C(R, "zh", "64 卡训练时,单轮 epoch 用时从 NFS 网关的 {112} 分钟缩短到 LT-PFS 的 {47} 分钟,省下 {65} 分钟,不到原来的一半 [@AW1]。",
  [r(B("nfs41", "epoch")), r(B("pfs", "epoch")), r(B("nfs41", "epoch") - B("pfs", "epoch"))],
  val("网关的 112 分钟", "网关的 121 分钟", B("nfs41", "epoch")),
  val("LT-PFS 的 47 分钟", "LT-PFS 的 74 分钟", B("pfs", "epoch")),
  val("省下 65 分钟", "省下 56 分钟", B("nfs41", "epoch") - B("pfs", "epoch")),
  V("unit", "LT-PFS 的 47 分钟", "LT-PFS 的 47 小时", off(B("pfs", "epoch") / 60, 47)),
  V("dir", "缩短到", "延长到", B("pfs", "epoch") < B("nfs41", "epoch")),
  V("value", "不到原来的一半", "不到原来的三分之一", not B("pfs", "epoch") / B("nfs41", "epoch") < 1 / 3),
  V("row", "LT-PFS 的 47 分钟", "LT-PFS + 客户端缓存的 47 分钟", off(B("pfs_cache", "epoch"), 47)),
  V("col", "64 卡训练时", "32 卡训练时", True, "epoch time was measured at 64 GPUs only"),
  V("qual", "省下 65 分钟", "省下超过 80 分钟", not B("nfs41", "epoch") - B("pfs", "epoch") > 80),
  V("dir", "不到原来的一半", "超过原来的一半", not B("pfs", "epoch") / B("nfs41", "epoch") > 0.5),
  )
C(R, "zh", "加上客户端缓存后,LT-PFS 在 64 卡时的读带宽再提高到 {25.6}GB/s,GPU 利用率达到 {96}%,epoch 用时降到 {44} 分钟 [@AW1]。",
  [r(B("pfs_cache", "bw_64")), r(B("pfs_cache", "gpu_util")), r(B("pfs_cache", "epoch"))],
  val("提高到 25.6GB/s", "提高到 26.5GB/s", B("pfs_cache", "bw_64")),
  val("达到 96%", "达到 69%", B("pfs_cache", "gpu_util")),
  val("降到 44 分钟", "降到 34 分钟", B("pfs_cache", "epoch")),
  V("unit", "提高到 25.6GB/s", "提高到 25.6TB/s", off(B("pfs_cache", "bw_64") / 1000, 25.6)),
  V("unit", "降到 44 分钟", "降到 44 秒", off(B("pfs_cache", "epoch") * 60, 44)),
  V("row", "加上客户端缓存后", "不加客户端缓存时", off(B("pfs", "bw_64"), 25.6)),
  V("col", "在 64 卡时的读带宽", "在 32 卡时的读带宽", off(B("pfs_cache", "bw_32"), 25.6)),
  V("dir", "再提高到", "反而降到", B("pfs_cache", "bw_64") > B("pfs", "bw_64")),
  V("qual", "GPU 利用率达到 96%", "GPU 利用率不到 90%", not B("pfs_cache", "gpu_util") < 90),
  )
eff = 100 * B("pfs", "bw_64") / (8 * B("pfs", "bw_8"))
C(R, "zh", "在 LT-PFS 上,GPU 从 8 卡扩展到 64 卡,读带宽由 {3.2}GB/s 增至 {24.8}GB/s,扩展效率约 {97}% [@AW1]。",
  [r(B("pfs", "bw_8")), r(B("pfs", "bw_64")), r(eff)],
  val("由 3.2GB/s", "由 2.3GB/s", B("pfs", "bw_8")),
  val("增至 24.8GB/s", "增至 42.8GB/s", B("pfs", "bw_64")),
  val("约 97%", "约 79%", eff),
  V("col", "扩展到 64 卡", "扩展到 32 卡", off(B("pfs", "bw_32"), 24.8)),
  V("row", "在 LT-PFS 上", "在 NFS 网关上", off(B("nfs41", "bw_8"), 3.2)),
  V("dir", "增至 24.8GB/s", "降至 24.8GB/s", B("pfs", "bw_64") > B("pfs", "bw_8")),
  V("qual", "扩展效率约 97%", "扩展效率不到 80%", not eff < 80),
  V("unit", "增至 24.8GB/s", "增至 24.8GiB/s", off(B("pfs", "bw_64") / 1.073741824, 24.8)),
  V("unit", "由 3.2GB/s", "由 3.2GB/min", off(B("pfs", "bw_8") * 60, 3.2)),
  )
f16 = S("f16k", "files") * 1000 / 1e4
C(R, "zh", "按样本大小看,16KB 小样本每秒可读 {38} 万个文件,但带宽只有 {6.1}GB/s;1MB 分片的带宽则达到 {24.8}GB/s,约为前者的 {4} 倍 [@AW1]。",
  [r(f16), r(S("f16k", "bw")), r(S("f1m", "bw")), r(S("f1m", "bw") / S("f16k", "bw"))],
  val("可读 38 万个", "可读 83 万个", f16),
  val("只有 6.1GB/s", "只有 16.1GB/s", S("f16k", "bw")),
  val("达到 24.8GB/s", "达到 19.8GB/s", S("f1m", "bw")),
  val("约为前者的 4 倍", "约为前者的 3 倍", S("f1m", "bw") / S("f16k", "bw")),
  V("row", "1MB 分片的带宽", "128KB 样本的带宽", off(S("f128k", "bw"), 24.8)),
  V("row", "16KB 小样本每秒", "128KB 样本每秒", off(S("f128k", "files") * 1000 / 1e4, 38)),
  V("unit", "只有 6.1GB/s", "只有 6.1MB/s", off(S("f16k", "bw") * 1000, 6.1)),
  V("qual", "带宽只有 6.1GB/s", "带宽超过 10GB/s", not S("f16k", "bw") > 10),
  V("dir", "约为前者的 4 倍", "约为前者的四分之一", S("f1m", "bw") > S("f16k", "bw")),
  )
C(R, "zh", "小文件打开更慢:16KB 样本的 P99 打开时延为 {4.6} 毫秒,1MB 分片只有 {2.2} 毫秒,前者是后者的两倍多 [@AW1]。",
  [r(S("f16k", "open_p99")), r(S("f1m", "open_p99"))],
  val("时延为 4.6 毫秒", "时延为 6.4 毫秒", S("f16k", "open_p99")),
  val("只有 2.2 毫秒", "只有 1.2 毫秒", S("f1m", "open_p99")),
  V("unit", "时延为 4.6 毫秒", "时延为 4.6 微秒", off(S("f16k", "open_p99") * 1000, 4.6)),
  V("stat", "P99 打开时延", "平均打开时延", True, "the report gives P99 open latency only"),
  V("row", "1MB 分片只有", "128KB 样本只有", off(S("f128k", "open_p99"), 2.2)),
  V("row", "16KB 样本的", "8MB 分片的", isnull("file_size.f8m.open_p99"), "no open latency for 8 MB files"),
  V("value", "两倍多", "三倍多", not S("f16k", "open_p99") / S("f1m", "open_p99") > 3),
  V("dir", "小文件打开更慢", "小文件打开更快", S("f16k", "open_p99") > S("f1m", "open_p99")),
  V("qual", "只有 2.2 毫秒", "超过 3 毫秒", not S("f1m", "open_p99") > 3),
  )
rl = lambda k: g(f"read_lat.{k}")
C(R, "zh", "单个计算节点做 128KB 随机读,平均时延 {0.82} 毫秒,P99 为 {3.1} 毫秒,P99.9 为 {7.4} 毫秒 [@AW1]。",
  [r(rl("mean")), r(rl("p99")), r(rl("p999"))],
  val("平均时延 0.82", "平均时延 0.28", rl("mean")),
  val("P99 为 3.1", "P99 为 1.3", rl("p99")),
  val("P99.9 为 7.4", "P99.9 为 4.7", rl("p999")),
  V("unit", "平均时延 0.82 毫秒", "平均时延 0.82 秒", off(rl("mean") / 1000, 0.82)),
  V("unit", "P99.9 为 7.4 毫秒", "P99.9 为 7.4 微秒", off(rl("p999") * 1000, 7.4)),
  V("stat", "P99 为 3.1", "平均为 3.1", off(rl("mean"), 3.1)),
  V("stat", "P99.9 为 7.4", "P99 为 7.4", off(rl("p99"), 7.4)),
  V("qual", "平均时延 0.82 毫秒", "平均时延超过 1 毫秒", not rl("mean") > 1),
  V("col", "128KB 随机读", "128KB 随机写", True, "the report gives random-read latency only"),
  )
cache = g("client_cache") * g("compute_nodes")
C(R, "zh", "训练集共 {28}TB,{8} 个计算节点每个配 {1.5}TB 客户端缓存,合计 {12}TB,能装下不到一半的数据 [@AW1]。",
  [r(g("dataset")), r(g("compute_nodes")), r(g("client_cache")), r(cache)],
  val("共 28TB", "共 82TB", g("dataset")),
  val("8 个计算节点", "16 个计算节点", g("compute_nodes")),
  val("每个配 1.5TB", "每个配 5.1TB", g("client_cache")),
  val("合计 12TB", "合计 15TB", cache),
  V("unit", "共 28TB", "共 28TiB", off(g("dataset") / 1.099511627776, 28)),
  V("unit", "8 个计算节点", "8 张卡", True, "8 counts compute nodes; there are 64 GPUs"),
  V("stat", "每个配 1.5TB", "一共配 1.5TB", off(cache, 1.5)),
  V("qual", "不到一半", "超过一半", not cache / g("dataset") > 0.5),
  V("row", "8 个计算节点每个配", "6 台存储服务器每台配", True, "the client cache sits on the compute nodes"),
  )
C(R, "en", "LT-PFS feeds 64 GPUs at {24.8} GB/s, while the old NFS 4.1 gateway tops out at {4.3} GB/s: nearly six times as much [@AW1].",
  [r(B("pfs", "bw_64")), r(B("nfs41", "bw_64"))],
  val("at 24.8 GB/s", "at 28.4 GB/s", B("pfs", "bw_64")),
  val("at 4.3 GB/s", "at 3.4 GB/s", B("nfs41", "bw_64")),
  V("value", "nearly six times", "nearly four times", off(x, 4, 0.1)),
  V("unit", "at 24.8 GB/s", "at 24.8 Gbps", off(B("pfs", "bw_64") * 8, 24.8)),
  V("col", "feeds 64 GPUs", "feeds 32 GPUs", off(B("pfs", "bw_32"), 24.8)),
  V("row", "the old NFS 4.1 gateway tops out", "local NVMe tops out", off(B("local", "bw_8"), 4.3)),
  V("dir", "nearly six times as much", "nearly six times less", x > 1),
  V("qual", "at 24.8 GB/s", "at under 20 GB/s", not B("pfs", "bw_64") < 20),
  V("stat", "feeds 64 GPUs at 24.8", "feeds each of 64 GPUs at 24.8", off(B("pfs", "bw_64") / 64, 24.8)),
  )
w = g("io_wait")
C(R, "en", "With LT-PFS the GPUs spend only {2.1}–{4.8}% of their time waiting for data, and mean utilisation reaches {91}% [@AW1].",
  [r(w[0]), r(w[1]), r(B("pfs", "gpu_util"))],
  val("only 2.1–", "only 1.2–", w[0]),
  val("–4.8%", "–8.4%", w[1]),
  val("reaches 91%", "reaches 81%", B("pfs", "gpu_util")),
  V("qual", "spend only 2.1–4.8% of", "spend more than 10% of", not w[1] > 10),
  V("stat", "mean utilisation", "peak utilisation", True, "the report gives mean utilisation only"),
  V("row", "With LT-PFS the GPUs", "With the NFS gateway the GPUs", off(B("nfs41", "gpu_util"), 91)),
  V("row", "reaches 91%", "reaches 91% even without LT-PFS", off(B("nfs41", "gpu_util"), 91)),
  V("value", "2.1–4.8%", "12–18%", True, "the wait share is 2.1–4.8%"),
  V("dir", "utilisation reaches 91%", "utilisation drops to 91%", True, "91% is a rise from 38% on NFS"),
  )
cut = 100 * (1 - B("pfs", "epoch") / B("nfs41", "epoch"))
C(R, "en", "An epoch at 64 GPUs takes {47} minutes on LT-PFS versus {112} minutes on NFS, {58}% less time [@AW1].",
  [r(B("pfs", "epoch")), r(B("nfs41", "epoch")), r(cut)],
  val("takes 47 minutes", "takes 74 minutes", B("pfs", "epoch")),
  val("versus 112 minutes", "versus 121 minutes", B("nfs41", "epoch")),
  val("58% less", "42% less", cut),
  V("unit", "takes 47 minutes", "takes 47 hours", off(B("pfs", "epoch") / 60, 47)),
  V("dir", "58% less time", "58% more time", B("pfs", "epoch") < B("nfs41", "epoch")),
  V("row", "47 minutes on LT-PFS", "47 minutes on local NVMe", isnull("backends.local.epoch")),
  V("col", "An epoch at 64 GPUs", "An epoch at 8 GPUs", True, "epoch time was measured at 64 GPUs only"),
  V("qual", "58% less time", "more than 70% less time", not cut > 70),
  V("row", "minutes on LT-PFS versus", "minutes on LT-PFS with client caching versus", off(B("pfs_cache", "epoch"), 47)),
  )
gain = 100 * (B("pfs_cache", "bw_64") / B("pfs", "bw_64") - 1)
C(R, "en", "Client caching lifts 64-GPU reads from {24.8} to {25.6} GB/s, a modest {3}% gain, and trims the epoch by {3} minutes [@AW1].",
  [r(B("pfs", "bw_64")), r(B("pfs_cache", "bw_64")), r(gain), r(B("pfs", "epoch") - B("pfs_cache", "epoch"))],
  val("from 24.8", "from 21.8", B("pfs", "bw_64")),
  val("to 25.6 GB/s", "to 28.6 GB/s", B("pfs_cache", "bw_64")),
  val("modest 3%", "modest 8%", gain),
  val("by 3 minutes", "by 13 minutes", B("pfs", "epoch") - B("pfs_cache", "epoch")),
  V("dir", "caching lifts", "caching cuts", B("pfs_cache", "bw_64") > B("pfs", "bw_64")),
  V("unit", "by 3 minutes", "by 3 hours", True, "3 minutes, not hours"),
  V("qual", "a modest 3% gain", "a gain of more than 10%", not gain > 10),
  V("col", "lifts 64-GPU reads", "lifts 32-GPU reads", off(B("pfs", "bw_32"), 24.8)),
  V("dir", "trims the epoch", "stretches the epoch", B("pfs_cache", "epoch") < B("pfs", "epoch")),
  )
C(R, "en", "Scaling is almost linear: read bandwidth grows from {3.2} GB/s at 8 GPUs to {12.6} GB/s at 32 and {24.8} GB/s at 64 [@AW1].",
  [r(B("pfs", "bw_8")), r(B("pfs", "bw_32")), r(B("pfs", "bw_64"))],
  val("from 3.2 GB/s", "from 2.3 GB/s", B("pfs", "bw_8")),
  val("to 12.6 GB/s", "to 16.2 GB/s", B("pfs", "bw_32")),
  val("and 24.8 GB/s", "and 28.4 GB/s", B("pfs", "bw_64")),
  V("col", "12.6 GB/s at 32 and", "12.6 GB/s at 16 and", True, "there is no 16-GPU column"),
  V("row", "Scaling is almost linear: read", "On NFS, scaling is almost linear: read", off(B("nfs41", "bw_32"), 12.6)),
  V("dir", "grows from", "shrinks from", B("pfs", "bw_64") > B("pfs", "bw_8")),
  V("unit", "at 8 GPUs", "at 8 nodes", off(B("pfs", "bw_64"), 3.2), "8 nodes are 64 GPUs"),
  V("unit", "to 12.6 GB/s", "to 12.6 GB/min", off(B("pfs", "bw_32") * 60, 12.6)),
  V("row", "Scaling is almost linear: read", "With client caching, scaling is almost linear: read", off(B("pfs_cache", "bw_32"), 12.6)),
  )
q = S("f16k", "bw") / S("f1m", "bw")
C(R, "en", "Small files are the weak spot: 16 KB samples reach {380,000} files per second but only {6.1} GB/s, roughly a quarter of what 1 MB shards deliver [@AW1].",
  [r(S("f16k", "files") * 1000), r(S("f16k", "bw"))],
  val("reach 380,000", "reach 830,000", S("f16k", "files") * 1000),
  val("only 6.1 GB/s", "only 16.1 GB/s", S("f16k", "bw")),
  V("unit", "only 6.1 GB/s", "only 6.1 MB/s", off(S("f16k", "bw") * 1000, 6.1)),
  V("value", "roughly a quarter", "roughly half", off(q, 0.5, 0.1)),
  V("row", "16 KB samples reach", "128 KB samples reach", off(S("f128k", "files") * 1000, 380000)),
  V("qual", "but only 6.1 GB/s", "and more than 10 GB/s", not S("f16k", "bw") > 10),
  V("dir", "Small files are the weak spot", "Small files are the strong point", S("f16k", "bw") == min(S(k, "bw") for k in ["f16k", "f128k", "f1m", "f8m"])),
  V("value", "roughly a quarter", "roughly a tenth", off(q, 0.1, 0.1)),
  )
C(R, "en", "Each of the {8} compute nodes caches up to {1.5} TB locally, so the cluster holds {12} TB of the {28} TB data set in cache [@AW1].",
  [r(g("compute_nodes")), r(g("client_cache")), r(cache), r(g("dataset"))],
  val("the 8 compute", "the 16 compute", g("compute_nodes")),
  val("up to 1.5 TB", "up to 2.5 TB", g("client_cache")),
  val("holds 12 TB", "holds 15 TB", cache),
  val("the 28 TB", "the 82 TB", g("dataset")),
  V("unit", "the 8 compute nodes", "the 8 storage servers", off(g("storage_servers"), 8)),
  V("unit", "the 28 TB data set", "the 28 PB data set", off(g("dataset") / 1000, 28)),
  V("stat", "the cluster holds 12 TB", "each node holds 12 TB", off(g("client_cache"), 12)),
  V("qual", "holds 12 TB of", "holds over 20 TB of", not cache > 20),
  )
C(R, "en", "Random 128 KB reads from one node average {0.82} ms, with a P99 of {3.1} ms, almost four times the mean, and a P99.9 of {7.4} ms [@AW1].",
  [r(rl("mean")), r(rl("p99")), r(rl("p999"))],
  val("average 0.82 ms", "average 0.28 ms", rl("mean")),
  val("P99 of 3.1 ms", "P99 of 1.3 ms", rl("p99")),
  val("P99.9 of 7.4 ms", "P99.9 of 4.7 ms", rl("p999")),
  V("value", "almost four times", "almost twice", off(rl("p99") / rl("mean"), 2, 0.1)),
  V("unit", "average 0.82 ms", "average 0.82 µs", off(rl("mean") * 1000, 0.82)),
  V("stat", "and a P99.9 of 7.4 ms", "and a P99 of 7.4 ms", off(rl("p99"), 7.4)),
  V("col", "Random 128 KB reads", "Random 128 KB writes", True, "the report gives random-read latency only"),
  V("qual", "average 0.82 ms", "average over 1 ms", not rl("mean") > 1),
  V("dir", "almost four times the mean", "about a quarter of the mean", rl("p99") > rl("mean")),
  )
# ---------------------------------------------------------------------------------------------------------------
# AW2: Corvalen CV-480 SAN vs local NVMe for OLTP (English-first)
g = getter("AW2")
R = "AW2"
T = lambda row, col: g(f"tx.{row}.{col}")
D = lambda row, col: g(f"db_size.{row}.{col}")
def isnull(addr):
    try:
        g(addr); return False
    except KeyError:
        return True
sh = 100 * T("cv480", "tps_256") / T("local", "tps_256")
C(R, "en", "At 256 connections the CV-480 sustains {55.1} thousand transactions per second, {94}% of what local NVMe manages ({58.6} thousand) [@AW2].",
  [r(T("cv480", "tps_256")), r(sh), r(T("local", "tps_256"))],
  val("sustains 55.1", "sustains 51.5", T("cv480", "tps_256")),
  val("94% of", "84% of", sh),
  val("(58.6 thousand)", "(68.5 thousand)", T("local", "tps_256")),
  V("col", "At 256 connections", "At 64 connections", off(T("cv480", "tps_64"), 55.1)),
  V("row", "the CV-480 sustains", "the legacy hybrid SAN sustains", off(T("hybrid", "tps_256"), 55.1)),
  V("unit", "55.1 thousand transactions", "55.1 million transactions", True, "55.1 thousand, not million"),
  V("qual", "94% of what", "less than 80% of what", not sh < 80),
  V("dir", "94% of what local NVMe manages", "6% more than local NVMe manages", T("cv480", "tps_256") < T("local", "tps_256")),
  V("value", "(58.6 thousand)", "(55.1 thousand)", off(T("local", "tps_256"), 55.1)),
  )
m3 = T("local", "tps_256") / T("hybrid", "tps_256")
C(R, "en", "Local NVMe runs {58.6} thousand transactions per second at 256 connections, three times the legacy hybrid SAN's {19.6} thousand [@AW2].",
  [r(T("local", "tps_256")), r(T("hybrid", "tps_256"))],
  val("runs 58.6", "runs 85.6", T("local", "tps_256")),
  val("SAN's 19.6", "SAN's 16.9", T("hybrid", "tps_256")),
  V("value", "three times", "five times", off(m3, 5, 0.1)),
  V("row", "the legacy hybrid SAN's", "the CV-480's", off(T("cv480", "tps_256"), 19.6)),
  V("col", "at 256 connections", "at 64 connections", off(T("local", "tps_64"), 58.6)),
  V("dir", "three times the legacy", "a third of the legacy", m3 > 1),
  V("unit", "58.6 thousand transactions", "58.6 million transactions", True, "58.6 thousand, not million"),
  V("qual", "three times the", "more than four times the", not m3 > 4),
  V("row", "Local NVMe runs", "The CV-480 runs", off(T("cv480", "tps_256"), 58.6)),
  )
C(R, "en", "Mean commit latency is {0.21} ms on local NVMe, {0.34} ms on the CV-480 and {1.15} ms on the hybrid SAN [@AW2].",
  [r(T("local", "commit_mean")), r(T("cv480", "commit_mean")), r(T("hybrid", "commit_mean"))],
  val("is 0.21 ms", "is 0.12 ms", T("local", "commit_mean")),
  val("0.34 ms on", "0.43 ms on", T("cv480", "commit_mean")),
  val("and 1.15 ms", "and 1.51 ms", T("hybrid", "commit_mean")),
  V("unit", "is 0.21 ms", "is 0.21 µs", off(T("local", "commit_mean") * 1000, 0.21)),
  V("stat", "Mean commit latency", "P99 commit latency", off(T("local", "commit_p99"), 0.21)),
  V("row", "0.21 ms on local NVMe", "0.21 ms on the legacy SAN", off(T("hybrid", "commit_mean"), 0.21)),
  V("qual", "is 0.21 ms", "is over 0.5 ms", not T("local", "commit_mean") > 0.5),
  V("col", "Mean commit latency", "Mean 8 KB read latency", off(g("read_lat.mean") / 1000, 0.21)),
  V("unit", "and 1.15 ms", "and 1.15 s", off(T("hybrid", "commit_mean") / 1000, 1.15)),
  )
p6 = T("cv480", "commit_p99") / T("hybrid", "commit_p99")
C(R, "en", "The tail tells the same story: P99 commit latency is {2.4} ms on the CV-480 against {14.2} ms on the hybrid SAN, about a sixth [@AW2].",
  [r(T("cv480", "commit_p99")), r(T("hybrid", "commit_p99"))],
  val("is 2.4 ms", "is 4.2 ms", T("cv480", "commit_p99")),
  val("against 14.2 ms", "against 12.4 ms", T("hybrid", "commit_p99")),
  V("value", "about a sixth", "about a third", off(p6, 1 / 3, 0.1)),
  V("row", "on the CV-480 against", "on local NVMe against", off(T("local", "commit_p99"), 2.4)),
  V("stat", "P99 commit latency", "mean commit latency", off(T("cv480", "commit_mean"), 2.4)),
  V("unit", "is 2.4 ms", "is 2.4 s", off(T("cv480", "commit_p99") / 1000, 2.4)),
  V("dir", "about a sixth", "about six times as much", p6 < 1),
  V("qual", "is 2.4 ms", "is under 2 ms", not T("cv480", "commit_p99") < 2),
  )
gain = 100 * (T("cv480", "tps_256") / T("cv480", "tps_64") - 1)
C(R, "en", "Moving from 64 to 256 connections lifts the CV-480 from {38.5} to {55.1} thousand transactions per second, a {43}% gain [@AW2].",
  [r(T("cv480", "tps_64")), r(T("cv480", "tps_256")), r(gain)],
  val("from 38.5", "from 35.8", T("cv480", "tps_64")),
  val("to 55.1", "to 51.1", T("cv480", "tps_256")),
  val("a 43% gain", "a 34% gain", gain),
  V("dir", "lifts the CV-480", "drags down the CV-480", T("cv480", "tps_256") > T("cv480", "tps_64")),
  V("row", "lifts the CV-480", "lifts local NVMe", off(T("local", "tps_64"), 38.5)),
  V("qual", "a 43% gain", "more than a 50% gain", not gain > 50),
  V("unit", "a 43% gain", "a 43 percentage-point gain", True, "a relative gain, not a gap between percentages"),
  V("col", "from 64 to 256 connections", "from 64 to 128 connections", True, "there is no 128-connection column"),
  V("value", "a 43% gain", "a doubling", not 1.8 <= T("cv480", "tps_256") / T("cv480", "tps_64") <= 2.2),
  )
drop = 100 * (1 - D("db4000", "cv480_tps") / D("db250", "cv480_tps"))
C(R, "en", "As the database grows from 250 GB to 4 TB, CV-480 throughput slips from {55.1} to {44.9} thousand transactions per second, down {19}%, as the buffer hit ratio falls from {99.2}% to {81.3}% [@AW2].",
  [r(D("db250", "cv480_tps")), r(D("db4000", "cv480_tps")), r(drop), r(D("db250", "hit")), r(D("db4000", "hit"))],
  val("from 55.1", "from 51.5", D("db250", "cv480_tps")),
  val("to 44.9", "to 49.4", D("db4000", "cv480_tps")),
  val("down 19%", "down 29%", drop),
  val("from 99.2%", "from 92.9%", D("db250", "hit")),
  val("to 81.3%", "to 83.1%", D("db4000", "hit")),
  V("dir", "throughput slips", "throughput climbs", D("db4000", "cv480_tps") < D("db250", "cv480_tps")),
  V("dir", "down 19%", "up 19%", D("db4000", "cv480_tps") < D("db250", "cv480_tps")),
  V("row", "to 4 TB", "to 1 TB", off(D("db1000", "cv480_tps"), 44.9)),
  V("col", "CV-480 throughput", "local NVMe throughput", isnull("db_size.db4000.local_tps")),
  V("qual", "down 19%", "down more than 30%", not drop > 30),
  )
C(R, "en", "A 4 TB database does not fit on the local drives at all, while the CV-480 still runs it at {44.9} thousand transactions per second with an {81.3}% buffer hit ratio [@AW2].",
  [r(D("db4000", "cv480_tps")), r(D("db4000", "hit"))],
  val("at 44.9", "at 49.4", D("db4000", "cv480_tps")),
  val("an 81.3%", "an 91.3%", D("db4000", "hit")),
  V("row", "A 4 TB database", "A 1 TB database", off(D("db1000", "cv480_tps"), 44.9)),
  V("dir", "does not fit on the local drives", "fits on the local drives", isnull("db_size.db4000.local_tps")),
  V("unit", "44.9 thousand transactions", "44.9 million transactions", True, "44.9 thousand, not million"),
  V("qual", "still runs it at 44.9", "runs it at under 40", not D("db4000", "cv480_tps") < 40),
  V("col", "81.3% buffer hit ratio", "81.3% CPU utilisation", True, "the report gives no CPU figure"),
  V("value", "A 4 TB database", "A 2 TB database", True, "the report has 250 GB, 1 TB and 4 TB databases"),
  )
rs = lambda k: g(f"restore_1tb.{k}")
C(R, "en", "Pulling one Fibre Channel path pauses I/O for {8.4} seconds, and an array snapshot brings a 1 TB database back in {42} seconds instead of {31} minutes from a logical dump [@AW2].",
  [r(g("failover")), r(rs("snapshot")), r(rs("dump") / 60)],
  val("for 8.4 seconds", "for 4.8 seconds", g("failover")),
  val("in 42 seconds", "in 24 seconds", rs("snapshot")),
  val("of 31 minutes", "of 13 minutes", rs("dump") / 60),
  V("unit", "for 8.4 seconds", "for 8.4 minutes", off(g("failover") * 60, 8.4)),
  V("unit", "of 31 minutes", "of 31 hours", off(rs("dump") / 3600, 31)),
  V("qual", "for 8.4 seconds", "for under 5 seconds", not g("failover") < 5),
  V("row", "an array snapshot brings", "a logical dump brings", off(rs("dump"), 42)),
  V("value", "a 1 TB database", "a 4 TB database", True, "the restore was timed on a 1 TB database"),
  V("dir", "in 42 seconds instead of 31 minutes", "in 42 minutes instead of 31 seconds", True, "the snapshot restore is the fast one"),
  )
rl = lambda k: g(f"read_lat.{k}")
C(R, "en", "8 KB random reads from the CV-480 average {142} µs, with P99 at {290} µs and P99.9 at {620} µs, while each port runs at {32} Gbps [@AW2].",
  [r(rl("mean")), r(rl("p99")), r(rl("p999")), r(g("fc_speed"))],
  val("average 142", "average 124", rl("mean")),
  val("at 290", "at 920", rl("p99")),
  val("at 620", "at 260", rl("p999")),
  val("at 32 Gbps", "at 16 Gbps", g("fc_speed")),
  V("unit", "at 32 Gbps", "at 32 GB/s", off(g("fc_speed") / 8, 32)),
  V("unit", "average 142 µs", "average 142 ms", off(rl("mean") / 1000, 142)),
  V("stat", "and P99.9 at 620", "and P99 at 620", off(rl("p99"), 620)),
  V("col", "8 KB random reads", "8 KB random writes", True, "the report gives random-read latency only"),
  V("qual", "average 142 µs", "average under 100 µs", not rl("mean") < 100),
  V("stat", "each port runs", "both ports together run", off(2 * g("fc_speed"), 32)),
  )
C(R, "zh", "256 个连接时,本地 NVMe 每秒处理 {5.86} 万笔事务,CV-480 为 {5.51} 万笔,差距只有 {6}% [@AW2]。",
  [r(T("local", "tps_256") / 10), r(T("cv480", "tps_256") / 10), r(100 - sh)],
  val("处理 5.86 万", "处理 8.56 万", T("local", "tps_256") / 10),
  val("为 5.51 万", "为 5.15 万", T("cv480", "tps_256") / 10),
  val("只有 6%", "只有 2%", 100 - sh),
  V("row", "CV-480 为", "传统混合 SAN 为", off(T("hybrid", "tps_256") / 10, 5.51)),
  V("col", "256 个连接时", "64 个连接时", off(T("local", "tps_64") / 10, 5.86)),
  V("unit", "处理 5.86 万笔", "处理 5.86 千笔", off(T("local", "tps_256"), 5.86)),
  V("qual", "差距只有 6%", "差距超过 10%", not 100 - sh > 10),
  V("dir", "本地 NVMe 每秒处理 5.86 万笔事务,CV-480 为 5.51 万笔", "CV-480 每秒处理 5.86 万笔事务,本地 NVMe 为 5.51 万笔", T("local", "tps_256") > T("cv480", "tps_256")),
  )
cm = 100 * (1 - T("cv480", "commit_mean") / T("hybrid", "commit_mean"))
C(R, "zh", "与传统混合 SAN 相比,CV-480 把平均提交时延从 {1.15} 毫秒降到 {0.34} 毫秒,降幅约 {70}% [@AW2]。",
  [r(T("hybrid", "commit_mean")), r(T("cv480", "commit_mean")), r(cm)],
  val("从 1.15 毫秒", "从 1.51 毫秒", T("hybrid", "commit_mean")),
  val("降到 0.34 毫秒", "降到 0.43 毫秒", T("cv480", "commit_mean")),
  val("约 70%", "约 50%", cm),
  V("dir", "降到 0.34", "升到 0.34", T("cv480", "commit_mean") < T("hybrid", "commit_mean")),
  V("unit", "降到 0.34 毫秒", "降到 0.34 秒", off(T("cv480", "commit_mean") / 1000, 0.34)),
  V("stat", "平均提交时延", "P99 提交时延", off(T("hybrid", "commit_p99"), 1.15)),
  V("row", "CV-480 把", "本地 NVMe 把", off(T("local", "commit_mean"), 0.34)),
  V("qual", "降幅约 70%", "降幅不到一半", not cm < 50),
  V("unit", "降幅约 70%", "降幅约 70 个百分点", True, "a relative cut, not a gap between percentages"),
  )
C(R, "zh", "P99 提交时延方面,本地 NVMe 为 {1.9} 毫秒,CV-480 为 {2.4} 毫秒,只多 {0.5} 毫秒 [@AW2]。",
  [r(T("local", "commit_p99")), r(T("cv480", "commit_p99")), r(T("cv480", "commit_p99") - T("local", "commit_p99"))],
  val("为 1.9 毫秒", "为 1.1 毫秒", T("local", "commit_p99")),
  val("为 2.4 毫秒", "为 4.2 毫秒", T("cv480", "commit_p99")),
  val("只多 0.5 毫秒", "只多 1.5 毫秒", T("cv480", "commit_p99") - T("local", "commit_p99")),
  V("stat", "P99 提交时延方面", "平均提交时延方面", off(T("local", "commit_mean"), 1.9)),
  V("row", "CV-480 为 2.4", "传统混合 SAN 为 2.4", off(T("hybrid", "commit_p99"), 2.4)),
  V("dir", "只多 0.5 毫秒", "反而少 0.5 毫秒", T("cv480", "commit_p99") > T("local", "commit_p99")),
  V("unit", "只多 0.5 毫秒", "只多 0.5 秒", True, "0.5 ms, not s"),
  V("qual", "本地 NVMe 为 1.9 毫秒", "本地 NVMe 超过 3 毫秒", not T("local", "commit_p99") > 3),
  )
C(R, "zh", "数据库从 250GB 增至 1TB,CV-480 每秒事务数从 {5.51} 万降到 {5.17} 万,缓冲区命中率从 {99.2}% 降到 {96.5}% [@AW2]。",
  [r(D("db250", "cv480_tps") / 10), r(D("db1000", "cv480_tps") / 10), r(D("db250", "hit")), r(D("db1000", "hit"))],
  val("从 5.51 万", "从 5.86 万", D("db250", "cv480_tps") / 10),
  val("降到 5.17 万", "降到 4.49 万", D("db1000", "cv480_tps") / 10),
  val("从 99.2%", "从 92.9%", D("db250", "hit")),
  val("降到 96.5%", "降到 95.6%", D("db1000", "hit")),
  V("row", "增至 1TB", "增至 4TB", off(D("db4000", "cv480_tps") / 10, 5.17)),
  V("col", "CV-480 每秒事务数", "本地 NVMe 每秒事务数", off(D("db250", "local_tps") / 10, 5.51)),
  V("dir", "万降到 5.17", "万升到 5.17", D("db1000", "cv480_tps") < D("db250", "cv480_tps")),
  V("unit", "降到 5.17 万", "降到 5.17 千", off(D("db1000", "cv480_tps"), 5.17)),
  V("qual", "降到 96.5%", "降到 90% 以下", not D("db1000", "hit") < 90),
  V("col", "缓冲区命中率", "CPU 利用率", True, "the report gives no CPU figure"),
  )
C(R, "zh", "CV-480 的 8KB 随机读平均时延 {142} 微秒,P99.9 为 {620} 微秒,是平均值的 {4.4} 倍 [@AW2]。",
  [r(rl("mean")), r(rl("p999")), r(rl("p999") / rl("mean"))],
  val("平均时延 142", "平均时延 241", rl("mean")),
  val("P99.9 为 620", "P99.9 为 260", rl("p999")),
  val("的 4.4 倍", "的 2.4 倍", rl("p999") / rl("mean")),
  V("unit", "平均时延 142 微秒", "平均时延 142 毫秒", off(rl("mean") / 1000, 142)),
  V("stat", "P99.9 为 620", "P99 为 620", off(rl("p99"), 620)),
  V("stat", "平均时延 142", "P99 时延 142", off(rl("p99"), 142)),
  V("qual", "平均时延 142 微秒", "平均时延不到 100 微秒", not rl("mean") < 100),
  V("col", "8KB 随机读", "8KB 随机写", True, "the report gives random-read latency only"),
  V("dir", "是平均值的 4.4 倍", "只有平均值的四分之一", rl("p999") > rl("mean")),
  )
C(R, "zh", "每个光纤通道端口速率 {32}Gbps,约合 {4}GB/s;拔掉其中一条路径,I/O 停顿 {8.4} 秒,不到 {10!} 秒 [@AW2]。",
  [r(g("fc_speed")), r(g("fc_speed") / 8), r(g("failover")), le(g("failover"), 0.2)],
  val("速率 32Gbps", "速率 16Gbps", g("fc_speed")),
  val("约合 4GB/s", "约合 3GB/s", g("fc_speed") / 8),
  val("停顿 8.4 秒", "停顿 4.8 秒", g("failover")),
  V("unit", "速率 32Gbps", "速率 32GB/s", off(g("fc_speed") / 8, 32)),
  V("unit", "约合 4GB/s", "约合 4Gbps", off(g("fc_speed"), 4)),
  V("qual", "不到 10 秒", "不到 5 秒", not g("failover") < 5),
  V("unit", "停顿 8.4 秒", "停顿 8.4 分钟", off(g("failover") * 60, 8.4)),
  V("stat", "每个光纤通道端口速率", "两个光纤通道端口合计速率", off(2 * g("fc_speed"), 32)),
  )
C(R, "zh", "从阵列快照恢复 1TB 数据库只要 {42} 秒,用逻辑导出文件恢复则要 {31} 分钟,快了约 {44} 倍 [@AW2]。",
  [r(rs("snapshot")), r(rs("dump") / 60), r(rs("dump") / rs("snapshot"))],
  val("只要 42 秒", "只要 24 秒", rs("snapshot")),
  val("则要 31 分钟", "则要 13 分钟", rs("dump") / 60),
  val("约 44 倍", "约 14 倍", rs("dump") / rs("snapshot")),
  V("unit", "只要 42 秒", "只要 42 分钟", off(rs("snapshot") * 60, 42)),
  V("unit", "则要 31 分钟", "则要 31 小时", off(rs("dump") / 3600, 31)),
  V("row", "从阵列快照恢复 1TB 数据库只要 42 秒,用逻辑导出文件", "用逻辑导出文件恢复 1TB 数据库只要 42 秒,从阵列快照", rs("snapshot") < rs("dump")),
  V("dir", "快了约 44 倍", "慢了约 44 倍", rs("snapshot") < rs("dump")),
  V("qual", "只要 42 秒", "要超过 60 秒", not rs("snapshot") > 60),
  V("value", "1TB 数据库", "4TB 数据库", True, "the restore was timed on a 1 TB database"),
  )
lf = g("log_flush")
C(R, "zh", "OLTP 负载下 CV-480 整机功耗 {1,150}W,提交日志落盘时延在 {180}~{240} 微秒之间 [@AW2]。",
  [r(g("array_power")), r(lf[0]), r(lf[1])],
  val("功耗 1,150W", "功耗 1,510W", g("array_power")),
  val("在 180~", "在 80~", lf[0]),
  val("~240 微秒", "~420 微秒", lf[1]),
  V("unit", "~240 微秒", "~240 毫秒", off(lf[1] / 1000, 240)),
  V("qual", "整机功耗 1,150W", "整机功耗不到 1,000W", not g("array_power") < 1000),
  V("row", "CV-480 整机功耗", "传统混合 SAN 整机功耗", True, "the report gives power for the CV-480 only"),
  V("col", "提交日志落盘时延", "8KB 随机读平均时延", off(rl("mean"), 180)),
  V("unit", "整机功耗 1,150W", "整机功耗 1,150kW", True, "1,150 W, not kW"),
  )
# ---------------------------------------------------------------------------------------------------------------
# AW3: 芯屿 XY-E3 NVMe SSD power states and thermal throttling (Chinese-first)
g = getter("AW3")
R = "AW3"
P = lambda row, col: g(f"pstates.{row}.{col}")
H = lambda row, col: g(f"thermal.{row}.{col}")
def isnull(addr):
    try:
        g(addr); return False
    except KeyError:
        return True
C(R, "zh", "XY-E3 在 PS0 满功率下顺序读 {7.0}GB/s、顺序写 {5.2}GB/s,最大功耗 {25}W [@AW3]。",
  [r(P("ps0", "read")), r(P("ps0", "write")), r(P("ps0", "power"))],
  val("顺序读 7.0GB/s", "顺序读 7.7GB/s", P("ps0", "read")),
  val("顺序写 5.2GB/s", "顺序写 2.5GB/s", P("ps0", "write")),
  val("最大功耗 25W", "最大功耗 35W", P("ps0", "power")),
  V("unit", "顺序读 7.0GB/s", "顺序读 7.0Gb/s", off(P("ps0", "read") * 8, 7.0)),
  V("row", "在 PS0 满功率下", "在 PS1 限功率下", off(P("ps1", "read"), 7.0)),
  V("col", "顺序读 7.0GB/s、顺序写 5.2GB/s", "顺序写 7.0GB/s、顺序读 5.2GB/s", off(P("ps0", "write"), 7.0)),
  V("qual", "最大功耗 25W", "最大功耗不到 20W", not P("ps0", "power") < 20),
  V("unit", "最大功耗 25W", "最大功耗 25kW", True, "25 W, not kW"),
  V("stat", "最大功耗 25W", "最低功耗 25W", True, "25 W is the cap of PS0; the lowest state draws 0.005 W"),
  )
pc = 100 * (1 - P("ps2", "power") / P("ps0", "power")); rc = 100 * (1 - P("ps2", "read") / P("ps0", "read"))
C(R, "zh", "把功耗上限从 {25}W 压到 {12}W(PS2),顺序读从 {7.0}GB/s 降到 {4.2}GB/s:功耗减少 {52}%,读带宽只少 {40}% [@AW3]。",
  [r(P("ps0", "power")), r(P("ps2", "power")), r(P("ps0", "read")), r(P("ps2", "read")), r(pc), r(rc)],
  val("从 25W", "从 15W", P("ps0", "power")),
  val("压到 12W", "压到 18W", P("ps2", "power")),
  val("从 7.0GB/s", "从 6.1GB/s", P("ps0", "read")),
  val("降到 4.2GB/s", "降到 2.4GB/s", P("ps2", "read")),
  val("减少 52%", "减少 48%", pc),
  val("只少 40%", "只少 30%", rc),
  V("row", "(PS2)", "(PS1)", off(P("ps1", "power"), 12)),
  V("dir", "降到 4.2GB/s", "升到 4.2GB/s", P("ps2", "read") < P("ps0", "read")),
  V("col", "顺序读从 7.0GB/s", "顺序写从 7.0GB/s", off(P("ps0", "write"), 7.0)),
  V("qual", "读带宽只少 40%", "读带宽少了一半以上", not rc > 50),
  )
C(R, "zh", "PS1 把功耗限制在 {18}W,顺序读仍有 {6.1}GB/s,是满功率时的 {87}%,而顺序写降到 {3.9}GB/s,只剩 {75}% [@AW3]。",
  [r(P("ps1", "power")), r(P("ps1", "read")), r(100 * P("ps1", "read") / P("ps0", "read")), r(P("ps1", "write")), r(100 * P("ps1", "write") / P("ps0", "write"))],
  val("限制在 18W", "限制在 15W", P("ps1", "power")),
  val("仍有 6.1GB/s", "仍有 6.7GB/s", P("ps1", "read")),
  val("的 87%", "的 78%", 100 * P("ps1", "read") / P("ps0", "read")),
  val("降到 3.9GB/s", "降到 2.9GB/s", P("ps1", "write")),
  val("只剩 75%", "只剩 57%", 100 * P("ps1", "write") / P("ps0", "write")),
  V("row", "PS1 把功耗", "PS2 把功耗", off(P("ps2", "power"), 18)),
  V("col", "顺序读仍有 6.1GB/s", "顺序写仍有 6.1GB/s", off(P("ps1", "write"), 6.1)),
  V("dir", "降到 3.9GB/s", "升到 3.9GB/s", P("ps1", "write") < P("ps0", "write")),
  V("qual", "只剩 75%", "不到三分之二", not P("ps1", "write") / P("ps0", "write") < 2 / 3),
  V("unit", "限制在 18W", "限制在 18kW", True, "18 W, not kW"),
  )
el = lambda k: g(f"exit_lat.{k}")
C(R, "zh", "待机状态功耗只有 {0.08}W,深度休眠更低,只有 {5}mW;但从深度休眠恢复要 {38} 毫秒,是待机恢复({4.5} 毫秒)的 {8!} 倍多 [@AW3]。",
  [r(P("standby", "power")), r(P("sleep", "power") * 1000), r(el("sleep")), r(el("standby")), ge(el("sleep") / el("standby"))],
  val("只有 0.08W", "只有 0.8W", P("standby", "power")),
  val("只有 5mW", "只有 50mW", P("sleep", "power") * 1000),
  val("恢复要 38 毫秒", "恢复要 83 毫秒", el("sleep")),
  val("(4.5 毫秒)", "(5.4 毫秒)", el("standby")),
  V("unit", "只有 5mW", "只有 5W", off(P("sleep", "power"), 5)),
  V("unit", "恢复要 38 毫秒", "恢复要 38 秒", off(el("sleep") / 1000, 38)),
  V("row", "从深度休眠恢复要", "从待机恢复要", off(el("standby"), 38)),
  V("dir", "深度休眠更低", "深度休眠更高", P("sleep", "power") < P("standby", "power")),
  V("qual", "的 8 倍多", "的 10 倍多", not el("sleep") / el("standby") > 10),
  )
ip = lambda k: g(f"idle_power.{k}")
C(R, "zh", "开启链路省电(ASPM)后,空闲功耗从 {3.8}W 降到 {1.6}W,省下 {2.2}W,降幅约 {58}% [@AW3]。",
  [r(ip("aspm_off")), r(ip("aspm_on")), r(ip("aspm_off") - ip("aspm_on")), r(100 * (1 - ip("aspm_on") / ip("aspm_off")))],
  val("从 3.8W", "从 8.3W", ip("aspm_off")),
  val("降到 1.6W", "降到 1.2W", ip("aspm_on")),
  val("省下 2.2W", "省下 1.2W", ip("aspm_off") - ip("aspm_on")),
  val("约 58%", "约 85%", 100 * (1 - ip("aspm_on") / ip("aspm_off"))),
  V("dir", "降到 1.6W", "升到 1.6W", ip("aspm_on") < ip("aspm_off")),
  V("row", "开启链路省电(ASPM)后", "关闭链路省电(ASPM)后", True, "3.8 W is the figure with ASPM off"),
  V("qual", "降幅约 58%", "降幅不到一半", not ip("aspm_on") / ip("aspm_off") > 0.5),
  V("unit", "省下 2.2W", "省下 2.2kW", True, "2.2 W, not kW"),
  V("col", "空闲功耗从 3.8W", "满载功耗从 3.8W", off(P("ps0", "power"), 3.8)),
  V("dir", "省下 2.2W", "多耗 2.2W", ip("aspm_on") < ip("aspm_off")),
  )
wd = 100 * (1 - H("in35", "write_after") / P("ps0", "write"))
C(R, "zh", "进风 35°C 时,持续写 {22} 分钟后开始降频,第 60 分钟的写带宽从 {5.2}GB/s 跌到 {3.6}GB/s,少了约 {31}% [@AW3]。",
  [r(H("in35", "throttle_at")), r(P("ps0", "write")), r(H("in35", "write_after")), r(wd)],
  val("持续写 22 分钟", "持续写 12 分钟", H("in35", "throttle_at")),
  val("从 5.2GB/s", "从 2.5GB/s", P("ps0", "write")),
  val("跌到 3.6GB/s", "跌到 6.3GB/s", H("in35", "write_after")),
  val("约 31%", "约 13%", wd),
  V("row", "进风 35°C 时", "进风 45°C 时", off(H("in45", "throttle_at"), 22)),
  V("unit", "22 分钟后", "22 秒后", off(H("in35", "throttle_at") * 60, 22)),
  V("dir", "跌到 3.6GB/s", "升到 3.6GB/s", H("in35", "write_after") < P("ps0", "write")),
  V("qual", "少了约 31%", "少了一半以上", not wd > 50),
  V("col", "第 60 分钟的写带宽", "第 60 分钟的读带宽", True, "the thermal test measured writes only"),
  )
C(R, "zh", "进风 45°C 时只撑了 {6} 分钟就开始降频,峰值温度 {81}°C,离 {83}°C 的严重阈值只差 {2}°C [@AW3]。",
  [r(H("in45", "throttle_at")), r(H("in45", "peak_temp")), r(g("temp_limit.critical")), r(g("temp_limit.critical") - H("in45", "peak_temp"))],
  val("只撑了 6 分钟", "只撑了 9 分钟", H("in45", "throttle_at")),
  val("峰值温度 81°C", "峰值温度 85°C", H("in45", "peak_temp")),
  val("离 83°C", "离 88°C", g("temp_limit.critical")),
  val("只差 2°C", "只差 6°C", g("temp_limit.critical") - H("in45", "peak_temp")),
  V("row", "进风 45°C 时", "进风 35°C 时", off(H("in35", "throttle_at"), 6)),
  V("unit", "只撑了 6 分钟", "只撑了 6 小时", off(H("in45", "throttle_at") / 60, 6)),
  V("col", "的严重阈值", "的告警阈值", off(g("temp_limit.warn"), 83)),
  V("qual", "只撑了 6 分钟", "撑了超过 10 分钟", not H("in45", "throttle_at") > 10),
  V("dir", "只差 2°C", "已超出 2°C", H("in45", "peak_temp") < g("temp_limit.critical")),
  V("unit", "峰值温度 81°C", "峰值温度 81°F", True, "81 °F is 27 °C"),
  )
C(R, "zh", "在 25°C 进风下,XY-E3 跑满 60 分钟也没有降频,峰值温度 {68}°C,比 {75}°C 的告警阈值还低 {7}°C [@AW3]。",
  [r(H("in25", "peak_temp")), r(g("temp_limit.warn")), r(g("temp_limit.warn") - H("in25", "peak_temp"))],
  val("峰值温度 68°C", "峰值温度 78°C", H("in25", "peak_temp")),
  val("比 75°C", "比 70°C", g("temp_limit.warn")),
  val("还低 7°C", "还低 17°C", g("temp_limit.warn") - H("in25", "peak_temp")),
  V("row", "在 25°C 进风下", "在 35°C 进风下", off(H("in35", "peak_temp"), 68)),
  V("dir", "还低 7°C", "还高 7°C", H("in25", "peak_temp") < g("temp_limit.warn")),
  V("col", "的告警阈值", "的严重阈值", off(g("temp_limit.critical"), 75)),
  V("qual", "峰值温度 68°C", "峰值温度超过 70°C", not H("in25", "peak_temp") > 70),
  V("dir", "也没有降频", "第 6 分钟就降频了", isnull("thermal.in25.throttle_at"), "no throttling at 25 °C"),
  )
ps = g("power_spread")
C(R, "zh", "{10} 块 {7.68}TB 样盘在 PS0 下顺序读的实测功耗在 {23.1}~{24.6}W 之间,都没有超过 {25}W 的上限 [@AW3]。",
  [r(g("samples")), r(g("capacity")), r(ps[0]), r(ps[1]), r(P("ps0", "power"))],
  val("10 块", "12 块", g("samples")),
  val("7.68TB 样盘", "3.84TB 样盘", g("capacity")),
  val("在 23.1~", "在 21.3~", ps[0]),
  val("~24.6W", "~26.4W", ps[1]),
  val("超过 25W", "超过 30W", P("ps0", "power")),
  V("unit", "7.68TB 样盘", "7.68TiB 样盘", off(g("capacity") / 1.099511627776, 7.68)),
  V("row", "在 PS0 下", "在 PS1 下", not ps[1] <= P("ps1", "power")),
  V("qual", "都没有超过 25W 的上限", "都超过了 25W 的上限", not ps[0] > P("ps0", "power")),
  V("col", "下顺序读的实测功耗", "下顺序写的实测功耗", True, "the spread was measured while reading"),
  )
C(R, "en", "Capping the XY-E3 at {18} W in PS1 keeps {87}% of its sequential read speed ({6.1} of {7.0} GB/s) [@AW3].",
  [r(P("ps1", "power")), r(100 * P("ps1", "read") / P("ps0", "read")), r(P("ps1", "read")), r(P("ps0", "read"))],
  val("at 18 W", "at 15 W", P("ps1", "power")),
  val("keeps 87%", "keeps 78%", 100 * P("ps1", "read") / P("ps0", "read")),
  val("(6.1 of", "(6.7 of", P("ps1", "read")),
  val("of 7.0 GB/s", "of 7.7 GB/s", P("ps0", "read")),
  V("row", "in PS1", "in PS2", off(P("ps2", "power"), 18)),
  V("col", "sequential read speed", "sequential write speed", off(100 * P("ps1", "write") / P("ps0", "write"), 87)),
  V("qual", "keeps 87%", "keeps under 80%", not 100 * P("ps1", "read") / P("ps0", "read") < 80),
  V("unit", "of 7.0 GB/s", "of 7.0 Gbps", off(P("ps0", "read") * 8, 7.0)),
  V("dir", "keeps 87%", "loses 87%", True, "it loses 13%"),
  )
wc = 100 * (1 - P("ps2", "write") / P("ps0", "write"))
C(R, "en", "Writes suffer more under a power cap: PS2 ({12} W) cuts sequential writes from {5.2} to {2.4} GB/s, a {54}% drop [@AW3].",
  [r(P("ps2", "power")), r(P("ps0", "write")), r(P("ps2", "write")), r(wc)],
  val("(12 W)", "(15 W)", P("ps2", "power")),
  val("from 5.2", "from 7.0", P("ps0", "write")),
  val("to 2.4 GB/s", "to 4.2 GB/s", P("ps2", "write")),
  val("a 54% drop", "a 45% drop", wc),
  V("row", "PS2 (12 W) cuts", "PS1 (12 W) cuts", off(P("ps1", "write"), 2.4)),
  V("dir", "a 54% drop", "a 54% gain", P("ps2", "write") < P("ps0", "write")),
  V("col", "cuts sequential writes", "cuts sequential reads", off(P("ps0", "read"), 5.2)),
  V("qual", "a 54% drop", "a drop of less than a third", not wc < 100 / 3),
  V("dir", "Writes suffer more", "Writes suffer less", wc > rc),
  V("unit", "(12 W)", "(12 kW)", True, "12 W, not kW"),
  )
C(R, "en", "Deep sleep draws only {0.005} W, a sixteenth of standby's {0.08} W, but waking from it takes {38} ms [@AW3].",
  [r(P("sleep", "power")), r(P("standby", "power")), r(el("sleep"))],
  val("only 0.005 W", "only 0.05 W", P("sleep", "power")),
  val("standby's 0.08 W", "standby's 0.8 W", P("standby", "power")),
  val("takes 38 ms", "takes 83 ms", el("sleep")),
  V("value", "a sixteenth of", "a quarter of", off(P("sleep", "power") / P("standby", "power"), 0.25, 0.1)),
  V("row", "waking from it takes", "waking from standby takes", off(el("standby"), 38)),
  V("unit", "takes 38 ms", "takes 38 s", off(el("sleep") / 1000, 38)),
  V("unit", "standby's 0.08 W", "standby's 0.08 kW", True, "0.08 W, not kW"),
  V("qual", "takes 38 ms", "takes under 10 ms", not el("sleep") < 10),
  V("dir", "a sixteenth of standby's", "sixteen times standby's", P("sleep", "power") < P("standby", "power")),
  )
C(R, "en", "Turning on ASPM cuts idle power from {3.8} W to {1.6} W, well under half [@AW3].",
  [r(ip("aspm_off")), r(ip("aspm_on"))],
  val("from 3.8 W", "from 8.3 W", ip("aspm_off")),
  val("to 1.6 W", "to 2.6 W", ip("aspm_on")),
  V("dir", "cuts idle power", "raises idle power", ip("aspm_on") < ip("aspm_off")),
  V("value", "well under half", "well under a third", not ip("aspm_on") / ip("aspm_off") < 1 / 3),
  V("row", "from 3.8 W to 1.6 W", "from 1.6 W to 3.8 W", True, "3.8 W is the figure with ASPM off"),
  V("col", "cuts idle power", "cuts peak power", off(P("ps0", "power"), 3.8)),
  V("unit", "to 1.6 W", "to 1.6 kW", True, "1.6 W, not kW"),
  V("qual", "well under half", "to more than half", not ip("aspm_on") / ip("aspm_off") > 0.5),
  )
wd45 = 100 * (1 - H("in45", "write_after") / H("in25", "write_after"))
C(R, "en", "At a 45 °C inlet the drive throttles after just {6} minutes and ends the hour writing at {2.1} GB/s, {60}% below the {5.2} GB/s it holds at 25 °C [@AW3].",
  [r(H("in45", "throttle_at")), r(H("in45", "write_after")), r(wd45), r(H("in25", "write_after"))],
  val("just 6 minutes", "just 9 minutes", H("in45", "throttle_at")),
  val("at 2.1 GB/s", "at 1.2 GB/s", H("in45", "write_after")),
  val("60% below", "40% below", wd45),
  val("the 5.2 GB/s", "the 5.7 GB/s", H("in25", "write_after")),
  V("row", "At a 45 °C inlet", "At a 35 °C inlet", off(H("in35", "throttle_at"), 6)),
  V("unit", "just 6 minutes", "just 6 seconds", off(H("in45", "throttle_at") * 60, 6)),
  V("dir", "60% below", "60% above", H("in45", "write_after") < H("in25", "write_after")),
  V("qual", "after just 6 minutes", "after more than 20 minutes", not H("in45", "throttle_at") > 20),
  V("col", "ends the hour writing at", "ends the hour reading at", True, "the thermal test measured writes only"),
  V("row", "it holds at 25 °C", "it holds at 35 °C", off(H("in35", "write_after"), 5.2)),
  )
C(R, "en", "A 35 °C inlet buys {22} minutes before throttling, nearly four times the {6} minutes at 45 °C [@AW3].",
  [r(H("in35", "throttle_at")), r(H("in45", "throttle_at"))],
  val("buys 22 minutes", "buys 32 minutes", H("in35", "throttle_at")),
  val("the 6 minutes", "the 8 minutes", H("in45", "throttle_at")),
  V("value", "nearly four times", "nearly twice", off(H("in35", "throttle_at") / H("in45", "throttle_at"), 2, 0.1)),
  V("unit", "buys 22 minutes", "buys 22 hours", off(H("in35", "throttle_at") / 60, 22)),
  V("row", "A 35 °C inlet", "A 25 °C inlet", isnull("thermal.in25.throttle_at")),
  V("dir", "nearly four times the", "about a quarter of the", H("in35", "throttle_at") > H("in45", "throttle_at")),
  V("qual", "buys 22 minutes", "buys under 15 minutes", not H("in35", "throttle_at") < 15),
  V("row", "the 6 minutes at 45 °C", "the 6 minutes at 25 °C", isnull("thermal.in25.throttle_at")),
  )
C(R, "en", "Peak composite temperature climbs from {68} °C at a 25 °C inlet to {77} °C at 35 °C and {81} °C at 45 °C, past the {75} °C warning threshold in both hotter runs [@AW3].",
  [r(H("in25", "peak_temp")), r(H("in35", "peak_temp")), r(H("in45", "peak_temp")), r(g("temp_limit.warn"))],
  val("from 68", "from 63", H("in25", "peak_temp")),
  val("to 77", "to 71", H("in35", "peak_temp")),
  val("and 81", "and 88", H("in45", "peak_temp")),
  val("the 75", "the 80", g("temp_limit.warn")),
  V("dir", "temperature climbs", "temperature falls", H("in45", "peak_temp") > H("in25", "peak_temp")),
  V("col", "warning threshold", "critical threshold", off(g("temp_limit.critical"), 75)),
  V("qual", "in both hotter runs", "in all three runs", not H("in25", "peak_temp") > g("temp_limit.warn")),
  V("row", "68 °C at a 25 °C inlet", "68 °C at a 35 °C inlet", off(H("in35", "peak_temp"), 68)),
  V("unit", "from 68 °C", "from 68 °F", True, "68 °F is 20 °C"),
  )
C(R, "en", "Each of the {10} sample drives holds {7.68} TB and draws {23.1}–{24.6} W reading flat out, under its {25} W cap [@AW3].",
  [r(g("samples")), r(g("capacity")), r(ps[0]), r(ps[1]), r(P("ps0", "power"))],
  val("the 10 sample", "the 12 sample", g("samples")),
  val("holds 7.68 TB", "holds 3.84 TB", g("capacity")),
  val("draws 23.1–", "draws 21.3–", ps[0]),
  val("–24.6 W", "–26.4 W", ps[1]),
  val("its 25 W cap", "its 30 W cap", P("ps0", "power")),
  V("unit", "holds 7.68 TB", "holds 7.68 TiB", off(g("capacity") / 1.099511627776, 7.68)),
  V("unit", "10 sample drives", "10 sample nodes", True, "10 counts drives"),
  V("col", "reading flat out", "writing flat out", True, "the spread was measured while reading"),
  V("qual", "under its 25 W cap", "over its 25 W cap", not ps[0] > P("ps0", "power")),
  )
# ---------------------------------------------------------------------------------------------------------------
# AW4: Norrfrost Archive tiers and restore times (English-first)
g = getter("AW4")
R = "AW4"
TI = lambda row, col: g(f"tiers.{row}.{col}")
RS = lambda row, col: g(f"restore_size.{row}.{col}")
def isnull(addr):
    try:
        g(addr); return False
    except KeyError:
        return True
ct = lambda k: g(f"cold_ttfb.{k}")
C(R, "en", "Standard objects return their first byte in {30} ms; Cold objects take a median {3} minutes, and Permafrost objects {12} hours [@AW4].",
  [r(TI("standard", "ttfb") * 1000), r(TI("cold", "ttfb") / 60), r(TI("permafrost", "ttfb") / 3600)],
  val("in 30 ms", "in 300 ms", TI("standard", "ttfb") * 1000),
  val("median 3 minutes", "median 5 minutes", TI("cold", "ttfb") / 60),
  val("objects 12 hours", "objects 24 hours", TI("permafrost", "ttfb") / 3600),
  V("unit", "objects 12 hours", "objects 12 minutes", off(TI("permafrost", "ttfb") / 60, 12)),
  V("row", "Cold objects take", "Cool objects take", off(TI("cool", "ttfb") / 60, 3)),
  V("stat", "a median 3 minutes", "a P99 of 3 minutes", off(ct("p99") / 60, 3)),
  V("qual", "Permafrost objects 12 hours", "Permafrost objects under 6 hours", not TI("permafrost", "ttfb") / 3600 < 6),
  V("unit", "in 30 ms", "in 30 s", off(TI("standard", "ttfb"), 30)),
  V("col", "return their first byte in 30 ms", "restore 1 TB in 30 ms", off(TI("standard", "restore_1tb") * 3600e3, 30)),
  )
mx = TI("permafrost", "restore_1tb") / TI("standard", "restore_1tb")
C(R, "en", "Restoring 1 TB takes {0.4} hours from Standard, {3.2} hours from Cold and {14.5} hours from Permafrost, {36} times the Standard figure [@AW4].",
  [r(TI("standard", "restore_1tb")), r(TI("cold", "restore_1tb")), r(TI("permafrost", "restore_1tb")), r(mx)],
  val("takes 0.4 hours", "takes 0.6 hours", TI("standard", "restore_1tb")),
  val("3.2 hours from", "2.3 hours from", TI("cold", "restore_1tb")),
  val("14.5 hours", "15.4 hours", TI("permafrost", "restore_1tb")),
  val("36 times", "63 times", mx),
  V("row", "3.2 hours from Cold", "3.2 hours from Cool", off(TI("cool", "restore_1tb"), 3.2)),
  V("unit", "takes 0.4 hours", "takes 0.4 minutes", off(TI("standard", "restore_1tb") * 60, 0.4)),
  V("qual", "36 times the", "more than 50 times the", not mx > 50),
  V("dir", "36 times the Standard figure", "a 36th of the Standard figure", mx > 1),
  V("col", "Restoring 1 TB takes", "The first byte takes", off(TI("standard", "ttfb") / 3600, 0.4)),
  )
ro = g("restore_objective")
C(R, "en", "Cold restores of 1 TB with 8 streams land at {3.2} hours, inside the {3}–{5} hour service objective [@AW4].",
  [r(TI("cold", "restore_1tb")), r(ro[0]), r(ro[1])],
  val("land at 3.2", "land at 5.2", TI("cold", "restore_1tb")),
  val("the 3–", "the 4–", ro[0]),
  V("value", "–5 hour", "–6 hour", True, "the objective is 3–5 hours"),
  V("dir", "inside the", "outside the", ro[0] <= TI("cold", "restore_1tb") <= ro[1]),
  V("row", "Cold restores", "Permafrost restores", off(TI("permafrost", "restore_1tb"), 3.2)),
  V("unit", "land at 3.2 hours", "land at 3.2 days", off(TI("cold", "restore_1tb") / 24, 3.2)),
  V("qual", "land at 3.2 hours", "land under 3 hours", not TI("cold", "restore_1tb") < 3),
  V("col", "with 8 streams", "with 32 streams", off(RS("s1", "streams_32"), 3.2)),
  V("value", "of 1 TB with", "of 10 TB with", off(RS("s10", "streams_8"), 3.2)),
  )
sp = RS("s10", "streams_8") / RS("s10", "streams_32")
C(R, "en", "Going from 8 to 32 parallel streams cuts a 10 TB Cold restore from {29.5} hours to {8.4} hours, {3.5} times faster [@AW4].",
  [r(RS("s10", "streams_8")), r(RS("s10", "streams_32")), r(sp)],
  val("from 29.5", "from 25.9", RS("s10", "streams_8")),
  val("to 8.4 hours", "to 4.8 hours", RS("s10", "streams_32")),
  val("3.5 times", "4.5 times", sp),
  V("dir", "streams cuts", "streams stretches", RS("s10", "streams_32") < RS("s10", "streams_8")),
  V("row", "a 10 TB Cold restore", "a 1 TB Cold restore", off(RS("s1", "streams_8"), 29.5)),
  V("unit", "to 8.4 hours", "to 8.4 days", off(RS("s10", "streams_32") / 24, 8.4)),
  V("qual", "3.5 times faster", "more than four times faster", not sp > 4),
  V("col", "from 8 to 32 parallel", "from 8 to 16 parallel", True, "there is no 16-stream column"),
  V("dir", "3.5 times faster", "3.5 times slower", sp > 1),
  )
avg = RS("s100", "size") * 1e12 / (RS("s100", "streams_32") * 3600) / 1e9
C(R, "en", "With 32 streams, {100} TB comes back from Cold in {71.0} hours, just under three days, an average of about {0.39} GB/s against a peak of {0.42} GB/s [@AW4].",
  [r(RS("s100", "size")), r(RS("s100", "streams_32")), a(avg), r(g("peak_restore"))],
  val("streams, 100 TB", "streams, 150 TB", RS("s100", "size")),
  val("in 71.0 hours", "in 17.0 hours", RS("s100", "streams_32")),
  val("about 0.39", "about 0.93", avg, 0.06),
  val("peak of 0.42", "peak of 0.24", g("peak_restore")),
  V("unit", "in 71.0 hours", "in 71.0 minutes", off(RS("s100", "streams_32") * 60, 71.0)),
  V("qual", "just under three days", "just under two days", not RS("s100", "streams_32") < 48),
  V("col", "With 32 streams", "With 8 streams", isnull("restore_size.s100.streams_8")),
  V("dir", "just under three days", "just over three days", not RS("s100", "streams_32") > 72),
  V("unit", "0.42 GB/s", "0.42 Gbps", off(g("peak_restore") * 8, 0.42)),
  )
osz = 10e12 / g("objects") / 1e6
C(R, "en", "The 10 TB restore set holds {2.4} million objects, about {4.2} MB each on average [@AW4].",
  [r(g("objects") / 1e6), r(osz)],
  val("holds 2.4 million", "holds 1.4 million", g("objects") / 1e6),
  val("about 4.2 MB", "about 2.4 MB", osz),
  V("unit", "about 4.2 MB", "about 4.2 GB", off(osz / 1000, 4.2)),
  V("unit", "2.4 million objects", "2.4 billion objects", True, "2.4 million, not billion"),
  V("row", "The 10 TB restore set", "The 100 TB restore set", True, "the objects were counted in the 10 TB set"),
  V("stat", "about 4.2 MB each on average", "at most 4.2 MB each", True, "4.2 MB is the mean size"),
  V("qual", "holds 2.4 million", "holds over 3 million", not g("objects") > 3e6),
  V("value", "about 4.2 MB", "about 42 MB", off(osz, 42)),
  )
ig = lambda k: g(f"ingest.{k}")
lin = 100 * ig("four_gateways") / (g("gateways") * ig("one_gateway"))
C(R, "en", "Archive ingest reaches {1.9} GB/s through one gateway and {6.8} GB/s through all {4}, {89}% of linear scaling [@AW4].",
  [r(ig("one_gateway")), r(ig("four_gateways")), r(g("gateways")), r(lin)],
  val("reaches 1.9", "reaches 2.9", ig("one_gateway")),
  val("and 6.8", "and 8.6", ig("four_gateways")),
  val("all 4,", "all 8,", g("gateways")),
  val("89% of", "98% of", lin),
  V("stat", "through one gateway", "through each of four gateways", off(ig("four_gateways") / 4, 1.9)),
  V("unit", "and 6.8 GB/s", "and 6.8 Gbps", off(ig("four_gateways") * 8, 6.8)),
  V("qual", "89% of linear", "over 95% of linear", not lin > 95),
  V("col", "Archive ingest reaches", "Cold restore reaches", off(g("peak_restore"), 1.9)),
  V("dir", "89% of linear scaling", "11% above linear scaling", lin < 100),
  )
C(R, "en", "Cold time to first byte has a median of {180} seconds, a P99 of {290} seconds and a worst case of {344} seconds, under six minutes [@AW4].",
  [r(ct("p50")), r(ct("p99")), r(ct("peak"))],
  val("median of 180", "median of 108", ct("p50")),
  val("P99 of 290", "P99 of 920", ct("p99")),
  val("case of 344", "case of 434", ct("peak")),
  V("stat", "a P99 of 290", "a P99.9 of 290", True, "the report gives P99 and the worst case"),
  V("unit", "of 344 seconds", "of 344 minutes", off(ct("peak") / 60, 344)),
  V("qual", "under six minutes", "under five minutes", not ct("peak") < 300),
  V("row", "Cold time to first byte", "Permafrost time to first byte", off(TI("permafrost", "ttfb"), 180)),
  V("stat", "a worst case of 344", "a median of 344", off(ct("p50"), 344)),
  V("dir", "under six minutes", "over six minutes", not ct("peak") > 360),
  )
C(R, "en", "Permafrost keeps data for at least {180} days, twice Cold's {90}-day minimum, and both charge {20} US$ per TB to retrieve [@AW4].",
  [r(TI("permafrost", "min_days")), r(TI("cold", "min_days")), r(TI("cold", "fee"))],
  val("at least 180 days", "at least 120 days", TI("permafrost", "min_days")),
  val("Cold's 90-day", "Cold's 60-day", TI("cold", "min_days")),
  val("charge 20 US$", "charge 10 US$", TI("cold", "fee")),
  V("value", "twice Cold's", "three times Cold's", off(TI("permafrost", "min_days") / TI("cold", "min_days"), 3, 0.1)),
  V("row", "twice Cold's 90-day", "twice Cool's 90-day", off(TI("cool", "min_days"), 90)),
  V("unit", "at least 180 days", "at least 180 hours", off(TI("permafrost", "min_days") * 24, 180)),
  V("dir", "twice Cold's", "half of Cold's", TI("permafrost", "min_days") > TI("cold", "min_days")),
  V("col", "keeps data for at least 180 days", "returns the first byte within 180 days", True, "the first byte takes 12 hours"),
  V("qual", "at least 180 days", "at least a year", not TI("permafrost", "min_days") >= 365),
  )
C(R, "zh", "Cold 层恢复 1TB 要 {3.2} 小时,是 Cool 层({0.5} 小时)的 {6.4} 倍 [@AW4]。",
  [r(TI("cold", "restore_1tb")), r(TI("cool", "restore_1tb")), r(TI("cold", "restore_1tb") / TI("cool", "restore_1tb"))],
  val("要 3.2 小时", "要 2.3 小时", TI("cold", "restore_1tb")),
  val("(0.5 小时)", "(0.8 小时)", TI("cool", "restore_1tb")),
  val("的 6.4 倍", "的 4.6 倍", TI("cold", "restore_1tb") / TI("cool", "restore_1tb")),
  V("row", "是 Cool 层", "是 Standard 层", off(TI("standard", "restore_1tb"), 0.5)),
  V("unit", "要 3.2 小时", "要 3.2 分钟", off(TI("cold", "restore_1tb") * 60, 3.2)),
  V("dir", "是 Cool 层(0.5 小时)的 6.4 倍", "只有 Cool 层(0.5 小时)的六分之一", TI("cold", "restore_1tb") > TI("cool", "restore_1tb")),
  V("qual", "的 6.4 倍", "的 10 倍以上", not TI("cold", "restore_1tb") / TI("cool", "restore_1tb") > 10),
  V("col", "恢复 1TB 要", "首字节时间要", off(TI("cold", "ttfb") / 3600, 3.2)),
  V("row", "Cold 层恢复", "Permafrost 层恢复", off(TI("permafrost", "restore_1tb"), 3.2)),
  )
C(R, "zh", "Permafrost 层的首字节时间中位数为 {43,200} 秒,即 {12} 小时,是 Cold 层({180} 秒)的 {240} 倍 [@AW4]。",
  [r(TI("permafrost", "ttfb")), r(TI("permafrost", "ttfb") / 3600), r(TI("cold", "ttfb")), r(TI("permafrost", "ttfb") / TI("cold", "ttfb"))],
  val("为 43,200 秒", "为 34,200 秒", TI("permafrost", "ttfb")),
  val("即 12 小时", "即 21 小时", TI("permafrost", "ttfb") / 3600),
  val("(180 秒)", "(108 秒)", TI("cold", "ttfb")),
  val("的 240 倍", "的 420 倍", TI("permafrost", "ttfb") / TI("cold", "ttfb")),
  V("unit", "为 43,200 秒", "为 43,200 毫秒", off(TI("permafrost", "ttfb") * 1000, 43200)),
  V("row", "是 Cold 层", "是 Cool 层", off(TI("cool", "ttfb"), 180)),
  V("dir", "的 240 倍", "的 240 分之一", TI("permafrost", "ttfb") > TI("cold", "ttfb")),
  V("qual", "即 12 小时", "超过一天", not TI("permafrost", "ttfb") > 86400),
  V("stat", "首字节时间中位数", "首字节时间 P99", True, "the report gives a P99 for the Cold tier only"),
  )
C(R, "zh", "32 路并发下,100TB 数据从 Cold 层恢复用了 {71.0} 小时;10TB 只需 {8.4} 小时,而 8 路并发时要 {29.5} 小时 [@AW4]。",
  [r(RS("s100", "streams_32")), r(RS("s10", "streams_32")), r(RS("s10", "streams_8"))],
  val("用了 71.0 小时", "用了 17.0 小时", RS("s100", "streams_32")),
  val("只需 8.4 小时", "只需 4.8 小时", RS("s10", "streams_32")),
  val("要 29.5 小时", "要 25.9 小时", RS("s10", "streams_8")),
  V("col", "32 路并发下", "8 路并发下", isnull("restore_size.s100.streams_8")),
  V("row", "100TB 数据", "1TB 数据", off(RS("s1", "streams_32"), 71.0)),
  V("unit", "用了 71.0 小时", "用了 71.0 分钟", off(RS("s100", "streams_32") * 60, 71.0)),
  V("qual", "只需 8.4 小时", "要超过 10 小时", not RS("s10", "streams_32") > 10),
  V("col", "而 8 路并发时", "而 16 路并发时", True, "there is no 16-stream column"),
  V("dir", "10TB 只需 8.4 小时,而 8 路并发时要 29.5 小时", "10TB 要 8.4 小时,而 8 路并发时只需 29.5 小时", RS("s10", "streams_32") < RS("s10", "streams_8")),
  )
per = ig("four_gateways") / g("gateways")
lo = 100 * (1 - per / ig("one_gateway"))
C(R, "zh", "单个网关归档写入 {1.9}GB/s,四个网关合计 {6.8}GB/s,平均每个网关 {1.7}GB/s,比单网关低约 {11}% [@AW4]。",
  [r(ig("one_gateway")), r(ig("four_gateways")), r(per), r(lo)],
  val("写入 1.9GB/s", "写入 2.9GB/s", ig("one_gateway")),
  val("合计 6.8GB/s", "合计 7.6GB/s", ig("four_gateways")),
  val("每个网关 1.7GB/s", "每个网关 1.9GB/s", per),
  val("约 11%", "约 21%", lo),
  V("stat", "四个网关合计 6.8", "四个网关平均每个 6.8", off(per, 6.8)),
  V("unit", "合计 6.8GB/s", "合计 6.8Gbps", off(ig("four_gateways") * 8, 6.8)),
  V("dir", "低约 11%", "高约 11%", per < ig("one_gateway")),
  V("qual", "低约 11%", "低了三成以上", not lo > 30),
  V("col", "单个网关归档写入", "单个网关从冷层恢复", off(g("peak_restore"), 1.9)),
  )
C(R, "zh", "冷层首字节时间的中位数是 {3} 分钟,P99 为 {290} 秒,最慢一次 {344} 秒,比中位数多 {91}% [@AW4]。",
  [r(ct("p50") / 60), r(ct("p99")), r(ct("peak")), r(100 * (ct("peak") / ct("p50") - 1))],
  val("中位数是 3 分钟", "中位数是 5 分钟", ct("p50") / 60),
  val("P99 为 290", "P99 为 209", ct("p99")),
  val("最慢一次 344", "最慢一次 434", ct("peak")),
  val("多 91%", "多 71%", 100 * (ct("peak") / ct("p50") - 1)),
  V("stat", "最慢一次 344", "P99.9 为 344", True, "the report gives P99 and the worst case"),
  V("unit", "中位数是 3 分钟", "中位数是 3 小时", off(ct("p50") / 3600, 3)),
  V("dir", "比中位数多 91%", "比中位数少 91%", ct("peak") > ct("p50")),
  V("qual", "多 91%", "多出一倍以上", not ct("peak") / ct("p50") > 2),
  V("row", "冷层首字节时间", "Cool 层首字节时间", off(TI("cool", "ttfb") / 60, 3)),
  )
C(R, "zh", "10TB 恢复数据集共有 {240} 万个对象,平均每个约 {4.2}MB [@AW4]。",
  [r(g("objects") / 1e4), r(osz)],
  val("共有 240 万", "共有 420 万", g("objects") / 1e4),
  val("约 4.2MB", "约 2.4MB", osz),
  V("unit", "约 4.2MB", "约 4.2GB", off(osz / 1000, 4.2)),
  V("row", "10TB 恢复数据集", "100TB 恢复数据集", True, "the objects were counted in the 10 TB set"),
  V("stat", "平均每个约 4.2MB", "最大的一个约 4.2MB", True, "4.2 MB is the mean size"),
  V("qual", "共有 240 万个对象", "共有不到 100 万个对象", not g("objects") < 1e6),
  V("value", "共有 240 万", "共有 24 万", off(g("objects") / 1e4, 24)),
  V("unit", "约 4.2MB", "约 4.2MiB", off(osz / 1.048576, 4.2)),
  )
C(R, "zh", "Cool 层取回费用每 TB {10} 美元,Cold 与 Permafrost 同为 {20} 美元,是 Cool 的两倍 [@AW4]。",
  [r(TI("cool", "fee")), r(TI("cold", "fee"))],
  val("每 TB 10 美元", "每 TB 15 美元", TI("cool", "fee")),
  val("同为 20 美元", "同为 25 美元", TI("cold", "fee")),
  V("row", "Cool 层取回费用", "Standard 层取回费用", off(TI("standard", "fee"), 10)),
  V("value", "的两倍", "的三倍", off(TI("cold", "fee") / TI("cool", "fee"), 3, 0.1)),
  V("dir", "是 Cool 的两倍", "是 Cool 的一半", TI("cold", "fee") > TI("cool", "fee")),
  V("col", "Cool 层取回费用每 TB 10 美元", "Cool 层最短存储期 10 天", off(TI("cool", "min_days"), 10)),
  V("qual", "同为 20 美元", "都超过 30 美元", not TI("cold", "fee") > 30),
  V("row", "Cold 与 Permafrost 同为", "Cool 与 Permafrost 同为", TI("cool", "fee") != TI("permafrost", "fee")),
  )
C(R, "zh", "最短存储期方面,Cool 层 {30} 天,Cold 层 {90} 天,Permafrost 层 {180} 天,相当于约 {6} 个月;Standard 层没有下限 [@AW4]。",
  [r(TI("cool", "min_days")), r(TI("cold", "min_days")), r(TI("permafrost", "min_days")), r(TI("permafrost", "min_days") / 30.44)],
  val("Cool 层 30 天", "Cool 层 60 天", TI("cool", "min_days")),
  val("Cold 层 90 天", "Cold 层 120 天", TI("cold", "min_days")),
  val("Permafrost 层 180 天", "Permafrost 层 365 天", TI("permafrost", "min_days")),
  val("约 6 个月", "约 9 个月", TI("permafrost", "min_days") / 30.44),
  V("unit", "Cold 层 90 天", "Cold 层 90 小时", off(TI("cold", "min_days") * 24, 90)),
  V("row", "Standard 层没有下限", "Cool 层没有下限", not isnull("tiers.cool.min_days")),
  V("qual", "相当于约 6 个月", "超过一年", not TI("permafrost", "min_days") > 365),
  V("col", "最短存储期方面", "取回费用方面", off(TI("cool", "fee"), 30)),
  )
# ---------------------------------------------------------------------------------------------------------------
# AW5: 枢云 SY-HX420 hyperconverged VM density (Chinese-first)
g = getter("AW5")
R = "AW5"
DN = lambda row, col: g(f"density.{row}.{col}")
SC = lambda row, col: g(f"scale.{row}.{col}")
def isnull(addr):
    try:
        g(addr); return False
    except KeyError:
        return True
C(R, "zh", "4 节点 SY-HX420 集群可承载 {640} 台 2 vCPU 桌面虚拟机,每节点 {160} 台,存储 P99 时延仅 {1.8} 毫秒 [@AW5]。",
  [r(DN("desk", "cluster")), r(DN("desk", "per_node")), r(DN("desk", "p99"))],
  val("承载 640 台", "承载 460 台", DN("desk", "cluster")),
  val("每节点 160 台", "每节点 180 台", DN("desk", "per_node")),
  val("仅 1.8 毫秒", "仅 1.3 毫秒", DN("desk", "p99")),
  V("stat", "集群可承载 640 台", "集群每个节点可承载 640 台", off(DN("desk", "per_node"), 640)),
  V("row", "2 vCPU 桌面虚拟机", "4 vCPU 应用服务器虚拟机", off(DN("app", "cluster"), 640)),
  V("unit", "仅 1.8 毫秒", "仅 1.8 秒", off(DN("desk", "p99") / 1000, 1.8)),
  V("qual", "时延仅 1.8 毫秒", "时延超过 2 毫秒", not DN("desk", "p99") > 2),
  V("stat", "存储 P99 时延", "存储平均时延", True, "the report gives P99 only"),
  V("value", "4 节点 SY-HX420", "8 节点 SY-HX420", off(SC("n8", "desktops"), 640)),
  )
C(R, "zh", "换成 8 vCPU / 64GB 的数据库虚拟机,每节点只能放 {12} 台,整个集群 {48} 台,存储 P99 时延升至 {3.9} 毫秒,是桌面虚拟机的两倍多 [@AW5]。",
  [r(DN("db", "per_node")), r(DN("db", "cluster")), r(DN("db", "p99"))],
  val("只能放 12 台", "只能放 16 台", DN("db", "per_node")),
  val("整个集群 48 台", "整个集群 64 台", DN("db", "cluster")),
  val("升至 3.9 毫秒", "升至 2.9 毫秒", DN("db", "p99")),
  V("row", "8 vCPU / 64GB 的数据库", "4 vCPU / 16GB 的应用服务器", off(DN("app", "per_node"), 12)),
  V("stat", "整个集群 48 台", "每个节点 48 台", off(DN("db", "per_node"), 48)),
  V("unit", "升至 3.9 毫秒", "升至 3.9 微秒", off(DN("db", "p99") * 1000, 3.9)),
  V("dir", "升至 3.9", "降至 3.9", DN("db", "p99") > DN("desk", "p99")),
  V("value", "两倍多", "三倍多", not DN("db", "p99") / DN("desk", "p99") > 3),
  V("qual", "只能放 12 台", "能放 20 台以上", not DN("db", "per_node") > 20),
  )
C(R, "zh", "CPU 平均利用率方面,桌面负载最高,达 {72}%,应用服务器 {65}%,数据库只有 {58}%,相差 {14} 个百分点 [@AW5]。",
  [r(DN("desk", "cpu")), r(DN("app", "cpu")), r(DN("db", "cpu")), r(DN("desk", "cpu") - DN("db", "cpu"))],
  val("达 72%", "达 77%", DN("desk", "cpu")),
  val("服务器 65%", "服务器 56%", DN("app", "cpu")),
  val("只有 58%", "只有 48%", DN("db", "cpu")),
  val("相差 14 个", "相差 24 个", DN("desk", "cpu") - DN("db", "cpu")),
  V("dir", "桌面负载最高", "桌面负载最低", DN("desk", "cpu") == max(DN(k, "cpu") for k in ["desk", "app", "db"])),
  V("row", "数据库只有 58%", "应用服务器只有 58%", off(DN("app", "cpu"), 58)),
  V("unit", "相差 14 个百分点", "相差 14%", off(100 * (DN("desk", "cpu") / DN("db", "cpu") - 1), 14)),
  V("qual", "达 72%", "超过 80%", not DN("desk", "cpu") > 80),
  V("col", "CPU 平均利用率方面", "内存利用率方面", True, "the report gives CPU utilisation only"),
  )
C(R, "zh", "集群从 3 节点扩到 {8} 节点,桌面虚拟机从 {480} 台增至 {1,280} 台,正好随节点数线性增长 [@AW5]。",
  [r(SC("n8", "nodes")), r(SC("n3", "desktops")), r(SC("n8", "desktops"))],
  val("扩到 8 节点", "扩到 6 节点", SC("n8", "nodes")),
  val("从 480 台", "从 540 台", SC("n3", "desktops")),
  val("增至 1,280 台", "增至 1,820 台", SC("n8", "desktops")),
  V("dir", "增至 1,280", "降至 1,280", SC("n8", "desktops") > SC("n3", "desktops")),
  V("row", "从 480 台", "从 640 台", off(SC("n3", "desktops"), 640)),
  V("col", "桌面虚拟机从", "数据库虚拟机从", True, "the scaling table counts desktops only"),
  V("unit", "扩到 8 节点", "扩到 8 台服务器", True, "8 counts nodes"),
  V("qual", "正好随节点数线性增长", "增长不到节点数的一半", SC("n8", "desktops") / SC("n3", "desktops") == SC("n8", "nodes") / SC("n3", "nodes")),
  )
io = SC("n8", "iops") / SC("n3", "iops"); nr = SC("n8", "nodes") / SC("n3", "nodes")
C(R, "zh", "4K 随机读方面,3 节点集群为 {28} 万 IOPS,8 节点达到 {71} 万 IOPS,约为 {2.5} 倍,低于节点数的 {2.7} 倍 [@AW5]。",
  [r(SC("n3", "iops")), r(SC("n8", "iops")), r(io), r(nr)],
  val("为 28 万", "为 37 万", SC("n3", "iops")),
  val("达到 71 万", "达到 77 万", SC("n8", "iops")),
  val("约为 2.5 倍", "约为 3.5 倍", io),
  val("的 2.7 倍", "的 2.0 倍", nr),
  V("row", "3 节点集群为", "4 节点集群为", off(SC("n4", "iops"), 28)),
  V("unit", "达到 71 万 IOPS", "达到 71K IOPS", off(SC("n8", "iops") * 10, 71)),
  V("dir", "低于节点数的", "高于节点数的", io < nr),
  V("qual", "约为 2.5 倍", "超过 3 倍", not io > 3),
  V("col", "4K 随机读方面", "4K 随机写方面", True, "the report gives random reads only"),
  )
C(R, "zh", "单节点故障后,4 节点集群 {41} 分钟完成数据重建,比 3 节点集群({52} 分钟)快 {11} 分钟;8 节点集群没有做这项测试 [@AW5]。",
  [r(SC("n4", "rebuild")), r(SC("n3", "rebuild")), r(SC("n3", "rebuild") - SC("n4", "rebuild"))],
  val("集群 41 分钟", "集群 14 分钟", SC("n4", "rebuild")),
  val("(52 分钟)", "(25 分钟)", SC("n3", "rebuild")),
  val("快 11 分钟", "快 21 分钟", SC("n3", "rebuild") - SC("n4", "rebuild")),
  V("dir", "快 11 分钟", "慢 11 分钟", SC("n4", "rebuild") < SC("n3", "rebuild")),
  V("unit", "集群 41 分钟", "集群 41 小时", off(SC("n4", "rebuild") / 60, 41)),
  V("row", "4 节点集群 41", "8 节点集群 41", isnull("scale.n8.rebuild")),
  V("row", "8 节点集群没有做", "4 节点集群没有做", True, "the 4-node cluster was tested (41 min)"),
  V("qual", "41 分钟完成", "不到半小时完成", not SC("n4", "rebuild") < 30),
  )
bs = g("boot_storm")
C(R, "zh", "{640} 台桌面虚拟机同时开机,{6.5} 分钟全部就绪,约 {390} 秒 [@AW5]。",
  [r(DN("desk", "cluster")), r(bs), r(bs * 60)],
  val("640 台", "720 台", DN("desk", "cluster")),
  val("6.5 分钟", "5.6 分钟", bs),
  val("约 390 秒", "约 290 秒", bs * 60),
  V("unit", "6.5 分钟", "6.5 小时", off(bs / 60, 6.5)),
  V("qual", "6.5 分钟全部就绪", "不到 5 分钟全部就绪", not bs < 5),
  V("row", "台桌面虚拟机", "台应用服务器虚拟机", True, "the boot storm used desktops only"),
  V("stat", "全部就绪", "平均每台就绪", True, "6.5 min is until all are ready"),
  V("unit", "约 390 秒", "约 390 毫秒", off(bs * 60 * 1000, 390)),
  )
mg = lambda k: g(f"vm_migrate.{k}")
C(R, "zh", "在线迁移一台 16GB 内存的应用虚拟机,平均 {11.2} 秒,P99 {19.6} 秒,都在 {20!} 秒以内 [@AW5]。",
  [r(mg("mean")), r(mg("p99")), le(mg("p99"))],
  val("平均 11.2", "平均 12.1", mg("mean")),
  val("P99 19.6", "P99 16.9", mg("p99")),
  V("stat", "平均 11.2", "P50 11.2", True, "the report gives the mean and P99"),
  V("unit", "P99 19.6 秒", "P99 19.6 分钟", off(mg("p99") * 60, 19.6)),
  V("qual", "都在 20 秒以内", "都在 15 秒以内", not mg("p99") < 15),
  V("value", "16GB 内存", "64GB 内存", True, "the migrated VM had 16 GB"),
  V("dir", "都在 20 秒以内", "都超过 20 秒", not mg("mean") > 20),
  V("row", "的应用虚拟机", "的数据库虚拟机", True, "the migration test used an application VM"),
  )
C(R, "zh", "每节点 {64} 个物理核、{1,024}GiB 内存;放满 {160} 台 2 vCPU 桌面时,vCPU 超配比为 {5} 倍 [@AW5]。",
  [r(g("cores")), r(g("memory")), r(DN("desk", "per_node")), r(g("vcpu_ratio"))],
  val("每节点 64 个", "每节点 96 个", g("cores")),
  val("1,024GiB", "2,048GiB", g("memory")),
  val("放满 160 台", "放满 120 台", DN("desk", "per_node")),
  val("为 5 倍", "为 4 倍", g("vcpu_ratio")),
  V("unit", "1,024GiB 内存", "1,024GB 内存", off(g("memory") * 1.073741824, 1024)),
  V("stat", "每节点 64 个", "整个集群 64 个", off(g("cores") * 4, 64)),
  V("qual", "超配比为 5 倍", "超配比超过 8 倍", not g("vcpu_ratio") > 8),
  V("row", "2 vCPU 桌面时", "4 vCPU 应用服务器时", off(DN("app", "per_node"), 160)),
  )
C(R, "en", "The four-node cluster hosts {640} desktop VMs but only {48} database VMs, a {13}-fold difference [@AW5].",
  [r(DN("desk", "cluster")), r(DN("db", "cluster")), r(DN("desk", "cluster") / DN("db", "cluster"))],
  val("hosts 640", "hosts 604", DN("desk", "cluster")),
  val("only 48", "only 84", DN("db", "cluster")),
  val("a 13-fold", "a 31-fold", DN("desk", "cluster") / DN("db", "cluster")),
  V("row", "only 48 database VMs", "only 48 application VMs", off(DN("app", "cluster"), 48)),
  V("stat", "The four-node cluster hosts", "Each node hosts", off(DN("desk", "per_node"), 640)),
  V("qual", "a 13-fold difference", "a difference of more than 20-fold", not DN("desk", "cluster") / DN("db", "cluster") > 20),
  V("unit", "640 desktop VMs", "640 desktop nodes", True, "640 counts VMs"),
  V("value", "The four-node cluster", "The eight-node cluster", off(SC("n8", "desktops"), 640)),
  )
C(R, "en", "Per node that is {160} desktops at {72}% CPU, {48} application servers or {12} databases [@AW5].",
  [r(DN("desk", "per_node")), r(DN("desk", "cpu")), r(DN("app", "per_node")), r(DN("db", "per_node"))],
  val("is 160 desktops", "is 120 desktops", DN("desk", "per_node")),
  val("at 72%", "at 62%", DN("desk", "cpu")),
  val("CPU, 48", "CPU, 64", DN("app", "per_node")),
  val("or 12 databases", "or 16 databases", DN("db", "per_node")),
  V("row", "48 application servers or 12 databases", "12 application servers or 48 databases", DN("app", "per_node") != 12),
  V("stat", "Per node that is", "Across the cluster that is", off(DN("desk", "cluster"), 160)),
  V("qual", "160 desktops", "over 200 desktops", not DN("desk", "per_node") > 200),
  V("col", "at 72% CPU", "at 72% memory", True, "72% is CPU utilisation"),
  )
C(R, "en", "Storage P99 latency stays low across profiles: {1.8} ms for desktops, {2.6} ms for application servers and {3.9} ms for databases [@AW5].",
  [r(DN("desk", "p99")), r(DN("app", "p99")), r(DN("db", "p99"))],
  val("profiles: 1.8 ms", "profiles: 8.1 ms", DN("desk", "p99")),
  val("2.6 ms for", "6.2 ms for", DN("app", "p99")),
  val("and 3.9 ms", "and 9.3 ms", DN("db", "p99")),
  V("stat", "Storage P99 latency", "Storage mean latency", True, "the report gives P99 only"),
  V("unit", "1.8 ms for desktops", "1.8 s for desktops", off(DN("desk", "p99") / 1000, 1.8)),
  V("row", "3.9 ms for databases", "3.9 ms for application servers", off(DN("app", "p99"), 3.9)),
  V("qual", "and 3.9 ms for databases", "and over 5 ms for databases", not DN("db", "p99") > 5),
  V("row", "1.8 ms for desktops", "1.8 ms for databases", off(DN("db", "p99"), 1.8)),
  )
ig = 100 * (SC("n8", "iops") / SC("n4", "iops") - 1)
C(R, "en", "Doubling the cluster from four to eight nodes doubles desktop capacity to {1,280} VMs, while 4K random reads grow from {370,000} to {710,000} IOPS, {92}% more [@AW5].",
  [r(SC("n8", "desktops")), r(SC("n4", "iops") * 1e4), r(SC("n8", "iops") * 1e4), r(ig)],
  val("to 1,280 VMs", "to 1,820 VMs", SC("n8", "desktops")),
  val("from 370,000", "from 280,000", SC("n4", "iops") * 1e4),
  val("to 710,000", "to 770,000", SC("n8", "iops") * 1e4),
  val("92% more", "29% more", ig),
  V("dir", "reads grow from", "reads fall from", SC("n8", "iops") > SC("n4", "iops")),
  V("row", "from four to eight nodes", "from three to eight nodes", off(SC("n3", "iops") * 1e4, 370000)),
  V("qual", "92% more", "more than double", not SC("n8", "iops") / SC("n4", "iops") > 2),
  V("col", "4K random reads", "4K random writes", True, "the report gives random reads only"),
  V("value", "doubles desktop capacity", "triples desktop capacity", off(SC("n8", "desktops") / SC("n4", "desktops"), 3, 0.1)),
  )
rf = 100 * (1 - SC("n4", "rebuild") / SC("n3", "rebuild"))
C(R, "en", "Losing a node costs {52} minutes of rebuild on three nodes and {41} minutes on four, {21}% faster with the extra node [@AW5].",
  [r(SC("n3", "rebuild")), r(SC("n4", "rebuild")), r(rf)],
  val("costs 52 minutes", "costs 62 minutes", SC("n3", "rebuild")),
  val("and 41 minutes", "and 14 minutes", SC("n4", "rebuild")),
  val("21% faster", "12% faster", rf),
  V("unit", "costs 52 minutes", "costs 52 hours", off(SC("n3", "rebuild") / 60, 52)),
  V("dir", "21% faster", "21% slower", rf > 0),
  V("row", "on three nodes", "on eight nodes", isnull("scale.n8.rebuild")),
  V("qual", "21% faster", "more than 30% faster", not rf > 30),
  V("row", "52 minutes of rebuild on three nodes and 41 minutes on four", "52 minutes of rebuild on four nodes and 41 minutes on three", SC("n3", "rebuild") != SC("n4", "rebuild")),
  )
C(R, "en", "A boot storm of {640} desktops is over in {6.5} minutes, and live-migrating a 16 GB application VM takes {11.2} seconds on average [@AW5].",
  [r(DN("desk", "cluster")), r(bs), r(mg("mean"))],
  val("of 640", "of 460", DN("desk", "cluster")),
  val("in 6.5 minutes", "in 5.6 minutes", bs),
  val("takes 11.2", "takes 12.1", mg("mean")),
  V("unit", "in 6.5 minutes", "in 6.5 hours", off(bs / 60, 6.5)),
  V("unit", "11.2 seconds", "11.2 minutes", off(mg("mean") / 60, 11.2)),
  V("stat", "seconds on average", "seconds at P99", off(mg("p99"), 11.2)),
  V("qual", "is over in 6.5 minutes", "is over in under five minutes", not bs < 5),
  V("row", "a 16 GB application VM", "a 64 GB database VM", True, "the migration test used a 16 GB application VM"),
  )
np_ = g("node_power")
C(R, "en", "Each node draws {620}–{780} W under the desktop load, or roughly {4}–{5} W per desktop VM [@AW5].",
  [r(np_[0]), r(np_[1]), r(np_[0] / DN("desk", "per_node")), r(np_[1] / DN("desk", "per_node"))],
  val("draws 620–", "draws 520–", np_[0]),
  val("–780 W", "–870 W", np_[1]),
  val("roughly 4–", "roughly 2–", np_[0] / DN("desk", "per_node")),
  V("stat", "Each node draws", "The cluster draws", off(np_[0] * 4, 620)),
  V("unit", "–780 W under", "–780 kW under", True, "620–780 W, not kW"),
  V("qual", "roughly 4–5 W per desktop VM", "over 10 W per desktop VM", not np_[0] / DN("desk", "per_node") > 10),
  V("row", "under the desktop load", "under the database load", True, "the power range was measured under the desktop load"),
  V("value", "–5 W per", "–8 W per", off(np_[1] / DN("desk", "per_node"), 8)),
  )
C(R, "en", "Each node packs {64} physical cores and {1,024} GiB of memory, and at full desktop density runs {5} vCPUs per core [@AW5].",
  [r(g("cores")), r(g("memory")), r(g("vcpu_ratio"))],
  val("packs 64", "packs 96", g("cores")),
  val("and 1,024 GiB", "and 512 GiB", g("memory")),
  val("runs 5 vCPUs", "runs 4 vCPUs", g("vcpu_ratio")),
  V("unit", "1,024 GiB", "1,024 GB", off(g("memory") * 1.073741824, 1024)),
  V("stat", "Each node packs", "The cluster packs", off(g("cores") * 4, 64)),
  V("qual", "runs 5 vCPUs per core", "runs over 8 vCPUs per core", not g("vcpu_ratio") > 8),
  V("row", "at full desktop density", "at full database density", off(DN("db", "per_node") * 8 / g("cores"), 5)),
  V("unit", "1,024 GiB", "1,024 TiB", off(g("memory") / 1024, 1024)),
  )
# ---------------------------------------------------------------------------------------------------------------
# AW6: Tarnwick TW-E edge storage boxes (English-first)
g = getter("AW6")
R = "AW6"
Mo = lambda row, col: g(f"models.{row}.{col}")
W = lambda row, col: g(f"wan_sync.{row}.{col}")
def isnull(addr):
    try:
        g(addr); return False
    except KeyError:
        return True
sr = Mo("e8", "streams") / Mo("e2", "streams")
C(R, "en", "The TW-E8 records {160} 4K camera streams on {128} TB of raw disk, {3.3} times the TW-E2's {48} streams [@AW6].",
  [r(Mo("e8", "streams")), r(Mo("e8", "raw")), r(sr), r(Mo("e2", "streams"))],
  val("records 160", "records 192", Mo("e8", "streams")),
  val("on 128 TB", "on 96 TB", Mo("e8", "raw")),
  val("3.3 times", "2.3 times", sr),
  val("TW-E2's 48", "TW-E2's 64", Mo("e2", "streams")),
  V("row", "the TW-E2's 48 streams", "the TW-E4's 48 streams", off(Mo("e4", "streams"), 48)),
  V("unit", "on 128 TB", "on 128 TiB", off(Mo("e8", "raw") / 1.099511627776, 128)),
  V("qual", "3.3 times the", "more than four times the", not sr > 4),
  V("dir", "3.3 times the", "a third of the", sr > 1),
  V("col", "on 128 TB of raw disk", "on 128 drives", off(Mo("e8", "drives"), 128)),
  V("row", "The TW-E8 records", "The TW-E4 records", off(Mo("e4", "streams"), 160)),
  )
pg = 100 * (Mo("e4", "power_50") / Mo("e4", "power_25") - 1)
C(R, "en", "At 25 °C ambient the TW-E4 draws {61} W; at 50 °C it needs {79} W, {30}% more, exactly what the TW-E8 draws at 25 °C [@AW6].",
  [r(Mo("e4", "power_25")), r(Mo("e4", "power_50")), r(pg)],
  val("draws 61 W", "draws 67 W", Mo("e4", "power_25")),
  val("needs 79 W", "needs 97 W", Mo("e4", "power_50")),
  val("30% more", "20% more", pg),
  V("col", "At 25 °C ambient the TW-E4 draws 61 W", "At 50 °C ambient the TW-E4 draws 61 W", off(Mo("e4", "power_50"), 61)),
  V("dir", "30% more", "30% less", pg > 0),
  V("row", "exactly what the TW-E8 draws", "exactly what the TW-E2 draws", off(Mo("e2", "power_25"), 79)),
  V("qual", "30% more", "more than 50% more", not pg > 50),
  V("unit", "draws 61 W", "draws 61 kW", True, "61 W, not kW"),
  V("row", "the TW-E4 draws 61 W", "the TW-E2 draws 61 W", off(Mo("e2", "power_25"), 61)),
  )
C(R, "en", "Each TW-E4 writes about {2.7} TB of footage a day from {96} cameras; over a {1} Gbps link that syncs in {6.4} hours at {118} MB/s [@AW6].",
  [r(g("daily_footage")), r(Mo("e4", "streams")), r(W("g1", "speed") / 1000), r(W("g1", "sync_time")), r(W("g1", "throughput"))],
  val("about 2.7 TB", "about 7.2 TB", g("daily_footage")),
  val("from 96 cameras", "from 160 cameras", Mo("e4", "streams")),
  val("syncs in 6.4", "syncs in 4.6", W("g1", "sync_time")),
  val("at 118 MB/s", "at 181 MB/s", W("g1", "throughput")),
  V("row", "over a 1 Gbps link", "over a 10 Gbps link", off(W("g10", "sync_time"), 6.4)),
  V("unit", "at 118 MB/s", "at 118 Mb/s", off(W("g1", "throughput") * 8, 118)),
  V("unit", "about 2.7 TB", "about 2.7 PB", off(g("daily_footage") / 1000, 2.7)),
  V("qual", "syncs in 6.4 hours", "syncs in under 3 hours", not W("g1", "sync_time") < 3),
  V("unit", "syncs in 6.4 hours", "syncs in 6.4 minutes", off(W("g1", "sync_time") * 60, 6.4)),
  )
up = g("daily_footage") * 1e12 / (W("m100", "throughput") * 1e6) / 3600
C(R, "en", "A {100} Mbps link moves only {11.6} MB/s, so a day of footage would need about {65} hours to upload, and the report records no sync time for it [@AW6].",
  [r(W("m100", "speed")), r(W("m100", "throughput")), a(up)],
  val("A 100 Mbps", "A 200 Mbps", W("m100", "speed")),
  val("only 11.6 MB/s", "only 16.1 MB/s", W("m100", "throughput")),
  val("about 65 hours", "about 45 hours", up, 0.06),
  V("row", "A 100 Mbps link moves", "A 1 Gbps link moves", off(W("g1", "throughput"), 11.6)),
  V("unit", "only 11.6 MB/s", "only 11.6 Mb/s", off(W("m100", "throughput") * 8, 11.6)),
  V("qual", "need about 65 hours", "need under a day", not up < 24),
  V("unit", "about 65 hours", "about 65 minutes", off(up * 60, 65, 0.06)),
  V("col", "moves only 11.6 MB/s", "moves only 11.6 MB/s at 11.6% CPU", off(W("m100", "cpu"), 11.6)),
  V("dir", "records no sync time", "records a 24-hour sync time", isnull("wan_sync.m100.sync_time")),
  )
C(R, "en", "Moving from a 1 Gbps to a 10 Gbps link cuts the nightly sync from {6.4} hours to {1.2} hours, but CPU load climbs from {11}% to {38}% [@AW6].",
  [r(W("g1", "sync_time")), r(W("g10", "sync_time")), r(W("g1", "cpu")), r(W("g10", "cpu"))],
  val("from 6.4", "from 4.6", W("g1", "sync_time")),
  val("to 1.2 hours", "to 2.1 hours", W("g10", "sync_time")),
  val("from 11%", "from 4%", W("g1", "cpu")),
  val("to 38%", "to 83%", W("g10", "cpu")),
  V("dir", "cuts the nightly sync", "stretches the nightly sync", W("g10", "sync_time") < W("g1", "sync_time")),
  V("dir", "CPU load climbs", "CPU load falls", W("g10", "cpu") > W("g1", "cpu")),
  V("row", "from a 1 Gbps to", "from a 100 Mbps to", isnull("wan_sync.m100.sync_time")),
  V("unit", "to 1.2 hours", "to 1.2 minutes", off(W("g10", "sync_time") * 60, 1.2)),
  V("qual", "to 38%", "to over 50%", not W("g10", "cpu") > 50),
  V("col", "CPU load climbs", "disk load climbs", True, "the report gives CPU load only"),
  )
rb = lambda k: g(f"rebuild.{k}")
rl = 100 * (rb("recording") / rb("idle") - 1)
C(R, "en", "Rebuilding a 16 TB drive takes {9.5} hours on an idle TW-E4 and {16.0} hours while it records 96 streams, {68}% longer [@AW6].",
  [r(rb("idle")), r(rb("recording")), r(rl)],
  val("takes 9.5", "takes 5.9", rb("idle")),
  val("and 16.0 hours", "and 61.0 hours", rb("recording")),
  val("68% longer", "86% longer", rl),
  V("row", "on an idle TW-E4 and 16.0 hours while it records", "while recording on a TW-E4 and 16.0 hours while it idles", rb("idle") < rb("recording")),
  V("unit", "takes 9.5 hours", "takes 9.5 days", off(rb("idle") / 24, 9.5)),
  V("dir", "68% longer", "68% shorter", rl > 0),
  V("qual", "68% longer", "more than twice as long", not rb("recording") / rb("idle") > 2),
  V("value", "Rebuilding a 16 TB drive", "Rebuilding an 8 TB drive", True, "the rebuild was of a 16 TB drive"),
  V("row", "on an idle TW-E4", "on an idle TW-E8", True, "the rebuild was measured on the TW-E4"),
  )
wl = lambda k: g(f"write_lat.{k}")
C(R, "en", "Recording writes on a TW-E4 at 96 streams average {2.1} ms, with a P99 of {8.7} ms and a P99.9 of {21.0} ms, ten times the mean [@AW6].",
  [r(wl("mean")), r(wl("p99")), r(wl("p999"))],
  val("average 2.1 ms", "average 1.2 ms", wl("mean")),
  val("P99 of 8.7", "P99 of 7.8", wl("p99")),
  val("P99.9 of 21.0", "P99.9 of 12.0", wl("p999")),
  V("value", "ten times the mean", "five times the mean", off(wl("p999") / wl("mean"), 5, 0.1)),
  V("stat", "and a P99.9 of 21.0", "and a P99 of 21.0", off(wl("p99"), 21.0)),
  V("unit", "average 2.1 ms", "average 2.1 s", off(wl("mean") / 1000, 2.1)),
  V("qual", "average 2.1 ms", "average over 3 ms", not wl("mean") > 3),
  V("col", "Recording writes", "Playback reads", True, "the report gives write latency only"),
  V("dir", "ten times the mean", "a tenth of the mean", wl("p999") > wl("mean")),
  )
C(R, "en", "Across the {120} boxes of the six-month trial only {3} drives had to be replaced, and each box starts recording {48} seconds after power-on [@AW6].",
  [r(g("fleet")), r(g("failed_drives")), r(g("boot"))],
  val("the 120 boxes", "the 210 boxes", g("fleet")),
  val("only 3 drives", "only 13 drives", g("failed_drives")),
  val("recording 48 seconds", "recording 84 seconds", g("boot")),
  V("unit", "only 3 drives", "only 3 nodes", True, "3 counts drives"),
  V("unit", "48 seconds after", "48 minutes after", off(g("boot") * 60, 48)),
  V("qual", "only 3 drives", "more than 10 drives", not g("failed_drives") > 10),
  V("stat", "only 3 drives had to be replaced", "3 drives per box had to be replaced", True, "3 drives across the fleet"),
  V("value", "six-month trial", "twelve-month trial", True, "the trial lasted six months"),
  V("qual", "starts recording 48 seconds after power-on", "starts recording within 30 seconds of power-on", not g("boot") < 30),
  )
tr = g("temp_range")
C(R, "en", "The boxes are rated for ambient temperatures up to {55} °C, and at 50 °C the TW-E2 still draws only {52} W [@AW6].",
  [r(tr[1]), r(Mo("e2", "power_50"))],
  val("up to 55", "up to 65", tr[1]),
  val("only 52 W", "only 38 W", Mo("e2", "power_50")),
  V("col", "at 50 °C the TW-E2", "at 25 °C the TW-E2", off(Mo("e2", "power_25"), 52)),
  V("row", "the TW-E2 still", "the TW-E4 still", off(Mo("e4", "power_50"), 52)),
  V("unit", "up to 55 °C", "up to 55 °F", True, "55 °F is 12.8 °C"),
  V("qual", "draws only 52 W", "draws over 60 W", not Mo("e2", "power_50") > 60),
  V("unit", "only 52 W", "only 52 kW", True, "52 W, not kW"),
  V("dir", "up to 55 °C", "down to 55 °C", True, "55 °C is the upper end"),
  )
C(R, "zh", "TW-E4 装 {4} 块盘、裸容量 {64}TB,是 TW-E2({16}TB)的四倍,TW-E8 再翻一番到 {128}TB [@AW6]。",
  [r(Mo("e4", "drives")), r(Mo("e4", "raw")), r(Mo("e2", "raw")), r(Mo("e8", "raw"))],
  val("装 4 块", "装 6 块", Mo("e4", "drives")),
  val("容量 64TB", "容量 46TB", Mo("e4", "raw")),
  val("(16TB)", "(32TB)", Mo("e2", "raw")),
  val("到 128TB", "到 256TB", Mo("e8", "raw")),
  V("value", "的四倍", "的两倍", off(Mo("e4", "raw") / Mo("e2", "raw"), 2, 0.1)),
  V("unit", "容量 64TB", "容量 64TiB", off(Mo("e4", "raw") / 1.099511627776, 64)),
  V("qual", "再翻一番到 128TB", "再翻两番到 128TB", not 3.6 <= Mo("e8", "raw") / Mo("e4", "raw") <= 4.4),
  V("dir", "是 TW-E2(16TB)的四倍", "只有 TW-E2(16TB)的四分之一", Mo("e4", "raw") > Mo("e2", "raw")),
  V("col", "装 4 块盘", "可录 4 路", off(Mo("e4", "streams"), 4)),
  )
C(R, "zh", "TW-E4 可录制 {96} 路 4K 摄像头,正好是 TW-E2 的两倍;TW-E8 为 {160} 路 [@AW6]。",
  [r(Mo("e4", "streams")), r(Mo("e8", "streams"))],
  val("可录制 96 路", "可录制 69 路", Mo("e4", "streams")),
  val("为 160 路", "为 192 路", Mo("e8", "streams")),
  V("value", "的两倍", "的三倍", off(Mo("e4", "streams") / Mo("e2", "streams"), 3, 0.1)),
  V("row", "TW-E4 可录制", "TW-E8 可录制", off(Mo("e8", "streams"), 96)),
  V("qual", "正好是 TW-E2 的两倍", "不到 TW-E2 的一半", not Mo("e4", "streams") < Mo("e2", "streams") / 2),
  V("col", "可录制 96 路 4K 摄像头", "装 96 块盘", off(Mo("e4", "drives"), 96)),
  V("row", "TW-E8 为 160 路", "TW-E2 为 160 路", off(Mo("e2", "streams"), 160)),
  V("dir", "正好是 TW-E2 的两倍", "比 TW-E2 少一半", Mo("e4", "streams") > Mo("e2", "streams")),
  )
p8 = 100 * (Mo("e8", "power_50") / Mo("e8", "power_25") - 1)
C(R, "zh", "环境温度从 25°C 升到 50°C,TW-E8 的功耗从 {79}W 增至 {104}W,多出 {25}W,约 {32}% [@AW6]。",
  [r(Mo("e8", "power_25")), r(Mo("e8", "power_50")), r(Mo("e8", "power_50") - Mo("e8", "power_25")), r(p8)],
  val("从 79W", "从 97W", Mo("e8", "power_25")),
  val("增至 104W", "增至 140W", Mo("e8", "power_50")),
  val("多出 25W", "多出 52W", Mo("e8", "power_50") - Mo("e8", "power_25")),
  val("约 32%", "约 23%", p8),
  V("dir", "增至 104W", "降至 104W", Mo("e8", "power_50") > Mo("e8", "power_25")),
  V("row", "TW-E8 的功耗", "TW-E4 的功耗", off(Mo("e4", "power_25"), 79)),
  V("qual", "约 32%", "超过一半", not p8 > 50),
  V("unit", "多出 25W", "多出 25kW", True, "25 W, not kW"),
  V("col", "升到 50°C", "升到 40°C", True, "there is no 40 °C column"),
  )
C(R, "zh", "在 1Gbps 链路上,TW-E4 一天约 {2.7}TB 的录像需要 {6.4} 小时同步完,实际吞吐 {118}MB/s;换成 10Gbps 只要 {1.2} 小时 [@AW6]。",
  [r(g("daily_footage")), r(W("g1", "sync_time")), r(W("g1", "throughput")), r(W("g10", "sync_time"))],
  val("约 2.7TB", "约 7.2TB", g("daily_footage")),
  val("需要 6.4 小时", "需要 4.6 小时", W("g1", "sync_time")),
  val("吞吐 118MB/s", "吞吐 181MB/s", W("g1", "throughput")),
  val("只要 1.2 小时", "只要 2.1 小时", W("g10", "sync_time")),
  V("unit", "需要 6.4 小时", "需要 6.4 分钟", off(W("g1", "sync_time") * 60, 6.4)),
  V("row", "换成 10Gbps", "换成 100Mbps", isnull("wan_sync.m100.sync_time")),
  V("unit", "吞吐 118MB/s", "吞吐 118Mb/s", off(W("g1", "throughput") * 8, 118)),
  V("qual", "只要 1.2 小时", "要超过 2 小时", not W("g10", "sync_time") > 2),
  V("dir", "只要 1.2 小时", "反而要多花 1.2 小时", W("g10", "sync_time") < W("g1", "sync_time")),
  )
lu = 100 * W("g10", "throughput") / (W("g10", "speed") / 8)
C(R, "zh", "10Gbps 链路的实际同步吞吐为 {610}MB/s,只用到链路速率的 {49}% 左右,同步时 CPU 占用 {38}% [@AW6]。",
  [r(W("g10", "throughput")), r(lu), r(W("g10", "cpu"))],
  val("吞吐为 610MB/s", "吞吐为 160MB/s", W("g10", "throughput")),
  val("的 49%", "的 94%", lu),
  val("占用 38%", "占用 83%", W("g10", "cpu")),
  V("row", "10Gbps 链路的", "1Gbps 链路的", off(W("g1", "throughput"), 610)),
  V("unit", "吞吐为 610MB/s", "吞吐为 610Mb/s", off(W("g10", "throughput") * 8, 610)),
  V("qual", "的 49% 左右", "的 80% 以上", not lu > 80),
  V("col", "CPU 占用 38%", "链路丢包 38%", True, "the report gives no loss figure"),
  V("dir", "只用到链路速率的 49% 左右", "超出链路速率 49% 左右", lu < 100),
  )
C(R, "zh", "TW-E4 录制 96 路时更换一块 16TB 硬盘,重建要 {16.0} 小时,空闲时只需 {9.5} 小时,多了 {6.5} 小时 [@AW6]。",
  [r(rb("recording")), r(rb("idle")), r(rb("recording") - rb("idle"))],
  val("重建要 16.0", "重建要 19.5", rb("recording")),
  val("只需 9.5", "只需 5.9", rb("idle")),
  val("多了 6.5", "多了 3.5", rb("recording") - rb("idle")),
  V("row", "TW-E4 录制 96 路时更换", "TW-E4 空闲时更换", off(rb("idle"), 16.0)),
  V("unit", "重建要 16.0 小时", "重建要 16.0 天", off(rb("recording") / 24, 16.0)),
  V("dir", "多了 6.5 小时", "少了 6.5 小时", rb("recording") > rb("idle")),
  V("qual", "重建要 16.0 小时", "重建不到半天", not rb("recording") < 12),
  V("value", "16TB 硬盘", "8TB 硬盘", True, "the rebuild was of a 16 TB drive"),
  )
C(R, "zh", "TW-E4 录制写入的平均时延 {2.1} 毫秒,P99 为 {8.7} 毫秒,P99.9 为 {21.0} 毫秒 [@AW6]。",
  [r(wl("mean")), r(wl("p99")), r(wl("p999"))],
  val("时延 2.1", "时延 1.2", wl("mean")),
  val("P99 为 8.7", "P99 为 7.8", wl("p99")),
  val("P99.9 为 21.0", "P99.9 为 12.0", wl("p999")),
  V("unit", "时延 2.1 毫秒", "时延 2.1 秒", off(wl("mean") / 1000, 2.1)),
  V("stat", "P99 为 8.7", "平均为 8.7", off(wl("mean"), 8.7)),
  V("stat", "P99.9 为 21.0", "P99 为 21.0", off(wl("p99"), 21.0)),
  V("qual", "平均时延 2.1 毫秒", "平均时延超过 5 毫秒", not wl("mean") > 5),
  V("col", "录制写入", "回放读取", True, "the report gives write latency only"),
  )
C(R, "zh", "现场试用部署了 {120} 台边缘盒子,六个月里一共只换了 {3} 块硬盘;每台从上电到开始录制只要 {48} 秒,不到一分钟 [@AW6]。",
  [r(g("fleet")), r(g("failed_drives")), r(g("boot"))],
  val("部署了 120 台", "部署了 210 台", g("fleet")),
  val("只换了 3 块", "只换了 8 块", g("failed_drives")),
  val("只要 48 秒", "只要 28 秒", g("boot")),
  V("unit", "3 块硬盘", "3 个节点", True, "3 counts drives"),
  V("unit", "只要 48 秒", "只要 48 分钟", off(g("boot") * 60, 48)),
  V("qual", "不到一分钟", "不到半分钟", not g("boot") < 30),
  V("stat", "一共只换了 3 块", "每台只换了 3 块", True, "3 drives across the fleet"),
  V("dir", "不到一分钟", "超过一分钟", not g("boot") > 60),
  )
# ---------------------------------------------------------------------------------------------------------------
# Chinese-first reports list their zh claims first, English-first ones their en claims first (stable within a language).
FIRST = {"AW1": "zh", "AW2": "en", "AW3": "zh", "AW4": "en", "AW5": "zh", "AW6": "en"}
CLAIMS.sort(key=lambda c: (c[0], c[1] != FIRST[c[0]]))


def plain(text):
    return re.sub(r"\{([^{}]*?)!?\}", r"\1", text)


def main():
    bad = 0
    per = {}
    kinds = {}
    lines = ["# claims-fresh24: held-out claims against evidence/AW1.yaml .. AW6.yaml (written from the docs only).",
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
