"""A class's own dealer pace target (``classes.pace_target``: hands an hour at an 8-handed table;
NULL: the school's, ``settings``' ``pace_target``), so that a beginners' class deals against 20 and
an advanced one against 35.

On a school server only an instructor who sees the class changes it (``croupier school init`` gives
``classes`` row-level policies: every instructor reads and adds classes, only those who see a class
change or remove it), and a station reads its signed-in trainee's class only, never writes. The
audit trigger on ``classes`` (revision 0012) records every change.

Revision ID: 0015
Revises: 0014
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0015"
down_revision: str | None = "0014"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    with op.batch_alter_table("classes") as batch:
        batch.add_column(sa.Column("pace_target", sa.Integer(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("classes") as batch:
        batch.drop_column("pace_target")
