"""The chip and reading skills in every quiz mode and under the adaptive scheduler, and in the chips
the trainer has chosen (R12.1): the pot's stacks, the change and every share of a split are made of
that set, counted in its smallest chip (R8.6), and graded by the engine."""

from __future__ import annotations

import random
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

from croupier.drills import DrillSession, DrillSettings, TrainingMode, solve
from croupier.drills.chip_answers import answer_pile, answer_shares
from croupier.drills.grading import grade
from croupier.drills.model import AnswerType
from croupier.drills.scheduler import Scheduler
from croupier.drills.skills import skill
from croupier.drills.skills.chips import chip_set_of
from croupier.engine.chips import ChipSet
from croupier.engine.rules import STUD8, Stakes
from croupier.store import NewAttempt
from croupier.store.history import MemoryHistory

CHIP_SKILLS = ("count_pot", "make_change", "split_chips", "read_tabled")

SETS = [
    (ChipSet.parse("5/25/100/500"), Stakes(5, 10, 20, 40)),
    (ChipSet.parse("25/100/500/1000/5000"), Stakes(25, 50, 100, 200)),
    (ChipSet(), Stakes(5, 10, 20, 40)),
]


def _wrong(question):
    """An answer the engine refuses: a different amount, change or split, or a reading of nothing."""
    expected = solve(question).expected
    match question.answer_type:
        case AnswerType.AMOUNT:
            return int(expected) + chip_set_of(question).unit  # type: ignore[call-overload]
        case AnswerType.CHIPS:
            pile = answer_pile(expected)  # type: ignore[arg-type]
            return ((pile.counts[0][0], pile.counts[0][1] + 1), *pile.counts[1:])
        case AnswerType.CHIP_SHARES:
            shares = answer_shares(expected)  # type: ignore[arg-type]
            first = min(shares)
            return tuple((seat, chips.counts) for seat, chips in shares.items() if seat != first)
        case _:
            return "Royal flush"


@pytest.mark.parametrize("mode", list(TrainingMode))
def test_every_chip_skill_is_asked_answered_and_recorded_in_every_mode(mode):
    history = MemoryHistory()
    ticks = iter(float(n) for n in range(1000))
    session = DrillSession(
        mode, CHIP_SKILLS, count=12, seed=11, history=history, trainee_id=3, clock=lambda: next(ticks)
    )
    asked: Counter[str] = Counter()
    right = 0
    while (question := session.next_question()) is not None:
        asked[question.skill] += 1
        answer = solve(question).expected if len(session.outcomes) % 2 == 0 else _wrong(question)
        outcome = session.answer(answer)
        # One second per answer: well inside every skill's pace, so table-ready times nothing out.
        assert not outcome.timed_out
        assert outcome.correct is (len(session.outcomes) % 2 == 1)
        assert outcome.feedback is (mode is not TrainingMode.EXAM)
        right += outcome.correct
    assert set(asked) == set(CHIP_SKILLS)
    summary = session.summary()
    assert summary.asked == 12
    assert summary.correct == right == 6
    assert {item.skill for item in summary.skills} == set(CHIP_SKILLS)
    attempts = history.attempts_for(3)
    assert [a.mode for a in attempts] == [mode.value] * 12
    assert Counter(a.skill for a in attempts) == asked
    if mode is TrainingMode.EXAM:
        assert summary.passed is False  # 50 % under the 80 % pass mark
    if mode is TrainingMode.TABLE_READY:
        assert all(session.limit_for(o.question) is not None for o in session.outcomes)


def test_table_ready_times_out_a_slow_split():
    ticks = iter([0.0, 10_000.0])
    session = DrillSession(
        TrainingMode.TABLE_READY, ["split_chips"], count=1, seed=2, clock=lambda: next(ticks)
    )
    question = session.next_question()
    assert question is not None
    outcome = session.answer(solve(question).expected)
    assert outcome.grade.correct
    assert outcome.timed_out
    assert not outcome.correct


def test_the_scheduler_asks_the_chip_skill_a_trainee_gets_wrong_more():
    now = datetime(2026, 12, 2, 12, tzinfo=UTC)
    history = MemoryHistory()
    for index in range(6):
        for name in CHIP_SKILLS:
            history.record_attempt(
                NewAttempt(
                    trainee_id=1,
                    skill=name,
                    question="{}",
                    answer="1",
                    correct=name != "split_chips",
                    seconds=2.0,
                    mode="practice",
                    answered_at=now - timedelta(hours=1, minutes=index),
                )
            )
    scheduler = Scheduler(CHIP_SKILLS, history, 1, random.Random(0), now=lambda: now)
    picks = Counter(scheduler.choose() for _ in range(400))
    assert all(picks["split_chips"] > 2 * picks[name] for name in CHIP_SKILLS if name != "split_chips")
    # And the adaptive session follows it: most of its questions are splits.
    session = DrillSession(
        TrainingMode.PRACTICE, CHIP_SKILLS, count=10, seed=5, history=history, trainee_id=1
    )
    skills = []
    while (question := session.next_question()) is not None:
        skills.append(question.skill)
        session.answer(solve(question).expected)
    assert Counter(skills)["split_chips"] >= 4


@pytest.mark.parametrize(("chips", "stakes"), SETS, ids=str)
def test_the_chip_skills_use_the_chips_in_play(chips, stakes):
    settings = DrillSettings(stakes=stakes, chips=chips)
    values = set(chips.denominations)
    odd_units = 0
    for seed in range(24):
        for name in ("count_pot", "make_change", "split_chips"):
            question = skill(name).generate(random.Random(seed), 1 + seed % 3, settings)
            assert chip_set_of(question) == chips
            pile = answer_pile(question.prompt.params["pile"])  # type: ignore[arg-type]
            assert {value for value, _ in pile} <= values, (name, seed, pile)
            expected = solve(question).expected
            assert grade(question, expected).correct
            assert not grade(question, _wrong(question)).correct
            if name == "make_change":
                change = answer_pile(expected)  # type: ignore[arg-type]
                assert {value for value, _ in change} <= values
                assert all(value < question.prompt.params["chip"] for value, _ in change)  # type: ignore[operator]
            if name == "split_chips":
                shares = answer_shares(expected)  # type: ignore[arg-type]
                assert sum(share.total for share in shares.values()) == pile.total
                for share in shares.values():
                    assert {value for value, _ in share} <= values
                    assert share.total % chips.unit == 0
                totals = sorted(share.total for share in shares.values())
                odd_units += len(totals) >= 2 and totals[-1] - totals[0] == chips.unit
    assert odd_units  # some split left an odd chip of the set's smallest colour


def test_a_set_the_stakes_are_not_made_of_falls_back_to_the_default():
    settings = DrillSettings(stakes=Stakes(1, 2, 4, 8), chips=ChipSet.parse("5/25/100"))
    question = skill("count_pot").generate(random.Random(1), 2, settings)
    assert chip_set_of(question) == ChipSet()


def test_a_hi_lo_split_in_fives_gives_the_odd_five_to_the_high_half():
    settings = DrillSettings(variants=(STUD8,), chips=ChipSet.parse("5/25/100/500"))
    for seed in range(200):
        question = skill("split_chips").generate(random.Random(seed), 2, settings)
        halves = dict(question.prompt.params["halves"])  # type: ignore[arg-type]
        if question.position.variant is not STUD8 or not halves.get("low"):
            continue
        pot = int(question.prompt.params["pot"])  # type: ignore[call-overload]
        if pot // 5 % 2 == 0 or len(halves["high"]) != 1 or len(halves["low"]) != 1:
            continue
        if halves["high"] == halves["low"]:
            continue
        shares = answer_shares(solve(question).expected)  # type: ignore[arg-type]
        (high,), (low,) = halves["high"], halves["low"]
        assert shares[high].total == (pot // 10 + 1) * 5  # R8.6: the high half gets the odd chip
        assert shares[low].total == pot // 10 * 5
        return
    pytest.fail("no odd hi-lo split in fives")
