"""Events are frozen records compared by type and fields, and the engine makes them with each field
named at the call: every constructor takes its event's fields in order, every event a hand logs has
each of its type's fields, and compares equal to the one its constructor makes."""

from __future__ import annotations

import ast
import copy
import pickle
import random
from pathlib import Path

import pytest

from croupier.engine import events, phh
from croupier.engine.cards import Card
from croupier.engine.events import ActionKind, BringInDesignated, CardDealt, HandKilled, HandMucked
from croupier.engine.rules import PROFILES, VARIANTS, HouseRules, Stakes
from croupier.engine.simulate import deal_random_hand

WSOP = Path(__file__).parents[1] / "data" / "phh" / "wsop"


def assert_whole(events):
    for event in events:
        fields = type(event).__match_args__
        assert len(event.fields()) == len(fields), (type(event).__name__, event)
        assert type(event)(*event.fields()) == event


@pytest.mark.parametrize("code", list(VARIANTS))
@pytest.mark.parametrize("profile", list(PROFILES))
def test_every_event_of_random_hands_has_all_its_fields(code, profile):
    rng = random.Random(f"{code}{profile}")
    rules = HouseRules.profile(profile)
    kinds = set()
    for players in (2, 5, 8):
        for fold_scale in (1.0, 0.0):
            hand = deal_random_hand(
                VARIANTS[code], Stakes(), [400] * players, rules, rng, fold_scale=fold_scale
            )
            assert_whole(hand.events)
            kinds.update(type(event).__name__ for event in hand.events)
    assert {"AntePosted", "CardDealt", "StreetOpened", "ActionTaken", "PotAwarded", "HandEnded"} <= kinds


def test_every_event_of_the_wsop_hands_has_all_its_fields():
    files = sorted(WSOP.glob("*.phh"))
    assert files
    for path in files:
        for history in phh.load(path):
            assert_whole(phh.replay(history, HouseRules.profile("pokerkit")).hand.events)


def test_an_event_compares_hashes_and_prints_by_its_type_and_fields():
    card = Card.parse("Kd")
    event = CardDealt(street=3, seat=2, card=card, face_up=True)
    assert event == CardDealt(3, 2, card, True)
    assert event != CardDealt(3, 2, card, False)
    assert HandKilled(3) != HandMucked(3)
    assert HandMucked(3) != (3,)
    assert hash(event) == hash((3, 2, card, True))
    assert repr(event) == "CardDealt(street=3, seat=2, card=Card.parse('Kd'), face_up=True)"
    assert eval(repr(event), {"CardDealt": CardDealt, "Card": Card}) == event
    assert BringInDesignated(4, None).passed_from is None


def test_an_event_copies_pickles_and_matches_by_its_fields():
    event = BringInDesignated(seat=4, card=Card.parse("2c"), passed_from=3)
    for again in (copy.copy(event), copy.deepcopy(event), pickle.loads(pickle.dumps(event))):
        assert again == event
        assert type(again) is BringInDesignated
    match event:
        case BringInDesignated(seat, card, passed_from):
            assert (seat, card, passed_from) == (4, Card.parse("2c"), 3)
        case _:
            pytest.fail("no match")


_SAMPLES: dict[str, object] = {
    "all_in": True,
    "amount": 7,
    "board_leader": 3,
    "burns": 4,
    "capped": True,
    "card": Card.parse("Qh"),
    "cards": (Card.parse("Qh"),),
    "chips": 9,
    "double_bet": True,
    "eligible": (1, 2),
    "face_up": True,
    "finishing_stacks": (10, 20),
    "first_actor": 5,
    "half": "high",
    "kind": ActionKind.RAISE,
    "muck": 6,
    "need": 8,
    "order": (2, 1),
    "outcome": "normal",
    "passed_from": 2,
    "pot": 1,
    "rule": "R1.1",
    "ruling": "value",
    "seat": 2,
    "shares": ((1, 5),),
    "stacks": (30, 40),
    "street": 4,
    "stub": 11,
    "to": 12,
    "up": (Card.parse("Qh"), None),
    "wager_number": 2,
}
"""A value for each field name, of its field's type (``kind`` is an ``ActionKind``, a ``str``), so
that a constructor taking its fields in another order makes another event."""


EVENTS = [getattr(events, name) for name in events.__all__ if hasattr(getattr(events, name), "fields")]


@pytest.mark.parametrize("event", EVENTS, ids=lambda event: event.__name__)
def test_each_event_takes_its_fields_by_name_in_order(event):
    values = {field: _SAMPLES[field] for field in event.__match_args__}
    made = event(**values)
    assert type(made) is event
    assert made.fields() == tuple(values.values())
    assert made == event(*values.values())


ENGINE = Path(__file__).resolve().parents[2] / "croupier" / "engine"
"""The engine's sources (compiled, ``events.__file__`` is the built library's, with no source beside it)."""


def test_the_engine_names_every_field_of_the_events_it_makes():
    """An event made in the engine names its fields at the call (``CardDealt(street=4, seat=2, ...)``),
    so that a reader sees which value is which."""
    names = {event.__name__ for event in EVENTS}
    positional = [
        f"{path.relative_to(ENGINE)}:{node.lineno}"
        for path in sorted(ENGINE.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        if node.func.id in names and node.args
    ]
    assert (ENGINE / "hand.py").is_file()
    assert positional == []
