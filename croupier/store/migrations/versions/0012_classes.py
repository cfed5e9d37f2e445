"""Classes: a school database holds several (a name, a term, its instructors' logins); a trainee
belongs to one at a time (``trainees.class_id``; moving keeps every answer and result, which stay
the trainee's). Every existing trainee goes to one default class, so a database of before (and
this computer's file) keeps working as one class.

On a school server an instructor whose login is named for some classes (``class_instructors``)
sees and manages only those classes' trainees and everything of theirs (``croupier_sees_class``,
used by the row-level policies ``croupier school init`` makes); a login named for no class (the
shared ``croupier_instructor``), a head instructor and the schema's owner see every class.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-06
"""

from __future__ import annotations

import importlib.util
from datetime import UTC, datetime
from pathlib import Path

import sqlalchemy as sa
from alembic import op

revision = "0012"
down_revision: str | None = "0011"
branch_labels: str | None = None
depends_on: str | None = None

DEFAULT_CLASS = "Class 1"

_SEES_CLASS = """
CREATE OR REPLACE FUNCTION croupier_sees_class(p_class integer) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT p_class IS NULL
        OR NOT EXISTS (SELECT 1 FROM class_instructors WHERE login = session_user)
        OR EXISTS (SELECT 1 FROM class_instructors WHERE login = session_user AND class_id = p_class)
        OR EXISTS (SELECT 1 FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid
                    JOIN pg_roles r ON r.oid = m.member
                    WHERE g.rolname = 'croupier_head_instructor' AND r.rolname = session_user)
$$
"""


_HEADER = "LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp"
# The instructors' functions that name a trainee refuse one of a class the caller does not see.
_CLASS_CHECK = """
    IF NOT croupier_sees_class((SELECT class_id FROM trainees WHERE id = p_trainee)) THEN
        RAISE EXCEPTION 'the trainee % is in a class of another instructor', p_trainee
            USING ERRCODE = 'insufficient_privilege';
    END IF;
"""
_SETS_TRAINEE_LOGIN = """
CREATE OR REPLACE FUNCTION croupier_set_password(p_trainee integer, p_password text) RETURNS void
@HEADER@ AS $$
BEGIN
    IF p_password IS NULL OR length(p_password) < 8 THEN
        RAISE EXCEPTION 'a password needs at least 8 characters' USING ERRCODE = 'CR005';
    END IF;
    PERFORM 1 FROM trainees WHERE id = p_trainee;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'no trainee with id %', p_trainee USING ERRCODE = 'foreign_key_violation';
    END IF;@CLASS_CHECK@
    INSERT INTO trainee_logins (trainee_id, password_hash, must_change, failures, locked_until, changed_at)
        VALUES (p_trainee, crypt(p_password, gen_salt('bf', 10)), true, 0, NULL, now() AT TIME ZONE 'UTC')
        ON CONFLICT (trainee_id) DO UPDATE
        SET password_hash = excluded.password_hash, must_change = true, failures = 0,
            locked_until = NULL, changed_at = excluded.changed_at;
END
$$
"""
_GRANT_SITTING = """
CREATE OR REPLACE FUNCTION croupier_grant_sitting(p_exam integer, p_trainee integer, p_reason text)
RETURNS integer @HEADER@ AS $$
BEGIN
    IF p_reason IS NULL OR length(btrim(p_reason)) = 0 OR length(p_reason) > 500 THEN
        RAISE EXCEPTION 'another sitting needs a reason (at most 500 characters)'
            USING ERRCODE = 'check_violation';
    END IF;@CLASS_CHECK@
    INSERT INTO sitting_grants (exam_id, trainee_id, granted_at, granted_by, reason)
        VALUES (p_exam, p_trainee, now() AT TIME ZONE 'UTC', session_user, btrim(p_reason));
    RETURN (SELECT count(*) FROM sitting_grants WHERE exam_id = p_exam AND trainee_id = p_trainee);
END
$$
"""


# An exam of one class (``exams.class_id``) is begun by that class's trainees only: the server's
# croupier_start_sitting of revision 0011, with that check before the others.
_PASSED_CHECK = "    IF EXISTS (SELECT 1 FROM exam_results WHERE exam_id = p_exam AND trainee_id"
_CLASS_OF_EXAM = """    IF v_exam.class_id IS NOT NULL
       AND v_exam.class_id IS DISTINCT FROM (SELECT class_id FROM trainees WHERE id = v_trainee) THEN
        RAISE EXCEPTION 'the exam is another class''s' USING ERRCODE = 'CR009';
    END IF;
"""


def _start_sitting() -> str:
    # Found by its name's end, so that renumbering the revisions (a merge) does not break it.
    (audit,) = Path(__file__).parent.glob("*_school_audit.py")
    spec = importlib.util.spec_from_file_location("croupier_migration_school_audit", audit)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    text = str(module._START_SITTING)
    assert text.count(_PASSED_CHECK) == 1
    return text.replace(_PASSED_CHECK, _CLASS_OF_EXAM + _PASSED_CHECK).replace("@HEADER@", _HEADER)


def upgrade() -> None:
    op.create_table(
        "classes",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("term", sa.String(length=120), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_classes"),
        sa.UniqueConstraint("name", name="uq_classes_name"),
    )
    op.create_table(
        "class_instructors",
        sa.Column("class_id", sa.Integer(), nullable=False),
        sa.Column("login", sa.String(length=63), nullable=False),
        sa.ForeignKeyConstraint(["class_id"], ["classes.id"], name="fk_class_instructors_class_id_classes"),
        sa.PrimaryKeyConstraint("class_id", "login", name="pk_class_instructors"),
    )
    with op.batch_alter_table("trainees") as batch:
        batch.add_column(sa.Column("class_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_trainees_class_id_classes", "classes", ["class_id"], ["id"])
    op.create_index("ix_trainees_class_id", "trainees", ["class_id"])
    with op.batch_alter_table("exams") as batch:
        batch.add_column(sa.Column("class_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_exams_class_id_classes", "classes", ["class_id"], ["id"])
    bind = op.get_bind()
    classes = sa.table(
        "classes",
        sa.column("id", sa.Integer()),
        sa.column("name", sa.String()),
        sa.column("created_at", sa.DateTime()),
    )
    bind.execute(
        classes.insert().values(id=1, name=DEFAULT_CLASS, created_at=datetime.now(UTC).replace(tzinfo=None))
    )
    bind.execute(sa.text("UPDATE trainees SET class_id = 1"))
    if bind.dialect.name != "postgresql":
        return
    raw = bind.connection.dbapi_connection
    assert raw is not None
    cursor = raw.cursor()
    try:
        # The default class was given its id by hand: the sequence goes on after it.
        cursor.execute("SELECT setval(pg_get_serial_sequence('classes', 'id'), 1)")
        cursor.execute(_SEES_CLASS)
        cursor.execute("REVOKE ALL ON FUNCTION croupier_sees_class(integer) FROM PUBLIC")
        cursor.execute(_start_sitting())
        for function in (_SETS_TRAINEE_LOGIN, _GRANT_SITTING):
            cursor.execute(function.replace("@HEADER@", _HEADER).replace("@CLASS_CHECK@", _CLASS_CHECK))
        for table in ("classes", "class_instructors"):
            cursor.execute(
                f"CREATE TRIGGER croupier_audit AFTER INSERT OR UPDATE OR DELETE ON {table} "
                "FOR EACH ROW EXECUTE FUNCTION croupier_audit()"
            )
    finally:
        cursor.close()


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS croupier_audit ON classes")
        op.execute("DROP TRIGGER IF EXISTS croupier_audit ON class_instructors")
        op.execute("DROP FUNCTION IF EXISTS croupier_sees_class(integer)")
    with op.batch_alter_table("exams") as batch:
        batch.drop_constraint("fk_exams_class_id_classes", type_="foreignkey")
        batch.drop_column("class_id")
    op.drop_index("ix_trainees_class_id", table_name="trainees")
    with op.batch_alter_table("trainees") as batch:
        batch.drop_constraint("fk_trainees_class_id_classes", type_="foreignkey")
        batch.drop_column("class_id")
    op.drop_table("class_instructors")
    op.drop_table("classes")
