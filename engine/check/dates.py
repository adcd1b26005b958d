"""A report's date as the article gives it: "R1(2025 年 3 月发布)", "published in March 2025 [@R1]". A date is
skipped as a date, except where its clause says a report was published or issued then and the sentence
cites or names that report: then it must agree with the report's `date`, to the precision written (a year, a
month, or a day)."""
from __future__ import annotations

import re

from engine.check.markdown import Block
from engine.models.common import all_text

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


_YEAR_ONLY = re.compile(r"(?:(?:in|since|from|by|of)\s+)?((?:19|20)\d\d)(?:\s*年)?", re.I)
_YEAR_HEAD = re.compile(r"(?<![a-z])(?:years?|introduced|released|launched|published)(?![a-z])|年", re.I)
_INTRO = re.compile(r"introduc|releas|launch|announc|ship|debut|arriv|came out|unveil|发布|推出|上市|问世|面世|亮相")
_ROW_GAP = 48  # characters from a row's printed name to the year said of it


class DateRules:
    def _row_year(self, b: Block, start: int, end: int, text: str) -> bool:
        """"The V100 was introduced in 2020 [@R3]" when the cited table's year column (a plain column of calendar
        years: Year, Introduced, 发布年份) gives V100 2017: a year said of a row the sentence names (its printed name
        shortly before the year, no other row's between) is that row's year. A year that differs is a
        value-mismatch; one that agrees is checked. True when judged."""
        y = _YEAR_ONLY.fullmatch(text.strip())
        if y is None:
            return False
        year = int(y.group(1))
        k = b.sentence_of(start)
        lo, hi = b.sentence_span(k)
        rids = sorted({c.report for c in b.cites if lo <= c.clean <= hi + 1} & set(self.registry.reports))
        best = None
        for rid in rids:
            for tname, table in self.registry[rid].model.tables.items():
                cols = [n for n, col in table.columns.items() if col.unit == "" and col.label is not None
                        and _YEAR_HEAD.search(f"{n} {all_text(col.label)}")]
                if len(cols) != 1:
                    continue
                col_i = list(table.columns).index(cols[0])
                before = b.text[max(lo, start - _ROW_GAP):start].lower()
                for rkey, row in table.rows.items():
                    cells = row if isinstance(row, list) else list(row.values())
                    names = [v for v in cells if isinstance(v, str) and len(v) >= 2]
                    v = cells[col_i] if isinstance(row, list) and col_i < len(cells) else \
                        (row.get(cols[0]) if isinstance(row, dict) else None)
                    if not isinstance(v, (int, float)) or isinstance(v, bool) or not 1800 <= v <= 2100:
                        continue
                    for nm in names:
                        for g in re.finditer(r"(?<![\w.-])" + re.escape(nm.lower()) + r"(?![\w-])", before):
                            if best is None or g.end() > best[0]:
                                best = (g.end(), rid, tname, rkey, cols[0], int(v), nm)
        if best is None:
            return False
        _at, rid, tname, rkey, col, v, nm = best
        gap = b.text[max(lo, start - _ROW_GAP):start][best[0]:].lower() + " " + b.text[end:min(hi, end + 12)].lower()
        if not _INTRO.search(gap) and not re.fullmatch(r"\s*[(（]\s*", b.text[max(lo, start - _ROW_GAP):start][best[0]:]):
            return False  # "H100 … by 2024 we bought 128": a year of something else said about the row
        ref = f"{rid}.{tname}.{rkey}.{col}"
        if v == year:
            self._mention(b, start, text, "checked", end=end)
            return True
        self._add("value-mismatch", b.pos[start], text,
                  f"{text} is given as {nm}'s year, but {ref} is {v} ({rid} {self.registry[rid].model.tables[tname].where or tname})",
                  expected=str(v), claim=ref)
        self._mention(b, start, text, "checked", end=end)
        return True

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
