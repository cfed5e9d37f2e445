"""A snapshot of the table as the dealer sees it: seats, cards, bets, pot, burns and stub. No Qt.

The views draw a ``TableState``, never a ``Hand``, so a quiz can show any position it makes up, and
``TableState.from_hand`` turns a hand in progress into one.

>>> import random
>>> from croupier.engine.cards import Deck
>>> from croupier.engine.hand import Hand
>>> from croupier.engine.rules import STUD, Stakes
>>> hand = Hand(STUD, Stakes(), [1000] * 3, deck=Deck(random.Random(1)))
>>> hand.run_dealer()
>>> state = TableState.from_hand(hand)
>>> state.pot, [len(seat.up) for seat in state.seats], state.seat(1).down
(15, [1, 1, 1], (None, None))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from croupier.engine.cards import Card
from croupier.engine.chips import Chips, ChipSet

if TYPE_CHECKING:
    from croupier.engine.hand import Hand

__all__ = ["SeatState", "TableState"]


@dataclass(frozen=True, slots=True)
class SeatState:
    """One seat: chips behind, the bet in front, and the cards in the order received.

    ``down`` holds None for a card the dealer cannot see (it is drawn face down); ``up`` holds None
    for an upcard a hand history leaves unknown (``??``), drawn face down where it lies.
    ``won`` is what the seat was pushed at the end of the hand. ``bet_chips`` are the chips of the
    bet where they are known; ``raised`` the five cards a tabled hand plays, drawn raised.
    """

    seat: int
    stack: int
    bet: int = 0
    down: tuple[Card | None, ...] = ()
    up: tuple[Card | None, ...] = ()
    folded: bool = False
    all_in: bool = False
    mucked: bool = False
    killed: bool = False
    won: int = 0
    name: str = ""
    bet_chips: Chips | None = None
    raised: tuple[Card, ...] = ()

    @property
    def card_count(self) -> int:
        """Cards in front of the seat, down and up."""
        return len(self.down) + len(self.up)

    @property
    def in_hand(self) -> bool:
        """Still holds cards on the table (not folded, not mucked)."""
        return not (self.folded or self.mucked)


@dataclass(frozen=True, slots=True)
class TableState:
    """The whole table. ``pot`` is the middle only: this street's bets are in front of the seats.
    ``pot_chips`` are its chips where they are known; ``chips`` the set in play (R12.1)."""

    seats: tuple[SeatState, ...]
    pot: int = 0
    street: int = 3
    actor: int | None = None
    burns: int = 0
    stub: int = 52
    community: Card | None = None
    showdown: bool = False
    complete: bool = False
    pot_chips: Chips | None = None
    chips: ChipSet | None = None
    pot_hidden: bool = False  # the total not written beside the pot (the quiz asks for it)

    def seat(self, number: int) -> SeatState:
        """The seat numbered ``number`` (1..N, clockwise from the dealer's left)."""
        return self.seats[number - 1]

    @property
    def bets(self) -> int:
        """The chips in front of the seats, not yet gathered."""
        return sum(seat.bet for seat in self.seats)

    @classmethod
    def from_hand(cls, hand: Hand, *, reveal: bool = False) -> TableState:
        """The table now. Down cards show only once their seat has shown them, or with ``reveal``."""
        # The hand's modules when there is a hand: an empty table (the window's first frame) needs none.
        from croupier.engine.dealing import Phase  # noqa: PLC0415
        from croupier.engine.events import HandKilled, PotAwarded  # noqa: PLC0415

        killed = {event.seat for event in hand.events if isinstance(event, HandKilled)}
        won: dict[int, int] = {}
        for event in hand.events:
            if isinstance(event, PotAwarded):
                for seat, chips in event.shares:
                    won[seat] = won.get(seat, 0) + chips
        seats = tuple(
            SeatState(
                seat=player.seat,
                stack=player.stack,
                bet=player.bet,
                down=tuple(player.down) if reveal or player.shown else (None,) * len(player.down),
                up=tuple(player.up),
                folded=player.folded,
                all_in=player.all_in,
                mucked=player.mucked,
                killed=player.seat in killed,
                won=won.get(player.seat, 0),
            )
            for player in hand.players
        )
        complete = hand.is_complete
        middle = 0 if complete else hand.pot - sum(seat.bet for seat in seats)
        return cls(
            seats=seats,
            pot=middle,
            street=hand.street,
            actor=hand.actor,
            burns=len(hand.burns),
            stub=hand.stub_size,
            community=hand.community,
            showdown=hand.phase is Phase.SHOWDOWN,
            complete=complete,
        )
