"""A chart's bars are one series: the same quantity for each variant its labels name.

Each bar is also checked as a clause ("title: label value", pipeline.chart_fields), so a label that names
another variant than its bar's (labels swapped: "FX100 178s") is the variant rule's value-mismatch. What a
clause cannot see is a bar drawn from another quantity whose value is right for that quantity: in a chart of
save-bubble shares, "FX100 4.7%" where 4.7% is the run-time reduction. A reader reads every bar of a chart
as the same measure, so: when a chart's bars are each one variant's own value (computed from one variant of a
report metric), a bar computed from several variants under a label naming one of them must measure the same
thing as those bars: share a word of the quantity with one of them (bubble_fx, whose run time depends on both
variants, shares "bubble"/"气泡" with bubble_base). One that shares none (time_saved, a comparison) is a
value-mismatch. A chart of comparisons alone (speedups labelled FX100, FX200) is not judged.
"""
from __future__ import annotations

from engine.check.scope import context_keys
from engine.check.variants import BASE_WORDS


class ChartRules:
    def _check_charts(self) -> None:
        if self.scope is None:
            return
        charts: dict[str, list] = {}
        for f in self.fields.fields:
            if f.series and f.claim in self.scope:
                charts.setdefault(f.series, []).append(f)
        if not charts:
            return
        names, groups = self._variant_index()
        for bars in charts.values():
            per_bar = [self._bar_variants(f.claim, names) for f in bars]
            own = {g for vs in per_bar for g, refs in vs.items() if len(refs) == 1}
            for f, vs in zip(bars, per_bar):
                for g in own:
                    refs = vs.get(g, set())
                    if len(refs) < 2:
                        continue
                    label = f.label.lower()
                    named = [r for r in groups[g] if any(p.search(label) for x in names.get(r, ()) if x[0] == g
                                                         for p in x[1])]
                    if len(named) != 1 or named[0] not in refs:
                        continue
                    singles = [b for b, ws in zip(bars, per_bar) if len(ws.get(g, ())) == 1]
                    if any(self._same_measure(f.claim, b.claim, groups[g]) for b in singles):
                        continue
                    self._bar_mismatch(f, named[0], g, names, singles)

    def _same_measure(self, a: str, b: str, refs) -> bool:
        keys = {c.name: set(c.keys) for c in self.cands if c.name in (a, b)}
        keys_of = [r.rsplit(".", 1)[-1] for r in refs]  # the words that name a variant are not the measure
        variant = set(context_keys(keys_of + [k.rstrip("0123456789") for k in keys_of] + list(BASE_WORDS)))
        return bool((keys.get(a, set()) & keys.get(b, set())) - variant)

    def _bar_variants(self, claim: str, names) -> dict:
        """group -> the variant refs of that group the claim is computed from."""
        out: dict = {}
        for src in self.scope[claim].sources:
            for g, _pats, _label, _base in names.get(src.ref, ()):
                out.setdefault(g, set()).add(src.ref)
        return out

    def _bar_mismatch(self, f, ref: str, g, names, singles) -> None:
        s = self.scope[f.claim]
        label = next((x[2] for x in names[ref] if x[0] == g), ref)
        at = f.text.rfind(f.label) + len(f.label) + 1  # the field is "title: label value"
        shown = f.text[at:]
        refs = ", ".join(sorted({src.ref for src in s.sources}))
        others = ", ".join(f"{b.label}: {b.claim}" for b in singles)
        self._add("value-mismatch", self.fields.start_of(f) + at, shown,
                  f"the bar labelled {f.label} shows {f.claim} {shown}, which compares variants ({refs}), while "
                  f"the chart's other bars are each one variant's value ({others}); draw {label}'s own value "
                  f"of that measure", claim=f.claim)
