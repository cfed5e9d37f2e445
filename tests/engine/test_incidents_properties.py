"""Incidents injected at random points of random hands, each ruled as the engine rules it: chips are
conserved (chips held in front included), every card is somewhere exactly once, the cap holds, and
the corrected hand plays on to a valid end."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from croupier.engine.cards import Deck
from croupier.engine.events import ActionTaken, HandRedealt, IncidentOccurred, IncidentRuled
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.incidents import IncidentKind
from croupier.engine.rules import VARIANTS, HouseRules, Stakes
from croupier.engine.simulate import CASUAL
from croupier.engine.table_incidents import TableIncidents

PROFILES = ("cash", "tournament", "pokerkit")


def _check(hand: Hand, table: TableIncidents, total: int) -> None:
    assert table.chips == total
    cards = table.cards()
    assert len(cards) == len(set(cards)) == 52
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
