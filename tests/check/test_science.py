"""Text mode on scientific tables (issue 12): each table a report, claims citing their table, no brief.
Cases in tests/check/science/cases.txt (format of tests/check/fixtures, see test_rules.py)."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from engine.check.api import check_text
from engine.models.config import CheckConfig
from conftest import evidence_registry
from test_rules import TODAY, parse

HERE = Path(__file__).parent / "science"
CASES = parse(HERE / "cases.txt")


@lru_cache(maxsize=None)
def registry():
    return evidence_registry(HERE)


@pytest.mark.parametrize("case", CASES, ids=[c["title"] for c in CASES])
def test_science_case(case):
    report = check_text(case["text"], "case.md", registry=registry(), config=CheckConfig(**case["config"]),
                        today=TODAY)
    got = [f"{f.line}:{f.col} {f.severity} {f.rule}: {f.text}" for f in report.findings]
    assert got == case["expect"], (case["text"], [f.message for f in report.findings])


def test_the_display_of_huge_and_tiny_values():
    from engine.calc.display import number

    assert number(1.0e30, 0) == "1," + ",".join(["000"] * 10)
    assert number(3.14e23, 2).endswith(".00") and number(1e-30, 30) == "0." + "0" * 29 + "1"
    assert number(12345.678, 30) == "12,345.678" + "0" * 27
    assert (number(float("nan"), 2), number(float("inf"), 0), number(-float("inf"), 1)) == ("NaN", "∞", "-∞")
    assert number(1.25, 1) == "1.3" and number(-0.0001, 2) == "0.00"
