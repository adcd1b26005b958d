"""The checking run: blocks -> mentions -> bindings -> rules -> findings (pure, no I/O).

The rules live in plain modules, mixed into Checker: citations.py (which citations cover a number),
judge.py (a binding -> findings and messages), pairs.py (both ends of a change or range, table row
variants), variants.py (a clause naming another variant, derivation direction, percentage points), arith.py (arithmetic shown in the text), reports.py (stale and inconsistent reports),
summary.py (exemptions, records and the final summary)."""
from __future__ import annotations

import bisect
import datetime as dt
import re
import unicodedata
from dataclasses import replace

from engine import units
from engine.check import bind as B, lexicon
from engine.check.absolute import AbsoluteRules
from engine.check.agree import AgreementRules
from engine.check.report import CheckReport, allowed, guess_lang
from engine.check.products import ProductRules
from engine.check.arith import ArithmeticRules
from engine.check.baselines import BaselineRules
from engine.check.bitnames import BitNameRules
from engine.check.charts import ChartRules
from engine.check.columns import ColumnRules
from engine.check.counted import CountedRowRules
from engine.check.citations import CitationRules, cites_near
from engine.check.dates import DateRules
from engine.check.derive import sentence_derivations
from engine.check.direction import DirectionRules
from engine.check.extract import Extractor, Mention
from engine.check.fields import Fields
from engine.check.foreign import foreign_unit_written, prefix_family, stated_unit
from engine.check.judge import Judge
from engine.check.markdown import BARRIER, Block, blocks, line_starts
from engine.check.pairs import PairRules
from engine.check.pool import Pool
from engine.check.reports import ReportRules
from engine.check.rounding import RoundingRules
from engine.check.rownames import OF_FIGURE_ZH, RowIndex, by_condition, names_position, row_of, row_words
from engine.check.rules import SKIP_REASONS
from engine.check.settings import SETTING, SettingRules, written_as_setting
from engine.check.tiers import TierRules
from engine.check.scope import (
    Candidate,
    brief_derivations,
    derivations,
    from_evidence,
    from_scope,
    cross_diffs,
    identifiers,
    setup_forms,
    label_candidates,
    report_candidates,
    metric_words,
    row_names,
    setup_counts,
    setup_sides,
    twins,
)
from engine.check.summary import Summary
from engine.models.common import all_text

# a score out of a maximum: "298/400", "298 out of 400"
_SCORE_OF = re.compile(r"(?P<a>\d{1,4})\s*(?:/|⁄|out\s+of)\s*(?P<b>\d{1,4})", re.I)
from engine.check.variants import VariantRules, pp_twins, up_percent


_CLOCK_READING = re.compile(r"(?<![\d:.])\d{1,2}:\d{2}(?![\d:])")


def _clock_key(reading: str) -> str:
    """"08:00" and "8:00" are one reading."""
    h, _, mm = reading.strip().partition(":")
    return f"{int(h)}:{mm[:2]}" if h.isdigit() else reading.strip()


def _precise(m: Mention) -> bool:
    """Written to three significant figures or more (0.985, 3.938, 1,212)."""
    return len(re.sub(r"\D", "", m.core or m.text or "").lstrip("0")) >= 3


_BAD_CITE = re.compile(r"\[[^\[\]\n\x00]*-?@[A-Za-z0-9_][^\[\]\n\x00]*\]")
_DIGIT = re.compile(r"\d")
_MONEY_WORD = re.compile(r"(?i)dollar|usd|eur(?:o|\b)|\$|元|美金|price|pric(?:ed|ing)|cost|售价|价格|定价|成本|费用|\bmsrp\b")
# "12OGB/s", "l5O GB/s", "2OO 微秒": a letter O, l or I among digits, before a unit, is read by no rule (an
# identifier) while a reader sees 120, 150, 200
_LOOKALIKE_BODY = r"(?<![A-Za-z0-9.])(?=[0-9OolI.]*[0-9])(?=[0-9.]*[OolI])[0-9OolI]+(?:\.[0-9OolI]+)?"
_LOOKALIKE = re.compile(_LOOKALIKE_BODY + r"(?:(?![A-Za-z0-9])|(?=[KMGTP]i?B|[GM]bps|[mnµμu]?s(?![A-Za-z])))")
_LOOKALIKE_UNIT = re.compile(r"[ \u00a0]?(?:[KMGTP]i?B(?:/s)?|[GM]bps|[mnµμu]?s(?![A-Za-z])|%|倍|秒|毫秒|微秒|纳秒|分钟|小时|天|"
                            r"个|台|块|张|节点|TB|GB|MB|IOPS|ms|us|ns|hours?|seconds?|minutes?|days?|nodes?|GPUs?|times)")
# ... and one that starts with a digit, standing alone ("P99 时延为 45O。"): no name starts so (IO500, l18 do not;
# an octal 0o777 is code, not a figure)
_LOOKALIKE_BARE = re.compile(r"(?<![A-Za-z0-9.])(?!0[oO])(?=[0-9])" + _LOOKALIKE_BODY[len("(?<![A-Za-z0-9.])"):]
                             + r"(?![A-Za-z0-9])")
_AS_DIGIT = str.maketrans("OolI", "0011")
_HUGE = re.compile(r"\d{309,}")
_DIGITS = re.compile(r"\d+")
_MEMO = 4096  # bindings kept for reuse (memory stays bounded on long texts of distinct numbers)
_LISTED = re.compile(r"(?:\s*(?:/|、|\band\b|\bvs\.?|和|与|及)\s*[+\-−]?\d[\d.,]*(?:\s*%)?)+")
# "DistilBERT scores 1.4 points below BERT-base", "it scored 91.3": the verb names no column called a score
_SCORES_VERB = re.compile(r"(?<![a-z])scor(?:es|ed|ing)(?=\s+(?:(?:only|just|about|around|roughly|nearly|almost|over|"
                          r"under|some)\s+)*[+\-−]?\d)")
_CLAUSE_END = re.compile(r"(?:[,;;。!?!?::]|" + lexicon.COMMA + r")|\band\b|\bwhile\b|\bbut\b")


_BETWEEN = re.compile(r"^\s*(?:之间|之内|区间)")
_BETWEEN_EN = re.compile(r"(?<![a-z])between\s*$", re.IGNORECASE)


class Checker(DirectionRules, AgreementRules, CitationRules, Judge, PairRules, ColumnRules, VariantRules,
              ArithmeticRules, ProductRules, SettingRules, BaselineRules, ReportRules, AbsoluteRules, RoundingRules,
              BitNameRules, TierRules, ChartRules, DateRules, CountedRowRules, Summary):
    def __init__(self, text, path, registry, scope, sources, config, lang, today: dt.date, fields=(),
                 exemptions=None, related_gated=False):
        self.text, self.path, self.registry, self.config = text, path, registry, config
        self.exemptions, self.related_gated = exemptions, related_gated
        self.fields_base = len(text) + 1
        self.fields = Fields(list(fields), self.fields_base)
        self.scope, self.sources = scope, sources
        self.lang = lang or guess_lang(text)
        self.today = today
        self.starts = line_starts(text)
        self.report = CheckReport(path)
        self.raw: list[tuple] = []  # (rule, offset, text, message, expected, claim)
        self.records: list[dict] = []  # one per number (explain.py); the summary is counted from them
        self._memo: dict = {}
        self._ctx_block, self._ctx_seen = None, {}

    # -- set-up -------------------------------------------------------------------------------
    def run(self) -> CheckReport:
        self.blocks = blocks(self.text, self.exemptions)
        if not self.related_gated:  # no build gated the related titles: read them like a title
            for b in self.blocks:
                if b.kind == "link":
                    b.kind = "title"
        self.blocks += self.fields.blocks(len(self.blocks))
        cited: list[str] = []
        for b in self.blocks:
            for c in b.cites:
                if c.report not in cited:
                    cited.append(c.report)
        self.cited = cited
        reg = self.registry
        if self.scope is not None:
            self.in_scope = [r for r in (self.sources or []) if r in reg]
            # an editor's hand edit may derive a figure from the sources that no claim computes (78% − 41% = 37
            # 个百分点): the same restricted derivations as text mode, below every claim
            self.cands = from_scope(self.scope, self.lang) + report_candidates(reg, self.in_scope, self.lang)
            self.cands += brief_derivations(reg, self.in_scope, self.cands, self.lang)
        else:
            self.in_scope = [r for r in cited if r in reg]
            self.cands = report_candidates(reg, self.in_scope, self.lang) + derivations(reg, self.in_scope, self.lang)
        self.cands += twins([c for c in self.cands if c.kind == "evidence"], {}, self.lang)  # 2.3x = +130%
        self.cands += pp_twins(self.cands, self.lang)  # 16.3 个百分点 = bubble_nfs − bubble_s7
        self.cands += setup_counts(reg, self.in_scope, self.lang)  # "NVIDIA H20 ×8": 8 GPUs of that report
        # "workload: … 训练" in a report's setup: every value of that report is a training one (agree.py)
        sided = [c for c in setup_sides(self.cands, reg) if c.lo == c.lo]  # drop NaN
        # a plain cell's twins in other prefixes of its label's unit (415.53 PFLOPS of 415,530 TFLOPS) join the pool of
        # a figure written in that prefix only; the rules after binding never see them
        self._foreign = {}
        for c in sided:
            if c.foreign:
                self._foreign.setdefault(c.foreign, []).append(c)
        self.cands = Pool(c for c in sided if not c.foreign)  # indexed by size
        self.labels = label_candidates(reg, self.in_scope, self.lang)  # "2 layers", "Top 1,000": rows, columns
        self.cells = [c for c in self.cands if c.kind == "evidence" and c.need]
        self.rows = RowIndex(self.cells, self.labels, reg)  # "the 8.3B model": a row named by its own value
        self._cross: dict[str, list] = {}
        self._by_reports: dict[frozenset, Pool] = {}
        seen = sorted(set(self.in_scope) | set(cited))
        self.extractor = Extractor(identifiers(reg, seen, self.config.glossary),
                                   row_names(reg, seen) | metric_words(reg, seen))
        self.setup_forms = setup_forms(reg, sorted(set(self.in_scope) | set(cited)))
        self.allow = [a for a in self.config.allow if allowed(a, self.path)]
        self._group_cites()
        self._check_citations()
        used_reports: dict[str, int] = {}
        for b, (ms, sk) in zip(self.blocks, self.extractor.run_many(self.blocks)):
            self._check_block(b, ms, sk, used_reports)
        # every number is judged: its mentions, bindings and words are not needed for the summary (memory)
        self.extractor._memo.clear()
        self._memo.clear()
        self._ctx_block, self._ctx_seen = None, {}
        self._check_reports(used_reports)
        self._check_absolute()
        self._check_charts()
        self._finish()
        return self.report

    @property
    def others(self) -> Pool:
        """The values of the reports outside scope (an unsourced number that is one of them: "add R9 to the
        sources"), indexed by size on first need: a text whose numbers all bind never needs them (a cold
        check). `other(v)` reads one as a candidate, only when a number of about its size asks."""
        if self.__dict__.get("_others") is None:
            outside = sorted(set(self.registry.reports) - set(self.in_scope))
            self._others = Pool(_Unread(ev) for ev in self.registry.values(outside))
        return self._others

    def other(self, value: "_Unread") -> Candidate:
        if value.cand is None:
            value.cand = from_evidence(value.ev, self.registry, self.lang)
        return value.cand

    def _states(self, ref: str, written: str) -> bool:
        """The plain value's label or note states the unit written, or another prefix of it (MHz of GHz)."""
        memo = self.__dict__.setdefault("_stated_refs", {})
        if ref not in memo:
            memo[ref] = stated_unit(self.registry, ref)
        stated = memo[ref]
        return bool(stated) and (stated == written or stated in prefix_family(written))

    def _money_quantity(self, c: Candidate) -> bool:
        """c is an amount of money: every value it is of is named as one (a price, a cost, a column "(US dollars)",
        "售价(美元)"), so "$8 per GB" binds no batch size of 8 and "$15" no 15.3 W supply."""
        if not c.refs:
            return False
        memo = self.__dict__.setdefault("_money_refs", {})
        for ref in c.refs[:1] if c.op == "per" else c.refs:  # (a price per GB: the price is the money)
            if ref not in memo:
                rid, *path = ref.split(".")
                words = ""
                if rid in self.registry and len(path) == 3 and path[0] in self.registry[rid].model.tables:
                    column = self.registry[rid].model.tables[path[0]].columns.get(path[2])
                    words = path[2] + " " + (all_text(column.label) if column is not None and column.label else "")
                elif rid in self.registry and path and path[0] in self.registry[rid].model.metrics:
                    metric = self.registry[rid].model.metrics[path[0]]
                    words = path[0] + " " + (all_text(metric.note) if metric.note else "")
                memo[ref] = bool(_MONEY_WORD.search(words))
            if not memo[ref]:
                return False
        return True

    # -- numbers ---------------------------------------------------------------------------------------
    def _check_block(self, b: Block, mentions, skipped, used_reports: dict[str, int]):
        for s in skipped:
            if s.reason == "date" and (self._report_date(b, s.start, s.end, s.text)
                                       or self._row_year(b, s.start, s.end, s.text)):
                continue
            self._skip(b, s.start, s.text, s.reason, end=s.end)
        for start, text, reason in b.skips:  # citation keys, locators, URLs, footnote markers
            self._skip(b, start, text, reason, end=start + 1)
        self._check_reading(b, mentions)
        self._unread_digits(b, mentions, skipped)
        self._bit_names(b, mentions, skipped)
        if not mentions and not any(s.reason == "time" for s in skipped) or b.kind == "link" and not mentions:
            return
        if b.kind == "link":  # the generated related-articles list: other articles' titles
            for m in mentions:
                self._skip(b, m.core_start, m.core, "link-title", m=m)
            return
        sent_cites = self._sentence_cites(b)
        self._clock_in_report(b, skipped, sent_cites)  # ("Peak hours run from 8:00 to 22:00": times alone too)
        if not mentions:
            return
        self._foreign_setup(b, skipped, sent_cites)
        allow_spans = self._allow_spans(b)
        results: list[tuple[Mention, B.Binding | None]] = []
        named, rows_named = self._row_names(b, mentions, sent_cites)
        done: dict[int, B.Binding] = {}
        first: dict[int, B.Binding] = {}
        for i, m in enumerate(mentions):
            if m.group == "range" and m.role == "lo" and m.partner is not None:
                hi = mentions[m.partner]
                for c in self._by_pref():
                    if not c.needs_context and B.range_holds(m, hi, c, self.config.approx_tolerance):
                        done[i] = done[m.partner] = B.Binding("verified", c)
                        break
                if i not in done and _BETWEEN.search(b.text[hi.end:hi.end + 6]) or \
                        _BETWEEN_EN.search(b.text[max(0, m.start - 10):m.start]):
                    got = self._bracketed(b, m, hi)  # "在 5%~6% 之间": a bound on both sides
                    if got is not None:
                        done[i] = done[m.partner] = got
        for i, m in enumerate(mentions):
            off = b.pos[m.core_start]
            if m.exempt is not None:
                if len(m.exempt) >= 3 and not _DIGIT.search(m.exempt):
                    self._exempt(b, m, m.exempt, "inline")
                    continue
                if not _DIGIT.search(m.exempt):
                    self._add("bad-exemption", off, m.core,
                              "an exemption needs a stated reason: write {exempt: why this number needs no source}")
            if b.constants and m.unit is None and m.core.lstrip("+-−± ") in b.constants:
                self._skip(b, m.core_start, m.core, "constant", m=m)  # "- 1" in a hover's formula
                continue
            span = next((a for a, s, e in allow_spans if s <= m.start and m.end <= e), None)
            if span is not None:
                self._exempt(b, m, span.reason, "engine.yaml" if span in self.config.allow else "brief")
                continue
            if i in named and named[i] is None:  # "at 16x": a speed grade that is a row's id (rownames.py)
                self._skip(b, m.core_start, m.core, "identifier", m=m)
                continue
            if i in named:  # "the 8.3B model": a row's name, not a measurement (rownames.py)
                first[id(m)] = binding = B.Binding("verified", named[i])
                results.append((m, binding))
                continue
            rows = rows_named.get(b.sentence_of(m.num_start), ())
            binding = first[id(m)] = done.get(i) or self._bind(b, m, rows, self._near_cites(b, m, sent_cites))
            if binding.status != "verified" and self.scope is None and _SCORE_OF.fullmatch(m.text or ""):
                binding = first[id(m)] = self._score_of(b, m, binding, rows, self._near_cites(b, m, sent_cites))
            if m.data.get("ordinal") and not (binding.cand is not None and "percentile" in binding.cand.keys
                                              and not _ordinal_in_label(m, binding.cand)):
                # "the 99th percentile latency": the name of a statistic, unless a percentile quantity disagrees
                # (or agrees); a quantity that only happens to equal it is no rank ("第 5 百分位" beside a cell of 5)
                self._skip(b, m.core_start, m.core, "identifier", m=m)
                continue
            if binding.status == "verified" and binding.alts and binding.cand.reports:
                binding = self._cited_first(b, m, binding, sent_cites)
            if b.kind == "cell" and binding.status == "verified":
                binding = self._row_variant(b, m, binding)
            if b.kind == "cell" and binding.status == "verified":
                binding = self._label_row(b, m, binding)
            if binding.status == "verified":
                binding = self._own_noun(b, m, binding)
            if binding.status == "verified":
                binding = self._noun_column(b, m, binding)
            if binding.status == "verified":
                binding = self._variant_named(b, m, binding, mentions)
            binding = self._other_rows(b, m, binding)
            if binding.status == "verified":
                binding = self._counted_column(b, m, binding)
            if binding.status == "verified":
                binding = self._other_unit_column(b, m, binding, mentions)
            if binding.status == "verified":
                binding = self._foreign_unit(b, m, binding)
            if binding.status == "verified":
                binding = self._price_terms(b, m, binding)
            if binding.status == "verified":
                binding = self._unknown_product(b, m, binding)
            if binding.status == "verified":
                binding = self._metric_of_other_row(b, m, binding)
            if binding.status == "verified":
                binding = self._agree(b, m, binding, mentions)
            if binding.status == "verified":
                binding = self._one_of_many(b, m, binding, mentions)
            if binding.status == "verified":
                binding = self._provenance(b, m, binding)
            if binding.status in ("verified", "value-mismatch"):
                binding = self._ratio_of_other(b, m, binding, mentions)
            if binding.status == "verified":
                binding = self._change_amount(b, m, binding)
            if binding.status == "verified":
                binding = self._points_as_percent(b, m, binding)
            if binding.status == "verified":
                binding = self._impossible_cut(b, m, binding)
            if binding.status == "verified":
                binding = self._derivation_direction(b, m, binding)
            binding = self._signed_decrease(b, m, binding)
            binding = self._cut_beyond_whole(b, m, binding)
            if binding.status == "verified":
                binding = self._direction_agrees(b, m, binding)
            if binding.status == "verified":
                binding = self._negated(b, m, binding)
            if binding.status == "verified":
                binding = self._foreign_baseline(b, m, binding)
            if binding.status == "verified":
                binding = self._plain_claim_named(b, m, binding)
            if binding.status == "verified" and binding.cand is not None and binding.cand.is_range and not m.group \
                    and m.qualifier is None and m.vague is None and m.arith is None \
                    and not _end_named(b, m, binding.cand, mentions, self.config.approx_tolerance) \
                    and not SETTING.search(b.text[max(0, m.start - 12):m.start]) \
                    and not _other_end_written(b, m, binding.cand, mentions, self.config.approx_tolerance):
                binding = B.Binding("range-end", binding.cand)  # "快 9.3 倍" for 6.2–9.3x: one end as the result
            results.append((m, binding))
        held = self._check_arithmetic(b, mentions)
        self._check_operands(mentions, results, held)
        self._check_pairs(mentions, results)
        self._change_figures(b, mentions, results)
        self._restated(b, results)
        self._speed_percents(b, results)
        self._like_for_like(b, results)
        self._comparative_levels(b, results)
        self._than_levels(b, results)
        self._compared_rows(b, results)
        self._from_to_rows(b, results)
        self._tier_bounds(b, results)
        self._written_pair(b, results)
        self._named_row(b, results, rows_named)
        self._bound_at_named_row(b, results)
        self._change_end_rows(b, results, rows_named)
        self._empty_cell_named(b, results, rows_named)
        self._change_of_named_rows(b, results, rows_named)
        self._listed_rows(b, results, rows_named)
        self._of_some_rows(b, results)
        self._price_of_named_row(b, results, rows_named)
        self._key_value_row_named(b, results)
        self._names_meet(b, results)
        self._versus_order(b, results)
        self._multiple_order(b, results)
        self._named_column(b, mentions, results)
        self._multiple_of_figure_before(b, results)
        self._metric_in_named_cell(b, results, rows_named)
        self._versus_columns(b, results)
        self._column_by_label(b, results)
        self._row_of_count(b, results)
        self._row_of_counted_name(b, mentions, results)
        self._row_of_setting(b, results, rows_named)
        self._held_by_setting(b, mentions, results, named)
        self._comparison_partner(b, mentions, results)
        self._share_of_change(b, mentions, results)
        self._versus_pairs(b, mentions, results)
        self._versus_direction(b, results)
        # (again: a pair's figure that _like_for_like doubted and _versus_pairs restored, "350 W against 250 W")
        self._written_pair(b, results)
        self._level_from_sibling(b, results)
        self._pair_just_written(b, results)
        self._multiple_of_object(b, results)
        self._gain_baseline(b, results)
        self._written_ratio(b, results)
        self._written_products(b, results)
        for m, binding in results:
            was = first[id(m)]
            if binding is not was and not binding.runners and was.runners:  # --explain: keep the runners-up
                binding = replace(binding, runners=tuple(r for r in was.runners if r[1] is not binding.cand))
            self._judge(b, m, binding, sent_cites, used_reports)

    def _bracketed(self, b: Block, lo: Mention, hi: Mention) -> B.Binding | None:
        """"保存气泡在 5%~6% 之间", "between 5% and 6%": the quantity whose words are near and whose value lies
        between the two ends as written."""
        ctx, _ = self._context(b, lo)
        fits = []
        for c in self.cands:
            f = B._factor(lo, c)
            if c.needs_context or c.is_range or f is None or B._factor(hi, c) != f:
                continue
            if lo.value * f <= c.lo <= hi.value * f and B.score(c, ctx) > 0:
                fits.append(c)
        if not fits:
            return None
        # "x1 带宽在 0.985 到 3.938 GB/s 之间": ends written to three figures or more are the values at the ends, not
        # a loose bound, once one of them is (else each end is judged as written: 0.984 is no value)
        tol = self.config.approx_tolerance
        ends = [any(B.holds(x, c, tol, qualifier=None) for c in fits) for x in (lo, hi) if _precise(x)]
        if any(ends) and not all(ends) or any(ends) and len(ends) < 2:
            return None
        c = sorted(fits, key=lambda x: (-B.score(x, ctx), B._pref(x)))[0]
        return B.Binding("verified", c, score=B.score(c, ctx))

    def _foreign_setup(self, b: Block, skipped, sent_cites) -> None:
        """"在华为 Atlas 910B 上,FX100 单次保存只需 94s[@R1]": a platform or size skipped because a report's set-up
        names it in that form belongs to that report; in a sentence that cites only other reports it
        attributes them a set-up they do not have."""
        for s in skipped:
            owners = self.setup_forms.get(re.sub(r"\s+", "", s.text).lower()) if s.reason == "identifier" else None
            if not owners:
                continue
            k = b.sentence_of(s.start)
            near = cites_near(sent_cites, k)
            if near and not near & owners:
                self._add("wrong-citation", b.pos[s.start], s.text,
                          f"{s.text} is the set-up of {', '.join(sorted(owners))}, but its sentence cites "
                          f"{', '.join(sorted(near))}, which does not name it")

    def _clock_in_report(self, b: Block, skipped, sent_cites) -> None:
        """"从 8:00 到 24:00 每 GB 0.50 元": a time of day in a sentence that cites a report which writes times of day
        (a peak-hour tariff, a maintenance window) is one of them, as written; another is an unsourced-number."""
        for s in skipped:
            if s.reason != "time":
                continue
            near = cites_near(sent_cites, b.sentence_of(s.start))
            said = [self._clock_readings(r) for r in sorted(near) if r in self.registry]
            if not any(said) or any(_clock_key(s.text) in got for got in said):
                continue
            self._add("unsourced-number", b.pos[s.start], s.text,
                      f"{s.text}: the cited reports ({', '.join(sorted(near))}) write times of day, but not this one "
                      f"({', '.join(sorted(set().union(*said)))})")

    def _clock_readings(self, rid: str) -> set:
        memo = self.__dict__.setdefault("_clocks", {})
        if rid not in memo:
            texts: list[str] = []

            def walk(x):
                if isinstance(x, str):
                    texts.append(x)
                elif isinstance(x, dict):
                    for v in x.values():
                        walk(v)
                elif isinstance(x, (list, tuple)):
                    for v in x:
                        walk(v)
            walk(self.registry[rid].model.model_dump())
            memo[rid] = {_clock_key(x.group()) for t in texts for x in _CLOCK_READING.finditer(t)}
        return memo[rid]

    def _by_pref(self) -> list:
        if self.__dict__.get("_pref_order") is None:
            self._pref_order = sorted(self.cands, key=B._pref)
        return self._pref_order

    def _skip(self, b: Block, start: int, text: str, reason: str, **kw):
        if reason not in SKIP_REASONS:
            raise ValueError(f"skip reason {reason!r} is not in engine/check/rules.py SKIP_REASONS")
        self._mention(b, start, text, "skipped", reason=reason, **kw)

    def _unread_digits(self, b: Block, mentions, skipped):
        """Digits a reader sees that no mention and no skip covers are never dropped: each run is a mention
        in error (a form the extractor does not read, e.g. `1.5e0%`), so every shown digit is accounted for."""
        text = b.text
        if not _DIGIT.search(text):
            return
        spans = sorted([(m.start, m.end) for m in mentions] + [(s.start, s.end) for s in skipped])
        for d in _DIGITS.finditer(text):
            s, e = d.span()
            k = bisect.bisect_right(spans, (s, float("inf"))) - 1
            covered = False
            while k >= 0 and not covered:
                lo, hi = spans[k]
                covered = lo <= s and e <= hi
                if lo < s - 200:
                    break
                k -= 1
            if covered:
                continue
            lo, hi = max(0, s - 6), min(len(text), e + 6)
            shown = text[lo:hi].replace(BARRIER, " ").strip()
            self._mention(b, s, d.group(), "checked", end=e)
            self._add("unsourced-number", b.pos[s], d.group(),
                      f"{d.group()} in {shown!r} is a figure the checker cannot read as a number with its "
                      "unit: write it plainly (digits, unit) so it can be verified")

    def _check_reading(self, b: Block, mentions):
        """What the reader sees and the text does not say plainly: invisible characters at a number,
        brackets that look like citations and are not."""
        text = b.text
        for pos, off, ch in b.invisible:
            near = text[pos - 1:pos + 1] if pos > 0 else text[:1]
            if any(c.isdigit() for c in near) or any(m.start <= pos <= m.end for m in mentions):
                name = unicodedata.name(ch, "format character").lower()
                self._add("invisible-character", off, f"U+{ord(ch):04X}",
                          f"an invisible U+{ord(ch):04X} ({name}) touches a number or unit: readers see "
                          f"{text[max(0, pos - 8):pos + 8].strip(BARRIER)!r} without it; delete the character")
        for m in _HUGE.finditer(text):  # read by no rule (an identifier, a count): no float holds it
            if not any(x.start <= m.start() < x.end for x in mentions):
                self._mention(b, m.start(), m.group(), "checked", end=m.end())
                self._add("unsourced-number", b.pos[m.start()], m.group()[:20] + "…",
                          f"{m.group()[:20]}…: a number of {len(m.group())} digits, too large to be a measured figure")
        for m in _LOOKALIKE.finditer(text):
            if not _LOOKALIKE_UNIT.match(text, m.end()) and not _LOOKALIKE_BARE.fullmatch(m.group()):
                continue
            seen = m.group().translate(_AS_DIGIT)
            self._mention(b, m.start(), m.group(), "checked", end=m.end())
            self._add("unsourced-number", b.pos[m.start()], m.group(),
                      f"{m.group()} mixes letters that look like digits (O, l, I) into a figure: readers see "
                      f"{seen}; write the digits")
        for pos, reason in b.exempts:
            if _DIGIT.search(reason):
                self._mention(b, pos, "{exempt: " + reason + "}", "checked", end=pos + 1)
                self._add("bad-exemption", b.pos[pos], "{exempt: " + reason + "}",
                          "an exemption's reason may not contain a figure (a reader would take it for a "
                          "claim): say why the number needs no source in words")
        for pos, reason in b.shown_exempts:
            marker = "{exempt: " + reason + "}" if reason else "{exempt}"
            self._mention(b, pos, marker, "checked", end=pos + 1)
            self._add("bad-exemption", b.pos[pos], marker,
                      "this exemption would be published as a reader sees it (it is not a plain {exempt: …} "
                      "marker right after a number in the brief's text, which the build strips): write it plainly")
        if "@" in text:
            for m in _BAD_CITE.finditer(text):
                if b.caption:
                    self._add("bad-citation", b.pos[m.start()], m.group(),
                              f"{m.group()} is in a chart title or an image's text, where a citation is not read "
                              "(and would be published as typed): remove it; a figure there needs no citation, "
                              "like a heading's, but it must still bind")
                    continue
                self._add("bad-citation", b.pos[m.start()], m.group(),
                          f"{m.group()} is not a citation: write [@R1], [@R1; @R9] or [@R1, 表 3] "
                          "(a locator is 表/图/页/§/p./Table/Fig. and its number); anything else in the "
                          "brackets is text")

    def _cited_first(self, b: Block, m: Mention, bd: B.Binding, sent_cites) -> B.Binding:
        """The same value in two reports: the one the text cites is the one its clause is judged against
        (1.3 ms in OJ1 and in OJ6: "…orjson is 1.3 ms [@OJ6]" is about OJ6's orjson row)."""
        near = self._near_cites(b, m, sent_cites)
        if set(bd.cand.reports) <= near:
            return bd
        alt = next((a for a in bd.alts if a.reports and set(a.reports) <= near), None)
        if alt is None:
            return bd
        from dataclasses import replace
        return replace(bd, cand=alt, alts=tuple(a for a in bd.alts if a is not alt) + (bd.cand,))

    def _row_names(self, b: Block, mentions, sent_cites) -> tuple[dict, dict]:

        """The mentions that name a row of a table their sentence cites by its value (index -> the cell or label),
        and the words of the rows each sentence names so (sentence index -> row keys)."""
        named: dict[int, Candidate] = {}
        rows: dict[int, tuple] = {}
        self._some_rows = []
        if not self.rows.by_table:
            return named, rows
        for i, m in enumerate(mentions):
            if m.exempt is not None or B._QD_BEFORE.search(b.text[max(0, m.start - 12):m.start].lower()):
                continue  # ("QD1" is a queue depth, not the 1 of "Longhorn 1.6 with 1 replica")
            grade = self.rows.grade_named(b.text, m, self._near_cites(b, m, sent_cites))
            if grade is not None:  # "at 16x": the speed grade that is a row's id names that row
                named[i] = None
                k = b.sentence_of(m.num_start)
                words, had = rows.get(k, ((), frozenset()))
                rows[k] = (tuple(sorted(set(words) | {grade[2].lower()})), had | {(b.text[m.start:m.end].lower(), m.start, grade[2].lower())})
                continue
            got = self.rows.printed_at(b.text, m, self._near_cites(b, m, sent_cites))
            if got is not None:  # "PCIe 6.0", "At 128/4096": inside a row's whole printed name
                named[i], start, end, unique = got
                if not unique:
                    continue  # (a name two rows print names neither)
                k = b.sentence_of(m.num_start)
                words, had = rows.get(k, ((), frozenset()))
                name = b.text[start:end].lower()
                rows[k] = (tuple(sorted(set(words) | {name, row_words(named[i])})), had | {(name, start, name)})
                continue
            end = names_position(b.text, m)
            c = self.rows.name_of(m, self.config.approx_tolerance, self._near_cites(b, m, sent_cites),
                                  m.unit is None and B._money(m, b.text[max(0, m.start - 30):m.end + 30].lower()),
                                  written_as_setting(b.text, m),
                                  foreign_unit_written(b.text, m.start, m.end) if m.unit is None else "")
            if c is not None and end < 0:
                end = self.rows.caption_head(b.text, m, c)
            if c is None and end >= 0 and not by_condition(b.text, m):
                # "the 50 GB disc at 82 Mbit/s" when two rows hold 50 GB: the figures after it are of one of them
                some = self.rows.rows_of(m, self.config.approx_tolerance, self._near_cites(b, m, sent_cites))
                if some:
                    self._some_rows.append((m, end, frozenset(some)))
                continue
            if c is not None and end == m.end and by_condition(b.text, m) and not (
                    c.kind == "label" or c.name in self.rows.keys or units.is_counted(c.unit)):
                end = -1  # "rated at 350 W, while …": a measured value after at is no setting that names its row
            if c is not None and end < 0:
                # elsewhere, a number of a row's printed name that verifies as a value of that row ("from 18 to 34
                # layers" for the rows "18 layers", "34 layers"; "50 层为 3.8×10^9" for "50-layer") names that row
                # too, but is bound as usual (a plain value of a row is no name: "从 16 个翻倍到 40 个")
                if not self.rows.printed_name(m, c, self.config.approx_tolerance):
                    continue
                bd = self._bind(b, m)
                if bd.status != "verified" or bd.cand is None or row_of(bd.cand) != row_of(c) and not (
                        # (the same printed name in another table of the report: "海光 7490" in 表 1 and 表 2)
                        bd.cand.kind == c.kind == "label" and row_of(bd.cand) is not None
                        and row_of(bd.cand)[0] == row_of(c)[0] and str(bd.cand.display) == str(c.display)):
                    continue
                end = m.end
                if c.kind == "label" and str(c.display).strip() == m.text.strip():
                    named[i] = c  # "after 4.0": the row's whole printed name, not a value of it
            elif c is not None:
                named[i] = c
                self._name_ends_no_change(b, mentions, i)
            if c is not None:
                k = b.sentence_of(m.num_start)
                # a row's name ("8.3B 模型", "152 层网络") is no word of a measured column ("Model parallel GPUs",
                # "Number of layers") for the other numbers
                words, had = rows.get(k, ((), frozenset()))
                rows[k] = (tuple(sorted(set(words) | {row_words(c)})), had | {(b.text[m.start:end].lower(), m.start, row_words(c))})
        return named, rows

    @staticmethod
    def _name_ends_no_change(b: Block, mentions, i: int) -> None:
        """"从 50 层的 22.85% 降到 152 层的 21.43%": the change goes to the figure the row's name is about, not to
        the name (idempotent: the extractor's mentions of an identical block are reused)."""
        m = mentions[i]
        j = i + 1
        if m.group != "change" or m.role != "to" or m.partner is None or j >= len(mentions) \
                or mentions[j].group or not OF_FIGURE_ZH.match(b.text[m.end:mentions[j].end].lower()):
            return
        a, z = mentions[m.partner], mentions[j]
        a.partner, z.group, z.role, z.partner = j, "change", "to", m.partner
        m.group, m.role, m.partner = "", "", None

    def _score_of(self, b: Block, m: Mention, failed: B.Binding, rows: tuple, near: set) -> B.Binding:
        """"298/400", "298 out of 400": when the fraction is no quantity, a score and the maximum it is out of,
        each a cell of one row ("Bar Exam: maximum 400, score 298"); else the fraction's own failure."""
        got = _SCORE_OF.fullmatch(m.text)
        parts = []
        for g in ("a", "b"):
            v = float(got.group(g))
            parts.append(replace(m, value=v, decimals=0, half_w=None, unit=None, unit_text="", qualifier=None,
                                 qual_text="", text=got.group(g), core=got.group(g), data={}))
        bds = [self._bind(b, x, rows, near) for x in parts]
        if all(bd.status == "verified" and bd.cand is not None and row_of(bd.cand) is not None for bd in bds) \
                and row_of(bds[0].cand) == row_of(bds[1].cand) and bds[0].cand.name != bds[1].cand.name:
            return B.Binding("verified", bds[0].cand, runners=((0, bds[1].cand),))
        return failed

    def _bind(self, b: Block, m: Mention, rows: tuple = (), near: set = frozenset()) -> B.Binding:
        if "identity" in m.data:  # "1 TiB = 2^40 字节": a fact of the unit registry, not of a report
            ok, truth = m.data["identity"]
            c = Candidate("unit identity", "identity", m.value * m.unit.factor, m.value * m.unit.factor, m.unit, 0,
                          truth, "engine/units.py", (), ())
            return B.Binding("verified" if ok else "value-mismatch", c)
        ctx, sent = self._context(b, m)
        if rows:  # rows the sentence names by a value ("the 8.3B model"): their words count as written in it
            words, names = rows
            raw = ctx
            for phrase, start, word in names:
                if start != m.start:
                    ctx, sent = _cut_name(ctx, phrase, " "), _cut_name(sent, phrase, " ")
                    raw = _cut_name(raw, phrase, f" {word} ")
            if raw != ctx:
                m.data["named_ctx"] = raw  # (bind.operand_and_object reads a multiple's object by its rows' words)
            obj = B.share_object(m, raw)  # "1/10 of the 307M model's": what a share is of, by the row's words
            if obj is not None:
                m.data["share_obj"] = obj
            sent = sent + " \x1f " + " ".join(words)  # named in the sentence, not near the number
        if m.unit is not None and m.unit.symbol == "%" and not m.pp and up_percent(b, m):
            m.data["up_pct"] = True
        # several reports in scope (cited in the article, or the brief's sources): a sentence is about the reports
        # it cites (with a brief, the claims computed from them and the assumptions besides)
        own = frozenset(near) if near and set(self.in_scope) - set(near) else frozenset()
        key = (m.data.get("up_pct"), m.value, m.decimals, m.unit.symbol if m.unit else None, m.unit.factor if m.unit else None,
               m.qualifier, m.qual_text, m.vague, m.sign, m.scale, ctx, sent, own, m.data.get("share_obj"))
        got = self._memo.get(key)
        if got is None:
            cands = self.cands
            if self.scope is None:  # text mode: a difference across rows and columns, when the sentence names both
                cross = self._cross.get(sent)
                if cross is None:
                    cross = self._cross[sent] = cross_diffs(self.registry, self.cells, sent, self.lang) \
                        + sentence_derivations(self.registry, self._in_scope_values(), sent, self.lang)
                cands = cands + cross if cross else cands
            if m.unit is None and B._money(m, ctx):
                cands = [c for c in cands if self._money_quantity(c)]  # "$15 per GB" is no 15.3 W supply
            written = foreign_unit_written(b.text, m.start, m.end) if m.unit is None else ""
            if written:
                # "At 64 GT/s" is no 64-bit bus nor 64 GPUs, "2.0 GHz" no count of 2 ports: when some plain values
                # state the unit written (a column "Data rate (GT/s)", "Clock (GHz)"), the figure is one of them
                fitting = [c for c in cands if not c.unit.symbol and c.refs and self._states(c.refs[0], written)]
                if fitting:
                    cands = fitting
            if written in self._foreign:
                cands = cands + self._foreign[written]  # (415.53 PFLOPS binds only a figure written in PFlop/s)
            got = B.bind(m, cands, ctx, self.config.approx_tolerance, sent, self.labels)
            if own and not (got.status == "verified" and set(got.cand.reports) <= own):
                # "ViT-H/14 … [@FV2]" is FV2's row name, not a difference of FE1's cited elsewhere: the cited
                # reports' quantities bind first, as when the sentence is checked alone. Another report's
                # quantity is kept only when it is the figure and the cited ones have none (wrong-citation).
                mine = B.bind(m, self._cited_pool(own, cands), ctx, self.config.approx_tolerance, sent,
                              self._cited_labels(own))
                if self.scope is not None and mine.status != "verified":
                    mine = got  # with a brief, another source's figure is judged as before (wrong-citation)
                if mine.status == "verified" or got.status != "verified":
                    got = mine
            self._memo[key] = got
            if len(self._memo) > _MEMO:  # the oldest binding goes: a text repeats within an article's length
                del self._memo[next(iter(self._memo))]
        return got

    def _in_scope_values(self) -> list:
        got = getattr(self, "_values_in_scope", None)
        if got is None:  # the reports' own values: the operands of a sentence's derivations (derive.py)
            got = self._values_in_scope = [c for c in self.cands if c.kind == "evidence" and c.reports]
        return got

    def _cited_pool(self, reports: frozenset, cands) -> Pool:
        if cands is not self.cands:  # with the sentence's cross-row differences: not kept
            return Pool(c for c in cands if c.reports and set(c.reports) <= reports)
        got = self._by_reports.get(reports)
        if got is None:
            got = self._by_reports[reports] = Pool(c for c in cands if c.reports and set(c.reports) <= reports
                                                   or self.scope is not None and not c.reports)
        return got

    def _cited_labels(self, reports: frozenset) -> list:
        return [c for c in self.labels if c.reports and set(c.reports) <= reports]

    def _context(self, b: Block, m: Mention) -> tuple[str, str]:
        """The words around m (its clause, and its sentence), lower-cased; asked for by several rules of the
        same number, so kept for the block being checked."""
        if self._ctx_block is not b:
            self._ctx_block, self._ctx_seen = b, {}
        key = (m.start, m.end, m.num_start)
        got = self._ctx_seen.get(key)
        if got is None:
            got = self._ctx_seen[key] = self._read_context(b, m)
        return got

    @staticmethod
    def _read_context(b: Block, m: Mention) -> tuple[str, str]:
        k = b.sentence_of(m.num_start)
        lo, hi = b.sentence_span(k)
        after = b.text[m.end:min(hi, m.end + 30)]
        # "4.5 and 7.0 point improvements": the words after a list of figures are each figure's
        listed = _LISTED.match(after)
        if listed:
            after = b.text[m.end:min(hi, m.end + listed.end() + 30)]
        cut = _CLAUSE_END.search(after, listed.end() if listed else 0)
        before = b.text[max(lo, m.start - 30):m.start]
        ctx = before + b.text[m.start:m.end] + (after[:cut.start()] if cut else after)
        sent = b.text[max(lo, m.start - 120):min(hi, m.end + 60)]
        if b.kind == "cell":
            ctx = b.header + " " + b.row + " " + ctx
            sent = b.header + " " + b.row + " " + sent
        verb = lambda k: "gets".ljust(len(k.group()))  # noqa: E731 (same length: offsets in the text stay)
        return _SCORES_VERB.sub(verb, ctx.lower()), _SCORES_VERB.sub(verb, sent.lower())


def _cut_name(text: str, phrase: str, by: str) -> str:
    """The row's name taken out where it is written whole: "9654" of "比 9654 便宜", never the digits of "9654p"."""
    if not phrase:
        return text
    rx = ("(?<![0-9a-z.])" if phrase[0].isascii() and phrase[0].isalnum() else "") + re.escape(phrase) \
        + ("(?![0-9a-z])" if phrase[-1].isascii() and phrase[-1].isalnum() else "")
    return re.sub(rx, lambda _: by, text)


class _Unread:
    """A value of a report outside scope, as the pool indexes it (its quantity's bounds and unit, which are
    its candidate's), before its candidate (words, display, tags) is read."""

    __slots__ = ("ev", "lo", "hi", "unit", "cand")

    def __init__(self, ev):
        self.ev, self.lo, self.hi, self.unit, self.cand = ev, ev.quantity.lo, ev.quantity.hi, ev.quantity.unit, None


# words that name one end of a range as that end (_end_named, _other_end_written)
_HIGH_END = re.compile(r"最高|最大|最多|最长|上限|上端|(?<![a-z])(?:max(?:imum)?|highest|largest|up to|upper|top|high end)"
                       r"(?![a-z])")
_LOW_END = re.compile(r"最低|最小|最少|最短|下限|下端|(?<![a-z])(?:min(?:imum)?|lowest|smallest|lower|least|low end|bottom)"
                      r"(?![a-z])")


def _other_end_written(b, m, c, mentions, tol: float) -> bool:
    """"rated to run from -40 °C … to 70 °C": both ends of the range are written in the sentence, low end first,
    each as itself, and no end is named as an end."""
    k = b.sentence_of(m.num_start)
    ends = [replace(c, hi=c.lo), replace(c, lo=c.hi)]
    mine = [e for e in ends if B.holds(m, e, tol, qualifier=None)]
    if len(mine) != 1:
        return False
    low = mine[0] is ends[0]
    other = ends[1] if low else ends[0]
    lo, hi = b.sentence_span(k)
    if _HIGH_END.search(b.text[lo:hi].lower()) or _LOW_END.search(b.text[lo:hi].lower()):
        return False  # (ends named as ends are judged as such: _end_named)
    return any(x is not m and b.sentence_of(x.num_start) == k and not x.group and (x.start > m.start) == low
               and B.holds(x, other, tol, qualifier=None) for x in mentions)  # (low end first, as a range is)


def _end_named(b, m, c, mentions, tol: float) -> bool:
    """One end of a measured range, named as that end in its own clause ("最高工作环境温度为 60°C,最低为 5°C",
    "a maximum of 10,240 MB"): the end it is, not the range's result."""
    from engine.check.agree import window

    if c.unit.symbol in ("x", "%"):
        return False  # (a multiple or a share of a range is one result: "最高提升至 2.5 倍" still names its end alone)
    lo, _hi = b.sentence_span(b.sentence_of(m.num_start))
    start = max([x.end for x in mentions if x is not m and lo <= x.end <= m.start], default=lo)
    win = b.text[start:m.start].lower() + " " + window(b, m, mentions)  # (across a comma: "At the low end, 330 …")
    if _HIGH_END.search(win) and not _LOW_END.search(win):
        return B.holds(m, replace(c, lo=c.hi), tol, qualifier=None)
    if _LOW_END.search(win) and not _HIGH_END.search(win):
        return B.holds(m, replace(c, hi=c.lo), tol, qualifier=None)
    return False


def _ordinal_in_label(m, c) -> bool:
    """The quantity's own words write the ordinal ("5th percentile user spectral efficiency"): the statistic's
    name, not a percentile that disagrees."""
    n = f"{m.value:g}"
    return any(f"{n}{suffix}" in c.keys for suffix in ("st", "nd", "rd", "th"))
