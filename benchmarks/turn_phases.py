"""Where a random game's turn goes: the engine's phases timed one by one on seeded games' turns.

The positions and drawn moves of seeded random games (drawing from the legal-move view, as
``benchmarks/peer.py`` plays them) are recorded once; then each phase is timed over every turn
on a fresh copy of its position (no look-up array kept), best of five rounds, CPU microseconds
a turn. Each row includes the ones above it, so the differences are the phases:

- ``copy``: the fresh copy alone (not part of a game's turn);
- ``arrays``: the position's look-up arrays built (a played position derives them from its
  parent's instead, inside ``play``);
- ``walks``: plus where the seat to move's pegs can walk (``Reach``);
- ``count``: plus every card of the hand counted (the view's length), split out by hands with and
  without a 7 or a 9;
- ``count + draw``: plus the drawn move made;
- ``play``: ``Position.play`` alone, on positions whose view made the move (the next position's
  arrays derived, the events and the draw).

    python benchmarks/turn_phases.py [--players N] [--games N] [--json FILE]
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import fresh

from pegs import Move, Position, new_game

Turn = tuple[Position, int, Move]


def record(players: int, games: int) -> list[Turn]:
    """Every turn of the seeded games: its position, the index drawn and the move."""
    turns: list[Turn] = []
    for seed in range(games):
        rng = random.Random(seed)
        position = new_game(players, seed=seed)
        while not position.is_over:
            view = position.legal_moves_view()
            index = rng.randrange(len(view))
            move = view[index]
            turns.append((position, index, move))
            position = position.play(move)[0]
    return turns


def best_us(turns: list[Turn], phase: Callable[[list[Turn]], float]) -> float:
    """The phase's best CPU microseconds a turn over five rounds."""
    return min(phase(turns) for _ in range(5)) / len(turns) * 1e6


def _timed(turns: list[Turn], step: Callable[[Position, int], object]) -> float:
    # Each copy is made and dropped inside the loop, as a game drops its positions: kept alive
    # in a list, 14,000 copies with their arrays cost several times as much to build (memory).
    start = time.process_time()
    for position, index, _ in turns:
        step(fresh(position), index)
    return time.process_time() - start


def _play(turns: list[Turn]) -> float:
    # In batches, so that few copies are alive at once (see ``_timed``).
    spent = 0.0
    for at in range(0, len(turns), 100):
        ready = []
        for position, index, move in turns[at : at + 100]:
            copy = fresh(position)
            copy.legal_moves_view()[index]  # made by the view: played without a second check
            ready.append((copy, move))
        start = time.process_time()
        for copy, move in ready:
            copy.play(move)
        spent += time.process_time() - start
    return spent


PHASES: dict[str, Callable[[Position, int], object]] = {
    "copy": lambda p, _: p,
    "arrays": lambda p, _: p._core,
    "walks": lambda p, _: p._core.reach(),
    "count": lambda p, _: len(p.legal_moves_view()),
    "count + draw": lambda p, i: p.legal_moves_view()[i],
}


def splits_in(position: Position) -> bool:
    """Whether the hand to play holds a 7 or a 9."""
    return any(card.rank in ("7", "9") for card in position.hands[position.turn] or ())


def main(argv: list[str] | None = None) -> int:
    """Record the games, time the phases, print them (JSON too when asked)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args(argv)
    turns = record(args.players, args.games)
    # The recorded positions stay alive; the collector must not walk them in every timing.
    gc.collect()
    gc.freeze()
    with_split = [t for t in turns if splits_in(t[0])]
    without = [t for t in turns if not splits_in(t[0])]
    out: dict[str, Any] = {"players": args.players, "games": args.games, "turns": len(turns)}
    for name, step in PHASES.items():
        out[name] = round(best_us(turns, lambda ts, s=step: _timed(ts, s)), 2)
    count = PHASES["count"]
    out["count, hands with a 7 or a 9"] = round(best_us(with_split, lambda t: _timed(t, count)), 2)
    out["count, other hands"] = round(best_us(without, lambda t: _timed(t, count)), 2)
    out["share of hands with a 7 or a 9"] = round(len(with_split) / len(turns), 3)
    out["play"] = round(best_us(turns, _play), 2)
    print(f"{out['turns']} turns of {args.games} seeded {args.players}-player random games")
    print("CPU µs a turn, each row including the ones above it but play:")
    for name, value in out.items():
        if name not in ("players", "games", "turns"):
            print(f"  {name:32} {value}")
    if args.json:
        args.json.write_text(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
