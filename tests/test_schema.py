"""The JSON Schemas (engine schema) agree with the loader and with the docs.

An editor validating with a schema must never flag a file the engine accepts, should flag the
common mistakes, and every field a schema offers must be documented.
"""
import json
import re
from pathlib import Path

import jsonschema
import pytest

from conftest import ROOT
from engine.models.schema import KINDS, _model, json_schema
from engine.yamlsrc import load as load_yaml

SCHEMAS = {k: json_schema(k) for k in KINDS}


def _kind(path: Path) -> str | None:
    if path.name == "engine.yaml":
        return "config"
    if "evidence" in path.parts:
        return "evidence"
    if "articles" in path.parts:
        return "brief"
    return None


def _data(path: Path):
    data, _ = load_yaml(path, path.name)
    return json.loads(json.dumps(data, default=str))  # dates as text, as an editor sees them


def _errors(kind: str, data) -> list[str]:
    validator = jsonschema.Draft202012Validator(SCHEMAS[kind])
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(data)]


def _files(*folders):
    return sorted(p for f in folders for p in (ROOT / f).rglob("*.yaml") if _kind(p.relative_to(ROOT)))


def test_schemas_are_valid_json_schema():
    for kind, schema in SCHEMAS.items():
        jsonschema.Draft202012Validator.check_schema(schema)


SHIPPED = _files("evidence", "articles", "engine/starter") + [ROOT / "engine.yaml"]


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_shipped_example_validates(path):
    kind = _kind(path.relative_to(ROOT))
    text = path.read_text(encoding="utf-8").replace("{lang}", "zh")  # the starter's engine.yaml is a template
    tmp = path.with_name(".schema-test.yaml")
    try:
        tmp.write_text(text, encoding="utf-8")
        data = _data(tmp)
    finally:
        tmp.unlink()
    assert _errors(kind, data) == []


def _accepted_fixtures():
    """Every YAML file under tests/ that the engine's models accept (the bad-input cases they reject are left out)."""
    out = []
    for path in _files("tests"):
        kind = _kind(path.relative_to(ROOT))
        try:
            data = _data(path)
            _model(kind).model_validate(data)
        except Exception:  # broken YAML or rejected by the models: a bad-input case
            continue
        out.append(pytest.param(kind, data, id=str(path.relative_to(ROOT))))
    return out


ACCEPTED = _accepted_fixtures()


def test_most_fixtures_are_accepted_ones():
    assert len(ACCEPTED) >= 40  # the filter above must not empty the next test


@pytest.mark.parametrize("kind, data", ACCEPTED)
def test_every_fixture_the_loader_accepts_validates(kind, data):
    assert _errors(kind, data) == []


# A sample of the bad-input fixtures whose mistake a schema can see, and what the editor then says.
REJECTED = [
    ("unknown-field/evidence/R1.yaml", "evidence", "Additional properties are not allowed ('publsher'"),
    ("comma-in-flow/evidence/R5.yaml", "evidence", "Additional properties are not allowed ('approximately'"),
    ("quoted-number/evidence/R1.yaml", "evidence", "is not valid under any of the given schemas"),
    ("wrong-type/evidence/R1.yaml", "evidence", ""),
    ("missing-field/evidence/R1.yaml", "evidence", "is a required property"),
]


@pytest.mark.parametrize("rel, kind, message", REJECTED, ids=[r[0] for r in REJECTED])
def test_schemas_reject_common_mistakes(rel, kind, message):
    path = ROOT / "tests" / "fixtures" / "bad" / rel
    errors = _errors(kind, _data(path))
    assert errors, f"the {kind} schema accepts {rel}"
    assert any(message in e for e in errors), errors


def _fields(schema: dict) -> dict[str, str]:
    """Every property name in a schema, with its description."""
    out = {}

    def walk(node):
        if isinstance(node, dict):
            for name, prop in node.get("properties", {}).items():
                out[name] = prop.get("description", "")
            for v in node.values():
                walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)
    walk(schema)
    return out


DOCS = {"evidence": ["formats.md"], "brief": ["formats.md", "authoring.md", "llm.md", "checking.md"],
        "config": ["authoring.md", "checking.md", "llm.md"]}


@pytest.mark.parametrize("kind", KINDS)
def test_every_schema_field_is_described_and_documented(kind):
    fields = _fields(SCHEMAS[kind])
    assert len(fields) > 5
    assert [f for f, d in fields.items() if len(d) < 8] == [], "fields without a description"
    docs = "\n".join((ROOT / "docs" / d).read_text(encoding="utf-8") for d in DOCS[kind])
    missing = [f for f in fields if not re.search(rf"(`{f}[`:. ]|\b{f}:)", docs)]
    assert missing == [], f"fields of the {kind} schema not documented in {DOCS[kind]}"


def _doc_examples(doc: str):
    text = (ROOT / "docs" / doc).read_text(encoding="utf-8")
    return re.findall(r"```yaml\n(.*?)```", text, re.S)


def test_the_documented_full_examples_validate(tmp_path):
    """formats.md's full evidence and brief examples and authoring.md's engine.yaml are what the schemas say."""
    checked = 0
    for doc in ("formats.md", "authoring.md"):
        for block in _doc_examples(doc):
            if block.startswith("id:") and "publisher:" in block and "title:" in block:
                kind = "evidence"
            elif block.startswith("id:") and "lang:" in block:
                kind = "brief"
            elif block.startswith("site:"):
                kind = "config"
            else:
                continue
            f = tmp_path / "x.yaml"
            f.write_text(block, encoding="utf-8")
            assert _errors(kind, _data(f)) == [], block[:60]
            checked += 1
    assert checked >= 3
