"""Jinja's sandbox with resource limits, for brief text and page templates (both are user input).

Jinja's SandboxedEnvironment stops attribute escapes, not resource use: 'a' * 1000000000 takes 1 GB,
9 ** 999999999 never ends, nested range(100000) loops run for hours. Here:
- `*` and `**` are checked before they run (sandbox binary-operator hooks): text or lists of at most
  MAX_ITEMS, powers with exponents of at most MAX_EXPONENT; `%` on text (printf formatting, whose width
  can ask for gigabytes) and str.format / format_map are refused: brief text formats with filters;
- `range` holds at most MAX_RANGE numbers; Jinja's own filters refuse numeric arguments above MAX_ITEMS
  (`center(10**9)`), and its printf `format` filter is refused;
- a render has a budget of MAX_STEPS template lines and MAX_SECONDS seconds (a trace function counts the
  lines of the compiled template only), and a recursive macro stops at Python's recursion limit;
every one of these is an exception the caller reports as a located error in the brief or template.
"""
from __future__ import annotations

import functools
import sys
import time

from jinja2.exceptions import SecurityError
from jinja2.sandbox import SandboxedEnvironment

MAX_ITEMS = 10_000
MAX_EXPONENT = 1_000
MAX_RANGE = 10_000
MAX_STEPS = 1_000_000
MAX_SECONDS = 5.0


class LimitError(SecurityError):
    """A template used more than its share (size, time, recursion)."""


class LimitedSandbox(SandboxedEnvironment):
    intercepted_binops = frozenset({"*", "**", "%"})

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.globals["range"] = _range
        for name, fn in list(self.filters.items()):
            self.filters[name] = _refuse_format if name == "format" else _bounded(fn)

    def call_binop(self, context, operator, left, right):
        if operator == "*":
            for seq, n in ((left, right), (right, left)):
                if isinstance(seq, (str, list, tuple)) and isinstance(n, int) and len(seq) * n > MAX_ITEMS:
                    raise LimitError(f"repetition makes {len(seq) * n:,} items; the limit is {MAX_ITEMS:,}")
            return left * right
        if operator == "**":
            if isinstance(right, (int, float)) and abs(right) > MAX_EXPONENT:
                raise LimitError(f"an exponent of {right:g} is too large; the limit is {MAX_EXPONENT:,}")
            return left ** right
        if operator == "%" and isinstance(left, str):
            raise LimitError("'%' formatting of text is not available; use the filters (docs/authoring.md)")
        return super().call_binop(context, operator, left, right)

    def wrap_str_format(self, value):  # Jinja's hook for str.format / format_map, at attribute access
        wrapped = super().wrap_str_format(value)
        if wrapped is None:
            return None

        def refuse(*args, **kwargs):  # a width in '{:>999999999}' would ask for gigabytes
            raise LimitError("str.format is not available in text; use the filters (docs/authoring.md)")
        return refuse


def _range(*args):
    r = range(*args)
    if len(r) > MAX_RANGE:
        raise LimitError(f"range() of {len(r):,} numbers; the limit is {MAX_RANGE:,}")
    return r


def _refuse_format(*args, **kwargs):
    raise LimitError("the 'format' filter is not available; use the filters (docs/authoring.md)")


def _bounded(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        for a in (*args, *kwargs.values()):
            if isinstance(a, (int, float)) and not isinstance(a, bool) and abs(a) > MAX_ITEMS:
                raise LimitError(f"a filter argument of {a:g} is too large; the limit is {MAX_ITEMS:,}")
        return fn(*args, **kwargs)
    return wrapper


def render(template, context: dict) -> str:
    """template.render(context) within MAX_STEPS template lines and MAX_SECONDS seconds."""
    if sys.gettrace() is not None:  # a debugger or coverage tracer is active: leave it alone
        return template.render(context)
    filename = template.root_render_func.__code__.co_filename
    steps = [0]
    deadline = time.monotonic() + MAX_SECONDS

    def local(frame, event, arg):
        if event == "line":
            steps[0] += 1
            if steps[0] > MAX_STEPS or (steps[0] % 1000 == 0 and time.monotonic() > deadline):
                raise LimitError(f"the template ran too long (more than {MAX_STEPS:,} steps or "
                                 f"{MAX_SECONDS:g} s); look for large or nested loops, or a recursive macro")
        return local

    def tracer(frame, event, arg):
        return local if frame.f_code.co_filename == filename else None

    sys.settrace(tracer)
    try:
        return template.render(context)
    except RecursionError:
        raise LimitError("the template recurses too deeply (a macro that calls itself?)") from None
    finally:
        sys.settrace(None)
