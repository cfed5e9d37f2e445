"""The projector's file loading: large files in the background with progress and Cancel, every
malformed file refused with its one-line message, and unknown cards drawn face down."""

from __future__ import annotations

import os
import random
import threading
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_instructor_helpers import FakeDialogs

from croupier.engine import phh
from croupier.engine.errors import BadPHHError
from croupier.engine.rules import STUD, STUD8, HouseRules, Stakes
from croupier.engine.simulate import deal_random_hand
from croupier.gui.instructor import projector_hands, projector_view
from croupier.gui.instructor.phh_loader import PHHLoader
from croupier.gui.instructor.projector_view import ProjectorView

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support (propagateSizeHints|raise)\(\)")

DATA = Path(__file__).resolve().parents[1] / "data" / "phh"
BAD = DATA / "bad"
MANIFEST = tomllib.loads((BAD / "MANIFEST.toml").read_text(encoding="utf-8"))


@pytest.fixture
def view(qtbot, translations) -> ProjectorView:
    view = ProjectorView(FakeDialogs(open_path=str(DATA / "stud_showdown.phh")))
    qtbot.add_widget(view)
    view.table_view.set_animations_enabled(False)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    return view


def _many_hands(path: Path, count: int) -> Path:
    rng = random.Random(8)
    hands = [
        phh.from_hand(deal_random_hand(variant, Stakes(), [1000] * 5, HouseRules(), rng))
        for variant in (STUD, STUD8)
        for _ in range(3)
    ]
    path.write_text(phh.dumps_all(hands[number % len(hands)] for number in range(count)), encoding="utf-8")
    return path


def test_a_large_file_loads_in_the_background_with_progress(qtbot, view, tmp_path):
    path = _many_hands(tmp_path / "class.phhs", 600)
    assert path.stat().st_size >= view.background_bytes  # large enough to go to the background
    values: list[int] = []
    view.load_progress.bar.valueChanged.connect(values.append)
    table = view.table_view.geometry()
    with qtbot.waitSignal(view.loading_finished, timeout=60_000) as finished:
        assert view.open_file(path)
        assert view.loading
        assert view.load_progress.isVisible()
        assert not view.caption.isVisible()  # the progress line stands in the caption's room
        qtbot.wait(50)  # a turn of the loop for the layout
        assert view.table_view.geometry() == table  # and the table stays where it was
    assert finished.args == [True]
    assert not view.loading
    assert not view.load_progress.isVisible()
    assert view.caption.isVisible()
    assert view.table_view.geometry() == table
    assert view.hand_box.count() == 600
    assert view.step == 0
    assert values
    assert values[-1] == 1000  # the bar reached its end
    assert view.title.text() == "class.phhs · Hand 1 of 600"


def test_a_large_files_hands_are_made_ready_in_the_loaders_thread(qtbot, view, tmp_path, monkeypatch):
    """The window's thread only shows what the loader's thread prepared: it replays no hand and
    writes none of the list's entries itself (600 hands, the first replayed once, off that thread)."""
    calls: list[tuple[str, bool]] = []  # (what, on the window's thread?)

    def recorded(name: str, work: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any) -> Any:
            calls.append((name, threading.current_thread() is threading.main_thread()))
            return work(*args)

        return call

    monkeypatch.setattr(projector_hands, "prepare", recorded("prepare", projector_hands.prepare))
    monkeypatch.setattr(projector_hands, "hand_names", recorded("names", projector_hands.hand_names))
    monkeypatch.setattr(projector_view, "prepare", recorded("prepare", projector_view.prepare))
    path = _many_hands(tmp_path / "class.phhs", 600)
    with qtbot.waitSignal(view.loading_finished, timeout=60_000) as finished:
        assert view.open_file(path)
    assert finished.args == [True]
    assert calls == [("prepare", False), ("names", False)]
    assert (view.hand_box.count(), view.hand_box.itemText(599)) == (600, "Hand 600 of 600")
    assert view.step_count == len(phh.load(path)[0].actions)
    view.choose_hand(599)  # a hand chosen later is prepared where it is chosen
    assert calls[-1] == ("prepare", True)


def test_a_hand_that_stops_says_why_when_read_in_the_background(qtbot, view):
    view.background_bytes = 1
    with qtbot.waitSignal(view.loading_finished, timeout=60_000) as finished:
        assert view.open_file(BAD / "illegal_out_of_turn.phh")
    assert finished.args == [True]
    assert f"{BAD / 'illegal_out_of_turn.phh'}:10: the hand stops before" in view.message.message()
    assert view.step_count == 2


def test_what_the_loaders_thread_makes_of_the_hands_is_what_it_reports(qtbot):
    def count(histories: list[phh.HandHistory]) -> int:
        return len(histories)

    def refuse(histories: list[phh.HandHistory]) -> int:
        raise BadPHHError(f"{len(histories)} hands: the first cannot be replayed")

    plain = PHHLoader(DATA / "stud_showdown.phh")
    with qtbot.waitSignal(plain.loaded, timeout=60_000) as loaded:
        plain.start()
    assert loaded.args == [phh.load(DATA / "stud_showdown.phh")]  # the hands themselves
    plain.wait()
    loader = PHHLoader(DATA / "stud_showdown.phh", then=count)
    with qtbot.waitSignal(loader.loaded, timeout=60_000) as loaded:
        loader.start()
    assert loaded.args == [1]
    loader.wait()
    failing = PHHLoader(DATA / "stud_showdown.phh", then=refuse)
    with qtbot.waitSignal(failing.failed, timeout=60_000) as failed:
        failing.start()
    assert failed.args == ["1 hands: the first cannot be replayed"]
    failing.wait()


def test_reports_queued_in_one_turn_paint_the_bar_once(qtbot, view):
    """A quickly read file queues its hundred reports faster than the window turns: QProgressBar
    paints at every new value, so the bar takes only the last of them, once a turn."""
    progress = view.load_progress
    progress.begin("class.phhs")
    values: list[int] = []
    progress.bar.valueChanged.connect(values.append)
    for done in range(1, 101):
        progress.set_progress(done, 100)
    assert values == []
    qtbot.waitUntil(lambda: values == [1000])
    progress.set_progress(50, 100)
    progress.end()  # before the window turned: the bar still ends at what was read
    assert values == [1000, 500]


def test_loading_can_be_cancelled_and_the_hand_on_show_stays(qtbot, view, tmp_path):
    assert view.open_file(DATA / "stud_showdown.phh")
    view.go_to(3)
    path = _many_hands(tmp_path / "big.phhs", 3000)
    with qtbot.waitSignal(view.loading_finished, timeout=60_000) as finished:
        assert view.open_file(path)
        view.load_progress.cancel_button.click()
        assert not view.load_progress.cancel_button.isEnabled()
    assert finished.args == [False]
    assert view.message.kind == "error"
    assert view.message.message() == "Reading big.phhs was cancelled; the hand on show stays."
    assert (view.title.text(), view.step) == ("stud_showdown.phh", 3)


def test_a_malformed_file_read_in_the_background_says_where(qtbot, view):
    view.background_bytes = 1
    with qtbot.waitSignal(view.loading_finished, timeout=60_000) as finished:
        view.open_file(BAD / "phhs_third_hand_bad.phhs")
    assert finished.args == [False]
    assert f"{BAD / 'phhs_third_hand_bad.phhs'}:24: big_bet must be a whole number" in view.message.message()


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_every_malformed_file_is_refused_with_its_message(view, name):
    expected = MANIFEST[name]
    opened = view.open_file(BAD / name)
    assert view.message.kind == "error"
    text = view.message.message()
    if expected["exit"] == 2:
        assert not opened
        assert f"{BAD / name}:{expected['line']}: " in text
        assert expected["message"] in text
    else:  # the file reads; the hand stops before the illegal action
        assert opened
        assert f"{BAD / name}:{expected['line']}: the hand stops before" in text


def test_a_fifo_is_refused_at_once(view, tmp_path):
    fifo = tmp_path / "pipe.phh"
    os.mkfifo(fifo)
    assert not view.open_file(fifo)
    assert "it is a FIFO (named pipe), not a regular file" in view.message.message()


def test_unknown_cards_are_drawn_face_down(view):
    assert view.open_file(DATA / "wsop" / "2023-43-49.phh")
    view.go_to(2)  # seat 1's ?????? and seat 2's Js4sTh
    scene = view.table_view.table_scene
    unknown = scene.card_items(1)
    assert {key: item.card for key, item in unknown.items()} == {
        ("down", 0): None,
        ("down", 1): None,
        ("up", 0): None,
    }
    assert str(scene.card_items(2)["up", 0].card) == "Th"
    view.set_reveal(True)  # showing the down cards cannot show what nobody recorded
    assert view.table_view.table_scene.card_items(1)["up", 0].card is None
    view.go_to(6)
    assert view.hand is not None
    assert view.hand.bring_in_seat == 4
