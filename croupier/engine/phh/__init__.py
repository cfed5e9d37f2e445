"""PHH hand histories (pokerkit's standard): read with tomllib, write plain TOML, replay into a Hand.

A ``.phh`` file holds one hand; a ``.phhs`` file holds several, as tables ``[1]``, ``[2]``, …
Burn cards are not recorded, so a replay burns unknown cards and scrambles when the hand says so.
The package is split along its seams: ``actions`` (one action), ``history`` (a hand as a value and
its checks), ``reading``, ``writing`` and ``replaying``; everything is imported from here.

>>> history = loads('''
... variant = "F7S"
... antes = [5, 5]
... bring_in = 10
... small_bet = 20
... big_bet = 40
... starting_stacks = [1000, 1000]
... actions = ["d dh p1 ????2c", "d dh p2 ????Kd", "p1 pb", "p2 cbr 20"]
... ''')
>>> result = replay(history)
>>> result.ok, result.hand.actor, result.hand.pot
(True, 1, 40)
>>> print(history.actions[3], PHHAction.parse("p1 sm AsKs # shows"), sep=" | ")
p2 cbr 20 | p1 sm AsKs # shows
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from croupier import lazy_exports
from croupier.engine import compiled as _compiled

# The compiled replay loop, when the engine's compiled modules are in use (see compiled.py).
_compiled.activate_subpackage(__path__, "phh")

from croupier.engine.phh.actions import PHHAction  # noqa: E402 - after the compiled path is set
from croupier.engine.phh.history import HandHistory, Origin  # noqa: E402
from croupier.engine.phh.reading import iter_load, iter_loads_all, load, loads, loads_all, read_text  # noqa: E402
from croupier.engine.phh.replaying import Replay, ReplayError, replay  # noqa: E402

if TYPE_CHECKING:
    from croupier.engine.phh.writing import dumps, dumps_all, from_hand

# Imported from ``writing`` when first used: replaying a file (``croupier phh replay``) writes none,
# and ``writing`` brings in ``json`` and ``datetime``.
__getattr__ = lazy_exports(__name__, {"dumps": "writing", "dumps_all": "writing", "from_hand": "writing"})


__all__ = [
    "HandHistory",
    "Origin",
    "PHHAction",
    "Replay",
    "ReplayError",
    "dumps",
    "dumps_all",
    "from_hand",
    "iter_load",
    "iter_loads_all",
    "load",
    "loads",
    "loads_all",
    "read_text",
    "replay",
]
