"""The dealer's duties, asked of the procedure: the announcements due now (R9), the next step of the
dealer's sequence (§3) and the ruling on an irregularity (R10, R11, R1.1, R3.10, R4.8: ``incidents``)."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence

from croupier.drills.cases import HARD_SHARE, case_policy, case_table, shows
from croupier.drills.deal import DrillSettings, Table, random_table
from croupier.drills.duty_why import duty_why
from croupier.drills.facts import shown_street
from croupier.drills.model import (
    Answer,
    AnswerType,
    Choice,
    DrillError,
    Explanation,
    Prompt,
    Question,
    Solution,
    Value,
)
from croupier.drills.skill import Skill, explanation_at
from croupier.drills.skills import order, showdown
from croupier.drills.skills.common import Meta
from croupier.drills.skills.incidents import generate_incident, solve_incident
from croupier.engine.boards import board_description
from croupier.engine.cards import Card, Deck
from croupier.engine.hand import Hand, ShowDue, TurnDue
from croupier.engine.readings import HandDescription
from croupier.engine.rules import ShuffleStep
from croupier.engine.simulate import Policy
from croupier.procedure.announcements import (
    MADE_KINDS,
    Announcement,
    BringIn,
    CommunityCard,
    Draw,
    FirstToAct,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
    draw_shortfall,
    same_words,
)
from croupier.procedure.procedure import Procedure, announcement_rule
from croupier.procedure.steps import DealerStep, StepKind
from croupier.procedure.verdicts import RULE_OF_KIND

__all__ = ["SKILLS"]

_TABLE_ANNOUNCEMENTS = (BringIn, MadeHand, PossibleDraw, FirstToAct, OpenPairOption, LastCard, CommunityCard)
"""The announcements asked about: what the table shows, not the running commentary on bets."""

Probe = Callable[[Procedure, tuple[DealerStep, ...]], bool]


def _walk(
    table: Table,
    policy: Policy,
    seed: int,
    probe: Probe,
    *,
    until: int | None = None,
    top: Sequence[Card] = (),
) -> tuple[Procedure, list[tuple[int, tuple[DealerStep, ...]]]]:
    """Deal a hand from ``seed`` through the procedure, the dealer doing the first expected duty and
    the players acting by ``policy``; the moments where ``probe`` holds, or the procedure at ``until``."""
    hand = Hand(
        table.variant,
        table.stakes,
        table.stacks,
        table.rules,
        deck=Deck(random.Random(seed), top=top),
        rng=random.Random(seed + 1),
    )
    procedure = Procedure(hand)
    chooser = random.Random(seed + 2)
    fits: list[tuple[int, tuple[DealerStep, ...]]] = []
    for index in range(5000):
        expected = procedure.expected()
        if index == until:
            return procedure, fits
        if probe(procedure, expected):
            fits.append((index, expected))
        if expected:
            procedure.perform(expected[0])
        elif hand.is_complete:
            break
        elif isinstance(hand.next_step(), TurnDue):
            policy.act(hand, chooser)
        elif isinstance(hand.next_step(), ShowDue):
            hand.show()
    return procedure, fits


def _find(
    rng: random.Random,
    make_table: Callable[[random.Random], Table],
    probe: Probe,
    pick: Callable[[list[tuple[int, tuple[DealerStep, ...]]]], int],
    hard: tuple[int, DrillSettings, tuple[str, ...]] | None = None,
) -> tuple[Procedure, Table]:
    """A procedure stopped where ``probe`` holds; with ``hard`` (difficulty, settings, cases) at the
    rate of ``HARD_SHARE`` on a table built for one of the cases, showing it."""
    if hard is not None and rng.random() < HARD_SHARE.get(hard[0], HARD_SHARE[3]):
        found = _find_case(rng, probe, pick, hard)
        if found is not None:
            return found
    for _ in range(40):
        table = make_table(rng)
        seed = rng.getrandbits(31)
        _, fits = _walk(table, Policy(), seed, probe)
        if fits:
            procedure, _ = _walk(table, Policy(), seed, probe, until=pick(fits))
            return procedure, table
    raise DrillError("no suitable moment for a duty question")  # pragma: no cover


def _find_case(
    rng: random.Random,
    probe: Probe,
    pick: Callable[[list[tuple[int, tuple[DealerStep, ...]]]], int],
    hard: tuple[int, DrillSettings, tuple[str, ...]],
) -> tuple[Procedure, Table] | None:
    difficulty, settings, cases = hard
    case = rng.choice(cases)

    def probe_case(procedure: Procedure, expected: tuple[DealerStep, ...]) -> bool:
        return probe(procedure, expected) and shows(procedure.hand, case)

    for _ in range(6):
        built = case_table(rng, case, difficulty, settings)
        if built is None:
            return None
        table, top = built
        players = case_policy(case)
        policy = players if isinstance(players, Policy) else players(rng)
        seed = rng.getrandbits(31)
        _, fits = _walk(table, policy, seed, probe_case, top=top)
        if fits:
            procedure, _ = _walk(table, policy, seed, probe_case, until=pick(fits), top=top)
            return procedure, table
    return None


# ----------------------------------------------------------------------------------- announcements


def _announces(expected: tuple[DealerStep, ...]) -> bool:
    return any(
        step.kind is StepKind.ANNOUNCE and isinstance(step.announcement, _TABLE_ANNOUNCEMENTS)
        for step in expected
    )


def due_now(procedure: Procedure) -> list[Announcement]:
    """Every announcement due before the next card, gather or player action (asked of a copy)."""
    ahead = copy.deepcopy(procedure)
    due: list[Announcement] = []
    while True:
        expected = ahead.expected()
        step = next((s for s in expected if s.kind is StepKind.ANNOUNCE), None)
        if step is None and expected and expected[0].kind is StepKind.REMOVE_CUT_CARD:
            # On 7th street the cut card comes out between the community card and the first to
            # act: neither a card, a gather nor an action, so the call after it is due now too.
            ahead.perform(expected[0])
            continue
        if step is None or step.announcement is None:
            return due
        due.append(step.announcement)
        ahead.perform(step)


def said_in_hand(procedure: Procedure) -> list[Announcement]:
    """Every announcement the dealer has made so far in the hand."""
    return [
        step.announcement
        for step in procedure.history
        if step.kind is StepKind.ANNOUNCE and step.announcement is not None
    ]


def _decoys(
    hand: Hand, due: list[Announcement], rng: random.Random, said: Sequence[Announcement] = ()
) -> list[Announcement]:
    """Announcements a dealer might wrongly make here: other seats, other ranks, other draws. Never
    one that was right earlier in the hand (it was said then: a trainee who repeats it is not wrong
    about the table)."""
    low = hand.variant.low_board_acts_first
    pool: list[Announcement] = [LastCard()]
    stakes = hand.stakes
    if hand.street == 4:
        pool.append(OpenPairOption(stakes.small_bet, stakes.big_bet))
    for seat in hand.live_seats:
        board = hand.board(seat)
        if not board:
            continue
        pool.append(BringIn(seat, board[0]))
        description = board_description(board, low=low)
        pool.append(FirstToAct(seat, description, low))
        if description.kind in MADE_KINDS:
            pool.append(MadeHand(seat, description))
        if len(board) >= 2:
            # A pair called on a board that holds only one of that rank.
            pool.append(MadeHand(seat, HandDescription("pair", (rng.choice(board).rank,))))
        if len(board) >= 4:
            pool.append(PossibleDraw(seat, rng.choice(list(Draw))))
    # A decoy must not say what a due announcement says (the procedure accepts the same words), what
    # was said earlier in the hand, nor what another decoy says.
    decoys: list[Announcement] = []
    for item in pool:
        if not any(same_words(item, other) for other in [*due, *said, *decoys]):
            decoys.append(item)
    rng.shuffle(decoys)
    return decoys


def _is_due(item: Value, due: list[Announcement]) -> bool:
    return isinstance(item, _TABLE_ANNOUNCEMENTS) and any(same_words(item, other) for other in due)


def _ask_announcement(procedure: Procedure, rng: random.Random, meta: Meta) -> Question:
    due = due_now(procedure)
    decoys = _decoys(procedure.hand, due, rng, said_in_hand(procedure))
    options: list[Announcement] = [*due, *decoys[: max(2, 5 - len(due))]]
    rng.shuffle(options)
    choices = tuple(
        Choice("abcdefghij"[index], "announcement", {"announcement": item})
        for index, item in enumerate(options)
    )
    return Question(
        skill="announcement",
        prompt=_prompt(procedure.hand, "announcement", {}),
        answer_type=AnswerType.CHOICE_SET,
        position=procedure.hand,
        difficulty=meta.difficulty,
        choices=choices,
        profile=meta.profile,
        procedure=procedure,
    )


def _prompt(hand: Hand, kind: str, params: dict[str, Value], street: int | None = None) -> Prompt:
    where: dict[str, Value] = {"variant": hand.variant.code}
    where["street"] = shown_street(hand) if street is None else street
    return Prompt(kind, {**where, **params})


def generate_announcement(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    def pick(fits: list[tuple[int, tuple[DealerStep, ...]]]) -> int:
        return rng.choice(fits)[0]

    procedure, table = _find(
        rng,
        lambda r: random_table(r, difficulty, settings),
        _probe_announce,
        pick,
        (difficulty, settings, ("open_pair", "short_deck")),
    )
    return _ask_announcement(procedure, rng, Meta(difficulty, table.profile))


def _probe_announce(procedure: Procedure, expected: tuple[DealerStep, ...]) -> bool:
    # Only before the first of a run of announcements: asked halfway through, the question would
    # freeze the table after some calls were made (and a call made would read as a wrong one).
    history = procedure.history
    return _announces(expected) and not (history and history[-1].kind is StepKind.ANNOUNCE)


def solve_announcement(question: Question, given: Answer | None) -> Solution:
    procedure = question.procedure
    assert procedure is not None
    due = due_now(procedure)
    expected = frozenset(
        choice.key for choice in question.choices if _is_due(choice.params["announcement"], due)
    )
    street = procedure.hand.street
    parts = [
        Explanation("announce.due", {"announcement": item, "rule": announcement_rule(item, street)})
        for item in due
    ]
    not_a_draw = False
    if isinstance(given, frozenset):
        for key in sorted(str(k) for k in given - expected):
            item = question.choice(key).params["announcement"]
            why = _not_a_draw(procedure, item)
            if why is not None:  # R9.6: the board is no such draw, and why
                parts.append(why)
                not_a_draw = True
            else:
                parts.append(Explanation("announce.not_due", {"announcement": item}))
    rules = list(dict.fromkeys(announcement_rule(item, street) for item in due))
    if not_a_draw or any(isinstance(item, PossibleDraw) for item in due):
        rules.append("R9.6")
    main = Explanation("announce", {"count": len(due)}, tuple(parts))
    return Solution(expected, main, tuple(rules))


def _not_a_draw(procedure: Procedure, item: Value) -> Explanation | None:
    """Why a possible straight or flush named for a seat is none by R9.6 (None if it is one)."""
    if not isinstance(item, PossibleDraw):
        return None
    hand = procedure.hand
    if not 1 <= item.seat <= len(hand.players):
        return None
    board = tuple(card for card in hand.player(item.seat).up if card is not None)
    why = draw_shortfall(board, item.draw, hand.rules.draw_definition)
    if why is None:
        return None
    return Explanation(
        "announce.not_a_draw", {"seat": item.seat, "cards": board, "draw": item.draw.value, "why": why}
    )


# ----------------------------------------------------------------------------------- next step


def _step_decoys(procedure: Procedure) -> list[DealerStep]:
    """Duties a dealer might wrongly do now (each checked wrong by the procedure)."""
    hand = procedure.hand
    street = hand.street
    pool = [
        DealerStep.burn(street),
        DealerStep.cut(),
        DealerStep.gather(street),
        DealerStep.announce(LastCard(), street=7),
        DealerStep.remove_cut_card(),
        DealerStep.scramble_stub(),
        DealerStep.community_card(),
        DealerStep.count_stub("normal"),
        DealerStep.count_stub("community_card"),
        DealerStep.shuffle_step(ShuffleStep.RIFFLE),
        DealerStep.shuffle_step(ShuffleStep.STRIP),
    ]
    for seat in hand.seats:
        pool += [
            DealerStep.deal(seat, face_up=True),
            DealerStep.deal(seat, face_up=False),
            DealerStep.collect_ante(seat),
            DealerStep.kill_hand(seat),
            DealerStep.call_showdown_order(seat),
        ]
    # Never a duty already done in this hand (killing a hand killed, collecting an ante taken): it was
    # right once, and the trainee who picks it has not misread the duties, only the table. The cards
    # of a street and its burn are done again on every street.
    done = [step for step in procedure.history if step.kind not in _PER_STREET or step.street == street]
    return [
        step
        for step in pool
        if not procedure.check(step).correct and not any(earlier.matches(step) for earlier in done)
    ]


_PER_STREET = frozenset({StepKind.DEAL, StepKind.BURN, StepKind.GATHER})


def _ask_next_step(procedure: Procedure, rng: random.Random, meta: Meta) -> Question:
    expected = procedure.expected()
    right = rng.choice(expected)
    decoys = _step_decoys(procedure)
    # Decoys that read like the right duty (the same kind and seat) make the best distractors.
    near = [step for step in decoys if step.kind is right.kind]
    far = [step for step in decoys if step.kind is not right.kind]
    rng.shuffle(near)
    rng.shuffle(far)
    options = [right, *near[:1], *far[: 3 - len(near[:1])]]
    rng.shuffle(options)
    choices = tuple(Choice("abcd"[index], "step", {"step": step}) for index, step in enumerate(options))
    return Question(
        skill="next_step",
        prompt=_prompt(procedure.hand, "next_step", {}),
        answer_type=AnswerType.CHOICE,
        position=procedure.hand,
        difficulty=meta.difficulty,
        choices=choices,
        profile=meta.profile,
        procedure=procedure,
    )


def step_rule(step: DealerStep, street: int) -> str:
    """The rule that makes ``step`` the dealer's duty: a push is R8.4, a split one R8.5, one with an
    odd chip R8.6; the gather R11.6; an announcement its rule of R9."""
    if step.kind is StepKind.ANNOUNCE and step.announcement is not None:
        return announcement_rule(step.announcement, street)
    if step.kind is StepKind.PUSH_POT:
        paid = [chips for _, chips in step.shares if chips]
        if len(paid) > 1:
            return "R8.6" if len(set(paid)) > 1 else "R8.5"
        return "R8.4"
    if step.kind is StepKind.GATHER:
        return "R11.6"
    return RULE_OF_KIND.get(step.kind, "§3")


def generate_next_step(rng: random.Random, difficulty: int, settings: DrillSettings) -> Question:
    def pick(fits: list[tuple[int, tuple[DealerStep, ...]]]) -> int:
        # A kind of duty first, then a moment: otherwise nearly every question would be a deal.
        kinds = sorted({expected[0].kind for _, expected in fits})
        kind = rng.choice(kinds)
        return rng.choice([index for index, expected in fits if expected[0].kind is kind])

    procedure, table = _find(
        rng,
        lambda r: random_table(r, difficulty, settings),
        lambda procedure, expected: bool(expected),
        pick,
        (difficulty, settings, ("short_deck", "side_pots", "ante_all_in")),
    )
    return _ask_next_step(procedure, rng, Meta(difficulty, table.profile))


def solve_next_step(question: Question, given: Answer | None) -> Solution:
    procedure = question.procedure
    assert procedure is not None
    right = [
        choice
        for choice in question.choices
        if isinstance(step := choice.params["step"], DealerStep) and procedure.check(step).correct
    ]
    if len(right) != 1:
        raise DrillError(f"a next-step question needs one right choice, it has {len(right)}")
    step = right[0].params["step"]
    assert isinstance(step, DealerStep)
    rules = [step_rule(step, procedure.hand.street)]
    parts = []
    if step.kind is StepKind.COLLECT_ANTE:
        # R2.4: the antes are collected after the call for them, in any order: every seat unpaid is
        # as right as another (the choices offer one).
        unpaid = tuple(
            due.seat
            for due in procedure.expected()
            if due.kind is StepKind.COLLECT_ANTE and due.seat is not None
        )
        parts.append(Explanation("next_step.antes", {"seats": unpaid}))
    if isinstance(given, str) and given != right[0].key:
        chosen = question.choice(given).params["step"]
        assert isinstance(chosen, DealerStep)
        verdict = procedure.check(chosen)
        if verdict.flag is not None:
            parts.append(Explanation("next_step.flag", {"step": chosen, "flag": verdict.flag}))
            parts.extend(duty_why(procedure, chosen, _explain))
            if verdict.rule and verdict.rule.startswith("R"):
                rules.append(verdict.rule)
    main = Explanation("next_step", {"step": step}, tuple(parts))
    return Solution(right[0].key, main, tuple(dict.fromkeys(rules)))


_EXPLAINED = {asked.name: asked for asked in (*order.SKILLS, *showdown.SKILLS)}


def _explain(name: str, hand: Hand) -> Explanation | None:
    """The order skills' own explanation at ``hand`` (the bring-in, the first to act, the order of
    showing), for ``duty_why``: from the sibling modules, not the registry that holds this one."""
    asked = _EXPLAINED.get(name)
    return explanation_at(asked, hand) if asked is not None else None


SKILLS = (
    Skill("announcement", AnswerType.CHOICE_SET, generate_announcement, solve_announcement, None),
    Skill("next_step", AnswerType.CHOICE, generate_next_step, solve_next_step, None),
    Skill("irregularity", AnswerType.CHOICE, generate_incident, solve_incident, None),
)
