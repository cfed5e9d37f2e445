"""The Audit tab: the school's audit trail as its database wrote it — when, the login, the station,
what was created, changed, removed, granted, withdrawn or sealed — newest first. Nothing here can
change it (no login may). On this computer's file there is none, and the tab says so."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.instructor.message_line import MessageLine
from croupier.i18n import format_datetime
from croupier.store import Store, StoreError
from croupier.store.audit import AuditEntry
from croupier.words.audit_words import detail_text, what_text

__all__ = ["AuditPage"]

SHOWN = 500  # the newest lines shown; `croupier school audit` prints them all


class AuditPage(QWidget):
    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._loaded = False
        self.entries: list[AuditEntry] = []
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.table = QTableWidget(0, 5)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        for column in range(4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.message = MessageLine()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(self.intro)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.message)
        self.retranslate()

    def set_store(self, store: Store) -> None:
        self._store = store
        if self._loaded:
            self.refresh()

    def refresh(self) -> None:
        self._loaded = True
        if self._store.dialect != "postgresql":
            self.entries = []
            self.table.setRowCount(0)
            self.intro.setText(
                self.tr(
                    "The audit trail is kept by a school's PostgreSQL server; this computer's file has "
                    "none (anyone who can write the file could change it)."
                )
            )
            return
        self.intro.setText(
            self.tr(
                "Written by the school's database itself: who did what, when, from which station. "
                "Nobody can change it. The newest {count} lines; `croupier school audit` prints them all."
            ).format(count=SHOWN)
        )
        try:
            self.entries = list(reversed(self._store.audit.entries(limit=SHOWN)))
            classes = {school_class.id: school_class.name for school_class in self._store.classes.classes()}
        except StoreError as error:
            self.message.show_error(
                self.tr("The audit trail could not be read: {reason}").format(reason=error)
            )
            return
        self.table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            cells = (
                format_datetime(entry.at),
                entry.login,
                entry.station or entry.address or "?",
                what_text(entry.action, entry.subject, entry.subject_id),
                detail_text(entry.action, entry.detail, {"class_id": classes}),  # a move: by name
            )
            for column, text in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(text))

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [self.tr("When"), self.tr("Login"), self.tr("Station"), self.tr("What"), self.tr("Details")]
        )
        self.table.setAccessibleName(self.tr("Audit trail"))
        if self._loaded:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
