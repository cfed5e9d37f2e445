"""Incidents on a live hand: the mistake made at the table (a card flashed, chips put out without a
word, a player acting out of turn) and the ruling carried out by the engine (the card re-dealt, the
chips given back or made the call they are, the misdeal re-shuffled), each an event of the hand's
log with its rule number (``incidents`` has the kinds and rulings).

``TableIncidents(hand)`` watches one hand. ``seats_for(kind)`` says to whom an incident can happen
now (empty: not now); ``happen(kind, seat)`` makes it happen and leaves it ``pending``; the hand
must not go on until it is ruled: ``rule(kind)`` carries out the ruling if it is the right one
(``verify_rule`` says why not), ``rule_right()`` carries out the right one. Some rulings wait for the
player's turn (an absent player's hand killed, an out-of-turn action bound or released):
``settle_turn()`` does that whenever a player is to act, before they decide. Chips put out are
``held`` (still the player's, not yet in the pot) until the ruling says what they are.

>>> import random
>>> from croupier.engine.cards import Deck
>>> from croupier.engine.hand import Hand
>>> from croupier.engine.rules import STUD, Stakes
>>> hand = Hand(STUD, Stakes(), [1000] * 4, deck=Deck(random.Random(5)), rng=random.Random(5))
>>> table = TableIncidents(hand)
>>> for _ in range(4):
...     _ = hand.post_ante()
>>> _ = hand.deal_card()
>>> table.seats_for(IncidentKind.EXPOSED_HOLE_CARD)
[1]
>>> table.happen(IncidentKind.EXPOSED_HOLE_CARD, 1).rule
'R10.1'
>>> table.rule(RulingKind.THIRD_CARD_DOWN).kind.value, len(hand.player(1).up)
('third_card_down', 1)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from croupier.engine.cards import Card, Deck
from croupier.engine.dealing import Phase
from croupier.engine.errors import IllegalActionError
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    CardBurned,
    CardDealt,
    Event,
    HandRedealt,
    IncidentOccurred,
    IncidentRuled,
)
from croupier.engine.hand import HAND_STATE, Hand, ShowDue
from croupier.engine.incidents import (
    Incident,
    IncidentKind,
    Ruling,
    RulingKind,
    plausible_rulings,
    right_ruling,
)
from croupier.engine.legal import Action, LegalActions
from croupier.engine.misdeals import APPLY as MISDEAL_RULINGS
from croupier.engine.misdeals import CHANGES_UP as MISDEALS_CHANGING_UP
from croupier.engine.misdeals import FINDERS as MISDEAL_FINDERS
from croupier.engine.misdeals import MAKERS as MISDEAL_MAKERS
from croupier.engine.misdeals import last_dealt, redealt_at, street_unacted
from croupier.engine.steps import BURN_STEPS, DEAL_STEPS, DealDue
from croupier.engine.table_checks import table_faults

__all__ = ["CHIP_DENOMINATIONS", "IncidentError", "OutOfTurn", "TableIncidents"]

CHIP_DENOMINATIONS = (1, 5, 25, 100, 500)
"""The chips in play (R12.1): an oversized chip is the smallest of them larger than the call."""

_K = IncidentKind
_R = RulingKind


class IncidentError(IllegalActionError):
    """An incident that cannot happen now, or a ruling that is not the right one (the message says
    which ruling is, and why)."""


@dataclass(frozen=True, slots=True)
class OutOfTurn:
    """An action taken out of turn and held (R11.1): the chips stay in front of the player; it binds
    if the bet to call is still ``bet_then`` at the player's turn."""

    seat: int
    action: Action
    bet_then: int


class TableIncidents:
    """The incidents of one hand; see the module docstring."""

    def __init__(self, hand: Hand) -> None:
        self.hand = hand
        self.pending: Incident | None = None
        self.history: list[tuple[Incident, Ruling]] = []
        """Every incident ruled, with the ruling carried out."""
        self._reset()
        self._cursor = len(hand.events)

    def _reset(self) -> None:
        self.held: dict[int, int] = {}
        """Chips a player put out that the ruling has not yet made a wager (still theirs)."""
        self._exposed: dict[int, set[int]] = {}
        self.premature: tuple[int, Card] | None = None
        self.out_of_turn: OutOfTurn | None = None
        self.absent: set[int] = set()
        self.restricted: dict[int, ActionKind] = {}
        """R11.1 with ``oot_restricted``: who may not raise (checked or called out of turn)."""
        self.seventh_up = False
        self.dead_boards: set[int] = set()  # upcards turned face down (R10.10), until ruled
        self.folding: set[int] = set()
        """R10.13: seats that folded with no bet pending, kept in the deal until a bet kills them."""

    # ----------------------------------------------------------------------------------- queries

    @property
    def exposed(self) -> dict[int, set[int]]:
        """For each seat, which of its down cards lie face up (R10.2, R10.8, R10.9)."""
        self.sync()
        return self._exposed

    @property
    def chips(self) -> int:
        """Every chip of the hand: stacks, the pot and chips held in front (conserved)."""
        hand = self.hand
        return sum(p.stack for p in hand.players) + hand.pot + sum(self.held.values())

    def cards(self) -> list[Card]:
        """Every card of the hand, wherever it is (the stub, the seats, burns, muck, aside)."""
        hand = self.hand
        out = list(hand._deck)
        for player in hand.players:
            if not player.folded:
                out += [card for card in (*player.down, *player.up) if card is not None]
        out += [card for card in (*hand.burns, *hand.mucked_cards) if card is not None]
        if hand.community is not None:
            out.append(hand.community)
        if self.premature is not None:
            out.append(self.premature[1])
        return out

    def faults(self) -> list[str]:
        """Every way the table differs from what its log and RULES.md say (``table_checks``): a card
        in two places or none, a street without its burn, a card's face, a seat's cards, the supply
        check's count. Empty when the table is whole; checked after every ruling."""
        return table_faults(self)

    def right_ruling(self) -> Ruling:
        """The ruling the pending incident must get."""
        return right_ruling(self._pending(), self.hand.rules)

    def rulings(self) -> tuple[RulingKind, ...]:
        """The plausible rulings of the pending incident (the right one among them)."""
        return plausible_rulings(self._pending())

    def _pending(self) -> Incident:
        if self.pending is None:
            raise IncidentError("no incident is waiting for a ruling")
        return self.pending

    def sync(self) -> None:
        """Follow the hand's new events: a re-deal clears everything; after R10.8's ruling the
        remaining 7th-street cards are dealt face up."""
        events = self.hand.events
        while self._cursor < len(events):
            event = events[self._cursor]
            self._cursor += 1
            if isinstance(event, HandRedealt):
                self._reset()
            elif isinstance(event, ActionTaken):
                self.restricted.pop(event.seat, None)
            elif isinstance(event, CardDealt) and event.street == 7 and event.face_up:
                down = self.hand.player(event.seat).down
                self._exposed.setdefault(event.seat, set()).add(len(down) - 1)

    # ----------------------------------------------------------------------------------- when

    def seats_for(self, kind: IncidentKind) -> list[int]:
        """The seats ``kind`` can happen to now (empty when it cannot happen now)."""
        self.sync()
        hand = self.hand
        if self.pending is not None or hand.is_complete:
            return []
        finder = _FINDERS[kind]
        seats = finder(self, hand)
        if kind in _ACTS:  # a seat that threw its cards in (R10.13) acts no more
            seats = [seat for seat in seats if seat not in self.folding]
        return seats

    def _just_burned(self, hand: Hand) -> DealDue | None:
        last = hand.events[-1] if hand.events else None
        step = hand.next_step()
        if isinstance(last, CardBurned) and last.street >= 4 and isinstance(step, DealDue):
            return step
        return None

    def _betting(self, hand: Hand) -> LegalActions | None:
        if hand.phase is not Phase.BETTING or hand.actor is None:
            return None
        return hand.legal_actions()

    def owing(self) -> list[int]:
        """The seats still to act in this betting round, in turn after the player to act."""
        hand = self.hand
        betting = hand._betting
        if betting is None or hand.actor is None:
            return []
        seats = []
        seat: int | None = hand.actor
        for _ in hand.players:
            seat = betting.next_to_act(seat) if seat is not None else None
            if seat is None or seat == hand.actor or seat in seats:
                break
            seats.append(seat)
        return seats

    # ----------------------------------------------------------------------------------- happen

    def happen(self, kind: IncidentKind, seat: int | None = None, **options: object) -> Incident:
        """Make ``kind`` happen to ``seat`` (the first possible by default): the hand as the mistake
        left it, the incident ``pending``. ``options``: ``next_acted`` (a wrong bring-in already
        called), ``action`` (what is done out of turn) or ``oot_kind`` (its kind: fold, call, bet …),
        ``chips`` (what is put out), ``half_raise`` (several chips: at least the call and half a
        raise)."""
        seats = self.seats_for(kind)
        if not seats:
            raise IncidentError(f"{kind.value} cannot happen now")
        who = seats[0] if seat is None else seat
        if who not in seats:
            raise IncidentError(f"{kind.value} cannot happen to seat {who} now (only to {seats})")
        hand = self.hand
        index = len(hand.events)
        incident = _MAKERS[kind](self, hand, who, options)
        self.pending = incident
        player = hand.player(incident.seat) if incident.seat is not None else None
        up = tuple(player.up) if player is not None and kind in _CHANGES_UP else None
        occurred = IncidentOccurred(
            incident.street, kind.value, incident.seat, incident.card, incident.chips, incident.rule, up
        )
        hand.events.insert(index, occurred)
        self.sync()
        return incident

    def _hold(self, seat: int, chips: int) -> None:
        player = self.hand.player(seat)
        if chips > player.stack:
            raise IncidentError(f"seat {seat} has only {player.stack} behind, not {chips}")
        player.stack -= chips
        if chips:
            self.held[seat] = self.held.get(seat, 0) + chips

    def _give_back(self, seat: int) -> None:
        chips = self.held.pop(seat, 0)
        self.hand.player(seat).stack += chips

    # ----------------------------------------------------------------------------------- rule

    def verify_rule(self, kind: RulingKind) -> Ruling:
        """Raise ``IncidentError`` unless ``kind`` is the right ruling of the pending incident."""
        right = self.right_ruling()
        if kind is not right.kind:
            raise IncidentError(
                f"{kind.value} is not the ruling for {self._pending().kind.value}: "
                f"{right.kind.value} is ({right.rule})"
            )
        return right

    def can_rule(self, kind: RulingKind) -> bool:
        try:
            self.verify_rule(kind)
        except IncidentError:
            return False
        return True

    def rule(self, kind: RulingKind) -> Ruling:
        """Carry out ``kind``, the right ruling of the pending incident; its events are logged."""
        ruling = self.verify_rule(kind)
        incident = self._pending()
        self.pending = None
        self.history.append((incident, ruling))
        hand = self.hand
        if ruling.kind in {_R.MISDEAL, _R.VOID_HAND}:
            self._log_ruled(incident, ruling)
            self.redeal(ruling.rule)
            return ruling
        index = len(hand.events)
        _APPLY[ruling.kind](self, hand, incident)
        player = hand.player(incident.seat) if incident.seat is not None else None
        up = tuple(player.up) if player is not None and incident.kind in _CHANGES_UP else None
        hand.events.insert(
            index,
            IncidentRuled(
                incident.street, incident.kind.value, ruling.kind.value, ruling.rule, incident.seat, up
            ),
        )
        self.sync()
        faults = self.faults()
        assert not faults, f"{ruling.kind.value} left the table wrong: {'; '.join(faults)}"
        return ruling

    def rule_right(self) -> Ruling:
        """Carry out the right ruling of the pending incident."""
        return self.rule(self.right_ruling().kind)

    def _log_ruled(self, incident: Incident, ruling: Ruling, outcome: RulingKind | None = None) -> None:
        kind = (outcome or ruling.kind).value
        self.hand.events.append(
            IncidentRuled(self.hand.street, incident.kind.value, kind, ruling.rule, incident.seat)
        )

    def redeal(self, rule: str) -> None:
        """A misdeal or a void hand: every chip back to its player, a fresh shuffle, the hand dealt
        again from the antes (the log goes on)."""
        hand = self.hand
        stacks = [player.starting_stack for player in hand.players]
        rng = hand._rng if hand._rng is not None else random.Random(len(hand.events))
        events = hand.events
        # A fresh hand's state copied over (calling ``Dealing.__init__`` on a live hand does not
        # reset a mypyc-compiled one), so every holder of ``hand`` sees the new deal.
        fresh = Hand(hand.variant, hand.stakes, stacks, hand.rules, deck=Deck(rng), rng=rng)
        for name in HAND_STATE:
            setattr(hand, name, getattr(fresh, name))
        hand.events = events
        hand.events.append(HandRedealt(rule, tuple(stacks)))
        self.sync()

    # ----------------------------------------------------------------------------------- turns

    def settle_turn(self) -> Event | None:
        """A player is to act: kill an absent player's hand (R10.12), bind or release an action
        taken out of turn (R11.1). Returns the event when the player's action is thereby done."""
        self.sync()
        hand = self.hand
        step = hand.next_step()
        if isinstance(step, ShowDue) and step.seat in self.folding and self.pending is None:
            # R10.13: the hand was thrown in; it is dead at the showdown.
            self.folding.discard(step.seat)
            contenders = [p for p in hand.players if p.live and not p.mucked]
            return hand.muck(step.seat) if len(contenders) > 1 else None
        seat = hand.actor
        if hand.phase is not Phase.BETTING or seat is None or self.pending is not None:
            return None
        if seat in self.folding:  # R10.13: checked through until a bet kills the hand
            if hand.can_check_or_call() and hand.legal_actions().check:
                return hand.check_or_call()
            self.folding.discard(seat)
            if seat in self.held:  # nothing it put out stays in front of it
                self._give_back(seat)
            hand.events.append(
                IncidentRuled(hand.street, _K.FOLD_NO_BET.value, "killed_by_bet", "R10.13", seat)
            )
            return hand.fold()
        if seat in self.absent:
            self.absent.discard(seat)
            kind = _R.KILL_DOWN_CARDS if hand.rules.mode.value == "tournament" else _R.KILL_AT_TURN
            hand.events.append(IncidentRuled(hand.street, _K.ABSENT_PLAYER.value, kind.value, "R10.12", seat))
            return hand.fold() if hand.can_fold() else hand.check_or_call()
        oot = self.out_of_turn
        if oot is None or oot.seat != seat:
            return None
        self.out_of_turn = None
        self._give_back(seat)
        action = oot.action
        binding = action.kind is ActionKind.FOLD or hand.current_bet == oot.bet_then
        if binding and action.kind is ActionKind.CALL:
            action = Action(seat, ActionKind.CALL, hand.legal_actions().call or 0)
        if binding and (hand.can_act(action) or action.kind is ActionKind.FOLD):
            hand.events.append(IncidentRuled(hand.street, _K.OUT_OF_TURN.value, "oot_binding", "R11.1", seat))
            if action.kind is ActionKind.FOLD and not hand.can_fold():
                return hand.check_or_call()
            return hand.act(action)
        hand.events.append(IncidentRuled(hand.street, _K.OUT_OF_TURN.value, "oot_released", "R11.1", seat))
        if hand.rules.oot_restricted and action.kind in {ActionKind.CHECK, ActionKind.CALL}:
            self.restricted[seat] = action.kind
        return None

    def allowed(self, legal: LegalActions) -> LegalActions:
        """``legal`` less what R11.1's ``oot_restricted`` forbids this player (no bet or raise after
        an out-of-turn check or call)."""
        if legal.seat not in self.restricted or self.hand.actor != legal.seat:
            return legal
        return LegalActions(
            legal.seat,
            legal.fold,
            legal.check,
            legal.call,
            legal.bring_in,
            None,
            (),
            (),
            legal.stack,
            legal.bet_so_far,
        )


# ----------------------------------------------------------------------------------- finders


def _seats_exposed(table: TableIncidents, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    if dealt is None or dealt.street != 3 or dealt.face_up:
        return []
    player = hand.player(dealt.seat)
    return [dealt.seat] if not player.up and len(player.down) <= 2 else []


def _seats_all_three(table: TableIncidents, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    if dealt is None or dealt.street != 3 or not dealt.face_up:
        return []
    return [dealt.seat] if len(hand.player(dealt.seat).down) == 2 else []


def _seats_door_down(table: TableIncidents, hand: Hand) -> list[int]:
    # Only while cards remain to be dealt: the last door card opens the betting at once.
    if not isinstance(hand.next_step(), DealDue):
        return []
    return _seats_all_three(table, hand)


def _seats_wrong_seat(table: TableIncidents, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    events = hand.events[redealt_at(hand) :]
    if dealt is None or sum(isinstance(event, CardDealt) for event in events) != 1:
        return []
    return [seat for seat in hand.seats if seat != dealt.seat][:1]


def _seats_extra(table: TableIncidents, hand: Hand) -> list[int]:
    return list(hand.live_seats) if street_unacted(hand) and hand.stub_size > 30 else []


def _seats_burn_missed(table: TableIncidents, hand: Hand) -> list[int]:
    step = table._just_burned(hand)
    return [step.seat] if step is not None else []


def _seats_double_burn(table: TableIncidents, hand: Hand) -> list[int]:
    step = table._just_burned(hand)
    if step is None or hand.street >= 7:
        return []
    return [step.seat]


def _seats_premature(table: TableIncidents, hand: Hand) -> list[int]:
    if table._betting(hand) is None or hand.street not in {4, 5} or hand.burn_taken:
        return []
    return hand.live_seats[:1]


def _seats_seventh(table: TableIncidents, hand: Hand, *, all_in: bool) -> list[int]:
    dealt = last_dealt(hand)
    if dealt is None or dealt.street != 7 or dealt.face_up or table.seventh_up:
        return []
    return [dealt.seat] if hand.player(dealt.seat).all_in is all_in else []


def _seats_duplicate(table: TableIncidents, hand: Hand) -> list[int]:
    dealt = last_dealt(hand)
    if dealt is None or not dealt.face_up or dealt.street < 4:
        return []
    others = [seat for seat in hand.live_seats if seat != dealt.seat and hand.player(seat).up]
    return [dealt.seat] if others else []


def _seats_absent(table: TableIncidents, hand: Hand) -> list[int]:
    if not street_unacted(hand):
        return []
    return [
        p.seat
        for p in hand.players
        if p.active and p.seat != hand.bring_in_seat and p.seat not in table.absent
    ]


def _seats_facing(table: TableIncidents, hand: Hand, *, raise_needed: bool = False) -> list[int]:
    legal = table._betting(hand)
    if legal is None or legal.call is None or legal.bring_in is not None or legal.seat in table.held:
        return []
    if raise_needed and not legal.wager_targets:
        return []
    if legal.wager_targets and legal.wager_targets[0] - legal.bet_so_far > legal.stack:
        return []
    return [legal.seat]


def _seats_dead(table: TableIncidents, hand: Hand) -> list[int]:
    seats = _seats_facing(table, hand)
    return seats if seats and hand.legal_actions().fold else []


def _seats_oversized(table: TableIncidents, hand: Hand) -> list[int]:
    legal = table._betting(hand)
    if legal is None:
        return []
    if legal.bring_in is not None:  # R11.4 on 3rd street: the bring-in put in as one larger chip
        chip = _chip_above(legal.bring_in)
        return [legal.seat] if chip is not None and chip <= legal.stack else []
    if legal.call is None and len(legal.bet) != 1:
        return []
    owed = legal.call if legal.call is not None else legal.bet[0]
    chip = _chip_above(owed)
    return [legal.seat] if chip is not None and chip <= legal.stack else []


def _seats_undersized(table: TableIncidents, hand: Hand) -> list[int]:
    legal = table._betting(hand)
    if legal is None or hand.street < 4 or len(legal.bet) != 1 or legal.bet[0] > legal.stack:
        return []
    return [legal.seat]


def _seats_bring_in(table: TableIncidents, hand: Hand) -> list[int]:
    legal = table._betting(hand)
    if legal is None or legal.bring_in is None or hand.street != 3:
        return []
    return [seat for seat in table.owing() if hand.player(seat).stack >= legal.bring_in][:2]


def _seats_out_of_turn(table: TableIncidents, hand: Hand) -> list[int]:
    legal = table._betting(hand)
    if legal is None or legal.bring_in is not None or table.out_of_turn is not None:
        return []
    return [seat for seat in table.owing() if seat not in table.absent]


def _seats_fold_no_bet(table: TableIncidents, hand: Hand) -> list[int]:
    """R10.13: the player to act may check for free (never on 3rd street), and the house lets a
    player fold then (``fold_without_bet``)."""
    legal = table._betting(hand)
    if legal is None or not legal.check or not legal.fold or hand.street < 4 or legal.seat in table.folding:
        return []
    return [legal.seat]


def _seats_called_beaten(table: TableIncidents, hand: Hand) -> list[int]:
    if hand.phase is not Phase.SHOWDOWN:
        return []
    calls = [
        e.seat
        for e in hand.events
        if isinstance(e, ActionTaken) and e.street == 7 and e.kind is ActionKind.CALL
    ]
    return [seat for seat in calls if hand.player(seat).live][-1:]


_ACTS = frozenset(
    {
        _K.OUT_OF_TURN,
        _K.VERBAL_RAISE,
        _K.STRING_RAISE,
        _K.OVERSIZED_CHIP,
        _K.MULTIPLE_CHIPS,
        _K.SPLASH,
        _K.UNDERSIZED_BET,
        _K.DEAD_HAND,
        _K.ABSENT_PLAYER,
        _K.WRONG_BRING_IN,
    }
)
"""Incidents that are something the seat does (a wager, an action, being away)."""

_FINDERS: Mapping[IncidentKind, Finder] = {
    _K.EXPOSED_HOLE_CARD: _seats_exposed,
    _K.CARD_OFF_TABLE: _seats_exposed,
    _K.ALL_THREE_EXPOSED: _seats_all_three,
    _K.DOOR_CARD_DOWN: _seats_door_down,
    _K.CARD_TO_WRONG_SEAT: _seats_wrong_seat,
    _K.EXTRA_CARD: _seats_extra,
    _K.BURN_MISSED: _seats_burn_missed,
    _K.DOUBLE_BURN: _seats_double_burn,
    _K.PREMATURE_CARD: _seats_premature,
    _K.SEVENTH_CARD_UP: lambda table, hand: _seats_seventh(table, hand, all_in=False),
    _K.ALL_IN_CARD_UP: lambda table, hand: _seats_seventh(table, hand, all_in=True),
    _K.DUPLICATE_CARD: _seats_duplicate,
    _K.ABSENT_PLAYER: _seats_absent,
    _K.DEAD_HAND: _seats_dead,
    _K.CALLED_BEATEN: _seats_called_beaten,
    _K.WRONG_BRING_IN: _seats_bring_in,
    _K.UNDERSIZED_BET: _seats_undersized,
    _K.OUT_OF_TURN: _seats_out_of_turn,
    _K.VERBAL_RAISE: lambda table, hand: _seats_facing(table, hand, raise_needed=True),
    _K.STRING_RAISE: lambda table, hand: _seats_facing(table, hand, raise_needed=True),
    _K.OVERSIZED_CHIP: _seats_oversized,
    _K.MULTIPLE_CHIPS: lambda table, hand: _seats_facing(table, hand, raise_needed=True),
    _K.SPLASH: _seats_facing,
    _K.FOLD_NO_BET: _seats_fold_no_bet,
    **MISDEAL_FINDERS,
}

_CHANGES_UP = (
    frozenset({_K.EXPOSED_HOLE_CARD, _K.CARD_OFF_TABLE, _K.DOOR_CARD_DOWN, _K.BURN_MISSED})
    | MISDEALS_CHANGING_UP
)


def _chip_above(amount: int) -> int | None:
    return next((chip for chip in CHIP_DENOMINATIONS if chip > amount), None)


# ----------------------------------------------------------------------------------- makers

Options = Mapping[str, object]


def _make_exposed(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    player = hand.player(seat)
    card = player.down.pop()
    player.up.append(card)  # face up where it lies: it is the door card now or never (R10.1)
    which = len(player.down) + 1
    kind = _K.CARD_OFF_TABLE if options.get("off_table") else _K.EXPOSED_HOLE_CARD
    return Incident(kind, 3, seat, card, facts={"which": which})


def _make_off_table(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    return _make_exposed(table, hand, seat, {**options, "off_table": True})


def _make_all_three(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    table._exposed[seat] = {0, 1}
    return Incident(_K.ALL_THREE_EXPOSED, 3, seat, hand.player(seat).up[0])


def _make_door_down(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    player = hand.player(seat)
    card = player.up.pop()
    player.down.append(card)
    return Incident(_K.DOOR_CARD_DOWN, 3, seat, None)


def _make_wrong_seat(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    dealt = last_dealt(hand)
    assert dealt is not None
    card = hand.player(dealt.seat).down.pop()
    hand.player(seat).down.append(card)
    return Incident(_K.CARD_TO_WRONG_SEAT, 3, seat, None, facts={"meant_for": dealt.seat})


def _make_extra(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    card = hand._deck.draw()
    hand._stub -= 1
    hand.player(seat).down.append(card)
    return Incident(_K.EXTRA_CARD, 3, seat, None)


def _make_burn_missed(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    step = hand._plan.pop(0)
    assert isinstance(step, DealDue)
    card = hand.burns.pop()
    player = hand.player(seat)
    (player.up if step.face_up else player.down).append(card)
    shown = card if step.face_up else None
    # R10.6: only the final down card can be the player's to keep, and only if they looked at it
    # (or it mixed with their hole cards); the question says which.
    looked = step.street == 7 and bool(options.get("looked", True))
    return Incident(_K.BURN_MISSED, step.street, seat, shown, facts={"looked": looked, "up": step.face_up})


def _make_double_burn(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    hand.burns.append(hand._deck.draw())
    hand._stub -= 1
    return Incident(_K.DOUBLE_BURN, hand.street, seat)


def _make_premature(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    street = hand.street + 1
    # The dealer burns for the next street as usual, then deals its first card too early (E38): that
    # burn stays, and the street is dealt later without another (R10.7).
    burn = hand._deck.draw()
    hand.burns.append(burn)
    hand.events.append(CardBurned(street, burn))
    card = hand._deck.draw()
    hand._stub -= 2
    hand.burn_taken = street
    table.premature = (seat, card)
    return Incident(_K.PREMATURE_CARD, hand.street, seat, card, facts={"street": street})


def _latest_deal(hand: Hand) -> tuple[int, CardDealt]:
    """The log's latest card dealt and where it is, for a maker that makes the card dealt wrong."""
    events = hand.events
    at = max(index for index, event in enumerate(events) if isinstance(event, CardDealt))
    dealt = events[at]
    assert isinstance(dealt, CardDealt)
    return at, dealt


def _make_seventh(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    player = hand.player(seat)
    table._exposed.setdefault(seat, set()).add(len(player.down) - 1)
    # The card was dealt face up: so the log says (it stays the seat's 7th card, not an upcard of
    # its board: R5.6a).
    at, dealt = _latest_deal(hand)
    hand.events[at] = CardDealt(dealt.street, dealt.seat, dealt.card, True)
    dealt_7th = [
        e.seat for e in hand.events[redealt_at(hand) :] if isinstance(e, CardDealt) and e.street == 7
    ]
    first = dealt_7th[:1] == [seat]
    kind = _K.ALL_IN_CARD_UP if player.all_in else _K.SEVENTH_CARD_UP
    facts = {"first": first, "heads_up": len(hand.live_seats) == 2}
    return Incident(kind, 7, seat, player.down[-1], facts=facts)


def _make_duplicate(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    other = next(s for s in hand.live_seats if s != seat and hand.player(s).up)
    card = hand.player(other).up[-1]
    # The deck held a second copy of ``card``, and that is what came off it to ``seat``: the seat
    # shows it, the log says so, and the card that was next stays on the stub (the hand is void,
    # R1.1, and dealt again from a fresh deck).
    player = hand.player(seat)
    dealt = player.up.pop()
    assert dealt is not None
    player.up.append(card)
    hand._deck.put_on_top([dealt])
    hand._stub += 1
    at, last = _latest_deal(hand)
    hand.events[at] = CardDealt(last.street, last.seat, card, last.face_up)
    return Incident(_K.DUPLICATE_CARD, hand.street, seat, card, facts={"also_at": other})


def _make_absent(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    table.absent.add(seat)
    return Incident(_K.ABSENT_PLAYER, 3, seat)


def _make_dead(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    table.dead_boards.add(seat)
    return Incident(_K.DEAD_HAND, hand.street, seat, to_call=hand.legal_actions().call or 0)


def _make_called_beaten(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    return Incident(_K.CALLED_BEATEN, 7, seat)


def _make_wrong_bring_in(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    legal = hand.legal_actions()
    chips = legal.bring_in or 0
    next_acted = bool(options.get("next_acted"))
    facts = {"next_acted": next_acted, "low_card": legal.seat}
    if next_acted:
        # The wrong player has posted it and the next player has called it: the wager stands.
        hand.actor = seat
        hand.bring_in_seat = seat
        hand._legal = None
        hand.post_bring_in(seat)
        if hand.actor is not None:
            hand.check_or_call()
    else:
        table._hold(seat, chips)
    return Incident(_K.WRONG_BRING_IN, 3, seat, hand.player(legal.seat).door, chips, facts=facts)


def _make_undersized(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    legal = hand.legal_actions()
    full = legal.bet[0]
    chips = int(str(options.get("chips", full // 2)))
    table._hold(seat, chips)
    return Incident(
        _K.UNDERSIZED_BET, hand.street, seat, chips=chips, action=Action(seat, ActionKind.BET, full)
    )


def _make_out_of_turn(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    betting = hand._betting
    assert betting is not None
    legal = betting.legal(seat)
    given = options.get("action")
    action = given if isinstance(given, Action) else _oot_action(legal, options)
    if action.seat != seat or action not in legal:
        raise IncidentError(f"seat {seat} could not {action.label} even in turn")
    player = hand.player(seat)
    chips = 0
    if action.kind is ActionKind.CALL:
        chips = action.amount
    elif action.kind in {ActionKind.BET, ActionKind.RAISE, ActionKind.COMPLETE}:
        chips = action.amount - player.bet
    table._hold(seat, chips)
    table.out_of_turn = OutOfTurn(seat, action, hand.current_bet)
    facts = {"turn_of": hand.actor}
    return Incident(_K.OUT_OF_TURN, hand.street, seat, chips=chips, action=action, facts=facts)


def _oot_action(legal: LegalActions, options: Options) -> Action:
    wanted = str(options.get("oot_kind", ""))
    actions = list(legal)
    for action in actions:
        if action.kind.value == wanted:
            return action
    # The kind wanted is not open to the player: one of its family (a check for a call, a raise for a
    # bet …), else anything but a fold (a fold out of turn is made when it is wanted, not whenever
    # the kind wanted is not possible).
    family = next((group for group in _OOT_FAMILIES if wanted in group), frozenset())
    alike = [action for action in actions if action.kind.value in family]
    if alike:
        return alike[0]
    return next((action for action in actions if action.kind is not ActionKind.FOLD), actions[0])


_OOT_FAMILIES = (
    frozenset({"check", "call"}),
    frozenset({"bet", "raise", "complete"}),
)


Maker = Callable[[TableIncidents, Hand, int, Options], Incident]
Finder = Callable[[TableIncidents, Hand], list[int]]


def _make_chips(kind: IncidentKind) -> Maker:
    def make(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
        legal = hand.legal_actions()
        call = legal.call or 0
        targets = legal.wager_targets
        target = targets[0] if targets else 0
        raise_chips = target - legal.bet_so_far if targets else 0
        facts: dict[str, object] = {"facing_bet": legal.call is not None}
        action = Action(seat, legal.wager, target) if targets else None
        if kind is _K.STRING_RAISE or kind is _K.VERBAL_RAISE:
            chips = raise_chips if kind is _K.STRING_RAISE else call
        elif kind is _K.OVERSIZED_CHIP and legal.bring_in is not None:
            chips = _chip_above(legal.bring_in) or legal.bring_in
            action = Action(seat, ActionKind.BRING_IN, legal.bring_in)
            facts["bring_in"] = True
        elif kind is _K.OVERSIZED_CHIP:
            owed = call if legal.call is not None else legal.bet[0]
            chips = _chip_above(owed) or owed
            if legal.call is None:
                action = Action(seat, ActionKind.BET, legal.bet[0])
        elif kind is _K.MULTIPLE_CHIPS:
            half = (target - hand.current_bet) // 2
            want_raise = bool(options.get("half_raise", True))
            chips = int(str(options.get("chips", call + half if want_raise else call + max(1, half // 2))))
            facts["half_raise"] = chips >= call + half and bool(targets)
        else:  # a splash: the call thrown into the pot
            chips = call
        table._hold(seat, chips)
        return Incident(kind, hand.street, seat, chips=chips, to_call=call, action=action, facts=facts)

    return make


def _make_fold_no_bet(table: TableIncidents, hand: Hand, seat: int, options: Options) -> Incident:
    return Incident(_K.FOLD_NO_BET, hand.street, seat)


_MAKERS: Mapping[IncidentKind, Maker] = {
    _K.EXPOSED_HOLE_CARD: _make_exposed,
    _K.CARD_OFF_TABLE: _make_off_table,
    _K.ALL_THREE_EXPOSED: _make_all_three,
    _K.DOOR_CARD_DOWN: _make_door_down,
    _K.CARD_TO_WRONG_SEAT: _make_wrong_seat,
    _K.EXTRA_CARD: _make_extra,
    _K.BURN_MISSED: _make_burn_missed,
    _K.DOUBLE_BURN: _make_double_burn,
    _K.PREMATURE_CARD: _make_premature,
    _K.SEVENTH_CARD_UP: _make_seventh,
    _K.ALL_IN_CARD_UP: _make_seventh,
    _K.DUPLICATE_CARD: _make_duplicate,
    _K.ABSENT_PLAYER: _make_absent,
    _K.DEAD_HAND: _make_dead,
    _K.CALLED_BEATEN: _make_called_beaten,
    _K.WRONG_BRING_IN: _make_wrong_bring_in,
    _K.UNDERSIZED_BET: _make_undersized,
    _K.OUT_OF_TURN: _make_out_of_turn,
    _K.VERBAL_RAISE: _make_chips(_K.VERBAL_RAISE),
    _K.STRING_RAISE: _make_chips(_K.STRING_RAISE),
    _K.OVERSIZED_CHIP: _make_chips(_K.OVERSIZED_CHIP),
    _K.MULTIPLE_CHIPS: _make_chips(_K.MULTIPLE_CHIPS),
    _K.SPLASH: _make_chips(_K.SPLASH),
    _K.FOLD_NO_BET: _make_fold_no_bet,
    **MISDEAL_MAKERS,
}


# ----------------------------------------------------------------------------------- rulings


def _third_card_down(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    seat = incident.seat
    plan = hand._plan
    for index, step in enumerate(plan):
        if isinstance(step, DealDue) and step.seat == seat and step.face_up and step.street == 3:
            plan[index] = DEAL_STEPS[3, False][seat]
            return


def _scramble_turn_one_up(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    player = hand.player(incident.seat or 0)
    cards = list(player.down)
    (hand._rng or random.Random(len(hand.events))).shuffle(cards)
    player.up.append(cards.pop())
    player.down[:] = cards


def _extra_card_is_burn(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    card = hand.player(incident.seat or 0).down.pop()
    assert card is not None
    hand._deck.put_on_top([card])
    hand._stub += 1


def _correct_burn(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    if incident.kind is _K.DOUBLE_BURN:
        card = hand.burns.pop()
        assert card is not None
        hand._deck.put_on_top([card])
        hand._stub += 1
        return
    player = hand.player(incident.seat or 0)
    face_up = bool(incident.facts.get("up"))
    card = (player.up if face_up else player.down).pop()
    hand.burns.append(card)
    hand._plan.insert(0, DEAL_STEPS[incident.street, face_up][player.seat])


def _premature_back(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    assert table.premature is not None
    card = table.premature[1]
    table.premature = None
    hand._deck.scramble_in([card], hand._rng or random.Random(len(hand.events)))
    hand._stub += 1


def _remaining_up(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    """R10.8: the remaining 7th-street cards are dealt face up (the dealer's steps say so)."""
    table.seventh_up = True
    hand._plan[:] = [
        DEAL_STEPS[7, True][step.seat] if isinstance(step, DealDue) and step.street == 7 else step
        for step in hand._plan
    ]


def _keep_card(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    """R10.6 on the final down card, looked at: the burn card is the player's 7th card; the card
    meant for the player is burned instead, so every later card goes where it would have."""
    seat = incident.seat or 0
    card = hand.player(seat).down[-1]
    events = hand.events
    at = max(
        index for index, event in enumerate(events) if isinstance(event, CardBurned) and event.card == card
    )
    events[at] = CardDealt(incident.street, seat, card, False)
    hand._plan.insert(0, BURN_STEPS[incident.street])


def _nothing(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    return


def _fold(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    table.dead_boards.discard(incident.seat or 0)
    hand.fold(incident.seat)


def _bring_in_corrected(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    table._give_back(incident.seat or 0)


def _call(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    table._give_back(incident.seat or 0)
    hand.check_or_call(incident.seat)


def _wager(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    table._give_back(incident.seat or 0)
    assert incident.action is not None
    hand.complete_bet_or_raise_to(incident.action.amount, incident.seat)


def _bring_in_with_change(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    table._give_back(incident.seat or 0)
    hand.post_bring_in(incident.seat)


def _keep_dealing(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    """R10.13: the seat stays in the deal (its turn passes as a check) until a bet kills it."""
    seat = incident.seat or 0
    table.folding.add(seat)
    hand.check_or_call(seat)


def _full_raise(table: TableIncidents, hand: Hand, incident: Incident) -> None:
    if incident.action is None:
        _call(table, hand, incident)
    else:
        _wager(table, hand, incident)


_APPLY: Mapping[RulingKind, Callable[[TableIncidents, Hand, Incident], None]] = {
    _R.THIRD_CARD_DOWN: _third_card_down,
    _R.SCRAMBLE_TURN_ONE_UP: _scramble_turn_one_up,
    _R.EXTRA_CARD_IS_BURN: _extra_card_is_burn,
    _R.CORRECT_BURN: _correct_burn,
    _R.PLAYER_KEEPS_CARD: _keep_card,
    _R.PREMATURE_BACK_NO_BURN: _premature_back,
    _R.REMAINING_UP: _remaining_up,
    _R.REMAINING_DOWN_OPTION: _nothing,
    _R.ALL_IN_CARD_STAYS: _nothing,
    _R.PLAY_ON: _nothing,
    _R.KILL_AT_TURN: _nothing,
    _R.KILL_DOWN_CARDS: _nothing,
    _R.HAND_FOLDED: _fold,
    _R.NO_REFUND: _nothing,
    _R.BRING_IN_CORRECTED: _bring_in_corrected,
    _R.BRING_IN_STANDS: _nothing,
    _R.BRING_UP: _wager,
    _R.OOT_HOLD: _nothing,
    _R.OOT_HOLD_RESTRICTED: _nothing,
    _R.OOT_FOLD_BINDING: _nothing,
    _R.VERBAL_STANDS: _wager,
    _R.CALL_EXTRA_BACK: _call,
    _R.CALL_WITH_CHANGE: _call,
    _R.BET_WITH_CHANGE: _wager,
    _R.FULL_RAISE: _full_raise,
    _R.CALL_EXCESS_BACK: _call,
    _R.SPLASH_COUNTED: _call,
    _R.BRING_IN_WITH_CHANGE: _bring_in_with_change,
    _R.KEEP_DEALING: _keep_dealing,
    **MISDEAL_RULINGS,
}
