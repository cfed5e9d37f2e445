"""Explanations name the seat, card and rule that decide (issue 35): a possible straight that is
none says why by R9.6; a call missed names the board whose call is due; a count of the antes says
they come in any order; a reading one rank short is told the call's ranks, not a kicker; and the
citations the answers turn on: R3.9 after a short bring-in, R4.3 with an open pair, R8.7 for side
pots split chip by chip, R4.6 for the raise after a short all-in."""

from __future__ import annotations

import random

from croupier.drills import generate, solve
from croupier.drills.duty_why import duty_why
from croupier.drills.explain import explain
from croupier.drills.facts import street_actions
from croupier.drills.model import Explanation
from croupier.drills.reading import Said, grade_reading
from croupier.engine.cards import Rank, parse_cards
from croupier.engine.events import ActionKind
from croupier.engine.readings import HandDescription
from croupier.engine.rules import STUD, DrawDefinition, Stakes
from croupier.procedure import DealerStep, Procedure, StepKind
from croupier.procedure.announcements import Draw, MadeHand, PossibleDraw, draw_shortfall
from croupier.procedure.script import play_player
from croupier.words.quiz_words import explanation_lines, question_lines

R = Rank
STUD_DRAWS = DrawDefinition.FOUR_CARD


def _kinds(explanation: Explanation) -> list[str]:
    return [explanation.kind, *(kind for part in explanation.parts for kind in _kinds(part))]


def test_r9_6_says_why_a_board_is_no_possible_straight():
    assert draw_shortfall(parse_cards("5h 2c 7d 4s"), Draw.STRAIGHT, STUD_DRAWS) == "span"
    assert draw_shortfall(parse_cards("5h 5c 7d 4s"), Draw.STRAIGHT, STUD_DRAWS) == "pair"
    assert draw_shortfall(parse_cards("5h 6h 7h 4s"), Draw.FLUSH, STUD_DRAWS) == "suits"
    assert draw_shortfall(parse_cards("5h 6c 7d 4s"), Draw.STRAIGHT, STUD_DRAWS) is None


def _sixth_street_calls(seed: int) -> Procedure | None:
    """A hand dealt to its 6th-street calls, everyone calling through (None if it ended first)."""
    procedure = Procedure.new(STUD, Stakes(), [1000] * 5, seed=seed)
    rng = random.Random(seed)
    for _ in range(2000):
        expected = procedure.expected()
        if expected and procedure.hand.street == 6 and expected[0].kind is StepKind.ANNOUNCE:
            return procedure
        if expected:
            procedure.perform(expected[0])
        elif play_player(procedure, rng) is None:
            return None
    return None


def test_a_possible_straight_called_for_a_board_that_is_none_cites_r9_6_with_the_reason():
    for seed in range(200):
        procedure = _sixth_street_calls(seed)
        if procedure is None:
            continue
        hand = procedure.hand
        for seat in hand.live_seats:
            board = [card for card in hand.player(seat).up if card is not None]
            if draw_shortfall(board, Draw.STRAIGHT, hand.rules.draw_definition) != "span":
                continue
            step = DealerStep.announce(PossibleDraw(seat, Draw.STRAIGHT), street=6)
            verdict = procedure.check(step)
            assert not verdict.correct
            assert verdict.rule == "R9.6"
            (why,) = duty_why(procedure, step, explain)
            text = " ".join(explanation_lines(why))
            assert f"Seat {seat} shows" in text
            assert "do not fit within five ranks in a row" in text
            assert "(R9.6)" in text
            return
    raise AssertionError("no board without a straight draw came up")  # pragma: no cover


def test_a_missed_call_names_the_board_whose_call_is_due():
    for seed in range(200):
        procedure = _sixth_street_calls(seed)
        if procedure is None:
            continue
        due = procedure.expected()[0].announcement
        if not isinstance(due, MadeHand):
            continue
        other = next((s for s in procedure.hand.live_seats if s != due.seat), None)
        if other is None:
            continue
        said = MadeHand(other, HandDescription("pair", (R.TWO,)))
        step = DealerStep.announce(said, street=6)
        if procedure.check(step).correct:
            continue
        found = duty_why(procedure, step, explain)
        assert [part.kind for part in found] == ["duty.board_due"]
        assert found[0].params["seat"] == due.seat  # the seat whose call is due, not the one named
        return
    raise AssertionError("no made hand was due")  # pragma: no cover


def test_collecting_an_ante_says_the_antes_come_in_any_order():
    for seed in range(300):
        question = generate("next_step", random.Random(seed), difficulty=1)
        solution = solve(question)
        step = question.choice(str(solution.expected)).params["step"]
        if isinstance(step, DealerStep) and step.kind is StepKind.COLLECT_ANTE:
            assert "next_step.antes" in _kinds(solution.explanation)
            text = " ".join(explanation_lines(solution.explanation))
            assert "in any order" in text
            return
    raise AssertionError("no ante was the next step")  # pragma: no cover


def test_a_reading_one_rank_short_is_told_the_calls_ranks_not_a_kicker():
    """Issue 35: "Jack high" was rejected as "a kicker decides" for a hand that lost to pairs."""
    cards = parse_cards("Jh Tc 8d 6s 4c 3h 2d")
    losers_to = [parse_cards("Ks Kd 9c 7h 5d Qs 2c")]
    verdict = grade_reading(STUD, cards, Said(HandDescription("high_card", (R.JACK,))), losers_to)
    assert [problem.kind for problem in verdict.problems] == ["short_reading"]
    assert verdict.expected.high == HandDescription("high_card", (R.JACK, R.TEN))


def test_the_citations_an_answer_turns_on():
    found = {"R3.9": False, "R4.3": False, "R8.7": False}
    for seed in range(600):
        rng = random.Random(seed)
        if not found["R3.9"]:
            question = generate("pot_size", rng, difficulty=3)
            hand = question.position
            stakes = hand.stakes
            short = hand.street == 3 and any(
                a.kind is ActionKind.BRING_IN and a.all_in and a.to < stakes.bring_in
                for a in street_actions(hand)
            )
            if short:
                assert "R3.9" in solve(question).rules
                found["R3.9"] = True
        if not found["R4.3"]:
            question = generate("legal_actions", rng, difficulty=3)
            hand = question.position
            if hand.street == 4 and hand.double_bet and hand.legal_actions().wager_targets:
                assert "R4.3" in solve(question).rules  # the big bet is open: the sizes turn on it
                found["R4.3"] = True
        if not found["R8.7"]:
            question = generate("split_chips", rng, difficulty=3)
            if any(line.startswith("The pots:") for line in question_lines(question)):
                assert "R8.7" in solve(question).rules
                found["R8.7"] = True
        if all(found.values()):
            break
    assert found["R4.3"]
    assert found["R8.7"]
