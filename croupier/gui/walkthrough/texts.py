"""Words the walkthrough's widgets share: a set of legal actions ("Fold, call 20 or raise to 40")
and why a seat acts now. Through ``QCoreApplication.translate`` (context ``Walkthrough``), so they
follow the installed language like the widgets' own ``self.tr`` texts."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from croupier.engine.legal import Action, ActionKind
from croupier.i18n import format_chips

__all__ = ["action_text", "actions_text", "reason_text"]

translate = QCoreApplication.translate


def action_text(action: Action) -> str:
    """One action as a choice: "call 20", "raise to 40"."""
    amount = format_chips(action.amount)
    texts = {
        ActionKind.FOLD: translate("Walkthrough", "fold"),
        ActionKind.CHECK: translate("Walkthrough", "check"),
        ActionKind.CALL: translate("Walkthrough", "call {amount}"),
        ActionKind.BRING_IN: translate("Walkthrough", "post the bring-in of {amount}"),
        ActionKind.COMPLETE: translate("Walkthrough", "complete to {amount}"),
        ActionKind.BET: translate("Walkthrough", "bet {amount}"),
        ActionKind.RAISE: translate("Walkthrough", "raise to {amount}"),
    }
    return texts[action.kind].format(amount=amount)


def actions_text(actions: Sequence[Action]) -> str:
    """A set of actions as one sentence: "Fold, call 20 or raise to 40"."""
    words = [action_text(action) for action in actions]
    if not words:
        return ""
    if len(words) == 1:
        text = words[0]
    else:
        text = translate("Walkthrough", "{first} or {last}").format(
            first=", ".join(words[:-1]), last=words[-1]
        )
    return text[:1].upper() + text[1:]


def reason_text(reason: str) -> str:
    """Why the seat named acts or shows now (the reason codes of ``Walkthrough.answer_seat``)."""
    texts = {
        ActionKind.BRING_IN: translate("Walkthrough", "the bring-in acts first on Third Street"),
        "high_board": translate("Walkthrough", "the highest board acts first"),
        "low_board": translate("Walkthrough", "the lowest board acts first"),
        "seventh": translate("Walkthrough", "the board that led on Sixth Street acts first"),
        "leader_all_in": translate("Walkthrough", "the best board is all in: the next seat clockwise acts"),
        "clockwise": translate("Walkthrough", "the action goes on clockwise"),
        "show_clockwise": translate("Walkthrough", "the hands are shown clockwise from the first"),
    }
    return texts.get(reason, "")
