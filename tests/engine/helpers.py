"""Helpers for the RULES.md example tests: stack a deck, deal a hand, script the betting.

A stacked deck follows the deal order of R1.3: pass 1 (down) to seats 1..N, pass 2 (down), pass 3
(up, the door card); then for each later street one burn card and one card per live seat in seat
order. Cards the example does not name (hole cards, burns) are filled in from the cards it does not
use, lowest first.

A script of actions reads like the examples of RULES.md §5::

    act(hand, "S1 bring-in 10, S2 complete 20, S3 raise 40, S4 call, S1 fold")

Each step checks that the named seat is the one to act and that the engine records the named action
(and, when given, the amount: the chips added for a call or bring-in, the street total for complete,
bet and raise).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from croupier.engine.cards import CARDS, Card, Deck, parse_cards
from croupier.engine.events import ActionKind, ActionTaken, Event, PotAwarded, StreetOpened
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.rules import STUD, HouseRules, Stakes, Variant
from croupier.engine.table_incidents import TableIncidents

DEEP = 1000

_VERBS = {
    "bring-in": ActionKind.BRING_IN,
    "complete": ActionKind.COMPLETE,
    "bet": ActionKind.BET,
    "raise": ActionKind.RAISE,
    "call": ActionKind.CALL,
    "check": ActionKind.CHECK,
    "fold": ActionKind.FOLD,
}


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def card(text: str) -> Card:
    (one,) = parse_cards(text)
    return one


def stacked_top(
    n: int,
    doors: str,
    *,
    holes: Mapping[int, str] | None = None,
    streets: Sequence[str] = (),
    burns: Sequence[str | None] = (),
    spare_first: str = "",
) -> list[Card]:
    """The top of the deck for a hand of ``n`` seats (see the module docstring).

    ``doors``: the n door cards, seat 1 first. ``holes``: {seat: two down cards}. ``streets``: for
    4th, 5th, 6th (and 7th) street, the cards of the live seats in seat order. ``burns``: the burn
    card before each of those streets (None or missing: a filler card). ``spare_first``: cards to use
    first as filler (to keep low cards out of filler hole cards, for instance).
    """
    door_cards = parse_cards(doors)
    assert len(door_cards) == n, f"{n} seats need {n} door cards, got {len(door_cards)}"
    hole_cards = {seat: parse_cards(text) for seat, text in (holes or {}).items()}
    assert all(len(pair) == 2 for pair in hole_cards.values()), "each seat gets two hole cards"
    street_cards = [parse_cards(text) for text in streets]
    burn_cards = [None if text is None else card(text) for text in burns]
    named = [*door_cards, *street_cards]
    used = set(door_cards)
    for group in [*hole_cards.values(), *street_cards]:
        used.update(group)
    used.update(burn for burn in burn_cards if burn is not None)
    assert len(used) == len(door_cards) + sum(map(len, hole_cards.values())) + sum(
        map(len, street_cards)
    ) + sum(burn is not None for burn in burn_cards), f"a card is named twice in {named}"
    preferred = [c for c in parse_cards(spare_first) if c not in used]
    spare = iter([*preferred, *(c for c in CARDS if c not in used and c not in preferred)])
    top: list[Card] = [
        hole_cards[seat][index] if seat in hole_cards else next(spare)
        for index in (0, 1)
        for seat in range(1, n + 1)
    ]
    top.extend(door_cards)
    for index, group in enumerate(street_cards):
        burn = burn_cards[index] if index < len(burn_cards) else None
        top.append(burn if burn is not None else next(spare))
        top.extend(group)
    return top


def stacked_deck(n: int, doors: str, **kwargs: object) -> Deck:
    """A full deck whose top is ``stacked_top(n, doors, **kwargs)``; the other cards follow."""
    return Deck(top=stacked_top(n, doors, **kwargs))  # type: ignore[arg-type]


def deal(
    variant: Variant = STUD,
    doors: str = "",
    *,
    stacks: Sequence[int] | None = None,
    rules: HouseRules | None = None,
    stakes: Stakes | None = None,
    run: bool = True,
    **deck_kwargs: object,
) -> Hand:
    """A hand with a stacked deck, dealt up to the first player decision (unless ``run`` is false)."""
    n = len(parse_cards(doors))
    hand = Hand(
        variant,
        stakes or Stakes(5, 10, 20, 40),
        list(stacks) if stacks is not None else [DEEP] * n,
        rules,
        deck=stacked_deck(n, doors, **deck_kwargs),
    )
    if run:
        hand.run_dealer()
    return hand


def act(hand: Hand, script: str) -> list[ActionTaken]:
    """Play a comma-separated script such as ``"S1 bring-in, S2 complete 20, S3 call 20"``.

    The dealer's steps between actions (burns, deals) are run automatically.
    """
    taken = []
    for raw in script.split(","):
        words = raw.split()
        if not words:
            continue
        assert words[0].startswith("S"), f"{raw!r}: start with the seat, such as S3"
        seat = int(words[0][1:])
        verb = words[1]
        amount = int(words[2]) if len(words) > 2 else None
        hand.run_dealer()
        assert hand.actor == seat, f"{raw.strip()!r}: seat {hand.actor} is to act, not seat {seat}"
        kind = _VERBS[verb]
        if kind is ActionKind.FOLD:
            event = hand.fold(seat)
        elif kind in {ActionKind.CHECK, ActionKind.CALL}:
            event = hand.check_or_call(seat)
        elif kind is ActionKind.BRING_IN:
            event = hand.post_bring_in(seat)
        else:
            assert amount is not None, f"{raw!r}: say the total, such as 'raise 40'"
            event = hand.complete_bet_or_raise_to(amount, seat)
        assert event.kind is kind, f"{raw.strip()!r}: the engine recorded {event.kind}"
        if amount is not None:
            wager = kind in {ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE}
            got = event.to if wager else event.amount
            assert got == amount, f"{raw.strip()!r}: the engine recorded {got}"
        taken.append(event)
    hand.run_dealer()
    return taken


def passive(hand: Hand, until_street: int | None = None, *, stop_before_dealing: bool = False) -> None:
    """Everyone posts the bring-in, checks or calls, until ``until_street``'s betting (or the end).

    With ``stop_before_dealing`` it stops before the dealer's first step on ``until_street``.
    """
    while True:
        if stop_before_dealing and until_street is not None and hand.street >= until_street:
            return
        hand.run_dealer()
        step = hand.next_step()
        if step is None or isinstance(step, ShowDue):
            return
        assert isinstance(step, TurnDue)
        if until_street is not None and hand.street >= until_street:
            return
        if hand.legal_actions().bring_in is not None:
            hand.post_bring_in()
        else:
            hand.check_or_call()


def show_all(hand: Hand) -> None:
    """Everyone shows at the showdown, in the order the engine asks."""
    while isinstance(hand.next_step(), ShowDue):
        hand.show()


def of_type(events: Iterable[Event], kind: type) -> list:
    return [event for event in events if isinstance(event, kind)]


def opened(hand: Hand, street: int) -> StreetOpened:
    """The StreetOpened event of ``street``."""
    (event,) = [e for e in of_type(hand.events, StreetOpened) if e.street == street]
    return event


def awards(hand: Hand) -> list[tuple[int, str, int, dict[int, int]]]:
    """(pot number, half, amount, {seat: chips}) for every PotAwarded event."""
    return [
        (event.pot, event.half, event.amount, dict(event.shares))
        for event in of_type(hand.events, PotAwarded)
    ]


def whole(table: TableIncidents, total: int) -> None:
    """Chips conserved, every card once (an incident and its ruling lose or make nothing)."""
    assert table.chips == total
    cards = table.cards()
    assert len(cards) == len(set(cards)) == 52
