"""The betting structure as four amounts (ante, bring-in, small bet, big bet), checked by ``Stakes``.

The engine decides what is a valid structure; this widget only says why not, in the user's language.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QSpinBox, QWidget

from croupier.engine.errors import RuleConfigError
from croupier.engine.rules import Stakes
from croupier.gui.rule_links import link_label, rule_of_link
from croupier.gui.rule_tip_watch import set_rule_tip
from croupier.gui.settings import STAKES_CHOICES
from croupier.i18n import format_chips

__all__ = ["StakesEdit"]

_MOST_CHIPS = 1_000_000
# The rule each amount is set by (its number beside the field is a link to it).
_RULES = ("R3.1", "R3.5", "R4.1", "R4.1")


class StakesEdit(QWidget):
    """``changed()`` after every edit; ``stakes()`` is None while the amounts are not a structure,
    and ``problem()`` then says why. ``rule_requested(number)`` when an amount's rule is clicked."""

    changed = Signal()
    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preset_box = QComboBox()
        self.preset_box.addItem("", "")
        for choice in STAKES_CHOICES:
            self.preset_box.addItem("", str(choice))
        self.ante = QSpinBox()
        self.bring_in = QSpinBox()
        self.small_bet = QSpinBox()
        self.big_bet = QSpinBox()
        self._spins = (self.ante, self.bring_in, self.small_bet, self.big_bet)
        for spin in self._spins:
            spin.setRange(0, _MOST_CHIPS)
            spin.setGroupSeparatorShown(True)
            spin.setMinimumWidth(110)
            spin.setMaximumWidth(160)
        self.message = QLabel()
        self.message.setObjectName("settingsProblem")
        self.message.setWordWrap(True)
        self.message.hide()
        self._labels = [QLabel() for _ in range(5)]
        self.preset_box.setMinimumWidth(160)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.rule_links: list[QLabel] = []
        for label, field in zip(self._labels, (self.preset_box, *self._spins), strict=True):
            label.setBuddy(field)
            form.addRow(label, field if field is self.preset_box else self._with_link(field))
        form.addRow(self.message)

        self.preset_box.activated.connect(self._preset_chosen)
        for spin in self._spins:
            spin.valueChanged.connect(self._edited)
        self.retranslate()
        self.set_stakes(Stakes())

    def stakes(self) -> Stakes | None:
        try:
            return Stakes(*(spin.value() for spin in self._spins))
        except RuleConfigError:
            return None

    def problem(self) -> str | None:
        """Why the amounts are not a valid structure (the engine's reason, in words), else None."""
        values = [spin.value() for spin in self._spins]
        try:
            Stakes(*values)
        except RuleConfigError as error:
            return self._explain(str(error), *values)
        return None

    def set_stakes(self, stakes: Stakes) -> None:
        amounts = (stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet)
        for spin, value in zip(self._spins, amounts, strict=True):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)
        self._refresh()

    def _preset_chosen(self, index: int) -> None:
        text = self.preset_box.itemData(index)
        if text:
            self.set_stakes(Stakes.parse(text))
            self.changed.emit()

    def _edited(self) -> None:
        self._refresh()
        self.changed.emit()

    def _refresh(self) -> None:
        current = self.stakes()
        found = self.preset_box.findData(str(current)) if current is not None else -1
        self.preset_box.setCurrentIndex(max(0, found))
        problem = self.problem()
        self.message.setText(f"⚠ {problem}" if problem else "")
        self.message.setVisible(problem is not None)
        for spin in self._spins:
            spin.setProperty("invalid", problem is not None)

    def _explain(self, reason: str, ante: int, bring_in: int, small: int, big: int) -> str:
        # The engine's messages are English and fixed; each is said again here in the chosen language.
        if reason.startswith("the ante"):
            return self.tr("The ante cannot be negative.")
        if reason.startswith("the bring-in"):
            return self.tr(
                "The bring-in ({bring_in}) must be more than 0 and less than the small bet ({small})."
            ).format(bring_in=format_chips(bring_in), small=format_chips(small))
        if reason.startswith("the big bet"):
            return self.tr("The big bet ({big}) cannot be less than the small bet ({small}).").format(
                big=format_chips(big), small=format_chips(small)
            )
        return reason

    def retranslate(self) -> None:
        texts = (
            self.tr("&Structure:"),
            self.tr("&Ante:"),
            self.tr("&Bring-in:"),
            self.tr("S&mall bet:"),
            self.tr("B&ig bet:"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        self.preset_box.setItemText(0, self.tr("Custom"))
        for index, choice in enumerate(STAKES_CHOICES, start=1):
            self.preset_box.setItemText(
                index,
                "/".join(
                    format_chips(amount)
                    for amount in (choice.ante, choice.bring_in, choice.small_bet, choice.big_bet)
                ),
            )
        self.preset_box.setAccessibleName(self.tr("Betting structure"))
        self.preset_box.setToolTip(self.tr("Ante / bring-in / small bet / big bet"))
        names = (self.tr("Ante"), self.tr("Bring-in"), self.tr("Small bet"), self.tr("Big bet"))
        tips = (
            self.tr("Every player posts it before the deal (R3.1)."),
            self.tr("The forced bet of the low card (high card in Razz); less than the small bet (R3.5)."),
            self.tr("The bet on Third and Fourth Street (R4.1)."),
            self.tr("The bet on Fifth, Sixth and Seventh Street (R4.1)."),
        )
        for spin, name, tip in zip(self._spins, names, tips, strict=True):
            spin.setAccessibleName(name)
            set_rule_tip(spin, tip)
            spin.setLocale(QLocale())  # digit grouping of the chosen language
        self._refresh()

    def _with_link(self, spin: QWidget) -> QWidget:
        number = _RULES[len(self.rule_links)]
        link = QLabel(f'<a href="rule:{number}">{number}</a>')
        link_label(link)
        link.linkActivated.connect(self._link_clicked)
        self.rule_links.append(link)
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        row.addWidget(spin)
        row.addWidget(link)
        row.addStretch(1)
        return holder

    def _link_clicked(self, link: str) -> None:
        number = rule_of_link(link)
        if number is not None:
            self.rule_requested.emit(number)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
