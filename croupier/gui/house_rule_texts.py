"""The house rules in words: their groups, labels, the rule each changes, explanations, every choice.

The settings form is generated from ``HouseRules``' fields; this module only gives them names, in
``translate("HouseRules", …)`` calls with literal texts so that ``make ts`` finds them. A rule or a
choice added to the engine without words here still shows, under its key, until it is named. The
tooltips quote the rule each key changes from :mod:`croupier.rulebook`, in the language installed.
"""

from __future__ import annotations

from enum import Enum
from html import escape

from PySide6.QtCore import QCoreApplication

from croupier.engine.rules import HouseRules
from croupier.gui.rulebook_language import rulebook_language
from croupier.rulebook import rulebook

__all__ = [
    "GROUPS",
    "RULE_NUMBERS",
    "choice_label",
    "group_title",
    "profile_label",
    "rule_explanation",
    "rule_label",
    "rule_tooltip",
]

translate = QCoreApplication.translate

# The form's sections in order, each with its rules in RULES.md order.
GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("table", ("mode", "max_players")),
    (
        "betting",
        (
            "fourth_street_double_bet",
            "max_raises_per_round",
            "cap_lift_heads_up",
            "short_bring_in_call",
            "short_allin_reopen_threshold",
            "short_allin_next_raise",
            "short_allin_counts_toward_cap",
            "fold_without_bet",
        ),
    ),
    ("order", ("lowcard_allin_for_ante", "first_to_act_tiebreak", "community_card_first_actor")),
    ("supply", ("burn_before_third_street", "runout_procedure")),
    ("showdown", ("showdown_order_no_bet", "odd_chip", "low_odd_chip_ace")),
    ("announcements", ("announce_possible_draws", "draw_definition")),
    ("irregularities", ("exposed_initial_holecard", "oot_restricted")),
    ("shuffle", ("shuffle_steps", "scramble_every_hand")),
)

# The rule of the rulebook each key changes first of all (quoted in its tooltip; the rulebook's
# OPTION_RULES has every rule a key changes).
RULE_NUMBERS: dict[str, str] = {
    "mode": "§1",
    "max_players": "R1.2",
    "burn_before_third_street": "R6.1",
    "lowcard_allin_for_ante": "R3.8",
    "fourth_street_double_bet": "R4.3",
    "max_raises_per_round": "R4.4",
    "cap_lift_heads_up": "R4.5",
    "short_allin_reopen_threshold": "R4.6",
    "short_bring_in_call": "R3.9",
    "short_allin_next_raise": "R4.6",
    "short_allin_counts_toward_cap": "R4.6",
    "fold_without_bet": "R10.13",
    "community_card_first_actor": "R5.6",
    "first_to_act_tiebreak": "R5.4",
    "showdown_order_no_bet": "R8.1",
    "runout_procedure": "R6.5",
    "odd_chip": "R8.6",
    "low_odd_chip_ace": "R8.6",
    "announce_possible_draws": "R9.4",
    "draw_definition": "R9.6",
    "exposed_initial_holecard": "R10.1",
    "oot_restricted": "R11.1",
    "shuffle_steps": "R2.2",
    "scramble_every_hand": "R2.2",
}


def group_title(group: str) -> str:
    return {
        "table": translate("HouseRules", "Table"),
        "betting": translate("HouseRules", "Betting"),
        "order": translate("HouseRules", "Order of action"),
        "supply": translate("HouseRules", "Card supply"),
        "showdown": translate("HouseRules", "Showdown and pots"),
        "announcements": translate("HouseRules", "Announcements"),
        "irregularities": translate("HouseRules", "Irregularities"),
        "shuffle": translate("HouseRules", "Shuffle"),
    }.get(group, group)


def profile_label(name: str) -> str:
    """A profile as the preset box offers it; ``custom`` when the rules match none."""
    return {
        "cash": translate("HouseRules", "Cash game (WSOP house rules)"),
        "tournament": translate("HouseRules", "Tournament (WSOP 2024)"),
        "pokerkit": translate("HouseRules", "pokerkit (for cross-checks)"),
        "custom": translate("HouseRules", "Custom"),
    }.get(name, name)


def rule_label(key: str) -> str:
    """The rule's name in the dealer's words."""
    return {
        "mode": translate("HouseRules", "Game type"),
        "max_players": translate("HouseRules", "Most players at the table"),
        "burn_before_third_street": translate("HouseRules", "Burn a card before Third Street"),
        "lowcard_allin_for_ante": translate("HouseRules", "Low card all-in for the ante"),
        "fourth_street_double_bet": translate("HouseRules", "Double bet on an open pair on Fourth Street"),
        "max_raises_per_round": translate("HouseRules", "Most raises per round"),
        "cap_lift_heads_up": translate("HouseRules", "Unlimited raises heads-up"),
        "short_allin_reopen_threshold": translate("HouseRules", "A short all-in reopens the betting from"),
        "short_bring_in_call": translate("HouseRules", "Bring-in all-in for less: the others call"),
        "short_allin_next_raise": translate("HouseRules", "Raise after a short all-in"),
        "short_allin_counts_toward_cap": translate("HouseRules", "A short all-in counts toward the cap"),
        "fold_without_bet": translate("HouseRules", "Folding when checking is free"),
        "community_card_first_actor": translate("HouseRules", "First to act with a community card"),
        "first_to_act_tiebreak": translate("HouseRules", "Tie for first to act"),
        "showdown_order_no_bet": translate("HouseRules", "Who shows first after a checked last round"),
        "runout_procedure": translate("HouseRules", "Too few cards for Seventh Street"),
        "odd_chip": translate("HouseRules", "The odd chip goes to"),
        "low_odd_chip_ace": translate("HouseRules", "The ace, for the odd chip of a split low"),
        "announce_possible_draws": translate(
            "HouseRules", "Announce possible straights and flushes on Sixth Street"
        ),
        "draw_definition": translate("HouseRules", "A possible straight or flush shows"),
        "exposed_initial_holecard": translate("HouseRules", "A hole card exposed on the first deal"),
        "oot_restricted": translate("HouseRules", "No bet or raise after checking or calling out of turn"),
        "shuffle_steps": translate("HouseRules", "Shuffle steps"),
        "scramble_every_hand": translate("HouseRules", "Scramble before every hand"),
    }.get(key, key)


def rule_explanation(key: str) -> str:
    """One or two sentences on what the rule decides and where the alternatives come from."""
    return {
        "mode": translate(
            "HouseRules",
            "Cash game or tournament: it decides the ruling on an absent player (R10.12); the "
            "Tournament preset sets the tournament's other choices.",
        ),
        "max_players": translate(
            "HouseRules",
            "Eight is the standard; nine (Casinos Austria) is possible, but the card supply "
            "rules assume at most eight.",
        ),
        "burn_before_third_street": translate(
            "HouseRules", "WSOP and pokerkit burn only before Fourth to Seventh Street."
        ),
        "lowcard_allin_for_ante": translate(
            "HouseRules",
            "When the low card has nothing left after the ante, the next player with chips "
            "brings in (default) or only acts first (WSOP wording).",
        ),
        "fourth_street_double_bet": translate(
            "HouseRules",
            "Seven Card Stud only: with an open pair on Fourth Street the big bet may be made. "
            "Off in tournaments (TDA since 2019).",
        ),
        "max_raises_per_round": translate(
            "HouseRules", "Raises after the bet or completion: 3 (house rule) or 4 (WSOP)."
        ),
        "cap_lift_heads_up": translate(
            "HouseRules", "When raises are unlimited because only two players are left."
        ),
        "short_allin_reopen_threshold": translate(
            "HouseRules",
            "An all-in raise of at least this share of a full bet counts as a full raise "
            "(WSOP: half; pokerkit: a full bet).",
        ),
        "short_bring_in_call": translate(
            "HouseRules",
            "When the bring-in is all-in for less than the bring-in: the others enter for the "
            "full bring-in (WSOP) or only the amount posted (pokerkit).",
        ),
        "short_allin_next_raise": translate(
            "HouseRules",
            "After a short all-in, a player who has not acted raises to what a full wager "
            "would have reached (WSOP) or to the all-in plus a full increment (pokerkit).",
        ),
        "short_allin_counts_toward_cap": translate(
            "HouseRules", "Whether a short all-in bet or raise uses up one of the raises of the cap."
        ),
        "fold_without_bet": translate(
            "HouseRules", "May a player fold when nobody has bet? WSOP allows it; pokerkit does not."
        ),
        "community_card_first_actor": translate(
            "HouseRules",
            "With a community card on Seventh Street, the best board including it acts first, "
            "or the player who began Sixth Street keeps the action.",
        ),
        "first_to_act_tiebreak": translate(
            "HouseRules",
            "Seven Card Stud only, equal boards on Fourth to Seventh Street: position (standard) "
            "or the highest card by suit (WSOP tournaments 2023-2024).",
        ),
        "showdown_order_no_bet": translate(
            "HouseRules",
            "With no bet on the last round: the lowest seat shows first (house rule) or the "
            "player who would act first (TDA).",
        ),
        "runout_procedure": translate(
            "HouseRules",
            "What the dealer does when the stub cannot give every player a Seventh Street card.",
        ),
        "odd_chip": translate("HouseRules", "Who receives a chip that cannot be split."),
        "low_odd_chip_ace": translate(
            "HouseRules", "In a tied low half, whether the ace counts as the lowest or the highest card."
        ),
        "announce_possible_draws": translate(
            "HouseRules",
            "House rule: announce them on Sixth Street. WSOP dealers announce made hands only.",
        ),
        "draw_definition": translate(
            "HouseRules", "How many suited or connected upcards make a possible flush or straight."
        ),
        "exposed_initial_holecard": translate(
            "HouseRules",
            "A first or second hole card dealt face up: the third card is dealt down (cash) or "
            "it is a misdeal (tournament).",
        ),
        "oot_restricted": translate(
            "HouseRules",
            "A player who checked out of turn may not bet or raise at their turn, one who called "
            "may not raise (Robert's Rules); by default (TDA) a bet in between gives every option back.",
        ),
        "shuffle_steps": translate("HouseRules", "The steps of the dealer's shuffle, in order."),
        "scramble_every_hand": translate(
            "HouseRules", "Wash the cards before every hand, or only now and then."
        ),
    }.get(key, "")


def rule_tooltip(key: str) -> str:
    """The control's tooltip (rich text): the rule the key changes, with its number, title and
    plain-language text from the rulebook, then what the choices are."""
    rule = rulebook(rulebook_language()).rule(RULE_NUMBERS.get(key, "§1"))
    heading = translate("HouseRules", "Rule {number}: {title}").format(number=rule.number, title=rule.title)
    parts = [f"<p><b>{escape(heading)}</b></p>"]
    items: list[str] = []
    for block in (*rule.text.split("\n"), ""):
        if block.startswith("- "):
            items.append(f"<li>{escape(block[2:])}</li>")
            continue
        if items:
            parts.append(f"<ul>{''.join(items)}</ul>")
            items = []
        if block:
            parts.append(f"<p>{escape(block)}</p>")
    explanation = rule_explanation(key)
    if explanation:
        parts.append(f"<p><i>{escape(explanation)}</i></p>")
    return f"<qt>{''.join(parts)}</qt>"


def choice_label(choice: Enum) -> str:
    """One choice of an enum-valued rule, or one shuffle step."""
    value = str(choice.value)
    labels = {
        # mode
        "cash": translate("HouseRules", "Cash game"),
        "tournament": translate("HouseRules", "Tournament"),
        # lowcard_allin_for_ante
        "next_player_must_bring_in": translate("HouseRules", "The next player must bring in"),
        "next_player_acts_first": translate("HouseRules", "The next player only acts first"),
        # cap_lift_heads_up
        "round_begins_heads_up": translate("HouseRules", "When the round begins heads-up"),
        "never": translate("HouseRules", "Never"),
        "when_two_remain_before_cap": translate("HouseRules", "When two are left before the cap"),
        # short_bring_in_call
        "full_bring_in": translate("HouseRules", "The full bring-in"),
        "allin_amount": translate("HouseRules", "The amount posted"),
        # short_allin_next_raise
        "complete_to_full": translate("HouseRules", "To what a full wager would reach"),
        "allin_plus_increment": translate("HouseRules", "The all-in plus a full increment"),
        # short_allin_counts_toward_cap
        "when_full": translate("HouseRules", "Only when it counts as a full wager"),
        "always": translate("HouseRules", "Always"),
        # fold_without_bet
        "allowed": translate("HouseRules", "Allowed: the hand is folded at once"),
        "forbidden": translate("HouseRules", "Not allowed"),
        # community_card_first_actor
        "include": translate("HouseRules", "Best board with the community card"),
        "ignore": translate("HouseRules", "The player who began Sixth Street"),
        # first_to_act_tiebreak
        "position": translate("HouseRules", "First clockwise from the dealer"),
        "high_card_by_suit": translate("HouseRules", "Highest card by suit"),
        # showdown_order_no_bet
        "seat_order": translate("HouseRules", "Lowest seat number first"),
        "first_to_act_order": translate("HouseRules", "The player who would act first"),
        # runout_procedure
        "count_first": translate("HouseRules", "Count, then reshuffle the burns (WSOP)"),
        "community_only": translate("HouseRules", "A community card at once"),
        "deal_to_last_card": translate("HouseRules", "Deal to the last card, then reshuffle"),
        "reshuffle_burns_and_muck": translate("HouseRules", "Reshuffle burns and muck (pokerkit)"),
        # odd_chip
        "highest_card_by_suit": translate("HouseRules", "Highest card by suit of the five played"),
        "rrop_legacy": translate("HouseRules", "All seven cards count (old RRoP)"),
        "lowest_seat": translate("HouseRules", "Nearest the dealer's left (pokerkit)"),
        # low_odd_chip_ace
        "low": translate("HouseRules", "Counts low"),
        "high": translate("HouseRules", "Counts high"),
        # draw_definition
        "4-card": translate("HouseRules", "Four upcards"),
        "3-card": translate("HouseRules", "Three upcards"),
        # exposed_initial_holecard
        "third_card_down": translate("HouseRules", "Deal the third card face down"),
        "misdeal": translate("HouseRules", "Misdeal"),
        # shuffle steps
        "scramble": translate("HouseRules", "Scramble"),
        "square": translate("HouseRules", "Square the deck"),
        "riffle": translate("HouseRules", "Riffle"),
        "strip": translate("HouseRules", "Strip"),
        "box": translate("HouseRules", "Box"),
        "cut_onto_cut_card": translate("HouseRules", "Cut onto the cut card"),
    }
    return labels.get(value, value)


def _unnamed() -> list[str]:
    """Keys without a label (for the tests: every rule of the engine has words here)."""
    named = {key for _, keys in GROUPS for key in keys}
    keys = HouseRules.keys()
    return [key for key in keys if key not in named or key not in RULE_NUMBERS]
