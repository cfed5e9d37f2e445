"""What the trainee sees of a question's position: what a dealer sees at the table, no more, no less.

Hole cards stay hidden except for the seats in ``Question.shown`` and the hands already tabled; the
stub and the burn pile are not counted out (counting them is what some questions ask). A question
asked at the dealer's showdown duties (``Question.procedure``) shows the table as the dealer has left
it: the engine settles the showdown at once, but a hand is killed and a pot pushed only when the
dealer does it, so the pot is still in the middle and the losers not yet killed still hold cards
(``settlement``).

>>> import random
>>> from croupier.drills.grading import generate
>>> view = table_view(generate("bring_in", random.Random(1)))
>>> view.street, all(len(seat.up) == 1 for seat in view.seats)
(3, True)
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace

from croupier.drills.facts import shown_street, street_actions
from croupier.drills.model import Question
from croupier.engine.cards import Card
from croupier.engine.events import (
    ActionTaken,
    BetsGathered,
    CardDealt,
    HandKilled,
    PotAwarded,
    UncalledBetReturned,
)
from croupier.engine.hand import Hand
from croupier.engine.table_incidents import TableIncidents
from croupier.procedure.announcements import ActionCall, Announcement, CommunityCard, LastCard
from croupier.procedure.procedure import Procedure
from croupier.procedure.steps import DealerStep, StepKind

__all__ = ["SeatView", "Settlement", "TableView", "settlement", "table_view"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat: its upcards in order, its hole cards (None where hidden), chips and state.

    ``contributed`` is what the seat has put in this hand (antes included): a dealer keeps track of
    it when someone is all-in. ``killed``: the dealer has killed the hand; ``tabled``: the hand has
    been shown (its hole cards are face up).
    """

    seat: int
    up: tuple[Card | None, ...]  # None: a hand history's unknown upcard
    down: tuple[Card | None, ...]
    stack: int
    bet: int
    contributed: int
    folded: bool
    all_in: bool
    mucked: bool = False
    killed: bool = False
    tabled: bool = False


@dataclass(frozen=True, slots=True)
class TableView:
    """The table at the moment of the question. ``pot`` is the chips in the middle (bets in front of
    the players not included, pots not yet pushed included); ``street`` is the last street dealt;
    ``said`` the announcements the dealer has made since the last card came out or the last player
    acted; ``done`` the duties the table cannot show: the shuffle and the antes before the first
    card, the call of the order, the readings, kills and pushes at the showdown."""

    variant: str
    street: int
    pot: int
    seats: tuple[SeatView, ...]
    community: Card | None
    actions: tuple[ActionTaken, ...]  # this street's actions so far, oldest first
    profile: str
    stakes: tuple[int, int, int, int] = (0, 0, 0, 0)  # ante, bring-in, small bet, big bet
    said: tuple[Announcement, ...] = field(default=())
    done: tuple[DealerStep, ...] = field(default=())
    burns: int = 0  # cards on the burn pile


@dataclass(frozen=True, slots=True)
class Settlement:
    """How far the dealer has settled what the engine settles at once: the hands killed, the chips
    pushed to and given back to each seat, and what the engine has already put back in each seat's
    stack that the dealer has not (``owed``: pots not yet pushed, uncalled bets not yet returned)."""

    killed: frozenset[int]
    pushed: dict[int, int]
    returned: dict[int, int]
    owed: dict[int, int]


def settlement(hand: Hand, procedure: Procedure | None) -> Settlement:
    """The dealer's settlement of ``hand`` so far: by ``procedure``'s steps when it runs the hand; a
    hand without one is settled as the engine has settled it."""
    awarded: dict[int, int] = {}
    uncalled: dict[int, int] = {}
    engine_killed: set[int] = set()
    for event in hand.events:
        if isinstance(event, PotAwarded):
            for seat, chips in event.shares:
                awarded[seat] = awarded.get(seat, 0) + chips
        elif isinstance(event, UncalledBetReturned):
            uncalled[event.seat] = max(uncalled.get(event.seat, 0), event.amount)
        elif isinstance(event, HandKilled):
            engine_killed.add(event.seat)
    if procedure is None:
        return Settlement(frozenset(engine_killed), awarded, uncalled, {})
    killed: set[int] = set()
    pushed: dict[int, int] = {}
    returned: dict[int, int] = {}
    for step in procedure.history:
        if step.kind is StepKind.KILL_HAND and step.seat is not None:
            killed.add(step.seat)
        elif step.kind is StepKind.PUSH_POT:
            for seat, chips in step.shares:
                pushed[seat] = pushed.get(seat, 0) + chips
        elif step.kind is StepKind.RETURN_BET and step.seat is not None:
            returned[step.seat] = returned.get(step.seat, 0) + (step.amount or 0)
    owed = {
        seat: max(0, awarded.get(seat, 0) - pushed.get(seat, 0))
        + max(0, uncalled.get(seat, 0) - returned.get(seat, 0))
        for seat in hand.seats
    }
    return Settlement(
        frozenset(killed), pushed, returned, {seat: chips for seat, chips in owed.items() if chips}
    )


def _unswept(hand: Hand, procedure: Procedure | None) -> dict[int, int] | None:
    """The bets still in front of the players while the dealer has not gathered them (the engine
    gathers a round's bets at once, the dealer when the gather is done); None when there are none."""
    if procedure is None or not any(
        step.kind in {StepKind.GATHER, StepKind.RETURN_BET} for step in procedure.expected()
    ):
        return None
    events = hand.events
    last = next((e for e in reversed(events) if isinstance(e, BetsGathered) and e.amount > 0), None)
    if last is None:
        return None
    bets: dict[int, int] = {}
    for event in events:
        if isinstance(event, ActionTaken) and event.street == last.street and event.to:
            bets[event.seat] = event.to
    for step in procedure.history[::-1]:
        if step.kind is StepKind.RETURN_BET and step.seat in bets:
            bets[step.seat] = max(0, bets[step.seat] - (step.amount or 0))
        elif step.kind is not StepKind.ANNOUNCE:
            break
    return bets


def _said(hand: Hand, procedure: Procedure | None) -> tuple[Announcement, ...]:
    """The announcements made since the last card came out or the last player acted: the street's
    calls before its betting began, or the call on the last action."""
    if procedure is None:
        return ()
    said: list[Announcement] = []
    for step in reversed(procedure.history):
        if step.kind is not StepKind.ANNOUNCE or step.announcement is None:
            break
        said.append(step.announcement)
    said.reverse()
    actions = street_actions(hand)
    if not actions:
        return tuple(said)
    # The procedure's history does not say which call came after which action: a street's own
    # calls (the pairs, the first to act) came before its betting, and only the call on the last
    # action can have been made since it.
    last = actions[-1]
    kept: list[Announcement] = []
    for item in reversed(said):
        if isinstance(item, ActionCall):
            if not kept and item.seat == last.seat:
                kept.append(item)
            break
        if isinstance(item, LastCard | CommunityCard):
            kept.append(item)
    return tuple(reversed(kept))


# The duties whose traces the table does not keep (a riffle, a count, a reading aloud): listed as
# done. Before the first card, every duty is.
_UNSEEN = frozenset(
    {
        StepKind.COUNT_STUB,
        StepKind.SCRAMBLE_STUB,
        StepKind.REMOVE_CUT_CARD,
        StepKind.RETURN_BET,
        StepKind.CALL_SHOWDOWN_ORDER,
        StepKind.READ_HAND,
        StepKind.KILL_HAND,
        StepKind.PUSH_POT,
    }
)


def _done(hand: Hand, procedure: Procedure | None) -> tuple[DealerStep, ...]:
    """The duties done that the table cannot show: everything before the first card (the shuffle,
    the call for the antes, the antes, the cut), and since the last gather the run-out's count,
    scramble and cut card and the showdown's call, readings, kills and pushes."""
    if procedure is None:
        return ()
    history = procedure.history
    if not any(isinstance(event, CardDealt) for event in hand.events):
        return tuple(history)
    start = next((i for i in range(len(history) - 1, -1, -1) if history[i].kind is StepKind.GATHER), 0)
    return tuple(step for step in history[start:] if step.kind in _UNSEEN)


def table_view(question: Question) -> TableView:
    """The dealer's view of ``question.position``. A question's words, picture and facts each ask
    for it (two dozen times a question): the last few made are kept, by the question itself."""
    with _VIEWS_LOCK:
        made = _VIEWS.get(question)
    if made is not None:
        return made
    made = _table_view(question)
    with _VIEWS_LOCK:
        _VIEWS[question] = made
        while len(_VIEWS) > _VIEWS_KEPT:
            del _VIEWS[next(iter(_VIEWS))]
    return made


# Questions are compared (and hashed) as themselves and never change: the current one, the next
# one made in a worker thread, and the review's.
_VIEWS: dict[Question, TableView] = {}
_VIEWS_KEPT = 8
_VIEWS_LOCK = threading.Lock()


def _table_view(question: Question) -> TableView:
    hand = question.position
    settled = settlement(hand, question.procedure)
    unswept = _unswept(hand, question.procedure)
    seats = []
    for player in hand.players:
        killed = player.seat in settled.killed
        tabled = (player.shown or player.seat in question.shown) and not killed
        stack = player.stack - settled.owed.get(player.seat, 0)
        seats.append(
            SeatView(
                seat=player.seat,
                up=tuple(player.up),
                down=tuple(card if tabled else None for card in player.down),
                stack=stack,
                bet=player.bet if unswept is None else unswept.get(player.seat, 0),
                contributed=player.contributed,
                folded=player.folded,
                # The engine has paid out already; at the table the seat is all-in until the push.
                all_in=player.all_in or (stack == 0 and not player.folded),
                mucked=player.mucked,
                killed=killed,
                tabled=tabled,
            )
        )
    if question.incidents is not None:  # an irregularity: the table as the mistake left it
        seats = [_as_left(seat, question.incidents) for seat in seats]
    # Every chip put in is in front of a player, in the middle, or pushed or given back.
    held = sum(question.incidents.held.values()) if question.incidents is not None else 0
    middle = (
        sum(player.contributed for player in hand.players)
        + held
        - sum(seat.bet for seat in seats)
        - sum(settled.pushed.values())
        - sum(settled.returned.values())
    )
    stakes = hand.stakes
    return TableView(
        variant=hand.variant.code,
        street=shown_street(hand),
        pot=max(0, middle),
        seats=tuple(seats),
        community=hand.community,
        actions=tuple(street_actions(hand)),
        profile=question.profile,
        stakes=(stakes.ante, stakes.bring_in, stakes.small_bet, stakes.big_bet),
        said=_said(hand, question.procedure),
        done=_done(hand, question.procedure),
        burns=len(hand.burns),
    )


def _as_left(seat: SeatView, incidents: TableIncidents) -> SeatView:
    """A seat as an incident left it, before the ruling: down cards lying face up, chips put out in
    front (held, still the player's), upcards turned face down (R10.10), the premature card beside
    it (after its upcards)."""
    number = seat.seat
    hand = incidents.hand
    down = seat.down
    exposed = incidents.exposed.get(number)
    if exposed:
        real = hand.player(number).down
        down = tuple(
            real[index] if index in exposed and index < len(real) else card for index, card in enumerate(down)
        )
    up = seat.up
    if number in incidents.dead_boards:
        up = (None,) * len(up)
    if incidents.premature is not None and incidents.premature[0] == number:
        up = (*up, incidents.premature[1])
    held = incidents.held.get(number, 0)
    return replace(seat, down=down, up=up, bet=seat.bet + held)
