"""Exemptions (inline, engine.yaml, brief), the per-number record, and the final summary: severities,
rule-level allow entries, de-duplication and sorting of findings."""
from __future__ import annotations

import re

from engine.check.api import Finding, offset_to_linecol
from engine.check.extract import Mention
from engine.check.markdown import Block
from engine.check.rules import severity


class Summary:
    # -- exemptions and output -----------------------------------------------------------------------------
    def _allow_spans(self, b: Block):
        out = []
        for a in self.allow:
            if a.rule is not None:
                continue
            start = b.text.find(a.text)
            while start >= 0:
                out.append((a, start, start + len(a.text)))
                start = b.text.find(a.text, start + 1)
        return out

    def _exempt(self, b: Block, m: Mention, reason: str, how: str):
        line, col = offset_to_linecol(self.starts, b.pos[m.core_start])
        self.report.skipped += 1
        self.report.skipped_by_reason["exempt"] = self.report.skipped_by_reason.get("exempt", 0) + 1
        self.report.exemptions.append({"path": self.path, "line": line, "col": col, "text": m.core,
                                       "reason": reason, "by": how})
        self._record(b, m.core_start, m.core, "exempt", None)

    def _record(self, b: Block, start: int, text: str, status: str, cand):
        line, col = offset_to_linecol(self.starts, b.pos[start])
        self.report.bindings.append({"line": line, "col": col, "text": text, "status": status,
                                     "bound": cand.name if cand is not None else None})

    def _add(self, rule, offset, text, message, expected=None, claim=None, hint=None, binding=None):
        self.raw.append((rule, offset, text, message, expected, claim))
        if binding is not None:
            line, col = offset_to_linecol(self.starts, offset)
            self.report.bindings.append({"line": line, "col": col, "text": text, "status": rule, "bound": claim})

    def _finish(self):
        findings = []
        for rule, offset, text, message, expected, claim in self.raw:
            sev = severity(rule, self.config.severity)
            if sev == "off":
                continue
            line, col = offset_to_linecol(self.starts, offset)
            f = Finding(rule, sev, self.path, line, col, text, message, expected, claim)
            ex = next((a for a in self.allow if a.rule == rule and (
                a.text == text or re.search(r"(?<![\w.])" + re.escape(a.text) + r"(?![\w])", message))), None)
            if ex is not None:
                self.report.exemptions.append({"path": self.path, "line": line, "col": col, "text": text,
                                               "reason": ex.reason, "by": "allow", "rule": rule,
                                               "message": message})
                continue
            findings.append(f)
        uniq = {}
        for f in findings:
            uniq.setdefault((f.line, f.col, f.rule, f.message), f)
        self.report.findings = sorted(uniq.values(), key=lambda f: (f.path, f.line, f.col, f.rule, f.message))
        self.report.exemptions.sort(key=lambda e: (e["line"], e["col"], e["text"], e.get("message", "")))
        self.report.bindings.sort(key=lambda e: (e["line"], e["col"]))
