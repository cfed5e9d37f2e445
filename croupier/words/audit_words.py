"""A line of the school's audit trail in words, the same in the window and on the command line:
what was done (created, changed, removed, granted, withdrew, sealed) to what (an exam, a trainee,
a login …), and what it held or what changed.

The values come as the database's triggers write them (``croupier.store.audit.AuditEntry``).

>>> action_word("withdrew"), subject_word("sitting_grants")
('withdrew', 'another sitting')
>>> detail_text("changed", {"questions": [4, 5]})
'questions: 4 → 5'
>>> what_text("created", "school_keys", "5657fbdada69bba1ff7f8fb2493e4d8f")
'created school seal 5657fbdada69bba1…'
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

__all__ = ["action_word", "detail_text", "subject_word", "what_text"]

translate = QCoreApplication.translate

MAX_ID = 17  # characters of a row's id shown

# What of a row is worth a line (the rest stays in the database, for whoever asks it).
_SHOWN = (
    "name",
    "reason",
    "trainee_id",
    "exam_id",
    "questions",
    "pass_mark",
    "sittings",
    "opens_at",
    "closes_at",
    "value",
    "verdict",
    "score",
    "may_add_instructors",
    "class_id",  # whose rubric (a class's rubric has no id of its own), which class a trainee joined
)


def action_word(action: str) -> str:
    words = {
        "created": translate("AuditWords", "created"),
        "changed": translate("AuditWords", "changed"),
        "removed": translate("AuditWords", "removed"),
        "granted": translate("AuditWords", "granted"),
        "withdrew": translate("AuditWords", "withdrew"),
        "sealed": translate("AuditWords", "sealed"),
    }
    return words.get(action, action)


def subject_word(subject: str) -> str:
    words = {
        "trainees": translate("AuditWords", "trainee"),
        "trainee_logins": translate("AuditWords", "trainee's password"),
        "assignments": translate("AuditWords", "assignment"),
        "exams": translate("AuditWords", "exam"),
        "settings": translate("AuditWords", "setting"),
        "sitting_grants": translate("AuditWords", "another sitting"),
        "certificates": translate("AuditWords", "certificate"),
        "result_checks": translate("AuditWords", "re-grading"),
        "school_keys": translate("AuditWords", "school seal"),
        "practical_sittings": translate("AuditWords", "practical exam"),
        "live_rounds": translate("AuditWords", "live round"),
        "logins": translate("AuditWords", "instructor's login"),
        "classes": translate("AuditWords", "class"),
        "class_instructors": translate("AuditWords", "class's instructor"),
        "class_rubrics": translate("AuditWords", "class's rubric"),
    }
    return words.get(subject, subject)


def what_text(action: str, subject: str, subject_id: str | None) -> str:
    """What was done to what, in the language's order ("withdrew exam 3", "Prüfung 3 zurückgezogen")."""
    shown = subject_id or ""
    if len(shown) > MAX_ID:  # a key's fingerprint: its start tells it apart
        shown = shown[: MAX_ID - 1] + "…"
    return (
        translate("AuditWords", "{action} {subject} {id}")
        .format(action=action_word(action), subject=subject_word(subject), id=shown)
        .strip()
    )


def _value(value: Any) -> str:
    if value is None:
        return "–"
    if isinstance(value, str):
        return value
    return json.dumps(value, ensure_ascii=False)


def detail_text(
    action: str, detail: dict[str, Any], names: Mapping[str, Mapping[Any, str]] | None = None
) -> str:
    """What changed (``column: before → after``), or the telling parts of what was made or removed;
    ``names`` gives a column's ids their names (a trainee moved: ``class_id: Day → Evening``).

    >>> detail_text("changed", {"class_id": [1, 3]}, {"class_id": {1: "Day", 3: "Evening"}})
    'class_id: Day → Evening'
    """
    known = names or {}

    def shown(key: str, value: Any) -> str:
        return known.get(key, {}).get(value) or _value(value)

    if action in {"changed", "withdrew"}:
        parts = []
        for key, change in detail.items():
            if isinstance(change, list) and len(change) == 2:
                parts.append(f"{key}: {shown(key, change[0])} → {shown(key, change[1])}")
        return "; ".join(parts)
    return "; ".join(f"{key}: {_value(detail[key])}" for key in _SHOWN if key in detail)
