"""The situations the quiz once never asked (issue 35) come up at a set rate: a round begun heads-up
raised past the cap (R4.5), the board that acts first all-in (R5.5), an action out of turn that is a
check, call or bet and not only a fold, and under ``oot_restricted`` (R11.1), a single oversized chip
put in to bring it in with no bet to face (R11.4), a fold with no bet to face (R10.13) and an all-in
player's last card face up (R10.9). Each is recognised from what the trainee is shown."""

from __future__ import annotations

import random
from collections import Counter

from case_reader import cases

from croupier.drills import generate
from croupier.drills.model import Question


def _asked(name: str, count: int, difficulty: int = 3, base: int = 3000) -> list[Question]:
    return [generate(name, random.Random(base + index), difficulty=difficulty) for index in range(count)]


def test_a_heads_up_round_raised_past_the_cap_comes_up():
    asked = _asked("capped", 160)
    share = sum("heads_up_raises" in cases(question) for question in asked) / len(asked)
    assert share >= 0.05, share


def test_the_first_board_all_in_comes_up():
    for difficulty, least in ((1, 0.05), (3, 0.1)):
        asked = _asked("first_to_act", 160, difficulty)
        share = sum("leader_all_in" in cases(question) for question in asked) / len(asked)
        assert share >= least, (difficulty, share)


def test_every_irregularity_and_every_out_of_turn_action_comes_up():
    kinds: Counter[str] = Counter()
    out_of_turn: Counter[str] = Counter()
    restricted = 0
    bring_in_chip = 0
    oversized = 0
    for question in _asked("irregularity", 900, difficulty=2):
        params = question.prompt.params
        kind = str(params["incident"])
        kinds[kind] += 1
        if kind == "out_of_turn":
            out_of_turn[str(params["action"])] += 1
            restricted += bool(params["rule_oot_restricted"])
        if kind == "oversized_chip":
            oversized += 1
            bring_in_chip += bool(params.get("fact_bring_in"))
    assert kinds["fold_no_bet"] >= 10, kinds  # R10.13
    assert kinds["all_in_card_up"] >= 10, kinds  # R10.9
    total = sum(out_of_turn.values())
    assert out_of_turn["fold"] <= 0.4 * total, out_of_turn
    assert out_of_turn["check"] + out_of_turn["call"] >= 0.2 * total, out_of_turn
    assert out_of_turn["bet"] + out_of_turn["raise"] + out_of_turn["complete"] >= 0.15 * total, out_of_turn
    assert restricted >= 0.15 * total, (restricted, total)
    assert bring_in_chip >= 0.15 * oversized, (bring_in_chip, oversized)
