"""The regression corpus: claims about two public benchmark READMEs, in zh and en, and their mutants.

Evidence: tests/corpus/evidence/ (one report per table; made by make_evidence.py from the orjson and
charset-normalizer READMEs shipped in their PyPI metadata). Each claim is one sentence about one table cell,
written the way people write them (several phrasings per column), citing its table. Each is checked alone:
- correct: it must pass (no error-level finding);
- mutants: value (last digit ±1, ×1.25), unit (ms → s, MiB → GiB, 倍 → %), noun (the other library),
  statistic (median ↔ average, P99 ↔ P95) and qualifier (超过 / more than the exact value): each must fail.
Two modes: text (no brief, each claim citing its table) and brief (a brief whose sources are all reports).

Run `python tests/corpus/corpus.py` to print the shares; tests/corpus/test_corpus.py keeps them from dropping.
"""
from __future__ import annotations

import datetime as dt
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1]))

sys.path.insert(0, str(HERE.parent / "check"))

from engine.check.api import check_text  # noqa: E402
from engine.models.config import CheckConfig  # noqa: E402
from mutants import _bump, _scale  # noqa: E402  (tests/check/mutants.py: the same value mutants)

TODAY = dt.date(2026, 11, 15)

# (kind, column) -> {lang: [templates]}; {lib} library, {fx} what was measured, {v} the figure
TEMPLATES = {
    ("lat", "median"): {"zh": ["在{fx}测试中,{lib} 的中位延迟为 {v} 毫秒", "{lib} {fx}的中位延迟是 {v} ms"],
                        "en": ["{lib} has a median latency of {v} ms when {fx}",
                               "When {fx}, the median latency of {lib} is {v} ms"]},
    ("lat", "ops"): {"zh": ["{lib} {fx}每秒可完成 {v} 次操作", "{fx}时,{lib} 的吞吐为每秒 {v} 次操作"],
                     "en": ["{lib} completes {v} operations per second when {fx}",
                            "When {fx}, {lib} reaches {v} operations per second"]},
    ("lat", "relative"): {"zh": ["{fx}时,{lib} 的延迟是 orjson 的 {v} 倍"],
                          "en": ["When {fx}, the latency of {lib} is {v} times that of orjson"]},
    ("indent", "compact"): {"zh": ["{lib} 以紧凑格式序列化 {fx} 需要 {v} ms"],
                            "en": ["{lib} serializes {fx} compact in {v} ms"]},
    ("indent", "pretty"): {"zh": ["{lib} 以 pretty 缩进格式序列化 {fx} 需要 {v} ms"],
                           "en": ["{lib} takes {v} ms to serialize {fx} pretty-printed"]},
    ("indent", "vs"): {"zh": ["缩进输出 {fx} 时,{lib} 的耗时是 orjson 的 {v} 倍"],
                       "en": ["For indented output of {fx}, {lib} takes {v} times as long as orjson"]},
    ("sort", "unsorted"): {"zh": ["{lib} 不排序键时序列化 {fx} 需要 {v} ms"],
                           "en": ["{lib} serializes {fx} unsorted in {v} ms"]},
    ("sort", "sorted"): {"zh": ["{lib} 按键 sorted 序列化 {fx} 需要 {v} ms"],
                         "en": ["With sorted keys, {lib} serializes {fx} in {v} ms"]},
    ("sort", "vs"): {"zh": ["按键排序序列化 {fx} 时,{lib} 的耗时是 orjson 的 {v} 倍"],
                     "en": ["Sorting keys of {fx}, {lib} takes {v} times as long as orjson"]},
    ("dataclass", "dict"): {"zh": ["{lib} 序列化 dict 形式的{fx}需要 {v} ms"],
                            "en": ["{lib} serializes {fx} as dict in {v} ms"]},
    ("dataclass", "dataclass"): {"zh": ["{lib} 序列化 dataclass 形式的{fx}需要 {v} ms"],
                                 "en": ["{lib} serializes {fx} as dataclass instances in {v} ms"]},
    ("dataclass", "vs"): {"zh": ["序列化 dataclass 时,{lib} 的耗时是 orjson 的 {v} 倍"],
                          "en": ["For dataclasses, {lib} takes {v} times as long as orjson"]},
    ("numpy", "latency"): {"zh": ["{lib} 序列化{fx}的延迟为 {v} ms", "序列化{fx},{lib} 耗时 {v} 毫秒"],
                           "en": ["{lib} serializes {fx} with a latency of {v} ms"]},
    ("numpy", "rss"): {"zh": ["{lib} 序列化{fx}时内存增量(RSS diff)为 {v} MiB"],
                       "en": ["Serializing {fx}, the RSS diff of {lib} is {v} MiB"]},
    ("numpy", "vs"): {"zh": ["序列化{fx}时,{lib} 的延迟是 orjson 的 {v} 倍"],
                      "en": ["Serializing {fx}, the latency of {lib} is {v} times that of orjson"]},
    ("acc", "accuracy"): {"zh": ["在 {fx} 上,{lib} 的检测准确率为 {v}%"],
                          "en": ["On {fx}, {lib} detects the encoding with an accuracy of {v}%"]},
    ("acc", "mean"): {"zh": ["{lib} 平均每个文件耗时 {v} ms"],
                      "en": ["{lib} takes a mean of {v} ms per file"]},
    ("pct", "p99"): {"zh": ["{lib} 的 99th percentile 耗时为 {v} ms"],
                     "en": ["The 99th percentile latency of {lib} is {v} ms"]},
    ("pct", "p95"): {"zh": ["{lib} 的 95th percentile 耗时为 {v} ms"],
                     "en": ["The 95th percentile latency of {lib} is {v} ms"]},
    ("pct", "p50"): {"zh": ["{lib} 的中位耗时为 {v} ms"],
                     "en": ["The median latency of {lib} is {v} ms"]},
}
SWAP_LIB = {"orjson": "json", "json": "orjson", "chardet": "charset-normalizer", "charset-normalizer": "chardet"}
SWAP_STAT = [("中位", "平均"), ("median", "average"), ("平均", "中位"), ("a mean of", "a median of"),
             ("99th", "95th"), ("95th", "99th")]
SWAP_UNIT = [(" 毫秒", " 秒"), (" ms", " s"), (" MiB", " GiB"), (" 倍", "%"), (" times", " percent")]
QUAL = {"zh": "超过 ", "en": "more than "}


@dataclass
class Claim:
    rid: str
    lang: str
    lib: str
    col: str
    v: str
    text: str  # the sentence with {v} in place
    other: str | None  # the other library's figure in this column


def _fmt(x) -> str:
    if isinstance(x, int) or float(x).is_integer() and "." not in str(x):
        return f"{int(x):,}"
    return str(x)


def _fixture(rid: str, lang: str) -> str:
    from make_evidence import SPECS
    spec = next(s for s in SPECS if s[0] == rid)
    return spec[4][0 if lang == "zh" else 1]


def claims() -> list[Claim]:
    sys.path.insert(0, str(HERE))
    from make_evidence import COLUMNS, SPECS

    out = []
    for rid, _src, _i, _title, _fx, kind in SPECS:
        data = yaml.safe_load((HERE / "evidence" / f"{rid}.yaml").read_text(encoding="utf-8"))
        rows = data["tables"]["results"]["rows"]
        for lang in ("zh", "en"):
            for k, (col, _unit, _label) in enumerate(COLUMNS[kind], 1):
                for n, (rkey, row) in enumerate(rows.items()):
                    val = row[k]
                    if val is None or (col in ("vs", "relative") and float(val) == 1):
                        continue
                    tpls = TEMPLATES[(kind, col)][lang]
                    tpl = tpls[(n + k) % len(tpls)]
                    other = [r[k] for kk, r in rows.items() if kk != rkey]
                    text = tpl.format(lib=row[0], fx=_fixture(rid, lang), v="{v}")
                    text += f" [@{rid}]。" if lang == "zh" else f" [@{rid}]."
                    out.append(Claim(rid, lang, row[0], col, _fmt(val), text,
                                     _fmt(other[0]) if other and other[0] is not None else None))
    return out


def mutants(c: Claim) -> list[tuple[str, str]]:
    base = c.text.replace("{v}", c.v)
    out = [("value", c.text.replace("{v}", _bump(c.v))), ("value", c.text.replace("{v}", _scale(c.v, "1.25")))]
    for a, b in SWAP_UNIT:
        if c.v + a in base:
            out.append(("unit", base.replace(c.v + a, c.v + b, 1)))
            break
    if c.other is not None and c.other != c.v and c.col not in ("vs", "relative"):
        for lib, other in SWAP_LIB.items():
            if c.lib == lib:
                import re
                out.append(("noun", re.sub(r"(?<![\w.-])" + re.escape(lib) + r"(?![\w-])", other, base, count=1)))
                break
    for a, b in SWAP_STAT:
        if a in base:
            out.append(("statistic", base.replace(a, b, 1)))
            break
    out.append(("qualifier", c.text.replace("{v}", QUAL[c.lang] + c.v)))
    return [(k, t) for k, t in out if t != base]


@lru_cache(maxsize=None)
def project(mode: str, lang: str):
    from engine.calc.claims import compute
    from engine.errors import Problems
    from engine.load import Project, load_brief, load_registry

    proj = Project(HERE)
    problems = Problems()
    registry = load_registry(proj, problems, run_checks_too=False)
    if mode == "text":
        return registry, None, None
    b = load_brief(proj, HERE / "articles" / f"corpus-{lang}.yaml")
    scope = compute(b.model, b.smap, registry, problems)
    return registry, scope, list(b.model.sources)


def failed(text: str, mode: str, lang: str) -> list:
    registry, scope, sources = project(mode, lang)
    rep = check_text(text + "\n", "claim.md", registry=registry, scope=scope, sources=sources,
                     config=CheckConfig(), lang=lang, today=TODAY)
    return [f for f in rep.findings if f.severity == "error"]


def measure(mode: str, verbose: bool = False) -> dict:
    cs = claims()
    passed = 0
    killed: dict[str, list[int]] = {}
    for c in cs:
        text = c.text.replace("{v}", c.v)
        bad = failed(text, mode, c.lang)
        if not bad:
            passed += 1
        elif verbose:
            print("FALSE ALARM", mode, text, "|", bad[0].rule, bad[0].message[:140])
        for kind, mt in mutants(c):
            k = bool(failed(mt, mode, c.lang))
            killed.setdefault(kind, [0, 0])
            killed[kind][0] += k
            killed[kind][1] += 1
            if verbose and not k:
                print("SURVIVOR", mode, kind, mt)
    total_k = sum(v[0] for v in killed.values())
    total_m = sum(v[1] for v in killed.values())
    return {"claims": len(cs), "pass": passed / len(cs), "mutants": total_m, "killed": total_k / total_m,
            "by_kind": {k: f"{v[0]}/{v[1]}" for k, v in sorted(killed.items())}}


if __name__ == "__main__":
    for mode in ("text", "brief"):
        r = measure(mode, verbose="-v" in sys.argv)
        print(f"{mode}: {r['claims']} claims, {r['pass']:.1%} pass; {r['mutants']} mutants, {r['killed']:.1%} "
              f"caught {r['by_kind']}")
