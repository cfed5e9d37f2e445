"""Walkthroughs stopped at a telling moment, for ``croupier screenshot``: seeded, so every run shows
the same (the hands themselves come from ``croupier.training.demo``)."""

from __future__ import annotations

import random

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.chips import Chips
from croupier.engine.rules import STUD, Stakes
from croupier.gui.walkthrough.panel import WalkthroughPanel
from croupier.procedure import FirstToAct, Procedure, StepKind
from croupier.training.chip_table import ChipHabits
from croupier.training.controller import Walkthrough
from croupier.training.demo import quartered_hand
from croupier.training.players import Personality
from croupier.training.terms import Waiting

__all__ = [
    "show_debrief",
    "show_hand_log",
    "show_mid_hand",
    "show_pace",
    "show_reading",
    "show_split",
    "show_wrong_duty",
]

CHIPS_SEED = 32  # training.demo.quartered_hand: a 255 pot, 128 high, the low 64/63 (E30)


def _high_hand_due(walk: Walkthrough) -> bool:
    expected = walk.procedure.expected()
    return walk.hand.street >= 5 and any(isinstance(step.announcement, FirstToAct) for step in expected)


def show_mid_hand(panel: WalkthroughPanel, *, players: int = 7, seed: int = 7) -> None:
    """Deal a seeded hand to 5th street, every duty right, and start announcing the high hand:
    the builder open with what and whose chosen, the dealer's words ready to confirm."""
    stakes = Stakes(5, 10, 20, 40)
    rng = random.Random(seed)
    stacks = [stakes.big_bet * rng.randint(15, 40) for _ in range(players)]
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(TrainingMode.PRACTICE)
    panel.set_player_delay(60_000)  # the picture holds still
    panel.load(Procedure.new(STUD, stakes, stacks, seed=seed), rng=random.Random(seed))
    panel.fast_forward(_high_hand_due)
    walk = panel.walkthrough
    if walk is None or not _high_hand_due(walk):
        return
    due = next(
        step.announcement for step in walk.procedure.expected() if isinstance(step.announcement, FirstToAct)
    )
    assert isinstance(due, FirstToAct)
    for key in ("A", "H", str(due.seat)):
        panel.press_key(key)


def show_wrong_duty(panel: WalkthroughPanel, *, players: int = 7, seed: int = 7) -> None:
    """A seeded hand dealt right up to the end of a betting round, then a card burned before the
    bets are gathered: the verdict says why (the round is over, the bets go in first)."""
    stakes = Stakes(5, 10, 20, 40)
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(TrainingMode.PRACTICE)
    panel.set_player_delay(60_000)
    panel.load(
        Procedure.new(STUD, stakes, [stakes.big_bet * 30] * players, seed=seed), rng=random.Random(seed)
    )

    def gather_due(walk: Walkthrough) -> bool:
        expected = walk.procedure.expected()
        return walk.hand.street >= 4 and bool(expected) and expected[0].kind is StepKind.GATHER

    panel.fast_forward(gather_due)
    walk = panel.walkthrough
    if walk is not None and gather_due(walk):
        panel.press_key("B")


def show_wrong_first(panel: WalkthroughPanel, *, players: int = 7, seed: int = 7) -> None:
    """``show_mid_hand``, then the high hand given to the wrong seat: the verdict with the quiz's
    own explanation of who acts first."""
    show_mid_hand(panel, players=players, seed=seed)
    walk = panel.walkthrough
    if walk is None or not _high_hand_due(walk):
        return
    due = next(
        step.announcement for step in walk.procedure.expected() if isinstance(step.announcement, FirstToAct)
    )
    other = next(seat for seat in walk.hand.live_seats if seat != due.seat)
    panel.press_key("Escape")
    for key in ("A", "H", str(other), "Return"):
        panel.press_key(key)


def _quartered(panel: WalkthroughPanel) -> Walkthrough | None:
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(TrainingMode.PRACTICE)
    panel.set_player_delay(60_000)  # the picture holds still
    players = {1: Personality.AGGRESSIVE, 2: Personality.CALLING_STATION, 3: Personality.CALLING_STATION}
    panel.load(
        quartered_hand(seed=CHIPS_SEED),
        rng=random.Random(CHIPS_SEED),
        personalities=players,
        habits=ChipHabits(oversized=0.5, asks_pot=0.0),
    )
    return panel.walkthrough


def _due(walk: Walkthrough, kind: StepKind) -> bool:
    return walk.waiting is Waiting.DUTY and any(step.kind is kind for step in walk.procedure.expected())


def show_reading(panel: WalkthroughPanel) -> None:
    """The E30 hand at its showdown: two hands tabled and read, the third being read from memory
    with the phrase builder (the kind and the high ranks chosen, the low to come)."""
    walk = _quartered(panel)
    if walk is None:
        return

    def third_reading(walk: Walkthrough) -> bool:
        read = sum(1 for step in walk.procedure.history if step.kind is StepKind.READ_HAND)
        return read >= 2 and _due(walk, StepKind.READ_HAND)

    panel.fast_forward(third_reading)
    step = next((s for s in walk.procedure.expected() if s.kind is StepKind.READ_HAND), None)
    if step is None or step.seat is None:
        return
    said = walk.chips.expected_said(step.seat)
    panel.press_key("H")
    panel.area.choose_seat(step.seat)  # as a click on the seat (the window is not on screen yet)
    builder = panel.area.reading
    if said.high is not None:
        builder.set_kind("high", said.high.kind)
        for rank in said.high.ranks:
            builder.add_rank(rank)
    builder.set_kind("low", "low")
    if said.low is not None and said.low.ranks:
        builder.add_rank(said.low.ranks[0])


def show_split(panel: WalkthroughPanel) -> None:
    """The E30 hand at the push: the winners named, a 5 coloured down, the high half given to seat 1
    and seat 2's quarter begun."""
    walk = _quartered(panel)
    if walk is None:
        return
    panel.fast_forward(lambda w: _due(w, StepKind.PUSH_POT))
    if not _due(walk, StepKind.PUSH_POT):
        return
    panel.press_key("P")
    work = panel.area.chip_work
    for half, seat in (("high", 1), ("low", 2), ("low", 3)):
        work.toggle_winner(half, seat)
    work.colour_down(5)
    work.colour_down(5)
    for seat, chips in ((1, "1x100 1x25 3x1"), (2, "1x25 4x5")):
        work.choose_seat(seat)
        for value, count in Chips.parse(chips):
            for _ in range(count):
                work.click_chip(value)


def show_pace(panel: WalkthroughPanel, *, players: int = 7, seed: int = 7) -> None:
    """A Table-ready hand under way: the deal done duty by duty on a clock that moves two seconds a
    duty, the pace live above the footer; one hand of the sitting was dealt before it."""
    stakes = Stakes(5, 10, 20, 40)
    rng = random.Random(seed)
    stacks = [stakes.big_bet * rng.randint(15, 40) for _ in range(players)]
    ticks = [0.0]
    panel.set_clock(lambda: ticks[0])
    panel.set_difficulty(Difficulty.BEGINNER)
    panel.set_mode(TrainingMode.TABLE_READY)
    panel.set_player_delay(60_000)  # the picture holds still
    # The sitting's first hand: 2:40 for 38 duties, answered in 71 s.
    panel.load(Procedure.new(STUD, stakes, stacks, seed=seed + 1), rng=random.Random(seed + 1))
    panel.pace.begin(TrainingMode.TABLE_READY, players)  # the window is not on screen yet
    clock = panel.pace.clock
    if clock is not None:
        for _ in range(38):
            clock.duty(71 / 38)
        ticks[0] += 160.0
        panel.pace.finish()
    panel.load(Procedure.new(STUD, stakes, stacks, seed=seed), rng=random.Random(seed))
    panel.pace.begin(TrainingMode.TABLE_READY, players)
    walk = panel.walkthrough
    for _ in range(14):
        if walk is None or walk.waiting is not Waiting.DUTY:
            break
        ticks[0] += 2.0
        panel.area.step_chosen.emit(walk.procedure.expected()[0])
        walk = panel.walkthrough
    ticks[0] += 1.5
    panel.pace.refresh()


def _seeded(panel: WalkthroughPanel, players: int, seed: int) -> Walkthrough | None:
    stakes = Stakes(5, 10, 20, 40)
    rng = random.Random(seed)
    stacks = [stakes.big_bet * rng.randint(15, 40) for _ in range(players)]
    panel.set_difficulty(Difficulty.NORMAL)
    panel.set_mode(TrainingMode.PRACTICE)
    panel.set_player_delay(60_000)  # the picture holds still
    panel.load(Procedure.new(STUD, stakes, stacks, seed=seed), rng=random.Random(seed))
    return panel.walkthrough


def show_hand_log(panel: WalkthroughPanel, *, players: int = 7, seed: int = 7) -> None:
    """A seeded hand dealt right to Seventh Street, the hand log in front of the checklist: every
    street's moves, the one under way marked."""
    walk = _seeded(panel, players, seed)
    if walk is None:
        return
    panel.fast_forward(lambda w: w.hand.street >= 7 and w.waiting is Waiting.WHO_ACTS)
    panel.toggle_log()


def show_debrief(panel: WalkthroughPanel, *, players: int = 7, seed: int = 7) -> None:
    """A seeded hand with two mistakes (a card dealt before the burn on Fourth Street, the wrong
    seat named to act), dealt on to its end: the debrief lists both, each with its rule, the right
    action and "Replay from here"."""
    walk = _seeded(panel, players, seed)
    if walk is None:
        return
    panel.fast_forward(lambda w: _due(w, StepKind.BURN))
    if _due(walk, StepKind.BURN):
        for key in ("U", str(walk.hand.live_seats[0]), "Escape"):
            panel.press_key(key)
    panel.fast_forward(lambda w: w.waiting is Waiting.WHO_ACTS)
    step = walk.hand.next_step()
    seat = getattr(step, "seat", None)
    if walk.waiting is Waiting.WHO_ACTS and seat is not None:
        panel.choose_seat(next(other for other in walk.hand.live_seats if other != seat))
    panel.fast_forward(lambda w: False)
