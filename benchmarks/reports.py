"""The class report as a user makes it: ``croupier report class`` (CSV and PDF) over a class of 200
trainees and 100,000 answers, beside a plain ``sqlite3`` + ``csv`` script making the same CSV
figures (accuracy and median answer time per trainee and skill).

Each side is a fresh process per run (start-up and imports included), timed in the child's
processor time, median of ``--runs`` alternating runs after a warm-up run of each (bytecode, the
file in the page cache). Left out: filling the class (bulk inserts, as ``benchmarks/stalls.py``
does). The goal is within 2x the plain peer.

    .venv/bin/python benchmarks/reports.py [--trainees N] [--answers N] [--runs N]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from stalls import fill_class
from user_env import user_env

GOAL = 2.0

PEER = """
import csv, sqlite3, statistics, sys
from collections import defaultdict
database, out = sys.argv[1], sys.argv[2]
connection = sqlite3.connect(database)
groups = defaultdict(list)
query = (
    "SELECT t.name, a.skill, a.correct, a.seconds FROM attempts a JOIN trainees t ON t.id = a.trainee_id "
    "WHERE t.archived_at IS NULL"
)
for name, skill, correct, seconds in connection.execute(query):
    groups[(name, skill)].append((correct, seconds))
with open(out, "w", newline="", encoding="utf-8") as file:
    writer = csv.writer(file)
    writer.writerow(["trainee", "skill", "answers", "right", "accuracy", "median seconds"])
    for (name, skill), answers in sorted(groups.items(), key=lambda item: item[0][0].casefold()):
        right = sum(1 for correct, _ in answers if correct)
        median = statistics.median(seconds for _, seconds in answers)
        share = round(100 * right / len(answers), 1)
        writer.writerow([name, skill, len(answers), right, share, round(median, 2)])
"""


def child(args: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(args, env=env, capture_output=True, text=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"reports.py: {args[:6]} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trainees", type=int, default=200)
    parser.add_argument("--answers", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    # The warm-up run writes the bytecode, as an installed package has it (see user_env).
    env = {**user_env(), "QT_QPA_PLATFORM": "offscreen"}
    with tempfile.TemporaryDirectory(prefix="croupier-reports-") as folder:
        database = Path(folder) / "class.sqlite3"
        url = f"sqlite:///{database}"
        fill_class(url, args.trainees, args.answers)
        out = Path(folder)
        commands = {
            "croupier CSV": [
                *(sys.executable, "-m", "croupier", "report", "class", "--format", "csv"),
                *("--out", str(out / "class.csv"), "--database", url),
            ],
            "croupier PDF": [
                *(sys.executable, "-m", "croupier", "report", "class", "--format", "pdf"),
                *("--out", str(out / "class.pdf"), "--database", url),
            ],
            "sqlite3 + csv": [sys.executable, "-c", PEER, str(database), str(out / "peer.csv")],
        }
        for command in commands.values():
            child(command, env)  # warm-up
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, command in commands.items():
                times[name].append(child(command, env))
    peer = statistics.median(times["sqlite3 + csv"])
    print(
        f"Class report over {args.trainees} trainees and {args.answers:,} answers, a fresh process each, "
        f"processor time (median of {args.runs})"
    )
    for name, samples in times.items():
        seconds = statistics.median(samples)
        ratio = "" if name == "sqlite3 + csv" else f"   {seconds / peer:4.2f}x the peer (goal <= {GOAL:.0f})"
        print(f"  {name:<14} {seconds:6.2f} s{ratio}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
