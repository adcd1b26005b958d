"""Re-run every sentence of make_results.py against evidence/ with the engine of this checkout and print the ones
whose outcome changed, then the counts: `python tests/heldout/redteam-rt23/rerun.py [RULE…]` (V=1 also prints every
sentence still wrong). Each sentence gets the citation its table assumes: [@RZ2] for the PCIe, ext4, width and
temperature sentences, [@RZ1] otherwise, unless it writes its own."""
import datetime as dt
import os
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(ROOT)); sys.path.insert(0, str(ROOT / "tests"))
from conftest import evidence_registry  # noqa: E402
from engine.check.api import check_text  # noqa: E402
from engine.models.config import CheckConfig  # noqa: E402

src = (HERE / "make_results.py").read_text()
rows = eval(src[src.index("rows = [") + 7: src.index("\nrules = ")])
reg = evidence_registry(HERE)
only = sys.argv[1:]
tot = {"F": [0, 0], "T": [0, 0]}
for rule, lang, t, truth, why, gate in rows:
    if only and rule not in only:
        continue
    s = t.replace("...", "The run wrote 2.1 PB in 3.5 hours,")
    if "[@" not in s:
        s += " [@RZ2]" if re.search(r"GT/s|KiB|MiB|KB blocks|bits?\b|-bit|°C|通道|块(?=大小|组)", s) else " [@RZ1]"
    rep = check_text(s + ".\n", "claim.md", registry=reg, config=CheckConfig(), lang=lang, today=dt.date(2026, 11, 15))
    errs = [f"{f.rule}: {f.message[:140]}" for f in rep.findings if f.severity == "error"]
    g = "R" if errs else "P"
    if truth in "TF":
        tot[truth][1] += 1
        bad = (truth == "F") == (g == "P")
        tot[truth][0] += bad
        mark = ("HOLE" if truth == "F" else "OVER") if bad else "ok"
        if g != gate or bad and os.environ.get("V"):
            print(f"{rule} {mark:4} was={gate} now={g} | {s} | {errs[:1]}")
print("wrong passed", tot["F"], "correct refused", tot["T"])
