"""The station's own file (``station.sqlite3`` beside the progress file): the outbox of writes the
school database has not taken yet, writes it refused for good, and the station's small state.

Plain ``sqlite3`` in WAL mode with ``synchronous=FULL``, like the progress file: a write appended
here survives the app being killed and a power cut. Every method opens its own short connection,
so any thread may call it, and several processes of one station may share the file. Only one
process at a time uploads (:meth:`Outbox.upload_lock`), so the school sees each station's writes in
the order they were made.
"""

from __future__ import annotations

import fcntl
import os
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from croupier.store.errors import DatabaseWriteError, InvalidRecordError
from croupier.store.writes import Write, decode, encode

__all__ = ["STATION_FILE", "Outbox", "Queued"]

STATION_FILE = "station.sqlite3"
_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    uuid TEXT NOT NULL,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    queued_at TEXT NOT NULL,
    token TEXT
);
CREATE TABLE IF NOT EXISTS refused (
    seq INTEGER PRIMARY KEY,
    body TEXT NOT NULL,
    reason TEXT NOT NULL,
    refused_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


@dataclass(frozen=True, slots=True)
class Queued:
    """A write waiting in the outbox, with its place in the queue and the token of the sign-in it
    was made under (a school server's; None for writes of no sign-in)."""

    seq: int
    write: Write
    token: str | None = None


class Outbox:
    def __init__(self, path: Path, *, max_pages: int | None = None) -> None:
        """``max_pages`` caps the file's size (SQLite's ``max_page_count``): a full disk, for tests."""
        self.path = path
        self._max_pages = max_pages
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with self._connect() as connection:
                connection.executescript(_SCHEMA)
                columns = {row[1] for row in connection.execute("PRAGMA table_info(outbox)")}
                if "token" not in columns:  # a station file of before trainees signed in
                    connection.execute("ALTER TABLE outbox ADD COLUMN token TEXT")
            # It holds sign-in tokens: for this computer's account only (SQLite gives its -wal and
            # -shm the same mode).
            path.chmod(0o600)
        except (OSError, sqlite3.Error) as error:
            raise DatabaseWriteError(f"The station file {path} cannot be used: {error}") from None

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        connection = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        try:
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=FULL")
            if self._max_pages is not None:
                connection.execute(f"PRAGMA max_page_count={int(self._max_pages)}")
            yield connection
        finally:
            connection.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        try:
            with self._connect() as connection:
                connection.execute("BEGIN IMMEDIATE")
                try:
                    yield connection
                except BaseException:
                    connection.execute("ROLLBACK")
                    raise
                connection.execute("COMMIT")
        except sqlite3.Error as error:
            raise DatabaseWriteError(f"The station file {self.path} failed: {error}") from None

    # -- the queue ------------------------------------------------------------------------------

    def append(self, writes: Sequence[Write], token: str | None = None) -> None:
        """Queue the writes, in order, durably (committed when this returns); ``token`` is the
        sign-in they were made under, which the upload hands to the school server with them."""
        now = datetime.now(UTC).isoformat()
        with self._transaction() as connection:
            connection.executemany(
                "INSERT INTO outbox (uuid, kind, body, queued_at, token) VALUES (?, ?, ?, ?, ?)",
                [(write.uuid, write.kind, encode(write), now, token) for write in writes],
            )

    def pending(self, limit: int = 500) -> list[Queued]:
        """The oldest writes waiting, in the order they were queued."""
        with self._connect() as connection:
            rows = connection.execute(
                "SELECT seq, body, token FROM outbox ORDER BY seq LIMIT ?", (limit,)
            ).fetchall()
        queued = []
        for seq, body, token in rows:
            try:
                queued.append(Queued(int(seq), decode(body), None if token is None else str(token)))
            except InvalidRecordError as error:  # written by another version: set aside, not lost
                self.refuse(int(seq), str(error))
        return queued

    def remove(self, seqs: Sequence[int]) -> None:
        """Forget writes the school database has taken."""
        if not seqs:
            return
        with self._transaction() as connection:
            connection.executemany("DELETE FROM outbox WHERE seq = ?", [(seq,) for seq in seqs])

    def refuse(self, seq: int, reason: str) -> None:
        """Move a write the school will never take (its trainee gone, say) out of the queue, kept."""
        with self._transaction() as connection:
            connection.execute(
                "INSERT OR REPLACE INTO refused (seq, body, reason, refused_at) "
                "SELECT seq, body, ?, ? FROM outbox WHERE seq = ?",
                (reason, datetime.now(UTC).isoformat(), seq),
            )
            connection.execute("DELETE FROM outbox WHERE seq = ?", (seq,))

    def count(self, kind: str | None = None) -> int:
        """Writes waiting (of one kind, such as ``answer``)."""
        with self._connect() as connection:
            if kind is None:
                row = connection.execute("SELECT count(*) FROM outbox").fetchone()
            else:
                row = connection.execute("SELECT count(*) FROM outbox WHERE kind = ?", (kind,)).fetchone()
        return int(row[0])

    def refused(self) -> list[tuple[str, str]]:
        """The writes the school refused: (JSON, reason)."""
        with self._connect() as connection:
            return [(str(b), str(r)) for b, r in connection.execute("SELECT body, reason FROM refused")]

    @contextmanager
    def upload_lock(self) -> Iterator[bool]:
        """Hold the right to upload (True), or learn that another process of this station has it."""
        descriptor = os.open(self.path.with_name(self.path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                yield False
                return
            try:
                yield True
            finally:
                fcntl.flock(descriptor, fcntl.LOCK_UN)
        finally:
            os.close(descriptor)

    # -- the station's state --------------------------------------------------------------------

    def get(self, key: str) -> str | None:
        with self._connect() as connection:
            row = connection.execute("SELECT value FROM state WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def put(self, key: str, value: str) -> None:
        with self._transaction() as connection:
            connection.execute("INSERT OR REPLACE INTO state (key, value) VALUES (?, ?)", (key, value))
