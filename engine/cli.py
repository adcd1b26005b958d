"""Command-line interface: the only place that prints and maps errors to exit codes.

Exit codes: 0 ok, 1 a check or gate failed, 2 bad input or usage, 3 an internal error (a bug: any
unexpected exception is caught here and reported in one line, never as a traceback).
Heavy libraries are imported inside the command functions, so `engine --help`
stays instant.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from engine.commands.common import EXIT_BAD_INPUT, EXIT_INTERNAL, report_problems

EXIT_PIPE = 141  # 128 + SIGPIPE, as a program the shell's pipe closed on: never 0, the output was cut

MAX_EPOCH = 253402300799  # 9999-12-31T23:59:59Z, the last second a date can hold


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # usage errors exit 2 without a traceback, like argparse, but say where to look
        self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n  hint: run '{self.prog} --help'\n")


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="engine", description="Fact-checked technical content engine.")
    p.add_argument("--version", action="version", version="engine " + _version())
    p.add_argument("--root", type=Path, default=None, help="project directory (default: the current one)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    ev = sub.add_parser("evidence", help="validate, list and show test reports in evidence/")
    evs = ev.add_subparsers(dest="evidence_command", metavar="ACTION", parser_class=_Parser)
    v = evs.add_parser("validate", help="check every evidence file; report inconsistencies as warnings")
    v.add_argument("--strict", action="store_true", help="exit 1 if there are warnings")
    evs.add_parser("list", help="list every report")
    s = evs.add_parser("show", help="show one report's metrics and tables")
    s.add_argument("id", help="report id, e.g. R1")

    c = sub.add_parser("claims", help="compute and show a brief's claims")
    c.add_argument("brief", type=Path)
    c.add_argument("--json", action="store_true", help="print JSON instead of a table")

    b = sub.add_parser("build", help="build an article to build/<id>/ (HTML, PDF, Markdown, claims.json)")
    b.add_argument("brief", type=Path, nargs="?")
    b.add_argument("--all", action="store_true", help="build every brief in articles/")
    b.add_argument("--draft", action="store_true", help="write a failing article to build/<id>/draft/ anyway")
    b.add_argument("--no-pdf", action="store_true", help="skip the PDF")
    b.add_argument("--refresh", action="store_true", help="ask the LLM again instead of using its cache")
    b.add_argument("--out", type=Path, default=None, help="output folder (default: build/)")
    b.add_argument("--force", action="store_true", help="rebuild even if nothing changed since the last build")
    b.add_argument("-j", "--jobs", type=int, default=None, metavar="N",
                   help="with --all: build in N worker processes (default: the number of cores)")
    b.add_argument("--shard", default=None, metavar="K/N",
                   help="with --all: build only shard K of N (a stable split by brief id, for CI matrices)")

    im = sub.add_parser("impact", help="which briefs, claims and published figures depend on an evidence value")
    im.add_argument("ref", help="a report, metric, variant or table cell: R1, R1.ckpt_save_time, R12.t.row.col")
    im.add_argument("--against", default=None, metavar="REV|FILE",
                    help="old evidence: a git revision, or an old copy of the report's file; lists changed figures")
    im.add_argument("--json", action="store_true", help="print JSON")
    k = sub.add_parser("check", help="check every number in an article (the QA gate)")
    k.add_argument("brief", type=Path, nargs="?")
    k.add_argument("--text", type=Path, default=None, help="check this Markdown file instead of the built article")
    k.add_argument("--format", choices=("text", "json", "sarif"), default="text")
    k.add_argument("--strict", action="store_true", help="warnings fail too")
    k.add_argument("--explain", action="store_true",
                   help="list every number: status, the quantity it was bound to, the interval, the runners-up")
    sv = sub.add_parser("serve", help="preview every article in a browser, rebuilt on save, with the gate's findings")
    sv.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1, this machine only)")
    sv.add_argument("--port", type=int, default=8000, help="port (default: 8000; 0 picks a free one)")
    i = sub.add_parser("init", help="start a project: engine.yaml, an example report and brief, schemas")
    i.add_argument("dir", type=Path, nargs="?", default=Path("."), help="folder to create it in (default: here)")
    i.add_argument("--lang", choices=("zh", "en"), default="zh", help="language of the example article")
    n = sub.add_parser("new", help="add a file to the project: engine new brief ID --sources R1,R9")
    ns = n.add_subparsers(dest="new_command", metavar="KIND", parser_class=_Parser, required=True)
    nb = ns.add_parser("brief", help="a brief skeleton citing the given reports, which builds as it is")
    nb.add_argument("id", help="the article's id and file name, e.g. ckpt-bubble")
    nb.add_argument("--sources", required=True, help="comma-separated report ids, e.g. R1,R9")
    nb.add_argument("--lang", choices=("zh", "en"), default=None, help="default: site.lang in engine.yaml")
    sc = sub.add_parser("schema", help="print the JSON Schema of a file format, for editors")
    sc.add_argument("kind", nargs="?", choices=("evidence", "brief", "config"))
    sc.add_argument("--write", action="store_true", help="(re)write all three to .engine/schema/")
    for sp in (ev, v, s, c, b, im, k, sv, n, nb, sc):
        sp.add_argument("--root", type=Path, default=argparse.SUPPRESS, help="project directory")
    return p


def _version() -> str:
    from engine import __version__

    return __version__


def main(argv: list[str] | None = None) -> int:
    import gc

    # A command makes many objects that live to its end (modules, the parsed registry) and few cycles: the
    # cyclic collector's default pace (a pass every 700 allocations) was ~7% of a cold check's CPU.
    gc.set_threshold(50_000, 20, 20)
    args = _parser().parse_args(argv)
    if not args.command:
        _parser().print_help()
        return EXIT_BAD_INPUT
    root = (args.root or Path.cwd())
    if not root.is_dir():
        print(f"engine: error: --root {root} is not a directory", file=sys.stderr)
        return EXIT_BAD_INPUT

    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and not (epoch.strip().isdigit() and int(epoch) <= MAX_EPOCH):
        print(f"SOURCE_DATE_EPOCH: error environment: '{epoch[:30]}' is not a time: write whole seconds since "
              "1970-01-01 UTC, at most 253402300799 (9999-12-31)\n  hint: e.g. SOURCE_DATE_EPOCH=$(git log -1 "
              "--format=%ct), or unset it", file=sys.stderr)
        return EXIT_BAD_INPUT
    rc = EXIT_BAD_INPUT
    try:
        rc = _run(args, root)
    finally:
        cache = sys.modules.get("engine.yamlcache")  # parsed evidence, keyed by content (docs/scale.md)
        if cache is not None:
            cache.flush() if rc != EXIT_BAD_INPUT else cache.discard()
    return rc


def _run(args, root: Path) -> int:
    from engine.errors import EngineError

    try:
        if args.command == "evidence":
            from engine.commands import evidence

            return evidence.run(args, root)
        if args.command == "claims":
            from engine.commands import claims

            return claims.run(args, root)
        if args.command == "build":
            from engine.commands import build

            return build.run(args, root)
        if args.command == "impact":
            from engine.commands import impact

            return impact.run(args, root)
        if args.command in ("init", "new", "schema"):
            from engine.commands import project

            return getattr(project, "run_" + args.command)(args, root)
        if args.command == "check":
            from engine.commands import check

            return check.run(args, root)
        if args.command == "serve":
            from engine.commands import serve

            return serve.run(args, root)
    except EngineError as exc:
        report_problems(exc.problems)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("engine: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `engine evidence show R1 | head`: the reader has gone, nothing to report
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the flush at exit does not fail again
        return EXIT_PIPE
    except Exception as exc:  # the backstop: every known mistake has its own located error; this is a bug
        return internal_error(args, exc)
    return EXIT_BAD_INPUT


def internal_error(args, exc: BaseException) -> int:
    command = " ".join(x for x in (args.command, getattr(args, "evidence_command", None)) if x)
    reason = str(exc).splitlines()[0][:160] if str(exc) else ""
    print(f"engine: internal error in 'engine {command}': {type(exc).__name__}" + (f": {reason}" if reason else "")
          + "\n  this is a bug in engine, not in your files: please file a bug report with the command, this"
          " message and (if you can) the input files; ENGINE_DEBUG=1 shows the traceback", file=sys.stderr)
    if os.environ.get("ENGINE_DEBUG") == "1":
        import traceback

        traceback.print_exception(exc, file=sys.stderr)
    return EXIT_INTERNAL


if __name__ == "__main__":
    raise SystemExit(main())
