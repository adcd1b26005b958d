#!/usr/bin/env python3
"""fresh28: every claim sentence of claims-fresh28.txt with its figures recomputed from the evidence files, and every
wrong variant checked to be false against the same evidence. No engine import. Adapted from fresh27's derive.py
(same fact modes, variant rules and output format; the framework and main() are copied from it); the evaluation of
each report's `checks:` uses a small dimension-aware quantity class of its own instead of fresh27's unit table.

  derive.py            check all claims and variants, print every figure (written vs computed)
  derive.py --write    the same, then (only if all is well) write ../claims-fresh28.txt

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
OUT = os.path.join(HERE, "..", "claims-fresh28.txt")
KINDS = {"row", "col", "unit", "stat", "dir", "qual", "value"}
REPORTS = ["BA1", "BA2", "BA3", "BA4", "BA5", "BA6"]
MIN_VARIANTS = 7


def load(rid):
    return yaml.safe_load(open(os.path.join(EV, rid + ".yaml"), encoding="utf-8"))


def getter(rid):
    d = load(rid)

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


# --- evidence checks: a small dimension-aware quantity (SI base factor, dimension exponents) -----------------------
_B, _T = "byte", "time"
UNIT = {"": (1, {}), "x": (1, {}), "%": (0.01, {}),
        "s": (1, {_T: 1}), "ms": (1e-3, {_T: 1}), "us": (1e-6, {_T: 1}), "min": (60, {_T: 1}), "h": (3600, {_T: 1}),
        "KB": (1e3, {_B: 1}), "MB": (1e6, {_B: 1}), "GB": (1e9, {_B: 1}), "TB": (1e12, {_B: 1}), "PB": (1e15, {_B: 1}),
        "KiB": (2 ** 10, {_B: 1}), "MiB": (2 ** 20, {_B: 1}), "GiB": (2 ** 30, {_B: 1}), "TiB": (2 ** 40, {_B: 1}),
        "MB/s": (1e6, {_B: 1, _T: -1}), "GB/s": (1e9, {_B: 1, _T: -1}), "Gbps": (1e9 / 8, {_B: 1, _T: -1}),
        "node": (1, {"node": 1}), "drive": (1, {"drive": 1}), "server": (1, {"server": 1}), "rack": (1, {"rack": 1}),
        "GPU": (1, {"GPU": 1}), "job": (1, {"job": 1}), "client": (1, {"client": 1})}


class Q:
    def __init__(s, v, d=None):
        s.v, s.d = v, {k: e for k, e in (d or {}).items() if e}

    @staticmethod
    def of(x):
        return x if isinstance(x, Q) else Q(x)

    def _same(s, o):
        o = Q.of(o)
        if s.d != o.d:
            raise TypeError(f"dimension mismatch {s.d} vs {o.d}")
        return o

    def __add__(s, o): o = s._same(o); return Q(s.v + o.v, s.d)
    __radd__ = __add__
    def __sub__(s, o): o = s._same(o); return Q(s.v - o.v, s.d)
    def __rsub__(s, o): return Q.of(o) - s

    def __mul__(s, o):
        o = Q.of(o); d = dict(s.d)
        for k, e in o.d.items(): d[k] = d.get(k, 0) + e
        return Q(s.v * o.v, d)
    __rmul__ = __mul__

    def __truediv__(s, o):
        o = Q.of(o); d = dict(s.d)
        for k, e in o.d.items(): d[k] = d.get(k, 0) - e
        return Q(s.v / o.v, d)

    def __rtruediv__(s, o): return Q.of(o) / s


def unit_of(d, addr):
    p = addr.split(".")
    if p[0] in (d.get("tables") or {}):
        return d["tables"][p[0]]["columns"][p[2]].get("unit")
    return d["metrics"][p[0]]["unit"]


def verify_checks(rid):
    d = load(rid)
    g = getter(rid)
    probs, n = [], 0
    for c in d.get("checks") or []:
        n += 1
        expr, tol = (c["rel"], c.get("tolerance", 0.02)) if isinstance(c, dict) else (c, 0.02)
        m = re.match(r"(.*?)\s*(==|<=|>=|~|<|>)\s*(.*)$", expr)
        lhs, op, rhs = m.groups()
        env = {}

        def side(s):
            def rep(mm):
                a = mm.group(0)
                f, dim = UNIT[unit_of(d, a)]
                v = g(a)
                key = f"_q{len(env)}"
                env[key] = [Q(x * f, dim) for x in v] if isinstance(v, list) else Q(v * f, dim)
                return key
            s2 = re.sub(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+|(?<![\w.])[A-Za-z_][A-Za-z0-9_]*(?![\w.(])", rep, s)
            return eval(s2, {"__builtins__": {}}, env)
        try:
            A, B = side(lhs), side(rhs)
            A = [Q.of(x) for x in (A if isinstance(A, list) else [A])]   # a range is its two ends
            B = [Q.of(x) for x in (B if isinstance(B, list) else [B])]
            if any(x.d != y.d for x in A for y in B):
                probs.append(f"check mixes dimensions {A[0].d} vs {B[0].d}: {expr}"); continue
        except (TypeError, KeyError) as e:
            probs.append(f"check cannot be evaluated: {expr}: {e}"); continue
        pairs = [(x.v, y.v) for x in A for y in B]
        if op == "~":   # nearest ends
            a, b = min(pairs, key=lambda p: abs(p[0] - p[1]))
            okc = abs(a - b) <= tol * abs(b)
        else:           # strictly for every value of both ranges
            okc = all({"==": abs(p - q) <= 1e-9 * max(abs(p), abs(q)), "<": p < q, ">": p > q, "<=": p <= q,
                       ">=": p >= q}[op] for p, q in pairs)
            a, b = pairs[0]
        if not okc:
            probs.append(f"check fails: {expr} ({a:.6g} vs {b:.6g})")
    return n, probs


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


def nullcheck(g):
    def isnull(addr):
        try:
            g(addr)
            return False
        except KeyError:
            return True
    return isnull


GBPS_GBS = 1 / 8            # 1 Gbps in GB/s
GIB_GB = 2 ** 30 / 1e9      # 1 GiB in GB
TIB_TB = 2 ** 40 / 1e12     # 1 TiB in TB


# ===== CLAIMS START =====
# ---------------------------------------------------------------------------------------------------------------
# BA1: 澜栈 LZ-Fabric NVMe-oF fabric latency (Chinese-first)
g = getter("BA1")
R = "BA1"
T = lambda row, col: g(f"transports.{row}.{col}")
Qd = lambda row, col: g(f"qdepth.{row}.{col}")
isnull = nullcheck(g)
d = T("rdma100", "lat_mean") - T("local", "lat_mean")
C(R, "zh", "4KB 随机读、队列深度 1 的条件下,走 NVMe/RDMA 100G 的平均时延是 {91} 微秒,比本地直连的 {78} 微秒只多出 {13} 微秒 [@BA1]。",
  [r(T("rdma100", "lat_mean")), r(T("local", "lat_mean")), r(d)],
  val("平均时延是 91 微秒", "平均时延是 97 微秒", T("rdma100", "lat_mean")),
  val("本地直连的 78 微秒", "本地直连的 87 微秒", T("local", "lat_mean")),
  val("只多出 13 微秒", "只多出 31 微秒", d),
  V("row", "走 NVMe/RDMA 100G", "走 NVMe/TCP 100G", off(T("tcp100", "lat_mean"), 91)),
  V("stat", "平均时延是 91", "P99 时延是 91", off(T("rdma100", "lat_p99"), 91)),
  V("unit", "平均时延是 91 微秒", "平均时延是 91 毫秒", off(T("rdma100", "lat_mean") / 1000, 91)),
  V("dir", "只多出 13 微秒", "反而少了 13 微秒", T("rdma100", "lat_mean") > T("local", "lat_mean")),
  V("qual", "只多出 13 微秒", "多出 50 微秒以上", not d > 50),
  )
x = T("tcp100", "lat_p99") / T("rdma100", "lat_p99")
C(R, "zh", "换成 NVMe/TCP 100G,平均时延升到 {126} 微秒,长尾更明显:P99 达到 {265} 微秒,约为 RDMA 的 {1.9} 倍 [@BA1]。",
  [r(T("tcp100", "lat_mean")), r(T("tcp100", "lat_p99")), r(x)],
  val("升到 126 微秒", "升到 162 微秒", T("tcp100", "lat_mean")),
  val("P99 达到 265 微秒", "P99 达到 256 微秒", T("tcp100", "lat_p99")),
  val("约为 RDMA 的 1.9 倍", "约为 RDMA 的 2.9 倍", x),
  V("row", "换成 NVMe/TCP 100G", "换成 NVMe/TCP 25G", off(T("tcp25", "lat_mean"), 126)),
  V("stat", "P99 达到 265", "P99.9 达到 265", off(T("tcp100", "lat_p999"), 265)),
  V("stat", "平均时延升到 126", "P99 时延升到 126", off(T("tcp100", "lat_p99"), 126)),
  V("unit", "P99 达到 265 微秒", "P99 达到 265 毫秒", off(T("tcp100", "lat_p99") / 1000, 265)),
  V("dir", "平均时延升到 126 微秒", "平均时延降到 126 微秒", T("tcp100", "lat_mean") > T("rdma100", "lat_mean")),
  V("qual", "约为 RDMA 的 1.9 倍", "是 RDMA 的 3 倍以上", not x > 3),
  )
x = 100 * T("rdma100", "iops") / T("local", "iops")
C(R, "zh", "峰值随机读方面,NVMe/RDMA 跑出每秒 {148} 万次,达到本地直连({152} 万次)的 {97}%,网络几乎没有拖后腿 [@BA1]。",
  [r(T("rdma100", "iops")), r(T("local", "iops")), r(x)],
  val("每秒 148 万次", "每秒 184 万次", T("rdma100", "iops")),
  val("本地直连(152 万次)", "本地直连(125 万次)", T("local", "iops")),
  val("的 97%", "的 79%", x),
  V("row", "NVMe/RDMA 跑出", "NVMe/TCP 100G 跑出", off(T("tcp100", "iops"), 148)),
  V("unit", "每秒 148 万次", "每秒 148 千次", off(T("rdma100", "iops") * 10, 148)),
  V("col", "峰值随机读方面,NVMe/RDMA 跑出每秒 148 万次", "队列深度 1 时,NVMe/RDMA 跑出每秒 148 万次", off(Qd("q1", "rdma_iops"), 148)),
  V("qual", "的 97%", "不到本地直连的 80%", not x < 80),
  V("dir", "达到本地直连(152 万次)的 97%", "超过本地直连(152 万次)", T("rdma100", "iops") < T("local", "iops")),
  )
x = 100 * T("tcp25", "seq") / (g("client_link.slow") * GBPS_GBS)
C(R, "zh", "NVMe/TCP 25G 的 128KB 顺序读只有 {2.9}GB/s,但这已经占到 {25}Gbps 网卡线速的 {93}% [@BA1]。",
  [r(T("tcp25", "seq")), r(g("client_link.slow")), r(x)],
  val("只有 2.9GB/s", "只有 9.2GB/s", T("tcp25", "seq")),
  val("线速的 93%", "线速的 39%", x),
  V("unit", "只有 2.9GB/s", "只有 2.9Gbps", off(T("tcp25", "seq") * 8, 2.9)),
  V("row", "NVMe/TCP 25G 的", "NVMe/TCP 100G 的", off(T("tcp100", "seq"), 2.9)),
  V("col", "128KB 顺序读只有 2.9GB/s", "4KB 随机读 IOPS 只有 2.9 万", off(T("tcp25", "iops"), 2.9)),
  V("qual", "线速的 93%", "线速的一半都不到", not x < 50),
  V("unit", "25Gbps 网卡", "25GB/s 网卡", off(g("client_link.slow") * GBPS_GBS, 25)),
  V("row", "25Gbps 网卡线速的 93%", "100Gbps 网卡线速的 93%", off(100 * T("tcp25", "seq") / (g("client_link.fast") * GBPS_GBS), 93)),
  )
tot_gbps = g("target_nodes") * g("ports.per_node")
C(R, "zh", "每个存储节点插 {12} 块 NVMe 盘,{6} 个节点合计 {72} 块;每节点两个 {100}Gbps 前端口,合计 {200}Gbps,折合 {25}GB/s [@BA1]。",
  [r(g("drives.per_node")), r(g("target_nodes")), r(g("drives.total")), r(g("ports.per_port")), r(g("ports.per_node")), r(g("ports.per_node") * GBPS_GBS)],
  val("插 12 块", "插 16 块", g("drives.per_node")),
  val("合计 72 块", "合计 96 块", g("drives.total")),
  val("合计 200Gbps", "合计 400Gbps", g("ports.per_node")),
  val("折合 25GB/s", "折合 50GB/s", g("ports.per_node") * GBPS_GBS),
  V("unit", "折合 25GB/s", "折合 25Gbps", off(g("ports.per_node"), 25)),
  V("stat", "每个存储节点插 12 块", "每个存储节点插 72 块", off(g("drives.per_node"), 72)),
  V("unit", "6 个节点合计", "6 个客户端合计", True, "6 counts storage nodes, not clients"),
  V("qual", "合计 72 块", "合计不到 50 块", not g("drives.total") < 50),
  )
x = g("host_cores.tcp") / g("host_cores.rdma")
C(R, "zh", "主机侧开销差别更大:每 10 万 IOPS,NVMe/TCP 要吃掉 {3.4} 个 CPU 核,RDMA 只需 {0.9} 个,前者约是后者的 {3.8} 倍 [@BA1]。",
  [r(g("host_cores.tcp")), r(g("host_cores.rdma")), r(x)],
  val("吃掉 3.4 个", "吃掉 4.3 个", g("host_cores.tcp")),
  val("只需 0.9 个", "只需 0.6 个", g("host_cores.rdma")),
  val("约是后者的 3.8 倍", "约是后者的 8.3 倍", x),
  V("col", "NVMe/TCP 要吃掉 3.4 个 CPU 核,RDMA 只需 0.9 个", "RDMA 要吃掉 3.4 个 CPU 核,NVMe/TCP 只需 0.9 个", g("host_cores.tcp") != g("host_cores.rdma")),
  V("dir", "约是后者的 3.8 倍", "约是后者的四分之一", x > 1),
  V("qual", "约是后者的 3.8 倍", "不到后者的 2 倍", not x < 2),
  V("stat", "每 10 万 IOPS", "每 100 万 IOPS", off(g("host_cores.tcp") * 10, 3.4)),
  )
C(R, "zh", "单个作业的队列深度从 1 加到 128,RDMA 的 IOPS 从每秒 {1.1} 万次增至 {58.2} 万次,P99 时延则从 {138} 微秒涨到 {410} 微秒 [@BA1]。",
  [r(Qd("q1", "rdma_iops")), r(Qd("q128", "rdma_iops")), r(Qd("q1", "rdma_p99")), r(Qd("q128", "rdma_p99"))],
  val("每秒 1.1 万次", "每秒 1.8 万次", Qd("q1", "rdma_iops")),
  val("增至 58.2 万次", "增至 85.2 万次", Qd("q128", "rdma_iops")),
  val("涨到 410 微秒", "涨到 140 微秒", Qd("q128", "rdma_p99")),
  V("col", "RDMA 的 IOPS", "NVMe/TCP 的 IOPS", off(Qd("q1", "tcp_iops"), 1.1)),
  V("row", "从 1 加到 128", "从 1 加到 64", off(Qd("q64", "rdma_iops"), 58.2)),
  V("stat", "P99 时延则从 138", "平均时延则从 138", off(T("rdma100", "lat_mean"), 138)),
  V("unit", "涨到 410 微秒", "涨到 410 毫秒", off(Qd("q128", "rdma_p99") / 1000, 410)),
  V("dir", "涨到 410 微秒", "降到 410 微秒", Qd("q128", "rdma_p99") > Qd("q1", "rdma_p99")),
  )
x = 100 * (Qd("q64", "tcp_p99") / Qd("q64", "rdma_p99") - 1)
C(R, "zh", "队列深度 64 时,NVMe/TCP 的 P99 时延为 {560} 微秒,比 RDMA 的 {260} 微秒高出 {115}% [@BA1]。",
  [r(Qd("q64", "tcp_p99")), r(Qd("q64", "rdma_p99")), r(x)],
  val("P99 时延为 560", "P99 时延为 650", Qd("q64", "tcp_p99")),
  val("RDMA 的 260 微秒", "RDMA 的 206 微秒", Qd("q64", "rdma_p99")),
  val("高出 115%", "高出 54%", x),
  V("row", "队列深度 64 时", "队列深度 16 时", off(Qd("q16", "tcp_p99"), 560)),
  V("unit", "高出 115%", "高出 115 个百分点", True, "a relative difference, not percentage points"),
  V("dir", "高出 115%", "低了 115%", Qd("q64", "tcp_p99") > Qd("q64", "rdma_p99")),
  V("stat", "P99 时延为 560", "平均时延为 560", True, "the queue-depth table gives P99 latency only"),
  V("qual", "高出 115%", "高出不到 50%", not x < 50),
  )
C(R, "zh", "NVMe/RDMA 的 P99.9 时延为 {240} 微秒,NVMe/TCP 100G 则拉长到 {610} 微秒,两者相差 {370} 微秒 [@BA1]。",
  [r(T("rdma100", "lat_p999")), r(T("tcp100", "lat_p999")), r(T("tcp100", "lat_p999") - T("rdma100", "lat_p999"))],
  val("P99.9 时延为 240", "P99.9 时延为 420", T("rdma100", "lat_p999")),
  val("拉长到 610 微秒", "拉长到 160 微秒", T("tcp100", "lat_p999")),
  val("相差 370 微秒", "相差 730 微秒", T("tcp100", "lat_p999") - T("rdma100", "lat_p999")),
  V("stat", "NVMe/RDMA 的 P99.9 时延为 240", "NVMe/RDMA 的 P99 时延为 240", off(T("rdma100", "lat_p99"), 240)),
  V("row", "NVMe/TCP 100G 则拉长到 610", "NVMe/TCP 25G 则拉长到 610", isnull("transports.tcp25.lat_p999"), "no P99.9 recorded for TCP 25G"),
  V("unit", "相差 370 微秒", "相差 370 毫秒", off((T("tcp100", "lat_p999") - T("rdma100", "lat_p999")) / 1000, 370)),
  V("dir", "NVMe/TCP 100G 则拉长到 610", "NVMe/TCP 100G 则缩短到 610", T("tcp100", "lat_p999") > T("rdma100", "lat_p999")),
  )
x = 100 * (T("rdma100", "lat_mean") / T("local", "lat_mean") - 1)
C(R, "en", "At queue depth 1, a 4 KB random read over NVMe/RDMA at 100G completes in {91} µs on average, only {17}% slower than a local NVMe drive [@BA1].",
  [r(T("rdma100", "lat_mean")), r(x)],
  val("completes in 91 µs", "completes in 78 µs", T("rdma100", "lat_mean")),
  val("only 17% slower", "only 7% slower", x),
  V("row", "over NVMe/RDMA at 100G", "over NVMe/TCP at 100G", off(T("tcp100", "lat_mean"), 91)),
  V("stat", "in 91 µs on average", "in 91 µs at P99", off(T("rdma100", "lat_p99"), 91)),
  V("unit", "completes in 91 µs", "completes in 91 ms", off(T("rdma100", "lat_mean") / 1000, 91)),
  V("dir", "only 17% slower", "17% faster", T("rdma100", "lat_mean") > T("local", "lat_mean")),
  V("qual", "only 17% slower", "more than 50% slower", not x > 50),
  V("unit", "only 17% slower", "only 17 µs slower", off(T("rdma100", "lat_mean") - T("local", "lat_mean"), 17)),
  )
x = 100 * T("tcp100", "seq") / T("rdma100", "seq")
C(R, "en", "For 128 KB sequential reads the gap nearly closes: NVMe/TCP at 100G streams {11.4} GB/s, about {94}% of the {12.1} GB/s RDMA manages [@BA1].",
  [r(T("tcp100", "seq")), r(x), r(T("rdma100", "seq"))],
  val("streams 11.4 GB/s", "streams 14.1 GB/s", T("tcp100", "seq")),
  val("about 94%", "about 49%", x),
  val("the 12.1 GB/s", "the 13.6 GB/s", T("rdma100", "seq")),
  V("unit", "streams 11.4 GB/s", "streams 11.4 Gbps", off(T("tcp100", "seq") * 8, 11.4)),
  V("row", "NVMe/TCP at 100G streams", "NVMe/TCP at 25G streams", off(T("tcp25", "seq"), 11.4)),
  V("col", "For 128 KB sequential reads", "For 4 KB random reads", True, "4 KB random reads are given as IOPS and latency, not GB/s"),
  V("qual", "about 94%", "barely half", not x < 55),
  V("dir", "about 94% of the", "6% more than the", T("tcp100", "seq") < T("rdma100", "seq")),
  )
gap = (T("rdma100", "iops") - T("tcp100", "iops")) * 1e4
C(R, "en", "Peak 4 KB random reads reach {1.48} million IOPS over RDMA and {1.18} million over TCP on the same 100G links, a gap of {300,000} IOPS [@BA1].",
  [r(T("rdma100", "iops") / 100), r(T("tcp100", "iops") / 100), r(gap)],
  val("reach 1.48 million", "reach 1.84 million", T("rdma100", "iops") / 100),
  val("and 1.18 million", "and 1.52 million", T("tcp100", "iops") / 100),
  val("a gap of 300,000", "a gap of 30,000", gap),
  V("unit", "reach 1.48 million IOPS", "reach 1.48 thousand IOPS", off(T("rdma100", "iops") * 10, 1.48)),
  V("row", "and 1.18 million over TCP on the same 100G links", "and 1.18 million over TCP on 25G links", off(T("tcp25", "iops") / 100, 1.18)),
  V("col", "Peak 4 KB random reads reach", "At queue depth 1, 4 KB random reads reach", off(Qd("q1", "rdma_iops") / 100, 1.48)),
  V("dir", "a gap of 300,000 IOPS", "TCP ahead by 300,000 IOPS", T("tcp100", "iops") < T("rdma100", "iops")),
  V("qual", "a gap of 300,000 IOPS", "a gap of well over a million IOPS", not gap > 1e6),
  )
fo = g("path_failover")
C(R, "en", "Pulling an active path paused I/O for {1.2} to {3.8} seconds while multipathing failed over [@BA1].",
  [r(fo[0]), r(fo[1])],
  val("for 1.2 to", "for 2.1 to", fo[0]),
  val("to 3.8 seconds", "to 8.3 seconds", fo[1]),
  V("unit", "to 3.8 seconds", "to 3.8 milliseconds", True, "seconds, not milliseconds"),
  V("qual", "paused I/O for 1.2 to 3.8 seconds", "paused I/O for under a second", not fo[1] < 1),
  V("stat", "paused I/O for 1.2 to 3.8 seconds", "paused I/O for 3.8 seconds on average", True, "a range over drills, not a mean"),
  V("qual", "paused I/O for 1.2 to 3.8 seconds", "paused I/O for at least 5 seconds", not fo[0] >= 5),
  V("row", "Pulling an active path", "Pulling a whole target node", True, "the drills pulled one path, not a node"),
  )
C(R, "en", "A single NVMe/TCP job at queue depth 128 tops out at {390,000} IOPS, with P99 latency just under {1!} ms [@BA1].",
  [r(Qd("q128", "tcp_iops") * 1e4), le(Qd("q128", "tcp_p99") / 1000)],
  val("tops out at 390,000", "tops out at 582,000", Qd("q128", "tcp_iops") * 1e4),
  V("col", "A single NVMe/TCP job", "A single NVMe/RDMA job", off(Qd("q128", "rdma_iops") * 1e4, 390000)),
  V("row", "at queue depth 128", "at queue depth 64", off(Qd("q64", "tcp_iops") * 1e4, 390000)),
  V("stat", "P99 latency just under 1 ms", "mean latency just under 1 ms", True, "the queue-depth table gives P99 latency only"),
  V("qual", "just under 1 ms", "well over 2 ms", not Qd("q128", "tcp_p99") / 1000 > 2),
  V("unit", "just under 1 ms", "just under 1 µs", Qd("q128", "tcp_p99") > 1),
  V("unit", "390,000 IOPS", "390,000 MB/s", True, "an operation rate, not bandwidth"),
  )
tot = g("target_nodes") * g("ports.per_node")
C(R, "en", "Each of the {6} target nodes has two {100} Gbps ports, so the front end totals {1,200} Gbps, or {150} GB/s [@BA1].",
  [r(g("target_nodes")), r(g("ports.per_port")), r(tot), r(tot * GBPS_GBS)],
  val("Each of the 6", "Each of the 8", g("target_nodes")),
  val("totals 1,200 Gbps", "totals 1,600 Gbps", tot),
  val("or 150 GB/s", "or 1,200 GB/s", tot * GBPS_GBS),
  V("unit", "or 150 GB/s", "or 150 Gbps", off(tot, 150)),
  V("unit", "the 6 target nodes", "the 6 client hosts", True, "6 counts target nodes"),
  V("stat", "the front end totals 1,200 Gbps", "each node's front end totals 1,200 Gbps", off(g("ports.per_node"), 1200)),
  V("qual", "totals 1,200 Gbps", "totals under 1,000 Gbps", not tot < 1000),
  )
d = T("tcp25", "lat_mean") - T("local", "lat_mean")
C(R, "en", "On 25G links NVMe/TCP adds {61} µs to the local drive's mean read latency, and its P99 climbs to {310} µs [@BA1].",
  [r(d), r(T("tcp25", "lat_p99"))],
  val("adds 61 µs", "adds 16 µs", d),
  val("climbs to 310 µs", "climbs to 130 µs", T("tcp25", "lat_p99")),
  V("row", "On 25G links", "On 100G links", off(T("tcp100", "lat_mean") - T("local", "lat_mean"), 61)),
  V("stat", "its P99 climbs to 310", "its P99.9 climbs to 310", isnull("transports.tcp25.lat_p999"), "no P99.9 for TCP 25G"),
  V("unit", "climbs to 310 µs", "climbs to 310 ms", off(T("tcp25", "lat_p99") / 1000, 310)),
  V("dir", "adds 61 µs to", "takes 61 µs off", T("tcp25", "lat_mean") > T("local", "lat_mean")),
  V("qual", "adds 61 µs", "adds well over 100 µs", not d > 100),
  V("unit", "adds 61 µs", "adds 61%", off(100 * d / T("local", "lat_mean"), 61)),
  )
dc = g("host_cores.tcp") - g("host_cores.rdma")
C(R, "en", "Host CPU is the hidden cost: NVMe/TCP burns {2.5} more cores than RDMA for every hundred thousand IOPS, {3.4} against {0.9} [@BA1].",
  [r(dc), r(g("host_cores.tcp")), r(g("host_cores.rdma"))],
  val("burns 2.5 more", "burns 3.5 more", dc),
  val("3.4 against", "4.3 against", g("host_cores.tcp")),
  val("against 0.9", "against 1.9", g("host_cores.rdma")),
  V("dir", "burns 2.5 more cores than RDMA", "burns 2.5 fewer cores than RDMA", g("host_cores.tcp") > g("host_cores.rdma")),
  V("col", "3.4 against 0.9", "0.9 against 3.4", g("host_cores.tcp") != g("host_cores.rdma")),
  V("stat", "for every hundred thousand IOPS", "for every million IOPS", off(g("host_cores.tcp") * 10 - g("host_cores.rdma") * 10, 2.5)),
  V("qual", "burns 2.5 more cores", "burns at most one more core", not dc <= 1),
  )
# ---------------------------------------------------------------------------------------------------------------
# BA2: Quillmere QM-Ingest object store, small-object ingest (English-first)
g = getter("BA2")
R = "BA2"
Sz = lambda row, col: g(f"sizes.{row}.{col}")
Gw = lambda row, col: g(f"gateways.{row}.{col}")
isnull = nullcheck(g)
C(R, "en", "With 4 KB objects the cluster absorbs {41,500} PUTs a second, yet that moves a mere {166} MB/s of data [@BA2].",
  [r(Sz("o4k", "puts") * 1000), r(Sz("o4k", "tput"))],
  val("absorbs 41,500", "absorbs 45,100", Sz("o4k", "puts") * 1000),
  val("a mere 166 MB/s", "a mere 616 MB/s", Sz("o4k", "tput")),
  V("row", "With 4 KB objects", "With 64 KB objects", off(Sz("o64k", "puts") * 1000, 41500)),
  V("unit", "a mere 166 MB/s", "a mere 166 Mbps", off(Sz("o4k", "tput") * 8, 166)),
  V("unit", "a mere 166 MB/s", "a mere 166 GB/s", off(Sz("o4k", "tput") / 1000, 166)),
  V("stat", "the cluster absorbs 41,500", "each gateway absorbs 41,500", off(Sz("o4k", "puts") * 1000 / g("nodes.gateway"), 41500)),
  V("qual", "absorbs 41,500 PUTs a second", "absorbs over 100,000 PUTs a second", not Sz("o4k", "puts") * 1000 > 100000),
  V("value", "absorbs 41,500 PUTs", "absorbs 41.5 PUTs", True, "41.5 is in thousands"),
  )
x = Sz("o4k", "p_p99") / Sz("o4k", "p_mean")
C(R, "en", "Mean PUT latency for those small objects is {1.5} ms, but the tail is long: P99 sits at {6.8} ms, about {4.5} times the mean [@BA2].",
  [r(Sz("o4k", "p_mean")), r(Sz("o4k", "p_p99")), r(x)],
  val("is 1.5 ms", "is 5.1 ms", Sz("o4k", "p_mean")),
  val("sits at 6.8 ms", "sits at 8.6 ms", Sz("o4k", "p_p99")),
  val("about 4.5 times", "about 2.5 times", x),
  V("stat", "Mean PUT latency for those small objects is 1.5", "Median PUT latency for those small objects is 1.5", True, "the report gives mean and P99, no median"),
  V("stat", "P99 sits at 6.8", "P99.9 sits at 6.8", True, "the report gives P99, no P99.9"),
  V("unit", "sits at 6.8 ms", "sits at 6.8 s", off(Sz("o4k", "p_p99") * 1000, 6.8)),
  V("dir", "about 4.5 times the mean", "about a fifth of the mean", x > 1),
  V("qual", "about 4.5 times the mean", "barely above the mean", not x < 1.2),
  )
x = Sz("o4m", "tput") / Sz("o4k", "tput")
C(R, "en", "At 4 MB per object, throughput climbs to {8.2} GB/s, nearly {50} times the small-object figure, while the PUT rate drops to about {2,050} a second [@BA2].",
  [r(Sz("o4m", "tput") / 1000), a(x), r(Sz("o4m", "puts") * 1000)],
  val("climbs to 8.2 GB/s", "climbs to 2.8 GB/s", Sz("o4m", "tput") / 1000),
  V("value", "nearly 50 times", "nearly 20 times", off(x, 20, 0.1)),
  val("about 2,050 a second", "about 20,500 a second", Sz("o4m", "puts") * 1000),
  V("unit", "climbs to 8.2 GB/s", "climbs to 8.2 Gbps", off(Sz("o4m", "tput") / 1000 * 8, 8.2)),
  V("row", "At 4 MB per object", "At 256 KB per object", off(Sz("o256k", "tput") / 1000, 8.2)),
  V("dir", "the PUT rate drops to", "the PUT rate rises to", Sz("o4m", "puts") < Sz("o4k", "puts")),
  V("stat", "throughput climbs to 8.2 GB/s", "throughput per gateway climbs to 8.2 GB/s", off(Sz("o4m", "tput") / 1000 / g("nodes.gateway"), 8.2)),
  V("qual", "nearly 50 times", "less than ten times", not x < 10),
  )
x = Sz("o256k", "tput") / Sz("o64k", "tput")
C(R, "en", "Moving from 64 KB to 256 KB objects roughly doubles throughput, from {2,125} MB/s to {4,506} MB/s, even though mean PUT latency rises from {1.9} ms to {3.6} ms [@BA2].",
  [r(Sz("o64k", "tput")), r(Sz("o256k", "tput")), r(Sz("o64k", "p_mean")), r(Sz("o256k", "p_mean"))],
  val("from 2,125 MB/s", "from 2,512 MB/s", Sz("o64k", "tput")),
  val("to 4,506 MB/s", "to 4,650 MB/s", Sz("o256k", "tput")),
  val("rises from 1.9 ms", "rises from 1.5 ms", Sz("o64k", "p_mean")),
  V("value", "roughly doubles", "roughly quadruples", off(x, 4, 0.1)),
  V("stat", "mean PUT latency rises from 1.9 ms to 3.6 ms", "P99 PUT latency rises from 1.9 ms to 3.6 ms", off(Sz("o64k", "p_p99"), 1.9)),
  V("unit", "to 4,506 MB/s", "to 4,506 Mbps", off(Sz("o256k", "tput") * 8, 4506)),
  V("dir", "mean PUT latency rises", "mean PUT latency falls", Sz("o256k", "p_mean") > Sz("o64k", "p_mean")),
  V("row", "Moving from 64 KB to 256 KB objects", "Moving from 4 KB to 256 KB objects", off(Sz("o4k", "tput"), 2125)),
  )
x = Gw("g4", "puts") / Gw("g1", "puts")
C(R, "en", "Scaling from one gateway to four lifts the 4 KB PUT rate from {12,800} to {41,500} a second, {3.2} times as many [@BA2].",
  [r(Gw("g1", "puts") * 1000), r(Gw("g4", "puts") * 1000), r(x)],
  val("from 12,800", "from 18,200", Gw("g1", "puts") * 1000),
  val("to 41,500 a second", "to 52,000 a second", Gw("g4", "puts") * 1000),
  val("3.2 times", "4.0 times", x),
  V("row", "from one gateway to four", "from one gateway to eight", off(Gw("g8", "puts") * 1000, 41500)),
  V("qual", "3.2 times as many", "more than four times as many", not x > 4),
  V("dir", "lifts the 4 KB PUT rate", "cuts the 4 KB PUT rate", Gw("g4", "puts") > Gw("g1", "puts")),
  V("col", "lifts the 4 KB PUT rate", "lifts gateway CPU utilisation", True, "CPU is a percentage, not a PUT rate"),
  V("unit", "a second, 3.2 times", "a second, 3.2%", True, "a multiple, not a percent"),
  )
x = 100 * (Gw("g8", "puts") / Gw("g4", "puts") - 1)
C(R, "en", "Doubling to eight gateways buys only {25}% more PUTs, and gateway CPU falls from {84}% to {61}%: the metadata tier, not the gateways, is now the limit [@BA2].",
  [r(x), r(Gw("g4", "cpu")), r(Gw("g8", "cpu"))],
  val("only 25% more", "only 52% more", x),
  val("falls from 84%", "falls from 88%", Gw("g4", "cpu")),
  val("to 61%", "to 16%", Gw("g8", "cpu")),
  V("dir", "gateway CPU falls from", "gateway CPU rises from", Gw("g8", "cpu") < Gw("g4", "cpu")),
  V("unit", "only 25% more PUTs", "only 25 percentage points more PUTs", True, "a relative gain of a rate"),
  V("qual", "only 25% more", "nearly twice as many", not Gw("g8", "puts") / Gw("g4", "puts") > 1.8),
  V("row", "Doubling to eight gateways", "Doubling to four gateways", off(100 * (Gw("g4", "puts") / Gw("g2", "puts") - 1), 25)),
  V("stat", "gateway CPU falls from 84%", "peak gateway CPU falls from 84%", True, "the report gives mean CPU utilisation"),
  )
rate = g("bulk_objects") * 1e9 / (g("bulk_time") * 3600)
C(R, "en", "Ingesting {1} billion 4 KB objects took {7.4} hours, an average of roughly {37,500} objects per second [@BA2].",
  [r(g("bulk_objects")), r(g("bulk_time")), a(rate, 0.01)],
  val("took 7.4 hours", "took 4.7 hours", g("bulk_time")),
  V("value", "roughly 37,500 objects", "roughly 41,500 objects", off(rate, 41500, 0.01)),
  V("unit", "took 7.4 hours", "took 7.4 minutes", True, "hours, not minutes"),
  val("Ingesting 1 billion", "Ingesting 10 billion", g("bulk_objects")),
  V("qual", "took 7.4 hours", "took under five hours", not g("bulk_time") < 5),
  V("stat", "an average of roughly 37,500", "a peak of roughly 37,500", True, "37,500 is the average over the run; the peak is not given"),
  V("row", "1 billion 4 KB objects", "1 billion 64 KB objects", True, "the bulk run used 4 KB objects"),
  )
per = g("meta_size") * 1e12 / (g("bulk_objects") * 1e9) / 1000
C(R, "en", "After the bulk run the metadata index weighs {2.3} TB, about {2.3} KB for every object stored [@BA2].",
  [r(g("meta_size")), r(per)],
  val("weighs 2.3 TB", "weighs 3.2 TB", g("meta_size")),
  val("about 2.3 KB", "about 23 KB", per),
  V("unit", "weighs 2.3 TB", "weighs 2.3 TiB", off(g("meta_size") / TIB_TB, 2.3)),
  V("unit", "about 2.3 KB", "about 2.3 MB", off(per / 1000, 2.3)),
  V("unit", "weighs 2.3 TB", "weighs 2.3 GB", off(g("meta_size") * 1000, 2.3)),
  V("stat", "about 2.3 KB for every object", "about 2.3 KB for every gateway", True, "a per-object figure"),
  V("qual", "weighs 2.3 TB", "weighs under 1 TB", not g("meta_size") < 1),
  )
lt = g("list_time")
C(R, "en", "Listing a page of keys afterwards took anywhere from {40} to {180} ms [@BA2].",
  [r(lt[0]), r(lt[1])],
  val("from 40 to", "from 14 to", lt[0]),
  val("to 180 ms", "to 810 ms", lt[1]),
  V("unit", "to 180 ms", "to 180 s", True, "milliseconds"),
  V("unit", "to 180 ms", "to 180 µs", True, "milliseconds"),
  V("qual", "anywhere from 40 to 180 ms", "never more than 100 ms", not lt[1] <= 100),
  V("stat", "anywhere from 40 to 180 ms", "180 ms on average", True, "a range over listings, not a mean"),
  V("qual", "anywhere from 40 to 180 ms", "always under 40 ms", not lt[1] < 40),
  )
C(R, "zh", "测试集群由 {8} 个存储节点和 {4} 个网关节点组成,每个网关接一条 {100}Gbps 链路,合计 {400}Gbps [@BA2]。",
  [r(g("nodes.storage")), r(g("nodes.gateway")), r(g("gw_link.per_gateway")), r(g("gw_link.total"))],
  val("由 8 个存储节点", "由 12 个存储节点", g("nodes.storage")),
  val("和 4 个网关节点", "和 6 个网关节点", g("nodes.gateway")),
  val("合计 400Gbps", "合计 800Gbps", g("gw_link.total")),
  V("col", "8 个存储节点和 4 个网关节点", "4 个存储节点和 8 个网关节点", g("nodes.storage") != g("nodes.gateway")),
  V("unit", "合计 400Gbps", "合计 400GB/s", off(g("gw_link.total") * GBPS_GBS, 400)),
  V("stat", "每个网关接一条 100Gbps", "每个网关接一条 400Gbps", off(g("gw_link.per_gateway"), 400)),
  V("unit", "和 4 个网关节点", "和 4 台客户端", True, "4 counts gateway nodes"),
  )
C(R, "zh", "256KB 对象的 PUT 平均时延为 {3.6} 毫秒,P99 为 {14.2} 毫秒,此时集群每秒仍能写入 {1.76} 万个对象 [@BA2]。",
  [r(Sz("o256k", "p_mean")), r(Sz("o256k", "p_p99")), r(Sz("o256k", "puts") / 10)],
  val("平均时延为 3.6", "平均时延为 6.3", Sz("o256k", "p_mean")),
  val("P99 为 14.2", "P99 为 12.4", Sz("o256k", "p_p99")),
  val("写入 1.76 万个", "写入 17.6 万个", Sz("o256k", "puts") / 10),
  V("row", "256KB 对象的", "64KB 对象的", off(Sz("o64k", "p_mean"), 3.6)),
  V("stat", "P99 为 14.2", "P99.9 为 14.2", True, "the report gives P99, no P99.9"),
  V("stat", "平均时延为 3.6", "P99 时延为 3.6", off(Sz("o256k", "p_p99"), 3.6)),
  V("unit", "P99 为 14.2 毫秒", "P99 为 14.2 秒", off(Sz("o256k", "p_p99") * 1000, 14.2)),
  V("qual", "P99 为 14.2 毫秒", "P99 控制在 10 毫秒以内", not Sz("o256k", "p_p99") < 10),
  )
drop = 100 * (1 - Sz("o64k", "puts") / Sz("o4k", "puts"))
C(R, "zh", "对象从 4KB 增大到 64KB,每秒 PUT 次数只从 {4.15} 万次降到 {3.32} 万次,降幅仅 {20}%,写吞吐却提高到 {2,125}MB/s [@BA2]。",
  [r(Sz("o4k", "puts") / 10), r(Sz("o64k", "puts") / 10), r(drop), r(Sz("o64k", "tput"))],
  val("从 4.15 万次", "从 5.14 万次", Sz("o4k", "puts") / 10),
  val("降到 3.32 万次", "降到 2.33 万次", Sz("o64k", "puts") / 10),
  val("降幅仅 20%", "降幅仅 2%", drop),
  V("dir", "降幅仅 20%", "增幅 20%", Sz("o64k", "puts") < Sz("o4k", "puts")),
  V("unit", "降幅仅 20%", "降幅仅 20 个百分点", True, "a relative drop of a rate"),
  V("unit", "提高到 2,125MB/s", "提高到 2,125Mbps", off(Sz("o64k", "tput") * 8, 2125)),
  V("row", "增大到 64KB", "增大到 256KB", off(Sz("o256k", "puts") / 10, 3.32)),
  V("unit", "从 4.15 万次", "从 4.15 千次", off(Sz("o4k", "puts"), 4.15)),
  )
more = (Gw("g8", "puts") - Gw("g4", "puts")) * 1000
C(R, "zh", "扩到 8 个网关后每秒可写 {5.2} 万次,比 4 个网关时多 {10,500} 次;这一轮的 P99 时延因日志故障没有留下数据 [@BA2]。",
  [r(Gw("g8", "puts") / 10), r(more)],
  val("每秒可写 5.2 万次", "每秒可写 2.5 万次", Gw("g8", "puts") / 10),
  val("多 10,500 次", "多 15,000 次", more),
  V("row", "扩到 8 个网关后", "扩到 2 个网关后", off(Gw("g2", "puts") / 10, 5.2)),
  V("dir", "比 4 个网关时多 10,500 次", "比 4 个网关时少 10,500 次", Gw("g8", "puts") > Gw("g4", "puts")),
  V("unit", "每秒可写 5.2 万次", "每秒可写 5.2 千次", off(Gw("g8", "puts"), 5.2)),
  V("stat", "每秒可写 5.2 万次", "每个网关每秒可写 5.2 万次", off(Gw("g8", "puts") / 8 / 10, 5.2)),
  V("qual", "多 10,500 次", "多出两万次以上", not more > 20000),
  )
per_gw = Gw("g8", "puts") * 1000 / Gw("g8", "n")
share = 100 * per_gw / (Gw("g1", "puts") * 1000)
C(R, "zh", "单网关时每秒 {1.28} 万次;扩到 8 个网关后,平均每个网关只分到 {6,500} 次,约为单网关的 {51}% [@BA2]。",
  [r(Gw("g1", "puts") / 10), r(per_gw), r(share)],
  val("每秒 1.28 万次", "每秒 1.82 万次", Gw("g1", "puts") / 10),
  val("只分到 6,500 次", "只分到 5,200 次", per_gw),
  val("约为单网关的 51%", "约为单网关的 15%", share),
  V("stat", "平均每个网关只分到 6,500 次", "8 个网关合计只有 6,500 次", off(Gw("g8", "puts") * 1000, 6500)),
  V("row", "扩到 8 个网关后", "扩到 4 个网关后", off(Gw("g4", "puts") * 1000 / 4, 6500)),
  val("只分到 6,500 次", "只分到 8,000 次", per_gw),
  V("qual", "约为单网关的 51%", "不到单网关的三成", not share < 30),
  V("unit", "约为单网关的 51%", "约为单网关的 51 倍", off(share / 100, 51)),
  )
pct = 100 * rate / (Sz("o4k", "puts") * 1000)
C(R, "zh", "{10} 亿个 4KB 对象的批量导入用时 {7.4} 小时,平均速率约为表 1 峰值的 {90}%,元数据膨胀的影响有限 [@BA2]。",
  [r(g("bulk_objects") * 10), r(g("bulk_time")), r(pct)],
  val("用时 7.4 小时", "用时 9.4 小时", g("bulk_time")),
  val("峰值的 90%", "峰值的 60%", pct),
  V("unit", "用时 7.4 小时", "用时 7.4 分钟", True, "hours"),
  V("qual", "约为表 1 峰值的 90%", "还不到表 1 峰值的一半", not pct < 50),
  V("dir", "约为表 1 峰值的 90%", "比表 1 峰值高 90%", rate < Sz("o4k", "puts") * 1000),
  val("10 亿个", "100 亿个", g("bulk_objects") * 10),
  V("row", "4KB 对象的批量导入", "64KB 对象的批量导入", True, "the bulk run used 4 KB objects"),
  )
per_c = g("clients") / g("nodes.gateway")
C(R, "zh", "负载由 {64} 个客户端产生,平均每个网关承接 {16} 个客户端的并发写入 [@BA2]。",
  [r(g("clients")), r(per_c)],
  val("由 64 个客户端", "由 46 个客户端", g("clients")),
  val("承接 16 个客户端", "承接 8 个客户端", per_c),
  V("unit", "由 64 个客户端", "由 64 个节点", True, "64 counts clients"),
  V("stat", "平均每个网关承接 16 个", "平均每个存储节点承接 16 个", off(g("clients") / g("nodes.storage"), 16)),
  V("qual", "由 64 个客户端", "由不到 32 个客户端", not g("clients") < 32),
  V("stat", "由 64 个客户端产生", "由每个网关 64 个客户端产生", off(per_c, 64)),
  V("value", "承接 16 个客户端", "承接 64 个客户端", off(per_c, 64)),
  )
x = Sz("o4m", "p_mean") / Sz("o4k", "p_mean")
C(R, "zh", "4MB 大对象的 PUT 平均时延是 {31} 毫秒,是 4KB 小对象({1.5} 毫秒)的 {20!} 倍以上,P99 则高达 {88} 毫秒 [@BA2]。",
  [r(Sz("o4m", "p_mean")), r(Sz("o4k", "p_mean")), ge(x), r(Sz("o4m", "p_p99"))],
  val("平均时延是 31 毫秒", "平均时延是 13 毫秒", Sz("o4m", "p_mean")),
  val("4KB 小对象(1.5 毫秒)", "4KB 小对象(5.1 毫秒)", Sz("o4k", "p_mean")),
  V("value", "的 20 倍以上", "的 30 倍以上", not x > 30),
  val("高达 88 毫秒", "高达 68 毫秒", Sz("o4m", "p_p99")),
  V("stat", "PUT 平均时延是 31", "PUT P99 时延是 31", off(Sz("o4m", "p_p99"), 31)),
  V("row", "4MB 大对象的", "256KB 对象的", off(Sz("o256k", "p_mean"), 31)),
  V("unit", "高达 88 毫秒", "高达 88 秒", off(Sz("o4m", "p_p99") * 1000, 88)),
  V("dir", "是 4KB 小对象(1.5 毫秒)的 20 倍以上", "只有 4KB 小对象(1.5 毫秒)的二十分之一", x > 1),
  V("qual", "的 20 倍以上", "不到 10 倍", not x < 10),
  )
# ---------------------------------------------------------------------------------------------------------------
# BA3: 霁岩 JY-Vault backup appliance, dedup ratios (Chinese-first)
g = getter("BA3")
R = "BA3"
Ty = lambda row, col: g(f"types.{row}.{col}")
Rt = lambda row, col: g(f"retention.{row}.{col}")
isnull = nullcheck(g)
C(R, "zh", "虚拟机镜像保留 30 天后,{612}TB 逻辑数据实际只占 {34}TB,重删比高达 {18} 倍 [@BA3]。",
  [r(Ty("vm", "logical")), r(Ty("vm", "stored")), r(Ty("vm", "ratio"))],
  val("612TB 逻辑数据", "621TB 逻辑数据", Ty("vm", "logical")),
  val("只占 34TB", "只占 43TB", Ty("vm", "stored")),
  val("高达 18 倍", "高达 28 倍", Ty("vm", "ratio")),
  V("row", "虚拟机镜像保留 30 天后", "数据库全备保留 30 天后", off(Ty("db", "ratio"), 18)),
  V("unit", "只占 34TB", "只占 34TiB", off(Ty("vm", "stored") / TIB_TB, 34)),
  V("unit", "高达 18 倍", "高达 18%", True, "a ratio, not a percent"),
  V("col", "实际只占 34TB", "实际只省下 34TB", off(Ty("vm", "logical") - Ty("vm", "stored"), 34)),
  V("qual", "高达 18 倍", "不到 10 倍", not Ty("vm", "ratio") < 10),
  )
x = Ty("db", "ratio") / Ty("log", "ratio")
C(R, "zh", "数据库全备的重删比为 {7} 倍,约是日志归档({1.5} 倍)的 {4.7} 倍 [@BA3]。",
  [r(Ty("db", "ratio")), r(Ty("log", "ratio")), r(x)],
  val("重删比为 7 倍", "重删比为 4 倍", Ty("db", "ratio")),
  val("日志归档(1.5 倍)", "日志归档(5.1 倍)", Ty("log", "ratio")),
  val("的 4.7 倍", "的 7.4 倍", x),
  V("row", "数据库全备的重删比", "文件服务器的重删比", off(Ty("file", "ratio"), 7)),
  V("row", "日志归档(1.5 倍)", "文件服务器(1.5 倍)", off(Ty("file", "ratio"), 1.5)),
  V("dir", "约是日志归档(1.5 倍)的 4.7 倍", "不到日志归档(1.5 倍)的四分之一", x > 1),
  V("qual", "的 4.7 倍", "的 10 倍以上", not x > 10),
  V("unit", "重删比为 7 倍", "重删比为 7%", True, "a ratio, not a percent"),
  )
lt = sum(Ty(k, "logical") for k in ("vm", "db", "file", "log"))
st = sum(Ty(k, "stored") for k in ("vm", "db", "file", "log"))
C(R, "zh", "四类数据合计 {1,416}TB 逻辑数据,重删后实际占用 {230}TB,整体重删比约 {6.2} 倍 [@BA3]。",
  [r(lt), r(st), r(lt / st)],
  val("合计 1,416TB", "合计 1,614TB", lt),
  val("实际占用 230TB", "实际占用 320TB", st),
  val("约 6.2 倍", "约 18 倍", lt / st),
  V("unit", "合计 1,416TB", "合计 1,416PB", True, "TB, not PB"),
  V("stat", "整体重删比约 6.2 倍", "四类数据的重删比都在 6.2 倍左右", True, "6.2 is the overall ratio; the types range 1.5x to 18x"),
  V("qual", "整体重删比约 6.2 倍", "整体重删比超过 10 倍", not lt / st > 10),
  V("col", "实际占用 230TB", "实际节省 230TB", off(lt - st, 230)),
  V("unit", "实际占用 230TB", "实际占用 230TiB", off(st / TIB_TB, 230)),
  )
saved = 100 * (1 - Ty("file", "stored") / Ty("file", "logical"))
C(R, "zh", "文件服务器数据从 {288}TB 压到 {72}TB,节省了 {75}% 的存储空间 [@BA3]。",
  [r(Ty("file", "logical")), r(Ty("file", "stored")), r(saved)],
  val("从 288TB", "从 268TB", Ty("file", "logical")),
  val("压到 72TB", "压到 27TB", Ty("file", "stored")),
  val("节省了 75%", "节省了 25%", saved),
  V("row", "文件服务器数据", "日志归档数据", off(100 * (1 - Ty("log", "stored") / Ty("log", "logical")), 75)),
  V("dir", "节省了 75%", "多占了 75%", Ty("file", "stored") < Ty("file", "logical")),
  V("unit", "节省了 75%", "节省了 75 倍", True, "a share saved, not a multiple"),
  V("qual", "节省了 75%", "节省了九成以上", not saved > 90),
  V("unit", "压到 72TB", "压到 72GB", off(Ty("file", "stored") * 1000, 72)),
  )
C(R, "zh", "首次全备当天,虚拟机镜像的重删比只有 {2.1} 倍;保留 7 天后升到 {9.8} 倍,30 天后达到 {18} 倍 [@BA3]。",
  [r(Rt("d1", "ratio")), r(Rt("d7", "ratio")), r(Rt("d30", "ratio"))],
  val("只有 2.1 倍", "只有 1.2 倍", Rt("d1", "ratio")),
  val("升到 9.8 倍", "升到 8.9 倍", Rt("d7", "ratio")),
  val("达到 18 倍", "达到 81 倍", Rt("d30", "ratio")),
  V("row", "30 天后达到 18 倍", "90 天后达到 18 倍", isnull("retention.d90.ratio"), "the 90-day run has no ratio yet"),
  V("dir", "保留 7 天后升到 9.8 倍", "保留 7 天后降到 9.8 倍", Rt("d7", "ratio") > Rt("d1", "ratio")),
  V("row", "虚拟机镜像的重删比", "数据库全备的重删比", True, "the retention table is for VM images only"),
  V("unit", "只有 2.1 倍", "只有 2.1%", True, "a ratio, not a percent"),
  V("qual", "只有 2.1 倍", "已超过 5 倍", not Rt("d1", "ratio") > 5),
  )
dl = Rt("d30", "logical") - Rt("d7", "logical")
ds = Rt("d30", "stored") - Rt("d7", "stored")
C(R, "zh", "从第 7 天到第 30 天,逻辑数据增加了 {469.2}TB,实际占用却只多了 {19.5}TB [@BA3]。",
  [r(dl), r(ds)],
  val("增加了 469.2TB", "增加了 496.2TB", dl),
  val("只多了 19.5TB", "只多了 34TB", ds),
  V("col", "逻辑数据增加了 469.2TB", "实际占用增加了 469.2TB", off(ds, 469.2)),
  V("row", "从第 7 天到第 30 天", "从第 1 天到第 30 天", off(Rt("d30", "logical") - Rt("d1", "logical"), 469.2)),
  V("dir", "实际占用却只多了 19.5TB", "实际占用却少了 19.5TB", ds > 0),
  V("unit", "只多了 19.5TB", "只多了 19.5%", off(100 * ds / Rt("d7", "stored"), 19.5)),
  V("qual", "只多了 19.5TB", "多了 100TB 以上", not ds > 100),
  V("stat", "逻辑数据增加了 469.2TB", "逻辑数据每天增加 469.2TB", off(dl / 23, 469.2)),
  )
use = 100 * st / g("usable.total")
C(R, "zh", "4 个节点每个提供 {480}TB 可用容量,合计 {1,920}TB;眼下 {230}TB 的实际占用只用掉不到 {12!}% [@BA3]。",
  [r(g("usable.per_node")), r(g("usable.total")), r(st), le(use)],
  val("提供 480TB", "提供 400TB", g("usable.per_node")),
  val("合计 1,920TB", "合计 1,290TB", g("usable.total")),
  V("value", "不到 12%", "不到 10%", not use < 10),
  V("stat", "每个提供 480TB", "每个提供 1,920TB", off(g("usable.per_node"), 1920)),
  V("col", "230TB 的实际占用只用掉不到 12%", "1,416TB 的逻辑数据只用掉不到 12%", not 100 * lt / g("usable.total") < 12),
  V("qual", "只用掉不到 12%", "已用掉一半以上", not use > 50),
  V("unit", "合计 1,920TB", "合计 1,920TiB", off(g("usable.total") / TIB_TB, 1920)),
  V("unit", "4 个节点每个", "4 个机柜每个", True, "4 counts nodes"),
  )
x = g("ingest.incremental") / g("ingest.first_full")
C(R, "zh", "源端重删让增量备份的逻辑写入速率达到 {21.4}GB/s,是首次全备({9.6}GB/s)的 {2.2} 倍 [@BA3]。",
  [r(g("ingest.incremental")), r(g("ingest.first_full")), r(x)],
  val("达到 21.4GB/s", "达到 24.1GB/s", g("ingest.incremental")),
  val("首次全备(9.6GB/s)", "首次全备(6.9GB/s)", g("ingest.first_full")),
  val("的 2.2 倍", "的 3.2 倍", x),
  V("unit", "达到 21.4GB/s", "达到 21.4Gbps", off(g("ingest.incremental") * 8, 21.4)),
  V("col", "增量备份的逻辑写入速率达到 21.4GB/s,是首次全备(9.6GB/s)", "首次全备的逻辑写入速率达到 21.4GB/s,是增量备份(9.6GB/s)", g("ingest.incremental") != g("ingest.first_full")),
  V("stat", "逻辑写入速率达到 21.4GB/s", "每个节点的逻辑写入速率达到 21.4GB/s", off(g("ingest.incremental") / g("nodes"), 21.4)),
  V("dir", "是首次全备(9.6GB/s)的 2.2 倍", "只有首次全备(9.6GB/s)的一半", x > 1),
  V("qual", "的 2.2 倍", "的 3 倍以上", not x > 3),
  )
secs = g("repl_daily") * 1e12 / (g("wan") * 1e9 / 8)
C(R, "zh", "每天复制到异地的数据为 {3.1}TB,走 {10}Gbps 专线跑满也要约 {41} 分钟 [@BA3]。",
  [r(g("repl_daily")), r(g("wan")), r(secs / 60)],
  val("数据为 3.1TB", "数据为 1.3TB", g("repl_daily")),
  val("走 10Gbps", "走 25Gbps", g("wan")),
  val("约 41 分钟", "约 5 分钟", secs / 60),
  V("unit", "走 10Gbps 专线", "走 10GB/s 专线", off(g("wan") * GBPS_GBS, 10)),
  V("unit", "约 41 分钟", "约 41 秒", off(secs, 41)),
  V("unit", "数据为 3.1TB", "数据为 3.1Tb", True, "terabytes, not terabits"),
  V("qual", "约 41 分钟", "不到 10 分钟", not secs / 60 < 10),
  V("stat", "每天复制到异地的数据为 3.1TB", "每小时复制到异地的数据为 3.1TB", True, "a daily figure"),
  )
x = 100 * (Ty("vm", "rate") / Ty("db", "rate") - 1)
C(R, "en", "Virtual machine images back up at {11.2} GB/s of logical data, {30}% faster than database full backups [@BA3].",
  [r(Ty("vm", "rate")), r(x)],
  val("at 11.2 GB/s", "at 12.1 GB/s", Ty("vm", "rate")),
  val("30% faster", "13% faster", x),
  V("row", "Virtual machine images back up at", "File servers back up at", off(Ty("file", "rate"), 11.2)),
  V("unit", "at 11.2 GB/s", "at 11.2 Gbps", off(Ty("vm", "rate") * 8, 11.2)),
  V("dir", "30% faster than", "30% slower than", Ty("vm", "rate") > Ty("db", "rate")),
  V("unit", "30% faster", "30 points faster", True, "a relative difference"),
  V("qual", "30% faster", "more than twice as fast as", not Ty("vm", "rate") / Ty("db", "rate") > 2),
  V("col", "back up at 11.2 GB/s of logical data", "back up at 11.2 GB/s of stored data", True, "the rate is in logical data"),
  )
C(R, "en", "Log archives barely dedupe: {96} TB of logical data still needs {64} TB on disk, a ratio of just {1.5}x [@BA3].",
  [r(Ty("log", "logical")), r(Ty("log", "stored")), r(Ty("log", "ratio"))],
  val("barely dedupe: 96 TB", "barely dedupe: 69 TB", Ty("log", "logical")),
  val("needs 64 TB", "needs 46 TB", Ty("log", "stored")),
  val("just 1.5x", "just 5.1x", Ty("log", "ratio")),
  V("row", "Log archives barely dedupe", "File servers barely dedupe", off(Ty("file", "ratio"), 1.5)),
  V("col", "96 TB of logical data still needs 64 TB on disk", "64 TB of logical data still needs 96 TB on disk", Ty("log", "logical") != Ty("log", "stored")),
  V("unit", "needs 64 TB on disk", "needs 64 TiB on disk", off(Ty("log", "stored") / TIB_TB, 64)),
  V("qual", "a ratio of just 1.5x", "a ratio above 4x", not Ty("log", "ratio") > 4),
  V("unit", "a ratio of just 1.5x", "a ratio of just 1.5%", True, "a ratio, not a percent"),
  )
tb = g("ingest.first_full") * g("window") * 3600 / 1000
C(R, "en", "A {6}-hour nightly window at the {9.6} GB/s first-full rate covers about {207} TB of logical data [@BA3].",
  [r(g("window")), r(g("ingest.first_full")), r(tb)],
  val("A 6-hour", "An 8-hour", g("window")),
  val("the 9.6 GB/s", "the 6.9 GB/s", g("ingest.first_full")),
  val("about 207 TB", "about 270 TB", tb),
  V("col", "the 9.6 GB/s first-full rate", "the 9.6 GB/s incremental rate", off(g("ingest.incremental"), 9.6)),
  V("unit", "about 207 TB", "about 207 TiB", off(tb / TIB_TB, 207)),
  V("unit", "the 9.6 GB/s", "the 9.6 Gbps", off(g("ingest.first_full") * 8, 9.6)),
  V("qual", "covers about 207 TB", "covers well over 500 TB", not tb > 500),
  V("stat", "covers about 207 TB", "covers about 207 TB per node", off(tb / g("nodes"), 207)),
  )
rs = g("restore")
C(R, "en", "Restores of whole VM images ran at {2.8} to {4.1} GB/s, well below the {11.2} GB/s those images back up at [@BA3].",
  [r(rs[0]), r(rs[1]), r(Ty("vm", "rate"))],
  val("at 2.8 to", "at 8.2 to", rs[0]),
  val("to 4.1 GB/s", "to 14.1 GB/s", rs[1]),
  val("the 11.2 GB/s", "the 21.4 GB/s", Ty("vm", "rate")),
  V("unit", "to 4.1 GB/s", "to 4.1 Gbps", off(rs[1] * 8, 4.1)),
  V("dir", "well below the 11.2 GB/s", "well above the 11.2 GB/s", rs[1] < Ty("vm", "rate")),
  V("stat", "ran at 2.8 to 4.1 GB/s", "averaged 4.1 GB/s", True, "a range over restores, not a mean"),
  V("qual", "ran at 2.8 to 4.1 GB/s", "never dropped below 5 GB/s", not rs[0] >= 5),
  V("row", "Restores of whole VM images", "Restores of database backups", True, "restore rates are given for VM images only"),
  )
saved = 100 * (1 - Ty("db", "stored") / Ty("db", "logical"))
C(R, "en", "With 30-day retention, database backups occupy {60} TB for {420} TB of logical data, an {86}% saving [@BA3].",
  [r(Ty("db", "stored")), r(Ty("db", "logical")), r(saved)],
  val("occupy 60 TB", "occupy 40 TB", Ty("db", "stored")),
  val("for 420 TB", "for 240 TB", Ty("db", "logical")),
  val("an 86% saving", "an 68% saving", saved),
  V("row", "database backups occupy", "file-server backups occupy", off(Ty("file", "stored"), 60)),
  V("unit", "an 86% saving", "an 86-fold saving", True, "a share saved, not a multiple"),
  V("qual", "an 86% saving", "a saving of barely half", not saved < 55),
  V("dir", "an 86% saving", "an 86% increase", Ty("db", "stored") < Ty("db", "logical")),
  V("unit", "occupy 60 TB", "occupy 60 GB", off(Ty("db", "stored") * 1000, 60)),
  )
C(R, "en", "After a week of retention the VM images hold {142.8} TB of logical data in {14.5} TB of disk [@BA3].",
  [r(Rt("d7", "logical")), r(Rt("d7", "stored"))],
  val("hold 142.8 TB", "hold 124.8 TB", Rt("d7", "logical")),
  val("in 14.5 TB", "in 15.4 TB", Rt("d7", "stored")),
  V("row", "After a week of retention", "After a month of retention", off(Rt("d30", "logical"), 142.8)),
  V("col", "142.8 TB of logical data in 14.5 TB of disk", "14.5 TB of logical data in 142.8 TB of disk", Rt("d7", "logical") != Rt("d7", "stored")),
  V("unit", "in 14.5 TB of disk", "in 14.5 PB of disk", off(Rt("d7", "stored") / 1000, 14.5)),
  V("qual", "in 14.5 TB of disk", "in under 10 TB of disk", not Rt("d7", "stored") < 10),
  V("row", "the VM images hold", "the database backups hold", True, "the retention table is for VM images only"),
  )
s_l = 100 * Ty("vm", "logical") / lt
s_s = 100 * Ty("vm", "stored") / st
C(R, "en", "VM images make up {43}% of all logical data across the four types but only {15}% of what actually lands on disk [@BA3].",
  [r(s_l), r(s_s)],
  val("make up 43%", "make up 34%", s_l),
  val("only 15%", "only 51%", s_s),
  V("col", "43% of all logical data across the four types but only 15% of what actually lands on disk", "15% of all logical data across the four types but 43% of what actually lands on disk", s_l != s_s),
  V("row", "VM images make up", "Database backups make up", off(100 * Ty("db", "logical") / lt, 43)),
  V("qual", "make up 43%", "make up more than half", not s_l > 50),
  V("unit", "only 15% of what", "only 15 TB of what", off(Ty("vm", "stored"), 15)),
  V("dir", "but only 15% of what", "and an even larger share of what", s_s < s_l),
  )
C(R, "en", "The {4}-node cluster offers {1,920} TB of usable capacity, {480} TB on each node [@BA3].",
  [r(g("nodes")), r(g("usable.total")), r(g("usable.per_node"))],
  val("The 4-node", "The 6-node", g("nodes")),
  val("offers 1,920 TB", "offers 2,880 TB", g("usable.total")),
  val("480 TB on each", "640 TB on each", g("usable.per_node")),
  V("stat", "offers 1,920 TB of usable capacity", "offers 1,920 TB of usable capacity per node", off(g("usable.per_node"), 1920)),
  V("unit", "offers 1,920 TB", "offers 1,920 TiB", off(g("usable.total") / TIB_TB, 1920)),
  V("col", "TB of usable capacity, 480", "TB of raw capacity, 480", True, "the report gives usable capacity, not raw"),
  V("unit", "The 4-node cluster", "The 4-rack cluster", True, "4 counts nodes"),
  V("qual", "offers 1,920 TB", "offers under a petabyte", not g("usable.total") < 1000),
  )
# ---------------------------------------------------------------------------------------------------------------
# BA4: Ventrelle VX-Direct, GPUDirect Storage reads (English-first)
g = getter("BA4")
R = "BA4"
P = lambda row, col: g(f"paths.{row}.{col}")
Sc = lambda row, col: g(f"scale.{row}.{col}")
Io = lambda row, col: g(f"iosize.{row}.{col}")
x = P("gds", "per_gpu") / P("bounce", "per_gpu")
C(R, "en", "With GPUDirect Storage each GPU pulls {23.5} GB/s, {3.9} times the {6.1} GB/s it gets through a host bounce buffer [@BA4].",
  [r(P("gds", "per_gpu")), r(x), r(P("bounce", "per_gpu"))],
  val("pulls 23.5 GB/s", "pulls 25.3 GB/s", P("gds", "per_gpu")),
  val("3.9 times", "4.9 times", x),
  val("the 6.1 GB/s", "the 7.4 GB/s", P("bounce", "per_gpu")),
  V("stat", "each GPU pulls 23.5 GB/s", "each server pulls 23.5 GB/s", off(P("gds", "per_server"), 23.5)),
  V("unit", "pulls 23.5 GB/s", "pulls 23.5 Gbps", off(P("gds", "per_gpu") * 8, 23.5)),
  V("row", "through a host bounce buffer", "in GDS compatibility mode", off(P("compat", "per_gpu"), 6.1)),
  V("dir", "3.9 times the 6.1 GB/s", "a quarter of the 6.1 GB/s", x > 1),
  V("qual", "3.9 times the", "more than five times the", not x > 5),
  )
C(R, "en", "Per 8-GPU server that adds up to {188} GB/s with GDS against {48.8} GB/s on the bounce-buffer path [@BA4].",
  [r(P("gds", "per_server")), r(P("bounce", "per_server"))],
  val("up to 188 GB/s", "up to 118 GB/s", P("gds", "per_server")),
  val("against 48.8 GB/s", "against 84.8 GB/s", P("bounce", "per_server")),
  V("stat", "Per 8-GPU server that adds up to 188 GB/s", "Per GPU that adds up to 188 GB/s", off(P("gds", "per_gpu"), 188)),
  V("unit", "up to 188 GB/s", "up to 188 Gbps", off(P("gds", "per_server") * 8, 188)),
  V("col", "188 GB/s with GDS against 48.8 GB/s on the bounce-buffer path", "48.8 GB/s with GDS against 188 GB/s on the bounce-buffer path", P("gds", "per_server") != P("bounce", "per_server")),
  V("row", "against 48.8 GB/s on the bounce-buffer path", "against 48.8 GB/s in compatibility mode", off(P("compat", "per_server"), 48.8)),
  V("qual", "adds up to 188 GB/s", "adds up to well over 300 GB/s", not P("gds", "per_server") > 300),
  )
pts = P("bounce", "cpu") - P("gds", "cpu")
C(R, "en", "Host CPU utilisation drops from {72}% to {9}%, a cut of {63} percentage points, because the data no longer passes through system memory [@BA4].",
  [r(P("bounce", "cpu")), r(P("gds", "cpu")), r(pts)],
  val("drops from 72%", "drops from 27%", P("bounce", "cpu")),
  val("to 9%", "to 19%", P("gds", "cpu")),
  val("a cut of 63", "a cut of 36", pts),
  V("unit", "a cut of 63 percentage points", "a cut of 63%", off(100 * pts / P("bounce", "cpu"), 63)),
  V("dir", "drops from 72%", "rises from 72%", P("gds", "cpu") < P("bounce", "cpu")),
  V("row", "to 9%", "to 58%", True, "58% is compatibility mode, not GDS"),
  V("qual", "a cut of 63 percentage points", "a cut of barely ten percentage points", not pts < 15),
  V("stat", "Host CPU utilisation drops from 72%", "Peak host CPU utilisation drops from 72%", True, "the report gives one utilisation figure per path, not a peak"),
  )
cut = 100 * (1 - P("gds", "lat_p99") / P("bounce", "lat_p99"))
C(R, "en", "Tail latency improves even more: P99 read latency falls from {1,650} µs to {390} µs, {76}% lower [@BA4].",
  [r(P("bounce", "lat_p99")), r(P("gds", "lat_p99")), r(cut)],
  val("from 1,650 µs", "from 1,560 µs", P("bounce", "lat_p99")),
  val("to 390 µs", "to 930 µs", P("gds", "lat_p99")),
  val("76% lower", "67% lower", cut),
  V("stat", "P99 read latency falls", "Mean read latency falls", off(P("bounce", "lat_mean"), 1650)),
  V("unit", "to 390 µs", "to 390 ms", off(P("gds", "lat_p99") / 1000, 390)),
  V("dir", "76% lower", "76% higher", P("gds", "lat_p99") < P("bounce", "lat_p99")),
  V("qual", "76% lower", "less than a third lower", not cut < 33),
  V("row", "falls from 1,650 µs", "falls from 1,320 µs", True, "1,320 µs is compatibility mode"),
  )
x = 100 * (P("compat", "per_gpu") / P("bounce", "per_gpu") - 1)
C(R, "en", "In compatibility mode GDS manages only {7.4} GB/s per GPU, barely {21}% more than the bounce-buffer path [@BA4].",
  [r(P("compat", "per_gpu")), r(x)],
  val("only 7.4 GB/s", "only 4.7 GB/s", P("compat", "per_gpu")),
  val("barely 21% more", "barely 12% more", x),
  V("row", "In compatibility mode GDS manages", "In native mode GDS manages", off(P("gds", "per_gpu"), 7.4)),
  V("stat", "7.4 GB/s per GPU", "7.4 GB/s per server", off(P("compat", "per_server"), 7.4)),
  V("unit", "7.4 GB/s per GPU", "7.4 Gbps per GPU", off(P("compat", "per_gpu") * 8, 7.4)),
  V("dir", "21% more than", "21% less than", P("compat", "per_gpu") > P("bounce", "per_gpu")),
  V("qual", "barely 21% more", "about twice as much as", off(P("compat", "per_gpu") / P("bounce", "per_gpu"), 2, 0.1)),
  )
lin = 100 * Sc("s4", "gds") / (Sc("s4", "n") * Sc("s1", "gds"))
C(R, "en", "Across {4} servers and {32} GPUs, GDS delivers {612} GB/s in aggregate, about {81}% of linear scaling from one server [@BA4].",
  [r(g("servers")), r(g("gpus.total")), r(Sc("s4", "gds")), r(lin)],
  val("Across 4 servers", "Across 8 servers", g("servers")),
  val("and 32 GPUs", "and 64 GPUs", g("gpus.total")),
  val("delivers 612 GB/s", "delivers 752 GB/s", Sc("s4", "gds")),
  val("about 81%", "about 91%", lin),
  V("col", "GDS delivers 612 GB/s", "the bounce-buffer path delivers 612 GB/s", off(Sc("s4", "bounce"), 612)),
  V("unit", "delivers 612 GB/s", "delivers 612 Gbps", off(Sc("s4", "gds") * 8, 612)),
  V("stat", "612 GB/s in aggregate", "612 GB/s per server", off(Sc("s4", "gds") / 4, 612)),
  V("qual", "about 81% of linear", "fully linear", lin < 99),
  V("unit", "and 32 GPUs", "and 32 nodes", True, "32 counts GPUs"),
  )
sv = g("ckpt_load.bounce") - g("ckpt_load.gds")
C(R, "en", "Loading the {1.2} TB sharded checkpoint took {38} seconds with GDS instead of {142}, saving {104} seconds on every restart [@BA4].",
  [r(g("ckpt_size")), r(g("ckpt_load.gds")), r(g("ckpt_load.bounce")), r(sv)],
  val("the 1.2 TB", "the 2.1 TB", g("ckpt_size")),
  val("took 38 seconds", "took 83 seconds", g("ckpt_load.gds")),
  val("instead of 142", "instead of 124", g("ckpt_load.bounce")),
  val("saving 104 seconds", "saving 140 seconds", sv),
  V("col", "took 38 seconds with GDS instead of 142", "took 142 seconds with GDS instead of 38", g("ckpt_load.gds") != g("ckpt_load.bounce")),
  V("unit", "saving 104 seconds", "saving 104 minutes", True, "seconds, not minutes"),
  V("unit", "the 1.2 TB", "the 1.2 TiB", off(g("ckpt_size") / TIB_TB, 1.2)),
  V("qual", "saving 104 seconds", "saving well over three minutes", not sv > 180),
  )
share = 100 * P("gds", "per_server") / (g("nic.per_server") * GBPS_GBS)
C(R, "en", "Each server carries eight {400} Gbps NICs, {3,200} Gbps or {400} GB/s in all, so even GDS's {188} GB/s uses only {47}% of the network [@BA4].",
  [r(g("nic.per_nic")), r(g("nic.per_server")), r(g("nic.per_server") * GBPS_GBS), r(P("gds", "per_server")), r(share)],
  val("eight 400 Gbps", "eight 200 Gbps", g("nic.per_nic")),
  val("3,200 Gbps", "3,600 Gbps", g("nic.per_server")),
  val("or 400 GB/s", "or 3,200 GB/s", g("nic.per_server") * GBPS_GBS),
  val("only 47%", "only 74%", share),
  V("unit", "or 400 GB/s in all", "or 400 Gbps in all", off(g("nic.per_server"), 400)),
  V("stat", "3,200 Gbps or 400 GB/s in all", "3,200 Gbps or 400 GB/s per NIC", off(g("nic.per_nic"), 3200)),
  V("qual", "uses only 47%", "saturates more than 90%", not share > 90),
  V("unit", "GDS's 188 GB/s", "GDS's 188 Gbps", off(P("gds", "per_server") * 8, 188)),
  )
x = Io("k64", "gds") / Io("k64", "bounce")
C(R, "en", "Small reads narrow the gap: at 64 KiB, GDS reaches {4.8} GB/s per GPU against {1.9} GB/s, a {2.5}x advantage [@BA4].",
  [r(Io("k64", "gds")), r(Io("k64", "bounce")), r(x)],
  val("reaches 4.8 GB/s", "reaches 8.4 GB/s", Io("k64", "gds")),
  val("against 1.9 GB/s", "against 9.1 GB/s", Io("k64", "bounce")),
  val("a 2.5x advantage", "a 3.9x advantage", x),
  V("row", "at 64 KiB", "at 256 KiB", off(Io("k256", "gds"), 4.8)),
  V("unit", "at 64 KiB, GDS reaches 4.8 GB/s", "at 64 KiB, GDS reaches 4.8 GiB/s", off(Io("k64", "gds") / GIB_GB, 4.8)),
  V("stat", "4.8 GB/s per GPU", "4.8 GB/s per server", off(Io("k64", "gds") * 8, 4.8)),
  V("dir", "Small reads narrow the gap", "Small reads widen the gap", x < P("gds", "per_gpu") / P("bounce", "per_gpu")),
  V("qual", "a 2.5x advantage", "a more than fourfold advantage", not x > 4),
  )
C(R, "zh", "改用 GDS 后,单卡读带宽从 {6.1}GB/s 提升到 {23.5}GB/s,平均读时延则从 {410} 微秒降到 {168} 微秒 [@BA4]。",
  [r(P("bounce", "per_gpu")), r(P("gds", "per_gpu")), r(P("bounce", "lat_mean")), r(P("gds", "lat_mean"))],
  val("从 6.1GB/s", "从 1.6GB/s", P("bounce", "per_gpu")),
  val("提升到 23.5GB/s", "提升到 32.5GB/s", P("gds", "per_gpu")),
  val("从 410 微秒", "从 352 微秒", P("bounce", "lat_mean")),
  val("降到 168 微秒", "降到 186 微秒", P("gds", "lat_mean")),
  V("stat", "平均读时延则从 410", "P99 读时延则从 410", off(P("bounce", "lat_p99"), 410)),
  V("stat", "单卡读带宽", "单台服务器读带宽", off(P("bounce", "per_server"), 6.1)),
  V("unit", "降到 168 微秒", "降到 168 毫秒", off(P("gds", "lat_mean") / 1000, 168)),
  V("dir", "降到 168 微秒", "升到 168 微秒", P("gds", "lat_mean") < P("bounce", "lat_mean")),
  )
C(R, "zh", "扩展到 2 台服务器(16 卡)时,GDS 聚合带宽为 {371}GB/s,bounce buffer 路径只有 {96.1}GB/s [@BA4]。",
  [r(Sc("s2", "gds")), r(Sc("s2", "bounce"))],
  val("聚合带宽为 371GB/s", "聚合带宽为 317GB/s", Sc("s2", "gds")),
  val("只有 96.1GB/s", "只有 69.1GB/s", Sc("s2", "bounce")),
  V("row", "扩展到 2 台服务器(16 卡)时", "扩展到 4 台服务器(32 卡)时", off(Sc("s4", "gds"), 371)),
  V("col", "GDS 聚合带宽为 371GB/s,bounce buffer 路径只有 96.1GB/s", "GDS 聚合带宽为 96.1GB/s,bounce buffer 路径却有 371GB/s", Sc("s2", "gds") != Sc("s2", "bounce")),
  V("stat", "GDS 聚合带宽为 371GB/s", "GDS 每台服务器带宽为 371GB/s", off(Sc("s2", "gds") / 2, 371)),
  V("unit", "聚合带宽为 371GB/s", "聚合带宽为 371Gbps", off(Sc("s2", "gds") * 8, 371)),
  V("qual", "聚合带宽为 371GB/s", "聚合带宽不到 300GB/s", not Sc("s2", "gds") < 300),
  )
d = Io("m4", "gds") - Io("m1", "gds")
C(R, "zh", "I/O 加大到 4MiB,GDS 单卡带宽为 {24.8}GB/s,比 1MiB 时仅多 {1.3}GB/s,基本已到上限 [@BA4]。",
  [r(Io("m4", "gds")), r(d)],
  val("单卡带宽为 24.8GB/s", "单卡带宽为 28.4GB/s", Io("m4", "gds")),
  val("仅多 1.3GB/s", "仅多 3.1GB/s", d),
  V("col", "GDS 单卡带宽为 24.8GB/s", "bounce buffer 单卡带宽为 24.8GB/s", off(Io("m4", "bounce"), 24.8)),
  V("row", "I/O 加大到 4MiB", "I/O 加大到 256KiB", off(Io("k256", "gds"), 24.8)),
  V("unit", "仅多 1.3GB/s", "仅多 1.3%", off(100 * d / Io("m1", "gds"), 1.3)),
  V("dir", "比 1MiB 时仅多 1.3GB/s", "比 1MiB 时少了 1.3GB/s", d > 0),
  V("stat", "GDS 单卡带宽为 24.8GB/s", "GDS 单台服务器带宽为 24.8GB/s", off(Io("m4", "gds") * 8, 24.8)),
  V("qual", "仅多 1.3GB/s", "多出 5GB/s 以上", not d > 5),
  )
rate = g("ckpt_size") * 1000 / g("ckpt_load.gds")
C(R, "zh", "用 GDS 加载 {1.2}TB 的分片 checkpoint 只要 {38} 秒,相当于每秒约 {32}GB,而 bounce buffer 路径需要 {142} 秒 [@BA4]。",
  [r(g("ckpt_size")), r(g("ckpt_load.gds")), r(rate), r(g("ckpt_load.bounce"))],
  val("加载 1.2TB", "加载 2.1TB", g("ckpt_size")),
  val("只要 38 秒", "只要 28 秒", g("ckpt_load.gds")),
  val("每秒约 32GB", "每秒约 23GB", rate),
  val("需要 142 秒", "需要 412 秒", g("ckpt_load.bounce")),
  V("unit", "只要 38 秒", "只要 38 分钟", True, "seconds"),
  V("unit", "每秒约 32GB", "每秒约 32Gb", off(rate * 8, 32)),
  V("qual", "只要 38 秒", "不到 20 秒", not g("ckpt_load.gds") < 20),
  V("stat", "相当于每秒约 32GB", "相当于每卡每秒约 32GB", off(rate / g("gpus.total"), 32)),
  )
ot = g("open_time")
C(R, "zh", "GDS 的首次读取要先完成驱动和缓冲区注册,从打开文件到首个读请求完成需 {0.6} 至 {2.3} 秒 [@BA4]。",
  [r(ot[0]), r(ot[1])],
  val("需 0.6 至", "需 0.2 至", ot[0]),
  val("至 2.3 秒", "至 3.2 秒", ot[1]),
  V("unit", "至 2.3 秒", "至 2.3 毫秒", True, "seconds"),
  V("stat", "需 0.6 至 2.3 秒", "平均需 2.3 秒", True, "a range over opens, not a mean"),
  V("qual", "需 0.6 至 2.3 秒", "始终在 0.5 秒以内", not ot[1] <= 0.5),
  V("row", "GDS 的首次读取", "bounce buffer 路径的首次读取", True, "open time is given for GDS only"),
  V("qual", "需 0.6 至 2.3 秒", "至少需要 3 秒", not ot[0] >= 3),
  )
C(R, "zh", "测试共用到 {4} 台服务器、{32} 张 GPU,每台 {8} 卡 [@BA4]。",
  [r(g("servers")), r(g("gpus.total")), r(g("gpus.per_server"))],
  val("用到 4 台服务器", "用到 8 台服务器", g("servers")),
  val("32 张 GPU", "64 张 GPU", g("gpus.total")),
  val("每台 8 卡", "每台 4 卡", g("gpus.per_server")),
  V("unit", "4 台服务器", "4 个机柜", True, "4 counts servers"),
  V("unit", "32 张 GPU", "32 个节点", True, "32 counts GPUs"),
  V("stat", "32 张 GPU,每台 8 卡", "32 张 GPU,每台 32 卡", off(g("gpus.per_server"), 32)),
  V("qual", "32 张 GPU", "上百张 GPU", not g("gpus.total") >= 100),
  )
x = P("bounce", "cpu") / P("gds", "cpu")
C(R, "zh", "bounce buffer 路径的主机 CPU 利用率高达 {72}%,是 GDS({9}%)的 {8} 倍 [@BA4]。",
  [r(P("bounce", "cpu")), r(P("gds", "cpu")), r(x)],
  val("高达 72%", "高达 92%", P("bounce", "cpu")),
  val("GDS(9%)", "GDS(19%)", P("gds", "cpu")),
  val("的 8 倍", "的 4 倍", x),
  V("row", "bounce buffer 路径的主机 CPU", "GDS 兼容模式的主机 CPU", off(P("compat", "cpu"), 72)),
  V("unit", "的 8 倍", "的 8 个百分点", off(P("bounce", "cpu") - P("gds", "cpu"), 8)),
  V("dir", "是 GDS(9%)的 8 倍", "只有 GDS(9%)的八分之一", x > 1),
  V("qual", "的 8 倍", "不到 3 倍", not x < 3),
  )
inc = 100 * (Sc("s4", "bounce") / Sc("s1", "bounce") - 1)
C(R, "zh", "服务器从 1 台扩到 4 台,bounce buffer 路径的聚合带宽从 {48.8}GB/s 增至 {183}GB/s,提升约 {275}% [@BA4]。",
  [r(Sc("s1", "bounce")), r(Sc("s4", "bounce")), r(inc)],
  val("从 48.8GB/s", "从 84.8GB/s", Sc("s1", "bounce")),
  val("增至 183GB/s", "增至 138GB/s", Sc("s4", "bounce")),
  val("提升约 275%", "提升约 375%", inc),
  V("col", "bounce buffer 路径的聚合带宽", "GDS 的聚合带宽", off(Sc("s1", "gds"), 48.8)),
  V("row", "扩到 4 台", "扩到 2 台", off(Sc("s2", "bounce"), 183)),
  V("unit", "提升约 275%", "提升约 275 个百分点", True, "a relative gain"),
  V("qual", "提升约 275%", "增长到原来的 4 倍以上", not Sc("s4", "bounce") / Sc("s1", "bounce") > 4),
  V("dir", "增至 183GB/s", "降至 183GB/s", Sc("s4", "bounce") > Sc("s1", "bounce")),
  )
# ---------------------------------------------------------------------------------------------------------------
# BA5: 棠曜 TY-Cap rack power capping (Chinese-first, on-request)
g = getter("BA5")
R = "BA5"
Cp = lambda row, col: g(f"caps.{row}.{col}")
Bt = lambda row, col: g(f"batch.{row}.{col}")
isnull = nullcheck(g)
x = 100 * (Cp("none", "peak_kw") / Cp("none", "avg_kw") - 1)
C(R, "zh", "不封顶时,机柜平均功率 {27.4}kW,峰值却冲到 {35.8}kW,比平均高出 {31}% [@BA5]。",
  [r(Cp("none", "avg_kw")), r(Cp("none", "peak_kw")), r(x)],
  val("平均功率 27.4kW", "平均功率 24.7kW", Cp("none", "avg_kw")),
  val("冲到 35.8kW", "冲到 38.5kW", Cp("none", "peak_kw")),
  val("高出 31%", "高出 13%", x),
  V("stat", "机柜平均功率 27.4kW", "机柜峰值功率 27.4kW", off(Cp("none", "peak_kw"), 27.4)),
  V("row", "不封顶时", "封顶 32kW 时", off(Cp("c32", "avg_kw"), 27.4)),
  V("unit", "冲到 35.8kW", "冲到 35.8W", True, "kilowatts, not watts"),
  V("unit", "高出 31%", "高出 31 个百分点", True, "a relative difference"),
  V("qual", "比平均高出 31%", "比平均高出一半以上", not x > 50),
  )
drop = 100 * (1 - Cp("c28", "qps") / Cp("none", "qps"))
C(R, "zh", "封顶 28kW 后,峰值被牢牢压在 {28.0}kW,推理吞吐只降了约 {6}%,从每秒 {96.0} 千次降到 {90.1} 千次 [@BA5]。",
  [r(Cp("c28", "peak_kw")), r(drop), r(Cp("none", "qps")), r(Cp("c28", "qps"))],
  val("压在 28.0kW", "压在 25.6kW", Cp("c28", "peak_kw")),
  val("降了约 6%", "降了约 16%", drop),
  val("从每秒 96.0 千次", "从每秒 69.0 千次", Cp("none", "qps")),
  val("降到 90.1 千次", "降到 79.3 千次", Cp("c28", "qps")),
  V("stat", "峰值被牢牢压在 28.0kW", "平均功率被牢牢压在 28.0kW", off(Cp("c28", "avg_kw"), 28.0)),
  V("unit", "降了约 6%", "降了约 6 个百分点", True, "a relative drop of a rate"),
  V("dir", "推理吞吐只降了约 6%", "推理吞吐反而升了约 6%", Cp("c28", "qps") < Cp("none", "qps")),
  V("qual", "只降了约 6%", "降了两成以上", not drop > 20),
  V("unit", "从每秒 96.0 千次", "从每秒 96.0 万次", off(Cp("none", "qps") / 10, 96.0)),
  )
inc = 100 * (Cp("c24", "p99") / Cp("none", "p99") - 1)
C(R, "zh", "代价在封顶 24kW 时才明显:推理 P99 时延从 {42} 毫秒升到 {68} 毫秒,增加了 {62}% [@BA5]。",
  [r(Cp("none", "p99")), r(Cp("c24", "p99")), r(inc)],
  val("从 42 毫秒", "从 44 毫秒", Cp("none", "p99")),
  val("升到 68 毫秒", "升到 86 毫秒", Cp("c24", "p99")),
  val("增加了 62%", "增加了 26%", inc),
  V("row", "封顶 24kW 时", "封顶 28kW 时", off(Cp("c28", "p99"), 68)),
  V("stat", "推理 P99 时延", "推理平均时延", True, "the report gives P99 inference latency only"),
  V("unit", "升到 68 毫秒", "升到 68 秒", off(Cp("c24", "p99") * 1000, 68)),
  V("dir", "升到 68 毫秒", "降到 68 毫秒", Cp("c24", "p99") > Cp("none", "p99")),
  V("unit", "增加了 62%", "增加了 62 毫秒", off(Cp("c24", "p99") - Cp("none", "p99"), 62)),
  V("qual", "增加了 62%", "增加不到 20%", not inc < 20),
  )
d = Cp("none", "qps") - Cp("c32", "qps")
C(R, "zh", "封顶 32kW 几乎没有代价:推理吞吐每秒 {95.2} 千次,只比不封顶少 {0.8} 千次,P99 时延 {44} 毫秒 [@BA5]。",
  [r(Cp("c32", "qps")), r(d), r(Cp("c32", "p99"))],
  val("每秒 95.2 千次", "每秒 92.5 千次", Cp("c32", "qps")),
  val("少 0.8 千次", "少 8 千次", d),
  val("P99 时延 44 毫秒", "P99 时延 42 毫秒", Cp("c32", "p99")),
  V("row", "封顶 32kW 几乎没有代价", "封顶 28kW 几乎没有代价", off(Cp("c28", "qps"), 95.2)),
  V("dir", "只比不封顶少 0.8 千次", "比不封顶还多 0.8 千次", Cp("c32", "qps") < Cp("none", "qps")),
  V("stat", "P99 时延 44 毫秒", "平均时延 44 毫秒", True, "P99 only"),
  V("unit", "P99 时延 44 毫秒", "P99 时延 44 秒", off(Cp("c32", "p99") * 1000, 44)),
  V("qual", "只比不封顶少 0.8 千次", "比不封顶少了一万次以上", not d * 1000 > 10000),
  )
C(R, "zh", "测试覆盖 {12} 个机柜,每个机柜 {32} 台服务器,共 {384} 台 [@BA5]。",
  [r(g("racks")), r(g("servers.per_rack")), r(g("servers.total"))],
  val("覆盖 12 个机柜", "覆盖 16 个机柜", g("racks")),
  val("每个机柜 32 台", "每个机柜 24 台", g("servers.per_rack")),
  val("共 384 台", "共 512 台", g("servers.total")),
  V("unit", "覆盖 12 个机柜", "覆盖 12 台服务器", True, "12 counts racks"),
  V("stat", "每个机柜 32 台服务器", "每个机柜 384 台服务器", off(g("servers.per_rack"), 384)),
  V("unit", "32 台服务器", "32 张卡", True, "32 counts servers"),
  V("qual", "共 384 台", "共计不到 300 台", not g("servers.total") < 300),
  )
C(R, "zh", "功率超限后,控制器平均 {180} 毫秒就能把功率拉回封顶值以下,P99 也不到 {0.7!} 秒 [@BA5]。",
  [r(g("cap_response.mean")), le(g("cap_response.p99") / 1000)],
  val("平均 180 毫秒", "平均 810 毫秒", g("cap_response.mean")),
  V("value", "P99 也不到 0.7 秒", "P99 也不到 0.5 秒", not g("cap_response.p99") / 1000 < 0.5),
  V("stat", "平均 180 毫秒", "P99 180 毫秒", off(g("cap_response.p99"), 180)),
  V("unit", "平均 180 毫秒", "平均 180 秒", off(g("cap_response.mean") / 1000, 180)),
  V("unit", "P99 也不到 0.7 秒", "P99 也不到 0.7 毫秒", g("cap_response.p99") > 0.7),
  V("qual", "P99 也不到 0.7 秒", "P99 超过 1 秒", not g("cap_response.p99") / 1000 > 1),
  V("stat", "P99 也不到 0.7 秒", "最长也不到 0.7 秒", True, "the report gives mean and P99, not the maximum"),
  )
lost = Bt("none", "jobs") - Bt("c24", "jobs")
C(R, "zh", "批处理方面,封顶 24kW 时每个机柜每小时完成 {101} 个作业,比不封顶少 {19} 个,作业平均运行时间从 {28.5} 分钟拉长到 {35.6} 分钟 [@BA5]。",
  [r(Bt("c24", "jobs")), r(lost), r(Bt("none", "run_avg")), r(Bt("c24", "run_avg"))],
  val("完成 101 个", "完成 110 个", Bt("c24", "jobs")),
  val("少 19 个", "少 6 个", lost),
  val("从 28.5 分钟", "从 25.8 分钟", Bt("none", "run_avg")),
  val("拉长到 35.6 分钟", "拉长到 30.1 分钟", Bt("c24", "run_avg")),
  V("row", "封顶 24kW 时", "封顶 28kW 时", off(Bt("c28", "jobs"), 101)),
  V("stat", "作业平均运行时间", "作业 P95 运行时间", off(Bt("none", "run_p95"), 28.5)),
  V("unit", "拉长到 35.6 分钟", "拉长到 35.6 小时", True, "minutes"),
  V("stat", "每个机柜每小时完成 101 个", "12 个机柜每小时共完成 101 个", off(Bt("c24", "jobs") * 12, 101)),
  V("dir", "比不封顶少 19 个", "比不封顶多 19 个", Bt("c24", "jobs") < Bt("none", "jobs")),
  )
sv = 100 * (1 - Bt("c24", "kwh") / Bt("none", "kwh"))
C(R, "zh", "不过单个作业的能耗反而下降:封顶 24kW 时为 {5.9} 千瓦时,比不封顶的 {6.4} 千瓦时省约 {8}% [@BA5]。",
  [r(Bt("c24", "kwh")), r(Bt("none", "kwh")), r(sv)],
  val("为 5.9 千瓦时", "为 6.1 千瓦时", Bt("c24", "kwh")),
  val("不封顶的 6.4 千瓦时", "不封顶的 4.6 千瓦时", Bt("none", "kwh")),
  val("省约 8%", "省约 18%", sv),
  V("dir", "单个作业的能耗反而下降", "单个作业的能耗反而上升", Bt("c24", "kwh") < Bt("none", "kwh")),
  V("row", "封顶 24kW 时为 5.9", "封顶 28kW 时为 5.9", off(Bt("c28", "kwh"), 5.9)),
  V("stat", "单个作业的能耗", "每小时的能耗", True, "per-job energy, not per hour"),
  V("qual", "省约 8%", "省下三成以上", not sv > 30),
  V("unit", "省约 8%", "省约 8 千瓦时", off(Bt("none", "kwh") - Bt("c24", "kwh"), 8)),
  )
per = g("energy_saved") / g("racks")
C(R, "zh", "按封顶 28kW 计,{12} 个机柜全年可节电 {18.9} 万千瓦时,平均每个机柜约 {1.6} 万千瓦时 [@BA5]。",
  [r(g("racks")), r(g("energy_saved")), r(per)],
  val("全年可节电 18.9 万", "全年可节电 38.5 万", g("energy_saved")),
  val("每个机柜约 1.6 万", "每个机柜约 2.6 万", per),
  V("stat", "全年可节电 18.9 万千瓦时", "每个机柜全年可节电 18.9 万千瓦时", off(per, 18.9)),
  V("unit", "全年可节电 18.9 万千瓦时", "全年可节电 18.9 千瓦时", True, "10 thousand kWh, not kWh"),
  V("row", "按封顶 28kW 计", "按封顶 24kW 计", True, "the saving is given for the 28 kW cap only"),
  V("qual", "全年可节电 18.9 万千瓦时", "全年节电超过 50 万千瓦时", not g("energy_saved") > 50),
  V("stat", "全年可节电", "每月可节电", True, "a yearly figure"),
  )
d = Cp("none", "avg_kw") - Cp("c28", "avg_kw")
C(R, "en", "Capping racks at 28 kW brought average draw down to {25.6} kW, {1.8} kW below the uncapped {27.4} kW [@BA5].",
  [r(Cp("c28", "avg_kw")), r(d), r(Cp("none", "avg_kw"))],
  val("down to 25.6 kW", "down to 22.8 kW", Cp("c28", "avg_kw")),
  val("1.8 kW below", "2.8 kW below", d),
  val("the uncapped 27.4 kW", "the uncapped 35.8 kW", Cp("none", "avg_kw")),
  V("stat", "brought average draw down to 25.6", "brought peak draw down to 25.6", off(Cp("c28", "peak_kw"), 25.6)),
  V("unit", "1.8 kW below", "1.8% below", off(100 * d / Cp("none", "avg_kw"), 1.8)),
  V("dir", "1.8 kW below the uncapped", "1.8 kW above the uncapped", d > 0),
  V("row", "Capping racks at 28 kW", "Capping racks at 32 kW", off(Cp("c32", "avg_kw"), 25.6)),
  V("stat", "brought average draw down to 25.6 kW", "brought total draw of all racks down to 25.6 kW", off(Cp("c28", "avg_kw") * 12, 25.6)),
  )
red = 100 * (1 - Cp("c24", "peak_kw") / Cp("none", "peak_kw"))
C(R, "en", "Uncapped, peak rack power hit {35.8} kW; a 24 kW cap held it to exactly {24.0} kW, a {33}% reduction in peak [@BA5].",
  [r(Cp("none", "peak_kw")), r(Cp("c24", "peak_kw")), r(red)],
  val("hit 35.8 kW", "hit 38.5 kW", Cp("none", "peak_kw")),
  val("exactly 24.0 kW", "exactly 22.8 kW", Cp("c24", "peak_kw")),
  val("a 33% reduction", "a 17% reduction", red),
  V("stat", "peak rack power hit 35.8", "average rack power hit 35.8", off(Cp("none", "avg_kw"), 35.8)),
  V("unit", "a 33% reduction", "a 33-point reduction", True, "a relative reduction"),
  V("qual", "a 33% reduction in peak", "a reduction of more than half in peak", not red > 50),
  V("dir", "a 33% reduction", "a 33% increase", Cp("c24", "peak_kw") < Cp("none", "peak_kw")),
  V("unit", "hit 35.8 kW", "hit 35.8 W", True, "kilowatts"),
  )
C(R, "en", "Under the 32 kW cap, inference P99 latency rose only from {42} ms to {44} ms [@BA5].",
  [r(Cp("none", "p99")), r(Cp("c32", "p99"))],
  val("from 42 ms", "from 24 ms", Cp("none", "p99")),
  val("to 44 ms", "to 51 ms", Cp("c32", "p99")),
  V("row", "Under the 32 kW cap", "Under the 24 kW cap", off(Cp("c24", "p99"), 44)),
  V("stat", "inference P99 latency", "mean inference latency", True, "P99 only"),
  V("unit", "to 44 ms", "to 44 µs", off(Cp("c32", "p99") * 1000, 44)),
  V("dir", "rose only from", "fell from", Cp("c32", "p99") > Cp("none", "p99")),
  V("qual", "rose only from 42 ms to 44 ms", "rose by more than half", not Cp("c32", "p99") / Cp("none", "p99") > 1.5),
  )
drop = 100 * (1 - Cp("c24", "qps") / Cp("none", "qps"))
C(R, "en", "At 24 kW, throughput fell to {79.3} thousand requests per second, {17}% below the uncapped rate [@BA5].",
  [r(Cp("c24", "qps")), r(drop)],
  val("fell to 79.3 thousand", "fell to 97.3 thousand", Cp("c24", "qps")),
  val("17% below", "7% below", drop),
  V("row", "At 24 kW", "At 28 kW", off(Cp("c28", "qps"), 79.3)),
  V("unit", "79.3 thousand requests", "79.3 million requests", True, "thousands"),
  V("dir", "17% below", "17% above", Cp("c24", "qps") < Cp("none", "qps")),
  V("qual", "17% below", "less than 5% below", not drop < 5),
  V("unit", "17% below", "17 points below", True, "a relative drop of a rate"),
  V("stat", "throughput fell to 79.3 thousand", "peak throughput fell to 79.3 thousand", True, "the report gives one throughput per cap, not a peak"),
  )
d = Bt("c24", "run_p95") - Bt("none", "run_p95")
C(R, "en", "The 24 kW cap stretched P95 batch job runtime from {41} to {52} minutes, {11} minutes longer [@BA5].",
  [r(Bt("none", "run_p95")), r(Bt("c24", "run_p95")), r(d)],
  val("from 41 to", "from 44 to", Bt("none", "run_p95")),
  val("to 52 minutes", "to 35 minutes", Bt("c24", "run_p95")),
  val("11 minutes longer", "7 minutes longer", d),
  V("stat", "P95 batch job runtime", "mean batch job runtime", off(Bt("none", "run_avg"), 41)),
  V("row", "The 24 kW cap", "The 28 kW cap", off(Bt("c28", "run_p95"), 52)),
  V("unit", "11 minutes longer", "11% longer", off(100 * d / Bt("none", "run_p95"), 11)),
  V("dir", "11 minutes longer", "11 minutes shorter", d > 0),
  V("unit", "to 52 minutes", "to 52 hours", True, "minutes"),
  )
it = g("inlet")
C(R, "en", "Rack inlet air stayed between {22} and {27} °C throughout the tests [@BA5].",
  [r(it[0]), r(it[1])],
  val("between 22", "between 18", it[0]),
  val("and 27 °C", "and 32 °C", it[1]),
  V("qual", "stayed between 22 and 27 °C", "never rose above 25 °C", not it[1] <= 25),
  V("stat", "stayed between 22 and 27 °C", "averaged 27 °C", True, "a range, not a mean"),
  V("col", "Rack inlet air", "Rack exhaust air", True, "inlet temperature only"),
  V("qual", "stayed between 22 and 27 °C", "stayed above 25 °C", not it[0] > 25),
  val("between 22", "between 20", it[0]),
  )
lost = Bt("none", "jobs") - Bt("c28", "jobs")
pct = 100 * lost / Bt("none", "jobs")
C(R, "en", "A 28 kW cap cost each rack {6} jobs an hour, from {120} down to {114}, a loss of {5}% [@BA5].",
  [r(lost), r(Bt("none", "jobs")), r(Bt("c28", "jobs")), r(pct)],
  val("cost each rack 6 jobs", "cost each rack 19 jobs", lost),
  val("from 120 down", "from 210 down", Bt("none", "jobs")),
  val("to 114", "to 101", Bt("c28", "jobs")),
  val("a loss of 5%", "a loss of 15%", pct),
  V("row", "A 28 kW cap", "A 24 kW cap", off(Bt("none", "jobs") - Bt("c24", "jobs"), 6)),
  V("stat", "cost each rack 6 jobs", "cost the twelve racks 6 jobs", off(lost * g("racks"), 6)),
  V("dir", "a loss of 5%", "a gain of 5%", lost > 0),
  V("unit", "6 jobs an hour", "6 servers an hour", True, "6 counts jobs"),
  )
C(R, "en", "Once a rack exceeded its cap, the controller pulled it back in {180} ms on average and {640} ms at P99 [@BA5].",
  [r(g("cap_response.mean")), r(g("cap_response.p99"))],
  val("in 180 ms", "in 108 ms", g("cap_response.mean")),
  val("and 640 ms", "and 460 ms", g("cap_response.p99")),
  V("stat", "180 ms on average", "180 ms at P99", off(g("cap_response.p99"), 180)),
  V("stat", "640 ms at P99", "640 ms on average", off(g("cap_response.mean"), 640)),
  V("unit", "and 640 ms", "and 640 s", off(g("cap_response.p99") * 1000, 640)),
  V("qual", "in 180 ms on average", "in under 100 ms on average", not g("cap_response.mean") < 100),
  V("unit", "in 180 ms", "in 180 µs", off(g("cap_response.mean") * 1000, 180)),
  )
# ---------------------------------------------------------------------------------------------------------------
# BA6: Corvanne CV-Rebuild arrays, RAID rebuild under load (English-first)
g = getter("BA6")
R = "BA6"
Ly = lambda row, col: g(f"layouts.{row}.{col}")
Im = lambda row, col: g(f"impact.{row}.{col}")
x = 100 * (Ly("r6_8", "loaded") / Ly("r6_8", "idle") - 1)
C(R, "en", "Under production load, rebuilding a failed 20 TB drive in RAID 6 (8+2) took {58} hours, against {31.5} hours on an idle array, {84}% longer [@BA6].",
  [r(Ly("r6_8", "loaded")), r(Ly("r6_8", "idle")), r(x)],
  val("took 58 hours", "took 85 hours", Ly("r6_8", "loaded")),
  val("against 31.5 hours", "against 38.2 hours", Ly("r6_8", "idle")),
  val("84% longer", "48% longer", x),
  V("row", "in RAID 6 (8+2)", "in RAID 6 (16+2)", off(Ly("r6_16", "loaded"), 58)),
  V("col", "took 58 hours, against 31.5 hours on an idle array", "took 31.5 hours, against 58 hours on an idle array", Ly("r6_8", "loaded") != Ly("r6_8", "idle")),
  V("unit", "took 58 hours", "took 58 minutes", True, "hours"),
  V("dir", "84% longer", "84% shorter", Ly("r6_8", "loaded") > Ly("r6_8", "idle")),
  V("qual", "84% longer", "more than twice as long", not Ly("r6_8", "loaded") / Ly("r6_8", "idle") > 2),
  V("unit", "84% longer", "84 hours longer", off(Ly("r6_8", "loaded") - Ly("r6_8", "idle"), 84)),
  )
x = Ly("r6_8", "loaded") / Ly("draid", "loaded")
C(R, "en", "dRAID 2 spreads the work over all {24} drives and brings the loaded rebuild down to {14.2} hours, roughly {4} times faster than RAID 6 (8+2) [@BA6].",
  [r(Ly("draid", "width")), r(Ly("draid", "loaded")), r(x)],
  val("all 24 drives", "all 96 drives", Ly("draid", "width")),
  val("down to 14.2 hours", "down to 6.8 hours", Ly("draid", "loaded")),
  val("roughly 4 times", "roughly 8 times", x),
  V("col", "brings the loaded rebuild down to 14.2", "brings the idle rebuild down to 14.2", off(Ly("draid", "idle"), 14.2)),
  V("row", "dRAID 2 spreads", "RAID 10 spreads", off(Ly("r10", "loaded"), 14.2)),
  V("unit", "down to 14.2 hours", "down to 14.2 minutes", True, "hours"),
  V("dir", "roughly 4 times faster", "roughly 4 times slower", x > 1),
  V("qual", "roughly 4 times faster", "nearly ten times faster", not x > 8),
  V("unit", "all 24 drives", "all 24 servers", True, "24 counts drives"),
  )
d = Ly("r6_16", "loaded") - Ly("r6_8", "loaded")
C(R, "en", "Going wider costs time: a 16+2 group needs {71.5} hours under load, {13.5} hours more than 8+2 [@BA6].",
  [r(Ly("r6_16", "loaded")), r(d)],
  val("needs 71.5 hours", "needs 38.2 hours", Ly("r6_16", "loaded")),
  val("13.5 hours more", "31.5 hours more", d),
  V("col", "needs 71.5 hours under load", "needs 71.5 hours on an idle array", off(Ly("r6_16", "idle"), 71.5)),
  V("dir", "13.5 hours more than", "13.5 hours less than", d > 0),
  V("unit", "13.5 hours more", "13.5% more", off(100 * d / Ly("r6_8", "loaded"), 13.5)),
  V("qual", "13.5 hours more", "more than a day more", not d > 24),
  V("unit", "needs 71.5 hours", "needs 71.5 minutes", True, "hours"),
  )
drop = 100 * (1 - Im("r6", "iops") / Im("healthy", "iops"))
C(R, "en", "While RAID 6 (8+2) rebuilds, foreground IOPS fall from {210,000} to {128,000}, a {39}% drop [@BA6].",
  [r(Im("healthy", "iops") * 1000), r(Im("r6", "iops") * 1000), r(drop)],
  val("from 210,000", "from 201,000", Im("healthy", "iops") * 1000),
  val("to 128,000", "to 171,000", Im("r6", "iops") * 1000),
  val("a 39% drop", "a 61% drop", drop),
  V("row", "While RAID 6 (8+2) rebuilds", "While dRAID 2 rebuilds", off(Im("draid", "iops") * 1000, 128000)),
  V("dir", "a 39% drop", "a 39% gain", Im("r6", "iops") < Im("healthy", "iops")),
  V("unit", "a 39% drop", "a 39-point drop", True, "a relative drop of a rate"),
  V("qual", "a 39% drop", "a drop of under 10%", not drop < 10),
  V("value", "from 210,000 to", "from 210 to", True, "IOPS are in thousands"),
  )
x = Im("r6", "r_p99") / Im("healthy", "r_p99")
C(R, "en", "The tail suffers most: P99 read latency jumps to {14.8} ms from {3.1} ms, nearly {5} times as high [@BA6].",
  [r(Im("r6", "r_p99")), r(Im("healthy", "r_p99")), a(x, 0.05)],
  val("jumps to 14.8 ms", "jumps to 18.4 ms", Im("r6", "r_p99")),
  val("from 3.1 ms", "from 1.3 ms", Im("healthy", "r_p99")),
  V("value", "nearly 5 times", "nearly 10 times", off(x, 10, 0.1)),
  V("stat", "P99 read latency jumps to 14.8", "mean read latency jumps to 14.8", off(Im("r6", "r_mean"), 14.8)),
  V("unit", "jumps to 14.8 ms", "jumps to 14.8 s", off(Im("r6", "r_p99") * 1000, 14.8)),
  V("dir", "jumps to 14.8 ms from 3.1 ms", "drops to 14.8 ms from 3.1 ms", Im("r6", "r_p99") > Im("healthy", "r_p99")),
  V("qual", "nearly 5 times as high", "less than twice as high", not x < 2),
  V("row", "P99 read latency jumps to 14.8 ms", "P99 read latency under dRAID 2 jumps to 14.8 ms", off(Im("draid", "r_p99"), 14.8)),
  )
C(R, "en", "With dRAID 2 the rebuild leaves P99 read latency at {6.2} ms, twice the healthy {3.1} ms, and keeps {171,000} IOPS [@BA6].",
  [r(Im("draid", "r_p99")), r(Im("healthy", "r_p99")), r(Im("draid", "iops") * 1000)],
  val("at 6.2 ms", "at 5.4 ms", Im("draid", "r_p99")),
  val("the healthy 3.1 ms", "the healthy 0.9 ms", Im("healthy", "r_p99")),
  val("keeps 171,000", "keeps 186,000", Im("draid", "iops") * 1000),
  V("stat", "leaves P99 read latency at 6.2", "leaves mean read latency at 6.2", off(Im("draid", "r_mean"), 6.2)),
  V("row", "With dRAID 2 the rebuild", "With RAID 6 (8+2) the rebuild", off(Im("r6", "r_p99"), 6.2)),
  V("value", "twice the healthy", "three times the healthy", off(Im("draid", "r_p99") / Im("healthy", "r_p99"), 3, 0.1)),
  V("unit", "at 6.2 ms", "at 6.2 µs", off(Im("draid", "r_p99") * 1000, 6.2)),
  V("qual", "keeps 171,000 IOPS", "keeps more than 200,000 IOPS", not Im("draid", "iops") * 1000 > 200000),
  )
lossp = 100 * (1 - Im("r6cap", "iops") / Im("healthy", "iops"))
C(R, "en", "Capping the RAID 6 rebuild rate keeps foreground IOPS at {186,000}, within {12!}% of a healthy array, but stretches the rebuild to {96} hours, four full days [@BA6].",
  [r(Im("r6cap", "iops") * 1000), le(lossp), r(g("capped_rebuild"))],
  val("at 186,000", "at 210,000", Im("r6cap", "iops") * 1000),
  V("value", "within 12% of", "within 5% of", not lossp <= 5),
  val("to 96 hours", "to 58 hours", g("capped_rebuild")),
  V("row", "Capping the RAID 6 rebuild rate keeps", "Switching to dRAID 2 keeps", off(Im("draid", "iops") * 1000, 186000)),
  V("unit", "to 96 hours", "to 96 minutes", True, "hours"),
  V("dir", "but stretches the rebuild to 96 hours", "and shortens the rebuild to 96 hours", g("capped_rebuild") > Ly("r6_8", "loaded")),
  V("qual", "within 12% of a healthy array", "matching a healthy array", lossp > 0.5),
  V("value", "four full days", "two full days", off(g("capped_rebuild") / 24, 2)),
  )
raw = g("drives.total") * g("drive_cap")
C(R, "en", "Each array holds {24} drives of {20} TB, so the {4} arrays under test add up to {96} drives and {1,920} TB raw [@BA6].",
  [r(g("drives.per_array")), r(g("drive_cap")), r(g("arrays")), r(g("drives.total")), r(raw)],
  val("holds 24 drives", "holds 18 drives", g("drives.per_array")),
  val("of 20 TB", "of 22 TB", g("drive_cap")),
  val("up to 96 drives", "up to 72 drives", g("drives.total")),
  val("and 1,920 TB", "and 480 TB", raw),
  V("unit", "and 1,920 TB raw", "and 1,920 TiB raw", off(raw / TIB_TB, 1920)),
  V("stat", "Each array holds 24 drives", "Each array holds 96 drives", off(g("drives.per_array"), 96)),
  V("unit", "of 20 TB", "of 20 Tb", True, "terabytes"),
  V("qual", "and 1,920 TB raw", "and over 3 PB raw", not raw > 3000),
  )
C(R, "en", "RAID 10 gives up half the raw capacity, {50.0}% usable, yet rebuilds under load in {22.8} hours, less than half the {58} hours of RAID 6 (8+2) [@BA6].",
  [r(Ly("r10", "usable")), r(Ly("r10", "loaded")), r(Ly("r6_8", "loaded"))],
  val("50.0% usable", "73.3% usable", Ly("r10", "usable")),
  val("in 22.8 hours", "in 14.5 hours", Ly("r10", "loaded")),
  val("the 58 hours", "the 71.5 hours", Ly("r6_8", "loaded")),
  V("col", "rebuilds under load in 22.8", "rebuilds on an idle array in 22.8", off(Ly("r10", "idle"), 22.8)),
  V("row", "RAID 10 gives up", "dRAID 2 gives up", off(Ly("draid", "usable"), 50.0)),
  V("qual", "less than half the 58 hours", "more than half the 58 hours", not Ly("r10", "loaded") > Ly("r6_8", "loaded") / 2),
  V("unit", "in 22.8 hours", "in 22.8 minutes", True, "hours"),
  V("dir", "less than half the", "twice the", Ly("r10", "loaded") < Ly("r6_8", "loaded")),
  )
rate = g("drive_cap") * 1e6 / (Ly("r6_8", "idle") * 3600)
C(R, "zh", "阵列空闲时,RAID 6(8+2)重建一块 20TB 故障盘要 {31.5} 小时,平均重建速率约 {176}MB/s [@BA6]。",
  [r(Ly("r6_8", "idle")), r(rate)],
  val("要 31.5 小时", "要 35.1 小时", Ly("r6_8", "idle")),
  val("约 176MB/s", "约 716MB/s", rate),
  V("col", "阵列空闲时", "业务负载下", off(Ly("r6_8", "loaded"), 31.5)),
  V("row", "RAID 6(8+2)重建", "RAID 6(16+2)重建", off(Ly("r6_16", "idle"), 31.5)),
  V("unit", "约 176MB/s", "约 176Mbps", off(rate * 8, 176)),
  V("unit", "要 31.5 小时", "要 31.5 分钟", True, "hours"),
  V("qual", "约 176MB/s", "超过 500MB/s", not rate > 500),
  V("unit", "约 176MB/s", "约 176GB/s", off(rate / 1000, 176)),
  )
sv = Ly("r6_8", "loaded") - Ly("draid", "loaded")
C(R, "zh", "在业务负载下,dRAID 2 重建只需 {14.2} 小时,比 RAID 6(8+2)省下 {43.8} 小时 [@BA6]。",
  [r(Ly("draid", "loaded")), r(sv)],
  val("只需 14.2 小时", "只需 12.4 小时", Ly("draid", "loaded")),
  val("省下 43.8 小时", "省下 34.8 小时", sv),
  V("col", "在业务负载下", "在阵列空闲时", off(Ly("draid", "idle"), 14.2)),
  V("row", "比 RAID 6(8+2)省下", "比 RAID 10 省下", off(Ly("r10", "loaded") - Ly("draid", "loaded"), 43.8)),
  V("unit", "省下 43.8 小时", "省下 43.8%", off(100 * sv / Ly("r6_8", "loaded"), 43.8)),
  V("dir", "省下 43.8 小时", "多花 43.8 小时", sv > 0),
  V("qual", "省下 43.8 小时", "省下不到一天", not sv < 24),
  )
keep = 100 * Im("draid", "iops") / Im("healthy", "iops")
C(R, "zh", "重建期间,dRAID 2 的前台 IOPS 仍有 {17.1} 万,保持在正常状态的 {81}% 左右 [@BA6]。",
  [r(Im("draid", "iops") / 10), r(keep)],
  val("仍有 17.1 万", "仍有 18.6 万", Im("draid", "iops") / 10),
  val("正常状态的 81%", "正常状态的 91%", keep),
  V("row", "dRAID 2 的前台 IOPS", "RAID 6(8+2)的前台 IOPS", off(Im("r6", "iops") / 10, 17.1)),
  V("unit", "仍有 17.1 万", "仍有 17.1 千", off(Im("draid", "iops"), 17.1)),
  V("qual", "81% 左右", "95% 以上", not keep > 95),
  V("dir", "保持在正常状态的 81% 左右", "比正常状态还高 81%", Im("draid", "iops") < Im("healthy", "iops")),
  V("unit", "正常状态的 81%", "正常状态的 81 倍", True, "a share, not a multiple"),
  )
pts = Ly("r6_16", "usable") - Ly("r6_8", "usable")
C(R, "zh", "RAID 6(16+2)的可用容量占比为 {88.9}%,比 8+2 高出 {8.9} 个百分点 [@BA6]。",
  [r(Ly("r6_16", "usable")), r(pts)],
  val("占比为 88.9%", "占比为 98.8%", Ly("r6_16", "usable")),
  val("高出 8.9 个百分点", "高出 11.1 个百分点", pts),
  V("unit", "高出 8.9 个百分点", "高出 8.9%", off(100 * pts / Ly("r6_8", "usable"), 8.9)),
  V("row", "RAID 6(16+2)的可用容量", "dRAID 2 的可用容量", off(Ly("draid", "usable"), 88.9)),
  V("dir", "高出 8.9 个百分点", "低了 8.9 个百分点", pts > 0),
  V("qual", "高出 8.9 个百分点", "高出 20 个百分点以上", not pts > 20),
  V("col", "可用容量占比为 88.9%", "负载下重建时间为 88.9 小时", off(Ly("r6_16", "loaded"), 88.9)),
  )
C(R, "zh", "一个阵列完整巡检一遍需要 {31} 小时,超过一天 [@BA6]。",
  [r(g("scrub"))],
  val("需要 31 小时", "需要 13 小时", g("scrub")),
  V("unit", "需要 31 小时", "需要 31 分钟", True, "hours"),
  V("qual", "超过一天", "不到半天", not g("scrub") < 12),
  V("stat", "一个阵列完整巡检一遍", "四个阵列合计巡检一遍", True, "31 h is for one array"),
  V("stat", "一个阵列完整巡检一遍", "每块盘完整巡检一遍", True, "31 h is the scrub of a whole array, not of one drive"),
  V("value", "需要 31 小时", "需要 31.5 小时", off(g("scrub"), 31.5)),
  V("qual", "超过一天", "超过两天", not g("scrub") > 48),
  )
sf = g("second_failure")
C(R, "zh", "按模型估算,RAID 6(8+2)带负载重建期间同组再坏一块盘的概率在 {0.8}% 到 {2.6}% 之间 [@BA6]。",
  [r(sf[0]), r(sf[1])],
  val("在 0.8%", "在 0.08%", sf[0]),
  val("到 2.6%", "到 6.2%", sf[1]),
  V("qual", "在 0.8% 到 2.6% 之间", "低于 0.5%", not sf[1] < 0.5),
  V("stat", "在 0.8% 到 2.6% 之间", "平均为 2.6%", True, "a model range, not a mean"),
  V("row", "RAID 6(8+2)带负载重建期间", "dRAID 2 带负载重建期间", True, "the estimate is for RAID 6 (8+2) only"),
  V("unit", "到 2.6%", "到 2.6 个百分点", True, "a probability, not a difference"),
  V("qual", "在 0.8% 到 2.6% 之间", "超过 5%", not sf[0] > 5),
  )
inc = 100 * (Im("r6", "r_mean") / Im("healthy", "r_mean") - 1)
C(R, "zh", "RAID 6(8+2)重建时,前台平均读时延从 {0.9} 毫秒升到 {1.6} 毫秒,上升了约 {78}% [@BA6]。",
  [r(Im("healthy", "r_mean")), r(Im("r6", "r_mean")), r(inc)],
  val("从 0.9 毫秒", "从 1.1 毫秒", Im("healthy", "r_mean")),
  val("升到 1.6 毫秒", "升到 6.1 毫秒", Im("r6", "r_mean")),
  val("约 78%", "约 44%", inc),
  V("stat", "前台平均读时延", "前台 P99 读时延", off(Im("healthy", "r_p99"), 0.9)),
  V("row", "RAID 6(8+2)重建时", "dRAID 2 重建时", off(Im("draid", "r_mean"), 1.6)),
  V("unit", "上升了约 78%", "上升了约 78 个百分点", True, "a relative rise"),
  V("dir", "升到 1.6 毫秒", "降到 1.6 毫秒", Im("r6", "r_mean") > Im("healthy", "r_mean")),
  V("qual", "上升了约 78%", "翻了一番以上", not Im("r6", "r_mean") / Im("healthy", "r_mean") > 2),
  )
more = g("capped_rebuild") - Ly("r6_8", "loaded")
C(R, "zh", "限速重建把前台 IOPS 保在 {18.6} 万,但重建时间从 {58} 小时拉长到 {96} 小时,多出 {38} 小时 [@BA6]。",
  [r(Im("r6cap", "iops") / 10), r(Ly("r6_8", "loaded")), r(g("capped_rebuild")), r(more)],
  val("保在 18.6 万", "保在 21 万", Im("r6cap", "iops") / 10),
  val("从 58 小时", "从 31.5 小时", Ly("r6_8", "loaded")),
  val("拉长到 96 小时", "拉长到 69 小时", g("capped_rebuild")),
  val("多出 38 小时", "多出 83 小时", more),
  V("dir", "拉长到 96 小时", "缩短到 96 小时", g("capped_rebuild") > Ly("r6_8", "loaded")),
  V("unit", "多出 38 小时", "多出 38%", off(100 * more / Ly("r6_8", "loaded"), 38)),
  V("qual", "多出 38 小时", "多出不到一天", not more < 24),
  V("unit", "保在 18.6 万", "保在 18.6 千", off(Im("r6cap", "iops"), 18.6)),
  )
# ===== CLAIMS END =====

# Chinese-first reports list their zh claims first, English-first ones their en claims first (stable within a language).
FIRST = {"BA1": "zh", "BA2": "en", "BA3": "zh", "BA4": "en", "BA5": "zh", "BA6": "en"}
CLAIMS.sort(key=lambda c: (c[0], c[1] != FIRST[c[0]]))


def plain(text):
    return re.sub(r"\{([^{}]*?)!?\}", r"\1", text)


def main():
    bad = 0
    nchecks = 0
    for rid in REPORTS:
        if not os.path.exists(os.path.join(EV, rid + ".yaml")):
            continue
        n, probs = verify_checks(rid)
        nchecks += n
        print(f"{rid}: {n} checks, {len(probs)} problems")
        for pr in probs:
            print("   !! " + pr)
        bad += len(probs)
    per = {}
    kinds = {}
    lines = ["# claims-fresh28: held-out claims against evidence/BA1.yaml .. BA6.yaml (written from the docs only).",
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
        if not MIN_VARIANTS <= len(variants) <= 18:
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
    print(f"\nchecks {nchecks}")
    print(f"claims {len(CLAIMS)} (zh {nz}, en {ne}); variants {sum(kinds.values())} {dict(sorted(kinds.items()))}")
    print("per report", per)
    print("problems:", bad)
    if "--write" in sys.argv:
        if bad:
            print("not written: fix the problems first")
            sys.exit(1)
        open(OUT, "w", encoding="utf-8").write("\n".join(lines) + "\n")
        print("wrote", OUT)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
