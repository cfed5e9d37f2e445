"""The quiz against an independent checker (``oracle``, written from RULES.md): over thousands of
generated questions in all 21 skills and all three games, the checker — reading only what the
trainee is shown — finds the engine's answer every time."""

from __future__ import annotations

import random

import pytest
from oracle import CHIP_SKILLS, cards_of, expected, live
from oracle_cards import board_key

from croupier.drills import SKILL_NAMES, DrillSettings, generate, grade, solve, table_view
from croupier.drills.answers import same
from croupier.drills.model import Question
from croupier.engine.rules import RAZZ, STUD, STUD8, Variant
from croupier.i18n.names import card_label
from croupier.words import quiz_words
from croupier.words.value_words import chips

GAMES = (STUD, STUD8, RAZZ)
PER_GAME = 34  # 21 skills x 3 games x 34 = 2,142 questions


def _questions(name: str, variant: Variant, count: int, base: int = 0) -> list[Question]:
    settings = DrillSettings(variants=(variant,))
    return [
        generate(name, random.Random(base + index), difficulty=1 + index % 3, settings=settings)
        for index in range(count)
    ]


@pytest.mark.parametrize("name", SKILL_NAMES)
def test_the_checker_finds_the_engines_answer_to_every_question(name: str) -> None:
    asked = 0
    games: set[str] = set()
    for variant in GAMES:
        for question in _questions(name, variant, PER_GAME):
            mine = expected(question)
            engine = solve(question).expected
            assert mine is not None
            if name in CHIP_SKILLS - {"count_pot"}:  # change, a split, a reading: said more than one way
                assert grade(question, mine).correct, (name, question.seed, mine, engine)
            else:
                assert same(question.answer_type, mine, engine), (name, question.seed, mine, engine)
            asked += 1
            games.add(question.position.variant.code)
    assert asked == 3 * PER_GAME
    # Reading a high hand is never asked in razz, nor a low one in seven card stud.
    assert len(games) >= (2 if name in {"read_high", "read_low"} else 3)


@pytest.mark.parametrize("name", ["showdown_order", "read_high", "read_low", "winner", "split", "odd_chip"])
def test_a_showdown_question_shows_every_tabled_card_in_its_words(name: str, english: object) -> None:
    for question in _questions(name, STUD8, 30, base=500):
        view = table_view(question)
        text = "\n".join(quiz_words.table_lines(question))
        assert f"Pot: {chips(view.pot)}" in text
        for seat in live(view):
            if seat.tabled:
                for card in cards_of(seat, view):
                    assert card_label(card) in text


def test_a_showdown_next_step_shows_the_table_as_the_dealer_left_it() -> None:
    """Tabled hands face up, killed hands marked, the pot still in the middle until pushed."""
    seen = 0
    for index in range(300):
        question = generate("next_step", random.Random(index), difficulty=1 + index % 3)
        view = table_view(question)
        if not any(step.kind.value == "showdown" for step in view.done):
            continue
        seen += 1
        total = sum(seat.stack + seat.bet for seat in view.seats) + view.pot
        assert total == sum(question.position.player(s.seat).starting_stack for s in view.seats)
        pushes = [step for step in view.done if step.kind.value == "push"]
        if not pushes:
            assert view.pot > 0
        for seat in view.seats:
            if seat.killed or seat.folded:
                continue
            if seat.tabled:
                assert None not in seat.down
    assert seen >= 30


def test_at_difficulty_three_a_fifth_of_first_to_act_questions_are_on_tied_boards() -> None:
    """Ties are where dealers err (R5.4): stacked decks make them common."""
    tied = 0
    count = 200
    for index in range(count):
        view = table_view(generate("first_to_act", random.Random(index), difficulty=3))
        low = view.variant == "FR"
        keys = sorted((board_key([c for c in seat.up if c], low=low) for seat in live(view)), reverse=True)
        # Tied exactly, or alike in the dealer's words (the same category and top cards).
        if keys[0] == keys[1] or (keys[0][0] == keys[1][0] and keys[0][1][:2] == keys[1][1][:2]):
            tied += 1
    assert tied / count >= 0.2
