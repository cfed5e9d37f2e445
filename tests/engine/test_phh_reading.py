"""Reading PHH in linear time, hand by hand, and ``croupier phh replay`` importing only what it uses.

The scaling test counts work instead of timing it: the characters handed to the tokenizing scan and
to the TOML parser, and the Python lines the reader executes, for files of 250 and 2,000 hands. A
reader that rescans the file for each hand or action (as one did) does eight times the work per hand
in the larger file; a linear one the same.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest
import rtoml
from hypothesis import given, settings
from hypothesis import strategies as st

from croupier.engine import phh
from croupier.engine.errors import BadPHHError
from croupier.engine.phh import actions, reading
from croupier.engine.rules import STUD, STUD8, HouseRules, Stakes
from croupier.engine.simulate import deal_random_hand

DATA = Path(__file__).resolve().parent.parent / "data" / "phh"
ROOT = Path(__file__).resolve().parents[2]


def _phhs_text(count: int) -> str:
    rng = random.Random(5)
    hands = [
        phh.from_hand(deal_random_hand(variant, Stakes(), [1000] * 4, HouseRules(), rng))
        for variant in (STUD, STUD8)
        for _ in range(4)
    ]
    return phh.dumps_all(hands[number % len(hands)] for number in range(count))


class _Work:
    """Characters given to the scan and the parser, and Python lines run in the PHH package."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.characters = 0
        self.lines = 0
        for name in ("scan", "_parse"):
            monkeypatch.setattr(reading, name, self._counting(getattr(reading, name)))

    def _counting(self, function: Callable[[str], object]) -> Callable[[str], object]:
        def counted(text: str) -> object:
            self.characters += len(text)
            return function(text)

        return counted

    def _trace(self, frame, event, arg):
        if not frame.f_code.co_filename.endswith(tuple(f"phh/{n}.py" for n in _MODULES)):
            return None
        if event == "line":
            self.lines += 1
        return self._trace

    def read(self, path: Path) -> list[phh.HandHistory]:
        actions.PARSED.clear()  # the same work for each file, whatever was read before
        sys.settrace(self._trace)
        try:
            histories = phh.load(path)
            for history in histories:  # every line of every action, as an error message would ask
                assert history.origin is not None
                assert len(history.origin.action_lines) == len(history.actions)
        finally:
            sys.settrace(None)
        return histories


_MODULES = ("reading", "positions", "history", "actions")


def test_reading_grows_linearly_with_the_hands_of_a_file(tmp_path, monkeypatch):
    work = {}
    for count in (250, 2000):
        path = tmp_path / f"{count}.phhs"
        path.write_text(_phhs_text(count), encoding="utf-8")
        counter = _Work(monkeypatch)
        assert len(counter.read(path)) == count
        work[count] = counter
        monkeypatch.undo()
    characters = work[2000].characters / work[250].characters
    lines = work[2000].lines / work[250].lines
    assert characters < 10, characters
    assert lines < 10, lines
    # Each character is scanned once and parsed once; the hand a window's end cuts is scanned again
    # with the next window (a hand here is under 1,000 characters).
    size = (tmp_path / "2000.phhs").stat().st_size
    assert work[2000].characters <= 2 * size + (size // reading.WINDOW + 1) * 1000


def test_a_phhs_file_is_read_hand_by_hand(tmp_path):
    path = tmp_path / "three.phhs"
    path.write_text(_phhs_text(3), encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    seen = []
    hands = phh.iter_load(path, progress=lambda done, total: seen.append((done, total)))
    first = next(hands)
    assert first.origin is not None
    assert first.origin.table == "1"
    assert len(seen) == 1
    assert 0 < seen[0][0] < seen[0][1] == len(text)
    assert [history.origin.table for history in hands if history.origin] == ["2", "3"]


def test_a_bad_hand_late_in_a_file_is_found_after_the_good_ones(tmp_path):
    path = tmp_path / "late.phhs"
    path.write_text(_phhs_text(3) + "\n[4]\nvariant = 'F7S'\nsmall_bet = oops\n", encoding="utf-8")
    read = []
    with pytest.raises(BadPHHError) as caught:
        read.extend(phh.iter_load(path))
    assert len(read) == 3
    assert "TOML syntax error" in str(caught.value)


def test_lines_are_scanned_only_when_a_message_needs_them(monkeypatch):
    calls = []
    monkeypatch.setattr(
        "croupier.engine.phh.history.scan", lambda text: calls.append(text) or reading.scan(text)
    )
    (history,) = phh.load(DATA / "razz_fourth.phh")
    assert calls == []
    assert history.origin is not None
    assert history.origin.action_lines[:2] == (9, 10)
    assert history.origin.line_of("_croupier_question") == 25
    assert len(calls) == 1


def test_the_scan_knows_strings_and_comments():
    text = (
        'actions = [\n  "p1 cc # not a [comment]",  # a "quote" and a ] in a comment\n'
        '  \'p2 f\',\n  """p3\n  cc""",\n  "p4 f",\n]\n[next]\n'
    )
    found = reading.scan(text)
    assert found.tables[0].action_lines == [2, 3, 4, 6]
    assert [table.name for table in found.tables] == ["", "next"]
    assert found.too_deep is None


# ----------------------------------------------------------------------------------- flat texts

_POKERKIT_TEXT = (
    "variant = 'F7S/8'\nante_trimming_status = false\nantes = [5, 5, 5]\nbring_in = 10\n"
    "small_bet = 20\nbig_bet = 40\nstarting_stacks = [1000, 1000, -0]\nactions = ['d dh p1 KdTdJd', "
    "'d dh p2 9cKsKc', 'd dh p3 5sQd2h', 'p3 pb', 'p1 cbr 20', 'p2 f', '', 'p3 sm -']\n"
    "players = ['Ann', 'B # \"Bo\" = [1]']\n\nhand = 123456789012345678\nseats = []"
)


@pytest.mark.parametrize(
    "parse", [reading._parse, tomllib.loads, rtoml.loads], ids=["in use", "tomllib", "rtoml"]
)
def test_a_flat_text_as_pokerkit_writes_it_reads_as_the_parser_reads_it(parse):
    flat = reading._flat_toml(_POKERKIT_TEXT)
    parsed = parse(_POKERKIT_TEXT)
    assert flat == parsed
    assert list(flat or {}) == list(parsed)  # in file order
    assert [type(value) for value in (flat or {}).values()] == [type(value) for value in parsed.values()]


@pytest.mark.parametrize(
    "text",
    [
        "a = 'tab\there'",  # a tab: TOML allows it, Python does not count it printable
        "a = 'bell\x07'",
        "a = ['x\x7f']",
        "a = 'it''s'",
        "a = '''x'''",
        'a = "x"',
        "a = +1",
        "a = 01",
        "a = 1_000",
        "a = 1234567890123456789",  # more digits than MAX_DIGITS
        "a = 1.5",
        "a = ['x', 1]",
        "a = [1, ]",
        "a = [[1]]",
        "a = ['x','y']",
        "a = 'caf\u00e9'",
        "a = 1 # remark",
        "a=1",
        "a.b = 1",
        "'a' = 1",
        "a = 1\na = 2",
        "a = 1\r\nb = 2",
        " a = 1",
        "[1]\na = 1",
        "a = true\nb = True",
        "a = 1979-05-27",
    ],
)
def test_anything_else_goes_to_the_parser(text):
    assert reading._flat_toml(text) is None


_PIECES = ["a", "b_c", "-", "0", "1", "9", "'", '"', " ", ", ", " = ", "[", "]", "#", "\n", "\t", "\x01", "+"]


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from([*_PIECES, ".", "_", "\u00e9", "true", "\x7f"]), max_size=24))
def test_whatever_the_flat_reader_reads_the_parser_reads_the_same(pieces):
    text = "".join(pieces)
    flat = reading._flat_toml(text)
    if flat is not None:
        assert flat == tomllib.loads(text)
        assert flat == rtoml.loads(text)


def test_the_flat_reader_reads_pokerkit_s_own_files():
    crosscheck = pytest.importorskip("test_crosscheck")
    rng = random.Random(34)
    with crosscheck.seeded_pokerkit(rng):
        for code in ("F7S", "F7S/8", "FR"):
            game, state = crosscheck.play_pokerkit_hand(code, [1000] * crosscheck.table_sizes(rng), rng)
            text = crosscheck.pokerkit_history(game, state)
            assert reading._flat_toml(text) == tomllib.loads(text)


# ----------------------------------------------------------------------------------- the command


def test_phh_replay_imports_neither_qt_nor_the_drills():
    script = (
        "import sys\n"
        "from croupier.cli import main\n"
        f"status = main(['phh', 'replay', '--json', {str(DATA / 'razz_fourth.phh')!r}])\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'sqlalchemy')"
        " or m.startswith(('croupier.drills', 'croupier.gui', 'croupier.speech', 'croupier.store')))\n"
        "print(status, heavy)\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True, cwd=ROOT
    )
    report, summary = run.stdout.splitlines()
    assert json.loads(report)["actor"] == "p4"
    assert summary == "0 []"


def test_the_full_help_still_lists_every_subcommand(capsys):
    from croupier.cli import main  # noqa: PLC0415

    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert all(name in out for name in ("speak", "phh", "procedure", "gui", "screenshot", "drill"))


def test_a_phhs_file_is_streamed_window_by_window_with_the_lines_of_the_whole_file(tmp_path, monkeypatch):
    """Read in windows much smaller than the file, the hands are those of the whole text, and an
    error in a later window names the file's line."""
    monkeypatch.setattr(reading, "WINDOW", 2048)
    text = _phhs_text(40)
    path = tmp_path / "forty.phhs"
    path.write_text(text, encoding="utf-8")
    streamed = list(phh.iter_load(path))
    assert streamed == phh.loads_all(text)
    assert [history.origin.table_line for history in streamed if history.origin] == [
        number + 1 for number, line in enumerate(text.splitlines()) if line.startswith("[")
    ]
    bad = text + "\n[41]\nvariant = 'F7S'\nsmall_bet = oops\n"
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(BadPHHError, match=rf":{bad.splitlines().index('small_bet = oops') + 1}: "):
        list(phh.iter_load(path))
