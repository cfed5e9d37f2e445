"""The announcement of answers the school refused (croupier.store.refusals): what a station says, what
the instructor takes of it (only the bounded shape), and what the station's outbox counts per trainee."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from croupier.store.identity import SchoolIdentity
from croupier.store.outbox import Outbox
from croupier.store.refusals import (
    MAX_ANSWERS,
    MAX_PAYLOAD,
    MAX_TRAINEES,
    Refused,
    RefusedAt,
    counts,
    parse,
    payload,
)
from croupier.store.writes import AnswerGiven, new_uuid

ANNA = "a" * 32


def test_what_a_station_says_is_read_back() -> None:
    said = RefusedAt("vm-3", "read_only", (Refused(ANNA, 4, 12), Refused(None, 7, 3)))
    assert parse(payload(said)) == said
    assert said.answers == 15
    assert parse(payload(RefusedAt("vm-3", "read_only", ()))) == RefusedAt("vm-3", "read_only", ())


def test_what_a_station_says_stays_within_its_bounds() -> None:
    many = tuple(Refused(None, number, number) for number in range(1, 50))
    said = parse(payload(RefusedAt("s" * 500 + "\n", "a cause of its own", many)))
    assert said is not None
    assert said.station == "s" * 64
    assert said.cause == "refused"
    assert len(said.trainees) == MAX_TRAINEES
    assert said.trainees[0] == Refused(None, 49, 49)  # the most first
    assert len(payload(RefusedAt("s" * 500, "read_only", many))) <= MAX_PAYLOAD


def _one(**changes: object) -> str:
    good: dict[str, object] = {"v": 1, "station": "vm-3", "cause": "read_only", "trainees": [[ANNA, 4, 12]]}
    return json.dumps({**good, **changes})


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "null",
        "[1, 2]",
        _one(v=2),
        _one(v="1"),
        _one(extra="x"),
        _one(station=None),
        _one(station=" \t\n"),
        _one(cause="<b>bold</b>"),
        _one(trainees="all"),
        _one(trainees=[[ANNA, 4]]),
        _one(trainees=[[ANNA.upper(), 4, 1]]),
        _one(trainees=[[None, None, 1]]),
        _one(trainees=[[None, 0, 1]]),
        _one(trainees=[[None, True, 1]]),
        _one(trainees=[[None, 4, 0]]),
        _one(trainees=[[None, 4, -1]]),
        _one(trainees=[[None, 4, 1.5]]),
        _one(trainees=[[None, 4, False]]),
        _one(trainees=[[None, 4, MAX_ANSWERS + 1]]),
        _one(trainees=[[None, 4, 1]] * (MAX_TRAINEES + 1)),
        _one(station="x" * MAX_PAYLOAD),
    ],
)
def test_anything_else_is_not_taken(text: str) -> None:
    assert parse(text) is None


def test_the_station_name_is_shown_on_one_line_without_controls() -> None:
    said = parse(_one(station="vm-3\n\u202e\x1b[31mred"))
    assert said is not None
    assert said.station == "vm-3[31mred"


def _answer(trainee_id: int, trainee_uuid: str | None) -> AnswerGiven:
    return AnswerGiven(
        new_uuid(),
        trainee_id,
        "bring_in",
        "{}",
        '"x"',
        True,
        1.0,
        "practice",
        datetime.now(UTC),
        trainee_uuid=trainee_uuid,
    )


def test_the_outbox_counts_the_answers_per_trainee(tmp_path: Path) -> None:
    outbox = Outbox(tmp_path / "station.sqlite3")
    answers = [_answer(4, ANNA) for _ in range(3)] + [_answer(7, None)]
    outbox.append(answers, "postgresql://school/croupier", None, None)
    rows = outbox.answers_by_trainee()
    assert counts(rows) == (Refused(ANNA, 4, 3), Refused(None, 7, 1))
    assert outbox.answers_by_trainee(refused_only=True) == []
    (first, *_) = outbox.pending(10)
    outbox.defer(first.seq, "read-only", "read_only")
    assert counts(outbox.answers_by_trainee(refused_only=True)) == (Refused(ANNA, 4, 1),)


def test_the_outbox_counts_the_answers_per_trainee_of_the_schools_asked_about(tmp_path: Path) -> None:
    outbox = Outbox(tmp_path / "station.sqlite3")
    here, annex = "postgresql://school/croupier", "postgresql://annex/croupier"
    school, _ = outbox.claim(here, SchoolIdentity("school-a", "7301234567890123456", "croupier"))
    other, _ = outbox.claim(annex, SchoolIdentity("school-b", "7301234567890123457", "croupier"))
    outbox.append([_answer(4, ANNA), _answer(4, ANNA)], target=school)
    outbox.append([_answer(7, None)], target=other)
    outbox.append([_answer(9, None)], address="postgresql://later/croupier")
    assert counts(outbox.answers_by_trainee([school])) == (Refused(ANNA, 4, 2),)
    assert set(counts(outbox.answers_by_trainee([other], "postgresql://later/croupier"))) == {
        Refused(None, 7, 1),
        Refused(None, 9, 1),
    }
    assert outbox.answers_by_trainee([]) == []


def test_a_station_announces_while_the_whole_school_is_read_only(own_cluster, own_database: str) -> None:
    """As on a school closed for maintenance: every login reads only, yet the station's announcement
    reaches the instructor's listener (NOTIFY and LISTEN are allowed in a read-only transaction)."""
    import threading  # noqa: PLC0415

    from sqlalchemy import create_engine, text  # noqa: PLC0415

    from croupier.store import Store  # noqa: PLC0415
    from croupier.store.database import parse_url  # noqa: PLC0415
    from croupier.store.errors import ReadOnlyServerError  # noqa: PLC0415
    from croupier.store.listener import Listener  # noqa: PLC0415
    from croupier.store.refusals import REFUSALS_CHANNEL  # noqa: PLC0415
    from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school  # noqa: PLC0415

    init_school(own_database, station_password="station-pw-1", instructor_password="instructor-pw-1")
    url = parse_url(own_database)
    engine = create_engine(own_cluster.superuser_url(), isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text(f'ALTER DATABASE "{url.database}" SET default_transaction_read_only = on'))
    engine.dispose()
    heard: list[str] = []
    arrived = threading.Event()

    def hear(_channel: str, text_: str) -> None:
        heard.append(text_)
        arrived.set()

    listener = Listener(
        url.set(username=INSTRUCTOR_ROLE, password="instructor-pw-1"), [REFUSALS_CHANNEL], hear
    )
    try:
        assert listener.listening.wait(10)
        said = RefusedAt("vm-3", "read_only", (Refused(ANNA, 4, 12),))
        with Store(url.set(username=STATION_ROLE, password="station-pw-1"), station="vm-3") as station:
            with pytest.raises(ReadOnlyServerError):  # the school refuses the station's writes
                station.apply([_answer(1, None)])
            assert station.refusals.announce(said)
        assert arrived.wait(10)
        assert [parse(text_) for text_ in heard] == [said]
    finally:
        listener.close()
