"""The hand under way in the walkthrough, between the trainee's picks and what the panel shows: each
answer graded and timed from when the trainee's turn came, the duties the level does for the
trainee, the simulated players after a short pause (a timer, never blocking), and a correct duty
taken back. The panel words and shows what it reports."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTimer, Signal

from croupier.drills.levels import TrainingMode
from croupier.engine.incidents import RulingKind
from croupier.engine.legal import Action
from croupier.gui.walkthrough.texts import actions_text
from croupier.procedure import DealerStep
from croupier.training.answers import answer_of
from croupier.training.controller import Asked, Graded, Waiting, Walkthrough
from croupier.training.table_pace import PlayerSpeed
from croupier.words.incident_words import incident_text, ruling_text
from croupier.words.procedure_words import step_text
from croupier.words.quiz_words import skill_name

__all__ = ["HandSession", "answer_words"]

translate = QCoreApplication.translate


def answer_words(graded: Graded) -> dict[str, str]:
    """A walkthrough answer in words, as the trainee saw it: what was asked, what they did, and
    what was right (kept with the answer for the reports)."""
    lang = QLocale().name()[:2]
    if graded.asked is Asked.DUTY and graded.verdict is not None:
        verdict = graded.verdict
        done = verdict.step
        due = next((step for step in verdict.expected if step.matches(done)), None)
        if due is None:
            due = verdict.expected[0] if verdict.expected else done
        record = answer_of(graded, TrainingMode.LEARN, 0.0)
        return {
            "lang": lang,
            "question": skill_name(record.skill),
            "answer": step_text(done),
            "expected": step_text(due),
        }
    if graded.asked is Asked.INCIDENT:
        incident = graded.incident
        return {
            "lang": lang,
            "question": incident_text(incident)
            if incident is not None
            else translate("HandSession", "Stop: nothing was wrong"),
            "answer": ruling_text(graded.ruling)
            if graded.ruling is not None
            else translate("HandSession", "Carried on"),
            "expected": ruling_text(graded.right_ruling)
            if graded.right_ruling is not None
            else translate("HandSession", "Carry on"),
        }
    if graded.asked is Asked.MAY_DO:
        return {
            "lang": lang,
            "question": translate("HandSession", "What may seat {seat} do?").format(seat=graded.right_seat),
            "answer": actions_text(graded.chosen),
            "expected": actions_text(graded.legal),
        }
    if graded.chip is not None:
        record = answer_of(graded, TrainingMode.LEARN, 0.0)
        return {
            "lang": lang,
            "question": skill_name(record.skill),
            "answer": record.answer,
            "expected": record.question,
        }
    shows = graded.asked is Asked.WHO_SHOWS
    return {
        "lang": lang,
        "question": translate("HandSession", "Who shows next?")
        if shows
        else translate("HandSession", "Who acts?"),
        "answer": translate("HandSession", "Seat {seat}").format(seat=graded.seat),
        "expected": translate("HandSession", "Seat {seat}").format(seat=graded.right_seat),
    }


_TRAINEES_TURN = frozenset(
    {
        Waiting.DUTY,
        Waiting.WHO_ACTS,
        Waiting.MAY_DO,
        Waiting.WHO_SHOWS,
        Waiting.CHANGE,
        Waiting.COUNT_POT,
        Waiting.NOTICE,
        Waiting.RULING,
    }
)

LATE_STOP_S = 3.0
"""How long after an incident was counted missed a Stop is taken as late, not as a false alarm."""

NOTICE_MS = PlayerSpeed.NORMAL.notice_ms
"""How long the table waits for the dealer to stop it when a player does something wrong (the
players' speed sets it: ``set_notice_delay``)."""


class HandSession(QObject):
    """Drives ``walkthrough`` (``load``). The trainee's answers go in through ``attempt``,
    ``answer_seat`` and ``answer_actions``; out come ``graded(Graded)`` with ``answered`` (the
    record for the progress store, unless ``record=False``), ``calls_made(steps)`` for the dealer's
    calls made for the trainee, ``player_moved(event)`` and ``moved_on(animate)`` whenever the table
    and what is asked may have changed. ``set_paused(True)`` holds the players (and an incident's
    countdown) until it is set back; ``late_stop`` is a Stop just after an incident was counted
    missed (not graded again)."""

    graded = Signal(object)
    answered = Signal(object)  # a WalkthroughAnswer
    calls_made = Signal(object)  # list[DealerStep]
    chips_done = Signal(object)  # list[ChipAnswer]: done for the trainee (Beginner)
    player_moved = Signal(object)  # ActionTaken | HandShown | HandMucked
    moved_on = Signal(bool)
    late_stop = Signal()
    countdown_changed = Signal()  # an incident's countdown began, was held or ended

    def __init__(
        self, player_delay_ms: int, clock: Callable[[], float] = time.monotonic, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.walkthrough: Walkthrough | None = None
        self._clock = clock
        self._asked_at: float | None = None  # when the trainee's turn came
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(max(0, player_delay_ms))
        self._timer.timeout.connect(self._player_turn)
        # A player's incident not stopped in time: the trainee carried on.
        self._notice = QTimer(self)
        self._notice.setSingleShot(True)
        self._notice.setInterval(NOTICE_MS)
        self._notice.timeout.connect(self._noticed_too_late)
        self._notice_left: int | None = None  # a countdown held by the pause, in milliseconds
        self._paused = False
        # An incident was just counted missed: a Stop until then is late, not a false alarm.
        self._late_until: float | None = None

    def load(self, walk: Walkthrough) -> None:
        self._timer.stop()
        self._notice.stop()
        self._notice_left = None
        self._late_until = None
        self.walkthrough = walk
        self._asked_at = None

    # ----------------------------------------------------------------------------- the trainee

    def attempt(self, step: DealerStep) -> None:
        self._grade(lambda walk: walk.attempt(step))

    def answer_seat(self, seat: int) -> None:
        self._grade(lambda walk: walk.answer_seat(seat))

    def answer_actions(self, actions: Sequence[Action]) -> None:
        self._grade(lambda walk: walk.answer_actions(actions))

    def stop(self) -> None:
        """The trainee stops the table: the rulings are asked for (``moved_on``); nothing wrong, a
        wrong answer."""
        walk = self.walkthrough
        if walk is None:
            return
        self._notice.stop()
        self._notice_left = None
        late = self._late_until is not None and self._clock() <= self._late_until
        if walk.incident is None and late:
            self.late_stop.emit()  # the incident was counted missed a moment ago: once is enough
            return
        if walk.incident is None:
            self._grade(lambda walk: walk.stop())  # type: ignore[arg-type,return-value]
        else:
            walk.stop()
            self.advance()

    def rule(self, ruling: RulingKind) -> None:
        self._grade(lambda walk: walk.rule(ruling))

    def _noticed_too_late(self) -> None:
        walk = self.walkthrough
        if walk is not None and walk.waiting is Waiting.NOTICE:
            self._grade(lambda walk: walk.carry_on())
            self._late_until = self._clock() + LATE_STOP_S

    def notice_left_ms(self) -> int | None:
        """What is left of an incident's countdown (None: no countdown runs)."""
        if self._notice.isActive():
            return max(0, self._notice.remainingTime())
        return self._notice_left

    def set_notice_delay(self, milliseconds: int) -> None:
        """How long the table waits for Stop after a player's incident (tests shorten it)."""
        self._notice.setInterval(max(0, milliseconds))

    def give_change(self, change: object) -> None:
        self._grade(lambda walk: walk.chips.give_change(change))  # type: ignore[arg-type]

    def count_pot(self, amount: int) -> None:
        self._grade(lambda walk: walk.chips.count_pot(amount))

    def push(self, work: object) -> None:
        self._grade(lambda walk: walk.chips.push(work))  # type: ignore[arg-type]

    def read(self, seat: int, said: object) -> None:
        self._grade(lambda walk: walk.chips.read(seat, said))  # type: ignore[arg-type]

    def undo(self) -> DealerStep | None:
        """Take back the last correct duty, if the walkthrough can; the duty taken back."""
        walk = self.walkthrough
        if walk is None or not walk.can_undo():
            return None
        self._timer.stop()
        step = walk.undo()
        self._asked_at = None  # the turn comes again
        return step

    def fast_forward(self, until: Callable[[Walkthrough], bool]) -> None:
        """Deal on, every answer right, until ``until(walkthrough)``; nothing is recorded."""
        walk = self.walkthrough
        if walk is None:
            return
        self._timer.stop()
        graded = walk.play_right(until)
        if graded is not None:
            self.graded.emit(graded)
        self.advance(animate=False)

    def _grade(self, answer: Callable[[Walkthrough], Graded]) -> None:
        walk = self.walkthrough
        assert walk is not None
        graded = answer(walk)
        self._late_until = None  # an answer since: a Stop is judged afresh
        asked_at = self._asked_at if self._asked_at is not None else self._clock()
        try:
            record = answer_of(graded, walk.mode, self._clock() - asked_at)
            self.answered.emit(replace(record, words=answer_words(graded)))
        finally:
            # The answer is in the hand: shown and moved on from, even if its record failed (the
            # error still goes up), so the checklist and the table never stay as they were.
            self._asked_at = None  # the next turn's clock starts when it comes
            self.graded.emit(graded)
            self.advance()

    # ----------------------------------------------------------------------------- the hand

    def advance(self, *, animate: bool = True) -> None:
        """Do what the level does for the trainee, then wait: for the trainee, or a player."""
        walk = self.walkthrough
        if walk is None:
            return
        calls = [step for step in walk.run_auto() if step.announcement is not None]
        if calls:
            self.calls_made.emit(calls)
        done = walk.chips.take_shown()
        if done:
            self.chips_done.emit(done)
        self.moved_on.emit(animate)
        waiting = walk.waiting
        if waiting is Waiting.PLAYER and not self._paused:
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
        if waiting is Waiting.NOTICE:
            if self._paused:
                if self._notice.isActive():
                    self._notice_left = self._notice.remainingTime()
                    self._notice.stop()
            elif not self._notice.isActive():
                left = self._notice_left
                self._notice_left = None
                self._notice.start(left if left is not None else self._notice.interval())
        else:
            self._notice.stop()
            self._notice_left = None
        self.countdown_changed.emit()
        if waiting in _TRAINEES_TURN and self._asked_at is None:
            self._asked_at = self._clock()

    def _player_turn(self) -> None:
        walk = self.walkthrough
        if walk is None or walk.waiting is not Waiting.PLAYER:
            return
        event = walk.play_player()
        if event is not None:
            self.player_moved.emit(event)
        self.advance()

    # ----------------------------------------------------------------------------- pauses

    @property
    def paused(self) -> bool:
        return self._paused

    def set_paused(self, paused: bool) -> None:  # noqa: FBT001
        """Hold the players and an incident's countdown (True) or let them go on (False); the
        trainee's own turn is not held."""
        self._paused = paused
        self.advance(animate=False)

    def pause(self) -> None:
        """The players wait (another mode has the table), and the time away is not answer time."""
        self._timer.stop()
        if self._notice.isActive():
            self._notice_left = self._notice.remainingTime()
        self._notice.stop()
        self._asked_at = None

    def halt(self) -> None:
        """Stop the timers (the window is closing)."""
        self._timer.stop()
        self._notice.stop()
        self._notice_left = None

    def is_player_pending(self) -> bool:
        return self._timer.isActive()

    def set_player_delay(self, milliseconds: int) -> None:
        self._timer.setInterval(max(0, milliseconds))

    def set_clock(self, clock: Callable[[], float]) -> None:
        """The seconds clock that times the answers; the turn on now starts again."""
        self._clock = clock
        if self._asked_at is not None:
            self._asked_at = clock()
