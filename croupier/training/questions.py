"""What the walkthrough asks at each level: which duties the trainee does (the others are done for
them) and which questions come at the players' decisions ("Who acts?", "What may they do?",
"Who shows next?"). Read from the hand alone, so the ``Walkthrough`` asks again whenever the
level changes. No Qt.
"""

from __future__ import annotations

from croupier.drills.levels import Difficulty
from croupier.engine.events import ActionTaken, BetsGathered, HandMucked, HandRedealt, HandShown, StreetOpened
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.procedure import ActionCall, AnteCall, DealerStep, StepKind
from croupier.training.terms import Asked, Waiting

__all__ = ["QUESTION_ORDER", "WAITING_FOR", "asks", "decision_key", "first_decision", "questions_due"]


_BEGINNER_DONE = frozenset(
    {
        StepKind.SHUFFLE,
        StepKind.COLLECT_ANTE,
        StepKind.CUT,
        StepKind.COUNT_STUB,
        StepKind.REMOVE_CUT_CARD,
        StepKind.READ_HAND,
        StepKind.RETURN_BET,
    }
)

QUESTION_ORDER = (Asked.WHO_ACTS, Asked.MAY_DO, Asked.WHO_SHOWS)
"""The questions at one decision, in the order they are asked."""

WAITING_FOR = {
    Asked.WHO_ACTS: Waiting.WHO_ACTS,
    Asked.MAY_DO: Waiting.MAY_DO,
    Asked.WHO_SHOWS: Waiting.WHO_SHOWS,
}
"""What the walkthrough waits for while a question is open."""


def asks(step: DealerStep, difficulty: Difficulty) -> bool:
    """Does the trainee do ``step`` at ``difficulty`` (else it is done for them)?"""
    if difficulty is Difficulty.EXPERT:
        return True
    if step.kind is StepKind.ANNOUNCE:
        if isinstance(step.announcement, ActionCall):
            return False
        if isinstance(step.announcement, AnteCall):
            return difficulty is not Difficulty.BEGINNER
        return True
    return not (difficulty is Difficulty.BEGINNER and step.kind in _BEGINNER_DONE)


def questions_due(hand: Hand, difficulty: Difficulty) -> frozenset[Asked]:
    """The questions for the decision now due in ``hand``."""
    if difficulty is Difficulty.BEGINNER:
        return frozenset()
    step = hand.next_step()
    if isinstance(step, ShowDue):
        shown = any(isinstance(event, HandShown) for event in hand.events)
        return frozenset({Asked.WHO_SHOWS}) if shown else frozenset()
    if not isinstance(step, TurnDue):
        return frozenset()
    if difficulty is Difficulty.EXPERT or first_decision(hand):
        return frozenset({Asked.WHO_ACTS, Asked.MAY_DO})
    return frozenset()


def first_decision(hand: Hand) -> bool:
    """No player has acted yet in this betting round."""
    street = hand.street
    for event in reversed(hand.events):
        if isinstance(event, ActionTaken) and event.street == street:
            return False
        if isinstance(event, StreetOpened | BetsGathered):
            return True
    return True


def decision_key(hand: Hand) -> int:
    """Which decision is due: the players' moves so far (an incident's events leave it)."""
    return sum(isinstance(event, ActionTaken | HandShown | HandMucked | HandRedealt) for event in hand.events)
