"""The Quiz panel beside the table: the start screen, the questions, the summary, and the keys.

It runs a ``QuizController`` and tells the window what to show elsewhere through signals: the
position for the table (``picture_changed``), verdicts and notes for the bottom strip, the score.
What it tells the window is ``quiz_display``'s; the keyboard works wherever the focus is in the
window while the panel is on show (``quiz_keys``); the exam's words are ``exam_words``', the quiz
said aloud ``quiz_speech``'s.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from croupier.drills import DrillSettings, Outcome, Question, Summary, TrainingMode
from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
from croupier.gui.quiz.assigned_page import AssignedPage
from croupier.gui.quiz.exam_words import ExamWords
from croupier.gui.quiz.live_page import LivePage
from croupier.gui.quiz.question_page import QuestionPage
from croupier.gui.quiz.quiz_controller import QuizConfig, QuizController
from croupier.gui.quiz.quiz_display import QuizDisplay
from croupier.gui.quiz.quiz_keys import QuizKeyRouter, QuizKeys
from croupier.gui.quiz.quiz_speech import QuizSpeech
from croupier.gui.quiz.quiz_start import QuizStart
from croupier.gui.quiz.quiz_style import QUIZ_STYLE
from croupier.gui.quiz.quiz_summary import QuizSummary
from croupier.gui.quiz.quiz_voice import QuizVoice
from croupier.speech import Narrator
from croupier.store.assigned import Assigned, AssignedWork, ExamToSit
from croupier.store.errors import StoreError
from croupier.store.history import History
from croupier.training.quiz_picture import QuizPicture, picture_for
from croupier.words.stored_words import answer_words

__all__ = ["WEAKEST_COUNT", "QuizPanel"]

WEAKEST_COUNT = 10  # questions in a "practise the weakest skill" run


class QuizPanel(QWidget):
    """The quiz. Collaborators come in: ``history`` (a ``Store`` or None for memory only) and
    ``trainee_id``; ``narrator`` for speech; ``drill_settings`` (games, stakes, house rules);
    ``clock`` for timing (tests and screenshots inject one).

    Signals: ``picture_changed(QuizPicture | None)`` for the table (None: the quiz lets go of it),
    ``verdict_shown(text, correct)`` and ``note_shown(text)`` for the strip, ``score_changed(right,
    asked)`` and ``score_hidden()``. Slot: ``pick_seat(seat)`` for clicks on the table.
    """

    picture_changed = Signal(object)
    verdict_shown = Signal(str, bool)
    note_shown = Signal(str)
    score_changed = Signal(int, int)
    score_hidden = Signal()
    exam_running = Signal(bool)  # an instructor's exam began (True) or ended (False)
    help_requested = Signal()  # ? pressed: the window shows the quiz's help
    live_answered = Signal(int, object, object, object, float)  # question id, Question, Answer, Grade, s
    certificate_requested = Signal(object)  # ExamResult: a sealed pass, from "Assigned to you"
    rule_requested = Signal(str)  # a rule cited in a question's verdict, clicked
    assigned_counted = Signal(int)  # how many assignments and exams are open, when read again

    def __init__(
        self,
        history: History | None = None,
        trainee_id: int = 0,
        *,
        narrator: Narrator | None = None,
        drill_settings: Callable[[], DrillSettings] | None = None,
        clock: Callable[[], float] = time.monotonic,
        dialogs: InstructorDialogs | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("quizPanel")
        self._dialogs: InstructorDialogs = dialogs if dialogs is not None else QtDialogs()
        self._assigned_source: Callable[[], tuple[Assigned, str | None]] | None = None
        self._exam_on = False
        self.setStyleSheet(QUIZ_STYLE)
        self._speech = QuizSpeech(narrator, self)
        self._exam_words = ExamWords(self)
        self.controller = QuizController(history, trainee_id, drill_settings=drill_settings, clock=clock)
        # The words each answer is kept with, in the language on show.
        self.controller.set_describe(
            lambda question, answer, grade: answer_words(question, answer, grade, lang=QLocale().name()[:2])
        )
        # The pages are made in the stack they stand in: a page put there afterwards takes its style
        # anew, every widget of it (about a quarter of the panel's making).
        self._pages = QStackedWidget(self)
        self.assigned_page = AssignedPage(self._pages)
        self._clock = clock
        self._live_page: LivePage | None = None  # made when the first live question comes
        self._live_id: int | None = None
        self._asking = False  # a question being put on the page: the table is told once, at the end
        self.start_page = QuizStart(self._pages)
        self._question_page: QuestionPage | None = None  # made when the first quiz starts
        # The announcement question said aloud (none before the question page is made).
        self.voice = QuizVoice(lambda: self._question_page, self)
        self.summary_page = QuizSummary(self._pages)
        for page in (self.assigned_page, self.start_page, self.summary_page):
            self._pages.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._pages)
        self._display = QuizDisplay(
            lambda: self.question_page,
            self.summary_page,
            session=lambda: self.controller.session,
            visible=self.isVisible,
            parent=self,
        )
        self._keys = QuizKeys(self)
        self._router = QuizKeyRouter(
            self.start_page,
            self.summary_page,
            self.voice,
            page=self.page,
            within=self.isAncestorOf,
            show_help=self.show_help,
            next_question=self.next_question,
            hint=self.hint,
            again=self.again,
            back_to_start=self.show_start,
            repeat=self._speech.repeat,
        )
        self._connect_signals()
        self.show_start()
        self.retranslate()

    def _connect_signals(self) -> None:
        self._keys.digit.connect(self._router.key_digit)
        self._keys.action.connect(self._router.key_action)
        controller = self.controller
        controller.question_asked.connect(self._ask)
        controller.answered.connect(self._answered)
        controller.finished.connect(self._finished)
        self.start_page.start_requested.connect(self.begin)
        self.summary_page.practise_requested.connect(self.practise)
        self.summary_page.again_requested.connect(self.again)
        self.summary_page.new_requested.connect(self.show_start)
        self.assigned_page.certificate_requested.connect(self.certificate_requested)
        self.assigned_page.assignment_requested.connect(self.start_assignment)
        self.assigned_page.exam_requested.connect(self.start_exam)
        self.assigned_page.free_practice_requested.connect(self.show_free_start)
        self.start_page.assigned_requested.connect(self.show_start)
        controller.exam_recorded.connect(self._exam_recorded)
        self.voice.note.connect(self._display.note)
        display = self._display
        display.picture_changed.connect(self.picture_changed)
        display.verdict_shown.connect(self.verdict_shown)
        display.note_shown.connect(self.note_shown)
        display.score_changed.connect(self.score_changed)
        display.score_hidden.connect(self.score_hidden)

    # ----------------------------------------------------------------------------- collaborators

    def set_history(self, history: History | None, trainee_id: int = 0) -> None:
        """Record the next quizzes into ``history`` for ``trainee_id`` (None: in memory only); a
        ``Recorder`` records each quiz as a session too. A quiz under way is dropped."""
        if self.controller.session is not None:
            self.controller.stop()
        self.controller.set_history(history, trainee_id)
        page = self.page()
        if page in (self.start_page, self.assigned_page, self.summary_page) or isinstance(page, QuestionPage):
            self.show_start()

    def set_assigned_source(self, source: Callable[[], tuple[Assigned, str | None]] | None) -> None:
        """Where "Assigned to you" comes from (the station: the signed-in trainee's assignments)."""
        self._assigned_source = source

    def set_saved_check(self, is_saved: Callable[[str], bool]) -> None:
        """Whether an answer (by its record's id) is stored somewhere: the score counts only those."""
        self._display.set_saved_check(is_saved)

    def refresh_score(self) -> None:
        """Count the score again (an answer was saved after all, or could not be)."""
        if self._on_question():
            self._display.update_score()

    def set_speech(self, on: bool) -> None:  # noqa: FBT001 - a Qt-style setter
        """Speak prompts and verdicts (with a narrator)."""
        self._speech.set_on(on)

    def set_clock(self, clock: Callable[[], float]) -> None:
        """The seconds clock for timing answers (tests and screenshots)."""
        self.controller.set_clock(clock)

    # ----------------------------------------------------------------------------- state

    def page(self) -> QWidget:
        page = self._pages.currentWidget()
        assert page is not None
        return page

    @property
    def question_page(self) -> QuestionPage:
        """The page of a quiz's questions, made when the first quiz starts (at Start, or when an
        assignment, an exam or a rule's practice begins): a session may have none, and the page
        was a third of the panel's making at start-up."""
        return self._question_page or self._make_question_page()

    def _make_question_page(self) -> QuestionPage:
        if self._question_page is None:
            page = QuestionPage(self._pages)
            self._pages.insertWidget(self._pages.indexOf(self.summary_page), page)
            page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            self.controller.ticked.connect(page.set_time)
            page.answer_input.submitted.connect(self.controller.answer)
            page.answer_input.marks_changed.connect(self._marks_changed)
            page.next_requested.connect(self.next_question)
            page.hint_requested.connect(self.hint)
            page.stop_requested.connect(self.finish_early)
            page.rule_requested.connect(self.rule_requested)
            self._question_page = page
        return self._question_page

    def _on_question(self) -> bool:
        """Is the question page on show?"""
        return isinstance(self.page(), QuestionPage)

    @property
    def live_page(self) -> LivePage:
        """The page of the instructor's live questions, made when the first one comes: most
        sessions have none, and the page is an eighth of the panel's making at start-up."""
        if self._live_page is None:
            page = LivePage(clock=self._clock, parent=self._pages)
            self._pages.addWidget(page)
            page.answered.connect(self._live_answered)
            page.back_requested.connect(self.end_live)
            page.answer_input.marks_changed.connect(self._live_marks)
            self._live_page = page
        return self._live_page

    def _on_live(self) -> bool:
        """Is the live question's page on show?"""
        return isinstance(self.page(), LivePage)

    @property
    def picture(self) -> QuizPicture | None:
        """What the table should show now (None: the quiz has nothing on it)."""
        return self._display.picture

    # ----------------------------------------------------------------------------- flow

    def show_start(self) -> None:
        """Back to the start: "Assigned to you" when something is assigned, else the start screen
        (a quiz under way is dropped; its answers are recorded)."""
        assigned, notice = (
            self._assigned_source() if self._assigned_source is not None else (Assigned(), None)
        )
        if not assigned and notice is None:
            self.show_free_start(assigned)
            return
        self._stop_quiz()
        self.assigned_page.show_assigned(assigned, notice)
        self.start_page.set_assigned(assigned.open_count if assigned else None)
        self._show_page(self.assigned_page)
        self._display.hide_score()
        self._display.invite_to_assigned()

    def show_free_start(self, assigned: Assigned | None = None) -> None:
        """The start screen of a quiz of the trainee's own choosing."""
        self._stop_quiz()
        if assigned is None and self._assigned_source is not None:
            assigned = self.assigned_page.assigned
        self.start_page.set_assigned(assigned.open_count if assigned else None)
        self.start_page.set_skill_states(self.controller.skill_states())
        self._show_page(self.start_page)
        self._display.hide_score()
        self._display.greet()

    def _stop_quiz(self) -> None:
        exam = self.controller.session is not None and self.controller.exam is not None
        self.controller.stop()
        if exam or self._exam_on:
            self._set_exam_on(False)

    def start_assignment(self, work: AssignedWork) -> Question | None:
        """Practise an assignment: its skills, as many questions as are left."""
        return self.start(QuizConfig.for_assignment(work.assignment, work.remaining))

    def start_exam(self, item: ExamToSit) -> Question | None:
        """Sit an instructor's exam, once the trainee confirms (it cannot be paused)."""
        if not item.open:
            return None
        words = self._exam_words
        if not self._dialogs.confirm(self, words.start_title(), words.start_question(item)):
            return None
        try:
            return self.start(QuizConfig.for_exam(item.exam))
        except StoreError as error:  # the school did not begin the sitting
            self._set_exam_on(False)
            self.show_start()
            self.assigned_page.show_problem(self.refusal_text(error))
            return None

    def refusal_text(self, error: StoreError) -> str:
        """Why an exam's sitting could not begin, for the trainee."""
        return self._exam_words.refusal(error)

    # ----------------------------------------------------------------------------- live class

    def show_live(self, question_id: int, question: Question, number: int) -> bool:
        """The instructor's live question, on show at once (not during an exam: it is not dropped
        for a live question). False when it cannot be shown now."""
        if self.exam_in_progress():
            return False
        if self._live_id == question_id:
            return True
        if not self._on_live():
            self.controller.stop()
        self._live_id = question_id
        self.live_page.ask(question, number)
        self._show_page(self.live_page)
        self._display.publish(picture_for(question))
        self._display.hide_score()
        self._display.live_question()
        return True

    @property
    def live_question_id(self) -> int | None:
        return self._live_id

    def reveal_live(self, question_id: int) -> None:
        if question_id != self._live_id:
            return
        self.live_page.reveal()
        question = self.live_page.question
        if question is not None and self.live_page.verdict_lines():
            self._display.note(self.live_page.verdict_lines()[0])

    def end_live(self) -> None:
        """The round is over (or the trainee leaves it): back to the start."""
        if self._live_id is None and not self._on_live():
            return
        self._live_id = None
        self.show_start()

    def _live_answered(self, given: object, verdict: object, seconds: float) -> None:
        question = self.live_page.question
        if self._live_id is not None and question is not None:
            self.live_answered.emit(self._live_id, question, given, verdict, seconds)

    def _live_marks(self) -> None:
        question = self.live_page.question
        if question is not None and self._on_live():
            self._display.publish(picture_for(question, self.live_page.answer_input.marks()))

    def exam_in_progress(self) -> bool:
        """An instructor's exam is being sat (questions still to come)."""
        session = self.controller.session
        return self._exam_on and session is not None and not session.finished

    def leave_exam(self, *, ask: bool = True) -> bool:
        """Leave the exam under way (asked first): recorded as an abandoned sitting. True when
        there is no exam under way any more."""
        if not self.exam_in_progress():
            return True
        exam = self.controller.exam
        assert exam is not None
        words = self._exam_words
        if ask and not self._dialogs.confirm(self, words.leave_title(), words.leave_question(exam)):
            return False
        summary = self.controller.summary()
        self.controller.stop()
        if summary is not None:
            self._finished(summary)
        return True

    def start(self, config: QuizConfig) -> Question | None:
        """Start a quiz: its first question is asked at once."""
        self._starting(config)
        self._show_page(self.question_page)
        question = self.controller.start(config)
        self._set_exam_on(config.exam is not None)
        return question

    def begin(self, config: QuizConfig) -> None:
        """Start a quiz as Start does: its first question is made apart, then asked (the question
        page comes with it; until then the page that asked stays)."""
        self._starting(config)
        self.controller.start_soon(config)
        self._set_exam_on(config.exam is not None)

    def _starting(self, config: QuizConfig) -> None:
        self._make_question_page()  # (if not made yet) in this turn, not the first question's
        self._speech.set_listen(config.listen)
        if config.exam is None and config.assignment is None:
            self.start_page.set_config(config)

    def _set_exam_on(self, on: bool) -> None:  # noqa: FBT001
        if on != self._exam_on:
            self._exam_on = on
            self.exam_running.emit(on)

    def _exam_recorded(self, _sitting: object) -> None:
        self._set_exam_on(False)

    def again(self) -> None:
        if self.controller.config.exam is not None:
            self.show_start()
            return
        self.begin(replace(self.controller.config, seed=None))

    def practise(self, skill: str) -> None:
        """A short quiz on ``skill`` alone (the summary's "practise the weakest" button)."""
        config = self.controller.config
        mode = TrainingMode.PRACTICE if config.mode is TrainingMode.EXAM else config.mode
        count = min(config.count, WEAKEST_COUNT)
        self.begin(replace(config, mode=mode, skills=(skill,), count=count, seed=None))

    def next_question(self) -> None:
        if self._question_page is not None and self._question_page.answered:
            self.controller.next_question()

    def hint(self) -> None:
        if self.controller.hint():
            self.question_page.show_hint()

    def finish_early(self) -> None:
        """End the quiz now: the summary of what was answered (an exam is left, if confirmed)."""
        if self.exam_in_progress():
            self.leave_exam()
            return
        summary = self.controller.summary()
        self.controller.stop()
        if summary is None:
            self.show_start()
        else:
            self._finished(summary)

    def pick_seat(self, seat: int) -> None:
        """A seat clicked on the table."""
        page = self.page()
        if self.isVisible() and isinstance(page, QuestionPage) and not page.answered:
            page.answer_input.pick_seat(seat)
        elif self.isVisible() and self._on_live() and self.live_page.waiting:
            self.live_page.answer_input.pick_seat(seat)

    def show_help(self) -> None:
        """The quiz's help (its keys among them): the window shows it (``help_requested``)."""
        self.help_requested.emit()

    def key_digit(self, number: int) -> None:
        """A number key: a choice, a seat or a digit of the answer on show."""
        self._router.key_digit(number)

    def key_action(self, action: str) -> None:
        """Enter, Space, Backspace, Esc, H, R, A or help, as the page on show understands them."""
        self._router.key_action(action)

    # ----------------------------------------------------------------------------- controller

    def _ask(self, question: Question) -> None:
        self.voice.cancel()
        controller = self.controller
        session = controller.session
        assert session is not None
        self._asking = True
        try:
            page = self.question_page
            page.set_question(
                question, session.mode, controller.number, session.count, timed=controller.limit is not None
            )
        finally:
            self._asking = False
        self._show_page(self.question_page)
        self._display.update_score()
        self._display.show_question(question)
        if controller.number == 1:
            # The strip keeps the last verdict while the next question is asked; it starts with how.
            self._display.started(session.mode)
        self._speech.prompt(question)
        if self.question_page.answer_input.editor is not self.question_page.answer_input.amount:
            self.question_page.setFocus()

    def _answered(self, outcome: Outcome) -> None:
        page = self.question_page
        page.show_outcome(outcome)
        if not outcome.feedback:
            self.controller.next_question()
            return
        self._display.show_verdict(outcome)
        self._display.update_score()
        self._speech.verdict(outcome)

    def _finished(self, summary: Summary) -> None:
        if summary.outcomes:  # the last position stays on the table, without its marks
            self._display.publish(picture_for(summary.outcomes[-1].question))
        config = self.controller.config
        sitting = self.controller.exam_result if config.exam is not None else None
        self.summary_page.show_summary(summary, sitting=sitting, exam=config.exam)
        self._show_page(self.summary_page)
        self._display.show_summary()

    def _marks_changed(self) -> None:
        page = self.question_page
        question = page.question
        if question is not None and not page.answered and not self._asking:
            self._display.show_question(question)

    def _show_page(self, page: QWidget) -> None:
        self._pages.setCurrentWidget(page)
        self.setFocusProxy(page)
        self._keys.show_page(
            "question"
            if isinstance(page, QuestionPage)
            else "summary"
            if page is self.summary_page
            else "assigned"
            if page is self.assigned_page
            else "live"
            if isinstance(page, LivePage)
            else "start"
        )

    # ----------------------------------------------------------------------------- language, Qt

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Quiz"))
        self._keys.retranslate()
        # The table's seat marks and the strip are words too: say them again in the new language.
        self._tell_window()

    def _tell_window(self) -> None:
        """Show the quiz's state on the table and the strip (again): after a language switch, or
        when the quiz comes back into view."""
        page = self.page()
        if page is self.start_page:
            self._display.greet()
        elif page is self.assigned_page:
            self._display.invite_to_assigned()
        elif isinstance(page, LivePage) and page.question is not None:
            self._display.publish(picture_for(page.question, page.answer_input.marks()))
        elif page is self.summary_page:
            self._display.repeat_picture()
            self._display.show_summary()
        elif isinstance(page, QuestionPage) and (question := page.question) is not None:
            outcome = page.outcome
            if outcome is not None and outcome.feedback:
                self._display.show_verdict(outcome)
            else:
                self._display.show_question(question)
            self._display.update_score()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Back in Quiz mode: the table and the strip show where the quiz stands.
        self._tell_window()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if not self.isVisible():
            self.picture_changed.emit(None)
