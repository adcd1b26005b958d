"""Evaluate a parsed expression over quantities. Pure: names resolve through a callback."""
from __future__ import annotations

import math
from typing import Callable

from engine import units
from engine.calc import expr as E
from engine.calc import quantity as Q
from engine.calc.quantity import CalcError, Quantity


class EvalError(Exception):
    def __init__(self, message: str, pos: int, hint: str | None = None, code: str = "expression"):
        super().__init__(message)
        self.message, self.pos, self.hint, self.code = message, pos, hint, code


def evaluate(node, resolve: Callable[[E.Name], Quantity]) -> Quantity:
    if isinstance(node, (E.Num, E.Name)):
        return _leaf(node, resolve)
    out = _evaluate(node, resolve)
    if not (math.isfinite(out.lo) and math.isfinite(out.hi)):
        raise EvalError("the result is too large to compute (it overflows)", node.pos,
                        "check the expression and its units (a float holds at most about 1.8e308)",
                        code="overflow")
    return out


def _leaf(node, resolve) -> Quantity:
    if isinstance(node, E.Num):
        if not math.isfinite(node.value):
            raise EvalError(f"the number {node.raw[:20]} is too large to compute with", node.pos,
                            "numbers in expressions are floats, at most about 1.8e308", code="overflow")
        return Quantity.of(node.value, units.UNITS[""])
    return resolve(node)


def _evaluate(node, resolve: Callable[[E.Name], Quantity]) -> Quantity:
    try:
        if isinstance(node, E.Unary):
            val = evaluate(node.operand, resolve)
            return -val if node.op == "-" else val
        if isinstance(node, E.Bin):
            left = evaluate(node.left, resolve)
            right = evaluate(node.right, resolve)
            if node.op == "+":
                return left + right
            if node.op == "-":
                return left - right
            if node.op == "*":
                return left * right
            return left / right
        if isinstance(node, E.Call):
            args = [evaluate(a, resolve) for a in node.args]
            if node.func == "min":
                return Q.minimum(args)
            if node.func == "max":
                return Q.maximum(args)
            if node.func == "abs":
                return Q.absolute(args[0])
            digits = 0
            if len(args) == 2:
                if args[1].is_range or args[1].unit.symbol != "" or args[1].lo != int(args[1].lo):
                    raise CalcError("round()'s second argument must be a whole number of decimals")
                digits = int(args[1].lo)
            return Q.round_to(args[0], digits)
    except CalcError as exc:
        raise EvalError(exc.message, node.pos, exc.hint, exc.code) from None
    raise EvalError("unsupported expression", getattr(node, "pos", 0))
