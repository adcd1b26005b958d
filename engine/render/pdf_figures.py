"""Charts in the PDF without large blanks (issue 9), in one layout (issue 11).

A chart is kept on one page with its caption (break-inside: avoid). When it does not fit at the
bottom of a page it moves to the next one and leaves a blank; WeasyPrint has no page floats to fill
it. So, like LaTeX's floats, the PDF moves such a chart below the next paragraph: the paragraph fills
the blank and the chart tops the next page. Only the PDF's copy of the page changes; the HTML and the
Markdown keep the chart where the brief puts it.

The move is decided while the pages are made (`render`): when a page ends because the chart after it
did not fit, the chart's box moves below the next paragraph in the box tree and only that page is laid
out again, so an article costs one layout, not one per move. The result is the layout of the page with
the chart moved in its HTML (`defer`), which `lay_out` (a new layout per move) still does where moving
the box would not give that: a WeasyPrint without the hook, a stylesheet whose result depends on the order
of elements or styles a chart by an ancestor outside it, a next section that would pass the chart other
inherited values.
"""
from __future__ import annotations

import re

MAX_BLANK = 0.08  # of the page's content height
MAX_MOVES = 6
_BLOCK_END = re.compile(r"</(?:p|ul|ol|table|blockquote|pre)>")
_BLOCKS = {"p", "ul", "ol", "table", "blockquote", "pre"}
_NESTING = {"ul", "ol", "table", "blockquote", "li"}
# selectors, counters and page features that read the order of elements: moving a box would not give
# what the cascade gives the moved HTML
_ORDER_SENSITIVE = re.compile(r"[+~]|:(?:first|last|nth|only)-|-of-type|:empty|:has\(")
_ORDER_FEATURES = re.compile(r"counter-(?:increment|reset|set)|footnote|running\(|string-set|target-")


def render(html: str, make):
    """make(html) -> a weasyprint.HTML; its Document with charts moved until none leaves a large blank."""
    try:
        from weasyprint.layout import page as pages
    except ImportError:  # pragma: no cover - a WeasyPrint laid out otherwise
        pages = None
    if pages is None or not callable(getattr(pages, "remake_page", None)) or _order_sensitive(html):
        return lay_out(html, lambda page: make(page).render())
    original = pages.remake_page

    def remake(index, context, root_box, html_doc):
        page, resume_at = original(index, context, root_box, html_doc)
        for _ in range(MAX_MOVES):
            chain = _chain(root_box, resume_at)
            if not chain or not _is_chart(chain[-1]) or context.footnotes or not _blank(page) or not _move(chain):
                break
            state = context.page_maker[index][-1]
            state["anchors"], state["content_lookups"] = [], []
            page, resume_at = original(index, context, root_box, html_doc)
        return page, resume_at

    pages.remake_page = remake
    try:
        doc = make(html).render()
    finally:
        pages.remake_page = original
    anchor = blank_before_chart(doc)
    if anchor and defer(html, anchor) != html:  # a blank the hook did not see: the layout per move
        return lay_out(html, lambda page: make(page).render())
    return doc


def _order_sensitive(html: str) -> bool:
    """True when moving a chart's box may not give what the cascade gives the moved HTML: a selector or
    feature that reads the order of elements, a selector that styles something inside a chart by an
    ancestor outside it (`.answer figure`), or a custom property set below the root."""
    css = " ".join(re.findall(r"<style[^>]*>(.*?)</style>", html, re.S | re.I))
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    selectors = re.findall(r"(?:^|[{};])([^{};]*)\{", css)
    if _ORDER_SENSITIVE.search(" ".join(selectors)) or _ORDER_FEATURES.search(css):
        return True
    inside = _chart_names(html)
    chart = ({"figure"}, {"chart"}, set(re.findall(r'<figure class="chart" id="([^"]*)"', html)))
    for selector in (sel for group in selectors if "@" not in group for sel in group.split(",")):
        parts = selector.split()
        parts = [p for p in parts if p != ">"]
        if len(parts) > 1 and _may_match(parts[-1], inside) and not _may_match(parts[0], chart):
            return True
    return any(re.search(r"(?:^|;)\s*--[\w-]+\s*:", body) and sel.strip() not in (":root", "html")
               for sel, body in re.findall(r"([^{};]*)\{([^{}]*)\}", css))


def _chart_names(html: str) -> tuple[set, set, set]:
    """The tags, classes and ids of the elements inside the charts."""
    tags, classes, ids = set(), set(), set()
    for figure in re.findall(r'<figure class="chart".*?</figure>', html, re.S):
        tags.update(t.lower() for t in re.findall(r"<([A-Za-z][\w:-]*)", figure))
        classes.update(c for value in re.findall(r'\sclass="([^"]*)"', figure) for c in value.split())
        ids.update(re.findall(r'\sid="([^"]*)"', figure))
    return tags, classes, ids


def _may_match(compound: str, names: tuple) -> bool:
    """Whether a compound selector (`a.cite`, `#x`, `svg`) may match one of the named elements (pseudo-classes
    and attributes are taken to match)."""
    tags, classes, ids = names
    compound = re.sub(r"\[[^\]]*\]|::?[\w-]+(?:\([^)]*\))?", "", compound)
    tag = re.match(r"[A-Za-z][\w-]*", compound)
    return ((tag is None or tag.group(0).lower() in tags)
            and all(c in classes for c in re.findall(r"\.([\w-]+)", compound))
            and all(i in ids for i in re.findall(r"#([\w-]+)", compound)))


def _chain(root_box, resume_at) -> list | None:
    """The boxes from the root down to the one the next page starts with (a skip stack naming a whole
    box), or None."""
    chain, box, skip = [root_box], root_box, resume_at
    while skip:
        if not isinstance(skip, dict) or len(skip) != 1:
            return None
        (index, skip), = skip.items()
        children = getattr(box, "children", None)
        if children is None or not 0 <= index < len(children):
            return None
        box = children[index]
        chain.append(box)
    return chain if len(chain) > 1 else None


def _tag(box, parent) -> str | None:
    """The element's tag for the outermost box of an element; None for an anonymous or inner box."""
    element = getattr(box, "element", None)
    if element is None or element is getattr(parent, "element", None):
        return None
    return getattr(box, "element_tag", None)


def _is_chart(box) -> bool:
    element = getattr(box, "element", None)
    return (getattr(box, "element_tag", None) == "figure" and element is not None
            and (element.get("id") or "").startswith("chart-") and "chart" in (element.get("class") or "").split())


def _blank(page) -> bool:
    top, height = page.content_box_y(), page.height
    bottom = _content_bottom(page)
    return bottom is not None and (top + height - bottom) > MAX_BLANK * height


def _move(chain) -> bool:
    """Move the chart (chain[-1]) below the next paragraph, list or table, as `defer` moves it in the
    HTML; False when there is none before the end of the article or another figure comes first."""
    figure = chain[-1]
    for depth in range(len(chain) - 1, 0, -1):
        parent, child = chain[depth - 1], chain[depth]
        after = _index(parent.children, child) + 1
        for sibling in parent.children[after:]:
            found = _first_block(sibling, parent)
            if found is False:
                return False
            if found:
                target, target_parent = found
                parent_of_figure = chain[-2]
                if target_parent is not parent_of_figure and not _inherit_alike(parent_of_figure, target_parent):
                    return False  # the moved HTML would inherit other values: a layout per move
                parent_of_figure.children = [c for c in parent_of_figure.children if c is not figure]
                children = list(target_parent.children)
                children.insert(_index(children, target) + 1, figure)
                target_parent.children = children
                return True
        tag = _tag(parent, chain[depth - 2]) if depth >= 2 else getattr(parent, "element_tag", None)
        if tag == "article" or tag in _NESTING:
            return False
    return False


def _inherit_alike(a, b) -> bool:
    from weasyprint.css.properties import INHERITED

    return all(a.style[name] == b.style[name] for name in INHERITED)


def _first_block(box, parent):
    """(box, its parent) of the first paragraph, list, table, quote or code block at or inside `box`;
    False when a figure comes first (never reorder them) or a list item would be left; None: none."""
    tag = _tag(box, parent)
    if tag == "figure" or tag == "li":
        return False
    if tag in _BLOCKS:
        return False if _has_figure(box) else (box, parent)
    for child in getattr(box, "children", None) or ():
        found = _first_block(child, box)
        if found is not None:
            return found
    return None


def _has_figure(box) -> bool:
    return any(getattr(c, "element_tag", None) == "figure" or _has_figure(c) for c in getattr(box, "children", None) or ())


def _index(children, box) -> int:
    return next(i for i, c in enumerate(children) if c is box)


def blank_before_chart(doc) -> str | None:
    """The id of the first chart that tops a page after a blank larger than MAX_BLANK, or None."""
    for prev, page in zip(doc.pages, doc.pages[1:]):
        box = page._page_box
        top, height = box.content_box_y(), box.height
        for anchor, rect in page.anchors.items():
            if anchor.startswith("chart-") and abs(rect[1] - top) < 2:
                bottom = _content_bottom(prev._page_box)
                if bottom is not None and (top + height - bottom) > MAX_BLANK * height:
                    return anchor
    return None


def _content_bottom(page_box) -> float | None:
    roots = [c for c in page_box.children if getattr(c, "element_tag", None) == "html"]
    bottoms = [b.position_y + b.margin_height() for r in roots for b in r.descendants()
               if type(b).__name__ == "LineBox" or getattr(b, "element_tag", None) in ("svg", "img", "tr")]
    return max(bottoms, default=None)


def defer(html: str, anchor: str) -> str:
    """The page with the figure `anchor` moved below the next paragraph, list or table; unchanged when
    there is none before the end of the article."""
    m = re.search(r'<figure class="chart" id="' + re.escape(anchor) + r'">.*?</figure>\n?', html, re.S)
    if not m:
        return html
    end = html.find("</article>", m.end())
    end = end if end >= 0 else len(html)
    nxt = next((b for b in _BLOCK_END.finditer(html, m.end(), end) if _top_level(html[m.end():b.end()])), None)
    if nxt is None or "<figure" in html[m.end():nxt.end()]:  # never reorder two charts
        return html
    figure = m.group(0)
    return html[:m.start()] + html[m.end():nxt.end()] + "\n" + figure.rstrip("\n") + html[nxt.end():]


def _top_level(segment: str) -> bool:
    """True when the segment closes every list, table or quote it opens (so a figure may follow it)."""
    return all(segment.count(f"<{t}") == segment.count(f"</{t}>") for t in ("ul", "ol", "table", "blockquote", "li"))


def lay_out(html: str, render):
    """render(html) -> a WeasyPrint Document; charts moved until none leaves a large blank, a new layout
    per move."""
    doc = render(html)
    for _ in range(MAX_MOVES):
        anchor = blank_before_chart(doc)
        moved = defer(html, anchor) if anchor else html
        if moved == html:
            break
        html = moved
        doc = render(html)
    return doc
