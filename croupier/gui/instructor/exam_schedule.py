"""When an exam may be begun: "opens" and "closes", each a date and time in this computer's zone,
each ticked to apply (unticked: no bound). The school's server refuses a sitting outside it."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QDateTime, QEvent, QTime
from PySide6.QtWidgets import QCheckBox, QDateTimeEdit, QHBoxLayout, QWidget

__all__ = ["ScheduleFields"]


def _edit() -> QDateTimeEdit:
    edit = QDateTimeEdit()
    edit.setCalendarPopup(True)
    edit.setEnabled(False)
    return edit


class ScheduleFields(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.opens_check = QCheckBox()
        self.opens = _edit()
        self.closes_check = QCheckBox()
        self.closes = _edit()
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.opens_check, self.opens, self.closes_check, self.closes):
            row.addWidget(widget)
        row.addStretch(1)
        self.opens_check.toggled.connect(self.opens.setEnabled)
        self.closes_check.toggled.connect(self.closes.setEnabled)
        self.reset()
        self.retranslate()

    def reset(self) -> None:
        """No bounds; the fields offer today 08:00 and a week later 18:00."""
        today = QDateTime.currentDateTime()
        self.opens.setDateTime(QDateTime(today.date(), QTime(8, 0)))
        self.closes.setDateTime(QDateTime(today.date().addDays(7), QTime(18, 0)))
        self.opens_check.setChecked(False)
        self.closes_check.setChecked(False)

    def set_window(self, opens: datetime | None, closes: datetime | None) -> None:
        for check, edit, moment in (
            (self.opens_check, self.opens, opens),
            (self.closes_check, self.closes, closes),
        ):
            check.setChecked(moment is not None)
            if moment is not None:
                edit.setDateTime(QDateTime.fromSecsSinceEpoch(int(moment.timestamp())))

    def bounds(self) -> tuple[datetime | None, datetime | None]:
        """(opens, closes) as timezone-aware times; None where unticked."""

        def moment(check: QCheckBox, edit: QDateTimeEdit) -> datetime | None:
            if not check.isChecked():
                return None
            return datetime.fromtimestamp(edit.dateTime().toSecsSinceEpoch()).astimezone()

        return moment(self.opens_check, self.opens), moment(self.closes_check, self.closes)

    def retranslate(self) -> None:
        self.opens_check.setText(self.tr("opens"))
        self.closes_check.setText(self.tr("closes"))
        self.opens.setAccessibleName(self.tr("When the exam opens"))
        self.closes.setAccessibleName(self.tr("When the exam closes"))
        self.setToolTip(
            self.tr("When a sitting may begin (unticked: any time); the school's server enforces it")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
