"""Work per class: an assignment or a live round may be for one class (``assignments.class_id``,
``live_rounds.class_id``; None: every class, as before), and an answer may have no time
(``attempts.seconds`` NULL: answers read from a pipe, where nobody was timed).

On a school server (PostgreSQL) the station's ``croupier_write`` refuses a session of another
class's assignment and an answer to another class's live question; the row-level policies that
``croupier school init`` makes let a station read only its trainee's class's assignments and live
rounds. ``croupier_signed_in(class)`` lists the trainees of one class signed in now, and both
forms list only trainees of the classes the caller sees (``croupier_sees_class``).

Revision ID: 0013
Revises: 0012
Create Date: 2026-12-06
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0013"
down_revision: str | None = "0012"
branch_labels: str | None = None
depends_on: str | None = None

_HEADER = "LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp"
_TRAINEE_CLASS = "(SELECT class_id FROM trainees WHERE id = v_sign.trainee_id)"

# croupier_write of revision 0007, with two checks of the trainee's class added.
_ASSIGNMENT_CHECK = "               AND (trainee_id IS NULL OR trainee_id = v_sign.trainee_id)) THEN"
_ASSIGNMENT_CLASS = (
    "               AND (trainee_id IS NULL OR trainee_id = v_sign.trainee_id)\n"
    f"               AND (class_id IS NULL OR class_id = {_TRAINEE_CLASS})) THEN"
)
_LIVE_INSERT = "        INSERT INTO live_answers (uuid, question_id, trainee_id, answer, choice, correct, "
_LIVE_CLASS = """        IF EXISTS (SELECT 1 FROM live_questions q JOIN live_rounds r ON r.id = q.round_id
                    WHERE q.id = (p_write->>'question_id')::integer AND r.class_id IS NOT NULL
                      AND r.class_id IS DISTINCT FROM @TRAINEE_CLASS@) THEN
            RAISE EXCEPTION 'a live question of another class' USING ERRCODE = 'insufficient_privilege';
        END IF;
""".replace("@TRAINEE_CLASS@", _TRAINEE_CLASS)

_SIGNED_IN = """
CREATE OR REPLACE FUNCTION croupier_signed_in()
RETURNS TABLE (trainee_id integer, station text, signed_in_at timestamp)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT DISTINCT ON (s.trainee_id) s.trainee_id, s.station::text, s.signed_in_at
      FROM sign_ins s JOIN trainees t ON t.id = s.trainee_id
     WHERE s.signed_out_at IS NULL
       AND greatest(s.signed_in_at, s.last_seen) > (now() AT TIME ZONE 'UTC') - interval '12 hours'
       AND croupier_sees_class(t.class_id)
     ORDER BY s.trainee_id, s.signed_in_at DESC
$$
"""
_SIGNED_IN_CLASS = """
CREATE OR REPLACE FUNCTION croupier_signed_in(p_class integer)
RETURNS TABLE (trainee_id integer, station text, signed_in_at timestamp)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT s.trainee_id, s.station, s.signed_in_at
      FROM croupier_signed_in() s JOIN trainees t ON t.id = s.trainee_id
     WHERE p_class IS NULL OR t.class_id = p_class
$$
"""


def _revision(suffix: str) -> Any:
    # Found by its name's end, so that renumbering the revisions (a merge) does not break it.
    (path,) = Path(__file__).parent.glob(f"*_{suffix}.py")
    spec = importlib.util.spec_from_file_location(f"croupier_migration_{suffix}", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _write_function(*, by_class: bool = True) -> str:
    """croupier_write as revision 0007 made it, with the class checks (``by_class``) or without."""
    (text,) = [str(s) for s in _revision("school_functions")._SQL if "FUNCTION croupier_write(" in str(s)]
    assert text.count(_ASSIGNMENT_CHECK) == 1
    assert text.count(_LIVE_INSERT) == 1
    if by_class:
        text = text.replace(_ASSIGNMENT_CHECK, _ASSIGNMENT_CLASS)
        text = text.replace(_LIVE_INSERT, _LIVE_CLASS + _LIVE_INSERT)
    return text.replace("@HEADER@", _HEADER)


def upgrade() -> None:
    with op.batch_alter_table("assignments") as batch:
        batch.add_column(sa.Column("class_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_assignments_class_id_classes", "classes", ["class_id"], ["id"])
    with op.batch_alter_table("live_rounds") as batch:
        batch.add_column(sa.Column("class_id", sa.Integer(), nullable=True))
        batch.create_foreign_key("fk_live_rounds_class_id_classes", "classes", ["class_id"], ["id"])
    with op.batch_alter_table("attempts") as batch:
        batch.alter_column("seconds", existing_type=sa.Float(), nullable=True)
    if op.get_bind().dialect.name != "postgresql":
        return
    raw = op.get_bind().connection.dbapi_connection
    assert raw is not None
    cursor = raw.cursor()
    try:
        for statement in (_write_function(), _SIGNED_IN, _SIGNED_IN_CLASS):
            cursor.execute(statement)
        cursor.execute("REVOKE ALL ON FUNCTION croupier_signed_in(integer) FROM PUBLIC")
    finally:
        cursor.close()


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        raw = op.get_bind().connection.dbapi_connection
        assert raw is not None
        cursor = raw.cursor()
        try:
            cursor.execute("DROP FUNCTION IF EXISTS croupier_signed_in(integer)")
            cursor.execute(_write_function(by_class=False))
            cursor.execute(str(_revision("live_presence").SIGNED_IN))
            # The policies croupier school init made name the columns dropped here; the older
            # version's init makes its own again.
            for table in ("assignments", "live_rounds", "live_questions"):
                for policy in ("croupier_station_own", "croupier_instructor_all"):
                    cursor.execute(f"DROP POLICY IF EXISTS {policy} ON {table}")
        finally:
            cursor.close()
    op.execute("UPDATE attempts SET seconds = 0 WHERE seconds IS NULL")
    with op.batch_alter_table("attempts") as batch:
        batch.alter_column("seconds", existing_type=sa.Float(), nullable=False)
    with op.batch_alter_table("live_rounds") as batch:
        batch.drop_constraint("fk_live_rounds_class_id_classes", type_="foreignkey")
        batch.drop_column("class_id")
    with op.batch_alter_table("assignments") as batch:
        batch.drop_constraint("fk_assignments_class_id_classes", type_="foreignkey")
        batch.drop_column("class_id")
