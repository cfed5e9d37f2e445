from __future__ import annotations

import itertools

from croupier.engine.cards import Rank
from croupier.procedure import DealerStep, MadeHand
from croupier.procedure.announcements import same_words
from croupier.voice.calls import Call, Calls, every_call, walkthrough_calls
from croupier.voice.corpus import moments
from croupier.voice.words import spoken_words
from croupier.words.procedure_words import announcement_text

MOMENTS = list(itertools.islice(moments(range(30)), 250))


def test_the_call_due_is_always_among_the_calls_in_the_procedures_words():
    for moment in MOMENTS:
        calls = walkthrough_calls(moment.hand, moment.expected)
        words = spoken_words(announcement_text(moment.due))
        assert calls.text(words) == announcement_text(moment.due)
        understood = calls.understood(words, [moment.due])
        assert understood is not None
        assert moment.procedure.check(DealerStep.announce(understood)).correct, moment.due


def test_every_word_of_every_grammar_is_one_the_recogniser_can_hear(recogniser):
    words: set[str] = set()
    for moment in MOMENTS:
        words |= walkthrough_calls(moment.hand, moment.expected).grammar.words
    words |= every_call().grammar.words
    assert recogniser.missing(words) == []


def test_only_ranks_on_the_table_are_offered():
    for moment in MOMENTS[:60]:
        hand = moment.hand
        shown = {card.rank for seat in hand.seats for card in hand.board(seat)}
        if hand.community is not None:
            shown.add(hand.community.rank)
        for call in walkthrough_calls(hand, moment.expected).calls:
            if isinstance(call.announcement, MadeHand):
                assert set(call.announcement.description.ranks) <= shown


def test_the_words_of_several_seats_mean_the_seat_due_else_the_first():
    moment = next(m for m in MOMENTS if isinstance(m.due, MadeHand))
    calls = walkthrough_calls(moment.hand, moment.expected)
    words = spoken_words(announcement_text(moment.due))
    same = [call for call in calls.calls if call.words == words]
    assert len(same) == len(moment.hand.seats)  # the same words for every seat
    assert calls.understood(words, [moment.due]) == moment.due
    assert calls.understood(words) == same[0].announcement
    assert calls.understood(("no", "such", "call")) is None


def test_a_wrong_call_is_understood_as_said_and_graded_wrong():
    moment = next(m for m in MOMENTS if isinstance(m.due, MadeHand))
    rank = moment.due.description.ranks[0]
    calls = walkthrough_calls(moment.hand, moment.expected)
    other = next(
        call.announcement
        for call in calls.calls
        if isinstance(call.announcement, MadeHand)
        and call.announcement.description.kind == "pair"
        and call.announcement.description.ranks[0] is not rank
    )
    understood = calls.understood(Call.of(other).words, [moment.due])
    assert understood is not None
    assert not same_words(understood, moment.due)
    assert not moment.procedure.check(DealerStep.announce(understood)).correct


def test_every_call_covers_the_kinds_a_dealer_says():
    calls = every_call()
    texts = {call.text for call in calls.calls}
    for text in (
        "Last card",
        "Deuce of clubs brings it in",
        "Pair of nines",
        "Two pair, kings and nines",
        "Three sevens",
        "Possible straight flush",
        "Ace-king bets",
        "Raise to 40",
        "Last raise, 80: capped",
    ):
        assert text in texts
    assert len(Calls([c.announcement for c in calls.calls])) == len(calls)
    assert Rank.ACE in {
        c.announcement.description.ranks[0] for c in calls.calls if isinstance(c.announcement, MadeHand)
    }
