"""The brief format: an article's sources, assumptions, claims and text. See docs/formats.md."""
from __future__ import annotations

import datetime as dt
from typing import Literal, Optional, Union

from pydantic import Field, model_validator

from engine.models.common import Num, Strict_
from engine.models.config import Exemption, LLMConfig


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


class Outline(Strict_):
    """What the model should write (draft: llm). See docs/llm.md."""

    points: list[str] = Field(min_length=1)  # the points to make, in order
    claims: list[str] = []  # claim/assumption names the text must use
    length: Optional[int] = Field(default=None, gt=0, le=5000)  # about this many characters (zh) or words (en)
    tone: Optional[str] = None  # e.g. "plain, for engineers"


class Section(Strict_):
    q: str
    body: Optional[str] = None
    draft: Literal["template", "llm"] = "template"
    outline: Optional[Outline] = None

    @model_validator(mode="after")
    def _llm_needs_outline(self):
        if self.draft == "llm" and self.outline is None:
            raise ValueError("a section with draft: llm needs an outline (points, claims, length, tone)")
        return self


class FAQ(Strict_):
    q: str
    a: str


class LLMDraft(Strict_):
    """A part of the article (answer, lead or the whole FAQ) drafted by the model."""

    draft: Literal["llm"]
    outline: Outline
    count: Optional[int] = Field(default=None, ge=1, le=10)  # FAQ only: number of question/answer pairs


class Chart(Strict_):
    id: str
    type: Literal["bar", "barh"] = "bar"
    title: str
    claims: list[str] = Field(min_length=1)
    labels: Optional[list[str]] = None
    unit: Optional[str] = None
    after: Optional[int] = Field(default=None, ge=0)  # 0: after the lead; n: after section n (default 0)


class Brief(Strict_):
    id: str
    lang: Literal["zh", "en"]
    title: str
    date: Optional[dt.date] = None
    description: Optional[str] = None
    tags: list[str] = []
    sources: list[str] = Field(min_length=1)
    assume: dict[str, Assumption] = {}
    scenario: dict[str, Assumption] = {}  # what-if assumptions (same syntax as assume), e.g. a larger cluster
    claims: dict[str, Union[str, ClaimSpec]] = {}
    template: str = "qa-article"
    answer: Union[str, LLMDraft, None] = None
    lead: Union[str, LLMDraft, None] = None
    sections: list[Section] = []
    faq: Union[list[FAQ], LLMDraft, None] = None
    related: list[str] = []
    charts: list[Chart] = []
    exempt: list[Exemption] = []  # same shape as engine.yaml check.allow
    llm: Optional[LLMConfig] = None  # overrides engine.yaml's llm: for this brief (docs/llm.md)
