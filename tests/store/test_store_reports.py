"""CSV reports: the right figures, every answer in words, every exam sitting with its score per skill,
and no formulas smuggled into a spreadsheet through names."""

from __future__ import annotations

import csv
import io
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from croupier.store import CsvWords, NewAttempt, Store, class_csv, exam_csv, safe_cell, trainee_csv, write_csv
from croupier.store.records import SkillScore
from croupier.store.writes import new_uuid

WHEN = datetime(2026, 3, 2, 9, 15, 30, tzinfo=UTC)


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_cells_that_a_spreadsheet_would_run_get_a_quote(start: str) -> None:
    assert safe_cell(start + "SUM(A1:A9)") == "'" + start + "SUM(A1:A9)"


@pytest.mark.parametrize("text", ["Anna", "1+1", " =x", "", "'=already quoted", "Zoë"])
def test_other_cells_are_left_as_they_are(text: str) -> None:
    assert safe_cell(text) == text


def test_numbers_are_never_quoted() -> None:
    assert safe_cell(-3) == -3
    assert safe_cell(2.5) == 2.5
    assert safe_cell(None) is None


def rows(text: str, delimiter: str = ",") -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))


def test_a_trainees_report_lists_every_answer_safely(store: Store) -> None:
    evil = store.roster.add("=cmd|' /C calc'!A0").id
    session = store.start_session(evil, "practice").id
    store.record_attempt(
        NewAttempt(
            trainee_id=evil,
            skill="pot",
            question="-2+3",
            answer="@SUM(1,2)",
            correct=True,
            seconds=1.234,
            mode="practice",
            answered_at=WHEN,
            session_id=session,
        )
    )
    store.record_attempt(
        NewAttempt(
            trainee_id=evil,
            skill="bring-in",
            question='Who, "exactly"?\nSeat 3?',
            answer="\tseat 3",
            correct=False,
            seconds=4,
            mode="exam",
            answered_at=WHEN,
        )
    )
    table = rows(trainee_csv(store, evil, tz=UTC))
    assert table[0] == [
        "trainee",
        "answered at",
        "session",
        "mode",
        "skill",
        "question",
        "answer",
        "right answer",
        "correct",
        "seconds",
    ]
    # Answers recorded without words keep their codes, and have no right answer to show.
    assert table[1] == [
        "'=cmd|' /C calc'!A0",
        "2026-03-02T09:15:30+00:00",
        str(session),
        "practice",
        "pot",
        "'-2+3",
        "'@SUM(1,2)",
        "",
        "yes",
        "1.23",
    ]
    assert table[2] == [
        "'=cmd|' /C calc'!A0",
        "2026-03-02T09:15:30+00:00",
        "",
        "exam",
        "bring-in",
        'Who, "exactly"?\nSeat 3?',
        "'\tseat 3",
        "",
        "no",
        "4.0",
    ]
    assert len(table) == 3
    for row in table[1:]:
        assert not any(cell.startswith(("=", "+", "-", "@", "\t", "\r")) for cell in row)


GERMAN = CsvWords(
    headings={"trainee": "Auszubildende", "skill": "Fertigkeit", "{skill}: correct": "{skill}: richtig"},
    skill=lambda code: {"bring_in": "Bring-in", "pot_size": "Pot"}.get(code, code),
    mode=lambda code: {"practice": "Üben"}.get(code, code),
    yes="ja",
    no="nein",
    state=lambda state: {"left early": "vorzeitig beendet", "finished": "beendet"}.get(state, state),
)


def test_a_trainees_report_gives_each_answer_in_the_words_shown(store: Store) -> None:
    anna = store.roster.add("Anna").id
    session = store.start_session(anna, "practice").id
    store.record_attempt(
        NewAttempt(
            trainee_id=anna,
            skill="bring_in",
            question='{"kind": "bring_in", "seed": 4}',
            answer="2",
            correct=False,
            seconds=3.5,
            mode="practice",
            answered_at=WHEN,
            session_id=session,
            words={
                "lang": "de",
                "question": "Razz · Third Street: Wer bringt ein?",
                "answer": "Platz 2",
                "expected": "Platz 3",
            },
        )
    )
    header, row = rows(trainee_csv(store, anna, tz=UTC, words=GERMAN))
    assert header[:5] == ["Auszubildende", "answered at", "session", "mode", "Fertigkeit"]
    assert row == [
        "Anna",
        "2026-03-02T09:15:30+00:00",
        str(session),
        "Üben",
        "Bring-in",
        "Razz · Third Street: Wer bringt ein?",
        "Platz 2",
        "Platz 3",
        "nein",
        "3.5",
    ]


def test_an_exams_report_has_a_row_per_sitting_with_the_score_per_skill(store: Store) -> None:
    anna = store.roster.add("Anna").id
    ben = store.roster.add("=Ben").id
    exam = store.exams.create("Stud I", ["bring_in", "pot_size"], 10, 0.8, sittings=2)
    other = store.exams.create("Razz", ["bring_in"], 5, 0.6)
    store.exams.record_result(other.id, anna, 5, 5, taken_at=WHEN)
    store.exams.record_result(
        exam.id,
        ben,
        4,
        10,
        taken_at=WHEN,
        seconds=301.26,
        abandoned=True,
        breakdown=[SkillScore("bring_in", 4, 3), SkillScore("pot_size", 2, 1)],
    )
    passed = store.exams.record_result(
        exam.id,
        anna,
        9,
        10,
        taken_at=WHEN.replace(hour=11),
        seconds=420,
        breakdown=[
            SkillScore("bring_in", 5, 5),
            SkillScore("pot_size", 4, 3),
            SkillScore("burn_count", 1, 1),
        ],
    )
    # A sitting under way whose station is no longer heard of: interrupted, no score.
    store.sittings.set_timeout(1)
    store.sittings.start(exam.id, session_uuid=new_uuid(), station="desk", deal={}, trainee_id=ben)
    time.sleep(1.2)
    table = rows(exam_csv(store, exam.id, tz=UTC, words=GERMAN))
    assert table[0] == [
        "Auszubildende",
        "taken at",
        "correct",
        "questions",
        "score %",
        "passed",
        "sitting",
        "seconds",
        "certificate",
        "Bring-in: richtig",
        "Bring-in: asked",
        "Pot: richtig",
        "Pot: asked",
        "burn_count: richtig",
        "burn_count: asked",
    ]
    assert table[1] == [
        "'=Ben",
        "2026-03-02T09:15:30+00:00",
        "4",
        "10",
        "40.0",
        "nein",
        "vorzeitig beendet",
        "301.3",
        "",
        "3",
        "4",
        "1",
        "2",
        "",
        "",
    ]
    assert passed.certificate is None  # a result of no sitting is sealed by nobody
    assert table[2] == [
        "Anna",
        "2026-03-02T11:15:30+00:00",
        "9",
        "10",
        "90.0",
        "ja",
        "beendet",
        "420.0",
        "",
        "5",
        "5",
        "3",
        "4",
        "1",
        "1",
    ]
    assert table[3][:7] == ["'=Ben", table[3][1], "", "10", "", "", "interrupted"]
    assert table[3][7:] == [""] * 8
    assert len(table) == 4  # the other exam's sitting is not here


def test_numbers_may_have_a_decimal_comma(store: Store) -> None:
    anna = store.roster.add("Anna").id
    store.record_attempt(
        NewAttempt(
            trainee_id=anna,
            skill="pot",
            question="q",
            answer="a",
            correct=True,
            seconds=1.25,
            mode="practice",
        )
    )
    text = trainee_csv(store, anna, delimiter=";", words=CsvWords(decimal=","))
    assert rows(text, ";")[1][-1] == "1,25"
    assert rows(class_csv(store, delimiter=";", words=CsvWords(decimal=",")), ";")[1][-4:] == [
        "100,0",
        "1,25",
        "",
        "",
    ]


def test_an_exam_nobody_has_sat_has_a_header_only(store: Store) -> None:
    exam = store.exams.create("Stud I", ["bring_in"], 10, 0.8)
    assert rows(exam_csv(store, exam.id))[1:] == []


def test_the_class_report_has_a_row_per_trainee_and_skill(store: Store) -> None:
    for name in ("+Ben", "Anna", "@admin", "-Zed"):
        trainee = store.roster.add(name).id
        for seconds, correct in ((2.0, True), (4.0, False)):
            store.record_attempt(
                NewAttempt(
                    trainee_id=trainee,
                    skill="pot",
                    question="q",
                    answer="a",
                    correct=correct,
                    seconds=seconds,
                    mode="practice",
                )
            )
    table = rows(class_csv(store, delimiter=";"), delimiter=";")
    assert table[0] == [
        "trainee",
        "skill",
        "attempts",
        "correct",
        "accuracy %",
        "median seconds",
        "hands an hour",
        "target hands an hour",
    ]
    assert [row[0] for row in table[1:]] == ["'+Ben", "'-Zed", "'@admin", "Anna"]
    assert table[1][1:] == ["pot", "2", "1", "50.0", "3.0", "", ""]


def test_the_class_report_has_a_row_per_trainee_for_the_dealer_pace(store: Store) -> None:
    anna = store.roster.add("Anna").id
    store.record_attempt(
        NewAttempt(
            trainee_id=anna, skill="pot", question="q", answer="a", correct=True, seconds=2.0, mode="practice"
        )
    )
    store.paces.record(anna, "F7S", 8, 100.0, 40, 80.0, 30.0)  # on target: 120 s allowed
    store.paces.record(anna, "F7S", 8, 140.0, 40, 120.0, 30.0)  # over it
    table = rows(class_csv(store))
    assert table[1][:2] == ["Anna", "pot"]
    assert table[2] == ["Anna", "walkthrough:pace", "2", "1", "50.0", "2.5", "30.0", "30.0"]


def test_written_reports_open_with_umlauts_intact(store: Store, tmp_path: Path) -> None:
    jurgen = store.roster.add("Jürgen Groß").id
    store.record_attempt(
        NewAttempt(
            trainee_id=jurgen,
            skill="pot",
            question="Wie viel?",
            answer="40 €",
            correct=True,
            seconds=1,
            mode="practice",
        )
    )
    target = tmp_path / "report.csv"
    text = trainee_csv(store, jurgen)
    write_csv(text, target)
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    assert b"\r\n" in raw
    assert b"\r\r\n" not in raw
    assert target.read_text(encoding="utf-8-sig") == text.replace("\r\n", "\n")
    assert "Jürgen Groß" in raw.decode("utf-8-sig")
