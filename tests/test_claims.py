"""The calculation layer on the example brief and registry."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, golden, run_engine
from engine.commands.claims import compute_claims

GOLDEN = Path(__file__).parent / "golden"


@pytest.fixture(scope="module")
def scope():
    return compute_claims(ROOT, Path("articles/ckpt-bubble.yaml"))[3]


# The table from the foundation issue: value (in the claim's unit) and display.
@pytest.mark.parametrize("name, value, display", [
    ("speedup", 1.894, "1.9"),
    ("saves", 20, "20"),
    ("save_base", 3560, "3,560 秒"),
    ("save_fx", 1880, "1,880 秒"),
    ("saved", 1680, "1,680 秒"),
    ("run_time_fx", 34320, "34,320 秒"),
    ("bubble_base", 9.889, "9.9%"),
    ("bubble_fx", 5.478, "5.5%"),
    ("time_saved", 4.667, "4.7%"),
    ("extra_steps", 4.895, "5%"),
    ("load_speedup", 7.75, "6.2–9.3"),
])
def test_expected_values(scope, name, value, display):
    assert scope[name].quantity.value == pytest.approx(value, abs=1e-3)
    assert scope[name].display == display


def test_ranges_stay_intervals(scope):
    assert scope["load_speedup"].quantity.in_unit() == (6.2, 9.3)
    assert scope["load_speedup"].unit == "x"


def test_provenance_is_transitive(scope):
    bubble = scope["bubble_fx"]
    assert {s.ref for s in bubble.sources} == {"R1.ckpt_save_time.fx100", "R1.ckpt_save_time.baseline"}
    assert bubble.assumptions == ("run_time", "save_every", "steps")
    assert bubble.deps == ("save_fx", "run_time_fx")
    assert scope["save_base"].derivation == "= 20 × 178 秒 · R1 表 3"
    assert scope["load_speedup"].sources[0].report == "R9"


def test_claims_json_is_golden_and_deterministic():
    first = run_engine("claims", "articles/ckpt-bubble.yaml", "--json")
    second = run_engine("claims", "articles/ckpt-bubble.yaml", "--json")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    assert [c["name"] for c in data["claims"]][:4] == ["steps", "save_every", "run_time", "t_base"]
    golden(GOLDEN / "claims-ckpt-bubble.json", first.stdout)


def test_claims_table_is_golden():
    res = run_engine("claims", "articles/ckpt-bubble.yaml")
    assert res.returncode == 0, res.stderr
    golden(GOLDEN / "claims-ckpt-bubble.txt", res.stdout)


def test_evidence_validate_reports_r1_inconsistencies():
    res = run_engine("evidence", "validate")
    assert res.returncode == 0
    assert ("evidence/R1.yaml:25:5: warning evidence-inconsistency: R1: snapshot_size / ckpt_save_time.baseline"
            " = 0.3685 GB/s, but write_bandwidth.baseline = 3.26 GB/s (they differ by 88.7%; tolerance 2%)") in res.stderr
    assert ("write_bandwidth.fx100 / write_bandwidth.baseline = 1.963, but ckpt_save_time.baseline / "
            "ckpt_save_time.fx100 = 1.894 (they differ by 3.7%; tolerance 2%)") in res.stderr
    strict = run_engine("evidence", "validate", "--strict")
    assert strict.returncode == 1


def test_evidence_list_and_show():
    res = run_engine("evidence", "list")
    assert res.returncode == 0 and res.stdout.splitlines()[0].startswith("R1 ")
    assert [ln.split()[0] for ln in res.stdout.splitlines()] == ["R1", "R9", "R12"]  # by number, not as strings
    show = run_engine("evidence", "show", "R12")
    assert "R12.save_by_model.m72b.fx100" in show.stdout and "209 s  (表 2)" in show.stdout
    missing = run_engine("evidence", "show", "R2")
    assert missing.returncode == 2 and "no report 'R2'" in missing.stderr


def test_table_cells_are_addressable(tmp_path):
    (tmp_path / "evidence").mkdir()
    (tmp_path / "articles").mkdir()
    (tmp_path / "evidence" / "R12.yaml").write_text((ROOT / "evidence" / "R12.yaml").read_text())
    (tmp_path / "articles" / "t.yaml").write_text(
        "id: t\nlang: en\ntitle: T\nsources: [R12]\nclaims:\n"
        "  ratio: {expr: R12.save_by_model.m72b.baseline / R12.save_by_model.m72b.fx100, round: 2}\n"
        "  per_gb: {expr: R12.save_by_model.m72b.snapshot / R12.save_by_model.m72b.fx100, unit: GB/s}\n")
    scope = compute_claims(tmp_path, Path("articles/t.yaml"))[3]
    assert scope["ratio"].display == "1.92"
    assert scope["per_gb"].display == "0.696 GB/s"
    assert scope["per_gb"].sources[0].where == "表 2"


def test_help_is_light():
    """`engine --help` must not import the heavy libraries (checked by import, not by a timer)."""
    code = ("import sys, runpy; sys.argv=['engine','--help']\n"
            "try:\n runpy.run_module('engine', run_name='__main__')\nexcept SystemExit: pass\n"
            "heavy=[m for m in ('pydantic','yaml','jinja2','markdown_it','weasyprint','matplotlib','langchain_core')"
            " if m in sys.modules]\nprint('HEAVY', heavy, file=sys.stderr)")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert "HEAVY []" in res.stderr, res.stderr
