import sys, datetime as dt
sys.path.insert(0, "/work/main"); sys.path.insert(0, "/work/main/tests")
from pathlib import Path
from conftest import evidence_registry
from engine.check.api import check_text
from engine.models.config import CheckConfig
reg = evidence_registry(Path("/work/rt24"))
lang = sys.argv[1]
for t in sys.argv[2:]:
    rep = check_text(t + "\n", "claim.md", registry=reg, config=CheckConfig(), lang=lang, today=dt.date(2026, 11, 15))
    errs = [f"{f.rule}: {f.message[:160]}" for f in rep.findings if f.severity == "error"]
    print("REFUSED" if errs else "PASSED", "|", t, "|", errs[:1])
