"""Unknown cards (``??``) in hand histories: the 30 stud-family hands of WSOP 2023 event #43, and the
bring-in and first actor taken from the record where the cards that decide them are unknown.

``tests/data/phh/wsop`` holds the hands as pokerkit's own tests replay them (``tools/vendor_wsop.py``
wrote them, each naming its source; pokerkit is MIT-licensed, its notice is beside them).
"""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pokerkit
import pytest

from croupier.engine import phh
from croupier.engine.events import BringInDesignated, StreetOpened
from croupier.engine.rules import HouseRules

WSOP = Path(__file__).resolve().parent.parent / "data" / "phh" / "wsop"
HANDS = sorted(WSOP.glob("*.phh"))
POKERKIT = HouseRules.profile("pokerkit")
_HEAD = 'variant = "{variant}"\nantes = [5, 5, 5]\nbring_in = 10\nsmall_bet = 20\nbig_bet = 40\n'
_STACKS = "starting_stacks = [1000, 1000, 1000]\n"


def _hand(actions: list[str], variant: str = "F7S", stacks: str = _STACKS) -> phh.HandHistory:
    return phh.loads(
        _HEAD.format(variant=variant) + stacks + f"actions = {json.dumps(actions)}\n", "hand.phh"
    )


def test_the_thirty_stud_family_hands_are_there_with_their_source_and_licence():
    assert len(HANDS) == 30
    assert "MIT License" in (WSOP / "LICENSE-pokerkit.txt").read_text(encoding="utf-8")
    variants = {phh.load(path)[0].variant.code for path in HANDS}
    assert variants == {"F7S", "FR", "F7S/8"}
    unknown = [path.name for path in HANDS if "??????" in path.read_text(encoding="utf-8")]
    assert len(unknown) == 5
    for path in HANDS:
        text = path.read_text(encoding="utf-8")
        assert "test_2023_43_5.py" in text
        assert "pokerkit is MIT-licensed" in text


@pytest.mark.parametrize("path", HANDS, ids=[path.stem for path in HANDS])
def test_each_wsop_hand_replays_to_pokerkits_finishing_stacks(path):
    (history,) = phh.load(path)
    result = phh.replay(history, POKERKIT)
    assert result.ok, result.error
    assert result.hand.is_complete
    assert result.hand.finishing_stacks == history.finishing_stacks


@pytest.mark.parametrize("path", HANDS[::6], ids=[path.stem for path in HANDS[::6]])
def test_pokerkit_reads_the_vendored_files_to_the_same_stacks(path):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with path.open("rb") as file:
            history = pokerkit.HandHistory.load(file)
            *_, state = history
    assert list(state.stacks) == list(history.finishing_stacks)


def test_an_unknown_door_takes_the_bring_in_from_the_record():
    # WSOP hand 49: seats 1 and 5 unknown; 4 shows the 2h, the lowest known door.
    (history,) = phh.load(WSOP / "2023-43-49.phh")
    hand = phh.replay(history, POKERKIT, stop=5).hand
    assert (hand.actor, hand.bring_in_seat, hand.opener_unknown, hand.opener_taken) == (4, 4, True, True)
    designated = [event for event in hand.events if isinstance(event, BringInDesignated)]
    assert [(event.seat, str(event.card)) for event in designated] == [(4, "2h")]
    assert [event.first_actor for event in hand.events if isinstance(event, StreetOpened)] == [4]


def test_a_recorded_bring_in_the_known_doors_contradict_is_an_illegal_action():
    (history,) = phh.load(WSOP / "2023-43-49.phh")
    wrong = phh.loads((WSOP / "2023-43-49.phh").read_text(encoding="utf-8").replace("'p4 pb'", "'p2 pb'"))
    result = phh.replay(wrong, POKERKIT)
    assert result.error is not None
    assert (result.error.index, result.error.action) == (5, "p2 pb")
    assert "seat 2 cannot bring it in with these upcards (seat 1 ??, seat 2 Th" in result.error.reason
    assert result.applied == 5
    assert phh.replay(history, POKERKIT).ok


def test_an_unknown_door_may_bring_it_in_only_if_an_unseen_card_would():
    # Seat 2's door is unknown; seat 1 shows the 2c, the lowest card of all: nobody is lower.
    actions = ["d dh p1 ????2c", "d dh p2 ??????", "d dh p3 ????Kd"]
    assert phh.replay(_hand([*actions, "p1 pb"])).ok
    refused = phh.replay(_hand([*actions, "p2 pb"]))
    assert refused.error is not None
    assert refused.error.index == 3
    assert "cannot bring it in" in refused.error.reason
    # Seat 1 shows the 3c: seat 2's unknown door may be a deuce.
    lower = ["d dh p1 ????3c", "d dh p2 ??????", "d dh p3 ????Kd", "p2 pb", "p3 cc", "p1 f"]
    result = phh.replay(_hand(lower))
    assert result.ok
    assert (result.hand.bring_in_seat, result.hand.street) == (2, 4)
    # Razz: the highest door brings it in; an unknown one may be a king.
    razz = phh.replay(_hand(["d dh p1 ????Qc", "d dh p2 ??????", "d dh p3 ????9d", "p2 pb"], "FR"))
    assert razz.ok


def test_a_replay_stopped_before_the_bring_in_still_names_it_from_the_record():
    actions = ["d dh p1 ????3c", "d dh p2 ??????", "d dh p3 ????Kd", "p2 pb"]
    hand = phh.replay(_hand(actions), stop=3).hand
    assert (hand.actor, hand.bring_in_seat, hand.opener_taken) == (2, 2, True)
    # Without the record the pick is provisional (the known low door), and says so.
    alone = phh.replay(_hand(actions[:3])).hand
    assert (alone.actor, alone.opener_unknown, alone.opener_taken) == (1, True, False)


def test_unknown_later_upcards_take_the_first_actor_from_the_record():
    actions = ["d dh p1 ????3c", "d dh p2 ????Kd", "d dh p3 ????Qs", "p1 pb", "p2 cc", "p3 cc"]
    fourth = [*actions, "d dh p1 ??", "d dh p2 2h", "d dh p3 9s"]
    # Seat 1's board 3c ?? could be a pair; seat 2 shows K-2, seat 3 Q-9: seat 3 cannot lead.
    assert phh.replay(_hand([*fourth, "p1 cc", "p2 cc", "p3 cc"])).ok
    assert phh.replay(_hand([*fourth, "p2 cc", "p3 cc", "p1 cc"])).ok
    refused = phh.replay(_hand([*fourth, "p3 cc"]))
    assert refused.error is not None
    assert "seat 3 cannot act first on 4th street" in refused.error.reason


def test_an_unknown_upcard_may_be_the_open_pair_of_a_big_bet_on_fourth_street():
    actions = ["d dh p1 ????3c", "d dh p2 ????Kd", "d dh p3 ????Qs", "p1 pb", "p2 cc", "p3 cc"]
    fourth = [*actions, "d dh p1 ??", "d dh p2 2h", "d dh p3 9s", "p1 cbr 40", "p2 cc", "p3 f"]
    hand = phh.replay(_hand(fourth)).hand
    assert hand.street == 5
    assert hand.pot == 15 + 30 + 80
    known = [*actions, "d dh p1 4d", "d dh p2 2h", "d dh p3 9s", "p2 cbr 40"]
    refused = phh.replay(_hand(known))
    assert refused.error is not None  # every board known and none paired: no big bet


def test_a_player_whose_every_upcard_is_unknown_plays_and_shows_in_the_order_dealt():
    two = "starting_stacks = [1000, 1000]\n"
    head = _HEAD.format(variant="F7S").replace("[5, 5, 5]", "[5, 5]")
    actions = ["d dh p1 ??????", "d dh p2 ????Kd", "p1 pb", "p2 cc"]
    for street, card in enumerate(("2h", "3h", "4h", "5c"), start=4):
        # Seat 1's board is unknown, so either seat may act first; the record says which.
        first, second = ("p2", "p1") if street == 4 else ("p1", "p2")
        actions += ["d dh p1 ??", f"d dh p2 {card}", f"{first} cc", f"{second} cc"]
    shows = ["p1 sm AsAdAcAh7c8c9c", "p2 sm 2c3cKd2h3h4h5c"]
    history = phh.loads(head + two + f"actions = {json.dumps(actions + shows)}\n", "hand.phh")
    result = phh.replay(history)
    assert result.ok, result.error
    hand = result.hand
    assert hand.finishing_stacks == (1015, 985)  # four aces, revealed down and up at the showdown
    assert [str(card) for card in hand.player(1).up] == ["Ac", "Ah", "7c", "8c"]
    assert [str(card) for card in hand.player(1).down] == ["As", "Ad", "9c"]
    short = phh.loads(head + two + f"actions = {json.dumps([*actions, 'p1 sm AsAd9c'])}\n", "hand.phh")
    refused = phh.replay(short)
    assert refused.error is not None
    assert "name all 7 cards in the order dealt" in refused.error.reason
