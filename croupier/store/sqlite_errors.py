"""Raw ``sqlite3`` and ``OSError`` failures of a file on this computer as store errors, each with
its cause: a full disk, a folder that cannot be written, a file another program holds locked, or
plain I/O trouble. Every one of them may pass, so each is a :class:`DatabaseWriteError`.

SQLite reports a full disk as ``SQLITE_FULL`` when a write does not fit, but often only as a
``disk I/O error`` (growing the ``-shm`` file, say); the folder's free space then tells the two
apart.
"""

from __future__ import annotations

import errno
import shutil
import sqlite3
from pathlib import Path

from croupier.store.errors import DatabaseWriteError, DiskFullError

__all__ = ["ReadOnlyFolderError", "disk_is_full", "local_file_error", "os_error"]

# SQLite's primary result codes (the low byte of the extended code).
_SQLITE_IOERR = 10
_SQLITE_FULL = 13
_SQLITE_READONLY = 8
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_CANTOPEN = 14
# Below this much free space a "disk I/O error" is taken for a full disk.
_NEARLY_FULL = 256 * 1024


class ReadOnlyFolderError(DatabaseWriteError):
    """The file or its folder cannot be written (a read-only disk, or permissions)."""

    cause = "read_only_folder"


class LockedFileError(DatabaseWriteError):
    """Another program holds the file locked."""

    cause = "locked"


def disk_is_full(folder: Path | None) -> bool:
    """Whether the disk holding ``folder`` has (nearly) no room left."""
    if folder is None:
        return False
    try:
        return shutil.disk_usage(folder).free < _NEARLY_FULL
    except OSError:
        return False


def local_file_error(error: sqlite3.Error, what: str, folder: Path | None = None) -> DatabaseWriteError:
    """``error`` as the store error for its cause, its message starting with ``what``."""
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(error)
    if primary == _SQLITE_FULL or "database or disk is full" in text:
        return DiskFullError(f"{what}: the disk is full ({text})")
    if (primary in (_SQLITE_IOERR, _SQLITE_CANTOPEN) or "disk I/O error" in text) and disk_is_full(folder):
        return DiskFullError(f"{what}: the disk is full ({text})")
    if primary == _SQLITE_READONLY or "readonly" in text or "read-only" in text:
        return ReadOnlyFolderError(f"{what}: the file cannot be written ({text})")
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED) or "locked" in text:
        return LockedFileError(f"{what}: another program holds it locked ({text})")
    return DatabaseWriteError(f"{what}: {text}")


def os_error(error: OSError, what: str, folder: Path | None = None) -> DatabaseWriteError:
    """An ``OSError`` (making the folder or the file) as the store error for its cause."""
    if error.errno in (errno.ENOSPC, errno.EDQUOT) or disk_is_full(folder):
        return DiskFullError(f"{what}: the disk is full ({error.strerror or error})")
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return ReadOnlyFolderError(f"{what}: the folder cannot be written ({error.strerror or error})")
    return DatabaseWriteError(f"{what}: {error.strerror or error}")
