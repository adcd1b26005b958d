"""Rows told apart by a setting, in text mode (no brief): each correct sentence passes, each wrong form fails. The
report is made up for this table ("Heron"); the sentences are written for it.

- rows printed with one name ("Heron-MoE" at three capacity factors) are told apart by a setting written with its
  column's words ("capacity factor 1.5", "容量因子为 2.0"): the figures of the sentence are that row's, a figure of
  a namesake row at another setting fails, and so does a setting no row has.
"""
from __future__ import annotations

import pytest

X1 = """\
id: X1
title: "Heron: speech and routing results"
publisher: Example Lab
date: 2025-01-01
access: public
url: https://example.com/x1
label: 公开数据
tables:
  routing:
    caption: {en: Heron-MoE against a dense model at equal compute, zh: 同等算力下 Heron-MoE 与稠密模型对比}
    where: Table 2
    columns:
      model: {label: {en: Model, zh: 模型}}
      capacity: {unit: "", label: {en: Capacity factor, zh: 容量因子}}
      speed: {unit: "", label: {en: Speed (samples per second), zh: 训练速度(样本/秒)}}
      hours: {unit: h, label: {en: Time to target, zh: 达到目标所需时间}}
    rows:
      dense: [Dense-M, null, 700, 96.5]
      moe_1: [Heron-MoE, 1.0, 455, 41.2]
      moe_15: [Heron-MoE, 1.5, 410, 44.0]
      moe_2: [Heron-MoE, 2.0, 380, 47.9]
"""

# (text, the first error rule, "" when it must pass)
CASES = [
    # rows printed with one name, told apart by a setting
    ("Heron-MoE (capacity factor 1.5) trains at 410 samples per second [@X1].", ""),
    ("Heron-MoE (capacity factor 1.5) trains at 455 samples per second [@X1].", "value-mismatch"),
    ("Heron-MoE (capacity factor 1.7) trains at 410 samples per second [@X1].", "value-mismatch"),
    ("At a capacity factor of 2.0, Heron-MoE reaches the target in 47.9 hours [@X1].", ""),
    ("At a capacity factor of 2.0, Heron-MoE reaches the target in 41.2 hours [@X1].", "value-mismatch"),
    ("容量因子为 1.0 时,Heron-MoE 每秒训练 455 个样本,达到目标需要 41.2 小时 [@X1]。", ""),
    ("容量因子为 1.0 时,Heron-MoE 每秒训练 455 个样本,达到目标需要 44.0 小时 [@X1]。", "value-mismatch"),
    ("容量因子为 2.0 时,Heron-MoE 每秒训练 455 个样本 [@X1]。", "value-mismatch"),
    ("Raising the capacity factor from 1.0 to 2.0 slows Heron-MoE from 455 to 380 samples per second [@X1].", ""),
    ("Heron-MoE at capacity factor 1.0 trains at 455 samples per second versus 700 for Dense-M [@X1].", ""),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from tests.conftest import evidence_registry

    root = tmp_path_factory.mktemp("setting_rows")
    (root / "evidence").mkdir()
    (root / "evidence" / "X1.yaml").write_text(X1, encoding="utf-8")
    return evidence_registry(root)


@pytest.mark.parametrize("text, rule", CASES)
def test_setting_rows(registry, text, rule):
    import datetime as dt

    from engine.check.api import check_text
    from engine.models.config import CheckConfig

    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    errors = [f for f in check_text(text + "\n", "a.md", registry=registry, config=CheckConfig(), lang=lang,
                                    today=dt.date(2026, 1, 1)).findings if f.severity == "error"]
    got = errors[0].rule if errors else ""
    assert got == rule, [(f.rule, f.message) for f in errors]
