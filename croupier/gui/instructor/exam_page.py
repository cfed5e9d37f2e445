"""Exams: create one (skills, questions, pass mark: 80 % unless changed) and read its results."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt
from PySide6.QtGui import QBrush, QColor, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.skill_picker import drill_set_fields
from croupier.i18n import format_number, format_percent
from croupier.store import Exam, ExamResult, Store, StoreError

__all__ = ["DEFAULT_PASS_MARK", "ExamPage"]

DEFAULT_PASS_MARK = 80
_ID = Qt.ItemDataRole.UserRole
PASSED, FAILED = QColor("#2f6b3a"), QColor("#7d2b26")


def _percent_suffix() -> str:
    """What follows the number in a percentage here: "%" in English, " %" in German."""
    return format_percent(1.0).replace(QLocale().toString(100), "")


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""


class ExamPage(QWidget):
    def __init__(
        self,
        store: Store,
        skills: Sequence[str],
        skill_title: Callable[[str], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("examPage")
        self._store = store
        self._skill_title = skill_title
        self._exams: list[Exam] = []
        self._loaded = False  # read from the store on the first refresh(), not before

        self.name_field, self.skill_picker, self.questions = drill_set_fields(skills, skill_title)
        self.pass_mark = QSpinBox()
        self.pass_mark.setRange(1, 100)
        self.pass_mark.setValue(DEFAULT_PASS_MARK)
        self.create_button = QPushButton()
        self.message = MessageLine()
        self.exam_list = QListWidget()
        self.exam_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.results = QTableWidget(0, 4)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.verticalHeader().setVisible(False)
        self.results.setAlternatingRowColors(True)
        self.results.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            self.results.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.ResizeToContents
            )

        self._form_box = QGroupBox()
        self._labels = [QLabel() for _ in range(4)]
        form = QFormLayout(self._form_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        for label, field in zip(
            self._labels, (self.name_field, self.skill_picker, self.questions, self.pass_mark), strict=True
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow(self.create_button)
        form.addRow(self.message)
        self._results_box = QGroupBox()
        results = QVBoxLayout(self._results_box)
        results.addWidget(self.exam_list, 1)
        results.addWidget(self.summary)
        results.addWidget(self.results, 3)
        self._splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        self._sized = False
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self._form_box)
        splitter.addWidget(self._results_box)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(splitter)

        self.create_button.clicked.connect(self.create_exam)
        self.exam_list.currentRowChanged.connect(lambda _row: self._show_results())
        self.retranslate()

    # ----------------------------------------------------------------------------- data

    def set_store(self, store: Store) -> None:
        """Work in ``store`` from now on (the instructor's own login, once instructor mode is open)."""
        self._store = store
        exporter = getattr(self, "_exporter", None)
        if exporter is not None:
            exporter.set_store(store)

    def refresh(self) -> None:
        self._loaded = True
        chosen = self.selected_exam()
        try:
            self._exams = self._store.exams.exams()
        except StoreError as error:
            self.message.show_error(self.tr("The exams could not be read: {reason}").format(reason=error))
            return
        self.exam_list.blockSignals(True)
        self.exam_list.clear()
        for exam in self._exams:
            item = QListWidgetItem(
                self.tr("{name} · {questions} questions · pass mark {mark}").format(
                    name=exam.name,
                    questions=format_number(exam.questions),
                    mark=format_percent(exam.pass_mark),
                )
            )
            item.setData(_ID, exam.id)
            item.setToolTip(", ".join(self._skill_title(skill) for skill in exam.skills))
            self.exam_list.addItem(item)
        self.exam_list.blockSignals(False)
        if self._exams:
            wanted = chosen.id if chosen is not None else self._exams[-1].id
            self.select_exam(wanted)
        self._show_results()

    def selected_exam(self) -> Exam | None:
        item = self.exam_list.currentItem()
        if item is None:
            return None
        wanted = item.data(_ID)
        return next((exam for exam in self._exams if exam.id == wanted), None)

    def select_exam(self, exam_id: int) -> None:
        for row in range(self.exam_list.count()):
            if self.exam_list.item(row).data(_ID) == exam_id:
                self.exam_list.setCurrentRow(row)
                return

    def _show_results(self) -> None:
        exam = self.selected_exam()
        self.results.setRowCount(0)
        if exam is None:
            self.summary.setText(self.tr("No exams yet: create one on the left."))
            return
        try:
            results = self._store.exams.results(exam_id=exam.id)
            names = {t.id: t.name for t in self._store.roster.trainees(include_archived=True)}
        except StoreError as error:
            self.message.show_error(self.tr("The results could not be read: {reason}").format(reason=error))
            return
        results = sorted(results, key=lambda r: (names.get(r.trainee_id, "").casefold(), r.taken_at))
        self.results.setRowCount(len(results))
        for row, result in enumerate(results):
            self._fill_row(row, names.get(result.trainee_id, "?"), result)
        passed = len({r.trainee_id for r in results if r.passed})
        takers = len({r.trainee_id for r in results})
        if takers:
            self.summary.setText(
                self.tr("{passed} of {takers} trainees passed “{name}”.").format(
                    passed=format_number(passed), takers=format_number(takers), name=exam.name
                )
            )
        else:
            self.summary.setText(self.tr("Nobody has taken “{name}” yet.").format(name=exam.name))

    def _fill_row(self, row: int, name: str, result: ExamResult) -> None:
        taken = QDateTime.fromSecsSinceEpoch(int(result.taken_at.timestamp()))
        verdict = "✓ " + self.tr("Passed") if result.passed else "✗ " + self.tr("Not passed")
        texts = [
            name,
            QLocale().toString(taken, QLocale.FormatType.ShortFormat),
            self.tr("{correct} of {total} ({percent})").format(
                correct=format_number(result.correct),
                total=format_number(result.total),
                percent=format_percent(result.score),
            ),
            verdict,
        ]
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if column == 2:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column == 3:
                item.setBackground(QBrush(PASSED if result.passed else FAILED))
                item.setForeground(QBrush(QColor("#ffffff")))
            self.results.setItem(row, column, item)

    def result_rows(self) -> list[list[str]]:
        return [
            [_text(self.results.item(row, column)) for column in range(self.results.columnCount())]
            for row in range(self.results.rowCount())
        ]

    # ----------------------------------------------------------------------------- changes

    def create_exam(self) -> Exam | None:
        name = " ".join(self.name_field.text().split())
        skills = self.skill_picker.selected()
        if not name:
            self.message.show_error(self.tr("Give the exam a name, such as “Stud, week 2”."))
            self.name_field.setFocus()
            return None
        if not skills:
            self.message.show_error(self.tr("Tick at least one skill."))
            self.skill_picker.setFocus()
            return None
        try:
            exam = self._store.exams.create(
                name, skills, self.questions.value(), self.pass_mark.value() / 100
            )
        except StoreError as error:
            self.message.show_error(self.tr("The exam could not be saved: {reason}").format(reason=error))
            return None
        self.message.show_done(
            self.tr("Exam “{name}” created; it is passed with {mark} correct.").format(
                name=exam.name, mark=format_percent(exam.pass_mark)
            )
        )
        self.name_field.clear()
        self.skill_picker.set_selected(())
        self.pass_mark.setValue(DEFAULT_PASS_MARK)
        self.refresh()
        self.select_exam(exam.id)
        return exam

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self._form_box.setTitle(self.tr("New exam"))
        self._results_box.setTitle(self.tr("Exams and results"))
        texts = (self.tr("&Name:"), self.tr("&Skills:"), self.tr("&Questions:"), self.tr("&Pass mark:"))
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.name_field.setPlaceholderText(self.tr("e.g. Stud, week 2"))
        self.name_field.setAccessibleName(self.tr("Name of the exam"))
        self.questions.setAccessibleName(self.tr("Number of questions"))
        self.pass_mark.setSuffix(_percent_suffix())
        self.pass_mark.setAccessibleName(self.tr("Pass mark"))
        self.pass_mark.setToolTip(self.tr("The share of correct answers needed to pass"))
        self.create_button.setText(self.tr("Create exam"))
        self.exam_list.setAccessibleName(self.tr("Exams"))
        self.results.setHorizontalHeaderLabels(
            [self.tr("Trainee"), self.tr("Taken"), self.tr("Score"), self.tr("Result")]
        )
        self.results.setAccessibleName(self.tr("Results"))
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
