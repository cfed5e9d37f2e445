"""Answering with seats: one seat (a click on the table, its number key or its button answers at once),
every seat that applies (toggle, then Enter), or the seats in order (pick in turn, Backspace undoes)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from croupier.drills import Answer, AnswerType, Question

__all__ = ["SeatInput"]

_COLUMNS = 4


class SeatInput(QWidget):
    """Signals: ``changed()`` when the picks move (the table marks them), ``submit_requested()``
    when a single seat was picked."""

    changed = Signal()
    submit_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._question: Question | None = None
        self._seats: tuple[int, ...] = ()
        self._picked: list[int] = []
        self._buttons: dict[int, QPushButton] = {}
        self._help = QLabel()
        self._help.setObjectName("answerHelp")
        self._help.setWordWrap(True)
        self._grid = QGridLayout()
        self._grid.setSpacing(6)
        self._picks = QLabel()
        self._picks.setObjectName("answerPicks")
        self._picks.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self._help)
        layout.addLayout(self._grid)
        layout.addWidget(self._picks)

    # ----------------------------------------------------------------------------- API

    @property
    def kind(self) -> AnswerType | None:
        return self._question.answer_type if self._question is not None else None

    @property
    def picked(self) -> tuple[int, ...]:
        return tuple(self._picked)

    def set_question(self, question: Question) -> None:
        self._question = question
        self._seats = tuple(player.seat for player in question.position.players)
        self._picked = []
        for button in self._buttons.values():
            self._grid.removeWidget(button)
            button.hide()  # at once: deleteLater waits for the event loop
            button.deleteLater()
        self._buttons = {}
        for index, seat in enumerate(self._seats):
            button = QPushButton(str(seat))
            button.setObjectName("seatButton")
            button.setCheckable(question.answer_type is AnswerType.SEAT_SET)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setMinimumSize(36, 32)  # four to a row in a narrow panel
            button.clicked.connect(lambda _=False, number=seat: self.pick_seat(number))
            self._grid.addWidget(button, index // _COLUMNS, index % _COLUMNS)
            self._buttons[seat] = button
        self.retranslate()

    def answer(self) -> Answer | None:
        match self.kind:
            case AnswerType.SEAT:
                return self._picked[-1] if self._picked else None
            case AnswerType.SEAT_SET:
                return frozenset(self._picked)
            case AnswerType.SEAT_ORDER:
                return tuple(self._picked) if self._picked else None
        return None

    def pick_seat(self, seat: int) -> None:
        """A seat clicked on the table or in the panel, or its number pressed."""
        if seat not in self._seats or not self.isEnabled():
            return
        match self.kind:
            case AnswerType.SEAT:
                self._picked = [seat]
                self.changed.emit()
                self.submit_requested.emit()
                return
            case AnswerType.SEAT_SET:
                if seat in self._picked:
                    self._picked.remove(seat)
                else:
                    self._picked.append(seat)
            case AnswerType.SEAT_ORDER:
                if seat in self._picked:
                    return  # each seat shows once
                self._picked.append(seat)
        self._refresh()
        self.changed.emit()

    def digit(self, number: int) -> None:
        self.pick_seat(number)

    def backspace(self) -> None:
        """Undo the last pick."""
        if self._picked:
            self._picked.pop()
            self._refresh()
            self.changed.emit()

    def marks(self) -> dict[int, str]:
        """Plate names for the seats picked so far: ✓ for a set, the place for an order."""
        match self.kind:
            case AnswerType.SEAT_SET:
                return {seat: self.tr("✓ Seat {number}").format(number=seat) for seat in self._picked}
            case AnswerType.SEAT_ORDER:
                return {
                    seat: self.tr("{place}. Seat {number}").format(place=place, number=seat)
                    for place, seat in enumerate(self._picked, start=1)
                }
        return {}

    def retranslate(self) -> None:
        match self.kind:
            case AnswerType.SEAT:
                self._help.setText(self.tr("Click the seat on the table, or press its number."))
            case AnswerType.SEAT_SET:
                self._help.setText(
                    self.tr("Click or press every seat that applies (again to drop it), then press Enter.")
                )
            case AnswerType.SEAT_ORDER:
                self._help.setText(
                    self.tr("Click or press the seats in order; Backspace undoes; Enter confirms.")
                )
        for seat, button in self._buttons.items():
            button.setAccessibleName(self.tr("Seat {number}").format(number=seat))
            button.setToolTip(self.tr("Seat {number} (key {number})").format(number=seat))
        self._refresh()

    # ----------------------------------------------------------------------------- internals

    def _refresh(self) -> None:
        for seat, button in self._buttons.items():
            if button.isCheckable():
                button.setChecked(seat in self._picked)
        match self.kind:
            case AnswerType.SEAT_SET:
                if self._picked:
                    seats = ", ".join(str(seat) for seat in sorted(self._picked))
                    self._picks.setText(self.tr("Chosen: {seats}").format(seats=seats))
                else:
                    self._picks.setText(self.tr("None chosen: Enter answers “nobody”."))
            case AnswerType.SEAT_ORDER:
                if self._picked:
                    order = " → ".join(str(seat) for seat in self._picked)
                    self._picks.setText(self.tr("Order: {seats}").format(seats=order))
                else:
                    self._picks.setText(self.tr("Order: none picked yet"))
            case _:
                self._picks.setText("")
        self._picks.setVisible(bool(self._picks.text()))
