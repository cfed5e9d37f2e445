"""A stand-in for the audio device the speech tests share (a module of its own: ``from conftest
import`` finds whichever conftest was imported last)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot


class RecordingPlayer(QObject):
    """Stands in for the audio device: records what would be played, finishes shortly after."""

    finished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.played: list[Path] = []
        self.stops = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._finish)

    @property
    def can_play(self) -> bool:
        return True

    def play(self, path: Path) -> None:
        self.played.append(path)
        self._timer.start()

    def stop(self) -> None:
        self.stops += 1
        self._timer.stop()

    @Slot()
    def _finish(self) -> None:
        self.finished.emit()
