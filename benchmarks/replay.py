"""Replaying pokerkit-written hand histories: ``croupier phh replay --json`` beside pokerkit's own replay.

Run: ``.venv/bin/python benchmarks/replay.py [--files N] [--profile]``. pokerkit deals and plays
``--files`` random hands (Seven Card Stud, Stud Hi-Lo and Razz, 2 to 8 players, seeded) and writes
each as a ``.phh`` file with ``HandHistory.dumps``. Then both replay the same files from disk:

- Croupier: ``croupier phh replay --json --profile pokerkit FILE...`` run in-process through
  ``croupier.cli.main`` (argument parsing, reading, checking, replaying, one JSON line per hand);
- pokerkit: ``HandHistory.load`` on each file, iterated to its last state (its finishing stacks).

Both agree on every finishing stack (checked before timing). The runs take turns and the best of a
few repeats counts, timed in this process's processor time (both run in it, so a busy machine's
other work does not count against either); ``--profile`` prints ours under cProfile. The goal is
20 times pokerkit's rate.
Ours runs as ``make`` builds it (the engine's hot modules compiled when that build is fresh); the
pure-Python engine is then measured in a second process, and the TOML parser in use is named.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import gc
import io
import json
import os
import pstats
import random
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))

import pokerkit
from test_crosscheck import play_pokerkit_hand, pokerkit_history, seeded_pokerkit, table_sizes

from croupier.cli import main as croupier_main
from croupier.engine import compiled
from croupier.engine.phh import actions, reading

SEED = 20240823
GOAL = 20.0
CODES = ("F7S", "F7S/8", "FR")


def write_files(folder: Path, count: int) -> tuple[list[str], list[list[int]]]:
    """``count`` pokerkit-played hands as .phh files, and pokerkit's finishing stacks for each."""
    rng = random.Random(SEED)
    files, stacks = [], []
    with seeded_pokerkit(rng):
        for number in range(count):
            code = CODES[number % len(CODES)]
            game, state = play_pokerkit_hand(
                code, [1000] * table_sizes(rng), rng, rng.choice((0.5, 1.0, 2.0))
            )
            path = folder / f"hand-{number:05d}.phh"
            path.write_text(pokerkit_history(game, state), encoding="utf-8")
            files.append(str(path))
            stacks.append(list(state.stacks))
    return files, stacks


def ours(files: list[str], sink: io.StringIO | None = None) -> Callable[[], None]:
    argv = ["phh", "replay", "--json", "--profile", "pokerkit", *files]

    def run() -> None:
        # As in a new process: no action text read before (the reader keeps those it has read).
        actions.PARSED.clear()
        out = sink if sink is not None else io.StringIO()
        with contextlib.redirect_stdout(out):
            status = croupier_main(argv)
        assert status == 0, status

    return run


def theirs(files: list[str], results: list[list[int]] | None = None) -> Callable[[], None]:
    def run() -> None:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            for name in files:
                with open(name, "rb") as file:
                    state = None
                    for state in pokerkit.HandHistory.load(file):  # noqa: B007 - the last state counts
                        pass
                if results is not None and state is not None:
                    results.append(list(state.stacks))

    return run


def best_rates(contenders: dict[str, tuple[Callable[[], None], int]], repeats: int) -> dict[str, float]:
    best = dict.fromkeys(contenders, float("inf"))
    gc.disable()
    try:
        for _ in range(repeats):
            for name, (run, _count) in contenders.items():
                start = time.process_time()  # this process's processor time: the machine is shared
                run()
                best[name] = min(best[name], time.process_time() - start)
                gc.collect()
    finally:
        gc.enable()
    return {name: count / best[name] for name, (_run, count) in contenders.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1500, help="hands (files) to replay (default 1500)")
    parser.add_argument("--pokerkit-files", type=int, default=300, help="of them for pokerkit (default 300)")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--profile", action="store_true", help="print a cProfile of ours and stop")
    parser.add_argument("--no-pure", action="store_true", help="skip the pure-Python second run")
    parser.add_argument("--folder", type=Path, help="the files (written there if missing)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="croupier-replay-") as temporary:
        folder = args.folder or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        files, expected = write_files(folder, args.files)
        sink = io.StringIO()
        ours(files, sink)()
        got = [json.loads(line)["finishing_stacks"] for line in sink.getvalue().splitlines()]
        assert got == expected, "Croupier and pokerkit disagree on a finishing stack"
        if args.profile:
            profiler = cProfile.Profile()
            profiler.runcall(ours(files))
            pstats.Stats(profiler, stream=sys.stdout).sort_stats("tottime").print_stats(25)
            return 0
        sample = files[: args.pokerkit_files]
        checked: list[list[int]] = []
        theirs(sample, checked)()
        assert checked == expected[: len(sample)], "pokerkit does not replay its own files the same"
        rates = best_rates(
            {"croupier": (ours(files), len(files)), "pokerkit": (theirs(sample), len(sample))}, args.repeats
        )
    ratio = rates["croupier"] / rates["pokerkit"]
    build = "mypyc-compiled hot modules" if compiled.in_use() else "pure Python"
    print(f"Replaying pokerkit-written PHH files, hands per second (best of {args.repeats}),")
    print(f"Croupier's engine as built: {build}; TOML parser: {reading.PARSER}")
    for name, rate in rates.items():
        print(f"  {name:<9} {rate:10,.0f} hands/s  ({1000 / rate:6.2f} ms a hand)")
    verdict = "meets" if ratio >= GOAL else "is short of"
    print(f"  ratio     {ratio:10.1f}x pokerkit ({verdict} the goal of {GOAL:.0f}x)")
    if compiled.in_use() and not args.no_pure:
        print()
        sys.stdout.flush()
        rerun = [sys.executable, __file__, "--no-pure", "--repeats", str(args.repeats)]
        rerun += ["--files", str(args.files), "--pokerkit-files", str(args.pokerkit_files)]
        subprocess.run(rerun, env={**os.environ, compiled.PURE_ENV: "1"}, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
