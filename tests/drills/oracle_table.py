"""The independent checker's table: who holds what, the pots, the showdown and the deck, read
from what the trainee sees (RULES.md §2.3, §2.6–§2.8)."""

from __future__ import annotations

from collections.abc import Sequence

from oracle_betting import first_by_board
from oracle_cards import KINDS_BY_CATEGORY, best_high, best_low8, best_razz, chip_card, low_value

from croupier.drills.model import Question
from croupier.drills.view import SeatView, TableView
from croupier.engine.cards import Card
from croupier.engine.readings import HandDescription
from croupier.engine.rules import HouseRules


def rules_of(question: Question) -> HouseRules:
    """The house rules the heading names: the tournament rules, or the trainer's defaults."""
    return HouseRules.profile("tournament" if question.profile == "tournament" else "cash")


def live(view: TableView) -> list[SeatView]:
    return [seat for seat in view.seats if not seat.folded and not seat.mucked and not seat.killed]


def cards_of(seat: SeatView, view: TableView) -> list[Card]:
    """A tabled hand's cards, the community card included (R6.6)."""
    cards = [card for card in (*seat.down, *seat.up) if card is not None]
    assert len(cards) == len(seat.down) + len(seat.up), f"seat {seat.seat}'s cards are not all shown"
    if view.community is not None:
        cards.append(view.community)
    assert len(cards) == 7, f"seat {seat.seat} shows {len(cards)} cards"
    return cards


# ----------------------------------------------------------------------------------- who acts


def bring_in_seat(view: TableView) -> int:
    """R3.2–R3.4, R3.8: the lowest door (razz: highest, ace low; suits ♣ < ♦ < ♥ < ♠ break ties);
    a low card all-in for the ante passes it clockwise to the next player with chips."""
    razz = view.variant == "FR"

    def key(seat: SeatView) -> tuple[int, int]:
        door = seat.up[0]
        assert door is not None
        if razz:
            return -low_value(door), -int(door.suit)  # the highest brings it in
        return int(door.rank), int(door.suit)

    low = min(view.seats, key=key).seat
    count = len(view.seats)
    number = low
    for _ in range(count):
        seat = view.seats[number - 1]
        if not (seat.all_in and seat.stack == 0):
            return number
        number = number % count + 1
    return low


# ----------------------------------------------------------------------------------- pots


def layers(view: TableView, pushed: int = 0) -> tuple[list[tuple[int, frozenset[int]]], int]:
    """R8.7: the pots (amount, eligible seats), main pot first, and the uncalled chips: what the
    biggest contributor put in beyond everybody else (folded players included) goes back. With
    nobody still in all-in there is one pot, everything in the middle and in front of the players
    and the ``pushed`` part of it already paid out (a hi-lo half): what each put in is not needed
    (nor shown)."""
    contenders = {seat.seat for seat in view.seats if not seat.folded}
    if not any(view.seats[seat - 1].all_in for seat in contenders):
        whole = view.pot + sum(seat.bet for seat in view.seats) + pushed
        return [(whole, frozenset(contenders))], 0
    contributed = {seat.seat: seat.contributed for seat in view.seats}
    ordered = sorted(contributed.values(), reverse=True)
    uncalled = ordered[0] - ordered[1] if len(ordered) > 1 else 0
    if uncalled:
        top = max(contributed, key=lambda seat: contributed[seat])
        contributed[top] -= uncalled
    levels = sorted(
        {contributed[s] for s in contenders if view.seats[s - 1].all_in}
        | {max(contributed[s] for s in contenders)}
    )
    pots: list[tuple[int, frozenset[int]]] = []
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in contributed.values())
        eligible = frozenset(s for s in contenders if contributed[s] >= level)
        if amount:
            pots.append((amount, eligible))
        previous = level
    return pots, uncalled


# ----------------------------------------------------------------------------------- showdown


def high_description(cards: Sequence[Card]) -> tuple[str, tuple[int, ...]]:
    (category, ranks), _ = best_high(cards)
    kind = KINDS_BY_CATEGORY[category]
    if kind == "straight_flush" and ranks[0] == 14:
        return "royal_flush", ()
    return kind, ranks


def low_description(cards: Sequence[Card], razz: bool) -> tuple[str, tuple[int, ...]]:
    if razz:
        (category, ranks), _ = best_razz(cards)
        if category == 0:
            return "low", ranks
        names = {1: "pair", 2: "two_pair", 3: "three_of_a_kind", 4: "full_house", 5: "four_of_a_kind"}
        return names[category], ranks
    low = best_low8(cards)
    return ("no_low", ()) if low is None else ("low", low[0])


# How many ranks the words of a reading name (a pair of nines names one rank, a low all five).
NAMED = {"pair": 1, "three_of_a_kind": 1, "four_of_a_kind": 1, "two_pair": 2, "full_house": 2}
NAMED.update({"straight": 1, "straight_flush": 1, "royal_flush": 0, "no_low": 0})


def words(kind: str, ranks: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    distinct = tuple(dict.fromkeys(ranks))
    return kind, distinct[: NAMED.get(kind, 5)]


def description_words(description: HandDescription, *, low: bool) -> tuple[str, tuple[int, ...]]:
    return words(description.kind, [rank.low if low else int(rank) for rank in description.ranks])


def showdown_values(view: TableView, half: str) -> dict[int, tuple]:
    """Each contender's value for ``half``: larger is better (lows negated)."""
    razz = view.variant == "FR"
    values: dict[int, tuple] = {}
    for seat in live(view):
        cards = cards_of(seat, view)
        if half == "low" or razz:
            if razz:
                key, _ = best_razz(cards)
                values[seat.seat] = (-key[0], tuple(-v for v in key[1]))
            else:
                low = best_low8(cards)
                if low is not None:
                    values[seat.seat] = tuple(-v for v in low[0])
        else:
            values[seat.seat] = best_high(cards)[0]
    return values


def played_five(view: TableView, seat: SeatView, half: str) -> tuple[Card, ...]:
    cards = cards_of(seat, view)
    if view.variant == "FR":
        return best_razz(cards)[1]
    if half == "low":
        low = best_low8(cards)
        assert low is not None
        return low[1]
    return best_high(cards)[1]


def share_out(
    view: TableView, rules: HouseRules, amount: int, winners: list[int], half: str
) -> dict[int, int]:
    """R8.5, R8.6: an even split, the odd chips one each by the highest card by suit among the five
    played (ace low for a low); the default odd-chip rule."""
    base, odd = divmod(amount, len(winners))
    low = half == "low" or view.variant == "FR"
    ace_low = low and (view.variant == "FR" or rules.low_odd_chip_ace.value == "low")

    def key(number: int) -> tuple[int, int]:
        return chip_card(played_five(view, view.seats[number - 1], half), ace_low=ace_low)

    order = sorted(winners, key=key, reverse=True)
    return {seat: base + (1 if index < odd else 0) for index, seat in enumerate(order)}


def awards(
    view: TableView, rules: HouseRules, amount: int, eligible: frozenset[int]
) -> list[tuple[str, dict[int, int]]]:
    """R8.5: one pot's halves and their shares."""

    def best(half: str) -> list[int]:
        values = {seat: value for seat, value in showdown_values(view, half).items() if seat in eligible}
        if not values:
            return []
        top = max(values.values())
        return sorted(seat for seat, value in values.items() if value == top)

    if view.variant == "F7S/8":
        lows = best("low")
        highs = best("high")
        if lows:
            high_half = amount - amount // 2  # the odd chip goes to the high half (R8.6b)
            return [
                ("high", share_out(view, rules, high_half, highs, "high")),
                ("low", share_out(view, rules, amount // 2, lows, "low")),
            ]
        return [("whole", share_out(view, rules, amount, highs, "high"))]
    return [("whole", share_out(view, rules, amount, best("whole"), "whole"))]


def show_order(view: TableView, rules: HouseRules) -> tuple[int, ...]:
    """R8.1: the last bettor or raiser on the final round, else the lowest seat (or, by house rule,
    the first to act by the boards); then clockwise; players in a side pot before those all-in for
    less."""
    contenders = [seat.seat for seat in live(view)]
    aggressors = [a.seat for a in view.actions if a.kind.value in {"bet", "raise", "complete"}]
    if aggressors and aggressors[-1] in contenders:
        first = aggressors[-1]
    elif rules.showdown_order_no_bet.value == "first_to_act_order":
        leader, _ = first_by_board(view, rules)
        first = leader if leader in contenders else contenders[0]
    else:
        first = contenders[0]
    count = len(view.seats)
    clockwise = sorted(contenders, key=lambda seat: (seat - first) % count)
    pots, _ = layers(view)
    depth = {seat: sum(seat in eligible for _, eligible in pots) for seat in contenders}
    return tuple(sorted(clockwise, key=lambda seat: -depth[seat]))


# ----------------------------------------------------------------------------------- the deck


def supply_outcome(counts: Sequence[int], rules: HouseRules) -> str:
    """R6.3, R6.5 (count_first): the stub before 7th street against the players still in + 2."""
    n3, n4, n5, n6, n7 = counts
    burns = 3 + (1 if rules.burn_before_third_street else 0)
    stub = 52 - 3 * n3 - (n4 + 1) - (n5 + 1) - (n6 + 1) - (1 if rules.burn_before_third_street else 0)
    need = n7 + 2
    if stub >= need:
        return "normal"
    if stub + burns >= need:
        return "reshuffle_burns"
    if stub > 2:
        return "community_card"
    return "reshuffle_then_community"
