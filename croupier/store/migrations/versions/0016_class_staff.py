"""Who names a class's instructors (``croupier_sees_every_class()``): on a school server only a login
that sees every class (the administrator, a head instructor, an instructor named for no class).

An instructor named for some classes sees only those (``croupier_sees_class``, revision 0012). Were
they free to change ``class_instructors`` they could take their own name off (named for no class,
they would see every class) or add it to another class; ``croupier school init`` gives the table
row-level policies that ask this function before any row is added, changed or removed.

Revision ID: 0016
Revises: 0015
Create Date: 2026-12-06
"""

from __future__ import annotations

from alembic import op

revision = "0016"
down_revision: str | None = "0015"
branch_labels: str | None = None
depends_on: str | None = None

SEES_EVERY_CLASS = """
CREATE OR REPLACE FUNCTION croupier_sees_every_class() RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT NOT EXISTS (SELECT 1 FROM class_instructors WHERE login = session_user)
        OR EXISTS (SELECT 1 FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid
                    JOIN pg_roles r ON r.oid = m.member
                    WHERE g.rolname = 'croupier_head_instructor' AND r.rolname = session_user)
$$
"""


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute(SEES_EVERY_CLASS)
        op.execute("REVOKE ALL ON FUNCTION croupier_sees_every_class() FROM PUBLIC")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.execute("DROP POLICY IF EXISTS croupier_instructor_names ON class_instructors")
        op.execute("DROP POLICY IF EXISTS croupier_instructor_renames ON class_instructors")
        op.execute("DROP POLICY IF EXISTS croupier_instructor_unnames ON class_instructors")
        op.execute("DROP POLICY IF EXISTS croupier_instructor_reads ON class_instructors")
        op.execute("ALTER TABLE class_instructors DISABLE ROW LEVEL SECURITY")
        op.execute("DROP FUNCTION IF EXISTS croupier_sees_every_class()")
