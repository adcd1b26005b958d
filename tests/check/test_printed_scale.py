"""A number with a glued K and no unit ("850K", "4K") is a figure of thousands unless it names a size
(engine/check/extract.py, _k_is_name). Before, every K-number was skipped as a name, so "FX100 reaches 950K IOPS"
passed for 850,000 IOPS. A glued or spaced M before a word that counts operations is millions ("0.85M IOPS", "0.85 M IOPS"), and a
spaced "us" before punctuation or a latency word is microseconds ("0.12 us," was a bare 0.12). "IOPS 950,000" and "达九十五万" were
not read at all (IOPS taken for a product name, a Chinese numeral with no unit for prose). Each row: (brief, text, the first error rule or "" when it must pass). Domain: a block
array's random-read IOPS (a plain-number metric: the registry has no IOPS unit) and a model's context length."""
from __future__ import annotations

import pytest

S2 = """\
id: S2
title: Quarry Q9 块存储随机读测试
publisher: 示例实验室
date: 2026-09-01
access: public
url: https://example.com/s2.pdf
setup:
  platform: Quarry Q9 块存储
  workload: 4K random reads at queue depth 32
metrics:
  randread_iops:
    unit: ""
    values: {baseline: 420000, q9: 850000}
    note: {zh: 4K 随机读 IOPS, en: 4K random read IOPS}
  create_lat:
    unit: us
    values: {baseline: 480, q9: 120}
    note: {zh: 文件创建平均时延, en: average file create latency}
  save_time:
    unit: s
    values: {baseline: 45, q9: 26}
    note: {zh: 单次保存耗时, en: time of one save}
  context:
    unit: ""
    value: 131072
    note: {zh: 上下文长度(token), en: context length in tokens}
tables:
  kv:
    caption: {zh: 键值查询, en: key-value lookups}
    columns:
      store: {label: {zh: 存储, en: store}}
      qps: {unit: "", label: QPS}
    rows:
      q9: [Q9, 120000]
"""

BRIEF = """\
sources: [S2]
claims:
  iops_base: S2.randread_iops.baseline
  iops_q9: S2.randread_iops.q9
"""

CASES = [
    # true figures written in thousands pass, and the size names around them stay names
    ("s2-en", "With 4K random reads, Q9 reaches 850K IOPS [@S2].", ""),
    ("s2-en", "With 4K random reads, Q9 reaches 850K [@S2].", ""),
    ("s2-en", "Random read IOPS went from 420K to 850K [@S2].", ""),
    ("s2-en", "Random read IOPS went from 420k to 850k [@S2].", ""),
    ("s2", "4K 随机读时,Q9 的 IOPS 达到 850K[@S2]。", ""),
    ("s2", "Q9 的 4K 随机读 IOPS 为 850K,原有存储为 420K[@S2]。", ""),
    ("s2-en", "The tested model reads a context of about 131K tokens [@S2].", ""),
    ("s2-en", "The block size is 4K [@S2].", ""),
    ("s2-en", "Q9 reaches 0.85M IOPS on 4K random reads [@S2].", ""),
    ("s2", "测试的块大小为 4K[@S2]。", ""),
    ("s2-en", "The model was trained on ImageNet-1K [@S2].", ""),
    ("s2", "上下文窗口为 128K[@S2]。", ""),
    ("s2-en", "The test used 8K video and 4K random reads [@S2].", ""),
    # a capitalised word that names a measure of the report (a metric's note, a column's label) is no product name,
    # and a Chinese numeral with 万 is an amount without a unit; names and idioms stay unread
    ("s2-en", "Q9 random read IOPS 850,000 [@S2].", ""),
    ("s2", "Q9 随机读 IOPS 达八十五万,原有存储为四十二万[@S2]。", ""),
    ("s2-en", "Q9 serves key-value lookups at QPS 120,000 [@S2].", ""),
    ("s2-en", "The clients were RTX 4090 workstations [@S2].", ""),
    ("s2", "这件事十万火急,千万不要拖,万一出错就用 Q9 恢复[@S2]。", ""),
    ("s2-en", "Q9 random read IOPS 950,000 [@S2].", "value-mismatch"),
    ("s2", "Q9 随机读 IOPS 达九十五万[@S2]。", "value-mismatch"),
    ("s2-en", "Q9 serves key-value lookups at QPS 150,000 [@S2].", "value-mismatch"),
    # numbers in words with a scale word, a Latin unit after a space, 半分钟
    ("s2-en", "Q9's create latency is one hundred twenty microseconds [@S2].", ""),
    ("s2-en", "Q9's create latency is 0.12 milliseconds [@S2].", ""),
    ("s2", "Q9 的创建时延为一百二十 µs[@S2]。", ""),
    ("s2-en", "The baseline manages 420 thousand random read IOPS [@S2].", ""),
    ("s2-en", "One in a million requests fails, and millions of users rely on Q9 [@S2].", ""),
    ("s2", "Q9 保存一次不到半分钟[@S2]。", ""),
    ("s2-en", "Q9 reaches three million random read IOPS [@S2].", "unsourced-number"),
    ("s2-en", "The baseline manages half a million random read IOPS [@S2].", "value-mismatch"),
    ("s2-en", "Q9's create latency is five hundred microseconds [@S2].", "value-mismatch"),
    ("s2-en", "Q9's create latency is 0.13 milliseconds [@S2].", "value-mismatch"),
    ("s2", "Q9 的创建时延为一百三十 µs[@S2]。", "value-mismatch"),
    ("s2", "Q9 随机读 IOPS 超过两百万[@S2]。", "qualifier-violation"),
    ("s2", "原有存储保存一次不到半分钟[@S2]。", "qualifier-violation"),
    # wrong figures in thousands fail, a power of two included when it ends its clause or counts IOPS
    ("s2-en", "With 4K random reads, Q9 reaches 950K IOPS [@S2].", "value-mismatch"),
    ("s2-en", "With 4K random reads, Q9 reaches 950K [@S2].", "value-mismatch"),
    ("s2-en", "Random read IOPS went from 420K to 950K [@S2].", "value-mismatch"),
    ("s2", "4K 随机读时,Q9 的 IOPS 达到 950K[@S2]。", "value-mismatch"),
    ("s2", "4K 随机读时,Q9 的 IOPS 达到 512K[@S2]。", "value-mismatch"),
    ("s2-en", "Q9 delivers 512K IOPS on 4K random reads [@S2].", "value-mismatch"),
    ("s2-en", "The random read IOPS of Q9 is 1.2K [@S2].", "unsourced-number"),
    ("s2-en", "Q9 reaches 0.95M IOPS on 4K random reads [@S2].", "value-mismatch"),
    ("s2-en", "The tested model reads a context of about 262K tokens [@S2].", "qualifier-violation"),
    # a spaced M before an operations word is millions; a spaced "us" is microseconds where no pronoun can stand
    ("s2-en", "Q9 reaches 0.85 M IOPS on 4K random reads [@S2].", ""),
    ("s2-en", "Q9 reaches 0.95 M IOPS on 4K random reads [@S2].", "value-mismatch"),
    ("s2-en", "Q9's average create latency is 120 us [@S2].", ""),
    ("s2-en", "Q9's average create latency is 120 us, a quarter of the baseline's 480 us [@S2].", ""),
    ("s2-en", "Q9's average create latency is 0.12 us [@S2].", "unsourced-number"),
    ("s2-en", "Q9's average create latency is 0.12 us, down from 480 us [@S2].", "unsourced-number"),
    ("s2-en", "Let us save a checkpoint in 26 s with Q9 [@S2].", ""),
    ("s2-en", "Let us save a checkpoint in 36 s with Q9 [@S2].", "value-mismatch"),
    # a capital X glued to digits after a noun is a name (竞品 X1), after a comparative a multiple (快 X2.0)
    ("s2", "Q9 的随机读 IOPS 是原有存储(竞品 X1)的 2.0 倍[@S2]。", ""),
    ("s2", "Q9 的随机读 IOPS 比原有存储快 X2.0[@S2]。", ""),
    ("s2", "Q9 的随机读 IOPS 比原有存储快 X3.0[@S2]。", "unsourced-number"),
]


@pytest.fixture(scope="module")
def s2_briefs(tmp_path_factory):
    from tests.check.briefs import brief_scopes

    return brief_scopes(tmp_path_factory.mktemp("s2"), {"S2": S2}, BRIEF, {"s2": "zh", "s2-en": "en"}, "Quarry Q9")


@pytest.mark.parametrize("brief, text, rule", CASES)
def test_a_k_number_is_a_figure_unless_it_names_a_size(s2_briefs, brief, text, rule):
    from tests.check.briefs import first_error

    got, errors = first_error(text, s2_briefs[brief])
    assert got == rule, errors
