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

from croupier.engine.cards import Card, Deck
from croupier.engine.dealing import Phase
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
from croupier.engine.incident_table import IncidentError, OutOfTurn
from croupier.engine.incidents import (
    Incident,
    IncidentKind,
    Ruling,
    RulingKind,
    plausible_rulings,
    right_ruling,
)
from croupier.engine.legal import Action, LegalActions
from croupier.engine.steps import DealDue
from croupier.engine.table_checks import table_faults
from croupier.engine.table_finders import ACTS, CHANGES_UP, CHIP_DENOMINATIONS, FINDERS
from croupier.engine.table_makers import MAKERS
from croupier.engine.table_rulings import APPLY

__all__ = ["CHIP_DENOMINATIONS", "IncidentError", "OutOfTurn", "TableIncidents"]

_K = IncidentKind
_R = RulingKind


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
        finder = FINDERS[kind]
        seats = finder(self, hand)
        if kind in ACTS:  # a seat that threw its cards in (R10.13) acts no more
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
        incident = MAKERS[kind](self, hand, who, options)
        self.pending = incident
        player = hand.player(incident.seat) if incident.seat is not None else None
        up = tuple(player.up) if player is not None and kind in CHANGES_UP else None
        occurred = IncidentOccurred(
            street=incident.street,
            kind=kind.value,
            seat=incident.seat,
            card=incident.card,
            chips=incident.chips,
            rule=incident.rule,
            up=up,
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
        APPLY[ruling.kind](self, hand, incident)
        player = hand.player(incident.seat) if incident.seat is not None else None
        up = tuple(player.up) if player is not None and incident.kind in CHANGES_UP else None
        hand.events.insert(
            index,
            IncidentRuled(
                street=incident.street,
                kind=incident.kind.value,
                ruling=ruling.kind.value,
                rule=ruling.rule,
                seat=incident.seat,
                up=up,
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
            IncidentRuled(
                street=self.hand.street,
                kind=incident.kind.value,
                ruling=kind,
                rule=ruling.rule,
                seat=incident.seat,
            )
        )

    def _turn_ruled(self, kind: IncidentKind, *, ruling: str, rule: str, seat: int) -> None:
        """A ruling carried out at ``seat``'s turn (R10.12, R10.13, R11.1), logged."""
        self.hand.events.append(
            IncidentRuled(street=self.hand.street, kind=kind.value, ruling=ruling, rule=rule, seat=seat)
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
        hand.events.append(HandRedealt(rule=rule, stacks=tuple(stacks)))
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
            return hand.muck(step.seat) if hand.can_muck(step.seat) else None
        seat = hand.actor
        if hand.phase is not Phase.BETTING or seat is None or self.pending is not None:
            return None
        if seat in self.folding:  # R10.13: checked through until a bet kills the hand
            if hand.can_check_or_call() and hand.legal_actions().check:
                return hand.check_or_call()
            self.folding.discard(seat)
            if seat in self.held:  # nothing it put out stays in front of it
                self._give_back(seat)
            self._turn_ruled(_K.FOLD_NO_BET, ruling="killed_by_bet", rule="R10.13", seat=seat)
            return hand.fold()
        if seat in self.absent:
            self.absent.discard(seat)
            kind = _R.KILL_DOWN_CARDS if hand.rules.mode.value == "tournament" else _R.KILL_AT_TURN
            self._turn_ruled(_K.ABSENT_PLAYER, ruling=kind.value, rule="R10.12", seat=seat)
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
            self._turn_ruled(_K.OUT_OF_TURN, ruling="oot_binding", rule="R11.1", seat=seat)
            if action.kind is ActionKind.FOLD and not hand.can_fold():
                return hand.check_or_call()
            return hand.act(action)
        self._turn_ruled(_K.OUT_OF_TURN, ruling="oot_released", rule="R11.1", seat=seat)
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
