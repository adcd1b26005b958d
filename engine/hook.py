"""The pre-commit entry point (.pre-commit-hooks.yaml): python -m engine.hook [--brief B] FILE...

Checks every Markdown file given, as `engine check --text FILE` would; exit 1 if any has an error-level
finding (or a warning with --strict), 2 on bad input. Like engine/__main__.py it sits above the CLI.
"""
from __future__ import annotations

import sys
from pathlib import Path

from engine.cli import main as cli


def main_files(argv: list[str] | None = None) -> int:
    import argparse

    ap = argparse.ArgumentParser(prog="engine-check")
    ap.add_argument("files", nargs="*", type=Path)
    ap.add_argument("--brief", type=Path, default=None)
    ap.add_argument("--format", choices=("text", "json", "sarif"), default="text")
    ap.add_argument("--strict", action="store_true")
    ap.add_argument("--root", type=Path, default=None)
    args = ap.parse_args(argv)

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
    sys.exit(main_files())
