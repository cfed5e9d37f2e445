"""The procedure in words: announcements as the dealer says them, steps as an instructor reads them,
flags as the trainee sees them, in the language installed (``croupier.i18n.Translations``).

Only this module of the package imports Qt: ``QCoreApplication.translate`` works without widgets.
German wording follows SEED-002 and RULES.md §2.9 ("Kreuz Zwei bringt", "Paar Neunen", "Möglicher
Flush", "Last Card" — the seed keeps the English term).

>>> from croupier.engine.cards import Card
>>> from croupier.procedure.announcements import BringIn, LastCard
>>> announcement_text(BringIn(1, Card.parse("2c"))), announcement_text(LastCard())
('Deuce of clubs brings it in', 'Last card')
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from croupier.engine.cards import Card
from croupier.engine.events import ActionKind, ActionTaken, HandMucked, HandShown
from croupier.engine.rules import ShuffleStep
from croupier.i18n.formatting import format_chips
from croupier.i18n.names import card_label, card_name, hand_text, sentence
from croupier.procedure.announcements import (
    ActionCall,
    Announcement,
    AnteCall,
    BringIn,
    CallKind,
    CommunityCard,
    Draw,
    FirstToAct,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
    ShowdownReading,
)
from croupier.procedure.flags import Flag
from croupier.procedure.steps import DealerStep, StepKind
from croupier.procedure.verdicts import Verdict

__all__ = [
    "action_text",
    "announcement_text",
    "flag_text",
    "player_text",
    "shuffle_text",
    "step_text",
    "verdict_text",
]

translate = QCoreApplication.translate


def _chips(amount: int) -> str:
    return format_chips(amount)


def announcement_text(announcement: Announcement) -> str:
    """What the dealer says, as a sentence: "Pair of nines", "Kreuz Zwei bringt"."""
    return sentence(_phrase(announcement))


def _phrase(announcement: Announcement) -> str:
    match announcement:
        case AnteCall():
            return translate("Announcement", "antes, please")
        case BringIn(card=card, passed_from=None):
            return translate("Announcement", "{card} brings it in").format(card=card_name(card))
        case BringIn(card=card, passed_card=low) if low is not None:
            template = translate("Announcement", "{low} is all in; {card} brings it in")
            return template.format(low=card_name(low), card=card_name(card))
        case BringIn(card=card):
            return translate("Announcement", "{card} brings it in").format(card=card_name(card))
        case MadeHand(description=description):
            return hand_text(description)
        case PossibleDraw(draw=draw):
            return _draw(draw)
        case FirstToAct():
            return _first_to_act(announcement)
        case OpenPairOption(small=small, big=big):
            template = translate("Announcement", "open pair — {small} or {big}")
            return template.format(small=_chips(small), big=_chips(big))
        case LastCard():
            return translate("Announcement", "last card")
        case CommunityCard(card=card):
            return translate("Announcement", "community card: {card}").format(card=card_name(card))
        case ActionCall():
            return _action_call(announcement)
        case ShowdownReading():
            return _reading(announcement)
    raise TypeError(f"not an announcement: {announcement!r}")  # pragma: no cover


def _draw(draw: Draw) -> str:
    if draw is Draw.STRAIGHT:
        return translate("Announcement", "possible straight")
    if draw is Draw.FLUSH:
        return translate("Announcement", "possible flush")
    return translate("Announcement", "possible straight flush")


def _first_to_act(call: FirstToAct) -> str:
    hand = hand_text(call.description)
    if call.low and call.description.kind == "low" and len(call.description.ranks) < 5:
        hand = translate("Announcement", "{hand} low").format(hand=hand)
    if call.leader is not None:
        template = translate("Announcement", "{hand} is all in; seat {seat} bets")
        return template.format(hand=hand, seat=call.seat)
    return translate("Announcement", "{hand} bets").format(hand=hand)


def _action_call(call: ActionCall) -> str:
    amount = _chips(call.amount)
    if call.call is CallKind.BRING_IN:
        text = translate("Announcement", "bring-in, {amount}").format(amount=amount)
    elif call.call is CallKind.COMPLETE:
        text = translate("Announcement", "complete to {amount}").format(amount=amount)
    elif call.call is CallKind.BET:
        text = translate("Announcement", "bet {amount}").format(amount=amount)
    elif call.call is CallKind.RAISE:
        text = translate("Announcement", "raise to {amount}").format(amount=amount)
    elif call.call is CallKind.RERAISE:
        text = translate("Announcement", "re-raise to {amount}").format(amount=amount)
    else:
        text = translate("Announcement", "last raise, {amount}: capped").format(amount=amount)
    if call.all_in:
        text = translate("Announcement", "{call}, all in").format(call=text)
    if call.owed:
        text = translate("Announcement", "{call}; {owed} to you").format(call=text, owed=_chips(call.owed))
    return text


def _reading(reading: ShowdownReading) -> str:
    parts = [hand_text(part) for part in (reading.high, reading.low) if part is not None]
    if len(parts) == 2:
        return translate("Announcement", "{high}; {low}").format(high=parts[0], low=parts[1])
    return parts[0] if parts else ""


def _unread(announcement: object) -> bool:
    """A reading step that names no hand: a seat chosen for the reading, out of turn."""
    if not isinstance(announcement, ShowdownReading):
        return False
    return announcement.high is None and announcement.low is None


# ------------------------------------------------------------------------------------ steps


def shuffle_text(step: ShuffleStep) -> str:
    """A shuffle step as an instruction: "Scramble", "Riffle", "Cut onto the cut card"."""
    return {
        ShuffleStep.SCRAMBLE: translate("Procedure", "Scramble"),
        ShuffleStep.SQUARE: translate("Procedure", "Square the deck"),
        ShuffleStep.RIFFLE: translate("Procedure", "Riffle"),
        ShuffleStep.STRIP: translate("Procedure", "Strip"),
        ShuffleStep.BOX: translate("Procedure", "Box"),
        ShuffleStep.CUT_ONTO_CUT_CARD: translate("Procedure", "Cut onto the cut card"),
    }[step]


def _outcome_text(outcome: str | None) -> str:
    texts = {
        "normal": translate("Procedure", "Count the stub: enough for everyone"),
        "reshuffle_burns": translate("Procedure", "Count the stub: too short, scramble in the burn cards"),
        "community_card": translate("Procedure", "Count the stub: too short, one community card"),
        "reshuffle_then_community": translate(
            "Procedure", "Count the stub: scramble in the burn cards, then one community card"
        ),
        "deal_to_last_card": translate(
            "Procedure", "Count the stub: deal to the last card, then scramble in the burn cards"
        ),
        "reshuffle_burns_and_muck": translate(
            "Procedure", "Count the stub: when it runs out, scramble in the burn cards and the muck"
        ),
    }
    return texts.get(outcome or "", translate("Procedure", "Count the stub"))


def _shares(step: DealerStep) -> str:
    template = translate("Procedure", "seat {seat}: {chips}")
    return ", ".join(template.format(seat=seat, chips=_chips(chips)) for seat, chips in step.shares)


def _push_text(step: DealerStep) -> str:
    shares = _shares(step)
    if step.pot == 0:
        text = translate("Procedure", "Push the main pot: {shares}").format(shares=shares)
    else:
        template = translate("Procedure", "Push side pot {number}: {shares}")
        text = template.format(number=step.pot, shares=shares)
    if step.half == "high":
        return translate("Procedure", "{push} (high half)").format(push=text)
    if step.half == "low":
        return translate("Procedure", "{push} (low half)").format(push=text)
    return text


def _quoted(text: str) -> str:
    return translate("Procedure", "“{text}”").format(text=text)


def step_text(step: DealerStep) -> str:
    """A step as the instructor reads it: "Deal seat 3 a card face up", "“Pair of nines”"."""
    kind = step.kind
    if kind is StepKind.SHUFFLE and step.shuffle is not None:
        return shuffle_text(step.shuffle)
    if kind is StepKind.ANNOUNCE and step.announcement is not None:
        return _quoted(announcement_text(step.announcement))
    if kind is StepKind.READ_HAND and _unread(step.announcement):
        return translate("Procedure", "Read seat {seat}'s hand").format(seat=step.seat)
    if kind is StepKind.READ_HAND and step.announcement is not None:
        template = translate("Procedure", "Read seat {seat}'s hand: {reading}")
        return template.format(seat=step.seat, reading=_quoted(announcement_text(step.announcement)))
    if kind is StepKind.COLLECT_ANTE:
        return translate("Procedure", "Collect seat {seat}'s ante").format(seat=step.seat)
    if kind is StepKind.DEAL:
        if step.face_up:
            return translate("Procedure", "Deal seat {seat} a card face up").format(seat=step.seat)
        return translate("Procedure", "Deal seat {seat} a card face down").format(seat=step.seat)
    if kind is StepKind.GATHER:
        if step.chips is None:
            return translate("Procedure", "Gather the bets into the pot")
        template = translate("Procedure", "Gather the bets into the pot ({chips})")
        return template.format(chips=_chips(step.chips))
    if kind is StepKind.RETURN_BET:
        template = translate("Procedure", "Return the uncalled {amount} to seat {seat}")
        return template.format(amount=_chips(step.amount or 0), seat=step.seat)
    if kind is StepKind.COUNT_STUB:
        return _outcome_text(step.outcome)
    if kind is StepKind.CALL_SHOWDOWN_ORDER:
        return translate("Procedure", "Showdown: seat {seat} shows first").format(seat=step.seat)
    if kind is StepKind.KILL_HAND:
        return translate("Procedure", "Kill seat {seat}'s hand").format(seat=step.seat)
    if kind is StepKind.PUSH_POT:
        return _push_text(step)
    return {
        StepKind.CUT: translate("Procedure", "Cut onto the cut card"),
        StepKind.BURN: translate("Procedure", "Burn a card"),
        StepKind.SCRAMBLE_STUB: translate("Procedure", "Scramble the stub with the burn cards"),
        StepKind.COMMUNITY_CARD: translate("Procedure", "Turn the community card"),
        StepKind.REMOVE_CUT_CARD: translate("Procedure", "Remove the cut card and set the stub aside"),
    }.get(kind, str(step))


# ------------------------------------------------------------------------------------ players


def action_text(event: ActionTaken, *, cap: bool = False) -> str:
    """A player's action: "Seat 3 raises to 60", "Platz 3 erhöht auf 60" (the trainer's one wording of
    each; the observe log's too). Every amount is what the player then has out on the street, as the
    table shows it (a call of a raise to 40 is "calls 40", whatever was in front before). ``cap``:
    say when the wager reached the cap."""
    seat, amount, to = event.seat, _chips(event.amount), _chips(event.to)
    texts = {
        ActionKind.FOLD: translate("Procedure", "Seat {seat} folds"),
        ActionKind.CHECK: translate("Procedure", "Seat {seat} checks"),
        ActionKind.CALL: translate("Procedure", "Seat {seat} calls {to}"),
        ActionKind.BRING_IN: translate("Procedure", "Seat {seat} brings it in for {amount}"),
        ActionKind.COMPLETE: translate("Procedure", "Seat {seat} completes to {to}"),
        ActionKind.BET: translate("Procedure", "Seat {seat} bets {to}"),
        ActionKind.RAISE: translate("Procedure", "Seat {seat} raises to {to}"),
    }
    text = texts[event.kind].format(seat=seat, amount=amount, to=to)
    if event.all_in:
        text = translate("Procedure", "{action}, all in").format(action=text)
    if cap and event.capped:
        text = translate("Procedure", "{action} (cap reached)").format(action=text)
    return text


def player_text(event: ActionTaken | HandShown | HandMucked, *, cap: bool = False) -> str:
    """A player's action (``action_text``), show or muck."""
    if isinstance(event, ActionTaken):
        return action_text(event, cap=cap)
    if isinstance(event, HandShown):
        cards = " ".join(_card_short(card) for card in event.cards)
        return translate("Procedure", "Seat {seat} shows {cards}").format(seat=event.seat, cards=cards)
    return translate("Procedure", "Seat {seat} mucks").format(seat=event.seat)


def _card_short(card: Card) -> str:
    return card_label(card)


# ------------------------------------------------------------------------------------ flags


def flag_text(flag: Flag) -> str:
    """What the trainee did wrong, in one line."""
    texts = {
        Flag.BURN_NOT_ALLOWED: translate("Flag", "No burn is due here"),
        Flag.MISSING_BURN: translate("Flag", "Burn a card before dealing the street"),
        Flag.MISSING_ANNOUNCEMENT: translate("Flag", "An announcement is missing"),
        Flag.KILL_BEFORE_PUSH: translate("Flag", "Kill every losing hand before pushing the pot"),
        Flag.WINNER_CARDS_REMOVED: translate("Flag", "The winning hand stays until the pot is pushed"),
        Flag.WRONG_BRING_IN: translate("Flag", "The wrong card was named to bring it in"),
        Flag.WRONG_DEAL_ORDER: translate("Flag", "Wrong seat: deal clockwise, from the first seat still in"),
        Flag.WRONG_FACE: translate("Flag", "Wrong face: this card goes the other way up"),
        Flag.SKIPPED_ANTE: translate("Flag", "Collect every ante before the deal"),
        Flag.CUT_SKIPPED: translate("Flag", "Cut onto the cut card before the deal"),
        Flag.WRONG_SHUFFLE_STEP: translate("Flag", "Not the next step of the shuffle"),
        Flag.WRONG_ANNOUNCEMENT: translate("Flag", "That announcement does not fit the table"),
        Flag.MISSING_GATHER: translate("Flag", "Gather the bets at the end of the round"),
        Flag.MISSING_RETURN: translate("Flag", "Return the uncalled bet first"),
        Flag.MISSING_SUPPLY_CHECK: translate("Flag", "Count the stub before 7th street"),
        Flag.WRONG_RUNOUT: translate("Flag", "The run-out does not follow the count"),
        Flag.CUT_CARD_NOT_REMOVED: translate("Flag", "Remove the cut card after the last card"),
        Flag.PREMATURE_CARD: translate("Flag", "Premature card: the betting is not over"),
        Flag.ACTION_PENDING: translate("Flag", "A player is still to act"),
        Flag.WRONG_SHOWDOWN_ORDER: translate("Flag", "Wrong player asked to show first"),
        Flag.WRONG_POT_SPLIT: translate("Flag", "The pot is split wrongly"),
        Flag.WRONG_POT_ORDER: translate("Flag", "Push the last side pot first"),
        Flag.OUT_OF_ORDER: translate("Flag", "Not the dealer's next duty"),
        Flag.HAND_OVER: translate("Flag", "The hand is over"),
    }
    return texts[flag]


def verdict_text(verdict: Verdict) -> str:
    """A verdict in words, without its mark (whoever shows it shows ✓ or ✗ beside it): "Deal seat 3 a
    card face up", or "Burn a card before dealing the street (R6.2); next: Burn a card"."""
    if verdict.correct:
        return step_text(verdict.step)
    assert verdict.flag is not None
    expected = step_text(verdict.expected[0]) if verdict.expected else ""
    if expected:
        template = translate("Flag", "{flag} ({rule}); next: {expected}")
        return template.format(flag=flag_text(verdict.flag), rule=verdict.rule, expected=expected)
    return translate("Flag", "{flag} ({rule})").format(flag=flag_text(verdict.flag), rule=verdict.rule)
