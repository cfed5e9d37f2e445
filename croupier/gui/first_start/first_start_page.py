"""The first start's own steps on one card: the language, the game, speech on or off. (Your name is
the sign-in page's step; the tour is laid over the window.) The page only shows and reports:
``language_chosen(code)``, ``game_chosen(code)``, ``speech_chosen(on)``; ``skip_requested()``
leaves the rest of the first start to the defaults.

The steps, in order: the language, your name (the sign-in page; left out where nothing is recorded),
the game, speech on or off, then the tour over the window.

>>> [step.value for step in steps_shown(with_name=True)]
['language', 'name', 'game', 'speech']
>>> step_number(Step.GAME, with_name=False), next_step(Step.SPEECH, with_name=True)
(2, <Step.TOUR: 'tour'>)
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.rules import RAZZ, STUD, STUD8

__all__ = ["FirstStartPage", "Step", "next_step", "previous_step", "step_number", "steps_shown"]


class Step(StrEnum):
    LANGUAGE = "language"
    NAME = "name"
    GAME = "game"
    SPEECH = "speech"
    TOUR = "tour"
    DONE = "done"


_ORDER = (Step.LANGUAGE, Step.NAME, Step.GAME, Step.SPEECH, Step.TOUR, Step.DONE)


def steps_shown(*, with_name: bool) -> tuple[Step, ...]:
    """The steps that ask something (the tour and the end are not counted)."""
    return tuple(step for step in _ORDER[:4] if with_name or step is not Step.NAME)


def step_number(step: Step, *, with_name: bool) -> int:
    """``step``'s place among the questions, from 1."""
    shown = steps_shown(with_name=with_name)
    return shown.index(step) + 1 if step in shown else len(shown)


def next_step(step: Step, *, with_name: bool) -> Step:
    """The step after ``step``."""
    after = _ORDER[_ORDER.index(step) + 1]
    if after is Step.NAME and not with_name:
        return Step.GAME
    return after


def previous_step(step: Step, *, with_name: bool) -> Step:
    """The step before ``step`` (Back); the language has none before it.

    >>> previous_step(Step.GAME, with_name=True), previous_step(Step.GAME, with_name=False)
    (<Step.NAME: 'name'>, <Step.LANGUAGE: 'language'>)
    """
    index = max(0, _ORDER.index(step) - 1)
    before = _ORDER[index]
    if before is Step.NAME and not with_name:
        return Step.LANGUAGE
    return before


_STYLE = """
#firstStartCard { background: #1f2a24; border: 1px solid #3c4a41; border-radius: 10px; }
#firstStartCard QLabel { color: #f2f2ea; }
#firstStartCard QLabel#firstStartStep { color: #b9b4a6; }
QPushButton[choice="true"] { background: #14201a; color: #f2f2ea; border: 1px solid #3c4a41;
    border-radius: 8px; padding: 8px 14px; text-align: left; font-size: 11pt; }
QPushButton[choice="true"]:hover, QPushButton[choice="true"]:focus { border: 2px solid #e8c547; }
QPushButton[choice="true"]:checked { background: #e8c547; color: #1d1d1d; }
#firstStartNext { background: #e8c547; color: #1d1d1d; font-weight: bold; border-radius: 6px;
    padding: 6px 18px; }
"""
_GAMES = (STUD.code, STUD8.code, RAZZ.code)


def _choice(object_name: str) -> QPushButton:
    button = QPushButton()
    button.setObjectName(object_name)
    button.setProperty("choice", True)
    button.setCheckable(True)
    button.setAutoExclusive(True)
    button.setMinimumHeight(52)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return button


class FirstStartPage(QWidget):
    """One step at a time (``show_step``); each choice is reported at once and leads on."""

    language_chosen = Signal(str)
    game_chosen = Signal(str)
    speech_chosen = Signal(bool)
    speech_tried = Signal()
    skip_requested = Signal()
    back_requested = Signal()

    def __init__(self, *, with_name: bool = True, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("firstStartPage")
        self.setStyleSheet(_STYLE)
        self._with_name = with_name
        self._step = Step.LANGUAGE
        self._speech_notice = ""
        self.step_label = QLabel()
        self.step_label.setObjectName("firstStartStep")
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.pages = QStackedWidget()

        self.language_buttons = {"de": _choice("firstStartGerman"), "en": _choice("firstStartEnglish")}
        self.language_buttons["de"].setText("Deutsch")  # each language in its own words
        self.language_buttons["en"].setText("English")
        self.game_buttons = {code: _choice(f"firstStartGame{index}") for index, code in enumerate(_GAMES)}
        self.speech_buttons = {True: _choice("firstStartSpeechOn"), False: _choice("firstStartSpeechOff")}
        self.try_button = QPushButton()
        self.try_button.setObjectName("firstStartTry")
        self.speech_note = QLabel()
        self.speech_note.setWordWrap(True)
        self.speech_note.setObjectName("firstStartSpeechNote")
        for buttons in (
            list(self.language_buttons.values()),
            list(self.game_buttons.values()),
            list(self.speech_buttons.values()),
        ):
            page = QWidget()
            column = QVBoxLayout(page)
            column.setContentsMargins(0, 0, 0, 0)
            column.setSpacing(8)
            for button in buttons:
                column.addWidget(button)
            column.addStretch(1)
            self.pages.addWidget(page)
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("firstStartSkip")
        self.skip_button.setFlat(True)
        self.back_button = QPushButton()
        self.back_button.setObjectName("firstStartBack")
        self.back_button.setFlat(True)

        card = QFrame()
        card.setObjectName("firstStartCard")
        card.setMaximumWidth(600)
        inner = QVBoxLayout(card)
        inner.setContentsMargins(24, 20, 24, 20)
        inner.setSpacing(10)
        inner.addWidget(self.step_label)
        inner.addWidget(self.title)
        inner.addWidget(self.intro)
        inner.addWidget(self.pages)
        inner.addWidget(self.try_button, 0, Qt.AlignmentFlag.AlignLeft)
        inner.addWidget(self.speech_note)
        ends = QHBoxLayout()
        ends.addWidget(self.back_button)
        ends.addStretch(1)
        ends.addWidget(self.skip_button)
        inner.addLayout(ends)
        column = QVBoxLayout()
        column.addWidget(card)
        column.addStretch(1)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(16, 16, 16, 16)
        outer.addStretch(1)
        outer.addLayout(column, 4)
        outer.addStretch(1)

        for code, button in self.language_buttons.items():
            button.clicked.connect(lambda _checked=False, chosen=code: self.language_chosen.emit(chosen))
        for code, button in self.game_buttons.items():
            button.clicked.connect(lambda _checked=False, chosen=code: self.game_chosen.emit(chosen))
        for on, button in self.speech_buttons.items():
            button.clicked.connect(lambda _checked=False, chosen=on: self.speech_chosen.emit(chosen))
        self.try_button.clicked.connect(self.speech_tried)
        self.skip_button.clicked.connect(self.skip_requested)
        self.back_button.clicked.connect(self.back_requested)
        self.retranslate()

    # ----------------------------------------------------------------------------- API

    @property
    def step(self) -> Step:
        return self._step

    def show_step(self, step: Step, *, chosen: object = None) -> None:
        """Show ``step`` (LANGUAGE, GAME or SPEECH) with ``chosen`` (the current value) marked."""
        self._step = step
        self.pages.setCurrentIndex({Step.LANGUAGE: 0, Step.GAME: 1, Step.SPEECH: 2}[step])
        buttons: dict[object, QPushButton] = {
            Step.LANGUAGE: self.language_buttons,
            Step.GAME: self.game_buttons,
            Step.SPEECH: self.speech_buttons,
        }[step]  # type: ignore[assignment]
        for value, button in buttons.items():
            button.setChecked(value == chosen)
        target = buttons.get(chosen) or next(iter(buttons.values()))
        target.setFocus()
        self.retranslate()

    def set_speech_notice(self, text: str) -> None:
        """Why speech cannot be heard on this computer ("" when it can)."""
        self._speech_notice = text
        self.retranslate()

    # ----------------------------------------------------------------------------- words

    def retranslate(self) -> None:
        shown = steps_shown(with_name=self._with_name)
        self.step_label.setText(
            self.tr("Step {number} of {count}").format(
                number=step_number(self._step, with_name=self._with_name), count=len(shown)
            )
        )
        titles = {
            Step.LANGUAGE: (
                self.tr("Welcome to Croupier"),
                self.tr("Choose your language. The DE | EN switch in the top bar changes it at any time."),
            ),
            Step.GAME: (
                self.tr("Which game do you deal?"),
                self.tr("Your first hands and your course are dealt in this game; the top bar changes it."),
            ),
            Step.SPEECH: (
                self.tr("Speak the dealer's calls?"),
                self.tr(
                    "With speech on, the trainer says the prompts and the dealer's calls aloud, as "
                    "you would say them at the table. The speaker button in the top bar switches it."
                ),
            ),
        }
        title, intro = titles.get(self._step, titles[Step.LANGUAGE])
        self.title.setText(title)
        self.intro.setText(intro)
        games = (
            (self.tr("Seven Card Stud"), self.tr("High hand wins; the lowest door card brings it in")),
            (self.tr("Stud Hi-Lo"), self.tr("Eight or better: high and low split the pot")),
            (self.tr("Razz"), self.tr("The lowest hand wins; the highest door card brings it in")),
        )
        for button, (name, line) in zip(self.game_buttons.values(), games, strict=True):
            button.setText(f"{name}\n{line}")
            button.setAccessibleName(name)
        self.speech_buttons[True].setText(self.tr("Yes, speak the calls"))
        self.speech_buttons[False].setText(self.tr("No, text only"))
        self.try_button.setText(self.tr("Hear a sample"))
        speech = self._step is Step.SPEECH
        self.speech_note.setText(self._speech_notice)
        self.speech_note.setVisible(speech and bool(self._speech_notice))
        self.try_button.setVisible(speech)
        self.back_button.setText(self.tr("← Back"))
        self.back_button.setToolTip(self.tr("The step before"))
        self.back_button.setVisible(self._step is not Step.LANGUAGE)
        self.skip_button.setText(self.tr("Skip the questions"))
        self.skip_button.setToolTip(self.tr("Keep the defaults; everything can be changed in Settings"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
