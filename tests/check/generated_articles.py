"""Generated articles for the coverage invariant (issue 10): Hypothesis strategies that assemble Markdown
from the demo brief's claim displays, hand-typed figures, and the notations a careless writer or a
model produces (entities, invisible characters, superscripts, code, link titles, image alt, bare URLs,
brackets with @, exemptions, raw HTML, footnotes, tables, link lists). Used by tests/check/test_coverage.py
(a few hundred per run) and bench/coverage_corpus.py (10,000)."""
from __future__ import annotations

from hypothesis import strategies as st

ZH_WORDS = ["保存耗时", "训练气泡", "单次保存", "提升", "降至", "约", "超过", "集群", "吞吐", "本文", "实测", "模型"]
EN_WORDS = ["save time", "the bubble", "one save", "rose to", "fell to", "about", "over", "cluster", "GPUs", "steps"]
UNITS = ["", "s", " 秒", "%", " GB/s", " 倍", "x", " GPU", " 步", " 小时", " ms", " GB"]
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff", "\u202e", "\u2066"]
SUPER = str.maketrans("0123456789.", "⁰¹²³⁴⁵⁶⁷⁸⁹.")
FULL = str.maketrans("0123456789.%", "０１２３４５６７８９．％")


@st.composite
def figure(draw, displays: list[str]) -> str:
    """A figure as written: a claim's display or a hand-typed number, in one of many notations."""
    if displays and draw(st.booleans()):
        text = draw(st.sampled_from(displays))
    else:
        n = draw(st.one_of(st.integers(0, 20000).map(str),
                           st.floats(0.01, 999, allow_nan=False).map(lambda x: f"{x:.{1 + int(x * 7) % 3}f}"),
                           st.integers(1000, 99999).map(lambda x: f"{x:,}")))
        text = n + draw(st.sampled_from(UNITS))
    how = draw(st.sampled_from(["plain", "entity", "hexentity", "invisible", "super", "full", "code", "code2",
                                "strong", "escape", "html", "link", "title", "alt", "exempt", "badexempt",
                                "nbsp", "circled"]))
    d = next((i for i, c in enumerate(text) if c.isdigit()), None)
    if d is None:
        return text
    if how == "entity":
        return text[:d] + f"&#{ord(text[d])};" + text[d + 1:]
    if how == "hexentity":
        return text[:d] + f"&#x{ord(text[d]):x};" + text[d + 1:]
    if how == "invisible":
        k = draw(st.integers(0, len(text)))
        return text[:k] + draw(st.sampled_from(INVISIBLE)) + text[k:]
    if how == "super":
        return text.translate(SUPER)
    if how == "full":
        return text.translate(FULL)
    if how == "code":
        return f"`{text}`"
    if how == "code2":
        return f"``{text}`"  # unbalanced: text with backticks
    if how == "strong":
        return f"**{text}**"
    if how == "escape":
        return text.replace(".", "\\.").replace("%", "\\%")
    if how == "html":
        return f"<b>{text}</b>"
    if how == "link":
        return f"[{text}](https://example.com/r/{draw(st.integers(1, 999))})"
    if how == "title":
        return f"[见报告](https://example.com/x \"{text}\")"
    if how == "alt":
        return f"![{text}](chart.png)"
    if how == "exempt":
        return text + "{exempt: 行业常识,不来自测试报告}"
    if how == "badexempt":
        return text + "{exempt: 口径 " + text + "}"
    if how == "nbsp":
        return text.replace(" ", "&nbsp;")
    if how == "circled":
        return "①②③④⑤⑥⑦⑧⑨"[int(text[d]) - 1] if text[d] != "0" else "⓪"
    return text


@st.composite
def sentence(draw, displays: list[str]) -> str:
    zh = draw(st.booleans())
    words = ZH_WORDS if zh else EN_WORDS
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        parts.append(draw(st.sampled_from(words)))
        parts.append(draw(figure(displays)))
    extra = draw(st.sampled_from(["", " [@R1]", " [@R1, 表 3]", " [@R1; @R9]", " [@R9, p. 12]", " [2.1% @R1]",
                                  " [@R1, 新固件 2.1%]", " www.example.com/a9,", " https://x.org/v2/p3 ",
                                  " <https://x.org/5>", " [1]", " 【出处:R1 实测】", " 2026-07-03", " FX100",
                                  " Atlas 910B", " a@b2.com"]))
    end = "。" if zh else ". "
    sep = "" if zh else " "
    return sep.join(parts) + extra + end


@st.composite
def article(draw, displays: list[str]) -> str:
    blocks = []
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["p", "p", "h", "list", "table", "fence", "quote", "linklist", "refdef"]))
        s = draw(sentence(displays))
        if kind == "h":
            blocks.append("## " + s.strip())
        elif kind == "list":
            blocks.append("\n".join("- " + draw(sentence(displays)).strip() for _ in range(draw(st.integers(1, 3)))))
        elif kind == "table":
            a, b = draw(figure(displays)), draw(figure(displays))
            blocks.append(f"| 项目 | 数值 |\n| --- | --- |\n| FX100 | {a} |\n| 基线 | {b} |".replace("\n\n", " "))
        elif kind == "fence":
            blocks.append("```\n" + s + "\n```")
        elif kind == "quote":
            blocks.append("> " + s)
        elif kind == "linklist":
            blocks.append(f"- [{s.strip()}](../other/)")
        elif kind == "refdef":
            blocks.append(f"见 [报告][r]。\n\n[r]: https://x.org \"{draw(figure(displays))}\"")
        else:
            blocks.append(s + draw(sentence(displays)))
    return "\n\n".join(blocks) + "\n"
