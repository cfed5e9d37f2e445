"""A small disk of a test's own (a tmpfs, mounted by root as the CI runs), to fill and free, or to
make read-only: the faults of a station's own disk done for real, not imitated."""

from __future__ import annotations

import contextlib
import errno
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

__all__ = ["SmallDisk", "small_disk"]


class SmallDisk:
    """A tmpfs mounted at ``path``."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._filler = path / ".filler"

    def fill(self) -> None:
        """Write until not a byte more fits."""
        descriptor = os.open(self._filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            for size in (65536, 4096, 512, 1):
                try:
                    while os.write(descriptor, b"\0" * size):
                        pass
                except OSError as error:
                    if error.errno != errno.ENOSPC:
                        raise
        finally:
            os.close(descriptor)

    def free(self) -> None:
        self._filler.unlink(missing_ok=True)

    def read_only(self, *, on: bool) -> None:
        """Remount read-only (``on``) or writable again."""
        mode = "ro" if on else "rw"
        subprocess.run(["mount", "-o", f"remount,{mode}", str(self.path)], check=True, capture_output=True)


@contextlib.contextmanager
def small_disk(path: Path, size: str = "1m") -> Iterator[SmallDisk]:
    """Mount a tmpfs of ``size`` at ``path`` for the block (root only; skips elsewhere)."""
    if os.geteuid() != 0:
        pytest.skip("mounting a small disk (tmpfs) needs root; the CI runs as root")
    path.mkdir(parents=True, exist_ok=True)
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"this machine cannot mount a tmpfs: {mounted.stderr.strip()}")
    disk = SmallDisk(path)
    try:
        yield disk
    finally:
        with contextlib.suppress(subprocess.CalledProcessError):
            disk.read_only(on=False)
        disk.free()
        subprocess.run(["umount", "-l", str(path)], capture_output=True, check=False)
