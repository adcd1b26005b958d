"""One article as `engine serve` shows it: the page `build` would publish, with the gate's result drawn on it.

Every number the checker read is wrapped in a <mark> coloured by its status (verified / skipped /
error), and a panel lists the findings, each linking to its mark and naming the brief line the text
came from. Nothing here writes a file: a failing article is shown as a draft, never published.

How a number finds its place in the page: the final Markdown is the article's text parts joined in a
fixed order (render/markdown.py), so each part is located in it, a mention's Markdown line:col becomes
an offset inside one part, and private-use markers are inserted there before the part is rendered to
HTML again. Numbers outside those parts (assumptions, sources) are listed in the panel, not marked.
"""
from __future__ import annotations

import dataclasses
import html as _html
import re
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import EngineError, Problem
from engine.models import markers

# Private-use markers of the preview (the claim markers use U+E000..U+E002). A mark is
# START + chr(ID_BASE + n) + text + END; the id is one character so no digit enters the Markdown.
START, END, ID_BASE = "\ue010", "\ue012", 0xF0000
_MARKED = re.compile(f"{START}(.)([^{START}{END}]*){END}", re.S)
_STRAY = re.compile(f"{START}.|{END}", re.S)
_TAG = re.compile(r"(<[^>]*>)")


@dataclass(frozen=True)
class Mention:
    """One number as the checker read it. The seam to the check report: see `mentions()`."""

    line: int  # in the checked Markdown, 1-based
    col: int
    text: str  # as written
    status: str  # verified | skipped | error | warning
    bound: str | None = None  # the claim, assumption or report value it was bound to
    reason: str | None = None  # why it was skipped, or the rule that failed


def mentions(report) -> list[Mention]:
    """The report's per-number records as Mentions.

    Reads `report.mentions` (the per-number array of `engine check --format json`) when the report has
    it, else the older `report.bindings` (status: verified, skipped:<reason>, exempt, or a rule name).
    """
    rows = getattr(report, "mentions", None)
    if rows is None:
        rows = report.bindings
    severity = {(f.line, f.col): f.severity for f in report.findings}
    out = []
    for r in rows:
        r = r if isinstance(r, dict) else dataclasses.asdict(r)
        status, reason = r.get("status", ""), r.get("reason") or r.get("skip_reason")
        bound = r.get("bound") or r.get("quantity")
        if isinstance(bound, dict):  # a mentions record: {"id", "kind", "value", "derivation", "sources"}
            bound = bound["id"]
        if status == "error" and not reason and r.get("findings"):
            reason = r["findings"][0]  # the rule that failed
        if status.startswith("skipped:"):
            status, reason = "skipped", status.split(":", 1)[1]
        elif status == "exempt":
            status, reason = "skipped", "exempt"
        elif status not in ("verified", "skipped", "error", "warning"):
            found = severity.get((r["line"], r["col"]))
            status, reason = (found, status) if found else ("skipped", status)
        out.append(Mention(r["line"], r["col"], r["text"], status, bound, reason))
    return out


@dataclass
class Part:
    keypath: tuple  # the brief field it came from
    marked: str  # the text with claim markers, as in the Article
    start: int = -1  # offset of its plain text in the final Markdown; -1: not found
    inserts: list = field(default_factory=list)  # (plain offset, length, mention id)

    @property
    def plain(self) -> str:
        return markers.strip(self.marked)


@dataclass
class Page:
    """What serve shows for one brief."""

    name: str  # the brief's file stem (the URL)
    title: str
    state: str  # passed | failed | input-error
    html: str
    errors: int = 0
    warnings: int = 0
    inputs: frozenset = frozenset()  # the project files this page was built from (serve rebuilds by them)


def build_page(root: Path, brief_path: Path) -> Page:
    """The article's preview page; an input mistake gives a page listing every problem instead."""
    name = brief_path.stem
    try:
        return _article_page(root, brief_path)
    except EngineError as exc:
        return Page(name, name, "input-error", problems_page(name, exc.problems), errors=len(exc.problems))


def _article_page(root: Path, brief_path: Path) -> Page:
    from engine import pipeline as P

    project, brief, registry, scope, config, warnings = P.load(root, brief_path)
    theme = P.resolve_theme(project, brief)
    drafts = P.draft_parts(project, brief, registry, scope, config, False)  # the LLM cache, as build uses it
    related: dict = {}
    article, refs = P.compose_article(project, brief, registry, scope, config, drafts, related)
    laid = P.lay_out(article, config)
    article, markdown = laid.article, laid.markdown  # inline exemptions are never shown
    md_path = project.rel(project.root / "build" / article.id / f"{article.id}.md")
    report = P.check(laid, md_path, registry, scope, brief, config, fields=False)
    files, html = P.render_files(article, markdown, brief, scope, config, theme, refs.images)

    found = mentions(report)
    parts = _parts(article)
    _locate(parts, markdown)
    placed = _place(parts, found, markdown)
    marked_html = P.render_html(_with_marks(article, parts), config, theme, refs.images)
    page = _mark_assumptions(_merge(html, marked_html, found), article, found, placed, markdown)
    page = _mark_rest(page, found, placed, markdown)
    locate = _brief_lines(brief, parts, markdown, _assumption_lines(markdown, article))
    panel = _panel(report, found, placed, locate, warnings)
    state = "passed" if report.passed else "failed"
    title = markers.strip(article.title)
    return Page(brief_path.stem, title, state, _decorate(page, _banner(state, report, title), panel),
                report.errors, report.warnings, _inputs(project, brief, registry, related))


def _inputs(project, brief, registry, related: dict) -> frozenset:
    """The brief, the briefs it lists as related, and the reports any of them cites: what a change to one
    file must rebuild this page for. engine.yaml, templates and the LLM cache concern every page."""
    root = project.root
    files = [brief.file] + [root / "articles" / f"{rid}.yaml" for rid in related]
    rids = dict.fromkeys([*brief.model.sources, *(r for other in related.values() for r in other.sources)])
    files += [root / registry[r].path for r in rids if r in registry]
    return frozenset(str(f.resolve()) for f in files)


# -- where each number is ---------------------------------------------------------------------------

def _parts(art) -> list[Part]:
    """The article's Markdown-rendered text parts, in the order of the final Markdown."""
    out = [Part(("title",), art.title), Part(("answer",), art.answer)]
    if art.lead:
        out.append(Part(("lead",), art.lead))
    for i, s in enumerate(art.sections):
        out.append(Part(("sections", i, "q"), s.q))
        if s.body:
            out.append(Part(("sections", i, "body"), s.body))
    for i, f in enumerate(art.faq):
        out += [Part(("faq", i, "q"), f.q), Part(("faq", i, "a"), f.a)]
    return out


def _locate(parts: list[Part], markdown: str) -> None:
    at = 0
    for p in parts:
        i = markdown.find(p.plain, at) if p.plain else -1
        if i >= 0:
            p.start, at = i, i + len(p.plain)


def _line_starts(text: str) -> list[int]:
    return [0] + [m.end() for m in re.finditer("\n", text)]


def _place(parts: list[Part], found: list[Mention], markdown: str) -> dict[int, int]:
    """Assign each mention to the part holding it: {mention index: mark id}."""
    starts = _line_starts(markdown)
    placed = {}
    for n, m in enumerate(found):
        if not 0 < m.line <= len(starts):
            continue
        off = starts[m.line - 1] + m.col - 1
        if markdown[off:off + len(m.text)] != m.text or not m.text.strip():
            continue  # markup inside the number as written: listed, not marked
        for p in parts:
            if p.start >= 0 and p.start <= off and off + len(m.text) <= p.start + len(p.plain):
                p.inserts.append((off - p.start, len(m.text.rstrip()), n))
                placed[n] = n
                break
    return placed


def _with_marks(art, parts: list[Part]):
    texts = {p.keypath: _insert(p) for p in parts}
    sections = [dataclasses.replace(s, q=texts.get(("sections", i, "q"), s.q),
                                    body=texts.get(("sections", i, "body"), s.body))
                for i, s in enumerate(art.sections)]
    faq = [dataclasses.replace(f, q=texts[("faq", i, "q")], a=texts[("faq", i, "a")]) for i, f in enumerate(art.faq)]
    return dataclasses.replace(art, title=texts[("title",)], answer=texts[("answer",)],
                               lead=texts.get(("lead",), art.lead), sections=sections, faq=faq)


def _insert(p: Part) -> str:
    """The part's marked text with preview markers around each placed mention.

    Offsets are in the plain text; a claim span (OPEN names MID content CLOSE) shows only its content,
    so a mark that starts outside a claim span and ends inside it (or the reverse) is widened to the whole
    span, which keeps the HTML tags nested."""
    s = p.marked
    vis, region = [], []
    spans = list(re.finditer(f"{markers.OPEN}([^{markers.MID}]*){markers.MID}([^{markers.CLOSE}]*){markers.CLOSE}", s))
    i = 0
    for k, m in enumerate(spans):
        vis += range(i, m.start())
        region += [-1] * (m.start() - i)
        vis += range(m.start(2), m.end(2))
        region += [k] * (m.end(2) - m.start(2))
        i = m.end()
    vis += range(i, len(s))
    region += [-1] * (len(s) - i)
    edits = []
    for off, length, n in p.inserts:
        if length <= 0 or off + length > len(vis):
            continue
        a, b = vis[off], vis[off + length - 1] + 1
        ra, rb = region[off], region[off + length - 1]
        if ra != rb:
            a = spans[ra].start() if ra >= 0 else a
            b = spans[rb].end() if rb >= 0 else b
        edits.append((a, b, n))
    edits.sort()
    out, at = [], 0
    for a, b, n in edits:
        if a < at:
            continue  # overlapping mentions: the first one wins
        out += [s[at:a], START, chr(ID_BASE + n), s[a:b], END]
        at = b
    out.append(s[at:])
    return "".join(out)


def _merge(html: str, marked_html: str, found: list[Mention]) -> str:
    """The published page's head (title, JSON-LD: no marks) with the marked page's body."""
    i, j = html.find("<body"), marked_html.find("<body")
    if i < 0 or j < 0:
        return _STRAY.sub("", marked_html)
    body = marked_html[j:]

    def mark(m):
        n = ord(m.group(1)) - ID_BASE
        men = found[n] if 0 <= n < len(found) else None
        if men is None or not _balanced(m.group(2)):
            return m.group(2)
        return _mark(n, men, m.group(2))

    # markers inside a tag (an image's alt text) are dropped; a mark may enclose whole claim spans
    body = "".join(_STRAY.sub("", p) if p.startswith("<") else p for p in _TAG.split(body))
    body = _STRAY.sub("", _MARKED.sub(mark, body))
    return html[:i] + body


def _mark(n: int, men: Mention, content: str) -> str:
    tip = men.status + (f" · {men.bound}" if men.bound else "") + (f" · {men.reason}" if men.reason else "")
    return (f'<mark class="ep ep-{men.status}" id="m-{n}" tabindex="0" data-status="{men.status}" '
            f'title="{_html.escape(tip)}">{content}</mark>')


def _assumption_lines(markdown: str, art) -> dict:
    """{1-based Markdown line: assumption} for the assumptions list ("- note<sep>display" lines)."""
    from engine.render.labels import LABELS

    lines = markdown.split("\n")
    head = f"## {LABELS[art.lang]['assumptions']}"
    if head not in lines or not art.assumptions:
        return {}
    first = lines.index(head) + 3  # after the heading and a blank line
    return {first + k: a for k, a in enumerate(art.assumptions)}


def _mark_assumptions(page: str, art, found: list[Mention], placed: dict, markdown: str) -> str:
    """Mark the numbers of the assumptions list: the template shows each assumption's display in a
    claim span, in the order of the Markdown's assumption lines ("- note<sep>display")."""
    lines = markdown.split("\n")
    at_line = _assumption_lines(markdown, art)
    if not at_line:
        return page
    first = min(at_line)
    sec = re.search(r'<section class="assumptions".*?</section>', page, re.S)
    if not sec:
        return page
    html = sec.group(0)
    for k, a in enumerate(art.assumptions):
        line = lines[first - 1 + k] if first - 1 + k < len(lines) else ""
        if not line.endswith(a.display):
            continue
        col0 = len(line) - len(a.display) + 1
        hits = [(n, m) for n, m in enumerate(found) if m.line == first + k and m.col >= col0 and n not in placed]
        span = re.search(r'(<span class="claim" data-claim="' + re.escape(a.name) + r'"[^>]*>)([^<]*)(</span>)', html)
        if not hits or not span or span.group(2) != _html.escape(a.display, quote=False):
            continue
        out, at = [], 0
        for n, m in sorted(hits, key=lambda h: h[1].col):
            o = m.col - col0
            if o < at or not a.display.startswith(m.text.rstrip(), o):
                continue
            end = o + len(m.text.rstrip())
            out += [_html.escape(a.display[at:o], quote=False), _mark(n, m, _html.escape(a.display[o:end], quote=False))]
            placed[n], at = n, end
        out.append(_html.escape(a.display[at:], quote=False))
        html = html[:span.start(2)] + "".join(out) + html[span.end(2):]
    return page[:sec.start()] + html + page[sec.end():]


def _balanced(fragment: str) -> bool:
    """True when every tag opened in the fragment is closed in it (so a <mark> around it nests)."""
    stack = []
    for m in re.finditer(r"<(/?)([a-zA-Z][\w-]*)[^>]*?(/?)>", fragment):
        if m.group(3) or m.group(2).lower() in ("br", "img", "wbr", "hr"):
            continue
        if not m.group(1):
            stack.append(m.group(2).lower())
        elif not stack or stack.pop() != m.group(2).lower():
            return False
    return not stack


def _brief_lines(brief, parts: list[Part], markdown: str, assumptions: dict):
    """finding -> "articles/x.yaml:53" (the brief line its text came from), or None."""
    from engine.draft.locate import Locator

    try:
        locator = Locator(brief.smap, brief.file.read_text(encoding="utf-8"))
    except OSError:
        return lambda f: None
    starts = _line_starts(markdown)

    def where(f) -> str | None:
        given = getattr(f, "brief", None)  # a brief location the check report gives, once it does
        if given:
            return str(given)
        if f.line in assumptions:  # its `assume:` or `scenario:` entry
            name = assumptions[f.line].name
            kp = next((k for k in (("assume", name), ("scenario", name)) if k in brief.smap.value_at), None)
            loc = brief.smap.loc(kp) if kp else None
            return f"{loc.path}:{loc.line}" if loc else None
        if not 0 < f.line <= len(starts):
            return None
        off = starts[f.line - 1] + f.col - 1
        for p in parts:
            if p.start >= 0 and p.start <= off <= p.start + len(p.plain):
                rel = p.plain[:off - p.start]
                loc = locator.at(p.keypath, rel.count("\n") + 1, 1)
                return f"{loc.path}:{loc.line}" if loc.line else str(loc.path)
        return None

    return where


# -- the page furniture -----------------------------------------------------------------------------

_STYLE = """
#ep-bar { position: sticky; top: 0; z-index: 10; margin: 0; padding: .5rem 1rem; font: 14px/1.5 sans-serif;
          color: #fff; background: #2f6f3e; }
#ep-bar.ep-failed, #ep-bar.ep-input-error { background: #a4262c; }
#ep-bar a { color: #fff; text-decoration: underline; }
mark.ep { background: none; color: inherit; border-radius: 2px; }
mark.ep-verified { box-shadow: inset 0 -2px #39a06b; }
mark.ep-skipped { box-shadow: inset 0 -2px #b8bfcc; }
mark.ep-warning { background: #fff2cc; box-shadow: inset 0 -2px #d9822b; }
mark.ep-error { background: #fde2e1; box-shadow: inset 0 -2px #a4262c; }
mark.ep:focus, mark.ep:target { outline: 2px solid #0b6bcb; }
#ep-panel { max-width: 46rem; margin: 1rem auto 3rem; padding: .75rem 1.25rem; font: 14px/1.6 sans-serif;
            border: 1px solid #d9dee7; border-radius: 4px; background: #fafbfc; }
#ep-panel h2 { font-size: 1rem; margin: .25rem 0 .5rem; }
#ep-panel li.ep-error { color: #a4262c; }
#ep-panel li.ep-warning { color: #8a5a00; }
#ep-panel code { white-space: pre-wrap; }
"""


def _banner(state: str, report, title: str) -> str:
    s = report.summary()
    counts = f"{s['numbers']} number(s): {s['verified']} verified, {s['skipped']} skipped"
    if state == "passed":
        head = f"Preview: passes the gate ({counts}; {s['warnings']} warning(s))"
    else:
        head = (f"DRAFT, not published: the gate failed with {s['errors']} error(s), "
                f"{s['warnings']} warning(s) ({counts})")
    return (f'<p id="ep-bar" class="ep-{state}" data-state="{state}"><a href="/">all articles</a> · '
            f'{_html.escape(head)} · <a href="#ep-panel">findings</a></p>')


def _panel(report, found: list[Mention], placed: dict, where, warnings) -> str:
    by_pos = {(m.line, m.col): n for n, m in enumerate(found) if n in placed}
    items = []
    for f in report.findings:
        n = by_pos.get((f.line, f.col))
        at = f"{f.line}:{f.col}"
        link = f'<a href="#m-{n}">{at}</a>' if n is not None else at
        src = where(f)
        brief = f" · brief: <code>{_html.escape(src)}</code>" if src else ""
        items.append(f'<li class="ep-{f.severity}" data-rule="{_html.escape(f.rule)}">{link} '
                     f'<strong>{f.severity} {_html.escape(f.rule)}</strong>: {_html.escape(f.message)}'
                     f' (<code>{_html.escape(f.text)}</code>){brief}</li>')
    for p in warnings:
        items.append(f'<li class="ep-warning" data-rule="{_html.escape(p.code)}">'
                     f'<code>{_html.escape(str(p.location))}</code> <strong>warning {_html.escape(p.code)}</strong>: '
                     f'{_html.escape(p.message)}</li>')
    counts = {k: sum(m.status == k for m in found) for k in ("verified", "skipped", "warning", "error")}
    legend = " · ".join(f'<mark class="ep ep-{k}">{k}</mark> {v}' for k, v in counts.items())
    unplaced = len(found) - len(placed)
    note = (f"<p>{unplaced} number(s) outside the article text (sources, footer) are checked "
            f"but not marked.</p>" if unplaced else "")
    body = "<ol>" + "".join(items) + "</ol>" if items else "<p>No findings.</p>"
    return (f'<aside id="ep-panel"><h2>Gate findings ({report.errors} error(s), {report.warnings} warning(s))</h2>'
            f"<p>{legend}</p>{note}{body}</aside>")


def problems_page(name: str, problems: list[Problem]) -> str:
    items = "".join(f"<li><code>{_html.escape(p.format())}</code></li>" for p in sorted(problems, key=Problem.sort_key))
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{_html.escape(name)}: "
            "input error</title></head><body>"
            f'<p id="ep-bar" class="ep-input-error" data-state="input-error"><a href="/">all articles</a> · '
            f"{_html.escape(name)}: the brief or its evidence has {len(problems)} problem(s); nothing is built</p>"
            f'<aside id="ep-panel"><h2>Input errors</h2><ol>{items}</ol></aside></body></html>')


def _decorate(page: str, banner: str, panel: str) -> str:
    m = re.search(r"<body[^>]*>", page)
    if not m:
        return page + banner + panel
    end = page.rfind("</body>")
    end = end if end > m.end() else len(page)
    return page[:m.end()] + "\n" + banner + page[m.end():end] + panel + "\n" + page[end:]


def style() -> str:
    return _STYLE


# Where the page shows text that is not a brief's text part: chart captions, the sources list, the disclosure.
_REST = re.compile(r'<figcaption>.*?</figcaption>|<section class="sources".*?</section>'
                   r'|<footer class="disclosure".*?</footer>', re.S)


def _mark_rest(page: str, found: list[Mention], placed: dict, markdown: str) -> str:
    """Mark the numbers of chart captions, the sources list and the disclosure (a report's date, a product's
    name), in the order of the Markdown: each where its text is next found in those parts of the page, inside
    one text node, not touching another digit."""
    lines = markdown.split("\n")
    body = page.find("<body")
    regions = [(m.start(), m.end()) for m in _REST.finditer(page, max(body, 0))]
    head = re.search(r'<section class="sources"[^>]*>\s*<h2>(.*?)</h2>', page, re.S)
    title = "## " + _html.unescape(head.group(1)) if head else None
    first = lines.index(title) + 1 if title in lines else len(lines) + 1  # the sources list, then the disclosure
    rest = [(n, m) for n, m in enumerate(found) if n not in placed and 0 < m.line <= len(lines) and m.text.strip()
            and (m.line >= first or lines[m.line - 1].startswith("!["))]
    edits, at = [], 0
    for n, m in rest:
        want = _html.escape(m.text.rstrip(), quote=False)
        for a, b in regions:
            if b <= at:
                continue
            hit = _find_text(page, want, max(a, at), b)
            if hit >= 0:
                edits.append((hit, hit + len(want), n))
                placed[n], at = n, hit + len(want)
                break
    for a, b, n in reversed(edits):
        page = page[:a] + _mark(n, found[n], page[a:b]) + page[b:]
    return page


def _find_text(page: str, want: str, start: int, end: int) -> int:
    """The first place of `want` in [start, end) inside one text node, not next to another digit; -1."""
    i = page.find(want, start, end)
    while i >= 0:
        before, after = page[i - 1:i], page[i + len(want):i + len(want) + 1]
        tag_open, tag_close = page.rfind("<", start, i), page.rfind(">", start, i)
        in_text = tag_open <= tag_close and "<" not in want
        if in_text and not (before.isdigit() or after.isdigit()):
            return i
        i = page.find(want, i + 1, end)
    return -1
