"""A lock between processes on one file's read-merge-write, from the standard library alone.

Owns ``locked``: an exclusive lock on ``<file>.lock`` beside the file (``fcntl.flock`` on Linux
and macOS, ``msvcrt.locking`` on Windows), so two notebooks saving progress at once take turns
instead of one overwriting the other's records. The lock file is removed on release where the
system allows it, so no stray file stays beside the notebooks. Where no lock can be had (a
read-only folder, a browser kernel without locks) the block runs unlocked: a single kernel
needs none, and a folder that cannot be written is reported by the save itself.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - the tests run on Linux
    import msvcrt

    def _lock(fd: int) -> None:
        # LK_LOCK tries for about 10 seconds, then raises: try again until the holder is done.
        for _attempt in range(30):
            try:
                msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
                return
            except OSError:
                continue
        raise OSError("the progress file stayed locked")

    def _unlock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    try:
        import fcntl
    except ImportError:  # pragma: no cover - a platform without fcntl
        fcntl = None  # type: ignore[assignment]  # no locks there: the block runs unlocked

    def _lock(fd: int) -> None:
        if fcntl is None:  # pragma: no cover
            raise OSError("no file locks here")
        fcntl.flock(fd, fcntl.LOCK_EX)

    def _unlock(fd: int) -> None:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)


def lock_path(path: Path) -> Path:
    """The lock file that guards ``path``."""
    return path.with_name(path.name + ".lock")


#: Tries to take the lock of a file its holder keeps removing before giving up (unlocked).
_TRIES = 100


def _acquire(lock: Path) -> int | None:
    """An open descriptor of ``lock`` holding its lock, or None when no lock can be had."""
    if sys.platform == "emscripten":
        # A browser kernel (Pyodide) is the only process on its files, and its file system
        # (JupyterLite's drive) gives a file a new identity at each look, so a lock cannot be
        # told from a stale one: no lock is needed there, and none is taken.
        return None
    for _attempt in range(_TRIES):
        try:
            fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
        except OSError:
            return None
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return None
        # The previous holder removes the file as it lets go: a lock on a removed file guards
        # nothing, so take the lock again on the file now at that name.
        try:
            if os.path.samestat(os.fstat(fd), os.stat(lock)):
                return fd
        except OSError:
            pass
        _unlock(fd)
        os.close(fd)
    return None


@contextlib.contextmanager
def locked(path: Path) -> Iterator[bool]:
    """Hold the lock of ``path`` while the block runs; yields False when it ran unlocked."""
    lock = lock_path(path)
    fd = _acquire(lock)
    try:
        yield fd is not None
    finally:
        if fd is not None:
            # Removed while still held, so nobody can lock the old file after this point.
            with contextlib.suppress(OSError):
                os.unlink(lock)
            with contextlib.suppress(OSError):
                _unlock(fd)
            os.close(fd)


__all__ = ["lock_path", "locked"]
