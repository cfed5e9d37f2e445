"""Betting: which actions are legal now, the amounts of a call, a bet and a raise, and the cap (R3–R4)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

from croupier.drills.cases import moment
from croupier.drills.deal import AGGRESSIVE, DrillSettings
from croupier.drills.facts import WAGERS, street_actions
from croupier.drills.model import Answer, AnswerType, Choice, Explanation, Question, Solution, Value
from croupier.drills.skill import Generator, PoseContext, Poser, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.engine.hand import Hand, Step, TurnDue
from croupier.engine.legal import LegalActions
from croupier.engine.simulate import Policy

__all__ = ["ACTION_KINDS", "SKILLS"]

ACTION_KINDS = ("fold", "check", "call", "bring_in", "complete", "bet", "raise")
"""The keys of the legal-actions question's choices, in the order a dealer lists them."""

_ACTION_CHOICES = tuple(Choice(kind, "action", {"kind": kind}) for kind in ACTION_KINDS)
_YES_NO = (Choice("yes", "yes"), Choice("no", "no"))

Fits = Callable[[Hand, LegalActions], bool]


def _turn(fits: Fits) -> Callable[[Hand, Step], bool]:
    def probe(hand: Hand, step: Step) -> bool:
        return isinstance(step, TurnDue) and fits(hand, hand.legal_actions())

    return probe


def _fits_now(hand: Hand, fits: Fits) -> bool:
    return isinstance(hand.next_step(), TurnDue) and fits(hand, hand.legal_actions())


def _policy(rng: random.Random) -> Policy:
    return AGGRESSIVE if rng.random() < 0.3 else Policy()


def _generator(
    name: str, answer_type: AnswerType, fits: Fits, cases: tuple[str, ...], choices: tuple[Choice, ...] = ()
) -> tuple[Generator, Poser]:
    """The generator and poser of a skill asked of the player to act wherever ``fits`` holds; at a
    set rate on a table built for one of its hard ``cases`` (``croupier.drills.cases``)."""

    def make(hand: Hand, meta: Meta) -> Question:
        legal = hand.legal_actions()
        # "wager" tells a completion (3rd street) from a bet, as the prompt names it.
        params: dict[str, Value] = {"seat": legal.seat, "wager": legal.wager_kind}
        return ask(name, answer_type, name, params, hand, meta=meta, choices=choices)

    def generate(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
        found = moment(rng, difficulty, settings, _policy, _turn(fits), cases=cases)
        return make(found.hand, meta_found(found, difficulty))

    def pose(hand: Hand, context: PoseContext) -> Question | None:
        return make(hand, meta_posed(context)) if _fits_now(hand, fits) else None

    return generate, pose


def _player_and_legal(question: Question) -> tuple[Hand, LegalActions]:
    hand = question.position
    return hand, hand.legal_actions()


def _no_wager_reason(hand: Hand, legal: LegalActions) -> tuple[Explanation, str]:
    """Why the player to act may not complete, bet or raise (the engine's three reasons)."""
    player = hand.player(legal.seat)
    if player.stack <= (legal.call or 0):
        return Explanation("legal.short", {"seat": legal.seat, "stack": player.stack}), "R8.7"
    wagers = [action for action in street_actions(hand) if action.kind in WAGERS]
    if wagers and wagers[-1].capped:
        return Explanation("legal.capped", {"raises": wagers[-1].wager_number - 1}), "R4.4"
    return Explanation("legal.not_reopened", {"seat": legal.seat}), "R4.6"


# ----------------------------------------------------------------------------------- legal actions


def solve_legal_actions(question: Question, given: Answer | None) -> Solution:
    hand, legal = _player_and_legal(question)
    actions = tuple((action.kind, action.amount) for action in legal)
    expected = frozenset(action.kind for action in legal)
    parts: list[Explanation] = []
    rules: list[str] = []
    if legal.bring_in is not None:
        parts.append(
            Explanation(
                "legal.bring_in",
                {
                    "seat": legal.seat,
                    "bring_in": legal.bring_in,
                    "complete": legal.complete,
                    "fold": legal.fold,
                },
            )
        )
        rules.append("R3.5")
        if legal.fold:
            rules.append("R3.8")
    elif legal.call is not None:
        parts.append(Explanation("legal.facing", {"bet": hand.current_bet, "call": legal.call}))
        rules.append("R3.6" if hand.street == 3 else "R4.2")
    else:
        parts.append(Explanation("legal.free", {"fold": legal.fold}))
        # Checking is free (R4.2); whether a fold is allowed then is the house rule
        # fold_without_bet of §1, not the live-table irregularity of R10.13.
        rules.extend(("R4.2", "§1"))
    if legal.bring_in is None and not legal.wager_targets:
        reason, rule = _no_wager_reason(hand, legal)
        parts.append(reason)
        rules.append(rule)
    if hand.street == 4 and hand.double_bet and legal.wager_targets:
        rules.append("R4.3")  # an open pair on 4th street: the big bet is open too
    main = Explanation("legal", {"seat": legal.seat, "actions": actions}, tuple(parts))
    return Solution(expected, main, tuple(rules))


# ----------------------------------------------------------------------------------- call


def solve_call_amount(question: Question, given: Answer | None) -> Solution:
    hand, legal = _player_and_legal(question)
    assert legal.call is not None
    player = hand.player(legal.seat)
    parts: list[Explanation] = []
    rules = ["R3.6" if hand.street == 3 else "R4.2"]
    if hand.street == 3 and player.bet > 0:
        parts.append(Explanation("call.counts", {"seat": legal.seat, "in_front": player.bet}))
    bring_in = hand.bring_in_seat
    if hand.street == 3 and bring_in is not None:
        poster = hand.player(bring_in)
        posted = next((action.to for action in street_actions(hand) if action.kind.value == "bring_in"), None)
        if posted is not None and poster.all_in and posted < hand.stakes.bring_in:
            parts.append(
                Explanation(
                    "call.short_bring_in",
                    {"seat": bring_in, "posted": posted, "bet": hand.current_bet},
                )
            )
            rules.append("R3.9")
    if legal.call < hand.current_bet - player.bet:
        parts.append(Explanation("call.all_in", {"seat": legal.seat, "stack": player.stack}))
        rules.append("R8.7")
    main = Explanation(
        "call",
        {"seat": legal.seat, "bet": hand.current_bet, "in_front": player.bet, "call": legal.call},
        tuple(parts),
    )
    return Solution(legal.call, main, tuple(rules))


# ----------------------------------------------------------------------------------- bet


def _pairs_showing(hand: Hand) -> tuple[int, ...]:
    return tuple(
        player.seat
        for player in hand.players
        if player.live
        and len(player.up) >= 2
        and player.up[0] is not None
        and player.up[1] is not None
        and player.up[0].rank == player.up[1].rank
    )


def _all_in_part(legal: LegalActions, full: int) -> list[Explanation]:
    if legal.all_in_target < full:
        return [Explanation("wager.all_in", {"seat": legal.seat, "total": legal.all_in_target})]
    return []


def solve_bet_amount(question: Question, given: Answer | None) -> Solution:
    hand, legal = _player_and_legal(question)
    targets = legal.wager_targets
    expected = frozenset(targets)
    stakes = hand.stakes
    parts: list[Explanation] = []
    if legal.complete is not None:
        main = Explanation("bet.complete", {"seat": legal.seat, "to": stakes.small_bet})
        rules = ["R3.5" if legal.bring_in is not None else "R3.6", "R4.2"]
        parts += _all_in_part(legal, stakes.small_bet)
    elif hand.street == 4:
        pairs = _pairs_showing(hand)
        if len(targets) > 1:
            main = Explanation(
                "bet.open_pair",
                {"seat": legal.seat, "small": stakes.small_bet, "big": stakes.big_bet, "pairs": pairs},
            )
            rules = ["R4.3"]
        else:
            main = Explanation("bet.small", {"seat": legal.seat, "amount": stakes.small_bet})
            rules = ["R4.1", "R4.2"]
            if pairs:
                parts.append(Explanation("bet.no_double", {"pairs": pairs, "variant": hand.variant.code}))
                rules.append("R4.3")
        parts += _all_in_part(legal, stakes.small_bet)
    else:
        main = Explanation("bet.big", {"seat": legal.seat, "amount": stakes.big_bet})
        rules = ["R4.1", "R4.2"]
        parts += _all_in_part(legal, stakes.big_bet)
    if any(part.kind == "wager.all_in" for part in parts):
        rules.append("R4.6")
    main = Explanation(main.kind, {**main.params, "targets": tuple(sorted(targets))}, tuple(parts))
    return Solution(expected, main, tuple(rules))


# ----------------------------------------------------------------------------------- raise


def solve_raise_amount(question: Question, given: Answer | None) -> Solution:
    hand, legal = _player_and_legal(question)
    targets = tuple(sorted(legal.raise_to))
    stakes = hand.stakes
    bet = hand.current_bet
    big_street = hand.street >= 5
    standard = stakes.big_bet if big_street else stakes.small_bet
    parts: list[Explanation] = []
    rules = ["R4.2"]
    full_targets = [target for target in targets if target != legal.all_in_target or target - bet == standard]
    if hand.street == 4 and len(targets) > 1:
        kind = "raise.open_pair"
        rules = ["R4.3"]
    elif hand.street == 4 and full_targets and full_targets[0] - bet == stakes.big_bet != stakes.small_bet:
        kind = "raise.big_made"
        rules = ["R4.3"]
    elif full_targets and full_targets[0] - bet != standard:
        kind = "raise.after_short"
        rules = ["R4.6"]
    else:
        kind = "raise"
    if legal.all_in_target in targets and legal.all_in_target - bet != standard and kind == "raise":
        parts.append(Explanation("wager.all_in", {"seat": legal.seat, "total": legal.all_in_target}))
        rules.append("R4.6")
    main = Explanation(
        kind,
        {
            "seat": legal.seat,
            "bet": bet,
            "increment": standard,
            "small": stakes.small_bet,
            "big": stakes.big_bet,
            "targets": targets,
        },
        tuple(parts),
    )
    return Solution(frozenset(targets), main, tuple(rules))


# ----------------------------------------------------------------------------------- cap


def _capped_fits(hand: Hand, legal: LegalActions) -> bool:
    return any(action.kind in WAGERS for action in street_actions(hand))


def _is_capped(hand: Hand, legal: LegalActions) -> bool:
    wagers = [action for action in street_actions(hand) if action.kind in WAGERS]
    return bool(wagers) and wagers[-1].capped


def generate_capped(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    want_capped = rng.random() < 0.5
    fits = _is_capped if want_capped else _capped_fits
    found = moment(
        rng,
        difficulty,
        settings,
        AGGRESSIVE if want_capped else _policy,
        _turn(fits),
        cases=() if want_capped else ("short_all_in", "heads_up_raises"),
        case_policy=False,
    )
    return _ask_capped(found.hand, meta_found(found, difficulty))


def _ask_capped(hand: Hand, meta: Meta) -> Question:
    return ask("capped", AnswerType.CHOICE, "capped", {}, hand, meta=meta, choices=_YES_NO)


def pose_capped(hand: Hand, context: PoseContext) -> Question | None:
    return _ask_capped(hand, meta_posed(context)) if _fits_now(hand, _capped_fits) else None


def solve_capped(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    wagers = [action for action in street_actions(hand) if action.kind in WAGERS]
    last = wagers[-1]
    counted = last.wager_number
    raises = max(counted - 1, 0)
    most = hand.rules.max_raises_per_round
    parts: list[Explanation] = []
    rules = ["R4.4"]
    if hand.street == 3:
        parts.append(Explanation("capped.third", {}))
    counts = [action.wager_number for action in wagers]
    if any(later == earlier for earlier, later in itertools.pairwise(counts)):
        parts.append(Explanation("capped.short", {}))
        rules.append("R4.6")
    if last.capped:
        main = Explanation("capped.yes", {"raises": raises, "max": most}, tuple(parts))
    elif counted >= 1 + most:
        main = Explanation("capped.lifted", {"raises": raises, "max": most}, tuple(parts))
        rules.append("R4.5")
    else:
        main = Explanation("capped.no", {"raises": raises, "max": most}, tuple(parts))
    return Solution("yes" if last.capped else "no", main, tuple(rules))


def _legal_fits(hand: Hand, legal: LegalActions) -> bool:
    return True


def _call_fits(hand: Hand, legal: LegalActions) -> bool:
    return legal.call is not None


def _bet_fits(hand: Hand, legal: LegalActions) -> bool:
    return legal.complete is not None or bool(legal.bet)


def _raise_fits(hand: Hand, legal: LegalActions) -> bool:
    return bool(legal.raise_to)


_legal_generate, _legal_pose = _generator(
    "legal_actions",
    AnswerType.CHOICE_SET,
    _legal_fits,
    ("ante_all_in", "short_all_in", "open_pair"),
    _ACTION_CHOICES,
)
_call_generate, _call_pose = _generator(
    "call_amount", AnswerType.AMOUNT, _call_fits, ("ante_all_in", "short_all_in")
)
_bet_generate, _bet_pose = _generator(
    "bet_amount", AnswerType.AMOUNT_SET, _bet_fits, ("open_pair", "open_pair", "short_all_in")
)
_raise_generate, _raise_pose = _generator(
    "raise_amount", AnswerType.AMOUNT_SET, _raise_fits, ("open_pair", "short_all_in")
)

SKILLS = (
    Skill("legal_actions", AnswerType.CHOICE_SET, _legal_generate, solve_legal_actions, _legal_pose),
    Skill("call_amount", AnswerType.AMOUNT, _call_generate, solve_call_amount, _call_pose),
    Skill("bet_amount", AnswerType.AMOUNT_SET, _bet_generate, solve_bet_amount, _bet_pose),
    Skill("raise_amount", AnswerType.AMOUNT_SET, _raise_generate, solve_raise_amount, _raise_pose),
    Skill("capped", AnswerType.CHOICE, generate_capped, solve_capped, pose_capped),
)
