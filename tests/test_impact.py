"""`engine impact REF`: revise a report in a temporary project and see the right articles and figures."""
import json
import shutil
import subprocess

import pytest

from conftest import ROOT
from engine.cli import main
from test_incremental import R12_BRIEF


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """A git project with the examples and an R12-only brief; ckpt-bubble and r12-only are published.
    Then R1's FX100 save time is revised from 94 s to 90 s in the working tree (not committed)."""
    root = tmp_path_factory.mktemp("impact")
    for name in ("evidence", "articles", "llm-cache", "templates"):
        shutil.copytree(ROOT / name, root / name)
    shutil.copy(ROOT / "engine.yaml", root / "engine.yaml")
    (root / "articles" / "r12-only.yaml").write_text(R12_BRIEF, encoding="utf-8")
    for brief in ("ckpt-bubble", "r12-only"):
        assert main(["--root", str(root), "build", f"articles/{brief}.yaml", "--no-pdf"]) == 0
    git = ["git", "-C", str(root), "-c", "user.name=t", "-c", "user.email=t@example.com"]
    subprocess.run(git + ["init", "-q"], check=True)
    subprocess.run(git + ["add", "evidence", "articles"], check=True)
    subprocess.run(git + ["commit", "-qm", "reports"], check=True)
    r1 = root / "evidence" / "R1.yaml"
    (root / "R1-old.yaml").write_text(r1.read_text(encoding="utf-8"), encoding="utf-8")
    r1.write_text(r1.read_text(encoding="utf-8").replace("fx100: 94}", "fx100: 90}"), encoding="utf-8")
    return root


def impact(project, capsys, *args):
    rc = main(["--root", str(project), "impact", *args])
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


@pytest.mark.parametrize("against", ["HEAD", "R1-old.yaml"])
def test_a_revised_report_shows_every_changed_figure_and_the_failing_published_articles(project, capsys, against):
    rc, out, err = impact(project, capsys, "R1.ckpt_save_time.fx100", "--against", against, "--json")
    assert rc == 1, err
    arts = {a["id"]: a for a in json.loads(out)["articles"]}
    assert set(arts) == {"ckpt-bubble", "ckpt-bubble-en", "ckpt-bubble-llm"}, "r12-only does not use R1"
    zh = arts["ckpt-bubble"]
    changes = {c["claim"]: (c["old"], c["new"], c["charts"]) for c in zh["changes"]}
    assert changes["t_fx"] == ("94 秒", "90 秒", ["save-time"])
    assert changes["speedup"] == ("1.9", "2.0", [])
    assert changes["bubble_fx"][2] == ["bubble"]
    assert "t_base" not in changes and "load_speedup" not in changes, "figures that do not depend on it stay"
    assert zh["published"] and zh["gate_errors"] > 0, "the published text now contradicts R1"
    assert not arts["ckpt-bubble-en"]["published"] and arts["ckpt-bubble-en"]["gate_errors"] is None
    rc, out, _ = impact(project, capsys, "R1.ckpt_save_time.fx100", "--against", against)
    assert "  would change: t_fx: 94 秒 -> 90 秒 (chart save-time)" in out
    assert "the published article would now fail the gate" in out
    assert "1 published article(s) change, 1 would fail the gate" in out


def test_a_cell_names_exactly_its_dependents(project, capsys):
    rc, out, _ = impact(project, capsys, "R12.save_by_model.m72b.fx100")
    assert rc == 0
    assert "r12-only (articles/r12-only.yaml, published build/r12-only/): 1 claim(s) depend on" in out
    assert "  t_fx = 209 秒  <- R12.save_by_model.m72b.fx100" in out
    assert "t_base" not in out and "ckpt-bubble" not in out
    rc, out, _ = impact(project, capsys, "R12.save_by_model.m72b")  # a row holds both cells
    assert "2 claim(s)" in out


def test_a_change_to_something_unused_changes_no_published_figure(project, capsys):
    rc, out, _ = impact(project, capsys, "R12", "--against", "HEAD")
    assert rc == 0 and "0 figure(s) change" in out and "the published article still passes the gate" in out


@pytest.mark.parametrize("args, message", [
    (["R2"], "REF: error unknown-ref: no report 'R2' in evidence/"),
    (["R1.ckpt_save_tme"], "REF: error unknown-ref: report R1 has no metric or table 'ckpt_save_tme'\n"
                           "  hint: did you mean 'ckpt_save_time'?"),
    (["R1.ckpt_save_time.fx10"], "no variant 'fx10'"),
    (["R1", "--against", "no-such-rev"], "--against: error against: 'no-such-rev' is neither a file nor a git "
                                         "revision here"),
])
def test_bad_refs_and_revisions_exit_2(project, capsys, args, message):
    rc, _, err = impact(project, capsys, *args)
    assert rc == 2 and message in err, err
