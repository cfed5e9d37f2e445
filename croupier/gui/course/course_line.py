"""The course on the Progress page: for each game, how many lessons are passed and which comes
next, with a button to the Course. ``open_requested()`` from the button."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from croupier.store import StoreError
from croupier.store.records import LessonResult
from croupier.training.course import COURSES, place_of
from croupier.words.course_words import lesson_title

__all__ = ["CourseLine"]

_GAMES = {"F7S": "Seven Card Stud", "F7S/8": "Stud Hi-Lo", "FR": "Razz"}


class CourseLine(QFrame):
    open_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progressCourse")
        self.setStyleSheet(
            "#progressCourse { background: #1f2a24; border: 1px solid #3c4a41; border-radius: 8px; }"
            " #progressCourse QLabel { color: #f2f2ea; }"
        )
        self._source: Callable[[], Sequence[LessonResult]] = list
        self._results: list[LessonResult] = []
        self._error: str | None = None
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.open_button = QPushButton()
        self.open_button.setObjectName("progressOpenCourse")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.open_button)
        self.open_button.clicked.connect(self.open_requested)
        self.retranslate()

    def set_source(self, source: Callable[[], Sequence[LessonResult]]) -> None:
        """Where the trainee's lesson results are read from (asked at every ``refresh``)."""
        self._source = source

    def refresh(self) -> None:
        try:
            self._results, self._error = list(self._source()), None
        except StoreError as error:
            self._results, self._error = [], str(error)
        self.retranslate()

    def text(self) -> str:
        return self.label.text()

    def retranslate(self) -> None:
        self.open_button.setText(self.tr("Open the course"))
        if self._error is not None:
            self.label.setText(self.tr("The course could not be read: {reason}").format(reason=self._error))
            return
        parts = []
        for variant, course in COURSES.items():
            place = place_of(course, self._results)
            line = self.tr("{game}: {passed} of %n lesson(s) passed", "", len(course.lessons)).format(
                game=_GAMES[variant], passed=place.passed_count
            )
            if place.finished:
                line += " " + self.tr("(complete)")
            elif place.passed_count and place.current is not None:
                line += " " + self.tr("(next: {lesson})").format(lesson=lesson_title(place.current.key))
            parts.append(line)
        self.label.setText(self.tr("Course — {games}").format(games=" · ".join(parts)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
