"""The chip and reading skills of the quiz: the pot counted from its stacks, change in any right
chips from the pot, a split colour by colour (coloured down, the odd chip by R8.6), and a tabled hand
read in free words, English or German; every verdict from engine/chips.py and the evaluator."""

from __future__ import annotations

import random

from croupier.drills.answers import parse_text
from croupier.drills.chip_answers import answer_pile, answer_said, answer_shares, said_answer, shares_answer
from croupier.drills.facts import finish
from croupier.drills.grading import generate, grade, solve
from croupier.drills.model import AnswerType
from croupier.drills.reading import Said
from croupier.drills.skills.chips import colour_down_for
from croupier.engine.chips import Chips
from croupier.engine.readings import HandDescription


def test_the_pot_is_counted_from_stacks_that_make_the_engine_pot():
    for seed in range(20):
        question = generate("count_pot", random.Random(seed), 1 + seed % 3)
        pile = answer_pile(question.prompt.params["pile"])
        hand = question.position
        assert pile.total == hand.pot - sum(player.bet for player in hand.players)
        assert grade(question, pile.total).correct
        verdict = grade(question, pile.total - 5)
        assert not verdict.correct
        assert [part.kind for part in verdict.explanation.parts] == ["chips.colour"] * len(pile.counts)


def test_change_in_other_chips_from_the_pot_is_right_and_wrong_change_is_explained():
    found = 0
    for seed in range(40):
        question = generate("make_change", random.Random(seed), 2)
        params = question.prompt.params
        pot = answer_pile(params["pile"])
        due = int(params["chip"]) - int(params["wager"])  # type: ignore[call-overload]
        fewest = answer_pile(solve(question).expected)
        assert fewest.total == due
        assert all(value < int(params["chip"]) for value, _ in fewest)  # type: ignore[call-overload]
        assert grade(question, fewest.counts).correct
        # The same change in smaller chips, where the pot holds them, is just as right.
        small = Chips.of({5: due // 5}) if due % 5 == 0 else None
        if small is not None and pot.covers(small) and small != fewest:
            assert grade(question, small.counts).correct
            found += 1
        short = grade(question, (fewest - Chips.of({fewest.counts[-1][0]: 1})).counts)
        assert not short.correct
        assert "chips.wrong_change" in [part.kind for part in short.explanation.parts]
        missing = grade(question, ((500, 1),)) if pot.count(500) == 0 else None
        if missing is not None:
            assert "chips.not_there" in [part.kind for part in missing.explanation.parts]
    assert found  # some question was answered in other chips


def test_colour_down_breaks_only_what_the_smaller_colours_cannot_make():
    pile = Chips.parse("2x100 2x25 1x5")
    wanted = Chips.parse("2x100 1x25 5x5 1x5")
    broken_pile, broken = colour_down_for(pile, wanted)
    assert broken == (25,)
    assert str(broken_pile) == "2x100 1x25 6x5"


def _split_question(odd: bool):
    for seed in range(200):
        question = generate("split_chips", random.Random(seed), 3)
        _, awards = finish(question.position)
        split = any(
            award.amount % len([s for s, c in award.shares if c])
            and len([s for s, c in award.shares if c]) > 1
            for award in awards
        )
        if split == odd and len({seat for award in awards for seat, c in award.shares if c}) >= 2:
            return question, awards
    raise AssertionError("no such split")


def test_a_split_by_colour_is_graded_chip_by_chip_and_the_odd_chip_named():
    question, awards = _split_question(odd=True)
    expected = solve(question).expected
    assert grade(question, expected).correct
    shares = answer_shares(expected)
    # The odd chip to the other winner of that award: the grade names R8.6's seat.
    award = next(a for a in awards if a.amount % len([s for s, c in a.shares if c]))
    winners = [(seat, chips) for seat, chips in award.shares if chips]
    base = award.amount // len(winners)
    odd = next(seat for seat, chips in winners if chips > base)
    other = next(seat for seat, _ in winners if seat != odd)
    unit = Chips.of({1: 1})
    if shares[odd].count(1):
        shares[odd] = shares[odd] - unit
        shares[other] = shares.get(other, Chips()) + unit
        verdict = grade(question, shares_answer(shares))
        assert not verdict.correct
        kinds = [part.kind for part in verdict.explanation.parts]
        assert "chips.odd_chip" in kinds or "chips.short" in kinds
    # Unreadable words are a wrong answer with a reason, never a crash.
    verdict = grade(question, "seat two gets the lot")
    assert not verdict.correct
    assert verdict.explanation.parts[0].kind == "chips.unreadable"


def test_split_answers_are_typed_and_read_back():
    answer = parse_text(AnswerType.CHIP_SHARES, "5=1x25; 2: 1x100 3x1")
    assert answer == "2: 1x100 3x1; 5: 1x25"
    assert parse_text(AnswerType.CHIPS, "25 25 5") == ((25, 2), (5, 1))


_PLURALS = {
    2: ("deuces", "Zweien"),
    3: ("threes", "Dreien"),
    4: ("fours", "Vieren"),
    5: ("fives", "Fünfen"),
    6: ("sixes", "Sechsen"),
    7: ("sevens", "Siebener"),
    8: ("eights", "Achten"),
    9: ("nines", "Neunen"),
    10: ("tens", "Zehnen"),
    11: ("jacks", "Buben"),
    12: ("queens", "Damen"),
    13: ("kings", "Könige"),
    14: ("aces", "Asse"),
}


def test_a_tabled_hand_read_in_english_or_german_words_or_by_the_builder():
    checked = 0
    for seed in range(120):
        question = generate("read_tabled", random.Random(seed), 2)
        right = solve(question).expected
        assert grade(question, right).correct  # the builder's parts, as stored
        wrong = grade(question, said_answer(Said(HandDescription("royal_flush", ()))))
        assert not wrong.correct
        assert wrong.explanation.parts  # what is wrong with it
        expected = answer_said(right)
        high = expected.high
        if question.position.variant.code != "F7S" or high is None or high.kind != "two_pair":
            continue
        if len(high.ranks) != 2:
            continue  # a kicker decides: the short phrase would rightly be refused
        (top_en, top_de), (low_en, low_de) = (_PLURALS[int(rank)] for rank in high.ranks)
        assert grade(question, f"Two pair, {top_en} and {low_en}").correct
        assert grade(question, f"{top_en.capitalize()} and {low_en}").correct
        assert grade(question, f"Zwei Paar, {top_de} und {low_de}").correct
        assert not grade(
            question, f"Two pair, {top_en} and {_PLURALS[2 if int(high.ranks[1]) != 2 else 3][0]}"
        ).correct
        assert not grade(question, f"Pair of {top_en}").correct
        checked += 1
    assert checked


def test_a_missing_low_and_a_wrong_rank_are_refused():
    for seed in range(80):
        question = generate("read_tabled", random.Random(seed), 1)
        if question.position.variant.code != "F7S/8":
            continue
        right = solve(question).expected
        high_only = right.split("|")[0]
        verdict = grade(question, high_only)
        assert not verdict.correct
        assert [part.kind for part in verdict.explanation.parts] == ["tabled.missing_low"]
        return
    raise AssertionError("no hi-lo reading")
