"""Characters that render as nothing: one definition for the checker (an invisible character at a number is an
error, engine/check/markdown.py) and for the LLM pre-check (the model may write none, engine/draft/llm_prompt.py).

Unicode's format characters (category Cf: zero-width spaces and joiners, word joiner, soft hyphen, BOM, bidi
controls, tags) and the other Default_Ignorable_Code_Point characters (DerivedCoreProperties.txt): U+034F
combining grapheme joiner, Khmer inherent vowels, Mongolian variation selectors, Hangul fillers, variation
selectors. "2" U+034F "7" reads as 27 to a reader.
"""
from __future__ import annotations

import unicodedata

IGNORABLE = ((0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180F), (0x3164, 0x3164),
             (0xFE00, 0xFE0F), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
             (0xE0000, 0xE0FFF))


def invisible(ch: str) -> bool:
    """A character that renders as nothing: a format character (Cf) or another default-ignorable one."""
    cp = ord(ch)
    return unicodedata.category(ch) == "Cf" or any(a <= cp <= b for a, b in IGNORABLE)
