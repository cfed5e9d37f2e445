"""Who wins what at the showdown: the order of showing (R8.1), hand values, high/low halves, ties and
odd chips (R7, R8.5–R8.6), and the pots pushed (R8.4, R8.7).

Winners are found with the fast ``*_value`` evaluators; the five cards of a reading are worked out
only when a tie leaves an odd chip to place.

>>> from croupier.engine.cards import parse_cards
>>> from croupier.engine.rules import STUD8
>>> cards = {1: parse_cards("AsKsQsJs9s2c3d"), 2: parse_cards("8c6d4h3c2dKcKd"),
...          3: parse_cards("7c5d4c2hAh9c9d")}
>>> values = {seat: hand_values(STUD8, hand) for seat, hand in cards.items()}
>>> split_pot(STUD8, 101, [1, 2, 3], values)
[('high', 51, [1]), ('low', 50, [3])]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from croupier.engine.cards import Card
from croupier.engine.evaluate import high_value, low8_value, razz_value
from croupier.engine.events import Event, HandKilled, PotAwarded, UncalledBetReturned
from croupier.engine.pots import Pot, split_evenly
from croupier.engine.readings import best_high, best_low8, best_razz, odd_chip_card
from croupier.engine.rules import HouseRules, LowOddChipAce, LowRule, OddChip, Variant

__all__ = ["award_pots", "hand_values", "odd_chip_order", "showdown_order", "split_pot"]

Values = tuple[int | None, int | None]
"""A seat's (high value, low value); None where the hand has no such value (no 8-or-better low)."""


def hand_values(variant: Variant, cards: Sequence[Card]) -> Values:
    """The values a seat's cards play for, as the variant values hands (larger is better)."""
    if len(cards) < 5:
        return None, None
    high = high_value(cards) if variant.high else None
    if variant.low is LowRule.EIGHT_OR_BETTER:
        return high, low8_value(cards)
    if variant.low is LowRule.ACE_TO_FIVE:
        return high, razz_value(cards)
    return high, None


def _best(values: dict[int, int]) -> list[int]:
    top = max(values.values())
    return [seat for seat, value in values.items() if value == top]


def split_pot(
    variant: Variant, amount: int, eligible: Sequence[int], values: dict[int, Values]
) -> list[tuple[str, int, list[int]]]:
    """How one pot is shared: a list of (half, chips, winning seats), half being whole, high or low.

    Hi-lo: half to the best high and half to the best qualifying low, the odd chip to the high half
    (R8.6b); no qualifying low → the high hand scoops (R7.2).
    """
    if len(eligible) == 1:
        return [("whole", amount, [eligible[0]])]
    highs = {seat: values[seat][0] for seat in eligible}
    lows = {seat: values[seat][1] for seat in eligible}
    high_values = {seat: value for seat, value in highs.items() if value is not None}
    low_values = {seat: value for seat, value in lows.items() if value is not None}
    if variant.low is LowRule.ACE_TO_FIVE:
        return [("whole", amount, _best(low_values))]
    if variant.low is LowRule.EIGHT_OR_BETTER and low_values:
        low_half = amount // 2
        return [
            ("high", amount - low_half, _best(high_values)),
            ("low", low_half, _best(low_values)),
        ]
    return [("whole", amount, _best(high_values))]


def _chip_key(card: Card, *, ace_low: bool) -> tuple[int, int]:
    return (card.rank.low if ace_low else int(card.rank), card.suit)


def odd_chip_order(
    variant: Variant, rules: HouseRules, cards_of: Callable[[int], Sequence[Card]], half: str
) -> Callable[[Sequence[int]], list[int]]:
    """R8.6: the order in which tied winners of ``half`` receive chips that cannot be split."""
    low = half == "low" or variant.low is LowRule.ACE_TO_FIVE
    rule = rules.odd_chip

    def order(winners: Sequence[int]) -> list[int]:
        if rule is OddChip.LOWEST_SEAT:
            return sorted(winners)
        if rule is OddChip.RROP_LEGACY:
            # The older RRoP: every card counts; in low games the lowest card by suit wins the chip.
            if low:
                return sorted(
                    winners, key=lambda seat: min(_chip_key(c, ace_low=True) for c in cards_of(seat))
                )
            return sorted(winners, key=lambda seat: max(cards_of(seat)), reverse=True)
        ace_low = low and (variant.low is LowRule.ACE_TO_FIVE or rules.low_odd_chip_ace is LowOddChipAce.LOW)
        if not low:
            read = best_high
        elif variant.low is LowRule.ACE_TO_FIVE:
            read = best_razz
        else:
            read = best_low8

        def key(seat: int) -> tuple[int, int]:
            return _chip_key(odd_chip_card(read(cards_of(seat)), ace_low=ace_low), ace_low=ace_low)

        return sorted(winners, key=key, reverse=True)

    return order


def showdown_order(live: Sequence[int], seats: int, first: int, pots: Sequence[Pot]) -> tuple[int, ...]:
    """R8.1: the live seats in the order they show, clockwise from ``first`` (of ``seats`` at the
    table), the players in a side pot before a player all-in for the main pot only."""
    clockwise = sorted(live, key=lambda seat: (seat - first) % seats)
    numbered = [pot for pot in pots if not pot.is_uncalled]
    depth = {seat: sum(1 for pot in numbered if seat in pot.eligible) for seat in live}
    return tuple(sorted(clockwise, key=lambda seat: -depth[seat]))


def award_pots(
    variant: Variant,
    rules: HouseRules,
    pots: Sequence[Pot],
    *,
    contenders: list[int],
    cards_of: Callable[[int], Sequence[Card]],
    seats: int,
) -> tuple[list[Event], list[int]]:
    """Push every pot to its winners among ``contenders`` (the live hands not mucked), the last side
    pot first (R8.7): the events in the order the dealer does them (uncalled bets returned, losing
    hands killed, pots pushed) and the chips each of the ``seats`` receives (seat ``n`` at ``n - 1``)."""
    winnings = [0] * seats
    events: list[Event] = []
    awards: list[PotAwarded] = []
    showdown = len(contenders) > 1
    values = {seat: hand_values(variant, cards_of(seat)) for seat in contenders} if showdown else {}
    numbered = [pot for pot in pots if not pot.is_uncalled]
    for pot in pots:
        if pot.is_uncalled:
            seat = pot.contributors[0]
            winnings[seat - 1] += pot.amount
            events.append(UncalledBetReturned(seat=seat, amount=pot.amount))
    for number in reversed(range(len(numbered))):
        pot = numbered[number]
        eligible = list(pot.eligible) or contenders
        if not showdown:
            splits = [("whole", pot.amount, contenders[:1])]
        else:
            splits = split_pot(variant, pot.amount, eligible, values)
        for half, amount, winners in splits:
            order = odd_chip_order(variant, rules, cards_of, half)
            shares = split_evenly(amount, winners, order)
            for seat, chips in shares:
                winnings[seat - 1] += chips
            awards.append(
                PotAwarded(
                    pot=number, amount=amount, half=half, shares=tuple(shares), eligible=tuple(pot.eligible)
                )
            )
    won = {seat for award in awards for seat, chips in award.shares if chips}
    events.extend(HandKilled(seat=seat) for seat in contenders if showdown and seat not in won)
    events.extend(awards)
    return events, winnings
