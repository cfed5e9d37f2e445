"""What pyttsx3's eSpeak NG driver (Linux, and anywhere eSpeak is chosen) needs beyond the other
drivers; pure Python, no Qt. ``croupier.speech.synth`` asks :func:`quirks_for` which apply.

pyttsx3 2.99's eSpeak driver has traps this module absorbs:

* ``runAndWait()`` returns as soon as synthesis has *started* (eSpeak works on its own thread), so
  the WAV may not exist yet: the phrase is done when the ``finished-utterance`` callback says so
  (``waits_for_event``), not when the loop returns.
* Voice and rate are applied by eSpeak's command queue, and ``runAndWait()`` cancels eSpeak when
  that queue is not empty: the rate is lost and the phrase is cut short or never written
  (``finished-utterance`` then reports ``completed=False``, and the phrase is made again). So each
  phrase waits for eSpeak to be idle first (:meth:`ESpeakQuirks.before_phrase`).
* The driver prints "Audio saved to ..." on stdout after every file; that goes to the log.

The other drivers (SAPI5 on Windows, NSSpeechSynthesizer on macOS) need none of this: SAPI5 writes
the file before ``runAndWait()`` returns and sends no ``finished-utterance`` for a file at all.
"""

from __future__ import annotations

import logging
import sys
import time
from typing import Any

__all__ = ["DriverQuirks", "ESpeakQuirks", "quirks_for"]

_log = logging.getLogger(__name__)


class DriverQuirks:
    """A pyttsx3 driver that writes a file before ``runAndWait()`` returns, or says when it is
    done with ``finished-utterance`` (SAPI5, NSSpeechSynthesizer)."""

    name = "generic"
    waits_for_event = False
    """Must the ``finished-utterance`` callback come before the file counts as written?"""

    def started(self, engine: Any) -> None:
        """Once, after the engine started."""

    def before_phrase(self, deadline: float) -> bool:
        """Before each phrase: ready by ``deadline`` (``time.monotonic()``)? False if not."""
        return True


class ESpeakQuirks(DriverQuirks):
    """pyttsx3's eSpeak NG driver (see the module's docstring)."""

    name = "espeak"
    waits_for_event = True

    def started(self, engine: Any) -> None:
        driver = sys.modules.get("pyttsx3.drivers.espeak")
        if driver is not None:
            driver.print = _quiet_print  # type: ignore[attr-defined]

    def before_phrase(self, deadline: float) -> bool:
        espeak = sys.modules.get("pyttsx3.drivers._espeak")
        if espeak is None:
            return True
        while espeak.IsPlaying():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.001)
        return True


def _quiet_print(*args: object, **kwargs: Any) -> None:
    _log.debug("pyttsx3: %s", " ".join(str(arg) for arg in args))


def quirks_for(engine: Any) -> DriverQuirks:
    """The quirks of the driver ``engine`` (a ``pyttsx3.Engine``) runs on."""
    return ESpeakQuirks() if getattr(engine, "driver_name", None) == "espeak" else DriverQuirks()
