"""The silent speaker used when no speech engine is installed: the app runs, and says once why."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from croupier.speech.rates import DEFAULT_RATE, clamp_rate


class SilentSpeaker(QObject):
    """A :class:`~croupier.speech.speaker.Speaker` that records what it would have said.

    The notice (what to install or switch on, for this system) is posted through ``notice_posted``
    exactly once, at the first :meth:`say`, so it appears when the user first expects to hear
    something.
    """

    started = Signal(str)
    finished = Signal()
    failed = Signal(str)
    notice_posted = Signal(str)

    def __init__(self, reason: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.reason = reason
        self.said: list[tuple[str, str]] = []
        self._rate = DEFAULT_RATE
        self._noticed = False
        if sys.platform == "win32":
            self._notice = self.tr(
                "Spoken prompts are off: Windows' speech (SAPI5) could not be started. Check that a "
                "voice is installed (Settings, Time & language, Speech) and restart Croupier."
            )
        elif sys.platform == "darwin":
            self._notice = self.tr(
                "Spoken prompts are off: the speech of macOS could not be started. Check the voices "
                "in System Settings (Accessibility, Spoken Content) and restart Croupier."
            )
        else:
            self._notice = self.tr(
                "Spoken prompts are off: no speech engine was found. "
                "Install eSpeak NG (apt-get install libespeak-ng1 espeak-ng-data) and restart Croupier."
            )

    @property
    def available(self) -> bool:
        """Always False: nothing is ever spoken."""
        return False

    @property
    def notice(self) -> str | None:
        """Where to look: the eSpeak NG install line, or this system's speech settings."""
        return self._notice

    @property
    def rate(self) -> int:
        """The rate a real engine would use."""
        return self._rate

    def say(self, text: str, lang: str) -> None:
        """Record the phrase, post the notice the first time, and finish at once."""
        self.said.append((text, lang))
        if not self._noticed:
            self._noticed = True
            self.notice_posted.emit(self._notice)
        # Finish from the event loop, as the real speaker does, so callers see the same order.
        QTimer.singleShot(0, self, self._finish)

    def cancel(self) -> None:
        """Nothing is playing; nothing to do."""

    def set_rate(self, words_per_minute: int) -> None:
        """Remember the rate (it is reported back by :attr:`rate`)."""
        self._rate = clamp_rate(words_per_minute)

    def shutdown(self) -> None:
        """No background work to stop."""

    @Slot()
    def _finish(self) -> None:
        self.finished.emit()
