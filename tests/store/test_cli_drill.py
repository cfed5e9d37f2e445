"""``croupier drill --trainee NAME`` records the terminal quiz as the trainer does: one practice
session (activity "quiz") and every answer in it with its words, on SQLite and PostgreSQL; without
``--trainee`` nothing is recorded; a store that stops taking answers stops the quiz, uncounted."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
import sqlalchemy as sa
from cli_helpers import compile_catalogues, run_process

from croupier.commands.drill import Quiz
from croupier.drills.scheduler import Scheduler
from croupier.drills.session import DrillSession, TrainingMode
from croupier.store import DatabaseUnavailableError, NewAttempt, Store
from croupier.store.credentials import save_password, split_password
from croupier.store.database import parse_url
from croupier.store.history import MemoryHistory
from croupier.store.recorder import Recorder
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school
from croupier.store.school import SchoolSettings
from croupier.store.writes import AnswerGiven

# One game and one skill, seeded: the same three questions every run.
QUIZ = (
    "drill",
    "--skill",
    "bring_in",
    "--count",
    "3",
    "--seed",
    "21",
    "--difficulty",
    "2",
    "--variant",
    "FR",
)


@pytest.fixture(autouse=True, scope="module")
def _catalogues() -> None:
    compile_catalogues()


def sheet(data_home: Path, lang: str) -> list[dict[str, object]]:
    """The questions with the engine's answers (``--json``), to type right and wrong ones."""
    done = run_process(*QUIZ, "--lang", lang, "--json", data_home=data_home)
    assert done.status == 0, done.err
    return [json.loads(line) for line in done.out.splitlines()]


def typed(record: dict[str, object], *, right: bool) -> str:
    seat = record["answer"]
    assert isinstance(seat, int)
    return str(seat if right else seat % 7 + 1)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_quiz_is_recorded_with_its_session_and_words(lang, database_url, tmp_path):
    questions = sheet(tmp_path, lang)
    rights = [True, False, True]
    answers = "".join(typed(q, right=r) + "\n" for q, r in zip(questions, rights, strict=True))
    done = run_process(
        *QUIZ,
        "--lang",
        lang,
        "--trainee",
        "Anna Müller",
        "--database",
        database_url,
        data_home=tmp_path,
        stdin=answers,
    )
    assert done.status == 0, done.err
    assert done.err == ""
    with Store(database_url) as store:
        anna = store.roster.find("anna müller")
        assert anna is not None
        (session,) = store.sessions_for(anna.id)
        assert (session.activity, session.mode, session.variant) == ("quiz", "practice", "FR")
        assert session.ended_at is not None
        assert not session.abandoned
        attempts = store.attempts_for(anna.id)
    assert [a.correct for a in attempts] == rights
    assert all(a.session_id == session.id and a.skill == "bring_in" for a in attempts)
    for attempt, question in zip(attempts, questions, strict=True):
        text = question["text"]
        assert isinstance(text, dict)
        assert attempt.words is not None
        assert attempt.words["lang"] == lang
        assert attempt.words["question"].endswith(text["question"][-1])  # the prompt, after the heading
        assert attempt.words["expected"] == text["answer"]
    wrong = attempts[1].words
    assert wrong is not None
    assert wrong["answer"] != wrong["expected"]


def test_a_second_quiz_is_a_second_session_of_the_same_trainee(tmp_path):
    url = f"sqlite:///{tmp_path / 'progress.sqlite3'}"
    for name in ("Ben", "ben "):
        done = run_process(
            *QUIZ, "--lang", "en", "--trainee", name, "--database", url, data_home=tmp_path, stdin="q\n"
        )
        assert done.status == 0, done.err
    with Store(url) as store:
        (ben,) = store.roster.trainees()
        sessions = store.sessions_for(ben.id)
    assert len(sessions) == 2
    assert all(s.abandoned for s in sessions)  # stopped before the last question


def test_the_configured_store_is_the_default(tmp_path):
    done = run_process(*QUIZ, "--lang", "en", "--trainee", "Cleo", data_home=tmp_path, stdin="1\n2\n3\n")
    assert done.status == 0, done.err
    with Store(f"sqlite:///{tmp_path / 'croupier' / 'croupier.sqlite3'}") as store:
        cleo = store.roster.find("Cleo")
        assert cleo is not None
        assert len(store.attempts_for(cleo.id)) == 3


def test_without_a_trainee_nothing_is_recorded(tmp_path):
    school = tmp_path / "school.sqlite3"
    done = run_process(
        *QUIZ,
        "--lang",
        "en",
        data_home=tmp_path,
        stdin="1\n2\n3\n",
        env={"CROUPIER_DATABASE_URL": f"sqlite:///{school}"},
    )
    assert done.status == 0, done.err
    assert not school.exists()
    assert not (tmp_path / "croupier").exists()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--trainee", "Anna", "--json"), "--json prints the answers and records nothing"),
        (("--database", "sqlite:///x.sqlite3"), "give --trainee too"),
        # Rows that would look like an exam's, with no exam or sitting behind them.
        (("--trainee", "Anna", "--mode", "exam"), "--mode exam records nothing"),
    ],
)
def test_options_that_do_not_go_together(tmp_path, args, message):
    done = run_process(*QUIZ, *args, data_home=tmp_path)
    assert done.status == 2
    assert message in done.err


def test_a_store_that_cannot_be_used_is_a_message(tmp_path):
    done = run_process(
        *QUIZ, "--trainee", "Anna", "--database", "postgresql://a:secret@127.0.0.1:9/x", data_home=tmp_path
    )
    assert done.status == 1
    assert done.err.startswith("croupier drill: The progress database postgresql+psycopg://a:***@")
    assert "Traceback" not in done.err


def test_a_trainee_the_school_does_not_let_in(tmp_path):
    url = f"sqlite:///{tmp_path / 'progress.sqlite3'}"
    with Store(url) as store:
        store.school.save(SchoolSettings(self_registration=False))
    done = run_process(*QUIZ, "--trainee", "Mallory", "--database", url, data_home=tmp_path, stdin="1\n")
    assert done.status == 1
    assert done.err == "croupier drill: 'Mallory' is not on the roster, and trainees may not add themselves\n"


def test_a_store_that_stops_taking_answers_stops_the_quiz(qapp):
    """The answer the store refused is not counted; the summary shows those recorded."""
    taken: list[AnswerGiven] = []

    def submit(write: object) -> None:
        if isinstance(write, AnswerGiven):
            if len(taken) == 2:
                raise DatabaseUnavailableError("school", "the server went away")
            taken.append(write)

    recorder = Recorder(submit, trainee_id=1)
    session = DrillSession(
        TrainingMode.PRACTICE, ["bring_in"], count=5, seed=3, history=recorder, trainee_id=1
    )
    out = io.StringIO()
    quiz = Quiz(session, io.StringIO("1\n2\n3\n4\n5\n"), out)
    assert quiz.run() == 0
    assert isinstance(quiz.failure, DatabaseUnavailableError)
    assert len(session.outcomes) == 2
    assert "Score: " in out.getvalue()
    assert " of 2 " in out.getvalue()


def test_a_school_station_records_a_trainee_signed_in_with_their_password(postgres_url, pg_admin, tmp_path):
    """With the station's own login, which records nothing itself: the trainee signs in as the window
    signs them in (their password from the environment here), and the quiz is recorded under that
    sign-in only, which ends with it."""
    with pg_admin.connect() as connection:
        for role in (STATION_ROLE, INSTRUCTOR_ROLE):
            connection.execute(sa.text(f"DROP ROLE IF EXISTS {role}"))
    init_school(postgres_url, station_password="st-3", instructor_password="in-3")
    with Store(postgres_url) as admin:
        anna = admin.roster.add("Anna")
        admin.logins.set_password(anna.id, "first-password")
    station = parse_url(postgres_url).set(username=STATION_ROLE, password="st-3")
    login = station.render_as_string(hide_password=False)
    with Store(login) as desk:  # Anna chooses her own password at her first sign-in
        first = desk.logins.sign_in("Anna", "first-password", "desk")
        desk.logins.change_password(first.token or "", "first-password", "annas-password")
    own = {"CROUPIER_TRAINEE_PASSWORD": "annas-password"}
    # The station's address without its password: the one the trainer keeps in the station's
    # password file is used, so no password is ever on the command line (where ps shows it).
    bare, password = split_password(login)
    assert password == "st-3"
    config = tmp_path / "config"
    save_password(config / "croupier" / "pgpass", bare, password)
    done = run_process(
        *QUIZ,
        "--trainee",
        "anna",
        "--database",
        bare,
        data_home=tmp_path,
        stdin="1\n2\n3\n",
        env={**own, "XDG_CONFIG_HOME": str(config)},
    )
    assert done.status == 0, done.err
    assert "st-3" not in bare
    wrong = run_process(
        *QUIZ, "--trainee", "anna", "--database", login, data_home=tmp_path, stdin="1\n",
        env={"CROUPIER_TRAINEE_PASSWORD": "a guess"},
    )  # fmt: skip
    assert wrong.status == 1
    assert "wrong name or password for 'anna'" in wrong.err
    piped = run_process(*QUIZ, "--trainee", "anna", "--database", login, data_home=tmp_path, stdin="1\n")
    assert piped.status == 1
    assert "CROUPIER_TRAINEE_PASSWORD" in piped.err  # never read from the answers' stdin
    refused = run_process(
        *QUIZ, "--trainee", "Mallory", "--database", login, data_home=tmp_path, stdin="1\n", env=own
    )
    assert refused.status == 1
    assert "wrong name or password for 'Mallory'" in refused.err
    with Store(postgres_url) as admin:
        (anna,) = admin.roster.trainees()
        assert len(admin.sessions_for(anna.id)) == 1
        assert len(admin.attempts_for(anna.id)) == 3
        signed_in = admin._access.engine.connect()
        try:
            # The quiz's sign-ins ended with it; only the one made above by hand is still open.
            still = signed_in.execute(
                sa.text("SELECT count(*) FROM sign_ins WHERE signed_out_at IS NULL")
            ).scalar()
        finally:
            signed_in.close()
        assert still == 1


def test_answers_piped_into_the_quiz_keep_no_time_and_leave_the_medians_alone(database_url, tmp_path):
    """Answers read from a pipe were typed by nobody: stored with no time (not 0.0 s), counted as
    answers, and left out of the median answer time (the dashboard's, the scheduler's)."""
    questions = sheet(tmp_path, "en")
    with Store(database_url) as store:
        cleo = store.roster.join("Cleo")
        for seconds in (4.0, 6.0):  # two answers timed at the trainer
            store.record_attempt(
                NewAttempt(
                    trainee_id=cleo.id,
                    skill="bring_in",
                    question="q",
                    answer="1",
                    correct=True,
                    seconds=seconds,
                    mode="practice",
                )
            )
    answers = "".join(typed(q, right=True) + "\n" for q in questions)
    done = run_process(
        *QUIZ,
        "--lang",
        "en",
        "--trainee",
        "Cleo",
        "--database",
        database_url,
        data_home=tmp_path,
        stdin=answers,
    )
    assert done.status == 0, done.err
    # Nor does the terminal show a time nobody took.
    assert "Time:" not in done.out
    assert "on average" not in done.out
    assert "  Bring-in: 3 of 3" in done.out
    with Store(database_url) as store:
        attempts = store.attempts_for(cleo.id)
        assert [a.seconds for a in attempts] == [4.0, 6.0, None, None, None]
        (stats,) = store.dashboard.skill_stats(cleo.id)
        assert (stats.attempts, stats.correct, stats.median_seconds) == (5, 5, 5.0)
    figures = Scheduler(["bring_in"], MemoryHistory(attempts), cleo.id, random.Random(1)).figures("bring_in")
    assert figures.median_seconds == 5.0
