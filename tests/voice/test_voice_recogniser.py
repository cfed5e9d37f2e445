from __future__ import annotations

import array
import threading

import pytest

from croupier.voice.audio import Audio
from croupier.voice.recogniser import Grammar, Recogniser, VoiceError, available
from croupier.voice.words import spoken_words


def _grammar(*texts: str) -> Grammar:
    return Grammar.of(spoken_words(text) for text in texts)


def test_the_english_model_is_installed():
    assert available()


def test_the_grammar_is_one_rule_of_whole_phrases_without_repeats():
    grammar = _grammar("Pair of nines", "Last card", "Pair of nines")
    assert grammar.phrases == (("pair", "of", "nines"), ("last", "card"))
    assert "public <call> = ( pair of nines ) | ( last card );" in grammar.jsgf()
    with pytest.raises(VoiceError, match="at least one phrase"):
        Grammar.of([])


def test_words_missing_from_the_dictionary_are_spelled_from_their_singular(recogniser):
    assert recogniser.missing(["deuces", "nines", "kings", "capped"]) == []
    assert recogniser.missing(["deuces", "qwzxv"]) == ["qwzxv"]


def test_a_grammar_with_an_unknown_word_is_refused(recogniser, say):
    with pytest.raises(VoiceError, match="qwzxv"):
        recogniser.hear(say("Last card"), Grammar.of([("qwzxv", "card")]))


def test_it_hears_the_call_said_and_nothing_in_silence(recogniser, say):
    grammar = _grammar("Pair of nines", "Pair of eights", "Last card", "Raise to 40")
    assert recogniser.hear(say("Pair of nines"), grammar).words == ("pair", "of", "nines")
    assert recogniser.hear(say("Raise to 40"), grammar).text == "raise to forty"
    silence = Audio(16000, array.array("h", [0] * 16000).tobytes())
    assert recogniser.hear(silence, grammar).words is None
    assert recogniser.hear(Audio(16000, b""), grammar).words is None


def test_words_outside_the_grammar_are_never_heard_as_a_call(recogniser, say):
    heard = recogniser.hear(say("Seven of clubs brings it in"), _grammar("Possible flush", "Last card"))
    assert heard.words in {None, ("possible", "flush"), ("last", "card")}


def test_the_same_sound_is_heard_the_same_way_from_any_thread(recogniser, say):
    grammar = _grammar("Two pair, kings and sevens", "Two pair, kings and sixes", "Three kings")
    audio = say("Two pair, kings and sevens")
    heard: list[tuple[str, ...] | None] = []

    def listen() -> None:
        heard.append(recogniser.hear(audio, grammar).words)

    threads = [threading.Thread(target=listen) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert heard == [("two", "pair", "kings", "and", "sevens")] * 3


def test_grammars_are_kept_and_dropped_in_turn(say):
    recogniser = Recogniser()
    audio = say("Last card")
    for count in range(12):
        grammar = _grammar("Last card", f"Raise to {20 * (count + 1)}")
        assert recogniser.hear(audio, grammar).words == ("last", "card")
