"""The main window: the top bar, the table with a mode's panel beside it, and the verdict strip.

It composes the widgets; it owns no game logic. The table and the panels beside it are made and
wired to the window by ``window_panels`` (in the app after its first frame, a piece a turn). A mode's
panel is added with ``add_panel``: Deal and Quiz panels sit beside the table (the table stays in
view), a Progress page takes the whole body. With ``walkthrough=True`` (the app) Deal mode is the
walkthrough, where the trainee deals a hand; without it, Deal mode shows the Observe panel. Given a
progress store and its trainee, the window shows the Progress page; the settings menu opens the
settings dialog.

What the window does beside composing has its own modules, each given what it needs (the objects
it uses, or a small protocol of the window's, never the whole window): the views and the pages made
when first shown (``window_views``; ``View`` is in ``mode_pages``), the menu entries and keys
(``window_actions``), the station, signing in and out (``window_station``), the top bar's switches
and game (``switches``), the settings dialog opened (``settings_dialog``), Deal mode's walkthrough
(``deal_walkthrough``), exams and certificates (``exam_desk``), the walkthrough's sessions in the
history (``walkthrough_sessions``), the live class (``live_class``), the Observe panel's hand
(``observed_hand``) and the Rules view's "Practise this" (``rule_practice``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from croupier.gui.collector import freeze_once
from croupier.gui.exam_band import ExamBand
from croupier.gui.help.window_help import WindowHelp
from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
from croupier.gui.mode_pages import ModePages, View
from croupier.gui.settings import Settings
from croupier.gui.status_notes import StatusNotes, permanent_label
from croupier.gui.switches import Switches, show_game_and_switches
from croupier.gui.top_bar import TopBar
from croupier.gui.verdict_strip import VerdictStrip
from croupier.gui.window_actions import WindowActions
from croupier.gui.window_views import WindowViews
from croupier.i18n import Translations
from croupier.speech import Narrator, Speaker

# The panels beside the table (quiz, walkthrough, observe) and everything they bring are imported in
# _build_panels (window_panels), after the window's first frame when the app opens it (croupier.gui.app).
if TYPE_CHECKING:
    from croupier.gui.course.course_mode import CourseMode
    from croupier.gui.exam_desk import ExamDesk
    from croupier.gui.first_start.flow import FirstStart
    from croupier.gui.first_start.tour import TourOverlay
    from croupier.gui.help.help_window import Whereabouts
    from croupier.gui.in_turns import InTurns
    from croupier.gui.instructor.instructor_page import InstructorPage
    from croupier.gui.live_class import LiveClass
    from croupier.gui.observe_panel import ObservePanel
    from croupier.gui.observed_hand import ObservedHand
    from croupier.gui.progress_view import ProgressView
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.rule_practice import PracticeStarter
    from croupier.gui.rule_tips import RuleTips
    from croupier.gui.rules_view import RulesView
    from croupier.gui.settings_dialog import SettingsDialog
    from croupier.gui.sign_in_page import SignInPage
    from croupier.gui.station import Station
    from croupier.gui.table_view import TableView
    from croupier.gui.walkthrough import WalkthroughPanel
    from croupier.gui.walkthrough_sessions import WalkthroughSessions
    from croupier.gui.window_panels import WindowPanels
    from croupier.gui.window_station import WindowStation
    from croupier.store import Store
    from croupier.store.logins import SignIn
    from croupier.store.records import ExamResult, Trainee

__all__ = ["MainWindow"]


class MainWindow(QMainWindow):
    """The trainer's window. ``mode_changed(mode)`` after a switch of mode; ``game_changed()``
    after the variant, player count, stakes or house rules change (the Observe panel then deals anew).

    ``station`` (or a bare ``store``, for which the window makes its own station) is where answers
    are recorded; the window opens on the sign-in page until a trainee signs in (``trainee`` signs
    one in at once). Without either the trainer runs without recording anything, for nobody.
    ``dialogs`` answers the window's questions (confirmations, files); tests pass their own.
    """

    mode_changed = Signal(str)
    game_changed = Signal()

    def __init__(
        self,
        translations: Translations,
        settings: Settings,
        speaker: Speaker,
        *,
        station: Station | None = None,
        store: Store | None = None,
        trainee: Trainee | None = None,
        rng: random.Random | None = None,
        walkthrough: bool = False,
        dialogs: InstructorDialogs | None = None,
        awaiting_station: bool = False,
        first_start: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self._translations = translations
        self._settings = settings
        self._speaker = speaker
        self.dialogs: InstructorDialogs = dialogs if dialogs is not None else QtDialogs()
        self._owns_station = False
        self.station: Station | None = None
        self.store: Store | None = None
        self.sign_in_page: SignInPage | None = None
        self.live: LiveClass | None = None  # with a station
        self._station_link: WindowStation | None = None  # the station put into the window
        self._rng = rng if rng is not None else random.Random()

        self.top_bar = TopBar()
        self.help = WindowHelp(self, self, self.top_bar.settings_menu)
        self.help.rule_requested.connect(self.open_rule)
        self.help.tour_requested.connect(self.start_tour)
        self._first_start_wanted = first_start  # a newcomer's first start, once there is a station
        self.first_start: FirstStart | None = None
        self.tour: TourOverlay | None = None
        self._course: CourseMode | None = None  # made when first needed (``course``)
        self.table_view: TableView  # made by _build_panels (in the app, after the first frame)
        waiting = QWidget()  # the table's place until the table is made: its own background
        waiting.setObjectName("tableWaiting")
        self.pages = ModePages(waiting)
        self.panels = self.pages.panels
        self.verdict_strip = VerdictStrip()
        self.narrator = Narrator(speaker, translations.language.value, self)
        self._with_walkthrough = walkthrough
        self.observe_panel: ObservePanel  # made by _build_panels
        self.quiz_panel: QuizPanel
        self.walkthrough: WalkthroughPanel | None = None
        self.walkthrough_sessions: WalkthroughSessions | None = None  # with the walkthrough
        self._made: WindowPanels  # made by _build_panels: the table and the panels, wired
        self.observed: ObservedHand  # made by _build_panels
        self.exam_desk: ExamDesk
        self.switches: Switches
        self.rule_practice: PracticeStarter
        self._panels_built = False
        self._panel_steps: InTurns | None = None  # the table and the panels being made, a piece a turn
        self._station_steps: InTurns | None = None  # the station being put into the window
        self.window_actions = WindowActions(self, self.top_bar, self.set_mode)
        self.settings_action = self.window_actions.settings_action  # the menu's entries, for tests
        self.instructor_action = self.window_actions.instructor_action
        self.exam_band = ExamBand()
        self.store_status = permanent_label(self.statusBar(), "storeStatus")
        self.store_status.setVisible(False)  # until the station tells its status
        self.trainee_label = permanent_label(self.statusBar(), "traineeLabel")
        self.notes = StatusNotes(self.statusBar(), lambda: self.views.mode.value, self)
        self.views = WindowViews(
            self,
            pages=self.pages,
            top_bar=self.top_bar,
            strip=self.verdict_strip,
            notes=self.notes,
            settings=settings,
            dialogs=self.dialogs,
            leave_deal=self._leave_walkthrough_exam,
            show_last_event=self._show_last_event,
            changed=self.mode_changed.emit,
            parent=self,
        )

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.top_bar)
        layout.addWidget(self.exam_band)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.verdict_strip)
        self.setCentralWidget(central)
        self.setMinimumSize(800, 560)
        self.resize(1280, 800)
        self.rule_tips: RuleTips  # made by _build_panels: the rule numbers' right-click menus

        for mode in View:
            self.top_bar.set_mode_available(mode, False)
        self.top_bar.set_mode_shown(View.INSTRUCTOR, False)
        show_game_and_switches(self.top_bar, settings)
        self.top_bar.set_language(translations.language.value)
        self.retranslate()
        if awaiting_station and station is None and store is None:
            # The app: the window is up at once; its table, panels and progress store follow
            # (attach_station), the table's and the cards' modules with them.
            self.top_bar.setEnabled(False)
            self.verdict_strip.show_note(self.tr("Opening your progress…"))
            return
        self._build_panels()
        if station is None and store is not None:
            from croupier.gui.station import Station  # noqa: PLC0415 - the store's modules with it

            station = Station(store, parent=self)
            self._owns_station = True
        if station is not None:
            self.attach_station(station, trainee)
        else:
            self._made.deal_first_hand()
            self._begin_first_start()

    def build_panels_in_steps(self, then: Callable[[], None]) -> None:
        """The app, after the window's first frame: the table and the panels beside it made a piece
        a turn of the event loop, so that the window goes on answering; ``then()`` once they are
        (``attach_station`` makes what is left at once)."""
        self._panel_pieces().when_over(then)
        if not self._panels_built:
            self._panel_pieces().start()

    def _build_panels(self) -> None:
        """The table and the panels beside it (Observe, Quiz, the walkthrough), wired to the window."""
        self._panel_pieces().finish()

    def _panel_pieces(self) -> InTurns:
        if self._panel_steps is None:
            from croupier.gui.in_turns import InTurns  # noqa: PLC0415

            self._panel_steps = InTurns(self._make_panels(), self)
        return self._panel_steps

    def _make_panels(self) -> Iterator[None]:
        from croupier.gui.rule_practice import PracticeStarter  # noqa: PLC0415
        from croupier.gui.window_panels import build_panels, wire_panels  # noqa: PLC0415 - the table's modules

        made = yield from build_panels(
            self,
            settings=self._settings,
            speaker=self._speaker,
            narrator=self.narrator,
            rng=self._rng,
            dialogs=self.dialogs,
            pages=self.pages,
            top_bar=self.top_bar,
            strip=self.verdict_strip,
            band=self.exam_band,
            notes=self.notes,
            station=lambda: self.station,
            language=lambda: self.language,
            in_deal=lambda: self.views.mode is View.DEAL,
            open_rule=self.open_rule,
            game_changed=self.game_changed.emit,
            walkthrough=self._with_walkthrough,
        )
        yield
        self._made = made
        self.table_view, self.rule_tips, self.observe_panel = made.table, made.rule_tips, made.observe
        self.observed, self.quiz_panel, self.switches = made.observed, made.quiz, made.switches
        self.exam_desk = made.exam_desk
        self.walkthrough = made.walkthrough
        self.walkthrough_sessions = made.deal.sessions if made.deal is not None else None
        self.add_panel(View.DEAL, self.observe_panel)
        if self.walkthrough is not None:
            yield  # a panel put into the window takes its style anew: one a turn
            self.add_panel(View.DEAL, self.walkthrough)
        yield
        self.add_panel(View.QUIZ, self.quiz_panel)
        self.views.add_page_maker(View.COURSE, lambda: self.course)
        self.rule_practice = PracticeStarter(self, self.quiz_panel, self.walkthrough, self)
        self.views.add_page_maker(View.RULES, lambda: self.rules_view)
        yield
        self._panels_built = True
        self.top_bar.setEnabled(True)
        wire_panels(
            self,
            made,
            top_bar=self.top_bar,
            actions=self.window_actions,
            strip=self.verdict_strip,
            translations=self._translations,
            window_help=self.help,
        )
        self._translations.language_changed.connect(self._set_narrator_language)
        self.set_mode(View.DEAL)
        self.retranslate()
        if self._settings.speech:
            self.switches.explain_silence()
        freeze_once("the window")  # what it is made of lives as long as it

    def attach_station(self, station: Station, trainee: Trainee | None = None) -> None:
        """Record answers through ``station`` from now on: the sign-in page (or ``trainee`` signed in
        at once), instructor mode and the store's status, then the first hand (and a newcomer's
        first start). Once per window; the app has it done a piece a turn instead
        (``attach_station_in_steps``), once the progress store is open."""
        self._station_pieces(station, trainee).finish()

    def attach_station_in_steps(
        self, station: Station, trainee: Trainee | None, then: Callable[[], None]
    ) -> None:
        """``attach_station`` a piece a turn of the event loop from the next turn on, so that the
        window goes on answering; ``then()`` once it is done."""
        steps = self._station_pieces(station, trainee)
        steps.when_over(then)
        steps.start()

    def _station_pieces(self, station: Station, trainee: Trainee | None) -> InTurns:
        if self.station is not None or self._station_steps is not None:
            raise RuntimeError("The window already has its station")
        from croupier.gui.in_turns import InTurns  # noqa: PLC0415

        self._station_steps = InTurns(self._attach_station(station, trainee), self)
        return self._station_steps

    def _attach_station(self, station: Station, trainee: Trainee | None) -> Iterator[None]:
        self._build_panels()  # what is left of them (the app makes them a piece a turn)
        from croupier.gui.window_station import WindowStation  # noqa: PLC0415

        self.station = station
        self.store = station.store
        self.window_actions.offer_station()
        self._station_link = WindowStation(
            self,
            station,
            views=self.views,
            pages=self.pages,
            top_bar=self.top_bar,
            quiz=self.quiz_panel,
            walkthrough=self.walkthrough,
            strip=self.verdict_strip,
            notes=self.notes,
            settings=self._settings,
            store_status=self.store_status,
            dialogs=self.dialogs,
            parent=self,
        )
        self.sign_in_page = self._station_link.sign_in_page
        self.live = self._station_link.live
        self._station_link.open(trainee)
        yield
        self._made.deal_first_hand()
        if trainee is not None:
            self._settings.welcomed = True  # someone who learnt here before the first start asked
            return
        yield
        self._begin_first_start()

    def _begin_first_start(self) -> None:
        """A newcomer's first start (asked for by the app), over the window as it now is."""
        if not self._first_start_wanted or self.first_start is not None or self._settings.welcomed:
            return
        from croupier.gui.first_start.flow import FirstStart  # noqa: PLC0415 - a newcomer's only

        self.first_start = FirstStart(self, parent=self)
        self.first_start.start()

    # ----------------------------------------------------------------------------- panels

    def add_panel(self, mode: View | str, widget: QWidget, *, full_page: bool = False) -> None:
        """Give ``mode`` its panel: beside the table, or (``full_page``) instead of it (a second
        call for the same mode replaces the first); the mode's button becomes available."""
        self.views.add_panel(mode, widget, full_page=full_page)

    @property
    def course(self) -> CourseMode:
        """Course mode (made the first time it is needed: shown, or Progress's course line)."""
        if self._course is None:
            from croupier.gui.course.course_mode import CourseMode  # noqa: PLC0415 - the course's drills

            self._course = CourseMode(self, parent=self)
            self.add_panel(View.COURSE, self._course.page, full_page=True)
        return self._course

    @property
    def rules_view(self) -> RulesView:
        """The Rules page (made the first time it is needed)."""
        return self.views.rules_view

    @property
    def instructor_page(self) -> InstructorPage | None:
        """Instructor mode's page, with a progress store only (made the first time it is needed)."""
        return self.views.instructor_page

    @property
    def progress_view(self) -> ProgressView | None:
        """The signed-in trainee's Progress page (made the first time it is shown)."""
        return self.views.progress_view

    def panel(self, mode: View | str) -> QWidget | None:
        """The panel or page shown in ``mode``, if any."""
        return self.views.panel(mode)

    @property
    def mode(self) -> View:
        return self.views.mode

    def set_mode(self, mode: View | str) -> None:
        """Show ``mode``'s panel (or page); a mode without one keeps the current mode. Nobody
        signed in: the sign-in page (but for instructor mode). Leaving an exam asks first."""
        self.views.set_mode(mode)

    # ----------------------------------------------------------------------------- first start

    @property
    def settings(self) -> Settings:
        return self._settings

    @property
    def speaker(self) -> Speaker:
        return self._speaker

    @property
    def language(self) -> str:
        """The language on show ("de" or "en")."""
        return self._translations.language.value

    def show_first_start(self, page: QWidget) -> None:
        """Put the first start's page in front of the table."""
        self.pages.show_page(page)
        page.setFocus()

    def choose_game(self, code: str) -> None:
        """Deal ``code`` (F7S, F7S/8, FR) from now on, as if chosen in the top bar."""
        self.switches.choose_game(code)

    def choose_speech(self, on: bool) -> None:  # noqa: FBT001
        """Speech on or off, as if switched in the top bar."""
        self.switches.choose_speech(on)

    def start_tour(self) -> TourOverlay:
        """The tour over the window (the first start's last step; again from the Help menu)."""
        from croupier.gui.first_start.flow import tour_stops  # noqa: PLC0415 - when it is asked for
        from croupier.gui.first_start.tour import TourOverlay  # noqa: PLC0415

        if self.tour is None:
            self.tour = TourOverlay(self)
        if self._panels_built and (self.station is None or self.trainee is not None):
            self.set_mode(View.DEAL)  # the tour points at the table and the duty panel
        self.tour.start(tour_stops(self))
        return self.tour

    # ----------------------------------------------------------------------------- help

    def front_view(self) -> str:
        """The view in front, as the help names it (``croupier.gui.help.topics.VIEWS``)."""
        return self.views.front_view()

    def view_widget(self, view: str) -> QWidget | None:
        """The widget of ``view`` (whose shortcuts the help lists), if the window has it; pages not
        made yet are not made for it, but the Rules' (its keys are listed)."""
        return self.views.view_widget(view) if self._panels_built else None

    def whereabouts(self) -> Whereabouts:
        """Where progress and settings are kept, for the help's About page."""
        from croupier.gui.help.help_window import Whereabouts  # noqa: PLC0415 - the help's own

        progress = (
            self.store.status.location
            if self.store is not None
            else self.tr("Nowhere: this window records nothing")
        )
        settings = self._settings.location or self.tr("In memory only (not saved)")
        return Whereabouts(progress=progress, settings=settings)

    # ----------------------------------------------------------------------------- language

    def set_language(self, code: str) -> None:
        """Switch every visible text to ``code`` ("de" or "en") and remember the choice."""
        self._translations.set_language(code)
        self._settings.language = code

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Croupier – Stud dealer trainer"))
        self.help.retranslate()
        self.panels.setAccessibleName(self.tr("Mode panel"))
        trainee = self.trainee
        self.window_actions.retranslate(trainee.name if trainee is not None else None)
        self.trainee_label.setText(
            self.tr("Signed in: {name}").format(name=trainee.name) if trainee is not None else ""
        )
        if trainee is not None:
            self.setWindowTitle(self.tr("Croupier – {name}").format(name=trainee.name))
        if self._station_link is not None:
            self._station_link.show_store_status()
        self._show_last_event()
        self.notes.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----------------------------------------------------------------------------- game

    def _set_narrator_language(self, code: str) -> None:
        self.narrator.lang = code

    def _leave_walkthrough_exam(self) -> bool:
        """Leaving an Exam-mode hand before its end asks first; True when it may be left."""
        return not self._panels_built or self._made.may_leave_deal()

    # ----------------------------------------------------------------------------- sign-in

    @property
    def exam_locked(self) -> bool:
        """An exam (or an Exam-mode hand) is under way: the game and the house rules are locked."""
        return self._panels_built and self.exam_desk.locked

    def save_certificate(self, result: ExamResult) -> str | None:
        """Ask where, then write the sealed certificate of a passed sitting as a one-page PDF."""
        return self.exam_desk.save_certificate(result)

    @property
    def trainee(self) -> Trainee | None:
        """Who is signed in (None: nobody, or a window that records nothing)."""
        return self.station.trainee if self.station is not None else None

    def sign_in(self, trainee: Trainee | SignIn) -> None:
        """Record for ``trainee`` from now on (the sign-in page's choice: on a school server, the
        trainee signed in with their password)."""
        if self.station is None:
            return
        notice = self.station.sign_in(trainee)
        if notice:
            self.notes.show(notice)

    def sign_out(self) -> bool:
        """Sign the trainee out (an exam under way is left, if they confirm) and show the sign-in
        page; False when they chose to stay."""
        if self.station is None or self.trainee is None:
            return True
        if not self.quiz_panel.leave_exam() or not self._leave_walkthrough_exam():
            return False
        self._made.end_walkthrough_session()
        self.station.sign_out()
        return True

    def show_assigned(self) -> None:
        """From the walkthrough: what is assigned, in the Quiz."""
        self.set_mode(View.QUIZ)
        if self.views.mode is View.QUIZ and not self.quiz_panel.exam_in_progress():
            self.quiz_panel.show_start()

    # ----------------------------------------------------------------------------- rules

    def practise_rule(self, number: str) -> bool:
        """Practise rule ``number`` (the Rules view's "Practise this"); False if nothing started."""
        return self.rule_practice.practise(number)

    def signed_in_or_free(self) -> bool:
        """Somebody is signed in, or the window records for nobody (no sign-in page in front)."""
        return self.station is None or self.trainee is not None

    def open_rule(self, number: str) -> None:
        """Show rule ``number`` in the Rules view (a rule number clicked anywhere)."""
        self.rules_view.set_house_rules(self._settings.house_rules)
        if self.rules_view.show_rule(number):
            self.set_mode(View.RULES)

    def deal_again(self) -> None:
        """Deal anew in Deal mode (the game changed), and show the course of the game now chosen."""
        if self.views.mode is View.COURSE and self._course is not None:
            self._course.refresh()  # the course of the game now chosen
        self._made.deal_again()

    def _show_last_event(self) -> None:
        """The strip tells the hand's latest event (until verdicts arrive with the walkthrough)."""
        if not self._panels_built:
            return
        self.observed.tell_last_event()

    # ----------------------------------------------------------------------------- settings

    def open_settings(self) -> SettingsDialog:
        """Open the settings dialog (window-modal); what it applies takes effect at once."""
        from croupier.gui.settings_dialog import open_settings  # noqa: PLC0415 - when first opened

        station = self.station
        if station is not None and station.school and self._settings.school_target is None:
            assert self._station_link is not None  # made with the station
            self._station_link.read_school_pace()  # the school's pace, shown read-only
        return open_settings(
            self,
            self._settings,
            self._translations,
            self._speaker,
            station=self.station,
            exam_running=self.exam_locked,
            window_help=self.help,
            switches=self.switches,
            rules_view=lambda: self.views.made_rules_view,
            game_changed=self.game_changed.emit,
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.pages.fit(event.size().width())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._panels_built:  # closed while its store was being opened: nothing under way
            super().closeEvent(event)
            return
        if not self.quiz_panel.leave_exam() or not self._leave_walkthrough_exam():
            event.ignore()
            return
        if self._station_link is not None and not self._station_link.may_close():
            event.ignore()
            return
        self._made.stop()
        if self.station is not None and self._owns_station:
            self.station.close()
        super().closeEvent(event)
