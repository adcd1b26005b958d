"""Print results.md's tables and lists from out-rt.json. Usage: python report.py"""
import json
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
out = json.loads((HERE / "out-rt.json").read_text())
lang = {i: l for i, (_, l, _, _) in enumerate(__import__("run").load_sentences())}
by = defaultdict(lambda: [0, 0, 0, 0])
for i, cls, t, s, p, e in out:
    b = by[cls]
    if t == "wrong":
        b[1] += 1; b[0] += p
    else:
        b[3] += 1; b[2] += not p
print("| class | holes / wrong | false alarms / correct |\n| --- | --- | --- |")
for cls, (h, w, f, c) in by.items():
    print(f"| {cls} | {h} / {w} | {f} / {c} |")
tot = [sum(v[k] for v in by.values()) for k in range(4)]
print(f"| **all** | **{tot[0]} / {tot[1]}** | **{tot[2]} / {tot[3]}** |")
for t, want in (("wrong", True), ("correct", False)):
    for l in ("zh", "en"):
        n = sum(1 for i, c, tt, s, p, e in out if tt == t and lang[i] == l)
        k = sum(1 for i, c, tt, s, p, e in out if tt == t and lang[i] == l and p == want)
        print(t, l, k, "/", n)
print("\nHOLES")
for i, cls, t, s, p, e in out:
    if t == "wrong" and p:
        print(f"- #{i} ({cls}) `{s}`")
print("\nFALSE ALARMS")
for i, cls, t, s, p, e in out:
    if t == "correct" and not p:
        print(f"- #{i} ({cls}) `{s}` — {e[0][:150]}")
