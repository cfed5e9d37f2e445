"""Which view the window shows: the mode's panel beside the table or its page instead (the
Progress, Rules and Instructor pages made when first shown), the sign-in page while nobody is signed
in, and leaving an exam asked first; and, for the help, which view is in front and its widget."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from croupier.gui.mode_pages import ModePages, View

if TYPE_CHECKING:
    from croupier.gui.course.course_mode import CourseMode
    from croupier.gui.first_start.flow import FirstStart
    from croupier.gui.instructor.dialogs import InstructorDialogs
    from croupier.gui.instructor.instructor_page import InstructorPage
    from croupier.gui.observe_panel import ObservePanel
    from croupier.gui.progress_view import ProgressView
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.rule_practice import PracticeStarter
    from croupier.gui.rules_view import RulesView
    from croupier.gui.settings import Settings
    from croupier.gui.sign_in_page import SignInPage
    from croupier.gui.station import Station
    from croupier.gui.status_notes import StatusNotes
    from croupier.gui.table_view import TableView
    from croupier.gui.top_bar import TopBar
    from croupier.gui.verdict_strip import VerdictStrip
    from croupier.gui.walkthrough import WalkthroughPanel
    from croupier.store.records import Trainee

__all__ = ["ViewsWindow", "WindowViews"]


class ViewsWindow(Protocol):
    """What the views read of the window when they switch (``MainWindow`` has it): who is signed
    in and where, the pages in front of the views, and the panels that are asked before leaving."""

    @property
    def station(self) -> Station | None: ...
    @property
    def trainee(self) -> Trainee | None: ...
    @property
    def sign_in_page(self) -> SignInPage | None: ...
    @property
    def first_start(self) -> FirstStart | None: ...
    @property
    def quiz_panel(self) -> QuizPanel: ...
    @property
    def walkthrough(self) -> WalkthroughPanel | None: ...
    @property
    def observe_panel(self) -> ObservePanel: ...
    @property
    def course(self) -> CourseMode: ...
    @property
    def table_view(self) -> TableView: ...
    @property
    def rule_practice(self) -> PracticeStarter: ...
    def show_first_start(self, page: QWidget) -> None: ...
    def open_rule(self, number: str) -> None: ...
    def practise_rule(self, number: str) -> bool: ...


class WindowViews(QObject):
    """Switches ``window``'s ``pages`` between the views, the top bar, the strip and the notes in
    step. ``leave_deal()`` asks before an Exam-mode hand is left; ``show_last_event()`` gives the
    Observe panel's hand back to the strip; ``changed(mode)`` after a switch of mode."""

    def __init__(
        self,
        window: ViewsWindow,
        *,
        pages: ModePages,
        top_bar: TopBar,
        strip: VerdictStrip,
        notes: StatusNotes,
        settings: Settings,
        dialogs: InstructorDialogs,
        leave_deal: Callable[[], bool],
        show_last_event: Callable[[], None],
        changed: Callable[[str], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._window = window
        self._pages = pages
        self._top_bar = top_bar
        self._strip = strip
        self._notes = notes
        self._settings = settings
        self._dialogs = dialogs
        self._leave_deal = leave_deal
        self._show_last_event = show_last_event
        self._changed = changed
        self.mode = View.DEAL
        # The pages of Progress, Rules and Instructor mode are made when first shown (add_page_maker).
        self.made_progress_view: ProgressView | None = None
        self.made_rules_view: RulesView | None = None
        self.made_instructor_page: InstructorPage | None = None

    def add_panel(self, mode: View | str, widget: QWidget, *, full_page: bool = False) -> None:
        """Give ``mode`` its panel: beside the table, or (``full_page``) instead of it.

        A second call for the same mode replaces the first panel (the walkthrough replaces the
        Observe panel this way). The mode's button in the top bar becomes available.
        """
        mode = View(mode)
        self._pages.add(mode, widget, full_page=full_page)
        self._top_bar.set_mode_available(mode, True)
        if mode is self.mode:
            self.set_mode(mode)

    def add_page_maker(self, mode: View, maker: Callable[[], object]) -> None:
        """``mode``'s page is made by ``maker`` (which adds it) when the mode is first shown; its
        button is available at once."""
        self._pages.add_maker(mode, maker)
        self._top_bar.set_mode_available(mode, True)

    @property
    def rules_view(self) -> RulesView:
        """The Rules page (made the first time it is needed)."""
        if self.made_rules_view is None:
            from croupier.gui.rules_view import RulesView  # noqa: PLC0415 - made when first shown

            self.made_rules_view = RulesView(
                self._settings.house_rules, can_deal=self._window.rule_practice.can_deal
            )
            self.made_rules_view.practise_requested.connect(self._window.practise_rule)
            self.add_panel(View.RULES, self.made_rules_view, full_page=True)
        return self.made_rules_view

    @property
    def instructor_page(self) -> InstructorPage | None:
        """Instructor mode's page, with a progress store only (made the first time it is needed)."""
        station = self._window.station
        if self.made_instructor_page is None and station is not None:
            from croupier.gui.instructor.instructor_page import InstructorPage  # noqa: PLC0415

            self.made_instructor_page = InstructorPage(
                station.store,
                self._dialogs,
                art=self._window.table_view.card_art,
                authority=station.authority,
                bound=station.bounded,
            )
            # A pace target changed here: the station reads the one in force again.
            self.made_instructor_page.roster_page.paces_changed.connect(station.forget_paces)
            self.add_panel(View.INSTRUCTOR, self.made_instructor_page, full_page=True)
        return self.made_instructor_page

    @property
    def progress_view(self) -> ProgressView | None:
        """The signed-in trainee's Progress page (made the first time it is shown)."""
        station, trainee = self._window.station, self._window.trainee
        if self.made_progress_view is None and station is not None and trainee is not None:
            from croupier.gui.progress_view import ProgressView  # noqa: PLC0415 - QtCharts, when shown

            self.made_progress_view = ProgressView(station.bounded(station.store), trainee, self._settings)
            self.made_progress_view.course_line.set_source(self._window.course.results)
            self.made_progress_view.course_line.open_requested.connect(lambda: self.set_mode(View.COURSE))
            self.made_progress_view.rule_requested.connect(self._window.open_rule)
            self.add_panel(View.PROGRESS, self.made_progress_view, full_page=True)
        return self.made_progress_view

    def panel(self, mode: View | str) -> QWidget | None:
        """The panel or page shown in ``mode``, if any."""
        return self._pages.page(View(mode))

    def set_mode(self, mode: View | str) -> None:
        """Show ``mode``'s panel (or page); a mode without one keeps the current mode. Nobody
        signed in: the sign-in page (but for instructor mode). Leaving an exam asks first."""
        mode, window = View(mode), self._window
        first_start, sign_in_page = window.first_start, window.sign_in_page
        if first_start is not None and first_start.asking():
            window.show_first_start(first_start.page)  # its question first
            return
        if mode is not View.QUIZ and self.mode is View.QUIZ and not window.quiz_panel.leave_exam():
            self._top_bar.set_mode(self.mode.value)
            return
        if mode is not View.DEAL and self.mode is View.DEAL and not self._leave_deal():
            self._top_bar.set_mode(self.mode.value)
            return
        if sign_in_page is not None and window.trainee is None and mode not in (View.INSTRUCTOR, View.RULES):
            self._pages.show_page(sign_in_page)
            changed = mode is not self.mode
            self.mode = mode
            self._notes.view_changed()
            self._top_bar.set_mode(mode.value)
            sign_in_page.setFocus()
            self._strip.clear_score()
            self._strip.show_note(self.tr("Sign in to begin: choose your name."))
            if changed:
                self._changed(mode.value)
            return
        if not self._pages.make(mode):  # a mode without a panel: the current one stays
            self._top_bar.set_mode(self.mode.value)
            return
        if mode is not self.mode and mode is not View.DEAL:
            # Nothing of a hand dealt stays under another page; a page sends its own when shown.
            self._strip.show_note("")
            self._strip.clear_score()
        self._pages.show_mode(mode)
        changed = mode is not self.mode
        self.mode = mode
        self._notes.view_changed()
        # Two lines kept beside the table (a wrapping verdict never moves it); one under a page.
        self._strip.set_reserved_lines(2 if mode in {View.DEAL, View.QUIZ} else 1)
        self._top_bar.set_mode(mode.value)
        if mode is View.COURSE:
            window.course.refresh()  # the trainee's place on the course of the game chosen
        if changed and mode is View.DEAL:
            # The hand's verdict and score come back with its panel (the strip was someone else's).
            if window.walkthrough is not None:
                window.walkthrough.republish()
            else:
                self._show_last_event()
        panel = self.panel(mode)
        if panel is not None:
            panel.setFocus()  # a panel with a focus proxy hands it on (Observe: to Next)
        if changed:
            self._changed(mode.value)

    def front_view(self) -> str:
        """The view in front, as the help names it (``croupier.gui.help.topics.VIEWS``)."""
        current, window = self._pages.currentWidget(), self._window
        if window.first_start is not None and current is window.first_start.page:
            return "first_start"
        if window.sign_in_page is not None and current is window.sign_in_page:
            return "signin"
        if self.mode is View.DEAL:
            return "deal" if window.walkthrough is not None else "observe"
        return self.mode.value

    def view_widget(self, view: str) -> QWidget | None:
        """The widget of ``view`` (whose shortcuts the help lists), once the panels are made; pages
        not made yet are not made for it, but the Rules' (its keys are listed)."""
        window = self._window
        widgets: dict[str, QWidget | None] = {
            "signin": window.sign_in_page,
            "first_start": window.first_start.page if window.first_start is not None else None,
            "deal": window.walkthrough,
            "observe": window.observe_panel if window.walkthrough is None else None,
            "course": window.course.page,
            "quiz": window.quiz_panel,
            "progress": self.made_progress_view,
            "rules": self.rules_view,
            "instructor": self.made_instructor_page,
        }
        return widgets.get(view)
