"""A column of widgets that scrolls up and down when the window is too low for it, never sideways:
the walkthrough panel's duties, feedback and checklist in a small window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QScrollArea, QVBoxLayout, QWidget

__all__ = ["ScrollColumn"]


class ScrollColumn(QScrollArea):
    """``add(widget, stretch)`` puts a widget under the last; ``scroll_to(y)`` brings a place into
    sight once the layout has settled, ``bring_into_sight(widget)`` a widget. ``needed_height()``
    is what the column takes to show whole at its width; ``content_changed`` says it may have
    changed (a page, a verdict or a banner shown)."""

    content_changed = Signal()

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
        self._content.installEventFilter(self)
        self._target = 0
        self._sighted: QWidget | None = None
        self.viewport().installEventFilter(self)

    @property
    def content(self) -> QWidget:
        """The widget the column's widgets stand in (the parent to make them in)."""
        return self._content

    def add(self, widget: QWidget, stretch: int = 0) -> None:
        self._column.addWidget(widget, stretch)

    def scroll_to(self, y: int) -> None:
        """Show the column from ``y`` (in the column's coordinates) down, after pending layouts."""
        self._target = y
        QTimer.singleShot(0, self, self._scroll)

    def needed_height(self) -> int:
        """The height the column needs to show everything in it without scrolling, at the
        width it has."""
        width = self.width()
        if self._content.hasHeightForWidth():
            return self._content.heightForWidth(width)
        return self._content.sizeHint().height()

    def _scroll(self) -> None:
        self.verticalScrollBar().setValue(self._target)

    def bring_into_sight(self, widget: QWidget | None) -> None:
        """Scroll as little as needed for the whole of ``widget`` to show, after pending layouts,
        and again whenever it or the column's view moves or changes size, until another widget
        or None is given."""
        if self._sighted is not None:
            self._sighted.removeEventFilter(self)
        self._sighted = widget
        if widget is not None:
            widget.installEventFilter(self)
            QTimer.singleShot(0, self, self._ensure_sighted)

    def _ensure_sighted(self) -> None:
        if self._sighted is not None:
            self.ensureWidgetVisible(self._sighted, 0, 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The content is never wider than the viewport (the scroll bar's width included):
        # QScrollArea sizes height-for-width content at the width without the bar.
        # (Called for every event of the three it watches, paints too: who first, then what.)
        if watched is self._content:
            if event.type() == QEvent.Type.LayoutRequest:
                self.content_changed.emit()  # something in the column was shown, hidden or reworded
        elif watched is self._sighted:
            if event.type() in {QEvent.Type.Resize, QEvent.Type.Move}:
                QTimer.singleShot(0, self, self._ensure_sighted)
        elif event.type() == QEvent.Type.Resize and watched is self.viewport():
            self._content.setMaximumWidth(self.viewport().width())
            if self._sighted is not None:  # the column grew lower (the verdict strip took a line)
                QTimer.singleShot(0, self, self._ensure_sighted)
        return super().eventFilter(watched, event)
