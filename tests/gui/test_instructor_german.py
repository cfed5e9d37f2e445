"""Instructor mode and its reports in German: the pages, the PIN dialog, the projector and the PDF
reports switched at runtime, with the committed catalogue."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtPdf import QPdfDocument
from readback import caption_text, cell_text, row_texts
from school_windows import checked
from test_instructor_helpers import FakeDialogs, known_class, new_store

from croupier.gui.instructor import InstructorPage
from croupier.gui.instructor.projector_view import ProjectorView
from croupier.i18n import Language, Translations
from croupier.reports import trainee_report

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

PHH = Path(__file__).resolve().parents[1] / "data" / "phh"


@pytest.fixture
def english(qapp, gui_catalogues: Path) -> Iterator[Translations]:
    installed = Translations(qapp, Language.ENGLISH, directory=gui_catalogues, system_locale=QLocale("C"))
    yield installed
    installed.uninstall()


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    yield store
    store.close()


def test_the_instructor_page_switches_to_german_at_runtime(qtbot, english, store):
    known_class(store)
    store.instructor.set_pin("2468")
    page = InstructorPage(store, FakeDialogs())
    qtbot.add_widget(page)
    page.resize(1200, 800)
    page.unlock_with("2468")
    page.show()
    qtbot.waitUntil(lambda: not page.roster_page.is_reading())  # read in the background
    assert [page.tabs.tabText(i) for i in range(page.tabs.count())] == [
        "Roster",
        "Assignments",
        "Exams",
        "Dashboard",
        "Projector",
        "Live class",
        "Practical",
        "Gradebook",
        "Audit",
    ]
    assert row_texts(page.roster_page, "Anna")[3] == "75%"
    english.set_language(Language.GERMAN)
    qtbot.waitUntil(lambda: page.tabs.tabText(0) == "Teilnehmer")
    assert [page.tabs.tabText(i) for i in range(page.tabs.count())] == [
        "Teilnehmer",
        "Zuweisungen",
        "Prüfungen",
        "Übersicht",
        "Beamer",
        "Live-Unterricht",
        "Praxis",
        "Notenbuch",
        "Protokoll",
    ]
    assert page.lock_button.text() == "Sperren"
    assert page.roster_page.add_button.text() == "Hinzufügen"
    assert row_texts(page.roster_page, "Anna")[3] == "75\u00a0%"
    assert row_texts(page.roster_page, "Anna")[6] == "Aktiv"
    page.tabs.setCurrentWidget(page.dashboard_page)
    qtbot.waitUntil(lambda: not page.dashboard_page.is_reading())  # read in the background
    assert cell_text(page.dashboard_page, "Anna", "bring_in") == "67\u00a0%\n4,0 s"
    headers = [
        page.dashboard_page.grid.horizontalHeaderItem(c).text()
        for c in range(page.dashboard_page.grid.columnCount())
    ]
    assert headers == ["Gesamt", "Zuweisungen", "Prüfungen", "Tempo", "Bring-in", "Potgröße"]
    assert page.exam_page.form.pass_mark.text() == "80\u00a0%"


def test_the_pin_dialog_speaks_german(qtbot, english, store):
    english.set_language(Language.GERMAN)
    store.instructor.set_pin("2468")
    page = InstructorPage(store, FakeDialogs())
    qtbot.add_widget(page)
    dialog = page.request_unlock()
    assert dialog.windowTitle() == "Ausbildermodus"
    dialog.current_field.setText("1111")
    dialog.submit()
    checked(qtbot, dialog)
    assert dialog.message.message() == "Falsche PIN. Verbleibende Versuche vor einer Wartezeit: 2."


def test_the_projector_speaks_german(qtbot, english):
    english.set_language(Language.GERMAN)
    view = ProjectorView(FakeDialogs())
    qtbot.add_widget(view)
    view.open_file(PHH / "stud_showdown.phh")
    view.go_to(1)
    assert caption_text(view) == "Platz 1 erhält ▮ ▮ 3♦"
    assert view.position.text() == "Schritt 1 von 28 · Third Street"


def test_the_trainee_report_in_german(qtbot, english, store, tmp_path):
    english.set_language(Language.GERMAN)
    ids = known_class(store)
    path = tmp_path / "anna.pdf"
    assert trainee_report(store, ids["Anna"], path, now=datetime(2025, 3, 10, tzinfo=UTC)) == 3
    document = QPdfDocument(None)
    document.load(str(path))
    first = document.getAllText(0).text().replace("\u00a0", " ")
    second = document.getAllText(1).text().replace("\u00a0", " ")
    assert "Fortschrittsbericht" in first
    assert "Seite 1 von 3" in first
    assert "75 %" in first
    assert "Trefferquote und Tempo je Fertigkeit" in second
    assert "Potgröße" in second
    assert "4,0 s" in second
