"""Forms of storage data sheets and checkpoint tables, in text mode (no brief): each correct sentence passes, each
wrong form fails. The reports are made up for this table ("Vireo 880 MAX", the "Heron" cluster list, the "Kite"
checkpoint table); the sentences are written for them.

Classes:
- a model number before a capitalised product word in a title ("Vireo 880 MAX") is a name, never a figure;
- a read/write mix in a column label ("80/20 mixed") is a name of the condition;
- "N client nodes" counts clients when the quantity counts clients and its label names nodes ("Client nodes");
- "data loading" / 数据加载 in a set-up is the input pipeline: it does not make every value a load opposed to a save;
- a spaced "us" before "to" and a number is microseconds ("from 1,250.4 us to 610.2 us"), not the pronoun;
- a plain number whose note says it counts years ("warranty in years") is a time: "a 3-year warranty", "3 年质保";
"""
from __future__ import annotations

import pytest

V1 = """\
id: V1
title: "Vireo 880 MAX NVMe SSD product sheet: performance by capacity"
publisher: Example Storage
date: 2025-01-01
access: public
url: https://example.com/v1
label: 公开数据
metrics:
  warranty: {value: 3, unit: "", note: {en: limited warranty in years, zh: 质保年限(年)}}
tables:
  perf:
    caption: {en: Vireo 880 MAX performance by capacity, zh: Vireo 880 MAX 各容量性能}
    where: Table 1
    columns:
      capacity: {label: {en: Capacity, zh: 容量}}
      seq_read: {unit: MB/s, label: {en: Sequential read, zh: 顺序读}}
      mixed: {unit: "", label: {en: "4KB random 80/20 mixed IOPS", zh: "4KB 随机 80/20 混合 IOPS"}}
      tbw: {unit: TB, label: {en: Endurance (TBW), zh: 写入寿命(TBW)}}
    rows:
      c512: [512GB, 5000, 300000, 300]
      c1tb: [1TB, 5200, 450000, 600]
      c2tb: [2TB, 5200, 520000, 1200]
"""

V3 = """\
id: V3
title: "Kite checkpoint writer: checkpoint sizes"
publisher: Example Lab
date: 2025-01-01
access: public
url: https://example.com/v3
label: 公开数据
metrics:
  speedup: {range: [3.1, 4.4], unit: x, note: {en: Kite speed-up over the baseline writer across sizes, zh: Kite 相对基线写入器的加速倍数}}
tables:
  ckpt:
    caption: {en: Checkpoint size by model, zh: 各模型的检查点大小}
    where: Table 2
    columns:
      model: {label: {en: Model, zh: 模型}}
      size: {unit: GB, label: {en: Checkpoint size, zh: 检查点大小}}
    rows:
      m2b: [2B, 20]
      m9b: [9B, 47]
      m27b: [27B, 270]
"""

V4 = """\
id: V4
title: "Heron storage list: two systems"
publisher: Example Lab
date: 2025-01-01
access: public
url: https://example.com/v4
label: 公开数据
metrics:
  gpus_per_server: {value: 8, unit: GPU, note: {en: GPUs per server, zh: 每台服务器的 GPU 数}}
tables:
  list:
    caption: {en: Two systems of the Heron list, zh: Heron 榜单的两套系统}
    where: Table 4
    columns:
      system: {label: {en: System, zh: 系统}}
      nodes: {unit: client, label: {en: Client nodes, zh: 客户端节点数}}
      bw: {unit: GiB/s, label: {en: Bandwidth, zh: 带宽}}
    rows:
      egret: [Egret, 128, 410.5]
      ibis: [Ibis, 16, 52.3]
"""

V5 = """\
id: V5
title: "Kite checkpoint writer: save interval and restore time"
publisher: Example Lab
date: 2025-01-01
access: public
url: https://example.com/v5
label: 公开数据
setup:
  pipeline: DALI data loading with 8 workers (数据加载)
metrics:
  save_every: {value: 50, unit: step, note: {en: checkpoint interval, zh: 检查点间隔}}
  restore_time: {value: 12, unit: s, note: {en: time to load the checkpoint on restart, zh: 重启时加载检查点的时间}}
tables:
  paths:
    caption: {en: Average read latency by I/O path, zh: 不同 I/O 路径的平均读时延}
    where: Table 6
    columns:
      path: {label: {en: I/O path, zh: I/O 路径}}
      lat: {unit: us, label: {en: Average latency, zh: 平均时延}}
    rows:
      kernel: [Kernel path, 1250.4]
      polled: [Polled path, 610.2]
"""

# (text, the first error rule, "" when it must pass)
CASES = [
    # a model number before a capitalised product word in the title is a name
    ("Vireo 880 MAX 1TB 的写入寿命为 600 TBW [@V1]。", ""),
    ("Vireo 880 MAX 1TB 的写入寿命为 700 TBW [@V1]。", "value-mismatch"),
    ("Vireo 880 MAX 1TB 的写入寿命为 880 TBW [@V1]。", "value-mismatch"),
    ("The 880 MAX 2TB is rated for 1,200 TBW [@V1].", ""),
    ("The 880 MAX 2TB is rated for 1,300 TBW [@V1].", "value-mismatch"),
    ("The 880 MAX 1TB is rated for 1,200 TBW [@V1].", "value-mismatch"),
    # a read/write mix that labels a column is a name; another mix is read (and binds nothing)
    ("At 80/20 mixed load, the 2TB drive reaches 520,000 IOPS [@V1].", ""),
    ("At 80/20 mixed load, the 2TB drive reaches 530,000 IOPS [@V1].", "value-mismatch"),
    ("At 70/30 mixed load, the 2TB drive reaches 520,000 IOPS [@V1].", "unsourced-number"),
    ("在 80/20 混合读写下,2TB 版可达 52 万 IOPS [@V1]。", ""),
    ("在 80/20 混合读写下,2TB 版可达 62 万 IOPS [@V1]。", "qualifier-violation"),
    # "client nodes" for a count of clients labelled "Client nodes"; other nodes are still not clients
    ("Egret ran with 128 client nodes [@V4].", ""),
    ("Egret ran with 128 clients [@V4].", ""),
    ("Egret ran with 129 client nodes [@V4].", "value-mismatch"),
    ("Egret ran with 128 nodes [@V4].", "unit-mismatch"),
    ("Egret ran with 128 storage nodes [@V4].", "unit-mismatch"),
    ("Egret 使用了 128 个客户端节点 [@V4]。", ""),
    ("Egret 使用了 128 个节点 [@V4]。", "unit-mismatch"),
    ("Each machine is one of 8 GPU servers [@V4].", "unit-mismatch"),
    # data loading in the set-up is no checkpoint load: a save interval is still about saving
    ("Kite 每 50 步保存一次检查点 [@V5]。", ""),
    ("Kite saves a checkpoint every 50 steps [@V5].", ""),
    ("Kite 每 60 步保存一次检查点 [@V5]。", "value-mismatch"),
    ("重启时保存检查点需要 12 秒 [@V5]。", "value-mismatch"),
    ("Saving the checkpoint on restart takes 12 s [@V5].", "value-mismatch"),
    ("重启时加载检查点需要 12 秒 [@V5]。", ""),
    # "us" before "to" and a number is microseconds
    ("Polling cuts the average latency from 1,250.4 us to 610.2 us [@V5].", ""),
    ("Polling cuts the average latency from 1,250.4 us to 620.2 us [@V5].", "value-mismatch"),
    ("Polling cuts the average latency from 1,260.4 us to 610.2 us [@V5].", "value-mismatch"),
    ("Polling cuts the average latency from 1,250.4 ms to 610.2 us [@V5].", "unit-mismatch"),
    # a plain number whose note says it counts years is a time in years
    ("Example Storage backs the drive with a 3-year warranty [@V1].", ""),
    ("Example Storage backs the drive with a three-year warranty [@V1].", ""),
    ("Example Storage backs the drive with a 5-year warranty [@V1].", "value-mismatch"),
    ("该硬盘提供 3 年质保 [@V1]。", ""),
    ("该硬盘提供 36 个月质保 [@V1]。", ""),
    ("该硬盘提供 4 年质保 [@V1]。", "value-mismatch"),
    ("该硬盘提供 3 个月质保 [@V1]。", "unit-mismatch"),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from tests.conftest import evidence_registry

    root = tmp_path_factory.mktemp("storage")
    (root / "evidence").mkdir()
    for rid, text in (("V1", V1), ("V3", V3), ("V4", V4), ("V5", V5)):
        (root / "evidence" / f"{rid}.yaml").write_text(text, encoding="utf-8")
    return evidence_registry(root)


@pytest.mark.parametrize("text, rule", CASES)
def test_storage_forms(registry, text, rule):
    import datetime as dt

    from engine.check.api import check_text
    from engine.models.config import CheckConfig

    lang = "zh" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    errors = [f for f in check_text(text + "\n", "a.md", registry=registry, config=CheckConfig(), lang=lang,
                                    today=dt.date(2026, 1, 1)).findings if f.severity == "error"]
    got = errors[0].rule if errors else ""
    assert got == rule, [(f.rule, f.message) for f in errors]
