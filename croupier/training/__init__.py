"""Dealing a hand as the croupier, without a window: the walkthrough's logic, beside the quiz's
(``croupier.drills``). Pure Python, no Qt, so the exercise runs from a terminal or a test as it runs
in the window (``croupier.gui.walkthrough`` only draws and wires it).

A ``Walkthrough`` wraps a ``Procedure``: it does the duties the level does not ask, waits for the
trainee's duty or answer, grades it (``Graded``, ``answers.answer_of`` for the progress store), lets
the simulated players (``players``) act, keeps the checklist (``journal``) and takes a correct duty
back (``undo``). ``duties`` and ``phrases`` are the choices the trainee picks from, ``dealer_view``
and ``table_state`` the table as the dealer sees it, ``hands`` where the hands come from and
``demo`` the seeded hands of screenshots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from croupier import lazy_exports

if TYPE_CHECKING:
    from croupier.training.answers import WalkthroughAnswer, answer_of
    from croupier.training.controller import Walkthrough
    from croupier.training.duties import Duty
    from croupier.training.hands import procedures_from
    from croupier.training.players import Personality
    from croupier.training.table_state import SeatState, TableState
    from croupier.training.terms import WALKTHROUGH_MODES, Asked, Graded, Waiting


__all__ = [
    "WALKTHROUGH_MODES",
    "Asked",
    "Duty",
    "Graded",
    "Personality",
    "SeatState",
    "TableState",
    "Waiting",
    "Walkthrough",
    "WalkthroughAnswer",
    "answer_of",
    "procedures_from",
]

# Each name is imported from its module when first used (see croupier.lazy_exports).
__getattr__ = lazy_exports(
    __name__,
    {
        "WalkthroughAnswer": "answers",
        "answer_of": "answers",
        "Walkthrough": "controller",
        "Duty": "duties",
        "procedures_from": "hands",
        "Personality": "players",
        "SeatState": "table_state",
        "TableState": "table_state",
        "WALKTHROUGH_MODES": "terms",
        "Asked": "terms",
        "Graded": "terms",
        "Waiting": "terms",
    },
)
