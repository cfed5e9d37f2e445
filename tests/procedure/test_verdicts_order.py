"""A step out of order among the dealer's duties: what the verdict says was due and why (R2.4, R10.6),
in the words the quiz and the procedure's error show."""

from __future__ import annotations

from procedure_support import play, seeded_procedure, until

from croupier.engine.events import PotAwarded
from croupier.procedure import DealerStep, Flag, Procedure, StepKind


def to(kind: StepKind, street: int | None = None, players: int = 3) -> Procedure:
    procedure = seeded_procedure(players)
    play(procedure, stop=until(kind, street))
    return procedure


def test_r2_4_a_card_dealt_during_the_shuffle_is_dealt_before_the_antes() -> None:
    """R2.4: the antes are in before the first card; the step due is the shuffle's next one."""
    procedure = seeded_procedure(3)
    due = procedure.expected()[0]
    assert due.kind is StepKind.SHUFFLE
    verdict = procedure.check(DealerStep.deal(1, face_up=False))
    assert (verdict.flag, verdict.rule) == (Flag.SKIPPED_ANTE, "R2.4")
    assert verdict.fact == ("antes_first", {"step": due})
    assert verdict.explanation == f"collect every ante before the deal; expected: {due}"


def test_r10_6_a_second_burn_says_the_card_is_already_burned() -> None:
    procedure = to(StepKind.BURN, 4)
    procedure.perform(DealerStep.burn())
    due = procedure.expected()[0]
    assert due.kind is StepKind.DEAL
    verdict = procedure.check(DealerStep.burn())
    assert (verdict.flag, verdict.rule) == (Flag.BURN_NOT_ALLOWED, "R10.6")
    assert verdict.fact == ("burned", {"step": due})
    assert verdict.explanation == f"this street's card is already burned; expected: {due}"


def test_a_second_cut_once_the_antes_are_in_is_out_of_order() -> None:
    """The antes are in and the deal has begun: cutting again is no skipped ante but a step out of
    order, and the card due is named."""
    procedure = to(StepKind.DEAL, 3)
    due = procedure.expected()[0]
    verdict = procedure.check(DealerStep.cut())
    assert (verdict.flag, verdict.rule) == (Flag.OUT_OF_ORDER, "R1.3")
    assert verdict.fact == ("due", {"step": due})


def test_r2_2_a_cut_before_the_shuffle_is_done_names_the_shuffle_step_due() -> None:
    procedure = seeded_procedure(3)
    due = procedure.expected()[0]
    assert due.kind is StepKind.SHUFFLE
    verdict = procedure.check(DealerStep.cut())
    assert (verdict.flag, verdict.rule) == (Flag.WRONG_SHUFFLE_STEP, "R2.2")
    assert verdict.fact is not None
    assert verdict.fact[0] == "shuffle_next"
    assert verdict.fact[1]["step"] == due
    assert verdict.explanation.startswith(f"the shuffle goes on: {due.shuffle}")


def test_r2_4_a_cut_before_every_ante_is_in_names_the_ante_due() -> None:
    procedure = to(StepKind.COLLECT_ANTE)
    due = procedure.expected()[0]
    verdict = procedure.check(DealerStep.cut())
    assert (verdict.flag, verdict.rule) == (Flag.SKIPPED_ANTE, "R2.4")
    assert verdict.fact == ("antes_first", {"step": due})
    assert verdict.explanation == f"collect every ante before the cut; expected: {due}"


def test_r6_2_a_card_dealt_before_the_burn_is_a_missing_burn_other_steps_are_out_of_order() -> None:
    procedure = to(StepKind.BURN, 4)
    due = procedure.expected()[0]
    seat = procedure.hand.live_seats[0]
    dealt = procedure.check(DealerStep.deal(seat, face_up=True))
    assert (dealt.flag, dealt.rule, dealt.fact) == (Flag.MISSING_BURN, "R6.2", ("due", {"step": due}))
    ante = procedure.check(DealerStep.collect_ante(seat))
    assert (ante.flag, ante.rule, ante.fact) == (Flag.OUT_OF_ORDER, "R6.2", ("due", {"step": due}))


def test_r9_7_a_losing_hand_killed_before_the_reading_misses_the_reading() -> None:
    procedure = to(StepKind.READ_HAND, players=4)
    due = procedure.expected()[0]
    awards = [event for event in procedure.hand.events if isinstance(event, PotAwarded)]
    winners = {seat for award in awards for seat, chips in award.shares if chips}
    loser = next(seat for seat in procedure.hand.live_seats if seat not in winners)
    verdict = procedure.check(DealerStep.kill_hand(loser))
    assert (verdict.flag, verdict.rule) == (Flag.MISSING_ANNOUNCEMENT, "R9.7")
    assert verdict.fact == ("due", {"step": due})
