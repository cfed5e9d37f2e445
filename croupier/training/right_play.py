"""A hand played right for the trainee (demonstrations, screenshots): every duty done and every
question answered as the engine says, the players let act, the incidents stopped and ruled. It sees
the walkthrough only through ``RightWalk`` (what the trainee could do at the table). No Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol, TypeVar

from croupier.engine.events import ActionTaken, HandMucked, HandShown, IncidentOccurred
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.incidents import RulingKind
from croupier.engine.legal import Action
from croupier.engine.table_incidents import TableIncidents
from croupier.procedure import DealerStep, Procedure, StepKind
from croupier.training.chip_duties import ChipDuties
from croupier.training.terms import Graded, Waiting

__all__ = ["RightWalk", "play_right", "right_duty"]


class RightWalk(Protocol):
    """What a hand played right uses of the walkthrough (``Walkthrough`` has it)."""

    procedure: Procedure
    hand: Hand
    table: TableIncidents
    chips: ChipDuties

    @property
    def waiting(self) -> Waiting:
        """What happens next."""
        ...

    def run_auto(self) -> list[DealerStep]:
        """Do the duties the difficulty does not ask."""
        ...

    def attempt(self, step: DealerStep) -> Graded:
        """The trainee does ``step``."""
        ...

    def answer_seat(self, seat: int) -> Graded:
        """The answer to "Who acts?" or "Who shows next?"."""
        ...

    def answer_actions(self, actions: Iterable[Action]) -> Graded:
        """The answer to "What may they do?"."""
        ...

    def play_player(self) -> ActionTaken | HandShown | HandMucked | IncidentOccurred | None:
        """The simulated player to act decides."""
        ...

    def stop(self) -> tuple[RulingKind, ...] | Graded:
        """The trainee stops the table."""
        ...

    def rule(self, ruling: RulingKind) -> Graded:
        """The trainee's ruling on the incident stopped."""
        ...


W = TypeVar("W", bound=RightWalk)


def play_right(walk: W, until: Callable[[W], bool], limit: int) -> Graded | None:
    """Play ``walk`` right until ``until(walk)`` holds or the hand is over, at most ``limit``
    moves; the last graded answer."""
    last: Graded | None = None
    for _ in range(limit):
        walk.run_auto()
        waiting = walk.waiting
        if until(walk) or waiting is Waiting.OVER:
            break
        if walk.table.pending is not None:
            walk.stop()
            last = walk.rule(walk.table.right_ruling().kind)
        elif waiting in {Waiting.CHANGE, Waiting.COUNT_POT}:
            last = walk.chips.do_right()
        elif waiting is Waiting.DUTY:
            last = right_duty(walk)
        elif waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS}:
            step = walk.hand.next_step()
            assert isinstance(step, TurnDue | ShowDue)
            last = walk.answer_seat(step.seat)
        elif waiting is Waiting.MAY_DO:
            last = walk.answer_actions(walk.hand.legal_actions())
        else:
            walk.play_player()
    return last


def right_duty(walk: RightWalk) -> Graded:
    """The duty due done right: a push by the dealer's split, a reading in the engine's words."""
    step = walk.procedure.expected()[0]
    if step.kind is StepKind.PUSH_POT:
        work = walk.chips.right_split()
        assert work is not None
        return walk.chips.push(work)
    if step.kind is StepKind.READ_HAND and step.seat is not None:
        return walk.chips.read(step.seat, walk.chips.expected_said(step.seat))
    return walk.attempt(step)
