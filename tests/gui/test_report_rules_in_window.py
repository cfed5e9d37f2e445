"""The rules of each skill in the window's reports: Progress names them beside the skills to practise
next (links that open the rule) and in each skill's tooltip (a right click opens them); the class
dashboard in each skill's heading and cell."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication
from readback import rule_menu

from croupier.gui.instructor.dashboard_page import DashboardPage
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.speech import SilentSpeaker
from croupier.store import NewAttempt, Store

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints\(\)|raise\(\)|grabbing the keyboard)"
)
DAY = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)


def _answers(store: Store, trainee: int) -> None:
    for index, correct in enumerate([True, False, False, True, False]):
        store.record_attempt(
            NewAttempt(
                trainee_id=trainee,
                skill="bring_in",
                question="q",
                answer="a",
                correct=correct,
                seconds=9.0,
                mode="practice",
                answered_at=DAY + timedelta(minutes=index),
            )
        )


def _right_click(widget, pos: QPoint) -> None:
    QApplication.sendEvent(
        widget, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, widget.mapToGlobal(pos))
    )


def test_progress_names_each_skills_rules_and_opens_them(qtbot, translations, settings, store):
    trainee = store.roster.get_or_add("Anna")
    _answers(store, trainee.id)
    window = MainWindow(
        translations, settings, SilentSpeaker("none"), rng=random.Random(5), store=store, trainee=trainee
    )
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_mode(View.PROGRESS)
    view = window.progress_view
    qtbot.waitUntil(lambda: view.table.rowCount() > 0)
    # Practise next: the skill, its rules as links.
    assert 'href="rule:R3.2"' in view.review_text.text()
    view.review_text.linkActivated.emit("rule:R3.3")  # what a click on the link sends
    assert window.mode is View.RULES
    assert window.rules_view.current_rule() == "R3.3"
    # Every skill: the rules in the skill's tooltip, opened by a right click.
    window.set_mode(View.PROGRESS)
    item = view.table.item(0, 0)
    assert item.text() == "Bring-in"
    assert "R3.2 · " in item.toolTip()
    view.table.scrollToItem(item)
    _right_click(view.table.viewport(), view.table.visualItemRect(item).center())
    menu = rule_menu(view.table.viewport())
    assert [action.text().split(" · ")[0] for action in menu.actions()] == [
        "Open rule R3.2",
        "Open rule R3.3",
    ]
    menu.actions()[0].trigger()
    assert window.mode is View.RULES
    assert window.rules_view.current_rule() == "R3.2"


def test_the_dashboards_skills_name_their_rules(qtbot, translations, store):
    anna = store.roster.get_or_add("Anna")
    _answers(store, anna.id)
    from test_instructor_helpers import FakeDialogs  # noqa: PLC0415

    from croupier.drills.skills import SKILL_NAMES  # noqa: PLC0415
    from croupier.words.quiz_words import skill_name  # noqa: PLC0415

    page = DashboardPage(store, FakeDialogs(), SKILL_NAMES, skill_name)
    qtbot.add_widget(page)
    page.resize(1100, 700)
    page.show()
    with qtbot.waitSignal(page.refreshed):  # read in the background
        page.refresh()
    grid = page.grid
    column = next(c for c in range(grid.columnCount()) if grid.horizontalHeaderItem(c).text() == "Bring-in")
    assert "R3.2 · " in grid.horizontalHeaderItem(column).toolTip()
    assert "Rules R3.2, R3.3" in grid.item(0, column).toolTip()
    # A right click on the heading opens its rules (the filter over the page as its window).
    from croupier.gui.rule_tips import RuleTips  # noqa: PLC0415

    opened: list[str] = []
    _tips = RuleTips(page, opened.append)  # its filter watches the page for right clicks
    header = grid.horizontalHeader()
    _right_click(header.viewport(), QPoint(header.sectionViewportPosition(column) + 4, header.height() // 2))
    menu = rule_menu(header.viewport())
    assert menu is not None
    menu.actions()[1].trigger()
    assert opened == ["R3.3"]
