"""The engine's errors: narrow ``ValueError`` subclasses whose message says what is wrong and why."""

from __future__ import annotations


class CroupierError(ValueError):
    """Base class of every error the engine raises on bad input or an illegal request."""


class CardParseError(CroupierError):
    """A card string that is not a rank followed by a suit, such as ``"Kx"`` or ``"1c"``."""


class ActionParseError(CroupierError):
    """An action string that is not a seat, a verb and the amount the verb takes, such as ``"p3 raise"``."""


class DuplicateCardError(CroupierError):
    """The same card twice where a real deck has it once."""


class DeckExhaustedError(CroupierError):
    """A card was asked of an empty stub."""


class RuleConfigError(CroupierError):
    """An unknown house-rule key or a value the key does not take."""


class IllegalActionError(CroupierError):
    """An action the rules do not allow at this moment (the message says which rule stops it)."""


class OutOfTurnError(IllegalActionError):
    """An action by a player who is not the one to act."""


class BadPHHError(CroupierError):
    """A PHH hand history that cannot be read: the message names the file, the line and the reason."""
