"""A walkthrough stopped at a telling moment, for screenshots and demonstrations: seeded, so every
run shows the same."""

from __future__ import annotations

import random

from croupier.drills.levels import Difficulty, Mode
from croupier.engine.rules import STUD, Stakes
from croupier.gui.walkthrough.panel import WalkthroughPanel
from croupier.procedure import FirstToAct, Procedure
from croupier.training.controller import Walkthrough

__all__ = ["show_mid_hand"]


def _high_hand_due(walk: Walkthrough) -> bool:
    expected = walk.procedure.expected()
    return walk.hand.street >= 5 and any(isinstance(step.announcement, FirstToAct) for step in expected)


def show_mid_hand(panel: WalkthroughPanel, *, players: int = 7, seed: int = 7) -> None:
    """Deal a seeded hand to 5th street, every duty right, and start announcing the high hand:
    the builder open with what and whose chosen, the dealer's words ready to confirm."""
    stakes = Stakes(5, 10, 20, 40)
    rng = random.Random(seed)
    stacks = [stakes.big_bet * rng.randint(15, 40) for _ in range(players)]
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(Mode.PRACTICE)
    panel.set_player_delay(60_000)  # the picture holds still
    panel.load(Procedure.new(STUD, stakes, stacks, seed=seed), rng=random.Random(seed))
    panel.fast_forward(_high_hand_due)
    walk = panel.walkthrough
    if walk is None or not _high_hand_due(walk):
        return
    due = next(
        step.announcement for step in walk.procedure.expected() if isinstance(step.announcement, FirstToAct)
    )
    assert isinstance(due, FirstToAct)
    for key in ("A", "H", str(due.seat)):
        panel.press_key(key)
