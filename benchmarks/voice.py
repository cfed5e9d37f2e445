"""Voice answers: how long the trainer takes to hear a call after the key is released, and how
often it hears right (graded by the procedure; for every call's grammar, the words said), side by
side for the question's own grammar (what the trainer uses) and the grammar of every dealer's
call (``croupier listen`` without ``--call``), for eSpeak NG's American and British English voices
through the trainer's speech module.

"After release" is what the window waits for: trimming the sound and decoding it (the question's
grammar is compiled when the question is asked, ``Recogniser.prepare``); the first compile of a
grammar is shown apart. The goal is under 300 ms per call on this machine.

    .venv/bin/python benchmarks/voice.py [--calls N]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import tempfile
import time
from pathlib import Path

from croupier.procedure import DealerStep
from croupier.speech.synth import Synthesizer
from croupier.voice.audio import read_wav
from croupier.voice.calls import Calls, every_call, walkthrough_calls
from croupier.voice.corpus import moments
from croupier.voice.recogniser import Recogniser
from croupier.voice.words import spoken_words
from croupier.words.procedure_words import announcement_text

GOAL_MS = 300


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    median = statistics.median(ordered)
    return f"median {median * 1000:5.0f} ms, p95 {p95 * 1000:5.0f} ms, max {ordered[-1] * 1000:5.0f} ms"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=120, help="calls to hear per voice (default 120)")
    args = parser.parse_args()
    corpus = list(itertools.islice(moments(range(400)), args.calls))
    synthesizer = Synthesizer(Path(tempfile.mkdtemp(prefix="croupier-voice-bench-")))
    everything = every_call()
    print(f"voice answers: {len(corpus)} calls due in seeded hands (stud, stud hi-lo, razz)")
    worst = 0.0
    for lang, name in (("en-us", "eSpeak en-us"), ("en", "eSpeak en (British, the trainer's English)")):
        recogniser = Recogniser()
        audios = [read_wav(synthesizer.synthesize(announcement_text(m.due), lang).path) for m in corpus]
        recogniser.prepare(everything.grammar, audios[0].rate)  # the decoder loaded before timing
        for label, grammar_of in (
            ("question's grammar", lambda m: walkthrough_calls(m.hand, m.expected)),
            ("every call's grammar", lambda _m: everything),
        ):
            right, after_release, compiles, sizes = 0, [], [], []
            for moment, audio in zip(corpus, audios, strict=True):
                calls: Calls = grammar_of(moment)
                sizes.append(len(calls))
                start = time.perf_counter()
                recogniser.prepare(calls.grammar, audio.rate)
                compiles.append(time.perf_counter() - start)
                heard = recogniser.hear(audio, calls.grammar)
                after_release.append(heard.seconds)
                if calls is everything:  # seat 1's calls: the words must be the call's
                    right += heard.words == spoken_words(announcement_text(moment.due))
                    continue
                due = [step.announcement for step in moment.expected if step.announcement is not None]
                understood = calls.understood(heard.words or (), due)
                if understood is not None and moment.procedure.check(DealerStep.announce(understood)).correct:
                    right += 1
            if label == "question's grammar":
                worst = max(worst, statistics.median(after_release))
            print(
                f"  {name:44} {label:21} right {right:3}/{len(corpus)} "
                f"({100 * right / len(corpus):5.1f} %), {statistics.median(sizes):4.0f} calls; "
                f"after release {_ms(after_release)}; compiling the grammar {_ms(compiles)}"
            )
    verdict = "met" if worst * 1000 < GOAL_MS else "MISSED"
    print(f"goal: under {GOAL_MS} ms after release (median, question's grammar): {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
