"""``croupier school outbox``: the writes a station keeps for the school, each refused one with its
reason, and ``--retry`` sending them when the school takes them again (a real PostgreSQL server,
made read-only for a while; the command run as a process of its own)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from cli_helpers import run_process
from pg_cluster import set_read_only
from sqlalchemy import text

from croupier.store import Store
from croupier.store.credentials import save_password, split_password
from croupier.store.identity import address_of
from croupier.store.outbox import STATION_FILE, Outbox
from croupier.store.writer import StoreWriter
from croupier.store.writes import AnswerGiven, new_uuid


def answer(trainee: int, who: str, number: int) -> AnswerGiven:
    return AnswerGiven(
        new_uuid(),
        trainee,
        skill="pot",
        question=f"q{number}",
        answer="a",
        correct=True,
        seconds=1.0,
        mode="practice",
        answered_at=datetime.now(UTC),
        trainee_uuid=who,
    )


def test_the_outbox_lists_what_waits_and_why_and_retry_sends_it(tmp_path: Path, postgres_url: str) -> None:
    data, config = tmp_path / "data", tmp_path / "config"
    env = {"XDG_CONFIG_HOME": str(config)}
    bare, password = split_password(postgres_url)
    assert password is not None
    save_password(config / "croupier" / "pgpass", bare, password)  # as the trainer keeps it
    station_file = data / "croupier" / STATION_FILE
    newcomer = new_uuid()
    with Store(postgres_url) as school:
        anna = school.roster.add("Anna")
        outbox = Outbox(station_file)
        writer = StoreWriter(school, outbox)
        writer.submit(answer(anna.id, anna.uuid, 0))
        assert writer.flush(20)
        stranger = replace(answer(anna.id, anna.uuid, 1), trainee_uuid=newcomer)
        writer.submit(stranger)  # a trainee this school does not know (yet)
        set_read_only(postgres_url, on=True)
        try:
            for number in range(2, 12):
                writer.submit(answer(anna.id, anna.uuid, number))
            deadline = datetime.now(UTC).timestamp() + 30
            while writer.status.refused_cause != "read_only" and datetime.now(UTC).timestamp() < deadline:
                writer.flush(0.2)
            assert writer.status.refused_cause == "read_only"
        finally:
            writer.close(0.5)
        listed = run_process("school", "outbox", data_home=data, env=env)
        assert listed.status == 1  # writes still wait
        assert "11 writes waiting (11 answers)" in listed.out, listed.out
        assert address_of(postgres_url) in listed.out
        assert "The school last refused every write" in listed.out
        assert "read-only server" in listed.out
        assert "read-only transaction" in listed.out
        # Still read-only: --retry says so and keeps them.
        retried = run_process("school", "outbox", "--retry", data_home=data, env=env)
        assert retried.status == 1, retried.err
        assert "0 writes went in" in retried.out, retried.out
        assert Outbox(station_file).count() == 11
        set_read_only(postgres_url, on=False)
        retried = run_process("school", "outbox", "--retry", data_home=data, env=env)
        assert retried.status == 1, retried.out + retried.err  # the stranger's trainee is unknown
        assert "10 writes went in" in retried.out, retried.out
        assert "not on this school's roster" in retried.out
        assert stranger.uuid[:12] in retried.out
        with school._access.write() as session:
            session.execute(
                text(
                    "INSERT INTO trainees (name, name_key, created_at, uuid) VALUES ('Neu', 'neu', now(), :u)"
                ),
                {"u": newcomer},
            )
        retried = run_process("school", "outbox", "--retry", data_home=data, env=env)
        assert retried.status == 0, retried.out + retried.err
        assert "1 writes went in" in retried.out
        assert "0 writes waiting" in retried.out
        assert len(school.attempts_for(anna.id)) == 11
        newbie = school.roster.find("Neu")
        assert newbie is not None
        assert [a.uuid for a in school.attempts_for(newbie.id)] == [stranger.uuid]


def test_no_station_file_means_nothing_waits(tmp_path: Path) -> None:
    done = run_process("school", "outbox", data_home=tmp_path)
    assert done.status == 0
    assert "nothing waits" in done.out
