"""Positions to ask about: random hands played to a chosen moment, and stacked showdowns.

A generator does not keep a hand while it looks for a moment: it plays a hand once from a seed to
see which moments suit its question, picks one with its own random generator, and plays the same
seed again to that moment. The hand it gets back is the question's position, owned by nobody else.

>>> import random
>>> from croupier.engine.hand import ShowDue
>>> table = Table(STUD, Stakes(), (1000, 1000, 1000), HouseRules())
>>> _, moments = walk(table, Policy(), seed=7)
>>> hand, _ = walk(table, Policy(), seed=7, until=moments[-1].index)
>>> hand.is_complete, isinstance(hand.next_step(), ShowDue)
(False, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from croupier.drills.model import DrillError
from croupier.engine.cards import CARDS, Card, Deck
from croupier.engine.chips import ChipSet
from croupier.engine.events import ActionTaken, BetsGathered
from croupier.engine.hand import (
    Hand,
    Step,
)
from croupier.engine.rules import RAZZ, STUD, STUD8, HouseRules, Stakes, Variant
from croupier.engine.simulate import Policy, play_step

__all__ = [
    "AGGRESSIVE",
    "PASSIVE",
    "DrillSettings",
    "Found",
    "Moment",
    "Table",
    "find_moment",
    "random_table",
    "stacked_deck",
    "walk",
    "with_rules",
]


@dataclass(frozen=True, slots=True)
class DrillSettings:
    """What the questions are dealt from: the games, the structure and the house rules.

    The house rules are ``rules`` (the ``profile`` chosen) at every difficulty. ``players``: every table seats
    that many (the trainer's choice), except where a skill needs a count of its own (the short deck
    needs a full table); None lets the difficulty decide. ``chips``: the set in play (R12.1, the
    trainer's Settings): the chip skills count, change and split in it; short stacks are made of it.
    """

    variants: tuple[Variant, ...] = (STUD, STUD8, RAZZ)
    stakes: Stakes = field(default_factory=Stakes)
    rules: HouseRules = field(default_factory=HouseRules)
    profile: str = "cash"
    max_players: int = 8
    players: int | None = None
    chips: ChipSet = field(default_factory=ChipSet)

    @property
    def chip_set(self) -> ChipSet:
        """``chips`` where the stakes are made of them (R12.1), else R12.1's default set.

        >>> DrillSettings(chips=ChipSet.parse("5/25/100")).chip_set.unit
        5
        >>> str(DrillSettings(stakes=Stakes(1, 2, 4, 8), chips=ChipSet.parse("5/25/100")).chip_set)
        '1/5/25/100/500'
        """
        stakes = self.stakes
        amounts = (stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet)
        return self.chips if all(self.chips.fits(amount) for amount in amounts) else ChipSet()


@dataclass(frozen=True, slots=True)
class Table:
    """A hand's set-up: game, structure, starting stacks (seat 1 first) and house rules."""

    variant: Variant
    stakes: Stakes
    stacks: tuple[int, ...]
    rules: HouseRules
    profile: str = "cash"


# Players at the table by difficulty: more players are more to keep track of.
_PLAYERS = {1: (2, 4), 2: (4, 6), 3: (5, 8)}


def random_table(
    rng: random.Random,
    difficulty: int,
    settings: DrillSettings,
    *,
    players: tuple[int, int] | None = None,
    short_stacks: bool | None = None,
    variants: Sequence[Variant] | None = None,
) -> Table:
    """A table for a question of ``difficulty`` (1 to 3): harder means more players and short stacks
    (all-ins, side pots); the house rules are always the settings' (the profile chosen)."""
    low, high = players or _PLAYERS.get(difficulty, _PLAYERS[3])
    high = min(high, settings.max_players, settings.rules.max_players)
    low = min(low, high)
    if players is None and settings.players is not None:
        low = high = max(2, min(settings.players, settings.rules.max_players))
    count = rng.randint(low, high)
    deep = 40 * settings.stakes.big_bet
    stacks = [deep] * count
    shorts = short_stacks if short_stacks is not None else difficulty >= 3 and rng.random() < 0.5
    if shorts:
        for seat in rng.sample(range(count), rng.randint(1, max(1, count // 3))):
            # In chips of the set in play (R12.1); with a unit of 1 any amount.
            unit = settings.chip_set.unit
            stacks[seat] = unit * rng.randint(1, max(1, 6 * settings.stakes.big_bet // unit))
    rules, profile = settings.rules, settings.profile
    # A skill's own games (reading a high hand: not razz) win over settings that leave none of them.
    allowed = list(variants or settings.variants)
    choices = [variant for variant in allowed if variant in settings.variants]
    variant = rng.choice(choices or allowed)
    return Table(variant, settings.stakes, tuple(stacks), rules, profile)


AGGRESSIVE = Policy(fold=(0.05, 0.03, 0.02, 0.02, 0.02), raise_facing=0.7, bet_open=0.8, complete=0.6)
"""Raises a lot: capped rounds, big pots."""

PASSIVE = Policy(fold=(0.0, 0.0, 0.0, 0.0, 0.0), raise_facing=0.0, bet_open=0.0, complete=0.0)
"""Everyone calls the bring-in and checks: every seat reaches the showdown."""


@dataclass(frozen=True, slots=True)
class Moment:
    """One step of a walked hand: its number, what was due, and what came of it.

    ``fit`` is the walker's probe at that moment (before the step); ``action`` is what the player
    did (None for a dealer's step) and ``closed`` whether the step ended a betting round.
    """

    index: int
    step: Step
    street: int
    fit: bool
    action: ActionTaken | None
    closed: bool


def walk(
    table: Table,
    policy: Policy,
    seed: int,
    *,
    top: Sequence[Card] = (),
    probe: Callable[[Hand, Step], bool] | None = None,
    until: int | None = None,
) -> tuple[Hand, list[Moment]]:
    """Play a hand from ``seed`` step by step (the same seed plays the same hand).

    ``top`` stacks the deck; ``probe`` is asked before each step whether the moment suits a
    question; ``until`` stops before the step with that index and returns the hand there.
    """
    hand = Hand(
        table.variant,
        table.stakes,
        table.stacks,
        table.rules,
        deck=Deck(random.Random(seed), top=top),
        rng=random.Random(seed + 1),
    )
    chooser = random.Random(seed + 2)
    moments: list[Moment] = []
    index = 0
    while True:
        step = hand.next_step()
        if step is None or index == until:
            return hand, moments
        fit = probe(hand, step) if probe is not None else False
        street = hand.street
        before = len(hand.events)
        play_step(hand, chooser, policy)
        new = hand.events[before:]
        action = next((event for event in new if isinstance(event, ActionTaken)), None)
        closed = action is not None and any(isinstance(event, BetsGathered) for event in new)
        moments.append(Moment(index, step, street, fit, action, closed))
        index += 1


@dataclass(frozen=True, slots=True)
class Found:
    """A hand stopped at a moment, with what it was played from (to play it again with changes)."""

    hand: Hand
    moment: Moment
    table: Table
    policy: Policy
    seed: int
    top: tuple[Card, ...]

    def again(self, table: Table) -> Hand:
        """The same deal and play on another ``table`` (other stacks), stopped at the same moment."""
        hand, _ = walk(table, self.policy, self.seed, top=self.top, until=self.moment.index)
        return hand


def find_moment(
    rng: random.Random,
    make_table: Callable[[random.Random], Table],
    policy: Policy | Callable[[random.Random], Policy],
    probe: Callable[[Hand, Step], bool],
    *,
    accept: Callable[[Moment], bool] | None = None,
    top: Callable[[random.Random, Table], Sequence[Card]] | None = None,
    tries: int = 60,
) -> Found:
    """A random hand stopped at a random moment where ``probe`` (and ``accept``) hold.

    Raises ``DrillError`` when ``tries`` hands in a row offer no such moment.
    """
    for _ in range(tries):
        table = make_table(rng)
        chosen_policy = policy if isinstance(policy, Policy) else policy(rng)
        seed = rng.getrandbits(31)
        stacked = tuple(top(rng, table)) if top is not None else ()
        _, moments = walk(table, chosen_policy, seed, top=stacked, probe=probe)
        fits = [m for m in moments if m.fit and (accept is None or accept(m))]
        if fits:
            moment = rng.choice(fits)
            hand, _ = walk(table, chosen_policy, seed, top=stacked, until=moment.index)
            return Found(hand, moment, table, chosen_policy, seed, stacked)
    raise DrillError(f"no suitable moment found in {tries} random hands")


def stacked_deck(rng: random.Random, hands: Sequence[Sequence[Card]]) -> list[Card]:
    """The top of a deck that deals each seat its seven ``hands`` cards (down, down, door, 4th, 5th,
    6th up, 7th down) when nobody folds: R1.3's order, with a spare card for each burn.

    At most 7 seats, so that 7th street is dealt normally (R6.5a).
    """
    count = len(hands)
    if not 2 <= count <= 7 or any(len(cards) != 7 for cards in hands):
        raise DrillError("a stacked showdown needs 2 to 7 seats of seven cards each")
    used = {card for cards in hands for card in cards}
    spares = [card for card in CARDS if card not in used]
    rng.shuffle(spares)
    top: list[Card] = []
    for index in range(7):
        if index >= 3:
            top.append(spares.pop())  # the burn before 4th, 5th, 6th and 7th street (R6.2)
        top.extend(cards[index] for cards in hands)
    return top


def with_rules(table: Table, rules: HouseRules, profile: str) -> Table:
    """The same table under other house rules."""
    return replace(table, rules=rules, profile=profile)
