"""What the checker did with each number (`engine check --explain`, the JSON `mentions` array, SARIF).

One record per number found, verified, skipped or in error:

    {"path", "line", "col", "text",            where it is and what is written (sign, digits, unit)
     "status": verified | skipped | error,
     "reason": why it was skipped (identifier, date, count, exempt, ...) or null,
     "findings": the rule ids of the findings about it,
     "qualifier": {"kind": approx | gt | ..., "text": "约"} or null,
     "interval": [lo, hi] the true values the number as written accepts, in "unit" (null: unbounded),
     "unit": the written unit's symbol ("" for a plain number, null when skipped),
     "bound": {"id", "kind", "value", "derivation", "sources"} the quantity it was judged against, or null,
     "candidates": [{"id", "value", "score"}] the runners-up, best first,
     "brief": "articles/x.yaml:12:5" where the text came from in the brief (a build), or null}

Pure functions; the text form is one line per record."""
from __future__ import annotations

from engine.check.bind import Binding
from engine.check.extract import Mention

_QUAL = {"approx": "about", "nearly": "nearly", "gt": "more than", "ge": "at least", "lt": "less than",
         "le": "at most", "upto": "up to"}


def _num(x: float | None):
    if x is None:
        return None
    r = float(f"{x:.12g}")  # a stable, readable float: 93.5, not 93.49999999999999
    return int(r) if r.is_integer() and abs(r) < 1e15 else r


def interval(m: Mention, tol: float) -> tuple[float | None, float | None]:
    """The true values the number as written accepts, in its written unit (see bind.holds)."""
    v, h = m.value, m.half
    if m.vague is not None:
        return m.vague[0] * m.scale, m.vague[1] * m.scale
    q = m.qualifier
    if q == "approx":
        w = max(h, tol * abs(v))
        return v - w, v + w
    if q in ("nearly", "upto"):  # as bind.holds: never further below than 约 allows
        return v - max(h, tol * abs(v)), v + h
    if q in ("gt", "ge"):
        return v, None
    if q in ("lt", "le"):
        return None, v
    return v - h, v + h


def record(path: str, line: int, col: int, text: str, status: str, *, reason: str | None = None,
           m: Mention | None = None, bd: Binding | None = None, cand=None, tol: float = 0.05,
           offsets: tuple[int, int] = (0, 0)) -> dict:
    rec = {"path": path, "line": line, "col": col, "text": text, "status": status, "reason": reason,
           "findings": [], "qualifier": None, "interval": None, "unit": None, "bound": None, "candidates": [],
           "brief": None}
    if m is not None:
        if m.qualifier or m.vague is not None:
            word = (m.qual_text or "").strip() or _QUAL.get(m.qualifier or "", "")
            rec["qualifier"] = {"kind": "vague" if m.vague is not None else m.qualifier, "text": word}
        lo, hi = interval(m, tol)
        rec["interval"] = [_num(lo), _num(hi)]
        rec["unit"] = m.unit.symbol if m.unit is not None else ""
    if cand is None and bd is not None:
        cand = bd.cand
    if cand is not None:
        rec["bound"] = _quantity(cand)
    if bd is not None:
        rec["candidates"] = [{"id": c.name, "value": c.display, "score": s}
                             for s, c in bd.runners if cand is None or c is not cand][:3]
    rec["_span"] = offsets  # absolute offsets of the mention in the checked file; dropped before output
    return rec


def _quantity(c) -> dict:
    return {"id": c.name, "kind": c.kind, "value": c.display, "derivation": c.why or None,
            "sources": list(c.reports)}


def public(rec: dict) -> dict:
    """The record as output: its private keys (offsets, error flag) removed, in place."""
    for k in [k for k in rec if k.startswith("_")]:
        del rec[k]
    return rec


def _interval_text(rec: dict) -> str:
    iv = rec["interval"]
    if iv is None:
        return ""
    lo, hi = iv
    unit = rec["unit"] or ""
    a = "−∞" if lo is None else f"{lo:g}"
    b = "∞" if hi is None else f"{hi:g}"
    left = "(" if lo is None or (rec["qualifier"] or {}).get("kind") == "gt" else "["
    right = ")" if hi is None or (rec["qualifier"] or {}).get("kind") in ("lt", "vague") else "]"
    return f"{left}{a}, {b}{right}" + (f" {unit}" if unit else "")


def line(rec: dict) -> str:
    """`a.md:3:27: verified 94s → t_fx 94s (= 65.6GB ÷ 0.698GB/s · R1 表 3) · accepts [93.5, 94.5] s · ...`"""
    at = f"{rec['path']}:{rec['line']}:{rec['col']}"
    head = f"{rec['brief'] or at}: {rec['status']} {rec['text']}"
    parts = []
    if rec["findings"]:
        head += " [" + ", ".join(rec["findings"]) + "]"
    if rec["reason"]:
        parts.append(f"({rec['reason']})")
    b = rec["bound"]
    if b is not None:
        srcs = [r for r in b["sources"] if r not in (b["derivation"] or "")]
        how = "; ".join(x for x in (b["derivation"], "from " + ", ".join(srcs) if srcs else "") if x)
        parts.append(f"→ {b['id']} {b['value']}" + (f" ({how})" if how else ""))
    q = rec["qualifier"]
    if q is not None:
        parts.append(f"qualifier {q['text']} ({q['kind']})")
    iv = _interval_text(rec)
    if iv:
        parts.append("accepts " + iv)
    if rec["candidates"]:
        parts.append("runners-up " + ", ".join(f"{c['id']} {c['value']} (score {c['score']})"
                                             for c in rec["candidates"]))
    if rec["brief"]:
        parts.append(f"(in {at})")
    return head + (" " + " · ".join(parts) if parts else "")
