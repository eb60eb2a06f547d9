"""How long does one sentence take to format? Microseconds per message, by language (goal <= 50).

Formats the sentences of ``pegs show --describe`` and ``backalley show`` through the kit's own
evaluator (``pegs.words.messages``), each message with its arguments, many times over, in every
language, and prints the median of several runs in microseconds per sentence. The catalogues are
loaded before timing (a program reads each once). A figure, not a test: a loaded machine is slower.

    python benchmarks/words_format.py [--rounds 2000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from backalley.words.speech import say as say_backalley
from pegs.words.messages import LANGUAGES, PSEUDO, Arg, Speaker, speaking
from pegs.words.messages import say as say_pegs

#: Sentences as the describers ask for them: (speaker, message, arguments).
SENTENCES: list[tuple[Speaker, str, dict[str, Arg]]] = [
    (say_pegs, "describe-teams", {"players": 4, "first": "Blue and Green", "second": "Orange"}),
    (say_pegs, "describe-turn-holding", {"seat": "orange", "cards": 3}),
    (
        say_pegs,
        "describe-piles-both",
        {"draw": 12, "discard": 2, "rank": "queen", "suit": "hearts"},
    ),
    (say_pegs, "spot-past-come-out", {"owner": "green", "holes": 6}),
    (say_pegs, "spot-in-spot", {"owner": "own"}),
    (say_pegs, "pegs-on-track", {"where": "on its in-spot", "to_go": 45}),
    (say_pegs, "describe-seat", {"seat": "blue", "mates": "Green", "where": "2 in start"}),
    (say_pegs, "card", {"rank": 8, "suit": "clubs"}),
    (say_backalley, "show-header", {"deal": 3, "size": 11, "dealer": 2, "redeals": 1}),
    (say_backalley, "show-contract", {"team": 1, "tricks": "board", "level": 2}),
    (say_backalley, "show-bid", {"seat": 1, "bid": "pass"}),
    (say_backalley, "show-to-play", {"seat": "0"}),
]


def per_sentence(lang: str, rounds: int) -> float:
    """Microseconds per sentence in ``lang``, over ``rounds`` passes of every sentence."""
    with speaking(lang):
        for speaker, message, args in SENTENCES:
            speaker(message, **args)  # load the catalogues before timing
        start = time.perf_counter()
        for _ in range(rounds):
            for speaker, message, args in SENTENCES:
                speaker(message, **args)
        elapsed = time.perf_counter() - start
    return elapsed / (rounds * len(SENTENCES)) * 1e6


def main() -> None:
    """Print each language's microseconds per sentence (median of five runs)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    args = parser.parse_args()
    for lang in [*LANGUAGES, PSEUDO]:
        runs = [per_sentence(lang, args.rounds) for _ in range(5)]
        print(f"{lang}: {statistics.median(runs):.1f} µs per sentence (goal <= 50)")


if __name__ == "__main__":
    main()
