"""Per-language unit words (issue 9): zh shows 94 秒, 2.3 分钟, 64 卡 by default; engine.yaml site.units picks
another word per language; the checker reads every word the engine may show as that unit."""
import pytest

from conftest import run_engine
from engine import units
from engine.calc import display as D
from engine.calc.quantity import Quantity
from engine.check.extract import Extractor
from engine.check.markdown import blocks
from engine.models.config import Site

U = units.UNITS


def read(text):
    return [(m.value, m.unit.symbol if m.unit else None) for b in blocks(text) for m in Extractor([]).run(b)[0]]


@pytest.mark.parametrize("q, zh, en", [
    (Quantity.of(94, U["s"]), "94 秒", "94 s"), (Quantity.of(2.3, U["min"]), "2.3 分钟", "2.3 min"),
    (Quantity.of(10, U["h"]), "10 小时", "10 h"), (Quantity.of(350, U["us"]), "350 微秒", "350 µs"),
    (Quantity.of(64, U["GPU"]), "64 卡", "64 GPUs"), (Quantity.of(6.6, units.parse("TiB/s")), "6.6TiB/s", "6.6 TiB/s"),
    (Quantity.of(3.66, units.parse("TiB/min")), "3.66TiB/min", "3.66 TiB/min"), (Quantity.of(9.9, U["%"]), "9.9%", "9.9%"),
    (Quantity.of(256, U["byte"]), "256 字节", "256 bytes"),  # was "256 byte" in both
])
def test_default_words_and_the_spacing_rule(q, zh, en):
    dec = len(zh.split(" ")[0].rstrip("%TiB/smin").partition(".")[2])
    assert (D.quantity(q, dec, "zh"), D.quantity(q, dec, "en")) == (zh, en)
    assert read(f"测试用了 {zh}。") == read(f"The test used {en}.") == [(float(q.value), q.unit.symbol)], (zh, en)


def _shown_words():
    """Every (language, symbol, word) a project may choose: each symbol and each alias of it."""
    for sym in U:
        if sym in ("", "%", "x", "B", "M", "T"):
            continue
        for word in units.spellings(sym):
            for lang in ("zh", "en"):
                try:
                    Site(units={lang: {sym: word}})
                except ValueError:
                    continue
                yield lang, sym, word


@pytest.mark.parametrize("lang, sym, word", list(_shown_words()))
def test_every_word_a_project_may_choose_is_read_back_as_its_unit(lang, sym, word):
    with D.words({lang: {sym: word}}):
        shown = D.quantity(Quantity.of(12, U[sym]), 0, lang)
    assert read(f"测试用了 {shown}。" if lang == "zh" else f"The test used {shown}.") == [(12, sym)], shown


@pytest.mark.parametrize("units_, message", [
    ({"zh": {"s": "分"}}, "the checker would not read '分' as s"),
    ({"zh": {"GPU": "张"}}, "the checker would not read '张' as GPU"),
    ({"en": {"us": "us"}}, "the checker would not read 'us' as us"),
    ({"zh": {"furlong": "弗隆"}}, "'furlong' is not a unit whose word can be chosen"),
    ({"zh": {"s": "min"}}, "the checker would not read 'min' as s"),
])
def test_a_word_the_checker_would_not_read_is_refused(units_, message):
    with pytest.raises(ValueError, match=message):
        Site(units=units_)


def test_site_units_in_engine_yaml_changes_the_article_and_it_still_passes(tmp_path):
    r = run_engine("init", "p", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    p = tmp_path / "p"
    (p / "evidence" / "R1.yaml").write_text((p / "evidence" / "R1.yaml").read_text(encoding="utf-8").replace(
        "metrics:", "metrics:\n  save_time: {value: 94, unit: s, note: 单次保存耗时}", 1), encoding="utf-8")
    brief = p / "articles" / "first-article.yaml"
    text = brief.read_text(encoding="utf-8").replace("  speedup:", "  t_save: R1.save_time\n  speedup:", 1)
    text = text.replace("是原有存储的 {{ speedup }} 倍[@R1]。", "是原有存储的 {{ speedup }} 倍,单次保存 {{ t_save }}[@R1]。")
    brief.write_text(text, encoding="utf-8")
    b = run_engine("build", "articles/first-article.yaml", "--no-pdf", cwd=p)
    assert b.returncode == 0, b.stderr
    assert "单次保存 94 秒[@R1]" in (p / "build/first-article/first-article.md").read_text(encoding="utf-8")

    cfg = p / "engine.yaml"
    cfg.write_text(cfg.read_text(encoding="utf-8").replace("site:\n", "site:\n  units: {zh: {s: s}}\n", 1),
                   encoding="utf-8")
    b = run_engine("build", "articles/first-article.yaml", "--no-pdf", cwd=p)
    assert b.returncode == 0, b.stderr
    assert "单次保存 94s[@R1]" in (p / "build/first-article/first-article.md").read_text(encoding="utf-8")
    c = run_engine("claims", "articles/first-article.yaml", cwd=p)
    assert " 94s " in c.stdout

    cfg.write_text(cfg.read_text(encoding="utf-8").replace("{s: s}", "{s: 分}"), encoding="utf-8")
    b = run_engine("build", "articles/first-article.yaml", "--no-pdf", cwd=p)
    assert b.returncode == 2
    assert "engine.yaml:" in b.stderr and "the checker would not read '分' as s" in b.stderr
    assert "Traceback" not in b.stderr


def test_a_figure_ending_in_a_chinese_word_takes_no_space_before_chinese_text():
    from engine.models import markers

    marked = "从 " + markers.mark(("t",), "178 秒") + " 降到 " + markers.mark(("u",), "94s") + " 左右"
    assert markers.strip(markers.tighten(marked)) == "从 178 秒降到 94s 左右"
