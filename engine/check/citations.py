"""Citation rules: which citations cover a number (its sentence, the next cited sentence of its paragraph,
a table's neighbour paragraph, a list item's own citations or its list's lead-in sentence), citations of unknown, internal or out-of-scope reports, and
missing or wrong citations of a number's reports."""
from __future__ import annotations

import re

from engine.check.extract import Mention
from engine.check.markdown import Block
from engine.check.scope import Candidate


_PLACE = re.compile(r"(表|图|Table|Tab\.|Fig\.|Figure)\s*(\d+(?:\.\d+)*)", re.IGNORECASE)
_KINDS = {"表": "table", "table": "table", "tab.": "table", "图": "figure", "fig.": "figure", "figure": "figure"}


def _place(text: str):
    """("table", "3") for 表 3 / Table 3 / Tab. 3, ("figure", "2") for 图 2 / Fig. 2; (None, "") otherwise."""
    m = _PLACE.match(text.strip())
    if not m:
        return None, ""
    return _KINDS[m.group(1).lower()], m.group(2)


class CitationRules:
    def _group_cites(self):
        self.group_cites: dict[int, set[str]] = {}
        self._misplaced: set[int] = set()  # locators already reported as pointing at the wrong place
        self.group_blocks: dict[int, list[Block]] = {}
        for b in self.blocks:
            self.group_cites.setdefault(b.group, set()).update(c.report for c in b.cites)
            self.group_blocks.setdefault(b.group, []).append(b)
        order = list(self.group_blocks)
        self.neighbour_cites: dict[int, set[str]] = {}
        for i, g in enumerate(order):
            first = self.group_blocks[g][0]
            if first.container == "list":
                # a list item: its own citations, or the list's lead-in sentence ("结果如下 [@R1]:");
                # a sibling item's citation covers only that item
                self.neighbour_cites[g] = self._lead_cites(first)
                continue
            if first.container != "table":
                continue
            near = set()
            for j in (i - 1, i + 1):
                if 0 <= j < len(order):
                    nb = self.group_blocks[order[j]][0]
                    if nb.kind == "paragraph" and nb.container != "table":
                        near |= self.group_cites[order[j]]
            self.neighbour_cites[g] = near

    def _lead_cites(self, item: Block) -> set[str]:
        if item.lead is None or not 0 <= item.lead < len(self.blocks):
            return set()
        lead = self.blocks[item.lead]
        last = lead.sentence_of(max(len(lead.text.rstrip(" \u00a0\u3000\t\n\x00")) - 1, 0))
        return {r for k, rs in self._sentence_cites(lead).items() if k == last for r in rs}

    def _sentence_cites(self, b: Block) -> dict[int, set[str]]:
        out: dict[int, set[str]] = {}
        for c in b.cites:
            out.setdefault(self._cite_sentence(b, c), set()).add(c.report)
        return out

    # -- citations themselves ---------------------------------------------------------------------------
    def _check_citations(self):
        for b in self.blocks:
            for c in b.cites:
                rid = c.report
                if rid not in self.registry:
                    self._add("wrong-citation", c.offset, f"[@{rid}]", f"cites unknown report '{rid}'",
                              hint=None)
                elif self.registry[rid].model.access == "internal":
                    self._add("internal-source", c.offset, f"[@{rid}]",
                              f"cites report {rid}, which is internal and can never be cited in an article")
                elif self.scope is not None and self.sources is not None and rid not in self.sources:
                    self._add("wrong-citation", c.offset, f"[@{rid}]",
                              f"cites {rid}, which is not in the brief's sources ({', '.join(self.sources)})")
                elif c.locator:
                    self._check_locator(c)

    def _check_locator(self, c) -> None:
        """[@R1, 表 9]: a table or figure the report names must exist in it (its values' `where`)."""
        kind, num = _place(c.locator)
        if kind is None:
            return  # a page or a section: the report does not list them
        places = self._report_places(c.report)
        mine = sorted({v for (k, _), v in places.items() if k == kind})
        if mine and (kind, num) not in places:
            self._add("wrong-citation", c.offset, f"[@{c.report}, {c.locator}]",
                      f"cites {c.report} {c.locator}, but {c.report} has no {c.locator} (it has {', '.join(mine)})")

    def _report_places(self, rid: str) -> dict[tuple[str, str], str]:
        """(kind, number) -> as written, for every table and figure the report's values name (their `where`)."""
        places = {}
        for ev in self.registry[rid].values.values():
            for m in _PLACE.finditer(str(ev.where or "")):
                places.setdefault(_place(m.group()), m.group())
        return places

    def _places_of(self, c: Candidate) -> set[tuple[str, str, str]]:
        """(report, kind, number) of each table or figure the quantity is read from: its own `where` and its
        evidence sources' (a claim computed from 表 3 and 表 4 comes from both)."""
        out = set()
        for ref in c.refs:
            rid, _, rest = ref.partition(".")
            rep = self.registry.reports.get(rid)
            ev = rep.values.get(tuple(rest.split("."))) if rep is not None and rest else None
            for m in _PLACE.finditer(str(getattr(ev, "where", None) or "")):
                out.add((rid, *_place(m.group())))
        if len(c.reports) == 1 and c.kind != "derived":
            for m in _PLACE.finditer(c.where or ""):
                out.add((c.reports[0], *_place(m.group())))
        return out

    def _check_place(self, b: Block, m: Mention, c: Candidate, k: int) -> None:
        """[@R1, 表 4] on a figure R1 gives in 表 3: the locator exists, but the reader is sent to the wrong
        table. Checked only where the sentence's own citation names a table or figure of the quantity's report
        and the report says where the quantity is; a claim from several places may cite any of them."""
        places = self._places_of(c)
        if not places:
            return
        for cite in b.cites:
            if cite.report not in c.reports or not cite.locator or self._cite_sentence(b, cite) != k:
                continue
            kind, num = _place(cite.locator)
            if kind is None or (kind, num) not in self._report_places(cite.report):
                continue  # not a table or figure, or one the report does not have (reported as such)
            mine = {n for r, kd, n in places if r == cite.report and kd == kind}
            same_report = [x for x in b.cites if x.report == cite.report and self._cite_sentence(b, x) == k]
            if not mine or any(_place(x.locator) in {(kind, n) for n in mine} for x in same_report):
                continue
            word = _PLACE.match(cite.locator.strip()).group(1)
            named = ", ".join(f"{word} {n}" for n in sorted(mine))
            if cite.offset in self._misplaced:
                return
            self._misplaced.add(cite.offset)
            self._add("wrong-citation", cite.offset, f"[@{cite.report}, {cite.locator}]",
                      f"{m.text} comes from {cite.report} {named} ({c.name}), but its sentence cites "
                      f"{cite.report} {cite.locator}", expected=f"[@{cite.report}, {named}]", claim=c.name)
            return

    @staticmethod
    def _cite_sentence(b: Block, cite) -> int:
        """The sentence a citation belongs to: "...94s。[@R1]" closes the previous sentence."""
        k = b.sentence_of(cite.clean)
        lo, _ = b.sentence_span(k)
        if k > 0 and b.text[lo:cite.clean].strip(" \u00a0\u3000\x00") == "":
            k -= 1
        return k

    def _near_cites(self, b: Block, m: Mention, sent_cites) -> set:
        k = b.sentence_of(m.num_start)
        if sent_cites.get(k):
            return sent_cites[k]
        later = [j for j in sent_cites if j > k]
        if later:
            return sent_cites[min(later)]
        if b.container in ("table", "list"):
            return self.group_cites.get(b.group, set()) | self.neighbour_cites.get(b.group, set())
        return set()

    def _check_citation(self, b: Block, m: Mention, c: Candidate, sent_cites) -> bool:
        if not c.reports or b.kind in ("title", "heading") or b.caption:
            return False
        k = b.sentence_of(m.num_start)
        lo, hi = b.sentence_span(k)
        sentence = b.text[lo:hi].strip(" \u00a0\u3000\x00\n")
        here = sent_cites.get(k, set())
        need = set(c.reports)
        if here:
            near = here
        else:
            # a citation covers the sentences before it in its paragraph: use the next one
            later = [j for j in sent_cites if j > k]
            if later:
                near = sent_cites[min(later)]
            elif b.container in ("table", "list"):
                near = self.group_cites.get(b.group, set()) | self.neighbour_cites.get(b.group, set())
            else:
                near = set()
        if need <= near:
            if here:
                self._check_place(b, m, c, k)
            return False
        if sentence.endswith(("?", "?")) and not here:
            return False  # a question asks; its answer carries the citation
        off = b.pos[m.core_start]
        src = c.where or ", ".join(c.reports)
        if here and not (need & here):
            self._add("wrong-citation", off, m.core,
                      f"{m.text} comes from {src} ({c.name}), but its sentence cites "
                      + ", ".join(f"[@{r}]" for r in sorted(here)), expected=", ".join(f"[@{r}]" for r in sorted(need)),
                      claim=c.name)
            return True
        missing = sorted(need - near)
        self._add("missing-citation", off, m.core,
                  f"{m.text} comes from {src} ({c.name}); cite " + " ".join(f"[@{r}]" for r in missing)
                  + " in its sentence, or later in its paragraph", expected=" ".join(f"[@{r}]" for r in missing), claim=c.name)
        return True


def cites_near(sent_cites: dict, k: int) -> set:
    """The reports sentence k cites, else those of the next sentence that cites any (a lead-in before its source)."""
    later = [j for j in sent_cites if j > k]
    return sent_cites.get(k) or (sent_cites[min(later)] if later else set())
