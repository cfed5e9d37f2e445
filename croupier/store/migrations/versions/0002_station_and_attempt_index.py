"""Practice sessions remember their station; an index for one trainee's attempts at one skill.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("practice_sessions") as batch:
        batch.add_column(sa.Column("station", sa.String(length=120), nullable=True))
    op.create_index("ix_attempts_trainee_skill_answered", "attempts", ["trainee_id", "skill", "answered_at"])


def downgrade() -> None:
    op.drop_index("ix_attempts_trainee_skill_answered", table_name="attempts")
    with op.batch_alter_table("practice_sessions") as batch:
        batch.drop_column("station")
