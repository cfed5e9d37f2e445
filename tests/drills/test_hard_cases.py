"""Constructed positions (``croupier.drills.cases``, ``croupier.drills.scenarios``): at difficulty 3
each skill meets the hard cases dealers get wrong in at least one question in four, and each case
comes up where it matters. The cases are recognised from what the trainee is shown
(``case_reader``), not from how the question was built."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from case_reader import cases
from oracle import CHIP_SKILLS, expected
from oracle_table import rules_of

from croupier.drills import SKILL_NAMES, DrillSettings, generate, grade, solve, table_view
from croupier.drills.answers import same
from croupier.drills.model import Question
from croupier.engine.rules import HouseRules

# The cases of the list that each skill is about. Two skills have none of them: an
# irregularity's ruling and the change for a wager do not turn on boards, stacks or pots.
SKILL_CASES: dict[str, frozenset[str]] = {
    name: frozenset(found)
    for name, found in {
        "bring_in": {"ante_all_in", "tied_doors"},
        "first_to_act": {"tied_boards", "leader_all_in"},
        "acts_now": {"ante_all_in", "short_all_in", "side_pots"},
        "legal_actions": {"ante_all_in", "short_all_in", "open_pair", "side_pots"},
        "call_amount": {"ante_all_in", "short_all_in", "side_pots"},
        "bet_amount": {"open_pair", "short_all_in"},
        "raise_amount": {"open_pair", "short_all_in"},
        "capped": {"short_all_in", "side_pots", "heads_up_raises"},
        "pot_size": {"short_all_in", "side_pots"},
        "side_pots": {"side_pots"},
        "burn_count": {"short_deck"},
        "short_deck": {"short_deck"},
        "showdown_order": {"side_pots", "short_deck"},
        "read_high": {"short_deck"},
        "read_low": {"short_deck"},
        "winner": {"tie", "quarters"},
        "split": {"quarters", "odd_chip"},
        "odd_chip": {"odd_chip"},
        "announcement": {"open_pair", "short_deck"},
        "next_step": {"short_deck", "side_pots", "ante_all_in"},
        "count_pot": {"side_pots", "short_all_in"},
        "split_chips": {"odd_chip", "quarters", "side_pots"},
        "read_tabled": {"short_deck"},
    }.items()
}
WITHOUT_CASES = {"irregularity", "make_change"}
COUNT = 80


def _asked(name: str, difficulty: int = 3, count: int = COUNT) -> list[Question]:
    return [generate(name, random.Random(7000 + index), difficulty=difficulty) for index in range(count)]


def _rates(name: str, difficulty: int = 3) -> tuple[float, Counter[str]]:
    seen: Counter[str] = Counter()
    hard = 0
    for question in _asked(name, difficulty):
        found = cases(question) & SKILL_CASES[name]
        seen.update(found)
        hard += bool(found)
    return hard / COUNT, seen


def test_every_skill_is_listed() -> None:
    assert set(SKILL_CASES) | WITHOUT_CASES == set(SKILL_NAMES)


@pytest.mark.parametrize("name", sorted(SKILL_CASES))
def test_at_difficulty_three_one_question_in_four_is_a_hard_case(name: str) -> None:
    share, _ = _rates(name)
    assert share >= 0.25, (name, share)


@pytest.mark.parametrize("name", sorted(SKILL_CASES))
def test_the_checker_agrees_on_every_hard_case(name: str) -> None:
    """The constructed positions are answered alike by the engine and the independent checker."""
    checked = 0
    for question in _asked(name):
        if not cases(question) & SKILL_CASES[name]:
            continue
        mine = expected(question)
        if name in CHIP_SKILLS - {"count_pot"}:  # said more than one way
            assert grade(question, mine).correct, (name, question.seed, mine)
        else:
            assert same(question.answer_type, mine, solve(question).expected), (name, question.seed, mine)
        checked += 1
    assert checked >= COUNT // 4


@pytest.mark.parametrize(
    ("name", "case", "least"),
    [
        ("bring_in", "ante_all_in", 0.15),
        ("call_amount", "ante_all_in", 0.1),
        ("call_amount", "short_all_in", 0.1),
        ("raise_amount", "short_all_in", 0.15),
        ("bet_amount", "open_pair", 0.2),
        ("raise_amount", "open_pair", 0.15),
        ("pot_size", "side_pots", 0.2),
        ("burn_count", "short_deck", 0.2),
        ("read_tabled", "short_deck", 0.2),
        ("winner", "quarters", 0.15),
        ("split", "quarters", 0.15),
        ("split", "odd_chip", 0.15),
        ("announcement", "open_pair", 0.1),
        ("announcement", "short_deck", 0.1),
        ("next_step", "short_deck", 0.1),
    ],
)
def test_each_case_comes_up_where_it_matters(name: str, case: str, least: float) -> None:
    _, seen = _rates(name)
    assert seen[case] / COUNT >= least, (name, case, seen)


def test_easy_questions_are_mostly_plain() -> None:
    """At difficulty 1 nothing is built for a hard case: the cases that turn up are chance's."""
    for name in ("call_amount", "bet_amount", "burn_count", "winner"):
        share, _ = _rates(name, difficulty=1)
        hard, _ = _rates(name, difficulty=3)
        assert share < hard, name


def test_tied_boards_come_in_every_kind() -> None:
    """Decided by position, by suit (the tournament's tie-break, under that profile) and by the next
    card (R5.4)."""
    kinds: Counter[str] = Counter()
    tournament = DrillSettings(rules=HouseRules.profile("tournament"), profile="tournament")
    asked = _asked("first_to_act", count=150) + [
        generate("first_to_act", random.Random(8000 + index), difficulty=3, settings=tournament)
        for index in range(100)
    ]
    for question in asked:
        if "tied_boards" not in cases(question):
            continue
        view = table_view(question)
        boards = [
            tuple(sorted(card.rank for card in seat.up if card)) for seat in view.seats if not seat.folded
        ]
        exact = len(boards) != len(set(boards))
        if not exact:
            kinds["next_card"] += 1
        elif rules_of(question).first_to_act_tiebreak.value == "high_card_by_suit" and view.variant == "F7S":
            kinds["suit"] += 1
        else:
            kinds["position"] += 1
    assert all(kinds[kind] >= 5 for kind in ("next_card", "suit", "position")), kinds


def test_the_deck_runs_short_both_ways() -> None:
    """Burns scrambled in, and a community card (R6.5, R6.6), among the short-deck questions."""
    outcomes = Counter(expected(question) for question in _asked("short_deck", count=60))
    assert outcomes["reshuffle_burns"] >= 5, outcomes
    assert outcomes["community_card"] >= 5, outcomes
