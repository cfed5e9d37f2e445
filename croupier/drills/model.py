"""The quiz's values: a question asked on a frozen engine position, an answer, and its grade.

Everything here is structured data, not text: a prompt, a choice or an explanation is a *kind* plus
*params* (seats, amounts, cards, hand descriptions), and ``croupier.words.quiz_words`` turns it into
English or German. Nothing here holds the right answer: ``croupier.drills.grading.grade`` asks the
engine for it when the answer comes in.

>>> Prompt("bring_in", {"street": 3}).param("street")
3
>>> AnswerType.SEAT_ORDER.value
'seat_order'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

from croupier.engine.cards import Card
from croupier.engine.errors import CroupierError
from croupier.engine.hand import Hand
from croupier.engine.readings import HandDescription
from croupier.engine.table_incidents import TableIncidents
from croupier.procedure.announcements import Announcement
from croupier.procedure.flags import Flag
from croupier.procedure.procedure import Procedure
from croupier.procedure.steps import DealerStep

__all__ = [
    "Answer",
    "AnswerFormatError",
    "AnswerType",
    "Choice",
    "DrillError",
    "Explanation",
    "Grade",
    "Prompt",
    "Question",
    "Solution",
    "Value",
]

Value = (
    int | str | bool | None | Card | HandDescription | Announcement | DealerStep | Flag | tuple["Value", ...]
)
"""A structured parameter: seats and amounts are ints, cards ``Card``, readings ``HandDescription``;
the procedure's announcements, dealer steps and flags as the procedure package defines them."""

Answer = int | str | frozenset[int] | frozenset[str] | tuple[int, ...] | tuple[tuple[int, int], ...]
"""An answer in the shape its ``AnswerType`` says (see ``AnswerType``)."""


class DrillError(CroupierError):
    """A drill that cannot be built: an unknown skill, a malformed instructor mark, no position found."""


class AnswerFormatError(ValueError):
    """A typed answer that cannot be read as the question's answer type.

    ``kind`` names what was expected (``"seat"``, ``"amount"``, ``"choice"``, …) so that the message
    can be rendered in the trainee's language; ``text`` is what was typed.
    """

    def __init__(self, kind: str, text: str) -> None:
        super().__init__(f"{text!r} is not a {kind.replace('_', ' ')}")
        self.kind = kind
        self.text = text


class AnswerType(Enum):
    """What an answer is, and the Python value it takes.

    ============  ==========================================  ===============================
    type          asked for                                    value
    ============  ==========================================  ===============================
    SEAT          one seat                                     ``int``
    AMOUNT        chips                                        ``int``
    COUNT         a number of cards                            ``int``
    CHOICE        one of ``Question.choices``                  its ``key`` (``str``)
    CHOICE_SET    every choice that applies                    ``frozenset[str]``
    SEAT_SET      every seat that applies (maybe none)         ``frozenset[int]``
    SEAT_ORDER    seats in order                               ``tuple[int, ...]``
    AMOUNT_SET    every legal amount                           ``frozenset[int]``
    AMOUNT_LIST   amounts in order (main pot first)            ``tuple[int, ...]``
    SHARES        chips per seat                               ``tuple[tuple[seat, chips], ...]``
    CHIPS         a pile of chips (change)                     ``tuple[tuple[value, count], ...]``
    CHIP_SHARES   each winner's chips, colour by colour        ``str``: ``"2: 1x100 3x1; 5: 1x25"``
    READING       a tabled hand read from memory               ``str``: the words, or a builder code
    ============  ==========================================  ===============================
    """

    SEAT = "seat"
    AMOUNT = "amount"
    COUNT = "count"
    CHOICE = "choice"
    CHOICE_SET = "choice_set"
    SEAT_SET = "seat_set"
    SEAT_ORDER = "seat_order"
    AMOUNT_SET = "amount_set"
    AMOUNT_LIST = "amount_list"
    SHARES = "shares"
    CHIPS = "chips"
    CHIP_SHARES = "chip_shares"
    READING = "reading"


@dataclass(frozen=True, slots=True)
class Prompt:
    """What is asked: a ``kind`` (one per skill, sometimes a few) and its parameters."""

    kind: str
    params: Mapping[str, Value] = field(default_factory=dict)

    def param(self, name: str) -> Value:
        return self.params[name]


@dataclass(frozen=True, slots=True)
class Choice:
    """One option of a multiple-choice question: ``key`` is what an answer names."""

    key: str
    kind: str
    params: Mapping[str, Value] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Explanation:
    """Why an answer is right: a ``kind``, its parameters and sub-explanations (one line each)."""

    kind: str
    params: Mapping[str, Value] = field(default_factory=dict)
    parts: tuple[Explanation, ...] = ()


@dataclass(frozen=True, slots=True, eq=False)
class Question:
    """A question asked on a frozen engine position.

    ``position`` is a private copy of the hand at the moment of asking: the grader reads it (and plays
    copies of it forward) but never changes it. It knows everything, hole cards included; a view
    shows the trainee only what a dealer sees (``croupier.drills.view.table_view``), plus the hole
    cards of the seats in ``shown`` (the hands tabled at a showdown). ``difficulty`` is 1 to 3.
    ``source`` says where a question from a hand history was asked ("file.phh, action 12") and
    ``note`` carries an instructor's remark. Questions about the dealer's duties also keep the
    ``procedure`` standing at that moment, and irregularity questions their ``incidents``.
    """

    skill: str
    prompt: Prompt
    answer_type: AnswerType
    position: Hand
    difficulty: int = 1
    choices: tuple[Choice, ...] = ()
    shown: frozenset[int] = frozenset()
    seed: int | None = None
    profile: str = "cash"
    source: str | None = None
    note: str | None = None
    procedure: Procedure | None = None
    incidents: TableIncidents | None = None
    """An irregularity question's incident, waiting for its ruling on ``position`` (the same hand)."""

    def choice(self, key: str) -> Choice:
        """The choice with ``key``."""
        for choice in self.choices:
            if choice.key == key:
                return choice
        raise KeyError(key)


@dataclass(frozen=True, slots=True)
class Solution:
    """What the engine says: the expected answer, why, and the RULES.md rules that decide it."""

    expected: Answer
    explanation: Explanation
    rules: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Grade:
    """The verdict on one answer. ``explanation`` and ``rules`` are given whether right or wrong."""

    correct: bool
    given: Answer | None
    expected: Answer
    explanation: Explanation
    rules: tuple[str, ...]
