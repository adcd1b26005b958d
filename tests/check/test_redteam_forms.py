"""Wrong figures a red team published past the gate from the docs alone (session of 2026-12-03), next to the
true sentences they were made from.

Text mode: a figure written after its label, the way spec sheets and slides write it ("平均读带宽:86.2GB/s",
"P99 latency: 420 µs", "平均读带宽(86.2GB/s)"), and Chinese punctuated with full-width marks (，；：（）).
The label's statistic and scope words are the figure's: a peak written under an "average" label, a per-node
figure under a "total" label, fail; the true figure passes. The colon and the opening parenthesis cut the label off, and
full-width marks were no clause cut.
Each row: (text, the first error rule or "" when it must pass).

Invented report: L1, an all-flash file system's read bandwidth (peak, average, per node) and latency."""
from __future__ import annotations

import pytest

from tests.check.briefs import text_errors, text_registry

L1 = """id: L1
title: NX900 全闪分布式文件存储性能测试报告
publisher: Example Lab
date: 2026-06-10
access: public
url: https://example.com/l1.pdf
metrics:
  nodes: {value: 8, unit: node, note: {zh: 存储节点数, en: storage nodes}}
  read_peak_total: {value: 98.4, unit: GB/s, note: {zh: 集群聚合峰值读带宽, en: peak aggregate read bandwidth of the cluster}}
  read_avg_total: {value: 86.2, unit: GB/s, note: {zh: 集群聚合平均读带宽, en: average aggregate read bandwidth of the cluster}}
  read_per_node: {value: 10.8, unit: GB/s, note: {zh: 每节点平均读带宽, en: average read bandwidth per node}}
  lat_avg: {value: 180, unit: us, note: {zh: 随机读平均时延, en: average random read latency}}
  lat_p99: {value: 420, unit: us, note: {zh: 随机读 P99 时延, en: P99 random read latency}}
tables:
  scaling:
    caption: {zh: 不同客户端数下的聚合带宽, en: aggregate bandwidth by client count}
    where: 表 4
    columns:
      clients: {unit: client, label: {zh: 客户端数, en: clients}}
      read: {unit: GB/s, label: {zh: 聚合读带宽, en: aggregate read bandwidth}}
      write: {unit: GB/s, label: {zh: 聚合写带宽, en: aggregate write bandwidth}}
    rows:
      c4: [4, 24.1, 12.3]
      c8: [8, 47.5, 23.8]
      c16: [16, 84.7, 41.7]
"""

L2 = """id: L2
title: MX500 对象存储性能测试报告
publisher: Example Lab
date: 2026-05-02
access: public
url: https://example.com/l2.pdf
metrics:
  get_per_node: {value: 4.91, unit: GB/s, note: {zh: 每节点平均 GET 吞吐, en: average GET throughput per node}}
  get_total: {value: 78.6, unit: GB/s, note: {zh: 集群聚合 GET 吞吐, en: aggregate GET throughput of the cluster}}
"""

L4 = """id: L4
title: ArkFS 全闪分布式存储性能测试报告
publisher: Example Lab
date: 2026-05-02
access: public
url: https://example.com/l4.pdf
metrics:
  p99: {value: 610, unit: us, note: {zh: 随机读 P99 时延, en: P99 random read latency}}
"""

CASES = [
    # a label before an ASCII or a full-width colon
    ("NX900 集群平均读带宽:86.2GB/s[@L1]。", ""),
    ("NX900 集群平均读带宽:98.4GB/s[@L1]。", "value-mismatch"),
    ("NX900 集群平均读带宽：98.4GB/s[@L1]。", "value-mismatch"),
    ("NX900 的 P99 时延:420 微秒[@L1]。", ""),
    ("NX900 的 P99 时延:180 微秒[@L1]。", "value-mismatch"),
    ("NX900 集群总读带宽:10.8GB/s[@L1]。", "value-mismatch"),
    ("**平均读带宽**：98.4GB/s[@L1]。", "value-mismatch"),
    ("NX900 average read bandwidth: 86.2 GB/s [@L1].", ""),
    ("NX900 average read bandwidth: 98.4 GB/s [@L1].", "value-mismatch"),
    ("NX900's P99 latency: 180 µs [@L1].", "value-mismatch"),
    ("NX900 峰值读带宽：98.4GB/s，平均读带宽：86.2GB/s[@L1]。", ""),
    ("NX900 峰值读带宽：86.2GB/s，平均读带宽：98.4GB/s[@L1]。", "value-mismatch"),
    # a figure opening a parenthesis after its label
    ("NX900 平均读带宽(86.2GB/s)[@L1]。", ""),
    ("NX900 平均读带宽(98.4GB/s)[@L1]。", "value-mismatch"),
    ("NX900 平均读带宽（98.4GB/s）[@L1]。", "value-mismatch"),
    ("NX900 average read bandwidth (98.4 GB/s) [@L1].", "value-mismatch"),
    ("NX900 peak read bandwidth (98.4 GB/s) beats its average (86.2 GB/s) [@L1].", ""),
    # full-width commas cut clauses like ASCII ones: each figure keeps its own statistic
    ("NX900 的峰值读带宽为 98.4GB/s，平均读带宽为 86.2GB/s[@L1]。", ""),
    ("NX900 的平均读带宽为 98.4GB/s，峰值读带宽为 86.2GB/s[@L1]。", "value-mismatch"),
    ("NX900 的随机读 P99 时延为 420 微秒；平均时延 180 微秒[@L1]。", ""),
    ("NX900 的随机读平均时延为 420 微秒；P99 时延 180 微秒[@L1]。", "value-mismatch"),
    # a cluster's throughput with an operation named between ("集群 GET 吞吐") is its aggregate
    ("MX500 集群 GET 吞吐 78.6GB/s[@L2]。", ""),
    ("MX500 集群 GET 吞吐 4.91GB/s[@L2]。", "value-mismatch"),
    ("MX500 集群每节点 GET 吞吐 4.91GB/s[@L2]。", ""),
    ("The MX500 cluster's GET throughput is 78.6 GB/s [@L2].", ""),
    ("The MX500 cluster's GET throughput is 4.91 GB/s [@L2].", "value-mismatch"),
    # the largest or smallest of a column, said of a row that is not it (the sentence names no row)
    ("扩展测试中 NX900 的聚合读带宽最高 84.7GB/s[@L1]。", ""),
    ("扩展测试中 NX900 的聚合读带宽最高 47.5GB/s[@L1]。", "qualifier-violation"),
    ("扩展测试中 NX900 的聚合写带宽最大 23.8GB/s[@L1]。", "value-mismatch"),
    ("In the scaling test NX900's highest aggregate read bandwidth is 84.7 GB/s [@L1].", ""),
    ("In the scaling test NX900's highest aggregate read bandwidth is 47.5 GB/s [@L1].", "value-mismatch"),
    # "tops out" is the largest (上限 is not read: "1Gbps 网卡的上限" is a limit, not a statistic)
    ("Across client counts, aggregate read bandwidth tops out at 84.7 GB/s [@L1].", ""),
    ("Across client counts, aggregate read bandwidth tops out at 47.5 GB/s [@L1].", "value-mismatch"),
    ("16 个客户端时 NX900 的聚合读带宽为 84.7GB/s[@L1]。", ""),
    # with two reports cited, a clause naming only the other report's product makes the figure that product's
    ("NX900 的随机读 P99 时延为 420 微秒[@L1; @L2]。", ""),
    ("MX500 的随机读 P99 时延为 420 微秒[@L1; @L2]。", "value-mismatch"),
    ("MX500 每节点平均 GET 吞吐 4.91GB/s[@L1; @L2]。", ""),
    ("NX900 每节点平均 GET 吞吐 4.91GB/s[@L1; @L2]。", "value-mismatch"),
    ("NX900's P99 latency is 420 µs and MX500 moves 78.6 GB/s of GETs [@L1; @L2].", ""),
    ("MX500's P99 latency is 420 µs [@L1; @L2].", "value-mismatch"),
    # ... but a sentence that names the value's own product too compares them (a product without digits: ArkFS)
    ("ArkFS beats MX500 with a P99 latency of 610 µs [@L2; @L4].", ""),
    ("ArkFS 以 610 微秒的 P99 时延胜过 MX500[@L2; @L4]。", ""),
    ("MX500's P99 latency is 610 µs [@L2; @L4].", "value-mismatch"),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    return text_registry(tmp_path_factory.mktemp("l1"), {"L1": L1, "L2": L2, "L4": L4})


@pytest.mark.parametrize("text, rule", CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_a_label_names_its_figure(registry, text, rule):
    errors = text_errors(registry, text)
    assert (errors[0].split(":")[0] if errors else "") == rule, (text, errors)


def test_full_width_punctuation_reads_as_ascii():
    """One character for one: positions in messages stay those of the source."""
    from engine.check.markdown import _CJK_PUNCT

    marks = "，；：（）！？"
    assert marks.translate(_CJK_PUNCT) == ",;:()!?"


# figures a reader sees that no rule read: letters that look like digits, numbers too large for a float
READING = [
    ("NX900 峰值读带宽 98.4GB/s[@L1]。", ""),
    ("NX900 峰值读带宽 12OGB/s[@L1]。", "unsourced-number"),  # a letter O: readers see 120
    ("NX900 peak read bandwidth: l2O GB/s [@L1].", "unsourced-number"),
    ("NX900 的 P99 时延仅 2OO 微秒[@L1]。", "unsourced-number"),
    ("NX900 的 P99 时延为 42O [@L1]。", "unsourced-number"),  # no unit after it
    ("NX900's P99 latency is 42O μs [@L1].", "unsourced-number"),  # a Greek mu
    ("NX900's P99 latency is 420 μs [@L1].", ""),
    # a small whole number written as a difference is checked, never skipped as a count of things
    ("The scaling test goes from 8 to 16 clients, 8 more [@L1].", ""),
    ("The scaling test goes from 8 to 16 clients, 7 more [@L1].", "unsourced-number"),
    ("NX900 的 P99 时延仅 l7 ms[@L1]。", "unsourced-number"),
    ("The l2 cache, an O2 sensor and the IO500 list are names [@L1].", ""),
    ("NX900 IOPS " + "9" * 330 + "[@L1]。", "unsourced-number"),  # inf equals inf: it verified
    ("1 TiB = 2^40 字节。", ""),
    ("1 TiB = 2^400000 字节。", "value-mismatch"),  # crashed (OverflowError)
    ("1 TiB = 10^400 字节。", "value-mismatch"),
    ("容量 3×10^400 字节[@L1]。", "unsourced-number"),
    # arithmetic shown with a count of things as an operand is recomputed like "8 × 10.8GB/s"
    ("8 个节点 × 10.8GB/s = 86.4GB/s[@L1]。", ""),
    ("8 个节点 × 10.8GB/s = 98.4GB/s[@L1]。", "value-mismatch"),
    ("8 nodes × 10.8 GB/s = 86.4 GB/s [@L1].", ""),
    ("8 nodes × 10.8 GB/s = 98.4 GB/s [@L1].", "value-mismatch"),
]


@pytest.mark.parametrize("text, rule", READING, ids=[f"{i}" for i in range(len(READING))])
def test_what_a_reader_sees_is_read(registry, text, rule):
    errors = text_errors(registry, text)
    assert (errors[0].split(":")[0] if errors else "") == rule, (text, errors)


L3 = """id: L3
title: NX900 Checkpoint 保存测试
publisher: Example Lab
date: 2026-06-10
access: public
url: https://example.com/l3.pdf
setup:
  baseline: 原有 NAS
metrics:
  save_time:
    unit: s
    values: {baseline: 312, nx900: 47}
    note: {zh: 单次 Checkpoint 保存耗时, en: time of one checkpoint save}
"""


@pytest.mark.parametrize("digits, warned", [(0, True), (1, False)])
def test_a_claims_round_does_not_hide_a_flattering_rounding(tmp_path, digits, warned):
    """A claim's `round` is the editor's choice, not the evidence's digits: 312 s ÷ 47 s = 6.64 shown with round 0
    as "快 7 倍" rounds up by 5.4% (a loose-rounding warning, as a typed 7 gets); with round 1, 6.6 is as measured."""
    from engine.check.api import check_text
    from tests.check.briefs import brief_scopes

    body = ("sources: [L3]\nclaims:\n  t_base: L3.save_time.baseline\n  t_nx: L3.save_time.nx900\n"
            f"  speedup: {{expr: t_base / t_nx, round: {digits}}}\n")
    scope = brief_scopes(tmp_path, {"L3": L3}, body, {"l3": "zh"}, "NX900")["l3"]
    shown = "7" if digits == 0 else "6.6"
    found = check_text(f"NX900 把单次保存加快了 {shown} 倍[@L3]。\n", "a.md", **scope).findings
    assert [f.rule for f in found if f.severity == "error"] == []
    assert ("loose-rounding" in [f.rule for f in found]) is warned, [(f.rule, f.message) for f in found]


TABLE = "| 客户端数 | 聚合读带宽(GB/s) |\n| --- | --- |\n| {a} | {x} |\n| {b} | {y} |\n\n数据见表 4[@L1]。"


@pytest.mark.parametrize("a, x, b, y, rule", [
    ("4 个客户端", "24.1", "8 个客户端", "47.5", ""),
    ("4", "24.1", "16", "84.7", ""),
    ("4 个客户端", "47.5", "8 个客户端", "24.1", "value-mismatch"),  # the rows' figures swapped
    ("4", "84.7", "16", "24.1", "value-mismatch"),
])
def test_an_article_tables_row_label_fixes_its_row(registry, a, x, b, y, rule):
    """A row labelled by a count that is one evidence row's own cell (4 clients) is that row: a figure of another
    row in it fits only by coincidence."""
    errors = text_errors(registry, TABLE.format(a=a, x=x, b=b, y=y))
    assert (errors[0].split(":")[0] if errors else "") == rule, errors
