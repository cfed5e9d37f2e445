"""The ORM tables (SQLAlchemy 2, typed). The migrations in ``migrations/versions`` build the same schema."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

from croupier.store import records

NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_name)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def utc_now() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """Stored as naive UTC on every backend, handed out timezone-aware, so SQLite and PostgreSQL agree."""

    impl = DateTime(timezone=False)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError(f"naive datetime {value!r}: the store needs timezone-aware times")
        return value.astimezone(UTC).replace(tzinfo=None)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        assert isinstance(value, datetime)
        return value.replace(tzinfo=UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class TraineeRow(Base):
    __tablename__ = "trainees"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    archived_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)

    def record(self) -> records.Trainee:
        return records.Trainee(self.id, self.name, self.created_at, self.archived_at)


class PracticeSessionRow(Base):
    __tablename__ = "practice_sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    mode: Mapped[str] = mapped_column(String(32))
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    # Added by revision 0002: which training station the session ran on.
    station: Mapped[str | None] = mapped_column(String(120), nullable=True)

    def record(self) -> records.PracticeSession:
        return records.PracticeSession(
            self.id, self.trainee_id, self.mode, self.started_at, self.ended_at, self.station
        )


class AttemptRow(Base):
    __tablename__ = "attempts"
    __table_args__ = (
        # Added by revision 0002: the adaptive drills ask for one trainee's recent attempts at a skill.
        Index("ix_attempts_trainee_skill_answered", "trainee_id", "skill", "answered_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    session_id: Mapped[int | None] = mapped_column(ForeignKey("practice_sessions.id"), nullable=True)
    skill: Mapped[str] = mapped_column(String(64))
    question: Mapped[str] = mapped_column(Text)
    answer: Mapped[str] = mapped_column(Text)
    correct: Mapped[bool] = mapped_column(Boolean)
    seconds: Mapped[float] = mapped_column(Float)
    mode: Mapped[str] = mapped_column(String(32))
    answered_at: Mapped[datetime] = mapped_column(UTCDateTime)

    def record(self) -> records.Attempt:
        return records.Attempt(
            id=self.id,
            trainee_id=self.trainee_id,
            skill=self.skill,
            question=self.question,
            answer=self.answer,
            correct=self.correct,
            seconds=self.seconds,
            mode=self.mode,
            answered_at=self.answered_at,
            session_id=self.session_id,
        )


class AssignmentRow(Base):
    __tablename__ = "assignments"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    drill_set: Mapped[str] = mapped_column(String(120))
    skills: Mapped[list[str]] = mapped_column(JSON)
    questions: Mapped[int] = mapped_column(Integer)
    # None: the whole class.
    trainee_id: Mapped[int | None] = mapped_column(ForeignKey("trainees.id"), nullable=True, index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    due_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    note: Mapped[str] = mapped_column(Text)
    archived_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)

    def record(self) -> records.Assignment:
        return records.Assignment(
            id=self.id,
            drill_set=self.drill_set,
            skills=tuple(self.skills),
            questions=self.questions,
            trainee_id=self.trainee_id,
            created_at=self.created_at,
            due_at=self.due_at,
            note=self.note,
            archived_at=self.archived_at,
        )


class ExamRow(Base):
    __tablename__ = "exams"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    skills: Mapped[list[str]] = mapped_column(JSON)
    questions: Mapped[int] = mapped_column(Integer)
    pass_mark: Mapped[float] = mapped_column(Float)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)

    def record(self) -> records.Exam:
        return records.Exam(
            self.id, self.name, tuple(self.skills), self.questions, self.pass_mark, self.created_at
        )


class ExamResultRow(Base):
    __tablename__ = "exam_results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    exam_id: Mapped[int] = mapped_column(ForeignKey("exams.id"), index=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    session_id: Mapped[int | None] = mapped_column(ForeignKey("practice_sessions.id"), nullable=True)
    correct: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    passed: Mapped[bool] = mapped_column(Boolean)
    taken_at: Mapped[datetime] = mapped_column(UTCDateTime)

    def record(self) -> records.ExamResult:
        return records.ExamResult(
            id=self.id,
            exam_id=self.exam_id,
            trainee_id=self.trainee_id,
            correct=self.correct,
            total=self.total,
            passed=self.passed,
            taken_at=self.taken_at,
            session_id=self.session_id,
        )


class SettingRow(Base):
    """School-wide settings kept with the data, such as the instructor's PIN hash."""

    __tablename__ = "settings"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)
