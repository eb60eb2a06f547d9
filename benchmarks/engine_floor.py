"""How much of the engine benchmark's time budget no generator can avoid: building the moves.

``benchmarks/engine.py`` counts card move-generations on fixed positions. Whatever a generator
decides, it must hand back a list of ``Move`` values, each a card and a tuple of parts. This
script takes the very moves the engine lists for each position and card, and times building them
again with no rule applied at all, at C speed (``map`` over ``zip``, each part already made): a
lower bound on any pure-Python generator's cost. It prints that floor beside the time the figures
of issue 16 allow (170,000 generations a second with a shared set-up, 120,000 from fresh
positions) and beside what the engine takes now, so that what is left for the rules themselves
can be read off.

    python benchmarks/engine_floor.py [--rounds N] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from itertools import repeat
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import CARDS, fresh, load_positions  # the benchmark's own positions

from pegs.moves import Move, Part, move_of

#: The figures issue 16 asks for, as microseconds per generation.
GOALS = {"shared": 1e6 / 170_000, "cold": 1e6 / 120_000}


def _rebuild(card: object, firsts: list[Part], seconds: list[Part] | None) -> list[Move]:
    """The moves of one card, made again from their parts with no rule applied."""
    if seconds is None:
        return list(map(move_of, zip(repeat(card), zip(firsts))))
    # (No ``strict=``: the two lists are made together above; the keyword costs time here.)
    return list(map(move_of, zip(repeat(card), zip(firsts, seconds))))  # noqa: B905


def measure(rounds: int) -> dict[str, float]:
    """Microseconds per generation: the engine's (shared and cold) and the floor."""
    positions = load_positions()
    # Each (card, first parts, second parts or None), grouped as the engine lists them; moves
    # with no part (none here: discards are not card moves) would cost no less.
    jobs = []
    for position in positions:
        for card in CARDS:
            moves = fresh(position).card_moves(card)
            singles = [m.parts[0] for m in moves if len(m.parts) == 1]
            pairs = [m.parts for m in moves if len(m.parts) == 2]
            job = [(card, singles, None), (card, [p[0] for p in pairs], [p[1] for p in pairs])]
            # The floor builds exactly the values the engine returns (one-part moves come first).
            if [m for c, f, s in job for m in _rebuild(c, f, s)] != moves:
                raise AssertionError(f"rebuilt moves differ from the engine's for {card}")
            jobs += job
    calls = len(positions) * len(CARDS)
    best = {"floor": float("inf"), "shared": float("inf"), "cold": float("inf")}
    for _ in range(rounds):
        start = time.process_time()
        for card, firsts, seconds in jobs:
            _rebuild(card, firsts, seconds)
        best["floor"] = min(best["floor"], time.process_time() - start)
        start = time.process_time()
        for position in positions:
            shared = fresh(position)
            for card in CARDS:
                shared.card_moves(card)
        best["shared"] = min(best["shared"], time.process_time() - start)
        start = time.process_time()
        for position in positions:
            for card in CARDS:
                fresh(position).card_moves(card)
        best["cold"] = min(best["cold"], time.process_time() - start)
    return {name: 1e6 * seconds / calls for name, seconds in best.items()}


def main() -> None:
    """Print the floor, the goals and the engine's time, per generation."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="best of this many runs")
    parser.add_argument("--json", action="store_true", help="print one JSON line")
    args = parser.parse_args()
    us = measure(args.rounds)
    result = {
        "floor_us": round(us["floor"], 2),
        "shared_us": round(us["shared"], 2),
        "cold_us": round(us["cold"], 2),
        "shared_goal_us": round(GOALS["shared"], 2),
        "cold_goal_us": round(GOALS["cold"], 2),
        # What a generator meeting each goal could spend on the rules, against what it spends now.
        "shared_rules_budget_us": round(GOALS["shared"] - us["floor"], 2),
        "shared_rules_now_us": round(us["shared"] - us["floor"], 2),
        "cold_rules_budget_us": round(GOALS["cold"] - us["floor"], 2),
        "cold_rules_now_us": round(us["cold"] - us["floor"], 2),
    }
    if args.json:
        print(json.dumps(result))
        return
    print("microseconds per card generation (best of runs, CPU time)")
    for key, value in result.items():
        print(f"  {key:24} {value:8.2f}")


if __name__ == "__main__":
    main()
