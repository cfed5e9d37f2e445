"""The walkthrough's side of an incident: whether the table goes wrong in this hand (the
``IncidentMaker`` and its rate, the mode and the level, or one made to happen), the trainee's Stop
with the rulings offered, and the ruling graded. The ``Walkthrough`` owns one ``IncidentDesk`` and
carries out what it decides on the hand (``TableIncidents``). No Qt.
"""

from __future__ import annotations

import random

from croupier.drills.levels import Difficulty, TrainingMode
from croupier.engine.incidents import Incident, IncidentKind, RulingKind
from croupier.engine.table_incidents import TableIncidents
from croupier.training.incidents import IncidentMaker, IncidentRate
from croupier.training.terms import Asked, Graded

__all__ = ["IncidentDesk"]


class IncidentDesk:
    """The incidents of one walkthrough. ``maker`` makes the table go wrong now and then; ``made``:
    one was made to happen in this hand (``inject``); ``quiet``: none while the answers are played
    for the trainee; ``stopped`` and ``rulings``: the trainee stopped the table, and the rulings
    to choose from."""

    def __init__(self, maker: IncidentMaker | None) -> None:
        self.maker = maker
        self.stopped = False
        self.rulings: tuple[RulingKind, ...] = ()
        self.quiet = False
        self.made = False

    def on(self, mode: TrainingMode, difficulty: Difficulty) -> bool:
        """Does the table go wrong in this hand: Practice, Table-ready or Exam, Normal level or
        above, a rate?"""
        return (
            self.maker is not None
            and self.maker.rate is not IncidentRate.OFF
            and mode in {TrainingMode.PRACTICE, TrainingMode.TABLE_READY, TrainingMode.EXAM}
            and difficulty is not Difficulty.BEGINNER
        )

    def offer(
        self,
        table: TableIncidents,
        kinds: frozenset[IncidentKind],
        mode: TrainingMode,
        difficulty: Difficulty,
    ) -> Incident | None:
        """Perhaps make one of ``kinds`` happen at ``table`` now; it, or None."""
        if self.maker is None or self.quiet or not self.on(mode, difficulty):
            return None
        return self.maker.offer(table, kinds)

    def stop(self, table: TableIncidents, rng: random.Random) -> tuple[RulingKind, ...] | None:
        """The trainee stops the table: the rulings to choose from, shuffled by ``rng`` (the same
        ones if stopped already); None with nothing wrong."""
        if self.stopped:
            return self.rulings
        if table.pending is None:
            return None
        rulings = list(table.rulings())
        rng.shuffle(rulings)
        self.rulings = tuple(rulings)
        self.stopped = True
        return self.rulings

    def choices(self) -> tuple[RulingKind, ...]:
        """The rulings offered after Stop (empty before)."""
        return self.rulings if self.stopped else ()

    def settle(self, table: TableIncidents, ruling: RulingKind | None) -> tuple[Graded, RulingKind]:
        """The trainee's ``ruling`` on the incident pending (None: they carried on) graded, not
        scored yet, and the right ruling, which the walkthrough carries out. The table is no
        longer stopped."""
        incident = table.pending
        assert incident is not None
        right = table.right_ruling()
        graded = Graded(
            Asked.INCIDENT,
            ruling is right.kind,
            incident=incident,
            ruling=ruling,
            right_ruling=right.kind,
            rule=right.rule,
            reason="ruled" if ruling is not None else "missed",
        )
        self.stopped = False
        self.rulings = ()
        return graded, right.kind

    def forget(self) -> None:
        """The hand dealt again (a replay): nothing stopped, nothing made to happen."""
        self.stopped = False
        self.rulings = ()
        self.made = False
