"""What ``table_incidents``' finders, makers and rulings (``table_finders``, ``table_makers``,
``table_rulings``) see of the table: ``IncidentTable``, the part of ``TableIncidents`` they read and
change, so that they never import it; and the values the table and they share.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from croupier.engine.cards import Card
from croupier.engine.errors import IllegalActionError
from croupier.engine.hand import Hand
from croupier.engine.legal import Action, LegalActions
from croupier.engine.steps import DealDue

__all__ = ["IncidentError", "IncidentTable", "OutOfTurn"]


class IncidentError(IllegalActionError):
    """An incident that cannot happen now, or a ruling that is not the right one (the message says
    which ruling is, and why)."""


@dataclass(frozen=True, slots=True)
class OutOfTurn:
    """An action taken out of turn and held (R11.1): the chips stay in front of the player; it binds
    if the bet to call is still ``bet_then`` at the player's turn."""

    seat: int
    action: Action
    bet_then: int


class IncidentTable(Protocol):
    """The table's state an incident's finder, maker or ruling reads and changes (``TableIncidents``
    has it; see there what each holds)."""

    held: dict[int, int]
    _exposed: dict[int, set[int]]
    premature: tuple[int, Card] | None
    out_of_turn: OutOfTurn | None
    absent: set[int]
    seventh_up: bool
    dead_boards: set[int]
    folding: set[int]

    def owing(self) -> list[int]: ...

    def _just_burned(self, hand: Hand) -> DealDue | None: ...

    def _betting(self, hand: Hand) -> LegalActions | None: ...

    def _hold(self, seat: int, chips: int) -> None: ...

    def _give_back(self, seat: int) -> None: ...
