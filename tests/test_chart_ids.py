"""Two matplotlib charts inlined in one page: every element id is unique in the page, and every reference
(url(#…), href="#…") inside a chart points at an id of that same chart (issue 9)."""
import re
from collections import Counter
from pathlib import Path

from engine import pipeline

ROOT = Path(__file__).resolve().parents[1]


def test_ids_of_inlined_charts_are_unique_and_references_resolve():
    html = pipeline.preview(ROOT, Path("articles/ckpt-bubble.yaml"))["index.html"].decode("utf-8")
    svgs = re.findall(r"<svg.*?</svg>", html, flags=re.S)
    assert len(svgs) == 2
    ids = re.findall(r'(?<![\w-])id="([^"]+)"', html)
    dup = [i for i, n in Counter(ids).items() if n > 1]
    assert dup == []
    for svg in svgs:
        own = set(re.findall(r'(?<![\w-])id="([^"]+)"', svg))
        refs = re.findall(r'url\(#([^)]+)\)|href="#([^"]+)"', svg)
        assert refs and all((a or b) in own for a, b in refs)
        assert all(i.startswith("chart-") for i in own)
