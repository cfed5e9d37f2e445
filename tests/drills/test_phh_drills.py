"""Drills from hand histories: a question at each decision, instructor marks, and malformed marks
refused with the file and line."""

from __future__ import annotations

import random

import pytest
from drill_helpers import ROOT, wrong_answer

from croupier.drills.grading import grade, solve
from croupier.drills.phh_drills import MARKS_FIELD, PHH_SKILLS, marks_of, phh_questions
from croupier.engine import phh
from croupier.engine.errors import BadPHHError
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, Stakes
from croupier.engine.simulate import play_random_hand

DATA = ROOT / "tests" / "data"
MARKED = DATA / "drills" / "marked.phh"


def _history(extra: str, name: str = "marks.phh") -> phh.HandHistory:
    text = MARKED.read_text(encoding="utf-8").split("_croupier_questions")[0] + extra
    return phh.loads(text, name)


def test_the_instructor_marks_are_asked_in_order_with_engine_answers():
    (history,) = phh.load(MARKED)
    questions = phh_questions(history)
    answers = [(q.skill, solve(q).expected) for q in questions]
    assert answers == [
        ("bring_in", 3),  # the deuce of diamonds is the lowest door (R3.2)
        ("call_amount", 10),
        ("first_to_act", 3),  # a pair of deuces showing (R5.2)
        ("bet_amount", frozenset({20, 40})),  # open pair on 4th street in seven card stud (R4.3)
        ("pot_size", 155),
        ("raise_amount", frozenset({120})),  # 80 + the big bet (R4.2)
        ("showdown_order", (3, 1)),  # the last raiser shows first (R8.1)
    ]
    assert questions[1].note == "Seat 1 calls the bring-in"
    assert questions[0].source == f"{MARKED}:13"
    for question in questions:
        expected = solve(question).expected
        assert grade(question, expected).correct
        assert not grade(question, wrong_answer(question, expected)).correct


def test_marks_are_read_as_data():
    (history,) = phh.load(MARKED)
    marks = marks_of(history)
    assert marks is not None
    assert [(mark.action, mark.skill) for mark in marks][:2] == [(3, "bring_in"), (4, "call_amount")]
    (plain,) = phh.load(DATA / "phh" / "razz_fourth.phh")
    assert marks_of(plain) is None


def test_a_mark_that_does_not_fit_its_place_is_refused_with_file_and_line():
    path = DATA / "drills" / "marks_misplaced.phh"
    (history,) = phh.load(path)
    with pytest.raises(BadPHHError, match=rf"^{path}:43: {MARKS_FIELD} entry 2: call_amount cannot be asked"):
        phh_questions(history)


@pytest.mark.parametrize(
    ("field", "message"),
    [
        ('"call_amount at 4"', "must be an array of tables"),
        ('["acts_now"]', "entry 1: each entry is a table"),
        ('[{action = 4, skill = "deal_blackjack"}]', "entry 1: unknown skill 'deal_blackjack'"),
        ('[{action = 4, skill = "odd_chip"}]', "entry 1: odd_chip is not asked of a hand history"),
        (
            '[{action = 99, skill = "acts_now"}]',
            "entry 1: action 99 is out of range: the hand has 28 actions",
        ),
        ('[{action = "4", skill = "acts_now"}]', "entry 1: action must be the whole-number index"),
        ('[{action = 4, skill = "acts_now", colour = "red"}]', "entry 1: unknown key 'colour'"),
        ('[{action = 4, skill = "acts_now", note = 3}]', "entry 1: note must be a string"),
    ],
)
def test_malformed_marks_are_refused_with_file_and_line(field, message):
    history = _history(f"{MARKS_FIELD} = {field}\n", "lesson.phh")
    with pytest.raises(BadPHHError) as caught:
        marks_of(history)
    assert str(caught.value).startswith(f"lesson.phh:43: {MARKS_FIELD}")
    assert message in str(caught.value)


@pytest.mark.parametrize("name", ["stud_showdown.phh", "razz_fourth.phh", "stud_capped.phh", "several.phhs"])
def test_every_readable_sample_hand_history_steps_through(name: str):
    for history in phh.load(DATA / "phh" / name):
        for question in phh_questions(history, rng=random.Random(1)):
            assert question.skill in PHH_SKILLS
            assert question.source is not None
            assert grade(question, solve(question).expected).correct


@pytest.mark.parametrize("variant", [STUD, STUD8, RAZZ], ids=lambda v: v.code)
def test_random_hands_written_as_phh_give_a_question_at_each_decision(variant):
    for seed in range(8):
        hand = play_random_hand(variant, Stakes(), [600] * (2 + seed % 6), rng=random.Random(seed))
        history = phh.loads(phh.dumps(phh.from_hand(hand)), f"hand-{seed}.phh")
        questions = phh_questions(history, HouseRules(), rng=random.Random(seed))
        decisions = sum(action.verb in {"pb", "cbr", "cc", "f"} for action in history.actions)
        assert len(questions) >= decisions  # one per decision, and the showdown
        for question in questions:
            expected = solve(question).expected
            assert grade(question, expected).correct
            verdict = grade(question, wrong_answer(question, expected))
            assert not verdict.correct
            assert verdict.rules


def test_the_skills_asked_can_be_limited():
    (history,) = phh.load(DATA / "phh" / "stud_showdown.phh")
    questions = phh_questions(history, skills=["acts_now"])
    assert questions
    assert {question.skill for question in questions} == {"acts_now"}


WSOP = DATA / "phh" / "wsop"


@pytest.mark.parametrize("name", ["2023-43-49.phh", "2023-43-50.phh", "2023-43-53.phh"])
def test_a_hand_with_unknown_doors_asks_nothing_the_cards_cannot_answer(name):
    (history,) = phh.load(WSOP / name)
    questions = phh_questions(history, HouseRules.profile("pokerkit"))
    assert questions
    assert "bring_in" not in [question.skill for question in questions]
    for question in questions:
        solve(question)  # every one has an answer from the engine


def test_a_mark_on_a_bring_in_the_cards_cannot_say_is_refused_with_its_line():
    text = (WSOP / "2023-43-49.phh").read_text(encoding="utf-8")
    marked = phh.loads(text + '_croupier_questions = [{action = 5, skill = "bring_in"}]\n', "wsop.phh")
    with pytest.raises(BadPHHError, match=r"^wsop\.phh:\d+: .*bring_in cannot be asked.*unknown \(\?\?\)"):
        phh_questions(marked, HouseRules.profile("pokerkit"))
