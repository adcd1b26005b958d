"""Site settings in engine.yaml at the project root. Every field is optional."""
from __future__ import annotations

import re
from typing import Literal, Optional, Union

from pydantic import Field, field_validator

from engine.models.common import Strict_


CiteStyle = Literal["bracket", "superscript"]


class Site(Strict_):
    """Site settings. name, publisher and footer may be one text or one per language: {zh: ..., en: ...}."""

    name: Union[str, dict[Literal["zh", "en"], str]] = "engine"
    base_url: Optional[str] = None
    publisher: Union[str, dict[Literal["zh", "en"], str], None] = None
    lang: Literal["zh", "en"] = "zh"
    footer: Union[str, dict[Literal["zh", "en"], str], None] = None
    # How citations look in the page: bracket 【出处:R1 实测】 (zh only) or superscript [1] linking to
    # the numbered sources list. One style, or one per language; default zh: bracket, en: superscript.
    citations: Union[CiteStyle, dict[Literal["zh", "en"], CiteStyle], None] = None

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
        value = getattr(self, field)
        if isinstance(value, dict):
            return value.get(lang) or value.get(self.lang) or next(iter(value.values()), "")
        return value or ""


class Exemption(Strict_):
    """A number (or a finding) the checker must not report, with the reason. See docs/checking.md."""
    text: str  # the text around the number(s), e.g. "约 140 GB"; for a rule-level entry, the finding's text (R1)
    reason: str = Field(min_length=3)
    file: Optional[str] = None  # glob of the checked file, e.g. "build/*/ckpt-bubble.md"
    rule: Optional[str] = None  # only findings of this rule (e.g. evidence-inconsistency)


class CheckConfig(Strict_):
    approx_tolerance: float = Field(default=0.05, gt=0, lt=1)
    severity: dict[str, Literal["error", "warning", "off"]] = {}

    @field_validator("severity", mode="before")
    @classmethod
    def _off(cls, v):  # YAML reads a bare `off` as false
        return {k: ("off" if x is False else x) for k, x in v.items()} if isinstance(v, dict) else v

    glossary: list[str] = []
    allow: list[Exemption] = []
    max_age_days: Optional[int] = Field(default=None, gt=0)


_SECRET = re.compile(r"(?:^|_)(?:api_?key|key|token|secret|password|passwd|authorization|headers|credentials?)$",
                     re.IGNORECASE)


class LLMConfig(Strict_):
    """The optional drafting model (docs/llm.md). Secrets only come from the environment."""

    model: str = Field(pattern=r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")  # "package.module:ClassName"
    params: dict = {}  # keyword arguments for the class, e.g. model, base_url, temperature
    api_key_env: Optional[str] = Field(default=None, pattern=r"^[A-Za-z_]\w*$")  # env var passed as api_key=
    max_reasks: int = Field(default=2, ge=0, le=10)
    timeout: float = Field(default=120, gt=0)  # seconds per model call
    cache: str = "llm-cache"  # folder under the project root for recorded responses

    @field_validator("params")
    @classmethod
    def _no_secrets(cls, v: dict):
        for k in v:
            if _SECRET.search(str(k)):
                raise ValueError(f"'{k}' looks like a secret; secrets come only from environment variables: "
                                 "set api_key_env to the variable's name")
        return v


class Config(Strict_):
    site: Site = Site()
    check: CheckConfig = CheckConfig()
    llm: Optional[LLMConfig] = None
