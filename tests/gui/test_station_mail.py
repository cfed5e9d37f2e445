"""What the worker threads hear reaches the window's thread as it comes, with no timer polling for
it, and nothing is delivered (nor anyone woken) for a station that has closed."""

from __future__ import annotations

import threading

from PySide6.QtCore import QThread, QTimer

from croupier.gui.station_mail import StationMail
from croupier.store.writer_status import WriterStatus


def _from_a_thread(work) -> None:
    thread = threading.Thread(target=work)
    thread.start()
    thread.join()


def test_news_from_a_thread_comes_on_the_windows_thread_without_a_timer(qtbot):
    mail = StationMail()
    assert mail.findChildren(QTimer) == []  # nothing wakes an idle window
    heard: list[tuple[str, object]] = []
    window_thread = QThread.currentThread()

    def note(what: str):
        return lambda *args: heard.append((what, args, QThread.currentThread() is window_thread))

    mail.recorded.connect(note("recorded"))
    mail.failed.connect(note("failed"))
    mail.status.connect(note("status"))
    mail.live_heard.connect(note("live"))
    status = WriterStatus()

    def work() -> None:
        mail.box.recorded("u1")
        mail.box.failed("u2", "refused")
        mail.box.status(status)
        mail.box.live("croupier_live", "{}")

    _from_a_thread(work)
    assert heard == []  # not on the thread that heard it
    qtbot.waitUntil(lambda: len(heard) == 4)
    assert heard == [
        ("recorded", ("u1",), True),
        ("failed", ("u2", "refused"), True),
        ("status", (status,), True),
        ("live", ("croupier_live", "{}"), True),
    ]
    mail.close()


def test_a_burst_of_news_wakes_the_window_once(qtbot):
    mail = StationMail()
    wakes: list[object] = []
    mail.box.notify = lambda box, wake=mail.box.notify: (wakes.append(box), wake(box))
    delivered: list[str] = []
    mail.recorded.connect(delivered.append)
    _from_a_thread(lambda: [mail.box.recorded(f"u{n}") for n in range(50)])
    qtbot.waitUntil(lambda: len(delivered) == 50)
    assert wakes == [mail.box]
    _from_a_thread(lambda: mail.box.recorded("later"))  # taken: the next news wakes it again
    qtbot.waitUntil(lambda: delivered[-1] == "later")
    assert len(wakes) == 2
    mail.close()


def test_a_closed_stations_news_wakes_nobody(qtbot):
    mail = StationMail()
    delivered: list[str] = []
    mail.recorded.connect(delivered.append)
    mail.box.recorded("before")  # heard, not yet delivered when the station closes
    mail.close()
    assert delivered == ["before"]
    box = mail.box
    mail.deleteLater()
    qtbot.wait(10)
    _from_a_thread(lambda: box.recorded("after"))  # a writer that outlived its station
    qtbot.wait(20)
    assert delivered == ["before"]
