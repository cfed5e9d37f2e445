"""Where in a dealt hand a rule is practised: the dealer's duties (and the walkthrough's questions)
that a rule governs, for the Rules view's "Practise this" when no quiz skill tests the rule. No Qt.

>>> at_duty_kinds("R2.2"), has_duty("R12.3"), has_duty("R4.4")
(((<StepKind.SHUFFLE: 'shuffle'>, None),), True, False)
"""

from __future__ import annotations

from croupier.procedure import StepKind
from croupier.procedure.announcements import ActionCall, PossibleDraw
from croupier.training.controller import Walkthrough
from croupier.training.terms import Waiting

__all__ = ["RULE_DUTIES", "at_duty", "at_duty_kinds", "has_duty"]

# A rule's duty, with the street it is done on where that matters (None: any).
RULE_DUTIES: dict[str, tuple[tuple[StepKind | Waiting, int | None], ...]] = {
    "R1.3": ((StepKind.DEAL, None),),  # dealing starts at the dealer's left
    "R1.4": ((StepKind.DEAL, None),),  # which cards are up and which down
    "R2.2": ((StepKind.SHUFFLE, None),),  # the shuffle routine
    "R2.6": ((StepKind.REMOVE_CUT_CARD, None),),  # after the last card
    "R3.1": ((StepKind.COLLECT_ANTE, None),),  # the ante
    "R6.1": ((StepKind.DEAL, 3),),  # no burn before Third Street: the deal begins at once
    "R6.6": ((StepKind.COMMUNITY_CARD, None),),  # the community card
    "R8.4": ((StepKind.KILL_HAND, None),),  # kill the losing hands, then push
    "R9.3": ((StepKind.ANNOUNCE, 5),),  # the calls on Fifth Street
    "R9.6": ((StepKind.ANNOUNCE, None),),  # a possible straight or flush called (_ANNOUNCED)
    "R9.7": ((StepKind.READ_HAND, None),),  # reading the hands at the showdown
    "R11.7": ((StepKind.ANNOUNCE, None),),  # calling the action after a wager (_ANNOUNCED; Expert)
    "R12.2": ((Waiting.COUNT_POT, None),),  # counting the pot
    "R12.3": ((Waiting.CHANGE, None),),  # making change
    "R12.5": ((StepKind.PUSH_POT, None),),  # side pots one by one
}

# The call a rule's announcement duty makes.
_ANNOUNCED: dict[str, type] = {"R9.6": PossibleDraw, "R11.7": ActionCall}


def at_duty_kinds(number: str) -> tuple[tuple[StepKind | Waiting, int | None], ...]:
    """The duties (or questions) where rule ``number`` is practised in a hand; () for none."""
    return RULE_DUTIES.get(number, ())


def has_duty(number: str) -> bool:
    return bool(at_duty_kinds(number))


def at_duty(walk: Walkthrough, number: str) -> bool:
    """``walk`` waits for a duty (or a question) that rule ``number`` governs."""
    for kind, street in at_duty_kinds(number):
        if street is not None and walk.hand.street != street:
            continue
        if isinstance(kind, Waiting):
            if walk.waiting is kind:
                return True
        elif walk.waiting is Waiting.DUTY and any(
            step.kind is kind and isinstance(step.announcement, _ANNOUNCED.get(number, object))
            for step in walk.procedure.expected()
        ):
            return True
    return False
