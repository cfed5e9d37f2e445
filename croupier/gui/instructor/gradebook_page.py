"""The Gradebook tab: one row per trainee, one column per exam (the best finished sitting's score
and pass, sittings begun of allowed), the practical, the combined grade with the trainee's class's
rubric, else the school's (its tooltip says which and how), and the certificates' codes — read
from the store as ``croupier report gradebook`` writes it, and saved from here as CSV or as a PDF
class list to sign. A sealed certificate is printed again from here too (the selected trainee's,
as issued)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from croupier.gui.instructor.dialogs import InstructorDialogs
from croupier.gui.instructor.exports import file_stem
from croupier.gui.instructor.message_line import MessageLine
from croupier.i18n import format_number, format_percent
from croupier.reports import csv_words
from croupier.reports.csv_words import csv_delimiter
from croupier.reports.document import ReportError
from croupier.reports.gradebook import (
    ExamMark,
    Gradebook,
    GradebookRow,
    gradebook,
    gradebook_csv,
    gradebook_pdf,
)
from croupier.store import Store, StoreError, write_csv

__all__ = ["GradebookPage"]


class GradebookPage(QWidget):
    def __init__(self, store: Store, dialogs: InstructorDialogs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._store = store
        self._dialogs = dialogs
        self._loaded = False
        self.book: Gradebook | None = None
        self.table = QTableWidget(0, 0)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        self.class_box = QComboBox()  # every class the login sees, or one
        self.csv_button = QPushButton()
        self.pdf_button = QPushButton()
        self.certificate_button = QPushButton()
        self.message = MessageLine()
        buttons = QHBoxLayout()
        buttons.addWidget(self.class_box)
        buttons.addWidget(self.certificate_button)
        buttons.addStretch(1)
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.pdf_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        layout.addWidget(self.message)
        self.csv_button.clicked.connect(lambda: self.save("csv"))
        self.pdf_button.clicked.connect(lambda: self.save("pdf"))
        self.certificate_button.clicked.connect(self.print_certificate)
        self.class_box.activated.connect(lambda _index: self.refresh())
        self.retranslate()

    def set_store(self, store: Store) -> None:
        self._store = store
        if self._loaded:
            self.refresh()

    # ----------------------------------------------------------------------------- the table

    def _exam_text(self, mark: ExamMark) -> str:
        used = f"{format_number(mark.used)}/{format_number(mark.allowed)}"
        if mark.score is None:
            return f"– ({used})"
        verdict = self.tr("passed") if mark.passed else self.tr("not passed")
        return f"{format_percent(mark.score)} {verdict} ({used})"

    def _fill_classes(self) -> None:
        chosen = self.class_box.currentData()
        self.class_box.clear()
        self.class_box.addItem(self.tr("All classes"), None)
        for school_class in self._store.classes.seen():
            self.class_box.addItem(school_class.name, school_class.id)
        index = self.class_box.findData(chosen)
        self.class_box.setCurrentIndex(max(0, index))

    def refresh(self) -> None:
        self._loaded = True
        try:
            self._fill_classes()
            self.book = book = gradebook(self._store, self.class_box.currentData())
        except StoreError as error:
            self.message.show_error(self.tr("The gradebook could not be read: {reason}").format(reason=error))
            return
        headers = [self.tr("Trainee"), self.tr("Class")]
        headers += [exam.name for exam in book.exams]
        headers += [self.tr("Practical"), self.tr("Written"), self.tr("Combined"), self.tr("Certificates")]
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(book.rows))
        for row_number, row in enumerate(book.rows):
            cells = [row.trainee.name, row.class_name]
            cells += [self._exam_text(mark) for mark in row.exams]
            cells.append("–" if row.practical is None else format_percent(row.practical))
            cells.append("–" if row.grade.written is None else format_percent(row.grade.written))
            if row.grade.combined is None:
                cells.append("–")
            else:
                verdict = self.tr("passed") if row.grade.passed else self.tr("not passed")
                cells.append(f"{format_percent(row.grade.combined)} {verdict}")
            cells.append(" ".join(row.certificates) or self.tr("none"))
            combined = len(cells) - 2
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == combined:
                    item.setToolTip(self._rubric_text(row))
                self.table.setItem(row_number, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if not book.rows:
            self.message.show_done(self.tr("No trainees on the roster yet."))

    def _rubric_text(self, row: GradebookRow) -> str:
        """How the combined grade is made for ``row``: its class's rubric, or the school's."""
        rubric = row.rubric
        total = rubric.practical_weight + rubric.written_weight
        return self.tr(
            "By {whose}: practical {practical}, written {written}; passed at {mark} and {written_mark}."
        ).format(
            whose=self.tr("{name}'s own rubric").format(name=row.class_name)
            if row.own_rubric
            else self.tr("the school's rubric"),
            practical=format_percent(rubric.practical_weight / total),
            written=format_percent(rubric.written_weight / total),
            mark=format_percent(rubric.practical_pass),
            written_mark=format_percent(rubric.written_pass),
        )

    # ----------------------------------------------------------------------------- files

    def save(self, kind: str) -> Path | None:
        """Ask where, then write the gradebook as CSV or as a PDF class list."""
        if self.book is None:
            self.refresh()
        book = self.book
        if book is None:
            return None
        pdf = kind == "pdf"
        chosen = self._dialogs.save_file(
            self,
            self.tr("Save the gradebook"),
            f"{file_stem(self.tr('Gradebook'))}.{kind}",
            self.tr("PDF documents (*.pdf)") if pdf else self.tr("CSV files (*.csv)"),
        )
        if not chosen:
            return None
        path = Path(chosen)
        try:
            if pdf:
                school = self._store.school.settings().school_name
                gradebook_pdf(book, path, school=school)
            else:
                words = csv_words()
                write_csv(gradebook_csv(book, delimiter=csv_delimiter(words), words=words), path)
        except (OSError, ReportError, StoreError) as error:
            self.message.show_error(
                self.tr("The gradebook could not be saved: {reason}").format(reason=error)
            )
            return None
        self.message.show_done(self.tr("Gradebook saved: {path}").format(path=path))
        return path

    def print_certificate(self) -> Path | None:
        """Write the selected trainee's sealed certificate again, as issued (to print it)."""
        from croupier.reports.certificate import NotPassedError, write_certificate  # noqa: PLC0415

        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        if self.book is None or len(rows) != 1:
            self.message.show_error(self.tr("Select a trainee with a certificate first."))
            return None
        row = self.book.rows[rows.pop()]
        if not row.certificates:
            self.message.show_error(
                self.tr("{name} has no sealed certificate.").format(name=row.trainee.name)
            )
            return None
        code = row.certificates[-1]
        try:
            document = self._store.seals.document(code)
        except StoreError as error:
            self.message.show_error(
                self.tr("The certificate could not be read: {reason}").format(reason=error)
            )
            return None
        if document is None:
            self.message.show_error(self.tr("The school has no certificate {code}.").format(code=code))
            return None
        exam = json.loads(document["payload"]).get("exam", "")
        chosen = self._dialogs.save_file(
            self,
            self.tr("Save the certificate"),
            f"{file_stem(row.trainee.name)}_{file_stem(str(exam))}.pdf",
            self.tr("PDF documents (*.pdf)"),
        )
        if not chosen:
            return None
        try:
            path = write_certificate(chosen, document)
        except (OSError, ReportError, NotPassedError) as error:
            self.message.show_error(
                self.tr("The certificate could not be saved: {reason}").format(reason=error)
            )
            return None
        self.message.show_done(self.tr("Certificate {code} saved: {path}").format(code=code, path=path))
        return path

    # ----------------------------------------------------------------------------- Qt

    def retranslate(self) -> None:
        self.csv_button.setText(self.tr("Save as CSV…"))
        self.pdf_button.setText(self.tr("Class list (PDF)…"))
        self.pdf_button.setToolTip(self.tr("A printable class list with a line for your signature"))
        self.certificate_button.setText(self.tr("Print certificate…"))
        self.certificate_button.setToolTip(
            self.tr("The selected trainee's sealed certificate again, as issued")
        )
        self.table.setAccessibleName(self.tr("Gradebook"))
        self.class_box.setAccessibleName(self.tr("Class"))
        if self._loaded:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
