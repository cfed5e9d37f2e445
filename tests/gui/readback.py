"""What the tests read back from the widgets, and the two recordings they play into them: the
window does not need these, so they live beside the tests instead of in the widgets (issue 30)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCharts import QLineSeries
from PySide6.QtWidgets import QMenu

from croupier.gui.instructor.dashboard_page import _FIRST_SKILL
from croupier.gui.voice_answers import walkthrough_question
from croupier.store.records import name_key
from croupier.words.hand_log_words import log_heading, log_line

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QWidget

    from croupier.engine.cards import Card
    from croupier.gui.card_item import CardItem
    from croupier.gui.chip_stack import ChipStackItem
    from croupier.gui.course.course_page import CoursePage
    from croupier.gui.help.help_window import HelpWindow
    from croupier.gui.instructor.assignments_page import AssignmentsPage
    from croupier.gui.instructor.dashboard_page import DashboardPage
    from croupier.gui.instructor.exam_page import ExamPage
    from croupier.gui.instructor.instructor_page import InstructorPage
    from croupier.gui.instructor.live_tab import LiveTab
    from croupier.gui.instructor.pin_dialog import PinDialog
    from croupier.gui.instructor.projector_view import ProjectorView
    from croupier.gui.instructor.roster_page import RosterPage
    from croupier.gui.instructor.trend_chart import TrendChart
    from croupier.gui.observe_panel import ObservePanel
    from croupier.gui.quiz.question_page import QuestionPage
    from croupier.gui.quiz.quiz_controller import QuizController
    from croupier.gui.quiz.quiz_panel import QuizPanel
    from croupier.gui.seat_item import SeatPlateItem
    from croupier.gui.settings_dialog import SettingsDialog
    from croupier.gui.sign_in_page import SignInPage
    from croupier.gui.skill_chart import SkillChart
    from croupier.gui.table_scene import TableScene
    from croupier.gui.table_view import TableView
    from croupier.gui.verdict_strip import VerdictStrip
    from croupier.gui.walkthrough.announcement_builder import AnnouncementBuilder
    from croupier.gui.walkthrough.debrief import Debrief
    from croupier.gui.walkthrough.hand_log_view import HandLogView
    from croupier.gui.walkthrough.panel import WalkthroughPanel
    from croupier.store import Store


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""


def path_lines(widget: CoursePage) -> list[str]:
    return [widget.path.item(row).text() for row in range(widget.path.count())]


def plain_text(widget: HelpWindow) -> str:
    return widget.text.toPlainText()


def assignment_names(widget: AssignmentsPage) -> list[str]:
    items = (widget.tree.topLevelItem(row) for row in range(widget.tree.topLevelItemCount()))
    return [item.text(0) for item in items if item is not None]


def cell_colour(widget: DashboardPage, trainee_name: str, skill: str | None = None) -> QColor:
    return _grid_item(widget, trainee_name, skill).background().color()


def cell_text(widget: DashboardPage, trainee_name: str, skill: str | None = None) -> str:
    """The text of a trainee's cell for ``skill`` (None: the Overall column)."""
    return _grid_item(widget, trainee_name, skill).text()


def pace_text(widget: DashboardPage, trainee_name: str) -> str:
    """The trainee's Pace cell."""
    row = [trainee.name for trainee in widget._trainees].index(trainee_name)
    item = widget.grid.item(row, 3)
    return item.text() if item is not None else ""


def skill_columns(widget: DashboardPage) -> list[str]:
    """The skills shown as columns (after Overall), as skill names."""
    return list(widget._columns)


def standing_text(widget: DashboardPage, trainee_name: str) -> tuple[str, str]:
    """The trainee's Assignments and Exams cells."""
    row = [trainee.name for trainee in widget._trainees].index(trainee_name)
    return tuple(  # type: ignore[return-value]
        (item.text() if (item := widget.grid.item(row, column)) is not None else "") for column in (1, 2)
    )


def result_rows(widget: ExamPage) -> list[list[str]]:
    return [
        [_text(widget.results.item(row, column)) for column in range(widget.results.columnCount())]
        for row in range(widget.results.rowCount())
    ]


def is_unlocked(widget: InstructorPage) -> bool:
    return widget._unlocked


def work_store(widget: InstructorPage) -> Store:
    """The store the open instructor mode works in (the instructor's login on a school server)."""
    return widget._work_store or widget._store


def is_locked_out(widget: PinDialog) -> bool:
    return widget._guard.locked_for() > 0


def caption_text(widget: ProjectorView) -> str:
    return widget.caption.text()


def row_texts(widget: RosterPage, name: str) -> list[str]:
    """The cells of the row of the trainee called ``name``."""
    row = trainees_shown(widget).index(name)
    items = (widget.table.item(row, column) for column in range(widget.table.columnCount()))
    return [item.text() if item is not None else "" for item in items]


def series_names(widget: TrendChart) -> list[str]:
    return [series.name() for series in widget.chart().series() if series.name()]


def is_auto_playing(widget: ObservePanel) -> bool:
    return widget._timer.isActive()


def log_lines(widget: ObservePanel) -> list[str]:
    """The log as shown."""
    return [widget._log.item(row).text() for row in range(widget._log.count())]


def verdict_body(widget: QuestionPage) -> str:
    """The verdict's lines as shown, in plain words (the rule numbers are links on screen)."""
    return widget._verdict_body


def hard_limit(widget: QuizController) -> bool:
    """Does running out of time end the question?"""
    return widget._hard


def is_timing(widget: QuizController) -> bool:
    return widget._timer.isActive()


def quiz_hears_file(widget: QuizPanel, path: Path) -> None:
    """A WAV file heard as a call said to the question on show (tests; a recording)."""
    widget.voice.hear_file(path)


def database_locked(widget: SettingsDialog) -> bool:
    return not widget._database_open


def select_name(widget: SignInPage, name: str) -> bool:
    """Select the trainee called ``name`` (as the roster compares names)."""
    wanted = name_key(name)
    found = next((t for t in widget._trainees if name_key(t.name) == wanted), None)
    if found is not None:
        widget.select(found.id)
    return found is not None


def bet_stack(widget: TableScene, seat: int) -> ChipStackItem:
    return widget._bets[seat]


def community_item(widget: TableScene) -> CardItem | None:
    return widget._community


def moving_items(widget: TableScene) -> int:
    """Chips and burn cards in flight (drawn only while they slide)."""
    return len(widget._ghosts)


def pot_stack(widget: TableScene) -> ChipStackItem:
    return widget._pot


def raised_cards(widget: TableScene, seat: int) -> list[Card]:
    """The seat's cards drawn raised: the best five of a tabled hand."""
    items = widget._cards.get(seat, {})
    return [card for key in sorted(widget._raised.get(seat, ())) if (card := items[key].card) is not None]


def animations_enabled(widget: TableView) -> bool:
    return widget._motion.enabled


def finish_animations(widget: TableView) -> None:
    """Put everything that is still sliding in its place now."""
    widget._motion.finish()


def is_animating(widget: TableView) -> bool:
    return widget._motion.busy


def score_text(widget: VerdictStrip) -> str:
    return widget._score.text()


def shown_lines(widget: VerdictStrip) -> list[str]:
    """The lines on show (the last one may end in …)."""
    return list(widget._lines)


def preview(widget: AnnouncementBuilder) -> str:
    return widget._preview.text()


def walkthrough_hears_file(widget: WalkthroughPanel, path: Path) -> None:
    """A WAV file heard as the call said now, the builder open (tests; a recording)."""
    walk = widget.walkthrough
    if walk is not None and widget.area.building():
        widget.voice_answers.hear_file(path, walkthrough_question(walk))


def trainees_shown(widget: RosterPage) -> list[str]:
    """The names in the roster's table, top to bottom."""
    return [summary.trainee.name for summary in widget._summaries]


def _grid_item(widget: DashboardPage, trainee_name: str, skill: str | None) -> QTableWidgetItem:
    row = [trainee.name for trainee in widget._trainees].index(trainee_name)
    column = 0 if skill is None else _FIRST_SKILL + widget._columns.index(skill)
    item = widget.grid.item(row, column)
    if item is None:
        raise LookupError(f"no cell for {trainee_name!r} and {skill!r}")
    return item


def table_texts(table: QTableWidget) -> list[list[str]]:
    """Every row of a table as its cells' texts (the Gradebook and Audit tabs)."""
    return [
        [_text(table.item(row, column)) for column in range(table.columnCount())]
        for row in range(table.rowCount())
    ]


def hand_log_lines(widget: HandLogView) -> list[str]:
    """The hand log as shown, a street a line ("Third Street: S6 brings it in for 10 · …")."""
    return [f"{log_heading(street.street)}: {log_line(street)}" for street in widget._streets]


def debrief_rows(widget: Debrief) -> list[str]:
    """What each mistake's row says: where, then the verdict in full."""
    return [label.accessibleName() for label in widget._labels]


def room_rows(widget: LiveTab) -> list[tuple[str, str, str]]:
    """The live room as shown: (trainee, station, answer)."""
    items = (widget.room.topLevelItem(row) for row in range(widget.room.topLevelItemCount()))
    return [(item.text(0), item.text(1), item.text(2)) for item in items if item is not None]


def room_polled(widget: LiveTab) -> bool:
    """The live room is read again every few seconds (sign-ins are not announced)."""
    return widget._room_timer.isActive()


def rule_menu(widget: QWidget) -> QMenu | None:
    """The rules' menu a right click on ``widget`` opened (the last one showing), if any."""
    shown = [menu for menu in widget.findChildren(QMenu, "ruleTipMenu") if menu.isVisible()]
    return shown[-1] if shown else None


def shown_badge(widget: SeatPlateItem) -> str:
    """The badge's text as the plate paints it: whole, or short where it would crowd the stack."""
    unit = widget.rect().height() / 66
    return widget._fitting_badge(widget._rows(unit)[1], unit, widget._stack_width(unit))


def target_line(widget: SkillChart) -> list[float]:
    """The dashed target line's heights, left to right (empty without a target)."""
    lines = [
        series
        for series in widget.chart().series()
        if isinstance(series, QLineSeries) and series is not widget.main_series
    ]
    return [point.y() for point in lines[0].points()] if lines else []
