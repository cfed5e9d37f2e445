"""Playback: without an audio device the player stays silent, and looking for one logs no Qt warnings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import qWarning

from croupier.speech import player as player_module
from croupier.speech.player import NullPlayer, create_player


def test_without_an_output_device_the_player_is_silent(qtbot, monkeypatch):
    monkeypatch.setattr(player_module, "audio_output_available", lambda: False)

    made = create_player()

    assert isinstance(made, NullPlayer)
    assert not made.can_play
    with qtbot.waitSignal(made.finished, timeout=1_000):
        made.play(player_module.Path("/nonexistent.wav"))


def test_probing_qtmultimedia_logs_no_warnings(qtbot):
    # QMediaDevices really looks (this machine has no sound server); qt_log_level_fail = WARNING
    # fails this test if any of its probe messages (PipeWire, VA-API, PulseAudio) get through.
    available = player_module.audio_output_available()

    made = create_player()
    assert made.can_play == available


@pytest.mark.qt_log_ignore("unrelated warning")
def test_only_the_probe_noise_is_muted(qtlog):
    with player_module.muted_probe_messages():
        qWarning("PulseAudioService: pa_context_connect() failed")
        qWarning("unrelated warning")

    assert [record.message for record in qtlog.records] == ["unrelated warning"]
