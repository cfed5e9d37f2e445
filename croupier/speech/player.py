"""Playing synthesised WAV files with QtMultimedia, and staying quiet when there is no audio device.

QtMultimedia on a machine without a sound server logs warnings while it probes optional libraries
(PipeWire, VA-API) and PulseAudio, and again on every attempt to play. We therefore look for a
sound server or card before loading it at all, and mute only those probe messages while loading.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import (
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    QUrl,
    Signal,
    SignalInstance,
    Slot,
    qFormatLogMessage,
    qInstallMessageHandler,
)

_MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], Any]

# Messages QtMultimedia emits while it looks for optional back-ends; harmless, and not actionable.
_PROBE_CATEGORIES = ("qt.multimedia.symbolsresolver", "qt.multimedia.ffmpeg")
_PROBE_PREFIXES = ("PulseAudioService:", "No audio device detected")


class Player(Protocol):
    """Plays one WAV at a time; ``finished()`` when it ends, stops or cannot play."""

    finished: SignalInstance

    @property
    def can_play(self) -> bool:
        """False when there is no audio output device (play() then just finishes)."""
        ...

    def play(self, path: Path) -> None:
        """Play ``path``, replacing whatever is playing."""
        ...

    def stop(self) -> None:
        """Stop playing (``finished`` is not emitted for a stop)."""
        ...


def _sound_server_or_card() -> bool:
    """Cheap look for anything QtMultimedia could play through, without loading it."""
    if os.environ.get("PULSE_SERVER"):
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}"
    sockets = [Path(runtime, "pulse", "native"), Path(runtime, "pipewire-0")]
    sockets.append(Path("/run/pulse/native"))  # PulseAudio in system mode
    if any(socket.exists() for socket in sockets):
        return True
    snd = Path("/dev/snd")
    return snd.is_dir() and any(snd.glob("pcm*p"))


@contextmanager
def muted_probe_messages() -> Iterator[None]:
    """Drop QtMultimedia's probe noise; pass every other message to the handler that was there."""
    previous: _MessageHandler | None = None

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        category = context.category or ""
        if category.startswith(_PROBE_CATEGORIES) or message.startswith(_PROBE_PREFIXES):
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            sys.stderr.write(qFormatLogMessage(mode, context, message) + "\n")

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def audio_output_available() -> bool:
    """True when QtMultimedia sees at least one audio output device."""
    if not _sound_server_or_card():
        return False
    with muted_probe_messages():
        from PySide6.QtMultimedia import QMediaDevices  # noqa: PLC0415 - loaded only if useful

        return bool(QMediaDevices.audioOutputs())


class NullPlayer(QObject):
    """The player when there is no audio device: every play finishes at once, silently."""

    finished = Signal()

    @property
    def can_play(self) -> bool:
        """Always False."""
        return False

    def play(self, path: Path) -> None:
        """Finish from the event loop, as a real player would."""
        QTimer.singleShot(0, self, self._finish)

    def stop(self) -> None:
        """Nothing is playing."""

    @Slot()
    def _finish(self) -> None:
        self.finished.emit()


class SoundEffectPlayer(QObject):
    """Plays WAV files through ``QSoundEffect`` (low latency, no FFmpeg decoding step)."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        with muted_probe_messages():
            from PySide6.QtMultimedia import QSoundEffect  # noqa: PLC0415

            self._effect = QSoundEffect(self)
        self._effect.playingChanged.connect(self._on_playing_changed)
        self._effect.statusChanged.connect(self._on_status_changed)
        self._active = False

    @property
    def can_play(self) -> bool:
        """True: an output device was found when this player was made."""
        return True

    def play(self, path: Path) -> None:
        """Play ``path`` (QSoundEffect starts once the file is loaded)."""
        self._active = False
        self._effect.stop()
        self._effect.setSource(QUrl.fromLocalFile(str(path)))
        self._active = True
        self._effect.play()

    def stop(self) -> None:
        """Stop without emitting ``finished``."""
        self._active = False
        self._effect.stop()

    @Slot()
    def _on_playing_changed(self) -> None:
        if self._active and not self._effect.isPlaying():
            self._active = False
            self.finished.emit()

    @Slot()
    def _on_status_changed(self) -> None:
        from PySide6.QtMultimedia import QSoundEffect  # noqa: PLC0415

        if self._active and self._effect.status() == QSoundEffect.Status.Error:
            self._active = False
            self.finished.emit()


def create_player(parent: QObject | None = None) -> SoundEffectPlayer | NullPlayer:
    """A real player when an audio device is there, else a :class:`NullPlayer`."""
    if audio_output_available():
        return SoundEffectPlayer(parent)
    return NullPlayer(parent)
