"""Rules about the cited reports themselves: superseded or old reports, failing declared checks."""
from __future__ import annotations

from engine import units
from engine.calc import display as D
from engine.errors import Problems
from engine.registry import run_checks


class ReportRules:
    # -- reports -------------------------------------------------------------------------------------------
    def _check_reports(self, used_reports: dict[str, int]):
        first = {}
        for b in self.blocks:
            for c in b.cites:
                first.setdefault(c.report, c.offset)
        for rid, off in used_reports.items():
            first.setdefault(rid, off)
        for rid in sorted(first, key=lambda r: first[r]):
            if rid not in self.registry:
                continue
            rep = self.registry[rid]
            off = first[rid]
            if rep.model.superseded_by:
                self._add("stale-evidence", off, rid,
                          f"report {rid} is superseded by {rep.model.superseded_by}; cite the newer report")
            if self.config.max_age_days:
                age = (self.today - rep.model.date).days
                if age > self.config.max_age_days:
                    self._add("stale-evidence", off, rid,
                              f"report {rid} is {age} days old ({rep.model.date}); the policy allows "
                              f"{self.config.max_age_days} (check.max_age_days)")
            for res in run_checks(rep, Problems()):
                if not res.ok:
                    self._add("evidence-inconsistency", off, rid, res.message + f" ({rep.path}:{res.location.line})")

    def _superseded_value(self, b, m, c) -> None:
        """A figure read from a superseded report, where the report that replaces it gives the same value
        (same metric, variant or cell) a different value: the figure has been revised, and citing the old
        report does not make it current. Only a warning (stale-evidence) when the newer report agrees or does
        not measure it."""
        for ref in c.refs:
            rid, _, rest = ref.partition(".")
            rep = self.registry.reports.get(rid)
            if rep is None or not rep.model.superseded_by or not rest:
                continue
            path = tuple(rest.split("."))
            new = self.registry.reports.get(rep.model.superseded_by)
            old, now = rep.values.get(path), new.values.get(path) if new is not None else None
            if old is None or now is None or now.quantity.unit.dims != old.quantity.unit.dims:
                continue
            if units.is_close(old.quantity.lo, now.quantity.lo) and units.is_close(old.quantity.hi, now.quantity.hi):
                continue
            lo, hi = now.quantity.in_unit()
            shown = D.quantity(now.quantity, now.decimals if now.decimals is not None else D.default_decimals([lo, hi]),
                               self.lang)
            self._add("superseded-value", b.pos[m.core_start], m.core,
                      f"{m.text} comes from {ref}, but {rep.model.superseded_by} supersedes {rid} and gives "
                      f"{now.ref} = {shown}", expected=shown, claim=c.name)
            return

