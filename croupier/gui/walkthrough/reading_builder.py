"""Reading a tabled hand from memory in the walkthrough (R9.7): the phrase builder without
choices — the kind of the high hand and its ranks, in hi-lo the low and its ranks or "No low", in
razz the low hand — or the words typed in English or German. The reading is graded by
``training.reading`` against the engine; this only takes the parts and shows the phrase."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from croupier.engine.cards import Rank
from croupier.engine.readings import HIGH_KINDS, LOW_KINDS, RAZZ_KINDS, HandDescription
from croupier.engine.rules import RAZZ
from croupier.gui.walkthrough.announcement_builder import STYLE as BUILDER_STYLE
from croupier.gui.walkthrough.button_rows import ButtonRows
from croupier.gui.walkthrough.key_button import KeyButton
from croupier.i18n import HandTextError, hand_text, rank_symbol
from croupier.training.reading import Said, parse_reading

__all__ = ["ReadingBuilder"]

RANK_COLUMNS = 7


class ReadingBuilder(QWidget):
    """``open(seat, game)`` with ``game`` "high", "hilo" or "razz"; ``said()`` is the reading so far
    (the typed words when there are any); ``confirmed(seat, Said)`` on Enter or Confirm,
    ``cancel_requested`` on Esc; ``changed`` after each part."""

    confirmed = Signal(int, object)
    cancel_requested = Signal()
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readingBuilder")
        self.setStyleSheet(BUILDER_STYLE)
        self.seat = 0
        self.game = "high"
        self.parts: dict[str, tuple[str, list[Rank]]] = {}
        self.active = "high"
        self._title = QLabel()
        self._title.setWordWrap(True)
        bold = QFont(self._title.font())
        bold.setBold(True)
        self._title.setFont(bold)
        self._high_label = QLabel()
        self._low_label = QLabel()
        self.kind_buttons: dict[tuple[str, str], KeyButton] = {}
        self._high_rows = ButtonRows(spacing=4, row_spacing=3)
        self._low_rows = ButtonRows(spacing=4, row_spacing=3)
        for part, kinds, rows in (
            ("high", HIGH_KINDS + RAZZ_KINDS[:1], self._high_rows),
            ("low", LOW_KINDS, self._low_rows),
        ):
            for kind in dict.fromkeys(kinds):
                button = KeyButton("", parent=self)
                button.key_cap.hide()
                button.setCheckable(True)
                button.clicked.connect(lambda _checked=False, p=part, k=kind: self.set_kind(p, k))
                self.kind_buttons[part, kind] = button
                rows.addWidget(button)
        self._ranks_label = QLabel()
        self._ranks_label.setWordWrap(True)
        self.rank_buttons = {rank: QPushButton(rank.symbol, self) for rank in Rank}
        grid = QGridLayout()
        grid.setHorizontalSpacing(3)
        grid.setVerticalSpacing(3)
        grid.setContentsMargins(0, 0, 0, 0)
        for index, rank in enumerate(sorted(Rank, reverse=True)):
            rank_button = self.rank_buttons[rank]
            rank_button.setProperty("rank", True)
            rank_button.setCheckable(True)
            rank_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            rank_button.setMinimumWidth(26)
            rank_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            rank_button.clicked.connect(lambda _checked=False, chosen=rank: self.add_rank(chosen))
            grid.addWidget(rank_button, index // RANK_COLUMNS, index % RANK_COLUMNS)
        self._typed_label = QLabel()
        self.typed = QLineEdit()
        self.typed.setObjectName("readingTyped")
        self.typed.textChanged.connect(self._refresh)
        self.typed.returnPressed.connect(self.confirm)
        self._preview = QLabel()
        self._preview.setObjectName("builderPreview")
        self._preview.setWordWrap(True)
        self._confirm = KeyButton("⏎ Enter", parent=self)
        self._cancel = KeyButton("Esc", parent=self)
        self._confirm.clicked.connect(self.confirm)
        self._cancel.clicked.connect(self.cancel_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self._title)
        layout.addWidget(self._high_label)
        layout.addLayout(self._high_rows)
        layout.addWidget(self._low_label)
        layout.addLayout(self._low_rows)
        layout.addWidget(self._ranks_label)
        layout.addLayout(grid)
        for item in (self._typed_label, self.typed, self._preview, self._confirm, self._cancel):
            layout.addWidget(item)
        self.retranslate()

    # ----------------------------------------------------------------------------- parts

    def open(self, seat: int, game: str) -> None:
        self.seat = seat
        self.game = game
        self.parts = {}
        self.active = "low" if game == "razz" else "high"
        self.typed.clear()
        shown = RAZZ_KINDS if game == "razz" else HIGH_KINDS
        for (part, kind), button in self.kind_buttons.items():
            if part == "high":
                button.setVisible(kind in shown)
            else:
                button.setVisible(game == "hilo")
        self._low_label.setVisible(game == "hilo")
        self.retranslate()

    def set_cancellable(self, cancellable: bool) -> None:  # noqa: FBT001
        """Without Esc (the quiz: there are no duties to go back to)."""
        self._cancel.setVisible(cancellable)

    def set_title_visible(self, visible: bool) -> None:  # noqa: FBT001
        """The "Read seat N's hand" line (the quiz asks it above)."""
        self._title.setVisible(visible)

    def set_kind(self, part: str, kind: str) -> None:
        """The kind of the high (or low) part; razz's kinds are the low part's."""
        if self.game == "razz":
            part = "low"
        self.parts[part] = (kind, [])
        self.active = part
        self._refresh()

    def add_rank(self, rank: Rank) -> None:
        """A rank for the part chosen last, in the order said; again takes it back."""
        part = self.parts.get(self.active)
        if part is None:
            return
        ranks = part[1]
        if rank in ranks and part[0] not in {"two_pair", "full_house"}:
            ranks.remove(rank)
        elif len(ranks) < 5:
            ranks.append(rank)
        self._refresh()

    def back(self) -> None:
        part = self.parts.get(self.active)
        if part is not None and part[1]:
            part[1].pop()
        elif part is not None:
            del self.parts[self.active]
        self._refresh()

    def said(self) -> Said:
        """The reading as said: the typed words if any, else the parts."""
        text = self.typed.text().strip()
        if text:
            return parse_reading(text, RAZZ if self.game == "razz" else None)
        high = self.parts.get("high")
        low = self.parts.get("low")
        return Said(
            HandDescription(high[0], tuple(high[1])) if high else None,
            HandDescription(low[0], tuple(low[1])) if low else None,
        )

    def confirm(self) -> None:
        said = self.said()
        if said.empty:
            self._preview.setText(self.tr("Name the hand first: its kind and ranks, or type it."))
            return
        self.confirmed.emit(self.seat, said)

    # ----------------------------------------------------------------------------- words

    def _refresh(self) -> None:
        for (part, kind), button in self.kind_buttons.items():
            target = "low" if self.game == "razz" else part
            button.setChecked(self.parts.get(target, ("", []))[0] == kind)
        active = self.parts.get(self.active)
        ranks = active[1] if active else []
        for rank, rank_button in self.rank_buttons.items():
            rank_button.setChecked(rank in ranks)
            rank_button.setText(rank_symbol(rank) + ("•" if rank in ranks else ""))
        self._preview.setText(self.phrase() or self.tr("…"))
        self.changed.emit()

    def phrase(self) -> str:
        """The reading so far in words (what will be graded)."""
        said = self.said()
        parts = []
        for part in (said.high, said.low):
            if part is None:
                continue
            try:
                text = hand_text(part, full=len(part.ranks) > 2)
                if part.kind == "low" and len(part.ranks) < 5:
                    text = QCoreApplication.translate("Announcement", "{hand} low").format(hand=text)
                parts.append(text)
            except HandTextError:
                parts.append(self.tr("{kind} …").format(kind=self._kind_names().get(part.kind, part.kind)))
        return "; ".join(parts)

    def _kind_names(self) -> dict[str, str]:
        return {
            "high_card": self.tr("High card"),
            "pair": self.tr("Pair"),
            "two_pair": self.tr("Two pair"),
            "three_of_a_kind": self.tr("Trips"),
            "straight": self.tr("Straight"),
            "flush": self.tr("Flush"),
            "full_house": self.tr("Full house"),
            "four_of_a_kind": self.tr("Four of a kind"),
            "straight_flush": self.tr("Straight flush"),
            "royal_flush": self.tr("Royal flush"),
            "low": self.tr("Low"),
            "no_low": self.tr("No low"),
        }

    def retranslate(self) -> None:
        self._title.setText(
            self.tr("Read seat {seat}'s hand: its kind, then its ranks from the top.").format(seat=self.seat)
        )
        self._high_label.setText(self.tr("Low hand:") if self.game == "razz" else self.tr("High hand:"))
        self._low_label.setText(self.tr("Low:"))
        self._ranks_label.setText(self.tr("Ranks (for the part chosen last, highest first):"))
        self._typed_label.setText(self.tr("Or type it:"))
        self.typed.setPlaceholderText(self.tr("Two pair, kings and nines; eight-six low"))
        names = self._kind_names()
        for (_, kind), button in self.kind_buttons.items():
            button.set_name(names[kind])
        self._confirm.set_name(self.tr("Confirm"), self.tr("Confirm the reading (Enter)"))
        self._confirm.key_cap.setText(self.tr("⏎ Enter"))
        self._cancel.set_name(self.tr("Cancel"), self.tr("Back to the duties (Esc)"))
        self.setAccessibleName(self.tr("Read the hand"))
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
