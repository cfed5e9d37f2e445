"""What is due to be announced, decided from the showing cards and the events (RULES.md §2.9): how
a call names its hand, the ace of a wheel draw, two pair read ace high or (razz) ace low, the first
to act when the best board is all-in (R5.5), a 7th-street card dealt face up (R10.8), and what the
next player owed when the call is worked out after they acted (R11.7)."""

from __future__ import annotations

import random

from croupier.engine.boards import board_description
from croupier.engine.cards import Deck, Rank, parse_cards
from croupier.engine.events import ActionKind, ActionTaken, AntePosted, Event, StreetOpened
from croupier.engine.hand import Hand
from croupier.engine.incidents import IncidentKind
from croupier.engine.readings import HandDescription
from croupier.engine.rules import RAZZ, STUD, DrawDefinition, HouseRules, Stakes
from croupier.engine.table_incidents import TableIncidents
from croupier.procedure.announcements import (
    Draw,
    FirstToAct,
    MadeHand,
    PossibleDraw,
    ShowdownReading,
    due_announcements,
    made_hands,
    owed_after,
    possible_draws,
    street_announcements,
)
from tests.engine.helpers import DEEP, passive

ACES_UP = parse_cards("As Ad Kc Kh")


def test_a_call_is_recorded_with_the_ranks_of_its_hand_and_none_where_it_has_none() -> None:
    """The code a call is kept and compared under names its hand: kings and nines are not a pair of
    nines, and a hand without ranks (no low) is named by its kind alone."""
    nines = HandDescription("pair", (Rank.NINE,))
    kings_up = HandDescription("two_pair", (Rank.KING, Rank.NINE))
    assert FirstToAct(2, nines).code == "announce:high:S2:pair:9"
    assert MadeHand(5, kings_up).code == "announce:two_pair:S5:K9"
    flush = HandDescription("flush", (Rank.ACE,))
    assert ShowdownReading(4, flush, HandDescription("no_low", ())).code == "S4:flush:A/no_low"


def test_ace_deuce_trey_four_showing_is_a_possible_straight() -> None:
    """R9.6: the ace counts low for a wheel: A-2-3-4 fits the window ace to five."""
    wheel = {1: list(parse_cards("As 2h 3d 4c"))}
    assert possible_draws(wheel, DrawDefinition.FOUR_CARD) == [PossibleDraw(1, Draw.STRAIGHT)]


def test_two_pair_with_aces_is_aces_up_unless_the_ace_is_low() -> None:
    """6th street, aces and kings showing: "aces up" in stud, "kings and aces" where the ace is low."""
    boards = {1: list(ACES_UP)}
    previous = {1: list(ACES_UP[:3])}
    high = made_hands(6, boards, previous)
    assert high == [MadeHand(1, HandDescription("two_pair", (Rank.ACE, Rank.KING)))]
    low = made_hands(6, boards, previous, low=True)
    assert low == [MadeHand(1, HandDescription("two_pair", (Rank.KING, Rank.ACE)))]


def test_razz_reads_a_two_pair_board_with_the_ace_low() -> None:
    opened = StreetOpened(street=6, first_actor=2, board_leader=2, double_bet=False)
    boards = {1: list(ACES_UP), 2: list(parse_cards("2c 5d 7h 8s"))}
    group, _ = street_announcements(RAZZ, HouseRules(), Stakes(), opened, boards)
    assert group == [MadeHand(1, HandDescription("two_pair", (Rank.KING, Rank.ACE)))]


def test_when_the_best_board_is_all_in_the_first_to_act_names_it_and_who_bets() -> None:
    """R5.5, R9.2: seat 1's pair of kings leads but is all-in, so seat 2 acts first: the call says
    whose board it is as well."""
    opened = StreetOpened(street=5, first_actor=2, board_leader=1, double_bet=False)
    boards = {1: list(parse_cards("Kc Kd 2h")), 2: list(parse_cards("9c 7d 4h"))}
    _, calls = street_announcements(STUD, HouseRules(), Stakes(), opened, boards)
    kings = board_description(boards[1], low=False)
    assert calls == [FirstToAct(2, kings, low=False, leader=1)]
    led_by_two = StreetOpened(street=5, first_actor=2, board_leader=2, double_bet=False)
    _, calls = street_announcements(STUD, HouseRules(), Stakes(), led_by_two, boards)
    assert calls == [FirstToAct(2, board_description(boards[2], low=False), low=False, leader=None)]


def test_a_seventh_street_card_dealt_face_up_is_not_part_of_the_board_the_dealer_names() -> None:
    """R10.8, R5.6a: heads-up, the first 7th-street card comes face up and so does the second (seat
    2's king of diamonds); seat 2's board is still its four upcards, king high, not a pair of kings."""
    hand = Hand(STUD, Stakes(), [DEEP] * 2, deck=Deck(random.Random(11)), rng=random.Random(11))
    table = TableIncidents(hand)
    passive(hand, 7, stop_before_dealing=True)
    hand.dealer_step()
    hand.dealer_step()  # the burn, then the first player's card
    table.happen(IncidentKind.SEVENTH_CARD_UP)
    table.rule_right()
    hand.run_dealer()
    seat_two = hand.player(2)
    assert str(seat_two.down[-1]) == "Kd"
    (first,) = [call for call in due_announcements(hand, 7) if isinstance(call, FirstToAct)]
    board = [card for card in seat_two.up if card is not None]
    assert first == FirstToAct(2, board_description(board, low=False))
    assert first.description.kind == "high_card"


def test_what_the_next_player_owed_is_the_same_when_worked_out_after_they_called() -> None:
    """R11.7: seat 1 bets 20; worked out later (the hand's log), seat 2 still owed 20, though it
    has called since."""
    events: list[Event] = [
        AntePosted(seat=1, amount=5, all_in=False),
        AntePosted(seat=2, amount=5, all_in=False),
        StreetOpened(street=4, first_actor=1, board_leader=1, double_bet=False),
        ActionTaken(4, 1, ActionKind.BET, 20, 20, False, 1, False),
        ActionTaken(4, 2, ActionKind.CALL, 20, 20, False, 1, False),
    ]
    assert owed_after(events, 3, [1, 2], bring_in=10) == 20
    assert owed_after(events, 3, [1, 2]) == 20
