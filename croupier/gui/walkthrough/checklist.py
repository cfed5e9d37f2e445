"""The hand's checklist under the duties: what was done, line by line ("✓ Dealt Fifth Street: seat 3
7♥, …", "✗ Dealt seat 4 before seat 3 (R1.3)"), the line the hand is at (►), the lines still to come
(·) and – for what the hand skipped (it ended before Seventh Street). The lines come from the
walkthrough's record of the hand (``journal``); marks are signs as well as colours, and a line that
wraps keeps its words clear of its mark."""

from __future__ import annotations

import re
from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QEvent, QModelIndex, QPersistentModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from croupier.gui.rule_tip_watch import watch_rule_items
from croupier.gui.rulebook_language import rulebook_language
from croupier.gui.walkthrough.chip_words import ChipWords
from croupier.gui.walkthrough.texts import actions_text
from croupier.gui.walkthrough.words import quoted
from croupier.i18n import format_chips, street_name
from croupier.i18n.names import card_label
from croupier.procedure import BringIn, Flag, StepKind
from croupier.rulebook import UnknownRuleError, rulebook
from croupier.training.controller import Asked, ChecklistRow, Graded, Mark, Milestone
from croupier.training.journal import Line, LineKind
from croupier.words.incident_words import ruling_text
from croupier.words.procedure_words import announcement_text, flag_text, shuffle_text, step_text

__all__ = ["Checklist"]

_CITED = re.compile(r"\b(R\d+\.\d+[a-z]?)\b")

WRONG = "wrong"  # a line's state besides the marks: a wrong answer
_SIGNS: dict[Mark | str, str] = {Mark.DONE: "✓", Mark.NOW: "►", Mark.TODO: "·", Mark.SKIPPED: "–", WRONG: "✗"}
_COLOURS: dict[Mark | str, QColor] = {
    Mark.DONE: QColor("#8fe39a"),
    Mark.NOW: QColor("#f0c94a"),
    Mark.TODO: QColor("#c9c5ba"),
    Mark.SKIPPED: QColor("#6d737a"),
    WRONG: QColor("#ff8a8f"),
}
_SIGN_ROLE = Qt.ItemDataRole.UserRole + 1
_PAD = 2  # pixels above and below a line


class _HangingLines(QStyledItemDelegate):
    """Paints a line's sign in a column of its own and wraps the words beside it."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self._view = view
        # A line's height by (font, width, words): every duty lays all of a hand's lines out again,
        # and measuring each line's wrapped words was most of that.
        self._heights: dict[tuple[str, int, str], int] = {}
        self._sign_widths: dict[str, int] = {}

    def _sign_width(self, metrics: QFontMetrics, font: QFont) -> int:
        key = font.key()
        width = self._sign_widths.get(key)
        if width is None:
            signs = max(metrics.horizontalAdvance(sign) for sign in _SIGNS.values())
            width = self._sign_widths[key] = signs + metrics.horizontalAdvance("  ")
        return width

    def _font(self, index: QModelIndex | QPersistentModelIndex) -> QFont:
        font = index.data(Qt.ItemDataRole.FontRole)
        return font if isinstance(font, QFont) else self._view.font()

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        font = self._font(index)
        metrics = QFontMetrics(font)
        width = max(40, self._view.viewport().width() - self._sign_width(metrics, font) - 4)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        key = (font.key(), width, text)
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 4000:  # (a long session's lines: start again)
                self._heights.clear()
            bounds = metrics.boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, text)
            height = self._heights[key] = bounds.height()
        return QSize(width, height + 2 * _PAD)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        painter.save()
        font = self._font(index)
        painter.setFont(font)
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        painter.setPen(brush.color() if isinstance(brush, QBrush) else option.palette.text().color())
        metrics = QFontMetrics(font)
        rect = option.rect.adjusted(2, _PAD, -2, -_PAD)
        sign_width = self._sign_width(metrics, font)
        top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        painter.drawText(rect, top_left, str(index.data(_SIGN_ROLE) or ""))
        words = rect.adjusted(sign_width, 0, 0, 0)
        flags = int(top_left) | int(Qt.TextFlag.TextWordWrap)
        painter.drawText(words, flags, str(index.data(Qt.ItemDataRole.DisplayRole) or ""))
        if option.state & QStyle.StateFlag.State_HasFocus:
            painter.drawRect(option.rect.adjusted(0, 0, -1, -1))
        painter.restore()


class Checklist(QListWidget):
    """``set_rows(rows)`` shows the walkthrough's checklist and keeps the line it is at in view. A
    line that cites a rule names it in its tooltip and opens it when clicked (``rule_requested``)."""

    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughChecklist")
        watch_rule_items(self)  # a line's rule: a right click opens it (rule_tips)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The lines wrap at the viewport's width: a scroll bar that came and went would change it.
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setResizeMode(QListView.ResizeMode.Adjust)  # a new width wraps the lines again
        self.setItemDelegate(_HangingLines(self))
        self._rows: list[ChecklistRow] = []
        self._lines: list[tuple[Mark | str, str]] = []  # what the items show, line by line
        self._texts: dict[Line, str] = {}  # the words of the lines shown last, by line
        self.itemClicked.connect(self._clicked)
        self.retranslate()

    def set_rows(self, rows: Sequence[ChecklistRow]) -> None:
        self._rows = list(rows)
        texts: dict[Line, str] = {}  # this time's words, kept for the next (a line done stays as it was)
        shown: list[tuple[Mark | str, str]] = []
        current = -1
        for row in self._rows:
            done = [line for line in row.lines if line.kind is not LineKind.MISTAKE]
            if row.mark in {Mark.DONE, Mark.NOW} and row.lines:
                if row.mark is Mark.DONE and not done:  # only mistakes: the line itself was done
                    shown.append((Mark.DONE, self._label(row.milestone)))
                shown.extend(
                    (Mark.DONE if line.kind is not LineKind.MISTAKE else WRONG, self._worded(line, texts))
                    for line in row.lines
                )
                if row.mark is Mark.DONE:
                    continue
            if row.mark is Mark.NOW:
                current = len(shown)
            shown.append((row.mark, self._label(row.milestone)))
        self._texts = texts
        self._show(shown)
        if current >= 0:
            # The lines done last stay in sight above the one the hand is at.
            self.scrollToItem(self.item(max(0, current - 2)), QAbstractItemView.ScrollHint.PositionAtTop)
        else:
            self.scrollToBottom()  # the hand is over: how it ended

    def _worded(self, line: Line, texts: dict[Line, str]) -> str:
        """``_line(line)``, worded once: the hand's lines are asked again at every duty, and a
        line's words (amounts, announcements, cards) took most of the checklist's time."""
        try:
            text = self._texts.get(line)
        except TypeError:  # a line that cannot be a key (it holds a list): worded each time
            return self._line(line)
        if text is None:
            text = self._line(line)
        texts[line] = text
        return text

    def _show(self, shown: Sequence[tuple[Mark | str, str]]) -> None:
        """Write the lines that changed (a duty done changes two or three of a hand's dozens: each
        line written is measured and wrapped again)."""
        changed = self.count() != len(shown)
        while self.count() > len(shown):
            self.takeItem(self.count() - 1)
        while self.count() < len(shown):
            self.addItem(QListWidgetItem())
        del self._lines[len(shown) :]
        bold = QFont(self.font())
        bold.setBold(True)
        for index, (mark, text) in enumerate(shown):
            if index < len(self._lines) and self._lines[index] == (mark, text):
                continue
            item = self.item(index)
            item.setText(text)
            item.setData(_SIGN_ROLE, _SIGNS[mark])
            item.setForeground(QBrush(_COLOURS[mark]))
            item.setFont(bold if mark is Mark.NOW else self.font())
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{self._mark_name(mark)}: {text}")
            item.setToolTip(self._rule_tip(text))
            if index < len(self._lines):
                self._lines[index] = (mark, text)
            else:
                self._lines.append((mark, text))
            changed = True
        if changed:
            self.doItemsLayout()  # a line's new words may wrap to more lines: place the lines again

    def _rule_tip(self, text: str) -> str:
        """The rule a line cites, by its number, title and words (empty for a line without one)."""
        found = _CITED.search(text)
        if found is None:
            return ""
        try:
            rule = rulebook(rulebook_language()).rule(found.group(1))
        except UnknownRuleError:
            return ""
        heading = self.tr("Rule {number}: {title} (click to read it)").format(
            number=rule.number, title=rule.title
        )
        return f"<qt><b>{escape(heading)}</b><br/>{escape(rule.text.split(chr(10))[0])}</qt>"

    def _clicked(self, item: QListWidgetItem) -> None:
        found = _CITED.search(item.text())
        if found is not None:
            self.rule_requested.emit(found.group(1))

    def sizeHint(self) -> QSize:
        # A few lines: the list takes the room left over, and scrolls, rather than asking for it.
        return QSize(super().sizeHint().width(), 5 * self.fontMetrics().lineSpacing())

    def lines(self) -> list[str]:
        """The lines as shown, each after its sign (tests and screen readers)."""
        return [f"{self.item(i).data(_SIGN_ROLE)}  {self.item(i).text()}" for i in range(self.count())]

    # ----------------------------------------------------------------------------- words

    def _label(self, milestone: Milestone) -> str:
        street = street_name(milestone.street) if milestone.street is not None else ""
        if milestone is Milestone.SHUFFLE:
            return self.tr("Shuffle: scramble, riffles, strip")
        if milestone is Milestone.ANTES:
            return self.tr("Ask for and collect the antes")
        if milestone is Milestone.CUT:
            return self.tr("Cut onto the cut card")
        if milestone is Milestone.DEAL_3:
            return self.tr("{street}: two down, one up").format(street=street)
        if milestone is Milestone.BRING_IN:
            return self.tr("Name the bring-in")
        if milestone is Milestone.DEAL_7:
            return self.tr("{street}: count, burn, last card, deal").format(street=street)
        if milestone.part == "deal":
            return self.tr("{street}: burn, deal, announce").format(street=street)
        if milestone.part == "bet":
            return self.tr("{street}: betting, gather").format(street=street)
        if milestone is Milestone.SHOWDOWN:
            return self.tr("Showdown: order and readings")
        return self.tr("Kill the losing hands, push the pot")

    def _line(self, line: Line) -> str:
        """What a line of the record says was done (or answered wrongly)."""
        if line.kind is LineKind.MISTAKE:
            return self._mistake(line)
        text = self._done(line)
        if not line.by_trainee:
            text = self.tr("{line} (done for you)").format(line=text)
        return text

    def _done(self, line: Line) -> str:
        kind, step = line.kind, line.steps[0]
        street = street_name(line.street) if line.street is not None else ""
        if kind is LineKind.SHUFFLE:
            return self.tr("Shuffled: {steps}").format(steps=self._shuffles(line))
        if kind is LineKind.ANTE_CALL:
            return self.tr("Asked for the antes")
        if kind is LineKind.ANTES:
            return self.tr("Antes collected from %n seat(s)", "", len(line.steps))
        if kind is LineKind.CUT:
            return self.tr("Deck cut onto the cut card")
        if kind is LineKind.DEAL:
            return self._dealt(line, street)
        if kind is LineKind.BURN:
            return self.tr("Burned a card before {street}").format(street=street)
        if kind is LineKind.BRING_IN and isinstance(step.announcement, BringIn):
            bring_in = step.announcement
            if bring_in.passed_card is not None:
                return self.tr("{card} brought it in ({low} all in)").format(
                    card=card_label(bring_in.card), low=card_label(bring_in.passed_card)
                )
            return self.tr("{card} brought it in").format(card=card_label(bring_in.card))
        if kind is LineKind.CALLS:
            calls = ", ".join(quoted(announcement_text(s.announcement)) for s in line.steps if s.announcement)
            return self.tr("Called the action: {calls}").format(calls=calls)
        if kind in {LineKind.ANNOUNCE, LineKind.BRING_IN} and step.announcement is not None:
            words = quoted(announcement_text(step.announcement))
            seat = getattr(step.announcement, "seat", None)
            if seat is not None:
                return self.tr("Announced {words} (seat {seat})").format(words=words, seat=seat)
            return self.tr("Announced {words}").format(words=words)
        if kind is LineKind.GATHER:
            if step.chips is None:
                return self.tr("Gathered the bets into the pot")
            return self.tr("Gathered {chips} into the pot").format(chips=format_chips(step.chips))
        if kind is LineKind.RETURN:
            return self.tr("Returned the uncalled {amount} to seat {seat}").format(
                amount=format_chips(step.amount or 0), seat=step.seat
            )
        if kind is LineKind.COUNT:
            return self._counted(step.outcome)
        if kind is LineKind.SCRAMBLE:
            return self.tr("Scrambled the stub with the burn cards")
        if kind is LineKind.COMMUNITY:
            if line.card is None:
                return self.tr("Turned the community card")
            return self.tr("Turned the community card: {card}").format(card=card_label(line.card))
        if kind is LineKind.REMOVE_CUT_CARD:
            return self.tr("Removed the cut card")
        if kind is LineKind.SHOWDOWN:
            return self.tr("Called the showdown: seat {seat} shows first").format(seat=step.seat)
        if kind is LineKind.READ and step.announcement is not None:
            reading = quoted(announcement_text(step.announcement))
            return self.tr("Read seat {seat}'s hand: {reading}").format(seat=step.seat, reading=reading)
        if kind is LineKind.KILL:
            seats = ", ".join(self.tr("seat {seat}").format(seat=seat) for seat in line.seats)
            return self.tr("Killed %n losing hand(s): {seats}", "", len(line.seats)).format(seats=seats)
        return self._pushed(line)

    def _shuffles(self, line: Line) -> str:
        """The shuffle steps in order, a repeated one counted: "Scramble, Riffle ×2, Strip"."""
        runs: list[list[str | int]] = []
        for step in line.steps:
            name = shuffle_text(step.shuffle) if step.shuffle is not None else step_text(step)
            if runs and runs[-1][0] == name:
                runs[-1][1] = int(runs[-1][1]) + 1
            else:
                runs.append([name, 1])
        return ", ".join(
            str(name) if count == 1 else self.tr("{step} ×{count}").format(step=name, count=count)
            for name, count in runs
        )

    def _dealt(self, line: Line, street: str) -> str:
        up = line.up_cards
        if up:
            cards = ", ".join(
                self.tr("seat {seat} {card}").format(seat=seat, card=card_label(card)) for seat, card in up
            )
            return self.tr("Dealt {street}: {cards}").format(street=street, cards=cards)
        seats = ", ".join(self.tr("seat {seat}").format(seat=seat) for seat in line.seats)
        return self.tr("Dealt {street} face down to {seats}").format(street=street, seats=seats)

    def _counted(self, outcome: str | None) -> str:
        plans = {
            "normal": self.tr("enough for everyone"),
            "reshuffle_burns": self.tr("too short, the burn cards scrambled in"),
            "community_card": self.tr("too short, one community card"),
            "reshuffle_then_community": self.tr("the burn cards scrambled in, then one community card"),
            "deal_to_last_card": self.tr("deal to the last card, then scramble in the burn cards"),
            "reshuffle_burns_and_muck": self.tr("when it runs out, scramble in the burn cards and the muck"),
        }
        plan = plans.get(outcome or "")
        if plan is None:
            return self.tr("Counted the stub")
        return self.tr("Counted the stub: {plan}").format(plan=plan)

    def _pushed(self, line: Line) -> str:
        step = line.steps[0]
        shares = ", ".join(
            self.tr("{chips} to seat {seat}").format(chips=format_chips(chips), seat=seat)
            for seat, chips in step.shares
        )
        if step.pot == 0:
            text = self.tr("Pushed the main pot: {shares}").format(shares=shares)
        else:
            text = self.tr("Pushed side pot {number}: {shares}").format(number=step.pot, shares=shares)
        if step.half == "high":
            return self.tr("{push} (high half)").format(push=text)
        if step.half == "low":
            return self.tr("{push} (low half)").format(push=text)
        return text

    def _mistake(self, line: Line) -> str:
        graded = line.graded
        assert graded is not None
        if graded.asked is Asked.WHO_ACTS:
            return self.tr("Who acts: not seat {seat} ({rule})").format(seat=graded.seat, rule=graded.rule)
        if graded.asked is Asked.WHO_SHOWS:
            return self.tr("Who shows next: not seat {seat} ({rule})").format(
                seat=graded.seat, rule=graded.rule
            )
        if graded.asked is Asked.MAY_DO:
            chosen = quoted(actions_text(graded.chosen))
            return self.tr("What seat {seat} may do: not {chosen} ({rule})").format(
                seat=graded.seat, chosen=chosen, rule=graded.rule
            )
        if graded.asked is Asked.INCIDENT:
            if graded.right_ruling is None:
                return self.tr("Stopped the table with nothing wrong")
            right = ruling_text(graded.right_ruling)
            if graded.ruling is None:
                return self.tr("Incident missed: {ruling} ({rule})").format(ruling=right, rule=graded.rule)
            return self.tr("Ruling: {ruling}, not {chosen} ({rule})").format(
                ruling=right, chosen=quoted(ruling_text(graded.ruling)), rule=graded.rule
            )
        if graded.chip is not None:
            return self._chip_mistake(graded)
        verdict = graded.verdict
        assert verdict is not None
        assert verdict.flag is not None
        tried = verdict.step
        due = verdict.expected[0] if verdict.expected else None
        if (
            verdict.flag is Flag.WRONG_DEAL_ORDER
            and tried.kind is StepKind.DEAL
            and due is not None
            and due.kind is StepKind.DEAL
        ):
            return self.tr("Dealt seat {seat} before seat {due} ({rule})").format(
                seat=tried.seat, due=due.seat, rule=verdict.rule
            )
        return self.tr("{flag} ({rule}): {step}").format(
            flag=flag_text(verdict.flag), rule=verdict.rule, step=step_text(tried)
        )

    def _chip_mistake(self, graded: Graded) -> str:
        """A wrong chip duty or reading, in one line."""
        chip = graded.chip
        assert chip is not None
        rule = graded.rule
        if chip.kind == "change":
            return self.tr("Change for seat {seat}: not {given} ({rule})").format(
                seat=chip.seat, given=format_chips(chip.given.total), rule=rule
            )
        if chip.kind == "count":
            return self.tr("Pot counted: not {counted} ({rule})").format(
                counted=format_chips(chip.counted or 0), rule=rule
            )
        if chip.kind == "read":
            said = ChipWords(self).reading(chip.said) if chip.said is not None else ""
            return self.tr("Read seat {seat}: not “{said}” ({rule})").format(
                seat=chip.seat, said=said, rule=rule
            )
        return self.tr("Pot split wrongly ({rule})").format(rule=rule)

    def _mark_name(self, mark: Mark | str) -> str:
        return {
            Mark.DONE: self.tr("Done"),
            Mark.NOW: self.tr("Now"),
            Mark.TODO: self.tr("To come"),
            Mark.SKIPPED: self.tr("Skipped"),
            WRONG: self.tr("Wrong"),
        }[mark]

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Checklist of the hand"))
        self._lines.clear()  # every line again: the marks' names and the rules' tips are words too
        self._texts.clear()
        if self._rows:
            self.set_rows(self._rows)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
