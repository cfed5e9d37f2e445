"""The trainee's choices for the walkthrough's hands: the mode (Learn, Practice, Exam), the level,
how often the table goes wrong and how fast the simulated players act. Mode, level and incidents
are locked during an Exam-mode hand (it is dealt to its end); the session controls show what holds.
Each change goes out as ``difficulty_changed(key)``, ``training_mode_changed(value)``,
``incidents_changed(value)`` or ``speed_changed(value)``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.gui.walkthrough.duty_area import DutyArea
from croupier.gui.walkthrough.hand_display import HandDisplay, exam_hand_under_way
from croupier.gui.walkthrough.pace_line import PaceLine
from croupier.gui.walkthrough.session import HandSession
from croupier.gui.walkthrough.session_controls import SessionControls
from croupier.gui.walkthrough.verdict_area import VerdictArea
from croupier.training.controller import Waiting
from croupier.training.incidents import IncidentMaker, IncidentRate
from croupier.training.table_pace import PlayerSpeed

__all__ = ["TrainingChoices"]


class TrainingChoices(QObject):
    """The ``difficulty``, ``mode``, ``incidents`` (the session's one maker: the kinds of incident are
    chosen evenly over its hands) and player ``speed`` for the hand in ``session``, shown in
    ``controls``; change them with the ``set_`` methods.

    A hand under way follows a change at once: ``display``, ``verdicts`` and ``area`` show it and
    ``pace`` times it as it may. Exam mode begins with a hand: from one ``hand_begun()`` it asks
    ``confirm_exam()`` first, then ``leave_hand()`` deals a fresh one.
    """

    difficulty_changed = Signal(str)
    training_mode_changed = Signal(str)
    incidents_changed = Signal(str)
    speed_changed = Signal(str)

    def __init__(
        self,
        session: HandSession,
        controls: SessionControls,
        display: HandDisplay,
        verdicts: VerdictArea,
        area: DutyArea,
        *,
        pace: PaceLine,
        difficulty: Difficulty,
        mode: TrainingMode,
        incidents: IncidentMaker,
        hand_begun: Callable[[], bool],
        confirm_exam: Callable[[], bool],
        leave_hand: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._controls = controls
        self._display = display
        self._verdicts = verdicts
        self._area = area
        self._pace = pace
        self.difficulty = difficulty
        self.mode = mode
        self.incidents = incidents
        self.speed = PlayerSpeed.NORMAL
        self._hand_begun = hand_begun
        self._confirm_exam = confirm_exam
        self._leave_hand = leave_hand

    def show(self) -> None:
        """The mode, the level and the incidents, as they hold, in the session controls."""
        self._controls.show_choices(self.mode, self.difficulty, self.incidents.rate)

    def set_difficulty(self, difficulty: Difficulty | str) -> None:
        """Ask more or less of the trainee, from now on (the hand goes on); not during an exam hand."""
        if exam_hand_under_way(self._session.walkthrough):
            self.show()
            return
        self.difficulty = Difficulty.parse(difficulty)
        self.show()
        walk = self._session.walkthrough
        if walk is not None:
            walk.difficulty = self.difficulty
            self._session.advance()
        self.difficulty_changed.emit(self.difficulty.key)

    def set_mode(self, mode: TrainingMode | str) -> None:
        """Learn, Practice or Exam, from now on; not during an exam hand. Exam begins with a hand:
        from a hand under way it is asked first, and the hand is left for a fresh one."""
        if exam_hand_under_way(self._session.walkthrough):
            self.show()
            return
        mode = TrainingMode(mode)
        if mode is TrainingMode.EXAM and self.mode is not TrainingMode.EXAM and self._hand_begun():
            if not self._confirm_exam():
                self.show()
                return
            self.mode = mode
            self.show()
            self._leave_hand()
            self.training_mode_changed.emit(self.mode.value)
            return
        changed = mode is not self.mode
        self.mode = mode
        self.show()
        walk = self._session.walkthrough
        if walk is not None:
            walk.mode = self.mode
            self._display.refresh()
            last = self._display.last_graded
            if changed and last is not None and not last.correct:
                # The last verdict named what is due next: that hint is the old mode's, not this one's.
                self._display.last_graded = None
                self._verdicts.feedback.clear()
                self._display.note(self._area.prompt_text)
            # Only whole hands are timed: from a hand not yet begun, else from the next one.
            fresh = walk.asked == 0 and walk.waiting is not Waiting.OVER
            self._pace.begin(self.mode if fresh else TrainingMode.PRACTICE, len(walk.hand.seats))
        self.training_mode_changed.emit(self.mode.value)

    def set_incidents(self, rate: IncidentRate | str) -> None:
        """How often the table goes wrong (Practice and Exam, Normal level up); not during an exam
        hand."""
        if exam_hand_under_way(self._session.walkthrough):
            self.show()
            return
        self.incidents.rate = IncidentRate(rate)
        self.show()
        self._display.refresh()
        self.incidents_changed.emit(self.incidents.rate.value)

    def set_speed(self, speed: PlayerSpeed | str) -> None:
        """How fast the simulated players act, and how long an incident waits for Stop."""
        self.speed = PlayerSpeed.parse(speed)
        self._session.set_player_delay(self.speed.delay_ms)
        self._session.set_notice_delay(self.speed.notice_ms)
        self._controls.show_speed(self.speed)
        self.speed_changed.emit(self.speed.value)
