"""Which link destinations may appear in an article (shared by the brief checker and the Markdown writer).

Allowed: http(s), mailto, #anchors and relative paths. A scheme is read after percent-decoding and
after dropping whitespace and control characters (java%73cript: and "java\tscript:" are javascript:),
and a destination starting with // or a backslash is protocol-relative: it leaves the site.
"""
from __future__ import annotations

import re
from urllib.parse import unquote

SAFE_SCHEMES = ("http", "https", "mailto")
_SCHEME = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")
_IGNORED = re.compile(r"[\x00-\x20\x7f]+")


def decoded(url: str) -> str:
    text = url
    for _ in range(4):  # %2573 is %73 is s
        step = unquote(text)
        if step == text:
            break
        text = step
    return _IGNORED.sub("", text)


def scheme(url: str) -> str:
    """The destination's scheme as a browser would read it, lower case; "" for none."""
    m = _SCHEME.match(decoded(url))
    return m.group(1).lower() if m else ""


def protocol_relative(url: str) -> bool:
    d = decoded(url)
    return d.startswith(("//", "\\", "/\\"))


def unsafe(url: str) -> bool:
    s = scheme(url)
    return protocol_relative(url) or (bool(s) and s not in SAFE_SCHEMES)
