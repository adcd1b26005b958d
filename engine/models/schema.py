"""JSON Schemas of the three file formats, generated from the pydantic models.

Editors (VS Code's YAML extension) use them to complete and validate fields as
the user types; `engine schema KIND` prints one, `engine init` writes all three
to .engine/schema/. The loader stays the authority: relations a schema cannot
express (exactly one of value/values/range, known units) are still checked there.
"""
from __future__ import annotations

KINDS = ("evidence", "brief", "config")
SCHEMA_DIR = ".engine/schema"  # relative to the project root
TITLES = {"evidence": "engine evidence file (evidence/<ID>.yaml)",
          "brief": "engine brief (articles/<id>.yaml)",
          "config": "engine site settings (engine.yaml)"}


def _model(kind: str):
    if kind == "evidence":
        from engine.models.evidence import Evidence
        return Evidence
    if kind == "brief":
        from engine.models.brief import Brief
        return Brief
    from engine.models.config import Config
    return Config


def json_schema(kind: str) -> dict:
    """The schema of one format (draft 2020-12), with every field's documentation as its description."""
    schema = _model(kind).model_json_schema(mode="validation")
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema, "title": TITLES[kind]}


def schema_line(kind: str, depth: int) -> str:
    """The first line of a file `depth` folders below the project root, pointing the editor at its schema."""
    return f"# yaml-language-server: $schema={'../' * depth}{SCHEMA_DIR}/{kind}.json"
