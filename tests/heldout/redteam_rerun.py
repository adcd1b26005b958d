"""Re-run a red team's sentences against its evidence with the engine of this checkout, print the ones whose outcome
differs from its baseline file, then the counts:
`python tests/heldout/redteam_rerun.py FOLDER BASELINE.json [CLASS…]` (V=1 also prints every sentence still wrong).

FOLDER holds sentences.py (S: class, language, truth, sentence) and evidence/; BASELINE.json (in FOLDER) lists the
gate's outcome when it was written down: [index, class, truth, sentence, passed]. Each red team's rerun.py calls this
with its own folder and baseline."""
import datetime as dt
import importlib.util
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT)); sys.path.insert(0, str(ROOT / "tests"))
from conftest import evidence_registry  # noqa: E402
from engine.check.api import check_text  # noqa: E402
from engine.models.config import CheckConfig  # noqa: E402


def rerun(folder: Path, baseline: str, only: list[str]) -> None:
    spec = importlib.util.spec_from_file_location("sentences", folder / "sentences.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    was = {r[3]: r[4] for r in json.loads((folder / baseline).read_text())}
    reg = evidence_registry(folder)
    tot = {"wrong": [0, 0], "correct": [0, 0]}
    for cls, lang, truth, s in mod.S:
        if only and cls not in only:
            continue
        rep = check_text(s + "\n", "claim.md", registry=reg, config=CheckConfig(), lang=lang,
                         today=dt.date(2026, 11, 15))
        errs = [f"{f.rule}: {f.message[:140]}" for f in rep.findings if f.severity == "error"]
        passed = not errs
        tot[truth][1] += 1
        bad = (truth == "wrong") == passed
        tot[truth][0] += bad
        if passed != was.get(s) or bad and os.environ.get("V"):
            print(f"{cls} {('HOLE' if truth == 'wrong' else 'OVER') if bad else 'ok':4} "
                  f"was={'PASSED' if was.get(s) else 'REFUSED'} now={'PASSED' if passed else 'REFUSED'} | {s} | {errs[:1]}")
    print("wrong passed", tot["wrong"], "correct refused", tot["correct"])


if __name__ == "__main__":
    rerun(Path(sys.argv[1]).resolve(), sys.argv[2], sys.argv[3:])
