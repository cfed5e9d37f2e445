"""The speech worker: a QObject living in its own QThread that runs every synthesis.

eSpeak blocks while it works, so the GUI thread never calls it. Requests wait in a one-slot queue:
a new prompt overwrites one not yet started, so after a burst of prompts only the latest is
synthesised (plus the one already in progress, whose result the speaker then ignores as stale).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal, Slot

from croupier.speech.synth import SpeechError, Synthesizer


@dataclass(frozen=True)
class SpeechRequest:
    """One prompt to synthesise; ``serial`` lets the speaker recognise stale results."""

    serial: int
    text: str
    lang: str
    rate: int


class SpeechWorker(QObject):
    """Synthesises requests in the thread it was moved to; results go out as queued signals."""

    synthesized = Signal(int, str, str, float)
    """serial, WAV path, voice id, duration in seconds."""
    failed = Signal(int, str)
    """serial, reason."""

    _wake = Signal()
    _start_requested = Signal()

    def __init__(self, synthesizer: Synthesizer) -> None:
        super().__init__()
        self._synthesizer = synthesizer
        self._lock = threading.Lock()
        self._pending: SpeechRequest | None = None
        self._start_error: str | None = None
        # Queued even when emitted from the worker's own thread: submit() must never block.
        self._wake.connect(self._drain, Qt.ConnectionType.QueuedConnection)
        self._start_requested.connect(self._start_engine, Qt.ConnectionType.BlockingQueuedConnection)

    def start_engine(self) -> str | None:
        """From the GUI thread: start the engine in the worker thread and wait for it.

        Returns None when speech works, else the reason it does not. Takes ~50 ms (eSpeak loads
        its data), so call it once at start-up.
        """
        self._start_requested.emit()
        return self._start_error

    def submit(self, request: SpeechRequest) -> None:
        """Queue ``request`` from any thread, replacing a queued request not yet started."""
        with self._lock:
            self._pending = request
        self._wake.emit()

    def discard_pending(self) -> None:
        """Drop the queued request, if any (one in progress still finishes)."""
        with self._lock:
            self._pending = None

    @Slot()
    def _start_engine(self) -> None:
        try:
            self._synthesizer.start()
        except SpeechError as error:
            self._start_error = str(error) or type(error).__name__
        else:
            self._start_error = None

    @Slot()
    def _drain(self) -> None:
        with self._lock:
            request, self._pending = self._pending, None
        if request is None:
            return
        try:
            result = self._synthesizer.synthesize(request.text, request.lang, request.rate)
        except (SpeechError, ValueError, OSError) as error:
            self.failed.emit(request.serial, str(error))
        else:
            self.synthesized.emit(request.serial, str(result.path), result.voice_id, result.duration)
