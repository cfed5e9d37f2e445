"""Random but plausible play: a mix of folds, calls, bets and raises, most hands reaching a showdown.

Used to deal hands for hand histories, drills and benchmarks.

>>> hand = play_random_hand(STUD, Stakes(), [1000] * 6, rng=random.Random(3))
>>> hand.is_complete, sum(hand.finishing_stacks or ()) == 6000
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from croupier.engine.cards import Deck
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.legal import LegalActions
from croupier.engine.rules import STUD, HouseRules, Stakes, Variant

__all__ = ["choose_action", "play_out", "play_random_hand"]


def choose_action(hand: Hand, legal: LegalActions, rng: random.Random) -> None:
    """Take one random legal action: folds are rare so that most hands reach 7th street."""
    roll = rng.random()
    if legal.bring_in is not None:
        if legal.complete is not None and roll < 0.25:
            hand.complete_bet_or_raise_to(legal.complete)
        elif legal.fold and roll > 0.9:
            hand.fold()
        else:
            hand.post_bring_in()
        return
    targets = legal.wager_targets
    facing = legal.call is not None
    if targets and roll < (0.2 if facing else 0.3):
        hand.complete_bet_or_raise_to(rng.choice(targets))
    elif facing and legal.fold and roll > 0.93:
        hand.fold()
    else:
        hand.check_or_call()


def play_out(hand: Hand, rng: random.Random) -> Hand:
    """Play ``hand`` to its end with random actions; everyone shows at the showdown."""
    while True:
        hand.run_dealer()
        step = hand.next_step()
        if step is None:
            return hand
        if isinstance(step, TurnDue):
            choose_action(hand, hand.legal_actions(), rng)
        elif isinstance(step, ShowDue):
            hand.show()


def play_random_hand(
    variant: Variant,
    stakes: Stakes,
    stacks: Sequence[int],
    rules: HouseRules | None = None,
    *,
    rng: random.Random,
) -> Hand:
    """Deal and play one complete hand from a deck shuffled by ``rng``."""
    hand = Hand(variant, stakes, stacks, rules, deck=Deck(rng), rng=rng)
    return play_out(hand, rng)


if __name__ == "__main__":  # pragma: no cover
    play_random_hand(STUD, Stakes(), [1000] * 6, rng=random.Random(0))
