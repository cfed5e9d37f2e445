"""The ``Speaker`` protocol: what the GUI, drills and listen mode may ask of speech.

Two implementations: :class:`~croupier.speech.pyttsx3_speaker.Pyttsx3Speaker` (real voices) and
:class:`~croupier.speech.fallback.SilentSpeaker` (no engine installed). Build one with
:func:`croupier.speech.create_speaker`.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance


@runtime_checkable
class Speaker(Protocol):
    """Speaks one prompt at a time; a new prompt replaces whatever was still queued or playing.

    Signals (both implementations are QObjects that have them):

    * ``started(str)``: the text whose audio has begun to play.
    * ``finished()``: the latest prompt is over (played, silent, or could not play).
    * ``failed(str)``: the latest prompt could not be synthesised; the message says why.
    * ``notice_posted(str)``: a one-time sentence for the user when speech is degraded
      (no engine, no audio device); show it in the status bar.
    """

    started: SignalInstance
    finished: SignalInstance
    failed: SignalInstance
    notice_posted: SignalInstance

    @property
    def available(self) -> bool:
        """True when a speech engine is there (the audio device may still be missing)."""
        ...

    @property
    def notice(self) -> str | None:
        """The sentence for the user when speech is degraded, else None."""
        ...

    @property
    def rate(self) -> int:
        """Speaking rate in words per minute."""
        ...

    def say(self, text: str, lang: str) -> None:
        """Speak ``text`` in ``lang`` ("de" or "en"), cancelling any stale prompt."""
        ...

    def cancel(self) -> None:
        """Stop speaking and drop anything queued."""
        ...

    def set_rate(self, words_per_minute: int) -> None:
        """Speaking rate for the next prompts (clamped to eSpeak's 80-450)."""
        ...

    def shutdown(self) -> None:
        """Stop background work; idempotent, and done automatically when the app quits."""
        ...
