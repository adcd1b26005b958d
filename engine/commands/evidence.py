from __future__ import annotations

import re
import sys

from engine.commands.common import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, report_problems
from engine.errors import EngineError, Location, Problem, Problems, did_you_mean
from engine.load import Project, load_registry


def run(args, root) -> int:
    action = args.evidence_command
    if not action:
        print("engine evidence: choose an action: validate, list or show ID", file=sys.stderr)
        return EXIT_BAD_INPUT
    project = Project(root)
    problems = Problems()
    registry = load_registry(project, problems, run_checks_too=(action == "validate"))
    if action == "validate":
        report_problems(sorted(problems.items, key=lambda p: p.sort_key()))
        if problems.errors:
            return EXIT_BAD_INPUT
        n = len(registry.reports)
        values = sum(len(r.values) for r in registry.reports.values())
        checks = sum(len(r.model.checks) for r in registry.reports.values())
        print(f"{n} report(s), {values} value(s), {checks} check(s): "
              f"{len(problems.warnings)} warning(s)")
        return EXIT_FAILED if (args.strict and problems.warnings) else EXIT_OK
    problems.raise_errors()
    if action == "list":
        if not registry.reports:
            print(f"no evidence yet: add one YAML file per test report to {project.rel(project.root / 'evidence')}/ "
                  "(docs/formats.md, \"Evidence files\"; engine init writes an example)", file=sys.stderr)
            return EXIT_OK
        for rep in sorted(registry.reports.values(), key=lambda r: _natural(r.model.id)):
            m = rep.model
            print(f"{m.id:<8} {m.date}  {m.access:<10} {len(rep.values):>3} values  {m.title}")
        return EXIT_OK
    rep = registry.reports.get(args.id)
    if rep is None:
        raise EngineError([Problem("unknown-report", f"no report '{args.id}'", Location("evidence"),
                                   did_you_mean(args.id, registry.reports) or "run 'engine evidence list'")])
    print(show(rep))
    return EXIT_OK


def _natural(rid: str) -> list:
    """R2 before R10: ids are read as people number reports, digits by value."""
    return [(0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"(\d+)", rid)]


def show(rep) -> str:
    from engine.calc.display import quantity

    m = rep.model
    lines = [f"{m.id}: {m.title}", f"  publisher: {m.publisher}", f"  date: {m.date}", f"  access: {m.access}"]
    if m.url:
        lines.append(f"  url: {m.url}")
    lines.append(f"  label: {m.label}")
    for k, v in m.setup.items():
        lines.append(f"  setup.{k}: {v}")
    lines.append("  values:")
    for ev in rep.values.values():
        dec = ev.decimals if ev.decimals is not None else 2
        where = f"  ({ev.where})" if ev.where else ""
        lines.append(f"    {ev.ref:<40} {quantity(ev.quantity, dec, 'en')}{where}")
    return "\n".join(lines)
