"""Wrong figures a red team published past the gate from the docs alone (session 10), each next to the true
sentence it was made from. Domain: an all-flash file system "ArkFS" whose report keys its variants `ark` and
`baseline` (the product's name is longer than its key), and a brief with a ratio, a cut and a share. Each row:
(brief, text, the first error rule or "" when it must pass); `none` checks against the cited report alone."""
from __future__ import annotations

import pytest

S3 = """\
id: S3
title: ArkFS 全闪分布式存储性能测试报告
publisher: 示例实验室
date: 2026-09-01
access: public
url: https://example.com/s3.pdf
setup:
  platform: ArkFS 全闪分布式存储, 8 个存储节点
  baseline: 原有 NAS
metrics:
  read_bw:
    unit: GB/s
    values: {baseline: 9.2, ark: 92.4}
    note: {zh: 集群聚合顺序读带宽(平均), en: average aggregate sequential read throughput}
  p99_lat:
    unit: us
    values: {baseline: 2300, ark: 420}
    note: {zh: 4KB 随机读 P99 时延, en: 4KB random read P99 latency}
  ckpt_time:
    unit: s
    values: {baseline: 312, ark: 41}
    note: {zh: 单次 Checkpoint 保存耗时, en: time of one checkpoint save}
"""

BRIEF = """\
sources: [S3]
claims:
  rb_base: S3.read_bw.baseline
  rb_ark: S3.read_bw.ark
  p99_base: S3.p99_lat.baseline
  p99_ark: S3.p99_lat.ark
  ck_base: S3.ckpt_time.baseline
  ck_ark: S3.ckpt_time.ark
  read_gain: {expr: rb_ark / rb_base, round: 1}
  p99_cut: {expr: (p99_base - p99_ark) / p99_base, unit: "%", round: 1}
  ck_share: {expr: ck_ark / ck_base, unit: "%", round: 1}
"""

CASES = [
    # a ratio says which is the larger: the subject of "是 … 的 N 倍" / "is N times" is the larger one
    ("s3", "ArkFS 的平均读带宽是原有 NAS 的 10.0 倍[@S3]。", ""),
    ("none", "ArkFS 的平均读带宽是原有 NAS 的 10.0 倍[@S3]。", ""),
    ("s3-en", "ArkFS's read throughput is 10.0 times the legacy NAS's [@S3].", ""),
    ("s3", "原有 NAS 的 P99 时延是 ArkFS 的 5.5 倍[@S3]。", ""),
    ("s3", "原有 NAS 的平均读带宽是 ArkFS 的 10.0 倍[@S3]。", "value-mismatch"),
    ("none", "原有 NAS 的平均读带宽是 ArkFS 的 10.0 倍[@S3]。", "value-mismatch"),
    ("s3-en", "The legacy NAS's read throughput is 10.0 times ArkFS's [@S3].", "value-mismatch"),
    ("none", "ArkFS 的 P99 时延是原有 NAS 的 5.48 倍[@S3]。", "value-mismatch"),
    # "A 比 B 高 N%" is relative to B; "A 比 B 高 N 倍" makes A the larger
    ("none", "原有 NAS 的 P99 时延比 ArkFS 高 447.6%[@S3]。", ""),
    ("none", "ArkFS 的 P99 时延比原有 NAS 低 81.7%[@S3]。", ""),
    ("none", "The legacy NAS's P99 latency is 447.6% higher than ArkFS's [@S3].", ""),
    ("none", "ArkFS 读带宽比原有 NAS 高 10 倍[@S3]。", ""),
    ("none", "原有 NAS 的 P99 时延比 ArkFS 高 81.7%[@S3]。", "value-mismatch"),
    ("none", "The legacy NAS's P99 latency is 81.7% higher than ArkFS's [@S3].", "value-mismatch"),
    ("none", "原有 NAS 读带宽比 ArkFS 高 10 倍[@S3]。", "value-mismatch"),
    # a letter O among digits reads as a figure the checker cannot check
    ("none", "ArkFS 集群平均读带宽为 1O5GB/s[@S3]。", "unsourced-number"),
    # a share (what is left) is no cut, and a cut is no share
    ("s3", "ArkFS 的单次 Checkpoint 保存耗时只有原有 NAS 的 13.1%[@S3]。", ""),
    ("s3", "ArkFS 把单次 Checkpoint 保存耗时降低了 86.9%[@S3]。", ""),
    ("s3", "ArkFS 把单次 Checkpoint 保存耗时降低了 13.1%[@S3]。", "value-mismatch"),
    ("s3-en", "ArkFS cuts checkpoint time by 13.1% [@S3].", "value-mismatch"),
    # the product's name starts with its variant key: "ArkFS" names `ark`, so the baseline's figure is no ArkFS figure
    ("s3", "ArkFS 单次 Checkpoint 保存耗时 41 秒[@S3]。", ""),
    ("s3", "ArkFS 单次 Checkpoint 保存耗时 312 秒[@S3]。", "value-mismatch"),
    ("none", "ArkFS 集群平均读带宽为 9.2GB/s[@S3]。", "value-mismatch"),
    # a product the report never measured does not take its figures
    ("s3", "竞品 FX100 的平均读带宽为 92.4GB/s[@S3]。", "value-mismatch"),
    ("none", "Competitor Vast X1 averages 92.4 GB/s of read throughput [@S3].", "value-mismatch"),
    ("s3", "ArkFS 的平均读带宽为 92.4GB/s[@S3]。", ""),
    ("none", "Against the legacy NAS, ArkFS averages 92.4 GB/s of read throughput [@S3].", ""),
]


@pytest.fixture(scope="module")
def s3_briefs(tmp_path_factory):
    from tests.check.briefs import brief_scopes

    root = tmp_path_factory.mktemp("s3")
    out = brief_scopes(root, {"S3": S3}, BRIEF, {"s3": "zh", "s3-en": "en"}, "ArkFS")
    out["none"] = dict(registry=out["s3"]["registry"], lang="zh")
    return out


@pytest.mark.parametrize("brief, text, rule", CASES)
def test_a_wrong_figure_the_red_team_wrote_fails(s3_briefs, brief, text, rule):
    from tests.check.briefs import first_error

    got, errors = first_error(text, s3_briefs[brief])
    assert got == rule, errors
