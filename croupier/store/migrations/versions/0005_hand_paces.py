"""The dealer's pace: each Table-ready hand timed, by whom, in which game, at how many players, its
seconds, the trainee's duties and their seconds, and the target it was dealt against (``hand_paces``;
stations insert, never update).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "hand_paces",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", sa.String(length=32), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=True),
        sa.Column("variant", sa.String(length=16), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.Column("duties", sa.Integer(), nullable=False),
        sa.Column("duty_seconds", sa.Float(), nullable=False),
        sa.Column("target", sa.Float(), nullable=False),
        sa.Column("taken_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(["trainee_id"], ["trainees.id"], name="fk_hand_paces_trainee_id_trainees"),
        sa.ForeignKeyConstraint(
            ["session_id"], ["practice_sessions.id"], name="fk_hand_paces_session_id_practice_sessions"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_hand_paces"),
        sa.UniqueConstraint("uuid", name="uq_hand_paces_uuid"),
    )
    op.create_index("ix_hand_paces_trainee_id", "hand_paces", ["trainee_id"])


def downgrade() -> None:
    op.drop_index("ix_hand_paces_trainee_id", table_name="hand_paces")
    op.drop_table("hand_paces")
