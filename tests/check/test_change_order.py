"""Text mode: changes written end first, figures rounded to thousands, and differences of two rows of one column.

- "lifts random reads to 23,000 IOPS from 22,000" is a change from 22,000 to 23,000, like "from 22,000 to 23,000":
  its two ends are levels of two rows, and its direction word (lifts, boosts, slashes, trims, halves) must agree
  with the order of the two values.
- "403,000" for 403,063 is rounded to thousands: a figure with a thousands separator, three or more trailing zeros
  and three significant digits stands for ±500 (±0.5% at most); "1,000" and "20,000" stay exact.
- "halves the training time, from 9.5 to 4.7 days", "cuts it by 51%, from 9.5 to 4.7 days": the figure of a change
  written before it, `from` right before its first end. A half (halves, 减半) is 47.5–52.5%.
- "1.5x faster than reverse iteration (0.476 vs 0.724)": a row named as the object of a comparison is the pair's
  second figure's, not the first's; a row named only before `than` / `N% of` is the subject, and a figure after it
  whose own row is written there is the object's ("LoRA's 4.7M … 0.0027% of Model X's 175,255.8M").
- "超过了 B 的 864 万步": a qualifier word before "B 的" governs a multiple, a fraction or a percent after 的, never an
  amount of B's own.
- "Switch-Base (capacity factor 1.0) … 17.3 hours sooner than MoE-Base": a difference of two rows, one of whose
  printed names several rows share, is at the setting the sentence writes (sooner, earlier, later, 早 say a difference).
- "仅为 Inception 的 6.8%": the value a share is of is told apart by its row's own words, also when the caption names
  that row ("training steps of Inception and each BN network").
- "16 times the 19.5 teraFLOPS of FP32": a label right after a figure (of, on, for, in) names its column, before a
  column named earlier in the sentence.
- "BitFit 在 MNLI-m 上比全量微调低 1.5 个百分点" when BitFit is the higher: a comparative at a difference of two rows,
  with one row named as the object, says which way the other lies; the figure of a change says which way it goes
  ("raises … by 51%, from 9.5 to 4.7 days" fails); the row named as a figure's owner right before it ("Ape-X 的
  100 万步") is its row.
- "403,063 requests per second, just over 400,000": a figure set off by a comma right after another restates it,
  under its own rounding and qualifier.
- "0.4 points more than B" is a difference of scores, never a 40% change.
- "AP50" names the AP50 column, not the AP column whose word it starts with.
- A difference of two rows of one column is judged against the column its sentence names ("在 MNLI-m 上 …,比全量微调
  高 1.5 个百分点,但 WikiSQL 低 2.5 个百分点"): swapped figures fail.
- "864 万步" and "8.64 million steps" read against a plain column labelled "Training steps (millions)", and so does a
  difference of two of its cells ("7.64 million more training steps").
- "约为 MuZero 的 8.6 倍" is the multiple of the two rows even when MuZero's value is 1.0.
- "the 0.724 µs/op of reverse iteration", "BitFit's 14.2M": the owner of a figure is its row (not of a multiple or a
  percent, which are relative to it).
Each row: (text, the first error rule, "error" for any error, or "" when it must pass).

Invented report: V9, a drive datasheet, a pipelining benchmark and results tables."""
from __future__ import annotations

import pytest

from tests.check.briefs import assert_first_rule, text_registry

V9 = """id: V9
title: "Drive, pipelining and tuning results"
publisher: Example Lab
date: 2026-05-01
access: public
url: https://example.com/v9.pdf
tables:
  drives:
    caption: {en: drive specifications by capacity, zh: 各容量的规格}
    where: Table 1
    columns:
      capacity: {label: {en: Capacity, zh: 容量}}
      rr: {unit: "", label: {en: "Random read IOPS (QD1)", zh: "随机读取 IOPS(QD1)"}}
      tbw: {unit: TB, label: {en: Endurance (TBW), zh: 写入寿命}}
    rows:
      c1tb: [1TB, 22000, 600]
      c4tb: [4TB, 23000, 2400]
  rps:
    caption: {en: requests per second with and without pipelining, zh: 有无流水线时的每秒请求数}
    where: Table 2
    columns:
      test: {label: {en: Test, zh: 测试}}
      rps: {unit: "", label: {en: requests per second, zh: 每秒请求数}}
    rows:
      set_p1: [SET without pipelining, 74239.05]
      set_p16: [SET with pipelining, 403063.28]
  det:
    caption: {en: detector accuracy, zh: 检测精度}
    where: Table 3
    columns:
      method: {label: {en: Method, zh: 方法}}
      ap: {unit: "", label: {en: AP, zh: AP}}
      ap50: {unit: "", label: {en: AP50, zh: AP50}}
    rows:
      rfcn: [R-FCN, 29.9, 51.9]
      yolo: [YOLOv3-320, 28.2, 51.5]
  tune:
    caption: {en: accuracy by tuning method, zh: 各微调方法的准确率}
    where: Table 4
    columns:
      method: {label: {en: Method, zh: 方法}}
      wikisql: {unit: "%", label: {en: WikiSQL Acc., zh: WikiSQL 准确率}}
      mnli: {unit: "%", label: {en: MNLI-m Acc., zh: MNLI-m 准确率}}
    rows:
      ft: [Full fine-tuning, 73.8, 89.5]
      bitfit: [BitFit, 71.3, 91.0]
  agents:
    caption: {en: agents on Atari, zh: Atari 上的智能体}
    where: Table 5
    columns:
      agent: {label: {en: Agent, zh: 智能体}}
      median: {unit: "%", label: {en: Median normalised score, zh: 归一化得分中位数}}
      steps: {unit: "", label: {en: Training steps (millions), zh: 训练步数(百万)}}
    rows:
      apex: [Ape-X, 434.1, 8.64]
      mz: [MuZero, 2041.1, 1.0]
      rean: [MuZero Reanalyze, 731.1, 1.0]
  train:
    caption: {en: training time of GPT-2 small, zh: GPT-2 small 的训练时间}
    where: Table 6
    columns:
      stack: {label: {en: Stack, zh: 框架}}
      days: {unit: d, label: {en: Training time, zh: 训练时间}}
    rows:
      hf: [Huggingface, 9.5]
      mlm: [Megatron-LM, 4.7]
      other: [Other stack, 6.9]
  iter:
    caption: {en: iteration latency, zh: 遍历延迟}
    where: Table 7
    columns:
      bench: {label: {en: Benchmark, zh: 测试}}
      latency: {unit: us, label: {en: latency per op, zh: 每次操作延迟}}
    rows:
      readseq: [readseq (sequential reads), 0.476]
      readreverse: [readreverse (reverse sequential reads), 0.724]
  params:
    caption: {en: trainable parameters by method, zh: 各方法的可训练参数量}
    where: Table 8
    columns:
      method: {label: {en: Model & Method, zh: 方法}}
      trainable: {unit: M, label: {en: Trainable parameters, zh: 可训练参数量}}
    rows:
      ft: [Model X (FT) full fine-tuning, 175255.8]
      bitfit: [Model X (BitFit), 14.2]
      lora: [Model X (LoRA), 4.7]
  moe:
    caption: {en: time to the quality threshold, zh: 达到质量阈值的时间}
    where: Table 9
    columns:
      model: {label: {en: Model, zh: 模型}}
      capacity: {unit: "", label: {en: Capacity factor, zh: 容量因子}}
      time: {unit: h, label: {en: Time to quality threshold, zh: 达到质量阈值所需时间}}
    rows:
      moe_2: [MoE-Base, 2.0, 68.7]
      switch_2: [Switch-Base, 2.0, 72.8]
      moe_1: [MoE-Base, 1.0, 80.1]
      switch_1: [Switch-Base, 1.0, 62.8]
  bn:
    caption: {en: training steps of Inception and each BN network, zh: Inception 及各 BN 网络所需的训练步数}
    where: Table 10
    columns:
      model: {label: {en: Model, zh: 模型}}
      steps: {unit: step, label: {en: Steps to 72.2%, zh: 达到 72.2% 所需步数}}
    rows:
      inception: [Inception, 31000000]
      bn_x5: [BN-x5, 2100000]
      bn_x30: [BN-x30, 2700000]
  gpu:
    caption: {en: accelerator throughput, zh: 加速卡算力}
    where: Table 11
    columns:
      name: {label: {en: Accelerator, zh: 加速卡}}
      fp16: {unit: "", label: {en: FP16 Tensor Core (teraFLOPS), zh: FP16 Tensor Core 算力(TFLOPS)}}
      fp32: {unit: "", label: {en: FP32 (teraFLOPS), zh: FP32 算力(TFLOPS)}}
      fp64: {unit: "", label: {en: FP64 (teraFLOPS), zh: FP64 算力(TFLOPS)}}
      fp64_tc: {unit: "", label: {en: FP64 Tensor Core (teraFLOPS), zh: FP64 Tensor Core 算力(TFLOPS)}}
    rows:
      a100: [A100 PCIe, 312, 19.5, 9.7, 19.5]
"""

CASES = [
    # a change written end first
    ("The 4TB version lifts QD1 random reads to 23,000 IOPS from 22,000 [@V9].", ""),
    ("The 4TB version lifts QD1 random reads from 22,000 to 23,000 IOPS [@V9].", ""),
    ("The 4TB version lifts QD1 random reads to 22,000 IOPS from 23,000 [@V9].", "error"),
    ("The 4TB version lifts QD1 random reads from 23,000 to 22,000 IOPS [@V9].", "error"),
    ("The 4TB version lifts QD1 random reads to 24,000 IOPS from 22,000 [@V9].", "error"),
    ("QD1 random reads rise to 23,000 IOPS from 21,000 on the 4TB version [@V9].", "error"),
    ("Going back to the 1TB version slashes rated endurance to 600 TB from 2,400 TB [@V9].", ""),
    ("Going back to the 1TB version slashes rated endurance to 2,400 TB from 600 TB [@V9].", "error"),
    # figures rounded to thousands
    ("Pipelining lifts SET throughput from roughly 74,000 to 403,000 requests per second [@V9].", ""),
    ("Pipelining lifts SET throughput from roughly 74,000 to 404,000 requests per second [@V9].", "value-mismatch"),
    ("Pipelining lifts SET throughput from roughly 74,000 to 403,100 requests per second [@V9].", "value-mismatch"),
    ("With pipelining, SET reaches 403,000 requests per second [@V9].", ""),
    ("With pipelining, SET reaches 402,000 requests per second [@V9].", "value-mismatch"),
    ("Without pipelining, SET reaches 74,000 requests per second [@V9].", "value-mismatch"),
    # the figure of a change written before it
    ("Megatron-LM halves the Huggingface training time, from 9.5 to 4.7 days [@V9].", ""),
    ("Megatron-LM 将训练时间减半,从 9.5 天降到 4.7 天 [@V9]。", ""),
    ("Megatron-LM cuts the Huggingface training time by 51%, from 9.5 to 4.7 days [@V9].", ""),
    ("Megatron-LM cuts the Huggingface training time by 41%, from 9.5 to 4.7 days [@V9].", "error"),
    ("Megatron-LM halves the Huggingface training time, from 9.5 to 6.9 days [@V9].", "error"),
    ("Megatron-LM 将训练时间减半,从 9.5 天降到 6.9 天 [@V9]。", "error"),
    # the object of a comparison is the second figure of a pair after it
    ("Forward iteration is about 1.5x faster than reverse iteration (0.476 vs 0.724 µs/op) [@V9].", ""),
    ("Forward iteration is about 1.5x faster than reverse iteration (0.724 vs 0.476 µs/op) [@V9].", "error"),
    ("Reverse iteration takes 0.476 µs per op [@V9].", "value-mismatch"),
    ("LoRA's 4.7M trainable parameters are about 0.0027% of Model X's 175,255.8M [@V9].", ""),
    ("LoRA's 4.7M trainable parameters are about 0.0027% of Model X's 175,255.9M [@V9].", "error"),
    ("LoRA has far fewer trainable parameters than full fine-tuning's 14.2M [@V9].", "value-mismatch"),
    ("LoRA trains 14.2M parameters [@V9].", "value-mismatch"),
    # a difference of two rows at the setting the sentence names
    ("Switch-Base (capacity factor 1.0) hits the threshold in 62.8 hours, 17.3 hours sooner than MoE-Base [@V9].", ""),
    ("Switch-Base (capacity factor 1.0) hits the threshold in 62.8 hours, 5.9 hours sooner than MoE-Base [@V9].",
     "value-mismatch"),
    ("Switch-Base(容量因子 1.0)用 62.8 小时达到质量阈值,比 MoE-Base 早 17.3 小时 [@V9]。", ""),
    ("Switch-Base(容量因子 1.0)用 62.8 小时达到质量阈值,比 MoE-Base 早 5.9 小时 [@V9]。", "value-mismatch"),
    ("Switch-Base (capacity factor 2.0) hits the threshold in 72.8 hours, 4.1 hours later than MoE-Base [@V9].", ""),
    # a share of a row a caption names too
    ("BN-x5 所需的训练步数仅为 Inception 的 6.8% [@V9]。", ""),
    ("BN-x5 needs only 6.8% of the training steps of Inception [@V9].", ""),
    ("BN-x5 所需的训练步数仅为 Inception 的 8.6% [@V9]。", "error"),
    ("BN-x30 所需的训练步数仅为 Inception 的 6.8% [@V9]。", "error"),
    ("Inception 所需的训练步数仅为 BN-x5 的 6.8% [@V9]。", "error"),
    # a label right after a figure names its column
    ("FP16 Tensor Core throughput is 312 teraFLOPS, 16 times the 19.5 teraFLOPS of FP32 [@V9].", ""),
    ("FP16 Tensor Core throughput is 312 teraFLOPS, 32 times the 9.7 teraFLOPS of FP32 [@V9].", "error"),
    ("The A100 PCIe reaches 9.7 teraFLOPS of FP32 [@V9].", "value-mismatch"),
    # a comparative at a difference of two rows says which way the subject lies from the object
    ("BitFit 在 MNLI-m 上比全量微调高 1.5 个百分点 [@V9]。", ""),
    ("BitFit 在 MNLI-m 上比全量微调低 1.5 个百分点 [@V9]。", "value-mismatch"),
    ("R-FCN scores 0.4 points more AP50 than YOLOv3-320 [@V9].", ""),
    ("YOLOv3-320 scores 0.4 points more AP50 than R-FCN [@V9].", "error"),
    ("R-FCN scores 1.7 points more AP50 than YOLOv3-320 [@V9].", "error"),
    # the change's own figure says which way it goes
    ("Megatron-LM raises the training time by 51%, from 9.5 to 4.7 days [@V9].", "value-mismatch"),
    ("Megatron-LM 将训练时间提升了 51%,从 9.5 天降到 4.7 天 [@V9]。", "value-mismatch"),
    ("Megatron-LM halves the training time to 4.7 days from 9.5 [@V9].", ""),
    # the owner written right before a figure is its row
    ("MuZero 以 100 万训练步超过了 Ape-X 的 100 万步所得的成绩 [@V9]。", "value-mismatch"),
    ("With pipelining, SET reaches 403 000 requests per second [@V9].", ""),
    ("BitFit 的 MNLI-m 准确率超过了全量微调的 89.5% [@V9]。", ""),
    ("BitFit 的 MNLI-m 准确率超过了全量微调的 91.0% [@V9]。", "error"),
    # a difference of two cells of a column that prints its scale, read at that scale
    ("Ape-X used 7.64 million more training steps than MuZero [@V9].", ""),
    ("Ape-X 比 MuZero 多训练了 764 万步 [@V9]。", ""),
    ("Ape-X 比 MuZero 多训练了 774 万步 [@V9]。", "error"),
    # the owner after a figure (the X of B), and rows named in Chinese (正向, 反向)
    ("Forward iteration is 1.5 times faster than the 0.724 µs/op of reverse iteration [@V9].", ""),
    ("Forward iteration is 1.5 times faster than the 0.476 µs/op of reverse iteration [@V9].", "value-mismatch"),
    ("LoRA trains far fewer parameters than BitFit's 175,255.8M [@V9].", "value-mismatch"),
    ("LoRA trains far fewer parameters than BitFit's 14.2M [@V9].", ""),
    ("FP16 Tensor Core throughput is 312 teraFLOPS, 20 times the 19.5 teraFLOPS of FP32 [@V9].", "error"),
    ("Switch-Base (capacity factor 1.0) hits the threshold in 62.8 hours, 17.3 hours later than MoE-Base [@V9].",
     "value-mismatch"),
    ("Going from full fine-tuning to BitFit raises MNLI-m accuracy by 1.5 points, from 89.5% to 91.0% [@V9].", ""),
    ("Going from full fine-tuning to BitFit cuts MNLI-m accuracy by 1.5 points, from 89.5% to 91.0% [@V9].",
     "value-mismatch"),
    # a figure right after than is the object's
    ("Forward iteration runs 1.5x faster than 0.724 µs per op [@V9].", ""),
    # 超过了 B 的 N 步: a verb, and N is B's own amount (no bound)
    ("MuZero 以 100 万训练步超过了 Ape-X 的 864 万步所得的成绩 [@V9]。", ""),
    ("MuZero 以 100 万训练步超过了 Ape-X 的 863 万步所得的成绩 [@V9]。", "value-mismatch"),
    # a figure restated after a comma
    ("With pipelining, SET reaches 403,063.28 requests per second, just over 400,000 [@V9].", ""),
    ("With pipelining, SET reaches 403,063.28 requests per second, or about 0.4 million [@V9].", ""),
    ("流水线下 SET 每秒处理 403,063.28 个请求,即约 40 万个 [@V9]。", ""),
    ("With pipelining, SET reaches 403,063.28 requests per second, just over 500,000 [@V9].", "error"),
    ("With pipelining, SET reaches 403,063.28 requests per second, just under 400,000 [@V9].", "error"),
    ("流水线下 SET 每秒处理 403,063.28 个请求,即约 50 万个 [@V9]。", "error"),
    # a difference in points, and a column named by a word that starts another column's
    ("R-FCN reaches 51.9 AP50, 0.4 points more than YOLOv3-320 [@V9].", ""),
    ("R-FCN reaches 51.9 AP50, 0.5 points more than YOLOv3-320 [@V9].", "error"),
    ("R-FCN's AP50 is 0.4 higher than YOLOv3-320's [@V9].", ""),
    ("R-FCN's AP is 1.7 higher than YOLOv3-320's [@V9].", ""),
    ("R-FCN's AP is 0.4 higher than YOLOv3-320's [@V9].", "error"),
    # a difference of two rows is about the column its sentence names
    ("BitFit 在 MNLI-m 上达到 91.0%,比全量微调高 1.5 个百分点,但 WikiSQL 低 2.5 个百分点 [@V9]。", ""),
    ("BitFit 在 MNLI-m 上达到 91.0%,比全量微调高 2.5 个百分点,但 WikiSQL 低 1.5 个百分点 [@V9]。", "error"),
    ("BitFit 在 MNLI-m 上达到 91.0%,比全量微调高 1.6 个百分点 [@V9]。", "error"),
    # steps written with their noun against a plain steps column that prints its scale
    ("Ape-X trained for 8.64 million steps [@V9].", ""),
    ("Ape-X trained for 8,640,000 steps [@V9].", ""),
    ("Ape-X 的训练步数达 864 万步 [@V9]。", ""),
    ("Ape-X 的训练步数达 865 万步 [@V9]。", "value-mismatch"),
    ("Ape-X trained for 9.64 million steps [@V9].", "error"),
    # a multiple of two rows when the other row's value is 1.0, and never a percent the report prints
    ("Ape-X 的训练步数达 864 万步,约为 MuZero 的 8.6 倍 [@V9]。", ""),
    ("Ape-X 的训练步数达 864 万步,约为 MuZero 的 9.6 倍 [@V9]。", "error"),
    ("Ape-X 的训练步数达 864 万步,约为 MuZero 的 4.3 倍 [@V9]。", "error"),
    ("BitFit reaches 91.0% on MNLI-m, 1.5 points above full fine-tuning, but trails it by 2.5 points on WikiSQL "
     "[@V9].", ""),
    ("BitFit reaches 91.0% on MNLI-m, 2.5 points above full fine-tuning, but trails it by 1.5 points on WikiSQL "
     "[@V9].", "error"),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    return text_registry(tmp_path_factory.mktemp("v9"), {"V9": V9})


@pytest.mark.parametrize("text, rule", CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_change_order_and_rounding(registry, text, rule):
    assert_first_rule(registry, text, rule)
