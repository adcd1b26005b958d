"""Every user mistake: a located message, exit 2, no traceback, nothing written.

Each case is a folder under tests/fixtures/bad/ holding a tiny project, an `args`
file with the command line, and `expected.txt`: the exact stderr a user sees.
"""
import shutil
from pathlib import Path

import pytest

from conftest import golden, run_engine

CASES = Path(__file__).parent / "fixtures" / "bad"


@pytest.mark.parametrize("case", sorted(p.name for p in CASES.iterdir() if p.is_dir()))
def test_bad_input(case, tmp_path):
    src = CASES / case
    proj = tmp_path / "proj"
    shutil.copytree(src, proj)
    args = (src / "args").read_text().split()
    before = sorted(proj.rglob("*"))
    res = run_engine(*args, "--root", proj, cwd=proj)
    assert res.returncode == 2, res.stdout + res.stderr
    assert "Traceback" not in res.stderr
    golden(src / "expected.txt", res.stderr)
    assert sorted(proj.rglob("*")) == before, "a failed command wrote files"


def test_very_large_file_is_refused_quickly(tmp_path):
    (tmp_path / "evidence").mkdir()
    big = tmp_path / "evidence" / "R1.yaml"
    with big.open("w") as fh:
        fh.write("id: R1\nnotes: |\n")
        line = "  " + "x" * 98 + "\n"
        for _ in range(500_000):  # 50 MB
            fh.write(line)
    res = run_engine("evidence", "validate", "--root", tmp_path)
    assert res.returncode == 2
    assert "evidence/R1.yaml:1:1: error too-large: file is 50.5 MB; the limit is 2 MB" in res.stderr
    assert "Traceback" not in res.stderr


def test_alias_bomb_fails_fast_in_process():
    import time
    import tracemalloc

    from engine.errors import EngineError
    from engine.yamlsrc import loads

    text = (CASES / "alias-bomb" / "evidence" / "R1.yaml").read_text()
    tracemalloc.start()
    t0 = time.perf_counter()
    with pytest.raises(EngineError) as exc:
        loads(text, "R1.yaml")
    elapsed = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert "aliases" in str(exc.value)
    assert elapsed < 1.0 and peak < 5_000_000
