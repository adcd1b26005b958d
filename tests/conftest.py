import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"

# The smallest brief that builds: R1's two save times and their ratio (id: ID is replaced per test).
SAVE_TIME_BRIEF = """\
id: ID
lang: zh
title: 保存快 {{ speedup }} 倍
sources: [R1]
claims:
  t_base: R1.ckpt_save_time.baseline
  t_fx: R1.ckpt_save_time.fx100
  speedup: {expr: t_base / t_fx, round: 1}
answer: |
  单次保存从 {{ t_base }} 降到 {{ t_fx }}[@R1]。
"""


def evidence_registry(folder: Path):
    """The registry of a folder's evidence/ (a test corpus), which must load without errors."""
    from engine.errors import Problems
    from engine.load import Project, load_registry

    problems = Problems()
    reg = load_registry(Project(folder), problems, run_checks_too=False)
    assert not problems.errors, problems.items
    return reg


def run_engine(*args, cwd=None, env=None):
    """Run the real CLI in a subprocess, as a user would."""
    full_env = dict(os.environ, PYTHONIOENCODING="utf-8", **(env or {}))
    return subprocess.run([sys.executable, "-m", "engine", *map(str, args)], cwd=cwd or ROOT,
                          capture_output=True, text=True, env=full_env, timeout=600)


def golden(path: Path, actual: str) -> None:
    """Compare with a reviewed golden file; UPDATE_GOLDEN=1 rewrites it."""
    if UPDATE or not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        if not UPDATE:
            pytest.fail(f"golden file {path} did not exist; wrote it, review and commit it")
    assert actual == path.read_text(encoding="utf-8"), f"differs from {path} (UPDATE_GOLDEN=1 to accept)"


@pytest.fixture
def engine_cli():
    return run_engine


CHROMIUM = "/usr/bin/chromium"  # Debian's, from scripts/install --test; playwright never downloads one
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


@pytest.fixture(scope="module")
def browser():
    """A real browser: playwright driving Debian's chromium, closed after each test module (its sync API
    keeps an event loop open, which must not outlive the module into tests that run asyncio)."""
    if not Path(CHROMIUM).exists():
        pytest.skip("no /usr/bin/chromium (scripts/install --test installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, timeout=60_000)
        try:
            yield b
        finally:
            b.close()
