"""Playback: no audio device here, so the player must stay silent and log no Qt warnings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import qWarning

from croupier.speech import player as player_module
from croupier.speech.player import NullPlayer, create_player


def test_without_a_sound_server_no_multimedia_is_loaded(qtbot, monkeypatch):
    monkeypatch.setattr(player_module, "_sound_server_or_card", lambda: False)

    made = create_player()

    assert isinstance(made, NullPlayer)
    assert not made.can_play
    with qtbot.waitSignal(made.finished, timeout=1_000):
        made.play(player_module.Path("/nonexistent.wav"))


def test_probing_qtmultimedia_logs_no_warnings(qtbot, monkeypatch):
    # Pretend a sound server is there so QtMultimedia really loads; qt_log_level_fail = WARNING
    # fails this test if any of its probe messages (PipeWire, VA-API, PulseAudio) get through.
    monkeypatch.setattr(player_module, "_sound_server_or_card", lambda: True)

    available = player_module.audio_output_available()

    made = create_player()
    assert made.can_play == available


@pytest.mark.qt_log_ignore("unrelated warning")
def test_only_the_probe_noise_is_muted(qtlog):
    with player_module.muted_probe_messages():
        qWarning("PulseAudioService: pa_context_connect() failed")
        qWarning("unrelated warning")

    assert [record.message for record in qtlog.records] == ["unrelated warning"]
