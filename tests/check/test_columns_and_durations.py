"""Text mode: a table whose rows differ by a duration of their setting ("10 min labeled", "1 h labeled") and whose
columns differ by one word of their labels ("dev clean WER", "dev other WER").

- A duration in a row's name is a label: "10 minutes of labeled audio", "100-hour", "one hour", "10 分钟" verify as
  it, and name that row, so a figure of another row fails.
- A multiple whose operands are listed in a parenthesis after it ("3.5 times the size of SMALL (412M vs 118M)",
  "是 SMALL 的 3.5 倍(412M 对 118M)") is the ratio of the two, in the order the sentence names them.
- "A is higher than B", "A 低于 B", "A exceeds B" with A and B two cells of one column: the comparison is read.
- "(3.4% vs 5.3%)" after a row's name: the first figure is the row named, the second the other row compared.
- A caption that lists the columns ("TaskA and TaskB accuracy, Summ Rouge-L") names each column's own cells only, so
  "TaskB 准确率 … 高出 2.4 个百分点" is not the Rouge-L difference 45.9 − 43.5.
- A figure whose clause names another column of its table (by a word that column's label has and its own lacks) is
  about that column: the cell the sentence names is read, and a swapped column fails.
Each row: (text, the first error rule, "error" for any error, or "" when it must pass).

Invented report: D1, a speech model's word error rates by the amount of labeled data."""
from __future__ import annotations

import pytest

from tests.check.briefs import assert_first_rule, text_registry

D1 = """id: D1
title: "EchoNet ASR: WER with 15 min to 200 h of labeled data"
publisher: Example Lab
date: 2026-04-01
access: public
url: https://example.com/d1.pdf
metrics:
  params_large: {value: 412, unit: M, note: {en: parameters of the LARGE model, zh: LARGE 模型参数量}}
  params_small: {value: 118, unit: M, note: {en: parameters of the SMALL model, zh: SMALL 模型参数量}}
tables:
  wer:
    caption: {en: word error rate by amount of labeled data, zh: 不同标注数据量下的词错误率}
    where: Table 2
    columns:
      setting: {label: {en: Model / labeled data, zh: 模型 / 标注数据量}}
      dev_clean: {unit: "%", label: {en: dev clean WER, zh: dev clean 词错误率}}
      dev_other: {unit: "%", label: {en: dev other WER, zh: dev other 词错误率}}
      test_clean: {unit: "%", label: {en: test clean WER, zh: test clean 词错误率}}
    rows:
      m15: [EchoNet - 15 min labeled, 5.3, 9.1, 5.6]
      h2: [EchoNet - 2 h labeled, 3.4, 6.7, 3.5]
      h20: [EchoNet - 20 h labeled, 2.7, 5.2, 2.8]
      h200: [EchoNet - 200 h labeled, 2.1, 4.4, 2.3]
  links:
    caption: {en: interconnect of the two form factors, zh: 两种规格的互连带宽}
    where: Table 3
    columns:
      form: {label: {en: Form factor, zh: 规格}}
      nvlink: {unit: GB/s, label: {en: NVLink bandwidth, zh: NVLink 带宽}}
      pcie: {unit: GB/s, label: {en: PCIe bandwidth, zh: PCIe 带宽}}
    rows:
      sxm: [X1 SXM, 900, 128]
      card: [X1 PCIe, 600, 128]
  methods:
    caption: {en: "Methods on Z-1 (TaskA and TaskB accuracy, Summ Rouge-L)", zh: "各方法在 Z-1 上的表现(TaskA、TaskB 准确率,Summ Rouge-L)"}
    where: Table 4
    columns:
      method: {label: {en: Method, zh: 方法}}
      params: {unit: M, label: {en: Trainable parameters, zh: 可训练参数量}}
      taska: {unit: "%", label: {en: TaskA Acc., zh: TaskA 准确率}}
      taskb: {unit: "%", label: {en: TaskB Acc., zh: TaskB 准确率}}
      rl: {unit: "", label: {en: Summ Rouge-L, zh: Summ Rouge-L}}
    rows:
      ft: [Full fine-tuning, 1000.0, 73.8, 89.5, 44.5]
      bias: [BiasOnly, 14.2, 71.3, 91.0, 43.5]
      lowrank: [LowRank 4.7M, 4.7, 73.4, 91.7, 45.9]
"""

CASES = [
    # a duration that names a row
    ("With only 15 minutes of labeled audio, EchoNet reaches 5.6% WER on test-clean [@D1].", ""),
    ("With only 16 minutes of labeled audio, EchoNet reaches 5.6% WER on test-clean [@D1].", "unsourced-number"),
    ("只用 15 分钟标注数据,EchoNet 在 test-clean 上的词错误率为 5.6% [@D1]。", ""),
    ("Fine-tuned on 200 hours, EchoNet gets 2.3% on test-clean [@D1].", ""),
    ("The 200-hour model posts 2.1% WER on dev-clean [@D1].", ""),
    ("The 200-hour model posts 2.7% WER on dev-clean [@D1].", "value-mismatch"),
    ("With two hours of labels the WER is 3.4% on dev-clean [@D1].", ""),
    ("在 200 小时标注数据下,EchoNet 的 dev other 词错误率为 4.4% [@D1]。", ""),
    # figures listed with the columns listed: element-wise, by the words that tell the columns apart
    ("The 200-hour model reaches 2.1% and 4.4% WER on dev clean and dev other [@D1].", ""),
    ("The 200-hour model reaches 4.4% and 2.1% WER on dev clean and dev other [@D1].", "error"),
    ("The 200-hour model achieves 2.1%/4.4% on dev clean/other [@D1].", ""),
    ("The 200-hour model achieves 4.4%/2.1% on dev clean/other [@D1].", "error"),
    ("200 小时模型在 dev clean 和 dev other 上分别为 2.1% 和 4.4% [@D1]。", ""),
    ("200 小时模型在 dev clean 和 dev other 上分别为 4.4% 和 2.1% [@D1]。", "error"),
    ("用两小时标注数据时,EchoNet 的 dev clean 词错误率为 3.4% [@D1]。", ""),
    ("用两小时标注数据时,EchoNet 的 dev clean 词错误率为 2.7% [@D1]。", "value-mismatch"),
    # a column named in the clause
    ("The 200-hour model posts 2.1% WER on dev-other [@D1].", "value-mismatch"),
    ("The 20-hour model posts 5.2% WER on dev-other and 2.8% on test-clean [@D1].", ""),
    ("The 20-hour model posts 5.2% WER on test-clean and 2.8% on dev-other [@D1].", "value-mismatch"),
    ("200 小时标注的模型在 dev other 上的词错误率为 2.1% [@D1]。", "value-mismatch"),
    ("200 小时标注的模型在 dev clean 上的词错误率为 2.1% [@D1]。", ""),
    # a multiple with its operands in a parenthesis after it
    ("The LARGE model is roughly 3.5 times the size of SMALL (412M vs 118M parameters) [@D1].", ""),
    ("The SMALL model is roughly 3.5 times the size of LARGE (118M vs 412M parameters) [@D1].", "error"),
    ("The LARGE model is 3.9 times the size of SMALL (412M vs 118M parameters) [@D1].", "unsourced-number"),
    ("LARGE 模型的参数量约为 SMALL 的 3.5 倍(412M 对 118M)[@D1]。", ""),
    ("SMALL 模型的参数量约为 LARGE 的 3.5 倍(118M 对 412M)[@D1]。", "error"),
    # a comparative with its object between two cells of one column
    ("With 15 minutes of labels, EchoNet's dev-other WER of 9.1% is higher than the 2-hour model's 6.7% [@D1].", ""),
    ("With 15 minutes of labels, EchoNet's dev-other WER of 9.1% is lower than the 2-hour model's 6.7% [@D1].",
     "value-mismatch"),
    ("15 分钟标注的 EchoNet,dev other 词错误率 9.1%,仍然高于用 2 小时标注的模型的 6.7% [@D1]。", ""),
    ("15 分钟标注的 EchoNet,dev other 词错误率 9.1%,已经低于用 2 小时标注的模型的 6.7% [@D1]。", "value-mismatch"),
    ("The 2-hour model's 6.7% dev-other WER is below the 15-minute model's 9.1% [@D1].", ""),
    ("The 2-hour model's 6.7% dev-other WER exceeds the 15-minute model's 9.1% [@D1].", "value-mismatch"),
    # "(a vs b)": b is the other row of the comparison, a the row named
    ("The 2-hour model leads on dev clean (3.4% vs 5.3%) and test clean (3.5% vs 5.6%) [@D1].", ""),
    ("The 2-hour model leads on dev clean (3.4% vs 5.3%) and test clean (5.6% vs 3.5%) [@D1].", "value-mismatch"),
    ("The 2-hour model leads on dev clean (5.3% vs 3.4%) [@D1].", "value-mismatch"),
    # a caption that lists the columns names each column's cells only
    ("LowRank 仅训练 4.7M 参数,TaskB 准确率就比全量微调高出 2.2 个百分点 [@D1]。", ""),
    ("LowRank 仅训练 4.7M 参数,TaskB 准确率就比全量微调高出 2.4 个百分点 [@D1]。", "unsourced-number"),
    ("LowRank 仅训练 4.7M 参数,TaskB 准确率就比全量微调高出 2.7 个百分点 [@D1]。", "unsourced-number"),
    ("With 4.7M trainable parameters, LowRank beats full fine-tuning on TaskB by 2.2 points [@D1].", ""),
    ("With 4.7M trainable parameters, LowRank beats full fine-tuning on TaskB by 2.4 points [@D1].", "error"),
    # a column named in the sentence before the figure frames it; a column word "other" describes no rows
    ("On dev other, the 200-hour model reaches 2.3% [@D1].", "value-mismatch"),
    ("On dev other, the 200-hour model reaches 4.4% [@D1].", ""),
    ("The 200-hour model, measured on dev other, gets 2.1% WER [@D1].", "value-mismatch"),
    ("With 20 hours of labeled data the model reaches 4.4% WER on dev other [@D1].", "value-mismatch"),
    ("With 20 hours of labeled data the model reaches 5.2% WER on dev other [@D1].", ""),
    # "(a vs b)" lists the rows in the sentence's order, the subject first
    ("The 200-hour model beats the 20-hour model on dev other (4.4% vs 5.2%) [@D1].", ""),
    ("The 200-hour model beats the 20-hour model on dev other (5.2% vs 4.4%) [@D1].", "value-mismatch"),
    ("200 小时标注的模型在 dev other 上优于 20 小时标注的模型(5.2% 对 4.4%)[@D1]。", "value-mismatch"),
    ("The 200-hour model's dev-other WER is lower than the 20-hour model's (4.4% vs 5.2%) [@D1].", ""),
    ("Compared with the 20-hour model, the 200-hour model is 0.8 points better on dev other (4.4% vs 5.2%) [@D1].", ""),
    # values swapped between two named rows, the comparative still true as written
    ("The 20-hour model's 4.4% dev-other WER is lower than the 200-hour model's 5.2% [@D1].", "value-mismatch"),
    ("The 200-hour model's 4.4% dev-other WER is lower than the 20-hour model's 5.2% [@D1].", ""),
    ("20 小时模型的 dev other 词错误率 4.4% 低于 200 小时模型的 5.2% [@D1]。", "value-mismatch"),
    # operands in a parenthesis in the wrong order
    ("The LARGE model is roughly 3.5 times the size of SMALL (118M vs 412M parameters) [@D1].", "error"),
    ("The LARGE model is roughly 3.5 times the size of SMALL (412M vs 118M parameters) [@D1].", ""),
    # a word every column has names none of them, nor does a word that names rows ("PCIe" of "X1 PCIe")
    ("NVLink on the X1 SXM runs at 900 GB/s, 1.5x the 600 GB/s of the X1 PCIe [@D1].", ""),
    ("The 200-hour model has a WER of 2.1% on the dev clean set [@D1].", ""),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    return text_registry(tmp_path_factory.mktemp("d1"), {"D1": D1})


@pytest.mark.parametrize("text, rule", CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_durations_and_columns_name_cells(registry, text, rule):
    assert_first_rule(registry, text, rule)
