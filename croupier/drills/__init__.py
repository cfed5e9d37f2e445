"""The quiz: questions asked on real engine positions, graded by asking the engine (pure Python).

Get a question, grade an answer, run a session::

    question = generate("first_to_act", random.Random(7), difficulty=2)   # or a session's next one
    verdict = grade(question, 3)            # Grade: correct, expected, explanation, rules
    session = DrillSession(TrainingMode.PRACTICE, ["bring_in", "split"], count=20, seed=7, history=store)

``croupier.words.quiz_words`` (QtCore only) words questions, choices and grades in English or German;
``croupier.drills.view.table_view`` is what the trainee may see of the position; hand histories are
stepped through with ``phh_questions``. Everything but the two ``render`` modules is free of Qt.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from croupier import lazy_exports

if TYPE_CHECKING:
    from croupier.drills.answers import answer_json, parse_answer, parse_text, same
    from croupier.drills.deal import DrillSettings
    from croupier.drills.grading import generate, grade, solve
    from croupier.drills.levels import Difficulty, TrainingMode
    from croupier.drills.model import (
        Answer,
        AnswerFormatError,
        AnswerType,
        Choice,
        DrillError,
        Explanation,
        Grade,
        Prompt,
        Question,
        Solution,
    )
    from croupier.drills.phh_drills import MARKS_FIELD, PHH_SKILLS, marks_of, phh_questions
    from croupier.drills.scheduler import Scheduler, SkillState
    from croupier.drills.session import DrillSession, Outcome, SkillSummary, Summary, exam_questions
    from croupier.drills.skill import Skill
    from croupier.drills.skills import SKILL_NAMES, SKILLS
    from croupier.drills.view import SeatView, TableView, table_view


__all__ = [
    "MARKS_FIELD",
    "PHH_SKILLS",
    "SKILLS",
    "SKILL_NAMES",
    "Answer",
    "AnswerFormatError",
    "AnswerType",
    "Choice",
    "Difficulty",
    "DrillError",
    "DrillSession",
    "DrillSettings",
    "Explanation",
    "Grade",
    "Outcome",
    "Prompt",
    "Question",
    "Scheduler",
    "SeatView",
    "Skill",
    "SkillState",
    "SkillSummary",
    "Solution",
    "Summary",
    "TableView",
    "TrainingMode",
    "answer_json",
    "exam_questions",
    "generate",
    "grade",
    "marks_of",
    "parse_answer",
    "parse_text",
    "phh_questions",
    "same",
    "solve",
    "table_view",
]

# Each name is imported from its module when first used (see croupier.lazy_exports).
__getattr__ = lazy_exports(
    __name__,
    {
        "answer_json": "answers",
        "parse_answer": "answers",
        "parse_text": "answers",
        "same": "answers",
        "DrillSettings": "deal",
        "generate": "grading",
        "grade": "grading",
        "solve": "grading",
        "Difficulty": "levels",
        "TrainingMode": "levels",
        "Answer": "model",
        "AnswerFormatError": "model",
        "AnswerType": "model",
        "Choice": "model",
        "DrillError": "model",
        "Explanation": "model",
        "Grade": "model",
        "Prompt": "model",
        "Question": "model",
        "Solution": "model",
        "MARKS_FIELD": "phh_drills",
        "PHH_SKILLS": "phh_drills",
        "marks_of": "phh_drills",
        "phh_questions": "phh_drills",
        "Scheduler": "scheduler",
        "SkillState": "scheduler",
        "DrillSession": "session",
        "Outcome": "session",
        "SkillSummary": "session",
        "Summary": "session",
        "exam_questions": "session",
        "Skill": "skill",
        "SKILL_NAMES": "skills",
        "SKILLS": "skills",
        "SeatView": "view",
        "TableView": "view",
        "table_view": "view",
    },
)
