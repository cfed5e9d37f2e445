"""The rule of RULES.md behind the right answer to a walkthrough question: who acts now (R5.1-R5.7)
and what the player to act may do (R3.5-R4.4). No Qt: the words for the reasons are ``texts``'s.
"""

from __future__ import annotations

from croupier.engine.events import StreetOpened
from croupier.engine.hand import Hand

__all__ = ["actions_rule", "who_rule"]


def who_rule(hand: Hand, *, first_decision: bool) -> tuple[str, str]:
    """The rule and the reason code that decide who acts now; ``first_decision``: nobody has acted
    yet in this betting round."""
    if not first_decision:
        return "R5.7", "clockwise"
    if hand.street == 3:
        return "R5.1", "bring_in"
    opened = next(
        (e for e in reversed(hand.events) if isinstance(e, StreetOpened) and e.street == hand.street),
        None,
    )
    if opened is not None and opened.board_leader not in {None, opened.first_actor}:
        return "R5.5", "leader_all_in"
    if hand.street == 7:
        return "R5.6", "seventh"
    if hand.variant.low_board_acts_first:
        return "R5.3", "low_board"
    return "R5.2", "high_board"


def actions_rule(hand: Hand) -> str:
    """The rule behind the choices now: the bring-in, the 3rd-street answers, the cap, the open
    pair, the limits."""
    legal = hand.legal_actions()
    if legal.bring_in is not None:
        return "R3.5"
    if hand.street == 3 and legal.complete is not None:
        return "R3.6"
    if legal.capped_out:
        return "R4.4"
    if len(legal.wager_targets) > 1:
        return "R4.3"
    return "R4.1"
