"""The calls a question could take, in the procedure's own words, as a grammar for the recogniser,
and the spoken words back to the procedure's ``Announcement``.

The calls are what the announcement builder can build on this table (``croupier.training.phrases``:
every "what" offered for the street, for every seat, with the ranks that show on the boards), and
their words are ``croupier.words.procedure_words.announcement_text`` as the recogniser hears them
(``croupier.voice.words``): one grammar of announcements, never a second list. A rank that shows on
no board is no call the dealer could be reading, so it is left out; that keeps the search small.

A dealer does not say whose hand a call is for: the board is pointed at. So one spoken phrase may
stand for the same call of several seats ("pair of nines"); ``Calls.understood`` takes the one that
is due when there is one (the trainee read that board right), else the first seat's, which the
procedure then grades wrong.

Rendering uses the language installed: voice answers are English, and the window offers them only
in English.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from croupier.engine.cards import Card, Rank, Suit
from croupier.engine.hand import Hand
from croupier.engine.readings import HandDescription
from croupier.engine.rules import Stakes
from croupier.procedure import (
    ActionCall,
    Announcement,
    BringIn,
    CallKind,
    DealerStep,
    Draw,
    FirstToAct,
    LastCard,
    MadeHand,
    OpenPairOption,
    PossibleDraw,
)
from croupier.procedure.announcements import same_words
from croupier.training.phrases import build, phrases_for
from croupier.voice.recogniser import Grammar
from croupier.voice.words import spoken_words
from croupier.words.procedure_words import announcement_text

__all__ = ["Call", "Calls", "every_call", "walkthrough_calls"]


@dataclass(frozen=True, slots=True)
class Call:
    """One call: the announcement, its sentence and the words said."""

    announcement: Announcement
    text: str
    words: tuple[str, ...]

    @classmethod
    def of(cls, announcement: Announcement) -> Call:
        text = announcement_text(announcement)
        return cls(announcement, text, spoken_words(text))


class Calls:
    """The calls one question could take, in their order, by their words."""

    def __init__(self, announcements: Iterable[Announcement]) -> None:
        self.calls: tuple[Call, ...] = tuple(Call.of(item) for item in dict.fromkeys(announcements))
        self._by_words: dict[tuple[str, ...], list[Call]] = {}
        for call in self.calls:
            self._by_words.setdefault(call.words, []).append(call)

    def __len__(self) -> int:
        return len(self._by_words)

    @property
    def grammar(self) -> Grammar:
        return Grammar.of(self._by_words)

    def text(self, words: Sequence[str]) -> str | None:
        """The sentence of the call with these words (as the procedure words it), if any."""
        found = self._by_words.get(tuple(words))
        return found[0].text if found else None

    def understood(self, words: Sequence[str], due: Sequence[Announcement] = ()) -> Announcement | None:
        """The call these words say: the one ``due`` (by ``same_words``) among those that say
        them, else the first; None for words that are no call of this question."""
        found = self._by_words.get(tuple(words))
        if not found:
            return None
        for call in found:
            if any(same_words(call.announcement, item) for item in due):
                return call.announcement
        return found[0].announcement


def _table_ranks(hand: Hand) -> list[Rank]:
    ranks = {card.rank for seat in hand.seats for card in hand.board(seat)}
    if hand.community is not None:
        ranks.add(hand.community.rank)
    return sorted(ranks, reverse=True)


def walkthrough_calls(hand: Hand, expected: Sequence[DealerStep] = ()) -> Calls:
    """Every announcement the builder could build now (``phrases_for``), for every seat, with the
    ranks on the table; the ones ``expected`` among them."""
    ranks = _table_ranks(hand)
    found: list[Announcement] = []
    for phrase in phrases_for(hand):
        seats: Sequence[int | None] = list(hand.seats) if phrase.needs_seat else [None]
        choices: list[tuple[Rank, ...]] = [()]
        if phrase.ranks == 1:
            choices = [(rank,) for rank in ranks]
        elif phrase.ranks == 2:
            choices = [tuple(pair) for pair in combinations(ranks, 2)]
        for seat in seats:
            for chosen in choices:
                built = build(hand, phrase, seat, chosen, expected)
                if built is not None:
                    found.append(built)
    return Calls(found)


def _amounts(stakes: Stakes) -> list[int]:
    steps = {stakes.bring_in, stakes.small_bet, stakes.big_bet}
    steps.update(stakes.small_bet * count for count in range(1, 6))
    steps.update(stakes.big_bet * count for count in range(1, 6))
    return sorted(steps)


def every_call(stakes: Stakes | None = None) -> Calls:
    """Every call a dealer makes at a table with ``stakes`` (``croupier listen``'s grammar when no
    question is asked): bring-ins by card, made hands, draws, the first to act by board, the open
    pair, "last card" and the action calls at the usual amounts."""
    stakes = stakes or Stakes()
    ranks = sorted(Rank, reverse=True)
    found: list[Announcement] = [LastCard(), OpenPairOption(stakes.small_bet, stakes.big_bet)]
    found += [BringIn(1, Card(rank, suit)) for rank in ranks for suit in Suit]
    kinds = ("pair", "three_of_a_kind", "four_of_a_kind", "high_card")
    boards = [HandDescription(kind, (rank,)) for rank in ranks for kind in kinds]
    for high, low in combinations(ranks, 2):
        boards.append(HandDescription("two_pair", (high, low)))
        boards.append(HandDescription("high_card", (high, low)))
    found += [MadeHand(1, board) for board in boards if board.kind != "high_card"]
    found += [FirstToAct(1, board) for board in boards]
    found += [PossibleDraw(1, draw) for draw in Draw]
    for amount in _amounts(stakes):
        found += [ActionCall(1, call, amount) for call in CallKind]
    return Calls(found)
