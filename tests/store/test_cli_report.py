"""``croupier report``: the class's, a trainee's and an exam's reports as CSV and PDF, on SQLite and
PostgreSQL; unknown names and unusable databases are one line and exit status 1, never a traceback."""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from cli_helpers import compile_catalogues, pdf_text, run_here, run_process

from croupier.store import NewAttempt, Store
from croupier.store.records import SkillScore
from croupier.store.school import SchoolSettings

WHEN = datetime(2025, 3, 10, 9, 0, tzinfo=UTC)
WORDS = {
    "lang": "en",
    "question": "Razz · Third Street: Who brings it in?",
    "answer": "seat 2",
    "expected": "seat 3",
}


@pytest.fixture(autouse=True, scope="module")
def _catalogues() -> None:
    compile_catalogues()


def table(path: Path) -> list[list[str]]:
    text = path.read_text(encoding="utf-8-sig")
    delimiter = ";" if text.split("\n", 1)[0].count(";") else ","
    return list(csv.reader(io.StringIO(text, newline=""), delimiter=delimiter))


@pytest.fixture
def school(database_url: str) -> dict[str, object]:
    """Anna answered two questions (one with words, one from before there were words) and passed
    Stud I; Ben failed it."""
    with Store(database_url, station="desk") as store:
        anna, ben = store.roster.add("Anna Müller"), store.roster.add("Ben")
        session = store.start_session(anna.id, "practice", variant="FR").id
        store.record_attempt(
            NewAttempt(
                trainee_id=anna.id,
                skill="bring_in",
                question='{"kind": "bring_in"}',
                answer="2",
                correct=False,
                seconds=2.5,
                mode="practice",
                answered_at=WHEN,
                session_id=session,
                words=WORDS,
            )
        )
        store.record_attempt(
            NewAttempt(
                trainee_id=anna.id,
                skill="pot_size",
                question='{"kind": "pot_size"}',
                answer="40",
                correct=True,
                seconds=4,
                mode="learn",
                answered_at=WHEN + timedelta(minutes=1),
            )
        )
        exam = store.exams.create("Stud I", ["bring_in", "pot_size"], 10, 0.8)
        passed = store.exams.record_result(
            exam.id,
            anna.id,
            9,
            10,
            taken_at=WHEN,
            seconds=310,
            breakdown=[SkillScore("bring_in", 5, 5), SkillScore("pot_size", 5, 4)],
        )
        store.exams.record_result(exam.id, ben.id, 3, 10, taken_at=WHEN, abandoned=True)
        store.school.save(SchoolSettings("Croupierschule", "Maria Schmidt"))
        return {"url": database_url, "session": session, "passed": passed.id}


def test_a_trainees_csv_lists_every_answer_in_words(qapp, capsys, school, tmp_path):
    out = tmp_path / "anna.csv"
    done = run_here(
        capsys,
        "report",
        "trainee",
        "anna müller",
        "--format",
        "csv",
        "--out",
        str(out),
        "--database",
        str(school["url"]),
        "--lang",
        "en",
    )
    assert (done.status, done.err) == (0, "")
    assert done.out == f"Wrote {out} (2 rows).\n"
    header, first, second = table(out)
    assert header == [
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
    assert first[0] == "Anna Müller"
    assert first[2:] == [
        str(school["session"]),
        "Practice",
        "Bring-in",
        WORDS["question"],
        "seat 2",
        "seat 3",
        "no",
        "2.5",
    ]
    # An answer from before there were words keeps its codes.
    assert second[3:] == ["Learn", "Pot size", '{"kind": "pot_size"}', "40", "", "yes", "4.0"]


def test_the_exam_report_as_csv_and_pdf(qapp, capsys, school, tmp_path):
    out = tmp_path / "stud.csv"
    done = run_here(
        capsys,
        "report",
        "exam",
        "stud i",
        "--out",
        str(out),
        "--database",
        str(school["url"]),
        "--lang",
        "de",
    )
    assert done.status == 0, done.err
    header, *rows = table(out)
    assert header[:9] == [
        "Teilnehmer",
        "abgelegt am",
        "richtig",
        "Fragen",
        "Ergebnis %",
        "bestanden",
        "Versuch",
        "Sekunden",
        "Zertifikat",
    ]
    assert header[9:] == [
        "Bring-in: richtig",
        "Bring-in: gestellt",
        "Potgröße: richtig",
        "Potgröße: gestellt",
    ]
    by_name = {row[0]: row for row in rows}
    assert by_name["Anna Müller"][2:] == [
        "9",
        "10",
        "90,0",
        "ja",
        "beendet",
        "310,0",
        "",  # a result of no sitting: no certificate
        "5",
        "5",
        "4",
        "5",
    ]
    assert by_name["Ben"][5:9] == ["nein", "vorzeitig verlassen", "", ""]
    pdf = tmp_path / "stud.pdf"
    done = run_here(capsys, "report", "exam", "Stud I", "--out", str(pdf), "--database", str(school["url"]))
    assert done.status == 0, done.err
    assert done.out == f"Wrote {pdf} (2 pages).\n"
    text = pdf_text(pdf)
    assert "Anna Müller" in text
    assert "left early" in text  # the sitting's state, one word


@pytest.mark.parametrize(("kind", "suffix"), [("class", "csv"), ("class", "pdf"), ("trainee", "pdf")])
def test_class_and_trainee_reports(qapp, capsys, school, tmp_path, kind, suffix):
    out = tmp_path / f"report.{suffix}"
    name = ["Ben"] if kind == "trainee" else []
    done = run_here(
        capsys, "report", kind, *name, "--out", str(out), "--database", str(school["url"]), "--lang", "en"
    )
    assert done.status == 0, done.err
    if suffix == "pdf":
        assert out.read_bytes().startswith(b"%PDF")
    else:
        assert [row[:2] for row in table(out)[1:]] == [
            ["Anna Müller", "Bring-in"],
            ["Anna Müller", "Pot size"],
        ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["trainee", "Zoë"], "no trainee called 'Zoë' in "),
        (["exam", "Razz"], "no exam called 'Razz' in "),
    ],
)
def test_unknown_names_are_one_line_and_status_1(qapp, capsys, school, tmp_path, args, message):
    out = tmp_path / "x.csv"
    done = run_here(capsys, "report", *args, "--out", str(out), "--database", str(school["url"]))
    assert done.status == 1
    assert done.err.startswith(f"croupier report: {message}")
    assert done.err.count("\n") == 1
    assert not out.exists()


def test_two_exams_of_one_name_are_told_apart_by_number(qapp, capsys, tmp_path):
    url = f"sqlite:///{tmp_path / 'c.sqlite3'}"
    with Store(url) as store:
        first = store.exams.create("Final", ["bring_in"], 5, 0.8)
        store.exams.create("final", ["pot_size"], 5, 0.8)
    done = run_here(capsys, "report", "exam", "Final", "--out", str(tmp_path / "f.csv"), "--database", url)
    assert done.status == 1
    assert "2 exams are called 'Final'" in done.err
    done = run_here(
        capsys, "report", "exam", str(first.id), "--out", str(tmp_path / "f.csv"), "--database", url
    )
    assert done.status == 0, done.err


def test_a_database_that_cannot_be_used_is_a_message(qapp, capsys, tmp_path):
    out = tmp_path / "c.csv"
    missing = tmp_path / "nowhere.sqlite3"
    done = run_here(capsys, "report", "class", "--out", str(out), "--database", f"sqlite:///{missing}")
    assert (done.status, done.err) == (1, f"croupier report: there is no progress database at {missing}\n")
    assert not missing.exists()  # not made, either
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"not a database at all" * 100)
    done = run_here(capsys, "report", "class", "--out", str(out), "--database", f"sqlite:///{damaged}")
    assert done.status == 1
    assert "cannot be used" in done.err
    done = run_here(capsys, "report", "class", "--out", str(out), "--database", "mysql://x/y")
    assert done.status == 1
    assert "SQLite or PostgreSQL" in done.err


def test_a_server_that_does_not_answer_is_a_message(tmp_path):
    # Port 9 (discard) on the loopback: nothing listens there.
    done = run_process(
        "report",
        "class",
        "--out",
        str(tmp_path / "c.csv"),
        "--database",
        "postgresql://nobody:secret@127.0.0.1:9/croupier",
        data_home=tmp_path,
    )
    assert done.status == 1
    assert done.err.startswith("croupier report: The progress database postgresql+psycopg://nobody:***@")
    # libpq's hint, a line of its own, is a sentence of its own in the one line
    assert "cannot be reached: Connection refused. Is the server running" in done.err
    assert len(done.err.strip().splitlines()) == 1
    assert "secret" not in done.err
    assert "Traceback" not in done.err


def test_the_format_comes_from_the_suffix_or_the_option(qapp, capsys, school, tmp_path):
    done = run_here(
        capsys, "report", "class", "--out", str(tmp_path / "c.txt"), "--database", str(school["url"])
    )
    assert done.status == 2
    assert "--format" in done.err
    done = run_here(
        capsys,
        "report",
        "class",
        "--format",
        "csv",
        "--out",
        str(tmp_path / "c.txt"),
        "--database",
        str(school["url"]),
    )
    assert done.status == 0
    assert (tmp_path / "c.txt").read_text(encoding="utf-8-sig").startswith("trainee")


def test_a_file_that_cannot_be_written(qapp, capsys, school, tmp_path):
    for suffix in ("csv", "pdf"):
        out = tmp_path / "no" / "such" / f"folder.{suffix}"
        done = run_here(capsys, "report", "class", "--out", str(out), "--database", str(school["url"]))
        assert done.status == 1
        assert str(out) in done.err
        assert done.err.count("\n") == 1


def test_the_configured_store_is_the_default(tmp_path):
    """``CROUPIER_DATABASE_URL``, else this computer's file in the user's data folder."""
    local = tmp_path / "data" / "croupier" / "croupier.sqlite3"
    with Store(f"sqlite:///{local}") as store:
        store.roster.add("Local Lou")
    school = tmp_path / "school.sqlite3"
    with Store(f"sqlite:///{school}") as store:
        store.roster.add("School Sam")
    out = tmp_path / "c.csv"
    for env, name in (({}, "Local Lou"), ({"CROUPIER_DATABASE_URL": f"sqlite:///{school}"}, "School Sam")):
        done = run_process("report", "trainee", name, "--out", str(out), data_home=tmp_path / "data", env=env)
        assert done.status == 0, done.err
        assert table(out)[0][0] == "trainee"


def test_a_live_rounds_report_by_title_or_the_latest(qapp, capsys, tmp_path):
    """``croupier report live``: per question the game, the table, the right answer and each
    trainee's answer (CSV), the same as a PDF; a round asked by title; none yet is one line."""
    from croupier.store.live import question_payload  # noqa: PLC0415
    from croupier.store.models import LiveAnswerRow, utc_now  # noqa: PLC0415

    url = f"sqlite:///{tmp_path / 'school.sqlite3'}"
    with Store(url) as store:
        empty = run_here(capsys, "report", "live", "--out", str(tmp_path / "none.csv"), "--database", url)
        assert empty.status == 1
        assert "no live round yet" in empty.err
        anna, ben = store.roster.add("Anna").id, store.roster.add("Ben").id
        first = store.live.start_round("Monday")
        store.live.ask(first.id, question_payload("bring_in", 5, 1, "5/10/20/40", variant="F7S"))
        tuesday = store.live.start_round("Tuesday, bring-ins")
        asked = store.live.ask(tuesday.id, question_payload("bring_in", 41, 2, "5/10/20/40", variant="FR"))
        with store._access.write() as session:
            for number, (tid, right) in enumerate(((anna, True), (ben, False))):
                session.add(
                    LiveAnswerRow(
                        uuid=f"answer{number}",
                        question_id=asked.id,
                        trainee_id=tid,
                        answer="1",
                        choice=f"seat {number + 1}",
                        correct=right,
                        seconds=3.5,
                        answered_at=utc_now(),
                    )
                )
    out = tmp_path / "tuesday.csv"
    done = run_here(capsys, "report", "live", "--out", str(out), "--database", url, "--lang", "en")
    assert done.status == 0, done.err
    assert done.out.strip() == f"Wrote {out} (2 rows)."
    header, *rows = table(out)
    assert header[:4] == ["round", "question", "asked at", "game"]
    assert [(row[0], row[3], row[8], row[9], row[10]) for row in rows] == [
        ("Tuesday, bring-ins", "Razz", "Anna", "seat 1", "yes"),
        ("Tuesday, bring-ins", "Razz", "Ben", "seat 2", "no"),
    ]
    monday = tmp_path / "monday.csv"
    done = run_here(
        capsys, "report", "live", "monday", "--out", str(monday), "--database", url, "--lang", "en"
    )
    assert done.status == 0, done.err
    (row,) = table(monday)[1:]
    assert (row[0], row[3], row[8]) == ("Monday", "Seven Card Stud", "")  # nobody answered
    pdf = tmp_path / "tuesday.pdf"
    done = run_here(capsys, "report", "live", "Tuesday, bring-ins", "--out", str(pdf), "--database", url)
    assert done.status == 0, done.err
    text = pdf_text(pdf)
    assert "Question 1 · Razz · Bring-in" in text
    assert "Anna" in text
    missing = run_here(capsys, "report", "live", "Friday", "--out", str(monday), "--database", url)
    assert missing.status == 1
    assert "no live round 'Friday'" in missing.err


def test_the_class_report_of_one_class(qapp, capsys, school, tmp_path):
    """``--class NAME``: that class's trainees only, in the CSV and the PDF; an unknown class is one line."""
    with Store(str(school["url"])) as store:
        evening = store.classes.add("Evening")
        dora = store.roster.add("Dora Weiß", class_id=evening.id)
        store.record_attempt(
            NewAttempt(
                trainee_id=dora.id,
                skill="pot_size",
                question="q",
                answer="a",
                correct=True,
                seconds=3.0,
                mode="practice",
            )
        )
    out = tmp_path / "evening.csv"
    url = str(school["url"])
    done = run_here(capsys, "report", "class", "--class", "Evening", "--out", str(out), "--database", url)
    assert done.status == 0, done.err
    assert [row[:2] for row in table(out)[1:]] == [["Dora Weiß", "Pot size"]]
    pdf = tmp_path / "evening.pdf"
    done = run_here(capsys, "report", "class", "--class", "Evening", "--out", str(pdf), "--database", url)
    assert done.status == 0, done.err
    text = pdf_text(pdf)
    assert "Class report: Evening" in text
    assert "Dora Weiß" in text
    assert "Anna Müller" not in text
    done = run_here(capsys, "report", "class", "--class", "Nights", "--out", str(out), "--database", url)
    assert done.status == 1
    assert done.err == "croupier report: no class called 'Nights'\n"
