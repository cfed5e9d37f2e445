"""The course as data and rules: every game has its path, every lesson's rules are in the rulebook in
both languages, its check's questions are dealt in the lesson's game and graded by the engine, the
pass mark is 80 %, and a trainee's place follows their results."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from croupier.drills import DrillSettings, TrainingMode, solve
from croupier.drills.session import DrillSession, within
from croupier.engine.rules import VARIANTS
from croupier.rulebook import rulebook
from croupier.store.records import LessonResult
from croupier.training.course import (
    CHECK_QUESTIONS,
    COURSES,
    WHOLE_HAND,
    Check,
    Lesson,
    LessonState,
    UnknownLessonError,
    course_for,
    passes,
    place_of,
)


def test_every_game_has_a_course_from_the_first_deal_to_a_whole_hand():
    assert set(COURSES) == set(VARIANTS)
    for variant, course in COURSES.items():
        keys = [lesson.key for lesson in course.lessons]
        assert len(keys) == len(set(keys))
        assert keys[0] == "first_deal"
        last = course.lessons[-1]
        assert last.check is Check.HAND
        assert last.demo_until == WHOLE_HAND
        assert all(lesson.check is Check.QUIZ for lesson in course.lessons[:-1]), variant
        streets = [lesson.demo_until for lesson in course.lessons]
        assert streets == sorted(streets)  # each demonstration goes as far as the one before, or further


@pytest.mark.parametrize("variant", sorted(COURSES))
def test_every_lesson_cites_rules_the_rulebook_has_in_both_languages(variant):
    english, german = rulebook("en"), rulebook("de")
    for lesson in course_for(variant).lessons:
        assert 1 <= len(lesson.rules) <= 2
        assert len(lesson.related) <= 3  # the rules its pages lean on, shown under them
        for number in lesson.pages:
            assert english.rule(number).text
            assert german.rule(number).text != english.rule(number).text


def test_the_games_differ_where_their_rules_do():
    def rules(variant: str, key: str) -> tuple[str, ...]:
        return course_for(variant).lesson(key).rules

    assert "R3.3" in rules("FR", "bring_in")
    assert "R3.2" in rules("F7S", "bring_in")
    assert "R5.3" in rules("FR", "first_to_act")
    assert "R4.3" in rules("F7S", "bet_sizes")  # the open pair is Seven Card Stud's
    assert "R4.3" not in rules("FR", "bet_sizes")
    assert "split" in course_for("F7S/8").lesson("pushing").skills
    assert "read_low" in course_for("FR").lesson("showdown").skills
    assert "read_high" in course_for("F7S").lesson("showdown").skills


@pytest.mark.parametrize("variant", sorted(COURSES))
def test_each_check_deals_five_questions_in_the_lessons_game_graded_by_the_engine(variant):
    settings = DrillSettings(variants=(VARIANTS[variant],))
    for lesson in course_for(variant).lessons:
        if lesson.check is not Check.QUIZ:
            continue
        session = DrillSession(
            TrainingMode.LEARN, lesson.skills, count=CHECK_QUESTIONS, seed=11, settings=settings
        )
        asked = 0
        while (question := session.next_question()) is not None:
            asked += 1
            assert question.skill in lesson.skills
            outcome = session.answer(solve(question).expected)
            assert outcome.correct
        assert asked == CHECK_QUESTIONS, lesson.key
        assert session.summary().correct == CHECK_QUESTIONS


@pytest.mark.parametrize("variant", sorted(COURSES))
def test_a_check_asks_only_what_the_lessons_so_far_have_shown(variant):
    """Issue 35: lesson 1 asked for a 7th-street stub count, lesson 2 about R3.8 (on no page yet).
    A course check keeps to questions whose every rule is on the pages of its lesson or an earlier
    one, at every level."""
    course = course_for(variant)
    settings = DrillSettings(variants=(VARIANTS[variant],))
    for lesson in course.lessons:
        if lesson.check is not Check.QUIZ:
            continue
        taught = course.taught(lesson.key)
        assert set(lesson.pages) <= taught
        for seed in (3, 4):
            session = DrillSession(
                TrainingMode.LEARN,
                lesson.skills,
                count=CHECK_QUESTIONS,
                seed=seed,
                settings=settings,
                difficulty=1 + seed % 3,
                taught=taught,
            )
            while (question := session.next_question()) is not None:
                cited = solve(question).rules
                assert within(cited, taught), (lesson.key, cited)
                session.answer(solve(question).expected)


def test_a_lesson_is_passed_at_80_percent():
    assert passes(4, 5)
    assert not passes(3, 5)
    assert passes(8, 10)
    assert not passes(79, 100)
    assert not passes(0, 0)


def _result(lesson: str, *, passed: bool, variant: str = "F7S") -> LessonResult:
    return LessonResult(1, variant, lesson, 5 if passed else 1, 5, passed, datetime.now(UTC))


def test_the_place_follows_the_results():
    course = course_for("F7S")
    place = place_of(course, [])
    assert place.current.key == "first_deal"
    assert place.following.key == "bring_in"
    assert place.passed_count == 0
    assert not place.finished
    place = place_of(
        course,
        [
            _result("first_deal", passed=False),
            _result("first_deal", passed=True),
            _result("bring_in", passed=True, variant="FR"),  # another game's course
            _result("first_to_act", passed=True),  # taken ahead of its turn
        ],
    )
    assert place.passed_count == 2
    assert place.current.key == "bring_in"
    assert place.following.key == "bet_sizes"  # the one ahead that was passed is skipped
    assert place.state(course.lesson("first_deal")) is LessonState.PASSED
    assert place.state(course.lesson("bring_in")) is LessonState.CURRENT
    assert place.state(course.lesson("cap")) is LessonState.AHEAD
    everything = place_of(course, [_result(lesson.key, passed=True) for lesson in course.lessons])
    assert everything.finished
    assert everything.current is None
    assert everything.following is None


def test_unknown_games_and_lessons_are_named():
    with pytest.raises(UnknownLessonError, match="no course for the game"):
        course_for("NLHE")
    with pytest.raises(UnknownLessonError, match="no lesson"):
        course_for("F7S").lesson("juggling")
    with pytest.raises(UnknownLessonError):
        Lesson("bad", ("R3.1",), 3, skills=("no_such_skill",))
    with pytest.raises(UnknownLessonError):
        Lesson("bad", ("R3.1",), 3, check=Check.HAND, skills=("bring_in",))
