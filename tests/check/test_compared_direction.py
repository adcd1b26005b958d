"""A comparison between two rows must go the way its words say (engine/check/variants.py, _derivation_direction):
the reference may open the sentence ("比起 B,A …", "相比 B,"), the word may be a change word ("下降了 N 个百分点",
"increases the error by N"), a speed word for a rate or a time ("比 B 快 80 MB/s"), or a ratio said smaller ("A is N
times smaller than B"); a row is named without its version number ("zstd -1" for "zstd 1.5.6 -1"); and a change
from one row to another may name its first end in an aside ("from 45.4 (GPT) to 60.5"). And a per-GPU figure is no
figure of the whole cluster ("across the cluster", "整个集群" are scope words). Each row: (text, the first
error rule, or "" when it must pass); text mode, no brief."""
from __future__ import annotations

import pytest

T1 = """\
id: T1
title: Compressors and classifiers on one bench
publisher: Example Lab
date: 2026-09-01
access: public
url: https://example.com/t1.pdf
metrics:
  tput: {value: 380, unit: "", note: {en: tokens per second per GPU in training, zh: 训练时每块 GPU 每秒处理的 token 数}}
tables:
  codecs:
    caption: {zh: 压缩器对比(单线程), en: "compressors, single thread"}
    columns:
      name: {label: {zh: 压缩器, en: compressor}}
      comp: {unit: MB/s, label: {zh: 压缩速度, en: compression speed}}
      decomp: {unit: MB/s, label: {zh: 解压速度, en: decompression speed}}
    rows:
      qz1: [qz 2.4.1 -1, 510, 1580]
      qz3: [qz 2.4.1 -3, 350, 1490]
      sn: [snapper 1.1.0, 520, 1500]
  models:
    caption: {zh: 分类准确率与参数量, en: classification accuracy and size}
    columns:
      name: {label: {zh: 模型, en: model}}
      acc: {unit: "%", label: {zh: Top-1 准确率, en: top-1 accuracy}}
      params: {unit: param, label: {zh: 参数量, en: parameters}}
    rows:
      small: [Kite-S, 71.2, 12000000]
      large: [Kite-XL, 80.7, 156000000]
      old: [Oldnet, 76.0, 25000000]
"""

CASES = [
    # a reference that opens the sentence
    ("比起 Oldnet,Kite-S 的 Top-1 准确率低 4.8 个百分点 [@T1]。", ""),
    ("比起 Oldnet,Kite-S 的 Top-1 准确率高 4.8 个百分点 [@T1]。", "value-mismatch"),
    ("相比 Oldnet,Kite-XL 的 Top-1 准确率高 4.7 个百分点 [@T1]。", ""),
    ("相比 Oldnet,Kite-XL 的 Top-1 准确率低 4.7 个百分点 [@T1]。", "value-mismatch"),
    # a change word with a reference
    ("相比 Oldnet,Kite-S 的 Top-1 准确率下降了 4.8 个百分点 [@T1]。", ""),
    ("相比 Oldnet,Kite-XL 的 Top-1 准确率下降了 4.7 个百分点 [@T1]。", "value-mismatch"),
    ("Kite-XL increases top-1 accuracy by 4.7 points compared with Oldnet [@T1].", ""),
    ("Kite-S increases top-1 accuracy by 4.8 points compared with Oldnet [@T1].", "value-mismatch"),
    # a speed word on a rate, rows named without their version
    ("snapper 的解压速度为 1500 MB/s,比 qz -1 慢 80 MB/s [@T1]。", ""),
    ("snapper 的解压速度为 1500 MB/s,比 qz -1 快 80 MB/s [@T1]。", "value-mismatch"),
    ("qz -3 decompresses 90 MB/s slower than qz -1 [@T1].", ""),
    ("qz -3 decompresses 90 MB/s faster than qz -1 [@T1].", "value-mismatch"),
    # a ratio said smaller: the subject is the smaller
    ("Kite-S is 13 times smaller than Kite-XL [@T1].", ""),
    ("Kite-XL is 13 times smaller than Kite-S [@T1].", "value-mismatch"),
    ("Kite-S 比 Kite-XL 小 13 倍 [@T1]。", ""),
    ("Kite-XL 比 Kite-S 小 13 倍 [@T1]。", "value-mismatch"),
    ("Kite-XL is 13 times larger than Kite-S [@T1].", ""),
    # a change between two rows whose first end is named in an aside
    ("Kite-XL raises top-1 accuracy from 76.0% (Oldnet) to 80.7% [@T1].", ""),
    ("Kite-XL lowers top-1 accuracy from 76.0% (Oldnet) to 80.7% [@T1].", "value-mismatch"),
    ("Kite-XL 把 Top-1 准确率从 76.0%(Oldnet)提升到 80.7% [@T1]。", ""),
    ("Kite-XL 把 Top-1 准确率从 76.0%(Oldnet)降低到 80.7% [@T1]。", "value-mismatch"),
    # a per-GPU figure is no figure of the whole cluster ("across the cluster", "整个集群")
    ("Training processes about 380 tokens per second per GPU [@T1].", ""),
    ("Training processes about 380 tokens per second across the cluster [@T1].", "unsourced-number"),
    ("Training processes 380 tokens per second across all the GPUs [@T1].", "value-mismatch"),
    ("训练时每块 GPU 每秒处理约 380 个 token [@T1]。", ""),
    ("训练时整个集群每秒处理 380 个 token [@T1]。", "value-mismatch"),
]


@pytest.fixture(scope="module")
def t1(tmp_path_factory):
    from tests.check.briefs import brief_scopes

    out = brief_scopes(tmp_path_factory.mktemp("t1"), {"T1": T1}, "sources: [T1]\nclaims: {}\n", {"b": "zh"}, "T")
    return out["b"]["registry"]


@pytest.mark.parametrize("text, rule", CASES)
def test_a_comparison_goes_the_way_its_words_say(t1, text, rule):
    from tests.check.briefs import first_error

    lang = "en" if text.isascii() else "zh"
    got, errors = first_error(text, dict(registry=t1, lang=lang))
    assert got == rule, errors
