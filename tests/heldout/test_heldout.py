"""The held-out-style corpus (tests/heldout/heldout_corpus.py): human-style claims about public result tables
(BERT, ResNet, Transformer, zstd, Megatron-LM), zh and en, checked like `engine check --text` without a
brief. expected.txt is the table of outcomes when the corpus was last measured: a claim or mutant marked
`ok` there must stay so (a false alarm or a survivor that appears is a regression); one marked `FAIL` that
now behaves is reported, and expected.txt is rewritten with `python tests/heldout/heldout_corpus.py --write`."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import heldout_corpus as hc  # noqa: E402

# the shares of the whole corpus must not drop below these (measured: see docs/checking.md)
FLOOR = {"pass": 0.91, "caught": 0.94}


def test_the_corpus_is_held_out_sized():
    cs = hc.claims()
    assert len(cs) >= 150 and {c.lang for c in cs} == {"zh", "en"}
    assert len({c.rid for c in cs}) >= 4
    assert {c.half for c in cs} == {"dev", "test"}


def test_outcomes_do_not_regress():
    rows = hc.run()
    expected = {}
    for ln in (hc.HERE / "expected.txt").read_text(encoding="utf-8").splitlines():
        ok, cid, kind, text = ln.split("\t")
        expected[(cid, kind, text)] = ok == "ok"
    got = {(r[0], r[3], r[4]): (r[5], r[6]) for r in rows}
    assert set(got) == set(expected), "claims.txt changed: rewrite expected.txt with --write"
    regressed = [f"{k[1]} {k[2]} | {got[k][1]}" for k, ok in expected.items() if ok and not got[k][0]]
    improved = [f"{k[1]} {k[2]}" for k, ok in expected.items() if not ok and got[k][0]]
    if improved:
        print(f"{len(improved)} now as they should be (rewrite expected.txt):", *improved, sep="\n  ")
    assert not regressed, "\n".join(regressed)
    s = hc.shares(rows)
    print(hc.line("all", s))
    assert s["pass"] / s["claims"] >= FLOOR["pass"] and s["caught"] / s["mutants"] >= FLOOR["caught"], s


def test_every_qualifier_before_a_part_has_a_meaning():
    """"约是 BERT-Base 的 3.1 倍" crashed the checker (KeyError: '约是'): each qualifier that may come before
    "…的 N" must read as a qualifier."""
    import re

    from engine.check import lexicon as L

    alts = re.search(r"\(\?P<q>([^)]*)\)", L.QUAL_OF_RE.pattern).group(1).split("|")
    for q in alts:
        rep = hc.findings(f"BERT-Large 的参数量{q} BERT-Base 的 3.1 倍 [@HB2]。", "zh")
        assert not any(f.rule == "CRASH" for f in rep), (q, rep)
