"""The I/O edge for inputs: YAML files -> validated models with source maps."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import EngineError, Location, Problem, Problems
from engine.registry import Registry, build_report, run_checks
from engine.yamlsrc import SourceMap
from engine import fsio, yamlsrc


@dataclass
class Project:
    root: Path
    reads: fsio.Reads = field(default=None, repr=False)  # every input file this run read, once (fsio.Reads)

    def __post_init__(self):
        if self.reads is None:
            self.reads = fsio.Reads(self.root)

    def rel(self, path: Path) -> str:
        """The path as shown in messages: relative to the project, as written (a symlink's target is not shown)."""
        for f in (os.path.abspath, os.path.realpath):
            try:
                return str(Path(f(path)).relative_to(f(self.root)))
            except (ValueError, OSError):
                continue
        return str(path)

    def inside(self, path: Path, what: str, loc: Location, under: Path | None = None) -> Path:
        """Resolve a user-given path and refuse anything outside the project (or `under`)."""
        try:
            base = (under or self.root).resolve()
            full = (self.root / path).resolve() if not path.is_absolute() else path.resolve()
        except (OSError, RuntimeError) as exc:  # a symlink loop
            raise EngineError([Problem("io", f"this {what} is a symlink loop ({getattr(exc, 'strerror', None) or exc})"
                                       .split(" (")[0], Location(self.rel(path), 1, 1),
                                       "point the link at a real file, or delete it")]) from None
        if not full.is_relative_to(base):
            raise EngineError([Problem("path", f"{what} '{path}' is outside {self.rel(base) or 'the project'}",
                                       loc, "use a path inside the project")])
        return full


def find_root(start: Path) -> Path:
    return start.resolve()


def read_text(project: Project, file: Path, what: str = "file") -> str:
    """A project file's text, read once per run, safely (engine/fsio.py)."""
    display = project.rel(file)
    return fsio.decode(project.reads.read(file, display, what=what), display)


def read_yaml(project: Project, file: Path, what: str = "file"):
    display = project.rel(file)
    return yamlsrc.loads(read_text(project, file, what), display)


def load_registry(project: Project, problems: Problems, *, run_checks_too: bool = True) -> Registry:
    """Load every evidence/*.yaml. Problems from all files are collected, not raised."""
    from engine.models.evidence import Evidence
    from engine.validation import validate

    reg = Registry()
    folder = project.root / "evidence"
    if not folder.is_dir():
        problems.add("no-evidence", "there is no evidence/ folder", Location(project.rel(folder)),
                     "create evidence/ with one YAML file per test report (see docs/formats.md), "
                     "or start a project with engine init")
        return reg
    from engine.yamlcache import ParseCache

    parses = ParseCache(project.root)  # the parse of each file, by content hash (engine/yamlcache.py)
    files = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml"))
    for file in files:
        try:
            data, smap = parses.load(file, project.rel(file), read_text(project, file, "evidence file"))
            model = validate(Evidence, data, smap, "an evidence file")
        except EngineError as exc:
            problems.extend(exc.problems)
            reg.broken[file.stem] = project.rel(file)
            continue
        if model.id in reg.reports:
            problems.add("duplicate-id", f"report id '{model.id}' is also used by {reg.reports[model.id].path}",
                         smap.loc(("id",)), "each report needs its own id")
            continue
        rep = build_report(model, smap, project.rel(file), file.stem, problems)
        reg.reports[model.id] = rep
    for rep in reg.reports.values():
        sb = rep.model.superseded_by
        if sb and sb not in reg.reports:
            problems.add("unknown-report", f"superseded_by names unknown report '{sb}'",
                         rep.smap.loc(("superseded_by",)))
        if run_checks_too:
            run_checks(rep, problems)
    return reg


def load_config(project: Project, problems: Problems):
    from engine.models.config import Config
    from engine.validation import validate

    file = project.root / "engine.yaml"
    if not os.path.lexists(file):
        return Config()
    try:
        data, smap = read_yaml(project, file, "engine.yaml")
        return validate(Config, data, smap, "engine.yaml")
    except EngineError as exc:
        problems.extend(exc.problems)
        return Config()


@dataclass
class LoadedBrief:
    model: object  # engine.models.brief.Brief
    smap: SourceMap
    path: str
    file: Path
    text: str = ""  # the brief's text as read (once) for this run


def load_brief(project: Project, file: Path) -> LoadedBrief:
    from engine.models.brief import Brief
    from engine.validation import validate

    if not os.path.lexists(file):
        raise EngineError([Problem("io", "no such brief", Location(project.rel(file)),
                                   "briefs live in articles/, e.g. articles/ckpt-bubble.yaml")])
    project.inside(file, "brief", Location(str(file)))
    text = read_text(project, file, "brief")
    data, smap = yamlsrc.loads(text, project.rel(file))
    model = validate(Brief, data, smap, "a brief")
    if model.id != file.stem:
        raise EngineError([Problem("id-mismatch", f"id '{model.id}' does not match the file name '{file.name}'",
                                   smap.loc(("id",)), f"rename the file to {model.id}.yaml or set id: {file.stem}")])
    return LoadedBrief(model, smap, project.rel(file), file, text)
