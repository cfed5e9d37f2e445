"""Taking a walkthrough hand back: one duty (Undo, Ctrl+Z) or to just before one of its mistakes
(the debrief's "Replay from here"). The panel keeps the hand's session; this puts it back where it
was and says so through ``hand_restarted(hand)`` (a replay) and ``score_changed(right, asked)``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from croupier.drills.levels import TrainingMode
from croupier.gui.walkthrough.duty_area import DutyArea
from croupier.gui.walkthrough.hand_display import HandDisplay
from croupier.gui.walkthrough.pace_line import PaceLine
from croupier.gui.walkthrough.session import HandSession
from croupier.gui.walkthrough.verdict_area import VerdictArea
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.training.duties import duty_of
from croupier.words.procedure_words import step_text

__all__ = ["HandRewind"]


class HandRewind(QObject):
    """``undo()`` and ``replay(index)`` for the hand in ``session``, shown in ``area``, ``display``
    and ``verdicts``; ``pace`` is told a hand dealt in two goes is not timed, ``stop_demonstration()``
    ends the trainer's demonstration first, and ``visible()`` says whether the panel is on show."""

    hand_restarted = Signal(object)  # a Hand, dealt again from its start
    score_changed = Signal(int, int)

    def __init__(
        self,
        session: HandSession,
        area: DutyArea,
        display: HandDisplay,
        verdicts: VerdictArea,
        pace: PaceLine,
        *,
        words: WalkthroughWords,
        stop_demonstration: Callable[[], None],
        visible: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._area = area
        self._display = display
        self._verdicts = verdicts
        self._pace = pace
        self._words = words
        self._stop_demonstration = stop_demonstration
        self._visible = visible

    def replay(self, index: int) -> bool:
        """The hand's ``index``-th mistake: the same hand dealt again to just before it, the trainee
        on from there (a session of its own, not timed); False when it cannot be."""
        walk = self._session.walkthrough
        if walk is None:
            return False
        mistakes = walk.mistakes()
        if not 0 <= index < len(mistakes) or not walk.can_replay(mistakes[index][1]):
            return False
        milestone, missed = mistakes[index]
        self._stop_demonstration()
        walk.replay(missed)
        self._session.load(walk)
        self._area.set_walkthrough(walk)
        self._display.forget()
        self.hand_restarted.emit(walk.hand)
        self.score_changed.emit(walk.right, walk.asked)
        self._pace.abandon()  # a hand dealt in two goes is not timed
        self._session.advance(animate=False)
        self._display.note(self._words.replaying(self._words.where(milestone)))
        return True

    def undo(self) -> bool:
        """Take back the trainee's last correct duty: the table, the checklist and the score as
        before it, a seat duty armed again for its seat. Never in an exam; False when nothing is
        taken back."""
        walk = self._session.walkthrough
        if walk is None or not self._visible():
            return False
        step = self._session.undo() if walk.mode is not TrainingMode.EXAM else None
        if step is None:
            exam = walk.mode is TrainingMode.EXAM
            self._display.note(self._words.no_undo_in_exam() if exam else self._words.nothing_to_undo())
            return False
        duty = duty_of(step)
        self._area.set_walkthrough(walk, armed=duty if duty.needs_seat else None)
        self._verdicts.forget_latest()
        self._display.last_graded = None
        self._display.note(self._words.taken_back(step_text(step)))
        self.score_changed.emit(walk.right, walk.asked)
        self._session.advance(animate=False)
        return True
