"""Malformed hand histories: every one ends in exit 2 (unreadable) or 1 (illegal play) with one line
naming the file, the line and the reason, under either TOML parser, and never a traceback or a hang.

The corpus is ``tests/data/phh/bad`` with its ``MANIFEST.toml`` (written by ``tools/make_bad_phh.py``);
special files (a FIFO, a directory, a device, a file over the size limit) are made here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from croupier.cli import main
from croupier.engine import phh
from croupier.engine.errors import BadPHHError
from croupier.engine.phh import reading

BAD = Path(__file__).resolve().parent.parent / "data" / "phh" / "bad"
GOOD = Path(__file__).resolve().parent.parent / "data" / "phh" / "stud_showdown.phh"
ROOT = Path(__file__).resolve().parents[2]
MANIFEST = tomllib.loads((BAD / "MANIFEST.toml").read_text(encoding="utf-8"))
CROUPIER = Path(sys.executable).parent / "croupier"


@pytest.fixture(params=["rtoml", "tomllib"])
def parser(request, monkeypatch):
    """Each case under the compiled parser and under the standard library's."""
    if request.param == "tomllib":
        monkeypatch.setattr(reading, "_parse", tomllib.loads)
    else:
        pytest.importorskip("rtoml")
    return request.param


def _replay(capsys, path: Path, *options: str) -> tuple[int, str, str]:
    status = main(["phh", "replay", *options, str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def test_every_file_of_the_corpus_is_in_the_manifest_and_back():
    files = {path.name for path in BAD.iterdir() if path.name != "MANIFEST.toml"}
    assert files == set(MANIFEST)
    assert len(files) >= 60


@pytest.mark.parametrize("name", sorted(MANIFEST))
def test_each_malformed_file_gives_its_exit_status_and_one_line(capsys, parser, name):
    expected = MANIFEST[name]
    path = BAD / name
    status, out, err = _replay(capsys, path)
    assert status == expected["exit"], (out, err)
    assert "Traceback" not in out + err
    if expected["exit"] == 2:
        assert err.count("\n") == 1, err
        assert err.startswith(f"croupier phh: {path}:{expected['line']}: "), err
        assert expected["message"] in err
    else:
        assert err == ""
        assert f"{path}:{expected['line']}: " in out
        assert expected["message"] in out


def _read_and_set_up(path: Path) -> None:
    for history in phh.iter_load(path):
        phh.replay(history, phh.history.house_rules(history))
    raise BadPHHError(f"{path}:1: the file holds no hand")


@pytest.mark.parametrize("name", sorted(name for name, case in MANIFEST.items() if case["exit"] == 2))
def test_the_reader_raises_only_bad_phh_errors(parser, name):
    """Whatever is wrong with a file, reading (and setting up its replay) raises ``BadPHHError``."""
    with pytest.raises(BadPHHError, match=rf"^{BAD / name}:\d+: "):
        _read_and_set_up(BAD / name)


def test_json_lines_come_hand_by_hand_before_a_bad_hand_stops_the_file(capsys, parser):
    status, out, err = _replay(capsys, BAD / "phhs_third_hand_bad.phhs", "--json")
    assert status == 2
    assert [json.loads(line)["ok"] for line in out.splitlines()] == [True, True]
    assert ":24: big_bet must be a whole number" in err


# ----------------------------------------------------------------------------------- special files

_FIFO = "it is a FIFO (named pipe), not a regular file"


def test_a_fifo_is_refused_at_once_instead_of_blocking(tmp_path, capsys):
    fifo = tmp_path / "pipe.phh"
    os.mkfifo(fifo)
    status, _, err = _replay(capsys, fifo)
    assert status == 2
    assert err == f"croupier phh: {fifo}:1: cannot read the file: {_FIFO}\n"


def test_a_directory_and_a_device_are_refused(tmp_path, capsys):
    folder = tmp_path / "hands.phhs"
    folder.mkdir()
    status, _, err = _replay(capsys, folder)
    assert status == 2
    assert err == f"croupier phh: {folder}:1: cannot read the file: it is a directory, not a regular file\n"
    status, _, err = _replay(capsys, Path(os.devnull))
    assert status == 2
    assert "it is a device, not a regular file" in err


def test_a_missing_file_is_one_line(tmp_path, capsys):
    status, _, err = _replay(capsys, tmp_path / "nowhere.phh")
    assert status == 2
    assert err == f"croupier phh: {tmp_path}/nowhere.phh:1: cannot read the file: No such file or directory\n"


def test_a_file_over_the_size_limit_is_refused_without_reading_it(tmp_path, capsys):
    big = tmp_path / "huge.phh"
    with big.open("wb") as file:
        file.truncate(reading.MAX_BYTES + 1)  # sparse: nothing is written, nothing need be read
    status, _, err = _replay(capsys, big)
    assert status == 2
    assert err == (f"croupier phh: {big}:1: the file is larger than 64 MiB, the most a hand history may be\n")
    assert reading.read_text(GOOD, max_bytes=4096)
    with pytest.raises(BadPHHError, match="larger than 100 bytes"):
        reading.read_text(GOOD, max_bytes=100)


def test_a_phhs_file_may_be_long_but_not_one_of_its_hands(tmp_path, capsys):
    """A .phhs file is streamed: the size limit holds each hand, not the file."""
    big = tmp_path / "huge.phhs"
    big.write_bytes(b"[1]\n# " + b"x" * reading.MAX_BYTES + b"\n")  # one hand longer than the limit
    status, _, err = _replay(capsys, big)
    assert status == 2
    assert err == f"croupier phh: {big}:1: a hand larger than 64 MiB, the most a hand history may be\n"


def test_a_binary_file_is_refused_at_its_first_nul(tmp_path, capsys):
    """A NUL is in no TOML text: a binary file is refused at once, not tokenised byte by byte."""
    binary = tmp_path / "image.phhs"
    with binary.open("wb") as file:
        file.write(b"[1]\nvariant = 'F7S'\nab\0")
        file.truncate(reading.MAX_BYTES + 1)  # and NULs on (a sparse file) past the limit
    status, _, err = _replay(capsys, binary)
    assert status == 2
    expected = f"{binary}:3: a NUL character at column 3: not the text of a hand history"
    assert err == f"croupier phh: {expected}\n"


def test_a_byte_order_mark_is_accepted(tmp_path, capsys, parser):
    marked = tmp_path / "marked.phh"
    marked.write_bytes(b"\xef\xbb\xbf" + GOOD.read_bytes())
    several = tmp_path / "marked.phhs"
    several.write_bytes(b"\xef\xbb\xbf[1]\n" + GOOD.read_bytes())
    status, out, err = _replay(capsys, marked, "--json")
    assert (status, err, json.loads(out)["finishing_stacks"]) == (0, "", [1240, 995, 765])
    (history,) = phh.load(several)
    (good,) = phh.load(GOOD)
    assert history == good
    assert history.origin is not None
    assert good.origin is not None
    assert history.origin.action_lines == tuple(line + 1 for line in good.origin.action_lines)  # [1]


# ----------------------------------------------------------------------------------- the command


def test_the_installed_command_reads_the_whole_corpus_and_a_fifo_without_a_traceback(tmp_path):
    fifo = tmp_path / "pipe.phh"
    os.mkfifo(fifo)
    files = [str(BAD / name) for name in sorted(MANIFEST)] + [str(fifo)]
    run = subprocess.run(
        [str(CROUPIER), "phh", "replay", *files],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=ROOT,
    )
    assert run.returncode == 2
    assert "Traceback" not in run.stdout + run.stderr
    unreadable = [name for name, case in MANIFEST.items() if case["exit"] == 2]
    lines = run.stderr.splitlines()
    assert len(lines) == len(unreadable) + 1
    assert all(line.startswith("croupier phh: ") for line in lines)
    assert lines[-1].endswith(_FIFO)


@pytest.mark.parametrize("amount", [str(2**64), "9" * 19, "1" * 4000])
def test_an_amount_beyond_every_stack_is_an_illegal_action(capsys, tmp_path, amount):
    """Not a malformed action: the grammar holds, the amount does not (exit 1, ``ok: false`` and
    the reason in the JSON)."""
    path = tmp_path / "huge.phh"
    path.write_text(
        (GOOD.read_text(encoding="utf-8").split("actions = [")[0])
        + 'actions = ["d dh p1 9cQd3d", "d dh p2 5cJhJc", "d dh p3 Kd3s2d", "p3 pb", '
        f'"p1 cc", "p2 cbr {amount}"]\n',
        encoding="utf-8",
    )
    status, out, err = _replay(capsys, path, "--json")
    assert status == 1, err
    assert err == ""
    (line,) = out.splitlines()
    result = json.loads(line)
    assert result["ok"] is False
    assert result["error"]["index"] == 5  # the sixth action, counted from 0
    assert result["error"]["reason"] == f"seat 2 has only 995 in all, not {amount}"
