"""The Projector tab: what the projector view is for, which screen it goes to, and the button to open it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QPushButton, QVBoxLayout, QWidget

__all__ = ["ProjectorTab"]


class ProjectorTab(QWidget):
    """``open_requested(screen)``: the index in ``QGuiApplication.screens()`` chosen for the view."""

    open_requested = Signal(int)
    live_requested = Signal()  # start a live round: the Live class tab

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("projectorTab")
        self._title = QLabel()
        font = QFont(self._title.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self._title.setFont(font)
        self._intro = QLabel()
        self._intro.setWordWrap(True)
        self._keys = QLabel()
        self._keys.setWordWrap(True)
        self._keys.setTextFormat(Qt.TextFormat.PlainText)
        self.screen_box = QComboBox()
        self._screen_label = QLabel()
        self._screen_label.setBuddy(self.screen_box)
        self.open_button = QPushButton()
        self.open_button.setMinimumHeight(36)
        self.live_button = QPushButton()
        self._live_note = QLabel()
        self._live_note.setWordWrap(True)
        self.screen_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self._screen_label, self.screen_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 20)
        layout.setSpacing(12)
        layout.addWidget(self._title)
        layout.addWidget(self._intro)
        layout.addLayout(form)
        layout.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self._keys)
        layout.addSpacing(12)
        layout.addWidget(self._live_note)
        layout.addWidget(self.live_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)
        self.live_button.clicked.connect(self.live_requested)
        self.open_button.clicked.connect(
            lambda: self.open_requested.emit(max(0, self.screen_box.currentIndex()))
        )
        self.retranslate()

    def refresh(self) -> None:
        """List the screens connected now (a projector may have been plugged in)."""
        chosen = self.screen_box.currentIndex()
        screens = QGuiApplication.screens()
        self.screen_box.clear()
        for number, screen in enumerate(screens, start=1):
            size = screen.size()
            self.screen_box.addItem(
                self.tr("Screen {number}: {name} ({width}×{height})").format(
                    number=number, name=screen.name() or "–", width=size.width(), height=size.height()
                )
            )
        # A second screen is most likely the projector.
        default = 1 if len(screens) > 1 else 0
        self.screen_box.setCurrentIndex(chosen if 0 <= chosen < len(screens) else default)

    def retranslate(self) -> None:
        self._title.setText(self.tr("Projector view"))
        self._intro.setText(
            self.tr(
                "Show a scripted hand to the class on a large screen: open a hand history (PHH file) in "
                "the projector view and step through it in front of the class. Each step replays the hand "
                "up to that point; the caption says what happened in large type."
            )
        )
        self._keys.setText(
            self.tr(
                "Keys in the projector view: → or Space forward, ← back, Home and End to the start and "
                "the end, O open a file, H show the down cards, F11 full screen, Esc leave full screen."
            )
        )
        self._screen_label.setText(self.tr("&Show on:"))
        self.open_button.setText(self.tr("Open the projector view"))
        self._live_note.setText(
            self.tr(
                "A live class puts one question at a time on the projector and on every signed-in "
                "station; you choose the game and the skills, and see who has answered."
            )
        )
        self.live_button.setText(self.tr("Start a live round…"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
