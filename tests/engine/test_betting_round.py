"""``BettingRound`` on its own, as ``Hand`` drives it: who still owes an action (R4.7: the round
ends when everyone has acted and matched the last wager), who is next, and the bring-in's obligation
on 3rd street (R3.5). ``Hand`` reads some of these answers only in cases a dealt hand rarely or
never reaches (a round whose players have all acted, a seat that has acted but is still active), so
they are pinned down here on the round itself.

Stakes A=5, BI=10, SB=20, BB=40; four players with 500 each unless a test says otherwise.
"""

from __future__ import annotations

from croupier.engine.betting import BettingRound, Limits
from croupier.engine.player import PlayerState
from croupier.engine.rules import HouseRules, Stakes

LIMITS = Limits.of(Stakes(5, 10, 20, 40), HouseRules())


def _players(count: int = 4) -> list[PlayerState]:
    return [PlayerState(seat, 500, 500) for seat in range(1, count + 1)]


def _round(players: list[PlayerState], street: int = 4, **flags: bool) -> BettingRound:
    return BettingRound(street, players, LIMITS, big_street=street >= 5, double_bet=False, **flags)


def test_r4_7_each_seat_that_acts_owes_no_more_until_someone_wagers() -> None:
    """R4.7: a check settles one seat's action; after the last check nobody owes one."""
    betting = _round(_players())
    assert betting.bettors == 4
    assert betting.acted(1, raised=False) == 2
    assert betting.bettors == 3
    assert betting.acted(2, raised=False) == 3
    assert betting.acted(3, raised=False) == 4
    assert betting.bettors == 1
    assert betting.acted(4, raised=False) is None
    assert betting.bettors == 0


def test_r4_7_a_bet_makes_every_seat_that_has_not_matched_it_owe_an_action_again() -> None:
    """R4.7: S1 and S2 check, S3 bets: S4, S1 and S2 owe an action, S3 does not."""
    players = _players()
    betting = _round(players)
    betting.acted(1, raised=False)
    betting.acted(2, raised=False)
    betting.wager(players[2], 20)
    assert betting.acted(3, raised=True) == 4
    assert betting.bettors == 3
    assert [betting.next_to_act(seat) for seat in (3, 4, 1, 2)] == [4, 1, 2, 4]


def test_the_next_seat_to_act_skips_seats_that_have_acted_unless_any_active_seat_will_do() -> None:
    """``or_active``: a seat that has acted owes nothing, but it is still in with chips (the seat
    the bring-in's obligation may pass to, R3.5); a folded or all-in seat is neither."""
    players = _players()
    betting = _round(players)
    betting.acted(2, raised=False)
    assert betting.next_to_act(1) == 3
    assert betting.next_to_act(1, or_active=True) == 2
    players[2].folded = True
    players[3].stack = 0
    for seat in (1, 3, 4):
        betting.acted(seat, raised=False)
    assert betting.next_to_act(1) is None
    assert betting.next_to_act(1, or_active=True) == 2
    assert betting.next_to_act(2, or_active=True) == 1


def test_when_everyone_else_has_folded_nobody_owes_an_action() -> None:
    """The round is over when one player is left: no seat is next, however many had yet to act."""
    betting = _round(_players())
    betting.acted(1, raised=False)
    betting.nobody_owes()
    assert betting.bettors == 0
    assert [betting.next_to_act(seat) for seat in (1, 2, 3, 4)] == [None] * 4


def test_r3_5_the_bring_in_is_forced_unless_the_hand_says_otherwise() -> None:
    """R3.5: on 3rd street the seat with the bring-in must post it or complete: it may not fold;
    ``Hand`` lifts the obligation (``bring_in_forced=False``) only under its house rules."""
    forced = _round(_players(), street=3).legal(1)
    assert (forced.fold, forced.bring_in, forced.complete) == (False, 10, 20)
    free = _round(_players(), street=3, bring_in_forced=False).legal(1)
    assert (free.fold, free.bring_in, free.complete) == (True, 10, 20)


def test_r8_1_the_last_aggressor_is_whoever_wagered_last_and_nobody_before_a_wager() -> None:
    """R8.1 names the last seat to bet or raise; before any wager on the street there is none."""
    players = _players()
    betting = _round(players)
    assert betting.last_aggressor is None
    betting.acted(1, raised=False)
    assert betting.last_aggressor is None
    betting.wager(players[1], 20)
    betting.acted(2, raised=True)
    assert betting.last_aggressor == 2


def test_the_limits_are_resolved_once_for_the_rules_and_stakes_the_hands_share() -> None:
    """A hand history's hands share one ``HouseRules``: each deal reuses the limits resolved for it
    and those stakes, and other stakes or other rules get limits of their own."""
    rules = HouseRules()
    stakes = Stakes(5, 10, 20, 40)
    first = Limits.of(stakes, rules)
    assert Limits.of(stakes, rules) is first
    assert Limits.of(Stakes(5, 10, 20, 40), rules) is first
    bigger = Limits.of(Stakes(10, 20, 40, 80), rules)
    assert (bigger.bring_in, bigger.small_bet, bigger.big_bet) == (20, 40, 80)
    assert Limits.of(Stakes(10, 20, 40, 80), rules) is bigger
    capped_at_four = HouseRules().override("max_raises_per_round", 4)
    other = Limits.of(stakes, capped_at_four)
    assert other is not first
    assert (other.max_raises, first.max_raises) == (4, 3)
    assert Limits.of(stakes, capped_at_four) is other
