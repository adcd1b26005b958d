"""The coverage invariant (issue 10, docs/checking.md "Coverage"): every digit a reader can see in any
output is accounted for by a mention in the check report — verified, an error, or skipped with a reason
of the closed list. On the example builds (every output, the PDF included) and on generated articles."""
from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

sys.path.insert(0, str(Path(__file__).parent))
import generated_articles as corpus  # noqa: E402
import coverage as C  # noqa: E402

from engine.check.api import check_text  # noqa: E402
from engine.check.rules import SKIP_REASONS  # noqa: E402
from engine.models.config import CheckConfig  # noqa: E402
from engine.render import mdit  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
N_GENERATED = 300


@pytest.mark.parametrize("brief", ["ckpt-bubble", "ckpt-bubble-en", "ckpt-bubble-llm"])
def test_every_digit_of_every_output_is_accounted_for(brief, tmp_path):
    from engine import pipeline

    res = pipeline.build(ROOT, ROOT / "articles" / f"{brief}.yaml", out=tmp_path, pdf=True)
    assert res.passed and res.report.summary()["errors"] == 0
    texts = C.outputs(res.out_dir)
    assert {"index.html", f"{brief}.pdf", f"{brief}.md"} <= set(texts)
    bad = C.unaccounted(res.report, texts)
    assert not bad, "unaccounted digits:\n" + "\n".join(map(str, bad))
    assert {r["reason"] for r in res.report.mentions if r["status"] == "skipped"} <= set(SKIP_REASONS)


def _demo():
    from test_rules import project

    return project("demo")


def _cite(ids):
    return "".join(f"【出处:{i} 实测】" for i in ids)


def check_generated(md: str):
    registry, scope, sources, lang = _demo()
    report = check_text(md, "gen.md", registry=registry, scope=scope, sources=sources, config=CheckConfig(),
                        lang=lang)
    texts = {"gen.html": C.fragment_texts(mdit.to_html(md, {"cite": _cite}))}
    return report, C.unaccounted(report, texts)


_STATS = {"n": 0, "t0": None}
EXAMPLE_DISPLAYS = ["178s", "94s", "1.9", "9.9%", "5.4%", "3,560s", "1,880s", "10h", "20", "4.7%"]


@settings(max_examples=N_GENERATED, deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck))
@given(corpus.article(EXAMPLE_DISPLAYS))
def test_generated_articles_account_for_every_digit(md):
    _STATS["t0"] = _STATS["t0"] or time.perf_counter()
    _STATS["n"] += 1
    report, bad = check_generated(md)
    assert not bad, "unaccounted digits:\n" + "\n".join(map(str, bad)) + "\n--- article:\n" + md
    for r in report.mentions:
        assert r["status"] in ("verified", "error", "skipped")
        assert r["status"] != "skipped" or r["reason"] in SKIP_REASONS


def test_the_generated_corpus_is_large():
    # runs after the property test in file order: it counted its examples
    if not _STATS["n"]:
        pytest.skip("run together with test_generated_articles_account_for_every_digit")
    took = time.perf_counter() - _STATS["t0"]
    print(f"{_STATS['n']} generated articles in {took:.1f}s")  # the time is measured, not asserted (bench/)
    assert _STATS["n"] >= N_GENERATED
