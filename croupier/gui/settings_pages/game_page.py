"""The settings' Game page: the game, the players dealt in, the betting structure and the chips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.chips import ChipError, ChipSet
from croupier.engine.rules import RAZZ, STUD, STUD8
from croupier.gui.rule_links import link_label
from croupier.gui.rule_tip_watch import set_rule_tip
from croupier.gui.settings import Settings
from croupier.gui.settings_pages.fields import Entries, note
from croupier.gui.stakes_edit import StakesEdit

__all__ = ["GamePage"]

translate = QCoreApplication.translate
_VARIANT_CODES = (STUD.code, STUD8.code, RAZZ.code)


class GamePage(QWidget):
    """Signals: ``changed`` when a field is edited; ``link_activated(link)`` for a rule number's
    link beside a field (``rule_links``, by rule number)."""

    changed = Signal()
    link_activated = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rule_links: dict[str, QLabel] = {}
        self.variant_box = QComboBox()
        for code in _VARIANT_CODES:
            self.variant_box.addItem("", code)
        self.players_spin = QSpinBox()
        self.players_spin.setRange(2, 8)
        self.players_spin.setMaximumWidth(110)
        self.stakes_edit = StakesEdit()
        self.chips_edit = QLineEdit()
        self.chips_edit.setObjectName("chipsEdit")
        self.chips_edit.setMaximumWidth(240)
        self._chips_label = QLabel()
        self._chips_label.setBuddy(self.chips_edit)
        self._variant_label = QLabel()
        self._variant_label.setBuddy(self.variant_box)
        self._players_label = QLabel()
        self._players_label.setBuddy(self.players_spin)
        self.variant_box.setMinimumWidth(240)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self._variant_label, self.variant_box)
        form.addRow(self._players_label, self._with_rule_link(self.players_spin, "R1.2"))
        layout.addLayout(form)
        self._stakes_title = QLabel()
        self._stakes_title.setObjectName("settingsSection")
        font = self._stakes_title.font()
        font.setBold(True)
        self._stakes_title.setFont(font)
        layout.addSpacing(6)
        layout.addWidget(self._stakes_title)
        layout.addWidget(self.stakes_edit)
        chips_form = QFormLayout()
        chips_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        chips_form.addRow(self._chips_label, self._with_rule_link(self.chips_edit, "R12.1"))
        layout.addLayout(chips_form)
        self.note = note()
        layout.addWidget(self.note)
        layout.addStretch(1)
        self.variant_box.currentIndexChanged.connect(self.changed)
        self.players_spin.valueChanged.connect(self.changed)
        self.stakes_edit.changed.connect(self.changed)
        self.chips_edit.textChanged.connect(self.changed)

    def _with_rule_link(self, field: QWidget, number: str) -> QWidget:
        """``field`` with the number of its rule beside it, a link that opens the rule."""
        link = QLabel(f'<a href="rule:{number}">{number}</a>')
        link.setObjectName(f"ruleLink_{number}")
        link_label(link)
        link.linkActivated.connect(self.link_activated)
        self.rule_links[number] = link
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        row.addWidget(field)
        row.addWidget(link)
        row.addStretch(1)
        return holder

    def fields(self) -> tuple[QWidget, ...]:
        """The fields an exam locks."""
        return (self.variant_box, self.players_spin, self.stakes_edit, self.chips_edit)

    def load(self, settings: Settings) -> None:
        self.variant_box.setCurrentIndex(max(0, self.variant_box.findData(settings.variant)))
        self.players_spin.setValue(settings.players)
        self.stakes_edit.set_stakes(settings.stakes)
        self.chips_edit.setText(str(settings.chip_set))

    def entries(self, settings: Settings) -> Entries:
        return {
            Settings.VARIANT: (self.variant_box.currentData(), settings.variant),
            Settings.PLAYERS: (self.players_spin.value(), settings.players),
            Settings.STAKES: (self.stakes_edit.stakes(), settings.stakes),
            Settings.CHIPS: (self.chip_set() or settings.chip_set, settings.chip_set),
        }

    def chip_set(self) -> ChipSet | None:
        """The chips as written, or None while they are not a chip set."""
        try:
            return ChipSet.parse(self.chips_edit.text())
        except ChipError:
            return None

    def set_locked(self, *, locked: bool) -> None:
        """Lock the game's fields while an exam runs, and say so."""
        for widget in self.fields():
            widget.setEnabled(not locked)
        self.note.setText(
            translate("SettingsDialog", "Locked while the exam runs.")
            if locked
            else translate("SettingsDialog", "Changes apply from the next hand.")
        )

    def retranslate(self) -> None:
        self._variant_label.setText(translate("SettingsDialog", "&Game:"))
        names = (
            translate("SettingsDialog", "Seven Card Stud"),
            translate("SettingsDialog", "Stud Hi-Lo"),
            translate("SettingsDialog", "Razz"),
        )
        for index, name in enumerate(names):
            self.variant_box.setItemText(index, name)
        self.variant_box.setAccessibleName(translate("SettingsDialog", "Game"))
        self._players_label.setText(translate("SettingsDialog", "&Players:"))
        self.players_spin.setAccessibleName(translate("SettingsDialog", "Number of players"))
        set_rule_tip(self.players_spin, translate("SettingsDialog", "2 to 8 players are dealt in (R1.2)."))
        self._stakes_title.setText(translate("SettingsDialog", "Betting structure"))
        self._chips_label.setText(translate("SettingsDialog", "&Chips in play:"))
        self.chips_edit.setAccessibleName(translate("SettingsDialog", "Chip values in play"))
        set_rule_tip(
            self.chips_edit,
            translate(
                "SettingsDialog",
                "The chip values from the smallest up (R12.1): white, red, green, black, purple.",
            ),
        )
        self.note.setText(translate("SettingsDialog", "Changes apply from the next hand."))
