"""Invariants of random hands under every profile and single-rule override, short stacks included.

For every hand: chips are conserved; each pot goes only to seats still in it; no card is out twice
(a scramble legitimately puts the burns, and under pokerkit's run-out the muck, back into the
stub); one burn per later street dealt (two on 7th street when ``deal_to_last_card`` burns again
after mixing in the burns; one on 3rd street with ``burn_before_third_street``); the cap is never
exceeded unless the heads-up lift applies; every betting round ends; whenever a player is to act
there is a legal action and every listed action is accepted; the hand written as PHH replays to
the same result.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from croupier.engine import phh
from croupier.engine.cards import Card, Deck
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    AntePosted,
    BetsGathered,
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    Event,
    PotAwarded,
    StreetOpened,
    StubScrambled,
    SupplyChecked,
    UncalledBetReturned,
)
from croupier.engine.hand import Hand, ShowDue
from croupier.engine.legal import Action
from croupier.engine.rules import (
    VARIANTS,
    CapLift,
    HouseRules,
    RunoutProcedure,
    ShortAllinCountsTowardCap,
    Stakes,
    Variant,
)

STAKES = Stakes(5, 10, 20, 40)
PROFILES = ("cash", "tournament", "pokerkit")
# Every alternative of every rule that changes play, one at a time.
OVERRIDES = (
    "burn_before_third_street=true",
    "lowcard_allin_for_ante=next_player_acts_first",
    "fourth_street_double_bet=true",
    "fourth_street_double_bet=false",
    "max_raises_per_round=0",
    "max_raises_per_round=1",
    "max_raises_per_round=4",
    "cap_lift_heads_up=never",
    "cap_lift_heads_up=round_begins_heads_up",
    "cap_lift_heads_up=when_two_remain_before_cap",
    "short_allin_reopen_threshold=1",
    "short_allin_reopen_threshold=1/2",
    "short_allin_reopen_threshold=1/4",
    "short_bring_in_call=allin_amount",
    "short_bring_in_call=full_bring_in",
    "short_allin_next_raise=allin_plus_increment",
    "short_allin_next_raise=complete_to_full",
    "short_allin_counts_toward_cap=always",
    "short_allin_counts_toward_cap=when_full",
    "fold_without_bet=allowed",
    "fold_without_bet=forbidden",
    "community_card_first_actor=include",
    "community_card_first_actor=ignore",
    "first_to_act_tiebreak=high_card_by_suit",
    "showdown_order_no_bet=seat_order",
    "showdown_order_no_bet=first_to_act_order",
    "runout_procedure=count_first",
    "runout_procedure=community_only",
    "runout_procedure=deal_to_last_card",
    "runout_procedure=reshuffle_burns_and_muck",
    "odd_chip=rrop_legacy",
    "odd_chip=lowest_seat",
    "odd_chip=highest_card_by_suit",
    "low_odd_chip_ace=high",
)
MAX_ACTIONS = 2000  # far more than any hand needs: a round that never ends trips it


def play_checked(hand: Hand, rng: random.Random) -> int:
    """Play ``hand`` out with random legal actions (and random mucks), checking the legal actions
    at every decision; returns the number of player actions."""
    actions = 0
    while True:
        hand.run_dealer()
        step = hand.next_step()
        if step is None:
            return actions
        actions += 1
        assert actions < MAX_ACTIONS, "a betting round never ended"
        if isinstance(step, ShowDue):
            if rng.random() < 0.2 and hand.can_muck():
                hand.muck()
            else:
                hand.show()
            continue
        legal = list(hand.legal_actions())
        assert legal, f"seat {step.seat} is to act with no legal action"
        for action in legal:
            assert hand.can_act(action), f"{action} is listed but refused"
        hand.act(_choose(legal, rng))


def _choose(legal: Sequence[Action], rng: random.Random) -> Action:
    weights = [0.3 if action.kind is ActionKind.FOLD else 1.0 for action in legal]
    return rng.choices(legal, weights)[0]


def check_cards(events: Sequence[Event]) -> None:
    """No card is out of the stub twice; scrambles return the burns (and the muck) to the stub."""
    out: set[Card] = set()
    burns: list[Card] = []
    muck: list[Card] = []
    held: dict[int, list[Card]] = {}
    for event in events:
        card = getattr(event, "card", None)
        if isinstance(event, CardDealt | CardBurned | CommunityCardDealt):
            assert card is not None
            assert card not in out, f"{card} dealt twice"
            out.add(card)
            if isinstance(event, CardBurned):
                burns.append(card)
            elif isinstance(event, CardDealt):
                held.setdefault(event.seat, []).append(card)
        elif isinstance(event, ActionTaken) and event.kind is ActionKind.FOLD:
            muck += held.pop(event.seat, [])
        elif isinstance(event, StubScrambled):
            assert event.burns == len(burns)
            out.difference_update(burns)
            burns = []
            if event.muck:
                assert event.muck == len(muck)
                out.difference_update(muck)
                muck = []


def check_burns(events: Sequence[Event], rules: HouseRules) -> None:
    """One burn per street dealt after 3rd (and the extra burns the rules call for)."""
    streets = {
        event.street
        for event in events
        if isinstance(event, CardDealt | CommunityCardDealt) and event.street >= 4
    }
    expected = len(streets) + rules.burn_before_third_street
    if any(isinstance(e, SupplyChecked) and e.outcome == "deal_to_last_card" for e in events):
        assert rules.runout_procedure is RunoutProcedure.DEAL_TO_LAST_CARD
        expected += 1
    burned = [event for event in events if isinstance(event, CardBurned)]
    assert len(burned) == expected
    assert all(event.street >= 4 or rules.burn_before_third_street for event in burned)


def check_cap(events: Sequence[Event], stacks: Sequence[int], rules: HouseRules) -> None:
    """Counted wagers per street never exceed one bet plus ``max_raises_per_round`` (R4.4), except
    where the heads-up lift applies (R4.5). Full wagers that are not all-in always count."""
    chips = list(stacks)
    folded: set[int] = set()
    cap = 1 + rules.max_raises_per_round
    lifted = False
    counted = 0

    def active() -> int:
        return sum(1 for seat, left in enumerate(chips, 1) if left > 0 and seat not in folded)

    for event in events:
        if isinstance(event, AntePosted):
            chips[event.seat - 1] -= event.amount
        elif isinstance(event, StreetOpened):
            counted = 0
            lifted = rules.cap_lift_heads_up is CapLift.ROUND_BEGINS_HEADS_UP and active() == 2
        elif isinstance(event, ActionTaken):
            chips[event.seat - 1] -= event.amount
            if event.kind is ActionKind.FOLD:
                folded.add(event.seat)
            if event.kind not in {ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE}:
                continue
            always = rules.short_allin_counts_toward_cap is ShortAllinCountsTowardCap.ALWAYS
            if not event.all_in or always:
                counted += 1
            two_left = rules.cap_lift_heads_up is CapLift.WHEN_TWO_REMAIN_BEFORE_CAP and active() <= 2
            if not (lifted or two_left):
                assert counted <= cap, f"street {event.street}: {counted} wagers, cap {cap}"
                assert event.wager_number <= cap


def check_awards(events: Sequence[Event]) -> None:
    """Each pot goes only to the seats still in it (R8.3, R8.7): it has one at least, whoever folded
    or mucked."""
    for event in events:
        if isinstance(event, PotAwarded):
            assert event.eligible, f"pot {event.pot} has no hand left in it"
            assert {seat for seat, chips in event.shares if chips} <= set(event.eligible)


def check_rounds_end(events: Sequence[Event]) -> None:
    """Every betting round that opened was gathered."""
    opened = [e.street for e in events if isinstance(e, StreetOpened)]
    gathered = [e.street for e in events if isinstance(e, BetsGathered)]
    assert opened == gathered


def check_hand(variant: Variant, stacks: list[int], rules: HouseRules, seed: int) -> Hand:
    """Deal and play one hand from ``seed`` and check every invariant."""
    rng = random.Random(seed)
    hand = Hand(variant, STAKES, stacks, rules, deck=Deck(rng), rng=rng)
    play_checked(hand, rng)
    assert hand.is_complete
    finishing = hand.finishing_stacks
    assert finishing is not None
    assert sum(finishing) == sum(stacks), "chips were created or lost"
    assert all(chips >= 0 for chips in finishing)
    returned = sum(e.amount for e in hand.events if isinstance(e, UncalledBetReturned))
    assert returned <= sum(player.contributed for player in hand.players)
    events = hand.events
    check_cards(events)
    check_burns(events, rules)
    check_cap(events, stacks, rules)
    check_rounds_end(events)
    check_awards(events)
    history = phh.from_hand(hand)
    again = phh.replay(phh.loads(phh.dumps(history)), rules)
    assert again.ok, again.error
    assert again.hand.finishing_stacks == finishing
    assert again.hand.showdown_order == hand.showdown_order
    return hand


_STACK = st.one_of(
    st.integers(1, 4),  # less than the ante
    st.integers(5, 9),  # the ante, less than the bring-in
    st.integers(10, 60),  # a few bets
    st.integers(61, 400),
    st.just(1000),
)


@settings(
    max_examples=600,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 2**32 - 1),
    code=st.sampled_from(sorted(VARIANTS)),
    stacks=st.lists(_STACK, min_size=2, max_size=8),
    profile=st.sampled_from(PROFILES),
    override=st.one_of(st.none(), st.sampled_from(OVERRIDES)),
)
def test_random_hands_keep_every_invariant(seed, code, stacks, profile, override):
    rules = HouseRules.profile(profile, [override] if override else [])
    check_hand(VARIANTS[code], stacks, rules, seed)


def _random_stacks(rng: random.Random) -> list[int]:
    players = rng.randint(2, 8)
    kind = rng.random()
    if kind < 0.4:
        return [1000] * players
    sizes = ((1, 9), (10, 120), (121, 600), (1000, 1000))
    return [rng.randint(*rng.choice(sizes)) for _ in range(players)]


@pytest.mark.slow
@pytest.mark.parametrize("profile", PROFILES)
@pytest.mark.parametrize("code", sorted(VARIANTS))
def test_thousands_of_hands_per_variant_and_profile(code, profile):
    rng = random.Random(f"{code}-{profile}")
    seen = {"community": 0, "reshuffle": 0, "all_in": 0}
    for _ in range(HANDS_PER_VARIANT_AND_PROFILE):
        override = rng.choice((None, None, *OVERRIDES))
        rules = HouseRules.profile(profile, [override] if override else [])
        hand = check_hand(VARIANTS[code], _random_stacks(rng), rules, rng.getrandbits(32))
        seen["community"] += hand.community_dealt
        seen["reshuffle"] += any(isinstance(e, StubScrambled) for e in hand.events)
        seen["all_in"] += any(isinstance(e, ActionTaken) and e.all_in for e in hand.events)
    assert all(seen.values()), seen


HANDS_PER_VARIANT_AND_PROFILE = 1500
