"""The house rules as a form, generated from ``HouseRules``' fields, with the profile presets.

Each field gets the control its type asks for: a check box for a yes/no rule, a choice box for an
enum (its choices named in :mod:`croupier.gui.house_rule_texts`), a spin box for a number or a
share. Choosing a profile fills the fields; any edit that leaves the rules unlike every profile
shows "Custom".
"""

from __future__ import annotations

import typing
from enum import Enum
from fractions import Fraction

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from croupier.engine.rules import PROFILES, HouseRules, ShuffleStep, house_rule_types
from croupier.gui.house_rule_texts import (
    GROUPS,
    RULE_NUMBERS,
    choice_label,
    group_title,
    profile_label,
    rule_label,
    rule_tooltip,
)
from croupier.gui.rule_links import link_label, rule_of_link
from croupier.gui.rule_tip_watch import set_rule_tip
from croupier.gui.settings import CUSTOM_PROFILE, rules_profile
from croupier.gui.shuffle_steps_edit import ShuffleStepsEdit

__all__ = ["HouseRulesForm"]

_PROFILE_CHOICES = (*PROFILES, CUSTOM_PROFILE)
# Ranges of the whole-number rules (the engine's own limits, and a sensible top).
# The labels take about two fifths of the form, within these bounds; longer ones wrap.
_LABEL_SHARE = 0.35
_LABEL_WIDTH = (180, 300)
_FORM_WIDTH = 940  # wider, the choices would only stretch
_INT_RANGES = {"max_players": (2, 9), "max_raises_per_round": (0, 9)}


class HouseRulesForm(QWidget):
    """``changed()`` after every edit (a preset chosen or a field changed by the user);
    ``rule_requested(number)`` when the number of the rule a row changes is clicked."""

    changed = Signal()
    rule_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("houseRulesForm")
        self.setMaximumWidth(_FORM_WIDTH)
        self._filling = False
        self._hints = house_rule_types()
        self._threshold_exact: Fraction | None = None
        self._label_width = _LABEL_WIDTH[1]
        self.controls: dict[str, QWidget] = {}
        self._labels: dict[str, QLabel | None] = {}
        self.rule_links: dict[str, QLabel] = {}
        self._groups: dict[str, QGroupBox] = {}

        self.profile_box = QComboBox()
        self.profile_box.setObjectName("rulesProfile")
        for name in _PROFILE_CHOICES:
            self.profile_box.addItem("", name)
        self.profile_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._profile_label = QLabel()
        self._profile_label.setBuddy(self.profile_box)
        self._profile_note = QLabel()
        self._profile_note.setWordWrap(True)
        self._profile_note.setObjectName("settingsNote")
        top = QFormLayout()
        top.addRow(self._profile_label, self.profile_box)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self._profile_note)
        for group, keys in GROUPS:
            box = QGroupBox()
            form = QFormLayout(box)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
            form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
            form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            for key in keys:
                self._add_row(form, key)
            self._groups[group] = box
            layout.addWidget(box)
        layout.addStretch(1)

        self.profile_box.activated.connect(self._profile_chosen)
        self.retranslate()
        self.set_rules(HouseRules())

    # ----------------------------------------------------------------------------- building

    def _add_row(self, form: QFormLayout, key: str) -> None:
        hint = self._hints[key]
        control: QWidget
        if hint is bool:
            check = QCheckBox()
            check.toggled.connect(self._edited)
            control = check
            form.addRow(self._with_link(key, check, stretch=False))
            self._labels[key] = None
        else:
            if hint is int:
                spin = QSpinBox()
                low, high = _INT_RANGES.get(key, (0, 99))
                spin.setRange(low, high)
                spin.valueChanged.connect(self._edited)
                control = spin
            elif hint is Fraction:
                share = QSpinBox()
                share.setRange(5, 100)
                share.setSingleStep(5)
                share.valueChanged.connect(self._edited)
                control = share
            elif isinstance(hint, type) and issubclass(hint, Enum):
                box = QComboBox()
                for member in hint:
                    box.addItem("", member.value)
                box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                box.setMinimumContentsLength(18)
                box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                box.activated.connect(self._edited)
                control = box
            elif typing.get_origin(hint) is tuple:
                steps = ShuffleStepsEdit()
                steps.changed.connect(self._edited)
                control = steps
            else:  # pragma: no cover - a new kind of rule: shown, read-only, until it has a control
                control = QLabel()
            label = QLabel()
            label.setWordWrap(True)
            label.setBuddy(control)
            label.setFixedWidth(self._label_width)
            form.addRow(label, self._with_link(key, control, stretch=True))
            self._labels[key] = label
        control.setObjectName(f"rule_{key}")
        self.controls[key] = control

    def _with_link(self, key: str, control: QWidget, *, stretch: bool) -> QWidget:
        """``control`` with the number of the rule it changes beside it, a link that opens the rule."""
        number = RULE_NUMBERS.get(key, "§1")
        link = QLabel()
        link.setObjectName(f"ruleLink_{key}")
        link_label(link)
        link.setText(f'<a href="rule:{number}">{number}</a>')
        link.setMinimumWidth(link.fontMetrics().horizontalAdvance("R10.13") + 4)  # the numbers in a column
        link.linkActivated.connect(self._link_clicked)
        self.rule_links[key] = link
        field = QWidget()
        row = QHBoxLayout(field)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        row.addWidget(control, 1 if stretch else 0)
        if not stretch:
            row.addStretch(1)
        row.addWidget(link)
        return field

    def _link_clicked(self, link: str) -> None:
        number = rule_of_link(link)
        if number is not None:
            self.rule_requested.emit(number)

    # ----------------------------------------------------------------------------- values

    def rules(self) -> HouseRules:
        """The rules the form shows."""
        rules = HouseRules()
        for key, control in self.controls.items():
            rules = rules.override(key, self._value(key, control))
        return rules

    def profile(self) -> str:
        """``cash``, ``tournament``, ``pokerkit`` or ``custom``, as the preset box shows."""
        return str(self.profile_box.currentData())

    def set_rules(self, rules: HouseRules) -> None:
        """Show ``rules`` (and the profile they match) without reporting an edit."""
        self._filling = True
        try:
            for key, control in self.controls.items():
                self._show(key, control, getattr(rules, key))
        finally:
            self._filling = False
        self._show_profile(rules_profile(rules))

    def _value(self, key: str, control: QWidget) -> object:
        if isinstance(control, QCheckBox):
            return control.isChecked()
        if isinstance(control, QComboBox):
            return control.currentData()
        if isinstance(control, ShuffleStepsEdit):
            return control.steps()
        if isinstance(control, QSpinBox):
            if self._hints[key] is Fraction:
                exact = self._threshold_exact
                if exact is not None and round(exact * 100) == control.value():
                    return exact  # 1/3 shown as 33 % stays 1/3 until it is changed
                return Fraction(control.value(), 100)
            return control.value()
        return getattr(HouseRules(), key)  # pragma: no cover

    def _show(self, key: str, control: QWidget, value: object) -> None:
        if isinstance(control, QCheckBox):
            control.setChecked(bool(value))
        elif isinstance(control, QComboBox):
            assert isinstance(value, Enum)
            control.setCurrentIndex(max(0, control.findData(value.value)))
        elif isinstance(control, ShuffleStepsEdit):
            control.set_steps(typing.cast("tuple[ShuffleStep, ...]", value))
        elif isinstance(control, QSpinBox):
            if isinstance(value, Fraction):
                self._threshold_exact = value
                control.setValue(round(value * 100))
            else:
                control.setValue(int(typing.cast("int", value)))

    def _show_profile(self, name: str) -> None:
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(name)))

    def _profile_chosen(self, index: int) -> None:
        name = str(self.profile_box.itemData(index))
        if name in PROFILES:
            self.set_rules(HouseRules.profile(name))
        else:
            self._show_profile(rules_profile(self.rules()))
        self.changed.emit()

    def _edited(self, *_args: object) -> None:
        if self._filling:
            return
        self._show_profile(rules_profile(self.rules()))
        self.changed.emit()

    # ----------------------------------------------------------------------------- text

    def retranslate(self) -> None:
        self._profile_label.setText(self.tr("&Preset:"))
        self.profile_box.setAccessibleName(self.tr("House rules preset"))
        self.profile_box.setToolTip(
            self.tr("Fills every rule below; changing a rule afterwards makes the rules Custom.")
        )
        self._profile_note.setText(
            self.tr(
                "Where rulebooks differ, the house decides. Hover over a rule for the rule of the "
                "rulebook it changes and what the choices are; click its number to read it. Changes "
                "apply from the next hand."
            )
        )
        for index, name in enumerate(_PROFILE_CHOICES):
            self.profile_box.setItemText(index, profile_label(name))
        for group, box in self._groups.items():
            box.setTitle(group_title(group))
        for key, control in self.controls.items():
            text = rule_label(key)
            tip = rule_tooltip(key)
            label = self._labels[key]
            if label is not None:
                label.setText(text)
                set_rule_tip(label, tip)
            elif isinstance(control, QCheckBox):
                control.setText(text)
            control.setAccessibleName(text)
            set_rule_tip(control, tip)
            link = self.rule_links[key]
            set_rule_tip(link, tip)
            link.setAccessibleName(self.tr("Read rule {number}").format(number=RULE_NUMBERS.get(key, "§1")))
            if isinstance(control, QComboBox):
                hint = self._hints[key]
                for index, member in enumerate(hint):
                    control.setItemText(index, choice_label(member))
                    # The whole choice, where a narrow window cuts it short.
                    control.setItemData(index, choice_label(member), Qt.ItemDataRole.ToolTipRole)
            elif isinstance(control, QSpinBox) and self._hints[key] is Fraction:
                control.setSuffix(self.tr("% of a full bet"))
            elif isinstance(control, ShuffleStepsEdit):
                control.retranslate()
        self._fit_labels()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Narrow windows give the choices the room, wide ones let the labels sit on one line.
        low, high = _LABEL_WIDTH
        width = max(low, min(high, round(event.size().width() * _LABEL_SHARE)))
        super().resizeEvent(event)
        if width != self._label_width:
            self._label_width = width
            self._fit_labels()

    def _fit_labels(self) -> None:
        """Every label at the chosen width and tall enough for its wrapped lines (the form
        would otherwise cut a second line's descenders)."""
        for label in self._labels.values():
            if label is not None:
                label.setFixedWidth(self._label_width)
                label.setMinimumHeight(label.heightForWidth(self._label_width))
        layout = self.layout()
        assert layout is not None
        layout.invalidate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
