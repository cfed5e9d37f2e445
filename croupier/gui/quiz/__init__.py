"""The Quiz mode: rapid questions from the drills over the table, in four modes, keyboard first.

``QuizPanel`` is what the main window puts beside the table (``add_panel(View.QUIZ, panel)``) and
wires: its ``picture_changed`` to ``table_view.show_picture(picture)``, the table's
``seat_clicked`` to ``pick_seat``, its verdicts and score to the bottom strip. ``QuizController``
runs a ``DrillSession`` without widgets.
"""

from croupier.gui.quiz.quiz_controller import QuizConfig, QuizController
from croupier.gui.quiz.quiz_panel import QuizPanel
from croupier.training.quiz_picture import QuizPicture, feedback_marks, picture_for

__all__ = [
    "QuizConfig",
    "QuizController",
    "QuizPanel",
    "QuizPicture",
    "feedback_marks",
    "picture_for",
]
