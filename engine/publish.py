"""Publish a build as one whole folder, atomically, under a per-folder lock.

    with locked(out_dir):          # fcntl.flock on <parent>/.<name>.lock: builds of one id serialise
        publish(files, out_dir)    # out_dir becomes exactly `files`, or stays as it was

`publish` writes a complete new folder next to out_dir (`.tmp-<name>-*`), fsyncs it, then swaps it in
with one atomic step: renameat2(RENAME_EXCHANGE) on Linux, so a reader sees the old folder or the new
one, never a mix, and no stale file (an old PDF or a removed chart's SVG) survives. Where the exchange
is not available (another OS, or a file system without it) the fallback is two renames: the old folder
is moved aside, then the new one moved in; a reader may then briefly find no folder, but never a mixed
one. Temporary folders a killed build left behind are removed by the next publish of the same folder.
"""
from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import shutil
import tempfile
from pathlib import Path

from engine.errors import EngineError, Location, Problem

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _step(name: str) -> None:
    """Called before each file-system step; fault-injection tests replace it to crash at any step."""


def _fail(message: str, where: Path, hint: str | None = None) -> EngineError:
    return EngineError([Problem("output", message, Location(str(where)), hint)])


@contextlib.contextmanager
def locked(out_dir: Path):
    """An exclusive advisory lock (fcntl.flock) for out_dir, held by whoever publishes it.

    The lock file <parent>/.<name>.lock is removed on release, so nothing is left next to the output;
    a waiter that wakes up holding a lock on a file already removed simply tries again."""
    import fcntl

    parent = _parent(out_dir)
    path = parent / f".{out_dir.name}.lock"
    while True:
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        except OSError as exc:
            raise _fail(f"cannot lock the output folder: {exc.strerror}", out_dir) from None
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(path))
        except FileNotFoundError:
            same = False
        if same:
            break
        os.close(fd)
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(path)  # while still holding the lock, so no one else can hold one on this file
        os.close(fd)


def _parent(out_dir: Path) -> Path:
    parent = out_dir.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise _fail(f"the output folder {parent} is a file, not a folder", parent,
                    "remove it, or choose another folder with --out") from None
    except OSError as exc:
        raise _fail(f"cannot create the output folder {parent}: {exc.strerror}", parent) from None
    if not parent.is_dir():
        raise _fail(f"the output folder {parent} is a file, not a folder", parent,
                    "remove it, or choose another folder with --out")
    return parent


def clean_leftovers(out_dir: Path) -> None:
    """Remove temporary folders of out_dir left by a build that was killed (call with the lock held).
    If the fallback swap was killed between its two renames, the old folder is put back first."""
    parent = out_dir.parent
    prefix = f".tmp-{out_dir.name}-"
    with contextlib.suppress(OSError):
        for entry in sorted(os.scandir(parent), key=lambda e: e.name):
            if not (entry.name.startswith(prefix) and entry.is_dir(follow_symlinks=False)):
                continue
            aside = Path(entry.path) / "old"
            if not os.path.lexists(out_dir) and aside.is_dir() and not aside.is_symlink():
                os.rename(aside, out_dir)
            shutil.rmtree(entry.path, ignore_errors=True)


def publish(files: dict[str, bytes], out_dir: Path) -> list[str]:
    """Make out_dir hold exactly `files` ({name: bytes}), in one atomic step. Hold `locked(out_dir)`."""
    for name in files:
        if not name or "/" in name or "\\" in name or name.startswith("."):
            raise ValueError(f"not a plain file name: {name!r}")  # names come from validated ids
    parent = _parent(out_dir)
    if os.path.islink(out_dir) or (os.path.lexists(out_dir) and not out_dir.is_dir()):
        raise _fail(f"{out_dir} is not a folder (a file or a symlink); it was not replaced", out_dir,
                    "remove it, or choose another folder with --out")
    try:
        return _publish(files, out_dir, parent)
    except OSError as exc:
        raise _fail(f"cannot write the output folder: {exc.strerror or exc}", out_dir,
                    "check the folder's permissions and free space; the previous output was left as it was") from None


def _publish(files: dict[str, bytes], out_dir: Path, parent: Path) -> list[str]:
    clean_leftovers(out_dir)
    _step("mkdtemp")
    tmp = Path(tempfile.mkdtemp(prefix=f".tmp-{out_dir.name}-", dir=parent))
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o777 & ~umask)  # mkdtemp makes 0700; the published folder gets the usual mode
        for name, data in sorted(files.items()):
            _step(f"write {name}")
            fd = os.open(tmp / name, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
        _step("fsync folder")
        _fsync_dir(tmp)
        _step("swap")
        old = _swap(tmp, out_dir)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    _fsync_dir(parent)
    if old is not None:
        _step("remove old")
        shutil.rmtree(old, ignore_errors=True)
    return sorted(files)


def _swap(new: Path, out_dir: Path) -> Path | None:
    """Put `new` at out_dir atomically; return where the old folder now is (to remove), if there was one."""
    if not os.path.lexists(out_dir):
        os.rename(new, out_dir)  # atomic: out_dir appears complete
        return None
    if _exchange(new, out_dir):
        return new  # `new` now holds the old folder
    # Fallback (no RENAME_EXCHANGE): move the old folder aside, then the new one in. Each rename is atomic.
    aside = Path(tempfile.mkdtemp(prefix=f".tmp-{out_dir.name}-", dir=out_dir.parent))
    os.rename(out_dir, aside / "old")
    _step("swap: move new in")
    os.rename(new, out_dir)
    return aside


def _exchange(a: Path, b: Path) -> bool:
    """renameat2(a, b, RENAME_EXCHANGE); False if this system or file system has no such call."""
    fn = _renameat2()
    if fn is None:
        return False
    if fn(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(b))


_RENAMEAT2: list = []


def _renameat2():
    if not _RENAMEAT2:
        fn = None
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            fn = libc.renameat2
            fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
            fn.restype = ctypes.c_int
        _RENAMEAT2.append(fn)
    return _RENAMEAT2[0]


def _fsync_dir(path: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
