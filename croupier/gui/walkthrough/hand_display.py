"""What the walkthrough panel shows of the hand as it goes: the table sent out (the player to act
hidden until named), the question asked (a player's choices, a ruling), the checklist and the hand
log, the verdicts and notes in the feedback and out to the window, the dealer's calls spoken, the
hand's end told once, and an exam hand's locks."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from croupier.drills.levels import TrainingMode
from croupier.gui.walkthrough.chip_words import ChipWords
from croupier.gui.walkthrough.duty_area import Ask, DutyArea
from croupier.gui.walkthrough.panel_split import DealSplit
from croupier.gui.walkthrough.session import HandSession
from croupier.gui.walkthrough.session_controls import SessionControls
from croupier.gui.walkthrough.verdict_area import VerdictArea
from croupier.gui.walkthrough.voice import WalkthroughVoice
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.procedure import DealerStep
from croupier.training.controller import Graded, Waiting, Walkthrough
from croupier.training.phrases import action_choices
from croupier.words.procedure_words import announcement_text

__all__ = ["HandDisplay", "exam_hand_under_way", "hides_actor"]


def hides_actor(waiting: Waiting) -> bool:
    """The table keeps the player to act to itself until the dealer has named them (a duty is
    due, or the trainee is asked who acts)."""
    return waiting in {Waiting.DUTY, Waiting.WHO_ACTS}


def exam_hand_under_way(walk: Walkthrough | None) -> bool:
    """An Exam-mode hand with duties done and not yet over: mode, level and New hand are locked."""
    return (
        walk is not None
        and walk.mode is TrainingMode.EXAM
        and walk.asked > 0
        and walk.waiting is not Waiting.OVER
    )


class HandDisplay(QObject):
    """Shows ``session``'s hand in the panel's parts (``area``, ``verdicts``, the ``split``'s
    column, checklist and hand log, the ``controls``) and says it to the window:
    ``table_changed``, ``verdict_given``, ``note_given``, ``score_changed``, ``hand_over`` (once a
    hand) and ``exam_hand_running``. ``last_graded`` is the answer whose verdict shows (None: none
    since the hand began, or taken back); ``mode()`` the trainee's mode, for the verdict's words."""

    table_changed = Signal(object, bool)
    verdict_given = Signal(str, bool)
    note_given = Signal(str)
    score_changed = Signal(int, int)
    hand_over = Signal()
    exam_hand_running = Signal(bool)

    def __init__(
        self,
        session: HandSession,
        area: DutyArea,
        verdicts: VerdictArea,
        split: DealSplit,
        controls: SessionControls,
        *,
        voice: WalkthroughVoice,
        words: WalkthroughWords,
        rng: random.Random,
        mode: Callable[[], TrainingMode],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._area = area
        self._verdicts = verdicts
        self._split = split
        self._controls = controls
        self._voice = voice
        self._words = words
        self._chip_words = ChipWords(self)
        self._rng = rng
        self._mode = mode
        self.last_graded: Graded | None = None
        self._over_told = False
        self._exam_lock = False

    def forget(self) -> None:
        """A hand begins (or begins again): no verdict, its end not yet told, nothing said."""
        self.last_graded = None
        self._over_told = False
        self._voice.forget()
        self._verdicts.clear()

    def show_table(self, animate: bool) -> None:  # noqa: FBT001 - a signal's argument
        """The table as the dealer sees it, and what is asked now (with the legal actions' choices)."""
        walk = self._session.walkthrough
        assert walk is not None
        area = self._area
        waiting = walk.waiting
        self.table_changed.emit(walk.table_state(hide_actor=hides_actor(waiting)), animate)
        if waiting is Waiting.MAY_DO and area.asked is not Ask.MAY_DO:
            legal = walk.hand.legal_actions()
            choices: list[object] = list(action_choices(legal, walk.hand, self._rng))
            self._rng.shuffle(choices)
            area.ask(Ask.MAY_DO, legal.seat, choices)
        elif waiting is Waiting.RULING and area.asked is not Ask.RULING:
            area.ask(Ask.RULING, None, list(walk.ruling_choices()))
        elif waiting is not Waiting.RULING and area.asked is Ask.RULING:
            area.close_question()
        if walk.waiting is Waiting.NOTICE and self._verdicts.incident_banner.isHidden():
            # A player's incident: its banner and countdown in sight, however low the window.
            self._split.column.bring_into_sight(self._verdicts.incident_banner)
        self._verdicts.set_incident(walk.incident)
        self._verdicts.set_street(walk.hand.street)
        area.show_chip_duty()
        self.refresh()
        self._voice.prompt(walk, area.title_text)

    def refresh(self) -> None:
        """The duties, the checklist, the hand log and the controls as the hand stands."""
        walk = self._session.walkthrough
        self._area.refresh()
        if walk is not None:
            self._split.checklist.set_rows(walk.checklist())
            self._split.hand_log.set_events(list(walk.hand.events))
            self._controls.set_undo(available=walk.can_undo(), exam=walk.mode is TrainingMode.EXAM)
            if walk.waiting is Waiting.OVER and not self._over_told:
                self._over_told = True
                self.hand_over.emit()
        locked = exam_hand_under_way(walk)
        self._controls.set_locked(locked)
        if locked != self._exam_lock:
            self._exam_lock = locked
            self.exam_hand_running.emit(locked)

    def show_graded(self, graded: Graded) -> None:
        walk = self._session.walkthrough
        assert walk is not None
        self.last_graded = graded
        if self._area.after_graded(graded):
            self.refresh()
        text = self._words.graded(graded, self._mode())
        self._verdicts.show_verdict(text, graded.correct)
        # A wrong answer's why in full, even in a low window (900x600, German).
        self._split.column.bring_into_sight(None if graded.correct else self._verdicts.feedback)
        self.verdict_given.emit(text, graded.correct)
        self.score_changed.emit(walk.right, walk.asked)
        self._voice.answer(graded, self._mode())

    def show_chips_done(self, done: list[object]) -> None:
        """What Beginner's dealer did with the chips, in the feedback."""
        self.note(" · ".join(self._chip_words.shown(answer) for answer in done))  # type: ignore[arg-type]

    def show_calls(self, calls: list[DealerStep]) -> None:
        self._verdicts.set_calls(calls)
        last = calls[-1].announcement
        if last is not None:
            self._voice.call(announcement_text(last))

    def show_demonstrated(self, text: str, calls: list[str]) -> None:
        """A step of the demonstration: the table, the checklist and the words; the calls spoken."""
        walk = self._session.walkthrough
        if walk is None:
            return
        self.table_changed.emit(walk.table_state(), True)
        self.refresh()
        self.note(text)
        for call in calls:
            self._voice.call(call)

    def no_score(self, walk: Walkthrough) -> None:
        """The trainer did the duties: they are no score of the trainee's."""
        walk.right = walk.asked = 0
        self.score_changed.emit(0, 0)

    def scroll_to_page(self) -> None:
        """The builder or the question in sight under the prompt; the duties from the top."""
        at_top = self._area.duties.isVisibleTo(self._split) or self._area.debriefing()
        self._split.column.scroll_to(0 if at_top else self._area.prompt_y)

    def note(self, text: str) -> None:
        self._verdicts.show_note(text)
        self.note_given.emit(text)

    def republish(self) -> None:
        """Send the table, the score and the last verdict again."""
        walk = self._session.walkthrough
        if walk is None:
            return
        self.table_changed.emit(walk.table_state(hide_actor=hides_actor(walk.waiting)), False)
        self.score_changed.emit(walk.right, walk.asked)
        if self.last_graded is not None:
            self.verdict_given.emit(self._verdicts.feedback_text, self.last_graded.correct)
        else:
            self.note_given.emit(self._area.prompt_text)

    def retranslate(self) -> None:
        """The last verdict again, in the language now installed."""
        if self.last_graded is not None:
            text = self._words.graded(self.last_graded, self._mode())
            self._verdicts.show_verdict(text, self.last_graded.correct)
            self.verdict_given.emit(text, self.last_graded.correct)
