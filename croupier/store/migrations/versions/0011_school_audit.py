"""Exams on a schedule, extra sittings with a reason, instructors' own logins, and an audit trail the
database writes itself.

- ``exams.opens_at`` / ``closes_at`` (None: no bound) and ``withdrawn_at``: the server's
  ``croupier_start_sitting`` refuses a sitting of a withdrawn exam or outside its window; an exam
  that has been sat keeps its questions (a trigger refuses changing them; its schedule, sittings
  and withdrawal may still change).
- ``sitting_grants.reason``: why another sitting was granted (``croupier_grant_sitting`` now takes it).
- ``audit_log``: who (the PostgreSQL login, ``session_user``) created, changed, removed, granted,
  withdrew or sealed what, when, from which station (the connection's ``application_name``, which
  Croupier sets to ``croupier@<station>``) and address. Rows are written by triggers on the
  managed tables (``croupier_audit()``, run as the schema's owner); no login may INSERT, UPDATE or
  DELETE it (``croupier school init`` grants SELECT to instructors only), and a trigger refuses
  UPDATE, DELETE and TRUNCATE to the owner too.
- ``croupier_add_instructor(name, verifier, may_add)``: a per-person instructor login, a member of
  ``croupier_instructor`` (and of ``croupier_head_instructor`` when it may make others); written
  to the audit trail.

On SQLite (this computer's file) the columns and the table exist; the program keeps the schedule's
rules, and nothing writes an audit trail there (anyone who can write the file could change it).

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision: str | None = "0010"
branch_labels: str | None = None
depends_on: str | None = None

# The tables whose every change is written to the audit trail (by the trigger croupier_audit).
AUDITED = (
    "trainees",
    "assignments",
    "exams",
    "settings",
    "sitting_grants",
    "certificates",
    "result_checks",
    "school_keys",
    "practical_sittings",
    "live_rounds",
)
FUNCTIONS = (
    "croupier_audit()",
    "croupier_audit_append_only()",
    "croupier_exam_locked()",
    "croupier_grant_sitting(integer, integer, text)",
    "croupier_add_instructor(text, text, boolean)",
)
_HEADER = "LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp"

_SQL = [
    """
CREATE OR REPLACE FUNCTION croupier_audit() RETURNS trigger @HEADER@ AS $$
DECLARE
    v_new jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
    v_old jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
    v_row jsonb := coalesce(v_new, v_old);
    v_detail jsonb := '{}'::jsonb;
    v_action text;
    v_key text;
    v_secret text[] := ARRAY['password_hash', 'private_key', 'signature', 'payload'];
BEGIN
    IF TG_OP = 'UPDATE' THEN
        FOR v_key IN SELECT jsonb_object_keys(v_new) LOOP
            IF v_key <> ALL (v_secret) AND v_new -> v_key IS DISTINCT FROM v_old -> v_key THEN
                v_detail := v_detail || jsonb_build_object(v_key,
                    jsonb_build_array(v_old -> v_key, v_new -> v_key));
            END IF;
        END LOOP;
        IF v_detail = '{}'::jsonb THEN
            RETURN NULL;  -- nothing that anyone reads changed
        END IF;
        v_action := 'changed';
        IF TG_TABLE_NAME = 'exams' AND v_old ->> 'withdrawn_at' IS NULL
           AND v_new ->> 'withdrawn_at' IS NOT NULL THEN
            v_action := 'withdrew';
        END IF;
    ELSIF TG_OP = 'INSERT' THEN
        v_detail := v_row - v_secret;
        v_action := CASE TG_TABLE_NAME WHEN 'sitting_grants' THEN 'granted'
                                       WHEN 'certificates' THEN 'sealed'
                                       ELSE 'created' END;
    ELSE
        v_detail := v_row - v_secret;
        v_action := 'removed';
    END IF;
    INSERT INTO audit_log (at, login, station, address, action, subject, subject_id, detail)
    VALUES (now() AT TIME ZONE 'UTC', session_user,
            left(nullif(current_setting('application_name', true), ''), 120),
            left(host(inet_client_addr()), 64), v_action, TG_TABLE_NAME,
            left(coalesce(v_row ->> 'id', v_row ->> 'key', v_row ->> 'code', v_row ->> 'result_id',
                          v_row ->> 'fingerprint', v_row ->> 'trainee_id'), 64),
            v_detail);
    RETURN NULL;
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_audit_append_only() RETURNS trigger @HEADER@ AS $$
BEGIN
    RAISE EXCEPTION 'the audit trail is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_exam_locked() RETURNS trigger @HEADER@ AS $$
BEGIN
    IF (NEW.name, NEW.skills::text, NEW.questions, NEW.pass_mark, NEW.variants::text, NEW.time_limit)
       IS DISTINCT FROM
       (OLD.name, OLD.skills::text, OLD.questions, OLD.pass_mark, OLD.variants::text, OLD.time_limit)
       AND EXISTS (SELECT 1 FROM practice_sessions WHERE exam_id = OLD.id AND activity = 'exam'
                   UNION ALL SELECT 1 FROM exam_results WHERE exam_id = OLD.id) THEN
        RAISE EXCEPTION 'the exam % has been sat: only its schedule, sittings and withdrawal may change',
            OLD.name USING ERRCODE = 'CR008';
    END IF;
    RETURN NEW;
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_grant_sitting(p_exam integer, p_trainee integer, p_reason text)
RETURNS integer @HEADER@ AS $$
BEGIN
    IF p_reason IS NULL OR length(btrim(p_reason)) = 0 OR length(p_reason) > 500 THEN
        RAISE EXCEPTION 'another sitting needs a reason (at most 500 characters)'
            USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO sitting_grants (exam_id, trainee_id, granted_at, granted_by, reason)
        VALUES (p_exam, p_trainee, now() AT TIME ZONE 'UTC', session_user, btrim(p_reason));
    RETURN (SELECT count(*) FROM sitting_grants WHERE exam_id = p_exam AND trainee_id = p_trainee);
END
$$
""",
    """
CREATE OR REPLACE FUNCTION croupier_add_instructor(p_name text, p_verifier text, p_may_add boolean)
RETURNS text @HEADER@ AS $$
DECLARE
    v_made boolean := false;
BEGIN
    IF p_name IS NULL OR p_name !~ '^[a-z][a-z0-9_]{0,39}$' OR p_name LIKE 'croupier%' THEN
        RAISE EXCEPTION 'an instructor''s login is 1 to 40 of a-z, 0-9 and _, beginning with a letter '
            'and not with croupier' USING ERRCODE = 'check_violation';
    END IF;
    IF p_verifier IS NULL OR p_verifier !~ '^SCRAM-SHA-256[$]' THEN
        RAISE EXCEPTION 'an instructor''s password is given as a SCRAM verifier'
            USING ERRCODE = 'check_violation';
    END IF;
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = p_name) THEN
        -- Another's password is the administrator's (the schema's owner) to change, never a head
        -- instructor's: that would be taking over their login.
        IF session_user <> current_user THEN
            RAISE EXCEPTION 'the login % exists; only the administrator may change it', p_name
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF NOT pg_has_role(p_name, 'croupier_instructor', 'MEMBER')
           OR EXISTS (SELECT 1 FROM pg_roles WHERE rolname = p_name AND (rolsuper OR rolcreaterole)) THEN
            RAISE EXCEPTION 'the login % is not an instructor''s', p_name
                USING ERRCODE = 'insufficient_privilege';
        END IF;
        EXECUTE format('ALTER ROLE %I WITH LOGIN PASSWORD %L', p_name, p_verifier);
    ELSE
        EXECUTE format('CREATE ROLE %I WITH LOGIN INHERIT PASSWORD %L IN ROLE croupier_instructor',
                       p_name, p_verifier);
        v_made := true;
    END IF;
    IF p_may_add THEN
        EXECUTE format('GRANT croupier_head_instructor TO %I', p_name);
    END IF;
    INSERT INTO audit_log (at, login, station, address, action, subject, subject_id, detail)
    VALUES (now() AT TIME ZONE 'UTC', session_user,
            left(nullif(current_setting('application_name', true), ''), 120),
            left(host(inet_client_addr()), 64), CASE WHEN v_made THEN 'created' ELSE 'changed' END,
            'logins', p_name,
            jsonb_build_object('role', 'croupier_instructor', 'may_add_instructors', p_may_add,
                               'password', true));
    RETURN p_name;
END
$$
""",
]

_START_SITTING = """
CREATE OR REPLACE FUNCTION croupier_start_sitting(p_token text, p_exam integer, p_session_uuid text,
                                                  p_station text, p_deal jsonb)
RETURNS jsonb @HEADER@ AS $$
DECLARE
    v_now timestamp := now() AT TIME ZONE 'UTC';
    v_trainee integer := croupier_token_trainee(p_token);
    v_exam exams%ROWTYPE;
    v_sitting exam_sittings%ROWTYPE;
    v_used integer;
    v_allowed integer;
    v_session integer;
BEGIN
    -- One start at a time for a trainee, whichever station asks.
    PERFORM 1 FROM trainees WHERE id = v_trainee FOR UPDATE;
    IF p_session_uuid IS NULL OR p_session_uuid !~ '^[0-9a-f]{32}$' THEN
        RAISE EXCEPTION 'not a record id: %', p_session_uuid USING ERRCODE = 'check_violation';
    END IF;
    SELECT s.* INTO v_sitting FROM exam_sittings s JOIN practice_sessions p ON p.id = s.session_id
     WHERE p.uuid = p_session_uuid;
    IF FOUND THEN  -- asked again after a lost reply
        IF v_sitting.trainee_id <> v_trainee THEN
            RAISE EXCEPTION 'a sitting of another trainee' USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN jsonb_build_object('sitting', v_sitting.id, 'seed', v_sitting.seed,
            'started_at', to_char(v_sitting.started_at, 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'));
    END IF;
    SELECT * INTO v_exam FROM exams WHERE id = p_exam;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no exam with id %', p_exam USING ERRCODE = 'foreign_key_violation';
    END IF;
    -- The schedule (revision 0011): withdrawn, not open yet, closed.
    IF v_exam.withdrawn_at IS NOT NULL THEN
        RAISE EXCEPTION 'the exam is withdrawn' USING ERRCODE = 'CR005';
    END IF;
    IF v_exam.opens_at IS NOT NULL AND v_now < v_exam.opens_at THEN
        RAISE EXCEPTION 'the exam opens at %', v_exam.opens_at USING ERRCODE = 'CR006',
            DETAIL = jsonb_build_object('opens_at',
                to_char(v_exam.opens_at, 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'))::text;
    END IF;
    IF v_exam.closes_at IS NOT NULL AND v_now >= v_exam.closes_at THEN
        RAISE EXCEPTION 'the exam closed at %', v_exam.closes_at USING ERRCODE = 'CR007',
            DETAIL = jsonb_build_object('closes_at',
                to_char(v_exam.closes_at, 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'))::text;
    END IF;
    IF EXISTS (SELECT 1 FROM exam_results WHERE exam_id = p_exam AND trainee_id = v_trainee AND passed) THEN
        RAISE EXCEPTION 'the exam is passed already' USING ERRCODE = 'CR004';
    END IF;
    SELECT * INTO v_sitting FROM exam_sittings
     WHERE trainee_id = v_trainee AND ended_at IS NULL AND last_seen > v_now - croupier_sitting_timeout()
     ORDER BY started_at DESC LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'a sitting of this trainee is open at %', coalesce(v_sitting.station, '?')
            USING ERRCODE = 'CR001',
                  DETAIL = jsonb_build_object('station', v_sitting.station,
                      'since', to_char(v_sitting.started_at, 'YYYY-MM-DD"T"HH24:MI:SS"+00:00"'))::text;
    END IF;
    SELECT count(*) INTO v_used FROM practice_sessions
     WHERE exam_id = p_exam AND trainee_id = v_trainee AND activity = 'exam';
    v_used := v_used + (SELECT count(*) FROM exam_results WHERE exam_id = p_exam AND trainee_id = v_trainee
                          AND session_id IS NULL AND sitting_id IS NULL);
    v_allowed := v_exam.sittings
        + (SELECT count(*) FROM sitting_grants WHERE exam_id = p_exam AND trainee_id = v_trainee);
    IF v_used >= v_allowed THEN
        RAISE EXCEPTION 'no sittings left (% of %)', v_used, v_allowed USING ERRCODE = 'CR002',
            DETAIL = jsonb_build_object('used', v_used, 'allowed', v_allowed)::text;
    END IF;
    IF length(p_deal::text) > 20000 THEN
        RAISE EXCEPTION 'not a table to deal at' USING ERRCODE = 'check_violation';
    END IF;
    INSERT INTO practice_sessions (uuid, trainee_id, mode, started_at, station, activity, variant, exam_id)
        VALUES (p_session_uuid, v_trainee, 'exam', v_now, left(p_station, 120), 'exam', NULL, p_exam)
        RETURNING id INTO v_session;
    INSERT INTO exam_sittings (session_id, exam_id, trainee_id, station, seed, deal, started_at, last_seen)
        VALUES (v_session, p_exam, v_trainee, left(p_station, 120),
                ('x' || encode(gen_random_bytes(4), 'hex'))::bit(32)::integer & 2147483647,
                p_deal::json, v_now, v_now)
        RETURNING * INTO v_sitting;
    RETURN jsonb_build_object('sitting', v_sitting.id, 'seed', v_sitting.seed,
        'started_at', to_char(v_sitting.started_at, 'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'));
END
$$
"""


def _run(statements: list[str]) -> None:
    """Each statement on the migration's own connection, as written (no placeholders read)."""
    raw = op.get_bind().connection.dbapi_connection
    assert raw is not None
    cursor = raw.cursor()
    try:
        for statement in statements:
            cursor.execute(statement.replace("@HEADER@", _HEADER))
    finally:
        cursor.close()


def upgrade() -> None:
    with op.batch_alter_table("exams") as batch:
        batch.add_column(sa.Column("opens_at", sa.DateTime(), nullable=True))
        batch.add_column(sa.Column("closes_at", sa.DateTime(), nullable=True))
        batch.add_column(sa.Column("withdrawn_at", sa.DateTime(), nullable=True))
    with op.batch_alter_table("sitting_grants") as batch:
        batch.add_column(sa.Column("reason", sa.Text(), nullable=True))
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("login", sa.String(length=120), nullable=False),
        sa.Column("station", sa.String(length=120), nullable=True),
        sa.Column("address", sa.String(length=64), nullable=True),
        sa.Column("action", sa.String(length=16), nullable=False),
        sa.Column("subject", sa.String(length=40), nullable=False),
        sa.Column("subject_id", sa.String(length=64), nullable=True),
        sa.Column("detail", sa.JSON(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_audit_log"),
    )
    op.create_index("ix_audit_log_at", "audit_log", ["at"])
    if op.get_bind().dialect.name != "postgresql":
        return
    statements = [
        *_SQL,
        _START_SITTING,
        "DROP FUNCTION IF EXISTS croupier_grant_sitting(integer, integer)",
        (
            "CREATE TRIGGER croupier_audit_append_only BEFORE UPDATE OR DELETE ON audit_log "
            "FOR EACH ROW EXECUTE FUNCTION croupier_audit_append_only()"
        ),
        (
            "CREATE TRIGGER croupier_audit_no_truncate BEFORE TRUNCATE ON audit_log "
            "FOR EACH STATEMENT EXECUTE FUNCTION croupier_audit_append_only()"
        ),
        (
            "CREATE TRIGGER croupier_exam_locked BEFORE UPDATE ON exams "
            "FOR EACH ROW EXECUTE FUNCTION croupier_exam_locked()"
        ),
        # A password given or changed (not the wrong tries a sign-in counts).
        (
            "CREATE TRIGGER croupier_audit AFTER INSERT OR UPDATE OF password_hash ON trainee_logins "
            "FOR EACH ROW EXECUTE FUNCTION croupier_audit()"
        ),
        *(
            f"CREATE TRIGGER croupier_audit AFTER INSERT OR UPDATE OR DELETE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION croupier_audit()"
            for table in AUDITED
        ),
        *(f"REVOKE ALL ON FUNCTION {signature} FROM PUBLIC" for signature in FUNCTIONS),
        "REVOKE ALL ON audit_log FROM PUBLIC",
    ]
    _run(statements)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        _run(
            [
                *(
                    f"DROP TRIGGER IF EXISTS croupier_audit ON {table}"
                    for table in (*AUDITED, "trainee_logins")
                ),
                "DROP TRIGGER IF EXISTS croupier_exam_locked ON exams",
                *(f"DROP FUNCTION IF EXISTS {signature}" for signature in reversed(FUNCTIONS)),
            ]
        )
    op.drop_index("ix_audit_log_at", table_name="audit_log")
    op.drop_table("audit_log")
    with op.batch_alter_table("sitting_grants") as batch:
        batch.drop_column("reason")
    with op.batch_alter_table("exams") as batch:
        batch.drop_column("withdrawn_at")
        batch.drop_column("closes_at")
        batch.drop_column("opens_at")
