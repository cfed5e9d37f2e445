"""The Progress page: figures per skill and trend charts from a store filled with known answers, the
skills to review first, the empty state, German wording and numbers, and its screenshot."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from unittest.mock import patch

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QImage
from readback import target_line

from croupier.drills.review import review_order, school_target
from croupier.gui.progress_view import Period, ProgressView
from croupier.gui.settings import MemoryStore, Settings
from croupier.i18n import Language, Translations
from croupier.store import NewAttempt, SkillStats, Store, StoreError

ROOT = Path(__file__).resolve().parents[2]

DAY_ONE = datetime(2026, 3, 2, 10, 0, tzinfo=UTC)


@pytest.fixture
def english(qapp, gui_catalogues: Path) -> Iterator[Translations]:
    installed = Translations(qapp, Language.ENGLISH, directory=gui_catalogues, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store.open_default(data_dir=tmp_path, environ={})
    yield opened
    opened.close()


def _answer(store: Store, trainee: int, skill: str, correct: bool, seconds: float, when, session=None):
    store.record_attempt(
        NewAttempt(
            trainee_id=trainee,
            skill=skill,
            question="q",
            answer="a",
            correct=correct,
            seconds=seconds,
            mode="practice",
            session_id=session,
            answered_at=when,
        )
    )


def _known_answers(store: Store) -> int:
    """Two sessions on two days.

    Session 1 (day one): bring-in right, right, right, wrong in 2, 3, 4, 5 s; first to act right,
    wrong in 6, 8 s. Session 2 (day two): bring-in right, right in 2, 2 s.
    """
    trainee = store.roster.get_or_add("Anna").id
    first = store.start_session(trainee, "practice").id
    for index, (correct, seconds) in enumerate([(True, 2), (True, 3), (True, 4), (False, 5)]):
        _answer(store, trainee, "bring_in", correct, seconds, DAY_ONE + timedelta(minutes=index), first)
    _answer(store, trainee, "first_to_act", True, 6, DAY_ONE + timedelta(minutes=5), first)
    _answer(store, trainee, "first_to_act", False, 8, DAY_ONE + timedelta(minutes=6), first)
    second = store.start_session(trainee, "practice").id
    for index in range(2):
        _answer(store, trainee, "bring_in", True, 2, DAY_ONE + timedelta(days=1, minutes=index), second)
    return trainee


def _view(qtbot, store: Store, trainee_id: int, settings: Settings | None = None) -> ProgressView:
    view = ProgressView(store, store.roster.get(trainee_id), settings or Settings(MemoryStore()), tz=UTC)
    qtbot.add_widget(view)
    view.setMinimumSize(1100, 700)  # set, so the offscreen platform is not asked to resize the window
    view.resize(1100, 700)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_the_charts_show_the_sessions_of_known_answers(qtbot, english, store):
    view = _view(qtbot, store, _known_answers(store))
    assert not view.empty
    assert view.stack.currentIndex() == 1
    assert view.title.text() == "Progress of Anna"
    assert view.accuracy_chart.values() == pytest.approx([400 / 6, 100.0])
    assert view.time_chart.values() == pytest.approx([4.5, 2.0])
    assert view.accuracy_chart.labels() == ["1", "2"]
    target = target_line(view.time_chart)
    assert target == [5.0, 5.0]  # the school's pace for a typical question
    assert view.summary.text() == "Answers: 8 · right: 75% · skills practised: 2 · sessions: 2"

    view.set_skill("first_to_act")
    assert view.accuracy_chart.values() == pytest.approx([50.0])
    assert view.time_chart.values() == pytest.approx([7.0])
    assert view.accuracy_chart.labels() == ["1"]

    view.set_skill("bring_in")
    assert view.accuracy_chart.values() == pytest.approx([75.0, 100.0])
    assert view.time_chart.values() == pytest.approx([3.5, 2.0])
    assert target_line(view.time_chart) == [4.0, 4.0]


def test_the_trend_by_day_groups_the_answers_of_each_day(qtbot, english, store):
    view = _view(qtbot, store, _known_answers(store))
    qtbot.mouseClick(view.period_buttons[Period.DAY], Qt.MouseButton.LeftButton)
    assert view.period_buttons[Period.DAY].isChecked()
    assert view.accuracy_chart.values() == pytest.approx([400 / 6, 100.0])
    assert view.accuracy_chart.labels() == [
        QLocale().toString(day, QLocale.FormatType.NarrowFormat)
        for day in (DAY_ONE.date(), (DAY_ONE + timedelta(days=1)).date())
    ]


def test_the_skills_to_review_come_first(qtbot, english, store):
    view = _view(qtbot, store, _known_answers(store))
    # First to act: 50% right and 7 s against 5 s; bring-in: 83% right in 3 s against 4 s.
    assert [review.skill for review in view.reviews] == ["first_to_act", "bring_in"]
    table = view.table
    assert [table.item(row, 0).text() for row in range(table.rowCount())] == ["First to act", "Bring-in"]
    assert [table.item(0, column).text() for column in range(6)] == [
        "First to act",
        "2",
        "50%",
        "7.0 s",
        "5.0 s",
        "Accuracy and pace",
    ]
    assert table.item(1, 5).text() == "Accuracy"
    assert "First to act" in view.review_text.text()
    assert "too many wrong answers, and too slow" in view.review_text.text()


def test_the_pace_follows_the_setting(qtbot, english, store):
    settings = Settings(MemoryStore())
    view = _view(qtbot, store, _known_answers(store), settings)
    settings.target_seconds = 8.0  # a patient school: a typical question may take 8 s
    assert view.table.item(0, 4).text() == "8.0 s"
    assert view.table.item(0, 5).text() == "Accuracy"  # 7 s is now on pace


def test_a_new_trainee_is_told_what_to_do(qtbot, english, store):
    trainee = store.roster.get_or_add("Ben").id
    view = _view(qtbot, store, trainee)
    assert view.empty
    assert view.stack.currentIndex() == 0
    assert view.empty_title.text() == "Your progress will appear here"
    assert "Choose Quiz in the top bar" in view.empty_text.text()
    assert not view.skill_box.isVisible()
    _answer(store, trainee, "bring_in", True, 3, DAY_ONE)
    view.hide()
    view.show()  # shown again: asks the store again
    assert not view.empty
    assert not view.period_buttons[Period.SESSION].isEnabled()  # no sessions: by day only
    assert view.accuracy_chart.values() == [100.0]


def test_a_store_that_cannot_be_read_is_said_so(qtbot, english, store):
    trainee = _known_answers(store)

    class Broken:
        def skill_stats(self, *_args, **_kwargs):
            raise StoreError("The progress database school cannot be reached: timeout")

    with patch.object(store, "dashboard", Broken()):
        view = _view(qtbot, store, trainee)
    assert view.empty
    assert view.empty_title.text() == "The progress cannot be read just now"
    assert "timeout" in view.empty_text.text()


def test_german_words_and_numbers(qtbot, english, store):
    view = _view(qtbot, store, _known_answers(store))
    english.set_language(Language.GERMAN)
    qtbot.waitUntil(lambda: view.title.text() == "Fortschritt von Anna")
    assert view.period_buttons[Period.SESSION].text() == "Nach Sitzungen"
    assert view.table.item(0, 0).text() == "Erste Aktion"
    assert view.table.item(0, 2).text() == "50\u00a0%"
    assert view.table.item(0, 3).text() == "7,0 s"
    assert view.table.horizontalHeaderItem(5).text() == "Wiederholen"
    assert view.accuracy_chart.chart().title() == "Richtige Antworten pro Sitzung – Alle Fertigkeiten"
    assert view.accuracy_chart.chart().localizeNumbers()
    assert view.accuracy_chart.chart().locale().language() == QLocale.Language.German


def test_review_order_weighs_accuracy_before_pace():
    stats = [
        SkillStats(1, "A", "bring_in", 10, 10, 9.0),  # right, but more than twice as slow
        SkillStats(1, "A", "first_to_act", 10, 7, 4.0),  # on pace, 70% right
        SkillStats(1, "A", "acts_now", 10, 10, 2.0),  # fine
    ]
    order = review_order(stats, lambda skill: school_target(skill, 5.0))
    assert [review.skill for review in order] == ["first_to_act", "bring_in", "acts_now"]
    assert [review.due for review in order] == [True, True, False]


def test_screenshot_of_the_progress_view_writes_a_png(tmp_path, gui_catalogues):
    out = tmp_path / "progress.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "croupier",
            "screenshot",
            "--view",
            "progress",
            "--size",
            "1024x700",
            "--translations",
            str(gui_catalogues),
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=os.environ.copy(),
        check=False,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)
    colours = {image.pixel(x, y) for x in range(0, 1024, 23) for y in range(0, 700, 23)}
    assert len(colours) > 20  # charts and text, not an empty page
