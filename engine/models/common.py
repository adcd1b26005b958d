from __future__ import annotations

import datetime as dt
import re
from typing import Annotated, Literal, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict

# Numbers in files must be written as numbers: "fast" or "5" (quoted) is an error, and so are .nan and .inf.
# YAML reads 1e400 as inf: that is refused here too, so every figure is a finite float.
Num = Union[Annotated[int, Strict()], Annotated[float, Strict(), Field(allow_inf_nan=False)]]


class Strict_(BaseModel):
    """Base for file models: unknown fields are errors (typos get a did-you-mean).

    Each field's docstring is its documentation in the JSON Schema (engine schema), so an
    editor shows it while the user types.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)


ID_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")


def _check_id(value: str) -> str:
    # An id names a file or folder (build/<id>/, <chart>.svg, articles/<id>.yaml): no dots, slashes or spaces,
    # so '..' or '.' can never point the output outside its folder.
    if not ID_PATTERN.fullmatch(value) or len(value) > 100:
        shown = value if len(value) <= 40 else value[:37] + "..."
        raise ValueError(f"id '{shown}' is not allowed: an id starts with a letter or digit and holds only "
                         "letters, digits, '_' and '-' (at most 100)")
    return value


# Article, report and chart ids, and the names of related articles.
Id = Annotated[str, AfterValidator(_check_id)]


Lang = Literal["zh", "en"]


class Text(str):
    """A text given per language (`label: {zh: 存储节点, en: storage nodes}`). As a str it is the Chinese text
    (else the English one), so code that does not care about the language keeps working; `in_lang(lang)`
    picks the article's language and `every` joins all of them (the checker's context words)."""

    langs: dict[str, str]

    def __new__(cls, langs: dict[str, str]):
        obj = super().__new__(cls, langs.get("zh") or langs.get("en") or next(iter(langs.values()), ""))
        obj.langs = dict(langs)
        return obj

    def __getnewargs__(self):
        return (self.langs,)

    def in_lang(self, lang: str) -> str:
        return self.langs.get(lang) or str(self)

    @property
    def every(self) -> str:
        return " ".join(dict.fromkeys(v for v in self.langs.values() if v))


def text_for(value, lang: str):
    """The text of a (possibly per-language) field in one language; other values unchanged."""
    return value.in_lang(lang) if isinstance(value, Text) else value


def all_text(value):
    """Every language's text of a (possibly per-language) field, joined; other values unchanged."""
    return value.every if isinstance(value, Text) else value


def _to_text(v):
    return Text(v) if isinstance(v, dict) else v


def _nonempty(v):
    if isinstance(v, dict) and not any(v.values()):
        raise ValueError("give the text in at least one language: {zh: ..., en: ...}")
    return v


# A text field that may be given per language: `label: 存储节点` or `label: {zh: 存储节点, en: storage nodes}`.
LangText = Annotated[Union[str, dict[Lang, str]], AfterValidator(_nonempty), AfterValidator(_to_text)]


def _plausible_date(value: dt.date) -> dt.date:
    # The checker reads 19xx and 20xx years in text as dates; a date outside them would be shown in the
    # article as a number no report supports.
    if not 1900 <= value.year <= 2099:
        raise ValueError(f"date {value.isoformat()} is not between 1900-01-01 and 2099-12-31")
    return value


# A report's or an article's date (shown in the article).
Date = Annotated[dt.date, AfterValidator(_plausible_date)]
