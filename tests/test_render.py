"""Units of the article side: filters, markers, the MarkdownIt instance, hover spans, locations."""
from pathlib import Path

import pytest

from conftest import ROOT
from engine.commands.claims import compute_claims
from engine.draft.filters import FILTERS, FilterError, Value
from engine.draft.locate import Locator
from engine.draft.template import Renderer
from engine.errors import Problems
from engine.models import markers
from engine.render import mdit
from engine.yamlsrc import loads


@pytest.fixture(scope="module")
def scopes():
    return {lang: compute_claims(ROOT, Path(f"articles/{b}.yaml"))[3]
            for lang, b in (("zh", "ckpt-bubble"), ("en", "ckpt-bubble-en"))}


def render(scope, lang, text):
    problems = Problems()
    smap = loads("t: x\n", "b.yaml")[1]
    out = Renderer(scope, lang, Locator(smap, "t: x\n"), problems).render(("t",), text)
    assert not problems.items, problems.items
    return markers.strip(out)


@pytest.mark.parametrize("lang, text, expected", [
    ("zh", "{{ speedup }}", "1.9"),
    ("zh", "{{ save_base }}", "3,560 秒"),
    ("en", "{{ save_base }}", "3,560 s"),
    ("zh", "{{ load_speedup }}", "6.2–9.3"),
    ("zh", "{{ save_base|num }}", "3,560"),
    ("zh", "{{ speedup|times }}", "1.9×"),
    ("en", "{{ load_speedup|times }}", "6.2–9.3×"),
    ("zh", "{{ bubble_base|digits(2) }}", "9.89%"),
    ("zh", "{{ saved|in_unit('min') }}", "28 分钟"),
    ("en", "{{ saved|in_unit('h', 2) }}", "0.47 h"),
    ("zh", "{{ load_speedup|lo }}/{{ load_speedup|hi }}", "6.2/9.3"),
    ("zh", "{{ time_saved|signed }}", "+4.7%"),
    ("zh", "{{ t_base|to(t_fx) }}", "178 → 94 秒"),
    ("en", "{{ t_base|to(t_fx) }}", "178 → 94 s"),
    ("en", "{{ bw_base|to(bw_fx) }}", "3.26 → 6.40 GB/s"),
    ("zh", "{{ bw_base|to(bw_fx) }}", "3.26GB/s → 6.40GB/s"),
    ("zh", "{{ steps|num }} 步", "10,000 步"),
])
def test_placeholders_and_filters(scopes, lang, text, expected):
    assert render(scopes[lang], lang, text) == expected


def test_pct_turns_a_ratio_into_a_percent(scopes):
    s = dict(scopes["zh"])
    from dataclasses import replace

    from engine import units
    from engine.calc.quantity import Quantity
    s["ratio"] = replace(s["speedup"], name="ratio", quantity=Quantity.of(0.047, units.UNITS[""]), decimals=3)
    assert render(s, "zh", "{{ ratio|pct }}") == "4.7%"
    assert render(s, "zh", "{{ ratio|pct(0) }}") == "5%"


@pytest.mark.parametrize("text, message", [
    ("{{ t_base|pct }}", "'pct' needs a ratio, but t_base is in s"),
    ("{{ t_base|times }}", "'times' needs a multiple (unit x or none), but t_base is in s"),
    ("{{ t_base|in_unit('GB') }}", "cannot convert 178 s to GB"),
    ("{{ t_base|in_unit('parsec') }}", "unknown unit 'parsec' in in_unit"),
    ("{{ 'x'|num }}", "the filter 'num' needs a claim or assumption, got str 'x'"),
])
def test_filter_misuse_is_a_clear_error(scopes, text, message):
    problems = Problems()
    smap = loads("t: x\n", "b.yaml")[1]
    Renderer(scopes["zh"], "zh", Locator(smap, "t: x\n"), problems).render(("t",), text)
    assert [p.message for p in problems.items] == [f"placeholder error: {message}"]


def test_the_sandbox_blocks_python_internals(scopes):
    problems = Problems()
    smap = loads("t: x\n", "b.yaml")[1]
    Renderer(scopes["zh"], "zh", Locator(smap, "t: x\n"), problems).render(
        ("t",), "{{ speedup.__class__.__mro__ }}")
    assert problems.items and problems.items[0].code == "placeholder"


def test_markers_cannot_be_forged_from_brief_text(scopes):
    forged = markers.mark(("save_base",), "999s")
    out = render(scopes["zh"], "zh", forged + " {{ t_fx }}")
    assert out == "save_base999s 94 秒"  # the invisible markers are dropped, the visible text stays ...
    problems = Problems()
    smap = loads("t: x\n", "b.yaml")[1]
    raw = Renderer(scopes["zh"], "zh", Locator(smap, "t: x\n"), problems).render(("t",), forged)
    assert markers.OPEN not in raw  # ... so it never becomes a hover span


def test_markdown_escapes_html_and_refuses_dangerous_links():
    html = mdit.to_html("<script>x</script> [a](javascript:alert(document.cookie)) [b](https://ok.example/)")
    assert "&lt;script&gt;" in html and "javascript:" not in html.replace("[a](javascript:", "")
    assert '<a href="https://ok.example/">b</a>' in html
    assert "<a href=\"javascript" not in html


def test_citations_are_one_token_rendered_by_the_caller():
    html = mdit.to_html("见[@R1; @R9]。", {"cite": lambda ids: "<C " + ",".join(ids) + ">"})
    assert html == "<p>见<C R1,R9>。</p>\n"
    assert mdit.to_plain("a **b** [@R1]", cite=lambda ids: "{" + ids[0] + "}") == "a b {R1}"


def test_hover_spans_never_go_inside_attributes(scopes):
    from engine.render.html import _spans
    from engine.render.labels import LABELS

    class Art:
        scope = scopes["zh"]

    text = f'<img alt="{markers.mark(("t_fx",), "94s")}"><p>{markers.mark(("t_fx",), "94s")}</p>'
    out = _spans(text, Art, LABELS["zh"])
    assert out == '<img alt="94s"><p><span class="claim" data-claim="t_fx" title="R1 表 3" tabindex="0">94s</span></p>'


def test_locations_inside_literal_blocks_and_one_line_values():
    text = "a: plain {{ x }}\nb: |\n  one\n  two {{ y }}\nc: 'quoted {{ z }}'\n"
    smap = loads(text, "f.yaml")[1]
    loc = Locator(smap, text)
    assert str(loc.at_offset(("a",), "plain {{ x }}", 9)) == "f.yaml:1:13"
    assert str(loc.at_offset(("b",), "one\ntwo {{ y }}\n", 11)) == "f.yaml:4:10"
    assert str(loc.at_offset(("c",), "quoted {{ z }}", 10)) == "f.yaml:5:15"


def test_every_build_error_code_is_documented():
    import re

    files = ["engine/draft/compose.py", "engine/draft/refs.py", "engine/draft/template.py", "engine/pipeline.py",
             "engine/render/html.py"]
    codes = set()
    for f in files:
        codes |= set(re.findall(r'(?:problems\.add|Problem)\(\s*"([a-z-]+)"', (ROOT / f).read_text(encoding="utf-8")))
    doc = (ROOT / "docs" / "authoring.md").read_text(encoding="utf-8")
    assert codes and not [c for c in sorted(codes) if f"`{c}`" not in doc]


@pytest.mark.parametrize("md, plain", [
    ("1.9× faster [@R1]. Next", "1.9× faster. Next"),            # no space left before the full stop
    ("快 1.9 倍 [@R1]。整个训练缩短 4.7% [@R1; @R9]", "快 1.9 倍。整个训练缩短 4.7%"),
    ("from 178 s [@R1], to 94 s", "from 178 s, to 94 s"),
    ("a [@R1] b", "a b"),                                          # mid-sentence: one space stays
    ("a [@R1]\n\nb [@R9]", "a b"),
])
def test_plain_text_without_citations_reads_as_a_sentence(md, plain):
    assert mdit.to_plain(md) == plain
