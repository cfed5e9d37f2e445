"""Random but plausible play: every simulated player of the project is a ``Policy``, chances per
decision over the legal actions, so that most hands reach a showdown.

Used to deal hands for hand histories (``croupier phh deal``), drills, the walkthrough's players,
demonstrations and benchmarks. A policy draws from the generator it is given and nothing else, so a
seed plays the same hand every time.

>>> hand = play_random_hand(STUD, Stakes(), [1000] * 6, rng=random.Random(3))
>>> hand.is_complete, sum(hand.finishing_stacks or ()) == 6000
(True, True)
>>> hand = Hand(STUD, Stakes(), [1000] * 3, deck=Deck(random.Random(1)))
>>> hand.run_dealer()
>>> CASUAL.choose(hand.legal_actions(), random.Random(1), street=3)
Action.parse('p2 complete 20')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Final

from croupier.engine.cards import Deck
from croupier.engine.dealing import Phase
from croupier.engine.events import ActionKind, ActionTaken
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.legal import Action, LegalActions
from croupier.engine.rules import STUD, HouseRules, Stakes, Variant

__all__ = [
    "CASUAL",
    "DEALER_SCHOOL",
    "Policy",
    "Reading",
    "deal_random_hand",
    "play_out",
    "play_random_hand",
    "play_step",
]


class Reading(Enum):
    """How a decision reads its roll ``r`` (one ``rng.random()``) against the policy's chances.

    Each was first written for one of the project's players; a policy keeps its reading so that every
    seeded hand is dealt and played as it always was.
    """

    WAGER_LOW = "wager_low"
    """Wager when ``r`` is below the chance to wager, fold when it is above one less the chance to fold."""
    FOLD_LOW = "fold_low"
    """Fold when ``r`` is below the chance to fold, wager when it is above one less the chance to wager."""
    WAGER_ROLL = "wager_roll"
    """Fold when ``r`` is below the chance to fold; else decide a wager on a roll of its own."""


# The members a decision compares with, bound once (a compiled module reads these as constants).
_WAGER_LOW: Final = Reading.WAGER_LOW
_WAGER_ROLL: Final = Reading.WAGER_ROLL
_FOLD: Final = ActionKind.FOLD
_CHECK: Final = ActionKind.CHECK
_CALL: Final = ActionKind.CALL
_BRING_IN: Final = ActionKind.BRING_IN
_COMPLETE: Final = ActionKind.COMPLETE


@dataclass(frozen=True, slots=True)
class Policy:
    """A simulated player: chances per decision. ``fold``: to fold facing a wager, by street (3rd to
    7th); ``raise_facing``: to raise a wager; ``bet_open``: to bet or complete when nobody has;
    ``complete``: for the bring-in to complete; ``bring_in_fold``: for the bring-in to fold where a
    house rule lets it. A wager's size is drawn among the legal ones.

    >>> legal = LegalActions(seat=2, fold=True, check=False, call=20, bring_in=None, complete=None,
    ...                      bet=(), raise_to=(40,), stack=500, bet_so_far=0)
    >>> Policy(raise_facing=0.0, fold=(0.0,) * 5).choose(legal, random.Random(1), street=5)
    Action.parse('p2 call 20')
    """

    fold: tuple[float, ...] = (0.15, 0.08, 0.06, 0.04, 0.04)
    raise_facing: float = 0.2
    bet_open: float = 0.35
    complete: float = 0.25
    bring_in_fold: float = 0.0
    reading: Reading = Reading.WAGER_ROLL

    def choose(self, legal: LegalActions, rng: random.Random, *, street: int) -> Action:
        """The action taken among ``legal`` (always one of them) on ``street``."""
        kind, amount = self._decide(legal, rng, street)
        return Action(legal.seat, kind, amount)

    def act(self, hand: Hand, rng: random.Random) -> ActionTaken:
        """The player to act in ``hand`` takes the action this policy chooses (as ``Hand.act`` does
        it, without building the ``Action``: a simulated hand makes dozens of decisions)."""
        kind, amount = self._decide(hand.legal_actions(), rng, hand.street)
        return hand._act(kind, amount, None)

    def _decide(self, legal: LegalActions, rng: random.Random, street: int) -> tuple[ActionKind, int]:
        roll = rng.random()
        if legal.bring_in is not None:
            # The bring-in (R3.5): post it or complete.
            if legal.complete is not None and roll < self.complete:
                return _COMPLETE, legal.complete
            if legal.fold and roll > 1 - self.bring_in_fold:
                return _FOLD, 0
            return _BRING_IN, legal.bring_in
        targets = legal.wager_targets
        call = legal.call
        reading = self.reading
        if reading is _WAGER_LOW:
            if targets and roll < (self.raise_facing if call is not None else self.bet_open):
                return legal.wager, rng.choice(targets)
            if call is not None and legal.fold and roll > 1 - self.fold[street - 3]:
                return _FOLD, 0
        else:
            if call is not None and legal.fold and roll < self.fold[street - 3]:
                return _FOLD, 0
            if targets:
                chance = self.raise_facing if call is not None else self.bet_open
                if rng.random() < chance if reading is _WAGER_ROLL else roll > 1 - chance:
                    return legal.wager, rng.choice(targets)
        if call is not None:
            return _CALL, call
        if legal.check:
            return _CHECK, 0
        # Nothing free to do and no wager chosen: the smallest wager keeps the hand going.
        if targets:  # pragma: no cover - a player who owes nothing may check
            return legal.wager, targets[0]
        return _FOLD, 0  # pragma: no cover - a player always has a legal action

    def folding(self, scale: float) -> Policy:
        """The same player folding ``scale`` times as often (0: never)."""
        return replace(self, fold=tuple(chance * scale for chance in self.fold))


CASUAL = Policy(
    # 1 - 0.93 rather than 0.07: the fold band starts exactly at 0.93, where it always has.
    fold=(1 - 0.93,) * 5,
    raise_facing=0.2,
    bet_open=0.3,
    complete=0.25,
    bring_in_fold=0.1,
    reading=Reading.WAGER_LOW,
)
"""Folds are rare, so that most hands reach 7th street (``play_random_hand``, demonstrations)."""

DEALER_SCHOOL = Policy(
    fold=(0.16, 0.09, 0.06, 0.04, 0.04),
    raise_facing=0.2,
    bet_open=0.3,
    complete=0.25,
    reading=Reading.FOLD_LOW,
)
"""Enough folds early that hands reach 7th street with anything from two to all players (and so every
run-out case), while most still reach a showdown (``croupier phh deal``, the engine's benchmark)."""


def play_step(hand: Hand, rng: random.Random, policy: Policy = CASUAL) -> bool:
    """Do the one next thing in ``hand``: a dealer's duty, a player's decision (``policy``'s) or a show
    at the showdown. False when the hand is already over."""
    step = hand.next_step()
    if step is None:
        return False
    if isinstance(step, TurnDue):
        policy.act(hand, rng)
    elif isinstance(step, ShowDue):
        hand.show()
    else:
        hand.dealer_step()  # one duty: run_dealer would do them all
    return True


def play_out(hand: Hand, rng: random.Random, policy: Policy = CASUAL) -> Hand:
    """Play ``hand`` to its end with ``policy``'s actions; everyone shows at the showdown."""
    while True:
        if hand.actor is None:
            phase = hand.phase
            if phase is Phase.SHOWDOWN:
                hand.show()
            elif phase is Phase.COMPLETE:
                return hand
            else:
                hand.run_dealer()
            continue
        policy.act(hand, rng)


def play_random_hand(
    variant: Variant,
    stakes: Stakes,
    stacks: Sequence[int],
    rules: HouseRules | None = None,
    *,
    rng: random.Random,
    policy: Policy = CASUAL,
) -> Hand:
    """Deal and play one complete hand from a deck shuffled by ``rng``."""
    hand = Hand(variant, stakes, stacks, rules, deck=Deck(rng), rng=rng)
    return play_out(hand, rng, policy)


def deal_random_hand(
    variant: Variant,
    stakes: Stakes,
    stacks: Sequence[int],
    rules: HouseRules,
    rng: random.Random,
    *,
    fold_scale: float = 1.0,
) -> Hand:
    """One complete hand as ``croupier phh deal`` deals it: ``DEALER_SCHOOL`` play, its folds
    ``fold_scale`` times as likely (0: nobody folds, so eight players run out of cards)."""
    policy = DEALER_SCHOOL if fold_scale == 1.0 else DEALER_SCHOOL.folding(fold_scale)
    return play_random_hand(variant, stakes, stacks, rules, rng=rng, policy=policy)


if __name__ == "__main__":  # pragma: no cover
    play_random_hand(STUD, Stakes(), [1000] * 6, rng=random.Random(0))
