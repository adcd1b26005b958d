"""The expression language: what parses, what is refused, and where errors point."""
import pytest

from engine.calc import expr as E


@pytest.mark.parametrize("text, rendered", [
    ("t_base / t_fx", "t_base ÷ t_fx"),
    ("run_time / run_time_fx - 1", "run_time ÷ run_time_fx - 1"),
    ("(a + b) * c", "(a + b) × c"),
    ("a - (b - c)", "a - (b - c)"),
    ("max(a, b) / 2", "max(a, b) ÷ 2"),
    ("R1.ckpt_save_time.fx100 * 2", "R1.ckpt_save_time.fx100 × 2"),
    ("R12.save_by_model.m32b.fx100", "R12.save_by_model.m32b.fx100"),
    ("-a + 1.50", "-a + 1.50"),
    ("a × b ÷ c", "a × b ÷ c"),
])
def test_parse_and_render(text, rendered):
    assert E.render(E.parse(text)) == rendered


@pytest.mark.parametrize("text, message, pos", [
    ('__import__("os")', "'__import__' is not allowed", 0),
    ("().__class__", "'__class__' is not allowed", 2),
    ("a.__class__", "'__class__' is not allowed", 1),
    ("open('x')", "'open' is not an allowed function", 0),
    ("eval(a)", "'eval' is not an allowed function", 0),
    ("a ** 2", "unexpected '*'", 3),
    ("a ^ 2", "unexpected character '^'", 2),
    ("a +", "expression ends too early", 3),
    ("a b", "unexpected 'b'", 2),
    ("a[0]", "unexpected character '['", 1),
    ("lambda: 1", "unexpected character ':'", 6),
    ("abs(a, b)", "abs() takes 1 argument(s), got 2", 0),
    ("", "empty expression", 0),
])
def test_refused(text, message, pos):
    with pytest.raises(E.ExprError) as exc:
        E.parse(text)
    assert exc.value.message == message
    assert exc.value.pos == pos


def test_relation():
    left, op, right, pos = E.parse_relation("a / b.c ~ d.e")
    assert op == "~" and pos == 8
    assert E.render(left) == "a ÷ b.c" and right.pos == 10


def test_relation_needs_one_operator():
    with pytest.raises(E.ExprError, match="exactly one"):
        E.parse_relation("a + b")
    with pytest.raises(E.ExprError, match="only two sides"):
        E.parse_relation("a < b < c")
