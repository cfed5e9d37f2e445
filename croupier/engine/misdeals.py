"""The misdeals of R10.4 beyond the first card to the wrong seat, and the hands of the wrong size of
R10.10, on a live hand: when each can happen (the finders), the mistake made (the makers) and the
rulings carried out that are theirs. ``table_incidents`` merges them into its tables; they read
only the hand (the table comes as to every finder), so this module never imports ``table_incidents``.

- Two or more **boxed cards** (face up in the deck) found while dealing: a misdeal before
  substantial action; after it they are set aside and the hand is played out.
- Two **extra cards** in the starting hands (one extra card is R10.5's burn): a misdeal.
- A **wrong number of cards** to a player in the initial deal: a misdeal, except that the top card
  may be dealt to the player who is short if it goes to them in proper sequence (the last door card
  of the deal not yet given).
- A card dealt **out of sequence** (to the seat after the one due): a misdeal before substantial
  action; after it the card stays and the seat passed over gets the next one.
- A card dealt to an **empty seat**, and an entitled player **dealt out**: the initial deal only,
  always before substantial action, so a misdeal.
- A hand of the **wrong size** at showdown (R10.10): more than seven cards or fewer than six is
  dead; a hand missing only its final card is ruled live.

*Substantial action* in stud (R10.4, WSOP-LA §105): two players after the forced bet have acted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from croupier.engine.dealing import Phase
from croupier.engine.events import (
    ActionTaken,
    CardBurned,
    CardDealt,
    HandRedealt,
    IncidentOccurred,
    IncidentRuled,
)
from croupier.engine.incidents import Incident, IncidentKind, RulingKind
from croupier.engine.steps import DealDue

if TYPE_CHECKING:
    from croupier.engine.hand import Hand

__all__ = [
    "APPLY",
    "CHANGES_UP",
    "FINDERS",
    "MAKERS",
    "TABLE_SEATS",
    "last_dealt",
    "redealt_at",
    "street_unacted",
    "substantial",
]

_K = IncidentKind
_R = RulingKind

TABLE_SEATS = 8
"""The seats of a stud table: with fewer players some are empty."""

Options = Mapping[str, object]


def redealt_at(hand: Hand) -> int:
    """Where this deal's events begin: after the last re-deal, else at the start."""
    events = hand.events
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], HandRedealt):
            return index + 1
    return 0


def last_dealt(hand: Hand) -> CardDealt | None:
    """The card just dealt, when the latest events are its deal (and what it triggered)."""
    for event in reversed(hand.events):
        if isinstance(event, CardDealt):
            return event
        if isinstance(event, ActionTaken | CardBurned | IncidentOccurred | IncidentRuled | HandRedealt):
            return None
    return None


def street_unacted(hand: Hand) -> bool:
    """3rd street's betting has begun and nobody has acted yet."""
    if hand.phase is not Phase.BETTING or hand.street != 3:
        return False
    return not any(isinstance(event, ActionTaken) for event in hand.events[redealt_at(hand) :])


def substantial(hand: Hand) -> bool:
    """Two players after the forced bet have acted (in this deal, since any re-deal)."""
    actions = [e for e in hand.events[redealt_at(hand) :] if isinstance(e, ActionTaken)]
    return len(actions) >= 3


def _cards_still_needed(hand: Hand) -> int:
    """The cards the rest of the deal takes through Sixth Street, burns included (R6.4: those streets
    never run short, so a card taken out of play must leave enough)."""
    due = sum(isinstance(step, DealDue) for step in hand._plan)
    later = max(0, 6 - hand.street) * (len(hand.live_seats) + 1)
    return due + later


def _after_card(hand: Hand) -> DealDue | None:
    """While dealing, just after a card (or a street's burn): the next card due, else None."""
    step = hand.next_step()
    if hand.phase is not Phase.DEALING or not isinstance(step, DealDue):
        return None
    last = hand.events[-1] if hand.events else None
    if last_dealt(hand) is None and not (isinstance(last, CardBurned) and last.street >= 4):
        return None
    return step


# ----------------------------------------------------------------------------------- finders


def _seats_boxed(table: object, hand: Hand) -> list[int]:
    step = _after_card(hand)
    if step is None or step.street > 6 or hand.stub_size - 2 < _cards_still_needed(hand):
        return []
    return [step.seat]


def _seats_extra_cards(table: object, hand: Hand) -> list[int]:
    if not street_unacted(hand) or hand.stub_size <= 30 or len(hand.live_seats) < 2:
        return []
    return list(hand.live_seats)


def _seats_short(table: object, hand: Hand) -> list[int]:
    step = hand.next_step()
    if hand.phase is not Phase.DEALING or hand.street != 3 or not isinstance(step, DealDue):
        return []
    if not step.face_up:
        return []
    if len(hand._plan) == 1:  # the last door card of the deal: it goes to its player in sequence
        return [step.seat]
    if all(len(p.down) == 2 and not p.up for p in hand.players if p.active):
        return [p.seat for p in hand.players if p.active]  # the door cards begin: one was short
    return []


def _seats_out_of_sequence(table: object, hand: Hand) -> list[int]:
    step = _after_card(hand)
    plan = hand._plan
    if step is None or len(plan) < 2:
        return []
    second = plan[1]
    if not isinstance(second, DealDue) or second.street != step.street:
        return []
    return [second.seat]


def _seats_empty_seat(table: object, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    if len(hand.players) >= TABLE_SEATS or dealt is None or dealt.street != 3 or hand.stub_size <= 30:
        return []
    return [dealt.seat] if isinstance(hand.next_step(), DealDue) else []


def _seats_dealt_out(table: object, hand: Hand) -> list[int]:
    if not street_unacted(hand):
        return []
    return [p.seat for p in hand.players if p.active and p.seat != hand.bring_in_seat]


def _seats_hand_size(table: object, hand: Hand) -> list[int]:
    if hand.phase is not Phase.SHOWDOWN or hand.community is not None or not hand._show_queue:
        return []
    seat = hand._show_queue[0]
    player = hand.player(seat)
    cards = [*player.down, *player.up]
    if not hand.can_muck(seat) or len(cards) != 7 or None in cards:
        return []
    return [seat]


# ----------------------------------------------------------------------------------- makers


def _make_boxed(table: object, hand: Hand, seat: int, options: Options) -> Incident:
    boxed = [hand._deck.draw(), hand._deck.draw()]
    hand._stub -= 2
    hand.mucked_cards.extend(boxed)  # set aside, out of play
    facts = {"substantial": substantial(hand), "second": str(boxed[1])}
    return Incident(_K.BOXED_CARDS, hand.street, seat, boxed[0], facts=facts)


def _make_extra_cards(table: object, hand: Hand, seat: int, options: Options) -> Incident:
    live = hand.live_seats
    other = live[(live.index(seat) + 1) % len(live)]
    for who in (seat, other):
        hand.player(who).down.append(hand._deck.draw())
        hand._stub -= 1
    return Incident(_K.EXTRA_CARDS, 3, seat, facts={"also": other})


def _make_short(table: object, hand: Hand, seat: int, options: Options) -> Incident:
    step = hand.next_step()
    in_sequence = isinstance(step, DealDue) and len(hand._plan) == 1 and step.seat == seat
    if not in_sequence:  # passed over in the first round: its first card is still on the stub
        player = hand.player(seat)
        card = player.down.pop(0)
        assert card is not None
        hand._deck.put_on_top([card])
        hand._stub += 1
    return Incident(_K.WRONG_CARD_COUNT, 3, seat, facts={"in_sequence": in_sequence})


def _make_out_of_sequence(table: object, hand: Hand, seat: int, options: Options) -> Incident:
    plan = hand._plan
    due = plan[0]
    step = plan.pop(1)
    assert isinstance(due, DealDue)
    assert isinstance(step, DealDue)
    card = hand._deck.draw()
    hand._stub -= 1
    player = hand.player(seat)
    (player.up if step.face_up else player.down).append(card)
    hand.events.append(CardDealt(street=step.street, seat=seat, card=card, face_up=step.face_up))
    facts = {"substantial": substantial(hand), "skipped": due.seat, "up": step.face_up}
    return Incident(_K.OUT_OF_SEQUENCE, step.street, seat, card if step.face_up else None, facts=facts)


def _make_empty_seat(table: object, hand: Hand, seat: int, options: Options) -> Incident:
    card = hand._deck.draw()
    hand._stub -= 1
    hand.mucked_cards.append(card)  # it lies at the empty seat, out of play
    return Incident(_K.CARD_TO_EMPTY_SEAT, 3, seat, facts={"after": seat})


def _make_dealt_out(table: object, hand: Hand, seat: int, options: Options) -> Incident:
    player = hand.player(seat)
    cards = [card for card in (*player.down, *player.up) if card is not None]
    hand._deck.put_on_top(cards)  # never dealt: still on the stub
    hand._stub += len(cards)
    player.down.clear()
    player.up.clear()
    return Incident(_K.PLAYER_DEALT_OUT, 3, seat)


def _make_hand_size(table: object, hand: Hand, seat: int, options: Options) -> Incident:
    player = hand.player(seat)
    sizes = (8, 6, 5)
    size = int(str(options.get("size", sizes[len(hand.events) % 3])))
    if size == 8 and hand.stub_size < 1:
        size = 6
    if size == 8:  # two Seventh Street cards came off together
        player.down.append(hand._deck.draw())
        hand._stub -= 1
    elif size == 6:  # its final card was never dealt
        card = player.down.pop()
        assert card is not None
        hand._deck.put_on_top([card])
        hand._stub += 1
    else:  # two of its cards went into the muck
        hand.mucked_cards.extend([player.down.pop(), player.up.pop()])
    return Incident(_K.WRONG_HAND_SIZE, 7, seat, facts={"cards": size})


# ----------------------------------------------------------------------------------- rulings


def _nothing(table: object, hand: Hand, incident: Incident) -> None:
    return


def _kill(table: object, hand: Hand, incident: Incident) -> None:
    hand.muck(incident.seat)


Finder = Callable[[object, "Hand"], list[int]]
Maker = Callable[[object, "Hand", int, Options], Incident]

FINDERS: Mapping[IncidentKind, Finder] = {
    _K.BOXED_CARDS: _seats_boxed,
    _K.EXTRA_CARDS: _seats_extra_cards,
    _K.WRONG_CARD_COUNT: _seats_short,
    _K.OUT_OF_SEQUENCE: _seats_out_of_sequence,
    _K.CARD_TO_EMPTY_SEAT: _seats_empty_seat,
    _K.PLAYER_DEALT_OUT: _seats_dealt_out,
    _K.WRONG_HAND_SIZE: _seats_hand_size,
}

MAKERS: Mapping[IncidentKind, Maker] = {
    _K.BOXED_CARDS: _make_boxed,
    _K.EXTRA_CARDS: _make_extra_cards,
    _K.WRONG_CARD_COUNT: _make_short,
    _K.OUT_OF_SEQUENCE: _make_out_of_sequence,
    _K.CARD_TO_EMPTY_SEAT: _make_empty_seat,
    _K.PLAYER_DEALT_OUT: _make_dealt_out,
    _K.WRONG_HAND_SIZE: _make_hand_size,
}

APPLY: Mapping[RulingKind, Callable[[object, Hand, Incident], None]] = {
    _R.DEAL_MISSING: _nothing,  # the top card is the one due to the player next: dealt as usual
    _R.HAND_DEAD: _kill,
    _R.HAND_LIVE: _nothing,
}

CHANGES_UP = frozenset({_K.OUT_OF_SEQUENCE, _K.PLAYER_DEALT_OUT, _K.WRONG_HAND_SIZE})
"""The incidents that change a seat's upcards without a card dealt (the log carries the new ones)."""
