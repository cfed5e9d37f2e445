"""A step out of order among the dealer's duties: what the verdict says was due and why (R2.4, R10.6),
in the words the quiz and the procedure's error show."""

from __future__ import annotations

from procedure_support import play, seeded_procedure, until

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
