"""What the screenshot views share: the players at the table and the seed of its hands, so that
every view shows the same table and every run the same picture."""

from __future__ import annotations

__all__ = ["SHOT_PLAYERS", "SHOT_SEED"]

SHOT_PLAYERS = 7
SHOT_SEED = 7
