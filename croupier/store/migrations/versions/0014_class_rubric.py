"""A class's own rubric for the practical exam (``class_rubrics``: the class, the rubric's JSON, when
and by whom it was set). A class without one is scored by the school's (``settings``'
``practical_rubric``), or the trainer's default.

On a school server only instructors read and write it, each only for the classes they see
(``croupier school init`` gives the row-level policy ``croupier_sees_class(class_id)``); stations
neither read nor write it (the practical is scored on the instructor's side). Every change is in
the audit trail.

Revision ID: 0014
Revises: 0013
Create Date: 2026-12-06
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014"
down_revision: str | None = "0013"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "class_rubrics",
        sa.Column("class_id", sa.Integer(), nullable=False),
        sa.Column("rubric", sa.Text(), nullable=False),
        sa.Column("changed_at", sa.DateTime(), nullable=False),
        sa.Column("changed_by", sa.String(length=63), nullable=False),
        sa.ForeignKeyConstraint(["class_id"], ["classes.id"], name="fk_class_rubrics_class_id_classes"),
        sa.PrimaryKeyConstraint("class_id", name="pk_class_rubrics"),
    )
    if op.get_bind().dialect.name == "postgresql":
        op.execute(
            "CREATE TRIGGER croupier_audit AFTER INSERT OR UPDATE OR DELETE ON class_rubrics "
            "FOR EACH ROW EXECUTE FUNCTION croupier_audit()"
        )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP TRIGGER IF EXISTS croupier_audit ON class_rubrics")
    op.drop_table("class_rubrics")
