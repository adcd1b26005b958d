"""Format check of claims-fresh5.txt: each claim cites exactly its own section, braces balanced and not nested,
marks are numbers (optionally with !), every mutant kind is valid and its left side is a substring of its claim
(with the braces removed). Prints counts."""
import re, sys
from collections import Counter
KINDS = {"row", "col", "unit", "stat", "dir", "qual", "value"}
sec = None; claims = []; errs = []
for n, line in enumerate(open(sys.argv[1], encoding="utf-8").read().splitlines(), 1):
    if not line.strip() or line.startswith("#"):
        continue
    if line.startswith("["):
        sec = line.strip("[] "); continue
    if line[:3] in ("en:", "zh:"):
        t = line[3:].strip()
        cites = re.findall(r"\[@(\w+)\]", t)
        if cites != [sec]: errs.append(f"{n}: cites {cites} in {sec}")
        depth = 0
        for ch in t:
            depth += ch == "{"; depth -= ch == "}"
            if depth not in (0, 1): errs.append(f"{n}: braces"); break
        if depth: errs.append(f"{n}: unbalanced")
        for m in re.findall(r"\{([^}]*)\}", t):
            if not re.fullmatch(r"[0-9][0-9,.]*!?", m): errs.append(f"{n}: bad mark {m}")
        claims.append({"sec": sec, "lang": line[:2], "text": t, "plain": re.sub(r"[{}]|(?<=\d)!", "", t), "hand": [], "n": n})
    elif line.strip() == "noq":
        claims[-1]["noq"] = True
    else:
        k, _, sw = line.strip().partition(":"); a, _, b = sw.partition("=>")
        if k not in KINDS: errs.append(f"{n}: kind {k}")
        if a.strip() not in claims[-1]["plain"]: errs.append(f"{n}: left side not in claim: {a.strip()}")
        if not b.strip() or a.strip() == b.strip(): errs.append(f"{n}: empty/same")
        claims[-1]["hand"].append(k)
print("claims", len(claims), Counter(c["lang"] for c in claims), "by report", dict(Counter(c["sec"] for c in claims)))
print("hand mutants", sum(len(c["hand"]) for c in claims), Counter(k for c in claims for k in c["hand"]))
print("no mark:", sum(1 for c in claims if "{" not in c["text"]), "no hand:", [c["n"] for c in claims if not c["hand"]])
print("\n".join(errs) or "OK")
