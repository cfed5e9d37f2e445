"""Frozen records the store hands out: plain values, detached from any database session."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from croupier.store.errors import InvalidRecordError


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answered question. ``answered_at`` is timezone-aware UTC."""

    id: int
    trainee_id: int
    skill: str
    question: str
    answer: str
    correct: bool
    #: None: not timed (answers read from a pipe); left out of medians and pace.
    seconds: float | None
    mode: str
    answered_at: datetime
    session_id: int | None = None
    uuid: str = ""
    #: The question, the answer and the right answer in words as shown ({"lang", "question",
    #: "answer", "expected"}); None for answers recorded before revision 0003.
    words: dict[str, str] | None = None


@dataclass(frozen=True, slots=True)
class Trainee:
    id: int
    name: str
    created_at: datetime
    archived_at: datetime | None = None
    #: The trainee's stable identity (revision 0008): what a station's writes name, since another
    #: school's roster may give the same ``id`` to someone else. Empty where it is not known.
    uuid: str = ""
    #: The class the trainee belongs to now (revision 0012; None: none).
    class_id: int | None = None

    @property
    def archived(self) -> bool:
        return self.archived_at is not None


class Activity(StrEnum):
    """What a practice session was."""

    QUIZ = "quiz"
    WALKTHROUGH = "walkthrough"
    EXAM = "exam"
    LIVE = "live"


@dataclass(frozen=True, slots=True)
class PracticeSession:
    """A quiz run, a walkthrough hand, an exam sitting or a live round, with its end once recorded."""

    id: int
    trainee_id: int
    mode: str
    started_at: datetime
    ended_at: datetime | None = None
    station: str | None = None
    uuid: str = ""
    activity: str | None = None
    variant: str | None = None
    exam_id: int | None = None
    assignment_id: int | None = None
    abandoned: bool = False


@dataclass(frozen=True, slots=True)
class Assignment:
    """A drill set given to one trainee, to one class (``class_id``), or to every trainee when both
    are None."""

    id: int
    drill_set: str
    skills: tuple[str, ...]
    questions: int
    trainee_id: int | None
    created_at: datetime
    due_at: datetime | None = None
    note: str = ""
    archived_at: datetime | None = None
    #: The class it is for (revision 0013; None: every class, unless ``trainee_id`` names one trainee).
    class_id: int | None = None


@dataclass(frozen=True, slots=True)
class AssignmentProgress:
    """How far a trainee is with an assignment: the answers given in its own sessions."""

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
    #: The games dealt (PHH codes); None: all three.
    variants: tuple[str, ...] | None = None
    #: Seconds for the whole exam; None: no limit.
    time_limit: int | None = None
    #: How many times each trainee may sit it.
    sittings: int = 1
    #: When it may be begun (revision 0011): from ``opens_at``, before ``closes_at`` (None: no bound).
    opens_at: datetime | None = None
    closes_at: datetime | None = None
    #: When an instructor withdrew it (None: it stands).
    withdrawn_at: datetime | None = None
    #: The class it is for (revision 0012; None: every class).
    class_id: int | None = None

    def is_open(self, now: datetime) -> bool:
        """Whether a sitting may begin at ``now`` (the schedule only; sittings left are not asked)."""
        if self.withdrawn_at is not None:
            return False
        if self.opens_at is not None and now < self.opens_at:
            return False
        return self.closes_at is None or now < self.closes_at


@dataclass(frozen=True, slots=True)
class SkillScore:
    """One skill's share of an exam: questions asked and answered right."""

    skill: str
    asked: int
    correct: int


@dataclass(frozen=True, slots=True)
class LessonResult:
    """A lesson of the course checked: ``correct`` of ``total`` (questions, or the duties of a guided
    hand) in ``variant``'s course; ``passed`` at the course's pass mark."""

    trainee_id: int
    variant: str
    lesson: str
    correct: int
    total: int
    passed: bool
    taken_at: datetime
    uuid: str = ""
    id: int = 0


@dataclass(frozen=True, slots=True)
class HandPace:
    """A Table-ready hand timed (see ``croupier.store.writes.HandPaced``)."""

    trainee_id: int
    variant: str
    players: int
    seconds: float
    duties: int
    duty_seconds: float
    target: float
    taken_at: datetime
    uuid: str = ""
    id: int = 0


@dataclass(frozen=True, slots=True)
class ExamResult:
    """A finished (or abandoned) sitting of an exam; ``certificate`` is the code of its sealed
    certificate (None until the instructor's side has re-graded and sealed a pass)."""

    id: int
    exam_id: int
    trainee_id: int
    correct: int
    total: int
    passed: bool
    taken_at: datetime
    session_id: int | None = None
    uuid: str = ""
    seconds: float | None = None
    abandoned: bool = False
    breakdown: tuple[SkillScore, ...] = ()
    certificate: str | None = None
    sitting_id: int | None = None

    @property
    def score(self) -> float:
        return self.correct / self.total if self.total else 0.0


class SittingState(StrEnum):
    """Where a sitting stands, one word each everywhere (window, CSV, PDF)."""

    OPEN = "open"  # under way at a station that is still heard from
    FINISHED = "finished"  # answered to the end (or to the time limit)
    LEFT = "left early"  # given up by the trainee
    INTERRUPTED = "interrupted"  # its station stopped being heard from mid-sitting (a crash)


@dataclass(frozen=True, slots=True)
class Sitting:
    """A sitting of an exam as the school keeps it: begun by the server (its ``seed``), its
    station, its state, and its result once closed (``result``) with the check of that result
    (``check``: ``sealed`` or ``rejected``; None while it waits)."""

    id: int
    exam_id: int
    trainee_id: int
    session_id: int
    station: str | None
    seed: int
    started_at: datetime
    last_seen: datetime
    state: SittingState
    ended_at: datetime | None = None
    result: ExamResult | None = None
    check: str | None = None
    problem: str | None = None
    number: int | None = None

    @property
    def counts(self) -> bool:
        """Does the sitting's score count (in averages and pass rates)? Finished sittings only."""
        return self.state is SittingState.FINISHED and self.result is not None


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

    @staticmethod
    def of_rows(rows: Iterable[Sequence[Any]]) -> list[SkillStats]:
        """The stats of grouped rows (trainee id, name, skill, answers, right answers, median time:
        anything after is left), sorted as the views list them: by name, id and skill."""
        stats = [
            SkillStats(int(tid), str(name), str(skill), int(attempts), int(correct), float(median))
            for tid, name, skill, attempts, correct, median, *_rest in rows
        ]
        return sorted(stats, key=lambda s: (s.trainee_name.casefold(), s.trainee_id, s.skill))


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
    LOCAL = "local"  # this computer's file
    SCHOOL = "school"  # the school's server
    OFFLINE = "offline"  # the school's server, not answering when the app started
    FALLBACK = "fallback"  # this computer's file, because the school's server cannot be used


@dataclass(frozen=True, slots=True)
class StoreStatus:
    """Where answers go, and a sentence for the user when that is not where they were meant to go."""

    kind: StoreKind
    location: str
    notice: str | None = None


def passes(correct: int, total: int, pass_mark: float) -> bool:
    """Whether ``correct`` of ``total`` reaches ``pass_mark`` (a share, 0 < mark ≤ 1).

    Counted in whole answers, so 0.8 of 10 needs exactly 8, without float rounding in the way.

    >>> passes(8, 10, 0.8), passes(7, 10, 0.8), passes(2, 3, 2 / 3)
    (True, False, True)
    """
    return total > 0 and correct >= math.ceil(round(pass_mark * total, 9))


MAX_NAME = 120


def clean_name(name: str) -> str:
    cleaned = " ".join(name.split())
    if not cleaned or len(cleaned) > MAX_NAME:
        raise InvalidRecordError(f"A trainee's name needs 1 to {MAX_NAME} characters, not {name!r}")
    return cleaned


def name_key(name: str) -> str:
    """The name as the roster compares it.

    >>> name_key("  Jürgen   MÜLLER ") == name_key("jürgen müller")
    True
    """
    return clean_name(name).casefold()[:MAX_NAME]
