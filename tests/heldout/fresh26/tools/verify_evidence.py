#!/usr/bin/env python3
"""fresh26: parse evidence/AY*.yaml with PyYAML (no engine import), check the shapes docs/formats.md describes (required
fields, one of value/values/range, table rows one cell per column, known units) and evaluate every `checks:` entry
with its units (interval arithmetic for ranges; `~` within the tolerance, default 2%, relative to the right-hand side).
Written for fresh26 from the format description; it is not the engine's loader.

  verify_evidence.py        check every evidence file, print each check with both sides"""
import ast, glob, os, re, sys
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
EV = os.path.join(HERE, "..", "evidence")

# unit -> (factor to base, {dimension: exponent})
T = {"s": 1, "ms": 1e-3, "us": 1e-6, "ns": 1e-9, "min": 60, "h": 3600, "d": 86400}
BYTES = {"byte": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12, "PB": 1e15, "EB": 1e18,
         "KiB": 2 ** 10, "MiB": 2 ** 20, "GiB": 2 ** 30, "TiB": 2 ** 40, "PiB": 2 ** 50, "EiB": 2 ** 60,
         "bit": 1 / 8, "Kb": 1e3 / 8, "Mb": 1e6 / 8, "Gb": 1e9 / 8, "Tb": 1e12 / 8}
COUNTS = {"GPU", "node", "client", "server", "drive", "rack", "job", "step"}
PLAIN = {"": 1, "%": 0.01, "x": 1}
PARAMS = {"param": 1, "M": 1e6, "B": 1e9, "T": 1e12}


def unit(u):
    u = u.strip()
    if u in PLAIN:
        return PLAIN[u], {}
    if u in T:
        return T[u], {"t": 1}
    if u in BYTES:
        return BYTES[u], {"B": 1}
    if u in COUNTS:
        return 1, {u: 1}
    if u in PARAMS:
        return PARAMS[u], {"param": 1}
    if u in ("Kbps", "Mbps", "Gbps", "Tbps"):
        return BYTES[u[:2]], {"B": 1, "t": -1}
    if "/" in u:
        a, b = u.split("/", 1)
        fa, da = unit(a)
        fb, db = unit(b)
        return fa / fb, mul(da, db, -1)
    if "·" in u or "*" in u:
        a, b = re.split(r"[·*]", u, 1)
        fa, da = unit(a)
        fb, db = unit(b)
        return fa * fb, mul(da, db, 1)
    raise ValueError(f"unknown unit {u!r}")


def mul(da, db, sign):
    d = dict(da)
    for k, v in db.items():
        d[k] = d.get(k, 0) + sign * v
        if d[k] == 0:
            del d[k]
    return d


class Q:
    """an interval quantity in base units"""
    def __init__(s, lo, hi, dims):
        s.lo, s.hi, s.dims = lo, hi, dims

    def _same(s, o):
        if s.dims != o.dims:
            raise ValueError(f"dimension mismatch {s.dims} vs {o.dims}")

    def __add__(s, o): s._same(o); return Q(s.lo + o.lo, s.hi + o.hi, s.dims)
    def __sub__(s, o): s._same(o); return Q(s.lo - o.hi, s.hi - o.lo, s.dims)

    def __mul__(s, o):
        c = [s.lo * o.lo, s.lo * o.hi, s.hi * o.lo, s.hi * o.hi]
        return Q(min(c), max(c), mul(s.dims, o.dims, 1))

    def __truediv__(s, o):
        if o.lo <= 0 <= o.hi:
            raise ZeroDivisionError
        c = [s.lo / o.lo, s.lo / o.hi, s.hi / o.lo, s.hi / o.hi]
        return Q(min(c), max(c), mul(s.dims, o.dims, -1))

    def __neg__(s): return Q(-s.hi, -s.lo, s.dims)

    def __str__(s):
        return f"{s.lo:.6g}" if s.lo == s.hi else f"[{s.lo:.6g}, {s.hi:.6g}]"


def addresses(d):
    out = {}
    for name, m in (d.get("metrics") or {}).items():
        f, dims = unit(m["unit"])
        if "value" in m:
            out[name] = Q(m["value"] * f, m["value"] * f, dims)
        elif "values" in m:
            for k, v in m["values"].items():
                out[f"{name}.{k}"] = Q(v * f, v * f, dims)
        else:
            lo, hi = m["range"]
            out[name] = Q(lo * f, hi * f, dims)
    for tname, t in (d.get("tables") or {}).items():
        cols = list(t["columns"])
        for rk, row in t["rows"].items():
            cells = row if isinstance(row, list) else [row.get(c) for c in cols]
            for c, v in zip(cols, cells):
                spec = t["columns"][c]
                if "unit" in spec and v is not None:
                    f, dims = unit(spec["unit"])
                    out[f"{tname}.{rk}.{c}"] = Q(v * f, v * f, dims)
    return out


NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*")


def evaluate(expr, env):
    names = {}

    def sub(m):
        k = f"_n{len(names)}"
        names[k] = env[m.group(0)]
        return k
    src = NAME.sub(sub, expr)
    tree = ast.parse(src, mode="eval").body

    def ev(n):
        if isinstance(n, ast.BinOp):
            a, b = ev(n.left), ev(n.right)
            return {ast.Add: a.__add__, ast.Sub: a.__sub__, ast.Mult: a.__mul__, ast.Div: a.__truediv__}[type(n.op)](b)
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
            return -ev(n.operand)
        if isinstance(n, ast.Constant):
            return Q(n.value, n.value, {})
        if isinstance(n, ast.Name):
            return names[n.id]
        raise ValueError(ast.dump(n))
    return ev(tree)


def holds(a, op, b, tol):
    a._same(b)
    if op == "~":
        if a.hi < b.lo:
            gap = b.lo - a.hi
        elif b.hi < a.lo:
            gap = a.lo - b.hi
        else:
            gap = 0
        ref = min(abs(b.lo), abs(b.hi)) if gap else 1
        return gap / ref <= tol
    if op == "==":
        return abs(a.lo - b.lo) <= 1e-9 * abs(b.lo) and abs(a.hi - b.hi) <= 1e-9 * abs(b.hi)
    if op == "<":
        return a.hi < b.lo
    if op == "<=":
        return a.hi <= b.lo
    if op == ">":
        return a.lo > b.hi
    if op == ">=":
        return a.lo >= b.hi
    raise ValueError(op)


REQ = ("id", "title", "publisher", "date", "access")


def main():
    bad = 0
    total = 0
    for path in sorted(glob.glob(os.path.join(EV, "AY*.yaml"))):
        rid = os.path.basename(path)[:-5]
        d = yaml.safe_load(open(path, encoding="utf-8"))
        probs = []
        for k in REQ:
            if k not in d:
                probs.append(f"missing {k}")
        if d.get("id") != rid:
            probs.append("id does not match the file name")
        if d.get("access") == "public" and not str(d.get("url", "")).startswith("https://www.example.com/"):
            probs.append("public report without an example.com url")
        for name, m in (d.get("metrics") or {}).items():
            if sum(k in m for k in ("value", "values", "range")) != 1:
                probs.append(f"metric {name}: not exactly one of value/values/range")
            if "range" in m and not m["range"][0] <= m["range"][1]:
                probs.append(f"metric {name}: range low > high")
            unit(m["unit"])
        for tname, t in (d.get("tables") or {}).items():
            if tname in (d.get("metrics") or {}):
                probs.append(f"{tname} is both a metric and a table")
            if "caption" not in t:
                probs.append(f"table {tname}: no caption")
            cols = list(t["columns"])
            for c, spec in t["columns"].items():
                if "unit" in spec:
                    unit(spec["unit"])
            for rk, row in t["rows"].items():
                if not re.fullmatch(r"[A-Za-z0-9_]+", rk):
                    probs.append(f"row key {rk}")
                if isinstance(row, list) and len(row) != len(cols):
                    probs.append(f"row {rk}: {len(row)} cells for {len(cols)} columns")
                cells = row if isinstance(row, list) else [row.get(c) for c in cols]
                for c, v in zip(cols, cells):
                    if "unit" in t["columns"][c] and v is not None and not isinstance(v, (int, float)):
                        probs.append(f"cell {rk}.{c} is not a number: {v!r}")
        env = addresses(d)
        nchk = 0
        for chk in d.get("checks") or []:
            if isinstance(chk, dict):
                rel, tol = chk["rel"], chk.get("tolerance", 0.02)
            else:
                rel, tol = chk, 0.02
            m = re.match(r"(.*?)\s*(~|==|<=|>=|<|>)\s*(.*)$", rel)
            lhs, op, rhs = m.groups()
            try:
                a, b = evaluate(lhs, env), evaluate(rhs, env)
                ok = holds(a, op, b, tol)
            except Exception as e:  # noqa
                ok = False
                a = b = f"error {e}"
            nchk += 1
            if not ok:
                probs.append(f"check fails: {rel}  ({a} vs {b})")
        total += nchk
        print(f"{rid}: {len(env)} values, {nchk} checks, {'ok' if not probs else 'PROBLEMS'}")
        for p in probs:
            print("   !! " + p)
        bad += len(probs)
    print("problems:", bad, "checks:", total)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
