"""One random hand with incidents, for the instructor's script (``croupier procedure --incidents``):
the dealer does every expected duty, the simulated players act, and now and then something goes
wrong (``IncidentMaker``), each incident ruled at once as the engine rules it. No Qt.

>>> import random
>>> from croupier.engine.rules import STUD, Stakes
>>> from croupier.procedure import Procedure
>>> from croupier.training.incidents import IncidentMaker, IncidentRate
>>> rng = random.Random(4)
>>> lines = play_with_incidents(Procedure.new(STUD, Stakes(), [1000] * 5, rng=rng), rng,
...                             IncidentMaker(IncidentRate.OFTEN, random.Random(4)))
>>> sum(isinstance(line, IncidentLine) for line in lines) >= 3, lines[-1].dealer.kind.value
(True, 'push')
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from croupier.engine.events import ActionTaken, HandMucked, HandShown
from croupier.engine.hand import ShowDue, TurnDue
from croupier.engine.incidents import Incident, Ruling
from croupier.engine.simulate import CASUAL
from croupier.engine.table_incidents import TableIncidents
from croupier.procedure import Procedure, StepKind
from croupier.procedure.script import ScriptLine
from croupier.training.incidents import AFTER_DUTY, AT_TURN, IncidentMaker

__all__ = ["IncidentLine", "play_with_incidents"]


@dataclass(frozen=True, slots=True)
class IncidentLine:
    """An incident in the script and the ruling the engine carried out."""

    incident: Incident
    ruling: Ruling


def play_with_incidents(
    procedure: Procedure, rng: random.Random, maker: IncidentMaker, *, max_lines: int = 10_000
) -> list[ScriptLine | IncidentLine]:
    """Play the procedure's hand to its end (``procedure.script.play_script``), with incidents."""
    table = TableIncidents(procedure.hand)
    lines: list[ScriptLine | IncidentLine] = []

    def offer(kinds: frozenset[object]) -> bool:
        incident = maker.offer(table, kinds)  # type: ignore[arg-type]
        if incident is None:
            return False
        lines.append(IncidentLine(incident, table.rule_right()))
        return True

    while len(lines) < max_lines:
        expected = procedure.expected()
        if expected:
            step = expected[0]
            procedure.perform(step)
            lines.append(ScriptLine(dealer=step))
            if step.kind in {StepKind.DEAL, StepKind.BURN}:
                offer(AFTER_DUTY)
            continue
        hand = procedure.hand
        due = hand.next_step()
        if not isinstance(due, TurnDue | ShowDue):
            return lines
        settled = table.settle_turn()
        if isinstance(settled, ActionTaken | HandMucked):
            lines.append(ScriptLine(player=settled))
            continue
        if offer(AT_TURN):
            continue
        before = len(hand.events)
        if isinstance(hand.next_step(), TurnDue):
            legal = table.allowed(hand.legal_actions())
            hand.act(CASUAL.choose(legal, rng, street=hand.street))
        else:
            hand.show()
        event = next(e for e in hand.events[before:] if isinstance(e, ActionTaken | HandShown | HandMucked))
        lines.append(ScriptLine(player=event))
    raise RuntimeError(f"the hand did not end within {max_lines} steps")  # pragma: no cover
