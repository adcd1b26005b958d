"""Public interface of the checker. Other stages call only `check_text`.

The checker is independent of the generator: it reads the final Markdown text,
the evidence registry, and (when a brief is given) the brief's computed
claims and assumptions. It never sees templates or LLM output structures.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from engine.models.claim import Scalar
from engine.models.config import CheckConfig
from engine.registry import Registry


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

    def to_json(self) -> dict:
        out = {"rule": self.rule, "severity": self.severity, "path": self.path, "line": self.line,
               "col": self.col, "text": self.text, "message": self.message}
        if self.expected is not None:
            out["expected"] = self.expected
        if self.claim is not None:
            out["claim"] = self.claim
        return out


@dataclass
class CheckReport:
    path: str
    findings: list[Finding] = field(default_factory=list)
    numbers: int = 0
    verified: int = 0
    skipped: int = 0
    exemptions: list[dict] = field(default_factory=list)

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


def check_text(text: str, path: str, *, registry: Registry, scope: Optional[dict[str, Scalar]] = None,
               sources: Optional[list[str]] = None, config: Optional[CheckConfig] = None,
               lang: Optional[str] = None) -> CheckReport:
    """Check every number in `text` (final Markdown).

    scope: the brief's assumptions and claims by name (None: check against the reports the text cites).
    sources: the reports the article may cite (the brief's `sources`).
    """
    return CheckReport(path)  # replaced by the real checker (issue 4)
