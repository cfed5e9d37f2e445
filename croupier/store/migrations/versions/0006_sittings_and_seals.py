"""Results nobody can forge: trainees' passwords and sign-ins, sittings begun and closed by the
server, sittings granted again, the school's signing keys, sealed certificates and re-grading.

- ``trainee_logins``: a trainee's password hash (checked only by the server's functions, revision
  0007), whether it must be changed, and the wrong tries against the name;
- ``sign_ins``: the hash of each sign-in's token (a station's writes carry the token);
- ``exam_sittings``: a sitting with its seed and table, its practice session, when its station was
  last heard of, when it was closed and whether before the end; ``exam_results.sitting_id``;
- ``sitting_grants``: another sitting for one trainee;
- ``school_keys``, ``certificates``, ``result_checks``: the Ed25519 keys (the private one encrypted
  with the instructor's passphrase), the certificates as issued with their signatures, and what
  re-grading found.

The certificate codes stations wrote into ``exam_results.certificate`` before this revision stay
where they are and are never valid: nothing signed them.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision: str | None = "0005"
branch_labels: str | None = None
depends_on: str | None = None


def upgrade() -> None:
    op.create_table(
        "trainee_logins",
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("password_hash", sa.Text(), nullable=False),
        sa.Column("must_change", sa.Boolean(), server_default=sa.text("true"), nullable=False),
        sa.Column("failures", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.Column("locked_until", sa.DateTime(), nullable=True),
        sa.Column("changed_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["trainee_id"], ["trainees.id"], name="fk_trainee_logins_trainee_id_trainees"
        ),
        sa.PrimaryKeyConstraint("trainee_id", name="pk_trainee_logins"),
    )
    op.create_table(
        "sign_ins",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("station", sa.String(length=120), nullable=True),
        sa.Column("signed_in_at", sa.DateTime(), nullable=False),
        sa.Column("last_seen", sa.DateTime(), nullable=False),
        sa.Column("signed_out_at", sa.DateTime(), nullable=True),
        sa.ForeignKeyConstraint(["trainee_id"], ["trainees.id"], name="fk_sign_ins_trainee_id_trainees"),
        sa.PrimaryKeyConstraint("id", name="pk_sign_ins"),
        sa.UniqueConstraint("token_hash", name="uq_sign_ins_token_hash"),
    )
    op.create_index("ix_sign_ins_trainee_id", "sign_ins", ["trainee_id"])
    op.create_table(
        "exam_sittings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("session_id", sa.Integer(), nullable=False),
        sa.Column("exam_id", sa.Integer(), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("station", sa.String(length=120), nullable=True),
        sa.Column("seed", sa.Integer(), nullable=False),
        sa.Column("deal", sa.JSON(), nullable=True),
        sa.Column("started_at", sa.DateTime(), nullable=False),
        sa.Column("last_seen", sa.DateTime(), nullable=False),
        sa.Column("ended_at", sa.DateTime(), nullable=True),
        sa.Column("left_early", sa.Boolean(), server_default=sa.text("false"), nullable=False),
        sa.ForeignKeyConstraint(
            ["session_id"], ["practice_sessions.id"], name="fk_exam_sittings_session_id_practice_sessions"
        ),
        sa.ForeignKeyConstraint(["exam_id"], ["exams.id"], name="fk_exam_sittings_exam_id_exams"),
        sa.ForeignKeyConstraint(["trainee_id"], ["trainees.id"], name="fk_exam_sittings_trainee_id_trainees"),
        sa.PrimaryKeyConstraint("id", name="pk_exam_sittings"),
        sa.UniqueConstraint("session_id", name="uq_exam_sittings_session_id"),
    )
    op.create_index("ix_exam_sittings_exam_id", "exam_sittings", ["exam_id"])
    op.create_index("ix_exam_sittings_trainee_id", "exam_sittings", ["trainee_id"])
    op.create_table(
        "sitting_grants",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("exam_id", sa.Integer(), nullable=False),
        sa.Column("trainee_id", sa.Integer(), nullable=False),
        sa.Column("granted_at", sa.DateTime(), nullable=False),
        sa.Column("granted_by", sa.String(length=120), nullable=False),
        sa.ForeignKeyConstraint(["exam_id"], ["exams.id"], name="fk_sitting_grants_exam_id_exams"),
        sa.ForeignKeyConstraint(
            ["trainee_id"], ["trainees.id"], name="fk_sitting_grants_trainee_id_trainees"
        ),
        sa.PrimaryKeyConstraint("id", name="pk_sitting_grants"),
    )
    op.create_index("ix_sitting_grants_exam_id", "sitting_grants", ["exam_id"])
    op.create_index("ix_sitting_grants_trainee_id", "sitting_grants", ["trainee_id"])
    with op.batch_alter_table("exam_results") as batch:
        batch.add_column(sa.Column("sitting_id", sa.Integer(), nullable=True))
        batch.create_unique_constraint("uq_exam_results_sitting_id", ["sitting_id"])
        batch.create_foreign_key(
            "fk_exam_results_sitting_id_exam_sittings", "exam_sittings", ["sitting_id"], ["id"]
        )
    op.create_table(
        "school_keys",
        sa.Column("fingerprint", sa.String(length=64), nullable=False),
        sa.Column("public_key", sa.Text(), nullable=False),
        sa.Column("private_key", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("created_by", sa.String(length=120), nullable=False),
        sa.PrimaryKeyConstraint("fingerprint", name="pk_school_keys"),
    )
    op.create_table(
        "certificates",
        sa.Column("code", sa.String(length=16), nullable=False),
        sa.Column("result_id", sa.Integer(), nullable=False),
        sa.Column("payload", sa.Text(), nullable=False),
        sa.Column("signature", sa.Text(), nullable=False),
        sa.Column("key_fingerprint", sa.String(length=64), nullable=False),
        sa.Column("sealed_by", sa.String(length=120), nullable=False),
        sa.Column("sealed_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["result_id"], ["exam_results.id"], name="fk_certificates_result_id_exam_results"
        ),
        sa.ForeignKeyConstraint(
            ["key_fingerprint"],
            ["school_keys.fingerprint"],
            name="fk_certificates_key_fingerprint_school_keys",
        ),
        sa.PrimaryKeyConstraint("code", name="pk_certificates"),
        sa.UniqueConstraint("result_id", name="uq_certificates_result_id"),
    )
    op.create_table(
        "result_checks",
        sa.Column("result_id", sa.Integer(), nullable=False),
        sa.Column("verdict", sa.String(length=16), nullable=False),
        sa.Column("correct", sa.Integer(), nullable=False),
        sa.Column("problem", sa.String(length=16), nullable=True),
        sa.Column("number", sa.Integer(), nullable=True),
        sa.Column("checked_by", sa.String(length=120), nullable=False),
        sa.Column("checked_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["result_id"], ["exam_results.id"], name="fk_result_checks_result_id_exam_results"
        ),
        sa.PrimaryKeyConstraint("result_id", name="pk_result_checks"),
    )


def downgrade() -> None:
    op.drop_table("result_checks")
    op.drop_table("certificates")
    op.drop_table("school_keys")
    with op.batch_alter_table("exam_results") as batch:
        batch.drop_constraint("fk_exam_results_sitting_id_exam_sittings", type_="foreignkey")
        batch.drop_constraint("uq_exam_results_sitting_id", type_="unique")
        batch.drop_column("sitting_id")
    op.drop_index("ix_sitting_grants_trainee_id", table_name="sitting_grants")
    op.drop_index("ix_sitting_grants_exam_id", table_name="sitting_grants")
    op.drop_table("sitting_grants")
    op.drop_index("ix_exam_sittings_trainee_id", table_name="exam_sittings")
    op.drop_index("ix_exam_sittings_exam_id", table_name="exam_sittings")
    op.drop_table("exam_sittings")
    op.drop_index("ix_sign_ins_trainee_id", table_name="sign_ins")
    op.drop_table("sign_ins")
    op.drop_table("trainee_logins")
