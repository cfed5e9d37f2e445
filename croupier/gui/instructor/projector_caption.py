"""What the projector's caption says of a step: its events in words (a seat's cards dealt together
on one line), the newest lines that fit the caption's room."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel

from croupier.engine.events import AntePosted, CardDealt, Event
from croupier.engine.hand import Hand
from croupier.gui.event_text import describe_event
from croupier.i18n import card_label, format_chips

__all__ = ["CAPTION_LINES", "caption_lines", "fitting"]

CAPTION_LINES = 3
"""The most lines a step's caption shows (its room is kept for as many)."""

# The view's own strings (its translation context).
translate = QCoreApplication.translate


def caption_lines(events: Sequence[Event], hand: Hand, step: int) -> list[str]:
    """The lines that tell what ``events`` (those of ``step``) did, the last ``CAPTION_LINES``."""
    if step == 0:
        return [
            translate("ProjectorView", "The antes are in: pot {pot}. Press → to deal.").format(
                pot=format_chips(hand.pot)
            )
        ]
    lines: list[str] = []
    dealt: list[CardDealt] = []

    def flush() -> None:
        if dealt:
            cards = " ".join(card_label(d.card) if d.face_up and d.card else "▮" for d in dealt)
            lines.append(
                translate("ProjectorView", "Seat {seat} is dealt {cards}").format(
                    seat=dealt[0].seat, cards=cards
                )
            )
            dealt.clear()

    for event in events:
        if isinstance(event, CardDealt) and (not dealt or dealt[0].seat == event.seat):
            dealt.append(event)
            continue
        flush()
        if isinstance(event, CardDealt):
            dealt.append(event)
        elif not isinstance(event, AntePosted):
            lines.append(describe_event(event, hand.variant))
    flush()
    if not lines:
        lines.append(
            translate("ProjectorView", "(a remark in the hand history: nothing happens at the table)")
        )
    return lines[-CAPTION_LINES:]


def fitting(lines: list[str], caption: QLabel) -> str:
    """The newest of ``lines`` that fit ``caption``'s room: the room stays, the table does not move."""
    metrics = QFontMetrics(caption.font())
    room = QRect(0, 0, max(1, caption.width()), 100_000)
    height = max(caption.height(), caption.minimumHeight())  # before its first layout too
    while len(lines) > 1:
        text = "\n".join(lines)
        if metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, text).height() <= height:
            return text
        lines = lines[1:]
    return "\n".join(lines)
