"""The hard cases at a set rate: tables and decks built (seeded, reproducible) so that a skill's
questions meet the situations dealers get wrong instead of waiting for chance to deal them.

``moment`` is what a skill's generator calls instead of ``find_moment`` on a random table: at
difficulty 2 and 3 a share of its questions (``HARD_SHARE``) is asked on a table built for one of
the skill's cases (``CASES``), and kept only where the engine's own reading of the hand shows that
case (``shows``); otherwise, or when no such hand turns up in a few tries, the question is asked on
a random table as before. ``tied_showdown`` stacks the showdowns of ties, hi-lo quarters and odd
chips; ``croupier.drills.scenarios`` the tied boards and the open pairs.

>>> import random
>>> from croupier.drills.deal import DrillSettings
>>> from croupier.drills.facts import is_street_start
>>> found = hard_moment(random.Random(4), 3, DrillSettings(), PASSIVE_CALLS,
...                     lambda hand, step: hand.street == 3 and is_street_start(hand),
...                     cases=("ante_all_in",))
>>> found is not None and shows(found.hand, "ante_all_in")
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from croupier.drills.deal import (
    AGGRESSIVE,
    PASSIVE,
    DrillSettings,
    Found,
    Moment,
    Table,
    find_moment,
    random_table,
    stacked_deck,
    walk,
)
from croupier.drills.facts import finish, is_street_start, live_pots, to_showdown
from croupier.drills.model import DrillError
from croupier.drills.scenarios import open_pair, stacked_top
from croupier.engine.cards import CARDS, Card, Rank, Suit
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    CommunityCardDealt,
    PotAwarded,
    StreetOpened,
    StubScrambled,
    SupplyChecked,
)
from croupier.engine.hand import Hand, Phase, Step
from croupier.engine.rules import RAZZ, STUD, STUD8, Variant
from croupier.engine.simulate import Policy

__all__ = [
    "CASES",
    "HARD_SHARE",
    "PASSIVE_CALLS",
    "case_policy",
    "case_table",
    "hard_moment",
    "moment",
    "shows",
    "tied_showdown",
]

CASES = (
    "ante_all_in",
    "short_all_in",
    "side_pots",
    "short_deck",
    "open_pair",
    "heads_up_raises",
    "leader_all_in",
)
"""The cases ``moment`` builds: the low card all-in for the ante (R3.8), a player all-in for less
than a full call, bet or raise (R3.9, R4.6), two pots or more (R8.7), the stub too short for 7th
street: burns scrambled in or a community card (R6.5, R6.6), a pair showing on 4th street (R4.3),
a round begun heads-up raised as often as the cap allows and more (R4.5's lift), and the board
that acts first all-in (R5.5: the next player acts)."""

HARD_SHARE = {1: 0.0, 2: 0.2, 3: 0.45}
"""How often a skill's question is asked on a table built for one of its hard cases, by difficulty."""

PASSIVE_CALLS = Policy(fold=(0.05, 0.03, 0.0, 0.0, 0.0), raise_facing=0.1, bet_open=0.3, complete=0.2)
"""Few folds, some betting: the hand goes on, and the short stacks are put to the test."""

RAISES = Policy(fold=(0.0,) * 5, raise_facing=0.9, bet_open=0.9, complete=0.8)
"""Heads-up players who raise each other again and again (R4.5)."""

_WAGERS = {ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE}

Probe = Callable[[Hand, Step], bool]


# ----------------------------------------------------------------------------------- reading


def short_all_ins(hand: Hand) -> list[ActionTaken]:
    """The actions of this hand that put a player all-in for less than a full bring-in, call, bet or
    raise."""
    found: list[ActionTaken] = []
    stakes = hand.stakes
    top = 0
    for event in hand.events:
        if isinstance(event, StreetOpened):
            top = 0
        if not isinstance(event, ActionTaken):
            continue
        increment = stakes.big_bet if event.street >= 5 else stakes.small_bet
        if event.all_in and (
            event.to < top
            or (event.kind is ActionKind.BRING_IN and event.to < stakes.bring_in)
            or (event.kind in _WAGERS and event.to - top < increment)
        ):
            found.append(event)
        top = max(top, event.to)
    return found


def shows(hand: Hand, case: str) -> bool:
    """Does the hand, as it stands, show ``case`` (one of ``CASES``)? The engine's reading."""
    if case == "ante_all_in":
        ante = hand.stakes.ante
        return hand.street == 3 and ante > 0 and any(p.all_in and p.contributed <= ante for p in hand.players)
    if case == "short_all_in":
        street = hand.street
        return any(action.street == street for action in short_all_ins(hand))
    if case == "side_pots":
        return len(live_pots(hand)[0]) >= 2
    if case == "short_deck":
        return any(
            isinstance(event, StubScrambled | CommunityCardDealt)
            or (isinstance(event, SupplyChecked) and event.outcome != "normal")
            for event in hand.events
        )
    if case == "heads_up_raises":
        betting = hand._betting
        return (
            hand.phase is Phase.BETTING
            and betting is not None
            and betting.began_heads_up
            and hand.wagers >= 1 + hand.rules.max_raises_per_round
        )
    if case == "leader_all_in":
        leader = hand.board_leader() if hand.street >= 4 and is_street_start(hand) else None
        return leader is not None and hand.player(leader).all_in
    if case == "open_pair":
        return hand.street == 4 and any(
            player.live
            and len(player.up) >= 2
            and player.up[0] is not None
            and player.up[1] is not None
            and player.up[0].rank == player.up[1].rank
            for player in hand.players
        )
    raise ValueError(f"unknown case {case!r}")


# ----------------------------------------------------------------------------------- tables


def _low_door(variant: Variant) -> Card:
    """The door card that brings it in whatever the others show: the deuce of clubs, in razz the
    king of spades (R3.2–R3.4)."""
    return Card(Rank.KING, Suit.SPADES) if variant is RAZZ else Card(Rank.TWO, Suit.CLUBS)


def _short_stack(rng: random.Random, table: Table, unit: int) -> int:
    """A stack that runs out short of a full bring-in, call, bet or raise on 3rd to 5th street,
    counted in ``unit`` (the smallest chip in play)."""
    stakes = table.stakes
    street = rng.choice((0, 1, 1, 2))
    below = unit * rng.randint(1, max(1, (stakes.small_bet - 1) // unit))
    return stakes.ante + street * stakes.small_bet + below


def case_table(
    rng: random.Random, case: str, difficulty: int, settings: DrillSettings
) -> tuple[Table, tuple[Card, ...]] | None:
    """A table (and the top of its deck) built for ``case``; None where the structure rules it out.
    The stacks it sets are made of the chips in play (``settings.chip_set``)."""
    if case == "short_deck":
        if settings.players is not None and settings.players < 7:
            return None  # the trainer's table is too small for the stub to run short
        table = random_table(rng, difficulty, settings, players=(7, 8), short_stacks=False)
        return (table, ()) if len(table.stacks) >= 7 else None
    if case == "heads_up_raises":  # every round begins heads-up
        return random_table(rng, difficulty, settings, players=(2, 2), short_stacks=False), ()
    table = random_table(rng, difficulty, settings, short_stacks=False)
    count = len(table.stacks)
    stacks = list(table.stacks)
    stakes = table.stakes
    if case == "open_pair":
        return table, open_pair(rng, players=count).top
    if count < 3 and case != "ante_all_in":
        return None
    if case == "ante_all_in":
        if stakes.ante <= 0:
            return None
        seat = rng.randint(1, count)
        stacks[seat - 1] = stakes.ante
        boards: dict[int, tuple[Card, ...]] = {seat: (_low_door(table.variant),)}
        rest = [card for card in CARDS if card != boards[seat][0]]
        rng.shuffle(rest)
        boards.update({other: (rest.pop(),) for other in range(1, count + 1) if other != seat})
        return replace(table, stacks=tuple(stacks)), tuple(stacked_top(rng, boards, 3))
    if case == "leader_all_in":
        # All-in on 3rd street (a short stack), with the board that will act first from 4th on: a
        # pair of aces (razz: ace-deuce).
        seat = rng.randint(1, count)
        stacks[seat - 1] = stakes.ante + settings.chip_set.unit * rng.randint(
            1, max(1, stakes.small_bet // settings.chip_set.unit)
        )
        best = (Card(Rank.ACE, Suit.CLUBS), Card(Rank.TWO, Suit.DIAMONDS))
        if table.variant is not RAZZ:
            best = (Card(Rank.ACE, Suit.SPADES), Card(Rank.ACE, Suit.HEARTS))
        rest = [card for card in CARDS if card not in best]
        rng.shuffle(rest)
        boards = {other: (rest.pop(), rest.pop()) for other in range(1, count + 1) if other != seat}
        boards[seat] = best
        return replace(table, stacks=tuple(stacks)), tuple(stacked_top(rng, boards, 4))
    if case == "short_all_in":
        for seat in rng.sample(range(count), rng.randint(1, 2)):
            stacks[seat] = _short_stack(rng, table, settings.chip_set.unit)
        return replace(table, stacks=tuple(stacks)), ()
    if case == "side_pots":
        unit = settings.chip_set.unit
        sizes = rng.sample(
            range(stakes.ante + unit, 6 * stakes.big_bet, unit), rng.randint(2, min(3, count - 1))
        )
        for seat, size in zip(rng.sample(range(count), len(sizes)), sizes, strict=True):
            stacks[seat] = size
        return replace(table, stacks=tuple(stacks)), ()
    raise ValueError(f"unknown case {case!r}")


def case_policy(case: str) -> Policy | Callable[[random.Random], Policy]:
    """The players of a table built for ``case``: few folds, and more betting for side pots."""
    if case == "short_deck":
        return lambda rng: Policy(fold=(rng.uniform(0.0, 0.1), rng.uniform(0.0, 0.05), 0.0, 0.0, 0.0))
    if case == "side_pots":
        return lambda rng: AGGRESSIVE if rng.random() < 0.6 else PASSIVE_CALLS
    if case == "heads_up_raises":
        return RAISES
    return PASSIVE_CALLS


def hard_moment(
    rng: random.Random,
    difficulty: int,
    settings: DrillSettings,
    policy: Policy | Callable[[random.Random], Policy] | None,
    probe: Probe,
    *,
    cases: Sequence[str],
    accept: Callable[[Moment], bool] | None = None,
    tries: int = 6,
) -> Found | None:
    """A moment where ``probe`` holds on a hand built for one of ``cases`` (chosen at random) and
    showing it; None when ``tries`` hands offer none. ``policy`` None: the case's own players."""
    case = rng.choice(list(cases))
    built: list[tuple[Table, tuple[Card, ...]]] = []

    def make_table(r: random.Random) -> Table:
        return built[-1][0]

    def stack(r: random.Random, table: Table) -> tuple[Card, ...]:
        return built[-1][1]

    for _ in range(tries):
        made = case_table(rng, case, difficulty, settings)
        if made is None:
            return None
        built.append(made)
        try:
            return find_moment(
                rng,
                make_table,
                policy if policy is not None else case_policy(case),
                lambda hand, step: probe(hand, step) and shows(hand, case),
                accept=accept,
                top=stack,
                tries=1,
            )
        except DrillError:
            continue
    return None


def moment(
    rng: random.Random,
    difficulty: int,
    settings: DrillSettings,
    policy: Policy | Callable[[random.Random], Policy],
    probe: Probe,
    *,
    cases: Sequence[str],
    accept: Callable[[Moment], bool] | None = None,
    case_policy: bool = True,
    variants: Sequence[Variant] | None = None,
) -> Found:
    """A skill's moment: at the rate of ``HARD_SHARE`` on a table built for one of its ``cases``
    (played by the case's own players when ``case_policy``, else by ``policy``), otherwise on a
    random table of the difficulty."""
    if cases and rng.random() < HARD_SHARE.get(difficulty, HARD_SHARE[3]):
        found = hard_moment(
            rng, difficulty, settings, None if case_policy else policy, probe, cases=cases, accept=accept
        )
        if found is not None:
            return found
    return find_moment(
        rng,
        lambda r: random_table(r, difficulty, settings, variants=variants),
        policy,
        probe,
        accept=accept,
    )


# ----------------------------------------------------------------------------------- showdowns

LOW_RANKS = tuple(rank for rank in Rank if rank.low <= 8)


def _tied_cards(rng: random.Random, variant: Variant, half: str, tied: int) -> list[list[Card]]:
    """Seven cards each for ``tied`` seats with the same ranks in other suits: a tie unless a
    flush (or another player) gets in the way, which the engine decides."""
    if half == "low" or variant is RAZZ:
        low = rng.sample(LOW_RANKS, 5)
        ranks = low + rng.sample([rank for rank in Rank if rank.low > 8], 2)
    elif tied == 2:
        # Two pair each (all four suits of two ranks): strong enough to beat most random hands.
        pairs = rng.sample(list(Rank), 5)
        ranks = [pairs[0], pairs[0], pairs[1], pairs[1], *pairs[2:]]
    else:
        ranks = rng.sample(list(Rank), 7)
    hands: list[list[Card]] = [[] for _ in range(tied)]
    used: dict[Rank, list[Suit]] = {}
    for rank in ranks:
        free = [suit for suit in Suit if suit not in used.setdefault(rank, [])]
        suits = rng.sample(free, tied)
        used[rank].extend(suits)
        for cards, suit in zip(hands, suits, strict=True):
            cards.append(Card(rank, suit))
    for cards in hands:
        rng.shuffle(cards)
    return hands


# Everyone calls the bring-in, or the bring-in completes and everyone calls: with the structure the
# trainee has chosen, the player count and these two decide whether a pot splits evenly (R8.6).
_COMPLETED = Policy(fold=(0.0,) * 5, raise_facing=0.0, bet_open=0.0, complete=1.0)


def tied_showdown(
    rng: random.Random,
    difficulty: int,
    settings: DrillSettings,
    *,
    odd: bool,
    quarters: bool = False,
    unit: int = 1,
) -> tuple[Hand, PotAwarded]:
    """A stacked showdown where two (or three) seats tie for a pot or half of one; ``odd``: the tied
    share leaves exactly one odd chip of ``unit`` (the smallest chip in play); ``quarters``: Stud
    Hi-Lo with the tie for a half (a quarter each), when the games chosen include it."""
    variants = list(settings.variants) or [STUD, STUD8, RAZZ]
    quarters = quarters and STUD8 in variants
    if quarters:
        variants = [STUD8]
    for _ in range(150):
        variant = rng.choice(variants)
        half = "low" if variant is STUD8 and (quarters or rng.random() < 0.6) else "high"
        tied = 3 if difficulty >= 3 and (half == "low" or variant is RAZZ) and rng.random() < 0.4 else 2
        others = rng.randint(0, 1) if difficulty <= 2 else rng.randint(1, 3)
        others = max(others, 1) if quarters else others
        # With every stake even no pot is odd: then a short stack all-in for an odd amount (R3.1,
        # R8.7) makes the main pot odd.
        short = odd and rng.random() < 0.5
        if settings.players is None or odd:
            # An odd chip needs a count of players of its own: six even stacks all-in alike make an
            # even pot.
            others = max(others, 1) if short else others
        else:
            # The trainer's table (seven at most: with eight the stub would run short, R6.5).
            seats_wanted = max(2, min(settings.players, 7))
            tied = min(tied, seats_wanted)
            others = seats_wanted - tied
        hands = _tied_cards(rng, variant, half, tied)
        used = {card for cards in hands for card in cards}
        rest = [card for card in CARDS if card not in used]
        rng.shuffle(rest)
        seats = [(cards, False) for cards in hands]
        seats += [([rest.pop() for _ in range(7)], True) for _ in range(others)]
        rng.shuffle(seats)
        hands = [cards for cards, _ in seats]
        stakes = settings.stakes
        stacks = [40 * stakes.big_bet] * len(hands)
        if short:
            other = next(index for index, (_, is_other) in enumerate(seats) if is_other)
            odd_units = 2 * rng.randint(1, max(1, stakes.bring_in // (2 * unit))) - 1
            stacks[other] = stakes.ante + unit * odd_units
        table = Table(variant, stakes, tuple(stacks), settings.rules, settings.profile)
        policy = PASSIVE if rng.random() < 0.5 else _COMPLETED
        seed = rng.getrandbits(31)
        top = stacked_deck(rng, hands)
        _, moments = walk(table, policy, seed, top=top, probe=lambda hand, step: to_showdown(hand))
        fit = next((moment for moment in moments if moment.fit), None)
        if fit is None:
            continue
        hand, _ = walk(table, policy, seed, top=top, until=fit.index)
        _, awards = finish(hand)
        for award in awards:
            winners = [seat for seat, chips in award.shares if chips]
            # The main pot: the question names it by its amount.
            if award.pot != 0 or len(winners) < 2 or (odd and award.amount // unit % len(winners) != 1):
                continue
            if quarters and award.half not in {"high", "low"}:
                continue
            return hand, award
    raise DrillError("no stacked tie found")
