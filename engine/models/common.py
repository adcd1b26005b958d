from __future__ import annotations

from typing import Annotated, Union

from pydantic import BaseModel, ConfigDict, Field, Strict

# Numbers in files must be written as numbers: "fast" or "5" (quoted) is an error, and so are .nan and .inf.
Num = Union[Annotated[int, Strict()], Annotated[float, Strict(), Field(allow_inf_nan=False)]]


class Strict_(BaseModel):
    """Base for file models: unknown fields are errors (typos get a did-you-mean).

    Each field's docstring is its documentation in the JSON Schema (engine schema), so an
    editor shows it while the user types.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)
