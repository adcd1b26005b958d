"""The real langchain-ollama client against a local Ollama-style /api/chat stub (127.0.0.1 only).

Skipped unless the optional extra is installed (pip install 'engine[ollama]').
"""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

pytest.importorskip("langchain_ollama")
sys.path.insert(0, str(Path(__file__).resolve().parent / "llm"))

import openai_stub as S  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


def _project(tmp_path, url):
    for d in ("evidence", "articles"):
        shutil.copytree(REPO / d, tmp_path / d)
    brief = tmp_path / "articles" / "ckpt-bubble-llm.yaml"
    text = brief.read_text(encoding="utf-8")
    start, end = text.index("llm:\n"), text.index("  max_reasks:")
    text = (text[:start] + "llm:\n  model: langchain_ollama:ChatOllama\n"
            f'  params: {{model: "qwen2.5:14b", base_url: "{url}", temperature: 0}}\n' + text[end:])
    brief.write_text(text, encoding="utf-8")


def test_ollama_drafts_with_usage_and_structured_faq(tmp_path, capsys):
    from engine.cli import main

    srv = S.start()
    try:
        S.LOG.clear()
        _project(tmp_path, f"http://127.0.0.1:{srv.server_address[1]}")
        assert main(["build", "articles/ckpt-bubble-llm.yaml", "--root", str(tmp_path), "--no-pdf"]) == 0
    finally:
        srv.shutdown()
    out = capsys.readouterr().out
    assert "llm: passed after 1 round(s); 4 call(s), 0 cached, 0 re-ask(s), 3600 in / 160 out tokens" in out
    assert [e["path"] for e in S.LOG] == ["/api/chat"] * 4


def test_ollama_unreachable_server(tmp_path, capsys):
    from engine.cli import main

    _project(tmp_path, "http://127.0.0.1:9")
    assert main(["build", "articles/ckpt-bubble-llm.yaml", "--root", str(tmp_path), "--no-pdf"]) == 2
    err = capsys.readouterr().err
    assert "llm-unreachable" in err and "http://127.0.0.1:9" in err
