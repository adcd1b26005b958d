"""Numbers that name things, paired lists and statistic words, in text mode (no brief): each correct sentence
passes, each wrong form fails (a changed value, a swapped pair, the wrong statistic, a label that would hide a
measured figure). The report is made up for this table ("Orca-Net"); the sentences are written for it.

Classes:
- names: a model named with a slash and its patch size ("Orca-L/8"), a resolution ("448²", "at 224 × 224"), a size
  or rate that labels a row ("Send 2K bytes over 10 Gbps network", "Read 8K randomly" read as 8KB), a product and
  its number in a note ("RTX 6000"), a scaled figure in a note ("the 0.8T-token corpus");
- magnitudes: "96B FLOPs" against a column "(billions)", "1.5 万亿 token" against a note "in trillions", "from 0.5M
  tokens … to 2.0M" (the second M is the same scale);
- pairs: "top-1 and top-5 error rates of A and B" element-wise;
- statistics: P99.9 is not P99, the median is P50, "99% of requests complete within 9 ms" is the P99;
- ranges in words: "three to four days";
- comparatives: "…, and B is lower, at N" must hold against the figure before it in its column;
- grouping: "6,144,16 个注意力头" is 6,144 then 16.
"""
from __future__ import annotations

import pytest

T1 = """\
id: T1
title: "Orca-Net: a small vision model family"
publisher: Example Lab
date: 2025-01-01
access: public
url: https://example.com/t1
label: 公开数据
metrics:
  gpus: {value: 4, unit: GPU, note: {en: RTX 6000 GPUs used for training, zh: 训练所用 RTX 6000 显卡}}
  gpu_memory: {value: 48, unit: GB, note: {en: memory of each RTX 6000 GPU, zh: 每块 RTX 6000 的显存}}
  train_days: {range: [3, 4], unit: d, note: {en: training time of Orca-L/8, zh: Orca-L/8 的训练时长}}
  tokens: {value: 1.5, unit: "", note: {en: pretraining tokens in trillions, zh: 预训练 token 数(万亿)}}
  epoch_hours: {value: 30, unit: h, note: {en: time of one epoch over the 0.8T-token corpus, zh: 在 0.8T token 语料上训练一轮的时间}}
  serve_latency:
    unit: ms
    values: {p50: 4, p99: 9, p999: 31}
    note: {en: "request latency: median, 99th and 99.9th percentile", zh: 请求时延:中位数、P99 和 P99.9}
tables:
  models:
    caption: {en: Orca-Net models on ImageNet (error rates), zh: Orca-Net 模型在 ImageNet 上的结果(错误率)}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 模型}}
      image_size: {unit: "", label: {en: Image size (pixels), zh: 输入分辨率(像素)}}
      flops: {unit: "", label: {en: FLOPs (billions), zh: FLOPs(十亿)}}
      batch: {unit: "", label: {en: Batch size (M tokens), zh: 批大小(百万 token)}}
      top1: {unit: "%", label: {en: Top-1 error, zh: Top-1 错误率}}
      top5: {unit: "%", label: {en: Top-5 error, zh: Top-5 错误率}}
    rows:
      s16: [Orca-S/16, 224, 12, 0.5, 24.1, 7.3]
      l8: [Orca-L/8 (largest), 448, 96, 2.0, 19.6, 4.9]
  arch:
    caption: {en: Orca-L/8 architecture, zh: Orca-L/8 的结构}
    where: Table 2
    columns:
      param: {label: {en: Parameter, zh: 参数}}
      value: {unit: "", label: {en: Value, zh: 取值}}
    rows:
      n_layers: [n_layers (layers), 24]
      mlp_dim: [mlp_dim (MLP dimension), 6144]
      n_heads: [n_heads (attention heads), 16]
  ops:
    caption: {en: Latency of two operations, zh: 两种操作的时延}
    where: Table 3
    columns:
      op: {label: {en: Operation, zh: 操作}}
      latency: {unit: us, label: {en: Latency, zh: 时延}}
    rows:
      send: [Send 2K bytes over 10 Gbps network, 2]
      read8k: [Read 8K randomly from NVMe, 80]
  scaling:
    caption: {en: Throughput by number of consumers, zh: 不同消费者数下的吞吐}
    where: Table 4
    columns:
      case: {label: {en: Test, zh: 测试场景}}
      mbps: {unit: MB/s, label: {en: Throughput, zh: 吞吐}}
    rows:
      one: [Single consumer, 50.5]
      four: [Four consumers, 190.2]
"""

# (text, the first error rule, "" when it must pass)
CASES = [
    # a model named with a slash and its patch size
    ("Orca-L/8 reaches a top-1 error of 19.6% [@T1].", ""),
    ("Orca-L/8 reaches a top-1 error of 19.8% [@T1].", "value-mismatch"),
    ("Orca-L/8 的 Top-1 错误率为 19.6% [@T1]。", ""),
    # a resolution: the side is the figure, and it must be the report's
    ("At 448², Orca-L/8 reaches a top-1 error of 19.6% [@T1].", ""),
    ("At 440², Orca-L/8 reaches a top-1 error of 19.6% [@T1].", "value-mismatch"),
    # a magnitude as the report's column states it (FLOPs in billions, batch in M tokens)
    ("Orca-L/8 needs 96B FLOPs [@T1].", ""),
    ("Orca-L/8 needs 97B FLOPs [@T1].", "value-mismatch"),
    ("Orca-L/8 的 FLOPs 为 96B [@T1]。", ""),
    ("Orca-L/8 的 FLOPs 为 95B [@T1]。", "value-mismatch"),
    ("The batch grows from 0.5M tokens for Orca-S/16 to 2.0M for Orca-L/8 [@T1].", ""),
    ("The batch grows from 0.5M tokens for Orca-S/16 to 2.5M for Orca-L/8 [@T1].", "value-mismatch"),
    # a metric whose note states its scale
    ("Orca-Net 的预训练语料为 1.5 万亿 token [@T1]。", ""),
    ("Orca-Net 的预训练语料为 1.6 万亿 token [@T1]。", "value-mismatch"),
    ("Orca-Net was pretrained on 1.5 trillion tokens [@T1].", ""),
    # a scaled size in a note names the condition of the measurement
    ("在 0.8T token 的语料上训练一轮需要 30 小时 [@T1]。", ""),
    ("在 0.9T token 的语料上训练一轮需要 30 小时 [@T1]。", "value-mismatch"),
    # sizes and rates that label a row; the measured figure beside them is still checked
    ("Sending 2K bytes over a 10 Gbps network takes 2 µs [@T1].", ""),
    ("Sending 2K bytes over a 1 Gbps network takes 2 µs [@T1].", "unsourced-number"),
    ("Sending 2K bytes over a 10 Gbps network takes 3 µs [@T1].", "unit-mismatch"),
    ("Sending 2K bytes over a 10 Gbps network takes 80 µs [@T1].", "unsourced-number"),  # the NVMe row's figure
    ("NVMe 随机读 8KB 需要 80 微秒 [@T1]。", ""),
    ("NVMe 随机读 16KB 需要 80 微秒 [@T1]。", "unsourced-number"),
    # a product and its number in a note is a name; the count and the scope beside it are still checked
    ("Training takes three to four days on four RTX 6000 GPUs [@T1].", ""),
    ("Training takes three to five days on four RTX 6000 GPUs [@T1].", "value-mismatch"),
    ("Training takes three to four days on five RTX 6000 GPUs [@T1].", "value-mismatch"),
    ("训练用了三到四天 [@T1]。", ""),
    ("训练用了二到四天 [@T1]。", "value-mismatch"),
    ("Each RTX 6000 GPU has 48GB of memory [@T1].", ""),
    ("The RTX 6000 GPUs have 48GB of memory in total [@T1].", "value-mismatch"),
    # pairs: two names sharing their last word, and two figures, go element-wise
    ("Orca-S/16 has top-1 and top-5 error rates of 24.1% and 7.3% [@T1].", ""),
    ("Orca-S/16 has top-1 and top-5 error rates of 7.3% and 24.1% [@T1].", "value-mismatch"),
    ("Orca-S/16 的 Top-1 和 Top-5 错误率分别为 24.1% 和 7.3% [@T1]。", ""),
    ("Orca-S/16 的 Top-1 和 Top-5 错误率分别为 7.3% 和 24.1% [@T1]。", "value-mismatch"),
    # a comparative that leads into the second of two cells of one column says which way it lies from the first
    ("Orca-S/16 has a top-1 error of 24.1%, and Orca-L/8 is lower, at 19.6% [@T1].", ""),
    ("Orca-S/16 has a top-1 error of 24.1%, and Orca-L/8 is higher, at 19.6% [@T1].", "value-mismatch"),
    ("Orca-S/16 的 Top-1 错误率为 24.1%,Orca-L/8 更低,为 19.6% [@T1]。", ""),
    ("Orca-S/16 的 Top-1 错误率为 24.1%,Orca-L/8 更高,为 19.6% [@T1]。", "value-mismatch"),
    # statistics: P99.9 is not P99, the median is P50
    ("请求时延中位数 4 毫秒,P99.9 为 31 毫秒 [@T1]。", ""),
    ("请求时延 P99.9 为 9 毫秒 [@T1]。", "value-mismatch"),
    ("请求时延中位数为 9 毫秒 [@T1]。", "value-mismatch"),
    ("The median request latency is 4 ms and the P99.9 is 31 ms [@T1].", ""),
    ("The P99.9 request latency is 9 ms [@T1].", "value-mismatch"),
    ("The P99 request latency is 31 ms [@T1].", "value-mismatch"),
    # the share of events under a latency bound is the percentile of that latency
    ("99% of requests complete within 9 ms [@T1].", ""),
    ("99.9% of requests complete within 9 ms [@T1].", "qualifier-violation"),
    ("99% of requests complete within 4 ms [@T1].", "qualifier-violation"),
    ("98% of requests complete within 9 ms [@T1].", "unsourced-number"),  # not the FLOPs column's 96 (billions)
    ("99% 的请求在 9 毫秒内完成 [@T1]。", ""),
    ("99% 的请求在 4 毫秒内完成 [@T1]。", "qualifier-violation"),
    # rows counted in words ("Four consumers") are named by "4 个" with their noun; another noun's count is checked
    ("消费者从 1 个增加到 4 个,吞吐从 50.5MB/s 提升到 190.2MB/s [@T1]。", ""),
    # (a wrong count here, "增加到 5 个", is a whole number up to 10 that binds nothing: skipped as a count, as before)
    ("消费者从 1 个增加到 4 个,吞吐从 50.5MB/s 提升到 150.2MB/s [@T1]。", "value-mismatch"),
    ("Going from 1 consumer to 4 consumers lifts throughput from 50.5 MB/s to 190.2 MB/s [@T1].", ""),
    # a key→value table: "24 layers" is the layers row; a full-width comma between two numbers parts them
    ("Orca-L/8 stacks 24 layers [@T1].", ""),
    ("Orca-L/8 stacks 25 layers [@T1].", "value-mismatch"),
    ("Orca-L/8 的 MLP 维度为 6,144,16 个注意力头 [@T1]。", ""),
    ("Orca-L/8 的 MLP 维度为 6,144,18 个注意力头 [@T1]。", "value-mismatch"),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from tests.conftest import evidence_registry

    root = tmp_path_factory.mktemp("names")
    (root / "evidence").mkdir()
    (root / "evidence" / "T1.yaml").write_text(T1, encoding="utf-8")
    return evidence_registry(root)


@pytest.mark.parametrize("text, rule", CASES)
def test_names_pairs_and_statistics(registry, text, rule):
    import datetime as dt

    from engine.check.api import check_text
    from engine.models.config import CheckConfig

    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    errors = [f for f in check_text(text + "\n", "a.md", registry=registry, config=CheckConfig(), lang=lang,
                                    today=dt.date(2026, 1, 1)).findings if f.severity == "error"]
    got = errors[0].rule if errors else ""
    assert got == rule, [(f.rule, f.message) for f in errors]
