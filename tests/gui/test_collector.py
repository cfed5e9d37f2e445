"""Cyclic garbage is freed on the window's thread only (croupier/gui/collector.py): a Qt object
freed by a worker thread's collection is destroyed on the wrong thread, which Qt does not allow
("QObject::~QObject: Timers cannot be stopped from another thread") and which crashed the tests
when the quiz made its first question in a thread of its own."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject, QTimer

from croupier.gui.app import create_application
from croupier.gui.collector import WindowThreadCollector, freeze_once, frozen


def _garbage(freed_on: list[int], *, running_timer: bool) -> None:
    """A Qt object (a running timer, or a plain object) in a reference cycle, left as garbage;
    ``freed_on`` gets the thread that frees it."""
    thing = QTimer() if running_timer else QObject()
    if isinstance(thing, QTimer):
        thing.setInterval(60_000)
        thing.start()
    thing.cycle = thing  # only the cyclic collector can free it
    weakref.finalize(thing, lambda: freed_on.append(threading.get_ident()))


def _allocate_in_a_worker() -> None:
    """What a worker thread does while it makes a question: allocate (containers, so the collector
    counts them)."""

    def work() -> None:
        kept = [[index] for index in range(50_000)]
        del kept

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()


def test_a_worker_thread_that_allocates_frees_no_qt_object_of_the_window_thread(qapp):
    window_thread = threading.get_ident()
    collector = WindowThreadCollector(qapp)
    collector.start()
    try:
        assert not gc.isenabled()
        freed_on: list[int] = []
        _garbage(freed_on, running_timer=True)
        _allocate_in_a_worker()
        assert freed_on == []  # the worker ran no collection
        gc.collect(0)  # what the collector's timer does when it is due
        assert freed_on == [window_thread]
    finally:
        collector.stop()


def test_without_it_the_worker_frees_the_window_threads_objects(qapp):
    """The hazard itself, with the interpreter collecting wherever it allocates (a plain object: a
    running timer destroyed there is the warning above, and may crash)."""
    assert gc.isenabled() is False  # (the GUI tests run with the collector, as the trainer does)
    gc.enable()
    try:
        freed_on: list[int] = []
        _garbage(freed_on, running_timer=False)
        _allocate_in_a_worker()
        assert len(freed_on) == 1
        assert freed_on[0] != threading.get_ident()
    finally:
        gc.disable()


def test_it_collects_by_the_interpreters_thresholds_and_the_trainer_starts_it(qapp):
    collector = WindowThreadCollector(qapp)
    assert collector.thresholds == gc.get_threshold()
    gc.collect()
    assert collector.collect() == 0  # nothing due
    assert create_application() is qapp  # (made once a process: the tests' application is it)
    assert not gc.isenabled()  # the GUI tests' collector, as create_application starts for the trainer


def test_what_lasts_is_frozen_once_a_process_for_each_kind():
    """The window's widgets and the modules imported for it each leave the collector's passes once:
    a second window of the same process (tests) does not freeze what was made since again."""
    try:
        assert not frozen("a test's lasting things")
        freeze_once("a test's lasting things")
        once = gc.get_freeze_count()
        assert frozen("a test's lasting things")
        made_since = [[n] for n in range(10)]  # lists (always tracked) made after the freeze
        freeze_once("a test's lasting things")
        assert gc.get_freeze_count() == once  # the second call froze nothing
        freeze_once("another test's lasting things")
        assert gc.get_freeze_count() >= once + len(made_since)
        assert frozen("another test's lasting things")
    finally:
        gc.unfreeze()
