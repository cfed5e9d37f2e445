"""The station's outbox as ``croupier school outbox`` and the uploader read it: what it lists of each
write, how long a refused write waits, which schools it knows, and the errors its file reports."""

from __future__ import annotations

import shutil
import sqlite3
import stat
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from croupier.store.errors import DatabaseWriteError, DiskFullError
from croupier.store.identity import SchoolIdentity
from croupier.store.outbox import FIRST_RETRY, LAST_RETRY, STATION_FILE, Outbox, retry_delay
from croupier.store.writes import SessionEnded, new_uuid

ADDRESS = "postgresql://croupier_station@school:5432/croupier"


def _ended() -> SessionEnded:
    return SessionEnded(new_uuid(), datetime(2026, 3, 1, 12, 0, tzinfo=UTC))


def _outbox(tmp_path: Path) -> Outbox:
    return Outbox(tmp_path / STATION_FILE)


# -- how long a refused write waits ---------------------------------------------------------------


def test_the_wait_after_a_refusal_starts_at_a_minute_and_doubles_up_to_an_hour() -> None:
    assert FIRST_RETRY == 60.0
    assert LAST_RETRY == 3600.0
    waits = [retry_delay(tries) for tries in range(1, 9)]
    assert waits == [60.0, 120.0, 240.0, 480.0, 960.0, 1920.0, 3600.0, 3600.0]


def test_the_wait_is_a_minute_before_any_refusal_and_an_hour_after_very_many() -> None:
    assert retry_delay(0) == 60.0
    assert retry_delay(10_000) == 3600.0


# -- defer ----------------------------------------------------------------------------------------


def test_each_refusal_counts_one_try_and_waits_longer(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended()], address=ADDRESS)
    (seq,) = [held.seq for held in outbox.held()]

    before = time.time()
    outbox.defer(seq, "the session is unknown", "invalid")
    after = time.time()
    (held,) = outbox.held()
    assert held.tries == 1
    assert held.retry_at is not None
    assert before + retry_delay(1) <= held.retry_at <= after + retry_delay(1)

    before = time.time()
    outbox.defer(seq, "the session is still unknown", "invalid")
    after = time.time()
    (held,) = outbox.held()
    assert held.tries == 2
    assert held.retry_at is not None
    assert before + retry_delay(2) <= held.retry_at <= after + retry_delay(2)


def test_a_refusal_with_its_own_delay_waits_that_long(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended()], address=ADDRESS)
    (seq,) = [held.seq for held in outbox.held()]

    before = time.time()
    outbox.defer(seq, "try again soon", "busy", delay=5.0)
    after = time.time()
    (held,) = outbox.held()
    assert held.retry_at is not None
    assert before + 5.0 <= held.retry_at <= after + 5.0
    assert held.tries == 1
    assert [queued.seq for queued in outbox.pending(now=after + 5.0)] == [seq]


# -- what is due ----------------------------------------------------------------------------------


def test_a_write_is_due_with_the_sign_in_it_was_made_under(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    signed, unsigned = _ended(), _ended()
    outbox.append([signed], address=ADDRESS, token="token-of-anna")
    outbox.append([unsigned], address=ADDRESS)
    assert [(queued.write.uuid, queued.token) for queued in outbox.pending()] == [
        (signed.uuid, "token-of-anna"),
        (unsigned.uuid, None),
    ]


def test_a_refused_write_is_due_again_once_its_wait_is_over(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended(), _ended()], address=ADDRESS)
    over, waiting = (held.seq for held in outbox.held())
    outbox.defer(over, "busy", "busy", delay=0.0)
    outbox.defer(waiting, "busy", "busy", delay=60.0)
    assert [queued.seq for queued in outbox.pending()] == [over]


def test_an_upload_takes_the_oldest_five_hundred_writes_at_a_time(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    writes = [_ended() for _ in range(501)]
    outbox.append(writes, address=ADDRESS)
    assert [queued.write.uuid for queued in outbox.pending()] == [write.uuid for write in writes[:500]]


def test_a_write_this_version_cannot_read_is_kept_and_tried_again_later(tmp_path: Path) -> None:
    """As a write a newer Croupier queued in the same station file: not handed on, and not lost."""
    outbox = _outbox(tmp_path)
    unread, kept = _ended(), _ended()
    outbox.append([unread, kept], address=ADDRESS, token="token-of-anna")
    with sqlite3.connect(outbox.path) as connection:
        connection.execute(
            "UPDATE outbox SET body = ? WHERE uuid = ?", ('{"kind": "from_a_newer_croupier"}', unread.uuid)
        )
    connection.close()
    before = time.time()
    due = outbox.pending()
    assert [(queued.write.uuid, queued.token) for queued in due] == [(kept.uuid, "token-of-anna")]
    after = time.time()
    held, _ = outbox.held()
    assert (held.uuid, held.cause, held.tries) == (unread.uuid, "invalid", 1)
    assert held.refused is not None
    assert held.refused.startswith("Not a stored write")
    assert held.retry_at is not None
    assert before + retry_delay(1) <= held.retry_at <= after + retry_delay(1)

    outbox.retry_now()
    before = time.time()
    assert [queued.write.uuid for queued in outbox.pending()] == [kept.uuid]
    after = time.time()
    held, _ = outbox.held()
    assert held.tries == 2
    assert held.retry_at is not None
    assert before + retry_delay(2) <= held.retry_at <= after + retry_delay(2)


def test_a_station_file_at_its_size_cap_is_a_full_disk(tmp_path: Path) -> None:
    """As a station file on a full disk: the writes do not fit, and the error says so (SQLite has
    ended the transaction itself, so there is none left to roll back)."""
    outbox = Outbox(tmp_path / STATION_FILE, max_pages=8)
    with pytest.raises(DiskFullError):
        outbox.append([_ended() for _ in range(200)], address=ADDRESS)


# -- held -----------------------------------------------------------------------------------------


def test_held_lists_each_write_with_its_school_and_why_it_was_refused(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    first, second = _ended(), _ended()
    before = datetime.now(UTC)
    outbox.append([first, second], address=ADDRESS)
    after = datetime.now(UTC)
    seqs = [held.seq for held in outbox.held()]
    moment = time.time()
    outbox.defer(seqs[1], "the session is unknown", "invalid", delay=30.0)

    waiting, refused = outbox.held()
    assert (waiting.seq, waiting.kind, waiting.uuid) == (seqs[0], "session_end", first.uuid)
    assert before <= datetime.fromisoformat(waiting.queued_at) <= after
    assert waiting.address == ADDRESS
    assert (waiting.refused, waiting.cause, waiting.tries, waiting.retry_at) == (None, None, 0, None)

    assert (refused.seq, refused.uuid, refused.address) == (seqs[1], second.uuid, ADDRESS)
    assert before <= datetime.fromisoformat(refused.queued_at) <= after
    assert refused.refused == "the session is unknown"
    assert refused.cause == "invalid"
    assert refused.tries == 1
    assert refused.retry_at is not None
    assert moment + 30.0 <= refused.retry_at <= time.time() + 30.0


def test_held_gives_the_oldest_writes_first_up_to_its_limit(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    writes = [_ended() for _ in range(4)]
    for write in writes:
        outbox.append([write], address=ADDRESS)
    assert [held.uuid for held in outbox.held()] == [write.uuid for write in writes]
    assert [held.uuid for held in outbox.held(2)] == [write.uuid for write in writes[:2]]


def test_a_write_for_no_school_yet_is_held_without_an_address(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended()])
    (held,) = outbox.held()
    assert held.address is None


# -- targets --------------------------------------------------------------------------------------


def test_targets_show_each_school_reached_with_its_identity(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended()], address="sqlite:///old.sqlite3")
    current, _ = outbox.claim(ADDRESS, SchoolIdentity("school-a", "7301234567890123456", "croupier"))

    unreached, reached = outbox.targets()
    assert (unreached.address, unreached.school_id, unreached.system_identifier, unreached.database) == (
        "sqlite:///old.sqlite3",
        None,
        None,
        None,
    )
    assert reached.id == current
    assert (reached.address, reached.school_id, reached.system_identifier, reached.database) == (
        ADDRESS,
        "school-a",
        "7301234567890123456",
        "croupier",
    )


def test_writes_for_an_address_not_reached_yet_wait_for_one_school(tmp_path: Path) -> None:
    """Writes queued at one address before the station reached it go to one target, which the
    school reached there then takes, all of them."""
    outbox = _outbox(tmp_path)
    outbox.append([_ended()], address=ADDRESS)
    outbox.append([_ended(), _ended()], address=ADDRESS)
    (unreached,) = outbox.targets()
    assert (unreached.address, unreached.school_id) == (ADDRESS, None)
    current, schools = outbox.claim(ADDRESS, SchoolIdentity("school-a", "7301234567890123456", "croupier"))
    assert current == unreached.id
    assert schools == {current}
    assert len(outbox.pending(schools=schools)) == outbox.count(schools=schools) == 3


def test_writes_are_counted_for_the_schools_asked_about_only(tmp_path: Path) -> None:
    """Two schools reached, one write each: asked about both, both count; about neither, none do
    (but those queued at the address asked about before it was reached)."""
    outbox = _outbox(tmp_path)
    other = "postgresql://croupier_station@annex:5432/croupier"
    first, _ = outbox.claim(ADDRESS, SchoolIdentity("school-a", "7301234567890123456", "croupier"))
    second, _ = outbox.claim(other, SchoolIdentity("school-b", "7301234567890123457", "croupier"))
    outbox.append([_ended()], target=first)
    outbox.append([_ended()], target=second)
    outbox.append([_ended()], address="sqlite:///later.sqlite3")
    assert outbox.count(schools=[first, second]) == len(outbox.pending(schools=[first, second])) == 2
    assert outbox.count(schools=[]) == len(outbox.pending(schools=[])) == 0
    assert outbox.count(schools=[], address="sqlite:///later.sqlite3") == 1
    assert len(outbox.pending(schools=[], address="sqlite:///later.sqlite3")) == 1
    assert outbox.elsewhere([first]) == [(other, 1), ("sqlite:///later.sqlite3", 1)]
    assert outbox.elsewhere([]) == [(ADDRESS, 1), (other, 1), ("sqlite:///later.sqlite3", 1)]
    assert outbox.elsewhere([first, second]) == [("sqlite:///later.sqlite3", 1)]
    assert outbox.elsewhere([first], kind="session_end") == [(other, 1), ("sqlite:///later.sqlite3", 1)]
    assert outbox.elsewhere([first], kind="answer") == []


def test_writes_for_a_school_the_file_no_longer_names_are_listed_as_of_school_unknown(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    school, _ = outbox.claim(ADDRESS, SchoolIdentity("school-a", "7301234567890123456", "croupier"))
    outbox.append([_ended()], target=school)
    with sqlite3.connect(outbox.path) as connection:
        connection.execute("DELETE FROM schools")
    connection.close()
    assert outbox.elsewhere([], address=ADDRESS) == [("?", 1)]


def test_refused_writes_are_counted_in_all_and_by_kind(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended(), _ended(), _ended()], address=ADDRESS)
    first, second, _ = outbox.held()
    outbox.defer(first.seq, "refused", "invalid")
    outbox.defer(second.seq, "refused", "busy")
    assert outbox.count_refused() == 2
    assert outbox.count_refused(first.kind) == 2
    assert outbox.count_refused("answer") == 0


# -- last_refusal ---------------------------------------------------------------------------------


def test_no_last_refusal_while_no_write_was_refused(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    assert outbox.last_refusal() is None
    outbox.append([_ended()], address=ADDRESS)
    assert outbox.last_refusal() is None


def test_the_last_refusal_is_the_newest_write_refused(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended(), _ended(), _ended()], address=ADDRESS)
    seqs = [held.seq for held in outbox.held()]
    outbox.defer(seqs[1], "the newer refusal", "invalid")
    outbox.defer(seqs[0], "the older write", "busy")
    assert outbox.last_refusal() == ("invalid", "the newer refusal")


def test_a_refusal_recorded_without_its_cause_reads_as_failed(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended()], address=ADDRESS)
    # Written so by another version of Croupier: a reason, no cause.
    connection = sqlite3.connect(outbox.path)
    with connection:
        connection.execute("UPDATE outbox SET refused = 'refused long ago', cause = NULL")
    connection.close()
    assert outbox.last_refusal() == ("failed", "refused long ago")


# -- the file's errors ----------------------------------------------------------------------------


def test_a_folder_that_cannot_be_made_names_the_station_file(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    outbox = Outbox(blocker / STATION_FILE)
    with pytest.raises(DatabaseWriteError) as caught:
        outbox.count()
    assert type(caught.value) is DatabaseWriteError
    assert str(caught.value).startswith(f"The station file {outbox.path} failed: ")


def test_a_folder_that_cannot_be_made_on_a_full_disk_is_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    outbox = Outbox(blocker / STATION_FILE)

    def nearly_full(path: str | Path) -> shutil._ntuple_diskusage:
        return shutil._ntuple_diskusage(1 << 30, 1 << 30, 0)

    monkeypatch.setattr(shutil, "disk_usage", nearly_full)
    with pytest.raises(DiskFullError, match=r"^The station file .* failed: the disk is full"):
        outbox.count()


def test_a_station_file_sqlite_cannot_open_names_the_station_file(tmp_path: Path) -> None:
    path = tmp_path / STATION_FILE
    path.mkdir()  # a folder where the file should be
    outbox = Outbox(path)
    with pytest.raises(DatabaseWriteError) as caught:
        outbox.count()
    assert str(caught.value).startswith(f"The station file {path} failed: ")


def test_a_refusal_in_the_older_callers_words_is_a_failure_that_waits_a_minute(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    outbox.append([_ended(), _ended()], address=ADDRESS)
    first, second = (held.seq for held in outbox.held())

    before = time.time()
    outbox.refuse(second, "the school said no")
    after = time.time()
    waiting, refused = outbox.held()
    assert (waiting.seq, waiting.refused, waiting.tries) == (first, None, 0)
    assert (refused.seq, refused.refused, refused.cause, refused.tries) == (
        second,
        "the school said no",
        "failed",
        1,
    )
    assert refused.retry_at is not None
    assert before + FIRST_RETRY <= refused.retry_at <= after + FIRST_RETRY


# -- the station's state --------------------------------------------------------------------------


def test_the_station_s_state_is_kept_by_key_across_a_restart(tmp_path: Path) -> None:
    outbox = _outbox(tmp_path)
    assert outbox.get("last_refusal") is None
    outbox.put("last_refusal", "one")
    outbox.put("roster", "two")
    outbox.put("last_refusal", "three")
    again = _outbox(tmp_path)
    assert (again.get("last_refusal"), again.get("roster"), again.get("lockout")) == ("three", "two", None)


# -- the file -------------------------------------------------------------------------------------


def test_a_station_file_in_folders_not_made_yet_is_made_with_them(tmp_path: Path) -> None:
    outbox = Outbox(tmp_path / "profile" / "croupier" / STATION_FILE)
    outbox.append([_ended()], address=ADDRESS)
    assert outbox.count() == 1


def test_a_station_file_of_before_sign_ins_keeps_its_writes_and_takes_signed_ones(tmp_path: Path) -> None:
    """A file version 2 wrote (no sign-in token yet): opened by this version, its writes are due as
    made under no sign-in, and new ones keep theirs."""
    old = _ended()
    _outbox(tmp_path).append([old], address=ADDRESS)
    with sqlite3.connect(tmp_path / STATION_FILE) as connection:
        connection.execute("ALTER TABLE outbox DROP COLUMN token")
        connection.execute("PRAGMA user_version=2")
    connection.close()
    outbox = _outbox(tmp_path)
    new = _ended()
    outbox.append([new], address=ADDRESS, token="token-of-anna")
    assert [(queued.write.uuid, queued.token) for queued in outbox.pending()] == [
        (old.uuid, None),
        (new.uuid, "token-of-anna"),
    ]


def test_a_station_file_that_cannot_be_brought_up_to_date_is_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / STATION_FILE
    with sqlite3.connect(path) as connection:
        connection.execute(
            "CREATE TABLE outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, uuid TEXT NOT NULL, "
            "kind TEXT NOT NULL, body TEXT NOT NULL, queued_at TEXT NOT NULL)"
        )
        connection.execute("CREATE TABLE refused (note TEXT)")  # not the table version 1 made
        connection.execute("PRAGMA user_version=1")
    connection.close()
    outbox = Outbox(path)
    with pytest.raises(DatabaseWriteError, match="station file") as caught:
        outbox.count()
    # The error names why (the old table lacks a column), not a failure of undoing the attempt.
    assert str(caught.value).endswith("failed: no such column: seq")
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == 1
        columns = {row[1] for row in connection.execute("PRAGMA table_info(outbox)")}
    connection.close()
    assert "school" not in columns


def test_a_station_file_another_program_left_open_to_all_is_made_its_owner_s_only(tmp_path: Path) -> None:
    path = tmp_path / STATION_FILE
    _outbox(tmp_path).append([_ended()], address=ADDRESS)
    path.chmod(0o777)
    assert _outbox(tmp_path).count() == 1
    assert stat.S_IMODE(path.stat().st_mode) == 0o700


def test_once_open_the_station_file_is_read_while_another_process_of_the_station_writes(
    tmp_path: Path,
) -> None:
    """Several processes of one station share the file: one holding a write transaction (the
    uploader, say) keeps another's reads waiting for nothing, since the file was made ready once."""
    outbox = _outbox(tmp_path)
    outbox.append([_ended()], address=ADDRESS)
    outbox.put("roster", "two")
    writer = sqlite3.connect(outbox.path, isolation_level=None)
    try:
        writer.execute("BEGIN IMMEDIATE")
        writer.execute("INSERT INTO state (key, value) VALUES ('lockout', 'soon')")
        before = time.monotonic()
        assert (outbox.count(), outbox.get("roster"), outbox.get("lockout")) == (1, "two", None)
        assert time.monotonic() - before < 5.0
    finally:
        writer.execute("ROLLBACK")
        writer.close()
