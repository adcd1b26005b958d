"""The expression language of claims and evidence checks.

A hand-written tokenizer and precedence-climbing parser: nothing reaches
Python's eval, and there is no attribute access or call syntax beyond the
four whitelisted functions. Every node keeps its character offset so errors
point at the exact column in the YAML file.

    expr     := term (('+' | '-') term)*
    term     := unary (('*' | '/' | '×' | '÷') unary)*
    unary    := ('-' | '+') unary | atom
    atom     := NUMBER | NAME | FUNC '(' expr (',' expr)* ')' | '(' expr ')'
    NAME     := ident ('.' segment)*      e.g. t_base, R1.ckpt_save_time.fx100, R1.tbl.32B.fx100
    relation := expr ('~' | '==' | '<=' | '>=' | '<' | '>') expr
"""
from __future__ import annotations

import re
from dataclasses import dataclass

KEY_NAME = re.compile(r"^[A-Za-z_\u4e00-\u9fff]\w*$")
FUNCTIONS = {"min": (1, None), "max": (1, None), "abs": (1, 1), "round": (1, 2)}
RELATIONS = ("~", "==", "<=", ">=", "<", ">")
# A claim's expression is a line or two; these keep the recursive parser, evaluator and printer far
# from Python's recursion limit (an expression of 1,000 terms or 2,000 parentheses is a located error).
MAX_CHARS = 2000
MAX_TERMS = 100
MAX_DEPTH = 30


class ExprError(Exception):
    def __init__(self, message: str, pos: int, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.pos = pos
        self.hint = hint


@dataclass(frozen=True)
class Num:
    value: float
    raw: str
    pos: int


@dataclass(frozen=True)
class Name:
    parts: tuple[str, ...]
    pos: int

    @property
    def dotted(self) -> str:
        return ".".join(self.parts)


@dataclass(frozen=True)
class Unary:
    op: str
    operand: object
    pos: int


@dataclass(frozen=True)
class Bin:
    op: str
    left: object
    right: object
    pos: int


@dataclass(frozen=True)
class Call:
    func: str
    args: tuple
    pos: int


_TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<num>(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?(?![A-Za-z_]))
  | (?P<name>[A-Za-z_\u4e00-\u9fff][\w]*(?:\.[\w]+)*)
  | (?P<rel>==|<=|>=|~|<|>)
  | (?P<op>[-+*/×÷(),])
  | (?P<bad>.)
""", re.VERBOSE | re.DOTALL)

_OPS = {"×": "*", "÷": "/"}


def tokenize(text: str):
    pos, out = 0, []
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        kind = m.lastgroup
        if kind != "ws":
            val = m.group()
            out.append((kind, _OPS.get(val, val), m.start()))
        pos = m.end()
    out.append(("end", "", len(text)))
    return out


class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.toks = tokenize(text)
        self.i = 0
        self.depth = 0

    def peek(self):
        return self.toks[self.i]

    def take(self):
        tok = self.toks[self.i]
        self.i += 1
        return tok

    def expect(self, value: str):
        kind, val, pos = self.take()
        if val != value:
            found = f"'{val}'" if val else "the end"
            raise ExprError(f"expected '{value}' but found {found}", pos)

    def expr(self):
        node = self.term()
        while self.peek()[1] in ("+", "-") and self.peek()[0] == "op":
            _, op, pos = self.take()
            node = Bin(op, node, self.term(), pos)
        return node

    def term(self):
        node = self.unary()
        while self.peek()[1] in ("*", "/") and self.peek()[0] == "op":
            _, op, pos = self.take()
            node = Bin(op, node, self.unary(), pos)
        return node

    def unary(self):
        kind, val, pos = self.peek()
        saved = self.depth
        self.depth += 1  # every parenthesis, sign or call nests one level of recursion
        if self.depth > MAX_DEPTH:
            raise ExprError(f"the expression nests more than {MAX_DEPTH} levels deep (parentheses, signs, calls)",
                            pos, "split it into several named claims")
        try:
            if kind == "op" and val in ("-", "+"):
                self.take()
                return Unary(val, self.unary(), pos)
            return self.atom()
        finally:
            self.depth = saved

    def atom(self):
        kind, val, pos = self.take()
        if kind == "num":
            return Num(float(val), val, pos)
        if kind == "name":
            if self.peek()[1] == "(":
                if val not in FUNCTIONS:
                    raise ExprError(f"'{val}' is not an allowed function", pos,
                                    "allowed functions: " + ", ".join(sorted(FUNCTIONS)))
                self.take()
                args = [self.expr()]
                while self.peek()[1] == ",":
                    self.take()
                    args.append(self.expr())
                self.expect(")")
                lo, hi = FUNCTIONS[val]
                if len(args) < lo or (hi is not None and len(args) > hi):
                    raise ExprError(f"{val}() takes {lo if lo == hi else f'{lo} to {hi}'} argument(s), got {len(args)}", pos)
                return Call(val, tuple(args), pos)
            parts = tuple(val.split("."))
            if any(p.startswith("__") for p in parts):
                raise ExprError(f"'{val}' is not a valid name", pos,
                                "names refer to claims, assumptions or evidence values")
            return Name(parts, pos)
        if val == "(":
            node = self.expr()
            self.expect(")")
            return node
        if kind == "end":
            raise ExprError("expression ends too early", pos)
        raise _unexpected(kind, val, pos)

    def done(self):
        kind, val, pos = self.peek()
        if kind != "end":
            hint = None
            if val == "(":
                hint = "only min, max, abs and round can be called"
            elif kind == "rel":
                hint = "comparisons belong in an evidence file's checks, not in claims"
            else:
                raise _unexpected(kind, val, pos)
            raise ExprError(f"unexpected '{val}'", pos, hint)


def _unexpected(kind: str, val: str, pos: int) -> ExprError:
    if val == ".":
        return ExprError("attribute access is not allowed", pos,
                         "names refer to claims, assumptions or evidence values")
    if kind == "bad":
        hint = "expressions use names, numbers, + - * / ( ) and min, max, abs, round"
        if val == "^":
            hint = "powers are not supported; multiply explicitly"
        return ExprError(f"unexpected character '{val}'", pos, hint)
    if val == "*":
        return ExprError("unexpected '*'", pos, "powers (**) are not supported; multiply explicitly")
    return ExprError(f"unexpected '{val}'", pos)


def parse(text: str):
    if not isinstance(text, str) or not text.strip():
        raise ExprError("empty expression", 0)
    dunder = re.search(r"\.?__\w*", text)
    if dunder:
        raise ExprError(f"'{dunder.group().lstrip('.')}' is not allowed", dunder.start(),
                        "expressions cannot access attributes or call anything but min, max, abs, round")
    dashed = re.search(r"[A-Za-z_]\w*(?:\.\w+)+(-)[\w.]", text)
    if dashed:
        raise ExprError("a name cannot contain '-'", dashed.start(1),
                        "table rows and variants are addressed by their key (e.g. m70b), not their label; "
                        "'engine evidence show ID' lists every address; for subtraction put spaces around '-'")
    if len(text) > MAX_CHARS:
        raise ExprError(f"the expression is {len(text):,} characters long; the limit is {MAX_CHARS:,}", 0,
                        "split it into several named claims")
    p = _Parser(text)
    terms = sum(1 for kind, _, _ in p.toks if kind in ("num", "name"))
    if terms > MAX_TERMS:
        raise ExprError(f"the expression has {terms} numbers and names; the limit is {MAX_TERMS}", 0,
                        "split it into several named claims")
    node = p.expr()
    p.done()
    return node


def parse_relation(text: str):
    """Parse `left REL right`; returns (left, op, right, op_pos)."""
    toks = tokenize(text)
    rels = [t for t in toks if t[0] == "rel"]
    if len(rels) != 1:
        raise ExprError("a check needs exactly one of ~ == < <= > >=" if not rels
                        else "a check may compare only two sides", rels[1][2] if len(rels) > 1 else 0,
                        "example: snapshot_size / ckpt_save_time.baseline ~ write_bandwidth.baseline")
    _, op, pos = rels[0]
    left_text = text[:pos]
    right_text = text[pos + len(op):]
    try:
        left = parse(left_text)
    except ExprError as e:
        raise ExprError(e.message, e.pos, e.hint) from None
    try:
        right = parse(right_text)
    except ExprError as e:
        raise ExprError(e.message, e.pos + pos + len(op), e.hint) from None
    return left, op, _shift(right, pos + len(op)), pos


def _shift(node, by: int):
    if isinstance(node, Num):
        return Num(node.value, node.raw, node.pos + by)
    if isinstance(node, Name):
        return Name(node.parts, node.pos + by)
    if isinstance(node, Unary):
        return Unary(node.op, _shift(node.operand, by), node.pos + by)
    if isinstance(node, Bin):
        return Bin(node.op, _shift(node.left, by), _shift(node.right, by), node.pos + by)
    if isinstance(node, Call):
        return Call(node.func, tuple(_shift(a, by) for a in node.args), node.pos + by)
    return node


def names(node) -> list[Name]:
    if isinstance(node, Name):
        return [node]
    if isinstance(node, Unary):
        return names(node.operand)
    if isinstance(node, Bin):
        return names(node.left) + names(node.right)
    if isinstance(node, Call):
        return [n for a in node.args for n in names(a)]
    return []


_PREC = {"+": 1, "-": 1, "*": 2, "/": 2}


def render(node, show=lambda name: name.dotted, mul="×", div="÷") -> str:
    """Print an expression, substituting names with `show(name)`."""
    def go(n, parent_prec=0, right=False):
        if isinstance(n, Num):
            return n.raw
        if isinstance(n, Name):
            return show(n)
        if isinstance(n, Unary):
            return n.op + go(n.operand, 3)
        if isinstance(n, Call):
            return f"{n.func}(" + ", ".join(go(a) for a in n.args) + ")"
        prec = _PREC[n.op]
        sym = {"*": mul, "/": div}.get(n.op, n.op)
        text = f"{go(n.left, prec)} {sym} {go(n.right, prec, True)}"
        if prec < parent_prec or (right and prec == parent_prec):
            return f"({text})"
        return text
    return go(node)
