"""The search bot's strength check, resumable: seeded games against greedy, one line per game.

The same series as ``strength.py`` (bot A against bot B over seeded 4-player games, teams
swapped every other game), played one game at a time into ``--out`` (default
``results/strength/search-greedy-<seed>.jsonl``): a stopped run picks up after the last game
written, and ``--minutes`` bounds a run. ``--report`` prints the win rate so far with its 95%
Wilson interval. Run it niced: ``nice -n 10 python benchmarks/strength_resume.py --minutes 40``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from benchmarks.strength import wilson
from pegs.bots.selfplay import GameResult, series_game, summarize

OUT = Path(__file__).resolve().parent / "results" / "strength"


def main(argv: list[str] | None = None) -> int:
    """Play the games not yet written (until ``--games`` or ``--minutes``); print the rate."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    # 2026: the series of 400 played in one run on one version of the bot (2024 holds 78 games
    # played across the budget's changes).
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--pair", default="search,greedy", metavar="A,B")
    parser.add_argument("--report", action="store_true", help="only print the rate so far")
    args = parser.parse_args(argv)
    bot_a, bot_b = args.pair.split(",")
    path = OUT / f"{bot_a}-{bot_b}-{args.seed}.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    done = [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []
    stop = time.monotonic() + 60 * args.minutes
    with path.open("a") as out:
        for index in range(len(done), 0 if args.report else args.games):
            if time.monotonic() > stop:
                break
            result = series_game(bot_a, bot_b, index, players=4, seed=args.seed, swap=True)
            out.write(json.dumps(asdict(result)) + "\n")
            out.flush()
            done.append(asdict(result))
    results = [GameResult(**row) for row in done]
    summary = summarize(results, 4, args.seed, (bot_a, bot_b))
    low, high = wilson(summary.bot_wins[0], summary.games)
    print(
        json.dumps(
            {
                "pair": args.pair,
                "games": summary.games,
                "a_wins": summary.bot_wins[0],
                "a_win_rate": round(summary.bot_wins[0] / max(summary.games, 1), 4),
                "ci95": [round(low, 4), round(high, 4)],
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
