"""The brief format: an article's sources, assumptions, claims and text. See docs/formats.md."""
from __future__ import annotations

import datetime as dt
from typing import Literal, Optional, Union

from pydantic import Field, model_validator

from engine.models.common import Num, Strict_


class Assumption(Strict_):
    unit: str
    note: str
    value: Optional[Num] = None
    range: Optional[tuple[Num, Num]] = None

    @model_validator(mode="after")
    def _one(self):
        if (self.value is None) == (self.range is None):
            raise ValueError("an assumption needs exactly one of value or range")
        return self


class ClaimSpec(Strict_):
    expr: str
    unit: Optional[str] = None
    round: Optional[int] = Field(default=None, ge=0, le=6)
    note: Optional[str] = None


class Section(Strict_):
    q: str
    body: Optional[str] = None
    draft: Literal["template", "llm"] = "template"
    outline: Optional[dict] = None


class FAQ(Strict_):
    q: str
    a: str


class Chart(Strict_):
    id: str
    type: Literal["bar", "barh"] = "bar"
    title: str
    claims: list[str] = Field(min_length=1)
    labels: Optional[list[str]] = None
    unit: Optional[str] = None
    after: Optional[str] = None  # section index or question the chart follows


class Brief(Strict_):
    id: str
    lang: Literal["zh", "en"]
    title: str
    date: Optional[dt.date] = None
    description: Optional[str] = None
    tags: list[str] = []
    sources: list[str] = Field(min_length=1)
    assume: dict[str, Assumption] = {}
    claims: dict[str, Union[str, ClaimSpec]] = {}
    template: str = "qa-article"
    answer: Optional[str] = None
    lead: Optional[str] = None
    sections: list[Section] = []
    faq: Union[list[FAQ], dict, None] = None
    related: list[str] = []
    charts: list[Chart] = []
    exempt: list[dict] = []
