"""The course: each lesson checked, by whom, in which game's course, how many right of how many and
whether it passed (``lesson_results``; stations insert, never update).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-10
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "lesson_results",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", sa.String(length=32), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=True),
        sa.Column("variant", sa.String(length=16), nullable=False),
        sa.Column("lesson", sa.String(length=64), nullable=False),
        sa.Column("correct", sa.Integer(), nullable=False),
        sa.Column("total", sa.Integer(), nullable=False),
        sa.Column("passed", sa.Boolean(), nullable=False),
        sa.Column("taken_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["trainee_id"], ["trainees.id"], name="fk_lesson_results_trainee_id_trainees"
        ),
        sa.ForeignKeyConstraint(
            ["session_id"], ["practice_sessions.id"], name="fk_lesson_results_session_id_practice_sessions"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_lesson_results"),
        sa.UniqueConstraint("uuid", name="uq_lesson_results_uuid"),
    )
    op.create_index("ix_lesson_results_trainee_id", "lesson_results", ["trainee_id"])


def downgrade() -> None:
    op.drop_index("ix_lesson_results_trainee_id", table_name="lesson_results")
    op.drop_table("lesson_results")
