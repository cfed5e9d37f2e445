"""The quiz's picture of the table, without Qt: a question's position as a ``TableState``, with the
seats the trainee has picked (or, after the answer, the right and wrong ones) written on their plates.

Only what a dealer sees is drawn (``croupier.drills.table_view``). The stub and the burn pile are not
counted out for the questions that ask for those counts: ``QuizPicture`` says which piles to hide and
``TableView.show_picture`` hides them. The quiz, the instructor's live round and the projector draw
the same picture.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from croupier.drills import AnswerType, Grade, Question, table_view
from croupier.drills.chip_answers import answer_pile
from croupier.drills.skills.chips import chip_set_of
from croupier.training.table_state import SeatState, TableState

__all__ = ["QuizPicture", "feedback_marks", "picture_for"]

# Prompts that name the seat to act: the table may point at it. Elsewhere the pointer would give
# away "who acts?" answers.
_SEAT_TO_ACT = frozenset({"legal_actions", "call_amount", "bet_amount", "raise_amount"})


@dataclass(frozen=True, slots=True)
class QuizPicture:
    """What the table shows for a question: the state and the piles kept out of sight."""

    state: TableState
    hide_stub: bool = False
    hide_burns: bool = False
    marks: Mapping[int, str] = field(default_factory=dict)


def picture_for(question: Question, marks: Mapping[int, str] | None = None) -> QuizPicture:
    """The table at ``question``'s moment; ``marks`` are plate names for picked seats."""
    view = table_view(question)
    marks = dict(marks or {})
    seats = tuple(
        SeatState(
            seat=seat.seat,
            stack=seat.stack,
            bet=seat.bet,
            down=seat.down,
            up=seat.up,
            folded=seat.folded,
            all_in=seat.all_in,
            mucked=seat.mucked,
            killed=seat.killed,
            name=marks.get(seat.seat, ""),
        )
        for seat in view.seats
    )
    hand = question.position
    pile = answer_pile(question.prompt.params.get("pile"))  # type: ignore[arg-type]  # the chip skills' middle
    actor = question.prompt.params.get("seat") if question.prompt.kind in _SEAT_TO_ACT else None
    state = TableState(
        seats=seats,
        pot=view.pot,
        street=view.street,
        actor=actor if isinstance(actor, int) else None,
        burns=len(hand.burns),
        stub=hand.stub_size,
        community=view.community,
        showdown=bool(question.shown) or any(seat.tabled for seat in view.seats),
        pot_chips=pile or None,
        chips=chip_set_of(question) if pile else None,
        pot_hidden=question.skill == "count_pot",
    )
    return QuizPicture(
        state,
        hide_stub=question.skill == "short_deck",
        hide_burns=question.skill in {"burn_count", "short_deck"},
        marks=marks,
    )


def feedback_marks(question: Question, grade: Grade, right: str, wrong: str) -> dict[int, str]:
    """After an answer about seats: ``right`` (a format with ``{seat}``) on the expected seats,
    ``wrong`` on seats the trainee named that are not; for an order, the right order numbered."""
    expected, given = grade.expected, grade.given
    marks: dict[int, str] = {}
    match question.answer_type:
        case AnswerType.SEAT:
            if isinstance(given, int) and given != expected:
                marks[given] = wrong.format(seat=given)
            if isinstance(expected, int):
                marks[expected] = right.format(seat=expected)
        case AnswerType.SEAT_SET:
            chosen = given if isinstance(given, frozenset) else frozenset()
            wanted = expected if isinstance(expected, frozenset) else frozenset()
            for seat in chosen - wanted:
                if isinstance(seat, int):
                    marks[seat] = wrong.format(seat=seat)
            for seat in wanted:
                if isinstance(seat, int):
                    marks[seat] = right.format(seat=seat)
        case AnswerType.SEAT_ORDER:
            if isinstance(expected, tuple):
                for number, shown in enumerate(expected, start=1):
                    if isinstance(shown, int):
                        marks[shown] = f"{number}. " + right.format(seat=shown)
        case AnswerType.SHARES:
            if isinstance(expected, tuple):
                for item in expected:
                    if isinstance(item, tuple):
                        marks[item[0]] = right.format(seat=item[0])
        case _:
            pass
    return marks
