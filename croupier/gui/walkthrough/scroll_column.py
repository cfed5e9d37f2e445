"""A column of widgets that scrolls up and down when the window is too low for it, never sideways:
the walkthrough panel's duties, feedback and checklist in a small window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

__all__ = ["ScrollColumn"]


class ScrollColumn(QScrollArea):
    """``add(widget, stretch)`` puts a widget under the last; ``scroll_to(y)`` brings a place into
    sight once the layout has settled."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._content = QWidget()
        self._content.setObjectName("walkthroughContent")
        self._column = QVBoxLayout(self._content)
        self._column.setContentsMargins(12, 10, 12, 4)
        self._column.setSpacing(7)
        self.setWidget(self._content)
        self._target = 0
        self.viewport().installEventFilter(self)

    def add(self, widget: QWidget, stretch: int = 0) -> None:
        self._column.addWidget(widget, stretch)

    def scroll_to(self, y: int) -> None:
        """Show the column from ``y`` (in the column's coordinates) down, after pending layouts."""
        self._target = y
        QTimer.singleShot(0, self, self._scroll)

    def _scroll(self) -> None:
        self.verticalScrollBar().setValue(self._target)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The content is never wider than the viewport (the scroll bar's width included):
        # QScrollArea sizes height-for-width content at the width without the bar.
        if event.type() == QEvent.Type.Resize and watched is self.viewport():
            self._content.setMaximumWidth(self.viewport().width())
        return super().eventFilter(watched, event)
