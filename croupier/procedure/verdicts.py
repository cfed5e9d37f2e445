"""Verdicts on a trainee's step: correct, or the flag, the rule behind it and why (RULES.md §3).

``Procedure.check`` matches the step against what is due; when it does not match, ``Diagnosis``
works out which duty was skipped or botched from the procedure's state at that moment.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from croupier.engine.errors import CroupierError
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.rules import HouseRules
from croupier.procedure.announcements import (
    ActionCall,
    Announcement,
    AnteCall,
    BringIn,
    CommunityCard,
    FirstToAct,
    LastCard,
    OpenPairOption,
    PossibleDraw,
    ShowdownReading,
    draw_shortfall,
)
from croupier.procedure.flags import Flag
from croupier.procedure.steps import DealerStep, StepKind

__all__ = ["RULE_OF_KIND", "Diagnosis", "Fact", "IllegalStepError", "Verdict", "announcement_rule"]

Fact = tuple[str, Mapping[str, object]]
"""Why a step is wrong, as data: a kind (``"to_act"``, ``"due"``, …) and its parameters (seats,
amounts, the step due), for the explanations to put in words."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """The answer to a trainee's step: correct, or the flag, its rule and why, with what was due."""

    correct: bool
    step: DealerStep
    expected: tuple[DealerStep, ...]
    flag: Flag | None = None
    rule: str | None = None
    explanation: str = ""
    fact: Fact | None = None  # why, as data: (kind, params) for the words of the quiz's "why"

    def __str__(self) -> str:
        if self.correct:
            return f"correct: {self.step}"
        return f"{self.flag.code if self.flag else 'wrong'} ({self.rule}): {self.explanation}"


class IllegalStepError(CroupierError):
    """``perform`` was given a step that is not due; ``verdict`` says what was and why."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(str(verdict))
        self.verdict = verdict


def announcement_rule(announcement: Announcement, street: int | None) -> str:
    """The rule of RULES.md §2.9 that makes ``announcement`` due."""
    by_street = {4: "R9.2", 5: "R9.3", 6: "R9.4", 7: "R9.5"}
    if isinstance(announcement, AnteCall):
        return "R2.4"
    if isinstance(announcement, (BringIn, ActionCall)):
        return "R9.1"
    if isinstance(announcement, OpenPairOption):
        return "R9.2"
    if isinstance(announcement, (LastCard, CommunityCard)):
        return "R9.5"
    if isinstance(announcement, ShowdownReading):
        return "R9.7"
    if isinstance(announcement, PossibleDraw):
        return "R9.4"
    return by_street.get(street or 0, "R9.2")


def _fact(kind: str, **params: object) -> Fact:
    return kind, params


# What is missing when the trainee does something else while this kind of duty is due.
_MISSING: dict[StepKind, Flag] = {
    StepKind.SHUFFLE: Flag.WRONG_SHUFFLE_STEP,
    StepKind.COLLECT_ANTE: Flag.SKIPPED_ANTE,
    StepKind.CUT: Flag.CUT_SKIPPED,
    StepKind.BURN: Flag.MISSING_BURN,
    StepKind.ANNOUNCE: Flag.MISSING_ANNOUNCEMENT,
    StepKind.GATHER: Flag.MISSING_GATHER,
    StepKind.RETURN_BET: Flag.MISSING_RETURN,
    StepKind.COUNT_STUB: Flag.MISSING_SUPPLY_CHECK,
    StepKind.SCRAMBLE_STUB: Flag.WRONG_RUNOUT,
    StepKind.COMMUNITY_CARD: Flag.WRONG_RUNOUT,
    StepKind.REMOVE_CUT_CARD: Flag.CUT_CARD_NOT_REMOVED,
    StepKind.CALL_SHOWDOWN_ORDER: Flag.WRONG_SHOWDOWN_ORDER,
    StepKind.READ_HAND: Flag.MISSING_ANNOUNCEMENT,
    StepKind.KILL_HAND: Flag.KILL_BEFORE_PUSH,
    StepKind.PUSH_POT: Flag.OUT_OF_ORDER,
    StepKind.DEAL: Flag.OUT_OF_ORDER,
}
RULE_OF_KIND: dict[StepKind, str] = {  # the rule behind each kind of duty (the drills cite it too)
    StepKind.SHUFFLE: "R2.2",
    StepKind.COLLECT_ANTE: "R2.4",
    StepKind.CUT: "R2.4",
    StepKind.DEAL: "R1.3",
    StepKind.BURN: "R6.2",
    StepKind.GATHER: "R9.1",
    StepKind.RETURN_BET: "R8.7",
    StepKind.COUNT_STUB: "R6.5",
    StepKind.SCRAMBLE_STUB: "R6.5",
    StepKind.COMMUNITY_CARD: "R6.6",
    StepKind.REMOVE_CUT_CARD: "R2.6",
    StepKind.CALL_SHOWDOWN_ORDER: "R8.1",
    StepKind.READ_HAND: "R9.7",
    StepKind.KILL_HAND: "R8.4",
    StepKind.PUSH_POT: "R8.4",  # a split is R8.5, an odd chip R8.6 (the drills say which)
}
_CARD_KINDS = frozenset({StepKind.DEAL, StepKind.BURN, StepKind.COMMUNITY_CARD, StepKind.SCRAMBLE_STUB})


@dataclass(frozen=True, slots=True)
class Diagnosis:
    """What the procedure knows when a step is wrong: the hand, the house rules, the duties still
    open after the current one (``later``), the winners once known, and whether every ante is in."""

    hand: Hand
    rules: HouseRules
    later: Sequence[Sequence[DealerStep]]
    winners: frozenset[int]
    antes_in: bool

    def diagnose(self, step: DealerStep, expected: tuple[DealerStep, ...]) -> tuple[Flag, str, str, Fact]:
        """The flag, rule, reason and its fact for a step that is not among ``expected``."""
        kind = step.kind
        if not expected:
            if self.hand.is_complete:
                return Flag.HAND_OVER, Flag.HAND_OVER.rule, "the hand is over", _fact("hand_over")
            seat = self.hand.next_step()
            # Nothing due and the hand not over: a player is to act or show (else only defensive).
            actor = seat.seat if isinstance(seat, (TurnDue, ShowDue)) else None  # pragma: no mutate
            who = f"seat {actor}" if actor is not None else "a player"  # pragma: no mutate (as above)
            if kind in _CARD_KINDS:
                why = _fact("to_act", seat=actor)
                return (
                    Flag.PREMATURE_CARD,
                    "R10.7",
                    f"{who} is still to act: no card before the betting ends",
                    why,
                )
            return (
                Flag.ACTION_PENDING,
                Flag.ACTION_PENDING.rule,
                f"{who} is to act",
                _fact("to_act", seat=actor),
            )
        head = expected[0]
        same = [due for due in expected if due.kind is kind]
        # A winner's cards stay until the push, whatever else is due (R8.4).
        if kind is StepKind.KILL_HAND and step.seat in self.winners and not self._is_kill_due(step):
            why = _fact("winner", seat=step.seat)
            return (
                Flag.WINNER_CARDS_REMOVED,
                "R8.4",
                f"seat {step.seat} wins: its cards stay until the push",
                why,
            )
        if kind in {StepKind.PUSH_POT, StepKind.GATHER} and head.kind is StepKind.KILL_HAND:
            why = _fact("kill_first", seat=head.seat)
            return Flag.KILL_BEFORE_PUSH, "R8.4", "kill every losing hand before the pot is pushed", why
        if same:
            return self._diagnose_same_kind(step, same)
        if kind is StepKind.ANNOUNCE and head.kind is StepKind.READ_HAND:
            return (
                Flag.MISSING_ANNOUNCEMENT,
                "R9.7",
                f"read seat {head.seat}'s hand first",
                _fact("due", step=head),
            )
        if kind is StepKind.BURN:
            if self.hand.street == 3 and not self.rules.burn_before_third_street:
                return (
                    Flag.BURN_NOT_ALLOWED,
                    "R6.1",
                    "no card is burned before 3rd street",
                    _fact("no_burn_third"),
                )
            if head.kind is StepKind.DEAL:
                why = _fact("burned", step=head)
                return Flag.BURN_NOT_ALLOWED, "R10.6", "this street's card is already burned", why
        if (
            kind is StepKind.DEAL
            and head.kind in {StepKind.SHUFFLE, StepKind.ANNOUNCE}
            and (not self.antes_in)
        ):
            return (
                Flag.SKIPPED_ANTE,
                "R2.4",
                "collect every ante before the deal",
                _fact("antes_first", step=head),
            )
        if kind is StepKind.CUT and not self.antes_in:
            if head.kind is StepKind.SHUFFLE:
                why = self._shuffle_fact(head)
                return Flag.WRONG_SHUFFLE_STEP, "R2.2", f"the shuffle goes on: {head.shuffle}", why
            return (
                Flag.SKIPPED_ANTE,
                "R2.4",
                "collect every ante before the cut",
                _fact("antes_first", step=head),
            )
        flag = _MISSING.get(head.kind, Flag.OUT_OF_ORDER)  # pragma: no mutate (every kind has a flag)
        rule = self._rule_of(head)
        if flag is Flag.MISSING_BURN and kind is not StepKind.DEAL and kind is not StepKind.COMMUNITY_CARD:
            flag = Flag.OUT_OF_ORDER
        return flag, rule, f"{step} is not due now", _fact("due", step=head)

    def _shuffle_fact(self, due: DealerStep) -> Fact:
        """The house's shuffle in its order (R2.2), and the step due in it."""
        order = tuple(DealerStep.shuffle_step(step) for step in self.rules.shuffle_steps)
        return _fact("shuffle_next", step=due, order=order)

    def _is_kill_due(self, step: DealerStep) -> bool:
        return any(due.matches(step) for group in self.later for due in group)

    def _rule_of(self, step: DealerStep) -> str:
        if step.announcement is not None:
            return announcement_rule(step.announcement, step.street)
        # Every kind but ANNOUNCE has a rule, and an announcement step always carries its announcement.
        return RULE_OF_KIND.get(step.kind, "§3")  # pragma: no mutate

    def _diagnose_same_kind(self, step: DealerStep, same: list[DealerStep]) -> tuple[Flag, str, str, Fact]:
        """The step is of a kind that is due, with the wrong data."""
        due = same[0]
        kind = step.kind
        if kind is StepKind.SHUFFLE:
            return (
                Flag.WRONG_SHUFFLE_STEP,
                "R2.2",
                f"the next shuffle step is {due.shuffle}",
                self._shuffle_fact(due),
            )
        if kind is StepKind.COLLECT_ANTE:
            return (
                Flag.OUT_OF_ORDER,
                "R3.1",
                f"seat {step.seat}'s ante is already in",
                _fact("ante_in", seat=step.seat),
            )
        if kind is StepKind.DEAL:
            if step.seat != due.seat:
                first = min(self.hand.live_seats, default=1)  # pragma: no mutate (cards go to live seats)
                why = _fact("deal_to", seat=due.seat, first=first)
                return Flag.WRONG_DEAL_ORDER, "R1.3", f"the next card goes to seat {due.seat}", why
            face = "up" if due.face_up else "down"
            why = _fact("face", up=bool(due.face_up), street=self.hand.street)
            return Flag.WRONG_FACE, "R1.4", f"this card is dealt face {face}", why
        if kind is StepKind.ANNOUNCE:
            return self._diagnose_announcement(step, same)
        if kind is StepKind.COUNT_STUB:
            live = len(self.hand.live_seats)
            why = _fact("count", stub=self.hand.stub_size, need=live + 2, players=live, step=due)
            return Flag.WRONG_RUNOUT, "R6.5", f"the count says {due.outcome}", why
        if kind is StepKind.CALL_SHOWDOWN_ORDER:
            return Flag.WRONG_SHOWDOWN_ORDER, "R8.1", f"seat {due.seat} shows first", _fact("due", step=due)
        if kind is StepKind.READ_HAND:
            why = _fact("due", step=due)
            return Flag.WRONG_ANNOUNCEMENT, "R9.7", f"seat {due.seat}'s hand reads {due.announcement}", why
        if kind is StepKind.KILL_HAND:
            why = _fact("not_beaten", seat=step.seat)
            return Flag.OUT_OF_ORDER, "R8.4", f"seat {step.seat}'s hand is not one to kill", why
        if kind is StepKind.PUSH_POT:
            if any(d.pot == step.pot and d.half == step.half for d in same):
                # One push is due at a time (each its own group), so no change here could show.
                right = next(d for d in same if (d.pot, d.half) == (step.pot, step.half))  # pragma: no mutate
                return Flag.WRONG_POT_SPLIT, "R8.5", f"this pot goes {right.shares}", _fact("due", step=right)
            why = _fact("side_first", step=due)
            return Flag.WRONG_POT_ORDER, "R8.6e", f"push pot {due.pot} ({due.half}) first", why
        if kind is StepKind.RETURN_BET:
            why = _fact("uncalled", seat=due.seat, amount=due.amount)
            return Flag.MISSING_RETURN, "R8.7", f"return {due.amount} to seat {due.seat}", why
        # Unreached: the kinds left (cut, burn, gather, scramble, community card, cut card) carry no
        # data to compare, so a step of a due kind among them matches it and is never diagnosed.
        why = _fact("due", step=due)  # pragma: no mutate
        return Flag.OUT_OF_ORDER, self._rule_of(due), f"{step} is not due now", why  # pragma: no mutate

    def _diagnose_announcement(self, step: DealerStep, same: list[DealerStep]) -> tuple[Flag, str, str, Fact]:
        said = step.announcement
        kinds = type(said)
        if isinstance(said, PossibleDraw) and 1 <= said.seat <= len(self.hand.players):
            board = [card for card in self.hand.player(said.seat).up if card is not None]
            short = draw_shortfall(board, said.draw, self.rules.draw_definition)
            if short is not None:  # no such draw by R9.6's definition
                fact = _fact(
                    "not_a_draw",
                    seat=said.seat,
                    cards=tuple(str(card) for card in board),
                    draw=said.draw.value,
                    why=short,
                )
                return Flag.WRONG_ANNOUNCEMENT, "R9.6", f"seat {said.seat} shows no {said.draw.value}", fact
        alike = [due for due in same if isinstance(due.announcement, kinds)]
        if isinstance(said, BringIn):
            due_bring_in = [due.announcement for due in alike]
            if due_bring_in:
                right = due_bring_in[0]
                assert isinstance(right, BringIn)
                rule = "R3.3" if self.hand.variant.low_board_acts_first else "R3.2"
                why = _fact("due", step=alike[0])
                return (
                    Flag.WRONG_BRING_IN,
                    rule,
                    f"{right.card} brings it in, not {said.card} (then R3.10)",
                    why,
                )
        if not alike and any(isinstance(due.announcement, kinds) for group in self.later for due in group):
            due = same[0]
            rule = self._rule_of(due)
            return (
                Flag.MISSING_ANNOUNCEMENT,
                rule,
                f"first announce {due.announcement}",
                _fact("due", step=due),
            )
        due = alike[0] if alike else same[0]
        rule = self._rule_of(due)
        if isinstance(said, FirstToAct) and isinstance(due.announcement, FirstToAct):
            # Who acts first is decided by the boards (R5.2, razz R5.3), not by the calls' rule.
            rule = "R5.3" if self.hand.variant.low_board_acts_first else "R5.2"
        why = _fact("due", step=due)
        return Flag.WRONG_ANNOUNCEMENT, rule, f"{said} does not fit: due is {due.announcement}", why
