"""The practical exam at a real table: each sitting an instructor scored (the trainee, the game, the
table, the rubric, the score), its hands (time, target, score, the hand as typed) and every mark
(``practical_sittings``, ``practical_hands``, ``practical_marks``; written by the instructor only).

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision: str | None = "0008"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "practical_sittings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("uuid", sa.String(length=32), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("variant", sa.String(length=16), nullable=False),
        sa.Column("players", sa.Integer(), nullable=False),
        sa.Column("stakes", sa.String(length=64), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("rubric", sa.Text(), nullable=False),
        sa.Column("instructor", sa.String(length=200), nullable=False),
        sa.Column("score", sa.Float(), nullable=False),
        sa.Column("passed", sa.Boolean(), nullable=False),
        sa.Column("groups", sa.JSON(), nullable=False),
        sa.Column("taken_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["trainee_id"], ["trainees.id"], name="fk_practical_sittings_trainee_id_trainees"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_practical_sittings"),
        sa.UniqueConstraint("uuid", name="uq_practical_sittings_uuid"),
    )
    op.create_index("ix_practical_sittings_trainee_id", "practical_sittings", ["trainee_id"])
    op.create_table(
        "practical_hands",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("sitting_id", sa.Integer(), nullable=False),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.Column("target_seconds", sa.Float(), nullable=False),
        sa.Column("score", sa.Float(), nullable=False),
        sa.Column("failed", sa.Boolean(), nullable=False),
        sa.Column("history", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(
            ["sitting_id"], ["practical_sittings.id"], name="fk_practical_hands_sitting_id_practical_sittings"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_practical_hands"),
    )
    op.create_index("ix_practical_hands_sitting_id", "practical_hands", ["sitting_id"])
    op.create_table(
        "practical_marks",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("hand_id", sa.Integer(), nullable=False),
        sa.Column("duty", sa.String(length=32), nullable=False),
        sa.Column("duty_group", sa.String(length=32), nullable=False),
        sa.Column("right", sa.Boolean(), nullable=False),
        sa.Column("reason", sa.String(length=40), nullable=True),
        sa.Column("rule", sa.String(length=16), nullable=True),
        sa.Column("critical", sa.String(length=32), nullable=True),
        sa.Column("seconds", sa.Float(), nullable=False),
        sa.Column("disputed", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["hand_id"], ["practical_hands.id"], name="fk_practical_marks_hand_id_practical_hands"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_practical_marks"),
    )
    op.create_index("ix_practical_marks_hand_id", "practical_marks", ["hand_id"])


def downgrade() -> None:
    op.drop_index("ix_practical_marks_hand_id", table_name="practical_marks")
    op.drop_table("practical_marks")
    op.drop_index("ix_practical_hands_sitting_id", table_name="practical_hands")
    op.drop_table("practical_hands")
    op.drop_index("ix_practical_sittings_trainee_id", table_name="practical_sittings")
    op.drop_table("practical_sittings")
