"""Voice answers in the walkthrough's working area: a line ("Listening…", then what was heard) and
the level meter shown while the microphone is on. Two widgets the area lays out among its pages."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QProgressBar

__all__ = ["VoiceLine"]


class VoiceLine:
    """The ``line`` and the ``level`` meter, both hidden until the microphone is on."""

    def __init__(self) -> None:
        self.line = QLabel()  # "Listening…", then what was heard
        self.line.setObjectName("voiceLine")
        self.line.setWordWrap(True)
        self.level = QProgressBar()  # the level meter while listening
        self.level.setObjectName("voiceLevel")
        self.level.setRange(0, 100)
        self.level.setTextVisible(False)
        self.level.setMaximumHeight(8)
        self.line.hide()
        self.level.hide()

    def set_listening(self, listening: bool, text: str) -> None:  # noqa: FBT001 - a signal's value
        """The meter (at zero) while listening, and ``text`` ("Listening…") once it starts."""
        self.level.setVisible(listening)
        self.level.setValue(0)
        if listening:
            self.say(text)

    def set_level(self, level: float) -> None:
        self.level.setValue(round(min(1.0, level * 4) * 100))  # speech sits well under full scale

    def say(self, text: str) -> None:
        self.line.setText(text)
        self.line.show()

    def clear(self) -> None:
        self.line.hide()
        self.level.hide()
