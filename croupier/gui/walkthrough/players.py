"""The simulated players at the walkthrough's table: a few personalities, each a simple policy over
the legal actions. Folds are rare and grow rarer on later streets, so most hands reach 7th street and
a showdown; the aggressive player keeps raises (and caps) coming. No Qt.

>>> import random
>>> from croupier.engine.legal import LegalActions
>>> legal = LegalActions(seat=2, fold=True, check=False, call=20, bring_in=None, complete=None,
...                      bet=(), raise_to=(40,), stack=500, bet_so_far=0)
>>> choose(Personality.CALLING_STATION, legal, random.Random(1), street=5)
Action(seat=2, kind='call', amount=20)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from croupier.engine.events import ActionTaken
from croupier.engine.hand import Hand
from croupier.engine.legal import Action, LegalActions

__all__ = ["Personality", "Policy", "apply_action", "choose", "deal_personalities"]


class Personality(StrEnum):
    """How a simulated player plays."""

    TIGHT = "tight"
    LOOSE = "loose"
    AGGRESSIVE = "aggressive"
    CALLING_STATION = "calling_station"


@dataclass(frozen=True, slots=True)
class Policy:
    """Chances per decision: ``fold`` when facing a wager (3rd street; halved on later streets),
    ``open`` to bet or complete when nobody has, ``raise_`` to raise a wager."""

    fold: float
    open: float
    raise_: float


POLICIES: dict[Personality, Policy] = {
    Personality.TIGHT: Policy(fold=0.14, open=0.15, raise_=0.05),
    Personality.LOOSE: Policy(fold=0.05, open=0.30, raise_=0.12),
    Personality.AGGRESSIVE: Policy(fold=0.04, open=0.55, raise_=0.35),
    Personality.CALLING_STATION: Policy(fold=0.0, open=0.05, raise_=0.02),
}


def deal_personalities(seats: Sequence[int], rng: random.Random) -> dict[int, Personality]:
    """A personality for each seat: every kind once (in a random order) before any repeats."""
    kinds = list(Personality)
    chosen: dict[int, Personality] = {}
    pool: list[Personality] = []
    for seat in seats:
        if not pool:
            pool = kinds[:]
            rng.shuffle(pool)
        chosen[seat] = pool.pop()
    return chosen


def choose(personality: Personality, legal: LegalActions, rng: random.Random, *, street: int) -> Action:
    """The action ``personality`` takes among ``legal`` (always one of them)."""
    policy = POLICIES[personality]
    seat = legal.seat
    roll = rng.random()
    targets = legal.wager_targets
    if legal.bring_in is not None:
        # The bring-in (R3.5): post it or complete; an aggressive player completes more often.
        if legal.complete is not None and roll < policy.open:
            return Action(seat, "complete", legal.complete)
        return Action(seat, "bring_in", legal.bring_in)
    facing = legal.call is not None
    if facing:
        fold = policy.fold if street == 3 else policy.fold / 2
        if targets and roll < policy.raise_:
            return Action(seat, _wager_kind(legal), rng.choice(targets))
        if legal.fold and roll > 1 - fold:
            return Action(seat, "fold")
        return Action(seat, "call", legal.call or 0)
    if targets and roll < policy.open:
        return Action(seat, _wager_kind(legal), rng.choice(targets))
    if legal.check:
        return Action(seat, "check")
    # Nothing free to do and no wager chosen: the smallest wager keeps the hand going.
    if targets:
        return Action(seat, _wager_kind(legal), targets[0])
    return Action(seat, "fold")  # pragma: no cover - a player always has a legal action


def _wager_kind(legal: LegalActions) -> str:
    if legal.complete is not None:
        return "complete"
    return "bet" if legal.bet else "raise"


def apply_action(hand: Hand, action: Action) -> ActionTaken:
    """Do ``action`` on ``hand`` (the player to act) and return the engine's record of it."""
    if action.kind == "fold":
        return hand.fold(action.seat)
    if action.kind in {"check", "call"}:
        return hand.check_or_call(action.seat)
    if action.kind == "bring_in":
        return hand.post_bring_in(action.seat)
    return hand.complete_bet_or_raise_to(action.amount, action.seat)
