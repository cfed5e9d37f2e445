"""The hand's checklist without its widget: the milestones (a line each, marked done, now, to come
or skipped), which milestone a duty belongs to, and what was done at each — every duty performed,
with the cards it put on the table as the engine recorded them, and every wrong answer with its
verdict — gathered into the lines the checklist reads ("Dealt Fifth Street: seat 3 7♥ …"). No Qt.

>>> from croupier.engine.cards import Card
>>> from croupier.engine.events import CardDealt
>>> def dealt(seat, card):
...     step = DealerStep.deal(seat, face_up=True, street=5)
...     return Done(step, True, (CardDealt(5, seat, Card.parse(card), True),))
>>> deals = [dealt(1, "7h"), dealt(3, "Kd")]
>>> [(line.kind.name, line.up_cards) for line in lines_of([Done(DealerStep.burn(5), True), *deals])]
[('BURN', ()), ('DEAL', ((1, Card.parse('7h')), (3, Card.parse('Kd'))))]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import NamedTuple

from croupier.engine.cards import Card
from croupier.engine.events import CardDealt, CommunityCardDealt, Event
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.procedure import ActionCall, AnteCall, BringIn, CommunityCard, DealerStep, LastCard, StepKind
from croupier.training.dealer_view import DealerView
from croupier.training.terms import Asked, Graded

__all__ = [
    "ChecklistRow",
    "Done",
    "Line",
    "LineKind",
    "Mark",
    "Milestone",
    "Missed",
    "ReplayPoint",
    "WalkState",
    "card_events",
    "checklist_rows",
    "lines_of",
    "milestone_now",
    "milestone_of",
]


class Milestone(Enum):
    """A line of the hand's checklist; ``street`` is None for the lines that are not a street's."""

    SHUFFLE = ("shuffle", None)
    ANTES = ("antes", None)
    CUT = ("cut", None)
    DEAL_3 = ("deal", 3)
    BRING_IN = ("bring_in", 3)
    BET_3 = ("bet", 3)
    DEAL_4 = ("deal", 4)
    BET_4 = ("bet", 4)
    DEAL_5 = ("deal", 5)
    BET_5 = ("bet", 5)
    DEAL_6 = ("deal", 6)
    BET_6 = ("bet", 6)
    DEAL_7 = ("deal", 7)
    BET_7 = ("bet", 7)
    SHOWDOWN = ("showdown", None)
    POT = ("pot", None)

    def __init__(self, part: str, street: int | None) -> None:
        self.part = part
        self.street = street


_MILESTONES = list(Milestone)


class Mark(Enum):
    """A checklist line's state: done ✓, now ►, still to come, or skipped (the hand ended first)."""

    DONE = "done"
    NOW = "now"
    TODO = "todo"
    SKIPPED = "skipped"


@dataclass(frozen=True, slots=True)
class Done:
    """A duty performed: by the trainee or for them, with the cards it dealt, burned or turned."""

    step: DealerStep
    by_trainee: bool
    events: tuple[Event, ...] = ()


class WalkState(NamedTuple):
    """What a duty changes in the walkthrough, copied (lists and dicts of frozen values): kept to
    take a duty back and at each replay point."""

    right: int
    asked: int
    by_trainee: list[bool]
    journal: list[tuple[Milestone, Done | Missed]]
    answered: tuple[int, set[Asked]]  # the question's key and what of it was answered
    view: DealerView
    chips: tuple[object, ...]  # ``ChipDuties.copy_state``'s


@dataclass(frozen=True, slots=True)
class ReplayPoint:
    """Where a hand can be dealt again from (the debrief's "Replay from here"): the moves made
    before it and the walkthrough's own state there (copies)."""

    moves: int
    state: WalkState


@dataclass(frozen=True, slots=True)
class Missed:
    """A wrong answer: a duty that was not due, or a question answered wrongly; ``replay`` is the
    place just before it, when the hand can be dealt again to there."""

    graded: Graded
    replay: ReplayPoint | None = None


class LineKind(Enum):
    """What a line of the checklist tells."""

    SHUFFLE = "shuffle"  # the shuffle steps, in order
    ANTE_CALL = "ante_call"  # "Antes, please"
    ANTES = "antes"  # the antes collected
    CUT = "cut"
    DEAL = "deal"  # a run of cards dealt on one street
    BURN = "burn"
    BRING_IN = "bring_in"
    ANNOUNCE = "announce"  # a pair, a draw, the high hand, the last card …
    CALLS = "calls"  # the trainee's calls of the action (Expert)
    GATHER = "gather"
    RETURN = "return"
    COUNT = "count"  # the stub counted before Seventh Street
    SCRAMBLE = "scramble"
    COMMUNITY = "community"
    REMOVE_CUT_CARD = "remove_cut_card"
    SHOWDOWN = "showdown"  # who shows first
    READ = "read"
    KILL = "kill"  # a run of hands killed
    PUSH = "push"
    MISTAKE = "mistake"


# Kinds whose consecutive steps make one line.
_RUNS = frozenset({LineKind.SHUFFLE, LineKind.ANTES, LineKind.DEAL, LineKind.KILL, LineKind.CALLS})


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the checklist: ``steps`` done (or the ``graded`` wrong answer), with the cards the
    deal put out (seat, card, face up) and the street."""

    kind: LineKind
    steps: tuple[DealerStep, ...] = ()
    cards: tuple[tuple[int, Card | None, bool], ...] = ()
    street: int | None = None
    by_trainee: bool = True
    graded: Graded | None = None

    @property
    def up_cards(self) -> tuple[tuple[int, Card], ...]:
        """The cards dealt face up, by seat, in the order dealt (the dealer sees no hole card)."""
        return tuple((seat, card) for seat, card, up in self.cards if up and card is not None)

    @property
    def seats(self) -> tuple[int, ...]:
        """The seats the steps name, each once, in order."""
        seats = [seat for seat, _, _ in self.cards] or [step.seat for step in self.steps if step.seat]
        return tuple(dict.fromkeys(seats))

    @property
    def card(self) -> Card | None:
        """The one card turned (the community card)."""
        return self.cards[0][1] if self.cards else None


@dataclass(frozen=True, slots=True)
class ChecklistRow:
    """A milestone, its mark, and the lines of what was done at it so far."""

    milestone: Milestone
    mark: Mark
    lines: tuple[Line, ...] = ()


def checklist_rows(
    journal: Sequence[tuple[Milestone, Done | Missed]], now: Milestone | None, last_street: int
) -> list[ChecklistRow]:
    """Every line of the hand from its ``journal``: done before ``now`` (None: the hand is over and
    every duty done), skipped when the hand ended first (no street after ``last_street``, no
    showdown), to come after ``now``; each with the lines of what was done at it."""
    now_index = len(_MILESTONES) if now is None else _MILESTONES.index(now)
    reached = {milestone for milestone, entry in journal if isinstance(entry, Done)}
    entries: dict[Milestone, list[Done | Missed]] = {}
    for milestone, entry in journal:
        entries.setdefault(milestone, []).append(entry)
    rows = []
    for index, milestone in enumerate(_MILESTONES):
        if index < now_index:
            skipped = milestone.street is not None and milestone.street > last_street
            skipped = skipped or (milestone is Milestone.SHOWDOWN and milestone not in reached)
            mark = Mark.SKIPPED if skipped else Mark.DONE
        elif index == now_index:
            mark = Mark.NOW
        else:
            mark = Mark.TODO
        rows.append(ChecklistRow(milestone, mark, tuple(lines_of(entries.get(milestone, ())))))
    return rows


def milestone_of(step: DealerStep, hand: Hand) -> Milestone:
    """The checklist line ``step`` belongs to, while it is due in ``hand``."""
    kind = step.kind
    street = step.street or hand.street
    if kind is StepKind.SHUFFLE:
        return Milestone.SHUFFLE
    if kind is StepKind.COLLECT_ANTE or isinstance(step.announcement, AnteCall):
        return Milestone.ANTES
    if kind is StepKind.CUT:
        return Milestone.CUT
    if isinstance(step.announcement, BringIn):
        return Milestone.BRING_IN
    if kind in {StepKind.CALL_SHOWDOWN_ORDER, StepKind.READ_HAND}:
        return Milestone.SHOWDOWN
    if kind in {StepKind.KILL_HAND, StepKind.PUSH_POT}:
        return Milestone.POT
    if kind in {StepKind.GATHER, StepKind.RETURN_BET} or isinstance(step.announcement, ActionCall):
        if hand.is_complete and kind is StepKind.RETURN_BET:
            return Milestone.POT
        return Milestone[f"BET_{street}"]
    if kind in {
        StepKind.COUNT_STUB,
        StepKind.SCRAMBLE_STUB,
        StepKind.COMMUNITY_CARD,
        StepKind.REMOVE_CUT_CARD,
    }:
        return Milestone.DEAL_7
    if isinstance(step.announcement, LastCard | CommunityCard):
        return Milestone.DEAL_7
    # Burns, cards and the street's announcements (pairs, the high hand).
    return Milestone[f"DEAL_{street}"]


def milestone_now(expected: Sequence[DealerStep], hand: Hand) -> Milestone:
    """The checklist line ``hand`` is at, with the duties ``expected`` of the dealer now."""
    if expected:
        return milestone_of(expected[0], hand)
    step = hand.next_step()
    if isinstance(step, TurnDue):
        return Milestone[f"BET_{hand.street}"]
    if isinstance(step, ShowDue):
        return Milestone.SHOWDOWN
    return Milestone.POT


def card_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """The records of cards put on the table, out of a step's events."""
    return tuple(event for event in events if isinstance(event, CardDealt | CommunityCardDealt))


def lines_of(entries: Sequence[Done | Missed]) -> list[Line]:
    """The checklist lines of one milestone's entries, in order: runs of shuffle steps, antes, cards
    and kills make one line; the action called for the trainee is left out (it is the play)."""
    lines: list[Line] = []
    for entry in entries:
        if isinstance(entry, Missed):
            lines.append(Line(LineKind.MISTAKE, graded=entry.graded))
            continue
        step = entry.step
        kind = _kind_of(step)
        if kind is None or (kind is LineKind.CALLS and not entry.by_trainee):
            continue
        cards = _cards(entry.events)
        last = lines[-1] if lines else None
        if (
            last is not None
            and kind in _RUNS
            and last.kind is kind
            and last.by_trainee == entry.by_trainee
            and last.street == step.street
        ):
            lines[-1] = replace(last, steps=(*last.steps, step), cards=(*last.cards, *cards))
        else:
            lines.append(Line(kind, (step,), cards, step.street, entry.by_trainee))
    return lines


def _cards(events: Iterable[Event]) -> tuple[tuple[int, Card | None, bool], ...]:
    cards: list[tuple[int, Card | None, bool]] = []
    for event in events:
        if isinstance(event, CardDealt):
            cards.append((event.seat, event.card if event.face_up else None, event.face_up))
        elif isinstance(event, CommunityCardDealt):
            cards.append((0, event.card, True))
    return tuple(cards)


def _kind_of(step: DealerStep) -> LineKind | None:
    announcement = step.announcement
    if step.kind is StepKind.ANNOUNCE:
        if isinstance(announcement, AnteCall):
            return LineKind.ANTE_CALL
        if isinstance(announcement, BringIn):
            return LineKind.BRING_IN
        if isinstance(announcement, ActionCall):
            return LineKind.CALLS
        return LineKind.ANNOUNCE
    return {
        StepKind.SHUFFLE: LineKind.SHUFFLE,
        StepKind.COLLECT_ANTE: LineKind.ANTES,
        StepKind.CUT: LineKind.CUT,
        StepKind.DEAL: LineKind.DEAL,
        StepKind.BURN: LineKind.BURN,
        StepKind.GATHER: LineKind.GATHER,
        StepKind.RETURN_BET: LineKind.RETURN,
        StepKind.COUNT_STUB: LineKind.COUNT,
        StepKind.SCRAMBLE_STUB: LineKind.SCRAMBLE,
        StepKind.COMMUNITY_CARD: LineKind.COMMUNITY,
        StepKind.REMOVE_CUT_CARD: LineKind.REMOVE_CUT_CARD,
        StepKind.CALL_SHOWDOWN_ORDER: LineKind.SHOWDOWN,
        StepKind.READ_HAND: LineKind.READ,
        StepKind.KILL_HAND: LineKind.KILL,
        StepKind.PUSH_POT: LineKind.PUSH,
    }.get(step.kind)
