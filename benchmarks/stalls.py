"""Stalls of the window's thread, measured in a real window as a trainee and an instructor use it.

A heartbeat runs on the window's thread: a 5 ms timer notes the clock at each tick, and the largest
gap between two ticks is the longest the window could not answer (paint, a key, a click). Four
scenarios, each in a fresh interpreter:

1. ``quiz``: a trainee signed in (this computer's file) answers 200 quiz questions (Practice; the
   answer submitted as the answer field submits it, 150 ms to read each verdict), then deals 10
   whole hands in the walkthrough (Expert: every duty by key, as ``tests/gui/test_walkthrough.py``
   plays them, the window's event loop turning between two keys or clicks as it does between a
   person's; simulated players at their usual pause).
2. ``instructor``: the instructor page unlocked (the PIN typed in its dialog), its roster and
   dashboard over a store of 200 trainees and 100,000 answers, while three simulated stations
   (processes of their own) each write an answer every 0.5 s for a minute; the page reads again
   as it does for a live class.
3. ``projector``: a ``.phhs`` of about 20,000 actions opened in the projector (read in the
   background), then stepped to the end of its last hand.
4. ``startup``: ``croupier gui`` on a fresh data folder to a settled window (the first second in
   which the process uses at most 5 % of a core: timers that tick while idle, the heartbeat's own
   among them, are left in on both sides), beside a bare PySide6 window with the same heartbeat;
   the processor time until that quiet second began (for the bare window, at the earliest when it
   is shown: its application and window are counted, as ours are), and the RSS then.

Each prints one line ending ``largest GUI-thread stall N ms``; before it, the largest stall less the
time the window's thread only waited for a processor (Linux's schedstat: on a shared, loaded
machine the system holds the thread back, which is not the window's own work). What the figures
leave out: the driver's own look-ups (the right answer of a question, the next duty) run on the
window's thread too; the heartbeat is paused around the quiz's, not around the walkthrough's (a few
ms a duty).
Goals on this machine: every stall <= 50 ms; settled start <= 4x the bare window's processor time;
RSS <= bare + 100 MiB.

    .venv/bin/python benchmarks/stalls.py [--scenario quiz|instructor|projector|startup]...
                                          [--platform xcb|offscreen]

With ``xcb`` (the default) and no ``DISPLAY`` it starts an Xvfb of its own.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
SCENARIOS = ("quiz", "instructor", "projector", "startup")
GOAL_MS = 50

TRAINEES = 200
ANSWERS = 100_000
STATIONS = 3
STATION_SECONDS = 60.0
PROJECTOR_ACTIONS = 20_000
BETWEEN_INPUTS_MS = 20
"""A trainee's key or click comes through the window's event loop, so the loop turns between two of
them (paints, timers, the heartbeat): the driver lets it, for this long, before each one (faster
than anyone types, and far less than the 150 ms a verdict is read in the quiz)."""


# ------------------------------------------------------------------------------------ the heartbeat


def run_queue_ms() -> float:
    """How long this thread has waited for a processor so far (Linux's schedstat), else 0."""
    try:
        return int(Path("/proc/thread-self/schedstat").read_text().split()[1]) / 1e6
    except (OSError, IndexError, ValueError):
        return 0.0


class Heartbeat:
    """A 5 ms timer on the window's thread; ``largest`` is the longest gap between two ticks (ms),
    ``largest_own`` the longest less the time the thread only waited for a processor (a shared
    machine's load holds the thread back; the window's own work is the rest)."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer  # noqa: PLC0415

        self.largest = 0.0
        self.largest_own = 0.0
        self._queued = 0.0
        self.where = ""
        self.worst: list[tuple[float, str]] = []
        self._label = ""
        self._last: float | None = None
        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._beat)

    def start(self) -> None:
        self._last = time.perf_counter()
        self._queued = run_queue_ms()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        self._last = None

    def label(self, text: str) -> None:
        self._label = text

    def pause(self) -> None:
        """The driver's own work follows: not the window's."""
        self._last = None

    def resume(self) -> None:
        self._last = time.perf_counter()
        self._queued = run_queue_ms()

    def _beat(self) -> None:
        now, queued = time.perf_counter(), run_queue_ms()
        if self._last is not None:
            gap = (now - self._last) * 1000
            own = gap - (queued - self._queued)
            self.largest_own = max(self.largest_own, own)
            if gap > self.largest:
                self.largest, self.where = gap, self._label
            if gap > GOAL_MS:
                self.worst.append((gap, f"{self._label} (waiting for a processor {gap - own:.0f} ms)"))
        self._last, self._queued = now, queued

    def report(self, what: str) -> str:
        for gap, label in sorted(self.worst, reverse=True)[:12]:  # for profiling: where they were
            print(f"  {gap:6.0f} ms  {label}", file=sys.stderr)
        over = len(self.worst)
        detail = f"; {over} over {GOAL_MS} ms, the largest at {self.where}" if over else ""
        own = f"; less its waits for a processor {self.largest_own:.0f} ms"
        return f"{what}{detail}{own}: largest GUI-thread stall {self.largest:.0f} ms"


def wait(ms: int) -> None:
    from PySide6.QtTest import QTest  # noqa: PLC0415

    QTest.qWait(ms)


class Bot:
    """What ``tests/gui``'s driving helpers need of pytest-qt's ``qtbot``."""

    TimeoutError = TimeoutError

    @staticmethod
    def keyClick(widget: Any, key: Any, *args: Any) -> None:  # noqa: N802 - pytest-qt's name
        from PySide6.QtTest import QTest  # noqa: PLC0415

        wait(BETWEEN_INPUTS_MS)
        QTest.keyClick(widget, key, *args)

    @staticmethod
    def keyClicks(widget: Any, text: str) -> None:  # noqa: N802 - pytest-qt's name
        from PySide6.QtTest import QTest  # noqa: PLC0415

        for letter in text:  # a key at a time, as typed
            wait(BETWEEN_INPUTS_MS)
            QTest.keyClicks(widget, letter)

    @staticmethod
    def mouseClick(widget: Any, button: Any, *args: Any, **kwargs: Any) -> None:  # noqa: N802
        """A click where a person could click: once the layout has placed the widget (a widget
        made or moved by the last click is placed at the next turn of the event loop), as the
        tests' clicks are (tests/gui/conftest.py)."""
        from PySide6.QtCore import QEvent  # noqa: PLC0415
        from PySide6.QtTest import QTest  # noqa: PLC0415
        from PySide6.QtWidgets import QApplication  # noqa: PLC0415

        wait(BETWEEN_INPUTS_MS)
        QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        Bot.waitUntil(lambda: widget.isVisible() and not widget.rect().isEmpty(), timeout=2000)
        QTest.mouseClick(widget, button, *args, **kwargs)

    @staticmethod
    def waitUntil(check: Any, timeout: int = 5000) -> None:  # noqa: N802
        deadline = time.monotonic() + timeout / 1000
        while True:
            result = check()
            if result is None or result:
                return
            if time.monotonic() > deadline:
                raise TimeoutError("the condition never held")
            wait(5)


# ------------------------------------------------------------------------------------ scenarios


def _app() -> Any:
    from croupier.gui.app import create_application  # noqa: PLC0415

    return create_application(["stalls"])


def _english(app: Any) -> Any:
    from croupier.i18n import Language, Translations  # noqa: PLC0415

    return Translations(app, Language.ENGLISH)


def run_quiz(folder: Path) -> str:
    from croupier.drills import solve  # noqa: PLC0415
    from croupier.drills.levels import Difficulty, TrainingMode  # noqa: PLC0415
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.quiz import QuizConfig  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.gui.station import Station  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415
    from croupier.store import Store  # noqa: PLC0415
    from croupier.store.outbox import Outbox  # noqa: PLC0415
    from croupier.training.controller import Waiting  # noqa: PLC0415

    # The driver's hands come from the walkthrough's tests: imported before the heartbeat starts
    # (importing them on the window's thread is the driver's work, not the window's).
    sys.path.insert(0, str(REPO / "tests" / "gui"))
    from test_walkthrough import play  # noqa: PLC0415

    app = _app()
    translations = _english(app)
    store = Store.open_default(data_dir=folder, environ={})
    trainee = store.roster.add("Bench Trainee")
    station = Station(store, Outbox(folder / "station.sqlite3"))
    settings = Settings(
        MemoryStore({Settings.PLAYERS: 6, Settings.WALKTHROUGH_DIFFICULTY: Difficulty.EXPERT.key})
    )
    speaker = SilentSpeaker("the benchmark is silent")
    window = MainWindow(translations, settings, speaker, rng=random.Random(5), walkthrough=True)
    window.attach_station(station, trainee)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    wait(500)
    beat = Heartbeat()
    beat.start()
    beat.label("quiz mode")
    window.set_mode(View.QUIZ)
    panel = window.quiz_panel
    page = panel.question_page
    wait(BETWEEN_INPUTS_MS)  # two inputs of a person's: the mode chosen, then Start
    beat.label("quiz start")
    panel.start_page.start_requested.emit(QuizConfig(mode=TrainingMode.PRACTICE, count=200, seed=7))  # Start
    Bot.waitUntil(lambda: panel.controller.question is not None)  # made apart, then asked
    wait(150)
    for number in range(200):
        question = panel.controller.question
        assert question is not None, "the quiz ended early"
        beat.pause()
        expected = solve(question).expected
        beat.resume()
        beat.label(f"answer {number + 1} ({question.skill})")
        page.answer_input.submitted.emit(expected)
        wait(150)
        beat.label(f"next question after {number + 1}")
        page.next_requested.emit()
        wait(150)
    quiz = beat.largest

    class Dealer:
        def __init__(self) -> None:
            self.panel = window.walkthrough
            self.table_view = window.table_view

    beat.label("deal mode")
    window.set_mode(View.DEAL)
    wait(300)
    dealer = Dealer()
    for hand in range(10):
        walk = dealer.panel.walkthrough
        beat.label(f"hand {hand + 1}")
        play(Bot(), dealer, lambda w=walk: w.waiting is Waiting.OVER, limit=4000)
        wait(150)
        beat.label(f"new hand after {hand + 1}")
        Bot.keyClick(window.table_view, _key("Return"))
        wait(300)
    beat.stop()
    window.close()
    station.close()
    store.close()
    return beat.report(f"quiz: 200 answers (largest {quiz:.0f} ms) and 10 dealt hands")


def _key(name: str) -> Any:
    from PySide6.QtCore import Qt  # noqa: PLC0415

    return getattr(Qt.Key, f"Key_{name}")


def fill_class(url: str, trainees: int, answers: int, seed: int = 1) -> None:
    """A class of ``trainees`` with ``answers`` answers over the last 60 days, in bulk."""
    import uuid  # noqa: PLC0415
    from datetime import UTC, datetime, timedelta  # noqa: PLC0415

    from sqlalchemy import insert  # noqa: PLC0415

    from croupier.drills import SKILL_NAMES  # noqa: PLC0415
    from croupier.store import Store  # noqa: PLC0415
    from croupier.store.models import AttemptRow  # noqa: PLC0415

    rng = random.Random(seed)
    with Store(url) as store:
        ids = [store.roster.add(f"Trainee {number:03d}").id for number in range(1, trainees + 1)]
        now = datetime.now(UTC)
        rows = [
            {
                "uuid": uuid.UUID(int=rng.getrandbits(128)).hex,
                "trainee_id": rng.choice(ids),
                "session_id": None,
                "skill": rng.choice(SKILL_NAMES),
                "question": "{}",
                "answer": "null",
                "correct": rng.random() < 0.75,
                "seconds": round(rng.uniform(1.0, 12.0), 2),
                "mode": "practice",
                "answered_at": now - timedelta(seconds=rng.uniform(0, 60 * 86400)),
                "words": None,
            }
            for _ in range(answers)
        ]
        with store._access.write() as session:
            for start in range(0, len(rows), 10_000):
                session.execute(insert(AttemptRow), rows[start : start + 10_000])


STATION = """
import random, sys, time
from croupier.store import NewAttempt, Store
url, name, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
rng = random.Random(name)
with Store(url, station=name) as store:
    trainee = store.roster.add(name).id
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        store.record_attempt(NewAttempt(trainee_id=trainee, skill="bring_in", question="{}", answer="1",
                                        correct=rng.random() < 0.8, seconds=rng.uniform(1, 9),
                                        mode="practice"))
        time.sleep(0.5)
"""


def run_instructor(folder: Path) -> str:
    from croupier.gui.main_window import MainWindow  # noqa: PLC0415
    from croupier.gui.mode_pages import View  # noqa: PLC0415
    from croupier.gui.settings import MemoryStore, Settings  # noqa: PLC0415
    from croupier.speech import SilentSpeaker  # noqa: PLC0415
    from croupier.store import Store  # noqa: PLC0415

    url = f"sqlite:///{folder / 'class.sqlite3'}"
    fill_class(url, TRAINEES, ANSWERS)
    app = _app()
    translations = _english(app)
    store = Store(url)
    store.instructor.set_pin("2468")
    settings = Settings(MemoryStore({Settings.PLAYERS: 6}))
    speaker = SilentSpeaker("the benchmark is silent")
    window = MainWindow(
        translations, settings, speaker, store=store, trainee=store.roster.trainees()[0], rng=random.Random(5)
    )
    window.resize(1280, 800)
    window.show()
    wait(500)
    page = window.instructor_page
    assert page is not None
    beat = Heartbeat()
    beat.start()
    beat.label("PIN dialog")
    window.set_mode(View.INSTRUCTOR)  # as the instructor unlocks: the PIN typed in its dialog
    Bot.waitUntil(lambda: page.pin_dialog is not None and page.pin_dialog.isVisible())
    dialog = page.pin_dialog
    Bot.keyClicks(dialog.current_field, "2468")
    beat.label("unlock and first read")
    Bot.keyClick(dialog.current_field, _key("Return"))
    Bot.waitUntil(page.tabs.isVisible, timeout=10_000)
    wait(1000)  # the roster, read first
    beat.label("dashboard's first read")
    page.tabs.setCurrentWidget(page.dashboard_page)
    wait(2000)
    beat.label("stations writing")
    stations = [
        subprocess.Popen([sys.executable, "-c", STATION, url, f"Station {n}", str(STATION_SECONDS)])
        for n in range(1, STATIONS + 1)
    ]
    deadline = time.monotonic() + STATION_SECONDS + 30
    # The window's loop runs until the stations end (waiting on them here would block it).
    while any(station.poll() is None for station in stations) and time.monotonic() < deadline:
        wait(100)
    wait(4000)  # the last writes read and shown
    beat.stop()
    for station in stations:
        station.wait(timeout=30)
    window.close()
    store.close()
    return beat.report(
        f"instructor: dashboard over {TRAINEES} trainees, {ANSWERS:,} answers, "
        f"{STATIONS} stations writing for {STATION_SECONDS:.0f} s"
    )


def write_history(path: Path, actions: int) -> tuple[int, int]:
    """A ``.phhs`` of random six-handed stud hands with at least ``actions`` actions in all."""
    from croupier.engine import phh  # noqa: PLC0415
    from croupier.engine.rules import VARIANTS, HouseRules, Stakes  # noqa: PLC0415
    from croupier.engine.simulate import deal_random_hand  # noqa: PLC0415

    rng = random.Random(3)
    rules = HouseRules.profile("cash")
    histories = []
    total = 0
    while total < actions:
        hand = deal_random_hand(VARIANTS["F7S"], Stakes(5, 10, 20, 40), [2000] * 6, rules, rng)
        history = phh.from_hand(hand)
        histories.append(history)
        total += len(history.actions)
    path.write_text(phh.dumps_all(histories), encoding="utf-8")
    return len(histories), total


def run_projector(folder: Path) -> str:
    from croupier.gui.instructor import ProjectorView, QtDialogs  # noqa: PLC0415

    path = folder / "class.phhs"
    hands, actions = write_history(path, PROJECTOR_ACTIONS)
    app = _app()
    _translations = _english(app)
    view = ProjectorView(QtDialogs())
    view.resize(1280, 800)
    view.show()
    wait(500)
    beat = Heartbeat()
    beat.start()
    beat.label("open")
    started = time.perf_counter()
    view.open_file(path)
    while view.loading:
        wait(20)
    loaded = time.perf_counter() - started
    beat.label("last hand")
    view.choose_hand(hands - 1)
    wait(100)
    beat.label("step to the end")
    while view.step_forward():
        wait(20)
    beat.stop()
    view.close()
    return beat.report(
        f"projector: {hands} hands, {actions:,} actions, read in {loaded:.1f} s, stepped through the last"
    )


SETTLE = """
import os, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
sys.path.insert(0, sys.argv[2])
from stalls import Heartbeat

def rss_mib():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0

beat = Heartbeat()
last = [time.process_time(), time.monotonic()]

def check():
    now = time.process_time()
    if now - last[0] > 0.05:  # still working: more than 5 % of a core in the last second
        last[0], last[1] = now, time.monotonic()
        return
    print(repr(last[0]), repr(rss_mib()), repr(beat.largest), repr(beat.largest_own), flush=True)
    os._exit(0)

settle = QTimer()
settle.setInterval(1000)
settle.timeout.connect(check)
_show = QMainWindow.show

def show(window):
    _show(window)
    last[0], last[1] = time.process_time(), time.monotonic()  # the first second to look at begins
    beat.start()
    settle.start()

QMainWindow.show = show
if sys.argv[1] == "bare":
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    app.exec()
else:
    from croupier.cli import main
    main(["gui", "--lang", "en"])
"""


def settled(kind: str, env: dict[str, str]) -> tuple[float, float, float, float]:
    done = subprocess.run(
        [sys.executable, "-c", SETTLE, kind, str(Path(__file__).parent)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    lines = done.stdout.split()
    if done.returncode != 0 or len(lines) < 4:
        raise SystemExit(f"stalls.py: the {kind} window did not settle:\n{done.stderr[-2000:]}")
    cpu, rss, stall, own = (float(value) for value in lines[-4:])
    return cpu, rss, stall, own


def run_startup(folder: Path, runs: int = 3) -> str:
    import statistics  # noqa: PLC0415

    from user_env import user_env  # noqa: PLC0415 - beside this file

    env = user_env()  # as from a user's shell: the warm-up start writes the bytecode the others read
    env.update(
        HOME=str(folder),
        XDG_CONFIG_HOME=str(folder / "config"),
        XDG_DATA_HOME=str(folder / "data"),
        PYTHONPYCACHEPREFIX=str(folder / "pycache"),
    )
    env.pop("CROUPIER_DATABASE_URL", None)
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(REPO / "croupier")], env=env, check=True)
    settled("croupier", env)  # the first start's data folder, the caches
    bare = [settled("bare", env) for _ in range(runs)]
    ours = [settled("croupier", env) for _ in range(runs)]

    def median(samples: list[tuple[float, float, float, float]], index: int) -> float:
        return statistics.median(sample[index] for sample in samples)

    cpu_bare, cpu_ours = median(bare, 0), median(ours, 0)
    rss_bare, rss_ours = median(bare, 1), median(ours, 1)
    stall = max(sample[2] for sample in ours)
    own = max(sample[3] for sample in ours)
    return (
        f"startup (median of {runs}): settled after {cpu_ours:.2f} s of processor time, "
        f"{cpu_ours / cpu_bare:.1f}x the bare window's {cpu_bare:.2f} s (goal <= 4); "
        f"RSS {rss_ours:.0f} MiB, bare {rss_bare:.0f} MiB (+{rss_ours - rss_bare:.0f}, goal <= +100); "
        f"less its waits for a processor {own:.0f} ms: largest GUI-thread stall {stall:.0f} ms"
    )


RUNNERS = {"quiz": run_quiz, "instructor": run_instructor, "projector": run_projector, "startup": run_startup}


# ------------------------------------------------------------------------------------ the driver


def _xvfb() -> subprocess.Popen[bytes] | None:
    if os.environ.get("DISPLAY") or shutil.which("Xvfb") is None:
        return None
    for number in range(91, 120):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            server = subprocess.Popen(
                ["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            time.sleep(1.0)
            os.environ["DISPLAY"] = f":{number}"
            return server
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", action="append", choices=SCENARIOS)
    parser.add_argument("--platform", default="xcb", choices=("xcb", "offscreen"))
    parser.add_argument("--run", choices=SCENARIOS, help=argparse.SUPPRESS)  # one scenario, in this process
    args = parser.parse_args()
    if args.run:
        with tempfile.TemporaryDirectory(prefix="croupier-stalls-") as folder:
            print(RUNNERS[args.run](Path(folder)), flush=True)
        return 0
    os.environ["QT_QPA_PLATFORM"] = args.platform
    server = _xvfb() if args.platform == "xcb" else None
    try:
        load = ", ".join(f"{value:.1f}" for value in os.getloadavg())
        print(
            f"stalls, {args.platform}{' (Xvfb)' if server else ''}, {os.cpu_count()} cores, load average "
            f"{load}: goal <= {GOAL_MS} ms a stall"
        )
        failed = 0
        for scenario in args.scenario or SCENARIOS:
            done = subprocess.run(
                [sys.executable, __file__, "--run", scenario], capture_output=True, text=True, check=False
            )
            lines = done.stdout.strip().splitlines()
            if done.returncode != 0 or not lines:
                failed += 1
                print(f"{scenario}: failed ({done.returncode})\n{done.stderr[-3000:]}")
            else:
                load = os.getloadavg()[0]
                print(f"{lines[-1]} (load {load:.1f})", flush=True)
        return 1 if failed else 0
    finally:
        if server is not None:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    raise SystemExit(main())
