"""What a station writes, as values: a session started or ended, an answer, an exam sat, a live answer,
a lesson of the course checked, a Table-ready hand timed, a trainee signed out.

Each carries an id made where it happened (a UUID's hex), so that storing it twice stores it once:
the writer (:mod:`croupier.store.writer`) keeps them in the station's outbox until the school
database has taken them, and :func:`croupier.store.apply.apply_writes` inserts them with
``ON CONFLICT DO NOTHING``. Values are checked when they are made, so a bad one never waits in an
outbox. They travel as JSON (:func:`encode`, :func:`decode`).

>>> from datetime import UTC, datetime
>>> when = datetime(2026, 12, 1, 9, 30, tzinfo=UTC)
>>> answer = AnswerGiven(new_uuid(), 3, skill="bring_in", question="q", answer="2", correct=True,
...                      seconds=1.5, mode="practice", answered_at=when)
>>> decode(encode(answer)) == answer
True
"""

from __future__ import annotations

import json
import math
import secrets
import uuid as uuid_module
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from typing import Any, ClassVar

from croupier.store.errors import InvalidRecordError
from croupier.store.records import SkillScore

__all__ = [
    "AnswerGiven",
    "ExamFinished",
    "HandPaced",
    "LessonFinished",
    "LiveAnswered",
    "SessionEnded",
    "SessionStarted",
    "SignedOut",
    "Write",
    "certificate_code",
    "decode",
    "encode",
    "new_uuid",
]

MAX_SKILL = 64
MAX_MODE = 32
MAX_ACTIVITY = 16
MAX_VARIANT = 16
MAX_STATION = 120
MAX_LESSON = 64
MAX_PLAYERS = 9
# An answer's question and answer codes (JSON) and its words as shown: far above any the drills
# make (a few kB), far below what would choke an outbox or a report.
MAX_ANSWER_TEXT = 64 * 1024
MAX_WORDS_TEXT = 16 * 1024
# Crockford's base 32 without I, L, O, U: nothing to misread on a printed certificate.
_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def new_uuid() -> str:
    """A fresh random id (32 hex digits)."""
    return uuid_module.uuid4().hex


def certificate_code() -> str:
    """A short random verification code such as ``K7QF-2MXD`` (40 bits)."""
    letters = "".join(secrets.choice(_CODE_ALPHABET) for _ in range(8))
    return f"{letters[:4]}-{letters[4:]}"


def _aware(name: str, value: datetime) -> None:
    if value.tzinfo is None:
        raise InvalidRecordError(f"{name} must be timezone-aware")


def check_text(name: str, value: str, longest: int) -> None:
    """Refuse an empty ``value`` or one longer than ``longest`` (``name`` says what it is)."""
    if not value or len(value) > longest:
        raise InvalidRecordError(f"{name} needs 1 to {longest} characters, not {value!r}")


def _uuid(value: str) -> None:
    if len(value) != 32 or any(c not in "0123456789abcdef" for c in value):
        raise InvalidRecordError(f"Not a record id: {value!r}")


def _trainee(value: str | None) -> None:
    if value is not None:
        _uuid(value)


def _sized(name: str, value: str, longest: int) -> None:
    if len(value) > longest:
        raise InvalidRecordError(f"{name} has at most {longest} characters, not {len(value)}")


def check_seconds(value: float) -> None:
    """Refuse an answer time that is not a finite number of seconds >= 0."""
    if not math.isfinite(value) or value < 0:
        raise InvalidRecordError(f"An answer time must be a finite number of seconds ≥ 0, not {value!r}")


@dataclass(frozen=True, slots=True)
class SessionStarted:
    """A quiz run, walkthrough hand, exam sitting or live round begun by a trainee at a station."""

    kind: ClassVar[str] = "session"

    uuid: str
    trainee_id: int
    activity: str
    mode: str
    started_at: datetime
    station: str | None = None
    variant: str | None = None
    exam_id: int | None = None
    assignment_id: int | None = None
    #: The trainee's stable identity (revision 0008); the store checks the id against it.
    trainee_uuid: str | None = None

    def __post_init__(self) -> None:
        _uuid(self.uuid)
        _trainee(self.trainee_uuid)
        check_text("An activity", self.activity, MAX_ACTIVITY)
        check_text("A mode", self.mode, MAX_MODE)
        _aware("started_at", self.started_at)
        if self.variant is not None:
            check_text("A game", self.variant, MAX_VARIANT)
        if self.station is not None and len(self.station) > MAX_STATION:
            raise InvalidRecordError(f"A station's name has at most {MAX_STATION} characters")


@dataclass(frozen=True, slots=True)
class SessionEnded:
    """The end of a session (``abandoned``: left before its end, such as an exam given up)."""

    kind: ClassVar[str] = "session_end"

    session_uuid: str
    ended_at: datetime
    abandoned: bool = False

    def __post_init__(self) -> None:
        _uuid(self.session_uuid)
        _aware("ended_at", self.ended_at)

    @property
    def uuid(self) -> str:
        """The session's id stands for its end too: a session ends once."""
        return self.session_uuid


@dataclass(frozen=True, slots=True)
class AnswerGiven:
    """One graded answer. ``question`` and ``answer`` are the drill's codes (JSON); ``words`` the same
    in words as shown ({"lang", "question", "answer", "expected"})."""

    kind: ClassVar[str] = "answer"

    uuid: str
    trainee_id: int
    skill: str
    question: str
    answer: str
    correct: bool
    seconds: float | None  # None: not timed (read from a pipe)
    mode: str
    answered_at: datetime
    session_uuid: str | None = None
    words: dict[str, str] | None = None
    #: The trainee's stable identity (revision 0008); the store checks the id against it.
    trainee_uuid: str | None = None

    def __post_init__(self) -> None:
        _uuid(self.uuid)
        _trainee(self.trainee_uuid)
        check_text("A skill name", self.skill, MAX_SKILL)
        check_text("A mode", self.mode, MAX_MODE)
        _sized("A question", self.question, MAX_ANSWER_TEXT)
        _sized("An answer", self.answer, MAX_ANSWER_TEXT)
        for key, text in (self.words or {}).items():
            _sized(f"The words ({key})", str(text), MAX_WORDS_TEXT)
        if self.words is not None and len(self.words) > 8:
            raise InvalidRecordError(f"An answer's words have at most 8 parts, not {len(self.words)}")
        if self.seconds is not None:
            check_seconds(self.seconds)
        _aware("answered_at", self.answered_at)
        if self.session_uuid is not None:
            _uuid(self.session_uuid)


@dataclass(frozen=True, slots=True)
class ExamFinished:
    """A sitting of an exam, finished or ``abandoned``; ``passed`` was decided by the exam's pass mark."""

    kind: ClassVar[str] = "exam_result"

    uuid: str
    exam_id: int
    trainee_id: int
    correct: int
    total: int
    passed: bool
    taken_at: datetime
    session_uuid: str | None = None
    seconds: float | None = None
    abandoned: bool = False
    breakdown: tuple[SkillScore, ...] = field(default=())
    certificate: str | None = None
    #: The trainee's stable identity (revision 0008); the store checks the id against it.
    trainee_uuid: str | None = None

    def __post_init__(self) -> None:
        _uuid(self.uuid)
        _trainee(self.trainee_uuid)
        if not 0 <= self.correct <= self.total or self.total < 1:
            raise InvalidRecordError(f"{self.correct} correct of {self.total} is not a possible result")
        _aware("taken_at", self.taken_at)
        if self.seconds is not None:
            check_seconds(self.seconds)
        if self.session_uuid is not None:
            _uuid(self.session_uuid)
        if self.passed and self.abandoned:
            raise InvalidRecordError("An abandoned sitting cannot pass")


@dataclass(frozen=True, slots=True)
class LiveAnswered:
    """A trainee's answer to a question of a live round; ``choice`` is what the tally counts."""

    kind: ClassVar[str] = "live_answer"

    uuid: str
    question_id: int
    trainee_id: int
    answer: str
    choice: str
    correct: bool
    seconds: float
    answered_at: datetime
    #: The trainee's stable identity (revision 0008); the store checks the id against it.
    trainee_uuid: str | None = None

    def __post_init__(self) -> None:
        _uuid(self.uuid)
        _trainee(self.trainee_uuid)
        check_text("A choice", self.choice, 200)
        _sized("An answer", self.answer, MAX_ANSWER_TEXT)
        check_seconds(self.seconds)
        _aware("answered_at", self.answered_at)


@dataclass(frozen=True, slots=True)
class LessonFinished:
    """A lesson of the course checked: ``correct`` of ``total``, ``passed`` at the course's mark."""

    kind: ClassVar[str] = "lesson_result"

    uuid: str
    trainee_id: int
    variant: str
    lesson: str
    correct: int
    total: int
    passed: bool
    taken_at: datetime
    session_uuid: str | None = None
    #: The trainee's stable identity (revision 0008); the store checks the id against it.
    trainee_uuid: str | None = None

    def __post_init__(self) -> None:
        _uuid(self.uuid)
        _trainee(self.trainee_uuid)
        check_text("A game", self.variant, MAX_VARIANT)
        check_text("A lesson", self.lesson, MAX_LESSON)
        if not 0 <= self.correct <= self.total or self.total < 1:
            raise InvalidRecordError(f"{self.correct} correct of {self.total} is not a possible result")
        _aware("taken_at", self.taken_at)
        if self.session_uuid is not None:
            _uuid(self.session_uuid)


@dataclass(frozen=True, slots=True)
class HandPaced:
    """A Table-ready hand timed: its ``seconds`` at a table of ``players``, the trainee's ``duties``
    and the seconds spent on them, and the ``target`` it was dealt against (hands an hour at that
    table size, scaled from the instructor's 8-handed target)."""

    kind: ClassVar[str] = "hand_pace"

    uuid: str
    trainee_id: int
    variant: str
    players: int
    seconds: float
    duties: int
    duty_seconds: float
    target: float
    taken_at: datetime
    session_uuid: str | None = None
    #: The trainee's stable identity (revision 0008); the store checks the id against it.
    trainee_uuid: str | None = None

    def __post_init__(self) -> None:
        _uuid(self.uuid)
        _trainee(self.trainee_uuid)
        check_text("A game", self.variant, MAX_VARIANT)
        if not 2 <= self.players <= MAX_PLAYERS:
            raise InvalidRecordError(f"A table seats 2 to {MAX_PLAYERS} players, not {self.players}")
        check_seconds(self.seconds)
        check_seconds(self.duty_seconds)
        if self.duties < 0:
            raise InvalidRecordError(f"{self.duties} duties is not a possible count")
        if not math.isfinite(self.target) or self.target <= 0:
            raise InvalidRecordError(f"A pace target is a number of hands an hour above 0, not {self.target}")
        _aware("taken_at", self.taken_at)
        if self.session_uuid is not None:
            _uuid(self.session_uuid)


@dataclass(frozen=True, slots=True)
class SignedOut:
    """A trainee signed out of a school database: queued after everything they did, so that the
    server ends their sign-in (and its token) only once all of it is stored."""

    kind: ClassVar[str] = "sign_out"

    uuid: str
    signed_out_at: datetime

    def __post_init__(self) -> None:
        _uuid(self.uuid)
        _aware("signed_out_at", self.signed_out_at)


Write = (
    SessionStarted
    | SessionEnded
    | AnswerGiven
    | ExamFinished
    | LiveAnswered
    | LessonFinished
    | HandPaced
    | SignedOut
)
_KINDS: dict[str, type[Write]] = {
    kind.kind: kind
    for kind in (
        SessionStarted,
        SessionEnded,
        AnswerGiven,
        ExamFinished,
        LiveAnswered,
        LessonFinished,
        HandPaced,
        SignedOut,
    )
}
_TIMES = frozenset({"started_at", "ended_at", "answered_at", "taken_at", "signed_out_at"})


def encode(write: Write) -> str:
    """The write as one line of JSON, with its ``kind``."""
    data: dict[str, Any] = {"kind": write.kind}
    for name, value in asdict(write).items():
        data[name] = value.astimezone(UTC).isoformat() if isinstance(value, datetime) else value
    return json.dumps(data, sort_keys=True, ensure_ascii=False)


def decode(text: str) -> Write:
    """A write back from :func:`encode`; :class:`InvalidRecordError` if it is not one."""
    try:
        data = json.loads(text)
        kind = _KINDS[data.pop("kind")]
        names = {f.name for f in fields(kind)}
        values: dict[str, Any] = {}
        for name, raw in data.items():
            if name not in names:
                raise KeyError(name)
            value = raw
            if name in _TIMES and raw is not None:
                value = datetime.fromisoformat(raw)
            elif name == "breakdown":
                value = tuple(SkillScore(**item) for item in raw)
            values[name] = value
        return kind(**values)
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise InvalidRecordError(f"Not a stored write: {error}") from None
