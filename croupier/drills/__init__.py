"""The quiz: questions asked on real engine positions, graded by asking the engine (pure Python).

Get a question with ``generate(skill_name, rng, difficulty, settings)``, grade an answer with
``grade(question, answer)``; ``croupier.drills.render`` turns questions and grades into English or
German text.
"""

from croupier.drills.answers import parse_answer, parse_text, same
from croupier.drills.deal import DrillSettings
from croupier.drills.grading import generate, grade, solve
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
from croupier.drills.skill import Skill
from croupier.drills.skills import SKILL_NAMES, SKILLS, skill

__all__ = [
    "SKILLS",
    "SKILL_NAMES",
    "Answer",
    "AnswerFormatError",
    "AnswerType",
    "Choice",
    "DrillError",
    "DrillSettings",
    "Explanation",
    "Grade",
    "Prompt",
    "Question",
    "Skill",
    "Solution",
    "generate",
    "grade",
    "parse_answer",
    "parse_text",
    "same",
    "skill",
    "solve",
]
