"""Public interface of the checker. Other stages call only `check_text`.

The checker is independent of the generator: it reads the final Markdown text,
the evidence registry, and (when a brief is given) the brief's computed
claims and assumptions. It never sees templates or LLM output structures.
"""
from __future__ import annotations

import bisect
import datetime as dt
import fnmatch
import os
import re
from dataclasses import dataclass, field, replace
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


def check_text(text: str, path: str, *, registry: Registry, scope: Optional[dict[str, Scalar]] = None,
               sources: Optional[list[str]] = None, config: Optional[CheckConfig] = None,
               lang: Optional[str] = None, today: Optional[dt.date] = None, fields=()) -> CheckReport:
    """Check every number in `text` (final Markdown).

    scope: the brief's assumptions and claims by name (None: check against the reports the text cites).
    sources: the reports the article may cite (the brief's `sources`).
    today: the date stale-evidence is measured against (default: SOURCE_DATE_EPOCH, else today).
    fields: published texts that are not in `text` (engine.check.fields.Field: description, chart labels, ...).
    """
    from engine.check.checker import Checker

    _within_budget(text, path)
    return Checker(text, path, registry, scope, sources, config or CheckConfig(), lang, today or _today(),
                   fields).run()


# The checker's budget. Its cost is linear, about 0.25 ms per number (binding, context, summary),
# so 4 MB of "1 1 1 ..." (2 million numbers) would take about 10 minutes. An article has
# a few hundred numbers; a text with more than MAX_NUMBERS is refused at once with a located error.
MAX_NUMBERS = 100_000
_DIGITS = re.compile(r"\d+")


def _within_budget(text: str, path: str) -> None:
    from engine.errors import EngineError, Location, Problem

    for n, m in enumerate(_DIGITS.finditer(text), 1):
        if n > MAX_NUMBERS:
            line = text.count("\n", 0, m.start()) + 1
            col = m.start() - (text.rfind("\n", 0, m.start()) + 1) + 1
            raise EngineError([Problem("too-many-numbers", f"the text has more than {MAX_NUMBERS:,} numbers; "
                                       f"the checker's limit is {MAX_NUMBERS:,} per file", Location(path, line, col),
                                       "split the text into articles of a usual size (docs/checking.md, Limits)")])


def config_with_exemptions(config: Optional[CheckConfig], entries) -> CheckConfig:
    """Add a brief's `exempt:` entries (same shape as engine.yaml check.allow) to a config."""
    from engine.models.config import Exemption

    config = config or CheckConfig()
    if not entries:
        return config
    extra = [e if isinstance(e, Exemption) else Exemption(**e) for e in entries]
    return config.model_copy(update={"allow": list(config.allow) + extra})


def _today() -> dt.date:
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.strip().isdigit():
        try:
            return dt.datetime.fromtimestamp(int(epoch), dt.timezone.utc).date()
        except (ValueError, OverflowError, OSError):  # beyond 9999: the CLI refuses it with a message
            pass
    return dt.date.today()


def offset_to_linecol(starts: list[int], offset: int) -> tuple[int, int]:
    i = bisect.bisect_right(starts, offset) - 1
    return i + 1, offset - starts[i] + 1


def allowed(entry, path: str) -> bool:
    return entry.file is None or fnmatch.fnmatch(path, entry.file) or fnmatch.fnmatch(os.path.basename(path), entry.file)


_CJK = re.compile(r"[\u4e00-\u9fff]")


def guess_lang(text: str) -> str:
    return "zh" if _CJK.search(text[:20000]) else "en"
