"""Exams: the form to create or edit one (beside), the list of exams, and the results of the one
selected: its sittings (open, finished, left early or interrupted; the score, pass or not, time taken,
the certificate or why it has none); grant a trainee another sitting, withdraw or edit the exam, export
its results; the school's seal and the certificate check below. The form is ``exam_form``, the seal
and the check ``exam_seal``; this page puts them together."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.drills.skill_rules import rules_text, skill_rules
from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
from croupier.gui.instructor.exam_form import ExamForm
from croupier.gui.instructor.exam_seal import SealDesk
from croupier.gui.instructor.exports import Exporter
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.rule_tip_watch import watch_rule_items
from croupier.i18n import format_datetime, format_number, format_percent
from croupier.store import Exam, Store, StoreError
from croupier.store.records import Sitting, SittingState
from croupier.words.quiz_words import variant_name
from croupier.words.sitting_words import problem_text, state_word

__all__ = ["ExamPage"]

_ID = Qt.ItemDataRole.UserRole
PASSED, FAILED, LEFT = QColor("#2f6b3a"), QColor("#7d2b26"), QColor("#5b4a1e")
OPEN, INTERRUPTED = QColor("#2b4f6b"), QColor("#6b2b5e")


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


class ExamPage(QWidget):
    """``form`` (an ``ExamForm``) on the left; the exams, their results and ``seal`` (a ``SealDesk``)
    on the right."""

    def __init__(
        self,
        store: Store,
        skills: Sequence[str],
        skill_title: Callable[[str], str],
        parent: QWidget | None = None,
        *,
        dialogs: InstructorDialogs | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("examPage")
        self._store = store
        self._exporter = Exporter(store, dialogs if dialogs is not None else QtDialogs())
        self._skill_title = skill_title
        self._exams: list[Exam] = []
        self._class_names: dict[int, str] = {}
        self._loaded = False  # read from the store on the first refresh(), not before

        self.message = MessageLine()  # under the form; what the form and the results did
        self.form = ExamForm(store, skills, skill_title, self.message)
        self.seal = SealDesk(store)
        self.exam_list = QListWidget()
        self.exam_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self._sittings: list[Sitting] = []
        self._names: dict[int, str] = {}
        self.grant_button = QPushButton()
        self.grant_button.setEnabled(False)
        self.grant_reason = QLineEdit()  # why another sitting is granted (kept, and audited)
        self.grant_reason.setMaxLength(500)
        self.withdraw_button = QPushButton()
        self.edit_button = QPushButton()
        self.results = QTableWidget(0, 7)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.verticalHeader().setVisible(False)
        self.results.setAlternatingRowColors(True)
        watch_rule_items(self.results)  # the skills' rules in a score's tooltip: a right click opens them
        self.results.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3, 4, 5, 6):
            self.results.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.ResizeToContents
            )

        self._results_box = QGroupBox()
        results = QVBoxLayout(self._results_box)
        results.addWidget(self.exam_list, 1)
        managing = QHBoxLayout()  # what is done to the selected exam itself
        managing.addWidget(self.edit_button)
        managing.addWidget(self.withdraw_button)
        managing.addStretch(1)
        results.addLayout(managing)
        results.addWidget(self.summary)
        results.addWidget(self.results, 3)
        self.csv_button = QPushButton()
        self.pdf_button = QPushButton()
        exports = QHBoxLayout()
        exports.addWidget(self.grant_reason, 1)
        exports.addWidget(self.grant_button)
        exports.addStretch(1)
        exports.addWidget(self.csv_button)
        exports.addWidget(self.pdf_button)
        results.addLayout(exports)
        results.addWidget(self.seal)
        self._splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        self._sized = False
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.form)
        splitter.addWidget(self._results_box)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(splitter)

        self.form.saved.connect(self._saved)
        self.seal.sealed.connect(self._show_results)
        self.edit_button.clicked.connect(self.edit_selected)
        self.csv_button.clicked.connect(self._export_csv)
        self.pdf_button.clicked.connect(self._export_pdf)
        self.grant_button.clicked.connect(self.grant_sitting)
        self.withdraw_button.clicked.connect(self.withdraw_exam)
        self.results.itemSelectionChanged.connect(self._enable_grant)
        self.exam_list.currentRowChanged.connect(lambda _row: self._show_results())
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
        self.form.set_store(store)
        self.seal.set_store(store)

    def refresh(self) -> None:
        self._loaded = True
        chosen = self.selected_exam()
        try:
            self._exams = self._store.exams.exams()
        except StoreError as error:
            self.message.show_error(self.tr("The exams could not be read: {reason}").format(reason=error))
            return
        self._class_names = self.form.fill_classes()
        self.exam_list.blockSignals(True)
        self.exam_list.clear()
        for exam in self._exams:
            text = self.tr("{name} · %n question(s) · pass mark {mark}", "", exam.questions).format(
                name=exam.name, mark=format_percent(exam.pass_mark)
            )
            if exam.time_limit is not None:
                text += " · " + self.tr("{minutes} min").format(
                    minutes=format_number(round(exam.time_limit / 60))
                )
            if exam.sittings > 1:
                text += " · " + self.tr("%n sitting(s)", "", exam.sittings)
            if exam.opens_at is not None:
                text += " · " + self.tr("opens {when}").format(when=format_datetime(exam.opens_at))
            if exam.closes_at is not None:
                text += " · " + self.tr("closes {when}").format(when=format_datetime(exam.closes_at))
            if exam.class_id is not None:
                text += " · " + self._class_names.get(exam.class_id, "?")
            if exam.withdrawn_at is not None:
                text += " · " + self.tr("withdrawn")
            item = QListWidgetItem(text)
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
        self.csv_button.setEnabled(exam is not None)
        self.pdf_button.setEnabled(exam is not None)
        self.edit_button.setEnabled(exam is not None and exam.withdrawn_at is None)
        self.results.setRowCount(0)
        self._sittings = []
        self._enable_grant()
        if exam is None:
            self.summary.setText(self.tr("No exams yet: create one on the left."))
            return
        try:
            sittings = self._store.sittings.sittings(exam_id=exam.id)
            self._names = {t.id: t.name for t in self._store.roster.trainees(include_archived=True)}
        except StoreError as error:
            self.message.show_error(self.tr("The results could not be read: {reason}").format(reason=error))
            return
        names = self._names
        self._sittings = sorted(
            sittings, key=lambda s: (names.get(s.trainee_id, "").casefold(), s.started_at, s.id)
        )
        self.results.setRowCount(len(self._sittings))
        for row, sitting in enumerate(self._sittings):
            self._fill_row(row, names.get(sitting.trainee_id, "?"), sitting)
        finished = [s for s in self._sittings if s.counts]
        passed = len({s.trainee_id for s in finished if s.result is not None and s.result.passed})
        takers = len({s.trainee_id for s in finished})
        games = (
            ", ".join(variant_name(code) for code in exam.variants)
            if exam.variants
            else self.tr("all three games")
        )
        self.results.setToolTip(self.tr("Games: {games}").format(games=games))
        states = [
            self.tr("%n {state}", "", sum(s.state is state for s in self._sittings)).replace(
                "{state}", state_word(state.value)
            )
            for state in SittingState
            if any(s.state is state for s in self._sittings)
        ]
        if self._sittings:
            finished_text = (
                self.tr("{passed} of {takers} trainees who finished a sitting passed “{name}”.").format(
                    passed=format_number(passed), takers=format_number(takers), name=exam.name
                )
                if takers
                else self.tr("Nobody has finished a sitting of “{name}” yet.").format(name=exam.name)
            )
            self.summary.setText(
                finished_text + " " + self.tr("Sittings: {states}.").format(states=", ".join(states))
            )
        else:
            self.summary.setText(self.tr("Nobody has sat “{name}” yet.").format(name=exam.name))

    def _fill_row(self, row: int, name: str, sitting: Sitting) -> None:
        result = sitting.result
        score = "–"
        verdict = "–"
        if result is not None:
            score = self.tr("{correct} of {total} ({percent})").format(
                correct=format_number(result.correct),
                total=format_number(result.total),
                percent=format_percent(result.score),
            )
            if sitting.state is SittingState.FINISHED:
                verdict = "✓ " + self.tr("Passed") if result.passed else "✗ " + self.tr("Not passed")
        texts = [
            name,
            format_datetime(sitting.started_at),
            score,
            verdict,
            state_word(sitting.state.value),
            _clock(result.seconds if result is not None else None),
            self._certificate_text(sitting),
        ]
        colours = {
            SittingState.OPEN: OPEN,
            SittingState.LEFT: LEFT,
            SittingState.INTERRUPTED: INTERRUPTED,
        }
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if column in (2, 5):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if column == 4:
                finished = PASSED if result is not None and result.passed else FAILED
                item.setBackground(QBrush(colours.get(sitting.state, finished)))
                item.setForeground(QBrush(QColor("#ffffff")))
                if sitting.station:
                    item.setToolTip(self.tr("At {station}").format(station=sitting.station))
            if column == 2 and result is not None and result.breakdown:
                item.setToolTip(
                    "\n".join(
                        self.tr("{skill}: {correct} of {asked}").format(
                            skill=self._skill_title(score.skill), correct=score.correct, asked=score.asked
                        )
                        + (f" ({rules_text(skill_rules(score.skill))})" if skill_rules(score.skill) else "")
                        for score in result.breakdown
                    )
                )
            self.results.setItem(row, column, item)

    def _certificate_text(self, sitting: Sitting) -> str:
        result = sitting.result
        if result is None or not result.passed:
            return ""
        if result.certificate:
            return result.certificate
        if sitting.check == "rejected":
            return self.tr("rejected: {problem}").format(
                problem=problem_text(sitting.problem, sitting.number)
            )
        if sitting.id == 0:
            return self.tr("from before seals")
        return self.tr("to be sealed")

    def selected_sitting(self) -> Sitting | None:
        rows = {index.row() for index in self.results.selectionModel().selectedRows()}
        if len(rows) != 1:
            return None
        row = rows.pop()
        return self._sittings[row] if 0 <= row < len(self._sittings) else None

    def _enable_grant(self) -> None:
        self.grant_button.setEnabled(self.selected_sitting() is not None)

    def select_sitting(self, trainee_id: int) -> bool:
        """Select the latest sitting of the trainee (tests, and after a grant)."""
        rows = [row for row, sitting in enumerate(self._sittings) if sitting.trainee_id == trainee_id]
        if rows:
            self.results.selectRow(rows[-1])
        return bool(rows)

    def grant_sitting(self) -> int | None:
        """Grant the trainee of the selected sitting one more sitting of the exam."""
        exam, sitting = self.selected_exam(), self.selected_sitting()
        if exam is None or sitting is None:
            return None
        name = self._names.get(sitting.trainee_id, "?")
        reason = self.grant_reason.text().strip()
        if not reason:
            self.message.show_error(self.tr("Say why another sitting is granted (it is kept with it)."))
            self.grant_reason.setFocus()
            return None
        try:
            granted = self._store.sittings.grant(exam.id, sitting.trainee_id, reason)
        except StoreError as error:
            self.message.show_error(
                self.tr("The sitting could not be granted: {reason}").format(reason=error)
            )
            return None
        self.message.show_done(
            self.tr("{name} may sit “{exam}” once more (%n sitting(s) granted so far).", "", granted).format(
                name=name, exam=exam.name
            )
        )
        self.grant_reason.clear()
        self._show_results()
        self.select_sitting(sitting.trainee_id)
        return granted

    def withdraw_exam(self) -> Exam | None:
        """Withdraw the selected exam: no sitting of it may begin any more; its results stay."""
        exam = self.selected_exam()
        if exam is None:
            return None
        try:
            withdrawn = self._store.exams.withdraw(exam.id)
        except StoreError as error:
            self.message.show_error(self.tr("The exam could not be withdrawn: {reason}").format(reason=error))
            return None
        self.message.show_done(
            self.tr("“{exam}” is withdrawn: no sitting of it may begin any more.").format(exam=exam.name)
        )
        self.refresh()
        self.select_exam(withdrawn.id)
        return withdrawn

    def edit_selected(self) -> Exam | None:
        """Put the selected exam in the form to be changed (see ``ExamForm.edit``)."""
        exam = self.selected_exam()
        if exam is None or exam.withdrawn_at is not None:
            return None
        return self.form.edit(exam)

    def _saved(self, exam_id: int) -> None:
        """The form created an exam or saved one: the list shows it, selected."""
        self.refresh()
        self.select_exam(exam_id)

    def close_seal(self) -> None:
        """Forget the seal's opened key (instructor mode is left)."""
        self.seal.close_seal()

    def _export_csv(self) -> None:
        exam = self.selected_exam()
        if exam is not None:
            self._exporter.exam_csv(self, self.message, exam.id, exam.name)

    def _export_pdf(self) -> None:
        exam = self.selected_exam()
        if exam is not None:
            self._exporter.exam_pdf(self, self.message, exam.id, exam.name)

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self.form.retranslate()
        self._results_box.setTitle(self.tr("Exams and results"))
        self.csv_button.setText(self.tr("Results as CSV…"))
        self.csv_button.setToolTip(self.tr("Every sitting of the selected exam, for a spreadsheet"))
        self.pdf_button.setText(self.tr("Exam report (PDF)…"))
        self.pdf_button.setToolTip(self.tr("A printable report of the selected exam"))
        self.seal.retranslate()
        self.exam_list.setAccessibleName(self.tr("Exams"))
        self.results.setHorizontalHeaderLabels(
            [
                self.tr("Trainee"),
                self.tr("Begun"),
                self.tr("Score"),
                self.tr("Result"),
                self.tr("Sitting"),
                self.tr("Time"),
                self.tr("Certificate"),
            ]
        )
        self.grant_button.setText(self.tr("Grant another sitting"))
        self.grant_reason.setPlaceholderText(self.tr("Reason for another sitting"))
        self.grant_reason.setAccessibleName(self.tr("Reason for another sitting"))
        self.withdraw_button.setText(self.tr("Withdraw exam"))
        self.edit_button.setText(self.tr("Edit exam"))
        self.edit_button.setToolTip(
            self.tr("Change the selected exam in the form (once sat: only its window and sittings)")
        )
        self.withdraw_button.setToolTip(self.tr("No sitting of the selected exam may begin any more"))
        self.grant_button.setToolTip(
            self.tr("One more sitting of this exam for the trainee of the selected sitting")
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
