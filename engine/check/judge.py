"""Turning a binding into findings: unsourced, mismatch, qualifier, unit, ambiguous, internal; the
finding messages."""
from __future__ import annotations

import re

import math

from engine import units
from engine.check.foreign import foreign_unit_written
from engine.check import bind as B
from engine.check.extract import Mention
from engine.check.markdown import Block
from engine.check.pool import could_hold

_QUAL_WORDS = {"approx": "about", "nearly": "nearly", "gt": "more than", "ge": "at least", "lt": "less than",
               "le": "at most", "upto": "up to"}


class Judge:
    def _judge(self, b: Block, m: Mention, bd: B.Binding, sent_cites, used_reports) -> None:
        """Turn a binding into findings, and record the number (its status follows from its findings)."""
        if not math.isfinite(m.value):  # 330 nines: no float holds it, and inf compares equal to inf
            shown = m.core if len(m.core) <= 24 else m.core[:20] + "…"
            self._add("unsourced-number", b.pos[m.core_start], m.core,
                      f"{shown}: a number of {len(m.core)} characters, too large to be a measured figure")
            self._mention(b, m.core_start, m.core, "checked", m=m, bd=B.Binding("unsourced"))
            return
        if m.data.get("form") in ("cn", "en") and _is_count(m) and not (
                _noun_in_words(m) and sent_cites.get(b.sentence_of(m.num_start))):
            # "这两项收益", "three nodes": a small count in words, never bound; but in a sentence that cites a
            # report, a count of a counted noun ("R1 ran on eight nodes [@R1]") states the report's set-up and is
            # checked like digits
            bd = B.Binding("unsourced")
        if m.data.get("name_size") and bd.status != "verified" and not self._states_size(b, m, sent_cites):
            self._mention(b, m.core_start, m.core, "skipped", reason="identifier", m=m, bd=bd)
            return  # "DeepSeek 671B" in a sentence whose reports state no model size: a product name
        failed = self._judge_binding(b, m, bd, sent_cites, used_reports)
        if failed == "count":
            self._mention(b, m.core_start, m.core, "skipped", reason="count", m=m, bd=bd)
        else:
            self._mention(b, m.core_start, m.core, "checked", m=m, bd=bd, cand=failed)

    def _judge_binding(self, b: Block, m: Mention, bd: B.Binding, sent_cites, used_reports):
        """Findings of one binding; returns "count" (skipped), or the quantity the number was judged against
        (None: none). A vague amount that binds nothing is unsourced like any figure, never skipped."""
        off = b.pos[m.core_start]
        c = bd.cand
        hit = None
        if bd.status in ("unsourced", "value-mismatch") and m.vague is None:
            ctx, sent = self._context(b, m)
            tol = self.config.approx_tolerance
            hit = next((o for o in map(self.other, could_hold(self.others, m, tol)) if B.holds(m, o, tol)
                        and (B.score(o, sent) > 0 or any(c.report in o.reports for c in b.cites))), None)
            if hit is not None and not hit.internal and bd.status == "value-mismatch":
                hit = None
            if hit is not None and _is_count(m) and m.unit is not None and not (units.is_counted(hit.unit)
                                                                                and hit.unit.symbol == m.unit.symbol):
                hit = None  # "三个子集", "four models": a count of things is never another report's plain figure
        if bd.status == "unsourced" or hit is not None:
            if hit is None and _is_count(m) and m.vague is None and not _compared(b, m) \
                    and not foreign_unit_written(b.text, m.start, m.end) \
                    and not B._money(m, self._context(b, m)[0]):  # ("$8 per GB" counts nothing)
                named = self._count_named(b, m)
                if named is None:
                    return "count"
                self._add("value-mismatch", off, m.core,
                          f"{m.text} ≠ {named.name} {named.display} ({named.why}): its clause counts {named.name}",
                          expected=named.display, claim=named.name)
                return named
            if hit is not None and hit.internal:
                self._add("internal-source", off, m.core,
                          f"{m.text} matches {hit.name} ({hit.display}), but report {hit.reports[0]} is internal "
                          "and can never be a source", claim=hit.name)
                return hit
            where = "the brief's claims, assumptions and sources" if self.scope is not None else \
                ("the cited reports (" + ", ".join(self.in_scope) + ")" if self.in_scope else
                 "any cited report (this text cites none)")
            msg = f"{m.text}: no quantity in {where} supports this number"
            if bd.other is not None:
                msg += (f"; {bd.other.name} is {bd.other.display}, but no word of its row is near "
                        f"({', '.join(bd.other.need[0][:4])})")
            elif bd.alts and bd.alts[0].endswith(" is empty"):  # (pairs._empty_cell_named)
                msg += f"; its clause names a row the report did not measure: {bd.alts[0]}"
            if hit is not None:
                rid = hit.reports[0]
                msg += (f"; {hit.name} is {hit.display}: add {rid} to the brief's sources" if self.scope is not None
                        else f"; {hit.name} is {hit.display}: cite [@{rid}]")
            self._add("unsourced-number", off, m.core, msg)
            return bd.cand
        if bd.status == "direction":
            self._add("value-mismatch", off, m.core,
                      f"{m.text}: the text says the value goes the other way — from {bd.other.name} "
                      f"{bd.other.display} to {c.name} {c.display} (swapped ends?)", expected=bd.other.display,
                      claim=bd.other.name)
            return bd.other
        if bd.status == "impossible-cut":
            self._add("value-mismatch", off, m.core,
                      f"{m.text}: ‘{bd.alts[0]}’ by more than 100% would take the quantity below zero; a cut is at "
                      "most 100% (a ratio of the old to the new value is written as a multiple, not as a cut)",
                      expected=None, claim=bd.other.name if bd.other is not None else None)
            return bd.other
        if bd.status == "pair-mismatch":
            self._add("value-mismatch", off, m.core,
                      f"{m.text} ≠ {c.name} {c.display} ({c.why}): {m.text} fits {bd.other.name} "
                      f"({bd.other.display}) only by coincidence; the other end of the change, or the table row, "
                      f"is about {c.name}'s variant", expected=c.display, claim=c.name)
            return c
        if bd.status == "derivation-direction":
            self._add("value-mismatch", off, m.core,
                      f"{m.text} fits {c.name} {c.display} ({c.why}) only the wrong way round: {bd.alts[0]}",
                      expected=None, claim=c.name)
            return c
        if bd.status == "change-level":
            lvl, word = bd.other, bd.alts[0]
            msg = (f"{m.text} is {lvl.name} {lvl.display} ({lvl.why}), a level, but ‘{word}’ makes it the size of "
                   f"a change")
            if c is None:
                self._add("unsourced-number", off, m.core, msg + f"; no change of that kind is in scope")
                return None
            rule = "qualifier-violation" if m.qualifier else "value-mismatch"
            self._add(rule, off, m.core, msg + f": {c.name} is {c.display} ({c.why})", expected=c.display,
                      claim=c.name)
            return c
        if bd.status == "range-end":
            self._add("value-mismatch", off, m.core,
                      f"{m.text} is one end of {c.name} {c.display} ({c.why}), a measured range: write the range, or "
                      f"qualify the end (最高 / up to {c.display.split('–')[-1]})", expected=c.display, claim=c.name)
            return c
        if bd.status == "variant-mismatch":
            self._add("value-mismatch", off, m.core,
                      f"{m.text} is {bd.other.name} {bd.other.display}, but its clause is about {bd.alts[0]}: "
                      f"{c.name} is {c.display} ({c.why})", expected=c.display, claim=c.name)
            return c
        if bd.status == "agree-mismatch":
            o, word = c, bd.alts[0]
            mine = bd.other
            if o is None:
                msg = (f"{m.text} is {mine.name} {mine.display} ({mine.why}), but its clause says ‘{word}’, "
                       f"which {mine.name} is not")
                if m.qualifier:  # a bound about something no quantity in scope is: not satisfied by another
                    msg = f"{m.text}: no quantity in scope fits its clause; it holds for {mine.name} " \
                          f"{mine.display}, but the clause says ‘{word}’, which {mine.name} is not"
                    self._add("unsourced-number", off, m.core, msg)
                    return None
                self._add("value-mismatch", off, m.core, msg, expected=None, claim=mine.name)
                return mine
            else:
                rule = "qualifier-violation" if m.qualifier else "value-mismatch"
                msg = (f"{m.text} is {mine.name} {mine.display}, but its clause says ‘{word}’: "
                       f"{o.name} is {o.display} ({o.why})")
                self._add(rule, off, m.core, msg, expected=o.display, claim=o.name)
                return o
        if bd.status == "value-mismatch":
            self._add("value-mismatch", off, m.core, f"{m.text} ≠ {c.name} {c.display} ({c.why})",
                      expected=c.display, claim=c.name)
            return c
        if bd.status == "qualifier-violation":
            if B.holds(m, c, self.config.approx_tolerance):
                # the figure is right for a value its clause does not name: say so, not that it "does not hold"
                self._add("qualifier-violation", off, m.core,
                          f"‘{m.text}’ fits {c.name} {c.display} ({c.why}), but its clause names nothing of that "
                          f"value{_own_words(c)}: a qualified figure is judged against what its clause is about",
                          expected=c.display, claim=c.name)
                return c
            self._add("qualifier-violation", off, m.core,
                      f"‘{m.text}’ does not hold: {c.name} is {c.display} ({c.why}); "
                      + _qualifier_needs(m, self.config.approx_tolerance, B.max_bound(m, c)),
                      expected=c.display, claim=c.name)
            return c
        if bd.status == "unit-mismatch":
            want = c.unit.symbol or "a plain number"
            self._add("unit-mismatch", off, m.core,
                      f"{m.text}: {c.name} is {c.display} ({c.why}); the unit should be {want}, "
                      f"not {m.unit_text or m.unit}", expected=c.display, claim=c.name)
            return c
        # verified or ambiguous
        if bd.alts and c.reports:
            near = self._near_cites(b, m, sent_cites)
            if not set(c.reports) <= near:
                c = next((a for a in bd.alts if a.reports and set(a.reports) <= near), c)
        if bd.status == "ambiguous":
            o = bd.other
            self._add("ambiguous", off, m.core,
                      f"{m.text} fits both {c.name} {c.display} and {o.name} {o.display}, which differ; "
                      "write the metric's words near the number", claim=c.name)
        for rid in c.reports:
            used_reports.setdefault(rid, off)
        if c.internal:
            self._add("internal-source", off, m.core,
                      f"{m.text} comes from {c.name}, and report {c.reports[0]} is internal")
            return c
        self._check_citation(b, m, c, sent_cites)
        self._loose_rounding(b, m, c)
        self._superseded_value(b, m, c)
        return c


    def _count_named(self, b: Block, m: Mention):
        """"即保存 7 次" when the run saves 20 times: a small count written with a counter is prose only when its
        clause names no count quantity; one whose words (other than the counter) are in the clause and whose
        counter is the one written is what it counts."""
        counter = (m.unit_text or "").strip().lower()
        if counter and m.data.get("form") == "cn":
            # "为每个 chunk 保存三个副本" when the report keeps 2 replicas: the noun right after the counter (副本) is a
            # word of a count quantity of another value
            noun = b.text[m.end:m.end + 4].lower()
            for o in self.cands:
                if o.needs_context or o.unit.symbol != "" or o.is_range or o.lo <= 1 or o.lo != int(o.lo) \
                        or o.lo == m.value or o.kind != "evidence":
                    continue
                keys = set(o.keys)  # (a count of it: 副本数, the number of replicas; not 检测器 of an AP caption)
                if any(len(k) == 2 and not k.isascii() and noun.startswith(k) and k[1] + "数" in keys for k in keys):
                    return o
            return None
        if not counter or m.data.get("form") in ("cn", "en", "en-one"):
            return None
        clause = self._clause_of(b, m)
        for o in self.cands:
            if o.needs_context or o.unit.symbol != "" or o.is_range or o.lo <= 1 or o.lo != int(o.lo):
                continue
            keys = set(o.keys)
            if counter in keys and any(k != counter and len(k) >= 2 and k in clause for k in keys):
                return o
        return None

    def _states_size(self, b: Block, m: Mention, sent_cites) -> bool:
        """Whether a report the number's sentence cites states a quantity of the size's kind ("Qwen 72B" when
        R1's model is 32B); a name in a sentence that cites nothing is a name."""
        near = self._near_cites(b, m, sent_cites)
        return bool(near) and any(c.unit.dims == m.unit.dims and set(c.reports) & near
                                  for c in self.cands if not c.needs_context)


def _is_count(m: Mention) -> bool:
    """"3 个方面", "支持 4 种协议", "2 点": a small whole number of things, bound to nothing."""
    return (not m.data.get("rank") and not m.data.get("rate") and not m.data.get("lead_name") and m.decimals == 0 and 0 <= m.value <= 10 and m.value == int(m.value) and not m.qualifier and not m.sign and m.group == ""
            and m.arith is None and (m.unit is None or (m.unit.symbol == "" and m.unit_text not in ("", None))
                                     or _noun_in_words(m)))


_MORE_AFTER = re.compile(r"\s*(?:(?:percentage\s+)?points?\s+|pp\s+|个百分点)?"
                         r"(?:more|fewer|less|higher|lower|larger|smaller|bigger|greater|faster|slower|above|below|ahead"
                         r"|behind)(?![a-z])"
                         r"|\s*(?:个|层|台|块|张|项|次)?(?:以上|以下)?\s*(?:more|fewer)", re.I)
# "比 BERT-Base 多 5 个", "相差 3", "高出 2": a comparison's amount ("最小三个模型" is a count of models)
_MORE_BEFORE = re.compile(r"(?:相差|高出|低了|多出|少了|多了)\s*$|比[^,,;;。]{1,24}?(?:多|少|高|低|差)了?\s*$"
                          r"|(?<![a-z])(?:trails?|trailing|leads?|leading|beats?|behind|ahead|by)(?:\s+[^,;.]{1,30}?)?\s+by\s*$"
                          r"|(?<![a-z])by\s*$", re.I)  # "trails Google by 3 points", "ahead by 6 points"


def _compared(b, m: Mention) -> bool:
    """"5 more than BERT-Base", "比 BERT-Base 多 5 个": a small number written as the difference of two
    quantities is a derived figure, checked like one (never skipped as a count of things)."""
    return bool(_MORE_AFTER.match(b.text, m.end)) or bool(_MORE_BEFORE.search(b.text[max(0, m.start - 30):m.start]))


def _noun_in_words(m: Mention) -> bool:
    """"two racks", "三个节点": a small count of a counted noun written in words is prose when it binds to
    nothing (as "three nodes" always was); digits ("3 个节点") and GPUs ("eight GPUs") are checked."""
    return m.data.get("form") in ("cn", "en", "en-one") and units.is_counted(m.unit) and m.unit.symbol != "GPU"


def _own_words(c) -> str:
    """" (its row: …; its column: …)" for a table cell, " (…)" for another value: words that would name it."""
    if c.need and len(c.need) == 2:
        return f" (its row: {', '.join(c.need[0][:3])}; its column: {', '.join(c.need[1][:3])})"
    return f" ({', '.join(c.keys[:3])})" if c.keys else ""


def _qualifier_needs(m: Mention, tol: float, of_max: bool = False) -> str:
    """What a qualifier asks of the value, said once: "‘nearly’ needs a value just below 3.5x"."""
    if m.vague is not None:
        return f"‘{m.text}’ needs a value from {m.vague[0]:g} up to (not including) {m.vague[1]:g}"
    word = f"‘{(m.qual_text or _QUAL_WORDS.get(m.qualifier or '', '')).strip()}’"
    v = m.core
    pct = f"{tol * 100:g}%"
    return {
        "approx": f"{word} needs a value within {pct} of {v}",
        "nearly": f"{word} needs a value just below {v} (at most {pct} below)",
        "gt": f"{word} needs a value greater than {v}",
        "ge": f"{word} needs a value of {v} or more",
        "lt": f"{word} needs a value less than {v}",
        "le": f"{word} needs a value of {v} or less",
        "upto": f"{word} needs a maximum of about {v} (at most {pct} below it, never above)",
    }.get("upto" if of_max else m.qualifier or "", f"the value is not {v}") \
        + (" (a bound of a maximum states that maximum)" if of_max else "")
