"""Why a dealer's duty is wrong, in the facts of the position: the seat that has folded or already
has its card of this pass, the ante already in, what the seat named in an announcement shows, and
for the bring-in and the first to act the very explanation the quiz's question on them gives.
The quiz's next-step verdicts and the walkthrough's use these same facts (one source of
explanations; their words in ``render_duty``).

The quiz's explanation of a position comes in as ``explain`` (``croupier.drills.explain.explain``
asks the skills by name), so the skills that use these facts are not imported back here.

>>> from croupier.drills.explain import explain
>>> from croupier.engine.rules import STUD, Stakes
>>> from croupier.procedure import Procedure
>>> procedure = Procedure.new(STUD, Stakes(5, 10, 20, 40), [1000] * 3, seed=4)
>>> while procedure.expected()[0].kind is not StepKind.DEAL:
...     _ = procedure.perform(procedure.expected()[0])
>>> twice = DealerStep.collect_ante(1)
>>> [fact.kind for fact in duty_why(procedure, twice, explain)]
['duty.ante_in']
"""

from __future__ import annotations

from collections.abc import Callable

from croupier.drills.model import Explanation, Value
from croupier.engine.hand import Hand
from croupier.procedure import BringIn, DealerStep, FirstToAct, PossibleDraw, Procedure, StepKind
from croupier.procedure.verdicts import Fact

__all__ = ["Explain", "duty_why"]

Explain = Callable[[str, Hand], Explanation | None]
"""The quiz's explanation of skill ``name``'s answer at a hand (None where it cannot be asked)."""


def duty_why(procedure: Procedure, step: DealerStep, explain: Explain) -> tuple[Explanation, ...]:
    """The facts that make ``step`` wrong now (nothing when it is right): the position's own facts
    where there are some (a folded seat, an ante already in, what a board shows), else the fact the
    procedure's diagnosis found (who is still to act, which pot goes first, what the count says)."""
    verdict = procedure.check(step)
    if verdict.correct:
        return ()
    hand = procedure.hand
    due = verdict.expected[0] if verdict.expected else None
    seats = set(hand.seats)
    kind = step.kind
    if kind in {StepKind.DEAL, StepKind.KILL_HAND} and step.seat in seats:
        assert step.seat is not None
        player = hand.player(step.seat)
        if player.folded:
            return (Explanation("duty.folded", {"seat": step.seat}),)
        if kind is StepKind.DEAL and due is not None and due.kind is StepKind.DEAL and due.seat in seats:
            assert due.seat is not None
            other = hand.player(due.seat)
            if len(player.up) + len(player.down) > len(other.up) + len(other.down):
                return (Explanation("duty.has_card", {"seat": step.seat}),)
    if kind is StepKind.COLLECT_ANTE and any(
        done.kind is StepKind.COLLECT_ANTE and done.seat == step.seat for done in procedure.history
    ):
        return (Explanation("duty.ante_in", {"seat": step.seat}),)
    if kind is StepKind.ANNOUNCE and step.announcement is not None:
        found = _announcement_why(procedure, step, verdict.fact, explain)
        if found:
            return found
    return _fact_why(procedure, verdict.fact, explain)


def _fact_why(procedure: Procedure, fact: Fact | None, explain: Explain) -> tuple[Explanation, ...]:
    """The diagnosis's own fact, and where a quiz question asks about the duty due (the bring-in,
    the first to act, the order of showing), the very explanation that question gives."""
    if fact is None:
        return ()
    kind, params = fact
    due = params.get("step")
    if kind == "due" and isinstance(due, DealerStep):
        skill = _SKILL_OF_DUE.get(type(due.announcement)) if due.announcement is not None else None
        if due.kind is StepKind.CALL_SHOWDOWN_ORDER:
            skill = "showdown_order"
        if skill is not None:
            explanation = explain(skill, procedure.hand)
            if explanation is not None:
                return (explanation,)
    values: dict[str, Value] = {}
    for name, value in params.items():
        parts = value if isinstance(value, tuple) else (value,)
        assert all(part is None or isinstance(part, int | str | bool | DealerStep) for part in parts), name
        values[name] = value  # type: ignore[assignment]
    return (Explanation(f"duty.{kind}", values),)


_SKILL_OF_DUE = {BringIn: "bring_in", FirstToAct: "first_to_act"}


def _announcement_why(
    procedure: Procedure, step: DealerStep, fact: Fact | None, explain: Explain
) -> tuple[Explanation, ...]:
    hand = procedure.hand
    said = step.announcement
    found: list[Explanation] = []
    skill = _SKILL_OF_DUE.get(type(said))
    if skill is not None and any(isinstance(due.announcement, type(said)) for due in procedure.expected()):
        explanation = explain(skill, hand)
        if explanation is not None:
            found.append(explanation)
    if isinstance(said, PossibleDraw) and fact is not None and fact[0] == "not_a_draw":
        return ()  # the diagnosis says why the board is no such draw (R9.6)
    seat = getattr(said, "seat", None)
    # The call due now, where it is a seat's: that seat's board decides, not the one named.
    due = next((d.announcement for d in procedure.expected() if d.kind is StepKind.ANNOUNCE), None)
    due_seat = getattr(due, "seat", None)
    if not found and isinstance(due_seat, int) and due_seat != seat and due_seat in set(hand.seats):
        up = tuple(card for card in hand.player(due_seat).up if card is not None)
        found.append(Explanation("duty.board_due", {"seat": due_seat, "cards": up}))
    elif not found and isinstance(seat, int) and seat in set(hand.seats):
        player = hand.player(seat)
        if player.folded:
            found.append(Explanation("duty.folded", {"seat": seat}))
        else:
            up = tuple(card for card in player.up if card is not None)
            found.append(Explanation("duty.board", {"seat": seat, "cards": up}))
    return tuple(found)
