from __future__ import annotations

from typing import Annotated, Union

from pydantic import BaseModel, ConfigDict, Field, Strict

# Numbers in files must be written as numbers: "fast" or "5" (quoted) is an error, and so are .nan and .inf.
Num = Union[Annotated[int, Strict()], Annotated[float, Strict(), Field(allow_inf_nan=False)]]


class Strict_(BaseModel):
    """Base for file models: unknown fields are errors (typos get a did-you-mean)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
