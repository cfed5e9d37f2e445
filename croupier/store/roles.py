"""A school database's logins, made by PostgreSQL's own privileges (``croupier school init``).

- ``croupier_station`` — what every training station uses. It reads what a station shows (the
  roster, assignments, exams, answers, sessions, results, the school's settings, live rounds) and
  may INSERT answers, sessions, session ends, exam results, lesson results, timed hands and live
  answers; it may not UPDATE or DELETE anything, may not write the roster, assignments, exams or
  settings, and may not read ``secrets``. A trainee adds themselves only through
  ``croupier_join_roster`` (when allowed).
- ``croupier_instructor`` — the instructor's login, typed when instructor mode is opened and kept
  in memory only. It manages the roster, assignments, exams, settings and live rounds and reads
  everything; it cannot change or remove an answer or a result either.

The administrator's own login (the ``--admin-url``) owns the schema and runs the migrations;
stations never use it. Running :func:`init_school` again is harmless: roles that exist are kept
(their passwords changed only when new ones are given) and the grants are made afresh.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from psycopg import sql
from sqlalchemy import Connection, text
from sqlalchemy.exc import DBAPIError

from croupier.store.database import display, parse_url
from croupier.store.errors import StoreError
from croupier.store.roster import SELF_REGISTRATION_KEY
from croupier.store.schema import current_revision, head_revision

__all__ = [
    "INSTRUCTOR_ROLE",
    "STATION_ROLE",
    "InitReport",
    "MissingPasswordError",
    "init_school",
    "role_exists",
]

STATION_ROLE = "croupier_station"
INSTRUCTOR_ROLE = "croupier_instructor"

# What a station reads, and what it may add to.
STATION_READS = (
    "alembic_version",
    "trainees",
    "assignments",
    "exams",
    "practice_sessions",
    "session_ends",
    "attempts",
    "exam_results",
    "lesson_results",
    "hand_paces",
    "settings",
    "live_rounds",
    "live_questions",
    "live_answers",
)
STATION_INSERTS = (
    "practice_sessions",
    "session_ends",
    "attempts",
    "exam_results",
    "lesson_results",
    "hand_paces",
    "live_answers",
)
# What the instructor manages on top (and may read: everything).
INSTRUCTOR_MANAGES = ("trainees", "assignments", "exams", "settings", "live_rounds", "live_questions")
SERIAL_TABLES = (
    "trainees",
    "practice_sessions",
    "attempts",
    "assignments",
    "exams",
    "exam_results",
    "lesson_results",
    "hand_paces",
    "live_rounds",
    "live_questions",
    "live_answers",
)


class MissingPasswordError(StoreError):
    """A login has to be created, and no password was given for it."""


@dataclass
class InitReport:
    """What :func:`init_school` did, line by line, for the administrator."""

    database: str
    revision_before: str | None
    revision: str
    lines: list[str] = field(default_factory=list)


def role_exists(connection: Connection, role: str) -> bool:
    found = connection.execute(text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}).first()
    return found is not None


def _execute(connection: Connection, statement: sql.Composable) -> None:
    raw = connection.connection.driver_connection
    assert raw is not None
    connection.exec_driver_sql(statement.as_string(raw))


def _make_role(connection: Connection, role: str, password: str | None, report: InitReport) -> None:
    if role_exists(connection, role):
        if password:
            _execute(
                connection,
                sql.SQL("ALTER ROLE {} WITH LOGIN PASSWORD {}").format(
                    sql.Identifier(role), sql.Literal(password)
                ),
            )
            report.lines.append(f"Login {role} existed; its password was changed.")
        else:
            report.lines.append(f"Login {role} existed; kept as it was.")
        return
    if not password:
        raise MissingPasswordError(f"The login {role} does not exist yet: give it a password")
    _execute(
        connection,
        sql.SQL("CREATE ROLE {} WITH LOGIN NOINHERIT PASSWORD {}").format(
            sql.Identifier(role), sql.Literal(password)
        ),
    )
    report.lines.append(f"Created the login {role}.")


def _grant(connection: Connection, database: str) -> None:
    ident = sql.Identifier
    station, instructor = ident(STATION_ROLE), ident(INSTRUCTOR_ROLE)
    both = sql.SQL(", ").join([station, instructor])

    def tables(names: tuple[str, ...]) -> sql.Composable:
        return sql.SQL(", ").join(ident(name) for name in names)

    def sequences(names: tuple[str, ...]) -> sql.Composable:
        return sql.SQL(", ").join(ident(f"{name}_id_seq") for name in names)

    statements = [
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(ident(database), both),
        sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(both),
        # A clean slate, so that a second run leaves exactly what is written here.
        sql.SQL("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC, {}").format(both),
        sql.SQL("REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM PUBLIC, {}").format(both),
        sql.SQL("REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC, {}").format(both),
        sql.SQL("GRANT SELECT ON {} TO {}").format(tables(STATION_READS), both),
        sql.SQL("GRANT INSERT ON {} TO {}").format(tables(STATION_INSERTS), both),
        sql.SQL("GRANT USAGE ON SEQUENCE {} TO {}").format(
            sequences(tuple(t for t in STATION_INSERTS if t in SERIAL_TABLES)), station
        ),
        sql.SQL("GRANT EXECUTE ON FUNCTION croupier_join_roster(text, text) TO {}").format(both),
        sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {}").format(instructor),
        sql.SQL("GRANT INSERT, UPDATE, DELETE ON {} TO {}").format(tables(INSTRUCTOR_MANAGES), instructor),
        sql.SQL("GRANT USAGE ON SEQUENCE {} TO {}").format(sequences(SERIAL_TABLES), instructor),
    ]
    for statement in statements:
        _execute(connection, statement)


def init_school(
    admin_url: str,
    *,
    station_password: str | None = None,
    instructor_password: str | None = None,
    school_name: str | None = None,
) -> InitReport:
    """Create or upgrade the schema on ``admin_url`` and (re)make the two logins and their grants.

    Raises :class:`MissingPasswordError` when a login must be created and has no password, and
    :class:`StoreError` for a server that cannot be used (with PostgreSQL's reason).
    """
    from croupier.store.store import Store  # noqa: PLC0415 - the store imports this module's names

    url = parse_url(admin_url)
    if url.get_backend_name() != "postgresql":
        raise StoreError("croupier school init sets up a PostgreSQL school database, not a SQLite file")
    from sqlalchemy import create_engine  # noqa: PLC0415

    probe = create_engine(url)
    try:
        with probe.connect() as connection:
            before = current_revision(connection)
    except DBAPIError as error:
        raise StoreError(f"{display(url)}: {str(error.orig).strip().splitlines()[0]}") from None
    finally:
        probe.dispose()
    store = Store(url, station="school-init")
    try:
        report = InitReport(display(url), before, head_revision())
        if before != report.revision:
            report.lines.append(
                f"Schema brought to revision {report.revision}"
                + (f" (from {before})." if before else " (a new school database).")
            )
        else:
            report.lines.append(f"Schema at revision {report.revision}: nothing to upgrade.")
        engine = store._access.engine
        try:
            with engine.begin() as connection:
                _make_role(connection, STATION_ROLE, station_password, report)
                _make_role(connection, INSTRUCTOR_ROLE, instructor_password, report)
                _grant(connection, str(url.database))
                found = connection.execute(
                    text("SELECT 1 FROM settings WHERE key = :k"), {"k": SELF_REGISTRATION_KEY}
                ).first()
                if found is None:
                    connection.execute(
                        text("INSERT INTO settings (key, value) VALUES (:k, 'off')"),
                        {"k": SELF_REGISTRATION_KEY},
                    )
                    report.lines.append("Trainees may not add themselves until the instructor allows it.")
        except DBAPIError as error:
            reason = str(error.orig).strip().splitlines()[0]
            raise StoreError(f"{display(url)}: {reason}") from None
        if school_name:
            settings = store.school.settings()
            from dataclasses import replace  # noqa: PLC0415

            store.school.save(replace(settings, school_name=school_name))
            report.lines.append(f"School name: {school_name}.")
        report.lines.append(
            f"{STATION_ROLE}: reads the roster, assignments, exams and results; adds answers, sessions "
            "and exam results; changes nothing."
        )
        report.lines.append(
            f"{INSTRUCTOR_ROLE}: manages the roster, assignments, exams and settings; reads everything."
        )
        return report
    finally:
        store.close()
