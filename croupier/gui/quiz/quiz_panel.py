"""The Quiz panel beside the table: the start screen, the questions, the summary, and the keys.

It runs a ``QuizController`` and tells the window what to show elsewhere through signals: the
position for the table (``picture_changed``), verdicts and notes for the bottom strip, the score.
The keyboard works wherever the focus is in the window while the panel is on show: number keys,
Enter, Space, Backspace, Esc, H (hint), R (say again), A (same again), F1 or ? (help).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, Signal, SignalInstance
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QStackedWidget, QVBoxLayout, QWidget

from croupier.drills import DrillSettings, Mode, Outcome, Question, Summary, render
from croupier.gui.quiz.help_overlay import HelpOverlay
from croupier.gui.quiz.question_page import QuestionPage
from croupier.gui.quiz.quiz_controller import QuizConfig, QuizController
from croupier.gui.quiz.quiz_start import QuizStart
from croupier.gui.quiz.quiz_style import QUIZ_STYLE
from croupier.gui.quiz.quiz_summary import QuizSummary
from croupier.gui.quiz.quiz_table import QuizPicture, feedback_marks, picture_for
from croupier.i18n import sentence
from croupier.speech import Narrator
from croupier.store.history import History

__all__ = ["WEAKEST_COUNT", "QuizPanel"]

WEAKEST_COUNT = 10  # questions in a "practise the weakest skill" run

_DIGITS = {getattr(Qt.Key, f"Key_{digit}"): digit for digit in range(10)}
_PAGE_KEYS = {
    "start": frozenset({"enter", "help"}),
    "question": frozenset({"digit", "enter", "space", "backspace", "escape", "hint", "repeat", "help"}),
    "summary": frozenset({"enter", "space", "escape", "again", "help"}),
}
_KEYS = {
    "enter": (Qt.Key.Key_Return, Qt.Key.Key_Enter),
    "space": (Qt.Key.Key_Space,),
    "backspace": (Qt.Key.Key_Backspace,),
    "escape": (Qt.Key.Key_Escape,),
    "hint": (Qt.Key.Key_H,),
    "repeat": (Qt.Key.Key_R,),
    "again": (Qt.Key.Key_A,),
    "help": (Qt.Key.Key_F1, Qt.Key.Key_Question),
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

    def __init__(
        self,
        history: History | None = None,
        trainee_id: int = 0,
        *,
        narrator: Narrator | None = None,
        drill_settings: Callable[[], DrillSettings] | None = None,
        clock: Callable[[], float] = time.monotonic,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("quizPanel")
        self.setStyleSheet(QUIZ_STYLE)
        self._narrator = narrator
        self._speech = False
        self._help: HelpOverlay | None = None
        self._picture: QuizPicture | None = None
        self.controller = QuizController(history, trainee_id, drill_settings=drill_settings, clock=clock)
        self.start_page = QuizStart()
        self.question_page = QuestionPage()
        self.summary_page = QuizSummary()
        self._pages = QStackedWidget()
        for page in (self.start_page, self.question_page, self.summary_page):
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

    # ----------------------------------------------------------------------------- collaborators

    def set_history(self, history: History | None, trainee_id: int = 0) -> None:
        """Record the next quizzes into ``history`` for ``trainee_id`` (None: in memory only)."""
        self.controller.set_history(history, trainee_id)
        if self.page() is self.start_page:
            self.start_page.set_skill_states(self.controller.skill_states())

    def set_speech(self, on: bool) -> None:  # noqa: FBT001 - a Qt-style setter
        """Speak prompts and verdicts (with a narrator)."""
        self._speech = on

    def set_clock(self, clock: Callable[[], float]) -> None:
        """The seconds clock for timing answers (tests and screenshots)."""
        self.controller.set_clock(clock)

    # ----------------------------------------------------------------------------- state

    def page(self) -> QWidget:
        return self._pages.currentWidget()

    @property
    def picture(self) -> QuizPicture | None:
        """What the table should show now (None: the quiz has nothing on it)."""
        return self._picture

    @property
    def help_overlay(self) -> HelpOverlay | None:
        return self._help

    def help_open(self) -> bool:
        return self._help is not None and self._help.isVisible()

    # ----------------------------------------------------------------------------- flow

    def show_start(self) -> None:
        """Back to the start screen (a quiz under way is dropped; its answers are recorded)."""
        self.controller.stop()
        self.start_page.set_skill_states(self.controller.skill_states())
        self._show_page(self.start_page)
        self._tell(self.score_hidden)
        self._greet()

    def start(self, config: QuizConfig) -> Question | None:
        """Start a quiz: its first question is asked at once."""
        if self._narrator is not None:
            self._narrator.listen_mode = config.listen
        self.start_page.set_config(config)
        self._show_page(self.question_page)
        return self.controller.start(config)

    def again(self) -> None:
        self.start(replace(self.controller.config, seed=None))

    def practise(self, skill: str) -> None:
        """A short quiz on ``skill`` alone (the summary's "practise the weakest" button)."""
        config = self.controller.config
        mode = Mode.PRACTICE if config.mode is Mode.EXAM else config.mode
        count = min(config.count, WEAKEST_COUNT)
        self.start(replace(config, mode=mode, skills=(skill,), count=count, seed=None))

    def next_question(self) -> None:
        if self.question_page.answered:
            self.controller.next_question()

    def hint(self) -> None:
        if self.controller.hint():
            self.question_page.show_hint()

    def finish_early(self) -> None:
        """End the quiz now: the summary of what was answered."""
        summary = self.controller.summary()
        self.controller.stop()
        if summary is None:
            self.show_start()
        else:
            self._finished(summary)

    def pick_seat(self, seat: int) -> None:
        """A seat clicked on the table."""
        page = self.question_page
        if self.isVisible() and not self.help_open() and self.page() is page and not page.answered:
            page.answer_input.pick_seat(seat)

    def show_help(self) -> None:
        host = self.window()
        if self._help is None or self._help.parentWidget() is not host:
            self._help = HelpOverlay(host)
        self._help.open()

    # ----------------------------------------------------------------------------- keys

    def key_digit(self, number: int) -> None:
        if self.help_open():
            self._help.dismiss()  # type: ignore[union-attr]
            return
        if self.page() is self.question_page and not self.question_page.answered:
            self.question_page.answer_input.digit(number)

    def key_action(self, action: str) -> None:
        """Enter, Space, Backspace, Esc, H, R, A or help, as the page on show understands them."""
        if self.help_open():
            self._help.dismiss()  # type: ignore[union-attr]
            return
        if action == "help":
            self.show_help()
            return
        page = self.page()
        if action == "space" and self._click_focused_button():
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
        controller = self.controller
        session = controller.session
        assert session is not None
        self.question_page.set_question(question, session.mode, controller.number, session.count)
        self._show_page(self.question_page)
        self._update_score()
        self._publish(picture_for(question, self.question_page.answer_input.marks()))
        if controller.number == 1:
            # The strip keeps the last verdict while the next question is asked; it starts with how.
            if session.mode is Mode.EXAM:
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
        self.summary_page.show_summary(summary)
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
        if session is None or session.mode is Mode.EXAM:
            self._tell(self.score_hidden)
            if session is not None:
                self.question_page.set_score(0, 0, 0)
            return
        right = sum(outcome.correct for outcome in session.outcomes)
        self.question_page.set_score(right, len(session.outcomes), session.streak)
        self._tell(self.score_changed, right, len(session.outcomes))

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
            "question" if page is self.question_page else "summary" if page is self.summary_page else "start"
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
        choices = [render.choice_text(question, choice) for choice in question.choices]
        self._narrator.prompt(render.prompt_text(question), choices)

    def _speak_verdict(self, outcome: Outcome) -> None:
        if not self._speaking():
            return
        assert self._narrator is not None
        call = sentence(render.answer_text(outcome.question, outcome.grade.expected))
        self._narrator.answered(outcome.correct, call)

    # ----------------------------------------------------------------------------- language, Qt

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Quiz"))
        # The table's seat marks and the strip are words too: say them again in the new language.
        self._tell_window()

    def _tell_window(self) -> None:
        """Show the quiz's state on the table and the strip (again): after a language switch, or
        when the quiz comes back into view."""
        page = self.page()
        if page is self.start_page:
            self._greet()
        elif page is self.summary_page:
            self._tell(self.picture_changed, self._picture)
            self._tell_summary()
        elif page is self.question_page and self.question_page.question is not None:
            question_page = self.question_page
            question = question_page.question
            outcome = question_page.outcome
            if outcome is not None and outcome.feedback:
                self._publish(picture_for(question, self._feedback_marks(outcome)))
                self._tell(self.verdict_shown, question_page.verdict_text(), outcome.correct)
            else:
                self._publish(picture_for(question, question_page.answer_input.marks()))
            self._update_score()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        # Back in Quiz mode: the table and the strip show where the quiz stands.
        self._tell_window()

    def _greet(self) -> None:
        self._tell(self.note_shown, self.tr("Choose a quiz, then press Start (Enter). F1 lists the keys."))

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        super().hideEvent(event)
        if self._help is not None:
            self._help.dismiss()
        if not self.isVisible():
            self.picture_changed.emit(None)
