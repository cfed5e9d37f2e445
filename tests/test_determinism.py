"""The same seed, the same quiz, in every process (issue 29).

Python gives each process its own string-hash seed and its objects their own addresses, so a set's
order (or anything keyed by ``id()``) differs from one process to the next. If such an order reached
a choice, a seed would no longer decide the quiz: an instructor's exam, a re-graded sitting and a
replayed hand rest on it. ``determinism_probe.py`` prints everything a seed decides (every skill's
questions in every game and difficulty, their table pictures, the chip work's buttons, a quiz through
the real window, an exam's questions, walkthrough hands with incidents); three processes with
different hash seeds must print the same, and ``croupier drill --json`` likewise."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PROBE = Path(__file__).with_name("determinism_probe.py")
# 0 turns hash randomisation off; the others are two different random-looking orders.
HASH_SEEDS = ("0", "1", "3735928559")


def _run(command: list[str], hash_seed: str) -> str:
    environ = {**os.environ, "PYTHONHASHSEED": hash_seed, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(command, env=environ, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout
    return done.stdout


def _first_difference(outputs: dict[str, str]) -> str:
    (first_seed, first), *others = outputs.items()
    for seed, text in others:
        for number, (left, right) in enumerate(zip(first.splitlines(), text.splitlines(), strict=False)):
            if left != right:
                return (
                    f"line {number + 1}:\n  PYTHONHASHSEED={first_seed}: {left[:400]}\n"
                    f"  PYTHONHASHSEED={seed}: {right[:400]}"
                )
    return "outputs differ in length"


@pytest.mark.slow
def test_a_seed_decides_everything_whatever_the_process():
    outputs = {seed: _run([sys.executable, str(PROBE)], seed) for seed in HASH_SEEDS}
    assert len(set(outputs.values())) == 1, _first_difference(outputs)
    text = outputs[HASH_SEEDS[0]]
    assert text.count('"skill": ') >= 25 * 3 * 3 * 3  # every skill, game and difficulty, three seeds


def test_drill_json_is_the_same_in_every_process():
    command = [
        sys.executable,
        "-m",
        "croupier",
        "drill",
        "--json",
        "--count",
        "60",
        "--seed",
        "29",
        "--lang",
        "en",
        "--variant",
        "F7S",
        "--variant",
        "F7S/8",
        "--variant",
        "FR",
    ]
    outputs = {seed: _run(command, seed) for seed in HASH_SEEDS}
    assert len(set(outputs.values())) == 1, _first_difference(outputs)
