"""The engine beside the sheet: the instructor (or a scribe) types the upcards as they fall and keys
the players' actions; the engine says what the trainee should do and say next — the bring-in, who
acts and for how much, the calls due, the pot, the show order and the push."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCompleter,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.cards import CARDS
from croupier.gui.voice_answers import Question, VoiceAnswers
from croupier.i18n import format_chips
from croupier.practical.assistant import Advice, Assistant, AssistantError, Need
from croupier.procedure import Announcement
from croupier.procedure.announcements import same_words
from croupier.procedure.steps import StepKind
from croupier.voice.calls import walkthrough_calls
from croupier.words.practical_words import need_text
from croupier.words.procedure_words import announcement_text, step_text
from croupier.words.value_words import action_phrase

__all__ = ["AssistantView"]

# Keys for the actions, as the instructor keys them for the player to act.
_ACTIONS = (
    ("x", "check"),
    ("c", "call"),
    ("b", "bet"),
    ("r", "raise"),
    ("p", "complete"),
    ("i", "bring-in"),
    ("f", "fold"),
)
# What a dealer does aloud or with the chips: the rest of the procedure (burns, cards) is on the sheet.
_SHOWN = {
    StepKind.ANNOUNCE,
    StepKind.GATHER,
    StepKind.RETURN_BET,
    StepKind.COUNT_STUB,
    StepKind.CALL_SHOWDOWN_ORDER,
    StepKind.READ_HAND,
    StepKind.KILL_HAND,
    StepKind.PUSH_POT,
}


class AssistantView(QWidget):
    """``changed()`` after every entry the hand took."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practicalAssistant")
        self.assistant: Assistant | None = None
        self._title = QLabel()
        self._title.setObjectName("practicalTitle")
        self.need = QLabel()
        self.need.setWordWrap(True)
        self.need.setObjectName("practicalNeed")
        self.entry = QLineEdit()
        self.entry.setObjectName("practicalEntry")
        completer = QCompleter([str(card) for card in CARDS], self.entry)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.entry.setCompleter(completer)
        self.entry.returnPressed.connect(self.enter)
        self.action_buttons: dict[str, QPushButton] = {}
        grid = QGridLayout()
        for index, (_key, word) in enumerate(_ACTIONS):
            button = QPushButton()
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _checked=False, chosen=word: self.key_action(chosen))
            self.action_buttons[word] = button
            grid.addWidget(button, index // 4, index % 4)
        self.muck_button = QPushButton()
        self.muck_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.muck_button.clicked.connect(self.muck)
        grid.addWidget(self.muck_button, 1, 3)
        self.advice = QLabel()
        self.advice.setObjectName("practicalAdvice")
        self.advice.setWordWrap(True)
        self.advice.setTextFormat(Qt.TextFormat.PlainText)
        self.advice.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.problem = QLabel()
        self.problem.setObjectName("settingsProblem")
        self.problem.setWordWrap(True)
        # The trainee's calls heard (English, where a microphone is present) and compared with the due.
        self.voice = VoiceAnswers(None, self)
        self.voice.answered.connect(self._heard)
        self.listen_button = QPushButton()
        self.listen_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.listen_button.clicked.connect(self.listen)
        self.heard = QLabel()
        self.heard.setObjectName("practicalHeard")
        self.heard.setWordWrap(True)
        self.voice.note.connect(self.heard.setText)
        grid.addWidget(self.listen_button, 2, 0, 1, 4)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self._title)
        layout.addWidget(self.need)
        layout.addWidget(self.entry)
        layout.addLayout(grid)
        layout.addWidget(self.problem)
        layout.addWidget(self.heard)
        layout.addWidget(self.advice, 1)
        self.retranslate()

    def set_assistant(self, assistant: Assistant | None) -> None:
        self.assistant = assistant
        self.setVisible(assistant is not None)
        self.problem.clear()
        self.entry.clear()
        self.refresh()

    # ----------------------------------------------------------------------------- entries

    def enter(self) -> None:
        """The entry line: upcards ("Kd 7s"), an action ("call 20", "raise 40"), a hand shown
        ("As Ad 2d") or M to muck, for whatever the engine waits for."""
        text = self.entry.text().strip()
        helper = self.assistant
        if helper is None or not text:
            return
        advice = helper.advice()
        first, _, rest = text.partition(" ")
        words = dict(_ACTIONS)
        if advice.need is Need.ACTION and first.lower() in words:
            if not rest:
                self.key_action(words[first.lower()])
                return
            text = f"{words[first.lower()]} {rest}"
        try:
            if advice.need in {Need.UPCARD, Need.COMMUNITY}:
                helper.upcards(text)
            elif advice.need is Need.ACTION:
                helper.act(text)
            elif advice.need is Need.SHOW and advice.seat is not None:
                if text.lower() in {"m", "muck"}:
                    helper.muck(advice.seat)
                else:
                    helper.show(advice.seat, text)
            else:
                raise AssistantError(self.tr("The hand is over: end it on the sheet."))
        except AssistantError as error:
            self.problem.setText(str(error))
            return
        self.entry.clear()
        self._took()

    def key_action(self, word: str) -> None:
        """An action button: with its amount where it needs one (the entry's number, or the least)."""
        helper = self.assistant
        if helper is None:
            return
        advice = helper.advice()
        if advice.need is not Need.ACTION or advice.legal is None:
            self.problem.setText(self.tr("No player is to act now."))
            return
        amount = self.entry.text().strip()
        legal = advice.legal
        if word in {"bet", "raise", "complete"} and not amount.isdigit():
            choices = legal.bet or legal.raise_to or ((legal.complete,) if legal.complete else ())
            amount = str(choices[0]) if choices else ""
        if word == "call":
            amount = str(legal.call or 0)
        if word == "bring-in":
            amount = str(legal.bring_in or 0)
        text = f"{word} {amount}".strip() if word not in {"fold", "check"} else word
        try:
            helper.act(text)
        except AssistantError as error:
            self.problem.setText(str(error))
            return
        self.entry.clear()
        self._took()

    def muck(self) -> None:
        helper = self.assistant
        if helper is None:
            return
        advice = helper.advice()
        if advice.need is Need.SHOW and advice.seat is not None:
            try:
                helper.muck(advice.seat)
            except AssistantError as error:
                self.problem.setText(str(error))
                return
            self._took()

    # ----------------------------------------------------------------------------- the calls heard

    def _due(self) -> list[Announcement]:
        helper = self.assistant
        if helper is None:
            return []
        return [step.announcement for step in helper.advice().done if step.announcement is not None]

    def call_question(self) -> Question | None:
        """The calls the trainee could make now (on this table), and the ones due."""
        helper = self.assistant
        if helper is None:
            return None
        done = [step for step in helper.advice().done if step.announcement is not None]
        return walkthrough_calls(helper.hand, done), self._due()

    def listen(self) -> None:
        """L: listen to the trainee's call (press again to hear it)."""
        question = self.call_question()
        if question is not None:
            self.voice.toggle(lambda: question)

    def hear_file(self, path: Path) -> None:
        """A recording of the trainee's call, heard as one said now."""
        question = self.call_question()
        if question is not None:
            self.voice.hear_file(path, question)

    def _heard(self, announcement: Announcement, text: str) -> None:
        due = self._due()
        if any(same_words(announcement, item) for item in due):
            self.heard.setText(self.tr("Heard: “{call}” ✓ due now").format(call=text))
        elif due:
            wanted = "; ".join(announcement_text(item) for item in due)
            self.heard.setText(self.tr("Heard: “{call}” ✗ due now: {due}").format(call=text, due=wanted))
        else:
            self.heard.setText(self.tr("Heard: “{call}” ✗ no call is due now").format(call=text))

    def _took(self) -> None:
        self.heard.clear()
        self.problem.clear()
        self.refresh()
        self.changed.emit()

    # ----------------------------------------------------------------------------- showing

    def refresh(self) -> None:
        helper = self.assistant
        if helper is None:
            self.advice.clear()
            return
        advice = helper.advice()
        self.need.setText(need_text(advice.need, advice.seat))
        acting = advice.need is Need.ACTION
        for button in self.action_buttons.values():
            button.setEnabled(acting)
        self.muck_button.setEnabled(advice.need is Need.SHOW)
        self.advice.setText("\n".join(self._lines(advice)))

    def _lines(self, advice: Advice) -> list[str]:
        lines: list[str] = []
        said = [step for step in advice.done if step.kind in _SHOWN]
        if said:
            lines.append(self.tr("Due from the dealer now:"))
            lines.extend(f"  • {step_text(step)}" for step in said)
        if advice.bring_in is not None and advice.street == 3:
            lines.append(self.tr("Bring-in: seat {seat}").format(seat=advice.bring_in))
        if advice.leader is not None and advice.street > 3 and advice.need is Need.ACTION:
            lines.append(self.tr("Opened this street: seat {seat}").format(seat=advice.leader))
        if advice.legal is not None:
            options = ", ".join(action_phrase(action.kind.value, action.amount) for action in advice.legal)
            lines.append(self.tr("Seat {seat} may: {options}").format(seat=advice.seat, options=options))
        lines.append(self.tr("Pot: {pot}").format(pot=format_chips(advice.pot)))
        if advice.show_order:
            order = ", ".join(str(seat) for seat in advice.show_order)
            lines.append(self.tr("Show order: {order}").format(order=order))
        return lines

    def retranslate(self) -> None:
        self._title.setText(self.tr("The engine"))
        self.entry.setPlaceholderText(
            self.tr("Upcards (Kd 7s 2c), an action (call 20), a hand shown (As Ad 2d)")
        )
        words = {
            "check": self.tr("Check (x)"),
            "call": self.tr("Call (c)"),
            "bet": self.tr("Bet (b)"),
            "raise": self.tr("Raise (r)"),
            "complete": self.tr("Complete (p)"),
            "bring-in": self.tr("Bring-in (i)"),
            "fold": self.tr("Fold (f)"),
        }
        for word, button in self.action_buttons.items():
            button.setText(words[word])
        self.muck_button.setText(self.tr("Muck"))
        self.listen_button.setText(self.tr("Hear the trainee's call (L)"))
        self.listen_button.setToolTip(
            self.tr("Listens for the call said at the table (English) and compares it with the calls due.")
        )
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
