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
            k = b.sentence_of(c.clean)
            lo, _ = b.sentence_span(k)
            if k > 0 and b.text[lo:c.clean].strip(" \u00a0\u3000\x00") == "":
                k -= 1  # "...94s。[@R1]": the citation closes the previous sentence
            out.setdefault(k, set()).add(c.report)
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
        places = {}
        for ev in self.registry[c.report].values.values():
            for m in _PLACE.finditer(str(ev.where or "")):
                k, n = _place(m.group())
                if k is not None:
                    places.setdefault((k, n), m.group())
        mine = sorted({v for (k, _), v in places.items() if k == kind})
        if mine and (kind, num) not in places:
            self._add("wrong-citation", c.offset, f"[@{c.report}, {c.locator}]",
                      f"cites {c.report} {c.locator}, but {c.report} has no {c.locator} (it has {', '.join(mine)})")

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
        if not c.reports or b.kind in ("title", "heading"):
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
