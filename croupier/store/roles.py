"""A school database's logins, made by PostgreSQL's own privileges (``croupier school init``).

- ``croupier_station`` — what a training station connects as (one shared login, or one login of
  its own per station, each a member of ``croupier_station``: ``croupier school station add``).
  It reads what is everybody's (the roster's names, assignments, exams, the school's settings,
  live rounds, the school's public keys) and, through row-level security, only the rows of the
  trainee signed in at it (and their class): a trainee signs in with their own password, checked by the server
  (``croupier_sign_in``), and the station sets the sign-in's token on its connections
  (``croupier.token``). It may not INSERT, UPDATE or DELETE anything: every write goes through
  ``croupier_write``, sittings are begun by ``croupier_start_sitting`` and closed by the server.
- ``croupier_instructor`` — the instructor's login (typed when instructor mode is opened, kept in
  memory only), and the group of per-person instructor logins. It manages the roster,
  assignments, exams, settings and live rounds, reads everything but passwords and sign-ins,
  sets trainees' passwords, grants another sitting and seals results through the server's
  functions; it cannot change or remove an answer, a result or a certificate either.

The administrator's own login (the ``--admin-url``) owns the schema and runs the migrations;
stations never use it. Running :func:`init_school` again is harmless: roles that exist are kept
(their passwords changed only when new ones are given), the grants and policies are made afresh,
and settings a login put on itself (``ALTER ROLE … SET``) are reset.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from psycopg import sql
from sqlalchemy import Connection, text
from sqlalchemy.exc import DBAPIError

from croupier.store.database import create_store_engine, display, parse_url
from croupier.store.errors import StoreError
from croupier.store.role_names import INSTRUCTOR_ROLE, STATION_ROLE
from croupier.store.roster import SELF_REGISTRATION_KEY
from croupier.store.schema import current_revision, head_revision
from croupier.store.scram import scram_verifier

__all__ = [
    "HEAD_INSTRUCTOR_ROLE",
    "INSTRUCTOR_ROLE",
    "STATION_ROLE",
    "InitReport",
    "MissingPasswordError",
    "ensure_database",
    "init_school",
    "role_exists",
]


# Everybody's: what a station reads whoever is signed in.
STATION_READS = (
    "alembic_version",
    "trainees",
    "exams",
    "settings",
)
# The signed-in trainee's class (revision 0012), for what is given to one class.
_MY_CLASS = "(SELECT t.class_id FROM trainees t WHERE t.id = (SELECT croupier_me()))"
# A trainee's own rows: each table with the station's row-level policy (the signed-in trainee's).
OWN_ROWS = {
    "practice_sessions": "trainee_id = (SELECT croupier_me())",
    "attempts": "trainee_id = (SELECT croupier_me())",
    "exam_results": "trainee_id = (SELECT croupier_me())",
    "lesson_results": "trainee_id = (SELECT croupier_me())",
    "hand_paces": "trainee_id = (SELECT croupier_me())",
    "live_answers": "trainee_id = (SELECT croupier_me())",
    "exam_sittings": "trainee_id = (SELECT croupier_me())",
    "sitting_grants": "trainee_id = (SELECT croupier_me())",
    "assignments": (
        "(trainee_id IS NULL OR trainee_id = (SELECT croupier_me())) "
        f"AND (class_id IS NULL OR class_id = {_MY_CLASS})"
    ),
    # Live rounds for every class and for the trainee's (revision 0013), and their questions.
    "live_rounds": f"class_id IS NULL OR class_id = {_MY_CLASS}",
    "live_questions": "round_id IN (SELECT id FROM live_rounds)",
    "session_ends": (
        "session_id IN (SELECT id FROM practice_sessions WHERE trainee_id = (SELECT croupier_me()))"
    ),
    "certificates": "result_id IN (SELECT id FROM exam_results WHERE trainee_id = (SELECT croupier_me()))",
    "result_checks": "result_id IN (SELECT id FROM exam_results WHERE trainee_id = (SELECT croupier_me()))",
}
# Only the server's functions read these (the schema's owner): password hashes and sign-ins.
PRIVATE = ("trainee_logins", "sign_ins")
KEY_COLUMNS = ("fingerprint", "public_key", "created_at", "created_by")
STATION_FUNCTIONS = (
    "croupier_me()",
    "croupier_sitting_timeout()",
    "croupier_sign_in(text, text, text)",
    "croupier_join(text, text, text, text)",
    "croupier_change_password(text, text, text)",
    "croupier_write(text, jsonb)",
    "croupier_start_sitting(text, integer, text, text, jsonb)",
    "croupier_sitting_alive(text, text)",
    "croupier_certificate(text)",
)
INSTRUCTOR_FUNCTIONS = (
    "croupier_me()",
    "croupier_sitting_timeout()",
    "croupier_set_password(integer, text)",
    "croupier_grant_sitting(integer, integer, text)",
    "croupier_add_key(text, text, text)",
    "croupier_seal(integer, text, integer, text, integer, text, text, text, text)",
    "croupier_add_station(text, text)",
    "croupier_certificate(text)",
    "croupier_signed_in()",
    "croupier_signed_in(integer)",
    "croupier_sees_class(integer)",
    "croupier_sees_every_class()",
)
# What the instructor manages on top (and may read: everything but PRIVATE).
INSTRUCTOR_MANAGES = (
    "trainees",
    "assignments",
    "exams",
    "settings",
    "live_rounds",
    "live_questions",
    "classes",
    "class_instructors",
    "class_rubrics",
)
INSTRUCTOR_SEQUENCES = ("trainees", "assignments", "exams", "live_rounds", "live_questions", "classes")
# What an instructor sees of the trainees' own rows: those of the trainees of the classes they see
# (revision 0012: ``trainees`` itself is filtered by ``croupier_sees_class``, and these ask it).
_SEEN = "trainee_id IN (SELECT id FROM trainees)"
INSTRUCTOR_ROWS = {
    "practice_sessions": _SEEN,
    "attempts": _SEEN,
    "exam_results": _SEEN,
    "lesson_results": _SEEN,
    "hand_paces": _SEEN,
    "live_answers": _SEEN,
    "exam_sittings": _SEEN,
    "sitting_grants": _SEEN,
    "assignments": f"(trainee_id IS NULL OR {_SEEN}) AND (class_id IS NULL OR croupier_sees_class(class_id))",
    "live_rounds": "class_id IS NULL OR croupier_sees_class(class_id)",
    "live_questions": "round_id IN (SELECT id FROM live_rounds)",
    "session_ends": "session_id IN (SELECT id FROM practice_sessions)",
    "certificates": "result_id IN (SELECT id FROM exam_results)",
    "result_checks": "result_id IN (SELECT id FROM exam_results)",
}
# The practical exam (revision 0009): the instructor records a sitting as scored, and reads them all;
# it is never changed afterwards, and no station reads or writes it.
PRACTICAL_TABLES = ("practical_sittings", "practical_hands", "practical_marks")
# Instructors who may make other instructors' logins (``croupier school instructor add --may-add``).
HEAD_INSTRUCTOR_ROLE = "croupier_head_instructor"
HEAD_INSTRUCTOR_FUNCTIONS = ("croupier_add_instructor(text, text, boolean)",)
# Written by the database's own triggers only (revision 0011); instructors read it, nobody changes it.
AUDIT_TABLE = "audit_log"


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
                    sql.Identifier(role), sql.Literal(scram_verifier(connection, role, password))
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
            sql.Identifier(role), sql.Literal(scram_verifier(connection, role, password))
        ),
    )
    report.lines.append(f"Created the login {role}.")


def _grant(connection: Connection, database: str) -> None:
    ident = sql.Identifier
    station, instructor = ident(STATION_ROLE), ident(INSTRUCTOR_ROLE)
    both = sql.SQL(", ").join([station, instructor])

    def names(items: tuple[str, ...], suffix: str = "") -> sql.Composable:
        return sql.SQL(", ").join(ident(f"{name}{suffix}") for name in items)

    def functions(items: tuple[str, ...]) -> sql.Composable:
        return sql.SQL(", ").join(sql.SQL(item) for item in items)  # fixed signatures of ours

    statements = [
        sql.SQL("GRANT CONNECT ON DATABASE {} TO {}").format(ident(database), both),
        sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(both),
        # A clean slate, so that a second run leaves exactly what is written here.
        sql.SQL("REVOKE ALL ON ALL TABLES IN SCHEMA public FROM PUBLIC, {}").format(both),
        sql.SQL("REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM PUBLIC, {}").format(both),
        sql.SQL("REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC, {}").format(both),
        sql.SQL("REVOKE CREATE ON SCHEMA public FROM PUBLIC, {}").format(both),
        sql.SQL("GRANT SELECT ON {} TO {}").format(names((*STATION_READS, *OWN_ROWS)), both),
        sql.SQL("GRANT SELECT ({}) ON school_keys TO {}").format(names(KEY_COLUMNS), station),
        sql.SQL("GRANT EXECUTE ON FUNCTION {} TO {}").format(functions(STATION_FUNCTIONS), station),
        sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA public TO {}").format(instructor),
        sql.SQL("REVOKE ALL ON {} FROM {}").format(names(PRIVATE), instructor),
        sql.SQL("GRANT INSERT, UPDATE, DELETE ON {} TO {}").format(names(INSTRUCTOR_MANAGES), instructor),
        sql.SQL("GRANT USAGE ON SEQUENCE {} TO {}").format(
            names(INSTRUCTOR_SEQUENCES, "_id_seq"), instructor
        ),
        sql.SQL("GRANT EXECUTE ON FUNCTION {} TO {}").format(functions(INSTRUCTOR_FUNCTIONS), instructor),
        sql.SQL("GRANT INSERT ON {} TO {}").format(names(PRACTICAL_TABLES), instructor),
        sql.SQL("GRANT USAGE ON SEQUENCE {} TO {}").format(names(PRACTICAL_TABLES, "_id_seq"), instructor),
        sql.SQL("REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON {} FROM {}").format(ident(AUDIT_TABLE), both),
        sql.SQL("REVOKE ALL ON ALL FUNCTIONS IN SCHEMA public FROM {}").format(ident(HEAD_INSTRUCTOR_ROLE)),
        sql.SQL("GRANT EXECUTE ON FUNCTION {} TO {}").format(
            functions(HEAD_INSTRUCTOR_FUNCTIONS), ident(HEAD_INSTRUCTOR_ROLE)
        ),
    ]
    for statement in statements:
        _execute(connection, statement)
    # Row-level security: a station sees the signed-in trainee's rows only; the instructor all.
    for table, own in OWN_ROWS.items():
        table_name = ident(table)
        for statement in (
            sql.SQL("ALTER TABLE {} ENABLE ROW LEVEL SECURITY").format(table_name),
            sql.SQL("DROP POLICY IF EXISTS croupier_station_own ON {}").format(table_name),
            sql.SQL("CREATE POLICY croupier_station_own ON {} FOR SELECT TO {} USING ({})").format(
                table_name, station, sql.SQL(own)
            ),
            sql.SQL("DROP POLICY IF EXISTS croupier_instructor_all ON {}").format(table_name),
            sql.SQL(
                "CREATE POLICY croupier_instructor_all ON {} FOR ALL TO {} USING ({}) WITH CHECK ({})"
            ).format(
                table_name, instructor, sql.SQL(INSTRUCTOR_ROWS[table]), sql.SQL(INSTRUCTOR_ROWS[table])
            ),
        ):
            _execute(connection, statement)
    # The roster, the practical exams and the classes' rubrics by class: an instructor named for
    # some classes manages those only; every station reads every name (to sign in), and no practical.
    seen_class = sql.SQL("croupier_sees_class(class_id)")
    # A station sees the exams of every class and of its signed-in trainee's class.
    own_class = sql.SQL(
        "class_id IS NULL OR class_id = (SELECT t.class_id FROM trainees t "
        "WHERE t.id = (SELECT croupier_me()))"
    )
    for table, station_reads, seen in (
        ("trainees", sql.SQL("true"), seen_class),
        ("exams", own_class, sql.SQL("class_id IS NULL OR croupier_sees_class(class_id)")),
        ("practical_sittings", None, sql.SQL(_SEEN)),
        # A class's rubric (revision 0014): set by the instructors who see the class; no station's.
        ("class_rubrics", None, seen_class),
    ):
        table_name = ident(table)
        statements = [
            sql.SQL("ALTER TABLE {} ENABLE ROW LEVEL SECURITY").format(table_name),
            sql.SQL("DROP POLICY IF EXISTS croupier_station_own ON {}").format(table_name),
            sql.SQL("DROP POLICY IF EXISTS croupier_instructor_all ON {}").format(table_name),
            sql.SQL(
                "CREATE POLICY croupier_instructor_all ON {} FOR ALL TO {} USING ({}) WITH CHECK ({})"
            ).format(table_name, instructor, seen, seen),
        ]
        if station_reads is not None:
            statements.append(
                sql.SQL("CREATE POLICY croupier_station_own ON {} FOR SELECT TO {} USING ({})").format(
                    table_name, station, station_reads
                )
            )
        for statement in statements:
            _execute(connection, statement)
    _class_policies(connection)


# The classes themselves (revisions 0012, 0015): every instructor reads them all and may make one;
# only an instructor who sees a class changes it (its pace target) or removes it; a station reads
# its signed-in trainee's class (the pace target it deals against), and changes none.
CLASS_POLICIES = {
    "croupier_station_own": ("SELECT", STATION_ROLE, f"id = {_MY_CLASS}", None),
    "croupier_instructor_reads": ("SELECT", INSTRUCTOR_ROLE, "true", None),
    "croupier_instructor_adds": ("INSERT", INSTRUCTOR_ROLE, None, "true"),
    "croupier_instructor_changes": (
        "UPDATE",
        INSTRUCTOR_ROLE,
        "croupier_sees_class(id)",
        "croupier_sees_class(id)",
    ),
    "croupier_instructor_removes": ("DELETE", INSTRUCTOR_ROLE, "croupier_sees_class(id)", None),
}


# Who teaches which class (revision 0016): every instructor reads it; only a login that sees every
# class adds, changes or removes a row, so that an instructor named for some classes can neither
# take their name off (and see every class) nor put it on another class.
CLASS_INSTRUCTOR_POLICIES = {
    "croupier_instructor_reads": ("SELECT", INSTRUCTOR_ROLE, "true", None),
    "croupier_instructor_names": ("INSERT", INSTRUCTOR_ROLE, None, "croupier_sees_every_class()"),
    "croupier_instructor_renames": (
        "UPDATE",
        INSTRUCTOR_ROLE,
        "croupier_sees_every_class()",
        "croupier_sees_every_class()",
    ),
    "croupier_instructor_unnames": ("DELETE", INSTRUCTOR_ROLE, "croupier_sees_every_class()", None),
}


def _class_policies(connection: Connection) -> None:
    classes = sql.Identifier("classes")
    _execute(connection, sql.SQL("GRANT SELECT ON {} TO {}").format(classes, sql.Identifier(STATION_ROLE)))
    _policies(connection, "classes", CLASS_POLICIES)
    _policies(connection, "class_instructors", CLASS_INSTRUCTOR_POLICIES)


Policies = dict[str, tuple[str, str, str | None, str | None]]


def _policies(connection: Connection, table_name: str, policies: Policies) -> None:
    """Row-level security on ``table_name`` with exactly ``policies`` (name: command, role, USING,
    WITH CHECK)."""
    table = sql.Identifier(table_name)
    _execute(connection, sql.SQL("ALTER TABLE {} ENABLE ROW LEVEL SECURITY").format(table))
    for policy in ("croupier_instructor_all", *policies):
        _execute(connection, sql.SQL("DROP POLICY IF EXISTS {} ON {}").format(sql.Identifier(policy), table))
    for policy, (command, role, using, check) in policies.items():
        statement = sql.SQL("CREATE POLICY {} ON {} FOR {} TO {}").format(
            sql.Identifier(policy), table, sql.SQL(command), sql.Identifier(role)
        )
        if using is not None:
            statement = sql.SQL("{} USING ({})").format(statement, sql.SQL(using))
        if check is not None:
            statement = sql.SQL("{} WITH CHECK ({})").format(statement, sql.SQL(check))
        _execute(connection, statement)


def _reset_role_settings(connection: Connection, report: InitReport) -> None:
    """Undo what a login set on itself (``ALTER ROLE … SET``: PostgreSQL lets any login), for the
    school's logins and their members; what it was is reported."""
    rows = connection.execute(
        text(
            "SELECT r.rolname, coalesce(d.datname, ''), s.setconfig FROM pg_db_role_setting s "
            "JOIN pg_roles r ON r.oid = s.setrole LEFT JOIN pg_database d ON d.oid = s.setdatabase "
            "WHERE r.rolname IN (:station, :instructor) OR r.oid IN ("
            "  SELECT m.member FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid "
            "  WHERE g.rolname IN (:station, :instructor))"
        ),
        {"station": STATION_ROLE, "instructor": INSTRUCTOR_ROLE},
    ).all()
    for role, database, config in rows:
        where = sql.SQL(" IN DATABASE {}").format(sql.Identifier(database)) if database else sql.SQL("")
        _execute(connection, sql.SQL("ALTER ROLE {}{} RESET ALL").format(sql.Identifier(role), where))
        report.lines.append(f"Login {role} had set {', '.join(config)} on itself; reset.")


def _advice(connection: Connection, report: InitReport) -> None:
    """What the administrator should know of the server itself: a throttle, TLS."""
    delay = connection.execute(text("SELECT current_setting('auth_delay.milliseconds', true)")).scalar()
    if not delay:
        report.lines.append(
            "Advice: wrong passwords tried straight at PostgreSQL are not slowed down. Add auth_delay "
            "to shared_preload_libraries (and auth_delay.milliseconds = 500) in postgresql.conf and "
            "restart the server. Trainees' sign-ins are throttled by the server's own functions."
        )
    ssl = connection.execute(text("SELECT current_setting('ssl', true)")).scalar()
    if ssl != "on":
        report.lines.append(
            "Advice: the server does not use TLS. Passwords never cross the network in clear (SCRAM), "
            "but answers do: turn on ssl in postgresql.conf and add sslmode=require to the stations' "
            "addresses."
        )


MISSING_DATABASE = "3D000"  # PostgreSQL's invalid_catalog_name: no database of that name


def _first_line(error: DBAPIError) -> str:
    return str(error.orig).strip().splitlines()[0]


def ensure_database(admin_url: str) -> bool:
    """Create ``admin_url``'s database when the server has none of that name, owned by the
    administrator's login; True when it was created. A login that may not create databases gets
    the command that does it, exactly, in the :class:`StoreError`."""
    url = parse_url(admin_url)
    name, owner = str(url.database or ""), str(url.username or "")
    probe = create_store_engine(url)
    try:
        with probe.connect():
            return False
    except DBAPIError as error:
        # The server says so at the connection's start, where psycopg has no SQLSTATE to give.
        missing = getattr(error.orig, "sqlstate", None) == MISSING_DATABASE or re.search(
            r"database \S+ does not exist", str(error.orig)
        )
        if not missing:
            raise StoreError(f"{display(url)}: {_first_line(error)}") from None
    finally:
        probe.dispose()
    command = f"sudo -u postgres createdb --owner={owner} {name}" if owner else f"createdb {name}"
    maintenance = create_store_engine(url.set(database="postgres"))
    try:
        with maintenance.connect() as connection:
            _execute(
                connection.execution_options(isolation_level="AUTOCOMMIT"),
                sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)),
            )
    except DBAPIError as error:
        raise StoreError(
            f"{display(url)}: the database {name} does not exist, and {owner or 'this login'} may not create "
            f"it ({_first_line(error)}). On the server, run: {command} — then run croupier school init again."
        ) from None
    finally:
        maintenance.dispose()
    return True


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
    created = ensure_database(admin_url)
    probe = create_store_engine(url)
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
        if created:
            report.lines.append(f"Database {url.database} created, owned by {url.username}.")
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
                if not role_exists(connection, HEAD_INSTRUCTOR_ROLE):
                    _execute(
                        connection,
                        sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(HEAD_INSTRUCTOR_ROLE)),
                    )
                    report.lines.append(
                        f"Created the group {HEAD_INSTRUCTOR_ROLE} (instructors who may add instructors)."
                    )
                _grant(connection, str(url.database))
                _reset_role_settings(connection, report)
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
            f"{STATION_ROLE}: reads the roster, assignments and exams, and the signed-in trainee's own "
            "rows; writes only through the server's functions, as the trainee signed in with a password."
        )
        report.lines.append(
            f"{INSTRUCTOR_ROLE}: manages the roster, assignments, exams and settings; reads everything "
            "but passwords; sets trainees' passwords, grants sittings and seals certificates."
        )
        with engine.connect() as connection:
            _advice(connection, report)
        return report
    finally:
        store.close()
