"""A width written as a name: "a 32-bit mode", "the 64bit field" are names (lexicon.SKIP_PATTERNS), skipped as such.
In a sentence that cites a report measuring a width in bits and names what it measures ("memory bus"), a name of
another width ("The memory bus runs in 32-bit mode" of a 64-bit bus) contradicts the report: it is checked, not
skipped."""
from __future__ import annotations

import re

from engine.check.citations import cites_near
from engine.check.markdown import Block
from engine.check.scope import has_key

_BITS = re.compile(r"(\d{1,3})[- \u00a0]?bit", re.I)


class BitNameRules:
    def _bit_names(self, b: Block, mentions, skipped) -> None:
        if not any(s.reason == "identifier" and _BITS.fullmatch(s.text.strip()) for s in skipped):
            return
        widths = [c for c in self.cands if c.kind == "evidence" and c.unit.symbol in ("bit", "bits") and not c.is_range]
        if not widths:
            return
        sent_cites = self._sentence_cites(b)
        for s in skipped:
            got = _BITS.fullmatch(s.text.strip()) if s.reason == "identifier" else None
            if got is None:
                continue
            k = b.sentence_of(s.start)
            near = cites_near(sent_cites, k)
            lo, hi = b.sentence_span(k)
            sentence = b.text[lo:hi].lower()
            n = int(got.group(1))
            for c in widths:
                if any(lo <= x.start < hi and x.unit is not None and x.unit.dims == c.unit.dims
                       and abs(x.value * x.unit.factor - c.lo) < 1e-9 for x in mentions):
                    continue  # "In 32-bit mode, the bus is 64 bits wide": the width is written as measured beside it
                if set(c.reports) & near and abs(c.lo * 8 - n) > 1e-9 and abs(c.lo - n) > 1e-9 \
                        and any((len(w) >= 3 if w.isascii() else len(w) > 1) and w not in ("width", "bit", "bits", "位宽", "宽度")
                                and has_key(w, sentence) for w in c.keys):
                    self._add("value-mismatch", b.pos[s.start], s.text,
                              f"{s.text} reads as a name (a mode), but its sentence is about {c.name} {c.display} "
                              f"({c.why}): a width the report measures is written as measured", expected=c.display,
                              claim=c.name)
                    break
