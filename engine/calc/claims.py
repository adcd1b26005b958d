"""Compute a brief's claims from its assumptions and the evidence registry.

Every problem is collected (unknown names with a did-you-mean, cycles, unit
mismatches, division by zero, missing variants); a claim whose inputs failed
is skipped rather than reported twice.
"""
from __future__ import annotations

from engine import units
from engine.calc import display as D
from engine.calc import expr as E
from engine.calc.evaluate import EvalError, evaluate
from engine.calc.quantity import CalcError, Quantity
from engine.errors import Problems, did_you_mean
from engine.models.brief import Brief, ClaimSpec
from engine.models.common import text_for
from engine.models.claim import Scalar, Source
from engine.registry import BROKEN, Registry
from engine.yamlsrc import SourceMap


class _Failed(Exception):
    """A dependency failed and was already reported."""


def check_sources(brief: Brief, smap: SourceMap, registry: Registry, problems: Problems) -> None:
    for i, rid in enumerate(brief.sources):
        loc = smap.loc(("sources", i))
        if rid in registry.broken:
            continue  # its file has errors, reported where they are
        if rid not in registry:
            problems.add("unknown-report", f"unknown report '{rid}' in sources",
                         loc, did_you_mean(rid, registry.reports) or "reports live in evidence/<ID>.yaml")
        elif registry[rid].model.access == "internal":
            problems.add("internal-source", f"report {rid} is internal and can never be cited in an article",
                         loc, "ask for a public or on-request version of the report")
        if brief.sources.index(rid) != i:
            problems.add("duplicate-source", f"report '{rid}' is listed twice in sources", loc)


def compute(brief: Brief, smap: SourceMap, registry: Registry, problems: Problems) -> dict[str, Scalar]:
    """Return assumptions and claims by name, in file order."""
    lang = brief.lang
    scope: dict[str, Scalar] = {}
    groups = [("assume", n, a) for n, a in brief.assume.items()]
    groups += [("scenario", n, a) for n, a in getattr(brief, "scenario", {}).items()]  # what-if assumptions
    for group, name, a in groups:
        kp = (group, name)
        if group == "scenario" and name in brief.assume:
            problems.add("duplicate-name", f"'{name}' is in both assume: and scenario:",
                         smap.loc(kp, key=True), "rename one of them")
            continue
        unit = units.parse(a.unit)
        if unit is None:
            problems.add("unknown-unit", f"unknown unit '{a.unit}'", smap.loc(kp + ("unit",)),
                         did_you_mean(a.unit, units.similar_symbols(a.unit)) or "see the unit list in docs/formats.md")
            continue
        if a.value is not None:
            q = Quantity.of(a.value, unit)
            dec = D.decimals_of(smap.raw.get(kp + ("value",)))
        else:
            q = Quantity.of(a.range[0], unit, a.range[1])
            dec = max((D.decimals_of(smap.raw.get(kp + ("range", i))) or 0) for i in (0, 1))
        dec = dec if dec is not None else D.default_decimals([q.value])
        scope[name] = Scalar(name, "assumption", q, dec, D.quantity(q, dec, lang), smap.loc(kp),
                             note=a.note, assumptions=(name,), words=(name, a.note))

    specs: dict[str, ClaimSpec] = {}
    for name, spec in brief.claims.items():
        if name in brief.assume or name in getattr(brief, "scenario", {}):
            problems.add("duplicate-name", f"'{name}' is both an assumption and a claim",
                         smap.loc(("claims", name), key=True), "rename one of them")
            continue
        if not E.KEY_NAME.match(name):
            problems.add("bad-name", f"claim name '{name}' must start with a letter and use letters, digits and _",
                         smap.loc(("claims", name), key=True))
            continue
        specs[name] = spec if isinstance(spec, ClaimSpec) else ClaimSpec(expr=spec)

    calc = _Calculator(brief, smap, registry, problems, scope, specs)
    for name in specs:
        try:
            calc.claim(name)
        except _Failed:
            pass
    order = list(brief.assume) + list(specs) + list(getattr(brief, "scenario", {}))
    return {n: scope[n] for n in order if n in scope}


class _Calculator:
    def __init__(self, brief, smap, registry, problems, scope, specs):
        self.brief, self.smap, self.registry, self.problems = brief, smap, registry, problems
        self.scope, self.specs = scope, specs
        self.stack: list[str] = []
        self.failed: set[str] = set()
        self.evidence_names: dict[str, Scalar] = {}

    def expr_kp(self, name):
        return ("claims", name, "expr") if isinstance(self.brief.claims[name], ClaimSpec) else ("claims", name)

    def claim(self, name: str) -> Scalar:
        if name in self.scope:
            return self.scope[name]
        if name in self.failed:
            raise _Failed
        if name in self.stack:
            cycle = self.stack[self.stack.index(name):] + [name]
            self.problems.add("cycle", "claims depend on each other in a cycle: " + " → ".join(cycle),
                              self.smap.loc(self.expr_kp(name)), "one of these claims must not use the others")
            self.failed.update(cycle)
            raise _Failed
        self.stack.append(name)
        try:
            return self._compute(name)
        except _Failed:
            self.failed.add(name)
            raise
        finally:
            self.stack.pop()

    def _error(self, name, exc):
        if getattr(exc, "code", "") == BROKEN:  # the cause is reported in the evidence file
            self.failed.add(name)
            raise _Failed
        self.problems.add(getattr(exc, "code", "expression"), f"claim '{name}': {exc.message}",
                          self.smap.at(self.expr_kp(name), exc.pos), exc.hint)
        self.failed.add(name)
        raise _Failed

    def _compute(self, name: str) -> Scalar:
        spec = self.specs[name]
        kp = self.expr_kp(name)
        lang = self.brief.lang
        try:
            tree = E.parse(spec.expr)
        except E.ExprError as exc:
            self._error(name, exc)
        deps: dict[str, Scalar] = {}

        def resolve(n: E.Name) -> Quantity:
            s = self.name(n, name)
            deps[n.dotted] = s
            return s.quantity

        try:
            q = evaluate(tree, resolve)
        except EvalError as exc:
            self._error(name, exc)
        if spec.unit is not None:
            unit = units.parse(spec.unit)
            if unit is None:
                self.problems.add("unknown-unit", f"unknown unit '{spec.unit}'", self.smap.loc(("claims", name, "unit")),
                                  did_you_mean(spec.unit, units.similar_symbols(spec.unit)))
                self.failed.add(name)
                raise _Failed
            try:
                q = q.to(unit)
            except CalcError as exc:
                self.problems.add("unit-mismatch", f"claim '{name}': {exc.message}",
                                  self.smap.loc(("claims", name, "unit")), exc.hint)
                self.failed.add(name)
                raise _Failed
        is_ref = isinstance(tree, E.Name)
        if spec.round is not None:
            dec = spec.round
        elif is_ref and deps[tree.dotted].unit == q.unit.symbol:
            dec = deps[tree.dotted].decimals
        else:
            lo, hi = q.in_unit()
            dec = D.default_decimals([lo, hi])
        sources, seen = [], set()
        assumptions = set()
        words = [name] + ([spec.note] if spec.note else [])
        for d in deps.values():
            for s in d.sources:
                if s.ref not in seen:
                    seen.add(s.ref)
                    sources.append(s)
            assumptions.update(d.assumptions)
            if is_ref:
                words.extend(d.words)
        kind = "evidence" if is_ref and deps[tree.dotted].kind == "evidence" else "derived"
        where = "; ".join(sorted({f"{s.report} {s.where}" if s.where else s.report for s in sources}))
        shown = E.render(tree, show=lambda n: deps[n.dotted].display)
        derivation = ("= " + shown if not is_ref else "") + (" · " if where and not is_ref else "") + where
        scalar = Scalar(
            name=name, kind=kind, quantity=q, decimals=dec, display=D.quantity(q, dec, lang),
            location=self.smap.loc(kp), expr=spec.expr, derivation=derivation.strip(), note=spec.note,
            deps=tuple(deps), sources=tuple(sources), assumptions=tuple(sorted(assumptions)),
            rounded=spec.round is not None, words=tuple(dict.fromkeys(w for w in words if w)))
        self.scope[name] = scalar
        return scalar

    def name(self, n: E.Name, owner: str) -> Scalar:
        head = n.parts[0]
        if len(n.parts) == 1:
            if head in self.scope or head in self.specs:
                if head == owner:
                    raise EvalError(f"'{owner}' refers to itself", n.pos, code="cycle")
                return self.claim(head)
            choices = list(self.scope) + list(self.specs) + list(self.brief.sources)
            raise EvalError(f"unknown name '{head}'", n.pos,
                            did_you_mean(head, choices) or "names are claims, assumptions, or REPORT.metric[.variant]",
                            code="unknown-name")
        if head in self.specs or head in self.scope:
            raise EvalError(f"'{head}' is a claim or assumption; it has no '.{'.'.join(n.parts[1:])}'", n.pos,
                            code="unknown-name")
        if head in self.registry.broken:
            raise EvalError(f"report {head} has errors", n.pos, code=BROKEN)
        if head not in self.registry:
            raise EvalError(f"unknown report '{head}'", n.pos,
                            did_you_mean(head, self.registry.reports) or "reports live in evidence/<ID>.yaml",
                            code="unknown-report")
        rep = self.registry[head]
        if rep.model.access == "internal":
            raise EvalError(f"report {head} is internal and cannot be used in an article", n.pos,
                            "ask for a public or on-request version of the report", code="internal-source")
        if head not in self.brief.sources:
            raise EvalError(f"report {head} is not in this brief's sources", n.pos,
                            f"add {head} to sources: [...]", code="unknown-report")
        key = n.dotted
        if key in self.evidence_names:
            return self.evidence_names[key]
        try:
            ev = rep.value(n.parts[1:])
        except CalcError as exc:
            raise EvalError(exc.message, n.pos, exc.hint, exc.code) from None
        dec = ev.decimals if ev.decimals is not None else D.default_decimals(list(ev.quantity.in_unit()))
        s = Scalar(key, "evidence", ev.quantity, dec, D.quantity(ev.quantity, dec, self.brief.lang), ev.location,
                   expr=key, note=text_for(ev.note, self.brief.lang),
                   sources=(Source(ev.ref, ev.report, text_for(ev.where, self.brief.lang)),),
                   words=ev.words)
        self.evidence_names[key] = s
        return s
