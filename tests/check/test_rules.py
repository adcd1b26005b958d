"""Rule examples as data: tests/check/fixtures/<rule>.txt, one file per rule, readable by a reviewer.

A case:

    === fails: a save time that drifted by one second
    brief: demo                      (optional; `none` checks against the cited reports only)
    config: {"max_age_days": 365}    (optional; JSON for engine.yaml's `check:`)
    --- text
    保存耗时 179s [@R1]。
    --- expect
    1:6 error unsourced-number: 179s

`expect` lists every finding as `line:col severity rule: text`, or `(none)`.
The meta-test fails if a rule has no passing or no failing example.
"""
from __future__ import annotations

import datetime as dt
import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from engine.check.api import check_text
from engine.check.rules import RULES
from engine.models.config import CheckConfig

HERE = Path(__file__).parent
PROJECT = HERE / "project"
FIXTURES = HERE / "fixtures"
TODAY = dt.date(2026, 11, 1)


def parse(path: Path) -> list[dict]:
    cases = []
    for chunk in re.split(r"^=== ", path.read_text(encoding="utf-8"), flags=re.M)[1:]:
        title, _, rest = chunk.partition("\n")
        head, _, rest = rest.partition("--- text\n")
        text, _, expect = rest.partition("--- expect\n")
        meta = dict(line.split(":", 1) for line in head.splitlines() if ":" in line)
        lines = [l.strip() for l in expect.strip().splitlines() if l.strip()]
        cases.append({"title": title.strip(), "file": path.name, "brief": meta.get("brief", "demo").strip(),
                      "config": json.loads(meta["config"]) if "config" in meta else {},
                      "text": text.rstrip("\n") + "\n", "expect": [] if lines == ["(none)"] else lines})
    return cases


@lru_cache(maxsize=None)
def project(brief: str):
    from engine.calc.claims import compute
    from engine.errors import Problems
    from engine.load import Project, load_brief, load_registry

    proj = Project(PROJECT)
    problems = Problems()
    registry = load_registry(proj, problems, run_checks_too=False)
    if brief == "none":
        return registry, None, None, None
    b = load_brief(proj, PROJECT / "articles" / f"{brief}.yaml")
    scope = compute(b.model, b.smap, registry, problems)
    assert not problems.errors, problems.items
    return registry, scope, list(b.model.sources), b.model.lang


def run_case(case) -> list[str]:
    registry, scope, sources, lang = project(case["brief"])
    report = check_text(case["text"], "case.md", registry=registry, scope=scope, sources=sources,
                        config=CheckConfig(**case["config"]), lang=lang, today=TODAY)
    return [f"{f.line}:{f.col} {f.severity} {f.rule}: {f.text}" for f in report.findings]


CASES = [c for p in sorted(FIXTURES.glob("*.txt")) for c in parse(p)]


@pytest.mark.parametrize("case", CASES, ids=[f"{c['file']}: {c['title']}" for c in CASES])
def test_rule_example(case):
    assert run_case(case) == case["expect"], case["text"]


def test_every_rule_has_passing_and_failing_examples():
    for rule in RULES:
        path = FIXTURES / f"{rule}.txt"
        assert path.exists(), f"rule {rule} has no fixture file {path.name}"
        cases = parse(path)
        assert any(not c["expect"] for c in cases), f"{rule}: no passing example"
        assert any(any(f" {rule}: " in e for e in c["expect"]) for c in cases), f"{rule}: no failing example"
