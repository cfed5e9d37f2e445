"""The dealer's pace target, the one home of its numbers: hands an hour at an 8-handed stud game
(R1.2's eight), the default and the targets an instructor may set. The store keeps a school's
target (``croupier.store.school``) and the training scales it to the table dealt
(``croupier.training.pace``); both read these.
"""

from __future__ import annotations

__all__ = ["DEFAULT_TARGET", "FULL_TABLE", "TARGETS"]

DEFAULT_TARGET = 30
"""Hands an hour an instructor expects at an 8-handed stud game, unless they set another."""

TARGETS = range(5, 121)
"""The targets an instructor may set (hands an hour at an 8-handed table)."""

FULL_TABLE = 8
"""The table size the target is set for (R1.2's eight players)."""
