"""The ORM tables (SQLAlchemy 2, typed). The migrations in ``migrations/versions`` build the same schema.

Here are the trainees and what they do (sessions, answers, assignments, exams and their results,
lessons, paces, the live class, practicals) and the settings; the school database's own tables
(sign-ins, sittings, seals, the audit trail, classes) are in ``school_models`` and what every table
is built on in ``model_base``, both passed on from here, so that importing this module brings every
table onto ``Base.metadata``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from croupier.store import records
from croupier.store.model_base import NAMING_CONVENTION, Base, UTCDateTime, utc_now
from croupier.store.school_models import (
    AuditRow,
    CertificateRow,
    ClassInstructorRow,
    ClassRow,
    ClassRubricRow,
    ExamSittingRow,
    ResultCheckRow,
    SchoolKeyRow,
    SignInRow,
    SittingGrantRow,
    TraineeLoginRow,
)

__all__ = [
    "NAMING_CONVENTION",
    "AssignmentRow",
    "AttemptRow",
    "AuditRow",
    "Base",
    "CertificateRow",
    "ClassInstructorRow",
    "ClassRow",
    "ClassRubricRow",
    "ExamResultRow",
    "ExamRow",
    "ExamSittingRow",
    "HandPaceRow",
    "LessonResultRow",
    "LiveAnswerRow",
    "LiveQuestionRow",
    "LiveRoundRow",
    "PracticalHandRow",
    "PracticalMarkRow",
    "PracticalSittingRow",
    "PracticeSessionRow",
    "ResultCheckRow",
    "SchoolKeyRow",
    "SecretRow",
    "SessionEndRow",
    "SettingRow",
    "SignInRow",
    "SittingGrantRow",
    "TraineeLoginRow",
    "TraineeRow",
    "UTCDateTime",
    "postgresql_options",
    "session_record",
    "utc_now",
]


# Added by revision 0003: one active trainee per name, compared as ``str.casefold`` compares (only
# among trainees not archived). SQLAlchemy imports a dialect to check the options named for it: the
# PostgreSQL one is given by ``postgresql_options`` when a PostgreSQL engine is made, so that this
# computer's file does not import the PostgreSQL dialect's package (about 20 ms) for it.
_ACTIVE_NAME = Index(
    "uq_trainees_active_name_key", "name_key", unique=True, sqlite_where=text("archived_at IS NULL")
)


def postgresql_options() -> None:
    """The tables' options for PostgreSQL (the partial index above), given before a PostgreSQL
    database is worked with (``croupier.store.database.create_store_engine``, the migrations)."""
    _ACTIVE_NAME.dialect_kwargs["postgresql_where"] = _ACTIVE_NAME.dialect_kwargs["sqlite_where"]


class TraineeRow(Base):
    __tablename__ = "trainees"
    __table_args__ = (_ACTIVE_NAME,)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    # Added by revision 0003: the name folded for comparison (``name_key(name)``), kept by the app.
    name_key: Mapped[str] = mapped_column(String(120))
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    archived_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    # Added by revision 0008: the trainee's stable identity, which a station's writes name.
    uuid: Mapped[str] = mapped_column(String(32), unique=True)
    # Added by revision 0012: the class the trainee belongs to now (None: none yet).
    class_id: Mapped[int | None] = mapped_column(ForeignKey("classes.id"), nullable=True, index=True)

    def record(self) -> records.Trainee:
        return records.Trainee(
            self.id, self.name, self.created_at, self.archived_at, self.uuid, self.class_id
        )


class PracticeSessionRow(Base):
    """A quiz run, a walkthrough hand or an exam sitting. Written once when it starts; its end is a
    row of :class:`SessionEndRow` (stations may insert, never update)."""

    __tablename__ = "practice_sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # Added by revision 0003: made by the station that ran it, so that an upload is idempotent.
    uuid: Mapped[str] = mapped_column(String(32), unique=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    mode: Mapped[str] = mapped_column(String(32))
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # Added by revision 0002: which training station the session ran on.
    station: Mapped[str | None] = mapped_column(String(120), nullable=True)
    # Added by revision 0003: quiz, walkthrough, exam or live; the game; the exam or assignment taken.
    activity: Mapped[str | None] = mapped_column(String(16), nullable=True)
    variant: Mapped[str | None] = mapped_column(String(16), nullable=True)
    exam_id: Mapped[int | None] = mapped_column(ForeignKey("exams.id"), nullable=True, index=True)
    assignment_id: Mapped[int | None] = mapped_column(ForeignKey("assignments.id"), nullable=True)


def session_record(row: PracticeSessionRow, end: SessionEndRow | None) -> records.PracticeSession:
    return records.PracticeSession(
        id=row.id,
        trainee_id=row.trainee_id,
        mode=row.mode,
        started_at=row.started_at,
        ended_at=None if end is None else end.ended_at,
        station=row.station,
        uuid=row.uuid,
        activity=row.activity,
        variant=row.variant,
        exam_id=row.exam_id,
        assignment_id=row.assignment_id,
        abandoned=False if end is None else end.abandoned,
    )


class SessionEndRow(Base):
    """When a session ended (added by revision 0003, which moved ``practice_sessions.ended_at`` here)."""

    __tablename__ = "session_ends"

    session_id: Mapped[int] = mapped_column(ForeignKey("practice_sessions.id"), primary_key=True)
    ended_at: Mapped[datetime] = mapped_column(UTCDateTime)
    abandoned: Mapped[bool] = mapped_column(Boolean, server_default=text("false"))


class AttemptRow(Base):
    __tablename__ = "attempts"
    __table_args__ = (
        # Added by revision 0002: the adaptive drills ask for one trainee's recent attempts at a skill.
        Index("ix_attempts_trainee_skill_answered", "trainee_id", "skill", "answered_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # Added by revision 0003: made by the station that recorded it, so that an upload is idempotent.
    uuid: Mapped[str] = mapped_column(String(32), unique=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    session_id: Mapped[int | None] = mapped_column(
        ForeignKey("practice_sessions.id"), nullable=True, index=True
    )
    skill: Mapped[str] = mapped_column(String(64))
    question: Mapped[str] = mapped_column(Text)
    answer: Mapped[str] = mapped_column(Text)
    correct: Mapped[bool] = mapped_column(Boolean)
    # None (revision 0013): not timed (answers read from a pipe); never counted in medians.
    seconds: Mapped[float | None] = mapped_column(Float, nullable=True)
    mode: Mapped[str] = mapped_column(String(32))
    answered_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # Added by revision 0003: the question, the answer and the right answer in words, as shown
    # ({"lang", "question", "answer", "expected"}); None for older answers.
    words: Mapped[dict[str, str] | None] = mapped_column(JSON, nullable=True)

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
            uuid=self.uuid,
            words=self.words,
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
    # Added by revision 0013: the class it is for (None: every class, or the one trainee's).
    class_id: Mapped[int | None] = mapped_column(ForeignKey("classes.id"), nullable=True)

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
            class_id=self.class_id,
        )


class ExamRow(Base):
    __tablename__ = "exams"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    skills: Mapped[list[str]] = mapped_column(JSON)
    questions: Mapped[int] = mapped_column(Integer)
    pass_mark: Mapped[float] = mapped_column(Float)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # Added by revision 0003: the games dealt (None: all three), a time limit for the whole exam,
    # and how many sittings each trainee has.
    variants: Mapped[list[str] | None] = mapped_column(JSON, nullable=True)
    time_limit: Mapped[int | None] = mapped_column(Integer, nullable=True)  # seconds
    sittings: Mapped[int] = mapped_column(Integer, server_default=text("1"))
    # Added by revision 0011: the schedule, and a withdrawal.
    opens_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    closes_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    withdrawn_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    # Added by revision 0012: the class it is for (None: every class).
    class_id: Mapped[int | None] = mapped_column(ForeignKey("classes.id"), nullable=True)

    def record(self) -> records.Exam:
        return records.Exam(
            self.id,
            self.name,
            tuple(self.skills),
            self.questions,
            self.pass_mark,
            self.created_at,
            variants=tuple(self.variants) if self.variants else None,
            time_limit=self.time_limit,
            sittings=self.sittings,
            opens_at=self.opens_at,
            closes_at=self.closes_at,
            withdrawn_at=self.withdrawn_at,
            class_id=self.class_id,
        )


class ExamResultRow(Base):
    __tablename__ = "exam_results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    # Added by revision 0003: made by the station, so that an upload is idempotent.
    uuid: Mapped[str] = mapped_column(String(32), unique=True)
    exam_id: Mapped[int] = mapped_column(ForeignKey("exams.id"), index=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    session_id: Mapped[int | None] = mapped_column(ForeignKey("practice_sessions.id"), nullable=True)
    correct: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    passed: Mapped[bool] = mapped_column(Boolean)
    taken_at: Mapped[datetime] = mapped_column(UTCDateTime)
    # Added by revision 0003: the time taken, a sitting left before the end, the score per skill
    # ([{"skill", "asked", "correct"}]) and the certificate's verification code for a pass.
    seconds: Mapped[float | None] = mapped_column(Float, nullable=True)
    abandoned: Mapped[bool] = mapped_column(Boolean, server_default=text("false"))
    breakdown: Mapped[list[dict[str, object]] | None] = mapped_column(JSON, nullable=True)
    # The code a station made up before revision 0006; never signed, so never valid now. A
    # certificate is a row of ``certificates``, sealed by the instructor's side.
    certificate: Mapped[str | None] = mapped_column(String(16), unique=True, nullable=True)
    # Added by revision 0006: the sitting this result closed (None for results from before).
    sitting_id: Mapped[int | None] = mapped_column(ForeignKey("exam_sittings.id"), nullable=True, unique=True)

    def record(self, certificate: str | None = None) -> records.ExamResult:
        return records.ExamResult(
            id=self.id,
            exam_id=self.exam_id,
            trainee_id=self.trainee_id,
            correct=self.correct,
            total=self.total,
            passed=self.passed,
            taken_at=self.taken_at,
            session_id=self.session_id,
            uuid=self.uuid,
            seconds=self.seconds,
            abandoned=self.abandoned,
            breakdown=tuple(
                records.SkillScore(str(item["skill"]), int(str(item["asked"])), int(str(item["correct"])))
                for item in self.breakdown or ()
            ),
            certificate=certificate,
            sitting_id=self.sitting_id,
        )


class LessonResultRow(Base):
    """A lesson of the course checked (added by revision 0004)."""

    __tablename__ = "lesson_results"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uuid: Mapped[str] = mapped_column(String(32), unique=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    session_id: Mapped[int | None] = mapped_column(ForeignKey("practice_sessions.id"), nullable=True)
    variant: Mapped[str] = mapped_column(String(16))
    lesson: Mapped[str] = mapped_column(String(64))
    correct: Mapped[int] = mapped_column(Integer)
    total: Mapped[int] = mapped_column(Integer)
    passed: Mapped[bool] = mapped_column(Boolean)
    taken_at: Mapped[datetime] = mapped_column(UTCDateTime)

    def record(self) -> records.LessonResult:
        return records.LessonResult(
            trainee_id=self.trainee_id,
            variant=self.variant,
            lesson=self.lesson,
            correct=self.correct,
            total=self.total,
            passed=self.passed,
            taken_at=self.taken_at,
            uuid=self.uuid,
            id=self.id,
        )


class HandPaceRow(Base):
    """A Table-ready hand timed (added by revision 0005)."""

    __tablename__ = "hand_paces"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uuid: Mapped[str] = mapped_column(String(32), unique=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    session_id: Mapped[int | None] = mapped_column(ForeignKey("practice_sessions.id"), nullable=True)
    variant: Mapped[str] = mapped_column(String(16))
    players: Mapped[int] = mapped_column(Integer)
    seconds: Mapped[float] = mapped_column(Float)
    duties: Mapped[int] = mapped_column(Integer)
    duty_seconds: Mapped[float] = mapped_column(Float)
    target: Mapped[float] = mapped_column(Float)
    taken_at: Mapped[datetime] = mapped_column(UTCDateTime)

    def record(self) -> records.HandPace:
        return records.HandPace(
            trainee_id=self.trainee_id,
            variant=self.variant,
            players=self.players,
            seconds=self.seconds,
            duties=self.duties,
            duty_seconds=self.duty_seconds,
            target=self.target,
            taken_at=self.taken_at,
            uuid=self.uuid,
            id=self.id,
        )


class SettingRow(Base):
    """School-wide settings every station may read: the school's name, whether trainees may add
    themselves, the instructor's name (written by the instructor only)."""

    __tablename__ = "settings"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class SecretRow(Base):
    """What stations may not read on a school server: the PIN hash of a single-machine install and
    its lockout (added by revision 0003, which moved the PIN out of ``settings``)."""

    __tablename__ = "secrets"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class LiveRoundRow(Base):
    """A live class round the instructor runs from the projector (added by revision 0003)."""

    __tablename__ = "live_rounds"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    title: Mapped[str] = mapped_column(String(200))
    started_at: Mapped[datetime] = mapped_column(UTCDateTime)
    ended_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)
    # Added by revision 0013: the class whose stations it is for (None: every class).
    class_id: Mapped[int | None] = mapped_column(ForeignKey("classes.id"), nullable=True)


class LiveQuestionRow(Base):
    """One question of a live round: what every station shows (``payload``, see ``store.live``)."""

    __tablename__ = "live_questions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("live_rounds.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    asked_at: Mapped[datetime] = mapped_column(UTCDateTime)
    revealed_at: Mapped[datetime | None] = mapped_column(UTCDateTime, nullable=True)


class LiveAnswerRow(Base):
    """A station's answer to a live question: one per trainee and question."""

    __tablename__ = "live_answers"
    __table_args__ = (UniqueConstraint("question_id", "trainee_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uuid: Mapped[str] = mapped_column(String(32), unique=True)
    question_id: Mapped[int] = mapped_column(ForeignKey("live_questions.id"), index=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"))
    answer: Mapped[str] = mapped_column(Text)
    choice: Mapped[str] = mapped_column(String(200))
    correct: Mapped[bool] = mapped_column(Boolean)
    seconds: Mapped[float] = mapped_column(Float)
    answered_at: Mapped[datetime] = mapped_column(UTCDateTime)


class PracticalSittingRow(Base):
    """A practical exam at a real table, scored by an instructor (added by revision 0009)."""

    __tablename__ = "practical_sittings"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    uuid: Mapped[str] = mapped_column(String(32), unique=True)
    trainee_id: Mapped[int] = mapped_column(ForeignKey("trainees.id"), index=True)
    variant: Mapped[str] = mapped_column(String(16))
    players: Mapped[int] = mapped_column(Integer)
    stakes: Mapped[str] = mapped_column(String(64))
    hands: Mapped[int] = mapped_column(Integer)
    rubric: Mapped[str] = mapped_column(Text)
    instructor: Mapped[str] = mapped_column(String(200))
    score: Mapped[float] = mapped_column(Float)
    passed: Mapped[bool] = mapped_column(Boolean)
    groups: Mapped[dict[str, Any]] = mapped_column(JSON)
    taken_at: Mapped[datetime] = mapped_column(UTCDateTime)


class PracticalHandRow(Base):
    """One hand of a practical: its time, target, score, and the hand as typed (PHH) if it was."""

    __tablename__ = "practical_hands"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    sitting_id: Mapped[int] = mapped_column(ForeignKey("practical_sittings.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    seconds: Mapped[float] = mapped_column(Float)
    target_seconds: Mapped[float] = mapped_column(Float)
    score: Mapped[float] = mapped_column(Float)
    failed: Mapped[bool] = mapped_column(Boolean)
    history: Mapped[str | None] = mapped_column(Text, nullable=True)


class PracticalMarkRow(Base):
    """One duty marked in a practical hand: right or wrong, the reason and its rule, critical or not,
    when, and whether the engine disputed it."""

    __tablename__ = "practical_marks"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    hand_id: Mapped[int] = mapped_column(ForeignKey("practical_hands.id"), index=True)
    duty: Mapped[str] = mapped_column(String(32))
    duty_group: Mapped[str] = mapped_column(String(32))
    right: Mapped[bool] = mapped_column(Boolean)
    reason: Mapped[str | None] = mapped_column(String(40), nullable=True)
    rule: Mapped[str | None] = mapped_column(String(16), nullable=True)
    critical: Mapped[str | None] = mapped_column(String(32), nullable=True)
    seconds: Mapped[float] = mapped_column(Float)
    disputed: Mapped[bool] = mapped_column(Boolean)
