"""The screenshot views of a school (``croupier screenshot --view instructor`` …): the instructor's
mode on a seeded sample class (``instructor``, ``instructor-roster``, ``instructor-exams``), the
projector, and a trainee's station on a temporary school: signing in (``signin``), "Assigned to
you" (``assigned``), an exam under way (``exam``) and its result (``result``). The view table of
:mod:`croupier.commands.screenshot` names these builders."""

from __future__ import annotations

import random
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QWidget

from croupier.commands.screenshot_setup import SHOT_PLAYERS, SHOT_SEED
from croupier.drills.grading import solve
from croupier.engine.phh import from_hand
from croupier.gui.instructor import ProjectorView, QtDialogs
from croupier.gui.instructor.dashboard_page import DashboardPage
from croupier.gui.instructor.roster_page import RosterPage
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.station import Station
from croupier.reports.sample import fill_sample_class
from croupier.speech import SilentSpeaker
from croupier.store import Store
from croupier.store.school import SchoolSettings
from croupier.training.demo import mid_hand

__all__ = ["assigned_view", "exam_view", "instructor_view", "projector_view", "result_view", "signin_view"]

SHOT_PIN = "2468"


def instructor_view(context: dict[str, Any], tab: str = "dashboard") -> QWidget:
    """The window in Instructor mode, unlocked, on the class dashboard (or the roster, with the
    school's settings and the pace target, or the exams with the sample exam, sat, in the form to be
    edited) of a seeded sample class, its last three trainees moved to a second class."""

    folder = tempfile.TemporaryDirectory(prefix="croupier-shot-")
    store = Store.open_default(data_dir=Path(folder.name), environ={})
    fill_sample_class(store, seed=SHOT_SEED)
    evening = store.classes.add("Evening", term="2027")
    for trainee in store.roster.trainees()[-3:]:
        store.classes.move(trainee.id, evening.id)
    store.instructor.set_pin(SHOT_PIN)
    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"],
        settings,
        speaker,
        store=store,
        trainee=store.roster.trainees()[0],
        rng=random.Random(SHOT_SEED),
    )
    page = window.instructor_page
    assert page is not None
    page.unlock_with(SHOT_PIN)
    pages = {"roster": page.roster_page, "exams": page.exam_page}
    page.tabs.setCurrentWidget(pages.get(tab, page.dashboard_page))
    window.set_mode(View.INSTRUCTOR)
    _read_in_the_background(page.dashboard_page, page.roster_page)
    if tab == "exams":
        page.exam_page.edit_selected()
    context["keep"] = speaker
    context["cleanup"] = [store.close, folder.cleanup]
    return window


def _read_in_the_background(*pages: DashboardPage | RosterPage, seconds: float = 60.0) -> None:
    """Wait (turning the event loop) until the pages' figures, read in a worker, are on show."""

    deadline = time.monotonic() + seconds
    while any(page.is_reading() for page in pages) and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.005)


def projector_view(context: dict[str, Any]) -> QWidget:
    """The projector view on a seeded hand mid-way through 5th or 6th street, down cards shown."""

    names = ["Anna", "Ben", "Cleo", "Dana", "Emil", "Fatma", "Gregor", "Hanna"][:SHOT_PLAYERS]
    history = from_hand(mid_hand(players=SHOT_PLAYERS, seed=SHOT_SEED), players=names)
    view = ProjectorView(QtDialogs())
    view.table_view.set_animations_enabled(False)
    view.load_histories([history], "lesson.phh")
    view.set_reveal(True)
    view.go_to(view.step_count)
    return view


def _school(context: dict[str, Any]) -> MainWindow:
    """A window on a temporary school of a sample class (an assignment and an exam for it)."""

    class _Yes(QtDialogs):
        def confirm(self, parent: Any, title: str, text: str) -> bool:
            return True

    folder = tempfile.TemporaryDirectory(prefix="croupier-shot-")
    store = Store.open_default(data_dir=Path(folder.name), environ={})
    fill_sample_class(store, seed=SHOT_SEED)
    store.instructor.set_pin(SHOT_PIN)
    store.school.save(SchoolSettings("Spielbank Dealerschule", "Petra Koch", self_registration=True))
    anna = store.roster.trainees()[0]
    store.assignments.assign(
        "Bring-ins, week 2",
        ["bring_in", "first_to_act"],
        15,
        trainee_id=anna.id,
        due_at=datetime.now(UTC) + timedelta(days=2),
    )
    store.exams.create("Stud II", ["bring_in", "first_to_act", "pot_size"], 12, 0.75, time_limit=900)
    station = Station(store)
    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"],
        settings,
        speaker,
        station=station,
        rng=random.Random(SHOT_SEED),
        dialogs=_Yes(),
    )
    context["keep"] = (speaker, station)
    context["cleanup"] = [station.close, store.close, folder.cleanup]
    context["anna"] = anna
    return window


def signin_view(context: dict[str, Any]) -> QWidget:
    """The sign-in page of a school with a roster."""
    window = _school(context)
    page = window.sign_in_page
    assert page is not None  # (a window over a school signs in)
    page.refresh()
    page.find_field.setText("a")
    return window


def assigned_view(context: dict[str, Any]) -> QWidget:
    """ "Assigned to you" just after sign-in: an assignment half done, an exam to sit."""
    window = _school(context)
    window.sign_in(context["anna"])
    window.quiz_panel.show_start()
    return window


def exam_view(context: dict[str, Any]) -> QWidget:
    """An exam under way: the band, the locked game, the fourth question."""

    window = _school(context)
    window.sign_in(context["anna"])
    panel = window.quiz_panel
    clock = [500.0]
    panel.set_clock(lambda: clock[0])
    item = next(item for item in panel.assigned_page.assigned.exams if item.exam.name == "Stud II")
    panel.start_exam(item)
    for _ in range(3):
        clock[0] += 40
        question = panel.controller.question
        if question is not None:
            panel.controller.answer(solve(question).expected)
    clock[0] += 20
    panel.controller.refresh_time()
    window.exam_band.set_time_left(panel.controller.exam_remaining() or 0)
    return window


def result_view(context: dict[str, Any]) -> QWidget:
    """The result page of a passed exam (its certificate follows once the instructor has sealed it)."""

    window = _school(context)
    window.sign_in(context["anna"])
    panel = window.quiz_panel
    clock = [500.0]
    panel.set_clock(lambda: clock[0])
    item = next(item for item in panel.assigned_page.assigned.exams if item.exam.name == "Stud II")
    panel.start_exam(item)
    number = 0
    while panel.controller.question is not None and panel.page() is panel.question_page:
        number += 1
        clock[0] += 35
        question = panel.controller.question
        panel.controller.answer(None if number in (4, 9) else solve(question).expected)
    return window
