"""Text mode (`engine check --text`, no brief): figures derived inside one sentence from the values it names
(engine/check/derive.py, issue 12). People total or average the rows they name ("A and B together …", "平均 …"),
divide a total by a count they write ("each of the 8 nodes", "每个节点"), and multiply a per-member value by one
("the 4 nodes hold 48 drives between them"). Every true sentence must pass; each of its wrong variants (the last
digit changed, the figure × 1.25, the wrong operation's result, another count) must fail.

Invented reports of other domains than the held-out tables: a parallel file system comparison (L1: Lustre 42.6 GB/s,
180 µs; CephFS 11.8 GB/s, 410 µs; BeeGFS 23.3 GB/s, 250 µs; 4 storage nodes × 12 NVMe drives; a 2.4 TB checkpoint
written by 16 nodes), a distributed SQL benchmark (L2: TiDB 8 nodes, 96,000 QPS, 640 MB/s ingest; CockroachDB
6 nodes, 54,000 QPS, 410 MB/s) and a GPU training cluster (L3: 64 GPUs; jobs of 1,536, 2,304 and 768 GPU-hours
... as a plain column; a 21-day run; 3.2 PB of training data).
"""
from __future__ import annotations

import re

import pytest

from tests.check.briefs import text_errors

L1 = """id: L1
title: Parallel file system comparison on one cluster
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/l1.pdf
metrics:
  storage_nodes: {value: 4, unit: node, note: {en: storage nodes of the test cluster, zh: 测试集群的存储节点}}
  nvme_per_node: {value: 12, unit: drive, note: {en: NVMe drives in each storage node, zh: 每个存储节点的 NVMe 盘}}
  ckpt_total: {value: 2.4, unit: TB, note: {en: checkpoint of the whole training job, zh: 整个训练作业的检查点}}
  writer_nodes: {value: 16, unit: node, note: {en: compute nodes writing the checkpoint, zh: 写检查点的计算节点}}
tables:
  fs:
    caption: {en: aggregate read throughput and metadata latency of three file systems, zh: 三种文件系统的聚合读吞吐与元数据时延}
    where: Table 3
    columns:
      system: {label: {en: File system, zh: 文件系统}}
      read: {unit: GB/s, label: {en: Aggregate read throughput, zh: 聚合读吞吐}}
      stat: {unit: us, label: {en: Metadata stat latency, zh: 元数据 stat 时延}}
    rows:
      lustre: [Lustre, 42.6, 180]
      ceph: [CephFS, 11.8, 410]
      beegfs: [BeeGFS, 23.3, 250]
"""

L2 = """id: L2
title: Distributed SQL scale-out benchmark
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/l2.pdf
tables:
  oltp:
    caption: {en: OLTP throughput of each cluster, zh: 各集群的 OLTP 吞吐}
    where: Table 1
    columns:
      system: {label: {en: Database, zh: 数据库}}
      nodes: {unit: node, label: {en: Nodes, zh: 节点数}}
      qps: {unit: "", label: {en: Queries per second (QPS), zh: 每秒查询数(QPS)}}
      ingest: {unit: MB/s, label: {en: Bulk ingest rate, zh: 批量导入速率}}
    rows:
      tidb: [TiDB, 8, 96000, 640]
      crdb: [CockroachDB, 6, 54000, 410]
"""

L3 = """id: L3
title: Training runs on a shared GPU cluster
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/l3.pdf
metrics:
  gpus: {value: 64, unit: GPU, note: {en: GPUs of the cluster, zh: 集群的 GPU}}
  dataset: {value: 3.2, unit: PB, note: {en: training data set, zh: 训练数据集}}
tables:
  runs:
    caption: {en: wall-clock time and checkpoint size of three training runs, zh: 三次训练的耗时与检查点大小}
    where: Table 2
    columns:
      model: {label: {en: Model, zh: 模型}}
      hours: {unit: h, label: {en: Wall-clock training time, zh: 训练耗时}}
      ckpt: {unit: GB, label: {en: Checkpoint size, zh: 检查点大小}}
    rows:
      vision: [ViT-Huge, 24, 5.1]
      speech: [Conformer-XL, 36, 2.4]
      text: [GPT-Medium, 12, 1.4]
"""

# (class, true sentence, wrong variants): each wrong one must fail
CASES = [
    # --- a total over the rows a sentence names ------------------------------------------------------------------
    ("sum", "Lustre and BeeGFS together read 65.9 GB/s [@L1].",
     ["Lustre and BeeGFS together read 65.8 GB/s [@L1].", "Lustre and BeeGFS together read 82.4 GB/s [@L1].",
      "Lustre and CephFS together read 65.9 GB/s [@L1]."]),
    ("sum", "Lustre 和 BeeGFS 的聚合读吞吐合计 65.9GB/s [@L1]。",
     ["Lustre 和 BeeGFS 的聚合读吞吐合计 66.9GB/s [@L1]。", "Lustre 和 CephFS 的聚合读吞吐合计 65.9GB/s [@L1]。"]),
    ("sum", "The ViT-Huge and Conformer-XL runs took 60 hours of training time in total [@L3].",
     ["The ViT-Huge and Conformer-XL runs took 61 hours of training time in total [@L3].",
      "The ViT-Huge and GPT-Medium runs took 60 hours of training time in total [@L3]."]),
    ("sum", "ViT-Huge 与 GPT-Medium 两次训练一共耗时 36 小时 [@L3]。",
     ["ViT-Huge 与 GPT-Medium 两次训练一共耗时 37 小时 [@L3]。", "ViT-Huge 与 GPT-Medium 两次训练一共耗时 45 小时 [@L3]。"]),
    ("sum", "The three models took 72 hours of wall-clock training time in total [@L3].",
     ["The three models took 73 hours of wall-clock training time in total [@L3].",
      "The three models took 90 hours of wall-clock training time in total [@L3].",
      "The two models took 72 hours of wall-clock training time in total [@L3].",
      "The three file systems took 72 hours of wall-clock training time in total [@L3]."]),
    ("sum", "三个模型合计训练耗时 72 小时 [@L3]。", ["三个模型合计训练耗时 71 小时 [@L3]。", "两个模型合计训练耗时 72 小时 [@L3]。",
                                        "三次实验合计训练耗时 72 小时 [@L3]。"]),
    # --- a mean over the rows a sentence names -------------------------------------------------------------------
    ("mean", "Averaged over Lustre, CephFS and BeeGFS, reads run at 25.9 GB/s [@L1].",
     ["Averaged over Lustre, CephFS and BeeGFS, reads run at 25.8 GB/s [@L1].",
      "Averaged over Lustre, CephFS and BeeGFS, reads run at 32.4 GB/s [@L1]."]),
    ("mean", "Lustre、CephFS 和 BeeGFS 的读吞吐平均为 25.9GB/s [@L1]。",
     ["Lustre、CephFS 和 BeeGFS 的读吞吐平均为 26.9GB/s [@L1]。", "Lustre、CephFS 和 BeeGFS 的读吞吐平均为 32.4GB/s [@L1]。"]),
    ("mean", "The checkpoints of ViT-Huge, Conformer-XL and GPT-Medium average 2.97 GB in size [@L3].",
     ["The checkpoints of ViT-Huge, Conformer-XL and GPT-Medium average 2.98 GB in size [@L3].",
      "The checkpoints of ViT-Huge, Conformer-XL and GPT-Medium average 3.71 GB in size [@L3]."]),
    ("mean", "ViT-Huge 与 Conformer-XL 的检查点大小平均为 3.75GB [@L3]。",
     ["ViT-Huge 与 Conformer-XL 的检查点大小平均为 3.76GB [@L3]。", "ViT-Huge 与 Conformer-XL 的检查点大小平均为 7.5GB [@L3]。"]),
    # --- a total divided by a count the sentence writes ------------------------------------------------------------
    ("per", "The 2.4 TB checkpoint is written by 16 nodes, 150 GB per node [@L1].",
     ["The 2.4 TB checkpoint is written by 16 nodes, 160 GB per node [@L1].",
      "The 2.4 TB checkpoint is written by 16 nodes, 188 GB per node [@L1].",
      "The 2.4 TB checkpoint is written by 12 nodes, 150 GB per node [@L1]."]),
    ("per", "2.4TB 的检查点由 16 个节点写出,每个节点 150GB [@L1]。",
     ["2.4TB 的检查点由 16 个节点写出,每个节点 151GB [@L1]。", "2.4TB 的检查点由 20 个节点写出,每个节点 150GB [@L1]。"]),
    ("per", "TiDB's 8 nodes serve 96,000 QPS, about 12,000 QPS per node [@L2].",
     ["TiDB's 8 nodes serve 96,000 QPS, about 15,000 QPS per node [@L2].",
      "TiDB's 6 nodes serve 96,000 QPS, about 12,000 QPS per node [@L2]."]),
    ("per", "TiDB 的 8 个节点每秒处理 96,000 次查询,平均每个节点约 12,000 QPS [@L2]。",
     ["TiDB 的 8 个节点每秒处理 96,000 次查询,平均每个节点约 15,000 QPS [@L2]。"]),
    ("per", "CockroachDB ingests 410 MB/s across 6 nodes, 68.3 MB/s per node [@L2].",
     ["CockroachDB ingests 410 MB/s across 6 nodes, 68.4 MB/s per node [@L2].",
      "CockroachDB ingests 410 MB/s across 6 nodes, 85.4 MB/s per node [@L2].",
      "TiDB ingests 640 MB/s across 8 nodes, 68.3 MB/s per node [@L2]."]),
    ("per", "CockroachDB 的 6 个节点合计导入 410MB/s,单个节点 68.3MB/s [@L2]。",
     ["CockroachDB 的 6 个节点合计导入 410MB/s,单个节点 85.4MB/s [@L2]。"]),
    ("per", "Spread over the 64 GPUs, the 3.2 PB data set is 50 TB per GPU [@L3].",
     ["Spread over the 64 GPUs, the 3.2 PB data set is 51 TB per GPU [@L3].",
      "Spread over the 64 GPUs, the 3.2 PB data set is 62.5 TB per GPU [@L3]."]),
    ("per", "3.2PB 的训练数据集分到 64 张卡上,每卡 50TB [@L3]。",
     ["3.2PB 的训练数据集分到 64 张卡上,每卡 40TB [@L3]。"]),
    # the operand named by its value written in the sentence, not by its row's words
    ("per", "A 640 MB/s ingest across 8 nodes is 80 MB/s per node [@L2].",
     ["A 640 MB/s ingest across 8 nodes is 81 MB/s per node [@L2].",
      "A 640 MB/s ingest across 8 nodes is 100 MB/s per node [@L2].",
      "A 640 MB/s ingest across 8 nodes is 80 MB/s in total [@L2]."]),
    ("per", "六个节点合计导入 410MB/s,平均每个节点约 68MB/s [@L2]。",
     ["六个节点合计导入 410MB/s,平均每个节点约 85MB/s [@L2]。", "六个节点合计导入 410MB/s,平均每个节点约 58MB/s [@L2]。",
      "六个节点每个节点导入 410MB/s,平均每个节点约 68MB/s [@L2]。"]),
    # --- a per-member value times a count the sentence writes ------------------------------------------------------
    ("times", "The 4 storage nodes hold 48 NVMe drives between them [@L1].",
     ["The 4 storage nodes hold 47 NVMe drives between them [@L1].",
      "The 4 storage nodes hold 60 NVMe drives between them [@L1]."]),
    ("times", "4 个存储节点一共有 48 块 NVMe 盘 [@L1]。",
     ["4 个存储节点一共有 49 块 NVMe 盘 [@L1]。", "5 个存储节点一共有 48 块 NVMe 盘 [@L1]。"]),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from tests.check.briefs import text_registry

    return text_registry(tmp_path_factory.mktemp("l1"), {"L1": L1, "L2": L2, "L3": L3})


@pytest.mark.parametrize("cls, true, wrongs", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_true_passes_and_wrong_variants_fail(registry, cls, true, wrongs):
    assert text_errors(registry, true) == [], true
    for w in wrongs:
        assert text_errors(registry, w), w


def test_the_derivation_is_shown(registry):
    """The mention record (--explain, JSON) names the operation and its operands, so a pass can be audited."""
    from engine.check.api import check_text

    rep = check_text("Lustre and BeeGFS together read 65.9 GB/s [@L1].\n", "a.md", registry=registry)
    got = [r["bound"] for r in rep.mentions if r["text"] == "65.9 GB/s"]
    assert got and got[0]["kind"] == "derivation" and got[0]["derivation"] == "= 42.6 GB/s + 23.3 GB/s · L1 Table 3"
    rep = check_text("The 2.4 TB checkpoint is written by 16 nodes, 150 GB per node [@L1].\n", "a.md", registry=registry)
    got = [r["bound"] for r in rep.mentions if r["text"] == "150 GB"]
    assert got and got[0]["derivation"] == "= 2.4 TB ÷ 16 · L1"


def test_both_languages_in_every_class():
    langs: dict[str, set] = {}
    for cls, true, _ in CASES:
        langs.setdefault(cls, set()).add("zh" if re.search(r"[\u4e00-\u9fff]", true) else "en")
    assert all(v == {"zh", "en"} for v in langs.values()), langs
