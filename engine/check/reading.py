"""markdown-it inline parsing that remembers where each token's text came from.

The checker must read exactly the tokens the renderer turns into HTML, and still say `line:col` for
every character it reads. markdown-it-py does not keep positions of inline tokens, so this module runs
the parser's own core and inline rules (from the same MarkdownIt instance) with an inline state that
records, for each token, where in the inline source its text starts:

- text collected by the text rule and the fallback (`pending`): a list of (offset in the content,
  source offset) segments, since pending text is a sequence of source slices;
- every other token: the inline state's position when it was pushed (a citation's `[`, an entity's `&`,
  a code span's opening backticks, a link's label).

The only core rule not run is `text_join`, which merges `text_special` tokens (escapes, entities) into
the neighbouring text; the reader treats `text_special` as text, so the text is the same. The tests
compare the joined result with `MarkdownIt.parse` token for token.
"""
from __future__ import annotations

from markdown_it.rules_core.state_core import StateCore
from markdown_it.rules_inline.state_inline import StateInline

Where = dict  # id(token) -> int (push position) | list[tuple[int, int]] (pending segments)


class _Tracking(StateInline):
    def __init__(self, src, md, env, out, where: Where):
        self._segs: list[tuple[int, int]] = []
        self._plen = 0
        super().__init__(src, md, env, out)
        self.where = where

    @property
    def pending(self) -> str:
        return StateInline.pending.fget(self)

    @pending.setter
    def pending(self, value: str) -> None:
        StateInline.pending.fset(self, value)
        n = len(value)
        self._segs = [s for s in self._segs if s[0] < n] if n else []
        self._plen = n

    def append_pending(self, text: str) -> None:
        self._segs.append((self._plen, self.pos))
        self._plen += len(text)
        self._pending_buffer.append(text)

    def pushPending(self):
        segs = self._segs
        tok = super().pushPending()
        self.where[id(tok)] = segs
        return tok

    def push(self, ttype, tag, nesting):
        tok = super().push(ttype, tag, nesting)
        self.where[id(tok)] = self.pos
        return tok


def segments(where: Where, tok) -> list[tuple[int, int]]:
    got = where.get(id(tok))
    if got is None:
        return []
    return got if isinstance(got, list) else [(0, got)]


def inline_tokens(md, src: str, env: dict, where: Where) -> list:
    """Tokenize inline `src` exactly as md.inline.parse does, recording positions into `where`."""
    tokens: list = []
    state = _Tracking(src, md, env, tokens, where)
    md.inline.tokenize(state)
    for rule in md.inline.ruler2.__rules__:
        if not rule.enabled:
            continue
        if rule.name == "fragments_join":
            _join_positions(state.tokens, where)
        rule.fn(state)
    return state.tokens


def _join_positions(tokens: list, where: Where) -> None:
    """fragments_join merges a run of adjacent text tokens into the run's last token: merge their positions."""
    i, n = 0, len(tokens)
    while i < n:
        if tokens[i].type == "text" and i + 1 < n and tokens[i + 1].type == "text":
            merged: list[tuple[int, int]] = []
            k = 0
            while i < n and tokens[i].type == "text":
                for a, p in segments(where, tokens[i]):
                    if merged and merged[-1][0] == k + a:
                        merged[-1] = (k + a, p)  # an emptied delimiter token: the next text starts here
                    else:
                        merged.append((k + a, p))
                k += len(tokens[i].content)
                i += 1
            where[id(tokens[i - 1])] = merged
            continue
        i += 1


def parse(md, src: str, env: dict) -> tuple[list, Where]:
    """md.parse(src, env) with inline positions; `text_join` is left out (see the module docstring)."""
    where: Where = {}
    state = StateCore(src, md, env)
    for rule in md.core.ruler.__rules__:
        if not rule.enabled or rule.name == "text_join":
            continue
        if rule.name == "inline":
            for tok in state.tokens:
                if tok.type == "inline":
                    tok.children = inline_tokens(md, tok.content, env, where)
            continue
        rule.fn(state)
    return state.tokens, where
