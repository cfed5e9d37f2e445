"""Rule numbers in tooltips open the rule: a right click (or the menu key) on anything whose tooltip
cites a rule offers "Open rule …" for each rule it cites, and the tooltip says so. In Settings the
rule opens over the dialog; on the window (the checklist's lines) in the Rules view."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QContextMenuEvent, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from readback import rule_menu

from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.rule_dialog import RuleDialog

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints\(\)|raise\(\)|grabbing the keyboard)"
)


def _right_click(widget, pos: QPoint | None = None) -> None:
    where = widget.rect().center() if pos is None else pos
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, widget.mapToGlobal(where))
    QApplication.sendEvent(widget, event)


def _hover(widget, pos: QPoint | None = None) -> None:
    where = widget.rect().center() if pos is None else pos
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, where, widget.mapToGlobal(where)))


def test_a_rule_in_a_settings_tooltip_opens_over_the_dialog_from_a_right_click(qtbot, window):
    dialog = window.open_settings()
    qtbot.waitExposed(dialog)
    dialog.show_page("rules")
    form = dialog.rules_form
    control = form.controls["mode"]  # its tooltip: §1, and the absent player's ruling (R10.12)
    dialog.rules_scroll.ensureWidgetVisible(control)
    qtbot.waitUntil(control.isVisible)
    assert "(R10.12)" in control.toolTip()
    _hover(control)
    assert "Right-click to open the rules named here." in QToolTip.text()
    _right_click(control)
    menu = rule_menu(control)
    assert menu is not None
    texts = [action.text() for action in menu.actions()]
    assert texts == ["Open rule §1 · House rules", "Open rule R10.12 · An absent player"]
    menu.actions()[1].trigger()
    qtbot.waitUntil(lambda: dialog.findChild(RuleDialog) is not None)
    shown = dialog.findChild(RuleDialog)
    assert shown.view.current_rule() == "R10.12"
    assert dialog.isVisible()  # the rule over the dialog, what is edited kept
    shown.close()


def test_a_tooltip_without_a_rule_keeps_its_own_menu(qtbot, window):
    window.top_bar.setToolTip("")
    _right_click(window.top_bar)
    assert rule_menu(window.top_bar) is None  # nothing cited: no rules' menu


def test_a_rule_in_a_checklist_lines_tooltip_opens_in_the_rules_view(qtbot, translations, settings, speaker):
    main = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    panel = main.walkthrough
    due = panel.walkthrough.hint()
    wrong = next(duty for duty in panel.duties.shown if duty.key != "S" and due is not None)
    panel.choose_duty(wrong)  # a mistake, with its rule, in the checklist
    checklist = panel.checklist
    row = next(row for row in range(checklist.count()) if "(R" in checklist.item(row).text())
    item = checklist.item(row)
    number = item.text().split("(", 1)[1].split(")", 1)[0]
    checklist.scrollToItem(item)
    pos = checklist.visualItemRect(item).center()
    _hover(checklist.viewport(), pos)
    assert f"Right-click to open rule {number}." in QToolTip.text() or "rules named here" in QToolTip.text()
    _right_click(checklist.viewport(), pos)
    menu = rule_menu(checklist.viewport())
    assert menu.actions()[0].text().startswith(f"Open rule {number} · ")
    menu.actions()[0].trigger()
    assert main.mode is View.RULES
    assert main.rules_view.current_rule() == number
