"""The station's own file (``station.sqlite3`` beside the progress file): the outbox of writes the
school database has not taken yet, which school each is for, and the station's small state.

Plain ``sqlite3`` in WAL mode with ``synchronous=FULL``, like the progress file: a write appended
here survives the app being killed and a power cut. Every method opens its own short connection,
so any thread may call it, and several processes of one station may share the file. Only one
process at a time uploads (:meth:`Outbox.upload_lock`, a ``filelock`` lock: ``flock`` on POSIX
systems, ``msvcrt.locking`` on Windows), so the school sees each station's writes in the order they
were made. The file is readable by its owner only (answers, the lockout).

**One school per write.** Each write is queued for the server the station names (its address);
once the station has reached that server, the school's identity (its id and the cluster's system
identifier, :mod:`croupier.store.identity`) is recorded beside it, and a write is uploaded only to
a server of that identity. A station pointed at another school keeps the first school's writes.

**Refused is not lost.** A write the school refuses stays here with the reason (:meth:`defer`) and
is tried again later, each time after a longer wait; ``croupier school outbox`` lists them and
tries them at once. Nothing in this file is ever deleted but a write the school has taken.

Every failure of the file (a full disk, a folder that cannot be written, I/O) is a
:class:`DatabaseWriteError`, never a raw ``sqlite3`` error.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from croupier.store.errors import DatabaseWriteError, InvalidRecordError
from croupier.store.identity import SchoolIdentity
from croupier.store.sqlite_errors import local_file_error, os_error
from croupier.store.writes import Write, decode, encode

__all__ = ["STATION_FILE", "Held", "Outbox", "Queued", "Target", "retry_delay"]

STATION_FILE = "station.sqlite3"
_VERSION = 3  # 2: the school of each write, and refusals kept; 3: the sign-in token of each write
_TABLES = """
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
# Version 2: which school each write is for, and why the school refused it (and when to try again).
# Writes an older Croupier set aside in ``refused`` go back into the queue, their reason kept.
_TO_2 = """
ALTER TABLE outbox ADD COLUMN school INTEGER;
ALTER TABLE outbox ADD COLUMN refused TEXT;
ALTER TABLE outbox ADD COLUMN cause TEXT;
ALTER TABLE outbox ADD COLUMN tries INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN retry_at REAL;
CREATE TABLE IF NOT EXISTS schools (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    address TEXT NOT NULL,
    school_id TEXT,
    system_identifier TEXT,
    database TEXT,
    seen_at TEXT
);
CREATE INDEX IF NOT EXISTS outbox_school ON outbox (school, seq);
INSERT OR IGNORE INTO outbox (seq, uuid, kind, body, queued_at, refused, cause)
    SELECT seq,
           coalesce(json_extract(body, '$.uuid'), json_extract(body, '$.session_uuid'), ''),
           coalesce(json_extract(body, '$.kind'), 'unknown'),
           body, refused_at, reason, 'failed'
    FROM refused WHERE json_valid(body);
INSERT OR IGNORE INTO outbox (seq, uuid, kind, body, queued_at, refused, cause)
    SELECT seq, '', 'unknown', body, refused_at, reason, 'failed' FROM refused WHERE NOT json_valid(body);
DELETE FROM refused;
"""
FIRST_RETRY = 60.0  # seconds before a write the school refused is tried again; doubled each time
LAST_RETRY = 3600.0


def retry_delay(tries: int) -> float:
    """Seconds to wait before trying a refused write again, after ``tries`` refusals."""
    tries = min(tries, 16)  # pragma: no mutate (keeps the power small: from 7 tries on it is the hour)
    return float(min(FIRST_RETRY * 2 ** max(0, tries - 1), LAST_RETRY))


def _scope(schools: Collection[int], address: str | None) -> tuple[str, list[object]]:
    """The condition for writes of ``schools``, and of the school not reached yet at ``address``
    (queued before the writer learnt whom it reaches there: the same school)."""
    marks = ",".join("?" * len(schools)) or "-1"  # placeholders only: the values are bound
    condition = (
        f"(school IN ({marks}) OR school IN "  # noqa: S608
        "(SELECT id FROM schools WHERE address IS ? AND school_id IS NULL))"
    )
    return condition, [*schools, address]


def _run(connection: sqlite3.Connection, script: str) -> None:
    """The statements one by one (``executescript`` would commit the transaction they are in)."""
    for statement in script.split(";\n"):
        if statement.strip():
            connection.execute(statement)


def private(path: Path) -> None:
    """``path`` readable and writable by its owner only (where this user owns it; Windows keeps a
    file in the user's own profile folder private by its folder's access list instead)."""
    owner = getattr(os, "getuid", None)
    if owner is None:
        return
    try:
        status = path.stat()
        if status.st_mode & 0o077 and status.st_uid == owner():
            path.chmod(status.st_mode & 0o700)
    except OSError:
        pass


@dataclass(frozen=True, slots=True)
class Queued:
    """A write waiting in the outbox, with its place in the queue and the token of the sign-in it
    was made under (a school server's; None for writes of no sign-in)."""

    seq: int
    write: Write
    token: str | None = None


@dataclass(frozen=True, slots=True)
class Target:
    """A school the outbox holds writes for: the address it was named by, and its identity once
    the station has reached it."""

    id: int
    address: str
    school_id: str | None
    system_identifier: str | None
    database: str | None


@dataclass(frozen=True, slots=True)
class Held:
    """A write in the outbox as ``croupier school outbox`` lists it."""

    seq: int
    kind: str
    uuid: str
    queued_at: str
    address: str | None
    refused: str | None
    cause: str | None
    tries: int
    retry_at: float | None


class Outbox:
    def __init__(self, path: Path, *, max_pages: int | None = None) -> None:
        """``max_pages`` caps the file's size (SQLite's ``max_page_count``): a full disk, for tests.

        A file that cannot be made now (a full disk) is made by the first call that needs it: the
        writer holds its writes in memory until then.
        """
        self.path = path
        self._max_pages = max_pages
        self._ready = False
        with contextlib.suppress(DatabaseWriteError):
            self._prepare()

    # -- the file ---------------------------------------------------------------------------------

    def _error(self, error: sqlite3.Error | OSError) -> DatabaseWriteError:
        what = f"The station file {self.path} failed"
        if isinstance(error, OSError):
            return os_error(error, what, self.path.parent)
        return local_file_error(error, what, self.path.parent)

    def _prepare(self) -> None:
        """Make the folder, the file (its owner's only) and the tables, once."""
        if self._ready:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            if not self.path.exists():
                os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
        except OSError as error:
            raise self._error(error) from None
        private(self.path)
        with self._raw() as connection:
            connection.execute("BEGIN IMMEDIATE")
            try:
                version = int(connection.execute("PRAGMA user_version").fetchone()[0])
                if version < _VERSION:
                    _run(connection, _TABLES)
                    columns = {row[1] for row in connection.execute("PRAGMA table_info(outbox)")}
                    if "school" not in columns:
                        _run(connection, _TO_2)
                    if "token" not in columns:  # a station file of before trainees signed in
                        connection.execute("ALTER TABLE outbox ADD COLUMN token TEXT")
                    connection.execute(f"PRAGMA user_version={_VERSION}")
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")
        self._ready = True

    @contextmanager
    def _raw(self) -> Iterator[sqlite3.Connection]:
        """A connection; every ``sqlite3`` error inside (opening and the pragmas included) comes
        out as a :class:`DatabaseWriteError` naming its cause."""
        try:
            connection = sqlite3.connect(self.path, timeout=10, isolation_level=None)
        except sqlite3.Error as error:
            raise self._error(error) from None
        try:
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=FULL")
            if self._max_pages is not None:
                connection.execute(f"PRAGMA max_page_count={int(self._max_pages)}")
            yield connection
        except sqlite3.Error as error:
            raise self._error(error) from None
        finally:
            connection.close()

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        self._prepare()
        with self._raw() as connection:
            yield connection

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._connect() as connection:
            connection.execute("BEGIN IMMEDIATE")
            try:
                yield connection
            except BaseException:
                if connection.in_transaction:  # SQLite ends it itself on some errors (a full file)
                    connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")

    # -- the schools ------------------------------------------------------------------------------

    def _unverified(self, connection: sqlite3.Connection, address: str) -> int:
        """Where writes for ``address`` go before the station has reached the server there in this
        run: a target whose school is not known yet, which the next school reached there takes."""
        row = connection.execute(
            "SELECT id FROM schools WHERE address = ? AND school_id IS NULL ORDER BY id DESC LIMIT 1",
            (address,),
        ).fetchone()
        if row is not None:
            return int(row[0])
        cursor = connection.execute("INSERT INTO schools (address) VALUES (?)", (address,))
        assert cursor.lastrowid is not None
        return int(cursor.lastrowid)

    def claim(self, address: str, identity: SchoolIdentity) -> tuple[int, frozenset[int]]:
        """The server at ``address`` has been reached and is ``identity``: record it. Returns the
        target new writes for it go to, and every target whose writes it may take: those
        recorded with its school id (wherever it was reached, so a school restored onto another
        server keeps its writes) and those queued for this address before it was reached."""
        now = datetime.now(UTC).isoformat()  # pragma: no mutate (seen_at: for people; nothing reads it)
        school = identity.school_id
        with self._transaction() as connection:
            connection.execute(
                "UPDATE schools SET school_id = ?, system_identifier = ?, database = ?, seen_at = ? "
                "WHERE address = ? AND school_id IS NULL",
                (school, identity.system_identifier, identity.database, now, address),
            )
            row = connection.execute(
                "SELECT id FROM schools WHERE address = ? AND school_id = ? ORDER BY id DESC LIMIT 1",
                (address, school),
            ).fetchone()
            if row is None:
                cursor = connection.execute(
                    "INSERT INTO schools (address, school_id, system_identifier, database, seen_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (address, school, identity.system_identifier, identity.database, now),
                )
                assert cursor.lastrowid is not None
                current = int(cursor.lastrowid)
            else:
                current = int(row[0])
                connection.execute(
                    "UPDATE schools SET system_identifier = ?, seen_at = ? WHERE id = ?",
                    (identity.system_identifier, now, current),
                )
            # Writes an older Croupier queued (no school recorded) were for the server it named.
            connection.execute("UPDATE outbox SET school = ? WHERE school IS NULL", (current,))
            ids = connection.execute("SELECT id FROM schools WHERE school_id = ?", (school,)).fetchall()
        return current, frozenset(int(row[0]) for row in ids)

    def targets(self) -> list[Target]:
        with self._connect() as connection:
            rows = connection.execute(
                "SELECT id, address, school_id, system_identifier, database FROM schools ORDER BY id"
            ).fetchall()
        return [Target(int(r[0]), str(r[1]), r[2], r[3], r[4]) for r in rows]

    # -- the queue ------------------------------------------------------------------------------

    def append(
        self,
        writes: Sequence[Write],
        address: str | None = None,
        target: int | None = None,
        token: str | None = None,
    ) -> None:
        """Queue the writes, in order, durably (committed when this returns): for ``target`` (a
        school reached, from :meth:`claim`), else for whichever school is reached next at
        ``address``, else (neither given) for the school the outbox next reaches. ``token`` is the
        sign-in they were made under, which the upload hands to the school server with them."""
        now = datetime.now(UTC).isoformat()
        with self._transaction() as connection:
            school = target
            if school is None and address is not None:
                school = self._unverified(connection, address)
            connection.executemany(
                "INSERT INTO outbox (uuid, kind, body, queued_at, school, token) VALUES (?, ?, ?, ?, ?, ?)",
                [(write.uuid, write.kind, encode(write), now, school, token) for write in writes],
            )

    def pending(
        self,
        limit: int = 500,
        schools: Collection[int] | None = None,
        *,
        now: float | None = None,
        address: str | None = None,
    ) -> list[Queued]:
        """The oldest writes due (not waiting after a refusal), in the order they were queued;
        only those for ``schools`` when given (and, with ``address``, those queued for the
        school at that address before it was reached)."""
        moment = time.time() if now is None else now
        query = "SELECT seq, body, tries, token FROM outbox WHERE (retry_at IS NULL OR retry_at <= ?)"
        values: list[object] = [moment]
        if schools is not None:
            scope, more = _scope(schools, address)
            query += " AND " + scope
            values.extend(more)
        with self._connect() as connection:
            rows = connection.execute(query + " ORDER BY seq LIMIT ?", (*values, limit)).fetchall()
        queued = []
        for seq, body, tries, token in rows:
            try:
                queued.append(Queued(int(seq), decode(body), None if token is None else str(token)))
            except InvalidRecordError as error:  # written by another version: kept, tried again later
                self.defer(int(seq), str(error), "invalid", retry_delay(int(tries) + 1))
        return queued

    def remove(self, seqs: Sequence[int]) -> None:
        """Forget writes the school database has taken."""
        if not seqs:
            return
        with self._transaction() as connection:
            connection.executemany("DELETE FROM outbox WHERE seq = ?", [(seq,) for seq in seqs])

    def defer(self, seq: int, reason: str, cause: str, delay: float | None = None) -> None:
        """The school refused this write: keep it with the reason, and try it again after
        ``delay`` seconds (by default longer each time it is refused)."""
        with self._transaction() as connection:
            row = connection.execute("SELECT tries FROM outbox WHERE seq = ?", (seq,)).fetchone()
            if row is None:
                return
            tries = int(row[0]) + 1
            wait = retry_delay(tries) if delay is None else delay
            connection.execute(
                "UPDATE outbox SET refused = ?, cause = ?, tries = ?, retry_at = ? WHERE seq = ?",
                (reason, cause, tries, time.time() + wait, seq),
            )

    def refuse(self, seq: int, reason: str) -> None:
        """Kept for callers of older versions: the same as :meth:`defer`."""
        self.defer(seq, reason, "failed")

    def retry_now(self) -> int:
        """Every write the school refused is due again at once; returns how many."""
        with self._transaction() as connection:
            return connection.execute("UPDATE outbox SET retry_at = NULL WHERE retry_at IS NOT NULL").rowcount

    def count(
        self, kind: str | None = None, schools: Collection[int] | None = None, address: str | None = None
    ) -> int:
        """Writes waiting (of one kind, such as ``answer``; for ``schools`` when given, as in
        :meth:`pending`)."""
        query = "SELECT count(*) FROM outbox WHERE 1 = 1"
        values: list[object] = []
        if kind is not None:
            query += " AND kind = ?"
            values.append(kind)
        if schools is not None:
            scope, more = _scope(schools, address)
            query += " AND " + scope
            values.extend(more)
        with self._connect() as connection:
            row = connection.execute(query, values).fetchone()
        return int(row[0])

    def count_refused(self, kind: str | None = None) -> int:
        """Writes waiting after the school refused them."""
        with self._connect() as connection:
            if kind is None:
                row = connection.execute("SELECT count(*) FROM outbox WHERE refused IS NOT NULL").fetchone()
            else:
                row = connection.execute(
                    "SELECT count(*) FROM outbox WHERE refused IS NOT NULL AND kind = ?", (kind,)
                ).fetchone()
        return int(row[0])

    def answers_by_trainee(
        self,
        schools: Collection[int] | None = None,
        address: str | None = None,
        *,
        refused_only: bool = False,
    ) -> list[tuple[object, object, int]]:
        """Answers waiting (only those the school refused on their own, with ``refused_only``; for
        ``schools`` as in :meth:`pending`), per trainee: (trainee uuid, trainee id, how many)."""
        query = (
            "SELECT json_extract(body, '$.trainee_uuid'), json_extract(body, '$.trainee_id'), count(*) "
            "FROM outbox WHERE kind = 'answer' AND json_valid(body)"
        )
        values: list[object] = []
        if refused_only:
            query += " AND refused IS NOT NULL"
        if schools is not None:
            scope, more = _scope(schools, address)
            query += " AND " + scope
            values.extend(more)
        with self._connect() as connection:
            rows = connection.execute(query + " GROUP BY 1, 2 ORDER BY 3 DESC", values).fetchall()
        return [(uuid, number, int(count)) for uuid, number, count in rows]

    def last_refusal(self) -> tuple[str, str] | None:
        """The cause and the reason of the last write the school refused on its own, if one waits."""
        with self._connect() as connection:
            row = connection.execute(
                "SELECT cause, refused FROM outbox WHERE refused IS NOT NULL ORDER BY seq DESC LIMIT 1"
            ).fetchone()
        return None if row is None else (str(row[0] or "failed"), str(row[1]))

    def elsewhere(
        self, schools: Collection[int], kind: str | None = None, address: str | None = None
    ) -> list[tuple[str, int]]:
        """Writes kept for other schools than ``schools`` (and than the one not reached yet at
        ``address``): (the address they were named by, how many), the oldest school first."""
        marks = ",".join("?" * len(schools)) or "-1"  # placeholders only: the values are bound
        query = (
            "SELECT s.address, count(*) FROM outbox o LEFT JOIN schools s ON s.id = o.school "  # noqa: S608
            f"WHERE o.school IS NOT NULL AND o.school NOT IN ({marks}) "
            "AND NOT (s.school_id IS NULL AND s.address IS ?)"
        )
        values: list[object] = [*schools, address]
        if kind is not None:
            query += " AND o.kind = ?"
            values.append(kind)
        with self._connect() as connection:
            rows = connection.execute(query + " GROUP BY o.school ORDER BY o.school", values).fetchall()
        return [(str(address or "?"), int(count)) for address, count in rows]

    def held(self, limit: int = 1000) -> list[Held]:  # pragma: no mutate (callers pass the limit)
        """The writes waiting, oldest first, with their school and why they were refused."""
        with self._connect() as connection:
            rows = connection.execute(
                "SELECT o.seq, o.kind, o.uuid, o.queued_at, s.address, o.refused, o.cause, o.tries, "
                "o.retry_at FROM outbox o LEFT JOIN schools s ON s.id = o.school ORDER BY o.seq LIMIT ?",
                (limit,),
            ).fetchall()
        return [
            Held(int(r[0]), str(r[1]), str(r[2]), str(r[3]), r[4], r[5], r[6], int(r[7]), r[8]) for r in rows
        ]

    def refused(self) -> list[tuple[str, str]]:
        """The writes the school refused and that wait to be tried again: (JSON, reason)."""
        with self._connect() as connection:
            return [
                (str(b), str(r))
                for b, r in connection.execute(
                    "SELECT body, refused FROM outbox WHERE refused IS NOT NULL ORDER BY seq"
                )
            ]

    @contextmanager
    def upload_lock(self) -> Iterator[bool]:
        """Hold the right to upload (True), or learn that another process of this station has it."""
        from filelock import FileLock, Timeout  # noqa: PLC0415 - a school station's only: 20 ms to import

        lock = FileLock(self.path.with_name(self.path.name + ".lock"), timeout=0, mode=0o600)
        try:
            lock.acquire()
        except Timeout:
            yield False
            return
        except OSError as error:
            raise DatabaseWriteError(f"The station file {self.path} cannot be locked: {error}") from None
        try:
            yield True
        finally:
            lock.release()

    # -- the station's state --------------------------------------------------------------------

    def get(self, key: str) -> str | None:
        with self._connect() as connection:
            row = connection.execute("SELECT value FROM state WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def put(self, key: str, value: str) -> None:
        with self._transaction() as connection:
            connection.execute("INSERT OR REPLACE INTO state (key, value) VALUES (?, ?)", (key, value))
