"""Hearing a call: pocketsphinx's English (en-us) acoustic model searched through a grammar of the
calls the question could take, over one whole utterance (the key held, then released). No Qt.

What makes it reliable on clear speech (measured on eSpeak NG's voices, ``tests/voice``):

* the grammar is small: only the calls this question could take (``croupier.voice.calls``), each a
  whole phrase, so the search never strays into words that are no call;
* no filler words inside the grammar (``-fsgusefiller no``): a pause is not heard as "uh"; the
  silence at the ends is trimmed before decoding instead (``audio.trim``);
* the utterance is decoded whole (``process_raw(full_utt=True)``), so the cepstral mean is the
  utterance's own, and the decoder runs at the sound's own rate (the FFT sized for it) instead of
  the sound being resampled;
* a little dither (seeded, so the same sound is always heard the same way) keeps eSpeak's exact
  digital silence from collapsing the features;
* a hypothesis that did not reach the grammar's end (a partial path) is no call at all.

Words the dictionary lacks are spelled from a form it has ("deuces" from "deuce"); any other
unknown word is a ``VoiceError``. A ``Recogniser`` may be used from any one thread at a time (it
holds a lock), so the window runs it in a worker thread.
"""

from __future__ import annotations

import hashlib
import importlib
import threading
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, cast

from croupier.voice.audio import Audio, trim

__all__ = ["Grammar", "Heard", "Recogniser", "VoiceError", "VoiceUnavailableError", "available"]


class VoiceError(RuntimeError):
    """The recogniser cannot hear this grammar or this sound."""


class VoiceUnavailableError(VoiceError):
    """pocketsphinx (or its English model) is not installed."""


class _Hypothesis(Protocol):
    hypstr: str


class _Decoder(Protocol):
    """The part of ``pocketsphinx.Decoder`` used here (the package ships no type hints)."""

    def lookup_word(self, word: str) -> str | None: ...
    def add_word(self, word: str, phones: str, update: bool = ...) -> int: ...  # noqa: FBT001
    def add_jsgf_string(self, name: str, jsgf_string: str) -> None: ...
    def activate_search(self, search_name: str | None = ...) -> None: ...
    def remove_search(self, search_name: str) -> None: ...
    def start_utt(self) -> None: ...
    def process_raw(self, data: bytes, no_search: bool = ..., full_utt: bool = ...) -> None: ...  # noqa: FBT001
    def end_utt(self) -> None: ...
    def hyp(self) -> _Hypothesis | None: ...


def _pocketsphinx() -> Any:
    try:
        return importlib.import_module("pocketsphinx")
    except ImportError as error:  # pragma: no cover - a pinned dependency
        raise VoiceUnavailableError(f"pocketsphinx is not installed: {error}") from error


def available() -> bool:
    """Can this machine recognise speech (pocketsphinx and its English model are installed)?"""
    try:
        module = _pocketsphinx()
    except VoiceUnavailableError:  # pragma: no cover
        return False
    return Path(module.get_model_path("en-us/en-us")).is_dir()


@dataclass(frozen=True, slots=True)
class Grammar:
    """The phrases that may be heard, each a tuple of words (``croupier.voice.words``)."""

    phrases: tuple[tuple[str, ...], ...]

    @classmethod
    def of(cls, phrases: Iterable[Sequence[str]]) -> Grammar:
        unique = dict.fromkeys(tuple(phrase) for phrase in phrases if phrase)
        if not unique:
            raise VoiceError("a grammar needs at least one phrase")
        return cls(tuple(unique))

    @property
    def words(self) -> frozenset[str]:
        return frozenset(word for phrase in self.phrases for word in phrase)

    def jsgf(self) -> str:
        """The grammar as JSGF: one public rule, each phrase a whole alternative."""
        body = " | ".join("( " + " ".join(phrase) + " )" for phrase in self.phrases)
        return f"#JSGF V1.0;\ngrammar calls;\npublic <call> = {body};\n"


@dataclass(frozen=True, slots=True)
class Heard:
    """What was heard: a phrase of the grammar, or None (nothing, or no whole call), and how long
    the decoding took."""

    words: tuple[str, ...] | None
    seconds: float

    @property
    def text(self) -> str:
        return " ".join(self.words or ())


_SIBILANTS = {"S", "Z", "SH", "ZH", "CH", "JH"}
_VOICELESS = {"P", "T", "K", "F", "TH"}
_SEARCHES_KEPT = 8


class Recogniser:
    """pocketsphinx with the settings above, one decoder per sample rate (16 kHz from the
    microphone, 22.05 kHz from eSpeak's files)."""

    def __init__(self) -> None:
        self._module = _pocketsphinx()
        self._decoders: dict[int, _Decoder] = {}
        self._searches: dict[int, list[str]] = {}
        self._lock = threading.Lock()

    def _decoder(self, rate: int) -> _Decoder:
        decoder = self._decoders.get(rate)
        if decoder is None:
            module = self._module
            nfft = 1 << max(8, (int(0.025625 * rate) - 1).bit_length())
            config = module.Config(
                hmm=module.get_model_path("en-us/en-us"),
                dict=module.get_model_path("en-us/cmudict-en-us.dict"),
                lm=None,
                samprate=rate,
                nfft=nfft,
                fsgusefiller=False,
                bestpath=False,
                dither=True,
                seed=1,
                loglevel="FATAL",
            )
            try:
                decoder = cast("_Decoder", module.Decoder(config))
            except (RuntimeError, ValueError) as error:
                raise VoiceUnavailableError(f"the English model did not load: {error}") from error
            self._decoders[rate] = decoder
            self._searches[rate] = []
        return decoder

    def missing(self, words: Iterable[str], rate: int = 16000) -> list[str]:
        """The words neither the dictionary nor a form of them in it can spell."""
        with self._lock:
            decoder = self._decoder(rate)
            return [word for word in sorted(set(words)) if not self._pronounce(decoder, word)]

    @staticmethod
    def _pronounce(decoder: _Decoder, word: str) -> bool:
        if decoder.lookup_word(word):
            return True
        phones = None
        if word.endswith("es") and (stem := decoder.lookup_word(word[:-1])):  # deuce → deuces
            phones = stem + (" IH Z" if stem.split()[-1] in _SIBILANTS else " Z")
        elif word.endswith("s") and (stem := decoder.lookup_word(word[:-1])):
            last = stem.split()[-1]
            phones = stem + (" IH Z" if last in _SIBILANTS else " S" if last in _VOICELESS else " Z")
        if phones is None:
            return False
        decoder.add_word(word, phones, True)
        return True

    def _activate(self, decoder: _Decoder, rate: int, grammar: Grammar) -> None:
        text = grammar.jsgf()
        name = "g" + hashlib.sha1(text.encode(), usedforsecurity=False).hexdigest()[:16]
        searches = self._searches[rate]
        if name not in searches:
            unknown = [word for word in sorted(grammar.words) if not self._pronounce(decoder, word)]
            if unknown:
                raise VoiceError("not in the English dictionary: " + ", ".join(unknown))
            try:
                decoder.add_jsgf_string(name, text)
            except ValueError as error:
                raise VoiceError(f"the grammar did not compile: {error}") from error
            searches.append(name)
            if len(searches) > _SEARCHES_KEPT:
                decoder.remove_search(searches.pop(0))
        else:
            searches.remove(name)
            searches.append(name)
        decoder.activate_search(name)

    def prepare(self, grammar: Grammar, rate: int = 16000) -> None:
        """Compile ``grammar`` now (when the question is asked), so that hearing it later costs
        only the decoding. Raises VoiceError as ``hear`` does."""
        with self._lock:
            self._activate(self._decoder(rate), rate, grammar)

    def hear(self, audio: Audio, grammar: Grammar) -> Heard:
        """The phrase of ``grammar`` said in ``audio``, or ``Heard(None, …)`` for none."""
        started = time.perf_counter()
        speech = trim(audio, gap=0.03)
        with self._lock:
            decoder = self._decoder(audio.rate)
            self._activate(decoder, audio.rate, grammar)
            if len(speech.samples) < audio.rate // 10:  # under 50 ms: nothing said
                return Heard(None, time.perf_counter() - started)
            decoder.start_utt()
            decoder.process_raw(speech.samples, full_utt=True)
            decoder.end_utt()
            hypothesis = decoder.hyp()
        words = tuple(hypothesis.hypstr.split()) if hypothesis is not None else ()
        return Heard(words if words in grammar.phrases else None, time.perf_counter() - started)
