"""Representative hands for screenshots and demonstrations: seeded, so every run shows the same.

>>> hand = mid_hand()
>>> hand.street in (5, 6), len(hand.players) >= 6, any(p.bet for p in hand.players)
(True, True, True)
"""

from __future__ import annotations

import random

from croupier.engine.cards import Deck
from croupier.engine.hand import (
    Hand,
    Phase,
)
from croupier.engine.rules import STUD, Stakes, Variant
from croupier.engine.simulate import play_step

__all__ = ["mid_hand"]


def _interesting(hand: Hand) -> bool:
    """On 5th or 6th street, mid-betting, with bets in front and (from three players) a fold."""
    if hand.phase is not Phase.BETTING or hand.street not in (5, 6):
        return False
    betting = sum(1 for player in hand.players if player.bet > 0)
    folded = sum(1 for player in hand.players if player.folded)
    return betting >= min(2, len(hand.players) - 1) and (folded >= 1 or len(hand.players) < 3)


def mid_hand(
    variant: Variant = STUD, players: int = 7, *, seed: int = 7, stakes: Stakes | None = None
) -> Hand:
    """A hand stopped mid-betting on 5th or 6th street: cards up and down, bets, a pot, burns."""
    chosen = stakes or Stakes()
    for attempt in range(seed, seed + 500):
        rng = random.Random(attempt)
        stacks = [chosen.big_bet * rng.randint(15, 40) for _ in range(players)]
        hand = Hand(variant, chosen, stacks, deck=Deck(rng), rng=rng)
        while play_step(hand, rng):
            if _interesting(hand):
                return hand
    raise RuntimeError("no seed gave a hand mid-way through 5th or 6th street")  # pragma: no cover
