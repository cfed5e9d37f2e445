"""The certificate of a passed exam: one landscape page naming the trainee, the exam, the score and
the verification code, in English and German; refused for a sitting that did not pass."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from pdf_tools import pdf_png, pdf_text
from PySide6.QtGui import QImage

from croupier.reports import ReportError
from croupier.reports.certificate import NotPassedError, certificate_texts, write_certificate
from croupier.store import Store
from croupier.store.school import SchoolSettings

TAKEN = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
SCHOOL = SchoolSettings("Croupierschule Baden-Baden", "Maria Schmidt")
EXPECTED = {
    "en": ("Certificate", "Score: 17 of 20 (85%) · pass mark 80%", "10 March 2025", "Pot size", "Date"),
    "de": (
        "Zertifikat",
        "Ergebnis: 17 von 20 (85 %) · Bestehensgrenze 80 %",
        "10. März 2025",
        "Potgröße",
        "Datum",
    ),
}


@pytest.fixture
def store(tmp_path: Path):
    with Store(f"sqlite:///{tmp_path / 'progress.sqlite3'}") as opened:
        yield opened


@pytest.fixture
def sitting(store: Store):
    anna = store.roster.add("Anna Müller")
    exam = store.exams.create("Stud I", ["bring_in", "pot_size"], 20, 0.8, variants=["F7S", "FR"])
    result = store.exams.record_result(exam.id, anna.id, 17, 20, taken_at=TAKEN, seconds=600)
    return result, exam, anna


def test_the_certificate_names_the_trainee_exam_score_and_code(language, sitting, tmp_path):
    result, exam, anna = sitting
    lang = language.language.value
    path = write_certificate(
        tmp_path / f"certificate-{lang}.pdf",
        result=result,
        exam=exam,
        trainee=anna,
        school=SCHOOL,
        locale=language.locale,
        tz=UTC,
    )
    assert path.read_bytes().startswith(b"%PDF")
    text = pdf_text(path)
    title, score, date, skill, date_label = EXPECTED[lang]
    assert result.certificate is not None
    for wanted in (
        title,
        "Anna Müller",
        "Stud I",
        score,
        date,
        skill,
        date_label,
        "Seven Card Stud",
        "Razz",
        "Croupierschule Baden-Baden",
        "Maria Schmidt",
        result.certificate,
        f"croupier school verify {result.certificate}",
    ):
        assert wanted in text, (wanted, text)
    assert "Hi-Lo" not in text  # the exam deals two games only
    assert "\f" not in text.rstrip("\f")  # one page
    picture = QImage(str(pdf_png(path, tmp_path / f"certificate-{lang}")))
    assert picture.width() > picture.height()  # landscape


def test_german_wraps_the_exam_in_one_sentence(language, sitting):
    result, exam, anna = sitting
    texts = certificate_texts(result, exam, anna, SCHOOL, locale=language.locale)
    if language.language.value == "de":
        assert (texts.passed_before, texts.exam, texts.passed_after) == (
            "die Prüfung",
            "Stud I",
            "bestanden hat.",
        )
    else:
        assert (texts.passed_before, texts.exam, texts.passed_after) == ("has passed the exam", "Stud I", "")


def test_an_exam_for_every_game_and_a_school_without_names(qapp, store, tmp_path):
    ben = store.roster.add("Ben")
    exam = store.exams.create("Razz", ["odd_chip"], 5, 0.6)
    result = store.exams.record_result(exam.id, ben.id, 5, 5, taken_at=TAKEN)
    texts = certificate_texts(result, exam, ben, SchoolSettings())
    assert texts.games == "Games: Seven Card Stud · Seven Card Stud Hi-Lo · Razz"
    assert texts.school == "Croupier training"
    assert texts.instructor == ""
    path = write_certificate(
        tmp_path / "ben.pdf", result=result, exam=exam, trainee=ben, school=SchoolSettings()
    )
    assert "Ben" in pdf_text(path)


def test_a_sitting_that_did_not_pass_has_no_certificate(qapp, store, sitting, tmp_path):
    _, exam, anna = sitting
    failed = store.exams.record_result(exam.id, anna.id, 15, 20, taken_at=TAKEN)
    abandoned = store.exams.record_result(exam.id, anna.id, 20, 20, taken_at=TAKEN, abandoned=True)
    for result in (failed, abandoned):
        with pytest.raises(NotPassedError, match="did not pass"):
            write_certificate(tmp_path / "no.pdf", result=result, exam=exam, trainee=anna, school=SCHOOL)
    assert not (tmp_path / "no.pdf").exists()


def test_a_certificate_is_for_its_own_trainee_and_exam(qapp, store, sitting, tmp_path):
    result, exam, anna = sitting
    ben = store.roster.add("Ben")
    other = store.exams.create("Razz", ["odd_chip"], 5, 0.6)
    with pytest.raises(NotPassedError, match="trainee"):
        write_certificate(tmp_path / "x.pdf", result=result, exam=exam, trainee=ben, school=SCHOOL)
    with pytest.raises(NotPassedError, match="exam"):
        write_certificate(tmp_path / "x.pdf", result=result, exam=other, trainee=anna, school=SCHOOL)


def test_a_certificate_that_cannot_be_written_raises_report_error(qapp, sitting, tmp_path):
    result, exam, anna = sitting
    with pytest.raises(ReportError, match="missing"):
        write_certificate(
            tmp_path / "missing" / "c.pdf", result=result, exam=exam, trainee=anna, school=SCHOOL
        )
