"""The dealer's pace: each Table-ready hand timed is written once through the writes (an outbox
upload repeated stores one), read back per trainee and game, checked when made; the class's target
is a school setting the instructor keeps."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from croupier.store import InvalidRecordError, Store, UnknownRecordError
from croupier.store.recorder import Recorder
from croupier.store.school import DEFAULT_PACE_TARGET, SchoolSettings
from croupier.store.writes import HandPaced, decode, encode, new_uuid

WHEN = datetime(2025, 1, 10, 9, 0, tzinfo=UTC)


def test_a_timed_hand_is_stored_once_and_read_back(store: Store) -> None:
    anna = store.roster.add("Anna Berger")
    ben = store.roster.add("Ben Cohen")
    write = HandPaced(new_uuid(), anna.id, "F7S", 8, 118.5, 44, 70.2, 30.0, WHEN)
    assert decode(encode(write)) == write
    assert store.apply([write, write]) == 1
    store.paces.record(ben.id, "FR", 6, 95.0, 30, 40.0, 36.0)
    store.paces.record(anna.id, "F7S/8", 4, 70.0, 25, 31.0, 45.0)
    mine = store.paces.hands(trainee_id=anna.id)
    assert [(h.variant, h.players, h.seconds, h.duties, h.duty_seconds, h.target) for h in mine] == [
        ("F7S", 8, 118.5, 44, 70.2, 30.0),
        ("F7S/8", 4, 70.0, 25, 31.0, 45.0),
    ]
    assert mine[0].taken_at == WHEN
    assert [h.variant for h in store.paces.hands(trainee_id=anna.id, variant="F7S/8")] == ["F7S/8"]
    assert len(store.paces.hands()) == 3
    evening = store.classes.add("Evening")
    carla = store.roster.add("Carla Diaz", class_id=evening.id)
    store.paces.record(carla.id, "FR", 6, 90.0, 30, 40.0, 36.0)
    assert [h.trainee_id for h in store.paces.hands(class_id=evening.id)] == [carla.id]
    assert len(store.paces.hands(class_id=anna.class_id)) == 3


def test_a_timed_hand_for_nobody_is_refused(store: Store) -> None:
    with pytest.raises(UnknownRecordError):
        store.paces.record(999, "F7S", 8, 100.0, 10, 20.0, 30.0)


@pytest.mark.parametrize(
    ("players", "seconds", "duties", "target"),
    [
        (1, 100.0, 10, 30.0),
        (10, 100.0, 10, 30.0),
        (8, -1.0, 10, 30.0),
        (8, float("nan"), 10, 30.0),
        (8, 100.0, -1, 30.0),
        (8, 100.0, 10, 0.0),
    ],
)
def test_impossible_hands_are_refused_when_made(
    players: int, seconds: float, duties: int, target: float
) -> None:
    with pytest.raises(InvalidRecordError):
        HandPaced(new_uuid(), 1, "F7S", players, seconds, duties, 10.0, target, WHEN)


def test_the_recorder_sends_a_timed_hand_and_remembers_it() -> None:
    sent = []
    recorder = Recorder(sent.append, trainee_id=3, now=lambda: WHEN)
    write = recorder.record_pace("F7S", 8, 120.0, 40, 66.0, 30.0)
    assert sent == [write]
    assert [(h.seconds, h.target, h.taken_at) for h in recorder.hand_paces] == [(120.0, 30.0, WHEN)]


def test_an_upload_to_the_school_carries_the_timed_hands(tmp_path) -> None:
    with (
        Store(f"sqlite:///{tmp_path / 'local.sqlite3'}") as local,
        Store(f"sqlite:///{tmp_path / 'school.sqlite3'}") as school,
    ):
        anna = local.roster.add("Anna Berger")
        local.paces.record(anna.id, "F7S", 8, 100.0, 40, 50.0, 30.0)
        local.upload_to(school)
        local.upload_to(school)  # twice: stored once
        (hand,) = school.paces.hands()
        assert (hand.players, hand.seconds) == (8, 100.0)
        assert school.roster.trainees()[0].name == "Anna Berger"


def test_the_class_pace_target_is_kept_with_the_school(store: Store) -> None:
    assert store.school.settings().pace_target == DEFAULT_PACE_TARGET == 30
    saved = store.school.save(SchoolSettings(school_name="Casino School", pace_target=40))
    assert saved.pace_target == 40
    assert store.school.settings().pace_target == 40
    with pytest.raises(InvalidRecordError):
        store.school.save(SchoolSettings(pace_target=0))
    assert store.school.settings().pace_target == 40


def test_the_schools_answer_pace_is_kept_with_the_school(store: Store) -> None:
    assert store.school.settings().answer_target == 5.0
    saved = store.school.save(SchoolSettings(answer_target=7.5))
    assert (saved.answer_target, store.school.settings().answer_target) == (7.5, 7.5)
    for wrong in (0.5, 61.0, float("nan")):
        with pytest.raises(InvalidRecordError):
            store.school.save(SchoolSettings(answer_target=wrong))
    assert store.school.settings().answer_target == 7.5
