"""Arbitrary input never crashes the loaders or the expression parser: it parses or gives a located error."""
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.calc import expr as E
from engine.errors import EngineError
from engine.yamlsrc import loads

YAMLISH = st.text(alphabet=st.sampled_from(list("ab:-[]{},&*!|>#'\" \n\t1.5e秒%") + ["\u00a0", "\ufeff"]),
                  max_size=80)


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.text(max_size=80), YAMLISH))
@example("\ufeff\ufeff")
@example("--- # only a comment\n...\n")
def test_yaml_loader_never_crashes(text):
    try:
        loads(text, "f.yaml")
    except EngineError as exc:
        assert all(p.location.path == "f.yaml" and p.location.line >= 1 for p in exc.problems)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(list("ab_._1 2+-*/×÷()~<>=,R.\"'[]") + ["min", "__", "abs("]), max_size=25).map("".join))
def test_expression_parser_never_crashes(text):
    try:
        node = E.parse(text)
    except E.ExprError as exc:
        assert 0 <= exc.pos <= len(text)
    else:
        E.render(node)
