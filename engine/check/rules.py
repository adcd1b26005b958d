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
    Rule("superseded-value", "error", "a figure from a superseded report that the newer report revises"),
    Rule("ambiguous", "warning", "the number binds equally well to quantities that disagree"),
    Rule("bad-exemption", "error", "an inline exemption without a stated reason, whose reason contains a figure, or that a reader would see"),
    Rule("invisible-character", "error", "an invisible format character (zero-width space, joiner, soft hyphen, "
                                         "bidi control, BOM) touches a number or unit"),
    Rule("bad-citation", "error", "a bracket with @ that is not a Pandoc citation ([@R1], [@R1; @R9], [@R1, 表 3])"),
    Rule("absolute-claim", "warning", "an absolute term (最佳, 第一, 唯一, 彻底, 100%, best, only, guaranteed, ...) "
                                      "that no report cited in its sentence states"),
    Rule("loose-rounding", "warning", "a figure written with fewer digits than the evidence supports moves more than "
                                      "check.loose_rounding (5%) in the product's favour (约 7 TiB/s for 6.6 TiB/s)"),
)}

# Why a number may be skipped: a closed list (docs/checking.md, "Skipped, and counted as skipped").
# Every digit a reader can see is verified, an error, or skipped for one of these reasons.
SKIP_REASONS: dict[str, str] = {
    "identifier": "a name with digits: FX100, MI308X, Qwen2.5-7B, a report's title or setup token, the glossary",
    "date": "a date: 2026-07-03, 7月3日, July 3, 2026, in 2026",
    "time": "a time of day: 10:30",
    "phone": "a phone number: 400-123-4567",
    "version": "a version: v2.3.1, 版本 3",
    "reference": "a place in a document: 表 3, Fig. 2, step 2, a citation's locator",
    "footnote": "a footnote or list marker: [^1], [1]",
    "idiom": "7×24 小时, 24/7, 5 min read",
    "percentile": "the percentile of a latency bound: the 99% of '99% of messages arrive within 3 ms' (read as P99)",
    "link-title": "the generated related-articles list: other articles' titles, checked by their own gates",
    "count": "a whole number up to 10 with no unit that binds to nothing",
    "exempt": "an exemption with a stated reason",
    "constant": "a constant of a claim's formula, in the hover that shows its derivation (the - 1 of = 10h ÷ 34,320s - 1)",
    "citation": "a cited report's key: [@R1], 【出处:R1 实测】; a year in an author–year citation: Rahman and Ng (2012)",
    "url": "a URL, autolink or e-mail address shown as text",
}


def severity(rule: str, overrides: dict[str, str]) -> str:
    return overrides.get(rule, RULES[rule].severity)
