"""Under the walkthrough's duties: the feedback on the last answer (or a note) and what happened
last at the table — the player who acted and the calls the dealer made for the trainee."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from croupier.engine.events import ActionTaken, HandMucked, HandShown, IncidentOccurred
from croupier.engine.incidents import Incident
from croupier.gui.walkthrough.feedback_line import FeedbackLine
from croupier.gui.walkthrough.words import WalkthroughWords
from croupier.procedure import DealerStep
from croupier.words.incident_words import incident_text
from croupier.words.procedure_words import announcement_text, player_text

__all__ = ["VerdictArea"]

STYLE = """
QLabel#walkthroughLatest { color: #c9c5ba; }
QFrame#incidentBanner {
    background: #2a2110; border: 2px solid #f0c94a; border-radius: 4px;
}
QLabel#incidentText { color: #f6e7b8; font-weight: bold; }
QLabel#incidentCountdown { color: #f0c94a; }
"""

PlayerEvent = ActionTaken | HandShown | HandMucked | IncidentOccurred


class VerdictArea(QWidget):
    """``show_verdict(text, correct)``, ``show_note(text)``, ``clear()`` for the feedback;
    ``set_player_event(event)`` and ``set_calls(steps)`` for the latest at the table (a player's
    move clears the calls before it; the calls that follow it are shown under it)."""

    def __init__(self, words: WalkthroughWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        self._words = words
        self._event: PlayerEvent | None = None
        self._incident: Incident | None = None
        self._calls: list[DealerStep] = []
        self._street = 0  # the street under way: an action of an earlier one is no longer latest
        self.feedback = FeedbackLine()
        self._latest = QLabel()
        self._latest.setObjectName("walkthroughLatest")
        self._latest.setWordWrap(True)
        self._latest.hide()
        # Something gone wrong at the table: in a frame of its own, with how long it waits.
        self.incident_banner = QFrame()
        self.incident_banner.setObjectName("incidentBanner")
        self._incident_text = QLabel()
        self._incident_text.setObjectName("incidentText")
        self._incident_text.setWordWrap(True)
        self._countdown = QLabel()
        self._countdown.setObjectName("incidentCountdown")
        self._countdown.setWordWrap(True)
        banner = QVBoxLayout(self.incident_banner)
        banner.setContentsMargins(8, 6, 8, 6)
        banner.setSpacing(3)
        banner.addWidget(self._incident_text)
        banner.addWidget(self._countdown)
        self.incident_banner.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(7)
        layout.addWidget(self.incident_banner)
        layout.addWidget(self.feedback)
        layout.addWidget(self._latest)
        self.retranslate()

    @property
    def feedback_text(self) -> str:
        return self.feedback.text()

    @property
    def latest_text(self) -> str:
        return self._latest.text()

    @property
    def incident_text(self) -> str:
        """The incident waiting and its countdown, as shown (empty: none)."""
        if self.incident_banner.isHidden():
            return ""
        return "\n".join(text for text in (self._incident_text.text(), self._countdown.text()) if text)

    def set_countdown(self, text: str) -> None:
        """How long the incident waiting still waits for Stop (empty: no countdown)."""
        self._countdown.setText(text)
        self._countdown.setVisible(bool(text))

    def show_verdict(self, text: str, correct: bool) -> None:  # noqa: FBT001 - a verdict
        self.feedback.show_verdict(text, correct)

    def show_note(self, text: str) -> None:
        self.feedback.show_note(text)

    def clear(self) -> None:
        """Nothing said yet: a new hand."""
        self.feedback.clear()
        self._event = None
        self._incident = None
        self._calls = []
        self._show_latest()

    def set_player_event(self, event: PlayerEvent) -> None:
        """A simulated player acted (or showed, or mucked)."""
        self._event = event
        self._calls = []
        self._show_latest()

    def set_street(self, street: int) -> None:
        """The street under way (a new street: the last one's action is not shown as latest)."""
        if street != self._street:
            self._street = street
            self._show_latest()

    def set_incident(self, incident: Incident | None) -> None:
        """Something went wrong at the table (None: it has been ruled)."""
        self._incident = incident
        self._show_latest()

    def set_calls(self, steps: Sequence[DealerStep]) -> None:
        """The dealer's calls just made for the trainee."""
        self._calls = [step for step in steps if step.announcement is not None]
        self._show_latest()

    def forget_latest(self) -> None:
        """What was latest is no longer (a step was taken back)."""
        self._event = None
        self._calls = []
        self._show_latest()

    def _show_latest(self) -> None:
        parts = []
        if self._incident is not None:
            self._incident_text.setText("⚠ " + incident_text(self._incident))
        self.incident_banner.setVisible(self._incident is not None)
        event = self._event
        if (
            self._incident is None
            and isinstance(event, ActionTaken | HandShown | HandMucked)
            and self._current()
        ):
            parts.append(player_text(event))
        parts.extend(
            self._words.dealer_said(announcement_text(step.announcement))
            for step in self._calls
            if step.announcement is not None
        )
        self._latest.setText("\n".join(parts))
        self._latest.setVisible(bool(parts))

    def _current(self) -> bool:
        """The player's move is of the street under way (a show or a muck always is)."""
        return not isinstance(self._event, ActionTaken) or self._event.street == self._street

    def retranslate(self) -> None:
        self._latest.setAccessibleName(self.tr("Latest at the table"))
        self._show_latest()
