"""The question a live-class payload names: every station deals the same one from the same seed.

The payload's form is :class:`croupier.standards.live_payload.LivePayload`; :mod:`croupier.store.live`
keeps it, and this module turns it back into a drill question, of the game the instructor chose.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from croupier.drills.deal import DrillSettings
from croupier.drills.model import Question
from croupier.drills.skills import skill
from croupier.engine.rules import RAZZ, STUD, STUD8, VARIANTS, HouseRules, Stakes
from croupier.standards.live_payload import BadLivePayloadError, LivePayload

__all__ = ["LiveQuestionError", "question_from_payload"]


class LiveQuestionError(ValueError):
    """A payload that names no question this station can deal."""


def question_from_payload(payload: dict[str, Any]) -> Question:
    """The drill question a payload names (the same on every station)."""
    try:
        asked = LivePayload.parse(payload)
        settings = DrillSettings(
            # None: the seed chooses among the three
            variants=(VARIANTS[asked.variant],) if asked.variant is not None else (STUD, STUD8, RAZZ),
            stakes=Stakes.parse(asked.stakes),
            rules=HouseRules.profile(asked.profile),
            profile=asked.profile,
        )
        question = skill(asked.skill).generate(random.Random(asked.seed), asked.difficulty, settings)
    except BadLivePayloadError as error:
        raise LiveQuestionError(str(error)) from None
    except (KeyError, ValueError, TypeError) as error:
        raise LiveQuestionError(f"Not a live question: {error}") from None
    return replace(question, seed=asked.seed)
