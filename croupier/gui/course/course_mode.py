"""The course in the window: the Course page for the game chosen, the demonstration in Deal mode,
the check in the Quiz (five questions in the lesson's game) or in Deal mode (one hand in Learn
mode), and each result recorded for the trainee and shown on the path. The course's logic is
:mod:`croupier.training.course`; this module only wires it to the window."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal

from croupier.drills import Summary, TrainingMode
from croupier.gui.course.course_page import CoursePage
from croupier.gui.flow_window import FlowWindow
from croupier.gui.quiz import QuizConfig
from croupier.gui.walkthrough.demonstration import DEMO_STEP_MS
from croupier.store import StoreError
from croupier.store.records import LessonResult
from croupier.training.course import CHECK_QUESTIONS, Check, Place, course_for, passes, place_of
from croupier.words.course_words import lesson_title

if TYPE_CHECKING:
    from enum import StrEnum

    from croupier.engine.hand import Hand
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.status_notes import StatusNotes

__all__ = ["CourseMode", "CourseWindow"]


class CourseWindow(FlowWindow, Protocol):
    """What the course uses of the window (``MainWindow`` has it), besides what every flow does:
    its views, the quiz that runs the checks with the walkthrough, and where the course's news is
    said."""

    @property
    def quiz_panel(self) -> QuizPanel: ...
    @property
    def notes(self) -> StatusNotes: ...
    @property
    def mode(self) -> StrEnum: ...
    def open_rule(self, number: str) -> None: ...


@dataclass(frozen=True, slots=True)
class _Checking:
    variant: str
    lesson: str
    hand: Hand | None = None  # the guided hand of a hand check


class CourseMode(QObject):
    """``lesson_recorded(LessonResult)`` after a check; the page is ``page``."""

    lesson_recorded = Signal(object)

    def __init__(self, window: CourseWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self.page = CoursePage()
        self._checking: _Checking | None = None
        self._memory: list[LessonResult] = []  # a window that records nothing keeps them here
        self.demo_step_ms = DEMO_STEP_MS  # the demonstration's pace (tests deal faster)
        self._watching = False  # a lesson's demonstration is dealt
        self.page.rule_requested.connect(window.open_rule)
        self.page.demonstration_requested.connect(self.watch)
        self.page.check_requested.connect(self.check)
        self.page.practice_requested.connect(self.practise)
        window.quiz_panel.controller.finished.connect(self._quiz_finished)
        if window.walkthrough is not None:
            window.walkthrough.hand_over.connect(self._hand_over)
            window.walkthrough.demonstration_finished.connect(self._watched)

    # ----------------------------------------------------------------------------- reading

    @property
    def variant(self) -> str:
        return self._window.settings.variant

    def results(self) -> list[LessonResult]:
        """The trainee's lesson results: those stored, and those recorded here and not stored yet."""
        window = self._window
        station, trainee = window.station, window.trainee
        if station is None or trainee is None:
            return list(self._memory)
        try:
            stored = station.read(lambda store: store.lessons.results(trainee_id=trainee.id))
        except StoreError:
            stored = []
        recorder = station.recorder
        pending = recorder.lesson_results if recorder is not None else []
        seen = {result.uuid for result in stored}
        return [*stored, *(result for result in pending if result.uuid not in seen)]

    def place(self) -> Place:
        return place_of(course_for(self.variant), self.results())

    def refresh(self) -> None:
        """Show the trainee's place on the course of the game chosen."""
        results = self.results()
        place = place_of(course_for(self.variant), results)
        self.page.set_place(place, results)
        strip = self._window.verdict_strip
        strip.clear_score()
        current = place.current
        strip.show_note(
            self.tr("The course is complete: the adaptive practice takes over.")
            if current is None
            else self.tr("Lesson {number} of {count}: {lesson}.").format(
                number=place.course.index(current.key) + 1,
                count=len(place.course.lessons),
                lesson=lesson_title(current.key),
            )
        )

    # ----------------------------------------------------------------------------- a lesson

    def watch(self, key: str) -> bool:
        """The lesson's demonstration hand, dealt by the trainer in Deal mode."""
        window, walkthrough = self._window, self._window.walkthrough
        lesson = course_for(self.variant).lesson(key)
        if walkthrough is None:
            return False
        self._checking = None
        walkthrough.set_mode(TrainingMode.LEARN)
        window.set_mode("deal")
        if window.mode.value != "deal":
            return False
        self._watching = walkthrough.demonstrate(lesson.demo_until, self.demo_step_ms)
        return self._watching

    def _watched(self, complete: bool) -> None:  # noqa: FBT001
        watching, self._watching = self._watching, False  # a lesson's, not any demonstration
        if complete and watching:
            self._window.verdict_strip.show_note(
                self.tr("The demonstration is over. The check is next, in the Course.")
            )

    def check(self, key: str) -> bool:
        """The lesson's check: five questions in the Quiz, or one hand in Learn mode."""
        window = self._window
        variant = self.variant
        lesson = course_for(variant).lesson(key)
        if lesson.check is Check.QUIZ:
            window.set_mode("quiz")
            if window.mode.value != "quiz" or window.quiz_panel.exam_in_progress():
                return False
            self._checking = _Checking(variant, key)
            config = QuizConfig(
                mode=TrainingMode.LEARN,
                skills=lesson.skills,
                count=CHECK_QUESTIONS,
                variants=(variant,),
                lesson=key,
            )
            window.quiz_panel.start(config)
            return True
        walkthrough = window.walkthrough
        if walkthrough is None:
            return False
        walkthrough.set_mode(TrainingMode.LEARN)
        window.set_mode("deal")
        if window.mode.value != "deal":
            return False
        walkthrough.start_new_hand()
        self._checking = _Checking(variant, key, walkthrough.hand)
        window.verdict_strip.show_note(
            self.tr("The check of “{lesson}”: deal the hand to its end.").format(lesson=lesson_title(key))
        )
        return True

    def practise(self) -> None:
        """After the course: the adaptive practice, in the course's game."""
        window = self._window
        window.set_mode("quiz")
        if window.mode.value == "quiz" and not window.quiz_panel.exam_in_progress():
            window.quiz_panel.start(
                QuizConfig(mode=TrainingMode.PRACTICE, count=20, variants=(self.variant,))
            )

    # ----------------------------------------------------------------------------- results

    def _quiz_finished(self, summary: Summary) -> None:
        checking = self._checking
        config = self._window.quiz_panel.controller.config
        if checking is None or checking.hand is not None or config.lesson != checking.lesson:
            return
        self._checking = None
        self._record(checking, summary.correct, max(summary.asked, CHECK_QUESTIONS))

    def _hand_over(self) -> None:
        checking = self._checking
        walkthrough = self._window.walkthrough
        if checking is None or checking.hand is None or walkthrough is None:
            return
        walk = walkthrough.walkthrough
        if walk is None or walk.hand is not checking.hand:
            return
        self._checking = None
        self._record(checking, walk.right, max(walk.asked, 1))

    def _record(self, checking: _Checking, correct: int, total: int) -> None:
        window = self._window
        passed = passes(correct, total)
        recorder = window.station.recorder if window.station is not None else None
        try:
            if recorder is not None:
                recorder.record_lesson(checking.variant, checking.lesson, correct, total, passed=passed)
                result = recorder.lesson_results[-1]
            else:
                result = LessonResult(
                    0, checking.variant, checking.lesson, correct, total, passed, datetime.now(UTC)
                )
                self._memory.append(result)
        except StoreError as error:
            reason = str(error)
            window.notes.show(
                lambda: self.tr("The lesson's result could not be saved: {reason}").format(reason=reason),
                "course",
            )
            return

        def said() -> str:  # made again in the language installed, should it change
            return (
                self.tr("Lesson passed: {lesson}, {correct} of {total} right.")
                if passed
                else self.tr("Not passed yet: {lesson}, {correct} of {total} right. Try it again.")
            ).format(lesson=lesson_title(checking.lesson), correct=correct, total=total)

        text = said()
        if window.settings.speech:
            window.speaker.say(text, window.language)
        self.lesson_recorded.emit(result)
        if checking.variant == self.variant:
            window.set_mode("course")
            self.refresh()
            self.page.show_lesson(checking.lesson)
        window.notes.show(said, window.mode.value)  # the course's news, in the view it ended in
