"""The window's table and the panels beside it, made and wired: the table, the Observe panel and its
hand, the Quiz panel, the top bar's switches, the exam desk and (in the app) Deal mode's walkthrough.

``build_panels`` makes them from the parts of the window they use (the window itself only as their
parent), a piece at a time; ``wire_panels`` connects them to the window, which it sees through
``PanelsWindow``. The window imports this module after its first frame (see ``croupier.gui.app``);
each piece imports its own modules (the table's and the cards', the quiz's, the walkthrough's).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import shiboken6

from croupier.engine.rules import VARIANTS
from croupier.gui.mode_pages import View

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget

    from croupier.drills import DrillSettings
    from croupier.gui.deal_walkthrough import DealWalkthrough
    from croupier.gui.exam_band import ExamBand
    from croupier.gui.exam_desk import ExamDesk
    from croupier.gui.help.window_help import WindowHelp
    from croupier.gui.instructor.dialogs import InstructorDialogs
    from croupier.gui.mode_pages import ModePages
    from croupier.gui.observe_panel import ObservePanel
    from croupier.gui.observed_hand import ObservedHand
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.rule_tips import RuleTips
    from croupier.gui.settings import Settings
    from croupier.gui.settings_dialog import SettingsDialog
    from croupier.gui.station import Station
    from croupier.gui.status_notes import StatusNotes
    from croupier.gui.switches import Switches
    from croupier.gui.table_view import TableView
    from croupier.gui.top_bar import TopBar
    from croupier.gui.verdict_strip import VerdictStrip
    from croupier.gui.walkthrough import WalkthroughPanel
    from croupier.gui.window_actions import WindowActions
    from croupier.i18n import Translations
    from croupier.speech import Narrator, Speaker
    from croupier.training.quiz_picture import QuizPicture

__all__ = ["PanelsWindow", "WindowPanels", "build_panels", "wire_panels"]


@dataclass(frozen=True)
class WindowPanels:
    """What ``build_panels`` made: the ``table``, its ``rule_tips``, the ``observe`` panel and its
    ``observed`` hand, the ``quiz``, the top bar's ``switches``, the ``exam_desk``, and ``deal``,
    Deal mode's walkthrough (None: Deal mode shows the Observe panel); the ``strip`` they tell."""

    table: TableView
    rule_tips: RuleTips
    observe: ObservePanel
    observed: ObservedHand
    quiz: QuizPanel
    switches: Switches
    exam_desk: ExamDesk
    deal: DealWalkthrough | None
    strip: VerdictStrip

    @property
    def walkthrough(self) -> WalkthroughPanel | None:
        """The walkthrough's panel, in Deal mode instead of the Observe panel's hand."""
        return self.deal.panel if self.deal is not None else None

    def show_quiz_picture(self, picture: QuizPicture | None) -> None:
        """The quiz's position on the table; None when the quiz lets go of it (Deal's hand again)."""
        if not shiboken6.isValid(self.table.table_scene):
            return  # the window is being taken down (the quiz hidden as it goes): no table to show
        self.table.show_picture(picture)
        if picture is None:
            self.strip.clear_score()
            if self.deal is not None:
                self.deal.panel.republish()
                return
            self.observed.show_hand()

    def deal_first_hand(self) -> None:
        """Deal mode's first hand: the walkthrough's, or the Observe panel's."""
        if self.deal is not None:
            self.deal.panel.start_new_hand()
        else:
            self.observe.start_new_hand()

    def deal_again(self) -> None:
        """A new hand in Deal mode (the game changed): the walkthrough's, or the Observe panel's
        with its autoplay stopped."""
        if self.deal is not None:
            self.deal.panel.start_new_hand()
            return
        self.observe.set_auto_play(False)
        self.observe.start_new_hand()

    def may_leave_deal(self) -> bool:
        """Leaving an Exam-mode hand before its end asks first; True when it may be left."""
        return self.deal is None or self.deal.may_leave()

    def end_walkthrough_session(self) -> None:
        """The walkthrough's session in the history ends (signing out, closing)."""
        if self.deal is not None:
            self.deal.end_session()

    def stop(self) -> None:
        """The window closes: the Observe panel's autoplay and the walkthrough stop."""
        self.observe.set_auto_play(False)
        if self.deal is not None:
            self.deal.panel.stop()
        self.end_walkthrough_session()


def _drill_settings(settings: Settings) -> DrillSettings:
    """The quiz deals its questions in the game, with the players, at the stakes, under the house
    rules and in the chips of the top bar and Settings (its start page may widen it to all games)."""
    from croupier.drills import DrillSettings  # noqa: PLC0415

    return DrillSettings(
        variants=(VARIANTS[settings.variant],),
        stakes=settings.stakes,
        rules=settings.house_rules,
        players=settings.players,
        chips=settings.chip_set,
    )


def build_panels(
    window: QWidget,
    *,
    settings: Settings,
    speaker: Speaker,
    narrator: Narrator,
    rng: random.Random,
    dialogs: InstructorDialogs,
    pages: ModePages,
    top_bar: TopBar,
    strip: VerdictStrip,
    band: ExamBand,
    notes: StatusNotes,
    station: Callable[[], Station | None],
    language: Callable[[], str],
    in_deal: Callable[[], bool],
    open_rule: Callable[[str], None],
    game_changed: Callable[[], None],
    walkthrough: bool,
) -> Generator[None, None, WindowPanels]:
    """Make the table (put among the ``pages``) and the panels beside it, children of ``window``;
    with ``walkthrough``, Deal mode's walkthrough too. ``in_deal`` tells whether Deal mode is in
    front, ``station`` the station answers go to (None: nowhere).

    A generator: it pauses (yields) between pieces, each a few tens of milliseconds, so that the app
    can make one piece a turn of the event loop while the window goes on answering; what it returns
    (``yield from``) is what it made. Each piece's modules are imported with it."""
    from croupier.gui.card_art import CardArt  # noqa: PLC0415 - the pieces' modules, piece by piece
    from croupier.gui.table_view import TableView  # noqa: PLC0415

    table = TableView(CardArt(four_colour=settings.four_colour), animations=settings.animations)
    table.set_reveal(settings.reveal_hole_cards)
    yield
    pages.set_table(table)
    yield
    from croupier.gui.observe_panel import ObservePanel  # noqa: PLC0415
    from croupier.gui.observed_hand import ObservedHand, make_hand  # noqa: PLC0415

    # The panels are made where they stand (``pages.panels``): a panel put there afterwards would
    # take the window's style anew, all its widgets (about 80 ms for the Quiz panel).
    observe = ObservePanel(lambda: make_hand(settings, rng), rng, parent=pages.panels)
    observed = ObservedHand(
        observe,
        table=table,
        strip=strip,
        settings=settings,
        speaker=speaker,
        language=language,
        in_front=lambda: not walkthrough and in_deal(),
        parent=window,
    )
    yield
    from croupier.gui.quiz import QuizPanel  # noqa: PLC0415

    yield
    quiz = QuizPanel(
        None,
        0,
        narrator=narrator,
        drill_settings=lambda: _drill_settings(settings),
        dialogs=dialogs,
        parent=pages.panels,
    )
    quiz.set_speech(settings.speech)
    quiz.voice.set_settings(settings)  # voice answers on or off, the microphone
    yield
    from croupier.gui.switches import Switches  # noqa: PLC0415

    switches = Switches(
        top_bar,
        table=table,
        quiz=quiz,
        settings=settings,
        speaker=speaker,
        report=notes.reporter(None),
        game_changed=game_changed,
        parent=window,
    )
    from croupier.gui.exam_desk import ExamDesk  # noqa: PLC0415

    exam_desk = ExamDesk(
        window,
        quiz=quiz,
        top_bar=top_bar,
        table=table,
        band=band,
        settings=settings,
        dialogs=dialogs,
        station=station,
        report=notes.reporter(View.QUIZ),
    )
    deal: DealWalkthrough | None = None
    if walkthrough:
        yield
        from croupier.gui.deal_walkthrough import DealWalkthrough  # noqa: PLC0415

        yield
        deal = DealWalkthrough(
            window,
            settings=settings,
            narrator=narrator,
            rng=rng,
            dialogs=dialogs,
            table=table,
            strip=strip,
            station=station,
            report=notes.reporter(View.DEAL),
            in_deal=in_deal,
            panel_parent=pages.panels,
        )
    from croupier.gui.rule_tips import RuleTips  # noqa: PLC0415

    # A right click opens a rule a tooltip cites: only the widgets that cite one are watched
    # (rule_tip_watch), and they find the window's RuleTips when asked, whenever it is made.
    rule_tips = RuleTips(window, open_rule)
    return WindowPanels(table, rule_tips, observe, observed, quiz, switches, exam_desk, deal, strip)


class PanelsWindow(Protocol):
    """What the wiring connects the panels to (``MainWindow`` has it): its views switched, its
    language, its settings, a rule opened, signing out, the game changed, the assigned work shown."""

    @property
    def game_changed(self) -> SignalInstance: ...
    def set_mode(self, mode: View | str) -> None: ...
    def set_language(self, code: str) -> None: ...
    def open_settings(self) -> SettingsDialog: ...
    def open_rule(self, number: str) -> None: ...
    def sign_out(self) -> bool: ...
    def deal_again(self) -> None: ...
    def show_assigned(self) -> None: ...


def wire_panels(
    window: PanelsWindow,
    panels: WindowPanels,
    *,
    top_bar: TopBar,
    actions: WindowActions,
    strip: VerdictStrip,
    translations: Translations,
    window_help: WindowHelp,
) -> None:
    """Connect the top bar, the menu's ``actions``, the top bar's language, the table, the quiz, the
    strip and the walkthrough to ``window`` and to each other (the narrator's language is the
    window's own to follow)."""
    quiz = panels.quiz
    top_bar.mode_requested.connect(window.set_mode)
    top_bar.language_requested.connect(window.set_language)
    actions.settings_action.triggered.connect(window.open_settings)
    actions.instructor_action.triggered.connect(lambda: window.set_mode(View.INSTRUCTOR))
    translations.language_changed.connect(top_bar.set_language)
    window.game_changed.connect(window.deal_again)
    panels.table.seat_clicked.connect(quiz.pick_seat)
    quiz.picture_changed.connect(panels.show_quiz_picture)
    quiz.verdict_shown.connect(strip.show_verdict)
    quiz.note_shown.connect(strip.show_note)
    quiz.score_changed.connect(strip.set_score)
    quiz.score_hidden.connect(strip.clear_score)
    if panels.deal is not None:
        panels.deal.wire(
            quiz=quiz,
            hand_lock=panels.exam_desk.set_hand_lock,
            show_assigned=window.show_assigned,
            open_rule=window.open_rule,
        )
    actions.sign_out_action.triggered.connect(window.sign_out)
    actions.rules_action.triggered.connect(lambda: actions.view_by_key(View.RULES))
    strip.rule_requested.connect(window.open_rule)
    quiz.help_requested.connect(lambda: window_help.show_help("quiz"))
    quiz.rule_requested.connect(window.open_rule)
    quiz.summary_page.rule_requested.connect(window.open_rule)
