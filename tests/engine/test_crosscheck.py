"""Cross-check against pokerkit 0.7.7, both ways, through PHH hand histories.

(a) pokerkit deals and plays random hands; its hand histories replayed by our engine under the
``pokerkit`` profile must end with the same stacks. (b) Our engine deals and plays random hands under
that profile; our hand histories replayed by pokerkit must end with the same stacks.

Stacks are deep (at least 1,000 with 5/10/20/40) so nobody is all-in: RULES.md §1 lists four
pokerkit quirks that need an all-in player, which the profile does not copy. Hands with eight players
reach 7th street often enough to exercise pokerkit's run-out (the stub dealt to its last card, then
burns and muck reshuffled; a community card when even that is short). The burns are not in a hand
history, so the card identities of a replayed run-out may differ from the original; the stacks may
not. The drivers here are shared with ``benchmarks/crosscheck.py`` and ``benchmarks/engine.py``.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock

import pokerkit
import pokerkit.state
import pokerkit.utilities
import pytest

from croupier.commands.phh import deal_random_hand
from croupier.engine import phh
from croupier.engine.events import CommunityCardDealt, StubScrambled
from croupier.engine.rules import VARIANTS, HouseRules, Stakes

A = pokerkit.Automation
AUTOMATIONS = (
    A.ANTE_POSTING,
    A.BET_COLLECTION,
    A.BLIND_OR_STRADDLE_POSTING,
    A.CARD_BURNING,
    A.HOLE_DEALING,
    A.BOARD_DEALING,
    A.RUNOUT_COUNT_SELECTION,
    A.HOLE_CARDS_SHOWING_OR_MUCKING,
    A.HAND_KILLING,
    A.CHIPS_PUSHING,
    A.CHIPS_PULLING,
)
GAMES = {
    "F7S": pokerkit.FixedLimitSevenCardStud,
    "F7S/8": pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    "FR": pokerkit.FixedLimitRazz,
}
STAKES = Stakes(5, 10, 20, 40)
DEEP = 1000
POKERKIT_RULES = HouseRules.profile("pokerkit")
# The same policy shape as ``croupier phh deal``: fold facing a bet by street, raise 1 in 5 when
# facing a bet, bet 3 in 10 when not, complete the bring-in 1 in 4.
FOLD_FACING = {3: 0.16, 4: 0.09, 5: 0.06, 6: 0.04, 7: 0.04}
FOLD_SCALES = (0.0, 0.5, 1.0, 2.0)  # from nobody folding (eight players run out of cards) to twice


@contextmanager
def seeded_pokerkit(rng: random.Random) -> Iterator[None]:
    """pokerkit shuffles with the ``random`` module; make its deck and reshuffles follow ``rng``."""
    with (
        mock.patch.object(pokerkit.state, "shuffle", rng.shuffle),
        mock.patch.object(pokerkit.utilities, "shuffle", rng.shuffle),
        warnings.catch_warnings(),
    ):
        warnings.simplefilter("ignore")  # "Returning reserved (mucked, etc.) cards as dealable."
        yield


def play_pokerkit_hand(
    code: str, stacks: list[int], rng: random.Random, fold_scale: float = 1.0
) -> tuple[pokerkit.Poker, pokerkit.State]:
    """One hand dealt and played by pokerkit (fully automated dealing) with random legal actions.

    Call inside ``seeded_pokerkit(rng)`` for a reproducible deck.
    """
    game = GAMES[code](AUTOMATIONS, True, STAKES.ante, STAKES.bring_in, STAKES.small_bet, STAKES.big_bet)
    state = game(stacks, len(stacks))
    while state.status:
        roll = rng.random()
        if state.can_post_bring_in():
            if roll < 0.25:
                state.complete_bet_or_raise_to()
            else:
                state.post_bring_in()
            continue
        facing = bool(state.checking_or_calling_amount)
        street = 3 + (state.street_index or 0)
        if facing and roll < FOLD_FACING[street] * fold_scale:
            state.fold()
        elif state.can_complete_bet_or_raise_to() and roll > (0.8 if facing else 0.7):
            state.complete_bet_or_raise_to()
        else:
            state.check_or_call()
    return game, state


def pokerkit_history(game: pokerkit.Poker, state: pokerkit.State) -> str:
    """pokerkit's own PHH text for a played state."""
    return str(pokerkit.HandHistory.from_game_state(game, state).dumps())


def pokerkit_finishing_stacks(text: str) -> list[int]:
    """Replay a PHH text in pokerkit and return the final stacks."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = None
        for state in pokerkit.HandHistory.loads(text):  # noqa: B007 - the last state is the result
            pass
    assert state is not None
    return list(state.stacks)


def table_sizes(rng: random.Random) -> int:
    """Player counts 2..8, eight-handed a third of the time (the run-out cases need eight)."""
    return 8 if rng.random() < 1 / 3 else rng.randint(2, 7)


def check_pokerkit_to_ours(code: str, rng: random.Random, count: int) -> tuple[list[str], Counter[str]]:
    """Direction (a): disagreements (as text) and how many run-outs of each kind were seen."""
    problems = []
    seen: Counter[str] = Counter()
    with seeded_pokerkit(rng):
        for _ in range(count):
            players = table_sizes(rng)
            game, state = play_pokerkit_hand(code, [DEEP] * players, rng, rng.choice(FOLD_SCALES))
            text = pokerkit_history(game, state)
            result = phh.replay(phh.loads(text), POKERKIT_RULES)
            _count_runouts(result.hand.events, seen)
            expected = list(state.stacks)
            got = list(result.hand.finishing_stacks or ())
            if not result.ok or got != expected:
                problems.append(f"{result.error}: ours {got}, pokerkit {expected}\n{text}")
    return problems, seen


def check_ours_to_pokerkit(code: str, rng: random.Random, count: int) -> tuple[list[str], Counter[str]]:
    """Direction (b): disagreements (as text) and how many run-outs of each kind were seen."""
    problems = []
    seen: Counter[str] = Counter()
    variant = VARIANTS[code]
    for _ in range(count):
        stacks = [DEEP] * table_sizes(rng)
        scale = rng.choice(FOLD_SCALES)
        hand = deal_random_hand(variant, STAKES, stacks, POKERKIT_RULES, rng, fold_scale=scale)
        _count_runouts(hand.events, seen)
        text = phh.dumps(phh.from_hand(hand))
        expected = list(hand.finishing_stacks or ())
        try:
            got = pokerkit_finishing_stacks(text)
        except ValueError as error:
            problems.append(f"pokerkit refused it ({error}):\n{text}")
            continue
        if got != expected:
            problems.append(f"ours {expected}, pokerkit {got}\n{text}")
    return problems, seen


def _count_runouts(events: list[object], seen: Counter[str]) -> None:
    seen["hands"] += 1
    if any(isinstance(event, StubScrambled) for event in events):
        seen["reshuffle"] += 1
    if any(isinstance(event, CommunityCardDealt) for event in events):
        seen["community"] += 1


POKERKIT_HANDS = 350  # per variant; about 15 ms each (pokerkit plays, we replay)
OUR_HANDS = 450  # per variant; about 12 ms each (we play, pokerkit replays)


@pytest.mark.parametrize("code", list(GAMES))
def test_pokerkit_hands_replay_to_the_same_stacks_in_ours(code):
    problems, seen = check_pokerkit_to_ours(code, random.Random(f"a-{code}"), POKERKIT_HANDS)
    assert not problems, f"{len(problems)} of {POKERKIT_HANDS} disagree; first:\n{problems[0]}"
    assert seen["reshuffle"] > 0
    assert seen["community"] > 0


@pytest.mark.parametrize("code", list(GAMES))
def test_our_hands_replay_to_the_same_stacks_in_pokerkit(code):
    problems, seen = check_ours_to_pokerkit(code, random.Random(f"b-{code}"), OUR_HANDS)
    assert not problems, f"{len(problems)} of {OUR_HANDS} disagree; first:\n{problems[0]}"
    assert seen["reshuffle"] > 0
    assert seen["community"] > 0


def test_eight_players_nobody_folding_need_a_community_card_both_ways():
    rng = random.Random(8)
    with seeded_pokerkit(rng):
        game, state = play_pokerkit_hand("F7S", [DEEP] * 8, rng, fold_scale=0)
    text = pokerkit_history(game, state)
    assert any(action.startswith("d db ") for action in pokerkit.HandHistory.loads(text).actions)
    ours = phh.replay(phh.loads(text), POKERKIT_RULES)
    assert ours.ok
    assert list(ours.hand.finishing_stacks or ()) == list(state.stacks)
    # And back: our replay written out again is a hand pokerkit replays to the same stacks.
    assert pokerkit_finishing_stacks(phh.dumps(phh.from_hand(ours.hand))) == list(state.stacks)
