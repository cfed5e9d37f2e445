"""Text to WAV with pyttsx3, cached on disk; pure Python, usable without Qt.

pyttsx3 drives the system's synthesiser: eSpeak NG on Linux, SAPI5 on Windows, NSSpeechSynthesizer
on macOS. A voice is chosen by its language (``choose_voice``), on every driver. What one driver
needs beyond the others lives in its own module (``croupier.speech.espeak``: eSpeak's traps;
``croupier.speech.aiff``: macOS writes AIFF). Common to all:

* ``pyttsx3.init()`` raises (``RuntimeError``, sometimes ``OSError``/``ImportError``) when the
  synthesiser is missing; we turn that into :class:`SpeechUnavailableError`, which callers catch to
  fall back.
* A driver can be initialised once per process (eSpeak), while pyttsx3 keeps engines only in a weak
  dictionary and tears the driver down with the last reference: :class:`EngineHost` keeps the one
  engine alive for the life of the process.
* A fresh engine is "busy", so property changes queue up and reach the driver only inside the
  first ``runAndWait()``: we run one empty loop right after ``init()``.
* ``save_to_file`` writes the final name in place, so a reader could see half a file: we write to a
  temporary name in the cache folder and rename it into place once it is complete.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import threading
import time
import uuid
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import platformdirs

from croupier.speech.aiff import AiffError, aiff_to_wav, is_aiff, is_complete_aiff
from croupier.speech.espeak import DriverQuirks, quirks_for
from croupier.speech.rates import DEFAULT_RATE, clamp_rate

_log = logging.getLogger(__name__)


# Bump when the WAV content for the same (text, lang, rate, voice) would change, e.g. new settings.
_CACHE_FORMAT = "1"


class SpeechError(RuntimeError):
    """Speech could not be produced."""


class SpeechUnavailableError(SpeechError):
    """No speech engine in this process: pyttsx3 could not start the system's synthesiser."""


class SynthesisError(SpeechError):
    """The engine is there, but this phrase did not become a usable WAV file."""


@dataclass(frozen=True)
class VoiceInfo:
    """One voice the engine offers, as pyttsx3 lists it (``id`` is what selects it).

    >>> VoiceInfo("gmw/de", "German", ("de",))
    VoiceInfo(id='gmw/de', name='German', languages=('de',))
    """

    id: str
    name: str
    languages: tuple[str, ...]


@dataclass(frozen=True)
class SynthResult:
    """A phrase on disk: where, with which voice, how long, and whether it came from the cache."""

    path: Path
    voice_id: str
    duration: float
    cached: bool


def default_cache_dir() -> Path:
    """The user's cache folder for the trainer's speech (platformdirs: ``~/.cache/croupier/speech``
    or ``$XDG_CACHE_HOME/croupier/speech`` on Linux, ``%LOCALAPPDATA%\\croupier\\Cache\\speech``
    on Windows, ``~/Library/Caches/croupier/speech`` on macOS)."""
    return Path(platformdirs.user_cache_dir("croupier", appauthor=False)) / "speech"


def _language_tag(language: str) -> str:
    return language.strip().lower().replace("_", "-")


# A voice whose driver lists no usable language (SAPI5 reports an unknown locale as such) is
# still found by the language's name in its own (``Microsoft Hedda Desktop - German``).
_LANGUAGE_NAMES = {"de": ("german", "deutsch"), "en": ("english",)}


def choose_voice(voices: Sequence[VoiceInfo], lang: str) -> VoiceInfo | None:
    """The best voice for a language code such as ``"de"`` or ``"en"``, or None if none speaks it.

    By the languages the driver lists, on every driver (eSpeak: ``de``, ``en-gb``; SAPI5: ``de-DE``;
    macOS: ``de_DE``): an exact match wins, then regional variants (``en-gb`` before the longer
    ``en-gb-scotland``; equals by id), then a voice named for the language.

    >>> voices = [VoiceInfo("gmw/en-us", "English (America)", ("en-us",)),
    ...           VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
    ...           VoiceInfo("gmw/de", "German", ("de",))]
    >>> choose_voice(voices, "de").id, choose_voice(voices, "en").id, choose_voice(voices, "fr")
    ('gmw/de', 'gmw/en', None)
    """
    wanted = _language_tag(lang)
    best: tuple[tuple[int, int, str], VoiceInfo] | None = None
    for voice in voices:
        tags = [_language_tag(language) for language in voice.languages]
        regional = [tag for tag in tags if tag.startswith(wanted + "-")]
        if wanted in tags:
            score = (0, 0, voice.id)
        elif regional:
            score = (1, min(len(tag) for tag in regional), voice.id)
        elif any(name in voice.name.lower() for name in _LANGUAGE_NAMES.get(wanted, ())):
            score = (2, 0, voice.id)
        else:
            continue
        if best is None or score < best[0]:
            best = (score, voice)
    return None if best is None else best[1]


def wav_duration(path: Path) -> float:
    """Length of a WAV file in seconds (0.0 when it holds no frames)."""
    with wave.open(str(path), "rb") as wav:
        rate = wav.getframerate()
        return wav.getnframes() / rate if rate else 0.0


class _Engine(Protocol):
    """The part of ``pyttsx3.Engine`` we use (it ships no type hints)."""

    def getProperty(self, name: str) -> Any: ...
    def setProperty(self, name: str, value: Any) -> None: ...
    def save_to_file(self, text: str, filename: str) -> None: ...
    def runAndWait(self) -> None: ...
    def connect(self, topic: str, cb: Callable[..., None]) -> dict[str, Any]: ...


class EngineHost:
    """Holds the one pyttsx3 engine of a process and serialises its use.

    eSpeak NG cannot be initialised twice in a process, and pyttsx3 rebuilds an engine whose last
    reference was dropped, so the engine must live as long as the process: that is why
    :data:`PROCESS_ENGINE` exists as the one module-level instance. Tests build their own hosts to
    exercise the failure path; the underlying pyttsx3 engine is still shared, as pyttsx3 caches it.

    All use happens under :attr:`lock`. In the app only the speech worker thread takes it; the
    command line uses it from the main thread.
    """

    def __init__(self, init: Callable[[], Any] | None = None) -> None:
        self._init = init
        self._engine: _Engine | None = None
        self._quirks = DriverQuirks()
        self._voices: tuple[VoiceInfo, ...] = ()
        self._finished = threading.Event()
        self._completed = False
        self.lock = threading.RLock()

    def engine(self) -> _Engine:
        """The engine, started on first use. Raises :class:`SpeechUnavailableError`."""
        with self.lock:
            if self._engine is None:
                self._engine = self._start()
            return self._engine

    @property
    def started(self) -> bool:
        """True once the engine is running (no start is attempted)."""
        return self._engine is not None

    def voices(self) -> tuple[VoiceInfo, ...]:
        """Every voice the engine offers."""
        with self.lock:
            engine = self.engine()
            if not self._voices:
                self._voices = tuple(
                    VoiceInfo(
                        id=str(voice.id),
                        name=str(voice.name),
                        languages=tuple(str(language) for language in (voice.languages or ())),
                    )
                    for voice in engine.getProperty("voices")
                )
            return self._voices

    def _start(self) -> _Engine:
        init = self._init
        if init is None:
            try:
                import pyttsx3  # type: ignore[import-untyped]  # noqa: PLC0415 - may be broken
            except ImportError as error:
                raise SpeechUnavailableError(str(error)) from error
            init = pyttsx3.init
        try:
            engine: _Engine = init()
        except (RuntimeError, OSError, ImportError, AttributeError) as error:
            # pyttsx3 reports a missing libespeak-ng as RuntimeError from the driver import.
            raise SpeechUnavailableError(str(error) or type(error).__name__) from error
        self._quirks = quirks_for(engine)
        self._quirks.started(engine)
        engine.connect("finished-utterance", self._on_finished)
        # An empty loop clears the new engine's busy flag, so settings go straight to the driver.
        engine.runAndWait()
        return engine

    def _on_finished(self, **details: object) -> None:
        # Called on the driver's own thread (eSpeak's); an Event is safe to set from anywhere.
        self._completed = bool(details.get("completed", True))
        self._finished.set()

    def save_wav(self, text: str, path: Path, voice_id: str, rate: int, timeout: float) -> None:
        """Synthesise ``text`` into ``path`` (a WAV file) and return once the file is complete."""
        with self.lock:
            engine = self.engine()
            deadline = time.monotonic() + timeout
            late = f"the speech engine did not finish {path.name} within {timeout:.0f} s"
            for _attempt in range(3):
                self._finished.clear()
                self._completed = False
                engine.setProperty("voice", voice_id)
                engine.setProperty("rate", rate)
                if not self._quirks.before_phrase(deadline):
                    raise SynthesisError(f"the speech engine ({self._quirks.name}) stayed busy")
                engine.save_to_file(text, str(path))
                engine.runAndWait()
                if self._quirks.waits_for_event:
                    if not self._finished.wait(max(0.0, deadline - time.monotonic())):
                        raise SynthesisError(late)
                    if not self._completed:
                        _log.debug("%s cancelled %s; trying again", self._quirks.name, path.name)
                        continue
                break
            else:
                msg = f"the speech engine ({self._quirks.name}) kept cancelling {path.name}"
                raise SynthesisError(msg)
            # eSpeak's event says it is done, the file check guards against a late event left over
            # from an earlier phrase that timed out; the other drivers are done when the file is.
            while not (_complete_wav(path) or is_complete_aiff(path)):
                if time.monotonic() > deadline:
                    raise SynthesisError(late)
                time.sleep(0.005)
            if is_aiff(path):  # macOS's synthesiser writes AIFF, whatever the name
                try:
                    aiff_to_wav(path, path)
                except AiffError as error:
                    raise SynthesisError(str(error)) from error


def _complete_wav(path: Path) -> bool:
    try:
        with wave.open(str(path), "rb") as wav:
            return wav.getnframes() > 0
    except (OSError, EOFError, wave.Error):
        return False


PROCESS_ENGINE = EngineHost()
"""The one engine holder of this process (see :class:`EngineHost` for why it must be global)."""


class Synthesizer:
    """Turns (text, language, rate) into a cached WAV file with a voice for that language.

    Thread-safe; blocks the calling thread while the synthesiser works, so the GUI calls it from the
    speech worker thread, never from the main thread.
    """

    def __init__(self, cache_dir: Path | None = None, host: EngineHost | None = None) -> None:
        self.cache_dir = cache_dir if cache_dir is not None else default_cache_dir()
        self._host = host if host is not None else PROCESS_ENGINE
        self._voice_for: dict[str, VoiceInfo] = {}

    def start(self) -> None:
        """Start the engine now rather than at the first phrase; raises SpeechUnavailableError."""
        self._host.engine()

    def voices(self) -> tuple[VoiceInfo, ...]:
        """Every voice the engine offers."""
        return self._host.voices()

    def voice_for(self, lang: str) -> VoiceInfo:
        """The voice used for ``lang``; the engine's English (or first) voice if none speaks it."""
        with self._host.lock:
            if lang not in self._voice_for:
                voices = self._host.voices()
                voice = choose_voice(voices, lang)
                if voice is None:
                    voice = choose_voice(voices, "en") or (voices[0] if voices else None)
                    if voice is None:
                        msg = "the speech engine offers no voices"
                        raise SynthesisError(msg)
                    _log.warning("No voice for %r installed; speaking with %s", lang, voice.id)
                self._voice_for[lang] = voice
            return self._voice_for[lang]

    def cache_path(self, text: str, lang: str, rate: int, voice_id: str) -> Path:
        """Where the WAV for these settings lives in the cache."""
        key = "\0".join((_CACHE_FORMAT, text, lang, str(rate), voice_id))
        digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]
        return self.cache_dir / f"{digest}.wav"

    def synthesize(self, text: str, lang: str, rate: int = DEFAULT_RATE) -> SynthResult:
        """The WAV for ``text`` spoken in ``lang`` at ``rate`` words per minute, from the cache
        when it is there. Raises SpeechUnavailableError or SynthesisError."""
        phrase = " ".join(text.split())
        if not phrase:
            msg = "nothing to say: the text is empty"
            raise ValueError(msg)
        rate = clamp_rate(rate)
        voice = self.voice_for(lang)
        target = self.cache_path(phrase, lang, rate, voice.id)
        if _complete_wav(target):
            return SynthResult(target, voice.id, wav_duration(target), cached=True)
        self.cache_dir.mkdir(parents=True, exist_ok=True)
        partial = target.with_name(f".{target.stem}.{uuid.uuid4().hex}.part.wav")
        # Generous: eSpeak needs ~1 ms per character here; a cold disk or a busy machine more.
        timeout = 10.0 + 0.05 * len(phrase)
        try:
            self._host.save_wav(phrase, partial, voice.id, rate, timeout)
            os.replace(partial, target)
        finally:
            with contextlib.suppress(FileNotFoundError):
                partial.unlink()
        return SynthResult(target, voice.id, wav_duration(target), cached=False)
