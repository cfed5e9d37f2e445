"""The dealer's pace on the Progress page: the Table-ready hands timed, the hands an hour they make
against the class's target, the seconds a duty, and how many were on target. Hidden until a hand is
timed. The figures are ``croupier.training.pace``'s; the hands come from ``set_source``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from croupier.i18n import format_number, format_seconds
from croupier.store import StoreError
from croupier.training.pace import Timed, pace_summary

__all__ = ["PaceCard"]


class PaceCard(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progressPace")
        self.setStyleSheet(
            "#progressPace { background: #1f2629; border: 1px solid #3c464a; border-radius: 8px; }"
            " #progressPace QLabel { color: #f2f2ea; }"
        )
        self._source: Callable[[], Sequence[Timed]] = list
        self._hands: list[Timed] = []
        self._error: str | None = None
        self.label = QLabel()
        self.label.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 12, 8)
        layout.addWidget(self.label, 1)
        self.setVisible(False)
        self.retranslate()

    def set_source(self, source: Callable[[], Sequence[Timed]]) -> None:
        """Where the trainee's timed hands are read from (asked at every ``refresh``)."""
        self._source = source

    def refresh(self) -> None:
        try:
            self._hands, self._error = list(self._source()), None
        except StoreError as error:
            self._hands, self._error = [], str(error)
        self.setVisible(bool(self._hands) or self._error is not None)
        self.retranslate()

    def text(self) -> str:
        return self.label.text()

    def retranslate(self) -> None:
        if self._error is not None:
            self.label.setText(self.tr("The pace could not be read: {reason}").format(reason=self._error))
            return
        summary = pace_summary(self._hands)
        if not summary.hands:
            self.label.setText("")
            return
        rate = self.tr("Dealer pace (Table-ready hands): %n hand(s) at {rate} an hour", "", summary.hands)
        parts = [
            rate.format(rate=format_number(summary.hands_per_hour, decimals=1)),
            self.tr("target {target} an hour").format(target=format_number(summary.target, decimals=1)),
            self.tr("{seconds} a duty").format(seconds=format_seconds(summary.seconds_per_duty)),
            self.tr("%n on target", "", summary.on_pace),
        ]
        self.label.setText(" · ".join(parts))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
