"""A hand-history file's hands made ready for the projector: how far each can be played and why not
further, and the hand list's texts. No widget is touched: for a file read in the background, the
loader's thread does this (``PHHLoader(then=open_hands)``), and the window's thread only shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from croupier.drills.phh_drills import rules_for
from croupier.engine.phh import HandHistory, replay

__all__ = ["Opened", "Prepared", "hand_names", "open_hands", "prepare"]

# The view's own strings (its translation context), whichever thread works them out.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Prepared:
    """How far a hand can be played (``last`` actions), why not further (``stopped``, None when it
    plays to its end), and whether any step has a commentary."""

    last: int
    stopped: str | None
    commented: bool


@dataclass(frozen=True)
class Opened:
    """A file's hands ready to show: the hands, the hand list's texts and the first hand prepared."""

    histories: tuple[HandHistory, ...]
    names: tuple[str, ...]
    first: Prepared


def prepare(history: HandHistory) -> Prepared:
    """Replay ``history`` to its end once (raises ``BadPHHError`` when it cannot be replayed)."""
    full = replay(history, rules_for(history))
    commented = any(step.commentary for step in history.actions)
    if full.error is None:
        return Prepared(len(history.actions), None, commented)
    error = full.error
    origin = history.origin
    line = origin.action_lines[error.index] if origin and error.index < len(origin.action_lines) else 1
    reason = translate(
        "ProjectorView", "{place}: the hand stops before “{action}”, which cannot be played: {reason}"
    ).format(place=f"{history.source}:{line}", action=error.action, reason=error.reason)
    return Prepared(error.index, reason, commented)


def hand_names(count: int) -> tuple[str, ...]:
    """The hand list's entries for a file of ``count`` hands."""
    name = translate("ProjectorView", "Hand {number} of {count}")
    return tuple(name.format(number=number, count=count) for number in range(1, count + 1))


def open_hands(histories: Sequence[HandHistory]) -> Opened:
    """``histories`` (at least one) with their list's texts and the first hand prepared; raises
    ``BadPHHError`` when the first hand cannot be replayed."""
    if not histories:
        raise ValueError("a file with no hand cannot be opened")
    first = prepare(histories[0])
    return Opened(tuple(histories), hand_names(len(histories)), first)
