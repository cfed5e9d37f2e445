"""The first start, step by step, over the main window: the language, your name (the sign-in page),
the game, speech on or off; then the first hand is dealt in Learn mode with the right duty marked,
and the tour points at the table, the duty panel, the verdict strip and the score. Each choice is
saved as it is made; ``Settings.welcomed`` once the questions are answered, so the next start goes
straight to the trainee's practice.

The window asks ``asking()`` before it shows a mode: while a question of the first start is open,
its page stays in front."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QRect, Signal

from croupier.drills.levels import TrainingMode
from croupier.engine.cards import Card
from croupier.gui.first_start.first_start_page import (
    FirstStartPage,
    Step,
    next_step,
    previous_step,
    step_number,
    steps_shown,
)
from croupier.gui.first_start.tour import TourStop
from croupier.gui.flow_window import FlowWindow
from croupier.procedure.announcements import BringIn
from croupier.speech.late import LateSpeaker
from croupier.words.procedure_words import announcement_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from croupier.gui.sign_in_page import SignInPage
    from croupier.gui.table_view import TableView
    from croupier.gui.top_bar import TopBar
    from croupier.gui.verdict_strip import VerdictStrip
    from croupier.gui.walkthrough import WalkthroughPanel

__all__ = ["FirstStart", "FirstStartWindow", "TourWindow", "tour_stops"]


class FirstStartWindow(FlowWindow, Protocol):
    """What the first start uses of the window (``MainWindow`` has it), besides what every flow
    does: where it asks and says, the choices it saves, the sign-in and the first hand."""

    @property
    def sign_in_page(self) -> SignInPage | None: ...
    @property
    def top_bar(self) -> TopBar: ...
    def set_language(self, code: str) -> None: ...
    def choose_game(self, code: str) -> None: ...
    def choose_speech(self, on: bool) -> None: ...  # noqa: FBT001 - the window's signature
    def show_first_start(self, page: QWidget) -> None: ...
    def start_tour(self) -> object: ...


class TourWindow(Protocol):
    """What the tour points at in the window (``MainWindow`` has it)."""

    @property
    def table_view(self) -> TableView: ...
    @property
    def walkthrough(self) -> WalkthroughPanel | None: ...
    @property
    def panels(self) -> QWidget: ...
    @property
    def verdict_strip(self) -> VerdictStrip: ...


translate = QCoreApplication.translate
_ASKING = frozenset({Step.LANGUAGE, Step.GAME, Step.SPEECH})


class FirstStart(QObject):
    """Runs the first start over ``window`` (``start()``); ``finished()`` when the first hand is
    dealt (the tour may still be showing)."""

    finished = Signal()
    moved = Signal(str)  # the step now shown

    def __init__(self, window: FirstStartWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        self._with_name = window.station is not None
        self._skipping = False
        self.step = Step.LANGUAGE
        self.page = FirstStartPage(with_name=self._with_name)
        self.page.language_chosen.connect(self._language)
        self.page.game_chosen.connect(self._game)
        self.page.speech_chosen.connect(self._speech)
        self.page.speech_tried.connect(self._sample)
        self.page.skip_requested.connect(self._skip)
        self.page.back_requested.connect(self._back)
        if window.station is not None:
            window.station.signed_in.connect(self._signed_in)
        if window.sign_in_page is not None:
            window.sign_in_page.back_requested.connect(self._back)

    def asking(self) -> bool:
        """A question of the first start is open (its page is in front)."""
        return self.step in _ASKING

    def start(self) -> None:
        self._window.top_bar.set_modes_locked(True)  # the other views wait until the questions end
        self._go(Step.LANGUAGE)

    def make_way(self) -> bool:
        """The instructor's live question comes first: the questions left and the tour are not
        asked (the defaults stay; the tour is in Help). False when the first start was over."""
        if self.step in (Step.TOUR, Step.DONE):
            return False
        self.step = Step.DONE
        self._window.settings.welcomed = True
        self.moved.emit(self.step.value)
        self.finished.emit()
        return True

    # ----------------------------------------------------------------------------- steps

    def _go(self, step: Step) -> None:
        window = self._window
        if step is Step.NAME and (not self._with_name or window.trainee is not None):
            step = next_step(Step.NAME, with_name=self._with_name)
        if self._skipping and step in _ASKING and step is not Step.LANGUAGE:
            step = Step.TOUR
        self.step = step
        self.moved.emit(step.value)
        sign_in = window.sign_in_page
        if sign_in is not None:  # the sign-in page is the name's step, with Back, only then
            count = len(steps_shown(with_name=self._with_name))
            number = step_number(Step.NAME, with_name=self._with_name)
            sign_in.set_step((number, count) if step is Step.NAME else None)
        if step in _ASKING:
            self.page.show_step(step, chosen=self._chosen(step))
            if step is Step.SPEECH:
                speaker = window.speaker
                if isinstance(speaker, LateSpeaker):
                    speaker.start()  # not started yet with speech off: can it be heard?
                self.page.set_speech_notice("" if speaker.available else (speaker.notice or ""))
            window.show_first_start(self.page)
            self._say_step(step)
        elif step is Step.NAME:
            window.set_mode("deal")  # nobody signed in: the sign-in page
            self._say_step(step)
        elif step is Step.TOUR:
            window.top_bar.set_modes_locked(False)
            window.settings.welcomed = True
            self._first_hand()
            self.finished.emit()
            window.start_tour()

    def _say_step(self, step: Step) -> None:
        count = len(steps_shown(with_name=self._with_name))
        self._window.verdict_strip.show_note(
            translate("FirstStart", "First start: step {number} of {count}").format(
                number=step_number(step, with_name=self._with_name), count=count
            )
        )

    def _chosen(self, step: Step) -> object:
        settings = self._window.settings
        if step is Step.LANGUAGE:
            return self._window.language
        if step is Step.GAME:
            return settings.variant
        return settings.speech

    def _next(self) -> None:
        self._go(next_step(self.step, with_name=self._with_name))

    def _back(self) -> None:
        """Back one step (a name given stays given: from the game, back to the language then)."""
        if self.step not in {Step.NAME, *_ASKING}:
            return
        before = previous_step(self.step, with_name=self._with_name)
        if before is Step.NAME and self._window.trainee is not None:
            before = Step.LANGUAGE
        self._go(before)

    def _language(self, code: str) -> None:
        if self.step is Step.LANGUAGE:
            self._window.set_language(code)
            self._next()

    def _signed_in(self, _trainee: object) -> None:
        if self.step is Step.NAME:
            self._next()

    def _game(self, code: str) -> None:
        if self.step is Step.GAME:
            self._window.choose_game(code)
            self._next()

    def _speech(self, on: bool) -> None:  # noqa: FBT001
        if self.step is Step.SPEECH:
            self._window.choose_speech(on)
            self._next()

    def _sample(self) -> None:
        """A dealer's call, spoken the way the trainer speaks them (whatever is chosen)."""
        call = announcement_text(BringIn(seat=3, card=Card.parse("2c")))
        self._window.speaker.say(call, self._window.language)

    def _skip(self) -> None:
        """Keep the defaults for the questions left (a name is still needed where answers are kept)."""
        self._skipping = True
        if self._with_name and self._window.trainee is None:
            self._go(Step.NAME)
        else:
            self._go(Step.TOUR)

    def _first_hand(self) -> None:
        window = self._window
        walkthrough = window.walkthrough
        if walkthrough is not None:
            walkthrough.set_mode(TrainingMode.LEARN)
        window.set_mode("deal")
        if walkthrough is not None:
            walkthrough.start_new_hand()


def tour_stops(window: TourWindow) -> list[TourStop]:
    """The tour over ``window``: the table, the duty panel, the verdict strip, the score."""

    def duty_panel() -> QWidget | None:
        walkthrough = window.walkthrough
        if walkthrough is not None and walkthrough.isVisible():
            return walkthrough.area
        return window.panels if window.panels.isVisible() else None

    def seats() -> list[tuple[QWidget, QRect]]:
        view = window.table_view
        return [(view, mark) for mark in view.marks()]

    def score() -> QWidget | None:
        label = window.verdict_strip.score_label
        return label if label.isVisible() and label.text() else window.verdict_strip

    return [
        TourStop(
            lambda: window.table_view,
            lambda: translate("Tour", "The table"),
            lambda: translate(
                "Tour",
                "You sit in the dealer's chair at the bottom. Seat 1 is on your left and the cards go "
                "round clockwise. Click a seat, or press its number, to deal to it or to name it.",
            ),
            avoid=seats,
        ),
        TourStop(
            duty_panel,
            lambda: translate("Tour", "The duty panel"),
            lambda: translate(
                "Tour",
                "The duties you may do now, each with its letter key. In Learn mode the right one is "
                "marked ►. Below them, the checklist reads back what was done.",
            ),
            avoid=seats,
        ),
        TourStop(
            lambda: window.verdict_strip,
            lambda: translate("Tour", "The verdict strip"),
            lambda: translate(
                "Tour",
                "Every duty and every answer is judged here: right, or what was due and why, with the "
                "rule number. Click the number to read the rule.",
            ),
            avoid=seats,
        ),
        TourStop(
            score,
            lambda: translate("Tour", "The score"),
            lambda: translate(
                "Tour",
                "Right answers of those asked in this hand. F1 gives help on any view; the Help menu "
                "under ⚙ has this tour, the keys and the manual.",
            ),
            avoid=seats,
        ),
    ]
