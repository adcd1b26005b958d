"""Finding messages read cleanly: the qualifier is quoted once, then what it needs."""
from __future__ import annotations

import re

import pytest

from engine.check.api import check_text
from engine.models.config import CheckConfig
from test_rules import TODAY, project


def _messages(text: str, brief: str = "demo") -> list[str]:
    registry, scope, sources, lang = project(brief)
    report = check_text(text, "case.md", registry=registry, scope=scope, sources=sources, config=CheckConfig(),
                        lang=lang, today=TODAY)
    return [f.message for f in report.findings if f.rule == "qualifier-violation"]


@pytest.mark.parametrize("text, brief, word, needs", [
    ("With FX100 one save takes nearly 100 s [@R1].", "demo-en", "nearly", "just below 100 s"),
    ("With FX100 one save takes under 90 s [@R1].", "demo-en", "under", "less than 90 s"),
    ("The baseline save takes more than 180 s [@R1].", "demo-en", "more than", "greater than 180 s"),
    ("基线单次保存超过 180s [@R1]。", "demo", "超过", "greater than 180s"),
    ("基线单次保存约 150s [@R1]。", "demo", "约", "within 5% of 150s"),
    ("基线单次保存最高可达 250s [@R1]。", "demo", "最高可达", "maximum of about 250s"),
    ("基线单次保存至少 180s [@R1]。", "demo", "至少", "180s or more"),
    ("基线单次保存 170s 以内 [@R1]。", "demo", "以内", "170s or less"),
])
def test_qualifier_message_says_the_word_once(text, brief, word, needs):
    msgs = _messages(text, brief)
    assert len(msgs) == 1, msgs
    msg = msgs[0]
    assert f"‘{word}’ needs a " in msg and needs in msg, msg
    assert "which is not" not in msg and "(a tight maximum)" not in msg
    # the qualifier appears in the quoted text and once in the explanation: never twice in a row
    assert not re.search(r"\b(\w+(?: \w+)?) \1\b", msg), msg


def test_vague_message_gives_the_range():
    msgs = _messages("基线单次保存也只要数十秒 [@R1]。")
    assert len(msgs) == 1 and "needs a value from 10 up to (not including) 100" in msgs[0], msgs
