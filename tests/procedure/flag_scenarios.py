"""The wrong steps of the procedure's flags, each on a real hand: ``SCENARIOS`` holds, for each flag,
functions that play a hand up to a moment and give the wrong step offered there, with the rule the
verdict must cite (``test_procedure_flags`` runs them; ``test_verdicts_mutants`` reads their facts)."""

from __future__ import annotations

from collections.abc import Callable

from procedure_support import play, seeded_procedure, stacked_procedure, until

from croupier.engine.cards import Rank
from croupier.engine.events import PotAwarded
from croupier.engine.hand import Hand
from croupier.engine.readings import HandDescription
from croupier.engine.rules import ShuffleStep
from croupier.procedure import (
    BringIn,
    DealerStep,
    FirstToAct,
    Flag,
    LastCard,
    MadeHand,
    Procedure,
    StepKind,
)

Scenario = Callable[[], tuple[Procedure, DealerStep]]
SCENARIOS: dict[Flag, list[tuple[Scenario, str]]] = {}


def scenario(flag: Flag, rule: str) -> Callable[[Scenario], Scenario]:
    def register(function: Scenario) -> Scenario:
        SCENARIOS.setdefault(flag, []).append((function, rule))
        return function

    return register


def to(kind: StepKind, street: int | None = None, players: int = 4, **kwargs: object) -> Procedure:
    procedure = seeded_procedure(players, **kwargs)  # type: ignore[arg-type]
    play(procedure, stop=until(kind, street))
    return procedure


def head(procedure: Procedure) -> DealerStep:
    return procedure.expected()[0]


# ----------------------------------------------------------------------------- before the deal


@scenario(Flag.WRONG_SHUFFLE_STEP, "R2.2")
def strip_before_the_riffles():
    procedure = seeded_procedure(3)
    procedure.perform(DealerStep.shuffle_step(ShuffleStep.SCRAMBLE))
    return procedure, DealerStep.shuffle_step(ShuffleStep.STRIP)


@scenario(Flag.WRONG_SHUFFLE_STEP, "R2.2")
def cut_in_the_middle_of_the_shuffle():
    return seeded_procedure(3), DealerStep.cut()


@scenario(Flag.MISSING_ANNOUNCEMENT, "R2.4")
def collecting_without_asking_for_the_antes():
    procedure = to(StepKind.ANNOUNCE, players=3)
    return procedure, DealerStep.collect_ante(1)


@scenario(Flag.SKIPPED_ANTE, "R2.4")
def dealing_before_every_ante_is_in():
    procedure = to(StepKind.COLLECT_ANTE, players=3)
    procedure.perform(DealerStep.collect_ante(1))
    return procedure, DealerStep.deal(1, face_up=False)


@scenario(Flag.SKIPPED_ANTE, "R2.4")
def dealing_during_the_shuffle():
    return seeded_procedure(3), DealerStep.deal(1, face_up=False)


@scenario(Flag.SKIPPED_ANTE, "R2.4")
def cutting_before_the_antes():
    return to(StepKind.COLLECT_ANTE, players=3), DealerStep.cut()


@scenario(Flag.CUT_SKIPPED, "R2.4")
def dealing_without_the_cut():
    return to(StepKind.CUT), DealerStep.deal(1, face_up=False)


@scenario(Flag.OUT_OF_ORDER, "R3.1")
def collecting_an_ante_twice():
    procedure = to(StepKind.COLLECT_ANTE, players=3)
    procedure.perform(DealerStep.collect_ante(2))
    return procedure, DealerStep.collect_ante(2)


# ----------------------------------------------------------------------------- dealing and burns


@scenario(Flag.BURN_NOT_ALLOWED, "R6.1")
def burning_before_third_street():
    return to(StepKind.DEAL, 3), DealerStep.burn()


@scenario(Flag.BURN_NOT_ALLOWED, "R10.6")
def burning_twice():
    procedure = to(StepKind.BURN, 4)
    procedure.perform(DealerStep.burn())
    return procedure, DealerStep.burn()


@scenario(Flag.WRONG_DEAL_ORDER, "R1.3")
def dealing_seat_two_first():
    return to(StepKind.DEAL, 3), DealerStep.deal(2, face_up=False)


@scenario(Flag.WRONG_FACE, "R1.4")
def first_hole_card_face_up():
    return to(StepKind.DEAL, 3), DealerStep.deal(1, face_up=True)


@scenario(Flag.WRONG_FACE, "R1.4")
def seventh_street_face_up():
    procedure = to(StepKind.DEAL, 7)
    return procedure, DealerStep.deal(head(procedure).seat or 0, face_up=True)


@scenario(Flag.MISSING_BURN, "R6.2")
def dealing_fourth_street_without_a_burn():
    procedure = to(StepKind.BURN, 4)
    return procedure, DealerStep.deal(procedure.hand.live_seats[0], face_up=True)


@scenario(Flag.OUT_OF_ORDER, "R1.3")
def gathering_in_the_middle_of_the_deal():
    return to(StepKind.DEAL, 3), DealerStep.gather()


# ----------------------------------------------------------------------------- announcements


@scenario(Flag.WRONG_BRING_IN, "R3.2")
def naming_the_wrong_bring_in():
    procedure = to(StepKind.ANNOUNCE, 3, players=4)
    right = head(procedure).announcement
    assert isinstance(right, BringIn)
    other = next(seat for seat in procedure.hand.seats if seat != right.seat)
    return procedure, DealerStep.announce(BringIn(other, procedure.hand.player(other).door))


@scenario(Flag.MISSING_ANNOUNCEMENT, "R9.5")
def dealing_seventh_street_without_last_card():
    procedure = to(StepKind.BURN, 7)
    procedure.perform(DealerStep.burn())
    assert isinstance(head(procedure).announcement, LastCard)
    return procedure, DealerStep.deal(procedure.hand.live_seats[0], face_up=False)


@scenario(Flag.MISSING_ANNOUNCEMENT, "R9.1")
def burning_for_fourth_street_before_naming_the_bring_in():
    procedure = to(StepKind.ANNOUNCE, 3)
    return procedure, DealerStep.gather()


@scenario(Flag.MISSING_ANNOUNCEMENT, "R9.2")
def calling_the_high_hand_before_the_pair():
    # E9: S3's pair of sevens must be announced before "pair of sevens bets".
    procedure, _ = stacked_procedure("4c Kd 7s Ah", streets=["9c Qs 7d Kc"])
    play(procedure, stop=until(StepKind.ANNOUNCE, 4))
    assert isinstance(head(procedure).announcement, MadeHand)
    return procedure, DealerStep.announce(FirstToAct(3, HandDescription("pair", (Rank.SEVEN,))))


@scenario(Flag.WRONG_ANNOUNCEMENT, "R9.2")
def announcing_a_pair_that_is_not_there():
    procedure, _ = stacked_procedure("4c Kd 7s Ah", streets=["9c Qs 7d Kc"])
    play(procedure, stop=until(StepKind.ANNOUNCE, 4))
    return procedure, DealerStep.announce(MadeHand(2, HandDescription("pair", (Rank.KING,))), street=4)


@scenario(Flag.WRONG_ANNOUNCEMENT, "R9.1")
def last_card_on_third_street():
    return to(StepKind.ANNOUNCE, 3), DealerStep.announce(LastCard())


@scenario(Flag.MISSING_GATHER, "R9.1")
def burning_before_the_gather():
    return to(StepKind.GATHER), DealerStep.burn()


@scenario(Flag.MISSING_SUPPLY_CHECK, "R6.5")
def burning_seventh_street_without_counting():
    return to(StepKind.COUNT_STUB), DealerStep.burn()


@scenario(Flag.WRONG_RUNOUT, "R6.5")
def counting_a_community_card_that_is_not_needed():
    procedure = to(StepKind.COUNT_STUB)
    assert head(procedure).outcome == "normal"
    return procedure, DealerStep.count_stub("community_card")


@scenario(Flag.WRONG_RUNOUT, "R6.5")
def dealing_down_cards_when_the_burns_must_be_scrambled_in():
    procedure = to(StepKind.SCRAMBLE_STUB, players=8)
    return procedure, DealerStep.burn()


@scenario(Flag.CUT_CARD_NOT_REMOVED, "R2.6")
def betting_on_seventh_with_the_cut_card_in():
    return to(StepKind.REMOVE_CUT_CARD), DealerStep.gather()


# ----------------------------------------------------------------------------- betting


@scenario(Flag.PREMATURE_CARD, "R10.7")
def burning_while_a_player_is_to_act():
    procedure = to(StepKind.BURN, 4)
    procedure.perform(DealerStep.burn())
    play(procedure, stop=lambda expected: not expected)
    assert procedure.player_may_act
    return procedure, DealerStep.burn()


@scenario(Flag.ACTION_PENDING, "R5.7")
def gathering_while_a_player_is_to_act():
    procedure = to(StepKind.ANNOUNCE, 3)
    procedure.perform(head(procedure))
    assert procedure.player_may_act
    return procedure, DealerStep.gather()


def bet_then_fold(hand: Hand) -> None:
    legal = hand.legal_actions()
    if legal.bring_in is not None:
        hand.post_bring_in()
    elif hand.street == 3:
        hand.check_or_call()
    elif legal.bet:
        hand.complete_bet_or_raise_to(legal.bet[0])
    elif legal.fold and hand.player(hand.actor or 0).stack > 100:
        hand.fold()
    else:
        hand.check_or_call()


@scenario(Flag.MISSING_RETURN, "R8.7")
def gathering_an_uncalled_bet():
    # A bet that the all-in player cannot match and nobody else calls goes back (R8.7).
    for seed in range(50):
        procedure = Procedure.new(
            seeded_procedure(2).variant, seeded_procedure(2).hand.stakes, [1000, 1000, 22], seed=seed
        )
        play(procedure, player=bet_then_fold, stop=until(StepKind.RETURN_BET))
        if procedure.expected():
            return procedure, DealerStep.gather()
    raise AssertionError("no seed gave an uncalled bet")


# ----------------------------------------------------------------------------- showdown


@scenario(Flag.WRONG_SHOWDOWN_ORDER, "R8.1")
def asking_the_wrong_player_to_show():
    procedure = to(StepKind.CALL_SHOWDOWN_ORDER)
    first = head(procedure).seat
    other = next(seat for seat in procedure.hand.live_seats if seat != first)
    return procedure, DealerStep.call_showdown_order(other)


@scenario(Flag.WRONG_ANNOUNCEMENT, "R9.7")
def misreading_a_hand():
    procedure = to(StepKind.READ_HAND)
    due = head(procedure)
    wrong = seeded_procedure(4, seed=99)
    play(wrong, stop=until(StepKind.READ_HAND))
    other = head(wrong).announcement
    assert other != due.announcement
    return procedure, DealerStep.read_hand(other)  # type: ignore[arg-type]


@scenario(Flag.MISSING_ANNOUNCEMENT, "R9.7")
def killing_before_the_reading():
    procedure = to(StepKind.READ_HAND)
    return procedure, DealerStep.announce(LastCard())


def winners(procedure: Procedure) -> list[PotAwarded]:
    return [event for event in procedure.hand.events if isinstance(event, PotAwarded)]


def push_of(award: PotAwarded) -> DealerStep:
    return DealerStep.push_pot(award.pot, award.half, award.shares)


@scenario(Flag.KILL_BEFORE_PUSH, "R8.4")
def pushing_before_the_kills():
    procedure = to(StepKind.KILL_HAND)
    return procedure, push_of(winners(procedure)[0])


@scenario(Flag.WINNER_CARDS_REMOVED, "R8.4")
def killing_the_winner():
    procedure = to(StepKind.KILL_HAND)
    winner = next(seat for seat, chips in winners(procedure)[0].shares if chips)
    return procedure, DealerStep.kill_hand(winner)


@scenario(Flag.WINNER_CARDS_REMOVED, "R8.4")
def mucking_the_winner_before_the_push():
    procedure = to(StepKind.PUSH_POT)
    winner = next(seat for seat, chips in winners(procedure)[0].shares if chips)
    return procedure, DealerStep.kill_hand(winner)


@scenario(Flag.WRONG_POT_SPLIT, "R8.5")
def pushing_to_the_wrong_seat():
    procedure = to(StepKind.PUSH_POT)
    due = head(procedure)
    (_seat, chips), *_ = due.shares
    loser = next(s for s in procedure.hand.seats if s not in dict(due.shares))
    return procedure, DealerStep.push_pot(due.pot or 0, due.half or "whole", ((loser, chips),))


def aggressive(hand: Hand) -> None:
    legal = hand.legal_actions()
    if legal.bring_in is not None:
        hand.complete_bet_or_raise_to(legal.complete or legal.bring_in)
    elif legal.wager_targets:
        hand.complete_bet_or_raise_to(legal.wager_targets[-1])
    else:
        hand.check_or_call()


@scenario(Flag.WRONG_POT_ORDER, "R8.6e")
def pushing_the_main_pot_before_the_side_pot():
    procedure = Procedure.new(
        seeded_procedure(2).variant, seeded_procedure(2).hand.stakes, [1000, 1000, 65], seed=5
    )
    play(procedure, player=aggressive, stop=until(StepKind.PUSH_POT))
    due = head(procedure)
    assert due.pot == 1
    main = next(award for award in winners(procedure) if award.pot == 0)
    return procedure, push_of(main)


@scenario(Flag.OUT_OF_ORDER, "R8.4")
def killing_a_hand_that_was_not_at_the_showdown():
    procedure = seeded_procedure(4)
    play(procedure, folds={3: 3}, stop=until(StepKind.KILL_HAND))
    folded = next(seat for seat in procedure.hand.seats if procedure.hand.player(seat).folded)
    return procedure, DealerStep.kill_hand(folded)


@scenario(Flag.HAND_OVER, "§3")
def burning_after_the_hand():
    procedure = seeded_procedure(3)
    play(procedure)
    return procedure, DealerStep.burn()
