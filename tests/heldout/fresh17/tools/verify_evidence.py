"""Own verifier for the fresh17 evidence files (not the engine): parse with yaml.safe_load, refuse duplicate keys,
check one cell per column, and evaluate every `checks:` entry with a small unit table."""
import re, sys, glob, yaml

class DupLoader(yaml.SafeLoader):
    pass
def _map(loader, node, deep=False):
    keys = set()
    for k, _ in node.value:
        kk = loader.construct_object(k, deep=deep)
        if kk in keys:
            raise ValueError(f"duplicate key {kk!r} at line {k.start_mark.line+1}")
        keys.add(kk)
    return yaml.SafeLoader.construct_mapping(loader, node, deep)
DupLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _map)

U = {  # unit -> (factor to base, dimension)
    "": (1, ""), "%": (0.01, ""), "x": (1, ""),
    "s": (1, "t"), "ms": (1e-3, "t"), "us": (1e-6, "t"), "min": (60, "t"), "h": (3600, "t"), "d": (86400, "t"),
    "byte": (1, "B"), "KB": (1e3, "B"), "MB": (1e6, "B"), "GB": (1e9, "B"), "TB": (1e12, "B"), "PB": (1e15, "B"),
    "KiB": (2**10, "B"), "MiB": (2**20, "B"), "GiB": (2**30, "B"), "TiB": (2**40, "B"),
    "MB/s": (1e6, "B/t"), "GB/s": (1e9, "B/t"), "Mbps": (1e6 / 8, "B/t"), "Gbps": (1e9 / 8, "B/t"),
    "node": (1, "node"), "rack": (1, "rack"), "GPU": (1, "GPU"), "B": (1e9, "param"),
}
def dims_mul(a, b, sign):
    d = dict(a)
    for k, v in b.items():
        d[k] = d.get(k, 0) + sign * v
        if d[k] == 0: del d[k]
    return d
def parse_dim(s):
    if s == "": return {}
    if s == "B/t": return {"B": 1, "t": -1}
    return {s: 1}

class Q:
    def __init__(self, lo, hi, d): self.lo, self.hi, self.d = lo, hi, d
    @staticmethod
    def of(x): return x if isinstance(x, Q) else Q(x, x, {})
    def _add(self, o, s):
        o = Q.of(o)
        if self.d != o.d: raise TypeError(f"dimension {self.d} vs {o.d}")
        return Q(self.lo + s * (o.lo if s > 0 else o.hi), self.hi + s * (o.hi if s > 0 else o.lo), self.d)
    def __add__(self, o): return self._add(o, 1)
    __radd__ = __add__
    def __sub__(self, o): return self._add(o, -1)
    def __rsub__(self, o): return Q.of(o)._add(self, -1)
    def __mul__(self, o):
        o = Q.of(o); c = [self.lo * o.lo, self.lo * o.hi, self.hi * o.lo, self.hi * o.hi]
        return Q(min(c), max(c), dims_mul(self.d, o.d, 1))
    __rmul__ = __mul__
    def __truediv__(self, o):
        o = Q.of(o); c = [self.lo / o.lo, self.lo / o.hi, self.hi / o.lo, self.hi / o.hi]
        return Q(min(c), max(c), dims_mul(self.d, o.d, -1))
    def __rtruediv__(self, o): return Q.of(o) / self
    def __repr__(self): return f"Q({self.lo:g}..{self.hi:g} {self.d})"

def addresses(doc):
    out = {}
    for name, m in (doc.get("metrics") or {}).items():
        f, dim = U[m["unit"]]; d = parse_dim(dim)
        if "value" in m: out[name] = Q(m["value"] * f, m["value"] * f, d)
        elif "values" in m:
            for k, v in m["values"].items(): out[f"{name}.{k}"] = Q(v * f, v * f, d)
        else:
            lo, hi = m["range"]; assert lo <= hi; out[name] = Q(lo * f, hi * f, d)
    for tname, t in (doc.get("tables") or {}).items():
        cols = list(t["columns"].items())
        for rk, row in t["rows"].items():
            assert re.fullmatch(r"[A-Za-z0-9_]+", rk), rk
            if isinstance(row, list):
                assert len(row) == len(cols), f"{tname}.{rk}: {len(row)} cells, {len(cols)} columns"
                cells = dict(zip([c for c, _ in cols], row))
            else:
                cells = row
            for ck, spec in cols:
                v = cells.get(ck)
                if "unit" in spec:
                    if v is None: continue
                    assert isinstance(v, (int, float)) and not isinstance(v, bool), f"{tname}.{rk}.{ck} = {v!r}"
                    f, dim = U[spec["unit"]]
                    out[f"{tname}.{rk}.{ck}"] = Q(v * f, v * f, parse_dim(dim))
                else:
                    assert v is None or isinstance(v, str), f"text cell {tname}.{rk}.{ck} = {v!r}"
    return out

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)+|[A-Za-z_][A-Za-z0-9_]*")
def ev(expr, vals):
    py = NAME.sub(lambda m: f"V[{m.group(0)!r}]", expr)
    return Q.of(eval(py, {"V": vals}))

def run_check(c, vals):
    tol = 0.02
    if isinstance(c, dict): tol = c.get("tolerance", tol); c = c["rel"]
    m = re.match(r"(.+?)\s*(==|<=|>=|~|<|>)\s*(.+)$", c)
    a, op, b = ev(m.group(1), vals), m.group(2), ev(m.group(3), vals)
    if a.d != b.d: return False, f"dim {a.d} vs {b.d}"
    if op == "==": ok = abs(a.lo - b.lo) <= 1e-9 * max(abs(b.lo), 1e-300) and abs(a.hi - b.hi) <= 1e-9 * max(abs(b.hi), 1e-300)
    elif op == "~":
        gap = 0 if (a.lo <= b.hi and b.lo <= a.hi) else min(abs(a.lo - b.hi), abs(a.hi - b.lo))
        ok = gap / abs(b.lo if b.lo else b.hi) <= tol
    elif op == "<": ok = a.hi < b.lo
    elif op == ">": ok = a.lo > b.hi
    elif op == "<=": ok = a.hi <= b.lo
    else: ok = a.lo >= b.hi
    return ok, f"{a} {op} {b}"

bad = 0
for p in sorted(glob.glob(sys.argv[1] + "/*.yaml")):
    raw = open(p, encoding="utf-8").read()
    doc = yaml.safe_load(raw); yaml.load(raw, Loader=DupLoader)
    assert doc["id"] + ".yaml" == p.split("/")[-1]
    for k in ("id", "title", "publisher", "date", "access", "url"): assert k in doc, k
    vals = addresses(doc)
    n_ok = 0
    for c in doc.get("checks", []):
        ok, msg = run_check(c, vals)
        if not ok: bad += 1; print(p, "FAIL", c, msg)
        else: n_ok += 1
    print(p, "values", len(vals), "checks ok", n_ok, "of", len(doc.get("checks", [])))
print("failures", bad)
