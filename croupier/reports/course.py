"""The course in the reports: for each trainee and game, how many lessons are passed and the lesson
they are at (or that the course is complete)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from croupier.reports.document import Column, ReportDocument
from croupier.words.course_words import lesson_title

if TYPE_CHECKING:
    from croupier.store.records import LessonResult

__all__ = ["course_rows", "course_section"]

translate = QCoreApplication.translate
_GAMES = {"F7S": "Seven Card Stud", "F7S/8": "Stud Hi-Lo", "FR": "Razz"}


def course_rows(names: dict[int, str], results: Sequence[LessonResult]) -> list[list[str]]:
    """One row per trainee and game begun: name, game, lessons passed, the lesson they are at."""
    rows: list[list[str]] = []
    if not results:
        return rows
    # The courses' lessons (and the games' rules they name) only once a lesson was taken: the class
    # report of a class without one (``croupier report class``) does not load them.
    from croupier.training.course import COURSES, place_of  # noqa: PLC0415

    for trainee_id, name in sorted(names.items(), key=lambda item: item[1].casefold()):
        mine = [result for result in results if result.trainee_id == trainee_id]
        for variant, course in COURSES.items():
            if not any(result.variant == variant for result in mine):
                continue
            place = place_of(course, mine)
            now = (
                translate("Report", "complete") if place.current is None else lesson_title(place.current.key)
            )
            passed = translate("Report", "{passed} of {total}").format(
                passed=place.passed_count, total=len(course.lessons)
            )
            rows.append([name, _GAMES[variant], passed, now])
    return rows


def course_section(document: ReportDocument, names: dict[int, str], results: Sequence[LessonResult]) -> None:
    """The course progress of the trainees ``names`` (id to name) from the lessons' ``results``,
    under its own heading."""
    document.heading(translate("Report", "Course progress"), level=2)
    rows = course_rows(names, results)
    if not rows:
        document.paragraph(translate("Report", "No lessons taken yet."))
        return
    document.paragraph(
        translate(
            "Report", "Lessons passed at 80 % in each game's course, and the lesson each trainee is at."
        ),
        points=8.5,
    )
    document.table(
        [
            Column(translate("Report", "Trainee"), 2.4),
            Column(translate("Report", "Game"), 1.8),
            Column(translate("Report", "Lessons passed"), 1.5, numeric=True),
            Column(translate("Report", "Now at"), 3.0),
        ],
        rows,
    )
