"""Brief + computed claims -> Article (text with marked placeholder output).

Every text field is rendered and checked here; all problems are collected
and raised together, each located in the brief. `drafts` lets a drafter
(e.g. the LLM one) supply text for a field instead of the brief:
    {("sections", i, "body"): "markdown...", ("faq",): [{"q": ..., "a": ...}], ("answer",): ...}
"""
from __future__ import annotations

from engine import units
from engine.draft.locate import Locator
from engine.draft.refs import RefChecker
from engine.draft.template import Renderer
from engine.errors import EngineError, Problems, did_you_mean
from engine.models import article as A


def compose(project, brief, registry, scope, site, *, drafts: dict | None = None,
            related_titles=None) -> tuple[A.Article, RefChecker]:
    """Raises EngineError with every problem found. `related_titles(id) -> str` renders another brief's title."""
    b, smap = brief.model, brief.smap
    drafts = drafts or {}
    problems = Problems()
    locator = Locator(smap, brief.text)
    tpl = Renderer(scope, b.lang, locator, problems)
    refs = RefChecker(b, registry, project, locator, problems)
    origins: dict[tuple, tuple] = {}

    def field(keypath, source, at=None, drafted=False):
        if not isinstance(source, str):  # an LLMDraft spec: its text must come from `drafts`
            if source is not None and keypath not in drafts:
                problems.add("no-draft", "this part is drafted by the LLM, but no draft was made",
                             smap.loc(keypath), "configure llm: in engine.yaml (see docs/llm.md)")
            source = None
        text = drafts.get(keypath, source)
        where = keypath if keypath not in drafts else keypath[:-1]  # drafted text is not in the file
        drafted = drafted or keypath in drafts
        # drafted text is not in the brief: it points at the field (a section: its `draft: llm` line)
        drafted_at = keypath[:-1] + ("draft",) if keypath[0] == "sections" else keypath
        origins[at or keypath] = (drafted_at, None) if drafted else (where, text)
        refs.check(where, text)
        return tpl.render(where, text)

    title = field(("title",), b.title)
    answer = field(("answer",), b.answer)
    lead = field(("lead",), b.lead)
    sections = []
    for i, s in enumerate(b.sections):
        kp = ("sections", i)
        sections.append(A.Section(q=field(kp + ("q",), s.q), body=field(kp + ("body",), s.body), anchor=f"q{i + 1}"))
        if s.draft == "llm" and kp + ("body",) not in drafts:
            problems.add("no-draft", "this section is drafted by the LLM, but no draft was made",
                         smap.loc(kp + ("draft",)), "configure llm: in engine.yaml (see docs/llm.md)")
    faq = []
    faq_items = drafts.get(("faq",), b.faq if isinstance(b.faq, list) else None)
    if b.faq is not None and not isinstance(b.faq, list) and ("faq",) not in drafts:
        problems.add("no-draft", "the FAQ is drafted by the LLM, but no draft was made", smap.loc(("faq",)),
                     "configure llm: in engine.yaml (see docs/llm.md)")
    for i, item in enumerate(faq_items or []):
        q, a = (item.q, item.a) if hasattr(item, "q") else (item["q"], item["a"])
        kp = ("faq", i) if ("faq",) not in drafts else ("faq",)
        llm = ("faq",) in drafts
        faq.append(A.FAQItem(q=field(kp + ("q",), q, ("faq", i, "q"), llm), a=field(kp + ("a",), a, ("faq", i, "a"), llm)))
    description = field(("description",), b.description)
    if b.answer is None and ("answer",) not in drafts:
        problems.add("missing-field", "a brief needs an answer: the direct answer box", smap.loc(()),
                     "add answer: with two or three sentences and the headline figures")

    related = _related(b, smap, project, site, related_titles, problems)
    _check_charts(b, smap, scope, problems)
    charts = [A.Chart(id=c.id, title=tpl.plain(("charts", i, "title"), c.title), svg="",
                      after=c.after if c.after is not None else 0) for i, c in enumerate(b.charts)]
    # Sources lists the reports the text cites (in the brief's order); a listed but uncited one is not shown.
    sources = [_source(registry.reports[r].model, site, b.lang) for r in b.sources
               if r in refs.cited and registry.reports[r].model.access != "internal"]
    problems.raise_errors()
    for name in scope:  # "- 训练总步数:10,000 步" comes from assume: (or scenario:) in the brief
        if name in b.assume or name in b.scenario:
            origins[("assume", name)] = (("assume" if name in b.assume else "scenario", name), None)
    art = A.Article(
        id=b.id, lang=b.lang, title=title, date=b.date.isoformat() if b.date else "", tags=list(b.tags),
        description=description, answer=answer, lead=lead, sections=sections, faq=faq,
        assumptions=[s for s in scope.values() if s.kind == "assumption"], sources=sources,
        related=related, charts=charts, footer=site.text("footer", b.lang), scope=scope, origins=origins,
        disclosure=site.disclosure_text(b.lang, [s.label for s in sources]))
    return art, refs


def _source(m, site, lang: str) -> A.SourceEntry:
    url = m.url if m.access == "public" else None
    label = str(m.label)  # the label's key (实测, 公开数据) chooses the disclosure and link texts; a per-language
    # label `{zh: 实测, en: measured}` keys by its Chinese text (zh citations show it: 【出处:R1 实测】)
    return A.SourceEntry(id=m.id, title=m.title, publisher=m.publisher, date=m.date.isoformat(),
                         access=m.access, url=url, label=label,
                         link=site.link_text(label, lang, url) if url else "")


def _related(b, smap, project, site, related_titles, problems) -> list[A.Related]:
    out = []
    folder = project.root / "articles"
    known = sorted(p.stem for p in folder.glob("*.yaml")) if folder.is_dir() else []
    for i, rid in enumerate(b.related):
        loc = smap.loc(("related", i))
        if rid == b.id:
            problems.add("unknown-related", f"related article '{rid}' is this article itself", loc)
            continue
        if rid not in known:
            problems.add("unknown-related", f"related article '{rid}' does not exist in articles/", loc,
                         did_you_mean(rid, known) or "related: lists ids of other briefs in articles/")
            continue
        try:
            title = related_titles(rid) if related_titles else rid
        except EngineError as exc:
            first = exc.problems[0]
            problems.add("related-broken", f"related article '{rid}' has errors: {first.location}: {first.message}",
                         loc, f"run 'engine build articles/{rid}.yaml'")
            continue
        base = (site.base_url or "").rstrip("/")
        href = f"{base}/{rid}/" if base else f"../{rid}/index.html"
        out.append(A.Related(id=rid, title=title, href=href))
    return out


def _check_charts(b, smap, scope, problems) -> None:
    ids = set()
    for i, c in enumerate(b.charts):
        kp = ("charts", i)
        if c.id in ids or not c.id.replace("-", "").replace("_", "").isalnum():
            problems.add("chart-id", f"chart id '{c.id}' must be unique and use letters, digits, - and _",
                         smap.loc(kp + ("id",)))
        ids.add(c.id)
        dims = set()
        for j, name in enumerate(c.claims):
            if name not in scope:
                problems.add("unknown-placeholder", f"chart claim '{name}' names no claim or assumption",
                             smap.loc(kp + ("claims", j)), did_you_mean(name, scope))
            else:
                dims.add(scope[name].quantity.unit.dims)
        if len(dims) > 1:
            shown = ", ".join(f"{n} ({scope[n].unit or 'no unit'})" for n in c.claims if n in scope)
            problems.add("unit-mismatch", f"a chart's claims must measure the same thing; got {shown}",
                         smap.loc(kp + ("claims",)), "chart claims of one kind, e.g. all times")
        if c.unit is not None:
            unit = units.parse(c.unit)
            if unit is None:
                problems.add("unknown-unit", f"unknown unit '{c.unit}'", smap.loc(kp + ("unit",)),
                             did_you_mean(c.unit, units.similar_symbols(c.unit)))
            elif dims and unit.dims not in dims:
                problems.add("unit-mismatch", f"the chart's claims cannot be shown in {c.unit}",
                             smap.loc(kp + ("unit",)))
        if c.labels is not None and len(c.labels) != len(c.claims):
            problems.add("chart-labels", f"chart has {len(c.claims)} claims but {len(c.labels)} labels",
                         smap.loc(kp + ("labels",)))
        if c.after is not None and not 0 <= c.after <= len(b.sections):
            span = f"1..{len(b.sections)} after that section" if b.sections else "this brief has no sections"
            problems.add("chart-after", f"after: {c.after} names no section (0 is after the lead; {span})",
                         smap.loc(kp + ("after",)))
