"""The Quiz panel beside the table: the start screen, the questions, the summary, and the keys.

It runs a ``QuizController`` and tells the window what to show elsewhere through signals: the
position for the table (``picture_changed``), verdicts and notes for the bottom strip, the score.
The keyboard works wherever the focus is in the window while the panel is on show: number keys,
Enter, Space, Backspace, Esc, H (hint), R (say again), A (same again), ? (help; F1 is the window's).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, QTime, Signal, SignalInstance
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QStackedWidget, QVBoxLayout, QWidget

from croupier.drills import DrillSettings, Outcome, Question, Summary, TrainingMode
from croupier.gui.help.shortcuts import describe
from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
from croupier.gui.quiz.assigned_page import AssignedPage
from croupier.gui.quiz.live_page import LivePage
from croupier.gui.quiz.question_page import QuestionPage
from croupier.gui.quiz.quiz_controller import QuizConfig, QuizController
from croupier.gui.quiz.quiz_start import QuizStart
from croupier.gui.quiz.quiz_style import QUIZ_STYLE
from croupier.gui.quiz.quiz_summary import QuizSummary
from croupier.gui.quiz.quiz_voice import QuizVoice
from croupier.i18n import format_percent, sentence
from croupier.speech import Narrator
from croupier.store.assigned import Assigned, AssignedWork, ExamToSit
from croupier.store.errors import DatabaseUnavailableError, StoreError
from croupier.store.history import History
from croupier.store.sittings import SittingRefusedError
from croupier.training.quiz_picture import QuizPicture, feedback_marks, picture_for
from croupier.words import quiz_words
from croupier.words.stored_words import answer_words

__all__ = ["WEAKEST_COUNT", "QuizPanel"]

WEAKEST_COUNT = 10  # questions in a "practise the weakest skill" run

_DIGITS = {getattr(Qt.Key, f"Key_{digit}"): digit for digit in range(10)}
_PAGE_KEYS = {
    "start": frozenset({"enter", "help"}),
    "question": frozenset(
        {"digit", "enter", "space", "voice", "backspace", "escape", "hint", "repeat", "help"}
    ),
    "summary": frozenset({"enter", "space", "escape", "again", "help"}),
    "assigned": frozenset({"help"}),
    "live": frozenset({"digit", "enter", "backspace", "help"}),
}
_KEYS = {
    "enter": (Qt.Key.Key_Return, Qt.Key.Key_Enter),
    "space": (Qt.Key.Key_Space,),
    "voice": (Qt.Key.Key_F2,),  # voice answers, when Settings choose F2 over Space
    "backspace": (Qt.Key.Key_Backspace,),
    "escape": (Qt.Key.Key_Escape,),
    "hint": (Qt.Key.Key_H,),
    "repeat": (Qt.Key.Key_R,),
    "again": (Qt.Key.Key_A,),
    "help": (Qt.Key.Key_Question,),  # F1 is the window's: help for the view in front
}


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
        self._is_saved: Callable[[str], bool] = lambda _uuid: True
        self._exam_on = False
        self.setStyleSheet(QUIZ_STYLE)
        self._narrator = narrator
        self._speech = False
        self._picture: QuizPicture | None = None
        self.controller = QuizController(history, trainee_id, drill_settings=drill_settings, clock=clock)
        # The words each answer is kept with, in the language on show.
        self.controller.set_describe(
            lambda question, answer, grade: answer_words(question, answer, grade, lang=QLocale().name()[:2])
        )
        self.assigned_page = AssignedPage()
        self.live_page = LivePage(clock=clock)
        self._live_id: int | None = None
        self.start_page = QuizStart()
        self.question_page = QuestionPage()
        self.voice = QuizVoice(self.question_page, self)  # the announcement question said aloud
        self.summary_page = QuizSummary()
        self._pages = QStackedWidget()
        for page in (
            self.assigned_page,
            self.start_page,
            self.question_page,
            self.summary_page,
            self.live_page,
        ):
            self._pages.addWidget(page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._pages)
        self.question_page.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._shortcuts: dict[str, list[QShortcut]] = {}
        self._make_shortcuts()
        self._connect_signals()
        self.show_start()
        self.retranslate()

    def _make_shortcuts(self) -> None:
        for key, digit in _DIGITS.items():
            for sequence in (QKeySequence(key), QKeySequence(Qt.KeyboardModifier.KeypadModifier | key)):
                shortcut = QShortcut(sequence, self)
                shortcut.activated.connect(lambda number=digit: self.key_digit(number))
                self._shortcuts.setdefault("digit", []).append(shortcut)
        for name, keys in _KEYS.items():
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setAutoRepeat(name not in {"space", "voice"})  # held: push to talk
                shortcut.activated.connect(lambda action=name: self.key_action(action))
                self._shortcuts.setdefault(name, []).append(shortcut)
        enter_on_keypad = QShortcut(QKeySequence(Qt.KeyboardModifier.KeypadModifier | Qt.Key.Key_Enter), self)
        enter_on_keypad.activated.connect(lambda: self.key_action("enter"))
        self._shortcuts["enter"].append(enter_on_keypad)

    def _connect_signals(self) -> None:
        controller = self.controller
        controller.question_asked.connect(self._ask)
        controller.answered.connect(self._answered)
        controller.finished.connect(self._finished)
        controller.ticked.connect(self.question_page.set_time)
        self.start_page.start_requested.connect(self.start)
        page = self.question_page
        page.answer_input.submitted.connect(controller.answer)
        page.answer_input.marks_changed.connect(self._marks_changed)
        page.next_requested.connect(self.next_question)
        page.hint_requested.connect(self.hint)
        page.stop_requested.connect(self.finish_early)
        self.summary_page.practise_requested.connect(self.practise)
        self.summary_page.again_requested.connect(self.again)
        self.summary_page.new_requested.connect(self.show_start)
        self.assigned_page.certificate_requested.connect(self.certificate_requested)
        self.assigned_page.assignment_requested.connect(self.start_assignment)
        self.assigned_page.exam_requested.connect(self.start_exam)
        self.assigned_page.free_practice_requested.connect(self.show_free_start)
        self.start_page.assigned_requested.connect(self.show_start)
        controller.exam_recorded.connect(self._exam_recorded)
        self.live_page.answered.connect(self._live_answered)
        self.live_page.back_requested.connect(self.end_live)
        self.live_page.answer_input.marks_changed.connect(self._live_marks)
        self.voice.note.connect(lambda text: self._tell(self.note_shown, text))

    # ----------------------------------------------------------------------------- collaborators

    def set_history(self, history: History | None, trainee_id: int = 0) -> None:
        """Record the next quizzes into ``history`` for ``trainee_id`` (None: in memory only); a
        ``Recorder`` records each quiz as a session too. A quiz under way is dropped."""
        if self.controller.session is not None:
            self.controller.stop()
        self.controller.set_history(history, trainee_id)
        if self.page() in (self.start_page, self.assigned_page, self.question_page, self.summary_page):
            self.show_start()

    def set_assigned_source(self, source: Callable[[], tuple[Assigned, str | None]] | None) -> None:
        """Where "Assigned to you" comes from (the station: the signed-in trainee's assignments)."""
        self._assigned_source = source

    def set_saved_check(self, is_saved: Callable[[str], bool]) -> None:
        """Whether an answer (by its record's id) is stored somewhere: the score counts only those."""
        self._is_saved = is_saved

    def refresh_score(self) -> None:
        """Count the score again (an answer was saved after all, or could not be)."""
        if self.page() is self.question_page:
            self._update_score()

    def set_speech(self, on: bool) -> None:  # noqa: FBT001 - a Qt-style setter
        """Speak prompts and verdicts (with a narrator)."""
        self._speech = on

    def set_clock(self, clock: Callable[[], float]) -> None:
        """The seconds clock for timing answers (tests and screenshots)."""
        self.controller.set_clock(clock)

    # ----------------------------------------------------------------------------- state

    def page(self) -> QWidget:
        page = self._pages.currentWidget()
        assert page is not None
        return page

    @property
    def picture(self) -> QuizPicture | None:
        """What the table should show now (None: the quiz has nothing on it)."""
        return self._picture

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
        self._tell(self.score_hidden)
        self._tell(self.note_shown, self.tr("Start an assignment or an exam, or choose free practice."))

    def show_free_start(self, assigned: Assigned | None = None) -> None:
        """The start screen of a quiz of the trainee's own choosing."""
        self._stop_quiz()
        if assigned is None and self._assigned_source is not None:
            assigned = self.assigned_page.assigned
        self.start_page.set_assigned(assigned.open_count if assigned else None)
        self.start_page.set_skill_states(self.controller.skill_states())
        self._show_page(self.start_page)
        self._tell(self.score_hidden)
        self._greet()

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
        exam = item.exam
        if not item.open:
            return None
        facts = [self.tr("%n question(s)", "", exam.questions)]
        facts.append(self.tr("pass mark {mark}").format(mark=format_percent(exam.pass_mark)))
        if exam.time_limit is not None:
            facts.append(self.tr("{minutes} minutes").format(minutes=max(1, round(exam.time_limit / 60))))
        text = self.tr(
            "Start the exam “{name}” now? {facts}. Sittings left: {left}. It cannot be paused; while it "
            "runs the game, the level, the house rules and the down cards are locked, and leaving it "
            "counts as a sitting."
        ).format(name=exam.name, facts=", ".join(facts), left=item.sittings_left)
        if not self._dialogs.confirm(self, self.tr("Start the exam"), text):
            return None
        try:
            return self.start(QuizConfig.for_exam(exam))
        except StoreError as error:  # the school did not begin the sitting
            self._set_exam_on(False)
            self.show_start()
            self.assigned_page.show_problem(self.refusal_text(error))
            return None

    def refusal_text(self, error: StoreError) -> str:
        """Why an exam's sitting could not begin, for the trainee."""
        if isinstance(error, SittingRefusedError):
            if error.reason == "open":
                since = error.since.astimezone() if error.since is not None else None
                return self.tr(
                    "Your sitting of this exam is open at {station} (since {time}): finish it there. "
                    "If that station has stopped, the sitting counts as interrupted within a "
                    "minute or two, and the instructor can grant you another."
                ).format(
                    station=error.station or "?",
                    time=QLocale().toString(QTime(since.hour, since.minute), QLocale.FormatType.ShortFormat)
                    if since
                    else "?",
                )
            if error.reason == "used_up":
                return self.tr(
                    "No sitting of this exam is left ({used} of {allowed} used). The instructor can "
                    "grant you another."
                ).format(used=error.used if error.used is not None else "?", allowed=error.allowed or "?")
            if error.reason == "passed":
                return self.tr("You have passed this exam already.")
            if error.reason == "other_class":
                return self.tr("This exam is another class's: ask your instructor.")
            if error.reason == "withdrawn":
                return self.tr("The instructor has withdrawn this exam: it cannot be begun any more.")
            if error.reason in {"not_yet", "closed"}:
                moment = error.opens_at if error.reason == "not_yet" else error.closes_at
                when = (
                    QLocale().toString(
                        QDateTime.fromSecsSinceEpoch(int(moment.timestamp())), QLocale.FormatType.ShortFormat
                    )
                    if moment is not None
                    else "?"
                )
                if error.reason == "not_yet":
                    return self.tr("This exam opens at {when}; it cannot be begun before.").format(when=when)
                return self.tr("This exam closed at {when}; it cannot be begun any more.").format(when=when)
        if isinstance(error, DatabaseUnavailableError):
            return self.tr(
                "An exam is begun by the school server, and it does not answer right now. Try again "
                "in a moment."
            )
        # Never the server's address: that is the administrator's business, not the trainee's.
        reason = re.sub(r"postgres(?:ql)?(?:\+\w+)?://\S+", self.tr("the school database"), str(error))
        return self.tr("The exam could not be started: {reason}").format(reason=reason)

    # ----------------------------------------------------------------------------- live class

    def show_live(self, question_id: int, question: Question, number: int) -> bool:
        """The instructor's live question, on show at once (not during an exam: it is not dropped
        for a live question). False when it cannot be shown now."""
        if self.exam_in_progress():
            return False
        if self._live_id == question_id:
            return True
        if self.page() is not self.live_page:
            self.controller.stop()
        self._live_id = question_id
        self.live_page.ask(question, number)
        self._show_page(self.live_page)
        self._publish(picture_for(question))
        self._tell(self.score_hidden)
        self._tell(self.note_shown, self.tr("Live class: the instructor's question is on every station."))
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
            self._tell(self.note_shown, self.live_page.verdict_lines()[0])

    def end_live(self) -> None:
        """The round is over (or the trainee leaves it): back to the start."""
        if self._live_id is None and self.page() is not self.live_page:
            return
        self._live_id = None
        self.show_start()

    def _live_answered(self, given: object, verdict: object, seconds: float) -> None:
        question = self.live_page.question
        if self._live_id is not None and question is not None:
            self.live_answered.emit(self._live_id, question, given, verdict, seconds)

    def _live_marks(self) -> None:
        question = self.live_page.question
        if question is not None and self.page() is self.live_page:
            self._publish(picture_for(question, self.live_page.answer_input.marks()))

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
        if ask and not self._dialogs.confirm(
            self,
            self.tr("Leave the exam"),
            self.tr(
                "Leave the exam “{name}” now? It is recorded as a sitting left before the end: "
                "the questions not answered count as wrong."
            ).format(name=exam.name),
        ):
            return False
        summary = self.controller.summary()
        self.controller.stop()
        if summary is not None:
            self._finished(summary)
        return True

    def start(self, config: QuizConfig) -> Question | None:
        """Start a quiz: its first question is asked at once."""
        if self._narrator is not None:
            self._narrator.listen_mode = config.listen
        if config.exam is None and config.assignment is None:
            self.start_page.set_config(config)
        self._show_page(self.question_page)
        question = self.controller.start(config)
        self._set_exam_on(config.exam is not None)
        return question

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
        self.start(replace(self.controller.config, seed=None))

    def practise(self, skill: str) -> None:
        """A short quiz on ``skill`` alone (the summary's "practise the weakest" button)."""
        config = self.controller.config
        mode = TrainingMode.PRACTICE if config.mode is TrainingMode.EXAM else config.mode
        count = min(config.count, WEAKEST_COUNT)
        self.start(replace(config, mode=mode, skills=(skill,), count=count, seed=None))

    def next_question(self) -> None:
        if self.question_page.answered:
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
        page = self.question_page
        if self.isVisible() and self.page() is page and not page.answered:
            page.answer_input.pick_seat(seat)
        elif self.isVisible() and self.page() is self.live_page and self.live_page.waiting:
            self.live_page.answer_input.pick_seat(seat)

    def show_help(self) -> None:
        """The quiz's help (its keys among them): the window shows it (``help_requested``)."""
        self.help_requested.emit()

    # ----------------------------------------------------------------------------- keys

    def key_digit(self, number: int) -> None:
        if self.page() is self.question_page and not self.question_page.answered:
            self.question_page.answer_input.digit(number)
        elif self.page() is self.live_page and self.live_page.waiting:
            self.live_page.answer_input.digit(number)

    def key_action(self, action: str) -> None:
        """Enter, Space, Backspace, Esc, H, R, A or help, as the page on show understands them."""
        if action == "help":
            self.show_help()
            return
        page = self.page()
        voice_action = "space" if self.voice.answers.key == "Space" else "voice"
        if action == voice_action and page is self.question_page and self.voice.toggle():
            return  # listening, or hearing the call said
        if action == "voice":
            return
        if action == "space" and self._click_focused_button():
            return
        if page is self.live_page:
            if action == "enter" and self.live_page.waiting:
                self.live_page.answer_input.confirm()
            elif action == "backspace" and self.live_page.waiting:
                self.live_page.answer_input.backspace()
            return
        if page is self.start_page:
            if action == "enter":
                self.start_page.start_button.click()
        elif page is self.question_page:
            self._question_key(action)
        elif page is self.summary_page:
            if action == "enter" and self.summary_page.weakest_button.isVisible():
                self.summary_page.weakest_button.click()
            elif action == "again":
                self.again()
            elif action == "escape":
                self.show_start()

    def _question_key(self, action: str) -> None:
        page = self.question_page
        if page.answered:
            if action in {"enter", "space"}:
                self.next_question()
            return
        match action:
            case "enter":
                if not self._click_focused_button(commands_only=True):
                    page.answer_input.confirm()
            case "backspace":
                page.answer_input.backspace()
            case "escape":
                question = page.question
                if question is not None:
                    page.answer_input.set_question(question)
                    page.answer_input.focus_editor()
            case "hint":
                self.hint()
            case "repeat":
                if self._narrator is not None:
                    self._narrator.repeat()

    def _click_focused_button(self, *, commands_only: bool = False) -> bool:
        """Space (and Enter on a command button) keeps its meaning on a focused button."""
        focus = QApplication.focusWidget()
        if not isinstance(focus, QAbstractButton) or not focus.isEnabled() or not self.isAncestorOf(focus):
            return False
        page = self.question_page
        summary = self.summary_page
        commands = (page.stop_button, page.hint_button, summary.again_button, summary.new_button)
        if commands_only and focus not in commands:
            return False
        if focus in (page.next_button, page.confirm_button):
            return False
        focus.animateClick()
        return True

    # ----------------------------------------------------------------------------- controller

    def _ask(self, question: Question) -> None:
        self.voice.cancel()
        controller = self.controller
        session = controller.session
        assert session is not None
        self.question_page.set_question(question, session.mode, controller.number, session.count)
        self._show_page(self.question_page)
        self._update_score()
        self._publish(picture_for(question, self.question_page.answer_input.marks()))
        if controller.number == 1:
            # The strip keeps the last verdict while the next question is asked; it starts with how.
            if session.mode is TrainingMode.EXAM:
                note = self.tr("Exam started: the answers are marked at the end. F1 lists the keys.")
            else:
                note = self.tr("Quiz started. F1 lists the keys.")
            self._tell(self.note_shown, note)
        self._speak_prompt(question)
        if self.question_page.answer_input.editor is not self.question_page.answer_input.amount:
            self.question_page.setFocus()

    def _answered(self, outcome: Outcome) -> None:
        page = self.question_page
        page.show_outcome(outcome)
        if not outcome.feedback:
            self.controller.next_question()
            return
        question = outcome.question
        marks = self._feedback_marks(outcome)
        self._publish(picture_for(question, marks))
        self._tell(self.verdict_shown, page.verdict_text(), outcome.correct)
        self._update_score()
        self._speak_verdict(outcome)

    def _finished(self, summary: Summary) -> None:
        if summary.outcomes:  # the last position stays on the table, without its marks
            self._publish(picture_for(summary.outcomes[-1].question))
        config = self.controller.config
        sitting = self.controller.exam_result if config.exam is not None else None
        self.summary_page.show_summary(summary, sitting=sitting, exam=config.exam)
        self._show_page(self.summary_page)
        self._tell_summary()

    def _tell_summary(self) -> None:
        summary = self.summary_page.summary
        if summary is not None:
            self._tell(self.score_changed, summary.correct, summary.asked)
            self._tell(self.note_shown, self.summary_page.result.text().replace("\n", " · "))

    def _feedback_marks(self, outcome: Outcome) -> dict[int, str]:
        right, wrong = self.tr("✓ Seat {seat}"), self.tr("✗ Seat {seat}")
        return feedback_marks(outcome.question, outcome.grade, right, wrong)

    def _marks_changed(self) -> None:
        question = self.question_page.question
        if question is not None and not self.question_page.answered:
            self._publish(picture_for(question, self.question_page.answer_input.marks()))

    def _update_score(self) -> None:
        session = self.controller.session
        if session is None or session.mode is TrainingMode.EXAM:
            self._tell(self.score_hidden)
            if session is not None:
                self.question_page.set_score(0, 0, 0)
            return
        # Only answers stored somewhere count: one the disk could not take is not scored (yet).
        saved = [outcome for outcome in session.outcomes if self._is_saved(outcome.record)]
        right = sum(outcome.correct for outcome in saved)
        self.question_page.set_score(right, len(saved), session.streak)
        self._tell(self.score_changed, right, len(saved))

    def _publish(self, picture: QuizPicture | None) -> None:
        self._picture = picture
        self._tell(self.picture_changed, picture)

    def _tell(self, signal: SignalInstance, *args: object) -> None:
        """Tell the window (table, strip) only while the quiz is on show: a question that runs out
        of time behind the Deal mode must not take over its table."""
        if self.isVisible():
            signal.emit(*args)

    def _show_page(self, page: QWidget) -> None:
        self._pages.setCurrentWidget(page)
        self.setFocusProxy(page)
        # A key the page has no use for keeps its usual meaning (Space ticks a skill, digits go in
        # the count box on the start screen).
        wanted = _PAGE_KEYS[
            "question"
            if page is self.question_page
            else "summary"
            if page is self.summary_page
            else "assigned"
            if page is self.assigned_page
            else "live"
            if page is self.live_page
            else "start"
        ]
        for name, shortcuts in self._shortcuts.items():
            for shortcut in shortcuts:
                shortcut.setEnabled(name in wanted)

    # ----------------------------------------------------------------------------- speech

    def _speaking(self) -> bool:
        return self._narrator is not None and (self._speech or self._narrator.listen_mode)

    def _speak_prompt(self, question: Question) -> None:
        if not self._speaking():
            return
        assert self._narrator is not None
        choices = [quiz_words.choice_text(question, choice) for choice in question.choices]
        self._narrator.prompt(quiz_words.prompt_text(question), choices)

    def _speak_verdict(self, outcome: Outcome) -> None:
        if not self._speaking():
            return
        assert self._narrator is not None
        call = sentence(quiz_words.answer_text(outcome.question, outcome.grade.expected))
        self._narrator.answered(outcome.correct, call)

    # ----------------------------------------------------------------------------- language, Qt

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Quiz"))
        self._describe_keys()
        # The table's seat marks and the strip are words too: say them again in the new language.
        self._tell_window()

    def _describe_keys(self) -> None:
        """What each key does, for the help's list of shortcuts (read from the shortcuts themselves)."""
        does = {
            "digit": self.tr("Pick a choice or a seat; digits of an amount"),
            "enter": self.tr("Answer; go on after the verdict; start the quiz"),
            "space": self.tr("Go on after the verdict; on the question of calls, listen and hear them said"),
            "voice": self.tr(
                "On the question of calls: listen and hear them said (when F2 is the voice key)"
            ),
            "backspace": self.tr("Undo the last seat or digit"),
            "escape": self.tr("Clear the answer; from the summary, back to the start"),
            "hint": self.tr("Hint (Learn mode)"),
            "repeat": self.tr("Say the question again (speech on)"),
            "again": self.tr("The same quiz again (summary)"),
            "help": self.tr("Help for the quiz"),
        }
        for name, shortcuts in self._shortcuts.items():
            describe(shortcuts, does[name])

    def _tell_window(self) -> None:
        """Show the quiz's state on the table and the strip (again): after a language switch, or
        when the quiz comes back into view."""
        page = self.page()
        if page is self.start_page:
            self._greet()
        elif page is self.assigned_page:
            self._tell(self.note_shown, self.tr("Start an assignment or an exam, or choose free practice."))
        elif page is self.live_page and self.live_page.question is not None:
            self._publish(picture_for(self.live_page.question, self.live_page.answer_input.marks()))
        elif page is self.summary_page:
            self._tell(self.picture_changed, self._picture)
            self._tell_summary()
        elif page is self.question_page and (question := self.question_page.question) is not None:
            question_page = self.question_page
            outcome = question_page.outcome
            if outcome is not None and outcome.feedback:
                self._publish(picture_for(question, self._feedback_marks(outcome)))
                self._tell(self.verdict_shown, question_page.verdict_text(), outcome.correct)
            else:
                self._publish(picture_for(question, question_page.answer_input.marks()))
            self._update_score()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Back in Quiz mode: the table and the strip show where the quiz stands.
        self._tell_window()

    def _greet(self) -> None:
        self._tell(self.note_shown, self.tr("Choose a quiz, then press Start (Enter). F1 lists the keys."))

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        if not self.isVisible():
            self.picture_changed.emit(None)
