"""Benchmark: `engine check` vs markdown-it-py's own parse of the same text, at 0.25, 0.5 and 1 MB.

    python bench/check_bench.py            # the example articles repeated to size
    python bench/check_bench.py --varied   # every copy's numbers changed, so nothing repeats

Reports seconds per MB and the ratio check / parse, both measured in the same run (best of 3).
Target (issue 4): ratio <= 2, and time linear in size.
"""
from __future__ import annotations

import argparse
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SIZES = (0.25, 0.5, 1.0)


def corpus(size_mb: float, varied: bool) -> str:
    parts = [(ROOT / "tests/golden/build" / b / f"{b}.md").read_text(encoding="utf-8")
             for b in ("ckpt-bubble", "ckpt-bubble-en")]
    unit = "\n\n".join(parts) + "\n\n"
    rng = random.Random(7)
    out, n = [], 0
    target = int(size_mb * 1_000_000)
    while n < target:
        chunk = unit
        if varied:
            chunk = re.sub(r"(?<![\w.])\d+\.\d+|(?<![\w.,])\d{2,3}(?![\w.,])",
                           lambda m: _jitter(m.group(), rng), chunk)
        out.append(chunk)
        n += len(chunk.encode("utf-8"))
    return "".join(out)


def _jitter(s: str, rng) -> str:
    if "." in s:
        d = len(s.split(".")[1])
        return f"{float(s) * rng.uniform(0.5, 1.5):.{d}f}"
    return str(max(10, int(int(s) * rng.uniform(0.5, 1.5))))


def best(fn, n=3) -> float:
    times = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--varied", action="store_true", help="change the numbers in every copy")
    args = ap.parse_args()

    from markdown_it import MarkdownIt

    from engine.check.api import check_text
    from engine.commands.claims import compute_claims
    from engine.errors import Problems
    from engine.load import load_config

    project, brief, registry, scope = compute_claims(ROOT, Path("articles/ckpt-bubble.yaml"))
    cfg = load_config(project, Problems()).check
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    print(f"{'size':>8} {'parse s':>9} {'check s':>9} {'check s/MB':>11} {'ratio':>6} {'numbers':>8} {'findings':>9}")
    for size in SIZES:
        text = corpus(size, args.varied)
        mb = len(text.encode("utf-8")) / 1e6
        t_parse = best(lambda: md.parse(text))
        holder = {}

        def run():
            holder["r"] = check_text(text, "bench.md", registry=registry, scope=scope,
                                     sources=list(brief.model.sources), config=cfg, lang=brief.model.lang)
        t_check = best(run)
        r = holder["r"]
        print(f"{mb:>7.2f}M {t_parse:>9.3f} {t_check:>9.3f} {t_check / mb:>11.3f} {t_check / t_parse:>6.2f} "
              f"{r.numbers:>8} {len(r.findings):>9}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
