"""A speaker made after the window's first frame: the app's window appears before pyttsx3, eSpeak NG
and QtMultimedia are loaded, and its speaker becomes the real one a moment later."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from croupier.speech.rates import DEFAULT_RATE, clamp_rate
from croupier.speech.speaker import Speaker

__all__ = ["LateSpeaker"]


class LateSpeaker(QObject):
    """A :class:`~croupier.speech.speaker.Speaker` that makes its real speaker with ``make`` on
    :meth:`start` (the app calls it after the first frame), or at the first :meth:`say` if that
    comes sooner. Until then it counts as available; a real speaker that turns out silent posts its
    notice once it is made. The rate set meanwhile is handed on."""

    started = Signal(str)
    finished = Signal()
    failed = Signal(str)
    notice_posted = Signal(str)

    def __init__(self, make: Callable[[], Speaker], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._make = make
        self._real: Speaker | None = None
        self._rate = DEFAULT_RATE
        self._closed = False

    @property
    def real(self) -> Speaker | None:
        """The speaker it speaks with, once made."""
        return self._real

    def start(self) -> Speaker:
        """Make the real speaker (once) and pass its signals on."""
        if self._real is None:
            real = self._make()
            real.set_rate(self._rate)
            real.started.connect(self.started)
            real.finished.connect(self.finished)
            real.failed.connect(self.failed)
            real.notice_posted.connect(self.notice_posted)
            self._real = real
            if self._closed:
                real.shutdown()
            elif not real.available and real.notice:
                self.notice_posted.emit(real.notice)
        return self._real

    @property
    def available(self) -> bool:
        return self._real is None or self._real.available

    @property
    def notice(self) -> str | None:
        return self._real.notice if self._real is not None else None

    @property
    def rate(self) -> int:
        return self._rate

    def say(self, text: str, lang: str) -> None:
        if not self._closed:
            self.start().say(text, lang)

    def cancel(self) -> None:
        if self._real is not None:
            self._real.cancel()

    def set_rate(self, words_per_minute: int) -> None:
        self._rate = clamp_rate(words_per_minute)
        if self._real is not None:
            self._real.set_rate(self._rate)

    def shutdown(self) -> None:
        self._closed = True
        if self._real is not None:
            self._real.shutdown()
