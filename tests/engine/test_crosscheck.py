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
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from unittest import mock

import pokerkit
import pokerkit.state
import pokerkit.utilities
import pytest

from croupier.engine import phh
from croupier.engine.events import CommunityCardDealt, StubScrambled
from croupier.engine.rules import VARIANTS, HouseRules, Stakes
from croupier.engine.simulate import DEALER_SCHOOL, deal_random_hand

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
# pokerkit's players play ``croupier phh deal``'s policy (fold facing a bet by street, raise 1 in 5
# when facing a bet, bet 3 in 10 when not, complete the bring-in 1 in 4), read off the roll the same way.
POLICY = DEALER_SCHOOL
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
            if roll < POLICY.complete:
                state.complete_bet_or_raise_to()
            else:
                state.post_bring_in()
            continue
        facing = bool(state.checking_or_calling_amount)
        street = 3 + (state.street_index or 0)
        if facing and roll < POLICY.fold[street - 3] * fold_scale:
            state.fold()
        elif state.can_complete_bet_or_raise_to() and roll > 1 - (
            POLICY.raise_facing if facing else POLICY.bet_open
        ):
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


def deep_stacks(rng: random.Random) -> list[int]:
    """Deep stacks (nobody can be all-in) for 2..8 players."""
    return [DEEP] * table_sizes(rng)


@dataclass(frozen=True)
class Disagreement:
    """A hand the two engines end differently (or one refuses)."""

    text: str  # the hand history that was replayed
    ours: list[int] | None  # our finishing stacks (None: our replay refused an action)
    pokerkit: list[int] | None  # pokerkit's (None: pokerkit could not replay it)
    reason: str  # the refusal, if any

    def __str__(self) -> str:
        return f"ours {self.ours}, pokerkit {self.pokerkit} {self.reason}\n{self.text}"


Checked = tuple[list[Disagreement], Counter[str]]


def check_pokerkit_to_ours(
    code: str, rng: random.Random, count: int, stacks: Callable[[random.Random], list[int]] = deep_stacks
) -> Checked:
    """Direction (a): the disagreements, and how many hands and run-outs of each kind were seen."""
    problems = []
    seen: Counter[str] = Counter()
    with seeded_pokerkit(rng):
        for _ in range(count):
            game, state = play_pokerkit_hand(code, stacks(rng), rng, rng.choice(FOLD_SCALES))
            text = pokerkit_history(game, state)
            result = phh.replay(phh.loads(text), POKERKIT_RULES)
            _count_runouts(result.hand.events, seen)
            expected = list(state.stacks)
            got = list(result.hand.finishing_stacks) if result.hand.finishing_stacks else None
            if not result.ok or got != expected:
                error = result.error
                reason = f"(we refused {error.action!r}: {error.reason})" if error else ""
                problems.append(Disagreement(text, got, expected, reason))
    return problems, seen


def check_ours_to_pokerkit(
    code: str, rng: random.Random, count: int, stacks: Callable[[random.Random], list[int]] = deep_stacks
) -> Checked:
    """Direction (b): the disagreements, and how many hands and run-outs of each kind were seen."""
    problems = []
    seen: Counter[str] = Counter()
    variant = VARIANTS[code]
    for _ in range(count):
        scale = rng.choice(FOLD_SCALES)
        hand = deal_random_hand(variant, STAKES, stacks(rng), POKERKIT_RULES, rng, fold_scale=scale)
        _count_runouts(hand.events, seen)
        text = phh.dumps(phh.from_hand(hand))
        expected = list(hand.finishing_stacks or ())
        try:
            got = pokerkit_finishing_stacks(text)
        except (ValueError, KeyError) as error:
            problems.append(Disagreement(text, expected, None, f"(pokerkit refused it: {error!r})"))
            continue
        if got != expected:
            problems.append(Disagreement(text, expected, got, ""))
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


# ----------------------------------------------------------------------------------- short stacks
#
# With short stacks pokerkit and the ``pokerkit`` profile part ways where RULES.md §1 says they
# should (its quirks a-d); ``benchmarks/crosscheck.py --short`` sorts such hands by cause. Two
# disagreements are the engine's own; they are pinned here until the engine is fixed.


def _replayed(actions: list[str], stacks: list[int], code: str = "F7S") -> tuple[object, pokerkit.State]:
    """Our hand and pokerkit's state after the same hand-history actions (pokerkit profile)."""
    text = "\n".join(
        [
            f'variant = "{code}"',
            f"antes = {[STAKES.ante] * len(stacks)}",
            f"bring_in = {STAKES.bring_in}",
            f"small_bet = {STAKES.small_bet}",
            f"big_bet = {STAKES.big_bet}",
            "ante_trimming_status = true",
            f"starting_stacks = {stacks}",
            f"actions = {actions!r}".replace("'", '"'),
        ]
    )
    ours = phh.replay(phh.loads(text), POKERKIT_RULES)
    assert ours.ok, ours.error
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = None
        for state in pokerkit.HandHistory.loads(text):  # noqa: B007
            pass
    assert state is not None
    return ours.hand, state


def test_no_raise_is_offered_against_players_who_are_all_in():
    # Heads-up; p2 (25 chips) antes 5 and completes all-in to 20. p1 may only call or fold:
    # pokerkit: "There is no reason to complete, bet, or raise since every other player has either
    # folded or gone all-in."
    hand, state = _replayed(["d dh p1 AsAhKd", "d dh p2 3c3d2c", "p2 cbr 20"], [1000, 25])
    assert not state.can_complete_bet_or_raise_to()
    assert hand.actor == 1
    assert hand.legal_actions().raise_to == ()


def test_a_short_all_in_over_a_short_completion_does_not_reopen_the_betting():
    # Razz, pokerkit profile. p2 (20 chips) brings in and completes all-in to 15; p3 and p4 call 15;
    # p1 (28 chips) raises all-in to 23 (+8: short of the full raise to 15 + 20 = 35, R4.6 with
    # threshold 1); p3 calls. p4, who has acted, may only call 8 or fold (pokerkit: "Short all-in
    # cannot be raised.").
    actions = [
        "d dh p1 6h9s2h",
        "d dh p2 Td3dKs",
        "d dh p3 7c5d4s",
        "d dh p4 3c5sQs",
        "p2 cbr 15",
        "p3 cc",
        "p4 cc",
        "p1 cbr 23",
        "p3 cc",
    ]
    hand, state = _replayed(actions, [28, 20, 1000, 1000], "FR")
    assert not state.can_complete_bet_or_raise_to()
    assert hand.actor == 4
    assert hand.legal_actions().raise_to == ()
