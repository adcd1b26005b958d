"""Markdown -> text blocks with exact source positions, read from the renderer's own tokens.

The checker reads what is published: the file is parsed by the same markdown-it parser, with the same
options and plugins, that the renderer turns into HTML (engine/models/mdparse.py), inline tokens
included (engine/check/reading.py keeps each token's source position). Every character of a block's
clean text keeps its offset in the checked file, so `line:col` is exact.

What the clean text of a block is (docs/checking.md, "Reading the text"):
- text, after markdown-it's entity and escape decoding (`&#50;` is 2, `\\*` is *);
- code spans and code blocks: read like prose (a reader sees their figures);
- link text; a link's title (a tooltip) follows it between barriers; image alt text likewise;
- citations `[@R1]`, `[@R1, 表 3]` (the parser's `citation` token) and the rendered `【出处:R1 实测】`:
  recorded with their position; the key and locator are skipped (`citation`, `reference`);
- inline exemptions `{exempt: reason}`: recorded and removed;
- bare URLs (ASCII, up to a space or the first non-URL character), autolinks and e-mail addresses:
  shown as text, their digits skipped as `url`;
- Unicode normalisation: number characters (superscripts, circled and full-width digits, ½) and
  full-width letters and signs are NFKC-normalised, and full-width punctuation (，；：（）！？) is read as
  its ASCII form; format characters (category Cf: zero-width
  spaces and joiners, word joiner, soft hyphen, BOM, bidi controls) are removed and recorded, and the
  checker reports one that touches a number or unit (`invisible-character`).
A barrier character (NUL) stands where something was removed, so a number is never glued to what follows.
"""
from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from engine.check import lexicon as L
from engine.check import reading
from engine.models import exemptions
from engine.models.invisible import IGNORABLE as _IGNORABLE, invisible  # shared with the LLM pre-check

BARRIER = "\x00"
RELATED_HEADINGS = ("相关文章", "Related articles")  # engine/render/labels.py: the generated related list

_CNCITE = re.compile(r"【(?:出处|来源|Source|source)[::]([^】\n]*)】")
_CN_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_-]*\d[\w-]*|[A-Za-z]\w*")
_EXEMPT = exemptions.MARKER
_NUMREF = re.compile(r"\[\d{1,3}\](?!\()|(?<![\w^.\x00])\^[A-Za-z]?\d{1,3}(?![\w.])")
_URL = re.compile(r"(?:[A-Za-z][A-Za-z0-9+.-]*://|www\.)[A-Za-z0-9\-._~:/?#@!$&*+,;=%]*[A-Za-z0-9\-_~/#=&%+]")
_EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>\n]*)?/?>")  # raw HTML: shown escaped, a tag, not words
_POST = re.compile("|".join(f"(?P<{n}>{r.pattern})" for n, r in (
    ("cncite", _CNCITE), ("exempt", _EXEMPT), ("numref", _NUMREF), ("url", _URL), ("email", _EMAIL),
    ("tag", _TAG))))
_URL_FIGURE = re.compile(r"(?<=[-_/])\d+(?:\.\d+)?(?:[xX×%]|(?i:percent|times|fold|faster|slower))(?=[-_/.?#]|$)")
_QUANTIFIED = re.compile(r"[ \u00a0]*(?:" + L.UNIT_RE.pattern + "|" + L.SCALE_RE.pattern + r"|[%％倍xX×])")
_POST_HINT = re.compile(r"[【{\[@<^]|://|www\.")
_DIGITS = re.compile(r"\d+")
# draft/compose.py: ../id/index.html (no base_url) or base_url/id/
_RELATED_HREF = re.compile(r"^(?:\.\./|https?://\S+/)[\w.-]+(?:/|/index\.html)?$")


@dataclass
class Cite:
    report: str
    offset: int  # absolute offset in the checked file
    clean: int  # position in the block's clean text
    locator: str = ""  # its place in the report, [@R1, 表 3]: "表 3"


@dataclass
class Block:
    kind: str  # title | heading | paragraph | cell | link (the generated related-articles list)
    index: int  # order of the block in the file
    group: int  # citation scope: a paragraph, a list item, or a whole table
    text: str  # clean text
    pos: "PosMap"  # absolute source offset of each clean character (pos[i]), plus one past the end
    cites: list[Cite] = field(default_factory=list)
    exempts: list[tuple[int, str]] = field(default_factory=list)  # (clean position, reason)
    shown_exempts: list[tuple[int, str]] = field(default_factory=list)  # markers a build would publish
    header: str = ""  # tables: the column header text
    row: str = ""  # tables: the row's label (its first cell)
    col_unit: str | None = None  # tables: unit text from the column header, e.g. "%" in "占比 (%)"
    container: str = ""  # "list" | "table" | "quote" | "code" | ""
    lead: int | None = None  # list items: index of the list's lead-in paragraph (it ends with a colon), if any
    skips: list[tuple[int, str, str]] = field(default_factory=list)  # (clean position, text, reason): not numbers
    invisible: list[tuple[int, int, str]] = field(default_factory=list)  # (clean position, offset, character)
    constants: tuple = ()  # a published hover's formula constants (fields.py)
    caption: bool = False  # a paragraph of images only (a chart's title): read like a heading, no citation
    _ends: list[int] | None = None

    def sentence_bounds(self) -> list[int]:
        if self._ends is None:
            from engine.check.lexicon import SENTENCE_END

            self._ends = [m.end() for m in SENTENCE_END.finditer(self.text)]
        return self._ends

    def sentence_of(self, i: int) -> int:
        ends = self._ends if self._ends is not None else self.sentence_bounds()
        return bisect.bisect_right(ends, i) if ends else 0

    def sentence_span(self, k: int) -> tuple[int, int]:
        ends = self.sentence_bounds()
        lo = ends[k - 1] if k > 0 else 0
        hi = ends[k] if k < len(ends) else len(self.text)
        return lo, hi


def line_starts(text: str) -> list[int]:
    starts = [0]
    find = text.find
    i = find("\n")
    while i >= 0:
        starts.append(i + 1)
        i = find("\n", i + 1)
    return starts


class PosMap:
    """Clean-text index -> absolute offset in the checked file, stored as linear segments."""

    __slots__ = ("starts", "bases")

    def __init__(self):
        self.starts: list[int] = []  # clean index where a segment starts
        self.bases: list[int] = []  # absolute offset of that index

    def add(self, clean: int, absolute: int) -> None:
        if self.starts and self.starts[-1] == clean:
            self.bases[-1] = absolute
            return
        if self.starts and self.bases[-1] + (clean - self.starts[-1]) == absolute:
            return  # continues the last segment
        self.starts.append(clean)
        self.bases.append(absolute)

    def __getitem__(self, i: int) -> int:
        k = bisect.bisect_right(self.starts, i) - 1
        if k < 0:
            return self.bases[0] if self.bases else 0
        return self.bases[k] + (i - self.starts[k])


# -- normalisation ----------------------------------------------------------------------------------

def _normalised(ch: str) -> str | None:
    """The NFKC form of a character the checker normalises, or None to keep it as it is.

    Number characters (category N: superscripts, circled and full-width digits, ½) and the full-width
    forms of ASCII letters, digits and number signs are normalised (full-width punctuation is read
    as ASCII by _CJK_PUNCT, below); µ is kept (a unit alias)."""
    cat = unicodedata.category(ch)
    if 0x2160 <= ord(ch) <= 0x2188:
        # Roman numerals (Ⅻ, ⅻ): a reader sees a number, NFKC gives letters ("XII"); read their value
        v = unicodedata.numeric(ch, None)
        return str(int(v)) if v is not None and v == int(v) else None
    if cat[0] == "N" or 0xFF01 <= ord(ch) <= 0xFF5E and (ch.isalnum() or ch in "％．＋－／"):
        nf = unicodedata.normalize("NFKC", ch)
        return nf if nf != ch else None
    return None


_SUPERSCRIPT = set("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺")
_TIMES_TEN = re.compile(r"[×xX*·]\s?10[⁻⁺]?$")
_EXPONENT = re.compile(r"\^[\d⁻⁺]*$")
MIXED = "\u2064"  # stands between the whole and the fraction of a mixed number: 1½ -> 1⁤1⁄2, not 11⁄2


def _joined(before: str, ch: str) -> str:
    """The normalised character, kept apart from the digits before it where NFKC would glue them into
    another number: an exponent after ×10 (2×10³ -> 2×10^3, not 2×103) and a fraction after a whole
    number (1½ -> 1 + MIXED + 1⁄2, not 11⁄2). words.py reads both forms."""
    nf = _normalised(ch)
    if ch in _SUPERSCRIPT and before[-1:] in _SUPERSCRIPT:
        return nf  # the same superscript run: ¹⁰ is 10, 2⁴⁰ is 2^40
    if ch in _SUPERSCRIPT and (_TIMES_TEN.search(before) or before[-1:].isdigit() and not _EXPONENT.search(before)):
        # 2×10³ and 2⁴⁰ (a power: 1 TiB = 2⁴⁰ 字节) -> ^3, ^40
        return nf if before[-1] in "⁻⁺" else "^" + nf  # 2×10⁻³ -> 2×10⁻3 (the sign is not normalised)
    if "⁄" in nf and before[-1:].isdigit():
        return MIXED + nf
    return nf


# _odd_ranges() for Unicode 14.0.0 (Python 3.11), stored: the scan of every code point costs ~0.05 s of
# CPU, in every check process. Another Unicode database scans again; a test compares the two.
_ODD_UNICODE = "14.0.0"
_ODD_RANGES = (
    (0xad, 0xad), (0xb2, 0xb3), (0xb9, 0xb9), (0xbc, 0xbe), (0x34f, 0x34f), (0x600, 0x605), (0x61c, 0x61c),
    (0x6dd, 0x6dd), (0x70f, 0x70f), (0x890, 0x891), (0x8e2, 0x8e2), (0x115f, 0x1160), (0x17b4, 0x17b5),
    (0x180b, 0x180f), (0x200b, 0x200f), (0x202a, 0x202e), (0x2060, 0x2064), (0x2066, 0x2070), (0x2074, 0x2079),
    (0x2080, 0x2089), (0x2150, 0x2182), (0x2185, 0x2189), (0x2460, 0x249b), (0x24ea, 0x24ea), (0x3038, 0x303a),
    (0x3164, 0x3164), (0x3192, 0x3195), (0x3220, 0x3229), (0x3251, 0x325f), (0x3280, 0x3289), (0x32b1, 0x32bf),
    (0xfe00, 0xfe0f), (0xfeff, 0xfeff), (0xff05, 0xff05), (0xff0b, 0xff0b), (0xff0d, 0xff19), (0xff21, 0xff3a),
    (0xff41, 0xff5a), (0xffa0, 0xffa0), (0xfff0, 0xfffb), (0x110bd, 0x110bd), (0x110cd, 0x110cd),
    (0x13430, 0x13438), (0x1bca0, 0x1bca3), (0x1d173, 0x1d17a), (0x1d7ce, 0x1d7ff), (0x1f100, 0x1f10a),
    (0x1fbf0, 0x1fbf9),
)


def _odd_ranges() -> list[tuple[int, int]]:
    """The code points below 0x30000 the reader changes: default-ignorable, format (Cf) and normalised
    characters, as ranges."""
    ranges: list[tuple[int, int]] = []
    ignorable = {cp for a, b in _IGNORABLE if a < 0x30000 for cp in range(a, b + 1)}
    for cp in range(0x80, 0x30000):  # invisible(ch), with the ranges as a set
        ch = chr(cp)
        if cp in ignorable or unicodedata.category(ch) == "Cf" or _normalised(ch) is not None:
            if ranges and ranges[-1][1] == cp - 1:
                ranges[-1] = (ranges[-1][0], cp)
            else:
                ranges.append((cp, cp))
    return ranges


@lru_cache(maxsize=1)
def _odd_chars() -> re.Pattern:
    """Every non-ASCII character the reader changes: format characters and normalised characters."""
    ranges = list(_ODD_RANGES) if unicodedata.unidata_version == _ODD_UNICODE else _odd_ranges()
    ranges += [r for r in _IGNORABLE if r[0] >= 0x30000]  # tags and variation selectors beyond the scan
    body = "".join(re.escape(chr(a)) if a == b else f"{re.escape(chr(a))}-{re.escape(chr(b))}" for a, b in ranges)
    return re.compile(f"[{body}]")


# Chinese text is punctuated with full-width marks (，；：（）！？); every clause and word rule reads them as their
# ASCII forms, one character for one, so offsets are kept
_CJK_PUNCT = str.maketrans("\uff0c\uff1b\uff1a\uff08\uff09\uff01\uff1f", ",;:()!?")


class _Builder:
    """Accumulates a block's clean text with the source offset of each character."""

    def __init__(self):
        self.chars: list[str] = []
        self.pos = PosMap()
        self.n = 0
        self.cites: list[Cite] = []
        self.skips: list[tuple[int, str, str]] = []
        self.invisible: list[tuple[int, int, str]] = []

    def _put(self, s: str, at: int) -> None:
        if s:
            self.chars.append(s)
            self.pos.add(self.n, at)
            self.n += len(s)

    def text(self, s: str, at: int) -> None:
        """`s` stands at source offsets at, at+1, ... (normalised on the way)."""
        s = s.translate(_CJK_PUNCT)
        if s.isascii():
            self._put(s, at)
            return
        last = 0
        for m in _odd_chars().finditer(s):
            i = m.start()
            self._put(s[last:i], at + last)
            ch = m.group()
            if invisible(ch):
                self.invisible.append((self.n, at + i, ch))
            else:
                # before: the source text since the last changed character, else the source character
                # right before (a superscript run continues), else what was read last
                for c in _joined(s[last:i] or (s[i - 1] if i else (self.chars[-1] if self.chars else "")), ch):
                    self._put(c, at + i)  # ½ -> 1⁄2: every character stands where the ½ stood
            last = i + 1
        self._put(s[last:], at + last)

    def barrier(self, at: int) -> None:
        self._put(BARRIER, at)

    def skip(self, text: str, reason: str) -> None:
        for m in _DIGITS.finditer(text):
            self.skips.append((self.n, text, reason))
            break


# -- inline tokens -> clean text --------------------------------------------------------------------

def _locator(parts: list[tuple[str, int]]):
    """Inline content offset -> absolute offset in the file (each content line sits somewhere in the file)."""
    starts, bases, k = [], [], 0
    for line, base in parts:
        starts.append(k)
        bases.append(base)
        k += len(line) + 1

    def loc(i: int) -> int:
        j = bisect.bisect_right(starts, i) - 1
        return bases[j] + (i - starts[j]) if j >= 0 else i

    return loc


def _read_inline(md, env, where, children, src: str, loc, out: _Builder) -> None:
    link_titles: list[tuple[str, int] | None] = []
    autolink = in_link = 0
    for tok in children:
        t = tok.type
        segs = reading.segments(where, tok)
        p = segs[0][1] if segs else 0
        if t == "text":
            if in_link and tok.content.startswith("^") and _is_footnote(tok.content, env):
                out.skip(tok.content, "footnote")  # [^2] whose definition [^2]: … is a reference: a marker
                for _ in tok.content:
                    out.barrier(loc(p))
                continue
            if autolink:
                out.skip(tok.content, "url")
                for _ in tok.content:
                    out.barrier(loc(p))
                continue
            c = tok.content
            for j, (a, sp) in enumerate(segs):
                b = segs[j + 1][0] if j + 1 < len(segs) else len(c)
                out.text(c[a:b], loc(sp))
            if not segs:
                out.text(c, loc(p))
        elif t == "text_special":
            out.text(tok.content, loc(p + 1) if tok.info == "escape" else loc(p))
        elif t in ("softbreak", "hardbreak"):
            out.text("\n", loc(p))
        elif t == "code_inline":
            start = p + len(tok.markup)
            if tok.content and not src[start:start + len(tok.content)].replace("\n", " ") == tok.content:
                start += 1  # one space stripped on each side
            # a code span is read like prose, as its own word: `one save`2,048 is not "save2" and "048"
            out.barrier(loc(p))
            out.text(tok.content, loc(start))
            out.barrier(loc(start + len(tok.content)))
        elif t == "citation":
            at = loc(p)
            places = dict(tok.meta.get("items", ()))
            for rid in tok.meta["ids"]:
                out.cites.append(Cite(rid, at, out.n, places.get(rid, "")))
                out.skip(rid, "citation")
            for place in tok.meta.get("locators", ()):
                out.skip(place, "reference")
            out.barrier(at)
        elif t == "link_open":
            if tok.markup == "autolink":
                autolink += 1
                link_titles.append(None)
            else:
                title = tok.attrGet("title")
                link_titles.append((title, p) if title else None)
                in_link += 1  # a footnote marker is a link whose text is a defined ^label
        elif t == "link_close":
            if autolink:
                autolink -= 1
            elif in_link:
                in_link -= 1
            title = link_titles.pop() if link_titles else None
            if title:
                _read_title(title[0], src, p, loc, out)
        elif t == "image":
            label = p + 2
            alt = reading.inline_tokens(md, tok.content, env, where)
            out.barrier(loc(p))
            _read_inline(md, env, where, alt, tok.content, lambda i: loc(label + i), out)
            out.barrier(loc(label + len(tok.content)))
            if tok.attrGet("title"):  # a tooltip, shown on hover like a link's
                _read_title(tok.attrGet("title"), src, label + len(tok.content), loc, out)




def _read_title(title: str, src: str, label_end: int, loc, out: _Builder) -> None:
    """An inline link's title (a tooltip), between barriers, with the positions of its source.
    A reference link's title is read at its definition (reference_titles)."""
    from markdown_it.common.utils import UNESCAPE_ALL_RE, unescapeAll
    from markdown_it.helpers import parseLinkDestination, parseLinkTitle

    pos, n = label_end + 1, len(src)
    if not (pos < n and src[pos] == "("):
        return
    pos += 1
    while pos < n and src[pos] in " \t\n":
        pos += 1
    res = parseLinkDestination(src, pos, n)
    if res.ok:
        pos = res.pos
    while pos < n and src[pos] in " \t\n":
        pos += 1
    res = parseLinkTitle(src, pos, n)
    if not res.ok:
        return
    _read_raw_title(src[pos + 1:res.pos - 1], pos + 1, title, loc, out)


def _read_raw_title(raw: str, base: int, title: str, loc, out: _Builder) -> None:
    from markdown_it.common.utils import UNESCAPE_ALL_RE, unescapeAll

    out.barrier(loc(base - 1))
    if unescapeAll(raw) != title:  # cannot happen; read the title anyway, at its start
        out.text(title, loc(base))
    else:
        last = 0
        for m in UNESCAPE_ALL_RE.finditer(raw):
            out.text(raw[last:m.start()], loc(base + last))
            out.text(unescapeAll(m.group()), loc(base + m.start() + (1 if m.group(1) else 0)))
            last = m.end()
        out.text(raw[last:], loc(base + last))
    out.barrier(loc(base + len(raw)))


def _post(out: _Builder, offset_of) -> tuple[str, list[tuple[int, str]]]:
    """Rendered citations, exemptions, footnote markers, URLs and e-mail addresses in the clean text."""
    text = "".join(out.chars)
    if not _POST_HINT.search(text):
        return text, []
    chars = None
    exempts: list[tuple[int, str]] = []
    for m in _POST.finditer(text):
        g, s, e = m.lastgroup, m.start(), m.end()
        if g == "url" and "\x00" in m.group():
            continue
        shown = [f.span() for f in _URL_FIGURE.finditer(text, s, e)] if g == "url" else []
        if g == "cncite":
            for key in _CN_KEY.findall(m.group(1)):
                out.cites.append(Cite(key.rstrip(".:"), offset_of(s), s))
        elif g == "exempt":
            exempts.append((s, (m.group("reason") or "").strip()))
        elif g == "numref" and _QUANTIFIED.match(text, e):
            # "[84]秒", "快 [3] 倍": a bracketed number with a unit after it is a figure, not a footnote
            # marker; the brackets are punctuation and the number is read as text
            chars = chars or list(text)
            chars[s] = chars[e - 1] = " "
            continue
        if g != "exempt":
            out.skips.append((s, m.group(), {"cncite": "citation", "numref": "footnote",
                                             "tag": "identifier"}.get(g, "url")))
        chars = chars or list(text)
        chars[s:e] = BARRIER * (e - s)
        for a, b in shown:  # a reader reads "5x" in a URL's words: read it, between barriers
            chars[a:b] = text[a:b]
    return ("".join(chars) if chars else text), exempts


def _block(kind, index, group, out: _Builder, container="") -> Block:
    text, exempts = _post(out, lambda i: out.pos[i])
    out.pos.add(out.n, out.pos[out.n - 1] + 1 if out.n else 0)
    out.skips = [s for s in out.skips if _DIGITS.search(s[1])]
    out.skips.sort(key=lambda s: s[0])
    return Block(kind, index, group, text, out.pos, out.cites, exempts, container=container,
                 skips=out.skips, invisible=out.invisible)


# -- front matter and blocks ------------------------------------------------------------------------

_FM_CLOSE = re.compile(r"^(?:---|\.\.\.)[ \t]*\r?$", re.M)


def _front_matter(src: str) -> tuple[str, list[tuple[int, int, str]]]:
    """YAML front matter: blanked out of the body (which starts after it), its title, description and every
    other string value (summary, subtitle, tags: a site publishes them) returned as (offset, length, text) to
    be checked like titles.

    Front matter is a first line `---`, a YAML mapping, and a closing line `---` or `...`. Anything else
    (a thematic break, a paragraph between two rules) is Markdown and read as such."""
    if not (src.startswith("---\n") or src.startswith("---\r\n")):
        return src, []
    first = src.index("\n") + 1
    m = _FM_CLOSE.search(src, first)
    if not m:
        return src, []
    inner = src[first:m.start()]
    import yaml

    try:
        data = yaml.safe_load(inner)
    except yaml.YAMLError:
        return src, []
    if not isinstance(data, dict):
        return src, []
    close = m.end()
    found = []
    for key in ("title", "description"):
        val = data.get(key)
        if not isinstance(val, str) or not val.strip():
            continue
        lm = re.search(rf"^{key}:[ \t]*(.*?)[ \t]*\r?$", inner, re.M)
        start = first + (lm.start(1) if lm else 0)
        raw = lm.group(1) if lm else ""
        if len(raw) >= 2 and raw[0] in "'\"" and raw[-1] == raw[0]:
            start += 1
        found.append((start, len(val), val))  # positions exact for a one-line value, else at its start
    # every other string a site may publish (summary, subtitle, tags, an image caption): read like a title
    for val in _fm_strings({k: v for k, v in data.items() if k not in ("title", "description")}):
        at = inner.find(val)
        found.append((first + (at if at >= 0 else 0), len(val), val))
    blank = re.sub(r"[^\n]", " ", src[:close])
    return blank + src[close:], found


def _fm_strings(v):
    if isinstance(v, str):
        if v.strip():
            yield v
    elif isinstance(v, dict):
        for x in v.values():
            yield from _fm_strings(x)
    elif isinstance(v, list):
        for x in v:
            yield from _fm_strings(x)


@lru_cache(maxsize=1)
def parser():
    """The renderer's parser: the same options and plugins (engine/models/mdparse.py)."""
    from engine.models.mdparse import new_parser

    return new_parser()


def _located_lines(content: str, first: int, src: str, starts: list[int], cursor: dict | None):
    """Pair each line of a token's content with its absolute offset in the file."""
    parts = []
    for i, line in enumerate(content.split("\n")):
        ln = min(first + i, len(starts) - 1)
        ls = starts[ln]
        le = starts[ln + 1] - 1 if ln + 1 < len(starts) else len(src)
        from_ = max(ls, cursor.get(ln, ls)) if cursor is not None else ls
        j = src.find(line, from_, le + 1) if line else -1
        if j < 0:
            j = src.find(line.strip(), from_, le + 1) if line.strip() else -1
            if j < 0:
                j = from_
        if cursor is not None:
            cursor[ln] = j + len(line)
        parts.append((line, j))
    return parts


def _header_unit(text: str) -> str | None:
    text = text.rstrip(BARRIER + " \t")  # "单次保存(分钟)[@R1]": a citation after the unit leaves a barrier
    m = re.search(r"[((]\s*([^()()]{1,12}?)\s*[))]\s*$|[//]\s*([^/\s/]{1,8})\s*$", text)
    if not m:
        return None
    return (m.group(1) or m.group(2)).strip()


def _images_only(children) -> bool:
    """A paragraph that is only images, such as a chart (`![title](id.svg)`): its alt text is a caption."""
    kids = [c for c in children if not (c.type in ("text", "softbreak") and not c.content.strip())]
    return bool(kids) and all(c.type == "image" for c in kids)


def _link_only(children) -> bool:
    """A list item that is only a link to another article (`- [title](../id/)`)."""
    kids = [c for c in children if not (c.type == "text" and not c.content.strip())]
    return (len(kids) >= 3 and kids[0].type == "link_open" and kids[-1].type == "link_close"
            and bool(_RELATED_HREF.match(kids[0].attrGet("href") or ""))
            and all(c.type not in ("link_open", "link_close", "image", "citation") for c in kids[1:-1]))


def blocks(src: str, exempts=None) -> list[Block]:
    """Split the checked file into text blocks with positions.

    exempts: for a built text, the inline exemptions the build stripped from it, as (offset where the
    marker stood, reason) (engine/models/exemptions.py); a marker still in such a text is published as a
    reader sees it, so it exempts nothing (Block.shown_exempts). None: the text's own markers are
    honoured (a hand-edited copy checked with --text)."""
    out = _blocks(src)
    if exempts is not None:
        for b in out:
            b.shown_exempts, b.exempts = b.exempts, []
        for offset, reason in exempts:
            place_exemption(out, offset, reason)
    return out


def place_exemption(out: list[Block], offset: int, reason: str) -> None:
    """The clean position where a stripped marker stood: right after the last character before it."""
    for b in out:
        n = len(b.text)
        if not n or not (b.pos[0] <= offset <= b.pos[n]):
            continue
        i = next((i for i in range(n + 1) if b.pos[i] >= offset), n)
        b.exempts.append((i, reason))
        return


def _blocks(src: str) -> list[Block]:
    body, fm_titles = _front_matter(src)
    starts = line_starts(src)
    out: list[Block] = []
    for off, n, val in fm_titles:
        bld = _Builder()
        bld.text(val, off)
        out.append(_block("title", len(out), len(out), bld))
    md = parser()
    env: dict = {}
    tokens, where = reading.parse(md, body, env)
    seen_h1 = bool(fm_titles)
    container: list[str] = []
    leads: list[int | None] = []  # per open list: its lead-in paragraph ("结果如下:"), or None
    group = None
    table_group = None
    header_cells: list[tuple[str, str | None]] = []
    in_head = False
    col = 0
    row_label = ""
    row_unit = None
    row_cursor: dict = {}
    heading = None
    after_rule = False  # after the thematic break that closes the article (the disclosure follows)
    related = None  # index of the first block of the generated related-articles list
    heading_text = ""
    for tok in tokens:
        t = tok.type
        if t in ("bullet_list_open", "ordered_list_open"):
            container.append("list")
            leads.append(len(out) - 1 if out and out[-1].kind == "paragraph" and _leads_in(out[-1].text) else None)
        elif t == "blockquote_open":
            container.append("quote")
        elif t in ("bullet_list_close", "ordered_list_close", "blockquote_close"):
            container.pop() if container else None
            if t != "blockquote_close" and leads:
                leads.pop()
        elif t == "list_item_open":
            group = None
        elif t == "hr":
            after_rule = True
        elif t == "table_open":
            table_group = len(out)
            header_cells = []
            row_cursor = {}
        elif t == "table_close":
            table_group = None
        elif t == "thead_open":
            in_head = True
        elif t == "thead_close":
            in_head = False
        elif t == "tr_open":
            col = 0
            row_label = ""
            row_unit = None
        elif t == "heading_open":
            heading = "title" if (tok.tag == "h1" and not seen_h1) else "heading"
            seen_h1 = seen_h1 or tok.tag == "h1"
        elif t == "heading_close":
            heading = None
        elif t in ("fence", "code_block") and tok.map:
            first = tok.map[0] + (1 if t == "fence" else 0)
            parts = _located_lines(tok.content.rstrip("\n"), first, src, starts, None)
            bld = _Builder()
            for k, (line, base) in enumerate(parts):
                bld.text(line + ("\n" if k + 1 < len(parts) else ""), base)
            out.append(_block("paragraph", len(out), len(out), bld, "code"))
            related = None
        elif t == "inline" and tok.map:
            parts = _located_lines(tok.content, tok.map[0], src, starts,
                                   row_cursor if table_group is not None else None)
            bld = _Builder()
            _read_inline(md, env, where, tok.children or [], tok.content, _locator(parts), bld)
            if table_group is not None:
                b = _block("cell", len(out), table_group, bld, "table")
                if in_head:
                    header_cells.append((b.text, _header_unit(b.text)))
                else:
                    if col < len(header_cells):
                        b.header, b.col_unit = header_cells[col]
                    if col == 0:
                        row_label = b.text
                        row_unit = _header_unit(b.text)  # "Bubble (%)" as a row label
                    elif b.col_unit is None:
                        b.col_unit = row_unit
                    b.row = row_label
                col += 1
                out.append(b)
                related = None
                continue
            if heading:
                b = _block(heading, len(out), len(out), bld)
                heading_text = tok.content.strip()
                if related is not None or (after_rule and heading_text in RELATED_HEADINGS):
                    related = len(out) + 1 if related is None else None
            else:
                g = len(out)
                if container and container[-1] == "list" and group is not None:
                    g = group
                group = g if container and container[-1] == "list" else None
                b = _block("paragraph", len(out), g, bld, container[-1] if container else "")
                b.caption = not container and _images_only(tok.children or [])
                if b.container == "list" and leads:
                    b.lead = leads[-1]
                if related is not None and not (b.container == "list" and _link_only(tok.children or [])):
                    related = None
            out.append(b)
    if related is not None:  # the generated list is the file's last block: other articles' titles
        for b in out[related:]:
            b.kind = "link"
    out += reference_titles(body, env, starts, len(out))
    out += footnote_definitions(body, env, len(out))
    return out


def _leads_in(text: str) -> bool:
    """A paragraph that introduces a list ends with a colon ("R1 的实测结果如下 [@R1]:")."""
    return text.rstrip(" \u00a0\u3000\t\n\x00").endswith((":", "："))


_REFDEF = re.compile(r"^ {0,3}\[(?P<label>[^\]\n]+)\]:[ \t]*\S+[ \t]+(?P<q>[\"'(])(?P<title>[^\n]*?)[\"')][ \t]*$", re.M)


def _is_footnote(text: str, env: dict) -> bool:
    from markdown_it.common.utils import normalizeReference

    return normalizeReference(text) in (env.get("references") or {})


_FOOTDEF = re.compile(r"^ {0,3}\[\^(?P<label>[^\]\s]+)\]:[ \t]*(?P<text>\S[^\n]*)$", re.M)


def footnote_definitions(body: str, env: dict, index: int) -> list[Block]:
    """`[^a]: 3.5倍` is a reference definition to markdown-it (not shown by this renderer), but a footnote
    to the sites that publish a --text file (Hugo, GitHub, Pandoc): its text is read as a paragraph."""
    from markdown_it.common.utils import normalizeReference

    refs = env.get("references") or {}
    out: list[Block] = []
    for m in _FOOTDEF.finditer(body):
        if normalizeReference("^" + m.group("label")) not in refs:
            continue  # not consumed as a definition: it is a paragraph and was read as one
        base = m.start("text")
        for b in blocks(m.group("text")):
            out.append(moved(b, base, index + len(out)))
    return out


def moved(b: Block, base: int, index: int) -> Block:
    """A block read from a text that stands at `base` in the offset space (a footnote's text, a published
    field), as the block `index` of the file."""
    b.index = b.group = index
    b.pos = Shifted(b.pos, base)
    for c in b.cites:
        c.offset += base
    b.invisible = [(q, o + base, ch) for q, o, ch in b.invisible]
    return b


class Shifted:
    """A block's positions moved by a base offset (a footnote's text, a published field)."""

    __slots__ = ("inner", "by")

    def __init__(self, inner, by: int):
        self.inner, self.by = inner, by

    def __getitem__(self, i: int) -> int:
        return self.inner[i] + self.by


def reference_titles(body: str, env: dict, starts, index: int) -> list[Block]:
    """Titles of reference definitions (`[x]: url "title"`): shown as tooltips where the reference is used."""
    refs = env.get("references") or {}
    titled = {r.get("title") for r in refs.values() if r.get("title")}
    out: list[Block] = []
    if not titled:
        return out
    for m in _REFDEF.finditer(body):
        from markdown_it.common.utils import unescapeAll

        title = unescapeAll(m.group("title"))
        if title not in titled:
            continue
        bld = _Builder()
        _read_raw_title(m.group("title"), m.start("title"), title, lambda i: i, bld)
        out.append(_block("heading", index + len(out), index + len(out), bld))  # a tooltip: no citation needed
    return out
