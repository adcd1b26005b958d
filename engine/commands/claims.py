from __future__ import annotations

import json

from engine.commands.common import EXIT_OK
from engine.errors import Problems
from engine.load import Project, load_brief, load_config, load_registry


def compute_claims(root, brief_path):
    """Load everything a brief needs and compute its claims; raise EngineError on any error."""
    from engine.calc import display
    from engine.calc.claims import check_sources, compute

    project = Project(root)
    problems = Problems()
    brief = load_brief(project, brief_path if brief_path.is_absolute() else root / brief_path)
    registry = load_registry(project, problems, run_checks_too=False)
    display.use_words(load_config(project, problems).site.units)  # the displays the build shows
    check_sources(brief.model, brief.smap, registry, problems)
    scope = compute(brief.model, brief.smap, registry, problems)
    problems.raise_errors()
    return project, brief, registry, scope


def run(args, root) -> int:
    _, brief, _, scope = compute_claims(root, args.brief)
    if args.json:
        print(json.dumps({"brief": brief.model.id, "claims": [s.to_json() for s in scope.values()]},
                         ensure_ascii=False, indent=2, sort_keys=True))
        return EXIT_OK
    rows = [(s.name, s.kind, s.display, s.unit, s.expr or "(assumed)", ", ".join(src.ref for src in s.sources))
            for s in scope.values()]
    head = ("name", "kind", "display", "unit", "formula", "sources")
    widths = [max(_w(r[i]) for r in rows + [head]) for i in range(len(head))]
    for r in [head] + rows:
        print("  ".join(c + " " * (w - _w(c)) for c, w in zip(r, widths)).rstrip())
    return EXIT_OK


def _w(text: str) -> int:
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
