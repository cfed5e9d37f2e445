"""What is spoken: prompts, listen mode's numbered choices, feedback with the dealer call."""

from __future__ import annotations

import pytest

from croupier.speech import Narrator, SilentSpeaker


@pytest.fixture
def speaker(qapp):
    return SilentSpeaker()


def test_a_prompt_is_spoken_in_the_narrators_language(speaker):
    narrator = Narrator(speaker, "de")

    narrator.prompt("Vierte Straße. Wer handelt zuerst?", ["Platz drei", "Platz fünf"])

    assert speaker.said == [("Vierte Straße. Wer handelt zuerst?", "de")]


def test_listen_mode_reads_the_choices_with_their_keys(speaker):
    narrator = Narrator(speaker, "en")
    narrator.listen_mode = True

    text = narrator.prompt("Fourth street. Who acts first?", ["Seat three", "Seat five"])

    assert text == "Fourth street. Who acts first? 1: Seat three. 2: Seat five."
    assert Narrator.choice_for_key("2", 2) == 1
    assert Narrator.choice_for_key("3", 2) is None
    assert Narrator.choice_for_key("x", 2) is None


def test_prompts_can_be_kept_quiet_outside_listen_mode(speaker):
    narrator = Narrator(speaker, "en")
    narrator.speak_prompts = False

    narrator.prompt("Fourth street. Who acts first?")
    narrator.repeat()

    assert speaker.said == [("Fourth street. Who acts first?", "en")]


def test_feedback_and_the_dealer_call_are_one_utterance(speaker):
    narrator = Narrator(speaker, "en")

    narrator.answered(True, "Pair of sevens bets")
    narrator.answered(False, "Pair of sevens bets")

    assert speaker.said == [
        ("Correct. Pair of sevens bets", "en"),
        ("Not quite. Pair of sevens bets", "en"),
    ]
