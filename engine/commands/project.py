"""`engine init`, `engine new brief` and `engine schema`: start a project and keep editors helpful.

The starter project is package data (engine/starter/), so `pip install` users get it
without a clone of the engine's repository. Nothing is ever overwritten: every file
that already exists is reported, and then nothing is written.
"""
from __future__ import annotations

import datetime as dt
import json
import re
import sys
from importlib import resources
from pathlib import Path

from engine.commands.common import EXIT_BAD_INPUT, EXIT_OK
from engine.errors import EngineError, Location, Problem, Problems, did_you_mean
from engine.models.schema import KINDS, SCHEMA_DIR, json_schema, schema_line

# starter file -> where it goes (dotfiles are stored without the dot: package data skips hidden files)
_STARTER = {"engine.yaml": "engine.yaml", "README.md": "README.md", "gitignore": ".gitignore",
            "pre-commit-config.yaml": ".pre-commit-config.yaml",
            "evidence/R1.{lang}.yaml": "evidence/R1.yaml",
            "articles/first-article.{lang}.yaml": "articles/first-article.yaml"}
_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]*$")


def schema_files() -> dict[str, str]:
    return {f"{SCHEMA_DIR}/{k}.json": json.dumps(json_schema(k), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
            for k in KINDS}


def init(target: Path, lang: str, shown: str = "") -> list[str]:
    """Write the starter project into target; return the paths written (relative)."""
    base = resources.files("engine") / "starter"
    files = {dest: base.joinpath(src.format(lang=lang)).read_text(encoding="utf-8").replace("{lang}", lang)
             for src, dest in _STARTER.items()}
    files.update(schema_files())
    if target.exists() and not target.is_dir():
        raise EngineError([Problem("exists", f"{target} exists and is not a folder", Location(str(target)),
                                   "give a new or existing folder: engine init my-articles")])
    _write_new(target, files, shown)
    return list(files)


def new_brief(root: Path, brief_id: str, sources: list[str], lang: str | None) -> str:
    """Write articles/<id>.yaml: a skeleton citing `sources` that validates and builds as it is."""
    from engine.load import Project, load_config, load_registry

    project = Project(root)
    problems = Problems()
    where = Location("articles")
    if not _ID.match(brief_id):
        problems.add("bad-name", f"brief id '{brief_id}' must be letters, digits, - and _",
                     where, "it is the file name and the output folder, e.g. ckpt-bubble-en")
    registry = load_registry(project, problems, run_checks_too=False)
    config = load_config(project, problems)
    problems.raise_errors()
    for rid in sources:
        if rid not in registry:
            problems.add("unknown-report", f"unknown report '{rid}' in --sources", Location("evidence"),
                         did_you_mean(rid, registry.reports) or _list_hint(registry))
        elif registry[rid].model.access == "internal":
            problems.add("internal-source", f"report {rid} is internal and can never be cited in an article",
                         Location(registry[rid].path), "cite a public or on-request report")
    if len(set(sources)) != len(sources):
        problems.add("duplicate-source", "a report is listed twice in --sources", where)
    problems.raise_errors()
    lang = lang or config.site.lang
    rel = f"articles/{brief_id}.yaml"
    _write_new(root, {rel: skeleton(brief_id, lang, [registry[r] for r in sources])})
    return rel


def skeleton(brief_id: str, lang: str, reports) -> str:
    claims, cites = [], []
    for rep in reports:
        first = next(iter(rep.values.values()), None)
        if first is not None:
            name = re.sub(r"\W", "_", first.ref).lower()
            claims.append(f"  {name}: {first.ref}")
            cites.append(f"{{{{ {name} }}}}{'' if lang == 'zh' else ' '}[@{rep.id}]")
    zh = lang == "zh"
    figures = (";" if zh else "; ").join(cites)
    title = "用一个问题写出本文的标题?" if zh else "The article's title, as a question?"
    answer = (f"用两三句话直接回答标题的问题,写出关键数字:{figures}。" if zh else
              f"Answer the title's question in two or three sentences, with the key figures: {figures}.")
    q = "这一节回答什么问题?" if zh else "What question does this section answer?"
    body = ("正文。每个数字都写成占位符(见 engine claims 的名称),并在同一段里引用它的报告。" if zh else
            "The text. Write every figure as a placeholder (the names engine claims lists) and cite its report "
            "in the same paragraph.")
    lines = [schema_line("brief", 1),
             "# A brief: one article (docs/authoring.md). Every value a report offers: engine evidence show ID",
             f"id: {brief_id}", f"lang: {lang}", f"title: {title}", f"date: {dt.date.today().isoformat()}",
             f"sources: [{', '.join(r.id for r in reports)}]"]
    lines += ["claims:                               # name: an evidence address or an expression"] + claims \
        if claims else ["claims: {}"]
    lines += ["", "answer: |", f"  {answer}", "", "sections:", f"  - q: {q}", "    body: |", f"      {body}", ""]
    return "\n".join(lines)


def _list_hint(registry) -> str:
    ids = ", ".join(sorted(registry.reports))
    return f"the reports are: {ids}" if ids else "there are no reports yet: add one to evidence/ (docs/formats.md)"


def _write_new(root: Path, files: dict[str, str], shown: str = "") -> None:
    """Write every file, or none if any of them exists already. `shown` prefixes the paths in messages."""
    taken = [rel for rel in files if (root / rel).exists()]
    if taken:
        raise EngineError([Problem("exists", "exists already; nothing was written", Location(shown + rel),
                                   "move it away, or choose another folder or id") for rel in taken])
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def run_init(args, root: Path) -> int:
    target = args.dir if args.dir.is_absolute() else Path.cwd() / args.dir
    shown = args.dir.as_posix()
    written = init(target, args.lang, "" if shown == "." else shown + "/")
    print(f"created a project in {shown}/: " + ", ".join(p for p in written if not p.startswith(SCHEMA_DIR))
          + f", {SCHEMA_DIR}/ (JSON Schemas for your editor)")
    cd = "" if shown == "." else f"cd {shown} && "
    print(f"next: {cd}engine build articles/first-article.yaml")
    return EXIT_OK


def run_new(args, root: Path) -> int:
    sources = [s.strip() for s in args.sources.split(",") if s.strip()]
    rel = new_brief(root, args.id, sources, args.lang)
    print(f"created {rel}")
    print(f"next: edit it, then engine build {rel}")
    return EXIT_OK


def run_schema(args, root: Path) -> int:
    if args.write:
        files = schema_files()
        for rel, text in files.items():
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            (root / rel).write_text(text, encoding="utf-8")
        print("wrote " + ", ".join(files))
        return EXIT_OK
    if not args.kind:
        print("engine schema: name a format: evidence, brief or config (or --write: all three to "
              f"{SCHEMA_DIR}/)", file=sys.stderr)
        return EXIT_BAD_INPUT
    print(json.dumps(json_schema(args.kind), ensure_ascii=False, indent=2, sort_keys=True))
    return EXIT_OK
