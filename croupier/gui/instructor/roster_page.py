"""The roster: the class's trainees with their sessions, answers, accuracy and last activity;
add, rename, archive and restore them, move one to another class (recorded in a school server's
audit trail; an instructor moves trainees only between classes they teach), give one a password (on
a school database: the first one, which the trainee changes at their next sign-in, or a new one for
a forgotten one), and export one trainee's answers or progress report. Above them the School box
(``school_box``): the school's names, its paces and a class's own pace target."""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.background import Background
from croupier.gui.in_turns import InTurns
from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.exports import Exporter
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.school_box import SchoolBox
from croupier.i18n import format_datetime, format_number, format_percent
from croupier.reports import TraineeSummary, trainee_summaries
from croupier.store import InvalidRecordError, Store, StoreError, Trainee
from croupier.store.classes import SchoolClass
from croupier.store.errors import DuplicateRecordError, PermissionDeniedError
from croupier.store.logins import MIN_PASSWORD
from croupier.store.school import SchoolSettings

__all__ = ["RosterPage"]


@dataclass(frozen=True)
class _Read:
    """What the roster shows, read together (in a worker thread, or at once)."""

    summaries: list[TraineeSummary]
    standing: dict[int, tuple[int, int]]
    classes: list[SchoolClass]
    several_classes: bool
    school: SchoolSettings


def _read(store: Store, *, include_archived: bool) -> _Read:
    # Totals only: the roster shows no skill, and the skills' medians cost ten times more.
    summaries = trainee_summaries(store, include_archived=include_archived, skills=False)
    return _Read(
        summaries,
        store.assignments.standing(),
        store.classes.seen(),
        len(store.classes.classes()) > 1,
        store.school.settings(),
    )


_MAX_NAME = 120
_TURN_SECONDS = 0.012  # rows made between two turns of the event loop at most this long
_ID = Qt.ItemDataRole.UserRole
CLASS_COLUMN = 7


class RosterPage(QWidget):
    """``roster_changed()`` after a trainee was added, renamed, archived, restored or moved;
    ``paces_changed()`` after a class's or the school's settings (its pace target) were saved."""

    roster_changed = Signal()
    paces_changed = Signal()

    def __init__(self, store: Store, dialogs: InstructorDialogs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rosterPage")
        self._store = store
        self._dialogs = dialogs
        self._exporter = Exporter(store, dialogs)
        self._summaries: list[TraineeSummary] = []
        self._standing: dict[int, tuple[int, int]] = {}
        self._classes: list[SchoolClass] = []  # those this login manages
        self._loaded = False  # read from the store on the first refresh(), not before
        self._reader = Background(self)
        self._filling = InTurns(iter(()), self)
        self._filling.finish()  # (nothing to fill yet)
        self._asked = 0  # reads asked for now (refresh): a background read older than one is dropped

        self.name_field = QLineEdit()
        self.name_field.setMaxLength(_MAX_NAME)
        self.add_button = QPushButton()
        self.show_archived = QCheckBox()
        self.table = QTableWidget(0, 8)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 8):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.empty_hint = QLabel()
        self.empty_hint.setWordWrap(True)
        self.rename_button = QPushButton()
        self.archive_button = QPushButton()
        self.restore_button = QPushButton()
        self.move_button = QPushButton()  # its menu: the classes the trainee may be moved to
        self.move_menu = QMenu(self.move_button)
        self.move_button.setMenu(self.move_menu)
        self.csv_button = QPushButton()
        self.pdf_button = QPushButton()
        self.password_field = QLineEdit()
        self.password_field.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_field.setMaximumWidth(220)
        self.password_button = QPushButton()
        self.message = MessageLine()
        self.school_box = SchoolBox(store, self.message)
        # The box's fields and buttons, reached through the page as before they had a class of their own.
        box = self.school_box
        self.school_name, self.instructor_name = box.school_name, box.instructor_name
        self.pace_target, self.answer_target = box.pace_target, box.answer_target
        self.save_school_button = box.save_school_button
        self.class_pace_row, self.class_pace_box = box.class_pace_row, box.class_pace_box
        self.class_pace, self.save_class_pace_button = box.class_pace, box.save_class_pace_button

        adding = QHBoxLayout()
        adding.addWidget(self.name_field, 1)
        adding.addWidget(self.add_button)
        adding.addSpacing(16)
        adding.addWidget(self.show_archived)
        actions = QHBoxLayout()
        for button in (self.rename_button, self.archive_button, self.restore_button, self.move_button):
            actions.addWidget(button)
        self._password_row = QWidget()
        password = QHBoxLayout(self._password_row)
        password.setContentsMargins(16, 0, 0, 0)
        password.addWidget(self.password_field)
        password.addWidget(self.password_button)
        actions.addWidget(self._password_row)
        actions.addStretch(1)
        actions.addWidget(self.csv_button)
        actions.addWidget(self.pdf_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(8)
        layout.addWidget(self.school_box)
        layout.addLayout(adding)
        layout.addWidget(self.message)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_hint)
        layout.addLayout(actions)
        self._connect_signals()
        self.retranslate()

    def _connect_signals(self) -> None:
        self.add_button.clicked.connect(self.add_trainee)
        self.name_field.returnPressed.connect(self.add_trainee)
        self.show_archived.toggled.connect(self.refresh)
        self.rename_button.clicked.connect(self.rename_selected)
        self.archive_button.clicked.connect(self.archive_selected)
        self.restore_button.clicked.connect(self.restore_selected)
        self.csv_button.clicked.connect(self._export_csv)
        self.pdf_button.clicked.connect(self._export_pdf)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.itemActivated.connect(lambda _item: self.rename_selected())
        self.school_box.classes_changed.connect(self.refresh)
        self.school_box.paces_changed.connect(self.paces_changed)
        self.password_button.clicked.connect(self.give_password)
        self.password_field.returnPressed.connect(self.give_password)

    # ----------------------------------------------------------------------------- data

    @property
    def store(self) -> Store:
        return self._store

    def set_store(self, store: Store) -> None:
        """Work in ``store`` from now on (the instructor's own login, once instructor mode is open)."""
        self._store = store
        exporter = getattr(self, "_exporter", None)
        if exporter is not None:
            exporter.set_store(store)
        school_box = getattr(self, "school_box", None)
        if school_box is not None:
            school_box.set_store(store)

    def refresh(self) -> None:
        """Read the roster again now, keeping the selected trainee selected (after a change made on
        this page, whose result the instructor waits to see)."""
        self._loaded = True
        self._asked += 1  # a read under way in the background is older than this one: not shown
        try:
            read = _read(self._store, include_archived=self.show_archived.isChecked())
        except StoreError as error:
            self._read_failed(error)
            return
        self._show(read, now=True)

    def reload(self) -> None:
        """Read the roster again in a worker thread and show it once read (the instructor page's
        reads: on unlocking, on coming to this tab, on news from the stations)."""
        self._loaded = True
        store, archived, asked = self._store, self.show_archived.isChecked(), self._asked
        self._reader.submit(
            lambda: _read(store, include_archived=archived),
            lambda read: self._show(read) if asked == self._asked else None,
            self._read_failed,
        )

    def is_reading(self) -> bool:
        """Is a read under way in the background (its figures not all on show yet)?"""
        return self._reader.busy() or not self._filling.over

    def _read_failed(self, error: StoreError) -> None:
        self.message.show_error(self.tr("The roster could not be read: {reason}").format(reason=error))

    def _show(self, read: _Read, *, now: bool = False) -> None:
        """Show ``read``: rows a turn's worth at a time (``InTurns``), or ``now`` all at once."""
        self._filling.stop()  # a newer read: its rows replace those being made
        self._filling.deleteLater()
        self._filling = InTurns(self._fill(read), self, hold=self.table)
        if now:
            self._filling.finish()
        else:
            self._filling.start()

    def _fill(self, read: _Read) -> Iterator[None]:
        chosen = self.selected_trainee()
        self._summaries, self._standing, self._classes = read.summaries, read.standing, read.classes
        self.school_box.show_school(read.school, self._classes, several_classes=read.several_classes)
        self.table.setRowCount(len(self._summaries))
        turn = time.perf_counter()
        for row, summary in enumerate(self._summaries):
            self._fill_row(row, summary)
            if time.perf_counter() - turn > _TURN_SECONDS:
                yield
                turn = time.perf_counter()
        self.empty_hint.setVisible(not self._summaries)
        if chosen is not None:
            self.select_trainee(chosen.id)
        self._update_buttons()

    def _fill_row(self, row: int, summary: TraineeSummary) -> None:
        trainee = summary.trainee
        archived = trainee.archived
        texts = [
            trainee.name,
            format_number(summary.sessions),
            format_number(summary.attempts),
            "–" if summary.accuracy is None else format_percent(summary.accuracy),
            self._when(summary),
            self._assignments_text(trainee.id),
            self.tr("Archived") if archived else self.tr("Active"),
            self._class_name(trainee.class_id),
        ]
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            item.setData(_ID, trainee.id)
            if column in (1, 2, 3, 5):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if archived:
                font = QFont(item.font())
                font.setItalic(True)
                item.setFont(font)
                item.setForeground(self.palette().placeholderText())
            self.table.setItem(row, column, item)

    def _class_name(self, class_id: int | None) -> str:
        return next((c.name for c in self._classes if c.id == class_id), "–")

    def choose_pace_class(self, class_id: int | None) -> None:
        """Show the pace target of the class ``class_id`` (one this login manages) beside the school's."""
        self.school_box.choose_pace_class(class_id)

    def save_class_pace(self) -> SchoolClass | None:
        """Keep the chosen class's own pace target (see ``SchoolBox.save_class_pace``)."""
        return self.school_box.save_class_pace()

    def save_school(self) -> SchoolSettings | None:
        """Keep the school's settings (see ``SchoolBox.save_school``)."""
        return self.school_box.save_school()

    def _assignments_text(self, trainee_id: int) -> str:
        done, given = self._standing.get(trainee_id, (0, 0))
        if not given:
            return "–"
        return self.tr("{done} of {given} done").format(done=format_number(done), given=format_number(given))

    def _when(self, summary: TraineeSummary) -> str:
        if summary.last_active is None:
            return self.tr("never")
        return format_datetime(summary.last_active)

    def selected_trainee(self) -> Trainee | None:
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        if not rows:
            return None
        row = min(rows)
        return self._summaries[row].trainee if row < len(self._summaries) else None

    def select_trainee(self, trainee_id: int) -> None:
        for row, summary in enumerate(self._summaries):
            if summary.trainee.id == trainee_id:
                self.table.selectRow(row)
                return
        self.table.clearSelection()

    def _update_buttons(self) -> None:
        trainee = self.selected_trainee()
        chosen = trainee is not None
        if trainee is not None:
            self.choose_pace_class(trainee.class_id)  # the selected trainee's class's target
        self.rename_button.setEnabled(chosen)
        self.archive_button.setEnabled(chosen and trainee is not None and not trainee.archived)
        self.restore_button.setEnabled(chosen and trainee is not None and trainee.archived)
        self._fill_move_menu(trainee)
        self.csv_button.setEnabled(chosen)
        self.pdf_button.setEnabled(chosen)
        self._password_row.setVisible(bool(self._store.logins.with_passwords))
        self.password_button.setEnabled(chosen and trainee is not None and not trainee.archived)
        self.password_field.setEnabled(self.password_button.isEnabled())

    def _fill_move_menu(self, trainee: Trainee | None) -> None:
        """One entry per class, the trainee's own ticked and not offered; shown with two classes or more."""
        self.move_menu.clear()
        self.move_button.setVisible(len(self._classes) > 1)
        self.move_button.setEnabled(trainee is not None and not trainee.archived and len(self._classes) > 1)
        if trainee is None:
            return
        for school_class in self._classes:
            text = (
                school_class.name if not school_class.term else f"{school_class.name} ({school_class.term})"
            )
            action = QAction(text, self.move_menu)
            action.setData(school_class.id)
            action.setCheckable(True)
            own = school_class.id == trainee.class_id
            action.setChecked(own)
            action.setEnabled(not own)
            action.triggered.connect(
                lambda _checked=False, class_id=school_class.id: self.move_selected(class_id)
            )
            self.move_menu.addAction(action)

    # ----------------------------------------------------------------------------- changes

    def _checked_name(self, text: str, *, except_id: int | None = None) -> str | None:
        """The cleaned name, or None after saying why it cannot be used."""
        name = " ".join(text.split())
        if not name:
            self.message.show_error(self.tr("Type the trainee's name first."))
            return None
        clash = self._store.roster.find(name)
        if clash is not None and clash.id != except_id:
            self._say_taken(clash.name)
            return None
        return name

    def _say_taken(self, name: str) -> None:
        self.message.show_error(
            self.tr("There is already a trainee called {name}. Use another name, such as a surname.").format(
                name=name
            )
        )

    def add_trainee(self) -> Trainee | None:
        """Add the name typed in the field; on success the field is cleared and the row selected."""
        try:
            name = self._checked_name(self.name_field.text())
            if name is None:
                return None
            trainee = self._store.roster.add(name)
        except DuplicateRecordError:  # taken at the same moment by another instructor
            self._say_taken(name or "")
            return None
        except InvalidRecordError:
            self.message.show_error(self.tr("A name needs 1 to {count} characters.").format(count=_MAX_NAME))
            return None
        except StoreError as error:
            self.message.show_error(self.tr("The trainee could not be added: {reason}").format(reason=error))
            return None
        self.name_field.clear()
        self.message.show_done(self.tr("{name} added.").format(name=trainee.name))
        self._changed(trainee.id)
        return trainee

    def give_password(self) -> bool:
        """Give the selected trainee the password typed (a school database): they sign in with it
        once and then choose their own."""
        trainee = self.selected_trainee()
        password = self.password_field.text()
        if trainee is None:
            return False
        if len(password) < MIN_PASSWORD:
            self.message.show_error(
                self.tr("A password needs at least {count} characters.").format(count=MIN_PASSWORD)
            )
            return False
        try:
            self._store.logins.set_password(trainee.id, password)
        except StoreError as error:
            self.message.show_error(self.tr("The password could not be set: {reason}").format(reason=error))
            return False
        self.password_field.clear()
        self.message.show_done(
            self.tr("{name} signs in with this password once, then chooses their own.").format(
                name=trainee.name
            )
        )
        return True

    def rename_selected(self) -> Trainee | None:
        trainee = self.selected_trainee()
        if trainee is None:
            return None
        answer = self._dialogs.ask_text(
            self,
            self.tr("Rename trainee"),
            self.tr("New name for {name}:").format(name=trainee.name),
            trainee.name,
        )
        if answer is None or " ".join(answer.split()) == trainee.name:
            return None
        try:
            name = self._checked_name(answer, except_id=trainee.id)
            if name is None:
                return None
            renamed = self._store.roster.rename(trainee.id, name)
        except DuplicateRecordError:  # taken at the same moment by another instructor
            self._say_taken(name or "")
            return None
        except InvalidRecordError:
            self.message.show_error(self.tr("A name needs 1 to {count} characters.").format(count=_MAX_NAME))
            return None
        except StoreError as error:
            self.message.show_error(
                self.tr("The trainee could not be renamed: {reason}").format(reason=error)
            )
            return None
        self.message.show_done(self.tr("{old} is now {new}.").format(old=trainee.name, new=renamed.name))
        self._changed(renamed.id)
        return renamed

    def archive_selected(self) -> Trainee | None:
        trainee = self.selected_trainee()
        if trainee is None or trainee.archived:
            return None
        if not self._dialogs.confirm(
            self,
            self.tr("Archive trainee"),
            self.tr(
                "Archive {name}? They leave the roster and the class figures; their results are kept "
                "and they can be restored."
            ).format(name=trainee.name),
        ):
            return None
        try:
            archived = self._store.roster.archive(trainee.id)
        except StoreError as error:
            self.message.show_error(
                self.tr("The trainee could not be archived: {reason}").format(reason=error)
            )
            return None
        self.message.show_done(self.tr("{name} archived.").format(name=archived.name))
        self._changed(archived.id)
        return archived

    def restore_selected(self) -> Trainee | None:
        trainee = self.selected_trainee()
        if trainee is None or not trainee.archived:
            return None
        clash = self._store.roster.find(trainee.name)
        if clash is not None:
            self.message.show_error(
                self.tr(
                    "{name} cannot be restored: an active trainee has that name. Rename one of them first."
                ).format(name=trainee.name)
            )
            return None
        try:
            restored = self._store.roster.restore(trainee.id)
        except StoreError as error:
            self.message.show_error(
                self.tr("The trainee could not be restored: {reason}").format(reason=error)
            )
            return None
        self.message.show_done(self.tr("{name} is back on the roster.").format(name=restored.name))
        self._changed(restored.id)
        return restored

    def move_selected(self, class_id: int) -> Trainee | None:
        """Move the selected trainee to the class ``class_id``; everything they did stays theirs."""
        trainee = self.selected_trainee()
        if trainee is None or trainee.archived or trainee.class_id == class_id:
            return None
        target = self._class_name(class_id)
        try:
            moved = self._store.classes.move(trainee.id, class_id)
        except PermissionDeniedError:
            self.message.show_error(
                self.tr(
                    "{name} was not moved: you may move trainees only between classes you teach. "
                    "The school's administrator can move them to {target}."
                ).format(name=trainee.name, target=target)
            )
            return None
        except StoreError as error:
            self.message.show_error(self.tr("The trainee could not be moved: {reason}").format(reason=error))
            return None
        self.message.show_done(
            self.tr("{name} is now in {target}; their answers and results stay theirs.").format(
                name=moved.name, target=target
            )
        )
        self._changed(moved.id)
        return moved

    def _changed(self, trainee_id: int) -> None:
        self.refresh()
        self.select_trainee(trainee_id)
        self.roster_changed.emit()

    def _export_csv(self) -> None:
        trainee = self.selected_trainee()
        if trainee is not None:
            self._exporter.trainee_csv(self, self.message, trainee.id, trainee.name)

    def _export_pdf(self) -> None:
        trainee = self.selected_trainee()
        if trainee is not None:
            self._exporter.trainee_pdf(self, self.message, trainee.id, trainee.name)

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self.name_field.setPlaceholderText(self.tr("Name of a new trainee"))
        self.name_field.setAccessibleName(self.tr("Name of a new trainee"))
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add the trainee to the roster"))
        self.show_archived.setText(self.tr("Show archived trainees"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Sessions"),
                self.tr("Questions"),
                self.tr("Accuracy"),
                self.tr("Last active"),
                self.tr("Assignments"),
                self.tr("Status"),
                self.tr("Class"),
            ]
        )
        self.table.setAccessibleName(self.tr("Trainees"))
        self.empty_hint.setText(self.tr("No trainees yet: type a name above and press Add."))
        self.rename_button.setText(self.tr("Rename…"))
        self.archive_button.setText(self.tr("Archive…"))
        self.archive_button.setToolTip(self.tr("Take the trainee off the roster; their results are kept"))
        self.restore_button.setText(self.tr("Restore"))
        self.move_button.setText(self.tr("Move to class"))
        self.move_button.setToolTip(
            self.tr("Put the selected trainee in another class; their answers and results stay theirs")
        )
        self.csv_button.setText(self.tr("Answers as CSV…"))
        self.csv_button.setToolTip(self.tr("Every answer of the selected trainee, for a spreadsheet"))
        self.pdf_button.setText(self.tr("Progress report (PDF)…"))
        self.pdf_button.setToolTip(self.tr("A printable report with tables and charts"))
        self.password_field.setPlaceholderText(self.tr("a first password"))
        self.password_field.setAccessibleName(self.tr("A password for the selected trainee"))
        self.password_button.setText(self.tr("Give password"))
        self.password_button.setToolTip(
            self.tr(
                "The selected trainee signs in with it once and then chooses their own (also for a "
                "forgotten password)"
            )
        )
        if self._loaded:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
