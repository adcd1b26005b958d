"""Rules about the cited reports themselves: superseded or old reports, failing declared checks."""
from __future__ import annotations

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
