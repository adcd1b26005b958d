"""Brief mode (issue 12): an article checked against its brief, in a domain no other fixture uses (a GPU training
platform, Helix H4, against the existing platform). Each row is a wrong figure that must fail and a true one that
must pass; the true ones are what an editor writes by hand, the wrong ones what a careless copywriter writes.

Q1's quantities: GPUs 64 (old) / 32 (H4); NVMe drives per server 4 / 8; data-loading read bandwidth 3.2 / 19.5
GB/s (average; peak 4.0 / 24.1); table epochs (one epoch: average 96 / 30 min, longest 102 / 33 min); one AI inference batch 88 / 21 ms; GPU utilisation 48% / 89%; P99 of
small-object GETs 40 / 2.2 ms and of PUTs 65 / 3.6 ms; table
scaling (rows 16, 32, 64 GPUs: read bandwidth 10.1, 19.5, 37.2 GB/s); the brief assumes 6 epochs a day.
"""
from __future__ import annotations

import pytest

Q1 = """\
id: Q1
title: Helix H4 训练平台测试报告
publisher: 示例实验室
date: 2026-09-01
access: public
url: https://example.com/q1.pdf
label: 实测
setup:
  platform: Helix H4 训练平台
  workload: 图像模型训练与数据加载
  baseline: 原有训练平台
metrics:
  gpus:
    unit: GPU
    values: {baseline: 64, h4: 32}
    note: {zh: 主对比测试中的 GPU 数, en: number of GPUs in the main comparison}
  drives_per_server:
    unit: drive
    values: {baseline: 4, h4: 8}
    note: {zh: "每台服务器的盘数(原有平台为 SATA 盘)", en: "drives per server (SATA drives on the existing platform)"}
  load_bw:
    unit: GB/s
    values: {baseline: 3.2, h4: 19.5}
    note: {zh: 平台数据加载平均读带宽, en: average data-loading read bandwidth of the platform}
  load_bw_peak:
    unit: GB/s
    values: {baseline: 4.0, h4: 24.1}
    note: {zh: 平台数据加载峰值读带宽, en: peak data-loading read bandwidth of the platform}
  batch_time:
    unit: ms
    values: {baseline: 88, h4: 21}
    note: {zh: 单个 AI 批次的耗时, en: time of one AI batch}
  get_p99:
    unit: ms
    values: {baseline: 40, h4: 2.2}
    note: {zh: 小对象 GET 的 P99 时延, en: P99 latency of small-object GETs}
  put_p99:
    unit: ms
    values: {baseline: 65, h4: 3.6}
    note: {zh: 小对象 PUT 的 P99 时延, en: P99 latency of small-object PUTs}
  util:
    unit: "%"
    values: {baseline: 48, h4: 89}
    note: {zh: 训练期间 GPU 平均利用率, en: average GPU utilisation during training}
tables:
  epochs:
    caption: {zh: 单个 epoch 的训练耗时, en: time of one training epoch}
    columns:
      stat: {label: {zh: 统计量, en: statistic}}
      baseline: {unit: min, label: {zh: 原有训练平台, en: existing platform}}
      h4: {unit: min, label: Helix H4}
    rows:
      avg: [平均, 96, 30]
      max: [最长, 102, 33]
  scaling:
    caption: {zh: Helix H4 扩展测试(平均读带宽), en: Helix H4 scale-out test (average read bandwidth)}
    columns:
      label: {label: {zh: 规模, en: scale}}
      gpus: {unit: GPU, label: {zh: GPU 数, en: GPUs}}
      bw: {unit: GB/s, label: {zh: 平均读带宽, en: average read bandwidth}}
    rows:
      g16: [16 卡, 16, 10.1]
      g32: [32 卡, 32, 19.5]
      g64: [64 卡, 64, 37.2]
"""

BRIEF = """\
sources: [Q1]
assume:
  epochs_per_day: {value: 6, unit: "", note: 每天训练的 epoch 数 (training epochs per day)}
claims:
  gpus_base: Q1.gpus.baseline
  gpus_h4: Q1.gpus.h4
  drives_h4: Q1.drives_per_server.h4
  load_base: Q1.load_bw.baseline
  load_h4: Q1.load_bw.h4
  load_x: {expr: load_h4 / load_base, round: 1, note: H4 与原有平台的平均数据加载读带宽之比}
  epoch_base: Q1.epochs.avg.baseline
  epoch_h4: Q1.epochs.avg.h4
  day_saved: {expr: epochs_per_day * (epoch_base - epoch_h4), unit: h, round: 1, note: 每天训练节省的总时间}
  batch_h4: Q1.batch_time.h4
  get_p99_h4: Q1.get_p99.h4
  put_p99_h4: Q1.put_p99.h4
  util_base: Q1.util.baseline
  util_h4: Q1.util.h4
  g16: Q1.scaling.g16.gpus
  g64: Q1.scaling.g64.gpus
  bw16: Q1.scaling.g16.bw
  bw64: Q1.scaling.g64.bw
"""

# (brief, wrong text, true text, rule the wrong text must raise)
CASES = [
    # a clause word is a word: a CJK bigram at the seam of two words ("有平" in 原有平台) and a Latin word inside
    # another ("ai" of "AI batch" in "daily") name no other metric
    ("q1", "换用 H4 后,数据加载读带宽是原有平台的 5.1 倍[@Q1]。", "换用 H4 后,数据加载读带宽是原有平台的 6.1 倍[@Q1]。",
     "value-mismatch"),
    ("q1-en", "With six epochs a day, training on H4 saves 7.6 hours daily [@Q1].",
     "With six epochs a day, training on H4 saves 6.6 hours daily [@Q1].", "value-mismatch"),
    # a count next to another count of the same noun: the product's name is not the noun counted
    ("q1-en", "At 64 GPUs the H4 platform averaged 73.2 GB/s of read bandwidth [@Q1].",
     "At 64 GPUs the H4 platform averaged 37.2 GB/s of read bandwidth [@Q1].", "value-mismatch"),
    ("q1", "64 卡时,H4 平台的平均读带宽为 73.2GB/s[@Q1]。", "64 卡时,H4 平台的平均读带宽为 37.2GB/s[@Q1]。", "value-mismatch"),
    # a true figure derived from the sources that no claim computes: points between two percents, a count of the
    # brief's assumptions times a value, a cut, ratio or difference of two values; the wrong value, the wrong
    # row, the wrong system and the wrong kind (percent for points, an increase for a cut) still fail
    ("q1", "训练期间 GPU 平均利用率提高了 43 个百分点[@Q1]。", "训练期间 GPU 平均利用率从 48% 提高到 89%,提高了 41 个百分点[@Q1]。",
     "value-mismatch"),
    ("q1", "训练期间 GPU 平均利用率提高了 41%[@Q1]。", "训练期间 GPU 平均利用率提高了 41 个百分点[@Q1]。", "value-mismatch"),
    ("q1-en", "Average GPU utilisation during training rose by 41% [@Q1].",
     "Average GPU utilisation during training rose from 48% to 89%, up 41 percentage points [@Q1].", "value-mismatch"),
    ("q1", "原有平台上,每天 6 个 epoch 合计要跑 11.6 小时[@Q1]。", "原有平台上,每天 6 个 epoch 合计要跑 9.6 小时[@Q1]。",
     "value-mismatch"),
    ("q1", "H4 每天 6 个 epoch 合计要跑 9.6 小时[@Q1]。", "按每天训练 6 个 epoch 计算,原有平台合计要跑 9.6 小时[@Q1]。",
     "value-mismatch"),
    ("q1-en", "Six epochs a day kept the old platform busy for 11.6 hours [@Q1].",
     "Six epochs a day kept the old platform busy for 9.6 hours [@Q1].", "unsourced-number"),
    ("q1-en", "Six epochs a day kept H4 busy for 9.6 hours [@Q1].",
     "Six epochs a day kept the old platform busy for 9.6 hours [@Q1].", "value-mismatch"),
    ("q1", "单个 AI 批次的耗时增加了 76.1%[@Q1]。", "单个 AI 批次的耗时降低了 76.1%[@Q1]。", "value-mismatch"),
    ("q1", "单个 AI 批次的耗时降低了 74.1%[@Q1]。", "单个 AI 批次的耗时降低了 76.1%[@Q1]。", "unsourced-number"),
    ("q1-en", "One AI batch takes 76.1% longer on H4 [@Q1].", "One AI batch takes 76.1% less time on H4 [@Q1].",
     "value-mismatch"),
    ("q1", "每个 epoch 的训练速度提升到原来的 3.4 倍[@Q1]。", "每个 epoch 的训练速度提升到原来的 3.2 倍[@Q1]。", "value-mismatch"),
    ("q1-en", "Each epoch runs 3.4 times as fast [@Q1].", "Each epoch runs 3.2 times as fast [@Q1].", "value-mismatch"),
    ("q1", "每个 epoch 可以节省 64 分钟[@Q1]。", "每个 epoch 可以节省 66 分钟[@Q1]。", "unit-mismatch"),
    ("q1-en", "Each epoch saves 64 minutes [@Q1].", "Each epoch saves 66 minutes [@Q1].", "unit-mismatch"),
    # S3's verbs in capitals are a read and a write: a GET latency is not a PUT latency
    ("q1", "小对象 PUT 的 P99 时延只有 2.2 毫秒[@Q1]。", "小对象 GET 的 P99 时延只有 2.2 毫秒[@Q1]。", "value-mismatch"),
    ("q1-en", "P99 latency for small-object PUTs is only 2.2 ms [@Q1].", "P99 latency for small-object GETs is only 2.2 ms [@Q1].",
     "value-mismatch"),
    # a count of the brief's events times a quantity is the total over them, not one event's
    ("q1", "换用 H4 后,每个 epoch 可节省 6.6 小时[@Q1]。", "每天 6 个 epoch 共节省 6.6 小时[@Q1]。", "value-mismatch"),
    ("q1-en", "H4 saves 6.6 hours on every epoch [@Q1].", "With six epochs a day, H4 saves 6.6 hours per day [@Q1].",
     "value-mismatch"),
    # a figure computed from an assumption is not measured
    ("q1-en", "Tests showed that H4 saves 6.6 hours of training time per day [@Q1].",
     "At six epochs a day, H4 would save 6.6 hours of training time per day [@Q1].", "value-mismatch"),
    ("q1", "测试显示,H4 每天可节省 6.6 小时训练时间[@Q1]。", "按每天 6 个 epoch 估算,H4 每天可节省 6.6 小时训练时间[@Q1]。",
     "value-mismatch"),
]


@pytest.mark.parametrize("brief, text", [
    # a row other than the average needs its words: 6 × the longest is not "6 个 epoch"; an approximate figure is
    # no derivation (the claims give the rounded forms)
    ("q1", "原有平台上,每天 6 个 epoch 合计要跑 10.2 小时[@Q1]。"),
    ("q1", "单个 AI 批次的耗时降低了约 80%[@Q1]。"),
])
def test_derivations_need_an_exact_figure_and_its_row(q1_briefs, brief, text):
    assert findings(q1_briefs, brief, text), text


@pytest.fixture(scope="module")
def q1_briefs(tmp_path_factory):
    from tests.check.briefs import brief_scopes

    return brief_scopes(tmp_path_factory.mktemp("q1"), {"Q1": Q1}, BRIEF, {"q1": "zh", "q1-en": "en"}, "Helix H4")


def findings(q1_briefs, brief, text):
    from engine.check.api import check_text

    return [f"{f.rule}: {f.message}" for f in check_text(text, "a.md", **q1_briefs[brief]).findings
            if f.severity == "error"]


@pytest.mark.parametrize("brief, wrong, true, rule", CASES, ids=[c[2] for c in CASES])
def test_wrong_fails_and_true_passes(q1_briefs, brief, wrong, true, rule):
    got = findings(q1_briefs, brief, wrong)
    assert any(f.startswith(rule + ":") for f in got), (wrong, got)
    assert findings(q1_briefs, brief, true) == [], true


@pytest.mark.parametrize("brief, text, word", [
    ("q1", "换用 H4 后,数据加载读带宽是原有平台的 6.1 倍[@Q1]。", None),
    ("q1-en", "At 32 GPUs the H4 platform averaged 19.5 GB/s of read bandwidth [@Q1].", None),
])
def test_clause_words_are_whole_words(q1_briefs, brief, text, word):
    assert findings(q1_briefs, brief, text) == []
