"""Hypothesis fuzzing of the extractor and the checker."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.check.output import to_json, to_sarif
from test_rules import project

from engine.check.api import check_text

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check(text, brief="demo"):
    registry, scope, sources, lang = project(brief)
    return check_text(text, "fuzz.md", registry=registry, scope=scope, sources=sources, lang=lang)


@SETTINGS
@given(st.text(max_size=400))
def test_no_crash_on_any_unicode(text):
    for brief in ("demo", "none"):
        rep = _check(text, brief)
        s = rep.summary()
        assert s["numbers"] >= s["verified"] + s["skipped"] - len(rep.exemptions) >= 0
        for f in rep.findings:
            assert f.line >= 1 and f.col >= 1


MARKDOWN = st.lists(st.sampled_from([
    "# ", "## ", "> ", "- ", "1. ", "| a | b |\n|---|---|\n| 1 | 2 |\n", "```\n178\n```\n", "`9.9%`", "**", "*", "_",
    "[@R1]", "[@R9]", "[x](http://a.b/1)", "{exempt: 理由充分}", "{exempt}", "\n", "\n\n", " ", "约", "超过", "到", "→",
    "178s", "94 秒", "1.9 倍", "9.9%", "3,560s", "6.2–9.3 倍", "数十", "百分之五", "FX100", "2026-07-03", "G1", "v1.2",
    "保存", "气泡", "the save", "about", "over", "from", "to", "【出处:R1 实测】", "\\", "&nbsp;", "<b>", "---\n",
]), max_size=40).map("".join)


@SETTINGS
@given(MARKDOWN)
def test_no_crash_on_markdown_soup_and_output_is_deterministic(text):
    a, b = _check(text), _check(text)
    assert to_json(a) == to_json(b)
    assert to_sarif(a) == to_sarif(b)


WORDS = st.sampled_from(["训练", "保存", "时间", "我们", "模型", "因此", "的", "the", "run", "is", "and", "faster",
                         "storage", ",", "。", ",", ";", "("])
UNITS = st.sampled_from(["", "s", " 秒", "%", " 倍", "x", " GB", " GB/s", " h", " 步", " 卡", " steps", " hours"])


@SETTINGS
@given(st.lists(WORDS, max_size=30), st.integers(0, 30), st.integers(0, 99999), st.integers(0, 3), UNITS)
def test_a_number_inserted_in_prose_is_always_found(words, at, whole, decimals, unit):
    at = min(at, len(words))
    num = f"{whole:,}" if decimals == 0 else f"{whole}.{'7' * decimals}"
    left = " ".join(words[:at])
    text = (left + " " if left else "") + num + unit + " " + " ".join(words[at:]) + "\n"
    rep = _check(text)
    col = len(left + " " if left else "") + 1
    hits = [b for b in rep.bindings if b["line"] == 1 and b["col"] <= col and num in b["text"]]
    assert hits, (text, rep.bindings)
    small_count = decimals == 0 and whole <= 10 and unit.strip() in ("", "步", "卡")
    allowed = ("skipped:count",) if small_count else ()
    assert not any(b["status"].startswith("skipped") and b["status"] not in allowed for b in hits), (text, hits)
