"""Counted nouns as units (node, client, GPU, server, drive, rack, job): each is a dimension of its own, each is
shown per language, and the checker reads what the engine shows back as that unit (issue 9, item 4)."""
import pytest

from engine import units
from engine.calc import display as D
from engine.calc.quantity import CalcError, Quantity
from engine.check.extract import Extractor
from engine.check.markdown import blocks

U = units.UNITS
COUNTED = list(units.COUNT_NOUNS)


def read(text: str) -> list[tuple[float, str]]:
    return [(m.value, m.unit.symbol if m.unit else None)
            for b in blocks(text) for m in Extractor([]).run(b)[0]]


@pytest.mark.parametrize("text, symbol", [
    ("node", "node"), ("nodes", "node"), ("节点", "node"), ("个节点", "node"), ("client", "client"),
    ("clients", "client"), ("客户端", "client"), ("GPU", "GPU"), ("卡", "GPU"), ("cards", "GPU"),
    ("server", "server"), ("服务器", "server"), ("drive", "drive"), ("disks", "drive"), ("块盘", "drive"),
    ("rack", "rack"), ("机柜", "rack"), ("job", "job"), ("作业", "job"),
])
def test_counted_nouns_parse(text, symbol):
    assert units.parse(text).symbol == symbol
    assert units.is_counted(units.parse(text))


def test_counts_of_different_nouns_never_mix():
    dims = {U[s].dims for s in COUNTED}
    assert len(dims) == len(COUNTED)  # one dimension each
    with pytest.raises(CalcError):
        Quantity.of(8, U["node"]) + Quantity.of(8, U["client"])
    assert (Quantity.of(64, U["GPU"]) * Quantity.of(10, U["h"])).unit.dims == units.parse("GPU·h").dims


@pytest.mark.parametrize("symbol", COUNTED)
@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("n", [1, 8, 1024])
def test_what_is_shown_is_read_back_as_that_unit(symbol, lang, n):
    shown = D.quantity(Quantity.of(n, U[symbol]), 0, lang)
    assert read(f"测试使用 {shown}。" if lang == "zh" else f"The test used {shown}.") == [(n, symbol)], shown


@pytest.mark.parametrize("symbol, zh, en", [
    ("node", "8 个节点", "8 nodes"), ("client", "8 个客户端", "8 clients"), ("server", "8 台服务器", "8 servers"),
    ("drive", "8 块盘", "8 drives"), ("rack", "8 个机柜", "8 racks"), ("job", "8 个作业", "8 jobs"),
])
def test_display_names(symbol, zh, en):
    q = Quantity.of(8, U[symbol])
    assert (D.quantity(q, 0, "zh"), D.quantity(q, 0, "en")) == (zh, en)
    assert D.quantity(Quantity.of(1, U[symbol]), 0, "en") == "1 " + symbol


@pytest.mark.parametrize("text, value, symbol", [
    ("8 个节点", 8, "node"), ("8 nodes", 8, "node"), ("8 节点", 8, "node"), ("eight GPUs", 8, "GPU"),
    ("8 卡", 8, "GPU"), ("an 8-node cluster", 8, "node"), ("8 个存储节点", 8, "node"), ("8 存储节点", 8, "node"),
    ("8 台 H20 服务器", 8, "server"), ("8 GPU servers", 8, "server"), ("8 client nodes", 8, "node"),
    ("8 storage nodes", 8, "node"), ("8 AMD MI308X GPUs", 8, "GPU"), ("400 个客户端", 400, "client"),
    ("十二个节点", 12, "node"), ("八卡", 8, "GPU"), ("8-GPU server", 8, "GPU"), ("8 卡服务器", 8, "GPU"),
    ("4 块 NVMe SSD", 4, "drive"), ("two racks", 2, "rack"), ("16 concurrent jobs", 16, "job"),
    ("8 个 GPU 节点", 8, "node"), ("三台服务器", 3, "server"),
    # a measure word alone, or a noun the list does not know, is a plain count
    ("8 台", 8, ""), ("3 个方面", 3, ""), ("20 次", 20, ""),
])
def test_counts_in_text(text, value, symbol):
    assert read(text) == [(value, symbol)]


def test_per_node_is_a_scope_not_a_unit():
    # "12 GB/节点" is 12 GB per node: the scope rule (agree.py) judges the "per node", the unit stays GB
    assert read("每节点 12 GB/节点。") == [(12, "GB")]
