"""A graded walkthrough answer as the progress store keeps it: a skill per duty or question, and the
question and the answer as short codes. No Qt: the window hands these to ``Store.record_attempt``.

>>> from croupier.engine.rules import STUD, Stakes
>>> from croupier.training.controller import Difficulty, Walkthrough
>>> from croupier.procedure import DealerStep, Procedure
>>> walk = Walkthrough(Procedure.new(STUD, Stakes(), [1000] * 3, seed=7), difficulty=Difficulty.BEGINNER)
>>> _ = walk.run_auto()
>>> answer = answer_of(walk.attempt(DealerStep.deal(2, face_up=False)), TrainingMode.PRACTICE, 2.5)
>>> answer.skill, answer.question, answer.answer, answer.correct, answer.mode
('walkthrough:deal_down', 'deal:S1:down', 'deal:S2:down', False, 'practice')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from croupier.drills.levels import TrainingMode
from croupier.engine.legal import Action
from croupier.procedure import DealerStep
from croupier.training.controller import Asked, Graded
from croupier.training.duties import duty_of

__all__ = ["SKILL_PREFIX", "WalkthroughAnswer", "answer_of"]

SKILL_PREFIX = "walkthrough:"


@dataclass(frozen=True, slots=True)
class WalkthroughAnswer:
    """What a ``croupier.store.NewAttempt`` holds, but the trainee. ``skill`` is ``walkthrough:`` and the
    duty due (``deal_down``, ``announce`` …) or the question (``who_acts``, ``may_do``,
    ``who_shows``, ``incident``); ``question`` is the step due (its code) or the question with its
    right answer;
    ``answer`` the step done or the answer given; ``mode`` the training mode."""

    skill: str
    question: str
    answer: str
    correct: bool
    seconds: float
    mode: str
    #: The same in words as shown ({"lang", "question", "answer", "expected"}), if given.
    words: dict[str, str] | None = None


def answer_of(graded: Graded, mode: TrainingMode, seconds: float) -> WalkthroughAnswer:
    """The record of ``graded``, answered in ``seconds`` in ``mode``."""
    if graded.asked is Asked.DUTY and graded.verdict is not None:
        verdict = graded.verdict
        done = verdict.step
        due = next((step for step in verdict.expected if step.matches(done)), None)
        if due is None:
            due = verdict.expected[0] if verdict.expected else done
        skill, question, answer = _duty_name(due), due.code, done.code
    elif graded.asked is Asked.INCIDENT:
        skill = graded.asked.value
        if graded.incident is None:
            question, answer = "incident:none", "stop"
        else:
            right = graded.right_ruling.value if graded.right_ruling is not None else "?"
            question = f"incident:{graded.incident.kind.value}:{right}"
            answer = graded.ruling.value if graded.ruling is not None else "carried_on"
    elif graded.chip is not None:
        skill = graded.asked.value
        question, answer = _chip_codes(graded)
    elif graded.asked is Asked.MAY_DO:
        skill = graded.asked.value
        question = f"may_do:S{graded.right_seat}:{_actions(graded.legal)}"
        answer = _actions(graded.chosen)
    else:  # who acts, who shows next: a seat
        skill = graded.asked.value
        question = f"{skill}:S{graded.right_seat}"
        answer = f"S{graded.seat}"
    return WalkthroughAnswer(
        SKILL_PREFIX + skill, question, answer, graded.correct, round(max(0.0, seconds), 3), mode.value
    )


def _chip_codes(graded: Graded) -> tuple[str, str]:
    """(the question with its right answer, the answer given) of a chip duty or a reading."""
    chip = graded.chip
    assert chip is not None
    if chip.kind == "change":
        return f"change:S{chip.seat}:{chip.due}:{chip.right}", str(chip.given) or "0"
    if chip.kind == "count":
        return f"count_pot:{chip.due}", str(chip.counted)
    if chip.kind == "read":
        verdict = chip.reading
        assert verdict is not None
        return f"read:S{chip.seat}:{_said(verdict.expected)}", _said(chip.said)
    due = ",".join(f"S{seat}={amount}" for part in chip.parts for seat, amount in part.shares if amount)
    given = ",".join(f"S{seat}={chips.total}" for seat, chips in chip.shares)
    declared = ";".join(f"{half}:{''.join(map(str, sorted(seats)))}" for half, seats in chip.declared)
    return f"split:{chip.due_pot}:{due}", f"split:{chip.pot}:{given}|{declared}"


def _said(said: object) -> str:
    parts = [getattr(said, "high", None), getattr(said, "low", None)]
    return "/".join(
        f"{part.kind}:{''.join(rank.symbol for rank in part.ranks)}" for part in parts if part is not None
    )


def _duty_name(step: DealerStep) -> str:
    try:
        return duty_of(step).name.lower()
    except KeyError:  # a step no button does (cutting onto the cut card as a shuffle step)
        return step.kind.value


def _actions(actions: Iterable[Action]) -> str:
    return ",".join(action.label for action in actions)
