"""The pot after a round, and what goes to each pot when a player is all-in (R3.1, R8.7, R9.1)."""

from __future__ import annotations

import copy
import random

from croupier.drills.cases import moment
from croupier.drills.deal import AGGRESSIVE, DrillSettings, Moment, find_moment, random_table
from croupier.drills.facts import WAGERS, contenders, gathered_pot, live_pots, street_actions, to_showdown
from croupier.drills.model import Answer, AnswerType, Explanation, Question, Solution, Value
from croupier.drills.skill import PoseContext, Skill
from croupier.drills.skills.common import Meta, ask, meta_found, meta_posed
from croupier.engine.errors import CroupierError
from croupier.engine.events import ActionKind
from croupier.engine.hand import BurnDue, Hand, Phase, Step, TurnDue
from croupier.engine.legal import Action
from croupier.engine.simulate import Policy

__all__ = ["SKILLS"]


# ----------------------------------------------------------------------------------- pot size


def _played(hand: Hand, kind: str, to: int) -> Hand:
    """A copy of ``hand`` after its player to act does ``kind`` (to ``to``, for a wager)."""
    after = copy.deepcopy(hand)
    assert after.actor is not None
    action = ActionKind(kind)
    after.act(Action(after.actor, action, to if action in WAGERS else 0))
    return after


def _ask_pot(hand: Hand, kind: str, to: int, meta: Meta) -> Question | None:
    """ "Seat 3 calls: what is the pot?", if that action leaves a pot to count (not a last fold)."""
    seat = hand.actor
    if seat is None:
        return None
    try:
        after = _played(hand, kind, to)
    except CroupierError:  # a hand history's next action the house rules do not allow
        return None
    if after.is_complete:
        return None
    closes = after.street != hand.street or after.phase is not Phase.BETTING
    chips = after.player(seat).contributed - hand.player(seat).contributed
    params: dict[str, Value] = {"seat": seat, "act": kind, "to": to, "chips": chips, "closes": closes}
    return ask("pot_size", AnswerType.AMOUNT, "pot_size", params, hand, meta=meta)


def _closing_call(moment: Moment) -> bool:
    action = moment.action
    return moment.closed and action is not None and action.kind in {ActionKind.CALL, ActionKind.CHECK}


def generate_pot_size(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    found = moment(
        rng,
        difficulty,
        settings,
        Policy(),
        lambda hand, step: isinstance(step, TurnDue),
        cases=("short_all_in", "side_pots"),
        accept=_closing_call,
    )
    action = found.moment.action
    assert action is not None
    question = _ask_pot(found.hand, action.kind.value, action.to, meta_found(found, difficulty))
    assert question is not None
    return question


def pose_pot_size(hand: Hand, context: PoseContext) -> Question | None:
    if context.next_action is None or not isinstance(hand.next_step(), TurnDue):
        return None
    kind, to = context.next_action
    return _ask_pot(hand, kind, to, meta_posed(context))


def solve_pot_size(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    params = question.prompt.params
    kind, to = params["act"], params["to"]
    assert isinstance(kind, str)
    assert isinstance(to, int)
    after = _played(hand, kind, to)
    actor = params["seat"]
    bets = []
    for player in hand.players:
        bet = player.bet
        if player.seat == actor:
            bet += after.player(player.seat).contributed - player.contributed
        if bet:
            bets.append((player.seat, bet))
    parts = []
    rules = ["R12.2"]  # counting the pot: every chip gathered, and this round's bets once gathered
    if hand.street == 3:
        parts.append(Explanation("pot.antes", {"players": len(hand.players), "ante": hand.stakes.ante}))
        rules.insert(0, "R3.1")
        short = kind == ActionKind.BRING_IN.value and to < hand.stakes.bring_in
        short = short or any(
            a.kind is ActionKind.BRING_IN and a.all_in and a.to < hand.stakes.bring_in
            for a in street_actions(hand)
        )
        if short:
            rules.append("R3.9")  # the low card all-in short of the bring-in: what the others put in
    main = Explanation(
        "pot", {"before": gathered_pot(hand), "bets": tuple(bets), "total": after.pot}, tuple(parts)
    )
    return Solution(after.pot, main, tuple(rules))


# ----------------------------------------------------------------------------------- side pots


def _between_rounds(hand: Hand, step: Step | None = None) -> bool:
    step = hand.next_step() if step is None else step
    if not (isinstance(step, BurnDue) or to_showdown(hand)):
        return False
    pots, _ = live_pots(hand)
    return len(pots) >= 2


def _ask_side_pots(hand: Hand, meta: Meta) -> Question:
    all_in = tuple(player.seat for player in hand.players if player.all_in)
    return ask("side_pots", AnswerType.AMOUNT_LIST, "side_pots", {"all_in": all_in}, hand, meta=meta)


def generate_side_pots(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    players = {1: (3, 3), 2: (3, 5)}.get(difficulty, (4, 7))
    found = find_moment(
        rng,
        lambda r: random_table(r, difficulty, settings, players=players, short_stacks=True),
        lambda r: AGGRESSIVE if r.random() < 0.5 else Policy(),
        _between_rounds,
    )
    return _ask_side_pots(found.hand, meta_found(found, difficulty))


def pose_side_pots(hand: Hand, context: PoseContext) -> Question | None:
    return _ask_side_pots(hand, meta_posed(context)) if _between_rounds(hand) else None


def solve_side_pots(question: Question, given: Answer | None) -> Solution:
    hand = question.position
    pots, uncalled = live_pots(hand)
    parts = []
    lower = 0
    for number, pot in enumerate(pots):
        # Each pot is the layer of every contribution between the previous all-in level and this one.
        upper = min((hand.player(seat).contributed for seat in pot.eligible), default=lower)
        parts.append(
            Explanation(
                "pots.layer",
                {
                    "number": number,
                    "amount": pot.amount,
                    "eligible": pot.eligible,
                    "from": lower,
                    "to": upper,
                },
            )
        )
        lower = upper
    parts.extend(
        Explanation("pots.uncalled", {"seat": pot.contributors[0], "amount": pot.amount}) for pot in uncalled
    )
    amounts = tuple(pot.amount for pot in pots)
    main = Explanation("side_pots", {"amounts": amounts, "contenders": tuple(contenders(hand))}, tuple(parts))
    return Solution(amounts, main, ("R8.7",))


SKILLS = (
    Skill("pot_size", AnswerType.AMOUNT, generate_pot_size, solve_pot_size, pose_pot_size),
    Skill("side_pots", AnswerType.AMOUNT_LIST, generate_side_pots, solve_side_pots, pose_side_pots),
)
