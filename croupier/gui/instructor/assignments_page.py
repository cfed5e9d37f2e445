"""Assignments: give a drill set (skills, a number of questions, a due date) to a trainee, to one class
(when the school has several) or to every trainee, and follow each trainee's progress on it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime, time

from PySide6.QtCore import QDate, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.skill_picker import drill_set_fields
from croupier.i18n import format_number
from croupier.store import Assignment, AssignmentProgress, Store, StoreError

__all__ = ["AssignmentsPage"]

_ID = Qt.ItemDataRole.UserRole
# The "For" list's data: None (every trainee), "class:<id>" or "trainee:<id>".
_CLASS, _TRAINEE = "class:", "trainee:"


class AssignmentsPage(QWidget):
    """``assignments_changed()`` after an assignment was given or withdrawn."""

    assignments_changed = Signal()

    def __init__(
        self,
        store: Store,
        dialogs: InstructorDialogs,
        skills: Sequence[str],
        skill_title: Callable[[str], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("assignmentsPage")
        self._store = store
        self._dialogs = dialogs
        self._skill_title = skill_title
        self._assignments: list[Assignment] = []
        self._class_names: dict[int, str] = {}
        self._loaded = False  # read from the store on the first refresh(), not before

        self.name_field, self.skill_picker, self.questions = drill_set_fields(skills, skill_title)
        self.due_date = QDateEdit()
        self.due_date.setCalendarPopup(True)
        self.due_date.setDate(QDate.currentDate().addDays(7))
        self.due_date.setMinimumDate(QDate.currentDate())
        self.no_due_date = QCheckBox()
        self.target = QComboBox()
        self.target.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.assign_button = QPushButton()
        self.message = MessageLine()
        self.tree = QTreeWidget()
        self.tree.setColumnCount(4)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            self.tree.header().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.withdraw_button = QPushButton()

        self._form_box = QGroupBox()
        self._form = QFormLayout(self._form_box)
        self._form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        self._labels = [QLabel() for _ in range(5)]
        for label, field in zip(
            self._labels,
            (self.name_field, self.skill_picker, self.questions, self.due_date, self.target),
            strict=True,
        ):
            label.setBuddy(field)
        self._form.addRow(self._labels[0], self.name_field)
        self._form.addRow(self._labels[1], self.skill_picker)
        self._form.addRow(self._labels[2], self.questions)
        self._form.addRow(self._labels[3], self.due_date)
        self._form.addRow("", self.no_due_date)
        self._form.addRow(self._labels[4], self.target)
        self._form.addRow(self.assign_button)
        self._form.addRow(self.message)
        self._list_box = QGroupBox()
        listing = QVBoxLayout(self._list_box)
        listing.addWidget(self.tree, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.withdraw_button)
        listing.addLayout(buttons)
        self._splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        self._sized = False
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._form_box)
        splitter.addWidget(self._list_box)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(splitter)

        self.assign_button.clicked.connect(self.assign)
        self.no_due_date.toggled.connect(lambda off: self.due_date.setEnabled(not off))
        self.withdraw_button.clicked.connect(self.withdraw_selected)
        self.tree.itemSelectionChanged.connect(self._update_buttons)
        self.retranslate()

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
        """Read the roster (for the target list) and the assignments with their progress again."""
        self._loaded = True
        try:
            trainees = self._store.roster.trainees()
            classes = self._store.classes.seen()
            self._assignments = self._store.assignments.assignments()
            progress = {a.id: self._store.assignments.class_progress(a.id) for a in self._assignments}
        except StoreError as error:
            self.message.show_error(
                self.tr("The assignments could not be read: {reason}").format(reason=error)
            )
            return
        chosen = self.target.currentData()
        self.target.clear()
        self._class_names = {school_class.id: school_class.name for school_class in classes}
        if len(classes) > 1:
            self.target.addItem(self.tr("Every class"), None)
            for school_class in classes:
                self.target.addItem(
                    self.tr("Class: {name}").format(name=school_class.name), f"{_CLASS}{school_class.id}"
                )
        else:
            self.target.addItem(self.tr("The whole class"), None)
        for trainee in trainees:
            self.target.addItem(trainee.name, f"{_TRAINEE}{trainee.id}")
        self.target.setCurrentIndex(max(0, self.target.findData(chosen)))
        names = {trainee.id: trainee.name for trainee in trainees}
        self.tree.clear()
        for assignment in self._assignments:
            item = self._item(assignment, progress[assignment.id], names)
            self.tree.addTopLevelItem(item)
            item.setExpanded(item.childCount() <= 8)  # only once in the tree does it take
        self._update_buttons()

    def _item(
        self, assignment: Assignment, progress: list[AssignmentProgress], names: dict[int, str]
    ) -> QTreeWidgetItem:
        if assignment.trainee_id is not None:
            who = names.get(assignment.trainee_id, "?")
        elif assignment.class_id is not None:
            who = self.tr("Class: {name}").format(name=self._class_names.get(assignment.class_id, "?"))
        else:
            who = self.tr("Whole class") if len(self._class_names) <= 1 else self.tr("Every class")
        done = sum(1 for item in progress if item.done)
        skills = ", ".join(self._skill_title(skill) for skill in assignment.skills)
        item = QTreeWidgetItem(
            [
                assignment.drill_set,
                who,
                self._due_text(assignment),
                self.tr("{done} of {count} done").format(
                    done=format_number(done), count=format_number(len(progress))
                ),
            ]
        )
        item.setData(0, _ID, assignment.id)
        item.setToolTip(
            0,
            self.tr("%n question(s): {skills}", "", assignment.questions).format(skills=skills),
        )
        for entry in progress:
            answered = min(entry.answered, assignment.questions)
            mark = "✓ " if entry.done else ""
            # The trainee in the For column, so the assignment's name keeps the first column.
            child = QTreeWidgetItem(
                [
                    "",
                    names.get(entry.trainee_id, "?"),
                    "",
                    mark
                    + self.tr("{answered} of {questions}").format(
                        answered=format_number(answered), questions=format_number(assignment.questions)
                    ),
                ]
            )
            child.setData(0, _ID, assignment.id)
            item.addChild(child)
        return item

    def _due_text(self, assignment: Assignment) -> str:
        if assignment.due_at is None:
            return self.tr("no due date")
        local = assignment.due_at.astimezone()
        text = QLocale().toString(QDate(local.year, local.month, local.day), QLocale.FormatType.ShortFormat)
        if local < datetime.now().astimezone():
            return self.tr("{date} (overdue)").format(date=text)
        return text

    def selected_assignment(self) -> Assignment | None:
        items = self.tree.selectedItems()
        if not items:
            return None
        wanted = items[0].data(0, _ID)
        return next((a for a in self._assignments if a.id == wanted), None)

    def _update_buttons(self) -> None:
        self.withdraw_button.setEnabled(self.selected_assignment() is not None)

    # ----------------------------------------------------------------------------- changes

    def assign(self) -> Assignment | None:
        """Give the drill set described in the form; say what is missing if it cannot be given."""
        name = " ".join(self.name_field.text().split())
        skills = self.skill_picker.selected()
        if not name:
            self.message.show_error(self.tr("Give the assignment a name, such as “Betting on 4th street”."))
            self.name_field.setFocus()
            return None
        if not skills:
            self.message.show_error(self.tr("Tick at least one skill."))
            self.skill_picker.setFocus()
            return None
        due_at = None
        if not self.no_due_date.isChecked():
            day = self.due_date.date()
            # Due at the end of that day, in this computer's time zone.
            due_at = datetime.combine(date(day.year(), day.month(), day.day()), time(23, 59, 59)).astimezone()
        target = self.target.currentData()
        trainee_id = class_id = None
        if isinstance(target, str) and target.startswith(_TRAINEE):
            trainee_id = int(target.removeprefix(_TRAINEE))
        elif isinstance(target, str) and target.startswith(_CLASS):
            class_id = int(target.removeprefix(_CLASS))
        try:
            assignment = self._store.assignments.assign(
                name, skills, self.questions.value(), trainee_id=trainee_id, class_id=class_id, due_at=due_at
            )
        except StoreError as error:
            self.message.show_error(
                self.tr("The assignment could not be saved: {reason}").format(reason=error)
            )
            return None
        who = self.target.currentText()
        self.message.show_done(self.tr("“{name}” assigned to {who}.").format(name=name, who=who))
        self.name_field.clear()
        self.skill_picker.set_selected(())
        self.refresh()
        self.assignments_changed.emit()
        return assignment

    def withdraw_selected(self) -> Assignment | None:
        assignment = self.selected_assignment()
        if assignment is None:
            return None
        if not self._dialogs.confirm(
            self,
            self.tr("Withdraw assignment"),
            self.tr("Withdraw “{name}”? The answers already given are kept.").format(
                name=assignment.drill_set
            ),
        ):
            return None
        try:
            withdrawn = self._store.assignments.archive(assignment.id)
        except StoreError as error:
            self.message.show_error(
                self.tr("The assignment could not be withdrawn: {reason}").format(reason=error)
            )
            return None
        self.message.show_done(self.tr("“{name}” withdrawn.").format(name=assignment.drill_set))
        self.refresh()
        self.assignments_changed.emit()
        return withdrawn

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self._form_box.setTitle(self.tr("New assignment"))
        self._list_box.setTitle(self.tr("Assignments and progress"))
        texts = (
            self.tr("&Name:"),
            self.tr("&Skills:"),
            self.tr("&Questions:"),
            self.tr("&Due:"),
            self.tr("&For:"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.name_field.setPlaceholderText(self.tr("e.g. Betting on 4th street"))
        self.name_field.setAccessibleName(self.tr("Name of the assignment"))
        self.questions.setAccessibleName(self.tr("Number of questions"))
        self.due_date.setAccessibleName(self.tr("Due date"))
        self.no_due_date.setText(self.tr("No due date"))
        self.target.setAccessibleName(self.tr("Assign to"))
        self.assign_button.setText(self.tr("Assign"))
        self.tree.setHeaderLabels(
            [self.tr("Assignment"), self.tr("For"), self.tr("Due"), self.tr("Progress")]
        )
        self.tree.setAccessibleName(self.tr("Assignments and progress"))
        self.withdraw_button.setText(self.tr("Withdraw…"))
        self.withdraw_button.setToolTip(self.tr("Take the assignment back; answers already given are kept"))
        if self._loaded:
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:
            # The list gets the larger share at first; the splitter can move it.
            self._sized = True
            width = self._splitter.width()
            self._splitter.setSizes([round(width * 0.4), round(width * 0.6)])

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
