"""The hard cases a dealer gets wrong, recognised from what the trainee is shown (the table view and
the heading's house rules), not from how a question was built: a rate test counts them over
generated questions. Written from RULES.md beside the independent checker (``oracle``)."""

from __future__ import annotations

from oracle import expected
from oracle_cards import board_key
from oracle_duties import _counts
from oracle_table import awards, cards_of, layers, live, rules_of, supply_outcome

from croupier.drills import table_view
from croupier.drills.model import Question
from croupier.drills.view import SeatView, TableView

__all__ = ["CASES", "cases"]

CASES = (
    "tied_boards",  # two best boards alike: the next card or the suit (or position) decides (R5.4)
    "tied_doors",  # two door cards of the bring-in's rank: the suit decides (R3.4)
    "open_pair",  # a pair showing on 4th street (R4.3)
    "ante_all_in",  # the low card all-in for the ante: the bring-in passes on (R3.8)
    "short_all_in",  # a player all-in for less than the bet or the call (R4.6, R8.7)
    "side_pots",  # two pots or more (R8.7)
    "short_deck",  # the stub too short for 7th street: burns scrambled in, or a community card (R6.5)
    "tie",  # a pot or a half shared between two or more players (R8.5)
    "quarters",  # hi-lo: a half split between two or more players (R8.5)
    "odd_chip",  # a share that cannot be split evenly (R8.6)
    "heads_up_raises",  # a round begun heads-up raised to the cap and beyond (R4.5)
    "leader_all_in",  # the board that acts first is all-in: the next player acts (R5.5)
)


def _ups(seat: SeatView) -> list:
    return [card for card in seat.up if card is not None]


def _tied_boards(view: TableView) -> bool:
    seats = live(view)
    if view.street < 4 or len(seats) < 2:
        return False
    low = view.variant == "FR"
    keys = sorted((board_key(_ups(seat), low=low) for seat in seats), reverse=True)
    # Tied exactly, or alike in the dealer's words (the same category and top cards).
    return keys[0] == keys[1] or (keys[0][0] == keys[1][0] and keys[0][1][:2] == keys[1][1][:2])


def _tied_doors(view: TableView) -> bool:
    if view.street != 3 or view.actions:
        return False
    razz = view.variant == "FR"
    doors = [seat.up[0] for seat in view.seats if seat.up and seat.up[0] is not None]
    if len(doors) < 2:
        return False
    values = [(door.rank.low if razz else int(door.rank)) for door in doors]
    deciding = max(values) if razz else min(values)
    return values.count(deciding) >= 2


def _all_in_for_less(view: TableView) -> bool:
    """This street, a player all-in for less than a full call, bet or raise (R3.9, R4.6, R8.7)."""
    _, bring_in, small, big = view.stakes
    increment = big if view.street >= 5 else small
    top = 0
    for action in view.actions:
        if action.all_in and action.kind.value != "fold":
            if action.to < top:
                return True  # called for less
            if action.kind.value == "bring_in" and action.to < bring_in:
                return True
            if action.kind.value in {"bet", "raise", "complete"} and action.to - top < increment:
                return True
        top = max(top, action.to)
    return False


def _shown_hands(view: TableView) -> dict[int, list] | None:
    try:
        return {seat.seat: cards_of(seat, view) for seat in live(view)}
    except AssertionError:
        return None


def _splits(view: TableView, question: Question) -> set[str]:
    found: set[str] = set()
    if len(live(view)) < 2 or _shown_hands(view) is None:
        return found
    rules = rules_of(question)
    for amount, eligible in layers(view)[0]:
        for half, part in awards(view, rules, amount, eligible):
            winners = [chips for chips in part.values() if chips]
            if len(winners) >= 2:
                found.add("tie")
            if half in {"high", "low"} and len(winners) >= 2:
                found.add("quarters")
            if len(set(winners)) > 1:
                found.add("odd_chip")
    return found


def cases(question: Question) -> frozenset[str]:
    """The hard cases the question's position shows."""
    view = table_view(question)
    found: set[str] = set()
    if _tied_boards(view):
        found.add("tied_boards")
    if _tied_doors(view):
        found.add("tied_doors")
    if view.street == 4 and any(
        len(_ups(seat)) >= 2 and _ups(seat)[0].rank == _ups(seat)[1].rank for seat in live(view)
    ):
        found.add("open_pair")
    ante = view.stakes[0]
    if view.street == 3 and ante and any(seat.all_in and seat.contributed <= ante for seat in view.seats):
        found.add("ante_all_in")
    if _all_in_for_less(view):
        found.add("short_all_in")
    if len(layers(view)[0]) >= 2:
        found.add("side_pots")
    if question.skill == "short_deck":
        if expected(question) != "normal":
            found.add("short_deck")
    elif view.community is not None or (
        view.street == 7 and supply_outcome(_counts(view), rules_of(question)) != "normal"
    ):
        found.add("short_deck")
    found |= _splits(view, question)
    if _heads_up_raises(view, question):
        found.add("heads_up_raises")
    if question.skill == "first_to_act" and _leader_all_in(view, question):
        found.add("leader_all_in")
    return frozenset(found)


def _heads_up_raises(view: TableView, question: Question) -> bool:
    """Two players in the round (none all-in), and as many wagers this street as the cap allows."""
    if len([seat for seat in live(view) if not seat.all_in]) != 2:
        return False
    wagers = [a for a in view.actions if a.kind.value in {"bet", "raise", "complete"}]
    return len(wagers) >= 1 + rules_of(question).max_raises_per_round


def _leader_all_in(view: TableView, question: Question) -> bool:
    """At a street's start the board that would act first belongs to a player all-in (R5.5)."""
    if view.street < 4 or view.actions:
        return False
    from oracle_betting import first_by_board  # noqa: PLC0415

    leader, _ = first_by_board(view, rules_of(question))
    return view.seats[leader - 1].all_in
