#!/usr/bin/env python3
"""Standalone checker for the fresh18 evidence files (does not use the engine).

Parses each evidence/*.yaml with yaml.safe_load and with a loader that refuses duplicate keys and aliases,
asserts the documented shape (required fields, exactly one of value/values/range, one cell per column,
numbers in numeric columns, text or null in text columns), and evaluates every entry of `checks:` with its
own small unit table (decimal and binary bytes, bits, rates, time, %, parameters, counted nouns) and
intervals for ranges.

    python3 tools/verify_evidence.py evidence
"""
import ast
import math
import os
import re
import sys

import yaml

# ---------------------------------------------------------------- loading


class NoDupLoader(yaml.SafeLoader):
    pass


def _no_dup_mapping(loader, node, deep=False):
    seen = {}
    for key_node, _ in node.value:
        if key_node.tag == "tag:yaml.org,2002:merge":
            raise yaml.constructor.ConstructorError(None, None, "merge keys are not allowed", key_node.start_mark)
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r} (first at line {seen[key] + 1})", key_node.start_mark)
        seen[key] = key_node.start_mark.line
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


NoDupLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _no_dup_mapping)


def load_strict(text):
    for ev in yaml.parse(text, Loader=yaml.SafeLoader):
        if isinstance(ev, yaml.AliasEvent):
            raise ValueError(f"alias at line {ev.start_mark.line + 1}")
    return yaml.load(text, Loader=NoDupLoader)


# ---------------------------------------------------------------- units

PREFIX = {"K": 1e3, "M": 1e6, "G": 1e9, "T": 1e12, "P": 1e15, "E": 1e18}
BPREFIX = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40, "Pi": 2**50, "Ei": 2**60}
TIME = {"s": 1, "ms": 1e-3, "us": 1e-6, "µs": 1e-6, "ns": 1e-9, "min": 60, "h": 3600, "d": 86400}
COUNTS = {"GPU", "node", "client", "server", "drive", "rack", "job", "step"}


def simple_unit(u):
    """(factor, dims) of a unit with no '/'."""
    if u in ("", "x"):
        return 1.0, {}
    if u == "%":
        return 0.01, {}
    if u in TIME:
        return float(TIME[u]), {"time": 1}
    if u == "byte":
        return 1.0, {"byte": 1}
    if u in COUNTS:
        return 1.0, {u: 1}
    if u in ("param",):
        return 1.0, {"param": 1}
    if u in ("M", "B", "T"):
        return {"M": 1e6, "B": 1e9, "T": 1e12}[u], {"param": 1}
    if u == "bit":
        return 1 / 8, {"byte": 1}
    m = re.fullmatch(r"([KMGTPE])B", u)
    if m:
        return PREFIX[m.group(1)], {"byte": 1}
    m = re.fullmatch(r"([KMGTPE]i)B", u)
    if m:
        return float(BPREFIX[m.group(1)]), {"byte": 1}
    m = re.fullmatch(r"([KMGT])(?:b|bit)", u)
    if m:
        return PREFIX[m.group(1)] / 8, {"byte": 1}
    m = re.fullmatch(r"([KMGT])bps", u)
    if m:
        return PREFIX[m.group(1)] / 8, {"byte": 1, "time": -1}
    raise ValueError(f"unknown unit {u!r}")


def unit(u):
    u = u.strip()
    if "/" in u:
        num, den = u.split("/", 1)
        f1, d1 = simple_unit(num)
        f2, d2 = unit(den)
        return f1 / f2, combine(d1, d2, -1)
    return simple_unit(u)


def combine(a, b, sign):
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) + sign * v
        if out[k] == 0:
            del out[k]
    return out


class Q:
    """A quantity in base units: lo..hi (equal for a single value) and a dimension."""

    def __init__(self, lo, hi, dims):
        self.lo, self.hi, self.dims = float(lo), float(hi), dict(dims)

    @classmethod
    def of(cls, v, u):
        f, d = unit(u)
        if isinstance(v, (list, tuple)):
            return cls(v[0] * f, v[1] * f, d)
        return cls(v * f, v * f, d)

    def _same(self, o, op):
        if self.dims != o.dims:
            raise ValueError(f"dimension mismatch in {op}: {self.dims} vs {o.dims}")

    def __add__(self, o):
        self._same(o, "+"); return Q(self.lo + o.lo, self.hi + o.hi, self.dims)

    def __sub__(self, o):
        self._same(o, "-"); return Q(self.lo - o.hi, self.hi - o.lo, self.dims)

    def __mul__(self, o):
        c = [self.lo * o.lo, self.lo * o.hi, self.hi * o.lo, self.hi * o.hi]
        return Q(min(c), max(c), combine(self.dims, o.dims, 1))

    def __truediv__(self, o):
        if o.lo <= 0 <= o.hi:
            raise ZeroDivisionError("divisor may be zero")
        c = [self.lo / o.lo, self.lo / o.hi, self.hi / o.lo, self.hi / o.hi]
        return Q(min(c), max(c), combine(self.dims, o.dims, -1))

    def __neg__(self):
        return Q(-self.hi, -self.lo, self.dims)

    def __repr__(self):
        return f"{self.lo:g}" if self.lo == self.hi else f"[{self.lo:g}, {self.hi:g}]"


# ---------------------------------------------------------------- shape

REQUIRED = ("id", "title", "publisher", "date", "access")
TOP = set(REQUIRED) | {"url", "label", "setup", "metrics", "tables", "checks", "superseded_by", "tags"}
NAME = re.compile(r"[A-Za-z0-9_]+$")


def is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def is_text(v):
    if isinstance(v, str):
        return True
    return isinstance(v, dict) and set(v) <= {"en", "zh"} and v and all(isinstance(x, str) for x in v.values())


def shape(doc, fname):
    errs = []
    for k in REQUIRED:
        if k not in doc:
            errs.append(f"missing {k}")
    for k in doc:
        if k not in TOP:
            errs.append(f"unknown field {k}")
    if doc.get("id") != os.path.splitext(os.path.basename(fname))[0]:
        errs.append("id does not match file name")
    if doc.get("access") == "public" and not str(doc.get("url", "")).startswith(("http://", "https://")):
        errs.append("public report needs an http(s) url")
    for name, m in (doc.get("metrics") or {}).items():
        if not NAME.match(name):
            errs.append(f"metric name {name}")
        kinds = [k for k in ("value", "values", "range") if k in m]
        if len(kinds) != 1:
            errs.append(f"metric {name}: needs exactly one of value/values/range, has {kinds}")
        if "unit" not in m:
            errs.append(f"metric {name}: no unit")
        else:
            unit(m["unit"])
        for k in m:
            if k not in ("value", "values", "range", "unit", "note", "where"):
                errs.append(f"metric {name}: unknown field {k}")
        if "value" in m and not is_num(m["value"]):
            errs.append(f"metric {name}: value not a number")
        if "values" in m:
            for vk, vv in m["values"].items():
                if not NAME.match(vk) or not is_num(vv):
                    errs.append(f"metric {name}.{vk}: bad variant")
        if "range" in m:
            r = m["range"]
            if not (isinstance(r, list) and len(r) == 2 and all(map(is_num, r)) and r[0] <= r[1]):
                errs.append(f"metric {name}: bad range")
        if "note" in m and not is_text(m["note"]):
            errs.append(f"metric {name}: bad note")
    for tname, t in (doc.get("tables") or {}).items():
        if tname in (doc.get("metrics") or {}):
            errs.append(f"{tname} is both a metric and a table")
        for k in t:
            if k not in ("caption", "where", "note", "columns", "rows"):
                errs.append(f"table {tname}: unknown field {k}")
        if "caption" not in t or not is_text(t["caption"]):
            errs.append(f"table {tname}: caption")
        cols = t["columns"]
        for cname, c in cols.items():
            if not NAME.match(cname):
                errs.append(f"table {tname}: column name {cname}")
            if "unit" in c:
                unit(c["unit"])
            if "label" in c and not is_text(c["label"]):
                errs.append(f"table {tname}.{cname}: bad label")
        for rname, row in t["rows"].items():
            if not NAME.match(rname):
                errs.append(f"table {tname}: row key {rname}")
            if isinstance(row, list):
                if len(row) != len(cols):
                    errs.append(f"table {tname}: row {rname} has {len(row)} cells, table has {len(cols)} columns")
                    continue
                cells = dict(zip(cols, row))
            else:
                cells = row
                for k in cells:
                    if k not in cols:
                        errs.append(f"table {tname}: row {rname} names unknown column {k}")
            for cname, v in cells.items():
                c = cols.get(cname, {})
                if v is None:
                    continue
                if "unit" in c and not is_num(v):
                    errs.append(f"table {tname}: cell {rname}.{cname} must be a number, got {v!r}")
                if "unit" not in c and not isinstance(v, str):
                    errs.append(f"table {tname}: text cell {rname}.{cname} is {v!r}")
    return errs


# ---------------------------------------------------------------- checks


def lookup(doc, dotted):
    parts = dotted.split(".")
    if parts[0] == doc["id"]:
        parts = parts[1:]
    metrics, tables = doc.get("metrics") or {}, doc.get("tables") or {}
    if parts[0] in metrics:
        m = metrics[parts[0]]
        if len(parts) == 1:
            if "value" in m:
                return Q.of(m["value"], m["unit"])
            if "range" in m:
                return Q.of(m["range"], m["unit"])
            raise KeyError(f"{dotted}: metric has variants, name one")
        if len(parts) == 2 and "values" in m:
            return Q.of(m["values"][parts[1]], m["unit"])
        raise KeyError(dotted)
    if parts[0] in tables and len(parts) == 3:
        t = tables[parts[0]]
        row = t["rows"][parts[1]]
        cols = list(t["columns"])
        cells = dict(zip(cols, row)) if isinstance(row, list) else row
        v = cells[parts[2]]
        if v is None:
            raise KeyError(f"{dotted} is null")
        return Q.of(v, t["columns"][parts[2]]["unit"])
    raise KeyError(dotted)


def dotted_name(node):
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return dotted_name(node.value) + "." + node.attr
    raise ValueError("not a name")


def ev(node, doc):
    if isinstance(node, ast.Expression):
        return ev(node.body, doc)
    if isinstance(node, ast.Constant) and is_num(node.value):
        return Q(node.value, node.value, {})
    if isinstance(node, (ast.Name, ast.Attribute)):
        return lookup(doc, dotted_name(node))
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return -ev(node.operand, doc)
    if isinstance(node, ast.BinOp):
        a, b = ev(node.left, doc), ev(node.right, doc)
        op = type(node.op)
        if op is ast.Add: return a + b
        if op is ast.Sub: return a - b
        if op is ast.Mult: return a * b
        if op is ast.Div: return a / b
    raise ValueError(f"cannot evaluate {ast.dump(node)}")


REL = re.compile(r"\s(~|==|<=|>=|<|>)\s")


def run_check(entry, doc):
    tol = 0.02
    if isinstance(entry, dict):
        expr, tol = entry["rel"], entry.get("tolerance", 0.02)
    else:
        expr = entry
    parts = REL.split(expr)
    if len(parts) != 3:
        raise ValueError(f"cannot parse check {expr!r}")
    left, op, right = parts
    a = ev(ast.parse(left.strip(), mode="eval"), doc)
    b = ev(ast.parse(right.strip(), mode="eval"), doc)
    if a.dims != b.dims:
        raise ValueError(f"dimension mismatch: {a.dims} vs {b.dims}")
    if op == "~":
        if a.hi < b.lo:
            gap = b.lo - a.hi
        elif b.hi < a.lo:
            gap = a.lo - b.hi
        else:
            gap = 0.0
        ref = min(abs(b.lo), abs(b.hi)) if gap else 1.0
        rel = gap / ref if gap else 0.0
        return rel <= tol + 1e-12, a, b, f"gap {rel:.4%} (tolerance {tol:.2%})"
    if op == "==":
        ok = all(math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-12) for x, y in ((a.lo, b.lo), (a.hi, b.hi)))
        return ok, a, b, ""
    ok = {"<": a.hi < b.lo, "<=": a.hi <= b.lo, ">": a.lo > b.hi, ">=": a.lo >= b.hi}[op]
    return ok, a, b, ""


def main(folder):
    files = sorted(f for f in os.listdir(folder) if f.endswith(".yaml"))
    total = held = 0
    bad = False
    for f in files:
        path = os.path.join(folder, f)
        text = open(path, encoding="utf-8").read()
        doc = yaml.safe_load(text)
        try:
            strict = load_strict(text)
        except Exception as e:  # duplicate key, alias, merge key
            print(f"{f}: REFUSED: {e}")
            bad = True
            continue
        assert strict == doc
        errs = shape(doc, f)
        for e in errs:
            print(f"{f}: SHAPE: {e}")
        bad |= bool(errs)
        n_ok = 0
        checks = doc.get("checks") or []
        for c in checks:
            total += 1
            try:
                ok, a, b, extra = run_check(c, doc)
            except Exception as e:
                print(f"{f}: CHECK ERROR {c!r}: {e}")
                bad = True
                continue
            if ok:
                held += 1; n_ok += 1
            else:
                bad = True
                print(f"{f}: FAILS {c!r}: {a!r} vs {b!r} {extra}")
        ncells = sum(len(t["rows"]) for t in (doc.get("tables") or {}).values())
        print(f"{f}: parsed, no duplicate keys, shape ok={not errs}, {len(doc.get('metrics') or {})} metrics, "
              f"{len(doc.get('tables') or {})} tables ({ncells} rows), checks {n_ok}/{len(checks)} hold")
    print(f"all files: {held} of {total} checks hold")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "evidence")))
