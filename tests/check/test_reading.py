"""One reading of the text (issue 10): the checker reads the renderer's own tokens, with positions."""
import pytest
from markdown_it.rules_core.text_join import text_join

from engine.check import markdown as M
from engine.check import reading
from engine.render import mdit

SAMPLES = [
    "降到 &#50;.1% 和 &#x32;.1%,`9 s` ``2.1%` \\*x\\* *y* **z** ~~w~~",
    "[训练缩短 37%](#faq) [5.5%](https://x \"新固件 2.1%\") ![图 1: 9.9%](a.png \"t 3\") <https://x.org/5>",
    "- [数据加载提速 3.9 倍](../data-loading/)\n- item 2 [@R1, 表 3] [@R1; @R9]\n\n> quote 4\n\n| a (%) | b |\n| --- | --- |\n| x \\| y | 9.9 |\n",
    "```\nx = 178\n```\n\n    y = 94\n\n<b>2.1%</b> a_b_c 1_000 *a*b* \\\n next 1\u200b9.9% ¹.⁵% ① ½%",
    "[ref link][r] 3\n\n[r]: http://x \"ref 7\"\n",
]


def _joined(tokens):
    class S:  # the core state text_join expects
        pass

    s = S()
    s.tokens = tokens
    text_join(s)
    return tokens


@pytest.mark.parametrize("src", SAMPLES)
def test_checker_tokens_are_the_renderers(src):
    # the checker's parser is built by the same function as the renderer's: same options, same rules
    assert M.parser().options == mdit.md().options
    for name in ("core", "block", "inline"):
        mine = [r.name for r in getattr(M.parser(), name).ruler.__rules__ if r.enabled]
        theirs = [r.name for r in getattr(mdit.md(), name).ruler.__rules__ if r.enabled]
        assert mine == theirs
    env, env2 = {}, {}
    tokens, _ = reading.parse(M.parser(), src, env)
    tokens = _joined(tokens)
    ref = mdit.md().parse(src, env2)
    assert [t.as_dict() for t in tokens] == [t.as_dict() for t in ref]
    assert mdit.md().renderer.render(tokens, mdit.md().options, env) == mdit.md().render(src)


@pytest.mark.parametrize("src, read", [
    ("降到 &#50;.1%", "降到 2.1%"),
    ("1\u200b9.9%", "19.9%"),
    ("即保存 2\u034f7 次, 2\u17b47 GB, 2\ufe0f7%", "即保存 27 次, 27 GB, 27%"),  # default-ignorable, not Cf
    ("¹.⁵% ① １２％", "1.5% 1 12%"),
    ("`2.1%` and ``2.1%`", "\x002.1%\x00 and ``2.1%`"),  # a code span is its own word; an unbalanced backtick is text
    ("[5.5%](https://x \"新固件 2.1%\")", "5.5%\x00新固件 2.1%\x00"),
    ("<b>2.1%</b>", "\x00\x00\x002.1%\x00\x00\x00\x00"),  # shown escaped; a tag is not words
])
def test_clean_text_is_what_a_reader_sees(src, read):
    (b,) = M.blocks(src)
    assert b.text == read


def test_every_character_keeps_its_source_position():
    src = "# T 1\n\nA *b* &#50;.1% `x 9` [t **3** x](http://a \"ti 2\") \\*y ![al 5](p.png) [@R1, 表 3] z\n" \
          "next  line 1\u200b9.9% ¹.⁵% ①\n\n| a | b |\n| --- | --- |\n| x | 9.9 |\n"
    for b in M.blocks(src):
        for i, ch in enumerate(b.text):
            if ch.isdigit():
                orig = src[b.pos[i]]
                assert orig == ch or orig in "&¹⁵①", (ch, orig, b.text)
    b = M.blocks(src)[1]
    assert [c.report for c in b.cites] == ["R1"] and src[b.cites[0].offset] == "["
    assert ("表 3", "reference") in [(t, r) for _, t, r in b.skips]
    assert [(src[o], hex(ord(c))) for _, o, c in b.invisible] == [("\u200b", "0x200b")]


def test_a_bare_url_stops_where_the_url_characters_stop():
    (b,) = M.blocks("详见www.example.com/x,气泡降到2.1%,快10倍。see https://x.org/a9, then 3 s")
    assert "2.1%" in b.text and "10倍" in b.text and "then 3 s" in b.text
    assert "www" not in b.text and "x.org" not in b.text  # shown, but not numbers
    assert [(t, r) for _, t, r in b.skips] == [("https://x.org/a9", "url")]  # digits are accounted for


def test_only_the_generated_related_list_is_other_articles_titles():
    tail = "---\n\n本文由内容引擎自动生成。\n\n## 相关文章\n\n- [提速 3.9 倍](../data-loading/)\n"
    assert M.blocks(tail)[-1].kind == "link"
    assert M.blocks("## 相关文章\n\n- [提速 3.9 倍](../data-loading/)\n")[-1].kind == "paragraph"
    assert M.blocks(tail + "\n后记 5%\n")[-2].kind == "paragraph"  # not the last thing in the file
    assert M.blocks("- [训练缩短 37%](#faq)\n")[-1].kind == "paragraph"


def test_front_matter_is_a_yaml_mapping_between_two_lines():
    fm = M.blocks("---\ntitle: FX100 单次保存 84s\ndescription: \"气泡 9.9%\"\n---\n\n正文 1\n")
    assert [(b.kind, b.text) for b in fm] == [("title", "FX100 单次保存 84s"), ("title", "气泡 9.9%"),
                                              ("paragraph", "正文 1")]
    # a paragraph between two rules is not front matter: it is read
    assert [b.text for b in M.blocks("---\nFX100 单次保存 84s [@R1]。\n\n---\n")] == ["FX100 单次保存 84s \x00。"]
    # a rule far below does not swallow the text in between
    assert "84s" in "".join(b.text for b in M.blocks("---\ntitle: x\n\nFX100 单次保存 84s。\n\n---\n"))


def test_the_stored_table_of_characters_the_reader_changes_is_the_scan_of_this_unicode_database():
    import unicodedata

    if unicodedata.unidata_version != M._ODD_UNICODE:
        pytest.skip(f"Unicode {unicodedata.unidata_version} here, the table is for {M._ODD_UNICODE}: "
                    "the reader scans (regenerate _ODD_RANGES from _odd_ranges())")
    assert list(M._ODD_RANGES) == M._odd_ranges()
