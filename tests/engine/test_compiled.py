"""The mypyc-compiled engine modules: used only when fresh, and dealing exactly what the sources deal."""

import copy
import json
import os
import pickle
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from croupier.engine import compiled
from croupier.engine.betting import ROUND_STATE, BettingRound, Limits
from croupier.engine.cards import Card, Deck, parse_cards
from croupier.engine.evaluate import best_high, board_description
from croupier.engine.hand import HAND_STATE, Hand
from croupier.engine.legal import Action, LegalActions
from croupier.engine.pots import Pot
from croupier.engine.rules import STUD, HouseRules, Stakes
from croupier.engine.steps import DealDue, ShowDue, TurnDue

ENGINE = Path(compiled.__file__).resolve().parent
ROOT = ENGINE.parents[1]

# Deals seeded random hands of every variant and prints their event logs and stacks as JSON.
DEAL = """
import json, random, sys
from croupier.commands.phh import deal_random_hand
from croupier.engine import compiled
from croupier.engine.rules import VARIANTS, HouseRules, Stakes
hands = []
for code, variant in sorted(VARIANTS.items()):
    for profile in ("cash", "pokerkit"):
        rng = random.Random(f"{code}-{profile}")
        for players in (2, 5, 8):
            for _ in range(25):
                hand = deal_random_hand(variant, Stakes(), [rng.choice([40, 300, 1000])] * players,
                                        HouseRules.profile(profile), rng)
                hands.append([repr(hand.events), hand.finishing_stacks])
json.dump({"compiled": compiled.in_use(), "hands": hands}, sys.stdout)
"""


def _deal(*, pure: bool) -> dict[str, object]:
    env = dict(os.environ)
    env.pop(compiled.PURE_ENV, None)
    if pure:
        env[compiled.PURE_ENV] = "1"
    result = subprocess.run(
        [sys.executable, "-c", DEAL], capture_output=True, text=True, env=env, check=True, cwd=ROOT
    )
    return json.loads(result.stdout)


@pytest.mark.skipif(
    os.environ.get(compiled.PURE_ENV, "") not in {"", "0"}, reason="this run asked for the pure engine"
)
def test_the_compiled_engine_is_built_and_deals_exactly_what_the_sources_deal():
    fast = _deal(pure=False)
    assert fast["compiled"], (
        "the mypyc-compiled engine is not built, or was built from other sources: run `make native`"
    )
    slow = _deal(pure=True)
    assert not slow["compiled"]
    assert len(fast["hands"]) == 450
    for number, (ours, reference) in enumerate(zip(fast["hands"], slow["hands"], strict=True)):
        assert ours == reference, f"hand {number} differs between the compiled and the pure engine"


def test_doctests_of_the_compiled_modules_run_from_their_sources():
    """pytest's --doctest-modules skips the compiled modules' sources while they are in use, so they
    run here, in a pure-Python process."""
    env = dict(os.environ)
    env[compiled.PURE_ENV] = "1"
    sources = [f"croupier/engine/{name}.py" for name in compiled.MODULES]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--doctest-modules", *sources],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:]
    assert " passed" in result.stdout


def _fake_build(root: Path, engine: Path, digest: str) -> Path:
    target = compiled.build_dir(root) / "croupier" / "engine"
    target.mkdir(parents=True)
    (target / compiled.DIGEST_FILE).write_text(digest + "\n", encoding="ascii")
    return target


def test_a_build_is_used_only_while_it_matches_the_sources(tmp_path, monkeypatch):
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    engine = tmp_path / "croupier" / "engine"
    engine.mkdir(parents=True)
    for name in compiled.MODULES:
        (engine / f"{name}.py").parent.mkdir(parents=True, exist_ok=True)  # phh/replaying too
        shutil.copy(ENGINE / f"{name}.py", engine / f"{name}.py")
    target = _fake_build(tmp_path, engine, compiled.source_digest(engine))

    path: list[str] = []
    assert compiled.activate(path, root=tmp_path, engine=engine)
    assert path == [str(target)]

    with (engine / "hand.py").open("a", encoding="utf-8") as source:
        source.write("\n# an edit after the build\n")
    path = []
    assert not compiled.activate(path, root=tmp_path, engine=engine)
    assert path == []


def test_no_build_or_the_pure_switch_means_pure_python(tmp_path, monkeypatch):
    engine = tmp_path / "croupier" / "engine"
    engine.mkdir(parents=True)
    for name in compiled.MODULES:
        (engine / f"{name}.py").parent.mkdir(parents=True, exist_ok=True)  # phh/replaying too
        shutil.copy(ENGINE / f"{name}.py", engine / f"{name}.py")
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    assert not compiled.activate([], root=tmp_path, engine=engine)  # nothing built

    _fake_build(tmp_path, engine, compiled.source_digest(engine))
    monkeypatch.setenv(compiled.PURE_ENV, "1")
    assert not compiled.activate([], root=tmp_path, engine=engine)


def test_a_deep_copied_hand_plays_on_like_the_original():
    """Drills look ahead on a deep copy of a hand; a compiled hand must copy as a pure one does."""
    rng = random.Random(11)
    hand = Hand(STUD, Stakes(), [200] * 6, HouseRules(), deck=Deck(rng), rng=rng)
    hand.run_dealer()
    hand.post_bring_in()
    hand.complete_bet_or_raise_to(hand.legal_actions().complete)
    copied = copy.deepcopy(hand)
    assert copied.players[0] is not hand.players[0]
    for played in (hand, copied):
        while not played.is_complete:
            if played.actor is not None:
                played.check_or_call()
            elif isinstance(played.next_step(), ShowDue):
                played.show()
            else:
                played.dealer_step()
    assert copied.events == hand.events
    assert copied.finishing_stacks == hand.finishing_stacks


def test_the_engines_frozen_values_copy_and_pickle():
    values = [
        Card.parse("Kd"),
        DealDue(4, 2, True),
        TurnDue(3),
        Pot(30, (1, 2), (1, 2, 3)),
        Action(2, "raise", 40),
        LegalActions(3, True, False, 20, None, None, (), (40,), 500, 0),
        Limits.of(Stakes(), HouseRules()),
        best_high(parse_cards("AsAdKcQh2s")),
        board_description(parse_cards("7s7dKh"), low=False),
    ]
    for value in values:
        assert copy.copy(value) == value
        assert copy.deepcopy(value) == value
        assert pickle.loads(pickle.dumps(value)) == value


def test_the_copied_state_lists_are_complete():
    """``Hand.__deepcopy__`` and ``BettingRound.__deepcopy__`` copy the attributes they list."""
    rng = random.Random(2)
    hand = Hand(STUD, Stakes(), [200] * 4, HouseRules(), deck=Deck(rng), rng=rng)
    hand.run_dealer()
    assert hand._betting is not None
    if not compiled.in_use():  # a compiled class has neither __dict__ nor __slots__ to compare
        assert set(vars(hand)) == set(HAND_STATE)
        assert set(BettingRound.__slots__) == set(ROUND_STATE)
    for name in HAND_STATE:
        getattr(hand, name)  # every listed attribute exists
    for name in ROUND_STATE:
        getattr(hand._betting, name)


def test_a_copied_deck_deals_the_same_cards():
    deck = Deck(random.Random(4))
    copied = copy.deepcopy(deck)
    assert [str(card) for card in copied] == [str(card) for card in deck]
    copied.draw()
    assert len(deck) == 52
