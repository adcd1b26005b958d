"""The build, as one readable list of stages (after MkDocs' build()).

    load + calculate -> draft -> write Markdown -> check -> render -> publish

Everything is read and checked before anything is written. A failing gate
publishes nothing (with --draft the article and its report go to
build/<id>/draft/). Publishing writes a complete new folder and swaps it in with one
atomic step under a per-folder lock (engine/publish.py), so a reader sees the old
folder or the new one, never a mix, and a failed build leaves the previous output intact.
"""
from __future__ import annotations

import base64
import bisect
import re
import json
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import EngineError, Location, Problem, Problems, did_you_mean
from engine.incremental import MANIFEST
from engine.load import Project, load_brief, load_config, load_registry

BUILTIN_TEMPLATES = Path(__file__).parent / "templates"
_MIME = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
         ".webp": "image/webp", ".svg": "image/svg+xml"}


@dataclass
class BuildResult:
    id: str
    out_dir: Path
    passed: bool
    report: object  # engine.check.api.CheckReport
    files: list[str] = field(default_factory=list)
    draft_dir: Path | None = None
    timings: dict[str, float] = field(default_factory=dict)
    warnings: list[Problem] = field(default_factory=list)
    llm: dict | None = None  # issue 5: LLM drafting outcome, calls, cached, re-asks, tokens, seconds
    llm_problems: list[str] = field(default_factory=list)  # issue 5: what is left wrong in the model's text


def build(root: Path, brief_path: Path, *, out: Path | None = None, pdf: bool = True, draft: bool = False,
          refresh: bool = False, on_progress=None) -> BuildResult:
    t = _Timer()
    project, brief, registry, scope, config, warnings = load(root, brief_path)
    t.lap("load")
    theme = resolve_theme(project, brief)
    drafts = draft_parts(project, brief, registry, scope, config, refresh, on_progress)
    t.lap("draft")
    llm_run = getattr(drafts, "gate", None)  # issue 5: the LLM drafter's outcome; None for template-only briefs
    if llm_run is not None and not llm_run.passed:
        return llm_rejected(project, brief, out, llm_run, warnings, t,
                            where=_drafted_lines(project, brief, registry, scope, config, llm_run))
    related: dict[str, object] = {}
    article, refs = compose_article(project, brief, registry, scope, config, drafts, related)
    laid = lay_out(article, config)
    article, markdown = laid.article, laid.markdown
    out_dir = (out or project.root / "build") / article.id
    md_path = project.rel(out_dir / f"{article.id}.md")
    files, html = render_files(article, markdown, brief, scope, config, theme, refs.images)
    page = page_fields(article, config, theme, refs.images)  # the template's own text: rendered first
    t.lap("render")
    report = check(laid, md_path, registry, scope, brief, config, svg_images(project, refs.images), page)
    report.locate_in_brief(brief_lines(brief, laid))
    t.lap("check")
    result = BuildResult(article.id, out_dir, report.passed, report, warnings=warnings,
                         llm=llm_run.summary() if llm_run is not None else None)
    if not report.passed:
        # the failing Markdown and its report are always kept in draft/, so every location names a file
        # that exists; --draft keeps the whole article (HTML, claims, charts) there too
        result.draft_dir = out_dir / "draft"
        report.moved(project.rel(result.draft_dir / f"{article.id}.md"))
        if not draft:
            files = {f"{article.id}.md": files[f"{article.id}.md"]}
        files.update(report_files(report))
        result.files = publish(project, files, result.draft_dir, out_dir)  # a whole-folder swap: nothing stale
        result.timings = t.laps
        return result
    if pdf:
        files[f"{article.id}.pdf"] = render_pdf(html, article.date, out_dir)
        t.lap("pdf")
    files[MANIFEST] = build_manifest(project, brief, registry, theme, refs.images, drafts, related,
                                     files, pdf, article)
    result.files = publish(project, files, out_dir, out_dir)  # the whole folder: a stale draft/ goes too
    t.lap("write")
    result.timings = t.laps
    return result


def preview(root: Path, brief_path: Path) -> dict[str, bytes]:
    """The article's files as `build` would write them, without the gate or the PDF (tests, previews)."""
    project, brief, registry, scope, config, _ = load(root, brief_path)
    theme = resolve_theme(project, brief)
    article, refs = compose_article(project, brief, registry, scope, config, {})
    laid = lay_out(article, config)
    return render_files(laid.article, laid.markdown, brief, scope, config, theme, refs.images)[0]


# -- stages -----------------------------------------------------------------

def load(root: Path, brief_path: Path):
    """Load the brief, the registry and engine.yaml; compute claims. Raises EngineError with every problem."""
    from engine.calc import display
    from engine.calc.claims import check_sources, compute

    project = Project(root)
    problems = Problems()
    brief = load_brief(project, brief_path if brief_path.is_absolute() else root / brief_path)
    registry = load_registry(project, problems, run_checks_too=False)
    config = load_config(project, problems)
    display.use_words(config.site.units)  # every figure from here on is shown with the project's unit words
    check_sources(brief.model, brief.smap, registry, problems)
    scope = compute(brief.model, brief.smap, registry, problems)
    problems.raise_errors()
    return project, brief, registry, scope, config, problems.warnings


def resolve_theme(project: Project, brief):
    """`template:` names a folder under templates/ (project) or a built-in one; nothing outside templates/."""
    from engine.render.html import Theme

    name = brief.model.template
    loc = brief.smap.loc(("template",))
    folder = project.root / "templates"
    mine = project.inside(Path("templates") / name, "template", loc, under=folder)
    dirs = tuple(d for d in (mine, BUILTIN_TEMPLATES / name) if d.is_dir())
    if not any((d / "page.html.j2").is_file() for d in dirs):
        known = sorted({p.parent.name for base in (folder, BUILTIN_TEMPLATES) if base.is_dir()
                        for p in base.glob("*/page.html.j2")})
        raise EngineError([Problem("unknown-template", f"no template '{name}' (needs templates/{name}/page.html.j2)",
                                   loc, did_you_mean(name, known) or "templates: " + ", ".join(known))])
    return Theme(dirs, project.root, project.reads)


def needs_llm(brief) -> bool:
    b = brief.model
    parts = [b.answer, b.lead, b.faq]
    return any(p is not None and not isinstance(p, (str, list)) for p in parts) or any(
        s.draft == "llm" for s in b.sections)


def draft_parts(project, brief, registry, scope, config, refresh: bool, on_progress=None) -> dict:
    """Text for the parts the LLM drafts (issue 5); {} when the brief is all template text."""
    if not needs_llm(brief):
        return {}
    try:
        from engine.draft import llm
    except ImportError as exc:
        raise EngineError([Problem("llm-unavailable", f"this brief asks the LLM to draft, but {exc}",
                                   brief.smap.loc(()), "see docs/llm.md")]) from None

    def gate(drafts: dict):
        """Compose and check the article with these drafts: (markdown, CheckReport). May raise EngineError."""
        article, refs = compose_article(project, brief, registry, scope, config, drafts)
        laid = lay_out(article, config)
        path = project.rel(project.root / "build" / article.id / f"{article.id}.md")
        return laid.markdown, check(laid, path, registry, scope, brief, config, svg_images(project, refs.images))

    return llm.draft_article(project=project, brief=brief, registry=registry, scope=scope, config=config,
                             gate=gate, refresh=refresh, on_progress=on_progress)


def _drafted_lines(project, brief, registry, scope, config, run):
    """The brief lines of a rejected LLM draft's Markdown (its drafted parts name their field), or None."""
    if not run.markdown or run.check_report is None:
        return None
    try:
        article, _ = compose_article(project, brief, registry, scope, config, run.compose or {})
    except EngineError:
        return None
    laid = lay_out(article, config)
    return brief_lines(brief, laid) if laid.markdown == run.markdown else None


def llm_rejected(project, brief, out, run, warnings, t, where=None) -> BuildResult:
    """Issue 5: the model's text still fails the gate after its re-asks. Nothing is published; the draft,
    the model's text (with placeholders) and the reports always go to build/<id>/draft/ for a person to edit."""
    from engine.check.api import CheckReport

    aid = brief.model.id
    out_dir = (out or project.root / "build") / aid
    report = run.check_report or CheckReport(project.rel(out_dir / f"{aid}.md"))
    if where is not None:
        report.locate_in_brief(where)  # text the model drafted names its field; the brief's own text its line
    report.moved(project.rel(out_dir / "draft" / f"{aid}.md"))  # the file the locations name is the draft
    files = {name: text.encode() for name, text in run.draft_files(aid).items()}
    files.update(report_files(report))
    result = BuildResult(aid, out_dir, False, report, draft_dir=out_dir / "draft", warnings=warnings,
                         llm=run.summary(), llm_problems=run.problems_text())
    result.files = publish(project, files, result.draft_dir, out_dir)  # a whole-folder swap: nothing stale
    result.timings = t.laps
    return result


def compose_article(project, brief, registry, scope, config, drafts, related: dict | None = None):
    """Compose the article; each related brief's language makes a translation pair (hreflang).
    `related`, when given, collects the related briefs by id (their sources are inputs of the manifest)."""
    import dataclasses

    related = {} if related is None else related
    from engine.draft.compose import compose

    def related_title(rid: str) -> str:
        from engine.calc.claims import check_sources, compute
        from engine.draft.locate import Locator
        from engine.draft.template import Renderer

        other = load_brief(project, project.root / "articles" / f"{rid}.yaml")
        related[rid] = other.model
        problems = Problems()
        check_sources(other.model, other.smap, registry, problems)
        other_scope = compute(other.model, other.smap, registry, problems)
        locator = Locator(other.smap, other.text)
        title = Renderer(other_scope, other.model.lang, locator, problems).plain(("title",), other.model.title)
        problems.raise_errors()
        related_gate(other, title, registry, other_scope, config)
        return title

    article, refs = compose(project, brief, registry, scope, config.site, drafts=drafts, related_titles=related_title)
    article.related = [dataclasses.replace(r, lang=related[r.id].lang) if r.id in related else r
                       for r in article.related]
    return article, refs


def related_gate(other, title: str, registry, scope, config) -> None:
    """A related article's title is published in this article's list: the gate reads it against its own
    brief (its claims, sources and language), so a title whose figures fail there is never linked.
    Raises EngineError naming the related brief's title line."""
    from engine.check.api import check_text, config_with_exemptions
    from engine.check.fields import Field
    from engine.models import exemptions

    loc = other.smap.loc(("title",))
    shown = exemptions.strip(title)  # published without its inline exemptions, which still hold
    report = check_text("", other.smap.path, registry=registry, scope=scope, sources=list(other.model.sources),
                        config=config_with_exemptions(config.check, other.model.exempt), lang=other.model.lang,
                        fields=[Field("title", shown.text, other.smap.path, loc.line, loc.col, spans=False,
                                      exempts=shown.exempts)])
    bad = [f for f in report.findings if f.severity == "error"]
    if bad:
        raise EngineError([Problem(f.rule, f"its title fails the gate: {f.rule}: {f.message}",
                                   Location(f.path, f.line, f.col))
                           for f in bad])


def _to_markdown(article, config) -> str:
    return lay_out(article, config).markdown


def _layout(article, config):
    from engine.render.markdown import layout

    return layout(article, config.site.text("name", article.lang))


@dataclass
class Laid:
    """An article laid out for the gate and for publishing. Inline exemptions `{exempt: reason}` are
    never published: they are removed from the article and its Markdown, and the gate is told where each
    one stood, so it reads exactly what is published and still honours them (engine/models/exemptions.py)."""
    article: object  # the Article without exemption markers: what is rendered (HTML, PDF, JSON-LD, SVG)
    markdown: str  # the published Markdown, exactly what the gate reads
    stripped: object  # exemptions.Stripped: where each marker stood in `markdown`, and offsets as composed
    composed: object  # the Article as composed, markers and all (brief lines, published fields)
    marked: str  # its Markdown, markers and all
    parts: list  # where each part of `composed` is in `marked`


def lay_out(article, config) -> Laid:
    from engine.models import exemptions

    marked, parts = _layout(article, config)
    stripped = exemptions.strip(marked)
    published = _without_exemptions(article) if stripped.exempts else article
    return Laid(published, stripped.text, stripped, article, marked, parts)


def _without_exemptions(article):
    """The article with every inline exemption marker removed from every published text."""
    import dataclasses

    from engine.models.exemptions import remove as rm

    return dataclasses.replace(
        article, title=rm(article.title), description=rm(article.description), answer=rm(article.answer),
        lead=rm(article.lead), tags=[rm(t) for t in article.tags],
        sections=[dataclasses.replace(s, q=rm(s.q), body=rm(s.body)) for s in article.sections],
        faq=[dataclasses.replace(f, q=rm(f.q), a=rm(f.a)) for f in article.faq],
        assumptions=[dataclasses.replace(a, note=rm(a.note)) if a.note else a for a in article.assumptions],
        sources=[dataclasses.replace(s, title=rm(s.title)) for s in article.sources],
        related=[dataclasses.replace(r, title=rm(r.title)) for r in article.related],
        charts=[dataclasses.replace(c, title=rm(c.title)) for c in article.charts],
        footer=rm(article.footer), disclosure=rm(article.disclosure))


def built_as(project, brief, registry, scope, config, text: str) -> Laid | None:
    """The brief laid out again with this registry, when that gives exactly `text` (the published Markdown):
    where its inline exemptions stood, its brief lines. None for an edited or LLM-drafted text."""
    try:
        if needs_llm(brief):
            return None
        article, _ = compose_article(project, brief, registry, scope, config, {})
    except EngineError:
        return None
    laid = lay_out(article, config)
    return laid if laid.markdown == text else None


def brief_lines(brief, laid: Laid):
    """(line, col) in the published Markdown -> "articles/x.yaml:12:5", where that text is in the brief
    (or None)."""
    from engine.check.markdown import line_starts
    from engine.draft.locate import Locator
    from engine.draft.sourcemap import BriefMap

    bmap = BriefMap(laid.composed.origins, laid.parts,
                    Locator(brief.smap, brief.file.read_text(encoding="utf-8")), laid.marked)
    if laid.stripped.exempts:  # a place in the published text -> the same place as composed
        pub, comp = line_starts(laid.markdown), line_starts(laid.marked)

        def at(line: int, col: int):
            off = laid.stripped.original(pub[min(line, len(pub)) - 1] + col - 1)
            k = bisect.bisect_right(comp, off) - 1
            return bmap.at_linecol(k + 1, off - comp[k] + 1)
    else:
        at = bmap.at_linecol

    def where(line: int, col: int) -> str | None:
        loc = at(line, col)
        if loc is None:
            return None
        return str(loc) if loc.line else f"{loc.path}:1:1"

    return where


def check(laid: Laid, path: str, registry, scope, brief, config, images=(), page=(), fields: bool = True):
    """The gate on the published Markdown and fields, honouring the inline exemptions stripped from them."""
    return gate(laid.markdown, path, registry, scope, brief, config, laid.stripped.exempts,
                published_fields(laid.composed, brief, scope, config, images) + list(page) if fields else ())


def gate(markdown: str, path: str, registry, scope, brief, config, exemptions=None, fields=()):
    from engine.check.api import check_text, config_with_exemptions

    return check_text(markdown, path, registry=registry, scope=scope, sources=list(brief.model.sources),
                      config=config_with_exemptions(config.check, brief.model.exempt), lang=brief.model.lang,
                      fields=fields, exemptions=exemptions, related_gated=True)


def page_fields(article, config, theme, images) -> list:
    """Text the page template itself shows with a digit in it (a promotion typed into a project template),
    each block as a reader reads it, located in the template (engine/render/pagetext.py)."""
    from engine.check.fields import Field
    from engine.render.html import page_own_text

    return [Field("page template", shown, where, line, col, plain=True, spans=False)
            for shown, where, line, col in page_own_text(article, config.site, theme, _image_uris(images))]


def svg_images(project, images: dict) -> list[tuple[str, bytes]]:
    """The SVG images the article embeds, as (project-relative path, bytes): their text is published."""
    return [(project.rel(f), data) for f, data in images.values() if f.suffix.lower() == ".svg"]


def image_fields(images) -> list:
    """The text each embedded SVG image shows (engine/check/svgtext.py), located in the SVG file.
    An SVG whose text cannot be read is refused (`bad-svg`): the gate cannot vouch for what it shows."""
    from engine.check.fields import Field
    from engine.check.svgtext import SvgError, svg_texts

    out, problems = [], []
    for rel, data in dict(images).items():
        try:
            texts = svg_texts(data)
        except SvgError as exc:
            problems.append(Problem("bad-svg", f"cannot read the text of SVG image: {exc}",
                                    Location(rel, exc.line, exc.col), "an SVG image must be well-formed XML"))
            continue
        out += [Field(f"image {rel}", text, rel, line, col, plain=True, spans=False) for line, col, text in texts]
    if problems:
        raise EngineError(problems)
    return out


def published_fields(article, brief, scope, config, images=()) -> list:
    """Texts published outside the Markdown (meta description, JSON-LD, chart bars, the page header, the text
    of SVG images, the notes of claims in claims.json), for the gate (engine/check/fields.py), each without its
    inline exemptions (the gate is told where they stood). Assumption notes are in the Markdown (the assumptions
    list)."""
    from engine.check.fields import Field
    from engine.models import exemptions, markers

    def field(name, text, *where):
        s = exemptions.strip(text)
        return Field(name, s.text, *where, exempts=s.exempts)

    smap, rel = brief.smap, brief.smap.path
    out = []
    if brief.model.description:
        loc = smap.loc(("description",))
        out.append(field("description", markers.strip(article.description), rel, loc.line, loc.col))
    out += chart_fields(article, brief, scope)
    out += image_fields(images)
    for name, spec in brief.model.claims.items():  # a claim's note is published in claims.json
        note = getattr(spec, "note", None)
        if note:
            loc = smap.loc(("claims", name, "note"))
            out.append(Field(f"claims.{name}.note", note, rel, loc.line, loc.col, plain=True))
    for name in _hovered(article):  # each figure's hover text (its derivation) is published in the HTML
        from engine.render.html import hover_text

        text, where = hover_text(scope[name], article.lang), scope[name].location
        line, col = (where.line, where.col) if where is not None and where.path == rel else (0, 0)
        consts = tuple(re.findall(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])", scope[name].expr or ""))
        out.append(Field(f"hover of {name}", text, rel, line, col, constants=consts))
    for key in ("publisher", "name"):
        text = config.site.text(key, article.lang)
        if text:
            out.append(Field(f"site.{key}", text, "engine.yaml"))
    return out


def chart_fields(article, brief, scope) -> list:
    """Each bar as a reader sees it, one clause: the chart's title, the bar's label and its value
    ("保存气泡占训练时间的比例:FX100 5.5%"), plain text, located at the bar's label (or claim) in the brief."""
    from engine.check.fields import Field
    from engine.models import exemptions, markers
    from engine.render.charts import bar_texts

    smap, rel = brief.smap, brief.smap.path
    sep = ":" if article.lang == "zh" else ": "
    titles = {c.id: exemptions.strip(markers.strip(c.title)) for c in article.charts}
    out = []
    for k, spec in enumerate(brief.model.charts):
        if not all(n in scope for n in spec.claims):
            continue
        title = titles.get(spec.id) or exemptions.strip("")
        for i, (label, shown) in enumerate(bar_texts(spec, scope, article.lang)):
            loc = smap.loc(("charts", k, "labels", i) if spec.labels else ("charts", k, "claims", i))
            label = exemptions.strip(label)  # published without its inline exemption; the gate is told where
            head = f"{title.text}{sep}"
            out.append(Field(f"charts[{k}] bar {i + 1}", f"{head}{label.text} {shown}", rel,
                             loc.line, loc.col, plain=True, spans=False, claim=spec.claims[i], series=spec.id,
                             label=label.text,
                             exempts=title.exempts + tuple((len(head) + at, why) for at, why in label.exempts)))
    return out


def _hovered(article) -> list[str]:
    """The quantities whose figures the article shows with a hover (placeholder output), in order."""
    from engine.models import markers

    texts = [article.title, article.description, article.answer, article.lead]
    texts += [t for s in article.sections for t in (s.q, s.body)] + [t for f in article.faq for t in (f.q, f.a)]
    names = dict.fromkeys(n for t in texts if t for m in markers._SPAN.finditer(t) for n in m.group(1).split())
    return [n for n in names if n in article.scope]


def render_files(article, markdown, brief, scope, config, theme, images):
    """Every output file but the PDF: ({name: bytes}, html)."""
    article.charts = render_charts(brief, article, scope)
    html = render_html(article, config, theme, images)
    files = {f"{article.id}.md": markdown.encode(), "index.html": html.encode(),
             "claims.json": claims_json(article.id, scope).encode()}
    files.update({f"{c.id}.svg": c.svg.encode() for c in article.charts})
    return files, html


def render_charts(brief, article, scope):
    import dataclasses

    if not article.charts:
        return []
    from engine.models.exemptions import remove
    from engine.render.charts import render_chart

    # labels without their inline exemptions (published_fields gives the gate where they stood)
    specs = {c.id: c.model_copy(update={"labels": [remove(x) for x in c.labels]}) if c.labels else c
             for c in brief.model.charts}
    return [dataclasses.replace(c, svg=render_chart(specs[c.id], c.title, scope, article.lang))
            for c in article.charts]


def render_html(article, config, theme, images: dict[str, tuple[Path, bytes]]) -> str:
    from engine.render.html import render_page

    return render_page(article, config.site, theme, _image_uris(images))


def _image_uris(images: dict[str, tuple[Path, bytes]]) -> dict[str, str]:
    return {src: f"data:{_MIME.get(f.suffix.lower(), 'application/octet-stream')};base64,"
            + base64.b64encode(data).decode() for src, (f, data) in images.items()}


def render_pdf(html: str, date: str, out_dir: Path) -> bytes:
    from engine.render.pdf import pdf_date, write_pdf

    with tempfile.TemporaryDirectory(prefix="engine-pdf-") as tmp:
        target = Path(tmp) / "out.pdf"
        write_pdf(html, target, date=pdf_date(date), base_url=str(out_dir))
        return target.read_bytes()


def build_manifest(project, brief, registry, theme, images, drafts, related: dict, files, pdf: bool,
                   article) -> bytes:
    """manifest.json: the content hash of every input this article was built from (engine/incremental.py),
    and what the site pages list about it (engine/site.py)."""
    from engine import incremental
    from engine.render.jsonld import description
    from engine.render.mdit import to_plain
    from engine.models import markers

    root = project.root
    related_sources = [r for other in related.values() for r in other.sources]
    reports = [registry[r] for r in dict.fromkeys([*brief.model.sources, *related_sources]) if r in registry]
    inputs = [brief.file, root / "engine.yaml"]
    inputs += [root / "articles" / f"{rid}.yaml" for rid in brief.model.related]
    inputs += [root / rep.path for rep in reports]
    inputs += [f for d in theme.dirs if d.resolve().is_relative_to(root.resolve())
               for f in incremental.project_files(d)]
    inputs += [f for f, _ in images.values()]
    inputs += list(getattr(drafts, "cache_files", []))
    meta = {"id": article.id, "lang": article.lang, "title": markers.strip(to_plain(markers.strip(article.title))),
            "date": article.date, "tags": list(article.tags), "description": description(article),
            "related": {r.id: r.lang for r in article.related}}
    return incremental.manifest(root, inputs, [root / "evidence", root / "templates"], files, pdf, meta,
                                read=project.reads.texts)


def claims_json(brief_id: str, scope) -> str:
    return json.dumps({"brief": brief_id, "claims": [s.to_json() for s in scope.values()]},
                      ensure_ascii=False, indent=2, sort_keys=True) + "\n"


def report_files(report) -> dict[str, bytes]:
    from engine.check.output import finding_line

    data = {"path": report.path, "findings": [f.to_json() for f in report.findings], "summary": report.summary()}
    text = "".join(finding_line(f) + "\n" for f in report.findings)
    s = report.summary()
    text += (f"{s['numbers']} number(s), {s['verified']} verified, {s['skipped']} skipped; "
             f"{s['errors']} error(s), {s['warnings']} warning(s)\n")
    return {"report.json": (json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode(),
            "report.txt": text.encode()}


def publish(project: Project, files: dict[str, bytes], target: Path, out_dir: Path) -> list[str]:
    """Swap `target` (out_dir or its draft/) for a folder of exactly these files, atomically, under out_dir's
    lock (engine/publish.py), and only if no input file changed while the build read it."""
    from engine import publish as folder

    with folder.locked(out_dir):
        project.reads.verify()
        return folder.publish(files, target)


class _Timer:
    def __init__(self):
        self.t0 = self.t = time.perf_counter()
        self.laps: dict[str, float] = {}

    def lap(self, name: str) -> None:
        now = time.perf_counter()
        self.laps[name] = round(now - self.t, 3)
        self.t = now

