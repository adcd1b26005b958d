"""Issue 8: ids, paths, file kinds, byte limits, the exit-3 backstop, read-once.

Every case gives a located error (exit 2), correct output, or a documented limit; never a traceback or a hang.
"""
import contextlib
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT, SAVE_TIME_BRIEF, run_engine
from engine.cli import main

BRIEF = SAVE_TIME_BRIEF


@pytest.fixture
def project(tmp_path):
    shutil.copytree(ROOT / "evidence", tmp_path / "evidence")
    (tmp_path / "articles").mkdir()
    return tmp_path


def write(project: Path, text: str, name: str = "a", id: str | None = None) -> str:
    (project / "articles" / f"{name}.yaml").write_text(text.replace("ID", id or name), encoding="utf-8")
    return f"articles/{name}.yaml"


def run(project, *args, capsys):
    rc = main(["--root", str(project), *map(str, args)])
    cap = capsys.readouterr()
    assert "Traceback" not in cap.err
    return rc, cap.out, cap.err


def files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


# -- ids -----------------------------------------------------------------------

@pytest.mark.parametrize("bad_id, name", [("..", "."), (".", "dot"), ("a/b", "ab"), ("-x", "-x"), ("a b", "ab2"),
                                          ("é", "e")])
def test_an_article_id_that_is_not_a_plain_name_is_a_located_error(project, capsys, bad_id, name):
    (project / "index.html").write_text("mine", encoding="utf-8")
    (project / "draft").mkdir()
    text = BRIEF.replace("id: ID", f'id: "{bad_id}"')
    (project / "articles" / f"{name}.yaml").write_text(text, encoding="utf-8")
    before = files_under(project)
    rc, _, err = run(project, "build", "--no-pdf", f"articles/{name}.yaml", capsys=capsys)
    assert rc == 2
    assert f"articles/{name}.yaml:1:5: error schema: id '{bad_id}' is not allowed" in err
    assert "letters, digits, '_' and '-'" in err
    assert files_under(project) == before  # nothing written, ./index.html and ./draft/ untouched


def test_build_all_does_not_build_a_dot_dot_brief_into_the_project_root(project, capsys):
    write(project, BRIEF, "good")
    (project / "articles" / "...yaml").write_text(BRIEF.replace("id: ID", 'id: ".."'), encoding="utf-8")
    (project / "index.html").write_text("mine", encoding="utf-8")
    rc, _, err = run(project, "build", "--all", "--no-pdf", capsys=capsys)
    assert rc == 2
    assert "articles/...yaml:1:5: error schema: id '..' is not allowed" in err
    assert (project / "index.html").read_text(encoding="utf-8") == "mine"
    assert sorted(p.name for p in (project / "build").iterdir() if p.is_dir()) == ["good"]  # and the site files


def test_a_report_id_that_is_not_a_plain_name_is_a_located_error(project, capsys):
    (project / "evidence" / "bad.yaml").write_text(
        'id: "../R1"\ntitle: t\npublisher: p\ndate: 2026-01-01\naccess: on-request\n', encoding="utf-8")
    rc, _, err = run(project, "evidence", "validate", capsys=capsys)
    assert rc == 2
    assert "evidence/bad.yaml:1:5: error schema: id '../R1' is not allowed" in err


def test_a_related_id_cannot_name_a_path(project, capsys):
    rc, _, err = run(project, "build", "--no-pdf", write(project, BRIEF + "related: [../../etc/x]\n"), capsys=capsys)
    assert rc == 2
    assert "articles/a.yaml:11:11: error schema: id '../../etc/x' is not allowed" in err


# -- paths, file kinds and limits ------------------------------------------------

SECRET = "root:$6$secretsalt$hash:19000:0:99999:7:::"


@pytest.fixture
def outside(tmp_path_factory):
    d = tmp_path_factory.mktemp("outside")
    (d / "shadow").write_text(f"{SECRET}\n", encoding="utf-8")
    return d


def test_an_evidence_symlink_leaving_the_project_is_refused_without_reading_it(project, outside, capsys,
                                                                               monkeypatch):
    (project / "evidence" / "R5.yaml").symlink_to(outside / "shadow")
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda p, *a, **k: (opened.append(str(p)), real_open(p, *a, **k))[1])
    rc, out, err = run(project, "evidence", "validate", capsys=capsys)
    assert rc == 2
    assert ("evidence/R5.yaml:1:1: error path: this evidence file leads outside the project; it was not read"
            in err)
    assert "secret" not in err + out and "root:" not in err + out and str(outside) not in err
    assert not [p for p in opened if p.startswith(str(outside))]


def test_a_symlink_to_dev_zero_is_refused_at_once(project, capsys):
    (project / "engine.yaml").symlink_to("/dev/zero")
    (project / "evidence" / "R5.yaml").symlink_to("/dev/zero")
    rc, _, err = run(project, "build", "--no-pdf", write(project, BRIEF), capsys=capsys)
    assert rc == 2
    assert "engine.yaml:1:1: error path: this engine.yaml leads outside the project; it was not read" in err
    assert "evidence/R5.yaml:1:1: error path: this evidence file leads outside the project" in err


def test_a_fifo_in_evidence_does_not_hang(project):
    os.mkfifo(project / "evidence" / "F.yaml")
    res = run_engine("evidence", "validate", "--root", project)  # conftest: 600 s timeout; this takes < 2 s
    assert res.returncode == 2
    assert ("evidence/F.yaml:1:1: error not-a-file: this evidence file is not a regular file (a FIFO, socket or "
            "device); it was not read") in res.stderr
    assert "Traceback" not in res.stderr


@pytest.mark.parametrize("where, message", [
    ("evidence/D.yaml", "evidence/D.yaml:1:1: error not-a-file: this evidence file is a directory, not a file"),
    ("engine.yaml", "engine.yaml:1:1: error not-a-file: this engine.yaml is a directory, not a file"),
    ("articles/a.yaml", "articles/a.yaml:1:1: error not-a-file: this brief is a directory, not a file"),
])
def test_a_directory_where_a_file_is_expected(project, capsys, where, message):
    brief = "articles/a.yaml" if where == "articles/a.yaml" else write(project, BRIEF)
    (project / where).mkdir()
    rc, _, err = run(project, "build", "--no-pdf", brief, capsys=capsys)
    assert rc == 2 and message in err


def test_a_symlink_loop_in_evidence(project, capsys):
    (project / "evidence" / "L.yaml").symlink_to("L.yaml")
    (project / "evidence" / "M.yaml").symlink_to("N.yaml")
    (project / "evidence" / "N.yaml").symlink_to("M.yaml")
    rc, _, err = run(project, "evidence", "validate", capsys=capsys)
    assert rc == 2
    for name in "LMN":
        assert f"evidence/{name}.yaml:1:1: error io: this evidence file is a symlink loop" in err


def test_a_symlink_loop_as_the_brief(project, capsys):
    (project / "articles" / "a.yaml").symlink_to("a.yaml")
    rc, _, err = run(project, "build", "--no-pdf", "articles/a.yaml", capsys=capsys)
    assert rc == 2 and "articles/a.yaml" in err and "symlink loop" in err


def test_a_symlink_inside_the_project_is_followed(project, capsys):
    (project / "shared").mkdir()
    shutil.move(project / "evidence" / "R1.yaml", project / "shared" / "R1.yaml")
    (project / "evidence" / "R1.yaml").symlink_to("../shared/R1.yaml")
    rc, _, err = run(project, "build", "--no-pdf", write(project, BRIEF), capsys=capsys)
    assert rc == 0, err


def test_the_byte_limit_is_enforced_while_reading_not_from_st_size(tmp_path, monkeypatch):
    """A file that grows after fstat (or a size that lies) is still cut off at the limit + 1 byte."""
    from engine import fsio
    from engine.errors import EngineError

    f = tmp_path / "big.yaml"
    f.write_bytes(b"x" * 5000)
    real_fstat = os.fstat

    def lying_fstat(fd):
        st = real_fstat(fd)
        return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid, st.st_gid, 10,
                               st.st_atime, st.st_mtime, st.st_ctime))

    monkeypatch.setattr(os, "fstat", lying_fstat)
    reads = []
    real_read = os.read
    monkeypatch.setattr(os, "read", lambda fd, n: (reads.append(n), real_read(fd, n))[1])
    with pytest.raises(EngineError) as exc:
        fsio.read_bytes(f, tmp_path, "big.yaml", limit=1000)
    assert exc.value.problems[0].code == "too-large"
    assert sum(reads) <= 1001
    assert fsio.read_bytes(f, tmp_path, "big.yaml", limit=5000) == b"x" * 5000


def test_a_fifo_passed_to_check_text_is_named_as_such(project):
    os.mkfifo(project / "post.md")
    res = run_engine("check", "--text", "post.md", "--root", project, cwd=project)
    assert res.returncode == 2
    assert ("post.md:1:1: error not-a-file: this file is not a regular file (a FIFO, socket or device); "
            "it was not read") in res.stderr


def test_check_text_of_a_directory_and_of_a_missing_file(project, capsys):
    (project / "d.md").mkdir()
    rc, _, err = run(project, "check", "--text", str(project / "d.md"), capsys=capsys)
    assert rc == 2 and "d.md:1:1: error not-a-file: this file is a directory, not a file" in err
    rc, _, err = run(project, "check", "--text", str(project / "nope.md"), capsys=capsys)
    assert rc == 2 and "nope.md:1:1: error io: no such file" in err


def test_a_project_template_linking_outside_is_refused(project, outside, capsys):
    (project / "templates" / "t").mkdir(parents=True)
    (project / "templates" / "t" / "page.html.j2").symlink_to(outside / "shadow")
    rc, out, err = run(project, "build", "--no-pdf", write(project, BRIEF + "template: t\n"), capsys=capsys)
    assert rc == 2
    assert "templates/t/page.html.j2:1:1: error path: this template file leads outside the project" in err
    assert "secret" not in err + out


def test_an_image_linking_outside_is_refused(project, outside, capsys):
    (project / "img.png").symlink_to(outside / "shadow")
    rc, _, err = run(project, "build", "--no-pdf", write(project, BRIEF + "lead: '![x](img.png)'\n"),
                     capsys=capsys)
    assert rc == 2 and "error path: image path 'img.png' is outside the project" in err


def test_an_image_that_is_a_fifo_is_refused(project, capsys):
    os.mkfifo(project / "img.png")
    rc, _, err = run(project, "build", "--no-pdf", write(project, BRIEF + "lead: '![x](img.png)'\n"),
                     capsys=capsys)
    assert rc == 2 and "articles/a.yaml:11:13: error not-a-file: image 'img.png': this image is not a regular" in err


def test_the_output_folder_that_is_a_file(project, capsys):
    (project / "build").mkdir()
    (project / "build" / "a").write_text("x", encoding="utf-8")
    rc, _, err = run(project, "build", "--no-pdf", write(project, BRIEF), capsys=capsys)
    assert rc == 2 and "error output:" in err and "is not a folder" in err
    (project / "out").write_text("x", encoding="utf-8")
    rc, _, err = run(project, "build", "--no-pdf", "--out", "out", "articles/a.yaml", capsys=capsys)
    assert rc == 2 and "error output: the output folder" in err and "is a file, not a folder" in err


# -- permissions (as a non-root user) ------------------------------------------

def _as_nobody():
    if os.geteuid() != 0:
        return []  # already not root: permissions apply as they are
    setpriv = shutil.which("setpriv")
    if not setpriv:
        pytest.skip("running as root without setpriv(1): cannot drop privileges to test permission errors")
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]


@pytest.fixture
def shared_project():
    import tempfile

    d = Path(tempfile.mkdtemp(prefix="engine-perm-"))
    os.chmod(d, 0o777)
    shutil.copytree(ROOT / "evidence", d / "evidence")
    (d / "articles").mkdir()
    write(d, BRIEF)
    for p in [d, *d.rglob("*")]:
        os.chmod(p, 0o777 if p.is_dir() else 0o666)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def _run_as_nobody(project, *args):
    env = dict(os.environ, PYTHONIOENCODING="utf-8", HOME=str(project), PYTHONDONTWRITEBYTECODE="1",
               MPLCONFIGDIR=str(project / ".mpl"))
    with _traversable_by_others(ROOT, Path(sys.prefix)):
        return subprocess.run([*_as_nobody(), sys.executable, "-m", "engine", "--root", str(project), *args],
                              cwd=project, capture_output=True, text=True, env=env, timeout=300)


@contextlib.contextmanager
def _traversable_by_others(*paths):
    """A checkout in a `mktemp -d` folder (mode 0700, as CI makes it) hides the engine and its venv from
    `nobody`; grant search (x) on the folders above them for the run, and put the modes back after."""
    changed = {}
    if os.geteuid() == 0:
        for path in paths:
            for folder in [path.resolve(), *path.resolve().parents]:
                mode = folder.stat().st_mode
                if folder not in changed and not mode & stat.S_IXOTH:
                    changed[folder] = stat.S_IMODE(mode)
                    os.chmod(folder, changed[folder] | stat.S_IXOTH)
    try:
        yield
    finally:
        for folder, mode in changed.items():
            os.chmod(folder, mode)


def test_permission_denied_on_an_evidence_file_and_a_brief(shared_project):
    os.chmod(shared_project / "evidence" / "R9.yaml", 0o000)
    res = _run_as_nobody(shared_project, "evidence", "validate")
    assert res.returncode == 2, res.stderr
    assert ("evidence/R9.yaml:1:1: error io: permission denied: cannot read this evidence file\n"
            "  hint: check the file's permissions") in res.stderr
    os.chmod(shared_project / "articles" / "a.yaml", 0o000)
    res = _run_as_nobody(shared_project, "build", "--no-pdf", "articles/a.yaml")
    assert res.returncode == 2
    assert "articles/a.yaml:1:1: error io: permission denied: cannot read this brief" in res.stderr
    assert "Traceback" not in res.stderr


def test_permission_denied_on_the_output_folder(shared_project):
    (shared_project / "build").mkdir()
    os.chmod(shared_project / "build", 0o555)
    res = _run_as_nobody(shared_project, "build", "--no-pdf", "articles/a.yaml")
    assert res.returncode == 2, res.stderr
    assert "build/a" in res.stderr and "error output:" in res.stderr and "Permission denied" in res.stderr
    assert "Traceback" not in res.stderr
    assert list((shared_project / "build").iterdir()) == []


# -- the backstop -----------------------------------------------------------------

def test_an_unexpected_exception_is_an_internal_error_with_exit_3(project, capsys, monkeypatch):
    from engine.commands import evidence

    def boom(args, root):
        raise ZeroDivisionError("float division by zero\nsecond line")

    monkeypatch.setattr(evidence, "run", boom)
    rc, _, err = run(project, "evidence", "list", capsys=capsys)
    assert rc == 3
    assert err.startswith("engine: internal error in 'engine evidence list': ZeroDivisionError: float division "
                          "by zero\n  this is a bug in engine, not in your files: please file a bug report")
    assert "second line" not in err


# -- read once ---------------------------------------------------------------------

def test_each_input_file_is_read_once_per_build(project, capsys, monkeypatch):
    from engine import fsio

    write(project, BRIEF.replace("sources: [R1]", "sources: [R1]\nrelated: [b]"))
    write(project, BRIEF.replace("title: 保存快 {{ speedup }} 倍", "title: 另一篇"), "b")
    reads = []
    real = fsio.read_bytes
    monkeypatch.setattr(fsio, "read_bytes", lambda p, *a, **k: (reads.append(Path(p).name), real(p, *a, **k))[1]
                        if str(p).startswith(str(project)) else real(p, *a, **k))
    (project / "templates" / "qa-article").mkdir(parents=True)
    shutil.copy(ROOT / "engine" / "templates" / "qa-article" / "style.css", project / "templates" / "qa-article")
    rc, _, err = run(project, "build", "--no-pdf", "articles/a.yaml", capsys=capsys)
    assert rc == 0, err
    first = reads
    assert sorted(set(first)) == ["R1.yaml", "R12.yaml", "R9.yaml", "a.yaml", "b.yaml", "style.css"]
    # every file once while building, and once more only to verify nothing changed before publishing
    assert sorted(set(first)) == sorted(first[: len(set(first))])
    assert all(first.count(n) == 2 for n in set(first)), first


def test_a_brief_changed_during_the_build_publishes_nothing(project, capsys, monkeypatch):
    from engine import pipeline

    brief = write(project, BRIEF)
    real = pipeline.render_files

    def edit_while_rendering(*a, **k):
        (project / brief).write_text(BRIEF.replace("id: ID", "id: a").replace("降到", "减到"), encoding="utf-8")
        return real(*a, **k)

    monkeypatch.setattr(pipeline, "render_files", edit_while_rendering)
    rc, _, err = run(project, "build", "--no-pdf", brief, capsys=capsys)
    assert rc == 2
    assert ("articles/a.yaml:1:1: error changed-during-build: this file changed while the build was reading it; "
            "nothing was published\n  hint: save your edits, then build again") in err
    assert not (project / "build" / "a").exists()


# -- caches and manifests the engine wrote itself ---------------------------------------

@pytest.mark.parametrize("kind", ["dev-zero", "fifo"])
def test_a_cache_or_manifest_that_is_not_a_regular_file_is_a_miss_not_a_hang(project, capsys, kind):
    brief = write(project, BRIEF)
    rc, _, err = run(project, "build", "--no-pdf", brief, capsys=capsys)
    assert rc == 0, err
    targets = [project / ".engine-cache" / "evidence.json", project / "build" / "a" / "manifest.json"]
    for t in targets:
        t.parent.mkdir(parents=True, exist_ok=True)
        t.unlink(missing_ok=True)
        t.symlink_to("/dev/zero") if kind == "dev-zero" else os.mkfifo(t)
    rc, out, err = run(project, "build", "--no-pdf", brief, capsys=capsys)  # a rebuild, not "unchanged"
    assert rc == 0, err
    assert "a: published build/a/" in out
    assert (project / "build" / "a" / "manifest.json").is_file()


def test_a_reader_that_closes_the_pipe_is_no_internal_error(project):
    """`engine evidence show R1 | head -1`: the reader goes before the output is written. That is no bug of
    engine (was: exit 3, "internal error … BrokenPipeError"); the exit is 141, as for a program the shell's pipe
    closed on, so `set -o pipefail` still sees a cut output."""
    p = subprocess.Popen([sys.executable, "-m", "engine", "--root", str(project), "evidence", "show", "R1"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.close()  # before the interpreter has started: every write finds the pipe closed
    err = p.stderr.read().decode("utf-8")
    assert p.wait(timeout=120) == 141 and err == "", err
