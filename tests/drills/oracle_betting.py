"""The independent checker's betting rules, written from RULES.md §2.3–§2.5 and §2.8 (not from the
engine): the state of a fixed-limit round rebuilt from what the table shows (this street's actions,
the bets in front, the stacks), and who acts, what they may do and for how much.

Only what a trainee sees is read: a ``TableView`` (``croupier.drills.table_view``) and the house
rules named in the question's heading.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from oracle_cards import board_key

from croupier.drills.view import SeatView, TableView
from croupier.engine.rules import HouseRules

WAGERS = {"complete", "bet", "raise"}


@dataclass
class Round:
    """A betting round as the table shows it (R3.5–R4.6)."""

    view: TableView
    rules: HouseRules
    level: int = 0  # the bet to call
    full: int = 0  # the level the last full wager reached (R4.6)
    wagers: int = 0  # bets and raises counted toward the cap (R4.4)
    big_made: bool = False  # a big-bet-sized wager on 4th street (R4.3)
    acted: set[int] = field(default_factory=set)  # acted since the last full wager
    bets: dict[int, int] = field(default_factory=dict)
    last: int | None = None
    bring_in_short: bool = False  # R3.9

    @property
    def street(self) -> int:
        return self.view.street

    @property
    def stakes(self) -> tuple[int, int, int, int]:
        return self.view.stakes

    @property
    def increment(self) -> int:
        _, _, small, big = self.stakes
        return small if self.street <= 4 else big

    def seat(self, number: int) -> SeatView:
        return self.view.seats[number - 1]

    def open_pair(self) -> bool:
        """R4.3: STUD, 4th street, some live board shows a pair, and the house rule is on."""
        if self.view.variant != "F7S" or self.street != 4 or not self.rules.fourth_street_double_bet:
            return False
        return any(
            len(seat.up) >= 2
            and seat.up[0] is not None
            and seat.up[1] is not None
            and seat.up[0].rank == seat.up[1].rank
            for seat in self.view.seats
            if not seat.folded
        )

    def stack_total(self, number: int) -> int:
        """What the seat can have in front this round in all: its bet and its stack."""
        seat = self.seat(number)
        return seat.stack + self.bets.get(number, 0)


def rebuild(view: TableView, rules: HouseRules) -> Round:
    """Play this street's actions, as shown, into a ``Round``."""
    state = Round(view, rules)
    _, bring_in, small, big = view.stakes
    threshold = float(rules.short_allin_reopen_threshold)
    is_full = False
    short_sum = 0
    for action in view.actions:
        kind, seat, to = action.kind.value, action.seat, action.to
        state.last = seat
        if kind == "bring_in":
            state.bets[seat] = to
            state.level = state.full = to
            if action.all_in and to < bring_in and rules.short_bring_in_call.value == "full_bring_in":
                state.bring_in_short = True  # everyone else still calls the full bring-in (R3.9)
            state.acted = {seat}
            continue
        if kind in {"call", "check", "fold"}:
            if kind == "call":
                state.bets[seat] = to
            state.acted.add(seat)
            continue
        before = state.level
        if state.street == 3 and state.wagers == 0:
            # The completion to the small bet (R3.5, R3.6); short of it, an all-in for less.
            is_full = to >= small
        else:
            step = to - before
            sizes = [small, big] if state.open_pair() else [state.increment]
            if state.open_pair() and step >= big and big != small:
                state.big_made = True
            full_step = min(sizes) if not state.big_made else big
            short_sum += step
            # A full wager, an all-in of half of one or more (R4.6), or short all-ins that together
            # make one.
            is_full = step >= full_step or short_sum >= full_step or step >= full_step * threshold
        state.bets[seat] = to
        state.level = max(state.level, to)
        counts = is_full or rules.short_allin_counts_toward_cap.value == "always"
        if counts:
            state.wagers += 1
        if is_full:
            state.full = to
            state.acted = {seat}
            short_sum = 0
        else:
            state.acted.add(seat)
    return state


def active_at_start(state: Round) -> int:
    """Players who began this round live and not all-in (R4.5)."""
    went_all_in = {action.seat for action in state.view.actions if action.all_in}
    return sum(
        1
        for seat in state.view.seats
        if (not seat.folded or seat.seat in {a.seat for a in state.view.actions if a.kind.value == "fold"})
        and (not seat.all_in or seat.seat in went_all_in)
    )


def capped(state: Round) -> bool:
    """R4.4 with R4.5: a bet and ``max_raises_per_round`` raises, unless the round began heads-up."""
    if state.rules.cap_lift_heads_up.value == "round_begins_heads_up" and active_at_start(state) == 2:
        return False
    return state.wagers >= 1 + state.rules.max_raises_per_round


def next_actor(state: Round) -> int:
    """R5.7: clockwise from the last to act, the next live player not all-in who still owes chips
    or has not acted since the last full wager."""
    seats = len(state.view.seats)
    assert state.last is not None
    number = state.last
    for _ in range(seats):
        number = number % seats + 1
        seat = state.seat(number)
        if seat.folded or seat.all_in:
            continue
        owes = state.bets.get(number, 0) < call_level(state, number)
        if owes or number not in state.acted:
            return number
    raise AssertionError("nobody is to act")


def call_level(state: Round, number: int) -> int:
    """The total a call comes to for seat ``number`` (R3.6, R3.9)."""
    _, bring_in, _, _ = state.stakes
    if state.bring_in_short and state.street == 3:
        return max(state.level, bring_in)
    return state.level


def to_call(state: Round, number: int) -> int:
    """The chips a call puts in: the difference, or everything the player has (R8.7)."""
    return min(call_level(state, number) - state.bets.get(number, 0), state.seat(number).stack)


def wager_targets(state: Round, number: int) -> tuple[str | None, list[int]]:
    """What ``number`` may complete, bet or raise to (R3.5, R3.6, R4.2, R4.3, R4.6), and the kind."""
    _, bring_in, small, big = state.stakes
    total = state.stack_total(number)
    owed = to_call(state, number)
    if state.seat(number).stack <= owed or capped(state):
        return None, []
    reopened = number not in state.acted
    if not reopened:
        return None, []
    if state.street == 3 and state.full <= bring_in and state.wagers == 0:
        kind, targets = "complete", [small]
    elif state.level == 0:
        kind = "bet"
        targets = [small, big] if state.open_pair() else [state.increment]
    else:
        kind = "raise"
        # After a short all-in, a raise goes to where a full one would have (E13, the default).
        short = state.rules.short_allin_next_raise.value == "complete_to_full" and state.full < state.level
        base = state.full if short else state.level
        if state.open_pair():
            _, _, small4, big4 = state.stakes
            sizes = [big4] if state.big_made else [small4, big4]
            targets = [base + size for size in sizes]
        else:
            targets = [base + state.increment]
    result = sorted({min(target, total) for target in targets if target > call_level(state, number)})
    return kind, result


def legal_kinds(state: Round, number: int, *, bring_in_seat: bool) -> set[str]:
    """R3.5, R3.6, R4.2, R4.4: the actions open to ``number``."""
    if bring_in_seat and not state.view.actions:
        return {"bring_in", "complete"} if state.seat(number).stack > state.stakes[1] else {"bring_in"}
    kinds: set[str] = set()
    owed = call_level(state, number) - state.bets.get(number, 0)
    if owed > 0:
        kinds |= {"fold", "call"}
    else:
        kinds.add("check")
        if state.rules.fold_without_bet.value == "allowed":
            kinds.add("fold")
    kind, targets = wager_targets(state, number)
    if kind is not None and targets:
        kinds.add(kind)
    return kinds


def first_by_board(view: TableView, rules: HouseRules) -> tuple[int, int]:
    """R5.2–R5.6: the seat with the best board (ties by position, or in Stud by the suit rule) and
    the seat that acts first (the next player with chips when that one is all-in)."""
    low = view.variant == "FR"
    live = [seat for seat in view.seats if not seat.folded and not seat.killed and not seat.mucked]

    def board(seat: SeatView) -> list:
        cards = [card for card in seat.up if card is not None]
        if view.community is not None and rules.community_card_first_actor.value == "include":
            cards.append(view.community)
        return cards

    best = max(board_key(board(seat), low=low) for seat in live)
    tied = [seat for seat in live if board_key(board(seat), low=low) == best]
    if len(tied) > 1 and view.variant == "F7S" and rules.first_to_act_tiebreak.value == "high_card_by_suit":
        leader = max(tied, key=lambda seat: max((int(c.rank), int(c.suit)) for c in board(seat))).seat
    else:
        leader = tied[0].seat
    count = len(view.seats)
    number = leader
    for _ in range(count):
        seat = view.seats[number - 1]
        if not seat.folded and not seat.all_in:
            return leader, number
        number = number % count + 1
    return leader, leader
