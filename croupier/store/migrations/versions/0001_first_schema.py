"""The first released schema: trainees, practice sessions, attempts, assignments, exams, settings.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "trainees",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("archived_at", sa.DateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_trainees"),
    )
    op.create_table(
        "practice_sessions",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("mode", sa.String(length=32), nullable=False),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("ended_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(
            ["trainee_id"], ["trainees.id"], name="fk_practice_sessions_trainee_id_trainees"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_practice_sessions"),
    )
    op.create_index("ix_practice_sessions_trainee_id", "practice_sessions", ["trainee_id"])
    op.create_table(
        "attempts",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=True),
        sa.Column("skill", sa.String(length=64), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("answer", sa.Text(), nullable=False),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.Column("mode", sa.String(length=32), nullable=False),
        sa.Column("answered_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["trainee_id"], ["trainees.id"], name="fk_attempts_trainee_id_trainees"),
        sa.ForeignKeyConstraint(
            ["session_id"], ["practice_sessions.id"], name="fk_attempts_session_id_practice_sessions"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_attempts"),
    )
    op.create_index("ix_attempts_trainee_id", "attempts", ["trainee_id"])
    op.create_table(
        "assignments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("drill_set", sa.String(length=120), nullable=False),
        sa.Column("skills", sa.JSON(), nullable=False),
        sa.Column("questions", sa.Integer(), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("due_at", sa.DateTime(), nullable=True),
        sa.Column("note", sa.Text(), nullable=False),
        sa.Column("archived_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["trainee_id"], ["trainees.id"], name="fk_assignments_trainee_id_trainees"),
        sa.PrimaryKeyConstraint("id", name="pk_assignments"),
    )
    op.create_index("ix_assignments_trainee_id", "assignments", ["trainee_id"])
    op.create_table(
        "exams",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=120), nullable=False),
        sa.Column("skills", sa.JSON(), nullable=False),
        sa.Column("questions", sa.Integer(), nullable=False),
        sa.Column("pass_mark", sa.Float(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_exams"),
    )
    op.create_table(
        "exam_results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("exam_id", sa.Integer(), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=True),
        sa.Column("correct", sa.Integer(), nullable=False),
        sa.Column("total", sa.Integer(), nullable=False),
        sa.Column("passed", sa.Boolean(), nullable=False),
        sa.Column("taken_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["exam_id"], ["exams.id"], name="fk_exam_results_exam_id_exams"),
        sa.ForeignKeyConstraint(["trainee_id"], ["trainees.id"], name="fk_exam_results_trainee_id_trainees"),
        sa.ForeignKeyConstraint(
            ["session_id"], ["practice_sessions.id"], name="fk_exam_results_session_id_practice_sessions"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_exam_results"),
    )
    op.create_index("ix_exam_results_exam_id", "exam_results", ["exam_id"])
    op.create_index("ix_exam_results_trainee_id", "exam_results", ["trainee_id"])
    op.create_table(
        "settings",
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("value", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("key", name="pk_settings"),
    )


def downgrade() -> None:
    for table in ("settings", "exam_results", "exams", "assignments", "attempts", "practice_sessions"):
        op.drop_table(table)
    op.drop_table("trainees")
