"""Seven-card evaluations per second: Croupier beside eval7, phevaluator, treys and pokerkit.

Run: ``.venv/bin/python benchmarks/evaluate.py``. Every evaluator gets the same seeded hands,
converted to its own card form before the clock starts; the best of a few repeats counts. The
peers' kinds differ: eval7 is compiled (Cython), phevaluator uses a compiled hash table, treys and
pokerkit are pure Python; Croupier runs as built (its hot modules compiled by mypyc when fresh).
Left out of the rates: each table's first uses (printed first: the first hands looked up in the
file made at build time and the table made from it, or valued directly and the table built in the
process without the file) and the conversion of the cards.
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Callable, Sequence

import eval7
from phevaluator import evaluate_cards
from pokerkit import EightOrBetterLowHand, Hand, RegularLowHand, StandardHighHand
from treys import Card as TCard
from treys import Evaluator

from croupier.engine import compiled, evaluate_tables
from croupier.engine import evaluate as evaluate_module
from croupier.engine.cards import CARDS, Card, format_cards
from croupier.engine.evaluate import high_value, low8_value, razz_value

SEED = 20240607
FAST_HANDS = 100_000  # ours and phevaluator
TREYS_HANDS = 20_000
POKERKIT_HANDS = 2_000
REPEATS = 5  # rounds; every contender runs once per round


def best_rates(contenders: dict[str, tuple[Callable[[], object], int]]) -> dict[str, float]:
    """Evaluations per second for each contender, from its fastest of ``REPEATS`` runs.

    The runs take turns, so that a busy spell on a shared machine slows every contender alike
    rather than one of them; garbage collection is off while the clock runs.
    """
    best = dict.fromkeys(contenders, float("inf"))
    gc.disable()
    try:
        for _ in range(REPEATS):
            for name, (run, _count) in contenders.items():
                start = time.perf_counter()
                run()
                best[name] = min(best[name], time.perf_counter() - start)
    finally:
        gc.enable()
    return {name: count / best[name] for name, (_run, count) in contenders.items()}


def over(evaluate: Callable[[Sequence[Card]], object], hands: list[list[Card]]) -> Callable[[], None]:
    def run() -> None:
        for hand in hands:
            evaluate(hand)

    return run


def treys_run(hands: list[list[Card]]) -> Callable[[], None]:
    evaluate = Evaluator().evaluate
    split = [
        ([TCard.new(str(card)) for card in hand[:2]], [TCard.new(str(card)) for card in hand[2:]])
        for hand in hands
    ]

    def run() -> None:
        for hole, board in split:
            evaluate(hole, board)

    return run


def eval7_run(hands: list[list[Card]]) -> Callable[[], None]:
    evaluate = eval7.evaluate
    converted = [[eval7.Card(str(card)) for card in hand] for hand in hands]

    def run() -> None:
        for hand in converted:
            evaluate(hand)

    return run


def phevaluator_run(hands: list[list[Card]]) -> Callable[[], None]:
    # phevaluator's card id is rank * 4 + suit with 2 = 0 and suits in c, d, h, s order: ours.
    ids = [tuple(card.index for card in hand) for hand in hands]
    assert evaluate_cards(*ids[0]) == evaluate_cards(*map(str, hands[0]))

    def run() -> None:
        for hand in ids:
            evaluate_cards(*hand)

    return run


def pokerkit_run(hand_class: type[Hand], hands: list[list[Card]]) -> Callable[[], None]:
    texts = [(format_cards(hand[:2]), format_cards(hand[2:])) for hand in hands]
    from_game = hand_class.from_game_or_none  # the 8-or-better low raises when there is none

    def run() -> None:
        for hole, board in texts:
            from_game(hole, board)

    return run


def main() -> None:
    rng = random.Random(SEED)
    hands = [rng.sample(CARDS, 7) for _ in range(FAST_HANDS)]
    shipped = evaluate_tables.available()
    source = "made from the file made at build time" if shipped else "built in this process"
    first_way = "looked up in that file" if shipped else "valued directly"
    print(f"Croupier's engine: {'mypyc-compiled' if compiled.in_use() else 'pure Python'}")
    tables = ((high_value, evaluate_module._HIGH), (low8_value, evaluate_module._LOW8))
    for evaluate, table in (*tables, (razz_value, evaluate_module._RAZZ)):
        # The first hands are looked up in the shipped file (or valued directly without it) and
        # the table is made after them: all of that is timed here, none of it in the rates below.
        started = time.perf_counter()
        evaluate(hands[0])
        first = time.perf_counter() - started
        count = 1
        started = time.perf_counter()
        while not table:
            evaluate(hands[count % len(hands)])
            count += 1
        made = time.perf_counter() - started
        print(
            f"{evaluate.__name__}: first hand {first_way} in {first * 1000:.2f} ms; "
            f"table {source} after {count:,} hands, in {made * 1000:.0f} ms with those hands"
        )

    treys_hands, pokerkit_hands = hands[:TREYS_HANDS], hands[:POKERKIT_HANDS]
    rates = best_rates(
        {
            "high": (over(high_value, hands), FAST_HANDS),
            "high treys": (treys_run(treys_hands), TREYS_HANDS),
            "high eval7": (eval7_run(hands), FAST_HANDS),
            "high phevaluator": (phevaluator_run(hands), FAST_HANDS),
            "high pokerkit": (pokerkit_run(StandardHighHand, pokerkit_hands), POKERKIT_HANDS),
            "8-or-better": (over(low8_value, hands), FAST_HANDS),
            "8-or-better pokerkit": (
                pokerkit_run(EightOrBetterLowHand, pokerkit_hands),
                POKERKIT_HANDS,
            ),
            "razz": (over(razz_value, hands), FAST_HANDS),
            "razz pokerkit": (pokerkit_run(RegularLowHand, pokerkit_hands), POKERKIT_HANDS),
        }
    )

    def cell(name: str) -> str:
        return f"{rates[name]:>13,.0f}" if name in rates else f"{'-':>13}"

    def ratio(name: str, peer: str) -> str:
        return f"{rates[name] / rates[peer]:>13.1f}x" if peer in rates else f"{'-':>14}"

    print(f"\n7-card evaluations per second, best of {REPEATS} ({FAST_HANDS:,} seeded hands;")
    print(f"treys {TREYS_HANDS:,} and pokerkit {POKERKIT_HANDS:,} of the same hands;")
    print("eval7 compiled (Cython), phevaluator a compiled table, treys and pokerkit pure Python)")
    peers = ("eval7", "phevaluator", "treys", "pokerkit")
    print(f"{'':12}{'croupier':>13}" + "".join(f"{peer:>13}" for peer in peers))
    for name in ("high", "8-or-better", "razz"):
        print(f"{name:12}{cell(name)}" + "".join(cell(f"{name} {peer}") for peer in peers))
    print(f"\n{'croupier /':12}" + "".join(f"{peer:>14}" for peer in peers))
    for name in ("high", "8-or-better", "razz"):
        print(f"{name:12}" + "".join(ratio(name, f"{name} {peer}") for peer in peers))


if __name__ == "__main__":
    main()
