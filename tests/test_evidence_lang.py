"""Evidence texts per language (issue 12 item 4): labels, notes and captions may be {zh: ..., en: ...}; the
words of both languages are context for an article in either; bad language keys are located errors."""
import shutil
from pathlib import Path

import pytest

from conftest import run_engine
from engine.models.common import Text, all_text, text_for
from engine.models.evidence import Column, Table

REPORT = """\
id: N1
title: FX100 cluster test
publisher: 芯元一
date: 2026-05-01
access: public
url: https://example.com/n1
metrics:
  clients: {unit: "", value: 16, note: CLIENTS}
  servers: {unit: "", value: 8, note: SERVERS}
tables:
  tput:
    caption: {zh: 每节点读吞吐, en: read throughput per node}
    columns:
      node: {label: {zh: 节点, en: node}}
      read: {unit: GB/s, label: {zh: 读带宽, en: read bandwidth}}
    rows:
      a: [n1, 12.5]
"""
BILINGUAL = ("{zh: 客户端数量, en: number of clients}", "{zh: 存储节点数量, en: number of storage nodes}")


def test_a_text_per_language():
    col = Column(label={"zh": "存储节点", "en": "storage nodes"})
    assert isinstance(col.label, Text) and col.label == "存储节点"  # as a str: the Chinese text
    assert text_for(col.label, "en") == "storage nodes" and text_for(col.label, "zh") == "存储节点"
    assert all_text(col.label) == "存储节点 storage nodes"
    assert Column(label={"en": "nodes"}).label == "nodes" and text_for("plain", "en") == "plain"
    t = Table(caption={"en": "Results"}, columns={"a": {"unit": "s"}}, rows={"r": [1]})
    assert t.caption.in_lang("zh") == "Results"  # a missing language falls back to the one given


def project(tmp_path, notes=BILINGUAL, text=""):
    (tmp_path / "evidence").mkdir(parents=True)
    (tmp_path / "evidence" / "N1.yaml").write_text(
        REPORT.replace("CLIENTS", notes[0]).replace("SERVERS", notes[1]), encoding="utf-8")
    (tmp_path / "a.md").write_text(text, encoding="utf-8")
    return run_engine("check", "--text", "a.md", "--root", tmp_path, cwd=tmp_path)


@pytest.mark.parametrize("text", [
    "The cluster has 8 storage nodes and 16 clients [@N1]. Read bandwidth per node is 12.5 GB/s [@N1].\n",
    "集群有 8 个存储节点和 16 个客户端 [@N1]。每节点读带宽 12.5 GB/s [@N1]。\n",
])
def test_both_languages_verify(tmp_path, text):
    res = project(tmp_path, text=text)
    assert res.returncode == 0, res.stdout + res.stderr


def test_english_words_of_a_chinese_first_note_tell_the_counts_apart(tmp_path):
    swapped = "The cluster has 16 storage nodes and 8 clients [@N1].\n"
    res = project(tmp_path / "a", text=swapped)
    assert res.returncode == 1 and res.stdout.count("error value-mismatch") == 2, res.stdout
    # with Chinese notes only, the English article has no words for one of the two counts
    res = project(tmp_path / "b", notes=("客户端数量", "存储节点数量"), text=swapped)
    assert res.stdout.count("error value-mismatch") < 2, res.stdout


def test_a_bad_language_key_is_a_located_error(tmp_path):
    res = project(tmp_path, notes=("{fr: clients}", "{}"), text="x\n")
    assert res.returncode == 2 and "Traceback" not in res.stderr
    assert "evidence/N1.yaml:8:" in res.stderr and "'zh' or 'en'" in res.stderr
    assert "evidence/N1.yaml:9:" in res.stderr and "at least one language" in res.stderr
