"""A year right before the document it dates ("the 2021 paper", "2021 年的论文" is already a date) is a date, not a
figure, in text mode (no brief); the figures beside it are still checked, and a year before anything else is
still read. The report is made up for this table ("Plover"); the sentences are written for it."""
from __future__ import annotations

import pytest

X3 = """\
id: X3
title: "Plover: a small agent"
publisher: Example Lab
date: 2021-06-01
access: public
url: https://example.com/x3
label: 公开数据
tables:
  agents:
    caption: {en: Agents and their median scores, zh: 各智能体的得分中位数}
    where: Table 1
    columns:
      agent: {label: {en: Agent, zh: 智能体}}
      score: {unit: "%", label: {en: Median score, zh: 得分中位数}}
    rows:
      plover: [Plover, 812.4]
      finch: [Finch, 640.0]
"""

CASES = [
    ("In the 2021 paper, Plover reaches a median score of 812.4% [@X3].", ""),
    ("In the 2021 paper, Plover reaches a median score of 640.0% [@X3].", "value-mismatch"),
    ("The 2021 preprint reports a median score of 640.0% for Finch [@X3].", ""),
    ("The 2021 preprint reports a median score of 641.0% for Finch [@X3].", "value-mismatch"),
    ("The 2021 GPUs trained Plover [@X3].", "unsourced-number"),
    ("Plover scores 2021 points [@X3].", "unsourced-number"),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from tests.conftest import evidence_registry

    root = tmp_path_factory.mktemp("dated_paper")
    (root / "evidence").mkdir()
    (root / "evidence" / "X3.yaml").write_text(X3, encoding="utf-8")
    return evidence_registry(root)


@pytest.mark.parametrize("text, rule", CASES)
def test_dated_paper(registry, text, rule):
    import datetime as dt

    from engine.check.api import check_text
    from engine.models.config import CheckConfig

    errors = [f for f in check_text(text + "\n", "a.md", registry=registry, config=CheckConfig(), lang="en",
                                    today=dt.date(2026, 1, 1)).findings if f.severity == "error"]
    got = errors[0].rule if errors else ""
    assert got == rule, [(f.rule, f.message) for f in errors]
