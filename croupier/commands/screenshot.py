"""``croupier screenshot``: render a view of the trainer offscreen into a PNG, then exit.

Each view is one function in ``VIEWS`` that builds the widget to photograph; adding a view is adding
such a function. The table view shows the walkthrough of a seeded hand on 5th street; the
settings view the dialog open on its house rules; the progress view the window's Progress page over a
temporary database holding a few seeded practice sessions.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize

from croupier.commands.screenshot_guide import GUIDE_VIEWS
from croupier.commands.screenshot_incidents import INCIDENT_VIEWS
from croupier.commands.screenshot_practical import PRACTICAL_VIEWS

EXIT_NOT_AVAILABLE = 2
ALL_VIEWS = (
    "table",
    "drill",
    "drill-start",
    "drill-showdown",
    "progress",
    "settings",
    "instructor",
    "instructor-roster",
    "instructor-exams",
    "projector",
    "signin",
    "assigned",
    "exam",
    "result",
    "welcome",
    "welcome-name",
    "welcome-game",
    "welcome-speech",
    "tour",
    "tour-table",
    "tour-verdicts",
    "tour-score",
    "help",
    "shortcuts",
    "course",
    "settings-rule",
    "rules",
    "rules-applied",
    "rules-incident",
    "practised-incident",
    "split",
    "reading",
    "pace",
    "hand-log",
    "debrief",
    "explained",
    "explained-duty",
    "quiz-count",
    "quiz-change",
    "quiz-split",
    "quiz-read",
    *INCIDENT_VIEWS,
    *PRACTICAL_VIEWS,
)
SHOT_PLAYERS = 7
SHOT_SEED = 7
SHOT_PIN = "2468"
DRILL_SEED = 3


translate = QCoreApplication.translate


def _size(text: str) -> QSize:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            translate("Commands", "a size is WIDTHxHEIGHT, such as 1280x800")
        ) from None
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise argparse.ArgumentTypeError(
            translate("Commands", "the size must be between 320x240 and 7680x4320")
        )
    return QSize(width, height)


def add_parser(subparsers: Any) -> None:
    """Register ``screenshot`` on the ``croupier`` command line."""
    parser = subparsers.add_parser(
        "screenshot",
        help=translate("Commands", "render a view of the trainer into a PNG file"),
        description=translate(
            "Commands", "Render a view of the trainer offscreen, in a representative state, into a PNG."
        ),
    )
    parser.add_argument(
        "--view",
        choices=ALL_VIEWS,
        default="table",
        help=translate("Commands", "which view (default: table)"),
    )
    parser.add_argument(
        "--lang", choices=("de", "en"), default="en", help=translate("Commands", "language (default: en)")
    )
    parser.add_argument(
        "--size",
        type=_size,
        default=QSize(1280, 800),
        metavar="WxH",
        help=translate("Commands", "window size (default 1280x800)"),
    )
    parser.add_argument(
        "--translations",
        type=Path,
        metavar="DIR",
        help=translate("Commands", "read croupier_<lang>.qm from DIR"),
    )
    parser.add_argument(
        "out", type=Path, metavar="OUT.png", help=translate("Commands", "the picture to write")
    )
    parser.set_defaults(handler=run)


def _table_view(context: dict[str, Any]) -> Any:
    """The whole main window in Deal mode: the walkthrough of a seeded hand on 5th street, the
    high hand being announced."""
    from croupier.commands.screenshot_scenes import show_mid_hand  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415 - Qt widgets load only when rendering
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    show_mid_hand(window.walkthrough, players=SHOT_PLAYERS, seed=SHOT_SEED)
    context["keep"] = speaker
    return window


def _explained_view(context: dict[str, Any], *, duty: bool = False) -> Any:
    """The walkthrough of ``table``'s hand with the high hand given to the wrong seat (``duty``: a
    card burned before the bets are gathered): the verdict says why with the quiz's own words."""
    from croupier.commands.screenshot_scenes import show_wrong_duty, show_wrong_first  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415 - Qt widgets load only when rendering
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    window.resize(context["size"])  # the verdict laid out as at the size of the picture
    window.show()
    QCoreApplication.processEvents()
    show = show_wrong_duty if duty else show_wrong_first
    show(window.walkthrough, players=SHOT_PLAYERS, seed=SHOT_SEED)
    context["keep"] = speaker
    return window


def _chips_view(context: dict[str, Any], show: str) -> Any:
    """The main window at the showdown of RULES.md E30 (Stud Hi-Lo, the low quartered): ``show``
    is "split" (a split in progress) or "reading" (a tabled hand read from memory)."""
    from croupier.commands.screenshot_scenes import show_reading, show_split  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415 - Qt widgets load only when rendering
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(
        MemoryStore({Settings.PLAYERS: 3, Settings.ANIMATIONS: False, Settings.VARIANT: "F7S/8"})
    )
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    (show_split if show == "split" else show_reading)(window.walkthrough)
    context["keep"] = speaker
    return window


def _pace_view(context: dict[str, Any]) -> Any:
    """The main window in Deal mode, a Table-ready hand under way with the dealer's pace live."""
    from croupier.commands.screenshot_scenes import show_pace  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415 - Qt widgets load only when rendering
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    show_pace(window.walkthrough, players=SHOT_PLAYERS, seed=SHOT_SEED)
    context["keep"] = speaker
    return window


def _walkthrough_view(context: dict[str, Any], show: str) -> Any:
    """The main window in Deal mode at ``show``: "hand-log" (Seventh Street, the hand log in
    front) or "debrief" (a hand over with two mistakes)."""
    from croupier.commands.screenshot_scenes import show_debrief, show_hand_log  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415 - Qt widgets load only when rendering
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, rng=random.Random(SHOT_SEED), walkthrough=True
    )
    assert window.walkthrough is not None
    window.resize(context["size"])
    window.show()
    QCoreApplication.processEvents()
    scene = show_debrief if show == "debrief" else show_hand_log
    scene(window.walkthrough, players=SHOT_PLAYERS, seed=SHOT_SEED)
    context["keep"] = speaker
    return window


def _settings_view(context: dict[str, Any]) -> Any:
    """The settings dialog on its house rules page, with the default (cash) rules."""
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.gui.settings_dialog import SettingsDialog  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS}))
    speaker = SilentSpeaker()
    dialog = SettingsDialog(settings, context["translations"], speaker, environ={})
    dialog.show_page("rules")
    context["keep"] = speaker
    return dialog


def _progress_view(context: dict[str, Any]) -> Any:
    """The window's Progress page: six seeded practice sessions in a temporary database."""
    from croupier.commands.progress_demo import fill_demo_progress  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415
    from croupier.store import Store  # noqa: PLC0415

    folder = tempfile.TemporaryDirectory(prefix="croupier-shot-")
    store = Store.open_default(data_dir=Path(folder.name), environ={})
    trainee = store.roster.get_or_add("Anna Berger")
    fill_demo_progress(store, trainee.id, seed=SHOT_SEED)
    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(
        context["translations"], settings, speaker, store=store, trainee=trainee, rng=random.Random(SHOT_SEED)
    )
    window.set_mode(View.PROGRESS)
    context["keep"] = speaker
    context["cleanup"] = [store.close, folder.cleanup]
    return window


def _drill_view(context: dict[str, Any]) -> Any:
    """The window in Quiz mode mid-question: a seeded practice session on a betting question, the
    timer ring part-way round (the clock is a stand-in that stops for the picture)."""
    from croupier.drills import TrainingMode  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.quiz import QuizConfig  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    clock = [100.0]
    panel = window.quiz_panel
    panel.set_clock(lambda: clock[0])
    config = QuizConfig(TrainingMode.PRACTICE, ("legal_actions",), count=10, difficulty=2, seed=DRILL_SEED)
    panel.start(config)
    limit = panel.controller.limit or 10.0
    clock[0] += limit * 0.4
    panel.controller.refresh_time()
    context["keep"] = speaker
    return window


def _drill_start_view(context: dict[str, Any]) -> Any:
    """The window in Quiz mode on the quiz's start page (mode, skills, questions, level, games)."""
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    window.quiz_panel.show_free_start()
    context["keep"] = speaker
    return window


def _drill_showdown_view(context: dict[str, Any]) -> Any:
    """The window in Quiz mode on a next-step question at the showdown, answered wrongly: the tabled
    hands, a killed hand, the pot still in the middle, and the verdict with its reason."""
    from croupier.drills import TrainingMode, table_view  # noqa: PLC0415
    from croupier.drills.grading import solve  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.quiz import QuizConfig  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    panel = window.quiz_panel
    for seed in range(400):  # the first seeded question asked among killed and tabled hands
        config = QuizConfig(TrainingMode.LEARN, ("next_step",), count=1, difficulty=2, seed=seed)
        question = panel.start(config)
        if question is not None and any(seat.killed for seat in table_view(question).seats):
            break
    question = panel.controller.question
    if question is not None:
        right = solve(question).expected
        wrong = next((choice.key for choice in question.choices if choice.key != right), right)
        panel.controller.answer(wrong)
    context["keep"] = speaker
    return window


def _chip_quiz_view(context: dict[str, Any], skill: str) -> Any:
    """The window in Quiz mode on one of the chip skills (issue 18), part answered: a split with
    the first winner's chips given, a reading with its kind and first rank chosen."""
    from croupier.drills import TrainingMode, solve  # noqa: PLC0415
    from croupier.drills.chip_answers import answer_pile, answer_said, answer_shares  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.quiz import QuizConfig  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS, Settings.ANIMATIONS: False}))
    speaker = SilentSpeaker()
    window = MainWindow(context["translations"], settings, speaker, rng=random.Random(SHOT_SEED))
    window.set_mode(View.QUIZ)
    panel = window.quiz_panel
    panel.set_clock(lambda: 100.0)
    question = panel.start(QuizConfig(TrainingMode.LEARN, (skill,), count=5, difficulty=3, seed=DRILL_SEED))
    assert question is not None
    editor = panel.question_page.answer_input.chips
    expected = solve(question).expected
    if skill == "split_chips":
        seat, share = min(answer_shares(expected).items())
        editor.pick_seat(seat)
        for value, count in share:
            for _ in range(count):
                editor.chip_work.click_chip(value)
    elif skill == "read_tabled":
        said = answer_said(expected)
        part = said.high or said.low
        if part is not None:
            editor.reading.set_kind("high" if said.high else "low", part.kind)
            for rank in part.ranks[:1]:
                editor.reading.add_rank(rank)
    elif skill == "make_change":
        pile = answer_pile(question.prompt.params["pile"])  # type: ignore[arg-type]
        editor.chip_work.click_chip(pile.counts[-1][0])
    context["keep"] = speaker
    return window


def _instructor_view(context: dict[str, Any], tab: str = "dashboard") -> Any:
    """The window in Instructor mode, unlocked, on the class dashboard (or the roster, with the
    school's settings and the pace target, or the exams with the sample exam, sat, in the form to be
    edited) of a seeded sample class, its last three trainees moved to a second class."""
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.reports.sample import fill_sample_class  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415
    from croupier.store import Store  # noqa: PLC0415

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
    _read_in_the_background(page.dashboard_page)
    if tab == "exams":
        page.exam_page.edit_selected()
    context["keep"] = speaker
    context["cleanup"] = [store.close, folder.cleanup]
    return window


def _read_in_the_background(dashboard: Any, seconds: float = 60.0) -> None:
    """Wait (turning the event loop) until the dashboard's figures, read in a worker, are on show."""
    import time  # noqa: PLC0415

    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    deadline = time.monotonic() + seconds
    while dashboard.is_reading() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.005)


def _projector_view(context: dict[str, Any]) -> Any:
    """The projector view on a seeded hand mid-way through 5th or 6th street, down cards shown."""
    from croupier.engine.phh import from_hand  # noqa: PLC0415
    from croupier.gui.instructor import ProjectorView, QtDialogs  # noqa: PLC0415
    from croupier.training.demo import mid_hand  # noqa: PLC0415

    names = ["Anna", "Ben", "Cleo", "Dana", "Emil", "Fatma", "Gregor", "Hanna"][:SHOT_PLAYERS]
    history = from_hand(mid_hand(players=SHOT_PLAYERS, seed=SHOT_SEED), players=names)
    view = ProjectorView(QtDialogs())
    view.table_view.set_animations_enabled(False)
    view.load_histories([history], "lesson.phh")
    view.set_reveal(True)
    view.go_to(view.step_count)
    return view


def _school(context: dict[str, Any]) -> Any:
    """A window on a temporary school of a sample class (an assignment and an exam for it)."""
    from datetime import UTC, datetime, timedelta  # noqa: PLC0415

    from croupier.gui.instructor import QtDialogs  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.gui.station import Station  # noqa: PLC0415
    from croupier.reports.sample import fill_sample_class  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415
    from croupier.store import Store  # noqa: PLC0415
    from croupier.store.school import SchoolSettings  # noqa: PLC0415

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


def _signin_view(context: dict[str, Any]) -> Any:
    """The sign-in page of a school with a roster."""
    window = _school(context)
    window.sign_in_page.refresh()
    window.sign_in_page.find_field.setText("a")
    return window


def _assigned_view(context: dict[str, Any]) -> Any:
    """ "Assigned to you" just after sign-in: an assignment half done, an exam to sit."""
    window = _school(context)
    window.sign_in(context["anna"])
    window.quiz_panel.show_start()
    return window


def _exam_view(context: dict[str, Any]) -> Any:
    """An exam under way: the band, the locked game, the fourth question."""
    from croupier.drills.grading import solve  # noqa: PLC0415

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


def _result_view(context: dict[str, Any]) -> Any:
    """The result page of a passed exam (its certificate follows once the instructor has sealed it)."""
    from croupier.drills.grading import solve  # noqa: PLC0415

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


# One function per view: it gets the context (translations) and returns the widget to photograph.
VIEWS: dict[str, Callable[[dict[str, Any]], Any]] = {
    "table": _table_view,
    "drill": _drill_view,
    "drill-start": _drill_start_view,
    "drill-showdown": _drill_showdown_view,
    "settings": _settings_view,
    "progress": _progress_view,
    "instructor": _instructor_view,
    "instructor-roster": lambda context: _instructor_view(context, "roster"),
    "instructor-exams": lambda context: _instructor_view(context, "exams"),
    "projector": _projector_view,
    "signin": _signin_view,
    "assigned": _assigned_view,
    "exam": _exam_view,
    "result": _result_view,
    **GUIDE_VIEWS,
    **INCIDENT_VIEWS,
    **PRACTICAL_VIEWS,
    "split": lambda context: _chips_view(context, "split"),
    "reading": lambda context: _chips_view(context, "reading"),
    "pace": _pace_view,
    "hand-log": lambda context: _walkthrough_view(context, "hand-log"),
    "debrief": lambda context: _walkthrough_view(context, "debrief"),
    "explained": _explained_view,
    "explained-duty": lambda context: _explained_view(context, duty=True),
    "quiz-count": lambda context: _chip_quiz_view(context, "count_pot"),
    "quiz-change": lambda context: _chip_quiz_view(context, "make_change"),
    "quiz-split": lambda context: _chip_quiz_view(context, "split_chips"),
    "quiz-read": lambda context: _chip_quiz_view(context, "read_tabled"),
}


def run(args: argparse.Namespace) -> int:
    """Render ``args.view`` into ``args.out``; returns the exit code."""
    builder = VIEWS.get(args.view)
    if builder is None:
        print(
            translate(
                "Commands", "croupier screenshot: the {view} view is not available yet (available: {views})."
            ).format(view=args.view, views=", ".join(VIEWS)),
            file=sys.stderr,
        )
        return EXIT_NOT_AVAILABLE
    from PySide6.QtWidgets import QApplication  # noqa: PLC0415

    if QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # never a real window, with or without a display
    from croupier.gui.app import create_application  # noqa: PLC0415
    from croupier.i18n import MissingCatalogueError, Translations  # noqa: PLC0415

    app = create_application()
    try:
        translations = Translations(app, args.lang, directory=args.translations)
    except MissingCatalogueError as error:
        print(f"croupier screenshot: {error}", file=sys.stderr)
        return 1
    context: dict[str, Any] = {"translations": translations, "size": args.size}
    try:
        widget = builder(context)
        widget.resize(args.size)
        widget.show()
        for _ in range(6):  # layouts that ask for others (a label's height for its width) settle
            app.processEvents()
        pixmap = widget.grab()
        widget.close()
        if "also_close" in context:
            context["also_close"].close()
        widget.deleteLater()
        app.processEvents()
    finally:
        translations.uninstall()
        for cleanup in context.get("cleanup", []):
            cleanup()
    if not pixmap.save(str(args.out), "PNG"):
        print(
            translate("Commands", "croupier screenshot: cannot write {path}").format(path=args.out),
            file=sys.stderr,
        )
        return 1
    print(args.out)
    return 0
