"""A unit's name in a quantity's note is not context (engine/check/scope.py, _UNIT_WORDS): a claim whose note says
"缩短的毫秒数" / "saved, in milliseconds" drew every figure in ms to itself, so a report's own figure, and the
derivation hover the build publishes ("= 1,860 毫秒 ÷ 420 毫秒 · S1 表 1"), were refused as the time saved. Each
row: (brief, text, the first error rule or "" when it must pass). Domain: an object store's GET latency and a
backup job, nothing else uses it."""
from __future__ import annotations

import pytest

S1 = """\
id: S1
title: Strata S5 对象存储测试报告
publisher: 示例实验室
date: 2026-09-01
access: public
url: https://example.com/s1.pdf
setup:
  platform: Strata S5 对象存储
  baseline: 原有对象存储
metrics:
  get_lat:
    unit: ms
    values: {baseline: 1860, s5: 420}
    note: {zh: 小对象 GET 平均时延, en: average latency of small-object GETs}
  backup:
    unit: h
    values: {baseline: 6.4, s5: 2.9}
    note: {zh: 一次全量备份的耗时, en: time of one full backup}
  object_size:
    unit: MB
    value: 2
    note: {zh: 测试对象大小, en: size of the test objects}
"""

BRIEF = """\
sources: [S1]
claims:
  lat_base: S1.get_lat.baseline
  lat_s5: S1.get_lat.s5
  lat_x: {expr: lat_base / lat_s5, round: 1, note: GET 平均时延之比 (ratio of average GET latencies)}
  lat_saved: {expr: lat_base - lat_s5, note: GET 平均时延缩短的毫秒数 (average GET latency saved in ms)}
  backup_base: S1.backup.baseline
  backup_s5: S1.backup.s5
  backup_saved: {expr: backup_base - backup_s5, note: 每次备份节省的小时数 (hours saved per backup)}
  size: S1.object_size
"""

CASES = [
    # the hover of lat_x as the build publishes it, and the report's own figures, in the unit the notes name
    ("s1", "= 1,860 毫秒 ÷ 420 毫秒 · S1 表 1 [@S1]", ""),
    ("s1-en", "= 1,860 ms ÷ 420 ms · S1 Table 1 [@S1]", ""),
    ("s1", "原有对象存储的小对象 GET 平均时延为 1,860 毫秒[@S1]。", ""),
    ("s1-en", "The existing store's average small-object GET latency was 1,860 ms [@S1].", ""),
    ("s1", "= 6.4 小时 - 2.9 小时 · S1 [@S1]", ""),
    ("s1-en", "A full backup took 6.4 hours before and 2.9 hours on S5 [@S1].", ""),
    ("s1", "每次全量备份节省 3.5 小时[@S1]。", ""),
    ("s1-en", "Each full backup saves 3.5 hours [@S1].", ""),
    # wrong figures still fail
    ("s1", "原有对象存储的小对象 GET 平均时延为 1,840 毫秒[@S1]。", "value-mismatch"),
    ("s1-en", "The existing store's average small-object GET latency was 1,840 ms [@S1].", "value-mismatch"),
    ("s1", "每次全量备份节省 3.9 小时[@S1]。", "value-mismatch"),
    ("s1-en", "Each full backup saves 3.9 hours [@S1].", "value-mismatch"),
    ("s1", "GET 平均时延缩短了 1,400 毫秒[@S1]。", "value-mismatch"),
]


@pytest.fixture(scope="module")
def s1_briefs(tmp_path_factory):
    from tests.check.briefs import brief_scopes

    return brief_scopes(tmp_path_factory.mktemp("s1"), {"S1": S1}, BRIEF, {"s1": "zh", "s1-en": "en"}, "Strata S5")


@pytest.mark.parametrize("brief, text, rule", CASES)
def test_a_unit_named_in_a_note_draws_no_figure(s1_briefs, brief, text, rule):
    from tests.check.briefs import first_error

    got, errors = first_error(text, s1_briefs[brief])
    assert got == rule, errors
