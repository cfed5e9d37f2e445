"""The compiled engine makes its events with ``event_makers`` (each field named, the tuple made by
``new_event`` without the named tuple's ``__new__``): every maker takes its event's fields in order,
every event a hand logs has each of its type's fields, and compares equal to the one its constructor
makes."""

from __future__ import annotations

import enum
import inspect
import random
import re
import types
import typing
from pathlib import Path

import pytest

from croupier.engine import event_makers, events, phh
from croupier.engine.cards import Card
from croupier.engine.events import CardBurned, HandMucked, new_event
from croupier.engine.rules import PROFILES, VARIANTS, HouseRules, Stakes
from croupier.engine.simulate import deal_random_hand

WSOP = Path(__file__).parents[1] / "data" / "phh" / "wsop"


def assert_whole(events):
    for event in events:
        fields = type(event)._fields
        assert len(event) == len(fields), (type(event).__name__, event)
        assert type(event)(*event) == event


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


def test_new_event_makes_what_the_constructor_makes():
    assert new_event(CardBurned, (4, None)) == CardBurned(4, None)
    assert type(new_event(HandMucked, (3,))) is HandMucked


def _sample(hint: object) -> object:
    """A value of the type ``hint`` names, distinct per type (the compiled makers check types)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        (kind,) = [arg for arg in typing.get_args(hint) if arg is not type(None)]
        return _sample(kind)
    if typing.get_origin(hint) is tuple:
        return (_sample(typing.get_args(hint)[0]),)
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return list(hint)[-1]
    samples: dict[object, object] = {bool: True, int: 7, str: "value", Card: Card.parse("Qh")}
    return samples[hint]


EVENTS = [getattr(events, name) for name in events.__all__ if hasattr(getattr(events, name), "_fields")]


@pytest.mark.parametrize("event", EVENTS, ids=lambda event: event.__name__)
def test_each_event_has_a_maker_taking_its_fields_by_name_in_order(event):
    name = re.sub(r"(?<!^)([A-Z])", r"_\1", event.__name__).lower()
    maker = getattr(event_makers, name)
    parameters = inspect.signature(maker).parameters
    assert tuple(parameters) == event._fields
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in parameters.values())
    defaults = {key: p.default for key, p in parameters.items() if p.default is not inspect.Parameter.empty}
    assert defaults == event._field_defaults
    values = {field: _sample(hint) for field, hint in typing.get_type_hints(event).items()}
    made = maker(**values)
    assert type(made) is event
    assert made == event(**values)
    assert name in event_makers.__all__
