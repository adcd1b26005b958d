"""Typed problems with source locations.

The library raises `EngineError` carrying every `Problem` it found; only the
CLI turns them into text and exit codes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable


@dataclass(frozen=True, order=True)
class Location:
    path: str
    line: int = 0  # 1-based; 0 means "the whole file"
    col: int = 0

    def __str__(self) -> str:
        if self.line:
            return f"{self.path}:{self.line}:{self.col or 1}"
        return self.path


@dataclass(frozen=True)
class Problem:
    code: str
    message: str
    location: Location
    hint: str | None = None
    severity: str = "error"  # "error" | "warning"

    def sort_key(self):
        return (self.location.path, self.location.line, self.location.col, self.code, self.message)

    def format(self) -> str:
        text = f"{self.location}: {self.severity} {self.code}: {self.message}"
        if self.hint:
            text += f"\n  hint: {self.hint}"
        return text


class EngineError(Exception):
    """Bad input: one or more located problems. Maps to exit code 2."""

    def __init__(self, problems: Iterable[Problem]):
        self.problems = sorted(problems, key=Problem.sort_key)
        super().__init__("\n".join(p.format() for p in self.problems))


@dataclass
class Problems:
    """Collects problems during a run so all are reported together."""

    items: list[Problem] = field(default_factory=list)

    def add(self, code: str, message: str, location: Location, hint: str | None = None,
            severity: str = "error") -> None:
        self.items.append(Problem(code, message, location, hint, severity))

    def extend(self, problems: Iterable[Problem]) -> None:
        self.items.extend(problems)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.items if p.severity == "error"]

    @property
    def warnings(self) -> list[Problem]:
        return [p for p in self.items if p.severity == "warning"]

    def raise_errors(self) -> None:
        if self.errors:
            raise EngineError(self.items)


def did_you_mean(name: str, choices: Iterable[str]) -> str | None:
    import difflib

    choices = sorted(set(choices))
    if not choices:
        return None
    # Case is the commonest slip (p3 for P3), so compare case-folded, then report the real spelling.
    folded = {c.casefold(): c for c in choices}
    close = difflib.get_close_matches(name.casefold(), list(folded), n=1, cutoff=0.6)
    if not close or folded[close[0]] == name:
        return None
    return f"did you mean '{folded[close[0]]}'?"
