"""The checker's rules, as data. Ids are stable; severities are configurable in engine.yaml:

    check:
      severity: {ambiguous: error, stale-evidence: off}
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    severity: str  # default: error | warning
    summary: str


RULES: dict[str, Rule] = {r.id: r for r in (
    Rule("unsourced-number", "error", "no quantity in scope supports the number"),
    Rule("value-mismatch", "error", "a number is near a quantity but wrong; the message says what is expected and why"),
    Rule("qualifier-violation", "error", "the qualifier (约, 超过, 以内, up to, ...) does not hold for the value"),
    Rule("unit-mismatch", "error", "the digits match a quantity but the unit is wrong"),
    Rule("wrong-citation", "error", "the cited report does not contain the figure"),
    Rule("missing-citation", "error", "a figure from a report has no citation of it nearby"),
    Rule("internal-source", "error", "a figure comes from, or a citation names, an internal report"),
    Rule("evidence-inconsistency", "warning", "a cited report's declared checks fail"),
    Rule("stale-evidence", "warning", "a cited report is older than check.max_age_days, or superseded"),
    Rule("ambiguous", "warning", "the number binds equally well to quantities that disagree"),
    Rule("bad-exemption", "error", "an inline exemption without a stated reason"),
)}


def severity(rule: str, overrides: dict[str, str]) -> str:
    return overrides.get(rule, RULES[rule].severity)
