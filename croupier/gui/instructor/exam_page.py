"""Exams: create one (skills, questions, pass mark: 80 % unless changed, the games, a time limit, how
many sittings each trainee has), edit one in the same form (everything until its first sitting; then
only its window and sittings, so every sitting is graded against the same exam), read its sittings
(open, finished, left early or interrupted; the score, pass or not, time taken, the certificate or
why it has none), grant a trainee another
sitting, seal the passes (each re-graded from its seed with the engine, then signed with the school's
key, whose passphrase is typed here once and kept in memory: from then on new passes are sealed as
they come), and check a certificate's code against its signature."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
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

from croupier.drills.skill_rules import rules_text, skill_rules
from croupier.engine.rules import RAZZ, STUD, STUD8
from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
from croupier.gui.instructor.exam_schedule import ScheduleFields
from croupier.gui.instructor.exports import Exporter
from croupier.gui.instructor.message_line import MessageLine
from croupier.gui.instructor.skill_picker import drill_set_fields
from croupier.i18n import format_datetime, format_number, format_percent
from croupier.store import Exam, Store, StoreError
from croupier.store.exams import ExamSatError
from croupier.store.records import Sitting, SittingState
from croupier.store.seals import Verdict
from croupier.store.signing import MIN_PASSPHRASE, SealKey, WrongPassphraseError, fingerprint_text
from croupier.words.quiz_words import variant_name
from croupier.words.sitting_words import problem_text, state_word, verdict_reason

__all__ = ["DEFAULT_PASS_MARK", "ExamPage"]

DEFAULT_PASS_MARK = 80
_ID = Qt.ItemDataRole.UserRole
PASSED, FAILED, LEFT = QColor("#2f6b3a"), QColor("#7d2b26"), QColor("#5b4a1e")
OPEN, INTERRUPTED = QColor("#2b4f6b"), QColor("#6b2b5e")
SEAL_POLL_MS = 10_000  # how often an open seal looks for new passes to seal
_GAMES = (STUD.code, STUD8.code, RAZZ.code)
_SCHEDULE = frozenset({"opens_at", "closes_at", "sittings"})  # what may change once an exam is sat


def _same(wanted: object, current: object) -> bool:
    """Whether a form's value is the exam's (times compared as moments, to the minute the form shows)."""
    if isinstance(wanted, datetime) and isinstance(current, datetime):
        return abs(wanted.timestamp() - _aware(current).timestamp()) < 60
    return wanted == current


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def _percent_suffix() -> str:
    """What follows the number in a percentage here: "%" in English, " %" in German."""
    return format_percent(1.0).replace(QLocale().toString(100), "")


class ExamPage(QWidget):
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
        self._editing: Exam | None = None  # the exam the form edits (None: it makes a new one)
        self._editing_sat = False  # the edited exam has been sat: only its window and sittings change

        self.name_field, self.skill_picker, self.questions = drill_set_fields(skills, skill_title)
        self.pass_mark = QSpinBox()
        self.pass_mark.setRange(1, 100)
        self.pass_mark.setValue(DEFAULT_PASS_MARK)
        self.game_checks = {code: QCheckBox() for code in _GAMES}
        for check in self.game_checks.values():
            check.setChecked(True)
        games = QWidget()
        games_row = QHBoxLayout(games)
        games_row.setContentsMargins(0, 0, 0, 0)
        for check in self.game_checks.values():
            games_row.addWidget(check)
        games_row.addStretch(1)
        self.time_limit = QSpinBox()
        self.time_limit.setRange(0, 240)
        self.time_limit.setValue(0)
        self.sittings = QSpinBox()
        self.sittings.setRange(1, 99)
        self.sittings.setValue(1)
        self.schedule = ScheduleFields()
        self.class_box = QComboBox()  # the class that sits it, or every class
        self.create_button = QPushButton()
        self.cancel_edit_button = QPushButton()  # back to a new exam, the edit not saved
        self.cancel_edit_button.setVisible(False)
        self.verify_field = QLineEdit()
        self.verify_field.setMaxLength(20)
        self.verify_button = QPushButton()
        self.verify_result = QLabel()
        self.verify_result.setWordWrap(True)
        self.verify_result.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message = MessageLine()
        self.exam_list = QListWidget()
        self.exam_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self._sittings: list[Sitting] = []
        self._names: dict[int, str] = {}
        self._seal: SealKey | None = None  # the school's key, opened with its passphrase (memory only)
        self.grant_button = QPushButton()
        self.grant_button.setEnabled(False)
        self.grant_reason = QLineEdit()  # why another sitting is granted (kept, and audited)
        self.grant_reason.setMaxLength(500)
        self.withdraw_button = QPushButton()
        self.edit_button = QPushButton()
        self.seal_field = QLineEdit()
        self.seal_field.setEchoMode(QLineEdit.EchoMode.Password)
        self.seal_button = QPushButton()
        self.seal_status = QLabel()
        self.seal_status.setWordWrap(True)
        self._seal_timer = QTimer(self)
        self._seal_timer.setInterval(SEAL_POLL_MS)
        self._seal_timer.timeout.connect(self.seal_pending)
        self.results = QTableWidget(0, 7)
        self.results.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.results.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.results.verticalHeader().setVisible(False)
        self.results.setAlternatingRowColors(True)
        self.results.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3, 4, 5, 6):
            self.results.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.ResizeToContents
            )

        self._form_box = QGroupBox()
        self._labels = [QLabel() for _ in range(9)]
        form = QFormLayout(self._form_box)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        fields = (
            self.name_field,
            self.skill_picker,
            self.questions,
            self.pass_mark,
            games,
            self.time_limit,
            self.sittings,
            self.schedule,
            self.class_box,
        )
        for label, field in zip(self._labels, fields, strict=True):
            label.setBuddy(field)
            form.addRow(label, field)
        form_buttons = QHBoxLayout()
        form_buttons.addWidget(self.create_button, 1)
        form_buttons.addWidget(self.cancel_edit_button)
        form.addRow(form_buttons)
        form.addRow(self.message)
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
        verify = QHBoxLayout()
        self._verify_label = QLabel()
        self._verify_label.setBuddy(self.verify_field)
        verify.addWidget(self._verify_label)
        verify.addWidget(self.verify_field, 1)
        verify.addWidget(self.verify_button)
        results.addLayout(verify)
        results.addWidget(self.verify_result)
        seal = QHBoxLayout()
        self._seal_label = QLabel()
        self._seal_label.setBuddy(self.seal_field)
        seal.addWidget(self._seal_label)
        seal.addWidget(self.seal_field, 1)
        seal.addWidget(self.seal_button)
        results.addLayout(seal)
        results.addWidget(self.seal_status)
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

        self.create_button.clicked.connect(self._save_form)
        self.cancel_edit_button.clicked.connect(self.stop_editing)
        self.edit_button.clicked.connect(self.edit_selected)
        self.verify_button.clicked.connect(self.verify_certificate)
        self.csv_button.clicked.connect(self._export_csv)
        self.pdf_button.clicked.connect(self._export_pdf)
        self.verify_field.returnPressed.connect(self.verify_certificate)
        self.grant_button.clicked.connect(self.grant_sitting)
        self.withdraw_button.clicked.connect(self.withdraw_exam)
        self.seal_button.clicked.connect(self.open_seal)
        self.seal_field.returnPressed.connect(self.open_seal)
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

    def refresh(self) -> None:
        self._loaded = True
        chosen = self.selected_exam()
        try:
            self._exams = self._store.exams.exams()
        except StoreError as error:
            self.message.show_error(self.tr("The exams could not be read: {reason}").format(reason=error))
            return
        self._fill_classes()
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

    def _fill_classes(self) -> None:
        """The classes an exam may be for (the form's box), and their names for the list."""
        try:
            classes = self._store.classes.seen()
        except StoreError:
            classes = []
        self._class_names = {school_class.id: school_class.name for school_class in classes}
        chosen = self.class_box.currentData()
        self.class_box.clear()
        self.class_box.addItem(self.tr("Every class"), None)
        for school_class in classes:
            self.class_box.addItem(school_class.name, school_class.id)
        self.class_box.setCurrentIndex(max(0, self.class_box.findData(chosen)))

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

    # ----------------------------------------------------------------------------- sealing

    @property
    def seal_open(self) -> bool:
        return self._seal is not None

    def open_seal(self) -> bool:
        """Open the school's key with the passphrase typed (or make the school's first key with it),
        then seal what waits; from then on, every few seconds, what comes in."""
        passphrase = self.seal_field.text()
        self.seal_field.clear()
        if not passphrase:
            self.seal_status.setText(self.tr("Type the seal's passphrase first."))
            return False
        try:
            if self._store.seals.key() is None:
                if len(passphrase) < MIN_PASSPHRASE:
                    self.seal_status.setText(
                        self.tr(
                            "The school has no seal yet. Choose its passphrase: at least {count} characters."
                        ).format(count=MIN_PASSPHRASE)
                    )
                    return False
                self._seal = self._store.seals.create_key(passphrase)
                made = True
            else:
                self._seal = self._store.seals.unlock(passphrase)
                made = False
        except WrongPassphraseError:
            self.seal_status.setText(self.tr("That is not the seal's passphrase."))
            return False
        except StoreError as error:
            self.seal_status.setText(self.tr("The seal could not be opened: {reason}").format(reason=error))
            return False
        fingerprint = fingerprint_text(self._seal.fingerprint)
        self.seal_status.setText(
            self.tr("The school's seal was made ({fingerprint}); keep its passphrase safe.").format(
                fingerprint=fingerprint
            )
            if made
            else self.tr("The seal is open ({fingerprint}): passes are sealed as they come in.").format(
                fingerprint=fingerprint
            )
        )
        self._seal_timer.start()
        self.seal_pending()
        self.retranslate_seal()
        return True

    def close_seal(self) -> None:
        """Forget the opened key (instructor mode is left)."""
        self._seal = None
        self._seal_timer.stop()
        self.retranslate_seal()

    def seal_pending(self) -> tuple[int, int]:
        """Re-grade and seal every pass that waits (while the seal is open); (sealed, rejected)."""
        seal = self._seal
        if seal is None:
            return 0, 0
        from croupier.reports.sealing import regrade_sitting  # noqa: PLC0415 - the engine, when sealing

        try:
            report = self._store.seals.seal_pending(seal, regrade_sitting)
        except StoreError as error:
            self.seal_status.setText(self.tr("Sealing stopped: {reason}").format(reason=error))
            return 0, 0
        if report.sealed or report.rejected:
            self.seal_status.setText(
                self.tr("Sealed: %n certificate(s).", "", len(report.sealed))
                + (
                    " " + self.tr("Rejected by re-grading: %n sitting(s).", "", len(report.rejected))
                    if report.rejected
                    else ""
                )
            )
            self._show_results()
        return len(report.sealed), len(report.rejected)

    def retranslate_seal(self) -> None:
        self._seal_label.setText(self.tr("Seal &passphrase:"))
        self.seal_field.setAccessibleName(self.tr("The school seal's passphrase"))
        self.seal_field.setToolTip(
            self.tr(
                "Passes get their certificates once re-graded from their seed and signed with the school's "
                "key; the passphrase opens the key for as long as instructor mode is open"
            )
        )
        self.seal_button.setText(self.tr("Seal passes") if self._seal is None else self.tr("Seal now"))

    def _export_csv(self) -> None:
        exam = self.selected_exam()
        if exam is not None:
            self._exporter.exam_csv(self, self.message, exam.id, exam.name)

    def _export_pdf(self) -> None:
        exam = self.selected_exam()
        if exam is not None:
            self._exporter.exam_pdf(self, self.message, exam.id, exam.name)

    def verify_certificate(self) -> Verdict | None:
        """Check the code typed against the certificate's signature: the certificate as issued, or
        why it is not valid."""
        code = self.verify_field.text().strip()
        if not code:
            return None
        try:
            verdict = self._store.seals.verify(code)
        except StoreError as error:
            self.verify_result.setText(
                self.tr("The code could not be checked: {reason}").format(reason=error)
            )
            return None
        payload = verdict.payload or {}
        if not verdict.valid:
            self.verify_result.setText(
                "✗ "
                + self.tr("{code} is not valid: {reason}.").format(
                    code=verdict.code, reason=verdict_reason(verdict.reason)
                )
            )
            return verdict
        taken = QDateTime.fromString(str(payload.get("taken_at", "")), Qt.DateFormat.ISODate)
        sealed = QDateTime.fromString(str(payload.get("sealed_at", "")), Qt.DateFormat.ISODate)
        self.verify_result.setText(
            "✓ "
            + self.tr("{code}: {name} passed “{exam}” with {correct} of {total} on {date}.").format(
                code=verdict.code,
                name=payload.get("trainee", "?"),
                exam=payload.get("exam", "?"),
                correct=format_number(int(payload.get("correct", 0))),
                total=format_number(int(payload.get("total", 0))),
                date=QLocale().toString(taken.toLocalTime().date(), QLocale.FormatType.ShortFormat),
            )
            + " "
            + self.tr("Sealed by {instructor} ({login}) on {date}; school seal {fingerprint}.").format(
                instructor=payload.get("instructor") or "–",
                login=payload.get("sealed_by", "?"),
                date=QLocale().toString(sealed.toLocalTime().date(), QLocale.FormatType.ShortFormat),
                fingerprint=fingerprint_text(verdict.fingerprint or ""),
            )
            + self._practical_text(payload)
        )
        return verdict

    def _practical_text(self, payload: dict[str, Any]) -> str:
        """The certificate's practical part, where it names one (both parts sat)."""
        part = next((p for p in payload.get("parts") or () if p.get("kind") == "practical"), None)
        if part is None:
            return ""
        return " " + self.tr("Practical exam: {percent}, {verdict}.").format(
            percent=format_percent(float(part.get("score", 0.0))),
            verdict=self.tr("passed") if part.get("passed") else self.tr("not passed"),
        )

    # ----------------------------------------------------------------------------- changes

    def _save_form(self) -> None:
        if self._editing is None:
            self.create_exam()
        else:
            self.save_edit()

    def edit_selected(self) -> Exam | None:
        """Put the selected exam in the form to be changed; an exam that has been sat keeps its
        questions (only its window and sittings can be changed, and the form says why)."""
        exam = self.selected_exam()
        if exam is None or exam.withdrawn_at is not None:
            return None
        try:
            sat = self._store.exams.sat(exam.id)
        except StoreError as error:
            self.message.show_error(self.tr("The exam could not be read: {reason}").format(reason=error))
            return None
        self._editing, self._editing_sat = exam, sat
        self.name_field.setText(exam.name)
        self.skill_picker.set_selected(exam.skills)
        self.questions.setValue(exam.questions)
        self.pass_mark.setValue(round(exam.pass_mark * 100))
        for code, check in self.game_checks.items():
            check.setChecked(exam.variants is None or code in exam.variants)
        self.time_limit.setValue(round(exam.time_limit / 60) if exam.time_limit else 0)
        self.sittings.setValue(exam.sittings)
        self.schedule.set_window(exam.opens_at, exam.closes_at)
        self.class_box.setCurrentIndex(max(0, self.class_box.findData(exam.class_id)))
        self._lock_questions(sat)
        if sat:
            self.message.show_error(self._sat_text(exam.name))
        else:
            self.message.clear()
        self.retranslate_form()
        (self.sittings if sat else self.name_field).setFocus()
        return exam

    def _sat_text(self, name: str) -> str:
        return self.tr(
            "“{name}” has been sat, so its questions stay as they are: every sitting is graded "
            "against the same exam. Its window and sittings can still change."
        ).format(name=name)

    def _lock_questions(self, locked: bool) -> None:  # noqa: FBT001
        for widget in (
            self.name_field,
            self.skill_picker,
            self.questions,
            self.pass_mark,
            self.time_limit,
            *self.game_checks.values(),
        ):
            widget.setEnabled(not locked)
        self.class_box.setEnabled(self._editing is None)  # an exam's class is chosen when it is made

    def stop_editing(self) -> None:
        """The form makes a new exam again (an edit not saved is dropped)."""
        self._editing, self._editing_sat = None, False
        self._lock_questions(False)
        self._clear_form()
        self.retranslate_form()

    def save_edit(self) -> Exam | None:
        """Save the form's changes to the exam being edited (only what changed is sent; the store
        and a school server refuse a change to the questions of an exam that has been sat)."""
        exam = self._editing
        if exam is None:
            return None
        wanted = self._form_values()
        if wanted is None:
            return None
        current = {
            "name": exam.name,
            "skills": list(exam.skills),
            "questions": exam.questions,
            "pass_mark": exam.pass_mark,
            "variants": None if exam.variants is None else list(exam.variants),
            "time_limit": exam.time_limit,
            "sittings": exam.sittings,
            "opens_at": exam.opens_at,
            "closes_at": exam.closes_at,
        }
        changes = {key: value for key, value in wanted.items() if not _same(value, current[key])}
        if self._editing_sat:
            changes = {key: value for key, value in changes.items() if key in _SCHEDULE}
        if not changes:
            self.message.show_done(self.tr("Nothing was changed in “{name}”.").format(name=exam.name))
            self.stop_editing()
            return exam
        try:
            edited = self._store.exams.edit(exam.id, **changes)
        except ExamSatError:
            self._editing_sat = True
            self._lock_questions(True)
            self.message.show_error(self._sat_text(exam.name))
            return None
        except StoreError as error:
            self.message.show_error(self.tr("The exam could not be saved: {reason}").format(reason=error))
            return None
        self.stop_editing()
        self.message.show_done(self.tr("“{name}” is saved with your changes.").format(name=edited.name))
        self.refresh()
        self.select_exam(edited.id)
        return edited

    def _form_values(self) -> dict[str, Any] | None:
        """What the form holds, as the store's fields; None after saying what is missing."""
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
        games = [code for code, check in self.game_checks.items() if check.isChecked()]
        if not games:
            self.message.show_error(self.tr("Tick at least one game."))
            return None
        minutes = self.time_limit.value()
        opens, closes = self.schedule.bounds()
        if opens is not None and closes is not None and closes <= opens:
            self.message.show_error(self.tr("The exam must close after it opens: change its window."))
            self.schedule.closes.setFocus()
            return None
        return {
            "name": name,
            "skills": list(skills),
            "questions": self.questions.value(),
            "pass_mark": self.pass_mark.value() / 100,
            "variants": None if len(games) == len(_GAMES) else games,
            "time_limit": minutes * 60 if minutes else None,
            "sittings": self.sittings.value(),
            "opens_at": opens,
            "closes_at": closes,
        }

    def _clear_form(self) -> None:
        self.name_field.clear()
        self.skill_picker.set_selected(())
        self.pass_mark.setValue(DEFAULT_PASS_MARK)
        self.time_limit.setValue(0)
        self.sittings.setValue(1)
        self.schedule.reset()
        for check in self.game_checks.values():
            check.setChecked(True)

    def create_exam(self) -> Exam | None:
        values = self._form_values()
        if values is None:
            return None
        try:
            exam = self._store.exams.create(
                values["name"],
                values["skills"],
                values["questions"],
                values["pass_mark"],
                variants=values["variants"],
                time_limit=values["time_limit"],
                sittings=values["sittings"],
                opens_at=values["opens_at"],
                closes_at=values["closes_at"],
                class_id=self.class_box.currentData(),
            )
        except StoreError as error:
            self.message.show_error(self.tr("The exam could not be saved: {reason}").format(reason=error))
            return None
        self.message.show_done(
            self.tr("Exam “{name}” created; it is passed with {mark} correct.").format(
                name=exam.name, mark=format_percent(exam.pass_mark)
            )
        )
        self._clear_form()
        self.refresh()
        self.select_exam(exam.id)
        return exam

    # ----------------------------------------------------------------------------- text

    def retranslate_form(self) -> None:
        """The form's title and button: a new exam, or the exam being edited."""
        if self._editing is None:
            self._form_box.setTitle(self.tr("New exam"))
            self.create_button.setText(self.tr("Create exam"))
        else:
            self._form_box.setTitle(self.tr("Edit “{name}”").format(name=self._editing.name))
            self.create_button.setText(self.tr("Save changes"))
        self.cancel_edit_button.setVisible(self._editing is not None)
        self.cancel_edit_button.setText(self.tr("Cancel"))
        self.cancel_edit_button.setToolTip(self.tr("Leave the exam as it is and create a new one instead"))

    def retranslate(self) -> None:
        self.retranslate_form()
        self._results_box.setTitle(self.tr("Exams and results"))
        texts = (
            self.tr("&Name:"),
            self.tr("&Skills:"),
            self.tr("&Questions:"),
            self.tr("&Pass mark:"),
            self.tr("&Games:"),
            self.tr("&Time limit:"),
            self.tr("S&ittings:"),
            self.tr("&Window:"),
            self.tr("C&lass:"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.name_field.setPlaceholderText(self.tr("e.g. Stud, week 2"))
        self.name_field.setAccessibleName(self.tr("Name of the exam"))
        self.questions.setAccessibleName(self.tr("Number of questions"))
        self.pass_mark.setSuffix(_percent_suffix())
        self.pass_mark.setAccessibleName(self.tr("Pass mark"))
        self.pass_mark.setToolTip(self.tr("The share of correct answers needed to pass"))
        for code, check in self.game_checks.items():
            check.setText(variant_name(code))
        self.time_limit.setSuffix(self.tr(" min"))
        self.time_limit.setSpecialValueText(self.tr("none"))
        self.time_limit.setAccessibleName(self.tr("Time limit in minutes (0: none)"))
        self.time_limit.setToolTip(self.tr("For the whole exam; when it runs out the exam ends"))
        self.sittings.setAccessibleName(self.tr("Sittings per trainee"))
        self.sittings.setToolTip(
            self.tr("How many times each trainee may sit the exam (each begun sitting counts)")
        )
        self.csv_button.setText(self.tr("Results as CSV…"))
        self.csv_button.setToolTip(self.tr("Every sitting of the selected exam, for a spreadsheet"))
        self.pdf_button.setText(self.tr("Exam report (PDF)…"))
        self.pdf_button.setToolTip(self.tr("A printable report of the selected exam"))
        self._verify_label.setText(self.tr("&Certificate code:"))
        self.verify_field.setPlaceholderText("K7QF-2MXD")
        self.verify_field.setAccessibleName(self.tr("Certificate code to check"))
        self.verify_button.setText(self.tr("Check"))
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
        self.retranslate_seal()
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
