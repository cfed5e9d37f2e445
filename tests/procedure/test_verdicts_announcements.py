"""A wrong announcement among those due (R9.2–R9.6): a draw the board does not show, an announcement
of a kind due later, a wrong one of a kind that is due, and the rule each verdict cites."""

from __future__ import annotations

import pytest
from procedure_support import card, play, stacked_procedure, until

from croupier.engine.rules import DrawDefinition, HouseRules
from croupier.procedure import (
    BringIn,
    DealerStep,
    Draw,
    FirstToAct,
    Flag,
    LastCard,
    MadeHand,
    PossibleDraw,
    Procedure,
    StepKind,
)

# 6th-street boards: S1 Kc Kd 4s Kh (trips), S2 Qd 3c 4d 5s (three to a straight: a draw only under
# the 3-card definition, not the default 4-card one), S3 7h 8h 9h Jh (a possible straight flush),
# S4 5c 6d 8s 9c (a possible straight).
BOARDS = {"streets": ["Kd 3c 8h 6d", "4s 4d 9h 8s", "Kh 5s Jh 9c"]}
DOORS = "Kc Qd 7h 5c"


def at_announcements(street: int) -> Procedure:
    procedure, _ = stacked_procedure(DOORS, **BOARDS)
    play(procedure, stop=until(StepKind.ANNOUNCE, street))
    return procedure


@pytest.mark.parametrize(
    ("seat", "draw", "board", "why"),
    [
        (1, Draw.FLUSH, ("Kc", "Kd", "4s", "Kh"), "suits"),
        (1, Draw.STRAIGHT, ("Kc", "Kd", "4s", "Kh"), "pair"),
        (2, Draw.STRAIGHT, ("Qd", "3c", "4d", "5s"), "span"),
        (4, Draw.FLUSH, ("5c", "6d", "8s", "9c"), "suits"),
    ],
)
def test_r9_6_a_draw_the_board_does_not_show_names_the_board(seat, draw, board, why) -> None:
    procedure = at_announcements(6)
    verdict = procedure.check(DealerStep.announce(PossibleDraw(seat, draw), 6))
    assert (verdict.flag, verdict.rule) == (Flag.WRONG_ANNOUNCEMENT, "R9.6")
    assert verdict.fact == ("not_a_draw", {"seat": seat, "cards": board, "draw": draw.value, "why": why})


def test_r9_6_a_draw_announced_for_no_seat_at_the_table_is_a_wrong_announcement() -> None:
    procedure = at_announcements(6)
    draws = [step for step in procedure.expected() if isinstance(step.announcement, PossibleDraw)]
    verdict = procedure.check(DealerStep.announce(PossibleDraw(5, Draw.FLUSH), 6))
    assert verdict.flag is Flag.WRONG_ANNOUNCEMENT
    assert verdict.fact == ("due", {"step": draws[0]})


def test_a_wrong_draw_of_a_seat_that_shows_one_is_measured_against_the_draw_due() -> None:
    """S3 shows a possible straight flush; calling it a possible flush is wrong, and what was due is
    S3's straight flush draw, not the first of the 6th-street announcements."""
    procedure = at_announcements(6)
    (due,) = [step for step in procedure.expected() if isinstance(step.announcement, PossibleDraw)][:1]
    assert due.announcement == PossibleDraw(3, Draw.STRAIGHT_FLUSH)
    verdict = procedure.check(DealerStep.announce(PossibleDraw(3, Draw.FLUSH), 6))
    assert verdict.flag is Flag.WRONG_ANNOUNCEMENT
    assert verdict.fact == ("due", {"step": due})


def test_r9_4_the_first_to_act_before_the_hands_on_the_board_is_missing_them() -> None:
    """6th street: the hands and draws on the board are announced before who acts first (R9.4)."""
    procedure = at_announcements(6)
    first = procedure.expected()[0]
    made = first.announcement
    assert made == MadeHand(1, made.description)  # type: ignore[union-attr]
    verdict = procedure.check(DealerStep.announce(FirstToAct(1, made.description), 6))  # type: ignore[union-attr]
    assert (verdict.flag, verdict.rule) == (Flag.MISSING_ANNOUNCEMENT, "R9.4")
    assert verdict.fact == ("due", {"step": first})


@pytest.mark.parametrize(("street", "rule"), [(5, "R9.3"), (7, "R9.5")])
def test_r9_3_r9_5_a_bring_in_named_when_the_first_actor_is_due(street, rule) -> None:
    """5th and 7th street: the call due is who acts first (R9.3, after "last card" R9.5); naming a
    bring-in instead is wrong by that street's rule, not by the rules that decide who acts first."""
    procedure = at_announcements(street)
    if street == 7:
        (last,) = procedure.expected()
        assert isinstance(last.announcement, LastCard)
        procedure.perform(last)
        play(procedure, stop=until(StepKind.ANNOUNCE, street))
    (due,) = procedure.expected()
    assert isinstance(due.announcement, FirstToAct)
    verdict = procedure.check(DealerStep.announce(BringIn(1, card("Kc")), street))
    assert (verdict.flag, verdict.rule) == (Flag.WRONG_ANNOUNCEMENT, rule)
    assert verdict.fact == ("due", {"step": due})


def test_r9_6_under_the_three_card_definition_three_to_a_straight_is_a_draw() -> None:
    """§1 draw_definition=3-card: S2's 3-4-5 is a possible straight, announced as such."""
    rules = HouseRules.profile("cash", ["draw_definition=3-card"])
    procedure, _ = stacked_procedure(DOORS, rules=rules, **BOARDS)
    play(procedure, stop=until(StepKind.ANNOUNCE, 6))
    said = DealerStep.announce(PossibleDraw(2, Draw.STRAIGHT), 6)
    assert procedure.check(said).correct


def test_r9_6_a_draw_the_house_does_not_announce_is_not_due_though_the_board_shows_it() -> None:
    """A house that announces no draws, under the 3-card definition: S2's 3-4-5 is a draw, so the
    verdict is that nothing of the kind is due, not that S2's board shows no straight."""
    rules = HouseRules(announce_possible_draws=False, draw_definition=DrawDefinition.THREE_CARD)
    procedure, _ = stacked_procedure(DOORS, rules=rules, **BOARDS)
    play(procedure, stop=until(StepKind.ANNOUNCE, 6))
    verdict = procedure.check(DealerStep.announce(PossibleDraw(2, Draw.STRAIGHT), 6))
    assert verdict.flag is Flag.WRONG_ANNOUNCEMENT
    assert verdict.fact == ("due", {"step": procedure.expected()[0]})


def test_r9_6_a_draw_of_a_seat_that_folded_early_has_too_few_cards() -> None:
    procedure, _ = stacked_procedure(DOORS, **BOARDS)
    play(procedure, folds={3: 3}, stop=until(StepKind.ANNOUNCE, 6))
    (folded,) = [seat for seat in procedure.hand.seats if procedure.hand.player(seat).folded]
    board = tuple(str(card) for card in procedure.hand.player(folded).up if card is not None)
    assert len(board) == 1
    verdict = procedure.check(DealerStep.announce(PossibleDraw(folded, Draw.FLUSH), 6))
    assert verdict.fact == (
        "not_a_draw",
        {"seat": folded, "cards": board, "draw": "possible_flush", "why": "cards"},
    )
