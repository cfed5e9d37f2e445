"""The exam's PDF report: every sitting, whatever its state (one word each: open, finished, left early,
interrupted), with its score, result and time, an average that says it counts finished sittings,
and the score skill by skill, in English and German."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from pdf_tools import pdf_text

from croupier.reports import exam_report
from croupier.store import Store
from croupier.store.records import SkillScore
from croupier.store.writes import new_uuid

TAKEN = datetime(2025, 3, 10, 9, 0, tzinfo=UTC)
WORDS = {
    "en": (
        "Exam report",
        "Passed",
        "Not passed",
        "left early",
        "17 / 20 (85%)",
        "Score by skill",
        "Pot size",
        "Average score of finished sittings",
        "Sittings: 1 open, 2 finished, 1 left early.",
    ),
    "de": (
        "Prüfungsbericht",
        "Bestanden",
        "Nicht bestanden",
        "vorzeitig verlassen",
        "17 / 20 (85 %)",
        "Ergebnis nach Fertigkeit",
        "Potgröße",
        "Durchschnitt der beendeten Versuche",
        "Versuche: 1 offen, 2 beendet, 1 vorzeitig verlassen.",
    ),
}


@pytest.fixture
def store(tmp_path):
    with Store(f"sqlite:///{tmp_path / 'progress.sqlite3'}") as opened:
        yield opened


def test_every_sitting_is_in_the_exam_report(language, store, tmp_path):
    exam = store.exams.create("Stud I", ["bring_in", "pot_size"], 20, 0.8, variants=["F7S"], time_limit=900)
    anna, ben = store.roster.add("Anna Müller"), store.roster.add("Ben")
    passed = store.exams.record_result(
        exam.id,
        anna.id,
        17,
        20,
        taken_at=TAKEN,
        seconds=640,
        breakdown=[SkillScore("bring_in", 10, 9), SkillScore("pot_size", 10, 8)],
    )
    store.exams.record_result(exam.id, ben.id, 9, 20, taken_at=TAKEN + timedelta(hours=1), seconds=300)
    store.exams.record_result(exam.id, ben.id, 3, 20, taken_at=TAKEN + timedelta(days=1), abandoned=True)
    cleo = store.roster.add("Cleo")
    store.sittings.start(exam.id, session_uuid=new_uuid(), station="desk", deal={}, trainee_id=cleo.id)
    path = tmp_path / "exam.pdf"
    pages = exam_report(store, exam.id, path, locale=language.locale, tz=UTC, now=TAKEN)
    assert pages == 2
    # A cell's text may wrap; the report's fonts join "fi" and "ff" into one glyph.
    text = " ".join(pdf_text(path).replace("ﬁ", "fi").replace("ﬀ", "ff").split())
    title, yes, no, left, score, by_skill, skill, average, states = WORDS[language.language.value]
    assert passed.certificate is None  # sealed by nobody
    for wanted in (title, "Stud I", "Anna Müller", "Ben", "Cleo", yes, no, left, score, by_skill, skill):
        assert wanted in text, wanted
    assert average in text
    assert states in text
    assert "R3.2, R3.3" in text  # each skill's rules beside it
    assert "R12.2" in text
    assert "10:40 min" in text  # Anna's time taken
    assert "15:00 min" in text  # the time allowed


def test_an_exam_nobody_has_sat(language, store, tmp_path):
    exam = store.exams.create("Razz", ["odd_chip"], 5, 0.6)
    path = tmp_path / "razz.pdf"
    assert exam_report(store, exam.id, path, locale=language.locale, tz=UTC) == 2
    nobody = {"en": "Nobody has sat this exam yet.", "de": "Diese Prüfung hat noch niemand abgelegt."}
    assert nobody[language.language.value] in pdf_text(path)
