"""``make mutants`` runs two mutants at a time, each against a PostgreSQL cluster of its own: the
school's logins belong to a cluster, so two mutants' tests setting their passwords on one server
would fail each other's sign-ins, and a mutant would count as killed that no test caught. A run
takes the first cluster no other process holds (``pg_cluster.take_free``)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import pg_cluster
import pytest

URLS = ["postgresql://a@127.0.0.1:61001/x", "postgresql://b@127.0.0.1:61002/x"]


@pytest.fixture(autouse=True)
def _locks_in_the_tests_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The locks are made in the temporary folder: this test's, not the system's."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.setenv("TMPDIR", str(tmp_path))


def test_each_run_takes_a_cluster_no_other_run_holds():
    first_url, first = pg_cluster.take_free(URLS)
    try:
        second_url, second = pg_cluster.take_free(URLS)
        try:
            assert {first_url, second_url} == set(URLS)
            with pytest.raises(RuntimeError, match="no free PostgreSQL cluster"):
                pg_cluster.take_free(URLS, wait=0.2)
        finally:
            second.release()
        again, lock = pg_cluster.take_free(URLS)
        assert again == second_url  # the one let go
        lock.release()
    finally:
        first.release()


def test_a_cluster_is_let_go_when_its_process_ends_however_it_ends():
    """A mutant's run stopped by its time limit (SIGKILL) leaves no cluster taken for good."""
    tests = Path(__file__).resolve().parents[1]
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            textwrap.dedent(
                f"""
                import os, sys
                sys.path.insert(0, {str(tests)!r})
                import pg_cluster
                url, lock = pg_cluster.take_free({URLS[:1]!r})
                print(url, flush=True)
                sys.stdin.read()
                """
            ),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == URLS[0]
        with pytest.raises(RuntimeError):
            pg_cluster.take_free(URLS[:1], wait=0.2)
    finally:
        holder.kill()
        holder.wait()
    url, lock = pg_cluster.take_free(URLS[:1], wait=5)
    assert url == URLS[0]
    lock.release()
