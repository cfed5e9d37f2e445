"""The first start's steps, in order: the language, your name (the sign-in page; left out where
nothing is recorded), the game, speech on or off, then the tour over the window.

>>> [step.value for step in steps_shown(with_name=True)]
['language', 'name', 'game', 'speech']
>>> step_number(Step.GAME, with_name=False), next_step(Step.SPEECH, with_name=True)
(2, <Step.TOUR: 'tour'>)
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Step", "next_step", "step_number", "steps_shown"]


class Step(StrEnum):
    LANGUAGE = "language"
    NAME = "name"
    GAME = "game"
    SPEECH = "speech"
    TOUR = "tour"
    DONE = "done"


_ORDER = (Step.LANGUAGE, Step.NAME, Step.GAME, Step.SPEECH, Step.TOUR, Step.DONE)


def steps_shown(*, with_name: bool) -> tuple[Step, ...]:
    """The steps that ask something (the tour and the end are not counted)."""
    return tuple(step for step in _ORDER[:4] if with_name or step is not Step.NAME)


def step_number(step: Step, *, with_name: bool) -> int:
    """``step``'s place among the questions, from 1."""
    shown = steps_shown(with_name=with_name)
    return shown.index(step) + 1 if step in shown else len(shown)


def next_step(step: Step, *, with_name: bool) -> Step:
    """The step after ``step``."""
    after = _ORDER[_ORDER.index(step) + 1]
    if after is Step.NAME and not with_name:
        return Step.GAME
    return after
