"""`--shard K/N`: a stable 1/N of the briefs, for a CI matrix of N runners (issue 11).

A brief belongs to shard K of N when sha256(id) mod N == K - 1. The hash of the id, not its place
in a sorted list, so adding or removing a brief never moves any other brief to another shard, and
every runner agrees without talking to the others.
"""
from __future__ import annotations

import hashlib
import re


def parse(text: str) -> tuple[int, int]:
    """'2/4' -> (2, 4). Raises ValueError with a message for the user."""
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not m:
        raise ValueError("expected K/N, e.g. 1/4")
    k, n = int(m.group(1)), int(m.group(2))
    if n < 1 or not 1 <= k <= n:
        raise ValueError(f"K must be between 1 and N ({n})" if n >= 1 else "N must be at least 1")
    return k, n


def mine(brief_id: str, k: int, n: int) -> bool:
    digest = hashlib.sha256(brief_id.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % n == k - 1
