"""Text mode (`engine check --text`, no brief): a derived figure between two values the SENTENCE NAMES, wherever they
sit in the report (engine/check/derive.named_pairs, bind._top, bind._rival_unit). Writers compare any two values
they name: two metrics ("the 64 GB of memory is 4 times the 16 GB data set"), a part and a whole, two rows of a
column ("230 GB more than"), a difference in points beside a speed-up. Each true sentence must pass; each wrong
variant (the figure changed, an operand the sentence does not name, the other direction) must fail.

Invented reports: N1, a key-value store benchmark (server memory 64 GB, data set 16 GB, 4 client machines; per-engine
disk use and get latency), and N2, a recall/speed trade-off of three approximate indexes against an exact baseline
(recall as plain numbers, speed-up as multiples; build time in hours).
"""
from __future__ import annotations

import re

import pytest

from tests.check.briefs import text_errors

N1 = """id: N1
title: Embedded key-value engines on one server
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/n1.pdf
metrics:
  memory: {value: 64, unit: GB, note: {en: main memory of the server, zh: 服务器内存}}
  dataset: {value: 16, unit: GB, note: {en: size of the loaded data set, zh: 加载的数据集大小}}
  clients: {value: 4, unit: server, note: {en: client machines driving the load, zh: 施压的客户端机器}}
tables:
  engines:
    caption: {en: disk use and read latency of three engines, zh: 三种引擎的磁盘占用与读时延}
    where: Table 2
    columns:
      engine: {label: {en: Engine, zh: 引擎}}
      disk: {unit: GB, label: {en: Disk use, zh: 磁盘占用}}
      get: {unit: us, label: {en: Get latency, zh: 读时延}}
    rows:
      rocks: [RocksDB, 120, 4.2]
      lmdb: [LMDB, 185, 1.8]
      wired: [WiredTiger, 142, 6.3]
"""

N2 = """id: N2
title: Approximate nearest-neighbour indexes against exact search
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/n2.pdf
tables:
  ann:
    caption: {en: recall at 10 and speed-up of approximate indexes over exact search, zh: 近似索引的 10 近邻召回率及相对精确搜索的加速比}
    where: Table 1
    columns:
      index: {label: {en: Index, zh: 索引}}
      recall: {unit: "", label: {en: Recall at 10, zh: 召回率}}
      speedup: {unit: x, label: {en: Speed-up over exact search, zh: 相对精确搜索的加速比}}
      build: {unit: h, label: {en: Build time, zh: 构建耗时}}
    rows:
      exact: [Exact search, 97.3, null, 0.5]
      hnsw: [HNSW, 95.1, 6.4, 3.2]
      ivf: [IVF-PQ, 88.6, 14.7, 1.1]
"""

N3 = """id: N3
title: Compute budget of one model family
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/n3.pdf
tables:
  budget:
    caption: {en: GPU hours spent on each model of the family, zh: 各模型消耗的 GPU 小时}
    where: Table 4
    columns:
      model: {label: {en: Model, zh: 模型}}
      gpu_hours: {unit: GPU·h, label: {en: GPU hours, zh: GPU 小时}}
    rows:
      tiny: [Orca-Tiny, 12000]
      base: [Orca-Base, 30000]
      large: [Orca-Large, 58000]
      total: [Total, 100000]
"""

# (class, true sentence, wrong variants): each wrong one must fail
CASES = [
    # --- two metrics of one report, each named by its own words ----------------------------------------------------
    ("ratio", "The server's 64 GB of memory is 4 times the size of the data set [@N1].",
     ["The server's 64 GB of memory is 5 times the size of the data set [@N1].",
      "The server's 64 GB of memory is 3 times the size of the data set [@N1].",
      "The data set is 4 times the size of the server's memory [@N1]."]),
    ("ratio", "服务器内存 64GB,是数据集大小的 4 倍 [@N1]。",
     ["服务器内存 64GB,是数据集大小的 5 倍 [@N1]。", "服务器内存 64GB,是数据集大小的 3 倍 [@N1]。",
      "数据集的大小是服务器内存的 4 倍 [@N1]。"]),
    ("share", "The data set fills 25% of the server's memory [@N1].",
     ["The data set fills 30% of the server's memory [@N1].", "The data set fills 20% of the server's memory [@N1].",
      "The server's memory fills 25% of the data set [@N1]."]),
    ("share", "数据集只占服务器内存的 25% [@N1]。", ["数据集只占服务器内存的 30% [@N1]。", "数据集只占服务器内存的 35% [@N1]。"]),
    # --- a part of a table's total row, named as the whole ("the family's", "all", 全部, 总) --------------------------
    ("share", "Orca-Large accounts for about 58% of the family's GPU hours [@N3].",
     ["Orca-Large accounts for about 48% of the family's GPU hours [@N3].",
      "Orca-Base accounts for about 58% of the family's GPU hours [@N3]."]),
    ("share", "Orca-Large 约占全部 GPU 小时的 58% [@N3]。",
     ["Orca-Large 约占全部 GPU 小时的 68% [@N3]。", "Orca-Base 约占全部 GPU 小时的 58% [@N3]。"]),
    # --- a share whose object is the figure written: "N% of 58,000" -----------------------------------------------------
    ("share", "Orca-Tiny's 12,000 GPU hours are about 21% of the 58,000 its largest sibling used [@N3].",
     ["Orca-Tiny's 12,000 GPU hours are about 27% of the 58,000 its largest sibling used [@N3].",
      "Orca-Tiny's 12,000 GPU hours are about 21% of the 30,000 its middle sibling used [@N3]."]),
    ("share", "Orca-Tiny 仅用了 12,000 GPU 小时,不过是最大模型 58,000 GPU 小时的 21% [@N3]。",
     ["Orca-Tiny 仅用了 12,000 GPU 小时,不过是最大模型 58,000 GPU 小时的 27% [@N3]。",
      "Orca-Tiny 仅用了 12,000 GPU 小时,不过是最大模型 30,000 GPU 小时的 21% [@N3]。"]),
    # --- "N more <unit> than": the unit after the comparative is the number's -------------------------------------------
    ("difference", "LMDB takes 65 more GB of disk than RocksDB [@N1].",
     ["LMDB takes 66 more GB of disk than RocksDB [@N1].", "LMDB takes 65 more GB of disk than WiredTiger [@N1]."]),
    ("difference", "HNSW took 2.1 more hours to build than IVF-PQ [@N2].",
     ["HNSW took 2.6 more hours to build than IVF-PQ [@N2].", "HNSW took 2.1 more minutes to build than IVF-PQ [@N2]."]),
    ("difference", "LMDB 的磁盘占用比 RocksDB 多 65GB [@N1]。",
     ["LMDB 的磁盘占用比 RocksDB 多 66GB [@N1]。", "LMDB 的磁盘占用比 WiredTiger 多 65GB [@N1]。"]),
    # --- the partner the sentence names is the one: a lead over a third row it does not name is no figure --------------
    ("difference", "HNSW took 2.7 more hours to build than exact search [@N2].",
     ["HNSW took 2.1 more hours to build than exact search [@N2].",
      "HNSW's recall is 6.5 points below exact search [@N2]."]),
    ("difference", "HNSW 的构建耗时比 Exact search 多 2.7 小时 [@N2]。",
     ["HNSW 的构建耗时比 Exact search 多 2.1 小时 [@N2]。", "HNSW 的召回率比 Exact search 低 6.5 分 [@N2]。"]),
    # --- points beside a speed-up: a difference of two scores, never a change of two multiples -------------------------
    ("points", "HNSW is 6.4x faster and loses 2.2 points of recall against exact search [@N2].",
     ["HNSW is 6.4x faster and loses 2.8 points of recall against exact search [@N2].",
      "IVF-PQ is 14.7x faster and loses 2.2 points of recall against exact search [@N2]."]),
    ("points", "HNSW 的召回率比精确搜索低 2.2 分,速度快 6.4 倍 [@N2]。",
     ["HNSW 的召回率比精确搜索低 2.9 分,速度快 6.4 倍 [@N2]。", "IVF-PQ 的召回率比精确搜索低 2.2 分,速度快 14.7 倍 [@N2]。"]),
    # --- a multiple of one column is not outranked by a pair of another column of another size ----------------------
    ("ratio", "IVF-PQ builds in 1.1 hours, 2.9 times faster than HNSW's build [@N2].",
     ["IVF-PQ builds in 1.1 hours, 3.6 times faster than HNSW's build [@N2].",
      "IVF-PQ builds in 1.1 hours, 2.9 times slower than HNSW's build [@N2]."]),
    ("ratio", "IVF-PQ 的构建耗时 1.1 小时,比 HNSW 快 2.9 倍 [@N2]。",
     ["IVF-PQ 的构建耗时 1.1 小时,比 HNSW 快 3.6 倍 [@N2]。"]),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from tests.check.briefs import text_registry

    return text_registry(tmp_path_factory.mktemp("n1"), {"N1": N1, "N2": N2, "N3": N3})


@pytest.mark.parametrize("cls, true, wrongs", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_true_passes_and_wrong_variants_fail(registry, cls, true, wrongs):
    assert text_errors(registry, true) == [], true
    for w in wrongs:
        assert text_errors(registry, w), w


def test_a_pair_the_sentence_does_not_name_is_no_figure(registry):
    """The widened search is the sentence's own: a ratio of two metrics passes only when both are named."""
    assert text_errors(registry, "The server's memory is 4 times the size of the data set [@N1].") == []
    assert text_errors(registry, "The engines were measured on one server; the gap is 4 times [@N1].")


def test_both_languages_in_every_class():
    langs: dict[str, set] = {}
    for cls, true, _ in CASES:
        langs.setdefault(cls, set()).add("zh" if re.search(r"[\u4e00-\u9fff]", true) else "en")
    assert all(v == {"zh", "en"} for v in langs.values()), langs
