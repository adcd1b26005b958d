"""A report's date as the article gives it: "R1(2025 年 3 月发布)", "published in March 2025 [@R1]". A date is
skipped as a date, except where its clause says a report was published or issued then and the sentence
cites or names that report: then it must agree with the report's `date`, to the precision written (a year, a
month, or a day)."""
from __future__ import annotations

import re

from engine.check.markdown import Block

_PUBLISHED = re.compile(r"发布|发表|出具|出版|印发|报告日期|(?i:published|released|issued|dated|publication date)")
_MONTHS = {m: i + 1 for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct",
                                           "nov", "dec"))}
_YMD = re.compile(r"((?:19|20)\d\d)\s*[-/年.]\s*(\d{1,2})(?:\s*[-/.月]\s*(\d{1,2}))?")
_YEAR = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
_MONTH_WORD = re.compile(r"\b(" + "|".join(_MONTHS) + r")[a-z]*\.?(?:\s+(\d{1,2})(?!\d)(?:st|nd|rd|th)?)?", re.I)
_DAY_MONTH = re.compile(r"(?<!\d)(\d{1,2})(?:st|nd|rd|th)?\s+(" + "|".join(_MONTHS) + r")", re.I)
_REPORT = re.compile(r"报告|白皮书|文档|(?i:report|paper|study|white ?paper)")
_NEAR = 16  # characters between the date and the word that says it is a publication date


def parse(text: str) -> tuple[int, int | None, int | None] | None:
    """(year, month, day) as far as written: "2025 年 3 月" -> (2025, 3, None); "March 3, 2026" ->
    (2026, 3, 3); "in 2025" -> (2025, None, None); None without a year."""
    m = _YMD.search(text)
    if m:
        return int(m.group(1)), int(m.group(2)), int(m.group(3)) if m.group(3) else None
    y = _YEAR.search(text)
    if not y:
        return None
    dm = _DAY_MONTH.search(text)
    if dm:
        return int(y.group(1)), _MONTHS[dm.group(2)[:3].lower()], int(dm.group(1))
    mw = _MONTH_WORD.search(text)
    if mw:
        return int(y.group(1)), _MONTHS[mw.group(1)[:3].lower()], int(mw.group(2)) if mw.group(2) else None
    return int(y.group(1)), None, None


def agrees(written: tuple[int, int | None, int | None], date) -> bool:
    y, mo, d = written
    return y == date.year and (mo is None or mo == date.month) and (d is None or d == date.day)


class DateRules:
    def _report_date(self, b: Block, start: int, end: int, text: str) -> bool:
        """True (and a value-mismatch) when a publication date contradicts the date of every report its
        sentence cites or names."""
        k = b.sentence_of(start)
        lo, hi = b.sentence_span(k)
        around = b.text[max(lo, start - _NEAR):start] + " " + b.text[end:min(hi, end + _NEAR)]
        if not _PUBLISHED.search(around):
            return False
        written = parse(text)
        if written is None:
            return False
        sentence = b.text[lo:hi]
        named = {r for r in self.registry.reports if re.search(r"(?<![\w.@])" + re.escape(r) + r"(?![\w])", sentence)}
        if not named and not _REPORT.search(sentence):
            return False  # "2025 年 3 月,我们发布了 FX100 [@R1]": a product's date, not the report's
        rids = named | {c.report for c in b.cites if lo <= c.clean <= hi + 1}
        reps = [self.registry[r].model for r in sorted(rids) if r in self.registry.reports]
        if not reps or any(agrees(written, r.date) for r in reps):
            return False
        shown = ", ".join(f"{r.id} {r.date.isoformat()}" for r in reps)
        self._add("value-mismatch", b.pos[start], text,
                  f"{text} is given as a report's date, but the report is dated {shown}",
                  expected=reps[0].date.isoformat())
        self._mention(b, start, text, "checked", end=end)
        return True
