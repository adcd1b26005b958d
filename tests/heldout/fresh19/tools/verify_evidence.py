#!/usr/bin/env python3
"""Own checker for fresh19 evidence files (not the engine): YAML shape and the `checks:` relations.
Usage: python verify_evidence.py [EVIDENCE_DIR]"""
import datetime, math, os, re, sys
import yaml

NAME = re.compile(r"^[A-Za-z0-9_]+$")
UNITS = {"": (1, {}), "%": (0.01, {}), "x": (1, {})}
for u, f in {"s": 1, "ms": 1e-3, "us": 1e-6, "ns": 1e-9, "min": 60, "h": 3600, "d": 86400}.items():
    UNITS[u] = (f, {"time": 1})
for u, f in {"byte": 1, "KB": 1e3, "MB": 1e6, "GB": 1e9, "TB": 1e12, "PB": 1e15, "EB": 1e18,
             "KiB": 2**10, "MiB": 2**20, "GiB": 2**30, "TiB": 2**40, "PiB": 2**50, "EiB": 2**60,
             "bit": 1 / 8, "Kb": 1e3 / 8, "Mb": 1e6 / 8, "Gb": 1e9 / 8, "Tb": 1e12 / 8}.items():
    UNITS[u] = (f, {"data": 1})
for u, f in {"Kbps": 1e3 / 8, "Mbps": 1e6 / 8, "Gbps": 1e9 / 8, "Tbps": 1e12 / 8, "Gb/s": 1e9 / 8, "Mb/s": 1e6 / 8,
             "MB/s": 1e6, "GB/s": 1e9, "TB/s": 1e12, "GiB/s": 2**30}.items():
    UNITS[u] = (f, {"data": 1, "time": -1})
for u in ["GPU", "node", "client", "server", "drive", "rack", "job", "step"]:
    UNITS[u] = (1, {u: 1})
for u, f in {"param": 1, "M": 1e6, "B": 1e9, "T": 1e12}.items():
    UNITS[u] = (f, {"param": 1})


def dkey(d):
    return tuple(sorted((k, v) for k, v in d.items() if v))


class Q:
    def __init__(self, lo, hi, dims):
        self.lo, self.hi, self.dims = float(min(lo, hi)), float(max(lo, hi)), dict(dims)

    def _same(self, o, op):
        if dkey(self.dims) != dkey(o.dims):
            raise ValueError(f"dimension mismatch in {op}: {dkey(self.dims)} vs {dkey(o.dims)}")

    def __add__(self, o): self._same(o, "+"); return Q(self.lo + o.lo, self.hi + o.hi, self.dims)
    def __sub__(self, o): self._same(o, "-"); return Q(self.lo - o.hi, self.hi - o.lo, self.dims)

    def __mul__(self, o):
        ps = [a * b for a in (self.lo, self.hi) for b in (o.lo, o.hi)]
        d = dict(self.dims)
        for k, v in o.dims.items(): d[k] = d.get(k, 0) + v
        return Q(min(ps), max(ps), d)

    def __truediv__(self, o):
        if o.lo <= 0 <= o.hi: raise ValueError("division by zero")
        ps = [a / b for a in (self.lo, self.hi) for b in (o.lo, o.hi)]
        d = dict(self.dims)
        for k, v in o.dims.items(): d[k] = d.get(k, 0) - v
        return Q(min(ps), max(ps), d)

    def __neg__(self): return Q(-self.hi, -self.lo, self.dims)


def q_of(v, unit):
    f, d = UNITS[unit]
    if isinstance(v, list): return Q(v[0] * f, v[1] * f, d)
    return Q(v * f, v * f, d)


class UniqueLoader(yaml.SafeLoader):
    pass


def _construct_mapping(loader, node, deep=False):
    keys = {}
    for k, _ in node.value:
        if k.tag == "tag:yaml.org,2002:merge" or k.value == "<<":
            raise ValueError(f"merge key at line {k.start_mark.line + 1}")
        key = loader.construct_object(k, deep=deep)
        if key in keys:
            raise ValueError(f"duplicate key {key!r} at lines {keys[key]} and {k.start_mark.line + 1}")
        keys[key] = k.start_mark.line + 1
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


UniqueLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def compose_no_alias(text):
    for ev in yaml.parse(text, Loader=yaml.SafeLoader):
        if isinstance(ev, yaml.AliasEvent): raise ValueError("alias used")


def isnum(x):
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def text_ok(t):
    if isinstance(t, str): return bool(t.strip())
    return isinstance(t, dict) and t and set(t) <= {"zh", "en"} and all(isinstance(v, str) for v in t.values())


def shape(doc, fname, errs):
    req = ["id", "title", "publisher", "date", "access"]
    allowed = set(req) | {"url", "label", "setup", "metrics", "tables", "checks", "superseded_by", "tags"}
    for k in req:
        if k not in doc: errs.append(f"missing {k}")
    for k in doc:
        if k not in allowed: errs.append(f"unknown field {k}")
    if doc.get("id") != os.path.splitext(fname)[0]: errs.append("id != file name")
    if not isinstance(doc.get("date"), datetime.date) or not 1900 <= doc["date"].year <= 2099: errs.append("bad date")
    if doc.get("access") not in ("public", "on-request", "internal"): errs.append("bad access")
    if doc.get("access") == "public" and not str(doc.get("url", "")).startswith(("http://", "https://")): errs.append("url")
    if "label" in doc and not text_ok(doc["label"]): errs.append("label")
    for k, v in (doc.get("setup") or {}).items():
        if not isinstance(v, str): errs.append(f"setup {k} not text")
    metrics = doc.get("metrics") or {}
    for name, m in metrics.items():
        if not NAME.match(name): errs.append(f"metric name {name}")
        if set(m) - {"unit", "value", "values", "range", "note", "where"}: errs.append(f"metric {name} fields {set(m)}")
        if "unit" not in m or m["unit"] not in UNITS: errs.append(f"metric {name} unit {m.get('unit')!r}")
        kinds = [k for k in ("value", "values", "range") if k in m]
        if len(kinds) != 1: errs.append(f"metric {name}: {kinds}")
        elif kinds[0] == "value" and not isnum(m["value"]): errs.append(f"metric {name} value")
        elif kinds[0] == "values":
            for vk, vv in m["values"].items():
                if not NAME.match(vk) or not isnum(vv): errs.append(f"metric {name}.{vk}")
        elif kinds[0] == "range":
            r = m["range"]
            if not (isinstance(r, list) and len(r) == 2 and all(map(isnum, r)) and r[0] <= r[1]): errs.append(f"range {name}")
        if "note" in m and not text_ok(m["note"]): errs.append(f"metric {name} note")
    ncells = 0
    for tname, t in (doc.get("tables") or {}).items():
        if not NAME.match(tname): errs.append(f"table name {tname}")
        if tname in metrics: errs.append(f"{tname} both metric and table")
        if set(t) - {"caption", "where", "note", "columns", "rows"}: errs.append(f"table {tname} fields")
        if not text_ok(t.get("caption")): errs.append(f"table {tname} caption")
        cols = t.get("columns") or {}
        for cn, c in cols.items():
            if not NAME.match(cn): errs.append(f"column {cn}")
            if set(c) - {"unit", "label"}: errs.append(f"column {cn} fields")
            if "unit" in c and c["unit"] not in UNITS: errs.append(f"column {cn} unit {c['unit']!r}")
            if "label" in c and not text_ok(c["label"]): errs.append(f"column {cn} label")
        for rk, row in (t.get("rows") or {}).items():
            if not NAME.match(str(rk)): errs.append(f"row key {rk}")
            if isinstance(row, list):
                if len(row) != len(cols): errs.append(f"{tname}.{rk}: {len(row)} cells, {len(cols)} columns"); continue
                cells = dict(zip(cols, row))
            elif isinstance(row, dict):
                if set(row) - set(cols): errs.append(f"{tname}.{rk}: unknown column"); continue
                cells = row
            else:
                errs.append(f"{tname}.{rk}: not a row"); continue
            for cn, v in cells.items():
                ncells += 1
                if v is None: continue
                if "unit" in cols[cn]:
                    if not isnum(v): errs.append(f"{tname}.{rk}.{cn} must be a number, got {v!r}")
                elif not isinstance(v, str): errs.append(f"{tname}.{rk}.{cn} must be text, got {v!r}")
    return ncells


def resolve(doc, addr):
    parts = addr.split(".")
    if parts[0] == doc["id"]: parts = parts[1:]
    metrics, tables = doc.get("metrics") or {}, doc.get("tables") or {}
    if parts[0] in metrics:
        m = metrics[parts[0]]
        if len(parts) == 1:
            if "value" in m: return q_of(m["value"], m["unit"])
            if "range" in m: return q_of(m["range"], m["unit"])
            raise ValueError(f"{addr}: metric has variants")
        return q_of(m["values"][parts[1]], m["unit"])
    t = tables[parts[0]]
    cols = t["columns"]
    row = t["rows"][parts[1]]
    cells = dict(zip(cols, row)) if isinstance(row, list) else row
    v = cells[parts[2]]
    if v is None: raise ValueError(f"{addr} is null")
    return q_of(v, cols[parts[2]]["unit"])


TOK = re.compile(r"\s*(?:(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)|([A-Za-z_][A-Za-z0-9_.]*)|(<=|>=|==|[-+*/()<>~]))")


def tokenize(s):
    pos, out = 0, []
    s = s.strip()
    while pos < len(s):
        m = TOK.match(s, pos)
        if not m: raise ValueError(f"cannot parse at {s[pos:]!r}")
        out.append(m.group(1) and ("num", m.group(1)) or m.group(2) and ("name", m.group(2)) or ("op", m.group(3)))
        pos = m.end()
    return out


def parse_expr(toks, i, doc):
    def atom(i):
        k, v = toks[i]
        if k == "num": return Q(float(v), float(v), {}), i + 1
        if k == "name": return resolve(doc, v), i + 1
        if v == "(":
            q, i = add(i + 1)
            assert toks[i] == ("op", ")"); return q, i + 1
        if v == "-":
            q, i = atom(i + 1); return -q, i
        raise ValueError(f"unexpected {v}")

    def mul(i):
        q, i = atom(i)
        while i < len(toks) and toks[i][1] in ("*", "/"):
            op = toks[i][1]; r, i = atom(i + 1)
            q = q * r if op == "*" else q / r
        return q, i

    def add(i):
        q, i = mul(i)
        while i < len(toks) and toks[i][1] in ("+", "-") and toks[i][0] == "op":
            op = toks[i][1]; r, i = mul(i + 1)
            q = q + r if op == "+" else q - r
        return q, i
    return add(i)


def evaluate(doc, chk):
    expr, tol = (chk, 0.02) if isinstance(chk, str) else (chk["rel"], chk.get("tolerance", 0.02))
    toks = tokenize(expr)
    a, i = parse_expr(toks, 0, doc)
    op = toks[i][1]
    b, j = parse_expr(toks, i + 1, doc)
    if j != len(toks): raise ValueError("trailing tokens")
    if dkey(a.dims) != dkey(b.dims): raise ValueError(f"dimension mismatch: {dkey(a.dims)} vs {dkey(b.dims)}")
    if op == "~":
        if a.hi < b.lo: gap, ref = b.lo - a.hi, b.lo
        elif b.hi < a.lo: gap, ref = a.lo - b.hi, b.hi
        else: gap, ref = 0, 1
        return gap / abs(ref) <= tol, a, b
    if op == "==": return abs(a.lo - b.lo) <= 1e-9 * max(abs(b.lo), 1e-300) and abs(a.hi - b.hi) <= 1e-9 * max(abs(b.hi), 1e-300), a, b
    if op == "<": return a.hi < b.lo, a, b
    if op == "<=": return a.hi <= b.lo, a, b
    if op == ">": return a.lo > b.hi, a, b
    if op == ">=": return a.lo >= b.hi, a, b
    raise ValueError(f"no comparison in {expr}")


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "evidence")
    total = ok = bad_files = 0
    for fname in sorted(os.listdir(d)):
        if not fname.endswith(".yaml"): continue
        text = open(os.path.join(d, fname), encoding="utf-8").read()
        errs = []
        try:
            compose_no_alias(text)
            doc = yaml.safe_load(text)
            yaml.load(text, Loader=UniqueLoader)
        except Exception as e:
            print(f"{fname}: YAML ERROR {e}"); bad_files += 1; continue
        ncells = shape(doc, fname, errs)
        checks = doc.get("checks") or []
        held = 0
        for c in checks:
            total += 1
            try:
                res, a, b = evaluate(doc, c)
            except Exception as e:
                errs.append(f"check {c!r}: cannot evaluate: {e}"); continue
            if res: held += 1; ok += 1
            else: errs.append(f"check fails: {c!r}: {a.lo:g}..{a.hi:g} vs {b.lo:g}..{b.hi:g}")
        nm = len(doc.get("metrics") or {}); nt = len(doc.get("tables") or {})
        print(f"{fname}: metrics {nm}, tables {nt}, cells {ncells}, checks {held}/{len(checks)} hold" + ("" if not errs else ""))
        for e in errs: print("   ", e)
        bad_files += bool(errs)
    print(f"TOTAL: {ok}/{total} checks hold; files with problems: {bad_files}")
    sys.exit(1 if bad_files or ok != total else 0)


if __name__ == "__main__":
    main()
