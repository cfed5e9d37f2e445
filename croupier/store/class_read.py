"""What the class report reads, from a SQLite file at the head, through ``sqlite3`` alone.

``croupier report class --format csv`` on this computer's file spends most of its time loading
SQLAlchemy and the store's modules (about 0.5 s) for three queries; :func:`open_class_read` reads
the same rows without them. A file that the :class:`~croupier.store.Store` would first upgrade, make
or refuse is not read here: ``open_class_read`` says None for a new file or an older schema (the
caller opens the store, which backs up and upgrades it), and raises what the store raises for a
damaged or foreign file or one from a newer Croupier. The rows are those of
``Dashboard.skill_stats``, ``Paces.hands`` and ``Roster.trainees`` (``tests/store/test_class_read.py``
holds them to the store's on SQLite and PostgreSQL).
"""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from croupier.store.records import Activity, HandPace, SkillStats, name_key
from croupier.store.revisions import check_known, head_revision
from croupier.store.sqlite_file import BUSY_TIMEOUT_MS, sqlite_revision, unreadable
from croupier.store.sqlite_median import SQLITE_NAME, register

__all__ = ["ClassRead", "open_class_read"]

# Grouped per trainee and skill over a scan of the table: walking the (trainee, skill) index instead
# avoids the sort but fetches each answer's row out of order, twice the time on 100,000 answers.
_SKILL_STATS = f"""
SELECT g.trainee_id, t.name, g.skill, g.answers, g.answered_right, g.median_seconds
FROM (
    SELECT a.trainee_id, a.skill, count(*) AS answers,
        sum(CASE WHEN a.correct THEN 1 ELSE 0 END) AS answered_right,
        coalesce({SQLITE_NAME}(a.seconds), 0.0) AS median_seconds
    FROM attempts AS a NOT INDEXED
    WHERE a.mode != ? AND a.trainee_id IN (SELECT id FROM trainees WHERE {{trainees}})
    GROUP BY a.trainee_id, a.skill
) AS g JOIN trainees AS t ON t.id = g.trainee_id
"""  # noqa: S608 - only the fixed filters below are put in
_HANDS = """
SELECT h.trainee_id, h.variant, h.players, h.seconds, h.duties, h.duty_seconds, h.target, h.taken_at,
    h.uuid, h.id
FROM hand_paces AS h {join}
ORDER BY h.taken_at, h.id
"""


class ClassRead:
    """A read-only connection to a store's SQLite file at the head (close it, or use ``with``)."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._connection = connection

    def _rows(self, query: str, parameters: tuple[object, ...] = ()) -> list[Any]:
        try:
            return self._connection.execute(query, parameters).fetchall()
        except sqlite3.DatabaseError as error:
            raise unreadable(self.path, error) from None

    def class_id(self, name: str) -> int | None:
        """The class of that name (compared as ``Classes.find`` compares), the oldest first."""
        wanted = name_key(name)
        for class_id, class_name in self._rows("SELECT id, name FROM classes ORDER BY id"):
            if name_key(str(class_name)) == wanted:
                return int(class_id)
        return None

    def skill_stats(self, *, class_id: int | None = None) -> list[SkillStats]:
        """As ``Dashboard.skill_stats(class_id=class_id)``: the active trainees' answers (a live
        class's left out) per trainee and skill, sorted by name, id and skill."""
        filters, parameters = _trainees(class_id)
        return SkillStats.of_rows(
            self._rows(_SKILL_STATS.format(trainees=filters), (Activity.LIVE.value, *parameters))
        )

    def hands(self, *, class_id: int | None = None) -> list[HandPace]:
        """As ``Paces.hands(class_id=class_id)``: the hands timed, oldest first."""
        join = ""
        parameters: tuple[object, ...] = ()
        if class_id is not None:
            join, parameters = "JOIN trainees AS t ON t.id = h.trainee_id WHERE t.class_id = ?", (class_id,)
        rows = self._rows(_HANDS.format(join=join), parameters)
        return [
            HandPace(tid, variant, players, seconds, duties, duty_seconds, target, _utc(taken), uuid, id_)
            for tid, variant, players, seconds, duties, duty_seconds, target, taken, uuid, id_ in rows
        ]

    def trainees(self, *, class_id: int | None = None) -> list[tuple[int, str]]:
        """The active trainees' ids and names in the roster's order (``Roster.trainees``)."""
        filters, parameters = _trainees(class_id)
        rows = self._rows(f"SELECT id, name FROM trainees WHERE {filters}", parameters)  # noqa: S608
        found = [(int(tid), str(name)) for tid, name in rows]
        return sorted(found, key=lambda trainee: (trainee[1].casefold(), trainee[0]))

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> ClassRead:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.close()


def _trainees(class_id: int | None) -> tuple[str, tuple[object, ...]]:
    """The active trainees (of one class), as a filter on ``trainees`` and its parameters."""
    if class_id is None:
        return "archived_at IS NULL", ()
    return "archived_at IS NULL AND class_id = ?", (class_id,)


def _utc(stored: object) -> datetime:
    """A time as the store keeps it (naive UTC text), timezone-aware as the store hands it out."""
    return datetime.fromisoformat(str(stored)).replace(tzinfo=UTC)


def open_class_read(path: Path) -> ClassRead | None:
    """The class report's reads of the SQLite file at ``path``, or None when the store must open it
    first (no file yet, or an older schema to back up and upgrade). A damaged or foreign file, or
    one a newer Croupier wrote, raises the store's
    :class:`~croupier.store.errors.StoreError` for it."""
    revision = sqlite_revision(path)
    check_known(str(path), revision)
    if revision is None or revision != head_revision():
        return None
    try:
        # Read and write, as the store's own connections (a reader alone could not clean up the
        # log's files after itself), but taking no writes.
        connection = sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)
    except sqlite3.DatabaseError as error:
        raise unreadable(path, error) from None
    try:
        connection.execute("PRAGMA query_only = ON")
        register(connection)
    except sqlite3.DatabaseError as error:
        connection.close()
        raise unreadable(path, error) from None
    except BaseException:
        connection.close()
        raise
    return ClassRead(path, connection)


_PLAIN_SQLITE = ("sqlite:///", "sqlite+pysqlite:///")


def plain_sqlite_path(url: str) -> Path | None:
    """The file of a plain ``sqlite:///FILE`` address (no options, nothing escaped), else None
    (anything else is the store's to parse).

    >>> plain_sqlite_path("sqlite:////var/lib/croupier.sqlite3")
    PosixPath('/var/lib/croupier.sqlite3')
    >>> plain_sqlite_path("sqlite:///class.sqlite3?mode=ro") is None, plain_sqlite_path("postgresql://s/db")
    (True, None)
    """
    for prefix in _PLAIN_SQLITE:
        if url.startswith(prefix):
            rest = url.removeprefix(prefix)
            if rest and rest != ":memory:" and not any(sign in rest for sign in "?#%"):
                return Path(rest)
    return None
