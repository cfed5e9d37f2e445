"""Prompt-to-WAV latency of croupier.speech against the ``espeak-ng`` command line.

Cold: the first phrase of a fresh process (engine start included), measured in child processes.
Warm: a phrase not in the cache, engine running. Cached: the phrase is already on disk.
The peer, ``espeak-ng -w``, starts a process and writes the same phrase with the same voice and rate.

    .venv/bin/python benchmarks/speech.py [--repeat N]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from croupier.speech.rates import DEFAULT_RATE
from croupier.speech.synth import Synthesizer

PROMPTS = [
    ("en", "Fourth street. Who acts first?"),
    ("en", "Pair of sevens bets"),
    ("en", "Seventh street, down and dirty. Seat three, your action. The bet is forty."),
    ("de", "Vierte Straße. Wer handelt zuerst?"),
    ("de", "Kreuz Zwei bringt"),
    ("de", "Siebte Straße, verdeckt. Platz drei ist dran. Der Einsatz beträgt vierzig."),
]

_COLD_CHILD = """
import json, sys, tempfile, time
from pathlib import Path
start = time.perf_counter()
from croupier.speech.synth import Synthesizer
result = Synthesizer(Path(tempfile.mkdtemp())).synthesize(sys.argv[1], sys.argv[2])
print(json.dumps({"seconds": time.perf_counter() - start, "voice": result.voice_id}))
"""


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def cold(text: str, lang: str, repeat: int) -> float:
    """Median seconds from import to finished WAV in a fresh process."""
    samples = []
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, "-c", _COLD_CHILD, text, lang],
            capture_output=True,
            text=True,
            check=True,
        )
        samples.append(json.loads(done.stdout.strip().splitlines()[-1])["seconds"])
    return _median_ms(samples)


def warm(text: str, lang: str, repeat: int, scratch: Path) -> tuple[float, float, str]:
    """Median seconds for an uncached and for a cached phrase, and the voice used."""
    uncached, cached = [], []
    voice = ""
    for index in range(repeat):
        synthesizer = Synthesizer(scratch / f"warm-{lang}-{hash(text)}-{index}")
        synthesizer.voice_for(lang)  # voice lookup is a one-time cost, not per phrase
        start = time.perf_counter()
        result = synthesizer.synthesize(text, lang)
        uncached.append(time.perf_counter() - start)
        voice = result.voice_id
        start = time.perf_counter()
        again = synthesizer.synthesize(text, lang)
        cached.append(time.perf_counter() - start)
        assert again.cached
    return _median_ms(uncached), _median_ms(cached), voice


def peer(text: str, voice: str, repeat: int, scratch: Path) -> float | None:
    """Median seconds for ``espeak-ng -w`` to write the same phrase, or None if it is absent."""
    binary = shutil.which("espeak-ng")
    if binary is None:
        return None
    out = scratch / "peer.wav"
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(
            [binary, "-v", voice, "-s", str(DEFAULT_RATE), "-w", str(out), text],
            check=True,
            capture_output=True,
        )
        samples.append(time.perf_counter() - start)
    return _median_ms(samples)


def main() -> int:
    """Print the latency table; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7, help="runs per figure (median)")
    args = parser.parse_args()

    if shutil.which("espeak-ng") is None:
        print("espeak-ng command line not found (apt-get install espeak-ng): no peer column.")
    header = (
        f"{'lang':4} {'prompt':44} {'cold ms':>8} {'warm ms':>8} {'cached ms':>9} "
        f"{'espeak-ng ms':>12} {'warm/peer':>9} {'cached/peer':>11}"
    )
    print(header)
    print("-" * len(header))
    ratios = []
    with tempfile.TemporaryDirectory() as directory:
        scratch = Path(directory)
        for lang, text in PROMPTS:
            cold_ms = cold(text, lang, max(1, args.repeat // 2))
            warm_ms, cached_ms, voice = warm(text, lang, args.repeat, scratch)
            peer_ms = peer(text, voice, args.repeat, scratch)
            if peer_ms is None:
                peer_text = ratio_text = cached_ratio = "-"
            else:
                ratios.append(warm_ms / peer_ms)
                peer_text = f"{peer_ms:.1f}"
                ratio_text = f"{warm_ms / peer_ms:.2f}x"
                cached_ratio = f"{cached_ms / peer_ms:.4f}x"
            shown = text if len(text) <= 44 else text[:41] + "..."
            print(
                f"{lang:4} {shown:44} {cold_ms:8.1f} {warm_ms:8.1f} {cached_ms:9.3f} "
                f"{peer_text:>12} {ratio_text:>9} {cached_ratio:>11}"
            )
    if ratios:
        print(
            f"\nwarm uncached vs espeak-ng -w (median over prompts): "
            f"{statistics.median(ratios):.2f}x the time"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
