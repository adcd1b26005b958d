"""Adversarial cases for binding (issue 12 items 3 and 6, and the docs-only attack of issue 10): a number that
equals some quantity while its clause says something the quantity is not. Each row is a wrong figure that must
fail and a nearby true variant that must pass, against the demo project in tests/check/project (brief `demo`,
zh, or `demo-en`).

The demo's quantities: t_base 178 s, t_fx 94 s, speedup 1.894 (shown 1.9), saves 20, save_base 3,560 s,
save_fx 1,880 s, saved 1,680 s, run_time 10 h, run_time_fx 9.53 h, bubble_base 9.889% (9.9%), bubble_fx 5.48%,
time_saved 4.67%, bubble_drop 4.4 pp, extra_steps 4.9%, steps 10,000, cluster 200 GPUs, R1: 8 GPUs, 32B,
65.6 GB per snapshot, write bandwidth 3.26 → 6.40 GB/s (no statistic, no per-GPU scope); R9: model load 6.2–9.3x.
"""
from __future__ import annotations

import pytest

from tests.check.test_rules import run_case

# (class, brief, wrong text, true text, the rule the wrong text must raise)
CASES = [
    # --- a statistic or scope that no quantity states ------------------------------------------------------
    ("stat-unstated", "demo", "R1 实测,FX100 平均单次保存耗时 94s [@R1]。", "R1 实测,FX100 单次保存耗时 94s [@R1]。",
     "value-mismatch"),
    ("stat-unstated", "demo", "R1 实测,FX100 的峰值写带宽为 6.40GB/s [@R1]。", "R1 实测,FX100 的写带宽为 6.40GB/s [@R1]。",
     "value-mismatch"),
    ("stat-unstated", "demo", "R1 实测,FX100 单次保存的 P99 耗时 94s [@R1]。", "R1 实测,FX100 单次保存耗时 94s [@R1]。",
     "value-mismatch"),
    ("stat-unstated", "demo-en", "In R1, FX100 reaches a peak write bandwidth of 6.40 GB/s [@R1].",
     "In R1, FX100 reaches a write bandwidth of 6.40 GB/s [@R1].", "value-mismatch"),
    ("stat-unstated", "demo-en", "In R1, the average FX100 save takes 94 s [@R1].",
     "In R1, an FX100 save takes 94 s [@R1].", "value-mismatch"),
    ("scope-unstated", "demo", "R1 在 8 卡上测试,每卡写带宽 6.40GB/s [@R1]。", "R1 在 8 卡上测试,写带宽 6.40GB/s [@R1]。",
     "value-mismatch"),
    ("scope-unstated", "demo", "R1 在 8 卡上训练,每卡快照 65.6GB [@R1]。", "R1 在 8 卡上训练,每份快照 65.6GB [@R1]。",
     "value-mismatch"),
    ("scope-unstated", "demo-en", "In R1, FX100 sustains 6.40 GB/s of write bandwidth per GPU [@R1].",
     "In R1, FX100 sustains 6.40 GB/s of write bandwidth [@R1].", "value-mismatch"),
    ("scope-unstated", "demo-en", "In R1, each GPU wrote its 65.6 GB snapshot [@R1].",
     "In R1, each full snapshot is 65.6 GB [@R1].", "value-mismatch"),
    ("scope-per-step", "demo", "R1 实测,FX100 每训练一步需 94s [@R1]。", "R1 实测,FX100 每保存一次需 94s [@R1]。",
     "value-mismatch"),
    ("scope-per-step", "demo-en", "In R1, each training step on FX100 takes 94 s [@R1].",
     "In R1, each save on FX100 takes 94 s [@R1].", "value-mismatch"),
    # --- load is not save -----------------------------------------------------------------------------------
    ("load-vs-save", "demo", "R1 实测,FX100 单次加载耗时 94s [@R1]。", "R1 实测,FX100 单次保存耗时 94s [@R1]。",
     "value-mismatch"),
    ("load-vs-save", "demo-en", "In R1, one FX100 load takes 94 s [@R1].", "In R1, one FX100 save takes 94 s [@R1].",
     "value-mismatch"),
    # --- up to / nearly: never further below than 约 allows ---------------------------------------------------
    ("upto-below", "demo", "R1 实测,FX100 的写带宽最高可达 7.5GB/s [@R1]。", "R1 实测,FX100 的写带宽最高可达 6.4GB/s [@R1]。",
     "qualifier-violation"),
    ("upto-below", "demo", "换成 FX100 后,保存气泡接近 6% [@R1]。", "换成 FX100 后,保存气泡接近 5.5% [@R1]。",
     "qualifier-violation"),
    ("upto-below", "demo-en", "In R1, FX100 writes at up to 7.5 GB/s [@R1].", "In R1, FX100 writes at up to 6.4 GB/s [@R1].",
     "qualifier-violation"),
    ("upto-below", "demo-en", "With FX100, the save bubble is close to 6% [@R1].",
     "With FX100, the save bubble is close to 5.5% [@R1].", "qualifier-violation"),
]


def _rules(text: str, brief: str) -> list[str]:
    return [f.split(" ", 3)[2].rstrip(":") for f in run_case({"brief": brief, "text": text, "config": {}})
            if " error " in f]


@pytest.mark.parametrize("cls, brief, wrong, true, rule", CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_wrong_fails_and_true_passes(cls, brief, wrong, true, rule):
    assert rule in _rules(wrong, brief), f"a wrong figure did not raise {rule}:\n{wrong}\n{_rules(wrong, brief)}"
    assert _rules(true, brief) == [], f"a true figure failed:\n{true}\n{_rules(true, brief)}"


def test_both_languages_in_every_class():
    langs: dict[str, set] = {}
    for cls, brief, *_ in CASES:
        langs.setdefault(cls, set()).add(brief)
    assert all(len(v) == 2 for v in langs.values()), langs
