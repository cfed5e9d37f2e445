"""The countdown under an incident's banner: an incident at a player's turn waits for Stop, and the
banner tells the seconds left (held while paused), or, at the dealer's turn, that Stop is due before
the next duty."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from croupier.gui.walkthrough.session import HandSession
from croupier.gui.walkthrough.verdict_area import VerdictArea
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.training.controller import Waiting

__all__ = ["COUNTDOWN_TICK_MS", "IncidentCountdown"]

COUNTDOWN_TICK_MS = 250
"""How often a running countdown is told again."""


class IncidentCountdown(QObject):
    """Tells ``session``'s incident countdown in ``verdicts``, in ``words``; ``show()`` tells how it
    stands now (the session says when it began, was held or ended; a timer ticks while it runs)."""

    def __init__(
        self,
        session: HandSession,
        verdicts: VerdictArea,
        words: WalkthroughWords,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._verdicts = verdicts
        self._words = words
        self._timer = QTimer(self)
        self._timer.setInterval(COUNTDOWN_TICK_MS)
        self._timer.timeout.connect(self.show)
        session.countdown_changed.connect(self.show)

    def show(self) -> None:
        """How the incident waiting stands: the seconds left to stop the table at a player's turn,
        held while paused, or until the next duty."""
        walk = self._session.walkthrough
        if walk is None or walk.incident is None:
            self._timer.stop()
            self._verdicts.set_countdown("")
            return
        waiting = walk.waiting
        left = self._session.notice_left_ms()
        if waiting is Waiting.NOTICE and left is not None:
            seconds = (left + 999) // 1000
            text = self._words.countdown(seconds, paused=self._session.paused)
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()
            text = self._words.until_next_duty() if waiting is Waiting.DUTY else ""
        self._verdicts.set_countdown(text)
