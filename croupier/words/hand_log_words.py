"""The hand log in words: a street's name and its moves, short ("S3 bets 20 · S5 calls 20 · S1
raises to 40"), each amount the chips the player then has in front for the street, as the dealer
sees them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.engine.events import ActionKind, ActionTaken, HandShown
from croupier.i18n import format_chips, street_name
from croupier.training.hand_log import SHOWDOWN, LogStreet, Move

__all__ = ["log_heading", "log_line", "log_lines", "move_text"]

translate = QCoreApplication.translate


def log_heading(street: int) -> str:
    """ "Fourth Street", or "Showdown"."""
    if street == SHOWDOWN:
        return translate("HandLog", "Showdown")
    return street_name(street)


def move_text(move: Move) -> str:
    """One move, short: "S3 raises to 40", "S2 shows", "S6 mucks"."""
    if not isinstance(move, ActionTaken):
        if isinstance(move, HandShown):
            return translate("HandLog", "S{seat} shows").format(seat=move.seat)
        return translate("HandLog", "S{seat} mucks").format(seat=move.seat)
    to = format_chips(move.to)
    texts = {
        ActionKind.FOLD: translate("HandLog", "S{seat} folds"),
        ActionKind.CHECK: translate("HandLog", "S{seat} checks"),
        ActionKind.CALL: translate("HandLog", "S{seat} calls {to}"),
        ActionKind.BRING_IN: translate("HandLog", "S{seat} brings it in for {to}"),
        ActionKind.COMPLETE: translate("HandLog", "S{seat} completes to {to}"),
        ActionKind.BET: translate("HandLog", "S{seat} bets {to}"),
        ActionKind.RAISE: translate("HandLog", "S{seat} raises to {to}"),
    }
    text = texts[move.kind].format(seat=move.seat, to=to)
    if move.all_in:
        text = translate("HandLog", "{move}, all in").format(move=text)
    if move.capped:
        text = translate("HandLog", "{move} (cap)").format(move=text)
    return text


def log_line(street: LogStreet) -> str:
    """A street's moves on one line, in order."""
    return " · ".join(move_text(move) for move in street.moves)


def log_lines(streets: list[LogStreet]) -> list[str]:
    """The whole log as lines for a terminal: "Fourth Street: S3 bets 20 · S5 calls 20"."""
    return [
        translate("HandLog", "{street}: {moves}").format(
            street=log_heading(street.street), moves=log_line(street)
        )
        for street in streets
    ]
