"""Bar charts of claims, as SVG. The only module importing matplotlib.

Values come from the same Scalars as the text, so a chart can never disagree
with it; bar labels are the claims' displays, and the value axis has no tick
numbers (every figure shown is a claim's display, checked by the gate). Labels stay text
(svg.fonttype none) so they remain searchable in the HTML and the PDF.
Deterministic: a fixed hash salt for element ids and no date in metadata.

Sizes are set for a phone: the chart is 5 in (480 px) wide and its text 12 pt, so shrunk to the
350 px of text width a 390 px screen leaves, every label is still at least 11 px tall.
"""
from __future__ import annotations

import io

from engine import units
from engine.calc import display as D

WIDTH_IN, FONT_PT = 5.0, 12  # 12 pt at 350/360 of its size: 11.7 px
FONTS = ["Noto Sans CJK SC", "Noto Sans CJK JP", "Noto Sans", "DejaVu Sans"]
COLORS = ["#9aa5b8", "#0b6bcb", "#39a06b", "#d9822b", "#7c5cc4"]


def render_chart(spec, title: str, scope, lang: str) -> str:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    names = spec.claims
    unit, lows, highs, bars = _bars(spec, scope, lang)
    labels = [_text(label) for label, _ in bars]
    shown = [value for _, value in bars]
    rc = {"svg.fonttype": "none", "svg.hashsalt": f"engine-{spec.id}", "font.family": "sans-serif",
          "font.sans-serif": FONTS, "axes.spines.top": False, "axes.spines.right": False,
          "axes.unicode_minus": False, "path.simplify": False, "font.size": FONT_PT}
    with matplotlib.rc_context(rc):
        fig = Figure(figsize=(WIDTH_IN, 0.9 + 0.6 * len(names)) if spec.type == "barh" else (WIDTH_IN, 3.2))
        ax = fig.add_subplot()
        mids = [(lo + hi) / 2 for lo, hi in zip(lows, highs)]
        err = [[m - lo for m, lo in zip(mids, lows)], [hi - m for m, hi in zip(mids, highs)]]
        has_range = any(h > lo for lo, h in zip(lows, highs))
        colors = [COLORS[i % len(COLORS)] for i in range(len(names))]
        pos = list(range(len(names)))
        if spec.type == "barh":
            bars = ax.barh(pos, mids, xerr=err if has_range else None, color=colors, height=0.55)
            ax.set_yticks(pos, labels)
            ax.invert_yaxis()
        else:
            bars = ax.bar(pos, mids, yerr=err if has_range else None, color=colors, width=0.55)
            ax.set_xticks(pos, labels)
        ax.bar_label(bars, labels=[_text(s) for s in shown], padding=3)
        # the value axis has no tick numbers: every figure in a chart is a claim's display on its bar, which
        # the gate checks; matplotlib's own ticks (0, 50, 150) would be figures nobody checked (issue 10)
        (ax.set_xticks if spec.type == "barh" else ax.set_yticks)([])
        sym = D.unit_text(unit.symbol, lang)[1] or ("×" if unit.symbol == "x" else "")
        (ax.set_xlabel if spec.type == "barh" else ax.set_ylabel)(_text(sym))
        ax.margins(x=0.15) if spec.type == "barh" else ax.margins(y=0.15)
        fig.tight_layout()
        buf = io.StringIO()
        fig.savefig(buf, format="svg", metadata={"Date": None, "Creator": "engine"})
    return buf.getvalue()


def bar_texts(spec, scope, lang: str) -> list[tuple[str, str]]:
    """What a reader sees of each bar: (label, value as shown). The gate checks exactly these
    (engine/pipeline.py: published_fields), so they come from the same function the drawing uses."""
    return _bars(spec, scope, lang)[3]


def _bars(spec, scope, lang: str):
    names = spec.claims
    unit = units.parse(spec.unit) if spec.unit else scope[names[0]].quantity.unit
    lows, highs, bars = [], [], []
    for n, label in zip(names, spec.labels or names):
        s = scope[n]
        lo, hi = s.quantity.to(unit).in_unit()
        lows.append(lo)
        highs.append(hi)
        bars.append((str(label), s.display if s.quantity.unit.symbol == unit.symbol
                     else D.quantity(s.quantity.to(unit), D.default_decimals([lo, hi]), lang)))
    return unit, lows, highs, bars


def _text(s: str) -> str:
    return str(s).replace("$", r"\$")  # a $ would switch matplotlib to math mode


def preload() -> None:
    """Import matplotlib's figure and SVG backend ahead of the first chart (a build worker's warm-up)."""
    import matplotlib.backends.backend_svg  # noqa: F401
    import matplotlib.figure  # noqa: F401
