"""The check report and its findings (data), and small helpers every checking module shares.

Imports point one way inside engine/check: api (the public entry) -> checker -> rule modules -> report.
"""
from __future__ import annotations

import bisect
import fnmatch
import os
import re
from dataclasses import dataclass, field, replace
from typing import Optional


@dataclass(frozen=True)
class Finding:
    rule: str
    severity: str  # "error" | "warning"
    path: str
    line: int  # 1-based, in the checked file
    col: int  # 1-based
    text: str  # the number as written
    message: str
    expected: Optional[str] = None
    claim: Optional[str] = None
    brief: Optional[str] = None  # "articles/x.yaml:12:5": where in the brief the text came from (a build)

    def to_json(self) -> dict:
        out = {"rule": self.rule, "severity": self.severity, "path": self.path, "line": self.line,
               "col": self.col, "text": self.text, "message": self.message}
        if self.expected is not None:
            out["expected"] = self.expected
        if self.claim is not None:
            out["claim"] = self.claim
        if self.brief is not None:
            out["brief"] = self.brief
        return out


@dataclass
class CheckReport:
    path: str
    findings: list[Finding] = field(default_factory=list)
    numbers: int = 0
    verified: int = 0
    skipped: int = 0
    exemptions: list[dict] = field(default_factory=list)
    skipped_by_reason: dict[str, int] = field(default_factory=dict)
    mentions: list[dict] = field(default_factory=list)  # every number: engine/check/explain.py

    @property
    def bindings(self) -> list[dict]:
        """Every number in short: line, col, text, status (verified, skipped:REASON, exempt, or the first
        finding's rule) and the id of the bound quantity."""
        out = []
        for r in self.mentions:
            status = r["status"]
            if status == "skipped":
                status = "exempt" if r["reason"] == "exempt" else "skipped:" + r["reason"]
            elif status == "error":
                status = next((f for f in r["findings"] if f != "ambiguous"), status)
            out.append({"line": r["line"], "col": r["col"], "text": r["text"], "status": status,
                        "bound": r["bound"]["id"] if r["bound"] else None})
        return out

    @property
    def errors(self) -> int:
        return sum(f.severity == "error" for f in self.findings)

    @property
    def warnings(self) -> int:
        return sum(f.severity == "warning" for f in self.findings)

    @property
    def passed(self) -> bool:
        return self.errors == 0

    def summary(self) -> dict:
        return {"numbers": self.numbers, "verified": self.verified, "skipped": self.skipped,
                "errors": self.errors, "warnings": self.warnings}

    def locate_in_brief(self, where) -> None:
        """where(line, col) -> "articles/x.yaml:12:5" or None: the brief's place of the checked text at
        line:col, added to every finding and mention record (engine/draft/sourcemap.py computes it)."""
        self.findings = [replace(f, brief=where(f.line, f.col)) if f.path == self.path else f
                         for f in self.findings]
        for m in self.mentions:
            if m["path"] == self.path:  # a published field (fields.py) already names its own place
                m["brief"] = where(m["line"], m["col"])

    def moved(self, path: str) -> None:
        """The checked text is saved as `path` (a failed build's draft): every location names it."""
        old, self.path = self.path, path
        self.findings = [replace(f, path=path) if f.path == old else f for f in self.findings]
        for rec in (*self.mentions, *self.exemptions):
            if rec["path"] == old:
                rec["path"] = path


def offset_to_linecol(starts: list[int], offset: int) -> tuple[int, int]:
    i = bisect.bisect_right(starts, offset) - 1
    return i + 1, offset - starts[i] + 1


def allowed(entry, path: str) -> bool:
    return entry.file is None or fnmatch.fnmatch(path, entry.file) or fnmatch.fnmatch(os.path.basename(path), entry.file)


_CJK = re.compile(r"[\u4e00-\u9fff]")


def guess_lang(text: str) -> str:
    return "zh" if _CJK.search(text[:20000]) else "en"
