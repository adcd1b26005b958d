"""Brief mode: a comparison or derived figure is about the operands its sentence names. A ratio of two variants of
one metric said against a row of a scaling table, a ratio said the other way round, a stand-alone figure said at
another row of a table it is a cell of, and a per-entity figure said as a whole-cluster one are wrong figures;
the forms an editor writes by hand (the scaling claim for the rows named, both ends of a change at the rows it
names) pass. Each row: (brief, wrong text, true text, rule the wrong text must raise).

P1's quantities (an invented cache cluster, Orca O5, against the existing cache cluster): application servers 6;
QPS of the whole cluster 180,000 (existing) / 630,000 (O5) at 6 servers; QPS per cache node 45,000 / 105,000;
one full warm-up 60 / 12 min; GET latency table keyed by variant (average 900 / 150 µs, P99 4,200 / 350 µs);
O5 scaling table (2, 4, 6 servers: 230,000, 440,000, 630,000 QPS); cache miss rate 12% / 3%.
"""
from __future__ import annotations

import pytest

P1 = """\
id: P1
title: Orca O5 缓存集群测试报告
publisher: 示例实验室
date: 2026-09-01
access: public
url: https://example.com/p1.pdf
label: 实测
setup:
  platform: Orca O5 缓存集群
  baseline: 原有缓存集群
  workload: 在线查询缓存
metrics:
  servers:
    unit: server
    value: 6
    note: {zh: 应用服务器数量, en: number of application servers}
  qps:
    unit: ""
    values: {baseline: 180000, o5: 630000}
    note: {zh: 6 台应用服务器时整个集群的每秒查询数, en: queries per second of the whole cluster with 6 application servers}
  qps_per_node:
    unit: ""
    values: {baseline: 45000, o5: 105000}
    note: {zh: 每个缓存节点的每秒查询数, en: queries per second per cache node}
  miss:
    unit: "%"
    values: {baseline: 12, o5: 3}
    note: {zh: 缓存回源率, en: cache miss rate}
  warmup:
    unit: min
    values: {baseline: 60, o5: 12}
    note: {zh: 一次全量缓存预热的耗时, en: time of one full cache warm-up}
tables:
  latency:
    caption: {zh: GET 时延, en: GET latency}
    columns:
      op: {label: {zh: 操作, en: operation}}
      system: {label: {zh: 系统, en: system}}
      avg: {unit: us, label: {zh: 平均时延, en: average latency}}
      p99: {unit: us, label: {zh: P99 时延, en: P99 latency}}
    rows:
      get_base: [GET, 原有缓存集群, 900, 4200]
      get_o5: [GET, Orca O5, 150, 350]
  scaling:
    caption: {zh: 不同应用服务器数量下 O5 的每秒查询数, en: O5 queries per second by number of application servers}
    columns:
      servers: {unit: server, label: {zh: 应用服务器数, en: application servers}}
      o5_qps: {unit: "", label: {zh: O5 每秒查询数, en: O5 queries per second}}
    rows:
      s2: [2, 230000]
      s4: [4, 440000]
      s6: [6, 630000]
"""

BRIEF = """\
sources: [P1]
claims:
  servers: P1.servers
  s2_servers: P1.scaling.s2.servers
  qps_base: P1.qps.baseline
  qps_o5: P1.qps.o5
  qps_x: {expr: qps_o5 / qps_base, round: 1, note: O5 与原有缓存集群的每秒查询数之比}
  qps_s2: P1.scaling.s2.o5_qps
  scale_x: {expr: qps_o5 / qps_s2, round: 1, note: O5 从最少到最多应用服务器时每秒查询数的增长倍数}
  node_qps_o5: P1.qps_per_node.o5
  warm_base: P1.warmup.baseline
  warm_o5: P1.warmup.o5
  warm_x: {expr: warm_base / warm_o5, round: 1, note: 原有缓存集群与 O5 的全量预热耗时之比}
  p99_base: P1.latency.get_base.p99
  p99_o5: P1.latency.get_o5.p99
  p99_x: {expr: p99_base / p99_o5, round: 1, note: 原有缓存集群与 O5 的 GET P99 时延之比}
  p99_cut: {expr: (p99_base - p99_o5) / p99_base, unit: "%", round: 1, note: GET P99 时延的降幅}
  qps_gain: {expr: qps_o5 / qps_base - 1, unit: "%", round: 0, note: 每秒查询数的增幅}
  miss_drop: {expr: P1.miss.baseline - P1.miss.o5, note: 缓存回源率下降的百分点}
"""

CASES = [
    # both ends of a change at the rows the sentence names: 6 is the 6-server row as well as the servers metric,
    # 23 万 the 2-server row's cell; a wrong end still fails
    ("p1", "在 O5 上,应用服务器从 2 台增加到 6 台,每秒查询数从 23 万增长到 68 万[@P1]。",
     "在 O5 上,应用服务器从 2 台增加到 6 台,每秒查询数从 23 万增长到 63 万[@P1]。", "value-mismatch"),
    # a word of a plain figure's own (its caption's "application servers") does not name a rival that has it too
    ("p1-en", "On O5, going from 2 to 6 application servers took queries per second from 230,000 to 680,000 [@P1].",
     "On O5, going from 2 to 6 application servers took queries per second from 230,000 to 630,000 [@P1].",
     "value-mismatch"),
    # a ratio of the two variants of a metric is not a ratio of two rows of the scaling table: the partner names
    # the other row by a count
    ("p1", "6 台应用服务器时,O5 的每秒查询数是 2 台应用服务器时的 3.5 倍[@P1]。",
     "6 台应用服务器时,O5 的每秒查询数是 2 台应用服务器时的 2.7 倍[@P1]。", "value-mismatch"),
    ("p1", "相比 2 台应用服务器时,6 台应用服务器时 O5 的每秒查询数提升到 3.5 倍[@P1]。",
     "相比原有缓存集群,O5 的每秒查询数提升到 3.5 倍[@P1]。", "value-mismatch"),
    ("p1-en", "With 6 application servers, O5's queries per second are 3.5 times its own with 2 servers [@P1].",
     "With 6 application servers, O5's queries per second are 2.7 times its own with 2 servers [@P1].",
     "value-mismatch"),
    ("p1-en", "Going from 2 to 6 application servers raised O5's queries per second 3.5-fold [@P1].",
     "Going from 2 to 6 application servers raised O5's queries per second 2.7-fold [@P1].", "value-mismatch"),
    # a stand-alone figure that is a cell of another row than the one its sentence names by a count
    ("p1", "2 台应用服务器时,O5 的每秒查询数就达到了 63 万[@P1]。", "6 台应用服务器时,O5 的每秒查询数达到了 63 万[@P1]。",
     "value-mismatch"),
    ("p1-en", "With 2 application servers, O5 already served 630,000 queries per second [@P1].",
     "With 6 application servers, O5 served 630,000 queries per second [@P1].", "value-mismatch"),
    # a plain quotient said the other way round: the subject of a multiple is its numerator; of a speed of times,
    # the shorter time
    ("p1", "O5 的 GET P99 时延是原有缓存集群的 12 倍[@P1]。", "原有缓存集群的 GET P99 时延是 O5 的 12 倍[@P1]。",
     "value-mismatch"),
    ("p1-en", "O5's GET P99 latency is 12 times the existing cluster's [@P1].",
     "The existing cluster's GET P99 latency is 12 times O5's [@P1].", "value-mismatch"),
    ("p1", "全量预热时,原有缓存集群比 O5 快 5.0 倍[@P1]。", "全量预热时,O5 比原有缓存集群快 5.0 倍[@P1]。", "value-mismatch"),
    ("p1-en", "The existing cluster warms up 5.0 times as fast as O5 [@P1].",
     "O5 warms up 5.0 times as fast as the existing cluster [@P1].", "value-mismatch"),
    # a per-node figure said of the whole cluster, and the whole cluster's said per node
    ("p1", "O5 整个集群的每秒查询数为 10.5 万[@P1]。", "O5 每个缓存节点的每秒查询数为 10.5 万[@P1]。", "value-mismatch"),
    ("p1-en", "The whole O5 cluster serves 105,000 queries per second [@P1].",
     "The whole O5 cluster serves 630,000 queries per second [@P1].", "value-mismatch"),
    # a cut or an increase said as a share of the other value ("仅为 … 的", "N% of"): the share is the rest of the
    # cut (8.3%), or 1 + the increase (350%)
    ("p1", "O5 的 GET P99 时延仅为原有缓存集群的 91.7%[@P1]。", "O5 的 GET P99 时延仅为原有缓存集群的 8.3%[@P1]。",
     "value-mismatch"),
    ("p1", "O5 的每秒查询数是原有缓存集群的 250%[@P1]。", "O5 的每秒查询数比原有缓存集群高 250%[@P1]。", "value-mismatch"),
    ("p1-en", "O5's GET P99 latency is only 91.7% of the existing cluster's [@P1].",
     "O5 cuts GET P99 latency by 91.7% [@P1].", "value-mismatch"),
    # a difference of two report percents (written as report references in the claim) said as a percent change
    ("p1", "缓存回源率下降了 9%[@P1]。", "缓存回源率下降了 9 个百分点[@P1]。", "value-mismatch"),
    ("p1-en", "The cache miss rate dropped by 9% [@P1].", "The cache miss rate dropped by 9 percentage points [@P1].",
     "value-mismatch"),
]


@pytest.fixture(scope="module")
def p1_briefs(tmp_path_factory):
    from tests.check.briefs import brief_scopes

    return brief_scopes(tmp_path_factory.mktemp("p1"), {"P1": P1}, BRIEF, {"p1": "zh", "p1-en": "en"}, "Orca O5")


@pytest.mark.parametrize("brief, wrong, true, rule", CASES, ids=[c[2] for c in CASES])
def test_wrong_fails_and_true_passes(p1_briefs, brief, wrong, true, rule):
    from tests.check.briefs import first_error

    got, errors = first_error(wrong, p1_briefs[brief])
    assert got == rule, (wrong, errors)
    got, errors = first_error(true, p1_briefs[brief])
    assert got == "", (true, errors)
