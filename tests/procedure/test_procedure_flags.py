"""Each procedure flag, caught on a real hand: the table of procedure errors and the rest of the checklist.

Every scenario plays a hand by the procedure up to a moment, offers one wrong step, and checks the
flag and the rule; a wrong step changes nothing and ``perform`` refuses it.
"""

from __future__ import annotations

import pytest
from flag_scenarios import SCENARIOS, Scenario, dealing_without_the_cut, head, to
from procedure_support import play, seeded_procedure, stacked_procedure, until

from croupier.engine.cards import Rank
from croupier.engine.hand import TurnDue
from croupier.engine.readings import HandDescription
from croupier.engine.rules import HouseRules, ShuffleStep
from croupier.procedure import (
    DealerStep,
    FirstToAct,
    Flag,
    IllegalStepError,
    StepKind,
    Verdict,
)
from croupier.procedure.verdicts import RULE_OF_KIND
from croupier.rulebook import rulebook

# ----------------------------------------------------------------------------- the tests

CASES = [
    pytest.param(flag, function, rule, id=function.__name__)
    for flag, entries in SCENARIOS.items()
    for function, rule in entries
]


@pytest.mark.parametrize(("flag", "setup", "rule"), CASES)
def test_the_wrong_step_is_flagged_with_its_rule(flag: Flag, setup: Scenario, rule: str):
    procedure, wrong = setup()
    expected = procedure.expected()
    events = list(procedure.hand.events)
    verdict = procedure.check(wrong)
    assert not verdict.correct
    assert (verdict.flag, verdict.rule) == (flag, rule), verdict.explanation
    assert verdict.expected == expected
    assert verdict.explanation
    # Nothing changed, and perform refuses the step with the same verdict.
    with pytest.raises(IllegalStepError) as refused:
        procedure.perform(wrong)
    assert refused.value.verdict == verdict
    assert procedure.hand.events == events
    assert procedure.expected() == expected
    # The right step is still accepted.
    if expected:
        assert procedure.check(expected[0]).correct


def test_every_flag_has_a_scenario():
    assert set(SCENARIOS) == set(Flag)


def test_the_table_of_flags_and_their_rules():
    """The procedure errors the specification names, each with the rule the rulebook gives it."""
    table = {
        Flag.BURN_NOT_ALLOWED: "R6.1",
        Flag.MISSING_BURN: "R6.2",
        Flag.KILL_BEFORE_PUSH: "R8.4",
        Flag.WINNER_CARDS_REMOVED: "R8.4",
    }
    for flag, rule in table.items():
        assert flag.rule == rule
    book = rulebook("en")
    assert all(flag.rule in book for flag in Flag)
    assert {flag.code for flag in Flag} >= {
        "burn_not_allowed",
        "missing_burn",
        "missing_announcement",
        "kill_before_push",
        "winner_cards_removed",
        "wrong_bring_in",
    }


def test_antes_may_be_collected_in_any_order():
    procedure = to(StepKind.COLLECT_ANTE, players=3)
    assert {step.seat for step in procedure.expected()} == {1, 2, 3}
    procedure.perform(DealerStep.collect_ante(3))
    assert procedure.hand.pot == 0  # the engine takes seat 1's first
    procedure.perform(DealerStep.collect_ante(1))
    assert procedure.hand.pot == 5
    procedure.perform(DealerStep.collect_ante(2))
    assert procedure.hand.pot == 15
    assert procedure.expected() == (DealerStep.cut(),)


def test_a_house_that_burns_before_third_street_expects_the_burn():
    rules = HouseRules(burn_before_third_street=True, scramble_every_hand=False)
    procedure = seeded_procedure(3, rules=rules)
    assert procedure.expected()[0] == DealerStep.shuffle_step(ShuffleStep.RIFFLE)
    play(procedure, stop=until(StepKind.CUT))
    procedure.perform(DealerStep.cut())
    assert procedure.expected() == (DealerStep.burn(3),)
    assert procedure.check(DealerStep.deal(1, face_up=False)).flag is Flag.MISSING_BURN


def test_the_dealer_comment_overtaken_by_the_next_action_is_recorded_as_missed():
    procedure = to(StepKind.ANNOUNCE, 3)
    procedure.perform(head(procedure))  # the bring-in card
    hand = procedure.hand
    hand.post_bring_in()
    assert head(procedure).code.startswith("announce:bring_in:")
    assert not procedure.player_may_act
    assert isinstance(hand.next_step(), TurnDue)
    hand.check_or_call()  # the next player acts before the dealer's "bring-in, ten"
    assert [step.code.split(":")[1] for step in procedure.missed] == ["bring_in"]


# ----------------------------------------------------------------------------- rule numbers


def cited_rules() -> set[str]:
    from croupier.engine.incidents import RULE_OF  # noqa: PLC0415

    cited = {flag.rule for flag in Flag} | set(RULE_OF_KIND.values())
    cited |= {rule for entries in SCENARIOS.values() for _, rule in entries}
    cited |= {"R9.1", "R9.2", "R9.3", "R9.4", "R9.5", "R9.7", "R3.2", "R3.3", "R10.6"}
    cited |= set(RULE_OF.values())
    return cited


def test_every_cited_rule_number_is_in_the_rulebook():
    known = set(rulebook("en").numbers())
    assert {"R6.1", "R8.4", "R10.7", "§3"} <= known
    assert sorted(cited_rules() - known) == []


def test_verdicts_print_their_flag_and_rule():
    procedure, wrong = dealing_without_the_cut()
    verdict: Verdict = procedure.check(wrong)
    assert str(verdict).startswith("cut_skipped (R2.4): ")
    assert str(procedure.check(DealerStep.cut())) == "correct: cut onto the cut card"


@pytest.mark.parametrize(("flag", "setup", "rule"), CASES)
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_wrong_step_is_explained_in_the_quizs_words(
    flag: Flag, setup: Scenario, rule: str, language: str, translations: object
) -> None:
    """One explanation source: the walkthrough and the quiz's next-step verdicts say why a duty is
    wrong with ``duty_why``'s facts, for every flag, in both languages (no fact left as its key)."""
    from croupier.drills.duty_why import duty_why  # noqa: PLC0415 - the drills' words, asked of a procedure
    from croupier.drills.explain import explain  # noqa: PLC0415
    from croupier.i18n import Language  # noqa: PLC0415
    from croupier.words.why_words import explanation_lines  # noqa: PLC0415

    translations.set_language(Language.GERMAN if language == "de" else Language.ENGLISH)  # type: ignore[attr-defined]
    procedure, wrong = setup()
    facts = duty_why(procedure, wrong, explain)
    assert facts, f"{flag}: no why"
    lines = [line for fact in facts for line in explanation_lines(fact)]
    assert lines
    assert all(line and not line.startswith("duty.") and "{" not in line for line in lines), lines


def test_a_wrong_first_actor_cites_the_rule_that_decides_it() -> None:
    """Naming the wrong first actor is a matter of the boards (R5.2), not of the calls (R9.2)."""
    procedure, _ = stacked_procedure("4c Kd 7s Ah", streets=["9c Qs 7d Kc"])
    play(procedure, stop=until(StepKind.ANNOUNCE, 4))
    while not any(isinstance(due.announcement, FirstToAct) for due in procedure.expected()):
        procedure.perform(procedure.expected()[0])
    wrong = DealerStep.announce(FirstToAct(2, HandDescription("high_card", (Rank.QUEEN, Rank.NINE))))
    verdict = procedure.check(wrong)
    assert verdict.flag is Flag.WRONG_ANNOUNCEMENT
    assert verdict.rule == "R5.2"
