"""`engine impact REF`: what depends on a report, metric, variant or table cell (issue 11).

Dependencies come from the calculation layer's provenance: every claim carries the evidence
values it was computed from (Scalar.sources, transitive), so a claim depends on REF when one of its
sources is REF or lies inside it (R1 contains R1.ckpt_save_time contains R1.ckpt_save_time.fx100).

With an old version of the evidence (a git revision, or an old copy of one evidence file), every
brief is computed twice, old and new, and each figure whose display differs is listed old -> new.
The published article (build/<id>/<id>.md) is then checked against the new evidence: the gate's
verdict says whether what readers see now contradicts the reports.
"""
from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import EngineError, Location, Problem, Problems, did_you_mean
from engine.load import Project, load_brief, load_config, load_registry


@dataclass
class Change:
    claim: str
    old: str
    new: str
    charts: list[str] = field(default_factory=list)  # the brief's charts that draw this claim


@dataclass
class ArticleImpact:
    id: str
    brief: str  # project path of the brief
    claims: list[tuple[str, str, list[str]]]  # (claim, display now, matching source refs)
    published: bool
    changes: list[Change] = field(default_factory=list)
    gate_errors: int | None = None  # the published article checked against the new evidence
    broken: list[str] = field(default_factory=list)  # problems computing this brief (old or new evidence)

    def to_json(self) -> dict:
        return {"id": self.id, "brief": self.brief, "published": self.published,
                "claims": [{"name": n, "display": d, "sources": s} for n, d, s in self.claims],
                "changes": [{"claim": c.claim, "old": c.old, "new": c.new, "charts": c.charts} for c in self.changes],
                "gate_errors": self.gate_errors, "problems": self.broken}


def parse_ref(ref: str, registry) -> tuple[str, tuple[str, ...]]:
    """'R12.save_by_model.m72b' -> ('R12', ('save_by_model', 'm72b')), checked against the registry."""
    where = Location("REF")
    rid, *parts = ref.split(".")
    if rid not in registry:
        raise EngineError([Problem("unknown-ref", f"no report '{rid}' in evidence/", where,
                                   did_you_mean(rid, registry.reports) or "engine evidence list shows the reports")])
    rep = registry[rid]
    parts = tuple(parts)
    if parts and not any(p[:len(parts)] == parts for p in rep.values):
        try:
            rep.value(parts)
            hint = None
        except Exception as exc:  # a CalcError with the registry's did-you-mean
            message, hint = getattr(exc, "message", str(exc)), getattr(exc, "hint", None)
        else:
            message = f"{ref} is not a value of report {rid}"
        raise EngineError([Problem("unknown-ref", message, where, hint or f"engine evidence show {rid}")])
    return rid, parts


def depends(source_ref: str, ref: str) -> bool:
    return source_ref == ref or source_ref.startswith(ref + ".")


def impact(root: Path, ref: str, against: str | None = None) -> list[ArticleImpact]:
    """Every brief with a claim that depends on REF; with `against`, the figures that change."""
    project = Project(root)
    problems = Problems()
    registry = load_registry(project, problems, run_checks_too=False)
    problems.raise_errors()
    parse_ref(ref, registry)
    old_registry = _old_registry(project, registry, ref.split(".")[0], against) if against else None
    config = load_config(project, problems)
    from engine.calc import display

    display.use_words(config.site.units)
    out = []
    for file in sorted((root / "articles").glob("*.yaml")):
        item = _article(project, file, ref, registry, old_registry, config)
        if item is not None:
            out.append(item)
    return out


def _article(project, file: Path, ref: str, registry, old_registry, config) -> ArticleImpact | None:
    try:
        brief = load_brief(project, file)
    except EngineError:
        return None  # a broken brief depends on nothing yet; `engine build` reports it
    new, problems = _scope(brief, registry)
    claims = [(s.name, s.display, sorted({src.ref for src in s.sources if depends(src.ref, ref)}))
              for s in new.values()]
    claims = [c for c in claims if c[2]]
    if not claims:
        return None
    aid = brief.model.id
    md = project.root / "build" / aid / f"{aid}.md"
    item = ArticleImpact(aid, brief.path, claims, md.is_file(), broken=[p.format() for p in problems])
    if old_registry is None:
        return item
    old, old_problems = _scope(brief, old_registry)
    item.broken += [p.format() for p in old_problems if p.format() not in item.broken]
    for name in dict.fromkeys([*old, *new]):
        before = old[name].display if name in old else "(none)"
        after = new[name].display if name in new else "(none)"
        if before != after:
            charts = [c.id for c in brief.model.charts if name in c.claims]
            item.changes.append(Change(name, before, after, charts))
    if item.published and not problems:
        from engine import pipeline

        text = md.read_text(encoding="utf-8")
        built = pipeline.built_as(project, brief, old_registry, old, config, text)  # its inline exemptions
        report = pipeline.gate(text, project.rel(md), registry, new, brief, config,
                               built.stripped.exempts if built is not None else None)
        item.gate_errors = report.summary()["errors"]
    return item


def _scope(brief, registry):
    from engine.calc.claims import check_sources, compute

    problems = Problems()
    check_sources(brief.model, brief.smap, registry, problems)
    scope = compute(brief.model, brief.smap, registry, problems)
    return scope, [p for p in problems.items if p.severity == "error"]


def _old_registry(project: Project, registry, rid: str, against: str):
    """The registry as it was: the evidence folder at a git revision, or with one file replaced by an
    old copy. Built in a temporary project so every path reads as it does in this one."""
    root = project.root
    old_copy = Path(against) if Path(against).is_absolute() else root / against
    with tempfile.TemporaryDirectory(prefix="engine-impact-") as tmp:
        folder = Path(tmp) / "evidence"
        if old_copy.is_file():
            shutil.copytree(root / "evidence", folder)
            target = root / registry[rid].path
            shutil.copyfile(old_copy, folder / target.name)
        else:
            _git_evidence(root, against, folder)
        from engine import yamlcache

        problems = Problems()
        old = load_registry(Project(Path(tmp)), problems, run_checks_too=False)
        yamlcache.forget(Path(tmp))
        errors = [p for p in problems.items if p.severity == "error"]
        if errors:
            raise EngineError([Problem("against", f"the old evidence ({against}) does not load: {p.format()}",
                                       Location("--against"), "give a revision or file whose evidence is valid")
                               for p in errors])
        return old


def _git_evidence(root: Path, rev: str, folder: Path) -> None:
    """Write evidence/*.yaml as of git revision `rev` into folder."""
    def git(*args) -> bytes:
        try:
            res = subprocess.run(["git", "-C", str(root), *args], capture_output=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired) as exc:
            raise EngineError([Problem("against", f"cannot run git: {exc}", Location("--against"))]) from None
        if res.returncode != 0:
            err = res.stderr.decode("utf-8", "replace").strip().splitlines()
            raise EngineError([Problem("against", f"'{rev}' is neither a file nor a git revision here"
                                       + (f" ({err[-1]})" if err else ""), Location("--against"),
                                       "give a revision (HEAD, main, a commit) or an old copy of the evidence file")])
        return res.stdout

    prefix = git("rev-parse", "--show-prefix").decode().strip()
    git("rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}")
    names = git("ls-tree", "--name-only", f"{rev}:{prefix}evidence").decode("utf-8").splitlines()
    folder.mkdir(parents=True)
    for name in names:
        if name.endswith((".yaml", ".yml")):
            (folder / name).write_bytes(git("show", f"{rev}:{prefix}evidence/{name}"))
