"""The evidence registry: validated reports and every value they hold, addressable by name.

Pure: built from already-parsed YAML (see load.py). Addresses are
    R1.snapshot_size                 a metric with `value` or `range`
    R1.ckpt_save_time.fx100          a variant of a metric with `values`
    R1.save_by_size.32B.fx100        a table cell: table, row key, column key
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine import units
from engine.calc import expr as E
from engine.calc.display import decimals_of
from engine.calc.evaluate import EvalError, evaluate
from engine.calc.quantity import CalcError, Quantity
from engine.errors import Location, Problems, did_you_mean
from engine.models.common import all_text
from engine.models.evidence import Check, Evidence
from engine.yamlsrc import SourceMap

KEY = re.compile(r"^\w+$")
BROKEN = "broken-evidence"  # code of a follow-on error whose cause is already reported
DEFAULT_TOLERANCE = 0.02


@dataclass(frozen=True)
class EvidenceValue:
    report: str
    path: tuple[str, ...]  # address inside the report, e.g. ("ckpt_save_time", "fx100")
    quantity: Quantity
    decimals: int | None
    where: str | None
    note: str | None
    words: tuple[str, ...]  # metric, variant, row and column names and labels, for context matching
    location: Location
    kind: str  # "value" | "variant" | "range" | "cell"

    @property
    def ref(self) -> str:
        return ".".join((self.report,) + self.path)


@dataclass
class Report:
    model: Evidence
    smap: SourceMap
    path: str  # display path, relative to the project root
    values: dict[tuple[str, ...], EvidenceValue] = field(default_factory=dict)
    broken: set[str] = field(default_factory=set)  # metrics and tables with an error already reported

    @property
    def id(self) -> str:
        return self.model.id

    def value(self, parts: tuple[str, ...]) -> EvidenceValue:
        """Look up an address inside this report; raises CalcError with a did-you-mean."""
        if parts in self.values:
            return self.values[parts]
        m = self.model
        head = parts[0] if parts else ""
        if head in self.broken:
            raise CalcError(f"{self.id}.{head} has an error in {self.path} (reported there)", code=BROKEN)
        if head in m.metrics:
            metric = m.metrics[head]
            if metric.values is not None:
                variants = ", ".join(metric.values)
                if len(parts) == 1:
                    raise CalcError(f"{self.id}.{head} has variants ({variants}); name one",
                                    f"for example {self.id}.{head}.{next(iter(metric.values))}",
                                    code="unknown-variant")
                raise CalcError(f"{self.id}.{head} has no variant '{'.'.join(parts[1:])}'",
                                did_you_mean(parts[1], metric.values) or f"its variants are: {variants}",
                                code="unknown-variant")
            raise CalcError(f"{self.id}.{head} is a single value; it has no '{'.'.join(parts[1:])}'",
                            f"write {self.id}.{head}", code="unknown-variant")
        if head in m.tables:
            table = m.tables[head]
            if len(parts) != 3:
                raise CalcError(f"a cell of table {self.id}.{head} is addressed as {self.id}.{head}.ROW.COLUMN",
                                "rows: " + ", ".join(table.rows) + "; columns: " + ", ".join(table.columns),
                                code="unknown-variant")
            if parts[1] not in table.rows:
                raise CalcError(f"table {self.id}.{head} has no row '{parts[1]}'",
                                did_you_mean(parts[1], table.rows) or "rows: " + ", ".join(table.rows),
                                code="unknown-variant")
            if parts[2] not in table.columns:
                raise CalcError(f"table {self.id}.{head} has no column '{parts[2]}'",
                                did_you_mean(parts[2], table.columns) or "columns: " + ", ".join(table.columns),
                                code="unknown-variant")
            raise CalcError(f"cell {self.id}.{'.'.join(parts)} is empty or not a number", code="unknown-variant")
        names = list(m.metrics) + list(m.tables)
        raise CalcError(f"report {self.id} has no metric or table '{head}'",
                        did_you_mean(head, names) or ("it has: " + ", ".join(names) if names else None),
                        code="unknown-metric")


@dataclass
class Registry:
    reports: dict[str, Report] = field(default_factory=dict)
    broken: dict[str, str] = field(default_factory=dict)  # report id (file name) -> path of a file that failed

    def __contains__(self, report_id: str) -> bool:
        return report_id in self.reports

    def __getitem__(self, report_id: str) -> Report:
        return self.reports[report_id]

    def values(self, report_ids=None):
        for rid in sorted(self.reports if report_ids is None else report_ids):
            if rid in self.reports:
                yield from self.reports[rid].values.values()


def _unit(text: str, keypath, smap: SourceMap, problems: Problems):
    u = units.parse(text)
    if u is None:
        hint = did_you_mean(text, units.similar_symbols(text))
        if text.lower() in ("kb", "mb", "gb", "tb", "pb", "kb/s", "mb/s", "gb/s", "tb/s"):
            hint = "write GB for gigabytes or Gb for gigabits (the case matters); rates: GB/s, or Gb/s and Gbps"
        problems.add("unknown-unit", f"unknown unit '{text}'", smap.loc(keypath), hint or
                     "see the unit list in docs/formats.md")
    return u


def build_report(model: Evidence, smap: SourceMap, path: str, stem: str, problems: Problems) -> Report:
    rep = Report(model, smap, path)
    if model.id != stem:
        problems.add("id-mismatch", f"id '{model.id}' does not match the file name '{stem}.yaml'",
                     smap.loc(("id",)), f"rename the file to {model.id}.yaml or set id: {stem}")
    clash = set(model.metrics) & set(model.tables)
    for name in sorted(clash):
        problems.add("duplicate-name", f"'{name}' is both a metric and a table", smap.loc(("tables", name), key=True),
                     "give the table another name")
    for name, metric in model.metrics.items():
        kp = ("metrics", name)
        if not KEY.match(name):
            problems.add("bad-name", f"metric name '{name}' must be letters, digits and _", smap.loc(kp, key=True))
        unit = _unit(metric.unit, kp + ("unit",), smap, problems)
        if unit is None:
            rep.broken.add(name)
            continue
        words = tuple(w for w in (name, all_text(metric.note)) if w)  # both languages are context
        loc = smap.loc(kp)
        if metric.value is not None:
            rep.values[(name,)] = EvidenceValue(
                model.id, (name,), Quantity.of(metric.value, unit), decimals_of(smap.raw.get(kp + ("value",))),
                metric.where, metric.note, words, smap.loc(kp + ("value",)), "value")
        elif metric.range is not None:
            lo, hi = metric.range
            dec = [decimals_of(smap.raw.get(kp + ("range", i))) for i in (0, 1)]
            rep.values[(name,)] = EvidenceValue(
                model.id, (name,), Quantity.of(lo, unit, hi), max((d for d in dec if d is not None), default=None),
                metric.where, metric.note, words, loc, "range")
        else:
            for var, v in metric.values.items():
                if not KEY.match(var):
                    problems.add("bad-name", f"variant name '{var}' must be letters, digits and _",
                                 smap.loc(kp + ("values", var), key=True))
                rep.values[(name, var)] = EvidenceValue(
                    model.id, (name, var), Quantity.of(v, unit), decimals_of(smap.raw.get(kp + ("values", var))),
                    metric.where, metric.note, words + (var,), smap.loc(kp + ("values", var)), "variant")
    for tname, table in model.tables.items():
        _table(rep, tname, table, smap, problems)
    return rep


def _table(rep: Report, tname: str, table, smap: SourceMap, problems: Problems) -> None:
    kp = ("tables", tname)
    cols = list(table.columns)
    col_units = {}
    for cname, col in table.columns.items():
        if not KEY.match(cname):
            problems.add("bad-name", f"column name '{cname}' must be letters, digits and _",
                         smap.loc(kp + ("columns", cname), key=True))
        if col.unit is not None:
            col_units[cname] = _unit(col.unit, kp + ("columns", cname, "unit"), smap, problems)
            if col_units[cname] is None:
                rep.broken.add(tname)
    for rkey, row in table.rows.items():
        rp = kp + ("rows", rkey)
        if not KEY.match(rkey):
            problems.add("bad-name", f"row key '{rkey}' must be letters, digits and _ (it is part of the address)",
                         smap.loc(rp, key=True), "write a short key such as r70b and keep the long name in a text column")
        if isinstance(row, list):
            if len(row) != len(cols):
                hint = "columns: " + ", ".join(cols)
                if len(row) > len(cols) and any(isinstance(v, str) for v in row):
                    hint += '; a comma inside [ ] ends a cell: quote a text cell that has one, "1 producer, no replication"'
                problems.add("table-shape", f"row '{rkey}' has {len(row)} cells but the table has {len(cols)} columns",
                             smap.loc(rp), hint)
                continue
            cells = dict(zip(cols, row))
            cell_kp = {c: rp + (i,) for i, c in enumerate(cols)}
        else:
            for c in row:
                if c not in table.columns:
                    problems.add("table-shape", f"row '{rkey}' names unknown column '{c}'",
                                 smap.loc(rp + (c,), key=True), did_you_mean(c, cols))
            cells = {c: row.get(c) for c in cols}
            cell_kp = {c: rp + (c,) for c in cols}
        row_label = " ".join(str(v) for c, v in cells.items() if isinstance(v, str))
        for cname, value in cells.items():
            col = table.columns[cname]
            if col.unit is None or value is None:
                continue
            if isinstance(value, str) or isinstance(value, bool):
                problems.add("type", f"cell {rkey}.{cname} must be a number (column unit {col.unit}), got '{value}'",
                             smap.loc(cell_kp[cname]), "leave a missing cell as null")
                continue
            unit = col_units.get(cname)
            if unit is None:
                continue
            words = tuple(w for w in (tname, all_text(table.caption), rkey, row_label, cname, all_text(col.label)) if w)
            rep.values[(tname, rkey, cname)] = EvidenceValue(
                rep.id, (tname, rkey, cname), Quantity.of(value, unit), decimals_of(smap.raw.get(cell_kp[cname])),
                table.where or table.caption, table.note, words, smap.loc(cell_kp[cname]), "cell")


@dataclass(frozen=True)
class CheckResult:
    report: str
    text: str
    ok: bool
    left: Quantity
    right: Quantity
    message: str
    location: Location


def run_checks(rep: Report, problems: Problems) -> list[CheckResult]:
    """Evaluate a report's declared `checks`. Failures are warnings, never errors."""
    from engine.calc.quantity import describe

    results = []
    for i, item in enumerate(rep.model.checks):
        check = item if isinstance(item, Check) else Check(rel=item)
        kp = ("checks", i) if isinstance(item, str) else ("checks", i, "rel")
        loc = rep.smap.loc(kp)
        try:
            left, op, right, _ = E.parse_relation(check.rel)
        except E.ExprError as exc:
            problems.add("bad-check", f"cannot parse check: {exc.message}", rep.smap.at(kp, exc.pos), exc.hint)
            continue

        def resolve(name: E.Name):
            parts = name.parts[1:] if name.parts[0] == rep.id else name.parts
            try:
                return rep.value(parts).quantity
            except CalcError as exc:
                raise EvalError(exc.message, name.pos, exc.hint, exc.code) from None
        try:
            lq = evaluate(left, resolve)
            rq = evaluate(right, resolve)
            if lq.unit.dims != rq.unit.dims:
                noun = units.count_apart(lq.unit.dims, rq.unit.dims)
                raise EvalError(f"the two sides measure different things ({describe(lq)} vs {describe(rq)})", 0,
                                f"a count keeps its noun: ÷ a {noun} count gives a figure per {noun}; a per-{noun}"
                                f" figure is recorded in its plain unit, so divide by the number itself (… / 16)"
                                if noun else None, code="unit-mismatch")
        except EvalError as exc:
            if exc.code != BROKEN:
                problems.add("bad-check", f"check cannot be evaluated: {exc.message}", rep.smap.at(kp, exc.pos),
                             exc.hint)
            continue
        tol = check.tolerance or DEFAULT_TOLERANCE
        ok = _holds(lq, op, rq, tol)
        lt, rt = E.render(left, mul="×", div="/"), E.render(right, mul="×", div="/")
        lshow, rshow = describe(lq.to(rq.unit) if lq.unit.symbol != rq.unit.symbol else lq), describe(rq)
        if ok:
            msg = f"{lt} = {lshow} {op} {rt} = {rshow}"
        else:
            gap = relative_gap(lq, rq)
            what = f"they differ by {gap:.1%}; tolerance {tol:.0%}" if op == "~" else f"'{op}' does not hold"
            msg = f"{rep.id}: {lt} = {lshow}, but {rt} = {rshow} ({what})"
            problems.add("evidence-inconsistency", msg, loc,
                         "check the report's figures; the article may still cite them, but readers can compute this",
                         severity="warning")
        results.append(CheckResult(rep.id, check.rel, ok, lq, rq, msg, loc))
    return results


def relative_gap(a: Quantity, b: Quantity) -> float:
    """Distance between two intervals relative to the right-hand side (0 if they overlap)."""
    if a.lo <= b.hi and b.lo <= a.hi:
        return 0.0
    near_b = b.lo if a.hi < b.lo else b.hi
    near_a = a.hi if a.hi < b.lo else a.lo
    return abs(near_a - near_b) / max(abs(near_b), 1e-300)


def _holds(a: Quantity, op: str, b: Quantity, tol: float) -> bool:
    if op == "~":
        return relative_gap(a, b) <= tol
    if op == "==":
        return units.is_close(a.lo, b.lo) and units.is_close(a.hi, b.hi)
    if op == "<":
        return a.hi < b.lo
    if op == "<=":
        return a.hi <= b.lo
    if op == ">":
        return a.lo > b.hi
    return a.lo >= b.hi
