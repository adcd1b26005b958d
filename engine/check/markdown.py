"""Markdown -> text blocks with exact source positions.

markdown-it-py parses the block structure (its tokens carry `.map` line
ranges); the inline content of each block is cleaned here, keeping for every
character of the clean text its offset in the checked file. Inline parsing by
markdown-it is not needed (and is switched off, which makes the parse ~4x
cheaper): code spans, link targets, URLs, autolinks, citation keys and
emphasis markers are recognised by the patterns below.

Cleaning:
- code spans, images, URLs, autolinks, e-mail addresses, link targets: removed
  (a barrier character stays, so a number is never glued to what follows);
- citations `[@R1]`, `[@R1; @R9, 表 3]` and rendered `【出处:R1 实测】`: removed and
  recorded with their position;
- inline exemptions `{exempt: reason}`: removed and recorded;
- emphasis markers `*`, `_`, `~~`, link brackets and backslash escapes: removed.
"""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

BARRIER = "\x00"

_SPECIAL = re.compile(
    r"(?P<code>(?P<ticks>`+)(?:(?!(?P=ticks)).)+?(?P=ticks))"
    r"|(?P<cite>\[[^\[\]\n]*?-?@[A-Za-z0-9_][^\[\]\n]*\])"
    r"|(?P<numref>\[\d{1,3}\](?!\())"
    r"|(?P<cncite>【(?:出处|来源|Source|source)[::][^】\n]*】)"
    r"|(?P<exempt>\{\s*exempt\s*(?::\s*(?P<reason>[^{}\n]*))?\})"
    r"|(?P<img>!\[[^\]\n]*\]\([^)\n]*\))"
    r"|(?P<target>\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'))?\s*\))"
    r"|(?P<refdef>\]\[[^\]\n]*\])"
    r"|(?P<auto><[A-Za-z][A-Za-z0-9+.-]*:[^<>\s]*>|<[^<>\s@]+@[^<>\s]+>)"
    r"|(?P<url>(?:[A-Za-z][A-Za-z0-9+.-]*://|www\.)[^\s<>()\[\]\u3000-\u303f\uff00-\uffef]+)"
    r"|(?P<email>[\w.+-]+@[A-Za-z0-9-]+\.[A-Za-z0-9.-]+)"
    r"|(?P<esc>\\[!-/:-@\[-`{-~])"
    r"|(?P<emph>\*+|~~|(?<![A-Za-z0-9])_+|_+(?![A-Za-z0-9])|[\[\]])"
    r"|(?P<ent>&(?:nbsp|thinsp|ensp|emsp|#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});)")
_LINK_ONLY = re.compile(r"^\[[^\[\]\n]*\]\([^()\s]+\)$")
_MARKUP = re.compile(r"[`\[\]【{!<*_~\\&@]|://|www\.")
_CITE_KEY = re.compile(r"-?@([A-Za-z0-9_][\w.:-]*\w|[A-Za-z0-9_])")
_CN_KEY = re.compile(r"[A-Za-z][A-Za-z0-9_-]*\d[\w-]*|[A-Za-z]\w*")


@dataclass
class Cite:
    report: str
    offset: int  # absolute offset in the checked file
    clean: int  # position in the block's clean text


@dataclass
class Block:
    kind: str  # title | heading | paragraph | cell
    index: int  # order of the block in the file
    group: int  # citation scope: a paragraph, a list item, or a whole table
    text: str  # clean text
    pos: "PosMap"  # absolute source offset of each clean character (pos[i]), plus one past the end
    cites: list[Cite] = field(default_factory=list)
    exempts: list[tuple[int, str]] = field(default_factory=list)  # (clean position, reason)
    header: str = ""  # tables: the column header text
    row: str = ""  # tables: the row's label (its first cell)
    col_unit: str | None = None  # tables: unit text from the column header, e.g. "%" in "占比 (%)"
    container: str = ""  # "list" | "table" | "quote" | ""
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


def _front_matter(src: str) -> tuple[str, list[tuple[int, int, str]]]:
    """Blank out a YAML front matter block; return its title line as (offset, len, text)."""
    if not src.startswith("---\n"):
        return src, []
    end = src.find("\n---", 3)
    if end < 0:
        return src, []
    close = src.find("\n", end + 4)
    close = len(src) if close < 0 else close
    fm = src[:close]
    titles = []
    for m in re.finditer(r"^(?:title|description):[ \t]*(.*)$", fm, re.M):
        val = m.group(1)
        start = m.start(1)
        if len(val) >= 2 and val[0] in "'\"" and val[-1] == val[0]:
            val, start = val[1:-1], start + 1
        titles.append((start, len(val), val))
    blank = re.sub(r"[^\n]", " ", fm)
    return blank + src[close:], titles


_PARSER = None


def _parser():
    global _PARSER
    if _PARSER is None:
        from markdown_it import MarkdownIt

        _PARSER = MarkdownIt("commonmark", {"html": False}).enable(["table", "strikethrough"]).disable("inline")
    return _PARSER


def blocks(src: str) -> list[Block]:
    """Split the checked file into text blocks with positions."""
    _CLEAN_MEMO.memo = {}
    body, fm_titles = _front_matter(src)
    starts = line_starts(src)
    out: list[Block] = []
    for off, n, val in fm_titles:
        out.append(_clean("title", len(out), len(out), [(val, off)]))
    tokens = _parser().parse(body)
    seen_h1 = bool(fm_titles)
    container: list[str] = []
    group = None
    table_group = None
    header_cells: list[tuple[str, str | None]] = []
    in_head = False
    col = 0
    row_label = ""
    row_cursor = {}
    heading = None
    for tok in tokens:
        t = tok.type
        if t in ("bullet_list_open", "ordered_list_open"):
            container.append("list")
        elif t in ("blockquote_open",):
            container.append("quote")
        elif t in ("bullet_list_close", "ordered_list_close", "blockquote_close"):
            container.pop() if container else None
        elif t == "list_item_open":
            group = None
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
        elif t == "inline" and tok.map:
            parent = _located_lines(tok.content, tok.map, src, starts, row_cursor if table_group is not None else None)
            if table_group is not None:
                b = _clean("cell", len(out), table_group, parent)
                b.container = "table"
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
                continue
            if heading:
                b = _clean(heading, len(out), len(out), parent)
            else:
                g = len(out)
                if container and container[-1] == "list" and group is not None:
                    g = group
                group = g if container and container[-1] == "list" else None
                b = _clean("paragraph", len(out), g, parent)
                b.container = container[-1] if container else ""
                if b.container == "list" and _LINK_ONLY.match(tok.content.strip()):
                    b.kind = "link"  # a list of links (related articles): other articles' titles
            out.append(b)
    return out


def _header_unit(text: str) -> str | None:
    m = re.search(r"[((]\s*([^()()]{1,12}?)\s*[))]\s*$|[//]\s*([^/\s/]{1,8})\s*$", text)
    if not m:
        return None
    return (m.group(1) or m.group(2)).strip()


def _located_lines(content: str, map_, src: str, starts: list[int], cursor: dict | None):
    """Pair each line of an inline token's content with its absolute offset in the file."""
    parts = []
    first = map_[0]
    for i, line in enumerate(content.split("\n")):
        ln = first + i
        if ln >= len(starts):
            ln = len(starts) - 1
        ls = starts[ln]
        le = starts[ln + 1] - 1 if ln + 1 < len(starts) else len(src)
        from_ = ls
        if cursor is not None:
            from_ = max(from_, cursor.get(ln, ls))
        j = src.find(line, from_, le + 1) if line else -1
        if j < 0:
            j = src.find(line.strip(), from_, le + 1) if line.strip() else -1
            if j < 0:
                j = from_
        if cursor is not None:
            cursor[ln] = j + len(line)
        parts.append((line, j))
    return parts


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
        self.starts.append(clean)
        self.bases.append(absolute)

    def __getitem__(self, i: int) -> int:
        k = bisect.bisect_right(self.starts, i) - 1
        if k < 0:
            return self.bases[0] if self.bases else 0
        return self.bases[k] + (i - self.starts[k])


class _Memo:
    memo: dict = {}


_CLEAN_MEMO = _Memo()  # reset for every file by blocks(): a run never reuses another run's work


def _clean(kind: str, index: int, group: int, parts: list[tuple[str, int]]) -> Block:
    """Join the lines, record citations and exemptions, drop markup; keep positions.

    The work depends only on the lines' text, so it is cached with positions relative to each line."""
    lines = tuple(line for line, _ in parts)
    memo = _CLEAN_MEMO.memo
    got = memo.get(lines)
    if got is None:
        # line k placed at a virtual base k * BIG: the segment's line is base // BIG
        virtual = [(line, k * _BIG) for k, line in enumerate(lines)]
        got = memo[lines] = _clean_raw(kind, index, group, virtual)
    bases = [base for _, base in parts]
    pos = _Rebased(got.pos, bases)
    cites = [Cite(c.report, bases[c.offset // _BIG] + c.offset % _BIG, c.clean) for c in got.cites]
    return Block(kind, index, group, got.text, pos, cites, list(got.exempts))


class _Rebased:
    """A cached block's position map moved to where this copy of the lines stands; computed per lookup,
    because only the few positions of mentions are ever looked up."""

    __slots__ = ("inner", "bases")

    def __init__(self, inner: PosMap, bases: list[int]):
        self.inner, self.bases = inner, bases

    def __getitem__(self, i: int) -> int:
        v = self.inner[i]
        return self.bases[v // _BIG] + v % _BIG


_BIG = 1 << 40


def _clean_raw(kind: str, index: int, group: int, parts: list[tuple[str, int]]) -> Block:
    chars: list[str] = []
    pos = PosMap()
    n_out = 0
    cites: list[Cite] = []
    exempts: list[tuple[int, str]] = []
    n = len(parts)
    finditer = _SPECIAL.finditer
    for li, (line, base) in enumerate(parts):
        last = 0
        for m in (finditer(line) if _MARKUP.search(line) else ()):
            s, e = m.span()
            if s > last:
                chars.append(line[last:s])
                pos.add(n_out, base + last)
                n_out += s - last
            last = e
            g = m.lastgroup
            here = n_out
            if g == "cite" or g == "cncite":
                keys = _CITE_KEY.findall(m.group()) if g == "cite" else _CN_KEY.findall(m.group()[3:])
                for key in keys:
                    cites.append(Cite(key.rstrip(".:"), base + s, here))
                chars.append(BARRIER)
            elif g == "exempt":
                exempts.append((here, (m.group("reason") or "").strip()))
                chars.append(BARRIER)
            elif g in ("code", "img", "auto", "url", "email", "refdef", "numref"):
                chars.append(BARRIER)
            elif g == "esc":
                chars.append(line[s + 1])
                pos.add(n_out, base + s + 1)
                n_out += 1
                continue
            elif g == "ent":
                ent = m.group()
                chars.append(" " if ent in ("&nbsp;", "&thinsp;", "&ensp;", "&emsp;") else BARRIER)
            else:  # emph, target: dropped
                continue
            pos.add(n_out, base + s)
            n_out += 1
        if last < len(line):
            chars.append(line[last:])
            pos.add(n_out, base + last)
            n_out += len(line) - last
        if li + 1 < n:
            chars.append("\n")
            pos.add(n_out, base + len(line))
            n_out += 1
    end = parts[-1][1] + len(parts[-1][0]) if parts else 0
    pos.add(n_out, end)
    return Block(kind, index, group, "".join(chars), pos, cites, exempts)
