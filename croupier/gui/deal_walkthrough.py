"""Deal mode's walkthrough in the window: its panel and its sessions in the history made from the
settings, its choices remembered in them, and its table, verdicts and notes routed to the window's
table and verdict strip while Deal a hand is in front."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.gui.walkthrough import WalkthroughPanel
from croupier.gui.walkthrough_sessions import WalkthroughSessions
from croupier.training.hands import procedures_from
from croupier.training.incidents import IncidentRate

if TYPE_CHECKING:
    from croupier.gui.instructor.dialogs import InstructorDialogs
    from croupier.gui.quiz import QuizPanel
    from croupier.gui.settings import Settings
    from croupier.gui.station import Station
    from croupier.gui.table_view import TableView
    from croupier.gui.verdict_strip import VerdictStrip
    from croupier.speech import Narrator
    from croupier.training.table_state import TableState

__all__ = ["DealWalkthrough"]


class DealWalkthrough(QObject):
    """The walkthrough ``panel`` over ``window`` (the parent of its dialogs) and its ``sessions``,
    recorded through ``station()``; ``in_deal()`` says whether Deal a hand is in front (``table``
    and ``strip`` are then the walkthrough's); ``report(text)`` tells what cannot be saved. The panel
    is made a child of ``panel_parent``, where it will stand."""

    def __init__(
        self,
        window: QWidget,
        *,
        settings: Settings,
        narrator: Narrator,
        rng: random.Random,
        dialogs: InstructorDialogs,
        table: TableView,
        strip: VerdictStrip,
        station: Callable[[], Station | None],
        report: Callable[[str], None],
        in_deal: Callable[[], bool],
        panel_parent: QWidget | None = None,
    ) -> None:
        super().__init__(window)
        self._settings = settings
        self._in_deal = in_deal
        self._table = table
        self._strip = strip
        self.panel = WalkthroughPanel(
            procedures_from(settings, rng),
            settings=settings,
            narrator=narrator,
            rng=rng,
            difficulty=Difficulty.parse(settings.walkthrough_difficulty),
            mode=TrainingMode(settings.walkthrough_mode),
            incidents=IncidentRate.parse(settings.walkthrough_incidents),
            confirm=lambda title, text: dialogs.confirm(window, title, text),
            parent=panel_parent,
        )
        self.panel.set_player_speed(settings.walkthrough_speed)
        self.sessions = WalkthroughSessions(
            window,
            self.panel,
            recorder=lambda: None if (now := station()) is None else now.recorder,
            variant=lambda: settings.variant,
            dialogs=dialogs,
            report=report,
            station=station,
        )

    def wire(
        self,
        *,
        quiz: QuizPanel,
        hand_lock: Callable[[bool], None],
        show_assigned: Callable[[], None],
        open_rule: Callable[[str], None],
    ) -> None:
        """Seat clicks at the table go to the panel; its table, verdicts and score come back; an
        Exam-mode hand locks the game (``hand_lock``); the quiz's count of what is assigned shows
        on the panel, which asks to ``show_assigned`` it."""
        panel = self.panel
        self._table.seat_clicked.connect(panel.choose_seat)
        panel.table_changed.connect(self._show_table)
        panel.verdict_given.connect(self._show_verdict)
        panel.note_given.connect(self._show_note)
        panel.score_changed.connect(self._strip.set_score)
        panel.difficulty_changed.connect(self._remember_difficulty)
        panel.incidents_changed.connect(self._remember_incidents)
        panel.training_mode_changed.connect(self._remember_mode)
        panel.speed_changed.connect(self._remember_speed)
        panel.exam_hand_running.connect(hand_lock)
        panel.assigned_requested.connect(show_assigned)
        panel.rule_requested.connect(open_rule)
        quiz.assigned_counted.connect(panel.set_assigned)

    def may_leave(self) -> bool:
        """Leaving an Exam-mode hand before its end asks first; True when it may be left."""
        return self.sessions.may_leave()

    def end_session(self) -> None:
        self.sessions.end()

    def _remember_difficulty(self, level: str) -> None:
        self._settings.walkthrough_difficulty = level

    def _remember_incidents(self, rate: str) -> None:
        self._settings.walkthrough_incidents = rate

    def _remember_mode(self, mode: str) -> None:
        self._settings.walkthrough_mode = mode

    def _remember_speed(self, speed: str) -> None:
        self._settings.walkthrough_speed = speed

    def _show_table(self, state: TableState, animate: bool) -> None:  # noqa: FBT001
        if self._in_deal():
            self._table.set_state(state, animate=animate)

    def _show_verdict(self, text: str, correct: bool) -> None:  # noqa: FBT001
        """The walkthrough's verdicts and notes are shown while Deal a hand is: the quiz, progress
        and instructor pages keep the strip to themselves."""
        if self._in_deal():
            self._strip.show_verdict(text, correct)

    def _show_note(self, text: str) -> None:
        if self._in_deal():
            self._strip.show_note(text)
