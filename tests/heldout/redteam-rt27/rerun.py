"""Re-run every sentence of sentences.py against evidence/ with the engine of this checkout; print the ones whose
outcome differs from out-rt.json (the gate's outcome when the red team ran, at 8501219), then the
counts: `python tests/heldout/redteam-rt27/rerun.py [CLASS…]` (V=1 also prints every sentence still wrong)."""
import datetime as dt
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT)); sys.path.insert(0, str(ROOT / "tests")); sys.path.insert(0, str(HERE))
from conftest import evidence_registry  # noqa: E402
from engine.check.api import check_text  # noqa: E402
from engine.models.config import CheckConfig  # noqa: E402
from sentences import S  # noqa: E402

was = {r[3]: r[4] for r in json.loads((HERE / "out-rt.json").read_text())}
reg = evidence_registry(HERE)
only = sys.argv[1:]
tot = {"wrong": [0, 0], "correct": [0, 0]}
for cls, lang, truth, s in S:
    if only and cls not in only:
        continue
    rep = check_text(s + "\n", "claim.md", registry=reg, config=CheckConfig(), lang=lang, today=dt.date(2026, 11, 15))
    errs = [f"{f.rule}: {f.message[:140]}" for f in rep.findings if f.severity == "error"]
    passed = not errs
    tot[truth][1] += 1
    bad = (truth == "wrong") == passed
    tot[truth][0] += bad
    if passed != was.get(s) or bad and os.environ.get("V"):
        print(f"{cls} {('HOLE' if truth == 'wrong' else 'OVER') if bad else 'ok':4} "
              f"was={'PASSED' if was.get(s) else 'REFUSED'} now={'PASSED' if passed else 'REFUSED'} | {s} | {errs[:1]}")
print("wrong passed", tot["wrong"], "correct refused", tot["correct"])
