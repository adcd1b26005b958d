"""Print the mutation kill rate of the checker on the example articles (the same mutants as
tests/check/test_mutation.py), with every surviving mutant.

    python bench/mutation_report.py
"""
from __future__ import annotations

import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "check")]

from mutants import EXAMPLES, kill_table  # noqa: E402


def main() -> int:
    total = killed_all = 0
    for brief, md in EXAMPLES:
        clean, results = kill_table(brief, md)
        per = collections.Counter(mt.kind for mt, _, _ in results)
        killed = collections.Counter(mt.kind for mt, k, _ in results if k)
        total += len(results)
        killed_all += sum(killed.values())
        s = clean.summary()
        print(f"{brief}: clean text: {len(clean.findings)} finding(s); {s['numbers']} numbers, "
              f"{s['verified']} verified, {s['skipped']} skipped")
        print("  killed: " + ", ".join(f"{k} {killed[k]}/{per[k]}" for k in sorted(per))
              + f"; rate {sum(killed.values()) / max(1, len(results)):.1%}")
        for mt, k, _ in results:
            if not k:
                print(f"  survived: {mt.kind} line {mt.line}: {mt.before!r} -> {mt.after!r}")
    print(f"total: {killed_all}/{total} mutants killed ({killed_all / max(1, total):.1%})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
