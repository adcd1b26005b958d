"""Text mode: figures a sentence writes next to the figure derived from them, and the object of a comparison.

- A multiple or a share whose two figures are written in its sentence ("98 GB,是 B(42 GB)的 2.3 倍多", "584 PB,
  eight times B's 73 PB", "51 is about three-quarters of B's 67") is the first divided by the second, under its
  own rounding and qualifier: it passes when that holds, and a wrong one still fails. The second figure is in the
  multiple's clause; a multiple in a later clause ("延迟却是 B 的 2.3 倍") is about something else.
- A change's own figure may be a bound: "from 1,000,000 to 8,599, more than 99% fewer" holds, "more than 99.5%" fails.
- "1.3 times the throughput of B (989 vs 312)": the operands shown in the parenthesis decide, even when another
  pair of the report has that ratio.
- The object of a comparison ("compared with B", "与 B 相比", "beats B", "N times the power of B", "是 B 的 N 倍") is
  not the subject's row: a pair "(x vs y)" after it lists the subject's figure first, and a figure before "是 B 的
  N 倍" is the subject's.
- A row printed with an English description ("Read 1 MB sequentially from disk") is named by its Chinese words too
  (磁盘, 顺序, 寻道), and a column named "Rouge-L" is told from "Rouge-1" by its whole hyphenated name.
Each row: (text, the first error rule, "error" for any error, or "" when it must pass).

Invented report: W1, a storage and accelerator datasheet."""
from __future__ import annotations

import pytest

from tests.check.briefs import assert_first_rule, text_registry

W1 = """id: W1
title: "Storage and accelerator datasheet"
publisher: Example Lab
date: 2026-05-01
access: public
url: https://example.com/w1.pdf
tables:
  ckpt:
    caption: {en: checkpoint size by model, zh: 各模型的检查点大小}
    where: Table 1
    columns:
      model: {label: {en: Model, zh: 模型}}
      size: {unit: GB, label: {en: checkpoint size, zh: 检查点大小}}
      latency: {unit: ms, label: {en: save latency, zh: 保存延迟}}
    rows:
      m3b: [Model 3B, 42, 210]
      m7b: [Model 7B, 98, 380]
  endurance:
    caption: {en: rated endurance by capacity, zh: 各容量的额定写入量}
    where: Table 2
    columns:
      capacity: {label: {en: Capacity, zh: 容量}}
      pbw: {unit: PB, label: {en: petabytes written, zh: 写入量}}
    rows:
      c400: [400GB, 73]
      c3200: [3.2TB, 584]
  chips:
    caption: {en: accelerator form factors, zh: 加速卡规格}
    where: Table 3
    columns:
      name: {label: {en: Accelerator, zh: 加速卡}}
      fp16: {unit: "", label: {en: FP16 TFLOPS, zh: FP16 TFLOPS}}
      hbm: {unit: TB/s, label: {en: memory bandwidth, zh: 显存带宽}}
      tdp: {unit: "", label: {en: TDP (W), zh: 功耗 (W)}}
    rows:
      sxm: [Z100 SXM, 989, 3.35, 700]
      pcie: [Z100 PCIe, 756, 2.0, 350]
      old: [Z50 SXM, 312, 2.04, 400]
  ops:
    caption: {en: latency of common operations, zh: 常见操作的延迟}
    where: Table 4
    columns:
      op: {label: {en: Operation, zh: 操作}}
      latency: {unit: us, label: {en: latency, zh: 延迟}}
    rows:
      ssd_4k: [Read 4K randomly from SSD, 150]
      disk_seek: [Disk seek, 10000]
      disk_1mb: [Read 1 MB sequentially from disk, 20000]
      ssd_1mb: [Read 1 MB sequentially from SSD, 1000]
  arch:
    caption: {en: model shapes, zh: 模型结构}
    where: Table 6
    columns:
      model: {label: {en: Model, zh: 模型}}
      heads: {unit: "", label: {en: n heads, zh: 注意力头数}}
      dim: {unit: "", label: {en: dimension, zh: 隐藏维度}}
    rows:
      a3b: [Model 3B, 32, 3072]
      a7b: [Model 7B, 32, 4096]
  summ:
    caption: {en: summarisation scores, zh: 摘要得分}
    where: Table 5
    columns:
      method: {label: {en: Method, zh: 方法}}
      r1: {unit: "", label: {en: Summ Rouge-1, zh: Summ Rouge-1}}
      r2: {unit: "", label: {en: Summ Rouge-2, zh: Summ Rouge-2}}
      rl: {unit: "", label: {en: Summ Rouge-L, zh: Summ Rouge-L}}
    rows:
      small: [LowRank small, 53.8, 29.8, 45.9]
      full: [Full tuning, 52.0, 28.0, 44.5]
"""

CASES = [
    # a multiple or share of two figures written in its sentence
    ("Model 7B 的检查点为 98 GB,是 Model 3B(42 GB)的 2.3 倍多 [@W1]。", ""),
    ("Model 7B 的检查点为 98 GB,是 Model 3B(42 GB)的 3.2 倍多 [@W1]。", "error"),
    ("Model 7B 的检查点为 98 GB,是 Model 3B(42 GB)的 2.4 倍多 [@W1]。", "error"),
    ("The 3.2TB drive is rated for 584 PB written, eight times the 400GB drive's 73 PB [@W1].", ""),
    ("The 3.2TB drive is rated for 584 PB written, nine times the 400GB drive's 73 PB [@W1].", "error"),
    ("The Z100 PCIe's 756 FP16 TFLOPS are about three-quarters of the Z100 SXM's 989 [@W1].", ""),
    ("The Z100 SXM's 989 FP16 TFLOPS are about three-quarters of the Z100 PCIe's 756 [@W1].", "error"),
    # a fraction's object after "the <noun> of"
    ("At 350 W, the Z100 PCIe draws half the power of the Z100 SXM [@W1].", ""),
    ("At 700 W, the Z100 SXM draws half the power of the Z100 PCIe [@W1].", "error"),
    # a qualifier before an object that carries its own figure governs the fraction after 的
    ("Model 3B 的保存延迟为 210 毫秒,不到 Model 7B(380 毫秒)的三分之二 [@W1]。", ""),
    ("Model 3B 的保存延迟为 210 毫秒,不到 Model 7B(380 毫秒)的三分之一 [@W1]。", "error"),
    # ... in its own clause: a multiple in a later clause is about something else
    ("Model 7B 的检查点为 98 GB,Model 3B 为 42 GB,保存延迟是 Model 3B 的 2.3 倍多 [@W1]。", "error"),
    # the operands shown in a parenthesis decide
    ("The Z100 SXM delivers 3.2 times the FP16 throughput of the Z50 SXM (989 vs 312 TFLOPS) [@W1].", ""),
    ("The Z100 SXM delivers 1.3 times the FP16 throughput of the Z50 SXM (989 vs 312 TFLOPS) [@W1].", "error"),
    ("The Z100 SXM delivers 1.3 times the FP16 throughput of the Z100 PCIe (989 vs 312 TFLOPS) [@W1].", "error"),
    # ... or the other way round, for a multiple of a smaller or faster thing
    ("Model 3B saves 1.8 times faster than Model 7B (210 ms vs 380 ms) [@W1].", ""),
    ("Model 3B saves 2.8 times faster than Model 7B (210 ms vs 380 ms) [@W1].", "error"),
    ("Model 7B saves 1.8 times faster than Model 3B (380 ms vs 210 ms) [@W1].", "error"),
    ("Model 7B saves 1.8 times slower than Model 3B (380 ms vs 210 ms) [@W1].", ""),
    ("Model 3B's checkpoint is 2.3 times smaller than Model 7B's (42 GB vs 98 GB) [@W1].", ""),
    ("Model 7B's checkpoint is 2.3 times smaller than Model 3B's (98 GB vs 42 GB) [@W1].", "error"),
    # a bound on a change's own figure ("from a to b, more than N% less")
    ("Model 3B's save latency is down from Model 7B's 380 ms to 210 ms, more than 40% less [@W1].", ""),
    ("Model 3B's save latency is down from Model 7B's 380 ms to 210 ms, more than 50% less [@W1].", "error"),
    # the object of a comparison comes second in a pair after it
    ("Compared with the Z100 PCIe, the Z100 SXM has 1.7 times the memory bandwidth (3.35 vs 2.0 TB/s) [@W1].", ""),
    ("Compared with the Z100 PCIe, the Z100 SXM has 1.7 times the memory bandwidth (2.0 vs 3.35 TB/s) [@W1].",
     "value-mismatch"),
    ("与 Z100 PCIe 相比,Z100 SXM 的显存带宽高出 1.35 TB/s(3.35 vs 2.0 TB/s)[@W1]。", ""),
    ("Compared with the Z100 PCIe, the Z100 SXM has more memory bandwidth (3.35 vs 2.0 TB/s) [@W1].", ""),
    ("Compared with the Z100 PCIe, the Z100 SXM has more memory bandwidth (2.0 vs 3.35 TB/s) [@W1].", "error"),
    ("The Z100 SXM beats the Z100 PCIe on memory bandwidth (3.35 vs 2.0 TB/s) [@W1].", ""),
    ("The Z100 SXM beats the Z100 PCIe on memory bandwidth (2.0 vs 3.35 TB/s) [@W1].", "value-mismatch"),
    ("The Z50 SXM draws 1.75 times the power of the Z100 SXM (700 W vs 400 W) [@W1].", "value-mismatch"),
    ("The Z100 SXM draws 1.75 times the power of the Z50 SXM (700 W vs 400 W) [@W1].", ""),
    ("The Z100 SXM delivers 989 FP16 TFLOPS against 756 for the Z100 PCIe [@W1].", ""),
    ("The Z100 PCIe delivers 989 FP16 TFLOPS against 756 for the Z100 SXM [@W1].", "error"),
    # a plain multiple of two rows is the subject's over the object's, figures written or not
    ("The Z100 SXM delivers 3.2 times the FP16 throughput of the Z50 SXM [@W1].", ""),
    ("The Z50 SXM delivers 3.2 times the FP16 throughput of the Z100 SXM [@W1].", "error"),
    ("Z50 SXM 的 FP16 吞吐是 Z100 SXM 的 3.2 倍 [@W1]。", "error"),
    # "是 B 的 N 倍": B is the object, the figure before it the subject's
    ("磁盘一次寻道要 10 毫秒,是 SSD 随机读 4K 的约 67 倍 [@W1]。", ""),
    ("磁盘一次寻道要 150 微秒,是 SSD 随机读 4K 的约 67 倍 [@W1]。", "value-mismatch"),
    ("A disk seek takes 150 µs, about 67 times an SSD random 4K read [@W1].", "value-mismatch"),
    # English row descriptions are named by their Chinese words
    ("顺序读取 1 MB:SSD 1 毫秒、磁盘 20 毫秒 [@W1]。", ""),
    ("磁盘顺序读取 1 MB 要 1 毫秒 [@W1]。", "value-mismatch"),
    # a label word's plural or adjective names its column
    ("Model 7B uses 32 heads over a 4096-dimensional hidden state [@W1].", ""),
    ("Model 7B uses 32 heads over a 3072-dimensional hidden state [@W1].", "value-mismatch"),
    # Rouge-L is told from Rouge-1 by its whole name
    ("LowRank small 的 Rouge-1、Rouge-2 和 Rouge-L 分别为 53.8、29.8 和 45.9 [@W1]。", ""),
    ("LowRank small 的 Rouge-L 为 53.8 [@W1]。", "value-mismatch"),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    return text_registry(tmp_path_factory.mktemp("w1"), {"W1": W1})


@pytest.mark.parametrize("text, rule", CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_written_operands_and_objects(registry, text, rule):
    assert_first_rule(registry, text, rule)
