"""Reading input files safely: inside the project, regular files only, a hard byte limit.

Every input file the engine reads goes through `read_bytes`:
- the path is resolved (symlinks followed) and must stay inside the project; a link that
  leaves it is refused before anything is opened, so /etc/shadow or /dev/zero is never read;
- only regular files are read: the file is opened with O_NONBLOCK (a FIFO cannot block the
  open) and checked with fstat on the open descriptor, so a directory, FIFO or device is refused;
- the byte limit is enforced while reading (at most limit + 1 bytes are ever read), not
  trusted from st_size, which a growing file or a device can lie about.
`Reads` remembers what a build read, so each file is read once and a change during the build
is noticed before anything is published.
"""
from __future__ import annotations

import errno
import hashlib
import os
import stat
from dataclasses import dataclass, field
from pathlib import Path

from engine.errors import EngineError, Location, Problem

MAX_BYTES = 2_000_000  # a test report's or brief's YAML is a few KB; 2 MB is generous
_CHUNK = 1 << 16


def _fail(code: str, message: str, display: str, hint: str | None = None) -> EngineError:
    return EngineError([Problem(code, message, Location(display, 1, 1), hint)])


def resolve_inside(path: Path, root: Path, display: str, what: str = "file") -> Path:
    """The real path of `path`, which must lie inside `root`. Raises EngineError (nothing is opened)."""
    try:
        full = Path(os.path.realpath(path, strict=False))
        base = Path(os.path.realpath(root))
    except (OSError, RuntimeError, ValueError) as exc:
        raise _fail("io", f"cannot resolve the path of this {what}: {_reason(exc)}", display) from None
    if _is_loop(path):
        raise _fail("io", f"this {what} is a symlink loop", display, "point the link at a real file, or delete it")
    if not full.is_relative_to(base):
        raise _fail("path", f"this {what} leads outside the project; it was not read", display,
                    "input files must be inside the project; copy the file in instead of linking to it")
    return full


def _is_loop(path: Path) -> bool:
    try:
        os.stat(path)
    except OSError as exc:
        return exc.errno == errno.ELOOP
    return False


def read_bytes(path: Path, root: Path, display: str, *, limit: int = MAX_BYTES, what: str = "file") -> bytes:
    """Read a regular file inside `root`, at most `limit` bytes. Raises EngineError with a located problem."""
    full = resolve_inside(path, root, display, what)
    try:
        fd = os.open(full, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | getattr(os, "O_NOFOLLOW", 0))
    except OSError as exc:
        raise _io_error(exc, display, what) from None
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise _fail("not-a-file", f"this {what} is a directory, not a file", display,
                        "give the path of a file")
        if not stat.S_ISREG(st.st_mode):
            raise _fail("not-a-file", f"this {what} is not a regular file (a FIFO, socket or device); it was not read",
                        display, "give the path of an ordinary file")
        if st.st_size > limit:  # refuse early when the size is known; the loop below is the real limit
            raise _fail("too-large", f"file is {st.st_size / 1e6:.1f} MB; the limit is {limit / 1e6:g} MB", display,
                        "input files are small text files; split or trim this one")
        chunks, total = [], 0
        while total <= limit:
            try:
                chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            except BlockingIOError:  # pragma: no cover - regular files never block
                continue
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:
            raise _fail("too-large", f"file is larger than the limit of {limit / 1e6:g} MB (it grew while being read)",
                        display,
                        "input files are small text files; split or trim this one")
        return b"".join(chunks)
    except OSError as exc:
        raise _io_error(exc, display, what) from None
    finally:
        os.close(fd)


def read_cached(path: Path, limit: int = 64_000_000) -> bytes | None:
    """A file the engine wrote itself (a cache record, a manifest): its bytes, or None if it is missing, not a
    regular file (a FIFO, /dev/zero behind a symlink) or larger than `limit`. A cache is then just a miss."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except (OSError, ValueError):
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        chunks, total = [], 0
        while chunk := os.read(fd, min(_CHUNK, limit + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                return None
        return b"".join(chunks)
    except OSError:
        return None
    finally:
        os.close(fd)


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc)[:80] or type(exc).__name__


def _io_error(exc: OSError, display: str, what: str) -> EngineError:
    if exc.errno in (errno.EACCES, errno.EPERM):
        return _fail("io", f"permission denied: cannot read this {what}", display,
                     "check the file's permissions (chmod) or the user running engine")
    if exc.errno == errno.ENOENT:
        return _fail("io", f"no such {what}", display)
    if exc.errno == errno.ELOOP:
        return _fail("io", f"this {what} is a symlink loop", display, "point the link at a real file, or delete it")
    if exc.errno == errno.EISDIR:
        return _fail("not-a-file", f"this {what} is a directory, not a file", display, "give the path of a file")
    return _fail("io", f"cannot read this {what}: {_reason(exc)}", display)


def decode(data: bytes, display: str) -> str:
    """UTF-8 text; a bad byte is located by line and column and never quoted."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[: exc.start]
        line = before.count(b"\n") + 1
        col = len(before) - (before.rfind(b"\n") + 1) + 1
        raise EngineError([Problem(
            "encoding", f"file is not valid UTF-8 (byte 0x{data[exc.start]:02x})",
            Location(display, line, col), "save the file as UTF-8")]) from None


@dataclass
class Reads:
    """What one build read: each file once, with the SHA-256 of its bytes (see `verify`)."""

    root: Path
    texts: dict[Path, bytes] = field(default_factory=dict)
    shown: dict[Path, str] = field(default_factory=dict)

    def read(self, path: Path, display: str, *, limit: int = MAX_BYTES, what: str = "file") -> bytes:
        key = Path(os.path.abspath(path))
        if key not in self.texts:
            self.texts[key] = read_bytes(path, self.root, display, limit=limit, what=what)
            self.shown[key] = display
        return self.texts[key]

    def digests(self) -> dict[str, str]:
        return {self.shown[k]: hashlib.sha256(v).hexdigest() for k, v in sorted(self.texts.items())}

    def verify(self) -> None:
        """Raise EngineError naming every file that changed (or vanished) since the build read it."""
        problems = []
        for key, data in sorted(self.texts.items()):
            display = self.shown[key]
            try:
                now = read_bytes(key, self.root, display)
            except EngineError:
                now = None
            if now is None or hashlib.sha256(now).digest() != hashlib.sha256(data).digest():
                problems.append(Problem(
                    "changed-during-build", "this file changed while the build was reading it; nothing was published",
                    Location(display, 1, 1), "save your edits, then build again"))
        if problems:
            raise EngineError(problems)
