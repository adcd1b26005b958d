"""Content hashes for caches and build manifests (stdlib only, so the no-op paths stay cheap).

The engine's fingerprint is its version plus a hash of every file in the package (code, built-in
templates, styles), so a cache or manifest written by other code is never trusted, even when a
developer changes the code without bumping the version.
"""
from __future__ import annotations

import hashlib
import os
import stat
from functools import lru_cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


HASH_LIMIT = 64_000_000  # more than any input may hold (engine/fsio.py): such a file is never "unchanged"


def file_sha256(path: Path) -> str | None:
    """The file's content hash, or None when it does not exist (absence is an input too).
    Only a regular file is read, and at most HASH_LIMIT bytes (a symlink to /dev/zero, a FIFO: never
    hashed, so never fresh; the build then reports it as a located error)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            return None
        if not stat.S_ISREG(mode):
            return "not-a-file"
        h, total = hashlib.sha256(), 0
        while chunk := os.read(fd, 1 << 16):
            total += len(chunk)
            if total > HASH_LIMIT:
                return "too-large"
            h.update(chunk)
        return h.hexdigest()
    finally:
        os.close(fd)


def listing_sha256(folder: Path) -> str | None:
    """A hash of the names in a folder: a file added or removed there changes it."""
    try:
        names = sorted(p.name for p in folder.iterdir())
    except (FileNotFoundError, NotADirectoryError):
        return None
    return sha256("\n".join(names).encode("utf-8"))


@lru_cache(maxsize=1)
def engine() -> str:
    from engine import __version__

    h = hashlib.sha256()
    for f in sorted(PACKAGE.rglob("*")):
        if f.is_file() and "__pycache__" not in f.parts and f.suffix != ".pyc":
            h.update(f.relative_to(PACKAGE).as_posix().encode() + b"\0" + f.read_bytes() + b"\0")
    return f"{__version__}+{h.hexdigest()[:16]}"
