"""Benchmark: `engine check` vs markdown-it-py's own parse of the same text, at 0.25, 0.5 and 1 MB.

    python bench/check_bench.py            # the example articles repeated to size
    python bench/check_bench.py --varied   # every copy's numbers changed, so nothing repeats
    python bench/check_bench.py --corpora [--sizes 0.25,1]   # issue 11: three corpora side by side

Reports seconds per MB and the ratio check / parse, both measured in the same run (best of 3).
Target (issue 4): ratio <= 2, and time linear in size.

--corpora also reports CPU time (the process's own user + system time): on a shared, loaded machine the
wall time of a process waiting for a core says little, and the CPU ratio is the steadier measure.

--corpora (issue 11) measures three corpora, each parse and each check in a fresh process so that
peak memory (max RSS) is measured too: `repeated` (the example articles repeated: the checker's
per-block memo hits), `unique` (the same, with one different word in every paragraph, so no block
repeats) and `dense` (a dozen decimals in every paragraph). Goals: check <= 2x the parse on unique
text, <= 10x on number-dense text, peak memory <= 2x the parse's process.
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


def unique_corpus(size_mb: float) -> str:
    """The repeated corpus with one made-up word (letters only, no digit) before every paragraph."""
    text = corpus(size_mb, False)
    counter = iter(range(10**9))

    def word(_m):
        n, w = next(counter), ""
        while True:
            n, r = divmod(n, 26)
            w += chr(97 + r)
            if not n:
                return f"\n\nzq{w} "
    return re.sub(r"\n\n(?=[^\s#|!>*\-\d])", word, text)  # prefix every paragraph, not headings or tables


def dense_corpus(size_mb: float) -> str:
    """Paragraphs of a dozen decimals each, cited to R1, in the article's language."""
    rng = random.Random(11)
    out, n, target = ["# 数据\n\n"], 0, int(size_mb * 1_000_000)
    while n < target:
        nums = "、".join(f"{rng.uniform(0.1, 999):.2f}" for _ in range(12))
        para = f"实测写带宽依次为 {nums} GB/s[@R1]。\n\n"
        out.append(para)
        n += len(para.encode("utf-8"))
    return "".join(out)


CORPORA = {"repeated": lambda size: corpus(size, False), "unique": unique_corpus, "dense": dense_corpus}


def measure_one(kind: str, size: float, what: str) -> None:
    """In this (fresh) process: time one parse or check, print seconds, max RSS in MB, numbers, findings."""
    import resource

    from markdown_it import MarkdownIt

    text = CORPORA[kind](size)
    if what == "parse":
        md = MarkdownIt("commonmark", {"html": False}).enable("table")
        cpu = time.process_time()
        t = best(lambda: md.parse(text), 1)
        cpu = time.process_time() - cpu
        print(t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 0, 0, len(text.encode("utf-8")) / 1e6,
              cpu)
        return
    from engine.check.api import check_text
    from engine.commands.claims import compute_claims
    from engine.errors import Problems
    from engine.load import load_config

    project, brief, registry, scope = compute_claims(ROOT, Path("articles/ckpt-bubble.yaml"))
    cfg = load_config(project, Problems()).check
    holder = {}

    def run(body=text):
        holder["r"] = check_text(body, "bench.md", registry=registry, scope=scope,
                                 sources=list(brief.model.sources), config=cfg, lang=brief.model.lang)
    run("# 数据\n\n写带宽 3.26 GB/s[@R1]。\n")  # the checker's lazy imports and tables, outside the timing
    cpu = time.process_time()
    t = best(run, 1)
    cpu = time.process_time() - cpu
    r = holder["r"]
    print(t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, r.numbers, len(r.findings),
          len(text.encode("utf-8")) / 1e6, cpu)


def corpora(sizes: list[float]) -> None:
    import subprocess

    import os

    print(f"load average {os.getloadavg()[0]:.2f}")
    print(f"{'corpus':>9} {'size':>7} {'parse s':>8} {'check s':>8} {'ratio':>6} {'parse cpu':>9} {'check cpu':>9} "
          f"{'cpu x':>6} {'parse MB':>9} {'check MB':>9} {'mem x':>6} {'numbers':>8} {'findings':>9}")
    for kind in CORPORA:
        for size in sizes:
            res = {}
            for what in ("parse", "check"):
                runs = [subprocess.run([sys.executable, __file__, "--measure", kind, str(size), what],
                                       capture_output=True, text=True, check=True).stdout.split() for _ in range(3)]
                runs = [[float(x) for x in r] for r in runs]
                res[what] = min(runs, key=lambda r: r[0])  # best of 3 fresh processes
                res[what + " cpu"] = min(r[5] for r in runs)
            p, c = res["parse"], res["check"]
            pc, cc = res["parse cpu"], res["check cpu"]
            print(f"{kind:>9} {c[4]:>6.2f}M {p[0]:>8.3f} {c[0]:>8.3f} {c[0] / p[0]:>6.1f} {pc:>9.3f} {cc:>9.3f} "
                  f"{cc / pc:>6.1f} {p[1]:>9.0f} {c[1]:>9.0f} {c[1] / p[1]:>6.2f} {int(c[2]):>8} {int(c[3]):>9}")


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
    ap.add_argument("--corpora", action="store_true", help="repeated, unique and number-dense text (issue 11)")
    ap.add_argument("--sizes", default="0.25,1", help="with --corpora: sizes in MB, comma-separated")
    ap.add_argument("--measure", nargs=3, metavar=("KIND", "MB", "WHAT"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        kind, size, what = args.measure
        measure_one(kind, float(size), what)
        return 0
    if args.corpora:
        corpora([float(x) for x in args.sizes.split(",")])
        return 0

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
