"""Site settings in engine.yaml at the project root. Every field is optional."""
from __future__ import annotations

import re
from typing import Literal, Optional, Union

from pydantic import Field, field_validator

from engine import units
from engine.models.common import Strict_


CiteStyle = Literal["bracket", "superscript"]
Text = Union[str, dict[Literal["zh", "en"], str]]


class LabelTexts(Strict_):
    """How articles describe the reports that carry one evidence `label` (docs/authoring.md, section 6)."""

    disclosure: Optional[Text] = None
    """The kind of source, as the disclosure names it: 实测报告 / measured test reports."""
    link: Optional[Text] = None
    """The link text of such a report in the Sources list: 下载报告 / Download the report."""


class Site(Strict_):
    """Site settings. name, publisher, footer and disclosure may be one text or one per language: {zh: ..., en: ...}."""

    name: Text = "engine"
    """The site's name, shown above the title."""
    base_url: Optional[str] = None
    """Canonical URL prefix: an article's page is <base_url>/<id>/; related links use it."""
    publisher: Optional[Text] = None
    """schema.org author and publisher."""
    lang: Literal["zh", "en"] = "zh"
    """The default language (of new briefs, and of settings given per language)."""
    footer: Optional[Text] = None
    """Text appended after the disclosure, e.g. how to get the full reports."""
    disclosure: Optional[Text] = None
    """Replaces the built-in disclosure sentence; {sources} names the kinds of the cited reports. An empty text removes it."""
    labels: dict[str, LabelTexts] = {}
    """Per evidence label (实测, 公开数据, or your own): the disclosure's words for such reports and their link text."""
    citations: Union[CiteStyle, dict[Literal["zh", "en"], CiteStyle], None] = None
    """How citations look in the page: bracket 【出处:R1 实测】 (zh only) or superscript [1] linking to the
    numbered sources list. One style, or one per language; default zh: bracket, en: superscript."""

    units: dict[Literal["zh", "en"], dict[str, str]] = {}
    """How a unit is written after a number, per language: {zh: {s: s, min: min}} shows 178s and 2.3min
    instead of the default 178 秒 and 2.3 分钟. Keys are unit symbols (s, min, h, GPU, node, …); each word must
    be one the checker reads as that unit (秒, 秒钟, sec; 卡, GPU)."""

    @field_validator("units")
    @classmethod
    def _unit_words(cls, v):
        for lang, table in v.items():
            for sym, word in table.items():
                if sym not in units.UNITS or sym in ("", "%", "x", "B", "M", "T"):
                    raise ValueError(f"'{sym}' is not a unit whose word can be chosen (s, min, h, GPU, node, …)")
                u = units.parse(word)
                if u is None or u.symbol != sym or word in units.NOT_SHOWN or (lang == "en" and word == "us"):
                    raise ValueError(f"the checker would not read '{word}' as {sym}: write one of "
                                     + ", ".join(units.spellings(sym)))
        return v

    @field_validator("citations")
    @classmethod
    def _en_brackets(cls, v):
        if (v.get("en") if isinstance(v, dict) else None) == "bracket":
            raise ValueError("bracket citations (【出处:R1 实测】) exist only in zh; en citations are superscript")
        return v

    def citation_style(self, lang: str) -> str:
        value = self.citations.get(lang) if isinstance(self.citations, dict) else self.citations
        if value is None or (lang != "zh" and value == "bracket"):
            return "bracket" if lang == "zh" else "superscript"
        return value

    def text(self, field: str, lang: str) -> str:
        """The setting in this language (falling back to the site's default language)."""
        return self._in(getattr(self, field), lang)

    def _in(self, value, lang: str) -> str:
        if isinstance(value, dict):
            return value.get(lang) or value.get(self.lang) or next(iter(value.values()), "")
        return value or ""

    def _label(self, label: str, what: str, lang: str) -> str:
        own = self.labels.get(label)
        if own is not None and getattr(own, what) is not None:
            return self._in(getattr(own, what), lang)
        return DEFAULT_LABELS.get(label, {}).get(what, {}).get(lang, "")

    def disclosure_text(self, lang: str, labels: list[str]) -> str:
        """The disclosure under an article citing reports with these labels, then the footer.

        It names what the figures were computed from, so its default is true for measured
        reports and for public third-party data alike; an unknown label is "the cited reports".
        """
        kinds = list(dict.fromkeys(self._label(x, "disclosure", lang) or GENERIC_SOURCES[lang] for x in labels))
        kinds = kinds or [GENERIC_SOURCES[lang]]
        sources = (kinds[0] if len(kinds) == 1 else
                   ("、".join(kinds[:-1]) + "和" + kinds[-1]) if lang == "zh" else
                   (", ".join(kinds[:-1]) + " and " + kinds[-1]))
        template = DEFAULT_DISCLOSURE[lang] if self.disclosure is None else self.text("disclosure", lang)
        text = template.replace("{sources}", sources).replace("{site}", self.text("name", lang))
        footer = self.text("footer", lang)
        # Chinese sentences follow each other without a space ("查证。如需…"); English ones with one.
        return (text + ("" if lang == "zh" else " ") + footer).strip() if text and footer else (text or footer)

    def link_text(self, label: str, lang: str, url: str) -> str:
        """The text of a report's link in the Sources list: "download" for a document, "view" for a page."""
        own = self._label(label, "link", lang)
        if own:
            return own
        document = url.lower().split("?")[0].split("#")[0].endswith((".pdf", ".zip", ".docx", ".xlsx", ".pptx"))
        return LINK_TEXTS[lang]["download" if document else "view"]


# The built-in texts (docs/authoring.md, section 6); engine.yaml's site.disclosure and site.labels override them.
DEFAULT_DISCLOSURE = {
    "zh": "本文由内容引擎根据{sources}自动生成,发布前经过自动数字核查;文中每个关键数字都标注了出处,可在“数据出处”中查证。",
    "en": ("This article was generated by a content engine from {sources} and checked automatically before "
           "publication; every key figure cites its source, listed under Sources."),
}
DEFAULT_LABELS = {
    "实测": {"disclosure": {"zh": "实测报告", "en": "measured test reports"}},
    "公开数据": {"disclosure": {"zh": "公开的第三方数据", "en": "public third-party data"}},
}
GENERIC_SOURCES = {"zh": "文中引用的报告", "en": "the reports it cites"}
LINK_TEXTS = {"zh": {"download": "下载报告", "view": "查看原文"},
              "en": {"download": "Download the report", "view": "View the source"}}


class Exemption(Strict_):
    """A number (or a finding) the checker must not report, with the reason. See docs/checking.md."""
    text: str
    """The text around the number(s), e.g. "约 140 GB"; for a rule-level entry, the finding's text (R1)."""
    reason: str = Field(min_length=3)
    """Why the number needs no check; shown in the report."""
    file: Optional[str] = None
    """Glob of the checked file, e.g. "build/*/ckpt-bubble.md"."""
    rule: Optional[str] = None
    """Only findings of this rule (e.g. evidence-inconsistency)."""


class AbsoluteTerms(Strict_):
    """The absolute-claim lexicon: built-in terms per language, extended or narrowed (docs/checking.md)."""

    zh: list[str] = []
    """More terms flagged in zh articles, matched literally (e.g. 行业标杆)."""
    en: list[str] = []
    """More terms flagged in en articles, matched literally and case-insensitively."""
    allow: list[str] = []
    """Built-in terms (as named in docs/checking.md, e.g. 绝对, never) that this project does not flag."""


class CheckConfig(Strict_):
    """The QA gate's settings (docs/checking.md)."""

    approx_tolerance: float = Field(default=0.05, gt=0, lt=1)
    """约 / about / approximately: the stated value may differ by this fraction (default 0.05)."""
    loose_rounding: float = Field(default=0.05, gt=0, lt=1)
    """loose-rounding: a figure rounded in the product's favour by more than this fraction (default 0.05)."""
    severity: dict[str, Literal["error", "warning", "off"]] = {}
    """Per rule id: error, warning or off."""

    @field_validator("severity", mode="before")
    @classmethod
    def _off(cls, v):  # YAML reads a bare `off` as false
        return {k: ("off" if x is False else x) for k, x in v.items()} if isinstance(v, dict) else v

    glossary: list[str] = []
    """Names whose digits are not figures (product names such as FX100)."""
    allow: list[Exemption] = []
    """Numbers or findings the checker must not report, each with a reason."""
    max_age_days: Optional[int] = Field(default=None, gt=0)
    """Warn when a cited report is older than this many days."""
    absolute_terms: AbsoluteTerms = AbsoluteTerms()
    """The absolute-claim rule's lexicon: zh and en terms to add, built-in terms to allow."""


_SECRET = re.compile(r"(?:^|_)(?:api_?key|key|token|secret|password|passwd|authorization|headers|credentials?)$",
                     re.IGNORECASE)


class LLMConfig(Strict_):
    """The optional drafting model (docs/llm.md). Secrets only come from the environment."""

    model: str = Field(pattern=r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")
    """The chat model class, "package.module:ClassName" (e.g. langchain_openai:ChatOpenAI)."""
    params: dict = {}
    """Keyword arguments for the class, e.g. model, base_url, temperature (no secrets)."""
    api_key_env: Optional[str] = Field(default=None, pattern=r"^[A-Za-z_]\w*$")
    """The environment variable whose value is passed as api_key=."""
    max_reasks: int = Field(default=2, ge=0, le=10)
    """How many times failing findings are sent back to the model (default 2)."""
    timeout: float = Field(default=120, gt=0)
    """Seconds per model call."""
    cache: str = "llm-cache"
    """Folder under the project root for recorded responses."""

    @field_validator("params")
    @classmethod
    def _no_secrets(cls, v: dict):
        for k in v:
            if _SECRET.search(str(k)):
                raise ValueError(f"'{k}' looks like a secret; secrets come only from environment variables: "
                                 "set api_key_env to the variable's name")
        return v


class Config(Strict_):
    """engine.yaml at the project root. Every field is optional."""

    site: Site = Site()
    """Site settings: name, base_url, publisher, lang, footer, disclosure, labels, citations."""
    check: CheckConfig = CheckConfig()
    """The QA gate: approx_tolerance, severity, glossary, allow, max_age_days."""
    llm: Optional[LLMConfig] = None
    """The optional drafting model (docs/llm.md)."""
