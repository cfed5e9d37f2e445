"""The facts behind a wrong step of a kind that is due (the quiz puts them in words): which seat, which
card face, which count, which pot, which shuffle step; and how a verdict prints."""

from __future__ import annotations

from flag_scenarios import (
    burning_after_the_hand,
    burning_before_third_street,
    burning_while_a_player_is_to_act,
    collecting_an_ante_twice,
    dealing_seat_two_first,
    first_hole_card_face_up,
    gathering_an_uncalled_bet,
    gathering_while_a_player_is_to_act,
    killing_a_hand_that_was_not_at_the_showdown,
    killing_before_the_reading,
    killing_the_winner,
    naming_the_wrong_bring_in,
    pushing_before_the_kills,
    pushing_the_main_pot_before_the_side_pot,
    strip_before_the_riffles,
)
from procedure_support import play, seeded_procedure, until

from croupier.engine.hand import ShowDue, TurnDue
from croupier.engine.rules import RAZZ, STUD, Variant
from croupier.procedure import (
    BringIn,
    DealerStep,
    FirstToAct,
    Flag,
    IllegalStepError,
    LastCard,
    Procedure,
    StepKind,
    Verdict,
)


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


def _to_act(procedure: Procedure) -> int:
    due = procedure.hand.next_step()
    assert isinstance(due, (TurnDue, ShowDue))
    return due.seat


def test_a_card_while_a_player_is_to_act_names_that_player() -> None:
    procedure, wrong = burning_while_a_player_is_to_act()
    seat = _to_act(procedure)
    verdict = procedure.check(wrong)
    assert verdict.fact == ("to_act", {"seat": seat})
    assert verdict.explanation.startswith(f"seat {seat} is still to act")


def test_gathering_while_a_player_is_to_act_names_that_player() -> None:
    procedure, wrong = gathering_while_a_player_is_to_act()
    seat = _to_act(procedure)
    verdict = procedure.check(wrong)
    assert verdict.fact == ("to_act", {"seat": seat})
    assert verdict.explanation.startswith(f"seat {seat} is to act")


def test_a_step_after_the_hand_says_the_hand_is_over() -> None:
    procedure, wrong = burning_after_the_hand()
    assert procedure.check(wrong).explanation.startswith("the hand is over")


def test_a_burn_before_third_street_says_none_is_burned_then() -> None:
    procedure, wrong = burning_before_third_street()
    assert procedure.check(wrong).explanation.startswith("no card is burned before 3rd street")


def test_killing_the_winner_names_the_winner() -> None:
    procedure, wrong = killing_the_winner()
    assert procedure.check(wrong).fact == ("winner", {"seat": wrong.seat})


def test_pushing_before_the_kills_names_the_hand_to_kill() -> None:
    procedure, wrong = pushing_before_the_kills()
    due = procedure.expected()[0]
    verdict = procedure.check(wrong)
    assert verdict.fact == ("kill_first", {"seat": due.seat})
    assert verdict.explanation.startswith("kill every losing hand before the pot is pushed")


def test_an_announcement_instead_of_the_reading_asks_for_the_reading() -> None:
    procedure, wrong = killing_before_the_reading()
    due = procedure.expected()[0]
    verdict = procedure.check(wrong)
    assert verdict.explanation.startswith(f"read seat {due.seat}'s hand first")


def test_an_announcement_while_a_card_is_due_is_out_of_order() -> None:
    procedure = to(StepKind.DEAL, 3)
    due = procedure.expected()[0]
    wrong = DealerStep.announce(LastCard())
    verdict = procedure.check(wrong)
    assert (verdict.flag, verdict.rule) == (Flag.OUT_OF_ORDER, "R1.3")
    assert verdict.fact == ("due", {"step": due})


def test_a_wrong_bring_in_gives_the_call_due() -> None:
    procedure, wrong = naming_the_wrong_bring_in()
    due = procedure.expected()[0]
    assert procedure.check(wrong).fact == ("due", {"step": due})


def test_a_wrong_bring_in_at_razz_cites_razzs_bring_in_rule() -> None:
    procedure = seeded_procedure(4, variant=RAZZ)
    play(procedure, stop=until(StepKind.ANNOUNCE, 3))
    right = procedure.expected()[0].announcement
    assert isinstance(right, BringIn)
    other = next(seat for seat in procedure.hand.seats if seat != right.seat)
    door = procedure.hand.player(other).door
    assert door is not None
    verdict = procedure.check(DealerStep.announce(BringIn(other, door)))
    assert (verdict.flag, verdict.rule) == (Flag.WRONG_BRING_IN, "R3.3")


def _wrong_first_actor(variant: Variant) -> tuple[Procedure, DealerStep, DealerStep]:
    """A hand on 4th street with the call of who acts first due, that call, and one naming another seat."""
    procedure = seeded_procedure(4, variant=variant)
    play(procedure, stop=until(StepKind.ANNOUNCE, 4))
    while not any(isinstance(due.announcement, FirstToAct) for due in procedure.expected()):
        procedure.perform(procedure.expected()[0])
    due = next(due for due in procedure.expected() if isinstance(due.announcement, FirstToAct))
    right = due.announcement
    assert isinstance(right, FirstToAct)
    other = next(seat for seat in procedure.hand.live_seats if seat != right.seat)
    wrong = FirstToAct(other, right.description, right.low, right.leader)
    return procedure, due, DealerStep.announce(wrong)


def test_naming_the_wrong_first_actor_gives_the_call_due() -> None:
    procedure, due, wrong = _wrong_first_actor(STUD)
    verdict = procedure.check(wrong)
    assert (verdict.flag, verdict.rule) == (Flag.WRONG_ANNOUNCEMENT, "R5.2")
    assert verdict.fact == ("due", {"step": due})


def test_naming_the_wrong_first_actor_at_razz_cites_the_low_board_rule() -> None:
    procedure, due, wrong = _wrong_first_actor(RAZZ)
    verdict = procedure.check(wrong)
    assert (verdict.flag, verdict.rule) == (Flag.WRONG_ANNOUNCEMENT, "R5.3")
    assert verdict.fact == ("due", {"step": due})
