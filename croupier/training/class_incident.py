"""An incident the instructor makes happen on the hand shown to the class (the projector's hand):
which incidents can happen at this moment of the hand, the incident made to happen (the table as
the mistake left it), then the engine's ruling carried out for the class to see. No Qt.

The hand is the projector's replay at one step: the incident is a detour from the recorded hand,
which goes on as recorded from the next step. A hand history may record cards as unknown (``??``):
then only the players' incidents are offered (a card turned up must be a card).

>>> import random
>>> from croupier.engine.cards import Deck
>>> from croupier.engine.hand import Hand
>>> from croupier.engine.rules import STUD, Stakes
>>> hand = Hand(STUD, Stakes(), [1000] * 4, deck=Deck(random.Random(5)), rng=random.Random(5))
>>> for _ in range(4):
...     _ = hand.post_ante()
>>> _ = hand.deal_card()
>>> shown = ClassIncident(hand)
>>> IncidentKind.EXPOSED_HOLE_CARD in shown.possible()
True
>>> shown.happen(IncidentKind.EXPOSED_HOLE_CARD).rule, shown.waiting
('R10.1', True)
>>> shown.rule().kind.value, shown.waiting
('third_card_down', False)
"""

from __future__ import annotations

from croupier.engine.hand import Hand
from croupier.engine.incidents import DEALER_SLIPS, Incident, IncidentKind, Ruling, RulingKind
from croupier.engine.table_incidents import IncidentError, TableIncidents
from croupier.training.incidents import overlay
from croupier.training.table_state import TableState

__all__ = ["ClassIncident"]


class ClassIncident:
    """The incident of one moment of the class's hand; see the module docstring."""

    def __init__(self, hand: Hand) -> None:
        self.hand = hand
        self.table = TableIncidents(hand)
        self.incident: Incident | None = None
        """The incident made to happen (kept once ruled, for the words)."""
        self.ruling: Ruling | None = None
        """The ruling carried out (None while the incident waits for it)."""

    def _cards_known(self) -> bool:
        hand = self.hand
        return all(card is not None for player in hand.players for card in (*player.down, *player.up))

    def possible(self) -> list[IncidentKind]:
        """The incidents that can happen now, in the order of the rules; none once one has."""
        if self.incident is not None:
            return []
        known = self._cards_known()
        return [
            kind
            for kind in IncidentKind
            if (known or kind not in DEALER_SLIPS) and self.table.seats_for(kind)
        ]

    @property
    def waiting(self) -> bool:
        """An incident has happened and its ruling is still to be shown."""
        return self.incident is not None and self.ruling is None

    def happen(self, kind: IncidentKind) -> Incident:
        """Make ``kind`` happen now (``IncidentError`` when it cannot)."""
        if kind not in self.possible():
            raise IncidentError(f"{kind.value} cannot happen now")
        self.incident = self.table.happen(kind)
        return self.incident

    def rulings(self) -> tuple[RulingKind, ...]:
        """The rulings the class may weigh (the right one among them)."""
        return self.table.rulings() if self.waiting else ()

    def rule(self) -> Ruling:
        """Carry out the engine's ruling on the incident."""
        if not self.waiting:
            raise ValueError("no incident is waiting for its ruling")
        self.ruling = self.table.rule_right()
        return self.ruling

    def dress(self, state: TableState) -> TableState:
        """``state`` (the hand's table) as the incident leaves it: chips held in front, cards face up."""
        return overlay(state, self.table)
