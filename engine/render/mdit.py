"""The renderer's MarkdownIt: the shared parser (engine/models/mdparse.py) plus render rules.

The parser's options and plugins live in engine.models.mdparse so that the checker reads exactly the
tokens rendered here. Citations [@R1] / [@R1; @R9] are one `citation` token whose HTML comes from
env["cite"](ids); images are replaced by the data URIs in env["images"] so the page fetches nothing.
"""
from __future__ import annotations

import html as _html
import re
from functools import lru_cache

from markdown_it import MarkdownIt

from engine.models.mdparse import new_parser


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
    m = new_parser()
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
                elif t.type == "citation":
                    parts.append(cite(t.meta["ids"]) if cite else _DROPPED)
        elif block.type.endswith("_close") and block.block:
            parts.append(" ")
    text = "".join(parts)
    # "1.9× faster [@R1]." without its citation is "1.9× faster.", not "1.9× faster ."
    text = re.sub(r"\s*" + _DROPPED + r"+(?=[.,;:!?)\]。,;:!?)、])", "", text).replace(_DROPPED, "")
    return re.sub(r"\s+", " ", text).strip()


_DROPPED = "\x00"  # where a citation was dropped (NUL never survives markdown-it's parse as text)
