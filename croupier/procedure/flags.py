"""The procedure errors a trainee can make, each with the rule of RULES.md behind it.

The first six are RULES.md §3's table; the others name the remaining duties of the checklist.

>>> Flag.MISSING_BURN.rule, Flag.KILL_BEFORE_PUSH.rule
('R6.2', 'R8.4')
"""

from __future__ import annotations

from enum import Enum

__all__ = ["Flag"]


class Flag(Enum):
    """A procedure error: ``value`` is its code, ``rule`` the rule number, ``summary`` one line."""

    BURN_NOT_ALLOWED = ("burn_not_allowed", "R6.1", "a card was burned where no burn is due")
    MISSING_BURN = ("missing_burn", "R6.2", "a card was dealt without burning one first")
    MISSING_ANNOUNCEMENT = ("missing_announcement", "R9.1", "a due announcement was left out")
    KILL_BEFORE_PUSH = ("kill_before_push", "R8.4", "a pot was pushed before every losing hand was killed")
    WINNER_CARDS_REMOVED = ("winner_cards_removed", "R8.4", "a winning hand was removed before the push")
    WRONG_BRING_IN = ("wrong_bring_in", "R3.10", "the wrong card was named to bring it in")
    WRONG_DEAL_ORDER = ("wrong_deal_order", "R1.3", "the card went to the wrong seat")
    WRONG_FACE = ("wrong_face", "R1.4", "the card was dealt with the wrong face")
    SKIPPED_ANTE = ("skipped_ante", "R2.4", "the deal began before every ante was in")
    CUT_SKIPPED = ("cut_skipped", "R2.4", "the deal began without the cut")
    WRONG_SHUFFLE_STEP = ("wrong_shuffle_step", "R2.2", "a shuffle step out of the house sequence")
    WRONG_ANNOUNCEMENT = ("wrong_announcement", "R9.1", "an announcement that does not fit the table")
    MISSING_GATHER = ("missing_gather", "R9.1", "the bets were not gathered at the end of the round")
    MISSING_RETURN = ("missing_return", "R8.7", "an uncalled bet was not given back")
    MISSING_SUPPLY_CHECK = ("missing_supply_check", "R6.5", "7th street began without counting the stub")
    WRONG_RUNOUT = ("wrong_runout", "R6.5", "the 7th-street run-out does not follow the count")
    CUT_CARD_NOT_REMOVED = ("cut_card_not_removed", "R2.6", "the cut card was left in after the last card")
    PREMATURE_CARD = ("premature_card", "R10.7", "a card was burned or dealt before the betting ended")
    ACTION_PENDING = ("action_pending", "R5.7", "the dealer moved on while a player was still to act")
    WRONG_SHOWDOWN_ORDER = ("wrong_showdown_order", "R8.1", "the wrong player was asked to show first")
    WRONG_POT_SPLIT = ("wrong_pot_split", "R8.5", "the pot was split or awarded wrongly")
    WRONG_POT_ORDER = ("wrong_pot_order", "R8.6", "pots pushed out of order: the last side pot goes first")
    OUT_OF_ORDER = ("out_of_order", "§3", "a duty out of its place in the dealer's sequence")
    HAND_OVER = ("hand_over", "§3", "the hand is over: nothing is left to do")

    def __init__(self, code: str, rule: str, summary: str) -> None:
        self.code = code
        self.rule = rule
        self.summary = summary
