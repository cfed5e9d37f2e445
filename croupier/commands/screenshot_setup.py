"""What the screenshot views share: the players at the table and the seed of its hands, so that
every view shows the same table and every run the same picture."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QWidget

__all__ = ["SHOT_PLAYERS", "SHOT_SEED", "Shot"]

Shot = Callable[[dict[str, Any]], QWidget]
"""A view: builds the widget to photograph from the command's context (translations, size …)."""

SHOT_PLAYERS = 7
SHOT_SEED = 7
