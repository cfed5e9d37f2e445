"""The walkthrough's terms: the modes it offers (the trainee's ``Difficulty`` and ``TrainingMode`` are the
quiz's, ``croupier.drills.levels``), what the walkthrough waits for, and an answer graded. No Qt."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

from croupier.drills.levels import TrainingMode
from croupier.drills.model import Explanation
from croupier.engine.incidents import Incident, RulingKind
from croupier.engine.legal import Action
from croupier.procedure import DealerStep, Verdict

if TYPE_CHECKING:
    from croupier.training.chip_answer import ChipAnswer

__all__ = ["WALKTHROUGH_MODES", "Asked", "Graded", "Waiting"]


WALKTHROUGH_MODES = (TrainingMode.LEARN, TrainingMode.PRACTICE, TrainingMode.TABLE_READY, TrainingMode.EXAM)
"""The modes the walkthrough offers, in the order shown. Table-ready deals as Practice does, and
times whole hands against the class's pace target (``croupier.training.pace``)."""


class Waiting(Enum):
    """What the walkthrough waits for."""

    DUTY = "duty"  # the trainee's next dealer duty
    WHO_ACTS = "who_acts"  # "Who acts?": a seat
    MAY_DO = "may_do"  # "What may they do?": the legal actions
    WHO_SHOWS = "who_shows"  # "Who shows next?": a seat
    CHANGE = "change"  # change for a larger chip (R12.3): chips from the pot
    COUNT_POT = "count_pot"  # "How much is in the pot?" (R12.2): an amount
    PLAYER = "player"  # a simulated player's decision or show
    NOTICE = "notice"  # something went wrong at a player's turn: the table waits for the dealer
    RULING = "ruling"  # the trainee stopped the table: which ruling?
    OVER = "over"  # the hand is over and every duty done


class Asked(Enum):
    """What a graded answer answered: a duty or one of the questions (the values are the skills the
    progress store records, ``walkthrough:who_acts`` …)."""

    DUTY = "duty"
    WHO_ACTS = "who_acts"
    MAY_DO = "may_do"
    WHO_SHOWS = "who_shows"
    INCIDENT = "incident"  # an incident noticed and ruled, missed, or a stop with nothing wrong
    CHANGE = "make_change"
    COUNT_POT = "count_pot"
    SPLIT = "split_chips"
    PUSH = "push_pot"  # a pot with one winner pushed whole: the push duty, no split (R8.4)
    READ = "read_tabled"


@dataclass(frozen=True, slots=True)
class Graded:
    """One graded answer. Duties carry the procedure's ``verdict``; questions the seat or actions
    given and the right ones, the rule and a ``reason`` code for the words. ``done_instead``: in an
    exam, the duty done for the trainee after a wrong one. ``chip``: a chip duty's or a reading's
    details (``chip_answer.ChipAnswer``). An incident's answer carries the ``incident``, the
    ``ruling`` chosen (None: it was missed, or nothing was wrong) and the ``right_ruling`` the
    engine carried out."""

    asked: Asked
    correct: bool
    verdict: Verdict | None = None
    seat: int | None = None
    right_seat: int | None = None
    chosen: tuple[Action, ...] = ()
    legal: tuple[Action, ...] = ()
    rule: str = ""
    reason: str = ""
    done_instead: DealerStep | None = None
    incident: Incident | None = None
    ruling: RulingKind | None = None
    right_ruling: RulingKind | None = None
    chip: ChipAnswer | None = None
    why: tuple[Explanation, ...] = ()
    """The facts behind the answer, as the quiz explains them there (``croupier.drills.explain``)."""
