"""The Qt speaker: worker thread, latest-prompt-wins queue, event loop never stalls, fallback."""

from __future__ import annotations

import itertools
import time
import wave

import pytest
import pyttsx3
from PySide6.QtCore import QObject, QTimer, Slot

from croupier.speech import SilentSpeaker, Speaker
from croupier.speech.player import NullPlayer
from croupier.speech.pyttsx3_speaker import Pyttsx3Speaker
from croupier.speech.synth import EngineHost, Synthesizer

PROMPTS = [
    "Third street. Who brings it in?",
    "Fourth street. Who acts first?",
    "Fifth street. What is the bet?",
    "Sixth street. Who acts first?",
    "Seventh street. How many cards?",
]


class TickRecorder(QObject):
    """Counts timer ticks with their times, to measure how long the event loop went unserved."""

    def __init__(self) -> None:
        super().__init__()
        self.times: list[float] = []

    @Slot()
    def tick(self) -> None:
        self.times.append(time.perf_counter())


def test_a_prompt_is_synthesised_and_played(qtbot, make_speaker, player, tmp_path):
    speaker = make_speaker(player=player)
    assert isinstance(speaker, Pyttsx3Speaker)
    assert speaker.available

    with qtbot.waitSignal(speaker.started, timeout=10_000) as started:
        speaker.say("Pair of sevens bets", "en")
    qtbot.waitSignal(speaker.finished, timeout=5_000).wait()

    assert started.args == ["Pair of sevens bets"]
    expected = Synthesizer(tmp_path / "cache").cache_path("Pair of sevens bets", "en", 165, "gmw/en")
    assert player.played == [expected]
    assert not speaker.busy


def test_a_new_prompt_cancels_stale_ones(qtbot, make_speaker, player, tmp_path):
    speaker = make_speaker(player=player)

    with qtbot.waitSignal(speaker.finished, timeout=10_000):
        for prompt in PROMPTS:
            speaker.say(prompt, "en")
    qtbot.wait(300)  # a stale result arriving late must still not be played

    latest = Synthesizer(tmp_path / "cache").cache_path(PROMPTS[-1], "en", 165, "gmw/en")
    assert player.played == [latest]


def test_cancel_drops_the_prompt(qtbot, make_speaker, player):
    speaker = make_speaker(player=player)

    with qtbot.assertNotEmitted(speaker.started, wait=500):
        speaker.say("Seat two, your action", "en")
        speaker.cancel()

    assert player.played == []


def test_the_rate_reaches_the_synthesis(qtbot, make_speaker, tmp_path):
    speaker = make_speaker()
    speaker.set_rate(300)

    with qtbot.waitSignal(speaker.synthesized, timeout=10_000) as done:
        speaker.say("Kreuz Zwei bringt", "de")

    assert speaker.rate == 300
    assert done.args == [
        str(Synthesizer(tmp_path / "cache").cache_path("Kreuz Zwei bringt", "de", 300, "gmw/de"))
    ]


def test_the_event_loop_never_stalls_while_a_long_prompt_is_synthesised(qtbot, make_speaker):
    speaker = make_speaker()
    sentence = "Fourth street. Seat {n} shows a pair of sevens, bets, and seat {m} raises. "
    long_prompt = "".join(sentence.format(n=n % 8 + 1, m=(n + 3) % 8 + 1) for n in range(12))
    recorder = TickRecorder()
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(recorder.tick)

    timer.start()
    recorder.tick()
    with qtbot.waitSignal(speaker.synthesized, timeout=30_000) as done:
        speaker.say(long_prompt, "en")
    recorder.tick()
    timer.stop()

    gaps = [later - earlier for earlier, later in itertools.pairwise(recorder.times)]
    wav_seconds = _duration(done.args[0])
    assert wav_seconds > 30, "the prompt is not long enough to prove anything"
    assert len(gaps) >= 5, "synthesis finished before the timer could tick"
    assert max(gaps) < 0.050, f"event loop stalled {max(gaps) * 1000:.0f} ms"


def test_without_an_audio_device_it_says_so_once(qtbot, make_speaker):
    speaker = make_speaker(player=NullPlayer())
    notices: list[str] = []
    speaker.notice_posted.connect(notices.append)

    for prompt in PROMPTS[:2]:
        with qtbot.waitSignal(speaker.finished, timeout=10_000):
            speaker.say(prompt, "en")

    assert len(notices) == 1
    assert "audio" in notices[0]
    assert speaker.notice == notices[0]


def test_the_fallback_when_pyttsx3_cannot_start(qtbot, make_speaker, monkeypatch):
    def no_espeak(*args, **kwargs):
        raise RuntimeError("This means you probably do not have eSpeak or eSpeak-ng installed!")

    monkeypatch.setattr(pyttsx3, "init", no_espeak)
    speaker = make_speaker(host=EngineHost())
    notices: list[str] = []
    speaker.notice_posted.connect(notices.append)

    assert isinstance(speaker, SilentSpeaker)
    assert not speaker.available
    for prompt in PROMPTS[:3]:
        with qtbot.waitSignal(speaker.finished, timeout=1_000):
            speaker.say(prompt, "en")

    assert len(notices) == 1
    assert "libespeak-ng1" in notices[0]
    assert speaker.said == [(prompt, "en") for prompt in PROMPTS[:3]]
    assert "eSpeak" in speaker.reason


@pytest.mark.parametrize("kind", ["real", "silent"])
def test_both_speakers_follow_the_protocol(make_speaker, monkeypatch, kind):
    if kind == "silent":
        monkeypatch.setattr(pyttsx3, "init", _raise_runtime_error)
        speaker = make_speaker(host=EngineHost())
    else:
        speaker = make_speaker()

    assert isinstance(speaker, Speaker)


def test_shutdown_stops_the_worker_thread(qtbot, make_speaker):
    speaker = make_speaker()
    thread = speaker._thread

    speaker.shutdown()
    speaker.shutdown()

    assert not thread.isRunning()
    with qtbot.assertNotEmitted(speaker.synthesized, wait=200):
        speaker.say("Seat one", "en")


def _raise_runtime_error(*args, **kwargs):
    raise RuntimeError("no eSpeak")


def _duration(path: str) -> float:
    with wave.open(path, "rb") as wav:
        return wav.getnframes() / wav.getframerate()
