"""The certificate of a passed exam: one printable A4 page (landscape), drawn with Qt's PDF writer.

It is drawn from a sealed certificate (``croupier.store.seals``) exactly as issued: the school, the
trainee, the exam, the games and skills it covered, the score and the pass mark, the date, the
instructor, the verification code with the command that checks it, and the fingerprint of the
school's seal. The signed certificate itself (its payload, the signature and the school's public
key) rides in the PDF's XMP metadata, so that ``croupier school verify --pdf FILE`` checks the file
without the school's database (:func:`read_document`). Texts are in the language installed, numbers
and dates in ``locale`` (``QLocale()`` by default). Needs a ``QGuiApplication`` (fonts). A payload
that is not a pass has no certificate: :class:`NotPassedError`.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from croupier.engine.rules import VARIANTS
from croupier.i18n import format_number, format_percent
from croupier.reports.document import ACCENT, INK, MUTED, ReportError
from croupier.store.signing import fingerprint_text
from croupier.words.quiz_words import skill_name, variant_name

__all__ = [
    "NotPassedError",
    "certificate_date",
    "certificate_texts",
    "read_document",
    "write_certificate",
]

translate = QCoreApplication.translate

RESOLUTION = 300
SERIF = "DejaVu Serif"
SANS = "DejaVu Sans"
MONO = "DejaVu Sans Mono"
FRAME = QColor("#26323a")
VERIFY_COMMAND = "croupier school verify {code}"
# The signed certificate in the PDF's XMP metadata: base64 of its JSON ({code, payload, signature, key}).
_XMP = (
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
    '<rdf:Description rdf:about="" xmlns:croupier="https://croupier.invalid/ns/1/">'
    "<croupier:certificate>{document}</croupier:certificate>"
    "</rdf:Description></rdf:RDF></x:xmpmeta>"
)
_DOCUMENT = re.compile(rb"<croupier:certificate>([A-Za-z0-9+/=]+)</croupier:certificate>")
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
    seal: str = ""


def _payload(document: Mapping[str, str]) -> dict[str, Any]:
    try:
        payload = json.loads(document["payload"])
    except (KeyError, ValueError):
        raise NotPassedError("Not a sealed certificate") from None
    if not isinstance(payload, dict):
        raise NotPassedError("Not a sealed certificate")
    return payload


def certificate_date(when: datetime, locale: QLocale, tz: tzinfo | None = None) -> str:
    """The day in words, as the certificate gives it ("10 March 2025", "10. März 2025")."""
    day = when.astimezone(tz).date()
    pattern = translate("Certificate", "d MMMM yyyy")
    return locale.toString(QDate(day.year, day.month, day.day), pattern)


def certificate_texts(
    payload: Mapping[str, Any], *, locale: QLocale | None = None, tz: tzinfo | None = None
) -> CertificateTexts:
    """What the certificate says, from its payload as issued; :class:`NotPassedError` for a payload
    that is not a pass."""
    if payload.get("passed") is not True or not payload.get("code"):
        raise NotPassedError(f"{payload.get('trainee', '?')} did not pass: there is no certificate")
    code = str(payload["code"])
    chosen = locale if locale is not None else QLocale()
    # The exam's name stands out on a line of its own, inside a sentence that translators see whole.
    sentence = translate("Certificate", "has passed the exam {exam}")
    before, _, after = sentence.partition("{exam}")
    games = [str(game) for game in payload.get("games") or ()] or list(VARIANTS)
    correct, total = int(payload["correct"]), int(payload["total"])
    score = translate("Certificate", "Score: {correct} of {total} ({percent}) · pass mark {mark}").format(
        correct=format_number(correct, chosen),
        total=format_number(total, chosen),
        percent=format_percent(correct / total if total else 0.0, chosen),
        mark=format_percent(float(payload["pass_mark"]), chosen),
    )
    practical = next((part for part in payload.get("parts") or () if part.get("kind") == "practical"), None)
    if practical is not None:
        # Both parts named: the written exam above, and the practical exam at a real table.
        score = translate("Certificate", "Written: {score}\nPractical exam: {percent} ({verdict})").format(
            score=score,
            percent=format_percent(float(practical.get("score", 0.0)), chosen),
            verdict=translate("Certificate", "passed")
            if practical.get("passed")
            else translate("Certificate", "not passed"),
        )
    return CertificateTexts(
        school=str(payload.get("school") or "") or translate("Certificate", "Croupier training"),
        title=translate("Certificate", "Certificate"),
        certifies=translate("Certificate", "This is to certify that"),
        trainee=str(payload["trainee"]),
        passed_before=before.strip(),
        exam=str(payload["exam"]),
        passed_after=after.strip(),
        games=translate("Certificate", "Games: {games}").format(
            games=" · ".join(variant_name(game) for game in games)
        ),
        skills=translate("Certificate", "Skills: {skills}").format(
            skills=" · ".join(skill_name(str(name)) for name in payload.get("skills") or ())
        ),
        score=score,
        date=certificate_date(datetime.fromisoformat(str(payload["taken_at"])), chosen, tz),
        date_label=translate("Certificate", "Date"),
        instructor=str(payload.get("instructor") or ""),
        instructor_label=translate("Certificate", "Instructor"),
        code=code,
        code_label=translate("Certificate", "Verification code"),
        verify=translate("Certificate", "To check it, the school runs:"),
        command=VERIFY_COMMAND.format(code=code),
        seal=translate("Certificate", "School seal {fingerprint}").format(
            fingerprint=fingerprint_text(str(payload.get("key") or ""))
        ),
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
    top = page.text(texts.command, page.font(MONO, 8.5), INK, top + page.mm(0.5), left=left, width=middle)
    if texts.seal:
        page.text(texts.seal, page.font(MONO, 7), MUTED, top + page.mm(1.2), left=left, width=middle)


def write_certificate(
    path: Path | str,
    document: Mapping[str, str],
    *,
    locale: QLocale | None = None,
    tz: tzinfo | None = None,
) -> Path:
    """Write the sealed certificate ``document`` (``Seals.document``: its code, payload, signature
    and key) to ``path`` as one page, the document itself in its metadata; returns the path.

    Raises :class:`NotPassedError` for a payload that is not a pass, :class:`ReportError` when the
    file cannot be written.
    """
    texts = certificate_texts(_payload(document), locale=locale, tz=tz)
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
    signed = {key: str(document[key]) for key in ("code", "payload", "signature", "key")}
    packed = base64.b64encode(json.dumps(signed, sort_keys=True).encode("utf-8")).decode("ascii")
    writer.setDocumentXmpMetadata(_XMP.format(document=packed).encode("utf-8"))
    painter = QPainter()
    if not painter.begin(writer):
        raise ReportError(translate("Report", "Cannot write the report to {path}.").format(path=target))
    try:
        _paint(_Page(writer, painter), texts)
    finally:
        painter.end()
    return target


def read_document(path: Path | str) -> dict[str, str] | None:
    """The signed certificate a certificate's PDF carries (None: the file has none, or it is not
    readable as one). What it says is only as good as its signature: check it
    (``croupier.store.seals.check_document``)."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return None
    found = _DOCUMENT.findall(data)
    if len(found) != 1:
        return None
    try:
        document = json.loads(base64.b64decode(found[0], validate=True))
    except (ValueError, binascii.Error):
        return None
    if not isinstance(document, dict) or not all(
        isinstance(document.get(key), str) for key in ("code", "payload", "signature", "key")
    ):
        return None
    return {key: str(document[key]) for key in ("code", "payload", "signature", "key")}
