"""The roster: the class's trainees with their sessions, answers, accuracy and last activity;
add, rename, archive and restore them, move one to another class (recorded in a school server's
audit trail; an instructor moves trainees only between classes they teach), give one a password (on
a school database: the first one, which the trainee changes at their next sign-in, or a new one for
a forgotten one), and export one trainee's answers or progress report."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.exports import Exporter
from croupier.gui.instructor.message_line import MessageLine
from croupier.i18n import format_datetime, format_number, format_percent
from croupier.reports import TraineeSummary, trainee_summaries
from croupier.store import InvalidRecordError, Store, StoreError, Trainee
from croupier.store.classes import SchoolClass
from croupier.store.errors import DuplicateRecordError, PermissionDeniedError
from croupier.store.logins import MIN_PASSWORD
from croupier.store.school import (
    ANSWER_TARGETS,
    DEFAULT_ANSWER_TARGET,
    DEFAULT_PACE_TARGET,
    PACE_TARGETS,
    SchoolSettings,
)

__all__ = ["RosterPage"]

_MAX_NAME = 120
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
        self._school_seen: SchoolSettings | None = None
        self._standing: dict[int, tuple[int, int]] = {}
        self._classes: list[SchoolClass] = []  # those this login manages
        self._several_classes = False  # the school has two classes or more
        self._loaded = False  # read from the store on the first refresh(), not before

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
        self.school_box = QGroupBox()
        self.school_name = QLineEdit()
        self.school_name.setMaxLength(200)
        self.instructor_name = QLineEdit()
        self.instructor_name.setMaxLength(200)
        self.self_registration = QCheckBox()
        # The school's dealer pace: hands an hour at an 8-handed table (Table-ready hands scale it).
        self.pace_target = QSpinBox()
        self.pace_target.setRange(PACE_TARGETS.start, PACE_TARGETS.stop - 1)
        self.pace_target.setValue(DEFAULT_PACE_TARGET)
        self.pace_label = QLabel()
        self.pace_label.setBuddy(self.pace_target)
        # A class's own pace target, beside the school's (shown with two classes or more): the class
        # chosen in the box (the selected trainee's, when one is selected), its target or "the
        # school's" (the spin box's lowest value).
        self.class_pace_row = QWidget()
        self.class_pace_box = QComboBox()
        self.class_pace_label = QLabel()
        self.class_pace_label.setBuddy(self.class_pace_box)
        self.class_pace = QSpinBox()
        self.class_pace.setRange(PACE_TARGETS.start - 1, PACE_TARGETS.stop - 1)  # the lowest: the school's
        self.class_pace.setValue(self.class_pace.minimum())
        self.save_class_pace_button = QPushButton()
        # The school's answer pace: every station shows it (read-only) in its Settings and Progress.
        self.answer_target = QDoubleSpinBox()
        self.answer_target.setRange(*ANSWER_TARGETS)
        self.answer_target.setDecimals(1)
        self.answer_target.setSingleStep(0.5)
        self.answer_target.setValue(DEFAULT_ANSWER_TARGET)
        self.save_school_button = QPushButton()
        self._school_labels = [QLabel(), QLabel()]
        names = QHBoxLayout()
        for label, field in zip(self._school_labels, (self.school_name, self.instructor_name), strict=True):
            label.setBuddy(field)
            names.addWidget(label)
            names.addWidget(field, 1)
        choices = QHBoxLayout()  # a row of its own: the names keep their room in a narrow window
        choices.addWidget(self.self_registration)
        choices.addStretch(1)
        choices.addWidget(self.pace_label)
        choices.addWidget(self.pace_target)
        choices.addWidget(self.answer_target)
        choices.addWidget(self.save_school_button)
        class_pace = QHBoxLayout(self.class_pace_row)
        class_pace.setContentsMargins(0, 0, 0, 0)
        class_pace.addStretch(1)
        class_pace.addWidget(self.class_pace_label)
        class_pace.addWidget(self.class_pace_box)
        class_pace.addWidget(self.class_pace)
        class_pace.addWidget(self.save_class_pace_button)
        school = QVBoxLayout(self.school_box)
        school.addLayout(names)
        school.addLayout(choices)
        school.addWidget(self.class_pace_row)

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
        self.save_school_button.clicked.connect(self.save_school)
        self.class_pace_box.currentIndexChanged.connect(lambda _index: self._show_class_pace())
        self.save_class_pace_button.clicked.connect(self.save_class_pace)
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

    def refresh(self) -> None:
        """Read the roster again, keeping the selected trainee selected."""
        self._loaded = True
        chosen = self.selected_trainee()
        try:
            self._summaries = trainee_summaries(self._store, include_archived=self.show_archived.isChecked())
            self._standing = self._store.assignments.standing()
            self._classes = self._store.classes.seen()
            self._several_classes = len(self._store.classes.classes()) > 1
            self._show_school(self._store.school.settings())
        except StoreError as error:
            self.message.show_error(self.tr("The roster could not be read: {reason}").format(reason=error))
            return
        self.table.setRowCount(len(self._summaries))
        for row, summary in enumerate(self._summaries):
            self._fill_row(row, summary)
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

    def _show_school(self, school: SchoolSettings) -> None:
        self._school_seen = school  # what is saved is what was changed from this
        self.school_name.setText(school.school_name)
        self.instructor_name.setText(school.instructor_name)
        self.self_registration.setChecked(school.self_registration)
        self.pace_target.setValue(school.pace_target)
        self.answer_target.setValue(school.answer_target)
        self._fill_class_paces()

    def _fill_class_paces(self) -> None:
        """The classes whose pace target this login may set, the chosen one kept chosen."""
        chosen = self.class_pace_box.currentData()
        self.class_pace_box.blockSignals(True)
        self.class_pace_box.clear()
        for school_class in self._classes:
            self.class_pace_box.addItem(school_class.name, school_class.id)
        self.class_pace_box.setCurrentIndex(max(0, self.class_pace_box.findData(chosen)))
        self.class_pace_box.blockSignals(False)
        self.class_pace_row.setVisible(self._several_classes and bool(self._classes))
        self._show_class_pace()

    def _chosen_class(self) -> SchoolClass | None:
        class_id = self.class_pace_box.currentData()
        return next((c for c in self._classes if c.id == class_id), None)

    def _show_class_pace(self) -> None:
        """The chosen class's own target, or "the school's" (the spin box's lowest value)."""
        school_class = self._chosen_class()
        own = None if school_class is None else school_class.pace_target
        self.class_pace.setValue(self.class_pace.minimum() if own is None else own)
        self.class_pace.setEnabled(school_class is not None)
        self.save_class_pace_button.setEnabled(school_class is not None)

    def choose_pace_class(self, class_id: int | None) -> None:
        """Show the pace target of the class ``class_id`` (one this login manages) beside the school's."""
        index = self.class_pace_box.findData(class_id)
        if index >= 0:
            self.class_pace_box.setCurrentIndex(index)

    def save_class_pace(self) -> SchoolClass | None:
        """Keep the chosen class's own pace target (the lowest value: the school's again)."""
        school_class = self._chosen_class()
        if school_class is None:
            return None
        value = self.class_pace.value()
        target = None if value == self.class_pace.minimum() else value
        try:
            saved = self._store.classes.set_pace_target(school_class.id, target)
        except PermissionDeniedError:
            self.message.show_error(
                self.tr(
                    "The pace target was not saved: {name} is not one of your classes, and only its "
                    "instructors may change it."
                ).format(name=school_class.name)
            )
            return None
        except StoreError as error:
            self.message.show_error(
                self.tr("The class's pace target could not be saved: {reason}").format(reason=error)
            )
            return None
        self.paces_changed.emit()
        self.refresh()
        self.choose_pace_class(saved.id)
        if saved.pace_target is None:
            self.message.show_done(
                self.tr(
                    "{name} deals against the school's pace target again ({target} hands an hour)."
                ).format(name=saved.name, target=self.pace_target.value())
            )
        else:
            self.message.show_done(
                self.tr("{name} deals against {target} hands an hour from now on.").format(
                    name=saved.name, target=saved.pace_target
                )
            )
        return saved

    def save_school(self) -> SchoolSettings | None:
        """Keep the school's and the instructor's names (for certificates) and whether trainees
        may add themselves at sign-in, and the school's dealer pace target (each class's own is
        kept by ``save_class_pace``)."""
        wanted = SchoolSettings(
            school_name=self.school_name.text(),
            instructor_name=self.instructor_name.text(),
            self_registration=self.self_registration.isChecked(),
            pace_target=self.pace_target.value(),
            answer_target=round(self.answer_target.value(), 1),
        )
        try:
            saved = self._store.school.save(wanted, seen=self._school_seen)
        except StoreError as error:
            self.message.show_error(
                self.tr("The school's settings could not be saved: {reason}").format(reason=error)
            )
            return None
        self.paces_changed.emit()
        self._show_school(saved)  # with what another instructor saved meanwhile
        self.message.show_done(self.tr("The school's settings are saved."))
        return saved

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
        self.school_box.setTitle(self.tr("School"))
        self._school_labels[0].setText(self.tr("Sc&hool:"))
        self._school_labels[1].setText(self.tr("&Instructor:"))
        self.school_name.setPlaceholderText(self.tr("Name on certificates"))
        self.school_name.setAccessibleName(self.tr("School name"))
        self.instructor_name.setPlaceholderText(self.tr("Your name, as it signs"))
        self.instructor_name.setAccessibleName(self.tr("Instructor's name"))
        self.self_registration.setText(self.tr("Trainees may add themselves"))
        self.self_registration.setToolTip(
            self.tr("At sign-in, a trainee not on the roster may add their name")
        )
        self.pace_label.setText(self.tr("&Pace:"))
        self.pace_target.setSuffix(self.tr(" hands/h"))
        self.pace_target.setToolTip(
            self.tr(
                "The school's dealer pace target for Table-ready hands: hands an hour at an 8-handed "
                "table (fewer players: more hands, e.g. 30 at 8 is 45 at 4); a class may have its own"
            )
        )
        self.pace_target.setAccessibleName(self.tr("Dealer pace target, hands an hour at 8 players"))
        self.class_pace_label.setText(self.tr("Pace of c&lass:"))
        self.class_pace_box.setAccessibleName(self.tr("Class whose pace target is shown"))
        self.class_pace.setSuffix(self.tr(" hands/h"))
        self.class_pace.setSpecialValueText(self.tr("the school's"))
        self.class_pace.setToolTip(
            self.tr(
                "This class's own dealer pace target for Table-ready hands, hands an hour at an "
                "8-handed table; at its lowest, the class deals against the school's target"
            )
        )
        self.class_pace.setAccessibleName(
            self.tr("The class's dealer pace target, hands an hour at 8 players")
        )
        self.save_class_pace_button.setText(self.tr("Set for the class"))
        self.save_class_pace_button.setAccessibleName(self.tr("Save the class's pace target"))
        self.answer_target.setSuffix(self.tr(" s per answer"))
        self.answer_target.setToolTip(
            self.tr(
                "The school's pace for a typical quiz question; every station shows it in Settings and "
                "compares each trainee's median time with it (harder skills are allowed more)"
            )
        )
        self.answer_target.setAccessibleName(self.tr("Answer pace target, seconds per typical question"))
        self.save_school_button.setText(self.tr("Save"))
        self.save_school_button.setAccessibleName(self.tr("Save the school's settings"))
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
