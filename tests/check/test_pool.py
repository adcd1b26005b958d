"""The size index of the checker's quantities (engine/check/pool.py) is a pre-selection only: it must never
drop a quantity the exact tests would keep. Checked two ways: on every (number, quantity) pair of a table
of awkward values, and on a large generated text, whose whole report (findings and every number's
record) must be identical with the index and without it (a plain list: every quantity scanned)."""
from __future__ import annotations

import datetime as dt
import itertools
import json
import random
from pathlib import Path

import pytest

from engine import units
from engine.check import bind as B
from engine.check import checker as checker_mod
from engine.check.api import check_text
from engine.check.extract import Mention
from engine.check.pool import Pool, could_be_near, could_hold
from engine.check.scope import Candidate

ROOT = Path(__file__).resolve().parents[2]
U = units.UNITS

VALUES = [0.0, 1e-9, 0.00349, 0.099, 0.5, 0.97, 1.0, 2.3, 9.9, 16.3, 94.0, 99.5, 500.0, 1e4, 3.2e12]
CAND_UNITS = ["", "%", "x", "s", "ms", "min", "GB", "GiB", "GPU", "step"]
MENTION_UNITS = [None, "", "%", "x", "s", "ms", "h", "GB", "TiB", "GPU"]


def _cands() -> list[Candidate]:
    out = []
    for (lo, hi), sym in itertools.product(
            [(v, v) for v in VALUES] + [(-v, -v) for v in VALUES[1:6]] + [(-4.0, 10.0), (90.0, 94.0), (0.0, 0.5)],
            CAND_UNITS):
        u = U[sym]
        out.append(Candidate(f"c{len(out)}", "evidence", lo * u.factor, hi * u.factor, u, 2, "", "", (), ()))
    return out


def _mentions():
    for v, sym, q, sign, dec in itertools.product(
            [0.0, 0.0035, 0.1, 0.97, 1.0, 2.3, 9.9, 16.3, 47.0, 94.0, 99.5, 500.0, 3.2],
            MENTION_UNITS, [None, "approx", "nearly", "upto", "gt", "le"], ["", "-"], [0, 2]):
        yield Mention(None, 0, 1, 0, -v if sign else v, dec, U[sym] if sym is not None else None, qualifier=q,
                      sign=sign)


def test_the_index_keeps_every_quantity_the_exact_tests_accept():
    cands = _cands()
    pool = Pool(cands)
    where = {id(c): i for i, c in enumerate(cands)}
    checked = 0
    for m in _mentions():
        held = {id(c) for c in could_hold(pool, m, 0.05)}
        near = {id(c) for c in could_be_near(pool, m)}
        for c in cands:
            if B.holds(m, c, 0.05) or B.holds(m, c, 0.05, qualifier=None):
                assert id(c) in held, (m.value, m.unit, m.qualifier, c.lo, c.hi, c.unit.symbol)
            if m.vague is None and B._factor(m, c) is not None and B.distance(m, c) <= 0.5:
                assert id(c) in near, (m.value, m.unit, c.lo, c.hi, c.unit.symbol)
            checked += 1
        # and it is a selection, in the list's order
        got = [where[id(c)] for c in could_hold(pool, m, 0.05)]
        assert got == sorted(got)
    assert checked > 100_000


def _generated(seed: int, displays: list[str], paragraphs: int) -> str:
    """Sentences of claim figures (as displayed and with a digit changed), ranges and stray numbers in many
    units, with qualifiers and citations."""
    rng = random.Random(seed)
    unit_words = ["", "s", " 秒", "%", " GB/s", " 倍", "x", " GPU", " 步", " 小时", " ms", " GB", " TiB/s", " 个百分点",
                  " MB", " 分钟", " hours", " percent"]
    quals = ["", "", "", "约", "超过 ", "不到 ", "近 ", "最高 ", "about ", "over ", "up to ", "at least ", "数十",
             "nearly "]
    words = ["保存耗时", "训练气泡", "单次保存", "提升", "降至", "集群", "吞吐", "写带宽", "加载", "save time", "bubble",
             "GPUs", "steps", "faster", "从", "到", "缩短", "省下", "基线", "FX100"]
    paras = []
    for _ in range(paragraphs):
        parts = []
        for _ in range(rng.randint(1, 6)):
            r = rng.random()
            if r < 0.35:
                fig = rng.choice(displays)
            elif r < 0.5:
                fig = "".join(str((int(ch) + rng.choice((0, 0, 1, 9))) % 10) if ch.isdigit() else ch
                              for ch in rng.choice(displays))
            elif r < 0.6:
                a = rng.uniform(1, 500)
                fig = f"{a:.0f}–{a * rng.uniform(1, 1.5):.0f}{rng.choice(unit_words)}"
            else:
                x = rng.choice([rng.uniform(0.01, 2), rng.uniform(1, 1000), rng.uniform(1000, 1e5)])
                fig = f"{x:.{rng.randint(0, 3)}f}{rng.choice(unit_words)}"
            cite = rng.choice(["", "[@R1]", "[@R9]", "[@R12]", ""])
            parts.append(f"{rng.choice(words)}{rng.choice(quals)}{fig}{cite}")
        paras.append(",".join(parts) + rng.choice(["。", ".", "。[@R1]"]))
    return "# 标题\n\n" + "\n\n".join(paras) + "\n"


def _report(text, brief, registry, scope, cfg, mode):
    rep = check_text(text, "gen.md", registry=registry, scope=scope if mode == "brief" else None,
                     sources=list(brief.model.sources) if mode == "brief" else None, config=cfg,
                     lang=brief.model.lang, today=dt.date(2026, 11, 15))
    return json.dumps({"findings": [f.__dict__ for f in rep.findings], "mentions": rep.mentions,
                       "exemptions": rep.exemptions}, ensure_ascii=False, sort_keys=True)


@pytest.mark.parametrize("brief_id", ["ckpt-bubble", "ckpt-bubble-en"])
@pytest.mark.parametrize("mode", ["brief", "text"])
def test_a_large_generated_text_reads_the_same_with_and_without_the_index(brief_id, mode, monkeypatch):
    from engine.commands.claims import compute_claims
    from engine.errors import Problems
    from engine.load import load_config

    project, brief, registry, scope = compute_claims(ROOT, Path(f"articles/{brief_id}.yaml"))
    cfg = load_config(project, Problems()).check
    displays = sorted({s.display for s in scope.values() if s.display})
    text = _generated(7 if brief_id == "ckpt-bubble" else 8, displays, 300)
    indexed = _report(text, brief, registry, scope, cfg, mode)
    monkeypatch.setattr(checker_mod, "Pool", list)  # every quantity scanned, as before the index
    plain = _report(text, brief, registry, scope, cfg, mode)
    assert indexed == plain
    rep = json.loads(indexed)
    rules = {f["rule"] for f in rep["findings"]}
    assert len(rep["mentions"]) > 1500  # a large text, with verified numbers and every kind of failure
    assert {"value-mismatch", "qualifier-violation", "unsourced-number"} <= rules
    assert sum(r["status"] == "verified" for r in rep["mentions"]) > 50
