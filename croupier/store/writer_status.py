"""Where the station's writes stand, as the writer (:mod:`croupier.store.writer`) tells it: the
status and its counters (``WriterStatus``), and the listener that hears them (``WriterListener``).
Plain values, no threads.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

__all__ = ["QuietListener", "WriterListener", "WriterStatus"]


@dataclass(frozen=True, slots=True)
class WriterStatus:
    """Where the writes stand.

    ``waiting``: answers not yet in the progress database (in the outbox or held in memory);
    ``unsaved``: writes not recorded anywhere yet (held in memory: the disk is full);
    ``online``: the database took the last writes it was offered; ``reason`` says why not, and
    ``cause`` names the kind of trouble (``disk_full``, ``unreachable``, ``read_only``, …);
    ``held_reason`` and ``held_cause`` say why writes are held in memory (``disk_full``, …);
    ``refused``: answers the school refused, kept and tried again (``refused_cause`` and
    ``refused_reason`` say why);
    ``elsewhere``: answers kept for another school, the first of them at ``elsewhere_address``;
    ``dropped``: writes lost because memory for held writes ran out (``MAX_HELD``).
    """

    waiting: int = 0
    unsaved: int = 0
    online: bool = True
    reason: str | None = None
    refused: int = 0
    cause: str | None = None
    refused_cause: str | None = None
    refused_reason: str | None = None
    held_reason: str | None = None
    held_cause: str | None = None
    elsewhere: int = 0
    elsewhere_address: str | None = None
    dropped: int = 0


class WriterListener(Protocol):
    def recorded(self, uuid: str) -> None:
        """The write is stored durably somewhere (the database or the outbox)."""

    def failed(self, uuid: str, reason: str) -> None:
        """The write could not be stored anywhere yet; it is held and tried again."""

    def status(self, status: WriterStatus) -> None:
        """Where the writes stand now (called when it changes)."""


class QuietListener:
    """A listener that hears nothing (a writer given none)."""

    def recorded(self, uuid: str) -> None:
        pass

    def failed(self, uuid: str, reason: str) -> None:
        pass

    def status(self, status: WriterStatus) -> None:
        pass
