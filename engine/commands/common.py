"""What every command shares with the CLI: exit codes and how problems are printed.

The CLI imports the commands, never the other way round; both take these from here.
Exit codes: 0 ok, 1 a check or gate failed, 2 bad input or usage, 3 an internal error.
"""
from __future__ import annotations

import sys

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT, EXIT_INTERNAL = 0, 1, 2, 3


def report_problems(problems) -> None:
    errors = sum(p.severity == "error" for p in problems)
    warnings = sum(p.severity == "warning" for p in problems)
    for p in problems:
        print(p.format(), file=sys.stderr)
    if errors or warnings:
        print(f"{errors} error(s), {warnings} warning(s)", file=sys.stderr)
