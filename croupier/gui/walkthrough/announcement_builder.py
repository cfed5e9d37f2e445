"""The phrase builder: what is announced (bring-in, pair, two pair, trips, possible straight, high
hand, an action call …), whose it is (a seat: click it on the table or press its number) and which
rank(s). The panel turns the parts into the dealer's words and shows them before Enter confirms;
Esc cancels, Backspace takes back the last part."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.cards import Rank
from croupier.gui.walkthrough.button_rows import ButtonRows
from croupier.gui.walkthrough.key_button import HINT_MARK, KEY_CAP_STYLE, KeyButton
from croupier.i18n import rank_symbol
from croupier.training.phrases import Phrase

__all__ = ["AnnouncementBuilder"]

RANK_COLUMNS = 7

STYLE = (
    KEY_CAP_STYLE
    + """
QPushButton[rank="true"] {
    padding: 2px 0; border: 1px solid #3a424a; border-radius: 4px; background: #1b2227; font-weight: bold;
}
QPushButton[rank="true"]:checked { border: 2px solid #8fc7ff; background: #24405a; }
QLabel#builderPreview {
    color: #f4f1e8; background: #101417; border: 1px solid #3a424a; border-radius: 6px; padding: 6px 8px;
}
"""
)


def _rank_keys() -> dict[str, Rank]:
    """The keys that name a rank: 2-9, T (or 0) for ten, J Q K A, and the printed symbols of the
    language installed (German B for Bube, D for Dame)."""
    keys: dict[str, Rank] = {}
    for rank in Rank:
        keys[rank.symbol] = rank
        printed = rank_symbol(rank)
        if len(printed) == 1 and printed.upper() not in keys:
            keys[printed.upper()] = rank
    keys["0"] = Rank.TEN
    return keys


class AnnouncementBuilder(QWidget):
    """The parts so far are ``phrase``, ``seat`` and ``ranks``; ``changed()`` after each change
    (the panel then calls ``set_preview``), ``confirm_requested()`` on Enter or Confirm,
    ``cancel_requested()`` on Esc or Cancel. ``handle_key(key)`` takes a letter, digit or rank key."""

    changed = Signal()
    confirm_requested = Signal()
    cancel_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("announcementBuilder")
        self.setStyleSheet(STYLE)
        self.phrase: Phrase | None = None
        self.seat: int | None = None
        self.ranks: list[Rank] = []
        self._offered: tuple[Phrase, ...] = ()
        self._seats: tuple[int, ...] = ()
        self._low = False

        self._what_label = QLabel()
        what_font = QFont(self._what_label.font())
        what_font.setBold(True)
        self._what_label.setFont(what_font)
        self._what_buttons: dict[Phrase, KeyButton] = {}
        for phrase in Phrase:
            button = KeyButton(phrase.key, parent=self)
            button.setCheckable(True)
            self._what_buttons[phrase] = button
        self._what_rows = ButtonRows(spacing=5, row_spacing=4)
        for phrase, button in self._what_buttons.items():
            button.clicked.connect(lambda _checked=False, chosen=phrase: self.set_phrase(chosen))
            button.hide()
        self._seat_label = QLabel()
        self._seat_label.setWordWrap(True)
        self._ranks_label = QLabel()
        self._rank_buttons = {rank: QPushButton(rank.symbol, self) for rank in Rank}
        ranks_grid = QGridLayout()
        ranks_grid.setHorizontalSpacing(3)
        ranks_grid.setVerticalSpacing(3)
        for index, (rank, rank_button) in enumerate(self._rank_buttons.items()):
            rank_button.setProperty("rank", True)
            rank_button.setCheckable(True)
            rank_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            rank_button.setMinimumWidth(26)
            rank_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            rank_button.clicked.connect(lambda _checked=False, chosen=rank: self.toggle_rank(chosen))
            ranks_grid.addWidget(rank_button, index // RANK_COLUMNS, index % RANK_COLUMNS)
        self._ranks_box = QWidget()
        self._ranks_box.setLayout(ranks_grid)
        ranks_grid.setContentsMargins(0, 0, 0, 0)
        self._preview = QLabel()
        self._preview.setObjectName("builderPreview")
        self._preview.setWordWrap(True)
        preview_font = QFont(self._preview.font())
        preview_font.setPointSizeF(preview_font.pointSizeF() * 1.15)
        preview_font.setBold(True)
        self._preview.setFont(preview_font)
        self._confirm = KeyButton("⏎ Enter", parent=self)
        self._cancel = KeyButton("Esc", parent=self)
        self._confirm.clicked.connect(self.confirm_requested)
        self._cancel.clicked.connect(self.cancel_requested)
        # Side by side where both fit whole, else one above the other (a narrow panel in German).
        buttons = ButtonRows(spacing=5, row_spacing=4)
        buttons.addWidget(self._confirm)
        buttons.addWidget(self._cancel)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(5)
        layout.addWidget(self._what_label)
        layout.addLayout(self._what_rows)
        layout.addWidget(self._seat_label)
        layout.addWidget(self._ranks_label)
        layout.addWidget(self._ranks_box)
        layout.addWidget(self._preview)
        layout.addLayout(buttons)
        self.set_preview("", ready=False)
        self.retranslate()

    # ----------------------------------------------------------------------------- the parts

    def open(self, phrases: Sequence[Phrase], seats: Sequence[int], *, low: bool = False) -> None:
        """Start a new announcement with these "what" choices (``low``: razz names the low hand)."""
        self._offered = tuple(phrases)
        self._seats = tuple(seats)
        self._low = low
        for button in self._what_buttons.values():
            self._what_rows.removeWidget(button)
            button.hide()
        for phrase in self._offered:
            button = self._what_buttons[phrase]
            self._what_rows.addWidget(button)
            button.show()
        self.phrase = None
        self.seat = None
        self.ranks = []
        self.retranslate()
        self._refresh()

    @property
    def offered(self) -> tuple[Phrase, ...]:
        return self._offered

    def set_phrase(self, phrase: Phrase) -> None:
        if phrase not in self._offered:
            return
        self.phrase = phrase
        self.ranks = []
        self._refresh()

    def set_hint(self, phrase: Phrase | None) -> None:
        """Learn mode: mark the "what" that is due (►, and a gold frame)."""
        names = self._names()
        for candidate, button in self._what_buttons.items():
            hinted = candidate is phrase
            if bool(button.property("hint")) != hinted:
                button.setProperty("hint", hinted)
                button.style().unpolish(button)
                button.style().polish(button)
            button.label.setText(HINT_MARK + names[candidate] if hinted else names[candidate])
            button.updateGeometry()  # the mark may need a second line

    def hinted(self) -> Phrase | None:
        return next(
            (phrase for phrase, button in self._what_buttons.items() if button.property("hint")), None
        )

    def set_seat(self, seat: int) -> None:
        if seat not in self._seats:
            return
        self.seat = seat
        self._refresh()

    def toggle_rank(self, rank: Rank) -> None:
        needed = self.phrase.ranks if self.phrase is not None else 0
        if needed == 0:
            self._refresh()
            return
        if rank in self.ranks:
            self.ranks.remove(rank)
        elif len(self.ranks) < needed:
            self.ranks.append(rank)
        else:
            self.ranks = [*self.ranks[1:], rank]
        self._refresh()

    def back(self) -> None:
        """Take back the last part given (a rank, then the seat, then the what)."""
        if self.ranks:
            self.ranks.pop()
        elif self.seat is not None:
            self.seat = None
        else:
            self.phrase = None
        self._refresh()

    def handle_key(self, key: str) -> bool:
        """A key typed while the builder is open: a rank when ranks are wanted (2-9, T, J, Q, K,
        A), else a seat number or the key of a "what"."""
        key = key.upper()
        rank = _rank_keys().get(key)
        if self._wants_rank() and rank is not None:
            self.toggle_rank(rank)
            return True
        if key.isdigit():
            seat = int(key)
            if seat in self._seats:
                self.set_seat(seat)
                return True
            return False
        for phrase in self._offered:
            if phrase.key == key:
                self.set_phrase(phrase)
                return True
        return False

    def _wants_rank(self) -> bool:
        if self.phrase is None or len(self.ranks) >= self.phrase.ranks:
            return False
        return self.seat is not None or not self.phrase.needs_seat

    def set_preview(self, text: str, *, ready: bool) -> None:
        """Show the dealer's words built so far; ``ready`` enables Confirm."""
        self._preview.setText(text or self.tr("…"))
        self._preview.setAccessibleName(text)
        self._confirm.setEnabled(ready)

    def _refresh(self) -> None:
        for phrase, button in self._what_buttons.items():
            button.setChecked(phrase is self.phrase)
        needs_seat = self.phrase is None or self.phrase.needs_seat
        if not needs_seat:
            self._seat_label.setText(self.tr("Whose: no seat needed"))
        elif self.seat is None:
            self._seat_label.setText(self.tr("Whose: click the seat or press its number"))
        else:
            self._seat_label.setText(self.tr("Whose: seat {seat}").format(seat=self.seat))
        wanted = self.phrase.ranks if self.phrase is not None else 0
        self._ranks_label.setVisible(wanted > 0)
        self._ranks_box.setVisible(wanted > 0)
        if wanted == 1:
            self._ranks_label.setText(self.tr("Which rank: press its key or click it"))
        elif wanted > 1:
            self._ranks_label.setText(self.tr("Which ranks: press or click both"))
        for rank, rank_button in self._rank_buttons.items():
            rank_button.setChecked(rank in self.ranks)
        self.changed.emit()

    # ----------------------------------------------------------------------------- words

    def retranslate(self) -> None:
        self._what_label.setText(self.tr("What:"))
        self._confirm.set_name(self.tr("Confirm"), self.tr("Confirm the announcement (Enter)"))
        self._confirm.key_cap.setText(self.tr("⏎ Enter"))
        self._cancel.set_name(self.tr("Cancel"), self.tr("Cancel the announcement (Esc)"))
        self.setAccessibleName(self.tr("Announcement builder"))
        names = self._names()
        for phrase, button in self._what_buttons.items():
            name = names[phrase]
            button.set_name(name, self.tr("{what} (key {key})").format(what=name, key=phrase.key))
            if button.property("hint"):
                button.label.setText(HINT_MARK + name)
                button.updateGeometry()
        keys = _rank_keys()
        for rank, rank_button in self._rank_buttons.items():
            rank_button.setText(rank_symbol(rank))
            rank_button.setAccessibleName(rank_symbol(rank))
            typed = "/".join(key for key, value in keys.items() if value is rank)
            rank_button.setToolTip(self.tr("Key {key}").format(key=typed))
        self._refresh()

    def _names(self) -> dict[Phrase, str]:
        return {
            Phrase.BRING_IN: self.tr("Bring-in card"),
            Phrase.PAIR: self.tr("Pair"),
            Phrase.TWO_PAIR: self.tr("Two pair"),
            Phrase.TRIPS: self.tr("Trips"),
            Phrase.QUADS: self.tr("Four of a kind"),
            Phrase.POSSIBLE_STRAIGHT: self.tr("Possible straight"),
            Phrase.POSSIBLE_FLUSH: self.tr("Possible flush"),
            Phrase.POSSIBLE_STRAIGHT_FLUSH: self.tr("Possible straight flush"),
            Phrase.HIGH_HAND: self.tr("Low hand to act") if self._low else self.tr("High hand to act"),
            Phrase.OPEN_PAIR: self.tr("Open pair option"),
            Phrase.COMMUNITY: self.tr("Community card"),
            Phrase.CALL_BRING_IN: self.tr("Bring-in amount"),
            Phrase.COMPLETE: self.tr("Complete"),
            Phrase.BET: self.tr("Bet"),
            Phrase.RAISE: self.tr("Raise"),
            Phrase.RERAISE: self.tr("Re-raise"),
            Phrase.CAP: self.tr("Last raise (cap)"),
        }

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
