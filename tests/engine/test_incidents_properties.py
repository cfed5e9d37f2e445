"""Incidents injected at random points of random hands, each ruled as the engine rules it: chips are
conserved (chips held in front included), every card is somewhere exactly once, the cap holds, and
the corrected hand plays on to a valid end."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from croupier.engine.cards import Deck
from croupier.engine.events import (
    ActionTaken,
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    HandRedealt,
    IncidentOccurred,
    IncidentRuled,
    SupplyChecked,
)
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.incidents import IncidentKind
from croupier.engine.rules import VARIANTS, HouseRules, Stakes
from croupier.engine.simulate import CASUAL
from croupier.engine.table_incidents import TableIncidents

PROFILES = ("cash", "tournament", "pokerkit")


def _check(hand: Hand, table: TableIncidents, total: int) -> None:
    assert table.chips == total
    cards = table.cards()
    duplicate = table.pending is not None and table.pending.kind is IncidentKind.DUPLICATE_CARD
    assert len(set(cards)) == 52
    assert len(cards) == 52 + duplicate  # R1.1: a second copy of a card came off the deck
    assert all(player.stack >= 0 for player in hand.players)
    betting = hand._betting
    if betting is not None and not betting.began_heads_up:
        assert betting.wagers <= hand.rules.max_raises_per_round + 1


def play_with_incidents(
    seed: int, variant: str, players: int, profile: str, rate: float, restricted: bool
) -> tuple[Hand, TableIncidents]:
    rng = random.Random(seed)
    rules = HouseRules.profile(profile).override("oot_restricted", restricted)
    stacks = [rng.choice((30, 200, 1000)) for _ in range(players)]
    hand = Hand(VARIANTS[variant], Stakes(), stacks, rules, deck=Deck(rng), rng=rng)
    table = TableIncidents(hand)
    total = sum(stacks)
    incidents = 0
    kinds = list(IncidentKind)
    for _ in range(5000):
        _check(hand, table, total)
        if incidents < 8 and rng.random() < rate:
            rng.shuffle(kinds)
            for kind in kinds:
                seats = table.seats_for(kind)
                if seats:
                    options = {"next_acted": rng.random() < 0.5, "half_raise": rng.random() < 0.5}
                    table.happen(kind, rng.choice(seats), **options)
                    _check(hand, table, total)
                    table.rule_right()
                    assert table.faults() == []
                    incidents += 1
                    break
            continue
        step = hand.next_step()
        if step is None:
            break
        if isinstance(step, TurnDue):
            if table.settle_turn() is not None:
                continue
            legal = table.allowed(hand.legal_actions())
            hand.act(CASUAL.choose(legal, rng, street=hand.street))
        elif isinstance(step, ShowDue):
            hand.show()
        else:
            hand.dealer_step()
    assert hand.is_complete
    _check(hand, table, total)
    assert table.faults() == []
    assert sum(hand.finishing_stacks or ()) == total
    return hand, table


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    variant=st.sampled_from(sorted(VARIANTS)),
    players=st.integers(2, 8),
    profile=st.sampled_from(PROFILES),
    rate=st.sampled_from((0.05, 0.2, 0.5)),
    restricted=st.booleans(),
)
# R10.13 then an action out of turn by the same seat: its chips were held, then lost when a bet
# killed its hand.
@example(seed=3432, variant="F7S", players=7, profile="cash", rate=0.05, restricted=False)
def test_incidents_at_random_points_keep_the_hand_whole(seed, variant, players, profile, rate, restricted):
    hand, table = play_with_incidents(seed, variant, players, profile, rate, restricted)
    occurred = [e for e in hand.events if isinstance(e, IncidentOccurred)]
    ruled = {(e.kind, e.rule) for e in hand.events if isinstance(e, IncidentRuled)}
    assert len(occurred) == len(table.history)
    assert {(e.kind, e.rule) for e in occurred} <= ruled
    assert table.pending is None


def test_every_kind_happens_somewhere_in_a_few_hundred_random_hands():
    seen: set[str] = set()
    for seed in range(300):
        hand, _ = play_with_incidents(seed, "F7S", 2 + seed % 7, PROFILES[seed % 3], 0.08, seed % 2 == 0)
        seen |= {e.kind for e in hand.events if isinstance(e, IncidentOccurred)}
        if len(seen) == len(IncidentKind):
            break
    assert seen == {kind.value for kind in IncidentKind}


def test_a_redeal_returns_every_chip():
    for seed in range(40):
        hand, _ = play_with_incidents(seed, "F7S", 4, "tournament", 0.5, False)
        for index, event in enumerate(hand.events):
            if isinstance(event, HandRedealt):
                assert event.stacks == tuple(p.starting_stack for p in hand.players)
                assert not any(isinstance(e, ActionTaken) for e in hand.events[index + 1 : index + 2])


_CARD_SLIPS = (
    IncidentKind.BURN_MISSED,
    IncidentKind.DOUBLE_BURN,
    IncidentKind.PREMATURE_CARD,
    IncidentKind.SEVENTH_CARD_UP,
    IncidentKind.ALL_IN_CARD_UP,
    IncidentKind.EXTRA_CARD,
    IncidentKind.OUT_OF_SEQUENCE,
    IncidentKind.BOXED_CARDS,
    IncidentKind.EXPOSED_HOLE_CARD,
    IncidentKind.DOOR_CARD_DOWN,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    variant=st.sampled_from(sorted(VARIANTS)),
    players=st.integers(2, 8),
    profile=st.sampled_from(PROFILES),
    chance=st.sampled_from((0.1, 0.3, 0.6)),
    looked=st.booleans(),
)
def test_card_slips_never_leave_a_street_without_its_burn_or_a_card_in_two_places(
    seed, variant, players, profile, chance, looked
):
    """The dealer's card slips (R10.1-R10.8) at random moments, each ruled: every street dealt has
    exactly one burn in the log (E38: the premature card's included), every burn logged is among the
    burns, every card is in one place, and each seat holds what the log dealt it."""
    rng = random.Random(seed)
    rules = HouseRules.profile(profile)
    stacks = [rng.choice((40, 1000)) for _ in range(players)]
    hand = Hand(VARIANTS[variant], Stakes(), stacks, rules, deck=Deck(rng), rng=rng)
    table = TableIncidents(hand)
    incidents = 0
    for _ in range(5000):
        if hand.is_complete:
            break
        kinds = [kind for kind in _CARD_SLIPS if table.seats_for(kind)]
        if kinds and incidents < 6 and rng.random() < chance:  # a few a hand: a misdeal deals again
            kind = rng.choice(kinds)
            table.happen(kind, rng.choice(table.seats_for(kind)), looked=looked)
            table.rule_right()
            assert table.faults() == []
            incidents += 1
            continue
        step = hand.next_step()
        if isinstance(step, TurnDue):
            hand.act(CASUAL.choose(hand.legal_actions(), rng, street=hand.street))
        elif isinstance(step, ShowDue):
            hand.show()
        else:
            hand.dealer_step()
    assert hand.is_complete
    assert table.faults() == []
    redealt = max((i + 1 for i, e in enumerate(hand.events) if isinstance(e, HandRedealt)), default=0)
    events = hand.events[redealt:]
    dealt = {e.street for e in events if isinstance(e, CardDealt | CommunityCardDealt) and e.street >= 4}
    burned = Counter(e.street for e in events if isinstance(e, CardBurned))
    extra = 1 if any(isinstance(e, SupplyChecked) and e.outcome == "deal_to_last_card" for e in events) else 0
    assert {street: burned[street] for street in dealt} == {
        street: 1 + (extra if street == 7 else 0) for street in dealt
    }
    cards = table.cards()
    assert len(cards) == len(set(cards)) == 52
