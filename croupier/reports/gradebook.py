"""The gradebook: one row per trainee, one column per exam (the best finished sitting's score and
pass, and the sittings used of those allowed), the practical exam (the best sitting's score), the
written and combined grades with the school's rubric (``croupier.practical.rubric``: 30 % written,
70 % practical and 80 % for each part by default), and the certificates' codes.

The written part is the mean of the best scores of every exam in the book; while a trainee has not
finished each of them, or has no practical, there is no combined grade ("–"). An exam that was
withdrawn before anyone sat it is left out. ``gradebook_csv`` writes it for a spreadsheet;
``gradebook_pdf`` as a printable class list with a line for the instructor's signature (Qt's PDF
writer; needs a ``QGuiApplication``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from croupier.practical.rubric import Grade, Rubric, RubricError, combine
from croupier.reports.charts import accuracy_fill
from croupier.reports.document import INK, MUTED, Cell, Column, ReportDocument
from croupier.reports.pdf import LocaleWords, footer_line
from croupier.store import CsvWords, Exam, Store, Trainee
from croupier.store.records import Sitting
from croupier.store.reports import csv_text

__all__ = ["ExamMark", "Gradebook", "GradebookRow", "gradebook", "gradebook_csv", "gradebook_pdf"]

translate = QCoreApplication.translate


@dataclass(frozen=True, slots=True)
class ExamMark:
    """A trainee's standing in one exam: the best finished sitting's score (None: none finished),
    whether any sitting passed, sittings begun of those allowed, and the sealed certificate's code."""

    score: float | None
    passed: bool
    used: int
    allowed: int
    certificate: str | None = None


@dataclass(frozen=True, slots=True)
class GradebookRow:
    trainee: Trainee
    class_name: str
    exams: tuple[ExamMark, ...]
    practical: float | None
    practical_passed: bool
    grade: Grade
    # The rubric the grade is by: the trainee's class's own, else the school's.
    rubric: Rubric = field(default_factory=Rubric)
    own_rubric: bool = False

    @property
    def certificates(self) -> tuple[str, ...]:
        return tuple(mark.certificate for mark in self.exams if mark.certificate)


@dataclass(frozen=True, slots=True)
class Gradebook:
    exams: tuple[Exam, ...]
    rows: tuple[GradebookRow, ...]
    # The rubric of the class it is of, else the school's (each row is graded by its class's).
    rubric: Rubric
    #: The class it is of (None: every class the login sees).
    class_name: str | None = None
    # Some rows are graded by a rubric other than ``rubric`` (their class's own).
    mixed: bool = False


def _rubric(text: str | None) -> Rubric:
    if not text:
        return Rubric()
    try:
        return Rubric.from_json(text)
    except RubricError:
        return Rubric()


def _mark(sittings: Sequence[Sitting], used: int, allowed: int) -> ExamMark:
    finished = [s.result for s in sittings if s.counts and s.result is not None]
    if not finished:
        return ExamMark(None, False, used, allowed)
    best = max(finished, key=lambda result: (result.passed, result.score))
    code = next((r.certificate for r in finished if r.passed and r.certificate), None)
    return ExamMark(best.score, best.passed, used, allowed, code)


def gradebook(store: Store, class_id: int | None = None) -> Gradebook:
    """The gradebook of every trainee on the roster (archived ones left out) — of one class, or of
    every class the login sees — oldest exam first."""
    classes = {school_class.id: school_class.name for school_class in store.classes.classes()}
    trainees = store.roster.trainees(class_id=class_id)  # the class chosen in SQL
    sittings = store.sittings.sittings()
    exams = tuple(
        exam
        for exam in store.exams.exams()
        if (exam.withdrawn_at is None or any(s.exam_id == exam.id for s in sittings))
        and (class_id is None or exam.class_id in {None, class_id})
    )
    sittings_of: dict[tuple[int, int], list[Sitting]] = {}
    for sitting in sittings:
        sittings_of.setdefault((sitting.trainee_id, sitting.exam_id), []).append(sitting)
    practicals = store.practicals.best([t.id for t in trainees])
    school_rubric = _rubric(store.practicals.rubric())
    own = {class_: _rubric(text) for class_, text in store.practicals.class_rubrics().items()}
    rows = []
    for trainee in trainees:
        counts = store.sittings.allowed(trainee.id, [exam.id for exam in exams])
        marks = tuple(
            _mark(sittings_of.get((trainee.id, exam.id), []), *counts.get(exam.id, (0, exam.sittings)))
            for exam in exams
        )
        scores = [mark.score for mark in marks]
        written = (
            None if not scores or None in scores else sum(s for s in scores if s is not None) / len(scores)
        )
        practical = practicals.get(trainee.id)
        # Each trainee's grade by their class's rubric (the school's where the class has none).
        rubric = own.get(trainee.class_id, school_rubric) if trainee.class_id is not None else school_rubric
        grade = combine(practical.score if practical else None, written, rubric)
        rows.append(
            GradebookRow(
                trainee,
                classes.get(trainee.class_id, "") if trainee.class_id is not None else "",
                marks,
                practical.score if practical else None,
                bool(practical and practical.passed),
                grade,
                rubric,
                trainee.class_id in own,
            )
        )
    shown = own.get(class_id, school_rubric) if class_id is not None else school_rubric
    mixed = class_id is None and any(trainee.class_id in own for trainee in trainees)
    return Gradebook(
        exams, tuple(rows), shown, classes.get(class_id) if class_id is not None else None, mixed
    )


def _percent(share: float | None) -> float | str:
    return "" if share is None else round(share * 100, 1)


def gradebook_csv(book: Gradebook, *, delimiter: str = ",", words: CsvWords | None = None) -> str:
    """The gradebook as CSV: per exam its score %, passed and sittings begun; then the practical,
    the written and combined grades, passed (both parts at their marks) and the certificates."""
    chosen = words or CsvWords()
    header = [chosen.heading("trainee"), translate("Gradebook", "class")]
    for exam in book.exams:
        header += [
            translate("Gradebook", "{exam}: score %").format(exam=exam.name),
            translate("Gradebook", "{exam}: passed").format(exam=exam.name),
            translate("Gradebook", "{exam}: sittings").format(exam=exam.name),
        ]
    header += [
        translate("Gradebook", "practical %"),
        translate("Gradebook", "practical passed"),
        translate("Gradebook", "written %"),
        translate("Gradebook", "combined %"),
        translate("Gradebook", "passed"),
        translate("Gradebook", "certificates"),
    ]
    rows = []
    for row in book.rows:
        cells: list[str | int | float] = [row.trainee.name, row.class_name]
        for mark in row.exams:
            cells += [_percent(mark.score), "" if mark.score is None else chosen.flag(mark.passed), mark.used]
        cells += [
            _percent(row.practical),
            "" if row.practical is None else chosen.flag(row.practical_passed),
            _percent(row.grade.written),
            _percent(row.grade.combined),
            "" if row.grade.combined is None else chosen.flag(row.grade.passed),
            " ".join(row.certificates),
        ]
        rows.append(cells)
    return csv_text(header, rows, delimiter, chosen)


def _exam_cell(mark: ExamMark, words: LocaleWords) -> Cell | str:
    used = translate("Gradebook", "{used}/{allowed}").format(
        used=words.number(mark.used), allowed=words.number(mark.allowed)
    )
    if mark.score is None:
        return f"– ({used})"
    text = f"{words.percent(mark.score)} ({used})"
    return Cell(text, accuracy_fill(1.0 if mark.passed else 0.0, light=True), bold=mark.passed)


def gradebook_pdf(
    book: Gradebook,
    path: Path | str,
    *,
    school: str = "",
    locale: QLocale | None = None,
    tz: tzinfo | None = None,
    now: datetime | None = None,
) -> int:
    """The gradebook as a printable class list (A4) with a line for the instructor's signature;
    returns the number of pages."""
    chosen = locale if locale is not None else QLocale()
    words = LocaleWords(chosen, tz)
    when = now or datetime.now().astimezone()
    title = translate("Gradebook", "Gradebook")
    document = ReportDocument(Path(path), title=title, footer=footer_line(title, words, when), locale=chosen)
    rubric = book.rubric
    subtitle = school or translate("Gradebook", "Class list")
    if book.class_name:
        subtitle = f"{subtitle} · {book.class_name}" if school else book.class_name
    document.title_block(
        title,
        subtitle,
        [
            translate("Gradebook", "{trainees} trainees · {exams} exams · as of {date}").format(
                trainees=words.number(len(book.rows)),
                exams=words.number(len(book.exams)),
                date=words.day(when),
            ),
            translate(
                "Gradebook",
                "Combined grade: written {written}, practical {practical}; pass mark {mark} in each part",
            ).format(
                written=words.percent(
                    rubric.written_weight / (rubric.written_weight + rubric.practical_weight)
                ),
                practical=words.percent(
                    rubric.practical_weight / (rubric.written_weight + rubric.practical_weight)
                ),
                mark=words.percent(rubric.written_pass),
            ),
            translate("Gradebook", "Each exam: the best finished sitting's score (sittings begun/allowed)."),
            *(
                [translate("Gradebook", "A class with a rubric of its own is graded by it.")]
                if book.mixed
                else []
            ),
        ],
    )
    columns = [Column(translate("Gradebook", "Trainee"), 2.6), Column(translate("Gradebook", "Class"), 1.4)]
    columns += [Column(exam.name, 1.6, numeric=True) for exam in book.exams]
    columns += [
        Column(translate("Gradebook", "Practical"), 1.3, numeric=True),
        Column(translate("Gradebook", "Combined"), 1.3, numeric=True),
        Column(translate("Gradebook", "Certified"), 1.7),
    ]
    rows: list[list[Cell | str]] = []
    for row in book.rows:
        cells: list[Cell | str] = [row.trainee.name, row.class_name]
        cells += [_exam_cell(mark, words) for mark in row.exams]
        cells.append(words.percent(row.practical))
        if row.grade.combined is None:
            cells.append("–")
        else:
            verdict = (
                translate("Gradebook", "passed") if row.grade.passed else translate("Gradebook", "not passed")
            )
            cells.append(
                Cell(
                    f"{words.percent(row.grade.combined)} {verdict}",
                    accuracy_fill(1.0 if row.grade.passed else 0.0, light=True),
                )
            )
        cells.append(" ".join(row.certificates) or translate("Gradebook", "no"))
        rows.append(cells)
    if rows:
        document.table(columns, rows)
    else:
        document.paragraph(translate("Gradebook", "No trainees on the roster."))
    _signature_block(document, words.day(when))
    return document.save()


def _signature_block(document: ReportDocument, date: str) -> None:
    """Lines for the instructor's name, the date and the signature, at the foot of the list."""
    document.skip(document.mm(14))
    labels = (
        translate("Gradebook", "Instructor"),
        translate("Gradebook", "Date"),
        translate("Gradebook", "Signature"),
    )
    font = document.font(9)
    height = document.mm(14)

    def draw(painter: QPainter, rect: QRectF) -> None:
        width = rect.width() / len(labels)
        for index, label in enumerate(labels):
            left = rect.left() + index * width + (document.mm(4) if index else 0)
            right = rect.left() + (index + 1) * width - document.mm(4)
            line_y = rect.top() + document.mm(8)
            painter.setPen(QPen(INK, document.mm(0.3)))
            painter.drawLine(QPointF(left, line_y), QPointF(right, line_y))
            if index == 1:
                painter.setFont(document.font(10))
                painter.drawText(
                    QRectF(left, rect.top(), right - left, document.mm(7)),
                    int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom),
                    date,
                )
            painter.setFont(font)
            painter.setPen(MUTED)
            painter.drawText(
                QRectF(left, line_y + document.mm(1), right - left, document.mm(5)),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                label,
            )

    document.place(height, draw)
