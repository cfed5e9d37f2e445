"""Test set-up shared by every test; the PostgreSQL fixtures the store and window tests share."""

import gc
import os
import sys
import uuid
from collections.abc import Iterator

import pg_cluster
import pytest
from filelock import FileLock
from pg_cluster import Cluster

# Without a display Qt aborts the process (exit 134) unless the offscreen platform is chosen first.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PG_ENV = "CROUPIER_TEST_POSTGRES_URL"
PG_SLOTS_ENV = "CROUPIER_TEST_POSTGRES_URLS"  # make mutants: a cluster per child


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist (``make test``) each worker gets a PostgreSQL cluster of its own: the
    school's logins (``croupier_station``, ``croupier_instructor``) belong to a cluster, not to a
    database, and two workers setting their passwords at once would lock each other out. Under
    mutmut (``make mutants``) each mutant's run takes a free one of the clusters the Makefile
    started for its children (``CROUPIER_TEST_POSTGRES_URLS``), for the same reason: a mutant
    must be killed by a test, not by another mutant's tests changing a password."""
    slots = os.environ.get(PG_SLOTS_ENV, "").split()
    if slots and "MUTANT_UNDER_TEST" in os.environ:
        url, lock = pg_cluster.take_free(slots)
        os.environ[PG_ENV] = url
        config.stash[_SLOT_LOCK] = lock
        return
    if os.environ.get("PYTEST_XDIST_WORKER") and os.environ.get(PG_ENV) and pg_cluster.available():
        cluster = pg_cluster.start_cluster()
        os.environ[PG_ENV] = cluster.url
        config.stash[_WORKER_CLUSTER] = cluster


def pytest_unconfigure(config: pytest.Config) -> None:
    lock = config.stash.get(_SLOT_LOCK, None)
    if lock is not None:
        lock.release()
    cluster = config.stash.get(_WORKER_CLUSTER, None)
    if cluster is not None:
        cluster.close()


_WORKER_CLUSTER = pytest.StashKey[Cluster]()
_SLOT_LOCK = pytest.StashKey[FileLock]()


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    """The widgets a test showed are deleted when it ends, not at the end of the run.

    pytest-qt closes each widget a test added (``qtbot.add_widget``) and calls its ``deleteLater``,
    but Qt deletes such an object only when the event loop that posted the deletion turns again, and
    between tests no event loop turns: every window of every test lived on to the end of the process,
    each a main window's 800 widgets with their timers. A language switch retranslated all of them
    and a wait ran their timers, so a test took longer the more tests ran before it in the same
    process (36 s instead of 1 s for a walkthrough test late in the suite).

    Last of the teardown hooks, after the test's fixtures are torn down (they may still use the
    window) and inside pytest-qt's own, which fails the test if an exception escapes meanwhile."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is not None and widgets.QApplication.instance() is not None:
        from PySide6.QtCore import QCoreApplication, QEvent  # noqa: PLC0415 - only once Qt is in use

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # Once the GUI tests have handed cyclic garbage to the window's thread (tests/gui/conftest.py),
    # a test that turns no event loop leaves it to this, the main thread, as each test ends.
    collector = sys.modules.get("croupier.gui.collector")
    if collector is not None and not gc.isenabled():
        collector.collect_due(gc.get_threshold())


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("true", "1", "yes")


@pytest.fixture(scope="module")
def own_cluster() -> Iterator[Cluster]:
    """A PostgreSQL cluster this module may stop and pause (skipped without PostgreSQL, except in CI)."""
    if not pg_cluster.available():
        if in_ci() or os.environ.get(PG_ENV):
            pytest.fail("PostgreSQL's binaries are missing (.ci/postgres.sh installs them)", pytrace=False)
        pytest.skip("PostgreSQL is not installed here")
    cluster = pg_cluster.start_cluster()
    yield cluster
    cluster.close()


@pytest.fixture
def own_database(own_cluster: Cluster) -> str:
    """A fresh database on the module's own cluster (its URL, for its administrator)."""
    from sqlalchemy import create_engine, text  # noqa: PLC0415

    from croupier.store.database import parse_url  # noqa: PLC0415

    name = f"croupier_o_{uuid.uuid4().hex[:10]}"
    engine = create_engine(parse_url(own_cluster.url), isolation_level="AUTOCOMMIT")
    with engine.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    engine.dispose()
    return parse_url(own_cluster.url).set(database=name).render_as_string(hide_password=False)
