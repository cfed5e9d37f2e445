"""The simulated players at the walkthrough's table: a few personalities, each the engine's ``Policy``
over the legal actions. Folds are rare and grow rarer on later streets, so most hands reach 7th street and
a showdown; the aggressive player keeps raises (and caps) coming. No Qt.

>>> import random
>>> from croupier.engine.legal import LegalActions
>>> legal = LegalActions(seat=2, fold=True, check=False, call=20, bring_in=None, complete=None,
...                      bet=(), raise_to=(40,), stack=500, bet_so_far=0)
>>> choose(Personality.CALLING_STATION, legal, random.Random(1), street=5)
Action.parse('p2 call 20')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import StrEnum

from croupier.engine.legal import Action, LegalActions
from croupier.engine.simulate import Policy, Reading

__all__ = ["POLICIES", "Personality", "choose", "deal_personalities"]


class Personality(StrEnum):
    """How a simulated player plays."""

    TIGHT = "tight"
    LOOSE = "loose"
    AGGRESSIVE = "aggressive"
    CALLING_STATION = "calling_station"


def _policy(fold: float, wager: float, raise_: float) -> Policy:
    """A personality's chances: ``fold`` facing a wager on 3rd street (half that later), ``wager`` to
    bet, or complete the bring-in, when nobody has, ``raise_`` to raise a wager."""
    later = fold / 2
    return Policy(
        fold=(fold, later, later, later, later),
        raise_facing=raise_,
        bet_open=wager,
        complete=wager,
        reading=Reading.WAGER_LOW,
    )


POLICIES: dict[Personality, Policy] = {
    Personality.TIGHT: _policy(fold=0.14, wager=0.15, raise_=0.05),
    Personality.LOOSE: _policy(fold=0.05, wager=0.30, raise_=0.12),
    Personality.AGGRESSIVE: _policy(fold=0.04, wager=0.55, raise_=0.35),
    Personality.CALLING_STATION: _policy(fold=0.0, wager=0.05, raise_=0.02),
}
"""Each personality as the engine's ``Policy``."""


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
    return POLICIES[personality].choose(legal, rng, street=street)
