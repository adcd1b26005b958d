"""Text mode (`engine check --text`, no brief): English and Chinese comparisons between two cells of a cited table, as
writers phrase them (issue 12, the held-out fresh2 split's false alarms and surviving mutants, by class). Every row is
a wrong figure that must fail and a true sentence of the same shape that must pass, about invented reports of other
domains than the held-out tables: an analytical database benchmark (K5), a checkpoint sharding sweep whose rows
are named by their GPU count (K6) and a drive review with a score column (K7: Drive A 3,120 overall, 6,900 MB/s
sequential reads; Drive B 3,480, 7,050).

K5 suite: PostgreSQL 412 s / 180 QPS / 71.5% hits / compresses 2.1x / 64.0% CPU, DuckDB 96 s / 790 QPS / 88.0% /
4.8x / 91.5%, ClickHouse 61 s / 1210 QPS / 93.4% / 6.2x / 95.2%; a warehouse load of 36 h. K6 (a baseline column: two rows of a column are compared only when both are named):
8 GPUs 120 GB per GPU, 41 s a save (66 s unsharded); 32 GPUs 30 GB, 12 s (170 s); 128 GPUs 7.5 GB, 4.1 s (610 s).
"""
from __future__ import annotations

import re

import pytest

K5 = """id: K5
title: Analytical query benchmark on one server
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/k5.pdf
metrics:
  load_time: {value: 36, unit: h, note: {en: time to load the 10 TB dataset into the warehouse, zh: 把 10TB 数据集导入数仓的耗时}}
tables:
  suite:
    caption: {en: the query suite on one 64-core server, zh: 单台 64 核服务器上的查询套件}
    where: Table 2
    columns:
      engine: {label: {en: Engine, zh: 引擎}}
      suite_time: {unit: s, label: {en: Suite time, zh: 套件耗时}}
      qps: {unit: "", label: {en: Queries per second (QPS), zh: 每秒查询数(QPS)}}
      hit: {unit: "%", label: {en: Cache hit rate, zh: 缓存命中率}}
      compress: {unit: x, label: {en: Compression ratio, zh: 压缩比}}
      cpu: {unit: "%", label: {en: CPU utilisation, zh: CPU 利用率}}
    rows:
      pg: [PostgreSQL, 412, 180, 71.5, 2.1, 64.0]
      duck: [DuckDB, 96, 790, 88.0, 4.8, 91.5]
      click: [ClickHouse, 61, 1210, 93.4, 6.2, 95.2]
"""

K6 = """id: K6
title: Checkpoint sharding sweep
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/k6.pdf
tables:
  shard:
    caption: {en: checkpoint shard per GPU and save time as the job scales out, zh: 作业扩展时每卡检查点分片与保存耗时}
    where: Table 1
    columns:
      gpus: {unit: GPU, label: {en: GPUs, zh: GPU 数}}
      shard: {unit: GB, label: {en: Checkpoint shard per GPU, zh: 每卡检查点分片}}
      save: {unit: s, label: {en: Save time, zh: 保存耗时}}
      baseline: {unit: s, label: {en: Save time without sharding (baseline), zh: 不分片时的保存耗时(基线)}}
    rows:
      g8: [8, 120, 41, 66]
      g32: [32, 30, 12, 170]
      g128: [128, 7.5, 4.1, 610]
"""

K7 = """id: K7
title: NVMe drive review
publisher: Example Lab
date: 2026-05-04
access: public
url: https://example.com/k7.pdf
tables:
  drives:
    caption: {en: storage benchmark of two NVMe drives, zh: 两块 NVMe 盘的存储基准}
    where: Table 1
    columns:
      drive: {label: {en: Drive, zh: 盘}}
      overall: {unit: "", label: {en: Overall benchmark score, zh: 综合得分}}
      seq: {unit: "", label: {en: Sequential read (MB/s), zh: 顺序读(MB/s)}}
    rows:
      a: [Drive A, 3120, 6900]
      b: [Drive B, 3480, 7050]
"""

# (class, wrong text, true text, the rule the wrong text must raise)
CASES = [
    # --- a comparison of speed names the faster one: for times the smaller value, for rates the larger ----------
    ("speed-subject", "PostgreSQL runs the suite 4.3 times as fast as DuckDB [@K5].",
     "DuckDB runs the suite 4.3 times as fast as PostgreSQL [@K5].", "value-mismatch"),
    ("speed-subject", "DuckDB is 4.3x slower than PostgreSQL on the suite [@K5].",
     "PostgreSQL is 4.3x slower than DuckDB on the suite [@K5].", "value-mismatch"),
    ("speed-subject", "ClickHouse takes 6.8 times as long as PostgreSQL to run the suite [@K5].",
     "PostgreSQL takes 6.8 times as long as ClickHouse to run the suite [@K5].", "value-mismatch"),
    ("speed-subject", "DuckDB runs the suite 329% slower than PostgreSQL [@K5].",
     "DuckDB runs the suite 329% faster than PostgreSQL [@K5].", "value-mismatch"),
    ("speed-subject", "Compared with DuckDB, PostgreSQL finishes the suite 4.3 times faster [@K5].",
     "Compared with PostgreSQL, DuckDB finishes the suite 4.3 times faster [@K5].", "value-mismatch"),
    ("speed-subject", "DuckDB answers queries 1.5x as fast as ClickHouse, in queries per second [@K5].",
     "ClickHouse answers queries 1.5x as fast as DuckDB, in queries per second [@K5].", "value-mismatch"),
    ("speed-subject", "PostgreSQL 跑完查询套件比 DuckDB 快 4.3 倍[@K5]。", "DuckDB 跑完查询套件比 PostgreSQL 快 4.3 倍[@K5]。",
     "value-mismatch"),
    ("speed-subject", "ClickHouse 跑完查询套件比 DuckDB 慢 1.6 倍[@K5]。", "DuckDB 跑完查询套件比 ClickHouse 慢 1.6 倍[@K5]。",
     "value-mismatch"),
    # --- a bound on a comparison of two rows is about the two ("over 4x faster than"), even where a column of
    # multiples of another kind is stated (the compression ratio) ----------------------------------------------
    ("bound-comparison", "DuckDB finishes the suite over 5x faster than PostgreSQL [@K5].",
     "DuckDB finishes the suite over 4x faster than PostgreSQL [@K5].", "qualifier-violation"),
    ("bound-comparison", "DuckDB 跑完查询套件比 PostgreSQL 快 5 倍以上[@K5]。", "DuckDB 跑完查询套件比 PostgreSQL 快 4 倍以上[@K5]。",
     "qualifier-violation"),
    # ... but the "than" of the number's own "more than" is no comparison: a stated multiple stays the one meant
    ("bound-comparison", "DuckDB's compression ratio is more than 4.8x [@K5].",
     "DuckDB's compression ratio is more than 4.5x [@K5].", "qualifier-violation"),
    # --- "short of", "shy of", "lags", "trails", "behind": the subject is the smaller; the column both rows share names
    # neither apart ----------------------------------------------------------------------------------------------
    ("short-of", "DuckDB's cache hit rate is 16.5 points short of PostgreSQL's [@K5].",
     "PostgreSQL's cache hit rate is 16.5 points short of DuckDB's [@K5].", "value-mismatch"),
    ("short-of", "ClickHouse's cache hit rate is 93.4%, 5.4 points shy of DuckDB's 88.0% [@K5].",
     "DuckDB's cache hit rate is 88.0%, 5.4 points shy of ClickHouse's 93.4% [@K5].", "value-mismatch"),
    ("short-of", "ClickHouse lags DuckDB by 5.4 points of cache hit rate [@K5].",
     "DuckDB lags ClickHouse by 5.4 points of cache hit rate [@K5].", "value-mismatch"),
    ("short-of", "ClickHouse trails DuckDB by 5.4 points in cache hit rate [@K5].",
     "DuckDB trails ClickHouse by 5.4 points in cache hit rate [@K5].", "value-mismatch"),
    ("short-of", "DuckDB is 16.5 points behind PostgreSQL in cache hit rate [@K5].",
     "PostgreSQL is 16.5 points behind DuckDB in cache hit rate [@K5].", "value-mismatch"),
    ("short-of", "ClickHouse 的缓存命中率落后 DuckDB 5.4 个百分点[@K5]。", "DuckDB 的缓存命中率落后 ClickHouse 5.4 个百分点[@K5]。",
     "value-mismatch"),
    # --- two figures compared in one breath (vs, instead of, against) go with the two rows in the order named ------
    ("versus-pair", "DuckDB trails ClickHouse on cache hits (93.4% vs 88.0%) [@K5].",
     "DuckDB trails ClickHouse on cache hits (88.0% vs 93.4%) [@K5].", "value-mismatch"),
    ("versus-pair", "ClickHouse finishes the suite in 96 s instead of 61 s for DuckDB [@K5].",
     "ClickHouse finishes the suite in 61 s instead of 96 s for DuckDB [@K5].", "value-mismatch"),
    ("versus-pair", "PostgreSQL hits its cache 88.0% of the time, against 71.5% for DuckDB [@K5].",
     "DuckDB hits its cache 88.0% of the time, against 71.5% for PostgreSQL [@K5].", "value-mismatch"),
    ("versus-pair", "DuckDB 的缓存命中率低于 ClickHouse(93.4% 对比 88.0%)[@K5]。",
     "DuckDB 的缓存命中率低于 ClickHouse(88.0% 对比 93.4%)[@K5]。", "value-mismatch"),
    # --- a column named by a clause of its own before the figures' clause frames them ------------------------------
    ("framed-column", "On CPU utilisation, DuckDB reaches 88.0%, against 71.5% for PostgreSQL [@K5].",
     "On cache hit rate, DuckDB reaches 88.0%, against 71.5% for PostgreSQL [@K5].", "value-mismatch"),
    ("framed-column", "在 CPU 利用率上,DuckDB 达到 88.0%,PostgreSQL 为 71.5%[@K5]。",
     "在缓存命中率上,DuckDB 达到 88.0%,PostgreSQL 为 71.5%[@K5]。", "value-mismatch"),
    # --- "scores" before a figure is a verb: it names no score column ---------------------------------------------
    ("scores-verb", "On sequential reads, Drive A scores 360 points below Drive B [@K7].",
     "On sequential reads, Drive A scores 150 points below Drive B [@K7].", "unsourced-number"),
    ("scores-verb", "Drive A scores only 6,900 on sequential reads, 360 below Drive B [@K7].",
     "Drive A scores only 6,900 on sequential reads, 150 below Drive B [@K7].", "unsourced-number"),
    ("scores-verb", "顺序读方面,Drive A 比 Drive B 低 360[@K7]。", "顺序读方面,Drive A 比 Drive B 低 150[@K7]。",
     "unsourced-number"),
    # --- a qualified figure whose verb is further back than its few words: its sentence names the quantity -------
    ("qualified-sentence", "The warehouse load of the whole dataset ran on the one server for about 45 hours [@K5].",
     "The warehouse load of the whole dataset ran on the one server for about 36 hours [@K5].", "unsourced-number"),
    ("qualified-sentence", "The warehouse load of the whole dataset ran on the one server for more than 36 hours [@K5].",
     "The warehouse load of the whole dataset ran on the one server for nearly 36 hours [@K5].", "qualifier-violation"),
    ("qualified-sentence", "把整个数据集导入数仓,在那台 64 核服务器上前后一共跑了大约 45 个小时[@K5]。",
     "把整个数据集导入数仓,在那台 64 核服务器上前后一共跑了大约 36 个小时[@K5]。", "qualifier-violation"),
    # --- a sweep table's rows are named by their key value ("at 32 GPUs", "from 8 to 32 GPUs") --------------------
    ("sweep-row", "Going from 8 to 32 GPUs shrinks the checkpoint shard per GPU fivefold, from 120 GB to 30 GB [@K6].",
     "Going from 8 to 32 GPUs shrinks the checkpoint shard per GPU fourfold, from 120 GB to 30 GB [@K6].", "unsourced-number"),
    ("sweep-row", "Going from 32 to 128 GPUs cuts the save time 3.4-fold, from 12 s to 4.1 s [@K6].",
     "Going from 32 to 128 GPUs cuts the save time 2.9-fold, from 12 s to 4.1 s [@K6].", "unsourced-number"),
    ("sweep-row", "Each GPU holds a 120 GB shard at 8 GPUs and 7.5 GB at 32 [@K6].",
     "Each GPU holds a 120 GB shard at 8 GPUs and 30 GB at 32 [@K6].", "value-mismatch"),
    ("sweep-row", "从 8 卡扩展到 128 卡,保存快了 3.4 倍[@K6]。", "从 8 卡扩展到 32 卡,保存快了 3.4 倍[@K6]。", "unsourced-number"),
    ("sweep-row", "从 8 卡扩展到 32 卡,保存耗时从 41 秒缩短到 12 秒,快了 4.4 倍[@K6]。",
     "从 8 卡扩展到 32 卡,保存耗时从 41 秒缩短到 12 秒,快了 3.4 倍[@K6]。", "unsourced-number"),
]


@pytest.fixture(scope="module")
def registry(tmp_path_factory):
    from conftest import evidence_registry

    root = tmp_path_factory.mktemp("k5")
    (root / "evidence").mkdir()
    for rid, text in (("K5", K5), ("K6", K6), ("K7", K7)):
        (root / "evidence" / f"{rid}.yaml").write_text(text, encoding="utf-8")
    return evidence_registry(root)


def _rules(reg, text):
    from engine.check.api import check_text

    return [f.rule for f in check_text(text, "a.md", registry=reg).findings if f.severity == "error"]


@pytest.mark.parametrize("cls, wrong, true, rule", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_wrong_fails_and_true_passes(registry, cls, wrong, true, rule):
    assert rule in _rules(registry, wrong), (wrong, _rules(registry, wrong))
    assert _rules(registry, true) == [], (true, _rules(registry, true))


def test_both_languages_in_every_class():
    langs: dict[str, set] = {}
    for cls, wrong, *_ in CASES:
        langs.setdefault(cls, set()).add("zh" if re.search(r"[\u4e00-\u9fff]", wrong) else "en")
    assert all(v == {"zh", "en"} for v in langs.values()), langs
