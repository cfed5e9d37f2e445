"""Which school a database is, and trainees by a stable identity: the school's own id in
``settings`` (``school_id``, made once; a station's outbox records it beside its writes), and a
``uuid`` for every trainee, which a station's writes name so that an answer is never credited to
whoever holds the same number in another school's roster.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-10
"""

from __future__ import annotations

import uuid

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision: str | None = "0007"
branch_labels: str | None = None
depends_on: str | None = None

# On PostgreSQL a trainee the roster function adds (croupier_join_roster) gets its id from the
# column's default; the app sets it itself on both backends.
_PG_DEFAULT = sa.text("replace(gen_random_uuid()::text, '-', '')")


def upgrade() -> None:
    bind = op.get_bind()
    postgres = bind.dialect.name == "postgresql"
    with op.batch_alter_table("trainees") as batch:
        batch.add_column(
            sa.Column(
                "uuid", sa.String(length=32), nullable=True, server_default=_PG_DEFAULT if postgres else None
            )
        )
    if not postgres:  # PostgreSQL filled the column from its default, row by row
        for row_id in bind.execute(sa.text("SELECT id FROM trainees WHERE uuid IS NULL")).scalars().all():
            bind.execute(
                sa.text("UPDATE trainees SET uuid = :u WHERE id = :i"), {"u": uuid.uuid4().hex, "i": row_id}
            )
    with op.batch_alter_table("trainees") as batch:
        batch.alter_column("uuid", existing_type=sa.String(length=32), nullable=False)
        batch.create_unique_constraint("uq_trainees_uuid", ["uuid"])
    found = bind.execute(sa.text("SELECT 1 FROM settings WHERE key = 'school_id'")).first()
    if found is None:
        bind.execute(
            sa.text("INSERT INTO settings (key, value) VALUES ('school_id', :v)"), {"v": uuid.uuid4().hex}
        )


def downgrade() -> None:
    bind = op.get_bind()
    bind.execute(sa.text("DELETE FROM settings WHERE key = 'school_id'"))
    with op.batch_alter_table("trainees") as batch:
        batch.drop_constraint("uq_trainees_uuid", type_="unique")
        batch.drop_column("uuid")
