"""Moments at which a dealer's call is due, from hands dealt through the procedure: what the voice
tests and ``benchmarks/voice.py`` render with eSpeak and hear back. No Qt.

Each ``Moment`` stands where the builder would be opened: the procedure, the steps it expects and
the call due (one the builder can say, ``phrase_of``). The hands are seeded, so every run meets
the same calls.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from dataclasses import dataclass

from croupier.engine.cards import Deck
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.rules import RAZZ, STUD, STUD8, Stakes
from croupier.engine.simulate import Policy
from croupier.procedure import Announcement, DealerStep, Procedure, StepKind
from croupier.training.phrases import phrase_of

__all__ = ["Moment", "moments"]


@dataclass(frozen=True, slots=True)
class Moment:
    """A call due: a copy of the procedure standing there, what it expects, and the call."""

    procedure: Procedure
    expected: tuple[DealerStep, ...]
    due: Announcement

    @property
    def hand(self) -> Hand:
        return self.procedure.hand


def moments(seeds: range, players: int = 6) -> Iterator[Moment]:
    """Every call the builder can say, as it comes due in the seeded hands (stud, stud hi-lo and
    razz in turn), the dealer doing each duty and the simulated players acting."""
    for seed in seeds:
        variant = (STUD, STUD8, RAZZ)[seed % 3]
        hand = Hand(
            variant,
            Stakes(),
            [1000] * players,
            deck=Deck(random.Random(seed)),
            rng=random.Random(seed + 1),
        )
        procedure = Procedure(hand)
        chooser = random.Random(seed + 2)
        policy = Policy()
        for _ in range(5000):
            expected = procedure.expected()
            if expected:
                step = expected[0]
                due = step.announcement
                if step.kind is StepKind.ANNOUNCE and due is not None and phrase_of(due) is not None:
                    yield Moment(copy.deepcopy(procedure), expected, due)
                procedure.perform(step)
            elif hand.is_complete:
                break
            elif isinstance(hand.next_step(), TurnDue):
                policy.act(hand, chooser)
            elif isinstance(hand.next_step(), ShowDue):
                hand.show()
