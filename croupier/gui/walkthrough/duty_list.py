"""The duty buttons of the walkthrough: the duties the trainee may choose from now, each with its
one-letter key shown on the button and in its tooltip, two to a row (a name too long for half the
row gets all of it). Learn mode marks the right one (►, and a gold frame); a duty waiting for a seat
stays pressed."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QWidget

from croupier.gui.walkthrough.button_rows import ButtonRows
from croupier.gui.walkthrough.key_button import HINT_MARK, KEY_CAP_STYLE, KeyButton
from croupier.training.duties import Duty

__all__ = ["DutyButton", "DutyList"]


class DutyButton(KeyButton):
    """A duty's button: its name, and its key in a cap on the right."""

    def __init__(self, duty: Duty, parent: QWidget | None = None) -> None:
        super().__init__("␣" if duty is Duty.STOP else duty.key, parent=parent)
        self.duty = duty
        self.setProperty("hint", False)
        self.setCheckable(True)
        self._name = ""

    def set_duty_name(self, name: str, tooltip: str) -> None:
        self._name = name
        self._refresh(tooltip)

    def set_hint(self, hint: bool) -> None:  # noqa: FBT001 - a Qt-style setter
        if self.property("hint") == hint:
            return
        self.setProperty("hint", hint)
        self._refresh()
        self.style().unpolish(self)
        self.style().polish(self)

    def is_hinted(self) -> bool:
        return bool(self.property("hint"))

    def _refresh(self, tooltip: str = "") -> None:
        # The hint is told by a sign as well as by colour.
        self.set_name(HINT_MARK + self._name if self.is_hinted() else self._name, tooltip)
        self.setAccessibleName(self._name)


class DutyList(QWidget):
    """``set_duties(duties)`` shows those buttons in that order; ``duty_chosen(duty)`` reports a
    click (the panel handles the keys). ``set_hint(duty)`` marks Learn mode's right duty,
    ``set_armed(duty)`` keeps a duty that waits for a seat pressed."""

    duty_chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dutyList")
        self.setStyleSheet(KEY_CAP_STYLE)
        self.buttons: dict[Duty, DutyButton] = {}
        for duty in Duty:
            button = DutyButton(duty, self)
            button.clicked.connect(lambda _checked=False, chosen=duty: self._clicked(chosen))
            button.hide()
            self.buttons[duty] = button
        self._rows = ButtonRows(self)
        self._shown: tuple[Duty, ...] = ()
        self._armed: Duty | None = None
        self.retranslate()

    @property
    def shown(self) -> tuple[Duty, ...]:
        return self._shown

    def set_duties(self, duties: Sequence[Duty]) -> None:
        duties = tuple(duties)
        if duties == self._shown:
            return
        for button in self.buttons.values():
            self._rows.removeWidget(button)
            button.hide()
        for duty in duties:
            button = self.buttons[duty]
            self._rows.addWidget(button)
            button.show()
        self._shown = duties
        # Keep the tab order the reading order.
        for first, second in pairwise(duties):
            QWidget.setTabOrder(self.buttons[first], self.buttons[second])

    def set_hint(self, duty: Duty | None) -> None:
        for candidate, button in self.buttons.items():
            button.set_hint(candidate is duty)

    def hinted(self) -> Duty | None:
        return next((duty for duty, button in self.buttons.items() if button.is_hinted()), None)

    def set_armed(self, duty: Duty | None) -> None:
        self._armed = duty
        for candidate, button in self.buttons.items():
            button.setChecked(candidate is duty)

    def _clicked(self, duty: Duty) -> None:
        # A click toggles the check mark; the panel decides what stays pressed.
        self.set_armed(self._armed)
        self.duty_chosen.emit(duty)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Dealer duties"))
        names = self._names()
        for duty, button in self.buttons.items():
            name, what = names[duty]
            key = self.tr("Space") if duty is Duty.STOP else duty.key
            tooltip = self.tr("{what} (key {key})").format(what=what, key=key)
            button.set_duty_name(name, tooltip)

    def _names(self) -> dict[Duty, tuple[str, str]]:
        return {
            Duty.SCRAMBLE: (self.tr("Scramble"), self.tr("Scramble the cards face down on the table")),
            Duty.SQUARE: (self.tr("Square"), self.tr("Square the deck")),
            Duty.RIFFLE: (self.tr("Riffle"), self.tr("Riffle the deck")),
            Duty.STRIP: (self.tr("Strip"), self.tr("Strip the deck")),
            Duty.BOX: (self.tr("Box"), self.tr("Box the deck")),
            Duty.CUT: (self.tr("Cut"), self.tr("Cut onto the cut card")),
            Duty.ANTES_PLEASE: (self.tr("Antes, please"), self.tr("Ask the players for their antes")),
            Duty.COLLECT_ANTE: (
                self.tr("Collect ante"),
                self.tr("Take a seat's ante into the centre: click the seat"),
            ),
            Duty.DEAL_DOWN: (self.tr("Deal down"), self.tr("Deal a card face down: click the seat")),
            Duty.DEAL_UP: (self.tr("Deal up"), self.tr("Deal a card face up: click the seat")),
            Duty.BURN: (self.tr("Burn"), self.tr("Burn a card face down before the street")),
            Duty.ANNOUNCE: (self.tr("Announce…"), self.tr("Build an announcement: what, whose, which ranks")),
            Duty.GATHER: (self.tr("Gather bets"), self.tr("Gather the bets into the pot")),
            Duty.RETURN_BET: (self.tr("Return bet"), self.tr("Give back the part of a bet nobody called")),
            Duty.LAST_CARD: (
                self.tr("Last card"),
                self.tr("Announce “Last card” before the 7th-street deal"),
            ),
            Duty.COUNT_STUB: (self.tr("Count stub"), self.tr("Count the stub before Seventh Street")),
            Duty.SCRAMBLE_STUB: (self.tr("Scramble stub"), self.tr("Scramble the stub with the burn cards")),
            Duty.COMMUNITY_CARD: (
                self.tr("Community card"),
                self.tr("Turn one community card in the centre"),
            ),
            Duty.REMOVE_CUT_CARD: (
                self.tr("Remove cut card"),
                self.tr("Remove the cut card and set the stub aside"),
            ),
            Duty.SHOWDOWN_ORDER: (self.tr("Showdown order"), self.tr("Name who shows first: click the seat")),
            Duty.READ_HAND: (self.tr("Read hand"), self.tr("Read a tabled hand aloud: click the seat")),
            Duty.KILL_HAND: (self.tr("Kill hand"), self.tr("Kill a losing hand: click the seat")),
            Duty.PUSH_POT: (self.tr("Push pot"), self.tr("Push the pot to its winner (or split it)")),
            Duty.STOP: (
                self.tr("Stop"),
                self.tr("Stop the table: something is wrong, and you give the ruling"),
            ),
        }

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
