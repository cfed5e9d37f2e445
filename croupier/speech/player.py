"""Playing synthesised WAV files with QtMultimedia, and staying quiet when there is no audio device
(``croupier.speech.devices`` asks Qt's ``QMediaDevices``, on every system)."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, QUrl, Signal, SignalInstance, Slot

from croupier.speech.devices import audio_output_available, muted_probe_messages

__all__ = ["NullPlayer", "Player", "SoundEffectPlayer", "audio_output_available", "create_player"]


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
