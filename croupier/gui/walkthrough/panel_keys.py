"""The walkthrough panel's keys: the shortcuts that work wherever the focus is in the window (each
described for the help's list), and where a key, a duty picked or a seat clicked goes: to the duty
area (the builder, a question, the chips), to the hand's session, or to a word of why not."""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from croupier.gui.help.shortcuts import describe
from croupier.gui.voice_answers import VoiceAnswers, walkthrough_question
from croupier.gui.walkthrough.chip_work import Job
from croupier.gui.walkthrough.duty_area import Ask, DutyArea
from croupier.gui.walkthrough.session import HandSession
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.procedure import BringIn, DealerStep
from croupier.training.controller import Waiting, Walkthrough
from croupier.training.duties import Duty
from croupier.training.phrases import Phrase, build

__all__ = ["KEYS", "Demonstrating", "KeyRouter", "KeyShortcuts"]

KEYS = (*string.ascii_uppercase, *string.digits, "Return", "Enter", "Escape", "Backspace", "Space", "F2")
"""The keys the panel takes wherever the focus is: duty letters, seat and answer numbers, and the rest."""


class KeyShortcuts(QObject):
    """The panel's shortcuts, on ``widget``: ``pressed(key)`` for each of ``KEYS``, and Ctrl+N (a
    new hand), Ctrl+Z (undo), Ctrl+L (the hand log) and Ctrl+P (pause) as signals of their own."""

    pressed = Signal(str)
    new_hand = Signal()
    undo = Signal()
    toggle_log = Signal()
    pause = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._shortcuts = [QShortcut(QKeySequence(key), widget) for key in KEYS]
        for key, shortcut in zip(KEYS, self._shortcuts, strict=True):
            if key in {"Space", "F2"}:
                shortcut.setAutoRepeat(False)  # the voice key held is push to talk, not a toggle
        self._new_shortcut = QShortcut(QKeySequence("Ctrl+N"), widget)
        self._undo_shortcut = QShortcut(QKeySequence("Ctrl+Z"), widget)
        self._log_shortcut = QShortcut(QKeySequence("Ctrl+L"), widget)
        self._pause_shortcut = QShortcut(QKeySequence("Ctrl+P"), widget)
        for key, shortcut in zip(KEYS, self._shortcuts, strict=True):
            shortcut.activated.connect(lambda pressed=key: self.pressed.emit(pressed))
        self._new_shortcut.activated.connect(self.new_hand)
        self._undo_shortcut.activated.connect(self.undo)
        self._log_shortcut.activated.connect(self.toggle_log)
        self._pause_shortcut.activated.connect(self.pause)

    def retranslate(self) -> None:
        """What each key does, for the help's list of shortcuts (read from the shortcuts themselves)."""
        for key, shortcut in zip(KEYS, self._shortcuts, strict=True):
            if key.isdigit():
                text = self.tr("The seat with that number (deal to it, name it); the choice with that number")
            elif len(key) == 1:
                text = self.tr("The duty, or the part of a call, whose button shows that letter")
            elif key in {"Return", "Enter"}:
                text = self.tr("Confirm the call being built; once the hand is over, a new hand")
            elif key == "Escape":
                text = self.tr("Close the call being built or the question")
            elif key == "Space":
                text = self.tr("Stop the table (incidents); in the call being built, listen and hear it said")
            elif key == "F2":
                text = self.tr("In the call being built: listen and hear it said (when F2 is the voice key)")
            else:
                text = self.tr("Take back the last part of the call being built")
            describe(shortcut, text)
        describe(self._new_shortcut, self.tr("A new hand"))
        describe(self._undo_shortcut, self.tr("Undo the last correct duty (not in an exam)"))
        describe(self._log_shortcut, self.tr("The hand log (each street's moves), or the checklist again"))
        describe(self._pause_shortcut, self.tr("Pause the players (and an incident's countdown), or resume"))


class Demonstrating(Protocol):
    """The trainer's demonstration, as far as a key cares: whether it runs, and stopping it."""

    @property
    def running(self) -> bool: ...

    def stop(self) -> None: ...


class KeyRouter:
    """Where the trainee's keys, duties and seats go, in the hand ``session`` deals: the ``area``
    (the builder, a question, the chips), the ``session``, or ``note(text)`` saying why not. Any of
    them stops a running ``demonstration`` (the trainee takes over); Enter once the hand is over
    is ``new_hand()``; a seat is ignored while the panel is not ``visible()``."""

    def __init__(
        self,
        session: HandSession,
        area: DutyArea,
        voice_answers: VoiceAnswers,
        words: WalkthroughWords,
        demonstration: Demonstrating,
        *,
        note: Callable[[str], None],
        new_hand: Callable[[], None],
        visible: Callable[[], bool],
    ) -> None:
        self._session = session
        self._area = area
        self._voice_answers = voice_answers
        self._words = words
        self._demonstration = demonstration
        self._note = note
        self._new_hand = new_hand
        self._visible = visible

    def press_key(self, key: str) -> None:
        """A key pressed anywhere in the window: a duty letter, a seat number, an answer's number,
        a builder part, Enter, Esc or Backspace."""
        walk = self._session.walkthrough
        if walk is None:
            return
        if self._demonstration.running:
            self._demonstration.stop()  # any key: the trainee takes over
            return
        area = self._area
        if key == self._voice_answers.key and area.building():
            self._voice_answers.toggle(lambda: walkthrough_question(walk))  # listen, or hear
        elif key in {"Return", "Enter"}:
            if area.building():
                area.confirm()
            elif area.chip_job() is not None or area.reading_open():
                area.handle_key(key)  # the count, the change, the split or the reading
            elif walk.waiting is Waiting.OVER:
                self._new_hand()
        elif key == "Escape":
            area.escape()
        elif key == "Space":
            if not area.asking() and not area.building():
                self.choose_duty(Duty.STOP)
        elif area.handle_key(key) or key == "Backspace":
            return
        elif key.isdigit():
            if key != "0":
                self.choose_seat(int(key))
        else:
            duty = next((duty for duty in area.duties.shown if duty.key == key.upper()), None)
            if duty is not None:
                self.choose_duty(duty)

    def choose_duty(self, duty: Duty) -> None:
        """The trainee picks a duty: done at once, or waiting for a seat, an announcement or a choice."""
        walk = self._session.walkthrough
        if walk is None:
            return
        if self._demonstration.running:
            self._demonstration.stop()  # the trainee takes over
            return
        if walk.waiting is Waiting.OVER:
            self._note(self._words.hand_is_over())
        elif walk.waiting is Waiting.RULING:
            self._note(self._words.rule_first())
        elif duty is Duty.STOP and not walk.stop_offered():
            return
        elif duty is Duty.STOP or (
            self._area.asked is not Ask.MAY_DO and self._area.chip_job() not in {Job.CHANGE, Job.COUNT}
        ):
            self._area.choose_duty(duty)  # else: answer the question first

    def choose_seat(self, seat: int) -> None:
        """A seat clicked on the table (or its number pressed); ignored while another mode shows."""
        walk = self._session.walkthrough
        if walk is None or seat not in walk.hand.seats or not self._visible():
            return
        if walk.waiting in {Waiting.WHO_ACTS, Waiting.WHO_SHOWS} and self._area.chip_job() is None:
            self._session.answer_seat(seat)
        elif self._area.choose_seat(seat):
            return
        elif _bring_in_due(walk):
            # "Who brings it in?": the seat named is the answer (the call of its door card).
            announcement = build(walk.hand, Phrase.BRING_IN, seat, (), walk.procedure.expected())
            if announcement is not None:
                self._session.attempt(DealerStep.announce(announcement))
        else:
            self._note(self._words.choose_duty_first())


def _bring_in_due(walk: Walkthrough) -> bool:
    return walk.waiting is Waiting.DUTY and any(
        isinstance(step.announcement, BringIn) for step in walk.procedure.expected()
    )
