"""The class dashboard from known answers, and the CSV and PDF exports of the dashboard and roster."""

from __future__ import annotations

import gc

import pytest
import shiboken6
from PySide6.QtCore import Qt
from readback import cell_colour, cell_text, series_names, skill_columns
from test_instructor_helpers import FakeDialogs, answer, known_class, new_store

from croupier.gui.in_turns import InTurns
from croupier.gui.instructor import dashboard_page
from croupier.gui.instructor.dashboard_page import FAIR, GOOD, WEAK, DashboardPage
from croupier.gui.instructor.roster_page import RosterPage
from croupier.store import NewAttempt

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

SKILLS = ("bring_in", "acts_now", "pot_size")


def _title(name: str) -> str:
    return {"bring_in": "Bring-in", "acts_now": "Who acts now", "pot_size": "Pot size"}[name]


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    yield store
    store.close()


@pytest.fixture
def ids(store) -> dict[str, int]:
    return known_class(store)


@pytest.fixture
def dialogs() -> FakeDialogs:
    return FakeDialogs()


@pytest.fixture
def dashboard(qtbot, translations, store, ids, dialogs) -> DashboardPage:
    page = DashboardPage(store, dialogs, SKILLS, _title)
    qtbot.add_widget(page)
    page.resize(1200, 800)
    page.show()
    with qtbot.waitSignal(page.refreshed):  # read in the background
        page.refresh()
    return page


@pytest.fixture
def pieces(monkeypatch) -> list[InTurns]:
    """Cells made one a turn; each piece run is noted here by the InTurns that ran it."""
    monkeypatch.setattr(dashboard_page, "_CELLS_A_TURN", 1)
    ran: list[InTurns] = []
    piece = InTurns._piece
    monkeypatch.setattr(InTurns, "_piece", lambda self: (ran.append(self), piece(self))[1])
    return ran


def test_the_grid_shows_accuracy_and_median_time_per_trainee_and_skill(dashboard):
    assert skill_columns(dashboard) == ["bring_in", "pot_size"]  # practised skills, in the quiz's order
    headers = [dashboard.grid.horizontalHeaderItem(c).text() for c in range(dashboard.grid.columnCount())]
    assert headers == ["Overall", "Assignments", "Exams", "Pace", "Bring-in", "Pot size"]
    assert cell_text(dashboard, "Anna", "bring_in") == "67%\n4.0 s"
    assert cell_text(dashboard, "Anna", "pot_size") == "100%\n5.0 s"
    assert cell_text(dashboard, "Ben", "bring_in") == "25%\n2.5 s"
    assert cell_text(dashboard, "Ben", "pot_size") == "–"
    assert cell_text(dashboard, "Cleo", "bring_in") == "–"
    assert cell_text(dashboard, "Anna") == "75%\n4 answers"
    assert cell_text(dashboard, "Cleo") == "–"


def test_a_trainee_and_a_skill_that_come_keep_every_other_cell(qtbot, dashboard, store):
    """A trainee signing in at a station adds a row where it belongs, a newly practised skill a
    column: the cells already on show are kept (the same items), not the class's made again."""
    kept = [_item(dashboard, "Anna", "bring_in"), _item(dashboard, "Ben", None)]
    abe = store.roster.add("Abe")  # sorts first
    answer(store, abe.id, "acts_now", [(True, 3.0)])  # between bring-in and pot size in the quiz
    with qtbot.waitSignal(dashboard.refreshed):
        dashboard.refresh()
    names = [dashboard.grid.verticalHeaderItem(row).text() for row in range(dashboard.grid.rowCount())]
    assert names == ["Abe", "Anna", "Ben", "Cleo"]
    assert skill_columns(dashboard) == ["bring_in", "acts_now", "pot_size"]
    headers = [dashboard.grid.horizontalHeaderItem(c).text() for c in range(dashboard.grid.columnCount())]
    assert headers == ["Overall", "Assignments", "Exams", "Pace", "Bring-in", "Who acts now", "Pot size"]
    assert cell_text(dashboard, "Abe", "acts_now") == "100%\n3.0 s"
    assert cell_text(dashboard, "Abe", "bring_in") == "–"
    assert cell_text(dashboard, "Anna", "acts_now") == "–"
    assert cell_text(dashboard, "Anna", "bring_in") == "67%\n4.0 s"
    assert cell_text(dashboard, "Anna", "pot_size") == "100%\n5.0 s"
    now = [_item(dashboard, "Anna", "bring_in"), _item(dashboard, "Ben", None)]
    assert all(before is after for before, after in zip(kept, now, strict=True))


def test_a_large_grid_is_made_a_piece_a_turn_and_a_newer_read_replaces_it(qtbot, dashboard, store, pieces):
    """The cells are made a few a turn of the event loop (the window answers between them); a read
    that arrives while they are made replaces the rest of them, and the grid ends as the newest."""
    for number in range(30):  # 33 trainees of 6 cells: 198 turns of a cell each (1 ms apart at least)
        answer(store, store.roster.add(f"Trainee {number:02d}").id, "bring_in", [(True, 2.0)])
    dashboard.retranslate()  # every cell made again
    qtbot.waitUntil(lambda: len(pieces) >= 2)  # the first pieces of the first read
    assert dashboard.is_reading()
    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        dashboard.period.setCurrentIndex(1)  # a newer read: the last 7 days, no answers in them
    assert not dashboard.is_reading()
    assert skill_columns(dashboard) == []
    assert [cell_text(dashboard, name) for name in ("Anna", "Ben", "Cleo")] == ["–", "–", "–"]
    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        dashboard.period.setCurrentIndex(0)
    assert cell_text(dashboard, "Anna", "bring_in") == "67%\n4.0 s"
    assert len(set(map(id, pieces))) >= 3  # each read's cells made in turns of their own


def test_the_grid_is_painted_once_made_and_a_page_closed_meanwhile_leaves_nothing(
    qtbot, translations, store, ids, dialogs, pieces
):
    """The grid is not painted while its cells are made, and is again once they are. A page closed
    while they are made (the instructor leaves) leaves no work behind that touches it: what was
    being made is finished by the garbage collector, on whichever thread collects, so it must not
    reach for the grid (an exception that got away, or worse, a widget touched off its thread)."""
    for number in range(30):
        answer(store, store.roster.add(f"Trainee {number:02d}").id, "bring_in", [(True, 2.0)])

    def close_while_made() -> None:
        page = DashboardPage(store, dialogs, SKILLS, _title)
        page.show()
        with qtbot.waitSignal(page.refreshed, timeout=10_000):
            page.refresh()
        assert page.grid.updatesEnabled()
        pieces.clear()
        page.retranslate()  # every cell made again, a cell a turn
        qtbot.waitUntil(lambda: len(pieces) >= 2)
        assert page.is_reading()
        assert not page.grid.updatesEnabled()  # held while made
        page.close()
        page.deleteLater()
        qtbot.waitUntil(lambda: not shiboken6.isValid(page))

    close_while_made()
    pieces.clear()
    gc.collect()  # the unfinished cells' generator is finished here (the test fails on what got away)


def _item(dashboard, name, skill):
    row = [trainee.name for trainee in dashboard._trainees].index(name)
    column = 0 if skill is None else 4 + dashboard._columns.index(skill)
    return dashboard.grid.item(row, column)


def test_cell_colours_repeat_what_the_numbers_say(dashboard):
    assert cell_colour(dashboard, "Anna", "bring_in") == FAIR
    assert cell_colour(dashboard, "Anna", "pot_size") == GOOD
    assert cell_colour(dashboard, "Ben", "bring_in") == WEAK
    assert "Green from 80%, amber from 60%" in dashboard.legend.text()


def test_trend_charts_for_the_class_and_a_chosen_trainee(qtbot, dashboard, ids):
    class_points = dashboard.class_chart.points
    assert [(p.attempts, p.correct) for p in class_points] == [(3, 2), (5, 2)]
    assert series_names(dashboard.class_chart) == ["Accuracy", "Median answer time"]
    assert dashboard.trainee_box.currentText() == "Anna"
    assert [(p.attempts, p.correct) for p in dashboard.trainee_chart.points] == [(3, 2), (1, 1)]
    with qtbot.waitSignal(dashboard.refreshed):  # the trainee's answers are read in the background
        dashboard.grid.selectRow(1)
    assert dashboard.trainee_box.currentText() == "Ben"
    assert [(p.attempts, p.correct) for p in dashboard.trainee_chart.points] == [(4, 1)]
    assert dashboard.trainee_chart.chart().title() == "Ben"
    with qtbot.waitSignal(dashboard.refreshed):
        dashboard.trainee_box.setCurrentIndex(2)
    assert dashboard.trainee_chart.points == []
    assert dashboard.trainee_chart.chart().title() == "Cleo: no answers yet"


def test_the_period_leaves_out_older_answers(qtbot, dashboard):
    with qtbot.waitSignal(dashboard.refreshed):
        dashboard.period.setCurrentIndex(1)  # the last 7 days; the known answers are from 2025
    assert skill_columns(dashboard) == []
    assert cell_text(dashboard, "Anna") == "–"
    assert dashboard.class_chart.points == []


def test_the_class_csv_escapes_formulas_in_names(qtbot, dashboard, store, dialogs, tmp_path):
    evil = store.roster.add('=HYPERLINK("http://evil.example","click")')
    store.record_attempt(
        NewAttempt(
            trainee_id=evil.id, skill="bring_in", question="q", answer="a", correct=True, seconds=1, mode="x"
        )
    )
    dialogs.save_path = str(tmp_path / "class")  # no suffix: .csv is added
    qtbot.mouseClick(dashboard.csv_button, Qt.MouseButton.LeftButton)
    written = (tmp_path / "class.csv").read_text(encoding="utf-8-sig")
    assert "'=HYPERLINK" in written
    assert "\n=HYPERLINK" not in written
    assert '\n"=HYPERLINK' not in written
    assert written.splitlines()[0] == (
        "trainee,skill,attempts,correct,accuracy %,median seconds,hands an hour,target hands an hour"
    )
    assert dashboard.message.message() == f"Saved {tmp_path / 'class.csv'}."


def test_the_class_pdf_from_the_dashboard(qtbot, dashboard, dialogs, tmp_path):
    dialogs.save_path = str(tmp_path / "class.pdf")
    qtbot.mouseClick(dashboard.pdf_button, Qt.MouseButton.LeftButton)
    assert (tmp_path / "class.pdf").read_bytes().startswith(b"%PDF")
    assert dialogs.asked == [("save", "Save the class report")]


def test_a_cancelled_export_writes_nothing(qtbot, dashboard, dialogs, tmp_path):
    dialogs.save_path = None
    qtbot.mouseClick(dashboard.csv_button, Qt.MouseButton.LeftButton)
    assert list(tmp_path.glob("*.csv")) == []
    assert dashboard.message.message() == ""


def test_an_export_that_cannot_be_written_says_so(qtbot, dashboard, dialogs, tmp_path):
    dialogs.save_path = str(tmp_path / "no such folder" / "class.csv")
    qtbot.mouseClick(dashboard.csv_button, Qt.MouseButton.LeftButton)
    assert dashboard.message.kind == "error"
    assert dashboard.message.message().startswith("Could not save")


def test_a_trainees_answers_and_report_from_the_roster(qtbot, translations, store, ids, dialogs, tmp_path):
    evil = store.roster.add("@SUM(A1:A9)")
    store.record_attempt(
        NewAttempt(
            trainee_id=evil.id,
            skill="pot_size",
            question="-2+3",
            answer="+1",
            correct=False,
            seconds=2,
            mode="x",
        )
    )
    roster = RosterPage(store, dialogs)
    qtbot.add_widget(roster)
    roster.refresh()
    roster.select_trainee(evil.id)
    dialogs.save_path = str(tmp_path / "evil.csv")
    qtbot.mouseClick(roster.csv_button, Qt.MouseButton.LeftButton)
    lines = (tmp_path / "evil.csv").read_text(encoding="utf-8-sig").splitlines()
    assert lines[1].startswith("'@SUM(A1:A9),")
    assert ",'-2+3,'+1," in lines[1]
    roster.select_trainee(ids["Anna"])
    dialogs.save_path = str(tmp_path / "anna.pdf")
    qtbot.mouseClick(roster.pdf_button, Qt.MouseButton.LeftButton)
    assert (tmp_path / "anna.pdf").read_bytes().startswith(b"%PDF")
    assert roster.message.kind == "done"


def test_one_answer_is_one_answer(qtbot, dashboard, store, ids):
    answer(store, ids["Cleo"], "pot_size", [(True, 3.0)])
    with qtbot.waitSignal(dashboard.refreshed):  # read in the background
        dashboard.refresh()
    assert cell_text(dashboard, "Cleo") == "100%\n1 answer"
