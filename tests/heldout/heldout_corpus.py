"""The held-out-style corpus (issue 12): claims about public result tables that nothing else here uses.

Evidence: tests/heldout/evidence/, one report per table (BERT's GLUE table and model sizes, ResNet's
Tables 1-3, the Transformer's BLEU/cost table and training set-up, the zstd README benchmark, the
Megatron-LM scaling table). Claims: tests/heldout/claims.txt, zh and en, written the way papers and tech
blogs write them before the checker was looked at. Each claim is checked alone, as `engine check --text`
does in a project with that evidence and no brief:
- a correct claim must pass (no error-level finding);
- each mutant must fail: value (the last digit of a marked figure changed, and the figure x1.25; only
  x1.25 for a figure after 约 / about / nearly, which allow 5%),
  qualifier (`more than` / `超过` the exact figure) and the hand-made ones (row, column, unit,
  statistic, direction, qualifier, value).
Claims are split into a dev half and a test half by a hash of their text, fixed before any fix was made:
fixes were made from the dev half's failures only.

A third split, `fresh` (tests/heldout/claims-fresh.txt, evidence/F*.yaml: LLaMA, GPT-3, EfficientNet and ViT
tables), was written later by someone who had not read the checker, all sentences before the first run, to
measure the gate on text nobody tuned to; its outcomes are kept in expected-fresh.txt. Do not fix the checker
from fresh-test's failures: it is the measurement, not a development set.

A fourth split, `fresh2` (claims-fresh2.txt, evidence/G*.yaml: Mistral 7B, DistilBERT, MobileNetV2, YOLOv3,
FlashAttention, Whisper, Swin Transformer, ZeRO, CLIP; fresh2-NOTES.md), was written the same way by another writer
during the fifth session, kept from every engineer, and measured only at that session's start and end
(measured-fresh2.txt); its outcomes are kept in expected-fresh2.txt like the others. From the sixth session on it
is split into fresh2-dev (a development set) and fresh2-test (shares only), by the same hash as the fresh split.

A fifth split, `fresh3` (claims-fresh3.txt, evidence/K*.yaml: Mixtral, LoRA, AlexNet, Batch Normalization, Kafka,
LevelDB, LZ4, the latency-numbers table, vLLM, redis-benchmark, Llama 2's CO2 table; fresh3-NOTES.md), was written
the same way during the sixth session and kept from every engineer until the seventh, when it joined the others with
its own dev and test halves (measured-fresh3.txt: its measurements while it was unseen).

A sixth split, `fresh4` (claims-fresh4.txt, evidence/P*.yaml: GPT-4 Tables 1-2, SqueezeNet, Deep Compression,
ConvNeXt, the GFS paper's Tables 2-3 and micro-benchmarks, MapReduce, Bigtable, xxHash, Samsung 970 EVO Plus;
fresh4-NOTES.md), was written the same way in the session of 2026-12-03 by a writer who read only the docs, and was
kept from every engineer: it was measured at that session's start and end (measured-fresh4.txt), and its sentences
were never shown. Keep it so: do not fix the checker from its failures (`-v` never prints them).

Three later splits, `fresh5` (claims-fresh5.txt, evidence/Q*.yaml: storage and I/O sources), `fresh6` (S*.yaml: ML
papers) and `fresh7` (T*.yaml: databases, networks, hardware), were each written in the session of 2026-12-03 by a
writer who read only the docs and committed the corpus before the checker was run on it; the same writer then fixed
the gate from its dev half (its NOTES file keeps both measurements). Their test halves are shares only.

The fresh split has its own dev and test halves (by the same hash): a fix may be found from fresh-dev's failures;
fresh-test's sentences are not shown by `-v` (only its shares), so it stays a measure of generalisation.

`python tests/heldout/heldout_corpus.py [-v] [--write]` prints the shares (`-v`: every false alarm and
survivor, except fresh-test's; `--write`: rewrites expected.txt and expected-fresh.txt, the tables of outcomes test_heldout.py
compares with).
"""
from __future__ import annotations

import datetime as dt
import re
import sys
import zlib
from dataclasses import dataclass, field
from decimal import Decimal
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parents[1]))

TODAY = dt.date(2026, 11, 15)
QUAL = {"zh": "超过 ", "en": "more than "}
MARK = re.compile(r"\{([^{}]+?)(!?)\}")
APPROX = re.compile(r"约|接近|将近|about|roughly|around|nearly|almost|~")


@dataclass
class Claim:
    rid: str
    lang: str
    line: int
    raw: str  # with {n} marks
    noq: bool = False
    hand: list[tuple[str, str, str]] = field(default_factory=list)  # (kind, a, b)
    split: str = ""  # "fresh" for claims-fresh.txt; "" for claims.txt (dev / test by hash)

    @property
    def text(self) -> str:
        return MARK.sub(lambda m: m.group(1), self.raw)

    @property
    def half(self) -> str:
        if self.split:
            return self.split
        return "dev" if zlib.crc32(self.text.encode("utf-8")) % 2 == 0 else "test"

    @property
    def fresh_half(self) -> str:
        """The fresh split's own dev / test halves, by the same hash as claims.txt's: fixes may be found from
        fresh-dev's failures; fresh-test is looked at only as shares, the measure of generalisation."""
        return "dev" if zlib.crc32(self.text.encode("utf-8")) % 2 == 0 else "test"

    @property
    def id(self) -> str:
        return f"{self.rid}:{self.line}"


FRESH = "fresh"
FRESH_HALF: dict[str, str] = {}  # claim id -> its fresh half, filled by run()
FRESH2 = "fresh2"
FRESH3 = "fresh3"
FRESH4 = "fresh4"
# later dev splits, each written by one writer before the checker was run on it (dev and test halves by hash)
LATER = ("fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11")
FILES = {"": "claims.txt", FRESH: "claims-fresh.txt", FRESH2: "claims-fresh2.txt", FRESH3: "claims-fresh3.txt",
         FRESH4: "claims-fresh4.txt", **{sp: f"claims-{sp}.txt" for sp in LATER}}
EXPECTED = {sp: f"expected-{sp}.txt" if sp else "expected.txt" for sp in FILES}
SPLITS = (FRESH, FRESH2, FRESH3, FRESH4) + tuple(sp for sp in LATER if (HERE / FILES[sp]).exists())


def claims(split: str = "") -> list[Claim]:
    out: list[Claim] = []
    rid = ""
    for n, line in enumerate((HERE / FILES[split]).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            rid = line.strip("[] ")
        elif line[:3] in ("en:", "zh:"):
            out.append(Claim(rid, line[:2], n, line[3:].strip(), split=split))
        elif line.strip() == "noq":
            out[-1].noq = True
        else:
            kind, _, swap = line.strip().partition(":")
            a, _, b = swap.partition("=>")
            assert a.strip() and b.strip() and a.strip() in out[-1].text, f"{FILES[split]}:{n}: {line}"
            out[-1].hand.append((kind.strip(), a.strip(), b.strip()))
    return out


def _fmt(d: Decimal, like: str) -> str:
    decimals = len(like.split(".")[1]) if "." in like else 0
    return f"{d:,.{decimals}f}" if "," in like else f"{d:.{decimals}f}"


def _bump(digits: str) -> str:
    """The last digit changed by one, decimals kept: 82.1 -> 82.0, 340 -> 341, 100,000 -> 100,001."""
    d = Decimal(digits.replace(",", ""))
    step = Decimal(1).scaleb(d.as_tuple().exponent)
    return _fmt(d - step if digits[-1] != "0" else d + step, digits)


def _scale(digits: str) -> str:
    d = Decimal(digits.replace(",", ""))
    q = Decimal(1).scaleb(d.as_tuple().exponent)
    new = (d * Decimal("1.25")).quantize(q)
    return _fmt(new if new != d else d + q, digits)


def mutants(c: Claim) -> list[tuple[str, str]]:
    """(kind, text) for every mutant of the claim; each must fail."""
    out = []
    marks = list(MARK.finditer(c.raw))
    for i, m in enumerate(marks):
        if m.group(2):
            continue
        # "about 3.1 times" for 3.09 is still true of 3.0 (5% room): an approximate figure gets only x1.25
        approx = APPROX.search(c.raw[max(0, m.start() - 16):m.start()])
        for new in ((_scale(m.group(1)),) if approx else (_bump(m.group(1)), _scale(m.group(1)))):
            raw = c.raw[:m.start()] + new + c.raw[m.end():]
            out.append(("value", MARK.sub(lambda x: x.group(1), raw)))
    if marks and not c.noq:
        m = marks[0]
        raw = c.raw[:m.start()] + QUAL[c.lang] + m.group(1) + c.raw[m.end():]
        out.append(("qualifier", MARK.sub(lambda x: x.group(1), raw)))
    for kind, a, b in c.hand:
        out.append((kind, c.text.replace(a, b, 1)))
    return [(k, t) for k, t in out if t != c.text]


@lru_cache(maxsize=None)
def registry():
    sys.path.insert(0, str(HERE.parent))
    from conftest import evidence_registry  # tests/conftest.py

    return evidence_registry(HERE)


def findings(text: str, lang: str) -> list:
    """The error-level findings of `engine check --text` on a file holding just this sentence."""
    from engine.check.api import check_text
    from engine.models.config import CheckConfig

    try:
        rep = check_text(text + "\n", "claim.md", registry=registry(), config=CheckConfig(), lang=lang,
                         today=TODAY)
    except Exception as e:  # a traceback is a failure of the gate (exit 3), counted, not fatal to the run
        return [Crash(f"{type(e).__name__}: {e}")]
    return [f for f in rep.findings if f.severity == "error"]


@dataclass
class Crash:
    message: str
    rule: str = "CRASH"


def run(half: str | None = None, mutate: bool = True, split: str = "") -> list[tuple[str, str, str, str, str, bool, str]]:
    """One row per claim and mutant: (id, half, lang, kind, text, ok, first finding); ok means as it
    should be (a claim passed, a mutant failed). `split`: "" for claims.txt, FRESH for claims-fresh.txt."""
    rows = []
    for c in claims(split):
        FRESH_HALF[c.id] = c.fresh_half
        if half and c.half != half:
            continue
        bad = findings(c.text, c.lang)
        rows.append((c.id, c.half, c.lang, "claim", c.text, not bad,
                     f"{bad[0].rule}: {bad[0].message}" if bad else ""))
        for kind, t in mutants(c) if mutate else ():
            bad = findings(t, c.lang)
            rows.append((c.id, c.half, c.lang, kind, t, bool(bad), f"{bad[0].rule}: {bad[0].message}" if bad else ""))
    return rows


def document(split: str = FRESH, lang: str | None = None) -> tuple[int, int, list[str]]:
    """Every claim of the split in one file, a paragraph each, checked once: so every report the split cites is
    in scope, as when a whole article is checked. (passing, total, the first finding of each failing claim)."""
    from engine.check.api import check_text
    from engine.models.config import CheckConfig

    sel = [c for c in claims(split) if lang is None or c.lang == lang]
    text = "\n\n".join(c.text for c in sel) + "\n"
    rep = check_text(text, "claims.md", registry=registry(), config=CheckConfig(), lang=lang or "zh", today=TODAY)
    first: dict[int, str] = {}
    for f in rep.findings:
        if f.severity == "error":
            first.setdefault(f.line, f"{f.rule}: {f.message}")
    bad = [f"{c.id} {c.text} | {first[1 + 2 * i]}" for i, c in enumerate(sel) if 1 + 2 * i in first]
    return len(sel) - len(bad), len(sel), bad


def shares(rows, half: str | None = None, lang: str | None = None) -> dict:
    sel = [r for r in rows if (half is None or r[1] == half) and (lang is None or r[2] == lang)]
    cl = [r for r in sel if r[3] == "claim"]
    mu = [r for r in sel if r[3] != "claim"]
    by_kind: dict[str, list[int]] = {}
    for r in mu:
        by_kind.setdefault(r[3], [0, 0])
        by_kind[r[3]][0] += r[5]
        by_kind[r[3]][1] += 1
    return {"claims": len(cl), "pass": sum(r[5] for r in cl), "mutants": len(mu), "caught": sum(r[5] for r in mu),
            "by_kind": {k: f"{a}/{b}" for k, (a, b) in sorted(by_kind.items())}}


def line(name: str, s: dict) -> str:
    p = s["pass"] / s["claims"] if s["claims"] else 0
    k = s["caught"] / s["mutants"] if s["mutants"] else 0
    return (f"{name:10} claims pass {s['pass']}/{s['claims']} ({p:.1%})  mutants caught {s['caught']}/{s['mutants']}"
            f" ({k:.1%})  {s['by_kind']}")


def expected_table(rows) -> str:
    """The table of outcomes: one line per claim or mutant, `ok` or `FAIL` (a false alarm or a survivor)."""
    return "".join(f"{'ok' if r[5] else 'FAIL'}\t{r[0]}\t{r[3]}\t{r[4]}\n" for r in rows)


if __name__ == "__main__":
    only = next((a.split("=")[1] for a in sys.argv if a.startswith("--half=")), None)
    mutate = "--claims" not in sys.argv
    rows = run(only, mutate) if only not in SPLITS else []
    split_rows = {sp: run(None, mutate, sp) for sp in SPLITS if only in (None, sp)}
    if only not in SPLITS:
        for half in ("dev", "test", None):
            for lang in ("zh", "en", None):
                print(line(f"{half or 'all'}/{lang or 'all'}", shares(rows, half, lang)))
    docs = {}
    for sp, srows in split_rows.items():
        for lang in ("zh", "en", None):
            print(line(f"{sp}/{lang or 'all'}", shares(srows, sp, lang)))
        for fh in ("dev", "test"):
            part = [r for r in srows if FRESH_HALF[r[0]] == fh]
            for lang in ("zh", "en", None):
                print(line(f"{sp}-{fh}/{lang or 'all'}", shares(part, sp, lang)))
        docs[sp] = {lang: document(sp, lang) for lang in ("zh", "en")}
        for lang, (ok, n, _) in docs[sp].items():
            print(f"{sp}/doc-{lang:2} claims pass {ok}/{n} ({ok / n:.1%}) when all the {lang} claims are one file")
    if "-v" in sys.argv:
        for r in rows + [r for srows in split_rows.values() for r in srows]:
            if not r[5]:
                if r[1] in SPLITS and (FRESH_HALF[r[0]] == "test" or r[1] == FRESH4) \
                        and "--show-fresh-test" not in sys.argv:
                    continue  # the fresh splits' test halves are measures: their sentences are not shown
                print("FALSE ALARM" if r[3] == "claim" else f"SURVIVOR {r[3]}", r[1], r[0], r[4], "|", r[6][:200])
        for sp, dd in docs.items():
            for lang, (_, _, bad) in dd.items():
                for b in bad:
                    if (FRESH_HALF[b.split()[0]] == "test" or sp == FRESH4) and "--show-fresh-test" not in sys.argv:
                        continue
                    print(f"FALSE ALARM {sp}/doc-{lang}", b[:300])
    if "--write" in sys.argv:
        if rows and only is None:
            (HERE / EXPECTED[""]).write_text(expected_table(rows), encoding="utf-8")
        for sp, srows in split_rows.items():
            (HERE / EXPECTED[sp]).write_text(expected_table(srows), encoding="utf-8")
