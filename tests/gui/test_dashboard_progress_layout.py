"""Issue 15's layout, part two: at 900x600 the instructor's dashboard showed 2½ rows and Progress
cut skill names ("Deal a hand: what the player …"). At 800x560, 900x600 and 1280x800, in English and
German, through the real window: every skill name in Progress is whole, the dashboard shows three
trainees or more in full (all six at 1280x800) and its charts keep their height."""

from __future__ import annotations

import random
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtWidgets import QTableWidget

from croupier.drills import SKILL_NAMES
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.reports.sample import fill_sample_class
from croupier.speech import SilentSpeaker
from croupier.store import NewAttempt, Store
from croupier.store.store import default_sqlite_path
from croupier.words.quiz_words import WALKTHROUGH_PREFIX

SIZES = [(800, 560), (900, 600), (1280, 800)]
LONG_DUTIES = ("may_do", "who_shows", "incident", "remove_cut_card", "scramble_stub", "antes_please")
PIN = "2468"


def _open_copy(source: Path, data_dir: Path) -> Store:
    """This computer's store in ``data_dir``, its file a copy of ``source``."""
    path = default_sqlite_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, path)
    return Store.open_default(data_dir=data_dir, environ={})


@pytest.fixture
def store(tmp_path: Path, empty_progress_file: Path):
    opened = _open_copy(empty_progress_file, tmp_path)
    yield opened
    opened.close()


@pytest.fixture(scope="module")
def sample_class_file(tmp_path_factory: pytest.TempPathFactory, empty_progress_file: Path) -> Path:
    """A store holding the seeded sample class, filled once for the module (its 3,000 answers, each
    written and committed on its own, take 3 s): each test opens a copy."""
    data_dir = tmp_path_factory.mktemp("sample_class")
    filled = _open_copy(empty_progress_file, data_dir)
    fill_sample_class(filled, seed=7)
    filled.close()
    return default_sqlite_path(data_dir)


@pytest.fixture
def sample_class(tmp_path: Path, sample_class_file: Path):
    """A store of its own with the seeded sample class (``fill_sample_class(store, seed=7)``)."""
    opened = _open_copy(sample_class_file, tmp_path)
    yield opened
    opened.close()


def _window(qtbot, translations, settings, store: Store, trainee) -> MainWindow:
    window = MainWindow(
        translations,
        settings,
        SilentSpeaker("no engine in the tests"),
        store=store,
        trainee=trainee,
        rng=random.Random(5),
    )
    qtbot.add_widget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _whole(table: QTableWidget, row: int, column: int) -> bool:
    item = table.item(row, column)
    needed = table.fontMetrics().horizontalAdvance(item.text()) + 8  # the cell's padding
    return needed <= table.columnWidth(column)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_progress_names_every_skill_in_full(qtbot, translations, settings, store, size, lang):
    trainee = store.roster.get_or_add("Anna Berger")
    session = store.start_session(trainee.id, "practice").id
    when = datetime.now(UTC) - timedelta(days=1)
    names = [*SKILL_NAMES, *(WALKTHROUGH_PREFIX + duty for duty in LONG_DUTIES)]
    for index, skill in enumerate(names):
        store.record_attempt(
            NewAttempt(
                trainee_id=trainee.id,
                skill=skill,
                question="q",
                answer="a",
                correct=index % 3 > 0,
                seconds=4.0,
                mode="practice",
                session_id=session,
                answered_at=when + timedelta(seconds=index),
            )
        )
    window = _window(qtbot, translations, settings, store, trainee)
    window.set_language(lang)
    window.resize(*size)
    window.set_mode(View.PROGRESS)
    table = window.findChild(QTableWidget, "progressTable")
    assert table is not None
    qtbot.waitUntil(lambda: table.rowCount() == len(names))
    qtbot.waitUntil(lambda: table.isVisible() and table.columnWidth(0) > 0)
    cut = [table.item(row, 0).text() for row in range(table.rowCount()) if not _whole(table, row, 0)]
    assert not cut, cut


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("size", SIZES)
def test_the_dashboard_shows_whole_rows_and_readable_charts(
    qtbot, translations, settings, sample_class, size, lang
):
    store = sample_class
    store.instructor.set_pin(PIN)
    window = _window(qtbot, translations, settings, store, store.roster.trainees()[0])
    window.set_language(lang)
    window.resize(*size)
    page = window.instructor_page
    assert page is not None
    page.unlock_with(PIN)
    page.tabs.setCurrentWidget(page.dashboard_page)
    window.set_mode(View.INSTRUCTOR)
    dashboard = page.dashboard_page
    grid = dashboard.grid
    qtbot.waitUntil(lambda: grid.isVisible() and grid.rowCount() == 6)
    qtbot.wait(50)
    viewport = grid.viewport().height()
    whole = 0
    for row in range(grid.rowCount()):
        if grid.rowViewportPosition(row) + grid.rowHeight(row) <= viewport:
            whole += 1
    least = 6 if size == (1280, 800) else 3 if size == (900, 600) else 2
    assert whole >= least, (size, lang, whole)
    for chart in (dashboard.class_chart, dashboard.trainee_chart):
        assert chart.height() >= 160
    # The period, the exports and the trainee chooser are not cut either.
    for widget in (dashboard.csv_button, dashboard.pdf_button, dashboard.trainee_box, dashboard.period):
        assert widget.width() >= widget.minimumSizeHint().width(), widget.objectName() or widget.text()
