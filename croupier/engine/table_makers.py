"""The mistakes ``table_incidents`` makes happen (the makers): for every kind, the incident made at a
seat, with what it changed on the table (the card shown, the chips put out, the action taken). The
misdeals' makers (``misdeals``) join them."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from croupier.engine.events import ActionKind, CardBurned, CardDealt
from croupier.engine.hand import Hand
from croupier.engine.incident_table import IncidentError, IncidentTable, OutOfTurn
from croupier.engine.incidents import Incident, IncidentKind
from croupier.engine.legal import Action, LegalActions
from croupier.engine.misdeals import MAKERS as MISDEAL_MAKERS
from croupier.engine.misdeals import last_dealt, redealt_at
from croupier.engine.steps import DealDue
from croupier.engine.table_finders import chip_above

__all__ = ["MAKERS", "Maker", "Options"]

_K = IncidentKind


Options = Mapping[str, object]


def _make_exposed(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    player = hand.player(seat)
    card = player.down.pop()
    player.up.append(card)  # face up where it lies: it is the door card now or never (R10.1)
    which = len(player.down) + 1
    kind = _K.CARD_OFF_TABLE if options.get("off_table") else _K.EXPOSED_HOLE_CARD
    return Incident(kind, 3, seat, card, facts={"which": which})


def _make_off_table(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    return _make_exposed(table, hand, seat, {**options, "off_table": True})


def _make_all_three(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    table._exposed[seat] = {0, 1}
    return Incident(_K.ALL_THREE_EXPOSED, 3, seat, hand.player(seat).up[0])


def _make_door_down(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    player = hand.player(seat)
    card = player.up.pop()
    player.down.append(card)
    return Incident(_K.DOOR_CARD_DOWN, 3, seat, None)


def _make_wrong_seat(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    dealt = last_dealt(hand)
    assert dealt is not None
    card = hand.player(dealt.seat).down.pop()
    hand.player(seat).down.append(card)
    return Incident(_K.CARD_TO_WRONG_SEAT, 3, seat, None, facts={"meant_for": dealt.seat})


def _make_extra(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    card = hand._deck.draw()
    hand._stub -= 1
    hand.player(seat).down.append(card)
    return Incident(_K.EXTRA_CARD, 3, seat, None)


def _make_burn_missed(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
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


def _make_double_burn(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    hand.burns.append(hand._deck.draw())
    hand._stub -= 1
    return Incident(_K.DOUBLE_BURN, hand.street, seat)


def _make_premature(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    street = hand.street + 1
    # The dealer burns for the next street as usual, then deals its first card too early (E38): that
    # burn stays, and the street is dealt later without another (R10.7).
    burn = hand._deck.draw()
    hand.burns.append(burn)
    hand.events.append(CardBurned(street=street, card=burn))
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


def _make_seventh(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    player = hand.player(seat)
    table._exposed.setdefault(seat, set()).add(len(player.down) - 1)
    # The card was dealt face up: so the log says (it stays the seat's 7th card, not an upcard of
    # its board: R5.6a).
    at, dealt = _latest_deal(hand)
    hand.events[at] = CardDealt(street=dealt.street, seat=dealt.seat, card=dealt.card, face_up=True)
    dealt_7th = [
        e.seat for e in hand.events[redealt_at(hand) :] if isinstance(e, CardDealt) and e.street == 7
    ]
    first = dealt_7th[:1] == [seat]
    kind = _K.ALL_IN_CARD_UP if player.all_in else _K.SEVENTH_CARD_UP
    facts = {"first": first, "heads_up": len(hand.live_seats) == 2}
    return Incident(kind, 7, seat, player.down[-1], facts=facts)


def _make_duplicate(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
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
    hand.events[at] = CardDealt(street=last.street, seat=last.seat, card=card, face_up=last.face_up)
    return Incident(_K.DUPLICATE_CARD, hand.street, seat, card, facts={"also_at": other})


def _make_absent(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    table.absent.add(seat)
    return Incident(_K.ABSENT_PLAYER, 3, seat)


def _make_dead(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    table.dead_boards.add(seat)
    return Incident(_K.DEAD_HAND, hand.street, seat, to_call=hand.legal_actions().call or 0)


def _make_called_beaten(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    return Incident(_K.CALLED_BEATEN, 7, seat)


def _make_wrong_bring_in(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
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


def _make_undersized(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    legal = hand.legal_actions()
    full = legal.bet[0]
    chips = int(str(options.get("chips", full // 2)))
    table._hold(seat, chips)
    return Incident(
        _K.UNDERSIZED_BET, hand.street, seat, chips=chips, action=Action(seat, ActionKind.BET, full)
    )


def _make_out_of_turn(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
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


Maker = Callable[[IncidentTable, Hand, int, Options], Incident]
"""An incident made at a seat of the table's hand."""


def _make_chips(kind: IncidentKind) -> Maker:
    def make(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
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
            chips = chip_above(legal.bring_in) or legal.bring_in
            action = Action(seat, ActionKind.BRING_IN, legal.bring_in)
            facts["bring_in"] = True
        elif kind is _K.OVERSIZED_CHIP:
            owed = call if legal.call is not None else legal.bet[0]
            chips = chip_above(owed) or owed
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


def _make_fold_no_bet(table: IncidentTable, hand: Hand, seat: int, options: Options) -> Incident:
    return Incident(_K.FOLD_NO_BET, hand.street, seat)


MAKERS: Mapping[IncidentKind, Maker] = {
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
