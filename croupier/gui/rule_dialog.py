"""One rule of the rulebook over a dialog (Settings): the Rules view in a window of its own, so a
rule number clicked there is read without closing what is being edited.

The house rules given are the ones being edited, so the choice marked in force is the one on the
form, applied or not.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from croupier.engine.rules import HouseRules
from croupier.gui.rules_view import RulesView

__all__ = ["RuleDialog"]


class RuleDialog(QDialog):
    """The Rules view at ``number`` (its contents and search included; nothing to practise from
    here), closed with Close or Esc; F1 asks for the Rules view's help (``help_requested``)."""

    help_requested = Signal()

    def __init__(self, number: str, house_rules: HouseRules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ruleDialog")
        self.view = RulesView(house_rules, can_practise=lambda _number: False)
        self.view.practise_button.hide()
        self.view.rule_shown.connect(self._retitle)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self._f1 = QShortcut(QKeySequence(Qt.Key.Key_F1), self)
        self._f1.activated.connect(self.help_requested)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 12, 12)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.buttons)
        self.view.show_rule(number)
        self._retitle()
        width = parent.width() - 60 if parent is not None else 780
        height = parent.height() - 60 if parent is not None else 520
        self.resize(max(600, min(780, width)), max(420, min(560, height)))
        self.view.text.setFocus(Qt.FocusReason.OtherFocusReason)

    def _retitle(self, _number: object = None) -> None:
        number = self.view.current_rule() or ""
        self.setWindowTitle(self.tr("Rule {number}").format(number=number))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() is QEvent.Type.LanguageChange:
            self._retitle()
