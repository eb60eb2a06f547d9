"""Self-play at the strongest level, recorded for calibrating the win chance: resumable, seeded.

Plays seeded games with the search bot in every seat and writes one JSON line per position
(before each move): the player count, the ply, the seat to move, the board's worth to team 0 by
the shared evaluation (``bots.greedy.evaluate``), the holes each team still has to travel, and the
team that won in the end. One file per game under ``--out`` (default
``benchmarks/results/calibration/``); a game whose file exists is skipped, so a stopped run picks
up where it was. ``--minutes`` bounds the run (no new game starts after it); run it niced:

    nice -n 10 python benchmarks/calibrate_games.py --seed 30 --minutes 60 &

A second run from another index (``--first 40``) shares the work on a second core.

``benchmarks/calibrate_fit.py`` fits the win chance to these lines and draws the plot.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from anywhere

from pegs.bots import make_bot
from pegs.bots.greedy import evaluate
from pegs.bots.layout import Layout
from pegs.bots.winchance import to_go
from pegs.game import new_game
from pegs.position import Position

#: Player counts in turn: every fourth game has 6 players and every fourth 8, the rest 4.
PLAYERS = (4, 6, 4, 8)
#: A game still going after this many turns is dropped (none is expected to get there).
MAX_TURNS = 3000
OUT = Path(__file__).resolve().parent / "results" / "calibration"


def record(position: Position, ply: int) -> dict[str, object]:
    """One position's line, without the winner (added when the game ends)."""
    layout = Layout.of(position)
    return {
        "players": position.players,
        "ply": ply,
        "turn": position.turn,
        "eval0": round(evaluate(layout, position.rules, 0, position.turn), 3),
        "togo0": to_go(position, 0),
        "togo1": to_go(position, 1),
    }


def play(index: int, seed: int) -> list[dict[str, object]] | None:
    """Game ``index`` of the run seeded ``seed``, every position recorded (None if unfinished)."""
    players = PLAYERS[index % len(PLAYERS)]
    deal = seed * 100_003 + index
    bots = [make_bot("search", seed=deal * 8 + s) for s in range(players)]
    position = new_game(players, seed=deal)
    lines = []
    ply = 0
    while not position.is_over and ply < MAX_TURNS:
        lines.append(record(position, ply))
        position = position.play(bots[position.turn].choose(position))[0]
        ply += 1
    if position.winner is None:
        return None
    for line in lines:
        line["winner"] = position.winner
        line["game"] = deal
    return lines


def main(argv: list[str] | None = None) -> int:
    """Play games until ``--games`` are on disk or ``--minutes`` have passed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0, help="first game index (a second run)")
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    stop = time.monotonic() + 60 * args.minutes
    for index in range(args.first, args.games):
        if time.monotonic() > stop:
            break
        path = args.out / f"seed{args.seed}-game{index:05d}.jsonl"
        if path.exists():
            continue
        started = time.process_time()
        lines = play(index, args.seed)
        text = "".join(json.dumps(line) + "\n" for line in lines or [])
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text)
        tmp.replace(path)  # a file on disk is always a whole game
        cpu = time.process_time() - started
        print(f"game {index}: {len(lines or [])} positions, {cpu:.1f} s CPU", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
