"""Frozen records compiled with the engine: the base of its events and steps.

A record's fields are its ``__match_args__``, set in order by its constructor and ``Final``: equal to
a record of the same type with equal fields, hashed as the tuple of its fields, written as the call
that makes it, copied and pickled by that call. Compiled (``compiled.MODULES``), a record is made in
a few hundred machine instructions, where a named tuple takes some fifteen hundred and a frozen
dataclass's class costs milliseconds of start-up to build.

>>> class Seat(Record):
...     __slots__ = ("seat",)
...     __match_args__ = ("seat",)
...
...     def __init__(self, seat: int) -> None:
...         self.seat = seat
>>> Seat(3), Seat(3) == Seat(3), Seat(3).fields()
(Seat(seat=3), True, (3,))
"""

from __future__ import annotations

from typing import ClassVar

__all__ = ["Record"]


class Record:
    """A frozen record of the fields named in ``__match_args__`` (see the module)."""

    __slots__ = ()
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def fields(self) -> tuple[object, ...]:
        """The values of the fields, in order."""
        return tuple([getattr(self, name) for name in self.__match_args__])

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.fields() == other.fields()

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self.fields())

    def __repr__(self) -> str:
        values = ", ".join([f"{name}={getattr(self, name)!r}" for name in self.__match_args__])
        return f"{type(self).__name__}({values})"

    def __reduce__(self) -> tuple[type[Record], tuple[object, ...]]:
        return (type(self), self.fields())
