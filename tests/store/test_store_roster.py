"""The roster: add, rename, archive and restore trainees; names unique among the active ones."""

from __future__ import annotations

import pytest

from croupier.store import InvalidRecordError, NewAttempt, Store, UnknownRecordError


def test_added_trainees_are_listed_by_name(store: Store) -> None:
    store.roster.add("Zoe")
    store.roster.add("  anna   lena ")
    store.roster.add("Ben")
    assert [t.name for t in store.roster.trainees()] == ["anna lena", "Ben", "Zoe"]


def test_rename_keeps_the_id_and_the_history(store: Store) -> None:
    anna = store.roster.add("Anna")
    store.record_attempt(
        NewAttempt(
            trainee_id=anna.id, skill="pot", question="q", answer="a", correct=True, seconds=1, mode="m"
        )
    )
    renamed = store.roster.rename(anna.id, "Anna Schmidt")
    assert (renamed.id, renamed.name) == (anna.id, "Anna Schmidt")
    assert store.roster.get(anna.id).name == "Anna Schmidt"
    assert len(store.attempts_for(anna.id)) == 1


def test_archived_trainees_leave_the_list_but_keep_their_answers(store: Store) -> None:
    anna = store.roster.add("Anna")
    ben = store.roster.add("Ben")
    store.record_attempt(
        NewAttempt(
            trainee_id=anna.id, skill="pot", question="q", answer="a", correct=True, seconds=1, mode="m"
        )
    )
    archived = store.roster.archive(anna.id)
    assert archived.archived
    assert store.roster.archive(anna.id).archived_at == archived.archived_at
    assert [t.id for t in store.roster.trainees()] == [ben.id]
    assert [t.id for t in store.roster.trainees(include_archived=True)] == [anna.id, ben.id]
    assert len(store.attempts_for(anna.id)) == 1
    restored = store.roster.restore(anna.id)
    assert not restored.archived
    assert len(store.roster.trainees()) == 2


def test_names_are_unique_among_active_trainees(store: Store) -> None:
    anna = store.roster.add("Anna")
    with pytest.raises(InvalidRecordError, match="already"):
        store.roster.add("ANNA")
    ben = store.roster.add("Ben")
    with pytest.raises(InvalidRecordError, match="already"):
        store.roster.rename(ben.id, "anna")
    assert store.roster.rename(anna.id, "anna").name == "anna"  # a change of case is a rename
    store.roster.archive(anna.id)
    second = store.roster.add("Anna")  # the name is free again
    with pytest.raises(InvalidRecordError, match="already"):
        store.roster.restore(anna.id)
    assert store.roster.find("anna") == second


def test_get_or_add_finds_the_same_trainee(store: Store) -> None:
    me = store.roster.get_or_add("Me")
    assert store.roster.get_or_add("me") == me
    assert len(store.roster.trainees()) == 1
    assert store.roster.find("nobody") is None


@pytest.mark.parametrize("name", ["", "   ", "x" * 121])
def test_impossible_names_are_refused(store: Store, name: str) -> None:
    with pytest.raises(InvalidRecordError):
        store.roster.add(name)


def test_unknown_ids_say_so(store: Store) -> None:
    for call in (store.roster.get, store.roster.archive, store.roster.restore):
        with pytest.raises(UnknownRecordError, match="42"):
            call(42)
    with pytest.raises(UnknownRecordError):
        store.roster.rename(42, "x")


def test_two_instructors_renaming_two_trainees_to_one_name_at_once(database_url: str) -> None:
    """Both check the name is free, both rename: the database's unique index lets one win, and the
    other hears that the name is taken (not "no such record"), in every round."""
    import threading  # noqa: PLC0415

    from croupier.store.errors import DuplicateRecordError  # noqa: PLC0415

    with Store(database_url) as first, Store(database_url) as second:
        lost = 0
        for round_number in range(10):
            a = first.roster.add(f"A{round_number}")
            b = first.roster.add(f"B{round_number}")
            wanted = f"Same {round_number}"
            barrier = threading.Barrier(2)
            outcomes: dict[str, object] = {}

            def rename(
                store: Store,
                trainee_id: int,
                key: str,
                barrier: threading.Barrier = barrier,
                outcomes: dict[str, object] = outcomes,
                wanted: str = wanted,
            ) -> None:
                barrier.wait()
                try:
                    outcomes[key] = store.roster.rename(trainee_id, wanted)
                except Exception as failure:  # noqa: BLE001 - what the loser hears, checked below
                    outcomes[key] = failure

            threads = [
                threading.Thread(target=rename, args=(first, a.id, "a")),
                threading.Thread(target=rename, args=(second, b.id, "b")),
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(30)
            errors = [value for value in outcomes.values() if isinstance(value, Exception)]
            assert len(errors) == 1, outcomes
            (error,) = errors
            assert isinstance(error, DuplicateRecordError), repr(error)
            assert f"There is already a trainee called '{wanted}'" in str(error)
            lost += 1
            assert [t.name for t in first.roster.trainees()].count(wanted) == 1
        assert lost == 10
