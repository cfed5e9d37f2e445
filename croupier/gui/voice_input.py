"""Voice answers in the window: the microphone through QtMultimedia's ``QAudioSource`` (16 kHz,
mono, 16-bit), a level for the meter while listening, and the recogniser (``croupier.voice``) in a
worker thread, so the window never waits for it. ``hear_file`` takes a WAV file down the same path
(tests, and an instructor checking a recording).

No input device (this machine has none, nor has a server without a sound card): ``available`` is
False and says why; the caller tells the trainee once and leaves voice answers off. The devices are
Qt's ``QMediaDevices`` (``croupier.speech.devices``), on every system.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
from pathlib import Path

from PySide6.QtCore import QByteArray, QIODevice, QObject, Signal, Slot

from croupier.speech.devices import input_device, input_devices, muted_probe_messages
from croupier.voice.audio import Audio, AudioError, level, read_wav
from croupier.voice.recogniser import Grammar, Heard, Recogniser, VoiceError

__all__ = ["RATE", "VoiceInput", "input_devices"]

RATE = 16000
"""The microphone's sample rate: the rate of the en-us acoustic model."""


class _Relay(QObject):
    """Carries a result from the worker thread to the window's (a queued signal)."""

    done = Signal(int, object)  # the request's number, a Heard or an error's text


class VoiceInput(QObject):
    """``start(grammar)`` listens, ``stop()`` hears what was said (``heard(Heard)``), or
    ``failed(reason)``; ``level_changed(0..1)`` while listening; ``cancel()`` forgets it.
    ``device`` is the input's id from Settings ("" for the system's default)."""

    heard = Signal(object)
    failed = Signal(str)
    level_changed = Signal(float)
    listening_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None, *, device: str = "") -> None:
        super().__init__(parent)
        self.device = device
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="voice")
        self._recogniser: Recogniser | None = None
        self._relay = _Relay(self)
        self._relay.done.connect(self._done)
        self._request = 0
        self._source: QObject | None = None
        self._io: QIODevice | None = None
        self._buffer = bytearray()
        self._grammar: Grammar | None = None

    # ----------------------------------------------------------------------------- the device

    def available(self) -> bool:
        """Is there an input to listen to (the one chosen, else the default)?"""
        return bool(input_devices())

    @property
    def listening(self) -> bool:
        return self._source is not None

    def start(self, grammar: Grammar) -> bool:
        """Listen for a call of ``grammar``; False when there is no input device."""
        self.cancel()
        device = input_device(self.device)
        if device is None:
            return False
        with muted_probe_messages():
            from PySide6.QtMultimedia import QAudioFormat, QAudioSource  # noqa: PLC0415

            audio_format = QAudioFormat()
            audio_format.setSampleRate(RATE)
            audio_format.setChannelCount(1)
            audio_format.setSampleFormat(QAudioFormat.SampleFormat.Int16)
            source = QAudioSource(device, audio_format, self)
            io = source.start()
        if io is None:
            return False
        self._grammar = grammar
        self._buffer = bytearray()
        self._source, self._io = source, io
        io.readyRead.connect(self._read)
        self._prepare(grammar)
        self.listening_changed.emit(True)
        return True

    @Slot()
    def _read(self) -> None:
        if self._io is None:
            return
        block = bytes(QByteArray(self._io.readAll()).data())
        self._buffer.extend(block)
        self.level_changed.emit(level(block))

    def stop(self) -> None:
        """Stop listening and hear what was said."""
        source, grammar = self._source, self._grammar
        if source is None or grammar is None:
            return
        self._read()
        source.stop()  # type: ignore[attr-defined]
        self._source, self._io = None, None
        self.listening_changed.emit(False)
        self._submit(Audio(RATE, bytes(self._buffer)), grammar)

    def cancel(self) -> None:
        """Stop listening, and drop any answer still on its way."""
        self._request += 1
        if self._source is not None:
            self._source.stop()  # type: ignore[attr-defined]
            self._source, self._io = None, None
            self.listening_changed.emit(False)

    def hear_file(self, path: Path, grammar: Grammar) -> None:
        """Hear a WAV file as if it had been said (``heard`` or ``failed`` follows)."""
        try:
            audio = read_wav(path)
        except (AudioError, OSError) as error:
            self.failed.emit(str(error))
            return
        self._submit(audio, grammar)

    def shutdown(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=True, cancel_futures=True)

    # ----------------------------------------------------------------------------- the worker

    def _worker(self) -> Recogniser:
        if self._recogniser is None:
            self._recogniser = Recogniser()
        return self._recogniser

    def _prepare(self, grammar: Grammar) -> None:
        def run() -> None:
            with contextlib.suppress(VoiceError):  # said when it is heard
                self._worker().prepare(grammar, RATE)

        self._pool.submit(run)

    def _submit(self, audio: Audio, grammar: Grammar) -> None:
        self._request += 1
        request = self._request
        relay = self._relay

        def run() -> None:
            try:
                result: object = self._worker().hear(audio, grammar)
            except VoiceError as error:
                result = str(error)
            relay.done.emit(request, result)

        self._pool.submit(run)

    @Slot(int, object)
    def _done(self, request: int, result: object) -> None:
        if request != self._request:
            return  # cancelled, or overtaken by a newer question
        if isinstance(result, Heard):
            self.heard.emit(result)
        else:
            self.failed.emit(str(result))
