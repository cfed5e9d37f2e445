"""An independent checker for the quiz, written from RULES.md and not from the engine's code.

``expected(question)`` works the answer out from what the trainee is shown — the table view
(``croupier.drills.table_view``: cards showing and tabled, stacks, bets, the street's actions, what
the dealer has said and done), the prompt's own words (its parameters) and the house rules named in
the heading — and never from the engine's position. So agreeing with the engine on a question
proves both that the engine is right there and that the question can be answered from what it
shows. The rules are in ``oracle_cards``, ``oracle_betting``, ``oracle_table`` and ``oracle_duties``.
"""

from __future__ import annotations

from oracle_betting import capped, first_by_board, legal_kinds, next_actor, rebuild, to_call, wager_targets
from oracle_duties import RULINGS, _counts, _key, due_announcements, next_duties, step_key
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
from croupier.engine.rules import HouseRules

__all__ = ["cards_of", "expected", "live"]

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
        code = str(params["irregularity"])
        if code == "exposed_hole_card" and rules.exposed_initial_holecard.value == "misdeal":
            return "misdeal"
        return RULINGS[code]
    raise AssertionError(f"unknown skill {skill}")


def _pot_after(view: TableView, rules: HouseRules, question: Question) -> int:
    """R12.2: the chips in the middle and in front of the players after the action named."""
    params = question.prompt.params
    seat, kind, to = params["seat"], params["act"], params["to"]
    assert isinstance(seat, int)
    assert isinstance(to, int)
    state = rebuild(view, rules)
    if kind == "call":
        chips = to_call(state, seat)
    elif kind in {"complete", "bet", "raise", "bring_in"}:
        chips = min(to, state.stack_total(seat)) - state.bets.get(seat, 0)
    else:
        chips = 0
    assert chips == params["chips"], "the chips named in the prompt are the action's"
    return view.pot + sum(s.bet for s in view.seats) + chips


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
