"""Charts in the PDF without large blanks (issue 9).

A chart is kept on one page with its caption (break-inside: avoid). When it does not fit at the
bottom of a page it moves to the next one and leaves a blank; WeasyPrint has no page floats to fill
it. So, like LaTeX's floats, the PDF moves such a chart below the next paragraph and lays the page
out again: the paragraph fills the blank and the chart tops the next page. Only the PDF's copy of
the page changes; the HTML and the Markdown keep the chart where the brief puts it.
"""
from __future__ import annotations

import re

MAX_BLANK = 0.08  # of the page's content height
MAX_MOVES = 6
_BLOCK_END = re.compile(r"</(?:p|ul|ol|table|blockquote|pre)>")


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
    """render(html) -> a WeasyPrint Document; charts moved until none leaves a large blank."""
    doc = render(html)
    for _ in range(MAX_MOVES):
        anchor = blank_before_chart(doc)
        moved = defer(html, anchor) if anchor else html
        if moved == html:
            break
        html = moved
        doc = render(html)
    return doc
