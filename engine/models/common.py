from __future__ import annotations

import re
from typing import Annotated, Union

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, Strict

# Numbers in files must be written as numbers: "fast" or "5" (quoted) is an error, and so are .nan and .inf.
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
