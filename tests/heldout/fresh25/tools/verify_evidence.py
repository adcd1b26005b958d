#!/usr/bin/env python3
"""Check fresh25's evidence files against docs/formats.md, without the engine: required fields, shapes, units,
and that every `checks:` entry holds arithmetically. Usage: verify_evidence.py [EVIDENCE_DIR]"""
import ast, datetime, os, re, sys
import yaml

# unit -> (factor to a base, dimension)
U = {"": (1, ""), "%": (0.01, ""), "x": (1, ""),
     "s": (1, "T"), "ms": (1e-3, "T"), "us": (1e-6, "T"), "ns": (1e-9, "T"), "min": (60, "T"), "h": (3600, "T"), "d": (86400, "T"),
     "byte": (1, "B"), "bit": (1 / 8, "B"), "GPU": (1, "GPU"), "node": (1, "node"), "client": (1, "client"), "server": (1, "server"),
     "drive": (1, "drive"), "rack": (1, "rack"), "job": (1, "job"), "step": (1, "step"),
     "param": (1, "P"), "M": (1e6, "P"), "B": (1e9, "P"), "T": (1e12, "P")}
for i, p in enumerate("KMGTPE", 1):
    U[p + "B"] = (10 ** (3 * i), "B"); U[p + "iB"] = (2 ** (10 * i), "B")
    if p in "KMGT":
        U[p + "b"] = (10 ** (3 * i) / 8, "B"); U[p + "bps"] = (10 ** (3 * i) / 8, "B/T"); U[p + "b/s"] = U[p + "bps"]
for d in list(U):
    if U[d][1] == "B" and d[-1] == "B" or d.endswith("iB"):
        for t, tf in (("s", 1), ("min", 60), ("h", 3600)):
            U[d + "/" + t] = (U[d][0] / tf, "B/T")
REQ = ["id", "title", "publisher", "date", "access"]
TOP = set(REQ) | {"url", "label", "setup", "metrics", "tables", "checks", "superseded_by", "tags"}
NAME = re.compile(r"[A-Za-z0-9_]+$")

class NoDup(yaml.SafeLoader):
    pass
def _map(loader, node, deep=False):
    keys = set()
    for k, _ in node.value:
        if k.tag == "tag:yaml.org,2002:merge" or k.value == "<<":
            raise ValueError(f"merge key at line {k.start_mark.line + 1}")
        if k.value in keys:
            raise ValueError(f"duplicate key {k.value!r} at line {k.start_mark.line + 1}")
        keys.add(k.value)
    return yaml.SafeLoader.construct_mapping(loader, node, deep)
NoDup.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _map)

def text_ok(t):
    return isinstance(t, str) or (isinstance(t, dict) and t and set(t) <= {"zh", "en"} and all(isinstance(v, str) for v in t.values()))

def num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)

class Q:
    def __init__(s, lo, hi, dim): s.lo, s.hi, s.dim = lo, hi, dim
    def __repr__(s): return f"{s.lo:g}" + (f"..{s.hi:g}" if s.hi != s.lo else "") + (f" [{s.dim}]" if s.dim else "")

def mul_dim(a, b, sign):
    # dims are strings like "B/T", "GPU", ""; keep a tiny algebra: count of numerator/denominator factors
    def parse(d):
        num_, den = (d.split("/") + [""])[:2]
        return [x for x in num_.split("*") if x], [x for x in den.split("*") if x]
    an, ad = parse(a); bn, bd = parse(b)
    if sign < 0: bn, bd = bd, bn
    n, dd = an + bn, ad + bd
    for x in list(n):
        if x in dd: n.remove(x); dd.remove(x)
    return "*".join(sorted(n)) + ("/" + "*".join(sorted(dd)) if dd else "")

def ev(node, look):
    if isinstance(node, ast.Expression): return ev(node.body, look)
    if isinstance(node, ast.Constant) and num(node.value): return Q(node.value, node.value, "")
    if isinstance(node, (ast.Name, ast.Attribute)):
        parts = []
        while isinstance(node, ast.Attribute): parts.append(node.attr); node = node.value
        parts.append(node.id); return look(".".join(reversed(parts)))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        q = ev(node.operand, look); return Q(-q.hi, -q.lo, q.dim)
    if isinstance(node, ast.BinOp):
        a, b = ev(node.left, look), ev(node.right, look)
        if isinstance(node.op, (ast.Add, ast.Sub)):
            if a.dim != b.dim: raise ValueError(f"adding {a.dim!r} and {b.dim!r}")
            return Q(a.lo + b.lo, a.hi + b.hi, a.dim) if isinstance(node.op, ast.Add) else Q(a.lo - b.hi, a.hi - b.lo, a.dim)
        if isinstance(node.op, ast.Mult):
            c = [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi]; return Q(min(c), max(c), mul_dim(a.dim, b.dim, 1))
        if isinstance(node.op, ast.Div):
            if b.lo <= 0 <= b.hi: raise ValueError("division by zero")
            c = [a.lo / b.lo, a.lo / b.hi, a.hi / b.lo, a.hi / b.hi]; return Q(min(c), max(c), mul_dim(a.dim, b.dim, -1))
    raise ValueError(f"cannot evaluate {ast.dump(node)[:60]}")

def check_file(path):
    errs, nchecks, nok = [], 0, 0
    raw = open(path, "rb").read()
    raw.decode("utf-8")
    for ev_ in yaml.parse(raw.decode()):
        if isinstance(ev_, yaml.AliasEvent): errs.append("alias used")
    d = yaml.load(raw.decode(), Loader=NoDup)
    base = os.path.splitext(os.path.basename(path))[0]
    for k in REQ:
        if k not in d: errs.append(f"missing {k}")
    for k in d:
        if k not in TOP: errs.append(f"unknown top field {k}")
    if d.get("id") != base: errs.append("id != file name")
    if not isinstance(d.get("date"), datetime.date) or not 1900 <= d["date"].year <= 2099: errs.append("bad date")
    if d.get("access") not in ("public", "on-request", "internal"): errs.append("bad access")
    if d.get("access") == "public" and not re.match(r"https?://", str(d.get("url", ""))): errs.append("public needs http(s) url")
    if "label" in d and not text_ok(d["label"]): errs.append("bad label")
    for k, v in (d.get("setup") or {}).items():
        if not isinstance(v, str): errs.append(f"setup {k}: not free text: {v!r}")
    if not isinstance(d.get("title"), str) or not isinstance(d.get("publisher"), str): errs.append("title/publisher not text")
    vals = {}
    for name, m in (d.get("metrics") or {}).items():
        if not NAME.match(name): errs.append(f"metric name {name}")
        if set(m) - {"unit", "value", "values", "range", "note", "where"}: errs.append(f"metric {name}: unknown field")
        if "unit" not in m or m["unit"] not in U: errs.append(f"metric {name}: unit {m.get('unit')!r}"); continue
        f, dim = U[m["unit"]]
        if sum(k in m for k in ("value", "values", "range")) != 1: errs.append(f"metric {name}: not exactly one of value/values/range")
        if "note" in m and not text_ok(m["note"]): errs.append(f"metric {name}: bad note")
        if "where" in m and not isinstance(m["where"], str): errs.append(f"metric {name}: where")
        if "value" in m:
            if not num(m["value"]): errs.append(f"metric {name}: value not a number")
            else: vals[name] = Q(m["value"] * f, m["value"] * f, dim)
        if "values" in m:
            for v, x in m["values"].items():
                if not NAME.match(v) or not num(x): errs.append(f"metric {name}.{v}: bad")
                else: vals[f"{name}.{v}"] = Q(x * f, x * f, dim)
        if "range" in m:
            r = m["range"]
            if not (isinstance(r, list) and len(r) == 2 and all(map(num, r)) and r[0] <= r[1]): errs.append(f"metric {name}: bad range")
            else: vals[name] = Q(r[0] * f, r[1] * f, dim)
    ncells = 0
    for tname, t in (d.get("tables") or {}).items():
        if tname in (d.get("metrics") or {}): errs.append(f"table {tname} shares a metric's name")
        if not NAME.match(tname): errs.append(f"table name {tname}")
        if set(t) - {"caption", "where", "note", "columns", "rows"}: errs.append(f"table {tname}: unknown field")
        if "caption" not in t or not text_ok(t["caption"]): errs.append(f"table {tname}: caption")
        if "note" in t and not text_ok(t["note"]): errs.append(f"table {tname}: note")
        if "where" in t and not isinstance(t["where"], str): errs.append(f"table {tname}: where")
        cols = t.get("columns") or {}
        for c, spec in cols.items():
            if not NAME.match(c): errs.append(f"{tname}: column {c}")
            if set(spec) - {"unit", "label"}: errs.append(f"{tname}.{c}: unknown field")
            if "unit" in spec and spec["unit"] not in U: errs.append(f"{tname}.{c}: unit {spec['unit']!r}")
            if "label" in spec and not text_ok(spec["label"]): errs.append(f"{tname}.{c}: label")
        for r, cells in (t.get("rows") or {}).items():
            if not NAME.match(str(r)): errs.append(f"{tname}: row key {r}")
            if isinstance(cells, list):
                if len(cells) != len(cols): errs.append(f"{tname}.{r}: {len(cells)} cells for {len(cols)} columns"); continue
                cells = dict(zip(cols, cells))
            for c, x in cells.items():
                if c not in cols: errs.append(f"{tname}.{r}: unknown column {c}"); continue
                spec = cols[c]
                if x is None: continue
                if "unit" in spec:
                    if spec["unit"] not in U: continue
                    if not num(x): errs.append(f"{tname}.{r}.{c}: not a number: {x!r}"); continue
                    f, dim = U[spec["unit"]]; vals[f"{tname}.{r}.{c}"] = Q(x * f, x * f, dim); ncells += 1
                elif not isinstance(x, str): errs.append(f"{tname}.{r}.{c}: text column holds {x!r}")
    def look(n):
        n = re.sub(r"^" + re.escape(base) + r"\.", "", n)
        if n not in vals: raise ValueError(f"unknown name {n}")
        return vals[n]
    for c in d.get("checks") or []:
        tol = 0.02
        if isinstance(c, dict):
            tol = c.get("tolerance", 0.02); c = c["rel"]
        nchecks += 1
        m = re.match(r"(.+?)\s*(==|<=|>=|~|<|>)\s*(.+)$", c)
        try:
            a = ev(ast.parse(m.group(1).strip(), mode="eval"), look); b = ev(ast.parse(m.group(3).strip(), mode="eval"), look)
            if a.dim != b.dim: raise ValueError(f"dimensions {a.dim!r} vs {b.dim!r}")
            op = m.group(2)
            if op == "~":
                gap = 0 if (a.lo <= b.hi and b.lo <= a.hi) else min(abs(a.lo - b.hi), abs(a.hi - b.lo))
                ok = gap <= tol * max(abs(b.lo), abs(b.hi))
            elif op == "==": ok = abs(a.lo - b.lo) <= 1e-9 * max(abs(b.lo), 1e-300) and abs(a.hi - b.hi) <= 1e-9 * max(abs(b.hi), 1e-300)
            elif op == "<": ok = a.hi < b.lo
            elif op == "<=": ok = a.hi <= b.lo
            elif op == ">": ok = a.lo > b.hi
            else: ok = a.lo >= b.hi
            if ok: nok += 1
            else: errs.append(f"check fails: {c}  ({a} vs {b})")
        except Exception as e:
            errs.append(f"check error: {c}: {e}")
    return errs, nchecks, nok, len(vals)

def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "evidence")
    bad = 0; tot = tok = 0
    for f in sorted(os.listdir(root)):
        if not f.endswith(".yaml"): continue
        try:
            errs, n, ok, nv = check_file(os.path.join(root, f))
        except Exception as e:
            errs, n, ok, nv = [f"load error: {e}"], 0, 0, 0
        tot += n; tok += ok; bad += bool(errs)
        print(f"{f}: {nv} values, checks {ok}/{n}" + ("" if not errs else "\n  " + "\n  ".join(errs)))
    print(f"total checks {tok}/{tot}; files with problems: {bad}")
    sys.exit(1 if bad else 0)

main()
