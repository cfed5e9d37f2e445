"""The main window: the top bar, the table with a mode's panel beside it, and the verdict strip.

It composes the widgets and wires them in ``_connect_signals``; it owns no game logic. A mode's
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
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget

from croupier.engine.rules import VARIANTS
from croupier.gui.exam_band import ExamBand
from croupier.gui.help.window_help import WindowHelp
from croupier.gui.instructor.dialogs import InstructorDialogs, QtDialogs
from croupier.gui.mode_pages import ModePages, View
from croupier.gui.settings import Settings
from croupier.gui.status_notes import StatusNotes
from croupier.gui.top_bar import TopBar
from croupier.gui.verdict_strip import VerdictStrip
from croupier.gui.window_actions import WindowActions
from croupier.gui.window_views import WindowViews
from croupier.i18n import Translations
from croupier.speech import Narrator, Speaker

# The panels beside the table (quiz, walkthrough, observe) and everything they bring are imported in
# _build_panels, after the window's first frame when the app opens it (see croupier.gui.app).
if TYPE_CHECKING:
    from croupier.drills import DrillSettings
    from croupier.gui.course.course_mode import CourseMode
    from croupier.gui.deal_walkthrough import DealWalkthrough
    from croupier.gui.exam_desk import ExamDesk
    from croupier.gui.first_start.flow import FirstStart
    from croupier.gui.first_start.tour import TourOverlay
    from croupier.gui.help.help_window import Whereabouts
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
    from croupier.gui.switches import Switches
    from croupier.gui.table_view import TableView
    from croupier.gui.walkthrough import WalkthroughPanel
    from croupier.gui.walkthrough_sessions import WalkthroughSessions
    from croupier.gui.window_station import WindowStation
    from croupier.store import Store
    from croupier.store.logins import SignIn
    from croupier.store.records import ExamResult, Trainee
    from croupier.training.quiz_picture import QuizPicture

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
        self.course: CourseMode  # made by _build_panels
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
        self._deal_walkthrough: DealWalkthrough | None = None  # the walkthrough wired to the window
        self.observed: ObservedHand  # made by _build_panels
        self.exam_desk: ExamDesk
        self.switches: Switches
        self.rule_practice: PracticeStarter
        self._panels_built = False
        self.window_actions = WindowActions(self, self.top_bar, self.set_mode)
        self.settings_action = self.window_actions.settings_action  # the menu's entries, for tests
        self.instructor_action = self.window_actions.instructor_action
        self.exam_band = ExamBand()
        self.trainee_label = QLabel()
        self.trainee_label.setObjectName("traineeLabel")
        self.store_status = QLabel()
        self.store_status.setObjectName("storeStatus")
        self.store_status.setVisible(False)  # until the station tells its status
        self.statusBar().addPermanentWidget(self.store_status)
        self.statusBar().addPermanentWidget(self.trainee_label)
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
        self.rule_tips: RuleTips  # made by _build_panels: it watches every event of the application

        for mode in View:
            self.top_bar.set_mode_available(mode, False)
        self.top_bar.set_mode_shown(View.INSTRUCTOR, False)
        self.top_bar.set_game(settings.variant, settings.players, settings.stakes)
        self.top_bar.set_language(translations.language.value)
        self.top_bar.set_switches(
            speech=settings.speech,
            four_colour=settings.four_colour,
            animations=settings.animations,
            reveal=settings.reveal_hole_cards,
        )
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
            self._deal_first_hand()
            self._begin_first_start()

    def _build_panels(self) -> None:
        """The table and the panels beside it (Observe, Quiz, the walkthrough), wired to the window."""
        from croupier.gui.card_art import CardArt  # noqa: PLC0415
        from croupier.gui.exam_desk import ExamDesk  # noqa: PLC0415
        from croupier.gui.observe_panel import ObservePanel  # noqa: PLC0415
        from croupier.gui.observed_hand import ObservedHand, make_hand  # noqa: PLC0415
        from croupier.gui.quiz import QuizPanel  # noqa: PLC0415
        from croupier.gui.rule_practice import PracticeStarter  # noqa: PLC0415
        from croupier.gui.rule_tips import RuleTips  # noqa: PLC0415
        from croupier.gui.switches import Switches  # noqa: PLC0415
        from croupier.gui.table_view import TableView  # noqa: PLC0415

        settings = self._settings
        self.table_view = TableView(CardArt(four_colour=settings.four_colour), animations=settings.animations)
        self.table_view.set_reveal(settings.reveal_hole_cards)
        self.pages.set_table(self.table_view)
        self.rule_tips = RuleTips(self, self.open_rule)  # a right click opens a rule a tooltip cites
        self.observe_panel = ObservePanel(lambda: make_hand(self._settings, self._rng), self._rng)
        self.observed = ObservedHand(
            self.observe_panel,
            table=self.table_view,
            strip=self.verdict_strip,
            settings=settings,
            speaker=self._speaker,
            language=lambda: self.language,
            in_front=lambda: self.walkthrough is None and self.views.mode is View.DEAL,
            parent=self,
        )
        self.quiz_panel = QuizPanel(
            None, 0, narrator=self.narrator, drill_settings=self._drill_settings, dialogs=self.dialogs
        )
        self.quiz_panel.set_speech(settings.speech)
        self.quiz_panel.voice.set_settings(settings)  # voice answers on or off, the microphone
        self.switches = Switches(
            self.top_bar,
            table=self.table_view,
            quiz=self.quiz_panel,
            settings=settings,
            speaker=self._speaker,
            report=self.notes.reporter(None),
            game_changed=self.game_changed.emit,
            parent=self,
        )
        self.exam_desk = ExamDesk(
            self,
            quiz=self.quiz_panel,
            top_bar=self.top_bar,
            table=self.table_view,
            band=self.exam_band,
            settings=settings,
            dialogs=self.dialogs,
            station=lambda: self.station,
            report=self.notes.reporter(View.QUIZ),
        )
        if self._with_walkthrough:
            from croupier.gui.deal_walkthrough import DealWalkthrough  # noqa: PLC0415

            self._deal_walkthrough = DealWalkthrough(
                self,
                settings=settings,
                narrator=self.narrator,
                rng=self._rng,
                dialogs=self.dialogs,
                table=self.table_view,
                strip=self.verdict_strip,
                station=lambda: self.station,
                report=self.notes.reporter(View.DEAL),
                in_deal=lambda: self.views.mode is View.DEAL,
            )
            self.walkthrough = self._deal_walkthrough.panel
            self.walkthrough_sessions = self._deal_walkthrough.sessions
        self.add_panel(View.DEAL, self.observe_panel)
        if self.walkthrough is not None:
            self.add_panel(View.DEAL, self.walkthrough)
        self.add_panel(View.QUIZ, self.quiz_panel)
        from croupier.gui.course.course_mode import CourseMode  # noqa: PLC0415 - the course's drills

        self.course = CourseMode(self, parent=self)
        self.add_panel(View.COURSE, self.course.page, full_page=True)
        self.rule_practice = PracticeStarter(self, self.quiz_panel, self.walkthrough, self)
        self.views.add_page_maker(View.RULES, lambda: self.rules_view)
        self._panels_built = True
        self.top_bar.setEnabled(True)
        self._connect_signals()
        self.set_mode(View.DEAL)
        self.retranslate()
        if settings.speech:
            self.switches.explain_silence()

    def attach_station(self, station: Station, trainee: Trainee | None = None) -> None:
        """Record answers through ``station`` from now on: the sign-in page (or ``trainee`` signed in
        at once), instructor mode and the store's status. Once per window; the app calls it after
        the window's first frame, when the progress store is open."""
        if self.station is not None:
            raise RuntimeError("The window already has its station")
        if not self._panels_built:
            self._build_panels()
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
        self._deal_first_hand()
        if trainee is not None:
            self._settings.welcomed = True  # someone who learnt here before the first start asked
        else:
            self._begin_first_start()

    def _begin_first_start(self) -> None:
        """A newcomer's first start (asked for by the app), over the window as it now is."""
        if not self._first_start_wanted or self.first_start is not None or self._settings.welcomed:
            return
        from croupier.gui.first_start.flow import FirstStart  # noqa: PLC0415 - a newcomer's only

        self.first_start = FirstStart(self, parent=self)
        self.first_start.start()

    def _deal_first_hand(self) -> None:
        if self.walkthrough is not None:
            self.walkthrough.start_new_hand()
        else:
            self.observe_panel.start_new_hand()

    def _connect_signals(self) -> None:
        self.top_bar.mode_requested.connect(self.set_mode)
        self.top_bar.language_requested.connect(self.set_language)
        self.settings_action.triggered.connect(self.open_settings)
        self.instructor_action.triggered.connect(lambda: self.set_mode(View.INSTRUCTOR))
        self._translations.language_changed.connect(self.top_bar.set_language)
        self.game_changed.connect(self._deal_again)
        self.table_view.seat_clicked.connect(self.quiz_panel.pick_seat)
        self.quiz_panel.picture_changed.connect(self._show_quiz_picture)
        self.quiz_panel.verdict_shown.connect(self.verdict_strip.show_verdict)
        self.quiz_panel.note_shown.connect(self.verdict_strip.show_note)
        self.quiz_panel.score_changed.connect(self.verdict_strip.set_score)
        self.quiz_panel.score_hidden.connect(self.verdict_strip.clear_score)
        self._translations.language_changed.connect(self._set_narrator_language)
        if self._deal_walkthrough is not None:
            self._deal_walkthrough.wire(
                quiz=self.quiz_panel,
                hand_lock=self.exam_desk.set_hand_lock,
                show_assigned=self._show_assigned,
                open_rule=self.open_rule,
            )
        self.window_actions.sign_out_action.triggered.connect(self.sign_out)
        self.window_actions.rules_action.triggered.connect(
            lambda: self.window_actions.view_by_key(View.RULES)
        )
        self.verdict_strip.rule_requested.connect(self.open_rule)
        self.quiz_panel.help_requested.connect(lambda: self.help.show_help("quiz"))
        self.quiz_panel.question_page.rule_requested.connect(self.open_rule)
        self.quiz_panel.summary_page.rule_requested.connect(self.open_rule)

    # ----------------------------------------------------------------------------- panels

    def add_panel(self, mode: View | str, widget: QWidget, *, full_page: bool = False) -> None:
        """Give ``mode`` its panel: beside the table, or (``full_page``) instead of it (a second
        call for the same mode replaces the first); the mode's button becomes available."""
        self.views.add_panel(mode, widget, full_page=full_page)

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

    def _drill_settings(self) -> DrillSettings:
        """The quiz deals its questions in the game, with the players, at the stakes, under the
        house rules and in the chips of the top bar and Settings (its start page may widen it to all
        games)."""
        from croupier.drills import DrillSettings  # noqa: PLC0415

        settings = self._settings
        return DrillSettings(
            variants=(VARIANTS[settings.variant],),
            stakes=settings.stakes,
            rules=settings.house_rules,
            players=settings.players,
            chips=settings.chip_set,
        )

    def _show_quiz_picture(self, picture: QuizPicture | None) -> None:
        """The quiz's position on the table; None when the quiz lets go of it (Deal's hand again)."""
        self.table_view.show_picture(picture)
        if picture is None:
            self.verdict_strip.clear_score()
            if self.walkthrough is not None:
                self.walkthrough.republish()
                return
            self.observed.show_hand()

    def _set_narrator_language(self, code: str) -> None:
        self.narrator.lang = code

    def _leave_walkthrough_exam(self) -> bool:
        """Leaving an Exam-mode hand before its end asks first; True when it may be left."""
        return self._deal_walkthrough is None or self._deal_walkthrough.may_leave()

    def _end_walkthrough_session(self) -> None:
        if self._deal_walkthrough is not None:
            self._deal_walkthrough.end_session()

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
        self._end_walkthrough_session()
        self.station.sign_out()
        return True

    def _show_assigned(self) -> None:
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

    def _deal_again(self) -> None:
        if self.views.mode is View.COURSE:
            self.course.refresh()  # the course of the game now chosen
        if self.walkthrough is not None:
            self.walkthrough.start_new_hand()
            return
        self.observe_panel.set_auto_play(False)
        self.observe_panel.start_new_hand()

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
        self.observe_panel.set_auto_play(False)
        if self.walkthrough is not None:
            self.walkthrough.stop()
        self._end_walkthrough_session()
        if self.station is not None and self._owns_station:
            self.station.close()
        super().closeEvent(event)
