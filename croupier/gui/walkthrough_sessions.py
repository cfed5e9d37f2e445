"""The walkthrough's answers in the signed-in trainee's history: one session a hand (begun with its
first answer, ended with the hand, or left before its end), each Table-ready hand timed to its end
kept with its session (against the trainee's class's pace target, else the school's), and leaving
an Exam-mode hand asked first."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from croupier.store.errors import StoreError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from croupier.gui.instructor.dialogs import InstructorDialogs
    from croupier.gui.station import Station
    from croupier.gui.walkthrough import WalkthroughPanel
    from croupier.store.recorder import Recorder
    from croupier.training.answers import WalkthroughAnswer
    from croupier.training.pace import HandPace

__all__ = ["WalkthroughSessions"]


class WalkthroughSessions(QObject):
    """Records ``panel``'s graded answers through ``recorder()`` (None: nobody to record for) in
    sessions of ``variant()``, and its timed hands; ``report(text)`` tells the user when an answer
    cannot be saved. ``station()`` gives the pace target (the signed-in trainee's class's, else the
    school's), which it reads once per sign-in."""

    def __init__(
        self,
        window: QWidget,
        panel: WalkthroughPanel,
        *,
        recorder: Callable[[], Recorder | None],
        variant: Callable[[], str],
        dialogs: InstructorDialogs,
        report: Callable[[str], None],
        station: Callable[[], Station | None] = lambda: None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._panel = panel
        self._recorder = recorder
        self._variant = variant
        self._dialogs = dialogs
        self._report = report
        self._station = station
        self._session: str | None = None
        self._over = False
        panel.answered.connect(self.record)
        panel.pace.target_source = self.pace_target
        panel.pace.paced.connect(self.record_pace)  # the panel times first: the session is open
        panel.hand_started.connect(self._hand_started)
        panel.hand_over.connect(self._hand_over)

    @property
    def session(self) -> str | None:
        """The current hand's session (None before its first answer)."""
        return self._session

    def record(self, answer: WalkthroughAnswer) -> None:
        """A graded answer, in the hand's session; the writer stores it, the window never waits."""
        from croupier.store.history import NewAttempt  # noqa: PLC0415 - the store's records when used
        from croupier.store.records import Activity  # noqa: PLC0415

        recorder = self._recorder()
        if recorder is None:
            return
        if self._session is None:
            self._session = recorder.start_session(Activity.WALKTHROUGH, answer.mode, variant=self._variant())
        try:
            recorder.record_attempt(
                NewAttempt(
                    trainee_id=recorder.trainee_id,
                    skill=answer.skill,
                    question=answer.question,
                    answer=answer.answer,
                    correct=answer.correct,
                    seconds=answer.seconds,
                    mode=answer.mode,
                    session_uuid=self._session,
                    words=answer.words,
                )
            )
        except StoreError as error:  # a value the store would refuse: said, never a traceback
            self._report(self.tr("The answer could not be saved: {reason}").format(reason=error))

    def pace_target(self) -> int:
        """The signed-in trainee's class's pace target (hands an hour, 8-handed), as the instructor
        set it: the class's own, else the school's; the station reads it once per sign-in
        (:meth:`Station.pace_target`), not at every hand."""
        from croupier.store.school import DEFAULT_PACE_TARGET  # noqa: PLC0415

        station = self._station()
        return DEFAULT_PACE_TARGET if station is None else station.pace_target()

    def record_pace(self, hand: HandPace) -> None:
        """A Table-ready hand timed to its end, kept with the hand's session."""
        recorder = self._recorder()
        if recorder is None:
            return
        try:
            recorder.record_pace(
                self._variant(),
                hand.players,
                hand.seconds,
                hand.duties,
                hand.duty_seconds,
                hand.target,
                session_uuid=self._session,
            )
        except StoreError as error:  # said, never a traceback
            self._report(self.tr("The hand's pace could not be saved: {reason}").format(reason=error))

    def _hand_started(self, _hand: object) -> None:
        """A new hand: the last one's session ends (left before its end, unless it was over)."""
        self.end()
        self._over = False

    def _hand_over(self) -> None:
        self._over = True
        self.end()

    def end(self) -> None:
        """The hand's session ends now (abandoned unless the hand was over)."""
        recorder = self._recorder()
        if self._session is not None and recorder is not None:
            recorder.end_session(self._session, abandoned=not self._over)
        self._session = None

    def may_leave(self) -> bool:
        """Leaving an Exam-mode hand before its end asks first; True when it may be left, and then
        it is left: recorded as left before its end, a fresh hand dealt, every lock released."""
        if not self._panel.exam_hand_in_progress():
            return True
        if not self._dialogs.confirm(
            self._window,
            self.tr("Leave the exam hand"),
            self.tr("This hand is dealt in Exam mode. Leave it? It is recorded as left before its end."),
        ):
            return False
        self._panel.leave_hand()
        return True
