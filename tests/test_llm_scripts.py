"""The eight scripted drafts of issue 5, built end to end with `engine build` and a scripted fake model.

The model is tests/llm/llm_fakes.py:ScriptedChatModel, configured in the brief's llm: block like any
langchain-core chat model. No network. Every request and reply is also in the test's llm-cache/,
which is how the tests read what the model was asked.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "llm"))

import llm_project as H  # noqa: E402


def _published(root: Path) -> bool:
    return (root / "build" / "t" / "index.html").exists()


def _reasks(root: Path) -> list[str]:
    """The re-ask messages the model received, in the order of the conversation."""
    convs = [r["request"]["messages"] for r in H.cache_records(root)]
    longest = max(convs, key=len)
    return [c for role, c in longest[2:] if role == "human"]


def test_1_honest_draft_passes(tmp_path, capsys):
    H.make_project(tmp_path, [H.HONEST])
    assert H.build(tmp_path) == 0
    md = (tmp_path / "build" / "t" / "t.md").read_text(encoding="utf-8")
    assert "基线共保存 20 次,每次 178 秒,合计 3,560 秒 [@R1]" in md
    assert "保存气泡为 9.9% [@R1]" in md
    assert "{{" not in md
    assert not (tmp_path / "build" / "t" / "draft").exists()
    recs = H.cache_records(tmp_path)
    assert len(recs) == 1 and len(recs[0]["request"]["messages"]) == 2  # no re-ask


@pytest.mark.parametrize("bad, rule_words", [
    (H.INVENTED, ("unsourced-number", "37%")),  # 2: invents a number
    (H.CHANGED, ("value-mismatch", "3,650s", "expected: 3,560 秒", "{{ save_base }}")),  # 3: changes a claim's value
    (H.UNCITED, ("missing-citation", "[@R1]")),  # 4: drops citations
    (H.WRONG_REPORT, ("wrong-citation", "[@R9]", "expected: [@R1]")),  # 5: cites the wrong report
], ids=["2-invented-number", "3-changed-value", "4-dropped-citations", "5-wrong-report"])
def test_bad_draft_is_caught_reasked_fixed_and_passes(tmp_path, bad, rule_words):
    H.make_project(tmp_path, [bad, H.HONEST])
    assert H.build(tmp_path) == 0
    md = (tmp_path / "build" / "t" / "t.md").read_text(encoding="utf-8")
    assert "合计 3,560 秒 [@R1]" in md and "37%" not in md and "3,650" not in md and "[@R9]。按" not in md
    reasks = _reasks(tmp_path)
    assert len(reasks) == 1, "exactly one re-ask"
    msg = reasks[0]
    assert msg.startswith("The fact checker rejected your text")
    for w in rule_words:
        assert w in msg, f"the re-ask names {w!r}: {msg}"


def test_bad_draft_findings_are_the_checkers(tmp_path):
    """The re-ask carries the checker's own rule ids and messages."""
    from engine import pipeline

    H.make_project(tmp_path, [H.INVENTED, H.HONEST])
    assert H.build(tmp_path) == 0
    msg = _reasks(tmp_path)[0]
    assert "unsourced-number" in msg or "value-mismatch" in msg, msg
    assert pipeline is not None


def test_6_script_tag_is_escaped(tmp_path):
    H.make_project(tmp_path, [H.SCRIPT])
    assert H.build(tmp_path) == 0
    html = (tmp_path / "build" / "t" / "index.html").read_text(encoding="utf-8")
    assert "<script>alert" not in html
    assert "<img src=x" not in html
    assert "&lt;script&gt;" in html
    import re

    scripts = re.findall(r"<script\b[^>]*>", html)
    assert all('type="application/ld+json"' in s for s in scripts), scripts


def test_7_always_failing_hits_the_limit_nothing_published_draft_saved(tmp_path, capsys):
    H.make_project(tmp_path, [H.INVENTED], max_reasks=2)
    assert H.build(tmp_path) == 1
    assert not _published(tmp_path)
    draft = tmp_path / "build" / "t" / "draft"
    assert (draft / "t.md").is_file()
    assert "37%" in (draft / "t.md").read_text(encoding="utf-8")
    assert "{{ bubble_base }}" in (draft / "llm-drafts.md").read_text(encoding="utf-8")
    assert (draft / "report.json").is_file() and (draft / "report.txt").is_file()
    rep = json.loads((draft / "llm-report.json").read_text(encoding="utf-8"))
    assert rep["passed"] is False and rep["rounds"] == 3 and rep["llm"]["reasks"] == 2
    assert rep["issues"]["sections.0"], rep
    assert len(_reasks(tmp_path)) == 2, "bounded by max_reasks"
    err = capsys.readouterr().err
    assert "37%" in err and "draft" in err
    # the error names the brief's line first (the section's `draft: llm`), then the draft that exists
    line = next(l for l in err.splitlines() if "error unsourced-number: 37%" in l)
    assert line.startswith("articles/t.yaml:22:12: error unsourced-number: 37%"), line  # draft: llm
    assert line.endswith(")") and "(in build/t/draft/t.md:" in line and (draft / "t.md").is_file()


def test_7b_max_reasks_zero_means_no_reask(tmp_path):
    H.make_project(tmp_path, [H.INVENTED, H.HONEST], max_reasks=0)
    assert H.build(tmp_path) == 1
    assert not _published(tmp_path)
    assert _reasks(tmp_path) == []


def test_8_malformed_structured_faq_is_a_clear_error(tmp_path, capsys):
    H.make_project(tmp_path, [H.HONEST, H.FAQ_MALFORMED], faq=H.FAQ_LLM)
    assert H.build(tmp_path) == 2
    err = capsys.readouterr().err
    assert "llm-malformed" in err and "malformed structured FAQ output" in err
    assert "pairs" in err  # names what is wrong
    assert "Traceback" not in err
    assert not (tmp_path / "build").exists(), "a partial result is never published"
    # only the complete, valid section response was cached; the malformed one was not
    kinds = [r["request"]["kind"] for r in H.cache_records(tmp_path)]
    assert kinds == ["text"]


def test_structured_faq_passes(tmp_path):
    H.make_project(tmp_path, [H.HONEST, H.FAQ_OK], faq=H.FAQ_LLM)
    assert H.build(tmp_path) == 0
    md = (tmp_path / "build" / "t" / "t.md").read_text(encoding="utf-8")
    assert "### 模型加载快多少?" in md and "加速 6.2–9.3 倍 [@R9]" in md
    html = (tmp_path / "build" / "t" / "index.html").read_text(encoding="utf-8")
    assert "FAQPage" in html and "模型加载快多少?" in html


def test_injection_in_evidence_note_is_data_and_an_obedient_model_is_still_caught(tmp_path):
    H.make_project(tmp_path, [H.OBEYS_INJECTION], injection=True)
    assert H.build(tmp_path) == 1
    assert not _published(tmp_path)
    first = [r for r in H.cache_records(tmp_path) if len(r["request"]["messages"]) == 2][0]
    (srole, system), (hrole, human) = first["request"]["messages"]
    assert (srole, hrole) == ("system", "human")
    assert H.INJECTION not in system
    assert "never an instruction" in system
    start, end = human.index("<data>"), human.index("</data>")
    hits = [i for i in range(len(human)) if human.startswith(H.INJECTION, i)]
    assert hits and all(start < i < end for i in hits)
    assert human.count("</data>") == 1


def test_rebuild_is_offline_from_the_cache(tmp_path):
    H.make_project(tmp_path, [H.INVENTED, H.HONEST])
    assert H.build(tmp_path) == 0
    first = (tmp_path / "build" / "t" / "t.md").read_bytes()
    # the model now only ever fails; the cache replays the first run exactly
    H.make_project(tmp_path, [H.INVENTED, H.HONEST])
    recs_before = len(H.cache_records(tmp_path))
    assert H.build(tmp_path) == 0
    assert (tmp_path / "build" / "t" / "t.md").read_bytes() == first
    assert len(H.cache_records(tmp_path)) == recs_before


def test_refresh_drafts_again(tmp_path):
    H.make_project(tmp_path, [H.HONEST])
    assert H.build(tmp_path) == 0
    # same config, so the same cache key: a build replays the record, --refresh asks the model again
    rec = H.cache_records(tmp_path)[0]
    path = tmp_path / "llm-cache" / f"{rec['key']}.json"
    rec["response"] = "缓存里的版本:" + H.HONEST
    path.write_text(json.dumps(rec, ensure_ascii=False), encoding="utf-8")
    md = tmp_path / "build" / "t" / "t.md"
    assert H.build(tmp_path) == 0 and "缓存里的版本" in md.read_text(encoding="utf-8")
    assert H.build(tmp_path, "--refresh") == 0 and "缓存里的版本" not in md.read_text(encoding="utf-8")
    assert H.cache_records(tmp_path)[0]["response"] == H.HONEST


def test_offline_example_builds_from_the_recorded_responses(tmp_path, capsys):
    """articles/ckpt-bubble-llm.yaml asks langchain_openai:ChatOpenAI (not installed here) and builds
    from llm-cache/ alone: no model call, no network, the cache left as committed."""
    from engine.cli import main

    cache = H.REPO / "llm-cache"
    before = {p.name: p.read_bytes() for p in cache.glob("*.json")}
    rc = main(["build", "articles/ckpt-bubble-llm.yaml", "--root", str(H.REPO), "--no-pdf", "--out", str(tmp_path)])
    out = capsys.readouterr()
    assert rc == 0, out.err
    assert "llm: passed after 1 round(s); 0 call(s), 4 cached, 0 re-ask(s)" in out.out
    md = (tmp_path / "ckpt-bubble-llm" / "ckpt-bubble-llm.md").read_text(encoding="utf-8")
    assert "单次 Checkpoint 保存从 178 秒降到 94 秒,快 1.9 倍 [@R1]" in md and "{{" not in md
    assert {p.name: p.read_bytes() for p in cache.glob("*.json")} == before


def test_committed_cache_records_are_marked_and_hold_no_secrets():
    import re

    for p in sorted((H.REPO / "llm-cache").glob("*.json")):
        rec = json.loads(p.read_text(encoding="utf-8"))
        assert rec["key"] == p.stem and "provenance" in rec
        assert not any(re.search(r"key|token|secret|password", k, re.I) for k in rec["request"]["params"])
        assert not re.search(r"sk-[A-Za-z0-9]{8,}", p.read_text(encoding="utf-8"))


def test_faq_with_the_wrong_number_of_pairs_is_reasked(tmp_path):
    one_pair = {"tool": {"pairs": H.FAQ_OK["tool"]["pairs"][:1]}}
    H.make_project(tmp_path, [H.HONEST, one_pair, H.FAQ_OK], faq=H.FAQ_LLM)
    assert H.build(tmp_path) == 0
    msg = _reasks(tmp_path)[0]
    assert "faq-count: return exactly 2 question/answer pairs, not 1" in msg
    md = (tmp_path / "build" / "t" / "t.md").read_text(encoding="utf-8")
    assert md.count("### ") == 2


def test_build_report_has_tokens_and_time_and_all_shows_drafting_progress(tmp_path, capsys):
    from engine.cli import main

    H.make_project(tmp_path, [H.INVENTED, H.HONEST],
                   params={"responses": [H.INVENTED, H.HONEST],
                           "usage": {"input_tokens": 1200, "output_tokens": 80, "total_tokens": 1280}})
    assert main(["build", "--all", "--root", str(tmp_path), "--no-pdf"]) == 0
    out = capsys.readouterr()
    assert ("llm: passed after 2 round(s); 2 call(s), 0 cached, 1 re-ask(s), 2400 in / 160 out tokens, "
            in out.out)
    assert "t: drafting sections.0 (1/1)" in out.err and "t: re-asking sections.0" in out.err


def test_english_brief_prompts_in_english(tmp_path):
    from engine.commands.claims import compute_claims
    from engine.draft import llm_prompt as P

    H.make_project(tmp_path, [H.HONEST])
    brief = tmp_path / "articles" / "t.yaml"
    brief.write_text(brief.read_text(encoding="utf-8").replace("lang: zh", "lang: en"), encoding="utf-8")
    _, b, registry, scope = compute_claims(tmp_path, Path("articles/t.yaml"))
    human = P.first_messages(P.llm_parts(b.model)[0], b.model, scope, registry)[1][1]
    assert "Language of your text: English (en)" in human and "about 120 words" in human


def test_model_configured_in_engine_yaml(tmp_path):
    H.make_project(tmp_path, [H.HONEST])
    brief = tmp_path / "articles" / "t.yaml"
    text = brief.read_text(encoding="utf-8")
    llm_line = text[text.index("llm: "):]
    brief.write_text(text[:text.index("llm: ")], encoding="utf-8")
    (tmp_path / "engine.yaml").write_text("site: {name: test}\n" + llm_line, encoding="utf-8")
    assert H.build(tmp_path) == 0
    assert H.cache_records(tmp_path)[0]["request"]["model"] == "llm_fakes:ScriptedChatModel"


def test_brief_llm_block_overrides_engine_yaml(tmp_path):
    H.make_project(tmp_path, [H.HONEST])
    (tmp_path / "engine.yaml").write_text("llm: {model: 'langchain_nosuchprovider:ChatX'}\n", encoding="utf-8")
    assert H.build(tmp_path) == 0


def test_secret_in_engine_yaml_is_a_located_error(tmp_path, capsys):
    H.make_project(tmp_path, [H.HONEST])
    (tmp_path / "engine.yaml").write_text("llm:\n  model: a:B\n  params: {openai_api_key: sk-x}\n", encoding="utf-8")
    assert H.build(tmp_path) == 2
    err = capsys.readouterr().err
    assert "engine.yaml:3:" in err and "looks like a secret" in err and "sk-x" not in err


@pytest.mark.parametrize("bad, rule", [
    (H.HONEST + "\n\n[详情](javascript:alert(document.cookie))", "unsafe-link"),
    (H.HONEST + "\n\n{{ ''.__class__.__mro__ }}", "bad-placeholder"),
    (H.HONEST.replace("{{ save_base }}", "{{ save_total }}"), "unknown-placeholder"),
    (H.HONEST.replace("[@R1]", "[@R12]"), "unknown-citation"),
], ids=["javascript-link", "template-injection", "unknown-placeholder", "citation-outside-sources"])
def test_unsafe_model_output_is_reasked_before_rendering(tmp_path, bad, rule):
    H.make_project(tmp_path, [bad, H.HONEST])
    assert H.build(tmp_path) == 0
    assert f"1. {rule}:" in _reasks(tmp_path)[0]
    html = (tmp_path / "build" / "t" / "index.html").read_text(encoding="utf-8")
    assert "javascript:" not in html and "__class__" not in html
