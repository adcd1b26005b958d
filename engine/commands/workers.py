"""A pool of warm build workers for `engine build --all -j N` (issue 11).

Each worker is a long-lived process: WeasyPrint and its fonts, matplotlib, the checker's tables
and the parsed evidence (engine/yamlcache.py) are loaded once per worker, then reused for every
article it builds. Workers return each article's report as text (build.py prints it), so
the output files are exactly those of a serial build: every article is built by the same
pipeline.build() and published atomically by it.
"""
from __future__ import annotations

import concurrent.futures as cf
import multiprocessing as mp
from pathlib import Path


def build_many(build, root: Path, briefs: list, opts, jobs: int, crashed):
    """Yield one Outcome per brief, in the order they finish. `build(root, brief, opts, capture=True)` is
    commands/build.py's build_one, passed in (and pickled by name) so that this module imports no command.
    An article whose build raised (a bug) or whose worker died is `crashed(brief, exc)`, its own failure:
    the other articles are still built and reported."""
    methods = mp.get_all_start_methods()
    ctx = mp.get_context("fork" if "fork" in methods else "spawn")  # fork: no re-import of the engine
    pool = cf.ProcessPoolExecutor(max_workers=min(jobs, len(briefs)), mp_context=ctx,
                                  initializer=_warm, initargs=(opts.pdf,))
    try:
        futures = {pool.submit(_build, build, root, brief, opts): brief for brief in briefs}
        for future in cf.as_completed(futures):
            try:
                got = future.result()
            except Exception as exc:  # noqa: BLE001 (a bug, or a worker killed: this article's failure)
                got = crashed(futures[future], exc)
            yield got
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _warm(pdf: bool) -> None:
    """Load the heavy libraries once, before the first article (each worker pays this once)."""
    import engine.check.api  # noqa: F401
    import engine.pipeline  # noqa: F401
    from engine.render import charts, pdf as pdf_render

    charts.preload()
    if pdf:
        pdf_render.preload()


def _build(build, root: Path, brief, opts):
    from engine import yamlcache

    outcome = build(root, brief, opts, capture=True)
    yamlcache.flush() if outcome.code != 2 else yamlcache.discard()  # as the CLI does in one process
    return outcome
