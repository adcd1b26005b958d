"""The held-out new-user projects (tests/heldout/project-fresh/, project-fresh2/, project-fresh3/, project-fresh4/): brief-mode projects, each written
from the docs only by a new user, with correct and wrong hand-typed sentences checked against its zh and en briefs,
and its two articles built. expected.txt in each is the table of outcomes when it was last measured: a sentence
marked `ok` must stay so (a false alarm or a survivor that appears is a regression), and the built articles may not
gain a finding; one marked `FAIL` that now behaves, or a finding that went away, is reported, and expected.txt is
rewritten with `python tests/heldout/project-fresh/check_sentences.py [--project tests/heldout/project-fresh2]
--write`."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "project-fresh"))

import check_sentences as cs  # noqa: E402

HERE = Path(__file__).parent
# each project's first measurement minus one point (measured.txt there)
FLOORS = {
    "project-fresh": {"pass": 0.907, "caught": 0.607},   # 91.7% of true sentences, 61.7% of wrong ones
    "project-fresh2": {"pass": 0.757, "caught": 0.762},  # 76.7%, 77.2% (at 28732c1, before anyone saw it)
    "project-fresh3": {"pass": 0.72, "caught": 0.74},    # 73.0%, 75.0% (at 05308a5, before anyone saw it)
    "project-fresh4": {"pass": 0.892, "caught": 0.886},  # 90.2%, 89.6% (at 759ff69, before anyone saw it)
}


@pytest.fixture(params=sorted(FLOORS))
def project(request):
    cs.use(HERE / request.param)
    yield request.param
    cs.use(HERE / "project-fresh")


def test_the_project_is_new_user_sized(project):
    rows = cs.sentences()
    for lang in ("zh", "en"):
        assert sum(r[1] == lang and r[2] for r in rows) >= 20 and sum(r[1] == lang and not r[2] for r in rows) >= 20
    assert {r[3] for r in rows if not r[2]} >= {"noun", "scope", "stat", "dir", "cut-as-speedup", "baseline",
                                               "rounding", "period"}
    assert not (cs.HERE / "evidence" / "R1.yaml").exists(), "the engine init example is replaced by the user's reports"


def test_project_outcomes_do_not_regress(project):
    rows, builds = cs.run()
    expected, built = {}, {"zh": [], "en": []}
    for ln in (cs.HERE / "expected.txt").read_text(encoding="utf-8").splitlines():
        ok, lang, kind, text = ln.split("\t", 3) if not ln.startswith("build\t") else (*ln.split("\t", 2), "")
        if ok == "build":
            built[lang].append(kind)
        else:
            expected[(lang, kind, text)] = ok == "ok"
    got = {(r[1], "ok" if r[2] else f"bad {r[3]}", r[4]): (r[5], r[6]) for r in rows}
    assert set(got) == set(expected), "sentences.txt changed: rewrite expected.txt with --write"
    regressed = [f"{k[0]} {k[1]}: {k[2]} | {got[k][1]}" for k, ok in expected.items() if ok and not got[k][0]]
    improved = [f"{k[0]} {k[1]}: {k[2]}" for k, ok in expected.items() if not ok and got[k][0]]
    for lang in ("zh", "en"):
        regressed += [f"built {cs.brief(lang)}: new {f}" for f in builds[lang] if f not in built[lang]]
        improved += [f"built {cs.brief(lang)}: gone {f}" for f in built[lang] if f not in builds[lang]]
    if improved:
        print(f"{len(improved)} now as they should be (rewrite {project}/expected.txt):", *improved, sep="\n  ")
    assert not regressed, "\n".join(regressed)
    s = cs.shares(rows)
    print(cs.line(project, s))
    floor = FLOORS[project]
    assert s["pass"] / s["true"] >= floor["pass"] and s["caught"] / s["wrong"] >= floor["caught"], s
