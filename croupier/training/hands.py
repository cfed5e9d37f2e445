"""Where the walkthrough's hands come from: the game, player count, stakes and house rules chosen in
the settings, each hand dealt from a deck of its own seed so that it can be dealt again the same way
(a duty taken back replays the hand from its start)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from croupier.engine.rules import VARIANTS, HouseRules, Stakes
from croupier.procedure import Procedure

__all__ = ["SHORT_STACK_SHARE", "TableChoices", "procedures_from"]


class TableChoices(Protocol):
    """The table the trainee chose (the window's ``Settings`` is one): the game by its PHH code."""

    @property
    def variant(self) -> str: ...

    @property
    def players(self) -> int: ...

    @property
    def stakes(self) -> Stakes: ...

    @property
    def house_rules(self) -> HouseRules: ...


SHORT_STACK_SHARE = 0.2
"""The share of hands where one player sits with only 1 to 4 big bets: all-ins, side pots and an
all-in player's last card (R10.9) come up at the table as they do in a casino."""


_SHORT_SALT = 0x5EA7


def procedures_from(settings: TableChoices, rng: random.Random) -> Callable[[], Procedure]:
    """New hands with the game, player count, stakes and house rules chosen in ``settings``, their
    stacks (now and then a short one, ``SHORT_STACK_SHARE``) and their decks' seeds drawn from
    ``rng``."""

    def new_procedure() -> Procedure:
        stakes = settings.stakes
        stacks = [stakes.big_bet * rng.randint(12, 40) for _ in range(settings.players)]
        seed = rng.getrandbits(64)
        # The short stack is drawn from the hand's own seed: ``rng`` deals the same hands as before.
        short = random.Random(seed ^ _SHORT_SALT)
        if short.random() < SHORT_STACK_SHARE:
            stacks[short.randrange(len(stacks))] = stakes.big_bet * short.randint(1, 4)
        return Procedure.new(VARIANTS[settings.variant], stakes, stacks, settings.house_rules, seed=seed)

    return new_procedure
