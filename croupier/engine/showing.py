"""The end of a hand: the showdown (who shows first, R8.1; showing or mucking, R8.3) and the pots
pushed to the winners (R8.4-R8.7). ``Hand`` is ``Showing`` with the streets and their betting; this
class holds only what happens once the last betting round is over (or all but one have folded).
"""

from __future__ import annotations

from collections.abc import Sequence

from croupier.engine.cards import Card
from croupier.engine.dealing import Dealing, Phase, can
from croupier.engine.errors import IllegalActionError, OutOfTurnError
from croupier.engine.events import HandEnded, HandMucked, HandShown, ShowdownStarted
from croupier.engine.player import PlayerState
from croupier.engine.rules import ShowdownOrderNoBet
from croupier.engine.showdown import award_pots, showdown_order
from croupier.engine.steps import describe_step

__all__ = ["Showing"]


class Showing(Dealing):
    """A hand's table and dealer's duties (``Dealing``) with its showdown and award; see ``Hand``."""

    @property
    def last_aggressor(self) -> int | None:
        """The last seat to complete, bet or raise in the latest betting round (R8.1)."""
        return self._betting.last_aggressor if self._betting is not None else None

    # ----------------------------------------------------------------------------------- showdown

    def _begin_showdown(self) -> None:
        live = self.live_seats
        aggressor = self.last_aggressor
        if aggressor is not None and aggressor in live:
            first = aggressor
        elif self.rules.showdown_order_no_bet is ShowdownOrderNoBet.FIRST_TO_ACT_ORDER:
            # With upcards unknown the cards cannot say; 7th street's first to act (as recorded) does.
            leader = self.street_leader if self.opener_unknown else self.board_leader()
            first = leader if leader in live else live[0]
        else:
            first = live[0]
        order = showdown_order(live, len(self.players), first, self.pots())
        self.showdown_order = order
        self._show_queue = list(order)
        self.phase = Phase.SHOWDOWN
        self._log(ShowdownStarted(order=self.showdown_order))

    def verify_show_or_muck(self, seat: int | None = None) -> int:
        if self.phase is not Phase.SHOWDOWN:
            raise IllegalActionError(f"it is not the showdown: next is {describe_step(self.next_step())}")
        first = self._show_queue[0]
        if seat is not None and seat != first:
            raise OutOfTurnError(f"seat {first} shows next, not seat {seat} (R8.1)")
        return first

    def can_show_or_muck(self, seat: int | None = None) -> bool:
        return can(self.verify_show_or_muck, seat)

    def show(self, seat: int | None = None, cards: Sequence[Card] | None = None) -> HandShown:
        """Table the hand. ``cards`` names hidden hole cards of a replayed hand (down cards first)."""
        who = self.verify_show_or_muck(seat)
        player = self.player(who)
        if cards is not None:
            self._reveal(player, cards)
        if any(card is None for card in player.down) or None in player.up:
            raise IllegalActionError(f"seat {who}'s hole cards are unknown: name them to show")
        player.shown = True
        self._show_queue.pop(0)
        event = HandShown(seat=who, cards=tuple(self.cards_of(who)))
        self._log(event)
        if not self._show_queue:
            self._award()
        return event

    def verify_muck(self, seat: int | None = None) -> int:
        """The seat to show next, if its hand may be thrown away: not the only live hand, nor the
        only live hand left in a side pot, which it wins without showing (R8.3, R8.7): mucked, it
        would leave that pot to hands that put nothing into it."""
        who = self.verify_show_or_muck(seat)
        contenders = [p for p in self.players if p.live and not p.mucked]
        if len(contenders) == 1:
            raise IllegalActionError(f"seat {who} holds the only live hand and wins without showing")
        numbered = [pot for pot in self.pots() if not pot.is_uncalled]
        for number, pot in enumerate(numbered):
            if pot.eligible == (who,):
                raise IllegalActionError(
                    f"seat {who} holds the only live hand in side pot {number} and wins it without showing"
                )
        return who

    def can_muck(self, seat: int | None = None) -> bool:
        return can(self.verify_muck, seat)

    def muck(self, seat: int | None = None) -> HandMucked:
        """Throw the hand away unshown: it can win nothing (R8.3)."""
        who = self.verify_muck(seat)
        player = self.player(who)
        player.mucked = True
        self._show_queue.pop(0)
        event = HandMucked(seat=who)
        self._log(event)
        if not self._show_queue:
            self._award()
        return event

    def _reveal(self, player: PlayerState, cards: Sequence[Card]) -> None:
        """Name the hidden cards: ``cards`` lists the down cards, or the down cards then the upcards."""
        own = len(player.down) + len(player.up)
        if len(cards) != own and len(cards) != len(player.down):
            raise IllegalActionError(f"seat {player.seat} holds {own} cards; {len(cards)} were shown")
        for index, card in enumerate(cards):
            face_up = index >= len(player.down)
            row = player.up if face_up else player.down
            at = index - len(player.down) if face_up else index
            known = row[at]
            if known is None:
                self._deck.take(card)
                row[at] = card
            elif known != card:
                how = "face up" if face_up else "face down"
                raise IllegalActionError(f"seat {player.seat} was dealt {known} {how}, not {card}")

    # ----------------------------------------------------------------------------------- award

    def _award(self) -> None:
        contenders = [p.seat for p in self.players if p.live and not p.mucked]
        events, winnings = award_pots(
            self.variant,
            self.rules,
            self.pots(),
            contenders=contenders,
            cards_of=self.cards_of,
            seats=len(self.players),
        )
        self.events.extend(events)
        for player, chips in zip(self.players, winnings, strict=True):
            player.stack += chips
        self.winnings = [player.stack - player.starting_stack for player in self.players]
        self.phase = Phase.COMPLETE
        self.actor = None
        self._plan = []
        self._log(HandEnded(finishing_stacks=tuple(player.stack for player in self.players)))
