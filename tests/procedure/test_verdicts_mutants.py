"""The facts behind a wrong step of a kind that is due (the quiz puts them in words): which seat, which
card face, which count, which pot, which shuffle step; and how a verdict prints."""

from __future__ import annotations

from procedure_support import play, seeded_procedure, until
from test_procedure_flags import (
    collecting_an_ante_twice,
    dealing_seat_two_first,
    first_hole_card_face_up,
    gathering_an_uncalled_bet,
    killing_a_hand_that_was_not_at_the_showdown,
    pushing_the_main_pot_before_the_side_pot,
    strip_before_the_riffles,
)

from croupier.procedure import DealerStep, Flag, IllegalStepError, Procedure, StepKind, Verdict


def to(kind: StepKind, street: int | None = None, players: int = 4) -> Procedure:
    procedure = seeded_procedure(players)
    play(procedure, stop=until(kind, street))
    return procedure


def test_a_second_ante_from_a_seat_names_that_seat() -> None:
    procedure, wrong = collecting_an_ante_twice()
    verdict = procedure.check(wrong)
    assert verdict.fact == ("ante_in", {"seat": 2})
    assert verdict.explanation.startswith("seat 2's ante is already in")


def test_a_card_to_the_wrong_seat_names_the_seat_due_and_the_first_seat_dealt() -> None:
    procedure, wrong = dealing_seat_two_first()
    verdict = procedure.check(wrong)
    assert verdict.fact == ("deal_to", {"seat": 1, "first": 1})
    assert verdict.explanation.startswith("the next card goes to seat 1")


def test_a_hole_card_dealt_up_is_to_be_dealt_down() -> None:
    procedure, wrong = first_hole_card_face_up()
    verdict = procedure.check(wrong)
    assert verdict.flag is Flag.WRONG_FACE
    assert verdict.fact == ("face", {"up": False, "street": 3})
    assert verdict.explanation.startswith("this card is dealt face down")


def test_a_fourth_street_card_dealt_down_is_to_be_dealt_up() -> None:
    procedure = to(StepKind.DEAL, 4)
    seat = procedure.expected()[0].seat
    assert seat is not None
    verdict = procedure.check(DealerStep.deal(seat, face_up=False))
    assert verdict.flag is Flag.WRONG_FACE
    assert verdict.fact == ("face", {"up": True, "street": 4})
    assert verdict.explanation.startswith("this card is dealt face up")


def test_a_wrong_count_of_the_stub_gives_the_stub_and_what_the_players_need() -> None:
    procedure = to(StepKind.COUNT_STUB)
    due = procedure.expected()[0]
    live = len(procedure.hand.live_seats)
    verdict = procedure.check(DealerStep.count_stub("community_card"))
    assert verdict.fact == (
        "count",
        {"stub": procedure.hand.stub_size, "need": live + 2, "players": live, "step": due},
    )


def test_killing_a_hand_that_was_not_at_the_showdown_names_its_seat() -> None:
    procedure, wrong = killing_a_hand_that_was_not_at_the_showdown()
    verdict = procedure.check(wrong)
    assert verdict.fact == ("not_beaten", {"seat": wrong.seat})


def test_the_main_pot_pushed_first_names_the_side_pot_due() -> None:
    procedure, wrong = pushing_the_main_pot_before_the_side_pot()
    due = procedure.expected()[0]
    verdict = procedure.check(wrong)
    assert verdict.fact == ("side_first", {"step": due})


def test_a_wrong_uncalled_bet_returned_names_the_seat_and_amount_due() -> None:
    procedure, _gather = gathering_an_uncalled_bet()
    due = procedure.expected()[0]
    assert due.kind is StepKind.RETURN_BET
    assert due.seat is not None
    assert due.amount is not None
    verdict = procedure.check(DealerStep.return_bet(due.seat, due.amount + 1))
    assert (verdict.flag, verdict.rule) == (Flag.MISSING_RETURN, "R8.7")
    assert verdict.fact == ("uncalled", {"seat": due.seat, "amount": due.amount})
    assert verdict.explanation.startswith(f"return {due.amount} to seat {due.seat}")


def test_a_shuffle_step_out_of_turn_gives_the_step_due_and_the_houses_order() -> None:
    procedure, wrong = strip_before_the_riffles()
    due = procedure.expected()[0]
    order = tuple(DealerStep.shuffle_step(step) for step in procedure.hand.rules.shuffle_steps)
    verdict = procedure.check(wrong)
    assert verdict.fact == ("shuffle_next", {"step": due, "order": order})


def test_a_wrong_verdict_without_a_flag_prints_as_wrong_and_the_error_says_the_verdict() -> None:
    verdict = Verdict(False, DealerStep.cut(), (), rule="R2.4", explanation="not now")
    assert str(verdict) == "wrong (R2.4): not now"
    assert str(IllegalStepError(verdict)) == "wrong (R2.4): not now"
