"""The sound devices, as Qt's ``QMediaDevices`` sees them on every system (PulseAudio or PipeWire,
ALSA, WASAPI, CoreAudio): outputs for the spoken prompts, inputs for voice answers.

QtMultimedia loads only when a device is first asked for (never before the window's first frame).
While it looks for its optional back-ends it logs warnings that are harmless and not actionable
(no PipeWire or VA-API library, no PulseAudio server on a machine without sound); those alone are
muted, every other message reaches the handler that was there.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QAudioDevice

__all__ = ["audio_output_available", "input_device", "input_devices", "muted_probe_messages"]

_MessageHandler = Callable[[QtMsgType, QMessageLogContext, str], Any]

# Messages QtMultimedia emits while it looks for optional back-ends; harmless, and not actionable.
_PROBE_CATEGORIES = ("qt.multimedia.symbolsresolver", "qt.multimedia.ffmpeg")
_PROBE_PREFIXES = ("PulseAudioService:", "No audio device detected")


@contextmanager
def muted_probe_messages() -> Iterator[None]:
    """Drop QtMultimedia's probe noise; pass every other message to the handler that was there."""
    previous: _MessageHandler | None = None

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        category = context.category or ""
        if category.startswith(_PROBE_CATEGORIES) or message.startswith(_PROBE_PREFIXES):
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            sys.stderr.write(qFormatLogMessage(mode, context, message) + "\n")

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def audio_output_available() -> bool:
    """Does QtMultimedia see at least one audio output device?"""
    with muted_probe_messages():
        from PySide6.QtMultimedia import QMediaDevices  # noqa: PLC0415 - loaded on first use

        return bool(QMediaDevices.audioOutputs())


def _device_id(device: QAudioDevice) -> str:
    return bytes(device.id().data()).decode(errors="replace")


def input_devices() -> list[tuple[str, str]]:
    """The audio inputs QtMultimedia sees, as (id, description); empty without any."""
    with muted_probe_messages():
        from PySide6.QtMultimedia import QMediaDevices  # noqa: PLC0415 - loaded on first use

        return [(_device_id(device), device.description()) for device in QMediaDevices.audioInputs()]


def input_device(device_id: str) -> QAudioDevice | None:
    """The input with ``device_id`` if it is there, else the system's default input; None when
    there is no input at all."""
    with muted_probe_messages():
        from PySide6.QtMultimedia import QMediaDevices  # noqa: PLC0415 - loaded on first use

        inputs = QMediaDevices.audioInputs()
        if not inputs:
            return None
        chosen = next((device for device in inputs if _device_id(device) == device_id), None)
        device = chosen or QMediaDevices.defaultAudioInput()
        return None if device.isNull() else device
