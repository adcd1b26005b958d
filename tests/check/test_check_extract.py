"""The extractor: every form the issue lists, in zh and en, with exact columns."""
from __future__ import annotations

import pytest

from engine.check.extract import Extractor
from engine.check.markdown import blocks


def mentions(text, idents=()):
    out, skipped = [], []
    ex = Extractor(list(idents))
    for b in blocks(text):
        ms, sk = ex.run(b)
        out += ms
        skipped += [s.text for s in sk]
    return out, skipped


def one(text):
    ms, _ = mentions(text)
    assert len(ms) == 1, [m.text for m in ms]
    m = ms[0]
    return m.value, m.decimals, (m.unit.symbol if m.unit else None), m.qualifier


@pytest.mark.parametrize("text, expected", [
    ("共 3,560s。", (3560, 0, "s", None)),
    ("提升 +96%。", (96, 0, "%", None)),
    ("占 9.9%。", (9.9, 1, "%", None)),
    ("约百分之五。", (5, 0, "%", "approx")),
    ("快 1.9 倍。", (1.9, 1, "x", None)),
    ("1.9x faster", (1.9, 1, "x", None)),
    ("1.9× faster", (1.9, 1, "x", None)),
    ("178 秒", (178, 0, "s", None)),
    ("10 小时", (10, 0, "h", None)),
    ("65.6GB", (65.6, 1, "GB", None)),
    ("8 卡", (8, 0, "GPU", None)),
    ("32B 模型", (32, 0, "B", None)),
    ("a 10-hour run", (10, 0, "h", None)),
    ("on 64 GPUs", (64, 0, "GPU", None)),
    ("6.40 GB/s", (6.4, 2, "GB/s", None)),
    ("1 万步", (10000, 0, "step", None)),
    ("超过 400s", (400, 0, "s", "gt")),
    ("220s 以内", (220, 0, "s", "le")),
    ("不到 90 秒", (90, 0, "s", "lt")),
    ("至少 5%", (5, 0, "%", "ge")),
    ("最高 9.3 倍", (9.3, 1, "x", "upto")),
    ("可达 9.3 倍", (9.3, 1, "x", "upto")),
    ("近 10%", (10, 0, "%", "nearly")),
    ("about 3,560 s", (3560, 0, "s", "approx")),
    ("approximately 5%", (5, 0, "%", "approx")),
    ("nearly 10%", (10, 0, "%", "nearly")),
    ("more than 400 s", (400, 0, "s", "gt")),
    ("up to 9.3x", (9.3, 1, "x", "upto")),
    ("under 45 hours", (45, 0, "h", "lt")),
    ("at least 5%", (5, 0, "%", "ge")),
    ("~5%", (5, 0, "%", "approx")),
    ("4.4 percentage points", (4.4, 1, "%", None)),
    ("提高 32 个百分点", (32, 0, "%", None)),
])
def test_forms(text, expected):
    assert one(text) == expected


@pytest.mark.parametrize("text, ends", [
    ("6.2–9.3 倍", ("range", "x")), ("100–1000 步", ("range", "step")), ("6.2~9.3", ("range", None)),
    ("6.2 至 9.3", ("range", None)), ("6.2 to 9.3", ("range", None)),
    ("178s → 94s", ("change", "s")), ("从 178s 降至 94s", ("change", "s")),
    ("from 3.26 to 6.40 GB/s", ("change", "GB/s")), ("3.26 → 6.40 GB/s", ("change", "GB/s")),
])
def test_ranges_and_changes_share_a_unit(text, ends):
    ms, _ = mentions(text)
    assert len(ms) == 2 and ms[0].group == ms[1].group == ends[0]
    assert [m.unit.symbol if m.unit else None for m in ms] == [ends[1]] * 2


def test_arithmetic_chain():
    ms, _ = mentions("178s/次 × 20 次 = 3,560s")
    assert [m.value for m in ms] == [178, 20, 3560] and len({m.arith for m in ms}) == 1
    assert ms[0].unit.symbol == "s"


def test_vague_words():
    ms, _ = mentions("数十秒;dozens of steps")
    assert [m.vague for m in ms] == [(10, 100), (24, 100)]


@pytest.mark.parametrize("text", [
    "FX100", "MI308X", "Atlas 910B", "H200", "NVMe-oF", "R1", "G1–G4", "v1.2.3", "2026-07-03", "2026 年 7 月 3 日",
    "上午 10:30", "10:30 开始", "at 10:30", "9:45 pm", "表 3", "Table 3", "第 2 节", "GPT-4", "Qwen2.5-7B", "Llama-3-70B", "4090D", "100GbE", "in 2026,",
    "[报告](https://example.com/r/178)", "https://example.com/a/9.9", "[@R1]", "<https://x.org/5>",
])
def test_not_figures(text):
    ms, _ = mentions(text, idents=["910B"])
    assert ms == [], [m.text for m in ms]


def test_list_markers_are_structure_and_code_is_read_like_prose():
    # issue 10: a reader sees the figures in code spans and blocks, so the checker reads them (docs/checking.md)
    ms, _ = mentions("1. 第一步\n2. 第二步\n\n```\nx = 178\n```\n\n    y = 94\n\n`9.9%` 和 ``2.1%`\n")
    assert [m.text for m in ms] == ["178", "94", "9.9%", "2.1%"]


def test_columns_are_exact():
    text = "# 标题\n\n> **直接答案**:保存从 `x` 178s 降至 *94s* [@R1]。\n\n| a | b (%) |\n|---|---|\n| x | 9.9 |\n"
    ms, _ = mentions(text)
    for m in ms:
        off = m.block.pos[m.num_start]
        assert text[off:off + 2] == m.text.lstrip("约超过 ")[:2]
    cell = ms[-1]
    assert cell.unit.symbol == "%" and cell.implied_unit


def test_citations_and_exemptions_are_recorded():
    (b,) = blocks("保存 94s [@R1; @R9, 表 3],见【出处:R12 实测】。共 1,024 卡{exempt: 行业常识}\n")
    assert [c.report for c in b.cites] == ["R1", "R9", "R12"]
    assert b.exempts and b.exempts[0][1] == "行业常识"


# Every punctuation mark that may follow a number in zh or en text, ASCII and full-width.
_PUNCT = [",", ".", ";", ":", ")", "!", "?", "\uff0c", "\u3002", "\uff1b", "\uff1a", "\u3001", "\uff09", "\uff01",
          "\uff1f", "\u201d", "\u300d"]


@pytest.mark.parametrize("punct", _PUNCT, ids=[hex(ord(p)) for p in _PUNCT])
@pytest.mark.parametrize("number, value, decimals", [("5,380", 5380, 0), ("1,234,567", 1234567, 0),
                                                     ("2,150.5", 2150.5, 1), ("87.5", 87.5, 1)])
def test_number_before_punctuation_keeps_all_its_digits(punct, number, value, decimals):
    """"每秒生成 token 数从 2,150 提高到 5,380,提升明显": 5,380, not 5 and 380."""
    ms, _ = mentions(f"吞吐为 {number}{punct}提升明显\n")
    assert [(m.value, m.decimals) for m in ms] == [(value, decimals)], [m.text for m in ms]
    ms, _ = mentions(f"throughput was {number}{punct} then\n")
    assert [(m.value, m.decimals) for m in ms] == [(value, decimals)], [m.text for m in ms]


def test_a_malformed_group_is_not_read_as_one_number():
    ms, _ = mentions("共 1,2345 步\n")
    assert [m.value for m in ms] != [12345]


def test_times_sign_between_two_numbers_is_an_operator():
    ms, _ = mentions("即 1,000 × 1,430ms = 1,430s\n")
    assert [m.text for m in ms] == ["1,000", "1,430ms", "1,430s"]
    assert ms[0].arith is not None and ms[0].arith == ms[1].arith == ms[2].arith


def test_every_unit_alias_is_read():
    """Every alias in engine.units.ALIASES is read by the extractor (微秒 is µs), glued and spaced; the only
    exceptions are documented: a spaced X is a letter, not "times"; 张 alone counts pictures, not GPUs."""
    from engine import units
    from engine.check.extract import Extractor
    from engine.check.markdown import blocks

    for alias, sym in units.ALIASES.items():
        for text in (f"用了 12{alias} 完成", f"用了 12 {alias} 完成"):
            if alias == "张" or text == "用了 12 X 完成":
                continue
            ms, _ = Extractor([]).run_many(blocks(text))[0]
            want = units.UNITS[sym]
            # the same unit: its symbol, or (Gbit, read by its own name) its factor and dimension
            assert [(m.unit.factor, m.unit.dims) if m.unit else None for m in ms] == [(want.factor, want.dims)], text
            assert ms[0].unit.symbol in (want.symbol, alias), text


def test_bits_and_gpu_time_units():
    from engine.check.extract import Extractor
    from engine.check.markdown import blocks

    def unit(text):
        ms, _ = Extractor([]).run_many(blocks(text))[0]
        return [(m.unit.symbol, round(m.unit.factor, 3)) for m in ms]
    assert unit("带宽 21.8 Gb/s。") == [("Gb/s", 1.25e8)]
    assert unit("带宽 21.8 Gbps。") == [("Gbps", 1.25e8)]
    assert unit("带宽 21.8 GB/s。") == [("GB/s", 1e9)]
    assert unit("共 251 GPU·h。") == [("GPU·h", 3600.0)]
    assert unit("共 251 卡时。") == [("GPU·h", 3600.0)]
    assert unit("扩展到 64 卡时,保存更快。") == [("GPU", 1.0)]


def test_every_qualifier_before_a_part_of_has_a_meaning():
    """'保存约占训练时长的 9.9%' crashed the gate (KeyError '约占'): every word QUAL_OF_RE can match must mean something."""
    import re

    from engine.check import lexicon as L

    words = re.search(r"\(\?P<q>([^)]*)\)", L.QUAL_OF_RE.pattern).group(1).split("|")
    assert words and [w for w in words if w not in L.QUAL_BEFORE] == []


@pytest.mark.parametrize("text, value, unit", [
    ("FX200 集群 IOPS 达 1.5M。", 1.5e6, None),  # M after the thing counted: a million, not parameters
    ("训练 70M 参数的模型", 70.0, "M"),
    ("保存气泡降到 55‰", 5.5, "%"),
    ("saves take 1 880 s", 1880.0, "s"),
    ("saves take 1\u202f880 s", 1880.0, "s"),
])
def test_more_number_forms(text, value, unit):
    ms, _ = mentions(text)
    assert [(m.value, m.unit.symbol if m.unit else None) for m in ms] == [(value, unit)], [m.text for m in ms]
