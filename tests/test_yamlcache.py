"""The parsed-evidence cache (engine/yamlcache.py): exact, keyed by content, never trusted across a change."""
import json
import math
import shutil

import pytest

from conftest import ROOT
from engine import yamlcache, yamlsrc
from engine.errors import Problems
from engine.load import Project, load_registry


@pytest.fixture
def project(tmp_path):
    shutil.copytree(ROOT / "evidence", tmp_path / "evidence")
    yamlcache._memory.clear()  # each test starts cold, like a new process
    return tmp_path


def registry_values(root):
    problems = Problems()
    reg = load_registry(Project(root), problems)
    yamlcache.flush()  # what the CLI does after a command that was not refused for bad input
    values = {v.ref: (v.quantity.value, v.quantity.unit, v.decimals, v.location) for v in reg.values()}
    return values, [p.format() for p in problems.items]


CASES = [p for p in sorted((ROOT / "evidence").glob("*.yaml")) + sorted((ROOT / "articles").glob("*.yaml"))]


@pytest.mark.parametrize("file", CASES, ids=lambda p: p.name)
def test_the_cached_parse_is_exactly_the_parse(file):
    data, smap = yamlsrc.load(file, file.name)
    entry = json.loads(json.dumps(yamlcache._encode(data, smap)))
    data2, smap2 = yamlcache._decode(entry, file.name)
    assert data2 == data and type(data2) is type(data)
    assert (smap2.path, smap2.value_at, smap2.key_at, smap2.raw, smap2.plain) == \
        (smap.path, smap.value_at, smap.key_at, smap.raw, smap.plain)


def test_odd_scalars_round_trip():
    text = "a: 2026-07-10\nb: 2026-07-10 12:30:00\nc: .nan\nd: -.inf\ne: 1.50\nf: !!binary aGk=\ng: [1, {h: null}]\n"
    data, smap = yamlsrc.loads(text, "x.yaml")
    data2, _ = yamlcache._decode(json.loads(json.dumps(yamlcache._encode(data, smap))), "x.yaml")
    assert math.isnan(data2.pop("c")) and math.isnan(data.pop("c"))
    assert data2 == data and data2["b"].hour == 12 and data2["f"] == b"hi"


def test_a_warm_load_equals_a_cold_one_and_deleting_the_cache_is_safe(project):
    cold = registry_values(project)
    cache = project / ".engine-cache" / "evidence.json"
    assert cache.is_file() and oct(cache.stat().st_mode & 0o777) == "0o644"
    yamlcache._memory.clear()
    assert registry_values(project) == cold
    shutil.rmtree(project / ".engine-cache")
    yamlcache._memory.clear()
    assert registry_values(project) == cold and cache.is_file()


def test_a_changed_file_is_parsed_again(project):
    registry_values(project)
    r1 = project / "evidence" / "R1.yaml"
    r1.write_text(r1.read_text(encoding="utf-8").replace("fx100: 94}", "fx100: 93}"), encoding="utf-8")
    for memory in (True, False):  # in the same process, and in a new one
        if not memory:
            yamlcache._memory.clear()
        values, _ = registry_values(project)
        assert values["R1.ckpt_save_time.fx100"][0] == 93


def test_a_damaged_or_foreign_cache_is_ignored_and_rewritten(project):
    cold = registry_values(project)
    cache = project / ".engine-cache" / "evidence.json"
    for bad in ("{not json", json.dumps({"engine": "0.0.0+other", "files": {}}),
                json.dumps({"engine": yamlcache.fingerprint.engine(), "files": {"x": {"data": 1}}})):
        cache.write_text(bad, encoding="utf-8")
        yamlcache._memory.clear()
        assert registry_values(project) == cold
    data = json.loads(cache.read_text(encoding="utf-8"))
    assert len(data["files"]) == len(list((project / "evidence").glob("*.yaml")))


def test_problems_are_reported_on_every_load_and_broken_files_are_not_cached(project):
    (project / "evidence" / "R5.yaml").write_text("id: R5\ntitle: [unclosed\n", encoding="utf-8")
    (project / "evidence" / "R6.yaml").write_text("id: R6\ntitle: x\n", encoding="utf-8")  # parses, fails validation
    first = registry_values(project)
    assert any("R5.yaml" in p for p in first[1]) and any("R6.yaml" in p for p in first[1])
    yamlcache._memory.clear()
    assert registry_values(project) == first
    keys = json.loads((project / ".engine-cache" / "evidence.json").read_text(encoding="utf-8"))["files"]
    assert not any(k.endswith("R5.yaml") for k in keys)


def test_a_command_refused_for_bad_input_writes_no_cache(project, capsys):
    from engine.cli import main

    (project / "articles").mkdir()
    (project / "articles" / "x.yaml").write_text("id: x\nlang: zh\n", encoding="utf-8")
    assert main(["--root", str(project), "claims", "articles/x.yaml"]) == 2
    assert not (project / ".engine-cache").exists()
    assert main(["--root", str(project), "evidence", "list"]) == 0
    assert (project / ".engine-cache" / "evidence.json").is_file()


def test_a_read_only_project_still_loads(project):
    (project / ".engine-cache").write_text("a file where the folder should be", encoding="utf-8")
    assert registry_values(project)[0]
