"""An independent checker for the quiz, written from RULES.md and not from the engine's code.

``expected(question)`` works the answer out from what the trainee is shown — the table view
(``croupier.drills.table_view``: cards showing and tabled, stacks, bets, the street's actions, what
the dealer has said and done), the prompt's own words (its parameters) and the house rules named in
the heading — and never from the engine's position. So agreeing with the engine on a question
proves both that the engine is right there and that the question can be answered from what it
shows. The rules are in ``oracle_cards``, ``oracle_betting``, ``oracle_table`` and ``oracle_duties``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from oracle_betting import (
    Round,
    capped,
    first_by_board,
    legal_kinds,
    next_actor,
    rebuild,
    to_call,
    wager_targets,
)
from oracle_duties import _counts, _key, due_announcements, incident_ruling, next_duties, step_key
from oracle_table import (
    awards,
    bring_in_seat,
    cards_of,
    description_words,
    high_description,
    layers,
    live,
    low_description,
    rules_of,
    show_order,
    supply_outcome,
    words,
)

from croupier.drills.model import Answer, Question
from croupier.drills.view import TableView, table_view
from croupier.engine.cards import Rank
from croupier.engine.rules import HouseRules

__all__ = ["CHIP_SKILLS", "cards_of", "expected", "live"]

# ----------------------------------------------------------------------------------- answers


def expected(question: Question) -> Answer | None:
    """The checker's answer to ``question`` (None: a next-step duty it does not model)."""
    view = table_view(question)
    rules = rules_of(question)
    params = question.prompt.params
    skill = question.skill
    if skill == "bring_in":
        return bring_in_seat(view)
    if skill == "first_to_act":
        return first_by_board(view, rules)[1]
    if skill in {"acts_now", "legal_actions", "call_amount", "bet_amount", "raise_amount", "capped"}:
        state = rebuild(view, rules)
        if skill == "acts_now":
            return next_actor(state)
        seat = params.get("seat")
        if skill == "capped":
            return "yes" if capped(state) else "no"
        assert isinstance(seat, int)
        if skill == "legal_actions":
            return frozenset(legal_kinds(state, seat, bring_in_seat=view.street == 3 and not view.actions))
        if skill == "call_amount":
            return to_call(state, seat)
        if view.street == 3 and not view.actions:  # the bring-in completes (R3.5)
            return frozenset({min(view.stakes[2], view.seats[seat - 1].stack)})
        return frozenset(wager_targets(state, seat)[1])
    if skill == "pot_size":
        return _pot_after(view, rules, question)
    if skill == "side_pots":
        return tuple(amount for amount, _ in layers(view)[0])
    if skill == "burn_count":
        return max(0, view.street - 3) + (1 if rules.burn_before_third_street else 0)
    if skill == "short_deck":
        counts = params["counts"]
        assert isinstance(counts, tuple)
        assert counts == _counts(view), "the counts in the prompt are the table's"
        return supply_outcome([int(c) for c in counts], rules)  # type: ignore[arg-type]
    if skill == "showdown_order":
        return show_order(view, rules)
    if skill in {"read_high", "read_low"}:
        return _reading_choice(question, view)
    if skill == "winner":
        return _winners(view, rules, str(params["half"]))
    if skill == "split":
        assert params["pot"] == sum(a for a, _ in layers(view)[0][:1]), "the pot in the prompt is the table's"
        shares: dict[int, int] = {}
        amount, eligible = layers(view)[0][0]
        for _, part in awards(view, rules, amount, eligible):
            for seat, chips in part.items():
                if chips:
                    shares[seat] = shares.get(seat, 0) + chips
        return tuple(sorted(shares.items()))
    if skill == "odd_chip":
        amount, eligible = layers(view)[0][0]
        for half, part in awards(view, rules, amount, eligible):
            if half == params["half"]:
                base = min(part.values())
                return next(seat for seat, chips in part.items() if chips > base)
        raise AssertionError("no tied half")
    if skill == "announcement":
        due = set(due_announcements(view, rules))
        return frozenset(
            choice.key for choice in question.choices if _key(choice.params["announcement"]) in due
        )
    if skill == "next_step":
        duties = next_duties(view, rules)
        assert duties, "the dealer has a duty now"
        keys = [c.key for c in question.choices if step_key(c.params["step"]) in duties]  # type: ignore[arg-type]
        assert len(keys) == 1, f"one right choice of {duties}, not {keys}"
        return keys[0]
    if skill == "irregularity":
        return incident_ruling(params, view)
    if skill in CHIP_SKILLS:
        return _chip_answer(question, view, rules)
    raise AssertionError(f"unknown skill {skill}")


# ----------------------------------------------------------------------------------- chips (§2.12)

CHIP_SKILLS = frozenset({"count_pot", "make_change", "split_chips", "read_tabled"})
COLOURS = (500, 100, 25, 5, 1)  # R12.1: the chips in play, largest first


def _greedy(amount: int, values: Sequence[int], have: Mapping[int, int]) -> dict[int, int]:
    """``amount`` in as few of ``have``'s chips of these values as they allow, largest first."""
    taken: dict[int, int] = {}
    for value in sorted(values, reverse=True):
        count = min(have.get(value, 0), amount // value)
        if count:
            taken[value] = count
            amount -= count * value
    assert amount == 0, "the chips make the amount"
    return taken


def _from_pile(amount: int, pile: dict[int, int]) -> dict[int, int]:
    """``amount`` handed from ``pile`` (taken out of it), largest chips first; where the chips left
    do not make it, the smallest chip larger than what is missing is coloured down to the next
    colour (R12.4) and the hand-out starts again."""
    while True:
        taken: dict[int, int] = {}
        rest = amount
        for value in COLOURS:
            count = min(pile.get(value, 0), rest // value)
            if count:
                taken[value] = count
                rest -= count * value
        if rest == 0:
            for value, count in taken.items():
                pile[value] -= count
            return taken
        larger = [value for value in COLOURS[:-1] if pile.get(value, 0) and value > rest]
        broken = min(larger) if larger else min(v for v in COLOURS[:-1] if pile.get(v, 0))
        smaller = COLOURS[COLOURS.index(broken) + 1]
        pile[broken] -= 1
        pile[smaller] = pile.get(smaller, 0) + broken // smaller


def _chip_answer(question: Question, view: TableView, rules: HouseRules) -> Answer:
    """R12.2 (count the pot), R12.3 (change from the pot's chips), R8.5/R8.6 (each winner's share,
    coloured down where the chips do not make it), R8.2 (the hand read in full)."""
    params = question.prompt.params
    skill = question.skill
    if skill == "read_tabled":
        return _reading_code(question, view)
    pile = {int(value): int(count) for value, count in params["pile"]}  # type: ignore[union-attr,misc]
    if skill == "count_pot":
        return sum(value * count for value, count in pile.items())
    if skill == "make_change":
        seat, kind, to, chip = params["seat"], params["act"], params["to"], params["chip"]
        assert isinstance(seat, int)
        assert isinstance(to, int)
        assert isinstance(chip, int)
        wager = _wager(rebuild(view, rules), seat, str(kind), to)
        assert wager == params["wager"], "the wager named in the prompt is the action's"
        change = _greedy(chip - wager, [value for value in pile if value < chip], pile)
        return tuple(sorted(change.items()))
    assert skill == "split_chips"
    assert params["pot"] == sum(value * count for value, count in pile.items()) == view.pot
    due: dict[int, int] = {}
    for amount, eligible in layers(view)[0]:  # every pot, side pots included (R12.5)
        for _, part in awards(view, rules, amount, eligible):
            for seat, chips in part.items():
                if chips:
                    due[seat] = due.get(seat, 0) + chips
    shares = []
    for seat, total in sorted(due.items()):
        chips = _from_pile(total, pile)
        shares.append(f"{seat}: " + " ".join(f"{count}x{value}" for value, count in sorted(chips.items())))
    return "; ".join(shares)


def _reading_code(question: Question, view: TableView) -> str:
    """The named seat's hand in the builder's code: the high for stud, the low (or none) besides in
    hi-lo, the low alone in razz."""
    seat = view.seats[int(question.prompt.params["seat"]) - 1]  # type: ignore[arg-type]
    cards = cards_of(seat, view)
    parts = []
    if view.variant != "FR":
        kind, ranks = words(*high_description(cards))
        parts.append(f"high={kind}:" + "".join(Rank(value).symbol for value in ranks))
    if view.variant != "F7S":
        kind, ranks = words(*low_description(cards, view.variant == "FR"))
        parts.append(f"low={kind}:" + "".join(Rank(14 if value == 1 else value).symbol for value in ranks))
    return "|".join(parts)


def _pot_after(view: TableView, rules: HouseRules, question: Question) -> int:
    """R12.2: the chips in the middle and in front of the players after the action named."""
    params = question.prompt.params
    seat, kind, to = params["seat"], params["act"], params["to"]
    assert isinstance(seat, int)
    assert isinstance(to, int)
    chips = _wager(rebuild(view, rules), seat, str(kind), to)
    assert chips == params["chips"], "the chips named in the prompt are the action's"
    return view.pot + sum(s.bet for s in view.seats) + chips


def _wager(state: Round, seat: int, kind: str, to: int) -> int:
    """The chips ``seat`` adds for ``kind`` (to ``to`` for a wager), all-in for less."""
    if kind == "call":
        return to_call(state, seat)
    if kind in {"complete", "bet", "raise", "bring_in"}:
        return min(to, state.stack_total(seat)) - state.bets.get(seat, 0)
    return 0


def _reading_choice(question: Question, view: TableView) -> str:
    seat = view.seats[int(question.prompt.params["seat"]) - 1]  # type: ignore[arg-type]
    cards = cards_of(seat, view)
    razz = view.variant == "FR"
    if question.skill == "read_high":
        kind, ranks = high_description(cards)
        mine, low = words(kind, ranks), False
    else:
        kind, ranks = low_description(cards, razz)
        mine, low = words(kind, ranks), True
    matching = [
        choice.key
        for choice in question.choices
        if description_words(choice.params["hand"], low=low and choice.params["hand"].kind != "no_low")
        == mine  # type: ignore[arg-type,union-attr]
    ]
    assert len(matching) == 1, f"one choice reads {mine}, not {matching}"
    return matching[0]


def _winners(view: TableView, rules: HouseRules, half: str) -> frozenset[int]:
    amount, eligible = layers(view)[0][0]
    for part_half, part in awards(view, rules, amount, eligible):
        if part_half == half or (half == "high" and part_half == "whole"):
            return frozenset(seat for seat, chips in part.items() if chips)
    return frozenset()
