"""Render brief text fields: Markdown with Jinja placeholders, in a sandbox.

StrictUndefined makes an unknown name an error instead of an empty string;
names are also checked before rendering so every unknown one is reported at
once, located in the brief with a did-you-mean. Autoescape is off because the
output is Markdown: escaping happens when Markdown becomes HTML (html=False).
"""
from __future__ import annotations

import re
import traceback

from jinja2 import StrictUndefined, TemplateError, TemplateSyntaxError, meta

from engine import sandbox

from engine.models import markers
from engine.draft.filters import FILTERS, FilterError, Marked, Value
from engine.draft.locate import Locator
from engine.errors import Problems, did_you_mean
from engine.models.claim import Scalar

_TEMPLATE_FILE = "<brief>"


def _finalize(value):
    if isinstance(value, Value):
        return markers.mark((value.name,), str(value))
    if isinstance(value, Marked):
        return markers.mark(value.names, str(value))
    return value


def make_env() -> sandbox.LimitedSandbox:
    env = sandbox.LimitedSandbox(undefined=StrictUndefined, autoescape=False, finalize=_finalize,
                                 keep_trailing_newline=False)
    env.filters.update(FILTERS)
    return env


class Renderer:
    """Renders every text field of one brief, collecting located problems."""

    def __init__(self, scope: dict[str, Scalar], lang: str, locator: Locator, problems: Problems):
        self.env = make_env()
        self.values = {name: Value(s, lang) for name, s in scope.items()}
        self.loc = locator
        self.problems = problems

    def render(self, keypath: tuple, source: str | None) -> str:
        if not source:
            return ""
        source = markers.scrub(source)
        try:
            ast = self.env.parse(source)
        except TemplateSyntaxError as exc:
            self.problems.add("template-syntax", f"placeholder syntax error: {exc.message}",
                              self.loc.at(keypath, exc.lineno or 1), "placeholders look like {{ claim_name }}")
            return ""
        unknown = sorted(meta.find_undeclared_variables(ast) - set(self.values))
        for name in unknown:
            m = re.search(r"\{[{%][^}]*?(?<![\w.])" + re.escape(name) + r"\b", source)
            self.problems.add(
                "unknown-placeholder", f"placeholder '{name}' names no claim or assumption",
                self.loc.at_offset(keypath, source, m.start() + m.group(0).rfind(name)) if m else self.loc.at(keypath),
                did_you_mean(name, self.values) or "define it under claims: or assume:, or run 'engine claims BRIEF'")
        if unknown:
            return ""
        try:
            return markers.tighten(sandbox.render(self.env.from_string(source), self.values).strip())
        except Exception as exc:  # the text is the user's code, run in the sandbox: any failure is theirs
            line = 1
            for frame, lineno in traceback.walk_tb(exc.__traceback__):
                if frame.f_code.co_filename == "<template>":
                    line = lineno
            msg = exc.message if isinstance(exc, TemplateError) and exc.message else str(exc)
            if not isinstance(exc, (FilterError, TemplateError, TypeError, ValueError, ArithmeticError)):
                msg = f"{type(exc).__name__}: {msg}"  # '{x}'.format() is KeyError: 'x'; say which kind
            msg = msg[:200]
            self.problems.add("placeholder", f"placeholder error: {msg}", self.loc.at(keypath, line),
                              "see the filter list in docs/authoring.md")
            return ""

    def plain(self, keypath: tuple, source: str | None) -> str:
        """Render and strip markers (for titles of related articles, alt texts)."""
        return markers.strip(self.render(keypath, source))
