"""Invisible markers around placeholder output, and the citation syntax.

Rendering a text once with markers and stripping them for the Markdown keeps
the .md and the HTML byte-for-byte in step: the HTML writer replaces each
marked span with a hover span carrying the claim's derivation. The characters
are Unicode private-use code points, which no brief or report contains.
"""
from __future__ import annotations

import re

# Pandoc citations, exactly: [@R1], [@R1; @R9], [@R1, 表 3], [@R1, p. 12; @R9, Fig. 2]. A locator may
# only be a place (表/图/页/§/p./Table/Fig. and its number); a bracket with anything else is not a
# citation (it is text, and the drafting and checking stages report a bracket with @ that is not one).
# Shared by drafting (checks), rendering (links) and checking (scope).
_KEY = r"@[A-Za-z0-9_][\w.-]*"
LOCATOR = (r"(?:表|图|页|第|§|p\.|pp\.|Table|Tab\.|Fig\.|Figure|page|section|Section)\s*"
           r"\d+(?:\.\d+)*(?:\s*[-–]\s*\d+(?:\.\d+)*)?(?:\s*[页节章])?")
_ITEM = rf"{_KEY}(?:\s*,\s*{LOCATOR})?"
CITE = re.compile(rf"\[((?:{_ITEM}\s*;\s*)*{_ITEM})\]")
_LOC = re.compile(rf",\s*({LOCATOR})")


def cite_locators(inner: str) -> list[str]:
    """The locators of a citation's inner text, in order ("表 3")."""
    return _LOC.findall(inner)


CITE_ID = re.compile(r"@([\w.-]+)")
_ITEM_RX = re.compile(rf"@([\w.-]+)(?:\s*,\s*({LOCATOR}))?")


def cite_items(inner: str) -> list[tuple[str, str]]:
    """(report id, its locator or "") of each item of a citation's inner text: [@R1, 表 3; @R9]."""
    return [(m.group(1), m.group(2) or "") for m in _ITEM_RX.finditer(inner)]

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


_CJK_GAP = re.compile(f"(?<=[\u4e00-\u9fff]{CLOSE}) (?=[\u4e00-\u9fff])")


def tighten(text: str) -> str:
    """A figure that ends in a Chinese unit word (94 秒, 64 卡) takes no space before the Chinese text after it:
    "从 178 秒降到 94 秒", not "178 秒 降到" (the brief's space was written for 178s)."""
    return _CJK_GAP.sub("", text)
