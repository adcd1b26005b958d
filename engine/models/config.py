"""Site settings in engine.yaml at the project root. Every field is optional."""
from __future__ import annotations

from typing import Literal, Optional

from pydantic import Field

from engine.models.common import Strict_


class Site(Strict_):
    name: str = "engine"
    base_url: Optional[str] = None
    publisher: Optional[str] = None
    lang: Literal["zh", "en"] = "zh"
    footer: Optional[str] = None


class Exemption(Strict_):
    text: str
    reason: str = Field(min_length=3)
    file: Optional[str] = None


class CheckConfig(Strict_):
    approx_tolerance: float = Field(default=0.05, gt=0, lt=1)
    severity: dict[str, Literal["error", "warning", "off"]] = {}
    glossary: list[str] = []
    allow: list[Exemption] = []
    max_age_days: Optional[int] = Field(default=None, gt=0)


class LLMConfig(Strict_):
    model: str  # "package.module:ClassName"
    params: dict = {}
    api_key_env: Optional[str] = None
    max_reasks: int = Field(default=2, ge=0, le=10)
    timeout: float = Field(default=120, gt=0)


class Config(Strict_):
    site: Site = Site()
    check: CheckConfig = CheckConfig()
    llm: Optional[LLMConfig] = None
