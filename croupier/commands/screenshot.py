"""``croupier screenshot``: render a view of the trainer offscreen into a PNG, then exit.

Each view is one function in ``VIEWS`` that builds the widget to photograph; adding a view is adding
such a function. The settings view (the dialog open on its house rules) and the progress view (the
window's Progress page over a temporary database holding a few seeded practice sessions) are built
here; the others by kind beside this module: the Deal mode's in ``screenshot_deal`` (the table view
shows the walkthrough of a seeded hand on 5th street), the Quiz mode's in ``screenshot_quiz``, a
school's in ``screenshot_school``, and the guide's, the incidents' and the practical exam's.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QApplication, QWidget

from croupier.commands.progress_demo import fill_demo_progress
from croupier.commands.screenshot_deal import (
    chips_view,
    explained_view,
    pace_view,
    table_view,
    walkthrough_view,
)
from croupier.commands.screenshot_guide import GUIDE_VIEWS
from croupier.commands.screenshot_incidents import INCIDENT_VIEWS
from croupier.commands.screenshot_practical import PRACTICAL_VIEWS
from croupier.commands.screenshot_quiz import (
    chip_quiz_view,
    drill_showdown_view,
    drill_start_view,
    drill_view,
)
from croupier.commands.screenshot_school import (
    assigned_view,
    exam_view,
    instructor_view,
    projector_view,
    result_view,
    signin_view,
)
from croupier.commands.screenshot_setup import SHOT_PLAYERS, SHOT_SEED, Shot
from croupier.gui.app import create_application
from croupier.gui.main_window import MainWindow
from croupier.gui.mode_pages import View
from croupier.gui.settings import MemoryStore, Settings
from croupier.gui.settings_dialog import SettingsDialog
from croupier.i18n import MissingCatalogueError, Translations
from croupier.speech import SilentSpeaker
from croupier.store import Store

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


def _settings_view(context: dict[str, Any]) -> QWidget:
    """The settings dialog on its house rules page, with the default (cash) rules."""

    settings = Settings(MemoryStore({Settings.PLAYERS: SHOT_PLAYERS}))
    speaker = SilentSpeaker()
    dialog = SettingsDialog(settings, context["translations"], speaker, environ={})
    dialog.show_page("rules")
    context["keep"] = speaker
    return dialog


def _progress_view(context: dict[str, Any]) -> QWidget:
    """The window's Progress page: six seeded practice sessions in a temporary database."""

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


# One function per view: it gets the context (translations) and returns the widget to photograph.
VIEWS: dict[str, Shot] = {
    "table": table_view,
    "drill": drill_view,
    "drill-start": drill_start_view,
    "drill-showdown": drill_showdown_view,
    "settings": _settings_view,
    "progress": _progress_view,
    "instructor": instructor_view,
    "instructor-roster": lambda context: instructor_view(context, "roster"),
    "instructor-exams": lambda context: instructor_view(context, "exams"),
    "projector": projector_view,
    "signin": signin_view,
    "assigned": assigned_view,
    "exam": exam_view,
    "result": result_view,
    **GUIDE_VIEWS,
    **INCIDENT_VIEWS,
    **PRACTICAL_VIEWS,
    "split": lambda context: chips_view(context, "split"),
    "reading": lambda context: chips_view(context, "reading"),
    "pace": pace_view,
    "hand-log": lambda context: walkthrough_view(context, "hand-log"),
    "debrief": lambda context: walkthrough_view(context, "debrief"),
    "explained": explained_view,
    "explained-duty": lambda context: explained_view(context, duty=True),
    "quiz-count": lambda context: chip_quiz_view(context, "count_pot"),
    "quiz-change": lambda context: chip_quiz_view(context, "make_change"),
    "quiz-split": lambda context: chip_quiz_view(context, "split_chips"),
    "quiz-read": lambda context: chip_quiz_view(context, "read_tabled"),
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

    if QApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # never a real window, with or without a display

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
