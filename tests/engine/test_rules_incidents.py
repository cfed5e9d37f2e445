"""Incidents at the table carried out by the engine: every rule of RULES.md §2.10 and §2.11 (with R1.1,
R3.10 and R4.8), the worked examples E35–E38 and E41–E45, and the house-rule variants. Each incident
and each ruling is an event of the hand's log with its rule number; chips and cards stay whole."""

from __future__ import annotations

import random

import pytest

from croupier.engine.cards import Card, Deck
from croupier.engine.events import (
    ActionKind,
    ActionTaken,
    AntePosted,
    CardBurned,
    CardDealt,
    HandRedealt,
    IncidentOccurred,
    IncidentRuled,
    StreetOpened,
    SupplyChecked,
)
from croupier.engine.hand import BurnDue, DealDue, Hand, Phase, TurnDue
from croupier.engine.incidents import Incident, IncidentKind, RulingKind, plausible_rulings, right_ruling
from croupier.engine.legal import Action
from croupier.engine.rules import STUD, HouseRules, Stakes
from croupier.engine.table_incidents import IncidentError, TableIncidents
from tests.engine.helpers import DEEP, act, card, deal, of_type, passive, show_all, whole

K = IncidentKind
R = RulingKind
TOURNAMENT = HouseRules.profile("tournament")


def _antes(hand: Hand) -> None:
    while hand.phase is Phase.ANTES:
        hand.post_ante()


def _until_deal(hand: Hand, seat: int, *, face_up: bool, street: int = 3) -> None:
    """Deal (and ante) up to and including the next card of ``street`` to ``seat`` with that face."""
    _antes(hand)
    while True:
        step = hand.next_step()
        hand.dealer_step()
        if isinstance(step, DealDue) and (step.seat, step.face_up, step.street) == (seat, face_up, street):
            return


def _ruled(hand: Hand) -> list[IncidentRuled]:
    return of_type(hand.events, IncidentRuled)


# --------------------------------------------------------------------------------- R10.1, E35


def _e35(rules: HouseRules | None = None) -> tuple[Hand, TableIncidents]:
    # S3's first hole card is 5h, the lowest card out: as the door it brings it in.
    hand = deal(STUD, "9c Kd 8s Qh", holes={3: "5h 6d"}, rules=rules, run=False)
    table = TableIncidents(hand)
    _until_deal(hand, 3, face_up=False)
    return hand, table


def test_e35_exposed_first_hole_card_the_third_card_comes_down_and_it_is_the_door():
    hand, table = _e35()
    incident = table.happen(K.EXPOSED_HOLE_CARD, 3)
    assert incident.card == card("5h")
    assert incident.rule == "R10.1"
    assert table.right_ruling().kind is R.THIRD_CARD_DOWN
    table.rule(R.THIRD_CARD_DOWN)
    hand.run_dealer()
    player = hand.player(3)
    assert player.up == [card("5h")]
    assert len(player.down) == 2
    assert card("8s") in player.down  # the door card it was meant to have, dealt down
    assert hand.bring_in_seat == 3  # 5h is the lowest door
    assert [e.ruling for e in _ruled(hand)] == ["third_card_down"]
    whole(table, 4 * DEEP)


def test_e35_tournament_a_misdeal_antes_returned_and_dealt_again_from_a_fresh_shuffle():
    hand, table = _e35(TOURNAMENT)
    table.happen(K.EXPOSED_HOLE_CARD, 3)
    with pytest.raises(IncidentError, match="misdeal"):
        table.rule(R.THIRD_CARD_DOWN)
    table.rule(R.MISDEAL)
    assert hand.phase is Phase.ANTES
    assert hand.pot == 0
    assert [p.stack for p in hand.players] == [DEAL_STACK] * 4
    assert isinstance(hand.events[-1], HandRedealt)
    assert hand.events[-1].rule == "R10.1"
    assert all(not p.down and not p.up for p in hand.players)
    _antes(hand)
    hand.run_dealer()
    assert hand.street == 3
    assert hand.actor == hand.bring_in_seat
    whole(table, 4 * DEAL_STACK)


DEAL_STACK = DEEP


def test_r10_11_a_card_off_the_table_counts_as_exposed():
    hand, table = _e35()
    table.happen(K.CARD_OFF_TABLE, 3)
    assert table.right_ruling().rule == "R10.11"
    assert table.right_ruling().kind is R.THIRD_CARD_DOWN
    table.rule_right()
    hand.run_dealer()
    assert hand.player(3).up == [card("5h")]


def test_r10_2_all_three_initial_cards_exposed_is_a_misdeal():
    hand = deal(STUD, "9c Kd 8s Qh", run=False)
    table = TableIncidents(hand)
    _until_deal(hand, 2, face_up=True)
    table.happen(K.ALL_THREE_EXPOSED, 2)
    assert table.exposed[2] == {0, 1}
    assert table.right_ruling().kind is R.MISDEAL
    table.rule(R.MISDEAL)
    assert of_type(hand.events, HandRedealt)[-1].rule == "R10.2"
    assert table.exposed == {}


def test_r10_3_door_card_dealt_down_scrambled_and_one_turned_up():
    hand = deal(STUD, "9c Kd 8s Qh", run=False)
    table = TableIncidents(hand)
    _until_deal(hand, 2, face_up=True)
    before = {*hand.player(2).down, *hand.player(2).up}
    table.happen(K.DOOR_CARD_DOWN, 2)
    assert not hand.player(2).up
    assert len(hand.player(2).down) == 3
    table.rule(R.SCRAMBLE_TURN_ONE_UP)
    player = hand.player(2)
    assert len(player.up) == 1
    assert len(player.down) == 2
    assert {*player.down, *player.up} == before
    hand.run_dealer()
    assert hand.street == 3
    assert hand.phase is Phase.BETTING


def test_r10_3_is_not_offered_for_the_last_door_card_which_opens_the_betting():
    hand = deal(STUD, "9c Kd 8s Qh", run=False)
    table = TableIncidents(hand)
    _until_deal(hand, 4, face_up=True)
    assert table.seats_for(K.DOOR_CARD_DOWN) == []


def test_r10_4_first_card_to_the_wrong_seat_is_a_misdeal():
    hand = deal(STUD, "9c Kd 8s Qh", run=False)
    table = TableIncidents(hand)
    _until_deal(hand, 1, face_up=False)
    assert table.seats_for(K.CARD_TO_WRONG_SEAT) == [2]
    table.happen(K.CARD_TO_WRONG_SEAT)
    assert len(hand.player(2).down) == 1
    assert not hand.player(1).down
    assert table.right_ruling().kind is R.MISDEAL
    table.rule_right()
    assert hand.phase is Phase.ANTES
    # After substantial action (two players after the forced bet acted) the hand is played out.
    late = Incident(K.CARD_TO_WRONG_SEAT, 3, 2, facts={"substantial": True})
    assert right_ruling(late, HouseRules()).kind is R.PLAY_ON


def test_r10_5_one_extra_card_before_the_first_round_becomes_the_burn():
    hand = deal(STUD, "2c Kd 8s Qh")
    table = TableIncidents(hand)
    table.happen(K.EXTRA_CARD, 2)
    extra = hand.player(2).down[-1]
    assert len(hand.player(2).down) == 3
    table.rule(R.EXTRA_CARD_IS_BURN)
    assert len(hand.player(2).down) == 2
    act(hand, "S1 bring-in, S2 call, S3 call, S4 call")
    assert hand.burns[0] == extra
    whole(table, 4 * DEEP)


def _to_street(street: int, n: int = 4) -> tuple[Hand, TableIncidents]:
    hand = Hand(STUD, Stakes(), [DEEP] * n, deck=Deck(random.Random(11)), rng=random.Random(11))
    table = TableIncidents(hand)
    passive(hand, street, stop_before_dealing=True)
    return hand, table


def test_r10_6_burn_missed_the_cards_go_back_to_their_proper_positions():
    hand, table = _to_street(4)
    hand.burn_card()
    burn = hand.burns[-1]
    first = hand.next_step().seat
    table.happen(K.BURN_MISSED)
    assert hand.player(first).up[-1] == burn
    assert not hand.burns[3:]
    assert table.right_ruling().kind is R.CORRECT_BURN
    table.rule_right()
    assert hand.burns[-1] == burn
    assert len(hand.player(first).up) == 1
    hand.run_dealer()
    assert len(hand.player(first).up) == 2
    assert hand.player(first).up[-1] != burn
    whole(table, 4 * DEEP)


def _seventh_cards(seed: int = 11, n: int = 4) -> dict[int, Card]:
    """Each seat's 7th-street card in the hand of ``_to_street`` dealt without an incident."""
    hand, _ = _to_street(7, n)
    hand.run_dealer()
    return {seat: hand.player(seat).down[-1] for seat in hand.live_seats}


def _at_seventh_burn() -> tuple[Hand, TableIncidents]:
    hand, table = _to_street(7)
    while not isinstance(hand.events[-1], CardBurned):
        hand.dealer_step()
    return hand, table


def test_r10_6_on_the_final_down_card_looked_at_the_player_keeps_it_and_the_next_card_is_burned():
    proper = _seventh_cards()
    hand, table = _at_seventh_burn()
    stuck = hand.burns[-1]
    first = hand.next_step().seat
    incident = table.happen(K.BURN_MISSED, looked=True)
    assert incident.fact("looked")
    assert table.right_ruling().kind is R.PLAYER_KEEPS_CARD
    table.rule_right()
    assert isinstance(hand.next_step(), BurnDue)  # the card meant for the player is burned
    hand.run_dealer()
    assert hand.player(first).down[-1] == stuck  # the stuck burn card is the player's 7th card
    assert stuck not in hand.burns
    assert hand.burns[-1] == proper[first]  # burned in its place
    others = {seat: hand.player(seat).down[-1] for seat in hand.live_seats if seat != first}
    assert others == {seat: c for seat, c in proper.items() if seat != first}  # nobody's card shifts
    seventh = [e for e in of_type(hand.events, CardBurned) if e.street == 7]
    assert [e.card for e in seventh] == [proper[first]]  # the log burns one card, not the kept one
    assert all(len(hand.player(s).down) == 3 for s in hand.live_seats)
    assert table.faults() == []
    whole(table, 4 * DEEP)


def test_r10_6_on_the_final_down_card_not_looked_at_the_cards_go_to_their_proper_positions():
    proper = _seventh_cards()
    hand, table = _at_seventh_burn()
    stuck = hand.burns[-1]
    incident = table.happen(K.BURN_MISSED, looked=False)
    assert not incident.fact("looked")
    assert table.right_ruling().kind is R.CORRECT_BURN
    table.rule_right()
    hand.run_dealer()
    assert hand.burns[-1] == stuck
    assert {seat: hand.player(seat).down[-1] for seat in hand.live_seats} == proper
    assert table.faults() == []


def test_r10_6_two_cards_burned_the_second_goes_to_the_first_player():
    hand, table = _to_street(5)
    hand.burn_card()
    first = hand.next_step().seat
    table.happen(K.DOUBLE_BURN)
    second = hand.burns[-1]
    table.rule(R.CORRECT_BURN)
    hand.run_dealer()
    assert hand.player(first).up[-1] == second
    assert sum(isinstance(e, CardBurned) for e in hand.events) == 2


def test_e38_premature_card_back_to_the_stub_reshuffled_and_no_new_burn():
    hand, table = _to_street(4)
    hand.run_dealer()
    assert hand.phase is Phase.BETTING
    assert hand.street == 4
    burns = len(hand.burns)
    incident = table.happen(K.PREMATURE_CARD)
    assert incident.seat == hand.live_seats[0]
    # the dealer burned for 5th street as usual before dealing its card too early
    assert len(hand.burns) == burns + 1
    taken = hand.events[-1]
    assert isinstance(taken, CardBurned)
    assert (taken.street, taken.card) == (5, hand.burns[-1])
    table.rule(R.PREMATURE_BACK_NO_BURN)
    assert table.premature is None
    passive(hand, 5, stop_before_dealing=True)
    at = len(hand.events)
    hand.run_dealer()
    assert not any(isinstance(e, CardBurned) for e in hand.events[at:])  # no new burn for 5th
    assert [e.street for e in of_type(hand.events, CardBurned)] == [4, 5]  # the burn taken stays
    assert len(hand.burns) == burns + 1
    passive(hand)
    show_all(hand)
    assert hand.is_complete
    assert [e.street for e in of_type(hand.events, CardBurned)] == [4, 5, 6, 7]  # one a street
    assert table.faults() == []
    whole(table, 4 * DEEP)


def test_r10_7_the_supply_check_counts_the_burn_taken_with_the_premature_card():
    hand, table = _to_street(5)
    hand.run_dealer()
    table.happen(K.PREMATURE_CARD)
    table.rule_right()
    passive(hand, 7, stop_before_dealing=True)
    check = next(e for e in hand.events if isinstance(e, SupplyChecked))
    assert check.burns == len(of_type(hand.events, CardBurned)) == len(hand.burns) == 3
    assert check.stub == hand.stub_size == 52 - 3 * 4 - 3 - 3 * 4


def _deal_through(hand: Hand, seat: int, street: int) -> None:
    """Do the dealer's steps until ``seat`` has been dealt its card of ``street``."""
    while True:
        step = hand.next_step()
        hand.dealer_step()
        if isinstance(step, DealDue) and step.seat == seat and step.street == street:
            return


def _e36(exposed: int) -> tuple[Hand, TableIncidents]:
    hand, table = _to_street(7)
    _deal_through(hand, exposed, 7)
    return hand, table


def _seventh_faces(hand: Hand) -> dict[int, bool]:
    return {e.seat: e.face_up for e in of_type(hand.events, CardDealt) if e.street == 7}


def test_e36_first_players_7th_card_up_the_others_are_dealt_up_too_and_6th_street_starter_begins():
    hand, table = _e36(1)
    sixth = next(e for e in of_type(hand.events, StreetOpened) if e.street == 6).first_actor
    incident = table.happen(K.SEVENTH_CARD_UP, 1)
    assert incident.fact("first")
    assert not incident.fact("heads_up")
    table.rule(R.REMAINING_UP)
    # the dealer's next duty is a card face up, and so is every remaining one
    assert hand.next_step() == DealDue(7, 2, face_up=True)
    hand.run_dealer()
    assert _seventh_faces(hand) == {1: True, 2: True, 3: True, 4: True}  # the log says so
    assert all(table.exposed.get(seat) == {2} for seat in hand.live_seats)
    assert all(len(hand.player(seat).up) == 4 for seat in hand.live_seats)  # not part of the board
    assert next(e for e in of_type(hand.events, StreetOpened) if e.street == 7).first_actor == sixth
    assert table.faults() == []


def test_e36_another_players_7th_card_up_the_rest_come_down():
    hand, table = _e36(3)
    incident = table.happen(K.SEVENTH_CARD_UP, 3)
    assert not incident.fact("first")
    assert table.right_ruling().kind is R.REMAINING_DOWN_OPTION
    table.rule_right()
    assert hand.next_step() == DealDue(7, 4, face_up=False)
    hand.run_dealer()
    assert table.exposed == {3: {2}}
    assert _seventh_faces(hand) == {1: False, 2: False, 3: True, 4: False}
    assert table.faults() == []


def test_r10_8_heads_up_first_players_card_up_the_second_is_dealt_up():
    hand, table = _to_street(7, n=2)
    hand.dealer_step()
    hand.dealer_step()  # the burn, then the first player's card
    incident = table.happen(K.SEVENTH_CARD_UP)
    assert incident.fact("heads_up")
    assert incident.fact("first")
    assert table.right_ruling().kind is R.REMAINING_UP
    table.rule_right()
    assert hand.next_step() == DealDue(7, 2, face_up=True)
    hand.run_dealer()
    assert table.exposed == {1: {2}, 2: {2}}
    assert _seventh_faces(hand) == {1: True, 2: True}
    assert table.faults() == []


def test_r10_8_heads_up_first_card_down_and_the_seconds_up_the_second_has_the_option():
    hand, table = _to_street(7, n=2)
    for _ in range(3):
        hand.dealer_step()  # the burn, the first player's card down, the second's
    incident = table.happen(K.SEVENTH_CARD_UP, 2)
    assert incident.fact("heads_up")
    assert not incident.fact("first")
    assert table.right_ruling().kind is R.REMAINING_DOWN_OPTION
    table.rule_right()
    assert table.exposed == {2: {2}}
    assert _seventh_faces(hand) == {1: False, 2: True}
    assert table.faults() == []


def test_r10_9_all_in_players_final_card_up_stays_up():
    hand = Hand(STUD, Stakes(), [DEEP, DEEP, 15], deck=Deck(random.Random(3)), rng=random.Random(3))
    table = TableIncidents(hand)
    passive(hand, 7, stop_before_dealing=True)
    _deal_through(hand, 3, 7)
    assert hand.player(3).all_in
    assert table.seats_for(K.SEVENTH_CARD_UP) == []
    table.happen(K.ALL_IN_CARD_UP, 3)
    assert table.right_ruling().kind is R.ALL_IN_CARD_STAYS
    table.rule_right()
    hand.run_dealer()
    assert table.exposed == {3: {2}}
    assert _seventh_faces(hand) == {1: False, 2: False, 3: True}
    assert table.faults() == []


def test_r1_1_duplicate_card_all_action_void_and_bets_returned():
    hand, table = _to_street(5)
    hand.burn_card()
    dealt = hand.deal_card()
    incident = table.happen(K.DUPLICATE_CARD)
    # the seat shows the second copy, as the log says; the first lies on the other seat's board
    assert hand.player(dealt.seat).up[-1] == incident.card
    assert incident.card in hand.player(int(str(incident.facts["also_at"]))).up
    assert hand.events[-2] == CardDealt(5, dealt.seat, incident.card, True)
    assert hand.pot > 0
    table.rule(R.VOID_HAND)
    assert [p.stack for p in hand.players] == [DEEP] * 4
    assert of_type(hand.events, HandRedealt)[-1].rule == "R1.1"
    # Dealt again from the antes, also when the engine is compiled (mypyc).
    assert (hand.street, hand.phase, hand.pot) == (3, Phase.ANTES, 0)
    assert all(not p.up and not p.down for p in hand.players)


def test_r10_12_absent_player_cash_killed_when_the_action_reaches_the_seat():
    hand = deal(STUD, "2c Kd 8s Qh")
    table = TableIncidents(hand)
    assert hand.bring_in_seat == 1
    assert 1 not in table.seats_for(K.ABSENT_PLAYER)
    table.happen(K.ABSENT_PLAYER, 3)
    assert table.right_ruling().kind is R.KILL_AT_TURN
    table.rule_right()
    act(hand, "S1 bring-in, S2 call")
    event = table.settle_turn()
    assert isinstance(event, ActionTaken)
    assert event.kind is ActionKind.FOLD
    assert event.seat == 3
    assert hand.player(3).stack == DEEP - 5  # the ante is forfeit
    assert _ruled(hand)[-1].ruling == "kill_at_turn"


def test_r10_12_absent_player_tournament_down_cards_killed():
    hand = deal(STUD, "2c Kd 8s Qh", rules=TOURNAMENT)
    table = TableIncidents(hand)
    table.happen(K.ABSENT_PLAYER, 3)
    assert table.right_ruling().kind is R.KILL_DOWN_CARDS


def test_r10_10_upcards_turned_down_facing_a_bet_the_hand_is_folded():
    hand = deal(STUD, "2c Kd 8s Qh")
    act(hand, "S1 bring-in")
    table = TableIncidents(hand)
    table.happen(K.DEAD_HAND, 2)
    table.rule(R.HAND_FOLDED)
    assert hand.player(2).folded
    assert hand.actor == 3


def test_r10_14_a_call_beaten_on_board_gets_no_refund():
    hand, _table = _to_street(7)
    hand.run_dealer()
    passive(hand)
    if hand.phase is not Phase.SHOWDOWN:
        pytest.skip("checked down")  # pragma: no cover
    stacks = [p.stack for p in hand.players]
    assert right_ruling(Incident(K.CALLED_BEATEN, 7, 2), HouseRules()).kind is R.NO_REFUND
    assert stacks == [p.stack for p in hand.players]


def _e37(next_acted: bool) -> tuple[Hand, TableIncidents]:
    # The dealer names S3 (3d), but S1 holds 2c.
    hand = deal(STUD, "2c 9s 3d Kh")
    table = TableIncidents(hand)
    return hand, table


def test_e37_wrong_bring_in_next_player_not_acted_chips_back_and_the_low_card_brings_it_in():
    hand, table = _e37(False)
    assert hand.actor == 1
    table.happen(K.WRONG_BRING_IN, 2, next_acted=False)
    assert table.held == {2: 10}
    table.rule(R.BRING_IN_CORRECTED)
    assert table.held == {}
    assert hand.player(2).stack == DEEP - 5
    act(hand, "S1 bring-in 10")


def test_e37_wrong_bring_in_next_player_acted_the_wager_stands_and_the_low_card_has_no_obligation():
    hand, table = _e37(True)
    incident = table.happen(K.WRONG_BRING_IN, 2, next_acted=True)
    assert incident.fact("next_acted")
    table.rule(R.BRING_IN_STANDS)
    assert hand.player(2).bet == 10
    assert hand.player(3).bet == 10
    act(hand, "S4 call")
    assert hand.actor == 1
    assert hand.legal_actions().fold
    whole(table, 4 * DEEP)


def _fifth(n: int = 3) -> Hand:
    """5th street, live S1–S3 (S1's pair of kings acts first), nobody has bet yet."""
    hand = deal(STUD, "Kc 3d 9h", streets=["Ks 4c 5d", "2h 7c 8s"])
    act(hand, "S2 bring-in, S3 call, S1 call, S1 check, S2 check, S3 check")
    assert hand.street == 5
    assert hand.actor == 1
    return hand


def test_r4_8_under_sized_bet_brought_up_to_the_proper_amount():
    hand = _fifth()
    table = TableIncidents(hand)
    table.happen(K.UNDERSIZED_BET, 1)
    assert table.held == {1: 20}
    table.rule(R.BRING_UP)
    assert hand.player(1).bet == 40
    assert table.held == {}


def _e41(restricted: bool = False) -> tuple[Hand, TableIncidents]:
    rules = HouseRules(oot_restricted=restricted)
    hand = deal(STUD, "2c Kd 9s 7h", streets=["Ah Qs 8d"], rules=rules)
    act(hand, "S1 bring-in, S2 complete 20, S3 call, S4 call, S1 fold")
    assert hand.street == 4
    assert hand.actor == 2
    return hand, TableIncidents(hand)


def test_e41_oot_check_stands_when_the_action_does_not_change():
    hand, table = _e41()
    table.happen(K.OUT_OF_TURN, 4, action=Action(4, ActionKind.CHECK))
    assert table.right_ruling().kind is R.OOT_HOLD
    table.rule_right()
    act(hand, "S2 check, S3 check")
    event = table.settle_turn()
    assert isinstance(event, ActionTaken)
    assert event.kind is ActionKind.CHECK
    assert event.seat == 4
    assert hand.street == 5
    assert _ruled(hand)[-1].ruling == "oot_binding"


def test_e41_oot_check_released_after_a_bet_every_option():
    hand, table = _e41()
    table.happen(K.OUT_OF_TURN, 4, action=Action(4, ActionKind.CHECK))
    table.rule_right()
    act(hand, "S2 check, S3 bet 20")
    assert table.settle_turn() is None
    legal = table.allowed(hand.legal_actions())
    assert [a.label for a in legal] == ["fold", "call 20", "raise to 40"]


def test_e41_oot_restricted_a_player_who_checked_may_only_fold_or_call():
    hand, table = _e41(restricted=True)
    table.happen(K.OUT_OF_TURN, 4, action=Action(4, ActionKind.CHECK))
    assert table.right_ruling().kind is R.OOT_HOLD_RESTRICTED
    table.rule_right()
    act(hand, "S2 check, S3 bet 20")
    assert table.settle_turn() is None
    assert [a.label for a in table.allowed(hand.legal_actions())] == ["fold", "call 20"]


def test_e42_oot_bet_stands_as_the_bet_when_both_check():
    hand = _fifth()
    table = TableIncidents(hand)
    table.happen(K.OUT_OF_TURN, 3, action=Action(3, ActionKind.BET, 40))
    assert table.held == {3: 40}
    table.rule(R.OOT_HOLD)
    act(hand, "S1 check, S2 check")
    event = table.settle_turn()
    assert isinstance(event, ActionTaken)
    assert event.kind is ActionKind.BET
    assert event.to == 40
    assert table.held == {}


def test_e42_oot_bet_not_binding_after_a_bet_chips_back_and_every_option():
    hand = _fifth()
    table = TableIncidents(hand)
    table.happen(K.OUT_OF_TURN, 3, action=Action(3, ActionKind.BET, 40))
    table.rule_right()
    act(hand, "S1 bet 40, S2 call")
    assert table.settle_turn() is None
    assert hand.player(3).stack + hand.player(3).contributed == DEEP
    assert [a.label for a in hand.legal_actions()] == ["fold", "call 40", "raise to 80"]


def test_e42_oot_fold_is_binding_either_way():
    hand = _fifth()
    act(hand, "S1 bet 40")
    table = TableIncidents(hand)
    assert table.seats_for(K.OUT_OF_TURN) == [3]
    incident = table.happen(K.OUT_OF_TURN, 3, action=Action(3, ActionKind.FOLD))
    assert set(plausible_rulings(incident)) >= {R.OOT_FOLD_BINDING, R.OOT_HOLD}
    table.rule(R.OOT_FOLD_BINDING)
    act(hand, "S2 raise 80")
    event = table.settle_turn()
    assert isinstance(event, ActionTaken)
    assert event.kind is ActionKind.FOLD


def test_e43_string_raise_stands_as_a_call():
    hand = deal(STUD, "2c 9s 3d Kh")
    act(hand, "S1 bring-in, S2 complete 20")
    table = TableIncidents(hand)
    table.happen(K.STRING_RAISE, 3)
    assert table.held == {3: 40}
    table.rule(R.CALL_EXTRA_BACK)
    assert hand.player(3).bet == 20
    assert hand.player(3).stack == DEEP - 5 - 20


def test_e44_oversized_chip_is_a_call_with_change():
    hand = _fifth()
    act(hand, "S1 bet 40")
    table = TableIncidents(hand)
    stack = hand.player(2).stack
    incident = table.happen(K.OVERSIZED_CHIP, 2)
    assert incident.chips == 100
    assert incident.fact("facing_bet")
    table.rule(R.CALL_WITH_CHANGE)
    assert hand.player(2).stack == stack - 40  # 60 back in change


def test_r11_4_oversized_chip_not_facing_a_bet_is_a_bet_of_the_fixed_amount():
    hand = _fifth()
    table = TableIncidents(hand)
    table.happen(K.OVERSIZED_CHIP, 1)
    assert table.right_ruling().kind is R.BET_WITH_CHANGE
    table.rule_right()
    assert hand.player(1).bet == 40


def test_r11_4_one_oversized_chip_to_bring_it_in_is_the_bring_in_with_change():
    """On 3rd street, no bet to face: a single 25 chip put in without a word by the low card is the
    bring-in (10), not a completion (R11.4: undeclared, the bring-in)."""
    hand = deal(STUD, "2c Kd 8s")
    table = TableIncidents(hand)
    assert hand.legal_actions().bring_in == 10
    incident = table.happen(K.OVERSIZED_CHIP, 1)
    assert (incident.chips, incident.fact("bring_in"), incident.fact("facing_bet")) == (25, True, False)
    assert table.right_ruling().kind is R.BRING_IN_WITH_CHANGE
    assert R.COMPLETE_WITH_CHANGE in table.rulings()
    table.rule_right()
    assert (hand.player(1).bet, hand.player(1).stack) == (10, DEEP - 5 - 10)
    assert of_type(hand.events, ActionTaken)[-1].kind is ActionKind.BRING_IN
    whole(table, 3 * DEEP)


def test_r10_13_a_fold_with_no_bet_keeps_the_seat_in_the_deal_until_a_bet_kills_it():
    """5th street, nobody has bet: S1 folds. The seat keeps receiving cards (so S2's and S3's cards
    are the ones they would have had), checks through, and is killed when a bet reaches it."""
    plain = _fifth()
    act(plain, "S1 check, S2 check, S3 check")
    plain.run_dealer()
    sixth = {seat: plain.player(seat).up[-1] for seat in (1, 2, 3)}

    hand = _fifth()
    table = TableIncidents(hand)
    assert table.seats_for(K.FOLD_NO_BET) == [1]
    table.happen(K.FOLD_NO_BET, 1)
    assert table.right_ruling().kind is R.KEEP_DEALING
    assert set(table.rulings()) == {R.KEEP_DEALING, R.FOLD_AT_ONCE, R.MUST_CHECK}
    table.rule_right()
    act(hand, "S2 check, S3 check")
    hand.run_dealer()
    assert {seat: hand.player(seat).up[-1] for seat in (1, 2, 3)} == sixth  # nobody's card changed
    assert table.settle_turn() is not None  # S1 acts first: checked through
    assert of_type(hand.events, ActionTaken)[-1].kind is ActionKind.CHECK
    act(hand, "S2 bet 40, S3 call")
    killed = table.settle_turn()  # the bet reaches S1: the hand is dead
    assert isinstance(killed, ActionTaken)
    assert killed.kind is ActionKind.FOLD
    assert _ruled(hand)[-1].ruling == "killed_by_bet"
    assert hand.player(1).folded
    assert table.faults() == []


@pytest.mark.parametrize(("chips", "ruling", "bet"), [(60, R.FULL_RAISE, 80), (50, R.CALL_EXCESS_BACK, 40)])
def test_e45_multiple_chips_half_a_raise_is_a_full_raise_less_is_a_call(chips, ruling, bet):
    hand = _fifth()
    act(hand, "S1 bet 40")
    table = TableIncidents(hand)
    table.happen(K.MULTIPLE_CHIPS, 2, chips=chips)
    assert table.right_ruling().kind is ruling
    table.rule(ruling)
    assert hand.player(2).bet == bet


def test_r11_2_a_clear_verbal_raise_stands_whatever_the_chips():
    hand = _fifth()
    act(hand, "S1 bet 40")
    table = TableIncidents(hand)
    table.happen(K.VERBAL_RAISE, 2)
    assert table.held == {2: 40}
    table.rule(R.VERBAL_STANDS)
    assert hand.player(2).bet == 80


def test_r11_6_splashed_chips_are_verified_and_counted():
    hand = _fifth()
    act(hand, "S1 bet 40")
    table = TableIncidents(hand)
    table.happen(K.SPLASH, 2)
    table.rule(R.SPLASH_COUNTED)
    assert hand.player(2).bet == 40
    assert hand.actor == 3


def test_every_incident_and_ruling_is_logged_with_its_rule():
    hand = _fifth()
    act(hand, "S1 bet 40")
    table = TableIncidents(hand)
    table.happen(K.SPLASH, 2)
    table.rule_right()
    occurred = of_type(hand.events, IncidentOccurred)[-1]
    ruled = _ruled(hand)[-1]
    assert (occurred.kind, occurred.rule, occurred.chips) == ("splash", "R11.6", 40)
    assert (ruled.ruling, ruled.rule) == ("splash_counted", "R11.6")
    index = hand.events.index(ruled)
    assert isinstance(hand.events[index + 1], ActionTaken)  # the ruling, then what it made of the chips


def test_only_one_incident_at_a_time_and_none_after_the_hand():
    hand = _fifth()
    table = TableIncidents(hand)
    table.happen(K.UNDERSIZED_BET, 1)
    assert table.seats_for(K.OUT_OF_TURN) == []
    with pytest.raises(IncidentError):
        table.happen(K.OUT_OF_TURN)


def test_a_right_ruling_is_always_among_the_plausible_ones():
    rules = [HouseRules(), TOURNAMENT, HouseRules(oot_restricted=True)]
    facts = [
        {},
        {"first": True},
        {"next_acted": True},
        {"looked": True},
        {"facing_bet": True},
        {"half_raise": True},
    ]
    for kind in IncidentKind:
        for fact in facts:
            for action in (None, Action(2, ActionKind.FOLD), Action(2, ActionKind.CHECK)):
                incident = Incident(kind, 4, 2, action=action, facts=fact)
                for rule in rules:
                    assert right_ruling(incident, rule).kind in plausible_rulings(incident)


def test_antes_come_in_again_after_a_misdeal():
    hand, table = _e35(TOURNAMENT)
    table.happen(K.EXPOSED_HOLE_CARD, 3)
    table.rule_right()
    _antes(hand)
    antes = list(hand.events[hand.events.index(of_type(hand.events, HandRedealt)[-1]) :])
    assert sum(isinstance(e, AntePosted) for e in antes) == 4
    assert isinstance(hand.next_step(), type(hand.next_step()))
    assert not isinstance(hand.next_step(), TurnDue)
    assert Card.parse("5h") in table.cards()
