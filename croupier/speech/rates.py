"""Speaking rates (words per minute), apart from the synthesis so that the settings need nothing else."""

from __future__ import annotations

__all__ = ["DEFAULT_RATE", "MAX_RATE", "MIN_RATE", "clamp_rate"]

DEFAULT_RATE = 165
"""Words per minute: a calm dealer's pace, a little slower than eSpeak's own 175."""

MIN_RATE = 80
MAX_RATE = 450


def clamp_rate(rate: int) -> int:
    """eSpeak's usable range of words per minute.

    >>> clamp_rate(20), clamp_rate(165), clamp_rate(900)
    (80, 165, 450)
    """
    return max(MIN_RATE, min(MAX_RATE, int(rate)))
