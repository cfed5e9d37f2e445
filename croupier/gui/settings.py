"""The trainer's preferences, typed, saved in ``QSettings`` (or only in memory for tests and
screenshots); ``changed(key)`` tells the window which one moved.

House rules are kept as a profile name (``cash``, ``tournament``, ``pokerkit`` or ``custom``) and one
``rules/<key>`` entry per rule of RULES.md §1, written the way ``HouseRules.override`` reads them.
"""

from __future__ import annotations

import contextlib
import math
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QSettings, Signal

from croupier.engine.chips import ChipError, ChipSet
from croupier.engine.errors import RuleConfigError
from croupier.engine.rules import PROFILES, STUD, VARIANTS, HouseRules, Stakes
from croupier.speech.rates import DEFAULT_RATE, MAX_RATE, MIN_RATE

__all__ = [
    "CUSTOM_PROFILE",
    "DEFAULT_TARGET_SECONDS",
    "STAKES_CHOICES",
    "WALKTHROUGH_INCIDENTS",
    "WALKTHROUGH_LEVELS",
    "WALKTHROUGH_MODES",
    "WALKTHROUGH_SPEEDS",
    "MemoryStore",
    "Settings",
    "SettingsStore",
    "rules_profile",
]

CUSTOM_PROFILE = "custom"
# The dealer-school pace for a typical question (seconds per answer); harder skills get more.
DEFAULT_TARGET_SECONDS = 5.0

# The betting structures offered in the top bar (ante / bring-in / small bet / big bet).
STAKES_CHOICES: tuple[Stakes, ...] = (
    Stakes(2, 5, 10, 20),
    Stakes(5, 10, 20, 40),
    Stakes(10, 25, 50, 100),
    Stakes(25, 50, 100, 200),
)

# The walkthrough's levels and training modes as saved (``Difficulty.key`` and ``Mode.value``, the
# quiz's scale and modes in ``croupier.drills.levels``), the default first.
WALKTHROUGH_LEVELS = ("normal", "beginner", "expert")
WALKTHROUGH_MODES = ("learn", "practice", "table-ready", "exam")
WALKTHROUGH_INCIDENTS = ("rare", "off", "often")
WALKTHROUGH_SPEEDS = ("normal", "slow", "fast")  # the simulated players' (``PlayerSpeed``)


def rules_profile(rules: HouseRules) -> str:
    """The name of the profile ``rules`` are exactly, else ``custom``.

    >>> rules_profile(HouseRules.profile("tournament")), rules_profile(HouseRules(max_raises_per_round=5))
    ('tournament', 'custom')
    """
    for name in PROFILES:
        if HouseRules.profile(name) == rules:
            return name
    return CUSTOM_PROFILE


def _setting_text(value: object) -> str:
    """A house-rule value as ``HouseRules.override`` reads it back (lists joined with commas)."""
    if isinstance(value, list):
        return ",".join(str(item) for item in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


class SettingsStore(Protocol):
    """What ``Settings`` needs of ``QSettings``."""

    def value(self, key: str, defaultValue: Any = None, type: Any = None) -> Any: ...  # noqa: A002, N803

    def setValue(self, key: str, value: Any) -> None: ...


class MemoryStore:
    """A ``SettingsStore`` that forgets everything when it goes (tests, screenshots)."""

    def __init__(self, values: dict[str, Any] | None = None) -> None:
        self.values: dict[str, Any] = dict(values or {})

    def value(self, key: str, defaultValue: Any = None, type: Any = None) -> Any:  # noqa: A002, N803
        found = self.values.get(key, defaultValue)
        return type(found) if type is not None and found is not None else found

    def setValue(self, key: str, value: Any) -> None:
        self.values[key] = value


VOICE_KEYS = ("Space", "F2")
"""The keys voice answers may listen on (the window's other keys are taken)."""


class Settings(QObject):
    """Typed preferences. Each setter stores the value and emits ``changed`` with its key."""

    changed = Signal(str)

    LANGUAGE = "ui/language"
    WELCOMED = "ui/welcomed"
    FOUR_COLOUR = "table/four_colour"
    ANIMATIONS = "table/animations"
    REVEAL = "table/reveal_hole_cards"
    SPEECH = "speech/enabled"
    VARIANT = "game/variant"
    PLAYERS = "game/players"
    STAKES = "game/stakes"
    CHIPS = "game/chips"
    RULES_PROFILE = "rules/profile"
    RULES = "rules"  # the key ``changed`` carries after ``set_house_rules``
    SPEECH_RATE = "speech/rate"
    VOICE_ANSWERS = "voice/enabled"
    VOICE_DEVICE = "voice/device"
    VOICE_KEY = "voice/key"
    DATABASE_URL = "store/database_url"
    TARGET_SECONDS = "progress/target_seconds"
    WALKTHROUGH_DIFFICULTY = "walkthrough/difficulty"
    WALKTHROUGH_MODE = "walkthrough/mode"
    WALKTHROUGH_INCIDENTS = "walkthrough/incidents"
    WALKTHROUGH_SPEED = "walkthrough/players_speed"

    def __init__(self, store: SettingsStore | QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._store: SettingsStore = store if store is not None else MemoryStore()
        self._school_target: float | None = None

    def _bool(self, key: str, default: bool) -> bool:  # noqa: FBT001
        value = self._store.value(key, default)
        if isinstance(value, str):
            return value.lower() in {"true", "1", "yes"}
        return bool(value)

    def _set(self, key: str, value: Any) -> None:
        if self._store.value(key) == value:
            return
        self._store.setValue(key, value)
        self._keep_private()
        self.changed.emit(key)

    def _keep_private(self) -> None:
        """The settings file readable by its owner only (it names the school's database)."""
        if isinstance(self._store, QSettings):
            self._store.sync()
            path = Path(self._store.fileName())
            with contextlib.suppress(OSError):
                if path.is_file():
                    path.chmod(0o600)

    @property
    def location(self) -> str | None:
        """The settings file, None when the settings are kept in memory only."""
        return self._store.fileName() if isinstance(self._store, QSettings) else None

    @property
    def language(self) -> str | None:
        """ "de" or "en"; None follows the system."""
        value = self._store.value(self.LANGUAGE, "")
        return str(value) if value else None

    @language.setter
    def language(self, value: str | None) -> None:
        self._set(self.LANGUAGE, value or "")

    @property
    def welcomed(self) -> bool:
        """The first start's questions were answered on this computer (the next start skips them)."""
        return self._bool(self.WELCOMED, False)

    @welcomed.setter
    def welcomed(self, value: bool) -> None:
        self._set(self.WELCOMED, bool(value))

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
    def voice_answers(self) -> bool:
        """Voice answers in the builder (English only, with a microphone): on unless switched off."""
        return self._bool(self.VOICE_ANSWERS, True)

    @voice_answers.setter
    def voice_answers(self, value: bool) -> None:
        self._set(self.VOICE_ANSWERS, bool(value))

    @property
    def voice_device(self) -> str:
        """The microphone's id ("" for the system's default)."""
        return str(self._store.value(self.VOICE_DEVICE, "") or "")

    @voice_device.setter
    def voice_device(self, value: str) -> None:
        self._set(self.VOICE_DEVICE, str(value))

    @property
    def voice_key(self) -> str:
        """The key that listens and hears: "Space" (the default) or "F2"."""
        value = str(self._store.value(self.VOICE_KEY, VOICE_KEYS[0]) or "")
        return value if value in VOICE_KEYS else VOICE_KEYS[0]

    @voice_key.setter
    def voice_key(self, value: str) -> None:
        if value not in VOICE_KEYS:
            raise ValueError(f"not a key for voice answers: {value!r} (one of {', '.join(VOICE_KEYS)})")
        self._set(self.VOICE_KEY, value)

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
        """Any valid structure (``ante/bring-in/small/big``); 5/10/20/40 if none or unreadable."""
        text = str(self._store.value(self.STAKES, str(STAKES_CHOICES[1])))
        try:
            return Stakes.parse(text)
        except RuleConfigError:
            return STAKES_CHOICES[1]

    @stakes.setter
    def stakes(self, value: Stakes) -> None:
        self._set(self.STAKES, str(value))

    @property
    def chip_set(self) -> ChipSet:
        """The chip values in play (R12.1); 1/5/25/100/500 if none or unreadable."""
        try:
            return ChipSet.parse(str(self._store.value(self.CHIPS, str(ChipSet())) or ChipSet()))
        except ChipError:
            return ChipSet()

    @chip_set.setter
    def chip_set(self, value: ChipSet) -> None:
        self._set(self.CHIPS, str(value))

    # ------------------------------------------------------------------------- house rules

    @property
    def rules_profile(self) -> str:
        """``cash``, ``tournament``, ``pokerkit`` or ``custom`` (the rules differ from every profile)."""
        value = str(self._store.value(self.RULES_PROFILE, "cash") or "cash")
        return value if value in PROFILES or value == CUSTOM_PROFILE else "cash"

    @property
    def house_rules(self) -> HouseRules:
        """The saved rules: the profile's, with every saved ``rules/<key>`` read over them.

        A saved value that no longer reads (an option renamed in a later version) keeps the profile's.
        """
        profile = self.rules_profile
        rules = HouseRules.profile(profile if profile in PROFILES else "cash")
        for key in HouseRules.keys():  # noqa: SIM118 - a classmethod, not a mapping
            value = self._store.value(f"{self.RULES}/{key}")
            if value is None or value == "":
                continue
            try:
                rules = rules.override(key, value)
            except RuleConfigError:
                continue
        return rules

    def set_house_rules(self, rules: HouseRules) -> None:
        """Save every rule and the matching profile name; ``changed("rules")`` once if anything moved."""
        before = (self.rules_profile, self.house_rules)
        for key, value in rules.as_dict().items():
            self._store.setValue(f"{self.RULES}/{key}", _setting_text(value))
        self._store.setValue(self.RULES_PROFILE, rules_profile(rules))
        if before != (self.rules_profile, self.house_rules):
            self.changed.emit(self.RULES)

    # ------------------------------------------------------------------------- speech, store

    @property
    def speech_rate(self) -> int:
        """Words per minute (eSpeak's 80-450; 165 by default)."""
        try:
            value = int(self._store.value(self.SPEECH_RATE, DEFAULT_RATE))
        except (TypeError, ValueError):
            value = DEFAULT_RATE
        return min(max(value, MIN_RATE), MAX_RATE)

    @speech_rate.setter
    def speech_rate(self, value: int) -> None:
        self._set(self.SPEECH_RATE, min(max(int(value), MIN_RATE), MAX_RATE))

    @property
    def database_url(self) -> str:
        """The school's database (``postgresql://…``), or "" for this computer's file.

        ``CROUPIER_DATABASE_URL`` in the environment wins over it (see ``croupier.store``).
        """
        return str(self._store.value(self.DATABASE_URL, "") or "").strip()

    @database_url.setter
    def database_url(self, value: str) -> None:
        self._set(self.DATABASE_URL, value.strip())

    @property
    def school_target(self) -> float | None:
        """The school's answer pace while this station records to a school (set by the window from
        the school's settings, never stored here), else None: the trainee's own stands."""
        return self._school_target

    def set_school_target(self, seconds: float | None) -> None:
        if seconds != self._school_target:
            self._school_target = seconds
            self.changed.emit(self.TARGET_SECONDS)

    @property
    def target_seconds(self) -> float:
        """The pace for a typical question, in seconds per answer (5 by default): the school's on a
        school's station, else this computer's own setting."""
        if self._school_target is not None:
            return self._school_target
        try:
            value = float(self._store.value(self.TARGET_SECONDS, DEFAULT_TARGET_SECONDS))
        except (TypeError, ValueError):
            value = DEFAULT_TARGET_SECONDS
        if not math.isfinite(value) or value <= 0:
            return DEFAULT_TARGET_SECONDS
        return min(max(value, 1.0), 60.0)

    @target_seconds.setter
    def target_seconds(self, value: float) -> None:
        self._set(self.TARGET_SECONDS, round(float(value), 1))

    # ------------------------------------------------------------------------- walkthrough

    @property
    def walkthrough_difficulty(self) -> str:
        """The walkthrough's level last chosen: ``beginner``, ``normal`` (the default) or ``expert``."""
        return self._choice(self.WALKTHROUGH_DIFFICULTY, WALKTHROUGH_LEVELS)

    @walkthrough_difficulty.setter
    def walkthrough_difficulty(self, value: str) -> None:
        self._set(self.WALKTHROUGH_DIFFICULTY, self._checked(value, WALKTHROUGH_LEVELS))

    @property
    def walkthrough_incidents(self) -> str:
        """How often the walkthrough's table goes wrong: ``rare`` (the default), ``off`` or ``often``."""
        return self._choice(self.WALKTHROUGH_INCIDENTS, WALKTHROUGH_INCIDENTS)

    @walkthrough_incidents.setter
    def walkthrough_incidents(self, value: str) -> None:
        self._set(self.WALKTHROUGH_INCIDENTS, self._checked(value, WALKTHROUGH_INCIDENTS))

    @property
    def walkthrough_speed(self) -> str:
        """The simulated players' speed: ``normal`` (the default), ``slow`` or ``fast``."""
        return self._choice(self.WALKTHROUGH_SPEED, WALKTHROUGH_SPEEDS)

    @walkthrough_speed.setter
    def walkthrough_speed(self, value: str) -> None:
        self._set(self.WALKTHROUGH_SPEED, self._checked(value, WALKTHROUGH_SPEEDS))

    @property
    def walkthrough_mode(self) -> str:
        """The walkthrough's training mode last chosen: ``learn`` (the default), ``practice`` or ``exam``."""
        return self._choice(self.WALKTHROUGH_MODE, WALKTHROUGH_MODES)

    @walkthrough_mode.setter
    def walkthrough_mode(self, value: str) -> None:
        self._set(self.WALKTHROUGH_MODE, self._checked(value, WALKTHROUGH_MODES))

    def _choice(self, key: str, choices: tuple[str, ...]) -> str:
        """The saved choice, or the first of ``choices`` if none is saved or it is no longer one."""
        value = str(self._store.value(key, choices[0]) or "")
        return value if value in choices else choices[0]

    @staticmethod
    def _checked(value: str, choices: tuple[str, ...]) -> str:
        text = str(value)  # a StrEnum's value, not its name
        if text not in choices:
            raise ValueError(f"{value!r} is not one of {', '.join(choices)}")
        return text
