"""Strength of the computer players: win rates over seeded games, with 95% Wilson intervals.

Plays bot A against bot B over many seeded 4-player games, swapping teams every other game so
neither bot always has the same seats, in parallel worker processes. Slow (minutes): run it in
the background, e.g. ``nohup python benchmarks/strength.py --json > strength.out &``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from pegs.bots.selfplay import GameResult, series_game, summarize

PAIRS = (("greedy", "random"), ("search", "greedy"))


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval for a win rate of ``wins`` out of ``games``."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return centre - half, centre + half


def measure(bot_a: str, bot_b: str, games: int, seed: int, players: int, workers: int) -> dict:
    """Play the series and return bot A's win rate with its interval, and timings."""
    start = time.perf_counter()
    play = partial(series_game, bot_a, bot_b, players=players, seed=seed, swap=True)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results: list[GameResult] = list(pool.map(play, range(games), chunksize=4))
    summary = summarize(results, players, seed, (bot_a, bot_b))
    wins = summary.bot_wins[0]
    low, high = wilson(wins, games)
    return {
        "a": bot_a,
        "b": bot_b,
        "games": games,
        "players": players,
        "seed": seed,
        "a_wins": wins,
        "a_win_rate": round(wins / games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "unfinished": summary.unfinished,
        "mean_turns": round(summary.mean_turns, 1),
        "bumps_per_game": round(summary.bumps_per_game, 2),
        "seconds": round(time.perf_counter() - start, 1),
    }


def main(argv: list[str] | None = None) -> int:
    """Measure each pair and print one line per pair (JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--players", type=int, choices=(4, 6, 8), default=4)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--pair", action="append", metavar="A,B", help="default: both pairs")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    pairs = [tuple(p.split(",")) for p in args.pair] if args.pair else PAIRS
    for bot_a, bot_b in pairs:
        row = measure(bot_a, bot_b, args.games, args.seed, args.players, args.workers)
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            low, high = row["ci95"]
            print(
                f"{bot_a} beats {bot_b} in {row['a_wins']}/{row['games']} games "
                f"({row['a_win_rate']:.1%}, 95% CI {low:.1%}-{high:.1%}); "
                f"{row['mean_turns']} turns/game; {row['seconds']} s",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
