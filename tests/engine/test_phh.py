"""PHH hand histories: reading, writing, replaying, and the ``croupier phh`` command."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_crosscheck import (
    play_pokerkit_hand,
    pokerkit_finishing_stacks,
    pokerkit_history,
    seeded_pokerkit,
)

from croupier.cli import main
from croupier.engine import phh
from croupier.engine.cards import Card
from croupier.engine.errors import BadPHHError
from croupier.engine.hand import DealDue, ShowDue
from croupier.engine.rules import RAZZ, STUD, STUD8, VARIANTS, HouseRules, Stakes
from croupier.engine.simulate import deal_random_hand

DATA = Path(__file__).resolve().parent.parent / "data" / "phh"
ROOT = Path(__file__).resolve().parents[2]
CROUPIER = Path(sys.executable).parent / "croupier"
GOOD = ["stud_showdown.phh", "razz_fourth.phh", "stud_capped.phh", "several.phhs"]


def _replay(name: str, profile: str = "cash", *, stop: int | None = None, rules: tuple[str, ...] = ()):
    (history,) = phh.load(DATA / name)
    return phh.replay(history, HouseRules.profile(profile, rules), stop=stop)


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    status = main(["phh", *argv])
    out, err = capsys.readouterr()
    return status, out, err


# ----------------------------------------------------------------------------------- actions


@pytest.mark.parametrize(
    "text",
    [
        "d dh p1 ????2c",
        "d dh p8 AsKs2c",
        "d dh p3 Kd",
        "d db 5d",
        "p3 pb",
        "p2 cbr 60",
        "p1 cc",
        "p4 f",
        "p1 sm",
        "p1 sm -",
        "p2 sm 9cQd3dTdTsAsKc",
        "p3 pb # deuce of diamonds brings it in",
        "# a no-op",
        "",
    ],
)
def test_actions_read_and_write_back_unchanged(text):
    action = phh.PHHAction.parse(text)
    assert str(action) == text
    assert eval(repr(action), {"PHHAction": phh.PHHAction}) == action


def test_action_fields():
    deal = phh.PHHAction.parse("d dh p3 ????Kd")
    assert (deal.actor, deal.verb, deal.seat) == (0, "dh", 3)
    assert deal.cards == (None, None, Card.parse("Kd"))
    bet = phh.PHHAction.parse("  p2   cbr 60   #  raise  ")
    assert (bet.actor, bet.verb, bet.amount, bet.commentary) == (2, "cbr", 60, "raise")
    assert phh.PHHAction.parse("p1 sm -").show_known


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("p1 raise 20", "bad action"),
        ("p1 cbr", "bad action"),
        ("p1 cbr 2.5", "bad action"),
        ("p0 cc", "bad action"),
        ("x1 cc", "bad action"),
        ("p1 sd", "bad action"),  # a draw: not stud
        ("d dh p1", "bad action"),
        ("d dh p1 AsK", "bad card"),
        ("d dh p1 AsKx", "bad card"),
        ("d db 1c", "bad card"),
    ],
)
def test_bad_actions_are_refused_with_the_reason(text, fragment):
    with pytest.raises(BadPHHError, match=fragment):
        phh.PHHAction.parse(text)


# ----------------------------------------------------------------------------------- reading


def test_a_sample_hand_is_read_with_its_optional_and_custom_fields():
    (history,) = phh.load(DATA / "stud_showdown.phh")
    assert history.variant is STUD
    assert history.stakes == Stakes(5, 10, 20, 40)
    assert history.starting_stacks == (1000, 1000, 1000)
    assert history.finishing_stacks == (1240, 995, 765)
    assert history.players == ["Ann", "Bob", "Cleo"]
    assert history.fields["_croupier_question"] == "Who shows first at the showdown?"
    assert history.fields["_croupier_answer"] == {"seat": 3, "rule": "R8.1"}
    assert str(history.actions[3]) == "p3 pb # deuce of diamonds brings it in"
    assert history.actions[25] == phh.PHHAction(0, "", commentary="showdown")


def test_a_phhs_file_holds_several_hands_in_order():
    histories = phh.load(DATA / "several.phhs")
    assert [history.variant for history in histories] == [STUD8, RAZZ, STUD]
    assert [len(history.starting_stacks) for history in histories] == [2, 3, 3]


@pytest.mark.parametrize(
    ("name", "line", "fragment"),
    [
        ("bad_toml.phh", 4, "TOML syntax error"),
        ("missing_field.phh", 1, "missing field 'big_bet'"),
        ("unknown_variant.phh", 3, "unknown variant 'NT'"),
        ("bad_card.phh", 9, "bad card in action 'd dh p2 ????Kx'"),
        ("bad_grammar.phh", 11, "bad action 'p1 raise 20'"),
    ],
)
def test_malformed_files_name_the_file_the_line_and_the_reason(name, line, fragment):
    with pytest.raises(BadPHHError) as caught:
        phh.load(DATA / name)
    message = str(caught.value)
    assert message.startswith(f"{DATA / name}:{line}: "), message
    assert fragment in message


_HEADER = 'variant = "F7S"\nantes = [5, 5]\nbring_in = 10\nsmall_bet = 20\nbig_bet = 40\n'


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        (_HEADER + "starting_stacks = [1000]\nactions = []\n", 2, "antes lists 2 players"),
        (_HEADER + "starting_stacks = [1000, 0]\nactions = []\n", 6, "must be positive"),
        (_HEADER + "starting_stacks = [1000, 1000.5]\nactions = []\n", 6, "whole number"),
        (_HEADER + "starting_stacks = [1000, inf]\nactions = []\n", 6, "whole number"),
        (_HEADER + "starting_stacks = [1000, 1000]\nactions = [1]\n", 7, "array of strings"),
        (_HEADER + "starting_stacks = [1000, 1000]\nactions = [\n  'p3 cc',\n]\n", 8, "names p3"),
        (
            _HEADER.replace("[5, 5]", "[5, 0]") + "starting_stacks = [1, 1]\nactions = []\n",
            2,
            "same ante",
        ),
        (
            _HEADER.replace("bring_in = 10", "bring_in = 20") + "starting_stacks = [9, 9]\nactions = []\n",
            3,
            "bring-in (20) must be",
        ),
    ],
)
def test_bad_fields_are_refused_at_their_line(text, line, fragment):
    with pytest.raises(BadPHHError, match=rf"^hand\.phh:{line}: .*{re.escape(fragment)}"):
        phh.loads(text, "hand.phh")


def test_a_phhs_text_must_hold_only_tables():
    with pytest.raises(BadPHHError, match=r"^x\.phhs:1: .*outside them"):
        phh.loads_all(_HEADER, "x.phhs")
    text = "[1]\n" + _HEADER + "starting_stacks = [9, 9]\nactions = []\n\n[2]\nvariant = 'FR'\n"
    with pytest.raises(BadPHHError, match=r"^x\.phhs:10: missing field 'antes' in hand \[2\]"):
        phh.loads_all(text, "x.phhs")


def test_an_unreadable_file_is_a_bad_phh_error(tmp_path):
    with pytest.raises(BadPHHError, match="cannot read the file"):
        phh.load(tmp_path / "nowhere.phh")


def test_an_illegal_action_in_a_phhs_hand_is_found_at_its_own_line():
    histories = phh.load(DATA / "several.phhs")
    assert histories[2].origin is not None
    assert histories[2].origin.action_lines[3] == 34  # "p2 pb" of hand [3], not of hand [2]


# ----------------------------------------------------------------------------------- writing


@pytest.mark.parametrize("name", GOOD)
def test_sample_files_round_trip(name):
    for history in phh.load(DATA / name):
        text = phh.dumps(history)
        again = phh.loads(text)
        assert again == history
        assert phh.dumps(again) == text
    histories = phh.load(DATA / name)
    assert phh.loads_all(phh.dumps_all(histories)) == histories


def test_custom_values_of_every_toml_type_are_written_back():
    import datetime as dt  # noqa: PLC0415

    fields = {
        "players": ["Zoë", 'Quote "q"', "back\\slash", "tab\tnew\nline\x7f"],
        "_croupier_mark": {"question": 3, "tags": ["R8.1", "E26"], "key with space": True},
        "_croupier_float": 0.25,
        "_croupier_time": dt.time(7, 32),
        "_croupier_date": dt.date(2024, 6, 28),
        "_croupier_empty": [],
    }
    history = phh.HandHistory(
        variant=STUD8,
        antes=(5, 5),
        bring_in=10,
        small_bet=20,
        big_bet=40,
        starting_stacks=(100, 100),
        actions=(phh.PHHAction.parse("d dh p1 ????As"),),
        fields=fields,
    )
    assert phh.loads(phh.dumps(history)) == history


def test_random_hands_are_written_replayed_and_read_back_for_every_variant_and_profile():
    rng = random.Random(11)
    for profile in ("cash", "tournament", "pokerkit"):
        rules = HouseRules.profile(profile)
        for variant in VARIANTS.values():
            for players in (2, 5, 8):
                hand = deal_random_hand(variant, Stakes(), [1000] * players, rules, rng)
                history = phh.from_hand(hand, players=[f"P{seat}" for seat in hand.seats])
                text = phh.dumps(history)
                again = phh.loads(text)
                assert again == history
                assert again.finishing_stacks == hand.finishing_stacks
                replayed = phh.replay(again, rules)
                assert replayed.ok, replayed.error
                assert replayed.hand.finishing_stacks == hand.finishing_stacks
                assert replayed.hand.winnings == hand.winnings


def test_a_partly_played_hand_is_written_and_replayed_to_the_same_point():
    rng = random.Random(3)
    for stop in (0, 5, 12, 20, 31):
        full = phh.from_hand(deal_random_hand(STUD, Stakes(), [1000] * 4, HouseRules(), rng))
        partial = phh.replay(full, stop=stop).hand
        again = phh.replay(phh.loads(phh.dumps(phh.from_hand(partial)))).hand
        assert (again.street, again.actor, again.pot, again.next_step()) == (
            partial.street,
            partial.actor,
            partial.pot,
            partial.next_step(),
        )


def test_shown_hands_list_the_seats_cards_in_the_order_dealt():
    (history,) = phh.load(DATA / "stud_showdown.phh")
    hand = phh.replay(history).hand
    written = phh.from_hand(hand)
    shows = [str(action) for action in written.actions if action.verb == "sm"]
    assert shows == ["p3 sm Kd3s2d2c7c9dJs", "p1 sm 9cQd3dTdTsAsKc"]


# ----------------------------------------------------------------------------------- replay


def test_replaying_a_complete_hand_gives_its_finishing_stacks():
    result = _replay("stud_showdown.phh")
    assert result.ok
    assert result.hand.finishing_stacks == (1240, 995, 765)
    assert result.hand.showdown_order == (3, 1)


def test_an_illegal_raise_when_capped_stops_the_replay_with_the_reason():
    result = _replay("stud_capped.phh")
    assert not result.ok
    assert result.error is not None
    assert (result.error.index, result.error.action) == (9, "p2 cbr 100")
    assert "capped" in result.error.reason
    assert result.hand.actor == 2  # the hand is left where the illegal action was refused
    legal = result.hand.legal_actions()
    assert (legal.call, legal.raise_to) == (60, ())
    # E8: with four raises allowed, the raise to 100 is legal.
    assert _replay("stud_capped.phh", rules=("max_raises_per_round=4",)).ok


def test_a_replay_as_json_says_where_the_hand_stands():
    """``Replay.as_json``: the object ``croupier phh replay --json`` prints, mid-hand and at the end."""
    mid = _replay("razz_fourth.phh").as_json("razz_fourth.phh")
    assert mid == {
        "file": "razz_fourth.phh",
        "ok": True,
        "variant": "FR",
        "error": None,
        "street": 4,
        "actor": "p4",
        "bring_in_player": "p4",
        "legal": {
            "fold": True,
            "check": False,
            "call": 20,
            "bring_in": None,
            "complete": None,
            "bet": [],
            "raise": [40],
        },
        "pot": 120,
        "showdown_order": None,
        "finishing_stacks": None,
        "winnings": None,
    }
    refused = _replay("stud_capped.phh").as_json("x")
    assert refused["ok"] is False
    assert refused["error"]["index"] == 9
    assert refused["error"]["action"] == "p2 cbr 100"
    over = _replay("stud_showdown.phh")
    done = over.as_json("y")
    assert over.hand.is_complete
    assert (done["street"], done["actor"], done["legal"], done["pot"]) == (None, None, None, 0)
    assert done["finishing_stacks"] == list(over.hand.finishing_stacks)
    assert done["winnings"] == list(over.hand.winnings)
    assert done["showdown_order"] == [f"p{seat}" for seat in over.hand.showdown_order]


def test_stopping_mid_hand_gives_the_actor_the_legal_actions_and_the_pot():
    result = _replay("razz_fourth.phh")  # E16: S1's 7-4 is the lowest board on 4th street
    hand = result.hand
    assert (hand.street, hand.actor, hand.bring_in_seat, hand.pot) == (4, 4, 4, 120)
    assert hand.legal_actions().as_json() == {
        "fold": True,
        "check": False,
        "call": 20,
        "bring_in": None,
        "complete": None,
        "bet": [],
        "raise": [40],
    }
    opened = _replay("razz_fourth.phh", stop=13).hand
    assert (opened.street, opened.actor, opened.pot) == (4, 1, 80)
    legal = opened.legal_actions()
    assert (legal.fold, legal.check, legal.bet) == (True, True, (20,))
    # pokerkit's rules forbid folding when checking is free.
    assert not _replay("razz_fourth.phh", "pokerkit", stop=13).hand.legal_actions().fold


def test_between_streets_the_dealer_deals_next():
    hand = _replay("razz_fourth.phh", stop=10).hand
    assert hand.street == 4
    assert hand.actor is None
    assert isinstance(hand.next_step(), DealDue)  # the burn is done: burns are not recorded


def test_before_the_showdown_actions_the_hand_waits_for_the_first_to_show():
    hand = _replay("stud_showdown.phh", stop=26).hand
    assert hand.next_step() == ShowDue(3)
    assert (hand.street, hand.showdown_order, hand.finishing_stacks) == (7, (3, 1), None)


@pytest.mark.parametrize(
    ("actions", "index", "fragment"),
    [
        (["d dh p1 ????2c", "d dh p2 ????Kd", "p2 cc"], 2, "seat 1's turn"),
        (["d dh p1 ????2c", "d dh p2 ????Kd", "p1 f"], 2, "may not fold"),
        (["d dh p1 ????2c", "d dh p2 ????2c"], 1, "already been dealt"),
        (["d dh p1 ????2c", "d dh p2 ????Kd", "p1 cbr 30"], 2, "complete here is to 20"),
        (["d dh p1 ????2c", "d dh p2 ????Kd", "d db 4c"], 2, "community card"),
        (["d dh p1 ????2c", "d dh p2 ????Kd", "p1 pb", "p1 sm"], 3, "not the showdown"),
        (["d dh p1 ??2c", "d dh p2 ????Kd"], 0, "owed 3 card"),
        (["p1 pb"], 0, "no player may act now"),
    ],
)
def test_illegal_actions_give_index_action_and_reason(actions, index, fragment):
    text = _HEADER + "starting_stacks = [1000, 1000]\nactions = " + json.dumps(actions) + "\n"
    result = phh.replay(phh.loads(text))
    assert result.error is not None
    assert (result.error.index, result.error.action) == (index, actions[index])
    assert fragment in result.error.reason, result.error.reason
    assert result.applied == index


def test_too_many_players_for_the_house_rules_is_a_bad_phh_error():
    text = _HEADER.replace("antes = [5, 5]", "antes = [" + ", ".join(["5"] * 9) + "]")
    text += "starting_stacks = [" + ", ".join(["100"] * 9) + "]\nactions = []\n"
    with pytest.raises(BadPHHError, match=r"^<string>:6: .*2 to 8 players"):
        phh.replay(phh.loads(text))
    assert phh.replay(phh.loads(text), HouseRules.profile("cash", ["max_players=9"])).ok


# ----------------------------------------------------------------------------------- pokerkit's own histories


def _pokerkit_files(tmp_path: Path) -> list[tuple[Path, list[int]]]:
    rng = random.Random(2024)
    files = []
    with seeded_pokerkit(rng):
        for number, (code, stacks) in enumerate(
            [
                ("F7S", [1000] * 3),
                ("F7S/8", [1000] * 6),
                ("FR", [1000] * 8),
                ("F7S", [1000] * 8),
                ("F7S", [1000, 45]),  # heads-up all-in: pokerkit shows before the run-out
            ]
        ):
            game, state = play_pokerkit_hand(code, stacks, rng, fold_scale=0.5 if number % 2 else 0)
            path = tmp_path / f"pokerkit-{number}.phh"
            path.write_text(pokerkit_history(game, state), encoding="utf-8")
            files.append((path, list(state.stacks)))
    return files


def test_hands_written_by_pokerkit_replay_with_our_cli(tmp_path, capsys):
    files = _pokerkit_files(tmp_path)
    assert "ante_trimming_status = false" in files[0][0].read_text(encoding="utf-8")
    status, out, err = _run(capsys, "replay", "--profile", "pokerkit", "--json", *(str(p) for p, _ in files))
    assert (status, err) == (0, "")
    reports = [json.loads(line) for line in out.splitlines()]
    assert [report["finishing_stacks"] for report in reports] == [stacks for _, stacks in files]
    assert all(report["street"] is None and report["ok"] for report in reports)


def test_our_written_hands_replay_in_pokerkit(tmp_path):
    out = tmp_path / "dealt"
    assert main(["phh", "deal", "--variant", "F7S/8", "--players", "8", "--count", "6", "--seed", "5",
                 "--profile", "pokerkit", "--out", str(out)]) == 0  # fmt: skip
    for path in sorted(out.glob("*.phh")):
        text = path.read_text(encoding="utf-8")
        (history,) = phh.load(path)
        assert pokerkit_finishing_stacks(text) == list(history.finishing_stacks or ())


# ----------------------------------------------------------------------------------- the command


def test_cli_replay_json_reports_each_hand_in_order(capsys):
    files = [str(DATA / name) for name in ("stud_showdown.phh", "razz_fourth.phh")]
    status, out, err = _run(capsys, "replay", "--json", *files)
    assert (status, err) == (0, "")
    done, midway = (json.loads(line) for line in out.splitlines())
    assert list(done) == [
        "file", "ok", "variant", "error", "street", "actor", "bring_in_player", "legal", "pot",
        "showdown_order", "finishing_stacks", "winnings",
    ]  # fmt: skip
    assert done == {
        "file": files[0],
        "ok": True,
        "variant": "F7S",
        "error": None,
        "street": None,
        "actor": None,
        "bring_in_player": "p3",
        "legal": None,
        "pot": 0,
        "showdown_order": ["p3", "p1"],
        "finishing_stacks": [1240, 995, 765],
        "winnings": [240, -5, -235],
    }
    assert midway["street"] == 4
    assert midway["actor"] == "p4"
    assert midway["legal"]["raise"] == [40]
    assert midway["pot"] == 120
    assert midway["finishing_stacks"] is None


def test_cli_replay_of_a_phhs_file_prints_one_object_per_hand_and_exits_1_on_an_illegal_one(capsys):
    status, out, _ = _run(capsys, "replay", "--json", str(DATA / "several.phhs"))
    reports = [json.loads(line) for line in out.splitlines()]
    assert status == 1
    assert [report["ok"] for report in reports] == [True, True, False]
    assert reports[0]["winnings"] == [15, -15]
    assert reports[1]["actor"] == "p3"
    assert reports[2]["error"] == {
        "index": 3,
        "action": "p2 pb",
        "reason": "it is seat 1's turn to act, not seat 2's",
    }
    assert reports[2]["legal"]["bring_in"] == 10


def test_cli_replay_during_the_showdown_has_no_actor_but_the_order(tmp_path, capsys):
    (history,) = phh.load(DATA / "stud_showdown.phh")
    shortened = dataclasses.replace(history, actions=history.actions[:26], origin=None)
    path = tmp_path / "showdown.phh"
    path.write_text(phh.dumps(shortened), encoding="utf-8")
    status, out, _ = _run(capsys, "replay", "--json", str(path))
    report = json.loads(out)
    assert status == 0
    assert (report["street"], report["actor"], report["legal"]) == (7, None, None)
    assert report["showdown_order"] == ["p3", "p1"]
    assert report["pot"] == 475


def test_cli_capped_raise_is_illegal_unless_a_rule_allows_it(capsys):
    status, out, _ = _run(capsys, "replay", "--json", str(DATA / "stud_capped.phh"))
    report = json.loads(out)
    assert status == 1
    assert report["ok"] is False
    assert report["error"]["index"] == 9
    assert "capped" in report["error"]["reason"]
    status, out, _ = _run(
        capsys, "replay", "--json", "--rule", "max_raises_per_round=4", str(DATA / "stud_capped.phh")
    )
    assert (status, json.loads(out)["ok"]) == (0, True)


def test_cli_replay_exits_2_with_one_line_for_an_unreadable_file_and_goes_on(capsys):
    files = [str(DATA / "bad_toml.phh"), str(DATA / "razz_fourth.phh")]
    status, out, err = _run(capsys, "replay", "--json", *files)
    assert status == 2
    assert err.count("\n") == 1
    assert err.startswith("croupier phh: ")
    assert "bad_toml.phh:4: TOML syntax error" in err
    assert "Traceback" not in err
    assert json.loads(out)["actor"] == "p4"


def test_cli_unknown_rule_is_one_line_and_exit_2(capsys):
    status, out, err = _run(capsys, "replay", "--rule", "no_such_rule=1", str(DATA / "razz_fourth.phh"))
    assert (status, out) == (2, "")
    assert err.count("\n") == 1
    assert "unknown house rule 'no_such_rule'" in err


def test_cli_readable_summary(capsys):
    files = [str(DATA / name) for name in ("stud_showdown.phh", "razz_fourth.phh", "stud_capped.phh")]
    status, out, _ = _run(capsys, "replay", *files)
    assert status == 1
    assert "hand over. Finishing stacks: p1 1240, p2 995, p3 765" in out
    assert "winnings: p1 +240, p2 -5, p3 -235" in out
    assert "4th street: p4 to act (fold, call 20, raise to 40); pot 120" in out
    assert f"{files[2]}:18: illegal action 9 'p2 cbr 100': the bet is capped" in out


def test_cli_summary_notes_finishing_stacks_that_differ_from_the_file(tmp_path, capsys):
    text = (DATA / "stud_showdown.phh").read_text(encoding="utf-8").replace("[1240, 995, 765]", "[1, 2, 3]")
    path = tmp_path / "wrong.phh"
    path.write_text(text, encoding="utf-8")
    status, out, _ = _run(capsys, "replay", str(path))
    assert status == 0
    assert "but the file's finishing_stacks are [1, 2, 3]" in out


def test_cli_replay_uses_the_profile_a_dealt_file_records(tmp_path, capsys):
    out_dir = tmp_path / "tournament"
    argv = ["phh", "deal", "--variant", "F7S", "--players", "5", "--count", "3", "--seed", "1"]
    rules = ["--profile", "tournament", "--rule", "max_raises_per_round=5"]
    assert main([*argv, *rules, "--out", str(out_dir)]) == 0
    capsys.readouterr()
    (history,) = phh.load(out_dir / "hand-0001.phh")
    assert history.fields["_croupier_profile"] == "tournament"
    assert history.fields["_croupier_rules"] == ["max_raises_per_round=5"]
    status, out, _ = _run(capsys, "replay", "--json", *sorted(str(p) for p in out_dir.iterdir()))
    assert status == 0
    assert all(json.loads(line)["ok"] for line in out.splitlines())


def test_the_installed_command_writes_any_file_name_as_json(tmp_path):
    """A name in UTF-8 is written as it is; one that is not (bytes that no encoding decodes, as a
    file system may hold) is escaped, rather than failing its line or the run."""
    source = (DATA / "razz_fourth.phh").read_bytes()
    accented = tmp_path / "Müller.phh"
    accented.write_bytes(source)
    undecodable = os.path.join(os.fsencode(tmp_path), b"hand-\xff.phh")
    Path(os.fsdecode(undecodable)).write_bytes(source)
    run = subprocess.run(
        [os.fsencode(CROUPIER), b"phh", b"replay", b"--json", os.fsencode(accented), undecodable],
        capture_output=True,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr
    first, second = run.stdout.splitlines()
    assert "Müller.phh".encode() in first
    assert json.loads(first)["file"] == str(accented)
    assert second.isascii()
    assert json.loads(second)["file"] == os.fsdecode(undecodable)
    assert json.loads(second)["actor"] == "p4"


def test_the_installed_command_exits_0_1_and_2():
    ok, illegal, bad = (str(DATA / name) for name in ("razz_fourth.phh", "stud_capped.phh", "bad_card.phh"))
    runs = {
        files: subprocess.run(
            [str(CROUPIER), "phh", "replay", "--json", *files],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            cwd=ROOT,
        )
        for files in ((ok,), (ok, illegal), (ok, illegal, bad))
    }
    assert [run.returncode for run in runs.values()] == [0, 1, 2]
    last = runs[(ok, illegal, bad)]
    assert [json.loads(line)["ok"] for line in last.stdout.splitlines()] == [True, False]
    assert last.stderr.count("\n") == 1
    assert "bad_card.phh:9:" in last.stderr


# ----------------------------------------------------------------------------------- deal


def _deal(tmp_path: Path, name: str, *extra: str) -> Path:
    out = tmp_path / name
    argv = ["phh", "deal", "--variant", "F7S", "--players", "6", "--count", "8", "--seed", "42"]
    assert main([*argv, *extra, "--out", str(out)]) == 0
    return out


def test_deal_writes_complete_valid_hands(tmp_path, capsys):
    out = _deal(tmp_path, "one")
    assert "Wrote 8 Seven Card Stud hand(s)" in capsys.readouterr().out
    files = sorted(out.glob("*.phh"))
    assert [path.name for path in files] == [f"hand-{n:04d}.phh" for n in range(1, 9)]
    for path in files:
        (history,) = phh.load(path)
        assert history.finishing_stacks is not None
        assert sum(history.finishing_stacks) == 6000
        result = phh.replay(history)
        assert result.ok
        assert result.hand.finishing_stacks == history.finishing_stacks


def test_deal_is_byte_identical_for_the_same_seed(tmp_path):
    first, second = _deal(tmp_path, "a"), _deal(tmp_path, "b")
    different = _deal(tmp_path, "c", "--rule", "fourth_street_double_bet=false")
    read = {path.name: path.read_bytes() for path in first.iterdir()}
    assert read == {path.name: path.read_bytes() for path in second.iterdir()}
    assert read != {path.name: path.read_bytes() for path in different.iterdir()}


def test_dealt_hands_mix_folds_calls_bets_and_raises_and_mostly_reach_a_showdown():
    rng = random.Random(9)
    verbs: dict[str, int] = {}
    showdowns = 0
    for _ in range(60):
        hand = deal_random_hand(STUD, Stakes(), [1000] * 6, HouseRules(), rng)
        showdowns += bool(hand.showdown_order)
        for action in phh.from_hand(hand).actions:
            verbs[action.verb] = verbs.get(action.verb, 0) + 1
    assert showdowns > 40
    assert all(verbs.get(verb, 0) > 20 for verb in ("f", "cc", "cbr", "pb", "sm"))


@pytest.mark.parametrize(
    "argv",
    [
        ["--variant", "NT", "--players", "2", "--count", "1", "--seed", "1"],
        ["--variant", "F7S", "--players", "1", "--count", "1", "--seed", "1"],
        ["--variant", "F7S", "--players", "10", "--count", "1", "--seed", "1"],
        ["--variant", "F7S", "--players", "2", "--count", "0", "--seed", "1"],
        ["--variant", "F7S", "--players", "2", "--count", "1", "--seed", "x"],
        ["--variant", "F7S", "--players", "2", "--count", "1"],
        ["--variant", "F7S", "--players", "2", "--count", "1", "--seed", "1", "--profile", "home"],
    ],
)
def test_deal_bad_arguments_are_argparse_errors(tmp_path, capsys, argv):
    with pytest.raises(SystemExit) as caught:
        main(["phh", "deal", *argv, "--out", str(tmp_path)])
    assert caught.value.code == 2
    assert "usage:" in capsys.readouterr().err


def test_deal_unknown_rule_or_too_many_players_is_one_line_exit_2(tmp_path, capsys):
    argv = ["phh", "deal", "--variant", "FR", "--count", "1", "--seed", "1", "--out", str(tmp_path / "x")]
    assert main([*argv, "--players", "3", "--rule", "max_raises=4"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "unknown house rule 'max_raises'" in err
    assert main([*argv, "--players", "9"]) == 2
    assert "allow 8" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()


def _short_bring_in(action: str) -> str:
    """p2 (10 chips) has the low door card and 5 chips left after the ante."""
    actions = json.dumps(["d dh p1 ????Kh", "d dh p2 ????2s", action])
    return _HEADER + f"starting_stacks = [1000, 10]\nactions = {actions}\n"


def test_a_bring_in_all_in_written_as_a_completion_is_read_as_the_bring_in():
    # pokerkit lets the low card "complete" all-in for less than the bring-in and writes "cbr 5".
    text = _short_bring_in("p2 cbr 5")
    hand = phh.replay(phh.loads(text), HouseRules.profile("pokerkit")).hand
    assert (hand.bring_in_seat, hand.actor, hand.pot) == (2, 1, 15)
    assert hand.legal_actions().call == 5


def test_a_bring_in_who_cannot_complete_is_told_why():
    text = _short_bring_in("p2 cbr 3")
    result = phh.replay(phh.loads(text))
    assert result.error is not None
    assert "to , not" not in result.error.reason, result.error.reason
