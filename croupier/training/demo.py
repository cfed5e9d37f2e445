"""Representative hands for screenshots and demonstrations: seeded, so every run shows the same.

>>> hand = mid_hand()
>>> hand.street in (5, 6), len(hand.players) >= 6, any(p.bet for p in hand.players)
(True, True, True)
"""

from __future__ import annotations

import random

from croupier.drills.deal import stacked_deck
from croupier.engine.cards import Deck, parse_cards
from croupier.engine.hand import (
    Hand,
    Phase,
)
from croupier.engine.rules import STUD, STUD8, Stakes, Variant
from croupier.engine.simulate import play_step
from croupier.procedure import Procedure

__all__ = ["QUARTERS", "mid_hand", "quartered_hand"]


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


QUARTERS = (
    parse_cards("As Ks Qs Js 9s Kc Kd"),  # the high alone: a spade flush
    parse_cards("7s 5d 4c 2h Ah Qh Qd"),  # 7-5-4-2-A low ...
    parse_cards("7h 5c 4d 2c Ac Jh Jd"),  # ... tied: the low half is quartered (E30)
)


def quartered_hand(stakes: Stakes | None = None, *, seed: int = 30) -> Procedure:
    """RULES.md E30 as a hand to deal: three calling players in Stud Hi-Lo, seat 1 the high alone
    and seats 2 and 3 the same 7-5-4-2-A low in other suits, so the low half is split in quarters
    and, with these stakes, leaves an odd chip (to seat 2, 7♠ over 7♥, R8.6c) besides the one that
    goes to the high half (R8.6b). The deck is stacked; the hand cannot be dealt again (no undo)."""
    chosen = stakes or Stakes(5, 10, 20, 40)
    rng = random.Random(seed)
    top = stacked_deck(rng, [list(cards) for cards in QUARTERS])
    hand = Hand(STUD8, chosen, [chosen.big_bet * 40] * len(QUARTERS), deck=Deck(rng, top=top), rng=rng)
    return Procedure(hand)
