"""Replaying pokerkit-written hand histories as a user runs it: ``croupier phh replay --json`` in a
fresh process beside pokerkit's own replay in a fresh process, on the same files.

Run: ``.venv/bin/python benchmarks/replay.py [--files N] [--runs N]``. pokerkit deals and plays
``--files`` random hands (Seven Card Stud, Stud Hi-Lo and Razz, 2 to 8 players, seeded; 1,000 by
default) and writes each as a ``.phh`` file with ``HandHistory.dumps``. Then both replay all of
them from disk, each side a new interpreter per run:

- Croupier: ``python -m croupier phh replay --json --profile pokerkit FILE...`` (start-up, imports,
  reading, checking, replaying, one JSON line per hand);
- pokerkit: ``python -c`` a script that imports pokerkit, ``HandHistory.load``s each file, iterates
  it to its last state and prints its finishing stacks as a JSON line.

Both agree on every finishing stack (checked from their output). Measured: the processor time of
each child process (user + system, start-up included), the median of ``--runs`` alternating runs,
so a busy machine's other work does not count against either. Left out: writing the files, and
the bytecode compilation of a first run (a warm-up run of each side comes first, as an installed
package has its bytecode). The goal is 20 times pokerkit's rate.
Ours runs as ``make`` builds it (the engine's hot modules compiled when that build is fresh, the
evaluator's tables shipped as a file); the pure-Python engine is then measured too.

A second measurement streams one ``.phhs`` of ``--stream-hands`` croupier-dealt hands (100,000 by
default; ``0`` skips it) through ``croupier phh replay --json`` and prints its time and peak memory.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "engine"))

from test_crosscheck import play_pokerkit_hand, pokerkit_history, seeded_pokerkit, table_sizes  # noqa: E402
from user_env import user_env  # noqa: E402

from croupier.engine import compiled  # noqa: E402

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


POKERKIT = """
import json, sys, warnings
import pokerkit
warnings.simplefilter("ignore")
write = sys.stdout.write
for name in sys.argv[1:]:
    with open(name, "rb") as file:
        state = None
        for state in pokerkit.HandHistory.load(file):
            pass
    write(json.dumps({"file": name, "finishing_stacks": list(state.stacks)}) + "\\n")
"""


def ours(files: list[str]) -> list[str]:
    return [sys.executable, "-m", "croupier", "phh", "replay", "--json", "--profile", "pokerkit", *files]


def theirs(files: list[str]) -> list[str]:
    return [sys.executable, "-c", POKERKIT, *files]


def child(args: list[str], env: dict[str, str]) -> tuple[float, str, float]:
    """Run ``args`` as a new process: its processor time (user + system), output and peak RSS (MiB)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(args, env=env, capture_output=True, text=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"replay.py: {args[:6]} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return seconds, done.stdout, after.ru_maxrss / 1024


def stacks(output: str) -> list[list[int]]:
    return [json.loads(line)["finishing_stacks"] for line in output.splitlines()]


def compare(
    files: list[str], expected: list[list[int]], runs: int, env: dict[str, str]
) -> tuple[float, float]:
    """The median processor seconds of each side over ``runs`` alternating fresh processes."""
    for make in (ours, theirs):  # warm: bytecode written, files in the page cache
        _seconds, output, _rss = child(make(files), env)
        assert stacks(output) == expected, f"{make.__name__} does not give pokerkit's finishing stacks"
    mine, peer = [], []
    for _ in range(runs):
        mine.append(child(ours(files), env)[0])
        peer.append(child(theirs(files), env)[0])
    return statistics.median(mine), statistics.median(peer)


def stream(hands: int, folder: Path, env: dict[str, str]) -> str:
    """A ``.phhs`` of ``hands`` croupier-dealt hands replayed in one process: time and peak memory."""
    from croupier.engine import phh  # noqa: PLC0415
    from croupier.engine.rules import VARIANTS, HouseRules, Stakes  # noqa: PLC0415
    from croupier.engine.simulate import deal_random_hand  # noqa: PLC0415

    path = folder / "many.phhs"
    rng = random.Random(SEED)
    rules = HouseRules.profile("cash")
    with path.open("w", encoding="utf-8") as out:
        for number in range(1, hands + 1):
            hand = deal_random_hand(VARIANTS["F7S"], Stakes(5, 10, 20, 40), [1000] * 6, rules, rng)
            text = phh.dumps(phh.from_hand(hand))
            out.write(f"[{number}]\n{text}\n")
    size = path.stat().st_size / 2**20
    seconds, output, rss = child(
        [sys.executable, "-m", "croupier", "phh", "replay", "--json", str(path)], env
    )
    lines = output.count("\n")
    return (
        f"  {hands:,} hands in one .phhs ({size:.0f} MiB): {lines:,} replayed in {seconds:.1f} s of "
        f"processor time, peak memory {rss:.0f} MiB (goal <= 150)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=1000, help="hands (files) to replay (default 1000)")
    parser.add_argument("--runs", type=int, default=5, help="alternating fresh processes of each side")
    parser.add_argument("--stream-hands", type=int, default=100_000, help="hands of the .phhs (0: none)")
    parser.add_argument("--folder", type=Path, help="the files (written there if missing)")
    args = parser.parse_args(argv)
    env = user_env(drop=(compiled.PURE_ENV,))  # both sides as from a user's shell
    with tempfile.TemporaryDirectory(prefix="croupier-replay-") as temporary:
        folder = args.folder or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        files, expected = write_files(folder, args.files)
        print(f"Replaying {len(files):,} pokerkit-written PHH files, each side a fresh process per run")
        print(f"(processor time, start-up included, median of {args.runs} alternating runs; files written")
        print("beforehand and bytecode compiled by a warm-up run of each side are left out)")
        builds = [("as built", env)]
        if compiled.in_use():
            builds.append(("pure Python", {**env, compiled.PURE_ENV: "1"}))
        for label, build_env in builds:
            mine, peer = compare(files, expected, args.runs, build_env)
            ratio = peer / mine
            verdict = "meets" if ratio >= GOAL else "is short of"
            engine = (
                "mypyc-compiled hot modules" if label == "as built" and compiled.in_use() else "pure Python"
            )
            print(f"  croupier ({engine}) {mine:6.2f} s  ({mine / len(files) * 1000:5.2f} ms a hand)")
            print(
                f"  pokerkit {pokerkit_version()} {peer:6.2f} s  ({peer / len(files) * 1000:5.2f} ms a hand)"
            )
            print(f"  ratio {ratio:5.1f}x pokerkit ({verdict} the goal of {GOAL:.0f}x)")
        if args.stream_hands:
            print(stream(args.stream_hands, folder, env))
    return 0


def pokerkit_version() -> str:
    import importlib.metadata  # noqa: PLC0415

    return importlib.metadata.version("pokerkit")


if __name__ == "__main__":
    sys.exit(main())
