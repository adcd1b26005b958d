"""pre-commit entry point: check every Markdown file given, as `engine check --text FILE` would.

    python -m engine.check.precommit [--brief articles/x.yaml] [--format text] [--strict] FILE...

Files are checked against the reports they cite (or against the brief, if given). Exit 1 if any file
has an error-level finding (or a warning with --strict), 2 on bad input.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="engine-check")
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--brief", type=Path, default=None)
    ap.add_argument("--format", choices=("text", "json", "sarif"), default="text")
    ap.add_argument("--strict", action="store_true")
    ap.add_argument("--root", type=Path, default=None)
    args = ap.parse_args(argv)
    from engine.cli import main as cli

    worst = 0
    for f in args.files:
        cmd = ["check"] + ([str(args.brief)] if args.brief else []) + ["--text", str(f.resolve()),
                                                                          "--format", args.format]
        if args.strict:
            cmd.append("--strict")
        if args.root:
            cmd += ["--root", str(args.root)]
        worst = max(worst, cli(cmd))
    return worst


if __name__ == "__main__":
    sys.exit(main())
