"""The events and next steps of a hand in words, in the language now installed (the observe log).

Every sentence is one literal ``translate("EventText", ...)`` call so lupdate finds it; the players'
actions, shows and mucks are the procedure's sentences (``croupier.words.procedure_words.player_text``),
so that each is worded once.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from croupier.engine.cards import Card
from croupier.engine.events import (
    ActionTaken,
    AntePosted,
    BetsGathered,
    BringInDesignated,
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    Event,
    HandEnded,
    HandKilled,
    HandMucked,
    HandShown,
    PotAwarded,
    ShowdownStarted,
    StreetOpened,
    StubScrambled,
    SupplyChecked,
    UncalledBetReturned,
)
from croupier.engine.readings import best_high, best_low8, best_razz
from croupier.engine.rules import LowRule, Variant
from croupier.engine.steps import (
    AnteDue,
    BurnDue,
    CommunityDue,
    DealDue,
    ScrambleDue,
    ShowDue,
    Step,
    TurnDue,
)
from croupier.i18n import card_label, format_chips, hand_text, street_name
from croupier.words.procedure_words import player_text

__all__ = ["describe_event", "describe_step", "is_headline"]

translate = QCoreApplication.translate


def is_headline(event: Event) -> bool:
    """Events that open a new part of the hand (shown in bold in the log)."""
    return isinstance(event, StreetOpened | ShowdownStarted | HandEnded)


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(card_label(card) for card in cards)


def _reading(cards: Sequence[Card], variant: Variant | None) -> str:
    if variant is None or len(cards) < 5:
        return ""
    if variant.low is LowRule.ACE_TO_FIVE:
        return hand_text(best_razz(cards).description)
    high = hand_text(best_high(cards).description)
    if variant.low is LowRule.EIGHT_OR_BETTER:
        low = best_low8(cards)
        return translate("EventText", "{high}; {low}").format(high=high, low=hand_text(low.description))
    return high


def _shares(shares: Sequence[tuple[int, int]]) -> str:
    if len(shares) == 1:
        return translate("EventText", "seat {seat}").format(seat=shares[0][0])
    return ", ".join(
        translate("EventText", "seat {seat} ({chips})").format(seat=seat, chips=format_chips(chips))
        for seat, chips in shares
    )


def _award(event: PotAwarded) -> str:
    amount, shares = format_chips(event.amount), _shares(event.shares)
    if event.pot == 0:
        if event.half == "high":
            template = translate("EventText", "High half of the main pot ({amount}) to {shares}")
        elif event.half == "low":
            template = translate("EventText", "Low half of the main pot ({amount}) to {shares}")
        else:
            template = translate("EventText", "Main pot ({amount}) to {shares}")
        return template.format(amount=amount, shares=shares)
    if event.half == "high":
        template = translate("EventText", "High half of side pot {number} ({amount}) to {shares}")
    elif event.half == "low":
        template = translate("EventText", "Low half of side pot {number} ({amount}) to {shares}")
    else:
        template = translate("EventText", "Side pot {number} ({amount}) to {shares}")
    return template.format(number=event.pot, amount=amount, shares=shares)


def _supply(event: SupplyChecked) -> str:
    text = translate("EventText", "Stub count before Seventh Street: {stub} cards, {need} needed").format(
        stub=event.stub, need=event.need
    )
    if event.outcome == "community_card":
        return translate("EventText", "{count}: a community card will be used").format(count=text)
    if event.outcome != "normal":
        return translate("EventText", "{count}: the stub runs short").format(count=text)
    return text


def describe_event(event: Event, variant: Variant | None = None) -> str:
    """One event as a line of the log. ``variant`` lets a shown hand be read out."""
    match event:
        case AntePosted(seat=seat, amount=amount, all_in=all_in):
            if all_in:
                return translate("EventText", "Seat {seat} antes {amount}, all-in").format(
                    seat=seat, amount=format_chips(amount)
                )
            return translate("EventText", "Seat {seat} antes {amount}").format(
                seat=seat, amount=format_chips(amount)
            )
        case CardDealt(seat=seat, card=card, face_up=True) if card is not None:
            return translate("EventText", "Seat {seat}: {card} face up").format(
                seat=seat, card=card_label(card)
            )
        case CardDealt(seat=seat):
            return translate("EventText", "Seat {seat}: a card face down").format(seat=seat)
        case CardBurned(street=street):
            return translate("EventText", "{street}: burn card").format(street=street_name(street))
        case SupplyChecked():
            return _supply(event)
        case StubScrambled(burns=burns, muck=muck):
            if muck:
                return translate(
                    "EventText", "Stub scrambled with {burns} burn cards and {muck} mucked cards"
                ).format(burns=burns, muck=muck)
            return translate("EventText", "Stub scrambled with {burns} burn cards").format(burns=burns)
        case CommunityCardDealt(card=card):
            shown = card_label(card) if card is not None else "?"
            return translate("EventText", "Community card: {card}").format(card=shown)
        case BringInDesignated(seat=seat, card=card):
            if card is None:  # a hand history's unknown door: its record says who
                return translate("EventText", "Seat {seat} has the bring-in (door card unknown)").format(
                    seat=seat
                )
            return translate("EventText", "Seat {seat} has the bring-in ({card})").format(
                seat=seat, card=card_label(card)
            )
        case StreetOpened(street=street, first_actor=first, double_bet=double):
            if first is None:
                return translate("EventText", "{street}: no more betting").format(street=street_name(street))
            text = translate("EventText", "{street}: seat {seat} acts first").format(
                street=street_name(street), seat=first
            )
            if double:
                text = translate("EventText", "{opening} (open pair: the big bet is allowed)").format(
                    opening=text
                )
            return text
        case ActionTaken():
            return player_text(event, cap=True)
        case BetsGathered(pot=pot):
            return translate("EventText", "Bets gathered: pot {pot}").format(pot=format_chips(pot))
        case UncalledBetReturned(seat=seat, amount=amount):
            return translate("EventText", "Uncalled {amount} returned to seat {seat}").format(
                amount=format_chips(amount), seat=seat
            )
        case ShowdownStarted(order=order):
            return translate("EventText", "Showdown: seat {seat} shows first").format(seat=order[0])
        case HandShown(seat=seat, cards=cards):
            reading = _reading(cards, variant)
            if reading:
                return translate("EventText", "Seat {seat} shows {cards}: {reading}").format(
                    seat=seat, cards=_cards(cards), reading=reading
                )
            return player_text(event)
        case HandMucked():
            return player_text(event)
        case HandKilled(seat=seat):
            return translate("EventText", "Seat {seat}'s hand is killed").format(seat=seat)
        case PotAwarded():
            return _award(event)
        case HandEnded():
            return translate("EventText", "The hand is over")
    return str(event)  # pragma: no cover - every event type is named above


def describe_step(step: Step | None) -> str:
    """What happens next, as the observe panel announces it."""
    match step:
        case None:
            return translate("EventText", "The hand is over")
        case AnteDue(seat=seat):
            return translate("EventText", "Collect seat {seat}'s ante").format(seat=seat)
        case BurnDue():
            return translate("EventText", "Burn a card")
        case DealDue(seat=seat, face_up=True):
            return translate("EventText", "Deal seat {seat} a card face up").format(seat=seat)
        case DealDue(seat=seat):
            return translate("EventText", "Deal seat {seat} a card face down").format(seat=seat)
        case ScrambleDue():
            return translate("EventText", "Scramble the stub with the burn cards")
        case CommunityDue():
            return translate("EventText", "Turn the community card")
        case TurnDue(seat=seat):
            return translate("EventText", "Seat {seat} to act").format(seat=seat)
        case ShowDue(seat=seat):
            return translate("EventText", "Seat {seat} to show").format(seat=seat)
    return str(step)  # pragma: no cover
