"""The checking run: blocks -> mentions -> bindings -> rules -> findings (pure, no I/O)."""
from __future__ import annotations

import datetime as dt
import re

from engine import units
from engine.calc.quantity import CalcError, Quantity
from engine.check import bind as B
from engine.check.api import CheckReport, Finding, allowed, guess_lang, offset_to_linecol
from engine.check.extract import Extractor, Mention
from engine.check.markdown import Block, blocks, line_starts
from engine.check.rules import RULES, severity
from engine.check.scope import Candidate, derivations, from_scope, identifiers, report_candidates, setup_counts
from engine.errors import Problems
from engine.registry import run_checks

_CLAUSE_END = re.compile(r"[,,;;。!?!?::]|\band\b|\bwhile\b|\bbut\b")
_QUAL_WORDS = {"approx": "about", "nearly": "nearly", "gt": "more than", "ge": "at least", "lt": "less than",
               "le": "at most", "upto": "up to"}


class Checker:
    def __init__(self, text, path, registry, scope, sources, config, lang, today: dt.date):
        self.text, self.path, self.registry, self.config = text, path, registry, config
        self.scope, self.sources = scope, sources
        self.lang = lang or guess_lang(text)
        self.today = today
        self.starts = line_starts(text)
        self.report = CheckReport(path)
        self.raw: list[tuple] = []  # (rule, offset, text, message, expected, claim)
        self._memo: dict = {}

    # -- set-up -------------------------------------------------------------------------------
    def run(self) -> CheckReport:
        self.blocks = blocks(self.text)
        cited: list[str] = []
        for b in self.blocks:
            for c in b.cites:
                if c.report not in cited:
                    cited.append(c.report)
        self.cited = cited
        reg = self.registry
        if self.scope is not None:
            self.in_scope = [r for r in (self.sources or []) if r in reg]
            self.cands = from_scope(self.scope, self.lang) + report_candidates(reg, self.in_scope, self.lang)
        else:
            self.in_scope = [r for r in cited if r in reg]
            self.cands = report_candidates(reg, self.in_scope, self.lang) + derivations(reg, self.in_scope, self.lang)
        self.cands += setup_counts(reg, self.in_scope, self.lang)  # "NVIDIA H20 ×8": 8 GPUs of that report
        self.cands = [c for c in self.cands if c.lo == c.lo]  # drop NaN defensively
        outside = sorted(set(reg.reports) - set(self.in_scope))
        self.others = report_candidates(reg, outside, self.lang)
        self.extractor = Extractor(identifiers(reg, sorted(set(self.in_scope) | set(cited)), self.config.glossary))
        self.allow = [a for a in self.config.allow if allowed(a, self.path)]
        self._group_cites()
        self._check_citations()
        used_reports: dict[str, int] = {}
        for b, (ms, sk) in zip(self.blocks, self.extractor.run_many(self.blocks)):
            self._check_block(b, ms, sk, used_reports)
        self._check_reports(used_reports)
        self._finish()
        return self.report

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
            if first.container not in ("table", "list"):
                continue
            near = set()
            for j in (i - 1, i + 1):
                if 0 <= j < len(order):
                    nb = self.group_blocks[order[j]][0]
                    if nb.kind == "paragraph" and nb.container != "table":
                        near |= self.group_cites[order[j]]
            self.neighbour_cites[g] = near

    def _sentence_cites(self, b: Block) -> dict[int, set[str]]:
        out: dict[int, set[str]] = {}
        ends = b.sentence_bounds()
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

    # -- numbers ---------------------------------------------------------------------------------------
    def _check_block(self, b: Block, mentions, skipped, used_reports: dict[str, int]):
        rep = self.report
        for s in skipped:
            rep.numbers += 1
            rep.skipped += 1
            rep.skipped_by_reason[s.reason] = rep.skipped_by_reason.get(s.reason, 0) + 1
            self._record(b, s.start, s.text, "skipped:" + s.reason, None)
        if not mentions:
            return
        if b.kind == "link":  # "- [数据加载提速 3.9 倍](../data-loading/)": another article's title
            for m in mentions:
                rep.numbers += 1
                rep.skipped += 1
                rep.skipped_by_reason["link-title"] = rep.skipped_by_reason.get("link-title", 0) + 1
                self._record(b, m.core_start, m.core, "skipped:link-title", None)
            return
        sent_cites = self._sentence_cites(b)
        allow_spans = self._allow_spans(b)
        results: list[tuple[Mention, B.Binding | None]] = []
        done: dict[int, B.Binding] = {}
        for i, m in enumerate(mentions):
            if m.group == "range" and m.role == "lo" and m.partner is not None:
                hi = mentions[m.partner]
                for c in sorted(self.cands, key=B._pref):
                    if not c.needs_context and B.range_holds(m, hi, c, self.config.approx_tolerance):
                        done[i] = done[m.partner] = B.Binding("verified", c)
                        break
        for i, m in enumerate(mentions):
            rep.numbers += 1
            off = b.pos[m.core_start]
            if m.exempt is not None:
                if len(m.exempt) >= 3:
                    self._exempt(b, m, m.exempt, "inline")
                    continue
                self._add("bad-exemption", off, m.core,
                          "an exemption needs a stated reason: write {exempt: why this number needs no source}")
            span = next((a for a, s, e in allow_spans if s <= m.start and m.end <= e), None)
            if span is not None:
                self._exempt(b, m, span.reason, "engine.yaml" if span in self.config.allow else "brief")
                continue
            binding = done.get(i) or self._bind(b, m)
            if b.kind == "cell" and binding.status == "verified":
                binding = self._row_variant(b, m, binding)
            results.append((m, binding))
        self._check_arithmetic(b, mentions)
        self._check_pairs(mentions, results)
        for m, binding in results:
            failed = self._judge(b, m, binding, sent_cites, used_reports)
            if failed is None:
                continue
            if not failed:
                rep.verified += 1 if binding.status != "unsourced" or m.vague is None else 0
            if binding.status == "unsourced" and m.vague is not None:
                rep.skipped += 1
                rep.skipped_by_reason["vague"] = rep.skipped_by_reason.get("vague", 0) + 1

    def _bind(self, b: Block, m: Mention) -> B.Binding:
        ctx, sent = self._context(b, m)
        key = (m.value, m.decimals, m.unit.symbol if m.unit else None, m.unit.factor if m.unit else None,
               m.qualifier, m.qual_text, m.vague, m.sign, m.scale, ctx, sent)
        got = self._memo.get(key)
        if got is None:
            got = B.bind(m, self.cands, ctx, self.config.approx_tolerance, sent)
            self._memo[key] = got
        return got

    @staticmethod
    def _context(b: Block, m: Mention) -> str:
        k = b.sentence_of(m.num_start)
        lo, hi = b.sentence_span(k)
        after = b.text[m.end:min(hi, m.end + 30)]
        cut = _CLAUSE_END.search(after)
        before = b.text[max(lo, m.start - 30):m.start]
        ctx = before + b.text[m.start:m.end] + (after[:cut.start()] if cut else after)
        sent = b.text[max(lo, m.start - 120):min(hi, m.end + 60)]
        if b.kind == "cell":
            ctx = b.header + " " + b.row + " " + ctx
            sent = b.header + " " + b.row + " " + sent
        return ctx.lower(), sent.lower()

    def _judge(self, b: Block, m: Mention, bd: B.Binding, sent_cites, used_reports) -> bool:
        """Turn a binding into findings; return True when an error-level finding was made."""
        off = b.pos[m.core_start]
        c = bd.cand
        hit = None
        if bd.status in ("unsourced", "value-mismatch") and m.vague is None:
            ctx, sent = self._context(b, m)
            hit = next((o for o in self.others if B.holds(m, o, self.config.approx_tolerance)
                        and (B.score(o, sent) > 0 or any(c.report in o.reports for c in b.cites))), None)
            if hit is not None and not hit.internal and bd.status == "value-mismatch":
                hit = None
        if bd.status == "unsourced" or hit is not None:
            if m.vague is not None:
                self._record(b, m.core_start, m.core, "skipped:vague", None)
                return False
            if hit is None and _is_count(m):
                self._record(b, m.core_start, m.core, "skipped:count", None)
                self.report.skipped += 1
                self.report.skipped_by_reason["count"] = self.report.skipped_by_reason.get("count", 0) + 1
                return None
            if hit is not None and hit.internal:
                self._add("internal-source", off, m.core,
                          f"{m.text} matches {hit.name} ({hit.display}), but report {hit.reports[0]} is internal "
                          "and can never be a source", claim=hit.name, binding=b)
                return True
            where = "the brief's claims, assumptions and sources" if self.scope is not None else \
                ("the cited reports (" + ", ".join(self.in_scope) + ")" if self.in_scope else
                 "any cited report (this text cites none)")
            msg = f"{m.text}: no quantity in {where} supports this number"
            if bd.other is not None:
                msg += (f"; {bd.other.name} is {bd.other.display}, but no word of its row is near "
                        f"({', '.join(bd.other.need[0][:4])})")
            if hit is not None:
                rid = hit.reports[0]
                msg += (f"; {hit.name} is {hit.display}: add {rid} to the brief's sources" if self.scope is not None
                        else f"; {hit.name} is {hit.display}: cite [@{rid}]")
            self._add("unsourced-number", off, m.core, msg, binding=b)
            return True
        if bd.status == "direction":
            self._add("value-mismatch", off, m.core,
                      f"{m.text}: the text says the value goes the other way — from {bd.other.name} "
                      f"{bd.other.display} to {c.name} {c.display} (swapped ends?)", expected=bd.other.display,
                      claim=bd.other.name, binding=b)
            return True
        if bd.status == "pair-mismatch":
            partner = b.text  # for the message only
            self._add("value-mismatch", off, m.core,
                      f"{m.text} ≠ {c.name} {c.display} ({c.why}): {m.text} fits {bd.other.name} "
                      f"({bd.other.display}) only by coincidence; the other end of the change, or the table row, "
                      f"is about {c.name}'s variant", expected=c.display, claim=c.name, binding=b)
            return True
        if bd.status == "value-mismatch":
            self._add("value-mismatch", off, m.core, f"{m.text} ≠ {c.name} {c.display} ({c.why})",
                      expected=c.display, claim=c.name, binding=b)
            return True
        if bd.status == "qualifier-violation":
            self._add("qualifier-violation", off, m.core,
                      f"‘{m.text}’ does not hold: {c.name} is {c.display} ({c.why}); "
                      + _qualifier_needs(m, self.config.approx_tolerance), expected=c.display, claim=c.name, binding=b)
            return True
        if bd.status == "unit-mismatch":
            want = c.unit.symbol or "a plain number"
            self._add("unit-mismatch", off, m.core,
                      f"{m.text}: {c.name} is {c.display} ({c.why}); the unit should be {want}, "
                      f"not {m.unit_text or m.unit}", expected=c.display, claim=c.name, binding=b)
            return True
        # verified or ambiguous
        if bd.alts and c.reports:
            near = self._near_cites(b, m, sent_cites)
            if not set(c.reports) <= near:
                c = next((a for a in bd.alts if a.reports and set(a.reports) <= near), c)
        self._record(b, m.core_start, m.core, "verified", c)
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
            return True
        return self._check_citation(b, m, c, sent_cites)

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

    # -- a table row names its variant -----------------------------------------------------------------
    _BASE = ("base", "baseline", "before", "old", "orig", "prev", "previous")
    _NEW = ("fx", "new", "after")

    def _variant_group(self, words: str) -> str:
        from engine.check.scope import SYNONYMS

        low = words.lower()
        base = any(w in low for w in SYNONYMS["base"]) or any(w in low for w in self._BASE if len(w) > 3)
        new = any(w in low for w in SYNONYMS["fx"]) or any(
            v in low for v in self._variants_new())
        return "base" if base and not new else "new" if new and not base else ""

    def _variants_new(self):
        if not hasattr(self, "_new_variants"):
            self._new_variants = sorted({ev.path[-1].lower() for rid in self.in_scope
                                         for ev in self.registry[rid].values.values()
                                         if ev.kind == "variant" and ev.path[-1].lower() not in self._BASE})
        return self._new_variants

    def _row_variant(self, b: Block, m: Mention, bd: B.Binding) -> B.Binding:
        """In a table whose rows are variants (原有存储 / FX100), a cell bound to a quantity of the other
        variant, while its own variant's sibling disagrees with it, matched by coincidence."""
        row = self._variant_group(b.row)
        if not row:
            return bd
        c = bd.cand
        toks = [t for t in c.name.lower().replace(".", "_").split("_") if t]
        mine = "base" if any(t in self._BASE for t in toks) else "new" if any(
            t in self._NEW or t in self._variants_new() for t in toks) else ""
        if not mine or mine == row:
            return bd
        core = {t for t in toks if t not in self._BASE and t not in self._NEW and t not in self._variants_new()}
        for o in self.cands:
            if o is c or o.needs_context or o.unit.dims != c.unit.dims:
                continue
            ot = [t for t in o.name.lower().replace(".", "_").split("_") if t]
            og = "base" if any(t in self._BASE for t in ot) else "new" if any(
                t in self._NEW or t in self._variants_new() for t in ot) else ""
            if og == row and core & set(ot) and not B.holds(m, o, self.config.approx_tolerance):
                return B.Binding("pair-mismatch", o, c)
        return bd

    # -- both ends of a change or range --------------------------------------------------------------
    def _stems(self, c: Candidate) -> set:
        got = self._stem_memo.get(id(c)) if hasattr(self, "_stem_memo") else None
        if got is not None:
            return got
        if not hasattr(self, "_stem_memo"):
            self._stem_memo = {}
            self._variant_words = {"base", "baseline", "fx", "before", "after", "old", "new", "ref", "orig",
                                   "prev", "cur", "current", "previous", "original"}
            for rid in self.in_scope:
                for ev in self.registry[rid].values.values():
                    if ev.kind == "variant":
                        self._variant_words.add(ev.path[-1].lower())
        out = set()
        if c.kind != "evidence" or not c.name.count("."):
            toks = frozenset(t for t in c.name.lower().split("_") if t and t not in self._variant_words)
            if toks:
                out.add(("name", toks))
        for ref in c.refs if c.kind in ("evidence",) else ():
            parts = ref.split(".")
            if len(parts) == 3:
                out.add(("metric", parts[0], parts[1]))
            elif len(parts) == 4:
                out.add(("row", parts[0], parts[1], parts[2]))
                out.add(("col", parts[0], parts[1], parts[3]))
        self._stem_memo[id(c)] = out
        return out

    def _check_pairs(self, mentions: list[Mention], results):
        """"从 9.9% 降到 5.5%": the two ends are two variants of one quantity. An end that matches a quantity
        of another family, while its partner's own counterpart disagrees with it, matched by coincidence."""
        index = {id(m): i for i, m in enumerate(results)}
        by_mention = {id(m): (k, bd) for k, (m, bd) in enumerate(results)}
        for i, m in enumerate(mentions):
            if m.group not in ("change", "range") or m.role not in ("from", "lo") or m.partner is None:
                continue
            other = mentions[m.partner]
            if id(m) not in by_mention or id(other) not in by_mention:
                continue
            ka, ba = by_mention[id(m)]
            kb, bb = by_mention[id(other)]
            if m.group == "range" and (ba.status == "verified") != (bb.status == "verified"):
                good, (kbad, bad_m) = (ba, (kb, other)) if ba.status == "verified" else (bb, (ka, m))
                if good.cand is not None and good.cand.is_range:
                    results[kbad] = (bad_m, B.Binding("value-mismatch", good.cand))  # a range must match at both ends
                continue
            if ba.status != "verified" or bb.status != "verified":
                continue
            direction = m.data.get("direction")
            if direction and ba.cand is not bb.cand:
                va, vb = ba.cand.lo, bb.cand.lo
                if (direction == "down" and vb > va) or (direction == "up" and vb < va):
                    word = "falls" if direction == "down" else "rises"
                    results[kb] = (other, B.Binding("direction", bb.cand, ba.cand))
                    continue
            if ba.cand is bb.cand:
                if m.group == "change" and not units.is_close(m.value * (m.unit.factor if m.unit else 1),
                                                              other.value * (other.unit.factor if other.unit else 1)):
                    # "从 9.9% 降到 超过5.5%": both ends cannot be the same quantity
                    for k, end in ((kb, other), (ka, m)):
                        if end.qualifier:
                            fam = self._stems(ba.cand)
                            want = next((c for c in self.cands if c is not ba.cand and self._stems(c) & fam
                                         and B.holds(end, c, self.config.approx_tolerance, qualifier=None)), ba.cand)
                            results[k] = (end, B.Binding("qualifier-violation", want))
                            break
                continue
            a, b = ba.cand, bb.cand
            sa = set().union(*(self._stems(x) for x in (a,) + ba.alts))
            sb = set().union(*(self._stems(x) for x in (b,) + bb.alts))
            if not sa or not sb or sa & sb:
                continue

            def counterpart(end: Mention, bound: Candidate, partner_c: Candidate):
                ps = self._stems(partner_c)
                for c in self.cands:
                    if c is partner_c or c.same_value(partner_c) or c.unit.dims != bound.unit.dims:
                        continue
                    if self._stems(c) & ps and not B.holds(end, c, self.config.approx_tolerance):
                        return c
                return None
            ca, cb = counterpart(m, a, b), counterpart(other, b, a)
            if ca is None and cb is None:
                continue
            if ca is not None and (cb is None or ba.score <= bb.score):
                k, end, partner, bound, want, pb = ka, m, other, a, ca, b
            else:
                k, end, partner, bound, want, pb = kb, other, m, b, cb, a
            results[k] = (end, B.Binding("pair-mismatch", want, bound))

    # -- arithmetic shown in the text ------------------------------------------------------------------
    def _check_arithmetic(self, b: Block, ms: list[Mention]):
        chains: dict[int, list[Mention]] = {}
        for m in ms:
            if m.arith is not None:
                chains.setdefault(m.arith, []).append(m)
        for chain in chains.values():
            eq = [i for i, m in enumerate(chain) if m.data.get("op") in ("=", "＝", "≈")]
            if len(eq) != 1 or eq[0] < 2:
                continue
            k = eq[0]
            try:
                left = _q(chain[0])
                terms = []  # evaluate × ÷ first, then + −
                acc = left
                for m in chain[1:k]:
                    op = m.data.get("op")
                    q = _q(m)
                    if op in ("×", "*", "x"):
                        acc = acc * q
                    elif op in ("÷", "/"):
                        acc = acc / q
                    else:
                        terms.append(acc)
                        terms.append(op)
                        acc = q
                terms.append(acc)
                total = terms[0]
                for i in range(1, len(terms), 2):
                    total = total + terms[i + 1] if terms[i] == "+" else total - terms[i + 1]
                res = _q(chain[k])
            except (CalcError, ZeroDivisionError):
                continue
            approx = chain[k].data.get("op") == "≈" or chain[k].qualifier == "approx"
            if total.unit.dims != res.unit.dims:
                continue
            tol = self.config.approx_tolerance * abs(res.lo) if approx else 0.0
            e = 1e-9 * max(abs(res.lo), abs(res.hi), 1e-300)
            if total.hi < res.lo - tol - e or total.lo > res.hi + tol + e:
                shown = " ".join([chain[0].text] + [f"{m.data.get('op')} {m.text}" for m in chain[1:k]])
                mid = (total.lo + total.hi) / 2 / res.unit.factor
                self._add("value-mismatch", b.pos[chain[k].start], chain[k].text,
                          f"{chain[k].text} ≠ {shown} = {mid:,.{max(chain[k].decimals, 0)}f}"
                          f"{res.unit.symbol if res.unit.symbol not in ('', 'x') else ''} (arithmetic shown in the text)",
                          expected=f"{mid:,.{chain[k].decimals}f}")

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

    # -- exemptions and output -----------------------------------------------------------------------------
    def _allow_spans(self, b: Block):
        out = []
        for a in self.allow:
            if a.rule is not None:
                continue
            start = b.text.find(a.text)
            while start >= 0:
                out.append((a, start, start + len(a.text)))
                start = b.text.find(a.text, start + 1)
        return out

    def _exempt(self, b: Block, m: Mention, reason: str, how: str):
        line, col = offset_to_linecol(self.starts, b.pos[m.core_start])
        self.report.skipped += 1
        self.report.skipped_by_reason["exempt"] = self.report.skipped_by_reason.get("exempt", 0) + 1
        self.report.exemptions.append({"path": self.path, "line": line, "col": col, "text": m.core,
                                       "reason": reason, "by": how})
        self._record(b, m.core_start, m.core, "exempt", None)

    def _record(self, b: Block, start: int, text: str, status: str, cand):
        line, col = offset_to_linecol(self.starts, b.pos[start])
        self.report.bindings.append({"line": line, "col": col, "text": text, "status": status,
                                     "bound": cand.name if cand is not None else None})

    def _add(self, rule, offset, text, message, expected=None, claim=None, hint=None, binding=None):
        self.raw.append((rule, offset, text, message, expected, claim))
        if binding is not None:
            line, col = offset_to_linecol(self.starts, offset)
            self.report.bindings.append({"line": line, "col": col, "text": text, "status": rule, "bound": claim})

    def _finish(self):
        findings = []
        for rule, offset, text, message, expected, claim in self.raw:
            sev = severity(rule, self.config.severity)
            if sev == "off":
                continue
            line, col = offset_to_linecol(self.starts, offset)
            f = Finding(rule, sev, self.path, line, col, text, message, expected, claim)
            ex = next((a for a in self.allow if a.rule == rule and (
                a.text == text or re.search(r"(?<![\w.])" + re.escape(a.text) + r"(?![\w])", message))), None)
            if ex is not None:
                self.report.exemptions.append({"path": self.path, "line": line, "col": col, "text": text,
                                               "reason": ex.reason, "by": "allow", "rule": rule})
                continue
            findings.append(f)
        uniq = {}
        for f in findings:
            uniq.setdefault((f.line, f.col, f.rule, f.message), f)
        self.report.findings = sorted(uniq.values(), key=lambda f: (f.path, f.line, f.col, f.rule, f.message))
        self.report.exemptions.sort(key=lambda e: (e["line"], e["col"], e["text"]))
        self.report.bindings.sort(key=lambda e: (e["line"], e["col"]))


def _is_count(m: Mention) -> bool:
    """"3 个方面", "支持 4 种协议", "2 点": a small whole number of things, bound to nothing."""
    return (m.decimals == 0 and 0 <= m.value <= 10 and not m.qualifier and not m.sign and m.group == ""
            and m.arith is None and (m.unit is None or (m.unit.symbol == "" and m.unit_text not in ("", None))))


def _qualifier_needs(m: Mention, tol: float) -> str:
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
    }.get(m.qualifier or "", f"the value is not {v}")


def _num(m: Mention) -> str:
    if m.vague is not None:
        return ""
    return m.text


def _q(m: Mention) -> Quantity:
    u = m.unit or units.UNITS[""]
    v = m.value
    return Quantity((v - m.half) * u.factor, (v + m.half) * u.factor, u)
