"""The GUI tests' guard against exceptions that get away (``escapes.escapes_caught``), itself tested:
each way pytest-qt alone lets an exception pass fails the test that caused it."""

from __future__ import annotations

import gc
import logging
import threading

import pytest
from escapes import escapes_caught
from PySide6.QtCore import QTimer


def _boom() -> None:
    raise IndexError("boom")


def test_an_exception_in_a_thread_fails_the_test(qapp):
    def raise_in_a_thread() -> None:
        thread = threading.Thread(target=_boom, name="worker")
        thread.start()
        thread.join()

    with pytest.raises(pytest.fail.Exception, match=r"in thread worker: IndexError: boom"), escapes_caught():
        raise_in_a_thread()


class _Dies:
    def __del__(self) -> None:
        _boom()


def test_an_unraisable_exception_fails_the_test(qapp):
    def collect_one_that_dies() -> None:
        dies = _Dies()
        del dies
        gc.collect()

    with pytest.raises(pytest.fail.Exception, match=r"unraisable .*IndexError: boom"), escapes_caught():
        collect_one_that_dies()


def test_an_error_only_logged_fails_the_test(qapp):
    got_away = r"logged by croupier\.gui: caught IndexError"
    with pytest.raises(pytest.fail.Exception, match=got_away), escapes_caught():
        logging.getLogger("croupier.gui").error("caught IndexError")


def test_a_warning_logged_is_no_failure(qapp):
    with escapes_caught() as escaped:
        logging.getLogger("croupier.speech").warning("Speech is off")
    assert escaped == []


def test_work_left_queued_runs_inside_the_test_that_queued_it(qapp):
    with pytest.raises(IndexError, match="boom"), escapes_caught():
        QTimer.singleShot(0, _boom)
