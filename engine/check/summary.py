"""Exemptions (inline, engine.yaml, brief), the per-number record, and the final summary: severities,
rule-level allow entries, de-duplication and sorting of findings."""
from __future__ import annotations

import re

from engine.check import explain
from engine.check.report import Finding, offset_to_linecol
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
        path, line, col = self._loc(b.pos[m.core_start])
        self.report.exemptions.append({"path": path, "line": line, "col": col, "text": m.core,
                                       "reason": reason, "by": how})
        self._mention(b, m.core_start, m.core, "skipped", reason="exempt", m=m)

    def _loc(self, offset: int) -> tuple[str, int, int]:
        """An offset in the checked text, or in a published field after it (fields.py), as path, line, col."""
        if offset >= self.fields_base and self.fields.fields:
            return self.fields.where(offset)
        line, col = offset_to_linecol(self.starts, offset)
        return self.path, line, col

    def _mention(self, b: Block, start: int, text: str, status: str, *, reason=None, m: Mention | None = None,
                 bd=None, cand=None, end: int | None = None):
        """The record of one number (explain.py); the summary is counted from these records."""
        off = b.pos[start]
        if m is not None:
            lo, hi = b.pos[min(m.start, start)], b.pos[max(m.end, m.core_end, start + 1) - 1]
        else:
            lo, hi = off, b.pos[(end if end is not None else start + len(text)) - 1]
        path, line, col = self._loc(off)
        self.records.append(explain.record(path, line, col, text, status, reason=reason, m=m, bd=bd,
                                           cand=cand, tol=self.config.approx_tolerance, offsets=(lo, hi)))

    def _add(self, rule, offset, text, message, expected=None, claim=None, hint=None):
        self.raw.append((rule, offset, text, message, expected, claim))

    def _finish(self):
        findings = []
        raw, self.raw = self.raw, []
        for rule, offset, text, message, expected, claim in raw:
            sev = severity(rule, self.config.severity)
            if sev == "off":
                continue
            path, line, col = self._loc(offset)
            f = Finding(rule, sev, path, line, col, text, message, expected, claim)
            ex = next((a for a in self.allow if a.rule == rule and (
                a.text == text or re.search(r"(?<![\w.])" + re.escape(a.text) + r"(?![\w])", message))), None)
            if ex is not None:
                self.report.exemptions.append({"path": path, "line": line, "col": col, "text": text,
                                               "reason": ex.reason, "by": "allow", "rule": rule,
                                               "message": message})
                continue
            findings.append(f)
            self._attach(offset, rule, sev)
        del raw
        self.__dict__.pop("_spans", None)  # the records' offsets, only for _attach
        self._count()
        uniq = {}
        for f in findings:
            uniq.setdefault((f.line, f.col, f.rule, f.message), f)
        self.report.findings = sorted(uniq.values(), key=lambda f: (f.path, f.line, f.col, f.rule, f.message))
        self.report.exemptions.sort(key=lambda e: (e["line"], e["col"], e["text"], e.get("message", "")))

    def _attach(self, offset: int, rule: str, sev: str):
        """A finding about a number (at an offset inside its span) is listed in its record; an error-level one
        makes it an error (a number is verified when no error-level finding is made about it)."""
        if not hasattr(self, "_spans"):
            self._spans = sorted((r["_span"][0], -r["_span"][1], i) for i, r in enumerate(self.records))
        import bisect

        k = bisect.bisect_right(self._spans, (offset, float("inf"), 0)) - 1
        while k >= 0:
            lo, neg_hi, i = self._spans[k]
            if lo <= offset <= -neg_hi:
                rec = self.records[i]
                if rule not in rec["findings"]:
                    rec["findings"].append(rule)
                rec["_error"] = rec.get("_error") or sev == "error"
                return
            if offset - lo > 200:
                return
            k -= 1

    def _count(self):
        rep = self.report
        for r in self.records:
            if r["status"] != "skipped":
                r["status"] = "error" if r.get("_error") else "verified"
        self.records.sort(key=lambda r: (r["line"], r["col"], r["text"]))
        rep.mentions = [explain.public(r) for r in self.records]
        for r in rep.mentions:
            r["findings"].sort()
        rep.numbers = len(rep.mentions)
        rep.verified = sum(r["status"] == "verified" for r in rep.mentions)
        rep.skipped = sum(r["status"] == "skipped" for r in rep.mentions)
        by: dict[str, int] = {}
        for r in rep.mentions:
            if r["status"] == "skipped":
                by[r["reason"]] = by.get(r["reason"], 0) + 1
        rep.skipped_by_reason = by
