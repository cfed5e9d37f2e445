"""Rule numbers in tooltips, made to open: a tooltip cannot hold a link, so a right click (or the
menu key, Shift+F10) on anything whose tooltip cites a rule opens a menu with "Open rule R4.4 · its
title" for each rule it cites, and the tooltip says so in its last line.

Only the widgets that cite a rule are watched, never the application (``rule_tip_watch``: a
tooltip set with ``set_rule_tip``, an item view's viewport with ``watch_rule_items``, where the
items count with their own tooltips: the checklist's lines). A right click there comes to the
``RuleTips`` of the window the widget is in (a main window, and the dialogs opened over it:
Settings, a rule). Text fields keep their own menus.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication, QEvent, QModelIndex, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QHelpEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QToolTip,
    QWidget,
)

from croupier.gui.rule_tip_watch import TEXT_EDITORS, TIPS_NAME, cited_rules
from croupier.gui.rulebook_language import rulebook_language
from croupier.rulebook import UnknownRuleError, rulebook

__all__ = ["RuleTips", "cited_rules"]

translate = QCoreApplication.translate  # literal texts, so that ``make ts`` finds them


class RuleTips(QObject):
    """The rule tips of ``window`` and its dialogs; a rule chosen from the menu
    (``rule_requested(number, widget)``) opens where ``widget`` is: over a dialog, or in the window
    (``in_window``). ``rule_tip_watch``'s filter hands it the right clicks and tooltips of the
    widgets that cite a rule (``handle``)."""

    rule_requested = Signal(str, QWidget)

    def __init__(self, window: QWidget, in_window: Callable[[str], None]) -> None:
        super().__init__(window)
        self.setObjectName(TIPS_NAME)  # how the watched widgets find it
        self.rule_requested.connect(lambda number, widget: open_where(number, widget, in_window))

    def handle(self, widget: QWidget, event: QEvent) -> bool:
        """A right click or a tooltip on ``widget``: True where the rules' menu or tip was shown."""
        if isinstance(widget, TEXT_EDITORS):
            return False
        if event.type() == QEvent.Type.ContextMenu and isinstance(event, QContextMenuEvent):
            return self.show_menu(widget, event.pos(), event.globalPos())
        if isinstance(event, QHelpEvent):
            return self._show_tip(widget, event.pos(), event.globalPos())
        return False

    # ----------------------------------------------------------------------------- API

    def tip_at(self, widget: QWidget, pos: QPoint) -> str:
        """The tooltip shown at ``pos`` in ``widget``: an item's own, else the widget's (or the
        nearest parent's that has one)."""
        view = widget.parent()
        if isinstance(view, QHeaderView) and widget is view.viewport():
            section = view.logicalIndexAt(pos)
            model = view.model()
            tip = (
                model.headerData(section, view.orientation(), Qt.ItemDataRole.ToolTipRole) if model else None
            )
            if isinstance(tip, str) and tip:
                return tip
        elif isinstance(view, QAbstractItemView) and widget is view.viewport():
            index: QModelIndex = view.indexAt(pos)
            tip = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
            if isinstance(tip, str) and tip:
                return tip
        current: QWidget | None = widget
        while current is not None:
            if current.toolTip():
                return current.toolTip()
            if current.isWindow():
                break
            current = current.parentWidget()
        return ""

    def menu_for(self, widget: QWidget, pos: QPoint) -> QMenu | None:
        """The menu of the rules cited by the tooltip at ``pos`` (None when it cites none)."""
        numbers = cited_rules(self.tip_at(widget, pos))
        book = rulebook(rulebook_language())
        menu = QMenu(widget)
        menu.setObjectName("ruleTipMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for number in numbers:
            try:
                rule = book.rule(number)
            except UnknownRuleError:
                continue
            text = translate("RuleTips", "Open rule {number} · {title}").format(
                number=rule.number, title=rule.title
            )
            action = menu.addAction(text)
            action.triggered.connect(
                lambda _checked=False, n=rule.number: self.rule_requested.emit(n, widget)
            )
        if not menu.actions():
            menu.deleteLater()
            return None
        return menu

    def show_menu(self, widget: QWidget, pos: QPoint, global_pos: QPoint) -> bool:
        """The rules' menu at ``global_pos``; False (the widget's own menu, if any) for no rule."""
        menu = self.menu_for(widget, pos)
        if menu is None:
            return False
        menu.popup(global_pos)
        return True

    # ----------------------------------------------------------------------------- tooltips

    def tip_with_hint(self, tip: str) -> str:
        """``tip`` with the line that says how to open the rules it cites."""
        numbers = cited_rules(tip)
        if len(numbers) == 1:
            hint = translate("RuleTips", "Right-click to open rule {number}.").format(number=numbers[0])
        else:
            hint = translate("RuleTips", "Right-click to open the rules named here.")
        line = f"<p><i>{escape(hint)}</i></p>"
        if tip.rstrip().endswith("</qt>"):
            return tip.rstrip().removesuffix("</qt>") + line + "</qt>"
        return f"<qt>{escape(tip).replace(chr(10), '<br/>')}{line}</qt>"

    def _show_tip(self, widget: QWidget, pos: QPoint, global_pos: QPoint) -> bool:
        tip = self.tip_at(widget, pos)
        if not cited_rules(tip):
            return False
        QToolTip.showText(global_pos, self.tip_with_hint(tip), widget)
        return True


def open_where(number: str, widget: QWidget, in_window: Callable[[str], None]) -> None:
    """Open rule ``number`` where ``widget`` is: in a rule opened over a dialog, over the Settings
    dialog, or (``in_window``) in the main window's Rules view."""
    from croupier.gui.rule_dialog import RuleDialog  # noqa: PLC0415 - the dialogs when asked for
    from croupier.gui.settings_dialog import SettingsDialog  # noqa: PLC0415

    top = widget.window()
    if isinstance(top, RuleDialog):
        top.view.show_rule(number)
    elif isinstance(top, SettingsDialog):
        top.show_rule(number)
    else:
        in_window(number)
