"""The real speaker: pyttsx3 synthesis in a worker thread, playback through QtMultimedia."""

from __future__ import annotations

import weakref
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from croupier.speech.player import Player
from croupier.speech.rates import DEFAULT_RATE, clamp_rate
from croupier.speech.synth import Synthesizer
from croupier.speech.worker import SpeechRequest, SpeechWorker


def _stop_thread(thread: QThread) -> None:
    # Runs from shutdown(), from garbage collection or at interpreter exit, whichever is first;
    # a QThread destroyed while running aborts the process.
    if thread.isRunning():
        thread.quit()
        thread.wait()


class Pyttsx3Speaker(QObject):
    """A :class:`~croupier.speech.speaker.Speaker` with the system's voices (pyttsx3: eSpeak NG,
    SAPI5, macOS's).

    Owns one worker thread for its lifetime (the app makes one speaker for the whole process).
    ``say()`` returns at once; the WAV is made in the worker and played when it arrives, unless a
    newer prompt came in meanwhile.
    """

    started = Signal(str)
    finished = Signal()
    failed = Signal(str)
    notice_posted = Signal(str)
    synthesized = Signal(str)
    """The path of the WAV about to be played (for tests and the "save phrase" feature)."""

    def __init__(
        self,
        synthesizer: Synthesizer,
        player: Player,
        parent: QObject | None = None,
        rate: int = DEFAULT_RATE,
    ) -> None:
        super().__init__(parent)
        self._player = player
        self._rate = clamp_rate(rate)
        self._serial = 0
        self._texts: dict[int, str] = {}
        self._playing = False
        self._notice: str | None = None
        self._closed = False

        self._thread = QThread()
        self._thread.setObjectName("croupier-speech")
        self._worker = SpeechWorker(synthesizer)
        self._worker.moveToThread(self._thread)
        self._worker.synthesized.connect(self._on_synthesized)
        self._worker.failed.connect(self._on_failed)
        self._player.finished.connect(self._on_player_finished)
        self._thread.start()
        self._finalizer = weakref.finalize(self, _stop_thread, self._thread)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    def start_engine(self) -> str | None:
        """Start the engine in the worker thread; None on success, else why speech is off."""
        return self._worker.start_engine()

    @property
    def available(self) -> bool:
        """True: this speaker has an engine."""
        return True

    @property
    def notice(self) -> str | None:
        """Set once playback turned out to be impossible (no audio device)."""
        return self._notice

    @property
    def rate(self) -> int:
        """Words per minute for the next prompts."""
        return self._rate

    @property
    def busy(self) -> bool:
        """True while the latest prompt is being synthesised or played."""
        return self._serial in self._texts or self._playing

    def say(self, text: str, lang: str) -> None:
        """Speak ``text`` in ``lang``; anything older, queued or playing, is dropped."""
        if self._closed:
            return
        self._serial += 1
        self._texts = {self._serial: text}
        self._stop_playing()
        self._worker.submit(SpeechRequest(self._serial, text, lang, self._rate))

    def cancel(self) -> None:
        """Stop speaking and drop anything queued."""
        self._serial += 1
        self._texts = {}
        self._worker.discard_pending()
        self._stop_playing()

    def set_rate(self, words_per_minute: int) -> None:
        """Rate for the next prompts, clamped to 80-450 words per minute."""
        self._rate = clamp_rate(words_per_minute)

    @Slot()
    def shutdown(self) -> None:
        """Stop playback and the worker thread; waits for a synthesis in progress (< 1 s)."""
        if self._closed:
            return
        self._closed = True
        self.cancel()
        self._finalizer()

    def _stop_playing(self) -> None:
        if self._playing:
            self._playing = False
            self._player.stop()

    @Slot(int, str, str, float)
    def _on_synthesized(self, serial: int, path: str, voice_id: str, duration: float) -> None:
        text = self._texts.pop(serial, None)
        if text is None or serial != self._serial or self._closed:
            return  # stale: a newer prompt or a cancel came in while this one was made
        self.synthesized.emit(path)
        if not self._player.can_play:
            # Short enough for the status bar (the folder of the WAV files was cut off there).
            self._post_notice(
                self.tr(
                    "No audio output device: the spoken prompts cannot be heard (the speaker button "
                    "in the top bar turns them off)."
                )
            )
            self.finished.emit()
            return
        self._playing = True
        self._player.play(Path(path))
        self.started.emit(text)

    @Slot(int, str)
    def _on_failed(self, serial: int, reason: str) -> None:
        if self._texts.pop(serial, None) is not None and serial == self._serial:
            self.failed.emit(reason)
            self.finished.emit()

    @Slot()
    def _on_player_finished(self) -> None:
        if self._playing:
            self._playing = False
            self.finished.emit()

    def _post_notice(self, text: str) -> None:
        if self._notice is None:
            self._notice = text
            self.notice_posted.emit(text)
