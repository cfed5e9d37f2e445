"""How fast the procedure walks a hand and checks a step, beside the bare engine dealing the same hands.

For each of N seeded random hands (all three variants, 2–8 players) it times:

* peer, ``engine``: the hand played by the engine alone (``Hand.run_dealer`` + random actions);
* ``procedure``: the same hand (same deck, same actions) with every dealer step asked of the
  procedure first: ``expected()``, ``check(step)``, ``perform(step)`` — what the GUI does on a click;
* the three calls one by one, in µs per call, and a wrong step's ``check``.

Run: ``python benchmarks/procedure.py [--hands N]``. The ratio is procedure time over engine time for
the same hands; both include the players' random actions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

from croupier.engine.cards import Deck
from croupier.engine.hand import Hand
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, Stakes
from croupier.engine.simulate import play_out
from croupier.procedure import DealerStep, Procedure
from croupier.procedure.script import play_player

VARIANTS = (STUD, STUD8, RAZZ)
STAKES = Stakes(5, 10, 20, 40)


def setting(seed: int) -> tuple[object, list[int]]:
    chooser = random.Random(seed * 7919)
    return VARIANTS[seed % 3], [1000] * chooser.randint(2, 8)


def engine_hand(seed: int) -> int:
    """Play one hand with the engine alone; returns the number of dealer events it dealt."""
    variant, stacks = setting(seed)
    rng = random.Random(seed)
    hand = Hand(variant, STAKES, stacks, HouseRules(), deck=Deck(rng), rng=rng)  # type: ignore[arg-type]
    play_out(hand, rng)
    return len(hand.events)


def procedure_hand(seed: int, timings: dict[str, list[int]] | None = None) -> int:
    """Play the same hand through the procedure; returns the number of dealer steps."""
    variant, stacks = setting(seed)
    rng = random.Random(seed)
    procedure = Procedure.new(variant, STAKES, stacks, HouseRules(), rng=rng)  # type: ignore[arg-type]
    wrong = DealerStep.burn()
    steps = 0
    clock = time.perf_counter_ns
    while True:
        if timings is None:
            expected = procedure.expected()
            if expected:
                procedure.check(expected[0])
                procedure.perform(expected[0])
                steps += 1
                continue
        else:
            start = clock()
            expected = procedure.expected()
            timings["expected()"].append(clock() - start)
            if expected:
                start = clock()
                procedure.check(expected[0])
                timings["check(right step)"].append(clock() - start)
                start = clock()
                procedure.check(wrong)
                timings["check(wrong step)"].append(clock() - start)
                start = clock()
                procedure.perform(expected[0])
                timings["perform()"].append(clock() - start)
                steps += 1
                continue
        if play_player(procedure, rng) is None:
            return steps


def timed(run: Callable[[int], int], seeds: range) -> tuple[float, int]:
    start = time.perf_counter()
    count = sum(run(seed) for seed in seeds)
    return time.perf_counter() - start, count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    args = parser.parse_args()
    seeds = range(args.hands)
    # Same hands for both: check it, then warm up.
    for seed in range(20):
        engine_hand(seed)
        procedure_hand(seed)
    engine_seconds, _ = timed(engine_hand, seeds)
    procedure_seconds, steps = timed(procedure_hand, seeds)
    timings: dict[str, list[int]] = {
        "expected()": [],
        "check(right step)": [],
        "check(wrong step)": [],
        "perform()": [],
    }
    for seed in seeds:
        procedure_hand(seed, timings)

    print(
        f"procedure benchmark: {args.hands} random hands (stud, hi-lo, razz; 2-8 players), "
        f"{steps} dealer steps"
    )
    print(f"{'':34}{'hands/s':>10}{'dealer steps/s':>16}{'µs per step':>13}")
    for name, seconds in (
        ("engine alone (peer)", engine_seconds),
        ("procedure: expected+check+perform", procedure_seconds),
    ):
        print(f"{name:34}{args.hands / seconds:>10.0f}{steps / seconds:>16.0f}{seconds / steps * 1e6:>13.1f}")
    print(
        f"ratio procedure / engine: {procedure_seconds / engine_seconds:.2f}x "
        f"(+{(procedure_seconds - engine_seconds) / steps * 1e6:.1f} µs per dealer step)"
    )
    print(f"{'call':34}{'median µs':>10}{'p99 µs':>10}{'max µs':>10}")
    for name, values in timings.items():
        ordered = sorted(values)
        p99 = ordered[int(len(ordered) * 0.99)]
        median = statistics.median(ordered)
        print(f"{name:34}{median / 1000:>10.1f}{p99 / 1000:>10.1f}{ordered[-1] / 1000:>10.1f}")


if __name__ == "__main__":
    main()
