"""The PDF reports: real PDF files with the expected pages, names, skill titles and locale numbers."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtPdf import QPdfDocument

from croupier.reports import ReportError, class_report, trainee_report
from croupier.store import NewAttempt, Store

START = datetime(2025, 3, 3, 9, 0, tzinfo=UTC)
NOW = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
ENGLISH = QLocale("en_US")
GERMAN = QLocale("de_DE")


def _answers(store: Store, trainee_id: int, skill: str, results: list[tuple[bool, float]], day: int) -> None:
    for number, (correct, seconds) in enumerate(results):
        store.record_attempt(
            NewAttempt(
                trainee_id=trainee_id,
                skill=skill,
                question=f"{skill} {number}",
                answer="x",
                correct=correct,
                seconds=seconds,
                mode="practice",
                answered_at=START + timedelta(days=day, minutes=number),
            )
        )


@pytest.fixture
def store(tmp_path):
    store = Store(f"sqlite:///{tmp_path / 'progress.sqlite3'}")
    yield store
    store.close()


@pytest.fixture
def ids(store) -> dict[str, int]:
    anna = store.roster.add("Anna Müller")
    ben = store.roster.add("Ben")
    _answers(store, anna.id, "bring_in", [(True, 2.0), (False, 6.0), (True, 4.0)], day=0)
    _answers(store, anna.id, "pot_size", [(True, 5.0)], day=1)
    _answers(store, ben.id, "bring_in", [(True, 1.0), (False, 2.0), (False, 3.0), (False, 9.0)], day=1)
    exam = store.exams.create("Stud I", ["bring_in"], 20, 0.8)
    store.exams.record_result(exam.id, anna.id, 17, 20, taken_at=NOW)
    store.assignments.assign("Openers", ["bring_in"], 10)
    return {"Anna": anna.id, "Ben": ben.id}


def _document(path: Path) -> QPdfDocument:
    document = QPdfDocument(None)
    assert document.load(str(path)) == QPdfDocument.Error.None_
    return document


def _texts(path: Path) -> list[str]:
    document = _document(path)
    # Text extraction may give a no-break space as a plain one.
    return [document.getAllText(page).text().replace("\u00a0", " ") for page in range(document.pageCount())]


def _page_objects(path: Path) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", path.read_bytes()))


def test_the_trainee_report_has_a_title_page_tables_and_charts(qapp, store, ids, tmp_path):
    path = tmp_path / "anna.pdf"
    pages = trainee_report(store, ids["Anna"], path, locale=ENGLISH, tz=UTC, now=NOW)
    assert path.read_bytes().startswith(b"%PDF")
    assert pages == 3
    assert _document(path).pageCount() == 3
    assert _page_objects(path) == 3
    title, skills, trend = _texts(path)
    assert "Progress report" in title
    assert "Anna Müller" in title
    assert "Page 1 of 3" in title
    assert "75%" in title  # 3 of 4 right
    for text in ("Accuracy and pace by skill", "Bring-in", "Pot size", "67%", "4.0 s", "Accuracy per skill"):
        assert text in skills
    # Each skill beside the rules it is about (the rulebook's numbers), and the skill to practise next.
    assert "Rules" in skills
    assert "R3.2, R3.3" in skills  # bring-in
    assert "R12.2" in skills  # pot size
    assert "rules R" in " ".join(title.split())
    for text in ("Accuracy by day", "3/3", "3/4", "Stud I", "17 / 20 (85%)", "Passed", "Openers"):
        assert text in trend


def test_the_class_report_covers_trainees_skills_trend_and_exams(qapp, store, ids, tmp_path):
    path = tmp_path / "class.pdf"
    pages = class_report(store, path, locale=ENGLISH, tz=UTC, now=NOW)
    assert pages == 4
    assert _document(path).pageCount() == 4
    assert _page_objects(path) == 4
    title, trainees, skills, trend = _texts(path)
    assert "Class report" in title
    assert "Page 4 of 4" in trend
    assert "Anna Müller" in trainees
    assert "Ben" in trainees
    assert "Bring-in" in skills
    assert "R3.2, R3.3" in skills  # the skill's rules beside it
    assert "Class accuracy per skill" in skills
    assert "43%" in skills  # bring-in over the class: 3 of 7
    assert "Stud I" in trend
    assert "Anna Müller" in trend
    assert "Course progress" in trend
    assert "No lessons taken yet." in trend


def test_the_class_report_shows_each_trainees_course(qapp, store, ids, tmp_path):
    for lesson, passed in (("first_deal", True), ("bring_in", False), ("bring_in", True)):
        store.lessons.record(ids["Anna"], "F7S", lesson, 5 if passed else 2, 5, passed=passed)
    store.lessons.record(ids["Ben"], "FR", "first_deal", 1, 5, passed=False)
    path = tmp_path / "class.pdf"
    class_report(store, path, locale=ENGLISH, tz=UTC, now=NOW)
    text = " ".join(" ".join(_texts(path)).split())
    assert "Course progress" in text
    assert "Anna Müller Seven Card Stud 2 of 11 Who acts first" in text
    assert "Ben Razz 0 of 11 Before the deal, and the first deal" in text


def test_numbers_and_dates_follow_the_locale(qapp, store, ids, tmp_path):
    path = tmp_path / "anna_de.pdf"
    trainee_report(store, ids["Anna"], path, locale=GERMAN, tz=UTC, now=NOW)
    title, skills, trend = _texts(path)
    assert "75 %" in title
    assert "4,0 s" in skills
    assert "03.03 04.03" in trend  # the chart's days, German style
    assert "10.03.25" in title  # the footer's date


def test_a_trainee_without_answers_still_gets_a_report(qapp, store, tmp_path):
    newcomer = store.roster.add("Cleo")
    path = tmp_path / "cleo.pdf"
    assert trainee_report(store, newcomer.id, path, locale=ENGLISH, now=NOW) == 3
    assert "No answers yet." in _texts(path)[1]


def test_a_long_roster_runs_over_pages_with_the_header_repeated(qapp, store, tmp_path):
    for number in range(70):
        trainee = store.roster.add(f"Trainee {number:02d}")
        _answers(store, trainee.id, "bring_in", [(number % 3 == 0, 3.0)], day=0)
    path = tmp_path / "big.pdf"
    pages = class_report(store, path, locale=ENGLISH, now=NOW)
    texts = _texts(path)
    assert pages == len(texts) > 4
    continued = [text for text in texts if "Trainee 69" in text or "Trainee 35" in text]
    assert all("Weakest skill" in text for text in continued)
    assert f"Page {pages} of {pages}" in texts[-1]


def test_a_report_that_cannot_be_written_raises_report_error(qapp, store, ids, tmp_path):
    with pytest.raises(ReportError, match="no-such-folder"):
        class_report(store, tmp_path / "no-such-folder" / "class.pdf", now=NOW)
