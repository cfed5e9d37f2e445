"""One practical sitting carried through the real window on a real PostgreSQL server (a cluster of
this module's own), on a station, with the instructor's own login (not the administrator's, not the
shared instructor login): Mara gives her class a rubric of its own (only her classes are offered;
a class taken from her meanwhile is refused in words), scores a five-hand practical for Anna (two
hands with the cards and actions typed and the engine's hints checked, three with marks only, a
critical error failing one), saves it; the gradebook shows the practical and the
combined grade by the class's rubric; the seal issues Anna's certificate naming both parts, the
window verifies it, the gradebook prints it again and ``croupier school verify`` accepts the PDF."""

from __future__ import annotations

import json
import uuid
from datetime import UTC, datetime

import pytest
from PySide6.QtCore import Qt
from readback import table_texts
from school_windows import folder_station, login, shown_window, unlocked_instructor
from test_instructor_helpers import FakeDialogs

from croupier.drills import DrillSettings
from croupier.drills.answers import answer_json
from croupier.drills.grading import grade, solve
from croupier.drills.regrade import deal_from_json, deal_json
from croupier.drills.session import exam_questions, question_record
from croupier.i18n import format_percent
from croupier.practical.rubric import Critical, Rubric
from croupier.reports.certificate import certificate_texts
from croupier.store import Exam, Store
from croupier.store.roles import STATION_ROLE, init_school
from croupier.store.writes import AnswerGiven, ExamFinished, Write, new_uuid

pytestmark = pytest.mark.qt_log_ignore(
    r"This plugin does not support (propagateSizeHints\(\)|raise\(\)|grabbing the keyboard)"
)
STATION_PW = "station-pw-38"
INSTRUCTOR_PW = "instructor-pw-38"
MARA_PW = "maras-own-password-38"
PASSPHRASE = "the school's own seal, 38"
LEFT = Qt.MouseButton.LeftButton


def _sit(store: Store, trainee: int, exam: Exam) -> None:
    """``trainee`` sits ``exam`` to the end, every answer right, as a station's writes would."""
    session_uuid = new_uuid()
    deal = deal_json(DrillSettings())
    started = store.sittings.start(
        exam.id, session_uuid=session_uuid, station="desk", deal=deal, trainee_id=trainee
    )
    writes: list[Write] = []
    questions = exam_questions(exam.skills, exam.questions, started.seed, deal_from_json(deal))
    for question in questions:
        answer = solve(question).expected
        writes.append(
            AnswerGiven(
                new_uuid(),
                trainee,
                skill=question.skill,
                question=question_record(question),
                answer=json.dumps(answer_json(answer)),
                correct=grade(question, answer).correct,
                seconds=1.0,
                mode="exam",
                answered_at=datetime.now(UTC),
                session_uuid=session_uuid,
            )
        )
    writes.append(
        ExamFinished(
            new_uuid(),
            exam.id,
            trainee,
            0,
            exam.questions,
            False,
            datetime.now(UTC),
            session_uuid=session_uuid,
        )
    )
    store.apply(writes)


@pytest.fixture
def school(own_database: str) -> dict[str, object]:
    """Mara teaches Class 1 with a login of her own; Anna (in it) has passed the written exam
    (4 of 4), not sealed yet; Ben is in another class."""
    init_school(own_database, station_password=STATION_PW, instructor_password=INSTRUCTOR_PW)
    mara = f"mara_{uuid.uuid4().hex[:6]}"
    with Store(own_database, station="office") as owner:
        owner.logins.add_instructor(mara, MARA_PW)
        owner.classes.set_instructors(1, [mara])
        evening = owner.classes.add("Evening")
        anna = owner.roster.add("Anna Schmidt")
        owner.roster.add("Ben Keller", class_id=evening.id)
        exam = owner.exams.create("Stud I", ["bring_in"], 4, 0.5)
        _sit(owner, anna.id, exam)
    return {"url": own_database, "mara": mara, "anna": anna, "evening": evening}


def _key(qtbot, tab, key) -> None:
    qtbot.keyClick(tab.sheet_view.tree, key)


def _type(qtbot, tab, text: str) -> None:
    entry = tab.assistant_view.entry
    entry.setFocus()
    qtbot.keyClicks(entry, text)
    qtbot.keyClick(entry, Qt.Key.Key_Return)
    assert not tab.assistant_view.problem.text(), tab.assistant_view.problem.text()


def _all_right(qtbot, tab) -> None:
    while tab.sheet_view.sheet.current is not None:
        _key(qtbot, tab, Qt.Key.Key_Return)


def test_an_instructor_scores_a_practical_on_the_school_server_and_certifies_both_parts(
    qtbot, school, tmp_path, translations, settings, capsys
):
    url, mara = str(school["url"]), str(school["mara"])
    anna = school["anna"]
    dialogs = FakeDialogs(confirmed=True, save_path=str(tmp_path / "certificate.pdf"))
    store = Store(login(url, STATION_ROLE, STATION_PW), station="desk_38")
    station = folder_station(store, tmp_path / "desk")
    window = shown_window(qtbot, translations, settings, station, dialogs)
    try:
        page = unlocked_instructor(qtbot, window, MARA_PW, login=mara)

        page.tabs.setCurrentWidget(page.practical_page)
        tab = page.practical_page
        form = tab.setup_form
        # Mara sees her class's trainees only, and gives her class a rubric of its own.
        assert [form.trainee_box.itemText(i) for i in range(form.trainee_box.count())] == ["Anna Schmidt"]
        form.rubric_for.setCurrentIndex(form.rubric_for.findText("Class 1"))
        dialog = form.edit_rubric()
        qtbot.waitUntil(dialog.isVisible)
        dialog.practical_share.setValue(60)
        dialog.practical_pass.setValue(60)
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        assert form.message.message() == "The rubric is saved for Class 1."
        assert "Rubric (Class 1's own)" in form.rubric_line.text()
        # Only the classes she manages are offered: not the Evening class.
        assert [form.rubric_for.itemText(i) for i in range(form.rubric_for.count())] == [
            "the school (classes without their own)",
            "Class 1",
        ]
        # The administrator gives Class 1 to someone else meanwhile: her next change is refused by
        # the server, and the tab says so in words.
        with Store(url) as owner:
            owner.classes.set_instructors(1, ["someone_else"])
            owner.classes.set_instructors(school["evening"].id, [mara])  # type: ignore[attr-defined]
        dialog = form.edit_rubric()
        qtbot.waitUntil(dialog.isVisible)
        dialog.practical_share.setValue(10)
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        assert form.message.message() == (
            "The rubric was not saved: Class 1 is not one of your classes, and only its instructors may "
            "change its rubric."
        )
        with Store(url) as owner:
            owner.classes.set_instructors(school["evening"].id, [])  # type: ignore[attr-defined]
            owner.classes.set_instructors(1, [mara])
        page.tabs.setCurrentWidget(page.roster_page)
        page.tabs.setCurrentWidget(tab)  # read again when shown

        # A five-hand practical: hands 1 and 2 with the upcards and actions typed (the engine's
        # hints checked), hands 3 to 5 marks only; hand 4's pot goes to the wrong player (critical).
        form.trainee_box.setCurrentIndex(form.trainee_box.findText("Anna Schmidt"))
        form.game_box.setCurrentIndex(form.game_box.findData("F7S"))
        form.players.setValue(3)
        form.hands.setValue(5)
        assert form.assisted.isChecked()
        qtbot.mouseClick(form.start_button, LEFT)
        assistant = tab.assistant_view
        assert tab.header.text().startswith("Hand 1 of 5 · Anna Schmidt · Seven Card Stud, 3 players")
        _type(qtbot, tab, "Kd 7s 2c")
        advice = assistant.advice.text()
        assert "Bring-in: seat 3" in advice
        assert "Seat 3 may: bring in for 10, complete to 20" in advice
        for action in ("i", "c 10", "f"):
            _type(qtbot, tab, action)
        _type(qtbot, tab, "Kh 3c")
        advice = assistant.advice.text()
        assert "Pair of kings" in advice
        assert "bet 40" in advice  # the open pair allows the big bet
        _type(qtbot, tab, "b 40")
        _type(qtbot, tab, "f")
        assert "The hand is over" in assistant.need.text()
        tab.sheet_view.folded()
        tab.sheet_view.sheet.go_to("shuffle")
        _all_right(qtbot, tab)
        _key(qtbot, tab, Qt.Key.Key_E)
        # Hand 2: the bring-in called wrong (W, then the reason).
        _type(qtbot, tab, "Ah 9c 3d")
        for _ in range(4):  # shuffle, antes, cut, the deal
            _key(qtbot, tab, Qt.Key.Key_Return)
        assert tab.sheet_view.sheet.current.key == "bring_in"
        _key(qtbot, tab, Qt.Key.Key_W)
        menu = tab.sheet_view.reason_menu
        menu.actions()[1].trigger()  # the wrong announcement
        menu.close()
        _key(qtbot, tab, Qt.Key.Key_F)
        _all_right(qtbot, tab)
        _key(qtbot, tab, Qt.Key.Key_E)
        qtbot.mouseClick(tab.assist_box, LEFT)  # the engine off from hand 3 on
        for number in (3, 4, 5):
            assert tab.header.text().startswith(f"Hand {number} of 5 · Anna Schmidt")
            if number == 4:
                tab.sheet_view.sheet.go_to("push_pot")
                _key(qtbot, tab, Qt.Key.Key_C)
                menu = tab.sheet_view.reason_menu
                menu.actions()[0].trigger()
                menu.close()
                assert tab.sheet_view.sheet.marked("push_pot").critical is Critical.WRONG_POT
                tab.sheet_view.sheet.go_to("shuffle")
            _all_right(qtbot, tab)
            _key(qtbot, tab, Qt.Key.Key_E)
        result = tab.result_view
        assert tab.stack.currentWidget() is result
        assert result.hands.item(3, 4).text() == "Failed: Wrong pot awarded"
        # Under 80 % (the school's pass mark) but over her class's 60 %: passed.
        assert "Anna Schmidt: practical" in result.headline.text()
        assert "not passed" not in result.headline.text()
        qtbot.mouseClick(result.save_button, LEFT)
        assert "Saved in" in result.saved.text(), result.saved.text()

        with Store(url) as owner:  # read back as the administrator: stored with Mara's class's rubric
            (sitting,) = owner.practicals.for_trainee(anna.id)  # type: ignore[attr-defined]
            class_rubric = Rubric.from_json(owner.practicals.class_rubrics()[1])
            assert (class_rubric.practical_weight, class_rubric.practical_pass) == (0.6, 0.6)
            assert owner.practicals.class_rubrics().keys() == {1}  # the Evening class kept none
            assert Rubric.from_json(sitting.rubric) == class_rubric
            assert sitting.passed
            assert [hand.failed for hand in sitting.hands] == [False, False, False, True, False]
            assert "Kd" in (sitting.hands[0].history or "")  # the typed hands kept as PHH
            assert [hand.history for hand in sitting.hands[2:]] == [None, None, None]
            practical = sitting.score
            assert class_rubric.practical_pass <= practical < Rubric().practical_pass

        # The gradebook: practical, written 100 %, combined by the class's 60/40.
        page.tabs.setCurrentWidget(page.gradebook_page)
        book = page.gradebook_page
        (row,) = table_texts(book.table)
        headers = [book.table.horizontalHeaderItem(i).text() for i in range(book.table.columnCount())]
        cells = dict(zip(headers, row, strict=True))
        combined = 0.6 * practical + 0.4 * 1.0
        assert cells["Practical"] == format_percent(practical)
        assert cells["Written"] == "100%"
        assert cells["Combined"] == f"{format_percent(combined)} passed"
        assert cells["Certificates"] == "none"
        assert book.table.item(0, headers.index("Combined")).toolTip() == (
            "By Class 1's own rubric: practical 60%, written 40%; passed at 60% and 80%."
        )

        # The seal issues the certificate of the pass; it names both parts, and verifies.
        page.tabs.setCurrentWidget(page.exam_page)
        exams = page.exam_page
        qtbot.keyClicks(exams.seal.seal_field, PASSPHRASE)
        qtbot.mouseClick(exams.seal.seal_button, LEFT)
        assert exams.seal.seal_open
        with Store(url) as owner:
            (written,) = owner.exams.results(trainee_id=anna.id)  # type: ignore[attr-defined]
        code = written.certificate
        assert code is not None
        exams.seal.verify_field.setText(code)
        verdict = exams.seal.verify_certificate()
        assert verdict is not None
        assert verdict.valid
        shown = exams.seal.verify_result.text()
        assert shown.startswith(f"✓ {code}: Anna Schmidt passed “Stud I” with 4 of 4"), shown
        assert f"({mara})" in shown  # sealed with her own login
        assert f"Practical exam: {format_percent(practical)}, passed." in shown
        parts = {part["kind"]: part for part in verdict.payload["parts"]}  # type: ignore[index]
        assert parts.keys() == {"quiz", "practical"}
        assert parts["practical"]["score"] == pytest.approx(practical, abs=1e-4)
        assert "Practical exam:" in certificate_texts(verdict.payload).score  # type: ignore[arg-type]

        # Printed again from the gradebook: the certificate as issued, checked from its PDF alone.
        page.tabs.setCurrentWidget(page.gradebook_page)
        assert book.table.item(0, headers.index("Certificates")).text() == code
        book.table.selectRow(0)
        pdf = book.print_certificate()
        assert pdf is not None
        assert pdf.is_file()
        fingerprint = verdict.fingerprint
        assert fingerprint is not None
    finally:
        window.close()
        station.close()
        store.close()
    from croupier.cli import main  # noqa: PLC0415

    assert (
        main(["school", "verify", "--pdf", str(pdf), "--fingerprint", fingerprint[:16], "--lang", "en"]) == 0
    )
    out = capsys.readouterr().out
    assert f"Certificate {code} is valid:" in out
    assert "Anna Schmidt" in out
