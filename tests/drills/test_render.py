"""Questions, choices and grades in words, in English and German, for every skill."""

from __future__ import annotations

import random
import re

import pytest
from drill_helpers import wrong_answer

from croupier.drills.grading import generate, grade, solve
from croupier.drills.model import AnswerFormatError
from croupier.drills.skills import SKILL_NAMES
from croupier.words import quiz_words

_PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%L?n")


def _all_text(name: str, seed: int) -> list[str]:
    question = generate(name, random.Random(seed), 1 + seed % 3)
    expected = solve(question).expected
    lines = [
        *quiz_words.question_lines(question),
        *(quiz_words.choice_text(question, choice) for choice in question.choices),
        quiz_words.hint_text(question),
        quiz_words.answer_help(question),
        quiz_words.answer_text(question, expected),
        quiz_words.skill_name(question.skill),
        *quiz_words.grade_lines(question, grade(question, expected)),
        *quiz_words.grade_lines(question, grade(question, wrong_answer(question, expected))),
        *quiz_words.grade_lines(question, grade(question, None), timed_out=True),
    ]
    assert all(line.strip() for line in lines), name
    return lines


@pytest.mark.parametrize("name", SKILL_NAMES)
def test_every_skill_reads_in_english(english, name):
    for seed in range(6):
        lines = _all_text(name, seed)
        text = "\n".join(lines)
        assert not _PLACEHOLDER.search(text), text
        assert "Rules: R" in text


@pytest.mark.parametrize("name", SKILL_NAMES)
def test_every_skill_reads_in_german(german, name):
    for seed in range(3):
        text = "\n".join(_all_text(name, seed))
        assert not _PLACEHOLDER.search(text), text


def test_the_dealer_words_follow_the_language(english):
    question = generate("bring_in", random.Random(11), 1)
    why = "\n".join(quiz_words.grade_lines(question, grade(question, None)))
    assert re.search(r"(deuce|three|four|five|six|seven|eight|nine|ten|jack|queen|king|ace) of", why)
    english.set_language("de")
    why = "\n".join(quiz_words.grade_lines(question, grade(question, None)))
    assert re.search(r"(Kreuz|Karo|Herz|Pik) ", why)
    assert "Third Street" in "\n".join(quiz_words.question_lines(question))  # German keeps the English name


def test_a_wrong_answer_names_the_engine_answer_and_the_rule(english):
    question = generate("first_to_act", random.Random(2), 2)
    expected = solve(question).expected
    lines = quiz_words.grade_lines(question, grade(question, wrong_answer(question, expected)))
    assert lines[0] == f"✗ Not quite: seat {expected}."
    assert any("acts first" in line for line in lines)
    assert lines[-1].startswith("Rules: R5.")


def test_answers_and_reading_errors_in_words(english):
    question = generate("split", random.Random(3), 2)
    assert quiz_words.answer_text(question, ((1, 51), (3, 50))) == "seat 1: 51, seat 3: 50"
    assert quiz_words.answer_text(question, None) == "no answer"
    assert "“x”" in quiz_words.format_error_text(AnswerFormatError("shares", "x"))
    assert quiz_words.mode_name("table-ready") == "Table-ready"
    assert quiz_words.variant_name("F7S/8") == "Seven Card Stud Hi-Lo"


def test_walkthrough_skills_are_named_by_their_duty(english):
    """The progress page lists walkthrough answers by the duty's button words, not the stored code."""
    assert quiz_words.skill_name("walkthrough:deal_down") == "Deal a hand: Deal down"
    assert quiz_words.skill_name("walkthrough:who_acts") == "Deal a hand: who acts"
    assert quiz_words.skill_name("walkthrough:something_new") == "Deal a hand: something new"


def test_every_walkthrough_skill_has_words_of_its_own(english):
    """Issue 36: Progress said "Hand geben: make change / count pot / split chips / read tabled"."""
    from croupier.i18n import Language  # noqa: PLC0415
    from croupier.training.duties import Duty  # noqa: PLC0415
    from croupier.training.terms import Asked  # noqa: PLC0415

    codes = [asked.value for asked in Asked if asked is not Asked.DUTY]
    codes += [duty.name.lower() for duty in Duty]
    english_names = {code: quiz_words.skill_name(f"walkthrough:{code}") for code in codes}
    assert english_names["make_change"] == "Deal a hand: making change"
    english.set_language(Language.GERMAN)
    for code in codes:
        german = quiz_words.skill_name(f"walkthrough:{code}")
        assert german != english_names[code] or code == "stop", (code, german)
        assert "_" not in german
