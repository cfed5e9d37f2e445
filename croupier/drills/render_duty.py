"""The words of ``duty_why``'s facts (the "DrillWhy" context, as every explanation)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from croupier.drills.model import Value
from croupier.drills.render_words import cards_label

__all__ = ["duty_line"]

translate = QCoreApplication.translate


def duty_line(kind: str, p: Mapping[str, Value]) -> str:
    """One fact of ``duty_why`` in words."""
    match kind:
        case "duty.folded":
            return translate(
                "DrillWhy", "Seat {seat} has folded: no card, call or kill is due there."
            ).format(seat=p["seat"])
        case "duty.has_card":
            return translate("DrillWhy", "Seat {seat} already has its card of this pass.").format(
                seat=p["seat"]
            )
        case "duty.ante_in":
            return translate("DrillWhy", "Seat {seat}'s ante is already in the pot.").format(seat=p["seat"])
        case "duty.board":
            text = translate("DrillWhy", "Seat {seat} shows {cards}.")
            return text.format(seat=p["seat"], cards=cards_label(p["cards"]))
    return kind  # pragma: no cover - every kind duty_why produces is listed above
