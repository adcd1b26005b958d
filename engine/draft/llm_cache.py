"""Recorded model responses on disk, so rebuilds are reproducible and work offline.

One JSON file per call: `<cache>/<sha256>.json`. The key is the sha256 of the
canonical JSON of the request: the model's import path, its parameters (which
never hold secrets: LLMConfig refuses them, and the API key is read from the
environment and never part of the key), the kind of call (text, or the FAQ with its schema id)
and every message. The record keeps the request next to the response, so a
reviewer can read what was asked in the diff. Writes are atomic.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Optional

from engine import atomic, fsio


def request(model: str, params: dict, kind: str, messages: list[tuple[str, str]], schema: Optional[str] = None) -> dict:
    req = {"model": model, "params": params, "kind": kind, "messages": [list(m) for m in messages]}
    if schema is not None:
        req["schema"] = schema
    return req


def key(req: dict) -> str:
    canon = json.dumps(req, ensure_ascii=False, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(canon.encode("utf-8")).hexdigest()


class Cache:
    def __init__(self, folder: Path):
        self.folder = Path(folder)
        self.used: set[Path] = set()  # records replayed or written: inputs of the build's manifest


    def path(self, k: str) -> Path:
        return self.folder / f"{k}.json"

    def get(self, k: str) -> Optional[dict]:
        p = self.path(k)
        if not p.is_file():
            return None
        try:
            rec = json.loads(fsio.read_cached(p) or b"null")  # bounded; a FIFO or device is a miss
        except (OSError, ValueError):
            return None  # a damaged record is treated as a miss and rewritten
        if isinstance(rec, dict) and rec.get("key") == k and "response" in rec:
            self.used.add(p)
            return rec
        return None

    def put(self, k: str, req: dict, response, usage: Optional[dict]) -> None:
        rec = {"key": k, "request": req, "response": response}
        if usage:
            rec["usage"] = usage
        text = json.dumps(rec, ensure_ascii=False, sort_keys=True, indent=1) + "\n"
        self.folder.mkdir(parents=True, exist_ok=True)
        atomic.write_text(self.path(k), text)
        self.used.add(self.path(k))
