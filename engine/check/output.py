"""Output formats of a check report: text (like a compiler), JSON, SARIF 2.1.0. Deterministic."""
from __future__ import annotations

import json

from engine.check import explain
from engine.check.report import CheckReport
from engine.check.rules import RULES


def render(report: CheckReport, fmt: str, explain_all: bool = False) -> str:
    """explain_all (--explain): the text output starts with one line per number (JSON and SARIF always
    carry the records)."""
    if fmt == "json":
        return to_json(report) + "\n"
    if fmt == "sarif":
        return json.dumps(to_sarif(report), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
    if explain_all:
        return to_explain(report) + "\n" + to_text(report)
    return to_text(report)


def to_explain(report: CheckReport) -> str:
    return "".join(explain.line(r) + "\n" for r in report.mentions)


def exemption_line(e: dict) -> str:
    """`path:line:col: exempt [rule]: what (reason)`; a rule-level exemption names the finding it hides."""
    what = f" {e['rule']}" if e.get("rule") else ""
    return f"{e['path']}:{e['line']}:{e['col']}: exempt{what}: {e.get('message') or e['text']} ({e['reason']})"


def finding_line(f) -> str:
    """`path:line:col: severity rule: message`; text that came from a brief is shown at the brief's line
    first, then where it is in the Markdown."""
    if f.brief:
        return f"{f.brief}: {f.severity} {f.rule}: {f.message} (in {f.path}:{f.line}:{f.col})"
    return f"{f.path}:{f.line}:{f.col}: {f.severity} {f.rule}: {f.message}"


def to_text(report: CheckReport) -> str:
    lines = [finding_line(f) for f in report.findings]
    lines += [exemption_line(e) for e in report.exemptions]
    s = report.summary()
    reasons = ", ".join(f"{k} {v}" for k, v in sorted(report.skipped_by_reason.items()))
    lines.append(f"{report.path}: {s['numbers']} number(s): {s['verified']} verified, {s['skipped']} skipped"
                 + (f" ({reasons})" if reasons else "") + f"; {s['errors']} error(s), {s['warnings']} warning(s)")
    return "\n".join(lines) + "\n"


def to_dict(report: CheckReport) -> dict:
    """The object of issue 4, {"findings": [...], "summary": {...}}, plus issue 12's "mentions" (one record per
    number, explain.py). Exemptions are listed in the text output and as SARIF suppressions."""
    return {"findings": [f.to_json() for f in report.findings], "mentions": report.mentions,
            "summary": report.summary()}


def to_json(report: CheckReport) -> str:
    return json.dumps(to_dict(report), ensure_ascii=False, indent=2, sort_keys=True)


def to_sarif(report: CheckReport) -> dict:
    rules = [{"id": r.id, "name": r.id, "shortDescription": {"text": r.summary},
              "defaultConfiguration": {"level": r.severity},
              "helpUri": "docs/checking.md#" + r.id} for r in RULES.values()]
    index = {r.id: i for i, r in enumerate(RULES.values())}
    at = {(r["line"], r["col"]): r for r in report.mentions}
    results = []
    for f in report.findings:
        res = {"ruleId": f.rule, "ruleIndex": index.get(f.rule, 0), "level": f.severity,
               "message": {"text": f.message},
               "locations": [{"physicalLocation": {
                   "artifactLocation": {"uri": f.path},
                   "region": {"startLine": f.line, "startColumn": f.col,
                              "endColumn": f.col + len(f.text), "snippet": {"text": f.text}}}}]}
        props = {}
        if f.expected is not None:
            props["expected"] = f.expected
        if f.claim is not None:
            props["claim"] = f.claim
        if (f.line, f.col) in at:
            props["mention"] = at[(f.line, f.col)]
        if f.brief is not None:
            props["brief"] = f.brief
            path, line, col = f.brief.rsplit(":", 2)
            res["relatedLocations"] = [{"id": 1, "message": {"text": "the brief's text this came from"},
                                        "physicalLocation": {"artifactLocation": {"uri": path},
                                                             "region": {"startLine": int(line),
                                                                        "startColumn": int(col)}}}]
        if props:
            res["properties"] = props
        results.append(res)
    for e in report.exemptions:
        results.append({
            "ruleId": e.get("rule") or "unsourced-number", "level": "none",
            "message": {"text": f"exempt: {e['text']} ({e['reason']})"},
            "locations": [{"physicalLocation": {"artifactLocation": {"uri": e["path"]},
                                                "region": {"startLine": e["line"], "startColumn": e["col"]}}}],
            "suppressions": [{"kind": "inSource" if e.get("by") == "inline" else "external",
                              "justification": e["reason"]}]})
    return {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "engine check", "informationUri": "docs/checking.md", "rules": rules}},
            "columnKind": "unicodeCodePoints",
            "results": results,
            "properties": {"summary": report.summary(), "mentions": report.mentions,
                           "skipped_by_reason": dict(sorted(report.skipped_by_reason.items()))},
        }],
    }
