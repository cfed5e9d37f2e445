"""Instructor mode signed in as an instructor's own login, through the real window on a real
PostgreSQL server (a cluster of this module's own): the login typed in the dialog, a login that is
no instructor's refused; an exam withdrawn and another sitting granted with a reason from the Exams
tab; the Gradebook tab lists the trainees against the exams and saves the class list; the Audit
tab shows each action with the login that did it."""

from __future__ import annotations

import csv
import uuid
from pathlib import Path

import pytest
from PySide6.QtCore import QDateTime
from readback import is_unlocked, table_texts
from school_windows import checked, folder_station, login, opened, shown_window
from test_instructor_helpers import FakeDialogs

from croupier.gui.mode_pages import View
from croupier.store import Store
from croupier.store.roles import STATION_ROLE, init_school
from croupier.store.sittings import SittingRefusedError
from croupier.store.writes import new_uuid

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
STATION_PW = "station-pw-37"
INSTRUCTOR_PW = "instructor-pw-37"
MARA_PW = "maras-own-password"


@pytest.fixture
def school(own_database: str) -> dict[str, object]:
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    mara = f"mara_{uuid.uuid4().hex[:6]}"
    with Store(own_database, station="office") as owner:
        owner.logins.add_instructor(mara, MARA_PW)
        anna = owner.roster.add("Anna Schmidt")
        owner.roster.add("Ben Keller")
        exam = owner.exams.create("Stud I", ["bring_in"], 4, 0.5)
        owner.exams.record_result(exam.id, anna.id, 3, 4)  # a sitting of before: 75 %, a pass
    return {"url": own_database, "mara": mara, "anna": anna, "exam": exam}


def _window(qtbot, translations, settings, school, tmp_path: Path, dialogs: FakeDialogs):
    store = Store(login(str(school["url"]), STATION_ROLE, STATION_PW), station="desk_7")
    station = folder_station(store, tmp_path / "desk")
    return shown_window(qtbot, translations, settings, station, dialogs), station


def test_an_instructor_signs_in_as_themselves_and_the_audit_names_them(
    qtbot, school, tmp_path, translations, settings
):
    dialogs = FakeDialogs(confirmed=True, save_path=str(tmp_path / "book.csv"))
    window, station = _window(qtbot, translations, settings, school, tmp_path, dialogs)
    mara = str(school["mara"])
    try:
        window.set_mode(View.INSTRUCTOR)
        page = window.instructor_page
        qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
        dialog = page.pin_dialog
        # The station's own login and password are right, but it is no instructor's.
        dialog.login_field.setText(STATION_ROLE)
        dialog.current_field.setText(STATION_PW)
        dialog.submit()
        checked(qtbot, dialog)
        assert not is_unlocked(page)
        assert f"The login {STATION_ROLE} is not an instructor's" in dialog.message.message()
        dialog.login_field.setText(mara)
        dialog.current_field.setText(MARA_PW)
        dialog.submit()
        opened(qtbot, page)

        # An exam with a window that closed an hour ago: made, listed, and refused by the server.
        page.tabs.setCurrentWidget(page.exam_page)
        exams = page.exam_page
        exams.form.name_field.setText("Razz, late")
        exams.form.skill_picker.set_selected(["bring_in"])
        exams.form.schedule.closes_check.setChecked(True)
        exams.form.schedule.closes.setDateTime(QDateTime.currentDateTime().addSecs(-3600))
        exams.form.class_box.setCurrentIndex(exams.form.class_box.findText("Class 1"))
        late = exams.form.create_exam()
        assert late is not None
        assert late.closes_at is not None
        assert late.class_id == school["anna"].class_id  # type: ignore[attr-defined]
        assert "closes" in exams.exam_list.currentItem().text()
        assert "Class 1" in exams.exam_list.currentItem().text()
        with Store(str(school["url"])) as owner, pytest.raises(SittingRefusedError) as closed:
            owner.sittings.start(
                late.id,
                session_uuid=new_uuid(),
                station="x",
                deal={},
                trainee_id=school["anna"].id,  # type: ignore[attr-defined]
            )
        assert closed.value.reason == "closed"

        # Another sitting needs a reason; then withdraw the exam.
        exams.select_exam(school["exam"].id)  # type: ignore[attr-defined]
        assert exams.select_sitting(school["anna"].id)  # type: ignore[attr-defined]
        exams.grant_button.click()
        assert "Say why another sitting is granted" in exams.message.message()
        exams.grant_reason.setText("asked for a second try")
        exams.grant_button.click()
        assert "Anna Schmidt may sit “Stud I” once more" in exams.message.message()
        exams.withdraw_button.click()
        assert "is withdrawn" in exams.message.message()
        assert "withdrawn" in exams.exam_list.currentItem().text()
        with Store(str(school["url"])) as owner, pytest.raises(SittingRefusedError) as refused:
            owner.sittings.start(
                school["exam"].id,  # type: ignore[attr-defined]
                session_uuid=new_uuid(),
                station="x",
                deal={},
                trainee_id=school["anna"].id,  # type: ignore[attr-defined]
            )
        assert refused.value.reason == "withdrawn"

        # The gradebook: Anna 75 % passed (1 of 2 sittings: one granted), Ben nothing yet.
        page.tabs.setCurrentWidget(page.gradebook_page)
        book = page.gradebook_page
        rows = {row[0]: row for row in table_texts(book.table)}
        assert book.table.horizontalHeaderItem(2).text() == "Stud I"
        assert book.table.horizontalHeaderItem(3).text() == "Razz, late"
        assert rows["Anna Schmidt"][1] == "Class 1"
        assert rows["Anna Schmidt"][2] == "75% passed (1/2)"
        assert rows["Ben Keller"][2] == "– (0/1)"
        saved = book.save("csv")
        assert saved is not None
        table = list(csv.DictReader((tmp_path / "book.csv").open(encoding="utf-8-sig")))
        assert [r["trainee"] for r in table] == ["Anna Schmidt", "Ben Keller"]

        # The audit: Mara's grant and withdrawal, from this station.
        page.tabs.setCurrentWidget(page.audit_page)
        audit = page.audit_page
        lines = table_texts(audit.table)
        assert any(
            r[1] == mara and r[2] == "desk_7" and r[3].startswith("granted another sitting") for r in lines
        )
        assert any(r[1] == mara and r[3] == f"withdrew exam {school['exam'].id}" for r in lines)  # type: ignore[attr-defined]
        assert any("asked for a second try" in r[4] for r in lines)
        assert lines[0][3].startswith("withdrew")  # newest first
    finally:
        window.close()
        station.close()
        station.store.close()
