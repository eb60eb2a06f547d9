"""Engine speed of ``Position.play`` alone: microseconds to play one listed move, per player count.

The moves are those of the seeded random games ``engine.py`` times (seeds 1000 on): each position
lists its legal moves first, as a game does, and then the move chosen there is played again and
again (``play`` never changes the position it is called on). Every game's positions are kept, so
the garbage collector is told to leave them alone (``gc.freeze``) and measures only what playing
makes. Times are CPU time of this process (``time.process_time``), best of several rounds.

    python benchmarks/play.py [--quick] [--json]
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pegs import Move, Position, new_game


def game_turns(players: int, games: int) -> list[tuple[Position, Move]]:
    """Every (position, move chosen) of seeded random games, each position's moves listed."""
    out = []
    for seed in range(1000, 1000 + games):
        rng = random.Random(seed)
        position = new_game(players, seed=seed)
        while not position.is_over:
            move = rng.choice(position.legal_moves())
            out.append((position, move))
            position = position.play(move)[0]
    return out


def play_us(turns: list[tuple[Position, Move]], rounds: int) -> float:
    """Microseconds per ``play`` over ``turns``, the best of ``rounds`` rounds."""
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        for position, move in turns:
            position.play(move)
        best = min(best, time.process_time() - start)
    return 1e6 * best / len(turns)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (a few seconds)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    games, rounds = (1, 3) if args.quick else (4, 7)
    result: dict[str, float] = {}
    for players in (4, 6, 8):
        turns = game_turns(players, games)
        gc.collect()
        gc.freeze()  # the kept games are not garbage: do not count scanning them
        result[f"play_us_{players}p"] = round(play_us(turns, rounds), 2)
        gc.unfreeze()
        del turns
    if args.json:
        print(json.dumps(result))
    else:
        for name, value in result.items():
            print(f"{name}: {value}")


if __name__ == "__main__":
    main()
