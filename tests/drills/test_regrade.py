"""Re-grading a sitting from its seed: the stored answers of an honest sitting come out as they were
marked, and every kind of made-up result is found."""

from __future__ import annotations

import json
import random

import pytest

from croupier.drills import SKILL_NAMES, DrillSettings
from croupier.drills.answers import answer_json
from croupier.drills.grading import grade, solve
from croupier.drills.model import Answer, AnswerType
from croupier.drills.regrade import (
    StoredAnswer,
    answer_from_json,
    deal_from_json,
    deal_json,
    regrade,
)
from croupier.drills.session import exam_questions, question_record
from croupier.engine.chips import ChipSet
from croupier.engine.rules import RAZZ, STUD8, HouseRules, Stakes


def json_round_trip(answer: Answer | None, answer_type: AnswerType) -> Answer | None:
    """``answer`` stored and read back."""
    return answer_from_json(answer_type, json.loads(json.dumps(answer_json(answer))))


@pytest.mark.parametrize("skill", SKILL_NAMES)
def test_every_skills_answers_survive_json_and_grade_the_same(skill):
    for seed in range(3):
        question = exam_questions([skill], 1, seed, DrillSettings())[0]
        expected = solve(question).expected
        back = json_round_trip(expected, question.answer_type)
        assert grade(question, back).correct, (skill, expected, back)


def test_answers_read_back_as_their_type():
    assert answer_from_json(AnswerType.SEAT_SET, [3, 1]) == frozenset({1, 3})
    assert answer_from_json(AnswerType.SEAT_ORDER, [4, 1]) == (4, 1)
    assert answer_from_json(AnswerType.SHARES, {"3": 50, "1": 51}) == ((1, 51), (3, 50))
    assert answer_from_json(AnswerType.SHARES, []) == ()
    assert answer_from_json(AnswerType.CHOICE_SET, ["b", "a"]) == frozenset({"a", "b"})
    assert answer_from_json(AnswerType.SEAT, None) is None
    for bad_type, value in [(AnswerType.SEAT, "3"), (AnswerType.SEAT, True), (AnswerType.SEAT_SET, ["x"])]:
        with pytest.raises(ValueError, match=r"."):  # the value that is not one
            answer_from_json(bad_type, value)


def test_a_table_is_written_and_read_back_whole():
    settings = DrillSettings(
        variants=(STUD8, RAZZ),
        stakes=Stakes(1, 2, 4, 8),
        rules=HouseRules.profile("tournament"),
        profile="tournament",
        max_players=6,
        chips=ChipSet.parse("1/5/25"),
    )
    assert deal_from_json(json.loads(json.dumps(deal_json(settings)))) == settings


def _sitting(skills, count, seed, settings, wrong=()):
    stored = []
    for number, question in enumerate(exam_questions(skills, count, seed, settings), start=1):
        answer = solve(question).expected
        if number in wrong:
            answer = None
        correct = answer is not None and grade(question, answer).correct
        stored.append(StoredAnswer(question_record(question), json.dumps(answer_json(answer)), correct))
    return stored


SKILLS = ["bring_in", "first_to_act", "pot_size", "make_change", "split_chips", "read_tabled", "side_pots"]


def test_an_honest_sitting_regrades_to_its_own_score():
    settings = DrillSettings(variants=(RAZZ,))
    deal = deal_json(settings)
    stored = _sitting(SKILLS, 8, 4242, settings, wrong={2, 5})
    checked = regrade(SKILLS, 8, 4242, deal, stored)
    assert (checked.correct, checked.answered, checked.total, checked.problem) == (6, 8, 8, None)
    # A sitting left early: fewer answers than questions, still consistent.
    assert regrade(SKILLS, 8, 4242, deal, stored[:3]).correct == 2


def test_made_up_results_are_found():
    settings = DrillSettings()
    deal = deal_json(settings)
    stored = _sitting(SKILLS, 6, 99, settings, wrong={1})
    # A wrong answer marked right.
    forged = [StoredAnswer(stored[0].question, stored[0].answer, True), *stored[1:]]
    assert regrade(SKILLS, 6, 99, deal, forged).problem == "mark"
    # Answers to questions of another seed.
    other = _sitting(SKILLS, 6, 100, settings)
    found = regrade(SKILLS, 6, 99, deal, other)
    assert (found.problem, found.number) == ("question", 1)
    # More answers than questions.
    assert regrade(SKILLS, 6, 99, deal, [*stored, stored[0]]).problem == "too_many"
    # An answer that is not one.
    garbled = [*stored[:3], StoredAnswer(stored[3].question, "{not json", True), *stored[4:]]
    assert regrade(SKILLS, 6, 99, deal, garbled).problem == "answer"
    # Another table than the one dealt at gives other questions.
    razz = deal_json(DrillSettings(variants=(RAZZ,)))
    assert regrade(SKILLS, 6, 99, razz, stored).problem == "question"
    assert regrade(SKILLS, 6, 99, {"bad": 1}, stored).problem == "deal"


def test_random_answers_are_graded_as_the_session_graded_them():
    rng = random.Random(5)
    settings = DrillSettings()
    for seed in range(6):
        questions = exam_questions(list(SKILL_NAMES), 10, seed, settings)
        stored = []
        for question in questions:
            expected = solve(question).expected
            answer = expected if rng.random() < 0.5 else None
            correct = answer is not None and grade(question, answer).correct
            stored.append(StoredAnswer(question_record(question), json.dumps(answer_json(answer)), correct))
        checked = regrade(list(SKILL_NAMES), 10, seed, deal_json(settings), stored)
        assert checked.problem is None, checked.describe()
        assert checked.correct == sum(answer.correct for answer in stored)
