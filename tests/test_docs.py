"""Meta-test: every error code the loaders and the calculation layer can report is documented."""
import re

from conftest import ROOT

FILES = ["engine/yamlsrc.py", "engine/registry.py", "engine/load.py", "engine/validation.py",
         "engine/calc/claims.py", "engine/calc/evaluate.py", "engine/calc/quantity.py",
         "engine/commands/evidence.py", "engine/commands/claims.py", "engine/commands/project.py",
         "engine/fsio.py", "engine/publish.py"]


def test_every_foundation_error_code_is_in_formats_md():
    codes = set()
    for f in FILES:
        text = (ROOT / f).read_text(encoding="utf-8")
        codes |= set(re.findall(r'(?:problems\.add|Problem|_problem)\(\s*"([a-z-]+)"', text))
        codes |= set(re.findall(r'code="([a-z-]+)"', text))
        codes |= set(re.findall(r'code: str = "([a-z-]+)"', text))
    codes.discard("broken-evidence")  # never shown: the cause is reported where it is
    doc = (ROOT / "docs" / "formats.md").read_text(encoding="utf-8")
    assert len(codes) > 20
    assert [c for c in sorted(codes) if f"`{c}`" not in doc] == []
