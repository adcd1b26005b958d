"""Incremental, parallel and sharded builds (issue 11): the manifest, skipping, -j N, --shard K/N."""
import json
import shutil
from pathlib import Path

import pytest

from conftest import ROOT
from engine.cli import main

R12_BRIEF = """\
id: r12-only
lang: zh
title: 72B 模型保存 {{ t_fx }}
date: 2026-08-22
tags: [效能优化]
sources: [R12]
claims:
  t_base: R12.save_by_model.m72b.baseline
  t_fx: R12.save_by_model.m72b.fx100
answer: |
  72B 模型单次保存从 {{ t_base }} 降到 {{ t_fx }}[@R12]。
"""


@pytest.fixture
def project(tmp_path):
    for name in ("evidence", "articles", "llm-cache", "templates"):
        shutil.copytree(ROOT / name, tmp_path / name)
    shutil.copy(ROOT / "engine.yaml", tmp_path / "engine.yaml")
    (tmp_path / "articles" / "r12-only.yaml").write_text(R12_BRIEF, encoding="utf-8")
    return tmp_path


def build_all(project, capsys, *extra):
    rc = main(["--root", str(project), "build", "--all", "--no-pdf", "-j", "1", *extra])
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def rebuilt(out: str) -> set[str]:
    return {line.split(":")[0] for line in out.splitlines() if ": published " in line}


def skipped(out: str) -> set[str]:
    return {line.split(":")[0] for line in out.splitlines() if ": unchanged since it was published" in line}


ALL = {"ckpt-bubble", "ckpt-bubble-en", "ckpt-bubble-llm", "r12-only"}


def test_a_rebuild_with_nothing_changed_does_nothing_and_says_so(project, capsys):
    rc, out, err = build_all(project, capsys)
    assert rc == 0 and rebuilt(out) == ALL, err
    before = {p: p.stat().st_mtime_ns for p in (project / "build").rglob("*") if p.is_file()}
    rc, out, err = build_all(project, capsys)
    assert rc == 0 and rebuilt(out) == set() and skipped(out) == ALL
    assert "0 published, 0 failed the gate, 0 with errors, 4 unchanged (skipped)" in err
    after = {p: p.stat().st_mtime_ns for p in (project / "build").rglob("*") if p.is_file()}
    assert before == after, "a skipped article's files are not touched"
    rc, out, _ = build_all(project, capsys, "--force")
    assert rc == 0 and rebuilt(out) == ALL


def test_the_manifest_records_every_input_by_content_hash(project, capsys):
    build_all(project, capsys)
    m = json.loads((project / "build" / "ckpt-bubble-llm" / "manifest.json").read_text(encoding="utf-8"))
    assert set(m) == {"article", "engine", "options", "libraries", "inputs", "listings", "outputs"}
    assert m["options"] == {"pdf": False, "source_date_epoch": None}
    assert {"articles/ckpt-bubble-llm.yaml", "engine.yaml", "evidence/R1.yaml", "evidence/R9.yaml"} <= set(m["inputs"])
    assert sum(k.startswith("llm-cache/") for k in m["inputs"]) == 4, "the replayed LLM records are inputs"
    assert "evidence/R12.yaml" not in m["inputs"]
    assert set(m["listings"]) == {"evidence/", "templates/"}
    assert set(m["outputs"]) == {"ckpt-bubble-llm.md", "claims.json", "index.html"}
    # the related brief's file is an input: its title is shown in this article
    m = json.loads((project / "build" / "ckpt-bubble" / "manifest.json").read_text(encoding="utf-8"))
    assert "articles/ckpt-bubble-en.yaml" in m["inputs"]


def _append(path: Path, text: str) -> None:
    path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


@pytest.mark.parametrize("change, expected", [
    (lambda p: _append(p / "evidence" / "R12.yaml", "# revised\n"), {"r12-only"}),
    (lambda p: _append(p / "evidence" / "R9.yaml", "# revised\n"), ALL - {"r12-only"}),
    (lambda p: _append(p / "articles" / "ckpt-bubble-en.yaml", "# edited\n"), {"ckpt-bubble-en", "ckpt-bubble"}),
    (lambda p: _append(p / "engine.yaml", "# edited\n"), ALL),
    (lambda p: (p / "evidence" / "R13.yaml").write_text((p / "evidence" / "R12.yaml").read_text(
        encoding="utf-8").replace("id: R12", "id: R13"), encoding="utf-8"), ALL),
    (lambda p: shutil.copytree(ROOT / "engine" / "templates" / "qa-article", p / "templates" / "qa-article"), ALL),
    (lambda p: _append(next((p / "llm-cache").glob("*.json")), " "), {"ckpt-bubble-llm"}),
    (lambda p: (p / "build" / "r12-only" / "index.html").unlink(), {"r12-only"}),
    (lambda p: _append(p / "build" / "r12-only" / "r12-only.md", "edited by hand\n"), {"r12-only"}),
    (lambda p: (p / "build" / "r12-only" / "manifest.json").write_text("{not json", encoding="utf-8"), {"r12-only"}),
], ids=["own-report", "shared-report", "related-brief", "engine.yaml", "new-report", "template-override",
        "llm-record", "deleted-output", "edited-output", "broken-manifest"])
def test_exactly_the_articles_whose_inputs_changed_are_rebuilt(project, capsys, change, expected):
    build_all(project, capsys)
    change(project)
    rc, out, err = build_all(project, capsys)
    assert rc == 0, err
    assert rebuilt(out) == expected
    assert skipped(out) == ALL - expected


def test_build_options_and_source_date_epoch_are_inputs(project, capsys, monkeypatch):
    assert main(["--root", str(project), "build", "articles/r12-only.yaml", "--no-pdf"]) == 0
    capsys.readouterr()
    assert main(["--root", str(project), "build", "articles/r12-only.yaml", "--no-pdf"]) == 0
    assert "r12-only: unchanged since it was published to build/r12-only/" in capsys.readouterr().out
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert main(["--root", str(project), "build", "articles/r12-only.yaml", "--no-pdf"]) == 0
    assert "r12-only: published" in capsys.readouterr().out


def test_a_failed_gate_keeps_no_manifest_so_the_fix_is_built(project, capsys):
    brief = project / "articles" / "r12-only.yaml"
    brief.write_text(R12_BRIEF.replace("降到 {{ t_fx }}", "降到 208s"), encoding="utf-8")
    rc, out, _ = build_all(project, capsys)
    assert rc == 1 and "r12-only" not in rebuilt(out)
    rc, out, err = build_all(project, capsys)
    assert rc == 1 and "r12-only" not in skipped(out), "a failing article is never 'unchanged'"
    assert "1 failed the gate" in err


def _tree(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_parallel_build_is_byte_identical_to_a_serial_one(project, capsys, tmp_path):
    rc = main(["--root", str(project), "build", "--all", "-j", "1", "--out", str(tmp_path / "serial")])
    assert rc == 0, capsys.readouterr().err
    rc = main(["--root", str(project), "build", "--all", "-j", "2", "--out", str(tmp_path / "parallel")])
    cap = capsys.readouterr()
    assert rc == 0, cap.err
    assert rebuilt(cap.out) == ALL
    assert "4 published, 0 failed the gate, 0 with errors, 0 unchanged (skipped)" in cap.err
    serial, parallel = _tree(tmp_path / "serial"), _tree(tmp_path / "parallel")
    assert sorted(serial) == sorted(parallel) and any(n.endswith(".pdf") for n in serial)
    for name in serial:
        assert serial[name] == parallel[name], name


def test_a_parallel_build_reports_each_failure_and_a_summary(project, capsys):
    (project / "articles" / "r12-only.yaml").write_text(R12_BRIEF.replace("降到 {{ t_fx }}", "降到 208s"),
                                                        encoding="utf-8")
    (project / "articles" / "broken.yaml").write_text(R12_BRIEF.replace("r12-only", "broken")
                                                      .replace("{{ t_fx }}[@R12]", "{{ nope }}[@R12]"), encoding="utf-8")
    rc = main(["--root", str(project), "build", "--all", "--no-pdf", "-j", "2"])
    cap = capsys.readouterr()
    assert rc == 2
    assert "r12-only: check failed: 1 error(s)" in cap.err
    assert "articles/broken.yaml:" in cap.err and "unknown-placeholder" in cap.err
    # (the whole of stderr on failure: each article's own error is in it, and pytest cuts a long repr)
    assert "3 published, 1 failed the gate, 1 with errors, 0 unchanged (skipped)" in cap.err, cap.err
    assert "5/5" in cap.err


def test_shards_split_the_briefs_stably_and_completely(project, capsys):
    from engine import shard

    ids = [f"article-{i}" for i in range(200)]
    parts = [[i for i in ids if shard.mine(i, k, 4)] for k in range(1, 5)]
    assert sorted(sum(parts, [])) == sorted(ids), "every brief is in exactly one shard"
    assert all(30 <= len(p) <= 70 for p in parts), [len(p) for p in parts]
    assert [i for i in ids[:100] if shard.mine(i, 2, 4)] == [i for i in parts[1] if i in ids[:100]], \
        "removing briefs moves no other brief"
    built = set()
    for k in (1, 2):
        rc, out, err = build_all(project, capsys, "--shard", f"{k}/2")
        assert rc == 0 and f"(shard {k}/2)" in err
        assert not built & rebuilt(out)
        built |= rebuilt(out)
    assert built == ALL


@pytest.mark.parametrize("args, message", [
    (["--all", "--shard", "3/2"], "--shard 3/2: K must be between 1 and N (2)"),
    (["--all", "--shard", "0/2"], "--shard 0/2: K must be between 1 and N (2)"),
    (["--all", "--shard", "two"], "--shard two: expected K/N, e.g. 1/4"),
    (["--all", "-j", "0"], "-j 0: give at least 1 job"),
    (["articles/r12-only.yaml", "--shard", "1/2"], "--shard and -j work with --all"),
])
def test_bad_scale_options_exit_2(project, capsys, args, message):
    assert main(["--root", str(project), "build", *args]) == 2
    assert message in capsys.readouterr().err


def test_an_article_whose_build_raises_is_its_own_failure_line_and_the_others_are_built(project, capsys, monkeypatch):
    """A bug in one article's build (here: the pipeline raises for one brief) is a located line and exit 3;
    it stops neither the other articles nor the summary, serial or in worker processes (fork: the
    workers inherit the patch)."""
    from engine import pipeline

    real = pipeline.build

    def build(root, brief, **kw):
        if Path(brief).stem == "r12-only":
            raise RuntimeError("boom in the layout")
        return real(root, brief, **kw)
    monkeypatch.setattr(pipeline, "build", build)
    for jobs in ("1", "2"):
        shutil.rmtree(project / "build", ignore_errors=True)
        rc = main(["--root", str(project), "build", "--all", "--no-pdf", "-j", jobs])
        cap = capsys.readouterr()
        assert rc == 3, (jobs, cap.err)
        assert "r12-only: internal error: RuntimeError: boom in the layout" in cap.err
        assert "this is a bug in engine, not in your files" in cap.err and "Traceback" not in cap.err
        assert rebuilt(cap.out) == ALL - {"r12-only"}, jobs
        assert "3 published, 0 failed the gate, 0 with errors, 0 unchanged (skipped), 1 stopped by an internal " \
               "error" in cap.err


def test_the_manifest_records_the_libraries_and_fonts_and_a_new_one_rebuilds(project, capsys, monkeypatch):
    from engine import incremental

    rc, out, err = build_all(project, capsys)
    assert rc == 0 and rebuilt(out) == ALL, err
    libs = json.loads((project / "build" / "r12-only" / "manifest.json").read_text())["libraries"]
    assert set(libs) == {"markdown-it-py", "jinja2", "matplotlib"} and all(libs.values()), libs
    with_pdf = incremental.libraries(True)
    assert with_pdf["weasyprint"] and "fonts" in with_pdf
    if with_pdf["fonts"] is not None:  # fc-match installed (scripts/install): the file of each face
        assert all(v and (".tt" in v or ".ot" in v) for v in with_pdf["fonts"].values()), with_pdf["fonts"]
    rc, out, err = build_all(project, capsys)
    assert rebuilt(out) == set() and skipped(out) == ALL
    monkeypatch.setattr(incremental, "libraries", lambda pdf: {**libs, "matplotlib": "99.0"})
    rc, out, err = build_all(project, capsys)
    assert rc == 0 and rebuilt(out) == ALL, "a new matplotlib rebuilds every article"
