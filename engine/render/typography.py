"""Line breaking that survives every width, done in markup only (issue 9).

The characters never change: the Markdown, and the page's visible text that the checker reads, stay
exactly as written. What changes is where a line may break:
- a number and the unit or counted word right after it ("178 s", "10,000 步", "6.40 GB/s") are wrapped
  in <span class="nb">, which the stylesheet sets to `white-space: nowrap`;
- a citation is wrapped together with the word (or figure) before it, so it never starts a line.
A figure from a claim is a <span class="claim">, nowrap too, so only what follows it needs joining.
"""
from __future__ import annotations

import re

_TAG = re.compile(r"(<[^>]*>)")
_CJK = "\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef"
# Private-use characters are invisible markers (claim markers, `engine serve`'s marks): a join takes
# in the ones touching it, so a marked figure and its join nest.
_PUA = "[\ue000-\uf8ff\U000f0000-\U000ffffd]"
# The unit or counted word after a number: a short Latin word or symbol run (s, GB/s, GPUs, %, ×),
# or a Chinese unit (a known two- or three-character one, else one character: 步, 次, 倍, 卡).
_UNIT = (r"(?:[A-Za-z%‰°µ×][A-Za-z%‰°µ×/]{0,11}(?![A-Za-z])"
         r"|小时|分钟|毫秒|微秒|纳秒|节点|客户端|[\u4e00-\u9fff])")
_SPACE = "[ \u00a0]?"
_NUMBER = r"(?<![A-Za-z0-9_.,])\d(?:[\d,.]*\d)?(?:[–-]\d(?:[\d,.]*\d)?)?"
_NUMBER_UNIT = re.compile(f"{_NUMBER}{_SPACE}{_UNIT}")
_CLAIM_UNIT = re.compile(f'<span class="claim"[^>]*>[^<]*\\d{_PUA}*</span>{_SPACE}{_UNIT}')
_CITES = re.compile(r'(?:<a class="cite"[^>]*>[^<]*</a>)+|<sup class="cite">.*?</sup>')
_BEFORE_CITE = re.compile(
    f'{_PUA}*(?:<span class="(?:claim|nb)"[^>]*>(?:[^<]|<span[^>]*>[^<]*</span>)*</span>'  # a figure
    f"|[^\\s<>{_CJK}{_PUA[1:-1]}]{{1,24}}|[{_CJK}]){_PUA}*[ \u00a0]?$")  # a word, or one CJK character


def nb(text: str) -> str:
    return f'<span class="nb">{text}</span>'


def nobreak(fragment: str) -> str:
    """An HTML fragment (rendered Markdown with claim spans) with its no-break joins added."""
    fragment = _CLAIM_UNIT.sub(lambda m: nb(m.group(0)), fragment)
    out, in_claim = [], 0
    for part in _TAG.split(fragment):
        if part.startswith("<"):
            if part.startswith('<span class="claim"') or (in_claim and part.startswith("<span")):
                in_claim += 1
            elif in_claim and part == "</span>":
                in_claim -= 1
            out.append(part)
        else:  # a figure from a claim is nowrap already; typed text needs the join
            out.append(part if in_claim else _NUMBER_UNIT.sub(lambda m: nb(m.group(0)), part))
    return _glue_cites("".join(out))


def _glue_cites(html: str) -> str:
    for m in reversed(list(_CITES.finditer(html))):
        before = _BEFORE_CITE.search(html, 0, m.start())
        if before is None:
            continue
        html = html[:before.start()] + nb(html[before.start():m.end()]) + html[m.end():]
    return html
