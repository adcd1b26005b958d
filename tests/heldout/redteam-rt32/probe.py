"""Red team rt32: run probe_sentences.py like run.py and write probe-out.json (row + bindings). Not part of the counts."""
import json

from run import HERE, load_sentences, run_all

res = run_all(load_sentences(HERE / "probe_sentences.py"))
(HERE / "probe-out.json").write_text(json.dumps([r + [b] for r, b in res], ensure_ascii=False, indent=1) + "\n",
                                      encoding="utf-8")
for r, b in res:
    bad = (r[2] == "wrong") == r[4]
    print(("HOLE" if r[2] == "wrong" else "OVER") if bad else "ok  ", r[0], r[1], r[3], "|", r[5][:2])
    if bad:
        for x in b:
            print("        ", x)
