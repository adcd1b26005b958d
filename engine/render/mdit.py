"""The one MarkdownIt instance: CommonMark + tables, raw HTML off, citations.

html=False makes any <script> or tag in brief, evidence or model text come
out escaped. validateLink refuses every scheme but http(s) and mailto (the
drafting stage already reported such links with their location; this is the
second lock). Citations [@R1] / [@R1; @R9] become one `citation` token whose
HTML comes from env["cite"](ids); images are replaced by the data URIs in
env["images"] so the page fetches nothing.
"""
from __future__ import annotations

import html as _html
import re
from functools import lru_cache

from markdown_it import MarkdownIt

from engine.models.markers import CITE, CITE_ID

_SCHEME = re.compile(r"^\s*([A-Za-z][A-Za-z0-9+.\-]*):")


def _validate_link(url: str) -> bool:
    m = _SCHEME.match(url)
    return not m or m.group(1).lower() in ("http", "https", "mailto")


def _cite_rule(state, silent: bool) -> bool:
    if not state.src.startswith("[@", state.pos):
        return False
    m = CITE.match(state.src, state.pos)
    if not m:
        return False
    if not silent:
        tok = state.push("citation", "", 0)
        tok.meta = {"ids": CITE_ID.findall(m.group(1))}
    state.pos = m.end()
    return True


def _render_cite(self, tokens, idx, options, env):
    ids = tokens[idx].meta["ids"]
    fn = env.get("cite")
    return fn(ids) if fn else _html.escape("[" + "; ".join("@" + i for i in ids) + "]")


def _render_image(self, tokens, idx, options, env):
    tok = tokens[idx]
    src = tok.attrGet("src") or ""
    uri = env.get("images", {}).get(src)
    alt = self.renderInlineAsText(tok.children or [], options, env)
    if uri is None:  # not a checked project file: show the alt text, fetch nothing
        return _html.escape(alt)
    return f'<img src="{_html.escape(uri)}" alt="{_html.escape(alt)}">'


@lru_cache(maxsize=1)
def md() -> MarkdownIt:
    m = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    m.enable("table")
    m.validateLink = _validate_link
    m.inline.ruler.before("link", "citation", _cite_rule)
    m.add_render_rule("citation", _render_cite)
    m.add_render_rule("image", _render_image)
    return m


def to_html(text: str, env: dict | None = None, *, inline: bool = False) -> str:
    env = dict(env or {})
    return md().renderInline(text, env) if inline else md().render(text, env)


def to_plain(text: str, cite=None) -> str:
    """Plain text of Markdown (for descriptions and JSON-LD): citations via cite(ids) or dropped."""
    parts: list[str] = []
    for block in md().parse(text):
        if block.type == "inline":
            for t in block.children or []:
                if t.type in ("text", "code_inline"):
                    parts.append(t.content)
                elif t.type in ("softbreak", "hardbreak"):
                    parts.append(" ")
                elif t.type == "citation" and cite:
                    parts.append(cite(t.meta["ids"]))
        elif block.type.endswith("_close") and block.block:
            parts.append(" ")
    return re.sub(r"\s+", " ", "".join(parts)).strip()
