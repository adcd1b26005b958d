"""Red team rt33: run every sentence of sentences.py through the gate's command line, `engine check --text FILE
--format json`, in a temporary project (`engine init --lang zh|en`, the sentence's language) whose evidence/ is a copy
of this folder's evidence/. Writes out-rt.json ([index, class, truth, sentence, passed, errors]) and bindings.json
(what each number bound to: text, status, skip reason, bound id, derivation). Usage: python run.py"""
import importlib.util
import json
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
ENGINE = "/work/main/.venv/bin/engine"


def load_sentences(path=HERE / "sentences.py"):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.S


def projects(tmp: Path) -> dict:
    proj = {}
    for lang in ("zh", "en"):
        p = tmp / lang
        subprocess.run([ENGINE, "init", str(p), "--lang", lang], check=True, capture_output=True)
        for f in list((p / "evidence").glob("*.yaml")) + list((p / "articles").glob("*.yaml")):
            f.unlink()
        for f in (HERE / "evidence").glob("*.yaml"):
            shutil.copy(f, p / "evidence" / f.name)
        proj[lang] = p
    return proj


def one(proj, item):
    i, (cls, lang, truth, s) = item
    p = proj[lang]
    md = p / f"s{i:03d}.md"
    md.write_text(s + "\n", encoding="utf-8")
    r = subprocess.run([ENGINE, "check", "--text", md.name, "--format", "json"], cwd=p, capture_output=True, text=True)
    if r.returncode not in (0, 1):
        return [i, cls, truth, s, False, [f"exit {r.returncode}: {r.stderr.strip()[:200]}"]], []
    d = json.loads(r.stdout)
    errs = [f"{f['rule']}: {f['text']}: {f['message']}" for f in d["findings"] if f["severity"] == "error"]
    passed = r.returncode == 0 and not errs
    binds = [(m["text"], m["status"], m.get("reason"), (m["bound"] or {}).get("id"), (m["bound"] or {}).get("derivation"))
             for m in d["mentions"]]
    return [i, cls, truth, s, passed, errs], binds


def run_all(sents):
    """[(row, bindings)] for every sentence, each checked by `engine check --text` in a fresh temporary project."""
    tmp = Path(tempfile.mkdtemp(prefix="rt33-"))
    try:
        proj = projects(tmp)
        with ThreadPoolExecutor(8) as ex:
            return list(ex.map(lambda it: one(proj, it), enumerate(sents)))
    finally:
        shutil.rmtree(tmp)


def counts(out):
    wp = sum(1 for r in out if r[2] == "wrong" and r[4]); wt = sum(1 for r in out if r[2] == "wrong")
    cr = sum(1 for r in out if r[2] == "correct" and not r[4]); ct = sum(1 for r in out if r[2] == "correct")
    return f"wrong passed {wp}/{wt}; correct refused {cr}/{ct}"


if __name__ == "__main__":
    res = run_all(load_sentences())
    out = [r for r, _ in res]
    (HERE / "out-rt.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (HERE / "bindings.json").write_text(json.dumps({r[0]: b for r, b in res}, ensure_ascii=False, indent=1) + "\n",
                                         encoding="utf-8")
    print(counts(out))
