"""The course: for each game an ordered path of lessons from the first deal to exam readiness. A
lesson is a rule page or two, a demonstration hand (dealt up to a street), and a short check — five
quiz questions of the lesson's skills, or one guided hand — passed at 80 %. After the last lesson
the adaptive practice takes over. Pure Python: the window shows what this decides.

>>> stud = course_for("F7S")
>>> [lesson.key for lesson in stud.lessons][:3]
['first_deal', 'bring_in', 'first_to_act']
>>> place = Place(stud, frozenset({"first_deal"}))
>>> place.current.key, place.following.key, place.passed_count, len(stud.lessons)
('bring_in', 'first_to_act', 1, 11)
>>> passes(4, 5), passes(3, 5), passes(0, 0)
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from croupier.drills.skill_catalogue import CATALOGUE
from croupier.engine.rules import RAZZ, STUD, STUD8

__all__ = [
    "CHECK_QUESTIONS",
    "COURSES",
    "PASS_PERCENT",
    "Check",
    "Course",
    "Lesson",
    "LessonState",
    "Place",
    "UnknownLessonError",
    "course_for",
    "passes",
    "place_of",
]

PASS_PERCENT = 80
CHECK_QUESTIONS = 5
WHOLE_HAND = 8  # a demonstration dealt to the end of the hand


class UnknownLessonError(ValueError):
    """A game without a course, or a lesson that is not in it."""


class Check(StrEnum):
    """How a lesson is checked: five quiz questions, or one hand dealt in Learn mode."""

    QUIZ = "quiz"
    HAND = "hand"


class LessonState(StrEnum):
    PASSED = "passed"
    CURRENT = "current"
    AHEAD = "ahead"


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson: ``key`` (stored with the result), the rules to read, how far the demonstration
    hand is dealt (a street, 3 … 7, or ``WHOLE_HAND``), and the check (its skills for a quiz)."""

    key: str
    rules: tuple[str, ...]
    demo_until: int
    check: Check = Check.QUIZ
    skills: tuple[str, ...] = ()
    related: tuple[str, ...] = ()
    """The rules the lesson's pages lean on, shown under them (R3.4 beside the bring-in)."""

    @property
    def pages(self) -> tuple[str, ...]:
        """Every rule the lesson shows: its own, then those they lean on."""
        return (*self.rules, *self.related)

    def __post_init__(self) -> None:
        unknown = [skill for skill in self.skills if skill not in CATALOGUE]
        if unknown or not self.rules or (self.check is Check.QUIZ) != bool(self.skills):
            raise UnknownLessonError(f"lesson {self.key!r} is not well formed ({unknown or self.rules})")


@dataclass(frozen=True, slots=True)
class Course:
    """A game's lessons, in order."""

    variant: str
    lessons: tuple[Lesson, ...]

    def lesson(self, key: str) -> Lesson:
        for lesson in self.lessons:
            if lesson.key == key:
                return lesson
        raise UnknownLessonError(f"no lesson {key!r} in the {self.variant} course")

    def index(self, key: str) -> int:
        return self.lessons.index(self.lesson(key))

    def taught(self, key: str) -> frozenset[str]:
        """The rules shown up to and including lesson ``key``: all its check may ask about."""
        index = self.index(key)
        return frozenset(rule for lesson in self.lessons[: index + 1] for rule in lesson.pages)

    def after(self, key: str) -> Lesson | None:
        """The lesson after ``key``, None after the last."""
        index = self.index(key) + 1
        return self.lessons[index] if index < len(self.lessons) else None


def passes(correct: int, total: int) -> bool:
    """A lesson's check passed: at least 80 % right, counted in whole answers."""
    return total > 0 and correct * 100 >= PASS_PERCENT * total


def _lessons(
    *, bring_in: str, first_to_act: str, betting: str, reading: str, hi_lo: bool
) -> tuple[Lesson, ...]:
    """The path, with the rules that differ by game: who brings it in, who opens a later street,
    the bet sizes (the open pair is Seven Card Stud's), how hands are read, and split pots."""
    read_skill = "read_high" if reading == "R7.1" else "read_low"
    return (
        Lesson("first_deal", ("R2.4", "R1.3"), 3, skills=("next_step",)),
        Lesson("bring_in", ("R3.1", bring_in), 3, skills=("bring_in",), related=("R3.4",)),
        Lesson(
            "first_to_act",
            (first_to_act, "R5.4"),
            5,
            skills=("first_to_act", "acts_now"),
            related=("R5.1", "R5.7"),
        ),
        Lesson(
            "bet_sizes",
            ("R4.1", betting),
            5,
            skills=("bet_amount", "call_amount", "raise_amount"),
            related=("R4.2", "R3.5", "R3.6") if betting != "R4.2" else ("R3.5", "R3.6"),
        ),
        Lesson("cap", ("R4.4", "R4.5"), 5, skills=("capped", "legal_actions")),
        Lesson("calls", ("R9.1", "R9.2"), 5, skills=("announcement",), related=("R9.3",)),
        Lesson(
            "burns_and_supply",
            ("R6.2", "R6.5"),
            7,
            skills=("burn_count", "short_deck"),
            related=("R6.1", "R6.3", "R6.6"),
        ),
        Lesson("pot", ("R12.2", "R8.7"), 7, skills=("pot_size", "side_pots")),
        Lesson(
            "showdown",
            ("R8.1", reading),
            WHOLE_HAND,
            skills=("showdown_order", read_skill, "winner"),
            related=("R7.1",) if hi_lo else (),
        ),
        Lesson(
            "pushing",
            ("R8.4", "R8.5") if hi_lo else ("R8.4", "R8.6"),
            WHOLE_HAND,
            skills=("split", "odd_chip") if hi_lo else ("winner", "odd_chip"),
            related=("R8.6",) if hi_lo else (),
        ),
        Lesson("whole_hand", ("§3",), WHOLE_HAND, check=Check.HAND),
    )


COURSES: dict[str, Course] = {
    STUD.code: Course(
        STUD.code, _lessons(bring_in="R3.2", first_to_act="R5.2", betting="R4.3", reading="R7.1", hi_lo=False)
    ),
    STUD8.code: Course(
        STUD8.code, _lessons(bring_in="R3.2", first_to_act="R5.2", betting="R4.2", reading="R7.2", hi_lo=True)
    ),
    RAZZ.code: Course(
        RAZZ.code, _lessons(bring_in="R3.3", first_to_act="R5.3", betting="R4.2", reading="R7.3", hi_lo=False)
    ),
}


def course_for(variant: str) -> Course:
    """The course of a game (its PHH code: F7S, F7S/8, FR)."""
    try:
        return COURSES[variant]
    except KeyError:
        raise UnknownLessonError(f"no course for the game {variant!r}") from None


class _Result(Protocol):
    @property
    def variant(self) -> str: ...

    @property
    def lesson(self) -> str: ...

    @property
    def passed(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class Place:
    """Where a trainee stands on a course: the lessons passed, the one to take now, the next."""

    course: Course
    passed: frozenset[str]

    @property
    def current(self) -> Lesson | None:
        """The first lesson not passed yet; None once every lesson is passed."""
        return next((lesson for lesson in self.course.lessons if lesson.key not in self.passed), None)

    @property
    def following(self) -> Lesson | None:
        """The lesson after the current one (None: the current one is the last, or all are passed)."""
        current = self.current
        if current is None:
            return None
        return next(
            (
                lesson
                for lesson in self.course.lessons[self.course.index(current.key) + 1 :]
                if lesson.key not in self.passed
            ),
            None,
        )

    @property
    def finished(self) -> bool:
        """Every lesson passed: the adaptive practice takes over."""
        return self.current is None

    @property
    def passed_count(self) -> int:
        return sum(1 for lesson in self.course.lessons if lesson.key in self.passed)

    def state(self, lesson: Lesson) -> LessonState:
        if lesson.key in self.passed:
            return LessonState.PASSED
        current = self.current
        return LessonState.CURRENT if current is not None and current.key == lesson.key else LessonState.AHEAD


def place_of(course: Course, results: Iterable[_Result]) -> Place:
    """The trainee's place on ``course`` from their lesson results (any game's; a lesson passed
    once stays passed)."""
    keys = {lesson.key for lesson in course.lessons}
    passed = frozenset(
        result.lesson
        for result in results
        if result.passed and result.variant == course.variant and result.lesson in keys
    )
    return Place(course, passed)
