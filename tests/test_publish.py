"""Issue 8: publishing is one atomic swap of a whole folder, under a per-folder lock.

Fault injection: the publishing process is killed (os._exit, no clean-up) before every file-system step,
with and without a PDF, with RENAME_EXCHANGE and with the two-rename fallback; the published folder is
always byte for byte the old one or the new one, and the next publish cleans what the dead one left.
"""
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import ROOT, SAVE_TIME_BRIEF
from engine import publish as P
from engine.cli import main

BRIEF = SAVE_TIME_BRIEF.replace("id: ID", "id: same")


def snapshot(folder: Path) -> dict[str, bytes] | None:
    """The folder's files, read through one directory descriptor (one version of the folder)."""
    try:
        dfd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except FileNotFoundError:
        return None
    try:
        before = os.fstat(dfd)
        out = {}
        for name in sorted(os.listdir(dfd)):
            fd = os.open(name, os.O_RDONLY, dir_fd=dfd)
            with os.fdopen(fd, "rb") as fh:
                out[name] = fh.read()
        # A reader that opened the folder just before a swap holds the old one while it is cleaned
        # away file by file; that partial listing is not what is published, so read again. The folder
        # read must be the live one and unchanged while it was read (a new folder may reuse the old
        # one's inode number, so the inode alone does not tell them apart on a loaded machine).
        after, live = os.fstat(dfd), os.stat(folder)
        if (live.st_dev, live.st_ino) != (after.st_dev, after.st_ino) \
                or (before.st_mtime_ns, before.st_nlink) != (after.st_mtime_ns, after.st_nlink) \
                or after.st_nlink == 0:
            raise FileNotFoundError(folder)
        return out
    finally:
        os.close(dfd)


@pytest.fixture(scope="module")
def real_files(tmp_path_factory):
    """Two real builds of the example article: with a PDF and charts, and the English one without a PDF."""
    tmp = tmp_path_factory.mktemp("real")
    assert main(["--root", str(ROOT), "build", "articles/ckpt-bubble.yaml", "--out", str(tmp)]) == 0
    assert main(["--root", str(ROOT), "build", "articles/ckpt-bubble-en.yaml", "--no-pdf", "--out", str(tmp)]) == 0
    with_pdf, without = snapshot(tmp / "ckpt-bubble"), snapshot(tmp / "ckpt-bubble-en")
    assert "ckpt-bubble.pdf" in with_pdf and not any(n.endswith(".pdf") for n in without)
    return with_pdf, without


def _steps(files, out_dir: Path, exchange: bool = True) -> list[str]:
    seen = []
    real, fn = P._step, P._renameat2()
    P._step = seen.append
    P._RENAMEAT2[:] = [fn if exchange else None]
    try:
        with P.locked(out_dir):
            P.publish(files, out_dir)
    finally:
        P._step = real
        P._RENAMEAT2[:] = [fn]
    return seen


def _publish_and_die_at(files, out_dir: Path, k: int, exchange: bool) -> int:
    """Publish in a child process that is killed (os._exit) at its k-th file-system step."""
    pid = os.fork()
    if pid == 0:  # the child: no pytest clean-up, no atexit, just die
        try:
            calls = iter(range(10_000))

            def die(name):
                if next(calls) == k:
                    os._exit(9)

            P._step = die
            if not exchange:
                P._RENAMEAT2[:] = [None]
            with P.locked(out_dir):
                P.publish(files, out_dir)
            os._exit(0)
        except BaseException:
            os._exit(1)
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status)


@pytest.mark.parametrize("exchange", [True, False], ids=["renameat2", "fallback"])
@pytest.mark.parametrize("transition", ["nothing->pdf", "pdf->no-pdf", "no-pdf->pdf"])
def test_a_kill_at_any_publishing_step_leaves_the_old_or_the_new_folder(tmp_path, real_files, exchange,
                                                                          transition):
    with_pdf, without = real_files
    old, new = {"nothing->pdf": (None, with_pdf), "pdf->no-pdf": (with_pdf, without),
                "no-pdf->pdf": (without, with_pdf)}[transition]
    out_dir = tmp_path / "build" / "x"
    probe = tmp_path / "probe" / "x"
    if old is not None:
        _steps(old, probe, exchange)
    steps = _steps(new, probe, exchange)
    assert len(steps) >= len(new) + 3, steps
    assert ("swap: move new in" in steps) == (not exchange and old is not None)
    results = []
    for k in range(len(steps) + 1):
        if out_dir.parent.exists():
            shutil.rmtree(out_dir.parent)
        if old is not None:
            with P.locked(out_dir):
                P.publish(old, out_dir)
        code = _publish_and_die_at(new, out_dir, k, exchange)
        got = snapshot(out_dir)
        step = steps[k] if k < len(steps) else "end"
        if step == "swap: move new in":
            # the documented window of the fallback: the old folder is aside, the new one not yet in.
            assert got is None
            with P.locked(out_dir):
                P.clean_leftovers(out_dir)  # the next run puts the old folder back first
            got = snapshot(out_dir)
        assert got in (old, new), f"killed before step {k} ({step}): a mixed folder"
        results.append("new" if got == new else "old")
        assert code == (9 if k < len(steps) else 0)
        # the next publish cleans what the killed one left, and leaves exactly the new folder
        with P.locked(out_dir):
            P.publish(new, out_dir)
        assert snapshot(out_dir) == new
        assert sorted(p.name for p in out_dir.parent.iterdir()) == ["x"], "a temp folder or lock file was left"
    last_rename = "swap: move new in" if "swap: move new in" in steps else "swap"
    assert results == ["old"] * (steps.index(last_rename) + 1) + ["new"] * (len(steps) - steps.index(last_rename))


def test_a_failure_before_the_swap_leaves_the_old_folder_and_no_temp_folder(tmp_path):
    out_dir = tmp_path / "x"
    with P.locked(out_dir):
        P.publish({"a.md": b"old", "a.pdf": b"%PDF old"}, out_dir)

    def fail(name):
        if name == "swap":
            raise OSError(28, "No space left on device")

    real = P._step
    P._step = fail
    try:
        from engine.errors import EngineError

        with pytest.raises(EngineError) as exc:
            with P.locked(out_dir):
                P.publish({"a.md": b"new"}, out_dir)
    finally:
        P._step = real
    assert "cannot write the output folder: No space left on device" in str(exc.value)
    assert snapshot(out_dir) == {"a.md": b"old", "a.pdf": b"%PDF old"}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x"]


def _project(tmp_path: Path, name: str, brief: str) -> Path:
    d = tmp_path / name
    shutil.copytree(ROOT / "evidence", d / "evidence")
    (d / "articles").mkdir(parents=True)
    (d / "articles" / "same.yaml").write_text(brief, encoding="utf-8")
    return d


def test_no_pdf_and_a_removed_chart_leave_no_stale_file(tmp_path, capsys):
    chart = "charts:\n  - {id: times, title: 保存时间, claims: [t_base, t_fx]}\n"
    proj = _project(tmp_path, "p", BRIEF + chart)
    assert main(["--root", str(proj), "build", "articles/same.yaml"]) == 0
    assert sorted(os.listdir(proj / "build" / "same")) == ["claims.json", "index.html", "manifest.json", "same.md",
                                                           "same.pdf", "times.svg"]
    (proj / "articles" / "same.yaml").write_text(BRIEF, encoding="utf-8")
    assert main(["--root", str(proj), "build", "articles/same.yaml", "--no-pdf"]) == 0
    assert sorted(os.listdir(proj / "build" / "same")) == ["claims.json", "index.html", "manifest.json", "same.md"]
    assert sorted(os.listdir(proj / "build")) == ["same"]


def test_a_passing_build_removes_a_stale_draft(tmp_path, capsys):
    proj = _project(tmp_path, "p", BRIEF.replace("{{ t_fx }}[@R1]", "95s[@R1]"))
    assert main(["--root", str(proj), "build", "articles/same.yaml", "--no-pdf", "--draft"]) == 1
    assert (proj / "build" / "same" / "draft" / "report.txt").is_file()
    (proj / "articles" / "same.yaml").write_text(BRIEF, encoding="utf-8")
    assert main(["--root", str(proj), "build", "articles/same.yaml", "--no-pdf"]) == 0
    assert not (proj / "build" / "same" / "draft").exists()


def test_the_lock_serialises_holders(tmp_path):
    log = tmp_path / "log"
    code = ("import sys, time; from pathlib import Path; from engine.publish import locked\n"
            "for i in range(15):\n"
            "    with locked(Path(sys.argv[1])):\n"
            "        open(sys.argv[2], 'a').write(sys.argv[3] + '<'); time.sleep(0.002)\n"
            "        open(sys.argv[2], 'a').write(sys.argv[3] + '>')\n")
    procs = [subprocess.Popen([sys.executable, "-c", code, str(tmp_path / "out" / "x"), str(log), w], cwd=ROOT)
             for w in "AB"]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    entries = log.read_text().replace(">", ">\n").split()
    assert len(entries) == 30 and all(e in ("A<A>", "B<B>") for e in entries), entries
    assert list((tmp_path / "out").iterdir()) == []  # the lock file goes with its last holder


WORKER = """
import sys
from pathlib import Path
from engine import pipeline
root, out, rounds = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
for _ in range(rounds):
    r = pipeline.build(root, Path("articles/same.yaml"), out=out, pdf=False)
    assert r.passed
"""


def test_two_concurrent_builds_of_one_id_always_leave_one_complete_folder(tmp_path):
    """Two processes, same id, different inputs, 20 rounds each; a reader checking all the while."""
    a = _project(tmp_path, "a", BRIEF)
    b = _project(tmp_path, "b", BRIEF.replace("title: 保存快", "title: 写入快") + "lead: 另一个版本[@R1]。\n")
    out = tmp_path / "out"
    expected = []
    for proj in (a, b):
        assert main(["--root", str(proj), "build", "articles/same.yaml", "--no-pdf", "--out", str(tmp_path / proj.name
                                                                                              / "solo")]) == 0
        expected.append(snapshot(tmp_path / proj.name / "solo" / "same"))
    assert expected[0] != expected[1]
    procs = [subprocess.Popen([sys.executable, "-c", WORKER, str(p), str(out), "20"], cwd=ROOT,
                              stderr=subprocess.PIPE, text=True) for p in (a, b)]
    seen = 0
    while any(p.poll() is None for p in procs):
        try:
            got = snapshot(out / "same")
        except FileNotFoundError:  # a file of the old folder removed while we read it: read again
            continue
        if got is not None:
            assert got in expected, "a reader saw a mixed folder"
            seen += 1
        time.sleep(0.01)
    errs = [p.stderr.read() for p in procs]
    assert [p.returncode for p in procs] == [0, 0], errs
    assert snapshot(out / "same") in expected
    assert sorted(os.listdir(out)) == ["same"]
    assert seen > 0
