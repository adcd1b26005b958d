"""`engine build BRIEF | --all`: publish articles to build/<id>/.

Exit codes: 0 published (or unchanged), 1 the QA gate failed (nothing published), 2 bad input.
With --all every brief is attempted; problems of all of them are printed, then a summary.
An article whose inputs have not changed since it was published is skipped (engine/incremental.py);
--force rebuilds it. --all -j N builds in N warm worker processes (engine/commands/workers.py).
"""
from __future__ import annotations

import io
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

from engine.commands.common import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_INTERNAL, EXIT_OK, report_problems
from engine.errors import EngineError


@dataclass(frozen=True)
class Options:
    out: Path | None
    pdf: bool
    draft: bool
    refresh: bool


@dataclass
class Outcome:
    """One article's build, as text to print (a worker process returns it to the parent)."""
    id: str
    code: int  # EXIT_OK published, EXIT_FAILED gate failed, EXIT_BAD_INPUT bad input, EXIT_INTERNAL a bug
    out: str
    err: str


def run(args, root: Path) -> int:
    from engine import incremental, shard as sharding

    if args.all == bool(args.brief):
        print("engine build: give one BRIEF or --all", file=sys.stderr)
        return EXIT_BAD_INPUT
    if (args.shard or args.jobs is not None) and not args.all:
        print("engine build: --shard and -j work with --all", file=sys.stderr)
        return EXIT_BAD_INPUT
    part = None
    if args.shard:
        try:
            part = sharding.parse(args.shard)
        except ValueError as exc:
            print(f"engine build: --shard {args.shard}: {exc}\n  hint: write K/N with 1 <= K <= N, e.g. --shard 2/4",
                  file=sys.stderr)
            return EXIT_BAD_INPUT
    jobs = args.jobs if args.jobs is not None else default_jobs()
    if jobs < 1:
        print(f"engine build: -j {jobs}: give at least 1 job", file=sys.stderr)
        return EXIT_BAD_INPUT
    briefs = sorted((root / "articles").glob("*.yaml")) if args.all else [args.brief]
    if args.all and not briefs:
        print("engine build: no briefs in articles/", file=sys.stderr)
        return EXIT_BAD_INPUT
    if part is not None:
        briefs = [b for b in briefs if sharding.mine(b.stem, *part)]
    out = args.out if args.out is None or args.out.is_absolute() else root / args.out
    opts = Options(out, not args.no_pdf, args.draft, args.refresh)
    todo, unchanged = [], []
    for brief in briefs:
        folder = (out or root / "build") / Path(brief).stem
        if not (args.force or args.refresh) and incremental.fresh(root, folder, opts.pdf):
            unchanged.append(brief)
            print(f"{Path(brief).stem}: unchanged since it was published to {_rel(folder, root)}/, "
                  "not rebuilt (--force rebuilds)")
        else:
            todo.append(brief)
    if not args.all:
        return build_one(root, todo[0], opts).code if todo else EXIT_OK
    return _build_all(root, todo, unchanged, opts, jobs, part, args)


def default_jobs() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _build_all(root: Path, todo: list, unchanged: list, opts: Options, jobs: int, part, args) -> int:
    from engine.commands import workers

    total = len(todo)
    counts = {EXIT_OK: 0, EXIT_FAILED: 0, EXIT_BAD_INPUT: 0, EXIT_INTERNAL: 0}
    if total:
        _progress(0, total, Path(todo[0]).stem)
    done = 0
    if jobs == 1 or total <= 1:
        outcomes = _serial(root, todo, opts)
    else:
        outcomes = workers.build_many(build_one, root, todo, opts, jobs, crashed)
    for outcome in outcomes:
        done += 1
        _clear()
        sys.stdout.write(outcome.out)
        sys.stdout.flush()
        sys.stderr.write(outcome.err)
        counts[outcome.code] += 1
        _progress(done, total, outcome.id if done < total else "done")
    if total:
        print(file=sys.stderr)
    worst = max((code for code, n in counts.items() if n), default=EXIT_OK)
    shard = f" (shard {part[0]}/{part[1]})" if part else ""
    print(f"build{shard}: {counts[EXIT_OK]} published, {counts[EXIT_FAILED]} failed the gate, "
          f"{counts[EXIT_BAD_INPUT]} with errors, {len(unchanged)} unchanged (skipped)"
          + (f", {counts[EXIT_INTERNAL]} stopped by an internal error" if counts[EXIT_INTERNAL] else ""),
          file=sys.stderr)
    if part is None:  # a shard sees only part of the library: no site files (docs/scale.md)
        from engine import site

        folder = opts.out or root / "build"
        try:
            written = site.write(root, folder)
        except EngineError as exc:
            report_problems(exc.problems)
            return max(worst, EXIT_BAD_INPUT)
        print(f"site: {', '.join(written)} in {_rel(folder, root)}/", file=sys.stderr)
    return worst


def _serial(root: Path, todo: list, opts: Options):
    """Build in this process, one after another; drafting progress shows on the bar."""
    for n, brief in enumerate(todo, 1):
        _progress(n - 1, len(todo), Path(brief).stem)
        try:
            yield build_one(root, brief, opts, on_progress=llm_progress(n, len(todo), brief, sys.stderr), capture=True)
        except Exception as exc:  # noqa: BLE001 (a bug: this article's failure, the others are still built)
            yield crashed(brief, exc)


def crashed(brief, exc: BaseException) -> Outcome:
    """An article whose build raised: one located line (a bug in engine, as the CLI's backstop says), and
    the run goes on with the other articles. ENGINE_DEBUG=1 adds the traceback."""
    stem = Path(brief).stem
    reason = str(exc).splitlines()[0][:160] if str(exc) else ""
    err = (f"{stem}: internal error: {type(exc).__name__}"
           + (f": {reason}" if reason else "") + "\n  this is a bug in engine, not in your files: please file a "
           "bug report with the command, this message and (if you can) the input files; ENGINE_DEBUG=1 shows the "
           "traceback\n")
    if os.environ.get("ENGINE_DEBUG") == "1":
        import traceback

        err += "".join(traceback.format_exception(exc))
    return Outcome(stem, EXIT_INTERNAL, "", err)


def build_one(root: Path, brief, opts: Options, *, on_progress=None, capture: bool = False) -> Outcome:
    """Build one article and print (or, with capture, collect) its report lines."""
    from engine import pipeline

    out, err = (io.StringIO(), io.StringIO()) if capture else (sys.stdout, sys.stderr)
    with redirect_stdout(out), redirect_stderr(err):
        try:
            result = pipeline.build(root, Path(brief), out=opts.out, pdf=opts.pdf, draft=opts.draft,
                                    refresh=opts.refresh, on_progress=on_progress)
            code = _report(result, root)
        except EngineError as exc:
            report_problems(exc.problems)
            code = EXIT_BAD_INPUT
    return Outcome(Path(brief).stem, code, out.getvalue() if capture else "", err.getvalue() if capture else "")


def _report(result, root: Path) -> int:
    if result.warnings:
        report_problems(result.warnings)
    rep = result.report
    s = rep.summary()
    llm = _llm_line(result)  # issue 5
    coverage = f"{s['numbers']} number(s), {s['verified']} verified, {s['skipped']} skipped"
    from engine.check.output import exemption_line, finding_line

    if not result.passed:
        for f in rep.findings:
            print(finding_line(f), file=sys.stderr)
        for line in result.llm_problems:
            print(f"{result.id}: llm draft: {line}", file=sys.stderr)
        kept = f"{_rel(result.draft_dir, root)}/" if result.draft_dir else ""
        whole = result.llm is not None or any(n.endswith(".html") for n in result.files)
        where = (f"; draft written to {kept}" if whole or not kept
                 else f"; nothing was published (the failing Markdown and its report are in {kept}; "
                      "--draft keeps the whole article there)")
        if llm:
            print(f"{result.id}: {llm}", file=sys.stderr)
        print(f"{result.id}: check failed: {s['errors']} error(s), {s['warnings']} warning(s){where}",
              file=sys.stderr)
        return EXIT_FAILED
    for f in rep.findings:  # warnings only, since it passed: shown, never blocking
        print(finding_line(f), file=sys.stderr)

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


def llm_progress(n: int, total: int, brief: Path, stream):
    """Issue 5: drafting progress on the multi-article progress bar (--all, one process)."""
    return lambda msg: _progress(n - 1, total, f"{Path(brief).stem}: {msg}", stream)


def _rel(path: Path, root: Path) -> str:
    try:
        return str(path.resolve().relative_to(root.resolve()))
    except ValueError:
        return str(path)


def _progress(done: int, total: int, name: str, stream=None) -> None:
    stream = stream or sys.stderr
    width = 24
    filled = width * done // total
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {name[:40]:<40}")
    stream.flush()


def _clear() -> None:
    sys.stderr.write("\r" + " " * 80 + "\r")
    sys.stderr.flush()
