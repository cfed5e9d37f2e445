"""Voice answers, for the walkthrough and the quiz: where a call is asked, the voice key (Space, or F2
in Settings) starts listening; held, its release hears the call (push to talk), tapped, the next
press does (a toggle). What was heard becomes the procedure's announcement
(``croupier.voice.calls``), which the asking view grades exactly as a built or chosen one. A WAV
file can be heard the same way (``hear_file``).

Voice answers are English only: in German the trainee is told so once and builds the call. With
no input device they are off, with one notice. Settings switch them off altogether."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent

from croupier.engine.cards import Card
from croupier.gui.settings import Settings
from croupier.gui.voice_input import VoiceInput
from croupier.i18n.names import card_name
from croupier.procedure import Announcement
from croupier.training.controller import Walkthrough
from croupier.voice.calls import Calls, walkthrough_calls
from croupier.voice.recogniser import Heard, available

__all__ = ["HOLD_SECONDS", "Question", "VoiceAnswers", "english_calls", "walkthrough_question"]

HOLD_SECONDS = 0.4
"""A key held at least this long is push to talk: its release hears the call."""

_KEY_CODES = {"Space": Qt.Key.Key_Space, "F2": Qt.Key.Key_F2}

Question = tuple[Calls, Sequence[Announcement]]
"""What a call is asked for: the calls it could take, and the ones due (to tell seats apart)."""


def walkthrough_question(walk: Walkthrough) -> Question:
    """The walkthrough's question now: the builder's calls on this table and the steps due."""
    expected = walk.procedure.expected()
    due = [step.announcement for step in expected if step.announcement is not None]
    return walkthrough_calls(walk.hand, expected), due


def english_calls() -> bool:
    """Are the dealer's calls worded in English now (the only language the recogniser hears)?"""
    return card_name(Card.parse("2c")) == "deuce of clubs"


class VoiceAnswers(QObject):
    """``toggle(question)`` on Space where a call is asked (``question`` makes it when needed).
    ``answered(announcement, text)`` when a call was heard; ``note(text)`` for what the trainee
    should know (not understood, no microphone, English only); ``listening_changed(bool)`` and
    ``level_changed(float)`` for the meter."""

    answered = Signal(object, str)
    note = Signal(str)
    listening_changed = Signal(bool)
    level_changed = Signal(float)

    def __init__(self, settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.input = VoiceInput(self, device=settings.voice_device if settings is not None else "")
        self.input.heard.connect(self._heard)
        self.input.failed.connect(self._failed)
        self.input.listening_changed.connect(self.listening_changed)
        self.input.level_changed.connect(self.level_changed)
        self._calls: Calls | None = None
        self._due: Sequence[Announcement] = ()
        self._told: set[str] = set()
        self._since: float | None = None  # when listening started (for push to talk)
        self.input.listening_changed.connect(self._watch_release)

    def set_settings(self, settings: Settings) -> None:
        """The settings that switch voice answers and choose the microphone."""
        self._settings = settings
        self.input.device = settings.voice_device

    @property
    def key(self) -> str:
        """The key that listens and hears ("Space" or "F2", from Settings)."""
        return self._settings.voice_key if self._settings is not None else "Space"

    def enabled(self) -> bool:
        """Voice answers are switched on in Settings (they are by default)."""
        return self._settings is None or self._settings.voice_answers

    def offered(self) -> bool:
        """Would Space listen now: on, English, a microphone there?"""
        return self.enabled() and english_calls() and available() and self.input.available()

    def _once(self, key: str, text: str) -> None:
        if key not in self._told:
            self._told.add(key)
            self.note.emit(text)

    def _ask(self, question: Question) -> Calls:
        self._calls, self._due = question
        return self._calls

    def toggle(self, question: Callable[[], Question]) -> None:
        """Space where a call is asked: listen, or hear what was said."""
        if not self.enabled():
            return
        if self.input.listening:
            self.input.stop()
            return
        if not english_calls():
            self._once(
                "english",
                self.tr("Voice answers are English only: answer with the keys or the buttons."),
            )
            return
        if self._settings is not None:
            self.input.device = self._settings.voice_device
        if (
            not available()
            or not self.input.available()
            or not self.input.start(self._ask(question()).grammar)
        ):
            self._once(
                "device",
                self.tr("No microphone found: voice answers are off. Answer with the keys or the buttons."),
            )

    def hear_file(self, path: Path, question: Question) -> None:
        """Hear a WAV file as the call said now (tests; an instructor's recording)."""
        self.input.cancel()
        self.input.hear_file(path, self._ask(question).grammar)

    def cancel(self) -> None:
        """The builder closed: stop listening, forget an answer on its way."""
        self.input.cancel()

    def shutdown(self) -> None:
        self.input.shutdown()

    def _watch_release(self, listening: bool) -> None:  # noqa: FBT001 - a signal's value
        app = QCoreApplication.instance()
        if app is None:
            return
        if listening:
            self._since = time.monotonic()
            app.installEventFilter(self)
        else:
            self._since = None
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The voice key released after it was held: push to talk, so hear the call now."""
        if (
            event.type() == QEvent.Type.KeyRelease
            and isinstance(event, QKeyEvent)
            and not event.isAutoRepeat()
            and event.key() == _KEY_CODES.get(self.key)
            and self._since is not None
            and time.monotonic() - self._since >= HOLD_SECONDS
            and self.input.listening
        ):
            self.input.stop()
        return super().eventFilter(watched, event)

    def _heard(self, heard: Heard) -> None:
        calls = self._calls
        understood = calls.understood(heard.words or (), self._due) if calls is not None else None
        if calls is None or understood is None:
            self.note.emit(self.tr("Not understood: say the call again, or answer with the keys."))
            return
        self.answered.emit(understood, calls.text(heard.words or ()) or heard.text)

    def _failed(self, reason: str) -> None:
        self.note.emit(self.tr("Voice answers failed: {reason}").format(reason=reason))
