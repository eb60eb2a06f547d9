"""Seeded random games as one whole process, to time this kit against another checkout of it.

``list`` draws each move with ``rng.choice(position.legal_moves())`` (works on any version of the
kit); ``view`` draws it with ``position.legal_moves_view().sample(rng)``: the same index, so the
same games; ``playout`` plays each game with ``position.play_out(rng)``, the same games again.
Prints the turns played (equal in every mode, and equal across versions that keep every seeded
game the same).

    python benchmarks/random_games.py list|view|playout PLAYERS GAMES
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pegs import new_game


def main(argv: list[str]) -> int:
    """Play the games and print the turns played."""
    if len(argv) != 3 or argv[0] not in ("list", "view", "playout"):
        print("usage: python benchmarks/random_games.py list|view|playout PLAYERS GAMES")
        return 2
    mode, players, count = argv[0], int(argv[1]), int(argv[2])
    turns = 0
    for seed in range(count):
        rng = random.Random(seed)
        position = new_game(players, seed=seed)
        if mode == "playout":
            turns += position.play_out(rng)[1]
            continue
        while not position.is_over:
            if mode == "view":
                move = position.legal_moves_view().sample(rng)
            else:
                move = rng.choice(position.legal_moves())
            position = position.play(move)[0]
            turns += 1
    print(turns)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
