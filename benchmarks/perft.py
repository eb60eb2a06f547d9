"""Perft-style counting: a hand's moves counted by the legal-move view against listed as ``Move``s.

On the fixed benchmark positions (``positions.jsonl``), one call is one hand's legal moves:
``legal_moves()`` (listed: every ``Move`` built) against ``legal_moves_view().count()`` (counted:
the 7 and 9 splits as products of their parts, no ``Move`` built). Each is timed from a fresh
position (the look-up arrays built in the call, as a new position in a game has them) and on a
warm one (arrays and rows already built: only the listing or counting left). Then whole seeded
random games at 4, 6 and 8 players, each move drawn with ``rng.choice(legal_moves())`` against
``legal_moves_view().sample(rng)``: the same index, so the very same games, and the ratio is the
view's alone. Listed and counted run in alternate rounds in one process; times are CPU seconds
of this process (``time.process_time``).

    python benchmarks/perft.py [--rounds N] [--games N] [--json FILE]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import fresh, load_positions
from figures import finished, started

from pegs import Position, new_game


def listed(position: Position) -> int:
    """One hand's moves, every ``Move`` built."""
    return len(position.legal_moves())


def counted(position: Position) -> int:
    """One hand's moves, counted by the view."""
    return position.legal_moves_view().count()


def time_calls(
    positions: list[Position], how: Callable[[Position], int], cold: bool
) -> tuple[float, int]:
    """CPU seconds for one call on each position (a fresh copy each when ``cold``), and moves."""
    copies = [fresh(p) for p in positions] if cold else positions
    moves = 0
    start = time.process_time()
    for position in copies:
        moves += how(position)
    return time.process_time() - start, moves


def random_game(players: int, seed: int, view: bool) -> int:
    """Play one seeded random game to a winner; the number of turns."""
    rng = random.Random(seed)
    position = new_game(players, seed=seed)
    turns = 0
    while not position.is_over:
        if view:
            move = position.legal_moves_view().sample(rng)
        else:
            move = rng.choice(position.legal_moves())
        position = position.play(move)[0]
        turns += 1
    return turns


def time_games(players: int, seeds: range, view: bool) -> tuple[float, int]:
    """CPU seconds and turns for the seeded games ``seeds``."""
    start = time.process_time()
    turns = sum(random_game(players, seed, view) for seed in seeds)
    return time.process_time() - start, turns


def generations(rounds: int) -> dict[str, Any]:
    """Per-call microseconds, listed and counted, cold and warm, in alternate rounds."""
    positions = [p for p in load_positions() if p.hands[p.turn] is not None and not p.is_over]
    for p in positions:  # warm: every array and row built once before timing
        listed(p)
        counted(p)
    out: dict[str, Any] = {"positions": len(positions)}
    for cold in (False, True):
        times: dict[str, list[float]] = {"listed": [], "counted": []}
        moves = 0
        for _ in range(rounds):
            for name, how in (("listed", listed), ("counted", counted)):
                seconds, moves = time_calls(positions, how, cold)
                times[name].append(seconds / len(positions) * 1e6)
        key = "fresh" if cold else "warm"
        out[key] = {
            "moves_per_call": round(moves / len(positions), 1),
            "listed_us": round(statistics.median(times["listed"]), 2),
            "counted_us": round(statistics.median(times["counted"]), 2),
        }
        out[key]["ratio"] = round(out[key]["listed_us"] / out[key]["counted_us"], 2)
    return out


def games(count: int, rounds: int) -> dict[str, Any]:
    """Whole random games at 4, 6 and 8 players, listed against sampled from the view."""
    out: dict[str, Any] = {}
    for players in (4, 6, 8):
        seeds = range(count)
        times: dict[str, list[float]] = {"listed": [], "view": []}
        turns = 0
        for _ in range(rounds):
            for name in ("listed", "view"):
                seconds, turns = time_games(players, seeds, name == "view")
                times[name].append(seconds)
        listed_ms = statistics.median(times["listed"]) / count * 1e3
        view_ms = statistics.median(times["view"]) / count * 1e3
        out[str(players)] = {
            "games": count,
            "turns_per_game": round(turns / count, 1),
            "listed_ms_per_game": round(listed_ms, 2),
            "view_ms_per_game": round(view_ms, 2),
            "ratio": round(listed_ms / view_ms, 2),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    """Run both measurements and print them (and write JSON when asked)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="alternate rounds (median taken)")
    parser.add_argument("--games", type=int, default=20, help="random games per player count")
    parser.add_argument("--json", type=Path, help="write the figures to this file")
    args = parser.parse_args(argv)
    result = started("perft.py", argv)
    result["generations"] = generations(args.rounds)
    result["games"] = games(args.games, max(1, args.rounds // 2))
    gen = result["generations"]
    print(f"hand generations on {gen['positions']} benchmark positions (µs a call, CPU):")
    for key in ("warm", "fresh"):
        row = gen[key]
        print(
            f"  {key:5}  listed {row['listed_us']:8.2f}  counted {row['counted_us']:8.2f}  "
            f"x{row['ratio']:.2f}  ({row['moves_per_call']} moves a call)"
        )
    print("whole random games (ms a game, CPU):")
    for players, row in result["games"].items():
        print(
            f"  {players} players  listed {row['listed_ms_per_game']:8.2f}  "
            f"view {row['view_ms_per_game']:8.2f}  x{row['ratio']:.2f}  "
            f"({row['turns_per_game']} turns a game)"
        )
    finished(result, args.json)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
