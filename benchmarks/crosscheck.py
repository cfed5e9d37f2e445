"""Cross-check against pokerkit at scale: N random hands per variant, both ways, disagreements listed.

Run: ``.venv/bin/python benchmarks/crosscheck.py [--count N] [--jobs J]`` (default N = 100,000 per
variant and direction: hours on one core; ``--count 200`` is a quick run). (a) pokerkit plays, we
replay its hand history under the ``pokerkit`` profile; (b) we play under that profile, pokerkit
replays our hand history. Stacks are deep so that no pokerkit quirk of RULES.md §1 arises; the
stacks at the end must agree. The drivers are those of ``tests/engine/test_crosscheck.py``.
Exit status 1 when any hand disagrees; ``--failures DIR`` writes each such hand as a .phh file.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))

from test_crosscheck import GAMES, check_ours_to_pokerkit, check_pokerkit_to_ours

CHUNK = 250
DIRECTIONS = {
    "pokerkit -> croupier": check_pokerkit_to_ours,
    "croupier -> pokerkit": check_ours_to_pokerkit,
}


def run_chunk(task: tuple[str, str, int, int]) -> tuple[str, str, list[str], Counter[str]]:
    """One chunk of hands, seeded by its direction, variant and number (so runs repeat)."""
    direction, code, number, count = task
    rng = random.Random(f"{direction}/{code}/{number}")
    problems, seen = DIRECTIONS[direction](code, rng, count)
    return direction, code, problems, seen


def tasks(count: int) -> list[tuple[str, str, int, int]]:
    out = []
    for code in GAMES:
        for direction in DIRECTIONS:
            for number, start in enumerate(range(0, count, CHUNK)):
                out.append((direction, code, number, min(CHUNK, count - start)))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000, help="hands per variant and direction")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--failures", type=Path, metavar="DIR", help="write disagreeing hands here")
    args = parser.parse_args(argv)
    work = tasks(args.count)
    seen: dict[tuple[str, str], Counter[str]] = {}
    problems: dict[tuple[str, str], list[str]] = {}
    started = time.perf_counter()
    done = 0
    pool = multiprocessing.Pool(args.jobs) if args.jobs > 1 else None
    results = pool.imap_unordered(run_chunk, work) if pool else map(run_chunk, work)
    try:
        for direction, code, found, counts in results:
            key = (direction, code)
            seen.setdefault(key, Counter()).update(counts)
            problems.setdefault(key, []).extend(found)
            done += 1
            if done % max(1, len(work) // 20) == 0 or done == len(work):
                hands = sum(counter["hands"] for counter in seen.values())
                elapsed = time.perf_counter() - started
                print(f"  … {hands:,} hands in {elapsed:,.0f} s", file=sys.stderr, flush=True)
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    print(f"Cross-check against pokerkit, {args.count:,} hands per variant and direction:")
    total = 0
    for code in GAMES:
        for direction in DIRECTIONS:
            counts = seen.get((direction, code), Counter())
            found = problems.get((direction, code), [])
            total += len(found)
            print(
                f"  {code:<6} {direction}: {counts['hands']:>8,} hands, {len(found):>4} disagreements"
                f" (run-outs: {counts['reshuffle']:,} reshuffled, {counts['community']:,} community card)"
            )
    if args.failures and total:
        args.failures.mkdir(parents=True, exist_ok=True)
        for (direction, code), found in problems.items():
            for number, text in enumerate(found, 1):
                name = f"{code.replace('/', '')}-{direction.split()[0]}-{number}.txt"
                (args.failures / name).write_text(text, encoding="utf-8")
    first = next((found[0] for found in problems.values() if found), None)
    if first is not None:
        print("\nFirst disagreement:\n" + first)
    print(f"Total disagreements: {total}")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
