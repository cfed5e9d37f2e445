"""A practical sitting as the instructor scores it: hands in turn, each a sheet of duties marked one
key at a time as the trainee does them, timed against the school's pace, the engine's assistant on
where the cards are typed in, and the score by the school's rubric. No Qt; the clock is injected.

>>> ticks = iter(float(n) for n in range(0, 1000, 10))
>>> sitting = Sitting(Setup(trainee="Ben Keller", players=4, hands=1), clock=lambda: next(ticks))
>>> sheet = sitting.start_hand()
>>> sheet.current.key
'shuffle'
>>> _ = sheet.mark(right=True); _ = sheet.mark(right=False, reason=Flag.SKIPPED_ANTE)
>>> sheet.current.key, [mark.duty for mark in sheet.marks]
('cut', ['shuffle', 'antes'])
>>> result = sitting.end_hand()
>>> result.number, result.seconds, round(result.score.score, 2)
(1, 30.0, 0.64)
>>> sitting.finished, round(sitting.score().score, 2)
(True, 0.64)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from croupier.engine.phh import dumps, from_hand
from croupier.engine.rules import STUD, VARIANTS, HouseRules, Stakes, Variant
from croupier.practical.assistant import Assistant
from croupier.practical.rubric import (
    Critical,
    HandScore,
    Mark,
    PracticalScore,
    Rubric,
    score_hand,
    score_practical,
)
from croupier.practical.sheet import Duty, duties_for
from croupier.procedure.flags import Flag
from croupier.training.pace import DEFAULT_TARGET, target_for

__all__ = ["HandResult", "HandSheet", "Setup", "Sitting", "SittingError"]

MAX_HANDS = 50


class SittingError(ValueError):
    """What the sitting cannot do now (a mark after the hand's end, a hand beyond those planned …)."""


@dataclass(frozen=True, slots=True)
class Setup:
    """What the instructor chose: the trainee, the game (its PHH code), the players at the table,
    the stakes, the hands to deal, the rubric and the school's pace target (8-handed hands an hour)."""

    trainee: str
    trainee_id: int = 0
    game: str = STUD.code
    players: int = 6
    stakes: Stakes = field(default_factory=Stakes)
    hands: int = 5
    rubric: Rubric = field(default_factory=Rubric)
    pace_target: float = DEFAULT_TARGET
    rules: HouseRules = field(default_factory=HouseRules)

    def __post_init__(self) -> None:
        if self.game not in VARIANTS:
            raise SittingError(f"no game {self.game!r}: choose {', '.join(VARIANTS)}")
        if not 2 <= self.players <= 8:
            raise SittingError("a stud table seats 2 to 8 players")
        if not 1 <= self.hands <= MAX_HANDS:
            raise SittingError(f"a practical has 1 to {MAX_HANDS} hands")

    @property
    def variant(self) -> Variant:
        return VARIANTS[self.game]

    @property
    def target_seconds(self) -> float:
        """The seconds a hand may take at this table at the school's target."""
        return 3600.0 / target_for(self.players, self.pace_target)


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand scored: its number, marks, time and target, score, and the hand as typed (PHH, or
    None where the cards were not entered)."""

    number: int
    marks: tuple[Mark, ...]
    seconds: float
    target_seconds: float
    score: HandScore
    history: str | None


class HandSheet:
    """One hand's sheet: the duties, the one due now (``current``) and the marks so far."""

    def __init__(self, setup: Setup, number: int, clock: Callable[[], float], *, assisted: bool) -> None:
        self.setup = setup
        self.number = number
        self.duties: tuple[Duty, ...] = duties_for(setup.variant, setup.players)
        self.marks: list[Mark] = []
        self._clock = clock
        self._started = clock()
        self._cursor = 0
        self._skipped: set[str] = set()
        self.assistant = (
            Assistant(setup.variant, setup.stakes, [1000] * setup.players, setup.rules) if assisted else None
        )

    def set_assisted(self, on: bool) -> None:  # noqa: FBT001
        """The engine on or off for this hand: off at any time; on only before the first mark (it
        follows the hand from the shuffle)."""
        if not on:
            self.assistant = None
        elif self.assistant is None:
            if self.marks:
                raise SittingError("the engine can follow a hand only from its start")
            setup = self.setup
            self.assistant = Assistant(setup.variant, setup.stakes, [1000] * setup.players, setup.rules)

    @property
    def elapsed(self) -> float:
        return max(0.0, self._clock() - self._started)

    @property
    def current(self) -> Duty | None:
        """The duty the sheet stands at (None once every duty is marked or passed)."""
        return self.duties[self._cursor] if self._cursor < len(self.duties) else None

    def marked(self, key: str) -> Mark | None:
        return next((mark for mark in self.marks if mark.duty == key), None)

    def go_to(self, key: str) -> None:
        """Stand at duty ``key`` (to mark one out of its turn, or again)."""
        self._cursor = next(index for index, duty in enumerate(self.duties) if duty.key == key)

    def _advance(self) -> None:
        while self._cursor < len(self.duties):
            key = self.duties[self._cursor].key
            if self.marked(key) is None and key not in self._skipped:
                return
            self._cursor += 1

    def mark(
        self,
        *,
        right: bool,
        reason: Flag | None = None,
        critical: Critical | None = None,
        key: str | None = None,
    ) -> Mark:
        """Mark the current duty (or ``key``) right or wrong (with the reason and a critical error)."""
        if key is not None:
            self.go_to(key)
        duty = self.current
        if duty is None:
            raise SittingError("every duty of this hand is marked: end the hand")
        if right and (reason is not None or critical is not None):
            raise SittingError("a duty marked right has no reason and no critical error")
        if critical is not None and critical not in duty.critical and duty.key != "irregularity":
            raise SittingError(f"{critical.value} cannot happen on {duty.key}")
        disputed = False
        if self.assistant is not None:
            disputed = self.assistant.disputes(duty.key, right=right) is not None
        mark = Mark(
            duty.key,
            duty.group,
            right,
            reason.code if reason is not None else None,
            reason.rule if reason is not None else None,
            critical,
            round(self.elapsed, 3),
            disputed,
        )
        self.marks = [existing for existing in self.marks if existing.duty != duty.key]
        self.marks.append(mark)
        self._advance()
        return mark

    def skip(self) -> None:
        """Pass the current duty: it did not come up in this hand (a street never dealt)."""
        duty = self.current
        if duty is not None:
            self._skipped.add(duty.key)
            self._advance()

    def undo(self) -> Mark | None:
        """Take the last mark back; the sheet stands at its duty again."""
        if not self.marks:
            return None
        mark = self.marks.pop()
        self.go_to(mark.duty)
        return mark

    def skip_to_showdown(self) -> None:
        """The hand ended before the showdown (everybody but one folded): the streets not dealt are
        passed, and the sheet stands at the push."""
        for duty in self.duties:
            if duty.street is not None and self.marked(duty.key) is None:
                self._skipped.add(duty.key)
        for key in ("showdown_order", "read_hands", "kill_hands"):
            self._skipped.add(key)
        self.go_to("push_pot")


class Sitting:
    """The whole practical: ``start_hand`` → marks → ``end_hand``, ``setup.hands`` times."""

    def __init__(self, setup: Setup, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.setup = setup
        self._clock = clock
        self.results: list[HandResult] = []
        self.sheet: HandSheet | None = None

    @property
    def finished(self) -> bool:
        return len(self.results) >= self.setup.hands

    def start_hand(self, *, assisted: bool = False) -> HandSheet:
        if self.sheet is not None:
            raise SittingError("end this hand before the next")
        if self.finished:
            raise SittingError(f"all {self.setup.hands} hands are dealt")
        self.sheet = HandSheet(self.setup, len(self.results) + 1, self._clock, assisted=assisted)
        return self.sheet

    def end_hand(self) -> HandResult:
        sheet = self.sheet
        if sheet is None:
            raise SittingError("no hand is being dealt")
        seconds = round(sheet.elapsed, 3)
        target = self.setup.target_seconds
        marks = tuple(sheet.marks)
        score = score_hand(marks, self.setup.rubric, seconds=seconds, target_seconds=target)
        history = None
        if sheet.assistant is not None and sheet.assistant.hand.events:
            history = dumps(from_hand(sheet.assistant.hand))
        result = HandResult(sheet.number, marks, seconds, target, score, history)
        self.results.append(result)
        self.sheet = None
        return result

    def score(self) -> PracticalScore:
        return score_practical(
            [result.score for result in self.results],
            [result.marks for result in self.results],
            self.setup.rubric,
        )
