"""The hand log beside the checklist: each street's moves as the dealer saw them ("S3 bets 20 · S5
calls 20 · S1 raises to 40"), the street under way marked and kept in view."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QTextBrowser, QWidget

from croupier.engine.events import Event
from croupier.training.hand_log import LogStreet, hand_log
from croupier.words.hand_log_words import log_heading, log_line

__all__ = ["HandLogView"]

_NOW = "#f0c94a"  # the street under way, as the checklist marks the line it is at
_DONE = "#c9c5ba"


class HandLogView(QTextBrowser):
    """``set_events(events)`` shows the log of a hand's events."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handLog")
        self.setOpenLinks(False)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._streets: list[LogStreet] = []
        # The street under way stays in view: the log follows its end (set before the tab is first
        # shown, the range is 0 when the text is set) unless the trainee scrolled back to read.
        self._follow = True
        bar = self.verticalScrollBar()
        bar.rangeChanged.connect(self._range_changed)
        bar.actionTriggered.connect(self._scrolled)  # the trainee's own scrolling (wheel, bar)
        self.retranslate()

    def set_events(self, events: list[Event]) -> None:
        streets = hand_log(events)
        if streets == self._streets and self.toPlainText():
            return
        self._streets = streets
        self._render()

    def _render(self) -> None:
        if not self._streets:
            self.setHtml(f"<p style='color:{_DONE}'>{escape(self.tr('No player has acted yet.'))}</p>")
            return
        parts = []
        for index, street in enumerate(self._streets):
            colour = _NOW if index == len(self._streets) - 1 else _DONE
            parts.append(
                f"<p style='margin:0 0 4px 0; color:{colour}'><b>{escape(log_heading(street.street))}</b>"
                f"<br/>{escape(log_line(street))}</p>"
            )
        self._follow = True
        self.setHtml("".join(parts))
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())  # the street under way in view

    def _range_changed(self, _minimum: int, maximum: int) -> None:
        if self._follow:
            self.verticalScrollBar().setValue(maximum)

    def _scrolled(self, _action: int) -> None:
        # Asked before the move is made: where it lands decides, once it has landed.
        QTimer.singleShot(0, self, self._landed)

    def _landed(self) -> None:
        bar = self.verticalScrollBar()
        self._follow = bar.value() >= bar.maximum()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._follow:
            bar = self.verticalScrollBar()
            bar.setValue(bar.maximum())

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Hand log: the players' moves by street"))
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
