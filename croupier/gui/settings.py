"""The trainer's preferences, typed, saved in ``QSettings`` (or only in memory for tests and
screenshots); ``changed(key)`` tells the window which one moved."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QObject, QSettings, Signal

from croupier.engine.rules import STUD, VARIANTS, Stakes

__all__ = ["STAKES_CHOICES", "MemoryStore", "Settings", "SettingsStore"]

# The betting structures offered in the top bar (ante / bring-in / small bet / big bet).
STAKES_CHOICES: tuple[Stakes, ...] = (
    Stakes(2, 5, 10, 20),
    Stakes(5, 10, 20, 40),
    Stakes(10, 25, 50, 100),
    Stakes(25, 50, 100, 200),
)


class SettingsStore(Protocol):
    """What ``Settings`` needs of ``QSettings``."""

    def value(self, key: str, defaultValue: Any = None, type: Any = None) -> Any: ...  # noqa: A002, N803

    def setValue(self, key: str, value: Any) -> None: ...  # noqa: N802


class MemoryStore:
    """A ``SettingsStore`` that forgets everything when it goes (tests, screenshots)."""

    def __init__(self, values: dict[str, Any] | None = None) -> None:
        self.values: dict[str, Any] = dict(values or {})

    def value(self, key: str, defaultValue: Any = None, type: Any = None) -> Any:  # noqa: A002, N803
        found = self.values.get(key, defaultValue)
        return type(found) if type is not None and found is not None else found

    def setValue(self, key: str, value: Any) -> None:  # noqa: N802
        self.values[key] = value


class Settings(QObject):
    """Typed preferences. Each setter stores the value and emits ``changed`` with its key."""

    changed = Signal(str)

    LANGUAGE = "ui/language"
    FOUR_COLOUR = "table/four_colour"
    ANIMATIONS = "table/animations"
    REVEAL = "table/reveal_hole_cards"
    SPEECH = "speech/enabled"
    VARIANT = "game/variant"
    PLAYERS = "game/players"
    STAKES = "game/stakes"

    def __init__(self, store: SettingsStore | QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store: SettingsStore = store if store is not None else MemoryStore()

    def _bool(self, key: str, default: bool) -> bool:  # noqa: FBT001
        value = self._store.value(key, default)
        if isinstance(value, str):
            return value.lower() in {"true", "1", "yes"}
        return bool(value)

    def _set(self, key: str, value: Any) -> None:
        if self._store.value(key) == value:
            return
        self._store.setValue(key, value)
        self.changed.emit(key)

    @property
    def language(self) -> str | None:
        """ "de" or "en"; None follows the system."""
        value = self._store.value(self.LANGUAGE, "")
        return str(value) if value else None

    @language.setter
    def language(self, value: str | None) -> None:
        self._set(self.LANGUAGE, value or "")

    @property
    def four_colour(self) -> bool:
        return self._bool(self.FOUR_COLOUR, False)

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self._set(self.FOUR_COLOUR, bool(value))

    @property
    def animations(self) -> bool:
        return self._bool(self.ANIMATIONS, True)

    @animations.setter
    def animations(self, value: bool) -> None:
        self._set(self.ANIMATIONS, bool(value))

    @property
    def reveal_hole_cards(self) -> bool:
        return self._bool(self.REVEAL, False)

    @reveal_hole_cards.setter
    def reveal_hole_cards(self, value: bool) -> None:
        self._set(self.REVEAL, bool(value))

    @property
    def speech(self) -> bool:
        return self._bool(self.SPEECH, False)

    @speech.setter
    def speech(self, value: bool) -> None:
        self._set(self.SPEECH, bool(value))

    @property
    def variant(self) -> str:
        """The variant's PHH code: F7S, F7S/8 or FR."""
        value = str(self._store.value(self.VARIANT, STUD.code))
        return value if value in VARIANTS else STUD.code

    @variant.setter
    def variant(self, value: str) -> None:
        self._set(self.VARIANT, value)

    @property
    def players(self) -> int:
        try:
            value = int(self._store.value(self.PLAYERS, 6))
        except (TypeError, ValueError):
            value = 6
        return min(max(value, 2), 8)

    @players.setter
    def players(self, value: int) -> None:
        self._set(self.PLAYERS, int(value))

    @property
    def stakes(self) -> Stakes:
        text = str(self._store.value(self.STAKES, str(STAKES_CHOICES[1])))
        for choice in STAKES_CHOICES:
            if str(choice) == text:
                return choice
        return STAKES_CHOICES[1]

    @stakes.setter
    def stakes(self, value: Stakes) -> None:
        self._set(self.STAKES, str(value))
