"""The independent checker's dealer duties: the announcements due (R9), the next duty of the
dealer's sequence (§3, R8.1, R8.4) and the rulings on irregularities (R10, R3.10), read from what the
trainee sees."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from oracle_betting import first_by_board, next_actor, rebuild
from oracle_cards import board_key, low_value
from oracle_table import awards, bring_in_seat, layers, live, show_order, supply_outcome

from croupier.drills.view import TableView
from croupier.engine.cards import Card
from croupier.engine.rules import HouseRules
from croupier.procedure.announcements import (
    BringIn,
    CommunityCard,
    FirstToAct,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
)
from croupier.procedure.steps import DealerStep, StepKind

# ----------------------------------------------------------------------------------- announcements


def made(board: Sequence[Card]) -> tuple[str, tuple[int, ...]] | None:
    """A board's pair, two pair, trips or quads (R9.2), by its ranks; None for none."""
    if len(board) < 2:
        return None
    category, order = board_key(board, low=False)
    kinds = {2: "pair", 3: "two_pair", 4: "three_of_a_kind", 5: "four_of_a_kind"}
    if category not in kinds:
        return None
    named = 2 if category == 3 else 1
    return kinds[category], tuple(dict.fromkeys(order))[:named]


def possible_draws(board: Sequence[Card], rules: HouseRules) -> str | None:
    """R9.6 (4-card): four suited upcards; four different ranks within five consecutive ranks."""
    if rules.draw_definition.value != "4-card" or len(board) != 4:
        return None
    flush = len({card.suit for card in board}) == 1
    values = {int(card.rank) for card in board}
    straight = False
    if len(values) == 4:
        windows = [set(range(low, low + 5)) for low in range(2, 11)]
        with_ace_low = {1 if v == 14 else v for v in values}
        straight = any(values <= w for w in windows) or with_ace_low <= set(range(1, 6))
    if straight and flush:
        return "possible_straight_flush"
    if flush:
        return "possible_flush"
    if straight:
        return "possible_straight"
    return None


def due_announcements(view: TableView, rules: HouseRules) -> list[tuple]:
    """What must be announced now, before the next card or action (R9.1–R9.6), as comparable
    tuples: the moment is read from the table (the street, whether its betting is over)."""
    low = view.variant == "FR"
    contenders = live(view)
    said = {_key(item) for item in view.said}
    if view.street == 3 and not view.actions:
        seat = bring_in_seat(view)
        door = view.seats[seat - 1].up[0]
        passed = None
        low_seat = min(
            view.seats,
            key=lambda s: (
                (-low_value(s.up[0]), -int(s.up[0].suit)) if low else (int(s.up[0].rank), int(s.up[0].suit))
            ),
        ).seat
        if low_seat != seat:
            passed = low_seat
        return [("bring_in", seat, str(door), passed)]
    due: list[tuple] = []
    if view.actions and view.street == 6:
        # The betting of 6th street is over: "last card" before the down cards or the community
        # card, whichever comes (R9.5 as clarified).
        return [("last_card",)]
    if view.actions:
        return []
    if view.street == 7 and view.community is not None and ("community", str(view.community)) not in said:
        due.append(("community", str(view.community)))
    if 4 <= view.street <= 6:
        for seat in contenders:
            board = [card for card in seat.up if card is not None]
            now, before = made(board), made(board[:-1])
            if now is not None and (view.street == 6 or now != before):
                due.append(("made", seat.seat, now))
        if view.street == 6 and rules.announce_possible_draws and not low:
            for seat in contenders:
                draw = possible_draws([card for card in seat.up if card is not None], rules)
                if draw is not None:
                    due.append(("draw", seat.seat, draw))
    leader, actor = first_by_board(view, rules)
    board = [card for card in view.seats[leader - 1].up if card is not None]
    if (
        view.street == 7
        and view.community is not None
        and rules.community_card_first_actor.value == "include"
    ):
        board.append(view.community)
    due.append(("first", actor, _board_words(board, low)))
    _, _, small, big = view.stakes
    if (
        view.street == 4
        and view.variant == "F7S"
        and rules.fourth_street_double_bet
        and any(made(seat.up) is not None for seat in contenders)
    ):
        due.append(("open_pair", small, big))
    return [item for item in due if item not in said]


def _board_words(board: Sequence[Card], low: bool) -> tuple:
    """What the dealer says of the first actor's board: the made hand, else the top two cards."""
    done = made(board)
    if done is not None:
        return done
    values = sorted((low_value(c) if low else int(c.rank) for c in board), reverse=True)
    return ("low" if low else "high_card", tuple(values[:2]))


def _counts(view: TableView) -> tuple[int, int, int, int, int]:
    """Players dealt in, and those who received 4th, 5th and 6th street, and are still in (R6.3)."""
    seats = view.seats
    return (
        len(seats),
        sum(len(s.up) >= 2 for s in seats),
        sum(len(s.up) >= 3 for s in seats),
        sum(len(s.up) >= 4 for s in seats),
        len(live(view)),
    )


def _key(item: object) -> tuple:
    """An announcement (as the question offers it) as the comparable tuple above."""
    if isinstance(item, BringIn):
        return ("bring_in", item.seat, str(item.card), item.passed_from)
    if isinstance(item, MadeHand):
        description = item.description
        named = 2 if description.kind == "two_pair" else 1
        return ("made", item.seat, (description.kind, tuple(int(r) for r in description.ranks[:named])))
    if isinstance(item, PossibleDraw):
        return ("draw", item.seat, item.draw.value)
    if isinstance(item, FirstToAct):
        description = item.description
        if description.kind in {"high_card", "low"}:
            values = [r.low if item.low else int(r) for r in description.ranks]
            return ("first", item.seat, (description.kind, tuple(values[:2])))
        named = 2 if description.kind == "two_pair" else 1
        return ("first", item.seat, (description.kind, tuple(int(r) for r in description.ranks[:named])))
    if isinstance(item, OpenPairOption):
        return ("open_pair", item.small, item.big)
    if isinstance(item, LastCard):
        return ("last_card",)
    if isinstance(item, CommunityCard):
        return ("community", str(item.card))
    return ("other", repr(item))


# ----------------------------------------------------------------------------------- irregularities

# RULES.md §2.10, §2.11, R1.1, R3.10, R4.8: the ruling for the case a question describes, read from
# the prompt's facts and house rules (the question's parameters), not from the engine.
FIXED_RULINGS = {
    "all_three_exposed": "misdeal",  # R10.2
    "door_card_down": "scramble_turn_one_up",  # R10.3
    "card_to_wrong_seat": "misdeal",  # R10.4: the first card, before any action
    "extra_cards": "misdeal",  # R10.4: two or more extra cards in the starting hands
    "card_to_empty_seat": "misdeal",  # R10.4: the initial deal, before any action
    "player_dealt_out": "misdeal",  # R10.4: the initial deal, before any action
    "extra_card": "extra_card_is_burn",  # R10.5
    "double_burn": "correct_burn",  # R10.6
    "premature_card": "premature_back_no_burn",  # R10.7
    "all_in_card_up": "all_in_card_stays",  # R10.9
    "duplicate_card": "void_hand",  # R1.1
    "dead_hand": "hand_folded",  # R10.10
    "called_beaten": "no_refund",  # R10.14
    "undersized_bet": "bring_up",  # R4.8
    "verbal_raise": "verbal_stands",  # R11.2
    "string_raise": "call_extra_back",  # R11.3
    "splash": "splash_counted",  # R11.6
    "fold_no_bet": "keep_dealing",  # R10.13: the seat is dealt on until a bet kills it
}


def incident_ruling(params: Mapping[str, Any], view: TableView) -> str:
    """The ruling RULES.md gives the incident the parameters describe, on the table ``view`` shows."""
    kind = params["incident"]
    tournament = params.get("rule_mode") == "tournament"
    if kind in {"exposed_hole_card", "card_off_table"}:  # R10.1, R10.11 (counts as exposed)
        return "misdeal" if params.get("rule_exposed_initial_holecard") == "misdeal" else "third_card_down"
    if kind == "burn_missed":  # R10.6: the final down card looked at is kept
        return "player_keeps_card" if params["street"] == 7 and params.get("fact_looked") else "correct_burn"
    if kind == "seventh_card_up":  # R10.8: the first player's card, if nobody else has a 7th card yet
        others = [s for s in view.seats if s.seat != params["seat"] and not s.folded]
        first = all(len(s.up) + len(s.down) < 7 for s in others)
        return "remaining_up" if first else "remaining_down_option"
    if kind in {"boxed_cards", "out_of_sequence"}:  # R10.4: a misdeal before substantial action
        return "play_on" if params.get("fact_substantial") else "misdeal"
    if kind == "wrong_card_count":  # R10.4: the top card may go to the player in proper sequence
        return "deal_missing" if params.get("fact_in_sequence") else "misdeal"
    if kind == "wrong_hand_size":  # R10.10: only a hand missing its final card may be ruled live
        shown = next(s for s in view.seats if s.seat == params["seat"])
        return "hand_live" if len(shown.up) + len(shown.down) == 6 else "hand_dead"
    if kind == "absent_player":  # R10.12
        return "kill_down_cards" if tournament else "kill_at_turn"
    if kind == "wrong_bring_in":  # R3.10
        return "bring_in_stands" if params.get("fact_next_acted") else "bring_in_corrected"
    if kind == "out_of_turn":  # R11.1
        if params.get("action") == "fold":
            return "oot_fold_binding"
        return "oot_hold_restricted" if params.get("rule_oot_restricted") else "oot_hold"
    if kind == "oversized_chip":  # R11.4: undeclared, bringing it in on 3rd street, the bring-in
        if params.get("fact_bring_in"):
            return "bring_in_with_change"
        return "call_with_change" if params.get("to_call") else "bet_with_change"
    if kind == "multiple_chips":  # R11.5: at least the call and half a raise increment
        bet = next(s.bet for s in view.seats if s.seat == params["seat"])
        increment = params["action_to"] - (bet + params["to_call"])
        return "full_raise" if params["chips"] >= params["to_call"] + increment // 2 else "call_excess_back"
    return FIXED_RULINGS[kind]


# ----------------------------------------------------------------------------------- next step


def _shuffle_plan(rules: HouseRules) -> list[str]:
    return [
        step.value
        for step in rules.shuffle_steps
        if step.value != "cut_onto_cut_card" and (rules.scramble_every_hand or step.value != "scramble")
    ]


def _round_over(view: TableView, rules: HouseRules) -> bool:
    """R5.7: every active player has acted and matched the bet (or only one player is left)."""
    state = rebuild(view, rules)
    if len(live(view)) <= 1:
        return True
    try:
        next_actor(state)
    except AssertionError:
        return True
    return False


def _announce_due(view: TableView, rules: HouseRules) -> list[tuple]:
    """The announcements due now, the first of each run first (made hands and draws in any order,
    then the first to act, then the open-pair option)."""
    due = due_announcements(view, rules)
    group = [item for item in due if item[0] in {"made", "draw", "community", "bring_in", "last_card"}]
    return group or due[:1]


def next_duties(view: TableView, rules: HouseRules) -> list[tuple] | None:
    """The dealer's next duties (RULES.md §3) read from the table, as comparable tuples; any one of
    them is right. None where a player, not the dealer, is to move."""
    done = list(view.done)
    seats = view.seats
    kinds = [step.kind for step in done]
    if not any(seat.up or seat.down for seat in seats):
        plan = _shuffle_plan(rules)
        shuffled = [step.shuffle.value for step in done if step.kind is StepKind.SHUFFLE and step.shuffle]
        called = any(step.kind is StepKind.ANNOUNCE for step in done)
        due: list[tuple] = []
        if len(shuffled) < len(plan):
            due.append(("shuffle", plan[len(shuffled)]))
            if not called:
                due.append(("ante_call",))
            return due
        if not called:
            return [("ante_call",)]
        collected = {step.seat for step in done if step.kind is StepKind.COLLECT_ANTE}
        if len(collected) < len(seats):
            return [("ante", seat.seat) for seat in seats if seat.seat not in collected]
        if StepKind.CUT not in kinds:
            return [("cut",)]
        return [("deal", 1, False)]
    counts = [len(seat.up) + len(seat.down) for seat in seats]
    if view.street == 3 and min(counts) < 3:
        fewest = min(counts)
        seat = counts.index(fewest) + 1
        return [("deal", seat, fewest == 2)]
    if StepKind.CALL_SHOWDOWN_ORDER in kinds:
        return _showdown_duties(view, rules, done)
    players = [seat for seat in seats if not seat.folded]
    ups = [len(seat.up) for seat in players]
    downs = [len(seat.down) for seat in players]
    if len(set(ups)) > 1:  # a street half dealt: on to the next seat (R1.3)
        lacking = next(seat for seat in players if len(seat.up) < max(ups))
        return [("deal", lacking.seat, True)]
    if len(set(downs)) > 1:
        lacking = next(seat for seat in players if len(seat.down) < max(downs))
        return [("deal", lacking.seat, False)]
    if view.actions:
        last = view.actions[-1]
        if last.kind.value in {"bring_in", "complete", "bet", "raise"} and not view.said:
            return [("call", last.seat)]
        if not _round_over(view, rules):
            return None
        bets = sorted((seat.bet for seat in seats), reverse=True)
        if bets and bets[0] > (bets[1] if len(bets) > 1 else 0):
            top = max(seats, key=lambda seat: seat.bet)
            return [("return", top.seat)]  # the uncalled part goes back first (R8.7)
        if bets and bets[0]:
            return [("gather",)]
        if len(live(view)) == 1:  # everyone else folded: the last hand takes the pot (R8.3)
            return [("push", 0, "whole", ((live(view)[0].seat, view.pot),))]
    else:
        if view.street == 3:
            return [("announce", item) for item in _announce_due(view, rules)] or None
    # Between rounds, or the cards of a street coming out.
    dealt = view.street
    live_seats = [seat for seat in seats if not seat.folded]
    target = dealt if not view.actions else dealt + 1
    if view.actions and dealt == 7:
        return [("showdown_call", show_order(view, rules)[0])]
    if target == 7 and not view.actions and (dealt == 7 or view.community is not None):
        pass
    if target == 7 and (view.actions or dealt == 6):
        outcome = supply_outcome(_counts(view), rules)
        count = [step for step in done if step.kind is StepKind.COUNT_STUB]
        if not count:
            return [("count", outcome)]
        scrambled = StepKind.SCRAMBLE_STUB in kinds
        if outcome in {"reshuffle_burns", "reshuffle_then_community"} and not scrambled:
            return [("scramble",)]
        burns_before = 3 + (1 if rules.burn_before_third_street else 0)
        seventh_burnt = view.burns == (1 if scrambled else burns_before + 1)
        if not seventh_burnt:
            return [("burn",)]
        if ("last_card",) not in {_key(item) for item in view.said}:
            return [("announce", ("last_card",))]  # R9.5: after the burn, the community card's too
        if "community" in outcome:
            return [("community",)]
        lacking = [seat.seat for seat in live_seats if len(seat.down) < 3]
        return [("deal", lacking[0], False)]
    if dealt == 7 or view.community is not None:
        if StepKind.REMOVE_CUT_CARD not in kinds:
            due7 = _announce_due(view, rules)
            if due7 and due7[0][0] == "community":
                return [("announce", item) for item in due7]
            return [("remove_cut_card",)]
        return [("announce", item) for item in _announce_due(view, rules)] or None
    street_cards = {seat.seat: len(seat.up) for seat in live_seats}
    need = target - 2
    burns = (target - 3) + (1 if rules.burn_before_third_street else 0)
    if view.burns < burns:
        return [("burn",)]
    lacking = [seat for seat, count in street_cards.items() if count < need]
    if lacking:
        return [("deal", lacking[0], True)]
    return [("announce", item) for item in _announce_due(view, rules)] or None


def _showdown_duties(view: TableView, rules: HouseRules, done: list[DealerStep]) -> list[tuple] | None:
    """R8.1, R9.7, R8.4–R8.6: read each tabled hand, kill every losing hand (any order), then push
    the pots, the last side pot first."""
    read = {step.seat for step in done if step.kind is StepKind.READ_HAND}
    tabled = [seat for seat in view.seats if seat.tabled or seat.killed]
    unread = [seat.seat for seat in tabled if seat.seat not in read]
    if unread:
        return [("read", unread[0])]
    if any(
        not seat.tabled and not seat.killed and not seat.folded and not seat.mucked for seat in view.seats
    ):
        return None  # a player is to show
    paid_out = sum(chips for step in done if step.kind is StepKind.PUSH_POT for _, chips in step.shares)
    pots, _ = layers(view, pushed=paid_out)
    pushes: list[tuple] = []
    winners: set[int] = set()
    killed = {seat.seat for seat in view.seats if seat.killed}  # lost: their cards are gone
    for number in reversed(range(len(pots))):
        amount, eligible = pots[number]
        for half, shares in awards(view, rules, amount, eligible - killed):
            paid = tuple(sorted((seat, chips) for seat, chips in shares.items() if chips))
            winners |= {seat for seat, _ in paid}
            pushes.append(("push", number, half, paid))
    kills = [("kill", seat.seat) for seat in live(view) if seat.seat not in winners]
    if kills:
        return kills
    pushed = {(step.pot, step.half) for step in done if step.kind is StepKind.PUSH_POT}
    left = [item for item in pushes if (item[1], item[2]) not in pushed]
    return left[:1] or None


def step_key(step: DealerStep) -> tuple:
    """A choice's duty as the comparable tuple of ``next_duties``."""
    kind = step.kind
    if kind is StepKind.SHUFFLE:
        return ("shuffle", step.shuffle.value if step.shuffle else "")
    if kind is StepKind.ANNOUNCE:
        item = step.announcement
        if item is not None and type(item).__name__ == "AnteCall":
            return ("ante_call",)
        if item is not None and type(item).__name__ == "ActionCall":
            return ("call", getattr(item, "seat", None))
        return ("announce", _key(item))
    if kind is StepKind.COLLECT_ANTE:
        return ("ante", step.seat)
    if kind is StepKind.DEAL:
        return ("deal", step.seat, bool(step.face_up))
    if kind is StepKind.COUNT_STUB:
        return ("count", step.outcome)
    if kind is StepKind.CALL_SHOWDOWN_ORDER:
        return ("showdown_call", step.seat)
    if kind is StepKind.RETURN_BET:
        return ("return", step.seat)
    if kind in {StepKind.READ_HAND, StepKind.KILL_HAND}:
        return (kind.value, step.seat)
    if kind is StepKind.PUSH_POT:
        return ("push", step.pot, step.half, tuple(sorted((s, c) for s, c in step.shares if c)))
    return (kind.value,)
