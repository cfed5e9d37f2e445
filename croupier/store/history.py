"""The :class:`History` protocol the adaptive drills code against, and an in-memory implementation.

:class:`croupier.store.Store` satisfies ``History`` with a database behind it; :class:`MemoryHistory`
does the same in a list, for the drills' own tests and for a session that should leave no trace.

>>> history = MemoryHistory()
>>> first = history.record_attempt(1, skill="bring-in", question="Who brings it in?", answer="seat 3",
...                                correct=True, seconds=2.5, mode="practice")
>>> [(a.skill, a.correct) for a in history.attempts_for(1, skill="bring-in")]
[('bring-in', True)]
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import Protocol, runtime_checkable

from croupier.store.errors import InvalidRecordError
from croupier.store.records import Attempt

MAX_SKILL = 64
MAX_MODE = 32


@runtime_checkable
class History(Protocol):
    """Where answers go and where the adaptive drills read them back."""

    def record_attempt(
        self,
        trainee_id: int,
        *,
        skill: str,
        question: str,
        answer: str,
        correct: bool,
        seconds: float | None,
        mode: str,
        session_id: int | None = None,
        answered_at: datetime | None = None,
        session_uuid: str | None = None,
        words: dict[str, str] | None = None,
    ) -> Attempt:
        """Record one answer. ``answered_at`` defaults to now; the session is named by its database
        id or by its client-made id; ``words`` is the question and answers in words as shown.

        A :class:`croupier.store.Store` has committed it when this returns; a
        :class:`croupier.store.recorder.Recorder` has queued it with the station's writer.
        """
        ...

    def attempts_for(
        self, trainee_id: int, skill: str | None = None, since: datetime | None = None
    ) -> list[Attempt]:
        """The trainee's attempts, oldest first, optionally of one skill and at or after ``since``."""
        ...


def untimed_or_float(seconds: float | None) -> float | None:
    """An answer's time as stored: a float, or None for an answer nobody timed."""
    return None if seconds is None else float(seconds)


def checked_attempt_fields(
    skill: str, seconds: float | None, mode: str, answered_at: datetime | None
) -> datetime:
    """Validate what every History implementation refuses alike; return the answer time to store."""
    if not skill or len(skill) > MAX_SKILL:
        raise InvalidRecordError(f"A skill name needs 1 to {MAX_SKILL} characters, not {skill!r}")
    if not mode or len(mode) > MAX_MODE:
        raise InvalidRecordError(f"A mode needs 1 to {MAX_MODE} characters, not {mode!r}")
    if seconds is not None and (not math.isfinite(seconds) or seconds < 0):
        raise InvalidRecordError(f"An answer time must be a finite number of seconds ≥ 0, not {seconds!r}")
    if answered_at is None:
        return datetime.now(UTC)
    if answered_at.tzinfo is None:
        raise InvalidRecordError("answered_at must be timezone-aware")
    return answered_at.astimezone(UTC)


class MemoryHistory:
    """A :class:`History` kept in a list; ids count from 1."""

    def __init__(self, attempts: Iterable[Attempt] = ()) -> None:
        self._attempts: list[Attempt] = list(attempts)

    def add(self, attempt: Attempt) -> None:
        """Keep an attempt recorded elsewhere (a trainee's history read from the store)."""
        self._attempts.append(attempt)

    def record_attempt(
        self,
        trainee_id: int,
        *,
        skill: str,
        question: str,
        answer: str,
        correct: bool,
        seconds: float | None,
        mode: str,
        session_id: int | None = None,
        answered_at: datetime | None = None,
        session_uuid: str | None = None,
        words: dict[str, str] | None = None,
    ) -> Attempt:
        when = checked_attempt_fields(skill, seconds, mode, answered_at)
        attempt = Attempt(
            id=len(self._attempts) + 1,
            trainee_id=trainee_id,
            skill=skill,
            question=question,
            answer=answer,
            correct=correct,
            seconds=untimed_or_float(seconds),
            mode=mode,
            answered_at=when,
            session_id=session_id,
            uuid=uuid.uuid4().hex,
            words=words,
        )
        self._attempts.append(attempt)
        return attempt

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
