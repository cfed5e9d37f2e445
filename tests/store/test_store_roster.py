"""The roster: add, rename, archive and restore trainees; names unique among the active ones."""

from __future__ import annotations

import pytest

from croupier.store import InvalidRecordError, Store, UnknownRecordError


def test_added_trainees_are_listed_by_name(store: Store) -> None:
    store.roster.add("Zoe")
    store.roster.add("  anna   lena ")
    store.roster.add("Ben")
    assert [t.name for t in store.roster.trainees()] == ["anna lena", "Ben", "Zoe"]


def test_rename_keeps_the_id_and_the_history(store: Store) -> None:
    anna = store.roster.add("Anna")
    store.record_attempt(anna.id, skill="pot", question="q", answer="a", correct=True, seconds=1, mode="m")
    renamed = store.roster.rename(anna.id, "Anna Schmidt")
    assert (renamed.id, renamed.name) == (anna.id, "Anna Schmidt")
    assert store.roster.get(anna.id).name == "Anna Schmidt"
    assert len(store.attempts_for(anna.id)) == 1


def test_archived_trainees_leave_the_list_but_keep_their_answers(store: Store) -> None:
    anna = store.roster.add("Anna")
    ben = store.roster.add("Ben")
    store.record_attempt(anna.id, skill="pot", question="q", answer="a", correct=True, seconds=1, mode="m")
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
