"""Red team rt32: print the tables and lists of results.md from out-rt.json and the comments of sentences.py."""
import json
import re
from collections import defaultdict

from run import HERE

out = json.loads((HERE / "out-rt.json").read_text())
why = {}
for line in (HERE / "sentences.py").read_text().splitlines():
    m = re.match(r'^\("[^"]+", "(?:zh|en)", [WC], "(.*)"\),\s*(?:#\s*(.*))?$', line)
    if m:
        why[m.group(1)] = m.group(2) or ""
cls_order = list(dict.fromkeys(r[1] for r in out))
t = defaultdict(lambda: [0, 0, 0, 0])
for r in out:
    k = t[r[1]]
    if r[2] == "wrong":
        k[1] += 1; k[0] += r[4]
    else:
        k[3] += 1; k[2] += not r[4]
lang = defaultdict(lambda: [0, 0])
for r in out:
    lang[(r[2], "zh" if re.search(r"[\u4e00-\u9fff]", r[3].split("[@")[0]) else "en")][0] += 1
print("| class | holes / wrong | false alarms / correct |\n| --- | --- | --- |")
for c in cls_order:
    a = t[c]
    print(f"| {c} | {a[0]} / {a[1]} | {a[2]} / {a[3]} |")
tot = [sum(t[c][i] for c in cls_order) for i in range(4)]
print(f"| **all** | **{tot[0]} / {tot[1]}** | **{tot[2]} / {tot[3]}** |")
print("\n## Wrong sentences that passed (holes), by class\n")
for c in cls_order:
    rows = [r for r in out if r[1] == c and r[2] == "wrong" and r[4]]
    if rows:
        print(f"### {c}\n")
        for r in rows:
            print(f"- [{r[0]}] {r[3]}  \n  wrong: {why.get(r[3], '')}")
        print()
print("## Correct sentences refused (false alarms), by class\n")
for c in cls_order:
    rows = [r for r in out if r[1] == c and r[2] == "correct" and not r[4]]
    if rows:
        print(f"### {c}\n")
        for r in rows:
            print(f"- [{r[0]}] {r[3]}  ")
            for e in r[5]:
                print(f"  `{e[:220]}`  ")
        print()
