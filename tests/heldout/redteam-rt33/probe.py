"""Run probe_sentences.py (variants written after the first run to find causes; not counted) the way run.py runs
sentences.py; writes probe-out.json. Usage: python probe.py"""
import json
from run import HERE, load_sentences, run_all

if __name__ == "__main__":
    res = run_all(load_sentences(HERE / "probe_sentences.py"))
    out = [r + [b] for r, b in res]
    (HERE / "probe-out.json").write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for i, cls, truth, s, passed, errs, b in out:
        ok = (truth == "correct") == passed
        print(f"{i:2} {cls:12} {truth:7} {'PASSED ' if passed else 'REFUSED'} {'ok ' if ok else 'BAD'} | {s}")
        for e in errs[:2]:
            print("       ", e[:160])
        if not ok and passed:
            for m in b:
                if m[1] == "verified":
                    print("        ~", m[0], m[3], (m[4] or "")[:80])
