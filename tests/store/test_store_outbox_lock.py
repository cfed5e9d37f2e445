"""The station's upload lock (``Outbox.upload_lock``): one process of a station uploads at a time,
on every system (``filelock``: ``flock`` here, ``msvcrt.locking`` on Windows)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from croupier.store.outbox import Outbox

HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from croupier.store.outbox import Outbox
    with Outbox(Path(sys.argv[1])).upload_lock() as mine:
        print("mine" if mine else "taken", flush=True)
        sys.stdin.readline()  # hold it until told
    """
)


def test_one_holder_at_a_time_and_the_lock_is_freed(tmp_path: Path) -> None:
    path = tmp_path / "station.sqlite3"
    first, second = Outbox(path), Outbox(path)
    with first.upload_lock() as mine:
        assert mine
        with second.upload_lock() as also:
            assert not also
    with second.upload_lock() as mine:
        assert mine
    lock = path.with_name(path.name + ".lock")
    assert lock.exists()
    if sys.platform != "win32":
        assert lock.stat().st_mode & 0o077 == 0  # the station's files are its user's


def test_another_process_waits_while_one_uploads(tmp_path: Path) -> None:
    path = tmp_path / "station.sqlite3"
    Outbox(path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "mine"
        with Outbox(path).upload_lock() as mine:
            assert not mine
    finally:
        holder.communicate("\n", timeout=30)
    assert holder.returncode == 0
    with Outbox(path).upload_lock() as mine:
        assert mine  # freed when the other process let go
