"""The real langchain-openai client against a local OpenAI-compatible stub server (127.0.0.1 only).

Skipped unless the optional extra is installed (pip install 'engine[openai]').
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

pytest.importorskip("langchain_openai")
sys.path.insert(0, str(Path(__file__).resolve().parent / "llm"))

import openai_stub as S  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
SECRET = "sk-local-SECRET-abcdef"


def _project(tmp_path, url, timeout=120):
    for d in ("evidence", "articles"):
        shutil.copytree(REPO / d, tmp_path / d)
    brief = tmp_path / "articles" / "ckpt-bubble-llm.yaml"
    text = brief.read_text(encoding="utf-8")
    text = text.replace('base_url: "http://localhost:8000/v1", temperature: 0}',
                        f'base_url: "{url}", temperature: 0, max_retries: 0}}')
    brief.write_text(text.replace("timeout: 120", f"timeout: {timeout}"), encoding="utf-8")


def _build(tmp_path, monkeypatch):
    from engine.cli import main

    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    return main(["build", "articles/ckpt-bubble-llm.yaml", "--root", str(tmp_path), "--no-pdf"])


def _no_secret(tmp_path):
    assert not [p for p in tmp_path.rglob("*") if p.is_file() and SECRET in p.read_text(errors="replace")]


def test_real_client_drafts_with_usage_and_structured_faq(tmp_path, monkeypatch, capsys):
    srv = S.start()
    try:
        S.LOG.clear()
        _project(tmp_path, f"http://127.0.0.1:{srv.server_address[1]}/v1")
        assert _build(tmp_path, monkeypatch) == 0
    finally:
        srv.shutdown()
    out = capsys.readouterr().out
    assert "llm: passed after 1 round(s); 4 call(s), 0 cached" in out and " out tokens" in out
    assert len(S.LOG) == 4 and S.LOG[0]["auth"] == f"Bearer {SECRET}"
    _no_secret(tmp_path)
    assert len(list((tmp_path / "llm-cache").glob("*.json"))) == 4


def test_real_client_unreachable_server(tmp_path, monkeypatch, capsys):
    _project(tmp_path, "http://127.0.0.1:9/v1")
    assert _build(tmp_path, monkeypatch) == 2
    err = capsys.readouterr().err
    assert "llm-unreachable" in err and "http://127.0.0.1:9/v1" in err
    _no_secret(tmp_path)


def test_real_client_timeout(tmp_path, monkeypatch, capsys):
    srv = S.start("hang")
    try:
        _project(tmp_path, f"http://127.0.0.1:{srv.server_address[1]}/v1", timeout=1)
        assert _build(tmp_path, monkeypatch) == 2
    finally:
        srv.shutdown()
    err = capsys.readouterr().err
    assert "llm-timeout" in err and "1 s limit" in err
