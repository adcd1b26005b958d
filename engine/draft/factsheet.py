"""The fact sheet: every quantity a drafting model may state, as data.

Pure and free of langchain. The fact sheet lists every claim and assumption
with its placeholder, display value, unit, note, formula and sources, and the
reports the article may cite. Evidence titles, notes and setup are untrusted
text: they are serialised as JSON inside a <data> block, with angle brackets
escaped so nothing in them can close the block, and the system prompt tells
the model that nothing inside the block is an instruction.
"""
from __future__ import annotations

import json
import re

from engine.models.claim import Scalar
from engine.models.common import text_for

DATA_OPEN = "<data>"
DATA_CLOSE = "</data>"

PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z_]\w*)\s*((?:\|\s*[A-Za-z_]\w*(?:\([^{}()]*\))?\s*)*)\}\}")


def fact_sheet(scope: dict[str, Scalar], registry, sources: list[str], *, highlight: list[str] = (),
               lang: str | None = None) -> dict:
    """A plain dict (stable key order) of everything the model may state."""
    claims = []
    for s in scope.values():
        item = {
            "id": s.name,
            "placeholder": "{{ %s }}" % s.name,
            "renders_as": s.display,
            "unit": s.unit or "",
            "kind": s.kind,
        }
        if s.note:
            item["note"] = s.note
        if s.expr:
            item["formula"] = s.expr
        if s.derivation:
            item["derivation"] = s.derivation
        notes = _metric_notes(s, registry, lang)
        if notes:
            item["evidence_notes"] = notes
        if s.reports:
            item["cite"] = " ".join("[@%s]" % r for r in s.reports)
        if s.name in highlight:
            item["use_in_this_part"] = True
        claims.append(item)
    reports = []
    for rid in sources:
        if rid not in registry:
            continue
        m = registry[rid].model
        rep = {"id": rid, "cite_as": "[@%s]" % rid, "title": m.title, "publisher": m.publisher,
               "date": m.date.isoformat(), "label": text_for(m.label, lang)}
        if m.setup:
            rep["setup"] = dict(m.setup)
        reports.append(rep)
    return {"claims": claims, "reports": reports}


def _metric_notes(s: Scalar, registry, lang: str | None = None) -> list[str]:
    out = []
    for src in s.sources:
        if src.report not in registry:
            continue
        parts = tuple(src.ref.split(".")[1:])
        ev = registry[src.report].values.get(parts)
        text = None
        if ev is not None and ev.note:
            text = text_for(ev.note, lang)
        if text and text not in out:
            out.append(text)
    return out


def data_block(sheet: dict) -> str:
    """The fact sheet as JSON inside <data>...</data>; '<' and '>' are escaped so data cannot close the block."""
    lines = []
    for section in ("claims", "reports"):
        items = sheet.get(section, [])
        lines.append(f'"{section}": [')
        lines += [" " + json.dumps(it, ensure_ascii=False) + ("," if n < len(items) - 1 else "")
                  for n, it in enumerate(items)]
        lines.append("]")
    body = "\n".join(lines).replace("<", "\\u003c").replace(">", "\\u003e")
    return f"{DATA_OPEN}\n{body}\n{DATA_CLOSE}"


def substitute(text: str, scope: dict[str, Scalar]) -> str:
    """Replace {{ name }} (with any filters) by the claim's display. For prompts and attribution only;
    the published text is rendered by the template engine with its filters."""

    def one(m: re.Match) -> str:
        s = scope.get(m.group(1))
        return s.display if s is not None else m.group(0)

    return PLACEHOLDER.sub(one, text)
