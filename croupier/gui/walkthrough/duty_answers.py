"""What the walkthrough's working area makes of the trainee's answers: the questions with numbered
answers (``Ask``, the words of their answers: ``question_texts``) and the announcement the builder's
parts make (``built_announcement``, with Learn mode's mark in the builder: ``phrase_hint``)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from croupier.gui.walkthrough.announcement_builder import AnnouncementBuilder
from croupier.gui.walkthrough.texts import actions_text
from croupier.gui.walkthrough.words import WalkthroughWords, quoted
from croupier.procedure import Announcement, DealerStep
from croupier.training.controller import Walkthrough
from croupier.training.phrases import Phrase, build, phrase_of
from croupier.words.incident_words import ruling_text
from croupier.words.procedure_words import announcement_text, step_text

__all__ = ["Ask", "built_announcement", "phrase_hint", "question_texts"]


class Ask(Enum):
    """The questions with numbered answers."""

    MAY_DO = "may_do"  # "What may seat 3 do?": sets of legal actions
    READ = "read"  # a tabled hand's reading
    PUSH = "push"  # which pot to whom
    STUB = "stub"  # what the stub count says comes next
    RULING = "ruling"  # the table stopped: which ruling


def question_texts(kind: Ask, choices: Sequence[object]) -> list[str]:
    """The words of each answer offered to the question ``kind``."""
    texts = []
    for item in choices:
        if kind is Ask.MAY_DO:
            texts.append(actions_text(item))  # type: ignore[arg-type]
        elif kind is Ask.READ:
            texts.append(quoted(announcement_text(item)))  # type: ignore[arg-type]
        elif kind is Ask.PUSH:
            texts.append(step_text(item))  # type: ignore[arg-type]
        elif kind is Ask.RULING:
            texts.append(ruling_text(item))  # type: ignore[arg-type]
        else:
            texts.append(step_text(DealerStep.count_stub(str(item))))
    return texts


def built_announcement(
    walk: Walkthrough | None, builder: AnnouncementBuilder, words: WalkthroughWords
) -> tuple[Announcement, str] | None:
    """The announcement the builder's parts make, with its words; None while incomplete."""
    phrase = builder.phrase
    if walk is None or phrase is None:
        return None
    announcement = build(walk.hand, phrase, builder.seat, builder.ranks, walk.procedure.expected())
    if announcement is None:
        return None
    said = quoted(announcement_text(announcement))
    if builder.seat is not None and phrase.needs_seat:
        said = words.with_seat(said, builder.seat)
    return announcement, said


def phrase_hint(walk: Walkthrough | None) -> Phrase | None:
    """Learn mode's mark in the builder: the "what" of the announcement due."""
    hint = walk.hint() if walk is not None else None
    if hint is None or hint.announcement is None:
        return None
    parts = phrase_of(hint.announcement)
    return parts[0] if parts is not None else None
