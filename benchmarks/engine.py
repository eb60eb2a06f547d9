"""Engine speed: card move-generations per second and full random games per second.

One card generation = the legal moves of one card for one position (``Position.card_moves``),
measured over fixed seeded positions sampled along random games and every card rank. No moves are
cached: each position is a fresh object whose look-up arrays (where each peg can go, count by
count) are built on its first call and shared by the calls that follow on it, as the cards of a
hand or the ranks of the card explorer share them. ``card_generations_per_s_cold`` builds a fresh
position for every single call instead. A random game = a seeded deal played to a winner by
uniformly random legal moves.

Rates are per CPU second of this process (``time.process_time``), so other work on the machine
does not distort them much.

    python benchmarks/engine.py [--quick] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pegs import Card, Position, new_game

CARDS = [
    Card.parse(t)
    for t in ("AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "JK")
]


def sample_positions(players: int, games: int, every: int) -> list[Position]:
    """Positions taken every ``every`` turns from seeded random games."""
    out = []
    for seed in range(games):
        rng = random.Random(seed)
        position = new_game(players, seed=seed)
        turn = 0
        while not position.is_over:
            if turn % every == 0:
                out.append(position)
            position = position.play(rng.choice(position.legal_moves()))[0]
            turn += 1
    return out


POSITIONS = Path(__file__).with_name("positions.jsonl")


def load_positions() -> list[Position]:
    """The fixed benchmark positions (sampled once from seeded random 4-, 6- and 8-player games).

    Kept in a file so that changes to the engine are measured on the very same positions.
    Regenerate with ``sample_positions`` only on purpose.
    """
    return [Position.from_json(line) for line in POSITIONS.read_text().splitlines() if line]


def fresh(position: Position) -> Position:
    """A copy of ``position`` with no cached look-up arrays (so every call does the full work)."""
    return Position._derived(
        position.rules,
        position.pegs,
        position.turn,
        position.hands,
        position.draw,
        position.discard,
        position.dealer,
        position.seed,
    )


def card_generations_per_s(positions: list[Position], seconds: float) -> tuple[float, int]:
    """Card generations per second (and how many moves they produced per call on average)."""
    calls = 0
    moves = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for position in positions:
            # A new position object: its look-up arrays are built on the first call, as in play.
            position = fresh(position)
            for card in CARDS:
                moves += len(position.card_moves(card))
                calls += 1
    elapsed = time.process_time() - start
    return calls / elapsed, moves // max(calls, 1)


def cold_card_generations_per_s(positions: list[Position], seconds: float) -> float:
    """Card generations per second when every call starts from a fresh position object."""
    calls = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for position in positions:
            for card in CARDS:
                fresh(position).card_moves(card)
                calls += 1
    return calls / (time.process_time() - start)


def games_per_s(players: int, games: int) -> tuple[float, float]:
    """Random games per second and mean turns per game."""
    turns = 0
    start = time.process_time()
    for seed in range(1000, 1000 + games):
        rng = random.Random(seed)
        position = new_game(players, seed=seed)
        while not position.is_over:
            position = position.play(rng.choice(position.legal_moves()))[0]
            turns += 1
    elapsed = time.process_time() - start
    return games / elapsed, turns / games


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a short run (well under 30 s)")
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    args = parser.parse_args()
    seconds = 2.0 if args.quick else 8.0
    games = {4: 10, 6: 4, 8: 3} if args.quick else {4: 60, 6: 20, 8: 12}
    positions = load_positions()
    gens, mean_moves = card_generations_per_s(positions, seconds)
    result = {
        "card_generations_per_s": round(gens),
        "card_generations_per_s_cold": round(cold_card_generations_per_s(positions, seconds / 2)),
        "mean_moves_per_generation": mean_moves,
        "positions": len(positions),
    }
    for players, count in games.items():
        rate, turns = games_per_s(players, count)
        result[f"games_per_s_{players}p"] = round(rate, 2)
        result[f"mean_turns_{players}p"] = round(turns)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:28} {value}")


if __name__ == "__main__":
    main()
