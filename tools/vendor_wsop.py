"""Write tests/data/phh/wsop: the 30 stud-family hands of WSOP 2023 event #43 as pokerkit replays them.

pokerkit's own tests (``pokerkit/tests/test_wsop/test_2023_43_5.py``, shipped in its wheel) play the
hands of Day 5 of the 2023 World Series of Poker Event #43, the $50,000 Poker Players Championship,
card by card from the broadcast, and check every finishing stack. This script runs those tests for
the Seven Card Stud, Razz and Stud Hi-Lo hands, takes the hand history each writes with
``HandHistory.from_game_state`` and saves it as a ``.phh`` file with the finishing stacks the test
asserts, its source named in the file. pokerkit is MIT-licensed: its notice is copied beside them.

Run ``.venv/bin/python tools/vendor_wsop.py`` (needs the test extras: pokerkit); the files are
committed, and the tests read them, never this script.
"""

from __future__ import annotations

import dataclasses
import inspect
import unittest
from importlib import metadata
from pathlib import Path

import pokerkit
from pokerkit import notation
from pokerkit.tests.test_wsop import test_2023_43_5 as wsop

OUT = Path(__file__).resolve().parents[1] / "tests" / "data" / "phh" / "wsop"
STUD_FAMILY = (
    "FixedLimitSevenCardStud(",
    "FixedLimitRazz(",
    "FixedLimitSevenCardStudHighLowSplitEightOrBetter(",
)
URL = "https://www.pokergo.com/videos/6e5e4f34-9857-458c-b61e-d478ad29dbd6"
EVENT = "2023 World Series of Poker Event #43: $50,000 Poker Players Championship, Day 5"


def main() -> int:
    captured: list[tuple[notation.HandHistory, list[int]]] = []
    original = notation.HandHistory.from_game_state.__func__  # type: ignore[attr-defined]

    def capture(cls: type, game: object, state: pokerkit.State, *args: object, **kwargs: object) -> object:
        history = original(cls, game, state, *args, **kwargs)
        captured.append((history, list(state.stacks)))
        return history

    notation.HandHistory.from_game_state = classmethod(capture)  # type: ignore[method-assign, assignment]
    version = metadata.version("pokerkit")
    names = sorted(
        (name for name in dir(wsop.StateTestCase) if name.startswith("test_")),
        key=lambda name: int(name.split("_")[1]),
    )
    OUT.mkdir(parents=True, exist_ok=True)
    written = 0
    for name in names:
        if not any(game in inspect.getsource(getattr(wsop.StateTestCase, name)) for game in STUD_FAMILY):
            continue
        captured.clear()
        result = unittest.TextTestRunner(verbosity=0, stream=open("/dev/null", "w")).run(  # noqa: SIM115
            wsop.StateTestCase(name)
        )
        if not result.wasSuccessful():
            print(f"vendor_wsop: pokerkit's {name} failed")
            return 1
        history, stacks = captured[0]
        number, hours, minutes, seconds = name.split("_")[1:]
        history = dataclasses.replace(
            history,
            event=EVENT,
            url=URL,
            year=2023,
            hand=int(number),
            finishing_stacks=stacks,
        )
        at = f"{hours}:{minutes}:{seconds}"
        header = (
            f"# WSOP 2023 Event #43, Day 5, hand {number} (at {at} of the broadcast).\n"
            f"# From pokerkit {version}'s tests: pokerkit/tests/test_wsop/test_2023_43_5.py, {name},\n"
            "# written by pokerkit's HandHistory.from_game_state with the finishing stacks the test "
            "asserts.\n"
            "# pokerkit is MIT-licensed (LICENSE-pokerkit.txt beside this file).\n"
        )
        (OUT / f"2023-43-{int(number):02d}.phh").write_text(header + history.dumps() + "\n", encoding="utf-8")
        written += 1
    licence = Path(str(metadata.distribution("pokerkit").locate_file("pokerkit-" + version + ".dist-info")))
    (OUT / "LICENSE-pokerkit.txt").write_text(
        (licence / "licenses" / "LICENSE").read_text(encoding="utf-8"), encoding="utf-8"
    )
    print(f"vendor_wsop: wrote {written} hands to {OUT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
