"""Invisible markers around placeholder output, and the citation syntax.

Rendering a text once with markers and stripping them for the Markdown keeps
the .md and the HTML byte-for-byte in step: the HTML writer replaces each
marked span with a hover span carrying the claim's derivation. The characters
are Unicode private-use code points, which no brief or report contains.
"""
from __future__ import annotations

import re

# Pandoc citations: [@R1] or [@R1; @R9]. Shared by drafting (checks) and rendering (links).
CITE = re.compile(r"\[((?:@[\w.-]+\s*;\s*)*@[\w.-]+)\]")
CITE_ID = re.compile(r"@([\w.-]+)")

OPEN, MID, CLOSE = "\ue000", "\ue001", "\ue002"
_SPAN = re.compile(f"{OPEN}([^{MID}]*){MID}([^{CLOSE}]*){CLOSE}")
_ANY = re.compile(f"[{OPEN}{MID}{CLOSE}]")


def mark(names: tuple[str, ...], text: str) -> str:
    return f"{OPEN}{' '.join(names)}{MID}{text}{CLOSE}"


def strip(text: str) -> str:
    """The plain text: the marked spans' content only."""
    return _ANY.sub("", _SPAN.sub(lambda m: m.group(2), text))


def replace(text: str, fn) -> str:
    """Replace each marked span with fn(names, content); drop stray markers."""
    return _ANY.sub("", _SPAN.sub(lambda m: fn(tuple(m.group(1).split()), m.group(2)), text))


def scrub(text: str) -> str:
    """Remove marker characters from user input so nobody can forge a span."""
    return _ANY.sub("", text)
