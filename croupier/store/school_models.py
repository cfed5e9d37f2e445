"""The school database's own ORM tables: trainees' passwords and sign-ins, exam sittings and the
sittings granted, the keys certificates are sealed with, the certificates and the results checked,
the audit trail, and the classes with their rubrics and instructors.

Import them through ``croupier.store.models``, which has them with every other table on one
``Base.metadata`` (the migrations in ``migrations/versions`` build the same schema).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Integer, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from croupier.store.model_base import Base, UTCDateTime

__all__ = [
    "AuditRow",
    "CertificateRow",
    "ClassInstructorRow",
    "ClassRow",
    "ClassRubricRow",
    "ExamSittingRow",
    "ResultCheckRow",
    "SchoolKeyRow",
    "SignInRow",
    "SittingGrantRow",
    "TraineeLoginRow",
]


class TraineeLoginRow(Base):
    """A trainee's password on a school database (added by revision 0006): its hash (pgcrypto's
    ``crypt`` with bcrypt), whether the trainee must choose their own at the next sign-in, and the
    wrong tries counted against a locked name. Only the server's own functions read it."""

    __tablename__ = "trainee_logins"

    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), primary_key=True)
    password_hash: Mapped[str] = mapped_column(Text)
    must_change: Mapped[bool] = mapped_column(Boolean, server_default=text("true"))
    failures: Mapped[int] = mapped_column(Integer, server_default=text("0"))
    locked_until: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    changed_at: Mapped[datetime] = mapped_column(UTCDateTime)


class SignInRow(Base):
    """A trainee signed in at a station (added by revision 0006): the SHA-256 of the token the
    server gave the station, which every write of that sign-in carries until it is signed out."""

    __tablename__ = "sign_ins"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    station: Mapped[str | None] = mapped_column(String(120), nullable=True)
    signed_in_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_seen: Mapped[datetime] = mapped_column(UTCDateTime)
    signed_out_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)


class ExamSittingRow(Base):
    """A sitting of an exam (added by revision 0006), begun by the server: the seed its questions
    are dealt from and the table they are dealt at, the practice session its answers go to, when
    the station was last heard of, and when (and whether before the end) it was closed."""

    __tablename__ = "exam_sittings"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[int] = mapped_column(ForeignKey("practice_sessions.id"), unique=True)
    exam_id: Mapped[int] = mapped_column(ForeignKey("exams.id"), index=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    station: Mapped[str | None] = mapped_column(String(120), nullable=True)
    seed: Mapped[int] = mapped_column(Integer)
    deal: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    last_seen: Mapped[datetime] = mapped_column(UTCDateTime)
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    left_early: Mapped[bool] = mapped_column(Boolean, server_default=text("false"))


class SittingGrantRow(Base):
    """Another sitting of an exam granted to one trainee by an instructor (added by revision 0006)."""

    __tablename__ = "sitting_grants"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    exam_id: Mapped[int] = mapped_column(ForeignKey("exams.id"), index=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    granted_at: Mapped[datetime] = mapped_column(UTCDateTime)
    granted_by: Mapped[str] = mapped_column(String(120))
    reason: Mapped[str | None] = mapped_column(Text, nullable=True)  # added by revision 0011


class SchoolKeyRow(Base):
    """A key the school seals certificates with (added by revision 0006): the public key, and the
    private key encrypted with the instructor's passphrase (stations may not read that column)."""

    __tablename__ = "school_keys"

    fingerprint: Mapped[str] = mapped_column(String(64), primary_key=True)
    public_key: Mapped[str] = mapped_column(Text)
    private_key: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    created_by: Mapped[str] = mapped_column(String(120))


class CertificateRow(Base):
    """A sealed certificate (added by revision 0006): the payload as issued (canonical JSON), its
    Ed25519 signature and the key that made it, and who sealed it when."""

    __tablename__ = "certificates"

    code: Mapped[str] = mapped_column(String(16), primary_key=True)
    result_id: Mapped[int] = mapped_column(ForeignKey("exam_results.id"), unique=True)
    payload: Mapped[str] = mapped_column(Text)
    signature: Mapped[str] = mapped_column(Text)
    key_fingerprint: Mapped[str] = mapped_column(ForeignKey("school_keys.fingerprint"))
    sealed_by: Mapped[str] = mapped_column(String(120))
    sealed_at: Mapped[datetime] = mapped_column(UTCDateTime)


class ResultCheckRow(Base):
    """A result re-graded by the instructor's side (added by revision 0006): sealed, or rejected
    with the reason (``croupier.drills.regrade.PROBLEMS``)."""

    __tablename__ = "result_checks"

    result_id: Mapped[int] = mapped_column(ForeignKey("exam_results.id"), primary_key=True)
    verdict: Mapped[str] = mapped_column(String(16))
    correct: Mapped[int] = mapped_column(Integer)
    problem: Mapped[str | None] = mapped_column(String(16), nullable=True)
    number: Mapped[int | None] = mapped_column(Integer, nullable=True)
    checked_by: Mapped[str] = mapped_column(String(120))
    checked_at: Mapped[datetime] = mapped_column(UTCDateTime)


class AuditRow(Base):
    """One line of a school's audit trail (added by revision 0011), written by the database's own
    triggers: who (the login) did what to which row, when, from which station and address."""

    __tablename__ = "audit_log"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    at: Mapped[datetime] = mapped_column(UTCDateTime, index=True)
    login: Mapped[str] = mapped_column(String(120))
    station: Mapped[str | None] = mapped_column(String(120), nullable=True)
    address: Mapped[str | None] = mapped_column(String(64), nullable=True)
    action: Mapped[str] = mapped_column(String(16))
    subject: Mapped[str] = mapped_column(String(40))
    subject_id: Mapped[str | None] = mapped_column(String(64), nullable=True)
    detail: Mapped[Any] = mapped_column(JSON, nullable=True)


class ClassRow(Base):
    """A class of the school (added by revision 0012): its name and term, and its own pace target."""

    __tablename__ = "classes"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(120), unique=True)
    term: Mapped[str | None] = mapped_column(String(120), nullable=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # The class's own dealer pace target, hands an hour at 8 players (revision 0015); None: the school's.
    pace_target: Mapped[int | None] = mapped_column(Integer, nullable=True)


class ClassRubricRow(Base):
    """A class's own rubric for the practical exam, as JSON (added by revision 0014): who set it, when."""

    __tablename__ = "class_rubrics"

    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id"), primary_key=True)
    rubric: Mapped[str] = mapped_column(Text)
    changed_at: Mapped[datetime] = mapped_column(UTCDateTime)
    changed_by: Mapped[str] = mapped_column(String(63))


class ClassInstructorRow(Base):
    """An instructor's login that teaches a class (added by revision 0012)."""

    __tablename__ = "class_instructors"

    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id"), primary_key=True)
    login: Mapped[str] = mapped_column(String(63), primary_key=True)
