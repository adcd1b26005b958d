"""Red-team the QA gate on a project it was not developed against.

tests/fixtures/redteam/ is a separate project (new reports R21-R23, a new brief, hand-written
zh and en articles phrased the way people write). The clean texts must pass with zero findings;
every mutant below must give an error-level finding on the mutated line. Runs the real CLI.
"""
import json
import shutil
from pathlib import Path

import pytest

from conftest import run_engine

PROJ = Path(__file__).parent / "fixtures" / "redteam"


def check(tmp_path, text: str, brief: str | None, name="article.md"):
    root = tmp_path / "p"
    if not root.exists():
        shutil.copytree(PROJ, root)
    (root / name).write_text(text, encoding="utf-8")
    args = ["check"] + ([f"articles/{brief}.yaml"] if brief else []) + ["--text", name, "--format", "json",
                                                                       "--root", root]
    res = run_engine(*args, cwd=root)
    assert res.returncode in (0, 1), res.stderr
    return res.returncode, json.loads(res.stdout)


CLEAN = [
    ("data-loading", "data-loading.md"),
    ("data-loading-en", "data-loading-en.md"),
    (None, "cited-only.md"),
]


@pytest.mark.parametrize("brief, article", CLEAN)
def test_clean_articles_pass(tmp_path, brief, article):
    rc, report = check(tmp_path, (PROJ / "articles" / article).read_text(encoding="utf-8"), brief)
    assert report["findings"] == [] and rc == 0
    s = report["summary"]
    assert s["numbers"] >= s["verified"] + s["skipped"] - 0 and s["verified"] > 5


# (article, brief, description, old text, new text)
MUTANTS = [
    ("data-loading.md", "data-loading", "bandwidth value drifted", "提升到 48.2 GB/s", "提升到 52.8 GB/s"),
    ("data-loading.md", "data-loading", "ratio typed by hand", "约为 Lustre 的 3.9 倍", "约为 Lustre 的 4.6 倍"),
    ("data-loading.md", "data-loading", "title ratio wrong", "数据加载提速 3.9 倍", "数据加载提速 4.2 倍"),
    ("data-loading.md", "data-loading", "minutes written as seconds", "从 86 分钟缩短", "从 86 秒缩短"),
    ("data-loading.md", "data-loading", "qualifier does not hold", "需要约 129 小时", "需要超过 130 小时"),
    ("data-loading.md", "data-loading", "at-most qualifier does not hold", "只需 46.5 小时", "只需 40 小时以内"),
    ("data-loading.md", "data-loading", "citation dropped", "提高了 32 个百分点 [@R21]", "提高了 32 个百分点"),
    ("data-loading.md", "data-loading", "wrong report cited", "仅 61% [@R21]", "仅 61% [@R22]"),
    ("data-loading.md", "data-loading", "utilization drifted", "利用率仅 61%", "利用率仅 65%"),
    ("data-loading.md", "data-loading", "table cell wrong", "| 420 µs | 95 µs |", "| 420 µs | 59 µs |"),
    ("data-loading.md", "data-loading", "table unit wrong", "| 2,300 µs | 520 µs |", "| 2,300 µs | 520 ms |"),
    ("data-loading.md", "data-loading", "saving rounded wrongly", "节省 82.5 小时", "节省 85 小时"),
    ("data-loading.md", "data-loading", "percent swapped", "缩短 64%", "缩短 46%"),
    ("data-loading.md", "data-loading", "percentage points drifted", "提高了 32 个百分点", "提高了 23 个百分点"),
    ("data-loading.md", "data-loading", "extrapolation typed in", "开始训练(G3)。",
     "开始训练(G3),换到 64 卡集群后单轮只需 8 分钟。"),
    ("data-loading.md", "data-loading", "dataset size wrong", "达到 2.4TB 时", "达到 4.2TB 时"),
    ("data-loading.md", "data-loading", "GPU count wrong", "在 16 卡 H200", "在 32 卡 H200"),
    ("data-loading.md", "data-loading", "metadata latency wrong", "降到 0.9 毫秒", "降到 0.5 毫秒"),
    ("data-loading.md", "data-loading", "range end wrong", "从 12.5 GB/s 提升到", "从 15.2 GB/s 提升到"),
    ("data-loading-en.md", "data-loading-en", "en ratio wrong", "about 3.9 times", "about 4.9 times"),
    ("data-loading-en.md", "data-loading-en", "en up-to qualifier", "only 46.5 hours", "under 45 hours"),
    ("data-loading-en.md", "data-loading-en", "en minutes as hours", "from 86 minutes to 31 minutes",
     "from 86 minutes to 31 hours"),
    ("data-loading-en.md", "data-loading-en", "en citation dropped", "opening a small file takes 0.9 ms [@R21; @R22]",
     "opening a small file takes 0.9 ms [@R21]"),
    ("data-loading-en.md", "data-loading-en", "en over qualifier", "saving 82.5 hours", "saving over 90 hours"),
    ("cited-only.md", None, "no brief: ratio wrong", "的 3.9 倍", "的 3.5 倍"),
    ("cited-only.md", None, "no brief: percent change wrong", "提升约 286%", "提升约 320%"),
    ("cited-only.md", None, "no brief: difference wrong", "每轮少用 55 分钟", "每轮少用 65 分钟"),
    ("cited-only.md", None, "no brief: unrelated number", "达到 93%", "达到 97%"),
    ("cited-only.md", None, "no brief: citation dropped", "Lustre 为 420µs [@R21]", "Lustre 为 420µs"),
]


@pytest.mark.parametrize("article, brief, what, old, new", MUTANTS, ids=[m[2] for m in MUTANTS])
def test_mutant_is_caught(tmp_path, article, brief, what, old, new):
    text = (PROJ / "articles" / article).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"mutation anchor not unique: {old!r}"
    mutated = text.replace(old, new)
    line = text[: text.index(old)].count("\n") + 1
    rc, report = check(tmp_path, mutated, brief)
    errors = [f for f in report["findings"] if f["severity"] == "error"]
    assert rc == 1 and any(f["line"] == line for f in errors), (what, report["findings"])


def test_internal_report_cannot_be_cited(tmp_path):
    rc, report = check(tmp_path, "FX200 峰值可达 5.2 百万 IOPS [@R23]。\n", None)
    assert rc == 1 and any(f["rule"] == "internal-source" for f in report["findings"])
