"""The chips on the walkthrough's table: each player's stack as chips, the chips of each wager in
front of them, and the pot's pile, following the hand's events and the dealer's steps. Simulated
players pay with the chips they hold, now and then with one larger chip, so that change is due
(R12.3, E44). No Qt.

>>> import random
>>> from croupier.engine.rules import STUD, Stakes
>>> from croupier.procedure import Procedure
>>> procedure = Procedure.new(STUD, Stakes(), [1000] * 3, seed=7)
>>> table = ChipTable(procedure.hand, ChipSet(), random.Random(1))
>>> _ = procedure.run_dealer()
>>> table.follow(procedure.hand)
>>> str(table.pot), table.stack(1).total
('3x5', 995)
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from dataclasses import dataclass

from croupier.engine.chips import ChipError, Chips, ChipSet, exact_chips, pay, split_plan
from croupier.engine.events import ActionTaken, AntePosted
from croupier.engine.hand import Hand
from croupier.procedure import DealerStep, StepKind

__all__ = ["ChangeDue", "ChipHabits", "ChipTable", "take_amount", "working_stack"]


@dataclass(frozen=True, slots=True)
class ChipHabits:
    """How the simulated players handle chips: ``oversized`` is the chance that a wager is paid
    with one larger chip (change due), ``asks_pot`` the chance a player asks "How much is in the
    pot?" before deciding."""

    oversized: float = 0.15
    asks_pot: float = 0.06


@dataclass(frozen=True, slots=True)
class ChangeDue:
    """A wager of ``amount`` paid with ``paid`` (one larger chip): ``change`` goes back to
    ``seat``, made from the pot's chips, and the wager is made up from the pot too (R12.3)."""

    seat: int
    amount: int
    paid: Chips
    change: int


def working_stack(amount: int, chips: ChipSet) -> Chips:
    """A player's chips for ``amount`` as a card room hands them out: some of every small colour
    (to pay antes and bets exactly), the rest in the largest chips.

    >>> str(working_stack(1000, ChipSet()))
    '8x100 6x25 9x5 5x1'
    """
    counts: dict[int, int] = {}
    rest = amount
    values = chips.denominations
    for value, nxt in itertools.pairwise(values):
        count = min(rest // value, max(0, (nxt * 2 - value) // value), 20)
        # Keep what is left a multiple of the next colour where possible.
        while count and (rest - count * value) % nxt:
            count -= 1
        if count:
            counts[value] = count
            rest -= count * value
    return Chips.of(counts) + chips.stack(rest)


def take_amount(pile: Chips, amount: int, chips: ChipSet) -> tuple[Chips, Chips]:
    """``amount`` taken out of ``pile``: (the chips taken, what is left), colouring down a larger
    chip of the pile when its smaller chips do not make the amount."""
    if pile.total < amount:
        raise ChipError(f"a pile of {pile.total} does not hold {amount}")
    taken: dict[int, int] = {}
    left = dict(pile.counts)
    rest = amount
    for value in reversed(chips.denominations):
        use = min(left.get(value, 0), rest // value)
        if use:
            taken[value] = use
            left[value] -= use
            rest -= use * value
    while rest:
        # Break the smallest chip above what is still needed, and take from its pieces.
        bigger = min((value for value, count in left.items() if count and value > rest), default=None)
        if bigger is None:
            bigger = max(value for value, count in left.items() if count)
        left[bigger] -= 1
        for value, count in chips.colour_down(bigger):
            left[value] = left.get(value, 0) + count
        for value in reversed(chips.denominations):
            use = min(left.get(value, 0), rest // value)
            if use:
                taken[value] = taken.get(value, 0) + use
                left[value] -= use
                rest -= use * value
    return Chips.of(taken), Chips.of(left)


class ChipTable:
    """The table's chips for ``hand``'s players; ``follow(hand)`` after the hand moves,
    ``after_step(step, hand)`` after each dealer's step. A wager paid with a larger chip waits in
    ``change_due`` until ``give_change``."""

    def __init__(
        self, hand: Hand, chips: ChipSet, rng: random.Random, habits: ChipHabits | None = None
    ) -> None:
        self.chips = chips
        self.rng = rng
        self.habits = habits or ChipHabits()
        self._stacks = {
            player.seat: working_stack(player.stack + player.contributed, chips) for player in hand.players
        }
        self._bets: dict[int, Chips] = {}
        self.pot = Chips()
        self.change_due: ChangeDue | None = None
        self._cursor = 0

    def copy(self) -> ChipTable:
        table = ChipTable.__new__(ChipTable)
        table.chips, table.rng, table.habits = self.chips, self.rng, self.habits
        table._stacks, table._bets = dict(self._stacks), dict(self._bets)
        table.pot, table.change_due, table._cursor = self.pot, self.change_due, self._cursor
        return table

    def stack(self, seat: int) -> Chips:
        return self._stacks[seat]

    def bet(self, seat: int) -> Chips:
        return self._bets.get(seat, Chips())

    # ----------------------------------------------------------------------------- the players

    def follow(self, hand: Hand) -> None:
        """The chips the players have put in since the last call: antes into the pot, wagers in
        front of them (a larger chip now and then, when the pot can make the change)."""
        events = hand.events
        while self._cursor < len(events):
            event = events[self._cursor]
            self._cursor += 1
            if isinstance(event, AntePosted) and event.amount:
                paid = self._pay(event.seat, event.amount, oversized=False)
                self.pot = self.pot + paid
            elif isinstance(event, ActionTaken) and event.amount:
                oversized = self.rng.random() < self.habits.oversized
                paid = self._pay(event.seat, event.amount, oversized=oversized)
                self._bets[event.seat] = self.bet(event.seat) + paid

    def _pay(self, seat: int, amount: int, *, oversized: bool) -> Chips:
        """What ``seat`` puts in for ``amount``: exact chips, or a larger chip whose change is
        made at once (an ante) or left to the dealer (``change_due``, a wager)."""
        stack = self._stacks[seat]
        paid, change = pay(stack, amount, self.chips, oversized=oversized)
        if change and self.change_due is None and self._pot_makes(change, amount, paid):
            self._stacks[seat] = stack - paid
            self.change_due = ChangeDue(seat, amount, paid, change)
            return Chips()
        if change:
            exact = pay(self._broken(seat, amount), amount, self.chips)[0]
            self._stacks[seat] = self._stacks[seat] - exact
            return exact
        self._stacks[seat] = stack - paid
        return paid

    def _broken(self, seat: int, amount: int) -> Chips:
        """The seat's stack with a chip changed at the cage so that ``amount`` can be paid exactly."""
        stack = self._stacks[seat]
        taken, left = take_amount(stack, amount, self.chips)
        self._stacks[seat] = left + taken
        return self._stacks[seat]

    def _pot_makes(self, change: int, amount: int, paid: Chips) -> bool:
        """Can the pot's smaller chips make the ``change`` and then the wager of ``amount`` exactly
        (the larger chip ``paid`` goes into the pot for them)?"""
        smaller = self._smaller(paid)
        back = exact_chips(smaller, change)
        return back is not None and exact_chips(smaller - back, amount) is not None

    # ----------------------------------------------------------------------------- the dealer

    def change_for(self, due: ChangeDue) -> Chips:
        """The change a dealer gives for ``due``: the pot's chips, larger ones first."""
        change = exact_chips(self._smaller(due.paid), due.change)
        if change is None:
            raise ChipError(f"the pot cannot make {due.change} in change")
        return change

    def _smaller(self, paid: Chips) -> Chips:
        top = max(value for value, _ in paid)
        return Chips.of((chip, count) for chip, count in self.pot if chip < top)

    def give_change(self, change: Chips) -> None:
        """The dealer gives ``change`` from the pot for the wager waiting: the larger chip goes into
        the pot, and the wager is made up from the pot in front of the player."""
        due = self.change_due
        if due is None:
            raise ChipError("no change is due")
        pot = self.pot - change
        wager = exact_chips(pot, due.amount)
        left = pot - wager if wager is not None else None
        if wager is None or left is None:
            wager, left = take_amount(pot, due.amount, self.chips)
        self.pot = left + due.paid
        self._stacks[due.seat] = self._stacks[due.seat] + change
        self._bets[due.seat] = self.bet(due.seat) + wager
        self.change_due = None

    def after_step(self, step: DealerStep, hand: Hand, *, split: Mapping[int, Chips] | None = None) -> None:
        """The chips a dealer's step moves: the bets into the pot once the engine has gathered
        them, a bet returned, a pot pushed (``split``: the chips each winner got; else the dealer's
        own split)."""
        if step.kind is StepKind.RETURN_BET and step.seat is not None and step.amount:
            bet = self.bet(step.seat)
            back, rest = take_amount(bet, min(step.amount, bet.total), self.chips)
            self._bets[step.seat] = rest
            self._stacks[step.seat] = self._stacks[step.seat] + back
        elif step.kind is StepKind.PUSH_POT:
            self.push(step, split)
        elif step.kind is not StepKind.ANNOUNCE and all(player.bet == 0 for player in hand.players):
            for bet in self._bets.values():
                self.pot = self.pot + bet
            self._bets = {}

    def push(self, step: DealerStep, split: Mapping[int, Chips] | None) -> None:
        """The pot (or a half of one) pushed: ``split`` by seat, or the dealer's split of the chips
        taken out of the pot for it."""
        if split is None:
            due = {seat: chips for seat, chips in step.shares if chips}
            taken, self.pot = take_amount(self.pot, sum(due.values()), self.chips)
            split = split_plan(taken, due, self.chips).shares
        else:
            for chips in split.values():
                self.pot = self.pot - chips
        for seat, chips in split.items():
            self._stacks[seat] = self._stacks[seat] + chips

    def colour_down(self, value: int) -> None:
        """Break one of the pot's chips of ``value`` into the next smaller colour."""
        self.pot = self.pot - Chips.of({value: 1}) + self.chips.colour_down(value)

    def replace_pot(self, pile: Chips) -> None:
        """The pot after the dealer has coloured chips down in it (the same total)."""
        if pile.total != self.pot.total:
            raise ChipError(f"the pot holds {self.pot.total}, not {pile.total}")
        self.pot = pile
