"""A small project on disk for brief-mode tests: evidence files, and one brief per language sharing one body."""
from __future__ import annotations

from pathlib import Path


def brief_scopes(root: Path, evidence: dict[str, str], body: str, briefs: dict[str, str], title: str) -> dict:
    """{brief id: check_text keyword arguments} for briefs {id: lang}, each `id, lang, title` + body."""
    from engine.commands.claims import compute_claims

    (root / "evidence").mkdir()
    (root / "articles").mkdir()
    for rid, text in evidence.items():
        (root / "evidence" / f"{rid}.yaml").write_text(text, encoding="utf-8")
    out = {}
    for bid, lang in briefs.items():
        (root / "articles" / f"{bid}.yaml").write_text(f"id: {bid}\nlang: {lang}\ntitle: {title}\n" + body,
                                                        encoding="utf-8")
        _, b, reg, scope = compute_claims(root, root / "articles" / f"{bid}.yaml")
        out[bid] = dict(registry=reg, scope=scope, sources=list(b.model.sources), lang=b.model.lang)
    return out


def first_error(text: str, scope: dict) -> tuple[str, list]:
    """The first error rule of `text` checked with check_text keyword arguments `scope` ("" when none), and every
    error as (rule, message) for the assertion's message."""
    from engine.check.api import check_text

    errors = [f for f in check_text(text + "\n", "a.md", **scope).findings if f.severity == "error"]
    return (errors[0].rule if errors else ""), [(f.rule, f.message) for f in errors]


def text_registry(root: Path, evidence: dict[str, str]):
    """The registry of evidence files {id: YAML} written under root/evidence, for text-mode tests (no brief)."""
    from conftest import evidence_registry

    (root / "evidence").mkdir()
    for rid, text in evidence.items():
        (root / "evidence" / f"{rid}.yaml").write_text(text, encoding="utf-8")
    return evidence_registry(root)


def text_errors(reg, text: str) -> list[str]:
    """`rule: message` of every error of `text` checked against the cited reports of `reg` alone."""
    from engine.check.api import check_text

    return [f"{f.rule}: {f.message}" for f in check_text(text + "\n", "a.md", registry=reg).findings
            if f.severity == "error"]


def assert_first_rule(reg, text: str, rule: str) -> None:
    """Text mode: `text` fails with `rule` as its first error, with any error when rule is "error", or passes when
    rule is ""."""
    errors = text_errors(reg, text)
    if rule == "error":
        assert errors, text
    else:
        assert (errors[0].split(":")[0] if errors else "") == rule, (text, errors)
