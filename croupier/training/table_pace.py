"""The table's pace in the walkthrough, the trainee's to choose: how long the simulated players
think before each move, and how long the table waits for the dealer to stop it when a player does
something wrong (the countdown the window shows). No Qt.

>>> PlayerSpeed.parse("slow").delay_ms > PlayerSpeed.NORMAL.delay_ms > PlayerSpeed.FAST.delay_ms
True
>>> PlayerSpeed.parse("warp")
<PlayerSpeed.NORMAL: 'normal'>
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["PlayerSpeed"]


class PlayerSpeed(StrEnum):
    """The simulated players' speed."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"

    @classmethod
    def parse(cls, text: object) -> PlayerSpeed:
        """A saved value read back; anything unknown is ``normal``."""
        try:
            return cls(str(text))
        except ValueError:
            return cls.NORMAL

    @property
    def delay_ms(self) -> int:
        """A player's pause before each move."""
        return {PlayerSpeed.SLOW: 1800, PlayerSpeed.NORMAL: 800, PlayerSpeed.FAST: 250}[self]

    @property
    def notice_ms(self) -> int:
        """How long the table waits for Stop after a player's incident before it counts as missed."""
        return {PlayerSpeed.SLOW: 25_000, PlayerSpeed.NORMAL: 15_000, PlayerSpeed.FAST: 8_000}[self]
