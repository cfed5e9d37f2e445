"""One random hand walked through the procedure: the dealer's steps with the players' actions between.

This is the instructor's script (``croupier procedure``), the benchmark's workload and the property
test's hand: the dealer always does an expected step, the simulated players act only when
``player_may_act``, and everyone shows at the showdown.

>>> from croupier.engine.rules import STUD, Stakes
>>> lines = play_script(Procedure.new(STUD, Stakes(), [1000] * 4, seed=2), random.Random(2))
>>> lines[0].dealer.code, lines[-1].dealer.kind.value
('shuffle:scramble', 'push')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from croupier.engine.events import ActionTaken, Event, HandMucked, HandShown
from croupier.engine.hand import ShowDue, TurnDue
from croupier.engine.simulate import CASUAL
from croupier.procedure.procedure import Procedure
from croupier.procedure.steps import DealerStep

__all__ = ["ScriptLine", "first_expected", "play_player", "play_script"]


@dataclass(frozen=True, slots=True)
class ScriptLine:
    """One line of the script: a dealer's step, or a player's action or show (``player``)."""

    dealer: DealerStep | None = None
    player: ActionTaken | HandShown | HandMucked | None = None


def first_expected(expected: Sequence[DealerStep], rng: random.Random) -> DealerStep:
    """The chooser that takes the first expected step (the canonical order)."""
    return expected[0]


def play_script(
    procedure: Procedure,
    rng: random.Random,
    *,
    choose: Callable[[Sequence[DealerStep], random.Random], DealerStep] = first_expected,
    max_lines: int = 10_000,
) -> list[ScriptLine]:
    """Play the procedure's hand to its end: each dealer step ``choose``-n from ``expected()``,
    random player actions (``croupier.engine.simulate``) when a player may act."""
    lines: list[ScriptLine] = []
    while len(lines) < max_lines:
        expected = procedure.expected()
        if expected:
            step = choose(expected, rng)
            procedure.perform(step)
            lines.append(ScriptLine(dealer=step))
            continue
        event = play_player(procedure, rng)
        if event is None:
            return lines
        lines.append(ScriptLine(player=event))
    raise RuntimeError(f"the hand did not end within {max_lines} steps")  # pragma: no cover


def play_player(procedure: Procedure, rng: random.Random) -> ActionTaken | HandShown | HandMucked | None:
    """Let the player to act take a random legal action, or show at the showdown; None if no player
    is to act."""
    hand = procedure.hand
    due = hand.next_step()
    before = len(hand.events)
    if isinstance(due, TurnDue):
        CASUAL.act(hand, rng)
    elif isinstance(due, ShowDue):
        hand.show()
    else:
        return None
    return _player_event(hand.events[before:])


def _player_event(events: Sequence[Event]) -> ActionTaken | HandShown | HandMucked:
    for event in events:
        if isinstance(event, (ActionTaken, HandShown, HandMucked)):
            return event
    raise AssertionError("a player's turn left no event")  # pragma: no cover
