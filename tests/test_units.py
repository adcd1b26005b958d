"""The unit registry, including the traps a general-purpose units library sets."""
import pytest

from engine import units
from engine.calc.quantity import CalcError, Quantity

U = units.UNITS


@pytest.mark.parametrize("text, symbol", [
    ("s", "s"), ("ms", "ms"), ("min", "min"), ("h", "h"), ("MB", "MB"), ("GB", "GB"), ("TB", "TB"),
    ("GiB", "GiB"), ("MB/s", "MB/s"), ("GB/s", "GB/s"), ("%", "%"), ("x", "x"), ("GPU", "GPU"),
    ("step", "step"), ("B", "B"), ("秒", "s"), ("小时", "h"), ("倍", "x"), ("卡", "GPU"), ("步", "step"),
    ("seconds", "s"), ("step/h", "step/h"), ("GPU·h", "GPU·h"),
])
def test_known_units_parse(text, symbol):
    assert units.parse(text).symbol == symbol


@pytest.mark.parametrize("text", ["gb", "GB/s/s", "furlong", "bytes/", "/s", "gbps"])
def test_unknown_units_are_refused(text):
    # pint reads "Gb" as a gilbert; here "Gb" is a gigabit, and a lowercase "gb" is refused (GB or Gb?).
    assert units.parse(text) is None


@pytest.mark.parametrize("text, bytes_per_unit, symbol", [
    # bits as reports state network speeds: 1 bit = 1/8 byte
    ("Gbps", 1e9 / 8, "Gbps"), ("Gb/s", 1e9 / 8, "Gb/s"), ("Mbps", 1e6 / 8, "Mbps"), ("Mb/s", 1e6 / 8, "Mb/s"),
    ("Gb", 1e9 / 8, "Gb"), ("bit", 1 / 8, "bit"), ("Tbps", 1e12 / 8, "Tbps"),
    ("Gbit/s", 1e9 / 8, "Gb/s"), ("Mbit", 1e6 / 8, "Mb"),  # as Horovod-style READMEs print them
    ("PiB", 2.0**50, "PiB"), ("EiB", 2.0**60, "EiB"), ("EB", 1e18, "EB"),
    # rates per minute and hour
    ("TiB/min", 2.0**40 / 60, "TiB/min"), ("GB/h", 1e9 / 3600, "GB/h"), ("GB/小时", 1e9 / 3600, "GB/h"),
])
def test_storage_and_network_units(text, bytes_per_unit, symbol):
    u = units.parse(text)
    assert u.symbol == symbol
    assert u.factor == pytest.approx(bytes_per_unit)
    assert u.dims in (U["byte"].dims, units.parse("GB/s").dims)


def test_bits_are_not_bytes():
    gbps, gbs = units.parse("Gbps"), units.parse("GB/s")
    assert gbps.dims == gbs.dims and gbs.factor / gbps.factor == 8  # 200 Gbps = 25 GB/s


@pytest.mark.parametrize("typo, proposed", [
    ("ZiB", "TiB"), ("PIB", "PiB"), ("Pib", "PiB"), ("GiBs", "GiB"),  # binary stays binary
    ("gbps", "Gbps"), ("Gbs", "Gbps"),  # bits stay bits
    ("GBs", "GB"), ("TBs", "TB"),  # bytes stay bytes
])
def test_did_you_mean_keeps_binary_binary_and_bits_bits(typo, proposed):
    from engine.errors import did_you_mean

    assert did_you_mean(typo, units.similar_symbols(typo)) == f"did you mean '{proposed}'?"


@pytest.mark.parametrize("typo", ["ZiB", "PIB", "Pib", "GiBs", "EIB", "gbps", "Gbs", "Mbits", "GBs", "TBs", "ZB"])
def test_did_you_mean_never_crosses_binary_decimal_or_bits_bytes(typo):
    candidates = units.similar_symbols(typo)
    binary = any(c in typo for c in ("iB", "IB", "ib"))
    bits = not binary and typo.endswith(("bps", "bs", "bits", "b"))
    for sym in candidates:
        assert ("iB" in sym) == binary, (typo, sym)
        assert (sym.endswith(("bps", "b", "bit", "bits")) or sym.endswith("b/s")) == bits, (typo, sym)


def test_billions_of_parameters_are_not_bytes():
    # pint's default registry makes B a byte; model sizes (32B, 70B) are parameters.
    assert U["B"].dims != U["GB"].dims
    with pytest.raises(CalcError):
        Quantity.of(32, U["B"]) + Quantity.of(65.6, U["GB"])


def test_gb_and_gib_are_distinct_but_convertible():
    gib = Quantity.of(1, U["GiB"])
    assert gib.to(U["GB"]).in_unit() == (1.073741824, 1.073741824)
    assert U["GB"].factor != U["GiB"].factor


def test_bytes_have_a_dimension():
    # In pint's default registry bytes are dimensionless, so GB + s would pass silently.
    with pytest.raises(CalcError, match="measure different things"):
        Quantity.of(1, U["GB"]) + Quantity.of(1, U["s"])


def test_bandwidth_times_time_is_data():
    q = Quantity.of(6.4, units.parse("GB/s")) * Quantity.of(10, U["s"])
    assert q.unit.symbol == "GB" and q.in_unit() == pytest.approx((64.0, 64.0))


def test_data_over_time_is_bandwidth():
    q = Quantity.of(65.6, U["GB"]) / Quantity.of(178, U["s"])
    assert q.to(units.parse("GB/s")).value == pytest.approx(0.36854, rel=1e-4)


def test_time_converts_and_sums_use_the_finer_unit():
    q = Quantity.of(10, U["h"]) - Quantity.of(1680, U["s"])
    assert q.unit.symbol == "s" and q.value == 34320


def test_percent_and_fraction_are_one_quantity():
    q = Quantity.of(3560, U["s"]) / Quantity.of(10, U["h"])
    assert q.unit.symbol == "" and q.to(U["%"]).value == pytest.approx(9.8889, rel=1e-4)


def test_intervals_propagate():
    q = Quantity.of(6.2, U["x"], 9.3) * Quantity.of(2, U[""])
    assert q.in_unit() == pytest.approx((12.4, 18.6)) and q.unit.symbol == "x"
    d = Quantity.of(10, U["s"]) - Quantity.of(1, U["s"], 2)
    assert d.in_unit() == (8.0, 9.0)


def test_division_by_an_interval_spanning_zero_is_an_error():
    with pytest.raises(CalcError, match="division by zero"):
        Quantity.of(1, U["s"]) / Quantity.of(-1, U[""], 1)


def test_network_and_capacity_units_build_and_are_checked(tmp_path):
    """Evidence in Gbps, PiB, EiB, TiB/min and GB/h builds in both languages with every figure verified;
    a bit rate written as bytes and a binary size written as decimal are errors."""
    from conftest import run_engine

    assert run_engine("init", cwd=tmp_path).returncode == 0
    (tmp_path / "evidence" / "R2.yaml").write_text(
        "id: R2\ntitle: 网络与容量测试\npublisher: 示例实验室\ndate: 2026-01-15\naccess: on-request\nmetrics:\n"
        "  nic: {value: 200, unit: Gbps, note: 网卡速率}\n  link: {value: 400, unit: Gb/s, note: 端口速率}\n"
        "  capacity: {value: 2.5, unit: PiB, note: 可用容量}\n  archive: {value: 1.2, unit: EiB, note: 归档容量}\n"
        "  sort_rate: {value: 3.66, unit: TiB/min, note: 排序速率}\n  ingest: {value: 720, unit: GB/h, note: 写入}\n",
        encoding="utf-8")
    shown = {}
    for lang in ("zh", "en"):
        (tmp_path / "articles" / f"u-{lang}.yaml").write_text(
            f"id: u-{lang}\nlang: {lang}\ntitle: units\nsources: [R2]\nclaims:\n  nic: R2.nic\n  link: R2.link\n"
            "  capacity: R2.capacity\n  archive: R2.archive\n  sort_rate: R2.sort_rate\n  ingest: R2.ingest\n"
            "  nic_bytes: {expr: nic, unit: GB/s}\n"
            "answer: |\n  网卡 {{ nic }},即 {{ nic_bytes }};端口 {{ link }};容量 {{ capacity }},归档 {{ archive }};"
            "排序 {{ sort_rate }};写入 {{ ingest }}[@R2]。\n", encoding="utf-8")
        r = run_engine("build", f"articles/u-{lang}.yaml", "--no-pdf", cwd=tmp_path)
        assert r.returncode == 0, r.stderr
        assert "7 verified" in r.stdout + r.stderr and "0 warning(s)" in r.stdout + r.stderr
        shown[lang] = (tmp_path / "build" / f"u-{lang}" / f"u-{lang}.md").read_text(encoding="utf-8")
    # one spacing rule per language: zh attaches a symbol unit, en separates it with a space
    assert "网卡 200Gbps,即 25GB/s;端口 400Gb/s;容量 2.5PiB,归档 1.2EiB;排序 3.66TiB/min;写入 720GB/h" in shown["zh"]
    assert "网卡 200 Gbps,即 25 GB/s;端口 400 Gb/s;容量 2.5 PiB,归档 1.2 EiB;排序 3.66 TiB/min;写入 720 GB/h" in shown["en"]
    edited = tmp_path / "edited.md"
    edited.write_text(shown["zh"].replace("即 25GB/s", "即 200GB/s").replace("2.5PiB", "2.5PB"), encoding="utf-8")
    r = run_engine("check", "articles/u-zh.yaml", "--text", "edited.md", cwd=tmp_path)
    assert r.returncode == 1
    assert "unit-mismatch: 200GB/s: R2.nic is 200Gbps" in r.stdout + r.stderr
    assert "unit-mismatch: 2.5PB: R2.capacity is 2.5PiB" in r.stdout + r.stderr
