"""The trainee's two choices that the quiz and the walkthrough share: how hard (``Difficulty``, one
scale from 1 to 3) and how the answers count (``TrainingMode``).

The values are what the settings, the command line and the progress store keep: a mode by its value
(``"table-ready"``), a difficulty by its number in the drills and by its ``key`` (``"beginner"``) in
the walkthrough's saved settings; both read back either way.

>>> Difficulty.parse("expert"), Difficulty(2).key, TrainingMode("table-ready")
(<Difficulty.EXPERT: 3>, 'normal', <TrainingMode.TABLE_READY: 'table-ready'>)
"""

from __future__ import annotations

from enum import IntEnum, StrEnum

__all__ = ["Difficulty", "TrainingMode"]


class Difficulty(IntEnum):
    """How hard: a quiz question's table (more players, short stacks, rare rules as it grows) and how
    much the walkthrough asks. Beginner: the shuffle, the antes, the cut, the action calls, the supply
    count, the readings and returned bets are done for the trainee, and no questions; Normal: all
    duties but the action calls, and "who acts? what may they do?" at the first decision of each
    round; Expert: everything, and the questions at every decision and showdown turn."""

    BEGINNER = 1
    NORMAL = 2
    EXPERT = 3

    @property
    def key(self) -> str:
        """The level as a word: ``beginner``, ``normal`` or ``expert`` (what the settings save)."""
        return self.name.lower()

    @classmethod
    def parse(cls, value: int | str) -> Difficulty:
        """A level from its number (``2``, ``"2"``) or its key (``"normal"``); ``ValueError`` else."""
        if isinstance(value, str):
            word = value.strip().lower()
            for level in cls:
                if word in {level.key, str(level.value)}:
                    return level
            raise ValueError(f"{value!r} is not a difficulty: use 1 to 3 or beginner, normal, expert")
        return cls(value)

    @classmethod
    def _missing_(cls, value: object) -> Difficulty | None:
        # ``Difficulty("expert")`` reads a saved key as ``parse`` does.
        return cls.parse(value) if isinstance(value, str) else None


class TrainingMode(StrEnum):
    """How the answers count (the values are what the command line and the history use). The quiz has
    all four; the walkthrough Learn (the right duty highlighted), Practice (a wrong duty is flagged
    and tried again) and Exam (a wrong duty counts and is done right for the trainee; nothing taken
    back). The quiz's rules for each are ``croupier.drills.session.MODE_RULES``."""

    LEARN = "learn"
    PRACTICE = "practice"
    TABLE_READY = "table-ready"
    EXAM = "exam"
