"""The walkthrough's terms: the levels and the training modes the trainee chooses, what the
walkthrough waits for, and an answer graded. No Qt."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, StrEnum

from croupier.engine.legal import Action
from croupier.procedure import DealerStep, Verdict

__all__ = ["Difficulty", "Graded", "Question", "TrainingMode", "Waiting"]


class Difficulty(StrEnum):
    """How much the walkthrough asks. Beginner: the shuffle, the antes, the cut, the action calls,
    the supply count, the readings and returned bets are done for the trainee, and no questions;
    Normal: all duties but the action calls, and "who acts? what may they do?" at the first decision
    of each round; Expert: everything, and the questions at every decision and showdown turn."""

    BEGINNER = "beginner"
    NORMAL = "normal"
    EXPERT = "expert"


class TrainingMode(StrEnum):
    """Learn: the right duty is highlighted. Practice: no highlight; a wrong duty is flagged and
    tried again. Exam: no highlight and no hints; a wrong duty counts and is done right for the
    trainee, so nothing can be taken back."""

    LEARN = "learn"
    PRACTICE = "practice"
    EXAM = "exam"


class Waiting(Enum):
    """What the walkthrough waits for."""

    DUTY = "duty"  # the trainee's next dealer duty
    WHO_ACTS = "who_acts"  # "Who acts?": a seat
    MAY_DO = "may_do"  # "What may they do?": the legal actions
    WHO_SHOWS = "who_shows"  # "Who shows next?": a seat
    PLAYER = "player"  # a simulated player's decision or show
    OVER = "over"  # the hand is over and every duty done


class Question(Enum):
    """What a graded answer answered."""

    DUTY = "duty"
    WHO_ACTS = "who_acts"
    MAY_DO = "may_do"
    WHO_SHOWS = "who_shows"


@dataclass(frozen=True, slots=True)
class Graded:
    """One graded answer. Duties carry the procedure's ``verdict``; questions the seat or actions
    given and the right ones, the rule and a ``reason`` code for the words. ``done_instead``: in an
    exam, the duty done for the trainee after a wrong one."""

    question: Question
    correct: bool
    verdict: Verdict | None = None
    seat: int | None = None
    right_seat: int | None = None
    chosen: tuple[Action, ...] = ()
    legal: tuple[Action, ...] = ()
    rule: str = ""
    reason: str = ""
    done_instead: DealerStep | None = None
