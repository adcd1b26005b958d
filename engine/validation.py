"""Turn pydantic validation errors into located, plain-language problems."""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError

from engine.errors import EngineError, Problem, did_you_mean
from engine.yamlsrc import SourceMap

_TYPE_WORDS = {
    "int_type": "a number", "float_type": "a number", "int_parsing": "a number", "float_parsing": "a number",
    "int_from_float": "a whole number", "string_type": "text", "dict_type": "a mapping (key: value lines)",
    "list_type": "a list", "tuple_type": "a list [low, high]", "date_type": "a date like 2026-07-03",
    "date_parsing": "a date like 2026-07-03", "date_from_datetime_parsing": "a date like 2026-07-03",
    "bool_type": "true or false", "model_type": "a mapping (key: value lines)",
    "model_attributes_type": "a mapping (key: value lines)",
}


def _clean_loc(loc: tuple, data: Any) -> tuple:
    """Keep only the parts of a pydantic loc that are real keys in the data (drop union tags)."""
    out, cur = [], data
    for part in loc:
        if isinstance(cur, dict) and part in cur:
            out.append(part)
            cur = cur[part]
        elif isinstance(cur, (list, tuple)) and isinstance(part, int) and 0 <= part < len(cur):
            out.append(part)
            cur = cur[part]
        elif isinstance(cur, dict) and isinstance(part, str) and not _is_tag(part):
            out.append(part)  # a missing or unknown key
            cur = None
    return tuple(out)


def _is_tag(part: str) -> bool:
    return ("[" in part or part in ("int", "float", "str", "list", "dict", "tuple", "date", "bool", "none")
            or part[:1].isupper())


def _show(value: Any) -> str:
    text = repr(value) if not isinstance(value, str) else f"'{value}'"
    return text if len(text) < 40 else text[:37] + "..."


def validate(model: type[BaseModel], data: Any, smap: SourceMap, what: str):
    if not isinstance(data, dict):
        raise EngineError([Problem("type", f"{what} must be a mapping of fields, not {type(data).__name__}",
                                   smap.loc(()), "see docs/formats.md")])
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise EngineError(problems_from(exc, data, smap, model)) from None


def problems_from(exc: ValidationError, data: Any, smap: SourceMap, model: type[BaseModel]) -> list[Problem]:
    errors = exc.errors(include_url=False)
    cleaned = [(_clean_loc(tuple(e["loc"]), data), e) for e in errors]
    # A union reports one error per branch; keep the branch that matches the data
    # (drop type errors at a path where a deeper or non-type error also exists).
    non_type = {loc for loc, e in cleaned if not e["type"].endswith("_type")}
    out: dict[tuple, Problem] = {}
    for loc, e in cleaned:
        kind = e["type"]
        if kind.endswith("_type") and any(o[: len(loc)] == loc and o != loc or o == loc for o in non_type):
            continue
        field = _short(loc[-1]) if loc else ""  # a short excerpt only: this text comes from the file
        hint = None
        if kind == "missing":
            msg = f"missing required field '{field}'"
            location = smap.loc(loc[:-1])
            hint = "see docs/formats.md for the required fields"
        elif kind == "extra_forbidden":
            msg = f"unknown field '{field}'"
            location = smap.loc(loc, key=True)
            hint = (_comma_in_flow(loc, data, smap) or did_you_mean(str(field), _fields_at(model, loc[:-1], data))
                    or "see docs/formats.md for the allowed fields")
        elif kind in _TYPE_WORDS:
            got = _value_at(data, loc)
            msg = f"'{field}' must be {_TYPE_WORDS[kind]}, not {_show(got)}" if field != "" else f"expected {_TYPE_WORDS[kind]}"
            location = smap.loc(loc)
            if isinstance(got, str) and _TYPE_WORDS[kind] == "a number":
                hint = _numeric_hint(smap.looks_numeric.get(loc)) or \
                    "write the number without quotes or words, e.g. 178; put the unit in 'unit'"
        elif kind == "literal_error":
            msg = f"'{field}' {e['msg'][0].lower()}{e['msg'][1:]}"
            location = smap.loc(loc)
            if loc:  # `note: {zh: 带宽(单客户端, 1MB 块), en: …}`: the comma made `1MB 块)` a language key
                hint = _comma_in_flow(loc, data, smap)
        elif kind == "finite_number":
            msg = f"'{field}' must be a finite number, not {_show(_value_at(data, loc))}"
            location = smap.loc(loc)
        elif kind == "value_error":
            msg = e["msg"].removeprefix("Value error, ")
            location = smap.loc(loc)
        elif kind.startswith("too_short"):
            msg = f"'{field}' must not be empty"
            location = smap.loc(loc)
        else:
            msg = f"'{field}': {e['msg']}" if field != "" else e["msg"]
            location = smap.loc(loc)
        key = (location, msg)
        out.setdefault(key, Problem("schema", msg, location, hint))
    # "unknown field 'publsher'" with its did-you-mean already explains "missing required field 'publisher'"
    # in the same mapping.
    explained = {(smap.loc(loc[:-1]), h.split("'")[1]) for loc, e in cleaned if e["type"] == "extra_forbidden"
                 for h in [did_you_mean(str(loc[-1]), _fields_at(model, loc[:-1], data)) or ""] if h}
    return [p for (location, msg), p in out.items()
            if not (msg.startswith("missing required field") and (location, msg.split("'")[1]) in explained)]


def _comma_in_flow(loc: tuple, data, smap: SourceMap) -> str | None:
    """In `{value: 6.6, note: with traffic, approximately}` the comma ends the note, and YAML reads
    `approximately` as a key with no value. Say so, and show the value quoted."""
    parent = _value_at(data, loc[:-1])
    if not isinstance(parent, dict) or parent.get(loc[-1]) is not None or loc not in smap.key_at:
        return None
    keys = list(parent)
    line = smap.key_at[loc][0]

    def on_line(k) -> bool:
        at = smap.value_at.get(loc[:-1] + (k,)) or smap.key_at.get(loc[:-1] + (k,))
        return at is not None and at[0] == line

    i = keys.index(loc[-1])
    while i > 0 and parent[keys[i]] is None and on_line(keys[i]):
        i -= 1
    start = keys[i]
    if not isinstance(parent[start], str) or not on_line(start):
        return None
    words = [parent[start]]
    for k in keys[i + 1:]:
        if parent[k] is not None or not on_line(k):
            break
        words.append(str(k))
    return f'a comma inside {{ }} ends a value: quote it, {start}: "{", ".join(words)}"'


def _numeric_hint(text: str | None) -> str | None:
    """YAML 1.1 reads 0x1F, 1:30 and 1_000 as numbers; here (YAML 1.2 core) numbers are plain decimals."""
    if not text:
        return None
    if ":" in text:
        return f"'{text}' is not a number here (YAML 1.1 reads it as base-60); write the value in one unit, e.g. 90"
    if "_" in text:
        return f"write {text.replace('_', '')}: digits are not grouped with _ in numbers"
    return f"'{text}' is not a number here (YAML 1.1 reads 0x/0o/0b numbers); write it in decimal"


def _short(part) -> str:
    text = str(part)
    return text if len(text) <= 40 else text[:37] + "..."


def _value_at(data, loc):
    cur = data
    for part in loc:
        try:
            cur = cur[part]
        except (KeyError, IndexError, TypeError):
            return None
    return cur


def _fields_at(model: type[BaseModel], loc: tuple, data) -> list[str]:
    """Field names of the (sub)model at loc, for did-you-mean on unknown fields."""
    import typing

    cur: Any = model
    for part in loc:
        if isinstance(cur, type) and issubclass(cur, BaseModel):
            f = cur.model_fields.get(part) if isinstance(part, str) else None
            if f is None:
                return []
            cur = f.annotation
        else:
            args = [a for a in typing.get_args(cur) if a is not type(None)]
            models = [a for a in _flatten(args) if isinstance(a, type) and issubclass(a, BaseModel)]
            if not models:
                return []
            cur = models[0]
            if isinstance(part, str) and part in cur.model_fields:
                cur = cur.model_fields[part].annotation
    models = [cur] if isinstance(cur, type) and issubclass(cur, BaseModel) else [
        a for a in _flatten(typing.get_args(cur)) if isinstance(a, type) and issubclass(a, BaseModel)]
    return list(models[0].model_fields) if models else []


def _flatten(args):
    import typing

    for a in args:
        sub = typing.get_args(a)
        if sub:
            yield from _flatten(sub)
        else:
            yield a
