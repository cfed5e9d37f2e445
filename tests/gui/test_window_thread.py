"""Nothing heavy on the window's thread (issue 34), checked by where the work runs, not by seconds:
the instructor's PIN is checked (scrypt) and the roster read in a worker thread when instructor mode
is unlocked; the dashboard reads the database only in a worker thread (its live refresh included);
and the quiz makes the next question in a thread of its own while the trainee reads the verdict
(or, in an exam, whose questions are set in advance, while the trainee answers the one before).
A walkthrough duty's work is the window's own (its grading takes well under a millisecond): a duty
done words and paints again only what it changed, checked by counting, not by seconds."""

from __future__ import annotations

import random
import threading
from collections import Counter

import pytest
from PySide6.QtCore import Qt
from readback import cell_text, is_unlocked, trainees_shown
from school_windows import opened
from sqlalchemy import event
from test_instructor_helpers import known_class, new_store
from test_walkthrough import play

from croupier.drills import TrainingMode, solve
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.quiz import QuizConfig
from croupier.speech import SilentSpeaker
from croupier.store import NewAttempt
from croupier.training.controller import Waiting

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

PIN = "2468"


class Statements:
    """Every SQL statement the store's engine runs, with the thread it ran on."""

    def __init__(self, engine) -> None:
        self.seen: list[tuple[str, str]] = []
        self.recording = False
        event.listen(engine, "before_cursor_execute", self._executed)

    def _executed(self, _conn, _cursor, statement, _params, _context, _many) -> None:
        if self.recording:
            self.seen.append((threading.current_thread().name, " ".join(statement.split())[:90]))

    def on_window_thread(self) -> list[str]:
        main = threading.main_thread().name
        return [statement for thread, statement in self.seen if thread == main]


@pytest.fixture
def store(tmp_path):
    store = new_store(tmp_path)
    store.instructor.set_pin(PIN)
    yield store
    store.close()


def test_the_dashboard_and_its_live_refresh_read_the_database_off_the_window_thread(
    qtbot, translations, settings, store, tmp_path
):
    ids = known_class(store)
    statements = Statements(store._access.engine)
    speaker = SilentSpeaker("no engine in the tests")
    window = MainWindow(translations, settings, speaker, store=store, rng=random.Random(5))
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    page = window.instructor_page
    assert page is not None
    dashboard = page.dashboard_page
    assert page.unlock_with(PIN)
    page.tabs.setCurrentWidget(dashboard)
    statements.recording = True
    with qtbot.waitSignal(dashboard.refreshed, timeout=10_000):
        window.set_mode(View.INSTRUCTOR)
    qtbot.waitUntil(lambda: not dashboard.is_reading())
    assert cell_text(dashboard, "Cleo") == "–"
    # Another station records Cleo's first answer; the page notices within seconds, off the thread.
    with new_store(tmp_path) as station:  # the same file, a connection of its own
        station.record_attempt(
            NewAttempt(
                trainee_id=ids["Cleo"],
                skill="bring_in",
                question="q",
                answer="a",
                correct=True,
                seconds=3,
                mode="x",
            )
        )
    with qtbot.waitSignal(dashboard.refreshed, timeout=15_000):
        pass  # the page's live timer asks whether anything changed, then reads again
    assert cell_text(dashboard, "Cleo") == "100%\n1 answer"
    statements.recording = False
    assert statements.seen, "the dashboard read nothing"
    assert statements.on_window_thread() == []
    assert {thread for thread, _ in statements.seen} != {threading.main_thread().name}
    window.close()


def test_the_pin_check_and_the_reads_that_unlock_instructor_mode_are_off_the_window_thread(
    qtbot, translations, settings, store, monkeypatch
):
    from croupier.store import pin  # noqa: PLC0415

    known_class(store)
    hashed: list[str] = []  # the threads scrypt ran on
    original = pin._derive

    def derive(*args, **kwargs):
        hashed.append(threading.current_thread().name)
        return original(*args, **kwargs)

    monkeypatch.setattr(pin, "_derive", derive)
    statements = Statements(store._access.engine)
    window = MainWindow(translations, settings, SilentSpeaker("x"), store=store, rng=random.Random(5))
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.set_mode(View.INSTRUCTOR)
    page = window.instructor_page
    qtbot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    dialog = page.pin_dialog
    qtbot.keyClicks(dialog.current_field, PIN)
    statements.recording = True
    qtbot.keyClick(dialog.current_field, Qt.Key.Key_Return)
    assert dialog.checking
    assert not is_unlocked(page)
    opened(qtbot, page)
    statements.recording = False
    assert trainees_shown(page.roster_page) == ["Anna", "Ben", "Cleo"]
    assert hashed, "no PIN was checked"
    assert threading.main_thread().name not in hashed
    assert statements.seen, "the unlock read nothing"
    assert statements.on_window_thread() == []
    window.close()


class Makers:
    """Every question dealt (``croupier.drills.session._seeded``, what makes a question from its
    skill, seed and level), with the thread it was dealt on."""

    def __init__(self, monkeypatch) -> None:
        from croupier.drills import session  # noqa: PLC0415

        self.made: list[tuple[object, int]] = []
        original = session._seeded

        def seeded(*args, **kwargs):
            question = original(*args, **kwargs)
            self.made.append((question, threading.get_ident()))
            return question

        monkeypatch.setattr(session, "_seeded", seeded)

    def thread_of(self, question) -> int:
        return next(thread for made, thread in self.made if made is question)


@pytest.mark.parametrize("mode", [TrainingMode.PRACTICE, TrainingMode.EXAM])
def test_the_quiz_makes_every_question_off_the_window_thread(qtbot, window, monkeypatch, mode):
    makers = Makers(monkeypatch)
    window_thread = threading.get_ident()
    panel = window.quiz_panel
    controller = panel.controller
    window.set_mode(View.QUIZ)
    panel.start_page.start_requested.emit(QuizConfig(mode=mode, count=6, seed=11))  # Start pressed
    assert controller.question is None  # the first is being made: the window is not held meanwhile
    qtbot.waitUntil(lambda: controller.question is not None)
    assert makers.thread_of(controller.question) != window_thread
    page = panel.question_page
    assert panel.page() is page
    for number in range(2, 7):
        if mode is TrainingMode.EXAM:  # set in advance: made while the trainee answers the one before
            qtbot.waitUntil(lambda n=number: len(makers.made) == n)
        page.answer_input.submitted.emit(solve(controller.question).expected)  # as the answer field does
        if mode is not TrainingMode.EXAM:  # (an exam asks the next at once: no verdict)
            qtbot.waitUntil(lambda n=number: len(makers.made) == n)  # made while the verdict is read
            assert page.outcome is not None
            assert page.outcome.correct
            page.next_requested.emit()  # Enter: the next question
        assert controller.number == number
        assert page.question is controller.question
        assert makers.thread_of(controller.question) != window_thread
    assert len(makers.made) == 6, "each question made once"
    page.answer_input.submitted.emit(solve(controller.question).expected)
    if mode is not TrainingMode.EXAM:
        page.next_requested.emit()
    assert panel.page() is panel.summary_page
    assert controller.summary().correct == 6


class Repaints:
    """Every checklist line worded (``Checklist._line``) and every seat of the table shown anew
    (``TableScene._show_seat``: its plate, bet and cards set again, and so painted again), with the
    table's layouts in between (a layout shows every seat again)."""

    def __init__(self, monkeypatch) -> None:
        from croupier.gui.table_scene import TableScene  # noqa: PLC0415
        from croupier.gui.walkthrough.checklist import Checklist  # noqa: PLC0415

        self.worded: Counter[object] = Counter()
        self.seats: list[tuple[int, object, bool]] = []  # (seat, its state, whether it is to act)
        self.layouts = 0
        line, show_seat, layout = Checklist._line, TableScene._show_seat, TableScene._layout

        def worded(checklist, record):
            self.worded[record] += 1
            return line(checklist, record)

        def shown(scene, state, seat, *args, **kwargs):
            self.seats.append((seat.seat, seat, state.actor == seat.seat))
            return show_seat(scene, state, seat, *args, **kwargs)

        def laid_out(scene, count):
            self.seats.append((0, None, False))  # every seat shown again after it
            self.layouts += 1
            return layout(scene, count)

        monkeypatch.setattr(Checklist, "_line", worded)
        monkeypatch.setattr(TableScene, "_show_seat", shown)
        monkeypatch.setattr(TableScene, "_layout", laid_out)

    def seats_shown_as_they_were(self) -> list[int]:
        """Seats shown again just as they were last shown, with no layout between."""
        last: dict[int, tuple[object, bool]] = {}
        again = []
        for seat, state, to_act in self.seats:
            if seat == 0:
                last.clear()
            elif last.get(seat) == (state, to_act):
                again.append(seat)
            else:
                last[seat] = (state, to_act)
        return again


def test_a_walkthrough_duty_words_and_paints_only_what_it_changed(qtbot, translations, settings, monkeypatch):
    settings.walkthrough_difficulty = "expert"
    settings.walkthrough_mode = "practice"
    settings.walkthrough_incidents = "off"  # the table never goes wrong: every duty by key
    speaker = SilentSpeaker("no engine in the tests")
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    qtbot.add_widget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()  # the keys are the window's shortcuts
    qtbot.waitUntil(window.isActiveWindow)
    window.set_mode(View.DEAL)
    panel = window.walkthrough
    assert panel is not None
    panel.set_player_delay(1)
    repaints = Repaints(monkeypatch)
    walk = panel.walkthrough

    class Dealer:  # what the walkthrough tests' driver needs: the panel and the table it keys on
        def __init__(self) -> None:
            self.panel = panel
            self.table_view = window.table_view

    play(qtbot, Dealer(), lambda: walk.waiting is Waiting.OVER, limit=4000)
    assert walk.right == walk.asked > 100, "every duty of the hand done by key"
    # Each line of the hand's checklist was worded once, though the checklist was shown at every duty.
    assert len(repaints.worded) > 30
    assert max(repaints.worded.values()) == 1, "a line worded again at a later duty"
    # A seat's plate, bet and cards were set again only when the seat had changed (or the table was
    # laid out again): a duty changes a seat or two of six.
    assert repaints.seats_shown_as_they_were() == []
    shown = len(repaints.seats) - repaints.layouts
    assert shown < 6 * walk.asked / 2, (shown, walk.asked)
    window.close()
