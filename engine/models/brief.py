"""The brief format: an article's sources, assumptions, claims and text. See docs/formats.md."""
from __future__ import annotations

from typing import Literal, Optional, Union

from pydantic import Field, model_validator

from engine.models.common import Date, Id, Num, Strict_
from engine.models.config import Exemption, LLMConfig


class Assumption(Strict_):
    """A scenario parameter: a unit, a note and exactly one of value or range. Readers are shown it."""

    unit: str
    """Unit of the value, e.g. step, h, GB, GPU (docs/formats.md, "Units")."""
    note: str
    """What the value is; shown to readers in the Assumptions list."""
    value: Optional[Num] = None
    """The assumed value, written as a number."""
    range: Optional[tuple[Num, Num]] = None
    """An assumed range, low then high."""

    @model_validator(mode="after")
    def _one(self):
        if (self.value is None) == (self.range is None):
            raise ValueError("an assumption needs exactly one of value or range")
        if self.range is not None and self.range[0] > self.range[1]:
            raise ValueError(f"range must be [low, high], got [{self.range[0]}, {self.range[1]}]")
        return self


class ClaimSpec(Strict_):
    """A computed figure with options; a bare expression is the short form."""

    expr: str
    """The expression: claim and assumption names, evidence addresses (R1.metric.variant), + - * / and min, max, abs, round."""
    unit: Optional[str] = None
    """Convert the result to this unit (e.g. "%", h, GB/s); same dimension."""
    round: Optional[int] = Field(default=None, ge=0, le=6)
    """Decimals shown (0-6); the value itself is never rounded."""
    note: Optional[str] = None
    """What the figure means: context for readers, the checker and the LLM."""


class Outline(Strict_):
    """What the model should write (draft: llm). See docs/llm.md."""

    points: list[str] = Field(min_length=1)
    """The points to make, in order."""
    claims: list[str] = []
    """Claim and assumption names the text must use."""
    length: Optional[int] = Field(default=None, gt=0, le=5000)
    """About this many characters (zh) or words (en)."""
    tone: Optional[str] = None
    """e.g. "plain, for engineers"."""


class Section(Strict_):
    """A section of the article, headed by a question."""

    q: str
    """The section's heading: a question (may use placeholders)."""
    body: Optional[str] = None
    """The section's text: Markdown with {{ claim }} placeholders and [@R1] citations."""
    draft: Literal["template", "llm"] = "template"
    """template: the body is written here; llm: the model writes it from the outline (docs/llm.md)."""
    outline: Optional[Outline] = None
    """What the model should write, when draft is llm."""

    @model_validator(mode="after")
    def _llm_needs_outline(self):
        if self.draft == "llm" and self.outline is None:
            raise ValueError("a section with draft: llm needs an outline (points, claims, length, tone)")
        return self


class FAQ(Strict_):
    """A self-contained question and answer pair."""

    q: str
    """The question."""
    a: str
    """The answer: Markdown with placeholders and citations."""


class LLMDraft(Strict_):
    """A part of the article (answer, lead or the whole FAQ) drafted by the model."""

    draft: Literal["llm"]
    """llm: the model drafts this part."""
    outline: Outline
    """What the model should write."""
    count: Optional[int] = Field(default=None, ge=1, le=10)
    """FAQ only: the number of question/answer pairs."""


class Chart(Strict_):
    """A bar chart drawn from claims (docs/authoring.md, "Charts")."""

    id: str
    """The chart's file name: build/<id>/<chart id>.svg."""
    type: Literal["bar", "barh"] = "bar"
    """bar (vertical) or barh (horizontal)."""
    title: str
    """The chart's title."""
    claims: list[str] = Field(min_length=1)
    """The claims drawn, one bar each; same kind of unit."""
    labels: Optional[list[str]] = None
    """One label per claim."""
    unit: Optional[str] = None
    """Display unit; default: the first claim's."""
    after: Optional[int] = Field(default=None, ge=0)
    """0: after the lead (default); n: after section n."""


class Brief(Strict_):
    """One article: articles/<id>.yaml (docs/formats.md, "Briefs"; docs/authoring.md)."""

    id: Id
    """The article's id; must equal the file name. Output goes to build/<id>/."""
    lang: Literal["zh", "en"]
    """The article's language: zh or en."""
    title: str
    """The title (may use {{ claim }} placeholders)."""
    date: Optional[Date] = None
    """Publication date, YYYY-MM-DD: shown under the title, PDF metadata."""
    description: Optional[str] = None
    """The page's meta description; default: the direct answer as plain text."""
    tags: list[str] = []
    """Tags shown under the title."""
    sources: list[str] = Field(min_length=1)
    """The reports this article may cite, by id (e.g. [R1, R9])."""
    assume: dict[str, Assumption] = {}
    """Scenario parameters: name -> {value | range, unit, note}; shown to readers as assumptions."""
    scenario: dict[str, Assumption] = {}
    """What-if assumptions (same syntax as assume), e.g. a larger cluster."""
    claims: dict[str, Union[str, ClaimSpec]] = {}
    """Named figures: name -> an expression, or {expr, unit, round, note}."""
    template: str = "qa-article"
    """The page template: built in, or a folder in templates/."""
    answer: Union[str, LLMDraft, None] = None
    """Required: the direct answer, two or three sentences with the headline figures."""
    lead: Union[str, LLMDraft, None] = None
    """The lead paragraph."""
    sections: list[Section] = []
    """Sections, each headed by a question: [{q, body}]."""
    faq: Union[list[FAQ], LLMDraft, None] = None
    """Key questions: self-contained [{q, a}] pairs."""
    related: list[Id] = []
    """Other briefs by id, listed as related articles."""
    charts: list[Chart] = []
    """Bar charts drawn from claims."""
    exempt: list[Exemption] = []
    """Numbers or findings the checker must not report in this article (same shape as engine.yaml check.allow)."""
    llm: Optional[LLMConfig] = None
    """Overrides engine.yaml's llm: for this brief (docs/llm.md)."""
