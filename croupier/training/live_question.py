"""The question a live-class payload names: every station deals the same one from the same seed.

The payload itself (``{"skill", "seed", "difficulty", "stakes", "profile"}``) is made and stored by
:mod:`croupier.store.live`; this module turns it back into a drill question.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from croupier.drills.deal import DrillSettings
from croupier.drills.model import Question
from croupier.drills.skills import skill
from croupier.engine.rules import HouseRules, Stakes

__all__ = ["LiveQuestionError", "question_from_payload"]


class LiveQuestionError(ValueError):
    """A payload that names no question this station can deal."""


def question_from_payload(payload: dict[str, Any]) -> Question:
    """The drill question a payload names (the same on every station)."""
    try:
        profile = str(payload.get("profile", "cash"))
        settings = DrillSettings(
            stakes=Stakes.parse(str(payload["stakes"])),
            rules=HouseRules.profile(profile),
            profile=profile,
        )
        seed = int(payload["seed"])
        question = skill(str(payload["skill"])).generate(
            random.Random(seed), int(payload["difficulty"]), settings
        )
    except (KeyError, ValueError, TypeError) as error:
        raise LiveQuestionError(f"Not a live question: {error}") from None
    return replace(question, seed=seed)
