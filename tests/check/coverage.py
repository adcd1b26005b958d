"""The coverage invariant (issue 10): every digit a reader can see in any output of a build is accounted for
by a mention record of the check report (verified, an error, or skipped with a reason of the closed list).

Outputs read: the HTML (text, reader-visible attributes, meta tags, JSON-LD strings, the inline SVG, the text
of embedded SVG images), each
SVG chart's text, the PDF's text (pdftotext), the Markdown (rendered, as its readers see it) and the notes in
claims.json. Text is
normalised the way the checker normalises it. A number of the output is the maximal run of digits with its
separators (`3,560`, `9.9`). The invariant counts: each output is read as views (the page's text, each
reader-visible attribute, each JSON-LD string, each SVG text, each PDF page), and in each view every
occurrence of a number needs a record of its own — a view may not show a number more often than the checker
read it. A number that a layout split (a PDF line break in `3,560`) is accounted for by the pieces of a
record's number. PDF page numbers (a line that is only the page's number) are page furniture, not text.
"""
from __future__ import annotations

import json
import re
from collections import Counter
import subprocess
import unicodedata
from dataclasses import dataclass
from pathlib import Path

NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_ATTRS = ("title", "alt", "content", "aria-label", "placeholder", "value", "label")


@dataclass
class Unaccounted:
    file: str
    number: str
    context: str

    def __str__(self) -> str:
        return f"{self.file}: {self.number!r} in …{self.context}…"


def normalise(text: str) -> str:
    out = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat == "Cf":
            continue
        out.append(unicodedata.normalize("NFKC", ch) if cat[0] == "N" or 0xFF01 <= ord(ch) <= 0xFF5E else ch)
    return "".join(out)


def _key(n: str) -> str:
    return n.replace(",", "")


def accounted_numbers(report) -> tuple[Counter, Counter]:
    """How many times the checker read each number (its records), and each digit run of those numbers."""
    whole, pieces = Counter(), Counter()
    for rec in report.mentions:
        for m in NUMBER.finditer(normalise(rec["text"])):
            whole[_key(m.group())] += 1
            runs = re.findall(r"\d+", m.group())
            if len(runs) > 1:
                pieces.update(runs)  # "3,560s" also accounts for a "560" a layout split off
    return whole, pieces


def html_texts(html: str) -> list[str]:
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(html, "html.parser")
    out: list[str] = []
    for tag in soup.find_all(True):
        for a in _ATTRS:
            v = tag.get(a)
            if isinstance(v, str) and not (tag.name == "meta" and tag.get("name") in ("viewport",)
                                           or tag.name == "meta" and tag.get("charset")):
                out.append(v)
    for img in soup.find_all("img"):  # an embedded SVG image shows its text (engine/check/svgtext.py)
        src = img.get("src") or ""
        if src.startswith("data:image/svg+xml;base64,"):
            import base64

            out += svg_texts(base64.b64decode(src.split(",", 1)[1]).decode("utf-8"))
    for script in soup.find_all("script", type="application/ld+json"):
        out += list(_json_strings(json.loads(script.string or "{}")))
        script.decompose()
    # numbered citations ([2], ²) and the sources list's numbers are the renderer's cross-references: the
    # citation they stand for is the record ([@R9] is skipped as `citation`), like an ordered list's markers
    for a in soup.find_all("a", href=re.compile(r"^#src-")):
        a.string = a["href"][len("#src-"):]
    for li in soup.find_all("li", id=re.compile(r"^src-")):
        first = li.find(string=True)
        if first is not None:
            first.replace_with(re.sub(r"^\s*\[\d+\]\s*", "", str(first)))
    for title in soup.find_all("title"):  # the browser tab: a view of its own
        out.append(title.get_text(" "))
        title.decompose()
    for junk in soup.find_all(["style", "script"]):
        junk.decompose()
    for svg_meta in soup.find_all(["metadata", "defs"]):
        svg_meta.decompose()
    out.append(soup.get_text(" "))
    return out


_TAG = re.compile(r"<[^>]*>")
_ATTR = re.compile(r'\s(?:' + "|".join(_ATTRS) + r')="([^"]*)"')


def fragment_texts(html_fragment: str) -> list[str]:
    """The renderer's body HTML (well-formed, escaped): text and reader-visible attributes, quickly."""
    import html

    attrs = [html.unescape(v) for v in _ATTR.findall(html_fragment)]
    return attrs + [html.unescape(_TAG.sub(" ", html_fragment))]


def _json_strings(v):
    if isinstance(v, str):
        if not v.startswith(("https://schema.org", "http://schema.org")):
            yield v
    elif isinstance(v, dict):
        for k, x in v.items():
            if k not in ("@context", "@type", "url", "mainEntityOfPage", "@id"):
                yield from _json_strings(x)
    elif isinstance(v, list):
        for x in v:
            yield from _json_strings(x)


def svg_texts(svg: str) -> list[str]:
    from bs4 import BeautifulSoup

    import warnings

    from bs4 import XMLParsedAsHTMLWarning

    warnings.filterwarnings("ignore", category=XMLParsedAsHTMLWarning)
    soup = BeautifulSoup(svg, "html.parser")
    return [t.get_text(" ") for t in soup.find_all("text")]


def pdf_text(pdf: Path) -> list[str]:
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    pages = [p for p in text.split("\f") if p.strip()]
    out = []
    for n, page in enumerate(pages, 1):
        # page furniture: the page number WeasyPrint prints in the margin ("3" or "3/7")
        furniture = (str(n), f"{n}/{len(pages)}", f"{n} / {len(pages)}")
        out.append("\n".join(line for line in page.splitlines() if line.strip() not in furniture))
    return out


def markdown_texts(md_text: str) -> list[str]:
    from engine.render import mdit

    return html_texts(mdit.to_html(md_text))


def outputs(out_dir: Path) -> dict[str, list[str]]:
    got: dict[str, list[str]] = {}
    for f in sorted(out_dir.iterdir()):
        if f.suffix == ".html":
            got[f.name] = html_texts(f.read_text(encoding="utf-8"))
        elif f.suffix == ".svg":
            got[f.name] = svg_texts(f.read_text(encoding="utf-8"))
        elif f.suffix == ".pdf":
            got[f.name] = pdf_text(f)
        elif f.suffix == ".md":
            got[f.name] = markdown_texts(f.read_text(encoding="utf-8"))
        elif f.name == "claims.json":  # its notes are text a writer typed; values and derivations are computed
            got[f.name] = [c["note"] for c in json.loads(f.read_text(encoding="utf-8"))["claims"] if c.get("note")]
    return got


def unaccounted(report, texts: dict[str, list[str]]) -> list[Unaccounted]:
    """Every occurrence of a number in each view of each output that the checker did not read as often."""
    whole, pieces = accounted_numbers(report)
    bad: list[Unaccounted] = []
    for name, parts in texts.items():
        for part in parts:
            part = normalise(part)
            used, used_pieces = Counter(), Counter()
            for m in NUMBER.finditer(part):
                n, k = m.group(), _key(m.group())
                if used[k] < whole[k]:
                    used[k] += 1
                    continue
                runs = re.findall(r"\d+", n)
                if len(runs) == 1 and used_pieces[runs[0]] < pieces[runs[0]]:
                    used_pieces[runs[0]] += 1  # a piece of a number the layout split
                    continue
                ctx = re.sub(r"\s+", " ", part[max(0, m.start() - 30):m.end() + 30])
                bad.append(Unaccounted(name, n, ctx))
    return bad
