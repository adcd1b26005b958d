"""What a reader sees is what is checked: fractions, durations, scales, powers, counts and statistic words
written in words are read as the figures they are (zh and en), a wrong one fails on a named rule and a true
variant passes.

Two tables: against the demo project (tests/check/project; brief `demo`, `demo-en`, `cluster`, or `none` for the
cited reports), and against the held-out evidence (tests/heldout/evidence: result tables of public papers, no
brief, each claim citing its table), where scaled columns ("Quantity (billions of tokens)"), learning rates and
error rates live. The demo's quantities are listed in test_adversarial_forms.py.
"""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.check.test_adversarial_forms import _errors

# (class, brief, wrong text, true text, the rule the wrong text must raise)
CASES = [
    # --- fractions and shares in words: as precise as a whole percent, like ⅕ --------------------------------
    ("frac-word", "demo", "原有存储下,气泡约占五分之一 [@R1]。", "原有存储下,气泡约占十分之一 [@R1]。", "unsourced-number"),
    ("frac-word", "demo", "同样时间可多训练十分之一的步数 [@R1]。", "同样时间可多训练二十分之一的步数 [@R1]。",
     "value-mismatch"),
    ("frac-word", "demo", "原有存储下,气泡占一半 [@R1]。", "原有存储下,气泡约占十分之一 [@R1]。", "unsourced-number"),
    ("frac-word", "demo", "原有存储下,气泡过半 [@R1]。", "原有存储下,气泡约占百分之十 [@R1]。", "unsourced-number"),
    ("frac-word", "demo", "原有存储下,气泡约占千分之九十 [@R1]。", "原有存储下,气泡约占千分之九十九 [@R1]。",
     "qualifier-violation"),
    ("frac-word", "demo-en", "On the previous storage, the bubble is about a fifth of the run [@R1].",
     "On the previous storage, the bubble is about a tenth of the run [@R1].", "unsourced-number"),
    ("frac-word", "demo-en", "The run fits a tenth more steps in the same time [@R1].",
     "The run fits about a twentieth more steps in the same time [@R1].", "value-mismatch"),
    ("frac-word", "demo-en", "On the previous storage, the bubble is two thirds of the run [@R1].",
     "On the previous storage, the bubble is about one tenth of the run [@R1].", "unsourced-number"),
    ("frac-word", "demo-en", "On the previous storage, the bubble is half of the run [@R1].",
     "On the previous storage, the bubble is about one-tenth of the run [@R1].", "unsourced-number"),
    # --- one unit of time in words, with a bound around it -------------------------------------------------
    ("one-time", "demo", "FX100 单次保存不到一分钟 [@R1]。", "原有存储单次保存超过一分钟 [@R1]。", "qualifier-violation"),
    ("one-time", "demo", "FX100 单次保存在一分钟以内 [@R1]。", "FX100 单次保存不到两分钟 [@R1]。", "qualifier-violation"),
    ("one-time", "demo-en", "A save on FX100 takes under a minute [@R1].",
     "A save on the previous storage takes over a minute [@R1].", "qualifier-violation"),
    ("one-time", "demo-en", "A save on FX100 takes less than a minute [@R1].",
     "A save on FX100 takes under two minutes [@R1].", "qualifier-violation"),
    # --- a cut of more than 100% is impossible, whatever it binds to --------------------------------------
    ("impossible-cut", "demo", "训练总时长缩短 487.5% [@R1]。", "训练总时长缩短 4.7% [@R1]。", "value-mismatch"),
    ("impossible-cut", "demo", "训练总时长减少了 150% [@R1]。", "训练总时长减少了 4.7% [@R1]。", "value-mismatch"),
    ("impossible-cut", "demo-en", "The total training time was reduced by 150% [@R1].",
     "The total training time was reduced by 4.7% [@R1].", "value-mismatch"),
    ("impossible-cut", "demo-en", "The run takes 150% less time [@R1].", "The run takes 4.7% less time [@R1].",
     "value-mismatch"),
    # --- a count in words in a cited sentence states the report's set-up ----------------------------------
    ("count-word", "demo", "R1 在八个节点上训练 32B 模型 [@R1]。", "R1 在八张卡上训练 32B 模型 [@R1]。", "unit-mismatch"),
    ("count-word", "demo-en", "R1 trained a 32B model on eight nodes [@R1].",
     "R1 trained a 32B model on eight GPUs [@R1].", "unit-mismatch"),
    # --- statistic words: tail latency, typical, peaks -------------------------------------------------------
    ("stat-word", "cluster", "PX 集群的读尾延迟为 310us [@R30]。", "PX 集群的读尾延迟为 850us [@R30]。", "value-mismatch"),
    ("stat-word", "none", "In R30, the tail read latency is 310 µs [@R30].",
     "In R30, the tail read latency is 850 µs [@R30].", "value-mismatch"),
    ("stat-word", "cluster", "PX 集群的典型读时延为 850us [@R30]。", "PX 集群的典型读时延为 310us [@R30]。", "value-mismatch"),
    ("stat-word", "none", "In R30, the typical read latency is 850 µs [@R30].",
     "In R30, the typical read latency is 310 µs [@R30].", "value-mismatch"),
    ("stat-word", "cluster", "PX 集群的读吞吐峰值达 4.1 TiB/s [@R30]。", "PX 集群的读吞吐峰值达 5.2 TiB/s [@R30]。",
     "value-mismatch"),
    ("stat-word", "none", "In R30, read throughput peaks at 4.1 TiB/s [@R30].",
     "In R30, read throughput peaks at 5.2 TiB/s [@R30].", "value-mismatch"),
]


@pytest.mark.parametrize("cls, brief, wrong, true, rule", CASES, ids=[f"{c[0]}: {c[2]}" for c in CASES])
def test_wrong_figure_fails(cls, brief, wrong, true, rule):
    errors = _errors(brief, wrong)
    assert any(f" {r}: " in e for e in errors for r in rule.split("|")), errors


@pytest.mark.parametrize("cls, brief, wrong, true, rule", CASES, ids=[f"{c[0]}: {c[3]}" for c in CASES])
def test_true_variant_passes(cls, brief, wrong, true, rule):
    assert _errors(brief, true) == []


# (class, lang, wrong text, true text, rule) against the held-out evidence: no brief, each claim cites its table.
HELDOUT = [
    # a column whose label states its scale: "Quantity (billions of tokens)" holds 410 for 410 billion
    ("scale", "en", "Common Crawl (filtered) contributes 420 billion tokens [@FG2].",
     "Common Crawl (filtered) contributes 410 billion tokens [@FG2].", "value-mismatch"),
    ("scale", "en", "Common Crawl (filtered) contributes 420B tokens [@FG2].",
     "Common Crawl (filtered) contributes 410B tokens [@FG2].", "value-mismatch"),
    ("scale", "en", "LLaMA-65B was trained on 1.5T tokens [@FL2].", "LLaMA-65B was trained on 1.4T tokens [@FL2].",
     "value-mismatch"),
    ("scale", "en", "All four models use a batch size of 5M tokens [@FL2].",
     "All four models use a batch size of 4M tokens [@FL2].", "value-mismatch"),
    ("scale", "zh", "LLaMA-65B 训练了 1.5 万亿 token [@FL2]。", "LLaMA-65B 训练了 1.4 万亿 token [@FL2]。", "value-mismatch"),
    ("scale", "zh", "Common Crawl (filtered) 的数据量为 4200 亿 token [@FG2]。",
     "Common Crawl (filtered) 的数据量为 4100 亿 token [@FG2]。", "value-mismatch"),
    # scientific notation and powers
    ("sci", "en", "The learning rate of LLaMA-7B is 6.0E-04 [@FL2].", "The learning rate of LLaMA-7B is 3.0E-04 [@FL2].",
     "unsourced-number|value-mismatch"),
    ("sci", "en", "The learning rate of LLaMA-7B is 4×10^-4 [@FL2].", "The learning rate of LLaMA-7B is 3×10^-4 [@FL2].",
     "unsourced-number|value-mismatch"),
    ("sci", "zh", "LLaMA-7B 的学习率为 3.5e-4 [@FL2]。", "LLaMA-7B 的学习率为 3.0e-4 [@FL2]。", "unsourced-number|value-mismatch"),
    # 最小的 / the smallest picks a row, not the statistic min
    ("superlative", "zh", "最小的 LLaMA-7B 参数量为 7.6B [@FL2]。", "最小的 LLaMA-7B 参数量为 6.7B [@FL2]。", "value-mismatch"),
    ("superlative", "zh", "最大的 LLaMA-65B 参数量为 62.5B [@FL2]。", "最大的 LLaMA-65B 参数量为 65.2B [@FL2]。",
     "value-mismatch"),
    # better / worse are larger / smaller only where larger is better: an error rate is better when lower
    ("merit", "zh", "ResNet-50 的 top-5 错误率优于 ResNet-152 1.00 个百分点 [@HR1]。",
     "ResNet-152 的 top-5 错误率优于 ResNet-50 1.00 个百分点 [@HR1]。", "value-mismatch"),
    ("merit", "en", "ResNet-50's top-5 error is 1.00 percentage points better than ResNet-152's [@HR1].",
     "ResNet-152's top-5 error is 1.00 percentage points better than ResNet-50's [@HR1].", "value-mismatch"),
    ("merit", "en", "ResNet-152's top-5 error is 1.00 percentage points worse than ResNet-50's [@HR1].",
     "ResNet-50's top-5 error is 1.00 percentage points worse than ResNet-152's [@HR1].", "value-mismatch"),
]
HELDOUT += [
    # a change whose ends carry their own words ("从 … 的 A 减少到 … 的 B"): the word must agree with the ends
    ("far-change", "zh", "批大小从最小三个模型的 0.5M token 减少到 175B 的 3.2M token [@FG1]。",
     "批大小从最小三个模型的 0.5M token 增加到 175B 的 3.2M token [@FG1]。", "value-mismatch"),
    ("far-change", "en", "The batch size shrinks from 0.5M tokens for the three smallest models to 3.2M tokens for 175B "
     "[@FG1].", "The batch size grows from 0.5M tokens for the three smallest models to 3.2M tokens for 175B [@FG1].",
     "value-mismatch"),
]
# Counts of things that name no measurement: true, and never bound to another report's plain figure.
HELDOUT_TRUE = [
    ("zh", "Wikipedia、Books 和 Github 三个子集的采样比例均为 4.5% [@FL1]。"),
    ("zh", "四个模型的批大小都是 4M token [@FL2]。"),
    ("en", "All four models use a batch size of 4M tokens [@FL2]."),
]


def _heldout_errors(lang: str, text: str) -> list[str]:
    sys.path.insert(0, str(Path(__file__).parents[1] / "heldout"))
    import heldout_corpus as H

    return [f"{f.rule}: {f.message}" for f in H.findings(text, lang) if f.severity == "error"]


@pytest.mark.parametrize("cls, lang, wrong, true, rule", HELDOUT, ids=[f"{c[0]}: {c[2]}" for c in HELDOUT])
def test_heldout_wrong_fails(cls, lang, wrong, true, rule):
    errors = _heldout_errors(lang, wrong)
    assert any(e.startswith(r + ":") for e in errors for r in rule.split("|")), errors


@pytest.mark.parametrize("cls, lang, wrong, true, rule", HELDOUT, ids=[f"{c[0]}: {c[3]}" for c in HELDOUT])
def test_heldout_true_passes(cls, lang, wrong, true, rule):
    assert _heldout_errors(lang, true) == []


@pytest.mark.parametrize("lang, text", HELDOUT_TRUE)
def test_heldout_count_passes(lang, text):
    assert _heldout_errors(lang, text) == []


@pytest.mark.parametrize("text, value, unit", [
    ("耗时只有原来的一半", 0.5, None), ("约一半", 0.5, None), ("half of the time", 0.5, None), ("五分之一", 0.2, None), ("三分之二", 2 / 3, None), ("过半", 0.5, None), ("千分之五", 0.5, "%"),
    ("a fifth of", 0.2, None), ("two thirds", 2 / 3, None), ("a quarter of", 0.25, None), ("one-third of", 1 / 3, None),
    ("under half of", 0.5, None), ("不到一分钟", 1, "min"), ("一小时内", 1, "h"), ("under a minute", 1, "min"),
    ("less than an hour", 1, "h"), ("1.4 万亿 token", 1.4e12, None), ("410 billion tokens", 4.1e11, None),
    ("1.4T tokens", 1.4e12, None), ("300B tokens", 3e11, None), ("1.4 trillion tokens", 1.4e12, None),
    ("6.0E-04", 6e-4, None), ("3×10^-4", 3e-4, None), ("2⁴⁰ 字节", 2.0 ** 40, "byte"), ("2^10 steps", 1024, "step"),
])
def test_word_forms_are_read(text, value, unit):
    from engine.check.extract import Extractor
    from engine.check.markdown import blocks

    ms = [m for b in blocks(text) for m in Extractor([]).run(b)[0]]
    assert len(ms) == 1, [m.text for m in ms]
    m = ms[0]
    assert abs(m.value - value) <= 1e-9 * max(1, value)
    assert (m.unit.symbol if m.unit else None) == unit


# Prose around these words that states no figure: never read.
NOT_FIGURES = ["另一半的时间", "一半一半", "the second half of the run", "A minute later", "一分钟读完", "a third run",
               "the third party", "half-precision", "保存只是 Checkpoint 的一半",
               "Saving is only half of checkpointing", "each minute", "第一分钟", "6.7B parameters"]


@pytest.mark.parametrize("text", NOT_FIGURES)
def test_prose_is_not_a_figure(text):
    from engine.check.extract import Extractor
    from engine.check.markdown import blocks

    ms = [m for b in blocks(text) for m in Extractor([]).run(b)[0] if m.data.get("form")]
    assert ms == [], [m.text for m in ms]
