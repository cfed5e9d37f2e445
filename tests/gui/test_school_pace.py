"""The answer pace is the school's on a school's station: the instructor sets it on the Roster tab,
and a station where a trainee signs in shows it read-only in Settings and measures Progress with
it, keeping the station's own setting untouched; on this computer's file it stays the trainee's."""

from __future__ import annotations

from pathlib import Path

import pytest
from readback import select_name
from school_windows import folder_station, login, shown_window, unlocked_instructor
from test_instructor_helpers import FakeDialogs

from croupier.drills.review import school_target
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.settings import Settings
from croupier.gui.station import Station
from croupier.store import Store
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
STATION_PW = "station-pw-41"
INSTRUCTOR_PW = "instructor-pw-41"


def _window(qtbot, translations, settings, store: Store, folder: Path) -> tuple[MainWindow, Station]:
    station = folder_station(store, folder)
    return shown_window(qtbot, translations, settings, station, FakeDialogs()), station


def test_the_schools_pace_is_shown_read_only_and_measures_progress(
    qtbot, own_database, translations, settings, tmp_path
):
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    with Store(login(own_database, INSTRUCTOR_ROLE, INSTRUCTOR_PW)) as instructor:
        anna = instructor.roster.add("Anna")
        instructor.logins.set_password(anna.id, "first-pw-1")
    with Store(login(own_database, STATION_ROLE, STATION_PW)) as desk:
        first = desk.logins.sign_in("Anna", "first-pw-1", "desk")
        desk.logins.change_password(first.token or "", "first-pw-1", "annas-own-1")
    settings.target_seconds = 4.0  # what this station's trainee once set for themselves

    # The instructor, on the Roster tab of their own station.
    office_store = Store(login(own_database, STATION_ROLE, STATION_PW), station="office")
    office, office_station = _window(qtbot, translations, Settings(), office_store, tmp_path / "office")
    desk_store = Store(login(own_database, STATION_ROLE, STATION_PW), station="desk")
    window, station = _window(qtbot, translations, settings, desk_store, tmp_path / "desk")
    try:
        page = unlocked_instructor(qtbot, office, INSTRUCTOR_PW)
        page.tabs.setCurrentWidget(page.roster_page)
        qtbot.waitUntil(lambda: not page.roster_page.is_reading())  # read in the background
        page.roster_page.answer_target.setValue(7.5)
        assert page.roster_page.save_school() is not None
        assert page.roster_page.answer_target.suffix() == " s per answer"

        # The trainee signs in at the desk: the school's pace is in force there.
        sign_in = window.sign_in_page
        sign_in.refresh()
        assert select_name(sign_in, "Anna")
        sign_in.password_field.setText("annas-own-1")
        assert sign_in.sign_in() is not None, sign_in.message.message()
        assert settings.school_target == 7.5
        assert settings.target_seconds == 7.5
        dialog = window.open_settings()
        assert not dialog.progress_page.target_spin.isEnabled()
        assert dialog.progress_page.target_spin.value() == 7.5
        assert "Set by your school" in dialog.progress_page.target_note.text()
        dialog.show_page("progress")
        dialog.restore_defaults()  # the school's pace is not the station's to reset
        assert dialog.progress_page.target_spin.value() == 7.5
        dialog.apply()
        dialog.close()
        window.set_mode(View.PROGRESS)
        progress = window.progress_view
        assert progress.target_for("bring_in") == school_target("bring_in", 7.5)
        assert progress.target_for("bring_in") != school_target("bring_in", 4.0)
    finally:
        for each, its_station in ((window, station), (office, office_station)):
            each.close()
            its_station.close()
            its_station.store.close()
    # The station's own setting was never written over: it is the trainee's again off the school.
    settings.set_school_target(None)
    assert settings.target_seconds == 4.0


def test_on_this_computers_file_the_pace_is_the_trainees_own(qtbot, translations, settings, tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'progress.sqlite3'}")
    window, station = _window(qtbot, translations, settings, store, tmp_path / "home")
    try:
        dialog = window.open_settings()
        assert dialog.progress_page.target_spin.isEnabled()
        assert "Set by your school" not in dialog.progress_page.target_note.text()
        dialog.progress_page.target_spin.setValue(6.5)
        dialog.apply()
        assert settings.target_seconds == 6.5
        assert settings.school_target is None
        dialog.close()
    finally:
        window.close()
        station.close()
        store.close()
