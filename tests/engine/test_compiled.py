"""The mypyc-compiled engine modules: used only when fresh, and dealing exactly what the sources deal."""

import copy
import importlib.machinery
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
from croupier.engine.boards import board_description
from croupier.engine.cards import Card, Deck, parse_cards
from croupier.engine.hand import HAND_STATE, Hand
from croupier.engine.legal import Action, ActionKind, LegalActions
from croupier.engine.pots import Pot
from croupier.engine.readings import best_high
from croupier.engine.rules import STUD, HouseRules, Stakes
from croupier.engine.steps import DealDue, ShowDue, TurnDue

ENGINE = Path(compiled.__file__).resolve().parent
ROOT = ENGINE.parents[1]

# Deals seeded random hands of every variant and prints their event logs and stacks as JSON.
DEAL = """
import json, random, sys
from croupier.engine.simulate import deal_random_hand
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


def _copy_engine(root: Path) -> Path:
    """The engine package's modules copied under ``root`` (no build, no caches)."""
    engine = root / "croupier" / "engine"
    shutil.copytree(ENGINE, engine, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
    return engine


def _modules(engine: Path) -> list[Path]:
    return sorted(engine.rglob("*.py"))


def test_a_build_is_used_only_while_it_matches_the_sources(tmp_path, monkeypatch):
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    engine = _copy_engine(tmp_path)
    target = _fake_build(tmp_path, engine, compiled.source_digest(engine))

    path: list[str] = []
    assert compiled.activate(path, root=tmp_path, engine=engine)
    assert path == [str(target)]

    with (engine / "hand.py").open("a", encoding="utf-8") as source:
        source.write("\n# an edit after the build\n")
    path = []
    assert not compiled.activate(path, root=tmp_path, engine=engine)
    assert path == []


def test_editing_any_engine_module_makes_the_build_stale(tmp_path, monkeypatch):
    """Not only the compiled modules: they are compiled against the others' types (``rules.py``'s
    ``Stakes``, ``events.py``, ``errors.py``), so an edit anywhere in the package, a module added
    included, leaves pure Python running until the build is made again."""
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    engine = _copy_engine(tmp_path)
    modules = _modules(engine)
    assert {path.name for path in modules} >= {"rules.py", "events.py", "errors.py", "hand.py"}
    built = compiled.source_digest(engine)
    _fake_build(tmp_path, engine, built)
    assert compiled.activate([], root=tmp_path, engine=engine)
    for path in modules:
        original = path.read_bytes()
        path.write_bytes(original + b"\n# an edit after the build\n")
        assert compiled.source_digest(engine) != built, f"{path.name} is not in the digest"
        assert not compiled.activate([], root=tmp_path, engine=engine), path.name
        path.write_bytes(original)
    assert compiled.source_digest(engine) == built
    rules = engine / "rules.py"
    rules.write_text(rules.read_text(encoding="utf-8").replace("ante: int", "ante: float"), encoding="utf-8")
    assert not compiled.activate([], root=tmp_path, engine=engine)
    rules.write_text((ENGINE / "rules.py").read_text(encoding="utf-8"), encoding="utf-8")
    (engine / "added.py").write_text('"""A module added after the build."""\n', encoding="utf-8")
    assert not compiled.activate([], root=tmp_path, engine=engine)


def test_the_digest_covers_the_compiler_version(tmp_path):
    engine = _copy_engine(tmp_path)
    installed = compiled.compiler_version()
    assert installed not in {"none", "unknown"}  # the test extras install mypy, whose mypyc compiles
    assert compiled.source_digest(engine) == compiled.source_digest(engine, compiler=installed)
    assert compiled.source_digest(engine, compiler="0.0") != compiled.source_digest(engine)


def test_make_native_rebuilds_only_a_stale_build(tmp_path):
    """``tools/build_native.py --if-stale`` (what ``make native`` runs) compiles nothing while the
    build's digest matches."""
    if not (compiled.build_dir() / "croupier" / "engine" / compiled.DIGEST_FILE).exists():
        pytest.skip("no native build here")
    built = (compiled.build_dir() / "croupier" / "engine" / compiled.DIGEST_FILE).read_text(encoding="ascii")
    if built.strip() != compiled.source_digest():
        pytest.skip("the native build here is stale: `make native` makes it again")
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_native.py"), "--if-stale"],
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert result.returncode == 0
    assert result.stdout == ""


def test_no_build_or_the_pure_switch_means_pure_python(tmp_path, monkeypatch):
    engine = _copy_engine(tmp_path)
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    assert not compiled.activate([], root=tmp_path, engine=engine)  # nothing built

    _fake_build(tmp_path, engine, compiled.source_digest(engine))
    monkeypatch.setenv(compiled.PURE_ENV, "1")
    assert not compiled.activate([], root=tmp_path, engine=engine)


def test_a_wheels_compiled_modules_are_used_only_when_they_load(tmp_path, monkeypatch):
    """A Linux wheel ships its compiled modules in ``croupier/engine/_native``; a shared library this
    interpreter cannot load (another system's, a broken file) leaves the engine pure Python."""
    monkeypatch.delenv(compiled.PURE_ENV, raising=False)
    engine = _copy_engine(tmp_path)
    packaged = engine / compiled.PACKAGED
    packaged.mkdir()
    assert not compiled.activate([], root=tmp_path, engine=engine)  # an empty folder
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (packaged / f"_compiled__mypyc{suffix}").write_bytes(b"\x7fELF not a shared library")
    path: list[str] = []
    assert not compiled.activate(path, root=tmp_path, engine=engine)
    assert path == []
    (packaged / f"_compiled__mypyc{suffix}").unlink()
    (packaged / "_compiled__mypyc.cpython-211-some-other-system.so").write_bytes(b"")
    assert not compiled.activate(path, root=tmp_path, engine=engine)
    assert path == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the build here is Linux's")
def test_a_wheels_compiled_modules_that_load_are_used(tmp_path):
    """The package laid out as a wheel installs it: the sources, and ``make``'s compiled modules in
    ``croupier/engine/_native``; no ``build/native`` beside it."""
    built = compiled.build_dir() / "croupier" / "engine"
    if not (built / compiled.DIGEST_FILE).exists():
        pytest.skip("no native build here (make native)")
    site = tmp_path / "site"
    shutil.copytree(ROOT / "croupier", site / "croupier", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(built, site / "croupier" / "engine" / compiled.PACKAGED)
    probe = (
        "from croupier.engine import compiled\n"
        "import croupier.engine.hand as hand, croupier.engine.phh.replaying as replaying\n"
        "print(compiled.in_use(), hand.__file__, replaying.__file__)\n"
    )
    env = {key: value for key, value in os.environ.items() if key != compiled.PURE_ENV}
    env["PYTHONPATH"] = str(site)
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=tmp_path, check=True
    )
    in_use, hand, replaying = done.stdout.split()
    assert in_use == "True"
    native = site / "croupier" / "engine" / compiled.PACKAGED
    assert Path(hand).parent == native
    assert Path(replaying).parent == native / "phh"


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


def test_a_deep_copied_hand_bets_and_raises_on_like_the_original():
    """A copy taken mid-street keeps its betting round on its own players: every bet, raise and
    call after the copy sees the chips put in since, as on the original."""
    rng = random.Random(5)
    hand = Hand(STUD, Stakes(), [400] * 4, HouseRules(), deck=Deck(rng), rng=rng)
    hand.run_dealer()
    hand.post_bring_in()
    hand.complete_bet_or_raise_to(hand.legal_actions().complete)
    copied = copy.deepcopy(hand)
    seen: list[list[object]] = [[], []]
    for played, legal_seen in zip((hand, copied), seen, strict=True):
        while not played.is_complete:
            if played.actor is not None:
                legal = played.legal_actions()
                legal_seen.append(legal)
                if legal.wager_targets and played.player(legal.seat).bet < 60:
                    played.complete_bet_or_raise_to(legal.wager_targets[-1])
                else:
                    played.check_or_call()
            elif isinstance(played.next_step(), ShowDue):
                played.show()
            else:
                played.dealer_step()
    assert seen[1] == seen[0]
    assert copied.events == hand.events
    assert copied.finishing_stacks == hand.finishing_stacks


def test_the_engines_frozen_values_copy_and_pickle():
    values = [
        Card.parse("Kd"),
        DealDue(4, 2, True),
        TurnDue(3),
        Pot(30, (1, 2), (1, 2, 3)),
        Action(2, ActionKind.RAISE, 40),
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
