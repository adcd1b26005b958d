"""Mutants of an article: for every verified number, change its value, unit, qualifier or citation.

Used by test_mutation.py (the suite) and bench/mutation_report.py (prints the kill rate).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from engine.check.api import check_text, config_with_exemptions
from engine.check.extract import Extractor
from engine.check.markdown import blocks

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = [("ckpt-bubble", ROOT / "tests/golden/build/ckpt-bubble/ckpt-bubble.md"),
            ("ckpt-bubble-en", ROOT / "tests/golden/build/ckpt-bubble-en/ckpt-bubble-en.md")]

UNIT_SWAP = {"s": "min", "秒": "分钟", "seconds": "minutes", "second": "minute", "min": "s", "分钟": "秒",
             "minutes": "seconds", "h": "min", "小时": "分钟", "hours": "minutes", "hour": "minute",
             "GB": "TB", "TB": "GB", "MB": "GB", "GB/s": "MB/s", "MB/s": "GB/s", "%": "倍", "倍": "%", "×": "%",
             "x": "%", "times": "percent", "步": "秒", "steps": "seconds", "step": "second", "GPU": "GB",
             "GPUs": "GB", "卡": "GB", "B": "GB", "次": "秒", "times ": "percent", "ms": "s", "µs": "ms", "us": "ms",
             "个百分点": "倍", "percentage points": "times"}


@dataclass
class Mutant:
    kind: str  # value | unit | qualifier | citation
    line: int
    before: str
    after: str
    text: str  # the whole mutated article


def load(brief_id: str):
    from engine.commands.claims import compute_claims
    from engine.errors import Problems
    from engine.load import Project, load_config

    project, brief, registry, scope = compute_claims(ROOT, Path(f"articles/{brief_id}.yaml"))
    config = load_config(project, Problems())
    cfg = config_with_exemptions(config.check, brief.model.exempt)
    return brief, registry, scope, cfg


def run_check(text, brief, registry, scope, cfg, path="article.md"):
    return check_text(text, path, registry=registry, scope=scope, sources=list(brief.model.sources), config=cfg,
                      lang=brief.model.lang)


def _bump(digits: str) -> str:
    """Change the last digit by one, keeping the decimals: 9.9 -> 9.8, 178 -> 177, 10,000 -> 10,001."""
    raw = digits.replace(",", "")
    d = Decimal(raw)
    step = Decimal(1).scaleb(d.as_tuple().exponent)
    new = d - step if raw[-1] != "0" else d + step
    return _fmt(new, digits)


def _scale(digits: str, f: str) -> str:
    raw = digits.replace(",", "")
    d = Decimal(raw)
    new = (d * Decimal(f)).quantize(Decimal(1).scaleb(d.as_tuple().exponent))
    if new == d:
        new = d + Decimal(1).scaleb(d.as_tuple().exponent)
    return _fmt(new, digits)


def _fmt(d: Decimal, like: str) -> str:
    decimals = len(like.split(".")[1]) if "." in like else 0
    return f"{d:,.{decimals}f}" if "," in like else f"{d:.{decimals}f}"


def mutants(text: str, report_bound: dict, sources: list[str], lang: str) -> list[Mutant]:
    """report_bound: (line, col) -> bound quantity name for the numbers the clean check verified."""
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
    out: list[Mutant] = []
    ex = Extractor([])
    for b in blocks(text):
        ms, _ = ex.run(b)
        for m in ms:
            if m.num_end < 0 or m.exempt is not None:
                continue
            s_abs = b.pos[m.core_start]
            line = next(i for i in range(len(starts) - 1, -1, -1) if starts[i] <= s_abs) + 1
            col = s_abs - starts[line - 1] + 1
            if (line, col) not in report_bound:
                continue
            ns, ne = b.pos[m.num_start], b.pos[m.num_end - 1] + 1
            digits = text[ns:ne]
            if m.sign:
                continue

            def put(kind, a, z, new):
                out.append(Mutant(kind, line, text[a:z], new, text[:a] + new + text[z:]))
            if m.qualifier not in ("approx", "nearly", "upto"):  # ±1 in the last digit may stay "about" right
                put("value", ns, ne, _bump(digits))
            put("value", ns, ne, _scale(digits, "1.25"))
            if m.unit_text and not m.implied_unit:
                k = b.text.find(m.unit_text, m.num_end, m.end)
                if k >= 0:
                    us, ue = b.pos[k], b.pos[k + len(m.unit_text) - 1] + 1
                    swap = UNIT_SWAP.get(m.unit_text.strip())
                    if swap:
                        put("unit", us, ue, swap)
            # qualifier: one that makes the statement false for the bound value
            bound = report_bound[(line, col)]
            if bound is not None:
                x = bound["base"]
                v = m.value * (m.unit.factor if m.unit is not None else bound["factor"])
                if m.qualifier is None:
                    word = ("不到" if lang == "zh" else "under ") if x >= v else ("超过" if lang == "zh" else "over ")
                    put("qualifier", ns, ns, word)
                else:
                    qs = b.text.rfind(m.qual_text, m.start, m.num_start + 1)
                    if qs >= 0:
                        a = b.pos[qs]
                        word = ("不到" if lang == "zh" else "under") if x >= v else ("超过" if lang == "zh" else "over")
                        put("qualifier", a, a + len(m.qual_text), word)
            # citation: the one that governs this number, pointed at another source
            if bound is not None and bound["reports"]:
                later = [c for c in b.cites if c.clean >= m.end]
                if later:
                    c = later[0]
                    other = next((r for r in sources if r not in bound["reports"]), None)
                    if other:
                        j = text.find("@" + c.report, c.offset)
                        if j >= 0:
                            put("citation", j + 1, j + 1 + len(c.report), other)
    return out


def bound_numbers(report, scope, registry) -> dict:
    """(line, col) -> {value, reports} for every verified number of a clean report."""
    from engine.check.scope import report_candidates

    by_name = {}
    for name, s in scope.items():
        by_name[name] = {"base": s.quantity.lo, "factor": s.quantity.unit.factor, "reports": set(s.reports)}
    out = {}
    for b in report.bindings:
        if b["status"] != "verified":
            continue
        info = by_name.get(b["bound"])
        if info is None and b["bound"]:
            rid = b["bound"].split(".")[0]
            ev = next((v for v in registry.values([rid]) if v.ref == b["bound"]), None)
            if ev is not None:
                info = {"base": ev.quantity.lo, "factor": ev.quantity.unit.factor, "reports": {rid}}
        out[(b["line"], b["col"])] = info
    return out


def kill_table(brief_id: str, md: Path):
    brief, registry, scope, cfg = load(brief_id)
    text = md.read_text(encoding="utf-8")
    clean = run_check(text, brief, registry, scope, cfg)
    bound = bound_numbers(clean, scope, registry)
    results = []
    for mt in mutants(text, bound, list(brief.model.sources), brief.model.lang):
        rep = run_check(mt.text, brief, registry, scope, cfg)
        killed = any(f.severity == "error" and f.line == mt.line for f in rep.findings)
        results.append((mt, killed, rep))
    return clean, results


_ = re  # keep the import for callers that build patterns
