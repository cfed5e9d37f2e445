"""The :class:`History` protocol the adaptive drills code against, the :class:`NewAttempt` it records,
and an in-memory implementation.

:class:`croupier.store.Store` satisfies ``History`` with a database behind it; :class:`MemoryHistory`
does the same in a list, for the drills' own tests and for a session that should leave no trace.

>>> history = MemoryHistory()
>>> first = history.record_attempt(NewAttempt(trainee_id=1, skill="bring-in", question="Who brings it in?",
...                                           answer="seat 3", correct=True, seconds=2.5, mode="practice"))
>>> [(a.skill, a.correct) for a in history.attempts_for(1, skill="bring-in")]
[('bring-in', True)]
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Protocol, runtime_checkable

from croupier.store.errors import InvalidRecordError
from croupier.store.records import Attempt
from croupier.store.writes import MAX_MODE, MAX_SKILL, AnswerGiven, check_seconds, check_text


def _now() -> datetime:
    return datetime.now(UTC)


def _utc(answered_at: datetime) -> datetime:
    if answered_at.tzinfo is None:
        raise InvalidRecordError("answered_at must be timezone-aware")
    return answered_at.astimezone(UTC)


@dataclass(frozen=True, slots=True, kw_only=True)
class NewAttempt:
    """One answer as given, before a :class:`History` records it and gives it an id (the
    :class:`croupier.store.records.Attempt` it returns). What every History refuses alike is refused
    here, on construction, with :class:`InvalidRecordError`; ``seconds`` is kept as a float (None: not
    timed) and ``answered_at`` in UTC.

    ``answered_at`` None: the time it is recorded. The session is named by its database id
    (``session_id``) or by its client-made id (``session_uuid``); ``words`` is the question and answers
    in words as shown ({"lang", "question", "answer", "expected"}).

    >>> NewAttempt(trainee_id=1, skill="pot", question="q", answer="a", correct=True, seconds=-1,
    ...            mode="practice")
    Traceback (most recent call last):
    ...
    croupier.store.errors.InvalidRecordError: An answer time must be a finite number of seconds ≥ 0, not -1
    """

    trainee_id: int
    skill: str
    question: str
    answer: str
    correct: bool
    seconds: float | None
    mode: str
    session_id: int | None = None
    answered_at: datetime | None = None
    session_uuid: str | None = None
    words: dict[str, str] | None = None

    def __post_init__(self) -> None:
        # The checks of the write it becomes (``writes.AnswerGiven``), refused here already.
        check_text("A skill name", self.skill, MAX_SKILL)
        check_text("A mode", self.mode, MAX_MODE)
        seconds = self.seconds
        if seconds is not None:
            check_seconds(seconds)
        object.__setattr__(self, "correct", bool(self.correct))
        if seconds is not None:
            object.__setattr__(self, "seconds", float(seconds))
        if self.answered_at is not None:
            object.__setattr__(self, "answered_at", _utc(self.answered_at))

    def answered_at_or(self, now: Callable[[], datetime] = _now) -> datetime:
        """When it was answered, in UTC: ``answered_at``, or ``now()`` for an answer not dated."""
        return self.answered_at if self.answered_at is not None else _utc(now())

    def write(
        self, uuid: str, *, answered_at: datetime, session_uuid: str | None, trainee_uuid: str | None = None
    ) -> AnswerGiven:
        """The write that records it: ``uuid`` its id, at ``answered_at``, in the session whose
        client-made id is ``session_uuid``, of the trainee whose stable identity is ``trainee_uuid``
        (where the History knows it)."""
        return AnswerGiven(
            uuid,
            self.trainee_id,
            skill=self.skill,
            question=self.question,
            answer=self.answer,
            correct=self.correct,
            seconds=self.seconds,
            mode=self.mode,
            answered_at=answered_at,
            session_uuid=session_uuid,
            words=self.words,
            trainee_uuid=trainee_uuid,
        )

    def recorded(
        self, *, attempt_id: int, uuid: str, answered_at: datetime, session_id: int | None = None
    ) -> Attempt:
        """The :class:`Attempt` a History hands back for it: its id, its ``uuid``, the time stored, and
        the session's database id where the History knows it."""
        return Attempt(
            id=attempt_id,
            trainee_id=self.trainee_id,
            skill=self.skill,
            question=self.question,
            answer=self.answer,
            correct=self.correct,
            seconds=self.seconds,
            mode=self.mode,
            answered_at=answered_at,
            session_id=session_id,
            uuid=uuid,
            words=self.words,
        )


@runtime_checkable
class History(Protocol):
    """Where answers go and where the adaptive drills read them back."""

    def record_attempt(self, attempt: NewAttempt) -> Attempt:
        """Record one answer (see :class:`NewAttempt`).

        A :class:`croupier.store.Store` has committed it when this returns; a
        :class:`croupier.store.recorder.Recorder` has queued it with the station's writer.
        """
        ...

    def attempts_for(
        self, trainee_id: int, skill: str | None = None, since: datetime | None = None
    ) -> list[Attempt]:
        """The trainee's attempts, oldest first, optionally of one skill and at or after ``since``."""
        ...


class MemoryHistory:
    """A :class:`History` kept in a list; ids count from 1."""

    def __init__(self, attempts: Iterable[Attempt] = ()) -> None:
        self._attempts: list[Attempt] = list(attempts)

    def add(self, attempt: Attempt) -> None:
        """Keep an attempt recorded elsewhere (a trainee's history read from the store)."""
        self._attempts.append(attempt)

    def record_attempt(self, attempt: NewAttempt) -> Attempt:
        recorded = attempt.recorded(
            attempt_id=len(self._attempts) + 1,
            uuid=uuid.uuid4().hex,
            answered_at=attempt.answered_at_or(),
            session_id=attempt.session_id,
        )
        self._attempts.append(recorded)
        return recorded

    def attempts_for(
        self, trainee_id: int, skill: str | None = None, since: datetime | None = None
    ) -> list[Attempt]:
        found = [
            attempt
            for attempt in self._attempts
            if attempt.trainee_id == trainee_id
            and (skill is None or attempt.skill == skill)
            and (since is None or attempt.answered_at >= since)
        ]
        return sorted(found, key=lambda attempt: (attempt.answered_at, attempt.id))
