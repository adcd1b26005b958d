"""engine init, engine new brief, engine schema: a new user's first minutes, run as they would run them."""
import json

import pytest

from conftest import run_engine


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_init_then_build_publishes_the_example(tmp_path, lang):
    r = run_engine("init", "site", "--lang", lang, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "next: cd site && engine build articles/first-article.yaml" in r.stdout
    project = tmp_path / "site"
    for rel in ("engine.yaml", "README.md", ".gitignore", ".pre-commit-config.yaml", "evidence/R1.yaml",
                "articles/first-article.yaml", ".engine/schema/brief.json", ".engine/schema/evidence.json",
                ".engine/schema/config.json"):
        assert (project / rel).is_file(), rel
    for rel, kind in (("evidence/R1.yaml", "evidence"), ("articles/first-article.yaml", "brief")):
        first = (project / rel).read_text(encoding="utf-8").splitlines()[0]
        assert first == f"# yaml-language-server: $schema=../.engine/schema/{kind}.json"
    assert (project / "engine.yaml").read_text(encoding="utf-8").startswith(
        "# yaml-language-server: $schema=.engine/schema/config.json\n")
    assert f"lang: {lang}" in (project / "engine.yaml").read_text(encoding="utf-8")
    assert "entry: python -m engine.hook" in (project / ".pre-commit-config.yaml").read_text()

    # the real build, with the PDF (WeasyPrint and the CJK font)
    b = run_engine("build", "articles/first-article.yaml", cwd=project)
    assert b.returncode == 0, b.stderr
    out = project / "build" / "first-article"
    assert (out / "first-article.pdf").read_bytes().startswith(b"%PDF")
    md = (out / "first-article.md").read_text(encoding="utf-8")
    if lang == "zh":
        assert "从 3.1GB/s 提高到 6.8GB/s,是原有存储的 2.2 倍[@R1]" in md
    else:
        assert "from 3.1 GB/s on the old storage to 6.8 GB/s on the new one, 2.2× as fast [@R1]" in md
    assert "0 warning(s)" in b.stdout + b.stderr
    lst = run_engine("evidence", "list", cwd=project)
    assert lst.returncode == 0 and lst.stdout.startswith("R1 ")


def test_init_into_the_current_folder_and_never_overwrites(tmp_path):
    (tmp_path / "README.md").write_text("mine\n")
    (tmp_path / "engine.yaml").write_text("site: {}\n")
    r = run_engine("init", cwd=tmp_path)
    assert r.returncode == 2
    assert "README.md: error exists: exists already; nothing was written" in r.stderr
    assert "engine.yaml: error exists:" in r.stderr
    assert "Traceback" not in r.stderr
    # all or nothing: not one file of the starter was written
    assert sorted(p.name for p in tmp_path.iterdir()) == ["README.md", "engine.yaml"]
    assert (tmp_path / "README.md").read_text() == "mine\n"
    (tmp_path / "README.md").unlink()
    (tmp_path / "engine.yaml").unlink()
    r = run_engine("init", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "next: engine build articles/first-article.yaml" in r.stdout


def test_new_brief_builds_as_it_is(tmp_path):
    assert run_engine("init", "p", cwd=tmp_path).returncode == 0
    project = tmp_path / "p"
    r = run_engine("new", "brief", "my-post", "--sources", "R1", cwd=project)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "created articles/my-post.yaml"
    text = (project / "articles" / "my-post.yaml").read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=../.engine/schema/brief.json\n")
    assert "lang: zh" in text  # site.lang of engine.yaml
    assert "  r1_write_bandwidth_baseline: R1.write_bandwidth.baseline" in text
    b = run_engine("build", "articles/my-post.yaml", "--no-pdf", cwd=project)
    assert b.returncode == 0, b.stderr
    assert "3.1GB/s[@R1]" in (project / "build" / "my-post" / "my-post.md").read_text(encoding="utf-8")
    en = run_engine("new", "brief", "my-post-en", "--sources", "R1", "--lang", "en", cwd=project)
    assert en.returncode == 0, en.stderr
    assert run_engine("build", "articles/my-post-en.yaml", "--no-pdf", cwd=project).returncode == 0


def test_new_brief_with_two_reports_of_the_example_project(tmp_path):
    """In this repository's own project: R9 is a range, R1 has variants; the skeleton still builds."""
    import shutil

    from conftest import ROOT

    for d in ("evidence", "articles"):
        shutil.copytree(ROOT / d, tmp_path / d)
    shutil.copy(ROOT / "engine.yaml", tmp_path)
    r = run_engine("new", "brief", "two", "--sources", "R1,R9", "--lang", "en", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    b = run_engine("build", "articles/two.yaml", "--no-pdf", cwd=tmp_path)
    assert b.returncode == 0, b.stderr


@pytest.mark.parametrize("args, expected", [
    (["new", "brief", "x", "--sources", "R2"], "error unknown-report: unknown report 'R2' in --sources\n"
                                               "  hint: the reports are: R1"),
    (["new", "brief", "x", "--sources", "r1"], "hint: did you mean 'R1'?"),
    (["new", "brief", "bad/id", "--sources", "R1"], "error bad-name: brief id 'bad/id' must be letters, digits"),
    (["new", "brief", "first-article", "--sources", "R1"],
     "articles/first-article.yaml: error exists: exists already; nothing was written"),
    (["new", "brief", "x", "--sources", "R1,R1"], "error duplicate-source"),
])
def test_new_brief_mistakes(tmp_path, args, expected):
    assert run_engine("init", cwd=tmp_path).returncode == 0
    r = run_engine(*args, cwd=tmp_path)
    assert r.returncode == 2
    assert expected in r.stderr
    assert "Traceback" not in r.stderr
    assert not (tmp_path / "articles" / "x.yaml").exists()


def test_evidence_list_in_an_empty_project_says_where_evidence_goes(tmp_path):
    (tmp_path / "evidence").mkdir()
    r = run_engine("evidence", "list", cwd=tmp_path)
    assert r.returncode == 0
    assert r.stdout == ""
    assert r.stderr.startswith("no evidence yet: add one YAML file per test report to evidence/")
    (tmp_path / "evidence").rmdir()
    r = run_engine("evidence", "list", cwd=tmp_path)
    assert r.returncode == 2
    assert "error no-evidence: there is no evidence/ folder" in r.stderr
    assert "or start a project with engine init" in r.stderr


def test_schema_command_prints_and_writes(tmp_path):
    r = run_engine("schema", "brief", cwd=tmp_path)
    assert r.returncode == 0
    schema = json.loads(r.stdout)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["properties"]["sources"]["description"].startswith("The reports this article may cite")
    assert run_engine("schema", cwd=tmp_path).returncode == 2
    w = run_engine("schema", "--write", cwd=tmp_path)
    assert w.returncode == 0
    assert json.loads((tmp_path / ".engine/schema/brief.json").read_text()) == schema
