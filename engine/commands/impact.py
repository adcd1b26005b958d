"""`engine impact REF [--against REV|FILE] [--json]`: what depends on an evidence value (docs/scale.md).

Exit codes: 0 nothing published would change, 1 a published figure would change, 2 bad input.
"""
from __future__ import annotations

import json
from pathlib import Path

from engine.commands.common import EXIT_FAILED, EXIT_OK


def run(args, root: Path) -> int:
    from engine.impact import impact

    items = impact(root, args.ref, args.against)
    changed = [i for i in items if i.published and i.changes]
    if args.json:
        print(json.dumps({"ref": args.ref, "against": args.against, "articles": [i.to_json() for i in items]},
                         ensure_ascii=False, indent=2, sort_keys=True))
        return EXIT_FAILED if changed else EXIT_OK
    for i in items:
        state = f"published build/{i.id}/" if i.published else "not published"
        print(f"{i.id} ({i.brief}, {state}): {len(i.claims)} claim(s) depend on {args.ref}")
        for name, display, refs in i.claims:
            print(f"  {name} = {display}  <- {', '.join(refs)}")
        if args.against:
            for c in i.changes:
                charts = f" (chart {', '.join(c.charts)})" if c.charts else ""
                print(f"  would change: {c.claim}: {c.old} -> {c.new}{charts}")
            if i.gate_errors:
                print(f"  the published article would now fail the gate: {i.gate_errors} error(s) "
                      f"(engine check {i.brief})")
            elif i.gate_errors == 0:
                print("  the published article still passes the gate")
        for p in i.broken:
            print(f"  {p}")
    n_claims = sum(len(i.claims) for i in items)
    line = f"{args.ref}: {len(items)} article(s), {n_claims} claim(s) depend on it"
    if args.against:
        failing = sum(1 for i in items if i.gate_errors)
        line += (f"; against {args.against}: {sum(len(i.changes) for i in items)} figure(s) change, "
                 f"{len(changed)} published article(s) change, {failing} would fail the gate")
    print(line)
    return EXIT_FAILED if changed else EXIT_OK
