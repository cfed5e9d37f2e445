"""Dealer steps as values, taking over a hand under way, and the package's promise to stay Qt-free."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from procedure_support import play, seeded_procedure, until

import croupier.procedure as package
from croupier.engine.cards import Deck, Rank
from croupier.engine.hand import Hand, TurnDue
from croupier.engine.readings import HandDescription
from croupier.engine.rules import RAZZ, STUD, STUD8, ShuffleStep, Stakes
from croupier.engine.simulate import CASUAL
from croupier.procedure import (
    ActionCall,
    DealerStep,
    FirstToAct,
    MadeHand,
    Procedure,
    ShowdownReading,
    StepKind,
)
from croupier.procedure.announcements import spoken_form
from croupier.procedure.script import play_script


def test_codes_and_descriptions_of_every_kind():
    steps = {
        DealerStep.shuffle_step(ShuffleStep.STRIP): ("shuffle:strip", "shuffle: strip"),
        DealerStep.collect_ante(2): ("ante:S2", "collect seat 2's ante"),
        DealerStep.cut(): ("cut", "cut onto the cut card"),
        DealerStep.deal(3, face_up=False): ("deal:S3:down", "deal seat 3 a card face down"),
        DealerStep.burn(5): ("burn", "burn a card"),
        DealerStep.gather(4, 80): ("gather", "gather the bets into the pot"),
        DealerStep.return_bet(1, 25): ("return:S1:25", "return 25 uncalled to seat 1"),
        DealerStep.count_stub("normal"): ("count:normal", "count the stub before 7th street (normal)"),
        DealerStep.scramble_stub(): ("scramble", "scramble the stub with the burn cards"),
        DealerStep.community_card(): ("community", "turn the community card"),
        DealerStep.remove_cut_card(): ("remove_cut_card", "remove the cut card and set the stub aside"),
        DealerStep.call_showdown_order(4, (4, 1)): ("showdown:S4", "call the showdown: seat 4 shows first"),
        DealerStep.kill_hand(2): ("kill:S2", "kill seat 2's hand"),
        DealerStep.push_pot(1, "low", ((3, 12), (2, 13))): (
            "push:1:low:S2=13,S3=12",
            "push the side pot 1 (low half): seat 2 13, seat 3 12",
        ),
    }
    for step, (code, text) in steps.items():
        assert (step.code, str(step)) == (code, text)
    assert {step.kind for step in steps} == set(StepKind) - {StepKind.ANNOUNCE, StepKind.READ_HAND}
    assert DealerStep.shuffle_step(ShuffleStep.CUT_ONTO_CUT_CARD) == DealerStep.cut()


def test_matching_ignores_what_only_describes_a_step():
    assert DealerStep.deal(3, face_up=True).matches(DealerStep.deal(3, face_up=True, street=5))
    assert DealerStep.gather().matches(DealerStep.gather(3, 120))
    assert not DealerStep.deal(3, face_up=True).matches(DealerStep.deal(3, face_up=False))
    assert DealerStep.call_showdown_order(4).matches(DealerStep.call_showdown_order(4, (4, 1, 2)))


def test_a_hand_under_way_is_taken_over_at_its_moment():
    rng = random.Random(5)
    hand = Hand(STUD, Stakes(), [1000] * 4, deck=Deck(rng), rng=rng)
    while hand.street < 4 or not isinstance(hand.next_step(), TurnDue):
        hand.run_dealer()
        if isinstance(hand.next_step(), TurnDue):
            if hand.street >= 4:
                break
            CASUAL.act(hand, rng)
    procedure = Procedure(hand)
    expected = procedure.expected()
    # The 4th-street cards are out: the pairs (if any) and the high hand are due, then the players.
    assert expected
    assert all(step.kind is StepKind.ANNOUNCE for step in expected)
    assert all(isinstance(step.announcement, (MadeHand, FirstToAct)) for step in expected)
    assert procedure.missed == []
    play_script(procedure, rng)
    assert procedure.is_complete
    assert procedure.missed == []


def test_taking_over_during_the_antes_still_expects_the_rest_and_the_cut():
    rng = random.Random(2)
    hand = Hand(STUD, Stakes(), [1000] * 3, deck=Deck(rng), rng=rng)
    hand.post_ante()
    procedure = Procedure(hand)
    assert {step.code for step in procedure.expected()} == {"ante:S2", "ante:S3"}
    procedure.perform(DealerStep.collect_ante(3))
    procedure.perform(DealerStep.collect_ante(2))
    assert procedure.expected() == (DealerStep.cut(),)


def test_a_wager_announced_late_is_still_due_until_the_next_action():
    procedure = seeded_procedure(3)
    play(procedure, stop=until(StepKind.ANNOUNCE, 3))
    procedure.perform(procedure.expected()[0])  # the bring-in card
    procedure.hand.post_bring_in()
    (call,) = procedure.expected()
    assert isinstance(call.announcement, ActionCall)
    assert procedure.awaiting_player is None
    procedure.perform(call)
    assert procedure.awaiting_player == procedure.hand.actor


@pytest.mark.parametrize(
    ("variant", "high", "low"), [(STUD, True, False), (STUD8, True, True), (RAZZ, False, True)]
)
def test_each_game_reads_its_hands(variant, high, low):
    procedure = seeded_procedure(4, seed=8, variant=variant)
    play(procedure)
    readings = [step.announcement for step in procedure.history if step.kind is StepKind.READ_HAND]
    assert readings
    for reading in readings:
        assert isinstance(reading, ShowdownReading)
        assert (reading.high is not None, reading.low is not None) == (high, low)


QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


@pytest.mark.parametrize("path", sorted(Path(package.__file__).parent.glob("*.py")), ids=lambda p: p.name)
def test_no_procedure_module_imports_qt(path):
    # The procedure's words are croupier.words.procedure_words.
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
    uses_qt = any(module.split(".")[0] in QT for module in imported)
    assert not uses_qt


def test_announcements_match_on_the_words_the_dealer_says():
    procedure = seeded_procedure(4, seed=3)
    play(procedure, stop=until(StepKind.READ_HAND))
    due = procedure.expected()[0]
    reading = due.announcement
    assert isinstance(reading, ShowdownReading)
    assert reading.high is not None
    said = ShowdownReading(reading.seat, spoken_form(reading).high, None)  # type: ignore[union-attr]
    assert procedure.check(DealerStep.read_hand(said)).correct
    first = FirstToAct(2, HandDescription("high_card", (Rank.ACE, Rank.KING, Rank.NINE, Rank.SEVEN)))
    assert DealerStep.announce(first).matches(
        DealerStep.announce(FirstToAct(2, HandDescription("high_card", (Rank.ACE, Rank.KING))))
    )
    assert not DealerStep.announce(first).matches(
        DealerStep.announce(FirstToAct(2, HandDescription("high_card", (Rank.ACE, Rank.QUEEN))))
    )
    assert not DealerStep.announce(first).matches(
        DealerStep.announce(FirstToAct(3, HandDescription("high_card", (Rank.ACE, Rank.KING))))
    )
