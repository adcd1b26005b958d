"""`engine check [BRIEF] [--text FILE] [--format text|json|sarif] [--strict]`: the QA gate.

Exit codes: 0 passed, 1 at least one error-level finding (or a warning with --strict), 2 bad input.
"""
from __future__ import annotations

import sys
from pathlib import Path

from engine.commands.common import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, report_problems
from engine.errors import EngineError, Location, Problem, Problems

MAX_BYTES = 20_000_000


def run(args, root: Path) -> int:
    from engine.check.api import check_text, config_with_exemptions
    from engine.check.output import render
    from engine.load import Project, load_config, load_registry

    project = Project(root)
    problems = Problems()
    config = load_config(project, problems)
    from engine.calc import display

    display.use_words(config.site.units)  # expected values in messages are shown as the articles show them
    if args.brief is None and args.text is None:
        print("engine check: give a BRIEF, or --text FILE (or both)\n"
              "  hint: engine check articles/ckpt-bubble.yaml   or   engine check --text article.md", file=sys.stderr)
        return EXIT_BAD_INPUT
    scope = sources = lang = None
    check_cfg = config.check
    from engine.check.rules import RULES

    for rule in list(check_cfg.severity) + [a.rule for a in check_cfg.allow if a.rule]:
        if rule not in RULES:
            from engine.errors import did_you_mean

            problems.add("unknown-rule", f"unknown rule '{rule}' in check settings", Location("engine.yaml"),
                         did_you_mean(rule, RULES) or "rules: " + ", ".join(RULES))
    if args.brief is not None:
        from engine.pipeline import load

        problems.raise_errors()
        # loaded once: the claims the text is checked against are those the brief is laid out with below
        project, brief, registry, scope, config, _ = load(root, args.brief)
        sources, lang = list(brief.model.sources), brief.model.lang
        try:
            check_cfg = config_with_exemptions(check_cfg, brief.model.exempt)
        except Exception as exc:  # pydantic ValidationError: a malformed exempt entry
            raise EngineError([Problem("exempt", f"bad exempt entry: {exc}".splitlines()[0],
                                       brief.smap.loc(("exempt",)),
                                       "write {text: ..., reason: ...} (see docs/checking.md)")]) from None
        if args.text is None:
            file = root / "build" / brief.model.id / f"{brief.model.id}.md"
            if not file.exists():
                print(f"engine check: {project.rel(file)} does not exist\n"
                      f"  hint: run 'engine build {args.brief}' first, or check a file with --text FILE",
                      file=sys.stderr)
                return EXIT_BAD_INPUT
        else:
            file = _text_path(args.text, root)
    else:
        registry = load_registry(project, problems, run_checks_too=False)
        problems.raise_errors()
        file = _text_path(args.text, root)
    problems.raise_errors()
    text = _read(file, project)
    path = project.rel(file)
    built = None
    if args.brief is not None:
        from engine.pipeline import built_as

        laid = built_as(project, brief, registry, scope, config, text)  # the text as the brief builds it
        built = (brief, laid) if laid is not None else None  # its exemptions and brief lines
    report = check_text(text, path, registry=registry, scope=scope, sources=sources, config=check_cfg, lang=lang,
                        exemptions=built[1].stripped.exempts if built is not None else None,
                        related_gated=built is not None)
    if built is not None and (report.findings or getattr(args, "explain", False) or args.format != "text"):
        from engine.pipeline import brief_lines

        report.locate_in_brief(brief_lines(*built))
    out = render(report, args.format, getattr(args, "explain", False))
    sys.stdout.write(out)
    if report.errors:
        return EXIT_FAILED
    if getattr(args, "strict", False) and report.warnings:
        return EXIT_FAILED
    return EXIT_OK


def _text_path(text: Path, root: Path) -> Path:
    """--text is relative to the current directory, or else to the project root."""
    if text.is_absolute():
        return text
    here = Path.cwd() / text
    return here if here.exists() else root / text


def _read(file: Path, project) -> str:
    """The file named by --text (or the built article): wherever the user put it, but a regular file,
    read with a hard byte limit (engine/fsio.py)."""
    from engine import fsio

    display = project.rel(file)
    try:
        data = fsio.read_bytes(file, Path(file.anchor or "/"), display, limit=MAX_BYTES, what="file")
    except EngineError as exc:
        p = exc.problems[0]
        if p.message.startswith("no such"):
            raise EngineError([Problem("io", "no such file", p.location,
                                       "give the Markdown file to check with --text FILE")]) from None
        raise
    text = fsio.decode(data, display)
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n").replace("\r", "\n")


if __name__ == "__main__":  # the pre-commit entry of projects made before engine.hook existed
    import runpy

    runpy.run_module("engine.hook", run_name="__main__")
