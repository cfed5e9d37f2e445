"""Complete random 6-handed Seven Card Stud hands per second: Croupier's engine beside pokerkit.

Run: ``.venv/bin/python benchmarks/engine.py [--hands N] [--profile]``. Both engines deal from a
seeded shuffle and play the same policy shape (fold facing a bet by street, raise 1 in 5, bet 3 in
10, complete the bring-in 1 in 4) to the end, showdown and pot pushing included; pokerkit runs with
full automation. Ours runs under the ``pokerkit`` house-rule profile, so both play the same rules.
The runs take turns and the best of a few repeats counts. ``--profile`` prints ours under cProfile.
The goal is 50 times pokerkit's rate.

Ours runs as ``make`` builds it: with the engine's hot modules compiled by mypyc when that build is
fresh (``croupier/engine/compiled.py``). The pure-Python engine is then measured as well, in a second
process (``CROUPIER_PURE_PYTHON=1``) with its own pokerkit run beside it.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import os
import pstats
import random
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))

from test_crosscheck import play_pokerkit_hand, seeded_pokerkit

from croupier.engine import compiled
from croupier.engine.rules import STUD, HouseRules, Stakes
from croupier.engine.simulate import deal_random_hand

SEED = 20240607
PLAYERS = 6
STACKS = [1000] * PLAYERS
GOAL = 50.0
RULES = HouseRules.profile("pokerkit")


def ours(count: int) -> Callable[[], None]:
    def run() -> None:
        rng = random.Random(SEED)
        for _ in range(count):
            deal_random_hand(STUD, Stakes(), STACKS, RULES, rng)

    return run


def pokerkit(count: int) -> Callable[[], None]:
    def run() -> None:
        rng = random.Random(SEED)
        with seeded_pokerkit(rng):
            for _ in range(count):
                play_pokerkit_hand("F7S", STACKS, rng)

    return run


def best_rates(contenders: dict[str, tuple[Callable[[], None], int]], repeats: int) -> dict[str, float]:
    """Hands per second for each contender, from its fastest of ``repeats`` turns."""
    best = dict.fromkeys(contenders, float("inf"))
    gc.disable()
    try:
        for _ in range(repeats):
            for name, (run, _count) in contenders.items():
                start = time.perf_counter()
                run()
                best[name] = min(best[name], time.perf_counter() - start)
    finally:
        gc.enable()
    return {name: count / best[name] for name, (_run, count) in contenders.items()}


def profile(count: int, top: int = 25) -> None:
    """Ours under cProfile: the functions with the most time of their own."""
    profiler = cProfile.Profile()
    profiler.runcall(ours(count))
    stats = pstats.Stats(profiler, stream=sys.stdout)
    stats.sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="our hands per run (default 2000)")
    parser.add_argument("--pokerkit-hands", type=int, default=200, help="pokerkit's (default 200)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--profile", action="store_true", help="print a cProfile of ours and stop")
    parser.add_argument("--no-pure", action="store_true", help="skip the pure-Python second run")
    args = parser.parse_args(argv)
    if args.profile:
        profile(args.hands)
        return 0
    contenders = {
        "croupier": (ours(args.hands), args.hands),
        "pokerkit": (pokerkit(args.pokerkit_hands), args.pokerkit_hands),
    }
    rates = best_rates(contenders, args.repeats)
    ratio = rates["croupier"] / rates["pokerkit"]
    build = "mypyc-compiled hot modules" if compiled.in_use() else "pure Python"
    print(f"Complete random {PLAYERS}-handed Seven Card Stud hands per second (best of {args.repeats}),")
    print(f"Croupier's engine as built: {build}")
    for name, rate in rates.items():
        print(f"  {name:<9} {rate:10,.0f} hands/s  ({1000 / rate:6.2f} ms a hand)")
    verdict = "meets" if ratio >= GOAL else "is short of"
    print(f"  ratio     {ratio:10.1f}x pokerkit ({verdict} the goal of {GOAL:.0f}x)")
    if compiled.in_use() and not args.no_pure:
        print()
        sys.stdout.flush()
        rerun = [sys.executable, __file__, "--no-pure", "--repeats", str(args.repeats)]
        rerun += ["--hands", str(args.hands), "--pokerkit-hands", str(args.pokerkit_hands)]
        subprocess.run(rerun, env={**os.environ, compiled.PURE_ENV: "1"}, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
