"""Re-run every sentence of sentences.py against evidence/ with the engine of this checkout and print the ones whose
outcome differs from out-rt.json (see README.md), then the counts:
`python tests/heldout/redteam-rt33/rerun.py [CLASS…]` (V=1 also prints every sentence still wrong)."""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from redteam_rerun import rerun  # noqa: E402

rerun(HERE, "out-rt.json", sys.argv[1:])
