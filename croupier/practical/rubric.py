"""A school's rubric for the practical exam, and its arithmetic: the weight of each duty group, the
critical errors that fail a hand, and how the practical and the written parts make one grade.

A hand's score is the weighted mean of its groups' scores (a group's score is its right marks over
its marks; pace is the target time over the hand's time, at most 1); a group without marks in a hand
does not count there, and the other weights are scaled up. A critical error fails the hand (score 0)
where the rubric says so. The practical score is the mean of its hands' scores. The combined grade is
``practical_weight`` × practical + ``written_weight`` × written, and passing needs both parts at or
above their pass marks.

>>> rubric = Rubric()
>>> marks = [Mark("deal:3", Group.PROCEDURE, right=True), Mark("bring_in", Group.ANNOUNCEMENTS, right=False)]
>>> # procedure 1 of 1, announcements 0 of 1, pace 1 (on time): (35 + 0 + 10) / (35 + 20 + 10)
>>> score = score_hand(marks, rubric, seconds=100.0, target_seconds=120.0)
>>> round(score.score, 3), score.failed
(0.692, False)
>>> grade = combine(0.9, 0.85, rubric)
>>> round(grade.combined, 3), grade.passed
(0.885, True)
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

__all__ = [
    "CRITICAL_RULES",
    "DEFAULT_WEIGHTS",
    "Critical",
    "Grade",
    "Group",
    "HandScore",
    "Mark",
    "PracticalScore",
    "Rubric",
    "RubricError",
    "combine",
    "score_hand",
    "score_practical",
]


class RubricError(ValueError):
    """A rubric that cannot be used (a negative weight, no weight at all, a pass mark outside 0–1)."""


class Group(StrEnum):
    """The duty groups a practical is scored by."""

    PROCEDURE = "procedure"  # shuffle, cut, antes, the deal, burns, gathering, the stub
    ANNOUNCEMENTS = "announcements"  # the bring-in, the action, pairs and high hands, last card, readings
    CHIPS = "chips"  # bets and change, counting the pot, killing, pushing and splitting
    IRREGULARITIES = "irregularities"  # what went wrong at the table, ruled and handled
    PACE = "pace"  # the hand's time against the school's target


class Critical(StrEnum):
    """Errors that can fail a hand on their own, whatever else was right."""

    MISDEAL = "misdeal"  # a misdeal caused by the dealer (R10.4)
    WRONG_POT = "wrong_pot"  # a pot awarded to the wrong player or split wrongly (R8.4, R8.5)
    EXPOSED_CARD = "exposed_card"  # an exposed card not handled as ruled (R10.1, R10.11)


CRITICAL_RULES: Mapping[Critical, tuple[str, ...]] = {
    Critical.MISDEAL: ("R10.4",),
    Critical.WRONG_POT: ("R8.4", "R8.5"),
    Critical.EXPOSED_CARD: ("R10.1", "R10.11"),
}

DEFAULT_WEIGHTS: Mapping[Group, float] = {
    Group.PROCEDURE: 35.0,
    Group.ANNOUNCEMENTS: 20.0,
    Group.CHIPS: 25.0,
    Group.IRREGULARITIES: 10.0,
    Group.PACE: 10.0,
}


@dataclass(frozen=True, slots=True)
class Rubric:
    """What a school weighs. ``weights`` need not add up to anything (they are scaled); ``critical``
    are the errors that fail a hand; the parts are weighed 70/30 and each passed at 80 % by default."""

    weights: Mapping[Group, float] = field(default_factory=lambda: dict(DEFAULT_WEIGHTS))
    critical: frozenset[Critical] = frozenset(Critical)
    practical_weight: float = 0.7
    written_weight: float = 0.3
    practical_pass: float = 0.8
    written_pass: float = 0.8

    def __post_init__(self) -> None:
        if any(weight < 0 for weight in self.weights.values()):
            raise RubricError("a duty group's weight cannot be negative")
        if not any(self.weights.get(group, 0) > 0 for group in Group):
            raise RubricError("at least one duty group must have a weight")
        if (
            self.practical_weight < 0
            or self.written_weight < 0
            or not self.practical_weight + self.written_weight
        ):
            raise RubricError("the practical and written parts need weights of 0 or more, not both 0")
        for mark in (self.practical_pass, self.written_pass):
            if not 0 <= mark <= 1:
                raise RubricError("a pass mark is a share from 0 to 1 (80 % is 0.8)")

    def weight(self, group: Group) -> float:
        return float(self.weights.get(group, 0.0))

    def with_weights(self, **weights: float) -> Rubric:
        """The same rubric with some groups weighed anew (by their values: ``pace=5``)."""
        changed = dict(self.weights)
        changed.update({Group(name): value for name, value in weights.items()})
        return replace(self, weights=changed)

    def to_json(self) -> str:
        """The rubric as one JSON text (what a class keeps)."""
        return json.dumps(
            {
                "weights": {group.value: self.weight(group) for group in Group},
                "critical": sorted(critical.value for critical in self.critical),
                "practical_weight": self.practical_weight,
                "written_weight": self.written_weight,
                "practical_pass": self.practical_pass,
                "written_pass": self.written_pass,
            },
            sort_keys=True,
        )

    @classmethod
    def from_json(cls, text: str) -> Rubric:
        """A rubric kept by ``to_json`` (``RubricError`` if it is not one)."""
        try:
            data = json.loads(text)
            return cls(
                weights={Group(name): float(value) for name, value in data["weights"].items()},
                critical=frozenset(Critical(name) for name in data["critical"]),
                practical_weight=float(data["practical_weight"]),
                written_weight=float(data["written_weight"]),
                practical_pass=float(data["practical_pass"]),
                written_pass=float(data["written_pass"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            if isinstance(error, RubricError):
                raise
            raise RubricError(f"not a rubric: {error}") from None


@dataclass(frozen=True, slots=True)
class Mark:
    """One duty marked: right or wrong (with the reason's code and its rule), critical or not."""

    duty: str
    group: Group
    right: bool
    reason: str | None = None
    rule: str | None = None
    critical: Critical | None = None
    seconds: float = 0.0  # into the hand, when it was marked
    disputed: bool = False  # the engine disagreed with the mark: a second look


@dataclass(frozen=True, slots=True)
class HandScore:
    """A hand's score (0–1), its groups' scores (None: no marks there), and whether a critical
    error failed it."""

    score: float
    groups: Mapping[Group, float | None]
    failed: bool
    criticals: tuple[Critical, ...] = ()


def _pace(seconds: float | None, target_seconds: float | None) -> float | None:
    if not seconds or not target_seconds or seconds <= 0:
        return None
    return min(1.0, target_seconds / seconds)


def group_scores(marks: Iterable[Mark], pace: float | None = None) -> dict[Group, float | None]:
    """Each group's right marks over its marks (pace: given), None where it has none."""
    right: dict[Group, int] = dict.fromkeys(Group, 0)
    total: dict[Group, int] = dict.fromkeys(Group, 0)
    for mark in marks:
        if mark.group is Group.PACE:
            continue
        total[mark.group] += 1
        right[mark.group] += mark.right
    scores: dict[Group, float | None] = {
        group: (right[group] / total[group] if total[group] else None) for group in Group
    }
    scores[Group.PACE] = pace
    return scores


def weighted(scores: Mapping[Group, float | None], rubric: Rubric) -> float:
    """The weighted mean of the groups that have a score (1.0 if none has)."""
    counted = [(rubric.weight(group), value) for group, value in scores.items() if value is not None]
    weight = sum(w for w, _ in counted)
    if weight <= 0:
        return 1.0
    return sum(w * value for w, value in counted) / weight


def score_hand(
    marks: Sequence[Mark],
    rubric: Rubric,
    *,
    seconds: float | None = None,
    target_seconds: float | None = None,
) -> HandScore:
    """A hand's score under ``rubric``: see the module docstring."""
    scores = group_scores(marks, _pace(seconds, target_seconds))
    criticals = tuple(dict.fromkeys(mark.critical for mark in marks if mark.critical is not None))
    failed = any(critical in rubric.critical for critical in criticals)
    return HandScore(0.0 if failed else weighted(scores, rubric), scores, failed, criticals)


@dataclass(frozen=True, slots=True)
class PracticalScore:
    """A practical sitting: the mean of its hands' scores, each group over all hands, hands failed."""

    score: float
    groups: Mapping[Group, float | None]
    hands: tuple[HandScore, ...]
    failed_hands: int
    passed: bool


def score_practical(
    hands: Sequence[HandScore], marks: Sequence[Sequence[Mark]], rubric: Rubric
) -> PracticalScore:
    """The sitting's score from its hands (``marks`` are the same hands' marks, for the groups)."""
    if not hands:
        empty = dict.fromkeys(Group)
        return PracticalScore(0.0, empty, (), 0, False)
    score = sum(hand.score for hand in hands) / len(hands)
    paces = [hand.groups[Group.PACE] for hand in hands if hand.groups.get(Group.PACE) is not None]
    pace = sum(p for p in paces if p is not None) / len(paces) if paces else None
    groups = group_scores((mark for hand in marks for mark in hand), pace)
    failed = sum(hand.failed for hand in hands)
    return PracticalScore(score, groups, tuple(hands), failed, score >= rubric.practical_pass)


@dataclass(frozen=True, slots=True)
class Grade:
    """The two parts and the combined grade (shares 0–1); passed needs both parts at their marks."""

    practical: float | None
    written: float | None
    combined: float | None
    practical_passed: bool
    written_passed: bool

    @property
    def passed(self) -> bool:
        return self.practical_passed and self.written_passed


def combine(practical: float | None, written: float | None, rubric: Rubric) -> Grade:
    """The combined grade of a practical and a written score (None: that part not sat yet)."""
    practical_passed = practical is not None and practical >= rubric.practical_pass
    written_passed = written is not None and written >= rubric.written_pass
    if practical is None or written is None:
        return Grade(practical, written, None, practical_passed, written_passed)
    total = rubric.practical_weight + rubric.written_weight
    combined = (rubric.practical_weight * practical + rubric.written_weight * written) / total
    return Grade(practical, written, combined, practical_passed, written_passed)
