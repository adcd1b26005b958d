"""The held-out new-user project (issue 12): a project made with `engine init` and written from the docs only
(evidence/C1.yaml, D1.yaml: an invented ArkFS checkpoint and dataset-loading report; articles/arkfs-zh.yaml and
arkfs-en.yaml), and sentences.txt: correct sentences an editor types by hand and wrong ones a careless or
dishonest copywriter writes. Each sentence is checked alone, as `engine check articles/arkfs-<lang>.yaml --text
FILE` checks a hand-edited copy against the brief of its language: a correct one must have no error-level
finding, a wrong one at least one (warnings, such as loose-rounding, do not stop a build, so they do not count;
they are shown). The two articles are also built (`engine build --no-pdf`): every figure in them comes from a
placeholder, so every gate finding there is a false alarm.

`python tests/heldout/project-fresh/check_sentences.py [--project tests/heldout/project-fresh2] [-v] [--write]` prints
the shares (`-v`: every false
alarm and survivor with its first finding; `--write`: rewrites expected.txt, which test_project_fresh.py
compares with).
"""
from __future__ import annotations

import contextlib
import io
import json
import re
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent  # the project measured: this folder, or another one given by use() / --project
LINE = re.compile(r"^(ok|bad (?P<cls>[\w-]+)):\s*(?P<text>.+)$")


def use(project: Path) -> None:
    """Measure another held-out project of the same layout (engine.yaml, evidence/, articles/<id>-zh.yaml and
    <id>-en.yaml, sentences.txt, expected.txt): tests/heldout/project-fresh2 was written later by another new user."""
    global HERE
    HERE = Path(project)


def brief(lang: str) -> str:
    """The project's brief of a language: its one articles/*-<lang>.yaml."""
    found = sorted(p.stem for p in (HERE / "articles").glob(f"*-{lang}.yaml"))
    assert len(found) == 1, f"{HERE}/articles: one *-{lang}.yaml brief expected, found {found}"
    return found[0]


def sentences() -> list[tuple[int, str, bool, str, str]]:
    """(line, lang, correct, class, text) for every sentence of sentences.txt."""
    out, lang = [], ""
    for n, ln in enumerate((HERE / "sentences.txt").read_text(encoding="utf-8").splitlines(), 1):
        if not ln.strip() or ln.startswith("#"):
            continue
        if ln.startswith("["):
            lang = ln.strip("[] ")
            continue
        m = LINE.match(ln)
        assert m and lang in ("zh", "en"), f"sentences.txt:{n}: {ln}"
        out.append((n, lang, m.group(1) == "ok", m.group("cls") or "", m.group("text")))
    return out


def _engine(*argv: str) -> tuple[int, str]:
    from engine.cli import main

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(io.StringIO()):
        code = main(["--root", str(HERE), *argv])
    return code, buf.getvalue()


def check(text: str, lang: str, tmp: Path) -> tuple[list[str], list[str]]:
    """(errors, warnings) of `engine check BRIEF --text FILE`, each as 'rule: message'."""
    f = tmp / "edited.md"
    f.write_text(text + "\n", encoding="utf-8")
    code, out = _engine("check", f"articles/{brief(lang)}.yaml", "--text", str(f), "--format", "json")
    if code not in (0, 1):
        return [f"EXIT {code}: {out[:200]}"], []
    rep = json.loads(out)
    by = lambda sev: [f"{x['rule']}: {x['message']}" for x in rep["findings"] if x["severity"] == sev]  # noqa: E731
    return by("error"), by("warning")


def built(lang: str, tmp: Path) -> list[str]:
    """The gate's error findings on the article as `engine build` lays it out (each one a false alarm)."""
    out_dir = tmp / f"out-{lang}"
    _engine("build", f"articles/{brief(lang)}.yaml", "--no-pdf", "--out", str(out_dir))
    draft = out_dir / brief(lang) / "draft" / f"{brief(lang)}.md"
    if not draft.exists():
        return []
    code, out = _engine("check", f"articles/{brief(lang)}.yaml", "--text", str(draft), "--format", "json")
    return [f"{x['rule']}: {x['text']} (line {x['line']})" for x in json.loads(out)["findings"] if x["severity"] == "error"]


def run() -> tuple[list[tuple], dict[str, list[str]]]:
    """Rows (line, lang, correct, class, text, as it should be, first error, first warning) and the built
    articles' findings by language."""
    rows = []
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        for n, lang, correct, cls, text in sentences():
            errors, warnings = check(text, lang, tmp)
            rows.append((n, lang, correct, cls, text, (not errors) == correct,
                         errors[0] if errors else "", warnings[0] if warnings else ""))
        builds = {lang: built(lang, tmp) for lang in ("zh", "en")}
    return rows, builds


def shares(rows, lang: str | None = None) -> dict:
    sel = [r for r in rows if lang is None or r[1] == lang]
    ok = [r for r in sel if r[2]]
    bad = [r for r in sel if not r[2]]
    by_cls: dict[str, list[int]] = {}
    for r in bad:
        by_cls.setdefault(r[3], [0, 0])
        by_cls[r[3]][0] += r[5]
        by_cls[r[3]][1] += 1
    return {"true": len(ok), "pass": sum(r[5] for r in ok), "wrong": len(bad), "caught": sum(r[5] for r in bad),
            "by_class": {k: f"{a}/{b}" for k, (a, b) in sorted(by_cls.items())}}


def line(name: str, s: dict) -> str:
    p = s["pass"] / s["true"] if s["true"] else 0
    k = s["caught"] / s["wrong"] if s["wrong"] else 0
    return (f"{name:18} true sentences pass {s['pass']}/{s['true']} ({p:.1%})  wrong ones fail "
            f"{s['caught']}/{s['wrong']} ({k:.1%})  {s['by_class']}")


def expected_table(rows, builds) -> str:
    out = [f"{'ok' if r[5] else 'FAIL'}\t{r[1]}\t{'ok' if r[2] else 'bad ' + r[3]}\t{r[4]}\n" for r in rows]
    out += [f"build\t{lang}\t{f}\n" for lang, fs in builds.items() for f in fs]
    return "".join(out)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parents[3]))
    if "--project" in sys.argv:
        use(Path(sys.argv[sys.argv.index("--project") + 1]))
    rows, builds = run()
    for lang in ("zh", "en", None):
        print(line(f"{HERE.name}/{lang or 'all'}", shares(rows, lang)))
    for lang, fs in builds.items():
        print(f"built article {brief(lang)}: {len(fs)} false alarm(s)" + "".join(f"\n  {f}" for f in fs))
    if "-v" in sys.argv:
        for r in rows:
            if not r[5]:
                kind = "FALSE ALARM" if r[2] else f"SURVIVOR {r[3]}"
                print(kind, r[1], f"sentences.txt:{r[0]}", r[4], "|", r[6][:200] or r[7][:200] or "(no finding)")
    if "--write" in sys.argv:
        (HERE / "expected.txt").write_text(expected_table(rows, builds), encoding="utf-8")
