"""The evidence registry format: one test report per YAML file. See docs/formats.md."""
from __future__ import annotations

from typing import Literal, Optional, Union

from pydantic import Field, field_validator, model_validator

from engine.models.common import Date, Id, LangText, Num, Strict_

Access = Literal["public", "on-request", "internal"]


class Metric(Strict_):
    """A named figure of the report: a unit and exactly one of value, values or range."""

    unit: str
    """Unit of the figure, e.g. s, GB, GB/s, GiB, %, x, GPU, step (docs/formats.md, "Units")."""
    value: Optional[Num] = None
    """One measured value, written as a number: `value: 65.6`. Address: REPORT.metric."""
    values: Optional[dict[str, Num]] = None
    """Named variants of one measurement: `{baseline: 178, fx100: 94}`. Address: REPORT.metric.variant."""
    range: Optional[tuple[Num, Num]] = None
    """A measured range, low then high: `[6.2, 9.3]`."""
    note: Optional[LangText] = None
    """What the figure means; shown to readers and used by the checker as context."""
    where: Optional[str] = None
    """Where the figure is in the report, e.g. 表 3; shown in citations and derivations."""

    @model_validator(mode="after")
    def _exactly_one(self):
        given = [k for k in ("value", "values", "range") if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(
                "a metric needs exactly one of value, values or range"
                + (f" (found {', '.join(given)})" if given else ""))
        if self.range is not None and self.range[0] > self.range[1]:
            raise ValueError(f"range must be [low, high], got [{self.range[0]}, {self.range[1]}]")
        if self.values is not None and not self.values:
            raise ValueError("values must name at least one variant")
        return self


class Column(Strict_):
    """A table column. Its key is part of each cell's address."""

    unit: Optional[str] = None
    """Unit of every cell in the column; no unit: a text column (e.g. a model name)."""
    label: Optional[LangText] = None
    """The column's heading in the report; context for the checker."""


Cell = Union[Num, str, None]


class Table(Strict_):
    """A table of the report; every numeric cell is addressed as REPORT.TABLE.ROW.COLUMN."""

    caption: LangText
    """The table's caption in the report; context for the checker."""
    where: Optional[str] = None
    """Where the table is in the report, e.g. 表 2."""
    note: Optional[LangText] = None
    """What the table's figures mean, e.g. how they were measured."""
    columns: dict[str, Column] = Field(min_length=1)
    """The columns, in order: name -> {unit, label}."""
    rows: dict[str, Union[list[Cell], dict[str, Cell]]] = Field(min_length=1)
    """The rows: key -> a list of cells in column order, or a mapping column -> cell. A missing cell is null."""


class Check(Strict_):
    """A relation the report's own figures should satisfy, with options."""

    rel: str
    """The relation, e.g. `a / b ~ c` (~ within the tolerance; ==, <, <=, >, >=)."""
    tolerance: Optional[float] = Field(default=None, gt=0, lt=1)
    """Relative tolerance of ~, default 0.02."""
    note: Optional[str] = None
    """Why the relation should hold."""


class Evidence(Strict_):
    """One test report: evidence/<ID>.yaml (docs/formats.md, "Evidence files")."""

    id: Id
    """The report's id, e.g. R1; must equal the file name (R1.yaml). Articles cite it as [@R1]."""
    title: str
    """The report's title, shown in the article's sources."""
    publisher: str
    """Who published the report."""
    date: Date
    """The report's date, YYYY-MM-DD."""
    access: Access
    """public (cited with a link: give url) | on-request (shown as available on request) | internal (never citable)."""
    url: Optional[str] = None
    """Where readers get the report, http(s) only; required when access is public."""
    label: LangText = "实测"
    """What kind of source this is: 实测 (measured by a test report, the default) or 公开数据 (public third-party data). Shown in zh citations; chooses the disclosure and link texts."""
    setup: dict[str, str] = {}
    """Free-text test set-up, name: text (platform, workload, baseline)."""
    metrics: dict[str, Metric] = {}
    """Named figures: name -> {unit, value | values | range, note, where}."""
    tables: dict[str, Table] = {}
    """Named tables: name -> {caption, columns, rows, where, note}."""
    checks: list[Union[str, Check]] = []
    """Relations the report's figures should satisfy, e.g. `snapshot_size / save_time ~ bandwidth`; a failing one is a warning."""
    superseded_by: Optional[str] = None
    """The id of a newer report that replaces this one."""
    tags: list[str] = []
    """Free tags."""

    @field_validator("url")
    @classmethod
    def _safe_url(cls, v):
        if v is not None and not v.lower().startswith(("https://", "http://")):
            raise ValueError("url must start with https:// or http://")
        return v

    @model_validator(mode="after")
    def _public_has_url(self):
        if self.access == "public" and not self.url:
            raise ValueError("a public report needs a url (or set access: on-request)")
        return self
