"""The evidence registry format: one test report per YAML file. See docs/formats.md."""
from __future__ import annotations

import datetime as dt
from typing import Literal, Optional, Union

from pydantic import Field, field_validator, model_validator

from engine.models.common import Num, Strict_

Access = Literal["public", "on-request", "internal"]


class Metric(Strict_):
    unit: str
    value: Optional[Num] = None
    values: Optional[dict[str, Num]] = None
    range: Optional[tuple[Num, Num]] = None
    note: Optional[str] = None
    where: Optional[str] = None

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
    unit: Optional[str] = None  # no unit: a text column (e.g. a model name)
    label: Optional[str] = None


Cell = Union[Num, str, None]


class Table(Strict_):
    caption: str
    where: Optional[str] = None
    note: Optional[str] = None
    columns: dict[str, Column] = Field(min_length=1)
    rows: dict[str, Union[list[Cell], dict[str, Cell]]] = Field(min_length=1)


class Check(Strict_):
    rel: str
    tolerance: Optional[float] = Field(default=None, gt=0, lt=1)
    note: Optional[str] = None


class Evidence(Strict_):
    id: str
    title: str
    publisher: str
    date: dt.date
    access: Access
    url: Optional[str] = None
    label: str = "实测"
    setup: dict[str, str] = {}
    metrics: dict[str, Metric] = {}
    tables: dict[str, Table] = {}
    checks: list[Union[str, Check]] = []
    superseded_by: Optional[str] = None
    tags: list[str] = []

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
