"""Rule numbers in tooltips open the rule: a right click (or the menu key) on anything whose tooltip
cites a rule offers "Open rule …" for each rule it cites, and the tooltip says so. In Settings the
rule opens over the dialog; on the window (the checklist's lines) in the Rules view. Only the
widgets that cite a rule are watched, never the application."""

from __future__ import annotations

import random
import sys

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QContextMenuEvent, QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from readback import rule_menu

from croupier.gui import rule_tip_watch, rule_tips
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.rule_dialog import RuleDialog
from croupier.gui.rule_tip_watch import cited_rules

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


def _rule_tips_calls(send, widget) -> list[tuple[str, bool]]:
    """The Python functions of the rule tips that ran while ``send()`` ran: (name, about ``widget``)."""
    files = {rule_tip_watch.__file__, rule_tips.__file__}
    calls: list[tuple[str, bool]] = []

    def note(frame, event, _arg):
        if event == "call" and frame.f_code.co_filename in files:
            calls.append((frame.f_code.co_name, frame.f_locals.get("watched") is widget))

    before = sys.getprofile()
    sys.setprofile(note)
    try:
        send()
    finally:
        sys.setprofile(before)
    return calls


def test_only_the_widgets_that_cite_a_rule_are_watched(qtbot, window):
    window.set_mode(View.RULES)
    view = window.rules_view
    view.show_rule("R2.5")  # the bottom card: practised in R6.5's count, which its button names
    button = view.practise_button
    assert "R6.5" in button.toolTip()
    # A widget whose tooltip cites no rule: none of its events comes to Python for the rule tips
    # (a filter on the application would see every paint, timer and mouse move of every widget).
    plain = window.top_bar.settings_button
    assert plain.toolTip()
    assert not cited_rules(plain.toolTip())

    def to_plain() -> None:
        QApplication.sendEvent(plain, QEvent(QEvent.Type.User))
        _hover(plain)
        _right_click(plain)

    assert _rule_tips_calls(to_plain, plain) == []
    assert rule_menu(plain) is None
    # The button that cites R6.5 is watched: its events come, and a right click opens the rule.
    calls = _rule_tips_calls(lambda: QApplication.sendEvent(button, QEvent(QEvent.Type.User)), button)
    assert calls == [("eventFilter", True)]
    _hover(button)
    assert "Right-click to open rule R6.5." in QToolTip.text()
    _right_click(button)
    menu = rule_menu(button)
    assert menu is not None
    assert [action.text().split(" · ")[0] for action in menu.actions()] == ["Open rule R6.5"]
    menu.actions()[0].trigger()
    assert window.mode is View.RULES
    assert view.current_rule() == "R6.5"
