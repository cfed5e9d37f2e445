"""A school network that holds: client-made ids, insert-only sessions, the roster's unique names,
exams that are sat, secrets apart from settings, and live rounds.

- ``uuid`` on sessions, answers and exam results (made by the station; an upload is idempotent);
- a session's end moves to ``session_ends`` (stations insert, never update); sessions know their
  activity, game, exam and assignment;
- ``trainees.name_key`` (the name case-folded) with a unique index among active trainees; names
  that clashed before get " (2)", " (3)" … so that the index can be built;
- answers keep their words; exams their games, time limit and sittings; results the time taken,
  an abandoned sitting, the score per skill and a certificate code;
- the PIN hash moves from ``settings`` to ``secrets`` (which a station's login may not read);
- ``live_rounds``, ``live_questions``, ``live_answers`` for a live class;
- on PostgreSQL, ``croupier_join_roster(name, key)``: how a station adds its trainee when the
  instructor allows it, without any right to write the roster itself.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None

_JOIN_ROSTER = """
CREATE OR REPLACE FUNCTION croupier_join_roster(p_name text, p_key text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
    found integer;
BEGIN
    IF p_name IS NULL OR length(p_name) NOT BETWEEN 1 AND 120
       OR p_key IS NULL OR length(p_key) NOT BETWEEN 1 AND 120 THEN
        RAISE EXCEPTION 'a trainee''s name needs 1 to 120 characters' USING ERRCODE = 'check_violation';
    END IF;
    SELECT id INTO found FROM trainees WHERE name_key = p_key AND archived_at IS NULL;
    IF found IS NOT NULL THEN
        RETURN found;
    END IF;
    IF coalesce((SELECT value FROM settings WHERE key = 'self_registration'), 'on') <> 'on' THEN
        RAISE EXCEPTION 'trainees may not add themselves to this roster'
            USING ERRCODE = 'insufficient_privilege';
    END IF;
    INSERT INTO trainees (name, name_key, created_at)
        VALUES (p_name, p_key, now() AT TIME ZONE 'UTC')
        ON CONFLICT DO NOTHING
        RETURNING id INTO found;
    IF found IS NULL THEN
        SELECT id INTO found FROM trainees WHERE name_key = p_key AND archived_at IS NULL;
    END IF;
    RETURN found;
END
$$;
REVOKE ALL ON FUNCTION croupier_join_roster(text, text) FROM PUBLIC;
"""


def _fill_uuids(table: str) -> None:
    bind = op.get_bind()
    rows = bind.execute(sa.text(f"SELECT id FROM {table}")).scalars().all()  # noqa: S608 - fixed names
    for row_id in rows:
        bind.execute(
            sa.text(f"UPDATE {table} SET uuid = :u WHERE id = :i"),  # noqa: S608
            {"u": uuid.uuid4().hex, "i": row_id},
        )


def _fill_name_keys() -> None:
    """Fold every name; an active name that clashes with an earlier one gets a number after it."""
    bind = op.get_bind()
    rows = bind.execute(sa.text("SELECT id, name, archived_at FROM trainees ORDER BY id")).all()
    taken: set[str] = set()
    for row_id, name, archived_at in rows:
        new_name, key = name, name.casefold()
        if archived_at is None:
            number = 1
            while key in taken:
                number += 1
                new_name = f"{name[:110]} ({number})"
                key = new_name.casefold()
            taken.add(key)
        bind.execute(
            sa.text("UPDATE trainees SET name = :n, name_key = :k WHERE id = :i"),
            {"n": new_name, "k": key, "i": row_id},
        )


def upgrade() -> None:
    bind = op.get_bind()
    postgres = bind.dialect.name == "postgresql"

    with op.batch_alter_table("trainees") as batch:
        batch.add_column(sa.Column("name_key", sa.String(length=120), nullable=True))
    _fill_name_keys()
    with op.batch_alter_table("trainees") as batch:
        batch.alter_column("name_key", existing_type=sa.String(length=120), nullable=False)
    op.create_index(
        "uq_trainees_active_name_key",
        "trainees",
        ["name_key"],
        unique=True,
        sqlite_where=sa.text("archived_at IS NULL"),
        postgresql_where=sa.text("archived_at IS NULL"),
    )

    with op.batch_alter_table("exams") as batch:
        batch.add_column(sa.Column("variants", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("time_limit", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("sittings", sa.Integer(), server_default=sa.text("1"), nullable=False))

    op.create_table(
        "session_ends",
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("ended_at", sa.DateTime(), nullable=False),
        sa.Column("abandoned", sa.Boolean(), server_default=sa.text("false"), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"], ["practice_sessions.id"], name="fk_session_ends_session_id_practice_sessions"
        ),
        sa.PrimaryKeyConstraint("session_id", name="pk_session_ends"),
    )
    bind.execute(
        sa.text(
            "INSERT INTO session_ends (session_id, ended_at, abandoned) "
            "SELECT id, ended_at, false FROM practice_sessions WHERE ended_at IS NOT NULL"
        )
    )
    with op.batch_alter_table("practice_sessions") as batch:
        batch.add_column(sa.Column("uuid", sa.String(length=32), nullable=True))
        batch.add_column(sa.Column("activity", sa.String(length=16), nullable=True))
        batch.add_column(sa.Column("variant", sa.String(length=16), nullable=True))
        batch.add_column(sa.Column("exam_id", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("assignment_id", sa.Integer(), nullable=True))
        batch.drop_column("ended_at")
    _fill_uuids("practice_sessions")
    with op.batch_alter_table("practice_sessions") as batch:
        batch.alter_column("uuid", existing_type=sa.String(length=32), nullable=False)
        batch.create_unique_constraint("uq_practice_sessions_uuid", ["uuid"])
        batch.create_foreign_key("fk_practice_sessions_exam_id_exams", "exams", ["exam_id"], ["id"])
        batch.create_foreign_key(
            "fk_practice_sessions_assignment_id_assignments", "assignments", ["assignment_id"], ["id"]
        )
        batch.create_index("ix_practice_sessions_exam_id", ["exam_id"])

    with op.batch_alter_table("attempts") as batch:
        batch.add_column(sa.Column("uuid", sa.String(length=32), nullable=True))
        batch.add_column(sa.Column("words", sa.JSON(), nullable=True))
    _fill_uuids("attempts")
    with op.batch_alter_table("attempts") as batch:
        batch.alter_column("uuid", existing_type=sa.String(length=32), nullable=False)
        batch.create_unique_constraint("uq_attempts_uuid", ["uuid"])
        batch.create_index("ix_attempts_session_id", ["session_id"])

    with op.batch_alter_table("exam_results") as batch:
        batch.add_column(sa.Column("uuid", sa.String(length=32), nullable=True))
        batch.add_column(sa.Column("seconds", sa.Float(), nullable=True))
        batch.add_column(
            sa.Column("abandoned", sa.Boolean(), server_default=sa.text("false"), nullable=False)
        )
        batch.add_column(sa.Column("breakdown", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("certificate", sa.String(length=16), nullable=True))
    _fill_uuids("exam_results")
    with op.batch_alter_table("exam_results") as batch:
        batch.alter_column("uuid", existing_type=sa.String(length=32), nullable=False)
        batch.create_unique_constraint("uq_exam_results_uuid", ["uuid"])
        batch.create_unique_constraint("uq_exam_results_certificate", ["certificate"])

    op.create_table(
        "secrets",
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key", name="pk_secrets"),
    )
    bind.execute(
        sa.text(
            "INSERT INTO secrets (key, value) SELECT key, value FROM settings WHERE key = 'instructor_pin'"
        )
    )
    bind.execute(sa.text("DELETE FROM settings WHERE key = 'instructor_pin'"))

    op.create_table(
        "live_rounds",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(length=200), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("ended_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_live_rounds"),
    )
    op.create_table(
        "live_questions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("round_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("asked_at", sa.DateTime(), nullable=False),
        sa.Column("revealed_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["round_id"], ["live_rounds.id"], name="fk_live_questions_round_id_live_rounds"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_live_questions"),
    )
    op.create_index("ix_live_questions_round_id", "live_questions", ["round_id"])
    op.create_table(
        "live_answers",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", sa.String(length=32), nullable=False),
        sa.Column("question_id", sa.Integer(), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("answer", sa.Text(), nullable=False),
        sa.Column("choice", sa.String(length=200), nullable=False),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.Column("answered_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["question_id"], ["live_questions.id"], name="fk_live_answers_question_id_live_questions"
        ),
        sa.ForeignKeyConstraint(["trainee_id"], ["trainees.id"], name="fk_live_answers_trainee_id_trainees"),
        sa.PrimaryKeyConstraint("id", name="pk_live_answers"),
        sa.UniqueConstraint("uuid", name="uq_live_answers_uuid"),
        sa.UniqueConstraint("question_id", "trainee_id", name="uq_live_answers_question_id"),
    )
    op.create_index("ix_live_answers_question_id", "live_answers", ["question_id"])

    if postgres:
        bind.execute(sa.text(_JOIN_ROSTER))


def downgrade() -> None:
    bind = op.get_bind()
    if bind.dialect.name == "postgresql":
        bind.execute(sa.text("DROP FUNCTION IF EXISTS croupier_join_roster(text, text)"))
    op.drop_table("live_answers")
    op.drop_table("live_questions")
    op.drop_table("live_rounds")
    bind.execute(
        sa.text(
            "INSERT INTO settings (key, value) SELECT key, value FROM secrets WHERE key = 'instructor_pin'"
        )
    )
    op.drop_table("secrets")
    with op.batch_alter_table("exam_results") as batch:
        batch.drop_constraint("uq_exam_results_certificate", type_="unique")
        batch.drop_constraint("uq_exam_results_uuid", type_="unique")
        for column in ("certificate", "breakdown", "abandoned", "seconds", "uuid"):
            batch.drop_column(column)
    with op.batch_alter_table("attempts") as batch:
        batch.drop_index("ix_attempts_session_id")
        batch.drop_constraint("uq_attempts_uuid", type_="unique")
        batch.drop_column("words")
        batch.drop_column("uuid")
    with op.batch_alter_table("practice_sessions") as batch:
        batch.drop_index("ix_practice_sessions_exam_id")
        batch.drop_constraint("fk_practice_sessions_assignment_id_assignments", type_="foreignkey")
        batch.drop_constraint("fk_practice_sessions_exam_id_exams", type_="foreignkey")
        batch.drop_constraint("uq_practice_sessions_uuid", type_="unique")
        for column in ("assignment_id", "exam_id", "variant", "activity", "uuid"):
            batch.drop_column(column)
        batch.add_column(sa.Column("ended_at", sa.DateTime(), nullable=True))
    bind.execute(
        sa.text(
            "UPDATE practice_sessions SET ended_at = "
            "(SELECT ended_at FROM session_ends WHERE session_ends.session_id = practice_sessions.id)"
        )
    )
    op.drop_table("session_ends")
    with op.batch_alter_table("exams") as batch:
        for column in ("sittings", "time_limit", "variants"):
            batch.drop_column(column)
    op.drop_index("uq_trainees_active_name_key", table_name="trainees")
    with op.batch_alter_table("trainees") as batch:
        batch.drop_column("name_key")
