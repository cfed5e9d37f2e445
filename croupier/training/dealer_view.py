"""The table as the dealer of the walkthrough sees it. The engine settles at once what a croupier
does by hand: it moves the bets into the pot when a round ends, kills the losing hands and awards the
pots. Here the bets stay in front of the players until the trainee gathers them, and hands are
killed and pots pushed when the trainee does it. No Qt.
"""

from __future__ import annotations

from dataclasses import replace

from croupier.engine.events import ActionTaken, BetsGathered, HandShown, PotAwarded, UncalledBetReturned
from croupier.engine.hand import Hand
from croupier.engine.hand import Phase as HandPhase
from croupier.procedure import DealerStep, Procedure, StepKind
from croupier.training.table_state import TableState

__all__ = ["DealerView"]


class DealerView:
    """Follows the hand's events (``watch``) and the dealer's steps (``after_step``) for the bets not
    yet gathered; ``table_state(procedure)`` is the picture. ``copy()`` for a duty taken back."""

    def __init__(self) -> None:
        self._cursor = 0  # the hand's events seen
        self._unswept: dict[int, int] = {}  # seat -> its bet still in front of it, after the engine's gather

    def copy(self) -> DealerView:
        view = DealerView()
        view._cursor, view._unswept = self._cursor, dict(self._unswept)
        return view

    def watch(self, hand: Hand) -> None:
        """Bets stay in front of the players until the dealer gathers them (the engine has moved
        them already)."""
        events = hand.events
        while self._cursor < len(events):
            event = events[self._cursor]
            self._cursor += 1
            if isinstance(event, BetsGathered) and event.amount > 0:
                self._unswept = {}
                for earlier in events[: self._cursor]:
                    if isinstance(earlier, ActionTaken) and earlier.street == event.street and earlier.to:
                        self._unswept[earlier.seat] = earlier.to

    def after_step(self, step: DealerStep) -> None:
        """A returned bet leaves the rest in front of its seat; any other duty but a call sweeps."""
        if step.kind is StepKind.RETURN_BET and step.seat in self._unswept:
            self._unswept[step.seat] = max(0, self._unswept[step.seat] - (step.amount or 0))
        elif step.kind is not StepKind.ANNOUNCE:
            self._unswept = {}

    def table_state(self, procedure: Procedure, *, hide_actor: bool = False) -> TableState:
        """The table as the dealer sees it: bets stay out until gathered, hands are killed and pots
        pushed when the trainee does it (the engine has settled the hand at once)."""
        hand = procedure.hand
        self.watch(hand)
        base = TableState.from_hand(hand)
        killed: set[int] = set()
        pushed: dict[int, int] = {}
        returned: dict[int, int] = {}
        for step in procedure.history:
            if step.kind is StepKind.KILL_HAND and step.seat is not None:
                killed.add(step.seat)
            elif step.kind is StepKind.PUSH_POT:
                for seat, chips in step.shares:
                    pushed[seat] = pushed.get(seat, 0) + chips
            elif step.kind is StepKind.RETURN_BET and step.seat is not None:
                returned[step.seat] = returned.get(step.seat, 0) + (step.amount or 0)
        awarded: dict[int, int] = {}
        uncalled: dict[int, int] = {}
        for event in hand.events:
            if isinstance(event, PotAwarded):
                for seat, chips in event.shares:
                    awarded[seat] = awarded.get(seat, 0) + chips
            elif isinstance(event, UncalledBetReturned):
                uncalled[event.seat] = max(uncalled.get(event.seat, 0), event.amount)
        seats = []
        for seat_state in base.seats:
            seat = seat_state.seat
            bet = self._unswept.get(seat, 0) if self._unswept else seat_state.bet
            owed = (
                awarded.get(seat, 0)
                - pushed.get(seat, 0)
                + max(0, uncalled.get(seat, 0) - returned.get(seat, 0))
            )
            seats.append(
                replace(
                    seat_state,
                    bet=bet,
                    stack=seat_state.stack - max(0, owed),
                    killed=seat in killed,
                    won=pushed.get(seat, 0),
                )
            )
        contributed = sum(player.contributed for player in hand.players)
        middle = contributed - sum(s.bet for s in seats) - sum(pushed.values()) - sum(returned.values())
        showing = any(isinstance(event, HandShown) for event in hand.events)
        return replace(
            base,
            seats=tuple(seats),
            pot=max(0, middle),
            actor=None if hide_actor else hand.actor,
            showdown=hand.phase is HandPhase.SHOWDOWN or (hand.is_complete and showing),
            complete=procedure.is_complete,
        )
