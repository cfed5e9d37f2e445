"""The question a live-class payload names: every station deals the same one from the same seed.

The payload itself (``{"skill", "seed", "difficulty", "stakes", "profile"}``, and ``"variant"``, the
game the instructor chose, where one was) is made and stored by
:mod:`croupier.store.live`; this module turns it back into a drill question.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from croupier.drills.deal import DrillSettings
from croupier.drills.model import Question
from croupier.drills.skills import skill
from croupier.engine.rules import RAZZ, STUD, STUD8, VARIANTS, HouseRules, Stakes

__all__ = ["LiveQuestionError", "question_from_payload"]


class LiveQuestionError(ValueError):
    """A payload that names no question this station can deal."""


def question_from_payload(payload: dict[str, Any]) -> Question:
    """The drill question a payload names (the same on every station)."""
    try:
        profile = str(payload.get("profile", "cash"))
        game = payload.get("variant")  # None: the seed chooses among the three
        settings = DrillSettings(
            variants=(VARIANTS[str(game)],) if game is not None else (STUD, STUD8, RAZZ),
            stakes=Stakes.parse(str(payload["stakes"])),
            rules=HouseRules.profile(profile),
            profile=profile,
            rare_rules=False,
        )
        seed = int(payload["seed"])
        question = skill(str(payload["skill"])).generate(
            random.Random(seed), int(payload["difficulty"]), settings
        )
    except (KeyError, ValueError, TypeError) as error:
        raise LiveQuestionError(f"Not a live question: {error}") from None
    return replace(question, seed=seed)
