"""The live class's store: the instructor's question reaches every listening station at once (real
LISTEN/NOTIFY), the answers come back announced and tallied, and a latecomer finds the question."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime

import pytest
from server_logins import login

from croupier.drills.grading import solve
from croupier.drills.session import question_record
from croupier.store import InvalidRecordError, PermissionDeniedError, Store
from croupier.store.database import parse_url
from croupier.store.listener import Listener
from croupier.store.live import ANSWERS_CHANNEL, LIVE_CHANNEL, check_payload, question_payload
from croupier.store.roles import INSTRUCTOR_ROLE, STATION_ROLE, init_school
from croupier.store.writes import LiveAnswered, new_uuid
from croupier.training.live_question import LiveQuestionError, question_from_payload


class Heard:
    def __init__(self) -> None:
        self.notes: list[tuple[str, str, float]] = []
        self.lock = threading.Lock()

    def __call__(self, channel: str, payload: str) -> None:
        with self.lock:
            self.notes.append((channel, payload, time.monotonic()))


def wait_for(condition, timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.01)
    raise AssertionError("timed out")


def test_the_same_question_is_dealt_from_its_payload_everywhere():
    payload = question_payload("bring_in", 77, 2, "5/10/20/40")
    first, again = question_from_payload(payload), question_from_payload(dict(payload))
    assert question_record(first) == question_record(again)
    assert solve(first).expected == solve(again).expected
    assert first.seed == 77


@pytest.mark.parametrize(
    "payload",
    [
        {},
        {"skill": "bring_in", "seed": "x", "difficulty": 1, "stakes": "5/10/20/40"},
        {"skill": "", "seed": 1, "difficulty": 1, "stakes": "5/10/20/40"},
        {"skill": "bring_in", "seed": 1, "difficulty": 1, "stakes": "5/10/20/40", "profile": 3},
    ],
)
def test_the_store_refuses_a_payload_not_shaped_like_a_question(payload):
    with pytest.raises(InvalidRecordError):
        check_payload(payload)


def test_a_payload_naming_no_skill_or_stakes_is_not_a_live_question():
    with pytest.raises(LiveQuestionError):
        question_from_payload(question_payload("no_such_skill", 1, 1, "5/10/20/40"))
    with pytest.raises(LiveQuestionError):
        question_from_payload(question_payload("bring_in", 1, 1, "five"))


def test_a_question_reaches_three_stations_within_a_second_and_the_answers_come_back(postgres_url):
    init_school(postgres_url, station_password="s-pw", instructor_password="i-pw")
    instructor = Store(login(postgres_url, INSTRUCTOR_ROLE, "i-pw"))
    station_url = login(postgres_url, STATION_ROLE, "s-pw")
    trainees = [instructor.roster.add(name) for name in ("Anna", "Ben", "Cleo")]
    for trainee in trainees:
        instructor.logins.set_password(trainee.id, f"{trainee.name}-password")
    ears = [Heard() for _ in range(3)]
    listeners = [Listener(parse_url(station_url), [LIVE_CHANNEL], ear) for ear in ears]
    tally_ear = Heard()
    tally_listener = Listener(instructor.url, [ANSWERS_CHANNEL], tally_ear)
    stations = [Store(station_url) for _ in range(3)]
    try:
        for listener in [*listeners, tally_listener]:
            assert listener.listening.wait(10)
        live_round = instructor.live.start_round("Tuesday, table 1")
        asked_at = time.monotonic()
        question = instructor.live.ask(live_round.id, question_payload("bring_in", 5, 2, "5/10/20/40"))
        for ear in ears:
            wait_for(lambda ear=ear: ear.notes, 5)
            channel, payload, when = ear.notes[0]
            assert (channel, payload) == (LIVE_CHANNEL, f"question:{question.id}")
            assert when - asked_at < 1.0
        drill = question_from_payload(question.payload)
        right = solve(drill).expected
        for index, (station, trainee) in enumerate(zip(stations, trainees, strict=True)):
            token = station.logins.sign_in(trainee.name, f"{trainee.name}-password", f"desk {index}").token
            shown = station.live.question(question.id)
            # The same question on every station.
            assert question_record(question_from_payload(shown.payload)) == question_record(drill)
            given = right if index < 2 else 99
            station.apply(
                [
                    LiveAnswered(
                        new_uuid(),
                        question.id,
                        trainee.id,
                        answer=str(given),
                        choice=f"seat {given}",
                        correct=given == right,
                        seconds=2.0 + index,
                        answered_at=datetime.now(UTC),
                    )
                ],
                token=token,  # the trainee signed in there: the server stores it for them only
            )
        wait_for(lambda: len(tally_ear.notes) == 3, 5)
        tally = instructor.live.tally(question.id)
        assert tally.answered == tuple(sorted(t.id for t in trainees))
        assert tally.right == 2
        assert tally.choices == ((f"seat {right}", 2), ("seat 99", 1))
        # A station that starts now finds the question being asked.
        late = Store(station_url)
        assert late.live.current() == question
        instructor.live.reveal(question.id)
        wait_for(lambda: any(note[1] == f"reveal:{question.id}" for note in ears[0].notes), 5)
        instructor.live.end_round(live_round.id)
        assert late.live.current() is None
        late.close()
    finally:
        for listener in [*listeners, tally_listener]:
            listener.close()
        for station in stations:
            station.close()
        instructor.close()


def test_a_station_may_not_ask_a_question(postgres_url):
    init_school(postgres_url, station_password="s-pw", instructor_password="i-pw")
    with Store(login(postgres_url, STATION_ROLE, "s-pw")) as station, pytest.raises(PermissionDeniedError):
        station.live.start_round("mine")
