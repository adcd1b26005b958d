"""Re-run every sentence of sentences*.py against evidence/ with the engine of this checkout; print the ones whose
outcome changed from out.json (the gate's outcome when the red team ran), then the counts:
`python tests/heldout/redteam-rt24/rerun.py [CLASS-LETTER…]` (V=1 also prints every sentence still wrong)."""
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
from sentences2 import S2  # noqa: E402
from sentences3 import S3  # noqa: E402

was = json.loads((HERE / "out.json").read_text())
reg = evidence_registry(HERE)
only = sys.argv[1:]
tot = {"F": [0, 0], "T": [0, 0]}
for cls, lang, truth, why, s in S + S2 + S3:
    if only and cls.split()[0] not in only:
        continue
    rep = check_text(s + "\n", "claim.md", registry=reg, config=CheckConfig(), lang=lang, today=dt.date(2026, 11, 15))
    errs = [f"{f.rule}: {f.message[:140]}" for f in rep.findings if f.severity == "error"]
    g = "REFUSED" if errs else "PASSED"
    if truth in "TF":
        tot[truth][1] += 1
        bad = (truth == "F") == (g == "PASSED")
        tot[truth][0] += bad
        before = was.get(s, ("?", ""))[0]
        if g != before or bad and os.environ.get("V"):
            print(f"{cls.split()[0]} {('HOLE' if truth == 'F' else 'OVER') if bad else 'ok':4} was={before} now={g} | {s} | {errs[:1]}")
print("wrong passed", tot["F"], "correct refused", tot["T"])
