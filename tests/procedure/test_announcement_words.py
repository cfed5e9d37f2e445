"""What the dealer says for a wager and how a call is shortened to its spoken words: the call for
each kind of wager (R9.1, the cap R4.4) with the seat, total, all-in and what the next player owes
(R11.7); "pair of nines" without kickers for the first to act, a made hand and a showdown reading."""

from __future__ import annotations

import pytest

from croupier.engine.cards import Rank
from croupier.engine.events import ActionKind, ActionTaken
from croupier.engine.readings import HandDescription
from croupier.procedure import ActionCall, CallKind, FirstToAct, MadeHand, ShowdownReading
from croupier.procedure.announcements import action_call, same_words, spoken_form

NINES = HandDescription("pair", (Rank.NINE, Rank.ACE, Rank.KING))
LOW = HandDescription("low", (Rank.SEVEN, Rank.FIVE, Rank.FOUR, Rank.TWO, Rank.ACE))
SEVEN_FIVE = HandDescription("low", (Rank.SEVEN, Rank.FIVE))  # a low is said by its top two cards


def wager(kind: ActionKind, *, number: int = 1, capped: bool = False, all_in: bool = False) -> ActionTaken:
    return ActionTaken(4, 3, kind, 20, 40, all_in, number, capped)


@pytest.mark.parametrize(
    ("kind", "number", "capped", "call"),
    [
        (ActionKind.BRING_IN, 0, False, CallKind.BRING_IN),
        (ActionKind.COMPLETE, 1, False, CallKind.COMPLETE),
        (ActionKind.COMPLETE, 4, True, CallKind.CAP),
        (ActionKind.BET, 1, False, CallKind.BET),
        (ActionKind.BET, 1, True, CallKind.CAP),
        (ActionKind.RAISE, 2, False, CallKind.RAISE),
        (ActionKind.RAISE, 3, False, CallKind.RERAISE),
        (ActionKind.RAISE, 4, True, CallKind.CAP),
    ],
)
def test_each_wager_has_its_call_with_seat_total_and_what_the_next_player_owes(
    kind: ActionKind, number: int, capped: bool, call: CallKind
) -> None:
    assert action_call(wager(kind, number=number, capped=capped), 20) == ActionCall(3, call, 40, False, 20)


def test_an_all_in_wager_is_called_all_in_and_checks_calls_and_folds_are_not_called() -> None:
    assert action_call(wager(ActionKind.BET, all_in=True)) == ActionCall(3, CallKind.BET, 40, True, 0)
    for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.FOLD):
        assert action_call(wager(kind, capped=True)) is None


def test_the_first_to_act_is_said_without_kickers_keeping_seat_side_and_leader() -> None:
    said = spoken_form(FirstToAct(2, NINES, low=True, leader=5))
    assert said == FirstToAct(2, HandDescription("pair", (Rank.NINE,)), True, 5)
    assert same_words(FirstToAct(2, NINES), FirstToAct(2, HandDescription("pair", (Rank.NINE, Rank.TWO))))
    assert not same_words(FirstToAct(2, NINES), FirstToAct(3, NINES))


def test_a_made_hand_and_a_reading_are_said_without_kickers_for_their_seat() -> None:
    assert spoken_form(MadeHand(6, NINES)) == MadeHand(6, HandDescription("pair", (Rank.NINE,)))
    reading = spoken_form(ShowdownReading(4, NINES, LOW))
    assert reading == ShowdownReading(4, HandDescription("pair", (Rank.NINE,)), SEVEN_FIVE)
    assert spoken_form(ShowdownReading(4, None, LOW)) == ShowdownReading(4, None, SEVEN_FIVE)
    assert spoken_form(ShowdownReading(4, NINES, None)).low is None
