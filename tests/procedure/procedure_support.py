"""Helpers for the procedure tests: a stacked deck (RULES.md §5 style), passive players, and the
announcements a hand produced, street by street.

A stacked deck follows R1.3: pass 1 (down) to seats 1..N, pass 2 (down), pass 3 (up, the door
card); then for each later street one burn and one card per live seat in seat order. Cards not
named (hole cards, burns) are filled in from the unused cards, lowest first.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence

from croupier.engine.cards import CARDS, Card, Deck, parse_cards
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.rules import STUD, HouseRules, Stakes, Variant
from croupier.procedure import ActionCall, Announcement, DealerStep, Procedure, StepKind

STAKES = Stakes(5, 10, 20, 40)


def card(text: str) -> Card:
    (one,) = parse_cards(text)
    return one


def stacked_top(
    n: int,
    doors: str,
    *,
    holes: Mapping[int, str] | None = None,
    streets: Sequence[str] = (),
    burns: Sequence[str] = (),
) -> list[Card]:
    door_cards = parse_cards(doors)
    assert len(door_cards) == n
    hole_cards = {seat: parse_cards(text) for seat, text in (holes or {}).items()}
    street_cards = [parse_cards(text) for text in streets]
    burn_cards = [card(text) for text in burns]
    used = {*door_cards, *burn_cards}
    for group in [*hole_cards.values(), *street_cards]:
        used.update(group)
    spare = iter([c for c in CARDS if c not in used])
    top = [
        hole_cards[seat][index] if seat in hole_cards else next(spare)
        for index in (0, 1)
        for seat in range(1, n + 1)
    ]
    top.extend(door_cards)
    for index, group in enumerate(street_cards):
        top.append(burn_cards[index] if index < len(burn_cards) else next(spare))
        top.extend(group)
    return top


def stacked_procedure(
    doors: str,
    variant: Variant = STUD,
    *,
    rules: HouseRules | None = None,
    stacks: Sequence[int] | None = None,
    **deck: object,
) -> tuple[Procedure, Deck]:
    """A procedure over a hand dealt from a stacked deck; the deck is returned to restack mid-hand."""
    n = len(parse_cards(doors))
    stacked = Deck(top=stacked_top(n, doors, **deck))  # type: ignore[arg-type]
    hand = Hand(variant, STAKES, list(stacks or [1000] * n), rules, deck=stacked, rng=random.Random(0))
    return Procedure(hand), stacked


def seeded_procedure(
    players: int, seed: int = 7, variant: Variant = STUD, rules: HouseRules | None = None
) -> Procedure:
    return Procedure.new(variant, STAKES, [1000] * players, rules, seed=seed)


def passive_player(hand: Hand, folds: Mapping[int, int] | None = None) -> None:
    """The player to act posts the bring-in, checks or calls; with ``folds`` {street: live players
    to keep}, a player folds while more are live than that street should keep."""
    step = hand.next_step()
    if isinstance(step, ShowDue):
        hand.show()
        return
    assert isinstance(step, TurnDue)
    legal = hand.legal_actions()
    keep = (folds or {}).get(hand.street)
    if keep is not None and len(hand.live_seats) > keep and legal.fold and legal.bring_in is None:
        hand.fold()
    elif legal.bring_in is not None:
        hand.post_bring_in()
    else:
        hand.check_or_call()


def play(
    procedure: Procedure,
    *,
    folds: Mapping[int, int] | None = None,
    stop: Callable[[tuple[DealerStep, ...]], bool] | None = None,
    player: Callable[[Hand], None] | None = None,
) -> None:
    """Follow the procedure's first expected step, players passive, until the hand is over or
    ``stop(expected)`` is true."""
    while True:
        expected = procedure.expected()
        if stop is not None and stop(expected):
            return
        if expected:
            procedure.perform(expected[0])
        elif procedure.hand.is_complete:
            return
        elif player is not None and not isinstance(procedure.hand.next_step(), ShowDue):
            player(procedure.hand)
        else:
            passive_player(procedure.hand, folds)


def announced(procedure: Procedure, street: int, *, actions: bool = False) -> list[Announcement]:
    """The announcements performed on ``street`` (action calls only when ``actions``)."""
    return [
        step.announcement
        for step in procedure.history
        if step.kind is StepKind.ANNOUNCE
        and step.street == street
        and step.announcement is not None
        and (actions or not isinstance(step.announcement, ActionCall))
    ]


def kinds_on(procedure: Procedure, street: int) -> list[str]:
    """The codes of the steps performed on ``street`` (without action calls and the gather)."""
    return [
        step.code
        for step in procedure.history
        if step.street == street
        and step.kind is not StepKind.GATHER
        and not isinstance(step.announcement, ActionCall)
    ]


def until(kind: StepKind, street: int | None = None) -> Callable[[tuple[DealerStep, ...]], bool]:
    """A ``stop`` for ``play``: the first expected step is of ``kind`` (on ``street``)."""

    def stop(expected: tuple[DealerStep, ...]) -> bool:
        return bool(expected) and expected[0].kind is kind and street in (None, expected[0].street)

    return stop
