"""Who is in the live room: ``croupier_signed_in()`` (instructors) lists the trainees signed in at a
station now (a sign-in not ended, begun or last heard of within 12 hours), with the station's name,
so that the instructor's Live tab can say who has answered and who not yet. Sign-ins themselves
stay private (no instructor reads their token hashes); PostgreSQL only.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-06
"""

from __future__ import annotations

from alembic import op

revision = "0010"
down_revision: str | None = "0009"
branch_labels: str | None = None
depends_on: str | None = None

SIGNED_IN = """
CREATE OR REPLACE FUNCTION croupier_signed_in()
RETURNS TABLE (trainee_id integer, station text, signed_in_at timestamp)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
    SELECT DISTINCT ON (s.trainee_id) s.trainee_id, s.station::text, s.signed_in_at
      FROM sign_ins s
     WHERE s.signed_out_at IS NULL
       AND greatest(s.signed_in_at, s.last_seen) > (now() AT TIME ZONE 'UTC') - interval '12 hours'
     ORDER BY s.trainee_id, s.signed_in_at DESC
$$
"""


def upgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute(SIGNED_IN)
    op.execute("REVOKE ALL ON FUNCTION croupier_signed_in() FROM PUBLIC")


def downgrade() -> None:
    if op.get_bind().dialect.name != "postgresql":
        return
    op.execute("DROP FUNCTION IF EXISTS croupier_signed_in()")
