"""Format check for a claims file (claims-fresh4.txt and later): sections, citations, braces, mutant kinds and left
sides. `python3 corpus-lint.py claims-fresh7.txt`."""
import re, sys
KINDS = {"row", "col", "unit", "stat", "dir", "qual", "value"}
path = sys.argv[1] if len(sys.argv) > 1 else "claims-fresh4.txt"
errs = []; sec = None; claim = None; n = {"en": 0, "zh": 0}; muts = {}; cites = {}
for i, line in enumerate(open(path, encoding="utf-8"), 1):
    line = line.rstrip("\n")
    if not line.strip() or line.startswith("#"):
        continue
    m = re.fullmatch(r"\[([A-Z]+\d+)\]", line)
    if m:
        sec = m.group(1); continue
    m = re.match(r"(en|zh): (.*)$", line)
    if m:
        lang, claim = m.group(1), m.group(2); n[lang] += 1
        cites[sec] = cites.get(sec, 0) + 1
        refs = re.findall(r"\[@([A-Z]+\d+)\]", claim)
        if refs != [sec]: errs.append(f"{i}: cites {refs}, section {sec}")
        depth = 0
        for ch in claim:
            depth += ch == "{"; depth -= ch == "}"
            if depth not in (0, 1): errs.append(f"{i}: nested/unbalanced braces"); break
        if depth: errs.append(f"{i}: unbalanced braces")
        if not re.search(r"\{[^{}]+\}", claim): errs.append(f"{i}: no marked figure")
        for f in re.findall(r"\{([^{}]*)\}", claim):
            if not re.fullmatch(r"[\d.,]+!?|[\d.,]+k!?", f): errs.append(f"{i}: odd mark {{{f}}}")
        continue
    if line == "  noq":
        continue
    m = re.match(r"  (\w+): (.*) => (.*)$", line)
    if m:
        kind, a, b = m.groups()
        if kind not in KINDS: errs.append(f"{i}: kind {kind}")
        plain = re.sub(r"\{([^{}]*?)!?\}", r"\1", claim)
        if a not in plain: errs.append(f"{i}: left side not in claim: {a!r}")
        if a == b: errs.append(f"{i}: no change")
        muts[kind] = muts.get(kind, 0) + 1
        continue
    errs.append(f"{i}: unparsed: {line!r}")
print("\n".join(errs) or "ok")
print("claims", n, "total", sum(n.values()), "mutants", sum(muts.values()), muts)
print("per section", cites)
