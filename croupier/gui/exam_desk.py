"""What the window does while an exam is sat: the band with the time left, the game and the down
cards locked (for a Quiz exam and for a hand dealt in Exam mode), and the certificate of a passed
sitting saved as a PDF where the trainee chooses."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from croupier.store.errors import StoreError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from croupier.gui.exam_band import ExamBand
    from croupier.gui.instructor.dialogs import InstructorDialogs
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.settings import Settings
    from croupier.gui.station import Station
    from croupier.gui.table_view import TableView
    from croupier.gui.top_bar import TopBar
    from croupier.store.records import ExamResult

__all__ = ["ExamDesk"]


class ExamDesk(QObject):
    """Locks ``top_bar``'s game and ``table``'s down cards while ``quiz`` runs an exam (or the
    walkthrough an Exam-mode hand) and keeps ``band`` up to date. ``station()`` is where sittings are
    recorded (None: nowhere), ``report(text)`` tells the user."""

    def __init__(
        self,
        window: QWidget,
        *,
        quiz: QuizPanel,
        top_bar: TopBar,
        table: TableView,
        band: ExamBand,
        settings: Settings,
        dialogs: InstructorDialogs,
        station: Callable[[], Station | None],
        report: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._quiz = quiz
        self._top_bar = top_bar
        self._table = table
        self._band = band
        self._settings = settings
        self._dialogs = dialogs
        self._station = station
        self._report = report
        self.locked = False  # an exam (or an Exam-mode hand) is under way
        quiz.exam_running.connect(self.set_exam_lock)
        quiz.certificate_requested.connect(self.save_certificate)
        quiz.controller.question_asked.connect(self._exam_question)
        quiz.controller.exam_ticked.connect(band.set_time_left)

    def set_exam_lock(self, on: bool) -> None:  # noqa: FBT001
        """While an exam is sat: the band, the game and the down cards locked."""
        self.locked = on
        self._top_bar.set_game_locked(on, self.tr("Locked while the exam runs"))
        if on:
            self._table.set_reveal(False)
            exam = self._quiz.controller.exam
            if exam is not None:
                self._band.start(exam.name, exam.questions, exam.time_limit)
                self._band.set_question(self._quiz.controller.number)
        else:
            self._table.set_reveal(self._settings.reveal_hole_cards)
            self._band.stop()

    def set_hand_lock(self, on: bool) -> None:  # noqa: FBT001
        """While a hand is dealt in Exam mode: the game and the down cards locked."""
        self.locked = on
        self._top_bar.set_game_locked(on, self.tr("Locked while the exam hand is dealt"))
        self._table.set_reveal(False if on else self._settings.reveal_hole_cards)

    def _exam_question(self, _question: object) -> None:
        if self._quiz.controller.exam is not None:
            self._band.set_question(self._quiz.controller.number)

    def save_certificate(self, result: ExamResult) -> str | None:
        """Ask where, then write the sealed certificate of a passed sitting as a one-page PDF (the
        certificate as the school issued it, its signature inside)."""
        station = self._station()
        code = result.certificate
        if station is None or not code:
            return None
        from croupier.reports.certificate import NotPassedError, write_certificate  # noqa: PLC0415
        from croupier.reports.document import ReportError  # noqa: PLC0415

        try:
            document = station.read(lambda store: store.seals.document(code))
        except StoreError as error:
            self._report(self.tr("The certificate could not be read: {reason}").format(reason=error))
            return None
        if document is None:
            self._report(self.tr("The school has no certificate {code}.").format(code=code))
            return None
        payload = json.loads(document["payload"])
        suggested = f"{payload.get('trainee', '')} - {payload.get('exam', '')}.pdf".replace("/", "-")
        path = self._dialogs.save_file(
            self._window, self.tr("Save the certificate"), suggested, self.tr("PDF documents (*.pdf)")
        )
        if not path:
            return None
        try:
            write_certificate(path, document)
        except (OSError, ReportError, NotPassedError) as error:
            self._report(self.tr("The certificate could not be saved: {reason}").format(reason=error))
            return None
        self._report(self.tr("Certificate saved: {path}").format(path=path))
        return path
