"""The first hands of a run are valued without the lookup tables (a short run would spend most of
its time building them): those values must be the tables' values, hand for hand."""

from __future__ import annotations

import random
import subprocess
import sys
from itertools import combinations

import pytest

from croupier.engine import evaluate
from croupier.engine.cards import CARDS, parse_cards

# Hands the tables treat specially: flushes of six and seven cards, straight flushes beside a
# higher straight, the wheel, quads, two trips, no low and the best low.
CHOSEN = [
    "AhKhQhJhTh9h8h",
    "9h8h7h6h5hAsKd",
    "6d5d4d3d2dAcKc",
    "Ac2d3h4s5cKdKh",
    "AsAdAcAhKdKsQc",
    "KsKdKc9h9d9c2s",
    "KcKdQhQsJcJd9h",
    "Ah2h3h4h5h6c7d",
    "8c7c6c5c4c3c2c",
    "AsKsQsJs9s8d7c",
    "KdQcJh9s8d",
    "Ac2c3d4d5h",
]


def built() -> None:
    for table, build in ((evaluate._HIGH, evaluate._build_high), (evaluate._RAZZ, evaluate._build_razz)):
        if not table:
            build()
    if not evaluate._LOW8:
        evaluate._build_low8()


def hands(count: int, seed: int) -> list[tuple]:
    rng = random.Random(seed)
    found = [tuple(parse_cards(text)) for text in CHOSEN]
    found += [tuple(rng.sample(CARDS, rng.choice((5, 6, 7)))) for _ in range(count)]
    suited = [card for card in CARDS if card.suit == CARDS[0].suit]
    found += [tuple(rng.sample(suited, 5) + rng.sample(CARDS[13:], 2)) for _ in range(count // 10)]
    return [hand for hand in found if len(set(hand)) == len(hand)]


@pytest.mark.parametrize(
    ("direct", "table"),
    [
        (evaluate._high_direct, evaluate.high_value),
        (evaluate._razz_direct, evaluate.razz_value),
        (evaluate._low8_direct, evaluate.low8_value),
        (evaluate._high_filed, evaluate.high_value),
        (evaluate._razz_filed, evaluate.razz_value),
        (evaluate._low8_filed, evaluate.low8_value),
    ],
    ids=["high", "razz", "low8", "high-filed", "razz-filed", "low8-filed"],
)
def test_the_direct_values_are_the_tables_values(direct, table):
    built()
    for hand in hands(4000, seed=23):
        assert direct(hand) == table(hand), " ".join(map(str, hand))


def test_every_seven_card_flush_shape_agrees():
    built()
    suited = [card for card in CARDS if card.suit == CARDS[0].suit]
    for seven in combinations(suited, 7):
        assert evaluate._high_direct(seven) == evaluate.high_value(seven)


def test_a_short_run_values_its_hands_without_building_the_tables():
    """Without the file of tables made at build time, the first hands are valued directly."""
    script = """
from croupier.engine import evaluate, evaluate_tables
from croupier.engine.cards import parse_cards
evaluate_tables._loaded["file"] = None  # no file shipped
hand = parse_cards("AhKhQhJh9h2c3d")
first = evaluate.high_value(hand)
print(len(evaluate._HIGH) == 0)
for _ in range(evaluate._DIRECT_LIMIT):
    assert evaluate.high_value(hand) == first
print(len(evaluate._HIGH) > 0)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["True", "True"]


def test_the_tables_made_at_build_time_are_searched_first_then_made_and_equal_a_fresh_build():
    """``tools/build_tables.py`` writes the tables once; a process looks its first hands up in the
    file (never builds a table), makes the table from the file after ``_FILED_LIMIT`` of them, and
    what it makes is exactly what the evaluator builds itself."""
    script = """
from croupier.engine import evaluate, evaluate_tables
from croupier.engine.cards import parse_cards
assert evaluate_tables.available(), "make native writes croupier/engine/evaluate_tables.bin"
hand = parse_cards("AhKhQhJh9h2c3d")
first = (evaluate.high_value(hand), evaluate.razz_value(hand), evaluate.low8_value(hand))
print(not evaluate._HIGH and not evaluate._RAZZ and not evaluate._LOW8)  # looked up, not made
for _ in range(evaluate._FILED_LIMIT):
    assert (evaluate.high_value(hand), evaluate.razz_value(hand), evaluate.low8_value(hand)) == first
assert (evaluate.high_value(hand), evaluate.razz_value(hand), evaluate.low8_value(hand)) == first
shipped = (dict(evaluate._HIGH), dict(evaluate._RAZZ), dict(evaluate._LOW8), list(evaluate._FLUSH))
print(all(shipped))  # made from the file once the lookups had cost as much
evaluate_tables._loaded["file"] = None
for table in (evaluate._HIGH, evaluate._RAZZ, evaluate._LOW8):
    table.clear()
evaluate._build_high(); evaluate._build_razz(); evaluate._build_low8()
built = (dict(evaluate._HIGH), dict(evaluate._RAZZ), dict(evaluate._LOW8), list(evaluate._FLUSH))
print(shipped == built)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True", "True"]


def test_tables_made_from_another_evaluator_are_not_used(tmp_path, monkeypatch):
    from croupier.engine import evaluate_tables  # noqa: PLC0415

    monkeypatch.setattr(evaluate_tables, "_loaded", {})
    monkeypatch.setattr(evaluate_tables, "_arrays", {})
    monkeypatch.setattr(evaluate_tables, "source_digest", lambda: b"another evaluator")
    assert not evaluate_tables.available()
    assert evaluate_tables.load("high") is None
    with pytest.raises(LookupError):
        evaluate_tables.lookup("razz", evaluate._rank_key(parse_cards("AhKhQhJh9h2c3d")))
