"""`engine build BRIEF | --all`: publish articles to build/<id>/.

Exit codes: 0 published, 1 the QA gate failed (nothing published), 2 bad input.
With --all every brief is attempted; problems of all of them are printed.
"""
from __future__ import annotations

import sys
from pathlib import Path

from engine.cli import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, report_problems
from engine.errors import EngineError


def run(args, root: Path) -> int:
    from engine import pipeline

    if args.all == bool(args.brief):
        print("engine build: give one BRIEF or --all", file=sys.stderr)
        return EXIT_BAD_INPUT
    briefs = sorted((root / "articles").glob("*.yaml")) if args.all else [args.brief]
    if args.all and not briefs:
        print("engine build: no briefs in articles/", file=sys.stderr)
        return EXIT_BAD_INPUT
    out = args.out if args.out is None or args.out.is_absolute() else root / args.out
    worst = EXIT_OK
    for n, brief in enumerate(briefs, 1):
        if args.all:
            _progress(n - 1, len(briefs), brief.stem)
        try:
            result = pipeline.build(root, brief, out=out, pdf=not args.no_pdf, draft=args.draft,
                                    refresh=args.refresh, on_progress=_llm_progress(args, n, len(briefs), brief))
        except EngineError as exc:
            if args.all:
                _clear()
            report_problems(exc.problems)
            worst = max(worst, EXIT_BAD_INPUT)
            continue
        if args.all:
            _clear()
        worst = max(worst, _report(result, root))
    if args.all:
        _progress(len(briefs), len(briefs), "done")
        print(file=sys.stderr)
    return worst


def _report(result, root: Path) -> int:
    if result.warnings:
        report_problems(result.warnings)
    rep = result.report
    s = rep.summary()
    llm = _llm_line(result)  # issue 5
    coverage = f"{s['numbers']} number(s), {s['verified']} verified, {s['skipped']} skipped"
    if not result.passed:
        for f in rep.findings:
            print(f"{f.path}:{f.line}:{f.col}: {f.severity} {f.rule}: {f.message}", file=sys.stderr)
        for line in result.llm_problems:
            print(f"{result.id}: llm draft: {line}", file=sys.stderr)
        where = f"; draft written to {_rel(result.draft_dir, root)}/" if result.draft_dir else \
            "; nothing was published (use --draft to keep the failing article)"
        if llm:
            print(f"{result.id}: {llm}", file=sys.stderr)
        print(f"{result.id}: check failed: {s['errors']} error(s), {s['warnings']} warning(s){where}",
              file=sys.stderr)
        return EXIT_FAILED
    for f in rep.findings:  # warnings only, since it passed: shown, never blocking
        print(f"{f.path}:{f.line}:{f.col}: {f.severity} {f.rule}: {f.message}", file=sys.stderr)
    from engine.check.output import exemption_line

    for e in rep.exemptions:  # every exemption is listed, so none hides silently
        print(exemption_line(e), file=sys.stderr)
    total = sum(result.timings.values())
    print(f"{result.id}: published {_rel(result.out_dir, root)}/ ({', '.join(result.files)}); "
          f"check: {coverage}, {s['warnings']} warning(s); {total:.2f}s" + (f"; {llm}" if llm else ""))
    return EXIT_OK


def _llm_line(result) -> str:
    """Issue 5: LLM drafting in the build report: rounds, calls, cache, re-asks, tokens (if reported), time."""
    r = result.llm
    if not r:
        return ""
    tokens = ("tokens not reported" if r["input_tokens"] is None and r["output_tokens"] is None
              else f"{r['input_tokens'] or 0} in / {r['output_tokens'] or 0} out tokens")
    verdict = "passed" if r["passed"] else f"rejected ({r['reason']})"
    return (f"llm: {verdict} after {r['rounds']} round(s); {r['calls']} call(s), {r['cached']} cached, "
            f"{r['reasks']} re-ask(s), {tokens}, {r['seconds']:.1f}s")


def _llm_progress(args, n: int, total: int, brief: Path):
    """Issue 5: drafting progress on the multi-article progress bar (--all)."""
    if not args.all:
        return None
    return lambda msg: _progress(n - 1, total, f"{brief.stem}: {msg}")


def _rel(path: Path, root: Path) -> str:
    try:
        return str(path.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)


def _progress(done: int, total: int, name: str) -> None:
    width = 24
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {name[:40]:<40}")
    sys.stderr.flush()


def _clear() -> None:
    sys.stderr.write("\r" + " " * 80 + "\r")
    sys.stderr.flush()
