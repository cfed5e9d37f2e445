"""The window's station: the sign-in page, what signing in and out changes (the trainee's views,
their assignments and history in the quiz, the school's pace), the live class, the store's status,
a school's exam sittings opened for the quiz, and answers not saved yet asked about on closing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from croupier.gui.live_class import LiveClass
from croupier.gui.mode_pages import TRAINEE_MODES, View
from croupier.gui.sign_in_page import SignInPage
from croupier.gui.store_setup import store_notice

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

    from croupier.drills import DrillSettings
    from croupier.gui.first_start.flow import FirstStart
    from croupier.gui.first_start.tour import TourOverlay
    from croupier.gui.instructor.dialogs import InstructorDialogs
    from croupier.gui.mode_pages import ModePages
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.settings import Settings
    from croupier.gui.station import Station
    from croupier.gui.status_notes import StatusNotes
    from croupier.gui.top_bar import TopBar
    from croupier.gui.verdict_strip import VerdictStrip
    from croupier.gui.walkthrough import WalkthroughPanel
    from croupier.gui.window_views import WindowViews
    from croupier.store.logins import SignIn
    from croupier.store.records import Exam, Trainee

__all__ = ["StationWindow", "WindowStation"]


class StationWindow(Protocol):
    """What the station uses of the window (``MainWindow`` has it): signing in, its texts anew,
    its language, and what a newcomer is shown that the instructor's live question goes before."""

    @property
    def language(self) -> str: ...
    @property
    def first_start(self) -> FirstStart | None: ...
    @property
    def tour(self) -> TourOverlay | None: ...
    def sign_in(self, trainee: Trainee | SignIn) -> None: ...
    def retranslate(self) -> None: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name


class WindowStation(QObject):
    """Puts ``station`` into ``window``: its ``sign_in_page`` among the ``pages``, Instructor mode
    in the top bar, its ``live`` class and its status in ``store_status``; signing in and out
    (the station's signals) changes the views, the quiz and the walkthrough."""

    def __init__(
        self,
        window: StationWindow,
        station: Station,
        *,
        views: WindowViews,
        pages: ModePages,
        top_bar: TopBar,
        quiz: QuizPanel,
        walkthrough: WalkthroughPanel | None,
        strip: VerdictStrip,
        notes: StatusNotes,
        settings: Settings,
        store_status: QLabel,
        dialogs: InstructorDialogs,
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self._dialogs = dialogs
        self._window = window
        self._station = station
        self._views = views
        self._pages = pages
        self._top_bar = top_bar
        self._quiz = quiz
        self._walkthrough = walkthrough
        self._strip = strip
        self._notes = notes
        self._settings = settings
        self._store_status = store_status
        self.sign_in_page = SignInPage(station, pages)  # made where it stands: styled once
        pages.addWidget(self.sign_in_page)
        self.sign_in_page.chosen.connect(window.sign_in)
        self.sign_in_page.instructor_requested.connect(lambda: views.set_mode(View.INSTRUCTOR))
        top_bar.set_mode_shown(View.INSTRUCTOR, True)
        views.add_page_maker(View.INSTRUCTOR, lambda: views.instructor_page)
        top_bar.set_mode_available(View.RULES, True)
        station.signed_in.connect(self._signed_in)
        station.signed_out.connect(self._signed_out)
        station.status_changed.connect(self.show_store_status)
        station.failed.connect(lambda _uuid, _reason: quiz.refresh_score())
        station.recorded.connect(lambda _uuid: quiz.refresh_score())
        self.live = LiveClass(
            station,
            quiz,
            show_quiz=self._to_live_question,
            busy=lambda: walkthrough is not None and walkthrough.exam_hand_in_progress(),
            language=lambda: window.language,
            report=notes.reporter(View.QUIZ),
            parent=parent,
        )

    def open(self, trainee: Trainee | None) -> None:
        """The sign-in page in front (or ``trainee`` signed in at once) and where answers go said."""
        self._strip.show_note("")
        if trainee is not None:
            self._window.sign_in(trainee)  # _signed_in shows the trainee's table (or what is assigned)
        else:
            for mode in TRAINEE_MODES:
                self._top_bar.set_mode_available(mode, False)  # until somebody signs in
            self._views.set_mode(View.DEAL)
        self._window.retranslate()
        notice = store_notice(self._station.store)
        if notice:  # where the answers go, said once at the start
            self._notes.show(notice)

    def show_store_status(self, _status: object = None) -> None:
        text = self._station.status_text()
        self._store_status.setText(text or "")
        self._store_status.setToolTip(text or "")
        self._store_status.setVisible(bool(text))

    def read_school_pace(self) -> None:
        """The school's answer pace in force on this station (read-only in Settings)."""
        from croupier.store.errors import StoreError  # noqa: PLC0415 - with the station's store

        try:
            target = self._station.read(lambda store: store.school.settings().answer_target)
        except StoreError:
            return  # the last one read (or the station's own, never read yet) stands
        self._settings.set_school_target(target)

    def may_close(self) -> bool:
        """An answer just given is stored first; answers the store could not take yet would be lost:
        True when there are none, or the user quits anyway."""
        from croupier.words.store_words import cause_words  # noqa: PLC0415 - only when closing

        unsaved = self._station.writer.settle()
        if not unsaved:
            return True
        status = self._station.writer_status
        return self._dialogs.confirm(
            self._parent,
            self.tr("Answers not saved"),
            self.tr(
                "%n answer(s) could not be saved yet ({reason}). Quit anyway? They would be lost.",
                "",
                unsaved,
            ).format(reason=cause_words(status.held_cause, status.held_reason or status.reason)),
        )

    def _signed_in(self, trainee: Trainee) -> None:
        station, quiz, views, walkthrough = self._station, self._quiz, self._views, self._walkthrough
        quiz.set_assigned_source(station.assigned)
        quiz.set_saved_check(station.is_saved)
        quiz.set_history(station.recorder, trainee.id)
        quiz.controller.set_sitting_opener(self._open_sitting)
        if views.made_progress_view is None:
            views.add_page_maker(View.PROGRESS, lambda: views.progress_view)
        else:
            views.made_progress_view.set_trainee(trainee)
        for mode in TRAINEE_MODES:
            self._top_bar.set_mode_available(mode, self._pages.offers(mode))
        if walkthrough is not None and walkthrough.walkthrough is not None:
            walkthrough.start_new_hand()  # the last trainee's hand is not theirs
        assigned, _notice = station.assigned()
        if walkthrough is not None:
            walkthrough.set_assigned(assigned.open_count)
        self._window.retranslate()
        if station.school:
            self.read_school_pace()
        views.set_mode(View.QUIZ if assigned.open_count else View.DEAL)
        if station.school:
            self.live.join()  # a round under way: its question, at once

    def _open_sitting(self, exam: Exam, settings: DrillSettings) -> tuple[str, int]:
        """Begin a sitting of ``exam`` at the school, dealt at the table ``settings`` (kept with it,
        for re-grading); its session's id and the seed the school picked."""
        from croupier.drills.regrade import deal_json  # noqa: PLC0415

        started = self._station.open_sitting(exam, deal_json(settings))
        return started.session_uuid, started.seed

    def _signed_out(self) -> None:
        self._quiz.controller.set_sitting_opener(None)
        self._quiz.set_assigned_source(None)
        self._quiz.set_history(None, 0)
        if self._walkthrough is not None:
            self._walkthrough.set_assigned(0)
        for mode in TRAINEE_MODES:
            self._top_bar.set_mode_available(mode, False)
        self._window.retranslate()  # the window's title without the trainee's name, too
        self._views.set_mode(View.DEAL)

    def _to_live_question(self) -> None:
        """The instructor's live question, in front of everything a newcomer is shown: the first
        start's questions left and the tour wait (Help has the tour)."""
        first_start, tour = self._window.first_start, self._window.tour
        waited = first_start is not None and first_start.make_way()
        if tour is not None and tour.running:
            tour.skip()
            waited = True
        self._views.set_mode(View.QUIZ)
        if waited:
            self._window.statusBar().showMessage(
                self.tr("The instructor's question came first: take the tour later from the Help menu.")
            )
