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


@pytest.mark.parametrize("text", ["Gb", "gb", "Gbps", "GB/s/s", "furlong", "bytes/", "/s"])
def test_unknown_units_are_refused(text):
    # pint reads "Gb" as a gilbert; here it is simply unknown, and the loader suggests GB.
    assert units.parse(text) is None


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
