"""Meta-tests on the shape of the code: imports point one way, heavy libraries stay where they are used.

cli -> commands -> pipeline -> {load, calc, draft, check, render} -> models -> {errors, units}
The checker must stay independent of the generator: it never imports drafting or rendering.
"""
import ast
from pathlib import Path

import pytest

PKG = Path(__file__).resolve().parent.parent / "engine"


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
    return out


def _modules(sub: str):
    base = PKG / sub
    files = [base] if base.suffix == ".py" else sorted(base.rglob("*.py"))
    return [(f, _imports(f)) for f in files if f.exists()]


FORBIDDEN = {
    "models": ["engine.calc", "engine.check", "engine.draft", "engine.render", "engine.pipeline", "engine.load",
               "engine.cli", "engine.commands"],
    "calc": ["engine.check", "engine.draft", "engine.render", "engine.pipeline", "engine.load", "engine.cli",
             "engine.commands"],
    "check": ["engine.draft", "engine.render", "engine.pipeline", "engine.cli", "engine.commands"],
    "render": ["engine.check", "engine.draft", "engine.pipeline", "engine.cli", "engine.commands"],
    "draft": ["engine.render", "engine.pipeline", "engine.cli", "engine.commands"],
    "commands": ["engine.cli", "engine.hook"],
    "registry.py": ["engine.check", "engine.draft", "engine.render", "engine.pipeline", "engine.cli"],
}


def test_only_the_entry_points_import_the_commands():
    """cli (and the entry points above it: __main__, hook) -> commands -> the rest; nothing below reaches up."""
    top = {"cli.py", "__main__.py", "hook.py"}
    bad = [(f.relative_to(PKG.parent), m) for f, imps in _modules(".") for m in imps
           if f.name not in top and f.parent.name != "commands"
           and (m.startswith("engine.commands") or m in ("engine.cli", "engine.hook"))]
    assert not bad, bad


# Plain value types that every layer may use, like engine.units.
VALUE_TYPES = {"engine.calc.quantity"}


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_imports_point_one_way(package):
    bad = [(f.relative_to(PKG.parent), m) for f, imps in _modules(package) for m in imps
           if any(m == x or m.startswith(x + ".") for x in FORBIDDEN[package]) and m not in VALUE_TYPES]
    assert not bad, f"{package} must not import: {bad}"


HEAVY = {"weasyprint": "render", "matplotlib": "render", "langchain_core": "draft"}


@pytest.mark.parametrize("lib", sorted(HEAVY))
def test_heavy_libraries_stay_in_their_stage(lib):
    users = [f.relative_to(PKG) for f, imps in _modules(".") for m in imps if m == lib or m.startswith(lib + ".")]
    assert all(str(u).startswith(HEAVY[lib] + "/") for u in users), f"{lib} imported outside engine/{HEAVY[lib]}: {users}"


def test_the_checker_imports_point_one_way():
    """api (the public entry) -> checker -> rule modules -> report; nothing inside engine/check imports api,
    and report.py (the data) imports no other checking module."""
    mods = {f.name: imps for f, imps in _modules("check")}
    assert not [n for n, imps in mods.items() if n != "api.py" and "engine.check.api" in imps]
    assert not [m for m in mods["report.py"] if m.startswith("engine.check")]
