"""Start-up: the trainer's window to its first frame, beside a bare PySide6 window, in the same run.

Each sample is a fresh interpreter, timed from its spawn to its QMainWindow's first frame: the driver
watches the window's own events (nothing else goes through Python for it), and once the window's
first paint event has been handled and the frame is done (every widget in it painted) prints the
clock and leaves at once, so exiting is not counted. The bare peer makes a
``QApplication`` and an empty 1280×800 ``QMainWindow``; the trainer runs ``croupier gui --lang en``
through the command line's ``main``, on a fresh data folder (the sign-in page of a first start).
Samples alternate so the machine's load falls on both alike; the medians and their ratio are
reported (goal: the trainer within 2× the bare window). Bytecode is compiled once beforehand into
a private cache, as an installed package has it.

The command line is timed too, wall clock and processor time: ``croupier phh replay`` of one hand
(goal: under 0.25 s) and ``croupier --help``, against a bare ``python -c pass``.

    .venv/bin/python benchmarks/startup.py [--runs N] [--platform offscreen|xcb]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from user_env import user_env

REPO = Path(__file__).resolve().parent.parent
HAND = REPO / "tests" / "data" / "phh" / "stud_showdown.phh"

DRIVER = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

def done():
    print(repr(time.process_time()), repr(time.time()), flush=True)
    os._exit(0)

class FirstFrame(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, done)  # once the frame (the window and every widget in it) is painted
        return False

first = FirstFrame()
_show = QMainWindow.show

def show(window):
    window.installEventFilter(first)  # the window's own events only: nothing else is slowed
    _show(window)

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


def environment(home: Path, platform: str) -> dict[str, str]:
    env = user_env()
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        PYTHONPYCACHEPREFIX=str(home / "pycache"),
        QT_QPA_PLATFORM=platform,
    )
    env.pop("CROUPIER_DATABASE_URL", None)
    return env


def first_frame(kind: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from spawning the interpreter to its window's first frame, and the processor time
    the interpreter spent till then (steadier on a busy machine)."""
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", DRIVER, kind], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    lines = done.stdout.split()
    if done.returncode != 0 or not lines:
        raise SystemExit(f"startup.py: the {kind} window did not paint:\n{done.stderr[-2000:]}")
    return float(lines[-1]) - start, float(lines[-2])


def command(args: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds a command takes, wall clock and processor time (its own, user and system)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(args, env=env, capture_output=True, timeout=60, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def median_ms(samples: list[float]) -> str:
    return f"{statistics.median(samples) * 1000:7.0f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--platform", default=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="croupier-startup-") as folder:
        home = Path(folder)
        env = environment(home, args.platform)
        subprocess.run(
            [sys.executable, "-m", "compileall", "-q", str(REPO / "croupier")], env=env, check=True
        )
        for kind in ("bare", "croupier"):  # warm: the caches of both, the trainer's first data folder
            first_frame(kind, env)
        bare: list[tuple[float, float]] = []
        trainer: list[tuple[float, float]] = []
        for _ in range(args.runs):
            bare.append(first_frame("bare", env))
            trainer.append(first_frame("croupier", env))
        cli = [sys.executable, "-m", "croupier"]
        python = [command([sys.executable, "-c", "pass"], env) for _ in range(args.runs)]
        replay = [command([*cli, "phh", "replay", str(HAND)], env) for _ in range(args.runs)]
        helped = [command([*cli, "--help"], env) for _ in range(args.runs)]
    print(f"first frame, {args.platform}, median of {args.runs} alternating runs")
    for index, what in ((0, "wall clock"), (1, "processor time")):
        peer, ours = [sample[index] for sample in bare], [sample[index] for sample in trainer]
        ratio = statistics.median(ours) / statistics.median(peer)
        print(f"  {what}")
        print(f"    bare PySide6 window  {median_ms(peer)}")
        print(f"    croupier (sign-in)   {median_ms(ours)}   {ratio:.2f}x the bare window (goal <= 2)")
    print(f"command line, median of {args.runs} runs: wall clock, processor time")
    for label, samples, goal in (
        ("python -c pass", python, ""),
        ("croupier phh replay", replay, "   (goal < 250 ms)"),
        ("croupier --help", helped, ""),
    ):
        walls, cpus = [sample[0] for sample in samples], [sample[1] for sample in samples]
        print(f"  {label:<21}{median_ms(walls)} {median_ms(cpus)}{goal}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
