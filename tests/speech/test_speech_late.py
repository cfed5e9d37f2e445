"""The app's speaker is made after the window's first frame (``LateSpeaker``): it speaks with the
real eSpeak NG speaker once made, hands on the rate chosen meanwhile, and a silent machine's notice
still reaches the window."""

from __future__ import annotations

from recording_player import RecordingPlayer

from croupier.speech import LateSpeaker, SilentSpeaker
from croupier.speech.pyttsx3_speaker import Pyttsx3Speaker
from croupier.speech.synth import Synthesizer


def test_the_real_speaker_is_made_on_start_and_speaks_at_the_rate_chosen_before(
    qtbot, make_speaker, tmp_path
):
    player = RecordingPlayer()
    made = []
    late = LateSpeaker(lambda: made.append(make_speaker(player=player)) or made[-1])
    late.set_rate(220)
    assert late.available
    assert late.real is None
    assert made == []  # nothing loaded yet
    late.start()
    assert isinstance(late.real, Pyttsx3Speaker)
    assert late.real.rate == 220
    with qtbot.waitSignal(late.started, timeout=10_000) as started:
        late.say("Last card", "en")
    qtbot.waitSignal(late.finished, timeout=5_000).wait()
    assert started.args == ["Last card"]
    expected = Synthesizer(tmp_path / "cache").cache_path("Last card", "en", 220, "gmw/en")
    assert player.played == [expected]
    late.start()
    assert len(made) == 1  # made once


def test_a_prompt_before_the_start_makes_the_speaker_at_once(qtbot, make_speaker):
    late = LateSpeaker(lambda: make_speaker(player=RecordingPlayer()))
    with qtbot.waitSignal(late.finished, timeout=10_000):
        late.say("Pair of nines", "en")
    assert late.real is not None


def test_a_machine_without_speech_posts_its_notice_when_the_speaker_is_made(qtbot):
    late = LateSpeaker(lambda: SilentSpeaker("no eSpeak NG"))
    with qtbot.waitSignal(late.notice_posted, timeout=1_000) as noticed:
        late.start()
    assert "eSpeak NG" in noticed.args[0]
    assert not late.available
    assert late.notice == noticed.args[0]


def test_after_shutdown_nothing_is_said_and_the_speaker_is_stopped():
    made = []

    class Counting(SilentSpeaker):
        stopped = False

        def shutdown(self) -> None:
            self.stopped = True

    late = LateSpeaker(lambda: made.append(Counting("x")) or made[-1])
    late.shutdown()
    late.say("Possible straight", "en")
    assert made == []  # not made to say something after the end
    late.start()
    assert made[0].stopped
    assert made[0].said == []
