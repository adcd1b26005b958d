"""The coverage invariant on a large generated corpus (issue 10): N articles (default 10,000).

    python bench/coverage_corpus.py [N]

Generates articles with the same Hypothesis strategy as tests/check/test_coverage.py (seeded), checks each
against the demo brief, renders it with the renderer, and counts the articles with a digit in the output
that no mention of the check report accounts for. Prints N, the failures (with context) and the time.
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "check"))


def main() -> int:
    from hypothesis import HealthCheck, given, settings

    import generated_articles as corpus
    import test_coverage as T

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    stats = {"n": 0, "bad": 0, "numbers": 0}

    @settings(max_examples=n, deadline=None, derandomize=True, database=None,
              suppress_health_check=list(HealthCheck))
    @given(corpus.article(T.EXAMPLE_DISPLAYS))
    def run(md):
        stats["n"] += 1
        report, bad = T.check_generated(md)
        stats["numbers"] += len(report.mentions)
        if bad:
            stats["bad"] += 1
            if stats["bad"] <= 5:
                print("unaccounted:", *map(str, bad), "--- article:", md, sep="\n")

    t0 = time.perf_counter()
    run()
    took = time.perf_counter() - t0
    print(f"{stats['n']} generated articles, {stats['numbers']} mention records, "
          f"{stats['bad']} with unaccounted digits, {took:.1f}s ({took / max(1, stats['n']) * 1000:.1f} ms each)")
    return 1 if stats["bad"] else 0


if __name__ == "__main__":
    sys.exit(main())
