"""Frozen records the store hands out: plain values, detached from any database session."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answered question. ``answered_at`` is timezone-aware UTC."""

    id: int
    trainee_id: int
    skill: str
    question: str
    answer: str
    correct: bool
    seconds: float
    mode: str
    answered_at: datetime
    session_id: int | None = None


@dataclass(frozen=True, slots=True)
class Trainee:
    id: int
    name: str
    created_at: datetime
    archived_at: datetime | None = None

    @property
    def archived(self) -> bool:
        return self.archived_at is not None


@dataclass(frozen=True, slots=True)
class PracticeSession:
    id: int
    trainee_id: int
    mode: str
    started_at: datetime
    ended_at: datetime | None = None
    station: str | None = None


@dataclass(frozen=True, slots=True)
class Assignment:
    """A drill set given to one trainee, or to the whole class when ``trainee_id`` is None."""

    id: int
    drill_set: str
    skills: tuple[str, ...]
    questions: int
    trainee_id: int | None
    created_at: datetime
    due_at: datetime | None = None
    note: str = ""
    archived_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class AssignmentProgress:
    """How far a trainee is with an assignment: attempts at its skills since it was given."""

    assignment: Assignment
    trainee_id: int
    answered: int
    correct: int

    @property
    def done(self) -> bool:
        return self.answered >= self.assignment.questions


@dataclass(frozen=True, slots=True)
class Exam:
    """An exam over some skills; passed when the share of correct answers reaches ``pass_mark``."""

    id: int
    name: str
    skills: tuple[str, ...]
    questions: int
    pass_mark: float
    created_at: datetime


@dataclass(frozen=True, slots=True)
class ExamResult:
    id: int
    exam_id: int
    trainee_id: int
    correct: int
    total: int
    passed: bool
    taken_at: datetime
    session_id: int | None = None

    @property
    def score(self) -> float:
        return self.correct / self.total if self.total else 0.0


@dataclass(frozen=True, slots=True)
class SkillStats:
    """Accuracy and median answer time of one trainee at one skill."""

    trainee_id: int
    trainee_name: str
    skill: str
    attempts: int
    correct: int
    median_seconds: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


@dataclass(frozen=True, slots=True)
class TrendPoint:
    """Accuracy and median time over one practice session (``key`` its id) or one local day (ISO date)."""

    key: str
    start: datetime
    attempts: int
    correct: int
    median_seconds: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.attempts if self.attempts else 0.0


class StoreKind(StrEnum):
    LOCAL = "local"
    SCHOOL = "school"
    FALLBACK = "fallback"


@dataclass(frozen=True, slots=True)
class StoreStatus:
    """Where answers go, and a sentence for the user when that is not where they were meant to go."""

    kind: StoreKind
    location: str
    notice: str | None = None
