"""Classes in the real window on a real PostgreSQL server (a cluster of this module's own), signed in
to instructor mode with an instructor's own login who teaches two of three classes: the Dashboard's
class box, a trainee moved on the Roster (and refused for another instructor's class, in words), an
exam edited and an exam sat that keeps its questions; the Audit tab names the login for each. And
a station's login cannot move a trainee or edit an exam, whatever it sends."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from readback import row_texts, table_texts
from school_windows import folder_station, login, opened, shown_window
from sqlalchemy import create_engine, text
from sqlalchemy.exc import ProgrammingError
from test_instructor_helpers import FakeDialogs, answer

from croupier.gui.instructor.roster_page import CLASS_COLUMN
from croupier.gui.mode_pages import View
from croupier.store import Store, StoreError
from croupier.store.exams import ExamSatError
from croupier.store.roles import STATION_ROLE, init_school

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")
STATION_PW = "station-pw-37c"
INSTRUCTOR_PW = "instructor-pw-37c"
MARA_PW = "maras-own-password"


@pytest.fixture
def school(own_database: str) -> dict[str, object]:
    """Mara teaches "Class 1" (Anna, Ben) and "Late" (nobody yet); Olaf teaches "Evening" (Dora)."""
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    tag = uuid.uuid4().hex[:6]
    mara, olaf = f"mara_{tag}", f"olaf_{tag}"
    with Store(own_database, station="office") as owner:
        owner.logins.add_instructor(mara, MARA_PW)
        owner.logins.add_instructor(olaf, "olafs-own-password")
        first = owner.classes.find("Class 1")
        assert first is not None
        owner.classes.set_instructors(first.id, [mara])
        late = owner.classes.add("Late", instructors=[mara])
        evening = owner.classes.add("Evening", instructors=[olaf])
        anna = owner.roster.add("Anna")
        ben = owner.roster.add("Ben")
        dora = owner.roster.add("Dora", class_id=evening.id)
        answer(owner, anna.id, "bring_in", [(True, 2.0), (False, 4.0)])
        answer(owner, dora.id, "bring_in", [(True, 3.0)])
        exam = owner.exams.create("Stud I", ["bring_in"], 10, 0.8)
        sat = owner.exams.create("Razz I", ["bring_in"], 4, 0.5)
        owner.exams.record_result(sat.id, anna.id, 3, 4)
    return {
        "url": own_database,
        "mara": mara,
        "ids": {"Anna": anna.id, "Ben": ben.id, "Dora": dora.id},
        "classes": {"Class 1": first.id, "Late": late.id, "Evening": evening.id},
        "exam": exam.id,
        "sat": sat.id,
    }


def _rows(dashboard) -> list[str]:
    grid = dashboard.grid
    return [grid.verticalHeaderItem(row).text() for row in range(grid.rowCount())]


def test_an_instructor_picks_a_class_moves_a_trainee_and_edits_an_exam(
    qtbot, school, tmp_path: Path, translations, settings
):
    url, mara = str(school["url"]), str(school["mara"])
    ids: dict[str, int] = school["ids"]  # type: ignore[assignment]
    classes: dict[str, int] = school["classes"]  # type: ignore[assignment]
    store = Store(login(url, STATION_ROLE, STATION_PW), station="desk_9")
    station = folder_station(store, tmp_path / "desk")
    window = shown_window(qtbot, translations, settings, station, FakeDialogs())
    try:
        window.set_mode(View.INSTRUCTOR)
        page = window.instructor_page
        qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
        page.pin_dialog.login_field.setText(mara)
        page.pin_dialog.current_field.setText(MARA_PW)
        page.pin_dialog.submit()
        opened(qtbot, page)

        # The dashboard: Mara sees her classes' trainees; one class chosen, its trainees only.
        dashboard = page.dashboard_page
        with qtbot.waitSignal(dashboard.refreshed, timeout=20_000):
            page.tabs.setCurrentWidget(dashboard)
        assert _rows(dashboard) == ["Anna", "Ben"]  # Dora is Olaf's: row-level security
        box = dashboard.class_box
        assert [box.itemText(i) for i in range(box.count())] == ["All classes", "Class 1", "Late"]
        with qtbot.waitSignal(dashboard.refreshed, timeout=20_000):
            dashboard.class_box.setCurrentIndex(dashboard.class_box.findText("Late"))
        assert _rows(dashboard) == []

        # The roster: Anna moved to Late; Ben refused for Olaf's Evening, in words.
        roster = page.roster_page
        page.tabs.setCurrentWidget(roster)
        qtbot.waitUntil(lambda: not roster.is_reading())  # read in the background
        assert row_texts(roster, "Anna")[CLASS_COLUMN] == "Class 1"
        roster.select_trainee(ids["Anna"])
        actions = {action.text(): action for action in roster.move_button.menu().actions()}
        assert set(actions) == {"Class 1", "Late"}  # Olaf's Evening is not offered
        with qtbot.waitSignal(roster.roster_changed):
            actions["Late"].trigger()
        assert row_texts(roster, "Anna")[CLASS_COLUMN] == "Late"
        # Meanwhile the administrator gives Late to Olaf: the menu Mara has open is refused.
        roster.select_trainee(ids["Ben"])
        actions = {action.text(): action for action in roster.move_button.menu().actions()}
        with Store(url) as owner:
            owner.classes.set_instructors(classes["Late"], ["olaf_x"])
        actions["Late"].trigger()
        assert roster.message.message() == (
            "Ben was not moved: you may move trainees only between classes you teach. "
            "The school's administrator can move them to Late."
        )
        with Store(url) as owner:
            owner.classes.set_instructors(classes["Late"], [mara])
        with Store(url) as owner:
            assert owner.roster.get(ids["Anna"]).class_id == classes["Late"]
            assert owner.roster.get(ids["Ben"]).class_id == classes["Class 1"]

        # Late now holds Anna and her answers.
        with qtbot.waitSignal(dashboard.refreshed, timeout=20_000):
            page.tabs.setCurrentWidget(dashboard)
        assert dashboard.class_box.currentText() == "Late"
        assert _rows(dashboard) == ["Anna"]
        assert dashboard.grid.item(0, 0).text().startswith("50%")

        # An exam not yet sat is edited; one sat keeps its questions.
        exams = page.exam_page
        page.tabs.setCurrentWidget(exams)
        boxes = (exams.form.class_box, page.gradebook_page.class_box)  # her classes only, here too
        page.gradebook_page.refresh()
        offered = [[box.itemText(i) for i in range(1, box.count())] for box in boxes]
        assert offered == [["Class 1", "Late"]] * 2
        exams.select_exam(int(school["exam"]))  # type: ignore[call-overload]
        exams.edit_button.click()
        exams.form.name_field.setText("Stud, week 1")
        exams.form.questions.setValue(12)
        exams.form.create_button.click()
        assert exams.message.message() == "“Stud, week 1” is saved with your changes."
        exams.select_exam(int(school["sat"]))  # type: ignore[call-overload]
        exams.edit_button.click()
        assert "“Razz I” has been sat" in exams.message.message()
        assert not exams.form.questions.isEnabled()
        exams.form.sittings.setValue(2)
        exams.form.create_button.click()
        with Store(url) as owner:
            edited = owner.exams.get(int(school["exam"]))  # type: ignore[call-overload]
            kept = owner.exams.get(int(school["sat"]))  # type: ignore[call-overload]
        assert (edited.name, edited.questions) == ("Stud, week 1", 12)
        assert (kept.questions, kept.sittings) == (4, 2)

        # The audit trail: each change with Mara's login, from this station.
        page.tabs.setCurrentWidget(page.audit_page)
        lines = [
            line for line in table_texts(page.audit_page.table) if line[1] == mara and line[2] == "desk_9"
        ]
        assert any(
            line[3] == f"changed trainee {ids['Anna']}"
            and "class_id: Class 1 → Late" in line[4]  # the classes by name
            for line in lines
        )
        assert any(
            line[3] == f"changed exam {school['exam']}" and "questions: 10 → 12" in line[4] for line in lines
        )
        assert any(
            line[3] == f"changed exam {school['sat']}" and "sittings: 1 → 2" in line[4] for line in lines
        )
        assert not any(line[3] == f"changed trainee {ids['Ben']}" for line in lines)
    finally:
        window.close()
        station.close()
        station.store.close()


def test_a_station_login_can_neither_move_a_trainee_nor_edit_an_exam(school):
    url = str(school["url"])
    ids: dict[str, int] = school["ids"]  # type: ignore[assignment]
    classes: dict[str, int] = school["classes"]  # type: ignore[assignment]
    station_url = login(url, STATION_ROLE, STATION_PW)
    with Store(station_url, station="desk_9") as desk:
        with pytest.raises(StoreError, match=r"permission denied for table (classes|trainees)"):
            desk.classes.move(ids["Anna"], classes["Evening"])
        with pytest.raises(StoreError, match="permission denied for table exams"):
            desk.exams.edit(int(school["exam"]), questions=1)  # type: ignore[call-overload]
    # Straight SQL, as a tampered station would send it.
    engine = create_engine(station_url)
    try:
        for statement in (
            f"UPDATE trainees SET class_id = {classes['Evening']} WHERE id = {ids['Anna']}",
            f"UPDATE exams SET questions = 1, closes_at = NULL WHERE id = {school['exam']}",
            f"UPDATE exams SET withdrawn_at = now() WHERE id = {school['exam']}",
        ):
            with engine.begin() as connection, pytest.raises(ProgrammingError, match="permission denied"):
                connection.execute(text(statement))
    finally:
        engine.dispose()
    with Store(url) as owner:
        assert owner.roster.get(ids["Anna"]).class_id == classes["Class 1"]
        exam = owner.exams.get(int(school["exam"]))  # type: ignore[call-overload]
        assert (exam.questions, exam.withdrawn_at) == (10, None)


def test_the_server_keeps_a_sat_exams_questions_whoever_asks(school):
    """Even the instructor's own login, bypassing the window: PostgreSQL's trigger refuses."""
    url = str(school["url"])
    mara = login(url, str(school["mara"]), MARA_PW)
    with Store(mara, station="desk_9") as instructor:
        assert [c.name for c in instructor.classes.seen()] == ["Class 1", "Late"]
        assert [c.name for c in instructor.classes.classes()] == ["Class 1", "Late", "Evening"]
        with pytest.raises(ExamSatError):
            instructor.exams.edit(int(school["sat"]), questions=40)  # type: ignore[call-overload]
        # Another instructor's class is out of reach: Dora cannot be moved into Mara's class.
        with pytest.raises(StoreError):
            instructor.classes.move(int(school["ids"]["Dora"]), int(school["classes"]["Late"]))  # type: ignore[index]
    with Store(url) as owner:
        assert owner.exams.get(int(school["sat"])).questions == 4  # type: ignore[call-overload]
        assert owner.roster.get(school["ids"]["Dora"]).class_id == school["classes"]["Evening"]  # type: ignore[index]
