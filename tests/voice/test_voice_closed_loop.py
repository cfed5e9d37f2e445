"""The closed loop without a microphone: eSpeak NG, through the trainer's own speech module,
says each call due in seeded hands; the recogniser hears it in that question's grammar, and the
procedure grades what was heard exactly as it grades a built announcement."""

from __future__ import annotations

import itertools

from croupier.engine.cards import Rank
from croupier.procedure import ActionCall, BringIn, DealerStep, FirstToAct, MadeHand, PossibleDraw
from croupier.voice.calls import walkthrough_calls
from croupier.voice.corpus import moments
from croupier.words.procedure_words import announcement_text


def _corpus() -> list:
    """48 calls: every kind the builder says, 12 of each at most, in seeded order."""
    taken: dict[type, int] = {}
    chosen = []
    for moment in moments(range(60)):
        kind = type(moment.due)
        if taken.get(kind, 0) < 12:
            taken[kind] = taken.get(kind, 0) + 1
            chosen.append(moment)
        if len(chosen) == 48:
            break
    return chosen


def _hear(recogniser, say, moment, text):
    calls = walkthrough_calls(moment.hand, moment.expected)
    heard = recogniser.hear(say(text), calls.grammar)
    due = [step.announcement for step in moment.expected if step.announcement is not None]
    return heard, calls.understood(heard.words or (), due)


def test_every_call_of_48_is_heard_right_and_graded_right(recogniser, say):
    corpus = _corpus()
    assert len(corpus) == 48
    kinds = {type(moment.due) for moment in corpus}
    assert {BringIn, MadeHand, FirstToAct, ActionCall, PossibleDraw} <= kinds
    wrong = []
    for moment in corpus:
        text = announcement_text(moment.due)
        heard, understood = _hear(recogniser, say, moment, text)
        verdict = moment.procedure.check(DealerStep.announce(understood)) if understood else None
        if verdict is None or not verdict.correct:
            wrong.append((text, heard.text))
    assert wrong == []


def test_pair_of_eights_for_nines_is_heard_as_said_and_graded_wrong(recogniser, say):
    moment = next(
        m
        for m in itertools.islice(moments(range(200)), 5000)
        if isinstance(m.due, MadeHand)
        and m.due.description.kind == "pair"
        and m.due.description.ranks == (Rank.NINE,)
        and any(card.rank is Rank.EIGHT for seat in m.hand.seats for card in m.hand.board(seat))
    )
    heard, understood = _hear(recogniser, say, moment, "Pair of eights")
    assert heard.text == "pair of eights"
    assert isinstance(understood, MadeHand)
    assert understood.description.ranks == (Rank.EIGHT,)
    verdict = moment.procedure.check(DealerStep.announce(understood))
    assert not verdict.correct
    # and the right call, in the same grammar, is heard and graded right
    heard, understood = _hear(recogniser, say, moment, "Pair of nines")
    assert heard.text == "pair of nines"
    assert understood is not None
    assert moment.procedure.check(DealerStep.announce(understood)).correct
