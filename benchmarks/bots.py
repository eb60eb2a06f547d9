"""Speed of the computer players: play-outs per second, greedy games, advising a mid-game hand.

A play-out is one dealt world, one candidate move and ``DEPTH`` greedy turns (what the search
bot and the advisor repeat). Prints a short table, or one JSON line with ``--json``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from pegs import new_game
from pegs.bots import SeatView, make_bot
from pegs.bots.advisor import advise
from pegs.bots.search import DEPTH, distinct_moves, rollout
from pegs.bots.selfplay import play_game


def midgame(seed: int = 3, turns: int = 40):
    """A typical 4-player middle game: greedy play from a seeded deal."""
    position = new_game(4, seed=seed)
    bot = make_bot("greedy")
    for _ in range(turns):
        position = position.play(bot.choose(position))[0]
    return position


def main(argv: list[str] | None = None) -> int:
    """Time play-outs, greedy games and the advisor; print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time spent on play-outs")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    position = midgame()
    view = SeatView.of(position)
    moves = distinct_moves(view.legal_moves())
    rng = random.Random(0)
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        world = view.deal(rng)
        for move in moves:
            rollout(world, move, DEPTH, view.team)
            count += 1
    playouts_per_s = count / (time.perf_counter() - start)
    start = time.perf_counter()
    turns = sum(play_game((make_bot("greedy"), make_bot("greedy")), 4, s)[1] for s in range(10))
    greedy_game_s = (time.perf_counter() - start) / 10
    start = time.perf_counter()
    advice = advise(position, seed=0)
    advise_s = time.perf_counter() - start
    row = {
        "playouts_per_s": round(playouts_per_s, 1),
        "depth": DEPTH,
        "greedy_game_s": round(greedy_game_s, 4),
        "greedy_turns_per_game": turns / 10,
        "advise_moves": len(advice),
        "advise_s": round(advise_s, 3),
    }
    if args.json:
        print(json.dumps(row))
    else:
        for key, value in row.items():
            print(f"{key:<24}{value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
