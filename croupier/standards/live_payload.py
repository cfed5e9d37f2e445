"""The form of a live class's question as it travels from the instructor to every station, its one
home: a drill skill dealt from a seed at a difficulty, with the stakes, the house-rule profile and
the game the instructor chose (``variant``, a code such as ``FR``; absent: the seed chooses).
The store checks and keeps it (``croupier.store.live``); each station deals the same question from
it (``croupier.training.live_question``).

>>> payload = LivePayload("bring_in", 77, 2, "5/10/20/40").as_json()
>>> payload
{'skill': 'bring_in', 'seed': 77, 'difficulty': 2, 'stakes': '5/10/20/40', 'profile': 'cash'}
>>> LivePayload.parse(payload) == LivePayload("bring_in", 77, 2, "5/10/20/40")
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

__all__ = ["BadLivePayloadError", "LivePayload"]


class BadLivePayloadError(ValueError):
    """A payload not shaped like a live question (which skill it names is the drills' to say)."""


@dataclass(frozen=True, slots=True)
class LivePayload:
    skill: str
    seed: int
    difficulty: int
    stakes: str
    profile: str = "cash"
    variant: str | None = None

    def as_json(self) -> dict[str, Any]:
        """The payload as stored and sent (a JSON object; the game only where one was chosen)."""
        payload: dict[str, Any] = {
            "skill": self.skill,
            "seed": self.seed,
            "difficulty": self.difficulty,
            "stakes": self.stakes,
            "profile": self.profile,
        }
        if self.variant is not None:
            payload["variant"] = self.variant
        return payload

    @classmethod
    def parse(cls, payload: Mapping[str, Any]) -> LivePayload:
        """The question a stored payload names; ``BadLivePayloadError`` says what is wrong."""
        try:
            skill, stakes = str(payload["skill"]), str(payload["stakes"])
            seed, difficulty = int(payload["seed"]), int(payload["difficulty"])
        except (KeyError, ValueError, TypeError) as error:
            raise BadLivePayloadError(f"Not a live question: {error}") from None
        profile = payload.get("profile", "cash")
        if not (skill and stakes):
            raise BadLivePayloadError("Not a live question: empty skill or stakes")
        if not isinstance(profile, str):
            raise BadLivePayloadError(f"Not a live question: the profile {profile!r} is not a name")
        variant = payload.get("variant")
        if variant is not None and (not isinstance(variant, str) or not variant):
            raise BadLivePayloadError(f"Not a live question: the game {variant!r} is not a code")
        return cls(skill, seed, difficulty, stakes, profile, variant)
