"""The certificate of a passed exam: one printable A4 page (landscape), drawn with Qt's PDF writer.

It names the school, the trainee, the exam, the games and skills it covered, the score and the pass
mark, the date, the instructor, and the verification code with the command that checks it
(``croupier school verify CODE``). Texts are in the language installed, numbers and dates in
``locale`` (``QLocale()`` by default). Needs a ``QGuiApplication`` (fonts). A sitting that did not
pass has no certificate: :class:`NotPassedError`.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, tzinfo
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from croupier.engine.rules import VARIANTS
from croupier.i18n import format_number, format_percent
from croupier.reports.document import ACCENT, INK, MUTED, ReportError
from croupier.store import Exam, ExamResult, Trainee
from croupier.store.school import SchoolSettings
from croupier.words.quiz_words import skill_name, variant_name

__all__ = ["NotPassedError", "certificate_date", "certificate_texts", "write_certificate"]

translate = QCoreApplication.translate

RESOLUTION = 300
SERIF = "DejaVu Serif"
SANS = "DejaVu Sans"
MONO = "DejaVu Sans Mono"
FRAME = QColor("#26323a")
VERIFY_COMMAND = "croupier school verify {code}"
# The smallest the main block is set at to fit the page (an exam of every skill, a long name).
MIN_SCALE = 0.6


class NotPassedError(ValueError):
    """A certificate was asked for a sitting that did not pass (or of another exam or trainee)."""


@dataclass(frozen=True, slots=True)
class CertificateTexts:
    """Every text on the certificate, in the language installed."""

    school: str
    title: str
    certifies: str
    trainee: str
    passed_before: str
    exam: str
    passed_after: str
    games: str
    skills: str
    score: str
    date: str
    date_label: str
    instructor: str
    instructor_label: str
    code: str
    code_label: str
    verify: str
    command: str


def _check(result: ExamResult, exam: Exam, trainee: Trainee) -> str:
    if result.exam_id != exam.id:
        raise NotPassedError(f"The result is of exam {result.exam_id}, not of {exam.name!r}")
    if result.trainee_id != trainee.id:
        raise NotPassedError(f"The result is of trainee {result.trainee_id}, not of {trainee.name!r}")
    if not result.passed or result.abandoned or not result.certificate:
        raise NotPassedError(
            f"{trainee.name} did not pass {exam.name!r} in this sitting: there is no certificate for it"
        )
    return result.certificate


def certificate_date(when: datetime, locale: QLocale, tz: tzinfo | None = None) -> str:
    """The day in words, as the certificate gives it ("10 March 2025", "10. März 2025")."""
    day = when.astimezone(tz).date()
    pattern = translate("Certificate", "d MMMM yyyy")
    return locale.toString(QDate(day.year, day.month, day.day), pattern)


def certificate_texts(
    result: ExamResult,
    exam: Exam,
    trainee: Trainee,
    school: SchoolSettings,
    *,
    locale: QLocale | None = None,
    tz: tzinfo | None = None,
) -> CertificateTexts:
    """What the certificate says; raises :class:`NotPassedError` for a sitting without a pass."""
    code = _check(result, exam, trainee)
    chosen = locale if locale is not None else QLocale()
    # The exam's name stands out on a line of its own, inside a sentence that translators see whole.
    sentence = translate("Certificate", "has passed the exam {exam}")
    before, _, after = sentence.partition("{exam}")
    games = exam.variants or tuple(VARIANTS)
    score = translate("Certificate", "Score: {correct} of {total} ({percent}) · pass mark {mark}").format(
        correct=format_number(result.correct, chosen),
        total=format_number(result.total, chosen),
        percent=format_percent(result.score, chosen),
        mark=format_percent(exam.pass_mark, chosen),
    )
    return CertificateTexts(
        school=school.school_name or translate("Certificate", "Croupier training"),
        title=translate("Certificate", "Certificate"),
        certifies=translate("Certificate", "This is to certify that"),
        trainee=trainee.name,
        passed_before=before.strip(),
        exam=exam.name,
        passed_after=after.strip(),
        games=translate("Certificate", "Games: {games}").format(
            games=" · ".join(variant_name(code) for code in games)
        ),
        skills=translate("Certificate", "Skills: {skills}").format(
            skills=" · ".join(skill_name(name) for name in exam.skills)
        ),
        score=score,
        date=certificate_date(result.taken_at, chosen, tz),
        date_label=translate("Certificate", "Date"),
        instructor=school.instructor_name,
        instructor_label=translate("Certificate", "Instructor"),
        code=code,
        code_label=translate("Certificate", "Verification code"),
        verify=translate("Certificate", "To check it, the school runs:"),
        command=VERIFY_COMMAND.format(code=code),
    )


@dataclass(frozen=True, slots=True)
class _Line:
    """A centred line (or paragraph) of the certificate's main block, ``gap`` millimetres below the last."""

    text: str
    font: QFont
    colour: QColor
    gap: float
    width: float
    rule_below: bool = False


class _Page:
    """Measures and draws centred text on the certificate's page (device units, 300 dpi)."""

    def __init__(self, writer: QPdfWriter, painter: QPainter) -> None:
        self.writer = writer
        self.painter = painter
        area = writer.pageLayout().fullRectPixels(RESOLUTION)
        self.width = float(area.width())
        self.height = float(area.height())

    def mm(self, value: float) -> float:
        return value * RESOLUTION / 25.4

    def font(self, family: str, points: float, *, bold: bool = False, spacing: float = 100) -> QFont:
        chosen = QFont(family)
        chosen.setPointSizeF(points)
        chosen.setBold(bold)
        # No ligatures: the PDF's text then reads back (and copies) as typed: "fi", not "ﬁ".
        chosen.setFeature(QFont.Tag.fromString("liga"), 0)
        if spacing != 100:
            chosen.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
        return chosen

    def height_of(self, text: str, font: QFont, width: float) -> float:
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap)
        return QFontMetricsF(font, self.writer).boundingRect(QRectF(0, 0, width, 1e6), flags, text).height()

    def text(self, text: str, font: QFont, colour: QColor, top: float, *, left: float, width: float) -> float:
        """Draw ``text`` centred in the band from ``left``; returns the bottom of what was drawn."""
        height = self.height_of(text, font, width)
        self.painter.setFont(font)
        self.painter.setPen(colour)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        self.painter.drawText(QRectF(left, top, width, height), flags, text)
        return top + height

    def centred(self, text: str, font: QFont, colour: QColor, top: float, *, width: float) -> float:
        return self.text(text, font, colour, top, left=(self.width - width) / 2, width=width)

    def rule(self, y: float, half_width: float, colour: QColor, thickness: float) -> None:
        self.painter.setPen(QPen(colour, thickness))
        centre = self.width / 2
        self.painter.drawLine(QPointF(centre - half_width, y), QPointF(centre + half_width, y))


def _frame(page: _Page) -> None:
    painter = page.painter
    painter.setBrush(Qt.BrushStyle.NoBrush)
    whole = QRectF(0, 0, page.width, page.height)
    outer = whole.adjusted(page.mm(10), page.mm(10), -page.mm(10), -page.mm(10))
    painter.setPen(QPen(FRAME, page.mm(1.6)))
    painter.drawRect(outer)
    inner = outer.adjusted(page.mm(3), page.mm(3), -page.mm(3), -page.mm(3))
    painter.setPen(QPen(ACCENT, page.mm(0.5)))
    painter.drawRect(inner)
    # Small gold squares set into the inner frame's corners.
    size = page.mm(3.2)
    for corner in (inner.topLeft(), inner.topRight(), inner.bottomLeft(), inner.bottomRight()):
        painter.fillRect(QRectF(corner.x() - size / 2, corner.y() - size / 2, size, size), ACCENT)


SUITS = "♠  ♥  ♦  ♣"


def _ornament(page: _Page, y: float) -> float:
    """A gold rule broken by the four suits; returns its bottom."""
    font = page.font(SERIF, 12)
    metrics = QFontMetricsF(font, page.writer)
    gap = metrics.horizontalAdvance(SUITS) / 2 + page.mm(4)
    middle = y + metrics.height() / 2
    painter = page.painter
    painter.setPen(QPen(ACCENT, page.mm(0.4)))
    centre = page.width / 2
    painter.drawLine(QPointF(centre - gap - page.mm(38), middle), QPointF(centre - gap, middle))
    painter.drawLine(QPointF(centre + gap, middle), QPointF(centre + gap + page.mm(38), middle))
    return page.centred(SUITS, font, ACCENT, y, width=page.mm(60))


def _signature(page: _Page, centre: float, line_y: float, value: str, label: str) -> None:
    half = page.mm(34)
    painter = page.painter
    painter.setPen(QPen(INK, page.mm(0.3)))
    painter.drawLine(QPointF(centre - half, line_y), QPointF(centre + half, line_y))
    top = line_y + page.mm(1.8)
    if value:
        top = page.text(value, page.font(SERIF, 12), INK, top, left=centre - half, width=2 * half)
    page.text(label, page.font(SANS, 8.5, spacing=110), MUTED, top, left=centre - half, width=2 * half)


def _main_block(page: _Page, texts: CertificateTexts, scale: float) -> list[_Line]:
    band = page.width - page.mm(70)

    def serif(points: float, *, bold: bool = False) -> QFont:
        return page.font(SERIF, points * scale, bold=bold)

    def sans(points: float, *, bold: bool = False) -> QFont:
        return page.font(SANS, points * scale, bold=bold)

    lines = [
        _Line(texts.certifies, serif(13), MUTED, 0, band),
        _Line(texts.trainee, serif(30, bold=True), INK, 3 * scale, band, rule_below=True),
    ]
    if texts.passed_before:
        lines.append(_Line(texts.passed_before, serif(13), MUTED, 5 * scale, band))
    lines.append(_Line(texts.exam, serif(20, bold=True), INK, 2 * scale, band))
    if texts.passed_after:
        lines.append(_Line(texts.passed_after, serif(13), MUTED, 1.5 * scale, band))
    lines += [
        _Line(texts.score, sans(12, bold=True), INK, 7 * scale, band),
        _Line(texts.games, sans(9.5), MUTED, 3 * scale, band),
        _Line(texts.skills, sans(9.5), MUTED, 1.2 * scale, page.width - page.mm(90)),
    ]
    return lines


def _block_height(page: _Page, block: list[_Line]) -> float:
    return sum(page.mm(line.gap) + page.height_of(line.text, line.font, line.width) for line in block)


def _fitted_block(page: _Page, texts: CertificateTexts, room: float) -> list[_Line]:
    """The main block at full size, or smaller until it fits (a long name, an exam of every skill)."""
    scale = 1.0
    block = _main_block(page, texts, scale)
    while _block_height(page, block) > room and scale > MIN_SCALE:
        scale = max(MIN_SCALE, scale - 0.05)
        block = _main_block(page, texts, scale)
    return block


def _paint(page: _Page, texts: CertificateTexts) -> None:
    _frame(page)
    band = page.width - page.mm(70)
    y = page.centred(texts.school, page.font(SANS, 12, spacing=112), MUTED, page.mm(27), width=band)
    y = page.centred(texts.title, page.font(SERIF, 40, bold=True), INK, y + page.mm(4), width=band)
    y = _ornament(page, y + page.mm(2))

    # The signatures sit on one line near the foot; the main block is centred between the two.
    line_y = page.height - page.mm(40)
    room_top, room_bottom = y + page.mm(4), line_y - page.mm(12)
    block = _fitted_block(page, texts, room_bottom - room_top)
    y = room_top + max(0.0, (room_bottom - room_top - _block_height(page, block)) / 2)
    for line in block:
        y = page.centred(line.text, line.font, line.colour, y + page.mm(line.gap), width=line.width)
        if line.rule_below:
            page.rule(y + page.mm(1.5), page.mm(70), ACCENT, page.mm(0.35))

    _signature(page, page.mm(62), line_y, texts.date, texts.date_label)
    _signature(page, page.width - page.mm(62), line_y, texts.instructor, texts.instructor_label)
    middle = page.mm(92)
    left = (page.width - middle) / 2
    label = page.font(SANS, 8.5, spacing=110)
    top = page.text(texts.code_label, label, MUTED, line_y - page.mm(9), left=left, width=middle)
    top = page.text(
        texts.code, page.font(MONO, 15, bold=True), INK, top + page.mm(0.8), left=left, width=middle
    )
    top = page.text(texts.verify, page.font(SANS, 8.5), MUTED, top + page.mm(1.5), left=left, width=middle)
    page.text(texts.command, page.font(MONO, 8.5), INK, top + page.mm(0.5), left=left, width=middle)


def write_certificate(
    path: Path | str,
    *,
    result: ExamResult,
    exam: Exam,
    trainee: Trainee,
    school: SchoolSettings,
    locale: QLocale | None = None,
    tz: tzinfo | None = None,
) -> Path:
    """Write the certificate of a passed sitting to ``path`` (one page); returns the path.

    Raises :class:`NotPassedError` for a sitting that did not pass, :class:`ReportError` when the
    file cannot be written.
    """
    texts = certificate_texts(result, exam, trainee, school, locale=locale, tz=tz)
    target = Path(path)
    try:
        # Asked first, so an unusable path gets the system's reason (Qt only says "false").
        with target.open("wb"):
            pass
    except OSError as error:
        raise ReportError(
            translate("Report", "Cannot write the report to {path}: {reason}").format(
                path=target, reason=error.strerror or error
            )
        ) from error
    writer = QPdfWriter(str(target))
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.PageSizeId.A4),
            QPageLayout.Orientation.Landscape,
            QMarginsF(0, 0, 0, 0),
            QPageLayout.Unit.Millimeter,
        )
    )
    writer.setTitle(
        translate("Certificate", "Certificate: {trainee}, {exam}").format(
            trainee=texts.trainee, exam=texts.exam
        )
    )
    writer.setCreator("Croupier")
    painter = QPainter()
    if not painter.begin(writer):
        raise ReportError(translate("Report", "Cannot write the report to {path}.").format(path=target))
    try:
        _paint(_Page(writer, painter), texts)
    finally:
        painter.end()
    return target
