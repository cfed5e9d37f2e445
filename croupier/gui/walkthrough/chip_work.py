"""The chip duties in the walkthrough panel, done by hand (DESIGN.md "Chips"): count the pot (typed,
or by stacks: "2x100 3x25"), make change by clicking the pot's chips, and split a pot by naming
its winners for each half and clicking chips from the middle into each winner's share, colouring a
chip down where it does not divide. The logic is ``training.chip_duties``; this only shows it and
takes the clicks."""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QFont, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.chips import ChipError, Chips
from croupier.gui import theme
from croupier.gui.walkthrough.key_button import KEY_CAP_STYLE, KeyButton
from croupier.i18n import format_chips
from croupier.training.chip_duties import SplitWork

__all__ = ["ChipWork", "Job", "chip_icon", "chips_text", "read_amount"]

STYLE = (
    KEY_CAP_STYLE
    + """
QPushButton[chip="true"] {
    padding: 3px 6px; border: 1px solid #3a424a; border-radius: 5px; background: #1b2227; font-weight: bold;
    text-align: left;
}
QPushButton[chip="true"]:hover { background: #243038; }
QPushButton[seatToggle="true"] { padding: 2px 6px; border: 1px solid #3a424a; border-radius: 4px;
    background: #1b2227; }
QPushButton[seatToggle="true"]:checked { border: 2px solid #8fc7ff; background: #24405a; }
QLabel#chipPrompt { color: #f0c94a; }
QLabel#chipShare { color: #f4f1e8; }
"""
)


class Job(Enum):
    COUNT = "count"
    CHANGE = "change"
    SPLIT = "split"


def chip_icon(value: int, size: int = 22) -> QIcon:
    """A chip of ``value`` seen from above, in its colour (R12.1)."""
    body, stripe = theme.chip_colours(value)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(body.darker(220), 1.2))
    painter.setBrush(body)
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2))
    painter.setPen(QPen(stripe, 2.2, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QRectF(4, 4, size - 8, size - 8))
    painter.end()
    return QIcon(pixmap)


def chips_text(chips: Chips) -> str:
    """A pile in words for the panel: "2×25 + 2×5 = 60"."""
    if not chips:
        return "0"
    parts = " + ".join(f"{count}×{format_chips(value)}" for value, count in chips)
    return f"{parts} = {format_chips(chips.total)}"


def read_amount(text: str) -> int | None:
    """A typed count: an amount ("255", "1.250", "1,250") or stacks ("2x100 2x25 1x5"); None
    if it is neither."""
    plain = text.strip()
    digits = plain.replace(".", "").replace(",", "").replace(" ", "")
    if digits.isdigit():
        return int(digits)
    try:
        return Chips.parse(plain).total if plain else None
    except ChipError:
        return None


def _seat_button(text: str) -> QPushButton:
    button = QPushButton(text)
    button.setProperty("seatToggle", True)
    button.setCheckable(True)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    return button


def _clear(layout: QGridLayout | QHBoxLayout | QVBoxLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        if widget is not None:
            # Off the panel at once: a widget only deleted later would still be drawn meanwhile.
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        inner = item.layout()
        if inner is not None:
            _clear(inner)  # type: ignore[arg-type]


class ChipWork(QWidget):
    """One chip duty at a time: ``count(prompt)``, ``change(prompt, pot)`` or ``split(prompt, work,
    seats, pots)``. ``confirmed`` reports the count (an int), the change (``Chips``) or the split
    (its ``SplitWork``); ``pot_chosen(number)`` a pot picked to split; ``cancel_requested`` Esc.

    The buttons of a job are laid out once, when it begins: a chip's button stays where it is,
    greyed when none of its colour is left, so a click never lands on a button that moved.
    "Take back" returns one chip, the last one given; "The whole pot to" pushes a pot to its one
    winner in one click (as does Enter with only the winner named)."""

    confirmed = Signal(object)
    pot_chosen = Signal(int)
    cancel_requested = Signal()
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chipWork")
        self.setStyleSheet(STYLE)
        self.job: Job | None = None
        self._pot = Chips()
        self._change = Chips()
        self.work: SplitWork | None = None
        self.target: int | None = None
        self._seats: tuple[int, ...] = ()
        self._pots: tuple[tuple[int, int], ...] = ()
        self._values: tuple[int, ...] = ()  # the chip buttons' colours, largest first
        self._given: list[tuple[int | None, int]] = []  # the chips given, in order: (seat, value)
        self._prompt = QLabel()
        self._prompt.setObjectName("chipPrompt")
        self._prompt.setWordWrap(True)
        bold = QFont(self._prompt.font())
        bold.setBold(True)
        self._prompt.setFont(bold)
        self._note = QLabel()
        self._note.setWordWrap(True)
        self.amount = QLineEdit()
        self.amount.setObjectName("chipAmount")
        self.amount.returnPressed.connect(self.confirm)
        self._body = QVBoxLayout()
        self._body.setSpacing(4)
        self._confirm = KeyButton("⏎ Enter", parent=self)
        self._cancel = KeyButton("Esc", parent=self)
        self._confirm.clicked.connect(self.confirm)
        self._cancel.clicked.connect(self.cancel_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(5)
        layout.addWidget(self._prompt)
        layout.addWidget(self.amount)
        layout.addLayout(self._body)
        layout.addWidget(self._note)
        layout.addWidget(self._confirm)
        layout.addWidget(self._cancel)
        self.chip_buttons: dict[int, QPushButton] = {}
        self.down_buttons: dict[int, QPushButton] = {}
        self.winner_buttons: dict[tuple[str, int], QPushButton] = {}
        self.target_buttons: dict[int, QPushButton] = {}
        self.pot_buttons: dict[int, QPushButton] = {}
        self.scoop_buttons: dict[int, QPushButton] = {}
        self.share_labels: dict[int, QLabel] = {}
        self.back_buttons: dict[int, QPushButton] = {}
        self.take_back_button: QPushButton | None = None
        self._change_label: QLabel | None = None
        self._cancellable = True
        self._columns = 2
        self.retranslate()

    # ----------------------------------------------------------------------------- jobs

    def count(self, prompt: str) -> None:
        """ "How much is in the pot?": typed, or by stacks."""
        self._start(Job.COUNT, prompt)
        self.amount.show()
        self.amount.clear()
        self.amount.setPlaceholderText(self.tr("An amount, or the stacks: 2x100 3x25"))
        self.amount.setFocus()
        self._note.setText(self.tr("Count each colour's stacks, then type the total (or the stacks)."))

    def change(self, prompt: str, pot: Chips) -> None:
        """Make change: click the pot's chips that go back to the player."""
        self._start(Job.CHANGE, prompt)
        self._pot = pot
        self._change = Chips()
        self._values = tuple(value for value, _ in pot)
        self._render()

    def split(
        self, prompt: str, work: SplitWork, seats: tuple[int, ...], pots: tuple[tuple[int, int], ...]
    ) -> None:
        """Split ``work``'s pot among ``seats``; ``pots`` (number, amount) are the pots to choose from."""
        self._start(Job.SPLIT, prompt)
        self.work = work
        self._seats = seats
        self._pots = pots
        self.target = None
        largest = max((value for value, _ in work.pile), default=0)
        self._values = tuple(value for value in reversed(work.chips.denominations) if value <= largest)
        self._render()

    def set_cancellable(self, cancellable: bool) -> None:  # noqa: FBT001
        """Without Esc (the quiz: there are no duties to go back to)."""
        self._cancellable = cancellable
        self._cancel.setVisible(cancellable and self.job is Job.SPLIT)

    def set_columns(self, columns: int) -> None:
        """How many chip buttons side by side (one in a narrow panel)."""
        if columns != self._columns:
            self._columns = columns
            if self.job is not None and self.job is not Job.COUNT:
                self._render()

    def _start(self, job: Job, prompt: str) -> None:
        self.job = job
        self._given = []
        self._prompt.setText(prompt)
        self._prompt.setVisible(bool(prompt))  # the quiz words the question above
        self.setAccessibleName(prompt)
        self.amount.setVisible(job is Job.COUNT)
        self._cancel.setVisible(job is Job.SPLIT and self._cancellable)
        self._forget_widgets()

    # ----------------------------------------------------------------------------- clicks

    def click_chip(self, value: int) -> None:
        """A chip of ``value`` clicked in the middle: into the change, or to the seat chosen."""
        if self.job is Job.CHANGE:
            if self._pot.count(value) > self._change.count(value):
                self._change = self._change + Chips.of({value: 1})
                self._given.append((None, value))
        elif self.job is Job.SPLIT and self.work is not None:
            if self.target is None:
                self._note.setText(
                    self.tr("Choose the seat that gets the chips first (click it or its number).")
                )
                return
            if self.work.give(value, self.target):
                self._given.append((self.target, value))
        self._refresh()

    def colour_down(self, value: int) -> None:
        if self.work is not None:
            self.work.colour_down(value)
            self._refresh()

    def take_back(self, seat: int | None = None) -> None:
        """One chip back into the middle: the last one of the change, or of ``seat``'s share."""
        if self.job is Job.CHANGE:
            if self._given:
                _, value = self._given.pop()
                self._change = self._change - Chips.of({value: 1})
        elif self.work is not None and seat is not None:
            index = next((i for i in range(len(self._given) - 1, -1, -1) if self._given[i][0] == seat), None)
            share = self.work.given.get(seat, Chips())
            if index is not None:
                _, value = self._given.pop(index)
            elif share:
                value = share.counts[-1][0]  # given all at once (the whole pot): its smallest chip
            else:
                return
            self.work.take_back(value, seat)
            self.work.scooped = None
        self._refresh()

    def toggle_winner(self, half: str, seat: int) -> None:
        if self.work is not None:
            self.work.toggle_winner(half, seat)
            self._refresh()

    def choose_seat(self, seat: int) -> bool:
        """A seat clicked on the table (or its number pressed): the seat the next chips go to."""
        if self.job is not Job.SPLIT or seat not in self._seats:
            return False
        self.target = seat
        self._refresh()
        return True

    def scoop(self, seat: int) -> None:
        """The whole pot to ``seat``, its one winner, in one action: pushed at once."""
        work = self.work
        amount = dict(self._pots).get(work.pot) if work is not None else None
        if work is None or amount is None:
            return
        work.scoop(seat, amount)
        self._refresh()
        self.confirmed.emit(work)

    def confirm(self) -> None:
        if self.job is Job.COUNT:
            amount = read_amount(self.amount.text())
            if amount is None:
                self._note.setText(
                    self.tr("Type the amount, such as 255, or the stacks, such as 2x100 2x25 1x5.")
                )
                return
            self.confirmed.emit(amount)
        elif self.job is Job.CHANGE:
            self.confirmed.emit(self._change)
        elif self.work is not None:
            work = self.work
            named = set().union(*work.declared.values()) if work.declared else set()
            if len(named) == 1 and not any(work.given.values()) and self._pots:
                self.scoop(next(iter(named)))  # only the winner named: the whole pot is theirs
                return
            self.confirmed.emit(work)

    @property
    def change_given(self) -> Chips:
        return self._change

    # ----------------------------------------------------------------------------- drawing

    def _forget_widgets(self) -> None:
        _clear(self._body)
        self.chip_buttons, self.down_buttons, self.winner_buttons = {}, {}, {}
        self.target_buttons, self.pot_buttons, self.share_labels = {}, {}, {}
        self.scoop_buttons, self.back_buttons = {}, {}
        self.take_back_button = None
        self._change_label = None

    def _render(self) -> None:
        """Lay the job's buttons out (once a job, and again in another language or width)."""
        self._forget_widgets()
        if self.job is Job.CHANGE:
            self._render_change()
        elif self.job is Job.SPLIT:
            self._render_split()
        self._refresh()

    def _refresh(self) -> None:
        """What the buttons say now: the chips left of each colour, the shares, who is chosen."""
        pile = self._pot - self._change if self.job is Job.CHANGE else None
        work = self.work if self.job is Job.SPLIT else None
        if work is not None:
            pile = work.left
        if pile is not None:
            for value, button in self.chip_buttons.items():
                count = pile.count(value)
                button.setText(f"{format_chips(value)} ×{count}")
                button.setEnabled(count > 0)
                button.setAccessibleName(
                    self.tr("{count} chips of {value}").format(count=count, value=format_chips(value))
                )
            for value, button in self.down_buttons.items():
                button.setEnabled(pile.count(value) > 0)
        if self._change_label is not None:
            self._change_label.setText(self.tr("Change: {chips}").format(chips=chips_text(self._change)))
        if self.take_back_button is not None:
            self.take_back_button.setEnabled(bool(self._change))
        if work is not None:
            for (half, seat), button in self.winner_buttons.items():
                button.setChecked(seat in work.declared[half])
            for seat, button in self.target_buttons.items():
                button.setChecked(seat == self.target)
            for seat, label in self.share_labels.items():
                share = work.given.get(seat, Chips())
                label.setText(self.tr("Seat {seat}: {chips}").format(seat=seat, chips=chips_text(share)))
                self.back_buttons[seat].setEnabled(bool(share))
        self.changed.emit()

    def _chip_row(self, *, down: bool) -> None:
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(3)
        for index, value in enumerate(self._values):
            button = QPushButton()
            button.setProperty("chip", True)
            button.setIcon(chip_icon(value))
            button.setIconSize(QSize(18, 18))
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setToolTip(self.tr("Give one {value} chip").format(value=format_chips(value)))
            button.clicked.connect(lambda _checked=False, chosen=value: self.click_chip(chosen))
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            self.chip_buttons[value] = button
            grid.addWidget(button, index // self._columns, (index % self._columns) * 2)
            if down and self.work is not None and self.work.chips.below(value) is not None:
                lower = QPushButton("↓")
                lower.setProperty("chip", True)
                lower.setFocusPolicy(Qt.FocusPolicy.TabFocus)
                lower.setToolTip(self.tr("Colour down one {value} chip").format(value=format_chips(value)))
                lower.setAccessibleName(lower.toolTip())
                lower.clicked.connect(lambda _checked=False, chosen=value: self.colour_down(chosen))
                self.down_buttons[value] = lower
                grid.addWidget(lower, index // self._columns, (index % self._columns) * 2 + 1)
        self._body.addLayout(grid)

    def _label(self, text: str, *, share: bool = False) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        if share:
            label.setObjectName("chipShare")
        self._body.addWidget(label)
        return label

    def _render_change(self) -> None:
        self._label(self.tr("The pot:"))
        self._chip_row(down=False)
        self._change_label = self._label("", share=True)
        back = QPushButton(self.tr("Take back one chip"))
        back.setObjectName("chipTakeBack")
        back.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        back.setToolTip(self.tr("The last chip you gave back into the pot (Backspace)"))
        back.clicked.connect(lambda _checked=False: self.take_back(None))
        self.take_back_button = back
        self._body.addWidget(back)
        self._note.setText(self.tr("Click the chips that go back to the player, then Enter."))

    def _render_split(self) -> None:
        work = self.work
        assert work is not None
        if len(self._pots) > 1:
            row = QHBoxLayout()
            for number, amount in self._pots:
                name = self.tr("Main pot {amount}") if number == 0 else self.tr("Side pot {number}: {amount}")
                button = _seat_button(name.format(amount=format_chips(amount), number=number))
                button.setChecked(number == work.pot)
                button.clicked.connect(lambda _checked=False, chosen=number: self.pot_chosen.emit(chosen))
                self.pot_buttons[number] = button
                row.addWidget(button)
            self._body.addLayout(row)
        if self._pots:
            row = QHBoxLayout()
            row.setSpacing(3)
            row.addWidget(QLabel(self.tr("Whole pot to:")))
            for seat in self._seats:
                button = QPushButton(str(seat))
                button.setProperty("seatToggle", True)
                button.setObjectName("chipScoop")
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                button.setToolTip(
                    self.tr("Seat {seat} wins the whole pot: push it all to them at once").format(seat=seat)
                )
                button.setAccessibleName(button.toolTip())
                button.clicked.connect(lambda _checked=False, s=seat: self.scoop(s))
                self.scoop_buttons[seat] = button
                row.addWidget(button)
            self._body.addLayout(row)
        names = {"high": self.tr("High:"), "low": self.tr("Low:"), "whole": self.tr("Wins:")}
        for half in work.halves:
            row = QHBoxLayout()
            row.setSpacing(3)
            row.addWidget(QLabel(names[half]))
            for seat in self._seats:
                button = _seat_button(str(seat))
                button.setToolTip(
                    self.tr("Seat {seat} wins this half").format(seat=seat)
                    if half != "whole"
                    else self.tr("Seat {seat} wins").format(seat=seat)
                )
                button.setAccessibleName(button.toolTip())
                button.clicked.connect(lambda _checked=False, h=half, s=seat: self.toggle_winner(h, s))
                self.winner_buttons[half, seat] = button
                row.addWidget(button)
            self._body.addLayout(row)
        self._label(self.tr("The middle: click a chip to give it, ↓ colours one down"))
        self._chip_row(down=True)
        row = QHBoxLayout()
        row.setSpacing(3)
        row.addWidget(QLabel(self.tr("To seat:")))
        for seat in self._seats:
            button = _seat_button(str(seat))
            button.setToolTip(self.tr("The chips go to seat {seat}").format(seat=seat))
            button.setAccessibleName(button.toolTip())
            button.clicked.connect(lambda _checked=False, s=seat: self.choose_seat(s))
            self.target_buttons[seat] = button
            row.addWidget(button)
        self._body.addLayout(row)
        for seat in self._seats:
            line = QHBoxLayout()
            label = QLabel()
            label.setObjectName("chipShare")
            label.setWordWrap(True)
            self.share_labels[seat] = label
            line.addWidget(label, 1)
            back = QPushButton(self.tr("Back one"))
            back.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            back.setToolTip(self.tr("Seat {seat}'s last chip back into the middle").format(seat=seat))
            back.clicked.connect(lambda _checked=False, s=seat: self.take_back(s))
            self.back_buttons[seat] = back
            line.addWidget(back)
            self._body.addLayout(line)
        if work.halves:
            self._note.setText(
                self.tr(
                    "Name the winners, then give each their chips, and Enter. One winner: the whole "
                    "pot to them in one click."
                )
            )
        else:
            self._note.setText(self.tr("Choose a seat, click the chips it gets; then Enter."))

    def retranslate(self) -> None:
        self._confirm.set_name(self.tr("Confirm"), self.tr("Confirm (Enter)"))
        self._confirm.key_cap.setText(self.tr("⏎ Enter"))
        self._cancel.set_name(self.tr("Cancel"), self.tr("Back to the duties (Esc)"))
        if self.job is not None and self.job is not Job.COUNT:
            self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
