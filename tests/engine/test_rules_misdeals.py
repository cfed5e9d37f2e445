"""R10.4's misdeal list beyond the first card to the wrong seat, and R10.10's hands of the wrong size,
carried out by the engine: two boxed cards, two extra cards, a player short a card (the top card to
them in proper sequence), a card out of sequence, a card to an empty seat, a player dealt out; each a
misdeal before substantial action (two players after the forced bet acted) and played on after it
where the case can arise then. Each is an event of the log with its rule; chips and cards stay
whole."""

from __future__ import annotations

import random

from croupier.engine.cards import Deck
from croupier.engine.events import (
    ActionTaken,
    CardDealt,
    HandMucked,
    HandRedealt,
    IncidentOccurred,
    IncidentRuled,
)
from croupier.engine.hand import DealDue, Hand, Phase, ShowDue
from croupier.engine.incidents import Incident, IncidentKind, RulingKind, plausible_rulings, right_ruling
from croupier.engine.misdeals import substantial
from croupier.engine.rules import STUD, HouseRules, Stakes
from croupier.engine.table_incidents import TableIncidents
from tests.engine.helpers import DEEP, of_type, passive, whole

K = IncidentKind
R = RulingKind
TOURNAMENT = HouseRules.profile("tournament")


def _hand(n: int = 4, seed: int = 11, rules: HouseRules | None = None) -> tuple[Hand, TableIncidents]:
    hand = Hand(STUD, Stakes(), [DEEP] * n, rules, deck=Deck(random.Random(seed)), rng=random.Random(seed))
    return hand, TableIncidents(hand)


def _deal_until(hand: Hand, done) -> None:
    while hand.phase is Phase.ANTES:
        hand.post_ante()
    while not done(hand):
        hand.dealer_step()


def _logged(hand: Hand, kind: IncidentKind, ruling: RulingKind) -> None:
    occurred = of_type(hand.events, IncidentOccurred)[-1]
    ruled = of_type(hand.events, IncidentRuled)[-1]
    assert (occurred.kind, occurred.rule) == (
        kind.value,
        "R10.4" if kind is not K.WRONG_HAND_SIZE else "R10.10",
    )
    assert (ruled.kind, ruled.ruling, ruled.rule) == (kind.value, ruling.value, occurred.rule)


def _misdealt(hand: Hand, table: TableIncidents) -> None:
    """Re-dealt from a fresh shuffle, every chip back, the antes to come again."""
    redealt = of_type(hand.events, HandRedealt)[-1]
    assert redealt.rule == "R10.4"
    assert redealt.stacks == (DEEP,) * len(hand.players)
    assert hand.phase is Phase.ANTES
    assert all(not p.down and not p.up for p in hand.players)
    assert table.pending is None


def test_substantial_action_is_two_players_after_the_forced_bet():
    hand, table = _hand()
    passive(hand, 3)
    assert not substantial(table.hand)
    hand.post_bring_in()  # the forced bet
    hand.check_or_call()
    assert not substantial(table.hand)
    hand.check_or_call()
    assert substantial(table.hand)


def test_two_boxed_cards_in_the_initial_deal_are_a_misdeal():
    hand, table = _hand()
    _deal_until(hand, lambda h: len(of_type(h.events, CardDealt)) == 3)
    assert table.seats_for(K.BOXED_CARDS) == [hand.next_step().seat]
    stub = hand.stub_size
    incident = table.happen(K.BOXED_CARDS)
    assert hand.stub_size == stub - 2
    assert incident.card in hand.mucked_cards  # set aside face up
    whole(table, 4 * DEEP)
    assert table.right_ruling().kind is R.MISDEAL
    table.rule_right()
    _logged(hand, K.BOXED_CARDS, R.MISDEAL)
    _misdealt(hand, table)
    whole(table, 4 * DEEP)


def test_two_boxed_cards_after_substantial_action_are_set_aside_and_the_hand_played_out():
    hand, table = _hand()
    passive(hand, 4, stop_before_dealing=True)
    hand.burn_card()
    hand.deal_card()
    assert substantial(table.hand)
    incident = table.happen(K.BOXED_CARDS)
    assert incident.fact("substantial")
    assert table.right_ruling().kind is R.PLAY_ON
    table.rule(R.PLAY_ON)
    _logged(hand, K.BOXED_CARDS, R.PLAY_ON)
    passive(hand)
    while isinstance(hand.next_step(), ShowDue):
        hand.show()
    assert hand.is_complete
    assert sum(hand.finishing_stacks or ()) == 4 * DEEP
    whole(table, 4 * DEEP)


def test_boxed_cards_are_not_found_where_the_deal_would_then_run_short():
    hand, table = _hand(8)
    passive(hand, 6, stop_before_dealing=True)
    hand.burn_card()
    assert table.seats_for(K.BOXED_CARDS) == []  # 8 players: Sixth Street needs every card left


def test_two_extra_cards_in_the_starting_hands_are_a_misdeal_not_a_burn():
    hand, table = _hand()
    passive(hand, 3)
    assert table.seats_for(K.EXTRA_CARDS) == [1, 2, 3, 4]
    incident = table.happen(K.EXTRA_CARDS, 4)
    assert len(hand.player(4).down) == len(hand.player(1).down) == 3  # the next seat round: seat 1
    assert incident.facts["also"] == 1
    assert set(plausible_rulings(incident)) >= {R.MISDEAL, R.EXTRA_CARD_IS_BURN}  # the one-card case
    assert table.right_ruling().kind is R.MISDEAL
    whole(table, 4 * DEEP)
    table.rule_right()
    _logged(hand, K.EXTRA_CARDS, R.MISDEAL)
    _misdealt(hand, table)


def test_a_player_short_a_card_gets_the_top_card_only_in_proper_sequence():
    # The last door card of the deal not given: it goes to its player in sequence, no misdeal.
    hand, table = _hand()
    _deal_until(hand, lambda h: len(h._plan) == 1)
    last = hand.next_step().seat
    assert table.seats_for(K.WRONG_CARD_COUNT) == [last]
    incident = table.happen(K.WRONG_CARD_COUNT)
    assert incident.fact("in_sequence")
    assert table.right_ruling().kind is R.DEAL_MISSING
    table.rule(R.DEAL_MISSING)
    _logged(hand, K.WRONG_CARD_COUNT, R.DEAL_MISSING)
    hand.dealer_step()
    assert len(hand.player(last).up) == 1
    assert hand.phase is Phase.BETTING
    whole(table, 4 * DEEP)
    # Passed over in the first round, found when the door cards begin: a misdeal.
    hand, table = _hand()
    _deal_until(hand, lambda h: all(len(p.down) == 2 for p in h.players))
    assert table.seats_for(K.WRONG_CARD_COUNT) == [1, 2, 3, 4]
    incident = table.happen(K.WRONG_CARD_COUNT, 3)
    assert not incident.fact("in_sequence")
    assert len(hand.player(3).down) == 1
    whole(table, 4 * DEEP)
    assert table.right_ruling().kind is R.MISDEAL
    table.rule_right()
    _misdealt(hand, table)


def test_a_card_out_of_sequence_before_substantial_action_is_a_misdeal():
    hand, table = _hand()
    _deal_until(hand, lambda h: len(of_type(h.events, CardDealt)) == 1)
    assert table.seats_for(K.OUT_OF_SEQUENCE) == [3]  # seat 2 is due; the card goes to seat 3
    incident = table.happen(K.OUT_OF_SEQUENCE)
    assert (len(hand.player(2).down), len(hand.player(3).down)) == (0, 1)
    assert incident.facts["skipped"] == 2
    assert table.right_ruling().kind is R.MISDEAL
    table.rule_right()
    _logged(hand, K.OUT_OF_SEQUENCE, R.MISDEAL)
    _misdealt(hand, table)


def test_a_card_out_of_sequence_after_substantial_action_stays_and_the_passed_seat_gets_the_next():
    hand, table = _hand()
    passive(hand, 5, stop_before_dealing=True)
    hand.burn_card()
    due = hand.next_step().seat
    [after] = table.seats_for(K.OUT_OF_SEQUENCE)
    incident = table.happen(K.OUT_OF_SEQUENCE)
    assert incident.card == hand.player(after).up[-1]  # dealt face up, seen
    occurred = of_type(hand.events, IncidentOccurred)[-1]
    assert occurred.up == tuple(hand.player(after).up)  # the log carries the new board
    assert table.right_ruling().kind is R.PLAY_ON
    table.rule(R.PLAY_ON)
    step = hand.next_step()
    assert isinstance(step, DealDue)
    assert step.seat == due
    hand.deal_card()
    assert len(hand.player(due).up) == len(hand.player(after).up) == 3
    whole(table, 4 * DEEP)


def test_a_card_to_an_empty_seat_is_a_misdeal():
    hand, table = _hand(5)
    _deal_until(hand, lambda h: len(of_type(h.events, CardDealt)) == 2)
    assert table.seats_for(K.CARD_TO_EMPTY_SEAT) == [2]
    table.happen(K.CARD_TO_EMPTY_SEAT)
    whole(table, 5 * DEEP)
    assert table.right_ruling().kind is R.MISDEAL
    table.rule_right()
    _logged(hand, K.CARD_TO_EMPTY_SEAT, R.MISDEAL)
    _misdealt(hand, table)
    full, full_table = _hand(8)
    _deal_until(full, lambda h: len(of_type(h.events, CardDealt)) == 2)
    assert full_table.seats_for(K.CARD_TO_EMPTY_SEAT) == []  # eight players: no empty seat


def test_an_entitled_player_dealt_out_is_a_misdeal():
    hand, table = _hand()
    passive(hand, 3)
    seats = table.seats_for(K.PLAYER_DEALT_OUT)
    assert hand.bring_in_seat not in seats
    seat = seats[0]
    table.happen(K.PLAYER_DEALT_OUT, seat)
    assert not hand.player(seat).down
    assert not hand.player(seat).up
    assert of_type(hand.events, IncidentOccurred)[-1].up == ()
    whole(table, 4 * DEEP)
    assert table.right_ruling().kind is R.MISDEAL
    table.rule_right()
    _logged(hand, K.PLAYER_DEALT_OUT, R.MISDEAL)
    _misdealt(hand, table)


def test_after_substantial_action_the_dealing_mistakes_that_can_happen_then_are_played_on():
    for kind in (K.CARD_TO_WRONG_SEAT, K.BOXED_CARDS, K.OUT_OF_SEQUENCE):
        late = Incident(kind, 4, 2, facts={"substantial": True})
        assert right_ruling(late, HouseRules()).kind is R.PLAY_ON
        assert right_ruling(late, TOURNAMENT).kind is R.PLAY_ON
        early = Incident(kind, 3, 2, facts={"substantial": False})
        assert right_ruling(early, TOURNAMENT).kind is R.MISDEAL
    # The initial deal's mistakes are always before substantial action: a misdeal, cash or tournament.
    for kind in (K.EXTRA_CARDS, K.CARD_TO_EMPTY_SEAT, K.PLAYER_DEALT_OUT):
        for rules in (HouseRules(), TOURNAMENT):
            assert right_ruling(Incident(kind, 3, 2), rules).kind is R.MISDEAL


def _at_showdown(seed: int = 11) -> tuple[Hand, TableIncidents]:
    hand, table = _hand(3, seed)
    passive(hand)
    assert isinstance(hand.next_step(), ShowDue)
    return hand, table


def test_r10_10_more_than_seven_cards_is_a_dead_hand():
    hand, table = _at_showdown()
    [seat] = table.seats_for(K.WRONG_HAND_SIZE)
    incident = table.happen(K.WRONG_HAND_SIZE, seat, size=8)
    assert len(hand.player(seat).down) + len(hand.player(seat).up) == 8
    whole(table, 3 * DEEP)
    assert incident.facts["cards"] == 8
    assert table.right_ruling().kind is R.HAND_DEAD
    table.rule_right()
    _logged(hand, K.WRONG_HAND_SIZE, R.HAND_DEAD)
    assert of_type(hand.events, HandMucked)[-1].seat == seat
    while isinstance(hand.next_step(), ShowDue):
        hand.show()
    assert hand.is_complete
    assert hand.winnings[seat - 1] < 0  # a dead hand wins nothing
    assert sum(hand.finishing_stacks or ()) == 3 * DEEP
    whole(table, 3 * DEEP)


def test_r10_10_fewer_than_six_cards_at_showdown_is_dead_and_six_missing_the_last_is_live():
    hand, table = _at_showdown()
    [seat] = table.seats_for(K.WRONG_HAND_SIZE)
    table.happen(K.WRONG_HAND_SIZE, seat, size=5)
    whole(table, 3 * DEEP)
    assert table.right_ruling().kind is R.HAND_DEAD
    table.rule_right()
    assert of_type(hand.events, HandMucked)[-1].seat == seat
    hand, table = _at_showdown()
    [seat] = table.seats_for(K.WRONG_HAND_SIZE)
    table.happen(K.WRONG_HAND_SIZE, seat, size=6)
    assert len(hand.player(seat).down) == 2  # the Seventh Street card never came
    assert table.right_ruling().kind is R.HAND_LIVE
    table.rule_right()
    _logged(hand, K.WRONG_HAND_SIZE, R.HAND_LIVE)
    shown = hand.show()
    assert shown.seat == seat
    assert len(shown.cards) == 6
    while isinstance(hand.next_step(), ShowDue):
        hand.show()
    assert hand.is_complete
    assert sum(hand.finishing_stacks or ()) == 3 * DEEP
    whole(table, 3 * DEEP)


def test_the_hand_size_is_ruled_the_same_under_either_house_rule():
    for cards, ruling in ((8, R.HAND_DEAD), (5, R.HAND_DEAD), (6, R.HAND_LIVE)):
        incident = Incident(K.WRONG_HAND_SIZE, 7, 2, facts={"cards": cards})
        for rules in (HouseRules(), TOURNAMENT, HouseRules(oot_restricted=True)):
            assert right_ruling(incident, rules).kind is ruling
        assert ruling in plausible_rulings(incident)


def test_no_action_is_taken_by_any_of_them():
    hand, table = _hand()
    passive(hand, 3)
    before = len(of_type(hand.events, ActionTaken))
    table.happen(K.PLAYER_DEALT_OUT)
    assert len(of_type(hand.events, ActionTaken)) == before
