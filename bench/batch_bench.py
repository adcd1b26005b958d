"""Publishing at scale (issue 11), side by side in one run. Not part of the test suite.

    .venv/bin/python bench/batch_bench.py [--n 100] [--reports 200] [--jobs 2] [--runs 1]

Prints:
  1. `engine build --all -j JOBS` with PDF over N generated articles: wall time per article, next to
     the anchor, pandoc + typst run cold (one process each) per article on the same Markdown to PDF,
     and the ratio engine / anchor per article;
  2. a rebuild with nothing changed, as a share of the full build;
  3. a cold `engine check` with REPORTS generated evidence files: without the evidence cache (first
     run) and with it;
  4. peak memory: the largest single process, and the whole process tree (sampled).

The anchor is installed into the benchmark's own venv (bench/.anchor-venv, ignored by git):
pandoc from `pypandoc_binary` (ships the binary), typst from the `typst` package (typst-py).
The generated articles are copies of the two example briefs (zh and en) under new ids.
"""
from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = [sys.executable, "-m", "engine"]
ANCHOR_VENV = ROOT / "bench" / ".anchor-venv"


def anchor_tools() -> tuple[Path, Path]:
    """(pandoc, python with typst): install them in the benchmark's own venv on first use."""
    py = ANCHOR_VENV / "bin" / "python"
    if not py.exists():
        subprocess.run([sys.executable, "-m", "venv", str(ANCHOR_VENV)], check=True)
    probe = subprocess.run([str(py), "-c", "import pypandoc, typst; print(pypandoc.get_pandoc_path())"],
                           capture_output=True, text=True)
    if probe.returncode != 0:
        subprocess.run([str(py), "-m", "pip", "install", "-q", "pypandoc_binary", "typst"], check=True)
        probe = subprocess.run([str(py), "-c", "import pypandoc, typst; print(pypandoc.get_pandoc_path())"],
                               capture_output=True, text=True, check=True)
    return Path(probe.stdout.strip()), py


def make_project(folder: Path, n: int, reports: int = 0) -> Path:
    for name in ("evidence", "llm-cache", "templates"):
        shutil.copytree(ROOT / name, folder / name)
    shutil.copy(ROOT / "engine.yaml", folder / "engine.yaml")
    (folder / "articles").mkdir()
    sources = [(ROOT / "articles" / f"{b}.yaml").read_text(encoding="utf-8") for b in ("ckpt-bubble", "ckpt-bubble-en")]
    for i in range(n):
        aid = f"bench-{i:03d}"
        text = re.sub(r"^id: .*$", f"id: {aid}", sources[i % 2], flags=re.M)
        text = re.sub(r"^related: .*\n", "", text, flags=re.M)
        (folder / "articles" / f"{aid}.yaml").write_text(text, encoding="utf-8")
    ev = folder / "evidence"
    base = [(p.stem, p.read_text(encoding="utf-8")) for p in sorted(ev.glob("*.yaml"))]
    i = 0
    while len(list(ev.glob("*.yaml"))) < reports:
        stem, text = base[i % len(base)]
        (ev / f"G{i:03d}.yaml").write_text(re.sub(r"^id: \w+", f"id: G{i:03d}", text, flags=re.M), encoding="utf-8")
        i += 1
    return folder


class TreeMemory(threading.Thread):
    """Samples the summed RSS of a process and its descendants every 50 ms."""

    def __init__(self, pid: int):
        super().__init__(daemon=True)
        self.pid, self.peak, self.stop = pid, 0, threading.Event()

    def run(self):
        while not self.stop.is_set():
            self.peak = max(self.peak, _tree_rss(self.pid))
            time.sleep(0.05)


def _tree_rss(root: int) -> int:
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            status = Path(f"/proc/{d}/status").read_text()
        except OSError:
            continue
        ppid = int(re.search(r"^PPid:\s+(\d+)", status, re.M).group(1))
        m = re.search(r"^VmRSS:\s+(\d+) kB", status, re.M)
        children.setdefault(ppid, []).append(int(d))
        rss[int(d)] = int(m.group(1)) if m else 0
    total, todo = 0, [root]
    while todo:
        p = todo.pop()
        total += rss.get(p, 0)
        todo += children.get(p, [])
    return total * 1024


def cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(cmd, cwd: Path, env=None) -> tuple[float, int, subprocess.CompletedProcess]:
    """(wall seconds, peak RSS of the process tree, the finished process); CPU time: cpu() before/after."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(os.environ, **(env or {})))
    mem = TreeMemory(proc.pid)
    mem.start()
    out, err = proc.communicate()
    mem.stop.set()
    mem.join()
    wall = time.perf_counter() - t0
    done = subprocess.CompletedProcess(cmd, proc.returncode, out, err)
    if proc.returncode not in (0,):
        raise SystemExit(f"{' '.join(map(str, cmd))} failed ({proc.returncode}):\n{err[-3000:]}")
    return wall, mem.peak, done


def anchor(build: Path, pandoc: Path, py: Path) -> tuple[float, float]:
    """pandoc (Markdown -> typst) then typst (-> PDF), each a cold process, article by article. Citations
    stay literal text ([@R1]), as in the engine's PDF, where they are text too."""
    t0, c0 = time.perf_counter(), cpu()
    for md in sorted(build.glob("*/*.md")):
        typ = md.with_suffix(".typ")
        subprocess.run([str(pandoc), str(md), "-f", "markdown-citations", "-s", "-t", "typst", "-o", str(typ),
                        "-V", "mainfont=Noto Sans CJK SC"], check=True, cwd=md.parent)
        subprocess.run([str(py), "-c", "import sys, typst; typst.compile(sys.argv[1], output=sys.argv[2])",
                        str(typ), str(md.with_suffix(".anchor.pdf"))], check=True, cwd=md.parent)
    return time.perf_counter() - t0, cpu() - c0


def fmt(xs: list[float], unit: str = "s") -> str:
    if len(xs) == 1:
        return f"{xs[0]:.3f} {unit}"
    return f"{min(xs):.3f} / {statistics.median(xs):.3f} / {max(xs):.3f} {unit} (min/median/max of {len(xs)})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=100, help="generated articles")
    ap.add_argument("--reports", type=int, default=200, help="evidence files for the cold check")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--runs", type=int, default=1)
    args = ap.parse_args()
    pandoc, py = anchor_tools()
    full, noop, anchor_s, peaks, tree_peaks = [], [], [], [], []
    full_cpu, noop_cpu, anchor_cpu = [], [], []
    for _ in range(args.runs):
        with tempfile.TemporaryDirectory(prefix="batch-bench-") as tmp:
            proj = make_project(Path(tmp), args.n)
            c0 = cpu()
            wall, tree, _ = run([*ENGINE, "build", "--all", "-j", str(args.jobs)], proj)
            full.append(wall)
            full_cpu.append(cpu() - c0)
            tree_peaks.append(tree)
            peaks.append(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024)
            c0 = cpu()
            wall, _, done = run([*ENGINE, "build", "--all", "-j", str(args.jobs)], proj)
            assert f"{args.n} unchanged (skipped)" in done.stderr, done.stderr[-500:]
            noop.append(wall)
            noop_cpu.append(cpu() - c0)
            a_wall, a_cpu = anchor(proj / "build", pandoc, py)
            anchor_s.append(a_wall)
            anchor_cpu.append(a_cpu)
    per_engine = [f / args.n for f in full]
    per_anchor = [a / args.n for a in anchor_s]
    ratios = [e / a for e, a in zip(per_engine, per_anchor)]
    print(f"articles: {args.n} (zh and en copies of the example), jobs: {args.jobs}, cores: {os.cpu_count()}, "
          f"load average at the end: {os.getloadavg()[0]:.1f}")
    print(f"engine build --all -j {args.jobs} with PDF: {fmt(full)} wall; per article {fmt(per_engine)}")
    print(f"anchor pandoc + typst, cold per article:  {fmt(anchor_s)} wall; per article {fmt(per_anchor)}")
    print(f"ratio engine / anchor per article: {fmt(ratios, 'x')}  (goal <= 1.0x)")
    print(f"CPU time (user+sys, all processes): engine {fmt([c / args.n for c in full_cpu])} per article, "
          f"anchor {fmt([c / args.n for c in anchor_cpu])} per article, ratio "
          f"{fmt([e / a for e, a in zip(full_cpu, anchor_cpu)], 'x')}")
    print(f"no-op rebuild: {fmt(noop)} = {fmt([n / f * 100 for n, f in zip(noop, full)], '%')} of the full build "
          f"wall; CPU {fmt([n / f * 100 for n, f in zip(noop_cpu, full_cpu)], '%')} (goal <= 5%)")
    print(f"peak memory: largest process {max(peaks) / 2**20:.0f} MB; process tree {max(tree_peaks) / 2**20:.0f} MB "
          f"(sampled every 50 ms)")
    with tempfile.TemporaryDirectory(prefix="check-bench-") as tmp:
        proj = make_project(Path(tmp), 1, reports=args.reports)
        run([*ENGINE, "build", "articles/bench-000.yaml", "--no-pdf"], proj)
        shutil.rmtree(proj / ".engine-cache", ignore_errors=True)
        cold, cached, cached_cpu = [], [], []
        for _ in range(3):
            shutil.rmtree(proj / ".engine-cache", ignore_errors=True)
            cold.append(run([*ENGINE, "check", "articles/bench-000.yaml"], proj)[0])
            c0 = cpu()
            cached.append(run([*ENGINE, "check", "articles/bench-000.yaml"], proj)[0])
            cached_cpu.append(cpu() - c0)
        n_reports = len(list((proj / "evidence").glob("*.yaml")))
        print(f"cold engine check with {n_reports} evidence files: no cache {fmt(cold)}; "
              f"with .engine-cache {fmt(cached)} wall, {fmt(cached_cpu)} CPU (goal <= 0.6 s)")


if __name__ == "__main__":
    main()
