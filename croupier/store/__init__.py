"""Progress persistence: trainees, practice sessions, answers, assignments and exams (no Qt).

**Where the data lives.** :meth:`Store.open_default` opens ``croupier.sqlite3`` in the user's data
folder (``platformdirs.user_data_dir("croupier")``), or, when ``CROUPIER_DATABASE_URL`` (or the
settings field passed as ``database_url``; the environment wins) names a PostgreSQL server, that
school database, shared by every station (``postgresql://user:password@host/db``; psycopg 3).

**The History protocol** (:class:`History`) is what the adaptive drills code against::

    record_attempt(attempt: NewAttempt) -> Attempt
    attempts_for(trainee_id, skill=None, since=None) -> list[Attempt]   # oldest first

:class:`NewAttempt` is an answer as given (trainee_id, skill, question, answer, correct, seconds,
mode, and optionally session_id or session_uuid, answered_at, words), checked when it is made.
:class:`Attempt` is a frozen record (id, trainee_id, skill, question, answer, correct, seconds, mode,
answered_at as timezone-aware UTC, session_id). :class:`Store` and :class:`MemoryHistory` satisfy it.

**Durability.** Every write is its own transaction, committed before the call returns. SQLite runs in
WAL mode with ``synchronous=FULL``: an answer that ``record_attempt`` returned survives the app being
killed (``synchronous=NORMAL`` would already be enough for that) and also a power cut at the station.
The crash test kills a recording process with SIGKILL and finds every confirmed answer.

**The school server down.** If the PostgreSQL server cannot be reached (or refuses the login, or
holds a newer schema), ``open_default`` opens the local file instead and :attr:`Store.notice` says so
in a sentence for the user; :attr:`Store.status` tells ``local``/``school``/``fallback``. Answers
given meanwhile stay in that local file under the local trainee of the same name
(``store.roster.get_or_add(name)``); they are **not** copied to the school database automatically:
once the server is back, ``local.upload_to(school)`` (as the school database's owner: a station's
login writes nothing itself) copies them over (trainees matched by name,
each answer exactly once; see :mod:`croupier.store.sync`), a step the app offers rather than does.
A server lost after opening makes the next call raise :class:`DatabaseUnavailableError` (that answer
is not recorded); the app may then reopen with ``open_default`` to carry on locally.

**Files that cannot be used.** A damaged or foreign file raises :class:`CorruptDatabaseError`, one
written by a newer Croupier :class:`FutureSchemaError`; neither touches the file (it is only read,
through a read-only connection). :func:`set_aside` renames a damaged file so a fresh one can start
beside it. An older schema is upgraded (Alembic, see :mod:`croupier.store.schema`) after a copy of
the file is made at ``<name>.backup-<revision>-<UTC time>`` (:attr:`Store.backup_path`). On
PostgreSQL, backups are the school's own (``pg_dump``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from croupier import lazy_exports

if TYPE_CHECKING:
    from croupier.store.database import set_aside
    from croupier.store.errors import (
        CorruptDatabaseError,
        DatabaseUnavailableError,
        DatabaseWriteError,
        FutureSchemaError,
        InvalidRecordError,
        PermissionDeniedError,
        StoreError,
        TransientStoreError,
        UnknownRecordError,
    )
    from croupier.store.history import History, MemoryHistory, NewAttempt
    from croupier.store.location import DATABASE_URL_ENV, default_sqlite_path
    from croupier.store.pin import hash_pin, verify_pin
    from croupier.store.records import (
        Assignment,
        AssignmentProgress,
        Attempt,
        Exam,
        ExamResult,
        PracticeSession,
        SkillStats,
        StoreKind,
        StoreStatus,
        Trainee,
        TrendPoint,
    )
    from croupier.store.reports import CsvWords, class_csv, exam_csv, safe_cell, trainee_csv, write_csv
    from croupier.store.store import Store
    from croupier.store.sync import UploadResult


__all__ = [
    "DATABASE_URL_ENV",
    "Assignment",
    "AssignmentProgress",
    "Attempt",
    "CorruptDatabaseError",
    "CsvWords",
    "DatabaseUnavailableError",
    "DatabaseWriteError",
    "Exam",
    "ExamResult",
    "FutureSchemaError",
    "History",
    "InvalidRecordError",
    "MemoryHistory",
    "NewAttempt",
    "PermissionDeniedError",
    "PracticeSession",
    "SkillStats",
    "Store",
    "StoreError",
    "StoreKind",
    "StoreStatus",
    "Trainee",
    "TransientStoreError",
    "TrendPoint",
    "UnknownRecordError",
    "UploadResult",
    "class_csv",
    "default_sqlite_path",
    "exam_csv",
    "hash_pin",
    "safe_cell",
    "set_aside",
    "trainee_csv",
    "verify_pin",
    "write_csv",
]

# Each name is imported from its module when first used (see croupier.lazy_exports).
__getattr__ = lazy_exports(
    __name__,
    {
        "set_aside": "database",
        "CorruptDatabaseError": "errors",
        "DatabaseUnavailableError": "errors",
        "DatabaseWriteError": "errors",
        "FutureSchemaError": "errors",
        "InvalidRecordError": "errors",
        "PermissionDeniedError": "errors",
        "StoreError": "errors",
        "TransientStoreError": "errors",
        "UnknownRecordError": "errors",
        "History": "history",
        "MemoryHistory": "history",
        "NewAttempt": "history",
        "hash_pin": "pin",
        "verify_pin": "pin",
        "Assignment": "records",
        "AssignmentProgress": "records",
        "Attempt": "records",
        "Exam": "records",
        "ExamResult": "records",
        "PracticeSession": "records",
        "SkillStats": "records",
        "StoreKind": "records",
        "StoreStatus": "records",
        "Trainee": "records",
        "TrendPoint": "records",
        "CsvWords": "reports",
        "class_csv": "reports",
        "exam_csv": "reports",
        "safe_cell": "reports",
        "trainee_csv": "reports",
        "write_csv": "reports",
        "DATABASE_URL_ENV": "location",
        "Store": "store",
        "default_sqlite_path": "location",
        "UploadResult": "sync",
    },
)
