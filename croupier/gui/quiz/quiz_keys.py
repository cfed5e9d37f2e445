"""The quiz panel's keys: the shortcuts that work wherever the focus is in the window while the panel
is on show (each described for the help's list, each page taking only the keys it has a use for),
and where a key goes on the page on show: number keys, Enter, Space, Backspace, Esc, H (hint),
R (say again), A (same again), ? (help; F1 is the window's)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from croupier.gui.help.shortcuts import describe
from croupier.gui.quiz.live_page import LivePage
from croupier.gui.quiz.question_page import QuestionPage
from croupier.gui.quiz.quiz_start import QuizStart
from croupier.gui.quiz.quiz_summary import QuizSummary
from croupier.gui.quiz.quiz_voice import QuizVoice

__all__ = ["PAGE_KEYS", "QuizKeyRouter", "QuizKeys"]

_DIGITS = {getattr(Qt.Key, f"Key_{digit}"): digit for digit in range(10)}
PAGE_KEYS = {
    "start": frozenset({"enter", "help"}),
    "question": frozenset(
        {"digit", "enter", "space", "voice", "backspace", "escape", "hint", "repeat", "help"}
    ),
    "summary": frozenset({"enter", "space", "escape", "again", "help"}),
    "assigned": frozenset({"help"}),
    "live": frozenset({"digit", "enter", "backspace", "help"}),
}
"""The keys each page (by its kind) has a use for: the others keep their usual meaning there."""
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


class QuizKeys(QObject):
    """The quiz's shortcuts on ``widget``: ``digit(number)`` for a number key (on the keypad too),
    ``action(name)`` for the others ("enter", "space", "voice", "backspace", "escape", "hint",
    "repeat", "again", "help")."""

    digit = Signal(int)
    action = Signal(str)

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._shortcuts: dict[str, list[QShortcut]] = {}
        for key, digit in _DIGITS.items():
            for sequence in (QKeySequence(key), QKeySequence(Qt.KeyboardModifier.KeypadModifier | key)):
                shortcut = QShortcut(sequence, widget)
                shortcut.activated.connect(lambda number=digit: self.digit.emit(number))
                self._shortcuts.setdefault("digit", []).append(shortcut)
        for name, keys in _KEYS.items():
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), widget)
                shortcut.setAutoRepeat(name not in {"space", "voice"})  # held: push to talk
                shortcut.activated.connect(lambda action=name: self.action.emit(action))
                self._shortcuts.setdefault(name, []).append(shortcut)
        enter_on_keypad = QShortcut(
            QKeySequence(Qt.KeyboardModifier.KeypadModifier | Qt.Key.Key_Enter), widget
        )
        enter_on_keypad.activated.connect(lambda: self.action.emit("enter"))
        self._shortcuts["enter"].append(enter_on_keypad)

    def show_page(self, kind: str) -> None:
        """Only the keys the page of ``kind`` (a key of ``PAGE_KEYS``) has a use for: another key
        keeps its usual meaning (Space ticks a skill, digits go in the count box on the start screen)."""
        wanted = PAGE_KEYS[kind]
        for name, shortcuts in self._shortcuts.items():
            for shortcut in shortcuts:
                shortcut.setEnabled(name in wanted)

    def retranslate(self) -> None:
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


class QuizKeyRouter:
    """Where a key goes on the page on show (``page()``): to the ``start`` screen, the ``question``
    page (its answer input; the ``voice`` answers), the ``summary`` or the ``live`` page, or to the
    panel's ``show_help``, ``next_question``, ``hint``, ``again``, ``back_to_start`` and ``repeat``.
    Space (and Enter on a command button) keeps its meaning on a focused button ``within`` the
    panel."""

    def __init__(
        self,
        start: QuizStart,
        summary: QuizSummary,
        voice: QuizVoice,
        *,
        page: Callable[[], QWidget],
        within: Callable[[QWidget], bool],
        show_help: Callable[[], None],
        next_question: Callable[[], None],
        hint: Callable[[], None],
        again: Callable[[], None],
        back_to_start: Callable[[], None],
        repeat: Callable[[], None],
    ) -> None:
        self._start = start
        self._summary = summary
        self._voice = voice
        self._page = page
        self._within = within
        self._show_help = show_help
        self._next_question = next_question
        self._hint = hint
        self._again = again
        self._back_to_start = back_to_start
        self._repeat = repeat

    def key_digit(self, number: int) -> None:
        page = self._page()
        if isinstance(page, QuestionPage):
            if not page.answered:
                page.answer_input.digit(number)
        elif isinstance(page, LivePage) and page.waiting:
            page.answer_input.digit(number)

    def key_action(self, action: str) -> None:
        """Enter, Space, Backspace, Esc, H, R, A or help, as the page on show understands them."""
        if action == "help":
            self._show_help()
            return
        page = self._page()
        voice_action = "space" if self._voice.answers.key == "Space" else "voice"
        if action == voice_action and isinstance(page, QuestionPage) and self._voice.toggle():
            return  # listening, or hearing the call said
        if action == "voice":
            return
        if action == "space" and self._click_focused_button(page):
            return
        if isinstance(page, LivePage):
            if action == "enter" and page.waiting:
                page.answer_input.confirm()
            elif action == "backspace" and page.waiting:
                page.answer_input.backspace()
            return
        if page is self._start:
            if action == "enter":
                self._start.start_button.click()
        elif isinstance(page, QuestionPage):
            self._question_key(page, action)
        elif page is self._summary:
            if action == "enter" and self._summary.weakest_button.isVisible():
                self._summary.weakest_button.click()
            elif action == "again":
                self._again()
            elif action == "escape":
                self._back_to_start()

    def _question_key(self, page: QuestionPage, action: str) -> None:
        if page.answered:
            if action in {"enter", "space"}:
                self._next_question()
            return
        match action:
            case "enter":
                if not self._click_focused_button(page, commands_only=True):
                    page.answer_input.confirm()
            case "backspace":
                page.answer_input.backspace()
            case "escape":
                question = page.question
                if question is not None:
                    page.answer_input.set_question(question)
                    page.answer_input.focus_editor()
            case "hint":
                self._hint()
            case "repeat":
                self._repeat()

    def _click_focused_button(self, page: QWidget, *, commands_only: bool = False) -> bool:
        """Space (and Enter on a command button) keeps its meaning on a focused button (on the
        ``page`` on show: only its buttons can have the focus)."""
        focus = QApplication.focusWidget()
        if not isinstance(focus, QAbstractButton) or not focus.isEnabled() or not self._within(focus):
            return False
        summary = self._summary
        commands: tuple[QAbstractButton, ...] = (summary.again_button, summary.new_button)
        answers: tuple[QAbstractButton, ...] = ()
        if isinstance(page, QuestionPage):
            commands = (page.stop_button, page.hint_button, *commands)
            answers = (page.next_button, page.confirm_button)
        if commands_only and focus not in commands:
            return False
        if focus in answers:
            return False
        focus.animateClick()
        return True
