"""Adversarial table for the reading classes of issue 10 (cov-forms keeps number forms in
test_adversarial_forms.py): each row is a wrong figure that must fail and a nearby true variant that must
pass, in zh and en. A figure is hidden the ways a hurried copywriter, a pasted paragraph or a model hides
it: entities, invisible characters, code, link titles and text, image alt and title, bare URLs, brackets with @,
exemptions, front matter, raw HTML, escapes, link-only list items and fields published outside the text."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from test_rules import TODAY, project  # noqa: E402

from engine.check.api import check_text  # noqa: E402
from engine.check.fields import Field  # noqa: E402
from engine.models.config import CheckConfig  # noqa: E402

# (sentence with {f} for the figure and {c} for the citation, true figure, wrong figure)
BASE = {
    "zh": [("FX100 单次保存 {f}{c}。", "94s", "84s"), ("保存造成的训练气泡为 {f}{c}。", "9.9%", "9.4%")],
    "en": [("One FX100 save takes {f}{c}.", "94 s", "84 s"), ("The save bubble is {f} of the run{c}.", "9.9%", "9.4%")],
}
CITE = " [@R1]"
ZWSP, WJ, SHY = "\u200b", "\u2060", "\u00ad"
CGJ, KHMER = "\u034f", "\u17b4"  # default-ignorable, but not Cf
FULL = str.maketrans("0123456789.%", "０１２３４５６７８９．％")


def _first_digit(f: str) -> int:
    return next(i for i, c in enumerate(f) if c.isdigit())


def entity(f):
    i = _first_digit(f)
    return f[:i] + f"&#{ord(f[i])};" + f[i + 1:]


def hexentity(f):
    i = _first_digit(f)
    return f[:i] + f"&#x{ord(f[i]):x};" + f[i + 1:]


def _sent(t, f, c=CITE):
    return t.format(f=f, c=c)


# class -> (t, true, wrong) -> (wrong text, true text[, fields of wrong, fields of true])
CLASSES = {
    "decimal entity": lambda t, a, w: (_sent(t, entity(w)), _sent(t, entity(a))),
    "hex entity": lambda t, a, w: (_sent(t, hexentity(w)), _sent(t, hexentity(a))),
    "nbsp entity": lambda t, a, w: (_sent(t, w.replace(" ", "&nbsp;") if " " in w else w + "&nbsp;"),
                                    _sent(t, a.replace(" ", "&nbsp;") if " " in a else a + "&nbsp;")),
    "zero-width space inside": lambda t, a, w: (_sent(t, w[:1] + ZWSP + w[1:]), _sent(t, a) + ZWSP),
    "zero-width space in a true figure": lambda t, a, w: (_sent(t, a[:1] + ZWSP + a[1:]), _sent(t, a)),
    "combining grapheme joiner inside": lambda t, a, w: (_sent(t, w[:1] + CGJ + w[1:]), _sent(t, a) + CGJ),
    "khmer inherent vowel inside": lambda t, a, w: (_sent(t, w[:1] + KHMER + w[1:]), _sent(t, a)),
    "word joiner before": lambda t, a, w: (_sent(t, WJ + w), _sent(t, a)),
    "soft hyphen before the unit": lambda t, a, w: (_sent(t, w[:-1] + SHY + w[-1]), _sent(t, a)),
    "full-width digits": lambda t, a, w: (_sent(t, w.translate(FULL)), _sent(t, a.translate(FULL))),
    "code span": lambda t, a, w: (_sent(t, f"`{w}`"), _sent(t, f"`{a}`")),
    "unbalanced backticks": lambda t, a, w: (_sent(t, f"``{w}`"), _sent(t, f"``{a}`")),
    "link text": lambda t, a, w: (_sent(t, f"[{w}](#faq)"), _sent(t, f"[{a}](#faq)")),
    "link title": lambda t, a, w: (_sent(t, a, f' [R1](https://x.org/r "{_sent(t, w, "")}")' + CITE),
                                   _sent(t, a, f' [R1](https://x.org/r "{_sent(t, a, "")}")' + CITE)),
    "reference title": lambda t, a, w: (_sent(t, a) + f'\n\n[R1]: https://x.org/r "{_sent(t, w, "")}"\n',
                                        _sent(t, a) + f'\n\n[R1]: https://x.org/r "{_sent(t, a, "")}"\n'),
    "image alt": lambda t, a, w: (_sent(t, a, f" ![{_sent(t, w, '')}](c.png)" + CITE),
                                  _sent(t, a, f" ![{_sent(t, a, '')}](c.png)" + CITE)),
    "image title": lambda t, a, w: (_sent(t, a, f' ![chart](c.png "{_sent(t, w, "")}")' + CITE),
                                    _sent(t, a, f' ![chart](c.png "{_sent(t, a, "")}")' + CITE)),
    "raw HTML": lambda t, a, w: (_sent(t, f"<b>{w}</b>"), _sent(t, f"<b>{a}</b>")),
    "emphasis and escapes": lambda t, a, w: (_sent(t, "**" + w.replace(".", "\\.") + "**"),
                                             _sent(t, "**" + a.replace(".", "\\.") + "**")),
    "bare URL glued before": lambda t, a, w: ("详见www.example.com/x," + _sent(t, w),
                                              "详见www.example.com/x," + _sent(t, a)),
    "URL with digits before": lambda t, a, w: ("see https://x.org/v2/r1, " + _sent(t, w),
                                               "see https://x.org/v2/r1, " + _sent(t, a)),
    "figure inside a citation bracket": lambda t, a, w: (_sent(t, a, f" [@R1, 新固件 {w}]"),
                                                         _sent(t, a, " [@R1, 表 3]")),
    "figure before the key": lambda t, a, w: (_sent(t, a, f" [{w} @R1]"), _sent(t, a, " [@R1; @R9]")),
    "locator that is not a place": lambda t, a, w: (_sent(t, a, f" [@R1, 实测 {w}]"),
                                                    _sent(t, a, " [@R1, p. 3]")),
    "exemption with a figure in its reason": lambda t, a, w: (
        _sent(t, a + "{exempt: 口径 " + w + "}"), _sent(t, a) + " 集群 1,024 卡{exempt: 行业常识,不来自测试报告}"),
    "exemption without a reason": lambda t, a, w: (_sent(t, w + "{exempt}"), _sent(t, a)),
    "link-only list item": lambda t, a, w: ("FX100 实测 [@R1]:\n\n- [" + _sent(t, w, "") + "](#faq)\n",
                                            "FX100 实测 [@R1]:\n\n- [" + _sent(t, a, "") + "](#faq)\n"),
    "link list that is not the generated one": lambda t, a, w: (
        "## 相关文章\n\n- [" + _sent(t, w, "") + "](../other/)\n",
        "---\n\n本文自动生成。\n\n## 相关文章\n\n- [" + _sent(t, w, "") + "](../other/)\n"),
    # --text: no build gated the related titles, so the generated list's titles are read like a title
    "related list read in --text": lambda t, a, w: (
        "---\n\n本文自动生成。\n\n## 相关文章\n\n- [" + _sent(t, w, "") + "](../other/)\n",
        "---\n\n本文自动生成。\n\n## 相关文章\n\n- [" + _sent(t, a, "") + "](../other/index.html)\n"),
    "front matter title": lambda t, a, w: (f"---\ntitle: {_sent(t, w, '')}\n---\n\n正文 [@R1]。\n",
                                           f"---\ntitle: {_sent(t, a, '')}\n---\n\n正文 [@R1]。\n"),
    "front matter description": lambda t, a, w: (f"---\ndescription: \"{_sent(t, w, '')}\"\n---\n\n正文 [@R1]。\n",
                                                 f"---\ndescription: \"{_sent(t, a, '')}\"\n---\n\n正文 [@R1]。\n"),
    "a rule that is not front matter": lambda t, a, w: (f"---\n{_sent(t, w)}\n\n---\n", f"---\n{_sent(t, a)}\n\n---\n"),
    "description field": lambda t, a, w: ("正文 [@R1]。\n", "正文 [@R1]。\n",
                                          [Field("description", _sent(t, w, ""), "a.yaml", 3, 14)],
                                          [Field("description", _sent(t, a, ""), "a.yaml", 3, 14)]),
    "chart label field": lambda t, a, w: ("正文 [@R1]。\n", "正文 [@R1]。\n",
                                          [Field("charts[0].labels[0]", _sent(t, w, ""), "a.yaml", 9, 5)],
                                          [Field("charts[0].labels[0]", _sent(t, a, ""), "a.yaml", 9, 5)]),
    "site text field": lambda t, a, w: ("正文 [@R1]。\n", "正文 [@R1]。\n",
                                        [Field("site.publisher", "芯元一 " + _sent(t, w, ""), "engine.yaml")],
                                        [Field("site.publisher", "芯元一 " + _sent(t, a, ""), "engine.yaml")]),
}

ROWS = [(cls, lang, k) for cls in CLASSES for lang in BASE for k in range(len(BASE[lang]))]


def _check(text, fields=(), related_gated=False):
    registry, scope, sources, lang = project("demo")
    return check_text(text, "adv.md", registry=registry, scope=scope, sources=sources, config=CheckConfig(),
                      lang=lang, today=TODAY, fields=fields, related_gated=related_gated)


def _errors(rep):
    return [f"{f.line}:{f.col} {f.rule}: {f.text}" for f in rep.findings if f.severity == "error"]


@pytest.mark.parametrize("cls, lang, k", ROWS, ids=[f"{c}-{lang}-{k}" for c, lang, k in ROWS])
def test_wrong_fails_and_true_passes(cls, lang, k):
    t, a, w = BASE[lang][k]
    got = CLASSES[cls](t, a, w)
    wrong, true = got[0], got[1]
    fw, ft = (got[2], got[3]) if len(got) > 2 else ((), ())
    assert _errors(_check(wrong, fw)), f"a wrong figure passed:\n{wrong}"
    built = cls == "link list that is not the generated one"  # the true one: an article as built
    assert _errors(_check(true, ft, related_gated=built)) == [], f"a true figure failed:\n{true}"


def test_the_table_is_large():
    assert 2 * len(ROWS) >= 120
