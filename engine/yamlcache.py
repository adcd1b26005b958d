"""The parsed evidence files, cached on disk by content hash (issue 11: a cold check with 200 reports).

Reading YAML with source maps (engine/yamlsrc.py) is most of the cost of loading the registry:
PyYAML's pure-Python composer spends ~5 ms per report. The parse of each file (its plain values and
its source map) is kept in `.engine-cache/evidence.json` under the project, keyed by the sha256 of
the file's bytes and the engine's fingerprint (version + package hash). So:

- a changed file has a new hash and is parsed again; the cache is never trusted across a change;
- validation (pydantic), the registry's checks and every error still run on every load; only the
  parse is reused, and a file that does not parse is never cached;
- the cache holds JSON, not pickles: a planted cache file can at worst mislead, never run code,
  and a cache that does not read back exactly is ignored;
- deleting the folder is always safe; it is written atomically (temp file + rename), only when
  something new was parsed and only after a command that was not refused for bad input (exit 2:
  such a command writes nothing); a read-only project just does not get a cache.

Within one process (a build worker) the parses are also kept in memory.
"""
from __future__ import annotations

import base64
import datetime as dt
import json
from pathlib import Path

from engine import atomic, fingerprint, fsio
from engine.yamlsrc import SourceMap, read_text, loads

FOLDER = ".engine-cache"
FILE = "evidence.json"
_memory: dict[tuple[str, str, str], tuple] = {}  # (engine, sha, display path) -> (data, smap)
_pending: dict[Path, "ParseCache"] = {}  # caches to write once the command has not failed on bad input


def flush() -> None:
    """Write the caches of this run. Called by the CLI (and a build worker) after a command that did not
    exit 2, so a command refused for bad input writes no file at all."""
    while _pending:
        _pending.popitem()[1].save()


def discard() -> None:
    _pending.clear()


def forget(root: Path) -> None:
    """Do not write the cache of this project (a temporary one, about to be deleted)."""
    _pending.pop(root / FOLDER / FILE, None)


class ParseCache:
    def __init__(self, root: Path):
        self.path = root / FOLDER / FILE
        self.engine = fingerprint.engine()
        self.entries: dict[str, dict] | None = None  # read lazily: a warm worker may never need the file
        self.used: dict[str, dict] = {}
        self.dirty = False

    def load(self, file: Path, display: str, text: str | None = None):
        """(data, smap) of a YAML file, as yamlsrc.load returns them. Raises EngineError like it does.
        `text`: the file's text when the caller has read it already (load.read_text: once, safely)."""
        text = read_text(file, display) if text is None else text
        sha = fingerprint.sha256(text.encode("utf-8"))
        key = f"{sha}:{display}"  # the display path is inside every location, so it is part of the key
        hit = _memory.get((self.engine, sha, display))
        entry = self._entries().get(key)
        if hit is None and entry is not None:
            hit = _decode(entry, display)
            entry = entry if hit is not None else None  # unreadable: parse again and replace it
        if hit is None:
            hit = loads(text, display)
        if entry is None:
            entry = _encode(*hit)
            self.dirty = True
        _memory[(self.engine, sha, display)] = hit
        self.used[key] = entry
        if self.dirty or len(self.used) != len(self._entries()):
            _pending[self.path] = self
        return hit

    def save(self) -> None:
        """Write the entries used in this run (stale ones drop out), if anything was new."""
        if not self.dirty and set(self.used) == set(self._entries()):
            return
        text = json.dumps({"engine": self.engine, "files": self.used}, ensure_ascii=False, sort_keys=True,
                          separators=(",", ":"))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic.write_text(self.path, text)
        except OSError:  # a read-only project, a full disk: the cache is an optimisation only
            pass

    def _entries(self) -> dict:
        if self.entries is None:
            self.entries = {}
            try:
                data = json.loads(fsio.read_cached(self.path) or b"null")  # bounded; a FIFO or device is a miss
                if isinstance(data, dict) and data.get("engine") == self.engine and isinstance(data.get("files"), dict):
                    self.entries = data["files"]
            except (OSError, ValueError):
                pass
        return self.entries


# -- a lossless JSON form of yamlsrc's values and source maps -------------------------------------

def _encode(data, smap: SourceMap) -> dict:
    return {"data": _enc(data), "value_at": _pairs(smap.value_at), "key_at": _pairs(smap.key_at),
            "raw": _pairs(smap.raw), "plain": _pairs(smap.plain), "looks_numeric": _pairs(smap.looks_numeric)}


def _decode(entry, display: str) -> tuple | None:
    try:
        smap = SourceMap(display)
        smap.value_at = {tuple(k): tuple(v) for k, v in entry["value_at"]}
        smap.key_at = {tuple(k): tuple(v) for k, v in entry["key_at"]}
        smap.raw = {tuple(k): v for k, v in entry["raw"]}
        smap.plain = {tuple(k): v for k, v in entry["plain"]}
        smap.looks_numeric = {tuple(k): v for k, v in entry["looks_numeric"]}
        return _dec(entry["data"]), smap
    except (KeyError, TypeError, ValueError, IndexError):
        return None  # not what this code writes: parse again


def _pairs(table: dict) -> list:
    return [[list(k), list(v) if isinstance(v, tuple) else v] for k, v in table.items()]


def _enc(v):
    if isinstance(v, dict):
        return {"d": [[k, _enc(x)] for k, x in v.items()]}
    if isinstance(v, list):
        return {"l": [_enc(x) for x in v]}
    if isinstance(v, dt.datetime):
        return {"dt": v.isoformat()}
    if isinstance(v, dt.date):
        return {"date": v.isoformat()}
    if isinstance(v, bytes):
        return {"b": base64.b64encode(v).decode("ascii")}
    if isinstance(v, float) and v != v:
        return {"nan": 1}
    return v  # str, int, float (inf is written as Infinity), bool, None


def _dec(v):
    if not isinstance(v, dict):
        return v
    (tag, x), = v.items()
    if tag == "d":
        return {k: _dec(y) for k, y in x}
    if tag == "l":
        return [_dec(y) for y in x]
    if tag == "dt":
        return dt.datetime.fromisoformat(x)
    if tag == "date":
        return dt.date.fromisoformat(x)
    if tag == "b":
        return base64.b64decode(x)
    if tag == "nan":
        return float("nan")
    raise ValueError(tag)
